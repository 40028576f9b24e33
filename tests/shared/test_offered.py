"""The apply shortcut (issue 17, "Rules twice as fast"): a state takes an object the
rules themselves just handed out for the same position (from ``legal_actions`` or
``sample_chance``) as legal without looking again, and only that: an offer goes stale
with the next action, is one state's own, and is told by identity. And ``play_out``,
the simulate loop, plays the games ``step`` plays, draw for draw."""

from __future__ import annotations

import random

import pytest

from game.core import registry
from game.core.agents import agents_for, play_out, step
from game.core.protocol import CHANCE, IllegalAction
from game.games.cubes import rules as cubes


def _cubes_deciding(seed: int = 3) -> cubes.CubesState:
    """A cubes game at a seat's choice between stopping and rolling again."""
    state = registry.new_game("cubes", 2, seed)
    assert isinstance(state, cubes.CubesState)
    rng = random.Random(seed)
    while not (state.phase == cubes.DECIDE and len(state.legal_actions()) == 2):
        if state.current_player() == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(state.legal_actions()[-1])      # roll while it can
    return state


def test_an_offer_goes_stale_with_the_next_action():
    state = _cubes_deciding()
    stop, roll = state.legal_actions()
    state.apply(roll)                          # cubes are rolling: stopping is not allowed
    with pytest.raises(IllegalAction):
        state.apply(stop)
    with pytest.raises(IllegalAction):
        state.apply(roll)


def test_an_offer_is_one_states_own():
    state = _cubes_deciding()
    stop, _ = state.legal_actions()
    other = registry.new_game("cubes", 2, 3)   # at its start: nothing to stop yet...
    other.history = list(state.history)        # ...with as many actions behind it
    with pytest.raises(IllegalAction):
        other.apply(stop)


def test_a_drawn_outcome_is_trusted_but_not_another():
    state = _cubes_deciding()
    state.apply(cubes.Roll())
    drawn = state.sample_chance(random.Random(1))
    assert isinstance(drawn, cubes.Land)
    impossible = cubes.Land((99,))             # no cube 100 was rolled
    with pytest.raises(IllegalAction):
        state.apply(impossible)
    state.apply(drawn)


def test_an_equal_object_is_checked_and_accepted():
    state = _cubes_deciding()
    state.legal_actions()
    state.apply(cubes.Stop())                  # a new object, equal to the one offered
    assert isinstance(state.history[-1], cubes.Stop)


def test_a_clone_does_not_inherit_an_offer_but_its_position_allows_it():
    state = _cubes_deciding()
    stop, roll = state.legal_actions()
    twin = state.clone()
    twin.apply(roll)
    with pytest.raises(IllegalAction):
        twin.apply(stop)
    state.apply(stop)


@pytest.mark.parametrize("game_id, options", [
    ("drole", {}), ("cubes", {}), ("gouda", {}), ("gouda", {"powers": 3}), ("chaos", {}),
])
def test_play_out_plays_the_games_step_plays(game_id, options):
    for number in range(3):
        players = 2 + number
        fast = registry.new_game(game_id, players, 40 + number, options)
        play_out(fast, agents_for(game_id, ["random"] * players), random.Random(number), 100_000)
        plain = registry.new_game(game_id, players, 40 + number, options)
        agents, rng = agents_for(game_id, ["random"] * players), random.Random(number)
        while not plain.is_terminal():
            plain.apply(step(plain, agents, rng))
        assert [str(a) for a in fast.history] == [str(a) for a in plain.history]
        assert fast.winners() == plain.winners() and fast.is_terminal()


def test_play_out_stops_a_game_that_does_not_end():
    state = registry.new_game("cubes", 2, 5)
    with pytest.raises(RuntimeError, match="no end after 10 actions"):
        play_out(state, agents_for("cubes", ["random", "random"]), random.Random(1), 10)
    assert len(state.history) == 10
    again = registry.new_game("cubes", 2, 5)       # a game under way: the limit counts all
    again.apply(again.legal_actions()[0])
    with pytest.raises(RuntimeError, match="no end after 4 actions"):
        play_out(again, agents_for("cubes", ["random", "random"]), random.Random(1), 4)
    assert len(again.history) == 4


class _OwnRandom(random.Random):
    """A generator of another class: the loop and the samplers that draw as ``choice``
    and ``randrange`` draw for a plain ``random.Random`` ask this one itself."""


@pytest.mark.parametrize("game_id, options", [("cubes", {}), ("gouda", {"powers": 3})])
def test_a_generator_of_another_class_plays_the_same_games(game_id, options):
    """A subclass that changes nothing draws the same numbers: the games are the
    same, drawn through its own methods or as they would draw."""
    for number in range(2):
        own = registry.new_game(game_id, 3, 60 + number, options)
        play_out(own, agents_for(game_id, ["random"] * 3), _OwnRandom(number), 100_000)
        plain = registry.new_game(game_id, 3, 60 + number, options)
        play_out(plain, agents_for(game_id, ["random"] * 3), random.Random(number), 100_000)
        assert [str(a) for a in own.history] == [str(a) for a in plain.history]
