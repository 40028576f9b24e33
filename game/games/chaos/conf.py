"""Chaos de souris et de fromage's numbers (``config/chaos.yaml``) and kitchen (the level
it names, read by :mod:`.level`), read once, checked, and turned into the flat tables
the rules use.

Squares are numbered ``y * SIZE + x`` (row-major: ``a1`` is 0, ``b1`` 1, ``a2`` 12...);
every table below is indexed by those numbers, so that the rules never look a name or a
tuple up while a game is played. Directions are numbered 0 up, 1 down, 2 left, 3 right
(:data:`DIRS`); ``STEP[d][sq]`` is the square one step that way, -1 off the board.
"""

from __future__ import annotations

from typing import Any

from ... import paths
from ...config import game_config
from ...schema import Check, Flag, Level, ListOf, Option, Record, Whole, Word, read_config, whole
from .level import Kitchen, read_kitchen, square_name

#: The player counts of the game (RULES.md 3: 2 to 4).
PLAYERS = (2, 4)

#: The four directions by number, their steps and opposites.
DIRS = ("up", "down", "left", "right")
DIR_INDEX = {d: i for i, d in enumerate(DIRS)}
DELTA = ((0, -1), (0, 1), (-1, 0), (1, 0))
#: The axis of a direction (0 vertical, 1 horizontal): a mouse passes under an upright
#: chair only along the axis of its back.
AXIS = (0, 0, 1, 1)


def _corner_pairs(value: Any) -> bool:
    """Two lists of two corners (0..3), together each corner once."""
    return (isinstance(value, list) and len(value) == 2
            and all(isinstance(pair, list) and len(pair) == 2 for pair in value)
            and all(whole(c, 0, 3) for pair in value for c in pair)
            and sorted(c for pair in value for c in pair) == [0, 1, 2, 3])


#: What each key of ``config/chaos.yaml`` must be.
SCHEMA = Record({
    "level": Level(),
    "covers": ListOf(Whole(1, 6), 1, 6),
    "colours": ListOf(Word(r"^[a-z][a-z_]{0,19}$"), 4, 4, distinct=True),
    "small_mice": Whole(1, 3),
    "two_players": Check(_corner_pairs, "two lists of two corners (0 to 3), each corner once, "
                                        "like [[0, 3], [1, 2]]"),
    "turn_limit": Whole(50, 2000),
    "options": Record({"memory_aid": Option(Flag())}),
})


def load_config() -> dict[str, Any]:
    """The numbers of ``config/chaos.yaml``, each checked for its type and range, or a
    ConfigError naming the file and the key (the registry then closes this game only);
    the level's problems are LevelErrors naming the level file and the object.

    - ``level``: the name of a Tiled file (``.tmx``) in ``levels/``, no folder;
    - ``covers``: 1 to 6 covers, each number a whole number from 1 to 6 (the box:
      1, 2, 3, 3, 4, 4);
    - ``colours``: exactly 4 different ids (lowercase words), the colours of the mice and
      of the cards, in the order the texts and the view list them;
    - ``small_mice``: small mice of each colour, 1 to 3 (four colours on the 12 start
      squares); a hideout is claimed with ``small_mice + 1`` mice (the book: four);
    - ``two_players``: two lists of two corners (0..3), together each corner once: the
      hideouts of seat 0 and of seat 1 in a 2-player game;
    - ``turn_limit``: 50 to 2000 turns, then the game is a declared draw;
    - ``options.memory_aid``: a real YAML boolean default and its choices.
    """
    data = read_config(SCHEMA, game_config("chaos"), paths.CONFIG / "chaos.yaml")
    return {"covers": data["covers"], "colours": data["colours"], "small_mice": data["small_mice"],
            "two_players": tuple(tuple(pair) for pair in data["two_players"]),
            "turn_limit": data["turn_limit"], "kitchen": read_kitchen(data["level"]),
            "options": data["options"]}


CONFIG = load_config()
KITCHEN: Kitchen = CONFIG["kitchen"]
COVERS: tuple[int, ...] = CONFIG["covers"]
COLOURS: tuple[str, ...] = CONFIG["colours"]
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
SMALL_MICE: int = CONFIG["small_mice"]
#: Mice a hideout needs before it is claimed (RULES.md 3: four, one large and three small).
CLAIM_SIZE = SMALL_MICE + 1
TWO_PLAYERS: tuple[tuple[int, int], tuple[int, int]] = CONFIG["two_players"]
TURN_LIMIT: int = CONFIG["turn_limit"]

# ------------------------------------------------------------------- the kitchen, flat
SIZE = KITCHEN.size
N_SQUARES = SIZE * SIZE


def sq_index(sq: tuple[int, int]) -> int:
    return sq[1] * SIZE + sq[0]


SQ_NAMES: tuple[str, ...] = tuple(square_name((i % SIZE, i // SIZE)) for i in range(N_SQUARES))
SQ_INDEX: dict[str, int] = {name: i for i, name in enumerate(SQ_NAMES)}
#: ``STEP[d][sq]``: the square one step from ``sq`` in direction ``d``, -1 off the board.
STEP: tuple[tuple[int, ...], ...] = tuple(
    tuple(((i // SIZE + dy) * SIZE + i % SIZE + dx)
          if 0 <= i % SIZE + dx < SIZE and 0 <= i // SIZE + dy < SIZE else -1
          for i in range(N_SQUARES))
    for dx, dy in DELTA)
#: ``HIDEOUT_AT[sq]``: the corner of the hideout the square is in, -1 elsewhere.
HIDEOUT_AT: tuple[int, ...] = tuple(
    KITCHEN.hideout_at.get((i % SIZE, i // SIZE), -1) for i in range(N_SQUARES))
TABLE_SQUARES: frozenset[int] = frozenset(sq_index(sq) for sq in KITCHEN.table)
IS_TABLE: tuple[bool, ...] = tuple(i in TABLE_SQUARES for i in range(N_SQUARES))
#: Floor: neither a hideout nor the table.
IS_FLOOR: tuple[bool, ...] = tuple(HIDEOUT_AT[i] < 0 and not IS_TABLE[i] for i in range(N_SQUARES))
FLOOR: tuple[int, ...] = tuple(i for i in range(N_SQUARES) if IS_FLOOR[i])
RING: tuple[int, ...] = tuple(sq_index(sq) for sq in KITCHEN.ring)
#: ``UNDER_TABLE_FROM[sq]``: the direction from a ring square orthogonally beside the table
#: into it (a mouse's last step under the table), -1 elsewhere.
UNDER_TABLE_FROM: tuple[int, ...] = tuple(
    next((d for d in range(4) if STEP[d][i] >= 0 and IS_TABLE[STEP[d][i]]), -1)
    if i in RING else -1 for i in range(N_SQUARES))
#: Floor-square steps: ``FLOOR_STEPS[sq]`` = ((direction, square), ...) onto floor squares.
FLOOR_STEPS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((d, STEP[d][i]) for d in range(4) if STEP[d][i] >= 0 and IS_FLOOR[STEP[d][i]])
    for i in range(N_SQUARES))
#: The same with each step's axis instead of its direction: ((axis, square), ...).
FLOOR_AXES: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((AXIS[d], t) for d, t in steps) for steps in FLOOR_STEPS)
#: ``ALONG[axis][sq]``: the steps of :data:`FLOOR_AXES` along ``axis`` only (leaving a chair).
ALONG: tuple[tuple[tuple[tuple[int, int], ...], ...], ...] = tuple(
    tuple(tuple((a, t) for a, t in steps if a == axis) for steps in FLOOR_AXES) for axis in (0, 1))
#: Steps a cat may take onto: floor and table squares (never a hideout).
CAT_STEPS: tuple[tuple[int, ...], ...] = tuple(
    tuple(STEP[d][i] for d in range(4) if STEP[d][i] >= 0 and HIDEOUT_AT[STEP[d][i]] < 0)
    for i in range(N_SQUARES))
#: ``ENTRY[sq]``: ((direction, corner), ...) the hideout walls a mouse on ``sq`` may jump.
ENTRY: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((d, HIDEOUT_AT[STEP[d][i]]) for d in range(4) if STEP[d][i] >= 0 and HIDEOUT_AT[STEP[d][i]] >= 0)
    if IS_FLOOR[i] else () for i in range(N_SQUARES))
HOLES: tuple[int, ...] = tuple(sq_index(h.square) for h in KITCHEN.holes)
HOLE_IDS: tuple[str, ...] = tuple(h.id for h in KITCHEN.holes)
HOLE_AT: tuple[int, ...] = tuple(HOLES.index(i) if i in HOLES else -1 for i in range(N_SQUARES))
CHAIR_STARTS: tuple[tuple[int, int, bool], ...] = tuple(
    (sq_index(c.square), DIR_INDEX[c.back], c.cat) for c in KITCHEN.chairs)
N_CHAIRS = len(CHAIR_STARTS)
#: The cats sit on the chairs whose level says so, in chair order (``k0`` on the first).
CAT_STARTS: tuple[int, ...] = tuple(sq for sq, _, cat in CHAIR_STARTS if cat)
N_CATS = len(CAT_STARTS)
N_COVERS = len(COVERS)
N_MICE = 4 * (SMALL_MICE + 1)
#: Mice ``m0``..``m3`` are the large ones (one in each hideout, by corner), the rest small.
N_LARGE = 4
HIDEOUT_IDS = ("H0", "H1", "H2", "H3")
MOUSE_IDS = tuple(f"m{i}" for i in range(N_MICE))
COVER_IDS = tuple(f"c{i}" for i in range(N_COVERS))
CAT_IDS = tuple(f"k{i}" for i in range(N_CATS))
CHAIR_IDS = tuple(f"h{i}" for i in range(N_CHAIRS))
