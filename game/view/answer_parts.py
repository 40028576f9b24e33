"""The answer bar's small parts (:mod:`game.view.answer_bar`): which seat a number key
names (:func:`seat_key`), the little key drawn beside what it does (:func:`keycap`),
the countdown ring (:func:`countdown_ring`), the ink that reads on a colour, and
whether a person passes in a window's round (:func:`passes`)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from . import art, palette

if TYPE_CHECKING:
    from ..table.window import AnswerWindow

RGB = tuple[int, int, int]

#: Number keys (top row and keypad) for seats 1 to 6.
SEAT_KEYS: dict[int, int] = {
    **{getattr(pygame, f"K_{n}"): n - 1 for n in range(1, 7)},
    **{getattr(pygame, f"K_KP{n}"): n - 1 for n in range(1, 7)},
}
#: The scancode of the top row's "1" key (SDL_SCANCODE_1: the key's place, any layout).
TOP_ROW_1 = 30


def ink_on(rgb: Sequence[int]) -> RGB:
    """Text colour on a button of colour ``rgb``."""
    return palette.TEXT if sum(rgb[:3]) > 450 else palette.TEXT_LIGHT


def seat_key(event: pygame.event.Event) -> int | None:
    """The seat (0 to 5) a number key names: the keypad, the top row as the layout
    writes it, or the top row's place on the keyboard (on a French keyboard the top
    row writes &, é, " ... without Shift)."""
    seat = SEAT_KEYS.get(event.key)
    if seat is not None:
        return seat
    code = getattr(event, "scancode", None)
    if isinstance(code, int) and TOP_ROW_1 <= code < TOP_ROW_1 + 6:
        return code - TOP_ROW_1
    return None


def keycap(surface: pygame.Surface, rect: pygame.Rect, label: pygame.Surface,
            faded: bool = False) -> None:
    """A little key (the key that does it) with ``label`` on it."""
    face = art.mix(palette.PANEL, (200, 190, 180), 0.5) if faded else palette.PANEL
    radius = max(3, rect.h // 4)
    pygame.draw.rect(surface, art.shade(face, 0.35), rect.move(0, max(1, rect.h // 10)),
                     border_radius=radius)
    pygame.draw.rect(surface, face, rect, border_radius=radius)
    pygame.draw.rect(surface, palette.OUTLINE, rect, max(1, rect.h // 16), border_radius=radius)
    surface.blit(label, label.get_rect(center=rect.center))


def countdown_ring(d: int, fraction: float, rgb: Sequence[int], thick: int) -> pygame.Surface:
    """The countdown ring: a track and ``fraction`` of it filled clockwise from the
    top, anti-aliased (drawn large, then scaled down)."""
    s = 3
    big = pygame.Surface((d * s, d * s), pygame.SRCALPHA)
    c = d * s / 2
    outer = c - s
    inner = outer - thick * s
    track = art.mix(palette.PANEL, palette.WOOD, 0.35)
    pygame.draw.circle(big, palette.OUTLINE, (c, c), outer + s)
    pygame.draw.circle(big, track, (c, c), outer)
    if fraction > 0:
        n = max(2, int(96 * fraction))
        end = -math.pi / 2 + 2 * math.pi * fraction
        pts = [(c + outer * math.cos(a), c + outer * math.sin(a))
               for a in (-math.pi / 2 + (end + math.pi / 2) * k / n for k in range(n + 1))]
        pts.append((c, c))
        pygame.draw.polygon(big, tuple(rgb[:3]), pts)
    pygame.draw.circle(big, palette.OUTLINE, (c, c), inner + s)
    pygame.draw.circle(big, palette.PANEL, (c, c), inner)
    return pygame.transform.smoothscale(big, (d, d))


def passes(window: AnswerWindow, seat: int) -> bool:
    """``seat`` passes in ``window``'s round: said so, asked already (and so passed:
    an answer would have started a new round), or the countdown ran out on them."""
    if seat in window.looks:
        return False
    return seat in window.passed or seat not in window.holders or window.expired
