"""Gouda! Gouda!'s results on the shelf (game/games/gouda/moves.py): the computer's
positions after a roll's results are the positions the rules reach by giving the same
results, in every variant, and the computer resolves markers with the rules' own
:func:`~game.games.gouda.powers.take_effect` (issue 18, "one home per rule")."""

from __future__ import annotations

import random

import pytest

from game.core.protocol import Pass
from game.games.gouda import GAME, ai
from game.games.gouda.actions import CancelRoll, Give, Reroll
from game.games.gouda.judge import Ctx, read_position
from game.games.gouda.moves import ATE_ROUTE, ATE_TABLE, FEAST_OVER, MOVED, WON, give
from game.games.gouda.powers import take_effect
from game.games.gouda.rules import GoudaState

CONFIG = GAME.config()
NAMES, IDX, UP, TABLE = CONFIG.names, CONFIG.idx, CONFIG.up, CONFIG.table

VARIANTS = [
    {"start": "choose"},
    {"festival": True, "start": "can"},
    {"festival": True, "route_cheese": True, "start": "choose"},
]


def _assign_positions(options: dict, games: int):
    """Positions where results are to be given, from random games of 2 to 4 players."""
    for number in range(games):
        rng = random.Random(number)
        state = GoudaState(2 + number % 3, 40 + number, dict(options))
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply(state.sample_chance(rng))
                continue
            if state.phase == "assign":
                yield state
            state.apply(rng.choice(state.legal_actions()))


def _play(state: GoudaState, moves: list[tuple[str, int, int]]) -> GoudaState:
    """``moves`` (colour, owner, to) given through the rules, each as a legal Give."""
    state = state.clone()
    for colour, owner, to in moves:
        if state.is_terminal():
            break
        give_it = next(a for a in state.legal_actions()
                       if isinstance(a, Give) and a.owner == owner and a.to == NAMES[to]
                       and state.dice[a.die] == colour)
        state.apply(give_it)
    return state


@pytest.mark.parametrize("options", VARIANTS)
def test_the_computers_positions_after_a_roll_are_the_rules(options):
    """Every way the computer weighs of giving a roll's results leads to the position
    the rules reach by giving them: the mice, the cheese eaten and left, the winner."""
    checked = 0
    for state in _assign_positions(options, 6):
        seat = state.current_player()
        obs = state.observation(seat)
        ctx, pos = Ctx(obs, ai.NORMAL), read_position(obs, CONFIG)
        g = sum(1 for d in obs.dice if d.live and not d.used and d.colour == "green")
        r = sum(1 for d in obs.dice if d.live and not d.used and d.colour == "red")
        place = IDX[obs.place]
        for moves in ai.plan_variants(CONFIG, place, ai.plan(ctx, pos, seat, place, g, r)):
            mine = ai.apply_plan(ctx, pos, place, moves)
            played = _play(state, moves)
            assert mine.mice == played.mice
            assert mine.eaten == played.eaten
            assert mine.table_cheese == played.table_cheese
            assert mine.route_left == played.route_left
            if played.is_terminal():
                assert set(played.result) <= set(mine.winners)
            else:
                assert mine.winners == ()
            checked += 1
    assert checked > 50


class _Shelf:
    def __init__(self, mice, route_left, table_cheese, eaten):
        self.mice, self.route_left = mice, route_left
        self.table_cheese, self.eaten = table_cheese, eaten


def test_give_moves_eats_and_wins():
    """Seed 002: a mouse moves one link; on the table it wins (basic) or eats and leaves
    (festival, the last cheese ends the game); on the route it eats while any is left."""
    table, pot = IDX["table"], IDX["pot"]
    below = next(p for p in range(len(NAMES)) if table in UP[p])
    rows = [[0, 0] for _ in NAMES]
    rows[below] = [2, 0]
    shelf = _Shelf([list(r) for r in rows], [0] * len(NAMES), 0, [0, 0])
    assert give(shelf, 0, below, table, False, TABLE) == WON and shelf.mice[table] == [1, 0]
    shelf = _Shelf([list(r) for r in rows], [0] * len(NAMES), 2, [0, 0])
    assert give(shelf, 0, below, table, True, TABLE) == ATE_TABLE and shelf.mice[table] == [0, 0]
    assert (shelf.table_cheese, shelf.eaten) == (1, [1, 0])
    assert give(shelf, 0, below, table, True, TABLE) == FEAST_OVER and shelf.table_cheese == 0
    route = [0] * len(NAMES)
    route[pot] = 1
    frm = next(p for p in range(len(NAMES)) if pot in UP[p])
    rows[frm] = [0, 2]
    shelf = _Shelf([list(r) for r in rows], route, 3, [0, 0])
    assert give(shelf, 1, frm, pot, True, TABLE) == ATE_ROUTE and shelf.eaten == [0, 1]
    assert give(shelf, 1, frm, pot, True, TABLE) == MOVED and shelf.mice[pot] == [0, 2]


def test_a_marker_does_to_the_computers_view_what_it_does_to_the_table():
    """A marker resolved on the computer's view of the roll changes what the table's
    events say it changed (the dice, the dice cancelled, the place), and rolls again
    the dice the table rolls again."""
    seen: set[str] = set()
    for number in range(6):
        rng = random.Random(number)
        state = GoudaState(3, 70 + number, {"powers": "set", "start": "can"})
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply(state.sample_chance(rng))
                continue
            if state.phase == "window" and not state.stack:
                seat = state.current_player()
                for marker in state.legal_actions()[1:]:
                    trial = state.clone()
                    events = trial.apply(marker)
                    while trial.phase == "window":
                        events += trial.apply(Pass())
                    view = ai.read_roll(state.observation(seat), CONFIG)
                    did, dice = take_effect(view, marker, CONFIG)
                    kinds = {type(e).__name__: e for e in events}
                    seen.update(kinds)
                    assert did == ("MarkerResolved" in kinds)
                    if isinstance(marker, (Reroll, CancelRoll)):
                        assert trial.phase == "roll" and dice == trial.rolling
                    if "DiceChanged" in kinds:
                        assert (dice, "".join(view.dice)) == (kinds["DiceChanged"].dice,
                                                              kinds["DiceChanged"].roll)
                    if "DiceCancelled" in kinds:
                        assert dice == kinds["DiceCancelled"].dice
                        assert not any(view.live[d] for d in dice)
                    if "RollTransferred" in kinds:
                        assert NAMES[view.place] == kinds["RollTransferred"].to
            state.apply(rng.choice(state.legal_actions()))
    assert {"DiceChanged", "DiceCancelled", "RollTransferred", "RollCancelled"} <= seen
