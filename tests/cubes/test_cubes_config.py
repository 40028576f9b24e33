"""Souris et cubes de fromage's config on the game object (issue 18): ``GAME.config()``
holds the shipped :class:`~game.games.cubes.conf.CubesConfig`, frozen and shared; a
state, a computer player made with another config play by that one, and the shipped
one stays as it was."""

from __future__ import annotations

import copy
import dataclasses
import random

import pytest
from config_checks import config_with

from game.core import CHANCE, IllegalAction, registry
from game.games.cubes import GAME, conf
from game.games.cubes.actions import CardsTaken, CubesRolled, GameOver, Land, Show, Swap
from game.games.cubes.ai import CubesPlayer
from game.games.cubes.rules import CubesState

#: A small family variant: 3 cubes showing a card one roll in two, 12 cards of three
#: colours.
SMALL = {"cards": {"blue": 7, "red": 2, "white": 3}, "cubes": 3, "cube_faces": 2,
         "window_faces": 1}


@pytest.fixture
def small(monkeypatch) -> conf.CubesConfig:
    """The config of :data:`SMALL`, made as ``GAME.config()`` is (the shipped one is
    read first: the game keeps it whatever the test reads after)."""
    GAME.config()
    return config_with(monkeypatch, conf, "cubes", **SMALL)


def test_the_shipped_config_is_frozen_and_read_once():
    config = GAME.config()
    assert isinstance(config, conf.CubesConfig) and GAME.config() is config
    assert config.cubes == 8 and config.colours == ("blue", "red", "yellow", "green", "white")
    assert config.white == "white" and config.counting == config.colours
    assert config.coloured == ("blue", "red", "yellow", "green")
    assert config.p_window == pytest.approx(1 / 6)
    with pytest.raises(dataclasses.FrozenInstanceError):
        config.cubes = 3  # type: ignore[misc]
    with pytest.raises(TypeError):
        config.cards["blue"] = 1  # type: ignore[index]
    assert [(s.key, s.default, s.choices) for s in CubesState.option_specs] == [
        ("target", 7, (7, 6))]


def test_a_state_made_with_another_config_plays_by_it(small):
    state = CubesState(2, 0, {"target": 6}, config=small)
    shipped = registry.new_game("cubes", 2, 0, {"target": 6})
    assert state.config is small and shipped.config is GAME.config()
    assert state.unseen == {"blue": 7, "red": 2, "white": 3} and state.pile == 9
    assert state.loaded == [True] * 3 and shipped.loaded == [True] * 8
    # three cubes roll, each showing its window one roll in two
    assert state.apply("roll") == [CubesRolled(0, (0, 1, 2))]
    assert shipped.apply("roll") == [CubesRolled(0, tuple(range(8)))]
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 8 and all(p == pytest.approx(1 / 8) for _, p in outcomes)
    with pytest.raises(IllegalAction):
        state.apply(Land((3,)))                      # no fourth cube
    with pytest.raises(IllegalAction):
        state.parse_action("show 1 green")           # no green card in this game
    # six blue cards in two turns win (target 6); the pile counts the 12 cards
    for move in ["land 1,2,3", "show 1 blue", "show 2 blue", "show 3 blue"]:
        state.apply(move)
    assert state.apply("stop")[0] == CardsTaken(0, ("blue",) * 3) and state.pile == 6
    for move in ["roll", "land none", "roll", "land 1,2,3", "show 1 blue", "show 2 blue",
                 "show 3 blue"]:
        state.apply(move)
    assert state.apply("stop")[-1] == GameOver((0,), "target")
    assert state.unseen == {"blue": 1, "red": 2, "white": 3}
    assert state.observation(1).counting == ("blue", "red", "white")
    # the shipped game is untouched
    assert GAME.config().cubes == 8 and registry.new_game("cubes", 3, 1).pile == 64


def test_copies_share_the_config(small):
    state = CubesState(3, 5, config=small)
    for other in (state.clone(), copy.deepcopy(state), copy.copy(state)):
        assert other.config is small and other == state
    assert copy.deepcopy(small) is small


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_computers_play_a_whole_game_by_another_config(small, level):
    """Each level, given the small config, plays games to their end: only the three
    colours, the twelve cards kept, whites taking blue or red."""
    rng = random.Random(7)
    for seed in range(6):
        state = CubesState(3, seed, config=small)
        players = [CubesPlayer(level, seat, config=small) for seat in range(3)]
        while not state.is_terminal():
            seat = state.current_player()
            if seat == CHANCE:
                action = state.sample_chance(rng)
                if isinstance(action, Show):
                    assert action.cube < 3 and action.colour in small.colours
            else:
                action = players[seat].choose(state.observation(seat), state.legal_actions(), rng)
                if isinstance(action, Swap):
                    assert action.colour in ("blue", "red")
            state.apply(action)
            held = sum(sum(h.values()) for h in state.hands)
            assert held + sum(state.unseen.values()) + len(state.aside) + state.out_of_game == 12
            assert all(set(h) == {"blue", "red", "white"} for h in state.hands)
        assert len(state.history) < 400


def test_a_state_checks_its_options_against_its_own_config(monkeypatch):
    """The options a state accepts are its config's (``ConfigOptions``): a family's
    config offering a target of 4 plays to 4, while the game's offers 7 and 6 only."""
    GAME.config()
    short = config_with(monkeypatch, conf, "cubes",
                        **{"options.target": {"default": 4, "choices": [4, 5]}})
    state = CubesState(2, 0, {"target": 5}, config=short)
    assert state.options == {"target": 5}
    assert [s.choices for s in state.option_specs] == [(4, 5)]
    assert CubesState(2, 0, config=short).options == {"target": 4}
    with pytest.raises(ValueError, match="target=5"):
        CubesState(2, 0, {"target": 5})
    with pytest.raises(ValueError, match="target=7"):
        CubesState(2, 0, {"target": 7}, config=short)
    assert [s.choices for s in CubesState.option_specs] == [(7, 6)]
