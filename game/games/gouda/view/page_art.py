"""The pictures of Gouda! Gouda!'s rules screen (:meth:`Gouda.rules_pictures`): the start
places and the table, the green / yellow / red dice, a festival cheese and the power
markers, drawn by :mod:`game.games.gouda.view.art`. Their captions are the texts
``gouda.rules.<section>.captions.<k>``."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from . import art as gouda_art

#: The markers of the six powers, in the order the rules explain them.
POWERS: tuple[str, ...] = ("reroll", "extra_turn", "transfer", "improve", "worsen", "cancel")


def places(height: int) -> list[pygame.Surface]:
    """The big can and a crate (where the mice start) and the table (where they go)."""
    return [gouda_art.kitchen_thing(name, int(height * 1.15), height)
            for name in ("can", "crate_left", "table")]


def dice(height: int) -> list[pygame.Surface]:
    """The three faces of a die: green (one up), yellow (nothing), red (one down)."""
    return [gouda_art.gouda_die(face, height) for face in ("green", "yellow", "red")]


def festival(height: int) -> list[pygame.Surface]:
    """A cheese of the festival."""
    return [gouda_art.cheese_token(height)]


def marker_back(height: int) -> list[pygame.Surface]:
    """A marker face down (every marker's back is alike) and one face up."""
    return [gouda_art.power_marker("reroll", height, face_up=False),
            gouda_art.power_marker("cancel", height)]


def powers(height: int) -> list[pygame.Surface]:
    """The six power markers face up."""
    return [gouda_art.power_marker(kind, height) for kind in POWERS]


def two_ways(height: int) -> list[pygame.Surface]:
    """The Reroll and Extra turn markers."""
    return [gouda_art.power_marker(kind, height) for kind in ("reroll", "extra_turn")]


#: What illustrates each section of the rules (locale/*/gouda.yaml, ``rules``).
SECTIONS: dict[int, Callable[[int], list[pygame.Surface]]] = {
    1: places, 4: dice, 5: festival, 6: marker_back, 7: powers, 10: two_ways,
}


def rules_pictures(section: int, height: int) -> list[pygame.Surface]:
    """The pictures of section ``section``, ``height`` pixels high; none for a section
    the table above does not name."""
    draw = SECTIONS.get(section)
    return draw(max(8, int(height))) if draw else []
