"""What the contact-sheet tools share (``tools/art_sheet.py``, ``tools/gouda_art_sheet.py``,
``tools/chaos_art_sheet.py``): a flowing layout of labelled pictures, and the command
line that writes the sheet (and, with ``--grey``, a greyscale copy to check that the
colour-blind cues survive without colour). No window is opened."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

RGB = tuple[int, int, int]


class Sheet:
    """Pictures placed left to right, row by row, each with a label under it, between
    ``x0`` and ``x0 + width`` (the surface's width less the margins by default)."""

    def __init__(self, surf: pygame.Surface, font: pygame.font.Font,
                 heading_font: pygame.font.Font | None = None, colour: Sequence[int] = (255, 255, 255),
                 x0: int = 20, width: int | None = None, gap: int = 14, row_gap: int = 14) -> None:
        self.surf = surf
        self.font = font
        self.heading_font = heading_font or font
        self.colour = tuple(colour)
        self.x0 = x0
        self.right = x0 + (width if width is not None else surf.get_width() - 2 * x0)
        self.gap, self.row_gap = gap, row_gap
        self.x, self.y = x0, 20
        self.row_h = 0

    def heading(self, text: str) -> None:
        self.newline()
        img = self.heading_font.render(text, True, self.colour)
        self.surf.blit(img, (self.x0, self.y))
        self.y += img.get_height() + 6

    def newline(self) -> None:
        if self.row_h:
            self.y += self.row_h + self.row_gap
        self.x, self.row_h = self.x0, 0

    def put(self, img: pygame.Surface, label: str = "", *, ground: RGB | None = None,
            frame: bool = False) -> None:
        """``img`` with ``label`` under it; ``ground``: a colour behind it; ``frame``: a
        white line around it."""
        lab = self.font.render(label, True, self.colour) if label else None
        w = max(img.get_width(), lab.get_width() if lab else 0)
        h = img.get_height() + (lab.get_height() + 2 if lab else 0)
        if self.x + w > self.right:
            self.newline()
        if ground is not None:
            self.surf.fill(ground, (self.x, self.y, img.get_width(), img.get_height()))
        if frame:
            pygame.draw.rect(self.surf, (255, 255, 255),
                             (self.x - 1, self.y - 1, img.get_width() + 2, img.get_height() + 2), 1)
        self.surf.blit(img, (self.x, self.y))
        if lab:
            self.surf.blit(lab, (self.x, self.y + img.get_height() + 2))
        self.x += w + self.gap
        self.row_h = max(self.row_h, h)


def write_sheet(build: Callable[[], pygame.Surface], default: str, argv: Sequence[str]) -> None:
    """The tools' command line: ``[output.png] [--grey]``; writes ``build()``'s sheet
    (``/tmp/<default>`` unless told) and with ``--grey`` its greyscale copy beside it."""
    out = Path(next((a for a in argv if not a.startswith("--")), f"/tmp/{default}"))
    pygame.font.init()
    sheet = build()
    pygame.image.save(sheet, str(out))
    print("wrote", out)
    if "--grey" in argv:
        grey = pygame.transform.grayscale(sheet)
        gpath = out.with_name(out.stem + "_grey" + out.suffix)
        pygame.image.save(grey, str(gpath))
        print("wrote", gpath)
