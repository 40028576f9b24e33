"""Shared drawing helpers: supersampled canvases, soft-edged shapes, strokes,
masks, gradients, blur and shadows (all coordinates are floats in canvas pixels).

Small pictures are drawn ``SS`` times larger than asked and smooth-scaled
down (:func:`_down`), which gives soft anti-aliased edges with plain
``pygame.draw`` calls.  The transparent background of the big canvas is filled
with the outline colour at alpha 0 (:func:`_new`) so that the down-scaling does
not leave dark fringes.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

import pygame

from game.view import palette as pal

from ._colour import _clamp, shade

Point = tuple[float, float]

#: Supersampling factor for small pictures (cards, cubes, tokens...).
SS = 3
#: Supersampling factor for big pictures (panels, buttons, title art).
SS_BIG = 2

_WHITE_OPAQUE = (255, 255, 255, 255)


# ---------------------------------------------------------------------------
# canvases
# ---------------------------------------------------------------------------

def _new(w: float, h: float, bg: Sequence[int]) -> pygame.Surface:
    """A transparent SRCALPHA canvas whose invisible pixels carry colour ``bg``."""
    surf = pygame.Surface((max(1, int(w)), max(1, int(h))), pygame.SRCALPHA)
    surf.fill((bg[0], bg[1], bg[2], 0))
    return surf


def _down(surf: pygame.Surface, w: int, h: int) -> pygame.Surface:
    """Smooth-scale a supersampled canvas to its final size."""
    return pygame.transform.smoothscale(surf, (max(1, int(w)), max(1, int(h))))


def _frange(a: float, b: float, step: float) -> Iterable[float]:
    """Like ``range`` for floats: a, a + step, ... while below b."""
    x = a
    while x < b:
        yield x
        x += step


# ---------------------------------------------------------------------------
# ellipses and circles
# ---------------------------------------------------------------------------

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


def _sell(surf, fill, line, cx, cy, rx, ry, ow, depth: float) -> None:
    """Outlined ellipse with gentle shading (darker towards the lower right)."""
    _ell(surf, line, cx, cy, rx + ow, ry + ow)
    _ell(surf, shade(fill, depth), cx, cy, rx, ry)
    _ell(surf, fill, cx - rx * 0.07, cy - ry * 0.09, rx * 0.91, ry * 0.89)


def _alpha_ell(surf, rgba, cx, cy, rx, ry) -> None:
    """Blend a translucent ellipse onto ``surf`` (pygame.draw would overwrite alpha)."""
    r = _rect(cx, cy, rx, ry)
    tmp = _new(r.w, r.h, rgba[:3])
    pygame.draw.ellipse(tmp, rgba, tmp.get_rect())
    surf.blit(tmp, r.topleft)


# ---------------------------------------------------------------------------
# polygons, lines and rounded rectangles
# ---------------------------------------------------------------------------

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
    """A polyline of width ``ow`` with round joins."""
    ipts = [(round(x), round(y)) for x, y in pts]
    pygame.draw.lines(surf, line, closed, ipts, max(1, round(ow)))
    for x, y in ipts:
        _circ(surf, line, x, y, ow / 2)


def _rrect(surf, colour, rect: pygame.Rect, radius: float, width: int = 0) -> None:
    pygame.draw.rect(surf, colour, rect, width, border_radius=max(0, int(radius)))


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


# ---------------------------------------------------------------------------
# masks
# ---------------------------------------------------------------------------

def _mask_with(surf: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """Keep ``surf`` only where ``mask`` (white, shaped by its alpha) is opaque."""
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


def _shape_mask(size: tuple[int, int], draw: Callable[[pygame.Surface], object]) -> pygame.Surface:
    """A white mask surface: ``draw(mask)`` must paint the kept area in white."""
    mask = _new(*size, (255, 255, 255))
    draw(mask)
    return mask


def _round_off(surf: pygame.Surface, radius: float) -> pygame.Surface:
    """Cut the corners of ``surf`` off with the given corner radius."""
    return _mask_with(surf, _shape_mask(surf.get_size(),
                                        lambda m: _rrect(m, _WHITE_OPAQUE, m.get_rect(), radius)))


# ---------------------------------------------------------------------------
# gradients, blur and shadows
# ---------------------------------------------------------------------------

def _vgradient(w: int, h: int, top: Sequence[int], bottom: Sequence[int]) -> pygame.Surface:
    """A vertical RGBA gradient (each colour may carry an alpha)."""
    top4 = tuple(top) + ((255,) if len(top) == 3 else ())
    bot4 = tuple(bottom) + ((255,) if len(bottom) == 3 else ())
    w, h = max(1, int(w)), max(1, int(h))
    return pygame.transform.scale(_gradient_column(h, top4, bot4), (w, h))


def _gradient_column(h: int, top4: tuple[int, ...], bot4: tuple[int, ...]) -> pygame.Surface:
    """The 2-pixel-wide column of :func:`_vgradient`, ``h`` high (never drawn on)."""
    n = min(h, 96)
    col = _gradient_steps(n, top4, bot4)
    if n != h:
        col = pygame.transform.smoothscale(col, (2, h))
    return col


@lru_cache(maxsize=256)
def _gradient_steps(n: int, top4: tuple[int, ...], bot4: tuple[int, ...]) -> pygame.Surface:
    """``n`` rows from ``top4`` to ``bot4``, 2 pixels wide (cached: the pictures of one
    kind share their gradients; never drawn on, only scaled). The rows are computed as
    bytes and handed to pygame whole, not set pixel by pixel."""
    last = max(1, n - 1)
    rows = bytearray(8 * n)
    for channel, (a, b) in enumerate(zip(_bytes4(top4), _bytes4(bot4))):
        values = bytes(round(a + (b - a) * y / last) for y in range(n))
        rows[channel::8] = values           # the left pixel of each row
        rows[channel + 4::8] = values       # the right one
    return pygame.image.frombytes(bytes(rows), (2, n), "RGBA")


def _bytes4(colour: tuple[int, ...]) -> tuple[int, ...]:
    """An RGBA colour with every channel in 0..255 (so that mixes stay bytes)."""
    return tuple(_clamp(v) for v in colour[:4])


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


def _with_shadow(fig: pygame.Surface, offset: tuple[int, int], alpha: int, blur: int) -> pygame.Surface:
    """Compose ``fig`` on top of its own soft drop shadow (same size canvas):
    a dark silhouette of ``fig`` at opacity ``alpha``, blurred by ``blur``."""
    shadow = pygame.transform.solid_overlay(fig, (pal.SHADOW[0], pal.SHADOW[1], pal.SHADOW[2], 255),
                                            keep_alpha=True)
    shadow.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    if blur > 0:
        shadow = _blur(shadow, blur)
    out = _new(*fig.get_size(), pal.SHADOW)
    out.blit(shadow, offset)
    out.blit(fig, (0, 0))
    return out
