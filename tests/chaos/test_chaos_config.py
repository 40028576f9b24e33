"""``config/chaos.yaml`` read key by key (game/games/chaos/conf.py): the shipped file is the
box's game (RULES.md 3, "Components"), and each way a user may damage it is refused with
a message naming the file and the key."""

from __future__ import annotations

import pytest
from config_checks import config_with, options_with, refused

from game.games.chaos import GAME, conf


def _config_with(monkeypatch, **changes):
    return config_with(monkeypatch, conf, "chaos", **changes)


def test_the_shipped_config_is_the_books_game():
    config = GAME.config()
    assert sorted(config.covers) == [1, 2, 3, 3, 4, 4]
    assert len(config.colours) == 4 and config.small_mice == 3 and config.claim_size == 4
    assert config.memory_aid == (True, (True, False))
    assert str(config.kitchen.path).endswith("chaos.tmx")
    assert config.n_mice == 16 and config.flat.n_squares == 144 and config.flat.n_cats == 4


def test_the_unchanged_copy_loads(monkeypatch):
    assert _config_with(monkeypatch).covers == GAME.config().covers


@pytest.mark.parametrize("key, value, word", [
    ("level", "../chaos.tmx", "level"), ("level", "chaos.txt", "level"), ("level", 3, "level"),
    ("covers", [], "covers"), ("covers", [1, 2, 3, 3, 4, 4, 5], "covers"),
    ("covers", [0, 2], "covers"), ("covers", [1, True], "covers"), ("covers", "1234", "covers"),
    ("colours", ["red", "red", "blue", "green"], "colours"),
    ("colours", ["red", "blue", "yellow"], "colours"), ("colours", ["Red", "b", "c", "d"], "colours"),
    ("small_mice", 0, "small_mice"), ("small_mice", 4, "small_mice"),
    ("small_mice", "three", "small_mice"),
    ("two_players", [[0, 1], [1, 2]], "two_players"), ("two_players", [[0, 3]], "two_players"),
    ("two_players", [[0, 3], [1, 5]], "two_players"), ("two_players", "0312", "two_players"),
    ("turn_limit", 10, "turn_limit"), ("turn_limit", 10**9, "turn_limit"),
    ("turn_limit", 300.5, "turn_limit"),
    ("surprise", 1, "surprise"),
])
def test_a_bad_config_value_is_named(monkeypatch, key, value, word):
    message = refused(monkeypatch, conf, "chaos", **{key: value})
    assert word in message and "chaos.yaml" in message


@pytest.mark.parametrize("spec, word", [
    ({"default": True, "choices": [True, "no"]}, "options.memory_aid.choices"),
    ({"default": 1, "choices": [True, False]}, "options.memory_aid.default"),
    ({"default": True, "choices": []}, "options.memory_aid.choices"),
    ({"default": True}, "options.memory_aid"),
    ({"default": True, "choices": [True, False], "extra": 1}, "options.memory_aid.extra"),
    ("yes", "memory_aid"),
])
def test_a_bad_option_is_named(monkeypatch, spec, word):
    message = refused(monkeypatch, conf, "chaos", options=options_with("chaos", "memory_aid", spec))
    assert word in message and "chaos.yaml" in message


def test_an_unknown_option_is_named(monkeypatch):
    options = options_with("chaos", "cheat", {"default": 1})
    assert "cheat" in refused(monkeypatch, conf, "chaos", options=options)
