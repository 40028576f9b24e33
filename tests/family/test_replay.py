"""Watching a finished game again (issue 19): the positions a replay reaches going
forward and back are the save's own (its first k actions replayed through the
rules); the screen's arrows and keys move through them on the real table, which
plays nothing, saves nothing and records nothing; the records screen opens it; the
view is the public one unless the game had one person."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from apps import close, new_app
from table_input import click, frames, press

from game import paths
from game.family.replay import EVERY, Replay


@pytest.fixture(scope="module")
def save():
    from game.scenes.start import demo_session
    return demo_session("cubes", finish=True).save_data()


def position(save, k):
    return replace(save, actions=save.actions[:k]).replay().position_dict()


def test_positions_forward_and_back_are_the_saves(save):
    replay = Replay(save)
    assert replay.total == len(save.actions) > EVERY
    for k in (0, 1, EVERY - 1, EVERY, EVERY + 3, replay.total - 1, replay.total):
        assert replay.state_at(k).position_dict() == position(save, k), k
    # back after forward: the same position again
    later = replay.state_at(replay.total - 1).position_dict()
    replay.state_at(5)
    assert replay.state_at(replay.total - 1).position_dict() == later
    assert replay.state_at(replay.total).is_terminal()


def test_whose_view(save):
    from game.core.seats import Seat
    assert Replay(save).viewer == 0                   # one person, computers: theirs
    two = replace(save, seats=[Seat("A", "orange", "human", "normal", 1),
                               Seat("B", "sky", "human", "normal", 2),
                               *save.seats[2:]])
    assert Replay(two).viewer is None                 # several people: the public view


def test_the_screen_steps_through_the_game(home, save):
    from game.scenes.replay import ReplayScene
    from game.scenes.title import TitleScene
    app = new_app((1280, 800), "en")
    try:
        app.scenes.push(TitleScene(app))
        scene = ReplayScene(app, save, 0)
        app.scenes.push(scene)
        frames(app, 2)
        first, back, forward, last, close_button = scene.group.buttons
        assert not first.enabled and not back.enabled
        for _ in range(3):
            click(app, forward.rect.center)
            forward = scene.group.buttons[2]
        assert scene.k == 3
        assert scene.table.session.state.position_dict() == position(save, 3)
        click(app, scene.group.buttons[1].rect.center)
        assert scene.k == 2 and scene.table.session.state.position_dict() == position(save, 2)
        press(app, pygame.K_END)
        assert scene.k == len(save.actions)
        assert scene.table.session.state.is_terminal()
        click(app, scene.group.buttons[0].rect.center)      # First
        assert scene.k == 0
        press(app, pygame.K_RIGHT)
        assert scene.k == 1
        frames(app, 20)                                      # nothing plays by itself
        assert scene.k == 1 and len(scene.table.session.state.history) == 1
        assert not paths.autosave_file().exists() and not paths.records_file().exists()
        click(app, scene.group.buttons[-1].rect.center)      # Close
        assert isinstance(app.scenes.top, TitleScene)
    finally:
        close(app)


def test_the_records_screen_opens_a_replay(home):
    from game.family.records import append_line, finished, line_of
    from game.scenes.records import RecordsScene
    from game.scenes.replay import ReplayScene
    from game.scenes.start import demo_session
    session = demo_session("gouda", finish=True)
    session.seats[0] = replace(session.seats[0], hints=True)     # a child's seat is read back too
    append_line(paths.records_file(), *line_of(finished(session.state, session.seats, session.save_data(), None, 60.0)))
    app = new_app((1280, 800), "fr")
    try:
        scene = RecordsScene(app)
        app.scenes.push(scene)
        frames(app, 2)
        assert scene.records.damaged == 0 and len(scene.records.entries) == 1
        watch = [b for b in scene.group.buttons if "Gouda" in b.label]
        assert len(watch) == 1
        click(app, watch[0].rect.center)
        replay = app.scenes.top
        assert isinstance(replay, ReplayScene) and replay.k == len(session.state.history)
        assert replay.table.session.state.position_dict() == session.state.position_dict()
    finally:
        close(app)


@pytest.mark.parametrize("game", ["cubes", "drole", "gouda", "chaos"])
def test_the_banner_says_what_is_shown_never_to_play(home, game, monkeypatch):
    """Issue 19: a replay's banner says which move is shown and that move's words (or
    the start), never "Your turn, click…"; in French too."""
    from game import i18n
    from game.scenes.replay import ReplayScene
    from game.scenes.start import demo_session
    from game.scenes.title import TitleScene
    from game.view import banner
    drawn: list[tuple[str, str]] = []
    real = banner.picture

    def picture(canvas, rect, rgb, title, status):
        drawn.append((title, status))
        return real(canvas, rect, rgb, title, status)

    monkeypatch.setattr(banner, "picture", picture)
    finished = demo_session(game, finish=True).save_data()
    app = new_app((1280, 800), "en")
    try:
        app.scenes.push(TitleScene(app))
        scene = ReplayScene(app, finished)           # at the end: every k below is a move
        app.scenes.push(scene)
        frames(app, 2)
        total = len(finished.actions)
        human = [i18n.t(f"{game}.banner.human", name=seat.name) for seat in finished.seats]
        for k in (0, 1, total // 2, total):
            scene.go(k)
            drawn.clear()
            frames(app, 2)
            title, line = drawn[-1]
            assert title == f"Replay: move {k} of {total}"
            assert line and line != scene.table.banner.status, (k, line)
            assert title not in human and not any(h in line for h in human)
        scene.go(0)
        frames(app, 2)
        assert drawn[-1][1] == i18n.t("family.replay.banner_start")
        assert drawn[-1][0] == f"Replay: move 0 of {total}"
        i18n.set_language("fr")
        scene.go(1)
        drawn.clear()
        frames(app, 2)
        assert drawn[-1][0] == f"Revoir\u00a0: coup 1 sur {total}"
    finally:
        i18n.set_language("en")
        close(app)
