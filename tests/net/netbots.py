"""Joined computers for the host's tests (tests/net/): in-process WebSocket clients on
127.0.0.1 that play a seat with random legal decisions, recording every message they
receive; and a hosted game with no window on a thread of the test's own. Every wait
has a timeout: a test never hangs."""

from __future__ import annotations

import json
import random
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from game.core import registry
from game.core.protocol import CHANCE, visible_events
from game.net import wire
from game.net.hosting import Hosting, headless_seats, host_headless
from game.net.server import BURST, RATE, Bucket
from game.session import Session

#: seconds any one wait of a test may take (generous: a loaded machine)
WAIT = 30.0


def reach(game_id: str, players: int, want: Callable[[Any], bool], seeds: range = range(1, 200),
          prefer: str = "", options: dict[str, Any] | None = None) -> Any:
    """A position of a random game (``prefer`` taken whenever legal) where ``want`` holds."""
    for seed in seeds:
        state = registry.new_game(game_id, players, seed, options)
        rng = random.Random(seed)
        while not state.is_terminal() and len(state.history) < 5000:
            if want(state):
                return state
            if state.current_player() == CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            legal = state.legal_actions()
            chosen = [a for a in legal if str(a) == prefer]
            state.apply(chosen[0] if chosen else rng.choice(legal))
    raise AssertionError("no such position")


def hello(code: str, **fields: Any) -> str:
    return wire.encode("hello", code=code, **fields)


def open_client(port: int) -> ClientConnection:
    return connect(f"ws://127.0.0.1:{port}/", open_timeout=WAIT, close_timeout=2,
                   max_size=wire.HOST_MAX_BYTES, compression=None)


def receive(ws: ClientConnection, kind: str | None = None, timeout: float = WAIT) -> dict[str, Any]:
    """The next message (of ``kind``, skipping others), decoded."""
    while True:
        data = wire.decode(ws.recv(timeout=timeout), from_host=True)
        if kind is None or data["kind"] == kind:
            return data


@dataclass
class Bot:
    """A joined computer playing random legal decisions (claims and passes at random in
    answer windows), on a thread; everything received kept in ``received``."""

    port: int
    code: str
    game_id: str
    rng_seed: int
    #: the pace of a person (the host's rate, a little under it); False: at the
    #: computer's speed (a host told to take it: ``HostedGame(fast=True)``)
    paced: bool = True
    seat: int | None = None
    token: str | None = None
    claim_rate: float = 0.5
    #: a decision taken whenever legal, with this chance (Chaos's wrong claims open
    #: its answer windows)
    prefer: tuple[str, float] = ("", 0.0)
    #: stop after this many updates (a computer killed mid-game); None: to the end
    quit_after: int | None = None
    #: leave with no goodbye (a lid closed): the connection is cut
    abrupt: bool = False
    received: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    updates: list[wire.Update] = field(default_factory=list)
    closed: str | None = None
    welcome: dict[str, Any] | None = None
    actions_sent: int = 0
    #: answers sent in answer windows, and decisions (not passes) played in them
    answers: dict[str, int] = field(default_factory=dict)
    window_plays: int = 0
    error: BaseException | None = None

    def __post_init__(self) -> None:
        self.rng = random.Random(self.rng_seed)
        self.game = registry.game_class(self.game_id)
        self.thread = threading.Thread(target=self._run, daemon=True, name=f"bot-{self.rng_seed}")
        self.stop = threading.Event()
        # a person's pace: never over the host's rate (a little under it)
        self.bucket = Bucket(RATE * 0.9, BURST - 4, time.monotonic())
        self._round: int | None = None
        self._answered: int | None = None
        self._passed: int | None = None

    def start(self) -> Bot:
        self.thread.start()
        return self

    def join(self, timeout: float = 60.0) -> None:
        self.thread.join(timeout)
        assert not self.thread.is_alive(), "the joined computer never finished"
        if self.error is not None:
            raise self.error

    def _run(self) -> None:
        try:
            with open_client(self.port) as ws:
                fields: dict[str, Any] = {"lang": "fr", "name": f"Bot{self.rng_seed}"}
                if self.seat is not None:
                    fields["seat"] = self.seat
                if self.token is not None:
                    fields["token"] = self.token
                ws.send(hello(self.code, **fields))
                while not self.stop.is_set():
                    try:
                        text = ws.recv(timeout=0.2)
                    except TimeoutError:
                        continue
                    except ConnectionClosed:
                        return
                    assert isinstance(text, str)
                    self.received.append(text)
                    if not self._take(ws, wire.decode(text, from_host=True)):
                        break
                if self.abrupt:
                    ws.socket.shutdown(socket.SHUT_RDWR)
                    ws.socket.close()
        except BaseException as exc:  # noqa: BLE001 - reported by join()
            self.error = exc

    def _take(self, ws: ClientConnection, data: dict[str, Any]) -> bool:
        kind = data["kind"]
        if kind == "welcome":
            self.welcome = data
            self.seat, self.token = data["seat"], data["token"]
        elif kind == "refused":
            self.refused.append(data["reason"])
        elif kind == "closed":
            self.closed = data["reason"]
            return False
        elif kind == "update":
            update = wire.read_update(self.game, data)
            self.updates.append(update)
            if self.quit_after is not None and len(self.updates) >= self.quit_after:
                return False
            self._decide(ws, update)
        return True

    def _decide(self, ws: ClientConnection, update: wire.Update) -> None:
        status, seat = update.status, self.seat
        if status.in_window and (self._round is None or (update.actor >= 0 and update.action != "pass")):
            self._round = update.seq                 # a new round of the answer window
        if not status.in_window:
            self._round = None
        if status.to_play == seat and status.legal:
            if status.in_window and self._passed == self._round:
                return                               # the host passes for us
            action = self.rng.choice(status.legal)
            if self.prefer[0] in status.legal and self.rng.random() < self.prefer[1]:
                action = self.prefer[0]
            if status.in_window and action != "pass":
                self.window_plays += 1
            self._pace()
            ws.send(wire.encode("act", seq=update.seq, action=action))
            self.actions_sent += 1
        elif (status.in_window and seat in status.window_seats and self._answered != self._round):
            self._answered = self._round
            answer = "claim" if self.rng.random() < self.claim_rate else "pass"
            if answer == "pass":
                self._passed = self._round
            self.answers[answer] = self.answers.get(answer, 0) + 1
            self._pace()
            ws.send(wire.encode("answer", seq=update.seq, answer=answer))

    def _pace(self) -> None:
        while self.paced and not self.bucket.take(time.monotonic()):
            time.sleep(0.01)


@dataclass
class HostedGame:
    """A game hosted with no window on a thread (host_headless), with the host's
    observation and visible events of every update recorded for each seat."""

    game_id: str
    players: int
    remote: set[int]
    seed: int = 1
    options: dict[str, Any] = field(default_factory=dict)
    code: str = "4821"
    level: str = "random"
    extra: dict[str, Any] = field(default_factory=dict)
    #: joined computers playing at the computer's speed: the host takes more a second
    fast: bool = False
    #: the position the game is hosted from (None: a new game of ``seed``)
    state: Any = None

    def __post_init__(self) -> None:
        if self.fast:
            self.extra = {"rate": 10_000.0, "burst": 10_000, **self.extra}
        seats = headless_seats(self.game_id, self.players, self.remote, self.level)
        if self.state is not None:
            self.session = Session(self.state, seats)
        else:
            self.session = Session.new(self.game_id, seats, seed=self.seed, options=self.options,
                                       autosave=False)
        self.hosting: Hosting | None = None
        self.ready = threading.Event()
        self.stop = threading.Event()
        self.error: BaseException | None = None
        #: seq -> {seat: (observation JSON, events JSON)} as the host saw them
        self.truth: dict[int, dict[int, tuple[Any, Any]]] = {}
        self.thread = threading.Thread(target=self._run, daemon=True, name="host")

    def _started(self, driver: Any) -> None:
        self._record(0, [])

        def watch(actor: int, action: Any, events: list[Any]) -> None:
            assert self.hosting is not None
            self._record(self.hosting.seq, events)
        driver.watchers.append(watch)

    def _record(self, seq: int, events: list[Any]) -> None:
        state = self.session.state
        self.truth[seq] = {seat: json.loads(json.dumps(
            (state.observation(seat).to_json(), wire.events_to_json(visible_events(events, seat)))))
            for seat in sorted(self.remote)}

    def _ready(self, hosting: Hosting) -> None:
        self.hosting = hosting
        self.ready.set()

    def _run(self) -> None:
        try:
            host_headless(self.session, code=self.code, port=0, host="127.0.0.1",
                          ready=self._ready, started=self._started,
                          should_stop=self.stop.is_set, **self.extra)
        except BaseException as exc:  # noqa: BLE001 - reported by finish()
            self.error = exc
            self.ready.set()

    def start(self) -> int:
        self.thread.start()
        assert self.ready.wait(WAIT), "the host never listened"
        if self.error is not None:
            raise self.error
        assert self.hosting is not None
        return self.hosting.port

    def finish(self, timeout: float = 120.0) -> dict[str, Any]:
        self.thread.join(timeout)
        if self.thread.is_alive():
            self.stop.set()
            self.thread.join(WAIT)
            raise AssertionError("the hosted game never ended")
        if self.error is not None:
            raise self.error
        assert self.hosting is not None
        assert not self.hosting.server.running and not self.hosting.server._thread.is_alive()
        return self.hosting.summary()

    def close(self) -> None:
        """Stop the host whatever happened (a test's cleanup)."""
        self.stop.set()
        self.thread.join(WAIT)

    def check_bot(self, bot: Bot) -> None:
        """Every update ``bot`` received is its seat's observation and visible events as
        the host had them, and its last is the host's final position for its seat."""
        assert bot.seat is not None and bot.updates
        for text in bot.received:
            data = json.loads(text)
            if data["kind"] != "update":
                continue
            observation, events = self.truth[data["seq"]][bot.seat]
            assert data["observation"] == observation
            if data["actor"] != -1 or data["events"]:
                assert data["events"] == events
        last = bot.updates[-1]
        assert last.observation == self.session.state.observation(bot.seat)
