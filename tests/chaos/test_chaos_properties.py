"""Properties of Chaos de souris et de fromage over random games (RULES.md section 3).

Random playouts, seeded, over 2 to 4 players, check invariants after every action: 16
mice (one per square at most, a covered mouse on a square), 6 covers, no two solid pieces
on a square, numbers and colours never change, the observation is JSON; a save (dict and
JSON) gives the same game. By default a few short games; ``SOURIS_SOAK_GAMES=N`` plays N
whole games.

Privacy (Hypothesis): for random positions and seats, ``observation(p)`` of
``determinize(p, rng)`` equals ``observation(p)``, and it never holds another seat's card,
a number p did not see, or a colour nobody showed p. Every event has a line in both
languages, and a private event's public version carries no secret.
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import i18n
from game.core import TERMINAL
from game.core.protocol import visible_events
from game.core.seats import Seat
from game.games.chaos import GAME
from game.games.chaos.places import HIDE, UNDER

#: the shipped config's numbers, which these properties hold for
CONFIG = GAME.config()
CLAIM_SIZE, COLOURS, COVERS = CONFIG.claim_size, CONFIG.colours, CONFIG.covers
N_MICE, STEP = CONFIG.n_mice, CONFIG.flat.step
from game.games.chaos.rules import ChaosState
from game.games.chaos.texts import describe

SOAK = os.environ.get("SOURIS_SOAK_GAMES", "").strip()
N_GAMES = int(SOAK) if SOAK else 9
#: without a soak, each game stops after this many actions (a whole random game runs
#: to the turn limit, ~1,500 actions)
MAX_ACTIONS = None if SOAK else 260


def check_invariants(state: ChaosState, colours: list[int], numbers: list[int]) -> None:
    assert len(state.mloc) == N_MICE and len(state.cover_loc) == len(COVERS)
    assert state.colour == colours and state.number == numbers
    squares = [loc for loc in state.mloc if loc < HIDE]
    assert len(squares) == len(set(squares))
    assert all(0 <= loc <= UNDER for loc in state.mloc)
    hidden = sorted(m for h in state.hideout for m in h)
    assert hidden == sorted(m for m, loc in enumerate(state.mloc) if HIDE <= loc < UNDER)
    covers = [loc for loc in state.cover_loc if loc >= 0]
    assert len(covers) == len(set(covers))
    cats = state.cat_loc
    assert len(cats) == len(set(cats))
    chair_squares = []
    for h, loc in enumerate(state.chair_loc):
        chair_squares.append(loc)
        if state.chair_tip[h] >= 0:
            chair_squares.append(STEP[state.chair_tip[h]][loc])
    assert len(chair_squares) == len(set(chair_squares))
    for c, loc in enumerate(state.cover_loc):
        if loc >= 0:
            assert loc not in cats and state.cover_at[loc] == c
            h = state.chair_at[loc]
            assert h < 0 or state.chair_tip[h] >= 0          # never under an upright chair
    for loc in state.mloc:
        if loc < HIDE:
            h = state.chair_at[loc]
            assert h < 0 or state.chair_tip[h] < 0            # never under a tipped chair
            # a cat shares a mouse's square on the chair above it, or where the mover
            # chose to leave the mouse it landed on (seed 003: "peut placer")
            assert loc not in cats or h >= 0 or state.cover_at[loc] < 0
    if state.phase == "catch":
        loc = state.mloc[state.catch]
        assert loc in cats and state.chair_at[loc] < 0 and state.cover_at[loc] < 0
    else:
        assert state.catch == -1
    assert Counter(state.colour) == Counter({c: CLAIM_SIZE for c in range(4)})


def play(players: int, seed: int, max_actions: int | None):
    state = ChaosState(players, seed)
    colours, numbers = list(state.colour), list(state.number)
    rng = random.Random(seed)
    states = [state.clone()]
    while state.current_player() != TERMINAL:
        if max_actions is not None and len(state.history) >= max_actions:
            break
        legal = state.legal_actions()
        assert legal
        action = rng.choice(legal)
        events = state.apply(action)
        check_invariants(state, colours, numbers)
        for viewer in (None, *range(players)):
            for event in visible_events(events, viewer):
                json.dumps(event.to_dict())
                seats = event.audience()
                if seats is not None:
                    assert viewer in seats
        if len(state.history) % 37 == 0:
            states.append(state.clone())
            json.dumps(state.observation(None).to_json())
            for p in range(players):
                json.dumps(state.observation(p).to_json())
    return state, states


def test_random_playouts_keep_the_invariants():
    for number in range(N_GAMES):
        players = 2 + number % 3
        state, _ = play(players, 500 + number, MAX_ACTIONS)
        data = json.loads(json.dumps(state.to_dict()))
        again = ChaosState.from_dict(data)
        assert again == state
        assert again.observation(0) == state.observation(0)
        assert again.legal_actions() == state.legal_actions()


def test_a_whole_game_ends():
    state, _ = play(4, 3, None)
    assert state.is_terminal()
    assert state.observation(None).draw == (not state.winners())


# ------------------------------------------------------------------- privacy
_POSITIONS: dict[tuple[int, int], list[ChaosState]] = {}


def positions(players: int, seed: int) -> list[ChaosState]:
    key = (players, seed)
    if key not in _POSITIONS:
        _POSITIONS[key] = play(players, seed, 200)[1]
    return _POSITIONS[key]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 3), pick=st.integers(0, 10),
       seat=st.integers(0, 3), draw=st.integers(0, 10**6))
def test_determinize_keeps_what_the_seat_knows(players, seed, pick, seat, draw):
    states = positions(players, seed)
    state = states[pick % len(states)]
    p = seat % players
    other = state.determinize(p, random.Random(draw))
    assert other.observation(p) == state.observation(p)
    assert other.observation(None) == state.observation(None)
    obs = state.observation(p)
    for q, cards in obs.cards.items():
        if int(q) != p:
            assert all(state.hcolour[h] in [COLOURS.index(c) for c in cards]
                       for h in state.hideouts_of[int(q)] if h in state.public_hideouts)
    for cover in obs.covers:
        c = int(cover.id[1:])
        assert (cover.number is not None) == (c in state.seen_covers[p])
    for mouse in obs.mice:
        m = int(mouse.id[1:])
        known = m in state.seen_mice[p] or m in state.public_mice
        assert (mouse.colour is not None) == known
    if state.turn != p or state.phase in ("cover", "over"):
        assert obs.number is None
    other.legal_actions()                              # a consistent position


def test_another_seats_card_is_never_in_the_observation():
    state = ChaosState(4, 9)
    for p in range(4):
        obs = state.observation(p)
        assert list(obs.cards) == [str(p)]
        assert [h for h, info in obs.hideouts.items() if info.colour] == [f"H{p}"]
    assert state.observation(None).cards == {}


def test_determinize_redraws_what_is_hidden():
    state = ChaosState(4, 2)
    seen = {tuple(state.determinize(0, random.Random(k)).colour) for k in range(20)}
    assert len(seen) > 1
    cards = {tuple(state.determinize(0, random.Random(k)).hcolour) for k in range(20)}
    assert len(cards) > 1 and all(c[0] == state.hcolour[0] for c in cards)


# ------------------------------------------------------------------- words
def test_every_event_has_a_line_in_both_languages():
    seats = [Seat("Ana", "orange", "human", "normal", 1), Seat("Ben", "sky", "human", "normal", 2),
             Seat("Cid", "green", "human", "normal", 3)]
    kinds: set[str] = set()
    before = i18n.language()
    try:
        for lang in ("en", "fr"):
            i18n.set_language(lang)
            for seed in range(6):
                state = ChaosState(3, seed)
                rng = random.Random(seed)
                while not state.is_terminal() and len(state.history) < 400:
                    events = state.apply(rng.choice(state.legal_actions()))
                    for viewer in (None, 0):
                        obs = state.observation(viewer)
                        for event in visible_events(events, viewer):
                            line = describe(event, obs, seats)
                            kinds.add(event.kind)
                            assert line is None or ("{" not in line and "chaos." not in line)
                if state.is_terminal():
                    for seat in range(3):
                        assert GAME.result_lines(state.observation(None), seat, seats)
    finally:
        i18n.set_language(before)
    assert {"CoverLifted", "CoverPut", "MouseMoved"} <= kinds
