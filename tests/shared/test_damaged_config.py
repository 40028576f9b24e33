"""Damaged YAML files and bad config values never crash or hang the program (issue 8,
"survives what a family's laptop does to it").

Every case below makes a damaged file (the player's settings in a throw-away player
folder; the shipped ``config/*.yaml`` on a copy, with ``paths.CONFIG`` pointed at it)
and checks that no exception escapes, that the message names the file (and the key
where there is one) in both languages, that the file is left as it was (the player's
settings file only moved aside, byte for byte), and that the program goes on. The
cases that hung or crashed the interpreter before (an alias bomb, lists nested 100,000
deep, a long base-60 number, a named pipe) run in a child process with a time limit,
so that a return of the bug fails the test instead of stopping the test run.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game import i18n, paths
from game.config import MAX_WINDOW, MIN_WINDOW, ConfigError, Settings, game_config, load_settings, load_yaml
from game.core import registry, safe_files, yaml_cache
from game.core.safe_files import FileProblem, parse_yaml, read_yaml_file

ROOT = Path(__file__).resolve().parents[2]
#: A message shown on the title screen stays readable, whatever the file held.
SHORT = 600
#: Devices, links and named pipes as a Unix system has them.
unix_only = pytest.mark.skipif(not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(),
                               reason="devices, symbolic links and named pipes")


# ------------------------------------------------------------------ damaged texts
def alias_bomb() -> str:
    """"Billion laughs": nine levels of nine aliases, 9^9 strings once expanded."""
    lines = ["a: &a [x, x, x, x, x, x, x, x, x]"]
    names = "abcdefghi"
    for prev, name in zip(names, names[1:]):
        lines.append(f"{name}: &{name} [" + ", ".join([f"*{prev}"] * 9) + "]")
    return "\n".join(lines) + "\n"


def nested(depth: int) -> str:
    return "language: " + "[" * depth + "]" * depth + "\n"


DAMAGED: dict[str, tuple[str, str]] = {
    # name: (content, the file problem's code)
    "alias bomb": (alias_bomb(), "too_many_values"),
    "aliases of a long text": ("a: &a '" + "x" * 100_000 + "'\nb: [" + ", ".join(["*a"] * 2000) + "]\n",
                               "too_many_values"),
    "lists 10,000 deep": (nested(10_000), "too_deep"),
    "mappings 10,000 deep": ("language: " + "{a: " * 10_000 + "1" + "}" * 10_000 + "\n", "too_deep"),
    "block mappings 300 deep": ("".join(" " * i + "a:\n" for i in range(300)) + " " * 300 + "1\n",
                                "too_deep"),
    "a 5,000-digit number": ("volume: " + "9" * 5000 + "\n", "long_number"),
    "a 5,000-digit hex number": ("volume: 0x" + "f" * 5000 + "\n", "long_number"),
    "a date that is none": ("volume: 2024-02-31\n", "bad_yaml"),
    "a 300 KB value": ("language: '" + "x" * 300_000 + "'\n", "too_big"),
}

#: The damage that hung or crashed the interpreter: checked in a child process.
HANGS: dict[str, tuple[str, str]] = {
    "alias bomb": DAMAGED["alias bomb"],
    "lists 100,000 deep": (nested(100_000), "too_deep"),          # libyaml: a crash
    "a long base-60 number": ("volume: 1" + ":0" * 100_000 + "\n", "long_number"),
}


def check_described(problem: FileProblem, *words: str) -> None:
    """The problem said in both languages: the file's name, the words, no field left
    unfilled, and short."""
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        try:
            text = i18n.describe(problem)
        finally:
            i18n.set_language("en")
        assert problem.path.name in text and "{" not in text, text
        assert len(text) < SHORT, text[:SHORT]
        for word in words:
            assert word in text, (lang, text)
    assert len(str(problem)) < SHORT + 200


def write_settings(home: Path, content: str | bytes) -> Path:
    home.mkdir(parents=True, exist_ok=True)
    path = home / "settings.yaml"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def moved_aside(home: Path, problem: ConfigError, content: bytes) -> None:
    """The player's file was moved aside, whole, and the message names both files."""
    assert not (home / "settings.yaml").exists()
    moved = [p for p in home.iterdir() if p.name.startswith("settings.yaml.broken-")]
    assert len(moved) == 1 and problem.moved_to == moved[0]
    assert moved[0].read_bytes() == content, "the player's file is never changed"
    assert str(home / "settings.yaml") in str(problem) and moved[0].name in str(problem)


# --------------------------------------------------------- the player's settings
@pytest.mark.parametrize("name", sorted(DAMAGED))
def test_a_damaged_settings_file_is_refused_and_moved_aside(home, name):
    content, code = DAMAGED[name]
    path = write_settings(home, content)
    settings, problem = load_settings()
    assert settings == Settings()
    assert isinstance(problem, ConfigError) and problem.code == code, problem
    assert problem.path == path
    moved_aside(home, problem, content.encode("utf-8"))
    check_described(problem)


def test_damaged_settings_that_cannot_be_moved_aside_are_told_and_left(home, monkeypatch):
    """A player folder the program may not change (read-only): moving the file aside
    fails with PermissionError; the program says so, keeps the file as it is, and goes
    on with the defaults."""
    import game.core.safe_files as safe_files

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    content, code = DAMAGED[sorted(DAMAGED)[0]]
    path = write_settings(home, content)
    monkeypatch.setattr(safe_files.os, "replace", refuse)
    settings, problem = load_settings()
    assert settings == Settings()
    assert isinstance(problem, ConfigError) and problem.moved_to is None
    assert problem.not_moved == "Permission denied"
    assert path.read_bytes() == content.encode("utf-8"), "left exactly as it was"
    said = i18n.describe(problem)
    assert "Permission denied" in said and "settings.yaml" in said


def test_a_file_far_too_large_is_not_read(home):
    """50 MB of settings (a sparse file: nothing is written but its size)."""
    path = write_settings(home, "language: '")
    with open(path, "r+b") as handle:
        handle.truncate(50 * 1024 * 1024)
    settings, problem = load_settings()
    assert settings == Settings() and problem is not None and problem.code == "too_big"
    assert "too large" in str(problem) and str(path) in str(problem)
    assert problem.moved_to is not None and problem.moved_to.stat().st_size == 50 * 1024 * 1024
    check_described(problem)


@pytest.mark.parametrize("window", [[10000, 10000], [7681, 4320], [7680, 4321], [799, 600],
                                    [800, 599], [1280], [1280, 800, 1], ["1280", 800], [True, 800]])
def test_a_window_size_out_of_range_is_refused_by_name(home, window):
    content = f"language: fr\nwindow: {json.dumps(window)}\n"
    write_settings(home, content)
    settings, problem = load_settings()
    assert problem is not None and problem.fields == {"setting": "window"}
    assert "'window'" in str(problem)
    assert settings.window == Settings().window and settings.language == "fr"
    moved_aside(home, problem, content.encode("utf-8"))
    check_described(problem, "window")


@pytest.mark.parametrize("window", [list(MIN_WINDOW), list(MAX_WINDOW), [1920, 1080]])
def test_every_sane_window_size_is_kept(home, window):
    write_settings(home, f"window: {window}\n")
    settings, problem = load_settings()
    assert problem is None and settings.window == window


def test_a_window_too_large_is_never_written(home):
    from game.config import save_settings
    save_settings(Settings(window=[20000, 300]))
    settings, problem = load_settings()
    assert problem is None and settings.window == [MAX_WINDOW[0], MIN_WINDOW[1]]


@pytest.mark.parametrize("content, key", [("sound: maybe\n", "sound"), ("fullscreen: 1\n", "fullscreen"),
                                          ("volume: .nan\n", "volume"),
                                          ("language: [[[[[[[[[[[[[[fr]]]]]]]]]]]]]]\n", "language"),
                                          ("cpu_speed: '" + "x" * 100_000 + "'\n", "cpu_speed"),
                                          ("answer_seconds: 7\n", "answer_seconds"),
                                          ("answer_seconds: 0\n", "answer_seconds"),
                                          ("answer_seconds: 5.0\n", "answer_seconds"),
                                          ("answer_seconds: '5'\n", "answer_seconds"),
                                          ("answer_seconds: true\n", "answer_seconds"),
                                          ("answer_seconds: 1e9\n", "answer_seconds"),
                                          ("? '" + "k" * 100_000 + "'\n: 1\n", "kkkk")])
def test_a_bad_value_is_named_by_its_key_in_a_short_message(home, content, key):
    write_settings(home, content)
    settings, problem = load_settings()
    assert settings == Settings() and problem is not None and problem.code == "bad_value"
    assert key in problem.fields["setting"] and key in str(problem)
    moved_aside(home, problem, content.encode("utf-8"))
    check_described(problem)


@pytest.mark.parametrize("seconds", [3, 5, 8, 12])
def test_every_answer_time_on_offer_is_kept(home, seconds):
    write_settings(home, f"answer_seconds: {seconds}\n")
    settings, problem = load_settings()
    assert problem is None and settings.answer_seconds == seconds


@unix_only
def test_a_settings_file_that_is_a_device_a_loop_or_a_folder_is_not_read(home):
    home.mkdir(parents=True, exist_ok=True)
    path = home / "settings.yaml"
    for make in (lambda: path.symlink_to("/dev/zero"), lambda: path.symlink_to(path),
                 lambda: path.mkdir()):
        make()
        settings, problem = load_settings()
        assert settings == Settings() and problem is not None and problem.code == "unreadable"
        assert str(path) in str(problem) and "cannot be read" in str(problem)
        assert problem.moved_to is not None and not path.exists() and not path.is_symlink()
        check_described(problem)
    assert Path("/dev/zero").exists()
    assert sorted(p.name.split(".broken-")[0] for p in home.iterdir() if ".broken-" in p.name) \
        == ["settings.yaml"] * 3


# ------------------------------------------------------------ the shipped files
@pytest.fixture
def config_copy(tmp_path, monkeypatch) -> Path:
    """The shipped config/ in a folder of its own, to break; ``paths.CONFIG`` points at
    it for the test (the game config's cache is emptied before and after)."""
    folder = tmp_path / "config"
    shutil.copytree(paths.CONFIG, folder)
    monkeypatch.setattr(paths, "CONFIG", folder)
    game_config.cache_clear()
    yield folder
    game_config.cache_clear()


@pytest.mark.parametrize("name", sorted(DAMAGED))
@pytest.mark.parametrize("file", ["settings.yaml", "games.yaml", "cubes.yaml", "drole.yaml"])
def test_a_damaged_shipped_file_is_refused_and_left_alone(config_copy, home, file, name):
    content, code = DAMAGED[name]
    path = config_copy / file
    path.write_text(content, encoding="utf-8")
    with pytest.raises(FileProblem) as info:
        read_yaml_file(path)
    assert info.value.code == code and info.value.path == path and str(path) in str(info.value)
    assert path.read_text(encoding="utf-8") == content
    assert yaml_cache.recall(path) == (False, None), "nothing kept of a refused file"
    with pytest.raises(ConfigError) as again:
        load_yaml(path)
    check_described(again.value)


@pytest.fixture
def fresh_list(monkeypatch):
    """The registry lists the games again for the test (and again after it)."""
    monkeypatch.setattr(registry, "_LISTED", False)
    monkeypatch.setattr(registry, "_INFOS", {})
    monkeypatch.setattr(registry, "_LIST_PROBLEMS", [])
    yield
    registry._LISTED = False


INSTALLED = None            # offered: every game package installed, alphabetically


@pytest.mark.parametrize("content,code,offered", [
    ("games: [cubes, 12", "bad_yaml", INSTALLED),
    (alias_bomb(), "too_many_values", INSTALLED),
    ("games: cubes\n", "bad_value", INSTALLED),
    ("- cubes\n", "bad_value", INSTALLED),
    ("games: [Cubes]\n", "bad_value", INSTALLED),
    ("games: [belote]\n", "unknown_game", INSTALLED),
    ("games: [drole, belote]\n", "unknown_game", ["drole"]),
    ("games: [drole, drole]\n", None, ["drole"]),
])
def test_a_damaged_list_of_games_offers_what_is_installed(config_copy, home, fresh_list, content, code,
                                                          offered):
    """config/games.yaml broken: the program goes on with the games it can find (a list
    that names none: every game package, alphabetically), and says what was wrong."""
    path = config_copy / "games.yaml"
    path.write_text(content, encoding="utf-8")
    import game.games
    packages = sorted(p.name for p in Path(game.games.__file__).parent.iterdir()
                      if (p / "__init__.py").is_file())
    assert {"cubes", "drole"} <= set(packages)
    assert registry.games() == (packages if offered is INSTALLED else offered)
    problems = registry.list_problems()
    assert [p.code for p in problems] == ([code] if code else [])
    for problem in problems:
        assert problem.path == path and str(path) in str(problem)
        check_described(problem, *(["belote"] if code == "unknown_game" else []))
    assert path.read_text(encoding="utf-8") == content, "a shipped file is never moved"


def test_the_title_says_the_list_of_games_was_damaged(config_copy, home, fresh_list):
    from apps import close, new_app

    from game.scenes.start import open_start
    (config_copy / "games.yaml").write_text("games: [cubes, 12", encoding="utf-8")
    app = new_app()
    try:
        open_start(app, "title", None)
        for _ in range(8):
            app.frame(1 / 60)
        assert [type(n).__name__ for n in app.notices] == ["GamesListProblem"]
        cards = [b.game_id for b in app.scenes.top.group.buttons if getattr(b, "game_id", None)]
        assert cards == sorted(cards) and {"cubes", "drole"} <= set(cards)
    finally:
        close(app)


@pytest.fixture
def locale_copy(tmp_path, monkeypatch) -> Path:
    """The shipped locale/ in a folder of its own, to break; the translations are read
    again from it for the test (and from the real one after)."""
    folder = tmp_path / "locale"
    shutil.copytree(paths.LOCALE, folder)
    monkeypatch.setattr(paths, "LOCALE", folder)
    for name in ("_domains", "_tables"):
        monkeypatch.setattr(i18n, name, {})
    monkeypatch.setattr(i18n, "_problems", [])
    yield folder
    i18n.set_language("en")


@pytest.mark.parametrize("name", ["alias bomb", "a 5,000-digit number", "lists 10,000 deep",
                                  "not YAML", "a list", "empty"])
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_damaged_translation_file_gives_the_other_languages_texts(locale_copy, home, lang, name):
    own = {"not YAML": "settings: [", "a list": "- settings\n", "empty": ""}
    content = own[name] if name in own else DAMAGED[name][0]
    other = "en" if lang == "fr" else "fr"
    path = locale_copy / lang / "menu.yaml"
    path.write_text(content, encoding="utf-8")
    i18n.set_language(other)
    expected = i18n.t("menu.settings")
    i18n.set_language(lang)
    assert i18n.t("menu.settings") == expected != "menu.settings"
    assert i18n.t("app.title") == "Souris & Fromages"            # the other files are read
    problems = i18n.problems()
    if name == "empty":                # an empty file lists no text: the other language's
        assert problems == [] or problems[0].path == path
        return
    assert [p.path for p in problems] == [path]
    check_described(problems[0], f"{lang}/menu.yaml")
    assert path.read_text(encoding="utf-8") == content, "a shipped file is never moved"


def test_the_title_says_a_translation_file_was_damaged(locale_copy, home):
    from apps import close, new_app

    from game.scenes.start import open_start
    (locale_copy / "fr" / "menu.yaml").write_text("play: [", encoding="utf-8")
    app = new_app(lang="fr")
    try:
        open_start(app, "title", None)
        for _ in range(8):
            app.frame(1 / 60)
        assert [n.path.name for n in app.notices] == ["menu.yaml"]
        assert "Settings" in [b.label for b in app.scenes.top.group.buttons]
    finally:
        close(app)


def test_damaged_shipped_settings_give_the_programs_own_defaults(config_copy, home):
    path = config_copy / "settings.yaml"
    path.write_text(alias_bomb(), encoding="utf-8")
    settings, problem = load_settings()
    assert settings == Settings()
    assert problem is not None and problem.path == path and problem.moved_to is None
    assert path.read_text(encoding="utf-8") == alias_bomb(), "a shipped file is never moved"
    write_settings(home, "language: fr\n")
    settings, problem = load_settings()
    assert settings.language == "fr" and problem is not None and problem.path == path
    write_settings(home, "language: de\n")           # the player's problem is the one shown
    settings, problem = load_settings()
    assert problem is not None and problem.path == home / "settings.yaml" and problem.moved_to
    assert path.read_text(encoding="utf-8") == alias_bomb()


@unix_only
def test_a_shipped_file_that_is_a_device_or_a_loop_is_not_read(config_copy, home):
    path = config_copy / "cubes.yaml"
    for make in (lambda: path.symlink_to("/dev/zero"), lambda: path.symlink_to(path)):
        path.unlink()
        make()
        assert yaml_cache.recall(path) == (False, None)
        with pytest.raises(FileProblem) as info:
            read_yaml_file(path)
        assert info.value.code in ("unreadable", "not_found") and str(path) in str(info.value)
        assert path.is_symlink() or path.exists()
        assert yaml_cache.recall(path) == (False, None)


def test_a_kept_entry_nested_too_deeply_is_not_trusted(tmp_path, home):
    path = tmp_path / "numbers.yaml"
    path.write_text("a: 1\n", encoding="utf-8")
    assert read_yaml_file(path) == {"a": 1}
    entry = yaml_cache._entry(path)
    assert entry is not None and entry.is_file()
    deep: object = 1
    for _ in range(yaml_cache.MAX_DEPTH + 1):
        deep = {"l": [deep]}
    kept = json.loads(entry.read_text(encoding="utf-8"))
    kept["data"] = {"m": [["a", deep]]}
    kept["check"] = yaml_cache._check(kept["stamp"], kept["data"])
    entry.write_text(json.dumps(kept), encoding="utf-8")
    assert yaml_cache.recall(path) == (False, None)
    kept["data"] = {"m": [["a", "[" * 5000]]}         # a deep text is only a text
    kept["check"] = yaml_cache._check(kept["stamp"], kept["data"])
    entry.write_text(json.dumps(kept), encoding="utf-8")
    assert yaml_cache.recall(path) == (True, {"a": "[" * 5000})


@pytest.mark.parametrize("libyaml", [True, False], ids=["libyaml", "python"])
@pytest.mark.parametrize("name", ["lists 10,000 deep", "block mappings 300 deep", "alias bomb",
                                  "a 5,000-digit number", "a date that is none"])
def test_both_yaml_loaders_refuse_the_damage(monkeypatch, libyaml, name):
    """PyYAML without libyaml parses in Python (its composer recurses: a RecursionError
    must be the file's problem too)."""
    import yaml
    if not libyaml:
        monkeypatch.delattr(yaml, "CSafeLoader", raising=False)
    monkeypatch.setattr(safe_files, "_LOADER", None)
    content, code = DAMAGED[name]
    with pytest.raises(FileProblem) as info:
        parse_yaml(content, Path("damaged.yaml"))
    assert info.value.code == code and "damaged.yaml" in str(info.value)


def test_the_shipped_files_use_no_aliases_and_stay_well_within_the_limits():
    """What the limits are measured against (safe_files.MAX_*)."""
    for path in sorted(paths.CONFIG.glob("*.yaml")) + sorted(paths.LOCALE.glob("*/*.yaml")):
        text = path.read_text(encoding="utf-8")
        assert path.stat().st_size < safe_files.MAX_YAML_BYTES // 10, path
        assert parse_yaml(text, path) is not None
        import yaml
        assert not any(isinstance(t, (yaml.AliasToken, yaml.AnchorToken)) for t in yaml.scan(text)), path


# ------------------------------------------------------- what hung: in a child
def run_child(code: str, home: Path, *args: str) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT), SOURIS_FROMAGES_HOME=str(home),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(code), *args], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and "Traceback" not in out.stderr, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("name", sorted(HANGS))
def test_damage_that_hung_is_refused_at_once(tmp_path, name):
    content, code = HANGS[name]
    home = tmp_path / "home"
    write_settings(home, content)
    result = run_child("""
        import json
        from game import i18n
        from game.config import load_settings
        settings, problem = load_settings()
        print(json.dumps({"code": problem.code, "text": str(problem), "said": i18n.describe(problem),
                          "moved": problem.moved_to.name, "window": settings.window}))
    """, home)
    assert result["code"] == code and str(home / "settings.yaml") in result["text"]
    assert len(result["said"]) < SHORT
    assert (home / result["moved"]).read_text(encoding="utf-8") == content


@unix_only
def test_a_named_pipe_never_blocks(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    os.mkfifo(home / "settings.yaml")
    result = run_child("""
        import json
        from game.config import load_settings
        from game.core.safe_files import read_yaml_file, FileProblem
        settings, problem = load_settings()
        import os, sys
        os.mkfifo(sys.argv[1])
        try:
            read_yaml_file(sys.argv[1])
        except FileProblem as exc:
            print(json.dumps({"settings": problem.code, "config": exc.code}))
    """, home, str(tmp_path / "cubes.yaml"))
    assert result == {"settings": "unreadable", "config": "unreadable"}


# ---------------------------------------------------------------- game numbers
def spoil(folder: Path, file: str, old: str | tuple[str, ...], new: str | tuple[str, ...]) -> bytes:
    """Replace ``old`` by ``new`` (or each of them by each) in ``folder/file``."""
    path = folder / file
    text = path.read_text(encoding="utf-8")
    for before, after in zip(*((old, new) if isinstance(old, tuple) else ((old,), (new,)))):
        assert before in text, before
        text = text.replace(before, after, 1)
    path.write_text(text, encoding="utf-8")
    return path.read_bytes()


CUBES_TARGET = "    default: 7\n    choices: [7, 6]"
DROLE_PEEK = "    default: true\n    choices: [true, false]"
BROKEN_GAMES = {
    # name: (file, text in it, its replacement, the key named)
    "cubes target 99": ("cubes.yaml", CUBES_TARGET, "    default: 99\n    choices: [7, 6]",
                        "options.target.default"),
    "cubes target 0": ("cubes.yaml", CUBES_TARGET, "    default: 0\n    choices: [0]",
                       "options.target.choices"),
    "cubes target out of reach": ("cubes.yaml", CUBES_TARGET, "    default: 16\n    choices: [16]",
                                  "options.target.choices"),
    "cubes target out of reach without white": (
        "cubes.yaml", ("white: 12\n", "white_counts: true", CUBES_TARGET),
        ("white: 20\n", "white_counts: false", "    default: 16\n    choices: [16]"),
        "options.target.choices"),
    "cubes target a text": ("cubes.yaml", CUBES_TARGET, "    default: '7'\n    choices: ['7']",
                            "options.target.choices"),
    "cubes white_counts maybe": ("cubes.yaml", "white_counts: true", "white_counts: maybe",
                                 "white_counts"),
    "cubes white_counts 1": ("cubes.yaml", "white_counts: true", "white_counts: 1", "white_counts"),
    "cubes faces 10**9": ("cubes.yaml", "cube_faces: 6", "cube_faces: 1000000000", "cube_faces"),
    "cubes no cubes": ("cubes.yaml", "cubes: 8 ", "cubes: 0 ", "cubes"),
    "cubes a misspelt rule": ("cubes.yaml", "white_counts: true", "white_count: false", "white_count"),
    "cubes a colour of minus one": ("cubes.yaml", "blue: 15", "blue: -1", "cards.blue"),
    "drole star 10**9": ("drole.yaml", "star_multiplier: 2", "star_multiplier: 1000000000",
                         "star_multiplier"),
    "drole moves of 9": ("drole.yaml", "star_multiplier: 2", "star_multiplier: 3", "star_multiplier"),
    "drole die of 12": ("drole.yaml", "die: [1, 2, 2, 3, 3, star]", "die: [1, 2, 12]", "die"),
    "drole peek maybe": ("drole.yaml", DROLE_PEEK, "    default: maybe\n    choices: [true, false]",
                         "options.peek.default"),
    "drole peek 1": ("drole.yaml", DROLE_PEEK, "    default: 1\n    choices: [true, false]",
                     "options.peek.default"),
    "drole peek choices maybe": ("drole.yaml", DROLE_PEEK, "    default: true\n    choices: [true, maybe]",
                                 "options.peek.choices"),
    "drole level elsewhere": ("drole.yaml", "level: drole.tmx", "level: ../config/drole.yaml", "level"),
    "drole a seat twice": ("drole.yaml", "2: [south, north]", "2: [south, south]", "seats.2"),
    "drole a misspelt option": ("drole.yaml", "  peek:", "  peak:", "options.peak"),
}
GOOD_VARIANTS = {
    "cubes the shorter game": ("cubes.yaml", CUBES_TARGET, "    default: 6\n    choices: [6, 7]"),
    "cubes white does not count": ("cubes.yaml", "white_counts: true", "white_counts: false"),
    "cubes a twenty-sided cube": ("cubes.yaml", "cube_faces: 6", "cube_faces: 20"),
    "drole no peeking": ("drole.yaml", DROLE_PEEK, "    default: false\n    choices: [false, true]"),
    "drole the German scoring": ("drole.yaml", 'default: "4-3-2"', 'default: "3-2-1"'),
    "drole no star doubling": ("drole.yaml", "star_multiplier: 2", "star_multiplier: 1"),
    "drole a die to 4, doubled": ("drole.yaml", "die: [1, 2, 2, 3, 3, star]", "die: [1, 2, 3, 4, star]"),
}


def load_game_config(game_id: str):
    return __import__(f"game.games.{game_id}.conf", fromlist=["load_config"]).load_config()


@pytest.mark.parametrize("name", sorted(BROKEN_GAMES))
def test_a_bad_rule_number_is_refused_by_name(config_copy, home, name):
    file, old, new, key = BROKEN_GAMES[name]
    content = spoil(config_copy, file, old, new)
    with pytest.raises(ConfigError) as info:
        load_game_config(file.removesuffix(".yaml"))
    problem = info.value
    assert problem.path == config_copy / file and str(config_copy / file) in str(problem)
    assert problem.code == "bad_value" and problem.fields == {"setting": key}, problem
    assert (config_copy / file).read_bytes() == content
    unavailable = registry.GameUnavailable.of(file.removesuffix(".yaml"), problem)
    check_described(unavailable, key)


@pytest.mark.parametrize("name", sorted(GOOD_VARIANTS))
def test_the_rule_books_variants_load(config_copy, name):
    file, old, new = GOOD_VARIANTS[name]
    spoil(config_copy, file, old, new)
    assert load_game_config(file.removesuffix(".yaml"))


@pytest.mark.parametrize("game_id, options", [("drole", {"peek": 1}), ("drole", {"peek": "maybe"}),
                                              ("drole", {"peek": None}), ("cubes", {"target": 7.0}),
                                              ("cubes", {"target": True}), ("cubes", {"target": 99}),
                                              ("cubes", {"target": 0}), ("cubes", {"goal": 7})])
def test_an_option_must_be_one_of_its_choices_with_its_type(game_id, options):
    """``--option peek=1`` or a save's ``"target": 7.0`` is no choice of the set-up screen."""
    with pytest.raises(ValueError) as info:
        registry.new_game(game_id, 2, 0, options)
    assert next(iter(options)) in str(info.value)
    assert registry.new_game(game_id, 2, 0, {}).options


def test_a_broken_game_config_closes_that_game_only(tmp_path):
    """The registry's path (a fresh program, ``paths.CONFIG`` on a copy): the game is
    unavailable with the file and key named in both languages; the other game plays."""
    folder = tmp_path / "config"
    shutil.copytree(paths.CONFIG, folder)
    spoil(folder, "drole.yaml", "star_multiplier: 2", "star_multiplier: 1000000000")
    result = run_child("""
        import json, sys
        from pathlib import Path
        from game import i18n, paths
        paths.CONFIG = Path(sys.argv[1])
        from game.core import registry
        problem = registry.problem("drole")
        said = {"key": problem.fields.get("setting"), "text": str(problem)}
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            said[lang] = i18n.describe(problem)
        try:
            registry.new_game("drole", 2)
        except registry.GameUnavailable:
            said["closed"] = True
        said["cubes"] = registry.problem("cubes") is None and not registry.new_game("cubes", 2).is_terminal()
        print(json.dumps(said))
    """, tmp_path / "home", str(folder))
    assert result["key"] == "star_multiplier" and "drole.yaml" in result["text"]
    assert result["closed"] and result["cubes"]
    for lang in i18n.LANGUAGES:
        assert "star_multiplier" in result[lang] and "drole.yaml" in result[lang]


# ------------------------------------- a broken game on the title, card, rules, setup
@pytest.fixture
def fresh_games(tmp_path, monkeypatch):
    """``config/`` and ``levels/`` on copies to break, and every game read again from
    them: its modules, its config (``GAME.config()``'s) and the registry's memory of it
    are put back as they were after the test."""
    folders = {}
    for name in ("CONFIG", "LEVELS"):
        folders[name] = tmp_path / name.lower()
        shutil.copytree(getattr(paths, name), folders[name])
        monkeypatch.setattr(paths, name, folders[name])
    game_config.cache_clear()
    kept = {name: module for name, module in sys.modules.items()
            if name.startswith("game.games.") and name.count(".") >= 3}
    packages = {name: dict(vars(sys.modules[name])) for name in
                {n.rsplit(".", 1)[0] for n in kept} if name in sys.modules}
    for name in kept:
        del sys.modules[name]
    monkeypatch.setattr(registry, "_CLASSES", {})
    monkeypatch.setattr(registry, "_PROBLEMS", {})
    for info in map(registry.descriptor, registry.games()):   # each game's config read again
        if "_config" in vars(info):
            monkeypatch.setattr(info, "_config", None)
    from game.scenes import title
    from game.view.memory import SurfaceCache
    monkeypatch.setattr(title, "_CARDS", SurfaceCache(title.CARD_BYTES))
    yield folders
    game_config.cache_clear()
    for name in [n for n in sys.modules if n.startswith("game.games.") and n.count(".") >= 3]:
        del sys.modules[name]
    sys.modules.update(kept)
    for name, attributes in packages.items():
        vars(sys.modules[name]).clear()
        vars(sys.modules[name]).update(attributes)


def _gouda_level(old: str, new: str):
    return lambda f: spoil(f["LEVELS"], "gouda.tmx", old, new)


def _no_green(folders) -> None:
    """``config/gouda.yaml``'s die with its green faces made red."""
    path = folders["CONFIG"] / "gouda.yaml"
    text = path.read_text(encoding="utf-8")
    line = next(ln for ln in text.splitlines() if ln.startswith("faces:"))
    path.write_text(text.replace(line, line.replace("green", "red")), encoding="utf-8")


def _no_cheese(folders) -> None:
    """``levels/drole.tmx`` with its cheese layer emptied."""
    import xml.etree.ElementTree as ET
    path = folders["LEVELS"] / "drole.tmx"
    tree = ET.parse(path)
    for group in tree.getroot().findall("objectgroup"):
        if group.get("name") == "cheese":
            for o in list(group):
                group.remove(o)
    tree.write(path, encoding="UTF-8", xml_declaration=True)


#: Ways to break each game's files: (game, what is done to the copies, the file named).
BROKEN_FILES = {
    "gouda level deleted": ("gouda", lambda f: (f["LEVELS"] / "gouda.tmx").unlink(), "gouda.tmx"),
    "gouda level a cycle": ("gouda", _gouda_level('value="bottle,sugar"', 'value="bottle,sugar,tin"'),
                            "gouda.tmx"),
    "gouda level a link to nowhere": ("gouda", _gouda_level('value="newspapers,yellow_boxes"',
                                                            'value="newspapers,attic"'), "gouda.tmx"),
    "gouda level no table": ("gouda", _gouda_level('<property name="kind" value="table"/>',
                                                   '<property name="kind" value="route"/>'),
                             "gouda.tmx"),
    "gouda level not XML": ("gouda", lambda f: (f["LEVELS"] / "gouda.tmx").write_text("<map"),
                            "gouda.tmx"),
    "gouda config deleted": ("gouda", lambda f: (f["CONFIG"] / "gouda.yaml").unlink(), "gouda.yaml"),
    "gouda config bad YAML": ("gouda", lambda f: (f["CONFIG"] / "gouda.yaml").write_text("mice: [3"),
                              "gouda.yaml"),
    "gouda mice 0": ("gouda", lambda f: spoil(f["CONFIG"], "gouda.yaml", "mice: 5", "mice: 0"),
                     "gouda.yaml"),
    "drole level deleted": ("drole", lambda f: (f["LEVELS"] / "drole.tmx").unlink(), "drole.tmx"),
    "drole config bad YAML": ("drole", lambda f: (f["CONFIG"] / "drole.yaml").write_text("die: [1"),
                              "drole.yaml"),
    "chaos level deleted": ("chaos", lambda f: (f["LEVELS"] / "chaos.tmx").unlink(), "chaos.tmx"),
    "chaos config deleted": ("chaos", lambda f: (f["CONFIG"] / "chaos.yaml").unlink(), "chaos.yaml"),
    "gouda die with no green": ("gouda", lambda f: _no_green(f), "gouda.yaml"),
    "drole no cheese": ("drole", lambda f: _no_cheese(f), "drole.tmx"),
    "drole star 10**9": ("drole", lambda f: spoil(f["CONFIG"], "drole.yaml", "star_multiplier: 2",
                                                  "star_multiplier: 1000000000"), "drole.yaml"),
    "chaos level not XML": ("chaos", lambda f: (f["LEVELS"] / "chaos.tmx").write_text("<map"),
                            "chaos.tmx"),
    "chaos config bad YAML": ("chaos", lambda f: (f["CONFIG"] / "chaos.yaml").write_text("covers: [1"),
                              "chaos.yaml"),
    "cubes faces 10**9": ("cubes", lambda f: spoil(f["CONFIG"], "cubes.yaml", "cube_faces: 6",
                                                   "cube_faces: 1000000000"), "cubes.yaml"),
    "cubes config deleted": ("cubes", lambda f: (f["CONFIG"] / "cubes.yaml").unlink(), "cubes.yaml"),
    "cubes config a list": ("cubes", lambda f: (f["CONFIG"] / "cubes.yaml").write_text("- 1\n"),
                            "cubes.yaml"),
}


@pytest.mark.parametrize("name", sorted(BROKEN_FILES))
def test_a_broken_game_closes_its_card_and_nothing_crashes(fresh_games, home, name):
    """Issue 17: a broken Gouda level stopped the program at its first screen (the card
    imported the game's config). Every game: the title is drawn (the card's picture
    first), the card closes saying the file and the problem in both languages, the
    rules screen opens, the set-up is never opened on it, the other games play on."""
    from apps import close, new_app, open_rules

    from game.scenes.start import open_start
    from game.scenes.title import TitleScene
    game_id, damage, file = BROKEN_FILES[name]
    damage(fresh_games)
    # each damage in one window, English in the usual one and French in the small one
    # in turn (both languages, both sizes, over the kinds of damage)
    looks = (("en", (1280, 800)), ("fr", (800, 600)))
    for lang, size in [looks[sorted(BROKEN_FILES).index(name) % 2]]:
        app = new_app(size, lang=lang)
        try:
            open_start(app, "title", None)
            for _ in range(12):
                app.frame(1 / 60)
            cards = {b.game_id: b for b in app.scenes.top.group.buttons if getattr(b, "game_id", None)}
            said = cards[game_id].tagline()
            assert file in said and not cards[game_id].enabled, said
            shown = " ".join(cards[game_id].shown_tagline)       # the whole of it, uncut
            assert "…" not in shown and shown.split() == said.split(), (size, lang, shown)
            assert all(card.enabled for g, card in cards.items() if g != game_id)
            cards[game_id].on_click()                 # clicked: the card stays closed
            app.frame(1 / 60)
            assert isinstance(app.scenes.top, TitleScene)
            open_rules(app, game_id)
            app.scenes.pop()
            open_start(app, "setup", game_id)
            assert isinstance(app.scenes.top, TitleScene)
            for _ in range(3):
                app.frame(1 / 60)
        finally:
            close(app)
    problem = registry.problem(game_id)
    assert problem is not None and problem.path.name == file
    check_described(problem)


# ------------------------------------------- texts that cannot be shown, files not there
@pytest.mark.parametrize("escape", ["\\0", "\\a", "\\e", "\\x9b", "\\t"])
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("file, key", [("app.yaml", "title"), ("menu.yaml", "subtitle")])
def test_a_text_with_a_control_character_is_damage(locale_copy, home, lang, file, key, escape):
    """Issue 17: a NUL in ``app.yaml``'s title crashed at the window's caption, in the
    menu's subtitle at the font. Such a text is refused where the file is read: the
    whole file gives way to the other language, and the notice names file and text."""
    path = locale_copy / lang / file
    text = path.read_text(encoding="utf-8")
    line = next(ln for ln in text.splitlines() if ln.startswith(f"{key}: \""))
    path.write_text(text.replace(line, line[:-1] + escape + '"'), encoding="utf-8")
    other = "en" if lang == "fr" else "fr"
    i18n.set_language(other)
    expected = i18n.t(f"{file.removesuffix('.yaml')}.{key}")
    i18n.set_language(lang)
    assert i18n.t(f"{file.removesuffix('.yaml')}.{key}") == expected
    problems = i18n.problems()
    assert [(p.path, p.code) for p in problems] == [(path, "control_char")]
    check_described(problems[0], f"{lang}/{file}", key)


@pytest.mark.parametrize("broken", [("fr",), ("fr", "en")], ids=["French", "both languages"])
def test_the_program_starts_with_a_nul_in_its_title(locale_copy, home, broken):
    from apps import close, new_app

    from game.scenes.start import open_start
    for lang in broken:
        for file, key in (("app.yaml", "title"), ("menu.yaml", "subtitle")):
            path = locale_copy / lang / file
            path.write_text(path.read_text(encoding="utf-8").replace(f'{key}: "', f'{key}: "\\0', 1),
                            encoding="utf-8")
    app = new_app(lang="fr")
    try:
        open_start(app, "title", None)
        for _ in range(8):
            app.frame(1 / 60)
        assert sorted(n.path.name for n in app.notices) == sorted(["app.yaml", "menu.yaml"] * len(broken))
    finally:
        close(app)


@unix_only
@pytest.mark.parametrize("damage", ["missing", "a named pipe", "a link to /dev/zero", "a folder",
                                    "a link to nowhere"])
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_translation_file_that_is_not_there_is_said(locale_copy, home, lang, damage):
    """Issue 17: a missing translation file (or a pipe, or a device) silently gave the
    other language's texts; now the notice names the file and the cause."""
    path = locale_copy / lang / "menu.yaml"
    path.unlink()
    if damage == "a named pipe":
        os.mkfifo(path)
    elif damage == "a link to /dev/zero":
        path.symlink_to("/dev/zero")
    elif damage == "a folder":
        path.mkdir()
    elif damage == "a link to nowhere":
        path.symlink_to(locale_copy / "nowhere.yaml")
    i18n.set_language(lang)
    assert i18n.t("menu.settings") not in ("menu.settings", "")
    problems = i18n.problems()
    assert [p.path for p in problems] == [path]
    cause = {"missing": "not_found", "a link to nowhere": "not_found"}.get(damage, "unreadable")
    assert problems[0].code == cause
    check_described(problems[0], f"{lang}/menu.yaml")
    i18n.set_language(lang)
    assert i18n.t("menu.no_such_text") == "menu.no_such_text"
    assert i18n.t("nowhere.at_all") == "nowhere.at_all" and len(i18n.problems()) == 1


# ------------------------------------------------------- games that could never end
@pytest.mark.parametrize("faces", [["yellow", "yellow"], ["red", "red"], ["yellow", "red", "red"]])
def test_a_gouda_die_with_no_green_face_is_refused(monkeypatch, faces):
    """Issue 17: ``faces: [yellow, yellow]`` loaded, and no game could ever end (only a
    green moves a mouse up, towards the table)."""
    from config_checks import config_with, refused

    from game.games.gouda import conf
    said = refused(monkeypatch, conf, "gouda", faces=faces)
    assert "gouda.yaml" in said and "green" in said
    assert config_with(monkeypatch, conf, "gouda", faces=["green", *faces]).faces.count("g") == 1


# ------------------------------------------------ a kept entry damaged but well formed
@pytest.mark.parametrize("damage", ["a number changed", "a key lost", "a text changed", "no checksum"])
def test_a_damaged_but_well_formed_kept_entry_is_not_trusted(config_copy, home, monkeypatch, damage):
    """Issue 17: an entry of the YAML cache changed on the disk but still good JSON was
    trusted, and the message then blamed the intact shipped ``gouda.yaml``. Now the file
    itself is read again, and the game loads."""
    from config_checks import config_with

    from game.games.gouda import conf
    monkeypatch.setenv("SOURIS_FROMAGES_CACHE", str(home / "cache"))
    path = config_copy / "gouda.yaml"
    good = read_yaml_file(path)
    entry = yaml_cache._entry(path)
    assert entry is not None and entry.is_file() and yaml_cache.recall(path) == (True, good)
    kept = json.loads(entry.read_text(encoding="utf-8"))
    pairs = kept["data"]["m"]
    if damage == "a number changed":
        next(p for p in pairs if p[0] == "mice")[1] = 0
    elif damage == "a key lost":
        kept["data"]["m"] = [p for p in pairs if p[0] != "dice"]
    elif damage == "a text changed":
        next(p for p in pairs if p[0] == "level")[1] = "gouda.tmy"
    else:
        del kept["check"]
    entry.write_text(json.dumps(kept), encoding="utf-8")
    assert yaml_cache.recall(path) == (False, None)
    game_config.cache_clear()
    assert config_with(monkeypatch, conf, "gouda").mice == good["mice"]
    assert yaml_cache.recall(path) == (True, good), "the entry is made again from the file"
