"""Souris et cubes de fromage (`cubes`): push-your-luck with eight cheese cubes.

This package declares the game (:data:`GAME`); its parts are loaded when needed:
``rules`` (the state, with ``config/cubes.yaml``), ``ai`` (computer players), ``texts``
(words), and ``view`` (everything drawn: ``view.scene`` the table, ``view.card`` the
title card, ``view.page_art`` the pictures of the rules screen).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.descriptor import ComputerPlayer, GameInfo
from ...core.protocol import Event, GameState
from ...core.seats import Seat


class Cubes(GameInfo):
    id = "cubes"
    players = (2, 4)
    levels = ("easy", "normal", "hard")

    def rules(self) -> type[GameState]:
        from .rules import CubesState
        return CubesState

    def computer(self, level: str, seat: int) -> ComputerPlayer:
        from .ai import CubesPlayer
        return CubesPlayer(level, seat)

    def yardsticks(self) -> dict[str, Callable[[int], ComputerPlayer]]:
        from .ai import YARDSTICKS
        return dict(YARDSTICKS)

    def result_lines(self, obs: dict[str, Any], seat: int, seats: list[Seat]) -> list[str]:
        from .texts import result_lines
        return result_lines(obs, seat)

    def describe(self, event: Event, obs: dict[str, Any], seats: list[Seat]) -> str | None:
        from .texts import describe
        return describe(event, obs, seats)

    def scene(self) -> type:
        from .view.scene import GameScene
        return GameScene

    def card(self, width: int, height: int) -> Any:
        from .view.card import card_picture
        return card_picture(width, height)

    def rules_pictures(self, section: int, height: int) -> list[Any]:
        from .view.page_art import rules_pictures
        return rules_pictures(section, height)


GAME = Cubes()
