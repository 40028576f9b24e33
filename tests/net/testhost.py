"""A small host of our own for the joined computer's tests (until the program's own
host, game/net/server.py and hosting.py, is there to test against): a websockets
server on 127.0.0.1 in a thread that plays a real game of the rules, its computers
and chance here, and sends each joined seat ``wire.update_message`` after each change,
as NET.md describes the host. It checks the code, gives tokens, takes a seat back with
its token, keeps what it sent each seat (:attr:`TestHost.sent`), and can cut a seat's
connection (:meth:`TestHost.cut`) to test the client's reconnect.

Answer windows: a remote seat's ``answer pass`` makes this host pass for it when the
rules ask it in that round, ``quiet`` in every window until its own turn (as the
table's :func:`~game.table.window.quiet_after` keeps it); a claim (or nothing) waits
for its ``act``.
"""

from __future__ import annotations

import asyncio
import hmac
import random
import secrets
import threading
from typing import Any

from game.core import registry
from game.core.agents import Agent
from game.core.protocol import CHANCE, IllegalAction, Pass
from game.net import wire
from game.table.window import quiet_after


def _digest(game_id: str) -> str:
    return wire.files_digest(game_id)


class TestHost:
    __test__ = False          # not a test class for pytest

    def __init__(self, game_id: str, players: int, remote: set[int], *, code: str = "4821",
                 seed: int = 3, level: str = "random", options: dict[str, Any] | None = None,
                 names: dict[int, str] | None = None) -> None:
        self.game_id = game_id
        self.code = code
        self.remote = set(remote)
        self.state = registry.new_game(game_id, players, seed, options or {})
        self.rng = random.Random(seed)
        self.agents = {p: Agent(game_id, level, p) for p in range(players) if p not in self.remote}
        self.names = names or {}
        self.seq = 0
        self.tokens: dict[int, str] = {}
        self.clients: dict[int, Any] = {}
        self.passed: set[int] = set()
        #: the update the answer window's round began with (older answers: stale)
        self.round_seq = 0
        #: the seats passing "until my turn" (as the table keeps them: game.table.window)
        self.quiet: dict[int, bool] = {}
        #: the last update's observation (JSON) sent to each seat
        self.sent: dict[int, dict[str, Any]] = {}
        self.received: list[dict[str, Any]] = []
        self.refused: list[str] = []
        self.started = False
        #: hears no ``answer`` (a host that reads the windows otherwise)
        self.deaf = False
        #: the host's game files digest (game.net.hosting's, once it is there)
        self.files: str = _digest(game_id)
        self.finished = threading.Event()
        self.port = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ready = threading.Event()
        self._stop: asyncio.Future[None] | None = None
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()), daemon=True)

    # ------------------------------------------------------------------ outside
    def start(self) -> TestHost:
        self._thread.start()
        assert self._ready.wait(10), "the test host did not start"
        return self

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def close(self) -> None:
        loop = self._loop
        if loop is not None and self._stop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(lambda: self._stop.done() or self._stop.set_result(None))
        self._thread.join(10)

    def end(self, reason: str = "host_quit") -> None:
        """Tell every joined computer the game is closed (the host quit), then close."""
        loop = self._loop
        assert loop is not None

        async def tell() -> None:
            for ws in list(self.clients.values()):
                await ws.send(wire.encode("closed", reason=reason))
        asyncio.run_coroutine_threadsafe(tell(), loop).result(10)

    def tell(self, kind: str, **fields: Any) -> None:
        """Send every joined computer a message of ``kind`` (a ``presence``...)."""
        loop = self._loop
        assert loop is not None

        async def tell() -> None:
            for ws in list(self.clients.values()):
                await ws.send(wire.encode(kind, **fields))
        asyncio.run_coroutine_threadsafe(tell(), loop).result(10)

    def cut(self, seat: int) -> None:
        """Cut seat's connection as a dropped Wi-Fi would (no ``closed`` message)."""
        loop = self._loop
        assert loop is not None

        def cut() -> None:
            ws = self.clients.pop(seat, None)
            if ws is not None and ws.transport is not None:
                ws.transport.abort()
        loop.call_soon_threadsafe(cut)

    # ------------------------------------------------------------------ inside
    async def _main(self) -> None:
        from websockets.asyncio.server import serve
        self._loop = asyncio.get_running_loop()
        self._stop = self._loop.create_future()
        async with serve(self._serve, "127.0.0.1", 0, max_size=wire.CLIENT_MAX_BYTES,
                         compression=None) as server:
            self.port = next(iter(server.sockets)).getsockname()[1]
            self._ready.set()
            await self._stop

    def _seats(self) -> list[dict[str, Any]]:
        return [{"name": self.names.get(p, ""), "colour": ["orange", "sky", "green", "violet", "red", "pink"][p],
                 "kind": "human" if p in self.remote else "cpu", "level": "normal", "number": p + 1,
                 "where": "remote" if p in self.remote else "cpu"}
                for p in range(self.state.num_players)]

    async def _serve(self, ws: Any) -> None:
        seat: int | None = None
        try:
            async for raw in ws:
                try:
                    data = wire.decode(raw, from_host=False)
                except wire.WireError as exc:
                    self.refused.append(exc.reason)
                    await ws.send(wire.refusal(exc.reason, exc.detail))
                    continue
                self.received.append(data)
                kind = data["kind"]
                if kind == "hello":
                    seat = await self._hello(ws, data)
                    if seat is None:
                        await ws.close()
                        return
                elif seat is None:
                    self.refused.append("not_joined")
                    await ws.send(wire.refusal("not_joined"))
                elif kind == "act":
                    await self._act(ws, seat, data)
                elif kind == "answer" and self.deaf:
                    continue
                elif kind == "answer":
                    if not self.round_seq <= data["seq"] <= self.seq:     # another round
                        self.refused.append("stale")
                        await ws.send(wire.refusal("stale"))
                        continue
                    if data["answer"] in ("pass", "quiet"):
                        self.passed.add(seat)
                    else:
                        self.passed.discard(seat)
                        self.quiet.pop(seat, None)
                    if data["answer"] == "quiet":
                        self.quiet[seat] = self.state.turn_owner() != seat
                    await self._advance()
                elif kind == "bye":
                    return
        finally:
            if seat is not None and self.clients.get(seat) is ws:
                del self.clients[seat]
                if not self.started:
                    await self._lobby()

    async def _hello(self, ws: Any, data: dict[str, Any]) -> int | None:
        if not hmac.compare_digest(data["code"].encode(), self.code.encode()):
            self.refused.append("wrong_code")
            await ws.send(wire.refusal("wrong_code"))
            return None
        token = data.get("token")
        seat = next((s for s, t in self.tokens.items() if token is not None and hmac.compare_digest(t, token)), None)
        if seat is None:
            free = sorted(s for s in self.remote if s not in self.clients)
            fresh = [s for s in free if s not in self.tokens]
            asked = data.get("seat")
            free = ([asked] if asked in free else []) if asked is not None else (fresh or free)
            if not free:
                self.refused.append("no_seat")
                await ws.send(wire.refusal("no_seat"))
                return None
            seat = free[0]
            self.tokens[seat] = secrets.token_urlsafe(24)     # a new token (an old one goes)
        old = self.clients.get(seat)
        if old is not None and old is not ws:
            await old.close()
        self.clients[seat] = ws
        await ws.send(wire.encode("welcome", seat=seat, token=self.tokens[seat], game=self.game_id,
                                  options=dict(self.state.options), seats=self._seats(),
                                  files=self.files, program="0.1.0"))
        if not self.started and self.remote <= set(self.clients):
            self.started = True                  # every seat played elsewhere is there:
            for waiting in list(self.clients):   # each is sent the position
                await self._send(waiting, -1, None, [])
            await self._advance()
        elif self.started:
            await self._send(seat, -1, None, [])
            await self._advance()
        else:
            await self._lobby()
        return seat

    async def _lobby(self) -> None:
        message = wire.encode("lobby", seats=[{"seat": s, "where": "remote", "joined": s in self.clients}
                                              for s in sorted(self.remote)])
        for ws in list(self.clients.values()):
            await ws.send(message)

    async def _act(self, ws: Any, seat: int, data: dict[str, Any]) -> None:
        state = self.state
        if data["seq"] != self.seq:
            self.refused.append("stale")
            await ws.send(wire.refusal("stale"))
            return
        if state.current_player() != seat:
            self.refused.append("not_your_turn")
            await ws.send(wire.refusal("not_your_turn"))
            return
        try:
            action = state.parse_action(data["action"])
            events = state.apply(action)
        except (IllegalAction, ValueError) as exc:
            self.refused.append("illegal")
            await ws.send(wire.refusal("illegal", str(exc)))
            return
        await self._changed(seat, action, events)
        await self._advance()

    async def _changed(self, actor: int, action: Any, events: list[Any]) -> None:
        self.seq += 1
        if not isinstance(action, Pass) or not self.state.in_window():
            self.passed.clear()
            self.round_seq = self.seq            # a new round of the answer window
        self.quiet = quiet_after(self.quiet, self.state.turn_owner())
        for seat in list(self.clients):
            await self._send(seat, actor, action, events)
        if self.state.is_terminal():
            self.finished.set()

    async def _send(self, seat: int, actor: int, action: Any, events: list[Any]) -> None:
        ws = self.clients.get(seat)
        if ws is None:
            return
        text = wire.update_message(self.state, seat, self.seq, actor, action, events)
        self.sent[seat] = self.state.observation(seat).to_json()
        try:
            await ws.send(text)
        except Exception:
            self.clients.pop(seat, None)

    async def _advance(self) -> None:
        """Play chance, the computers and the passes of remote seats that passed, until
        a remote seat must decide (or the game is over)."""
        state = self.state
        while self.started and not state.is_terminal():
            player = state.current_player()
            if player == CHANCE:
                action = state.sample_chance(self.rng)
            elif player in self.agents:
                action = self.agents[player].choose(state, self.rng)
            elif state.in_window() and (player in self.passed or player in self.quiet):
                action = Pass()
            else:
                return
            events = state.apply(action)
            await self._changed(player, action, events)
            await asyncio.sleep(0)
