"""The pictures of Chaos de souris et de fromage (game/games/chaos/view/art.py): exact sizes and
alpha, the pictures kept and shared, one picture per piece, side, coat and number, and the
colour-blind guarantee (the four mouse colours, the four cats and the hideouts of the seats
told apart in greyscale).

Runs without a window: no display is opened, everything is drawn on Surfaces.
"""

from __future__ import annotations

import itertools
from typing import Any

import pygame
import pytest
from picture_checks import digest, grey, has_alpha, mean_abs_difference

from game.games.chaos.view import art as chaos
from game.view import art, pictures
from game.view import palette as pal

CELLS = (24, 40, 61)


def covered(surf: pygame.Surface) -> float:
    alpha = pygame.image.tobytes(surf, "RGBA")[3::4]
    return sum(1 for a in alpha if a > 128) / len(alpha)


# --- sizes and alpha ------------------------------------------------------------------

@pytest.mark.parametrize("cell", CELLS)
def test_the_room_and_the_floor_are_opaque_and_exact(cell):
    t = chaos.wall_width(cell)
    room = chaos.kitchen_room(cell)
    assert room.get_size() == (12 * cell + 2 * t,) * 2
    assert chaos.kitchen_floor(cell).get_size() == (12 * cell,) * 2
    for point in ((0, 0), (t + cell // 2, t + cell // 2), (room.get_width() - 1, room.get_height() - 1)):
        r, g, b, a = room.get_at(point)
        assert a == 255 and r > b, f"{point} should be warm, not {(r, g, b)}"
    # a room of another size, and holes elsewhere
    assert chaos.kitchen_room(cell, ((3, 0, "up"),), squares=8).get_width() == 8 * cell + 2 * t


@pytest.mark.parametrize("cell", CELLS)
def test_the_pieces_have_their_size_and_alpha(cell):
    t = chaos.wall_width(cell)
    squares = [chaos.table_rug(cell), chaos.kitchen_table(cell)] + [
        chaos.hideout(cell, k, pal.PLAYER_COLOURS["sky"], "waves", "star") for k in range(4)]
    assert [s.get_width() for s in squares] == [4 * cell, 2 * cell] + [2 * cell] * 4
    one = [chaos.cover_back(cell), chaos.cover_open(5, cell), chaos.cover_known(2, cell), chaos.reach_glow(cell),
           chaos.seen_badge(cell), chaos.tip_arrow("left", cell)]
    one += [chaos.chair(cell, side) for side in chaos.SIDES] + [chaos.cat(k, cell) for k in range(4)]
    one += [chaos.chaos_mouse(size, colour, cell, remembered=remembered)
            for size in chaos.MOUSE_SIZES for colour in (None, *chaos.MOUSE_COLOURS) for remembered in (False, True)]
    for surf in squares + one:
        assert has_alpha(surf) and surf.get_height() == surf.get_width()
    for surf in one:
        assert surf.get_size() == (cell, cell)
    for side in ("up", "down"):
        assert chaos.mouse_hole(side, cell).get_size() == (cell, t)
        assert chaos.chair(cell, "up", side).get_size() == (cell, 2 * cell)
    for side in ("left", "right"):
        assert chaos.mouse_hole(side, cell).get_size() == (t, cell)
        assert chaos.chair(cell, "up", side).get_size() == (2 * cell, cell)
    assert chaos.colour_card("red", 50, 70).get_size() == (50, 70)
    assert chaos.colour_card_back(50, 70).get_size() == (50, 70)


def test_pieces_stand_on_see_through_corners():
    cell = 48
    for surf in (chaos.cover_back(cell), chaos.cover_open(3, cell), chaos.cat(2, cell),
                 chaos.chaos_mouse("small", "blue", cell), chaos.chaos_mouse("large", None, cell),
                 chaos.seen_badge(cell), chaos.tip_arrow("up", cell), chaos.chair(cell, "left")):
        assert surf.get_at((0, 0)).a < 40
        assert surf.get_at((cell // 2, cell // 2)).a > 200
    # the squares the pieces stand on are filled
    for surf in (chaos.table_rug(cell), chaos.hideout(cell, 1), chaos.kitchen_table(cell)):
        assert covered(surf) > 0.8
    # a large mouse takes more of its square than a small one; a cat more than both
    large, small = covered(chaos.chaos_mouse("large", "red", cell)), covered(chaos.chaos_mouse("small", "red", cell))
    assert large > small * 1.3 and covered(chaos.cat(0, cell)) > large
    # a tipped chair lies over both its squares, and leaves room between its legs
    lying = chaos.chair(cell, "down", "down")
    assert covered(lying.subsurface((0, 0, cell, cell))) > 0.25
    assert covered(lying.subsurface((0, cell, cell, cell))) > 0.25
    assert lying.get_at((cell * 46 // 100, cell * 3 // 10)).a < 60, "open floor between the legs"


# --- kept, shared, one picture each --------------------------------------------------------

def test_the_pictures_are_kept_and_shared():
    assert chaos.cat(1, 40) is chaos.cat("grey", 40)
    assert chaos.chaos_mouse("small", "red", 40) is chaos.chaos_mouse("small", "red", 40)
    assert chaos.cover_back(40) is chaos.cover_back(40.0)  # type: ignore[arg-type]
    assert chaos.kitchen_room(40) is chaos.kitchen_room(40, list(chaos.DEFAULT_HOLES))
    assert chaos.hideout(40, 0, (230, 159, 0), "dots", "circle") is chaos.hideout(40, 0, [230, 159, 0], "dots",
                                                                                   "circle")
    # a remembered mouse with no colour is the unknown mouse
    assert chaos.chaos_mouse("large", None, 40, remembered=True) is chaos.chaos_mouse("large", None, 40)


def test_every_piece_side_coat_and_number_has_its_own_picture():
    cell = 40
    chairs = {digest(chaos.chair(cell, back)) for back in chaos.SIDES}
    chairs |= {digest(chaos.chair(cell, "up", side)) for side in chaos.SIDES}
    assert len(chairs) == 8
    holes = {digest(chaos.mouse_hole(side, cell)) for side in chaos.SIDES}
    assert len(holes) == 4
    cats = {digest(chaos.cat(k, cell)) for k in range(4)}
    assert len(cats) == 4
    covers = {digest(chaos.cover_open(n, cell)) for n in range(1, 7)} | {digest(chaos.cover_known(n, cell))
                                                                        for n in range(1, 7)}
    covers.add(digest(chaos.cover_back(cell)))
    assert len(covers) == 13
    mice = {digest(chaos.chaos_mouse(size, colour, cell, remembered=rem)) for size in chaos.MOUSE_SIZES
            for colour in chaos.MOUSE_COLOURS for rem in (False, True)}
    mice |= {digest(chaos.chaos_mouse(size, None, cell)) for size in chaos.MOUSE_SIZES}
    assert len(mice) == 18
    facing = {digest(chaos.chaos_mouse("small", "red", cell, facing=side)) for side in chaos.SIDES}
    assert len(facing) == 4
    hideouts = {digest(chaos.hideout(cell, k)) for k in range(4)}
    assert len(hideouts) == 4, "the walls stand on the floor sides of each corner"
    cards = {digest(chaos.colour_card(c, 50, 70)) for c in chaos.MOUSE_COLOURS}
    assert len(cards) == 4 and digest(chaos.colour_card_back(50, 70)) not in cards
    arrows = {digest(chaos.tip_arrow(side, cell)) for side in chaos.SIDES}
    assert len(arrows) == 4
    assert digest(chaos.reach_glow(cell)) != digest(chaos.reach_glow(cell, pal.OK))


def test_unknown_names_are_rejected():
    for call in (lambda: chaos.chair(40, "north"), lambda: chaos.chair(40, "up", "sideways"),
                 lambda: chaos.mouse_hole("middle", 40), lambda: chaos.cat("tiger", 40),
                 lambda: chaos.cover_open(0, 40), lambda: chaos.cover_known(7, 40),
                 lambda: chaos.chaos_mouse("medium", None, 40), lambda: chaos.chaos_mouse("small", "white", 40),
                 lambda: chaos.chaos_mouse("small", "red", 40, facing="back"), lambda: chaos.hideout(40, 4),
                 lambda: chaos.hideout(40, 0, (1, 2, 3), "plaid"),
                 lambda: chaos.hideout(40, 0, (1, 2, 3), None, "comet"),
                 lambda: chaos.colour_card("white", 50, 70), lambda: chaos.tip_arrow("around", 40),
                 lambda: chaos.kitchen_room(40, ((0, 4, "inside"),))):
        with pytest.raises(ValueError):
            call()


# --- colour-blind safety ----------------------------------------------------------------

@pytest.mark.parametrize("size_class", list(chaos.MOUSE_SIZES))
def test_the_four_mouse_colours_differ_in_greyscale(size_class):
    # the whole square is compared, most of it the ground round the mouse: a small mouse
    # covers a third of it (its body's lightness, markings and symbol make the difference)
    least = {"large": 4.5, "small": 3.5}[size_class]
    for cell in (40, 60):
        seen = {c: grey(chaos.chaos_mouse(size_class, c, cell), 48) for c in chaos.MOUSE_COLOURS}
        seen["unknown"] = grey(chaos.chaos_mouse(size_class, None, cell), 48)
        for a, b in itertools.combinations(seen, 2):
            diff = mean_abs_difference(seen[a], seen[b])
            assert diff > least, f"{size_class} mice {a} and {b} look alike in greyscale at {cell} px ({diff:.1f})"
        # remembered mice: the ring and the badge tell the colour
        rem = {c: grey(chaos.chaos_mouse(size_class, c, cell, remembered=True), 48) for c in chaos.MOUSE_COLOURS}
        for a, b in itertools.combinations(rem, 2):
            assert mean_abs_difference(rem[a], rem[b]) > 2.5, f"remembered {a} and {b} alike"


def test_the_four_mouse_colours_differ_in_lightness_and_symbol():
    luma = {c: 0.299 * r + 0.587 * g + 0.114 * b for c, (r, g, b) in chaos.MOUSE_BODY.items()}
    for a, b in itertools.combinations(luma, 2):
        assert abs(luma[a] - luma[b]) > 15, f"{a} and {b} bodies are as light as each other"
    assert len(set(chaos.MOUSE_SHAPES.values())) == 4


def test_cats_and_hideouts_differ_in_greyscale():
    cats = [grey(chaos.cat(k, 48), 48) for k in range(4)]
    for a, b in itertools.combinations(range(4), 2):
        diff = mean_abs_difference(cats[a], cats[b])
        assert diff > 10, f"cats {chaos.CAT_COATS[a]} and {chaos.CAT_COATS[b]} look alike in greyscale ({diff:.1f})"
    # the same corner, the four seat colours of Chaos (none a mouse colour, issue 16), on
    # the seats' one carpet: colour and symbol differ even in greyscale
    seats = [(pal.PLAYER_COLOURS[c], "zigzag", art.seat_shape(c)) for c in ("purple", "violet", "brown", "white")]
    looks = [grey(chaos.hideout(48, 0, rgb, p, s)) for rgb, p, s in seats]
    looks.append(grey(chaos.hideout(48, 0)))
    for a, b in itertools.combinations(range(len(looks)), 2):
        diff = mean_abs_difference(looks[a], looks[b])
        assert diff > 6, f"hideouts {a} and {b} look alike in greyscale ({diff:.1f})"


# --- the same pictures every time --------------------------------------------------------

def test_pictures_are_drawn_the_same_every_time(monkeypatch):
    monkeypatch.setattr(pictures, "_folder", None)      # really draw again, not read a file
    calls = [lambda: chaos.kitchen_room(30), lambda: chaos.table_rug(30), lambda: chaos.kitchen_table(30),
             lambda: chaos.hideout(30, 2, (86, 180, 233), "zigzag", "heart"), lambda: chaos.chair(30, "left", "up"),
             lambda: chaos.cat(3, 30), lambda: chaos.cover_open(6, 30), lambda: chaos.chaos_mouse("large", "green", 30),
             lambda: chaos.colour_card("yellow", 40, 56), lambda: chaos.colour_card_back(40, 56)]
    first = [digest(call()) for call in calls]
    kept: list[Any] = [chaos._kitchen_room, chaos._table_rug, chaos._kitchen_table, chaos._hideout, chaos._chair,
                       chaos._cat, chaos._cover, chaos._mouse, chaos._colour_card, chaos._colour_card_back,
                       chaos._mouse_hole]
    for function in kept:
        function.cache_clear()
    assert [digest(call()) for call in calls] == first


def test_chaos_seats_never_wear_a_mouse_colour_or_symbol():
    """Issue 16: a seat of Chaos is never taken for a mouse colour: its colours are none of
    the mice's (nor near one), and its symbols none of the mouse colours' symbols."""
    from game.games.chaos import GAME
    seat_colours = pal.seat_colours(GAME.seat_colours)
    assert len(seat_colours) >= GAME.players[1] and len(set(seat_colours)) == len(seat_colours)
    for colour in seat_colours:
        assert colour not in chaos.MOUSE_COLOURS
        assert art.seat_shape(colour) not in chaos.MOUSE_SHAPES.values()
        rgb = pal.PLAYER_COLOURS[colour]
        for mouse, body in chaos.MOUSE_BODY.items():
            far = sum((a - b) ** 2 for a, b in zip(rgb, body)) ** 0.5
            assert far > 90, f"seat {colour} looks like a {mouse} mouse ({far:.0f})"
    assert len({art.seat_shape(c) for c in pal.PLAYER_COLOURS}) == len(pal.PLAYER_COLOURS)
