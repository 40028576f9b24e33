"""The hint's glow and bubble on each game's table (issue 19): inside the window at the
smallest and the largest size, in both languages, its words at a readable size."""

from __future__ import annotations

import pygame
import pytest
from apps import close, new_app
from table_input import LONG_DT, frames, press

from game.core.save_file import Seat
from game.scenes.gamescene import READABLE
from game.session import Session
from game.view.fonts import get_font


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game_id", ["cubes", "drole", "gouda"])
def test_the_hint_shows_inside_the_window(home, game_id, lang, size):
    app = new_app(size=size, lang=lang, fast=True)
    try:
        seats = [Seat("Léa", "orange", hints=True), Seat("Bob", "sky", "cpu")]
        options = {"start": "choose"} if game_id == "gouda" else None
        session = Session.new(game_id, seats, seed=5, options=options, autosave=False)
        scene = app.start_game(session)
        frames(app, 2)
        if game_id == "drole":
            from game.games.drole.actions import Die
            scene.driver.apply(Die("3"))
        for _ in range(400):
            frames(app, 1, LONG_DT)
            if scene.can_act() and not scene.input_guarded():
                break
        window = pygame.Rect(0, 0, *size)
        assert window.contains(scene.controls.hint_rect) and scene.controls.show_hint()
        press(app, pygame.K_h)
        frames(app, 3)
        view = scene.hint_view
        assert view.shown and view.targets
        assert window.contains(view.bubble)
        assert all(window.contains(t) for t in view.targets)
        lines, font_size = view.lines, view.size
        assert font_size >= READABLE and len(lines) <= 3
        font = get_font(font_size, bold=True)
        assert all(font.size(line)[0] <= view.bubble.w - scene.px(56) for line in lines)
        assert font.get_linesize() * len(lines) <= view.bubble.h
        # the bubble does not hide the first place to click
        assert not view.bubble.colliderect(view.targets[0])
    finally:
        close(app)
