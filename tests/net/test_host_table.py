"""The host's real table (the game's scene, dummy video driver) with seats on other
computers: the table scene calls ``hosting.update()`` each frame before its own; one
person at the host's screen plays their seat, two seats are joined computers. The host's
screen only ever shows its own person's view, never puts up a pass screen for a remote
seat, never lets its person decide for one; the joined computers get every change."""

from __future__ import annotations

import os
import random
import time

import pytest
from apps import close, new_app
from netbots import Bot

from game.core.seats import Seat
from game.net.hosting import Hosting
from game.session import Session
from game.view import palette

DT = 0.05
FRAMES = 150


SOAK = int(os.environ.get("SOURIS_SOAK_GAMES", "0") or 0)


@pytest.mark.parametrize("game_id, players, options", [
    ("gouda", 3, {"powers": "set"}),
    pytest.param("chaos", 4, {}, marks=pytest.mark.skipif(not SOAK, reason="a soak's")),
    pytest.param("drole", 3, {}, marks=pytest.mark.skipif(not SOAK, reason="a soak's"))])
def test_the_host_table_with_two_remote_seats(home, game_id, players, options) -> None:
    colours = palette.seat_colours(__import__("game.core.registry", fromlist=["x"]).descriptor(game_id).seat_colours)
    seats = [Seat("Papa", colours[0], "human", "normal", 1)]
    seats += [Seat("", colours[k], "human", "normal", k + 1, remote=True) for k in (1, 2)]
    seats += [Seat("", colours[k], "cpu", "random", k + 1) for k in range(3, players)]
    session = Session.new(game_id, seats, seed=5, options=options, autosave=False)
    app = new_app((800, 600), fast=True)
    hosting = Hosting(session, code="4821", port=0, key=b"k" * 32, rate=10_000.0, burst=10_000)
    bots: list[Bot] = []
    try:
        port = hosting.start()
        bots = [Bot(port, "4821", game_id, rng_seed=k, paced=False, seat=k).start() for k in (1, 2)]
        deadline = time.monotonic() + 30
        while not hosting.all_joined():
            assert time.monotonic() < deadline
            time.sleep(0.01)
        scene = app.start_game(session)
        driver = scene.driver
        hands: list[int] = []
        shown = scene.hand_over
        scene.hand_over = lambda seat: (hands.append(seat), shown(seat))  # type: ignore[method-assign]
        hosting.attach(driver)
        rng = random.Random(1)
        remote_windows = 0
        for _ in range(FRAMES):
            hosting.update()
            app.frame(DT)
            assert driver.viewer in (None, 0) and not hands
            assert driver.observation() == session.state.observation(driver.viewer)
            mover = session.state.current_player()
            if mover in (1, 2):
                assert not driver.can_act() and driver.legal_actions() == []
            if driver.awaiting_throw():
                assert scene.person_throws() == 0            # never a remote seat's throw
                driver.throw()
            if driver.can_act() and not driver.input_guarded():
                driver.apply(rng.choice(driver.legal_actions()))
            window = driver.window
            for seat in (1, 2):                      # the host's bar cannot answer for them
                if window is not None and seat in window.undecided():
                    assert not driver.claim(seat) and not driver.decline(seat)
                    remote_windows += 1
            if window is not None and 0 in window.undecided():
                driver.decline(0)
            if session.state.is_terminal():
                break
            time.sleep(0.002)                      # the joined computers' turn to think
        assert hosting.seq > 10
        assert game_id != "gouda" or remote_windows > 0
        assert all(len(bot.updates) > 10 and not set(bot.refused) - {"stale"} for bot in bots)
    finally:
        hosting.close()
        for bot in bots:
            bot.join()
        close(app)
    for bot in bots:
        assert bot.closed in ("host_quit", "finished")
        last = bot.updates[-1]
        assert last.observation == session.state.observation(bot.seat)
