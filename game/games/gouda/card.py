"""The title card's picture of Gouda! Gouda!: a corner of the kitchen shelf, a jar
with mice climbing a little ladder towards the table and its cheese, and a green die."""

from __future__ import annotations

import pygame

from ...view import art, palette
from .board import draw_ladder


def card_picture(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    s = min(w / 1.6, h)
    base = int(h * 0.97)
    jar = pygame.Rect(0, 0, int(s * 0.5), int(s * 0.5))
    jar.bottomleft = (int(w * 0.5 - s * 0.78), base)
    table = pygame.Rect(0, 0, int(s * 0.78), int(s * 0.5))
    table.midbottom = (int(w * 0.5 + s * 0.32), int(base - s * 0.4))
    draw_ladder(surf, jar, table, lambda v: max(1, round(v * s / 160)))
    surf.blit(art.kitchen_thing("table", table.w, table.h), table)
    surf.blit(art.kitchen_thing("jar", jar.w, jar.h), jar)
    colours = ("orange", "sky", "green")
    for k, colour in enumerate(colours):
        size = int(s * 0.2)
        face = art.mouse_face(palette.PLAYER_COLOURS[colour], size)
        t = 0.3 + k * 0.22
        x = jar.centerx + (table.centerx - jar.centerx) * t
        y = jar.top + (table.bottom - jar.top) * t
        surf.blit(face, face.get_rect(center=(round(x), round(y))))
    die = art.gouda_die("green", int(s * 0.26))
    surf.blit(die, die.get_rect(bottomright=(int(w * 0.5 + s * 0.78), base)))
    return surf
