"""The save format: versioned JSON, written atomically.

A save holds what defines a game (game id, players, seed, options, the actions in
notation) plus who sits at each seat, the match it belongs to (``match``: the
:class:`~game.core.match.Match` as JSON, empty for a single game), and a snapshot of the final position so that a
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
from .match import Match
from .protocol import GameState, IllegalAction
from .saving import settled
from .seats import Seat
from .storage import FileProblem, atomic_write_text, move_aside, read_text

SAVE_VERSION = 1
APP = "souris-fromages"


class SaveError(FileProblem):
    """A save that cannot be used. Codes: unreadable, bad_json, not_a_save, newer,
    bad_field, no_replay."""

    kind = "save"


@dataclass
class Save:
    game: str
    seed: int
    options: dict[str, Any]
    seats: list[Seat]
    actions: list[str] = field(default_factory=list)
    match: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, state: GameState, seats: list[Seat], match: dict[str, Any] | None = None) -> Save:
        return cls(state.game_id, state.seed, dict(state.options), list(seats),
                   [str(a) for a in state.history], dict(match or {}))

    def to_json(self, state: GameState | None = None, *, final: dict[str, Any] | None = None) -> str:
        """The save as text; ``state`` (or ``final``, its ``to_dict()["state"]`` taken
        beforehand) is the position it ends at, for a replay to check itself."""
        data = {
            "app": APP,
            "version": SAVE_VERSION,
            "game": self.game,
            "players": len(self.seats),
            "seed": self.seed,
            "options": self.options,
            "seats": [seat.to_dict() for seat in self.seats],
            "actions": self.actions,
            "match": self.match,
        }
        if state is not None:
            final = state.position_dict()
        if final is not None:
            data["final_state"] = final
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


def write_save(path: Path, save: Save, state: GameState | None = None, *,
               final: dict[str, Any] | None = None) -> None:
    atomic_write_text(Path(path), save.to_json(state, final=final))


def _parse(path: Path, text: str) -> tuple[Save, dict[str, Any]]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(path, f"is not valid JSON (line {exc.lineno}: {exc.msg})", "bad_json") from None
    if not isinstance(data, dict) or data.get("app") != APP:
        raise SaveError(path, "is not a Souris & Fromages save", "not_a_save")
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError(path, "has no version number", "not_a_save")
    if version > SAVE_VERSION:
        raise SaveError(path, f"was written by a newer version (save format {version}, "
                              f"this program reads {SAVE_VERSION})", "newer")
    try:
        raw = data["seats"]
        if not isinstance(raw, list):
            raise ValueError("the seats are not a list")
        seats = [Seat.from_dict(seat, f"seat {n}") for n, seat in enumerate(raw, 1)]
        match = data.get("match") or {}
        if not isinstance(match, dict):
            raise ValueError("the match is not a table of values")
        save = Save(str(data["game"]), int(data["seed"]), dict(data.get("options") or {}),
                    seats, [str(a) for a in data["actions"]], dict(match))
        if data.get("players", len(seats)) != len(seats):
            raise ValueError("the number of players does not match the seats")
        for number, seat in enumerate(seats, 1):
            _check_seat(save.game, number, seat)
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(path, f"is missing or has a bad field ({exc})", "bad_field") from None
    return save, data


def _check_seat(game_id: str, number: int, seat: Seat) -> None:
    if seat.kind == "cpu" and game_id in registry.games():   # an unknown game fails its replay
        known = ("random", *registry.descriptor(game_id).levels)
        if seat.level not in known:
            raise ValueError(f"seat {number} has an unknown computer level {seat.level!r}")


def _check_match(save: Save, state: GameState) -> None:
    """ValueError unless ``save.match`` is a readable match of this game and players."""
    match = Match.from_dict(save.match)
    match.check_seats(save.seats)
    if match.game and match.game != save.game:
        raise ValueError(f"the match is of {match.game!r}, the game is {save.game!r}")
    if match.is_over() and not state.is_terminal():
        raise ValueError("its match is already over")


def load_save(path: Path) -> tuple[Save, GameState]:
    """Read and replay a save; raises :class:`SaveError` (the file is left alone)."""
    path = Path(path)
    text = read_text(path, error=SaveError)
    save, data = _parse(path, text)
    if save.game in registry.games():
        unavailable = registry.problem(save.game)
        if unavailable is not None:
            raise unavailable               # the game's own files are broken, not the save
    try:
        state = save.replay()
    except (KeyError, ValueError) as exc:
        raise SaveError(path, f"does not replay: {exc}", "no_replay") from None
    if save.match:
        try:
            _check_match(save, state)
        except ValueError as exc:
            raise SaveError(path, f"is missing or has a bad field ({exc})", "bad_field") from None
    final = data.get("final_state")
    if final is not None and final != state.to_dict()["state"]:
        raise SaveError(path, "does not replay to the position it recorded", "no_replay")
    return save, state


def load_or_move_aside(path: Path) -> tuple[Save | None, GameState | None, FileProblem | None]:
    """Load a save if there is one. A bad one is moved aside and described:
    returns ``(save, state, None)``, ``(None, None, None)`` if there is no file, or
    ``(None, None, problem)`` where ``str(problem)`` names the file, the problem and
    where the file went (``problem.moved_to``). A save of a game whose own files are
    broken stays where it is (the problem is the game's: ``GameUnavailable``)."""
    path = settled(path)
    if not path.exists():
        return None, None, None
    try:
        save, state = load_save(path)
        return save, state, None
    except registry.GameUnavailable as exc:
        return None, None, exc
    except SaveError as exc:
        exc.moved_to = move_aside(path, "unreadable")
        exc.args = (f"{exc}. It was moved to {exc.moved_to.name}.",)
        return None, None, exc
