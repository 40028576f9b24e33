"""Render the pictures of Chaos de souris et de fromage (:mod:`game.games.chaos.view.art`) into
one contact sheet, to look at them.

Usage::

    python tools/chaos_art_sheet.py [output.png] [--grey]

Writes ``/tmp/chaos_art_sheet.png`` by default (not committed): every piece at two
square sizes (40 px, a square at 800 x 600, and 60 px, at 1280 x 800), and the whole
kitchen laid out at 40 px the way a scene would. ``--grey`` also writes a greyscale copy
(``..._grey.png``) to check that mice, cats and hideouts can be told apart without
colour. No window is opened.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from sheet import Sheet, write_sheet  # noqa: E402  (sets the dummy drivers, the path)

from game.games.chaos.view import art as chaos  # noqa: E402
from game.view import palette as pal  # noqa: E402
from game.view.fonts import get_font  # noqa: E402

SHEET_W, SHEET_H = 2000, 1900
#: the seats' looks, as a scene would give them: player colour, pattern, symbol
SEATS = (("orange", "dots", "circle"), ("sky", "stripes", "triangle"), ("green", "waves", "square"),
         ("purple", "checks", "diamond"))




def kitchen(cell: int, seats: int = 4) -> pygame.Surface:
    """The whole board laid out as the scene would (the default level's set-up)."""
    t = chaos.wall_width(cell)
    room = chaos.kitchen_room(cell).copy()

    def at(x: int, y: int) -> tuple[int, int]:
        return t + x * cell, t + y * cell

    room.blit(chaos.table_rug(cell), at(4, 4))
    room.blit(chaos.kitchen_table(cell), at(5, 5))
    corners = {0: (0, 10), 1: (0, 0), 2: (10, 0), 3: (10, 10)}
    for k, (x, y) in corners.items():
        if k < seats:
            colour, pattern, shape = SEATS[k]
            room.blit(chaos.hideout(cell, k, pal.PLAYER_COLOURS[colour], pattern, shape), at(x, y))
        else:
            room.blit(chaos.hideout(cell, k), at(x, y))
    chairs = {(2, 9): "down", (2, 2): "up", (9, 2): "up"}
    for k, ((x, y), back) in enumerate(chairs.items()):
        room.blit(chaos.chair(cell, back), at(x, y))
        room.blit(chaos.cat(k, cell), at(x, y))
    # the fourth chair tipped to the left, a cover between its legs, the cat beside it
    room.blit(chaos.cover_back(cell), at(9, 9))
    room.blit(chaos.chair(cell, "down", "left"), at(8, 9))
    room.blit(chaos.cat(3, cell), at(9, 7))
    ring = [(x, y) for y in range(4, 8) for x in range(4, 8) if not (5 <= x <= 6 and 5 <= y <= 6)]
    colours: list[str | None] = [None, "red", None, None, "blue", None, None, None, "green", None, None, "yellow"]
    for k, (x, y) in enumerate(ring):
        room.blit(chaos.chaos_mouse("small", colours[k], cell, remembered=k == 8), at(x, y))
    for x, y in ((0, 10), (1, 0), (11, 1), (10, 11)):
        room.blit(chaos.chaos_mouse("large", None, cell), at(x, y))
    for k, (dx, dy) in enumerate(((0.1, 0.1), (0.9, 0.1), (0.1, 0.9), (0.9, 0.9), (0.5, 0.05), (0.5, 0.95))):
        small = cell * 2 // 3
        img = chaos.cover_back(small) if k != 2 else chaos.cover_known(3, small)
        room.blit(img, (round(t + 5 * cell + dx * (2 * cell - small)), round(t + 5 * cell + dy * (2 * cell - small))))
    # a reach glow and a path
    for x, y in ((3, 5), (3, 6), (3, 7)):
        room.blit(chaos.reach_glow(cell), at(x, y))
    room.blit(chaos.reach_glow(cell, pal.OK), at(10, 5))
    room.blit(chaos.cover_open(4, cell), at(2, 6))
    return room


def timed(fn, *args) -> tuple[pygame.Surface, float]:
    t0 = time.perf_counter()
    surf = fn(*args)
    return surf, (time.perf_counter() - t0) * 1000


def pieces(s: Sheet, cell: int) -> None:
    s.heading(f"pieces at {cell} px a square")
    for side in chaos.SIDES:
        s.put(chaos.chair(cell, side), f"back {side}")
    for side in chaos.SIDES:
        s.put(chaos.chair(cell, "down", side), f"tipped {side}")
    s.newline()
    for k in range(4):
        s.put(chaos.cat(k, cell), chaos.CAT_COATS[k])
    s.put(chaos.cover_back(cell), "cover")
    for n in range(1, 7):
        s.put(chaos.cover_open(n, cell), f"open {n}")
    for n in (1, 4, 6):
        s.put(chaos.cover_known(n, cell), f"known {n}")
    s.newline()
    for size_class in ("large", "small"):
        s.put(chaos.chaos_mouse(size_class, None, cell), f"{size_class} ?")
        for colour in chaos.MOUSE_COLOURS:
            s.put(chaos.chaos_mouse(size_class, colour, cell), colour)
        for colour in chaos.MOUSE_COLOURS:
            s.put(chaos.chaos_mouse(size_class, colour, cell, remembered=True), "remem.")
    s.newline()
    for facing in chaos.SIDES:
        s.put(chaos.chaos_mouse("small", "red", cell, facing=facing), facing)
    s.put(chaos.reach_glow(cell), "reach")
    s.put(chaos.reach_glow(cell, pal.OK), "start")
    s.put(chaos.seen_badge(cell // 2), "seen")
    for side in chaos.SIDES:
        s.put(chaos.tip_arrow(side, cell * 2 // 3), side)
    for side in chaos.SIDES:
        s.put(chaos.mouse_hole(side, cell), f"hole {side}", ground=(90, 80, 70))
    s.newline()
    for k in range(4):
        colour, pattern, shape = SEATS[k]
        s.put(chaos.hideout(cell, k, pal.PLAYER_COLOURS[colour], pattern, shape), f"H{k} {colour}")
    s.put(chaos.hideout(cell, 3), "free")
    s.put(chaos.table_rug(cell), "rug")
    s.put(chaos.kitchen_table(cell), "table")
    w = cell * 2
    for colour in chaos.MOUSE_COLOURS:
        s.put(chaos.colour_card(colour, w, round(w * 1.4)), colour)
    s.put(chaos.colour_card_back(w, round(w * 1.4)), "back")


def build() -> pygame.Surface:
    sheet = pygame.Surface((SHEET_W, SHEET_H))
    sheet.fill(pal.BG)
    board, t_board = timed(kitchen, 40)
    s = Sheet(sheet, get_font(14, bold=True), get_font(18, bold=True), pal.TEXT, 20, 1100, 12, 10)
    pieces(s, 40)
    pieces(s, 60)
    k = Sheet(sheet, get_font(14, bold=True), get_font(18, bold=True), pal.TEXT, 1130, 850, 12, 10)
    k.heading(f"the kitchen at 40 px a square (800 x 600; drawn in {t_board:.0f} ms, 4 seats)")
    k.put(board)
    k.put(pygame.transform.smoothscale(kitchen(60, 3), (board.get_width() // 2, board.get_height() // 2)),
          "60 px, shrunk")
    k.heading("the kitchen at 60 px a square (1280 x 800; 3 seats, a free hideout)")
    k.put(kitchen(60, 3))
    return sheet


def main(argv: list[str]) -> None:
    write_sheet(build, "chaos_art_sheet.png", argv)


if __name__ == "__main__":
    main(sys.argv[1:])
