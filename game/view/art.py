"""Procedural art for "Souris & Fromages": every picture is drawn in code.

Every public function returns a *new* ``pygame.Surface`` with per-pixel alpha
(``SRCALPHA``), sized in pixels so the layout can scale freely, and is cached
with :func:`functools.lru_cache` -- treat the returned surfaces as read-only
(``copy()`` them before drawing on them).

Nothing here needs a display window: no ``convert()``/``convert_alpha()``.

How things are drawn
--------------------
Small pictures are drawn ``SS`` times larger than asked and smooth-scaled
down, which gives soft anti-aliased edges with plain ``pygame.draw`` calls.
The transparent background of the big canvas is filled with the outline
colour at alpha 0 so that the down-scaling does not leave dark fringes.

Colour-blind safety
-------------------
The five mouse-card colours (:data:`game.view.palette.MOUSE_COLOURS`) each
have their own background pattern (:data:`COLOUR_PATTERNS`) and their own
corner symbol (:data:`COLOUR_SHAPES`, drawable with :func:`symbol`), so a
card can be recognised in greyscale.

Public functions
----------------
``mouse_card``, ``card_back``, ``symbol``, ``cheese_cube``, ``mouse_token``,
``cheese_piece``, ``table_background``, ``panel`` (+ ``panel_body_rect``),
``button_surface`` (+ ``button_text_offset``), ``title_art``,
``confetti_piece``, ``mouse_face``, ``ground_shadow``.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import Callable, Iterable, Sequence

import pygame

from game.view import palette as pal

RGB = tuple[int, int, int]
Point = tuple[float, float]

#: Supersampling factor for small pictures (cards, cubes, tokens...).
SS = 3
#: Supersampling factor for big pictures (panels, buttons, title art).
SS_BIG = 2

#: Corner symbol of each mouse-card colour (shapes, not font glyphs).
COLOUR_SHAPES: dict[str, str] = {
    "blue": "circle",
    "red": "triangle",
    "yellow": "diamond",
    "green": "square",
    "white": "star",
}
#: Background pattern of each mouse-card colour.
COLOUR_PATTERNS: dict[str, str] = {
    "blue": "waves",
    "red": "dots",
    "yellow": "stripes",
    "green": "checks",
    "white": "stars",
}
#: Every shape :func:`symbol` knows.
SHAPES: tuple[str, ...] = ("circle", "triangle", "square", "diamond", "star", "heart")
#: Every kind :func:`confetti_piece` knows.
CONFETTI_KINDS: tuple[str, ...] = ("ribbon", "circle", "triangle", "star", "squiggle", "cheese")
#: Size classes for :func:`cheese_piece` and their fraction of a board cell.
CHEESE_SIZES: dict[str, float] = {"small": 0.5, "medium": 0.7, "large": 0.95}

CARD_WHITE: RGB = (255, 252, 245)
_CARD_RATIO = 1.4  # card height / width


# ---------------------------------------------------------------------------
# colour helpers
# ---------------------------------------------------------------------------

def _clamp(v: float) -> int:
    return max(0, min(255, int(round(v))))


def mix(a: Sequence[int], b: Sequence[int], t: float) -> RGB:
    """Blend colour ``a`` towards ``b`` by ``t`` (0 = a, 1 = b)."""
    return (_clamp(a[0] + (b[0] - a[0]) * t),
            _clamp(a[1] + (b[1] - a[1]) * t),
            _clamp(a[2] + (b[2] - a[2]) * t))


def shade(rgb: Sequence[int], t: float = 0.25) -> RGB:
    """A darker, warmer version of ``rgb`` (t = how much darker)."""
    return mix(rgb, (46, 26, 18), t)


def tint(rgb: Sequence[int], t: float = 0.25) -> RGB:
    """A lighter version of ``rgb`` (t = how much towards white)."""
    return mix(rgb, (255, 255, 255), t)


def ink(rgb: Sequence[int]) -> RGB:
    """The soft outline colour that goes with a fill colour."""
    return mix(rgb, pal.OUTLINE, 0.72)


def _luma(rgb: Sequence[int]) -> float:
    return 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]


def _rgb(colour: Sequence[int]) -> RGB:
    """Normalise any colour-like value (tuple, list, pygame.Color) to a tuple."""
    return (int(colour[0]), int(colour[1]), int(colour[2]))


# ---------------------------------------------------------------------------
# canvas and primitive helpers (all coordinates are floats in canvas pixels)
# ---------------------------------------------------------------------------

def _new(w: float, h: float, bg: Sequence[int] = (0, 0, 0)) -> pygame.Surface:
    """A transparent SRCALPHA canvas whose invisible pixels carry colour ``bg``."""
    surf = pygame.Surface((max(1, int(w)), max(1, int(h))), pygame.SRCALPHA)
    surf.fill((bg[0], bg[1], bg[2], 0))
    return surf


def _down(surf: pygame.Surface, w: int, h: int) -> pygame.Surface:
    """Smooth-scale a supersampled canvas to its final size."""
    return pygame.transform.smoothscale(surf, (max(1, int(w)), max(1, int(h))))


def _rect(cx: float, cy: float, rx: float, ry: float) -> pygame.Rect:
    return pygame.Rect(round(cx - rx), round(cy - ry), max(1, round(2 * rx)), max(1, round(2 * ry)))


def _ell(surf, colour, cx, cy, rx, ry) -> None:
    pygame.draw.ellipse(surf, colour, _rect(cx, cy, rx, ry))


def _circ(surf, colour, cx, cy, r) -> None:
    pygame.draw.circle(surf, colour, (round(cx), round(cy)), max(1, round(r)))


def _oell(surf, fill, line, cx, cy, rx, ry, ow) -> None:
    """Ellipse with a soft outline of width ``ow`` drawn outside it."""
    _ell(surf, line, cx, cy, rx + ow, ry + ow)
    _ell(surf, fill, cx, cy, rx, ry)


def _sell(surf, fill, line, cx, cy, rx, ry, ow, depth: float = 0.2, gloss: bool = True) -> None:
    """Outlined ellipse with gentle shading (darker lower-right, glossy upper-left)."""
    _ell(surf, line, cx, cy, rx + ow, ry + ow)
    _ell(surf, shade(fill, depth), cx, cy, rx, ry)
    _ell(surf, fill, cx - rx * 0.07, cy - ry * 0.09, rx * 0.91, ry * 0.89)
    if gloss:
        _alpha_ell(surf, (255, 255, 255, 70), cx - rx * 0.35, cy - ry * 0.45, rx * 0.32, ry * 0.2)


def _alpha_ell(surf, rgba, cx, cy, rx, ry) -> None:
    """Blend a translucent ellipse onto ``surf`` (pygame.draw would overwrite alpha)."""
    r = _rect(cx, cy, rx, ry)
    tmp = _new(r.w, r.h, rgba[:3])
    pygame.draw.ellipse(tmp, rgba, tmp.get_rect())
    surf.blit(tmp, r.topleft)


def _alpha_poly(surf, rgba, pts: Sequence[Point]) -> None:
    """Blend a translucent polygon onto ``surf``."""
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    x0, y0 = int(min(xs)) - 1, int(min(ys)) - 1
    tmp = _new(max(xs) - x0 + 2, max(ys) - y0 + 2, rgba[:3])
    pygame.draw.polygon(tmp, rgba, [(x - x0, y - y0) for x, y in pts])
    surf.blit(tmp, (x0, y0))


def _bezier(p0: Point, p1: Point, p2: Point, p3: Point, n: int) -> list[Point]:
    """Points along a cubic Bezier curve."""
    pts = []
    for i in range(n + 1):
        t = i / n
        a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3
        pts.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return pts


def _stroke(surf, colour, pts: Sequence[Point], width: float, taper: float = 1.0) -> None:
    """A smooth thick line with round caps (circles stamped along the path).

    ``taper`` < 1 makes the line thinner towards its end (for tails).
    """
    if len(pts) < 2:
        return
    dense: list[tuple[float, float, float]] = []
    total = len(pts) - 1
    for i in range(total):
        (x0, y0), (x1, y1) = pts[i], pts[i + 1]
        seg = math.hypot(x1 - x0, y1 - y0)
        steps = max(1, int(seg / max(1.0, width * 0.08)))
        for s in range(steps):
            t = s / steps
            k = (i + t) / total
            dense.append((x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, width * (1 - (1 - taper) * k)))
    dense.append((pts[-1][0], pts[-1][1], width * taper))
    for x, y, w in dense:
        _circ(surf, colour, x, y, w / 2)


def _poly(surf, fill, line, pts: Sequence[Point], ow: float) -> None:
    """Filled polygon with a soft outline centred on its edges (round joins)."""
    ipts = [(round(x), round(y)) for x, y in pts]
    pygame.draw.polygon(surf, fill, ipts)
    if ow > 0:
        _outline(surf, line, pts, ow)


def _outline(surf, line, pts: Sequence[Point], ow: float, closed: bool = True) -> None:
    ipts = [(round(x), round(y)) for x, y in pts]
    pygame.draw.lines(surf, line, closed, ipts, max(1, round(ow)))
    for x, y in ipts:
        _circ(surf, line, x, y, ow / 2)


def _rrect(surf, colour, rect: pygame.Rect, radius: float, width: int = 0) -> None:
    pygame.draw.rect(surf, colour, rect, width, border_radius=max(0, int(radius)))


def _mask_with(surf: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """Keep ``surf`` only where ``mask`` (white, shaped by its alpha) is opaque."""
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


def _shape_mask(size: tuple[int, int], draw: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """A white mask surface: ``draw(mask)`` must paint the kept area in white."""
    mask = _new(*size, (255, 255, 255))
    draw(mask)
    return mask


def _star_points(cx, cy, r_out, r_in, n=5, rot=-90.0) -> list[Point]:
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180.0 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _sparkle_points(cx, cy, r) -> list[Point]:
    """A four-pointed twinkle."""
    return _star_points(cx, cy, r, r * 0.3, n=4, rot=-90.0)


def _vgradient(w: int, h: int, top: Sequence[int], bottom: Sequence[int]) -> pygame.Surface:
    """A vertical RGBA gradient (each colour may carry an alpha)."""
    top4 = tuple(top) + ((255,) if len(top) == 3 else ())
    bot4 = tuple(bottom) + ((255,) if len(bottom) == 3 else ())
    w, h = max(1, int(w)), max(1, int(h))
    n = min(h, 96)
    col = _new(2, n, top4[:3])
    for y in range(n):
        t = y / max(1, n - 1)
        c = tuple(_clamp(a + (b - a) * t) for a, b in zip(top4, bot4))
        col.set_at((0, y), c)
        col.set_at((1, y), c)
    if n != h:
        col = pygame.transform.smoothscale(col, (2, h))
    return pygame.transform.scale(col, (w, h))


def _blur(surf: pygame.Surface, radius: float) -> pygame.Surface:
    """A fast soft blur: big radii blur a shrunken copy and scale it back up."""
    radius = max(1, int(radius))
    if radius <= 3:
        return pygame.transform.gaussian_blur(surf, radius)
    w, h = surf.get_size()
    f = radius / 2.5
    small = pygame.transform.smoothscale(surf, (max(2, int(w / f)), max(2, int(h / f))))
    small = pygame.transform.gaussian_blur(small, 2)
    return pygame.transform.smoothscale(small, (w, h))


def _soft_shadow(src: pygame.Surface, alpha: int, blur: int) -> pygame.Surface:
    """A blurred dark silhouette of ``src`` (same size)."""
    sil = pygame.transform.solid_overlay(src, (pal.SHADOW[0], pal.SHADOW[1], pal.SHADOW[2], 255),
                                         keep_alpha=True)
    sil.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    if blur > 0:
        sil = _blur(sil, blur)
    return sil


def _with_shadow(fig: pygame.Surface, offset: tuple[int, int], alpha: int = 90,
                 blur: int = 3) -> pygame.Surface:
    """Compose ``fig`` on top of its own soft drop shadow (same size canvas)."""
    out = _new(*fig.get_size(), pal.SHADOW)
    out.blit(_soft_shadow(fig, alpha, blur), offset)
    out.blit(fig, (0, 0))
    return out


# ---------------------------------------------------------------------------
# symbols (colour-blind corner shapes)
# ---------------------------------------------------------------------------

def _draw_symbol(surf, shape: str, cx, cy, r, fill, line, ow) -> None:
    """Draw one of :data:`SHAPES` centred at (cx, cy) with "radius" r."""
    if shape == "circle":
        _oell(surf, fill, line, cx, cy, r * 0.86, r * 0.86, ow)
        _alpha_ell(surf, (255, 255, 255, 80), cx - r * 0.3, cy - r * 0.32, r * 0.26, r * 0.17)
    elif shape == "triangle":
        pts = [(cx, cy - r * 0.95), (cx + r * 0.98, cy + r * 0.75), (cx - r * 0.98, cy + r * 0.75)]
        _poly(surf, fill, line, pts, ow * 1.4)
    elif shape == "square":
        s = r * 0.8
        box = pygame.Rect(round(cx - s - ow), round(cy - s - ow), round(2 * (s + ow)), round(2 * (s + ow)))
        _rrect(surf, line, box, r * 0.3)
        _rrect(surf, fill, box.inflate(-2 * round(ow), -2 * round(ow)), r * 0.3 - ow)
    elif shape == "diamond":
        pts = [(cx, cy - r * 1.02), (cx + r * 0.88, cy), (cx, cy + r * 1.02), (cx - r * 0.88, cy)]
        _poly(surf, fill, line, pts, ow * 1.4)
    elif shape == "star":
        _poly(surf, fill, line, _star_points(cx, cy, r * 1.02, r * 0.47), ow * 1.3)
    elif shape == "heart":
        _draw_heart(surf, fill, line, cx, cy, r, ow)
    else:
        raise ValueError(f"unknown shape {shape!r}")


def _draw_heart(surf, fill, line, cx, cy, r, ow) -> None:
    pts = []
    for i in range(40):
        t = 2 * math.pi * i / 40
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((cx + x * r / 17, cy - y * r / 17 - r * 0.05))
    _poly(surf, fill, line, pts, ow * 1.3)


@lru_cache(maxsize=256)
def _symbol(shape: str, size: int, rgb: RGB) -> pygame.Surface:
    s = size * SS
    line = ink(rgb)
    surf = _new(s, s, line)
    ow = max(SS, s * 0.075)
    _draw_symbol(surf, shape, s / 2, s / 2, s / 2 - ow * 1.3, rgb, line, ow)
    return _down(surf, size, size)


def symbol(shape: str, size: int, rgb: Sequence[int]) -> pygame.Surface:
    """A small filled shape (``circle``, ``triangle``, ``square``, ``diamond``,
    ``star`` or ``heart``) of ``size`` x ``size`` pixels with a soft outline."""
    return _symbol(shape, max(2, int(size)), _rgb(rgb))


# ---------------------------------------------------------------------------
# mice
# ---------------------------------------------------------------------------

def _mouse_parts(body: RGB) -> dict[str, RGB]:
    """The colours used to draw a mouse of body colour ``body``."""
    light = _luma(body) > 200
    return {
        "body": body,
        "line": ink(body) if not light else mix(body, pal.OUTLINE, 0.6),
        "belly": tint(body, 0.5) if not light else (255, 255, 253),
        "ear": pal.MOUSE_PINK,
        "pink": pal.MOUSE_PINK_DARK,
    }


def _draw_mouse_sitting(surf, cx, cy, u, body: RGB, ow: float, wave: bool = False) -> None:
    """A cute sitting mouse seen from the front.

    (cx, cy) is the centre of the head, ``u`` the head radius.  The mouse spans
    about -1.55u .. +2.2u horizontally and -1.45u .. +2.8u vertically.
    """
    c = _mouse_parts(body)
    line, belly = c["line"], c["belly"]
    # tail: curls out to the right and up
    tail = _bezier((cx + 0.55 * u, cy + 2.45 * u), (cx + 2.1 * u, cy + 2.9 * u),
                   (cx + 2.35 * u, cy + 1.25 * u), (cx + 1.55 * u, cy + 1.05 * u), 24)
    tail += _bezier(tail[-1], (cx + 1.05 * u, cy + 0.98 * u), (cx + 1.1 * u, cy + 1.55 * u),
                    (cx + 1.45 * u, cy + 1.5 * u), 10)[1:]
    _stroke(surf, line, tail, 0.26 * u + 2 * ow, taper=0.75)
    _stroke(surf, mix(c["ear"], body, 0.12), tail, 0.26 * u, taper=0.6)
    # feet (behind the body)
    for side in (-1, 1):
        _oell(surf, c["ear"], line, cx + side * 0.55 * u, cy + 2.55 * u, 0.36 * u, 0.2 * u, ow)
    # body and belly
    _sell(surf, body, line, cx, cy + 1.6 * u, 1.0 * u, 1.08 * u, ow, depth=0.16, gloss=False)
    _ell(surf, belly, cx, cy + 1.85 * u, 0.6 * u, 0.7 * u)
    # toes in front of the body
    for side in (-1, 1):
        fx = cx + side * 0.5 * u
        _oell(surf, c["ear"], line, fx, cy + 2.62 * u, 0.3 * u, 0.17 * u, ow)
        _alpha_ell(surf, (255, 255, 255, 90), fx - 0.08 * u, cy + 2.57 * u, 0.12 * u, 0.06 * u)
    # ears
    for side in (-1, 1):
        ex, ey = cx + side * 0.9 * u, cy - 0.8 * u
        if wave and side == 1:
            ey -= 0.05 * u
        _sell(surf, body, line, ex, ey, 0.62 * u, 0.6 * u, ow, depth=0.12, gloss=False)
        _ell(surf, c["ear"], ex + side * -0.04 * u, ey + 0.06 * u, 0.42 * u, 0.4 * u)
        _alpha_ell(surf, (255, 255, 255, 80), ex - 0.15 * u, ey - 0.1 * u, 0.15 * u, 0.1 * u)
    # head
    _sell(surf, body, line, cx, cy, 1.1 * u, 0.95 * u, ow, depth=0.12, gloss=False)
    _alpha_ell(surf, (255, 255, 255, 70), cx - 0.45 * u, cy - 0.55 * u, 0.32 * u, 0.16 * u)
    _ell(surf, belly, cx, cy + 0.42 * u, 0.52 * u, 0.36 * u)
    # hands on the belly (one waving if asked)
    for side in (-1, 1):
        if wave and side == 1:
            hx, hy = cx + 1.55 * u, cy + 0.15 * u
            arm = [(cx + 0.7 * u, cy + 1.35 * u), (cx + 1.3 * u, cy + 0.95 * u), (hx, hy)]
            _stroke(surf, line, arm, 0.34 * u + 2 * ow)
            _stroke(surf, body, arm, 0.34 * u)
            _oell(surf, c["ear"], line, hx, hy - 0.05 * u, 0.21 * u, 0.21 * u, ow)
            _alpha_ell(surf, (255, 255, 255, 90), hx - 0.06 * u, hy - 0.12 * u, 0.08 * u, 0.05 * u)
        else:
            _oell(surf, body, line, cx + side * 0.42 * u, cy + 1.42 * u, 0.22 * u, 0.26 * u, ow)
    # cheeks
    for side in (-1, 1):
        _alpha_ell(surf, (*pal.MOUSE_PINK, 150), cx + side * 0.7 * u, cy + 0.32 * u, 0.2 * u, 0.13 * u)
    # eyes with two highlights
    for side in (-1, 1):
        ex, ey = cx + side * 0.4 * u, cy - 0.05 * u
        _ell(surf, pal.EYE, ex, ey, 0.16 * u, 0.21 * u)
        _circ(surf, pal.WHITE, ex - 0.05 * u, ey - 0.08 * u, 0.065 * u)
        _circ(surf, pal.WHITE, ex + 0.06 * u, ey + 0.08 * u, 0.03 * u)
    # whiskers
    wcol = mix(line, body, 0.15)
    for side in (-1, 1):
        for k, dy in enumerate((-0.12, 0.0, 0.13)):
            x0, y0 = cx + side * 0.42 * u, cy + 0.4 * u + dy * 0.5 * u
            x1, y1 = cx + side * 1.4 * u, cy + 0.4 * u + dy * 2.2 * u - 0.05 * u
            pygame.draw.line(surf, wcol, (round(x0), round(y0)), (round(x1), round(y1)),
                             max(1, round(0.045 * u)))
    # smile and nose
    mw = max(1, round(0.05 * u))
    for side in (-1, 1):
        r = _rect(cx + side * 0.12 * u, cy + 0.42 * u, 0.12 * u, 0.1 * u)
        pygame.draw.arc(surf, line, r, math.pi * 1.05, math.pi * 1.95, mw)
    _oell(surf, c["pink"], shade(c["pink"], 0.3), cx, cy + 0.27 * u, 0.15 * u, 0.11 * u, ow * 0.6)
    _circ(surf, (255, 220, 225), cx - 0.05 * u, cy + 0.23 * u, 0.04 * u)


def _draw_mouse_top(surf, cx, cy, s, body: RGB, ow: float) -> None:
    """A mouse seen from above, head pointing down, body centred on (cx, cy).

    ``s`` is the overall figure size (about the length nose-to-tail); the
    figure spans about cx +- 0.4 s and cy - 0.45 s .. cy + 0.45 s.
    """
    c = _mouse_parts(body)
    line = c["line"]
    u = s / 10
    # tail curling behind (up)
    tail = _bezier((cx + 0.3 * u, cy - 2.6 * u), (cx + 0.6 * u, cy - 4.6 * u),
                   (cx + 3.3 * u, cy - 4.6 * u), (cx + 3.3 * u, cy - 3.0 * u), 22)
    _stroke(surf, line, tail, 0.5 * u + 2 * ow, taper=0.6)
    _stroke(surf, mix(c["ear"], body, 0.12), tail, 0.5 * u, taper=0.45)
    # little feet peeking out
    for side in (-1, 1):
        for fy, fx in ((-1.9, 1.55), (0.35, 1.85)):
            _oell(surf, c["ear"], line, cx + side * fx * u, cy + fy * u, 0.42 * u, 0.34 * u, ow)
    # body (a plump egg)
    _sell(surf, body, line, cx, cy - 0.9 * u, 1.95 * u, 2.15 * u, ow, depth=0.2, gloss=False)
    _alpha_ell(surf, (255, 255, 255, 70), cx - 0.7 * u, cy - 1.8 * u, 0.7 * u, 0.5 * u)
    # big round ears sticking out at the sides of the head
    for side in (-1, 1):
        ex, ey = cx + side * 1.95 * u, cy + 0.75 * u
        _sell(surf, body, line, ex, ey, 1.15 * u, 1.1 * u, ow, depth=0.15, gloss=False)
        _ell(surf, c["ear"], ex + side * 0.12 * u, ey + 0.12 * u, 0.78 * u, 0.74 * u)
        _alpha_ell(surf, (255, 255, 255, 80), ex - 0.3 * u, ey - 0.3 * u, 0.3 * u, 0.2 * u)
    # head (big, cute) with a lighter snout
    _sell(surf, body, line, cx, cy + 2.0 * u, 1.75 * u, 1.65 * u, ow, depth=0.14, gloss=False)
    _alpha_ell(surf, (255, 255, 255, 70), cx - 0.7 * u, cy + 1.2 * u, 0.55 * u, 0.3 * u)
    _ell(surf, c["belly"], cx, cy + 3.05 * u, 0.8 * u, 0.55 * u)
    # eyes
    for side in (-1, 1):
        ex, ey = cx + side * 0.68 * u, cy + 2.25 * u
        _ell(surf, pal.EYE, ex, ey, 0.27 * u, 0.33 * u)
        _circ(surf, pal.WHITE, ex - 0.08 * u, ey - 0.12 * u, 0.11 * u)
        _alpha_ell(surf, (*pal.MOUSE_PINK, 150), cx + side * 1.15 * u, cy + 2.75 * u, 0.3 * u, 0.18 * u)
    # short whiskers
    wcol = mix(line, body, 0.3)
    for side in (-1, 1):
        for dy in (-0.25, 0.2):
            x0, y0 = cx + side * 0.55 * u, cy + 3.2 * u
            x1, y1 = cx + side * 1.75 * u, cy + 3.2 * u + dy * 2.4 * u
            pygame.draw.line(surf, wcol, (round(x0), round(y0)), (round(x1), round(y1)),
                             max(1, round(0.07 * u)))
    # nose
    _oell(surf, c["pink"], shade(c["pink"], 0.3), cx, cy + 3.55 * u, 0.3 * u, 0.24 * u, ow * 0.6)
    _circ(surf, (255, 220, 225), cx - 0.09 * u, cy + 3.47 * u, 0.08 * u)


@lru_cache(maxsize=64)
def _mouse_sitting(rgb: RGB, height: int, wave: bool = False) -> pygame.Surface:
    """A sitting mouse (see :func:`_draw_mouse_sitting`) on its own surface.

    The surface is ``height`` tall and about 0.92 * height wide; the head is
    centred horizontally on x = 0.41 * width.
    """
    h = height * SS
    u = h / 4.45
    w = u * 4.25
    surf = _new(w, h, ink(rgb))
    _draw_mouse_sitting(surf, 1.6 * u, 1.5 * u, u, rgb, max(SS, u * 0.075), wave=wave)
    return _down(surf, round(w / SS), height)


# ---------------------------------------------------------------------------
# mouse cards
# ---------------------------------------------------------------------------

def _card_colours(colour: str) -> tuple[RGB, RGB, RGB]:
    """(background, pattern, symbol fill) for a card colour."""
    base = pal.MOUSE_COLOURS[colour]
    if colour == "white":
        return (224, 226, 234), (250, 250, 255), base
    if colour == "yellow":
        return tint(base, 0.55), mix(base, pal.CHEESE_DARK, 0.25), base
    return tint(base, 0.74), tint(base, 0.46), base


def _draw_pattern(surf: pygame.Surface, colour: str, scale: float) -> None:
    """Fill ``surf`` with the background and pattern of a card colour.

    ``scale`` is the pattern period in pixels (so cards and cube windows match).
    """
    bg, fg, _ = _card_colours(colour)
    w, h = surf.get_size()
    surf.fill((*bg, 255))
    p = scale
    kind = COLOUR_PATTERNS[colour]
    if kind == "waves":
        amp, step = p * 0.17, p * 0.78
        y = -step
        while y < h + step:
            pts = [(x, y + amp * math.sin(x / p * 2 * math.pi)) for x in range(-4, w + 8, max(2, int(p / 16)))]
            _stroke(surf, fg, pts, p * 0.17)
            y += step
    elif kind == "dots":
        step, r = p * 0.72, p * 0.17
        for j, y in enumerate(_frange(-step, h + step, step)):
            off = step / 2 if j % 2 else 0.0
            for x in _frange(-step + off, w + step, step):
                _circ(surf, fg, x, y, r)
    elif kind == "stripes":
        step, band = p * 0.7, p * 0.3
        for k in _frange(-h, w + h, step):
            _poly(surf, fg, fg, [(k, 0), (k + band, 0), (k + band + h, h), (k + h, h)], 0)
    elif kind == "checks":
        step = p * 0.5
        for j, y in enumerate(_frange(0, h + step, step)):
            for i, x in enumerate(_frange(0, w + step, step)):
                if (i + j) % 2 == 0:
                    pygame.draw.rect(surf, fg, (round(x), round(y), math.ceil(step), math.ceil(step)))
    elif kind == "stars":
        step = p * 0.9
        gold = (236, 200, 110)
        for j, y in enumerate(_frange(-step / 2, h + step, step)):
            off = step / 2 if j % 2 else 0.0
            for x in _frange(-step / 2 + off, w + step, step):
                if (j % 2) == 0:
                    _poly(surf, fg, fg, _star_points(x, y, p * 0.22, p * 0.1), 0)
                else:
                    _poly(surf, gold, gold, _sparkle_points(x, y, p * 0.16), 0)


def _frange(a: float, b: float, step: float) -> Iterable[float]:
    x = a
    while x < b:
        yield x
        x += step


def _draw_card_picture(surf: pygame.Surface, rect: pygame.Rect, colour: str, radius: float,
                       ss: int) -> None:
    """The inside of a mouse card: pattern, ground shadow and the mouse."""
    base = pal.MOUSE_COLOURS[colour]
    pat = _new(rect.w, rect.h, base)
    _draw_pattern(pat, colour, rect.w / 4.2)
    mask = _shape_mask(pat.get_size(),
                       lambda m: _rrect(m, (255, 255, 255, 255), m.get_rect(), radius))
    # soft light from the top and a little vignette for depth
    pat.blit(_vgradient(rect.w, rect.h, (255, 255, 255, 60), (255, 255, 255, 0)), (0, 0))
    pat.blit(_vgradient(rect.w, rect.h, (0, 0, 0, 0), (60, 30, 10, 40)), (0, 0))
    _mask_with(pat, mask)
    surf.blit(pat, rect.topleft)
    # the mouse
    mh = rect.h * 0.74
    u = mh / 4.45
    cx = rect.centerx - 0.28 * u
    cy = rect.bottom - rect.h * 0.1 - 2.8 * u + u * 0.1
    _alpha_ell(surf, (60, 30, 10, 55), cx + 0.25 * u, cy + 2.78 * u, 1.5 * u, 0.32 * u)
    _draw_mouse_sitting(surf, cx, cy, u, base, max(ss, u * 0.075))


def _draw_badge(surf, cx, cy, r, colour: str, ss: int) -> None:
    """A white corner medallion with the colour's symbol."""
    base = pal.MOUSE_COLOURS[colour]
    ow = max(ss, r * 0.12)
    _oell(surf, CARD_WHITE, mix(base, pal.OUTLINE, 0.5), cx, cy, r, r, ow * 0.8)
    _draw_symbol(surf, COLOUR_SHAPES[colour], cx, cy, r * 0.66, base, ink(base), ow * 0.7)


@lru_cache(maxsize=64)
def _mouse_card(colour: str, w: int, h: int) -> pygame.Surface:
    base = pal.MOUSE_COLOURS[colour]
    line = mix(base, pal.OUTLINE, 0.55)
    W, H = w * SS, h * SS
    surf = _new(W, H, line)
    full = pygame.Rect(0, 0, W, H)
    radius = W * 0.09
    ow = max(SS, W * 0.014)
    _rrect(surf, line, full, radius)
    _rrect(surf, CARD_WHITE, full.inflate(-2 * round(ow), -2 * round(ow)), radius - ow)
    margin = round(W * 0.065)
    inner = full.inflate(-2 * margin, -2 * margin)
    _draw_card_picture(surf, inner, colour, radius * 0.55, SS)
    _rrect(surf, mix(base, CARD_WHITE, 0.35), inner, radius * 0.55, max(1, round(ow * 0.6)))
    # corner symbols (top-left and bottom-right, like real playing cards)
    r = W * 0.1
    _draw_badge(surf, inner.left + r * 0.95, inner.top + r * 0.95, r, colour, SS)
    _draw_badge(surf, inner.right - r * 0.95, inner.bottom - r * 0.95, r, colour, SS)
    return _down(surf, w, h)


def mouse_card(colour: str, w: int, h: int) -> pygame.Surface:
    """A face-up mouse card of ``colour`` (a key of ``palette.MOUSE_COLOURS``).

    Rounded white-rimmed card, background pattern (:data:`COLOUR_PATTERNS`),
    a cute mouse in the card colour and corner symbols (:data:`COLOUR_SHAPES`).
    """
    if colour not in pal.MOUSE_COLOURS:
        raise ValueError(f"unknown mouse colour {colour!r}")
    return _mouse_card(colour, max(8, int(w)), max(8, int(h)))


@lru_cache(maxsize=16)
def _card_back(w: int, h: int) -> pygame.Surface:
    line = pal.OUTLINE
    W, H = w * SS, h * SS
    surf = _new(W, H, line)
    full = pygame.Rect(0, 0, W, H)
    radius = W * 0.09
    ow = max(SS, W * 0.014)
    _rrect(surf, mix(pal.CHEESE_DARK, line, 0.6), full, radius)
    _rrect(surf, CARD_WHITE, full.inflate(-2 * round(ow), -2 * round(ow)), radius - ow)
    margin = round(W * 0.065)
    inner = full.inflate(-2 * margin, -2 * margin)
    # cheese field with holes, slightly diagonal grid
    field = _new(inner.w, inner.h, pal.CHEESE)
    field.fill((*pal.CHEESE, 255))
    field.blit(_vgradient(inner.w, inner.h, (*pal.CHEESE_LIGHT, 200), (*pal.CHEESE_DARK, 120)), (0, 0))
    rng = random.Random(7)
    step = inner.w / 3.2
    for j, y in enumerate(_frange(-step * 0.3, inner.h + step, step * 0.85)):
        off = step / 2 if j % 2 else 0
        for x in _frange(-step * 0.3 + off, inner.w + step, step):
            r = step * rng.uniform(0.13, 0.24)
            _hole(field, x + rng.uniform(-0.1, 0.1) * step, y, r, r * 0.9, pal.CHEESE)
    _mask_with(field, _shape_mask(field.get_size(),
                                  lambda m: _rrect(m, (255, 255, 255, 255), m.get_rect(), radius * 0.55)))
    surf.blit(field, inner.topleft)
    _rrect(surf, pal.CHEESE_DARK, inner, radius * 0.55, max(1, round(ow * 0.8)))
    # central medallion: terracotta disc with a mouse head silhouette
    cx, cy, r = W / 2, H / 2, W * 0.3
    _alpha_ell(surf, (60, 30, 10, 60), cx + r * 0.06, cy + r * 0.1, r * 1.02, r * 1.02)
    _oell(surf, CARD_WHITE, line, cx, cy, r, r, ow)
    _oell(surf, pal.ACCENT, shade(pal.ACCENT, 0.3), cx, cy, r * 0.84, r * 0.84, ow * 0.6)
    # mouse head (ears + face) in cream, as an emblem
    head = CARD_WHITE
    for side in (-1, 1):
        _oell(surf, head, line, cx + side * r * 0.4, cy - r * 0.32, r * 0.27, r * 0.27, ow * 0.7)
        _ell(surf, pal.MOUSE_PINK, cx + side * r * 0.38, cy - r * 0.3, r * 0.17, r * 0.17)
    _oell(surf, head, line, cx, cy + r * 0.1, r * 0.45, r * 0.38, ow * 0.7)
    for side in (-1, 1):
        _ell(surf, pal.EYE, cx + side * r * 0.17, cy + r * 0.05, r * 0.06, r * 0.08)
        _circ(surf, pal.WHITE, cx + side * r * 0.17 - r * 0.02, cy + r * 0.02, r * 0.025)
    _ell(surf, pal.MOUSE_PINK_DARK, cx, cy + r * 0.22, r * 0.07, r * 0.05)
    # little sparkles in the corners
    for sx, sy in ((0.2, 0.12), (0.8, 0.88)):
        _poly(surf, CARD_WHITE, line, _sparkle_points(W * sx, H * sy, W * 0.06), ow * 0.5)
    return _down(surf, w, h)


def card_back(w: int, h: int) -> pygame.Surface:
    """A face-down card: a cheese field with holes and a mouse medallion."""
    return _card_back(max(8, int(w)), max(8, int(h)))


# ---------------------------------------------------------------------------
# cheese
# ---------------------------------------------------------------------------

def _hole(surf, cx, cy, rx, ry, face: RGB) -> None:
    """A cheese hole on a face of colour ``face``: dark crater, shadowed at the top."""
    hole = mix(face, pal.CHEESE_HOLE, 0.85)
    dark = shade(hole, 0.28)
    _ell(surf, dark, cx, cy, rx, ry)
    _ell(surf, hole, cx + rx * 0.06, cy + ry * 0.16, rx * 0.93, ry * 0.84)
    # light rim at the bottom edge of the crater
    r = _rect(cx, cy, rx, ry)
    pygame.draw.arc(surf, tint(face, 0.35), r, math.pi * 1.15, math.pi * 1.85, max(1, round(min(rx, ry) * 0.14)))


def _face_patch(pts: Sequence[Point], colour: RGB, holes: Sequence[tuple[float, float, float, float]],
                gradient: tuple[tuple, tuple] | None = None) -> tuple[pygame.Surface, tuple[int, int]]:
    """A polygon face filled with ``colour``, with holes clipped to its edges.

    Returns the patch (just the polygon's bounding box) and where it goes.
    """
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    x0, y0 = int(min(xs)) - 1, int(min(ys)) - 1
    w, h = int(max(xs)) - x0 + 3, int(max(ys)) - y0 + 3
    local = [(round(x - x0), round(y - y0)) for x, y in pts]
    layer = _new(w, h, colour)
    pygame.draw.polygon(layer, colour, local)
    if gradient:
        layer.blit(_vgradient(w, h, *gradient), (0, 0))
    for hx, hy, rx, ry in holes:
        _hole(layer, hx - x0, hy - y0, rx, ry, colour)
    mask = _shape_mask((w, h), lambda m: pygame.draw.polygon(m, (255, 255, 255, 255), local))
    return _mask_with(layer, mask), (x0, y0)


def _blit_face(surf, pts, colour, holes, gradient=None) -> None:
    """Draw a holed polygon face (see :func:`_face_patch`) onto ``surf``."""
    patch, pos = _face_patch(pts, colour, holes, gradient)
    surf.blit(patch, pos)


def _face_layer(size: tuple[int, int], pts: Sequence[Point], colour: RGB,
                holes: Sequence[tuple[float, float, float, float]],
                gradient: tuple[tuple, tuple] | None = None) -> pygame.Surface:
    """Like :func:`_face_patch` but on a transparent canvas of ``size``."""
    layer = _new(*size, colour)
    patch, pos = _face_patch(pts, colour, holes, gradient)
    layer.blit(patch, pos)
    return layer


def _arch_points(x: float, y: float, w: float, h: float, n: int = 28) -> list[Point]:
    """An arched window: rectangle with a half-circle top (x, y = top-left)."""
    r = w / 2
    pts = [(x, y + h), (x, y + r)]
    for i in range(n + 1):
        a = math.pi + math.pi * i / n
        pts.append((x + r + r * math.cos(a), y + r + r * math.sin(a)))
    pts.append((x + w, y + h))
    return pts


def _cube_geometry(s: float):
    """Front, top and side polygons of a cube drawn in an s x s canvas."""
    f, dx, dy = 0.7 * s, 0.2 * s, 0.17 * s
    x0 = (s - (f + dx)) / 2
    y0 = (s - (f + dy)) / 2 + dy
    front = [(x0, y0), (x0 + f, y0), (x0 + f, y0 + f), (x0, y0 + f)]
    top = [(x0, y0), (x0 + dx, y0 - dy), (x0 + f + dx, y0 - dy), (x0 + f, y0)]
    side = [(x0 + f, y0), (x0 + f + dx, y0 - dy), (x0 + f + dx, y0 + f - dy), (x0 + f, y0 + f)]
    return front, top, side, (x0, y0, f, dx, dy)


def _draw_window(surf, x0, y0, f, face: str, card_colour: str | None, ss: int, ow: float,
                 line: RGB) -> None:
    """The arched window on the front face of a cube, with what is behind it."""
    ww, wh = f * 0.58, f * 0.7
    wx, wy = x0 + (f - ww) / 2, y0 + f * 0.16
    # bevelled frame: darker cheese ring, then the opening
    frame = _arch_points(wx - f * 0.05, wy - f * 0.05, ww + f * 0.1, wh + f * 0.08)
    _poly(surf, pal.CHEESE_DARK, line, frame, ow * 0.7)
    _alpha_poly(surf, (255, 240, 180, 110), _arch_points(wx - f * 0.05, wy - f * 0.05, ww + f * 0.1, wh * 0.45))
    opening = _arch_points(wx, wy, ww, wh)
    x_i, y_i = int(wx), int(wy)
    w_i, h_i = int(ww) + 2, int(wh) + 2
    inside = _new(w_i, h_i, (30, 20, 14))
    if face == "window" and card_colour:
        # look through the window into the card: pattern + mouse head and chest
        inside.fill((*_card_colours(card_colour)[0], 255))
        big = pygame.Rect(0, 0, round(ww * 1.45), round(ww * 1.45 * _CARD_RATIO))
        big.centerx = round(w_i / 2 + 0.095 * ww)
        big.top = round(-0.28 * ww)
        _draw_card_picture(inside, big, card_colour, 0, ss)
    else:
        inside.fill((38, 26, 20, 255))
        inside.blit(_vgradient(w_i, h_i, (18, 10, 8, 255), (70, 48, 32, 255)), (0, 0))
    # inner shadow along the top and left of the opening
    shadow = _new(w_i, h_i, (0, 0, 0))
    pygame.draw.polygon(shadow, (20, 10, 5, 120), [(x - x_i, y - y_i) for x, y in opening])
    pygame.draw.polygon(shadow, (0, 0, 0, 0), [(x - x_i + ww * 0.06, y - y_i + ww * 0.08) for x, y in opening])
    inside.blit(_blur(shadow, max(1, int(ww * 0.03))), (0, 0))
    mask = _shape_mask((w_i, h_i), lambda m: pygame.draw.polygon(
        m, (255, 255, 255, 255), [(round(x - x_i), round(y - y_i)) for x, y in opening]))
    surf.blit(_mask_with(inside, mask), (x_i, y_i))
    _outline(surf, line, opening, ow * 0.6)
    # the sill at the bottom
    sill = pygame.Rect(round(wx - f * 0.07), round(wy + wh - f * 0.015), round(ww + f * 0.14), round(f * 0.07))
    _rrect(surf, line, sill.inflate(round(ow), round(ow)), f * 0.03)
    _rrect(surf, pal.CHEESE_LIGHT, sill, f * 0.03)
    if face == "window" and card_colour:
        # the card's symbol hangs on the sill, for colour-blind players
        _draw_badge(surf, wx + ww / 2, sill.centery, ww * 0.16, card_colour, ss)


@lru_cache(maxsize=96)
def _cheese_cube(size: int, face: str, card_colour: str | None) -> pygame.Surface:
    s = size * SS
    line = mix(pal.CHEESE_DARK, pal.OUTLINE, 0.65)
    surf = _new(s, s, line)
    front, top, side, (x0, y0, f, dx, dy) = _cube_geometry(s)
    ow = max(SS, s * 0.02)

    def on_top(u, v, r):  # position on the top face: u along width, v along depth
        return (x0 + u * f + v * dx, y0 - v * dy, r * f, r * f * 0.42)

    def on_side(v, t, r):  # v along depth, t downwards
        return (x0 + f + v * dx, y0 - v * dy + t * f, r * dx * 0.75, r * f * 0.85)

    top_holes = [on_top(0.25, 0.55, 0.1), on_top(0.68, 0.35, 0.07), on_top(0.96, 0.6, 0.06)]
    side_holes = [on_side(0.5, 0.3, 0.14), on_side(0.45, 0.75, 0.1), on_side(0.9, 0.55, 0.07)]
    if face == "cheese":
        front_holes = [(x0 + 0.3 * f, y0 + 0.32 * f, 0.12 * f, 0.11 * f),
                       (x0 + 0.7 * f, y0 + 0.62 * f, 0.15 * f, 0.14 * f),
                       (x0 + 0.26 * f, y0 + 0.78 * f, 0.07 * f, 0.065 * f),
                       (x0 + 0.78 * f, y0 + 0.2 * f, 0.06 * f, 0.055 * f),
                       (x0 + 0.0 * f, y0 + 0.55 * f, 0.08 * f, 0.08 * f),
                       (x0 + 0.5 * f, y0 + 1.0 * f, 0.09 * f, 0.08 * f)]
    else:
        front_holes = [(x0 + 0.09 * f, y0 + 0.14 * f, 0.05 * f, 0.045 * f),
                       (x0 + 0.0 * f, y0 + 0.62 * f, 0.07 * f, 0.07 * f),
                       (x0 + 0.92 * f, y0 + 0.9 * f, 0.045 * f, 0.04 * f)]
    _blit_face(surf, side, pal.CHEESE_DARK, side_holes,
               ((*tint(pal.CHEESE_DARK, 0.1), 255), (*shade(pal.CHEESE_DARK, 0.12), 255)))
    _blit_face(surf, top, pal.CHEESE_LIGHT, top_holes)
    _blit_face(surf, front, pal.CHEESE, front_holes,
               ((*tint(pal.CHEESE, 0.12), 255), (*mix(pal.CHEESE, pal.CHEESE_DARK, 0.45), 255)))
    if face in ("window", "empty"):
        _draw_window(surf, x0, y0, f, face, card_colour, SS, ow, line)
    # soft highlight on the front-top edge, then the outlines
    pygame.draw.line(surf, tint(pal.CHEESE_LIGHT, 0.5), (round(x0 + ow), round(y0 + ow * 1.3)),
                     (round(x0 + f - ow), round(y0 + ow * 1.3)), max(1, round(ow * 0.8)))
    for poly in (top, side, front):
        _outline(surf, line, poly, ow)
    return _down(surf, size, size)


def cheese_cube(size: int, face: str = "cheese", card_colour: str | None = None,
                tilt: float = 0.0) -> pygame.Surface:
    """A cheese cube seen slightly from above (front, top and right side faces).

    ``face``: ``"cheese"`` (holes), ``"window"`` (an arched window showing the
    mouse card of ``card_colour``) or ``"empty"`` (a dark, empty window).
    ``tilt`` rotates the picture (degrees, counter-clockwise); a tilted cube is
    bigger than ``size`` so that nothing gets cut off.  Tilts are rounded to
    half a degree for caching.
    """
    if face not in ("cheese", "window", "empty"):
        raise ValueError(f"unknown cube face {face!r}")
    if face == "window" and card_colour is not None and card_colour not in pal.MOUSE_COLOURS:
        raise ValueError(f"unknown mouse colour {card_colour!r}")
    if face != "window":
        card_colour = None
    size = max(8, int(size))
    t = round(float(tilt) * 2) / 2 % 360
    if t == 0:
        return _cheese_cube(size, face, card_colour)
    return _tilted_cube(size, face, card_colour, t)


@lru_cache(maxsize=512)
def _tilted_cube(size: int, face: str, card_colour: str | None, tilt: float) -> pygame.Surface:
    return pygame.transform.rotozoom(_cheese_cube(size, face, card_colour), tilt, 1.0)


def _wedge_shape(x: float, y: float, w: float, h: float):
    """Polygons of a cheese wedge in the box (x, y, w, h).

    Returns (top, front, rind, hole_frame) where hole_frame maps (u, v) on the
    front face to canvas coordinates.
    """
    T = (x + 0.0 * w, y + 0.52 * h)   # tip
    Q = (x + 0.8 * w, y + 0.66 * h)   # front-right corner
    P = (x + 1.0 * w, y + 0.06 * h)   # back corner
    d = 0.34 * h                      # thickness
    # rind: arc bulging outwards between Q and P
    rind_top = []
    for i in range(13):
        t = i / 12
        bx = Q[0] + (P[0] - Q[0]) * t + math.sin(math.pi * t) * 0.05 * w
        by = Q[1] + (P[1] - Q[1]) * t + math.sin(math.pi * t) * 0.02 * h
        rind_top.append((bx, by))
    top = [T] + rind_top
    front = [T, Q, (Q[0], Q[1] + d), (T[0], T[1] + d)]
    rind = rind_top + [(p[0], p[1] + d) for p in reversed(rind_top)]

    def on_front(u: float, v: float) -> Point:
        ax, ay = T[0] + (Q[0] - T[0]) * u, T[1] + (Q[1] - T[1]) * u
        return ax, ay + d * v

    return top, front, rind, on_front, d


def _draw_wedge(surf, x, y, w, h, ow, holes: int = 3, line: RGB | None = None) -> None:
    """A cheese wedge (tip left, rind right) drawn into the box (x, y, w, h)."""
    line = line or mix(pal.CHEESE_DARK, pal.OUTLINE, 0.65)
    top, front, rind, on_front, d = _wedge_shape(x, y, w, h)
    front_holes = []
    spots = [(0.62, 0.45, 0.085), (0.32, 0.62, 0.06), (0.86, 0.8, 0.05), (0.48, 1.0, 0.06),
             (0.78, 0.15, 0.045), (0.18, 0.3, 0.04)]
    for u, v, r in spots[:holes]:
        hx, hy = on_front(u, v)
        front_holes.append((hx, hy, r * w, r * w * 0.85))
    top_holes = []
    if holes >= 3:
        top_holes.append((x + 0.62 * w, y + 0.36 * h, 0.05 * w, 0.02 * w))
    _blit_face(surf, rind, pal.CHEESE_RIND, [],
               ((*pal.CHEESE_RIND, 255), (*shade(pal.CHEESE_RIND, 0.12), 255)))
    _blit_face(surf, top, pal.CHEESE_LIGHT, top_holes)
    _blit_face(surf, front, pal.CHEESE, front_holes,
               ((*tint(pal.CHEESE, 0.1), 255), (*mix(pal.CHEESE, pal.CHEESE_DARK, 0.5), 255)))
    T, Q = front[0], front[1]
    pygame.draw.line(surf, tint(pal.CHEESE_LIGHT, 0.55), (round(T[0] + ow * 2), round(T[1] + ow * 0.9)),
                     (round(Q[0] - ow), round(Q[1] + ow * 0.9)), max(1, round(ow * 0.7)))
    for poly in (rind, top, front):
        _outline(surf, line, poly, ow)


def _draw_wheel(target, cx, cy, r, ow, line: RGB) -> None:
    """A round cheese wheel with a slice cut out, seen slightly from above."""
    surf = _new(*target.get_size(), line)  # own layer: the cut erases pixels
    ry = r * 0.55
    d = r * 0.42
    # side band (the rind)
    band = _new(*surf.get_size(), line)
    _ell(band, pal.CHEESE_RIND, cx, cy + d, r, ry)
    pygame.draw.rect(band, pal.CHEESE_RIND, _rect(cx, cy + d / 2, r, d / 2))
    top_y = int(cy)
    band.blit(_vgradient(surf.get_width(), int(d + ry) + 2, (255, 255, 255, 0), (80, 40, 0, 60)), (0, top_y))

    def band_shape(m: pygame.Surface) -> None:
        _ell(m, (255, 255, 255, 255), cx, cy + d, r, ry)
        pygame.draw.rect(m, (255, 255, 255, 255), _rect(cx, cy + d / 2, r, d / 2))

    _mask_with(band, _shape_mask(surf.get_size(), band_shape))
    # silhouette outline
    _ell(surf, line, cx, cy + d, r + ow, ry + ow)
    pygame.draw.rect(surf, line, _rect(cx, cy + d / 2, r + ow, d / 2))
    _ell(surf, line, cx, cy, r + ow, ry + ow)
    surf.blit(band, (0, 0))
    _ell(surf, pal.CHEESE_LIGHT, cx, cy, r, ry)
    _alpha_ell(surf, (255, 255, 255, 70), cx - r * 0.3, cy - ry * 0.35, r * 0.4, ry * 0.25)
    # the missing slice: a notch towards the viewer-right, showing the cut faces
    # the missing slice, at the front-right: only the back cut face shows
    a0, a1 = math.radians(-35), math.radians(45)
    p0 = (cx + r * math.cos(a0), cy + ry * math.sin(a0))
    p1 = (cx + r * math.cos(a1), cy + ry * math.sin(a1))
    size = surf.get_size()
    far = 2 * r  # the cut region: everything beyond the two cut planes
    p0_far = (cx + (p0[0] - cx) * 3, cy + (p0[1] - cy) * 3)
    cut_region = [(cx, cy), p0_far, (cx + far, cy + far), (p1[0], cy + far), p1]
    clear = _new(*size, (0, 0, 0))
    pygame.draw.polygon(clear, (255, 255, 255, 255), [(round(x), round(y)) for x, y in cut_region])
    eraser = clear.copy()
    eraser.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(eraser, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    cut = [(cx, cy), p0, (p0[0], p0[1] + d), (cx, cy + d)]
    hx, hy = cx + (p0[0] - cx) * 0.55, cy + (p0[1] - cy) * 0.55 + d * 0.5
    face = _face_layer(size, cut, pal.CHEESE, [(hx, hy, r * 0.09, r * 0.08)],
                       ((*tint(pal.CHEESE, 0.15), 255), (*mix(pal.CHEESE, pal.CHEESE_DARK, 0.4), 255)))
    _outline(face, line, cut, ow)
    surf.blit(_mask_with(face, clear), (0, 0))
    _outline(surf, line, [(cx, cy), p1, (p1[0], p1[1] + d)], ow, closed=False)
    _outline(surf, line, [(cx, cy), p0], ow, closed=False)
    # holes on the top
    for u, v, rr in ((-0.45, -0.1, 0.1), (0.05, -0.45, 0.08), (-0.15, 0.4, 0.07)):
        _hole(surf, cx + u * r, cy + v * ry, rr * r, rr * r * 0.55, pal.CHEESE_LIGHT)
    for u, rr in ((-0.7, 0.07), (-0.2, 0.09)):
        _hole(surf, cx + u * r, cy + ry * math.sqrt(1 - u * u) + d * 0.5, rr * r, rr * r * 0.9, pal.CHEESE_RIND)
    target.blit(surf, (0, 0))


@lru_cache(maxsize=32)
def _cheese_piece(size_class: str, cell: int) -> pygame.Surface:
    frac = CHEESE_SIZES[size_class]
    px = max(6, round(cell * frac))
    s = px * SS
    line = mix(pal.CHEESE_DARK, pal.OUTLINE, 0.65)
    surf = _new(s, s, line)
    ow = max(SS, s * (0.035 if size_class == "small" else 0.028))
    m = ow * 1.5
    _alpha_ell(surf, (*pal.SHADOW, 70), s * 0.5, s * 0.86, s * 0.44, s * 0.09)
    if size_class == "large":
        _draw_wheel(surf, s * 0.5, s * 0.4, s * 0.46, ow, line)
    else:
        holes = 2 if size_class == "small" else 4
        _draw_wedge(surf, m, s * 0.12, s - 2 * m, s * 0.8, ow, holes=holes, line=line)
    return _down(surf, px, px)


def cheese_piece(size_class: str, cell: int) -> pygame.Surface:
    """A cheese for a board cell of ``cell`` pixels.

    ``small`` (a little wedge, about half a cell), ``medium`` (a big wedge,
    0.7 cell) or ``large`` (a whole wheel with a slice cut out, 0.95 cell).
    The surface is square: ``round(cell * CHEESE_SIZES[size_class])`` pixels.
    """
    if size_class not in CHEESE_SIZES:
        raise ValueError(f"unknown cheese size {size_class!r}")
    return _cheese_piece(size_class, max(8, int(cell)))


# ---------------------------------------------------------------------------
# player pieces
# ---------------------------------------------------------------------------

_FACING_ANGLE = {"down": 0, "right": 90, "up": 180, "left": -90}


@lru_cache(maxsize=128)
def _mouse_token(rgb: RGB, size: int, letter_shape: str | None, facing: str) -> pygame.Surface:
    s = size * SS
    line = _mouse_parts(rgb)["line"]
    fig = _new(s, s, line)
    ow = max(SS, s * 0.018)
    _draw_mouse_top(fig, s / 2, s * 0.52, s * 0.98, rgb, ow)
    fig = pygame.transform.rotate(fig, _FACING_ANGLE[facing])
    if letter_shape:
        # the player's symbol on the mouse's back (stays upright)
        ang = math.radians(_FACING_ANGLE[facing])
        bx, by = 0.0, -0.068 * s
        rx = bx * math.cos(ang) + by * math.sin(ang)
        ry = -bx * math.sin(ang) + by * math.cos(ang)
        cx, cy = s / 2 + rx, s / 2 + ry
        r = s * 0.1
        _oell(fig, CARD_WHITE, line, cx, cy, r, r, ow * 0.8)
        _draw_symbol(fig, letter_shape, cx, cy, r * 0.66, rgb, ink(rgb), ow * 0.7)
    out = _with_shadow(fig, (round(s * 0.02), round(s * 0.04)), alpha=95, blur=max(1, int(s * 0.02)))
    return _down(out, size, size)


def mouse_token(rgb: Sequence[int], size: int, letter_shape: str | None = None,
                facing: str = "down") -> pygame.Surface:
    """A player's mouse pawn seen from above, in player colour ``rgb``.

    ``facing`` is where the nose points (``up``/``down``/``left``/``right``).
    ``letter_shape`` optionally puts one of :data:`SHAPES` on its back so that
    players can be told apart without colour.
    """
    if facing not in _FACING_ANGLE:
        raise ValueError(f"unknown facing {facing!r}")
    if letter_shape is not None and letter_shape not in SHAPES:
        raise ValueError(f"unknown shape {letter_shape!r}")
    return _mouse_token(_rgb(rgb), max(8, int(size)), letter_shape, facing)


@lru_cache(maxsize=64)
def _mouse_face(rgb: RGB, size: int) -> pygame.Surface:
    s = size * SS
    line = ink(rgb)
    surf = _new(s, s, line)
    ow = max(SS, s * 0.03)
    c = s / 2
    R = s / 2 - ow * 1.2
    # badge: player-colour ring around a cream disc
    _oell(surf, rgb, line, c, c, R, R, ow)
    _ell(surf, shade(rgb, 0.12), c, c + R * 0.04, R * 0.82, R * 0.8)
    _ell(surf, pal.PANEL, c, c, R * 0.78, R * 0.78)
    _alpha_ell(surf, (255, 255, 255, 80), c - R * 0.45, c - R * 0.6, R * 0.3, R * 0.15)
    # the mouse head in the player colour (lightened a little so the face reads)
    head = tint(rgb, 0.18) if _luma(rgb) < 150 else rgb
    hl = ink(head)
    u = R * 0.42
    hx, hy = c, c + R * 0.16
    for side in (-1, 1):
        ex, ey = hx + side * 0.95 * u, hy - 0.8 * u
        _sell(surf, head, hl, ex, ey, 0.58 * u, 0.56 * u, ow * 0.8, depth=0.12, gloss=False)
        _ell(surf, pal.MOUSE_PINK, ex - side * 0.04 * u, ey + 0.06 * u, 0.38 * u, 0.36 * u)
    _sell(surf, head, hl, hx, hy, 1.12 * u, 0.95 * u, ow * 0.8, depth=0.12, gloss=False)
    _ell(surf, tint(head, 0.5), hx, hy + 0.42 * u, 0.52 * u, 0.36 * u)
    for side in (-1, 1):
        _alpha_ell(surf, (*pal.MOUSE_PINK, 150), hx + side * 0.7 * u, hy + 0.32 * u, 0.2 * u, 0.13 * u)
        ex, ey = hx + side * 0.4 * u, hy - 0.05 * u
        _ell(surf, pal.EYE, ex, ey, 0.16 * u, 0.21 * u)
        _circ(surf, pal.WHITE, ex - 0.05 * u, ey - 0.08 * u, 0.065 * u)
        for dy in (-0.1, 0.12):
            pygame.draw.line(surf, hl, (round(hx + side * 0.45 * u), round(hy + 0.4 * u + dy * 0.4 * u)),
                             (round(hx + side * 1.3 * u), round(hy + 0.36 * u + dy * 2 * u)),
                             max(1, round(0.05 * u)))
    _oell(surf, pal.MOUSE_PINK_DARK, shade(pal.MOUSE_PINK_DARK, 0.3), hx, hy + 0.27 * u, 0.15 * u, 0.11 * u,
          ow * 0.4)
    return _down(surf, size, size)


def mouse_face(rgb: Sequence[int], size: int) -> pygame.Surface:
    """A round player badge: a mouse face in ``rgb`` on a cream disc."""
    return _mouse_face(_rgb(rgb), max(8, int(size)))


# ---------------------------------------------------------------------------
# backgrounds and UI pieces
# ---------------------------------------------------------------------------

@lru_cache(maxsize=4)
def _table_background(w: int, h: int) -> pygame.Surface:
    rng = random.Random(1234)
    k = 3  # draw the wood at a third of the resolution, then smooth-scale up
    lw, lh = max(8, w // k), max(8, h // k)
    low = pygame.Surface((lw, lh))
    n_planks = max(3, round(h / 150))
    plank_h = lh / n_planks
    seams: list[tuple[float, float]] = []  # (plank top, x of its butt joint)
    for i in range(n_planks):
        y0 = i * plank_h
        joint = rng.uniform(0.15, 0.85) * lw
        for x0, x1 in ((0, joint), (joint, lw)):
            base = mix(pal.WOOD, pal.WOOD_LIGHT, rng.uniform(0.05, 0.75))
            pygame.draw.rect(low, base, (round(x0), round(y0), math.ceil(x1 - x0), math.ceil(plank_h)))
            # grain: thin wavy strokes a little darker or lighter than the board
            for _ in range(int(plank_h / 4)):
                gy = y0 + rng.uniform(1.5, plank_h - 1.5)
                gx0 = x0 + rng.uniform(-0.2, 0.6) * (x1 - x0)
                gx1 = gx0 + rng.uniform(0.3, 0.9) * (x1 - x0)
                amp, ph, per = rng.uniform(0.2, 1.0), rng.uniform(0, 6.28), rng.uniform(40, 110)
                dark = rng.random() < 0.7
                col = mix(base, pal.WOOD_DARK, rng.uniform(0.12, 0.3)) if dark \
                    else mix(base, pal.WOOD_LIGHT, 0.7)
                xs = range(int(max(x0, gx0)), int(min(x1, gx1)), 3)
                pts = [(x, gy + amp * math.sin(x / per * 6.28 + ph)) for x in xs]
                if len(pts) > 1:
                    pygame.draw.aalines(low, col, False, pts)
            # sometimes a knot, with grain rings around it
            if rng.random() < 0.35:
                kx = rng.uniform(x0 + 12, max(x0 + 13, x1 - 12))
                ky = y0 + plank_h * rng.uniform(0.35, 0.65)
                for j in range(3):
                    col = mix(base, pal.WOOD_DARK, 0.2 + 0.15 * j)
                    pygame.draw.ellipse(low, col, _rect(kx, ky, 7 - j * 2.2, 2.6 - j * 0.75),
                                        1 if j < 2 else 0)
        seams.append((y0, joint))
    surf = pygame.transform.smoothscale(low, (w, h))
    # crisp seams between planks and at the butt joints (dark groove + light lip)
    groove, lip = shade(pal.WOOD_DARK, 0.2), mix(pal.WOOD_LIGHT, (255, 255, 255), 0.2)
    scale_y, scale_x = h / lh, w / lw
    for i, (y0, joint) in enumerate(seams):
        top, bottom = round(y0 * scale_y), round((y0 + plank_h) * scale_y)
        if i:
            pygame.draw.line(surf, groove, (0, top - 1), (w, top - 1), 2)
            pygame.draw.line(surf, lip, (0, top + 1), (w, top + 1), 1)
        jx = round(joint * scale_x)
        pygame.draw.line(surf, groove, (jx - 1, top), (jx - 1, bottom), 2)
        pygame.draw.line(surf, lip, (jx + 1, top + 2), (jx + 1, bottom), 1)
    # warm light in the middle, soft vignette at the edges
    vig = pygame.Surface((32, 20), pygame.SRCALPHA)
    for yy in range(20):
        for xx in range(32):
            dx, dy = (xx + 0.5) / 16 - 1, (yy + 0.5) / 10 - 1
            d = min(1.0, math.hypot(dx * 0.95, dy * 1.05))
            a = max(0.0, d - 0.4) / 0.6
            if a > 0:
                vig.set_at((xx, yy), (70, 34, 12, _clamp(140 * a * a)))
            else:
                vig.set_at((xx, yy), (255, 210, 140, _clamp(30 * (0.4 - d) / 0.4)))
    surf.blit(pygame.transform.smoothscale(vig, (w, h)), (0, 0))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    return out


def table_background(w: int, h: int) -> pygame.Surface:
    """A warm wooden kitchen table: planks, grain, knots and a soft vignette."""
    return _table_background(max(8, int(w)), max(8, int(h)))


def panel_body_rect(w: int, h: int) -> pygame.Rect:
    """Where the visible body of ``panel(w, h)`` lies (the rest is shadow)."""
    p = _panel_pad(w, h)
    return pygame.Rect(p, p // 2, max(1, w - 2 * p), max(1, h - 2 * p))


def _panel_pad(w: int, h: int) -> int:
    return max(2, min(10, min(w, h) // 24))


def _nine_slice(tmpl: pygame.Surface, w: int, h: int) -> pygame.Surface:
    """Stretch a square template (corners kept, middle row/column stretched)."""
    t = tmpl.get_width()
    c = t // 2
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    cw, ch = min(c, w // 2), min(c, h // 2)
    mid_w, mid_h = max(0, w - 2 * cw), max(0, h - 2 * ch)
    # corners
    out.blit(tmpl, (0, 0), (0, 0, cw, ch))
    out.blit(tmpl, (w - cw, 0), (t - cw, 0, cw, ch))
    out.blit(tmpl, (0, h - ch), (0, t - ch, cw, ch))
    out.blit(tmpl, (w - cw, h - ch), (t - cw, t - ch, cw, ch))
    # edges and centre
    if mid_w:
        top = tmpl.subsurface((c, 0, 1, ch))
        bot = tmpl.subsurface((c, t - ch, 1, ch))
        out.blit(pygame.transform.scale(top, (mid_w, ch)), (cw, 0))
        out.blit(pygame.transform.scale(bot, (mid_w, ch)), (cw, h - ch))
    if mid_h:
        left = tmpl.subsurface((0, c, cw, 1))
        right = tmpl.subsurface((t - cw, c, cw, 1))
        out.blit(pygame.transform.scale(left, (cw, mid_h)), (0, ch))
        out.blit(pygame.transform.scale(right, (cw, mid_h)), (w - cw, ch))
    if mid_w and mid_h:
        out.fill(tmpl.get_at((c, c)), (cw, ch, mid_w, mid_h))
    return out


@lru_cache(maxsize=32)
def _rounded_template(radius: int, colour: RGB, border: RGB, bwid: int) -> pygame.Surface:
    """A small anti-aliased rounded square with a border, for :func:`_nine_slice`."""
    t = 2 * (radius + bwid) + 5
    S = SS
    big = _new(t * S, t * S, border)
    _rrect(big, border, big.get_rect(), radius * S)
    inner = big.get_rect().inflate(-2 * bwid * S, -2 * bwid * S)
    _rrect(big, colour, inner, max(0, (radius - bwid) * S))
    return _down(big, t, t)


@lru_cache(maxsize=128)
def _panel(w: int, h: int, radius: int, colour: RGB, border: RGB | None) -> pygame.Surface:
    out = _new(w, h, pal.SHADOW)
    body = panel_body_rect(w, h)
    p = _panel_pad(w, h)
    # soft shadow below (drawn small, blurred and scaled up: fast)
    k = 4
    sh = _new(w // k + 1, h // k + 1, pal.SHADOW)
    sb = pygame.Rect(body.x // k, (body.y + max(1, p * 2 // 3)) // k, body.w // k, body.h // k)
    _rrect(sh, (*pal.SHADOW, 90), sb, radius / k)
    sh = pygame.transform.gaussian_blur(sh, max(1, p // (k - 1)))
    out.blit(pygame.transform.smoothscale(sh, (w, h)), (0, 0))
    # the body: anti-aliased corners from a small supersampled template
    border = border if border is not None else mix(colour, pal.OUTLINE, 0.35)
    bwid = max(1, round(max(2, radius / 7)))
    radius = min(radius, body.w // 2 - 1, body.h // 2 - 1)
    face = _nine_slice(_rounded_template(max(1, radius), colour, border, bwid), body.w, body.h)
    # gentle top highlight and bottom shade (colour-only, keeps the alpha)
    face.blit(_vgradient(body.w, body.h, (26, 26, 26), (0, 0, 0)), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    face.blit(_vgradient(body.w, body.h, (0, 0, 0), (10, 18, 26)), (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    out.blit(face, body.topleft)
    return out


def panel(w: int, h: int, radius: int = 16, colour: Sequence[int] | None = None,
          border: Sequence[int] | None = None) -> pygame.Surface:
    """A rounded UI panel with a soft drop shadow, exactly ``w`` x ``h``.

    ``colour`` defaults to ``palette.PANEL``; ``border`` defaults to a soft
    darker version of it.  See :func:`panel_body_rect` for the body area.
    """
    w, h = max(8, int(w)), max(8, int(h))
    colour = _rgb(colour) if colour is not None else pal.PANEL
    border = _rgb(border) if border is not None else None
    radius = max(0, min(int(radius), min(w, h) // 2 - 2))
    return _panel(w, h, radius, colour, border)


_BUTTON_STATES = ("normal", "hover", "pressed", "disabled")


def _button_lip(h: int) -> int:
    return max(3, round(h * 0.12))


def button_text_offset(h: int, state: str = "normal") -> tuple[int, int]:
    """Where to centre the label of a ``button_surface(w, h, ..., state)``,
    relative to the surface centre (the face sits above a lip, and moves down
    when pressed)."""
    lip = _button_lip(h)
    down = round(lip * 0.7) if state == "pressed" else 0
    return 0, -lip // 2 + down


@lru_cache(maxsize=128)
def _button(w: int, h: int, colour: RGB, state: str) -> pygame.Surface:
    S = SS_BIG
    W, H = w * S, h * S
    if state == "disabled":
        colour = mix(mix(colour, (190, 180, 170), 0.7), (230, 222, 210), 0.2)
    elif state == "hover":
        colour = tint(colour, 0.14)
    line = ink(colour)
    surf = _new(W, H, line)
    lip = _button_lip(h) * S
    ow = max(S, round(min(W, H) * 0.035))
    radius = min(H * 0.32, W / 2)
    down = round(lip * 0.7) if state == "pressed" else 0
    face_h = H - lip
    # lip (the side of the chunky button) and outline
    lip_rect = pygame.Rect(0, lip, W, face_h)
    _rrect(surf, line, lip_rect, radius)
    _rrect(surf, shade(colour, 0.3), lip_rect.inflate(-2 * ow, -2 * ow), radius - ow)
    face = pygame.Rect(0, down, W, face_h)
    _rrect(surf, line, face, radius)
    face_in = face.inflate(-2 * ow, -2 * ow)
    _rrect(surf, colour, face_in, radius - ow)
    # gloss on the upper half, soft shade at the bottom of the face
    gl = _new(face_in.w, face_in.h, (255, 255, 255))
    gl.blit(_vgradient(face_in.w, face_in.h, (255, 255, 255, 90 if state != "disabled" else 40),
                       (255, 255, 255, 0)), (0, 0))
    gl.blit(_vgradient(face_in.w, face_in.h, (0, 0, 0, 0), (60, 20, 0, 40)), (0, 0))
    _mask_with(gl, _shape_mask(gl.get_size(), lambda m: _rrect(m, (255, 255, 255, 255), m.get_rect(),
                                                             radius - ow)))
    surf.blit(gl, face_in.topleft)
    if state != "disabled":
        hl = pygame.Rect(0, 0, face_in.w - 2 * radius * 0.7, max(S, face_in.h * 0.16))
        hl.midtop = (face_in.centerx, face_in.top + face_in.h * 0.1)
        tmp = _new(hl.w, hl.h, (255, 255, 255))
        _rrect(tmp, (255, 255, 255, 90), tmp.get_rect(), hl.h / 2)
        surf.blit(tmp, hl.topleft)
    return _down(surf, w, h)


def button_surface(w: int, h: int, colour: Sequence[int], state: str = "normal") -> pygame.Surface:
    """A big chunky rounded button (no text) with a 3D lip.

    ``state``: ``normal``, ``hover`` (lighter), ``pressed`` (face pushed down
    onto the lip) or ``disabled`` (greyed).  Use :func:`button_text_offset`
    to place the label.
    """
    if state not in _BUTTON_STATES:
        raise ValueError(f"unknown button state {state!r}")
    return _button(max(8, int(w)), max(8, int(h)), _rgb(colour), state)


@lru_cache(maxsize=8)
def _ground_shadow(w: int, h: int) -> pygame.Surface:
    surf = _new(w, h, pal.SHADOW)
    _ell(surf, (*pal.SHADOW, 110), w / 2, h / 2, w * 0.36, h * 0.3)
    return _blur(surf, max(1, int(min(w, h) * 0.12)))


def ground_shadow(w: int, h: int) -> pygame.Surface:
    """A soft oval shadow to put under pieces and cubes."""
    return _ground_shadow(max(4, int(w)), max(4, int(h)))


# ---------------------------------------------------------------------------
# title and celebration
# ---------------------------------------------------------------------------

def _draw_gingham_cloth(surf, cx, cy, rx, ry, ow, line: RGB) -> None:
    """An oval red-and-cream gingham picnic cloth with a scalloped edge."""
    band = rx / 9
    # the checks, on a patch covering just the cloth
    pw, ph = math.ceil(2 * rx) + 2, math.ceil(2 * ry) + 2
    cloth = _new(pw, ph, line)
    _ell(cloth, CARD_WHITE, pw / 2, ph / 2, rx, ry)
    check = _new(pw, ph, pal.ACCENT)
    strip_v = _new(math.ceil(band), ph, pal.ACCENT)
    strip_v.fill((*pal.ACCENT, 120))
    for i, x in enumerate(_frange(0, pw, band)):
        if i % 2 == 0:
            check.blit(strip_v, (round(x), 0))
    row = band * ry / rx * 1.3  # rows squeezed a little, for perspective
    strip_h = _new(pw, math.ceil(row), pal.ACCENT)
    strip_h.fill((*pal.ACCENT, 120))
    for j, y in enumerate(_frange(0, ph, row)):
        if j % 2 == 0:
            check.blit(strip_h, (0, round(y)))
    cloth.blit(check, (0, 0))
    _mask_with(cloth, _shape_mask((pw, ph), lambda m: _ell(m, (255, 255, 255, 255), pw / 2, ph / 2, rx, ry)))
    # scalloped rim: little bumps around the edge, then the cloth on top
    n = 34
    for k in range(n):
        a = 2 * math.pi * k / n
        _circ(surf, line, cx + rx * math.cos(a), cy + ry * math.sin(a), band * 0.42 + ow)
    for k in range(n):
        a = 2 * math.pi * k / n
        _circ(surf, CARD_WHITE, cx + rx * math.cos(a), cy + ry * math.sin(a), band * 0.42)
    _ell(surf, line, cx, cy, rx + ow * 0.5, ry + ow * 0.5)
    surf.blit(cloth, (round(cx - pw / 2), round(cy - ph / 2)))
    _alpha_ell(surf, (255, 255, 255, 50), cx - rx * 0.3, cy - ry * 0.4, rx * 0.45, ry * 0.25)


@lru_cache(maxsize=4)
def _title_art(w: int, h: int) -> pygame.Surface:
    S = SS_BIG
    W, H = w * S, h * S
    line = mix(pal.CHEESE_DARK, pal.OUTLINE, 0.65)
    surf = _new(W, H, line)
    U = min(W / 16, H / 10)  # scene unit: the scene is about 16 x 10 units
    cx, base_y = W / 2, H / 2 + 3.15 * U
    ow = max(S, U * 0.09)
    # picnic cloth and the soft shadow of the group on it
    _draw_gingham_cloth(surf, cx - 0.4 * U, base_y - 0.1 * U, 7.4 * U, 1.3 * U, ow * 0.8,
                        mix(pal.ACCENT, pal.OUTLINE, 0.6))
    sh = _new(W, H, pal.SHADOW)
    _ell(sh, (*pal.SHADOW, 80), cx + 0.9 * U, base_y - 0.1 * U, 4.2 * U, 0.6 * U)
    _ell(sh, (*pal.SHADOW, 80), cx - 4.4 * U, base_y, 1.9 * U, 0.45 * U)
    surf.blit(_blur(sh, max(1, int(U * 0.2))), (0, 0))
    # sparkles around the scene
    for sx, sy, r in ((-6.2, -4.1, 0.45), (-3.2, -4.5, 0.3), (5.6, -4.0, 0.5), (6.9, -1.8, 0.3),
                      (-7.3, -1.4, 0.3), (2.4, -4.6, 0.28)):
        col = pal.HIGHLIGHT if r > 0.35 else CARD_WHITE
        _poly(surf, col, mix(col, pal.OUTLINE, 0.55), _sparkle_points(cx + sx * U, H / 2 + sy * U, r * U),
              ow * 0.6)
    # the big cheese wedge
    wx, wy, ww, wh = cx - 2.6 * U, base_y - 5.9 * U, 7.4 * U, 5.9 * U
    _draw_wedge(surf, wx, wy, ww, wh, ow, holes=6, line=line)
    # crumbs on the cloth
    for dx, r in ((-1.8, 0.3), (-2.4, 0.2), (5.3, 0.26)):
        px = cx + dx * U
        _poly(surf, pal.CHEESE, line, [(px, base_y + 0.2 * U), (px + r * 2 * U, base_y + 0.28 * U),
                                       (px + r * 0.7 * U, base_y + (0.2 - r * 1.6) * U)], ow * 0.7)
    # mouse 1: sitting on the cloth at the left, leaning towards the cheese
    m1 = pygame.transform.rotozoom(_mouse_sitting((176, 168, 172), int(5.4 * U)), -6, 1.0)
    surf.blit(m1, (round(cx - 6.5 * U), round(base_y - m1.get_height() + 0.35 * U)))
    # mouse 2: sitting on top of the wedge, waving
    m2 = pygame.transform.rotozoom(_mouse_sitting((214, 170, 128), int(4.0 * U), True), 5, 1.0)
    fx, fy = wx + 0.56 * ww, wy + 0.44 * wh  # a point on the top face
    surf.blit(m2, (round(fx - m2.get_width() * 0.4), round(fy - m2.get_height() * 0.97)))
    return _down(surf, w, h)


def title_art(w: int, h: int) -> pygame.Surface:
    """Title illustration: a big cheese wedge with two happy mice."""
    return _title_art(max(16, int(w)), max(16, int(h)))


@lru_cache(maxsize=256)
def _confetti(rgb: RGB, size: int, kind: str) -> pygame.Surface:
    s = size * SS
    line = shade(rgb, 0.3)
    surf = _new(s, s, line)
    ow = max(1, s * 0.05)
    c = s / 2
    if kind == "ribbon":
        pts = [(c - s * 0.18, s * 0.08), (c + s * 0.22, s * 0.16), (c + s * 0.18, s * 0.92), (c - s * 0.22, s * 0.84)]
        _poly(surf, rgb, line, pts, ow)
        _alpha_poly(surf, (255, 255, 255, 80), [pts[0], pts[1], (pts[1][0], s * 0.4), (pts[0][0], s * 0.35)])
    elif kind == "circle":
        _oell(surf, rgb, line, c, c, s * 0.36, s * 0.36, ow)
        _alpha_ell(surf, (255, 255, 255, 90), c - s * 0.12, c - s * 0.12, s * 0.12, s * 0.08)
    elif kind == "triangle":
        _poly(surf, rgb, line, [(c, s * 0.12), (s * 0.9, s * 0.85), (s * 0.1, s * 0.85)], ow)
    elif kind == "star":
        _poly(surf, rgb, line, _star_points(c, c * 1.05, s * 0.45, s * 0.2), ow)
    elif kind == "squiggle":
        pts = [(s * 0.14 + s * 0.72 * t, c + s * 0.16 * math.sin(t * 2 * math.pi * 1.25)) for t in
               [i / 24 for i in range(25)]]
        _stroke(surf, line, pts, s * 0.13 + 2 * ow)
        _stroke(surf, rgb, pts, s * 0.13)
    elif kind == "cheese":
        _poly(surf, pal.CHEESE, ink(pal.CHEESE), [(s * 0.1, s * 0.7), (s * 0.9, s * 0.3), (s * 0.9, s * 0.85)], ow)
        _circ(surf, pal.CHEESE_HOLE, s * 0.68, s * 0.64, s * 0.08)
    else:
        raise ValueError(f"unknown confetti kind {kind!r}")
    return _down(surf, size, size)


def confetti_piece(rgb: Sequence[int], size: int, kind: str = "ribbon") -> pygame.Surface:
    """A small confetti shape for the win celebration (``size`` x ``size``).

    ``kind`` is one of :data:`CONFETTI_KINDS` (the ``cheese`` kind ignores ``rgb``).
    """
    if kind not in CONFETTI_KINDS:
        raise ValueError(f"unknown confetti kind {kind!r}")
    return _confetti(_rgb(rgb), max(3, int(size)), kind)
