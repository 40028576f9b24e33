"""Fonts measured and drawn before are not opened again (game/view/fonts.py): the
measurements kept between runs are the font's own, and a damaged or foreign file of
measurements only means measuring again."""

from __future__ import annotations

import json

import pygame
import pytest

from game.view import fonts, pictures

pygame.display.init()
pygame.font.init()

TEXTS = ["Léa", "Au tour de Zoé !", "Your turn, Player 1!", "« ça » … €", ""]


@pytest.fixture
def kept(tmp_path):
    file = tmp_path / "measures.json"
    fonts.keep_measures(file)
    fonts.clear_cache()
    yield file
    fonts.keep_measures(None)
    fonts.clear_cache()


def real_sizes(size: int, **style) -> list[tuple[int, int]]:
    font = pygame.font.Font(str(fonts.font_path(**style)), size)
    return [font.size(text) for text in TEXTS]


def test_measurements_come_back_without_opening_the_font(kept, monkeypatch):
    measured = [fonts.get_font(23, bold=True).size(text) for text in TEXTS]
    height = fonts.get_font(23, bold=True).get_linesize()
    assert measured == real_sizes(23, bold=True)
    fonts.write_measures()
    assert kept.is_file()
    fonts.keep_measures(kept)                 # a new run
    fonts.clear_cache()
    opened: list[object] = []
    monkeypatch.setattr(fonts.Font, "real", lambda self: opened.append(self) or pytest.fail("opened"))
    assert [fonts.get_font(23, bold=True).size(text) for text in TEXTS] == measured
    assert fonts.get_font(23, bold=True).get_linesize() == height
    assert not opened


@pytest.mark.parametrize("damage", [
    b"", b"{", b"[]", b'{"stamp": 1, "measures": {}}', b"\xff\xfe\x00",
    b'{"stamp": "%s", "measures": {"Andika-Regular.ttf|20|0|L\\u00e9a": [9999999, 1]}}',
    b'{"stamp": "%s", "measures": {"Andika-Regular.ttf|20|0|L\\u00e9a": "wide"}}',
    b"[" * 100_000,
])
def test_a_damaged_file_of_measurements_only_means_measuring(kept, damage):
    kept.write_bytes(damage.replace(b"%s", fonts._stamp().encode()) if b"%s" in damage else damage)
    fonts.keep_measures(kept)
    assert [fonts.get_font(20).size(text) for text in TEXTS] == real_sizes(20)


def test_measurements_of_other_font_files_are_not_used(kept):
    kept.write_text(json.dumps({"stamp": "another", "measures": {"Andika-Regular.ttf|20|0|Léa": [1, 1]}}),
                    encoding="utf-8")
    fonts.keep_measures(kept)
    assert fonts.get_font(20).size("Léa") == real_sizes(20)[0]


def test_drawn_text_is_the_fonts_own_and_is_kept(tmp_path, kept):
    pictures.keep_on_disk(tmp_path / "pictures")
    pictures.clear_memory()
    try:
        drawn = fonts.get_font(30, display=True).render("Fromage !", True, (40, 30, 20))
        own = pygame.font.Font(str(fonts.font_path(display=True)), 30).render("Fromage !", True, (40, 30, 20))
        assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(own, "RGBA")
        pictures.write_pending()
        pictures.clear_memory()
        again = fonts.get_font(30, display=True).render("Fromage !", True, (40, 30, 20))
        assert again is not drawn
        assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(own, "RGBA")
    finally:
        pictures.keep_on_disk(None)
        pictures.clear_memory()
