"""The Chaos de souris et de fromage kitchen read from its Tiled level (RULES.md section 3,
"Board": a Decision of the project, the original's grid is unknown).

The level (``levels/chaos.tmx``) is the kitchen floor seen from above: a map of
:data:`SIZE` x :data:`SIZE` square tiles (48 px in the shipped level; the scene scales the
picture). A square is ``(x, y)``: x the column 0..11 from the left, y the row 0..11 from
the top (screen order); its notation is the column letter and the row number from the
top, ``(0, 0)`` = ``a1``, ``(4, 6)`` = ``e7`` (:func:`square_name`).

Everything lies in the object layer ``level``: rectangles snapped to the grid (x, y,
width and height whole tiles), told apart by their class (Tiled's *class*, written
``type`` by Tiled before 1.9 and in the shipped file so that pytmx reads it too; both are
read):

- ``hideout``: a 2x2 walled hideout in a corner, int property ``corner``: 0 bottom-left
  (a11-b12), 1 top-left (a1-b2), 2 top-right (k1-l2), 3 bottom-right (k11-l12), clockwise
  starting bottom-left; seat k of a 4-player game owns hideout k. Its name is ``H`` and
  its corner (``H0``..``H3``: the public ids are fixed, so the name must say its corner,
  **Decision**). All four corners, each once.
- ``table``: exactly one, 2x2 (in the shipped level f6-g7). **Decision**: it must leave a
  floor square all round it (not on the edge, not touching a hideout), or there would
  not be 12 start squares.
- ``start``: the start squares of the 12 small mice, exactly the squares touching the
  table (beside it or diagonally: the ring of :data:`RING` squares), which are also the
  squares a cover or a mouse leaving the table takes as its first step. One 1x1 object a
  square in the shipped level; a longer rectangle counts every square it covers (a square
  counted twice is refused). They must be free floor: no hideout, table, hole or chair.
- ``hole``: a mouse hole in the outer wall, a 1x1 object on the floor square in front of
  it, string property ``side`` (``up``/``down``/``left``/``right``: the wall it is in,
  which must be the edge the square lies on), never in a hideout, one per square. Named
  ``o0``, ``o1``, ... each number once from 0 (holes ``o0``..``o7``, two a side, in the
  shipped level). **Decision**: any number of holes but one (a hole alone leads nowhere).
- ``chair``: exactly :data:`CHAIRS`, 1x1, named ``h0``..``h3``, string property ``back``
  (where its backrest is: a mouse passes under it only along that line) and bool property
  ``cat`` (a cat sits on it at the start; **Decision**: true when missing, as in the
  box). Never on a hideout, the table, a hole, a start square or another chair.

:func:`read_kitchen` checks all of it and names the file and the object (or the layer)
of any problem, as a :class:`~game.core.levels.LevelError`; any other class is refused.
Headless: no pygame here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from ... import paths
from ...core.levels import Level, LevelError, LevelObject, load_level

__all__ = ["CHAIRS", "CLASSES", "CORNER_NAMES", "DIRECTIONS", "LAYER", "LEVEL_FILE", "OPPOSITE",
           "RING", "SIDES", "SIZE", "ChairStart", "Hole", "Kitchen", "LevelError", "Sq",
           "corner_block", "default_kitchen", "parse_square", "read_kitchen", "square_name"]

Sq = tuple[int, int]

#: The kitchen is SIZE x SIZE squares (RULES.md section 3, "Board").
SIZE = 12
#: The object layer that holds the furniture.
LAYER = "kitchen"
#: The level the game is played on, in ``levels/``.
LEVEL_FILE = "chaos.tmx"
#: The classes an object of the layer may have.
CLASSES = ("hideout", "table", "start", "hole", "chair")
#: The four directions, their steps ``(dx, dy)`` (y grows downwards, screen order).
DIRECTIONS: dict[str, Sq] = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
#: The directions a hole's ``side`` or a chair's ``back`` may name.
SIDES = tuple(DIRECTIONS)
#: Each direction's opposite.
OPPOSITE = {"up": "down", "down": "up", "left": "right", "right": "left"}
#: How many chairs (each with its cat) the kitchen has.
CHAIRS = 4
#: How many start squares touch a 2x2 table: the ring of small mice.
RING = 12
#: The corners of the hideouts, clockwise starting bottom-left (seat order).
CORNER_NAMES = ("bottom-left", "top-left", "top-right", "bottom-right")

HIDEOUT_SIDE = 2
TABLE_SIDE = 2
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_SQUARE = re.compile(r"^([a-z])([1-9][0-9]?)$")


def square_name(sq: Sq) -> str:
    """The notation of a square: column letter from the left, row number from the top
    (``(0, 0)`` -> ``a1``, ``(4, 6)`` -> ``e7``)."""
    x, y = sq
    return f"{_LETTERS[x]}{y + 1}"


def parse_square(text: str, size: int = SIZE) -> Sq | None:
    """The square a notation names (``"e7"`` -> ``(4, 6)``), None if it names none of a
    ``size`` x ``size`` board."""
    match = _SQUARE.match(text)
    if not match:
        return None
    x, y = _LETTERS.index(match.group(1)), int(match.group(2)) - 1
    return (x, y) if x < size and y < size else None


def corner_block(corner: int, size: int = SIZE) -> frozenset[Sq]:
    """The 2x2 squares of the hideout of ``corner`` (0 bottom-left, 1 top-left, 2
    top-right, 3 bottom-right) on a ``size`` x ``size`` board."""
    far = size - HIDEOUT_SIDE
    x0, y0 = ((0, far), (0, 0), (far, 0), (far, far))[corner]
    return frozenset((x0 + dx, y0 + dy) for dx in range(HIDEOUT_SIDE) for dy in range(HIDEOUT_SIDE))


def _row_major(squares: Iterable[Sq]) -> tuple[Sq, ...]:
    """``squares`` by row, then column (reading order)."""
    return tuple(sorted(squares, key=lambda sq: (sq[1], sq[0])))


def _span(squares: frozenset[Sq] | tuple[Sq, ...]) -> str:
    """``a11-b12``: a block's first and last squares (one square: its name)."""
    ordered = _row_major(squares)
    first, last = square_name(ordered[0]), square_name(ordered[-1])
    return first if first == last else f"{first}-{last}"


@dataclass(frozen=True)
class Hole:
    """A mouse hole: ``square`` is the floor square in front of it, ``side`` the wall it
    is in (up, down, left, right)."""

    id: str
    square: Sq
    side: str


@dataclass(frozen=True)
class ChairStart:
    """A chair as the game starts: its square, where its backrest is (``back``: a mouse
    passes under it only along that line) and whether a cat sits on it."""

    id: str
    square: Sq
    back: str
    cat: bool


@dataclass(frozen=True)
class Kitchen:
    """The board of RULES.md section 3 as a level describes it.

    Read from the level: ``path`` (the file), ``size`` (squares per side), ``hideouts``
    (each hideout's squares, by corner 0..3), ``table`` (its 2x2 squares), ``ring`` (the
    12 start squares touching the table, row-major: by row, then column), ``holes`` (by
    number: ``holes[k].id == f"o{k}"``) and ``chairs`` (``chairs[k].id == f"h{k}"``).

    Worked out once, for the rules' quick use (not compared: they follow from the rest):

    - ``floor``: every square that is neither a hideout nor the table (the squares
      covers, mice, cats and chairs stand on);
    - ``ring_set``: the ring as a set;
    - ``beside_table``: the ring squares orthogonally beside the table (8, row-major),
      the only ones a mouse steps under the table from (a Decision of the rules);
    - ``neighbours[sq]``: the squares orthogonally beside ``sq`` that are on the board
      (hideouts and table included), in the order up, down, left, right;
      ``steps[sq]``: the same as ``(direction, square)`` pairs;
    - ``hole_at[sq]``: the hole in front of which ``sq`` lies;
    - ``hideout_at[sq]``: the corner of the hideout ``sq`` belongs to;
    - ``entry_squares[corner]``: the floor squares orthogonally beside that hideout's
      walls (row-major), from which a mouse jumps in; ``hideouts_beside[sq]``: the
      corners a floor square is an entry of (none: not in the mapping).
    """

    path: str
    size: int
    hideouts: tuple[frozenset[Sq], ...]
    table: frozenset[Sq]
    ring: tuple[Sq, ...]
    holes: tuple[Hole, ...]
    chairs: tuple[ChairStart, ...]
    floor: frozenset[Sq] = field(init=False, repr=False, compare=False)
    ring_set: frozenset[Sq] = field(init=False, repr=False, compare=False)
    beside_table: tuple[Sq, ...] = field(init=False, repr=False, compare=False)
    neighbours: dict[Sq, tuple[Sq, ...]] = field(init=False, repr=False, compare=False)
    steps: dict[Sq, tuple[tuple[str, Sq], ...]] = field(init=False, repr=False, compare=False)
    hole_at: dict[Sq, Hole] = field(init=False, repr=False, compare=False)
    hideout_at: dict[Sq, int] = field(init=False, repr=False, compare=False)
    entry_squares: tuple[tuple[Sq, ...], ...] = field(init=False, repr=False, compare=False)
    hideouts_beside: dict[Sq, tuple[int, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        size = self.size
        squares = [(x, y) for y in range(size) for x in range(size)]
        hideout_at = {sq: corner for corner, block in enumerate(self.hideouts) for sq in block}
        floor = frozenset(sq for sq in squares if sq not in hideout_at and sq not in self.table)
        steps = {
            (x, y): tuple((d, (x + dx, y + dy)) for d, (dx, dy) in DIRECTIONS.items()
                          if 0 <= x + dx < size and 0 <= y + dy < size)
            for x, y in squares}
        neighbours = {sq: tuple(n for _, n in pairs) for sq, pairs in steps.items()}
        entries = tuple(
            _row_major({n for sq in block for n in neighbours[sq] if n in floor})
            for block in self.hideouts)
        beside: dict[Sq, tuple[int, ...]] = {}
        for corner, squares_in in enumerate(entries):
            for sq in squares_in:
                beside[sq] = (*beside.get(sq, ()), corner)
        ring_set = frozenset(self.ring)
        put = object.__setattr__
        put(self, "floor", floor)
        put(self, "ring_set", ring_set)
        put(self, "beside_table", tuple(sq for sq in self.ring
                                         if any(n in self.table for n in neighbours[sq])))
        put(self, "neighbours", neighbours)
        put(self, "steps", steps)
        put(self, "hole_at", {hole.square: hole for hole in self.holes})
        put(self, "hideout_at", hideout_at)
        put(self, "entry_squares", entries)
        put(self, "hideouts_beside", beside)

    def hideout_of(self, sq: Sq) -> int | None:
        """The corner (0..3) of the hideout ``sq`` is in, None for any other square."""
        return self.hideout_at.get(sq)

    def entries(self, corner: int) -> tuple[Sq, ...]:
        """The floor squares orthogonally beside the hideout of ``corner`` (row-major):
        a mouse there may jump its wall into it as the last step of a move (RULES.md
        section 3, "Mouse", Decision)."""
        return self.entry_squares[corner]

    def step(self, sq: Sq, direction: str) -> Sq | None:
        """The square one step from ``sq`` towards ``direction``, None off the board."""
        dx, dy = DIRECTIONS[direction]
        x, y = sq[0] + dx, sq[1] + dy
        return (x, y) if 0 <= x < self.size and 0 <= y < self.size else None

    def on_board(self, sq: Sq) -> bool:
        """Whether ``sq`` is one of the board's squares (hideouts and table included)."""
        return 0 <= sq[0] < self.size and 0 <= sq[1] < self.size


# ---------------------------------------------------------------------- reading
def read_kitchen(path: Path | str, size: int = SIZE) -> Kitchen:
    """The kitchen of the Tiled level at ``path``; LevelError naming the file and the
    object (or the layer) when it cannot be used (RULES.md section 3, "Board")."""
    level = load_level(path)
    if level.width != size or level.height != size:
        raise level.error(f"is {level.width}x{level.height} squares; the kitchen is {size}x{size}",
                          code="bad_tmx")
    objects = level.layer(LAYER)
    by_class: dict[str, list[tuple[LevelObject, frozenset[Sq]]]] = {kind: [] for kind in CLASSES}
    for obj in objects:
        kind = obj.kind
        if kind not in CLASSES:
            raise level.error(f"has the class {kind!r}; an object of layer '{LAYER}' is one of "
                              f"{', '.join(CLASSES)}", obj)
        by_class[kind].append((obj, _squares(level, obj)))

    hideouts = _hideouts(level, by_class["hideout"], size)
    taken = {sq: obj for obj, block in by_class["hideout"] for sq in block}
    table = _table(level, by_class["table"], taken, size)
    holes, hole_objects = _holes(level, by_class["hole"], taken, size)
    chairs = _chairs(level, by_class["chair"], taken, table, hole_objects)
    ring = _ring(level, by_class["start"], table, taken, hole_objects, by_class["chair"])
    return Kitchen(str(level.path), size, hideouts, table, ring, holes, chairs)


@lru_cache(maxsize=1)
def default_kitchen() -> Kitchen:
    """The shipped kitchen, ``levels/chaos.tmx`` (read once)."""
    return read_kitchen(paths.LEVELS / LEVEL_FILE)


# ---------------------------------------------------------------------- checks
def _squares(level: Level, obj: LevelObject) -> frozenset[Sq]:
    """The squares a grid-aligned rectangle covers; LevelError for any other shape, an
    object not snapped to the grid or one reaching off the board."""
    if obj.shape != "rectangle":
        raise level.error(f"is a {obj.shape}; the kitchen's objects are rectangles on the grid", obj)
    tw, th = level.tile_width, level.tile_height
    for value, unit, what in ((obj.x, tw, "x"), (obj.y, th, "y"), (obj.width, tw, "width"),
                              (obj.height, th, "height")):
        if value % unit:
            raise level.error(f"has {what}={value:g}, not a whole number of {unit}-pixel squares; "
                              "snap it to the grid", obj)
    if obj.width <= 0 or obj.height <= 0:
        raise level.error(f"is a {obj.width:g}x{obj.height:g} rectangle; it must cover at least "
                          "one square", obj)
    x0, y0 = int(obj.x // tw), int(obj.y // th)
    w, h = int(obj.width // tw), int(obj.height // th)
    if x0 < 0 or y0 < 0 or x0 + w > level.width or y0 + h > level.height:
        raise level.error(f"at ({obj.x:g}, {obj.y:g}) size {obj.width:g}x{obj.height:g} reaches off "
                          f"the {level.width}x{level.height} board", obj, code="off_board")
    return frozenset((x, y) for x in range(x0, x0 + w) for y in range(y0, y0 + h))


def _one_square(level: Level, obj: LevelObject, block: frozenset[Sq], what: str) -> Sq:
    if len(block) != 1:
        raise level.error(f"covers {len(block)} squares ({_span(block)}); a {what} is one square "
                          "(a 1x1 rectangle)", obj)
    return next(iter(block))


def _direction(level: Level, obj: LevelObject, name: str) -> str:
    value = obj.properties.get(name)
    if not isinstance(value, str) or value not in SIDES:
        raise level.error(f"has {name}={value!r}; it must be one of {', '.join(SIDES)}", obj)
    return value


def _hideouts(level: Level, found: list[tuple[LevelObject, frozenset[Sq]]],
              size: int) -> tuple[frozenset[Sq], ...]:
    """The four hideouts by corner (RULES.md section 3: "the corner 2x2 blocks")."""
    by_corner: dict[int, LevelObject] = {}
    for obj, block in found:
        corner = obj.properties.get("corner")
        if isinstance(corner, bool) or not isinstance(corner, int) or not 0 <= corner < 4:
            raise level.error(f"has corner={corner!r}; it must be a whole number (an int property) "
                              "from 0 to 3: 0 bottom-left, 1 top-left, 2 top-right, 3 bottom-right",
                              obj)
        if corner in by_corner:
            raise level.error(f"is a second hideout in corner {corner} (object {by_corner[corner].id} "
                              "is there already)", obj)
        if obj.name != f"H{corner}":
            raise level.error(f"is named {obj.name!r}; the hideout of corner {corner} is named "
                              f"'H{corner}'", obj)
        home = corner_block(corner, size)
        if block != home:
            raise level.error(f"covers {_span(block)}; the hideout of corner {corner} "
                              f"({CORNER_NAMES[corner]}) is the 2x2 block {_span(home)}", obj)
        by_corner[corner] = obj
    missing = [c for c in range(4) if c not in by_corner]
    if missing:
        raise level.error("has no hideout in corner " + ", ".join(
            f"{c} ({CORNER_NAMES[c]}, H{c})" for c in missing), layer=LAYER, code="bad_tmx")
    return tuple(corner_block(c, size) for c in range(4))


def _table(level: Level, found: list[tuple[LevelObject, frozenset[Sq]]],
           taken: dict[Sq, LevelObject], size: int) -> frozenset[Sq]:
    if not found:
        raise level.error("has no table (class 'table')", layer=LAYER, code="bad_tmx")
    if len(found) > 1:
        first = found[0][0]
        raise level.error(f"is a second table (object {first.id} is one already); the kitchen has "
                          "exactly one", found[1][0])
    obj, block = found[0]
    xs, ys = {x for x, _ in block}, {y for _, y in block}
    if len(xs) != TABLE_SIDE or len(ys) != TABLE_SIDE:
        raise level.error(f"covers {len(xs)}x{len(ys)} squares; the table is {TABLE_SIDE}x{TABLE_SIDE}",
                          obj)
    if min(xs) < 1 or min(ys) < 1 or max(xs) > size - 2 or max(ys) > size - 2:
        raise level.error(f"covers {_span(block)}, on the edge of the board; the table needs a "
                          "square all round it for the mice and covers leaving it", obj)
    for sq in _row_major(block | _around(block)):
        if sq in taken:
            raise level.error(f"covers or touches {square_name(sq)}, a square of hideout "
                              f"{taken[sq].name!r} (object {taken[sq].id}); the table needs free "
                              "floor all round it", obj)
    return block


def _around(block: frozenset[Sq]) -> frozenset[Sq]:
    """The squares touching ``block`` (beside it or diagonally), not in it."""
    return frozenset((x + dx, y + dy) for x, y in block for dx in (-1, 0, 1) for dy in (-1, 0, 1)
                     if (x + dx, y + dy) not in block)


def _numbered(level: Level, found: list[tuple[LevelObject, frozenset[Sq]]], letter: str,
              what: str) -> list[tuple[int, LevelObject, frozenset[Sq]]]:
    """Objects named ``<letter>0``, ``<letter>1``...: each number once, from 0 up (so
    the ids are exactly those of RULES.md's notation); returned in number order."""
    count = len(found)
    pattern = re.compile(rf"^{letter}(0|[1-9][0-9]{{0,2}})$")
    seen: dict[int, tuple[LevelObject, frozenset[Sq]]] = {}
    for obj, block in found:
        match = pattern.match(obj.name)
        number = int(match.group(1)) if match else -1
        if not 0 <= number < count:
            names = f"{letter}0" if count == 1 else f"{letter}0..{letter}{count - 1}"
            raise level.error(f"is named {obj.name!r}; the kitchen's {count} {what} are named "
                              f"{names}", obj)
        if number in seen:
            raise level.error(f"has the name {obj.name!r} of object {seen[number][0].id} already", obj)
        seen[number] = (obj, block)
    return [(number, *seen[number]) for number in sorted(seen)]


def _holes(level: Level, found: list[tuple[LevelObject, frozenset[Sq]]],
           taken: dict[Sq, LevelObject], size: int) -> tuple[tuple[Hole, ...], dict[Sq, LevelObject]]:
    """The holes in number order, and the object of each hole square."""
    if len(found) == 1:
        raise level.error("is the kitchen's only hole; a mouse goes in one hole and out of "
                          "another, so there are none or at least two", found[0][0])
    holes: list[Hole] = []
    at: dict[Sq, LevelObject] = {}
    for number, obj, block in _numbered(level, found, "o", "holes"):
        sq = _one_square(level, obj, block, "hole")
        side = _direction(level, obj, "side")
        x, y = sq
        edges = [d for d, on in (("up", y == 0), ("down", y == size - 1), ("left", x == 0),
                                 ("right", x == size - 1)) if on]
        if not edges:
            raise level.error(f"lies on {square_name(sq)}, not on the edge of the board; a hole is "
                              "in the outer wall", obj)
        if side not in edges:
            raise level.error(f"lies on {square_name(sq)}, on the {' and '.join(edges)} edge, but its "
                              f"side is {side!r}: a hole is in the wall its square lies along", obj)
        if sq in taken:
            raise level.error(f"lies on {square_name(sq)}, in hideout {taken[sq].name!r} (object "
                              f"{taken[sq].id}); a hole opens onto the floor", obj)
        if sq in at:
            raise level.error(f"lies on {square_name(sq)}, where hole {at[sq].name!r} (object "
                              f"{at[sq].id}) is already", obj)
        at[sq] = obj
        holes.append(Hole(f"o{number}", sq, side))
    return tuple(holes), at


def _chairs(level: Level, found: list[tuple[LevelObject, frozenset[Sq]]],
            taken: dict[Sq, LevelObject], table: frozenset[Sq],
            holes: dict[Sq, LevelObject]) -> tuple[ChairStart, ...]:
    if len(found) != CHAIRS:
        raise level.error(f"has {len(found)} chairs (class 'chair'); the kitchen has {CHAIRS}, "
                          "each with its cat", layer=LAYER, code="bad_tmx")
    chairs: list[ChairStart] = []
    at: dict[Sq, LevelObject] = {}
    for number, obj, block in _numbered(level, found, "h", "chairs"):
        sq = _one_square(level, obj, block, "chair")
        back = _direction(level, obj, "back")
        cat = obj.properties.get("cat", True)
        if not isinstance(cat, bool):
            raise level.error(f"has cat={cat!r}; it must be true or false (a bool property)", obj)
        where = square_name(sq)
        if sq in taken:
            raise level.error(f"stands on {where}, in hideout {taken[sq].name!r} (object "
                              f"{taken[sq].id}); a chair stands on the floor", obj)
        if sq in table:
            raise level.error(f"stands on {where}, under the table; a chair stands on the floor", obj)
        if sq in holes:
            raise level.error(f"stands on {where}, in front of hole {holes[sq].name!r} (object "
                              f"{holes[sq].id}); the way in and out of a hole stays free", obj)
        if sq in at:
            raise level.error(f"stands on {where}, where chair {at[sq].name!r} (object {at[sq].id}) "
                              "is already", obj)
        at[sq] = obj
        chairs.append(ChairStart(f"h{number}", sq, back, cat))
    return tuple(chairs)


def _ring(level: Level, found: list[tuple[LevelObject, frozenset[Sq]]], table: frozenset[Sq],
          taken: dict[Sq, LevelObject], holes: dict[Sq, LevelObject],
          chairs: list[tuple[LevelObject, frozenset[Sq]]]) -> tuple[Sq, ...]:
    """The start squares: exactly the squares touching the table, all free floor."""
    touching = _around(table)
    chair_at = {sq: obj for obj, block in chairs for sq in block}
    at: dict[Sq, LevelObject] = {}
    for obj, block in found:
        for sq in _row_major(block):
            where = square_name(sq)
            if sq in table:
                raise level.error(f"covers {where}, under the table; the start squares are the "
                                  "floor squares touching it", obj)
            if sq in taken:
                raise level.error(f"covers {where}, in hideout {taken[sq].name!r} (object "
                                  f"{taken[sq].id}); a start square is free floor", obj)
            if sq in holes:
                raise level.error(f"covers {where}, in front of hole {holes[sq].name!r} (object "
                                  f"{holes[sq].id}); a start square is free floor", obj)
            if sq in chair_at:
                raise level.error(f"covers {where}, where chair {chair_at[sq].name!r} (object "
                                  f"{chair_at[sq].id}) stands; a start square is free floor", obj)
            if sq not in touching:
                raise level.error(f"covers {where}, which does not touch the table; the start "
                                  f"squares are the {len(touching)} squares around it", obj)
            if sq in at:
                raise level.error(f"covers {where}, a start square of object {at[sq].id} already", obj)
            at[sq] = obj
    missing = _row_major(touching - set(at))
    if missing:
        raise level.error(f"has no start square on {', '.join(square_name(sq) for sq in missing)}; "
                          f"the start squares are all the {len(touching)} squares touching the table "
                          f"({_span(table)})", layer=LAYER, code="bad_tmx")
    return _row_major(at)
