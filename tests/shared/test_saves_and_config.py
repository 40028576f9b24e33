"""Saves (versioned JSON, written atomically, checked by replay) and config files
(YAML with clear errors; a broken settings file is moved aside, never overwritten).
DESIGN.md, "Program behaviour people expect"."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from game import paths
from game.config import ConfigError, Settings, game_config, load_settings, load_yaml, require, save_settings
from game.core import registry, safe_files
from game.core.agents import agents_for, step
from game.core.match import Match
from game.core.save_file import (
    APP,
    SAVE_VERSION,
    Save,
    SaveError,
    Seat,
    load_or_move_aside,
    load_save,
    write_save,
)

SEATS = [Seat("Anne", "blue"), Seat("Bot", "red", "cpu", "hard"), Seat("Zoé", "green", "cpu", "easy")]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch) -> Path:
    """Every test gets its own player folder."""
    folder = tmp_path / "home"
    monkeypatch.setenv("SOURIS_FROMAGES_HOME", str(folder))
    return folder


def played(actions: int | None = 40, players: int = 3, seed: int = 8, options=None):
    state = registry.new_game("cubes", players, seed=seed, options=options)
    rng = random.Random(seed)
    agents = agents_for("cubes", ["normal"] * players)
    while not state.is_terminal() and (actions is None or len(state.history) < actions):
        state.apply(step(state, agents, rng))
    return state


def saved(tmp_path: Path, state=None, name: str = "game.json") -> tuple[Path, object]:
    state = state or played()
    path = tmp_path / name
    match = Match.new("cubes", SEATS[:state.num_players], 3).to_dict()     # game 1 of 3
    write_save(path, Save.of(state, SEATS[:state.num_players], match), state)
    return path, state


def rewrite(path: Path, change) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def expect_save_error(path: Path, *words: str) -> SaveError:
    before = path.read_bytes() if path.is_file() else None
    with pytest.raises(SaveError) as info:
        load_save(path)
    error = info.value
    assert error.path == path
    assert str(path) in str(error), "the message names the file"
    for word in words:
        assert word.lower() in error.problem.lower(), f"{error.problem!r} lacks {word!r}"
    if before is not None:
        assert path.read_bytes() == before, "load_save must leave the file alone"
    return error


# --------------------------------------------------------------------------- saves
def test_save_round_trip_mid_game(tmp_path):
    path, state = saved(tmp_path)
    save, loaded = load_save(path)
    assert loaded == state
    assert loaded is not state
    assert save.game == "cubes" and save.seed == state.seed and save.options == state.options
    assert save.seats == SEATS and save.match == Match.new("cubes", SEATS, 3).to_dict()
    assert save.actions == [str(a) for a in state.history]
    assert save.seats[0].is_human and not save.seats[1].is_human
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["app"] == APP and data["version"] == SAVE_VERSION
    assert data["final_state"] == state.to_dict()["state"]


def test_save_round_trip_of_a_finished_game_with_options(tmp_path):
    state = played(actions=None, players=2, options={"target": 6})
    path, _ = saved(tmp_path, state)
    _, loaded = load_save(path)
    assert loaded == state and loaded.is_terminal()
    assert loaded.winners() == state.winners() and loaded.options == {"target": 6}


def test_a_save_without_a_final_snapshot_still_loads(tmp_path):
    state = played(actions=25)
    path = tmp_path / "plain.json"
    write_save(path, Save.of(state, SEATS), None)
    assert "final_state" not in json.loads(path.read_text(encoding="utf-8"))
    assert load_save(path)[1] == state


def test_a_save_keeps_unicode_names(tmp_path):
    path, _ = saved(tmp_path)
    assert "Zoé" in path.read_text(encoding="utf-8")


def test_atomic_write_leaves_no_temporary_file(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(safe_files.os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd)))
    folder = tmp_path / "saves"
    path, _ = saved(folder)
    first = path.read_bytes()
    saved(folder, played(actions=60))                      # overwrite with a newer game
    assert sorted(p.name for p in folder.iterdir()) == ["game.json"]
    assert path.read_bytes() != first
    assert len(synced) == 2, "each write is flushed to disk before the rename"


def test_a_failed_write_keeps_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    path, state = saved(tmp_path)
    old = path.read_bytes()

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(safe_files.os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        write_save(path, Save.of(played(actions=70), SEATS), None)
    assert path.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_bad_json_is_reported(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"app": "souris-fromages", "version": 1,', encoding="utf-8")
    expect_save_error(path, "not valid JSON", "line")


def test_a_binary_or_unreadable_file_is_reported(tmp_path):
    path = tmp_path / "binary.json"
    path.write_bytes(b"\xff\xfe\x00garbage\xc3")
    expect_save_error(path, "cannot be read")
    folder = tmp_path / "folder.json"
    folder.mkdir()
    expect_save_error(folder, "cannot be read")
    expect_save_error(tmp_path / "missing.json", "cannot be read")


@pytest.mark.parametrize("content", ['{"app": "other-game", "version": 1}', "[1, 2, 3]", '"text"'])
def test_another_apps_file_is_reported(tmp_path, content):
    path = tmp_path / "other.json"
    path.write_text(content, encoding="utf-8")
    expect_save_error(path, "not a Souris & Fromages save")


def test_a_save_with_no_version_is_reported(tmp_path):
    path, _ = saved(tmp_path)
    rewrite(path, lambda d: d.pop("version"))
    expect_save_error(path, "no version")


def test_a_save_from_a_newer_version_is_reported(tmp_path):
    path, _ = saved(tmp_path)
    rewrite(path, lambda d: d.update(version=SAVE_VERSION + 1))
    expect_save_error(path, "newer version", str(SAVE_VERSION + 1))


def test_an_illegal_action_list_is_reported(tmp_path):
    path, _ = saved(tmp_path)
    rewrite(path, lambda d: d["actions"].insert(0, "stop"))
    error = expect_save_error(path, "does not replay", "action 1", "stop", "not legal")
    assert "stake" in error.problem           # the rules' own reason is passed on


def test_an_unknown_move_is_reported(tmp_path):
    path, _ = saved(tmp_path)

    def change(d):
        d["actions"][3] = "teleport the cheese"

    rewrite(path, change)
    expect_save_error(path, "does not replay", "action 4", "teleport")


def test_a_save_that_does_not_reach_its_snapshot_is_reported(tmp_path):
    path, _ = saved(tmp_path)
    rewrite(path, lambda d: d["final_state"].update(pile=d["final_state"]["pile"] - 1))
    expect_save_error(path, "does not replay to the position it recorded")


def test_a_save_with_a_dropped_action_is_reported(tmp_path):
    path, _ = saved(tmp_path)
    rewrite(path, lambda d: d["actions"].pop())
    expect_save_error(path, "position it recorded")


@pytest.mark.parametrize("change, words", [
    (lambda d: d.pop("seed"), ("missing or has a bad field", "seed")),
    (lambda d: d.update(seed="abc"), ("bad field",)),
    (lambda d: d.update(seats=[{"nom": "x"}]), ("bad field",)),
    (lambda d: d.update(players=5), ("bad field", "players")),
    (lambda d: d.update(actions=None), ("bad field",)),
    (lambda d: d.update(game="no-such-game"), ("does not replay", "no-such-game")),
    (lambda d: d.update(options={"target": 5}), ("does not replay", "target")),
    (lambda d: d.update(seats=d["seats"][:1], players=1), ("does not replay", "players")),
])
def test_bad_fields_are_reported(tmp_path, change, words):
    path, _ = saved(tmp_path)
    rewrite(path, change)
    expect_save_error(path, *words)


def test_a_save_with_an_unknown_computer_level_is_reported(tmp_path):
    path, _ = saved(tmp_path)

    def change(d):
        d["seats"][1]["level"] = "grandmaster"

    rewrite(path, change)
    expect_save_error(path, "grandmaster")


def test_load_or_move_aside_without_a_file(tmp_path):
    path = tmp_path / "autosave.json"
    assert load_or_move_aside(path) == (None, None, None)
    assert list(tmp_path.iterdir()) == []


def test_load_or_move_aside_loads_a_good_file(tmp_path):
    path, state = saved(tmp_path, name="autosave.json")
    save, loaded, problem = load_or_move_aside(path)
    assert problem is None and loaded == state and save.seats == SEATS
    assert path.exists()


def test_load_or_move_aside_moves_a_bad_file_and_says_so(tmp_path):
    path, _ = saved(tmp_path, name="autosave.json")
    rewrite(path, lambda d: d.update(version=99))
    content = path.read_bytes()
    save, state, message = load_or_move_aside(path)
    assert save is None and state is None
    assert not path.exists(), "the bad file must be moved away"
    moved = [p for p in tmp_path.iterdir()]
    assert len(moved) == 1 and moved[0].name.startswith("autosave.json.unreadable-")
    assert moved[0].read_bytes() == content
    assert moved[0].name in str(message) and "newer version" in str(message) and str(path) in str(message)


def test_load_or_move_aside_never_overwrites(tmp_path, monkeypatch):
    monkeypatch.setattr(safe_files.time, "strftime", lambda fmt, *a: "20250101-120000")
    path = tmp_path / "autosave.json"
    taken = tmp_path / "autosave.json.unreadable-20250101-120000"
    taken.write_text("an older broken save", encoding="utf-8")
    path.write_text("{broken", encoding="utf-8")
    *_, message = load_or_move_aside(path)
    assert taken.read_text(encoding="utf-8") == "an older broken save"
    second = tmp_path / "autosave.json.unreadable-20250101-120000-2"
    assert second.read_text(encoding="utf-8") == "{broken"
    assert second.name in str(message)
    path.write_text("[]", encoding="utf-8")
    load_or_move_aside(path)
    assert (tmp_path / "autosave.json.unreadable-20250101-120000-3").read_text() == "[]"
    assert taken.read_text(encoding="utf-8") == "an older broken save"
    assert not path.exists()


# -------------------------------------------------------------------------- config
def test_load_yaml_of_bad_yaml_names_the_file_and_the_line(tmp_path):
    path = tmp_path / "broken.yaml"
    path.write_text("a: 1\nb: [1, 2\nc: 3\n", encoding="utf-8")
    with pytest.raises(ConfigError) as info:
        load_yaml(path)
    assert info.value.path == path and str(path) in str(info.value)
    assert "not valid YAML" in info.value.problem and "line" in info.value.problem


@pytest.mark.parametrize("content", ["- a\n- b\n", "42\n", "just words\n"])
def test_load_yaml_needs_a_mapping(tmp_path, content):
    path = tmp_path / "list.yaml"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ConfigError, match="mapping") as info:
        load_yaml(path)
    assert str(path) in str(info.value)


def test_load_yaml_of_a_missing_file(tmp_path):
    path = tmp_path / "nowhere.yaml"
    with pytest.raises(ConfigError, match="not found") as info:
        load_yaml(path)
    assert str(path) in str(info.value)


def test_load_yaml_of_an_empty_file_is_an_empty_mapping(tmp_path):
    path = tmp_path / "empty.yaml"
    path.write_text("# nothing yet\n", encoding="utf-8")
    assert load_yaml(path) == {}


def test_load_yaml_is_safe(tmp_path):
    path = tmp_path / "evil.yaml"
    path.write_text("x: !!python/object/apply:os.system ['echo hi']\n", encoding="utf-8")
    with pytest.raises(ConfigError):
        load_yaml(path)


def test_require_checks_keys_and_types(tmp_path):
    path = tmp_path / "cfg.yaml"
    assert require({"n": 3}, "n", int, path) == 3
    with pytest.raises(ConfigError, match="missing key 'm'"):
        require({"n": 3}, "m", int, path)
    with pytest.raises(ConfigError, match="'n' must be int"):
        require({"n": "3"}, "n", int, path)
    with pytest.raises(ConfigError, match="'n' must be int"):
        require({"n": True}, "n", int, path)


def test_the_shipped_game_config_loads():
    data = game_config("cubes")
    assert sum(data["cards"].values()) == 72 and data["cubes"] == 8


def test_no_settings_file_gives_the_defaults(home):
    settings, problem = load_settings()
    assert problem is None
    assert settings == Settings()
    assert not home.exists() or not (home / "settings.yaml").exists()


def test_the_shipped_defaults_are_valid():
    data = load_yaml(paths.CONFIG / "settings.yaml")
    settings, problem = load_settings(paths.CONFIG / "settings.yaml")
    assert problem is None and settings.to_dict() == {**Settings().to_dict(), **data}


def test_save_then_load_settings(home):
    mine = Settings(language="fr", sound=False, volume=0.25, fullscreen=True,
                    animation_speed="fast", cpu_speed="slow", window=[1024, 700])
    save_settings(mine)
    assert (home / "settings.yaml").exists()
    assert sorted(p.name for p in home.iterdir()) == ["settings.yaml"]
    assert load_settings() == (mine, None)


def test_a_partial_settings_file_keeps_the_other_defaults(home):
    home.mkdir(parents=True)
    (home / "settings.yaml").write_text("language: en\nvolume: 1\n", encoding="utf-8")
    settings, problem = load_settings()
    assert problem is None
    assert settings.language == "en" and settings.volume == 1.0
    assert settings.window == Settings().window and settings.sound is True


def broken_settings(home: Path, content: str) -> tuple[Settings, str, Path]:
    home.mkdir(parents=True, exist_ok=True)
    path = home / "settings.yaml"
    path.write_text(content, encoding="utf-8")
    settings, problem = load_settings()
    assert settings == Settings(), "a broken file gives the defaults"
    assert problem and str(path) in str(problem)
    assert not path.exists(), "the broken file is moved aside"
    moved = [p for p in home.iterdir() if p.name.startswith("settings.yaml.broken-")]
    assert len(moved) == 1 and moved[0].read_text(encoding="utf-8") == content
    assert moved[0].name in str(problem)
    return settings, problem, moved[0]


def test_broken_settings_yaml_is_moved_aside(home):
    _, problem, _ = broken_settings(home, "language: [fr\n")
    assert "not valid YAML" in str(problem)


def test_settings_that_are_not_a_mapping_are_moved_aside(home):
    _, problem, _ = broken_settings(home, "- fr\n- en\n")
    assert "mapping" in str(problem)


def test_an_unknown_setting_is_reported(home):
    _, problem, _ = broken_settings(home, "colour_blind: yes\n")
    assert "unknown setting 'colour_blind'" in str(problem)


@pytest.mark.parametrize("content, key", [
    ("language: de\n", "language"),
    ("sound: maybe\n", "sound"),
    ("volume: 3\n", "volume"),
    ("volume: loud\n", "volume"),
    ("fullscreen: maybe\n", "fullscreen"),
    ("animation_speed: warp\n", "animation_speed"),
    ("window: [10, 10]\n", "window"),
    ("window: big\n", "window"),
])
def test_a_bad_setting_value_is_reported(home, content, key):
    _, problem, _ = broken_settings(home, content)
    assert f"'{key}'" in str(problem)


@pytest.mark.parametrize("content, key", [("fullscreen: 1\n", "fullscreen"),
                                          ("sound: 0\n", "sound")])
def test_a_number_is_not_a_yes_or_no_setting(home, content, key):
    _, problem, _ = broken_settings(home, content)
    assert f"'{key}'" in str(problem)


def test_a_broken_settings_file_is_never_overwritten(home):
    _, _, moved = broken_settings(home, "sound: [\n")
    save_settings(Settings(language="en"))
    assert moved.read_text(encoding="utf-8") == "sound: [\n"
    assert load_settings()[0].language == "en"


def test_good_settings_survive_a_bad_line(home):
    """A damaged line costs only that setting: the family's French is kept."""
    home.mkdir(parents=True, exist_ok=True)
    path = home / "settings.yaml"
    path.write_text("language: fr\ncolour: red\nsound: false\n", encoding="utf-8")
    settings, problem = load_settings()
    assert (settings.language, settings.sound) == ("fr", False)
    assert problem is not None and problem.fields == {"setting": "colour"}
    assert not path.exists() and problem.moved_to.exists()


def test_a_tiny_window_is_never_written_as_a_setting_the_program_refuses(home):
    save_settings(Settings(window=[300, 250]))
    settings, problem = load_settings()
    assert problem is None
    assert settings.window == [800, 600]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("content", ["language: klingon\n", "sound: 1\n", "volume: 7\n",
                                     "colour: red\n", "window: [10, 10]\n", "sound: [\n", "[]\n"])
def test_every_settings_problem_is_described_in_the_players_language(home, lang, content):
    from game import i18n
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.yaml").write_text(content, encoding="utf-8")
    _, problem = load_settings()
    i18n.set_language(lang)
    try:
        text = i18n.describe(problem)
    finally:
        i18n.set_language("en")
    assert "settings.yaml" in text and problem.moved_to.name in text
    assert "{" not in text and "must be" not in text, text


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("code", ["unreadable", "bad_json", "not_a_save", "newer", "bad_field",
                                  "no_replay"])
def test_every_save_problem_is_described_in_the_players_language(tmp_path, lang, code):
    from game import i18n
    problem = SaveError(tmp_path / "autosave.json", "an English detail", code)
    i18n.set_language(lang)
    try:
        text = i18n.describe(problem)
    finally:
        i18n.set_language("en")
    assert "autosave.json" in text and "English detail" not in text and "{" not in text


# ------------------------------------------- the command line's seeds, the saves' seeds
@pytest.mark.parametrize("seed", [-5, -1, 0, 1, 2 ** 31, 2 ** 63 - 1, 2 ** 63, 10 ** 30])
def test_the_command_line_takes_exactly_the_seeds_a_save_holds(tmp_path, seed):
    """Issue 17: a game started with ``--seed -5`` or ``--seed 10**30`` made a save the
    program threw out at its next start. ``main.py --seed`` and the save loader now
    agree: what one takes, the other loads; what one refuses, the other refuses."""
    import argparse

    from game import app
    try:
        taken = app._seed(str(seed)) == seed
    except argparse.ArgumentTypeError as exc:
        taken = False
        assert "0 to 2^63 - 1" in str(exc)
    path, state = saved(tmp_path, played(6, players=2, seed=8))
    rewrite(path, lambda data: data.update(seed=seed))
    try:
        loaded = load_save(path)[0].seed == seed
    except SaveError:
        loaded = False
    assert taken == loaded == (0 <= seed < 2 ** 63)
