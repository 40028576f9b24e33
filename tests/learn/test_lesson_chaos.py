"""Chaos's guided game (issue 19, levels/learn/chaos.yaml): each step says the truth
(the rule it names happens, with the numbers and colours its sentence says), the
computers' secrets never reach the learner's table, and the whole guided game is played
at the real table by clicking only what each step rings (a piece, then where it goes; a
chair, then its arrow; a button), with the panel never over the ring."""

from __future__ import annotations

import pygame
import pytest
from apps import close, new_app
from table_input import LONG_DT, click, frames

from game.games.chaos import actions
from game.learn.lesson import play_through, read_script
from game.view.lesson_overlay import LessonOverlay, start_lesson


def events_by_step():
    script = read_script("chaos")
    return script, list(zip(script.steps, play_through(script)))


def only(events, kind):
    found = [e for e in events if isinstance(e, kind)]
    assert len(found) == 1, (kind.__name__, events)
    return found[0]


def test_chaos_steps_say_the_truth():
    script, steps = events_by_step()
    learner = script.learner
    say = {}
    for step, events in steps:
        say.setdefault(step.say, events)
    assert script.new_state().observation(learner).cards      # the learner holds a card...
    state = script.new_state()
    assert state.config.colours[state.hcolour[0]] == "blue"      # ...blue, as the first step says
    # the numbers the sentences say: 4, 4 again, then 2
    assert only(say["lift"], actions.CoverLifted).number == 4
    assert only(say["lift_again"], actions.CoverLifted).number == 4
    assert only(say["lift_two"], actions.CoverLifted).number == 2
    # a mouse through a hole: into the hole in front of h12 and out by another one
    hole = only(say["hole"], actions.MouseMoved)
    assert any(p.startswith("o") for p in hole.path) and hole.to == "d12"
    # a claim that goes wrong: the first wrong mouse (green) goes home to the first computer
    wrong = say["claim_wrong"]
    assert only(wrong, actions.ClaimStarted).seat == learner
    back = only(wrong, actions.MouseReturned)
    assert back.colour == "green" and back.to_hideout == "H1" and back.owner == 1
    assert not [e for e in wrong if isinstance(e, actions.ClaimWon)]
    assert [e for e in wrong if isinstance(e, actions.TurnEnded)]       # "your turn is over"
    # a cat's catch, then the chair it left tipped over
    cat = only(say["cat"], actions.CatMoved)
    caught = only(say["catch"], actions.MouseCaught)
    assert cat.to == caught.frm == "c7"
    tipped = only(say["tip"], actions.ChairTipped)
    assert tipped.chair == "h1" and cat.frm == "c3" == tipped.at
    assert only(say["cpu_under"], actions.MouseMoved).frm == "table"
    # the last blue mouse home, and the claim that wins: four blue mice turned over
    assert only(say["home"], actions.MouseMoved).to == "H0"
    win = say["claim_win"]
    assert only(win, actions.ClaimWon).seat == learner
    assert [e.colour for e in win if isinstance(e, actions.MouseTurned)] == ["blue"] * 4


def test_the_computers_numbers_never_reach_the_learner():
    """What a computer's lifted cover says is its own: the learner's observation after
    each computer's lift knows no more numbers than before it."""
    script = read_script("chaos")
    state = script.new_state()
    for step in script.steps:
        before = dict(state.seen_covers[script.learner])
        state.apply(state.parse_action(step.do))
        if step.seat != script.learner:
            assert state.seen_covers[script.learner] == before, step


def lesson_app(size, lang):
    app = new_app(size, lang, fast=True)
    scene = start_lesson(app, "chaos")
    assert scene is not None and isinstance(scene.lesson, LessonOverlay)
    frames(app, 2)
    return app, scene


@pytest.mark.parametrize("size, lang", [((800, 600), "fr")])      # every size: test_every_screen
def test_the_guided_game_is_played_by_clicking_what_each_step_rings(home, size, lang):
    app, scene = lesson_app(size, lang)
    overlay = scene.lesson
    window = pygame.Rect(0, 0, *size)
    try:
        clicks = 0
        for _ in range(4000):
            if overlay.finished:
                break
            if not (overlay.waiting() and not scene.input_guarded()):
                frames(app, 1, LONG_DT)
                continue
            frames(app, 1)
            target = overlay.target()
            assert target is not None, overlay.sentence()
            assert window.contains(target) and not overlay.panel.colliderect(target), overlay.sentence()
            click(app, target.center)
            clicks += 1
            frames(app, 1)
        assert overlay.finished and app.learn_figures == {"learn_steps": 30, "learn_done": 30}
        # one click a learner's step, and one more where a piece is chosen first
        learner = [s for s in overlay.script.steps if s.seat == overlay.lesson.learner]
        assert clicks == len(learner) + sum(1 for s in learner if s.point.split(":")[0] in ("move", "tip"))
    finally:
        close(app)
