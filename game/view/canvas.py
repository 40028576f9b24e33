"""What the shared table pieces (:mod:`.banner`, :mod:`.announcement`) need from the
scene that draws them: sizes scaled to the window and pictures cached per layout.

A :class:`~game.scenes.gamescene.BaseGameScene` is a :class:`Canvas`; its ``app`` is
:class:`WithSounds` (the table's components play their clicks through it).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Protocol

import pygame


class Canvas(Protocol):
    def px(self, value: float) -> int:
        """``value`` pixels of a 1280 x 800 window, scaled to this one."""

    def fs(self, value: float) -> int:
        """A font size, scaled, never unreadably small."""

    def fit(self, text: str, size: int, width: int, *, display: bool = False,
            bold: bool = False, smallest: int = 11) -> int:
        """The largest font size up to ``size`` at which ``text`` fits ``width``."""

    def image(self, key: Hashable, factory: Callable[[], pygame.Surface]) -> pygame.Surface:
        """A picture made once per layout by ``factory``."""

    def redrawn(self, slot: Hashable, key: Hashable,
                factory: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The picture kept in ``slot``, made again only when ``key`` changes."""


class Sounds(Protocol):
    """The program's sounds, by name."""

    def play(self, name: str) -> None: ...


class WithSounds(Protocol):
    """The program, for its sounds."""

    @property
    def audio(self) -> Sounds: ...
