"""The title card's picture of Gouda! Gouda!: a corner of the kitchen shelf, a jar
with mice climbing a little ladder up to the table and its cheese, and a green die
(an arrow up: go up one place)."""

from __future__ import annotations

import pygame

from ....view import art, palette
from . import art as gouda_art
from .ladder import draw_ladder


def card_picture(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    s = min(h, w / 2.2)

    def px(v: float) -> int:
        return max(1, round(v * s / 140))
    left = w / 2 - s * 1.05
    jar = pygame.Rect(round(left), round(h - s * 0.44), round(s * 0.44), round(s * 0.44))
    table = pygame.Rect(0, 0, round(s * 0.9), round(s * 0.48))
    table.topright = (round(w / 2 + s * 1.05), round(h * 0.02))
    draw_ladder(surf, jar, table, px)
    surf.blit(gouda_art.kitchen_thing("table", table.w, table.h), table)
    surf.blit(gouda_art.kitchen_thing("jar", jar.w, jar.h), jar)
    a = (jar.centerx, jar.top + jar.h * 0.25)
    b = (table.centerx, table.bottom - table.h * 0.12)
    size = round(s * 0.27)
    for k, colour in enumerate(("orange", "sky", "green")):
        t = 0.22 + k * 0.27
        face = art.mouse_face(palette.PLAYER_COLOURS[colour], size)
        surf.blit(face, face.get_rect(center=(round(a[0] + (b[0] - a[0]) * t),
                                             round(a[1] + (b[1] - a[1]) * t))))
    die = gouda_art.gouda_die("green", round(s * 0.42))
    surf.blit(die, die.get_rect(bottomright=(round(w / 2 + s * 1.05), h)))
    return surf
