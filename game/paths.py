"""Where things live: the files the program ships, and the player's own folder.

The shipped folders (``assets``, ``config``, ``levels``, ``locale``) sit at the top of
the source tree, beside ``game/``. An installed program (a wheel, ``pipx``) carries
them as package data under ``game/shipped/`` (pyproject.toml maps each folder there);
:func:`shipped_root` finds them with ``importlib.resources``, in either place.

The player's folder is the system's own place for an application's data (with
``platformdirs``: ``~/.local/share/souris-fromages`` on Linux (or under
``$XDG_DATA_HOME``), ``%LOCALAPPDATA%/souris-fromages`` on Windows,
``~/Library/Application Support/souris-fromages`` on macOS);
``SOURIS_FROMAGES_HOME`` overrides it (tests, portable installs).

What the program can always make again (pictures it drew, fonts' measurements, files
it parsed) goes in the system's cache folder instead (:func:`cache_dir`), where backup
tools and cleaners know to leave it out; deleting it loses nothing.
"""

from __future__ import annotations

import os
from importlib.resources import files
from pathlib import Path

APP_NAME = "souris-fromages"
SHIPPED = ("assets", "config", "levels", "locale")


def shipped_root() -> Path:
    """The folder that holds the shipped folders: ``game/shipped`` when installed,
    else the source tree's top (the folder above the ``game`` package)."""
    package = Path(str(files("game")))
    installed = package / "shipped"
    if all((installed / name).is_dir() for name in SHIPPED):
        return installed
    return package.parent


ROOT = shipped_root()
ASSETS = ROOT / "assets"
LEVELS = ROOT / "levels"
CONFIG = ROOT / "config"
LOCALE = ROOT / "locale"


def user_dir() -> Path:
    """The player's folder for settings and saves: ``SOURIS_FROMAGES_HOME`` if set,
    else the system's folder for an application's data (see the module's docstring)."""
    override = os.environ.get("SOURIS_FROMAGES_HOME")
    if override:
        return Path(override)
    from platformdirs import user_data_dir
    return Path(user_data_dir(APP_NAME, appauthor=False, roaming=False))


def cache_dir() -> Path:
    """The folder of things kept only to go faster: ``SOURIS_FROMAGES_CACHE`` if set;
    else ``cache/`` in ``SOURIS_FROMAGES_HOME`` when that is set (everything in one
    folder, for a portable install); else the system's cache folder
    (``~/.cache/souris-fromages`` or under ``$XDG_CACHE_HOME`` on Linux,
    ``%LOCALAPPDATA%/souris-fromages/Cache`` on Windows,
    ``~/Library/Caches/souris-fromages`` on macOS)."""
    override = os.environ.get("SOURIS_FROMAGES_CACHE")
    if override:
        return Path(override)
    if os.environ.get("SOURIS_FROMAGES_HOME"):
        return user_dir() / "cache"
    from platformdirs import user_cache_dir
    return Path(user_cache_dir(APP_NAME, appauthor=False))


def settings_file() -> Path:
    return user_dir() / "settings.yaml"


def autosave_file() -> Path:
    return user_dir() / "saves" / "autosave.json"


def records_file() -> Path:
    """The family's records: one line per finished game (:mod:`game.family.records`)."""
    return user_dir() / "records.jsonl"
