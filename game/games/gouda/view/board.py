"""The Gouda! Gouda! shelf and what lies around it: the kitchen table's background, the
cupboard (:func:`~game.games.gouda.view.art.shelf_backdrop`) with a kitchen thing standing for each
place at the level's rectangle, the links between places drawn as little ladders with
an arrow up, the seats' panels and the dice tray's felt. All of it is painted once per
layout into the table's backdrop (:func:`paint_backdrop`); what changes (counts,
badges, dice) is drawn over it by the scene."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ....view import art
from .. import GAME
from . import art as gouda_art
from .ladder import draw_ladder
from .layout import TableLayout
from .look import FELT, TRAY

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene


def paint_backdrop(table: BaseGameScene, surf: pygame.Surface, geometry: TableLayout) -> None:
    px = table.px
    surf.blit(art.table_background(*surf.get_size()), (0, 0))
    shelf = geometry.shelf.rect
    shadow = art.ground_shadow(int(shelf.w * 1.1), int(shelf.h * 1.1))
    surf.blit(shadow, shadow.get_rect(center=(shelf.centerx + px(6), shelf.centery + px(10))))
    surf.blit(gouda_art.shelf_backdrop(shelf.w, shelf.h), shelf.topleft)
    config = GAME.config()
    names = config.names
    for p, name in enumerate(names):
        for up in config.up[p]:
            draw_ladder(surf, geometry.shelf.things[name], geometry.shelf.things[names[up]], px)
    for name in names:
        thing = geometry.shelf.things[name]
        surf.blit(gouda_art.kitchen_thing(name, thing.w, thing.h), thing.topleft)
    for seat_panel in geometry.seats:
        rect = seat_panel.rect
        surf.blit(art.panel(rect.w, rect.h, px(14), TRAY), rect.topleft)
    tray = geometry.tray.rect
    surf.blit(art.panel(tray.w, tray.h, px(16), TRAY), tray.topleft)
    felt = pygame.Rect(tray.left + px(8), geometry.tray.caption.bottom + px(2),
                       tray.w - px(16), geometry.tray.die_size + px(10))
    pygame.draw.rect(surf, FELT, felt, border_radius=px(10))
    pygame.draw.rect(surf, art.shade(FELT, 0.3), felt, max(1, px(2)), border_radius=px(10))


def place_at(geometry: TableLayout, pos: tuple[int, int]) -> str | None:
    """The place under ``pos`` (its rectangle, a little larger), if any."""
    for name in GAME.config().names:
        if geometry.shelf.places[name].inflate(8, 8).collidepoint(pos):
            return name
    return None


def distance(name: str) -> int:
    distance: dict[str, int] = GAME.config().shelf.distance
    return distance.get(name, 0)
