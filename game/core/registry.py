"""The registry of games (after PySolFC's ``gamedb``): ids to rule classes.

Only games whose rules are complete register themselves, so the title screen, the
CLI and the contract tests all list exactly the games that work.
"""

from __future__ import annotations

import importlib
from typing import Any

from .protocol import SAVE_FORMAT, GameState

_GAMES: dict[str, type[GameState]] = {}
_LOADED = False


def register(cls: type[GameState]) -> type[GameState]:
    """Class decorator: make a rule class known under its ``game_id``."""
    if not cls.game_id:
        raise ValueError(f"{cls.__name__} has no game_id")
    _GAMES[cls.game_id] = cls
    return cls


def _load() -> None:
    global _LOADED
    if not _LOADED:
        _LOADED = True
        importlib.import_module("game.games")


def games() -> list[str]:
    """Ids of the registered games, in menu order."""
    _load()
    return list(_GAMES)


def game_class(game_id: str) -> type[GameState]:
    _load()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(_GAMES)}") from None


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


def ai_module(game_id: str):
    """The module ``game.games.<id>.ai`` (computer players; imports no pygame)."""
    game_class(game_id)
    return importlib.import_module(f"game.games.{game_id}.ai")
