"""Gouda! Gouda! (`gouda`): mice race up a kitchen shelf to the cheese, rolling dice
whose results move anybody's mice, with power markers played in anyone's turn.

This package declares the game (:data:`GAME`); its parts are loaded when needed:
``rules`` (the state, played by the config :data:`GAME` keeps: ``GAME.config()``, the
numbers of ``config/gouda.yaml`` and the shelf of ``levels/gouda.tmx``, read by ``conf``
and ``level``; a roll's results, moving, eating and winning in ``moves``; the
markers in ``powers``; the ranking in ``standing``; actions and events in ``actions``),
``ai`` (computer players, which plan with ``moves`` and ``powers`` and judge with
``judge``), ``texts`` (words), and ``view`` (everything drawn:
``view.scene`` the table with ``layout``, ``board``, ``sprites``, ``script``, ``hand``
beside it, ``view.card`` the title card, ``view.page_art`` the pictures of the rules
screen).
"""

from __future__ import annotations

from ..skeleton import StandardGame


class Gouda(StandardGame):
    id = "gouda"
    players = (2, 6)
    levels = ("easy", "normal", "hard")
    state_class = "GoudaState"
    player_class = "GoudaPlayer"
    level_file = "gouda.tmx"
    #: the table (mice, dice, markers played, how many each holds) is everybody's; a
    #: player's own markers are shown on request (a peek), like Drôle de fromage's cheese
    private_turns = False


GAME = Gouda()
