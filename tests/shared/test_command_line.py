"""What the command line and the window refuse (issue 8): a size out of range, an option
the game cannot use; and a window never bigger than the screen it opens on."""

from __future__ import annotations

import pygame
import pytest

from game import app


@pytest.mark.parametrize("size", ["99999x5", "10000x10000", "12x12", "wide", "1280x"])
def test_a_window_size_out_of_range_is_one_line(size):
    with pytest.raises(SystemExit) as stop:
        app._window_size(size)
    assert "--size" in str(stop.value) and len(str(stop.value)) < 120


def test_a_sane_size_is_taken():
    assert app._window_size("1024x700") == (1024, 700)


@pytest.mark.parametrize("pair", ["target=maybe", "target=[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["
                                  "[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"])
def test_an_option_the_game_cannot_use_is_one_line(home, pair):
    with pytest.raises(SystemExit) as stop:
        app.main(["--game", "cubes", "--option", pair, "--frames", "1"])
    assert "error:" in str(stop.value) and "Traceback" not in str(stop.value)
    pygame.quit()


def test_the_window_fits_the_screen(monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    assert app.App._fitting((7680, 4320)) == (1366, 768)
    assert app.App._fitting((1024, 700)) == (1024, 700)
    assert app.App._fitting((300, 200)) == (800, 600)
