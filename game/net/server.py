"""The host's side of the connection (issue 20): a WebSocket server on a thread of its
own beside the frame loop, that lets through only plain, valid messages from computers
of the home network, and hands them to the game thread.

The game thread never waits on the network: it takes what arrived with :meth:`Server.poll`
(each an :class:`Incoming`), and sends with :meth:`Server.send` (queued, at once). The
server thread runs an ``asyncio`` loop with ``websockets``' server; what it guards:

- **Home network only.** A connection from an address that is not loopback, private
  (RFC 1918, IPv6 ULA) or link-local is refused before the WebSocket handshake
  (:func:`home_network`). Nothing here opens a port on a router (no UPnP).
- **Plain, valid messages.** Each message is checked by :func:`.wire.decode`; anything
  else is answered with a ``refused`` naming the reason and never reaches the game.
  Messages over :data:`~.wire.CLIENT_MAX_BYTES` are refused (``too_large``); a message
  over :data:`HARD_MAX_BYTES` is not even read: ``websockets`` cuts the connection
  (close code 1009), counted as a refusal too.
- **The join code**, compared in constant time (``hmac.compare_digest``). A ``hello``
  with a reconnect token the game gave (``tokens``) needs no code. :data:`WRONG_CODES`
  wrong codes from one address lock that address out for :data:`LOCKOUT` seconds
  (``locked_out``, even with the right code).
- **Rate.** A token bucket per connection, :data:`RATE` messages a second with bursts of
  :data:`BURST`; beyond it ``too_fast``, and a connection refused :data:`FLOOD` times so is
  disconnected (it may come back, within the rate).
- **A computer that never reads.** Each connection has a bounded queue of messages to
  send (:data:`SEND_QUEUE` bytes) and each send a timeout (:data:`SEND_TIMEOUT`): a full queue
  or a send that does not finish disconnects that computer only; the others go on at
  their own pace (it may rejoin with its token).

Every refusal is counted (:attr:`Server.refused`, the host's summary). The game's own
refusals (not your turn, stale, illegal...) are sent through :meth:`Server.refuse`, and
counted there as well.
"""

from __future__ import annotations

import asyncio
import hmac
import ipaddress
import itertools
import threading
import time
from collections import deque
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any

from websockets.asyncio.server import Server as _WSServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from ..core.report import note
from . import wire

#: messages a second a connection may send (a person sends a few a minute)
RATE = 20.0
#: how many at once (a burst of clicks, a reconnect's hello and its answers)
BURST = 40
#: refusals for ``too_fast`` after which the connection is cut
FLOOD = 40
#: wrong join codes from one address before it is locked out
WRONG_CODES = 5
#: seconds an address stays locked out
LOCKOUT = 60.0
#: bytes waiting to be sent to one computer before it counts as not reading (a burst
#: of updates is a few hundred kilobytes)
SEND_QUEUE = 8 << 20
#: seconds one message may take to be handed to a computer
SEND_TIMEOUT = 10.0
#: a message longer than this is not read at all (the connection is cut)
HARD_MAX_BYTES = 4 * wire.CLIENT_MAX_BYTES
#: connections at once (a family is a handful of computers)
MAX_CONNECTIONS = 32

_HOME = tuple(ipaddress.ip_network(n) for n in (
    "127.0.0.0/8", "::1/128",                                   # this computer
    "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7",  # private (RFC 1918, ULA)
    "169.254.0.0/16", "fe80::/10",                              # link-local
))


def home_network(address: str) -> bool:
    """Whether ``address`` (an IP address as text) is on this computer or the home
    network: loopback, private (RFC 1918 / IPv6 unique local) or link-local."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return any(ip.version == net.version and ip in net for net in _HOME)


@dataclass(frozen=True)
class Incoming:
    """What a connection said, for the game thread: a checked client message
    (``kind`` one of :data:`~.wire.CLIENT_KINDS`, ``data`` the decoded message), or
    ``"gone"`` when the connection closed (``data`` empty)."""

    client: int
    kind: str
    data: dict[str, Any]
    address: str


@dataclass
class Bucket:
    """A token bucket: ``rate`` tokens a second up to ``burst``."""

    rate: float
    burst: float
    at: float
    tokens: float = -1.0

    def __post_init__(self) -> None:
        if self.tokens < 0:
            self.tokens = self.burst

    def take(self, now: float) -> bool:
        self.tokens = min(self.burst, self.tokens + max(0.0, now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


@dataclass(frozen=True)
class _Closing:
    """In an outbox: close the connection (``code``, ``reason``) once what is before it
    is sent."""

    code: int = 1000
    reason: str = "bye"


@dataclass
class _Client:
    id: int
    ws: ServerConnection
    address: str
    bucket: Bucket
    outbox: asyncio.Queue[Any]
    too_fast: int = 0
    queued: int = 0                 # bytes in the outbox
    closing: bool = False
    sender: asyncio.Task[None] | None = None


@dataclass
class _Lock:
    wrong: int = 0
    until: float = -1.0


@dataclass
class Counts:
    """What the server refused and cut (the host's summary)."""

    refused: int = 0
    reasons: dict[str, int] = field(default_factory=dict)
    slow: int = 0           # computers cut for not reading
    flooders: int = 0       # computers cut for sending too fast
    connections: int = 0    # connections taken, all told


class Server:
    """The WebSocket server of a hosted game (see the module's docstring).

    ``code``: the join code; ``tokens``: the reconnect tokens the game gave (a hello
    carrying one needs no code; read from the server thread: give an immutable
    collection, or one only ever replaced); ``host``/``port``: where to listen (port 0:
    a free one, :attr:`port` once started); ``allow``: which peer addresses may connect
    (:func:`home_network`); ``clock``: seconds, for the rate and the lockout."""

    def __init__(self, code: str, *, tokens: Collection[str] = frozenset(),
                 host: str = "127.0.0.1", port: int = 0,
                 allow: Callable[[str], bool] = home_network,
                 clock: Callable[[], float] = time.monotonic,
                 rate: float = RATE, burst: int = BURST, send_queue: int = SEND_QUEUE,
                 send_timeout: float = SEND_TIMEOUT) -> None:
        self.code = code
        self.tokens: Collection[str] = tokens
        self.host = host
        self.port = port
        self.allow = allow
        self.clock = clock
        self.rate, self.burst = rate, burst
        self.send_queue, self.send_timeout = send_queue, send_timeout
        self.counts = Counts()
        self._count_lock = threading.Lock()
        self._inbox: deque[Incoming] = deque()
        self._arrived = threading.Event()
        self._ids = itertools.count(1)
        self._clients: dict[int, _Client] = {}
        self._locks: dict[str, _Lock] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Future[None] | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._stopped = False

    # ------------------------------------------------------------ the game thread
    def start(self, timeout: float = 10.0) -> int:
        """Listen (on the server thread); the port. OSError if it cannot (the port is
        taken, the address is not this computer's)."""
        self._thread = threading.Thread(target=self._run, name="souris-host-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError("the server did not start")
        if self._failure is not None:
            raise OSError(f"cannot listen on {self.host}:{self.port}: {self._failure}")
        return self.port

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and not self._stopped

    def poll(self) -> list[Incoming]:
        """What arrived since the last poll, in order."""
        self._arrived.clear()
        out: list[Incoming] = []
        while self._inbox:
            out.append(self._inbox.popleft())
        return out

    def wait(self, timeout: float) -> bool:
        """Wait at most ``timeout`` seconds for something to arrive; True if it did."""
        return bool(self._inbox) or self._arrived.wait(timeout)

    def send(self, client: int, text: str) -> None:
        """Send ``text`` to ``client`` (queued; never waits)."""
        self._call(self._enqueue, client, text)

    def refuse(self, client: int, reason: str, detail: str = "") -> None:
        """Refuse a message of ``client`` (counted)."""
        self._count(reason)
        self.send(client, wire.refusal(reason, detail))

    def drop(self, client: int, reason: str | None = None) -> None:
        """Close ``client``'s connection, once what was queued for it is sent (with a
        ``closed`` message giving ``reason`` first, if one is given)."""
        if reason is not None:
            self.send(client, wire.encode("closed", reason=reason))
        self._call(self._enqueue, client, _Closing())

    def connected(self) -> int:
        """How many connections are open."""
        return len(self._clients)

    @property
    def refused(self) -> int:
        return self.counts.refused

    def stop(self, timeout: float = 10.0) -> None:
        """Close every connection and stop the server thread (waits for it)."""
        if self._stopped:
            return
        self._stopped = True
        loop, stopping = self._loop, self._stopping
        if loop is not None and stopping is not None:
            def stop_now() -> None:
                if not stopping.done():
                    stopping.set_result(None)
            try:
                loop.call_soon_threadsafe(stop_now)
            except RuntimeError:                 # the loop is already closed
                pass
        if self._thread is not None:
            self._thread.join(timeout)

    def __enter__(self) -> Server:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # ------------------------------------------------------------ shared
    def _count(self, reason: str) -> None:
        with self._count_lock:
            self.counts.refused += 1
            self.counts.reasons[reason] = self.counts.reasons.get(reason, 0) + 1

    def _call(self, fn: Callable[..., None], *args: Any) -> None:
        loop = self._loop
        if loop is None or self._stopped:
            return
        try:
            loop.call_soon_threadsafe(fn, *args)
        except RuntimeError:                     # the loop closed meanwhile
            pass

    def _put(self, incoming: Incoming) -> None:
        self._inbox.append(incoming)
        self._arrived.set()

    # ------------------------------------------------------------ the server thread
    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:  # noqa: BLE001 - reported to start(), never raised in the thread
            self._failure = exc
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = self._loop.create_future()
        try:
            server: _WSServer = await serve(
                self._handle, self.host, self.port, process_request=self._check_peer,
                max_size=HARD_MAX_BYTES, max_queue=BURST, ping_interval=20, ping_timeout=20,
                open_timeout=10, close_timeout=2, compression=None, server_header=None)
        except OSError as exc:
            self._failure = exc
            self._ready.set()
            return
        self.port = next(iter(server.sockets)).getsockname()[1]
        self._ready.set()
        try:
            await self._stopping
        finally:
            server.close()
            try:
                await asyncio.wait_for(server.wait_closed(), 5)
            except (asyncio.TimeoutError, TimeoutError):
                for client in list(self._clients.values()):
                    client.ws.transport.abort()

    def _check_peer(self, connection: ServerConnection, request: Request) -> Response | None:
        address = _address(connection)
        if not self.allow(address):
            note(__name__, "refused a connection from %s (not the home network)", address)
            return connection.respond(HTTPStatus.FORBIDDEN, "home network only\n")
        if len(self._clients) >= MAX_CONNECTIONS:
            return connection.respond(HTTPStatus.SERVICE_UNAVAILABLE, "too many computers\n")
        return None

    async def _handle(self, ws: ServerConnection) -> None:
        client = _Client(next(self._ids), ws, _address(ws),
                         Bucket(self.rate, float(self.burst), self.clock()),
                         asyncio.Queue())
        self._clients[client.id] = client
        with self._count_lock:
            self.counts.connections += 1
        client.sender = asyncio.create_task(self._send_loop(client))
        try:
            async for message in ws:
                self._receive(client, message)
                if client.closing:
                    break
        except ConnectionClosed as exc:
            if exc.rcvd is None and exc.sent is not None and exc.sent.code == 1009:
                self._count("too_large")         # cut by websockets: over HARD_MAX_BYTES
        finally:
            sender = client.sender
            if sender is not None and not sender.done():
                if client.closing:                 # what was queued goes first
                    try:
                        await asyncio.wait_for(asyncio.shield(sender), self.send_timeout)
                    except (asyncio.TimeoutError, TimeoutError):
                        pass
                sender.cancel()
            del self._clients[client.id]
            self._put(Incoming(client.id, "gone", {}, client.address))

    def _receive(self, client: _Client, message: str | bytes) -> None:
        if not client.bucket.take(self.clock()):
            client.too_fast += 1
            self._refuse_now(client, "too_fast", "more messages a second than a person sends")
            if client.too_fast >= FLOOD:
                with self._count_lock:
                    self.counts.flooders += 1
                self._enqueue(client.id, _Closing(1008, "too fast"))
                client.closing = True             # nothing more is read nor queued
            return
        try:
            data = wire.decode(message, from_host=False)
        except wire.WireError as exc:
            self._refuse_now(client, exc.reason, exc.detail)
            return
        if data["kind"] == "hello" and not self._admit(client, data):
            return
        self._put(Incoming(client.id, data["kind"], data, client.address))

    def _admit(self, client: _Client, hello: dict[str, Any]) -> bool:
        """Whether a hello may reach the game: the address is not locked out and the
        code is right (or the token is one the game gave)."""
        now = self.clock()
        lock = self._locks.setdefault(client.address, _Lock())
        if now < lock.until:
            self._refuse_now(client, "locked_out", f"wait {int(lock.until - now) + 1} seconds")
            return False
        token = hello.get("token")
        known = token is not None and any(hmac.compare_digest(token.encode(), t.encode())
                                          for t in self.tokens)
        if known or hmac.compare_digest(str(hello["code"]).encode(), self.code.encode()):
            lock.wrong = 0
            return True
        lock.wrong += 1
        if lock.wrong >= WRONG_CODES:
            lock.wrong = 0
            lock.until = now + LOCKOUT
        self._refuse_now(client, "wrong_code")
        return False

    def _refuse_now(self, client: _Client, reason: str, detail: str = "") -> None:
        self._count(reason)
        self._enqueue(client.id, wire.refusal(reason, detail))

    def _enqueue(self, client_id: int, item: Any) -> None:
        client = self._clients.get(client_id)
        if client is None or client.closing:
            return
        size = len(item) if isinstance(item, str) else 0
        if client.queued + size <= self.send_queue:
            client.queued += size
            client.outbox.put_nowait(item)
        else:
            with self._count_lock:
                self.counts.slow += 1
            note(__name__, "computer %s does not read: disconnected", client.address)
            self._abort(client)

    async def _send_loop(self, client: _Client) -> None:
        ws = client.ws
        try:
            while True:
                item = await client.outbox.get()
                if isinstance(item, _Closing):
                    client.closing = True
                    await asyncio.wait_for(ws.close(item.code, item.reason), self.send_timeout)
                    return
                client.queued -= len(item)
                await asyncio.wait_for(ws.send(item), self.send_timeout)
        except (asyncio.TimeoutError, TimeoutError):
            with self._count_lock:
                self.counts.slow += 1
            note(__name__, "computer %s does not read: disconnected", client.address)
            self._abort(client)
        except ConnectionClosed:
            pass

    def _abort(self, client: _Client) -> None:
        client.closing = True
        client.ws.transport.abort()


def _address(connection: ServerConnection) -> str:
    peer = connection.remote_address
    return str(peer[0]) if peer else ""
