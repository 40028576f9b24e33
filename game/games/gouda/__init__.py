"""Gouda! Gouda! (`gouda`): mice race up a kitchen shelf to the cheese, rolling dice
whose results move anybody's mice, with power markers played in anyone's turn.

This package declares the game (:data:`GAME`); its parts are loaded when needed:
``rules`` (the state, with ``config/gouda.yaml`` and ``levels/gouda.tmx``, read by
``conf`` and ``shelf``; the markers in ``powers``; actions and events in ``actions``),
``ai`` (computer players), ``texts`` (words), and ``view`` (everything drawn:
``view.scene`` the table with ``layout``, ``board``, ``sprites``, ``script``, ``hand``
beside it, ``view.card`` the title card, ``view.page_art`` the pictures of the rules
screen).
"""

from __future__ import annotations

from typing import Any

from ...core.descriptor import ComputerPlayer, GameInfo
from ...core.protocol import Event, GameState
from ...core.seats import Seat


class Gouda(GameInfo):
    id = "gouda"
    players = (2, 6)
    levels = ("easy", "normal", "hard")
    level_file = "gouda.tmx"
    #: the table (mice, dice, markers played, how many each holds) is everybody's; a
    #: player's own markers are shown on request (a peek), like Drôle de fromage's cheese
    private_turns = False

    def rules(self) -> type[GameState]:
        from .rules import GoudaState
        return GoudaState

    def computer(self, level: str, seat: int) -> ComputerPlayer:
        from .ai import GoudaPlayer
        return GoudaPlayer(level, seat)

    def bench_positions(self, state: GameState) -> list[tuple[str, GameState]]:
        from .ai import bench_positions
        return bench_positions(state)

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


GAME = Gouda()
