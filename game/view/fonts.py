"""The program's two typefaces, loaded once per size.

* display (titles, big buttons): Quicksand Bold, round and friendly;
* text (everything else): Andika, a font designed for beginning readers,
  Regular or Bold.

Both cover French accents (é è à ç ô œ « » … €). Andika also has the arrows
← → ↑ ↓ and ✓; Quicksand has none of those. Neither has ★ ☆ ✗ ♥ or emoji, so
draw those as shapes rather than text. If a font file is missing, pygame's
default font is used instead: this module never crashes.

Measuring and drawing text is a good part of a screen's first frame (a typeface opened
at a size rasterises its letters the first time each is asked for), so a :class:`Font`
opens its pygame font only when it must: what it measured (:meth:`Font.size` and its
heights) is kept in ``cache/measures.json`` in the player's folder, and what it drew
goes through the picture store (:mod:`game.view.pictures`), both between runs and only
while the font files and pygame are the same (see :func:`keep_measures`).
"""

from __future__ import annotations

import json
import os
import zlib
from collections import OrderedDict
from pathlib import Path
from typing import Any

import pygame

from game import paths
from game.core.report import warn
from game.view.pictures import kept

FONT_DIR = paths.ASSETS / "fonts"
DISPLAY_FILE = "Quicksand-Bold.ttf"
TEXT_FILES = {False: "Andika-Regular.ttf", True: "Andika-Bold.ttf"}


_cache: dict[tuple[int, bool, bool], Font] = {}
#: How many pygame fonts stay open (about 0.2 MB each; every window size asks for other
#: sizes): the least recently used are closed, and opened again if asked for.
FONTS_OPEN = 40
_opened: OrderedDict[Font, None] = OrderedDict()
#: At most this many measurements are kept (beyond, the table starts again).
MAX_MEASURES = 20_000
_measures: dict[str, list[int]] = {}
_measures_file: Path | None = None
_measures_state = {"loaded": False, "dirty": False}


def font_path(*, display: bool = False, bold: bool = False) -> Path:
    """The file behind a (display, bold) choice (display is always bold)."""
    return FONT_DIR / (DISPLAY_FILE if display else TEXT_FILES[bold])


class Font:
    """The program's font at one size: ``size()``, ``render()`` and the heights of a
    ``pygame.font.Font``, answered from what was measured and drawn before when it
    can be, else from the pygame font, opened then (see the module's docstring)."""

    def __init__(self, path: Path, size: int, bold: bool) -> None:
        self.path, self.point, self.bold = path, size, bold
        self._real: pygame.font.Font | None = None
        self._key = f"{path.name}|{size}|{int(bold)}|"

    def real(self) -> pygame.font.Font:
        """The pygame font itself (opened on first use; pygame's default font if the
        file cannot be opened)."""
        if self._real is not None:
            try:
                self._real.get_height()
            except pygame.error:          # opened before a pygame.quit(): open it again
                self._real = None
        if self._real is None:
            try:
                self._real = pygame.font.Font(str(self.path), self.point)
            except (OSError, pygame.error) as exc:
                warn(__name__, "font %s unavailable (%s); using pygame's default font", self.path.name, exc)
                self._real = pygame.font.Font(None, self.point)
                self._real.set_bold(self.bold)
        _opened[self] = None
        _opened.move_to_end(self)
        while len(_opened) > FONTS_OPEN:
            least, _ = _opened.popitem(last=False)
            least._real = None
        return self._real

    def size(self, text: str) -> tuple[int, int]:
        key = self._key + text
        found = _measured(key)
        if found is None:
            found = list(self.real().size(text))
            _measure(key, found)
        return found[0], found[1]

    def _metrics(self) -> list[int]:
        key = self._key + "\n#metrics"
        found = _measured(key)
        if found is None:
            real = self.real()
            found = [real.get_height(), real.get_linesize(), real.get_ascent(), real.get_descent()]
            _measure(key, found)
        return found

    def get_height(self) -> int:
        return self._metrics()[0]

    def get_linesize(self) -> int:
        return self._metrics()[1]

    def get_ascent(self) -> int:
        return self._metrics()[2]

    def get_descent(self) -> int:
        return self._metrics()[3]

    def metrics(self, text: str) -> list[tuple[int, int, int, int, int] | None]:
        """Each letter's metrics (None where the font has no such letter)."""
        return self.real().metrics(text)

    def render(self, text: str, antialias: bool, color: Any,
               background: Any = None) -> pygame.Surface:
        colour = tuple(pygame.Color(color))
        back = None if background is None else tuple(pygame.Color(background))
        return _rendered(self.path.name, self.point, self.bold, text, bool(antialias), colour, back)


@kept
def _rendered(file: str, size: int, bold: bool, text: str, antialias: bool,
              colour: tuple[int, ...], background: tuple[int, ...] | None) -> pygame.Surface:
    """``text`` drawn in the font ``file`` at ``size`` (kept like every picture)."""
    font = get_font_file(file, size, bold)
    return font.real().render(text, antialias, colour, background)


def get_font_file(file: str, size: int, bold: bool) -> Font:
    display = file == DISPLAY_FILE
    return get_font(size, display=display, bold=bold or display)


def get_font(size: int, *, display: bool = False, bold: bool = False) -> Font:
    """The program's :class:`Font` of ``size`` pixels (one object per size).

    Initialises ``pygame.font`` on first use. Falls back to pygame's default
    font (made bold if asked) when the file cannot be loaded.
    """
    if not pygame.font.get_init():
        pygame.font.init()
    size = max(1, int(size))
    key = (size, bool(display), bool(bold))
    font = _cache.get(key)
    if font is None:
        font = _cache[key] = Font(font_path(display=display, bold=bold), size, bool(bold or display))
    return font


def clear_cache() -> None:
    """Forget every opened font (e.g. after ``pygame.quit()``); measurements stay."""
    _cache.clear()
    _opened.clear()


# ---------------------------------------------------------------------- measurements
def keep_measures(file: Path | None) -> None:
    """Keep measurements in ``file`` between runs (None: only in memory). The same file
    again (a program started again in this process) keeps what is in memory: it is what
    the file holds, and more."""
    global _measures_file
    if file is not None and file == _measures_file and _measures_state["loaded"]:
        return
    _measures_file = file
    _measures.clear()
    _measures_state.update(loaded=False, dirty=False)


def _stamp() -> str:
    parts = [pygame.version.ver]
    for path in sorted(FONT_DIR.glob("*.ttf")):
        try:
            info = path.stat()
        except OSError:
            continue
        parts.append(f"{path.name}:{info.st_size}:{info.st_mtime_ns}")
    text = "|".join(parts).encode("utf-8", "surrogateescape")
    return f"{zlib.crc32(text):08x}{zlib.adler32(text):08x}"


def _load_measures() -> None:
    _measures_state["loaded"] = True
    file = _measures_file
    if file is None:
        return
    try:
        info = os.stat(file)
        if not 0 < info.st_size <= 8 * 1024 * 1024:
            return
        with open(file, encoding="utf-8") as handle:
            kept_data = json.load(handle)
        if not isinstance(kept_data, dict) or kept_data.get("stamp") != _stamp():
            return
        table = kept_data.get("measures")
        if not isinstance(table, dict) or len(table) > MAX_MEASURES:
            return
        for key, value in table.items():
            if isinstance(key, str) and isinstance(value, list) and 2 <= len(value) <= 4 \
                    and all(type(v) is int and -10_000 < v < 100_000 for v in value):
                _measures[key] = value
    except (OSError, ValueError, RecursionError):
        _measures.clear()


def _measured(key: str) -> list[int] | None:
    if not _measures_state["loaded"]:
        _load_measures()
    return _measures.get(key)


def _measure(key: str, value: list[int]) -> None:
    if len(_measures) >= MAX_MEASURES:
        _measures.clear()
    _measures[key] = value
    _measures_state["dirty"] = True


def write_measures() -> None:
    """Write the measurements if new ones were made (quietly nothing if it cannot)."""
    file = _measures_file
    if file is None or not _measures_state["dirty"]:
        return
    _measures_state["dirty"] = False
    tmp = file.with_name(f".{file.name}.{os.getpid()}.tmp")
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps({"stamp": _stamp(), "measures": _measures}, ensure_ascii=False,
                          separators=(",", ":"))
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, file)
    except OSError:
        try:
            tmp.unlink()
        except OSError:
            pass


def measures_pending() -> bool:
    """New measurements wait to be written."""
    return bool(_measures_state["dirty"]) and _measures_file is not None


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
