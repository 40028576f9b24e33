"""From the setup screen to a hosted table, on this machine's loopback (issue 20): a
person's seat marked "on another screen", *Play!*, the waiting screen over the real
hosting (listening on 127.0.0.1 only), a joined computer (an in-process WebSocket
client: tests/net/netbots.py) taking the seat, the game starting by itself, the table
with the seat's mark and the hosting as its companion; Cancel and leaving the table
close the hosting. Discovery stays off (tests/conftest.py)."""

from __future__ import annotations

import time

import pytest

pytest.importorskip("game.net.hosting")

from apps import close, new_app  # noqa: E402
from netbots import Bot  # noqa: E402

from game.scenes.gamescene import BaseGameScene  # noqa: E402
from game.scenes.hosted import HostedGame  # noqa: E402
from game.scenes.setup import SetupScene  # noqa: E402
from game.scenes.waiting import WaitingScene  # noqa: E402

#: seconds a wait may take (a loaded machine)
WAIT = 30.0


@pytest.fixture
def hosted_app(home, monkeypatch):
    made: list[HostedGame] = []

    def open_loopback(plan):
        game = HostedGame(plan, hosting_options={"host": "127.0.0.1"})
        made.append(game)
        return game

    monkeypatch.setattr("game.scenes.waiting.hosting_hooks",
                        lambda: (open_loopback, lambda app, plan, lobby: lobby.start(app)))
    app = new_app(fast=True)
    yield app, made
    for game in made:
        game.close()
    close(app)


def setup_with_a_remote_seat(app, game_id="drole"):
    from game.scenes.title import TitleScene
    app.last_setups.clear()
    app.scenes.push(TitleScene(app))
    scene = SetupScene(app, game_id)
    app.scenes.push(scene)
    scene.set_count(2)
    if scene.drafts[1].kind != "human":
        scene.toggle_kind(1)
    scene.toggle_remote(1)
    return scene


def until(app, done, what):
    deadline = time.monotonic() + WAIT
    while not done():
        assert time.monotonic() < deadline, f"{what} never happened"
        app.frame(0.05)
        time.sleep(0.005)


def test_a_joined_computer_takes_the_seat_and_the_game_starts(hosted_app):
    app, made = hosted_app
    setup = setup_with_a_remote_seat(app)
    setup.play()
    waiting = app.scenes.top
    assert isinstance(waiting, WaitingScene)
    (game,) = made
    assert game.port > 0 and len(game.code) == 4
    assert [s.remote for s in game.session.seats] == [False, True]
    assert game.session.autosave_path is None           # nothing saved while it waits
    bot = Bot(game.port, game.code, "drole", rng_seed=5).start()
    try:
        until(app, lambda: isinstance(app.scenes.top, BaseGameScene), "the game's start")
        table = app.scenes.top
        assert game in table.companions and table.presence is not None
        assert game.session.autosave_path is not None
        until(app, lambda: [s for _, _, s in table.presence.seen] == ["here"], "the seat's mark")
        until(app, lambda: bot.updates, "an update sent to the joined computer")
        assert bot.seat == 1
        assert game.session.seats[1].given == "Bot5"         # the name the joiner gave
        app.show_title()                                 # the host leaves the table
        assert game.closed and table.companions == []
    finally:
        bot.stop.set()
        bot.join(WAIT)


def test_cancel_closes_the_hosting_and_nothing_is_saved(hosted_app):
    from game import paths
    from game.core.save_writer import settled
    app, made = hosted_app
    setup = setup_with_a_remote_seat(app)
    setup.play()
    waiting = app.scenes.top
    assert isinstance(waiting, WaitingScene)
    waiting.cancel()
    (game,) = made
    assert game.closed and not game.hosting.server.running
    assert app.scenes.top is setup
    assert not settled(paths.autosave_file()).exists()


def test_a_hosted_game_continued_waits_for_its_players_again(hosted_app):
    """The host leaves the table; "Continue" opens the waiting screen again, and the
    joined computer takes its seat back with the token it was given."""
    from game.scenes.title import TitleScene
    app, made = hosted_app
    setup_with_a_remote_seat(app).play()
    first = made[0]
    bot = Bot(first.port, first.code, "drole", rng_seed=6).start()
    try:
        until(app, lambda: isinstance(app.scenes.top, BaseGameScene), "the game's start")
        until(app, lambda: bot.updates, "an update sent to the joined computer")
    finally:
        bot.stop.set()
        bot.join(WAIT)
    token = bot.token
    app.show_title()
    assert first.closed
    title = app.scenes.top
    assert isinstance(title, TitleScene)
    until(app, lambda: title.saved is not None, "the autosave offered under Continue")
    title.continue_game()
    waiting = app.scenes.top
    assert isinstance(waiting, WaitingScene)
    again = made[1]
    assert again.session is not first.session and again.plan.remote == [1]
    assert again.session.seats[1].given == "Bot6"
    back = Bot(again.port, again.code, "drole", rng_seed=7, token=token).start()
    try:
        until(app, lambda: isinstance(app.scenes.top, BaseGameScene), "the continued game's start")
        until(app, lambda: back.updates, "an update sent to the computer come back")
        assert back.seat == 1
    finally:
        back.stop.set()
        back.join(WAIT)


def test_the_host_lets_a_computer_play_for_a_seat_whose_machine_has_gone(hosted_app):
    from table_input import click
    app, made = hosted_app
    setup = setup_with_a_remote_seat(app)
    setup.drafts[0].kind = "cpu"                          # the host's seat plays by itself
    setup.drafts[0].remote = False
    setup.rebuild()
    setup.play()
    game = made[0]
    bot = Bot(game.port, game.code, "drole", rng_seed=8, quit_after=2).start()
    until(app, lambda: isinstance(app.scenes.top, BaseGameScene), "the game's start")
    table = app.scenes.top
    until(app, lambda: not bot.thread.is_alive(), "the joined machine going (after two updates)")
    until(app, lambda: table.presence.open, "the panel saying the seat is away")
    assert [s for _, _, s in table.presence.seen] == ["away"]
    until(app, lambda: table.presence.buttons, "the host's button")
    (rect, seat, on), = table.presence.buttons
    assert (seat, on) == (1, True)
    played = len(game.session.state.history)
    click(app, rect.center)
    until(app, lambda: [s for _, _, s in table.presence.seen] == ["standin"], "the computer standing in")
    until(app, lambda: len(game.session.state.history) > played + 2
          or game.session.state.is_terminal(), "the game going on")
