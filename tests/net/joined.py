"""Helpers of the joined computer's tests: a real program (dummy video driver) joined
to a host on 127.0.0.1, run frame by frame until what a test waits for happens (a
generous deadline: never a timing assert)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest
from apps import new_app

from game.net import client

#: seconds a test waits at most for the host and the joined table (a loaded machine
#: is slow; a test that passes never waits this long)
DEADLINE = 90.0


def joined_app(address: str, code: str = "4821", *, size: tuple[int, int] = (800, 600),
               lang: str = "en", autoplay: bool = True, start: bool = True) -> Any:
    """A program showing the join screen for ``address`` and ``code`` (joining at once
    with ``start``)."""
    from game.scenes.join import JoinScene
    app = new_app(size, lang, fast=True, autoplay=autoplay)
    app.scenes.push(JoinScene(app, address=address, code=code, autoplay=autoplay, start=start))
    return app


def run_until(app: Any, done: Callable[[], bool], *, dt: float = 1.0, deadline: float = DEADLINE) -> int:
    """Frames of ``dt`` seconds until ``done()`` (the host answers between them, on its
    thread); the number of frames. Fails past ``deadline`` seconds of the wall clock."""
    started = time.monotonic()
    frames = 0
    while not done():
        assert time.monotonic() - started < deadline, "the joined table never got there"
        app.frame(dt)
        frames += 1
        time.sleep(0.0005)              # the connection's and the host's threads run
    return frames


def finished(app: Any) -> Callable[[], bool]:
    """The joined game is over and everything the host sent is shown."""
    def done() -> bool:
        session = app.joined
        if session is None:
            return False
        session.receive()
        return session.state.is_terminal() and not session.pending
    return done


@pytest.fixture
def quick_client(monkeypatch):
    """A client that sends as fast as it decides (the test host takes any rate; the
    program's own host is tested with the client's usual pace)."""
    monkeypatch.setattr(client, "SEND_RATE", 10_000.0)
