"""The little ladder between two places of the Gouda! Gouda! shelf (a link), shared by
the table's backdrop (:mod:`.board`) and the title card (:mod:`.card`). Nothing here
loads the game: the title card is drawn before the game's config and level are read,
and a broken one must only close the card (issue 17)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from ....view import palette
from .look import LADDER, LADDER_LIGHT


def draw_ladder(surf: pygame.Surface, low: pygame.Rect, high: pygame.Rect, px: Any) -> None:
    """A little ladder from the top of ``low`` up to the bottom of ``high``, with an
    arrow head pointing up at its top (a link: green goes up it, red down)."""
    a = (low.centerx, low.top + low.h * 0.25)
    b = (high.centerx, high.bottom - high.h * 0.12)
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    if length < 4:
        return
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    half = max(3, px(7))
    rail = max(2, px(4))
    for side in (-1, 1):
        p0 = (a[0] + nx * half * side, a[1] + ny * half * side)
        p1 = (b[0] + nx * half * side, b[1] + ny * half * side)
        pygame.draw.line(surf, LADDER, p0, p1, rail + 2)
        pygame.draw.line(surf, LADDER_LIGHT, p0, p1, max(1, rail - 1))
    step = max(6, px(14))
    k = step
    while k < length - step / 2:
        cx, cy = a[0] + ux * k, a[1] + uy * k
        p0 = (cx - nx * half, cy - ny * half)
        p1 = (cx + nx * half, cy + ny * half)
        pygame.draw.line(surf, LADDER, p0, p1, max(2, px(3)))
        k += step
    # an arrow head half way up: the way up
    mx, my = a[0] + dx * 0.5, a[1] + dy * 0.5
    s = max(5, px(11))
    tip = (mx + ux * s, my + uy * s)
    left = (mx - ux * s * 0.4 + nx * s, my - uy * s * 0.4 + ny * s)
    right = (mx - ux * s * 0.4 - nx * s, my - uy * s * 0.4 - ny * s)
    pygame.draw.polygon(surf, palette.HIGHLIGHT, [tip, left, right])
    pygame.draw.polygon(surf, LADDER, [tip, left, right], max(1, px(2)))

