"""Cheese: holed cheese faces, wedges and wheels, and the board's cheese pieces
(:func:`cheese_piece`)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.view import palette as pal
from game.view.pictures import kept

from ._colour import RGB, mix, shade, tint
from ._draw import (
    SS,
    Point,
    _alpha_ell,
    _down,
    _ell,
    _mask_with,
    _new,
    _outline,
    _rect,
    _shape_mask,
    _vgradient,
)

#: Size classes for :func:`cheese_piece` and their fraction of a board cell.
CHEESE_SIZES: dict[str, float] = {"small": 0.5, "medium": 0.7, "large": 0.95}

#: The outline colour of everything made of cheese.
CHEESE_LINE: RGB = mix(pal.CHEESE_DARK, pal.OUTLINE, 0.65)


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
                gradient: tuple[tuple, tuple] | None) -> tuple[pygame.Surface, tuple[int, int]]:
    """A polygon face filled with ``colour`` (shaded by the vertical ``gradient``
    if given), with holes clipped to its edges.

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
                gradient: tuple[tuple, tuple]) -> pygame.Surface:
    """Like :func:`_face_patch` but on a transparent canvas of ``size``."""
    layer = _new(*size, colour)
    patch, pos = _face_patch(pts, colour, holes, gradient)
    layer.blit(patch, pos)
    return layer


def _wedge_shape(x: float, y: float, w: float, h: float):
    """Polygons of a cheese wedge in the box (x, y, w, h).

    Returns (top, front, rind, on_front, thickness) where ``on_front`` maps
    (u, v) on the front face to canvas coordinates.
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


def _draw_wedge(surf, x, y, w, h, ow, holes: int) -> None:
    """A cheese wedge (tip left, rind right) with up to six ``holes`` on its
    front, drawn into the box (x, y, w, h)."""
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
        _outline(surf, CHEESE_LINE, poly, ow)


def _draw_wheel(target, cx, cy, r, ow) -> None:
    """A round cheese wheel with a slice cut out, seen slightly from above."""
    line = CHEESE_LINE
    tw, th = target.get_size()
    surf = _new(tw, th, line)  # own layer: the cut erases pixels
    ry = r * 0.55
    d = r * 0.42
    # side band (the rind)
    def band_shape(m: pygame.Surface, colour=(255, 255, 255, 255)) -> None:
        _ell(m, colour, cx, cy + d, r, ry)
        pygame.draw.rect(m, colour, _rect(cx, cy + d / 2, r, d / 2))

    band = _new(*surf.get_size(), line)
    band_shape(band, pal.CHEESE_RIND)
    band.blit(_vgradient(surf.get_width(), int(d + ry) + 2, (255, 255, 255, 0), (80, 40, 0, 60)), (0, int(cy)))
    _mask_with(band, _shape_mask(surf.get_size(), band_shape))
    # silhouette outline
    _ell(surf, line, cx, cy + d, r + ow, ry + ow)
    pygame.draw.rect(surf, line, _rect(cx, cy + d / 2, r + ow, d / 2))
    _ell(surf, line, cx, cy, r + ow, ry + ow)
    surf.blit(band, (0, 0))
    _ell(surf, pal.CHEESE_LIGHT, cx, cy, r, ry)
    _alpha_ell(surf, (255, 255, 255, 70), cx - r * 0.3, cy - ry * 0.35, r * 0.4, ry * 0.25)
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


@kept
def _cheese_piece(size_class: str, cell: int) -> pygame.Surface:
    frac = CHEESE_SIZES[size_class]
    px = max(6, round(cell * frac))
    s = px * SS
    surf = _new(s, s, CHEESE_LINE)
    ow = max(SS, s * (0.035 if size_class == "small" else 0.028))
    m = ow * 1.5
    _alpha_ell(surf, (*pal.SHADOW, 70), s * 0.5, s * 0.86, s * 0.44, s * 0.09)
    if size_class == "large":
        _draw_wheel(surf, s * 0.5, s * 0.4, s * 0.46, ow)
    else:
        _draw_wedge(surf, m, s * 0.12, s - 2 * m, s * 0.8, ow, holes=2 if size_class == "small" else 4)
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

