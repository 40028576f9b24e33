"""Gouda! Gouda!'s computer players (game/games/gouda/ai.py, judge.py): legal choices from random
positions of every variant, decisions from the observation only, the results given the
roller's way, a marker played where it saves the game, complete games at every level.

Positions are built with :func:`table`, which writes the mice and the markers into a
state dict and loads it (each seat keeps its five mice), like the rules' own tests."""

from __future__ import annotations

import random

import pytest

from game.core import CHANCE
from game.core.agents import agents_for, step
from game.core.protocol import Pass
from game.games.gouda import GAME
from game.games.gouda.actions import KINDS, CancelDice, CancelRoll, Choose, Give, Marker, Worsen
from game.games.gouda.ai import LEVELS, GoudaPlayer, bench_positions
from game.games.gouda.judge import HARD_MODEL, NORMAL, Ctx, read_position, seat_chance
from game.games.gouda.rules import GoudaState

CONFIG = GAME.config()
NAMES, IDX = CONFIG.names, CONFIG.idx

OPTIONS = [
    {"powers": 0, "start": "choose"},
    {"powers": 3, "start": "can"},
    {"powers": "set", "start": "choose"},
    {"powers": 5, "festival": True, "start": "can"},
    {"powers": 3, "festival": True, "route_cheese": True, "start": "choose"},
    {"powers": "set", "festival": True, "route_cheese": True, "start": "can"},
]


def table(players: int = 2, mice: dict | None = None, hands: list | None = None, *,
          turn: int = 0, **options) -> GoudaState:
    """A position at the start of ``turn``'s turn: ``mice`` {place: [count per seat]},
    the rest of each seat's five mice on the can; ``hands`` a {kind: count} per seat."""
    options.setdefault("start", "can")
    if hands is not None:
        options.setdefault("powers", 3)
    state = GoudaState(players, 1, options)
    data = state._state_dict()
    rows = [[0] * players for _ in NAMES]
    for name, counts in (mice or {}).items():
        rows[IDX[name]] = list(counts)
    for seat in range(players):
        rows[IDX["can"]][seat] += 5 - sum(row[seat] for row in rows)
    data["mice"] = rows
    if hands is not None:
        data["hands"] = [[h.get(k, 0) for k in KINDS] for h in hands]
        data["dealt"] = [sum(h) for h in data["hands"]]
    data["turn"] = data["base"] = turn
    state._load_state_dict(data)
    return state


def decide(state: GoudaState, level: str, seed: int = 0):
    seat = state.current_player()
    return GoudaPlayer(level, seat).choose(state.observation(seat), state.legal_actions(),
                                           random.Random(seed))


def random_positions(count: int):
    """Positions met in random games of every variant and player count (the seats'
    own decisions, not chance nodes), with the game's number."""
    found = []
    for number in range(count):
        players = 2 + number % 5
        options = OPTIONS[number % len(OPTIONS)]
        rng = random.Random(number)
        state = GoudaState(players, number, options)
        agents = agents_for("gouda", ["random"] * players)
        if state.phase == "start":
            found.append((number, state.clone()))
        stops = sorted(rng.sample(range(400), 6))
        while not state.is_terminal() and stops:
            if state.current_player() != CHANCE and len(state.legal_actions()) > 1:
                if len(state.history) >= stops[0]:
                    stops.pop(0)
                    found.append((number, state.clone()))
                elif state.phase == "window" and rng.random() < 0.2:
                    found.append((number, state.clone()))
            state.apply(step(state, agents, rng))
    return found


POSITIONS = random_positions(12)


def sample(level: str, step_: int = 1) -> list:
    """The positions a level is tried on (hard thinks longer: every other one)."""
    return POSITIONS[::step_ * (2 if level == "hard" else 1)]


# ---------------------------------------------------------------------- legality
def test_random_positions_cover_every_kind_of_decision():
    phases = {state.phase for _, state in POSITIONS}
    assert {"start", "choose", "assign", "window"} <= phases
    assert {state.num_players for _, state in POSITIONS} == {2, 3, 4, 5, 6}


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_chooses_a_legal_action_anywhere(level):
    for number, state in POSITIONS if level != "hard" else POSITIONS[1::2]:
        action = decide(state, level, number)
        assert action in state.legal_actions(), (number, state.phase, str(action))


# --------------------------------------------------------------- the observation only
@pytest.mark.parametrize("level", LEVELS)
def test_same_observation_and_seed_same_choice(level):
    for number, state in sample(level, 2):
        seat = state.current_player()
        obs, legal = state.observation(seat), state.legal_actions()
        first = GoudaPlayer(level, seat).choose(obs, legal, random.Random(number))
        again = GoudaPlayer(level, seat).choose(state.clone().observation(seat), list(legal),
                                                random.Random(number))
        assert first == again


@pytest.mark.parametrize("level", LEVELS)
def test_other_seats_hidden_markers_do_not_change_the_choice(level):
    """The markers of the other seats dealt again (determinize) leave the seat's choice
    alone: it cannot see them."""
    redealt = 0
    for number, state in sample(level):
        if state.options["powers"] in (0, "set"):
            continue
        seat = state.current_player()
        action = decide(state, level, number)
        for k in range(1 if level == "hard" else 2):
            det = state.determinize(seat, random.Random(100 * number + k))
            redealt += det.hands != state.hands
            assert det.observation(seat) == state.observation(seat)
            assert decide(det, level, number) == action
    assert redealt, "no determinization dealt other markers: the test proves nothing"


# ------------------------------------------------------------------- giving results
@pytest.mark.parametrize("level", LEVELS)
def test_greens_go_to_its_own_mice_and_reds_to_the_opponents(level):
    state = table(2, {"tin": [2, 2]})
    state.apply("choose tin")
    state.apply("roll g,r,y,g")
    moved = []
    while state.phase == "assign":
        action = decide(state, level)
        assert isinstance(action, Give)
        moved.append((state.dice[action.die], action.owner, action.to))
        state.apply(action)
    greens = [m for m in moved if m[0] == "g"]
    reds = [m for m in moved if m[0] == "r"]
    assert [owner for _, owner, _ in greens] == [0, 0]
    assert {to for _, _, to in greens} == {"pot"}              # the spine, not the cup
    assert [owner for _, owner, _ in reds] == [1]


def test_a_green_onto_the_table_is_given_first():
    """Basic game: the first mouse on the table wins at once, before the rest."""
    state = table(2, {"newspapers": [1, 1], "jar": [0, 0]})
    state.apply("choose newspapers")
    state.apply("roll r,g")
    action = decide(state, "normal")
    assert action == Give(1, 0, "table")
    state.apply(action)
    assert state.winners() == [0]


def test_normal_gives_its_greens_to_its_own_mice_when_it_can():
    state = table(3, {"bottle": [2, 1, 1]}, turn=0)
    state.apply("choose bottle")
    state.apply("roll g,g,g,y")
    owners = []
    while state.phase == "assign":
        action = decide(state, "normal")
        owners.append(action.owner)
        state.apply(action)
    assert owners[:2] == [0, 0] and len(owners) == 3 and owners[2] != 0


# ---------------------------------------------------------------------- markers
@pytest.mark.parametrize("kind", ["cancel", "worsen"])
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_an_opponents_winning_roll_is_stopped(level, kind):
    """p2's mouse one step from the table rolls a green: p1, asked first, stops it with
    its Cancel or its Worsen."""
    state = table(2, {"newspapers": [0, 1], "jar": [2, 2]},
                  [{kind: 1, "improve": 1}, {"extra": 1}], turn=1)
    state.apply("choose newspapers")
    state.apply("roll g")
    assert state.current_player() == 0 and state.answering()
    action = decide(state, level)
    assert isinstance(action, (CancelDice, CancelRoll, Worsen)), str(action)
    state.apply(action)
    while state.in_window():
        state.apply("pass")
    assert not state.is_terminal()


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_roll_that_changes_nothing_is_let_go_by(level):
    """Yellows on p2's start place: worsened they would be reds, lost there anyway."""
    state = table(2, {"pot": [0, 0]}, [{"worsen": 1}, {"extra": 1}], turn=1)
    state.apply("choose can")
    state.apply("roll y,y,y,y,y")
    assert decide(state, level) == Pass()


def test_hard_rolls_its_mice_home():
    """Four mice one step from the table: the roll that wins four times in five is
    never put off as if the game were won already."""
    state = table(2, {"newspapers": [4, 0], "tin": [1, 3], "bottle": [0, 1]}, turn=0)
    assert decide(state, "hard") == Choose("newspapers")


def test_hard_four_players_shares_the_win_chance_among_the_seats():
    """With four players hard judges by a model fitted on four-player games: the seats'
    chances add up to one, the seat about to move with a mouse one step from the table
    is the likeliest winner, and a mouse nearer the table is worth more."""
    state = table(4, {"newspapers": [0, 1, 0, 0], "jar": [2, 0, 0, 0], "pot": [0, 0, 1, 1]},
                  turn=1)
    ctx = Ctx(state.observation(0), NORMAL, HARD_MODEL)
    assert ctx.seats, "four players, no powers: the four-player model"
    pos = read_position(state.observation(0), CONFIG)
    chances = [seat_chance(ctx, pos, seat, 1) for seat in range(4)]
    assert sum(chances) == pytest.approx(1.0)
    assert max(range(4), key=lambda s: chances[s]) == 1
    later = read_position(table(4, {"newspapers": [0, 1, 0, 0], "jar": [2, 0, 0, 0],
                                    "bottle": [0, 0, 1, 0], "pot": [0, 0, 0, 1]},
                                turn=1).observation(0), CONFIG)
    assert seat_chance(ctx, later, 2, 1) > chances[2]


def test_hard_four_players_rolls_its_mice_home():
    state = table(4, {"newspapers": [3, 0, 0, 0], "tin": [1, 3, 2, 2], "bottle": [0, 1, 1, 1]},
                  turn=0)
    assert decide(state, "hard") == Choose("newspapers")


def test_easy_plays_markers_rarely():
    state = table(2, {"newspapers": [0, 1], "jar": [2, 2]},
                  [{"cancel": 1}, {"extra": 1}], turn=1)
    state.apply("choose newspapers")
    state.apply("roll g")
    played = sum(isinstance(decide(state, "easy", seed), Marker) for seed in range(40))
    assert 0 < played < 40


# -------------------------------------------------------------------- whole games
@pytest.mark.parametrize("level", LEVELS)
def test_complete_games_finish_at_every_level(level):
    games = OPTIONS[1:4] if level != "hard" else OPTIONS[1:2]     # hard thinks longer
    for number, options in enumerate(games):
        players = 2 + number
        rng = random.Random(number)
        agents = agents_for("gouda", [level] * players)
        state = GoudaState(players, 40 + number, options)
        while not state.is_terminal():
            assert len(state.history) < 20_000
            state.apply(step(state, agents, rng))
        assert state.winners()


def test_the_dice_counts_are_a_distribution():
    for n in range(CONFIG.max_dice + 1):
        outcomes = CONFIG.colour_counts[n]
        assert abs(sum(p for _, _, p in outcomes) - 1.0) < 1e-12
        assert all(g + r <= n for g, r, _ in outcomes)


def test_bench_positions_follow_a_roll():
    state = table(2, {"tin": [2, 2]})
    state.apply("choose tin")
    found = dict(bench_positions(state))
    assert set(found) == {"after_greens", "after_mixed"}
    assert found["after_greens"].dice == ["g"] * 4
    assert bench_positions(found["after_mixed"]) == []
