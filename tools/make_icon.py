"""Draw the window's icon, ``assets/icon.png``: a cheese wedge with a mouse's face, made
by the program's own art code (:mod:`game.view.art`), so it is CC0 like the rest.

Usage::

    python tools/make_icon.py [output.png]

The icon is a file rather than drawn at start so that the window has it at once, for
the price of reading a small PNG (drawing it would cost the first frame).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from game.view import art

SIZE = 64


def icon() -> pygame.Surface:
    """A wedge of cheese, a grey mouse's face peeping over it, on no background."""
    surf = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    cheese = art.cheese_piece("medium", round(SIZE / 0.7))
    cheese = pygame.transform.smoothscale(cheese, (SIZE, round(cheese.get_height() * SIZE / cheese.get_width())))
    face = art.mouse_face((226, 92, 60), int(SIZE * 0.62))
    surf.blit(cheese, cheese.get_rect(midbottom=(SIZE // 2, SIZE)))
    surf.blit(face, face.get_rect(midtop=(SIZE // 2 + 6, 0)))
    return surf


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path(__file__).resolve().parents[1] / "assets" / "icon.png"
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    pygame.image.save(icon(), str(out))
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
