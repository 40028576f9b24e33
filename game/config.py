"""Reading YAML data (game numbers, settings) with clear errors; ``yaml.safe_load`` only.

The game numbers live in ``config/<id>.yaml`` (RULES.md marks them *(config)*); the
player's settings in their own folder, over the defaults of ``config/settings.yaml``.
"""

from __future__ import annotations

import functools
import os
import re
import reprlib
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from . import paths
from .core.report import warn
from .core.safe_files import FileProblem, atomic_write_text, move_aside, read_yaml_file


class ConfigError(FileProblem):
    """A config file that cannot be used; the message names the file and the problem.
    Codes: not_found, unreadable, bad_yaml, not_mapping, bad_value (with ``key``)."""

    kind = "config"


def load_yaml(path: Path) -> dict[str, Any]:
    """Load a YAML mapping from ``path`` or raise :class:`ConfigError`."""
    path = Path(path)
    data = read_yaml_file(path, ConfigError)
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise ConfigError(path, "must hold a mapping of keys to values", "not_mapping")
    return data


_SHORT = reprlib.Repr()
_SHORT.maxlevel, _SHORT.maxstring, _SHORT.maxother = 2, 40, 40
_SHORT.maxlist = _SHORT.maxtuple = _SHORT.maxdict = _SHORT.maxset = 5


def shown(value: Any) -> str:
    """``repr(value)`` cut short for a message: a damaged file's value may be a
    quarter of a megabyte of text or a list of lists sixty deep."""
    try:
        return _SHORT.repr(value)
    except (ValueError, RecursionError):      # an int of too many digits, say
        return f"a {type(value).__name__}"


def key_name(key: Any) -> str:
    """A key of a file as a message names it (cut short)."""
    text = str(key) if isinstance(key, (str, int, float, bool)) or key is None else shown(key)
    return text if len(text) <= 40 else text[:37] + "..."


@functools.cache
def game_config(game_id: str) -> dict[str, Any]:
    """The numbers of one game, from ``config/<game_id>.yaml`` (cached)."""
    return load_yaml(paths.CONFIG / f"{game_id}.yaml")


def require(data: dict[str, Any], key: str, kind: type | tuple[type, ...], path: Path) -> Any:
    """``data[key]`` checked for type, or a ConfigError naming file and key."""
    if key not in data:
        raise ConfigError(path, f"missing key '{key}'", "bad_value", setting=key)
    value = data[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        names = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
        raise ConfigError(path, f"'{key}' must be {names}, not {shown(value)}", "bad_value",
                          setting=key)
    return value


def refuse_unknown(data: dict[str, Any], known: tuple[str, ...], path: Path, within: str = "") -> None:
    """A ConfigError naming the first key of ``data`` not in ``known`` (a misspelt rule
    would silently be the default); ``within``: the mapping's own key, as a prefix."""
    for key in data:
        if key not in known:
            name = f"{within}{key_name(key)}"
            raise ConfigError(path, f"unknown key '{name}' (known: {', '.join(known)})",
                              "bad_value", setting=name)


def level_named(data: dict[str, Any], path: Path) -> Path:
    """The Tiled level that a game's config names under ``level``: a ``.tmx`` file of
    the levels folder, by its bare name (no folder: a config may not point elsewhere)."""
    name = require(data, "level", str, path)
    if Path(name).name != name or not name.endswith(".tmx"):
        raise ConfigError(path, f"level must name a Tiled file (.tmx) of the levels folder, not "
                          f"{shown(name)}", "bad_value", setting="level")
    return paths.LEVELS / name


def option_choices(options: dict[str, Any], key: str, path: Path, ok: Callable[[Any], bool],
                   what: str) -> tuple[Any, tuple[Any, ...]]:
    """A game option of ``config/<game>.yaml``: ``options.<key>`` with its ``default``
    and its ``choices`` (1 to 12 of them), each choice passing ``ok`` (``what`` says in
    words what they must be), no two alike, the default one of them with its type too
    (YAML's ``1`` is no ``true``). Returns ``(default, choices)``."""
    spec = require(options, key, dict, path)
    refuse_unknown(spec, ("default", "choices"), path, f"options.{key}.")
    if "default" not in spec or "choices" not in spec:
        raise ConfigError(path, f"options.{key} must give a default and its choices", "bad_value",
                          setting=f"options.{key}")
    default, choices = spec["default"], spec["choices"]
    if not isinstance(choices, list) or not choices or len(choices) > 12:
        raise ConfigError(path, f"options.{key}.choices must list 1 to 12 choices, not "
                          f"{shown(choices)}", "bad_value", setting=f"options.{key}.choices")
    if not all(ok(c) for c in choices) or len({(type(c), c) for c in choices}) != len(choices):
        raise ConfigError(path, f"options.{key}.choices must list different {what}, not "
                          f"{shown(choices)}", "bad_value", setting=f"options.{key}.choices")
    if not any(type(default) is type(c) and default == c for c in choices):
        raise ConfigError(path, f"options.{key}.default must be one of its choices "
                          f"{shown(choices)}, not {shown(default)}", "bad_value",
                          setting=f"options.{key}.default")
    return default, tuple(choices)


def is_bool(value: Any) -> bool:
    """A real YAML boolean (``yes``/``1`` are not read as one): for :func:`option_choices`."""
    return isinstance(value, bool)


# ------------------------------------------------------------------ settings
SETTING_CHOICES: dict[str, tuple[Any, ...]] = {
    "language": ("auto", "fr", "en"),
    "sound": (True, False),
    "fullscreen": (True, False),
    "animation_speed": ("slow", "normal", "fast"),
    "cpu_speed": ("slow", "normal", "fast"),
    # seconds an answer window waits for people to claim (game/table/window.py)
    "answer_seconds": (3, 5, 8, 12),
}


@dataclass
class Settings:
    """The player's settings. Unknown or bad values fall back to the defaults."""

    language: str = "auto"
    sound: bool = True
    volume: float = 0.8
    fullscreen: bool = False
    animation_speed: str = "normal"
    cpu_speed: str = "normal"
    answer_seconds: int = 5
    window: list[int] = field(default_factory=lambda: [1280, 800])
    #: the games whose guided game ("Show me how") was finished: a small badge on the
    #: title card (issue 19)
    learned: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"language": self.language, "sound": self.sound, "volume": self.volume,
                "fullscreen": self.fullscreen, "animation_speed": self.animation_speed,
                "cpu_speed": self.cpu_speed, "answer_seconds": self.answer_seconds,
                "window": list(self.window), "learned": list(self.learned)}


#: ``learned``: at most this many game ids, each a short lower-case word
LEARNED_MAX = 32
_GAME_ID = re.compile(r"^[a-z][a-z0-9_]{0,31}$")

MIN_WINDOW = (800, 600)
#: The largest window the settings may ask for (an 8K screen): a bigger one is damage,
#: and would cost seconds and gigabytes to draw at the start.
MAX_WINDOW = (7680, 4320)


def _apply_setting(settings: Settings, key: str, value: Any, path: Path) -> None:
    """Set one setting, or raise ConfigError naming the file and the key."""
    if key in SETTING_CHOICES:
        # Compare types too: YAML's 1 is not a yes (1 == True in Python).
        if not any(type(value) is type(c) and value == c for c in SETTING_CHOICES[key]):
            raise ConfigError(path, f"'{key}' must be one of {list(SETTING_CHOICES[key])}, "
                                    f"not {shown(value)}", "bad_value", setting=key)
        setattr(settings, key, value)
    elif key == "volume":
        if not isinstance(value, (int, float)) or isinstance(value, bool) or not 0 <= value <= 1:
            raise ConfigError(path, f"'volume' must be a number from 0 to 1, not {shown(value)}",
                              "bad_value", setting=key)
        settings.volume = float(value)
    elif key == "window":
        if (not isinstance(value, list) or len(value) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) and low <= v <= high
                           for v, low, high in zip(value, MIN_WINDOW, MAX_WINDOW))):
            raise ConfigError(path, f"'window' must be [width, height] in pixels, from "
                              f"{list(MIN_WINDOW)} to {list(MAX_WINDOW)}, not {shown(value)}",
                              "bad_value", setting=key)
        settings.window = list(value)
    elif key == "learned":
        if (not isinstance(value, list) or len(value) > LEARNED_MAX
                or not all(isinstance(v, str) and _GAME_ID.match(v) for v in value)):
            raise ConfigError(path, f"'learned' must be a list of game ids, not {shown(value)}",
                              "bad_value", setting=key)
        settings.learned = sorted(set(value))
    else:
        raise ConfigError(path, f"unknown setting '{key_name(key)}'", "bad_value",
                          setting=key_name(key))


def _settings_from(data: dict[str, Any], path: Path) -> Settings:
    """Settings from a mapping; the first bad key raises ConfigError."""
    settings = Settings()
    for key, value in data.items():
        _apply_setting(settings, key, value, path)
    return settings


def load_settings(path: Path | None = None) -> tuple[Settings, ConfigError | None]:
    """Load the player's settings over the shipped defaults.

    Returns ``(settings, problem)``. When the player's file is broken it is moved
    aside (never overwritten) and ``problem`` says what happened (``str(problem)``
    names both files; ``problem.moved_to`` is set) for the title screen to show.
    The settings that were good in it are kept (a family that chose French keeps
    French even if another line is damaged); the rest fall back to the defaults.
    When the shipped defaults (``config/settings.yaml``) are broken, the program's own
    (:class:`Settings`) stand in for them, and ``problem`` says so (when the player's
    file is fine); the shipped file is left as it is.
    """
    shipped = paths.CONFIG / "settings.yaml"
    shipped_problem: ConfigError | None = None
    try:
        defaults = _settings_from(load_yaml(shipped), shipped)
    except ConfigError as exc:
        defaults, shipped_problem = Settings(), exc
    path = Path(path) if path else paths.settings_file()
    # lexists: a link to nowhere or to itself is a broken file too (moved aside, reported)
    if not os.path.lexists(path) or (shipped_problem is not None and path == shipped):
        return defaults, shipped_problem
    problem: ConfigError | None = None
    settings = replace(defaults, window=list(defaults.window), learned=list(defaults.learned))
    try:
        data = load_yaml(path)
    except ConfigError as exc:
        problem = exc
        data = {}
    for key, value in data.items():
        try:
            _apply_setting(settings, str(key), value, path)
        except ConfigError as exc:
            problem = problem or exc
    if problem is None:
        return settings, shipped_problem
    if shipped_problem is not None:
        warn(__name__, "%s", shipped_problem)      # the player's own problem is shown
    try:
        problem.moved_to = move_aside(path, "broken")
    except OSError as exc:      # a folder the program may not change: nor write in
        problem.not_moved = exc.strerror or str(exc)
        problem.args = (f"{problem}. It could not be put aside ({problem.not_moved}); it is left as "
                        "it is, and the settings it could not give are back to their defaults.",)
        return settings, problem
    problem.args = (f"{problem}. It was moved to {problem.moved_to.name}; "
                    "the settings it could not give are back to their defaults.",)
    return settings, problem


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically (the window from :data:`MIN_WINDOW` to
    :data:`MAX_WINDOW`, so the program never writes a file it would refuse)."""
    settings.window = [min(max(int(v), low), high)
                       for v, low, high in zip(settings.window, MIN_WINDOW, MAX_WINDOW)]
    path = Path(path) if path else paths.settings_file()
    import yaml  # only when settings are written
    atomic_write_text(path, yaml.safe_dump(settings.to_dict(), sort_keys=True, allow_unicode=True))
