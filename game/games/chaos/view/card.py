"""The title card's picture of Chaos de souris et de fromage: a corner of the kitchen
floor with a hideout, a cheese cover lifted on its number, mice of hidden and known
colours running about, a cat on a chair and a secret colour card."""

from __future__ import annotations

import pygame

from ....view import palette
from . import art as chaos_art


def card_picture(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    cell = max(12, int(min(w / 5.3, h / 2.9)))
    x0 = (w - 5 * cell) // 2
    y0 = h - 2 * cell - max(1, cell // 12)

    def at(x: float, y: float) -> tuple[int, int]:
        return x0 + round(x * cell), y0 + round(y * cell)
    # a strip of kitchen floor (3 x 2 squares) with a hideout at its left end
    floor = chaos_art.kitchen_floor(cell, 2)
    surf.blit(floor, at(2, 0))
    surf.blit(floor, at(3, 0))
    surf.blit(chaos_art.hideout(cell, 0, palette.PLAYER_COLOURS["purple"], "zigzag", "heart"), at(0, 0))
    surf.blit(chaos_art.chaos_mouse("large", "red", cell, facing="right"), at(0.05, 0.0))
    surf.blit(chaos_art.chair(cell, "up"), at(4, 0))
    small_cat = chaos_art.cat(0, int(cell * 0.82))
    surf.blit(small_cat, small_cat.get_rect(center=(at(4.5, 0.5))))
    surf.blit(chaos_art.cover_back(cell), at(2, 1))
    surf.blit(chaos_art.chaos_mouse("small", None, cell, facing="left"), at(3, 1))
    surf.blit(chaos_art.chaos_mouse("small", "blue", cell, remembered=True, facing="up"), at(4, 1))
    lifted = chaos_art.cover_open(3, int(cell * 1.1))
    surf.blit(lifted, lifted.get_rect(center=at(2.55, 0.05)))
    card = chaos_art.colour_card("blue", int(cell * 0.62), int(cell * 0.88))
    surf.blit(card, card.get_rect(bottomleft=at(1.25, 1.95)))
    return surf
