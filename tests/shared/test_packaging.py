"""The program installs as a wheel (issue 8): pyproject.toml names every package of
game/, maps each shipped folder into the wheel as package data, and the program finds
its files in the source tree and in an install alike. (CI also builds the wheel,
installs it in a fresh environment and runs it: tools/check_wheel.sh.)"""

from __future__ import annotations

import sys
from pathlib import Path

from game import paths

if sys.version_info >= (3, 11):
    import tomllib
else:                                   # pragma: no cover - Python 3.10
    tomllib = None

ROOT = Path(__file__).resolve().parents[2]


def pyproject() -> dict:
    import pytest
    if tomllib is None:
        pytest.skip("tomllib is Python 3.11+")
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_every_package_of_game_is_in_the_wheel():
    listed = set(pyproject()["tool"]["setuptools"]["packages"])
    on_disk = {".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "game").rglob("__init__.py")}
    assert on_disk <= listed, f"packages missing from pyproject.toml: {sorted(on_disk - listed)}"
    assert {p for p in listed if not p.startswith("game.shipped.")} <= on_disk, "a listed package is gone"


def test_every_shipped_folder_goes_into_the_wheel_whole():
    tool = pyproject()["tool"]["setuptools"]
    for name in paths.SHIPPED:
        package = f"game.shipped.{name}"
        assert package in tool["packages"]
        assert tool["package-dir"][package] == name
        assert tool["package-data"][package] == ["*", "**/*"]
        assert (ROOT / name).is_dir()


def test_the_source_tree_reads_its_own_folders():
    assert paths.ROOT == ROOT
    assert (paths.CONFIG / "games.yaml").is_file()
    assert (paths.ASSETS / "fonts").is_dir() and (paths.LOCALE / "fr").is_dir()


def test_an_installed_program_reads_game_shipped(tmp_path, monkeypatch):
    """Laid out as pip installs the wheel: game/shipped/<folder> beside the code."""
    import importlib.resources

    package = tmp_path / "site-packages" / "game"
    for name in paths.SHIPPED:
        (package / "shipped" / name).mkdir(parents=True)
    monkeypatch.setattr(importlib.resources, "files", lambda name: package)
    monkeypatch.setattr(paths, "files", lambda name: package)
    assert paths.shipped_root() == package / "shipped"


def test_the_players_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("SOURIS_FROMAGES_HOME", str(tmp_path / "mine"))
    assert paths.user_dir() == tmp_path / "mine"
    monkeypatch.delenv("SOURIS_FROMAGES_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    if sys.platform.startswith("linux"):
        assert paths.user_dir() == tmp_path / "xdg" / "souris-fromages"
    assert paths.user_dir().name == "souris-fromages"


def test_the_cache_folder(monkeypatch, tmp_path):
    """Things kept only to go faster: the system's cache folder, the player's folder
    when that is named, or a folder of their own."""
    monkeypatch.setenv("SOURIS_FROMAGES_CACHE", str(tmp_path / "fast"))
    monkeypatch.setenv("SOURIS_FROMAGES_HOME", str(tmp_path / "mine"))
    assert paths.cache_dir() == tmp_path / "fast"
    monkeypatch.delenv("SOURIS_FROMAGES_CACHE")
    assert paths.cache_dir() == tmp_path / "mine" / "cache"
    monkeypatch.delenv("SOURIS_FROMAGES_HOME")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    if sys.platform.startswith("linux"):
        assert paths.cache_dir() == tmp_path / "xdg" / "souris-fromages"
    assert "souris-fromages" in paths.cache_dir().parts
    assert paths.cache_dir() != paths.user_dir()
