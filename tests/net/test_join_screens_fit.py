"""The joined computer's screens pass the every-screen check (tests/shared/
test_every_screen.py: every text and button inside the window, none overlapping,
nothing cut to "…") at 800x600 and 1920x1080 (1280x800 too in a soak) in French and English: the
"Join a game" screen empty, with games found at home and the code being typed, with
its longest problem, and waiting for the host; and a joined table of Gouda with
powers, its answer bar asking this seat on its own screen."""

from __future__ import annotations

import os
import time

import pytest
from test_every_screen import check, program, recorder  # noqa: F401 (a fixture)
from testhost import TestHost

from game.net.client import Problem
from game.scenes.join import JoinScene

#: the smallest and the largest window (1280x800 too in a soak)
SIZES = [(800, 600), (1920, 1080)]
if os.environ.get("SOURIS_SOAK_GAMES"):
    SIZES.insert(1, (1280, 800))
LANGS = ["fr", "en"]


class Finder:
    def __init__(self, records) -> None:
        self.records = records

    def found(self):
        return self.records

    def close(self) -> None:
        pass


def wait_for(app, check_, seconds: float = 60.0) -> None:
    started = time.monotonic()
    while not check_():
        assert time.monotonic() - started < seconds, "never got there"
        app.frame(0.05)
        time.sleep(0.002)


@pytest.fixture(scope="module")
def host():
    made = TestHost("gouda", 3, {0, 2}, options={"powers": 4}, names={0: "Mamie"}).start()
    yield made
    made.close()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("lang", LANGS)
def test_the_join_screen_fits(recorder, size, lang) -> None:  # noqa: F811
    app = program(size, lang)
    scene = JoinScene(app)
    app.scenes.push(scene)
    check(app, "join, empty")
    scene.browser = Finder([
        {"name": "L'ordinateur portable de Mamie", "address": "192.168.1.20", "port": 47470,
         "game": "chaos", "free": 2},
        {"name": "Salon", "address": "fd00::7", "port": 47471, "game": "gouda", "free": 1},
        {"name": "Grenier", "address": "192.168.1.44", "port": 47470, "game": "drole", "free": 0},
        {"name": "Cuisine", "address": "192.168.1.45", "port": 47470, "game": "cubes", "free": 3}])
    scene.update(0.0)
    assert len([b for b in scene.group.buttons if "·" in b.label]) == 3
    scene.address = "192.168.1.20:47470"
    scene.code = "482"
    scene.start_editing("code")
    check(app, "join, found and typing")
    scene.stop_editing()
    for reason in ("files", "not_found", "address"):      # the longest words
        scene.problem = Problem(reason)
        scene.rebuild()
        check(app, f"join, problem {reason}")
    app.scenes.pop()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("lang", LANGS)
def test_waiting_and_the_joined_table_fit(recorder, host, size, lang) -> None:  # noqa: F811
    app = program(size, lang)
    if not hasattr(host, "_joined_once"):
        host._joined_once = True
        scene = JoinScene(app, address=host.address, code="4821", start=True)
        app.scenes.push(scene)
        wait_for(app, lambda: scene.joining is not None and scene.joining.status == "waiting")
        check(app, "join, waiting for the host")
        scene.cancel()
        app.scenes.pop()
    # a second seat joins elsewhere (the host's game starts once both are there)
    if 2 not in host.tokens:
        from game.net.client import Connection, TokenStore, parse_address
        other = Connection(parse_address(host.address), "4821", seat=2,
                           tokens=TokenStore(host_token_path(app))).start()
        wait_for(app, lambda: other.status == "joined")
        host._other = other
    scene = JoinScene(app, address=host.address, code="4821", start=True)
    app.scenes.push(scene)
    wait_for(app, lambda: app.joined is not None and app.scenes.top is not scene)
    table = app.scenes.top
    wait_for(app, lambda: not table.busy() and (table.can_act() or table.answer_bar_shown()))
    for _ in range(30):                          # the banner in its place
        app.frame(0.1)
    check(app, "a joined table")
    while app.scenes.top is not None:
        app.scenes.pop()
    app.joined = None


def host_token_path(app):
    from game import paths
    return paths.user_dir() / "other-tokens.json"
