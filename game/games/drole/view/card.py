"""The title card's picture of Drôle de fromage: a corner of the board, a mouse pushing
a line of cheese towards an edge in a player's colour."""

from __future__ import annotations

import pygame

from ....view import art, palette
from .look import DARK_SQ, FRAME, LIGHT_SQ


def card_picture(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    colours = list(palette.PLAYER_COLOURS.values())
    cols, rows = 5, 2
    cell = int(min(w * 0.9 / cols, h * 0.8 / rows))
    bw, bh = cell * cols, cell * rows
    left, top = int((w - bw) / 2), int(h * 0.96 - bh)
    frame = pygame.Rect(left - cell // 8, top - cell // 8, bw + cell // 4, bh + cell // 4)
    pygame.draw.rect(surf, FRAME, frame, border_radius=max(3, cell // 6))
    for r in range(rows):
        for c in range(cols):
            colour = LIGHT_SQ if (r + c) % 2 == 0 else DARK_SQ
            pygame.draw.rect(surf, colour, (left + c * cell, top + r * cell, cell, cell))
    line = pygame.Rect(frame.right - cell // 8, frame.top, max(2, cell // 10), frame.h)
    pygame.draw.rect(surf, colours[1], line, border_radius=line.w // 2)
    for c, size in ((2, "medium"), (3, "large"), (4, "small")):
        piece = art.cheese_piece(size, int(cell * 1.15))
        surf.blit(piece, piece.get_rect(center=(left + c * cell + cell // 2, top + cell // 2)))
    surf.blit(art.mouse_token(colours[0], cell, "circle", "right"), (left + cell, top))
    piece = art.cheese_piece("medium", int(cell * 1.1))
    surf.blit(piece, piece.get_rect(center=(left + 3 * cell + cell // 2, top + cell + cell // 2)))
    surf.blit(art.mouse_token(colours[2], cell, "square", "up"), (left, top + cell))
    return surf
