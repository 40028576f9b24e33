"""Drôle de fromage (`drole`): mice push lines of cheese off an 8x8 board.

This package declares the game (:data:`GAME`); its parts are loaded when needed:
``rules`` (the state, with ``config/drole.yaml`` and ``levels/drole.tmx``, read by
``geometry``), ``ai`` (computer players), ``texts`` (words), and ``view`` (everything
drawn: ``view.scene`` the table, ``view.card`` the title card, ``view.page_art`` the
pictures of the rules screen).
"""

from __future__ import annotations

from typing import Any

from ...core.descriptor import ComputerPlayer, GameInfo
from ...core.protocol import Event, GameState
from ...core.seats import Seat


class Drole(GameInfo):
    id = "drole"
    players = (2, 4)
    levels = ("easy", "normal", "hard")
    level_file = "drole.tmx"

    def rules(self) -> type[GameState]:
        from .rules import DroleState
        return DroleState

    def computer(self, level: str, seat: int) -> ComputerPlayer:
        from .ai import DrolePlayer
        return DrolePlayer(level, seat)

    def next_starter(self, final: GameState) -> int:
        """Seed 000: the lowest scorer starts the next game (the rules' own reading)."""
        from .rules import DroleState
        assert isinstance(final, DroleState)
        return final.next_starter()

    def result_lines(self, obs: dict[str, Any], seat: int, seats: list[Seat]) -> list[str]:
        from .texts import result_lines
        return result_lines(obs, seat)

    def describe(self, event: Event, obs: dict[str, Any], seats: list[Seat]) -> str | None:
        from .texts import describe
        return describe(event, obs, seats)

    def bench_positions(self, state: GameState) -> list[tuple[str, GameState]]:
        from .ai import bench_positions
        return bench_positions(state)

    def scene(self) -> type:
        from .view.scene import GameScene
        return GameScene

    def card(self, width: int, height: int) -> Any:
        from .view.card import card_picture
        return card_picture(width, height)

    def rules_pictures(self, section: int, height: int) -> list[Any]:
        from .view.page_art import rules_pictures
        return rules_pictures(section, height)


GAME = Drole()
