"""The hint at the Drôle de fromage table (issue 19): the normal computer's step or
take for the person, shown on the board and never played; it knows only the worms
the person has seen."""

from __future__ import annotations

import random

import pygame
from hint_checks import check_hints_along_a_game, hint_of, press_hint, reasons
from table_input import frames

from game.core.agents import agents_for, step
from game.core.protocol import CHANCE
from game.core.save_file import Seat
from game.games.drole.actions import Die, Step, Take
from game.session import Session


def test_hints_along_a_game_are_the_normal_computers_choice_and_worded():
    met = check_hints_along_a_game("drole", 2, seed=7, most=20)
    assert "Step" in met and len(met["Step"]) >= 2


def test_the_bonus_take_is_hinted_and_worded():
    """Played on until a person takes from a tray: the take is hinted with words."""
    for seed in range(3, 30):
        seats = [Seat("Léa", "orange", hints=True), Seat("", "sky", "cpu", number=2)]
        session = Session.new("drole", seats, seed=seed, autosave=False)
        agents = agents_for("drole", ["normal", "normal"])
        rng = random.Random(seed)
        while not session.state.is_terminal():
            state = session.state
            if state.current_player() == 0 and state.phase == "bonus" and len(state.legal_actions()) > 1:
                hinted = hint_of(session, 0)
                assert isinstance(hinted, Take) and hinted in state.legal_actions()
                assert "Take" in reasons("drole", session, 0, hinted)["en"]
                return
            session.apply(step(state, agents, rng))
    raise AssertionError("no bonus take met")


def test_same_hint_whatever_the_worms_the_person_has_not_seen():
    from game.games.drole.rules import DroleState
    checked = 0
    seats = [Seat("Léa", "orange", hints=True), Seat("", "sky", "cpu", number=2),
             Seat("", "green", "cpu", number=3)]
    session = Session.new("drole", seats, seed=11, autosave=False)
    agents = agents_for("drole", ["normal"] * 3)
    rng = random.Random(4)
    while not session.state.is_terminal() and checked < 6:
        state = session.state
        assert isinstance(state, DroleState)
        if state.current_player() == 0 and len(state.legal_actions()) > 1:
            hinted = hint_of(session, 0)
            for number in range(40):
                other = state.determinize(0, random.Random(number))
                if other.worms != state.worms:
                    break
            assert other.observation(0) == state.observation(0)
            session.state = other
            try:
                assert session.hint_question(1, 0, -1).obs == state.observation(0)
                assert hint_of(session, 0) == hinted
            finally:
                session.state = state
            checked += 1
        if state.current_player() == CHANCE:
            session.apply(state.sample_chance(rng))
        else:
            session.apply(step(state, agents, rng))
    assert checked >= 3


def test_hint_glows_on_the_square_and_goes_when_the_mouse_steps(table_app):
    seats = [Seat("Léa", "orange", hints=True), Seat("", "sky", "cpu", number=2)]
    session = Session.new("drole", seats, seed=5, autosave=False)
    scene = table_app.start_game(session)
    frames(table_app, 2)
    scene.driver.apply(Die("3"))
    view = press_hint(table_app, scene, session)
    assert isinstance(view.action, Step) and view.action in session.state.legal_actions()
    assert len(view.targets) == 1 and view.reason
    assert pygame.Rect(0, 0, *scene.size).contains(view.bubble)
    played = len(session.state.history)
    scene.driver.apply(view.action)
    frames(table_app, 2)
    assert len(session.state.history) == played + 1 and not scene.hint_view.shown
