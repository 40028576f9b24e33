"""The games, one package each, and the list of them the program offers.

Each package declares itself in its ``__init__.py`` (``GAME``, a
:class:`~game.core.descriptor.GameInfo`) and loads nothing else until it is played.
``config/games.yaml`` says which games the program offers, in menu order. This package
reads that list (:func:`catalogue`) and hands the reader to the core's registry when the
program is imported (``game/__init__.py``): the games know the core, the core knows no
game by name.

A damaged list never stops the program (a family cannot mend it): an id with no game
behind it is left out, and a list that cannot be read at all, or that names no game
that can be found, gives way to every game package installed, in alphabetical order.
"""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

from ..core import registry
from ..core.descriptor import GameInfo
from ..core.registry import GamesListProblem, games_file, valid_id
from ..core.safe_files import read_yaml_file


def installed() -> list[str]:
    """The game packages beside this module (``game/games/<id>``), by name."""
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if m.ispkg and valid_id(m.name))


def catalogue() -> tuple[list[GameInfo], list[GamesListProblem]]:
    """The descriptors of the games ``config/games.yaml`` lists (or of every game
    installed, if it lists none that can be found), and what was wrong with the list."""
    path = games_file()
    problems: list[GamesListProblem] = []
    try:
        data = read_yaml_file(path, GamesListProblem)
        ids = data.get("games") if isinstance(data, dict) else None
        if not isinstance(ids, list) or not ids or not all(isinstance(i, str) and valid_id(i) for i in ids):
            raise GamesListProblem(path, "'games' must list the ids of the games (lowercase words)",
                                   "bad_value", setting="games")
    except GamesListProblem as exc:
        problems.append(exc)
        ids = []
    found = _declared(path, list(dict.fromkeys(ids)), problems)
    if not found:                                  # nothing usable listed: what is installed
        found = _declared(path, installed(), None)
    return found, problems


def _declared(path: Path, ids: list[str], problems: list[GamesListProblem] | None) -> list[GameInfo]:
    """The descriptors of ``ids`` that can be found; the others are said in
    ``problems`` (None: not said) and left out."""
    found = []
    for game_id in ids:
        try:
            module = importlib.import_module(f"{__name__}.{game_id}")
        except ModuleNotFoundError as exc:
            if problems is not None:
                problems.append(GamesListProblem(
                    path, f"lists {game_id!r}, but there is no game package game/games/{game_id} ({exc})",
                    "unknown_game", game=game_id))
            continue
        info = getattr(module, "GAME", None)
        if not isinstance(info, GameInfo) or info.id != game_id:
            if problems is not None:
                problems.append(GamesListProblem(
                    path, f"game/games/{game_id} declares no GAME descriptor with id {game_id!r}",
                    "no_descriptor", game=game_id))
            continue
        found.append(info)
    return found


registry.use(catalogue)
