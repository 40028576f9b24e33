"""A Chaos state plays by the config it is made with (``ChaosState(..., config=...)``),
which its copies share, while ``GAME.config()`` stays the files' (issue 18, "Config and
boards on a Game object")."""

from __future__ import annotations

import copy
import random

from config_checks import config_with

from game.games.chaos import GAME, conf
from game.games.chaos.rules import ChaosState


def _play_out(state: ChaosState, seed: int) -> ChaosState:
    rng = random.Random(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[0] if len(legal) == 1 else rng.choice(legal))
    return state


def test_a_state_plays_by_a_changed_turn_limit(monkeypatch):
    shipped = GAME.config()
    short = config_with(monkeypatch, conf, "chaos", turn_limit=50)
    assert short.turn_limit == 50 and shipped.turn_limit == 300
    state = _play_out(ChaosState(4, 5, config=short), 5)
    assert state.turns == 50 and state.end_reason == "turn_limit" and not state.result
    assert state.observation(0).turn_limit == 50
    assert GAME.config() is shipped and ChaosState(4, 5).config is shipped


def test_a_state_deals_by_a_changed_config(monkeypatch):
    """Fewer small mice and other covers: the set-up, the legal lists and the saves
    follow the state's config."""
    small = config_with(monkeypatch, conf, "chaos", small_mice=1, covers=[2, 5])
    state = ChaosState(2, 9, config=small)
    assert len(state.mloc) == 8 and sorted(state.number) == [2, 5]
    assert [str(a) for a in state.legal_actions()] == ["lift c0", "lift c1"]
    state.apply(state.legal_actions()[0])
    moved = state.legal_actions()[0]
    assert state.number[0] in (2, 5) and state.parse_action(str(moved)) is moved
    saved = state.to_dict()
    assert len(saved["state"]["colour"]) == 8


def test_copies_share_the_config():
    state = ChaosState(3, 1)
    assert state.clone().config is state.config
    assert copy.deepcopy(state).config is state.config
    assert state.determinize(0, random.Random(2)).config is state.config
