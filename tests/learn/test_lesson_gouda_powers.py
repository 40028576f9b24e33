"""Gouda's powers guided game at the real table (issue 19, "Show me the powers"): the
learner follows the rings with real clicks, through the answer window: the claim on
the bar, the Cancel in the open hand, the computer's Worsen on the stack, then the
bar's Pass, and the green die given; no step needs "Play it for me", and the lesson
ends on its last words although the game goes on (the script stops before its end)."""

from __future__ import annotations

from apps import close, new_app
from table_input import LONG_DT, click, frames

from game.view.lesson_overlay import LessonOverlay, start_lesson


def ready(app, scene, limit=400):
    for _ in range(limit):
        if scene.lesson.finished or (scene.lesson.waiting() and not scene.input_guarded()):
            return
        frames(app, 1, LONG_DT)
    raise AssertionError("the guided game never waited for the learner")


def test_the_powers_lesson_is_played_with_the_rings_clicks_alone():
    app = new_app((800, 600), "fr", fast=True)
    try:
        scene = start_lesson(app, "gouda", "powers")
        assert scene is not None and isinstance(scene.lesson, LessonOverlay)
        lesson = scene.lesson
        frames(app, 2)
        clicks = {}
        while True:
            ready(app, scene)
            if lesson.finished:
                break
            state = scene.session.state
            step = lesson.lesson.step(state)
            before = len(state.history)
            for n in range(1, 5):
                target = lesson.target()
                assert target is not None, (step.do, n)
                click(app, target.center)
                if len(scene.session.state.history) > before:
                    break
                ready(app, scene)
            assert len(scene.session.state.history) > before, step.do
            assert str(scene.session.state.history[before]) == step.do
            clicks[step.say] = n
        assert clicks == {"start": 1, "choose": 1, "cancel": 3, "pass": 1, "give": 2}
        assert lesson.done() == lesson.lesson.steps == 8
        assert app.learn_figures == {"learn_steps": 8, "learn_done": 8}
        assert not scene.session.state.is_terminal()          # the game went on; the lesson ended
        assert "gouda" not in getattr(app.settings, "learned", [])   # the first guided game's mark
    finally:
        close(app)


def test_show_me_the_powers_beside_show_me_how_on_gouda_rules_screen_alone(app):
    from apps import open_rules
    rules = open_rules(app, "gouda")
    labels = {b.label: b for b in rules.group.buttons}
    assert "Show me how" in labels and "Show me the powers" in labels
    powers, first = labels["Show me the powers"], labels["Show me how"]
    assert not powers.rect.colliderect(first.rect)
    cubes = open_rules(app, "cubes")                    # a game with one guided game
    assert "Show me the powers" not in {b.label for b in cubes.group.buttons}
    app.scenes.pop()
    click(app, powers.rect.center)
    frames(app, 2)
    lesson = app.scenes.top.lesson
    assert lesson is not None and lesson.script.part == "powers"


def test_the_learn_command_picks_the_part(home, capsys):
    import json

    from game import app as program
    assert program.main(["--game", "gouda", "--learn", "--learn-part", "powers", "--frames", "3",
                         "--size", "800x600"]) == 0
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["learn_steps"] == 8
    assert program.main(["--game", "cubes", "--learn", "--learn-part", "powers", "--frames", "1"]) == 2
    assert "cubes (powers) has no guided game" in capsys.readouterr().err
