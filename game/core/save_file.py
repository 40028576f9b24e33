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
from .safe_files import FileProblem, atomic_write_text, read_text
from .save_writer import settled
from .seats import Seat

SAVE_VERSION = 1
APP = "souris-fromages"


class SaveError(FileProblem):
    """A save that cannot be used. Codes: unreadable, bad_json, not_a_save, newer,
    bad_field, no_replay, old_rules."""

    kind = "save"


@dataclass
class Save:
    game: str
    seed: int
    options: dict[str, Any]
    seats: list[Seat]
    actions: list[str] = field(default_factory=list)
    match: dict[str, Any] = field(default_factory=dict)
    #: how long the game has been played so far, in seconds (for the family's records)
    seconds: float = 0.0

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
        if self.seconds > 0:
            data["seconds"] = round(self.seconds, 1)
        edition = _edition(self.game)
        if edition > 1:                     # games whose rules never changed write none
            data["rules"] = edition
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


#: The most actions a save may hold (a long drôle game is about 300; room for far more).
MAX_ACTIONS = 100_000
#: The longest action notation (the games' notations are a few characters).
MAX_NOTATION = 200
#: Seeds are what ``random.Random`` is given: whole numbers in this range.
MAX_SEED = 2 ** 63


def _edition(game_id: str) -> int:
    """The edition of ``game_id``'s rules this program plays (1 for a game it cannot load)."""
    try:
        return registry.game_class(game_id).rules_edition
    except Exception:                       # an unknown or broken game: its own problem
        return 1


def _no_constant(name: str) -> Any:
    raise ValueError(f"it holds {name}, which is not a number a save can have")


def _parse(path: Path, text: str) -> tuple[Save, dict[str, Any]]:
    """The save in ``text``, every field checked for its type and range: a damaged or
    hand-edited file is a :class:`SaveError` naming the problem, never a crash."""
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise SaveError(path, f"is not valid JSON (line {exc.lineno}: {exc.msg})", "bad_json") from None
    except RecursionError:
        raise SaveError(path, "is not valid JSON (it is nested too deeply)", "bad_json") from None
    except ValueError as exc:          # Infinity, NaN, a number of thousands of digits
        raise SaveError(path, f"is not valid JSON ({_short(exc)})", "bad_json") from None
    if not isinstance(data, dict) or data.get("app") != APP:
        raise SaveError(path, "is not a Souris & Fromages save", "not_a_save")
    version = data.get("version")
    if type(version) is not int or not 0 < version < 1_000_000:
        raise SaveError(path, "has no version number", "not_a_save")
    if version > SAVE_VERSION:
        raise SaveError(path, f"was written by a newer version (save format {version}, "
                              f"this program reads {SAVE_VERSION})", "newer")
    try:
        raw = data["seats"]
        if not isinstance(raw, list) or not 1 <= len(raw) <= 16:
            raise ValueError("the seats are not a list of players")
        seats = [Seat.from_dict(seat, f"seat {n}") for n, seat in enumerate(raw, 1)]
        match = data.get("match") or {}
        if not isinstance(match, dict):
            raise ValueError("the match is not a table of values")
        game, seed, actions = data["game"], data["seed"], data["actions"]
        if not isinstance(game, str) or len(game) > 40:
            raise ValueError("the game is not named")
        if type(seed) is not int or not 0 <= seed < MAX_SEED:
            raise ValueError(f"the seed is not a whole number from 0 to 2^63 ({_short(seed)})")
        if not isinstance(actions, list) or len(actions) > MAX_ACTIONS or not all(
                isinstance(a, str) and len(a) <= MAX_NOTATION for a in actions):
            raise ValueError("the actions are not a list of moves")
        seconds = data.get("seconds", 0.0)
        if type(seconds) not in (int, float) or not 0 <= seconds < 1e9:
            raise ValueError("the time played is not a number of seconds")
        save = Save(game, seed, _options(data.get("options") or {}), seats, list(actions),
                    dict(match), float(seconds))
        if data.get("players", len(seats)) != len(seats):
            raise ValueError("the number of players does not match the seats")
        for number, seat in enumerate(seats, 1):
            _check_seat(save.game, number, seat)
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(path, f"is missing or has a bad field ({_short(exc)})", "bad_field") from None
    return save, data


def parse_save(path: Path, text: str) -> Save:
    """The save in ``text`` (every field checked; not replayed): a :class:`SaveError`
    naming ``path`` and the problem otherwise."""
    return _parse(path, text)[0]


def _short(value: object) -> str:
    """``value`` said in at most 120 characters (a field may hold megabytes)."""
    text = str(value)
    return text if len(text) <= 120 else text[:117] + "..."


def _options(raw: Any) -> dict[str, Any]:
    """A game's options as a save holds them: names, each with a plain value (a yes/no,
    a number, a word) or a short list of them; the game's own rules check the rest."""
    if not isinstance(raw, dict) or len(raw) > 50:
        raise ValueError("the options are not a table of values")
    plain = (bool, int, float, str, type(None))

    def ok(value: Any) -> bool:
        if isinstance(value, float) and value != value:
            return False
        if isinstance(value, str):
            return len(value) <= 100
        return isinstance(value, plain)

    for key, value in raw.items():
        if not isinstance(key, str) or len(key) > 40:
            raise ValueError("an option has no proper name")
        if isinstance(value, list):
            if len(value) > 50 or not all(ok(v) for v in value):
                raise ValueError(f"option {key!r} is not a short list of plain values")
        elif not ok(value):
            raise ValueError(f"option {key!r} is not a plain value")
    return dict(raw)


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
    edition = data.get("rules", 1)
    if type(edition) is not int or not 0 < edition < 1_000_000:
        raise SaveError(path, "is missing or has a bad field (the rules edition is not a number)",
                        "bad_field")
    current = _edition(save.game)
    if edition < current:
        raise SaveError(path, f"was saved before a change to the rules of {save.game} (rules "
                              f"edition {edition}, now {current}): its moves no longer mean "
                              "the same", "old_rules")
    if edition > current:
        raise SaveError(path, f"was written by a newer version (rules edition {edition} of "
                              f"{save.game}, this program plays {current})", "newer")
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
        exc.put_aside("unreadable")
        return None, None, exc
