"""Every game the program offers declares itself once, completely, and is loaded only
when needed; a game whose files are broken is closed, and only that game.

- the descriptor: a ``GameInfo`` in the game's package, its rules, computer levels,
  player range, files (config, both languages, level, rules screen) all present;
- a broken config or level of a real game (a copy of the program in a temporary
  folder): ``python -m game simulate`` says so in one line and exits non-zero, the
  other game simulates, and the title screen keeps that game's card closed with the
  file named on it;
- nothing outside the registry finds a game by importing its modules by name.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from game import i18n, paths
from game.core import registry
from game.core.descriptor import GameInfo

ROOT = Path(__file__).resolve().parents[2]
GAMES = registry.games()


# ------------------------------------------------------------- each game's parts
@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_declares_everything_it_needs(game_id):
    info = registry.descriptor(game_id)
    assert isinstance(info, GameInfo) and info.id == game_id
    cls = registry.game_class(game_id)
    assert cls.game_id == game_id
    assert (cls.min_players, cls.max_players) == info.players
    assert info.levels, "a game offers at least one computer level"
    for level in (*info.levels, "random"):
        for seat in range(info.players[1]):
            assert callable(registry.computer(game_id, level, seat).choose)
    assert (paths.CONFIG / f"{game_id}.yaml").is_file(), "its numbers: config/<id>.yaml"
    for lang in i18n.LANGUAGES:
        assert (paths.LOCALE / lang / f"{game_id}.yaml").is_file(), f"its words in {lang}"
        table = i18n.table(lang)
        for key in (f"games.{game_id}.title", f"games.{game_id}.tagline",
                    f"{game_id}.rules.1.title", f"{game_id}.rules.1.body"):
            assert key in table, f"{lang}: {key} (the title card and the rules screen)"
    if info.level_file is not None:
        assert (paths.LEVELS / info.level_file).is_file(), "its Tiled level"


def test_the_games_listed_are_the_packages_that_declare_them():
    """config/games.yaml lists packages of game/games, each with its descriptor; every
    game package there is listed (none is forgotten)."""
    listed = registry.games()
    packages = {p.name for p in (ROOT / "game" / "games").iterdir()
                if (p / "__init__.py").is_file()}
    assert set(listed) == packages


def test_only_the_registry_loads_games_by_name():
    """No module finds a game with importlib, getattr or a branch on its id: they ask
    the registry and the descriptor."""
    offenders = []
    for path in (ROOT / "game").rglob("*.py"):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith("game/games/") or rel in ("game/core/registry.py",):
            continue
        text = path.read_text(encoding="utf-8")
        if re.search(r"import_module|__import__", text):
            offenders.append(f"{rel}: imports by name")
        if re.search(r"game_id\s*==\s*[\"']|[\"'](cubes|drole|gouda|chaos)[\"']\s*==", text):
            offenders.append(f"{rel}: a branch on a game's id")
    assert not offenders, offenders


def test_listing_the_games_loads_none_of_them():
    code = textwrap.dedent("""
        import json, sys
        from game.core import registry
        ids = registry.games()
        print(json.dumps({"ids": ids, "loaded": sorted(m for m in sys.modules
              if m.startswith("game.games.") and m.count(".") > 2)}))
    """)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    result = __import__("json").loads(out.stdout.strip().splitlines()[-1])
    assert result["ids"] == GAMES and result["loaded"] == []


# ----------------------------------------------------------- broken files, a copy
@pytest.fixture(scope="module")
def program_copy(tmp_path_factory) -> Path:
    """The program and its data in a folder of its own, to break."""
    root = tmp_path_factory.mktemp("copy")
    for name in ("game", "config", "levels", "locale", "assets"):
        shutil.copytree(ROOT / name, root / name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    return root


def run_copy(root: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(root), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run([sys.executable, *args], cwd=root, env=env, capture_output=True,
                          text=True, timeout=120)


BREAKAGES = {
    "level": ("levels/drole.tmx", lambda text: text.replace('tilewidth="64"', 'tilewidth="0"'),
              "drole.tmx"),
    "config": ("config/drole.yaml", lambda text: text.replace("star_multiplier: 2",
                                                               "star_multiplier: many"),
               "star_multiplier"),
}


@pytest.mark.parametrize("broken", sorted(BREAKAGES))
def test_a_broken_game_file_closes_that_game_only(program_copy, broken):
    name, spoil, words = BREAKAGES[broken]
    target = program_copy / name
    original = target.read_text(encoding="utf-8")
    target.write_text(spoil(original), encoding="utf-8")
    try:
        out = run_copy(program_copy, "-m", "game", "simulate", "drole", "--games", "1",
                       "--players", "2")
        assert out.returncode != 0
        lines = out.stderr.strip().splitlines()
        assert len(lines) == 1 and words in lines[0] and "Traceback" not in out.stderr, out.stderr
        ok = run_copy(program_copy, "-m", "game", "simulate", "cubes", "--games", "2",
                      "--players", "2")
        assert ok.returncode == 0, ok.stderr
        title = run_copy(program_copy, "-c", "import sys; from game.app import main; "
                         "sys.exit(main(['--frames', '20']))")
        assert title.returncode == 0 and "Traceback" not in title.stderr, title.stderr
    finally:
        target.write_text(original, encoding="utf-8")


# ---------------------------------------------------------- the title screen
class BrokenInfo(GameInfo):
    id = "broken"
    players = (2, 3)
    levels = ("normal",)

    def rules(self):
        from game.config import ConfigError
        raise ConfigError(paths.CONFIG / "broken.yaml", "'speed' must be int, not 'fast'",
                          "bad_value", setting="speed")

    def card(self, width, height):
        import pygame
        return pygame.Surface((width, height), pygame.SRCALPHA)


@pytest.fixture
def broken_game():
    registry.register(BrokenInfo())
    yield
    registry.unregister("broken")


def test_the_title_keeps_a_broken_games_card_closed_and_says_why(broken_game, tmp_path, monkeypatch):
    import pygame

    from game.app import App
    from game.config import Settings
    from game.scenes.title import GameCard, TitleScene
    from game.view import fonts
    monkeypatch.setenv("SOURIS_FROMAGES_HOME", str(tmp_path))
    fonts.clear_cache()
    i18n.set_language("en")
    app = App(Settings(language="en"), size=(1280, 800))
    try:
        app.scenes.push(TitleScene(app))
        for _ in range(len(registry.games()) + 3):
            app.frame(1 / 60)
        title = app.scenes.top
        cards = {b.game_id: b for b in title.group.buttons if isinstance(b, GameCard)}
        assert set(cards) == set(registry.games())
        card = cards["broken"]
        assert not card.enabled and "broken.yaml" in card.problem and "speed" in card.problem
        assert all(cards[g].enabled and not cards[g].problem for g in ("cubes", "drole"))
        pos = card.rect.center
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        app.frame(1 / 60)
        assert app.scenes.top is title, "a closed card does not open"
    finally:
        app.close()
