"""The marks of the last move on a table: where a piece came from (a hollow ring) and
where it went (an arrow to it), in the mover's colour, so that the next person sees
what the previous player did (the table keeps them until the next turn's first move).

Each game turns its marks (from the move's public events) into points on its board and
draws them with :func:`arrow` and :func:`ring`; a move that stays in place gets a ring.
They are drawn half see-through, so the pieces under them stay visible.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from . import art, palette

RGB = tuple[int, int, int]
Point = tuple[float, float]
#: How see-through the marks are (0-255).
ALPHA = 190


def _layer(surface: pygame.Surface, box: pygame.Rect,
           paint: Callable[[pygame.Surface, int, int], None]) -> None:
    """``paint`` on a see-through layer over ``box`` (offset given), blended onto ``surface``."""
    box = box.clip(surface.get_rect())
    if box.w <= 0 or box.h <= 0:
        return
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    paint(layer, -box.left, -box.top)
    layer.set_alpha(ALPHA)
    surface.blit(layer, box)


def ring(surface: pygame.Surface, centre: Point, radius: float, rgb: RGB, width: int) -> None:
    """A hollow ring (with a dark edge, readable on any floor) round ``centre``."""
    r = max(4, round(radius))
    w = max(2, width)
    box = pygame.Rect(0, 0, 2 * r + 2 * w + 4, 2 * r + 2 * w + 4)
    box.center = (round(centre[0]), round(centre[1]))

    def paint(layer: pygame.Surface, dx: int, dy: int) -> None:
        c = (round(centre[0]) + dx, round(centre[1]) + dy)
        pygame.draw.circle(layer, art.shade(rgb, 0.55), c, r + w // 2 + 1, w + 2)
        pygame.draw.circle(layer, rgb, c, r + w // 2, w)
    _layer(surface, box, paint)


def arrow(surface: pygame.Surface, start: Point, end: Point, rgb: RGB, width: int, *,
          start_ring: float = 0.0, stop_short: float = 0.0) -> None:
    """An arrow from ``start`` to ``end`` (its head ``stop_short`` pixels before it),
    with a ring of radius ``start_ring`` where it starts (0: none)."""
    x0, y0 = start
    x1, y1 = end
    length = math.hypot(x1 - x0, y1 - y0)
    w = max(3, width)
    if length < 1:
        ring(surface, end, max(start_ring, stop_short, 6 * w), rgb, w)
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    begin = (x0 + ux * start_ring, y0 + uy * start_ring) if start_ring else (x0, y0)
    short = min(stop_short, max(0.0, length - start_ring - 3 * w))
    tip = (x1 - ux * short, y1 - uy * short)
    head = 3.2 * w
    base = (tip[0] - ux * head, tip[1] - uy * head)
    px_, py_ = -uy, ux
    points = [tip, (base[0] + px_ * head * 0.75, base[1] + py_ * head * 0.75),
              (base[0] - px_ * head * 0.75, base[1] - py_ * head * 0.75)]
    xs = [x0, x1, *(p[0] for p in points)]
    ys = [y0, y1, *(p[1] for p in points)]
    pad = round(start_ring + 3 * w + 4)
    box = pygame.Rect(round(min(xs)) - pad, round(min(ys)) - pad,
                      round(max(xs) - min(xs)) + 2 * pad, round(max(ys) - min(ys)) + 2 * pad)
    edge = art.shade(rgb, 0.55)

    def paint(layer: pygame.Surface, dx: int, dy: int) -> None:
        def at(p: Point) -> tuple[int, int]:
            return round(p[0]) + dx, round(p[1]) + dy
        shaft_end = at(((base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2))
        pygame.draw.line(layer, edge, at(begin), shaft_end, w + 4)
        pygame.draw.polygon(layer, edge, [at(p) for p in points], 0)
        pygame.draw.polygon(layer, edge, [at(p) for p in points], 4)
        pygame.draw.line(layer, rgb, at(begin), shaft_end, w)
        pygame.draw.polygon(layer, rgb, [at(p) for p in points], 0)
        if start_ring:
            c = at((x0, y0))
            r = round(start_ring)
            pygame.draw.circle(layer, edge, c, r + w // 2 + 1, w + 2)
            pygame.draw.circle(layer, rgb, c, r + w // 2, w)
    _layer(surface, box, paint)


def ink(rgb: RGB) -> RGB:
    """A seat's colour made strong enough for a mark on a light board."""
    return art.mix(rgb, palette.OUTLINE, 0.12)
