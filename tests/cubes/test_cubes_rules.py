"""Scenario tests for "Souris et cubes de fromage" (RULES.md section 4, seed 004).

Every scenario drives the game through the protocol only, forcing the chance outcomes
with explicit actions: ``roll``, ``land 1,3`` (cubes 1 and 3 show their window),
``show 1 red`` (the card seen in cube 1 is red), ``stop``, ``swap p2 red``, ``done``.
Cube and seat numbers in the notation count from 1; the state counts from 0.
"""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

import pytest
from rule_checks import illegal

from game import paths
from game.config import load_yaml
from game.core import CHANCE, TERMINAL, IllegalAction, registry
from game.games.cubes import GAME
from game.games.cubes.actions import (
    CardsTaken,
    CardSwapped,
    CubesRefilled,
    CubesRolled,
    Done,
    GameOver,
    Land,
    NoMouse,
    Roll,
    Show,
    Stop,
    Swap,
    TurnStarted,
)
from game.games.cubes.observation import CubesObservation

RAW = load_yaml(paths.CONFIG / "cubes.yaml")          # read here, not through the rules
CARDS: dict[str, int] = dict(RAW["cards"])
TOTAL = sum(CARDS.values())
CUBES = RAW["cubes"]
P_WINDOW = Fraction(RAW["window_faces"], RAW["cube_faces"])
WHITE = RAW["exchange_colour"]
COLOURED = [c for c in CARDS if c != WHITE]
RED, BLUE, GREEN, YELLOW = "red", "blue", "green", "yellow"


# ----------------------------------------------------------------------- helpers
def new(players: int = 2, seed: int = 1, **options):
    return registry.new_game("cubes", players, seed=seed, options=options)


def obs(state) -> CubesObservation:
    return state.observation(0)


def hand(state, seat: int) -> dict[str, int]:
    return {c: n for c, n in obs(state).hands[seat].items() if n}


def unseen_total(state) -> int:
    return sum(obs(state).unseen.values())


def check_invariants(state) -> None:
    """Card conservation and the bookkeeping of the unseen cards."""
    o = obs(state)
    unseen = sum(o.unseen.values())
    in_hands = sum(sum(h.values()) for h in o.hands)
    assert unseen + len(o.aside) + in_hands + o.out_of_game == TOTAL
    aside = {int(c) for c in o.aside}
    loaded_free = sum(1 for i, full in enumerate(o.loaded) if full and i not in aside)
    assert unseen == o.pile + loaded_free
    assert o.pile >= 0 and min(o.unseen.values()) >= 0
    assert all(n >= 0 for h in o.hands for n in h.values())


def do(state, *moves: str) -> list:
    events = []
    for move in moves:
        events += state.apply(move)
        check_invariants(state)
    return events


def land(cubes) -> str:
    return "land " + (",".join(str(c + 1) for c in cubes) if cubes else "none")


def take(state, colours: list[str], cubes: list[int] | None = None) -> list:
    """The player to act rolls, ``cubes`` (default: the first rollable ones) show
    ``colours`` in one roll, and the player stops."""
    assert state.current_player() >= 0 and obs(state).phase == "start"
    cubes = list(cubes if cubes is not None else state.rollable()[:len(colours)])
    assert len(cubes) == len(colours)
    shows = [f"show {c + 1} {colour}" for c, colour in zip(cubes, colours)]
    return do(state, "roll", land(cubes), *shows, "stop")


def end_turn(state) -> None:
    """Close an exchange phase without swapping, if there is one."""
    if obs(state).phase == "exchange":
        do(state, "done")


def pass_turn(state) -> None:
    do(state, "roll", "land none")




def position(players: int, hands: list[dict[str, int]], turn: int, cube: int = CUBES - 1,
             out_of_game: int = 0, **options):
    """A position near the end: the pile is empty and only ``cube`` still holds a card
    (the one unseen card). Built through to_dict/from_dict, conserving every card."""
    state = new(players, **options)
    data = state.to_dict()
    unseen = dict(CARDS)
    for h in hands:
        for colour, n in h.items():
            unseen[colour] -= n
    unseen[WHITE] -= out_of_game
    assert min(unseen.values()) >= 0 and sum(unseen.values()) == 1, unseen
    data["history"] = []
    data["state"].update(
        unseen=unseen, pile=0, loaded=[i == cube for i in range(CUBES)], aside={},
        rolling=[], to_show=[], hands=[{c: h.get(c, 0) for c in CARDS} for h in hands],
        out_of_game=out_of_game, turn=turn, phase="start", result=[], end_reason="")
    state = registry.from_dict(data)
    check_invariants(state)
    return state


def hand_of(blue=0, red=0, yellow=0, green=0, white=0) -> dict[str, int]:
    return {BLUE: blue, RED: red, YELLOW: yellow, GREEN: green, WHITE: white}


# ------------------------------------------------------------------------ set-up
def test_the_configuration_is_the_rule_book():
    assert CARDS == {BLUE: 15, RED: 15, YELLOW: 15, GREEN: 15, WHITE: 12}
    assert TOTAL == 72 and CUBES == 8 and Fraction(1, 6) == P_WINDOW
    assert RAW["white_counts"] is True and GAME.config().white_counts is True
    assert RAW["options"]["target"]["default"] == 7
    assert set(RAW["options"]["target"]["choices"]) == {6, 7}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_start_72_cards_8_loaded_cubes_pile_64_first_player_0(players):
    for seed in (0, 1, 99):
        state = new(players, seed=seed)
        o = obs(state)
        assert o.unseen == CARDS and unseen_total(state) == 72
        assert o.loaded == (True,) * 8
        assert o.pile == 64
        assert o.aside == {} and o.out_of_game == 0
        assert all(sum(h.values()) == 0 for h in o.hands) and len(o.hands) == players
        assert state.current_player() == 0 and o.turn == 0 and o.phase == "start"
        assert state.legal_actions() == [Roll()]
        assert state.options == {"target": 7}
        check_invariants(state)


def test_the_first_roll_throws_all_eight_cubes():
    state = new()
    events = do(state, "roll")
    assert state.current_player() == CHANCE
    assert obs(state).rolling == tuple(range(8))
    assert events == [CubesRolled(0, tuple(range(8)))]
    assert len(state.chance_outcomes()) == 2 ** 8


# -------------------------------------------------------------------------- turns
def test_a_roll_with_no_mouse_ends_the_turn_and_nothing_is_lost():
    state = new(3)
    events = do(state, "roll", "land none")
    assert NoMouse(0, ()) in events and TurnStarted(1) in events
    assert state.current_player() == 1 and obs(state).phase == "start"
    assert all(not hand(state, p) for p in range(3))
    assert obs(state).unseen == CARDS and obs(state).pile == 64
    assert obs(state).loaded == (True,) * 8


def test_mice_show_then_the_player_chooses_stop_or_roll():
    state = new()
    do(state, "roll", "land 1,3")
    assert state.current_player() == CHANCE and obs(state).to_show == (0, 2)
    illegal(state, "show 3 blue", "no card is being shown")        # cube 1 shows first
    do(state, "show 1 red")
    assert state.current_player() == CHANCE
    do(state, "show 3 blue")
    assert state.current_player() == 0 and obs(state).phase == "decide"
    assert set(state.legal_actions()) == {Stop(), Roll()}
    assert obs(state).aside == {"0": RED, "2": BLUE}
    assert obs(state).unseen[RED] == 14 and obs(state).unseen[BLUE] == 14
    assert not hand(state, 0)                                       # not taken yet


def test_stop_takes_every_card_at_stake_and_refills_the_cubes():
    state = new()
    events = do(state, "roll", "land 1,3,4", "show 1 red", "show 3 blue", "show 4 red", "stop")
    assert CardsTaken(0, (RED, BLUE, RED)) in events
    assert CubesRefilled((0, 2, 3)) in events
    assert hand(state, 0) == {RED: 2, BLUE: 1}                      # sorted by colour
    o = obs(state)
    assert o.pile == 61 and o.loaded == (True,) * 8 and o.aside == {}
    assert unseen_total(state) == 69
    assert state.current_player() == 1 and o.phase == "start"


def test_stop_takes_white_cards_too():
    state = new()
    take(state, [WHITE, RED])
    assert hand(state, 0) == {WHITE: 1, RED: 1}
    assert obs(state).pile == 62


def test_going_on_rolls_only_the_cubes_not_set_aside():
    state = new()
    do(state, "roll", "land 1,3", "show 1 red", "show 3 blue")
    events = do(state, "roll")
    assert events == [CubesRolled(0, (1, 3, 4, 5, 6, 7))]
    assert obs(state).rolling == (1, 3, 4, 5, 6, 7)
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 2 ** 6
    assert all(set(a.shown) <= {1, 3, 4, 5, 6, 7} for a, _ in outcomes)
    illegal(state, "land 1", "only the rolled cubes")
    illegal(state, "land 2,3", "only the rolled cubes")
    do(state, "land 2,5", "show 2 green", "show 5 green")
    assert obs(state).aside == {"0": RED, "1": GREEN, "2": BLUE, "4": GREEN}
    do(state, "stop")
    assert hand(state, 0) == {RED: 1, BLUE: 1, GREEN: 2}


def test_a_bust_gives_back_every_card_won_this_turn():
    state = new()
    take(state, [GREEN])                                            # an earlier win
    pass_turn(state)
    pile_at_turn_start = obs(state).pile
    unseen_at_turn_start = dict(obs(state).unseen)
    do(state, "roll", "land 1,2", "show 1 red", "show 2 blue", "roll", "land 3", "show 3 yellow")
    during = unseen_total(state)
    events = do(state, "roll", "land none")
    assert NoMouse(0, (RED, BLUE, YELLOW)) in events
    assert unseen_total(state) == during + 3                        # back into the pool
    assert obs(state).unseen == unseen_at_turn_start
    assert obs(state).pile == pile_at_turn_start                 # refilled from it
    assert obs(state).loaded == (True,) * 8 and obs(state).aside == {}
    assert hand(state, 0) == {GREEN: 1}                             # the hand is untouched
    assert state.current_player() == 1


def test_all_eight_set_aside_forces_stop():
    state = new()
    do(state, "roll", "land 1,2,3,4,5,6,7,8", *[f"show {c} red" for c in range(1, 7)],
       "show 7 blue", "show 8 blue")
    assert state.legal_actions() == [Stop()]
    illegal(state, "roll", "must stop")
    do(state, "stop")
    assert hand(state, 0) == {RED: 6, BLUE: 2}
    assert obs(state).pile == 56


def test_all_eight_set_aside_over_several_rolls_forces_stop():
    state = new()
    do(state, "roll", "land 1,2,3", "show 1 red", "show 2 blue", "show 3 green", "roll",
       "land 4,5,6,7,8", *[f"show {c} yellow" for c in range(4, 9)])
    assert state.legal_actions() == [Stop()]
    illegal(state, "roll", "stop")


# -------------------------------------------------------------------- white mice
def test_a_white_with_no_opponent_card_to_take_skips_the_exchange():
    state = new()
    take(state, [WHITE])
    assert state.current_player() == 1 and obs(state).phase == "start"


def test_no_white_in_hand_no_exchange():
    state = new()
    take(state, [RED])
    take(state, [BLUE])                                             # p2 has no white
    assert state.current_player() == 0 and obs(state).phase == "start"


def test_white_swap_takes_a_coloured_card_and_leaves_the_game():
    state = new()
    take(state, [WHITE])
    take(state, [RED, RED])
    take(state, [BLUE])
    assert state.current_player() == 0 and obs(state).phase == "exchange"
    assert state.legal_actions() == [Swap(1, RED), Done()]
    events = do(state, "swap p2 red")
    assert CardSwapped(0, 1, RED) in events
    assert hand(state, 0) == {RED: 1, BLUE: 1}
    assert hand(state, 1) == {RED: 1}
    assert obs(state).out_of_game == 1
    # No white left: the turn passes on by itself.
    assert TurnStarted(1) in events and state.current_player() == 1


def test_a_white_just_taken_may_be_spent_at_once():
    state = new()
    take(state, [RED])
    take(state, [WHITE])
    assert state.current_player() == 1 and obs(state).phase == "exchange"
    do(state, "swap p1 red")
    assert hand(state, 1) == {RED: 1} and not hand(state, 0)
    assert obs(state).out_of_game == 1


def test_several_whites_may_be_spent():
    state = new()
    take(state, [WHITE, WHITE])
    take(state, [RED, GREEN])
    take(state, [BLUE])
    assert set(state.legal_actions()) == {Swap(1, RED), Swap(1, GREEN), Done()}
    do(state, "swap p2 red")
    assert obs(state).phase == "exchange" and state.current_player() == 0
    assert state.legal_actions() == [Swap(1, GREEN), Done()]
    do(state, "swap p2 green")
    assert hand(state, 0) == {RED: 1, GREEN: 1, BLUE: 1}
    assert not hand(state, 1)
    assert obs(state).out_of_game == 2
    assert state.current_player() == 1


def test_done_ends_the_turn_without_swapping():
    state = new()
    take(state, [WHITE])
    take(state, [RED])
    take(state, [BLUE])
    before = obs(state).hands
    events = do(state, "done")
    assert events == [TurnStarted(1)]
    assert obs(state).hands == before and obs(state).out_of_game == 0
    assert state.current_player() == 1


def test_the_opponent_is_of_the_players_choice():
    state = new(3)
    take(state, [WHITE])
    take(state, [RED])
    take(state, [RED, BLUE])
    take(state, [GREEN])
    assert set(state.legal_actions()) == {Swap(1, RED), Swap(2, RED), Swap(2, BLUE), Done()}
    do(state, "swap p3 red")
    assert hand(state, 2) == {BLUE: 1} and hand(state, 1) == {RED: 1}
    assert hand(state, 0) == {RED: 1, GREEN: 1}


def test_a_white_cannot_take_a_white_nor_from_oneself_nor_a_missing_colour():
    state = new()
    take(state, [WHITE])
    take(state, [WHITE, RED])          # p2's white finds only p1's white: no exchange
    assert state.current_player() == 0 and obs(state).phase == "start"
    take(state, [BLUE])
    assert obs(state).phase == "exchange"
    assert state.legal_actions() == [Swap(1, RED), Done()]
    illegal(state, "swap p2 white", "coloured")
    illegal(state, "swap p1 blue", "opponent")
    illegal(state, "swap p2 yellow", "no yellow")
    illegal(state, "swap p3 red", "opponent")                        # no such seat


def test_a_white_is_spent_only_right_after_taking_cards():
    state = new()
    take(state, [WHITE])
    take(state, [RED])
    assert state.current_player() == 0
    illegal(state, "swap p2 red", "white", "after taking")          # start of turn
    do(state, "roll", "land 1", "show 1 blue")
    illegal(state, "swap p2 red", "after taking")                   # cards at stake only
    do(state, "roll", "land none")                                  # bust: nothing taken
    assert state.current_player() == 1 and obs(state).phase == "start"
    assert hand(state, 0) == {WHITE: 1}


# ------------------------------------------------------------------------ winning
def test_seven_of_one_colour_wins_at_once():
    state = new(3)
    events = take(state, [RED] * 7)
    assert GameOver((0,), "target") in events
    assert state.is_terminal() and state.current_player() == TERMINAL
    assert state.winners() == [0] and obs(state).end_reason == "target"
    assert state.ranking()[0] == 0
    assert state.scores()[0] == 7
    illegal(state, "roll", "over")


def test_seven_at_stake_is_not_a_win_until_stopping():
    state = new()
    do(state, "roll", "land 1,2,3,4,5,6,7", *[f"show {c} red" for c in range(1, 8)])
    assert not state.is_terminal() and state.winners() == []
    do(state, "roll", "land none")                                  # pushed their luck
    assert not state.is_terminal() and not hand(state, 0)


def test_seven_over_several_turns_wins_six_does_not():
    state = new()
    take(state, [RED] * 4)
    pass_turn(state)
    take(state, [RED, RED])
    assert not state.is_terminal() and hand(state, 0) == {RED: 6}
    pass_turn(state)
    take(state, [RED, BLUE])
    assert state.is_terminal() and state.winners() == [0]
    assert hand(state, 0) == {RED: 7, BLUE: 1}


def test_the_final_taking_may_go_past_the_target():
    state = new()
    take(state, [RED] * 6)
    pass_turn(state)
    take(state, [RED] * 3)
    assert state.is_terminal() and hand(state, 0) == {RED: 9}


def test_option_target_6_wins_at_six():
    state = new(target=6)
    assert obs(state).target == 6
    take(state, [RED] * 5)
    assert not state.is_terminal()
    pass_turn(state)
    take(state, [RED])
    assert state.is_terminal() and state.winners() == [0]


def test_the_default_game_does_not_end_at_six():
    state = new()
    take(state, [RED] * 6)
    assert not state.is_terminal()


def test_a_swap_can_win():
    state = new()
    take(state, [RED] * 6 + [WHITE])
    take(state, [RED])
    take(state, [BLUE])
    assert obs(state).phase == "exchange"
    events = do(state, "swap p2 red")
    assert GameOver((0,), "target") in events
    assert state.is_terminal() and state.winners() == [0]
    assert hand(state, 0)[RED] == 7


def test_white_cards_count_towards_the_target():
    state = new()
    take(state, [WHITE] * 7)
    assert state.is_terminal() and state.winners() == [0]
    short = new(target=6)
    take(short, [WHITE] * 6)
    assert short.is_terminal() and short.winners() == [0]


def test_the_other_player_can_win_too():
    state = new(4)
    pass_turn(state)
    pass_turn(state)
    events = take(state, [GREEN] * 8)
    assert GameOver((2,), "target") in events and state.winners() == [2]
    assert state.ranking()[0] == 2


# ------------------------------------------------------------------- running out
def choose_colours(state, count: int) -> list[str]:
    """Colours for the next ``count`` cards that keep every seat below the target:
    always the colour with the most unseen cards the player may still take."""
    o = obs(state)
    seat = state.current_player()
    have = dict(o.hands[seat])
    left = dict(o.unseen)
    chosen = []
    for _ in range(count):
        options = [c for c in CARDS if left[c] > 0 and have[c] < o.target - 1]
        assert options, "the scripted game cannot avoid a win"
        colour = max(options, key=lambda c: (left[c], -list(CARDS).index(c)))
        chosen.append(colour)
        have[colour] += 1
        left[colour] -= 1
    return chosen


def test_running_out_of_cards():
    state = new(4)
    for _ in range(7):                                              # 56 cards
        take(state, choose_colours(state, 8))
        end_turn(state)
    assert obs(state).pile == 8 and obs(state).loaded == (True,) * 8
    take(state, choose_colours(state, 6))
    end_turn(state)
    assert obs(state).pile == 2 and obs(state).loaded == (True,) * 8
    take(state, choose_colours(state, 3), cubes=[0, 1, 2])
    end_turn(state)
    # Two cubes were refilled from the last two cards of the pile, one stays empty.
    assert obs(state).pile == 0 and obs(state).loaded.count(True) == 7
    empty = obs(state).loaded.index(False)
    # The empty cube is not rolled.
    seat = state.current_player()
    do(state, "roll")
    rolled = obs(state).rolling
    assert empty not in rolled and len(rolled) == 7
    assert len(state.chance_outcomes()) == 2 ** 7
    illegal(state, land([empty]), "only the rolled cubes")
    # A bust with an empty pile puts the cards back in the same cubes.
    first, second = rolled[0], rolled[1]
    do(state, land([first]), f"show {first + 1} {choose_pick(state)}", "roll", "land none")
    assert obs(state).loaded.count(True) == 7 and unseen_total(state) == 7
    assert state.current_player() == (seat + 1) % 4
    # Two more cards: two more empty cubes.
    take(state, choose_colours(state, 2), cubes=[first, second])
    end_turn(state)
    assert obs(state).loaded.count(True) == 5 and obs(state).pile == 0
    assert not state.is_terminal()
    # The last five cards: no cube holds a card, the game ends.
    last = [i for i, full in enumerate(obs(state).loaded) if full]
    take(state, choose_colours(state, 5), cubes=last)
    end_turn(state)
    assert state.is_terminal()
    o = obs(state)
    assert o.end_reason == "out_of_cards"
    assert o.loaded == (False,) * 8 and o.pile == 0 and unseen_total(state) == 0
    assert all(max(h.values()) < 7 for h in o.hands)
    keys = [(max(h.values()), sum(h.values())) for h in o.hands]
    best = max(keys)
    assert state.winners() == [p for p in range(4) if keys[p] == best]


def choose_pick(state) -> str:
    """A colour that may still be shown (any, the card is lost again in a bust)."""
    return next(c for c, n in obs(state).unseen.items() if n)


def finish_last_card(state, seat: int) -> list:
    """``seat`` to play takes the last card (cube 8, blue), then closes the exchange."""
    assert state.current_player() == seat
    events = take(state, [BLUE], cubes=[CUBES - 1])
    if not state.is_terminal():
        events += do(state, "done")
    return events


def test_out_of_cards_most_of_one_colour_wins():
    state = position(3, [hand_of(5, 5, 5, 5, 4), hand_of(5, 5, 5, 5, 4),
                         hand_of(4, 5, 5, 5, 4)], turn=0)
    events = finish_last_card(state, 0)
    assert GameOver((0,), "out_of_cards") in events
    assert state.winners() == [0] and state.ranking()[0] == 0


def test_out_of_cards_then_most_cards_in_all():
    state = position(3, [hand_of(5, 5, 5, 5, 5), hand_of(5, 5, 5, 5, 4),
                         hand_of(4, 5, 5, 5, 3)], turn=2)
    finish_last_card(state, 2)
    assert state.is_terminal() and state.winners() == [0]
    assert state.ranking() == [0, 1, 2]
    # Seats 1 and 2 both have 5 of one colour; seat 1 has more cards, so it is 2nd alone.
    assert state.places() == {0: 1, 1: 2, 2: 3}


def test_out_of_cards_a_tie_is_shared():
    state = position(3, [hand_of(5, 5, 5, 5, 4), hand_of(5, 5, 5, 5, 4),
                         hand_of(4, 5, 5, 5, 4)], turn=2)
    events = finish_last_card(state, 2)
    assert GameOver((0, 1, 2), "out_of_cards") in events
    assert sorted(state.winners()) == [0, 1, 2]
    two = position(3, [hand_of(5, 5, 5, 5, 5), hand_of(5, 5, 5, 5, 5),
                       hand_of(4, 5, 5, 5, 2)], turn=2)
    finish_last_card(two, 2)
    assert sorted(two.winners()) == [0, 1]
    assert set(two.ranking()[:2]) == {0, 1} and two.ranking()[2] == 2
    assert two.places() == {0: 1, 1: 1, 2: 3}


def test_out_of_cards_whites_count_as_a_colour():
    # Seat 0 has six whites and fewer cards than seat 1, whose best colour is five.
    state = position(4, [hand_of(3, 4, 4, 4, 6), hand_of(4, 5, 5, 5, 3),
                         hand_of(4, 3, 3, 3, 2), hand_of(3, 3, 3, 3, 1)], turn=3)
    finish_last_card(state, 3)
    assert state.is_terminal() and state.winners() == [0]


def test_the_last_card_lost_in_a_bust_stays_in_play():
    state = position(3, [hand_of(5, 5, 5, 5, 4), hand_of(5, 5, 5, 5, 4),
                         hand_of(4, 5, 5, 5, 4)], turn=0)
    do(state, "roll")
    assert obs(state).rolling == (CUBES - 1,)
    assert len(state.chance_outcomes()) == 2
    do(state, "land none")
    assert not state.is_terminal() and state.current_player() == 1
    assert obs(state).loaded[CUBES - 1] and unseen_total(state) == 1


# ------------------------------------------------------------------------- chance
def test_landing_probabilities():
    state = new()
    do(state, "roll")
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 256
    for action, p in outcomes:
        k = len(action.shown)
        assert p == pytest.approx(float(P_WINDOW ** k * (1 - P_WINDOW) ** (8 - k)), rel=1e-12)
    probs = dict(outcomes)
    assert probs[Land(())] == pytest.approx((5 / 6) ** 8)
    assert probs[Land(tuple(range(8)))] == pytest.approx((1 / 6) ** 8)
    # After two are set aside, six cubes roll.
    do(state, "land 1,2", "show 1 red", "show 2 red", "roll")
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 64
    for action, p in outcomes:
        k = len(action.shown)
        assert p == pytest.approx(float(P_WINDOW ** k * (1 - P_WINDOW) ** (6 - k)), rel=1e-12)


def test_show_probabilities_follow_the_unseen_cards():
    state = new()
    do(state, "roll", "land 1,2")
    outcomes = dict(state.chance_outcomes())
    assert outcomes == {Show(0, c): pytest.approx(n / 72) for c, n in CARDS.items()}
    do(state, "show 1 red")
    outcomes = dict(state.chance_outcomes())
    expected = {**CARDS, RED: 14}
    assert outcomes == {Show(1, c): pytest.approx(n / 71) for c, n in expected.items()}


def test_a_colour_with_no_unseen_card_cannot_show():
    state = new()
    take(state, [WHITE] * 6)
    take(state, [WHITE] * 6)
    assert obs(state).unseen[WHITE] == 0
    do(state, "roll", "land 1")
    outcomes = dict(state.chance_outcomes())
    assert set(outcomes) == {Show(0, c) for c in COLOURED}
    assert sum(outcomes.values()) == pytest.approx(1)
    illegal(state, "show 1 white", "no unseen white")


def test_sampling_matches_the_listed_distribution():
    rng = random.Random(2024)
    state = new()
    do(state, "roll")
    n = 12000
    shown = [len(state.sample_chance(rng).shown) for _ in range(n)]
    assert sum(shown) / n == pytest.approx(8 / 6, abs=0.04)
    assert shown.count(0) / n == pytest.approx((5 / 6) ** 8, abs=0.015)
    do(state, "land 1")
    whites = sum(state.sample_chance(rng) == Show(0, WHITE) for _ in range(n))
    assert whites / n == pytest.approx(12 / 72, abs=0.015)
    assert obs(state).to_show == (0,)                       # sampling changes nothing


# ----------------------------------------------------------- messages and notation
def test_illegal_actions_say_why():
    state = new()
    illegal(state, "stop", "no cards at stake")
    illegal(state, "done", "nothing to finish")
    illegal(state, "show 1 red", "no card is being shown")
    illegal(state, "land 1", "no cubes are rolling")
    illegal(state, "jump over the cheese", "roll", "stop", "swap")
    do(state, "roll")
    illegal(state, "roll", "cannot roll now")
    illegal(state, "land 3,1", "each once")
    do(state, "land 1", "show 1 red")
    illegal(state, "done", "nothing to finish")
    assert issubclass(IllegalAction, ValueError)


def test_no_swap_once_the_turn_has_passed():
    state = new()
    take(state, [WHITE])
    take(state, [RED])
    take(state, [BLUE])
    do(state, "swap p2 red")
    # Seat 0 spent its only white and the turn passed: seat 1 has taken nothing yet.
    illegal(state, "swap p1 blue", "after taking")


@pytest.mark.parametrize("text, action", [
    ("roll", Roll()), ("stop", Stop()), ("done", Done()),
    ("land none", Land(())), ("land 1,3", Land((0, 2))), ("land 8", Land((7,))),
    ("show 2 red", Show(1, RED)), ("show 8 white", Show(7, WHITE)),
    ("swap p2 red", Swap(1, RED)), ("swap p4 green", Swap(3, GREEN)),
])
def test_notation_round_trip(text, action):
    state = new()
    assert state.parse_action(text) == action
    assert str(action) == text
    assert state.parse_action(f"  {text.upper()}  ") == action


@pytest.mark.parametrize("text", [
    "", "land", "land x", "land 1;3", "land 1, 3", "show 1", "show x red", "show 1 purple",
    "swap 2 red", "swap p2 purple", "swap px red", "rolls", "stop now",
])
def test_bad_notation_is_refused(text):
    state = new()
    with pytest.raises(IllegalAction, match="not a move"):
        state.parse_action(text)


# --------------------------------------------------------------- state handling
def test_everything_is_public():
    state = new(3)
    do(state, "roll", "land 2", "show 2 yellow")
    views = [state.observation(p) for p in range(3)]
    for p, view in enumerate(views):
        assert view.seat == p
        assert replace(view, seat=0) == views[0]


def test_clone_is_deep():
    state = new()
    take(state, [RED, WHITE])
    do(state, "roll", "land 1", "show 1 blue")
    copy = state.clone()
    assert copy == state and type(copy) is type(state)
    do(copy, "stop")
    copy.hands[0][RED] += 5
    copy.unseen[RED] -= 1
    copy.loaded[3] = False
    copy.history.append(Roll())
    assert obs(state).phase == "decide" and obs(state).aside == {"0": BLUE}
    assert hand(state, 0) == {RED: 1, WHITE: 1}
    assert obs(state).unseen[RED] == 14 and obs(state).loaded == (True,) * 8
    assert len(state.history) == 8


def test_a_game_round_trips_through_a_dict_mid_turn():
    state = new(3, target=6)
    take(state, [RED, WHITE])
    do(state, "roll", "land 2,5", "show 2 blue")
    again = registry.from_dict(state.to_dict())
    assert again == state
    do(again, "show 5 green", "stop")
    do(state, "show 5 green", "stop")
    assert again == state and again.options == {"target": 6}
