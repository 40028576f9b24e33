"""The joined computer's connection to a host (issue 20): a WebSocket on its own thread
beside the frame loop, which never waits for it.

:class:`Connection` runs an asyncio loop on a thread of its own (the ``websockets``
client). The frame loop talks to it through two thread-safe queues and reads plain
attributes, never blocking:

- :meth:`Connection.poll` hands over the host's messages received since the last
  call, each already checked by :func:`wire.decode <game.net.wire.decode>` (a message
  that is not is noted and dropped: the host's mistakes never crash the table);
- :meth:`Connection.act`, :meth:`Connection.answer` and :meth:`Connection.close` queue
  what this seat says;
- :attr:`Connection.status` (``connecting``, ``joined``, ``reconnecting``, ``failed``,
  ``closed``) and :attr:`Connection.problem` (a :class:`Problem` the screen shows in
  words, :func:`problem_words`).

The first message is ``hello`` with the join code, this computer's language, the
person's name, the seat asked (if any) and the *reconnect token* the host gave this
computer for that game, kept in the player folder (:class:`TokenStore`,
``SOURIS_FROMAGES_HOME/net/tokens.json``, read with care: a damaged file is noted and
ignored, never a crash). When the connection drops after the host welcomed this
computer (the lid closed, the Wi-Fi gone, the host restarted), the thread tries again,
with that token, a little later each time (:data:`RETRY_DELAYS`), until the host takes
it back or the person leaves; what was waiting to be sent is dropped (a decision about a
position of before the drop would be refused as stale anyway: the host sends the
position again after its ``welcome``).

Only the home network: an address that is not loopback, private (RFC 1918, ULA) or
link-local is refused before any connection is tried (``not_home``); no proxy is ever
used (websockets would otherwise follow ``HTTPS_PROXY``).
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import json
import queue
import re
import socket
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import __version__, paths
from ..core.report import note, warn
from ..core.seats import name_problem
from . import wire

#: seconds between two tries to get back to the host after a drop (the last repeats)
RETRY_DELAYS = (0.3, 0.6, 1.2, 2.5, 5.0)
#: seconds the first connection may take to open before the host counts as not found
OPEN_TIMEOUT = 6.0
#: messages a second this computer sends at most, and how many at once (the host takes
#: 20 a second, 40 at once: a computer playing the seat quickly never trips it)
SEND_RATE = 15.0
SEND_BURST = 30
#: the host's refusals of a ``hello`` that end the joining (nothing to retry)
HELLO_REFUSALS = frozenset({"wrong_code", "locked_out", "no_seat", "version", "files",
                            "bad_field", "too_fast"})

_HOST = re.compile(r"^[A-Za-z0-9.-]{1,253}$")


@dataclass(frozen=True)
class Problem:
    """Why joining did not work, or stopped: ``reason`` is a key of ``join.problem`` in
    the locale files (the words the join screen shows), ``detail`` plain text for a log
    (the host's own detail of a refusal; never shown as the only words)."""

    reason: str
    detail: str = ""


#: the problems :func:`problem_words` knows (besides the host's refusals, wire.REASONS)
PROBLEMS = frozenset({"address", "not_home", "not_found", "no_answer", "dropped", "closed_host_quit",
                      "closed_finished", "closed_kicked", "closed_replaced", "bad_message",
                      "code"})


def problem_words(problem: Problem) -> str:
    """The words the screen shows for ``problem`` (the language of the moment)."""
    from .. import i18n
    key = f"join.problem.{problem.reason}"
    return i18n.t(key) if i18n.has(key) else i18n.t("join.problem.other")


# ---------------------------------------------------------------------- addresses
@dataclass(frozen=True)
class Address:
    host: str
    port: int

    def __str__(self) -> str:
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"

    def uri(self) -> str:
        return f"ws://{self}/"


def parse_address(text: str) -> Address:
    """``host:port`` (``[v6]:port`` for an IPv6 address) as typed or found; a
    :class:`ValueError` whose message is a :class:`Problem` reason otherwise."""
    text = text.strip()
    if text.startswith("["):
        host, sep, rest = text[1:].partition("]")
        if not sep or not rest.startswith(":"):
            raise ValueError("address")
        port_text = rest[1:]
    else:
        host, sep, port_text = text.rpartition(":")
        if not sep:
            raise ValueError("address")
    if not port_text.isdigit() or not 1 <= int(port_text) <= 65535:
        raise ValueError("address")
    try:
        ipaddress.ip_address(host)
    except ValueError:
        if not _HOST.match(host) or host.startswith(("-", ".")):
            raise ValueError("address") from None
    return Address(host, int(port_text))


def home_address(ip: str) -> bool:
    """Whether ``ip`` is on this computer or the home network (loopback, private,
    link-local): the only addresses a joined computer connects to."""
    try:
        address = ipaddress.ip_address(ip.split("%", 1)[0])
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address.is_loopback or address.is_private or address.is_link_local


def check_code(text: str) -> str:
    """The join code as typed (spaces left out), or :class:`ValueError` (``code``)."""
    code = "".join(text.split())
    if not re.fullmatch(r"[0-9]{4,8}", code):
        raise ValueError("code")
    return code


# ---------------------------------------------------------------------- tokens
@dataclass(frozen=True)
class Kept:
    """What this computer keeps of a game it joined: the host's token for its seat,
    the seat, the game and its code (to get back to it after a drop or a restart)."""

    token: str
    seat: int
    game: str
    code: str


class TokenStore:
    """The reconnect tokens, by host address, in ``net/tokens.json`` of the player
    folder, and the address and name this computer last joined with (filled in the
    next time). Read with care: a damaged file (not JSON, wrong fields) is noted and
    ignored (:attr:`problem`), and replaced at the next write."""

    VERSION = 1
    LIMIT = 32                 # hosts kept (the oldest go)

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else paths.user_dir() / "net" / "tokens.json"
        self.problem: str | None = None

    def _read(self) -> dict[str, Kept]:
        return self._load()[0]

    def _load(self) -> tuple[dict[str, Kept], tuple[str, str]]:
        """The tokens by host, and the address and name this computer last joined with."""
        self.problem = None
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return {}, ("", "")
        except (OSError, UnicodeDecodeError) as exc:
            self.problem = f"cannot be read ({exc.__class__.__name__})"
            note(__name__, "%s %s: ignored", self.path, self.problem)
            return {}, ("", "")
        try:
            data = json.loads(text) if len(text) < 200_000 else None
        except ValueError:
            data = None
        if not isinstance(data, dict) or data.get("version") != self.VERSION \
                or not isinstance(data.get("hosts"), dict):
            self.problem = "is not a tokens file of this program"
            note(__name__, "%s %s: ignored", self.path, self.problem)
            return {}, ("", "")
        kept: dict[str, Kept] = {}
        for address, item in data["hosts"].items():
            if not isinstance(item, dict):
                continue
            token, seat, game, code = (item.get(k) for k in ("token", "seat", "game", "code"))
            if (isinstance(address, str) and len(address) < 300 and isinstance(token, str)
                    and re.fullmatch(r"[A-Za-z0-9_-]{16,64}", token) and type(seat) is int
                    and 0 <= seat < 32 and isinstance(game, str) and re.fullmatch(r"[a-z0-9_]{1,32}", game)
                    and isinstance(code, str) and re.fullmatch(r"[0-9]{4,8}", code)):
                kept[address] = Kept(token, seat, game, code)
            else:
                self.problem = f"holds a damaged line for {str(address)[:60]!r}"
                note(__name__, "%s %s: ignored", self.path, self.problem)
        last = data.get("last")
        address, name = (last.get("address"), last.get("name")) if isinstance(last, dict) else ("", "")
        if not (isinstance(address, str) and len(address) <= 80 and isinstance(name, str)
                and name_problem(name) is None and len(name) <= wire.NAME_LIMIT):
            address, name = "", ""
        return kept, (address, name)

    def last(self) -> tuple[str, str]:
        """The address and the name this computer last joined with ("" when none)."""
        return self._load()[1]

    def remember(self, address: str, name: str) -> None:
        """Keep the address and name joined with, for the next time."""
        hosts, _ = self._load()
        self._write(hosts, (address[:80], name[:wire.NAME_LIMIT]))

    def get(self, address: Address | str) -> Kept | None:
        return self._read().get(str(address))

    def put(self, address: Address | str, kept: Kept) -> None:
        hosts, last = self._load()
        hosts.pop(str(address), None)
        hosts[str(address)] = kept
        self._write(dict(list(hosts.items())[-self.LIMIT:]), last)

    def forget(self, address: Address | str) -> None:
        hosts, last = self._load()
        if hosts.pop(str(address), None) is not None:
            self._write(hosts, last)

    def _write(self, hosts: dict[str, Kept], last: tuple[str, str]) -> None:
        from ..core.safe_files import atomic_write_text
        data = {"version": self.VERSION, "hosts": {
            address: {"token": k.token, "seat": k.seat, "game": k.game, "code": k.code}
            for address, k in hosts.items()}, "last": {"address": last[0], "name": last[1]}}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(self.path, json.dumps(data, indent=1))
        except OSError as exc:          # a full disk: this game can still be played
            warn(__name__, "the reconnect token could not be kept: %s", exc)


# ---------------------------------------------------------------------- the connection
class Connection:
    """One joined computer's connection to the host at ``address`` (see the module's
    docstring). Made, then :meth:`start`-ed; the frame loop polls it."""

    def __init__(self, address: Address, code: str, *, name: str = "", lang: str = "fr",
                 seat: int | None = None, tokens: TokenStore | None = None,
                 retry_delays: tuple[float, ...] = RETRY_DELAYS,
                 open_timeout: float = OPEN_TIMEOUT) -> None:
        self.address = address
        self.code = code
        self.name = name[:wire.NAME_LIMIT]
        self.lang = lang
        self.seat = seat
        self.tokens = tokens if tokens is not None else TokenStore()
        self.retry_delays = retry_delays or RETRY_DELAYS
        self.open_timeout = open_timeout
        #: ``connecting``, ``joined``, ``reconnecting``, ``failed`` or ``closed``
        self.status = "connecting"
        self.problem: Problem | None = None
        #: the host's ``welcome`` (the latest: it comes again after each reconnect)
        self.welcome: dict[str, Any] | None = None
        #: how many times this connection was taken back after a drop
        self.reconnects = 0
        #: messages sent to the host (acts and answers), and the host's messages dropped
        self.sent = 0
        self.dropped = 0
        self._inbox: queue.SimpleQueue[dict[str, Any]] = queue.SimpleQueue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue[str] | None = None
        self._closing = False
        self._ready = threading.Event()
        self._thread: threading.Thread | None = None
        self._socket: Any = None

    # ------------------------------------------------------------ the frame's side
    def start(self) -> Connection:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="souris-net-client", daemon=True)
            self._thread.start()
            self._ready.wait(5.0)
        return self

    def poll(self) -> list[dict[str, Any]]:
        """The host's messages since the last call (checked), oldest first. Never waits."""
        out: list[dict[str, Any]] = []
        with contextlib.suppress(queue.Empty):
            while True:
                out.append(self._inbox.get_nowait())
        return out

    def act(self, seq: int, action: str) -> None:
        """Send this seat's decision (its notation) answering update ``seq``."""
        self._send(wire.encode("act", seq=seq, action=action))

    def answer(self, seq: int, answer: str) -> None:
        """Send this seat's claim, pass or quiet in the answer window of update ``seq``."""
        assert answer in wire.ANSWERS, answer
        self._send(wire.encode("answer", seq=seq, answer=answer))

    def close(self, *, forget: bool = False) -> None:
        """Leave: a ``bye`` to the host and the thread ends (``forget``: the token
        of this game goes too; kept otherwise, to come back to the seat)."""
        if forget:
            self.tokens.forget(self.address)
        if self._closing:
            return
        self._closing = True
        if self.status not in ("failed",):
            self.status = "closed"
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(self._wake_to_close)

    def join(self, timeout: float = 5.0) -> None:
        """Wait for the thread to end (after :meth:`close`, or a failure)."""
        if self._thread is not None:
            self._thread.join(timeout)

    @property
    def alive(self) -> bool:
        return self.status in ("connecting", "joined", "reconnecting")

    def _send(self, text: str) -> None:
        loop, outbox = self._loop, self._outbox
        if loop is None or outbox is None or self._closing or loop.is_closed():
            return
        self.sent += 1
        with contextlib.suppress(RuntimeError):       # the loop just ended
            loop.call_soon_threadsafe(outbox.put_nowait, text)

    # ------------------------------------------------------------ the thread's side
    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except Exception as exc:  # the thread must never take the program down
            warn(__name__, "the connection stopped: %r", exc)
            self._fail(Problem("dropped", repr(exc)[:200]))
        finally:
            self._ready.set()

    def _wake_to_close(self) -> None:
        if self._outbox is not None:
            self._outbox.put_nowait("")          # the sender sees the empty line: bye

    def _fail(self, problem: Problem) -> None:
        if self.problem is None or self.status != "failed":
            self.problem = problem
        self.status = "failed"

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._outbox = asyncio.Queue()
        self._ready.set()
        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
        delays = self._delays()
        while not self._closing:
            try:
                await self._check_home()
            except ValueError as exc:
                self._fail(Problem(str(exc)))
                return
            except OSError as exc:
                if self.welcome is None:
                    self._fail(Problem("not_found", str(exc)[:200]))
                    return
                await self._pause(next(delays))
                continue
            welcomed_before = self.welcome is not None
            try:
                async with connect(self.address.uri(), proxy=None, max_size=wire.HOST_MAX_BYTES,
                                   open_timeout=self.open_timeout, compression=None,
                                   ping_interval=10, ping_timeout=20, close_timeout=2,
                                   user_agent_header=f"souris-fromages/{__version__}") as ws:
                    self._socket = ws
                    outcome = await self._talk(ws)
                if outcome == "stop":
                    return
                if outcome == "token":
                    continue                 # at once, without the token the host refused
                delays = self._delays() if self.status == "joined" else delays
            except (OSError, asyncio.TimeoutError, InvalidHandshake, InvalidURI) as exc:
                if not welcomed_before and self.welcome is None:
                    reason = "no_answer" if isinstance(exc, asyncio.TimeoutError) else "not_found"
                    self._fail(Problem(reason, str(exc)[:200]))
                    return
            except ConnectionClosed:
                pass
            finally:
                self._socket = None
            if self._closing:
                return
            if self.welcome is None:
                self._fail(self.problem or Problem("dropped"))
                return
            self.status = "reconnecting"
            await self._pause(next(delays))

    def _delays(self) -> Iterator[float]:
        def gen() -> Iterator[float]:
            yield from self.retry_delays
            while True:
                yield self.retry_delays[-1]
        return gen()

    async def _pause(self, seconds: float) -> None:
        """Wait ``seconds`` before trying again (at once when leaving)."""
        outbox = self._outbox
        assert outbox is not None
        with contextlib.suppress(asyncio.TimeoutError):
            while not self._closing:
                text = await asyncio.wait_for(outbox.get(), seconds)
                if text == "":
                    return           # leaving
                # a decision made while away: about a position of before the drop
        self._drain()

    def _drain(self) -> None:
        outbox = self._outbox
        if outbox is None:
            return
        while not outbox.empty():
            if outbox.get_nowait() == "":
                self._closing = True

    async def _check_home(self) -> None:
        """The host's address is on the home network (looked up in the thread)."""
        host = self.address.host
        try:
            ipaddress.ip_address(host)
            found = [host]
        except ValueError:
            loop = asyncio.get_running_loop()
            infos = await loop.getaddrinfo(host, self.address.port, type=socket.SOCK_STREAM)
            found = [str(info[4][0]) for info in infos]
        if not found or not all(home_address(ip) for ip in found):
            raise ValueError("not_home")

    def _hello(self) -> str:
        kept = self.tokens.get(self.address)
        token = kept.token if kept is not None else None
        seat = self.seat if self.seat is not None else (kept.seat if kept is not None else None)
        return wire.encode("hello", code=self.code, lang=self.lang, name=self.name or None,
                           seat=seat, token=token, program=__version__)

    async def _talk(self, ws: Any) -> str:
        """One connection: the hello, then the host's messages in and ours out until
        it closes. ``stop``: no use trying again (refused, closed by the host, left)."""
        self._drain()
        if self._closing:
            return "stop"
        sent_token = self.tokens.get(self.address) is not None
        await ws.send(self._hello())
        sender = asyncio.ensure_future(self._sender(ws))
        welcomed = False
        try:
            async for raw in ws:
                try:
                    data = wire.decode(raw, from_host=True)
                except wire.WireError as exc:
                    self.dropped += 1
                    note(__name__, "a message from the host was dropped: %s", exc)
                    continue
                kind = data["kind"]
                if kind == "welcome":
                    if not self._welcome(data):
                        self.dropped += 1
                        continue
                    welcomed = True
                elif kind == "refused" and not welcomed:
                    reason = str(data.get("reason", ""))[:40]
                    if reason == "no_seat" and sent_token:
                        self.tokens.forget(self.address)       # a token of another game
                        return "token"
                    if reason in HELLO_REFUSALS:
                        self._fail(Problem(reason, str(data.get("detail", ""))[:300]))
                        return "stop"
                elif kind == "closed":
                    reason = str(data.get("reason", ""))
                    self._inbox.put(data)
                    if reason in wire.CLOSED:
                        if reason in ("finished", "kicked"):
                            self.tokens.forget(self.address)
                        self.problem = Problem(f"closed_{reason}")
                    self.status = "closed"
                    self._closing = True
                    return "stop"
                self._inbox.put(data)
        finally:
            sender.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await sender
        return "stop" if self._closing else "again"

    def _welcome(self, data: dict[str, Any]) -> bool:
        seat, token, game = data.get("seat"), data.get("token"), data.get("game")
        if (type(seat) is not int or not 0 <= seat < 32 or not isinstance(game, str)
                or not isinstance(data.get("seats"), list)):
            note(__name__, "a welcome without its seat, game or seats was dropped")
            return False
        if self.welcome is not None:
            self.reconnects += 1
        self.welcome = data
        self.seat = seat
        self.status = "joined"
        self.problem = None
        if isinstance(token, str) and re.fullmatch(r"[A-Za-z0-9_-]{16,64}", token) \
                and re.fullmatch(r"[a-z0-9_]{1,32}", game):
            self.tokens.put(self.address, Kept(token, seat, game, self.code))
        return True

    async def _sender(self, ws: Any) -> None:
        """Send what the frame loop queued, never faster than :data:`SEND_RATE` (a
        decision waits a moment rather than be refused as ``too_fast``)."""
        outbox = self._outbox
        assert outbox is not None
        loop = asyncio.get_running_loop()
        tokens, at = float(SEND_BURST), loop.time()
        while True:
            text = await outbox.get()
            if text == "":
                with contextlib.suppress(Exception):
                    await ws.send(wire.encode("bye"))
                await ws.close()
                return
            now = loop.time()
            tokens = min(float(SEND_BURST), tokens + (now - at) * SEND_RATE)
            at = now
            if tokens < 1.0:
                await asyncio.sleep((1.0 - tokens) / SEND_RATE)
                tokens, at = 1.0, loop.time()
            tokens -= 1.0
            await ws.send(text)
