"""The registry of games (after PySolFC's ``gamedb``): ids to their descriptors.

The games the program offers, in menu order, are data: ``config/games.yaml`` lists
their ids, and the games package reads it (``game.games.catalogue``, handed over by
:func:`use`: the core names no game); each game's ``GAME`` is its
:class:`~game.core.descriptor.GameInfo`. Listing a game costs nothing: its rules, config
and level are loaded the first time the game is needed (:func:`game_class`). A game
whose files are broken is *unavailable*: :func:`problem` says why (the file and the key
or object), :func:`game_class` raises :class:`GameUnavailable`, and every other game
plays on.

Tests may :func:`register` a descriptor of their own (a fake game) and
:func:`unregister` it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import paths
from .descriptor import ComputerPlayer, GameInfo, RandomPlayer
from .protocol import SAVE_FORMAT, GameState
from .safe_files import FileProblem

_ID = re.compile(r"^[a-z][a-z0-9_]{0,30}$")

_INFOS: dict[str, GameInfo] = {}
_CLASSES: dict[str, type[GameState]] = {}
_PROBLEMS: dict[str, FileProblem] = {}
_LISTED = False


class GameUnavailable(FileProblem):
    """A game that cannot be played because one of its files is broken; the message
    is that file's problem."""

    kind = "game"
    game = ""

    @classmethod
    def of(cls, game_id: str, problem: FileProblem) -> GameUnavailable:
        exc = cls(problem.path, problem.problem, problem.code, **problem.fields)
        # said like the file's own problem; a game's config holds its rules' numbers
        exc.kind = "rules" if problem.kind == "config" else problem.kind
        exc.game = game_id
        return exc


def games_file() -> Path:
    return paths.CONFIG / "games.yaml"


class GamesListProblem(FileProblem):
    """``config/games.yaml`` cannot be used, wholly or for one of its ids. The program
    goes on (see ``game.games.catalogue``); the title screen says it once. Codes: those of any
    YAML file, ``bad_value`` (no list of ids), ``unknown_game`` (an id with no game
    package, ``game``), ``no_descriptor`` (a package that declares no ``GAME``)."""

    kind = "list"


_LIST_PROBLEMS: list[GamesListProblem] = []


def list_problems() -> list[GamesListProblem]:
    """What was wrong with ``config/games.yaml`` when the games were listed."""
    _list()
    return list(_LIST_PROBLEMS)


#: Where the games are listed from (``game.games.catalogue``, handed over by
#: :func:`use`): their descriptors and what was wrong with the list.
Source = Callable[[], "tuple[list[GameInfo], list[GamesListProblem]]"]
_SOURCE: Source | None = None


def valid_id(name: str) -> bool:
    """A game id: a lowercase word (its package, config, locale and level names)."""
    return bool(_ID.match(name))


def use(source: Source) -> None:
    """List the games from ``source`` (the games package gives its own when the
    program is imported); they are listed again at the next question."""
    global _SOURCE, _LISTED
    _SOURCE = source
    _LISTED = False


def _list() -> None:
    """Ask the source for the games, once (their descriptors are small: no files)."""
    global _LISTED
    if _LISTED:
        return
    if _SOURCE is None:
        raise RuntimeError("no list of games: import game.games (game/__init__.py does)")
    found, problems = _SOURCE()
    _LIST_PROBLEMS[:] = problems
    _INFOS.update((info.id, info) for info in found if info.id not in _INFOS)
    _LISTED = True


def register(info: GameInfo) -> GameInfo:
    """Make a descriptor known (tests' fake games); it is listed after the others."""
    _list()
    _INFOS[info.id] = info
    _CLASSES.pop(info.id, None)
    _PROBLEMS.pop(info.id, None)
    return info


def unregister(game_id: str) -> None:
    _INFOS.pop(game_id, None)
    _CLASSES.pop(game_id, None)
    _PROBLEMS.pop(game_id, None)


def games() -> list[str]:
    """Ids of the games, in menu order (an unavailable game included: see :func:`problem`)."""
    _list()
    return list(_INFOS)


def descriptor(game_id: str) -> GameInfo:
    _list()
    try:
        return _INFOS[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(_INFOS)}") from None


def problem(game_id: str) -> FileProblem | None:
    """Why ``game_id`` cannot be played (its config or level is broken), or None. Loads
    the game's rules the first time it is asked."""
    try:
        game_class(game_id)
    except GameUnavailable as exc:
        return exc
    return None


def game_class(game_id: str) -> type[GameState]:
    """The state class of ``game_id``, its config and level loaded on first use;
    :class:`GameUnavailable` when one of them is broken."""
    cls = _CLASSES.get(game_id)
    if cls is not None:
        return cls
    info = descriptor(game_id)
    known = _PROBLEMS.get(game_id)
    if known is not None:
        raise GameUnavailable.of(game_id, known)
    try:
        info.config()
        cls = info.rules()
    except FileProblem as exc:
        _PROBLEMS[game_id] = exc
        raise GameUnavailable.of(game_id, exc) from None
    _CLASSES[game_id] = cls
    return cls


def new_game(game_id: str, players: int, seed: int = 0,
             options: dict[str, Any] | None = None) -> GameState:
    """A new game of ``game_id`` for ``players`` seats, set up from ``seed``."""
    return game_class(game_id)(players, seed, options)


def from_dict(data: dict[str, Any]) -> GameState:
    """Rebuild a state written by ``GameState.to_dict``."""
    version = data.get("format")
    if version != SAVE_FORMAT:
        raise ValueError(f"state format {version!r} is not {SAVE_FORMAT}")
    return game_class(data["game"]).from_dict(data)


def levels(game_id: str) -> tuple[str, ...]:
    """The computer levels a family can pick for ``game_id`` (``random`` as well)."""
    return descriptor(game_id).levels


def computer(game_id: str, level: str, seat: int) -> ComputerPlayer:
    """A computer player of ``level`` for ``seat`` (``random``: any legal action)."""
    if level == "random":
        return RandomPlayer()
    info = descriptor(game_id)
    if level not in info.levels:
        raise ValueError(f"unknown computer level {level!r} for {game_id}; "
                         f"choose from random, {', '.join(info.levels)}")
    game_class(game_id)                   # a broken game has no computer players
    return info.computer(level, seat)


def yardsticks(game_id: str) -> dict[str, Any]:
    """The fixed rules a game's ``ai`` module offers to measure its levels against
    (``YARDSTICKS``: name to a class called with the seat), not levels a family can
    pick: ``python -m game strength`` and the tests use them."""
    game_class(game_id)                   # a broken game has no computer players
    return dict(descriptor(game_id).yardsticks())
