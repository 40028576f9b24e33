"""The joined computer's connection (game/net/client.py): the problems it says in words
(a wrong code, no host there, an address off the home network), the reconnect token
kept in the player folder and read with care, and the way back to the seat after a
drop, the game going on to its end. All on 127.0.0.1."""

from __future__ import annotations

import json
import socket
import time

import pytest
from apps import close
from joined import (
    finished,
    joined_app,
    quick_client,  # noqa: F401 -- the fixture, used by pytestmark
    run_until,
)
from testhost import TestHost

pytestmark = pytest.mark.usefixtures("quick_client")

from game import i18n
from game.net import wire
from game.net.client import (
    Address,
    Connection,
    Kept,
    Problem,
    TokenStore,
    check_code,
    home_address,
    parse_address,
    problem_words,
)
from game.net.joining import Joining

QUICK = {"retry_delays": (0.05, 0.1), "open_timeout": 5.0}


def wait_for(check, seconds: float = 30.0) -> None:
    started = time.monotonic()
    while not check():
        assert time.monotonic() - started < seconds, "never happened"
        time.sleep(0.005)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.mark.parametrize("text, address", [
    ("127.0.0.1:8765", Address("127.0.0.1", 8765)),
    (" 192.168.1.20:47470 ", Address("192.168.1.20", 47470)),
    ("[fe80::1]:9000", Address("fe80::1", 9000)),
    ("mamie-laptop.local:47470", Address("mamie-laptop.local", 47470)),
])
def test_addresses_are_read(text: str, address: Address) -> None:
    assert parse_address(text) == address
    assert parse_address(str(address)) == address


@pytest.mark.parametrize("text", ["", "127.0.0.1", "127.0.0.1:", "127.0.0.1:0", "127.0.0.1:99999",
                                  "a b:80", "[::1:80", "host:80x", "-x:80"])
def test_bad_addresses_are_a_problem_not_a_crash(text: str) -> None:
    with pytest.raises(ValueError, match="address"):
        parse_address(text)


def test_only_the_home_network() -> None:
    for ip in ("127.0.0.1", "192.168.1.20", "10.0.0.7", "172.16.3.4", "169.254.2.2", "::1",
               "fe80::1", "fd00::5", "::ffff:192.168.0.2"):
        assert home_address(ip), ip
    for ip in ("8.8.8.8", "2001:4860::8888", "::ffff:8.8.8.8", "nonsense"):
        assert not home_address(ip), ip
    assert check_code(" 48 21 ") == "4821"
    for bad in ("48", "48a1", "123456789"):
        with pytest.raises(ValueError):
            check_code(bad)


def test_an_address_off_the_home_network_is_never_tried(home) -> None:
    # refused before any connection is made: nothing leaves this machine
    joining = Joining("8.8.8.8:80", "4821", tokens=TokenStore(home / "t.json"), **QUICK)
    wait_for(lambda: joining.poll() is None and joining.status == "failed")
    assert joining.problem == Problem("not_home")


def test_no_host_there_and_a_wrong_code(home) -> None:
    joining = Joining(f"127.0.0.1:{free_port()}", "4821", tokens=TokenStore(home / "t.json"), **QUICK)
    wait_for(lambda: joining.poll() is None and joining.status == "failed")
    assert joining.problem is not None and joining.problem.reason == "not_found"
    host = TestHost("cubes", 2, {0}).start()
    try:
        joining = Joining(host.address, "1111", tokens=TokenStore(home / "t.json"), **QUICK)
        wait_for(lambda: joining.poll() is None and joining.status == "failed")
        assert joining.problem is not None and joining.problem.reason == "wrong_code"
        assert host.refused == ["wrong_code"]
        bad = Joining(host.address, "12", tokens=TokenStore(home / "t.json"))
        assert bad.status == "failed" and bad.problem == Problem("code")
    finally:
        host.close()


def test_every_problem_has_words_in_both_languages() -> None:
    from game.net.client import PROBLEMS
    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            for reason in PROBLEMS | wire.REASONS:
                words = problem_words(Problem(reason))
                assert words and words != i18n.t("join.problem.other") or reason in (
                    "bad_json", "too_large", "unknown_kind", "not_joined", "not_your_turn",
                    "stale", "illegal"), (lang, reason)
    finally:
        i18n.set_language("en")


def test_the_token_file_is_read_with_care(home) -> None:
    store = TokenStore(home / "net" / "tokens.json")
    assert store.get("127.0.0.1:1") is None and store.problem is None
    kept = Kept("a" * 32, 2, "chaos", "4821")
    store.put("127.0.0.1:1", kept)
    assert TokenStore(store.path).get("127.0.0.1:1") == kept
    for damage in ("{", "[]", json.dumps({"version": 9, "hosts": {}}), "\udcff",
                   json.dumps({"version": 1, "hosts": {"x:1": {"token": "short", "seat": 1,
                                                               "game": "chaos", "code": "4821"}}})):
        store.path.write_text(damage, encoding="utf-8", errors="surrogateescape")
        fresh = TokenStore(store.path)
        assert fresh.get("x:1") is None
        assert fresh.problem is not None          # noted, never a crash
    store.put("127.0.0.1:1", kept)                # a damaged file is replaced
    assert TokenStore(store.path).get("127.0.0.1:1") == kept
    store.forget("127.0.0.1:1")
    assert TokenStore(store.path).get("127.0.0.1:1") is None
    store.remember("192.168.1.20:47470", "Mamie")
    store.put("127.0.0.1:1", kept)                # the last address and name stay
    assert TokenStore(store.path).last() == ("192.168.1.20:47470", "Mamie")
    data = json.loads(store.path.read_text())
    data["last"] = {"address": "x:1", "name": "Ma\u0000mie"}
    store.path.write_text(json.dumps(data))
    assert TokenStore(store.path).last() == ("", "")            # a name that cannot be shown
    assert TokenStore(store.path).get("127.0.0.1:1") == kept    # the tokens still read


def test_back_to_the_seat_after_a_drop(home) -> None:
    """The connection is cut mid-game (no goodbye): the client comes back with its kept
    token to the same seat, and the game goes on to its end with the
    joined table on the host's observation."""
    host = TestHost("cubes", 2, {1}, names={1: "Papi"}).start()
    app = joined_app(host.address)
    try:
        run_until(app, lambda: app.joined is not None and app.joined.state.seq > 10)
        session = app.joined
        token = json.loads((home / "net" / "tokens.json").read_text())["hosts"][host.address]["token"]
        assert token == host.tokens[1]
        host.cut(1)
        run_until(app, lambda: session.connection.reconnects >= 1 and session.connection.status == "joined")
        run_until(app, finished(app))
        for _ in range(20):
            app.frame(0.3)
        assert session.seat == 1 and session.matches_host()
        table = next(s for s in app.scenes.stack if hasattr(s, "driver"))
        assert table.driver.resyncs == 1                 # the position shown whole once back
        assert session.state.observation(1).to_json() == host.sent[1]
        assert host.tokens == {1: token}             # the same seat, no second one taken
        hellos = [m for m in host.received if m["kind"] == "hello"]
        assert len(hellos) >= 2 and hellos[-1]["token"] == token and hellos[-1]["seat"] == 1
    finally:
        close(app)
        host.close()


def test_leaving_says_bye_and_keeps_the_token(home) -> None:
    host = TestHost("cubes", 2, {0}).start()
    try:
        connection = Connection(parse_address(host.address), "4821", name="Mamie", lang="fr",
                                tokens=TokenStore(home / "t.json"), **QUICK).start()
        wait_for(lambda: connection.status == "joined")
        hello = host.received[0]
        assert hello["lang"] == "fr" and hello["name"] == "Mamie" and hello["token"] is None
        wait_for(lambda: any(m["kind"] == "update" for m in connection.poll()))
        connection.close()
        connection.join()
        wait_for(lambda: host.received[-1]["kind"] == "bye")
        assert TokenStore(home / "t.json").get(host.address) is not None
    finally:
        host.close()


def test_the_host_ending_the_game_is_said_in_words(home) -> None:
    """The host quits mid-game (its ``closed``): the joined table says so over the
    title screen, and the token of that game is kept (the host may continue it)."""
    from game.scenes.message import MessageScene
    from game.scenes.title import TitleScene
    host = TestHost("chaos", 3, {0}).start()
    app = joined_app(host.address, lang="fr")
    try:
        run_until(app, lambda: app.joined is not None and app.joined.state.seq > 5)
        host.end("host_quit")
        run_until(app, lambda: isinstance(app.scenes.top, MessageScene))
        assert isinstance(app.scenes.stack[0], TitleScene) and len(app.scenes.stack) == 2
        assert app.scenes.top.text == i18n.t("join.problem.closed_host_quit")
        assert TokenStore().get(host.address) is not None
    finally:
        close(app)
        host.close()


def test_a_seat_away_is_said_on_the_joined_table(home) -> None:
    """The game waits for a seat whose computer is away (the host's ``presence``): the
    joined table says so in its banner, and the usual status is back with that seat."""
    host = TestHost("cubes", 3, {0, 1}, names={1: "Papi"}).start()
    other = Connection(parse_address(host.address), "4821", seat=1,
                       tokens=TokenStore(home / "other.json"), **QUICK).start()
    app = joined_app(host.address)
    try:
        wait_for(lambda: other.status == "joined")
        run_until(app, lambda: app.joined is not None and app.joined.state.current_player() == 1
                  and not app.joined.pending)
        table = next(s for s in app.scenes.stack if hasattr(s, "driver"))
        host.tell("presence", seats=[{"seat": 1, "connected": False, "standin": False}])
        words = i18n.t("join.away", name="Papi")
        run_until(app, lambda: table.banner.status == words)
        host.tell("presence", seats=[{"seat": 1, "connected": True, "standin": False}])
        run_until(app, lambda: table.banner.status != words)
    finally:
        close(app)
        other.close()
        host.close()
