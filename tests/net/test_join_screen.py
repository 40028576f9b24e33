"""The "Join a game" screen (game/scenes/join.py): reached from the title, the address
and the code typed, problems said in words on the screen (a wrong address, a wrong
code), the games found at home filling in the address, then the table of the joined
game. A host on 127.0.0.1 (tests/net/testhost.py); finding games is off in tests: a
stand-in finder gives the found records."""

from __future__ import annotations

import time
from types import SimpleNamespace

import pygame
import pytest
from apps import close, new_app
from table_input import click, press
from testhost import TestHost

from game import i18n
from game.net import wire
from game.net.client import PROBLEMS, Problem, problem_words
from game.net.mirror import RemoteDriver
from game.scenes.join import Found, JoinScene, found_games
from game.view import palette


def frames(app, n: int = 2) -> None:
    for _ in range(n):
        app.frame(0.05)


def typed(app, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app)


def open_join(app) -> JoinScene:
    from game.scenes.title import TitleScene
    app.scenes.push(TitleScene(app))
    frames(app, 12)                     # the title looks at the games' files, a frame each
    button = next(b for b in app.scenes.top.group.buttons if b.label == i18n.t("join.button"))
    click(app, button.rect.center)
    scene = app.scenes.top
    assert isinstance(scene, JoinScene)
    return scene


def wait_for(app, check, seconds: float = 60.0) -> None:
    started = time.monotonic()
    while not check():
        assert time.monotonic() - started < seconds, "the screen never got there"
        app.frame(0.05)
        time.sleep(0.002)


def test_join_from_the_title_with_problems_in_words(home) -> None:
    app = new_app((800, 600), "fr", fast=True)
    host = TestHost("drole", 2, {1}).start()
    try:
        scene = open_join(app)
        click(app, scene.fields["address"].rect.center)
        typed(app, "127.0.0.1")                     # no port
        press(app, pygame.K_TAB)
        assert scene.editing == "name"
        typed(app, "Mamie")
        press(app, pygame.K_TAB)
        assert scene.editing == "code"
        typed(app, "4a8 21")                        # digits only are taken
        assert scene.code == "4821"
        press(app, pygame.K_RETURN)                 # Enter in the code joins
        assert scene.problem == Problem("address")
        assert scene.status() == (problem_words(Problem("address")), palette.DANGER)
        assert "192.168.1.20:47470" in scene.status()[0]     # it says how to write it
        assert scene.address == "127.0.0.1" and scene.code == "4821"   # kept to fix
        # the right address, a wrong code
        click(app, scene.fields["address"].rect.center)
        typed(app, host.address[len("127.0.0.1"):])
        click(app, scene.fields["code"].rect.center)
        for _ in range(4):
            press(app, pygame.K_BACKSPACE)
        typed(app, "9999")
        press(app, pygame.K_RETURN)
        wait_for(app, lambda: scene.problem is not None)
        assert scene.problem.reason == "wrong_code"
        assert scene.status()[0] == i18n.t("join.problem.wrong_code")
        assert "code" in scene.status()[0]
        # the right code: the table of the game, from this seat
        click(app, scene.fields["code"].rect.center)
        for _ in range(4):
            press(app, pygame.K_BACKSPACE)
        typed(app, "4821")
        join = next(b for b in scene.group.buttons if b.label == i18n.t("join.join"))
        click(app, join.rect.center)
        assert scene.joining is not None
        wait_for(app, lambda: app.joined is not None)
        table = app.scenes.top
        assert isinstance(table.driver, RemoteDriver) and app.joined.seat == 1
        assert scene not in app.scenes.stack               # the table took its place
        assert [m["name"] for m in host.received if m["kind"] == "hello"][-1] == "Mamie"
        # the next time, the address and the name are filled in
        from game.net.client import TokenStore
        assert TokenStore().last() == (host.address, "Mamie")
        again = JoinScene(app)
        # ...and the code kept with the seat's token (one click on Join takes it back)
        assert (again.address, again.name, again.code) == (host.address, "Mamie", "4821")
    finally:
        close(app)
        host.close()


def test_other_game_files_are_refused_in_words(home, monkeypatch) -> None:
    from game.net import joining
    monkeypatch.setattr(joining, "same_files", lambda welcome: welcome.get("files") == "mine")
    app = new_app((800, 600), "en")
    host = TestHost("cubes", 2, {0}).start()
    try:
        scene = JoinScene(app, address=host.address, code="4821", start=True)
        app.scenes.push(scene)
        wait_for(app, lambda: scene.problem is not None)
        assert scene.problem.reason == "files" and app.joined is None
        assert "same version" in scene.status()[0]
    finally:
        close(app)
        host.close()


def test_waiting_for_the_host_another_seat_then_cancel(home) -> None:
    app = new_app((1280, 800), "en")
    host = TestHost("chaos", 3, {1, 2}, names={2: "Mamie"}).start()
    try:
        scene = JoinScene(app, address=host.address, code="4821", start=True)
        app.scenes.push(scene)
        wait_for(app, lambda: scene.joining is not None and scene.joining.status == "waiting")
        words, colour = scene.status()
        assert words.startswith(i18n.t("join.waiting", joined=1, total=2)) and colour == palette.OK
        assert "seat 2" in words
        # not this one: Mamie's seat instead
        other = next(b for b in scene.group.buttons if b.label == "Seat 3: Mamie")
        click(app, other.rect.center)
        wait_for(app, lambda: scene.problem is not None or (
            scene.joining.status == "waiting" and scene.joining.welcome is not None
            and scene.joining.welcome["seat"] == 2))
        assert scene.problem is None, (scene.problem, host.refused)
        assert "seat 3: Mamie" in scene.status()[0]
        assert [b.label for b in scene.group.buttons if b.label.startswith("Seat ")] == ["Seat 2: Player 2"]
        wait_for(app, lambda: 1 not in host.clients)        # the first seat is free again
        cancel = next(b for b in scene.group.buttons if b.label == i18n.t("join.cancel"))
        click(app, cancel.rect.center)
        assert scene.joining is None
        wait_for(app, lambda: any(m["kind"] == "bye" for m in host.received))
    finally:
        close(app)
        host.close()


class Finder:
    """A stand-in for the home network's finder (no zeroconf in a test)."""

    def __init__(self, records) -> None:
        self.records = records
        self.closed = False

    def found(self):
        return self.records

    def close(self) -> None:
        self.closed = True


def test_games_found_at_home_fill_in_the_address(home) -> None:
    records = [{"name": "Mamie's laptop", "address": "192.168.1.20", "port": 47470, "game": "gouda", "free": 2},
               {"name": 5, "address": "x", "port": 1, "game": "gouda", "free": 1},       # damaged: left out
               {"name": "Salon", "address": "fd00::7", "port": 47471, "game": "chaos"},  # no free seats
               {"name": "Salon", "address": "fd00::7", "port": "47471", "game": "chaos", "free": 1}]
    assert found_games(Finder(records)) == [Found("Mamie's laptop", "192.168.1.20", 47470, "gouda", 2)]
    full = {**records[0], "free": 0}
    assert found_games(Finder([full])) == [Found("Mamie's laptop", "192.168.1.20", 47470, "gouda", 0, False)]
    assert found_games(None) == []
    # the finder's own records (game.net.discovery.Found) are read by their attributes
    other = SimpleNamespace(name="Salon", address="192.168.1.31", port=47470, game="chaos", free=1,
                            version=2, joinable=False)
    assert found_games(Finder([other])) == [Found("Salon", "192.168.1.31", 47470, "chaos", 1, False)]
    app = new_app((800, 600), "en")
    try:
        scene = JoinScene(app)
        app.scenes.push(scene)
        finder = scene.browser = Finder(records)
        frames(app, 3)
        row = next(b for b in scene.group.buttons if "Mamie's laptop" in b.label)
        assert row.label == "Gouda! Gouda! on Mamie's laptop  ·  2 free seats"
        click(app, row.rect.center)
        assert scene.address == "192.168.1.20:47470" and scene.editing == "code"
        app.scenes.pop()
        assert finder.closed
    finally:
        close(app)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_problem_fits_the_smallest_window(home, lang) -> None:
    app = new_app((800, 600), lang)
    try:
        scene = JoinScene(app, address="192.168.1.20:47470", code="4821")
        app.scenes.push(scene)
        frames(app)
        from game.view.fonts import get_font
        from game.view.widgets import READABLE, fit_lines
        for reason in sorted(PROBLEMS | wire.REASONS):
            scene.problem = Problem(reason)
            scene.rebuild()
            frames(app, 1)
            text, _ = scene.status()
            lines, size = fit_lines(text, scene.fs(22), scene.status_rect.w, 3, bold=True)
            assert len(lines) <= 3 and size >= READABLE, (reason, lines)
            bottom = scene.status_rect.top + len(lines) * get_font(size, bold=True).get_linesize()
            assert bottom <= scene.panel.bottom, reason
            assert all(get_font(size, bold=True).size(line)[0] <= scene.status_rect.w for line in lines)
    finally:
        close(app)


def test_leaving_the_joined_table_from_the_pause_menu(home) -> None:
    """The pause menu of a joined table says "Leave the table" (nothing is saved here):
    it says goodbye to the host, keeps the token to come back, and shows the title."""
    from game.net.client import TokenStore
    from game.scenes.pause import PauseScene
    from game.scenes.title import TitleScene
    app = new_app((800, 600), "fr", fast=True)
    host = TestHost("cubes", 2, {0}).start()
    try:
        scene = JoinScene(app, address=host.address, code="4821", start=True)
        app.scenes.push(TitleScene(app))
        app.scenes.push(scene)
        wait_for(app, lambda: app.joined is not None)
        press(app, pygame.K_ESCAPE)
        pause = app.scenes.top
        assert isinstance(pause, PauseScene)
        leave = next(b for b in pause.group.buttons if b.label == i18n.t("join.leave"))
        assert leave.label == "Quitter la table"
        click(app, leave.rect.center)
        assert isinstance(app.scenes.top, TitleScene)
        wait_for(app, lambda: any(m["kind"] == "bye" for m in host.received))
        assert TokenStore().get(host.address) is not None
    finally:
        close(app)
        host.close()
