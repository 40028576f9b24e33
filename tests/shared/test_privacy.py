"""No secret reaches the screen for the wrong person: every game's table, settled, drawn
for each viewer from two states that differ only in facts that viewer may not know (the
worms re-drawn among the pieces they have not seen), gives the very same picture. And,
so that this could fail: two states that differ in what the viewer *does* know give
different pictures."""

from __future__ import annotations

import random

import pygame
import pytest
from apps import close, new_app

from game.core import registry
from game.core.agents import agents_for, step
from game.core.seats import Seat
from game.session import Session

DT = 1 / 60


@pytest.fixture
def make_app(home):
    apps = []

    def make():
        app = new_app()
        apps.append(app)
        return app
    yield make
    for app in apps:
        close(app)


def seats(kinds) -> list[Seat]:
    colours = ["orange", "sky", "green", "purple"]
    return [Seat("", colours[i], kind, "normal", i + 1) for i, kind in enumerate(kinds)]


def reach(game_id: str, players: int, want, seeds=range(1, 300)):
    """A position of a real game (random moves) where ``want(state)`` holds."""
    for seed in seeds:
        state = registry.new_game(game_id, players, seed)
        agents = agents_for(game_id, ["random"] * players)
        rng = random.Random(seed)
        while not state.is_terminal():
            if want(state):
                return state
            state.apply(step(state, agents, rng))
    raise AssertionError("no such position")


def picture(make_app, state, kinds, before=None) -> tuple[bytes, object]:
    """The settled table of ``state`` with seats ``kinds`` (``before(scene)`` first)."""
    app = make_app()
    session = Session(state.clone(), seats(kinds))
    scene = app.start_game(session)
    if before is not None:
        before(scene)
    for _ in range(300):                    # five seconds of the table's time: settled
        app.frame(DT)
    assert app.scenes.top is scene and not scene.busy()
    assert len(session.state.history) == len(state.history), "nothing was played meanwhile"
    return pygame.image.tobytes(app.screen, "RGB"), scene


def hidden_from(state, viewer: int | None, seed: int = 0):
    """``state`` with what ``viewer`` may not know drawn again (and really different)."""
    seat = 0 if viewer is None else viewer
    for k in range(200):
        other = state.determinize(seat, random.Random(seed + k))
        if viewer is None:
            other = other.determinize((seat + 1) % state.num_players, random.Random(k))
        if other.observation(viewer) == state.observation(viewer) and (
                other.to_dict() != state.to_dict() or k > 50):
            return other
    raise AssertionError("nothing to draw again")


DROLE_CASES = [
    # (who sits where, whose turn it is, who is looking)
    (("human", "human", "cpu"), 0, None),
    (("human", "cpu", "cpu"), 0, 0),
    (("cpu", "human", "cpu"), 1, 1),
]


@pytest.mark.parametrize("kinds, turn, viewer", DROLE_CASES)
def test_drole_tables_hide_every_worm_the_viewer_has_not_seen(make_app, kinds, turn, viewer):
    state = reach("drole", len(kinds), lambda s: s.phase == "roll" and not s.rolls
                  and s.turn == turn and all(s.trays[p] for p in range(s.num_players)))
    other = hidden_from(state, viewer)
    assert other.worms != state.worms
    mine, scene = picture(make_app, state, kinds)
    assert scene.viewer == viewer
    theirs, _ = picture(make_app, other, kinds)
    assert mine == theirs


def test_a_peek_shows_the_peeker_nothing_of_the_others(make_app):
    kinds = ("human", "human")
    state = reach("drole", 2, lambda s: s.phase == "roll" and not s.rolls and s.turn == 0
                  and s.trays[0] and s.trays[1])
    other = hidden_from(state, 0)
    assert [other.worms[i] for i in other.trays[1]] != [state.worms[i] for i in state.trays[1]] \
        or other.worms != state.worms

    def peek(scene):
        from game.scenes.passdevice import PassDeviceScene
        assert scene.driver.request_private_view(0)
        pass_screen = scene.app.scenes.top
        assert isinstance(pass_screen, PassDeviceScene)
        pass_screen.ready()                    # "I'm Ana, show me!"
    mine, scene = picture(make_app, state, kinds, peek)
    assert scene.viewer == 0 and scene.model.peek_seat == 0
    theirs, _ = picture(make_app, other, kinds, peek)
    assert mine == theirs


def test_the_pictures_do_show_what_the_viewer_knows(make_app):
    """The control: the same table with the viewer's own worms changed looks different
    (the comparison above can fail)."""
    kinds = ("human", "cpu")
    state = reach("drole", 2, lambda s: s.phase == "roll" and not s.rolls and s.turn == 0
                  and s.trays[0])
    changed = state.clone()
    piece = changed.trays[0][0]
    changed.worms[piece] = not changed.worms[piece]
    assert changed.observation(0) != state.observation(0)
    assert picture(make_app, state, kinds)[0] != picture(make_app, changed, kinds)[0]


@pytest.mark.parametrize("kinds, viewer", [(("human", "human", "cpu"), None), (("human", "cpu"), 0)])
def test_cubes_tables_are_the_same_for_every_hidden_draw(make_app, kinds, viewer):
    """Nothing in Souris et cubes de fromage is anyone's secret: a determinization is
    the same game, and the same picture."""
    state = reach("cubes", len(kinds), lambda s: s.phase == "start" and s.turn == 0
                  and len(s.history) > 20)
    other = hidden_from(state, viewer)
    mine, scene = picture(make_app, state, kinds)
    assert scene.viewer == viewer
    assert mine == picture(make_app, other, kinds)[0]
