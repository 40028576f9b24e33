"""The shared table's turn driver (game/table/driver.py), headless, with a clock of its
own: answers out of turn, computers that think elsewhere, who is looking and the
hand-overs between people, the turn guard, and forgetting a question that is no
longer wanted. Most of it on the fake game *Nope* (tests/fake_games.py), whose answer
windows and secret hands stand for the games to come."""

from __future__ import annotations

import random

import fake_games
import pytest
from fake_games import Card, End, Nope

from game.core.protocol import Pass
from game.core.seats import Seat
from game.core.thinking import Answer, InlineThinker, Question
from game.session import Session
from game.table.driver import TURN_GUARD, TurnDriver

DT = 1 / 60
CPU_DELAY = 0.9
ANSWER_SECONDS = 5.0


@pytest.fixture(autouse=True)
def nope_game():
    fake_games.register()
    yield
    fake_games.unregister()


class FakeTable:
    """The driver's table, recording what it is asked."""

    def __init__(self, throws: int | None = None) -> None:
        self.hand_overs: list[int] = []
        self.events: list = []
        self.views = 0
        self.results = 0
        self.undos = 0
        self.throws = throws

    def on_events(self, events): self.events.extend(events)
    def on_action(self, player, action): pass
    def on_undo(self): self.undos += 1
    def on_settled(self): pass
    def on_view_changed(self): self.views += 1
    def on_game_over(self): self.results += 1
    def hand_over(self, seat): self.hand_overs.append(seat)
    def chance_delay(self): return 0.2
    def cpu_delay(self): return CPU_DELAY
    def answer_seconds(self): return ANSWER_SECONDS
    def person_throws(self): return self.throws
    def invalidate(self): pass


def seats(*kinds: str) -> list[Seat]:
    return [Seat(f"P{i + 1}", "orange", kind, "normal", i + 1) for i, kind in enumerate(kinds)]


def driver_for(*kinds: str, seed: int = 1, thinker=None, session=None) -> tuple[TurnDriver, FakeTable]:
    session = session or Session.new("nope", seats(*kinds), seed=seed, autosave=False)
    table = FakeTable()
    driver = TurnDriver(session, table, thinker or InlineThinker(), private_turns=True)
    return driver, table


def run(driver: TurnDriver, seconds: float) -> None:
    for _ in range(round(seconds / DT)):
        driver.update(DT)


def until(driver: TurnDriver, condition, limit: float = 30.0) -> float:
    """Update until ``condition()``; the table's seconds it took."""
    start = driver.clock
    while not condition():
        assert driver.clock - start < limit, "the table never got there"
        driver.update(DT)
    return driver.clock - start


# ------------------------------------------------------------- answers out of turn
def test_the_protocol_says_when_seats_answer_out_of_turn():
    session = Session.new("nope", seats("cpu", "cpu", "cpu"), seed=1, autosave=False)
    state = session.state
    assert not state.answering() and state.turn_owner() == 0
    state.apply(Card(2))
    assert state.answering() and state.current_player() == 1 and state.turn_owner() == 0
    assert Pass() in state.legal_actions()


def test_a_round_of_five_computer_passes_costs_no_visible_time():
    """A person plays a 1 (computers answer only a 3): the five computers pass within
    the frame the question is asked in, with no thinking pause and no hint."""
    driver, _ = driver_for("human", "cpu", "cpu", "cpu", "cpu", "cpu")
    until(driver, driver.can_act)
    driver.apply(Card(1))
    assert driver.state.answering()
    frames = 0
    while driver.state.answering():
        driver.update(DT)
        frames += 1
        assert not driver.computer_thinking(), "no thinking hint for a pass"
    assert frames <= 2 and driver.state.current_player() == 0
    assert driver.state.history[-5:] == [Pass()] * 5


def test_the_turn_guard_does_not_restart_for_answering_computers():
    driver, _ = driver_for("human", "cpu", "cpu", "cpu")
    until(driver, driver.can_act)
    driver.apply(Card(1))
    until(driver, lambda: not driver.state.answering())
    assert driver.can_act() and not driver.input_guarded(), "back to the person at once"
    driver.apply(End())
    until(driver, driver.can_act)                 # the computers' turns, then hers again
    assert driver.input_guarded(), "after a computer's real move the guard starts"
    run(driver, TURN_GUARD + DT)
    assert not driver.input_guarded()


def test_a_computer_that_answers_for_real_takes_its_pause():
    """A computer's nope (not a pass) is shown like any move: after the pause."""
    session = Session.new("nope", seats("human", "cpu"), seed=1, autosave=False)
    session.state.tokens[1] = 2
    driver, _ = driver_for(session=session)
    until(driver, driver.can_act)
    driver.apply(Card(3))
    waited = until(driver, lambda: not driver.state.answering())
    assert driver.state.history[-1] == Nope()
    assert waited >= CPU_DELAY - 2 * DT


def test_people_and_computers_mixed_hand_over_for_each_answering_person():
    """P1 plays; the answer window asks P2 (a person: she claims, the pass screen, her
    own view), a computer (at once), then P1 again (the pass screen for him)."""
    driver, table = driver_for("human", "human", "cpu")
    run(driver, DT)
    assert table.hand_overs == [0] and driver.viewer is None      # the first person
    assert not driver.can_act()
    driver.handed(0)
    assert driver.viewer == 0 and driver.can_act()
    driver.apply(Card(2))
    run(driver, DT)
    assert table.hand_overs == [0] and driver.viewer is None      # nobody's view meanwhile
    assert not driver.can_act() and driver.legal_actions() == []
    run(driver, 2.0)
    assert driver.state.current_player() == 1, "the table waits for the person"
    assert driver.claim(1) and table.hand_overs == [0, 1]
    driver.handed(1)
    assert driver.viewer == 1
    assert driver.legal_actions() in ([Pass(), Nope()], [Pass()])
    driver.apply(Pass())
    until(driver, lambda: driver.handing_over is not None)
    assert not driver.state.answering(), "the computer passed at once"
    assert table.hand_overs == [0, 1, 0]


def test_not_me_goes_back_to_the_public_view_and_waits():
    driver, table = driver_for("human", "human", "cpu")
    run(driver, DT)
    driver.not_me(0)
    assert driver.viewer is None and driver.waiting_for_hand_over() and not driver.can_act()
    run(driver, 1.0)
    assert table.hand_overs == [0], "no new pass screen until someone asks"
    driver.ask_again()
    assert table.hand_overs == [0, 0]
    driver.handed(0)
    assert driver.viewer == 0 and driver.can_act()


def test_a_continued_game_hands_over_first():
    """A saved game of hidden hands continued with two people: the pass screen before
    anything of anybody's is shown."""
    session = Session.new("nope", seats("human", "human"), seed=3, autosave=False)
    session.apply(Card(1))                        # P2 may answer now
    again = Session(session.state.clone(), session.seats)
    driver, table = driver_for(session=again)
    assert driver.viewer is None
    run(driver, DT)
    assert table.hand_overs == [] and driver.window is not None, "the window, in public"
    assert driver.claim(1)
    assert table.hand_overs == [1] and driver.viewer is None
    session.apply(Pass())                         # P1's own turn now
    again = Session(session.state.clone(), session.seats)
    driver, table = driver_for(session=again)
    run(driver, DT)
    assert table.hand_overs == [0] and driver.viewer is None


def test_one_person_with_computers_never_sees_a_pass_screen():
    driver, table = driver_for("cpu", "human", "cpu", seed=5)
    assert driver.viewer == 1
    for _ in range(200):
        run(driver, 0.5)
        if driver.can_act():
            driver.apply(driver.legal_actions()[0])
        if driver.state.is_terminal():
            break
    assert table.hand_overs == [] and driver.viewer == 1


def test_private_events_reach_the_table_only_for_their_viewer():
    session = Session.new("nope", seats("human", "cpu", "cpu"), seed=1, autosave=False)
    session.state.tokens[1] = 2
    driver, table = driver_for(session=session)
    until(driver, driver.can_act)
    driver.apply(Card(3))                          # P2 says nope: TokensLeft is P2's secret
    until(driver, lambda: not driver.state.answering())
    kinds = [type(e).__name__ for e in table.events]
    assert "Answered" in kinds and "TokensLeft" not in kinds
    log = driver.log.lines(0, lambda e, obs: type(e).__name__)
    assert [line.text for line in log].count("TokensLeft") == 0
    assert "TokensLeft" in [line.text for line in driver.log.lines(1, lambda e, obs: type(e).__name__)]


def test_a_pause_hides_everything_private_and_forgets_the_question():
    class Slow(InlineThinker):
        """Answers only when told to (a computer still thinking)."""
        def __init__(self):
            super().__init__()
            self.asked: list[Question] = []
            self.ready: list[Answer] = []
        def ask(self, question):
            self.asked.append(question)
        def answer(self, wait=0.0):
            return self.ready.pop(0) if self.ready else None

    thinker = Slow()
    driver, _ = driver_for("cpu", "human", seed=2, thinker=thinker)
    run(driver, DT)
    assert len(thinker.asked) == 1 and driver.viewer == 1
    question = thinker.asked[0]
    driver.pause()
    assert driver.viewer is None and driver.thinking is None
    thinker.ready.append(Answer(question.token, question.legal[0]))
    run(driver, 2.0)
    assert driver.state.history == [], "a paused table plays nothing"
    driver.resume()
    run(driver, DT)
    assert driver.viewer == 1 and len(thinker.asked) == 2    # asked again
    assert driver.state.history == [], "the forgotten answer was thrown away"
    thinker.ready.append(Answer(thinker.asked[1].token, Card(2)))
    run(driver, CPU_DELAY + 0.1)
    assert driver.state.history == [Card(2)]


def test_undo_and_close_forget_the_question():
    forgotten = []

    class Recording(InlineThinker):
        def forget(self, table):
            forgotten.append(table)

    driver, _ = driver_for("human", "cpu", thinker=Recording())
    until(driver, driver.can_act)
    driver.apply(Card(1))
    until(driver, lambda: not driver.state.answering())
    assert driver.can_act() and driver.undo() is False     # another player's answer: a barrier
    driver.close()
    assert forgotten == [driver.session.table]


def test_whole_games_of_people_and_computers_end():
    rng = random.Random(4)
    for kinds in (("human", "cpu"), ("human", "human", "cpu", "cpu"), ("cpu", "human", "cpu", "human", "cpu")):
        driver, table = driver_for(*kinds, seed=rng.randrange(100))
        while not driver.state.is_terminal():
            if driver.handing_over is not None:
                driver.handed(driver.handing_over)
            if driver.can_act():
                driver.apply(rng.choice(driver.legal_actions()))
            driver.update(0.25)
        run(driver, DT)
        assert table.results == 1


def test_the_log_tells_an_action_only_once_the_table_has_shown_it():
    """Lines come when the animation of their action has played, never before."""
    from game.table.driver import Cue

    driver, table = driver_for("human", "cpu")

    def animate(events):
        if events:
            driver.queue(Cue(1.0, name="slow"))
    table.on_events = animate
    until(driver, driver.can_act)
    before = driver.log_shown()
    driver.apply(Card(2))
    assert driver.log.actions == before + 1 and driver.log_shown() == before
    run(driver, 1.0 + DT)
    assert driver.log_shown() >= before + 1
