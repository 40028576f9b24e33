"""What a family meets when a game is played across the house (issue 20's polish):
the host's answer bar has no buttons for a person who answers on their own screen and
says they decide there; a remote seat's moves are told in words on the host's screen as
a computer's are; leaving the table never waits for a joined computer that does not
read; a person who leaves a seat before the start takes their name along; a joined
table says "... is thinking" while the host's computers play (with no "click to hurry
up"); Chaos's key hint offers U only where a move can be taken back; the presence
panel answers the keyboard; the join screen's fields look disabled while it joins."""

from __future__ import annotations

import dataclasses
import json
import threading
import time
from types import SimpleNamespace

import fake_games
import pygame
import pytest
from apps import close, new_app
from fake_games import Card
from netbots import WAIT, hello, open_client, receive
from table_input import frames

from game.core.seats import Seat
from game.core.thinking import InlineThinker
from game.net import hosting as hosting_module
from game.net import wire
from game.net.hosting import Hosting, headless_seats
from game.session import Session
from game.table.driver import TurnDriver

DT = 1 / 60


# ----------------------------------------------------------------- a table of Nope
class Narrated:
    """A narrator that keeps whose moves it was asked to word."""

    def __init__(self) -> None:
        self.worded: list[int] = []

    def words(self, owner, player, action, seen):
        self.worded.append(player)
        return f"seat {player} played {action}"

    def begins(self, owner, words): pass
    def marks(self, owner, marks): pass
    def read_delay(self, words): return 0.5


class FakeTable:
    def __init__(self) -> None:
        self.narrator = Narrated()

    def on_events(self, events): pass
    def on_action(self, player, action): pass
    def on_undo(self): pass
    def on_settled(self): pass
    def on_view_changed(self): pass
    def on_game_over(self): pass
    def hand_over(self, seat): pass
    def chance_delay(self): return 0.2
    def cpu_delay(self): return 0.5
    def answer_seconds(self): return 5.0
    def person_throws(self): return None
    def invalidate(self): pass


@pytest.fixture
def nope():
    fake_games.register()
    yield
    fake_games.unregister()


def nope_driver(*kinds: str) -> tuple[TurnDriver, FakeTable]:
    """A host's driver of Nope: ``kinds`` "human", "remote" (a person elsewhere), "cpu"."""
    seats = [Seat(f"P{i + 1}", "orange", "cpu" if kind == "cpu" else "human", "normal", i + 1,
                  remote=kind == "remote") for i, kind in enumerate(kinds)]
    session = Session.new("nope", seats, seed=1, autosave=False)
    table = FakeTable()
    return TurnDriver(session, table, InlineThinker(), private_turns=True), table


def until(driver: TurnDriver, condition, limit: float = 30.0) -> None:
    start = driver.clock
    while not condition():
        assert driver.clock - start < limit, "the table never got there"
        driver.update(DT)


def test_a_remote_seats_move_is_told_in_words_at_the_host_as_a_computers_is(nope):
    driver, table = nope_driver("remote", "human")
    assert driver.session.state.current_player() == 0
    driver.apply(Card(2))                    # what the hosting does with the seat's act
    assert table.narrator.worded == [0]
    assert any(cue.name == "read" for cue in driver.cues), "held a moment to be read"
    driver, table = nope_driver("human", "human")
    driver.apply(Card(2))                    # a person at this screen: no words
    assert table.narrator.worded == []


class BarScene:
    """What the answer bar needs of a table scene."""

    def __init__(self, session: Session, size=(1280, 800)) -> None:
        self.session = session
        self.size = size
        self.u = max(0.45, min(size[0] / 1280, size[1] / 800))
        self.images: dict = {}

    def px(self, value: float) -> int:
        return max(1, round(value * self.u))

    def fs(self, value: float) -> int:
        return max(14, round(value * self.u))

    def fit(self, text, size, width, *, display=False, bold=False, smallest=14):
        from game.view.fonts import fit_size
        return fit_size(text, size, width, smallest, display=display, bold=bold)

    def image(self, key, factory):
        if key not in self.images:
            self.images[key] = factory()
        return self.images[key]

    def seat_name(self, player: int) -> str:
        return self.session.seats[player].name

    def seat_rgb(self, player: int):
        from game.view import palette
        return palette.PLAYER_COLOURS[self.session.seats[player].colour]


def key(k: int, text: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text)


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_hosts_bar_has_no_buttons_for_a_person_answering_elsewhere(nope, size):
    from game import i18n
    from game.view.answer_bar import AnswerBar
    pygame.display.init()
    pygame.font.init()
    driver, _ = nope_driver("cpu", "human", "remote")
    until(driver, lambda: driver.window is not None)
    assert set(driver.window.seats) == {1, 2}
    bar = AnswerBar(BarScene(driver.session, size), quiet=True)
    surface = pygame.Surface(size)
    area = surface.get_rect()
    bar.draw(surface, area, driver)
    assert bar.elsewhere == {2}
    assert bar.button_rect(1) is not None and bar.pass_rect(1) is not None
    assert (bar.button_rect(2), bar.pass_rect(2), bar.quiet_rect(2)) == (None, None, None)
    assert bar.smallest_text >= 14
    words = i18n.t("common.answer_elsewhere")
    assert words and words != "common.answer_elsewhere"
    # the remote seat's number key and Tab reach nothing of theirs
    assert not bar.handle(key(pygame.K_3, "3"), driver) and 2 not in driver.window.looks
    for _ in range(6):
        bar.handle(key(pygame.K_TAB), driver)
        bar.draw(surface, area, driver)
        assert bar._focus is None or not bar._focus.endswith("2")
    # its claim arrives from its own screen: the card says it, still no button
    assert driver.claim(2, remote=True)
    bar.draw(surface, area, driver)
    assert 2 in driver.window.looks and bar.button_rect(2) is None
    # when the rules ask them, nobody here is told to look away: they choose there
    said: list[str] = []
    words = bar._t
    bar._t = lambda key, **values: (said.append(key), words(key, **values))[1]  # type: ignore[method-assign]
    bar._draw_title(surface, pygame.Rect(0, 0, 400, 80), 2)
    bar._draw_title(surface, pygame.Rect(0, 0, 400, 80), 1)
    assert said == ["answer_claimed", "answer_look_elsewhere", "answer_claimed", "answer_look_away"]


def test_a_window_asking_only_people_elsewhere_asks_nobody_here_to_touch_a_name(nope):
    from game.view.answer_bar import AnswerBar
    pygame.display.init()
    pygame.font.init()
    surface = pygame.Surface((1280, 800))
    for kinds, alone in ((("cpu", "human", "remote"), False), (("cpu", "remote", "remote"), True)):
        driver, _ = nope_driver(*kinds)
        until(driver, lambda d=driver: d.window is not None)
        bar = AnswerBar(BarScene(driver.session), quiet=True)
        titles: list[bool] = []
        draw_title = bar._draw_title
        bar._draw_title = lambda *a, elsewhere=False, titles=titles, draw_title=draw_title, **k: (  # type: ignore[method-assign]
            titles.append(elsewhere), draw_title(*a, elsewhere=elsewhere, **k))[1]
        bar.draw(surface, surface.get_rect(), driver)
        assert titles == [alone]                  # "they choose on their screen", not "touch your name"
    assert bar.elsewhere == {1, 2} and bar.go_on_rect() is None


# ------------------------------------------------------------------ the hosting
def started_hosting(game_id: str = "gouda") -> Hosting:
    seats = headless_seats(game_id, 3, {1, 2}, "normal")
    session = Session.new(game_id, seats, seed=4, autosave=False)
    hosting = Hosting(session, host="127.0.0.1", port=0, key=b"k" * 32)
    hosting.start()
    return hosting


def wait_for(condition) -> None:
    deadline = time.monotonic() + WAIT
    while not condition():
        assert time.monotonic() < deadline, "the host never got there"
        time.sleep(0.01)


def test_a_person_who_leaves_a_seat_before_the_start_takes_their_name_along() -> None:
    hosting = started_hosting()
    try:
        default = hosting.seats()[0].name
        with open_client(hosting.port) as ws:
            ws.send(hello(hosting.code, name="Mamie", seat=1))
            wait_for(lambda: hosting.seats()[0].joined)
            assert hosting.seats()[0].name == "Mamie"
            ws.send(wire.encode("bye"))
            wait_for(lambda: not hosting.seats()[0].joined)
        assert hosting.seats()[0].name == default
        with open_client(hosting.port) as ws:          # she takes the other seat instead
            ws.send(hello(hosting.code, name="Mamie", seat=2))
            wait_for(lambda: hosting.seats()[1].joined)
            assert [s.name for s in hosting.seats()] == [default, "Mamie"]
            assert receive(ws, "welcome")["seats"][1]["name"] == ""     # unnamed again
    finally:
        hosting.close()


def test_leaving_the_table_never_waits_for_a_computer_that_does_not_read(monkeypatch) -> None:
    hosting = started_hosting()
    released = threading.Event()
    try:
        with open_client(hosting.port) as ws:
            ws.send(hello(hosting.code, seat=1))
            wait_for(lambda: hosting.seats()[0].joined)
            # a joined computer that never reads: the goodbye never gets through
            monkeypatch.setattr(hosting.server, "is_connected", lambda client: True)
            monkeypatch.setattr(hosting_module, "FLUSH_SECONDS", 0.01)
            real_wait = hosting.server.wait
            monkeypatch.setattr(hosting.server, "wait",
                                lambda timeout: released.wait(WAIT) and real_wait(0))
            hosting.close(wait=False)                  # the frame loop goes on at once
            assert not released.is_set()
            closing = hosting.closing
            assert closing is not None and closing.is_alive()
            released.set()
            closing.join(WAIT)
            assert not closing.is_alive() and not hosting.server.running
    finally:
        released.set()
        hosting.close()


# ------------------------------------------------------------- the joined table
def test_a_joined_table_says_the_hosts_computer_is_thinking() -> None:
    from game.net.mirror import RemoteDriver
    from game.view.table_controls import TableControls
    state = SimpleNamespace(to_play=1, is_terminal=lambda: False)
    state.current_player = lambda: state.to_play
    session = SimpleNamespace(seat=0, pending=[], seats=[
        Seat("Me", "orange", "human", "normal", 1), Seat("", "sky", "cpu", "normal", 2),
        Seat("Mamie", "mint", "human", "normal", 3)])
    driver = SimpleNamespace(state=state, session=session, paused=False, window=None,
                             busy=lambda: False)
    thinking = RemoteDriver.computer_thinking
    assert thinking(driver)                             # the host's computer plays
    state.to_play = 2                                   # a person (elsewhere): no
    assert not thinking(driver)
    state.to_play = 0                                   # this seat: no
    assert not thinking(driver)
    state.to_play = 1
    session.pending = [object()]                        # its move has come: shown, no hint
    assert not thinking(driver)
    assert RemoteDriver.hurries is False and TurnDriver.__dict__.get("hurries", True)
    driver.hurries = RemoteDriver.hurries
    scene = SimpleNamespace(driver=driver, t=lambda key, **v: key, fs=round)
    assert TableControls.thinking_hint(SimpleNamespace(scene=scene), 400)[0] == []  # type: ignore[arg-type]
    driver.hurries = True                               # the host's table: "hurry up" said
    assert TableControls.thinking_hint(SimpleNamespace(scene=scene), 400)[0] != []  # type: ignore[arg-type]


# ------------------------------------------------------------- Chaos's key hint
def test_chaos_offers_u_to_undo_only_while_a_move_can_be_taken_back(home) -> None:
    from game.games.chaos.view.basics import tr
    from game.games.chaos.view.panels import key_hint
    from game.scenes.start import demo_seats
    app = new_app(fast=True)
    try:
        seats = demo_seats("chaos")
        session = Session.new("chaos", seats, seed=3, autosave=False)
        scene = app.start_game(session)
        frames(app, 6, 0.2)
        view = scene.model
        undo = tr("label.keys_undo")
        assert key_hint(view).endswith(undo) == scene.controls.show_undo()
        assert scene.can_act()
        scene.session.can_undo = lambda: True              # a move to take back: U said
        assert scene.controls.show_undo() and key_hint(view).endswith(" · " + undo)
        scene.session.can_undo = lambda: False            # none (a joined computer: never)
        assert undo not in key_hint(view)
    finally:
        close(app)


# ------------------------------------------------------------ the presence panel
def test_the_presence_panel_answers_the_keyboard(home) -> None:
    from game.scenes.start import demo_seats
    from game.view.presence import PreviewPresence, Remote, attach
    app = new_app(fast=True)
    try:
        session = Session.new("drole", demo_seats("drole"), seed=3, autosave=False)
        scene = app.start_game(session)
        frames(app, 4, 0.1)
        source = PreviewPresence([Remote(1, "Mamie"), Remote(2, "Papi Jo", connected=False)])
        marks = attach(scene, source)
        frames(app, 2, 0.1)
        marks.open = False
        assert marks.handle(key(pygame.K_o, "o")) and marks.open
        frames(app, 1)
        (_, seat, on), = marks.buttons
        assert marks.handle(key(pygame.K_TAB)) and marks.focus == (seat, on)
        assert marks.handle(key(pygame.K_RETURN)) and source.asked == [(2, True)]
        assert marks.handle(key(pygame.K_ESCAPE)) and not marks.open
        assert not marks.handle(key(pygame.K_ESCAPE))     # closed: Esc is the pause menu's
    finally:
        close(app)


# ------------------------------------------------------------- the join screen
def test_the_join_screens_fields_look_disabled_while_joining(home) -> None:
    from game.scenes.join import JoinScene
    from game.scenes.setup_fields import NameField
    app = new_app((800, 600), fast=True)
    try:
        scene = JoinScene(app, address="127.0.0.1:9", code="1234", start=False)
        app.scenes.push(scene)
        frames(app, 2, 0.1)
        field: NameField = scene.fields["address"]
        before = pygame.Surface(field.rect.size)
        field.paint(before, before.get_rect())
        field.enabled = False
        after = pygame.Surface(field.rect.size)
        field.paint(after, after.get_rect())
        middle = (field.rect.w // 2, 4 + field.rect.h // 6)
        assert before.get_at(middle) != after.get_at(middle), "a greyed field"
        scene.join()                                       # nothing there: it tries a while
        frames(app, 1)
        assert all(not f.enabled for f in scene.fields.values()) or scene.joining is None
    finally:
        close(app)


def test_the_presence_panel_closes_by_itself_once_everyone_is_back(home) -> None:
    from game.scenes.start import demo_seats
    from game.view.presence import PreviewPresence, Remote, attach
    app = new_app(fast=True)
    try:
        session = Session.new("drole", demo_seats("drole"), seed=3, autosave=False)
        scene = app.start_game(session)
        source = PreviewPresence([Remote(1, "Mamie")])
        marks = attach(scene, source)
        frames(app, 2, 0.1)
        source.seats[0].connected = False
        frames(app, 2, 0.1)
        assert marks.open                                  # she went: the host is told
        source.seats[0].connected = True
        frames(app, 2, 0.1)
        assert not marks.open                              # back: out of the way again
        source.seats[0].connected = False
        frames(app, 2, 0.1)
        marks.handle(key(pygame.K_o, "o"))                 # the host closes it...
        marks.handle(key(pygame.K_o, "o"))                 # ...and opens it: theirs now
        source.seats[0].connected = True
        frames(app, 2, 0.1)
        assert marks.open
    finally:
        close(app)


def test_coming_back_to_a_game_finds_its_code_filled_in(home) -> None:
    from game.net.client import Kept, TokenStore, parse_address
    from game.scenes.join import JoinScene
    store = TokenStore()
    store.put(parse_address("127.0.0.1:41234"), Kept("a" * 32, 2, "chaos", "6425"))
    store.remember("127.0.0.1:41234", "Mamie")
    app = new_app((800, 600), fast=True)
    try:
        scene = JoinScene(app, start=False)
        assert (scene.address, scene.name, scene.code) == ("127.0.0.1:41234", "Mamie", "6425")
        # typing another address: the code filled in goes (it was that game's)
        app.scenes.push(scene)
        frames(app, 1)
        scene.start_editing("address")
        for event in (key(pygame.K_BACKSPACE), key(pygame.K_BACKSPACE)):
            scene.handle(event)
        assert scene.address == "127.0.0.1:412" and scene.code == ""
        store.remember("127.0.0.1:5000", "Mamie")          # another host: no code of its own
        assert JoinScene(app, start=False).code == ""
    finally:
        close(app)


def test_the_banner_says_your_turn_only_to_the_people_at_this_screen(home) -> None:
    app = new_app(fast=True)
    try:
        seats = [Seat("Papa", "orange", "human", "normal", 1),
                 Seat("Mamie", "sky", "human", "normal", 2, remote=True),
                 Seat("", "mint", "cpu", "normal", 3)]
        scene = app.start_game(Session.new("chaos", seats, seed=3, autosave=False))
        assert [scene.plays_here(p) for p in range(3)] == [True, False, False]
    finally:
        close(app)


# ------------------------------------------------------------- a child's hints
def test_a_child_on_another_computer_gets_the_hint_from_the_host(home) -> None:
    """A remote seat marked for hints: the host works the hint out (it holds the
    history the hint's computer needs) and sends it to that seat only; the joined
    table shows it when the child asks, as the host's own table would."""
    from joined import joined_app, run_until

    from game.net.hosting import host_headless
    seats = headless_seats("cubes", 2, {0}, "random")
    seats[0] = dataclasses.replace(seats[0], hints=True)
    session = Session.new("cubes", seats, seed=5, autosave=False)
    ready: list[int] = []
    stop = threading.Event()
    sent: list[str] = []
    host = threading.Thread(target=host_headless, args=(session,), kwargs=dict(
        code="4821", port=0, ready=lambda h: (ready.append(h.port), _spy(h, sent)),
        should_stop=stop.is_set, key=b"k" * 32), name="netbots-host")
    host.start()
    app = None
    try:
        wait_for(lambda: bool(ready))
        app = joined_app(f"127.0.0.1:{ready[0]}", autoplay=False)
        run_until(app, lambda: app.joined is not None and getattr(app.scenes.top, "driver", None) is not None
                  and app.scenes.top.driver.hint_seat() == 0, dt=0.2)
        scene = app.scenes.top
        assert scene.hints_at_table() and scene.hint_offered()
        assert scene.toggle_hint()
        run_until(app, lambda: scene.driver.hint_action() is not None, dt=0.2)
        action = scene.driver.hint_action()
        assert action in app.joined.state.legal_actions()
        hints = [json.loads(text) for text in sent if '"kind":"hint"' in text]
        assert hints and {h["action"] for h in hints} >= {str(action)}
        scene.driver.apply(action)                          # the hint is never played by itself
    finally:
        stop.set()
        if app is not None:
            close(app)
        host.join(WAIT)


def _spy(hosting: Hosting, sent: list[str]) -> None:
    """Keep what the host sends (to look at the hints among it)."""
    send = hosting.server.send

    def spied(client: int, text: str) -> None:
        sent.append(text)
        send(client, text)
    hosting.server.send = spied  # type: ignore[method-assign]


def test_a_continued_game_gives_a_person_the_seat_of_their_name_back() -> None:
    """A host that quit and continues listens on a new port: the joined computers have
    no token for it; each person joining by name gets their own seat back."""
    seats = headless_seats("gouda", 3, {1, 2}, "normal")
    seats[1] = dataclasses.replace(seats[1], given="Papi")
    seats[2] = dataclasses.replace(seats[2], given="Mamie")
    session = Session.new("gouda", seats, seed=4, autosave=False)
    hosting = Hosting(session, host="127.0.0.1", port=0, key=b"k" * 32)
    try:
        hosting.start()
        with open_client(hosting.port) as ws:
            ws.send(hello(hosting.code, name=" mamie "))
            wait_for(lambda: any(s.joined for s in hosting.seats()))      # the host's frames
            assert receive(ws, "welcome")["seat"] == 2
    finally:
        hosting.close()
