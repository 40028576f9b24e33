"""Two things a family noticed: default names follow the language of the day (a game
saved in English shows "Joueur 1" once the program speaks French), and the window
comes back at the size the player chose after going full screen and back (F11 twice)."""

from __future__ import annotations

import json

import pygame
import pytest
from apps import close, new_app

from game import i18n, paths
from game.core.save_file import Save, load_save, write_save
from game.core.seats import Seat
from game.session import Session


@pytest.fixture
def app(home):
    application = new_app((1000, 700))
    yield application
    close(application)


def test_a_default_name_is_said_in_the_language_of_the_moment():
    seat, cpu = Seat("", "orange", "human", number=2), Seat("", "sky", "cpu", "easy", 3)
    named = Seat("Léa", "green", "human", number=1)
    i18n.set_language("en")
    assert (seat.name, cpu.name, named.name) == ("Player 2", "Computer 3", "Léa")
    i18n.set_language("fr")
    try:
        assert (seat.name, cpu.name, named.name) == (i18n.t("setup.default_name", n=2),
                                                     i18n.t("setup.default_cpu_name", n=3), "Léa")
        assert seat.name != "Player 2"
    finally:
        i18n.set_language("en")


def test_a_save_keeps_no_translated_default_name(tmp_path):
    seats = [Seat("", "orange", "human", number=1), Seat("", "sky", "cpu", "easy", 2)]
    session = Session.new("cubes", seats, seed=4, autosave=False)
    path = tmp_path / "save.json"
    write_save(path, Save.of(session.state, seats), session.state)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert [s["name"] for s in data["seats"]] == ["", ""]
    i18n.set_language("fr")
    try:
        save, _ = load_save(path)
        assert save.seats[0].name == i18n.t("setup.default_name", n=1) != "Player 1"
    finally:
        i18n.set_language("en")


def test_the_setup_screen_keeps_untouched_names_as_default_names(app):
    from game.scenes.setup import SetupScene
    app.scenes.push(SetupScene(app, "cubes"))
    app.frame(1 / 60)
    seats = app.scenes.top.seats()
    assert all(seat.given == "" and seat.number >= 1 for seat in seats)


def test_f11_twice_comes_back_to_the_size_the_player_chose(app):
    """The player makes the window 900x650, goes full screen and back: 900x650, not
    the size the program was started with."""
    app.screen = pygame.display.set_mode((900, 650), pygame.RESIZABLE)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(900, 650), w=900, h=650))
    for _ in range(2):
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="",
                                        scancode=0))
    assert not app.settings.fullscreen
    assert app.screen.get_size() == (900, 650)
    assert paths.settings_file().exists()
