"""The hint at the Souris et cubes de fromage table (issue 19): the normal computer's
choice for the person, shown and never played, worded with the real bust chance."""

from __future__ import annotations

import pygame
from hint_checks import check_hints_along_a_game, hint_of, reasons
from table_input import LONG_DT, frames, press

from game import i18n
from game.core.save_file import Seat
from game.games.cubes import GAME
from game.games.cubes.actions import Done, Land, Roll, Show, Stop, Swap
from game.games.cubes.texts import bust_chance, hint_reason
from game.session import Session


def test_hints_along_a_game_are_the_normal_computers_choice_and_worded():
    met = check_hints_along_a_game("cubes", 2, seed=11, most=25)
    assert {"Roll", "Stop"} <= set(met)


def test_the_words_say_the_real_bust_chance():
    seats = [Seat("Léa", "orange", hints=True), Seat("Bob", "sky", "cpu")]
    session = Session.new("cubes", seats, seed=3, autosave=False)
    for action in (Roll(), Land((0, 1, 2, 3, 4, 5)), *(Show(c, "blue") for c in range(6))):
        session.apply(action)
    obs = session.state.observation(0)
    p_window = GAME.config().p_window
    assert abs(bust_chance(obs) - (1 - p_window) ** 2) < 1e-9   # 2 cubes left to roll
    assert round(bust_chance(obs) * 10) == 7
    i18n.set_language("fr")
    try:
        words = hint_reason(obs, 0, Stop(), seats)
    finally:
        i18n.set_language("en")
    assert "6 souris" in words and "7 fois sur 10" in words
    assert "7 times in 10" in hint_reason(obs, 0, Roll(), seats)
    for action in (Roll(), Stop(), Done(), Swap(1, "red")):
        reasons("cubes", session, 0, action)


def test_same_hint_for_positions_that_look_the_same():
    """Two games set up with other seeds (other pile draws to come) that show seat 0
    the same table get the same hint."""
    hints = []
    for seed in (1, 2):
        session = Session.new("cubes", [Seat("Léa", "orange", hints=True), Seat("Bob", "sky", "cpu")],
                              seed=seed, autosave=False)
        for action in (Roll(), Land((0, 1, 2)), Show(0, "red"), Show(1, "red"), Show(2, "green")):
            session.apply(action)
        hints.append((session.state.observation(0), hint_of(session, 0)))
    assert hints[0][0] == hints[1][0]
    assert hints[0][1] == hints[1][1]


def _table(app, hints=True):
    seats = [Seat("Léa", "orange", hints=hints), Seat("Bob", "sky", "cpu")]
    session = Session.new("cubes", seats, seed=5, autosave=False)
    scene = app.start_game(session)
    for _ in range(400):
        frames(app, 1, LONG_DT)
        if scene.can_act() and not scene.input_guarded():
            break
    return session, scene


def test_hint_button_toggles_and_playing_clears_it(table_app):
    session, scene = _table(table_app)
    assert scene.hint_offered() and scene.controls.show_hint()
    press(table_app, pygame.K_h)
    frames(table_app, 3)
    assert scene.hint_view.shown and scene.hint_view.action == Roll()
    assert scene.hint_view.targets and scene.hint_view.reason
    bubble = scene.hint_view.bubble
    assert pygame.Rect(0, 0, *scene.size).contains(bubble)
    assert session.state.history == []                       # shown, never played
    press(table_app, pygame.K_h)                            # H again: away
    frames(table_app, 2)
    assert not scene.hint_view.shown and scene.driver.hint is None
    press(table_app, pygame.K_h)
    frames(table_app, 3)
    assert scene.hint_view.shown
    press(table_app, pygame.K_r)                            # playing puts it away
    frames(table_app, 2)
    assert session.state.history and not scene.hint_view.shown
    assert not scene.hint_offered()                         # the cubes roll: not a turn's choice


def test_no_hint_for_a_seat_without_hints(table_app):
    session, scene = _table(table_app, hints=False)
    assert scene.can_act() and not scene.hint_offered() and not scene.controls.show_hint()
    assert scene.controls.hint_rect.w == 0
    press(table_app, pygame.K_h)
    frames(table_app, 3)
    assert scene.driver.hint is None and not scene.hint_view.shown
