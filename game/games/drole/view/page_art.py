"""The pictures of Drôle de fromage's rules screen (:meth:`Drole.rules_pictures`): the
three sizes of cheese, the worm and the special die. Their captions are the texts
``drole.rules.<section>.captions.<k>``."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ....view import art
from . import art as drole_art


def cheeses(height: int) -> list[pygame.Surface]:
    """A large, a medium and a small piece, at their sizes on the board (the large one
    ``height`` high)."""
    cell = round(height / art.CHEESE_SIZES["large"])
    return [art.cheese_piece(size, cell) for size in ("large", "medium", "small")]


def worm(height: int) -> list[pygame.Surface]:
    """The worm a piece may hide."""
    return [drole_art.worm(height)]


def die(height: int) -> list[pygame.Surface]:
    """The faces of the special die: 1, 2, 3 and the star."""
    return [drole_art.die_face(face, height) for face in ("1", "2", "3", "star")]


#: What illustrates each section of the rules (locale/*/drole.yaml, ``rules``).
SECTIONS: dict[int, Callable[[int], list[pygame.Surface]]] = {1: cheeses, 2: worm, 3: die}


def rules_pictures(section: int, height: int) -> list[pygame.Surface]:
    """The pictures of section ``section``, ``height`` pixels high; none for a section
    the table above does not name."""
    draw = SECTIONS.get(section)
    return draw(max(16, int(height))) if draw else []
