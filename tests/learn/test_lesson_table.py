"""The guided game at the table (issue 19): the overlay's steps over the real cubes
table, with real clicks and keys. A wrong click plays nothing and says so kindly; Back
goes a step back through the rules; Play it for me plays the step; Leave goes back to the
title screen; the whole guided game, followed by the overlay itself (autoplay), reaches
its end in both languages at 800x600 and 1920x1080 with every text of the panel inside
the window and its button; the game is then marked as learned in the settings."""

from __future__ import annotations

import pygame
import pytest
from apps import close, new_app
from table_input import LONG_DT, click, frames, press

from game.config import load_settings
from game.learn.lesson import read_script
from game.scenes.title import TitleScene
from game.view.fonts import get_font
from game.view.lesson_overlay import LessonOverlay, learned, mark_learned, start_lesson


def lesson_app(size=(1280, 800), lang="en", autoplay=False):
    app = new_app(size, lang, fast=True)
    app.autoplay = autoplay
    scene = start_lesson(app, "cubes")
    assert scene is not None and isinstance(scene.lesson, LessonOverlay)
    frames(app, 2)
    return app, scene


def settle(app, scene, limit=600):
    """Frames until the learner's step waits for them."""
    for _ in range(limit):
        if scene.lesson.waiting() and not scene.input_guarded():
            frames(app, 1)
            return
        frames(app, 1, LONG_DT)
    raise AssertionError("the guided game never waited for the learner")


def button(scene, key):
    return next(b.rect.center for b in scene.model.buttons if b.key == key)


@pytest.fixture
def home_app(home):
    app, scene = lesson_app()
    yield app, scene
    close(app)


def test_the_right_click_is_played_and_a_wrong_one_is_not(home_app):
    app, scene = home_app
    settle(app, scene)
    played = len(scene.session.state.history)
    assert scene.lesson.target() == scene.lesson_target("button:roll")     # the ring is on Roll
    press(app, pygame.K_s)                            # Stop is not offered yet: nothing
    click(app, button(scene, "roll"))                 # the step's action
    assert len(scene.session.state.history) == played + 1
    settle(app, scene)
    assert scene.lesson.lesson.current(scene.session.state) == 1
    before = len(scene.session.state.history)
    click(app, button(scene, "roll"))                 # wrong: the step asks to stop
    assert len(scene.session.state.history) == before
    assert scene.lesson.sentence().startswith("Not quite")
    press(app, pygame.K_s)                            # the table's own key for Stop
    assert len(scene.session.state.history) == before + 1


def test_back_a_step_and_play_it_for_me(home_app):
    app, scene = home_app
    settle(app, scene)
    assert not scene.lesson.buttons["back"].enabled
    click(app, scene.lesson.buttons["for_me"].rect.center)
    settle(app, scene)
    state = scene.session.state
    assert scene.lesson.lesson.current(state) == 1 and len(state.aside) == 2
    click(app, scene.lesson.buttons["back"].rect.center)
    frames(app, 2)
    state = scene.session.state
    assert scene.lesson.lesson.current(state) == 0 and not state.aside
    assert state == read_script("cubes").new_state()
    assert [b.key for b in scene.model.buttons] == ["roll"]      # the table shows it


def test_leave_goes_back_to_the_title_screen(home_app):
    app, scene = home_app
    settle(app, scene)
    click(app, scene.lesson.buttons["leave"].rect.center)
    frames(app, 2)
    assert isinstance(app.scenes.top, TitleScene)


def panel_fits(scene, size) -> None:
    overlay = scene.lesson
    window = pygame.Rect(0, 0, *size)
    assert window.contains(overlay.panel), (overlay.panel, size)
    room = overlay.panel.w - 2 * scene.px(16)
    font = get_font(overlay.text_size)
    assert all(font.size(line)[0] <= room for line in overlay.lines), overlay.lines
    for key in overlay.shown_buttons():
        b = overlay.buttons[key]
        assert overlay.panel.contains(b.rect) and b.text_fit().fits(), (key, b.label)
    target = overlay.target()
    if target is not None:
        assert window.contains(target) and not overlay.panel.colliderect(target)


@pytest.mark.parametrize("size, lang", [((800, 600), "fr")])   # every size: test_every_screen
def test_the_whole_guided_game_reaches_its_end_and_is_learned(home, size, lang):
    app, scene = lesson_app(size, lang, autoplay=True)
    try:
        overlay = scene.lesson
        seen = set()
        for _ in range(3000):
            frames(app, 1, LONG_DT)
            panel_fits(scene, size)
            seen.add(overlay.heading())
            if overlay.finished:
                break
        assert overlay.finished and app.learn_figures == {"learn_steps": 10, "learn_done": 10}
        assert len(seen) == 11                           # each step's heading, and the end's
        frames(app, 1)
        panel_fits(scene, size)
        assert app.settings.learned == ["cubes"]       # (an autoplay run writes no settings)
        click(app, overlay.buttons["finish"].rect.center)
        frames(app, 2)
        assert isinstance(app.scenes.top, TitleScene)
    finally:
        close(app)


def test_the_learned_mark_is_kept_in_the_settings(home_app):
    app, _ = home_app
    mark_learned(app, "cubes")
    mark_learned(app, "cubes")
    settings, problem = load_settings()
    assert problem is None and settings.learned == ["cubes"] and learned(app, "cubes")


def test_a_damaged_learned_mark_never_crashes(home):
    from game import paths
    paths.settings_file().parent.mkdir(parents=True, exist_ok=True)
    paths.settings_file().write_text("language: fr\nlearned: [cubes, 5, {a: b}]\n", encoding="utf-8")
    settings, problem = load_settings()
    assert problem is not None and "learned" in str(problem)
    assert settings.learned == [] and settings.language == "fr"


def test_show_me_how_on_the_title_card_and_the_rules_screen_and_the_learned_badge(app):
    from apps import open_rules

    from game.scenes.rules import RulesScene
    from game.scenes.title import GameCard
    app.scenes.push(TitleScene(app))
    frames(app, 12)                        # the games are looked at a frame each
    title = app.scenes.top
    shows = [b for b in title.group.buttons if b.label == "Show me how"]
    assert len(shows) == len(title.lessons) and "cubes" in title.lessons
    card = next(b for b in title.group.buttons if isinstance(b, GameCard) and b.game_id == "cubes")
    shows = [b for b in shows if card.rect.left <= b.rect.centerx <= card.rect.right]   # cubes's
    assert not card.learned and len(shows) == 1 and shows[0].rect.top >= card.rect.bottom
    mark_learned(app, "cubes")
    title.rebuild()
    card = next(b for b in title.group.buttons if isinstance(b, GameCard) and b.game_id == "cubes")
    assert card.learned
    click(app, shows[0].rect.center)
    frames(app, 2)
    assert app.scenes.top.lesson is not None
    app.show_title()
    rules = open_rules(app, "cubes")
    assert isinstance(rules, RulesScene)
    show = [b for b in rules.group.buttons if b.label == "Show me how"]
    assert len(show) == 1
    click(app, show[0].rect.center)
    frames(app, 2)
    assert app.scenes.top.lesson is not None
    rules = open_rules(app, "cubes")                  # over a table: not offered
    assert not [b for b in rules.group.buttons if b.label == "Show me how"]


def test_the_learn_command_reports_its_steps_and_refuses_a_game_without_a_script(home, capsys,
                                                                                 monkeypatch, tmp_path):
    import json

    from game import app as program
    from game.learn import lesson as lesson_mod
    assert program.main(["--game", "cubes", "--learn", "--autoplay", "--frames", "12",
                         "--size", "800x600"]) == 0
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["learn_steps"] == 10 and 0 <= figures["learn_done"] <= 10
    real = lesson_mod.script_file
    monkeypatch.setattr(lesson_mod, "script_file",       # drole as if it had no script
                        lambda g, part=None: tmp_path / "none.yaml" if g == "drole" else real(g, part))
    lesson_mod.forget_scripts()
    monkeypatch.setattr(lesson_mod, "_known", {})
    assert program.main(["--game", "drole", "--learn", "--frames", "1"]) == 2
    assert "drole has no guided game" in capsys.readouterr().err


@pytest.mark.parametrize("game", ["cubes", "drole", "gouda", "chaos"])
def test_the_lesson_back_is_the_one_way_back(home, game):
    """Issue 19: in a guided game the table's own Undo is hidden (the lesson's Back is
    the way back), for every game, even where the rules would allow an undo; U then
    goes back the lesson's way, like its Back button (a sound of refusal when there is
    no step before)."""
    app = new_app((1280, 800), "en", fast=True)
    try:
        scene = start_lesson(app, game)
        assert scene is not None
        frames(app, 2)
        settle(app, scene)
        assert not scene.controls.show_undo()
        first = scene.lesson.lesson.current(scene.session.state)
        if not scene.lesson.can_go_back():            # nothing to go back to: nothing moves
            played = len(scene.session.state.history)
            press(app, pygame.K_u)
            frames(app, 2)
            assert len(scene.session.state.history) == played
        scene.lesson.play_for_me()
        settle(app, scene)
        assert scene.lesson.lesson.current(scene.session.state) > first
        assert scene.lesson.can_go_back()
        lesson, scene.lesson = scene.lesson, None     # the same table, not a lesson:
        would = scene.controls.show_undo()            # its Undo, where the rules allow one
        scene.lesson = lesson
        assert would == (scene.can_act() and scene.session.can_undo())
        assert would or game != "drole"               # (after a roll none can be)
        assert not scene.controls.show_undo()         # hidden, and no click lands on it
        assert scene.controls.at(scene.controls.undo_rect.center) != "undo"
        played = len(scene.session.state.history)
        press(app, pygame.K_u)                        # U: the lesson's Back
        settle(app, scene)
        assert scene.lesson.lesson.current(scene.session.state) == first
        assert len(scene.session.state.history) < played
    finally:
        close(app)


def test_a_table_that_is_not_a_lesson_keeps_its_undo(home):
    from game.scenes.start import demo_session
    app = new_app((1280, 800), "en", fast=True)
    try:
        scene = app.start_game(demo_session("cubes", finish=False))
        frames(app, 2)
        assert scene.lesson is None
        assert scene.controls.show_undo() == (scene.can_act() and scene.session.can_undo())
    finally:
        close(app)
