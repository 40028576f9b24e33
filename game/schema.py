"""One reader for every game's numbers: a schema says, key by key, what a value of
``config/<id>.yaml`` must be, and :meth:`Schema.read` checks a file's data against it.

A game declares its schema as data (a :class:`Record` of its keys), reads its file with
it once, and then checks only what ties two keys together (the largest move of a die
and its star, a target a colour can reach...). Every refusal is a
:class:`~game.config.ConfigError` that names the file, the key (``setting``: the path
to it, ``options.powers.default``) and what the value must be, in words, with the value
found (cut short: a damaged file's value may be huge)::

    SCHEMA = Record({
        "mice": Whole(1, 9),
        "faces": ListOf(OneOf("green", "yellow", "red"), 2, 12),
        "options": Record({"festival": Option(Flag())}),
    })
    data = SCHEMA.read(game_config("gouda"), path)

YAML's booleans are not numbers here (``true`` is no ``1``), and ``yes``/``1`` are no
booleans: a misread rule would silently be another game.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import paths
from .config import ConfigError, key_name, shown


@dataclass(frozen=True)
class Where:
    """The file being read and the key a value stands at (``""``: the whole file)."""

    path: Path
    setting: str = ""

    def at(self, key: Any) -> Where:
        name = key_name(key)
        return Where(self.path, f"{self.setting}.{name}" if self.setting else name)

    def bad(self, message: str) -> ConfigError:
        return ConfigError(self.path, message, "bad_value", setting=self.setting)


class Schema:
    """What one value must be. :meth:`says` says it for a message ("a whole number from
    1 to 9"); :meth:`read` returns the value (a list as a tuple) or raises."""

    def says(self) -> str:
        return "a value"

    def ok(self, value: Any) -> bool:
        return True

    def read(self, value: Any, where: Where) -> Any:
        if not self.ok(value):
            raise where.bad(f"{where.setting} must be {self.says()}, not {shown(value)}")
        return value


def whole(value: Any, low: int, high: int) -> bool:
    """A whole number (not a YAML boolean) from ``low`` to ``high``."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


@dataclass(frozen=True)
class Whole(Schema):
    low: int
    high: int

    def says(self) -> str:
        return f"a whole number from {self.low} to {self.high}"

    def ok(self, value: Any) -> bool:
        return whole(value, self.low, self.high)


@dataclass(frozen=True)
class Flag(Schema):
    def says(self) -> str:
        return "true or false"

    def ok(self, value: Any) -> bool:
        return isinstance(value, bool)


@dataclass(frozen=True)
class OneOf(Schema):
    """One of a few words (or other values, compared with their type)."""

    choices: tuple[Any, ...]

    def __init__(self, *choices: Any):
        object.__setattr__(self, "choices", choices)

    def says(self) -> str:
        return "one of " + ", ".join(str(c) for c in self.choices)

    def ok(self, value: Any) -> bool:
        return any(type(value) is type(c) and value == c for c in self.choices)


@dataclass(frozen=True)
class Word(Schema):
    """A short word matching ``pattern`` (an id: lowercase letters, digits, ``_``)."""

    pattern: str = r"^[a-z][a-z0-9_]{0,19}$"
    said: str = "an id (a lowercase word)"

    def says(self) -> str:
        return self.said

    def ok(self, value: Any) -> bool:
        return isinstance(value, str) and re.match(self.pattern, value) is not None


@dataclass(frozen=True)
class Level(Schema):
    """The Tiled level a game is played on: a ``.tmx`` file of the levels folder, by its
    bare name (no folder: a config may not point elsewhere). Read as its path."""

    def says(self) -> str:
        return "the name of a Tiled file (.tmx) of the levels folder"

    def ok(self, value: Any) -> bool:
        return isinstance(value, str) and Path(value).name == value and value.endswith(".tmx")

    def read(self, value: Any, where: Where) -> Path:
        return paths.LEVELS / super().read(value, where)


@dataclass(frozen=True)
class Check(Schema):
    """A value that passes ``test`` (``said`` says what that is)."""

    test: Callable[[Any], bool]
    said: str = "a value"

    def says(self) -> str:
        return self.said

    def ok(self, value: Any) -> bool:
        return self.test(value)


@dataclass(frozen=True)
class ListOf(Schema):
    """A list of ``least`` to ``most`` items, each read with ``item``; ``distinct``: no
    two alike. Read as a tuple."""

    item: Schema
    least: int = 0
    most: int = 1000
    distinct: bool = False

    def says(self) -> str:
        count = f"{self.least}" if self.least == self.most else f"{self.least} to {self.most}"
        different = " different" if self.distinct else ""
        return f"a list of {count}{different} items, each {self.item.says()}"

    def read(self, value: Any, where: Where) -> tuple[Any, ...]:
        if not isinstance(value, list) or not self.least <= len(value) <= self.most:
            raise where.bad(f"{where.setting} must be {self.says()}, not {shown(value)}")
        items = tuple(self.item.read(v, where) for v in value)
        if self.distinct and len({(type(v), v) for v in value}) != len(value):
            raise where.bad(f"{where.setting} must be {self.says()}, not {shown(value)}")
        return items


@dataclass(frozen=True)
class MapOf(Schema):
    """A mapping of ``least`` to ``most`` entries: keys read with ``keys``, values with
    ``values`` (each named by its key in a message). Read as a dict."""

    keys: Schema
    values: Schema
    least: int = 0
    most: int = 1000

    def says(self) -> str:
        return (f"{self.least} to {self.most} entries, each key {self.keys.says()} and each "
                f"value {self.values.says()}")

    def read(self, value: Any, where: Where) -> dict[Any, Any]:
        if not isinstance(value, dict) or not self.least <= len(value) <= self.most:
            raise where.bad(f"{where.setting} must give {self.says()}, not {shown(value)}")
        out = {}
        for key, item in value.items():
            inner = where.at(key)
            if not self.keys.ok(key):
                raise inner.bad(f"{inner.setting}: the key must be {self.keys.says()}")
            out[key] = self.values.read(item, inner)
        return out


@dataclass(frozen=True)
class Record(Schema):
    """A mapping with these keys and no other (a misspelt rule would silently be the
    default); a key in ``defaults`` may be left out. Read as a dict of every key."""

    fields: Mapping[str, Schema]
    defaults: Mapping[str, Any] = field(default_factory=dict)

    def says(self) -> str:
        return "a mapping"

    def read(self, value: Any, where: Where) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise where.bad(f"'{where.setting or where.path.name}' must be a mapping, not {shown(value)}")
        for key in value:
            if key not in self.fields:
                name = where.at(key).setting
                raise where.at(key).bad(f"unknown key '{name}' (known: {', '.join(self.fields)})")
        out = {}
        for key, schema in self.fields.items():
            if key not in value:
                if key in self.defaults:
                    out[key] = self.defaults[key]
                    continue
                raise where.at(key).bad(f"missing key '{where.at(key).setting}'")
            out[key] = schema.read(value[key], where.at(key))
        return out


@dataclass(frozen=True)
class Option(Schema):
    """A game option a family picks at the setup: ``default`` and its ``choices`` (1 to
    12, each read with ``choice``, no two alike), the default one of them with its type
    too (YAML's ``1`` is no ``true``). Read as ``(default, choices)``."""

    choice: Schema

    def says(self) -> str:
        return "a default and its choices"

    def read(self, value: Any, where: Where) -> tuple[Any, tuple[Any, ...]]:
        spec = Record({"default": Check(lambda v: True), "choices": Check(lambda v: True)})
        data = spec.read(value, where)
        default, choices = data["default"], data["choices"]
        at = where.at("choices")
        if not isinstance(choices, list) or not 1 <= len(choices) <= 12:
            raise at.bad(f"{at.setting} must list 1 to 12 choices, not {shown(choices)}")
        if not all(self.choice.ok(c) for c in choices) or len({(type(c), c) for c in choices}) != len(choices):
            raise at.bad(f"{at.setting} must list different choices, each {self.choice.says()}, not "
                         f"{shown(choices)}")
        if not any(type(default) is type(c) and default == c for c in choices):
            inner = where.at("default")
            raise inner.bad(f"{inner.setting} must be one of its choices {shown(choices)}, not "
                            f"{shown(default)}")
        return default, tuple(choices)


def read_config(schema: Record, data: Any, path: Path) -> dict[str, Any]:
    """``data`` (a game's ``config/<id>.yaml``, read from ``path``) checked against
    ``schema``: every key, read; or a ConfigError naming the file and the key."""
    return schema.read(data, Where(path))
