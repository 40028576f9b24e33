"""The program's two typefaces, loaded once per size.

* display (titles, big buttons): Quicksand Bold, round and friendly;
* text (everything else): Andika, a font designed for beginning readers,
  Regular or Bold.

Both cover French accents (é è à ç ô œ « » … €). Andika also has the arrows
← → ↑ ↓ and ✓; Quicksand has none of those. Neither has ★ ☆ ✗ ♥ or emoji, so
draw those as shapes rather than text. If a font file is missing, pygame's
default font is used instead: this module never crashes.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game import paths
from game.core.report import warn

FONT_DIR = paths.ASSETS / "fonts"
DISPLAY_FILE = "Quicksand-Bold.ttf"
TEXT_FILES = {False: "Andika-Regular.ttf", True: "Andika-Bold.ttf"}


_cache: dict[tuple[int, bool, bool], pygame.font.Font] = {}


def font_path(*, display: bool = False, bold: bool = False) -> Path:
    """The file behind a (display, bold) choice (display is always bold)."""
    return FONT_DIR / (DISPLAY_FILE if display else TEXT_FILES[bold])


def get_font(size: int, *, display: bool = False, bold: bool = False) -> pygame.font.Font:
    """A cached ``pygame.font.Font`` of ``size`` pixels.

    Initialises ``pygame.font`` on first use. Falls back to pygame's default
    font (made bold if asked) when the file cannot be loaded.
    """
    if not pygame.font.get_init():
        pygame.font.init()
    size = max(1, int(size))
    key = (size, bool(display), bool(bold))
    font = _cache.get(key)
    if font is not None:
        try:
            font.get_height()
        except pygame.error:  # made before a pygame.quit(): load it again
            _cache.clear()
            font = None
    if font is None:
        path = font_path(display=display, bold=bold)
        try:
            font = pygame.font.Font(str(path), size)
        except (OSError, pygame.error) as exc:
            warn(__name__, "font %s unavailable (%s); using pygame's default font", path.name, exc)
            font = pygame.font.Font(None, size)
            font.set_bold(bold or display)
        _cache[key] = font
    return font


def clear_cache() -> None:
    """Forget every loaded font (e.g. after ``pygame.quit()``)."""
    _cache.clear()


def fit_size(text: str, size: int, width: int, smallest: int, *, display: bool = False,
             bold: bool = False) -> int:
    """The largest font size from ``smallest`` up to ``size`` at which ``text`` is at most
    ``width`` pixels wide (``smallest`` if none is). Text width grows about in proportion
    to the size, so the first guess is that proportion; a few fonts are measured, not
    every size between."""
    size = max(size, smallest)
    wide = get_font(size, display=display, bold=bold).size(text)[0]
    if wide <= width:
        return size
    guess = max(smallest, min(size - 1, int(size * width / max(1, wide))))
    while guess > smallest and get_font(guess, display=display, bold=bold).size(text)[0] > width:
        guess -= 1
    while guess + 1 < size and get_font(guess + 1, display=display, bold=bold).size(text)[0] <= width:
        guess += 1
    return guess
