"""The family's records: one entry for every finished game, appended to
``records.jsonl`` in the player's folder (issue 19, "Records").

One line per game, one JSON object per line, written once and never rewritten::

    {"entry": {...what the game was and how it ended...}, "save": {...its save...}}

``entry`` says what the records screen and ``python -m game records`` read: the date
(UTC, ISO 8601), the game and its rules edition, the options, the seats (name, family
player id or None, person or computer and level, colour), the scores, winners and
places as the game's own result gives them (``scores()``, ``winners()``,
``places()``: the same as the results screen and a match's table), the length (actions
and seconds at the table), the seed, the game's place in a match, a ``key`` that tells
one game from another, and ``crc``, the CRC-32 of the ``save`` part. ``save`` is the
game's save without its final position (:class:`game.core.save_file.Save`: the actions
in notation), so any past game can be replayed through the rules
(:func:`saved_game`).

The summary comes first so that reading the records never parses the moves: the
reader decodes ``entry`` alone (``raw_decode`` from its fixed place) and checks the
rest of the line by its CRC. 10,000 games are read in well under 300 ms
(``python -m game records --bench 10000``).

Safety: a line is appended whole and ``fsync``'ed, beside the frame (a thread of its
own, :class:`Appender`: every line asked for is written, in order, none replaces
another); a crash loses at most the line being written. Reading skips a damaged line
and counts it (it loses that entry only), skips a line longer than :data:`MAX_LINE`
without holding it, and reads only the last :data:`MAX_READ` bytes of a file larger
than that (saying how much it left unread); it never raises on a damaged file.

Once per game: a session records its game when an action ends it (one place,
:meth:`game.session.Session.apply`, which every finished game at the table passes,
also each game of a match), at most once per session; and the appender writes no
line whose ``key`` (the game, its seed, options, seats and moves) is already among
the file's last lines, so a game continued from a save that was written just before
its end, and ended again the same way, is not counted twice.
"""

from __future__ import annotations

import atexit
import errno
import hashlib
import json
import os
import stat
import threading
import time
import zlib
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from .. import paths
from ..core.report import warn
from ..core.safe_files import FileProblem

if TYPE_CHECKING:
    from ..core.match import Match
    from ..core.protocol import GameState
    from ..core.save_file import Save
    from ..core.seats import Seat

#: The format of an entry.
VERSION = 1
#: The longest line read (a game of thousands of moves takes tens of kilobytes); a line
#: of a game longer than this is written without its save (its summary is kept).
MAX_LINE = 1024 * 1024
#: The most bytes of the file read: of a larger file, only its last ``MAX_READ``
#: bytes (about 20,000 games; a family plays far fewer).
MAX_READ = 64 * 1024 * 1024
#: How far back the appender looks for the same game before writing it again.
TAIL_CHECKED = 256 * 1024
_PREFIX = '{"entry": '
_SEPARATOR = ', "save": '


class RecordsError(FileProblem):
    """The records file cannot be read (codes: unreadable, damaged)."""

    kind = "records"


def records_file() -> Path:
    return paths.records_file()


# ------------------------------------------------------------------ one game's entry
@dataclass(frozen=True)
class Finished:
    """What is kept of a game the moment it ends (taken on the table's thread; made
    into a line beside it)."""

    entry: dict[str, Any]
    save: Save


def game_key(save: Save) -> str:
    """What tells one game from another: its game, seed, options, seats and moves."""
    data = json.dumps([save.game, save.seed, save.options, [s.to_dict() for s in save.seats],
                       save.actions], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(data.encode("utf-8")).hexdigest()[:24]


def utc_now() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def finished(state: GameState, sitting: list[Seat], save: Save, match: Match | None,
             seconds: float, date: str | None = None) -> Finished:
    """The record of a game that has just ended: its ``state``, who sat there, its
    ``save`` (the session's save data) and its ``match`` (None: a single game)."""
    from ..core import registry

    save.match = {}                       # a game is replayed alone
    places = state.places()
    seats = []
    for seat in sitting:
        data = seat.to_dict()
        data["player"] = seat.player
        seats.append(data)
    entry: dict[str, Any] = {
        "v": VERSION, "key": "", "date": date or utc_now(),
        "game": state.game_id, "rules": registry.game_class(state.game_id).rules_edition,
        "options": dict(state.options), "seed": state.seed, "seats": seats,
        "scores": [float(s) for s in state.scores()], "winners": sorted(state.winners()),
        "places": [places[p] for p in range(state.num_players)],
        "actions": len(state.history), "seconds": round(max(0.0, seconds), 1),
        "match": ({"number": match.played, "planned": match.planned}
                  if match is not None and not match.is_single else None),
    }
    return Finished(entry, save)


def line_of(record: Finished) -> tuple[str, str]:
    """The line kept for ``record`` (its save left out if it would be too long), and
    the game's key (made here, beside the frame: it reads every move)."""
    key = record.entry["key"] or game_key(record.save)
    save_text = record.save.to_json()
    save_data = json.loads(save_text)
    save_text = json.dumps(save_data, ensure_ascii=False, separators=(",", ":"))
    if len(save_text) > MAX_LINE // 2:
        save_text = "null"
    entry = dict(record.entry, key=key, crc=zlib.crc32(save_text.encode("utf-8")))
    return _PREFIX + json.dumps(entry, ensure_ascii=False) + _SEPARATOR + save_text + "}\n", key


# ------------------------------------------------------------------ appending
class Appender:
    """Appends lines to files in a thread of its own, every one in the order asked for
    (a finished game's line is never replaced by the next, unlike the autosave's)."""

    def __init__(self) -> None:
        self._jobs: deque[tuple[Path, Callable[[], tuple[str, str]]]] = deque()
        self._busy = False
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None
        #: what the writes met (a full disk...), oldest first, for whoever reports them
        self.errors: list[OSError] = []

    def submit(self, path: Path, line: Callable[[], tuple[str, str]]) -> None:
        """Have the line of ``line()`` (a line and its game's key) appended to ``path``
        unless that game is there already."""
        with self._cond:
            self._jobs.append((Path(path), line))
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="records", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        cond = self._cond
        while True:
            with cond:
                while not self._jobs:
                    if not cond.wait(timeout=30.0) and not self._jobs:
                        self._thread = None
                        return
                path, line = self._jobs.popleft()
                self._busy = True
            try:
                append_line(path, *line())
            except OSError as exc:
                warn(__name__, "the game could not be added to %s: %s", path, exc)
                with cond:
                    self.errors.append(exc)
                    del self.errors[:-16]
            except Exception as exc:  # noqa: BLE001 - a bad record must not stop the next ones
                warn(__name__, "the game could not be made into a record: %r", exc)
            with cond:
                self._busy = False
                cond.notify_all()

    def wait(self, timeout: float = 5.0) -> bool:
        """Wait until every line asked for is written (at most ``timeout`` seconds)."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._jobs or self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(timeout=left)
        return True


APPENDER = Appender()
atexit.register(APPENDER.wait, 5.0)       # a game ended just before quitting is kept


def submit(path: Path, record: Finished) -> None:
    """Have ``record`` appended to ``path`` beside the frame (its line is made there:
    the JSON of a long game's moves is not made on the table's thread)."""
    APPENDER.submit(path, lambda: line_of(record))


def _already_there(handle: Any, size: int, key: str) -> bool:
    """Whether the last :data:`TAIL_CHECKED` bytes of the open file hold ``key``."""
    start = max(0, size - TAIL_CHECKED)
    handle.seek(start)
    return f'"key": "{key}"'.encode() in handle.read(size - start)


def append_line(path: Path, line: str, key: str) -> bool:
    """Append ``line`` to ``path`` (made, fsync'ed) unless the game ``key`` is among
    its last lines; True if written. A file that does not end with a line break (a
    line cut short by a crash) gets one first, so the new line stands alone."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_APPEND | getattr(os, "O_NONBLOCK", 0), 0o644)
    with os.fdopen(fd, "r+b") as handle:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, "it is not a regular file", str(path))
        size = info.st_size
        if size and _already_there(handle, size, key):
            return False
        data = line.encode("utf-8")
        if size:
            handle.seek(size - 1)
            if handle.read(1) != b"\n":
                data = b"\n" + data
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    return True


# ------------------------------------------------------------------ reading
class SeatRecord(NamedTuple):
    """A seat of a recorded game."""

    name: str                 # the name typed ("": a default name, "Player 2")
    player: str | None        # the family player's id
    kind: str                 # human or cpu
    level: str
    colour: str
    number: int


class Entry(NamedTuple):
    """One finished game as the records hold it (a named tuple: ten thousand are read
    at once)."""

    date: str
    game: str
    options: dict[str, Any]
    seed: int
    seats: tuple[SeatRecord, ...]
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    places: tuple[int, ...]
    actions: int
    seconds: float
    match: dict[str, int] | None
    key: str
    #: where its line starts in the file (to read its save again: :func:`saved_game`)
    offset: int = 0


@dataclass
class Records:
    """What :func:`read_records` found: the entries oldest first, how many lines were
    damaged (skipped), and how many bytes at the start of a huge file were not read."""

    entries: list[Entry] = field(default_factory=list)
    damaged: int = 0
    unread_bytes: int = 0
    path: Path | None = None
    problem: RecordsError | None = None


def _text(value: Any, most: int = 64) -> bool:
    return isinstance(value, str) and len(value) <= most


_NUMBERS = (int, float)


_SEAT_KEYS = frozenset({"name", "colour", "kind", "level", "number", "player", "hints"})
#: The seats already read (a family's seats repeat from game to game): checked once.
_SEATS: dict[tuple[Any, ...], SeatRecord] = {}


def _seat(seat: dict[str, Any], shape: tuple[Any, ...]) -> SeatRecord:
    name, player, kind, level, colour, number = shape
    if not _SEAT_KEYS.issuperset(seat):
        raise ValueError("seat")
    if not (_text(name) and _text(level) and _text(colour) and kind in ("human", "cpu")
            and (player is None or _text(player, 16)) and type(number) is int):
        raise ValueError("seat")
    if not name.isprintable():
        raise ValueError("seat name")
    return SeatRecord(name, player, kind, level, colour, number)


def _entry(data: Any, offset: int) -> Entry:
    """The entry ``data`` decodes to; ValueError when a field is missing or wrong."""
    if type(data) is not dict or data.get("v") != VERSION:
        raise ValueError("not an entry")
    raw_seats = data["seats"]
    if type(raw_seats) is not list or not 1 <= len(raw_seats) <= 16:
        raise ValueError("seats")
    seats = []
    for seat in raw_seats:
        if type(seat) is not dict:
            raise ValueError("seat")
        shape = (seat.get("name"), seat.get("player"), seat.get("kind"), seat.get("level"),
                 seat.get("colour"), seat.get("number", 0))
        known = _SEATS.get(shape)
        if known is None:
            known = _seat(seat, shape)
            if len(_SEATS) < 10_000:
                _SEATS[shape] = known
        seats.append(known)
    n = len(seats)
    scores, winners, places = data["scores"], data["winners"], data["places"]
    if type(scores) is not list or len(scores) != n or type(places) is not list \
            or len(places) != n or type(winners) is not list or len(winners) > n:
        raise ValueError("result")
    for score in scores:
        if type(score) not in _NUMBERS or not -1e12 < score < 1e12:     # NaN fails too
            raise ValueError("score")
    for place in places:
        if type(place) is not int or not 0 < place <= n:
            raise ValueError("place")
    for winner in winners:
        if type(winner) is not int or not 0 <= winner < n:
            raise ValueError("winner")
    game, date, key, options = data["game"], data["date"], data["key"], data["options"]
    actions, seconds, seed, match = data["actions"], data["seconds"], data["seed"], data["match"]
    if (type(game) is not str or len(game) > 40 or type(date) is not str or len(date) > 40
            or type(key) is not str or len(key) > 64 or type(options) is not dict
            or type(actions) is not int or actions < 0 or type(seconds) not in _NUMBERS
            or not 0 <= seconds < 1e12 or type(seed) is not int):
        raise ValueError("fields")
    if match is not None and (type(match) is not dict or type(match.get("number")) is not int
                              or type(match.get("planned")) is not int):
        raise ValueError("match")
    return Entry(date, game, options, seed, tuple(seats), tuple(map(float, scores)),
                 tuple(winners), tuple(places), actions, float(seconds), match, key, offset)


_PREFIX_BYTES = _PREFIX.encode()
_SEPARATOR_BYTES = _SEPARATOR.encode()


def _split(raw: bytes) -> tuple[bytes, bytes]:
    """The ``entry`` and ``save`` parts of one line, as bytes; ValueError if it is not
    shaped as a line of records. The save is written compact (no space after a comma),
    so the separator's last occurrence is the one between the two parts."""
    raw = raw.rstrip(b"\r\n")
    at = raw.rfind(_SEPARATOR_BYTES)
    if not raw.startswith(_PREFIX_BYTES) or at < 0 or not raw.endswith(b"}"):
        raise ValueError("not a line of records")
    return raw[len(_PREFIX_BYTES):at], raw[at + len(_SEPARATOR_BYTES):-1]


def parse_line(raw: bytes, offset: int = 0) -> Entry:
    """The entry of one line (its save checked by its CRC, not decoded); ValueError
    when the line is damaged."""
    entry, save = _split(raw)
    data = json.loads(entry)
    if type(data) is not dict or zlib.crc32(save) != data.get("crc"):
        raise ValueError("the save does not match its entry")
    return _entry(data, offset)


def read_records(path: Path | None = None, *, max_bytes: int = MAX_READ) -> Records:
    """The records kept in ``path`` (default :func:`records_file`), oldest first. Never
    raises: an unreadable file gives no entries and ``problem``; damaged lines are
    skipped and counted."""
    path = Path(path) if path else records_file()
    result = Records(path=path)
    try:                                # a pipe or a device is not waited on
        handle = os.fdopen(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)), "rb")
    except FileNotFoundError:
        return result
    except OSError as exc:
        result.problem = RecordsError(path, f"cannot be read ({exc.strerror or exc})", "unreadable")
        return result
    with handle:
        try:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise OSError(0, "it is not a regular file")
            size = info.st_size
            start = max(0, size - max_bytes)
            if start:
                handle.seek(start - 1)
                if handle.read(1) != b"\n":          # the tail starts inside a line
                    rest = handle.readline(MAX_LINE + 1)
                    while rest and not rest.endswith(b"\n"):
                        rest = handle.readline(MAX_LINE + 1)
                result.unread_bytes = handle.tell()
            _read_lines(handle, result)
        except OSError as exc:
            result.problem = RecordsError(path, f"cannot be read ({exc.strerror or exc})",
                                          "unreadable")
    if result.damaged and result.problem is None:
        result.problem = RecordsError(path, f"has {result.damaged} damaged lines, left out",
                                      "damaged", count=result.damaged)
    return result


def _read_lines(handle: Any, result: Records) -> None:
    offset = handle.tell()
    entries = result.entries
    while True:
        raw = handle.readline(MAX_LINE + 1)
        if not raw:
            return
        at = offset
        offset += len(raw)
        if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
            result.damaged += 1                      # far too long: skipped, never held
            while raw and not raw.endswith(b"\n"):
                raw = handle.readline(MAX_LINE + 1)
                offset += len(raw)
            continue
        if raw.isspace():
            continue
        try:
            entries.append(parse_line(raw, at))
        except (ValueError, KeyError, TypeError, RecursionError):
            result.damaged += 1


def saved_game(path: Path, entry: Entry) -> Save | None:
    """The save of ``entry`` (read again from its line in ``path``), to replay it
    through the rules; None if its line no longer holds it (damaged since, or a game
    too long to keep its moves)."""
    from ..core.save_file import SaveError, parse_save
    try:
        with open(path, "rb") as handle:
            handle.seek(entry.offset)
            raw = handle.readline(MAX_LINE + 1)
        again = parse_line(raw, entry.offset)
        save = _split(raw)[1]
        if again.key != entry.key or save == b"null":
            return None
        return parse_save(Path(path), save.decode("utf-8"))
    except (OSError, ValueError, SaveError):
        return None
