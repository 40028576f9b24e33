"""Chaos de souris et de fromage (`chaos`): mice of hidden colours run about a kitchen;
covers whose numbers only the lifter sees, cats, chairs; each player brings the mice of
their secret colour home and claims when they think they have them all.

This package declares the game (:data:`GAME`); its parts are loaded when needed:
``rules`` (the state, with ``config/chaos.yaml`` and ``levels/chaos.tmx``, read by
``conf`` and ``level``; actions and events in ``actions``), ``ai`` (computer players),
``texts`` (words), and ``view`` (everything drawn: ``view.scene`` the table,
``view.card`` the title card, ``view.page_art`` the pictures of the rules screen).
"""

from __future__ import annotations

from ..skeleton import StandardGame


class Chaos(StandardGame):
    id = "chaos"
    players = (2, 4)
    levels = ("easy", "normal", "hard")
    state_class = "ChaosState"
    player_class = "ChaosPlayer"
    level_file = "chaos.tmx"
    #: a person's memory (their card, the numbers and colours they saw) is shown only on
    #: their own turn, after the laptop is handed over (RULES.md 3, "Private knowledge")
    private_turns = True
    #: Seats wear colours no mouse wears (pink, violet, brown, white; with symbols no
    #: mouse colour has: heart, moon, drop, flower), so that "your secret colour: green"
    #: is never mistaken for a player (issue 16). The mice are red, blue, yellow, green.
    seat_colours = ("purple", "violet", "brown", "white")


GAME = Chaos()
