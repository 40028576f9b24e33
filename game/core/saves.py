"""The save format: versioned JSON, written atomically.

A save holds what defines a game (game id, players, seed, options, the actions in
notation) plus who sits at each seat, and a snapshot of the final position so that a
replay can check itself. Loading replays the actions through the rules, so a save
that does not follow the rules is caught, not trusted.

A file that is corrupt, from a newer version, or inconsistent raises
:class:`SaveError` naming the file and the problem; :func:`load_or_move_aside`
moves such a file aside so it is never overwritten.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import registry
from .protocol import GameState, IllegalAction
from .storage import atomic_write_text, move_aside

SAVE_VERSION = 1
APP = "souris-fromages"


class SaveError(ValueError):
    def __init__(self, path: Path, problem: str):
        super().__init__(f"{path}: {problem}")
        self.path = Path(path)
        self.problem = problem


@dataclass
class Seat:
    """Who plays a seat: a name, a colour id, and "human" or a computer level."""

    name: str
    colour: str
    kind: str = "human"          # "human" or "cpu"
    level: str = "normal"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclass
class Save:
    game: str
    seed: int
    options: dict[str, Any]
    seats: list[Seat]
    actions: list[str] = field(default_factory=list)
    match: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, state: GameState, seats: list[Seat], match: dict[str, Any] | None = None) -> "Save":
        return cls(state.game_id, state.seed, dict(state.options), list(seats),
                   [str(a) for a in state.history], dict(match or {}))

    def to_json(self, state: GameState | None = None) -> str:
        data = {
            "app": APP,
            "version": SAVE_VERSION,
            "game": self.game,
            "players": len(self.seats),
            "seed": self.seed,
            "options": self.options,
            "seats": [vars(seat) for seat in self.seats],
            "actions": self.actions,
            "match": self.match,
        }
        if state is not None:
            data["final_state"] = state.to_dict()["state"]
        return json.dumps(data, indent=1, ensure_ascii=False)

    def replay(self) -> GameState:
        """Rebuild the game by applying every action; raises ValueError if one is illegal."""
        state = registry.new_game(self.game, len(self.seats), self.seed, self.options)
        for number, text in enumerate(self.actions, 1):
            try:
                state.apply(state.parse_action(text))
            except IllegalAction as exc:
                raise ValueError(f"action {number} '{text}' is not legal: {exc}") from None
        return state


def write_save(path: Path, save: Save, state: GameState | None = None) -> None:
    atomic_write_text(Path(path), save.to_json(state))


def _parse(path: Path, text: str) -> tuple[Save, dict[str, Any]]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(path, f"is not valid JSON (line {exc.lineno}: {exc.msg})") from None
    if not isinstance(data, dict) or data.get("app") != APP:
        raise SaveError(path, "is not a Souris & Fromages save")
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError(path, "has no version number")
    if version > SAVE_VERSION:
        raise SaveError(path, f"was written by a newer version (save format {version}, "
                              f"this program reads {SAVE_VERSION})")
    try:
        seats = [Seat(**seat) for seat in data["seats"]]
        save = Save(str(data["game"]), int(data["seed"]), dict(data.get("options") or {}),
                    seats, [str(a) for a in data["actions"]], dict(data.get("match") or {}))
        if data.get("players", len(seats)) != len(seats):
            raise ValueError("the number of players does not match the seats")
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(path, f"is missing or has a bad field ({exc})") from None
    return save, data


def load_save(path: Path) -> tuple[Save, GameState]:
    """Read and replay a save; raises :class:`SaveError` (the file is left alone)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(path, f"cannot be read ({exc})") from None
    save, data = _parse(path, text)
    try:
        state = save.replay()
    except (KeyError, ValueError) as exc:
        raise SaveError(path, f"does not replay: {exc}") from None
    final = data.get("final_state")
    if final is not None and final != state.to_dict()["state"]:
        raise SaveError(path, "does not replay to the position it recorded")
    return save, state


def load_or_move_aside(path: Path) -> tuple[Save | None, GameState | None, str | None]:
    """Load a save if there is one. A bad one is moved aside and described:
    returns ``(save, state, None)``, ``(None, None, None)`` if there is no file, or
    ``(None, None, message)``."""
    path = Path(path)
    if not path.exists():
        return None, None, None
    try:
        save, state = load_save(path)
        return save, state, None
    except SaveError as exc:
        moved = move_aside(path, "unreadable")
        return None, None, f"{exc}. It was moved to {moved.name}."
