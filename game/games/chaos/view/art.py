"""Chaos de souris et de fromage: the kitchen floor seen from above and everything on it.

Every picture is sized by ``cell``, the side of one square of the board in pixels (about
40 at 800 x 600, 60 at 1280 x 800), and kept like the rest of the art (``@kept``: drawn
once, shared, read-only; ``copy()`` before drawing on it). Nothing here opens a window.

The board (what the scene lays first, bottom to top):

- :func:`kitchen_room` -- the floor of ``squares`` x ``squares`` tiles (a warm checker, so
  that steps can be counted) inside its wall, with the mouse holes cut in it; opaque.
  The floor starts at ``(wall_width(cell), wall_width(cell))``. Its pieces alone:
  :func:`kitchen_floor` and :func:`mouse_hole` (one picture per wall ``side``).
- :func:`table_rug` -- the red rug, 4 x 4 squares: the table's 2 x 2 and the ring of the
  12 start squares around it (each square stitched, to be counted).
- :func:`kitchen_table` -- the table seen from above, 2 x 2 squares, a cheese on it.
- :func:`hideout` -- a corner hideout, 2 x 2 squares, low walls on its two floor sides,
  its carpet in a seat's colour *and* pattern, the seat's symbol in a medallion (so that
  colour-blind players tell the hideouts apart); no colour at all for a free hideout.

The pieces, one square each unless said:

- :func:`chair` -- upright (seat and backrest on its ``back`` side) or ``tipped`` towards a
  side: then it lies on its side over two squares, its legs sticking out over its own
  square (covers may stand between them) and its backrest over the next one;
- :func:`cat` -- a sitting cat, one of four coats (:data:`CAT_COATS`: ginger tabby,
  slate grey, black with a white bib, calico), told apart in greyscale too;
- :func:`cover_back`, :func:`cover_open` (the see-through cloche with its number, as a
  big digit and as pips), :func:`cover_known` (the back with the number in a corner badge);
- :func:`chaos_mouse` -- a ``large`` or ``small`` mouse: unknown (grey, a "?" on its
  back), known (its colour and its colour's symbol, :data:`MOUSE_SHAPES`), or
  ``remembered`` (grey, ringed in the colour once seen, the symbol in a badge);
- marks: :func:`reach_glow`, :func:`seen_badge`, :func:`tip_arrow`;
- :func:`colour_card` and :func:`colour_card_back`: the secret colour card and its back.

The digits and the question mark are drawn with strokes, not a font (like the rest of
the art, nothing here writes text).

One module for the game's whole art, long because every piece (covers, four cats, chairs
from four sides, mice of four colours and two sizes, hideouts, the table) is drawn in
code, shape by shape, on this module's shared palette and helpers.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from game.view import palette as pal
from game.view.pictures import kept

from ....view.art._colour import CARD_WHITE, RGB, _luma, _rgb, ink, mix, shade, tint
from ....view.art._draw import (
    SS,
    SS_BIG,
    Point,
    _alpha_ell,
    _bezier,
    _circ,
    _down,
    _ell,
    _frange,
    _new,
    _oell,
    _poly,
    _round_off,
    _rrect,
    _sell,
    _star_points,
    _stroke,
    _vgradient,
    _with_shadow,
)
from ....view.art.cards import COLOUR_SHAPES, _blank_card, _draw_card_picture
from ....view.art.cheese import CHEESE_LINE, _hole
from ....view.art.mice import _draw_mouse_top
from ....view.art.symbols import SHAPES, _draw_medallion, _draw_symbol

#: The four mouse colours of the game.
MOUSE_COLOURS: tuple[str, ...] = ("red", "blue", "yellow", "green")
#: The symbol of each mouse colour (the same as on the mouse cards).
MOUSE_SHAPES: dict[str, str] = {c: COLOUR_SHAPES[c] for c in MOUSE_COLOURS}
#: The colour a mouse's body is drawn in: the cards' colours, spread a little further
#: apart in lightness (yellow light, red middle, blue darker, green darkest) so that they
#: differ in greyscale as well as by their symbol.
MOUSE_BODY: dict[str, RGB] = {
    "red": tint(pal.MOUSE_COLOURS["red"], 0.2),
    "blue": tint(pal.MOUSE_COLOURS["blue"], 0.2),
    "yellow": pal.MOUSE_COLOURS["yellow"],
    "green": shade(pal.MOUSE_COLOURS["green"], 0.5),
}
#: The four sides of a square.
SIDES: tuple[str, ...] = ("up", "down", "left", "right")
#: The coats of the four cats, by cat number (k0..k3).
CAT_COATS: tuple[str, ...] = ("ginger", "grey", "black", "calico")
#: The carpet patterns of the hideouts.
HIDEOUT_PATTERNS: tuple[str, ...] = ("dots", "stripes", "waves", "checks", "zigzag", "stars")
#: The two mouse sizes.
MOUSE_SIZES: dict[str, float] = {"large": 0.96, "small": 0.76}

_STEP = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
# how much to turn a picture drawn for "down" (pygame turns anticlockwise)
_TURN_FROM_DOWN = {"down": 0, "right": 90, "up": 180, "left": -90}

# the colours of the kitchen
_TILE_A: RGB = (248, 236, 212)
_TILE_B: RGB = (232, 196, 150)
_GROUT: RGB = mix(_TILE_B, pal.WOOD_DARK, 0.35)
_BRICK: RGB = (196, 132, 96)
_MORTAR: RGB = (236, 214, 184)
_SKIRTING: RGB = (252, 244, 228)
_RUG: RGB = (196, 58, 52)
_RUG_DARK: RGB = shade(_RUG, 0.3)
_RUG_LIGHT: RGB = (246, 214, 150)
_TABLE_WOOD: RGB = mix(pal.WOOD, pal.WOOD_LIGHT, 0.35)
_CHAIR_WOOD: RGB = mix(pal.WOOD, pal.WOOD_DARK, 0.25)
_STEEL: RGB = (176, 192, 206)
_STEEL_DARK: RGB = (104, 120, 138)
_KNOB: RGB = mix(pal.HIGHLIGHT, pal.CHEESE_DARK, 0.4)
_UNKNOWN: RGB = (172, 164, 160)
_FREE: RGB = (214, 206, 196)


def _check_side(side: str, what: str = "side") -> None:
    if side not in _STEP:
        raise ValueError(f"unknown {what} {side!r}")


def _cell(cell: int) -> int:
    return max(8, int(cell))


def _turn(surf: pygame.Surface, side: str) -> pygame.Surface:
    """A picture drawn for ``down`` turned to face ``side``."""
    a = _TURN_FROM_DOWN[side]
    return pygame.transform.rotate(surf, a) if a else surf


# ---------------------------------------------------------------------------
# digits and marks drawn with strokes
# ---------------------------------------------------------------------------

def _glyph_paths(ch: str) -> list[list[Point]]:
    """The strokes of a digit 1..6 or "?" in a box about 0.7 wide and 1 high, centred on
    (0, 0)."""
    b = _bezier
    if ch == "1":
        return [[(-0.2, -0.28), (0.06, -0.5), (0.06, 0.5)], [(-0.2, 0.5), (0.3, 0.5)]]
    if ch == "2":
        return [b((-0.3, -0.24), (-0.28, -0.6), (0.36, -0.6), (0.3, -0.2), 14)
                + b((0.3, -0.2), (0.26, 0.06), (-0.1, 0.22), (-0.32, 0.5), 10) + [(0.34, 0.5)]]
    if ch == "3":
        return [b((-0.3, -0.36), (-0.16, -0.6), (0.34, -0.58), (0.3, -0.26), 12)
                + b((0.3, -0.26), (0.28, -0.06), (0.06, -0.04), (-0.04, -0.04), 8),
                b((-0.04, -0.04), (0.18, -0.04), (0.38, 0.04), (0.34, 0.26), 8)
                + b((0.34, 0.26), (0.3, 0.58), (-0.2, 0.6), (-0.33, 0.36), 12)]
    if ch == "4":
        return [[(0.16, 0.5), (0.16, -0.5), (-0.36, 0.2), (0.38, 0.2)]]
    if ch == "5":
        return [[(0.3, -0.5), (-0.2, -0.5), (-0.26, -0.04)]
                + b((-0.26, -0.04), (0.0, -0.2), (0.4, -0.12), (0.36, 0.18), 10)
                + b((0.36, 0.18), (0.34, 0.6), (-0.18, 0.6), (-0.32, 0.34), 12)]
    if ch == "6":
        return [b((0.28, -0.46), (0.0, -0.6), (-0.34, -0.4), (-0.33, 0.12), 14)
                + b((-0.33, 0.12), (-0.32, 0.62), (0.34, 0.62), (0.33, 0.16), 12)
                + b((0.33, 0.16), (0.32, -0.22), (-0.3, -0.2), (-0.32, 0.14), 12)]
    if ch == "?":
        return [b((-0.3, -0.24), (-0.3, -0.62), (0.34, -0.62), (0.32, -0.24), 14)
                + b((0.32, -0.24), (0.3, -0.02), (0.02, 0.0), (0.02, 0.2), 10)]
    raise ValueError(f"no strokes for {ch!r}")


def _glyph(surf, ch: str, cx: float, cy: float, h: float, colour: RGB, line: RGB | None,
           weight: float = 0.17) -> None:
    """Draw a digit (or "?") ``h`` high centred on (cx, cy), outlined in ``line``."""
    paths = [[(cx + x * h, cy + y * h) for x, y in p] for p in _glyph_paths(ch)]
    w = h * weight
    if line is not None:
        for p in paths:
            _stroke(surf, line, p, w + h * 0.1)
        if ch == "?":
            _circ(surf, line, cx + 0.02 * h, cy + 0.44 * h, w * 0.62 + h * 0.05)
    for p in paths:
        _stroke(surf, colour, p, w)
    if ch == "?":
        _circ(surf, colour, cx + 0.02 * h, cy + 0.44 * h, w * 0.62)


def _pips(surf, n: int, cx: float, cy: float, r: float, pr: float, colour: RGB, line: RGB) -> None:
    """``n`` pips evenly round a circle of radius ``r`` (the first at the top)."""
    for i in range(n):
        a = -math.pi / 2 + 2 * math.pi * i / n
        x, y = cx + r * math.cos(a), cy + r * math.sin(a)
        _circ(surf, line, x, y, pr * 1.3)
        _circ(surf, colour, x, y, pr)


def _arrow(cx: float, cy: float, length: float, width: float, side: str) -> list[Point]:
    """A fat arrow centred on (cx, cy) pointing to ``side``."""
    hw, sw, hl = width / 2, width * 0.2, length * 0.5
    pts = [(0.0, length / 2), (hw, length / 2 - hl), (sw, length / 2 - hl), (sw, -length / 2),
           (-sw, -length / 2), (-sw, length / 2 - hl), (-hw, length / 2 - hl)]     # pointing down
    a = {"down": 0.0, "up": math.pi, "right": -math.pi / 2, "left": math.pi / 2}[side]
    ca, sa = math.cos(a), math.sin(a)
    return [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts]


# ---------------------------------------------------------------------------
# patterns (the hideouts' carpets)
# ---------------------------------------------------------------------------

def _pattern(surf: pygame.Surface, kind: str, bg: RGB, fg: RGB, p: float) -> None:
    """Fill ``surf`` with ``bg`` and the pattern ``kind`` in ``fg``, period ``p`` pixels."""
    w, h = surf.get_size()
    surf.fill((*bg, 255))
    if kind == "dots":
        step = p * 0.6
        for j, y in enumerate(_frange(-step, h + step, step)):
            off = step / 2 if j % 2 else 0.0
            for x in _frange(-step + off, w + step, step):
                _circ(surf, fg, x, y, p * 0.13)
    elif kind == "stripes":
        step, band = p * 0.62, p * 0.24
        for k in _frange(-h, w + h, step):
            _poly(surf, fg, fg, [(k, 0), (k + band, 0), (k + band + h, h), (k + h, h)], 0)
    elif kind == "waves":
        amp, step = p * 0.14, p * 0.55
        for y in _frange(-step, h + step, step):
            pts = [(x, y + amp * math.sin(x / p * 2 * math.pi)) for x in range(-4, w + 8, max(2, int(p / 12)))]
            _stroke(surf, fg, pts, p * 0.13)
    elif kind == "checks":
        step = p * 0.42
        for j, y in enumerate(_frange(0, h + step, step)):
            for i, x in enumerate(_frange(0, w + step, step)):
                if (i + j) % 2 == 0:
                    pygame.draw.rect(surf, fg, (round(x), round(y), math.ceil(step), math.ceil(step)))
    elif kind == "zigzag":
        step, amp = p * 0.55, p * 0.16
        for y in _frange(-step, h + step, step):
            zig: list[Point] = [(x, y + (amp if i % 2 else -amp)) for i, x in enumerate(_frange(-p, w + p, p * 0.3))]
            _stroke(surf, fg, zig, p * 0.11)
    elif kind == "stars":
        step = p * 0.72
        for j, y in enumerate(_frange(-step / 2, h + step, step)):
            off = step / 2 if j % 2 else 0.0
            for x in _frange(-step / 2 + off, w + step, step):
                _poly(surf, fg, fg, _star_points(x, y, p * 0.2, p * 0.09), 0)
    else:
        raise ValueError(f"unknown pattern {kind!r}")


# ---------------------------------------------------------------------------
# the room: floor, wall, holes
# ---------------------------------------------------------------------------

def wall_width(cell: int) -> int:
    """How thick the wall round the floor is in :func:`kitchen_room` (pixels)."""
    return max(4, round(_cell(cell) * 0.46))


def _draw_floor(surf: pygame.Surface, x0: int, y0: int, cell: int, squares: int) -> None:
    rng = random.Random(3)
    for j in range(squares):
        for i in range(squares):
            base = _TILE_A if (i + j) % 2 == 0 else _TILE_B
            base = mix(base, (255, 255, 255) if rng.random() < 0.5 else pal.WOOD, rng.uniform(0.0, 0.05))
            r = pygame.Rect(x0 + i * cell, y0 + j * cell, cell, cell)
            surf.fill(base, r)
            # a lit edge at the top and left of each tile, a shaded one at the bottom and right
            e = max(1, round(cell / 24))
            surf.fill(tint(base, 0.35), (r.x, r.y, cell, e))
            surf.fill(tint(base, 0.35), (r.x, r.y, e, cell))
            surf.fill(shade(base, 0.06), (r.x, r.bottom - e, cell, e))
            surf.fill(shade(base, 0.06), (r.right - e, r.y, e, cell))
            # speckles of the lino
            for _ in range(max(3, cell // 6)):
                sx, sy = r.x + rng.uniform(2, cell - 2), r.y + rng.uniform(2, cell - 2)
                col = mix(base, pal.WOOD_DARK if rng.random() < 0.6 else (255, 255, 255), rng.uniform(0.12, 0.3))
                pygame.draw.circle(surf, col, (round(sx), round(sy)), max(1, round(cell / 60)))
    gw = max(1, round(cell / 28))
    for k in range(squares + 1):
        x, y = x0 + k * cell, y0 + k * cell
        pygame.draw.line(surf, _GROUT, (x, y0), (x, y0 + squares * cell), gw)
        pygame.draw.line(surf, _GROUT, (x0, y), (x0 + squares * cell, y), gw)


@kept
def _kitchen_floor(cell: int, squares: int) -> pygame.Surface:
    surf = pygame.Surface((cell * squares, cell * squares))
    _draw_floor(surf, 0, 0, cell, squares)
    return surf


def kitchen_floor(cell: int, squares: int = 12) -> pygame.Surface:
    """The bare floor, ``squares * cell`` pixels a side: a warm lino checker, one tile a
    square (opaque)."""
    return _kitchen_floor(_cell(cell), max(1, int(squares)))


def _bricks(surf: pygame.Surface, rect: pygame.Rect, along_x: bool, course: float, rng: random.Random) -> None:
    """Bricks in ``rect``, laid along x (or y), courses ``course`` pixels thick."""
    surf.fill(_MORTAR, rect)
    gap = max(1, round(course * 0.12))
    length = course * 2.1
    n_courses = max(1, round((rect.h if along_x else rect.w) / course))
    c = (rect.h if along_x else rect.w) / n_courses
    for k in range(n_courses):
        off = -length / 2 if k % 2 else 0.0
        for a in _frange(off, (rect.w if along_x else rect.h) + length, length):
            col = mix(_BRICK, pal.WOOD_LIGHT if rng.random() < 0.5 else pal.WOOD_DARK, rng.uniform(0.0, 0.25))
            if along_x:
                r = pygame.Rect(round(rect.x + a + gap / 2), round(rect.y + k * c + gap / 2),
                                round(length - gap), round(c - gap))
            else:
                r = pygame.Rect(round(rect.x + k * c + gap / 2), round(rect.y + a + gap / 2),
                                round(c - gap), round(length - gap))
            r = r.clip(rect)
            if r.w > 0 and r.h > 0:
                _rrect(surf, col, r, gap)
                top = r.copy()
                if along_x:
                    top.h = max(1, r.h // 3)
                else:
                    top.w = max(1, r.w // 3)
                _rrect(surf, tint(col, 0.12), top, gap)


def _draw_wall(surf: pygame.Surface, cell: int, squares: int, t: int) -> None:
    """The wall round the floor (bricks on top, a white skirting board inside)."""
    n = squares * cell
    W = n + 2 * t
    rng = random.Random(11)
    course = t / 2
    _bricks(surf, pygame.Rect(0, 0, W, t), True, course, rng)
    _bricks(surf, pygame.Rect(0, W - t, W, t), True, course, rng)
    _bricks(surf, pygame.Rect(0, t, t, n), False, course, rng)
    _bricks(surf, pygame.Rect(W - t, t, t, n), False, course, rng)
    # the skirting board along the floor, and a dark line on the outside
    sk = max(2, round(t * 0.22))
    line = ink(_BRICK)
    inner = pygame.Rect(t - sk, t - sk, n + 2 * sk, n + 2 * sk)
    pygame.draw.rect(surf, _SKIRTING, inner, sk)
    pygame.draw.rect(surf, line, inner, max(1, sk // 3))
    pygame.draw.rect(surf, line, pygame.Rect(0, 0, W, W), max(1, round(t * 0.1)))
    # the wall's shadow on the floor
    sh = max(2, round(cell * 0.18))
    for k in range(sh):
        a = round(70 * (1 - k / sh) ** 2)
        if a:
            strip = _new(n, 1, pal.SHADOW)
            strip.fill((*pal.SHADOW, a))
            surf.blit(strip, (t, t + k))
            surf.blit(pygame.transform.rotate(strip, 90), (t + k, t))


@kept
def _mouse_hole(side: str, cell: int) -> pygame.Surface:
    t = wall_width(cell)
    W, H = cell * SS, t * SS
    surf = _new(W, H, pal.OUTLINE)
    ow = max(SS, W * 0.03)
    # drawn for a hole in the top wall (opening down, onto the floor), then turned
    aw, ah = W * 0.3, H * 0.72                 # half width, height of the arch
    cx, base = W / 2, H + ow

    def arch(rx: float, top: float) -> list[Point]:
        pts = [(cx - rx, base)]
        pts += [(cx + rx * math.cos(a), base - (base - top) * math.sin(a))
                for a in (math.pi - math.pi * i / 24 for i in range(25))]
        pts.append((cx + rx, base))
        return pts

    line = shade(pal.WOOD_DARK, 0.45)
    _poly(surf, pal.WOOD_LIGHT, line, arch(aw + ow * 1.6, base - ah - ow * 1.6), ow)
    _poly(surf, (38, 24, 18), line, arch(aw, base - ah), ow * 0.6)
    # the inside: a darker middle, lighter towards the opening
    glow = _new(W, H, (38, 24, 18))
    _ell(glow, (90, 60, 40, 120), cx, base, aw * 0.9, ah * 0.55)
    surf.blit(glow, (0, 0))
    _alpha_ell(surf, (255, 255, 255, 90), cx - aw * 0.55, base - ah * 0.72, aw * 0.22, ah * 0.1)
    pic = _down(surf, cell, t)
    turn = {"up": 0, "down": 180, "left": 90, "right": -90}[side]
    return pygame.transform.rotate(pic, turn) if turn else pic


def mouse_hole(side: str, cell: int) -> pygame.Surface:
    """A mouse hole in the wall on ``side`` of the floor, its opening towards the floor:
    ``cell`` x ``wall_width(cell)`` for ``up``/``down``, turned for ``left``/``right``.
    It goes in the wall right beside the square in front of the hole (for ``up``, its
    bottom edge on the floor's top edge)."""
    _check_side(side)
    return _mouse_hole(side, _cell(cell))


@kept
def _kitchen_room(cell: int, squares: int, holes: tuple[tuple[int, int, str], ...]) -> pygame.Surface:
    t = wall_width(cell)
    n = cell * squares
    surf = pygame.Surface((n + 2 * t, n + 2 * t))
    _draw_floor(surf, t, t, cell, squares)
    _draw_wall(surf, cell, squares, t)
    for x, y, side in holes:
        pic = mouse_hole(side, cell)
        if side == "up":
            pos = (t + x * cell, 0)
        elif side == "down":
            pos = (t + x * cell, t + n)
        elif side == "left":
            pos = (0, t + y * cell)
        else:
            pos = (t + n, t + y * cell)
        surf.blit(pic, pos)
    return surf


#: The default holes: (x, y, side) of the square in front of each, as in levels/chaos.tmx.
DEFAULT_HOLES: tuple[tuple[int, int, str], ...] = (
    (4, 0, "up"), (7, 0, "up"), (4, 11, "down"), (7, 11, "down"),
    (0, 4, "left"), (0, 7, "left"), (11, 4, "right"), (11, 7, "right"))


def kitchen_room(cell: int, holes: Sequence[tuple[int, int, str]] = DEFAULT_HOLES,
                 squares: int = 12) -> pygame.Surface:
    """The kitchen seen from above (opaque): the floor of ``squares`` x ``squares``
    tiles, starting at ``(wall_width(cell), wall_width(cell))``, inside a brick wall with
    a mouse hole beside each square ``(x, y, side)`` of ``holes`` (``side``: the wall it
    is in). The picture is ``squares * cell + 2 * wall_width(cell)`` pixels a side."""
    key = tuple((int(x), int(y), str(side)) for x, y, side in holes)
    for _, _, side in key:
        _check_side(side)
    return _kitchen_room(_cell(cell), max(1, int(squares)), key)


# ---------------------------------------------------------------------------
# the rug, the table and the hideouts
# ---------------------------------------------------------------------------

@kept
def _table_rug(cell: int) -> pygame.Surface:
    S = SS_BIG
    n = cell * 4 * S
    surf = _new(n, n, _RUG_DARK)
    c = cell * S
    m = c * 0.05
    ow = max(S, c * 0.03)
    body = pygame.Rect(round(m), round(m), round(n - 2 * m), round(n - 2 * m))
    # fringes on two sides
    for k in _frange(body.left + c * 0.1, body.right - c * 0.05, c * 0.12):
        for y0, y1 in ((0, body.top + c * 0.1), (body.bottom - c * 0.1, n)):
            _stroke(surf, _RUG_LIGHT, [(k, y0 + ow), (k, y1 - ow)], c * 0.035)
    _rrect(surf, _RUG_DARK, body, c * 0.12)
    _rrect(surf, _RUG, body.inflate(-round(ow * 2), -round(ow * 2)), c * 0.1)
    # a light border band with little diamonds
    band = body.inflate(-round(c * 0.16), -round(c * 0.16))
    _rrect(surf, _RUG_LIGHT, band, c * 0.08, max(1, round(c * 0.05)))
    inner = band.inflate(-round(c * 0.14), -round(c * 0.14))
    _rrect(surf, shade(_RUG, 0.12), inner, c * 0.05, max(1, round(c * 0.025)))
    # each square of the ring stitched, a small flower in its middle
    stitch = tint(_RUG, 0.35)
    for j in range(4):
        for i in range(4):
            if 1 <= i <= 2 and 1 <= j <= 2:
                continue
            r = pygame.Rect(round(i * c + c * 0.14), round(j * c + c * 0.14), round(c * 0.72), round(c * 0.72))
            pts = [r.topleft, r.topright, r.bottomright, r.bottomleft, r.topleft]
            for a, b in zip(pts, pts[1:]):
                d = math.hypot(b[0] - a[0], b[1] - a[1])
                k = 0.0
                while k < d:
                    e = min(d, k + c * 0.06)
                    pygame.draw.line(surf, stitch, (a[0] + (b[0] - a[0]) * k / d, a[1] + (b[1] - a[1]) * k / d),
                                     (a[0] + (b[0] - a[0]) * e / d, a[1] + (b[1] - a[1]) * e / d),
                                     max(1, round(c * 0.018)))
                    k += c * 0.11
            cx, cy = r.centerx, r.centery
            for q in range(4):
                ang = q * math.pi / 2 + math.pi / 4
                _circ(surf, tint(_RUG, 0.25), cx + c * 0.07 * math.cos(ang), cy + c * 0.07 * math.sin(ang), c * 0.05)
            _circ(surf, _RUG_LIGHT, cx, cy, c * 0.04)
    return _down(surf, cell * 4, cell * 4)


def table_rug(cell: int) -> pygame.Surface:
    """The red rug under the table, 4 x 4 squares (``4 * cell`` a side): the table's
    2 x 2 in the middle and the 12 start squares round it, each one stitched."""
    return _table_rug(_cell(cell))


def _draw_top_cheese(surf, cx: float, cy: float, r: float, ow: float) -> None:
    """A round cheese seen from above with a slice cut out, and the slice beside it."""
    line = CHEESE_LINE
    a0, a1 = math.radians(-20), math.radians(30)
    pts = [(cx, cy)] + [(cx + r * math.cos(a), cy + r * math.sin(a))
                        for a in (a1 + (2 * math.pi - (a1 - a0)) * i / 40 for i in range(41))]
    _alpha_ell(surf, (*pal.SHADOW, 70), cx + r * 0.08, cy + r * 0.14, r * 1.05, r * 1.05)
    _poly(surf, pal.CHEESE_RIND, line, pts, ow)
    inner = [(cx, cy)] + [(cx + r * 0.84 * math.cos(a), cy + r * 0.84 * math.sin(a))
                          for a in (a1 + 0.05 + (2 * math.pi - (a1 - a0) - 0.1) * i / 40 for i in range(41))]
    pygame.draw.polygon(surf, pal.CHEESE_LIGHT, [(round(x), round(y)) for x, y in inner])
    for u, v, rr in ((-0.4, -0.3, 0.15), (0.1, -0.5, 0.1), (-0.35, 0.35, 0.12), (0.2, 0.5, 0.09)):
        _hole(surf, cx + u * r, cy + v * r, rr * r, rr * r, pal.CHEESE_LIGHT)
    # the slice, pulled out to the right
    sx, sy = cx + r * 0.42, cy + r * 0.1
    sl = [(sx, sy)] + [(sx + r * math.cos(a), sy + r * math.sin(a))
                       for a in (a0 + (a1 - a0) * i / 8 for i in range(9))]
    _poly(surf, pal.CHEESE, line, sl, ow)
    _hole(surf, sx + r * 0.6, sy + r * 0.05, r * 0.08, r * 0.08, pal.CHEESE)


@kept
def _kitchen_table(cell: int) -> pygame.Surface:
    n = cell * 2 * SS
    surf = _new(n, n, pal.OUTLINE)
    c = cell * SS
    ow = max(SS, c * 0.03)
    m = c * 0.06
    top = pygame.Rect(round(m), round(m), round(n - 2 * m), round(n - 2 * m))
    line = ink(pal.WOOD_DARK)
    sh = _new(n, n, pal.SHADOW)
    _rrect(sh, (*pal.SHADOW, 90), top.move(round(c * 0.05), round(c * 0.08)), c * 0.2)
    surf.blit(sh, (0, 0))
    _rrect(surf, line, top, c * 0.2)
    wood = top.inflate(-round(2 * ow), -round(2 * ow))
    planks = _new(wood.w, wood.h, _TABLE_WOOD)
    rng = random.Random(5)
    k = 4
    for i in range(k):
        x0, x1 = round(i * wood.w / k), round((i + 1) * wood.w / k)
        col = mix(_TABLE_WOOD, pal.WOOD_LIGHT if i % 2 else pal.WOOD, rng.uniform(0.1, 0.4))
        planks.fill((*col, 255), (x0, 0, x1 - x0, wood.h))
        for _ in range(3):
            gx = rng.uniform(x0 + 4, x1 - 4)
            pts = [(gx + math.sin(y / (c * 0.3) + gx) * c * 0.02, y) for y in _frange(0, wood.h, c * 0.1)]
            pygame.draw.lines(planks, mix(col, pal.WOOD_DARK, 0.3), False, pts, max(1, round(ow * 0.4)))
        if i:
            pygame.draw.line(planks, shade(pal.WOOD_DARK, 0.2), (x0, 0), (x0, wood.h), max(1, round(ow * 0.6)))
    planks.blit(_vgradient(wood.w, wood.h, (255, 255, 255, 50), (60, 30, 10, 40)), (0, 0))
    surf.blit(_round_off(planks, c * 0.2 - ow), wood.topleft)
    # a round white cloth under the cheese
    cx, cy = n / 2, n / 2
    _oell(surf, CARD_WHITE, mix(CARD_WHITE, pal.OUTLINE, 0.35), cx, cy, c * 0.68, c * 0.68, ow * 0.6)
    for a in range(24):
        ang = 2 * math.pi * a / 24
        _circ(surf, mix(CARD_WHITE, pal.PLAYER_COLOURS["sky"], 0.35), cx + c * 0.6 * math.cos(ang),
              cy + c * 0.6 * math.sin(ang), c * 0.03)
    _draw_top_cheese(surf, cx - c * 0.1, cy, c * 0.42, ow)
    return _down(surf, cell * 2, cell * 2)


def kitchen_table(cell: int) -> pygame.Surface:
    """The table seen from above, 2 x 2 squares (``2 * cell`` a side): planks, a round
    doily and a cheese with its slice cut out."""
    return _kitchen_table(_cell(cell))


# which sides of a hideout (by corner 0..3) face the floor: walls stand there
_HIDEOUT_WALLS = {0: ("up", "right"), 1: ("down", "right"), 2: ("down", "left"), 3: ("up", "left")}
# the kitchen corner of each hideout (0..1 in x, y)
_HIDEOUT_CORNER = {0: (0, 1), 1: (0, 0), 2: (1, 0), 3: (1, 1)}


@kept
def _hideout(cell: int, corner: int, rgb: RGB | None, pattern: str | None, shape: str | None) -> pygame.Surface:
    n = cell * 2 * SS
    c = cell * SS
    surf = _new(n, n, pal.OUTLINE)
    ow = max(SS, c * 0.025)
    wall = c * 0.2
    col = rgb if rgb is not None else _FREE
    carpet = _new(n, n, col)
    bg = tint(col, 0.55) if _luma(col) < 200 else tint(col, 0.3)
    fg = tint(col, 0.15) if _luma(col) < 200 else shade(col, 0.12)
    if pattern:
        _pattern(carpet, pattern, bg, fg, c * 0.5)
    else:
        carpet.fill((*bg, 255))
    carpet.blit(_vgradient(n, n, (255, 255, 255, 40), (60, 30, 10, 30)), (0, 0))
    surf.blit(carpet, (0, 0))
    line = ink(col)
    kx, ky = _HIDEOUT_CORNER[corner]
    # a soft shade inside the walls, then the walls: bricks with a light coping
    walls = _HIDEOUT_WALLS[corner]
    for side in walls:
        if side in ("up", "down"):
            y = 0 if side == "up" else n - wall
            r = pygame.Rect(0, round(y), n, round(wall))
            shadow = pygame.Rect(0, round(wall if side == "up" else n - wall * 1.8), n, round(wall * 0.8))
        else:
            x = 0 if side == "left" else n - wall
            r = pygame.Rect(round(x), 0, round(wall), n)
            shadow = pygame.Rect(round(wall if side == "left" else n - wall * 1.8), 0, round(wall * 0.8), n)
        sh = _new(shadow.w, shadow.h, pal.SHADOW)
        sh.fill((*pal.SHADOW, 50))
        surf.blit(sh, shadow.topleft)
        _bricks(surf, r, side in ("up", "down"), wall / 1.6, random.Random(corner * 7 + len(side)))
        pygame.draw.rect(surf, ink(_BRICK), r, max(1, round(ow * 0.7)))
    # a coloured band along the kitchen walls (the seat's colour, full strength)
    band = c * 0.09
    for side in ("up", "down", "left", "right"):
        if side in walls:
            continue
        if side in ("up", "down"):
            r = pygame.Rect(0, 0 if side == "up" else round(n - band), n, round(band))
        else:
            r = pygame.Rect(0 if side == "left" else round(n - band), 0, round(band), n)
        surf.fill((*col, 255), r)
    # the seat's symbol (or a cheese crumb for a free hideout) near the kitchen corner
    mx, my = c * (0.48 + kx * 1.04), c * (0.48 + ky * 1.04)
    if shape:
        _alpha_ell(surf, (*pal.SHADOW, 60), mx + c * 0.03, my + c * 0.05, c * 0.3, c * 0.3)
        _draw_medallion(surf, shape, mx, my, c * 0.28, col, line, ow)
    elif rgb is None:
        _oell(surf, CARD_WHITE, mix(CARD_WHITE, pal.OUTLINE, 0.5), mx, my, c * 0.26, c * 0.26, ow)
        _draw_symbol(surf, "circle", mx, my, c * 0.12, _FREE, ink(_FREE), ow * 0.7)
    pygame.draw.rect(surf, line, surf.get_rect(), max(1, round(ow)))
    return _down(surf, cell * 2, cell * 2)


def hideout(cell: int, corner: int, rgb: Sequence[int] | None = None, pattern: str | None = None,
            shape: str | None = None) -> pygame.Surface:
    """A corner hideout, 2 x 2 squares (``2 * cell`` a side). ``corner``: 0 bottom-left,
    1 top-left, 2 top-right, 3 bottom-right (low brick walls stand on its two sides that
    face the floor). Its carpet is in the seat's colour ``rgb`` with the seat's
    ``pattern`` (one of :data:`HIDEOUT_PATTERNS`) and the seat's ``shape`` (one of
    :data:`SHAPES`) in a medallion in the corner; ``rgb`` None is a free hideout (plain
    cream, no symbol unless given)."""
    if int(corner) not in _HIDEOUT_WALLS:
        raise ValueError(f"unknown corner {corner!r}")
    if pattern is not None and pattern not in HIDEOUT_PATTERNS:
        raise ValueError(f"unknown pattern {pattern!r}")
    if shape is not None and shape not in SHAPES:
        raise ValueError(f"unknown shape {shape!r}")
    return _hideout(_cell(cell), int(corner), _rgb(rgb) if rgb is not None else None, pattern, shape)


# ---------------------------------------------------------------------------
# chairs
# ---------------------------------------------------------------------------

def _wood_rect(surf, rect: pygame.Rect, wood: RGB, line: RGB, ow: float, radius: float,
               grain_along_x: bool = True) -> None:
    """A rounded wooden board with an outline, a lit edge and a little grain."""
    _rrect(surf, line, rect, radius)
    inner = rect.inflate(-round(2 * ow), -round(2 * ow))
    if inner.w <= 0 or inner.h <= 0:
        return
    _rrect(surf, wood, inner, max(0, radius - ow))
    hl = inner.copy()
    if grain_along_x:
        hl.h = max(1, inner.h // 4)
    else:
        hl.w = max(1, inner.w // 4)
    _rrect(surf, tint(wood, 0.2), hl, max(0, radius - ow))


def _draw_chair_up(surf, c: float, ow: float) -> None:
    """An upright chair seen from above in a square of ``c``, backrest at the top."""
    wood, line = _CHAIR_WOOD, ink(pal.WOOD_DARK)
    m = c * 0.12
    seat = pygame.Rect(round(m), round(c * 0.2), round(c - 2 * m), round(c * 0.7))
    # the legs' feet peep out at the corners (under the seat, a little lower)
    for fx, fy in ((seat.left, seat.bottom), (seat.right, seat.bottom)):
        _oell(surf, shade(wood, 0.3), line, fx + (c * 0.04 if fx == seat.left else -c * 0.04), fy - c * 0.01,
              c * 0.06, c * 0.06, ow * 0.7)
    shadow = _new(surf.get_width(), surf.get_height(), pal.SHADOW)
    _rrect(shadow, (*pal.SHADOW, 80), seat.move(round(c * 0.04), round(c * 0.06)), c * 0.12)
    surf.blit(shadow, (0, 0))
    _wood_rect(surf, seat, wood, line, ow, c * 0.12)
    # a woven rush seat inside the frame
    rush = seat.inflate(-round(c * 0.16), -round(c * 0.16))
    weave = _new(rush.w, rush.h, pal.CHEESE_DARK)
    weave.fill((*mix(pal.CHEESE_RIND, pal.WOOD_LIGHT, 0.5), 255))
    step = c * 0.07
    for k in _frange(-rush.h, rush.w + rush.h, step):
        pygame.draw.line(weave, mix(pal.CHEESE_DARK, pal.WOOD_DARK, 0.3), (k, 0), (k + rush.h, rush.h),
                         max(1, round(ow * 0.5)))
    surf.blit(_round_off(weave, c * 0.05), rush.topleft)
    _rrect(surf, line, rush, c * 0.05, max(1, round(ow * 0.6)))
    # the backrest: a thick top rail and posts, at the top
    sh = _new(surf.get_width(), surf.get_height(), pal.SHADOW)
    _rrect(sh, (*pal.SHADOW, 70), pygame.Rect(round(m), round(c * 0.2), round(c - 2 * m), round(c * 0.12)), c * 0.04)
    surf.blit(sh, (0, 0))
    rail = pygame.Rect(round(m * 0.5), round(c * 0.03), round(c - m), round(c * 0.24))
    _wood_rect(surf, rail, shade(wood, 0.12), line, ow, c * 0.1)
    for k in (0.3, 0.7):
        _circ(surf, shade(wood, 0.4), c * k, rail.centery, c * 0.03)


def _draw_chair_lying(surf, c: float, ow: float) -> None:
    """A chair lying on its side seen from above, fallen downwards: its feet in the
    upper square (0..c), its backrest in the lower one (c..2c), back along the left."""
    wood, line = _CHAIR_WOOD, ink(pal.WOOD_DARK)
    dark = shade(wood, 0.25)
    # soft shadow
    sh = _new(surf.get_width(), surf.get_height(), pal.SHADOW)
    pts = [(c * 0.14, c * 0.08), (c * 0.86, c * 0.08), (c * 0.86, c * 1.1), (c * 0.5, c * 1.92),
           (c * 0.14, c * 1.92)]
    pygame.draw.polygon(sh, (*pal.SHADOW, 55), [(round(x + c * 0.04), round(y + c * 0.05)) for x, y in pts])
    surf.blit(sh, (0, 0))
    lw = c * 0.09
    # the lower legs (the pair on the floor), a little offset, darker
    for x in (c * 0.2, c * 0.74):
        _stroke(surf, line, [(x + c * 0.05, c * 0.14), (x + c * 0.05, c * 1.0)], lw + ow * 2)
        _stroke(surf, dark, [(x + c * 0.05, c * 0.14), (x + c * 0.05, c * 1.0)], lw)
    # the stretcher between the lower legs
    _stroke(surf, line, [(c * 0.25, c * 0.5), (c * 0.79, c * 0.5)], lw * 0.6 + ow * 2)
    _stroke(surf, dark, [(c * 0.25, c * 0.5), (c * 0.79, c * 0.5)], lw * 0.6)
    # the upper legs (lit)
    for x in (c * 0.18, c * 0.72):
        _stroke(surf, line, [(x, c * 0.08), (x, c * 0.98)], lw + ow * 2)
        _stroke(surf, tint(wood, 0.08), [(x, c * 0.08), (x, c * 0.98)], lw)
        _circ(surf, shade(wood, 0.4), x, c * 0.1, lw * 0.3)
    # the seat, seen edge on, across the two squares' border
    seat = pygame.Rect(round(c * 0.08), round(c * 0.9), round(c * 0.84), round(c * 0.2))
    _wood_rect(surf, seat, wood, line, ow, c * 0.06)
    # the backrest lying in the next square: two posts and a board with a heart cut out
    for x in (c * 0.12, c * 0.78):
        r = pygame.Rect(round(x), round(c * 1.06), round(c * 0.1), round(c * 0.5))
        _wood_rect(surf, r, wood, line, ow, c * 0.05, grain_along_x=False)
    board = pygame.Rect(round(c * 0.1), round(c * 1.36), round(c * 0.8), round(c * 0.56))
    _wood_rect(surf, board, tint(wood, 0.06), line, ow, c * 0.16)
    _draw_heart_hole(surf, board.centerx, board.centery + c * 0.02, c * 0.14, shade(wood, 0.5))


def _draw_heart_hole(surf, cx: float, cy: float, r: float, colour: RGB) -> None:
    pts = []
    for i in range(32):
        t = 2 * math.pi * i / 32
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((cx + x * r / 17, cy - y * r / 17))
    pygame.draw.polygon(surf, colour, [(round(x), round(y)) for x, y in pts])


@kept
def _chair(cell: int, back: str, tipped: str | None) -> pygame.Surface:
    c = cell * SS
    ow = max(SS, c * 0.025)
    if tipped is None:
        fig = _new(c, c, pal.OUTLINE)
        _draw_chair_up(fig, c, ow)
        # drawn with the back up; turn it
        turn = {"up": 0, "left": 90, "down": 180, "right": -90}[back]
        fig = pygame.transform.rotate(fig, turn) if turn else fig
        return _down(fig, cell, cell)
    fig = _new(c, 2 * c, pal.OUTLINE)
    _draw_chair_lying(fig, c, ow)
    fig = _turn(fig, tipped)
    return _down(fig, *( (cell, 2 * cell) if tipped in ("up", "down") else (2 * cell, cell)))


def chair(cell: int, back: str, tipped: str | None = None) -> pygame.Surface:
    """A chair seen from above. Upright (``tipped`` None): ``cell`` x ``cell``, its
    backrest on the ``back`` side. Tipped towards a side: it lies over its own square and
    the next one that way (``2 * cell`` long that way: for ``left``, ``2 * cell`` wide
    with its own square on the right; for ``up``, ``2 * cell`` high with its own square
    below), its legs sticking out over its own square and its backrest on the next."""
    _check_side(back, "back")
    if tipped is not None:
        _check_side(tipped, "direction")
    return _chair(_cell(cell), back, tipped)


# ---------------------------------------------------------------------------
# cats
# ---------------------------------------------------------------------------

_CAT_LOOK: dict[str, dict[str, RGB]] = {
    "ginger": {"fur": (236, 146, 64), "mark": (196, 98, 34), "light": (252, 228, 196), "eye": (120, 170, 60)},
    "grey": {"fur": (116, 126, 140), "mark": (86, 94, 108), "light": (232, 234, 238), "eye": (230, 180, 40)},
    "black": {"fur": (52, 48, 56), "mark": (36, 32, 40), "light": (246, 244, 240), "eye": (150, 210, 70)},
    "calico": {"fur": (250, 244, 232), "mark": (228, 140, 60), "light": (250, 244, 232), "eye": (90, 150, 200)},
}


def _draw_cat(surf, cx: float, cy: float, s: float, coat: str, ow: float) -> None:
    """A cat sitting, seen from above, facing down, in a box ``s`` a side centred on
    (cx, cy). One piece on purpose: it is one picture drawn back to front (tail,
    body and paws, the coat's marks, ears, head, face), each layer over the last and
    sized from the same few numbers; cut into parts, each would need them all."""
    look = _CAT_LOOK[coat]
    fur, mark, light = look["fur"], look["mark"], look["light"]
    line = ink(fur) if coat != "black" else (20, 16, 22)
    if coat == "calico":
        line = mix(pal.OUTLINE, fur, 0.2)
    u = s / 10
    # the tail, wrapped round the right side to the front
    tail = _bezier((cx + 1.6 * u, cy - 2.6 * u), (cx + 4.6 * u, cy - 2.0 * u), (cx + 4.4 * u, cy + 2.6 * u),
                   (cx + 1.6 * u, cy + 3.4 * u), 28)
    _stroke(surf, line, tail, 1.2 * u + 2 * ow, taper=0.8)
    tail_col = mark if coat in ("ginger", "calico") else fur
    _stroke(surf, tail_col, tail, 1.2 * u, taper=0.8)
    if coat == "black":
        _circ(surf, light, tail[-1][0], tail[-1][1], 0.45 * u)
    if coat == "ginger":
        for k in (6, 12, 18, 24):
            x, y = tail[k]
            _circ(surf, shade(mark, 0.2), x, y, 0.3 * u)
    # the body (haunches) and the front paws
    _sell(surf, fur, line, cx, cy - 1.0 * u, 3.2 * u, 3.3 * u, ow, depth=0.15)
    for side in (-1, 1):
        paw = light if coat != "ginger" else tint(fur, 0.3)
        _oell(surf, paw, line, cx + side * 1.0 * u, cy + 3.6 * u, 0.75 * u, 0.6 * u, ow)
    # markings on the back
    if coat == "ginger":
        for k, y in enumerate((-3.3, -2.2, -1.1, 0.0)):
            w = 2.4 - abs(k - 1.5) * 0.3
            pts = [(cx - w * u, cy + y * u + 0.4 * u), (cx, cy + y * u), (cx + w * u, cy + y * u + 0.4 * u)]
            _stroke(surf, mark, pts, 0.45 * u)
    elif coat == "grey":
        _stroke(surf, mark, [(cx, cy - 3.6 * u), (cx, cy + 0.4 * u)], 0.7 * u)
    elif coat == "calico":
        _ell(surf, mark, cx - 1.3 * u, cy - 2.0 * u, 1.4 * u, 1.1 * u)
        _ell(surf, (60, 52, 52), cx + 1.4 * u, cy - 0.4 * u, 1.2 * u, 1.3 * u)
        _ell(surf, mark, cx + 0.6 * u, cy - 3.2 * u, 0.8 * u, 0.6 * u)
    _alpha_ell(surf, (255, 255, 255, 60), cx - 1.2 * u, cy - 2.6 * u, 1.0 * u, 0.6 * u)
    # ears (behind the head)
    hx, hy = cx, cy + 1.9 * u
    for side in (-1, 1):
        ear = [(hx + side * 0.6 * u, hy - 1.5 * u), (hx + side * 2.3 * u, hy - 2.2 * u),
               (hx + side * 1.9 * u, hy - 0.4 * u)]
        ear_col = fur if coat != "calico" else (mark if side < 0 else (60, 52, 52))
        _poly(surf, ear_col, line, ear, ow * 1.4)
        inner = [(hx + side * 1.0 * u, hy - 1.3 * u), (hx + side * 2.0 * u, hy - 1.8 * u),
                 (hx + side * 1.75 * u, hy - 0.8 * u)]
        _poly(surf, pal.MOUSE_PINK, pal.MOUSE_PINK, inner, 0)
    # the head
    _sell(surf, fur, line, hx, hy, 2.3 * u, 1.95 * u, ow, depth=0.12)
    if coat == "calico":
        _ell(surf, mark, hx - 1.0 * u, hy - 0.9 * u, 1.0 * u, 0.8 * u)
    if coat == "ginger":
        for dx in (-0.5, 0.0, 0.5):
            _stroke(surf, mark, [(hx + dx * u, hy - 1.7 * u), (hx + dx * 1.3 * u, hy - 0.9 * u)], 0.32 * u)
    _ell(surf, light, hx, hy + 0.9 * u, 1.2 * u, 0.85 * u)
    if coat == "black":
        _ell(surf, light, hx, hy + 1.6 * u, 1.0 * u, 0.5 * u)
    # eyes, nose, whiskers
    for side in (-1, 1):
        ex, ey = hx + side * 0.85 * u, hy + 0.05 * u
        _oell(surf, look["eye"], (20, 16, 22), ex, ey, 0.42 * u, 0.42 * u, ow * 0.5)
        _ell(surf, (20, 16, 22), ex, ey, 0.14 * u, 0.36 * u)
        _circ(surf, pal.WHITE, ex - 0.13 * u, ey - 0.16 * u, 0.12 * u)
    nose = [(hx - 0.3 * u, hy + 0.6 * u), (hx + 0.3 * u, hy + 0.6 * u), (hx, hy + 0.95 * u)]
    _poly(surf, pal.MOUSE_PINK_DARK, shade(pal.MOUSE_PINK_DARK, 0.3), nose, ow * 0.5)
    wcol = (250, 248, 244) if coat in ("black", "grey") else mix(line, fur, 0.2)
    for side in (-1, 1):
        for dy in (-0.3, 0.25):
            pygame.draw.line(surf, wcol, (round(hx + side * 0.9 * u), round(hy + 1.0 * u)),
                             (round(hx + side * 3.0 * u), round(hy + 1.0 * u + dy * 2 * u)), max(1, round(0.1 * u)))


@kept
def _cat(coat: str, size: int) -> pygame.Surface:
    s = size * SS
    fig = _new(s, s, pal.OUTLINE)
    ow = max(SS, s * 0.02)
    _draw_cat(fig, s * 0.47, s * 0.46, s * 0.98, coat, ow)
    out = _with_shadow(fig, (round(s * 0.02), round(s * 0.035)), alpha=100, blur=max(1, int(s * 0.02)))
    return _down(out, size, size)


def cat(k: int | str, size: int) -> pygame.Surface:
    """A cat sitting, seen from above, ``size`` x ``size``: cat number ``k`` (0..3) or a
    coat of :data:`CAT_COATS` (ginger tabby, slate grey, black with a white bib and paws,
    calico); each coat is its own lightness and markings, not a player colour."""
    coat = CAT_COATS[int(k) % len(CAT_COATS)] if not isinstance(k, str) else k
    if coat not in _CAT_LOOK:
        raise ValueError(f"unknown cat {k!r}")
    return _cat(coat, max(8, int(size)))


# ---------------------------------------------------------------------------
# cheese covers
# ---------------------------------------------------------------------------

def _draw_cloche(surf, cx: float, cy: float, R: float, ow: float, alpha: int = 255) -> None:
    """A round steel cheese cover seen from above: rim, dome, knob."""
    dome = _new(surf.get_width(), surf.get_height(), _STEEL_DARK)
    _ell(dome, _STEEL_DARK, cx, cy, R, R)
    _ell(dome, tint(_STEEL, 0.1), cx, cy, R - ow, R - ow)
    _ell(dome, shade(_STEEL, 0.1), cx + R * 0.04, cy + R * 0.05, R * 0.8, R * 0.8)
    _ell(dome, _STEEL, cx - R * 0.03, cy - R * 0.03, R * 0.74, R * 0.74)
    _ell(dome, tint(_STEEL, 0.3), cx - R * 0.14, cy - R * 0.16, R * 0.5, R * 0.5)
    _ell(dome, tint(_STEEL, 0.55), cx - R * 0.26, cy - R * 0.3, R * 0.22, R * 0.16)
    pygame.draw.circle(dome, _STEEL_DARK, (round(cx), round(cy)), round(R * 0.8), max(1, round(ow * 0.6)))
    if alpha < 255:
        dome.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(dome, (0, 0))
    # the knob
    _oell(surf, _KNOB, ink(_KNOB), cx, cy, R * 0.2, R * 0.2, ow * 0.8)
    _alpha_ell(surf, (255, 255, 255, 150), cx - R * 0.06, cy - R * 0.07, R * 0.08, R * 0.06)


@kept
def _cover(size: int, number: int, mode: str) -> pygame.Surface:
    s = size * SS
    fig = _new(s, s, _STEEL_DARK)
    ow = max(SS, s * 0.025)
    c = s / 2
    R = s * 0.42
    if mode == "open":
        # the lifted, see-through cover: the number on a cream plate
        _oell(fig, CARD_WHITE, _STEEL_DARK, c, c, R, R, ow * 1.4)
        _ell(fig, (255, 255, 255), c - R * 0.2, c - R * 0.25, R * 0.5, R * 0.4)
        _pips(fig, number, c, c, R * 0.78, R * 0.08, pal.ACCENT, ink(pal.ACCENT))
        _glyph(fig, str(number), c, c + R * 0.02, R * 1.05, pal.TEXT, None, weight=0.19)
        # the glass dome's shine
        _alpha_ell(fig, (255, 255, 255, 110), c - R * 0.45, c - R * 0.5, R * 0.22, R * 0.12)
        pygame.draw.arc(fig, (*tint(_STEEL, 0.5), 200), pygame.Rect(round(c - R * 0.9), round(c - R * 0.9),
                        round(R * 1.8), round(R * 1.8)), math.pi * 0.55, math.pi * 0.95, max(1, round(ow)))
    else:
        _draw_cloche(fig, c, c, R, ow)
        if mode == "known":
            bx, by, br = s * 0.79, s * 0.21, s * 0.2
            _alpha_ell(fig, (*pal.SHADOW, 90), bx + ow * 0.6, by + ow, br, br)
            _oell(fig, CARD_WHITE, pal.OUTLINE, bx, by, br - ow, br - ow, ow)
            _glyph(fig, str(number), bx, by + br * 0.02, br * 1.25, pal.TEXT, None, weight=0.2)
    out = _with_shadow(fig, (round(s * 0.02), round(s * 0.035)), alpha=90, blur=max(1, int(s * 0.02)))
    return _down(out, size, size)


def _check_number(number: int) -> int:
    n = int(number)
    if not 1 <= n <= 6:
        raise ValueError(f"a cover's number is 1..6, not {number!r}")
    return n


def cover_back(size: int) -> pygame.Surface:
    """A cheese cover (a steel cloche) seen from above, ``size`` x ``size``: every cover
    looks the same from outside."""
    return _cover(max(8, int(size)), 0, "back")


def cover_open(number: int, size: int) -> pygame.Surface:
    """A lifted cover seen through: its ``number`` (1..6) big in the middle and as that
    many pips round it, ``size`` x ``size``."""
    return _cover(max(8, int(size)), _check_number(number), "open")


def cover_known(number: int, size: int) -> pygame.Surface:
    """A closed cover whose ``number`` (1..6) the player knows: the back with the
    number in a white badge at its upper right, ``size`` x ``size``."""
    return _cover(max(8, int(size)), _check_number(number), "known")


# ---------------------------------------------------------------------------
# mice
# ---------------------------------------------------------------------------

def _check_colour(colour: str) -> None:
    if colour not in MOUSE_BODY:
        raise ValueError(f"unknown mouse colour {colour!r}")


def _memory_ring(surf, colour: str, cx: float, cy: float, R: float, ow: float) -> None:
    """A dashed ring in ``colour`` round a mouse, with its symbol in a badge (what the
    player remembers)."""
    col = MOUSE_BODY[colour]
    line = ink(col)
    n = 14
    for i in range(n):
        a0 = 2 * math.pi * i / n
        a1 = a0 + 2 * math.pi / n * 0.62
        pts = [(cx + R * math.cos(a), cy + R * math.sin(a)) for a in (a0 + (a1 - a0) * k / 5 for k in range(6))]
        _stroke(surf, line, pts, ow * 3.4)
        _stroke(surf, col, pts, ow * 2.0)


@kept
def _mouse(size_class: str, colour: str | None, size: int, remembered: bool, facing: str) -> pygame.Surface:
    s = size * SS
    frac = MOUSE_SIZES[size_class]
    body = MOUSE_BODY[colour] if colour is not None and not remembered else _UNKNOWN
    line = ink(body) if _luma(body) < 200 else mix(body, pal.OUTLINE, 0.6)
    fig = _new(s, s, line)
    ow = max(SS, s * 0.02)
    fs = s * frac * 0.98
    cy = s * 0.5 + (s - fs) * 0.02
    _draw_mouse_top(fig, s / 2, cy, fs, body, ow)
    if colour is not None and not remembered:
        # a few markings of the colour's pattern on the back, lighter or darker
        mk = tint(body, 0.45) if _luma(body) < 135 else shade(body, 0.3)
        u = fs / 10
        bx, by = s / 2, cy - 0.9 * u
        if colour == "red":
            for dx, dy in ((-1.1, -1.2), (1.2, -0.6), (-1.0, 0.6), (0.9, -1.8)):
                _circ(fig, mk, bx + dx * u, by + dy * u, 0.32 * u)
        elif colour == "blue":
            for dy in (-1.4, 0.8):
                pts = [(bx + x * u, by + dy * u + 0.25 * u * math.sin(x * 2.2)) for x in _frange(-1.5, 1.6, 0.25)]
                _stroke(fig, mk, pts, 0.3 * u)
        elif colour == "yellow":
            for dy in (-1.5, -0.5, 0.5):
                _stroke(fig, mk, [(bx - 1.3 * u, by + dy * u), (bx - 0.9 * u, by + dy * u - 0.1 * u)], 0.35 * u)
                _stroke(fig, mk, [(bx + 1.3 * u, by + dy * u), (bx + 0.9 * u, by + dy * u - 0.1 * u)], 0.35 * u)
        else:
            for dx, dy in ((-1.2, -1.3), (1.2, -1.3), (-1.2, 0.5), (1.2, 0.5)):
                pygame.draw.rect(fig, mk, (round(bx + dx * u - 0.3 * u), round(by + dy * u - 0.3 * u),
                                           round(0.6 * u), round(0.6 * u)))
    fig = _turn(fig, facing)
    # the mark on the back stays upright: a symbol, a question mark, or the badge
    ang = math.radians(_TURN_FROM_DOWN[facing])
    bx0, by0 = 0.0, -0.1 * s * frac
    mx = s / 2 + bx0 * math.cos(ang) + by0 * math.sin(ang)
    my = s / 2 - bx0 * math.sin(ang) + by0 * math.cos(ang)
    r = s * 0.17
    if remembered and colour is not None:
        _memory_ring(fig, colour, s / 2, s / 2, s * 0.45, ow)
        col = MOUSE_BODY[colour]
        _draw_medallion(fig, MOUSE_SHAPES[colour], s * 0.8, s * 0.8, s * 0.16, col, ink(col), ow)
        _oell(fig, CARD_WHITE, pal.OUTLINE, mx, my, r * 0.8, r * 0.8, ow * 0.8)
        _glyph(fig, "?", mx, my + r * 0.05, r * 1.1, mix(pal.TEXT, CARD_WHITE, 0.35), None)
    elif colour is not None:
        _draw_medallion(fig, MOUSE_SHAPES[colour], mx, my, r, body, ink(body), ow)
    else:
        _oell(fig, CARD_WHITE, mix(_UNKNOWN, pal.OUTLINE, 0.6), mx, my, r, r, ow * 0.8)
        _glyph(fig, "?", mx, my + r * 0.04, r * 1.35, pal.TEXT, None, weight=0.2)
    out = _with_shadow(fig, (round(s * 0.015), round(s * 0.03)), alpha=95, blur=max(1, int(s * 0.02)))
    return _down(out, size, size)


def chaos_mouse(size_class: str, colour: str | None, size: int, *, remembered: bool = False,
                facing: str = "down") -> pygame.Surface:
    """A mouse seen from above in a square ``size`` x ``size``: ``large`` (nearly the
    whole square) or ``small``. ``colour`` None: not known, a grey mouse with a "?" on
    its back; a colour of :data:`MOUSE_COLOURS`: that colour, a few markings and its
    symbol (:data:`MOUSE_SHAPES`) on its back. ``remembered`` (with a colour): the grey
    mouse ringed with a dashed ring of the colour remembered and its symbol in a badge
    at the lower right (the notebook's memory, not a fact seen now). ``facing``: where
    its nose points."""
    if size_class not in MOUSE_SIZES:
        raise ValueError(f"unknown mouse size {size_class!r}")
    if colour is not None:
        _check_colour(colour)
    _check_side(facing, "facing")
    return _mouse(size_class, colour, max(8, int(size)), bool(remembered) and colour is not None, facing)


# ---------------------------------------------------------------------------
# marks
# ---------------------------------------------------------------------------

@kept
def _reach_glow(size: int, rgb: RGB) -> pygame.Surface:
    s = size * SS
    surf = _new(s, s, rgb)
    m = s * 0.06
    r = pygame.Rect(round(m), round(m), round(s - 2 * m), round(s - 2 * m))
    layer = _new(s, s, rgb)
    _rrect(layer, (*rgb, 95), r, s * 0.16)
    surf.blit(layer, (0, 0))
    edge = _new(s, s, rgb)
    _rrect(edge, (*rgb, 235), r, s * 0.16, max(SS, round(s * 0.08)))
    surf.blit(edge, (0, 0))
    _rrect(surf, (*mix(rgb, pal.OUTLINE, 0.45), 220), r, s * 0.16, max(1, round(s * 0.025)))
    _rrect(surf, (*tint(rgb, 0.6), 255), r.inflate(-round(s * 0.1), -round(s * 0.1)), s * 0.12,
           max(1, round(s * 0.015)))
    return _down(surf, size, size)


def reach_glow(size: int, rgb: Sequence[int] | None = None) -> pygame.Surface:
    """A square a piece can reach: a glowing rounded frame over a light wash, ``size`` x
    ``size`` (golden unless ``rgb`` is given, e.g. another colour for the start squares)."""
    return _reach_glow(max(8, int(size)), _rgb(rgb) if rgb is not None else pal.HIGHLIGHT)


@kept
def _seen_badge(size: int) -> pygame.Surface:
    s = size * SS
    surf = _new(s, s, pal.OUTLINE)
    ow = max(SS, s * 0.05)
    c = s / 2
    R = s / 2 - ow * 1.2
    _oell(surf, CARD_WHITE, pal.OUTLINE, c, c, R, R, ow)
    # an eye: almond, iris, pupil, shine
    w, h = R * 0.78, R * 0.46
    top = _bezier((c - w, c), (c - w * 0.4, c - h * 1.3), (c + w * 0.4, c - h * 1.3), (c + w, c), 16)
    bot = _bezier((c + w, c), (c + w * 0.4, c + h * 1.3), (c - w * 0.4, c + h * 1.3), (c - w, c), 16)
    _poly(surf, (255, 255, 255), pal.OUTLINE, top + bot[1:], ow * 0.8)
    iris = pal.PLAYER_COLOURS["sky"]
    _ell(surf, iris, c, c, h * 0.82, h * 0.82)
    _ell(surf, pal.EYE, c, c, h * 0.42, h * 0.42)
    _circ(surf, (255, 255, 255), c - h * 0.25, c - h * 0.28, h * 0.18)
    return _down(surf, size, size)


def seen_badge(size: int) -> pygame.Surface:
    """A round white badge with an eye, ``size`` x ``size``: "you have seen this"."""
    return _seen_badge(max(8, int(size)))


@kept
def _tip_arrow(side: str, size: int) -> pygame.Surface:
    s = size * SS
    surf = _new(s, s, pal.OUTLINE)
    ow = max(SS, s * 0.04)
    c = s / 2
    _alpha_ell(surf, (*pal.SHADOW, 60), c + s * 0.02, c + s * 0.03, s * 0.42, s * 0.42)
    _oell(surf, CARD_WHITE, pal.OUTLINE, c, c, s * 0.42, s * 0.42, ow)
    _poly(surf, pal.ACCENT, ink(pal.ACCENT), _arrow(c, c, s * 0.56, s * 0.5, side), ow)
    return _down(surf, size, size)


def tip_arrow(side: str, size: int) -> pygame.Surface:
    """A round button with a terracotta arrow pointing to ``side``: tip the chair that
    way. ``size`` x ``size``."""
    _check_side(side)
    return _tip_arrow(side, max(8, int(size)))


# ---------------------------------------------------------------------------
# the colour cards
# ---------------------------------------------------------------------------

@kept
def _colour_card(colour: str, w: int, h: int) -> pygame.Surface:
    base = pal.MOUSE_COLOURS[colour]
    line = mix(base, pal.OUTLINE, 0.55)
    surf, inner, radius, ow = _blank_card(w, h, line, line)
    _draw_card_picture(surf, inner, colour, radius * 0.55)
    _rrect(surf, mix(base, CARD_WHITE, 0.35), inner, radius * 0.55, max(1, round(ow * 0.6)))
    r = surf.get_width() * 0.13
    shape = MOUSE_SHAPES[colour]
    for x, y in ((inner.left + r, inner.top + r), (inner.right - r, inner.bottom - r)):
        _draw_medallion(surf, shape, x, y, r, base, mix(base, pal.OUTLINE, 0.5), max(SS, r * 0.12))
    # a small key in the upper right: the card is secret
    kx, ky, kr = inner.right - r, inner.top + r, r * 0.75
    _oell(surf, CARD_WHITE, line, kx, ky, kr, kr, ow)
    _draw_eye_mark(surf, kx, ky, kr * 0.8, ow)
    return _down(surf, w, h)


def _draw_eye_mark(surf, cx: float, cy: float, R: float, ow: float) -> None:
    w, h = R * 0.9, R * 0.5
    top = _bezier((cx - w, cy), (cx - w * 0.4, cy - h * 1.3), (cx + w * 0.4, cy - h * 1.3), (cx + w, cy), 12)
    bot = _bezier((cx + w, cy), (cx + w * 0.4, cy + h * 1.3), (cx - w * 0.4, cy + h * 1.3), (cx - w, cy), 12)
    _poly(surf, (255, 255, 255), pal.OUTLINE, top + bot[1:], ow * 0.7)
    _ell(surf, pal.EYE, cx, cy, h * 0.6, h * 0.6)
    _circ(surf, (255, 255, 255), cx - h * 0.2, cy - h * 0.2, h * 0.16)


def colour_card(colour: str, w: int, h: int) -> pygame.Surface:
    """The secret colour card of ``colour`` (one of :data:`MOUSE_COLOURS`), ``w`` x ``h``
    (about 5 : 7): the mouse card's pattern and mouse in that colour, its symbol big in
    two corners, an eye in the third (only its owner sees it)."""
    _check_colour(colour)
    return _colour_card(colour, max(16, int(w)), max(16, int(h)))


@kept
def _colour_card_back(w: int, h: int) -> pygame.Surface:
    line = pal.OUTLINE
    surf, inner, radius, ow = _blank_card(w, h, line, mix(_RUG, line, 0.5))
    W, H = surf.get_size()
    field = _new(inner.w, inner.h, _RUG)
    cell = inner.w / 4
    for j in range(math.ceil(inner.h / cell) + 1):
        for i in range(5):
            col = _RUG if (i + j) % 2 == 0 else tint(_RUG, 0.2)
            field.fill((*col, 255), (round(i * cell), round(j * cell), math.ceil(cell), math.ceil(cell)))
    field.blit(_vgradient(inner.w, inner.h, (255, 255, 255, 40), (60, 30, 10, 50)), (0, 0))
    surf.blit(_round_off(field, radius * 0.55), inner.topleft)
    _rrect(surf, _RUG_LIGHT, inner, radius * 0.55, max(1, round(ow * 1.2)))
    cx, cy, r = W / 2, H / 2, W * 0.3
    _alpha_ell(surf, (60, 30, 10, 60), cx + r * 0.06, cy + r * 0.1, r * 1.02, r * 1.02)
    _oell(surf, CARD_WHITE, line, cx, cy, r, r, ow)
    # a cheese cover on the medallion, with a question mark
    _draw_cloche(surf, cx, cy, r * 0.78, ow)
    qr = r * 0.3
    _oell(surf, CARD_WHITE, line, cx, cy, qr, qr, ow * 0.8)
    _glyph(surf, "?", cx, cy + qr * 0.05, qr * 1.4, pal.TEXT, None, weight=0.2)
    return _down(surf, w, h)


def colour_card_back(w: int, h: int) -> pygame.Surface:
    """The back of a colour card, ``w`` x ``h``: a red checked field and a cheese cover
    with a question mark (every card's back is alike)."""
    return _colour_card_back(max(16, int(w)), max(16, int(h)))


__all__ = [
    "CAT_COATS", "DEFAULT_HOLES", "HIDEOUT_PATTERNS", "MOUSE_BODY", "MOUSE_COLOURS", "MOUSE_SHAPES", "MOUSE_SIZES",
    "SIDES",
    "cat", "chair", "chaos_mouse", "colour_card", "colour_card_back", "cover_back", "cover_known", "cover_open",
    "hideout", "kitchen_floor", "kitchen_room", "kitchen_table", "mouse_hole", "reach_glow",
    "seen_badge", "table_rug", "tip_arrow", "wall_width",
]
