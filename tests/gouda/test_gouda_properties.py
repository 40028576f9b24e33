"""Properties of Gouda! Gouda! over random games (RULES.md section 2).

Random playouts, seeded, over 2 to 6 players and every option (powers 0, 3, 4, 5 and
``set``; the festival with and without cheese along the route; both starts), check the
invariants after every action: each seat's mice are its five less those that ate at the
table, all on places of the shelf; markers are conserved (each seat's dealt = held +
played); a seat to act has a legal action, until the end; a clone and a save equal the
game. By default a few dozen games within a few seconds; ``SOURIS_SOAK_GAMES=N`` plays N.

Privacy: a seat's observation stays the same when the markers it cannot see are dealt
again (``determinize``) and when the other seats' hands are swapped for any others that
keep their counts; and it changes when its own hand changes (the check can fail).
"""

from __future__ import annotations

import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import CHANCE
from game.core.protocol import Pass
from game.games.gouda.powers import kind_of
from game.games.gouda.rules import GoudaState

SOAK = os.environ.get("SOURIS_SOAK_GAMES", "").strip()
N_GAMES = int(SOAK) if SOAK else 54
#: a from_dict round trip replays the history: every this many actions, and at the end
ROUND_TRIP_EVERY = 1 if SOAK else 97
OPTION_SETS = [
    {},
    {"powers": 3},
    {"powers": 4, "start": "can"},
    {"powers": 5, "festival": True},
    {"powers": "set", "festival": True, "route_cheese": True},
    {"powers": 3, "festival": True, "route_cheese": True, "start": "can"},
    {"festival": True, "route_cheese": True},
    {"powers": "set"},
    {"route_cheese": True, "powers": 3},
]


def game_setup(number: int) -> tuple[int, int, dict]:
    players = 2 + number % 5
    options = OPTION_SETS[number % len(OPTION_SETS)]
    return players, 1000 + number, dict(options)


def check_invariants(state: GoudaState) -> None:
    n = state.num_players
    config = state.config                       # the numbers the state plays by
    assert len(state.mice) == config.n_places
    for p in range(n):
        on_shelf = sum(row[p] for row in state.mice)
        assert all(row[p] >= 0 for row in state.mice)
        if state.phase == "start":
            expected = config.mice if p < state.turn else 0
        else:
            expected = config.mice - state.at_table[p]
        assert on_shelf == expected, f"seat {p} has {on_shelf} mice on the shelf"
        assert state.onboard[p] == on_shelf
        assert state.at_table[p] <= state.eaten[p]
        if not state.festival:
            assert state.eaten[p] == 0
    assert state.count == [sum(row) for row in state.mice]
    if state.festival:
        assert sum(state.mice[config.table]) == 0, "a mouse at the festival's table has left"
    # markers: dealt = held + played, and never more of a kind than the box holds
    played = [0] * n
    by_kind = [0] * 6
    for seat, text in state.played:
        played[seat] += 1
        by_kind[kind_of(text)] += 1
    for p in range(n):
        assert min(state.hands[p]) >= 0
        assert state.dealt[p] == sum(state.hands[p]) + played[p]
    if state.options["powers"] != "set":
        for k in range(6):
            assert sum(h[k] for h in state.hands) + by_kind[k] <= config.markers[k]
    assert state.scores() == [float(s) for s in state.scores()]
    if not state.is_terminal():
        current = state.current_player()
        if current != CHANCE:
            legal = state.legal_actions()
            assert legal, f"no legal action in phase {state.phase}"
            assert len(set(legal)) == len(legal)
            if state.in_window():
                assert Pass() in legal


def play(number: int) -> GoudaState:
    players, seed, options = game_setup(number)
    rng = random.Random(seed)
    state = GoudaState(players, seed, options)
    check_invariants(state)
    while not state.is_terminal():
        assert len(state.history) < 20_000
        if state.current_player() == CHANCE:
            action = state.sample_chance(rng)
        else:
            action = rng.choice(state.legal_actions())
        twin = state.clone()
        state.apply(action)
        twin.apply(str(action))
        check_invariants(state)
        assert twin._state_dict() == state._state_dict()
        if len(state.history) % ROUND_TRIP_EVERY == 0:
            assert GoudaState.from_dict(json.loads(json.dumps(state.to_dict()))) == state
    assert state.winners()
    assert GoudaState.from_dict(state.to_dict()) == state
    return state


@pytest.mark.parametrize("part", range(3))
def test_random_games_keep_every_invariant(part):
    lengths = []
    for number in range(part, N_GAMES, 3):
        lengths.append(len(play(number).history))
    assert lengths and min(lengths) > 10


def test_every_option_and_table_size_is_played():
    seen = {(game_setup(k)[0], json.dumps(game_setup(k)[2], sort_keys=True)) for k in range(N_GAMES)}
    assert {p for p, _ in seen} == {2, 3, 4, 5, 6}
    assert len({o for _, o in seen}) == len(OPTION_SETS)


# ------------------------------------------------------------------------- privacy
def reach(seed: int, players: int, steps: int, options: dict) -> GoudaState:
    """A position ``steps`` random actions into a game (or its end)."""
    rng = random.Random(seed)
    state = GoudaState(players, seed, options)
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state


def swap_hidden(state: GoudaState, viewer: int, rng: random.Random) -> GoudaState:
    """``state`` with the markers of every seat but ``viewer`` shuffled among them, each
    seat keeping how many it holds (a deal the viewer cannot tell from the real one)."""
    other = state.clone()
    seats = [s for s in range(state.num_players) if s != viewer]
    pool = [k for s in seats for k in range(6) for _ in range(state.hands[s][k])]
    rng.shuffle(pool)
    for s in seats:
        size = sum(state.hands[s])
        hand = [0] * 6
        for k in pool[:size]:
            hand[k] += 1
        pool = pool[size:]
        other.hands[s] = hand
    return other


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 6), steps=st.integers(0, 160),
       powers=st.sampled_from([3, 4, 5, "set"]), festival=st.booleans())
def test_a_seat_sees_nothing_of_the_others_markers(seed, players, steps, powers, festival):
    state = reach(seed, players, steps, {"powers": powers, "festival": festival})
    rng = random.Random(seed)
    public = state.observation(None)
    for viewer in range(players):
        seen = state.observation(viewer)
        for k in range(3):
            det = state.determinize(viewer, random.Random(seed * 7 + k))
            assert det.observation(viewer) == seen
            assert det.observation(None) == public
            assert [sum(h) for h in det.hands] == [sum(h) for h in state.hands]
            assert det.hands[viewer] == state.hands[viewer]
            if state.current_player() == viewer:
                assert det.legal_actions() == state.legal_actions()
            swapped = swap_hidden(state, viewer, rng)
            assert swapped.observation(viewer) == seen
            assert swapped.observation(None) == public
        # the control: what the viewer does see changes its observation
        if any(state.hands[viewer]):
            changed = state.clone()
            k = next(i for i in range(6) if state.hands[viewer][i])
            changed.hands[viewer][k] -= 1
            changed.hands[viewer][(k + 1) % 6] += 1
            assert changed.observation(viewer) != seen


def test_determinize_deals_from_the_markers_the_viewer_has_not_seen():
    state = reach(3, 4, 90, {"powers": 5})
    viewer = 0
    unseen = state.unseen_markers(viewer)
    for k in range(30):
        det = state.determinize(viewer, random.Random(k))
        drawn = [sum(det.hands[s][i] for s in range(1, 4)) for i in range(6)]
        assert all(d <= u for d, u in zip(drawn, unseen))
    full = reach(3, 4, 40, {"powers": "set"})
    assert full.determinize(1, random.Random(1)).hands == full.hands, "full sets are known"


def test_determinize_really_deals_again():
    """So that the privacy property above could fail: some re-deal differs."""
    state = reach(5, 5, 10, {"powers": 3})
    deals = {json.dumps(state.determinize(0, random.Random(k)).hands) for k in range(20)}
    assert len(deals) > 1
