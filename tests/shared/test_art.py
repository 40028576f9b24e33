"""The procedural art (game/view/art/): sizes, alpha, caching and the
colour-blind guarantee (every mouse-card colour differs in pattern, not only in hue).

Runs without a window: no display is opened, everything is drawn on Surfaces.
"""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.games.cubes.view import art as cubes_art
from game.view import art
from game.view import palette as pal
from game.view.art import table as table_art

COLOURS = list(pal.MOUSE_COLOURS)


def has_alpha(surf: pygame.Surface) -> bool:
    return bool(surf.get_flags() & pygame.SRCALPHA) and surf.get_bitsize() == 32


def sample(surf: pygame.Surface, size: tuple[int, int] = (48, 64)) -> list[tuple[int, int, int, int]]:
    """The pixels of a small smooth-scaled copy, row by row."""
    small = pygame.transform.smoothscale(surf, size)
    return [tuple(small.get_at((x, y))) for y in range(size[1]) for x in range(size[0])]


def grey_values(surf: pygame.Surface, rect: pygame.Rect, size=(40, 40)) -> list[float]:
    """Greyscale values of one area, with the area's mean brightness removed.

    Removing the mean means only the *pattern* can tell two areas apart, not how
    light or dark the colour is.
    """
    area = pygame.transform.grayscale(surf.subsurface(rect).copy())
    px = [c[0] for c in sample(area, size)]
    mean = sum(px) / len(px)
    return [p - mean for p in px]


def fraction_different(a: list[float], b: list[float], threshold: float = 10) -> float:
    return sum(1 for x, y in zip(a, b) if abs(x - y) > threshold) / len(a)


def average_rgb(surf: pygame.Surface) -> tuple[float, float, float]:
    px = [p for p in sample(surf) if p[3] > 200]
    n = len(px)
    return (sum(p[0] for p in px) / n, sum(p[1] for p in px) / n, sum(p[2] for p in px) / n)


# --- every function returns an SRCALPHA surface of the requested size ------------

@pytest.mark.parametrize("factory, size", [
    (lambda: art.mouse_card("blue", 120, 168), (120, 168)),
    (lambda: art.mouse_card("white", 37, 51), (37, 51)),
    (lambda: art.card_back(120, 168), (120, 168)),
    (lambda: art.symbol("star", 30, (240, 200, 0)), (30, 30)),
    (lambda: art.symbol("heart", 12, pal.DANGER), (12, 12)),
    (lambda: cubes_art.cheese_cube(90), (90, 90)),
    (lambda: cubes_art.cheese_cube(90, "window", "green"), (90, 90)),
    (lambda: cubes_art.cheese_cube(90, "empty"), (90, 90)),
    (lambda: art.mouse_token(pal.PLAYER_COLOURS["sky"], 64), (64, 64)),
    (lambda: art.mouse_token(pal.PLAYER_COLOURS["orange"], 64, "triangle", "left"), (64, 64)),
    (lambda: art.cheese_piece("small", 100), (50, 50)),
    (lambda: art.cheese_piece("medium", 100), (70, 70)),
    (lambda: art.cheese_piece("large", 100), (95, 95)),
    (lambda: art.panel(300, 180), (300, 180)),
    (lambda: art.panel(300, 180, 24, pal.PANEL_DARK, pal.HIGHLIGHT), (300, 180)),
    (lambda: art.button_surface(200, 64, pal.ACCENT), (200, 64)),
    (lambda: art.button_surface(200, 64, pal.OK, "disabled"), (200, 64)),
    (lambda: art.title_art(480, 300), (480, 300)),
    (lambda: art.confetti_piece((213, 94, 0), 16), (16, 16)),
    (lambda: art.mouse_face(pal.PLAYER_COLOURS["purple"], 56), (56, 56)),
    (lambda: art.ground_shadow(60, 20), (60, 20)),
])
def test_sizes_and_alpha(factory, size):
    surf = factory()
    assert isinstance(surf, pygame.Surface)
    assert surf.get_size() == size
    assert has_alpha(surf)


def test_pictures_are_not_empty_and_have_transparent_corners():
    for surf in (art.mouse_card("red", 90, 126), cubes_art.cheese_cube(80), art.mouse_face((0, 158, 115), 48),
                 art.mouse_token((230, 159, 0), 60), art.symbol("circle", 24, (0, 114, 178))):
        w, h = surf.get_size()
        assert surf.get_at((0, 0)).a < 40, "a corner should be see-through"
        assert surf.get_at((w // 2, h // 2)).a > 200, "the middle should be painted"


def test_every_state_kind_facing_and_shape_renders():
    for state in ("normal", "hover", "pressed", "disabled"):
        assert art.button_surface(120, 48, pal.ACCENT, state).get_size() == (120, 48)
    for kind in art.CONFETTI_KINDS:
        assert art.confetti_piece((86, 180, 233), 20, kind).get_size() == (20, 20)
    for facing in ("up", "down", "left", "right"):
        assert art.mouse_token((204, 121, 167), 40, "star", facing).get_size() == (40, 40)
    for shape in art.SHAPES:
        assert art.symbol(shape, 20, (0, 0, 0)).get_size() == (20, 20)
    for colour in COLOURS:
        assert cubes_art.cheese_cube(60, "window", colour).get_size() == (60, 60)


def test_unknown_names_are_rejected():
    with pytest.raises(ValueError):
        art.mouse_card("purple", 50, 70)
    with pytest.raises(ValueError):
        cubes_art.cheese_cube(50, "lid")
    with pytest.raises(ValueError):
        art.mouse_token((0, 0, 0), 40, facing="north")
    with pytest.raises(ValueError):
        art.cheese_piece("huge", 40)
    with pytest.raises(ValueError):
        art.button_surface(80, 40, (0, 0, 0), "glowing")


# --- the colour-blind guarantee -------------------------------------------------------

def test_every_colour_has_its_own_shape_and_pattern():
    assert set(art.COLOUR_SHAPES) == set(COLOURS) == set(art.COLOUR_PATTERNS)
    assert len(set(art.COLOUR_SHAPES.values())) == len(COLOURS)
    assert len(set(art.COLOUR_PATTERNS.values())) == len(COLOURS)


def test_card_colours_differ_pairwise_in_average_colour():
    avg = {c: average_rgb(art.mouse_card(c, 100, 140)) for c in COLOURS}
    for a, b in itertools.combinations(COLOURS, 2):
        dist = sum((x - y) ** 2 for x, y in zip(avg[a], avg[b])) ** 0.5
        assert dist > 25, f"{a} and {b} cards look alike on average ({dist:.1f})"


def test_card_patterns_differ_in_greyscale():
    """Seen in greyscale with brightness evened out, every pair of cards still differs
    a lot, both in the background pattern and in the corner symbol."""
    w, h = 150, 210
    cards = {c: art.mouse_card(c, w, h) for c in COLOURS}
    # a strip of background between the corner badge and the mouse's ear
    band = pygame.Rect(int(w * 0.08), int(h * 0.2), int(w * 0.84), int(h * 0.07))
    left = pygame.Rect(int(w * 0.07), int(h * 0.3), int(w * 0.12), int(h * 0.5))
    corner = pygame.Rect(int(w * 0.07), int(w * 0.07), int(w * 0.2), int(w * 0.2))
    for a, b in itertools.combinations(COLOURS, 2):
        bg = fraction_different(grey_values(cards[a], band, (84, 14)) + grey_values(cards[a], left, (12, 50)),
                                grey_values(cards[b], band, (84, 14)) + grey_values(cards[b], left, (12, 50)))
        assert bg > 0.2, f"{a} and {b} backgrounds look alike in greyscale ({bg:.2f})"
        sym = fraction_different(grey_values(cards[a], corner, (24, 24)), grey_values(cards[b], corner, (24, 24)))
        assert sym > 0.08, f"{a} and {b} corner symbols look alike in greyscale ({sym:.2f})"


def test_cube_faces_differ():
    size = 96
    faces = {"cheese": cubes_art.cheese_cube(size), "empty": cubes_art.cheese_cube(size, "empty")}
    for c in COLOURS:
        faces[c] = cubes_art.cheese_cube(size, "window", c)
    pix = {k: sample(v) for k, v in faces.items()}
    for a, b in itertools.combinations(faces, 2):
        diff = sum(1 for p, q in zip(pix[a], pix[b]) if sum(abs(x - y) for x, y in zip(p, q)) > 40)
        assert diff / len(pix[a]) > 0.03, f"cube faces {a} and {b} look alike"


def test_tilted_cube_is_bigger_and_keeps_alpha():
    flat = cubes_art.cheese_cube(80)
    tilted = cubes_art.cheese_cube(80, tilt=30)
    assert tilted.get_width() > flat.get_width() and has_alpha(tilted)
    assert cubes_art.cheese_cube(80, tilt=360).get_size() == flat.get_size()


def test_cheese_sizes_grow():
    areas = []
    for k in ("small", "medium", "large"):
        surf = art.cheese_piece(k, 120)
        areas.append(sum(1 for p in sample(surf, (40, 40)) if p[3] > 128))
    assert areas[0] < areas[1] < areas[2]


def test_token_facings_differ():
    toks = [sample(art.mouse_token((0, 158, 115), 64, None, f), (32, 32)) for f in ("up", "down", "left", "right")]
    for a, b in itertools.combinations(toks, 2):
        assert sum(1 for p, q in zip(a, b) if abs(p[3] - q[3]) > 60) > 20


# --- caching ------------------------------------------------------------------------------

def test_repeated_calls_return_the_cached_surface():
    assert art.mouse_card("green", 80, 112) is art.mouse_card("green", 80, 112)
    assert art.card_back(80, 112) is art.card_back(80, 112)
    assert cubes_art.cheese_cube(70, "window", "red") is cubes_art.cheese_cube(70, "window", "red")
    assert cubes_art.cheese_cube(70, tilt=12.2) is cubes_art.cheese_cube(70, tilt=12.0)
    assert art.mouse_token((1, 2, 3), 40) is art.mouse_token([1, 2, 3], 40)
    assert art.symbol("star", 20, (9, 9, 9)) is art.symbol("star", 20, pygame.Color(9, 9, 9))
    assert art.table_background(200, 120) is art.table_background(200, 120)
    assert art.panel(100, 60) is art.panel(100, 60)
    assert art.button_surface(100, 40, (1, 2, 3)) is art.button_surface(100, 40, (1, 2, 3))
    assert art.mouse_face((5, 5, 5), 30) is art.mouse_face((5, 5, 5), 30)
    assert art.cheese_piece("small", 60) is art.cheese_piece("small", 60)
    assert art.confetti_piece((1, 1, 1), 10) is art.confetti_piece((1, 1, 1), 10)
    assert art.title_art(200, 120) is art.title_art(200, 120)


def test_table_background_is_opaque_wood_of_the_asked_size():
    """The bottom layer of every table: opaque everywhere, the same picture every time
    it is drawn (speed is measured by tools/bench_startup.py, not here)."""
    surf = art.table_background(1280, 800)
    assert surf.get_size() == (1280, 800)
    assert not has_alpha(surf)
    for point in ((0, 0), (640, 400), (1279, 799), (3, 700)):
        r, g, b, a = surf.get_at(point)
        assert a == 255 and r > b, f"{point} should be warm wood, not {(r, g, b)}"
    table_art._table_background.cache_clear()
    again = art.table_background(1280, 800)
    assert again is not surf
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(surf, "RGB")


def test_button_text_offset_moves_down_when_pressed():
    assert art.button_text_offset(60, "pressed")[1] > art.button_text_offset(60, "normal")[1]


def test_panel_body_is_inside_the_panel():
    body = art.panel_body_rect(300, 200)
    assert pygame.Rect(0, 0, 300, 200).contains(body)
    assert body.w > 250 and body.h > 160
