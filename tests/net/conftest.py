"""tests/net: no test leaves a host's server thread, a hosted game or a joined computer
running behind it."""

from __future__ import annotations

import threading
import time

import pytest

#: the threads the host's side and these tests start (game/net/server.py, netbots.py)
OURS = ("souris-host-server", "netbots-", "standin-")


@pytest.fixture(autouse=True)
def no_thread_left_running():
    yield
    deadline = time.monotonic() + 10
    while True:
        left = [t.name for t in threading.enumerate() if t.name.startswith(OURS) and t.is_alive()]
        if not left:
            return
        assert time.monotonic() < deadline, f"threads left running: {left}"
        time.sleep(0.01)
