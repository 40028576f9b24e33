"""The family's players screen (issue 19): add, rename, change, remove (asked
first) through real clicks and keys, every change kept in ``players.yaml``; a damaged
players file's message shown on the screen, once, the file put aside."""

from __future__ import annotations

import pygame
import pytest
from apps import close, new_app
from table_input import click, frames, post, press

from game.family.players import load_family, players_file


@pytest.fixture
def screen(home):
    from game.scenes.title import TitleScene
    app = new_app((1280, 800), "en")
    app.scenes.push(TitleScene(app))
    frames(app, 8)                        # the title looks for a save, then stands still
    entry = next(b for b in app.scenes.top.group.buttons if b.label == "Family")
    click(app, entry.rect.center)
    yield app, app.scenes.top
    close(app)


def button(scene, label):
    return next(b for b in scene.group.buttons if b.label == label)


def saved(scene):
    assert scene.family.flush() == []
    family, problem = load_family()
    assert problem is None
    return family


def test_add_rename_change_and_remove(screen):
    from game.scenes.family import FamilyScene
    from game.scenes.message import MessageScene
    app, scene = screen
    assert isinstance(scene, FamilyScene) and len(scene.family) == 0
    click(app, button(scene, "+  Add a player").rect.center)
    assert len(scene.family) == 1 and scene.editing
    for _ in range(10):
        press(app, pygame.K_BACKSPACE)
    post(pygame.TEXTINPUT, text="Léa")
    press(app, pygame.K_RETURN)
    assert [p.name for p in saved(scene)] == ["Léa"]
    click(app, button(scene, "Child").rect.center)
    click(app, button(scene, "Easy").rect.center)
    colour = scene.player.colour
    from game.scenes.menu import colour_name
    click(app, button(scene, colour_name(colour)).rect.center)          # the next colour
    lea = saved(scene).players[0]
    assert lea.child and lea.level == "easy" and lea.colour != colour
    # a second player, then the first's name again: refused, said
    click(app, button(scene, "+  Add a player").rect.center)
    for _ in range(10):
        press(app, pygame.K_BACKSPACE)
    post(pygame.TEXTINPUT, text="léa")
    press(app, pygame.K_RETURN)
    assert "already called" in scene.error
    assert [p.name for p in saved(scene)] == ["Léa", "Player 2"]
    # remove Player 2: asked first; "Keep" keeps, "Remove" removes
    click(app, button(scene, "Remove").rect.center)
    question = app.scenes.top
    assert isinstance(question, MessageScene)
    click(app, button(question, "Keep").rect.center)
    assert app.scenes.top is scene and len(scene.family) == 2
    click(app, button(scene, "Remove").rect.center)
    click(app, button(app.scenes.top, "Remove").rect.center)
    assert app.scenes.top is scene
    assert [p.name for p in saved(scene)] == ["Léa"]
    # choosing in the list
    assert scene.player.name == "Léa"


def test_a_damaged_file_is_told_once_and_put_aside(home):
    from game.scenes.family import FamilyScene
    from game.scenes.title import TitleScene
    path = players_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("players: [1, 2\n", encoding="utf-8")
    app = new_app((800, 600), "fr")
    try:
        app.scenes.push(TitleScene(app))
        app.scenes.push(FamilyScene(app))
        frames(app, 2)
        scene = app.scenes.top
        assert "players.yaml" in scene.problem
        assert not app.notices                         # said here, not again on the title
        assert not path.exists() and list(path.parent.glob("players*broken*"))
        scene.back()
        again = FamilyScene(app)
        assert again.problem == ""
    finally:
        close(app)
