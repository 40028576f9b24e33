"""The host's WebSocket server (game/net/server.py) on 127.0.0.1: every bad message is
refused with its reason and counted, never handed to the game; the join code's
lockout; the rate; a computer that never reads is cut without slowing the others; the
home network only. The rate and the lockout run on a clock of the test's own."""

from __future__ import annotations

import base64
import json
import os
import socket
import time

import pytest
from netbots import WAIT, hello, open_client, receive
from websockets.exceptions import ConnectionClosed, InvalidStatus

from game.net import wire
from game.net.server import BURST, FLOOD, HARD_MAX_BYTES, LOCKOUT, WRONG_CODES, Server, home_network


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def server(clock):
    made = Server("4821", tokens=frozenset({"t" * 32}), clock=clock)
    made.start()
    yield made
    made.stop()
    assert made._thread is not None and not made._thread.is_alive()


def arrived(server: Server, kind: str, timeout: float = WAIT) -> list:
    """Wait for a message of ``kind`` to reach the game; all that arrived."""
    got: list = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        server.wait(0.05)
        got += server.poll()
        if any(m.kind == kind for m in got):
            return got
    raise AssertionError(f"no {kind} reached the game")


@pytest.mark.parametrize("message, reason", [
    ("{not json", "bad_json"),
    ('"a string"', "bad_json"),
    (json.dumps({"v": 2, "kind": "act", "seq": 1, "action": "end"}), "version"),
    (json.dumps({"v": 1, "kind": "teleport"}), "unknown_kind"),
    (json.dumps({"v": 1, "kind": "act", "seq": "one", "action": "end"}), "bad_field"),
    ("x" * (wire.CLIENT_MAX_BYTES + 1), "too_large"),
    (b"\xff\xfe\x00", "bad_json"),
])
def test_a_bad_message_is_refused_and_never_reaches_the_game(server, message, reason) -> None:
    with open_client(server.port) as ws:
        ws.send(message)
        refused = receive(ws)
        assert refused["kind"] == "refused" and refused["reason"] == reason
        ws.send(wire.encode("bye"))                      # the connection goes on
        got = arrived(server, "bye")
    assert [m.kind for m in got] == ["bye"]
    assert server.counts.refused == 1 and server.counts.reasons == {reason: 1}


def test_a_message_far_too_large_is_not_even_read(server) -> None:
    with open_client(server.port) as ws:
        ws.send("x" * (HARD_MAX_BYTES + 1))
        with pytest.raises(ConnectionClosed) as cut:
            ws.recv(timeout=WAIT)
    assert cut.value.rcvd is not None and cut.value.rcvd.code == 1009
    arrived(server, "gone")
    assert server.counts.reasons == {"too_large": 1}


def test_wrong_codes_lock_the_address_out(server, clock) -> None:
    with open_client(server.port) as ws:
        for _ in range(WRONG_CODES):
            ws.send(hello("1111"))
            assert receive(ws)["reason"] == "wrong_code"
        ws.send(hello("4821"))                            # the right code, too late
        assert receive(ws)["reason"] == "locked_out"
        ws.send(hello("1111", token="t" * 32))            # a token neither
        assert receive(ws)["reason"] == "locked_out"
        clock.now += LOCKOUT + 1
        ws.send(hello("4821"))
        got = arrived(server, "hello")
    assert [m.kind for m in got] == ["hello"]
    assert server.counts.reasons == {"wrong_code": WRONG_CODES, "locked_out": 2}


def test_a_reconnect_token_needs_no_code(server) -> None:
    with open_client(server.port) as ws:
        ws.send(hello("0000", token="t" * 32))
        got = arrived(server, "hello")
    assert got[0].data["token"] == "t" * 32 and server.refused == 0


def test_too_many_messages_a_second_are_refused_then_the_flooder_cut(server) -> None:
    # the test's clock stands still: the bucket never fills again
    bye = wire.encode("bye")
    with open_client(server.port) as ws:
        for _ in range(BURST):
            ws.send(bye)
        try:
            for _ in range(FLOOD + 5):
                ws.send(bye)
        except ConnectionClosed:
            pass                                          # cut while it still sent
        reasons = []
        with pytest.raises(ConnectionClosed) as cut:
            while True:
                reasons.append(receive(ws)["reason"])
    assert cut.value.rcvd is not None and cut.value.rcvd.code == 1008
    got = arrived(server, "gone")
    assert [m.kind for m in got].count("bye") == BURST
    assert reasons == ["too_fast"] * FLOOD and server.counts.reasons == {"too_fast": FLOOD}
    assert server.counts.flooders == 1


def test_peers_outside_the_home_network_are_refused() -> None:
    for address in ("127.0.0.1", "::1", "10.1.2.3", "172.20.0.5", "192.168.1.20", "169.254.3.4",
                    "fe80::1%eth0", "fd12:3456::1", "::ffff:192.168.1.2"):
        assert home_network(address), address
    for address in ("8.8.8.8", "2001:4860::8888", "100.64.0.1", "172.32.0.1", "::ffff:8.8.8.8",
                    "0.0.0.0", "", "not an address"):
        assert not home_network(address), address
    with Server("4821", allow=lambda address: False) as far:
        far.start()
        with pytest.raises(InvalidStatus) as refused:
            open_client(far.port)
        assert refused.value.response.status_code == 403
        assert far.connected() == 0 and not far.poll()


def raw_client(port: int) -> socket.socket:
    """A WebSocket client that sends its hello and then never reads (a tiny buffer)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.settimeout(WAIT)
    sock.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                  "Sec-WebSocket-Version: 13\r\n\r\n").encode())
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += sock.recv(1)
    assert answer.startswith(b"HTTP/1.1 101")
    payload = hello("4821").encode()
    mask = os.urandom(4)
    sock.sendall(bytes([0x81, 0x80 | len(payload)]) + mask
                 + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
    return sock


@pytest.mark.parametrize("limits", [
    {"send_queue": 1 << 20, "send_timeout": 30.0},     # its queue overflows
    {"send_queue": 1 << 30, "send_timeout": 1.0},      # a send does not finish in time
])
def test_a_computer_that_never_reads_is_cut_and_the_others_go_on(clock, limits) -> None:
    with Server("4821", clock=clock, **limits) as server:
        server.start()
        sleeper = raw_client(server.port)
        with open_client(server.port) as ws:
            ws.send(hello("4821"))
            got = arrived(server, "hello")
            while len([m for m in got if m.kind == "hello"]) < 2:
                got += arrived(server, "hello")
            sleeper_id = next(m.client for m in got if m.kind == "hello")
            reader_id = next(m.client for m in got if m.kind == "hello" and m.client != sleeper_id)
            big = wire.encode("lobby", seats=[], pad="x" * 200_000)
            for number in range(60):
                server.send(sleeper_id, big)
                server.send(reader_id, wire.encode("lobby", seats=[], n=number))
            numbers = [receive(ws, "lobby")["n"] for _ in range(60)]
            assert numbers == list(range(60))
            gone = arrived(server, "gone")
            assert [m.client for m in gone if m.kind == "gone"] == [sleeper_id]
            assert server.counts.slow == 1
            ws.send(wire.encode("bye"))                       # this one is still there
            assert any(m.kind == "bye" for m in arrived(server, "bye"))
        sleeper.close()
