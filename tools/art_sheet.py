"""Render every picture of :mod:`game.view.art` into one contact sheet.

Usage::

    python tools/art_sheet.py [output.png] [--grey]

Writes ``/tmp/art_sheet.png`` by default (not committed).  ``--grey`` also
writes a greyscale copy (``..._grey.png``) to check the colour-blind cues.
No window is opened.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from sheet import Sheet, write_sheet  # noqa: E402  (sets the dummy drivers, the path)

from game.games.cubes.view import art as cubes_art
from game.view import art
from game.view import palette as pal

SHEET_W, SHEET_H = 1500, 1900




def build() -> pygame.Surface:
    pygame.font.init()
    font = pygame.font.Font(None, 22)
    sheet = pygame.Surface((SHEET_W, SHEET_H), pygame.SRCALPHA)
    t0 = time.perf_counter()
    bg = art.table_background(SHEET_W, SHEET_H)
    t_bg = (time.perf_counter() - t0) * 1000
    sheet.blit(bg, (0, 0))
    s = Sheet(sheet, font, colour=pal.TEXT_LIGHT)

    s.heading(f"mouse_card 150x210 + card_back  (table_background {SHEET_W}x{SHEET_H}: {t_bg:.1f} ms)")
    for c in pal.MOUSE_COLOURS:
        s.put(art.mouse_card(c, 150, 210), c)
    s.put(art.card_back(150, 210), "back")
    for c in pal.MOUSE_COLOURS:
        s.put(art.mouse_card(c, 60, 84), c[:3])

    s.heading("cheese_cube 150: cheese / window x5 / empty, tilts")
    s.put(cubes_art.cheese_cube(150), "cheese")
    for c in pal.MOUSE_COLOURS:
        s.put(cubes_art.cheese_cube(150, "window", c), c)
    s.put(cubes_art.cheese_cube(150, "empty"), "empty")
    for t in (15, 35, -25):
        s.put(cubes_art.cheese_cube(110, "cheese", tilt=t), f"tilt {t}")
    s.put(cubes_art.cheese_cube(110, "window", "blue", tilt=20), "win 20")
    s.put(cubes_art.cheese_cube(64, "window", "red"), "64px")
    s.put(cubes_art.cheese_cube(48), "48px")

    s.heading("mouse_token 96 (facings, shapes) + mouse_face + symbol")
    shapes = ["circle", "triangle", "square", "diamond", "star", "heart"]
    for i, (name, rgb) in enumerate(pal.PLAYER_COLOURS.items()):
        s.put(art.mouse_token(rgb, 96, shapes[i], ["down", "up", "left", "right", "down", "down"][i]), name)
    s.put(art.mouse_token(pal.PLAYER_COLOURS["orange"], 48), "48")
    for name, rgb in pal.PLAYER_COLOURS.items():
        s.put(art.mouse_face(rgb, 80), name)
    s.newline()
    for c, shape in art.COLOUR_SHAPES.items():
        s.put(art.symbol(shape, 40, pal.MOUSE_COLOURS[c]), shape)
    s.put(art.symbol("heart", 40, pal.DANGER), "heart")
    s.put(art.symbol("star", 20, pal.HIGHLIGHT), "20")

    s.heading("cheese_piece (cell 110) + confetti + ground_shadow")
    for k in ("small", "medium", "large"):
        cell = pygame.Surface((110, 110), pygame.SRCALPHA)
        pygame.draw.rect(cell, (240, 225, 190, 255), cell.get_rect(), border_radius=8)
        pygame.draw.rect(cell, pal.WOOD_DARK, cell.get_rect(), 2, border_radius=8)
        p = art.cheese_piece(k, 110)
        cell.blit(p, p.get_rect(center=(55, 55)))
        s.put(cell, k)
    for k in ("small", "medium", "large"):
        s.put(art.cheese_piece(k, 50), k[:1] + "50")
    for i, kind in enumerate(art.CONFETTI_KINDS):
        rgb = list(pal.PLAYER_COLOURS.values())[i]
        s.put(art.confetti_piece(rgb, 36, kind), kind)
    s.put(art.ground_shadow(100, 40), "shadow")

    s.heading("panel, button_surface (normal / hover / pressed / disabled)")
    s.put(art.panel(260, 150), "panel")
    s.put(art.panel(200, 150, 28, pal.PANEL_DARK, pal.HIGHLIGHT), "dark")
    for colour in (pal.ACCENT, pal.OK):
        for st in ("normal", "hover", "pressed", "disabled"):
            b = art.button_surface(170, 64, colour, st).copy()
            lab = font.render("Jouer", True, pal.TEXT_LIGHT)
            dx, dy = art.button_text_offset(64, st)
            b.blit(lab, lab.get_rect(center=(85 + dx, 32 + dy)))
            s.put(b, st)

    s.heading("title_art 900x420")
    s.put(art.title_art(900, 420))
    s.put(art.panel(300, 300), "")
    return sheet


def main(argv: list[str]) -> None:
    write_sheet(build, "art_sheet.png", argv)


if __name__ == "__main__":
    main(sys.argv[1:])
