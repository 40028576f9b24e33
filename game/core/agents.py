"""Computer players, for every game: a level name to a chooser that sees only the
seat's observation. ``random`` (any legal action) exists for every game; the other
levels come from the game's own ``ai`` module (``LEVELS`` and ``choose``)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from . import registry
from .protocol import CHANCE, Action, GameState

Chooser = Callable[[dict[str, Any], list[Action], random.Random, str], Action]


def levels(game_id: str) -> tuple[str, ...]:
    """Levels a family can pick for a computer player of ``game_id``."""
    return tuple(registry.ai_module(game_id).LEVELS)


@dataclass
class Agent:
    game_id: str
    level: str

    def __post_init__(self) -> None:
        if self.level == "random":
            self._choose: Chooser | None = None
        else:
            module = registry.ai_module(self.game_id)
            if self.level not in module.LEVELS:
                raise ValueError(f"unknown computer level {self.level!r} for {self.game_id}; "
                                 f"choose from random, {', '.join(module.LEVELS)}")
            self._choose = module.choose

    def choose(self, state: GameState, rng: random.Random) -> Action:
        """Choose for the current player, from that player's observation only."""
        seat = state.current_player()
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]          # a forced move needs no thought
        if self._choose is None:
            return rng.choice(legal)
        return self._choose(state.observation(seat), legal, rng, self.level)


def step(state: GameState, agents: list[Agent], rng: random.Random) -> Action:
    """The next action: a chance outcome drawn by ``rng``, or the seat's agent's choice."""
    if state.current_player() == CHANCE:
        return state.sample_chance(rng)
    return agents[state.current_player()].choose(state, rng)
