"""Gouda! Gouda!: the kitchen things that stand for the places of the board
(:func:`kitchen_thing`), the inside of the cupboard behind them
(:func:`shelf_backdrop`), the round power markers (:func:`power_marker`), the
green / yellow / red dice (:func:`gouda_die`), the festival cheese
(:func:`cheese_token`) and the count of a seat's mice in a place
(:func:`mouse_badge`).

Colour is never the only cue: a die face carries an arrow up (green), a ring
(yellow, "nothing") or an arrow down (red); every power marker has its own
pictogram *and* its own rim pattern (dots, plus signs, dashes, up or down
triangles, hazard stripes), so all of them can be told apart in greyscale.

Like the rest of the art, nothing here writes text: :func:`mouse_badge` leaves
its count pill empty, and the scene writes the number where
:func:`mouse_badge_number_box` says, with :func:`game.view.fonts.get_font`.

One module for the game's whole art, long because each of its dozen kitchen things is
drawn in code, shape by shape; they share this module's palette and helpers, and a
thing can be read (and changed) from its one function.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from game.view import palette as pal
from game.view.pictures import kept

from ....view.art._colour import CARD_WHITE, RGB, _clamp, ink, mix, shade, tint
from ....view.art._draw import (
    SS,
    SS_BIG,
    Point,
    _alpha_ell,
    _bezier,
    _blur,
    _circ,
    _down,
    _ell,
    _mask_with,
    _new,
    _oell,
    _outline,
    _poly,
    _rrect,
    _shape_mask,
    _star_points,
    _stroke,
    _with_shadow,
)
from ....view.art.cheese import CHEESE_LINE, _draw_wedge, _draw_wheel, _hole
from ....view.art.mice import mouse_face
from ....view.art.symbols import SHAPES, _draw_medallion

#: The places of the default board, each drawn as its own kitchen thing.
PLACES: tuple[str, ...] = ("can", "crate_left", "crate_right", "tin", "pot", "bottle", "jar",
                           "cup", "sugar", "teapot", "newspapers", "yellow_boxes", "table")
#: The six kinds of power markers.
POWER_KINDS: tuple[str, ...] = ("reroll", "extra_turn", "transfer", "improve", "worsen", "cancel")
#: The faces of a die, lowest to highest.
DIE_FACES: tuple[str, ...] = ("red", "yellow", "green")
#: The colour of each die face (Okabe-Ito, like the mouse cards; the green a little
#: darker and the red a little lighter, so that they differ in greyscale too).
DIE_COLOURS: dict[str, RGB] = {"red": tint(pal.MOUSE_COLOURS["red"], 0.12), "yellow": pal.MOUSE_COLOURS["yellow"],
                               "green": shade(pal.MOUSE_COLOURS["green"], 0.14)}
#: The colour of each power marker's rim.
POWER_COLOURS: dict[str, RGB] = {
    "reroll": pal.PLAYER_COLOURS["sky"],
    "extra_turn": pal.PLAYER_COLOURS["orange"],
    "transfer": pal.PLAYER_COLOURS["purple"],
    "improve": DIE_COLOURS["green"],
    "worsen": DIE_COLOURS["red"],
    "cancel": mix(pal.OUTLINE, pal.SHADOW, 0.3),
}

# the colours of the kitchen
_METAL: RGB = tint(pal.MOUSE_GREY, 0.38)
_GOLD: RGB = mix(pal.HIGHLIGHT, pal.CHEESE_DARK, 0.45)
_TIN_BLUE: RGB = mix(pal.MOUSE_COLOURS["blue"], pal.PLAYER_COLOURS["sky"], 0.15)
_POT: RGB = mix(pal.ACCENT, pal.PLAYER_COLOURS["orange"], 0.35)
_GLASS: RGB = mix(pal.MOUSE_COLOURS["green"], (40, 110, 60), 0.45)
_JAM: RGB = mix(pal.DANGER, pal.PLAYER_COLOURS["purple"], 0.3)
_CUP: RGB = CARD_WHITE
_CUP_DOTS: RGB = pal.PLAYER_COLOURS["sky"]
_TEA: RGB = mix(pal.WOOD_DARK, pal.OUTLINE, 0.4)
_SUGAR_BOX: RGB = pal.PLAYER_COLOURS["purple"]
_TEAPOT: RGB = mix(pal.PLAYER_COLOURS["sky"], pal.MOUSE_COLOURS["green"], 0.5)
_PAPER: RGB = mix(pal.PANEL, pal.MOUSE_GREY, 0.16)
_BOXES: RGB = pal.PLAYER_COLOURS["yellow"]
_TAPE: RGB = mix(pal.WOOD_LIGHT, pal.CHEESE_DARK, 0.35)
_STRING: RGB = mix(pal.WOOD, pal.OUTLINE, 0.25)
_CRATE: RGB = mix(pal.WOOD_LIGHT, pal.CHEESE_LIGHT, 0.18)
_TABLE_WOOD: RGB = mix(pal.WOOD, pal.WOOD_DARK, 0.35)


# ---------------------------------------------------------------------------
# shared helpers
# ---------------------------------------------------------------------------

def _ell_pts(cx: float, cy: float, rx: float, ry: float, a0: float = 0.0, a1: float = 2 * math.pi,
             n: int = 40) -> list[Point]:
    """Points along an ellipse from angle ``a0`` to ``a1`` (0 = right, pi/2 = bottom)."""
    return [(cx + rx * math.cos(a0 + (a1 - a0) * i / n), cy + ry * math.sin(a0 + (a1 - a0) * i / n))
            for i in range(n + 1)]


Stops = tuple[tuple[float, RGB], ...]


@lru_cache(maxsize=128)
def _ramp(stops: Stops, vertical: bool) -> pygame.Surface:
    """A 64-pixel strip going through the colour ``stops`` ((position 0..1, colour), ...),
    computed as bytes (never drawn on, only scaled)."""
    n = 64
    row = bytearray(4 * n)
    for i in range(n):
        t = i / (n - 1)
        for k in range(len(stops) - 1):
            (t0, c0), (t1, c1) = stops[k], stops[k + 1]
            if t <= t1 or k == len(stops) - 2:
                c = mix(c0, c1, 0.0 if t1 <= t0 else min(1.0, max(0.0, (t - t0) / (t1 - t0))))
                break
        row[4 * i:4 * i + 4] = bytes((c[0], c[1], c[2], 255))
    return pygame.image.frombytes(bytes(row), (1, n) if vertical else (n, 1), "RGBA")


def _round_stops(c: RGB, light: float = 0.32, dark: float = 0.3) -> Stops:
    """Shading across something round: lit from the upper left, darker at the right."""
    return ((0.0, shade(c, 0.12)), (0.2, tint(c, light)), (0.42, tint(c, light * 0.3)),
            (0.78, c), (1.0, shade(c, dark)))


def _flat_stops(c: RGB, top: float = 0.12, bottom: float = 0.14) -> Stops:
    """Shading down a flat face: a little lighter at the top, darker at the bottom."""
    return ((0.0, tint(c, top)), (1.0, shade(c, bottom)))


def _fill(surf: pygame.Surface, pts: Sequence[Point], paint: RGB | Stops, vertical: bool = False,
          line: RGB | None = None, ow: float = 0.0) -> None:
    """Fill the polygon ``pts`` with a colour or shading ``stops`` (horizontal unless
    ``vertical``), then outline it if a ``line`` is given."""
    if isinstance(paint[0], int):
        pygame.draw.polygon(surf, paint, [(round(x), round(y)) for x, y in pts])
    else:
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        x0, y0 = int(min(xs)), int(min(ys))
        w, h = int(max(xs)) - x0 + 2, int(max(ys)) - y0 + 2
        layer = pygame.transform.smoothscale(_ramp(paint, vertical), (w, h))
        surf.blit(_mask_with(layer, _poly_mask((w, h), [(x - x0, y - y0) for x, y in pts])), (x0, y0))
    if line is not None and ow > 0:
        _outline(surf, line, pts, ow)


def _poly_mask(size: tuple[int, int], pts: Sequence[Point]) -> pygame.Surface:
    """A white mask of the polygon ``pts`` (see :func:`_mask_with`)."""
    local = [(round(x), round(y)) for x, y in pts]

    def draw(mask: pygame.Surface) -> None:
        pygame.draw.polygon(mask, (255, 255, 255, 255), local)

    return _shape_mask(size, draw)


def _band(cx: float, y0: float, y1: float, rx: float, ry: float) -> list[Point]:
    """The front of an upright cylinder between heights ``y0`` and ``y1``."""
    return _ell_pts(cx, y0, rx, ry, math.pi, 0.0, 30) + _ell_pts(cx, y1, rx, ry, 0.0, math.pi, 30)


def _cylinder(surf, cx, top, bottom, rx, ry, colour: RGB, line: RGB, ow, lid: RGB | None = None,
              light: float = 0.32) -> None:
    """An upright cylinder whose top ellipse is centred at (cx, top) and bottom one at
    (cx, bottom); its top is filled with ``lid`` (default: a light ``colour``)."""
    body = _ell_pts(cx, top, rx, ry, math.pi, 2 * math.pi, 30) + _ell_pts(cx, bottom, rx, ry, 0.0, math.pi, 30)
    _fill(surf, body, _round_stops(colour, light), line=line, ow=ow)
    _fill(surf, _ell_pts(cx, top, rx, ry), lid or tint(colour, 0.2), line=line, ow=ow)


def _arc(surf, colour, cx, cy, rx, ry, a0, a1, width) -> None:
    """A thick elliptic arc with round ends."""
    _stroke(surf, colour, _ell_pts(cx, cy, rx, ry, a0, a1, 24), width)


def _cuboid(x0: float, y0: float, fw: float, fh: float, dx: float, dy: float):
    """Front, top and side faces of a box whose front's top-left is (x0, y0), seen from
    above and from the right (dx > 0) or from the left (dx < 0)."""
    front = [(x0, y0), (x0 + fw, y0), (x0 + fw, y0 + fh), (x0, y0 + fh)]
    top = [(x0, y0), (x0 + dx, y0 - dy), (x0 + fw + dx, y0 - dy), (x0 + fw, y0)]
    ex = x0 + fw if dx >= 0 else x0
    side = [(ex, y0), (ex + dx, y0 - dy), (ex + dx, y0 + fh - dy), (ex, y0 + fh)]
    return front, top, side


def _lerp(a: Point, b: Point, t: float) -> Point:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def _quad_at(quad: Sequence[Point], u: float, v: float) -> Point:
    """A point of a quadrilateral (corners in order) at (u, v) in 0..1 x 0..1."""
    return _lerp(_lerp(quad[0], quad[1], u), _lerp(quad[3], quad[2], u), v)


def _top_at(top: Sequence[Point], across: float, depth: float) -> Point:
    """A point of a top face (as made by :func:`_cuboid`): ``across`` from left to right,
    ``depth`` from the front edge to the back one."""
    return _quad_at(top, depth, across)


def _ground_shadow(surf, cx, cy, rx, ry) -> None:
    """A soft oval shadow where a thing stands on the shelf."""
    for k, a in ((1.0, 34), (0.86, 34), (0.7, 40)):
        _alpha_ell(surf, (*pal.SHADOW, a), cx, cy, rx * k, ry * (0.5 + 0.5 * k))


def _grain(surf, rng: random.Random, rect: pygame.Rect, colour: RGB, width: float, n: int,
           vertical: bool = False) -> None:
    """A few wavy grain lines along a plank."""
    if rect.w < 4 or rect.h < 4:
        return
    for _ in range(n):
        if vertical:
            x = rect.x + rng.uniform(0.15, 0.85) * rect.w
            y0, y1 = rect.y + rng.uniform(0.0, 0.3) * rect.h, rect.y + rng.uniform(0.6, 1.0) * rect.h
            amp = rng.uniform(0.3, 1.0) * width
            pts = [(x + amp * math.sin(t * 5 + x), y0 + (y1 - y0) * t) for t in (i / 8 for i in range(9))]
        else:
            y = rect.y + rng.uniform(0.2, 0.8) * rect.h
            x0, x1 = rect.x + rng.uniform(0.0, 0.35) * rect.w, rect.x + rng.uniform(0.55, 1.0) * rect.w
            amp = rng.uniform(0.3, 1.0) * width
            pts = [(x0 + (x1 - x0) * t, y + amp * math.sin(t * 5 + y)) for t in (i / 8 for i in range(9))]
        pygame.draw.lines(surf, colour, False, [(round(x), round(y)) for x, y in pts], max(1, round(width)))


def _plank(surf, rng, rect: pygame.Rect, wood: RGB, line: RGB, ow: float, vertical: bool = False) -> None:
    """One outlined plank with grain."""
    base = mix(wood, pal.WOOD_LIGHT, rng.uniform(-0.1, 0.3))
    stops = _flat_stops(base) if not vertical else _round_stops(base, 0.15, 0.15)
    pts = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft]
    _fill(surf, pts, stops, vertical=not vertical)
    _grain(surf, rng, rect, mix(base, pal.WOOD_DARK, 0.45), ow * 0.35, 2, vertical)
    _outline(surf, line, pts, ow * 0.8)


def _arrow_pts(cx: float, cy: float, size: float, up: bool = True, fat: float = 1.0) -> list[Point]:
    """A fat arrow ``size`` long centred on (cx, cy), pointing up (or down)."""
    hw, sw = size * 0.46, size * 0.19 * fat      # half widths of the head and the shaft
    hl = size * 0.48                             # length of the head
    s = -1 if up else 1
    tip, base = cy + s * size / 2, cy - s * size / 2
    neck = tip - s * hl
    return [(cx, tip), (cx + hw, neck), (cx + sw, neck), (cx + sw, base), (cx - sw, base), (cx - sw, neck),
            (cx - hw, neck)]


def _cross(surf, colour: RGB, line: RGB, cx, cy, r, width, ow) -> None:
    """A big X with an outline."""
    for sx in (-1, 1):
        _stroke(surf, line, [(cx - r, cy - sx * r), (cx + r, cy + sx * r)], width + 2 * ow)
    for sx in (-1, 1):
        _stroke(surf, colour, [(cx - r, cy - sx * r), (cx + r, cy + sx * r)], width)


# ---------------------------------------------------------------------------
# the kitchen things
# ---------------------------------------------------------------------------

class _Box:
    """The canvas of a kitchen thing: its size, outline width and ground line."""

    def __init__(self, surf: pygame.Surface, ow: float) -> None:
        self.surf = surf
        self.W, self.H = surf.get_size()
        self.ow = ow
        self.ground = self.H - max(ow * 1.5, self.H * 0.05)
        self.rng = random.Random(7)


def _can(b: _Box) -> None:
    W, H, ow, s = b.W, b.H, b.ow, b.surf
    cx = W / 2
    rx = min(W * 0.37, H * 0.44)
    ry = rx * 0.28
    top, bottom = ry + ow * 1.5, b.ground - ry
    line = ink(_METAL)
    _ground_shadow(s, cx, b.ground, rx * 1.15, ry * 0.9)
    _cylinder(s, cx, top, bottom, rx, ry, _METAL, line, ow, lid=tint(_METAL, 0.35), light=0.5)
    h = bottom - top
    # rims: a ridge at the top and one at the bottom
    for y in (top + h * 0.07, bottom - h * 0.06):
        _arc(s, shade(_METAL, 0.25), cx, y, rx, ry, math.pi * 0.97, math.pi * 0.03, ow * 0.8)
        _arc(s, tint(_METAL, 0.6), cx, y + ow * 0.9, rx * 0.99, ry, math.pi * 0.9, math.pi * 0.55, ow * 0.6)
    # the paper label: red stripes around a cream band with a tomato on it
    y0, y1 = top + h * 0.17, bottom - h * 0.14
    red = pal.DANGER
    _fill(s, _band(cx, y0, y1, rx, ry), _round_stops(red, 0.3), line=ink(red), ow=ow * 0.7)
    c0, c1 = y0 + (y1 - y0) * 0.2, y1 - (y1 - y0) * 0.2
    _fill(s, _band(cx, c0, c1, rx, ry), _round_stops(CARD_WHITE, 0.0, 0.18))
    tx, ty, tr = cx - rx * 0.12, (c0 + c1) / 2 + ry * 0.95, min(rx * 0.3, (c1 - c0) * 0.42)
    _oell(s, red, ink(red), tx, ty, tr * 1.12, tr, ow * 0.7)
    _alpha_ell(s, (255, 255, 255, 120), tx - tr * 0.4, ty - tr * 0.35, tr * 0.3, tr * 0.18)
    leaf = pal.OK
    _poly(s, leaf, ink(leaf), _star_points(tx, ty - tr * 0.9, tr * 0.5, tr * 0.18, n=5), ow * 0.5)
    # the lid: a ring pressed into it and a shine
    _fill(s, _ell_pts(cx, top, rx * 0.84, ry * 0.8), tint(_METAL, 0.15))
    _arc(s, shade(_METAL, 0.2), cx, top, rx * 0.84, ry * 0.8, math.pi * 1.05, math.pi * 1.95, ow * 0.6)
    _arc(s, tint(_METAL, 0.8), cx, top + ow * 0.4, rx * 0.84, ry * 0.8, math.pi * 0.15, math.pi * 0.85,
         ow * 0.5)
    _alpha_ell(s, (255, 255, 255, 90), cx - rx * 0.62, (top + bottom) / 2 + ry * 0.6, rx * 0.08, h * 0.36)


def _crate(b: _Box, side: int, stamp: str | None) -> None:
    """A wooden crate seen from above and from one ``side`` (+1: its right side shows),
    slatted unless ``stamp`` is None (then a plain closed box)."""
    W, H, ow, s, rng = b.W, b.H, b.ow, b.surf, b.rng
    dx, dy = side * W * 0.15, H * 0.2
    fw, fh = W - abs(dx) - 2.5 * ow, b.ground - dy - 2 * ow
    fh = min(fh, fw * 0.8)
    x0 = (W - fw - abs(dx)) / 2 + (abs(dx) if side < 0 else 0)
    y0 = b.ground - fh
    front, top, sidef = _cuboid(x0, y0, fw, fh, dx, dy)
    wood = _CRATE if stamp is not None else mix(pal.WOOD, pal.WOOD_LIGHT, 0.4)
    line = ink(pal.WOOD_DARK)
    gap = shade(pal.WOOD_DARK, 0.55)
    _ground_shadow(s, x0 + fw / 2 + dx / 2, b.ground, (fw + abs(dx)) * 0.56, dy * 0.35)
    # the side: darker planks
    _fill(s, sidef, shade(wood, 0.28) if stamp is not None else shade(wood, 0.22))
    n = 3
    if stamp is not None:
        for i in range(1, n):
            a, c = _quad_at(sidef, 0, i / n), _quad_at(sidef, 1, i / n)
            _stroke(s, gap, [a, c], ow * 1.1)
    _outline(s, line, sidef, ow)
    # the top: slats running across, with dark gaps between them (or a plain lid)
    _fill(s, top, _flat_stops(tint(wood, 0.18), 0.1, 0.06), vertical=True)
    if stamp is not None:
        for i in range(1, 4):
            a, c = _quad_at(top, 0, i / 4), _quad_at(top, 1, i / 4)
            _stroke(s, gap, [a, c], ow * 1.0)
            _stroke(s, tint(wood, 0.4), [(a[0], a[1] + ow * 0.9), (c[0], c[1] + ow * 0.9)], ow * 0.4)
    else:
        a, c = _quad_at(top, 0.04, 0.5), _quad_at(top, 0.96, 0.5)
        _stroke(s, shade(wood, 0.25), [a, c], ow * 0.6)
    _outline(s, line, top, ow)
    # the front: planks between two corner posts
    _fill(s, front, gap)
    post = fw * 0.11 if stamp is not None else 0
    ph = fh / n
    for i in range(n):
        r = pygame.Rect(round(x0 + post), round(y0 + i * ph + (ow * 0.7 if stamp is not None and i else 0)),
                        round(fw - 2 * post), round(ph - (ow * 1.4 if stamp is not None and i < n - 1 else 0)))
        _plank(s, rng, r, wood, line, ow)
    if stamp is not None:
        for px in (x0, x0 + fw - post):
            r = pygame.Rect(round(px), round(y0), round(post), round(fh))
            _plank(s, rng, r, shade(wood, 0.06), line, ow, vertical=True)
            for i in range(n):
                _circ(s, shade(pal.WOOD_DARK, 0.35), px + post / 2, y0 + (i + 0.5) * ph, ow * 0.6)
        _stamp(s, stamp, x0 + fw / 2, y0 + fh * 0.5, min(fw * 0.2, fh * 0.3), ow)
    _outline(s, line, front, ow)


def _stamp(s, kind: str, cx, cy, r, ow) -> None:
    """A stencilled fruit or fish on a crate, in dark ink, half see-through."""
    ink_rgba = (*shade(pal.WOOD_DARK, 0.45), 115)
    layer = _new(s.get_width(), s.get_height(), ink_rgba[:3])
    if kind == "apple":
        _ell(layer, ink_rgba, cx - r * 0.36, cy + r * 0.12, r * 0.56, r * 0.7)
        _ell(layer, ink_rgba, cx + r * 0.36, cy + r * 0.12, r * 0.56, r * 0.7)
        _ell(layer, (0, 0, 0, 0), cx, cy - r * 0.62, r * 0.16, r * 0.16)
        _stroke(layer, ink_rgba, [(cx, cy - r * 0.4), (cx + r * 0.12, cy - r * 0.98)], r * 0.14)
        _ell(layer, ink_rgba, cx + r * 0.5, cy - r * 0.82, r * 0.3, r * 0.13)
    else:  # a fish
        _ell(layer, ink_rgba, cx - r * 0.15, cy, r * 0.85, r * 0.5)
        pygame.draw.polygon(layer, ink_rgba, [(round(cx + r * 0.5), round(cy)), (round(cx + r * 1.2),
                                                                                  round(cy - r * 0.5)),
                                              (round(cx + r * 1.2), round(cy + r * 0.5))])
        _circ(layer, (0, 0, 0, 0), cx - r * 0.6, cy - r * 0.1, r * 0.1)
    s.blit(layer, (0, 0))


def _tin(b: _Box) -> None:
    W, H, ow, s = b.W, b.H, b.ow, b.surf
    cx = W / 2
    rx = min(W * 0.43, H * 0.72)
    ry = rx * 0.28
    lid_h = (b.ground - ry - H * 0.3) * 0.3
    top, bottom = max(ry + ow * 1.5, H * 0.3), b.ground - ry
    line = ink(_TIN_BLUE)
    _ground_shadow(s, cx, b.ground, rx * 1.1, ry * 0.9)
    _cylinder(s, cx, top + lid_h * 0.6, bottom, rx * 0.97, ry, _TIN_BLUE, line, ow, light=0.3)
    # gold band at the bottom, white flowers around
    h = bottom - top
    _fill(s, _band(cx, bottom - h * 0.14, bottom, rx * 0.97, ry), _round_stops(_GOLD, 0.4), line=ink(_GOLD),
          ow=ow * 0.6)
    fy = (top + lid_h + bottom - h * 0.14) / 2 + ry * 0.4
    for k, a in enumerate((0.22, 0.38, 0.5, 0.62, 0.78)):
        ang = math.pi * (1 - a)
        fx, yy = cx + rx * 0.97 * math.cos(ang), fy + ry * math.sin(ang) * 0.8
        fr = min(h * 0.14, rx * 0.12) * (0.6 + 0.4 * math.sin(math.pi * a))
        _flower(s, fx, yy + (fr * 0.5 if k % 2 else -fr * 0.3), fr, CARD_WHITE, _GOLD)
    # the lid overhangs a little
    _cylinder(s, cx, top, top + lid_h, rx, ry, _TIN_BLUE, line, ow, lid=tint(_TIN_BLUE, 0.12), light=0.35)
    _fill(s, _band(cx, top + lid_h * 0.55, top + lid_h, rx, ry), _round_stops(_GOLD, 0.4))
    _outline(s, line, _band(cx, top, top + lid_h, rx, ry), ow)
    _fill(s, _ell_pts(cx, top, rx * 0.78, ry * 0.76), _TIN_BLUE)
    _arc(s, _GOLD, cx, top, rx * 0.78, ry * 0.76, 0, 2 * math.pi, ow * 0.9)
    _flower(s, cx, top, min(ry * 0.55, rx * 0.2), CARD_WHITE, _GOLD, flat=0.6)
    _outline(s, line, _ell_pts(cx, top, rx, ry), ow)


def _flower(s, cx, cy, r, petal: RGB, heart: RGB, flat: float = 1.0) -> None:
    """A little five-petal flower (a painted decoration)."""
    for i in range(5):
        a = -math.pi / 2 + i * 2 * math.pi / 5
        _ell(s, petal, cx + r * 0.55 * math.cos(a), cy + r * 0.55 * math.sin(a) * flat, r * 0.42, r * 0.42 * flat)
    _ell(s, heart, cx, cy, r * 0.3, r * 0.3 * flat)


def _pot(b: _Box) -> None:
    """A cooking pot with a low lid and two handles."""
    W, H, ow, s = b.W, b.H, b.ow, b.surf
    cx = W / 2
    rx = min(W * 0.33, H * 0.5)
    ry = rx * 0.28
    top, bottom = H * 0.4, b.ground - ry * 1.15
    line = ink(_POT)
    _ground_shadow(s, cx, b.ground, rx * 1.15, ry * 0.9)
    body = (_ell_pts(cx, top, rx, ry, math.pi, 2 * math.pi, 30)
            + _ell_pts(cx, bottom, rx, ry * 1.15, 0.0, math.pi, 30))
    _fill(s, body, _round_stops(_POT, 0.35), line=line, ow=ow)
    _alpha_ell(s, (255, 255, 255, 70), cx - rx * 0.55, (top + bottom) / 2 + ry * 0.4, rx * 0.08,
               (bottom - top) * 0.28)
    # a cream band round the belly
    by = top + (bottom - top) * 0.5
    _fill(s, _band(cx, by, by + (bottom - top) * 0.12, rx, ry), _round_stops(CARD_WHITE, 0.0, 0.2))
    # the handles: dark loops sticking out at the sides
    hy = top + (bottom - top) * 0.22
    dark = shade(_POT, 0.55)
    for side in (-1, 1):
        hx = cx + side * rx * 1.08
        _oell(s, dark, pal.OUTLINE, hx, hy, rx * 0.17, ry * 0.62, ow * 0.8)
        _ell(s, shade(_POT, 0.2), hx + side * rx * 0.02, hy + ry * 0.05, rx * 0.08, ry * 0.3)
    # a cream rim where the lid sits, and the low dome of the lid with its knob
    _fill(s, _band(cx, top - ow * 0.2, top + ow * 1.4, rx * 1.01, ry), CARD_WHITE)
    dome_h = ry * 1.15 + H * 0.03
    lid = _ell_pts(cx, top, rx * 0.97, ry, 0.0, math.pi, 30) + _ell_pts(cx, top, rx * 0.97, dome_h,
                                                                         math.pi, 2 * math.pi, 30)
    _fill(s, lid, _round_stops(_POT, 0.45), line=line, ow=ow)
    _alpha_ell(s, (255, 255, 255, 80), cx - rx * 0.35, top - dome_h * 0.5, rx * 0.22, dome_h * 0.14)
    kx, ky, kr = cx, top - dome_h * 0.9, min(rx * 0.17, H * 0.08)
    _cylinder(s, kx, ky - kr * 0.55, ky, kr, kr * 0.35, shade(pal.OUTLINE, 0.1), pal.OUTLINE, ow * 0.8,
              lid=mix(pal.OUTLINE, pal.MOUSE_GREY, 0.35))


def _bottle_standing(b: _Box) -> None:
    """A green glass bottle standing up (in a tall box), cork at the top."""
    W, H, ow, s = b.W, b.H, b.ow, b.surf
    cx = W / 2
    rx = min(W * 0.36, H * 0.2)
    ry = rx * 0.28
    rn = rx * 0.4
    bottom = b.ground - ry
    shoulder = bottom - (b.ground - H * 0.04) * 0.55
    neck_top = H * 0.04 + rx * 0.75
    line = ink(_GLASS)
    _ground_shadow(s, cx, b.ground, rx * 1.2, ry * 0.9)
    up_left = ([(cx - rx, bottom)] + _bezier((cx - rx, shoulder), (cx - rx, shoulder - rx * 0.7),
                                             (cx - rn, shoulder - rx * 0.6), (cx - rn, shoulder - rx * 1.1), 12)
               + [(cx - rn, neck_top)])
    down_right = [(2 * cx - x, y) for x, y in reversed(up_left)]
    body = up_left + down_right + _ell_pts(cx, bottom, rx, ry, 0.0, math.pi, 24)
    _fill(s, body, _round_stops(_GLASS, 0.35, 0.35), line=line, ow=ow)
    # the label with grapes
    ly0, ly1 = shoulder + (bottom - shoulder) * 0.15, shoulder + (bottom - shoulder) * 0.75
    _fill(s, _band(cx, ly0, ly1, rx, ry), _round_stops(CARD_WHITE, 0.0, 0.2), line=ink(CARD_WHITE), ow=ow * 0.6)
    _grapes(s, cx - rx * 0.05, (ly0 + ly1) / 2 + ry * 0.6, min(rx * 0.16, (ly1 - ly0) * 0.13), ow)
    # the lip of the neck and the cork
    lip = neck_top + rx * 0.12
    _fill(s, [(cx - rn * 1.2, lip), (cx + rn * 1.2, lip), (cx + rn * 1.2, lip - rx * 0.18),
              (cx - rn * 1.2, lip - rx * 0.18)], _round_stops(tint(_GLASS, 0.2)), line=line, ow=ow * 0.8)
    cork = [(cx - rn * 0.9, lip - rx * 0.18), (cx + rn * 0.9, lip - rx * 0.18), (cx + rn * 0.95, H * 0.04 + ow),
            (cx - rn * 0.95, H * 0.04 + ow)]
    _fill(s, cork, _round_stops(pal.WOOD_LIGHT, 0.2, 0.25), line=ink(pal.WOOD), ow=ow * 0.8)
    _stroke(s, tint(_GLASS, 0.75), [(cx - rx * 0.62, shoulder + rx * 0.1), (cx - rx * 0.62, ly0 - ow * 2)],
            ow * 1.1)


def _grapes(s, mx, my, gr, ow) -> None:
    """A little bunch of grapes (the bottle's label)."""
    grape = mix(pal.PLAYER_COLOURS["purple"], pal.OUTLINE, 0.25)
    for gx, gy in ((-1, -1), (1, -1), (0, 0), (-2, -1), (2, -1), (-1, 1), (1, 1), (0, 2)):
        if abs(gx) == 2 and gr < 2 * SS:
            continue
        _oell(s, grape, ink(grape), mx + gx * gr * 0.95, my + gy * gr * 0.9, gr * 0.62, gr * 0.62, ow * 0.35)
    _poly(s, pal.OK, ink(pal.OK), [(mx, my - gr * 1.2), (mx + gr * 1.6, my - gr * 2.0), (mx + gr * 0.5, my - gr * 0.6)],
          ow * 0.35)


def _bottle(b: _Box) -> None:
    """A green glass bottle lying on two wooden chocks, cork to the right (standing up
    in a tall box)."""
    W, H, ow, s = b.W, b.H, b.ow, b.surf
    if H > W * 1.1:
        _bottle_standing(b)
        return
    chock_h = H * 0.1
    rb = min(H * 0.34, W * 0.2)                    # radius of the body
    cy = b.ground - chock_h - rb * 0.75
    x0, x1 = W * 0.07 + rb * 0.3, W * 0.6          # the base and the shoulder
    x2, x3 = x1 + rb * 0.95, W * 0.85              # the neck starts, ends
    rn = rb * 0.4
    line = ink(_GLASS)
    _ground_shadow(s, W * 0.45, b.ground, W * 0.42, H * 0.05)
    shoulder_top = _bezier((x1, cy - rb), (x1 + rb * 0.6, cy - rb), (x2 - rb * 0.4, cy - rn), (x2, cy - rn), 12)
    shoulder_bot = _bezier((x2, cy + rn), (x2 - rb * 0.4, cy + rn), (x1 + rb * 0.6, cy + rb), (x1, cy + rb), 12)
    outline = (_ell_pts(x0, cy, rb * 0.3, rb, math.pi * 0.5, math.pi * 1.5, 20) + shoulder_top
               + [(x3, cy - rn), (x3, cy + rn)] + shoulder_bot)
    stops = ((0.0, tint(_GLASS, 0.35)), (0.18, tint(_GLASS, 0.15)), (0.55, _GLASS), (1.0, shade(_GLASS, 0.4)))
    _fill(s, outline, stops, vertical=True, line=line, ow=ow)
    # the label, wrapped around the body
    lx0, lx1 = x0 + (x1 - x0) * 0.3, x0 + (x1 - x0) * 0.82
    label = (_ell_pts(lx0, cy, rb * 0.18, rb * 0.98, math.pi * 1.5, math.pi * 0.5, 16)
             + _ell_pts(lx1, cy, rb * 0.18, rb * 0.98, math.pi * 0.5, math.pi * 1.5, 16))
    _fill(s, label, ((0.0, CARD_WHITE), (0.6, CARD_WHITE), (1.0, shade(CARD_WHITE, 0.2))), vertical=True,
          line=ink(CARD_WHITE), ow=ow * 0.6)
    mx = (lx0 + lx1) / 2 + rb * 0.05
    _grapes(s, mx, cy - rb * 0.12, min((lx1 - lx0) * 0.1, rb * 0.14), ow)
    _stroke(s, _GOLD, [(lx0 + rb * 0.25, cy + rb * 0.55), (lx1 - rb * 0.1, cy + rb * 0.55)], ow * 0.9)
    # the lip of the neck, the cork and the shine of the glass
    _fill(s, [(x3 - rb * 0.12, cy - rn * 1.2), (x3 + rb * 0.08, cy - rn * 1.2), (x3 + rb * 0.08, cy + rn * 1.2),
              (x3 - rb * 0.12, cy + rn * 1.2)], _flat_stops(tint(_GLASS, 0.2), 0.2, 0.3), vertical=True,
          line=line, ow=ow * 0.8)
    cork = [(x3 + rb * 0.08, cy - rn * 0.9), (min(W - ow * 2, x3 + rb * 0.55), cy - rn * 0.95),
            (min(W - ow * 2, x3 + rb * 0.55), cy + rn * 0.95), (x3 + rb * 0.08, cy + rn * 0.9)]
    _fill(s, cork, _flat_stops(pal.WOOD_LIGHT, 0.2, 0.25), vertical=True, line=ink(pal.WOOD), ow=ow * 0.8)
    for k in range(3):
        _circ(s, shade(pal.WOOD_LIGHT, 0.25), x3 + rb * (0.2 + 0.12 * k), cy + rn * (0.3 - 0.4 * (k % 2)),
              ow * 0.35)
    _stroke(s, (*tint(_GLASS, 0.75), 255), [(x0 + rb * 0.1, cy - rb * 0.62), (lx0 - rb * 0.1, cy - rb * 0.68)],
            ow * 1.1)
    _stroke(s, (*tint(_GLASS, 0.75), 255), [(lx1 + rb * 0.12, cy - rb * 0.68), (x1 + rb * 0.2, cy - rb * 0.66),
                                             (x2 - rb * 0.2, cy - rn * 0.6)], ow * 0.9)
    _arc(s, shade(_GLASS, 0.3), x0, cy, rb * 0.3, rb * 0.92, math.pi * 0.6, math.pi * 1.4, ow * 0.6)
    # two wooden chocks keep it from rolling
    for kx in (x0 + (x1 - x0) * 0.12, x1 - (x1 - x0) * 0.05):
        cw = rb * 0.8
        pts = [(kx - cw / 2, b.ground), (kx - cw * 0.35, cy + rb * 0.72), (kx + cw * 0.35, cy + rb * 0.72),
               (kx + cw / 2, b.ground)]
        _fill(s, pts, _flat_stops(pal.WOOD, 0.1, 0.2), vertical=True, line=ink(pal.WOOD_DARK), ow=ow)


def _gingham(w: int, h: int, cell: float, colour: RGB) -> pygame.Surface:
    """Red-and-white checked cloth."""
    surf = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    surf.fill((*CARD_WHITE, 255))
    stripe = (*colour, 120)
    n = int(max(w, h) / cell) + 2
    lay = _new(w, h, colour)
    for i in range(0, n, 2):
        pygame.draw.rect(lay, stripe, (round(i * cell), 0, math.ceil(cell), h))
    surf.blit(lay, (0, 0))
    lay = _new(w, h, colour)
    for i in range(0, n, 2):
        pygame.draw.rect(lay, stripe, (0, round(i * cell), w, math.ceil(cell)))
    surf.blit(lay, (0, 0))
    return surf


def _jar(b: _Box) -> None:
    """A jam jar with a checked cloth tied over its lid. One piece on purpose: a single
    picture drawn back to front (the glass and its jam, the label, the shine, then the
    cloth and its string), each layer placed on the ones before it."""
    W, H, ow, s = b.W, b.H, b.ow, b.surf
    cx = W / 2
    rx = min(W * 0.32, H * 0.42)
    ry = rx * 0.28
    top, bottom = H * 0.24, b.ground - ry
    glass = mix(CARD_WHITE, _TIN_BLUE, 0.12)
    line = ink(_JAM)
    _ground_shadow(s, cx, b.ground, rx * 1.15, ry * 0.9)
    # the glass with the jam inside, a little below the neck
    body = (_ell_pts(cx, top + ry, rx, ry, math.pi, 2 * math.pi, 30)
            + _ell_pts(cx, bottom - ry * 0.2, rx, ry * 1.2, 0.0, math.pi, 30))
    _fill(s, body, _round_stops(glass, 0.5, 0.2), line=line, ow=ow)
    jx = rx * 0.9
    jam = (_ell_pts(cx, top + (bottom - top) * 0.3, jx, ry, math.pi, 2 * math.pi, 30)
           + _ell_pts(cx, bottom - ry * 0.25, jx, ry * 1.1, 0.0, math.pi, 30))
    _fill(s, jam, _round_stops(_JAM, 0.35, 0.35))
    # the label with a strawberry
    ly0, ly1 = top + (bottom - top) * 0.42, top + (bottom - top) * 0.82
    _fill(s, _band(cx, ly0, ly1, rx * 0.62, ry * 0.62), _round_stops(CARD_WHITE, 0.0, 0.15), line=ink(CARD_WHITE),
          ow=ow * 0.5)
    sx, sy, sr = cx - rx * 0.05, (ly0 + ly1) / 2 + ry * 0.55, min((ly1 - ly0) * 0.36, rx * 0.24)
    berry = _bezier((sx - sr * 0.95, sy - sr * 0.3), (sx - sr, sy + sr * 0.5), (sx - sr * 0.3, sy + sr * 0.9),
                    (sx, sy + sr), 8) + _bezier((sx, sy + sr), (sx + sr * 0.3, sy + sr * 0.9),
                                                (sx + sr, sy + sr * 0.5), (sx + sr * 0.95, sy - sr * 0.3), 8)
    berry += _ell_pts(sx, sy - sr * 0.3, sr * 0.95, sr * 0.45, 0.0, -math.pi, 10)
    _poly(s, pal.DANGER, ink(pal.DANGER), berry, ow * 0.5)
    _poly(s, pal.OK, ink(pal.OK), _star_points(sx, sy - sr * 0.55, sr * 0.6, sr * 0.2, n=5), ow * 0.4)
    for ux, uy in ((-0.4, 0.05), (0.35, 0.1), (0.0, 0.45), (-0.1, -0.05)):
        _circ(s, pal.HIGHLIGHT, sx + ux * sr, sy + uy * sr, max(1.0, sr * 0.07))
    # shine on the glass
    _stroke(s, (255, 255, 255), [(cx - rx * 0.72, top + (bottom - top) * 0.25),
                                 (cx - rx * 0.74, bottom - (bottom - top) * 0.15)], ow * 1.2)
    # the cloth: a checked top, a scalloped skirt, a string
    red = pal.DANGER
    cloth_h = (bottom - top) * 0.3
    sk_r = rx * 1.12
    skirt = _ell_pts(cx, top, sk_r, ry * 1.1, math.pi, 2 * math.pi, 24)
    n = 7
    for i in range(n + 1):                         # scallops along the bottom edge, right to left
        a = i / n
        xx = cx + sk_r * (1 - 2 * a)
        yy = top + cloth_h + ry * math.sin(math.pi * a) * 0.9 + (ry * 0.35 if i % 2 else 0.0)
        skirt.append((xx, yy))
    xs, ys = [p[0] for p in skirt], [p[1] for p in skirt]
    x0, y0 = int(min(xs)), int(min(ys))
    cw, ch = int(max(xs)) - x0 + 2, int(max(ys)) - y0 + 2
    cloth = _gingham(cw, ch, max(2.0, rx * 0.16), red)
    cloth.blit(pygame.transform.smoothscale(_ramp(_flat_stops((255, 255, 255), 0.0, 0.0), True), (cw, ch)),
               (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    shading = _new(cw, ch, pal.SHADOW)
    pygame.draw.rect(shading, (*pal.SHADOW, 50), (round(cw * 0.7), 0, cw, ch))
    cloth.blit(shading, (0, 0))
    s.blit(_mask_with(cloth, _poly_mask((cw, ch), [(x - x0, y - y0) for x, y in skirt])), (x0, y0))
    _outline(s, ink(red), skirt, ow)
    top_face = _ell_pts(cx, top, sk_r * 0.98, ry * 1.05)
    tcloth = _gingham(cw, ch, max(2.0, rx * 0.16), red)
    s.blit(_mask_with(tcloth, _poly_mask((cw, ch), [(x - x0, y - y0) for x, y in top_face])), (x0, y0))
    _outline(s, ink(red), top_face, ow)
    sy0 = top + cloth_h * 0.55
    _arc(s, _STRING, cx, sy0, rx * 1.0, ry * 0.95, math.pi * 0.98, math.pi * 0.02, ow * 1.1)
    bx, by = cx + rx * 0.35, sy0 + ry * 0.92
    for side in (-1, 1):
        _arc(s, _STRING, bx + side * rx * 0.13, by - ry * 0.1, rx * 0.12, ry * 0.4, 0, 2 * math.pi, ow * 0.8)
    _stroke(s, _STRING, [(bx, by), (bx - rx * 0.06, by + ry * 0.9)], ow * 0.8)
    _stroke(s, _STRING, [(bx, by), (bx + rx * 0.1, by + ry * 0.85)], ow * 0.8)


def _cup(b: _Box) -> None:
    """A teacup of tea on its saucer, handle to the right."""
    W, H, ow, s = b.W, b.H, b.ow, b.surf
    cx = W / 2 - W * 0.04
    line = ink(_CUP_DOTS)
    # the saucer
    srx = min(W * 0.44, H * 0.9)
    sry = srx * 0.24
    sy = b.ground - sry - H * 0.03
    _ground_shadow(s, cx, b.ground, srx * 1.05, sry * 0.8)
    _fill(s, _ell_pts(cx, sy + H * 0.035, srx * 0.97, sry), shade(_CUP, 0.2), line=line, ow=ow)
    _fill(s, _ell_pts(cx, sy, srx, sry), _round_stops(_CUP, 0.0, 0.15), line=line, ow=ow)
    _arc(s, _CUP_DOTS, cx, sy, srx * 0.88, sry * 0.86, 0, 2 * math.pi, ow * 0.8)
    _fill(s, _ell_pts(cx, sy, srx * 0.55, sry * 0.55), shade(_CUP, 0.08))
    # the cup
    rx = min(W * 0.31, H * 0.5)
    ry = rx * 0.3
    top = max(ry + ow * 2, H * 0.2)
    foot = sy - sry * 0.15
    bulge = rx * 1.02
    # the handle, behind the body
    hx = cx + rx * 0.92
    hy = top + (foot - top) * 0.38
    loop = _bezier((hx - rx * 0.05, hy - (foot - top) * 0.18), (hx + rx * 0.6, hy - (foot - top) * 0.3),
                   (hx + rx * 0.55, hy + (foot - top) * 0.4), (hx - rx * 0.2, hy + (foot - top) * 0.38), 16)
    _stroke(s, line, loop, ow * 2 + rx * 0.16)
    _stroke(s, _CUP, loop, rx * 0.16)
    right = _bezier((cx + rx, top), (cx + bulge, top + (foot - top) * 0.6), (cx + rx * 0.7, foot),
                    (cx + rx * 0.4, foot), 14)
    left = [(2 * cx - x, y) for x, y in reversed(right)]
    foot_arc = _ell_pts(cx, foot, rx * 0.4, ry * 0.4, 0.0, math.pi, 10)
    body = _ell_pts(cx, top, rx, ry, math.pi, 2 * math.pi, 30) + right + foot_arc[1:-1] + left
    _fill(s, body, _round_stops(_CUP, 0.0, 0.2), line=line, ow=ow)
    # dots on the cup
    for u, v in ((-0.62, 0.3), (-0.12, 0.5), (0.42, 0.36), (-0.38, 0.75), (0.2, 0.8), (0.72, 0.62)):
        dx = cx + u * rx
        dy = top + ry * math.sqrt(max(0.0, 1 - u * u)) * 0.9 + (foot - top - ry) * v * 0.8
        dr = max(1.0, rx * 0.075 * (1 - abs(u) * 0.35))
        _ell(s, _CUP_DOTS, dx, dy, dr * (1 - abs(u) * 0.4), dr)
    # the rim and the tea
    _fill(s, _ell_pts(cx, top, rx, ry), _CUP, line=line, ow=ow)
    _fill(s, _ell_pts(cx, top + ry * 0.15, rx * 0.86, ry * 0.74), _round_stops(_TEA, 0.2, 0.2))
    _alpha_ell(s, (255, 255, 255, 70), cx - rx * 0.3, top + ry * 0.05, rx * 0.3, ry * 0.2)
    _arc(s, _CUP_DOTS, cx, top + ry * 0.02, rx * 0.93, ry * 0.88, math.pi * 0.1, math.pi * 0.9, ow * 0.7)


def _sugar(b: _Box) -> None:
    """An open box of sugar cubes, a few cubes beside it."""
    W, H, ow, s = b.W, b.H, b.ow, b.surf
    dx, dy = W * 0.14, H * 0.2
    fw = min(W * 0.62, (b.ground - dy) * 1.3)
    fh = min(b.ground - dy - ow * 2, fw * 0.7)
    x0 = (W - fw - dx) / 2
    y0 = b.ground - fh
    front, top, side = _cuboid(x0, y0, fw, fh, dx, dy)
    line = ink(_SUGAR_BOX)
    _ground_shadow(s, W / 2, b.ground, W * 0.45, H * 0.05)
    _fill(s, side, _flat_stops(shade(_SUGAR_BOX, 0.25), 0.05, 0.1), vertical=True, line=line, ow=ow)
    # the open top is full of cubes (drawn from the back row to the front one)
    _fill(s, top, shade(CARD_WHITE, 0.3))
    cube_line = mix(CARD_WHITE, pal.OUTLINE, 0.5)
    nx, nd = 3, 2
    cw = fw / nx * 0.8
    for j in range(nd - 1, -1, -1):
        for i in range(nx):
            px, py = _top_at(top, (i + 0.1) / nx, (j + 0.15) / nd)
            f2, t2, s2 = _cuboid(px, py - cw * 0.45, cw, cw * 0.6, dx / nd * 0.6, dy / nd * 0.6)
            _fill(s, s2, shade(CARD_WHITE, 0.2), line=cube_line, ow=ow * 0.5)
            _fill(s, t2, CARD_WHITE, line=cube_line, ow=ow * 0.5)
            _fill(s, f2, shade(CARD_WHITE, 0.08), line=cube_line, ow=ow * 0.5)
    _outline(s, line, top, ow)
    _fill(s, front, _flat_stops(_SUGAR_BOX, 0.15, 0.12), vertical=True, line=line, ow=ow)
    # a white band with a big sugar cube on the front
    band = [_quad_at(front, 0, 0.18), _quad_at(front, 1, 0.18), _quad_at(front, 1, 0.82), _quad_at(front, 0, 0.82)]
    _fill(s, band, tint(_SUGAR_BOX, 0.75))
    ccx, ccy = x0 + fw * 0.5, y0 + fh * 0.5
    c = min(fh * 0.25, fw * 0.18)
    _sugar_cube(s, ccx, ccy, c, ow * 0.8)
    for sx, sy, r in ((0.2, 0.3, 0.9), (0.8, 0.65, 0.7)):
        _poly(s, pal.HIGHLIGHT, ink(pal.HIGHLIGHT), _star_points(x0 + fw * sx, y0 + fh * sy, c * 0.35 * r,
                                                                 c * 0.1 * r, n=4), ow * 0.4)
    # two loose cubes on the shelf
    for lx, k in ((x0 - W * 0.02, 0.9), (x0 + fw + dx * 0.6, 0.75)):
        c2 = min(H * 0.11, W * 0.07) * k
        _sugar_cube(s, min(max(lx, c2 * 1.4), W - c2 * 1.4), b.ground - c2 * 0.95, c2, ow * 0.8)


def _sugar_cube(s, cx, cy, c, ow) -> None:
    """One sugar cube of half-size ``c``, seen from above, centred on (cx, cy)."""
    line = mix(CARD_WHITE, pal.OUTLINE, 0.55)
    front, top, side = _cuboid(cx - c, cy - c * 0.6, c * 1.6, c * 1.4, c * 0.5, c * 0.45)
    _fill(s, side, shade(CARD_WHITE, 0.16), line=line, ow=ow)
    _fill(s, top, CARD_WHITE, line=line, ow=ow)
    _fill(s, front, tint(shade(CARD_WHITE, 0.06), 0.1), line=line, ow=ow)
    for k in range(3):
        _circ(s, shade(CARD_WHITE, 0.12), cx - c * 0.5 + k * c * 0.55, cy + c * (0.1 + 0.25 * (k % 2)), c * 0.06)


def _teapot(b: _Box) -> None:
    W, H, ow, s = b.W, b.H, b.ow, b.surf
    cx = W / 2 + W * 0.02
    line = ink(_TEAPOT)
    rx = min(W * 0.3, H * 0.46)
    body_top = H * 0.3
    ry = (b.ground - body_top) / 2
    cy = body_top + ry
    _ground_shadow(s, cx, b.ground, rx * 1.3, H * 0.05)
    # the spout (left) and the handle (right), behind the body
    spout = (_bezier((cx - rx * 0.7, cy + ry * 0.5), (cx - rx * 1.25, cy + ry * 0.45),
                     (cx - rx * 1.25, cy - ry * 0.2), (cx - rx * 1.6, cy - ry * 0.7), 12)
             + _bezier((cx - rx * 1.45, cy - ry * 0.78), (cx - rx * 1.15, cy - ry * 0.4),
                       (cx - rx * 1.1, cy - ry * 0.05), (cx - rx * 0.7, cy - ry * 0.1), 12))
    _fill(s, spout, _flat_stops(_TEAPOT, 0.25, 0.2), vertical=True, line=line, ow=ow)
    _fill(s, _ell_pts(cx - rx * 1.53, cy - ry * 0.74, rx * 0.09, ry * 0.07), shade(_TEAPOT, 0.45), line=line,
          ow=ow * 0.7)
    loop = _bezier((cx + rx * 0.75, cy - ry * 0.55), (cx + rx * 1.55, cy - ry * 0.75),
                   (cx + rx * 1.5, cy + ry * 0.45), (cx + rx * 0.8, cy + ry * 0.5), 16)
    _stroke(s, line, loop, rx * 0.17 + 2 * ow)
    _stroke(s, _TEAPOT, loop, rx * 0.17)
    # the round body, flattened at the bottom
    body = _ell_pts(cx, cy, rx, ry, math.pi * 0.93, math.pi * 2.07, 40)
    body += [(cx + rx * 0.55, b.ground), (cx - rx * 0.55, b.ground)]
    _fill(s, body, _round_stops(_TEAPOT, 0.35), line=line, ow=ow)
    for u, v in ((-0.55, -0.1), (0.0, 0.25), (0.5, -0.2), (-0.25, 0.65), (0.4, 0.55), (-0.7, 0.4)):
        fr = max(1.0, min(rx, ry) * 0.1 * (1 - abs(u) * 0.3))
        _flower(s, cx + u * rx * 0.95, cy + v * ry * 0.9, fr * 2.0, CARD_WHITE, pal.HIGHLIGHT)
    _alpha_ell(s, (255, 255, 255, 90), cx - rx * 0.45, cy - ry * 0.5, rx * 0.22, ry * 0.14)
    # the lid and its knob
    lrx, lry = rx * 0.55, rx * 0.15
    ly = body_top + ry * 0.12
    lid = _ell_pts(cx, ly, lrx, lry, 0.0, math.pi, 20) + _ell_pts(cx, ly, lrx, lry + H * 0.07, math.pi,
                                                                    2 * math.pi, 20)
    _fill(s, _ell_pts(cx, ly + lry * 0.3, lrx * 1.15, lry * 1.2), shade(_TEAPOT, 0.25), line=line, ow=ow)
    _fill(s, lid, _round_stops(_TEAPOT, 0.4), line=line, ow=ow)
    kr = lrx * 0.25
    _oell(s, tint(_TEAPOT, 0.25), line, cx, ly - lry - H * 0.07, kr, kr * 0.8, ow)


def _newspapers(b: _Box) -> None:
    """A tied pile of folded newspapers."""
    W, H, ow, s, rng = b.W, b.H, b.ow, b.surf, b.rng
    line = mix(_PAPER, pal.OUTLINE, 0.7)
    dy = H * 0.2
    n = 5
    fw = W * 0.74
    t = min((b.ground - dy - H * 0.06) / n, H * 0.12)
    _ground_shadow(s, W / 2, b.ground, W * 0.45, H * 0.05)
    shifts = [0.0, 0.05, -0.03, 0.03, -0.01]
    y = b.ground
    tops = []
    for i in range(n):
        x0 = W * 0.5 - fw / 2 - W * 0.04 + shifts[i] * W
        dx = W * 0.08
        y -= t
        front, top, side = _cuboid(x0, y, fw, t, dx, dy)
        paper = mix(_PAPER, pal.PANEL, rng.uniform(0.0, 0.6))
        _fill(s, side, shade(paper, 0.2), line=line, ow=ow * 0.8)
        _fill(s, front, _flat_stops(paper, 0.05, 0.12), vertical=True, line=line, ow=ow * 0.8)
        for k in range(1, 3):   # the folded sheets show on the edge
            yy = y + t * k / 3
            _stroke(s, shade(paper, 0.2), [(x0 + ow, yy), (x0 + fw - ow * 2, yy)], ow * 0.4)
        if i == n - 1:
            _fill(s, top, tint(paper, 0.3), line=line, ow=ow * 0.8)
            tops = top
    # the front page: a headline, a picture of a cheese, lines of text
    ink_c = mix(pal.TEXT, pal.MOUSE_GREY, 0.35)
    _stroke(s, ink_c, [_top_at(tops, 0.08, 0.8), _top_at(tops, 0.92, 0.8)], ow * 2.2)
    pic = [_top_at(tops, 0.08, 0.12), _top_at(tops, 0.4, 0.12), _top_at(tops, 0.4, 0.6), _top_at(tops, 0.08, 0.6)]
    _fill(s, pic, tint(pal.CHEESE, 0.6), line=ink_c, ow=ow * 0.5)
    a, c, d = _top_at(tops, 0.12, 0.2), _top_at(tops, 0.36, 0.2), _top_at(tops, 0.33, 0.5)
    _poly(s, pal.CHEESE, CHEESE_LINE, [a, c, d], ow * 0.5)
    for k in range(4):
        v = 0.16 + k * 0.13
        _stroke(s, tint(ink_c, 0.35), [_top_at(tops, 0.47, v), _top_at(tops, 0.92 - 0.1 * (k % 2), v)], ow * 0.7)
    # the string tying the pile
    sx = W * 0.5 + W * 0.02
    a = _top_at(tops, (sx - tops[0][0]) / (tops[3][0] - tops[0][0]), 0.0)
    _stroke(s, _STRING, [a, (sx, b.ground - ow)], ow * 1.1)
    _stroke(s, _STRING, [a, _top_at(tops, (sx - tops[0][0]) / (tops[3][0] - tops[0][0]), 1.0)], ow * 1.1)
    _stroke(s, _STRING, [_top_at(tops, 0.0, 0.5), _top_at(tops, 1.0, 0.5)], ow * 1.1)


def _yellow_boxes(b: _Box) -> None:
    """Two yellow cardboard boxes, one on the other, and a small one beside them."""
    W, H, ow, s = b.W, b.H, b.ow, b.surf
    line = ink(_BOXES)
    _ground_shadow(s, W / 2, b.ground, W * 0.46, H * 0.05)
    dxr, dyr = W * 0.1, H * 0.13
    # the bottom box
    fw, fh = W * 0.56, (b.ground - 2 * dyr) * 0.5
    x0 = W * 0.08
    _carton(s, x0, b.ground - fh, fw, fh, dxr, dyr, line, ow, arrows=True)
    # the small box beside it
    sw, sh = W * 0.22, fh * 0.62
    _carton(s, x0 + fw + dxr * 0.25, b.ground - sh, sw, sh, dxr * 0.7, dyr * 0.7, line, ow, arrows=False)
    # the box on top
    tw, th = fw * 0.8, fh * 0.9
    _carton(s, x0 + fw * 0.12, b.ground - fh - th, tw, th, dxr, dyr, line, ow, arrows=False)


def _carton(s, x0, y0, fw, fh, dx, dy, line, ow, arrows: bool) -> None:
    front, top, side = _cuboid(x0, y0, fw, fh, dx, dy)
    _fill(s, side, _flat_stops(shade(_BOXES, 0.28), 0.05, 0.1), vertical=True, line=line, ow=ow)
    _fill(s, top, tint(_BOXES, 0.3), line=line, ow=ow)
    _fill(s, front, _flat_stops(_BOXES, 0.1, 0.15), vertical=True, line=line, ow=ow)
    # the flaps' seam and a strip of tape over it, down the front
    a, c = _top_at(top, 0.5, 0.0), _top_at(top, 0.5, 1.0)
    tw = max(ow, fw * 0.1)
    _stroke(s, shade(_BOXES, 0.3), [a, c], ow * 0.4)
    tape = (*_TAPE, 255)
    _fill(s, [(a[0] - tw / 2, a[1]), (c[0] - tw / 2, c[1]), (c[0] + tw / 2, c[1]), (a[0] + tw / 2, a[1])],
          tape[:3])
    _fill(s, [(a[0] - tw / 2, a[1]), (a[0] + tw / 2, a[1]), (a[0] + tw / 2, y0 + fh * 0.3),
              (a[0] - tw / 2, y0 + fh * 0.3)], shade(_TAPE, 0.08))
    if arrows:  # "this side up"
        for k in (0.28, 0.72):
            _poly(s, shade(_BOXES, 0.45), shade(_BOXES, 0.45),
                  _arrow_pts(x0 + fw * k, y0 + fh * 0.58, min(fh * 0.5, fw * 0.2), True, 0.9), ow * 0.3)
    else:      # a label
        lab = [_quad_at(front, 0.6, 0.38), _quad_at(front, 0.9, 0.38), _quad_at(front, 0.9, 0.7),
               _quad_at(front, 0.6, 0.7)]
        _fill(s, lab, CARD_WHITE, line=line, ow=ow * 0.5)
        for k in (0.4, 0.52):
            _stroke(s, mix(pal.TEXT, CARD_WHITE, 0.4), [_quad_at(front, 0.65, k + 0.04),
                                                        _quad_at(front, 0.85, k + 0.04)],
                    ow * 0.45)


def _table(b: _Box) -> None:
    """A small wooden table with a cloth and a big cheese on it."""
    W, H, ow, s, rng = b.W, b.H, b.ow, b.surf, b.rng
    line = ink(pal.WOOD_DARK)
    wood = _TABLE_WOOD
    tt = H * 0.5                   # the front edge of the top
    slab = H * 0.07
    depth = H * 0.12
    _ground_shadow(s, W / 2, b.ground, W * 0.46, H * 0.05)
    # legs: the back ones, then the front ones
    lw = W * 0.055
    for lx in (W * 0.17, W * 0.83 - lw):
        r = pygame.Rect(round(lx), round(tt), round(lw * 0.9), round(b.ground - depth * 0.6 - tt))
        _fill(s, [r.topleft, r.topright, r.bottomright, r.bottomleft], shade(wood, 0.35), line=line, ow=ow)
    for lx in (W * 0.08, W * 0.92 - lw):
        r = pygame.Rect(round(lx), round(tt), round(lw), round(b.ground - tt))
        _plank(s, rng, r, wood, line, ow, vertical=True)
    # a stretcher between the front legs
    sy = tt + (b.ground - tt) * 0.62
    bar = [(W * 0.08 + lw, sy), (W * 0.92 - lw, sy), (W * 0.92 - lw, sy + slab * 0.6), (W * 0.08 + lw, sy + slab * 0.6)]
    _fill(s, bar, _flat_stops(shade(wood, 0.1)), vertical=True, line=line, ow=ow * 0.8)
    # the top: a thick slab seen from above, with a cream cloth and its scalloped edge
    x0, x1 = W * 0.03, W * 0.97
    inset = W * 0.05
    top = [(x0, tt), (x0 + inset, tt - depth), (x1 - inset, tt - depth), (x1, tt)]
    front = [(x0, tt), (x1, tt), (x1, tt + slab), (x0, tt + slab)]
    _fill(s, front, _flat_stops(wood, 0.15, 0.2), vertical=True, line=line, ow=ow)
    _fill(s, top, _flat_stops(tint(wood, 0.15), 0.0, 0.05), vertical=True, line=line, ow=ow)
    cloth = [_top_at(top, 0.1, 0.9), _top_at(top, 0.9, 0.9), _top_at(top, 0.94, 0.0), _top_at(top, 0.06, 0.0)]
    hang = []
    ca, cb = cloth[3], cloth[2]
    n = 7
    for i in range(n + 1):
        xx = ca[0] + (cb[0] - ca[0]) * i / n
        hang.append((xx, tt + slab * (1.25 if i % 2 else 0.9)))
    cloth_pts = cloth[:3] + list(reversed(hang))
    _fill(s, cloth_pts, _flat_stops(CARD_WHITE, 0.0, 0.08), vertical=True, line=ink(CARD_WHITE), ow=ow * 0.8)
    for i in range(n):
        xx = ca[0] + (cb[0] - ca[0]) * (i + 0.5) / n
        _circ(s, tint(pal.DANGER, 0.35), xx, tt + slab * 0.55, max(1.0, ow * 0.7))
    # the cheese: a wheel with a slice cut out, standing in the middle of the top
    wr = min(W * 0.2, (tt - depth * 0.4) / 1.12)
    _draw_wheel(s, W * 0.5, tt - depth * 0.4 - wr * 0.97, wr, ow)


_DRAW: dict[str, Callable[[_Box], None]] = {
    "can": _can,
    "crate_left": lambda b: _crate(b, 1, "apple"),
    "crate_right": lambda b: _crate(b, -1, "fish"),
    "tin": _tin,
    "pot": _pot,
    "bottle": _bottle,
    "jar": _jar,
    "cup": _cup,
    "sugar": _sugar,
    "teapot": _teapot,
    "newspapers": _newspapers,
    "yellow_boxes": _yellow_boxes,
    "table": _table,
    "": lambda b: _crate(b, 1, None),
}


@kept
def _kitchen_thing(name: str, w: int, h: int) -> pygame.Surface:
    k = SS if max(w, h) <= 260 else SS_BIG
    W, H = w * k, h * k
    surf = _new(W, H, pal.OUTLINE)
    ow = max(float(k), min(W, H) * 0.024)
    _DRAW[name](_Box(surf, ow))
    return _down(surf, w, h)


def kitchen_thing(name: str, w: int, h: int) -> pygame.Surface:
    """The kitchen thing standing for the place ``name`` (one of :data:`PLACES`; any
    other name gets a plain wooden box), drawn to fill a ``w`` x ``h`` box: it stands on
    the bottom edge (with its soft shadow) and has a flat-ish top where mice stand."""
    key = name if name in PLACES else ""
    return _kitchen_thing(key, max(12, int(w)), max(12, int(h)))


# ---------------------------------------------------------------------------
# the cupboard
# ---------------------------------------------------------------------------

@kept
def _shelf_backdrop(w: int, h: int) -> pygame.Surface:
    """The cupboard behind the shelf: its back wall of planks, the side posts, the beam
    and the floor board. One piece on purpose: a single picture painted back to front
    at a third of its size and smoothed up, with one random stream (seeded) for the
    planks' grain, so the same size always gives the same picture."""
    rng = random.Random(2002)
    k = 3  # the back wall is drawn at a third of the size, then smooth-scaled up (like the table)
    lw, lh = max(8, w // k), max(8, h // k)
    post = max(3, round(lw * 0.04))             # the side posts
    beam = max(3, round(lh * 0.045))            # the beam at the top
    floor = max(3, round(lh * 0.07))            # the floor board at the bottom
    fy = lh - floor
    low = pygame.Surface((lw, lh))
    back = shade(mix(pal.WOOD, pal.WOOD_DARK, 0.3), 0.08)
    n = max(4, round((lw - 2 * post) / 55))
    pw = (lw - 2 * post) / n
    seams = []
    for i in range(n):
        x0 = post + i * pw
        base = mix(back, pal.WOOD, rng.uniform(0.0, 0.5))
        pygame.draw.rect(low, base, (round(x0), 0, math.ceil(pw), lh))
        for _ in range(int(pw / 4)):
            gx = x0 + rng.uniform(1.5, pw - 1.5)
            gy0 = rng.uniform(-0.2, 0.6) * lh
            gy1 = gy0 + rng.uniform(0.3, 0.9) * lh
            amp, ph, per = rng.uniform(0.2, 1.0), rng.uniform(0, 6.28), rng.uniform(40, 110)
            col = mix(base, pal.WOOD_DARK, rng.uniform(0.15, 0.35)) if rng.random() < 0.7 \
                else mix(base, pal.WOOD_LIGHT, 0.35)
            pts = [(gx + amp * math.sin(y / per * 6.28 + ph), y) for y in range(int(max(0, gy0)),
                                                                             int(min(lh, gy1)), 3)]
            if len(pts) > 1:
                pygame.draw.aalines(low, col, False, pts)
        if rng.random() < 0.5:
            kx, ky = x0 + pw * rng.uniform(0.3, 0.7), rng.uniform(0.15, 0.8) * lh
            for j in range(3):
                pygame.draw.ellipse(low, mix(base, pal.WOOD_DARK, 0.25 + 0.15 * j),
                                    pygame.Rect(round(kx - 2.6 + j * 0.75), round(ky - 7 + j * 2.2),
                                                max(1, round(5.2 - j * 1.5)), max(1, round(14 - j * 4.4))),
                                    1 if j < 2 else 0)
        seams.append(x0)
    # light in the middle, shade in the corners, and the shadows of the frame on the wall
    low.blit(pygame.transform.smoothscale(_vignette(), (lw, lh)), (0, 0))
    low.blit(_shade_strip(lw, beam * 5, True), (0, beam))
    side = _shade_strip(post * 4, lh, False)
    low.blit(side, (post, 0))
    low.blit(pygame.transform.flip(side, True, False), (lw - 5 * post, 0))
    surf = pygame.transform.smoothscale(low, (w, h))
    sx, sy = w / lw, h / lh
    P, B, F = round(post * sx), round(beam * sy), round(fy * sy)
    # the grooves between the planks of the back wall
    for x0 in seams[1:]:                        # (drawn straight on: a see-through layer as big
        X = round(x0 * sx)                      # as the picture would cost more than the wall)
        wall = tuple(surf.get_at((X, (B + F) // 2)))[:3]
        pygame.draw.line(surf, mix(wall, shade(pal.WOOD_DARK, 0.45), 0.55), (X - 1, B), (X - 1, F), 2)
        pygame.draw.line(surf, mix(wall, pal.WOOD_LIGHT, 0.25), (X + 1, B), (X + 1, F), 1)
    # the frame in front, lit from the front: beam and floor board between the two posts
    wood = mix(pal.WOOD, pal.WOOD_LIGHT, 0.3)
    edge = shade(pal.WOOD_DARK, 0.35)
    lw2 = max(2, round(w / 600))
    surf.blit(pygame.transform.smoothscale(_ramp(_flat_stops(wood, 0.15, 0.3), True), (w - 2 * P, B)), (P, 0))
    _grain(surf, rng, pygame.Rect(P, 0, w - 2 * P, B), mix(wood, pal.WOOD_DARK, 0.35), lw2 * 0.5, 4)
    board = F + round((h - F) * 0.5)
    surf.blit(pygame.transform.smoothscale(_ramp(((0.0, shade(wood, 0.12)), (1.0, tint(wood, 0.12))), True),
                                           (w - 2 * P, board - F)), (P, F))
    surf.blit(pygame.transform.smoothscale(_ramp(_flat_stops(wood, 0.1, 0.3), True), (w - 2 * P, h - board)),
              (P, board))
    _grain(surf, rng, pygame.Rect(P, F, w - 2 * P, board - F), mix(wood, pal.WOOD_DARK, 0.3), lw2 * 0.5, 4)
    for x, flip in ((0, False), (w - P, True)):
        strip = pygame.transform.smoothscale(_ramp(_round_stops(wood, 0.22, 0.3), False), (P, h))
        surf.blit(pygame.transform.flip(strip, flip, False), (x, 0))
        _grain(surf, rng, pygame.Rect(x, 0, P, h), mix(wood, pal.WOOD_DARK, 0.35), lw2 * 0.5, 3, vertical=True)
    for X in (P, w - P):
        pygame.draw.line(surf, edge, (X, 0), (X, h), lw2)
    pygame.draw.line(surf, edge, (P, B), (w - P, B), lw2)
    pygame.draw.line(surf, tint(wood, 0.3), (P, B - lw2), (w - P, B - lw2), max(1, lw2 // 2))
    pygame.draw.line(surf, edge, (P, F), (w - P, F), lw2)
    pygame.draw.line(surf, mix(wood, pal.WOOD_DARK, 0.6), (P, board), (w - P, board), max(1, lw2 - 1))
    pygame.draw.line(surf, tint(wood, 0.3), (P, board + lw2), (w - P, board + lw2), max(1, lw2 // 2))
    return surf


@lru_cache(maxsize=8)
def _shade_strip(w: int, h: int, vertical: bool) -> pygame.Surface:
    """A shadow fading out away from an edge (top edge if ``vertical``, else left)."""
    n = 32
    data = bytearray(4 * n)
    for i in range(n):
        t = i / (n - 1)
        data[4 * i:4 * i + 4] = bytes((*shade(pal.SHADOW, 0.3), _clamp(150 * (1 - t) ** 2)))
    strip = pygame.image.frombytes(bytes(data), (1, n) if vertical else (n, 1), "RGBA")
    return pygame.transform.smoothscale(strip, (max(1, w), max(1, h)))


@lru_cache(maxsize=1)
def _vignette() -> pygame.Surface:
    """32 x 20 pixels of warm light in the middle and shade in the corners (bytes)."""
    data = bytearray()
    for yy in range(20):
        for xx in range(32):
            dx, dy = (xx + 0.5) / 16 - 1, (yy + 0.5) / 10 - 1
            d = min(1.0, math.hypot(dx * 0.95, dy * 1.05 - 0.08))
            a = max(0.0, d - 0.35) / 0.65
            if a > 0:
                data += bytes((50, 26, 10, _clamp(150 * a * a)))
            else:
                data += bytes((255, 214, 150, _clamp(40 * (0.35 - d) / 0.35)))
    return pygame.image.frombytes(bytes(data), (32, 20), "RGBA")


def shelf_backdrop(w: int, h: int) -> pygame.Surface:
    """The inside of a wooden kitchen cupboard: planks of the back wall, a post at each
    side, a beam at the top, a floor board at the bottom, and a soft vignette (opaque:
    it is the bottom layer of the board)."""
    return _shelf_backdrop(max(8, int(w)), max(8, int(h)))


# ---------------------------------------------------------------------------
# power markers
# ---------------------------------------------------------------------------

def _rim_pattern(s, kind: str, cx, cy, R, r_in, col: RGB, ow) -> None:
    """The pattern around the rim of a marker: its own for every kind."""
    mid = (R + r_in) / 2
    band = R - r_in
    light = tint(col, 0.75) if kind != "cancel" else CARD_WHITE
    if kind == "cancel":                      # hazard stripes
        for i in range(16):
            a0 = 2 * math.pi * i / 16
            if i % 2:
                continue
            pts = [(cx + r_in * math.cos(a0), cy + r_in * math.sin(a0)),
                   (cx + R * math.cos(a0 + 0.25), cy + R * math.sin(a0 + 0.25)),
                   (cx + R * math.cos(a0 + 0.62), cy + R * math.sin(a0 + 0.62)),
                   (cx + r_in * math.cos(a0 + 0.37), cy + r_in * math.sin(a0 + 0.37))]
            pygame.draw.polygon(s, pal.HIGHLIGHT, [(round(x), round(y)) for x, y in pts])
        return
    count = {"reroll": 10, "extra_turn": 8, "transfer": 14, "improve": 8, "worsen": 8}[kind]
    for i in range(count):
        a = 2 * math.pi * (i + 0.5) / count - math.pi / 2
        px, py = cx + mid * math.cos(a), cy + mid * math.sin(a)
        if kind == "reroll":
            _circ(s, light, px, py, band * 0.3)
        elif kind == "extra_turn":
            _plus(s, light, px, py, band * 0.4, band * 0.15)
        elif kind == "transfer":
            ta = a + math.pi / 2
            dxx, dyy = math.cos(ta) * band * 0.42, math.sin(ta) * band * 0.42
            _stroke(s, light, [(px - dxx, py - dyy), (px + dxx, py + dyy)], band * 0.3)
        else:
            tr = band * 0.42
            sgn = -1 if kind == "improve" else 1
            pygame.draw.polygon(s, light, [(round(px), round(py + sgn * tr)),
                                           (round(px + tr * 1.05), round(py - sgn * tr * 0.7)),
                                           (round(px - tr * 1.05), round(py - sgn * tr * 0.7))])


def _plus(s, colour, cx, cy, r, t) -> None:
    pygame.draw.rect(s, colour, pygame.Rect(round(cx - r), round(cy - t), round(2 * r), round(2 * t)))
    pygame.draw.rect(s, colour, pygame.Rect(round(cx - t), round(cy - r), round(2 * t), round(2 * r)))


def _circle_arrow(s, colour: RGB, line: RGB, cx, cy, r, a0, a1, width, ow) -> None:
    """A thick arrow going round a circle from angle ``a0`` to ``a1`` (radians)."""
    path = _ell_pts(cx, cy, r, r, a0, a1 - 0.25 * (1 if a1 > a0 else -1), 30)
    ex, ey = cx + r * math.cos(a1), cy + r * math.sin(a1)
    d = 1 if a1 > a0 else -1
    tx, ty = -math.sin(a1) * d, math.cos(a1) * d          # the way the arrow goes
    nx, ny = math.cos(a1), math.sin(a1)
    head = [(ex + tx * width * 1.1, ey + ty * width * 1.1),
            (ex - tx * width * 0.6 + nx * width * 1.05, ey - ty * width * 0.6 + ny * width * 1.05),
            (ex - tx * width * 0.6 - nx * width * 1.05, ey - ty * width * 0.6 - ny * width * 1.05)]
    _stroke(s, line, path, width + 2 * ow)
    _poly(s, line, line, head, ow * 2)
    _stroke(s, colour, path, width)
    _poly(s, colour, colour, head, 0)


def _pictogram(s, kind: str, cx, cy, r, col: RGB, ow) -> None:
    line = ink(col)
    if kind == "reroll":
        d = r * 0.42
        die = pygame.Rect(round(cx - d), round(cy - d), round(2 * d), round(2 * d))
        _rrect(s, pal.OUTLINE, die.inflate(round(ow * 2), round(ow * 2)), d * 0.45)
        _rrect(s, CARD_WHITE, die, d * 0.4)
        for ux, uy in ((-0.5, -0.5), (0, 0), (0.5, 0.5)):
            _circ(s, pal.OUTLINE, cx + ux * d, cy + uy * d, d * 0.17)
        _circle_arrow(s, col, line, cx, cy, r * 0.86, math.radians(-60), math.radians(225), r * 0.17, ow)
    elif kind == "extra_turn":
        # a little mouse and "+1"
        u = r * 0.3
        hx, hy = cx - r * 0.45, cy + r * 0.05
        mouse = pal.MOUSE_GREY
        ml = ink(mouse)
        for side in (-1, 1):
            _oell(s, mouse, ml, hx + side * u * 0.9, hy - u * 0.8, u * 0.55, u * 0.55, ow * 0.8)
            _ell(s, pal.MOUSE_PINK, hx + side * u * 0.9, hy - u * 0.75, u * 0.35, u * 0.35)
        _oell(s, mouse, ml, hx, hy, u * 1.05, u * 0.9, ow * 0.8)
        for side in (-1, 1):
            _circ(s, pal.EYE, hx + side * u * 0.38, hy - u * 0.05, u * 0.15)
        _circ(s, pal.MOUSE_PINK_DARK, hx, hy + u * 0.32, u * 0.15)
        # "+" and "1" drawn as bars
        px, py, pr, pt = cx + r * 0.12, cy, r * 0.22, r * 0.08
        for colour, grow in ((line, ow), (col, 0.0)):
            _plus(s, colour, px, py, pr + grow, pt + grow)
        ox = cx + r * 0.62
        one = [(ox - r * 0.05, cy - r * 0.45), (ox + r * 0.08, cy - r * 0.45), (ox + r * 0.08, cy + r * 0.36),
               (ox + r * 0.2, cy + r * 0.36), (ox + r * 0.2, cy + r * 0.5), (ox - r * 0.22, cy + r * 0.5),
               (ox - r * 0.22, cy + r * 0.36), (ox - r * 0.08, cy + r * 0.36), (ox - r * 0.08, cy - r * 0.24),
               (ox - r * 0.2, cy - r * 0.18), (ox - r * 0.2, cy - r * 0.32)]
        _poly(s, col, line, one, ow)
    elif kind == "transfer":
        bw, by0, by1 = r * 0.5, cy + r * 0.08, cy + r * 0.58
        for bx, fill in ((cx - r * 0.5, tint(col, 0.6)), (cx + r * 0.5, col)):
            front, top, side = _cuboid(bx - bw / 2, by0, bw, by1 - by0, bw * 0.2, bw * 0.2)
            _poly(s, shade(fill, 0.25), line, side, ow * 0.8)
            _poly(s, tint(fill, 0.3), line, top, ow * 0.8)
            _poly(s, fill, line, front, ow * 0.8)
        arc = _bezier((cx - r * 0.45, cy - r * 0.05), (cx - r * 0.4, cy - r * 0.85), (cx + r * 0.45, cy - r * 0.85),
                      (cx + r * 0.55, cy - r * 0.32), 20)
        wid = r * 0.17
        dark = shade(col, 0.45)
        ex, ey = cx + r * 0.57, cy - r * 0.02
        head = [(ex, ey), (ex - wid * 1.5, ey - wid * 1.9), (ex + wid * 1.4, ey - wid * 2.1)]
        _stroke(s, ink(dark), arc, wid + 2 * ow)
        _poly(s, ink(dark), ink(dark), head, ow * 2)
        _stroke(s, dark, arc, wid)
        _poly(s, dark, dark, head, 0)
    elif kind in ("improve", "worsen"):
        _poly(s, col, line, _arrow_pts(cx, cy, r * 1.45, kind == "improve"), ow * 1.3)
        hx = cx - r * 0.12
        hy = cy + (-r * 0.25 if kind == "improve" else -r * 0.45)
        _stroke(s, tint(col, 0.55), [(hx, hy), (hx, hy + r * 0.35)], r * 0.08)
    elif kind == "cancel":
        _cross(s, pal.DANGER, ink(pal.DANGER), cx, cy, r * 0.55, r * 0.3, ow)


@kept
def _power_marker(kind: str, size: int, face_up: bool) -> pygame.Surface:
    s = size * SS
    ow = max(SS, s * 0.028)
    fig = _new(s, s, pal.OUTLINE)
    c = s / 2
    R = s * 0.45
    if not face_up:                          # the shared back: a round of cheese
        line = CHEESE_LINE
        _oell(fig, pal.CHEESE_RIND, line, c, c - s * 0.01, R - ow, R - ow, ow)
        _ell(fig, pal.CHEESE, c, c - s * 0.01, R * 0.84, R * 0.84)
        _ell(fig, pal.CHEESE_LIGHT, c - R * 0.04, c - R * 0.06 - s * 0.01, R * 0.78, R * 0.76)
        for u, v, rr in ((-0.38, -0.3, 0.16), (0.3, -0.4, 0.11), (0.35, 0.22, 0.18), (-0.3, 0.4, 0.12),
                         (0.02, 0.0, 0.08), (0.62, -0.05, 0.07), (-0.62, 0.05, 0.08), (0.0, 0.62, 0.08)):
            _hole(fig, c + u * R, c + v * R - s * 0.01, rr * R, rr * R * 0.9, pal.CHEESE_LIGHT)
        _alpha_ell(fig, (255, 255, 255, 80), c - R * 0.4, c - R * 0.62, R * 0.3, R * 0.1)
    else:
        col = POWER_COLOURS[kind]
        line = ink(col)
        cy = c - s * 0.01
        _oell(fig, col, line, c, cy, R - ow, R - ow, ow)
        r_in = R * 0.68
        _rim_pattern(fig, kind, c, cy, R - ow * 1.2, r_in + ow * 0.5, col, ow)
        inner = {"improve": tint(col, 0.78), "worsen": tint(col, 0.78)}.get(kind, CARD_WHITE)
        _oell(fig, inner, line, c, cy, r_in, r_in, ow * 0.8)
        _alpha_ell(fig, (255, 255, 255, 90), c - R * 0.42, cy - R * 0.72, R * 0.26, R * 0.08)
        _pictogram(fig, kind, c, cy, r_in * 0.9, col, ow)
    out = _with_shadow(fig, (0, round(s * 0.025)), alpha=90, blur=max(1, int(s * 0.015)))
    return _down(out, size, size)


def power_marker(kind: str, size: int, face_up: bool = True) -> pygame.Surface:
    """A round power marker, ``size`` x ``size``. Face down, every kind shows the same
    back (a round of cheese); face up, its pictogram and rim pattern: ``reroll`` (a die
    in a circling arrow, dotted rim), ``extra_turn`` (a mouse and "+1", plus signs),
    ``transfer`` (an arrow jumping from box to box, dashes), ``improve`` (a green arrow
    up, triangles up), ``worsen`` (a red arrow down, triangles down), ``cancel`` (a red
    cross on a dark rim with hazard stripes)."""
    if kind not in POWER_KINDS:
        raise ValueError(f"unknown power marker {kind!r}")
    size = max(8, int(size))
    if not face_up:
        return _power_marker("back", size, False)
    return _power_marker(kind, size, True)


# ---------------------------------------------------------------------------
# dice
# ---------------------------------------------------------------------------

@kept
def _gouda_die(face: str, size: int, cancelled: bool, highlight: bool) -> pygame.Surface:
    s = size * SS
    ow = max(SS, s * 0.035)
    surf = _new(s, s, pal.OUTLINE)
    m = s * 0.09                                # room for the glow
    col = DIE_COLOURS[face]
    if cancelled:
        col = mix(col, (150, 144, 138), 0.78)
    line = ink(col) if not cancelled else mix(pal.OUTLINE, (150, 144, 138), 0.3)
    body = pygame.Rect(round(m), round(m), round(s - 2 * m), round(s - 2 * m))
    rad = body.w * 0.24
    if highlight:
        glow = _new(s, s, pal.HIGHLIGHT)
        _rrect(glow, (*pal.HIGHLIGHT, 255), body.inflate(round(m * 1.2), round(m * 1.2)), rad + m)
        surf.blit(_blur(glow, max(1, int(m * 0.45))), (0, 0))
        _rrect(surf, pal.HIGHLIGHT, body.inflate(round(m * 0.9), round(m * 0.9)), rad + m * 0.45)
    _rrect(surf, line, body, rad)
    inner = body.inflate(-round(2 * ow), -round(2 * ow))
    _rrect(surf, shade(col, 0.3), inner, rad - ow)
    face_r = inner.inflate(-round(s * 0.05), -round(s * 0.1)).move(0, -round(s * 0.035))
    layer = _new(face_r.w, face_r.h, col)
    _rrect(layer, (255, 255, 255, 255), layer.get_rect(), rad * 0.85)
    paint = pygame.transform.smoothscale(_ramp(_flat_stops(col, 0.25, 0.08), True), face_r.size)
    surf.blit(_mask_with(paint, layer), face_r.topleft)
    _alpha_ell(surf, (255, 255, 255, 110), face_r.left + face_r.w * 0.3, face_r.top + face_r.h * 0.14,
               face_r.w * 0.2, face_r.h * 0.06)
    cx, cy = face_r.centerx, face_r.centery + s * 0.01
    sym = CARD_WHITE if not cancelled else mix(CARD_WHITE, (150, 144, 138), 0.4)
    sline = ink(col) if not cancelled else line
    size_sym = face_r.h * 0.7
    if face == "yellow":                        # a ring: nothing happens
        rr = size_sym * 0.3
        _ell(surf, sline, cx, cy, rr + size_sym * 0.12 + ow * 0.8, rr + size_sym * 0.12 + ow * 0.8)
        _ell(surf, sym, cx, cy, rr + size_sym * 0.12, rr + size_sym * 0.12)
        _ell(surf, sline, cx, cy, rr - size_sym * 0.12, rr - size_sym * 0.12)
        _ell(surf, col, cx, cy, rr - size_sym * 0.12 - ow * 0.8, rr - size_sym * 0.12 - ow * 0.8)
    else:
        _poly(surf, sym, sline, _arrow_pts(cx, cy, size_sym, face == "green", 1.15), ow * 1.4)
    if cancelled:
        _cross(surf, pal.DANGER, CARD_WHITE, s / 2, s / 2, s * 0.3, s * 0.075, ow * 0.8)
    return _down(surf, size, size)


def gouda_die(face: str, size: int, *, cancelled: bool = False, highlight: bool = False) -> pygame.Surface:
    """A rounded die, ``size`` x ``size``, showing ``face``: ``green`` (a white arrow up),
    ``yellow`` (a white ring: nothing happens) or ``red`` (a white arrow down), so that
    the symbol tells the face without its colour. ``cancelled`` greys it and crosses it
    out in red; ``highlight`` puts a golden glow around it (the die fits the same
    square in every state)."""
    if face not in DIE_FACES:
        raise ValueError(f"unknown die face {face!r}")
    return _gouda_die(face, max(8, int(size)), bool(cancelled), bool(highlight))


# ---------------------------------------------------------------------------
# cheese token and mouse badge
# ---------------------------------------------------------------------------

@kept
def _cheese_token(size: int) -> pygame.Surface:
    s = size * SS
    surf = _new(s, s, CHEESE_LINE)
    ow = max(SS, s * 0.032)
    m = ow * 1.5
    _alpha_ell(surf, (*pal.SHADOW, 70), s * 0.5, s * 0.86, s * 0.44, s * 0.09)
    _draw_wedge(surf, m, s * 0.12, s - 2 * m, s * 0.8, ow, holes=3)
    return _down(surf, size, size)


def cheese_token(size: int) -> pygame.Surface:
    """A festival cheese: the wedge of :func:`cheese_piece` (the same drawing), exactly
    ``size`` x ``size``."""
    return _cheese_token(max(8, int(size)))


def _badge_colour(colour_key: str) -> RGB:
    if colour_key in pal.PLAYER_COLOURS:
        return pal.PLAYER_COLOURS[colour_key]
    if colour_key in pal.MOUSE_COLOURS:
        return pal.MOUSE_COLOURS[colour_key]
    raise ValueError(f"unknown seat colour {colour_key!r}")


def _digits(count: int) -> int:
    return 1 if count < 10 else 2


def mouse_badge_size(size: int) -> tuple[int, int]:
    """The size of ``mouse_badge(..., size)``: ``size`` high, wider for the count pill at
    the right of the head."""
    size = max(12, int(size))
    return round(size * 1.8), size


def _pill(size: float, digits: int) -> tuple[float, float, float, float]:
    """The count pill of a badge ``size`` high (x, y, w, h, outline not included)."""
    ph = size * 0.74
    pw = ph * (1.0 if digits == 1 else 1.42)
    return size * 0.7, size * 0.96 - ph, pw, ph


def mouse_badge_number_box(count: int, size: int) -> pygame.Rect:
    """Where the scene writes ``count`` in ``mouse_badge(colour, count, size)``, relative
    to the badge's top-left: the white inside of the pill. Centre the digits' ink in it
    (fonts leave room under the digits: move the text up by about a tenth of its height),
    in bold, with a font size of about ``box.h`` (16 for a 28-pixel badge)."""
    size = max(12, int(size))
    x, y, w, h = _pill(size, _digits(int(count)))
    t = h * 0.12
    return pygame.Rect(round(x + t), round(y + t), round(w - 2 * t), round(h - 2 * t))


@kept
def _mouse_badge(rgb: RGB, digits: int, size: int, shape: str | None) -> pygame.Surface:
    w, h = mouse_badge_size(size)
    S = SS
    pills = _new(w * S, h * S, ink(rgb))
    x, y, pw, ph = (v * S for v in _pill(size, digits))
    ow = max(S, size * S * 0.04)
    pill = pygame.Rect(round(x), round(y), round(pw), round(ph))
    _rrect(pills, ink(rgb), pill.inflate(round(ow * 2), round(ow * 2)), ph / 2 + ow)
    _rrect(pills, rgb, pill, ph / 2)
    t = ph * 0.12
    _rrect(pills, CARD_WHITE, pill.inflate(-round(2 * t), -round(2 * t)), ph / 2 - t)
    if shape:
        r = size * S * 0.17
        _draw_medallion(pills, shape, r + ow, h * S - r - ow, r, rgb, ink(rgb), ow * 0.8)
    out = _new(w, h, ink(rgb))
    out.blit(mouse_face(rgb, size), (0, 0))
    out.blit(_down(pills, w, h), (0, 0))
    return out


def mouse_badge(colour_key: str, count: int, size: int, shape: str | None = None) -> pygame.Surface:
    """How many mice of a seat stand in a place: the seat's mouse face (``colour_key`` of
    :data:`game.view.palette.PLAYER_COLOURS`) with a round pill at its lower right, wider
    for two digits (see :func:`mouse_badge_size`). The pill is left blank: the scene
    writes ``count`` in :func:`mouse_badge_number_box`. ``shape`` (one of
    :data:`SHAPES`) adds the seat's symbol at the lower left, for colour-blind players."""
    if shape is not None and shape not in SHAPES:
        raise ValueError(f"unknown shape {shape!r}")
    if int(count) < 0:
        raise ValueError(f"negative count {count!r}")
    return _mouse_badge(_badge_colour(colour_key), _digits(int(count)), max(12, int(size)), shape)


__all__ = [
    "DIE_COLOURS", "DIE_FACES", "PLACES", "POWER_COLOURS", "POWER_KINDS",
    "cheese_token", "gouda_die", "kitchen_thing", "mouse_badge", "mouse_badge_number_box", "mouse_badge_size",
    "power_marker", "shelf_backdrop",
]
