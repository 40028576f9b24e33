"""Render the pictures of Gouda! Gouda! (:mod:`game.view.art.gouda`) into one contact
sheet, to look at them.

Usage::

    python tools/gouda_art_sheet.py [output.png] [--grey]

Writes ``/tmp/gouda_art_sheet.png`` by default (not committed). ``--grey`` also writes
a greyscale copy (``..._grey.png``) to check that the markers and the dice can be told
apart without colour. No window is opened; the numbers on the mouse badges are written
here the way a scene would (in :func:`game.view.art.mouse_badge_number_box`).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.view import art  # noqa: E402
from game.view import palette as pal  # noqa: E402
from game.view.fonts import get_font  # noqa: E402

SHEET_W, SHEET_H = 1600, 2000


class Sheet:
    """A flowing layout: pictures left to right, row by row, each with a label."""

    def __init__(self, surf: pygame.Surface) -> None:
        self.surf = surf
        self.font = get_font(16, bold=True)
        self.x, self.y = 20, 20
        self.row_h = 0

    def heading(self, text: str) -> None:
        self.newline()
        img = get_font(20, bold=True).render(text, True, pal.TEXT_LIGHT)
        self.surf.blit(img, (20, self.y))
        self.y += img.get_height() + 6

    def newline(self) -> None:
        if self.row_h:
            self.y += self.row_h + 12
        self.x, self.row_h = 20, 0

    def put(self, img: pygame.Surface, label: str = "", frame: bool = False) -> None:
        lab = self.font.render(label, True, pal.TEXT_LIGHT) if label else None
        w = max(img.get_width(), lab.get_width() if lab else 0)
        h = img.get_height() + (lab.get_height() + 2 if lab else 0)
        if self.x + w > self.surf.get_width() - 20:
            self.newline()
        if frame:
            pygame.draw.rect(self.surf, (255, 255, 255), (self.x - 1, self.y - 1, img.get_width() + 2,
                                                          img.get_height() + 2), 1)
        self.surf.blit(img, (self.x, self.y))
        if lab:
            self.surf.blit(lab, (self.x, self.y + img.get_height() + 2))
        self.x += w + 14
        self.row_h = max(self.row_h, h)


def badge_with_number(colour: str, count: int, size: int, shape: str | None = None) -> pygame.Surface:
    """A mouse badge with its number written in, as a scene does."""
    img = art.mouse_badge(colour, count, size, shape).copy()
    box = art.mouse_badge_number_box(count, size)
    num = get_font(max(8, box.h), bold=True).render(str(count), True, pal.TEXT)
    img.blit(num, num.get_rect(center=(box.centerx, box.centery - round(num.get_height() * 0.06))))
    return img


def timed(fn, *args) -> tuple[pygame.Surface, float]:
    t0 = time.perf_counter()
    surf = fn(*args)
    return surf, (time.perf_counter() - t0) * 1000


def build() -> pygame.Surface:
    sheet = pygame.Surface((SHEET_W, SHEET_H))
    backdrop, t_bd = timed(art.shelf_backdrop, 1600, 1000)
    sheet.blit(pygame.transform.smoothscale(art.shelf_backdrop(SHEET_W, SHEET_H), (SHEET_W, SHEET_H)), (0, 0))
    s = Sheet(sheet)
    _, t_thing = timed(art.kitchen_thing, "teapot", 200, 140)

    s.heading(f"kitchen_thing 200x140  (one: {t_thing:.0f} ms; shelf_backdrop 1600x1000: {t_bd:.0f} ms)")
    for name in (*art.PLACES, "mystery"):
        s.put(art.kitchen_thing(name, 200, 140), name)
    s.heading("kitchen_thing 90x60, and 120x120, 150x90")
    for name in (*art.PLACES, "mystery"):
        s.put(art.kitchen_thing(name, 90, 60), name[:10])
    s.newline()
    for name in ("can", "bottle", "table", "jar"):
        s.put(art.kitchen_thing(name, 120, 120), f"{name} 120")
    for name in ("newspapers", "cup", "crate_left"):
        s.put(art.kitchen_thing(name, 150, 90), f"{name} 150x90")

    s.heading("power_marker 96 face up, back; 48; 32")
    for kind in art.POWER_KINDS:
        s.put(art.power_marker(kind, 96), kind)
    s.put(art.power_marker("cancel", 96, face_up=False), "back")
    for kind in art.POWER_KINDS:
        s.put(art.power_marker(kind, 48), kind[:6])
    s.put(art.power_marker("reroll", 48, False), "back")
    for kind in art.POWER_KINDS:
        s.put(art.power_marker(kind, 32))

    s.heading("gouda_die 80: faces, cancelled, highlighted; 40")
    for face in art.DIE_FACES:
        s.put(art.gouda_die(face, 80), face)
    for face in art.DIE_FACES:
        s.put(art.gouda_die(face, 80, cancelled=True), "cancelled")
    for face in art.DIE_FACES:
        s.put(art.gouda_die(face, 80, highlight=True), "highlight")
    for face in art.DIE_FACES:
        s.put(art.gouda_die(face, 40), face)
    s.put(art.gouda_die("green", 40, cancelled=True), "x")
    s.put(art.gouda_die("red", 40, highlight=True), "hl")

    s.heading("mouse_badge 28 (800x600) and 44, numbers written by the 'scene'; cheese_token 64, 32")
    colours = list(pal.PLAYER_COLOURS)
    for colour, count in zip(colours, (1, 5, 12, 30, 3, 9)):
        s.put(badge_with_number(colour, count, 28), f"{colour} {count}")
    s.newline()
    for i, (colour, count) in enumerate(zip(colours, (30, 12, 5, 1, 22, 7))):
        s.put(badge_with_number(colour, count, 44, art.SHAPES[i]), f"{colour} {count}")
    s.put(art.cheese_token(64), "cheese 64")
    s.put(art.cheese_token(32), "32")

    s.heading("a board mock-up at 800x600 scale: the backdrop behind the places")
    mock = art.shelf_backdrop(800, 500).copy()
    spots = {"table": (400, 70), "newspapers": (260, 150), "yellow_boxes": (540, 150), "jar": (400, 200),
             "teapot": (560, 255), "bottle": (400, 280), "sugar": (240, 330), "pot": (400, 355),
             "cup": (560, 410), "tin": (400, 425), "crate_left": (220, 470), "can": (400, 475),
             "crate_right": (580, 470)}
    for name, (x, y) in spots.items():
        img = art.kitchen_thing(name, 96, 66)
        mock.blit(img, img.get_rect(midbottom=(x, y)))
    for k, (colour, count) in enumerate((("orange", 5), ("sky", 12), ("green", 3))):
        badge = badge_with_number(colour, count, 22)
        mock.blit(badge, (352 + k * 30 - 30, 445 - k * 0))
    s.put(mock, "", frame=True)
    return sheet


def main(argv: list[str]) -> None:
    out = Path(next((a for a in argv if not a.startswith("--")), "/tmp/gouda_art_sheet.png"))
    pygame.font.init()
    sheet = build()
    pygame.image.save(sheet, str(out))
    print("wrote", out)
    if "--grey" in argv:
        grey = pygame.transform.grayscale(sheet)
        gpath = out.with_name(out.stem + "_grey" + out.suffix)
        pygame.image.save(grey, str(gpath))
        print("wrote", gpath)


if __name__ == "__main__":
    main(sys.argv[1:])
