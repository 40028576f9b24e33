"""The Chaos de souris et de fromage kitchen as the table paints it: the room from the
level (:func:`.layout.kitchen`, the config's: its floor, wall and mouse holes), the red
rug round the table, the table with its cheese, and the four corner hideouts, each in its
seat's colour and symbol on a zigzag carpet (a free hideout, 3 players, plain), plus the
cream panels of the side column. All of it is painted once per layout into the table's
backdrop (:func:`paint_backdrop`); the pieces are drawn over it by the painter, from the
viewer's observation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ....view import art
from .. import GAME
from . import art as chaos_art
from . import layout
from .layout import TableLayout, kitchen
from .sprites import player_shape

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene

#: The cream of the side column's panels.
TRAY = (250, 238, 212)


KITCHEN_CORNER = layout.KITCHEN_CORNER
#: The carpet of every seat's hideout: a pattern no mouse colour's card has (the cards'
#: dots, stripes, waves and checks belong to the mice), so that a hideout is told by its
#: seat's colour and symbol, never taken for a mouse colour (issue 16).
SEAT_CARPET = "zigzag"


def holes() -> list[tuple[int, int, str]]:
    return [(h.square[0], h.square[1], h.side) for h in kitchen().holes]


def hideout_look(table: BaseGameScene, corner: int) -> tuple[tuple[int, int, int] | None, str | None,
                                                              str | None]:
    """(colour, pattern, symbol) of the hideout in ``corner``: its owner's; a free one
    has none."""
    owner = GAME.config().owners(len(table.session.seats))[corner]
    if owner < 0:
        return None, None, None
    seat = table.session.seats[owner]
    return table.seat_rgb(owner), SEAT_CARPET, player_shape(seat.colour)


def paint_backdrop(table: BaseGameScene, surf: pygame.Surface, geometry: TableLayout) -> None:
    px = table.px
    surf.blit(art.table_background(*surf.get_size()), (0, 0))
    board = geometry.board
    shadow = art.ground_shadow(int(board.w * 1.08), int(board.h * 1.08))
    surf.blit(shadow, shadow.get_rect(center=(board.centerx + px(6), board.centery + px(10))))
    cell = geometry.cell
    surf.blit(chaos_art.kitchen_room(cell, holes(), kitchen().size), board.topleft)
    tx = min(x for x, _ in kitchen().table)
    ty = min(y for _, y in kitchen().table)
    surf.blit(chaos_art.table_rug(cell), layout.square_rect(geometry, (tx - 1, ty - 1)).topleft)
    surf.blit(chaos_art.kitchen_table(cell), layout.square_rect(geometry, (tx, ty)).topleft)
    for corner in range(len(kitchen().hideouts)):
        rgb, pattern, shape = hideout_look(table, corner)
        rect = layout.hideout_rect(geometry, corner)
        surf.blit(chaos_art.hideout(cell, corner, rgb, pattern, shape), rect.topleft)
    if table.lesson is not None:        # a guided game's panel lies over some of them:
        return                          # they are drawn with what they hold (panels)
    for seat in geometry.seats:
        rect = seat.rect
        surf.blit(art.panel(rect.w, rect.h, px(14), TRAY), rect.topleft)
    hand = geometry.hand
    surf.blit(art.panel(hand.w, hand.h, px(16), TRAY), hand.topleft)


def draw_tray(table: BaseGameScene, surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """A seat's or the hand's tray, drawn each frame in a guided game (not in the
    backdrop, since the steps' panel may lie over it: then it is not drawn)."""
    if table.lesson is not None:
        surface.blit(table.redrawn(("tray", rect.size), radius,
                                   lambda: art.panel(rect.w, rect.h, radius, TRAY)), rect)


def on_table(sq: tuple[int, int]) -> bool:
    return sq in kitchen().table

