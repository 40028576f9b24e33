"""The pictures of Chaos de souris et de fromage's rules screen
(:meth:`Chaos.rules_pictures`), drawn by :mod:`game.games.chaos.view.art`: the pieces seen from
above, each on a square (or two) of the kitchen floor so that they look as they do on
the board, the hideouts and the secret colour cards. Their captions are the texts
``chaos.rules.<section>.captions.<k>``."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ....view import palette
from . import art as chaos_art

#: The hideout of the pictures: a seat's colour, carpet pattern and symbol.
HIDEOUT_LOOK: tuple[tuple[int, int, int], str, str] = (palette.PLAYER_COLOURS["purple"], "zigzag", "heart")


def on_floor(pieces: list[pygame.Surface], cell: int, across: int = 1) -> pygame.Surface:
    """``pieces`` drawn one over the other, centred on ``across`` x 1 squares of kitchen
    floor (``cell`` pixels a side) with rounded corners."""
    floor = chaos_art.kitchen_floor(cell, across)
    out = pygame.Surface((across * cell, cell), pygame.SRCALPHA)
    out.blit(floor, (0, 0))
    mask = pygame.Surface(out.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(2, cell // 8))
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    for piece in pieces:
        out.blit(piece, piece.get_rect(center=out.get_rect().center))
    return out


def colour_card(colour: str, height: int) -> pygame.Surface:
    """The secret colour card of ``colour``, ``height`` high (5 : 7)."""
    return chaos_art.colour_card(colour, round(height * 5 / 7), height)


def home(height: int, colour: str | None) -> pygame.Surface:
    """The hideout, ``height`` a side, with a mouse of ``colour`` (a mouse of unknown
    colour for None) on each of its four squares."""
    cell = max(8, height // 2)
    out = chaos_art.hideout(cell, 0, *HIDEOUT_LOOK).copy()
    size = ("large", "small", "small", "small")
    for k, (i, j) in enumerate(((0, 0), (1, 0), (0, 1), (1, 1))):
        out.blit(chaos_art.chaos_mouse(size[k], colour, cell, facing="up"), (i * cell, j * cell))
    return out


def goal(height: int) -> list[pygame.Surface]:
    """A mouse of hidden colour, a secret colour card and an empty hideout."""
    return [on_floor([chaos_art.chaos_mouse("large", None, height)], height), colour_card("red", height),
            chaos_art.hideout(max(8, height // 2), 0, *HIDEOUT_LOOK)]


def setting_up(height: int) -> list[pygame.Surface]:
    """A cover, a large and a small mouse of hidden colour, a cat on its chair."""
    cat = chaos_art.cat(0, int(height * 0.82))
    return [on_floor([chaos_art.cover_back(height)], height),
            on_floor([chaos_art.chaos_mouse("large", None, height)], height),
            on_floor([chaos_art.chaos_mouse("small", None, height)], height),
            on_floor([chaos_art.chair(height, "up"), cat], height)]


def covers(height: int) -> list[pygame.Surface]:
    """A cover closed (all alike) and lifted, seen through on its number."""
    return [on_floor([chaos_art.cover_back(height)], height), on_floor([chaos_art.cover_open(3, height)], height)]


def movers(height: int) -> list[pygame.Surface]:
    """A mouse and a cat."""
    return [on_floor([chaos_art.chaos_mouse("small", None, height, facing="right")], height),
            on_floor([chaos_art.cat(1, height)], height)]


def chairs(height: int) -> list[pygame.Surface]:
    """A chair upright and a chair tipped over (two squares)."""
    return [on_floor([chaos_art.chair(height, "up")], height),
            on_floor([chaos_art.chair(height, "up", "right")], height, across=2)]


def claiming(height: int) -> list[pygame.Surface]:
    """A hideout holding four blue mice, and the blue colour card shown."""
    return [home(height, "blue"), colour_card("blue", height)]


def memory(height: int) -> list[pygame.Surface]:
    """A cover whose number was seen, and a mouse whose colour was seen."""
    return [on_floor([chaos_art.cover_known(4, height)], height),
            on_floor([chaos_art.chaos_mouse("small", "green", height, remembered=True)], height)]


#: What illustrates each section of the rules (locale/*/chaos.yaml, ``rules``).
SECTIONS: dict[int, Callable[[int], list[pygame.Surface]]] = {
    1: goal, 2: setting_up, 3: covers, 4: movers, 5: chairs, 6: claiming, 7: memory,
}


def rules_pictures(section: int, height: int) -> list[pygame.Surface]:
    """The pictures of section ``section``, ``height`` pixels high; none for a section
    the table above does not name."""
    draw = SECTIONS.get(section)
    return draw(max(16, int(height))) if draw else []
