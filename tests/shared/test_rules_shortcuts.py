"""The rules' shortcuts for speed (issue 17, "Rules twice as fast") answer exactly what
the plain way answers: events made by ``quick_init`` are the dataclasses they were; what
a state keeps between actions (legal moves, lines of push) changes nothing against the
same position rebuilt afresh; the quick "can roll / can swap" of cubes say what the
lists say; and random games are move for move those of before the speed work."""

from __future__ import annotations

import dataclasses
import hashlib
import random

import pytest

from game.core import registry
from game.core.agents import agents_for, step
from game.core.protocol import Event, quick_init


@quick_init
@dataclasses.dataclass(frozen=True)
class Quick(Event):
    player: int
    where: tuple[int, int]
    note: str = "x"


@dataclasses.dataclass(frozen=True)
class Plain(Event):
    player: int
    where: tuple[int, int]
    note: str = "x"


def test_quick_init_makes_the_same_frozen_dataclass():
    quick, plain = Quick(1, (2, 3)), Plain(1, (2, 3))
    assert repr(quick) == repr(plain).replace("Plain", "Quick")
    assert quick == Quick(player=1, where=(2, 3), note="x") and hash(quick) == hash(Quick(1, (2, 3)))
    assert quick != Quick(1, (2, 3), "y") and Quick(1, (2, 3), note="y").note == "y"
    assert quick.to_dict() == {"kind": "Quick", "player": 1, "where": (2, 3), "note": "x"}
    assert dataclasses.replace(quick, player=4) == Quick(4, (2, 3))
    with pytest.raises(dataclasses.FrozenInstanceError):
        quick.player = 2          # type: ignore[misc]
    with pytest.raises(TypeError):
        Quick(1)                  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Quick(1, (2, 3), "x", 5)  # type: ignore[call-arg]


def _playout(game_id: str, players: int, seed: int, options: dict, play: bool = True):
    """Every position of a random game, with the action to play there (played by this
    generator, or by its caller when ``play`` is False)."""
    rng = random.Random(seed)
    state = registry.new_game(game_id, players, seed, options)
    while not state.is_terminal():
        action = (state.sample_chance(rng) if state.is_chance_node()
                  else rng.choice(state.legal_actions()))
        yield state, action
        if play:
            state.apply(action)


def _afresh(state):
    """The same position in a new state object: nothing kept from earlier actions."""
    fresh = registry.new_game(state.game_id, state.num_players, state.seed, state.options)
    fresh._load_state_dict(state.position_dict())
    fresh.history = list(state.history)
    return fresh


@pytest.mark.parametrize("game_id, options, games", [("drole", {}, 3), ("cubes", {}, 12),
                                                     ("gouda", {}, 12), ("gouda", {"powers": 3}, 8)])
def test_what_a_state_keeps_changes_nothing(game_id, options, games):
    """At every position of random games, the state that has played the game and the
    same position rebuilt afresh list the same moves, and the action played does the
    same to both (events and position)."""
    for number in range(games):
        players = 2 + number % 3
        for state, action in _playout(game_id, players, 7 + number, options, play=False):
            fresh = _afresh(state)
            assert state.is_terminal() == fresh.is_terminal() == (state.current_player() == -2)
            if not state.is_chance_node():
                assert state.legal_actions() == fresh.legal_actions()
            if game_id == "drole":
                assert state.is_reveal(action) == fresh.is_reveal(action)
            assert state.apply(action) == fresh.apply(action)
            assert state.position_dict() == fresh.position_dict()


def test_cubes_quick_questions_say_what_the_lists_say():
    seen_roll = seen_swap = 0
    for seed in range(6):
        for state, _ in _playout("cubes", 2 + seed % 3, seed, {}):
            if state.phase in ("decide", "start"):
                assert state._can_roll() == bool(state.rollable())
                seen_roll += 1
            if state.phase in ("exchange", "decide"):
                assert state._can_swap() == bool(state._swaps())
                seen_swap += 1
    assert seen_roll > 100 and seen_swap > 50


#: The move notation of three random games (3 players, seeds 1 to 3, the random
#: computer drawing with ``random.Random(seed)``), hashed, as the rules played them at
#: commit e96239c, before the speed work: the same games for the same seeds. Change a
#: value only with a change of the rules that is meant to change games.
SAME_GAMES = {"drole": "d366d330add2af6d", "cubes": "02b857eb4a7d75bd",
              "gouda": "443bb87121c1f768"}


@pytest.mark.parametrize("game_id", sorted(SAME_GAMES))
def test_the_same_games_for_the_same_seeds(game_id):
    digest = hashlib.sha256()
    for seed in (1, 2, 3):
        rng = random.Random(seed)
        agents = agents_for(game_id, ["random"] * 3)
        state = registry.new_game(game_id, 3, seed)
        while not state.is_terminal():
            state.apply(step(state, agents, rng))
        digest.update(" ".join(str(a) for a in state.history).encode())
    assert digest.hexdigest()[:16] == SAME_GAMES[game_id]
