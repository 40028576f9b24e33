"""The Drôle de fromage board read from its Tiled level, and the one rule of pushing.

The level (``levels/drole.tmx``) is a square grid: its object layer ``seats`` has one
point per side of the table (custom property ``side``: north, east, south or west; the
point stands on that seat's start square), its object layer ``cheese`` one point per
piece (custom property ``size``). :func:`read_board` checks it and names the file and
the object of any problem.

Squares are numbered ``row * cols + col`` from the north-west corner. A board's
cells hold :data:`EMPTY`, a piece id (0 and up) or ``-2 - seat`` (a mouse).

:func:`push_line` is the rule of a step (seed 000, "Déplacement"), written once: the
rules play it, the computer players search with it, and the table's step previews show
it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...core.levels import Level

SIDES = ("north", "east", "south", "west")
DIRECTIONS = ("n", "e", "s", "w")
DIRECTION_SIDE = {"n": "north", "e": "east", "s": "south", "w": "west"}
#: One orthogonal step towards each direction, as (row, column) deltas.
DELTA = {"n": (-1, 0), "e": (0, 1), "s": (1, 0), "w": (0, -1)}
EMPTY = -1


@dataclass(frozen=True)
class Board:
    """A ``rows`` x ``cols`` board: each side's start square, each piece's size by its
    starting square, and the neighbour table ``nb[square][d]`` (-1: off the board)."""

    rows: int
    cols: int
    starts: dict[str, int]
    pieces: dict[int, str]
    nb: tuple[tuple[int, ...], ...]

    def rc(self, square: int) -> tuple[int, int]:
        return divmod(square, self.cols)

    def square(self, row: int, col: int) -> int:
        return row * self.cols + col

    def on_board(self, row: int, col: int) -> bool:
        return 0 <= row < self.rows and 0 <= col < self.cols


def edges_of(level: Level, row: int, col: int) -> set[str]:
    """The sides whose edge row or column (``row``, ``col``) lies on."""
    sides = set()
    if row == 0:
        sides.add("north")
    if row == level.height - 1:
        sides.add("south")
    if col == 0:
        sides.add("west")
    if col == level.width - 1:
        sides.add("east")
    return sides


def read_board(level: Level, sizes: Sequence[str]) -> Board:
    """The board of ``level`` whose pieces are of ``sizes`` (LevelError otherwise)."""
    if level.width < 2 or level.height < 2:
        raise level.error(f"a {level.width}x{level.height} board is too small", code="bad_tmx")
    cols = level.width
    starts: dict[str, int] = {}
    by_side: dict[str, int] = {}
    for obj in level.layer("seats"):
        side = obj.properties.get("side")
        if side not in SIDES:
            raise level.error(f"has side {side!r}; it must be one of {', '.join(SIDES)}", obj)
        if side in starts:
            raise level.error(f"side {side} has a seat already (object {by_side[side]})", obj)
        r, c = level.cell(obj)
        if side not in edges_of(level, r, c):
            raise level.error(f"({side}) is not on the {side} edge", obj)
        starts[side] = r * cols + c
        by_side[side] = obj.id
    pieces: dict[int, str] = {}
    for obj in level.layer("cheese"):
        size = obj.properties.get("size")
        if not isinstance(size, str) or size not in sizes:
            raise level.error(f"has size {size!r}; it must be one of {', '.join(sizes)}", obj)
        r, c = level.cell(obj)
        if r * cols + c in pieces:
            raise level.error("is on a square that holds a piece already", obj)
        pieces[r * cols + c] = size
    if not pieces:                      # a game that would be over before it began
        raise level.error("holds no piece of cheese: there would be no game to play",
                          layer="cheese", code="empty_layer")
    for side, square in starts.items():
        if square in pieces:
            obj = next(o for o in level.layer("seats") if o.id == by_side[side])
            raise level.error(f"({side}) starts on a cheese square", obj)
    nb = []
    for r in range(level.height):
        for c in range(cols):
            row = []
            for d in DIRECTIONS:
                dr, dc = DELTA[d]
                rr, cc = r + dr, c + dc
                row.append(rr * cols + cc if 0 <= rr < level.height and 0 <= cc < cols else -1)
            nb.append(tuple(row))
    return Board(level.height, cols, starts, pieces, tuple(nb))


def push_line(nb: Sequence[Sequence[int]], cells: Sequence[int], start: int,
              d: int) -> tuple[list[int], bool] | None:
    """What a step of the mouse on ``start`` towards direction index ``d`` does (seed
    000, "Déplacement"): None if it is illegal (off the board, into a mouse, or pushing
    a line of cheese into a mouse: mice are never pushed nor jumped), else the squares of
    the cheese line it pushes, nearest first, and whether the far piece falls off the
    board (one piece at most falls per step). An empty line: a plain move."""
    nxt = nb[start][d]
    if nxt < 0:
        return None
    v = cells[nxt]
    if v == EMPTY:
        return [], False
    if v < EMPTY:
        return None
    line = [nxt]
    s = nb[nxt][d]
    while s >= 0 and cells[s] >= 0:
        line.append(s)
        s = nb[s][d]
    if s < 0:
        return line, True
    if cells[s] != EMPTY:
        return None
    return line, False


def stepped(nb: Sequence[Sequence[int]], cells: Sequence[int], start: int,
            d: int) -> tuple[tuple[int, ...], int, int] | None:
    """The board after a step (:func:`push_line`, then everything moves): None if it is
    illegal, else (the new cells, the mouse's new square, the piece that fell or -1)."""
    found = push_line(nb, cells, start, d)
    if found is None:
        return None
    line, falls = found
    new = list(cells)
    fell = -1
    if falls:
        fell = cells[line[-1]]
        line = line[:-1]
    for sq in reversed(line):
        new[nb[sq][d]] = cells[sq]
    nxt = nb[start][d]
    new[nxt] = cells[start]
    new[start] = EMPTY
    return tuple(new), nxt, fell
