"""Tiled levels (``levels/*.tmx``) turned into plain board objects (DESIGN.md, "Boards
as Tiled maps"). Headless: pytmx's default loader reads the map without any display and
without pygame (see :func:`_pytmx`).

A grid level has a tile layer (its size is the board's), an object layer ``seats`` with
one point object per side of the table (custom property ``side``: north, east, south or
west; the object stands on that seat's start square), and an object layer ``cheese``
with one point object per piece (custom property ``size``). Property names avoid the
ones pytmx reserves (``name``, ``type``, ``id``, ``x``, ``y``...).

A broken level raises :class:`LevelError`, whose message names the file and the object.
"""

from __future__ import annotations

import logging
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from .storage import FileProblem

SIDES = ("north", "east", "south", "west")
#: One orthogonal step towards each side, as (row, column) deltas.
TOWARDS = {"north": (-1, 0), "east": (0, 1), "south": (1, 0), "west": (0, -1)}


class LevelError(FileProblem):
    """A level file that cannot be used (message: the file, the object, the problem)."""

    kind = "level"


@dataclass(frozen=True)
class GridLevel:
    """A square-grid board: ``rows`` x ``cols`` squares, (row, col) from the north-west
    corner, 0-based; ``starts`` maps a side to its seat's start square; ``pieces`` maps a
    square to the piece kind (a cheese size) that starts there."""

    path: str
    rows: int
    cols: int
    starts: dict[str, tuple[int, int]]
    pieces: dict[tuple[int, int], str]

    def on_board(self, row: int, col: int) -> bool:
        return 0 <= row < self.rows and 0 <= col < self.cols

    def edge_of(self, square: tuple[int, int]) -> set[str]:
        """The sides whose edge row or column ``square`` lies on."""
        r, c = square
        sides = set()
        if r == 0:
            sides.add("north")
        if r == self.rows - 1:
            sides.add("south")
        if c == 0:
            sides.add("west")
        if c == self.cols - 1:
            sides.add("east")
        return sides


def _pytmx() -> ModuleType:
    """Import pytmx without letting it pull in pygame: its package ``__init__`` tries
    ``pytmx.util_pygame`` (which imports pygame) and carries on quietly when that fails.
    The headless core must never load pygame (DESIGN.md, "Layout"), so, when pygame is
    not loaded yet, its import is blocked for that moment only. The view imports
    ``pytmx.util_pygame.load_pygame`` itself once the window exists."""
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx
        return pytmx
    quiet = logging.getLogger("pytmx.util_pygame")   # it logs the failed import as an error
    was_disabled, quiet.disabled = quiet.disabled, True
    sys.modules["pygame"] = None  # type: ignore[assignment]  # "import pygame" fails
    try:
        import pytmx
    finally:
        del sys.modules["pygame"]
        quiet.disabled = was_disabled
    return pytmx


def _square(path: Path, obj, tw: int, th: int, rows: int, cols: int, what: str) -> tuple[int, int]:
    r, c = int(obj.y // th), int(obj.x // tw)
    if not (0 <= r < rows and 0 <= c < cols):
        raise LevelError(path, f"{what} object {obj.id} at ({obj.x:g}, {obj.y:g}) is off the "
                         f"{cols}x{rows} board", "off_board", object=obj.id)
    return r, c


def _layer(path: Path, tmx, name: str):
    for layer in tmx.layers:
        if getattr(layer, "name", None) == name:
            return layer
    raise LevelError(path, f"has no object layer named '{name}'", "no_layer", layer=name)


def load_grid_level(path: Path | str, sizes: tuple[str, ...] | None = None) -> GridLevel:
    """Read a grid level; ``sizes``, when given, are the piece kinds allowed."""
    path = Path(path)
    pytmx = _pytmx()
    if not path.is_file():
        raise LevelError(path, "file not found", "not_found")
    try:
        tmx = pytmx.TiledMap(str(path))
    except Exception as exc:  # pytmx raises many kinds for a damaged file
        raise LevelError(path, f"is not a Tiled map pytmx can read ({exc})", "bad_tmx") from None
    if tmx.orientation != "orthogonal":
        raise LevelError(path, f"must be an orthogonal map, not {tmx.orientation}", "bad_tmx")
    rows, cols, tw, th = int(tmx.height), int(tmx.width), int(tmx.tilewidth), int(tmx.tileheight)
    if rows < 2 or cols < 2:
        raise LevelError(path, f"a {cols}x{rows} board is too small", "bad_tmx")
    level_sides = {}
    starts: dict[str, tuple[int, int]] = {}
    for obj in _layer(path, tmx, "seats"):
        side = obj.properties.get("side")
        if side not in SIDES:
            raise LevelError(path, f"seat object {obj.id} has side {side!r}; it must be one of "
                             f"{', '.join(SIDES)}", "bad_object", object=obj.id)
        if side in starts:
            raise LevelError(path, f"seat object {obj.id}: side {side} has a seat already "
                             f"(object {level_sides[side]})", "bad_object", object=obj.id)
        square = _square(path, obj, tw, th, rows, cols, "seat")
        starts[side] = square
        level_sides[side] = obj.id
    pieces: dict[tuple[int, int], str] = {}
    for obj in _layer(path, tmx, "cheese"):
        size = obj.properties.get("size")
        if not isinstance(size, str) or (sizes is not None and size not in sizes):
            allowed = f"; it must be one of {', '.join(sizes)}" if sizes else ""
            raise LevelError(path, f"cheese object {obj.id} has size {size!r}{allowed}",
                             "bad_object", object=obj.id)
        square = _square(path, obj, tw, th, rows, cols, "cheese")
        if square in pieces:
            raise LevelError(path, f"cheese object {obj.id} is on a square that holds a piece "
                             "already", "bad_object", object=obj.id)
        pieces[square] = size
    level = GridLevel(str(path), rows, cols, starts, pieces)
    for side, square in starts.items():
        if side not in level.edge_of(square):
            raise LevelError(path, f"seat object {level_sides[side]} ({side}) is not on the "
                             f"{side} edge", "bad_object", object=level_sides[side])
        if square in pieces:
            raise LevelError(path, f"seat object {level_sides[side]} ({side}) starts on a "
                             "cheese square", "bad_object", object=level_sides[side])
    return level
