"""The host's side of play across the house, on screen (issue 20): the setup screen's
"here / on another screen" per person's seat, *Play!* opening the waiting screen
(game/scenes/waiting.py) over a lobby, Cancel coming back with nothing lost, the game
starting once everyone has joined, and both screens fitting every window size in
French and English (the every-screen check). The lobby is a small fake here: the
hosting side (game/net/hosting.py) is tested with its server.
"""

from __future__ import annotations

import os

import pygame
import pytest
from table_input import click, frames, press
from test_every_screen import check, open_title, program, recorder  # noqa: F401 (a fixture)

from game import i18n
from game.scenes.message import MessageScene
from game.scenes.setup import SetupScene
from game.scenes.waiting import START_BEAT, HostPlan, PreviewLobby, PreviewSeat, WaitingScene


class Hosting:
    """What game.net.hosting gives the setup screen: opens a lobby (a preview one,
    hosting nothing), starts the table once all have joined; both recorded."""

    def __init__(self, fail: OSError | None = None):
        self.plans: list[HostPlan] = []
        self.lobbies: list[PreviewLobby] = []
        self.started: list[tuple] = []
        self.fail = fail

    def open(self, plan: HostPlan) -> PreviewLobby:
        if self.fail is not None:
            raise self.fail
        lobby = PreviewLobby(remote=[PreviewSeat(s, plan.seats[s].name) for s in plan.remote])
        self.plans.append(plan)
        self.lobbies.append(lobby)
        return lobby

    def start(self, app, plan, lobby) -> None:
        self.started.append((plan, lobby))

    def hooks(self):
        return self.open, self.start


@pytest.fixture
def hosting(monkeypatch):
    made = Hosting()
    monkeypatch.setattr("game.scenes.waiting.hosting_hooks", made.hooks)
    return made


def setup_scene(app, game_id="chaos", count=3) -> SetupScene:
    from game.scenes.title import TitleScene
    app.last_setups.clear()
    app.scenes.push(TitleScene(app))
    scene = SetupScene(app, game_id)
    app.scenes.push(scene)
    scene.set_count(count)
    for i in range(count):
        if scene.drafts[i].kind != "human":
            scene.toggle_kind(i)
    frames(app, 1)
    return scene


def toggle_of(scene, index):
    """The screen button of seat ``index`` (the button after its Human button)."""
    from game.scenes.setup_fields import ScreenToggle
    toggles = [b for b in scene.group.buttons if isinstance(b, ScreenToggle)]
    rows = [i for i, d in enumerate(scene.drafts) if d.kind == "human"]
    return toggles[rows.index(index)]


# ------------------------------------------------------------------------ the setup
def test_a_click_puts_a_person_on_another_screen_and_a_computer_is_always_here(app):
    scene = setup_scene(app)
    click(app, toggle_of(scene, 1).rect.center)
    assert scene.drafts[1].remote and scene.setup.remote_seats() == [1]
    assert toggle_of(scene, 1).remote
    scene.toggle_kind(1)                                 # a computer plays at the host
    assert scene.drafts[1].kind == "cpu" and not scene.drafts[1].remote
    scene.toggle_remote(1)                               # nothing to choose for a computer
    assert not scene.drafts[1].remote
    scene.toggle_kind(1)
    assert scene.drafts[1].kind == "human" and not scene.drafts[1].remote


def test_the_keyboard_reaches_the_screen_button(app):
    scene = setup_scene(app, count=2)
    target = toggle_of(scene, 0)
    for _ in range(len(scene.group.buttons)):
        if scene.group.buttons[scene.group.focus] is target if scene.group.focus >= 0 else False:
            break
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert scene.drafts[0].remote


def point(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)


def test_the_screen_button_says_what_it_does_when_pointed_at(app):
    """The button is a picture: pointed at (or reached with Tab), the hint's lines under
    the seats say what it does, then the usual hint again."""
    scene = setup_scene(app, count=2)
    plain = scene.hint_lines
    point(app, toggle_of(scene, 0).rect.center)
    lines, _ = scene.screen_tip()
    assert " ".join(lines) == i18n.t("setup.remote_off_tip")
    click(app, toggle_of(scene, 0).rect.center)
    point(app, toggle_of(scene, 0).rect.center)          # the buttons were built again
    assert " ".join(scene.screen_tip()[0]) == i18n.t("setup.remote_on_tip")
    point(app, (2, 2))
    assert scene.screen_tip() is None and scene.hint_lines != plain   # a remote seat's own hint


def test_the_remote_seats_follow_the_first_player_round_the_table(app):
    scene = setup_scene(app, count=4)
    scene.toggle_remote(1)
    scene.toggle_remote(3)
    assert scene.remote_seats(0) == [1, 3]
    assert scene.remote_seats(1) == [0, 2]               # seat 1 plays first: it is seat 0
    assert scene.remote_seats(3) == [0, 2]
    seats = scene.seats(3)
    assert [s.number for s in seats] == [4, 1, 2, 3]
    kept = scene.setup.copy()
    assert kept.remote_seats() == [1, 3]


def test_play_without_remote_seats_opens_the_table_as_before(app, hosting):
    scene = setup_scene(app, count=2)
    scene.toggle_kind(1)
    scene.play()
    frames(app, 1)
    assert hosting.plans == []
    assert app.scenes.find(WaitingScene) is None
    assert type(app.scenes.top).__name__ == "GameScene" or hasattr(app.scenes.top, "driver")


def test_play_with_a_remote_seat_waits_then_starts_once_everyone_has_joined(app, hosting):
    scene = setup_scene(app, count=3)
    scene.drafts[2].name = "Mamie"
    scene.toggle_remote(2)
    scene.setup.starter = 1
    scene.rebuild()
    click(app, scene.play_button.rect.center)
    waiting = app.scenes.top
    assert isinstance(waiting, WaitingScene)
    assert app.scenes.stack[-2] is scene                 # the setup stays under it
    (plan,) = hosting.plans
    assert plan.game_id == "chaos" and plan.remote == [1]          # seat 2 plays second
    assert plan.seats[1].given == "Mamie" and plan.seats[0].number == 2
    lobby = hosting.lobbies[0]
    frames(app, 30, 0.1)
    assert hosting.started == []                          # nobody yet: it waits
    lobby.join(1, "Mamie")
    frames(app, 1, 0.05)
    assert waiting.everyone_here() and hosting.started == []      # a beat to see it
    frames(app, int(START_BEAT / 0.1) + 2, 0.1)
    assert hosting.started == [(plan, lobby)]
    frames(app, 10, 0.1)
    assert len(hosting.started) == 1                      # once


def test_cancel_closes_the_lobby_and_comes_back_with_nothing_lost(app, hosting):
    scene = setup_scene(app, count=3)
    scene.drafts[1].name = "Papi"
    scene.toggle_remote(1)
    scene.toggle_hints(2)
    before = [(d.name, d.kind, d.remote, d.hints, d.colour) for d in scene.drafts]
    scene.play()
    waiting = app.scenes.top
    assert isinstance(waiting, WaitingScene)
    click(app, waiting.group.buttons[0].rect.center)
    assert hosting.lobbies[0].closed
    assert app.scenes.top is scene
    assert [(d.name, d.kind, d.remote, d.hints, d.colour) for d in scene.drafts] == before
    scene.play()                                          # again, Esc this time
    press(app, pygame.K_ESCAPE)
    assert hosting.lobbies[1].closed and app.scenes.top is scene
    assert hosting.started == []


def test_without_a_port_the_family_is_told_and_stays(app, monkeypatch):
    scene = setup_scene(app, count=2)
    scene.toggle_remote(1)
    failing = Hosting(fail=OSError(98, "Address already in use"))
    monkeypatch.setattr("game.scenes.waiting.hosting_hooks", failing.hooks)
    scene.play()
    top = app.scenes.top
    assert isinstance(top, MessageScene) and app.scenes.find(WaitingScene) is None
    app.scenes.pop()
    assert app.scenes.top is scene


def test_a_lobby_in_trouble_is_no_crash(app):
    class Broken(PreviewLobby):
        def seats(self):
            raise RuntimeError("the hosting side broke")

    open_title(app)
    plan = HostPlan("chaos", [], {}, None, [])
    scene = WaitingScene(app, plan, Broken(), lambda: None)
    app.scenes.push(scene)
    frames(app, 3, 0.1)
    assert app.scenes.top is scene


def test_a_seat_the_plan_does_not_have_is_not_shown(app):
    from game.scenes.start import demo_seats
    open_title(app)
    seats = demo_seats("chaos")
    lobby = PreviewLobby(remote=[PreviewSeat(1, "A"), PreviewSeat(99, "B"), PreviewSeat(-1, "C")])
    scene = WaitingScene(app, HostPlan("chaos", seats, {}, None, [1]), lobby, lambda: None)
    app.scenes.push(scene)
    frames(app, 2)
    assert [seat for seat, _, _ in scene.remote()] == [1]


# ------------------------------------------------------------------------ every size
SIZES = [(800, 600), (1280, 800), (1366, 768), (1920, 1080)]
#: every size in one language, the smallest in both; all pairs in a soak (SOURIS_SOAK_GAMES)
SIZE_LANGS = [(size, lang) for size in SIZES for lang in ("fr", "en")
              if os.environ.get("SOURIS_SOAK_GAMES") or size == (800, 600)
              or lang == ("en" if SIZES.index(size) % 2 else "fr")]


def waiting_screen(app, game_id, *, joined: int, addresses=("192.168.1.20",)):
    from game.scenes.start import demo_seats
    from game.scenes.title import TitleScene
    from game.view import palette
    app.scenes.push(TitleScene(app))
    high = SetupScene(app, game_id).cls.max_players
    seats = demo_seats(game_id)
    colours = palette.seat_colours()
    while len(seats) < high:
        from game.core.seats import Seat
        seats.append(Seat("", colours[len(seats) % len(colours)], "human", "normal", len(seats) + 1))
    for seat in seats:
        seat.kind = "human"
    remote = list(range(1, high))
    lobby = PreviewLobby(found=list(addresses),
                         remote=[PreviewSeat(s, seats[s].name) for s in remote])
    for s in remote[:joined]:
        lobby.join(s, "Maximilien")
    scene = WaitingScene(app, HostPlan(game_id, seats, {}, None, remote), lobby, lambda: None)
    app.scenes.push(scene)
    frames(app, 2)
    return scene


@pytest.mark.parametrize(("size", "lang"), SIZE_LANGS, ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else v)
def test_the_screens_fit_every_window(recorder, size, lang):  # noqa: F811 (the fixture)
    app = program(size, lang)
    waiting_screen(app, "gouda", joined=2)
    check(app, "waiting, some joined")
    app = program(size, lang)
    scene = waiting_screen(app, "chaos", joined=0, addresses=("192.168.1.20", "10.0.0.5", "fd00::1234"))
    check(app, "waiting, nobody yet, three addresses")
    app = program(size, lang)
    waiting_screen(app, "drole", joined=9, addresses=())
    check(app, "waiting, everyone, no address")
    app = program(size, lang)
    setup = SetupScene(app, "gouda")
    open_title(app)
    app.scenes.push(setup)
    setup.set_count(setup.cls.max_players)
    for i in range(len(setup.drafts)):
        if setup.drafts[i].kind != "human":
            setup.toggle_kind(i)
        if i % 2:
            setup.toggle_remote(i)
    setup.setup.starter = 1
    setup.rebuild()
    frames(app, 1)
    check(app, "setup with people on other screens")
    assert i18n.language() == lang and scene is not None


@pytest.mark.parametrize(("size", "lang"), SIZE_LANGS, ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else v)
def test_with_discovery_on_the_screen_names_the_game_in_the_list(recorder, monkeypatch, size, lang):  # noqa: F811
    """(Discovery is only read here, never started: zeroconf is refused if asked.)"""
    import zeroconf

    def refuse(*args, **kwargs):
        raise AssertionError("no live zeroconf in a test")

    monkeypatch.setattr(zeroconf, "Zeroconf", refuse)
    monkeypatch.delenv("SOURIS_NO_DISCOVERY")
    app = program(size, lang)
    scene = waiting_screen(app, "chaos", joined=1)
    scene.lobby.listed_as = "Mamie"
    scene.rebuild()
    check(app, "waiting, listed at home")
    assert any("Mamie" in line for line in lines_drawn(app))


def lines_drawn(app):
    from screen_record import window_lines
    return [line.text for line in window_lines(app.screen)]
