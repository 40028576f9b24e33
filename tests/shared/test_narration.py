"""Following a computer's turn (issue 16, item 3): every game tells each computer
decision in the banner as it happens (the move log's words), holds it long enough to be
read at the pace of the computer speed setting (the driver's clock, never the wall
clock; a click or Space hurries it), and marks the last move on the board (where from,
where to) until the next turn's first move, so that the next person sees what the
previous player did.

Real tables under the dummy video driver, computers at the ``random`` level."""

from __future__ import annotations

import pygame
import pytest
from table_input import LONG_DT, frames, press

from game.app import CPU_DELAY
from game.core import registry
from game.core.save_file import Seat
from game.session import Session
from game.view.narrator import READ_HOLD
from game.view.table_parts import StatusBanner

GAMES = ("cubes", "drole", "gouda", "chaos")
NAMES = {"cpu": ["Robo", "Bip", "Zap", "Tic"], "human": ["Ana", "Ben", "Cléo", "Dan"]}
COLOURS = ["orange", "sky", "green", "purple"]


@pytest.fixture(autouse=True)
def every_game_listed():
    added = [g for g in GAMES if g not in registry.games()]
    for game_id in added:
        from importlib import import_module
        registry.register(import_module(f"game.games.{game_id}").GAME)
    yield
    for game_id in added:
        registry.unregister(game_id)


def seats(*kinds):
    return [Seat(NAMES[k][i], COLOURS[i], k, "random", i + 1) for i, k in enumerate(kinds)]


def start(app, game_id, *kinds, seed=3):
    session = Session.new(game_id, seats(*kinds), seed=seed, autosave=False)
    scene = app.start_game(session)
    frames(app, 2)
    return session, scene


def person_may_act(scene) -> bool:
    return (scene.can_act() or scene.awaiting_throw()) and not scene.busy()


# ------------------------------------------------------------------ the words
@pytest.mark.parametrize("game_id", GAMES)
def test_each_computer_decision_is_told_in_the_banner(app, game_id):
    """Two computers play before the person: every line the move log has of their
    turns was on the banner while the table showed it."""
    session, scene = start(app, game_id, "cpu", "cpu", "human")
    shown: set[str] = set()
    for _ in range(4000):
        frames(app, 1, LONG_DT)
        shown.add(scene.banner.line())
        if person_may_act(scene) and session.state.turn_owner() == 2:
            break
    else:
        raise AssertionError("the computers never handed the table to the person")
    told = [text for seat, text in scene.log_drawer.lines() if seat in (0, 1)]
    assert told, "the computers did nothing worth a line"
    for text in told:
        assert any(text in line for line in shown), f"never on the banner: {text!r}"
    # the person's own turn: the banner says what to do, not what was done
    assert scene.banner.line() == scene.banner.status


def test_a_narration_is_read_only_by_the_viewer_it_was_told_to():
    class Canvas:
        pass
    viewer = [None]
    banner = StatusBanner(Canvas(), None, lambda: viewer[0])   # type: ignore[arg-type]
    banner.set_status("Your turn")
    banner.narrate("Robo moves the 4 cover")
    assert banner.line() == "Robo moves the 4 cover"
    viewer[0] = 1                                  # a hand-over: another person looks
    assert banner.line() == "Your turn"
    viewer[0] = None
    assert banner.quiet() and banner.line() == "Your turn"


# ------------------------------------------------------------------- the pace
def decision_gaps(app, speed: str) -> tuple[list[float], object]:
    """Driver-clock seconds between a computer's decisions in a Chaos turn."""
    app.settings.cpu_speed = speed
    session, scene = start(app, "chaos", "cpu", "human")
    times: list[float] = []
    seen = len(session.state.history)
    for _ in range(3000):
        frames(app, 1, 0.05)
        if len(session.state.history) != seen:
            seen = len(session.state.history)
            times.append(scene.driver.clock)
        if len(times) >= 3:
            break
    return [b - a for a, b in zip(times, times[1:])], scene


@pytest.mark.parametrize("speed", ["slow", "normal", "fast"])
def test_each_decision_holds_for_the_computer_speed_setting(app, speed):
    gaps, scene = decision_gaps(app, speed)
    assert gaps, "the computer did not play"
    hold = READ_HOLD[speed] * 0.75                  # the shortest reading hold
    for gap in gaps:
        assert gap >= CPU_DELAY[speed] + hold - 0.06, (speed, gaps)


def test_a_slow_computer_is_slower_than_a_fast_one(app):
    slow, _ = decision_gaps(app, "slow")
    fast, _ = decision_gaps(app, "fast")
    assert min(slow) > max(fast) + 1.0, (slow, fast)


def test_space_hurries_the_reading(app):
    session, scene = start(app, "chaos", "cpu", "human")
    driver = scene.driver
    for _ in range(3000):
        frames(app, 1, 0.05)
        if driver.cues and driver.cues[0].name == "read" and driver.cues[0].started:
            break
    else:
        raise AssertionError("no computer decision was held for reading")
    clock = driver.clock
    press(app, pygame.K_SPACE)
    assert not (driver.cues and driver.cues[0].name == "read")
    assert driver.clock - clock < 0.1


# ------------------------------------------------------------ the last move
@pytest.mark.parametrize("game_id", GAMES)
def test_the_last_move_is_marked_until_the_next_turn_starts(app, game_id):
    """Three computers: a turn's marks build up while it lasts, stay while the next
    player thinks, and go when the next player's first move is shown."""
    app.settings.cpu_speed = "fast"
    session, scene = start(app, game_id, "cpu", "cpu", "cpu", seed=4)
    previous: tuple[int | None, list] = (None, [])
    marked = replaced = 0
    for _ in range(6000):
        frames(app, 1, LONG_DT)
        owner, now = scene.narrator.last_move_owner, list(scene.narrator.last_move)
        before_owner, before = previous
        if now:
            marked += 1
        if owner == before_owner:
            assert now[:len(before)] == before, "a mark went during its own turn"
        elif before:
            assert not any(any(m is b for b in before) for m in now), "an old turn's mark stayed"
            replaced += 1
        if before and owner == before_owner and session.state.turn_owner() != owner:
            assert now, "the marks went before the next player moved"
        previous = (owner, now)
        if replaced >= 2 or session.state.is_terminal():
            break
    assert marked, "no move was marked"
    assert replaced >= 1, "the turn never passed on"


def test_a_person_sees_the_computer_s_last_move_then_plays_over_it(app):
    session, scene = start(app, "chaos", "cpu", "human")
    for _ in range(3000):
        frames(app, 1, LONG_DT)
        if person_may_act(scene) and session.state.turn_owner() == 1:
            break
    assert scene.narrator.last_move_owner == 0 and scene.narrator.last_move, "the computer's move is not marked"
    froms = {frm for frm, _ in scene.narrator.last_move}
    assert "table" in froms or any(len(f) == 2 for f in froms)
    surface = pygame.Surface(app.screen.get_size())
    scene.draw(surface)                                     # the marks draw
    lift = next(a for a in scene.legal_actions() if type(a).__name__ == "Lift")
    scene.apply(lift)
    frames(app, 2)
    assert scene.narrator.last_move_owner == 1 and scene.narrator.last_move == []


# ----------------------------------------------------------------- privacy
@pytest.mark.parametrize("game_id, options", [("chaos", {}), ("drole", {"peek": True}),
                                              ("gouda", {"powers": 3})])
def test_marks_come_from_public_events_and_words_from_what_the_viewer_sees(app, game_id, options):
    """Two people and a computer: the marks (which stay across hand-overs) are made of
    public events only, and the words of the events as the viewer of the moment sees
    them."""
    session = Session.new(game_id, seats("cpu", "human", "human"), seed=2, options=options,
                          autosave=False)
    scene = app.start_game(session)
    given_marks: list = []
    given_words: list = []
    marks_of, words_of = scene.move_marks, scene.narrator.words

    def spy_marks(owner, player, action, events):
        given_marks.extend(events)
        return marks_of(owner, player, action, events)

    def spy_words(owner, player, action, events):
        given_words.extend((scene.viewer, event) for event in events)
        return words_of(owner, player, action, events)
    scene.move_marks, scene.narrator.words = spy_marks, spy_words
    for _ in range(1500):
        frames(app, 1, LONG_DT)
        if app.scenes.top is not scene:
            press(app, pygame.K_RETURN)                  # the pass screen: "it's me"
        if person_may_act(scene):
            break
    assert given_marks and given_words
    assert all(event.audience() is None for event in given_marks)
    assert all(event.seen_by(viewer) for viewer, event in given_words)


def test_an_undo_takes_the_marks_of_what_it_took_back(app):
    session, scene = start(app, "chaos", "cpu", "human")
    for _ in range(3000):
        frames(app, 1, LONG_DT)
        if person_may_act(scene) and session.state.turn_owner() == 1:
            break
    lift = next(a for a in scene.legal_actions() if type(a).__name__ == "Lift")
    scene.apply(lift)
    frames(app, 30, LONG_DT)
    put = next(a for a in scene.legal_actions() if type(a).__name__ == "Put")
    scene.apply(put)
    frames(app, 30, LONG_DT)
    assert scene.narrator.last_move_owner == 1 and scene.narrator.last_move
    assert scene.undo()
    frames(app, 2)
    assert scene.narrator.last_move == []
