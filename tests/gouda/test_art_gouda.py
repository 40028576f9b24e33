"""The pictures of Gouda! Gouda! (game/games/gouda/view/art.py): exact sizes and alpha, one
picture per place, marker, die face and seat, the colour-blind guarantee (markers and
dice told apart in greyscale) and drawing the same pictures every time.

Runs without a window: no display is opened, everything is drawn on Surfaces.
"""

from __future__ import annotations

import itertools
from typing import Any

import pygame
import pytest
from picture_checks import digest, grey, has_alpha, mean_abs_difference

from game.games.gouda.view import art as gouda
from game.view import palette as pal
from game.view import pictures

SEATS = list(pal.PLAYER_COLOURS)


# --- sizes and alpha ------------------------------------------------------------------

@pytest.mark.parametrize("size", [(90, 60), (200, 140), (37, 81)])
def test_kitchen_things_fill_their_box(size):
    for name in (*gouda.PLACES, "attic"):
        surf = gouda.kitchen_thing(name, *size)
        assert surf.get_size() == size and has_alpha(surf), name
        w, h = size
        assert surf.get_at((0, 0)).a < 40 and surf.get_at((w - 1, 0)).a < 40, f"{name}: corners see-through"
        alpha = pygame.image.tobytes(surf, "RGBA")[3::4]
        covered = sum(1 for a in alpha if a > 128) / len(alpha)
        assert covered > 0.3, f"{name} fills only {covered:.0%} of its box"


@pytest.mark.parametrize("size", [(160, 100), (1600, 1000)])
def test_shelf_backdrop_is_opaque_and_exact(size):
    surf = gouda.shelf_backdrop(*size)
    assert surf.get_size() == size
    assert not surf.get_flags() & pygame.SRCALPHA
    w, h = size
    for point in ((0, 0), (w // 2, h // 2), (w - 1, h - 1), (w // 5, h // 3)):
        r, g, b, a = surf.get_at(point)
        assert a == 255 and r > b, f"{point} should be warm wood, not {(r, g, b)}"


@pytest.mark.parametrize("size", [24, 48, 97])
def test_markers_dice_tokens_and_badges_have_their_size(size):
    for kind in gouda.POWER_KINDS:
        for face_up in (True, False):
            surf = gouda.power_marker(kind, size, face_up)
            assert surf.get_size() == (size, size) and has_alpha(surf)
    for face in gouda.DIE_FACES:
        for cancelled, highlight in itertools.product((False, True), repeat=2):
            surf = gouda.gouda_die(face, size, cancelled=cancelled, highlight=highlight)
            assert surf.get_size() == (size, size) and has_alpha(surf)
    token = gouda.cheese_token(size)
    assert token.get_size() == (size, size) and has_alpha(token)
    for count in (1, 12):
        badge = gouda.mouse_badge("sky", count, size)
        assert badge.get_size() == gouda.mouse_badge_size(size) and badge.get_height() == size
        assert has_alpha(badge)


def test_round_things_have_see_through_corners():
    for surf in (gouda.power_marker("reroll", 60), gouda.power_marker("cancel", 60, False), gouda.gouda_die("red", 60),
                 gouda.cheese_token(60), gouda.mouse_badge("orange", 3, 40)):
        w, h = surf.get_size()
        assert surf.get_at((0, 0)).a < 40
        assert surf.get_at((w // 4, h // 2)).a > 200


def test_the_number_box_lies_in_the_badge_and_grows_with_the_digits():
    for size in (22, 28, 44):
        badge = pygame.Rect((0, 0), gouda.mouse_badge_size(size))
        one, two = gouda.mouse_badge_number_box(5, size), gouda.mouse_badge_number_box(30, size)
        assert badge.contains(one) and badge.contains(two)
        assert two.w > one.w and two.h == one.h
        assert one.h >= size * 0.5, "room for digits a child can read"
        # the box is the white inside of the pill
        inside = gouda.mouse_badge("green", 30, size).get_at(two.center)
        assert inside.a > 200 and min(inside[:3]) > 230


# --- one picture each ---------------------------------------------------------------

def test_every_place_has_its_own_picture_and_unknown_places_a_box():
    pics = {name: digest(gouda.kitchen_thing(name, 120, 84)) for name in gouda.PLACES}
    assert len(set(pics.values())) == len(gouda.PLACES)
    box = digest(gouda.kitchen_thing("attic", 120, 84))
    assert box not in pics.values()
    assert gouda.kitchen_thing("cellar", 120, 84) is gouda.kitchen_thing("attic", 120, 84)


def test_every_marker_die_and_badge_differs():
    faces = {kind: digest(gouda.power_marker(kind, 56)) for kind in gouda.POWER_KINDS}
    backs = {digest(gouda.power_marker(kind, 56, face_up=False)) for kind in gouda.POWER_KINDS}
    assert len(set(faces.values())) == len(gouda.POWER_KINDS)
    assert len(backs) == 1 and not backs & set(faces.values()), "one shared back, unlike every face"
    dice = {(f, c, h): digest(gouda.gouda_die(f, 40, cancelled=c, highlight=h))
            for f in gouda.DIE_FACES for c in (False, True) for h in (False, True)}
    assert len(set(dice.values())) == len(dice)
    badges = {(c, n): digest(gouda.mouse_badge(c, n, 30)) for c in SEATS for n in (1, 12)}
    assert len(set(badges.values())) == len(badges)
    assert gouda.mouse_badge("sky", 3, 30) is gouda.mouse_badge("sky", 7, 30), "the pill depends on the digits only"
    assert digest(gouda.mouse_badge("sky", 3, 30, "star")) != badges[("sky", 1)]


def test_unknown_names_are_rejected():
    with pytest.raises(ValueError):
        gouda.power_marker("steal", 40)
    with pytest.raises(ValueError):
        gouda.gouda_die("blue", 40)
    with pytest.raises(ValueError):
        gouda.mouse_badge("black", 2, 28)
    with pytest.raises(ValueError):
        gouda.mouse_badge("sky", 2, 28, "comet")
    with pytest.raises(ValueError):
        gouda.mouse_badge("sky", -1, 28)


# --- colour-blind safety ----------------------------------------------------------------

def test_face_up_markers_differ_in_greyscale():
    seen = {kind: grey(gouda.power_marker(kind, 64)) for kind in gouda.POWER_KINDS}
    seen["back"] = grey(gouda.power_marker("reroll", 64, face_up=False))
    for a, b in itertools.combinations(seen, 2):
        diff = mean_abs_difference(seen[a], seen[b])
        assert diff > 12, f"markers {a} and {b} look alike in greyscale ({diff:.1f})"


def test_die_faces_differ_in_greyscale():
    for cancelled in (False, True):
        seen = {face: grey(gouda.gouda_die(face, 48, cancelled=cancelled), 48) for face in gouda.DIE_FACES}
        for a, b in itertools.combinations(seen, 2):
            diff = mean_abs_difference(seen[a], seen[b])
            assert diff > (12 if not cancelled else 3), f"dice {a} and {b} look alike in greyscale ({diff:.1f})"
    for face in gouda.DIE_FACES:
        plain, crossed = grey(gouda.gouda_die(face, 48), 48), grey(gouda.gouda_die(face, 48, cancelled=True), 48)
        assert mean_abs_difference(plain, crossed) > 12


# --- the same pictures every time --------------------------------------------------------

def test_pictures_are_drawn_the_same_every_time(monkeypatch):
    monkeypatch.setattr(pictures, "_folder", None)      # really draw again, not read a file
    calls = [lambda: gouda.kitchen_thing("jar", 90, 60), lambda: gouda.kitchen_thing("table", 150, 100),
             lambda: gouda.shelf_backdrop(300, 200), lambda: gouda.power_marker("transfer", 50),
             lambda: gouda.gouda_die("yellow", 40, highlight=True), lambda: gouda.cheese_token(30),
             lambda: gouda.mouse_badge("purple", 12, 28)]
    first = [digest(call()) for call in calls]
    kept: list[Any] = [gouda._kitchen_thing, gouda._shelf_backdrop, gouda._power_marker, gouda._gouda_die,
                       gouda._cheese_token, gouda._mouse_badge]
    for function in kept:
        function.cache_clear()
    assert [digest(call()) for call in calls] == first
    assert gouda.kitchen_thing("jar", 90, 60) is gouda.kitchen_thing("jar", 90, 60)
