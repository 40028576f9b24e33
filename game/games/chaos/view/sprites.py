"""The pictures and moving things of the Chaos de souris et de fromage table.

Every picture of a piece goes through one of the functions here, and each goes
through the scene's per-layout cache (``BaseGameScene.image``): the art itself
(:mod:`game.games.chaos.view.art`) is drawn once per size. The privacy tests wrap
:func:`mouse_pic`, :func:`cover_pic` and :func:`card_pic` to see every colour, number and
card the table draws, frame by frame, and check each against the viewer's knowledge.

:class:`Motion` is a piece on its way: along the squares of its path for the person who
moved it (the path tells the number: theirs), straight from where it was to where it
went for everybody else.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from ....view import art
from ....view.tween import Tween
from . import art as chaos_art

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene

Point = tuple[float, float]


#: The symbol of a player colour (shared by every table).
player_shape = art.seat_shape


def mouse_pic(table: BaseGameScene, size_class: str, colour: str | None, size: int,
              remembered: bool = False, facing: str = "down") -> pygame.Surface:
    """A mouse: unknown (``colour`` None), known, or ``remembered`` (the notebook)."""
    size = max(8, int(size))
    return table.image(("mouse", size_class, colour, size, remembered, facing),
                       lambda: chaos_art.chaos_mouse(size_class, colour, size, remembered=remembered,
                                                     facing=facing))


def cover_pic(table: BaseGameScene, kind: str, number: int | None, size: int) -> pygame.Surface:
    """A cover: ``back`` (number unknown), ``open`` (lifted, the number seen now) or
    ``known`` (the back with the number remembered in a badge)."""
    size = max(8, int(size))
    if kind == "open" and number is not None:
        return table.image(("cover-open", number, size), lambda: chaos_art.cover_open(number, size))
    if kind == "known" and number is not None:
        return table.image(("cover-known", number, size), lambda: chaos_art.cover_known(number, size))
    return table.image(("cover-back", size), lambda: chaos_art.cover_back(size))


def card_pic(table: BaseGameScene, colour: str | None, w: int, h: int) -> pygame.Surface:
    """A secret colour card face up (``colour``), or its back (None)."""
    w, h = max(8, int(w)), max(8, int(h))
    if colour is None:
        return table.image(("card-back", w, h), lambda: chaos_art.colour_card_back(w, h))
    return table.image(("card", colour, w, h), lambda: chaos_art.colour_card(colour, w, h))


def cat_pic(table: BaseGameScene, k: int, size: int) -> pygame.Surface:
    size = max(8, int(size))
    return table.image(("cat", k, size), lambda: chaos_art.cat(k, size))


def chair_pic(table: BaseGameScene, back: str, tipped: str | None, cell: int) -> pygame.Surface:
    return table.image(("chair", back, tipped, cell), lambda: chaos_art.chair(cell, back, tipped))


def glow_pic(table: BaseGameScene, size: int, rgb: tuple[int, int, int] | None = None) -> pygame.Surface:
    size = max(8, int(size))
    return table.image(("glow", size, rgb), lambda: chaos_art.reach_glow(size, rgb))


def block_glow(table: BaseGameScene, w: int, h: int, rgb: tuple[int, int, int]) -> pygame.Surface:
    """A glowing frame around a block (a hideout, the table) that may be clicked."""
    def make() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(4, min(w, h) // 8)
        pygame.draw.rect(surf, (*rgb, 80), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, (*rgb, 240), surf.get_rect(), max(3, min(w, h) // 16), border_radius=radius)
        return surf
    return table.image(("block-glow", w, h, rgb), make)


def arrow_pic(table: BaseGameScene, side: str, size: int) -> pygame.Surface:
    size = max(8, int(size))
    return table.image(("arrow", side, size), lambda: chaos_art.tip_arrow(side, size))


def faded(table: BaseGameScene, key: tuple, img: pygame.Surface, alpha: int) -> pygame.Surface:
    """``img`` made see-through (kept per key)."""
    def make() -> pygame.Surface:
        out = img.copy()
        out.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        return out
    return table.image(("faded", key, alpha), make)


@dataclass
class Motion:
    """A piece going through ``points`` (pixel centres, the first where it was) as
    ``tween`` runs; ``hop``: it jumps a little at each step (mice and cats)."""

    points: list[Point]
    tween: Tween
    hop: float = 0.0
    lift: float = 0.0
    _lengths: list[float] = field(default_factory=list, repr=False)

    def __post_init__(self) -> None:
        total = 0.0
        self._lengths = [0.0]
        for a, b in zip(self.points, self.points[1:]):
            total += math.hypot(b[0] - a[0], b[1] - a[1])
            self._lengths.append(total)

    @property
    def done(self) -> bool:
        return self.tween.done

    def point(self) -> Point:
        pts = self.points
        if len(pts) == 1:
            return pts[0]
        total = self._lengths[-1] or 1.0
        at = self.tween.value * total
        k = 1
        while k < len(pts) - 1 and self._lengths[k] < at:
            k += 1
        a, b = pts[k - 1], pts[k]
        seg = (self._lengths[k] - self._lengths[k - 1]) or 1.0
        t = min(1.0, max(0.0, (at - self._lengths[k - 1]) / seg))
        x = a[0] + (b[0] - a[0]) * t
        y = a[1] + (b[1] - a[1]) * t
        if self.hop:
            y -= abs(math.sin(math.pi * t)) * self.hop
        if self.lift:
            y -= math.sin(math.pi * self.tween.value) * self.lift
        return x, y
