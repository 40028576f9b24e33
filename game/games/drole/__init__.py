"""Drôle de fromage (`drole`): mice push lines of cheese off an 8x8 board.

This package declares the game (:data:`GAME`); its parts are loaded when needed:
``conf`` (``config/drole.yaml`` and ``levels/drole.tmx``, read by ``level``, into the
frozen ``DroleConfig`` that ``GAME.config()`` keeps), ``rules`` (the state),
``ai`` (computer players), ``texts`` (words), and ``view`` (everything drawn:
``view.scene`` the table, ``view.card`` the title card, ``view.page_art`` the
pictures of the rules screen).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.protocol import GameState
from ..skeleton import StandardGame

if TYPE_CHECKING:
    from .conf import DroleConfig


class Drole(StandardGame):
    id = "drole"
    players = (2, 4)
    levels = ("easy", "normal", "hard")
    state_class = "DroleState"
    player_class = "DrolePlayer"
    level_file = "drole.tmx"

    def config(self) -> DroleConfig:
        """The game's numbers and board (:class:`~.conf.DroleConfig`), read once."""
        config: DroleConfig = super().config()
        return config

    def next_starter(self, final: GameState) -> int:
        """Seed 000: the lowest scorer starts the next game (the rules' own reading)."""
        from .rules import DroleState
        assert isinstance(final, DroleState)
        return final.next_starter()


GAME = Drole()
