"""The setup screen's options column scrolls when a game has more options than the
window has room for (Gouda! Gouda! with six seats at 1280 x 800): *Play!* stays pinned
below it, the wheel, Page Up/Down, Home/End and the scroll bar move it, Tab brings the
focused selector into view, and a selector scrolled out of sight takes no click."""

from __future__ import annotations

import pygame
import pytest
from apps import close, new_app
from table_input import click, frames, post, press


@pytest.fixture
def gouda_setup(home):
    from game.scenes.setup import SetupScene
    app = new_app((1280, 800), "fr")
    app.scenes.push(SetupScene(app, "gouda"))
    scene = app.scenes.top
    scene.set_count(scene.cls.max_players)
    frames(app, 2)
    yield app, scene
    close(app)


def shown(scene, button):
    return scene.view.contains(button.rect)


def test_play_is_pinned_and_the_column_scrolls(gouda_setup):
    app, scene = gouda_setup
    w, h = app.screen.get_size()
    assert scene.max_scroll > 0, "Gouda's six seats and four options fit: no scrolling to test"
    play = scene.play_button
    assert play.rect.bottom <= h and play.clip is None
    assert not scene.view.colliderect(play.rect)
    # the wheel
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    frames(app, 1)
    assert scene.scroll > 0
    assert scene.play_button.rect == play.rect                # Play! has not moved
    press(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll
    press(app, pygame.K_HOME)
    assert scene.scroll == 0
    press(app, pygame.K_PAGEDOWN)
    assert scene.scroll > 0
    press(app, pygame.K_HOME)
    # the scroll bar: a click below its handle pages down
    thumb = scene.thumb()
    assert thumb is not None
    click(app, (thumb.centerx, scene.track.bottom - 2))
    assert scene.scroll > 0


def test_tab_brings_the_focus_into_view(gouda_setup):
    app, scene = gouda_setup
    last = None
    for _ in range(len(scene.group.buttons) + 2):
        press(app, pygame.K_TAB)
        button = scene.group.buttons[scene.group.focus]
        if button.clip is not None:
            assert shown(scene, button), (button.label, button.rect, scene.view)
            last = button
    assert last is not None and scene.scroll > 0          # the last selectors were below


def test_a_hidden_selector_takes_no_click(gouda_setup):
    app, scene = gouda_setup
    hidden = [b for b in scene.group.buttons if b.clip is not None and not b.clip.colliderect(b.rect)]
    partly = [b for b in scene.group.buttons if b.clip is not None
              and b.rect.bottom > b.clip.bottom > b.rect.top]
    before = scene.setup.copy()
    target = (hidden or partly)[-1]
    point = (target.rect.centerx, max(target.rect.centery, scene.view.bottom + 2))
    click(app, point)
    assert scene.setup == before


def test_enter_plays_unless_a_button_has_the_focus(gouda_setup):
    app, scene = gouda_setup
    scene.set_count(2)                                      # colours free to change to
    press(app, pygame.K_TAB)                                # the first seat's colour
    colour = scene.drafts[0].colour
    press(app, pygame.K_RETURN)
    assert scene.drafts[0].colour != colour and app.scenes.top is scene


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_any_number_of_options(home, monkeypatch, size):
    """A game with fourteen options: Play! in the window, each option reached by scrolling."""
    from game.core.protocol import OptionSpec
    from game.scenes.setup import SetupScene
    app = new_app(size, "en")
    try:
        scene = SetupScene(app, "cubes")
        specs = tuple(OptionSpec(f"option_{k}", False, (False, True)) for k in range(14))
        monkeypatch.setattr(scene.cls, "option_specs", specs)
        scene.setup.options = {s.key: s.default for s in specs}
        app.scenes.push(scene)
        frames(app, 2)
        w, h = size
        assert scene.play_button.rect.bottom <= h and scene.max_scroll > 0
        seen = set()
        for _ in range(40):
            for _lines, _size, rect in scene.value_lines:
                if scene.view.contains(rect):
                    seen.add(rect.top + scene.scroll)
            if scene.scroll >= scene.max_scroll:
                break
            post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
            frames(app, 1)
        assert len(seen) == len(scene.value_lines) == 14 + 3      # players, starter, games
        last = scene.group.buttons.index(scene.play_button) - 1      # the last selector's ">"
        click(app, scene.group.buttons[last].rect.center)
        assert scene.setup.games != 1
    finally:
        close(app)
