"""Drôle de fromage's guided game at its table (issue 19), with real clicks and keys: the
ring is on the square the mouse steps to, a click there plays the step, a wrong square
plays nothing and says so kindly, the arrow key plays it too, Back goes back across the
die's rolls, the die rolls itself (the script writes its faces), and at 800x600 the panel
never hides the ring nor a tray (the worm arrives in the learner's)."""

from __future__ import annotations

import pygame
import pytest
from apps import close, new_app
from table_input import LONG_DT, click, frames, press

from game.learn.lesson import read_script
from game.view.lesson_overlay import LessonOverlay, start_lesson


def settle(app, scene, limit=600):
    """Frames until the learner's step waits for them."""
    for _ in range(limit):
        if scene.lesson.waiting() and not scene.input_guarded():
            frames(app, 1)
            return
        frames(app, 1, LONG_DT)
    raise AssertionError("the guided game never waited for the learner")


@pytest.fixture
def lesson(home):
    app = new_app((800, 600), "en", fast=True)
    scene = start_lesson(app, "drole")
    assert scene is not None and isinstance(scene.lesson, LessonOverlay)
    frames(app, 2)
    yield app, scene
    close(app)


def step_index(scene):
    return scene.lesson.lesson.current(scene.session.state)


def test_the_ringed_square_is_played_a_wrong_one_is_not_and_back_crosses_the_rolls(lesson):
    app, scene = lesson
    script = read_script("drole")
    settle(app, scene)                                  # the computer moved, the die rolled
    assert step_index(scene) == 1 and not scene.model.human_roll()
    assert scene.session.state.rolls == ["star", "2"]
    ring = scene.lesson.target()
    assert ring == scene.lesson_target(script.steps[1].point) == scene.model.square_rect(2, 4)
    played = len(scene.session.state.history)
    click(app, scene.model.square_rect(3, 5).center)   # a step to the right: not this one
    assert len(scene.session.state.history) == played
    assert scene.lesson.sentence().startswith("Not quite")
    click(app, ring.center)                             # the ringed square: the step
    assert len(scene.session.state.history) == played + 1
    settle(app, scene)
    assert step_index(scene) == 2
    press(app, pygame.K_UP)                             # the table's own key for it
    settle(app, scene)
    assert step_index(scene) == 3
    click(app, scene.lesson.buttons["back"].rect.center)
    frames(app, 2)
    settle(app, scene)
    assert step_index(scene) == 2 and scene.session.state.rolls == ["star", "2"]


def test_at_800x600_the_panel_hides_neither_the_ring_nor_a_tray(lesson):
    app, scene = lesson
    app.autoplay = True
    overlay = scene.lesson
    trays = [t.rect for t in scene.model.geometry.trays.values()]
    for _ in range(3000):
        frames(app, 1, LONG_DT)
        assert overlay.panel.collidelist(trays) < 0, (overlay.heading(), overlay.panel)
        target = overlay.target()
        assert target is None or not overlay.panel.colliderect(target), overlay.heading()
        if overlay.finished:
            break
    assert overlay.finished and app.learn_figures == {"learn_steps": 9, "learn_done": 9}


def test_the_tables_undo_is_a_step_back_the_lesson_follows(lesson):
    app, scene = lesson
    settle(app, scene)
    scene.lesson.play_for_me()
    settle(app, scene)
    assert step_index(scene) == 2
    press(app, pygame.K_u)                              # the table's own take-back
    settle(app, scene)
    state = scene.session.state
    assert step_index(scene) == 1 and scene.lesson.lesson.on_script(state)
    assert scene.lesson.target() == scene.model.square_rect(2, 4)
