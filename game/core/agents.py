"""Computer players, for every game: one :class:`Agent` per computer seat.

An agent wraps the game's own computer player of the chosen level (its descriptor's
``computer``; ``random``, any legal action, exists for every game). It decides from its
seat's observation only, never from the true state, and keeps whatever memory the
game's player builds from the observations it receives: two seats never share one.
A move that is forced (one legal action) needs no thought and is played at once.
"""

from __future__ import annotations

import random
from typing import Any

from . import registry
from .descriptor import RandomPlayer
from .protocol import CHANCE, Action, GameState


def levels(game_id: str) -> tuple[str, ...]:
    """Levels a family can pick for a computer player of ``game_id``."""
    return registry.levels(game_id)


class Agent:
    """The computer player of seat ``seat`` at ``level``."""

    def __init__(self, game_id: str, level: str, seat: int = 0):
        self.game_id = game_id
        self.level = level
        self.seat = seat
        self.player = registry.computer(game_id, level, seat)

    def decide(self, obs: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        """The choice among ``legal`` from the seat's observation ``obs``."""
        if len(legal) == 1:
            return legal[0]          # a forced move needs no thought
        return self.player.choose(obs, legal, rng)

    def choose(self, state: GameState, rng: random.Random) -> Action:
        """Choose for the current player of ``state`` (this agent's seat), from that
        seat's observation only."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]          # a forced move: no observation needed either
        if isinstance(self.player, RandomPlayer):
            return rng.choice(legal)     # what RandomPlayer.choose does: it looks at nothing
        return self.player.choose(state.observation(state.current_player()), legal, rng)


def agents_for(game_id: str, levels_: list[str]) -> list[Agent]:
    """One agent per seat, ``levels_[seat]`` each."""
    return [Agent(game_id, level, seat) for seat, level in enumerate(levels_)]


def step(state: GameState, agents: list[Agent], rng: random.Random) -> Action:
    """The next action: a chance outcome drawn by ``rng``, or the seat's agent's choice."""
    player = state.current_player()
    if player == CHANCE:
        return state.sample_chance(rng)
    return agents[player].choose(state, rng)
