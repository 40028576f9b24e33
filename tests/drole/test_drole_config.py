"""Drôle de fromage's config object (issue 18: a game's numbers and board on a Game
object): a state plays by the :class:`DroleConfig` it is handed, its copies share it,
and the game's own config (``GAME.config()``) stays the shipped one."""

from __future__ import annotations

import copy
import random

from config_checks import config_with

from game.core import registry
from game.games.drole import GAME, conf
from game.games.drole.actions import DieRolled, MouseStepped, MoveEnded, Step
from game.games.drole.rules import DroleState


def test_a_state_made_with_a_die_of_ones_moves_one_step_a_turn(monkeypatch):
    """A die of only 1s (a config of its own, read and checked by ``load_config``):
    every roll gives one step and every move is one step long; the shipped die is
    untouched for the games the program makes."""
    shipped = GAME.config()                 # read (and kept) before conf's file is patched
    ones = config_with(monkeypatch, conf, "drole", die=[1, 1, 1])
    assert ones.face_names == ("1",) and {n: p for n, p in ones.move_lengths.items() if p} == {1: 1.0}
    state = DroleState(2, 7, config=ones)
    assert state.config is ones
    rng = random.Random(3)
    rolls = steps = 0
    while not state.is_terminal() and rolls < 60:
        if state.is_chance_node():
            assert [str(a) for a, _ in state.chance_outcomes()] == ["die 1"]
            events = state.apply(state.sample_chance(rng))
            rolls += 1
        else:
            events = state.apply(rng.choice(state.legal_actions()))
        for event in events:
            if isinstance(event, DieRolled):
                assert (event.face, event.steps, event.doubled) == ("1", 1, False)
            elif isinstance(event, MouseStepped):
                steps += 1
                assert event.steps_left == 0
            elif isinstance(event, MoveEnded):
                assert event.steps_left == 0
    assert rolls == 60 and steps >= 50
    assert GAME.config() is shipped and shipped is not ones and shipped.die == ("1", "2", "2", "3", "3", "star")
    fresh = registry.new_game("drole", 2, 7)
    assert fresh.config is shipped
    assert {str(a) for a, _ in fresh.chance_outcomes()} == {"die 1", "die 2", "die 3", "die star"}


def test_copies_share_the_config_and_saves_use_the_games():
    """A clone, a determinized copy and a deep copy refer to the same config object;
    a state read back from its save plays by ``GAME.config()`` (saves do not hold it)."""
    state = registry.new_game("drole", 3, 5)
    state.apply("die 3")
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Step)))
    config = state.config
    assert state.clone().config is config
    assert state.determinize(0, random.Random(1)).config is config
    assert copy.deepcopy(state).config is config
    assert copy.deepcopy(config) is config and copy.copy(config) is config
    again = registry.from_dict(state.to_dict())
    assert again.config is GAME.config() and again == state
    assert "config" not in state.to_dict()["state"]
