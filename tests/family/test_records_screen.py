"""The records screen (issue 19) on hand-made records: the figures it says for a
player and a game (played, won, rate, best score, longest streak, wins against each
computer level), the chart of the last games, who won most; the arrows and keys
change the game and the player; no record: a friendly sentence."""

from __future__ import annotations

import pygame
import pytest
from apps import close, new_app
from table_input import click, frames, press

from game.family.records import Entry, Records, SeatRecord


def entry(game, winners, scores, cpu_level="easy", date="2026-01-01T00:00:00Z"):
    seats = (SeatRecord("Léa", "lea", "human", "normal", "orange", 1),
             SeatRecord("", None, "cpu", cpu_level, "sky", 2))
    places = tuple(1 if i in winners else 2 for i in range(2))
    return Entry(date, game, {}, 1, seats, tuple(map(float, scores)), tuple(winners), places,
                 30, 60.0, None, f"k{date}{game}{scores}")


def hand_made():
    return Records([entry("cubes", [0], [12, 3]), entry("cubes", [0], [9, 4], "hard"),
                    entry("cubes", [1], [2, 8]), entry("drole", [1], [1, 5], "normal")], damaged=1)


@pytest.fixture
def app(home):
    from game.family.players import Family, Player
    from game.scenes.title import TitleScene
    application = new_app((1280, 800), "en")
    application.family = Family((Player("lea", "Léa", "green", "heart", True, "easy"),))
    from game.family.players import players_file
    application.family_path = players_file()
    application.scenes.push(TitleScene(application))
    frames(application, 2)
    yield application
    close(application)


def texts(scene):
    return [line for block in scene.blocks for line in block.lines]


def test_the_figures_of_a_player_and_a_game(app):
    from game.scenes.records import RecordsScene
    scene = RecordsScene(app, hand_made())
    app.scenes.push(scene)
    frames(app, 2)
    assert [value for value, _ in scene.boxes] == ["All games", "Léa"]
    said = texts(scene)
    assert "4 games, 2 wins (50%)" in said
    assert "Longest winning streak: 2" in said
    assert scene.results == [True, True, False, False]
    assert any("1 damaged line was left out." in line for line in said)
    # the next game: Mouse Dice (cubes), by its arrow
    click(app, scene.group.buttons[1].rect.center)
    said = texts(scene)
    assert scene.game == "cubes"
    assert "3 games, 2 wins (67%)" in said
    assert "Best score: 12" in said
    assert "Easy: 1 of 2 (50%)" in said and "Hard: 1 of 1 (100%)" in said
    assert "1. Léa: 2 wins in 3 games (67%)" in said
    assert any(line.startswith("2. Computer (") for line in said)
    # the keys: PgDn the next game, → the next player (a computer)
    press(app, pygame.K_PAGEDOWN)
    assert scene.game == "drole"
    assert "1 game, 0 wins (0%)" in texts(scene)
    press(app, pygame.K_RIGHT)
    assert scene.player.kind == "computer"


def test_no_records_says_so(app):
    from game.scenes.records import RecordsScene
    scene = RecordsScene(app, Records())
    app.scenes.push(scene)
    frames(app, 1)
    assert any("No finished game yet" in line for line in texts(scene))
    assert [b.label for b in scene.group.buttons] == ["Back"]


def test_reached_from_the_family_screen(app):
    from game.scenes.family import FamilyScene
    from game.scenes.records import RecordsScene
    app.scenes.push(FamilyScene(app))
    frames(app, 2)
    records = next(b for b in app.scenes.top.group.buttons if b.label == "Records")
    click(app, records.rect.center)
    assert isinstance(app.scenes.top, RecordsScene)
