"""The hint at the Souris et gouda table (issue 19): a hint for each kind of decision a
person makes (the start place, the turn's place, each die to a mouse, the answers in a
window), the normal computer's choice, shown and never played."""

from __future__ import annotations

from dataclasses import replace

import pygame
from hint_checks import check_hints_along_a_game, hint_of, press_hint, reasons
from table_input import LONG_DT, frames, press

from game.core.save_file import Seat
from game.games.gouda.actions import Choose, Give, Start
from game.games.gouda.observation import GoudaDie
from game.games.gouda.texts import hint_reason
from game.session import Session


def test_hints_for_each_kind_of_decision_are_the_normal_computers_choice():
    met = check_hints_along_a_game("gouda", 3, seed=4, most=30,
                                   options={"start": "choose", "powers": 3})
    assert {"Start", "Choose", "Give"} <= set(met), met


def test_answers_in_a_window_are_hinted_and_worded():
    met = check_hints_along_a_game("gouda", 2, seed=9, most=80, options={"powers": 5})
    assert "Pass" in met and {"CancelMarker", "CancelRoll", "Worsen", "Improve"} & set(met), met


def test_a_red_on_a_start_place_says_so():
    from game.games.gouda import GAME
    config = GAME.config()
    start = config.names[config.starts[0]]
    seats = [Seat("Léa", "orange", hints=True), Seat("Bob", "sky", "cpu")]
    session = Session.new("gouda", seats, seed=2, autosave=False)
    obs = session.state.observation(0)
    obs = replace(obs, dice=(GoudaDie("red", True, False),))
    words = hint_reason(obs, 0, Give(0, 1, start), seats)
    assert "Bob" in words and "start place" in words


def test_hint_glows_on_a_place_and_goes_when_played(table_app):
    seats = [Seat("Léa", "orange", hints=True), Seat("Bob", "sky", "cpu")]
    session = Session.new("gouda", seats, seed=5, options={"start": "choose"}, autosave=False)
    scene = table_app.start_game(session)
    view = press_hint(table_app, scene, session)
    assert isinstance(view.action, (Start, Choose)) and view.action in session.state.legal_actions()
    assert len(view.targets) == 1 and view.reason
    assert "{" not in view.reason
    reasons("gouda", session, 0, view.action)
    assert hint_of(session, 0) == view.action
    scene.driver.apply(view.action)
    frames(table_app, 2)
    assert not scene.hint_view.shown


def test_in_an_answer_window_the_hint_glows_in_the_open_hand(table_app):
    """A person who claimed in a window gets the hint for their answer: a marker's Play
    button, or Go on, in their open hand."""
    from test_gouda_scene import reach, settle, start

    from game.core.protocol import Pass
    from game.games.gouda.actions import Marker
    from game.games.gouda.powers import window_actions
    session = reach(("human", "cpu"),
                    lambda s: s.phase == "window" and s.turn != 0 and 0 in s.ask and not s.stack
                    and len(window_actions(s, 0)) > 1, options={"powers": 5})
    session.seats[0].hints = True
    _, scene = start(table_app, session=session)
    driver = scene.driver
    for _ in range(200):
        frames(table_app, 1, LONG_DT)
        if driver.window is not None and scene.answer_bar_shown() and not scene.busy():
            break
    assert driver.claim(0)
    settle(table_app, scene)
    frames(table_app, 2)
    assert scene.model.hand_open and scene.hint_offered()
    press(table_app, pygame.K_h)
    frames(table_app, 3)
    view = scene.hint_view
    assert isinstance(view.action, (Marker, Pass)) and view.action in session.state.legal_actions()
    assert view.action == hint_of(session, 0)
    hand = scene.model.hand_layout
    assert hand is not None and len(view.targets) == 1
    expected = (hand["close"] if isinstance(view.action, Pass)
                else hand["cols"][view.action.KIND]["button"])
    assert view.targets[0] == expected
    reasons("gouda", session, 0, view.action)
