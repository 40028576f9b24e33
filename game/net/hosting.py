"""The game side of a hosted game (issue 20): people on other computers of the home
network play seats of the host's table.

The host's :class:`~game.table.driver.TurnDriver` stays the only place the game
changes. A *remote seat* is a person's seat marked ``Seat.remote`` (kept in the autosave,
so that a host that quits and continues can be joined again): the driver never shows
its secrets nor hands the laptop over to it (:meth:`DriverBase.is_remote`), and its
decisions arrive here, over :mod:`.server`, in the frame loop's thread:

- an ``act`` is played through :meth:`TurnDriver.apply` when it comes from the seat the
  rules ask, names the latest update (``seq``; else ``stale``), and is legal (parsed
  with the state's ``parse_action`` and found among ``legal_actions``; else
  ``illegal``). In an answer window an ``act`` of the seat asked is its claim and its
  answer at once;
- an ``answer`` (``claim``, ``pass``, ``quiet``: pass until my turn) is the seat's
  :meth:`~TurnDriver.claim` or :meth:`~TurnDriver.decline` in the window the driver
  asks the people of the round together with (:mod:`game.table.answering`), those at
  the host's screen and those on other computers alike. Its ``seq`` may be any update
  of the same round (a computer's pass in between is no reason to refuse it);
- the messages wait while the host's table is busy (an animation) or paused (a menu
  over it), as a person's clicks there would; they are then played in order;
- after every change of position (a decision, a chance outcome, an undo), each joined
  seat is sent :func:`.wire.update_message` of it (``seq`` + 1 each change): its own
  observation and the events as it may see them, nothing else.

Presence: a remote seat is *joined* while a computer holds it. One that drops may come
back with its reconnect token (``welcome``'s ``token``: derived from a key kept in the
host's player folder and the game, so that the same token takes the seat back after the
host quit and continued the game). While it is away its turns wait, its answer windows
pass, unless the host lets a computer play for it (:meth:`Hosting.let_computer_play`)
until it returns; every joined computer is told (``presence``).

How the program uses it (the setup screen and the table scene; see :class:`Hosting`)::

    hosting = Hosting(session, port=0)     # the session's seats marked remote
    hosting.start()                        # listens; the Lobby from here on
    ... waiting screen: hosting.code, hosting.port, hosting.addresses(),
        hosting.seats(), hosting.all_joined(); Cancel: hosting.close()
    hosting.attach(scene.driver)           # the game starts: updates from here
    ... every frame, before driver.update(dt): hosting.update()
    ... the table's marks: hosting.presence(), hosting.let_computer_play(seat, on)
    ... leaving the table: hosting.close()
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import random
import secrets
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from .. import __version__, paths
from ..core import registry
from ..core.agents import Agent, decision_seed
from ..core.protocol import Action, Event, IllegalAction, Pass
from ..core.report import note, warn
from ..core.seats import Seat
from . import wire
from .server import Incoming, Server, home_network

if TYPE_CHECKING:
    from ..session import Session
    from ..table.driver import TurnDriver

#: digits of a join code
CODE_DIGITS = 4
#: where a hosted game listens unless told: every interface of this computer (the
#: server then lets in only the home network's addresses); ``SOURIS_NET_LISTEN`` says
#: otherwise (tests/conftest.py: 127.0.0.1, nothing leaves the loopback)
LISTEN_ALL = "0.0.0.0"


def listen_address() -> str:
    """The address a hosted game listens on (see :data:`LISTEN_ALL`)."""
    return os.environ.get("SOURIS_NET_LISTEN", "").strip() or LISTEN_ALL
#: the updates whose answer-window round is remembered (an ``answer`` naming an older
#: one is stale)
ROUNDS_KEPT = 256
#: seconds the host waits for the last messages to reach the joined computers when the
#: game ends or the host closes
FLUSH_SECONDS = 3.0


@dataclass(frozen=True)
class LobbySeat:
    """A remote seat as the waiting screen shows it: ``name`` (the name the joined
    computer gave, else the seat's own), ``joined`` (a computer holds it now)."""

    seat: int
    name: str
    joined: bool


@dataclass(frozen=True)
class Presence:
    """A remote seat during the game: ``connected`` (its computer is there),
    ``standin`` (it is away and a computer plays for it), ``allowed`` (the host lets a
    computer play for it while it is away)."""

    seat: int
    name: str
    connected: bool
    standin: bool
    allowed: bool


class Lobby(Protocol):
    """What the host's waiting screen reads (:class:`Hosting` is one)."""

    code: str
    port: int

    def addresses(self) -> list[str]: ...
    def seats(self) -> list[LobbySeat]: ...
    def all_joined(self) -> bool: ...
    def close(self) -> None: ...


def new_code() -> str:
    """A join code: :data:`CODE_DIGITS` random digits."""
    return f"{secrets.randbelow(10 ** CODE_DIGITS):0{CODE_DIGITS}d}"


def home_addresses() -> list[str]:
    """This computer's addresses on the home network (no loopback), read from its
    network interfaces (no traffic): what people type on another computer."""
    try:
        import ifaddr
        adapters = ifaddr.get_adapters()
    except Exception as exc:  # noqa: BLE001 - an unreadable interface list: nothing to show
        note(__name__, "cannot list the network interfaces: %s", exc)
        return []
    found: list[str] = []
    for adapter in adapters:
        for ip in adapter.ips:
            text = ip.ip if isinstance(ip.ip, str) else ip.ip[0]
            if ":" in text:
                continue                 # IPv4 first: what a family types (IPv6 link-local needs a scope)
            if home_network(text) and not text.startswith("127.") and text not in found:
                found.append(text)
    return found


def host_key(folder: Path | None = None) -> bytes:
    """The key this computer's hosted games derive their reconnect tokens from, kept in
    the player folder (``net/host.key``, made once); a key of the moment if the folder
    cannot be written (a rejoin after the host restarts then needs the code again)."""
    path = (folder or paths.user_dir()) / "net" / "host.key"
    try:
        text = path.read_text(encoding="ascii").strip()
        key = bytes.fromhex(text)
        if len(key) >= 16:
            return key
    except (OSError, ValueError):
        pass
    key = secrets.token_bytes(32)
    try:
        from ..core.safe_files import atomic_write_text
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, key.hex() + "\n")
    except OSError as exc:
        warn(__name__, "cannot keep the host key in %s: %s", path, exc)
    return key


def seat_token(key: bytes, game_id: str, seed: int, seat: int) -> str:
    """The reconnect token of ``seat`` in the game of ``game_id`` and ``seed``."""
    mac = hmac.new(key, f"souris-fromages:{game_id}:{seed}:{seat}".encode(), hashlib.sha256)
    return base64.urlsafe_b64encode(mac.digest()[:24]).decode("ascii")


class _StandIn:
    """A computer's decision for an away seat, thought on a thread of its own (a
    computer catching up with a long game must not hold the frame loop): for ``seat``
    at update ``seq``, asked at ``asked`` (the driver's clock); ``answer`` once there."""

    def __init__(self, seat: int, seq: int, asked: float, agent: Agent, state: Any) -> None:
        self.seat, self.seq, self.asked = seat, seq, asked
        self.answer: Action | None = None
        thread = threading.Thread(target=self._think, args=(agent, state), daemon=True,
                                  name=f"standin-{seat}")
        thread.start()

    def _think(self, agent: Agent, state: Any) -> None:
        rng = random.Random(decision_seed(state.seed, len(state.history)))
        try:
            self.answer = agent.choose(state, rng)
        except Exception as exc:  # noqa: BLE001 - a computer's failure: a legal move instead
            warn(__name__, "the computer playing for seat %s failed: %s", self.seat, exc)
            self.answer = rng.choice(state.legal_actions())


class _HintThinking:
    """The hint for a remote seat marked for hints (a child: ``Seat.hints``), worked out
    on the host as the host's own table does it for a person at its screen
    (:meth:`Session.hint_question`: the normal computer in their place, from their
    observation and what they saw), on a thread of its own; ``notation`` once there.
    Sent only to that seat's computer (``hint``), never to anyone else."""

    def __init__(self, seat: int, seq: int, question: Any) -> None:
        self.seat, self.seq = seat, seq
        self.notation: str | None = None
        thread = threading.Thread(target=self._think, args=(question,), daemon=True,
                                  name=f"standin-hint-{seat}")
        thread.start()

    def _think(self, question: Any) -> None:
        from ..core.thinking import InlineThinker
        thinker = InlineThinker()
        try:
            thinker.ask(question)
            answer = thinker.answer()
        except Exception as exc:  # noqa: BLE001 - no hint is no harm
            warn(__name__, "the hint for seat %s failed: %s", self.seat, exc)
            return
        if answer is not None:
            self.notation = str(answer.action)


class HeadlessTable:
    """A table with no window and no pauses (``python -m game host``, tests): the
    driver plays chance and the computers at once; an answer window waits
    ``answer_seconds`` for the people."""

    def __init__(self, answer_seconds: float = 30.0) -> None:
        self.seconds = answer_seconds
        self.over = False

    def on_events(self, events: list[Event]) -> None: pass
    def on_action(self, player: int, action: Action) -> None: pass
    def on_undo(self) -> None: pass
    def on_settled(self) -> None: pass
    def on_view_changed(self) -> None: pass
    def on_game_over(self) -> None: self.over = True
    def hand_over(self, seat: int) -> None: pass
    def chance_delay(self) -> float: return 0.0
    def cpu_delay(self) -> float: return 0.0
    def answer_seconds(self) -> float: return self.seconds
    def person_throws(self) -> int | None: return None
    def invalidate(self) -> None: pass


class Hosting:
    """A game of ``session`` hosted for the computers of the home network: the server,
    the remote seats' decisions played through the driver, their views sent, presence.

    ``code``: the join code (a new one by default); ``host``/``port``: where to listen
    (:func:`listen_address` by default; port 0: a free one); ``standin_level``: the
    level of a computer playing for an away seat; ``key``: the host key the reconnect
    tokens derive from (:func:`host_key` by default); ``server_options``: passed on to
    :class:`~.server.Server` (``rate``, ``burst``, ``send_queue``, ``send_timeout``,
    ``allow``: tests)."""

    def __init__(self, session: Session, *, code: str | None = None, host: str | None = None,
                 port: int = 0, standin_level: str = "normal", key: bytes | None = None,
                 clock: Callable[[], float] = time.monotonic, **server_options: Any) -> None:
        self.session = session
        self.remote = [i for i, seat in enumerate(session.seats) if seat.is_human and seat.remote]
        self.code = code if code is not None else new_code()
        state = session.state
        key = key if key is not None else host_key()
        self.tokens = {seat: seat_token(key, state.game_id, state.seed, seat) for seat in self.remote}
        self.server = Server(self.code, tokens=frozenset(self.tokens.values()),
                             host=host if host is not None else listen_address(),
                             port=port, clock=clock, **server_options)
        self.port = port
        self.standin_level = standin_level
        self.driver: TurnDriver | None = None
        #: the number of the latest update (each change of position)
        self.seq = 0
        self._round_at: dict[int, int] = {}
        self._client_of: dict[int, int] = {}        # seat -> connection
        self._seat_of: dict[int, int] = {}          # connection -> seat
        self._names: dict[int, str] = {}
        self._ever: set[int] = set()
        self.joins = 0                              # hellos taken, rejoins too
        self._allowed: dict[int, bool] = {}
        self._agents: dict[int, Agent] = {}
        self._thinking: _StandIn | None = None
        self._hints: dict[int, _HintThinking] = {}  # seat -> its hint of the latest update
        self._pending: deque[Incoming] = deque()
        self._finished_sent = False
        self._closed = False
        #: the thread finishing a ``close(wait=False)`` (None: none)
        self.closing: threading.Thread | None = None
        #: update number -> (when, ``time.monotonic``, it was sent, right after the
        #: driver changed the position; the seat that acted, -1: chance); None: not kept
        #: (``main.py --trace`` keeps it: the latency figures of ``python -m game netbench``)
        self.trace: dict[int, tuple[float, int]] | None = None
        self._files = wire.files_digest(state.game_id)

    # ------------------------------------------------------------ the Lobby
    def start(self) -> int:
        """Listen (OSError if the port cannot be had); the port."""
        self.port = self.server.start()
        return self.port

    def addresses(self) -> list[str]:
        """This computer's home-network addresses (what people type elsewhere)."""
        return home_addresses()

    def seats(self) -> list[LobbySeat]:
        self._take_messages()
        return [LobbySeat(seat, self._name(seat), seat in self._client_of) for seat in self.remote]

    def all_joined(self) -> bool:
        self._take_messages()
        return all(seat in self._client_of for seat in self.remote)

    def close(self, reason: str = "host_quit", *, wait: bool = True) -> None:
        """Tell every joined computer the game is closed, and stop listening: waits a
        moment (at most :data:`FLUSH_SECONDS`) for the last messages to go, or, with
        ``wait=False`` (the window's frame loop: leaving the table never freezes it,
        even for a joined computer that does not read), lets a thread of its own do
        that (:attr:`closing`; the program still says goodbye before it ends)."""
        if self._closed:
            return
        self._closed = True
        joined = list(self._seat_of)
        for client in joined:
            self.server.drop(client, reason)
        if self.driver is not None and self._changed in self.driver.watchers:
            self.driver.watchers.remove(self._changed)
        if wait:
            self._flush_and_stop(joined)
            return
        # not a daemon: a program that quits meanwhile still sends its goodbyes
        self.closing = threading.Thread(target=self._flush_and_stop, args=(joined,),
                                        name="souris-host-server-closing")
        self.closing.start()

    def _flush_and_stop(self, joined: list[int]) -> None:
        deadline = time.monotonic() + FLUSH_SECONDS
        while (any(self.server.is_connected(c) for c in joined)
               and time.monotonic() < deadline):
            self.server.wait(0.05)
            self.server.poll()
        self.server.stop()

    # ------------------------------------------------------------ the table
    def attach(self, driver: TurnDriver) -> None:
        """The game starts at ``driver``'s table: every joined seat is sent the position
        (update number: the actions played so far), and every change from here on."""
        self.driver = driver
        driver.watchers.append(self._changed)
        # numbered from the actions played: a game continued after the host quit goes
        # on from about where its joined computers were
        self.seq = len(driver.state.history)
        self._remember_round()
        for seat, client in self._client_of.items():
            self._send_position(seat, client)

    def update(self) -> bool:
        """Each frame, in the frame loop's thread: take what arrived, play the remote
        seats' decisions (when the table is ready for them), the stand-ins, the passes
        of away seats; at the end, tell everybody. True if the position changed."""
        before = self.seq
        self._take_messages()
        driver = self.driver
        if driver is None or self._closed:
            return False
        while self._pending and self._ready():
            self._play(self._pending.popleft())
        if self._ready():
            self._away_in_window()
            self._standins()
        self._send_hints()
        if driver.state.is_terminal() and not self._finished_sent:
            self._finished_sent = True
            for client in list(self._seat_of):
                self.server.drop(client, "finished")
        return self.seq != before

    def presence(self) -> list[Presence]:
        """The remote seats now (the table's marks)."""
        return [Presence(seat, self._name(seat), seat in self._client_of, self._standing_in(seat),
                         self._allowed.get(seat, False)) for seat in self.remote]

    def let_computer_play(self, seat: int, allowed: bool = True) -> None:
        """The host lets (or no longer lets) a computer play for ``seat`` while its
        person is away; they take the seat back when they return."""
        if seat not in self.remote or self._allowed.get(seat, False) == allowed:
            return
        self._allowed[seat] = allowed
        if not allowed:
            self._agents.pop(seat, None)
        self._send_presence()

    def standin_thinking(self) -> bool:
        """A computer standing in for an away seat is thinking (its answer comes soon)."""
        return self._thinking is not None

    def summary(self) -> dict[str, Any]:
        """The host's figures (``python -m game host`` prints them at the end)."""
        state = self.session.state
        counts = self.server.counts
        return {"finished": state.is_terminal(), "winners": state.winners(),
                "actions": len(state.history), "refused": counts.refused,
                "clients": len(self._ever), "joins": self.joins,
                "refusals": dict(sorted(counts.reasons.items())), "slow": counts.slow,
                "flooders": counts.flooders}

    # ------------------------------------------------------------ messages
    def _take_messages(self) -> None:
        for incoming in self.server.poll():
            kind = incoming.kind
            if kind == "gone":
                self._gone(incoming.client)
            elif kind == "hello":
                self._hello(incoming)
            elif kind == "bye":
                self._gone(incoming.client)
                self.server.drop(incoming.client)
            elif incoming.client not in self._seat_of:
                self.server.refuse(incoming.client, "not_joined", "say hello first")
            elif self.driver is None:
                self.server.refuse(incoming.client, "not_your_turn", "the game has not started")
            else:
                self._pending.append(incoming)

    def _hello(self, incoming: Incoming) -> None:
        client, data = incoming.client, incoming.data
        if client in self._seat_of:
            self.server.refuse(client, "no_seat", "this computer has a seat already")
            return
        seat = self._seat_for(data)
        if seat is None:
            self.server.refuse(client, "no_seat", "no free seat on another computer")
            return
        old = self._client_of.get(seat)
        if old is not None:                       # back with its token: the old one goes
            del self._seat_of[old]
            self.server.drop(old, "replaced")
        self._client_of[seat] = client
        self._seat_of[client] = seat
        name = data.get("name")
        if isinstance(name, str) and name.strip():
            self._names[seat] = name.strip()
        self._ever.add(seat)
        self.joins += 1
        self._agents.pop(seat, None)               # a stand-in stops: the person is back
        self.server.send(client, self._welcome(seat))
        if self.driver is not None:
            self._send_position(seat, client)
            if self._finished_sent:                # back after the end: the results
                self.server.drop(client, "finished")
        else:
            self._send_lobby()
        self._send_presence()

    def _seat_for(self, hello: dict[str, Any]) -> int | None:
        """The seat a hello takes: its token's; else the seat it asks, if it is a
        remote seat not held now; else a free one named as the hello's name (its
        person, back in a continued game); else the first remote seat nobody has held
        yet, else the first not held now."""
        token = hello.get("token")
        if isinstance(token, str):
            for seat, known in self.tokens.items():
                if hmac.compare_digest(token.encode(), known.encode()):
                    return seat
        free = [seat for seat in self.remote if seat not in self._client_of]
        asked = hello.get("seat")
        if asked is not None:
            return asked if asked in free else None
        # a game continued after the host quit (a new port: no token for it) gives a
        # person the seat of their own name back, before any other
        name = hello.get("name")
        if isinstance(name, str) and name.strip():
            wanted = name.strip().casefold()
            for seat in free:
                if self.session.seats[seat].given.strip().casefold() == wanted:
                    return seat
        fresh = [seat for seat in free if seat not in self._ever]
        choices = fresh or free
        return choices[0] if choices else None

    def _gone(self, client: int) -> None:
        seat = self._seat_of.pop(client, None)
        self._pending = deque(m for m in self._pending if m.client != client)
        if seat is None or self._client_of.get(seat) != client:
            return
        del self._client_of[seat]
        note(__name__, "seat %s is away", seat)
        if self.driver is None:
            # before the start, a person who leaves (or takes another seat) takes
            # their name along: the seat waits for anyone again
            self._names.pop(seat, None)
            self._send_lobby()
        self._send_presence()

    def _ready(self) -> bool:
        driver = self.driver
        return (driver is not None and not driver.busy() and not driver.paused
                and not driver.state.is_terminal())

    def _play(self, incoming: Incoming) -> None:
        seat = self._seat_of.get(incoming.client)
        if seat is None:
            return
        if incoming.kind == "act":
            self._act(seat, incoming.client, incoming.data)
        elif incoming.kind == "answer":
            self._answer(seat, incoming.client, incoming.data)

    def _act(self, seat: int, client: int, data: dict[str, Any]) -> None:
        driver = self.driver
        assert driver is not None
        state = driver.state
        if data["seq"] != self.seq:
            self.server.refuse(client, "stale", f"update {self.seq} is the latest")
            return
        if state.is_terminal() or state.current_player() != seat:
            self.server.refuse(client, "not_your_turn")
            return
        try:
            action = state.parse_action(data["action"])
        except Exception:  # noqa: BLE001 - whatever the text, it is no action of this game
            self.server.refuse(client, "illegal", "not an action of this game")
            return
        if action not in state.legal_actions():
            self.server.refuse(client, "illegal", "the rules do not allow it now")
            return
        if state.in_window() and not isinstance(action, Pass):
            window = driver.window
            if window is None or (seat not in window.looks and not driver.claim(seat, remote=True)):
                self.server.refuse(client, "not_your_turn", "the answer window is closed")
                return
        self._apply(action, client)

    def _apply(self, action: Action, client: int | None) -> None:
        driver = self.driver
        assert driver is not None
        try:
            driver.apply(action)
        except IllegalAction as exc:
            if client is not None:
                self.server.refuse(client, "illegal", str(exc))

    def _answer(self, seat: int, client: int, data: dict[str, Any]) -> None:
        driver = self.driver
        assert driver is not None
        if self._round_at.get(data["seq"]) != self._round():
            self.server.refuse(client, "stale", "that answer window is over")
            return
        window = driver.window
        if window is None or seat not in window.holders:
            self.server.refuse(client, "not_your_turn", "you are not asked in this window")
            return
        answer = data["answer"]
        if answer == "claim":
            done = seat in window.looks or driver.claim(seat, remote=True)
        else:
            done = driver.decline(seat, until_turn=answer == "quiet", remote=True)
        if not done:
            self.server.refuse(client, "not_your_turn", "too late for this window")

    # ------------------------------------------------------------ away seats
    def _standing_in(self, seat: int) -> bool:
        return self._allowed.get(seat, False) and seat not in self._client_of

    def _away_in_window(self) -> None:
        """An away seat with nobody playing for it passes in answer windows (as if its
        countdown had run out), so that the table does not wait for it."""
        driver = self.driver
        assert driver is not None
        window = driver.window
        if window is None:
            return
        for seat in list(window.holders):
            if seat in self.remote and seat not in self._client_of and not self._standing_in(seat):
                if seat in window.looks or seat in window.undecided():
                    driver.decline(seat, remote=True)

    def _standins(self) -> None:
        """A computer plays for an away seat the host allowed it for: it claims in each
        answer window and answers when asked, and plays its turns (after the table's
        usual pause for a computer)."""
        driver = self.driver
        assert driver is not None
        state = driver.state
        window = driver.window
        if window is not None:
            for seat in window.undecided():
                if self._standing_in(seat):
                    driver.claim(seat, remote=True)
        seat = state.current_player()
        thinking = self._thinking
        if thinking is not None and (thinking.seq != self.seq or thinking.seat != seat
                                     or not self._standing_in(seat)):
            self._thinking = thinking = None         # a question of another position
        if seat < 0 or not self._standing_in(seat) or not self._ready():
            return
        if thinking is None:
            agent = self._agents.get(seat)
            if agent is None:
                agent = self._agents[seat] = Agent(state.game_id, self.standin_level, seat)
            self._thinking = _StandIn(seat, self.seq, driver.clock, agent, state.clone())
            return
        if thinking.answer is None or driver.clock - thinking.asked < float(driver.table.cpu_delay()):
            return
        self._thinking = None
        action = thinking.answer
        if action not in state.legal_actions():
            action = random.Random(decision_seed(state.seed, len(state.history))).choice(
                state.legal_actions())
        self._apply(action, None)

    # ------------------------------------------------------------ what is sent
    def _changed(self, actor: int, action: Action | None, events: list[Event]) -> None:
        """The driver changed the position: each joined seat is sent its view of it."""
        self.seq += 1
        if self.trace is not None:
            self.trace[self.seq] = (time.monotonic(), actor)
        self._remember_round()
        state = self.session.state
        for seat, client in list(self._client_of.items()):
            self.server.send(client, wire.update_message(state, seat, self.seq, actor, action, events))
        self._ask_hint()

    # ------------------------------------------------------------ hints
    def _ask_hint(self) -> None:
        """A remote seat marked for hints that the rules ask now gets its hint worked
        out (the table's Hint button shows it there when the person asks)."""
        state = self.session.state
        seat = state.current_player()
        if (state.is_terminal() or seat not in self.remote or not self.session.seats[seat].hints
                or seat not in self._client_of or not state.legal_actions()):
            return
        known = self._hints.get(seat)
        if known is not None and known.seq == self.seq:
            return
        self._hints[seat] = _HintThinking(seat, self.seq, self.session.hint_question(0, seat, 0))

    def _send_hints(self) -> None:
        for seat, hint in list(self._hints.items()):
            if hint.seq != self.seq:
                del self._hints[seat]                 # a position gone by
            elif hint.notation is not None:
                del self._hints[seat]
                client = self._client_of.get(seat)
                if client is not None:
                    self.server.send(client, wire.encode("hint", seq=hint.seq, action=hint.notation))

    def _round(self) -> int:
        driver = self.driver
        window = driver._window if driver is not None else None
        return window.number if window is not None and driver is not None and driver.state.in_window() else 0

    def _remember_round(self) -> None:
        self._round_at[self.seq] = self._round()
        self._round_at.pop(self.seq - ROUNDS_KEPT, None)

    def _send_position(self, seat: int, client: int) -> None:
        """The position as it is (a join, a rejoin: nothing to animate)."""
        self.server.send(client, wire.update_message(self.session.state, seat, self.seq, -1, None, []))
        self._hints.pop(seat, None)
        self._ask_hint()

    def _welcome(self, seat: int) -> str:
        session = self.session
        seats = []
        for k, s in enumerate(session.seats):
            where = "remote" if k in self.remote else ("host" if s.is_human else "cpu")
            seats.append({"name": self._names.get(k, s.given) if where == "remote" else s.given,
                          "colour": s.colour, "kind": s.kind, "level": s.level,
                          "number": s.number, "where": where, "hints": bool(s.hints)})
        return wire.encode("welcome", seat=seat, token=self.tokens[seat], game=session.game_id,
                           options=dict(session.state.options), seats=seats, files=self._files,
                           program=__version__)

    def _send_lobby(self) -> None:
        message = wire.encode("lobby", seats=[{"seat": seat, "where": "remote",
                                               "joined": seat in self._client_of}
                                              for seat in self.remote])
        for client in list(self._seat_of):
            self.server.send(client, message)

    def _send_presence(self) -> None:
        if self.driver is None:
            return
        message = wire.encode("presence", seats=[
            {"seat": p.seat, "connected": p.connected, "standin": p.standin}
            for p in self.presence()])
        for client in list(self._seat_of):
            self.server.send(client, message)

    def _name(self, seat: int) -> str:
        return self._names.get(seat) or self.session.seats[seat].name


# ---------------------------------------------------------------------- no window
def headless_seats(game_id: str, players: int, remote: set[int], level: str) -> list[Seat]:
    """The seats of a game hosted with no window: ``remote`` are people on other
    computers, the others computers of ``level``."""
    from ..view import palette  # the colour names only (no pygame)
    colours = palette.seat_colours(registry.descriptor(game_id).seat_colours)
    return [Seat("", colours[i % len(colours)], "human" if i in remote else "cpu",
                 "normal" if i in remote else level, i + 1, remote=i in remote)
            for i in range(players)]


def host_headless(session: Session, *, code: str, port: int, host: str = "127.0.0.1",
                  answer_seconds: float = 30.0, standin: bool = False,
                  ready: Callable[[Hosting], None] | None = None,
                  started: Callable[[TurnDriver], None] | None = None,
                  should_stop: Callable[[], bool] = lambda: False,
                  **options: Any) -> Hosting:
    """Host ``session``'s game with no window (``python -m game host``, tests): listen,
    wait for every remote seat, play the game to its end (the computers and chance at
    once, the remote seats' decisions as they come), close. ``ready`` is called once
    listening, ``started`` with the driver once the game starts; ``should_stop`` is
    asked now and then (True: close now). The hosting,
    closed, for its :meth:`Hosting.summary`."""
    from ..core.thinking import InlineThinker
    from ..table.driver import TurnDriver
    hosting = Hosting(session, code=code, host=host, port=port, **options)
    hosting.start()
    try:
        if ready is not None:
            ready(hosting)
        while not hosting.all_joined():
            if should_stop():
                return hosting
            hosting.server.wait(0.05)
        table = HeadlessTable(answer_seconds)
        driver = TurnDriver(session, table, InlineThinker())
        hosting.attach(driver)
        if started is not None:
            started(driver)
        if standin:
            for seat in hosting.remote:
                hosting.let_computer_play(seat)
        last = time.monotonic()
        while not session.state.is_terminal():
            if should_stop():
                return hosting
            before = hosting.seq
            hosting.update()
            now = time.monotonic()
            driver.update(now - last)
            last = now
            if hosting.seq == before:          # nothing moved: wait for news
                hosting.server.wait(0.001 if hosting.standin_thinking() else 0.01)
        hosting.update()                       # the end: "finished" to everybody
        driver.close()
        return hosting
    finally:
        hosting.close("finished" if session.state.is_terminal() else "host_quit")
