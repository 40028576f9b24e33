"""The title card's picture of Souris et cubes de fromage: three cheese cubes, two of
them showing a mouse through their window."""

from __future__ import annotations

import pygame

from ....view import art
from . import art as cubes_art


def card_picture(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    s = min(w, h)
    base = h * 0.94
    size = int(s * 0.62)
    shadow = int(s * 0.16)
    art.stand(surf, cubes_art.cheese_cube(size, "cheese", None, 8), w * 0.5 - s * 0.62, base - s * 0.06, shadow)
    art.stand(surf, cubes_art.cheese_cube(size, "window", "red", -6), w * 0.5 + s * 0.62, base - s * 0.03, shadow)
    art.stand(surf, cubes_art.cheese_cube(int(size * 1.2), "window", "blue", 3), w * 0.5, base, shadow)
    return surf
