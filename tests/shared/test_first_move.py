"""A newcomer reaches the first move of each game in at most four clicks, at every
window size a family's laptop may have: the game's card on the title screen, *Play!*
on the setup screen as it comes (a person against the computer), the pass screen if
one comes, then the first move on the table. Real clicks (mouse events through the
scenes, as a person's), each on a point inside the window; the setup screen's
*Enter* plays too."""

from __future__ import annotations

import os

import pygame
import pytest
from apps import close, new_app
from table_input import LONG_DT, click, frames, press

from game.core import registry

SIZES = [(800, 600), (1024, 768), (1280, 720), (1280, 800), (1366, 768), (1440, 900), (1920, 1080)]
#: without a soak (``SOURIS_SOAK_GAMES``), the smallest, the largest and two common ones
if not os.environ.get("SOURIS_SOAK_GAMES"):
    SIZES = [(800, 600), (1280, 800), (1366, 768), (1920, 1080)]
MOST_CLICKS = 4


def first_move(scene):
    """Where a person clicks for their first move on ``scene``'s table."""
    game_id = scene.session.game_id
    if game_id == "cubes":
        return next(b.rect.center for b in scene.model.buttons if b.key == "roll")
    if game_id == "drole":
        assert scene.awaiting_throw()
        return scene.model.geometry.side.roll_button.center
    if game_id == "gouda":
        return scene.model.geometry.shelf.places[sorted(scene.model.place_choices())[0]].center
    if game_id == "chaos":
        from test_chaos_scene import cover_centre

        from game.games.chaos.actions import Lift
        lift = next(a for a in scene.session.state.legal_actions() if isinstance(a, Lift))
        return cover_centre(scene, lift.cover)
    raise AssertionError(f"no first move known for {game_id}: add it here")


def moved(session, before):
    """The game went on from ``before`` (its history's length)."""
    return len(session.state.history) > before


class Clicks:
    def __init__(self, app):
        self.app = app
        self.count = 0

    def on(self, pos):
        w, h = self.app.screen.get_size()
        assert 0 <= pos[0] < w and 0 <= pos[1] < h, f"a click at {pos} is outside the {w}x{h} window"
        self.count += 1
        click(self.app, pos)


def reach_the_table(app, clicks, game_id):
    """Title -> the game's card -> Play! (-> the pass screen): the table, settled."""
    from game.scenes.gamescene import BaseGameScene as GameScene
    from game.scenes.passdevice import PassDeviceScene
    from game.scenes.setup import SetupScene
    from game.scenes.start import open_start
    from game.scenes.title import GameCard
    open_start(app, "title")
    frames(app, 6)
    card = next(b for b in app.scenes.top.group.buttons
                if isinstance(b, GameCard) and b.game_id == game_id)
    clicks.on(card.rect.center)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    frames(app, 2)
    return setup, GameScene, PassDeviceScene


def settle(app, scene, limit=600):
    for _ in range(limit):
        frames(app, 1, LONG_DT)
        if app.scenes.top is not scene:
            return
        if scene.can_act() and not scene.busy() and not scene.input_guarded():
            return


def finish(app, clicks, GameScene, PassDeviceScene):
    for _ in range(3):
        top = app.scenes.top
        if isinstance(top, PassDeviceScene):
            clicks.on(top.group.buttons[0].rect.center)        # "I am X: show me"
            frames(app, 2)
            continue
        if isinstance(top, GameScene):
            settle(app, top)
            if app.scenes.top is top:
                break
    scene = app.scenes.top
    assert isinstance(scene, GameScene), f"not at the table: {type(scene).__name__}"
    before = len(scene.session.state.history)
    clicks.on(first_move(scene))
    frames(app, 2)
    assert moved(scene.session, before), "the first move's click did nothing"
    assert clicks.count <= MOST_CLICKS, f"{clicks.count} clicks to the first move"


@pytest.mark.parametrize("game_id", registry.games())
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_first_move_in_four_clicks(home, game_id, size):
    lang = "fr" if SIZES.index(size) % 2 == 0 else "en"          # each game in both
    app = new_app(size, lang, fast=True)
    try:
        clicks = Clicks(app)
        setup, GameScene, PassDeviceScene = reach_the_table(app, clicks, game_id)
        clicks.on(setup.play_button.rect.center)
        frames(app, 2)
        finish(app, clicks, GameScene, PassDeviceScene)
    finally:
        close(app)


@pytest.mark.parametrize("game_id", registry.games())
def test_enter_plays_from_the_setup_screen(home, game_id):
    """Enter on the setup screen (nothing focused, no name being typed) is Play!; while
    a name is typed, Enter only ends the name."""
    app = new_app((1280, 800), "en", fast=True)
    try:
        clicks = Clicks(app)
        setup, GameScene, PassDeviceScene = reach_the_table(app, clicks, game_id)
        setup.start_editing(0)
        press(app, pygame.K_RETURN)
        assert app.scenes.top is setup and setup.editing is None
        press(app, pygame.K_RETURN)
        frames(app, 2)
        assert app.scenes.top is not setup
        finish(app, clicks, GameScene, PassDeviceScene)
    finally:
        close(app)
