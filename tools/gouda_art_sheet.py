"""Render the pictures of Gouda! Gouda! (:mod:`game.games.gouda.view.art`) into one contact
sheet, to look at them.

Usage::

    python tools/gouda_art_sheet.py [output.png] [--grey]

Writes ``/tmp/gouda_art_sheet.png`` by default (not committed). ``--grey`` also writes
a greyscale copy (``..._grey.png``) to check that the markers and the dice can be told
apart without colour. No window is opened; the numbers on the mouse badges are written
here the way a scene would (in :func:`game.games.gouda.view.art.mouse_badge_number_box`).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from sheet import Sheet, write_sheet  # noqa: E402  (sets the dummy drivers, the path)

from game.games.gouda.view import art as gouda_art  # noqa: E402
from game.view import art  # noqa: E402
from game.view import palette as pal  # noqa: E402
from game.view.fonts import get_font  # noqa: E402

SHEET_W, SHEET_H = 1600, 2000




def badge_with_number(colour: str, count: int, size: int, shape: str | None = None) -> pygame.Surface:
    """A mouse badge with its number written in, as a scene does."""
    img = gouda_art.mouse_badge(colour, count, size, shape).copy()
    box = gouda_art.mouse_badge_number_box(count, size)
    num = get_font(max(8, box.h), bold=True).render(str(count), True, pal.TEXT)
    img.blit(num, num.get_rect(center=(box.centerx, box.centery - round(num.get_height() * 0.06))))
    return img


def timed(fn, *args) -> tuple[pygame.Surface, float]:
    t0 = time.perf_counter()
    surf = fn(*args)
    return surf, (time.perf_counter() - t0) * 1000


def build() -> pygame.Surface:
    sheet = pygame.Surface((SHEET_W, SHEET_H))
    backdrop, t_bd = timed(gouda_art.shelf_backdrop, 1600, 1000)
    sheet.blit(pygame.transform.smoothscale(gouda_art.shelf_backdrop(SHEET_W, SHEET_H), (SHEET_W, SHEET_H)), (0, 0))
    s = Sheet(sheet, get_font(16, bold=True), get_font(20, bold=True), pal.TEXT_LIGHT, row_gap=12)
    _, t_thing = timed(gouda_art.kitchen_thing, "teapot", 200, 140)

    s.heading(f"kitchen_thing 200x140  (one: {t_thing:.0f} ms; shelf_backdrop 1600x1000: {t_bd:.0f} ms)")
    for name in (*gouda_art.PLACES, "mystery"):
        s.put(gouda_art.kitchen_thing(name, 200, 140), name)
    s.heading("kitchen_thing 90x60, and 120x120, 150x90")
    for name in (*gouda_art.PLACES, "mystery"):
        s.put(gouda_art.kitchen_thing(name, 90, 60), name[:10])
    s.newline()
    for name in ("can", "bottle", "table", "jar"):
        s.put(gouda_art.kitchen_thing(name, 120, 120), f"{name} 120")
    for name in ("newspapers", "cup", "crate_left"):
        s.put(gouda_art.kitchen_thing(name, 150, 90), f"{name} 150x90")

    s.heading("power_marker 96 face up, back; 48; 32")
    for kind in gouda_art.POWER_KINDS:
        s.put(gouda_art.power_marker(kind, 96), kind)
    s.put(gouda_art.power_marker("cancel", 96, face_up=False), "back")
    for kind in gouda_art.POWER_KINDS:
        s.put(gouda_art.power_marker(kind, 48), kind[:6])
    s.put(gouda_art.power_marker("reroll", 48, False), "back")
    for kind in gouda_art.POWER_KINDS:
        s.put(gouda_art.power_marker(kind, 32))

    s.heading("gouda_die 80: faces, cancelled, highlighted; 40")
    for face in gouda_art.DIE_FACES:
        s.put(gouda_art.gouda_die(face, 80), face)
    for face in gouda_art.DIE_FACES:
        s.put(gouda_art.gouda_die(face, 80, cancelled=True), "cancelled")
    for face in gouda_art.DIE_FACES:
        s.put(gouda_art.gouda_die(face, 80, highlight=True), "highlight")
    for face in gouda_art.DIE_FACES:
        s.put(gouda_art.gouda_die(face, 40), face)
    s.put(gouda_art.gouda_die("green", 40, cancelled=True), "x")
    s.put(gouda_art.gouda_die("red", 40, highlight=True), "hl")

    s.heading("mouse_badge 28 (800x600) and 44, numbers written by the 'scene'; cheese_token 64, 32")
    colours = list(pal.PLAYER_COLOURS)
    for colour, count in zip(colours, (1, 5, 12, 30, 3, 9)):
        s.put(badge_with_number(colour, count, 28), f"{colour} {count}")
    s.newline()
    for i, (colour, count) in enumerate(zip(colours, (30, 12, 5, 1, 22, 7))):
        s.put(badge_with_number(colour, count, 44, art.SHAPES[i]), f"{colour} {count}")
    s.put(gouda_art.cheese_token(64), "cheese 64")
    s.put(gouda_art.cheese_token(32), "32")

    s.heading("a board mock-up at 800x600 scale: the backdrop behind the places")
    mock = gouda_art.shelf_backdrop(800, 500).copy()
    spots = {"table": (400, 70), "newspapers": (260, 150), "yellow_boxes": (540, 150), "jar": (400, 200),
             "teapot": (560, 255), "bottle": (400, 280), "sugar": (240, 330), "pot": (400, 355),
             "cup": (560, 410), "tin": (400, 425), "crate_left": (220, 470), "can": (400, 475),
             "crate_right": (580, 470)}
    for name, (x, y) in spots.items():
        img = gouda_art.kitchen_thing(name, 96, 66)
        mock.blit(img, img.get_rect(midbottom=(x, y)))
    for k, (colour, count) in enumerate((("orange", 5), ("sky", 12), ("green", 3))):
        badge = badge_with_number(colour, count, 22)
        mock.blit(badge, (352 + k * 30 - 30, 445 - k * 0))
    s.put(mock, "", frame=True)
    return sheet


def main(argv: list[str]) -> None:
    write_sheet(build, "gouda_art_sheet.png", argv)


if __name__ == "__main__":
    main(sys.argv[1:])
