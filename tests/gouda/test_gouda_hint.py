"""The hint at the Souris et gouda table (issue 19): a hint for each kind of decision a
person makes (the start place, the turn's place, each die to a mouse, the answers in a
window), the normal computer's choice, shown and never played."""

from __future__ import annotations

from dataclasses import replace

import pygame
from hint_checks import check_hints_along_a_game, hint_of, reasons
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
    for _ in range(400):
        frames(table_app, 1, LONG_DT)
        if scene.can_act() and not scene.input_guarded():
            break
    assert session.state.current_player() == 0 and scene.hint_offered()
    press(table_app, pygame.K_h)
    frames(table_app, 3)
    view = scene.hint_view
    assert isinstance(view.action, (Start, Choose)) and view.action in session.state.legal_actions()
    assert len(view.targets) == 1 and view.reason
    assert "{" not in view.reason
    reasons("gouda", session, 0, view.action)
    assert hint_of(session, 0) == view.action
    scene.driver.apply(view.action)
    frames(table_app, 2)
    assert not scene.hint_view.shown
