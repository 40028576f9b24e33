"""The setup screen offers the family's players (issue 19): one click on a chip seats
a player (their id, their colour when free, hints on for a child, the computers at
the easiest default level seated), a name typed that is a family player's seats that
player, a new name can be kept ("Remember Léa"), and each person's seat has a Hints
toggle. Driven by real clicks and keys."""

from __future__ import annotations

import pygame
import pytest
from apps import close, new_app
from table_input import click, frames, post, press

from game.family.players import load_family


@pytest.fixture
def family(home):
    fam, problem = load_family()
    assert problem is None
    lea = fam.add("Léa", colour="green", face="heart", child=True, level="easy")
    papa = fam.add("Papa", colour="purple", face="star", level="hard")
    assert fam.flush() == []
    return lea, papa


@pytest.fixture
def setup(family):
    from game.scenes.setup import SetupScene
    app = new_app((1280, 800), "en")
    app.scenes.push(SetupScene(app, "drole"))
    frames(app, 2)
    yield app, app.scenes.top
    close(app)


def chip(scene, name):
    return next(c for c in scene.chips if c.label == name)


def test_a_chip_seats_the_family_player(setup, family):
    app, scene = setup
    lea, papa = family
    assert [c.label for c in scene.chips] == ["Léa", "Papa"]
    kinds = [d.kind for d in scene.drafts]
    assert kinds[0] == "human" and "cpu" in kinds
    click(app, chip(scene, "Léa").rect.center)
    first = scene.drafts[0]
    assert (first.name, first.player, first.colour, first.hints) == ("Léa", lea.id, "green", True)
    assert all(d.level == "easy" for d in scene.drafts if d.kind == "cpu")
    assert chip(scene, "Léa").selected
    # Papa: no free person's seat, so a new seat
    count = len(scene.drafts)
    click(app, chip(scene, "Papa").rect.center)
    assert len(scene.drafts) == count + 1
    last = scene.drafts[-1]
    assert (last.name, last.player, last.colour, last.hints, last.kind) == (
        "Papa", papa.id, "purple", False, "human")
    seats = {s.given: s for s in scene.seats()}
    assert seats["Léa"].player == lea.id and seats["Léa"].hints
    assert seats["Papa"].player == papa.id and not seats["Papa"].hints
    assert all(s.player is None for s in scene.seats() if s.kind == "cpu")
    # clicking a seated player again changes nothing
    click(app, chip(scene, "Papa").rect.center)
    assert len(scene.drafts) == count + 1


def test_a_chip_fills_the_seat_being_named(setup, family):
    app, scene = setup
    lea, _ = family
    scene.toggle_kind(1)                       # a second person
    frames(app, 1)
    click(app, scene.fields[1].rect.center)
    assert scene.editing == 1
    click(app, chip(scene, "Léa").rect.center)
    assert scene.drafts[1].player == lea.id and scene.drafts[0].player is None


def test_typing_a_family_name_seats_that_player_and_a_new_name_is_remembered(setup, family):
    app, scene = setup
    lea, _ = family
    click(app, scene.fields[0].rect.center)
    post(pygame.TEXTINPUT, text="léa")
    press(app, pygame.K_RETURN)
    assert scene.drafts[0].player == lea.id and scene.drafts[0].name == "Léa"
    assert scene.drafts[0].hints
    # a new name: "Remember Zoé" keeps her
    scene.toggle_kind(1)
    frames(app, 1)
    click(app, scene.fields[1].rect.center)
    post(pygame.TEXTINPUT, text="Zoé")
    press(app, pygame.K_RETURN)
    assert scene.drafts[1].player is None
    keep = next(b for b in scene.group.buttons if b.label == "Remember Zoé")
    click(app, keep.rect.center)
    zoe = scene.family.named("Zoé")
    assert zoe is not None and scene.drafts[1].player == zoe.id
    assert scene.family.flush() == []
    again, _ = load_family()
    assert [p.name for p in again] == ["Léa", "Papa", "Zoé"]
    assert not any(b.label.startswith("Remember") for b in scene.group.buttons)


def test_the_hints_toggle(setup):
    app, scene = setup
    toggle = next(b for b in scene.group.buttons if b.label == "No hints")
    click(app, toggle.rect.center)
    assert scene.drafts[0].hints
    assert any(b.label == "Hints" for b in scene.group.buttons)
    seat = next(s for s in scene.seats() if s.kind == "human")
    assert seat.hints
    # another name typed over a family player's: no longer that player
    click(app, chip(scene, "Papa").rect.center)
    index = next(i for i, d in enumerate(scene.drafts) if d.name == "Papa")
    click(app, scene.fields[index].rect.center)
    for _ in range(4):
        press(app, pygame.K_BACKSPACE)
    post(pygame.TEXTINPUT, text="Tom")
    press(app, pygame.K_RETURN)
    assert scene.drafts[index].name == "Tom" and scene.drafts[index].player is None
