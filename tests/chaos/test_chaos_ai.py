"""Chaos de souris et de fromage's computer players (game/games/chaos/ai.py): legal
choices from random positions of 2, 3 and 4 players at every level, decisions from the
seat's observation only (the hidden facts drawn again leave the choice alone), a known
mouse of its colour brought home, a claim made when it wins and not when a mouse at home
is known wrong, a rival's known mouse caught by a cat, hard's claims played out (2 players:
no claim that hands the rival its eighth mouse and the game).

Positions are built from random games, or written into a state dict and loaded, like the
rules' own tests. Whole games: SOURIS_SOAK_GAMES (each level against random)."""

from __future__ import annotations

import os
import random

import pytest

from game.core.descriptor import RandomPlayer
from game.games.chaos import GAME
from game.games.chaos.actions import Claim, Move
from game.games.chaos.ai import LEVELS, ChaosPlayer
from game.games.chaos.chain import claim_chain
from game.games.chaos.places import HIDE
from game.games.chaos.rules import ChaosState
from game.games.chaos.sight import View


def random_positions(count: int) -> list[tuple[int, ChaosState]]:
    """Positions met in random games of 2, 3 and 4 players (every phase with a choice)."""
    found = []
    for number in range(count):
        players = 2 + number % 3
        rng = random.Random(number)
        state = ChaosState(players, number)
        stops = sorted(rng.sample(range(1, 500), 5))
        while not state.is_terminal() and stops:
            legal = state.legal_actions()
            if len(legal) > 1 and len(state.history) >= stops[0]:
                stops.pop(0)
                found.append((number, state.clone()))
            state.apply(rng.choice(legal))
    return found


POSITIONS = random_positions(9)


def decide(state: ChaosState, level: str, seed: int = 0):
    seat = state.current_player()
    return ChaosPlayer(level, seat).choose(state.observation(seat), state.legal_actions(),
                                           random.Random(seed))


def loaded(players: int, change) -> ChaosState:
    """A fresh game whose state dict ``change(data, state)`` edits, loaded again."""
    state = ChaosState(players, 3)
    data = state._state_dict()
    change(data, state)
    state._load_state_dict(data)
    return state


def test_random_positions_cover_every_phase_and_player_count():
    assert {s.phase for _, s in POSITIONS} >= {"cover", "place", "move", "chair"}
    assert {s.num_players for _, s in POSITIONS} == {2, 3, 4}


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_chooses_a_legal_action_anywhere(level):
    for number, state in POSITIONS if level != "hard" else POSITIONS[::2]:
        action = decide(state, level, number)
        assert action in state.legal_actions(), (number, state.phase, str(action))


@pytest.mark.parametrize("level", LEVELS)
def test_the_hidden_facts_drawn_again_leave_the_choice_alone(level):
    """determinize draws every fact the seat has not seen again (colours, numbers,
    cards): the observation is the same, so is the choice."""
    redrawn = 0
    for number, state in POSITIONS[::3]:
        seat = state.current_player()
        action = decide(state, level, number)
        det = state.determinize(seat, random.Random(100 + number))
        redrawn += det.colour != state.colour or det.number != state.number
        assert det.observation(seat) == state.observation(seat)
        assert decide(det, level, number) == action
    assert redrawn, "nothing hidden was drawn again: the test proves nothing"


def _number_one(data, state):
    """Phase 2 for seat 0 with a cover of number 1 placed (seen by seat 0)."""
    c = state.number.index(1)
    data["phase"], data["placed"], data["turn"] = "move", c, 0
    data["cover_loc"][c] = 0                          # a1: out of the way
    data["seen_covers"][0] = [[c, 0]]


@pytest.mark.parametrize("level", LEVELS)
def test_a_known_mouse_of_its_colour_goes_home_in_one_move(level):
    chosen: dict[str, int] = {}

    def change(data, state):
        _number_one(data, state)
        m = next(m for m in range(4, 16) if state.colour[m] == state.hcolour[0])
        data["mloc"][m] = 122                         # c11, beside hideout H0's wall
        data["seen_mice"][0] = [[m, 0]]
        chosen["mouse"] = m
    state = loaded(4, change)
    action = decide(state, level)
    assert action == Move(f"m{chosen['mouse']}", "H0")


def _home(data, state, wrong: bool):
    """Seat 0 (4 players) with four mice in H0 at the start of its turn: all of its
    colour and seen (wrong=False), or one seen of another colour and the rest unseen."""
    want = state.hcolour[0]
    large = state.colour.index(want) if not wrong else 0
    small = [m for m in range(4, 16) if state.colour[m] == want][:2 if wrong else 3]
    if wrong:
        small.append(next(m for m in range(4, 16) if state.colour[m] != want))
    home = [large, *small]
    data["hideout"] = [[m for m in h if m not in home] for h in data["hideout"]]
    data["hideout"][0] = home
    data["mloc"][large], data["mloc"][0] = HIDE, data["mloc"][large]
    data["hideout"][data["mloc"][0] - HIDE] = [0] if large else data["hideout"][data["mloc"][0] - HIDE]
    for m in small:
        data["mloc"][m] = HIDE
    seen = home if not wrong else [small[-1]]
    data["seen_mice"][0] = [[m, 0] for m in seen]


@pytest.mark.parametrize("level", LEVELS)
def test_it_claims_when_every_mouse_at_home_is_known_right(level):
    state = loaded(4, lambda data, s: _home(data, s, wrong=False))
    assert Claim() in state.legal_actions()
    assert decide(state, level) == Claim()


@pytest.mark.parametrize("level", ["normal", "hard", "easy"])
def test_no_claim_early_when_a_mouse_at_home_is_known_wrong(level):
    state = loaded(4, lambda data, s: _home(data, s, wrong=True))
    assert Claim() in state.legal_actions()
    assert decide(state, level) != Claim()


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_cat_catches_a_rivals_known_mouse(level):
    chosen: dict[str, int] = {}

    def change(data, state):
        _number_one(data, state)
        rival = state.hcolour[1]                      # seat 1's first hideout (top-left)
        m = next(m for m in range(4, 16) if state.colour[m] == rival)
        data["mloc"][m] = 14                          # c2: one step from H1, beside the cat on c3
        data["seen_mice"][0] = [[m, 0]]
        data["public_hideouts"] = [1, 2]              # seat 1's cards were shown by a claim
        chosen["mouse"] = m
    state = loaded(2, change)
    action = decide(state, level)
    assert action == Move("k1", "c2"), str(action)


@pytest.mark.skipif(not os.environ.get("SOURIS_SOAK_GAMES"), reason="long: SOURIS_SOAK_GAMES")
@pytest.mark.parametrize("level", LEVELS)
def test_whole_games_against_random_stay_legal(level):
    for number in range(int(os.environ["SOURIS_SOAK_GAMES"])):
        state = ChaosState(2 + number % 3, number)
        seats = [ChaosPlayer(level, 0)] + [RandomPlayer() for _ in range(state.num_players - 1)]
        rng = random.Random(number)
        while not state.is_terminal():
            seat = state.current_player()
            legal = state.legal_actions()
            action = seats[seat].choose(state.observation(seat), legal, rng)
            assert action in legal
            state.apply(action)


def _handover(data, state):
    """2 players, seat 0 to start its turn: its hideouts hold eight mice, the first one
    of seat 1's colours, the rest its own; seat 1's hold seven of its own; one mouse of
    seat 0's outside. Seat 0 has seen every mouse at home."""
    hs = GAME.config().hideouts_of(2)
    home = {c: h for seat in range(2) for h in hs[seat] for c in [state.hcolour[h]]}
    outside = next(m for m in range(4, 16) if home[state.colour[m]] in hs[0])
    wrong = next(m for m in range(4, 16) if home[state.colour[m]] in hs[1])
    hideout: list[list[int]] = [[] for _ in range(4)]
    hideout[hs[0][0]].append(wrong)
    for m in range(16):
        if m not in (outside, wrong):
            hideout[home[state.colour[m]]].append(m)
    data["hideout"] = hideout
    for h, mice in enumerate(hideout):
        for m in mice:
            data["mloc"][m] = HIDE + h
    data["mloc"][outside] = 0                          # a1
    data["phase"], data["turn"] = "cover", 0
    data["seen_mice"][0] = [[m, 0] for mice in hideout for m in mice]


def test_claim_chain_hands_the_rival_its_eighth_mouse():
    state = loaded(2, _handover)
    view = View(state.observation(0))
    truth = list(state.colour) + list(state.hcolour)
    assert claim_chain(view, truth, 0) == 1
    assert Claim() in state.legal_actions()
    assert decide(state, "hard") != Claim()


def _caught(players: int, mouse_of, square: int, seen: bool = True, public=()):
    """Seat 0's cat k1 has just landed on a mouse chosen by ``mouse_of(state)`` on
    ``square``: phase ``catch``."""
    def change(data, state):
        m = mouse_of(state)
        data["mloc"][m] = square
        data["cat_loc"][1] = square
        data["phase"], data["catch"] = "catch", m
        data["placed"] = 0
        data["seen_mice"][0] = [[m, 0]] if seen else []
        data["public_hideouts"] = list(public)
    return loaded(players, change)


@pytest.mark.parametrize("level", LEVELS)
def test_a_mouse_known_to_be_its_own_near_home_is_left_under_the_cat(level):
    """Seed 003, "peut placer": the catch is the mover's choice; a mouse it knows to be of
    its colour, one step from its hideout, is worth more where it is."""
    state = _caught(4, lambda s: next(m for m in range(4, 16) if s.colour[m] == s.hcolour[0]), 122)
    assert [str(a) for a in state.legal_actions()] == ["catch", "leave"]
    assert str(decide(state, level)) == "leave"


@pytest.mark.parametrize("level", LEVELS)
def test_a_rivals_known_mouse_near_its_home_goes_under_the_table(level):
    state = _caught(2, lambda s: next(m for m in range(4, 16) if s.colour[m] == s.hcolour[1]), 14,
                    public=(1, 2))
    assert str(decide(state, level)) == "catch"


def test_a_4_player_hard_values_its_own_mice_nearer_home_more():
    """ai.OWN_GAIN: a 4-player hard's judgement gives each step of a mouse it knows to
    be its own towards its hideout more, and home more; a mouse it knows to be of
    another colour is weighed as before."""
    from game.games.chaos.ai import OWN_GAIN
    from game.games.chaos.judge import Judge

    def change(data, state):
        own = next(m for m in range(4, 16) if state.colour[m] == state.hcolour[0])
        rival = next(m for m in range(4, 16) if state.colour[m] == state.hcolour[1])
        data["seen_mice"][0] = [[own, 0], [rival, 0]]
        data["phase"], data["turn"] = "cover", 0
    state = loaded(4, change)
    view = View(state.observation(0))
    own = next(m for m in range(4, 16) if view.colour[m] == view.hcol[0])
    rival = next(m for m in range(4, 16) if view.colour[m] >= 0 and m != own)
    plain, keen = Judge(view), Judge(view, own_gain=OWN_GAIN)
    assert OWN_GAIN > 0
    near = 122                                       # c11, beside H0's wall
    far = next(sq for sq in range(len(keen.dist[0]) - 5) if keen.dist[0][sq] == 6)
    gain = keen.mouse_value(own, near) - keen.mouse_value(own, far)
    assert gain > plain.mouse_value(own, near) - plain.mouse_value(own, far) + 1.0
    assert keen.mouse_value(own, HIDE) > plain.mouse_value(own, HIDE) + 1.0
    assert keen.mouse_value(rival, near) == pytest.approx(plain.mouse_value(rival, near))
