"""Draw the tileset picture the Tiled levels use (``levels/board_tiles.png``).

The game draws its boards itself; this picture is only what Tiled shows when a family
opens a level to edit it: tile 1 a light square, tile 2 a darker one, tile 3 a start
square. Run ``python tools/make_level_tiles.py`` after changing the colours.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame

ROOT = Path(__file__).resolve().parents[1]
TILE = 64
COLOURS = [(238, 214, 160), (214, 182, 120), (150, 200, 150)]


def main() -> int:
    pygame.init()
    sheet = pygame.Surface((TILE * len(COLOURS), TILE))
    for i, rgb in enumerate(COLOURS):
        rect = pygame.Rect(i * TILE, 0, TILE, TILE)
        sheet.fill(rgb, rect)
        pygame.draw.rect(sheet, (120, 90, 50), rect, 2)
    out = ROOT / "levels" / "board_tiles.png"
    pygame.image.save(sheet, str(out))
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
