"""Chaos saves across the rules change of issue 17 (rules edition 2: cats jump things as
one square, the catch is the mover's choice, the free hideout never turns itself over).

Decision: a Chaos game saved under edition 1 would not replay the same (a cat's moves
and catches meant something else), so it is refused by name, moved aside, never played
on under rules it did not start with. A game saved now records its edition and loads,
a catch and a leave included.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game import i18n
from game.core import registry
from game.core.save_file import Save, SaveError, Seat, load_or_move_aside, load_save, write_save
from game.games.chaos.rules import ChaosState

SEATS = [Seat("Anne", "blue"), Seat("Bot", "red", "cpu", "easy")]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv("SOURIS_FROMAGES_HOME", str(folder))
    return folder


def with_choices(seed: int = 3) -> ChaosState:
    """A random 2-player game played until both a catch and a leave were chosen."""
    state = registry.new_game("chaos", 2, seed)
    rng = random.Random(seed)
    made: set[str] = set()
    while not state.is_terminal() and made != {"catch", "leave"}:
        legal = state.legal_actions()
        action = rng.choice(legal)
        if state.phase == "catch":                   # the choice not yet made
            action = next((a for a in legal if str(a) not in made), legal[0])
            made.add(str(action))
        state.apply(action)
    assert made == {"catch", "leave"}, "the game should meet both choices"
    return state


def test_a_game_with_a_catch_and_a_leave_saves_and_loads(tmp_path):
    state = with_choices()
    path = tmp_path / "game.json"
    write_save(path, Save.of(state, SEATS), state)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["rules"] == ChaosState.rules_edition == 2
    assert "catch" in data["actions"] and "leave" in data["actions"]
    save, loaded = load_save(path)
    assert loaded == state


def test_a_chaos_save_from_before_the_rules_change_is_refused_by_name(tmp_path):
    state = with_choices()
    path = tmp_path / "autosave.json"
    write_save(path, Save.of(state, SEATS), state)
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["rules"]                                 # as the program wrote it before
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load_save(path)
    assert info.value.code == "old_rules" and "change to the rules of chaos" in str(info.value)
    save, loaded, problem = load_or_move_aside(path)
    assert save is None and loaded is None and not path.exists(), "moved aside, kept"
    for language, words in (("en", "before a change to this game's rules"),
                            ("fr", "avant un changement des règles de ce jeu")):
        i18n.set_language(language)
        try:
            assert words in i18n.describe(problem)
        finally:
            i18n.set_language("en")


def test_other_games_write_no_edition_and_still_load(tmp_path):
    state = registry.new_game("cubes", 2, 5)
    rng = random.Random(5)
    for _ in range(12):
        state.apply(rng.choice(state.legal_actions()) if not state.is_chance_node()
                    else state.sample_chance(rng))
    path = tmp_path / "cubes.json"
    write_save(path, Save.of(state, SEATS), state)
    assert "rules" not in json.loads(path.read_text(encoding="utf-8"))
    assert load_save(path)[1] == state


def test_a_save_from_a_later_rules_edition_is_refused_as_newer(tmp_path):
    state = with_choices()
    path = tmp_path / "game.json"
    write_save(path, Save.of(state, SEATS), state)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["rules"] = 3
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load_save(path)
    assert info.value.code == "newer"
