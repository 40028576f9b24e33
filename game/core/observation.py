"""Observations: what one seat may know of a position, as typed, frozen data.

Each game's :meth:`~game.core.protocol.GameState.observation` returns an instance of
its own subclass of :class:`Observation`: a frozen dataclass whose fields are read as
attributes (``obs.turn``, ``obs.pieces[3].square``), so that mypy checks every read.
The parts are frozen dataclasses too (a piece, a seat), sequences are tuples, and the
few tables keyed by a name (a hand by colour) are plain dicts typed ``Mapping`` (read
only, for mypy; dataclass equality compares them as dicts).

Observations cross a process boundary (the question to the thinking helper,
:mod:`game.core.thinking`) and tests compare them with their JSON form:
:meth:`Observation.to_json` gives plain JSON data (tuples as lists, parts as dicts,
keys as strings) and :meth:`Observation.from_json` rebuilds an equal observation from
it, checking every field against its declared type (a line from another process is
input: a wrong or missing field raises :class:`ObservationError`, a ``ValueError``).
A state class names its observation class (``observation_type``) so that the helper
can rebuild what it is sent.

Types a field may have: ``bool``, ``int``, ``float``, ``str``, ``None``, unions of
them (``int | None``), ``tuple[X, ...]`` and ``tuple[X, Y]``, ``Mapping[str, X]`` (or
``Mapping[int, X]``: the keys are written as strings), ``Any`` (any JSON data, kept as
read) and frozen dataclasses of such fields. Headless; never imports pygame.

Speed: the computers ask for an observation at every decision. A game's observation
class takes :func:`~game.core.protocol.quick_init` (made once, read a few times); its
parts, made by the dozen and read often, keep dataclasses' own ``__init__`` (their
attributes read faster) and are made through a small ``functools.lru_cache`` (the same
facts give the same frozen object, found faster than made): see the games'
``observation.py``.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

__all__ = ["Observation", "ObservationError"]

_O = TypeVar("_O", bound="Observation")

#: reads a JSON value at a path (for the error's words) into a field's value
_Reader = Callable[[Any, str], Any]


class ObservationError(ValueError):
    """JSON data that is not an observation of the expected class (says where)."""


@dataclasses.dataclass(frozen=True)
class Observation:
    """The base of every game's observation (see the module's docstring)."""

    def to_json(self) -> dict[str, Any]:
        """The observation as plain JSON data (``json.dumps`` takes it as it is)."""
        data: dict[str, Any] = _plain(self)
        return data

    @classmethod
    def from_json(cls: type[_O], data: object) -> _O:
        """The observation :meth:`to_json` wrote as ``data``, rebuilt and checked
        (:class:`ObservationError` if ``data`` is not one)."""
        made: _O = _reader(cls)(data, cls.__name__)
        return made


# ---------------------------------------------------------------------- writing
#: each dataclass's field names, in order (read once per class)
_NAMES: dict[type, tuple[str, ...]] = {}
_SCALARS = frozenset({str, int, float, bool, type(None)})


def _plain(value: Any) -> Any:
    """``value`` as plain JSON data: dataclasses as dicts, tuples as lists."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is tuple or kind is list:
        return [_plain(v) for v in value]
    names = _NAMES.get(kind)
    if names is not None:
        return {name: _plain(getattr(value, name)) for name in names}
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (str, int, float)):                 # a subclass of one
        return value
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if not dataclasses.is_dataclass(value) or isinstance(value, type):
        raise TypeError(f"an observation holds a {kind.__name__}, which is not JSON data")
    _NAMES[kind] = tuple(f.name for f in dataclasses.fields(value))
    return _plain(value)


# ---------------------------------------------------------------------- reading
_READERS: dict[Any, _Reader] = {}


def _reader(hint: Any) -> _Reader:
    """The reader of a value of type ``hint`` (made once per type)."""
    try:
        return _READERS[hint]
    except KeyError:
        pass
    except TypeError:                          # an unhashable hint: not cached
        return _make_reader(hint)
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        # made in two steps so that a dataclass may hold itself (never needed yet)
        fields: dict[str, tuple[_Reader, bool]] = {}
        _READERS[hint] = _dataclass_reader(hint, fields)
        hints = typing.get_type_hints(hint)
        for f in dataclasses.fields(hint):
            if f.init:
                has_default = (f.default is not dataclasses.MISSING
                               or f.default_factory is not dataclasses.MISSING)
                fields[f.name] = (_reader(hints[f.name]), has_default)
        return _READERS[hint]
    made = _READERS[hint] = _make_reader(hint)
    return made


def _fail(path: str, wanted: str, value: Any) -> ObservationError:
    shown = type(value).__name__ if value is not None else "null"
    return ObservationError(f"{path}: expected {wanted}, got {shown}")


def _dataclass_reader(cls: type, fields: dict[str, tuple[_Reader, bool]]) -> _Reader:
    def read(value: Any, path: str) -> Any:
        if not isinstance(value, dict):
            raise _fail(path, "an object", value)
        unknown = [k for k in value if k not in fields]
        if unknown:
            raise ObservationError(f"{path}: unknown field {str(unknown[0])[:40]!r}")
        given = {}
        for name, (read_field, has_default) in fields.items():
            if name in value:
                given[name] = read_field(value[name], f"{path}.{name}")
            elif not has_default:
                raise ObservationError(f"{path}: missing field {name!r}")
        return cls(**given)
    return read


def _make_reader(hint: Any) -> _Reader:
    if hint is Any:
        return lambda value, path: value
    if hint is None or hint is type(None):
        return _exact(type(None), "null")
    if hint is bool:
        return _exact(bool, "true or false")
    if hint is int:
        return _exact(int, "a whole number")
    if hint is str:
        return _exact(str, "a string")
    if hint is float:
        return _number
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        wanted = " or ".join(_name(a) for a in args)
        others = [a for a in args if a is not type(None)]
        if len(others) == 1 and len(args) == 2:           # X | None: None at once
            return _optional(_reader(others[0]), wanted)
        return _union([_reader(a) for a in args], wanted)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return _tuple_of(_reader(args[0]))
        return _fixed_tuple([_reader(a) for a in args])
    if origin in (dict, Mapping):
        return _mapping(args[0], _reader(args[1]))
    raise TypeError(f"an observation cannot hold a field of type {hint!r}")


def _name(hint: Any) -> str:
    return "null" if hint is type(None) else getattr(hint, "__name__", str(hint))


def _exact(kind: type, wanted: str) -> _Reader:
    def read(value: Any, path: str) -> Any:
        if type(value) is not kind:            # bool is an int for isinstance
            raise _fail(path, wanted, value)
        return value
    return read


def _number(value: Any, path: str) -> float:
    if type(value) not in (int, float):
        raise _fail(path, "a number", value)
    return float(value)


def _optional(read_value: _Reader, wanted: str) -> _Reader:
    def read(value: Any, path: str) -> Any:
        if value is None:
            return None
        try:
            return read_value(value, path)
        except ObservationError:
            raise _fail(path, wanted, value) from None
    return read


def _union(readers: list[_Reader], wanted: str) -> _Reader:
    def read(value: Any, path: str) -> Any:
        for read_one in readers:
            try:
                return read_one(value, path)
            except ObservationError:
                continue
        raise _fail(path, wanted, value)
    return read


def _tuple_of(read_item: _Reader) -> _Reader:
    def read(value: Any, path: str) -> Any:
        if not isinstance(value, list):
            raise _fail(path, "a list", value)
        return tuple(read_item(v, f"{path}[{i}]") for i, v in enumerate(value))
    return read


def _fixed_tuple(readers: list[_Reader]) -> _Reader:
    def read(value: Any, path: str) -> Any:
        if not isinstance(value, list) or len(value) != len(readers):
            raise _fail(path, f"a list of {len(readers)}", value)
        return tuple(r(v, f"{path}[{i}]") for i, (r, v) in enumerate(zip(readers, value)))
    return read


def _mapping(key: Any, read_value: _Reader) -> _Reader:
    if key not in (str, int):
        raise TypeError(f"an observation's tables are keyed by str or int, not {key!r}")

    def read(value: Any, path: str) -> Any:
        if not isinstance(value, dict):
            raise _fail(path, "an object", value)
        made = {}
        for k, v in value.items():
            if key is int:
                try:
                    name: Any = int(k)
                except ValueError:
                    raise ObservationError(f"{path}: key {str(k)[:40]!r} is not a number") from None
            else:
                name = k
            made[name] = read_value(v, f"{path}[{k!r}]")
        return made
    return read
