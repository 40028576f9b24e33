"""Gouda's guided game at the real table (issue 19): the learner follows the rings with
real clicks (a start place, a place to choose, then each result given as a person gives
it: the die, the mouse badge, the place it goes to), the computer plays its scripted
moves, a wrong click plays nothing, and the panel keeps inside the window, in the action
area under the dice tray, never over what it points at, to the end."""

from __future__ import annotations

import os

import pygame
import pytest
from apps import close, new_app
from table_input import LONG_DT, click, frames

from game import i18n
from game.view.lesson_overlay import LessonOverlay, start_lesson

#: set to a folder to keep a picture of every step (to look at them by hand)
SHOTS = os.environ.get("GOUDA_LESSON_SHOTS", "")


def lesson_app(size, lang):
    app = new_app(size, lang, fast=True)
    scene = start_lesson(app, "gouda")
    assert scene is not None and isinstance(scene.lesson, LessonOverlay)
    frames(app, 2)
    return app, scene


def settle(app, scene, limit=800):
    for _ in range(limit):
        if scene.lesson.finished or (scene.lesson.waiting() and not scene.input_guarded()):
            frames(app, 1)
            return
        frames(app, 1, LONG_DT)
    raise AssertionError("the guided game never waited for the learner")


def check_panel(scene, size):
    overlay = scene.lesson
    window = pygame.Rect(0, 0, *size)
    assert window.contains(overlay.panel), (overlay.panel, size)
    area = scene.lesson_area()
    assert area is not None and area.contains(overlay.panel), (overlay.panel, area)
    for key in overlay.shown_buttons():
        assert overlay.panel.contains(overlay.buttons[key].rect)
        assert overlay.buttons[key].text_fit().fits(), overlay.buttons[key].label
    target = overlay.target()
    if target is not None:
        assert window.contains(target) and not overlay.panel.colliderect(target)


@pytest.mark.parametrize("size, lang", [((800, 600), "fr")])      # every size: test_every_screen
def test_the_learner_follows_the_rings_with_clicks_to_the_end(home, size, lang):
    app, scene = lesson_app(size, lang)
    try:
        overlay = scene.lesson
        lesson = overlay.lesson
        wrong_tried = False
        while True:
            settle(app, scene)
            if overlay.finished:
                break
            check_panel(scene, size)
            state = scene.session.state
            overlay.wrong, overlay.wrong_at = True, len(state.history)   # "Not quite: ..." too
            overlay.layout(size)
            check_panel(scene, size)
            overlay.wrong = False
            index = lesson.current(state)
            if SHOTS:
                pygame.image.save(app.screen, os.path.join(SHOTS, f"{lang}_{size[0]}_{index:02d}.png"))
            played = len(state.history)
            if not wrong_tried:                      # the can: a start place, not the ring
                click(app, scene.model.geometry.shelf.places["can"].center)
                frames(app, 2)
                assert len(scene.session.state.history) == played
                assert overlay.sentence().startswith(i18n.t("learn.ui.wrong"))
                assert overlay.target() is not None and lesson.waiting(scene.session.state)
                wrong_tried = True
            for _ in range(3):                        # a place; or a die, a badge, a place
                target = overlay.target()
                assert target is not None, lesson.script.steps[index]
                click(app, target.center)
                if len(scene.session.state.history) > played:
                    break
            assert len(scene.session.state.history) == played + 1, lesson.script.steps[index]
            assert lesson.on_script(scene.session.state)
        assert wrong_tried
        assert app.learn_figures == {"learn_steps": 23, "learn_done": 23}
        frames(app, 1)
        check_panel(scene, size)
        if SHOTS:
            pygame.image.save(app.screen, os.path.join(SHOTS, f"{lang}_{size[0]}_end.png"))
    finally:
        close(app)
