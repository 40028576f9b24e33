"""Hard's cascades of claims with 4 players (game/games/chaos/cascade.py): the rules'
claim played out on a colouring, the colourings drawn from the observation alone,
and the two decisions they change (a mouse into a hideout, a claim when asked)."""

from __future__ import annotations

import random

from game.games.chaos.actions import Claim, Pass
from game.games.chaos.ai import ChaosPlayer
from game.games.chaos.cascade import CascadeLook, Colourings
from game.games.chaos.places import HIDE
from game.games.chaos.rules import ChaosState
from game.games.chaos.sight import View

TURN = 35                  # past turn 30: normal claims whenever it may


def loaded(change) -> ChaosState:
    state = ChaosState(4, 3)
    data = state._state_dict()
    change(data, state)
    state._load_state_dict(data)
    return state


def large(state: ChaosState, colour: int) -> int:
    return next(m for m in range(4) if state.colour[m] == colour)


def smalls(state: ChaosState, colour: int) -> list[int]:
    return [m for m in range(4, 16) if state.colour[m] == colour]


def _place(data, hideouts: list[list[int]]) -> None:
    """Hideout h holds ``hideouts[h]`` (in that order); the other small mice stay on
    their start squares, a large mouse left out goes under the table."""
    inside = {m for mice in hideouts for m in mice}
    data["hideout"] = [list(mice) for mice in hideouts]
    for h, mice in enumerate(hideouts):
        for m in mice:
            data["mloc"][m] = HIDE + h
    for m in range(4):
        if m not in inside:
            data["mloc"][m] = HIDE + 4              # under the table


def _cycle(data, state) -> None:
    """Seat 0 to start its turn 35: H0 holds the large mouse of seat 1's colour, then
    seat 0's three small mice (seen by seat 0); H1 the large mouse of seat 0's colour
    and two of seat 1's small mice (seen by seat 1); H2 and H3 their large mice."""
    c = state.hcolour
    h0 = [large(state, c[1]), *smalls(state, c[0])]
    h1 = [large(state, c[0]), *smalls(state, c[1])[:2]]
    _place(data, [h0, h1, [large(state, c[2])], [large(state, c[3])]])
    data["phase"], data["turn"], data["turns"] = "cover", 0, TURN
    data["seen_mice"][0] = [[m, 0] for m in h0[1:]]
    data["seen_mice"][1] = [[m, 0] for m in h1[1:]]


def truth(state: ChaosState) -> list[int]:
    return list(state.colour) + list(state.hcolour)


def test_a_claim_sends_the_large_mouse_round_and_the_cycle_closes_on_the_claimer():
    """RULES.md 3, "End": seat 0's claim turns its large mouse (seat 1's colour) over
    first and hands it to seat 1, who claims and hands seat 0 its own: seat 0, its
    three small mice right, wins in the same turn."""
    state = loaded(_cycle)
    look = CascadeLook(View(state.observation(0)), random.Random(0))
    hide = [list(h) for h in state.hideout]
    assert look._play(truth(state), hide, 0, forced=True) == 0
    # and the rules agree
    state.apply(Claim())
    while state.current_player() in (1, 0) and Claim() in state.legal_actions() and not state.is_terminal():
        state.apply(Claim())
    assert state.winners() == [0]


def test_seat_1_short_of_mice_stops_the_cascade():
    state = loaded(_cycle)
    look = CascadeLook(View(state.observation(0)), random.Random(0))
    hide = [list(h) for h in state.hideout]
    moved = hide[1].pop()                              # seat 1: two mice, then three
    assert moved >= 4
    assert look._play(truth(state), hide, 0, forced=True) == -1


def test_the_colourings_keep_what_the_seat_knows_and_draw_the_rest_fairly():
    state = loaded(_cycle)
    view = View(state.observation(0))
    draws = Colourings(view, random.Random(1)).samples
    c = state.hcolour
    for sample in draws:
        assert sample[16] == c[0]                      # its own card
        for m in smalls(state, c[0]):
            assert sample[m] == c[0]                   # the mice it saw
        assert sorted(sample[16:]) == [0, 1, 2, 3]
        assert sorted(sample[:4]) == [0, 1, 2, 3]
        assert sorted(sample[4:16]) == sorted(state.colour[4:16])
    # seat 1's two small mice at home, seen by seat 1: drawn of seat 1's card
    same = sum(1 for s in draws for m in smalls(state, c[1])[:2] if s[m] == s[17])
    assert same >= 0.8 * 2 * len(draws)


def test_the_colourings_are_drawn_from_the_observation_not_the_truth():
    """Two games alike to seat 0 but for the colours it cannot see: the same draws."""
    state = loaded(_cycle)

    def swapped(data, s):
        _cycle(data, s)
        a, b = 2, 3                                      # two cards seat 0 has not seen
        data["hcolour"][a], data["hcolour"][b] = data["hcolour"][b], data["hcolour"][a]
    other = loaded(swapped)
    first = Colourings(View(state.observation(0)), random.Random(5)).samples
    second = Colourings(View(other.observation(0)), random.Random(5)).samples
    assert state.hcolour != other.hcolour
    assert state.observation(0) == other.observation(0)
    assert first == second


def _handing(data, state) -> None:
    """Seat 0 is asked (turn 35, seat 3's turn): H0 holds its large mouse, known to all
    to be of seat 2's colour, then three mice of its own colour; H2 holds seat 2's
    three small mice, seen by seat 2 and by seat 0, its large mouse gone to H3. A claim
    by seat 0 hands seat 2 its fourth mouse: seat 2 wins."""
    c = state.hcolour
    lg = large(state, c[2])
    h0 = [lg, *smalls(state, c[0])]
    h2 = smalls(state, c[2])
    h3 = [large(state, c[3]), large(state, c[0])]
    _place(data, [h0, [large(state, c[1])], h2, h3])
    data["phase"], data["turn"], data["turns"] = "ask", 3, TURN
    data["ask"], data["resume"] = [0], "next"
    data["public_mice"] = [[lg, TURN - 1]]
    data["seen_mice"][0] = [[m, 0] for m in h0[1:] + h2]
    data["seen_mice"][2] = [[m, 0] for m in h2]


def test_asked_hard_passes_rather_than_hand_a_rival_the_game():
    state = loaded(_handing)
    assert state.current_player() == 0
    assert set(state.legal_actions()) == {Claim(), Pass()}
    view = View(state.observation(0))
    claim, wait = CascadeLook(view, random.Random(0)).claim_or_wait(True)
    assert claim < wait - 0.5
    obs = state.observation(0)
    assert ChaosPlayer("hard", 0).choose(obs, state.legal_actions(), random.Random(0)) == Pass()
    assert ChaosPlayer("normal", 0).choose(obs, state.legal_actions(), random.Random(0)) == Claim()


def test_hard_leaves_out_the_mouse_that_would_let_a_rival_cascade_to_its_win():
    """Seat 1 (three mice, its large mouse first) would claim with a fourth; its large
    mouse, known to be of seat 2's colour, would reach seat 2, whose three small
    mice are home and known: a mouse into H1 hands seat 2 the game."""
    def change(data, state):
        c = state.hcolour
        lg = large(state, c[2])
        h1 = [lg, *smalls(state, c[1])[:2]]
        h2 = smalls(state, c[2])
        _place(data, [[large(state, c[0])], h1, h2, [large(state, c[3]), large(state, c[1])]])
        data["phase"], data["turn"], data["turns"] = "move", 0, TURN
        data["public_mice"] = [[lg, TURN - 1]]
        data["seen_mice"][0] = [[m, 0] for m in h2]
        data["seen_mice"][2] = [[m, 0] for m in h2]
        data["seen_mice"][1] = [[m, 0] for m in h1[1:]]
    state = loaded(change)
    view = View(state.observation(0))
    look = CascadeLook(view, random.Random(0))
    outside = next(m for m in range(4, 16) if view.mloc[m] < HIDE)
    assert look.into(outside, 1) < -0.5
    assert look.into(outside, 0) > -0.1
