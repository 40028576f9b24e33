"""The title card's picture of Chaos de souris et de fromage: a corner of the kitchen
floor with a hideout, a cheese cover lifted on its number, mice of hidden and known
colours running about, a cat on a chair and a secret colour card."""

from __future__ import annotations

import pygame

from ...view import palette
from ...view.art import chaos as chaos_art


def card_picture(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    cell = max(12, int(min(h / 2.3, w / 5.2)))
    cx = w // 2
    x0 = cx - int(cell * 2.5)
    y0 = h - int(cell * 2.1)
    # a strip of kitchen floor with a hideout at its left end
    floor = chaos_art.kitchen_floor(cell, 2)
    for k in range(2, 5):
        surf.blit(floor, (x0 + k * cell - cell // 2, y0))
    surf.blit(chaos_art.hideout(cell, 0, palette.PLAYER_COLOURS["orange"], "dots", "circle"),
              (x0 - cell // 2, y0))
    chair = chaos_art.chair(cell, "up")
    surf.blit(chair, (x0 + int(cell * 3.5), y0))
    surf.blit(chaos_art.cat(0, cell), (x0 + int(cell * 3.5), y0))
    surf.blit(chaos_art.chaos_mouse("large", "red", cell, facing="right"), (x0, y0 + cell // 2))
    surf.blit(chaos_art.chaos_mouse("small", None, cell, facing="left"), (x0 + int(cell * 2.5), y0 + cell))
    surf.blit(chaos_art.cover_back(cell), (x0 + int(cell * 1.5), y0 + cell))
    lifted = chaos_art.cover_open(3, int(cell * 1.25))
    surf.blit(lifted, lifted.get_rect(midbottom=(x0 + int(cell * 2.1), y0 + int(cell * 0.4))))
    card = chaos_art.colour_card("blue", int(cell * 0.9), int(cell * 1.3))
    surf.blit(card, card.get_rect(bottomright=(x0 + int(cell * 5.4), y0 + int(cell * 0.2))))
    return surf
