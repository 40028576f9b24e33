"""The marks of the remote seats on the host's table (game/view/presence.py, issue 20):
among the controls, with room made for them (the games lay out beside them); a seat
that goes away opens the panel that says so, whose button lets a computer play for it
and then waits for the person again; the clicks on them never reach the game; a
presence source in trouble is no crash. The source is a small fake here (the hosting
side implements the same protocol)."""

from __future__ import annotations

import pygame
import pytest
from apps import close, new_app
from table_input import click, frames

from game.scenes.start import demo_seats
from game.session import Session
from game.view.presence import PreviewPresence, Remote, attach, state_of


def table(app, game_id="drole"):
    seats = demo_seats(game_id)
    session = Session.new(game_id, seats, seed=3, autosave=False)
    scene = app.start_game(session)
    frames(app, 4, 0.1)
    return scene


@pytest.fixture
def hosted(home):
    app = new_app(fast=True)
    scene = table(app)
    width = scene.controls_width()
    source = PreviewPresence([Remote(1, "Mamie"), Remote(2, "Papi Jo")])
    marks = attach(scene, source)
    frames(app, 2, 0.1)
    yield app, scene, source, marks, width
    close(app)


def test_the_marks_sit_among_the_controls_with_room_made_for_them(hosted):
    app, scene, source, marks, before = hosted
    controls = scene.controls
    assert marks.rect.w > 0 and scene.controls_width() >= before + marks.rect.w
    assert marks.rect.right <= min(controls.undo_rect.left, controls.hint_rect.left or 10**6)
    for rect in (controls.pause_rect, controls.log_rect, controls.undo_rect):
        assert not marks.rect.colliderect(rect)
    assert pygame.Rect(0, 0, *scene.size).contains(marks.rect)
    assert [state for _, _, state in marks.seen] == ["here", "here"]
    assert not marks.open


def test_a_table_without_remote_seats_lays_out_as_before(home):
    app = new_app(fast=True)
    try:
        scene = table(app)
        width = scene.controls_width()
        attach(scene, PreviewPresence([]))
        assert scene.controls_width() == width and scene.presence.rect.w == 0
    finally:
        close(app)


def test_a_seat_gone_away_opens_the_panel_and_the_host_lets_a_computer_play(hosted):
    app, scene, source, marks, _ = hosted
    history = len(scene.session.state.history)
    source.seats[1].connected = False
    frames(app, 2, 0.1)
    assert marks.open and ("away" in [s for _, _, s in marks.seen])
    (button, seat, on), = marks.buttons                      # only the away seat has one
    assert (seat, on) == (2, True)
    assert pygame.Rect(0, 0, *scene.size).contains(marks.panel)
    click(app, button.center)
    assert source.asked == [(2, True)]
    frames(app, 2, 0.1)
    assert state_of(source.seats[1]) == "standin"
    (button, seat, on), = marks.buttons
    assert (seat, on) == (2, False)                          # "Wait for them"
    click(app, button.center)
    assert source.asked == [(2, True), (2, False)]
    source.seats[1].connected = True                          # back: the person plays again
    frames(app, 2, 0.1)
    assert [s for _, _, s in marks.seen] == ["here", "here"] and marks.buttons == []
    assert len(scene.session.state.history) == history        # the clicks never reached the game


def test_a_click_on_the_marks_opens_and_closes_the_panel(hosted):
    app, scene, source, marks, _ = hosted
    click(app, marks.rect.center)
    assert marks.open
    frames(app, 1)
    inside = marks.panel.center
    click(app, inside)                                        # on the panel: it stays
    assert marks.open
    click(app, marks.rect.center)
    assert not marks.open


def test_a_presence_source_in_trouble_is_no_crash(hosted):
    app, scene, source, marks, _ = hosted

    def broken():
        raise RuntimeError("the hosting side broke")

    source.presence = broken
    frames(app, 3, 0.1)
    assert marks.seen == () and marks.rect.w == 0
    source.presence = lambda: [Remote(7, "nobody"), Remote(-1, "nobody"), Remote(1, "Mamie")]
    frames(app, 2, 0.1)
    assert [seat for seat, _, _ in marks.seen] == [1] and marks.rect.w > 0


@pytest.mark.parametrize(("size", "lang"), [((800, 600), "fr"), ((800, 600), "en"),
                                             ((1280, 800), "fr"), ((1920, 1080), "en")],
                         ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else v)
def test_the_marks_and_their_panel_fit_every_window(home, size, lang):
    app = new_app(size, lang, fast=True)
    try:
        for game_id in ("chaos", "gouda", "drole", "cubes"):
            scene = table(app, game_id)
            remotes = [Remote(s, "Maximilien") for s in range(1, len(scene.session.seats))]
            source = PreviewPresence(remotes)
            marks = attach(scene, source)
            frames(app, 1, 0.1)
            remotes[0].connected = False
            frames(app, 2, 0.1)
            window = pygame.Rect(0, 0, *size)
            assert marks.open and window.contains(marks.rect) and window.contains(marks.panel), game_id
            for rect in (scene.controls.pause_rect, scene.controls.log_rect, scene.controls.undo_rect,
                         scene.controls.hint_rect):
                assert not marks.rect.colliderect(rect), game_id
            for rect, _, _ in marks.buttons:
                assert marks.panel.contains(rect), game_id
            app.show_title()
    finally:
        close(app)


def test_a_companion_runs_beside_the_table_and_is_closed_when_it_leaves(home):
    class Companion:
        def __init__(self):
            self.updates = 0
            self.closed = 0

        def update(self):
            self.updates += 1
            return self.updates == 3          # the position changed once: drawn again

        def close(self):
            self.closed += 1

    app = new_app(fast=True)
    try:
        scene = table(app)
        companion = Companion()
        scene.companions.append(companion)
        frames(app, 5, 0.1)
        assert companion.updates == 5 and companion.closed == 0
        app.show_title()
        assert companion.closed == 1 and scene.companions == []
    finally:
        close(app)
