"""The pictures of the rules screen: each game's descriptor draws them
(:meth:`~game.core.descriptor.GameInfo.rules_pictures`), :class:`RulesScene` lays them out
under a section's title or beside its text, with their captions
(``<game>.rules.<n>.captions.<k>``).

Each screen is built in a real App under the dummy video driver, in both languages, at
800 x 600 and 1280 x 800: the pictures are drawn, make the page taller, never cover a
line of text and stay inside the page; every caption exists in both languages.
"""

from __future__ import annotations

import pygame
import pytest
from apps import close, new_app, open_rules

from game import i18n
from game.core import registry
from game.scenes import rules as rules_screen
from game.scenes.rules import rule_sections

SIZES = [(800, 600), (1280, 800)]
LANGS = ["fr", "en"]
#: the games whose rules must be explained with pictures (their issues ask for them)
ILLUSTRATED = ("gouda", "chaos")



@pytest.fixture
def screen(request, home, monkeypatch):
    """A program at the size and in the language of the test's parameters."""
    size, lang = request.param
    app = new_app(size, lang)
    yield app
    close(app)


@pytest.mark.parametrize("game_id", registry.games())
@pytest.mark.parametrize("screen", [(s, lang) for s in SIZES for lang in LANGS], indirect=True,
                         ids=lambda p: f"{p[0][0]}x{p[0][1]}-{p[1]}")
def test_pictures_drawn_apart_from_the_text(screen, game_id, monkeypatch):
    scene = open_rules(screen, game_id)
    assert scene.page_height > 0
    page = scene.page_rect
    tall = page.h
    pictures, texts = list(scene.picture_boxes), list(scene.text_boxes)
    if game_id in ILLUSTRATED:
        assert len(pictures) >= 6, (game_id, pictures)
    assert texts
    for box in pictures:
        assert page.contains(box), (game_id, box, page)
        hit = [text for text in texts if text.colliderect(box)]
        assert not hit, f"{game_id}: the picture at {box} covers text at {hit}"
    for i, box in enumerate(pictures):               # pictures never overlap each other
        assert box.collidelist(pictures[i + 1:]) == -1, (game_id, box)
    for box in texts:
        assert box.right <= page.w + 1, (game_id, box, page)
    # the same page without pictures is shorter (the scroll height counts them)
    monkeypatch.setattr(rules_screen, "section_pictures", lambda *args: [])
    scene.rebuild()
    assert not scene.picture_boxes
    if pictures:
        assert 0 < scene.page_height < tall


@pytest.mark.parametrize("screen", [((800, 600), "en")], indirect=True, ids=["800x600-en"])
def test_pictures_are_large_enough_to_recognise(screen):
    """About three lines of text high, in a small window too."""
    scene = open_rules(screen, "gouda")
    tallest = max(box.h for box in scene.picture_boxes)
    assert tallest >= 2 * scene.fs(21) * 1.38, tallest


@pytest.mark.parametrize("game_id", registry.games())
def test_every_caption_exists_in_both_languages(game_id):
    en, fr = i18n.table("en"), i18n.table("fr")
    prefix = f"{game_id}.rules."
    captions = {key for key in (*en, *fr) if key.startswith(prefix) and ".captions." in key}
    for key in captions:
        assert key in en and key in fr, f"{key} is missing in a language"
        assert en[key].strip() and fr[key].strip(), key
        for mark in ":;!?":                           # French typography
            assert f" {mark}" not in fr[key], (key, fr[key])
    # a caption belongs to a picture the game draws, and the illustrated games name each one
    info = registry.descriptor(game_id)
    drawn = 0
    for n in range(1, len(rule_sections(game_id)) + 1):
        count = len(info.rules_pictures(n, 40))
        drawn += count
        named = {key for key in captions if key.startswith(f"{prefix}{n}.captions.")}
        assert named <= {f"{prefix}{n}.captions.{k}" for k in range(1, count + 1)}, (n, named)
        if game_id in ILLUSTRATED:
            assert len(named) == count, (game_id, n, named)
    if game_id in ILLUSTRATED:
        assert drawn >= 6


@pytest.mark.parametrize("game_id", registry.games())
def test_pictures_are_the_height_asked(game_id):
    info = registry.descriptor(game_id)
    for n in range(1, 12):
        for picture in info.rules_pictures(n, 50):
            assert isinstance(picture, pygame.Surface)
            assert 0 < picture.get_height() <= 50 and picture.get_width() <= 3 * 50, (game_id, n)


def test_a_game_without_pictures_keeps_its_text_only():
    """The descriptor's default: no picture for any section."""
    from game.core.descriptor import GameInfo
    assert GameInfo().rules_pictures(1, 80) == []
