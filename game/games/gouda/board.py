"""The Gouda! Gouda! shelf and what lies around it: the kitchen table's background, the
cupboard (:func:`~game.view.art.shelf_backdrop`) with a kitchen thing standing for each
place at the level's rectangle, the links between places drawn as little ladders with
an arrow up, the seats' panels and the dice tray's felt. All of it is painted once per
layout into the table's backdrop (:func:`paint_backdrop`); what changes (counts,
badges, dice) is drawn over it by the scene."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from ...view import art, palette
from .conf import NAMES, SHELF, UP
from .look import FELT, LADDER, LADDER_LIGHT, TRAY

if TYPE_CHECKING:
    from ...scenes.gamescene import BaseGameScene


def paint_backdrop(table: BaseGameScene, surf: pygame.Surface, L: dict[str, Any]) -> None:
    px = table.px
    surf.blit(art.table_background(*surf.get_size()), (0, 0))
    shelf = L["shelf"]
    shadow = art.ground_shadow(int(shelf.w * 1.1), int(shelf.h * 1.1))
    surf.blit(shadow, shadow.get_rect(center=(shelf.centerx + px(6), shelf.centery + px(10))))
    surf.blit(art.shelf_backdrop(shelf.w, shelf.h), shelf.topleft)
    for name in NAMES:
        for up in UP[NAMES.index(name)]:
            draw_ladder(surf, L["things"][name], L["things"][NAMES[up]], px)
    for name in NAMES:
        thing = L["things"][name]
        surf.blit(art.kitchen_thing(name, thing.w, thing.h), thing.topleft)
    for P in L["seats"]:
        rect = P["rect"]
        surf.blit(art.panel(rect.w, rect.h, px(14), TRAY), rect.topleft)
    tray = L["tray"]
    surf.blit(art.panel(tray.w, tray.h, px(16), TRAY), tray.topleft)
    felt = pygame.Rect(tray.left + px(8), L["caption"].bottom + px(2),
                       tray.w - px(16), L["die_size"] + px(10))
    pygame.draw.rect(surf, FELT, felt, border_radius=px(10))
    pygame.draw.rect(surf, art.shade(FELT, 0.3), felt, max(1, px(2)), border_radius=px(10))


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


def place_at(L: dict[str, Any], pos: tuple[int, int]) -> str | None:
    """The place under ``pos`` (its rectangle, a little larger), if any."""
    for name in NAMES:
        if L["places"][name].inflate(8, 8).collidepoint(pos):
            return name
    return None


def distance(name: str) -> int:
    return SHELF.distance.get(name, 0)
