"""Computer players think beside the frame: the helper process (game/core/worker.py,
driven by game/core/thinking.py's WorkerThinker) answers the same as thinking in this
process would, really thinks in another process, is told to forget a finished game, is
stopped on quit, and is replaced by thinking here if it cannot run."""

from __future__ import annotations

import os
import random
import sys
import time

import pytest

from game.core import registry
from game.core.agents import agents_for, step
from game.core.seats import Seat
from game.core.thinking import InlineThinker, Question, WorkerThinker
from game.session import Session

LIMIT = 60.0          # seconds a test waits for an answer before it fails (never a timing)


def wait_for(thinker, wait: float = 0.05):
    end = time.monotonic() + LIMIT
    while time.monotonic() < end:
        got = thinker.answer(wait)
        if got is not None:
            return got
    raise AssertionError("the thinker never answered")


def positions(game_id: str, players: int, seed: int, count: int):
    """``count`` positions of a real game where a computer has a real choice."""
    state = registry.new_game(game_id, players, seed)
    agents = agents_for(game_id, ["random"] * players)
    rng = random.Random(seed)
    found = []
    while not state.is_terminal() and len(found) < count:
        seat = state.current_player()
        if seat >= 0 and len(state.legal_actions()) > 1 and rng.random() < 0.3:
            found.append(state.clone())
        state.apply(step(state, agents, rng))
    return found


def question(state, token: int, level: str = "hard") -> Question:
    seat = state.current_player()
    return Question(token, state.game_id, 7, seat, level, state.num_players,
                    state.observation(seat), state.legal_actions(), f"q{token}")


@pytest.mark.parametrize("game_id", ["drole", "cubes"])
def test_the_helper_answers_as_this_process_would(game_id):
    helper = WorkerThinker()
    try:
        for token, state in enumerate(positions(game_id, 3, 5, 6), 1):
            q = question(state, token)
            helper.ask(q)
            here = InlineThinker()
            here.ask(q)
            got, expected = wait_for(helper), here.answer()
            assert got.token == expected.token == token
            assert got.action == expected.action and got.action in state.legal_actions()
    finally:
        helper.close()


def test_the_helper_thinks_in_another_process(monkeypatch):
    """With every computer player of this process broken, the helper still answers."""
    def broken(*args, **kwargs):
        raise AssertionError("a computer player thought in the window's process")
    state = positions("drole", 4, 2, 1)[0]
    helper = WorkerThinker()
    helper.start()
    monkeypatch.setattr(registry, "computer", broken)
    try:
        helper.ask(question(state, 1))
        assert wait_for(helper).action in state.legal_actions()
    finally:
        helper.close()


def test_an_app_with_hard_computers_plays_on_without_thinking_in_its_frames(monkeypatch, tmp_path):
    """A real window (dummy driver) with four hard computers: the game goes on while
    no computer ever thinks in the window's process."""
    monkeypatch.setenv("SOURIS_FROMAGES_HOME", str(tmp_path))
    from game.app import App
    from game.config import Settings
    from game.view import fonts
    fonts.clear_cache()
    settings = Settings(language="en")
    settings.sound = False
    app = App(settings, size=(1280, 800), autoplay=True, think_aside=True)
    try:
        seats = [Seat("", "orange", "cpu", "hard", i + 1) for i in range(4)]
        session = Session.new("drole", seats, seed=9, autosave=False)
        scene = app.start_game(session)
        for agent in session.agents:       # the session's own players must stay idle
            monkeypatch.setattr(agent.player, "choose", lambda *a: pytest.fail("thought here"))
        end = time.monotonic() + LIMIT
        while len(session.state.history) < 15 and time.monotonic() < end:
            app.frame(1 / 60)
            time.sleep(0.002)
        assert len(session.state.history) >= 15
        assert scene.driver.thinker is app.thinker
        assert isinstance(app.thinker, WorkerThinker) and not app.thinker._failed
        assert not app.thinker.inline.players.agents, "nothing was thought here"
    finally:
        app.close()


def test_quitting_stops_the_helper():
    helper = WorkerThinker()
    helper.start()
    proc = helper._proc
    assert proc is not None and proc.poll() is None
    helper.ask(question(positions("drole", 2, 3, 1)[0], 1))
    helper.close()
    assert proc.poll() is not None


def test_a_helper_that_cannot_start_leaves_the_thinking_here(monkeypatch):
    monkeypatch.setattr(sys, "executable", os.path.join(os.sep, "no", "such", "python"))
    helper = WorkerThinker()
    state = positions("cubes", 2, 4, 1)[0]
    helper.ask(question(state, 1, "normal"))
    got = wait_for(helper)
    assert got.token == 1 and got.action in state.legal_actions()
    helper.close()


def test_a_helper_that_dies_leaves_the_thinking_here():
    helper = WorkerThinker()
    helper.start()
    assert helper._proc is not None
    helper._proc.kill()
    helper._proc.wait()
    state = positions("drole", 2, 6, 1)[0]
    helper.ask(question(state, 5, "normal"))
    got = wait_for(helper)
    assert got.token == 5 and got.action in state.legal_actions()
    helper.close()
