"""Souris et cubes de fromage (`cubes`): push-your-luck with eight cheese cubes.

This package declares the game (:data:`GAME`); its parts are loaded when needed:
``conf`` (its numbers, ``config/cubes.yaml``: the frozen ``CubesConfig`` that
``GAME.config()`` holds), ``rules`` (the state, played by that config), ``ai`` (computer
players), ``texts`` (words), and ``view`` (everything drawn: ``view.scene`` the table,
``view.card`` the title card, ``view.page_art`` the pictures of the rules screen).
"""

from __future__ import annotations

from ..skeleton import StandardGame


class Cubes(StandardGame):
    id = "cubes"
    players = (2, 4)
    levels = ("easy", "normal", "hard")
    state_class = "CubesState"
    player_class = "CubesPlayer"


GAME = Cubes()
