"""The registry of games (after PySolFC's ``gamedb``): ids to their descriptors.

The games the program offers, in menu order, are data: ``config/games.yaml`` lists
their ids, and each id is a package ``game.games.<id>`` whose ``GAME`` is its
:class:`~game.core.descriptor.GameInfo`. Listing a game costs nothing: its rules, config
and level are loaded the first time the game is needed (:func:`game_class`). A game
whose files are broken is *unavailable*: :func:`problem` says why (the file and the key
or object), :func:`game_class` raises :class:`GameUnavailable`, and every other game
plays on.

Tests may :func:`register` a descriptor of their own (a fake game) and
:func:`unregister` it.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from typing import Any

from .. import paths
from .descriptor import ComputerPlayer, GameInfo, RandomPlayer
from .protocol import SAVE_FORMAT, GameState
from .storage import FileProblem, read_yaml_file

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
    goes on (see :func:`_list`); the title screen says it once. Codes: those of any
    YAML file, ``bad_value`` (no list of ids), ``unknown_game`` (an id with no game
    package, ``game``), ``no_descriptor`` (a package that declares no ``GAME``)."""

    kind = "list"


_LIST_PROBLEMS: list[GamesListProblem] = []


def list_problems() -> list[GamesListProblem]:
    """What was wrong with ``config/games.yaml`` when the games were listed."""
    _list()
    return list(_LIST_PROBLEMS)


def _installed() -> list[str]:
    """The game packages beside this program (``game/games/<id>``), by name."""
    import pkgutil

    from .. import games as package
    return sorted(m.name for m in pkgutil.iter_modules(package.__path__)
                  if m.ispkg and _ID.match(m.name))


def _list() -> None:
    """Read ``config/games.yaml`` and import each game's descriptor (small: no files).

    A damaged list never stops the program (a family cannot mend it): an id with no
    game behind it is left out, and a list that cannot be read at all, or that names
    no game that can be found, gives way to every game package installed, in
    alphabetical order. Each problem is kept for :func:`list_problems`."""
    global _LISTED
    if _LISTED:
        return
    path = games_file()
    _LIST_PROBLEMS.clear()
    try:
        data = read_yaml_file(path, GamesListProblem)
        ids = data.get("games") if isinstance(data, dict) else None
        if not isinstance(ids, list) or not ids or not all(isinstance(i, str) and _ID.match(i) for i in ids):
            raise GamesListProblem(path, "'games' must list the ids of the games (lowercase words)",
                                   "bad_value", setting="games")
    except GamesListProblem as exc:
        _LIST_PROBLEMS.append(exc)
        ids = []
    found = _declared(path, list(dict.fromkeys(ids)))
    if not found:                                  # nothing usable listed: what is installed
        found = _declared(path, _installed(), quiet=True)
    _INFOS.update((info.id, info) for info in found if info.id not in _INFOS)
    _LISTED = True


def _declared(path: Path, ids: list[str], quiet: bool = False) -> list[GameInfo]:
    """The descriptors of ``ids`` that can be found; the others are said (unless
    ``quiet``) and left out."""
    found = []
    for game_id in ids:
        if game_id in _INFOS:
            found.append(_INFOS[game_id])
            continue
        try:
            module = importlib.import_module(f"game.games.{game_id}")
        except ModuleNotFoundError as exc:
            if not quiet:
                _LIST_PROBLEMS.append(GamesListProblem(
                    path, f"lists {game_id!r}, but there is no game package game/games/{game_id} ({exc})",
                    "unknown_game", game=game_id))
            continue
        info = getattr(module, "GAME", None)
        if not isinstance(info, GameInfo) or info.id != game_id:
            if not quiet:
                _LIST_PROBLEMS.append(GamesListProblem(
                    path, f"game/games/{game_id} declares no GAME descriptor with id {game_id!r}",
                    "no_descriptor", game=game_id))
            continue
        found.append(info)
    return found


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
    try:
        module = importlib.import_module(f"game.games.{game_id}.ai")
    except ModuleNotFoundError:
        return {}
    return dict(getattr(module, "YARDSTICKS", {}))
