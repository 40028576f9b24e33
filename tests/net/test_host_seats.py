"""Remote seats at the host's table (game/net/hosting.py), on 127.0.0.1: a decision
from the network is played only when it is the seat's, of the latest position and
legal, and everything else is refused with its reason and changes nothing; a computer
killed mid-game comes back to its seat with its token (or a computer plays for it);
the waiting screen's Lobby; a joined computer's bytes hold nothing of another seat."""

from __future__ import annotations

import json
import random
import time

import pytest
from netbots import WAIT, Bot, HostedGame, hello, open_client, reach, receive

from game.core.protocol import CHANCE
from game.core.save_file import parse_save
from game.core.seats import Seat
from game.core.thinking import InlineThinker
from game.net import wire
from game.net.hosting import HeadlessTable, Hosting, headless_seats
from game.session import Session
from game.table.driver import TurnDriver


def until_asked(ws, seat: int) -> dict:
    """The first update where ``seat`` is asked (its legal actions sent)."""
    while True:
        data = receive(ws, "update")
        if data["status"]["to_play"] == seat and data["status"]["legal"]:
            return data


def refused(ws, message: str) -> str:
    ws.send(message)
    return receive(ws, "refused")["reason"]


def test_decisions_not_the_seats_stale_or_illegal_are_refused_and_change_nothing() -> None:
    hosted = HostedGame("cubes", 2, {0, 1}, seed=5)
    try:
        port = hosted.start()
        with open_client(port) as a, open_client(port) as b:
            a.send(hello("4821", seat=0, name="Mamie"))
            b.send(hello("4821", seat=1))
            assert receive(a, "welcome")["seat"] == 0 and receive(b, "welcome")["seat"] == 1
            first = receive(a, "update")
            assert first["seq"] == 0
            mover = first["status"]["to_play"]
            while mover not in (0, 1):                         # chance first
                first = receive(a, "update")
                mover = first["status"]["to_play"]
            asked, other = (a, b) if mover == 0 else (b, a)
            update = first if mover == 0 else until_asked(b, 1)
            seq, legal = update["seq"], update["status"]["legal"]
            history = len(hosted.session.state.history)
            # another seat's decision, from the other computer
            assert refused(other, wire.encode("act", seq=seq, action=legal[0])) == "not_your_turn"
            assert refused(asked, wire.encode("act", seq=seq + 1, action=legal[0])) == "stale"
            assert refused(asked, wire.encode("act", seq=seq + 5, action=legal[0])) == "stale"
            assert refused(asked, wire.encode("act", seq=seq, action="teleport 99")) == "illegal"
            assert refused(asked, wire.encode("act", seq=seq, action="")) == "illegal"
            assert refused(asked, wire.encode("answer", seq=seq, answer="claim")) == "not_your_turn"
            assert refused(asked, wire.encode("hello", code="4821")) == "no_seat"
            assert refused(asked, '{"v":1,"kind":"act"}') == "bad_field"
            with open_client(port) as c:                       # a third computer
                assert refused(c, wire.encode("act", seq=seq, action=legal[0])) == "not_joined"
                assert refused(c, hello("4821", seat=0)) == "no_seat"
                assert refused(c, hello("4821")) == "no_seat"
                assert refused(c, hello("9999")) == "wrong_code"
            assert len(hosted.session.state.history) == history   # nothing changed
            asked.send(wire.encode("act", seq=seq, action=legal[-1]))
            after = receive(asked, "update")
            assert after["seq"] == seq + 1 and after["actor"] == mover
            assert after["action"] == legal[-1]
            assert hosted.hosting is not None
            assert hosted.hosting.server.refused == 12
    finally:
        hosted.close()
    assert not hosted.thread.is_alive()


def kill(bot: Bot) -> None:
    """Cut ``bot``'s connection as a closed lid would: no goodbye."""
    bot.stop.set()
    bot.join()


@pytest.mark.parametrize("game_id, players, options", [("gouda", 3, {"powers": "set"}),
                                                       ("cubes", 2, {})])
def test_a_computer_killed_mid_game_takes_its_seat_back_with_its_token(game_id, players, options) -> None:
    hosted = HostedGame(game_id, players, {0, 1}, seed=7, options=options, fast=True)
    try:
        port = hosted.start()
        stays = Bot(port, hosted.code, game_id, rng_seed=1, paced=False, seat=1).start()
        leaves = Bot(port, hosted.code, game_id, rng_seed=2, paced=False, seat=0, quit_after=12,
                     abrupt=True).start()
        leaves.join()
        assert leaves.token is not None and len(leaves.updates) == 12
        # the table waits for seat 0; the other computer is told it is away
        deadline = time.monotonic() + WAIT
        while not any(json.loads(t).get("seats") == [{"seat": 0, "connected": False, "standin": False},
                                                      {"seat": 1, "connected": True, "standin": False}]
                      for t in stays.received if '"presence"' in t):
            assert time.monotonic() < deadline, "the other seat was never told"
            time.sleep(0.02)
        # back with its token (and a code it no longer knows)
        back = Bot(port, "0000", game_id, rng_seed=3, paced=False, token=leaves.token).start()
        summary = hosted.finish()
        back.join()
        stays.join()
    finally:
        hosted.close()
    assert summary["finished"] and summary["clients"] == 2 and summary["joins"] == 3
    assert back.seat == 0 and back.welcome is not None and back.welcome["token"] == leaves.token
    assert back.updates[0].actor == -1 and not back.updates[0].events     # the position as it is
    for bot in (back, stays):
        assert bot.closed == "finished" and set(bot.refused) <= {"stale"}
        hosted.check_bot(bot)


def test_a_computer_plays_for_an_away_seat_when_the_host_lets_it() -> None:
    hosted = HostedGame("gouda", 3, {0, 2}, seed=9, options={"powers": 3}, fast=True,
                        extra={"standin": True})
    try:
        port = hosted.start()
        stays = Bot(port, hosted.code, "gouda", rng_seed=1, paced=False, seat=2).start()
        leaves = Bot(port, hosted.code, "gouda", rng_seed=2, paced=False, seat=0, quit_after=5,
                     abrupt=True).start()
        summary = hosted.finish()
        stays.join()
    finally:
        hosted.close()
    assert summary["finished"] and len(leaves.updates) == 5
    assert any('"standin":true' in t for t in stays.received)
    hosted.check_bot(stays)


def test_the_lobby_and_the_host_table_of_remote_seats() -> None:
    seats = headless_seats("gouda", 3, {1, 2}, "normal")
    seats[0] = Seat("Papa", seats[0].colour, "human", "normal", 1)        # at the host's screen
    session = Session.new("gouda", seats, seed=4, options={"powers": "set"}, autosave=False)
    hosting = Hosting(session, host="127.0.0.1", port=0, key=b"k" * 32)
    try:
        assert hosting.start() > 0 and len(hosting.code) == 4 and hosting.code.isdigit()
        assert all(not a.startswith("127.") and ":" not in a for a in hosting.addresses())
        assert [(s.seat, s.joined) for s in hosting.seats()] == [(1, False), (2, False)]
        with open_client(hosting.port) as ws:
            ws.send(hello(hosting.code, name="Mamie"))
            deadline = time.monotonic() + WAIT
            while not hosting.seats()[0].joined:              # the waiting screen's frames
                assert time.monotonic() < deadline
                time.sleep(0.01)
            welcome = receive(ws, "welcome")
            assert welcome["seat"] == 1 and welcome["game"] == "gouda"
            assert [s["where"] for s in welcome["seats"]] == ["host", "remote", "remote"]
            assert welcome["seats"][1]["name"] == "Mamie" and welcome["options"]["powers"] == "set"
            assert receive(ws, "lobby")["seats"][0]["joined"] is True
            assert hosting.seats()[0].name == "Mamie" and not hosting.all_joined()
            # the game starts: the host's screen shows seat 0 only, never hands over
            table = HeadlessTable()
            driver = TurnDriver(session, table, InlineThinker(), private_turns=True)
            hands: list[int] = []
            table.hand_over = hands.append                  # type: ignore[method-assign]
            hosting.attach(driver)
            assert receive(ws, "update")["seq"] == 0
            for _ in range(400):
                hosting.update()
                driver.update(0.05)
                assert driver.viewer in (None, 0) and not hands
                if session.state.current_player() in (1, 2):
                    assert not driver.can_act() and driver.deciding() is None
                    assert driver.legal_actions() == []
            hosting.close()
            assert receive(ws, "closed")["reason"] == "host_quit"
    finally:
        hosting.close()
    assert not hosting.server.running


def test_a_remote_seat_is_kept_in_the_save() -> None:
    seat = Seat("Mamie", "orange", "human", "normal", 2, remote=True)
    assert seat.to_dict()["remote"] is True and Seat.from_dict(seat.to_dict()) == seat
    assert "remote" not in Seat("", "orange").to_dict()              # a save reads as before
    with pytest.raises(ValueError):
        Seat.from_dict({**seat.to_dict(), "kind": "cpu"})
    with pytest.raises(ValueError):
        Seat.from_dict({**seat.to_dict(), "remote": "yes"})
    session = Session.new("cubes", [seat, Seat("", "sky", "cpu", "normal", 1)], seed=2,
                          autosave=False)
    text = session.save_data().to_json(session.state)
    assert parse_save(__import__("pathlib").Path("x.json"), text).seats[0].remote


def first_view(state, seat: int, seats: list[Seat]) -> list[str]:
    """The bytes a computer joining ``seat`` of a game hosted at ``state`` receives."""
    session = Session(state, [s.copy() for s in seats])
    hosting = Hosting(session, code="4821", host="127.0.0.1", port=0, key=b"k" * 32)
    try:
        hosting.start()
        hosting.attach(TurnDriver(session, HeadlessTable(), InlineThinker()))
        with open_client(hosting.port) as ws:
            ws.send(hello("4821", seat=seat))
            got: list = []
            deadline = time.monotonic() + WAIT
            while len(got) < 3:                  # welcome, the position, the presence
                assert time.monotonic() < deadline
                hosting.update()
                try:
                    got.append(ws.recv(timeout=0.02))
                except TimeoutError:
                    pass
    finally:
        hosting.close()
    return [str(text) for text in got]


def test_a_joined_computer_receives_nothing_of_another_seats_secrets() -> None:
    """Two games that differ only in what seat 1 may not know (the others' power markers,
    drawn again) send seat 1 the very same bytes; a game where seat 1's own markers
    differ does not (so that this could fail)."""
    state = reach("gouda", 3, lambda s: len(s.history) > 20 and s.current_player() != CHANCE,
                  options={"powers": 3})
    seats = headless_seats("gouda", 3, {0, 1, 2}, "normal")
    for k in range(100):
        other = state.determinize(1, random.Random(k))
        if other.to_dict() != state.to_dict():
            break
    assert other.observation(1) == state.observation(1) and other.to_dict() != state.to_dict()
    mine = first_view(state, 1, seats)
    assert first_view(other, 1, seats) == mine
    theirs = other.determinize(0, random.Random(1))
    for k in range(2, 100):
        if theirs.observation(1) != state.observation(1):
            break
        theirs = other.determinize(0, random.Random(k))
    assert first_view(theirs, 1, seats) != mine
    assert json.loads(mine[1])["observation"] == json.loads(json.dumps(state.observation(1).to_json()))
