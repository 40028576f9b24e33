"""Gouda! Gouda!: who wins and how everybody else is ranked (seed 002, "But du jeu" and
"Un festival de fromages"; RULES.md 2).

Basic game: the first mouse on the table wins (the rules end the game there). Festival:
most cheese wins, a tie goes to whoever reached the table first, then to whoever ate
first (:func:`festival_key`). The book ranks only the winner; everybody else is ranked
(decision) by their best mouse: the fewer links up from it to the cheese, the better, a
player with no mouse left on the shelf last (:func:`rank_key`). Equal distances share a
place: the results screen says each player's best mouse, so the places read as they are
said. These read a :class:`Tally` (the state is one).
"""

from __future__ import annotations

from typing import Protocol

from .conf import GoudaConfig

#: Later than any moment of a game: a seat that never reached the table (never ate).
NO_ARRIVAL = 1 << 30


class Tally(Protocol):
    """What the ranking reads: the mice on each place by seat, the cheese each seat ate,
    when (the eating clock) it first reached the table and first ate (-1: never), the
    winners once the game is over (``result``), and the config (each place's distance
    to the table)."""

    num_players: int
    mice: list[list[int]]
    eaten: list[int]
    first_table: list[int]
    first_eat: list[int]
    result: tuple[int, ...]
    config: GoudaConfig


def festival_key(tally: Tally, player: int) -> tuple[int, int, int]:
    """Most cheese; then who reached the table first; then who ate first."""
    table, eat = tally.first_table[player], tally.first_eat[player]
    return (tally.eaten[player], -(table if table >= 0 else NO_ARRIVAL),
            -(eat if eat >= 0 else NO_ARRIVAL))


def festival_winners(tally: Tally) -> tuple[int, ...]:
    """The seats with the best :func:`festival_key` (more than one only on a full tie)."""
    keys = [festival_key(tally, p) for p in range(tally.num_players)]
    best = max(keys)
    return tuple(p for p in range(tally.num_players) if keys[p] == best)


def closest(tally: Tally, player: int) -> int | None:
    """The fewest links up from one of ``player``'s mice on the shelf to the table
    (None: no mouse left on it). Public."""
    best = None
    distance = tally.config.distance
    for place, row in enumerate(tally.mice):
        if row[player]:
            d = distance[place]
            best = d if best is None else min(best, d)
    return best


def rank_key(tally: Tally, player: int, festival: bool) -> tuple:
    """Winners first; with the festival, :func:`festival_key`; then the best mouse's
    nearness to the cheese (see the module doc)."""
    near = closest(tally, player)
    nearness = -(near if near is not None else NO_ARRIVAL)
    if festival:
        return (player in tally.result, *festival_key(tally, player), nearness)
    return (player in tally.result, nearness)
