"""The pictures of the cheese cubes' rules screen (:meth:`Cubes.rules_pictures`): a cube
on its cheese face, on its window showing a mouse, with an empty window, and the white
mouse card. Their captions are the texts ``cubes.rules.<section>.captions.<k>``."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ....view import art
from . import art as cubes_art


def cubes(height: int) -> list[pygame.Surface]:
    """A cube on a cheese face, and one showing its window with a blue mouse."""
    return [cubes_art.cheese_cube(height, "cheese"), cubes_art.cheese_cube(height, "window", "blue")]


def white_mouse(height: int) -> list[pygame.Surface]:
    """The white mouse card (a joker)."""
    return [art.mouse_card("white", round(height * 5 / 7), height)]


def empty_cube(height: int) -> list[pygame.Surface]:
    """A cube whose window is empty (its card was taken)."""
    return [cubes_art.cheese_cube(height, "empty")]


#: What illustrates each section of the rules (locale/*/cubes.yaml, ``rules``).
SECTIONS: dict[int, Callable[[int], list[pygame.Surface]]] = {1: cubes, 6: white_mouse, 8: empty_cube}


def rules_pictures(section: int, height: int) -> list[pygame.Surface]:
    """The pictures of section ``section``, ``height`` pixels high; none for a section
    the table above does not name."""
    draw = SECTIONS.get(section)
    return draw(max(16, int(height))) if draw else []
