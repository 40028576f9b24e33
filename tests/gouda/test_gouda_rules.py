"""Scenario tests for Gouda! Gouda! (RULES.md section 2, rule book seed 002).

The games are driven through the protocol only, with the notation (``choose tin``,
``roll g,y,r``, ``give 2 to p1 pot``, ``pass``, ``reroll 1,3``...); chance outcomes are
forced with explicit ``roll`` actions. Positions are built with :func:`table`, which
writes the mice and the markers into a state dict and loads it, so that every seat keeps
its five mice. In the book's examples Dominique is p1 (seat 0), Victor p2 (seat 1) and
Léon p3 (seat 2). Numbers the book prints (5 dice for 7 mice, 3 for 3) are written here
literally.
"""

from __future__ import annotations

import json
import math

import pytest
from config_checks import config_with, options_with, refused
from rule_checks import illegal

from game.core import CHANCE, TERMINAL, IllegalAction
from game.core.protocol import Pass
from game.games.gouda import GAME, conf
from game.games.gouda.actions import (
    KINDS,
    CancelDice,
    CancelMarker,
    CancelRoll,
    CheeseEaten,
    Choose,
    DiceRolled,
    DieLost,
    Extra,
    GameOver,
    Give,
    Hand,
    HandCount,
    Improve,
    MarkerCancelled,
    MarkerPlayed,
    MarkerResolved,
    MarkerSpent,
    MouseMoved,
    Reroll,
    Roll,
    RollTransferred,
    Start,
    Transfer,
    TurnStarted,
    Worsen,
)
from game.games.gouda.rules import GoudaState

CONFIG = GAME.config()
NAMES, IDX, SHELF = CONFIG.names, CONFIG.idx, CONFIG.shelf

D, V, L = 0, 1, 2          # Dominique, Victor, Léon


# ----------------------------------------------------------------------- helpers
def new(players: int = 2, seed: int = 1, **options) -> GoudaState:
    return GoudaState(players, seed, options)


def table(players: int = 2, mice: dict | None = None, hands: list | None = None, *,
          turn: int = 0, rest: str = "can", **options) -> GoudaState:
    """A position at the start of ``turn``'s turn: ``mice`` {place: [count per seat]}, the
    rest of each seat's five mice on ``rest``; ``hands`` a {kind: count} per seat (powers
    on when given)."""
    options.setdefault("start", "can")
    if hands is not None:
        options.setdefault("powers", 3)
    state = new(players, **options)
    data = state._state_dict()
    rows = [[0] * players for _ in NAMES]
    for name, counts in (mice or {}).items():
        rows[IDX[name]] = list(counts)
    for seat in range(players):
        placed = sum(row[seat] for row in rows)
        assert placed <= 5
        rows[IDX[rest]][seat] += 5 - placed
    data["mice"] = rows
    if hands is not None:
        data["hands"] = [[h.get(k, 0) for k in KINDS] for h in hands]
        data["dealt"] = [sum(h) for h in data["hands"]]
    data["turn"] = data["base"] = turn
    state._load_state_dict(data)
    return state


def do(state: GoudaState, *moves: str) -> list:
    events = []
    for move in moves:
        events += state.apply(move)
    return events


def only(events, kind):
    return [e for e in events if isinstance(e, kind)]


def mice_on(state: GoudaState, place: str) -> list[int]:
    return list(state.mice[IDX[place]])


def legal(state: GoudaState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def roll_of(state: GoudaState) -> str:
    return "".join(state.dice)


def pass_all(state: GoudaState) -> list:
    """Everybody asked lets the window go by."""
    events = []
    while state.in_window():
        events += state.apply("pass")
    return events


SHAKE = dict(reroll=1, extra=1, transfer=1, improve=1, worsen=1, cancel=1)


# ------------------------------------------------------------------------ set-up
def test_each_player_in_turn_chooses_a_start_place_for_all_five_mice():
    """Seed 002 "Mise en place" 2.: each player puts their mice on one of the three start
    places (the big can, the two crates); seat 0 first, then in seat order."""
    state = new(3)
    assert state.phase == "start" and state.current_player() == 0
    assert legal(state) == {"start can", "start crate_left", "start crate_right"}
    illegal(state, "start tin", "start place")
    events = do(state, "start crate_left")
    assert mice_on(state, "crate_left") == [5, 0, 0]
    assert state.current_player() == 1
    do(state, "start crate_left", "start can")
    assert mice_on(state, "crate_left") == [5, 5, 0] and mice_on(state, "can") == [0, 0, 5]
    assert state.phase == "choose" and state.current_player() == 0
    assert legal(state) == {"choose crate_left"}
    assert events[0].place == "crate_left" and events[0].mice == 5


def test_option_everybody_on_the_can():
    state = new(4, start="can")
    assert state.phase == "choose" and state.current_player() == 0
    assert mice_on(state, "can") == [5, 5, 5, 5]
    assert sum(state.count) == 20
    assert legal(state) == {"choose can"}


def test_players_and_options_are_checked():
    with pytest.raises(ValueError):
        new(1)
    with pytest.raises(ValueError):
        new(7)
    with pytest.raises(ValueError, match="powers"):
        new(2, powers=6)
    with pytest.raises(ValueError, match="start"):
        new(2, start="tin")
    assert new(6).num_players == 6


# ---------------------------------------------------------------------- the dice
def test_dice_are_as_many_as_the_mice_of_the_place_at_most_five():
    """Seed 002 "Déroulement" 2., both examples: Dominique's place holds 7 mice (3 hers,
    2 green, 2 blue): she rolls 5 dice; Victor's holds 3 (one each): he rolls 3."""
    state = table(3, {"pot": [3, 2, 2]}, turn=D)
    events = do(state, "choose pot")
    assert state.current_player() == CHANCE and len(state.rolling) == 5
    assert events[0].dice == 5
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 3 ** 5
    assert math.isclose(sum(p for _, p in outcomes), 1.0)
    assert all(math.isclose(p, (1 / 3) ** 5) for _, p in outcomes)   # 2 faces of 6 each

    state = table(3, {"jar": [1, 1, 1]}, turn=V)
    do(state, "choose jar")
    assert len(state.rolling) == 3
    assert len(state.chance_outcomes()) == 27


def test_a_roll_outcome_must_fit_the_dice_rolling():
    state = table(2, {"pot": [2, 0]})
    do(state, "choose pot")
    illegal(state, "roll g,g,g", "2 dice")
    illegal(state, "roll g", "2 dice")
    illegal(state, "pass", "rolled")
    illegal(state, "choose can", "rolled")


def test_the_sampler_draws_each_face_as_often_as_the_die_has_it():
    import random
    state = table(2, {"pot": [1, 0]})
    do(state, "choose pot")
    rng = random.Random(5)
    counts = {"g": 0, "y": 0, "r": 0}
    for _ in range(3000):
        roll = state.sample_chance(rng)
        assert roll in {a for a, _ in state.chance_outcomes()}
        counts[roll.faces] += 1
    for c in counts:
        assert 850 < counts[c] < 1150


def test_green_moves_up_red_moves_down_yellow_moves_nobody():
    """Seed 002 "Déroulement" 3., Dominique's example: 1 green, 3 yellow, 1 red; she
    moves one of her mice up with the green and one of Victor's down with the red."""
    state = table(3, {"pot": [3, 1, 1]}, turn=D)
    do(state, "choose pot", "roll g,y,y,y,r")
    assert state.phase == "assign" and state.current_player() == D
    assert legal(state) == {
        *(f"give 1 to p{s} {to}" for s in (1, 2, 3) for to in ("bottle", "sugar")),
        *(f"give 5 to p{s} {to}" for s in (1, 2, 3) for to in ("tin", "cup")),
    }, "a yellow die is nobody's result"
    events = do(state, "give 1 to p1 bottle")
    assert only(events, MouseMoved)[0].colour == "green"
    assert state.current_player() == D, "one result left"
    events = do(state, "give 5 to p2 tin")
    assert mice_on(state, "pot") == [2, 0, 1]
    assert mice_on(state, "bottle")[D] == 1 and mice_on(state, "tin")[V] == 1
    assert only(events, TurnStarted)[0].player == V, "the turn is over"


def test_each_result_goes_to_a_different_mouse():
    state = table(2, {"tin": [1, 1]})
    do(state, "choose tin", "roll g,g")
    assert legal(state) == {"give 1 to p1 pot", "give 1 to p1 cup",
                            "give 1 to p2 pot", "give 1 to p2 cup"}
    do(state, "give 1 to p1 cup")
    assert legal(state) == {"give 2 to p2 pot", "give 2 to p2 cup"}, \
        "p1's only mouse there has had its result"
    illegal(state, "give 2 to p1 pot", "no mouse left")


def test_the_roller_chooses_the_link_and_only_links_are_legal():
    state = table(2, {"jar": [1, 0], "bottle": [0, 1]})
    do(state, "choose jar", "roll g")
    assert legal(state) == {"give 1 to p1 newspapers", "give 1 to p1 yellow_boxes"}
    illegal(state, "give 1 to p1 table", "not a link up")
    do(state, "give 1 to p1 yellow_boxes")
    assert mice_on(state, "yellow_boxes") == [1, 0]

    state = table(2, {"jar": [1, 0], "bottle": [0, 1]})
    do(state, "choose jar", "roll r")
    assert legal(state) == {"give 1 to p1 bottle", "give 1 to p1 teapot"}


def test_dice_of_a_colour_are_alike_and_any_one_maps_to_the_one_offered():
    state = table(2, {"tin": [2, 1]})
    do(state, "choose tin", "roll y,g,g")
    assert all(a.die == 1 for a in state.legal_actions())
    clicked = Give(2, 0, "pot")
    assert clicked not in state.legal_actions()
    illegal(state, str(clicked), "give 2 to p1 pot")
    assert state.canonical(clicked) == Give(1, 0, "pot")
    state.apply(state.canonical(clicked))
    assert state.used == [False, True, False]


def test_nobody_may_pass_the_results():
    """Seed 002: « L'application des résultats des lancers de dés est obligatoire »."""
    state = table(2, {"tin": [1, 0]})
    do(state, "choose tin", "roll r")
    assert Pass() not in state.legal_actions()
    illegal(state, "pass", "no window")
    do(state, "give 1 to p1 can")
    assert mice_on(state, "can") == [5, 5]


def test_a_lone_mouse_must_go_back_on_a_red():
    """Seed 002, Victor's example: alone in his place, he rolls 1 die, red: he must move
    his mouse back."""
    state = table(2, {"bottle": [0, 1]}, turn=V)
    do(state, "choose bottle", "roll r")
    assert legal(state) == {"give 1 to p2 pot", "give 1 to p2 sugar"}


def test_a_red_on_a_start_place_is_lost():
    state = table(2, {"crate_right": [2, 0]})
    events = do(state, "choose crate_right", "roll r,g")
    lost = only(events, DieLost)
    assert [(e.die, e.colour, e.place) for e in lost] == [(0, "red", "crate_right")]
    assert legal(state) == {"give 2 to p1 tin"}
    events = do(state, "give 2 to p1 tin")
    assert only(events, TurnStarted)[0].player == V


def test_a_roll_of_lost_and_yellow_results_ends_the_turn_at_once():
    state = table(2, {"can": [5, 5]})
    events = do(state, "choose can", "roll r,y,r,y,y")
    assert len(only(events, DieLost)) == 2
    assert state.turn == V and state.phase == "choose"


def test_the_basic_game_ends_when_a_mouse_reaches_the_table():
    """Seed 002 "Fin de la partie": as soon as a mouse reaches the cheese."""
    state = table(2, {"newspapers": [0, 2], "jar": [1, 0]}, turn=V)
    events = do(state, "choose newspapers", "roll g,g")
    events = do(state, "give 1 to p2 table")
    over = only(events, GameOver)
    assert over and over[0].winners == (V,) and over[0].reason == "table"
    assert state.is_terminal() and state.current_player() == TERMINAL
    assert state.winners() == [V] and state.scores() == [0.0, 1.0]
    assert state.ranking()[0] == V
    assert state.legal_actions() == []



def test_the_others_are_ranked_by_their_mouse_closest_to_the_cheese():
    """The book ranks only the winner (decision, RULES note in rules.py): the others
    by their best mouse, the fewer links up from it the better, and a mouse 4 places
    away is never ranked with one 1 place away (issue 16); equal distances share."""
    assert SHELF.distance["newspapers"] == 1 and SHELF.distance["pot"] == 4
    state = table(4, {"newspapers": [0, 2, 0, 1], "jar": [1, 0, 0, 0], "pot": [0, 0, 5, 0]},
                  turn=V)
    do(state, "choose newspapers", "roll g,y,y", "give 1 to p2 table")
    assert state.is_terminal() and state.winners() == [V]
    # seat 3: newspapers (1 away); seat 0: the jar (2); seat 2: the pot (4)
    assert state.closest(3) == 1 and state.closest(D) == 2 and state.closest(L) == 4
    assert state.ranking() == [V, 3, D, L]
    assert state.places() == {V: 1, 3: 2, D: 3, L: 4}
    # the results screen says the same distances
    from game.games.gouda.texts import closest
    obs = state.observation(None)
    assert [closest(obs, p) for p in (3, D, L)] == [1, 2, 4]


def test_equal_best_mice_share_a_place():
    state = table(3, {"newspapers": [0, 2, 0], "jar": [1, 0, 1]}, turn=V)
    do(state, "choose newspapers", "roll g,y", "give 1 to p2 table")
    assert state.winners() == [V]
    assert state.places() == {V: 1, D: 2, L: 2}


def test_festival_losers_with_as_much_cheese_go_by_their_best_mouse():
    """Festival: most cheese, then arrival at the table, then (decision) the mouse
    closest to the cheese for those who never got there."""
    state = table(3, {"newspapers": [3, 0, 0], "pot": [0, 1, 0], "jar": [0, 0, 1]},
                  festival=True)
    do(state, "choose newspapers", "roll g,g,g", "give 1 to p1 table", "give 2 to p1 table",
       "give 3 to p1 table")
    assert state.is_terminal() and state.eaten == [3, 0, 0] and state.winners() == [D]
    assert SHELF.distance["jar"] < SHELF.distance["pot"]
    assert state.ranking() == [D, L, V]
    assert state.places() == {D: 1, L: 2, V: 3}

# ----------------------------------------------------------------------- festival
def test_festival_mice_eat_leave_and_the_game_ends_with_the_third_cheese():
    """Seed 002 "Un festival de fromages": 3 cheeses; a mouse arriving eats one and
    leaves; the game ends when all are eaten; most cheese wins."""
    state = table(3, {"newspapers": [2, 1, 0], "yellow_boxes": [0, 0, 1]}, festival=True)
    events = do(state, "choose newspapers", "roll g,g,y", "give 1 to p1 table")
    eaten = only(events, CheeseEaten)
    assert eaten[0].table and eaten[0].left == 2 and eaten[0].total == 1
    assert mice_on(state, "table") == [0, 0, 0], "the mouse leaves the board"
    assert state.onboard[D] == 4
    events = do(state, "give 2 to p2 table")
    assert state.table_cheese == 1 and state.eaten == [1, 1, 0]
    assert state.scores() == [1.0, 1.0, 0.0]
    assert state.turn == V and not state.is_terminal()
    do(state, "choose can", "roll y,y,y,y,y")      # Victor: nothing
    events = do(state, "choose yellow_boxes", "roll g", "give 1 to p3 table")
    assert only(events, GameOver)[0].reason == "festival"
    assert state.is_terminal()
    # everybody ate one: ties go by the order of arrival at the table
    assert state.eaten == [1, 1, 1]
    assert state.winners() == [D]
    assert state.ranking() == [D, V, L]
    assert state.places() == {D: 1, V: 2, L: 3}


def test_festival_most_cheese_wins_before_the_order_of_arrival():
    state = table(2, {"newspapers": [1, 2]}, festival=True, turn=V)
    do(state, "choose newspapers", "roll g,y,y", "give 1 to p1 table")   # p1 eats first
    do(state, "choose can", "roll y,y,y,y,y")
    events = do(state, "choose newspapers", "roll g,g", "give 1 to p2 table", "give 2 to p2 table")
    assert only(events, GameOver)
    assert state.eaten == [1, 2] and state.winners() == [V] and state.ranking() == [V, D]


def test_cheese_along_the_route_with_the_festival():
    """The variant: a cheese lies on the places the level marks (cup, sugar, teapot); the
    first mouse to arrive there eats it, stays on the board, and it counts."""
    state = table(2, {"tin": [2, 0]}, festival=True, route_cheese=True)
    assert state.route_left[IDX["cup"]] == 1
    events = do(state, "choose tin", "roll g,g", "give 1 to p1 cup")
    eaten = only(events, CheeseEaten)
    assert eaten and not eaten[0].table and eaten[0].place == "cup" and eaten[0].left == 0
    assert mice_on(state, "cup") == [1, 0], "the mouse stays"
    events = do(state, "give 2 to p1 cup")
    assert not only(events, CheeseEaten), "one cheese there, one mouse fed"
    assert state.eaten == [1, 0] and state.scores() == [1.0, 0.0]
    assert state.observation(None).route_left == {"sugar": 1, "teapot": 1}


def test_cheese_along_the_route_is_ignored_without_the_festival():
    state = table(2, {"tin": [1, 0]}, route_cheese=True)
    assert not any(state.route_left) and state.table_cheese == 0
    events = do(state, "choose tin", "roll g", "give 1 to p1 cup")
    assert not only(events, CheeseEaten)


# ------------------------------------------------------------------------- powers
def test_reroll_dominique_then_victor():
    """Seed 002 "Relance": Dominique rolls 5 dice, 3 red, 1 green, 1 yellow; she
    rerolls the 3 reds: 2 green, 1 yellow (3 green, 2 yellow). Victor makes her reroll
    her 3 greens: 2 red, 1 green. Finally 1 green, 2 red, 2 yellow."""
    state = table(2, {"pot": [3, 2]}, [dict(reroll=1), dict(reroll=1)], turn=D)
    do(state, "choose pot", "roll r,r,r,g,y")
    assert state.in_window() and state.current_player() == V, "Victor first, Dominique last"
    do(state, "pass")
    assert state.current_player() == D and not state.answering()
    assert "reroll 1,2,3" in legal(state)
    events = do(state, "reroll 1,2,3")
    assert only(events, MarkerPlayed)[0].move == "reroll 1,2,3"
    assert state.ask == [V], "Dominique has no marker left"
    do(state, "pass")
    assert state.current_player() == CHANCE and state.rolling == (0, 1, 2)
    do(state, "roll g,g,y")
    assert roll_of(state) == "ggygy"
    assert state.current_player() == V and state.answering()
    do(state, "reroll 1,2,4")
    assert state.current_player() == CHANCE and state.rolling == (0, 1, 3)
    events = do(state, "roll r,r,g")
    assert only(events, DiceRolled)[0].roll == "rrygy"
    assert state.phase == "assign", "nobody holds a marker: no window"
    assert sorted(roll_of(state)) == sorted("grryy")


def test_extra_turn_for_oneself():
    """Seed 002 "Tour supplémentaire": Dominique plays her marker and immediately rolls
    again for the place where her 3 mice are alone (here: the whole turn she chooses,
    when this one ends)."""
    state = table(2, {"jar": [3, 0], "pot": [1, 1]}, [dict(extra=1), dict()], turn=D)
    do(state, "choose pot", "roll y,y")
    assert state.current_player() == D, "Victor holds no marker: skipped"
    events = do(state, "extra self")
    assert only(events, TurnStarted)[0].player == D and only(events, TurnStarted)[0].extra
    assert state.phase == "choose" and state.turn == D
    do(state, "choose jar")
    assert len(state.rolling) == 3
    do(state, "roll g,g,g", "give 1 to p1 newspapers", "give 2 to p1 yellow_boxes",
       "give 3 to p1 newspapers")
    assert state.turn == V, "after the extra turn, play passes on"


def test_extra_turn_for_an_opponent_in_a_place_named():
    state = table(3, {"tin": [1, 1, 0], "cup": [0, 2, 0]}, [dict(), dict(), dict(extra=1)], turn=D)
    do(state, "choose tin", "roll y,y")
    assert state.current_player() == L
    options = legal(state)
    assert {"extra self", "extra p1 tin", "extra p1 can", "extra p2 tin", "extra p2 cup",
            "extra p2 can"} <= options
    assert "extra p1 cup" not in options, "p1 has no mouse on the cup"
    assert "extra p3 can" not in options, "one's own turn is 'extra self'"
    illegal(state, "extra p1 cup", "no mouse")
    events = do(state, "extra p2 cup")
    started = only(events, TurnStarted)[0]
    assert (started.player, started.extra, started.place) == (V, True, "cup")
    assert state.current_player() == CHANCE and state.place == IDX["cup"], "no choice: cup"
    assert len(state.rolling) == 2
    do(state, "roll y,y")
    # after the forced turn play passes on from Dominique's regular turn: Victor plays
    assert state.turn == V and state.phase == "choose" and state.base == V


def test_transfer_victor_sends_dominiques_roll_to_his_place():
    """Seed 002 "Transfert": Dominique rolls 4 dice for a place with 3 of her mice and
    one of Victor's: 3 green, 1 red. Victor transfers it to a place with 2 of his mice,
    one of Léon's and one of Dominique's: she must apply 3 greens and 1 red there."""
    state = table(3, {"pot": [3, 1, 0], "bottle": [1, 2, 1]},
                  [dict(), dict(transfer=1), dict()], turn=D)
    do(state, "choose pot", "roll g,g,g,r")
    assert state.current_player() == V
    assert "transfer bottle" in legal(state)
    do(state, "transfer bottle")
    assert state.phase == "assign" and state.place == IDX["bottle"]
    assert len(state.dice) == 4, "the number of dice does not change"
    assert legal(state) >= {"give 1 to p2 jar", "give 4 to p3 pot", "give 4 to p1 sugar"}
    do(state, "give 1 to p2 jar", "give 2 to p2 teapot", "give 3 to p3 jar", "give 4 to p1 pot")
    assert mice_on(state, "bottle") == [0, 0, 0]
    assert mice_on(state, "pot") == [4, 1, 0]


def test_transfer_needs_as_many_mice():
    state = table(3, {"pot": [3, 1, 0], "bottle": [1, 2, 1], "jar": [0, 1, 2], "tin": [1, 1, 0]},
                  [dict(), dict(transfer=1), dict()], turn=D, rest="crate_left")
    do(state, "choose pot", "roll g,g,g,r")
    transfers = {a for a in legal(state) if a.startswith("transfer")}
    assert transfers == {"transfer bottle"}, \
        "4 mice or more: not the pot itself, nor the jar (3), the tin or the crate (2)"
    illegal(state, "transfer jar", "fewer than the 4")
    illegal(state, "transfer pot", "already")


def test_transfer_measures_against_the_place_first_chosen():
    """Seed 002 "Transfert": the new place "doit contenir au moins autant de souris que
    l'emplacement initialement choisi": the place the roller chose, not the place a first
    Transfer has carried the roll to. Dominique chooses the tin (3 mice) and rolls; Victor
    has her reroll a die, Léon answers with a Transfer to the pot (5 mice); the Transfer
    resolves, then the reroll: in the new window, Dominique's own Transfer may carry the
    roll on to the cup (3 mice, as many as the tin), though it holds fewer than the pot."""
    state = table(3, {"tin": [2, 1, 0], "pot": [2, 2, 1], "cup": [1, 1, 1], "jar": [0, 0, 2]},
                  [dict(transfer=1), dict(reroll=1), dict(transfer=1)], turn=D)
    do(state, "choose tin", "roll y,y,g")
    assert state.current_player() == V
    do(state, "reroll 1")
    assert state.current_player() == L
    assert "transfer cup" in legal(state) and "transfer pot" in legal(state)
    do(state, "transfer pot")
    pass_all(state)
    assert state.place == IDX["pot"] and state.chosen == IDX["tin"]
    assert state.current_player() == CHANCE and len(state.rolling) == 1
    do(state, "roll y")
    assert state.current_player() == D
    transfers = {a for a in legal(state) if a.startswith("transfer")}
    assert "transfer cup" in transfers, "the cup holds as many mice as the tin first chosen"
    assert "transfer jar" not in transfers, "the jar (2) holds fewer than the tin (3)"
    assert "transfer pot" not in transfers, "the roll already applies to the pot"
    illegal(state, "transfer jar", "fewer than the 3 of 'tin'")
    events = do(state, "transfer cup")
    pass_all(state)
    assert [e.to for e in only(events, RollTransferred)] == ["cup"]
    assert state.place == IDX["cup"]


def test_improve_dominique_turns_only_her_yellow():
    """Seed 002 "Amélioration": Dominique rolls 3 dice (2 of her mice, 1 of Léon's):
    green, yellow, red; she improves only the yellow: 2 greens move her mice up, the red
    moves Léon's down."""
    state = table(3, {"bottle": [2, 0, 1]}, [dict(improve=1), dict(), dict()], turn=D)
    do(state, "choose bottle", "roll g,y,r")
    assert legal(state) >= {"improve 2", "improve 3", "improve 2,3"}
    assert "improve 1" not in legal(state), "a green cannot be improved"
    do(state, "improve 2")
    assert roll_of(state) == "ggr"
    do(state, "give 1 to p1 jar", "give 2 to p1 jar", "give 3 to p3 pot")
    assert mice_on(state, "jar")[D] == 2 and mice_on(state, "pot")[L] == 1


def test_improve_dominique_turns_victors_three_yellows():
    """Seed 002: Victor rolls 4 dice (2 of his mice, 2 of Dominique's): 1 green, 3
    yellow; Dominique makes the 3 yellows green: Victor must move all 4 mice up."""
    state = table(2, {"teapot": [2, 2]}, [dict(improve=1), dict()], turn=V)
    do(state, "choose teapot", "roll g,y,y,y")
    assert state.current_player() == D and state.answering()
    do(state, "improve 2,3,4")
    assert roll_of(state) == "gggg"
    do(state, "give 1 to p1 jar", "give 2 to p1 jar", "give 3 to p2 jar", "give 4 to p2 jar")
    assert mice_on(state, "jar") == [2, 2]


def test_worsen_turns_dice_down():
    state = table(2, {"pot": [2, 0]}, [dict(), dict(worsen=1)], turn=D)
    do(state, "choose pot", "roll g,y")
    assert legal(state) >= {"worsen 1", "worsen 2", "worsen 1,2"}
    do(state, "worsen 1,2")
    assert roll_of(state) == "yr"


def test_cancel_of_a_cancel_dominique_keeps_her_roll():
    """Seed 002 "Annulation": Dominique rolls 4 dice (3 of her mice, 1 of Victor's): 3
    green, 1 red. Victor cancels it to make her roll again; she cancels his Cancel at
    once: she need not roll again."""
    state = table(2, {"pot": [3, 1]}, [dict(cancel=1), dict(cancel=1)], turn=D)
    do(state, "choose pot", "roll g,g,g,r")
    do(state, "cancel roll")
    assert state.current_player() == D
    assert "cancel marker 1" in legal(state)
    events = do(state, "cancel marker 1")
    played = only(events, MarkerPlayed)[0]
    assert (played.target, played.target_power) == (V, "cancel")
    assert not state.in_window(), "nobody holds a marker any more"
    cancelled = only(events, MarkerCancelled)
    assert cancelled and cancelled[0].player == V and cancelled[0].by == D
    assert state.phase == "assign" and roll_of(state) == "gggr", "her roll stands"
    assert not only(events, DiceRolled)


def test_cancel_of_the_roll_rolls_again_and_spends_what_answered_it():
    state = table(3, {"pot": [3, 1, 0]}, [dict(), dict(improve=1), dict(cancel=1, extra=1)],
                  turn=D)
    do(state, "choose pot", "roll r,r,g,g")
    do(state, "improve 1,2")              # Victor
    assert state.current_player() == L
    events = do(state, "extra self", "cancel roll")
    assert not state.in_window(), "nobody holds a marker any more"
    spent = only(events, MarkerSpent)
    assert [(e.player, e.reason) for e in spent] == [(V, "roll_cancelled")], \
        "the Improve answered the roll; the Extra turn stays"
    assert state.current_player() == CHANCE and state.rolling == (0, 1, 2, 3)
    assert state.why == "again"
    do(state, "roll y,y,y,y")
    assert state.phase != "roll"
    assert state.turn == L, "the Extra turn, after Dominique's"


def test_cancel_some_dice():
    state = table(2, {"pot": [2, 1]}, [dict(), dict(cancel=1)], turn=D)
    do(state, "choose pot", "roll g,g,r")
    assert "cancel dice 1,3" in legal(state)
    assert "cancel dice 2" not in legal(state), "the two greens are alike: die 1 is named"
    assert state.canonical(CancelDice((1,))) == CancelDice((0,))
    do(state, "cancel dice 1,3")
    assert state.live == [False, True, False]
    assert legal(state) == {f"give 2 to p{s} {to}" for s in (1, 2) for to in ("bottle", "sugar")}


def test_answer_order_after_a_roll_and_after_a_marker():
    """After the roll of seat 1: seats 2, 3, 0, then 1. After a marker of seat 3: 0, 1,
    2, 3. Seats with no marker are skipped."""
    hands = [dict(extra=1), dict(extra=2), dict(), dict(extra=2)]
    state = table(4, {"tin": [0, 1, 0, 0]}, hands, turn=1)
    do(state, "choose tin", "roll y")
    assert state.ask == [3, 0, 1], "seat 2 holds nothing"
    assert state.observation(None).asking == (3, 0, 1)
    do(state, "extra self")                 # seat 3
    assert state.ask == [0, 1, 3]
    do(state, "pass", "pass")
    assert state.current_player() == 3
    do(state, "extra self")
    assert state.ask == [0, 1], "seat 3 has no marker left"
    events = do(state, "pass", "pass")
    assert [e.player for e in only(events, MarkerResolved)] == [3, 3]


def test_a_seat_whose_markers_cannot_be_played_is_asked_all_the_same():
    state = table(2, {"pot": [2, 0]}, [dict(), dict(improve=2)], turn=D)
    do(state, "choose pot", "roll g,g")
    assert state.current_player() == V, "asked: nobody may learn Victor holds only Improves"
    assert state.legal_actions() == [Pass()]
    do(state, "pass")
    assert state.phase == "assign"


def test_markers_resolve_last_played_first():
    state = table(3, {"pot": [2, 0, 0], "bottle": [1, 1, 0], "jar": [1, 1, 0]},
                  [dict(), dict(transfer=1), dict(transfer=1)], turn=D)
    do(state, "choose pot", "roll y,y")
    do(state, "transfer bottle")           # Victor
    assert state.current_player() == L
    events = do(state, "transfer jar")     # Léon
    resolved = only(events, MarkerResolved)
    assert [(e.player, e.index) for e in resolved] == [(L, 1), (V, 0)]
    assert [e.to for e in only(events, RollTransferred)] == ["jar", "bottle"], \
        "Victor's, played first, resolves last: the roll ends on the bottle"
    assert state.turn == V, "two yellows: the turn ended"
    assert state.place == -1
    # the same with dice: the Improve played last acts first, then the Worsen
    state = table(3, {"pot": [1, 0, 0]}, [dict(), dict(worsen=1), dict(improve=1)], turn=D)
    do(state, "choose pot", "roll y")
    events = do(state, "worsen 1", "improve 1")     # Victor, then Léon
    # Léon's Improve first (y -> g), then Victor's Worsen (g -> y)
    assert [e.player for e in only(events, MarkerResolved)] == [L, V]
    assert state.turn == V, "the die ended yellow: nobody moves"


def test_a_cancelled_marker_has_no_effect():
    state = table(3, {"pot": [2, 0, 0]}, [dict(), dict(improve=1), dict(cancel=1)], turn=D)
    do(state, "choose pot", "roll r,r")
    do(state, "improve 1,2", "cancel marker 1")
    pass_all(state)
    assert roll_of(state) == "rr"
    assert state.hands == [[0] * 6, [0] * 6, [0] * 6] and len(state.played) == 2


def test_dice_named_by_a_marker_are_told_apart():
    """Two yellows are alike until a marker names one of them."""
    state = table(2, {"pot": [2, 0]}, [dict(), dict(improve=1, reroll=1)], turn=D)
    do(state, "choose pot", "roll y,y")
    assert {a for a in legal(state) if a.startswith("improve")} == {"improve 1", "improve 1,2"}
    do(state, "improve 1")
    assert state.current_player() == V, "Dominique holds nothing; Victor still a Reroll"
    rerolls = {a for a in legal(state) if a.startswith("reroll")}
    assert rerolls == {"reroll 1", "reroll 2", "reroll 1,2"}


def test_a_marker_is_played_only_in_a_window_and_only_if_held():
    state = table(2, {"pot": [2, 0]}, [dict(reroll=1), dict()], turn=D)
    illegal(state, "reroll 1", "answer window")
    do(state, "choose pot", "roll g,g")
    assert state.current_player() == D
    illegal(state, "cancel roll", "no cancel marker")
    illegal(state, "reroll 3", "no die 3")


def test_hands_are_private_and_counts_public():
    state = table(2, {"pot": [2, 0]}, [dict(reroll=1, cancel=1), dict(extra=1)], turn=D)
    mine = state.observation(D)
    assert mine.hand == {"reroll": 1, "extra": 0, "transfer": 0, "improve": 0,
                         "worsen": 0, "cancel": 1}
    assert mine.markers == (2, 1)
    assert state.observation(None).hand is None
    theirs = state.observation(V)
    assert theirs.hand["extra"] == 1 and theirs.hand["reroll"] == 0
    do(state, "choose pot", "roll g,g")
    events = do(state, "pass")          # Victor
    events = do(state, "reroll 1")      # Dominique
    hand = only(events, Hand)[0]
    assert hand.audience() == (D,) and hand.markers == ("cancel",)
    public = hand.public()
    assert isinstance(public, HandCount) and public.count == 1
    assert not hand.seen_by(V) and hand.seen_by(D)
    assert only(events, MarkerPlayed)[0].audience() is None


def test_dealing_is_seeded_and_each_hand_is_drawn_from_the_box():
    a, b = new(6, seed=9, powers=5), new(6, seed=9, powers=5)
    assert a.hands == b.hands
    totals = [sum(h[k] for h in a.hands) for k in range(6)]
    assert all(t <= 5 for t in totals) and sum(totals) == 30
    full = new(3, powers="set")
    assert full.hands == [[1] * 6] * 3
    assert [e.player for e in full.deal_events()] == [0, 1, 2]
    assert new(2).deal_events() == []


# ---------------------------------------------------------------- notation, saves
ACTIONS = [Start("can"), Choose("tin"), Roll("gyr"), Give(1, 0, "pot"), Pass(),
           Reroll((0, 2)), Extra(), Extra(1, "pot"), Transfer("bottle"), Improve((0, 2)),
           Worsen((0,)), CancelRoll(), CancelDice((0, 1)), CancelMarker(0)]
TEXTS = ["start can", "choose tin", "roll g,y,r", "give 2 to p1 pot", "pass", "reroll 1,3",
         "extra self", "extra p2 pot", "transfer bottle", "improve 1,3", "worsen 1",
         "cancel roll", "cancel dice 1,2", "cancel marker 1"]


@pytest.mark.parametrize("action, text", list(zip(ACTIONS, TEXTS)), ids=TEXTS)
def test_notation_round_trips(action, text):
    state = new(2)
    assert str(action) == text
    assert state.parse_action(text) == action
    assert state.parse_action(f"  {text.upper()} ") == action


@pytest.mark.parametrize("text", ["", "choose attic", "roll g,b", "give 0 to p1 pot",
                                  "give 1 p1 pot", "reroll 2,1", "reroll 1,1", "extra p9 pot",
                                  "cancel", "cancel marker 0", "improve", "start", "pass now"])
def test_bad_notation_is_refused(text):
    with pytest.raises(IllegalAction):
        new(2).parse_action(text)


def test_save_and_load_mid_window_give_the_same_game():
    state = table(3, {"pot": [3, 1, 1]}, [dict(cancel=1), dict(reroll=1), dict(improve=1)],
                  turn=D)
    do(state, "choose pot", "roll r,y,g,g,r", "reroll 1,5")
    assert state.in_window() and state.stack
    data = json.loads(json.dumps(state.to_dict()))
    again = GoudaState.from_dict(data)
    assert again == state
    assert again.current_player() == state.current_player()
    assert again.legal_actions() == state.legal_actions()
    for twin in (state, again):
        do(twin, "pass", "cancel marker 1")      # Léon lets it go, Dominique cancels
        pass_all(twin)
    assert again == state and again.phase == state.phase == "assign"
    assert state.clone() == state and state.clone() is not state


def test_rolls_are_undo_barriers():
    state = table(2, {"pot": [2, 0]})
    assert not state.is_reveal(Choose("pot"))
    do(state, "choose pot")
    assert state.is_reveal(Roll("gg"))


def test_same_outcome_tells_a_table_when_the_choice_changes_nothing():
    state = table(2, {"cup": [2, 0]})
    do(state, "choose cup", "roll g,r")
    assert len(state.legal_actions()) == 2
    assert state.same_outcome(), "one player's mice, one link each way"
    state = table(2, {"cup": [1, 1]})
    do(state, "choose cup", "roll g,r")
    assert not state.same_outcome()
    state = table(2, {"tin": [2, 0]})
    do(state, "choose tin", "roll g,g")
    assert not state.same_outcome(), "pot or cup"


# --------------------------------------------------------------------------- config
def _config_with(monkeypatch, **changes):
    return config_with(monkeypatch, conf, "gouda", **changes)


def test_the_shipped_config_is_the_books_game():
    assert CONFIG.mice == 5 and CONFIG.max_dice == 5
    assert sorted(CONFIG.faces) == sorted("ggyyrr")
    assert CONFIG.markers == (5, 5, 5, 5, 5, 5) and CONFIG.festival_cheeses == 3
    assert CONFIG.options["powers"] == (0, (0, 3, 4, 5, "set"))


def test_a_state_plays_by_the_config_it_is_given(monkeypatch):
    """Issue 18: the numbers live on a config object a state is handed, not in module
    globals. Two mice each and dice of green and yellow only, at most two: the state,
    its copies and the computer play by them, while GAME.config() stays the book's."""
    import copy
    import random

    from game.games.gouda.actions import Roll
    from game.games.gouda.ai import GoudaPlayer
    small = _config_with(monkeypatch, mice=2, dice=2, faces=["green", "green", "yellow"])
    assert GAME.config() is CONFIG and small is not CONFIG
    state = GoudaState(2, 7, {"start": "can"}, config=small)
    assert state.config is small and state.clone().config is small
    assert copy.deepcopy(state).config is small, "a deep copy shares the config"
    assert mice_on(state, "can") == [2, 2] and state.onboard == [2, 2]
    do(state, "choose can")
    assert len(state.rolling) == 2, "four mice in the can, at most two dice"
    chances = dict((str(a), p) for a, p in state.chance_outcomes())
    assert chances == pytest.approx({"roll g,g": 4 / 9, "roll g,y": 2 / 9, "roll y,g": 2 / 9,
                                     "roll y,y": 1 / 9})
    illegal(state, "roll g,r", "not a move")           # no red face: not even written
    illegal(state, Roll("gr"), "green, yellow")
    assert state.sample_chance(random.Random(1)).faces in ("gg", "gy", "yg", "yy")
    # the shipped game, side by side: five mice each, five dice in the can
    shipped = GoudaState(2, 7, {"start": "can"})
    assert shipped.config is CONFIG and mice_on(shipped, "can") == [5, 5]
    do(shipped, "choose can")
    assert len(shipped.rolling) == 5
    # a whole game by the small config, the computer reading it too: never a red die,
    # never more than two dice, two mice each
    players = [GoudaPlayer("normal", seat, small) for seat in range(2)]
    rng = random.Random(3)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
        else:
            seat = state.current_player()
            state.apply(players[seat].choose(state.observation(seat), state.legal_actions(), rng))
        assert "r" not in "".join(state.dice) and len(state.dice) <= 2
        assert sum(state.onboard) + sum(state.at_table) <= 4
    assert state.winners() and state.mice[small.table][state.winners()[0]] == 1


@pytest.mark.parametrize("key, value, word", [
    ("mice", 0, "mice"), ("mice", "five", "mice"), ("dice", 9, "dice"),
    ("faces", ["green", "blue"], "faces"), ("faces", "green", "faces"),
    ("markers.cancel", -1, "markers.cancel"), ("markers.cancel", True, "markers.cancel"),
    ("festival_cheeses", 0, "festival_cheeses"), ("level", "../x.tmx", "level"),
    ("surprise", 1, "surprise"),
])
def test_a_bad_config_value_is_named(monkeypatch, key, value, word):
    message = refused(monkeypatch, conf, "gouda", **{key: value})
    assert word in message and "gouda.yaml" in message


@pytest.mark.parametrize("option, spec, word", [
    ("start", {"default": "choose", "choices": ["choose", "tin"]}, "options.start.choices"),
    ("powers", {"default": 0, "choices": [0, 7]}, "options.powers.choices"),
    ("powers", {"default": 4, "choices": [0, 3]}, "options.powers.default"),
    ("festival", {"default": 1, "choices": [False, True]}, "options.festival.default"),
    ("festival", {"default": False, "choices": [0, 1]}, "options.festival.choices"),
])
def test_a_bad_option_is_named(monkeypatch, option, spec, word):
    assert word in refused(monkeypatch, conf, "gouda", options=options_with("gouda", option, spec))


# ---------------------------------------------------------------------- the words
WORD_SEATS = ["Ana", "Ben", "Chloé", "Dédé", "Émile", "Fanny"]
SKIPPED = {"Passed", "MarkerResolved"}          # texts.SILENT, written out here


def _seats(n: int):
    from game.core.seats import Seat
    return [Seat(WORD_SEATS[i], "orange", "human", "normal") for i in range(n)]


def _check_line(text, language: str) -> None:
    import re
    assert isinstance(text, str) and text.strip() and "\n" not in text
    assert not re.search(r"\{\w*\}", text), f"a field left unfilled: {text!r}"
    assert not re.search(r"\bgouda\.[a-z_]+", text), f"a key instead of words: {text!r}"
    if language == "fr":
        assert not re.search(r"[^\u00a0\u202f][:!?]", text), f"{text!r} needs a non-breaking space"
        assert not re.search(r"\bde [AEIOUYÉÈ]", text), f"{text!r}: « d' » before a vowel"
    else:
        assert not re.search(r"\s[:!?]", text), text


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_event_has_its_words_in_both_languages(language):
    import random

    from game import i18n
    from game.games.gouda import GAME
    from game.games.gouda.actions import ExtraTurnLost, GameOver, Hand, HandCount
    kinds_met = set()
    i18n.set_language(language)
    try:
        for seed in range(16):
            players = 2 + seed % 5
            options = [{}, {"powers": 3}, {"powers": "set", "festival": True, "route_cheese": True},
                       {"powers": 5, "start": "choose"}][seed % 4]
            state = new(players, seed, **options)
            seats = _seats(players)
            rng = random.Random(seed)
            while not state.is_terminal():
                action = (state.sample_chance(rng) if state.current_player() == CHANCE
                          else rng.choice(state.legal_actions()))
                events = state.apply(action)
                obs = state.observation(None)
                for event in events:
                    kinds_met.add(event.kind)
                    text = GAME.describe(event, obs, seats)
                    if event.kind in SKIPPED or (event.kind == "TurnStarted" and not event.extra):
                        assert text is None
                        continue
                    _check_line(text, language)
                    if event.audience() is None and getattr(event, "player", -1) >= 0:
                        assert WORD_SEATS[event.player] in text, text
        assert {"PlaceChosen", "DiceRolled", "MouseMoved", "DieLost", "MarkerPlayed",
                "CheeseEaten", "GameOver", "Hand", "DiceChanged", "ExtraTurnQueued"} <= kinds_met
        seats = _seats(3)
        obs = new(3, powers=3).observation(None)
        rare = [ExtraTurnLost(2), HandCount(1, 3, True), GameOver((0,), (0, 0, 0), "no_mice"),
                Hand(0, ("reroll", "cancel"), True), Hand(0, (), False)]
        for event in rare:
            _check_line(GAME.describe(event, obs, seats), language)
        assert GAME.describe(HandCount(1, 2, False), obs, seats) is None
        final = table(2, {"newspapers": [1, 0]}, festival=True)
        do(final, "choose newspapers", "roll g", "give 1 to p1 table")
        for seat in (0, 1):
            lines = GAME.result_lines(final.observation(None), seat, _seats(2))
            assert lines and all(line.strip() for line in lines)
        basic = table(2, {"newspapers": [1, 0], "pot": [0, 1]}, powers=3)
        basic.hands = [[0] * 6, [0] * 6]
        do(basic, "choose newspapers", "roll g", "give 1 to p1 table")
        assert basic.is_terminal()
        lines = GAME.result_lines(basic.observation(None), 1, _seats(2))
        assert lines[0] == "Best mouse: 4 places from the cheese" if language == "en" else \
            lines[0] == "Meilleure souris\u00a0: à 4 emplacements du fromage", lines
    finally:
        i18n.set_language("en")
