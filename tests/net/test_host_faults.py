"""Faults between the host and the joined computers, on 127.0.0.1: a proxy in the way
that delays every piece of traffic and cuts each connection after a while. The joined
computers come back with their tokens each time, and the game ends finished and
consistent: each one's last view is the host's final position for its seat."""

from __future__ import annotations

import asyncio
import os
import random
import threading

import pytest
from netbots import WAIT, Bot, HostedGame

SOAK = int(os.environ.get("SOURIS_SOAK_GAMES", "0") or 0)


class Proxy:
    """Forwards 127.0.0.1:``port`` to the host's port, each chunk after a random delay
    (order kept), and cuts each connection after a random number of chunks."""

    def __init__(self, target: int, seed: int, delay: float = 0.004,
                 cut: tuple[int, int] = (30, 120)) -> None:
        self.target, self.delay, self.cut = target, delay, cut
        self.rng = random.Random(seed)
        self.port = 0
        self.cuts = 0
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Future[None] | None = None
        self.thread = threading.Thread(target=lambda: asyncio.run(self._main()), daemon=True,
                                       name="netbots-proxy")

    def __enter__(self) -> Proxy:
        self.thread.start()
        assert self._ready.wait(WAIT)
        return self

    def __exit__(self, *exc: object) -> None:
        loop, stop = self._loop, self._stop
        assert loop is not None and stop is not None
        loop.call_soon_threadsafe(lambda: stop.done() or stop.set_result(None))
        self.thread.join(WAIT)

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = self._loop.create_future()
        server = await asyncio.start_server(self._handle, "127.0.0.1", 0)
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        tasks: set[asyncio.Task] = set()
        self._tasks = tasks
        await self._stop
        server.close()
        for task in list(tasks):
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await server.wait_closed()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target)
        except OSError:
            writer.close()
            return
        left = [self.rng.randint(*self.cut)]

        async def pump(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
            while left[0] > 0:
                chunk = await src.read(4096)
                if not chunk:
                    break
                await asyncio.sleep(self.rng.random() * self.delay)
                dst.write(chunk)
                await dst.drain()
                left[0] -= 1
        try:
            done, pending = await asyncio.wait(
                [asyncio.create_task(pump(reader, up_writer)), asyncio.create_task(pump(up_reader, writer))],
                return_when=asyncio.FIRST_COMPLETED)
            for other in pending:
                other.cancel()
            if left[0] <= 0:
                self.cuts += 1
        finally:
            for w in (writer, up_writer):
                w.transport.abort()
            self._tasks.discard(task)


@pytest.mark.parametrize("game_id, players, options", [
    ("gouda", 3, {"powers": "set"}),
    pytest.param("drole", 3, {}, marks=pytest.mark.skipif(not SOAK, reason="a soak's")),
    pytest.param("chaos", 3, {}, marks=pytest.mark.skipif(not SOAK, reason="a soak's"))])
def test_delayed_and_cut_connections_end_in_a_finished_consistent_game(game_id, players, options) -> None:
    hosted = HostedGame(game_id, players, {0, 2}, seed=8, options=options, fast=True,
                        level="normal" if game_id == "chaos" else "random")
    try:
        port = hosted.start()
        with Proxy(port, seed=1) as proxy:
            bots = [Bot(proxy.port, hosted.code, game_id, rng_seed=k, paced=False, seat=2 * k,
                        reconnects=1000).start() for k in range(2)]
            summary = hosted.finish()
            for bot in bots:
                bot.join()
    finally:
        hosted.close()
    assert summary["finished"] and summary["clients"] == 2
    assert proxy.cuts >= 2 and summary["joins"] > 2
    for bot in bots:
        assert bot.dropped > 0 and bot.closed == "finished"
        assert set(bot.refused) <= {"stale", "not_your_turn"}
        assert bot.updates[-1].observation == hosted.session.state.observation(bot.seat)
