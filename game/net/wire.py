"""The messages between a hosting program and the computers joined to its game (issue 20).

One game is spread over several computers of a home network: the *host* holds the rules,
the computer players and the save; a *joined* computer shows the table from one seat and
sends that seat's decisions. They talk over a WebSocket, one JSON object per text
message, each with the protocol's version ``v`` and a ``kind``. Plain and versioned, so
that a program of another version is told so, never misread.

What a joined computer is sent is only what its seat may know: that seat's
``observation(seat)`` (:meth:`~game.core.observation.Observation.to_json`), the events as
that seat may see them (:func:`~game.core.protocol.visible_events`), the public facts of
the turn (:class:`Status`), and the seat's legal actions when it is to decide. Never the
game's seed, another seat's observation or an action's hidden part: a chance outcome
travels as its visible events only.

Client to host (:data:`CLIENT_KINDS`)::

    {"v": 1, "kind": "hello", "code": "4821", "lang": "fr", "name": "Mamie",
     "seat": 2 | null, "token": "…" | null, "program": "0.1.0"}
    {"v": 1, "kind": "act", "seq": 17, "action": "move 3 e4"}      # notation
    {"v": 1, "kind": "answer", "seq": 17, "answer": "claim" | "pass" | "quiet"}
    {"v": 1, "kind": "bye"}

Host to client (:data:`HOST_KINDS`)::

    {"v": 1, "kind": "welcome", "seat": 2, "token": "…", "game": "chaos",
     "options": {...}, "seats": [{"name", "colour", "kind", "level", "number",
     "where": "host" | "remote" | "cpu", "hints": false}], "files": "<digest>",
     "program": "0.1.0"}
    {"v": 1, "kind": "lobby", "seats": [{"seat": 0, "where": "remote", "joined": false}]}
    {"v": 1, "kind": "update", "seq": 18, "actor": 1, "action": "end" | null,
     "events": [{"kind": "MouseMoved", ...}], "observation": {...},
     "status": {...Status...}}
    {"v": 1, "kind": "presence", "seats": [{"seat": 2, "connected": false, "standin": true}]}
    {"v": 1, "kind": "hint", "seq": 18, "action": "move 3 e4"}       # notation
    {"v": 1, "kind": "refused", "reason": "illegal", "detail": "…"}
    {"v": 1, "kind": "closed", "reason": "host_quit" | "finished" | "kicked"}

A ``hint`` goes only to the computer of a seat the host marked for hints (``welcome``'s
``hints``: a child, issue 19), for the update ``seq`` where the rules ask that seat: the
move the normal computer would make in its place, worked out on the host from that
seat's observation and what it saw (as the host's own table does for a person at its
screen: the hint's computer needs the game's history, which a joined computer never
holds). Nothing of it is played; the joined table shows it when its person asks (the
Hint button, H) and forgets it once the position moves on.

``seq`` numbers the updates: an ``act`` or ``answer`` names the update it answers, and
one that answers an older position is refused as ``stale`` (two clicks, a late
message). Reasons of a refusal are :data:`REASONS`.

Sizes: a client's message is at most :data:`CLIENT_MAX_BYTES` (a decision is a line of
text); the host's at most :data:`HOST_MAX_BYTES`. :func:`decode` checks every field's
type and range, so that the code behind it reads plain, valid data; anything else is a
:class:`WireError` carrying the reason to refuse it with.

Headless; never imports pygame, websockets or asyncio (the connection lives in
:mod:`.server` and :mod:`.client`; this is only what travels).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .. import __version__, paths
from ..core import registry
from ..core.observation import Observation, ObservationError, _plain, _reader
from ..core.protocol import Action, Event, GameState, visible_events

#: the protocol's version: a message of another version is refused (``version``)
VERSION = 1
#: the longest message a joined computer may send (bytes of UTF-8)
CLIENT_MAX_BYTES = 4096
#: the longest message the host sends (an observation with the move log's events)
HOST_MAX_BYTES = 1 << 20

CLIENT_KINDS = frozenset({"hello", "act", "answer", "bye"})
HOST_KINDS = frozenset({"welcome", "lobby", "update", "presence", "hint", "refused", "closed"})
ANSWERS = frozenset({"claim", "pass", "quiet"})
CLOSED = frozenset({"host_quit", "finished", "kicked", "replaced"})

#: why the host refuses a message (the client shows the reason's translated words)
REASONS = frozenset({
    "bad_json",        # not a JSON object
    "too_large",       # over CLIENT_MAX_BYTES
    "version",         # another protocol version
    "unknown_kind",    # a kind the host does not know
    "bad_field",       # a field missing, of the wrong type or out of range
    "wrong_code",      # the join code is not this game's
    "locked_out",      # too many wrong codes from this address: wait
    "no_seat",         # no free seat for this computer (or not the one asked)
    "not_joined",      # a decision before a hello was accepted
    "not_your_turn",   # the seat is not asked now
    "stale",           # the decision answers an older position
    "illegal",         # the rules refuse the action (the detail says why)
    "too_fast",        # more messages per second than a person sends
    "files",           # this computer's game files differ from the host's
})

_CODE = re.compile(r"^[0-9]{4,8}$")
_TOKEN = re.compile(r"^[A-Za-z0-9_-]{16,64}$")
_LANG = re.compile(r"^[a-z]{2}$")
_PROGRAM = re.compile(r"^[0-9A-Za-z.+-]{1,32}$")
#: a decision's notation: printable text of a reasonable length
NOTATION_LIMIT = 200
NAME_LIMIT = 64
SEQ_LIMIT = 1 << 40


class WireError(ValueError):
    """A message that cannot be taken: :attr:`reason` is one of :data:`REASONS`."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


# ---------------------------------------------------------------------- writing
def encode(kind: str, **fields: Any) -> str:
    """The message ``kind`` with ``fields`` as one line of JSON text."""
    return json.dumps({"v": VERSION, "kind": kind, **fields}, ensure_ascii=False,
                      separators=(",", ":"), allow_nan=False)


def refusal(reason: str, detail: str = "") -> str:
    """A ``refused`` message (``detail``: plain words for a log, never a secret)."""
    assert reason in REASONS, reason
    return encode("refused", reason=reason, detail=detail[:300])


def files_digest(game_id: str) -> str:
    """What tells whether two computers play ``game_id`` by the same rules: the rules'
    edition, the program's version, the game's configuration file and its Tiled level
    (the host sends it in ``welcome``; a joined computer whose own differs says so
    instead of showing another game). Raises the registry's ``GameUnavailable`` for a
    game whose files are broken here."""
    digest = hashlib.sha256(f"{game_id}:{registry.game_class(game_id).rules_edition}:"
                            f"{__version__}".encode())
    level = registry.descriptor(game_id).level_file
    for path in (paths.CONFIG / f"{game_id}.yaml", paths.LEVELS / level if level else None):
        if path is None:
            continue
        try:
            digest.update(path.read_bytes())
        except OSError:
            digest.update(b"-")
    return digest.hexdigest()[:32]


# ---------------------------------------------------------------------- reading
def decode(text: str | bytes, *, from_host: bool) -> dict[str, Any]:
    """The message in ``text``, checked (:class:`WireError` otherwise).

    ``from_host`` says which side sent it: a host reads a client's messages
    (``from_host=False``: the kinds of :data:`CLIENT_KINDS`, each field checked), a
    client reads the host's (the envelope checked; the observation and events are read
    by :func:`read_update` with the game's own classes)."""
    limit = HOST_MAX_BYTES if from_host else CLIENT_MAX_BYTES
    if isinstance(text, bytes):
        if len(text) > limit:
            raise WireError("too_large", f"{len(text)} bytes (at most {limit})")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise WireError("bad_json", "not UTF-8 text") from None
    if len(text) > limit or len(text.encode("utf-8", "surrogatepass")) > limit:
        raise WireError("too_large", f"over {limit} bytes")
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise WireError("bad_json", "not JSON") from None
    if not isinstance(data, dict):
        raise WireError("bad_json", "not a JSON object")
    if data.get("v") != VERSION or type(data.get("v")) is not int:
        raise WireError("version", f"protocol {str(data.get('v'))[:20]}, this program speaks {VERSION}")
    kind = data.get("kind")
    kinds = HOST_KINDS if from_host else CLIENT_KINDS
    if not isinstance(kind, str) or kind not in kinds:
        raise WireError("unknown_kind", f"{str(kind)[:40]!r}")
    if not from_host:
        _CHECKS[kind](data)
    return data


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _text(data: dict[str, Any], key: str, pattern: re.Pattern[str] | None = None,
          *, limit: int = NAME_LIMIT, optional: bool = False) -> None:
    value = data.get(key)
    if value is None and optional:
        return
    if not isinstance(value, str) or len(value) > limit:
        raise WireError("bad_field", f"{key} must be text of at most {limit} characters")
    if pattern is not None and not pattern.match(value):
        raise WireError("bad_field", f"{key} has the wrong form")
    if any(not ch.isprintable() and ch != " " for ch in value):
        raise WireError("bad_field", f"{key} holds a character that cannot be shown")


def _whole(data: dict[str, Any], key: str, low: int, high: int, *, optional: bool = False) -> None:
    value = data.get(key)
    if value is None and optional:
        return
    if type(value) is not int or not low <= value <= high:
        raise WireError("bad_field", f"{key} must be a whole number from {low} to {high}")


def _only(data: dict[str, Any], allowed: Iterable[str]) -> None:
    unknown = set(data) - {"v", "kind", *allowed}
    if unknown:
        raise WireError("bad_field", f"unknown field {sorted(map(str, unknown))[0][:40]!r}")


def _check_hello(data: dict[str, Any]) -> None:
    _only(data, ("code", "lang", "name", "seat", "token", "program"))
    _text(data, "code", _CODE, limit=8)
    _text(data, "lang", _LANG, limit=2, optional=True)
    _text(data, "name", optional=True)
    _whole(data, "seat", 0, 31, optional=True)
    _text(data, "token", _TOKEN, limit=64, optional=True)
    _text(data, "program", _PROGRAM, limit=32, optional=True)


def _check_act(data: dict[str, Any]) -> None:
    _only(data, ("seq", "action"))
    _whole(data, "seq", 0, SEQ_LIMIT)
    _text(data, "action", limit=NOTATION_LIMIT)


def _check_answer(data: dict[str, Any]) -> None:
    _only(data, ("seq", "answer"))
    _whole(data, "seq", 0, SEQ_LIMIT)
    if data.get("answer") not in ANSWERS:
        raise WireError("bad_field", "answer must be claim, pass or quiet")


def _check_bye(data: dict[str, Any]) -> None:
    _only(data, ())


_CHECKS = {"hello": _check_hello, "act": _check_act, "answer": _check_answer, "bye": _check_bye}


# ---------------------------------------------------------------------- a turn's public facts
@dataclass(frozen=True)
class Status:
    """The public facts of the position a joined computer's table needs besides the
    observation: who is to decide (``to_play``: a seat, -1 chance, -2 the game is
    over), whose turn it is, the answer window (:meth:`GameState.in_window`,
    :meth:`GameState.answering`, :meth:`GameState.window_seats`), how many actions
    were played, and, for the seat that is sent it, its legal actions in notation
    (empty when it is not asked). At the end, the scores, places and winners (public
    once the game is over)."""

    to_play: int
    turn_owner: int
    in_window: bool
    answering: bool
    window_seats: tuple[int, ...]
    history: int
    legal: tuple[str, ...] = ()
    terminal: bool = False
    scores: tuple[float, ...] = ()
    winners: tuple[int, ...] = ()
    places: tuple[int, ...] = ()

    @classmethod
    def of(cls, state: GameState, seat: int) -> Status:
        """The status of ``state`` as seat ``seat`` is sent it."""
        to_play = state.current_player()
        legal = tuple(str(a) for a in state.legal_actions()) if to_play == seat else ()
        terminal = state.is_terminal()
        places = state.places() if terminal else {}
        return cls(to_play=to_play, turn_owner=state.turn_owner(), in_window=state.in_window(),
                   answering=state.answering(), window_seats=tuple(state.window_seats()),
                   history=len(state.history), legal=legal, terminal=terminal,
                   scores=tuple(float(s) for s in state.scores()) if terminal else (),
                   winners=tuple(state.winners()) if terminal else (),
                   places=tuple(places[p] for p in range(state.num_players)) if terminal else ())

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = _plain(self)
        return data

    @classmethod
    def from_json(cls, data: object) -> Status:
        try:
            made: Status = _reader(cls)(data, "status")
        except ObservationError as exc:
            raise WireError("bad_field", str(exc)) from None
        return made


# ---------------------------------------------------------------------- events
_EVENT_CLASSES: dict[str, dict[str, type[Event]]] = {}


def event_classes(game: type[GameState]) -> dict[str, type[Event]]:
    """The events of the game of ``game`` (its package's subclasses of Event) by name."""
    package = game.__module__.rsplit(".", 1)[0]
    known = _EVENT_CLASSES.get(package)
    if known is None:
        known = {}
        todo = list(Event.__subclasses__())
        while todo:
            cls = todo.pop()
            todo.extend(cls.__subclasses__())
            if cls.__module__.startswith(package + ".") or cls.__module__ == package:
                known[cls.__name__] = cls
        _EVENT_CLASSES[package] = known
    return known


def events_to_json(events: Iterable[Event]) -> list[dict[str, Any]]:
    """``events`` (already those the seat may see) as JSON data: each its fields and
    its class's name as ``kind``."""
    return [{"kind": type(e).__name__, **_plain(e)} for e in events]


def events_from_json(game: type[GameState], data: object) -> list[Event]:
    """The events :func:`events_to_json` wrote, rebuilt with the game's classes."""
    if not isinstance(data, list):
        raise WireError("bad_field", "events must be a list")
    classes = event_classes(game)
    made: list[Event] = []
    for i, item in enumerate(data):
        if not isinstance(item, dict) or not isinstance(item.get("kind"), str):
            raise WireError("bad_field", f"events[{i}] is not an event")
        cls = classes.get(item["kind"])
        if cls is None:
            raise WireError("bad_field", f"events[{i}] is no event of this game")
        fields = {k: v for k, v in item.items() if k != "kind"}
        try:
            made.append(_reader(cls)(fields, f"events[{i}]"))
        except (ObservationError, TypeError) as exc:
            raise WireError("bad_field", str(exc)) from None
    return made


# ---------------------------------------------------------------------- an update
@dataclass(frozen=True)
class Update:
    """One ``update`` as a joined computer reads it: the position after update ``seq``
    as its seat sees it, what caused it (``actor``: a seat, or -1 for chance;
    ``action``: the decision's notation, None for chance) and the events to animate."""

    seq: int
    actor: int
    action: str | None
    events: list[Event]
    observation: Observation
    status: Status


def update_message(state: GameState, seat: int, seq: int, actor: int, action: Action | None,
                   events: Iterable[Event]) -> str:
    """The ``update`` the host sends seat ``seat`` after ``events`` (all of them, as
    the rules returned them: each is filtered here to what the seat may see). A chance
    outcome's notation is never sent (``action`` None): only its visible events."""
    return encode("update", seq=seq, actor=actor,
                  action=str(action) if action is not None and actor >= 0 else None,
                  events=events_to_json(visible_events(list(events), seat)),
                  observation=state.observation(seat).to_json(),
                  status=Status.of(state, seat).to_json())


def read_update(game: type[GameState], data: dict[str, Any]) -> Update:
    """The update in ``data`` (a message :func:`decode` took), its observation and
    events rebuilt with the game's classes (:class:`WireError` if they are not)."""
    seq, actor, action = data.get("seq"), data.get("actor"), data.get("action")
    if type(seq) is not int or seq < 0 or type(actor) is not int or actor < -1:
        raise WireError("bad_field", "update needs seq and actor")
    if action is not None and (not isinstance(action, str) or len(action) > NOTATION_LIMIT):
        raise WireError("bad_field", "update's action is not a notation")
    try:
        observation = game.observation_type.from_json(data.get("observation"))
    except ObservationError as exc:
        raise WireError("bad_field", str(exc)) from None
    return Update(seq, actor, action, events_from_json(game, data.get("events")),
                  observation, Status.from_json(data.get("status")))
