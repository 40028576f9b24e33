"""The mirror of a joined computer (game/net/mirror.py), headless: it answers the rules'
questions from the update alone, and Gouda's alike dice (a click on die 4 when the
rules list die 2 of the same colour) map to the rules' own choice from the
observation alone, as the real state's ``canonical`` does."""

from __future__ import annotations

import dataclasses
import json
import random

from game.core import registry
from game.core.protocol import CHANCE
from game.net import wire
from game.net.mirror import MirrorState, Unseen, same_dice


def mirror_of(state, seat: int, seq: int = 1) -> MirrorState:
    cls = type(state)
    update = wire.read_update(cls, json.loads(wire.update_message(state, seat, seq, -1, None, [])))
    parser = registry.new_game(state.game_id, state.num_players, 0, dict(state.options))
    return MirrorState.of(cls)(cls, parser, seat, update)


def variants(action, dice: int):
    """``action`` naming other dice (every die in place of each it names)."""
    fields = {f.name for f in dataclasses.fields(action)}
    if "die" in fields:
        for d in range(dice):
            yield dataclasses.replace(action, die=d)
    if "dice" in fields:
        for k in range(len(action.dice)):
            for d in range(dice):
                chosen = list(action.dice)
                chosen[k] = d
                if len(set(chosen)) == len(chosen):
                    yield dataclasses.replace(action, dice=tuple(sorted(chosen)))


def test_alike_dice_map_as_the_rules_map_them() -> None:
    rng = random.Random(5)
    checked = 0
    for game in range(6):
        state = registry.new_game("gouda", 3, seed=40 + game, options={"powers": 5})
        while not state.is_terminal() and len(state.history) < 400:
            seat = state.current_player()
            if seat == CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            legal = state.legal_actions()
            mirror = mirror_of(state, seat)
            assert mirror.legal_actions() == legal
            dice = len(getattr(mirror.obs, "dice", ()))
            for action in legal:
                for other in variants(action, dice):
                    want = state.canonical(other)
                    if want in legal:
                        assert mirror.canonical(other) == want, (other, want)
                        checked += 1
            state.apply(rng.choice(legal))
    assert checked > 200


def test_the_mirror_answers_from_the_status_alone() -> None:
    rng = random.Random(2)
    for game_id, players in (("cubes", 3), ("drole", 2), ("gouda", 4), ("chaos", 3)):
        state = registry.new_game(game_id, players, seed=9)
        for _ in range(60):
            if state.is_terminal():
                break
            who = state.current_player()
            state.apply(state.sample_chance(rng) if who == CHANCE else rng.choice(state.legal_actions()))
        for seat in range(players):
            mirror = mirror_of(state, seat)
            assert mirror.current_player() == state.current_player()
            assert mirror.turn_owner() == state.turn_owner()
            assert mirror.in_window() == state.in_window() and mirror.answering() == state.answering()
            assert mirror.window_seats() == state.window_seats()
            assert len(mirror.history) == len(state.history) and mirror.seed == 0
            assert mirror.observation(None) == state.observation(seat)
            assert mirror.legal_actions() == (state.legal_actions() if state.current_player() == seat else [])
            assert not mirror.is_terminal()
    assert str(Unseen()) == "chance"
    assert same_dice(object(), [], Unseen()) == Unseen()     # no dice: the action itself
