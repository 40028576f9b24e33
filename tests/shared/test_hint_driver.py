"""Who may ask for a hint at a table (issue 19), headless: the person who may act now,
whose seat has hints on, while the table shows what they know (their own view, or a
public table where they know nothing more than everybody)."""

from __future__ import annotations

import random

from game.core.agents import agents_for, step
from game.core.save_file import Seat
from game.core.thinking import InlineThinker
from game.session import Session
from game.table.driver import TurnDriver


class Table:
    """The least a driver needs of its table."""

    def __getattr__(self, name):
        if name in ("chance_delay", "cpu_delay", "answer_seconds"):
            return lambda: 0.0
        if name == "person_throws":
            return lambda: None
        return lambda *args, **kwargs: None


def driver_for(game_id, seats, seed=3, options=None):
    session = Session.new(game_id, seats, seed=seed, options=options, autosave=False)
    return TurnDriver(session, Table(), InlineThinker()), session


def test_two_people_at_a_public_table_of_cubes_both_get_hints():
    seats = [Seat("Léa", "orange", hints=True), Seat("Tom", "sky", hints=False)]
    driver, session = driver_for("cubes", seats)
    assert driver.viewer is None and driver.can_act()
    assert driver.hint_seat() == 0                   # everything in cubes is public
    assert driver.toggle_hint()
    driver.update(0.01)
    assert driver.hint_action() in session.state.legal_actions()
    assert not driver.toggle_hint() and driver.hint is None     # asked again: put away


def test_a_seat_without_hints_or_a_computer_turn_gets_none():
    seats = [Seat("Léa", "orange", hints=False), Seat("Bob", "sky", "cpu", hints=True)]
    driver, _ = driver_for("cubes", seats)
    assert driver.hint_seat() is None and not driver.toggle_hint()


def test_a_person_who_knows_a_worm_gets_no_hint_on_the_public_table():
    """Drôle de fromage, two people at one laptop: once seat 0 holds a piece whose worm
    it has seen, its hint (which could show that worm) waits for its own view."""
    seats = [Seat("Léa", "orange", hints=True), Seat("Tom", "sky", hints=True)]
    for seed in range(1, 40):
        session = Session.new("drole", seats, seed=seed, autosave=False)
        agents = agents_for("drole", ["normal", "normal"])
        rng = random.Random(seed)
        while not session.state.is_terminal():
            state = session.state
            if (state.current_player() == 0 and state.phase == "move"
                    and any(p.worm is not None for p in state.observation(0).pieces
                            if p.owner == 0)):
                driver = TurnDriver(session, Table(), InlineThinker())
                assert driver.viewer is None and driver.can_act()
                assert driver.hint_seat() is None
                assert driver.request_private_view(0)
                driver.update(0.01)
                if driver.viewer == 0:
                    assert driver.hint_seat() == 0
                return
            session.apply(step(state, agents, rng))
    raise AssertionError("no such position")
