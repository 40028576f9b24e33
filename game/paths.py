"""Where things live: the files the program ships, and the player's own folder."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ROOT / "assets"
LEVELS = ROOT / "levels"
CONFIG = ROOT / "config"
LOCALE = ROOT / "locale"


def user_dir() -> Path:
    """The player's folder for settings and saves.

    ``SOURIS_FROMAGES_HOME`` overrides it (tests, portable installs); otherwise the
    XDG data folder.
    """
    override = os.environ.get("SOURIS_FROMAGES_HOME")
    if override:
        return Path(override)
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "souris-fromages"


def settings_file() -> Path:
    return user_dir() / "settings.yaml"


def autosave_file() -> Path:
    return user_dir() / "saves" / "autosave.json"
