"""Drôle de fromage's numbers (``config/drole.yaml``, read once and checked with
:data:`SCHEMA`) and its board (the level it names, read by :mod:`.level`): the
sizes, the die, the scoring tables and the pieces where they start."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ... import paths
from ...config import ConfigError, game_config, key_name, shown
from ...core.levels import load_level
from ...schema import Check, Flag, Level, ListOf, MapOf, OneOf, Option, Record, Where, Whole, read_config, whole
from .level import SIDES, Board, read_board

#: The die's star face.
STAR = "star"
#: The player counts the game is made for (the descriptor's; config's seats must match).
PLAYER_COUNTS = (2, 3, 4)


#: The longest move the die may give (its largest number, times ``star_multiplier`` when
#: it has a star). The book's die gives at most 6 steps (a star, then 3, doubled). The
#: computer thinks over every way to play a move, about eight times as many for each
#: two steps more: for 8 steps a tenth of a second, for 12 steps many seconds a step.
MAX_MOVE = 8


#: What each key of ``config/drole.yaml`` must be (what ties the keys together, the
#: sizes, the die and the level, is checked after: :func:`load_config`).
SCHEMA = Record({
    "level": Level(),
    "sizes": ListOf(Check(lambda v: isinstance(v, str), "a size name"), 1, 8, distinct=True),
    "worms": MapOf(Check(lambda v: isinstance(v, str), "a size from 'sizes'"), Whole(0, 64)),
    "die": ListOf(Check(lambda f: f == STAR or whole(f, 1, MAX_MOVE),
                        f"a whole number from 1 to {MAX_MOVE} or 'star'"), 1, 20),
    "star_multiplier": Whole(1, 4),
    "seats": MapOf(Check(lambda k: whole(k, 2, 4), "2, 3 or 4 (players)"),
                   ListOf(OneOf(*SIDES), 2, 4, distinct=True), 3, 3),
    "scoring": MapOf(Check(lambda v: isinstance(v, str), "a name"),
                     MapOf(Check(lambda v: isinstance(v, str), "a size from 'sizes'"), Whole(0, 100)), 1, 8),
    "worm_points": Whole(0, 100),
    "options": Check(lambda v: isinstance(v, dict), "a mapping"),
})


def load_config() -> dict[str, Any]:
    """The numbers of ``config/drole.yaml``, each checked for its type and range, or a
    ConfigError naming the file and the key (the registry then closes this game only).

    The ranges hold every variant of the rule books (RULES.md 1, seeds 000 and 001: the
    die 1, 2, 2, 3, 3, star doubled once; 2 large and 4 medium wormy pieces; 4/3/2 or
    3/2/1 points; peeking or not) with room for a family's own:

    - ``level``: the name of a Tiled file (``.tmx``) in ``levels/``, no folder;
    - ``sizes``: different piece sizes (names), 1 to 8 of them;
    - ``worms``: per size a whole number from 0 to the pieces of that size on the board;
    - ``die``: 1 to 20 faces, each a whole number from 1 to :data:`MAX_MOVE` or
      ``star``, at least one number;
    - ``star_multiplier``: 1 to 4 (the book: 2), and the longest move (the largest
      number, multiplied when the die has a star) at most :data:`MAX_MOVE` steps, so
      that the computer players answer within a moment;
    - ``seats``: the sides for 2, 3 and 4 players, each side one the board seats;
    - ``scoring``: 1 to 8 tables of whole points from 0 to 100 for each size;
      ``worm_points`` from 0 to 100 (never negative: the last-piece bonus is compulsory);
    - ``options.peek``: ``default`` and ``choices`` real YAML booleans (``maybe`` or
      ``1`` is refused, not read as yes); ``options.scoring``: tables of ``scoring``.
    """
    path = paths.CONFIG / "drole.yaml"
    data = read_config(SCHEMA, game_config("drole"), path)
    sizes, worms, faces, mult = data["sizes"], data["worms"], data["die"], data["star_multiplier"]
    _check_numbers(path, data)
    scoring = data["scoring"]
    options = Record({
        "peek": Option(Flag()),
        "scoring": Option(Check(lambda c: isinstance(c, str) and c in scoring, "a table of 'scoring'")),
    }).read(data["options"], Where(path, "options"))
    level_path = data["level"]
    board = read_board(load_level(level_path), sizes)
    seat_sides = {count: tuple(sides) for count, sides in data["seats"].items()}
    _check_board(path, data, board, seat_sides)
    (peek_default, peek_choices), (default, choices) = options["peek"], options["scoring"]
    return {"sizes": sizes, "worms": {s: int(worms.get(s, 0)) for s in sizes},
            "faces": [str(f) for f in faces], "mult": mult, "seats": seat_sides,
            "scoring": {k: dict(v) for k, v in scoring.items()}, "worm_points": data["worm_points"],
            "board": board, "peek_default": peek_default, "peek_choices": peek_choices,
            "scoring_default": default, "scoring_choices": choices}


def _check_numbers(path: Path, data: dict[str, Any]) -> None:
    """:func:`load_config`'s checks of the numbers together: the worms' sizes, a die
    with a number, the longest move, a scoring table for every size."""
    sizes, worms, faces, mult = data["sizes"], data["worms"], data["die"], data["star_multiplier"]
    for size in worms:
        if size not in sizes:
            raise ConfigError(path, f"worms.{key_name(size)} must be a size from 'sizes'", "bad_value",
                              setting=f"worms.{key_name(size)}")
    if all(f == STAR for f in faces):
        raise ConfigError(path, "die must have at least one number", "bad_value", setting="die")
    longest = max(f for f in faces if f != STAR) * (mult if STAR in faces else 1)
    if longest > MAX_MOVE:
        raise ConfigError(path, f"star_multiplier {mult} makes a move of {longest} steps with "
                          f"the die {shown(list(faces))}: at most {MAX_MOVE}", "bad_value",
                          setting="star_multiplier")
    scoring = data["scoring"]
    for name, table in scoring.items():
        if set(table) != set(sizes):
            raise ConfigError(path, f"scoring.{key_name(name)} must give whole points from 0 to 100 "
                              f"for each of {', '.join(sizes)}", "bad_value",
                              setting=f"scoring.{key_name(name)}")


def _check_board(path: Path, data: dict[str, Any], board: Board, seat_sides: dict[int, tuple[str, ...]]) -> None:
    """:func:`load_config`'s checks of the config against the level: the sides of 2, 3
    and 4 players, which the board seats, and the wormy pieces, which it holds."""
    sizes, worms, level_path = data["sizes"], data["worms"], data["level"]
    for count, sides in seat_sides.items():
        if len(sides) != count:
            raise ConfigError(path, f"seats.{count} must list {count} different sides ({', '.join(SIDES)})",
                              "bad_value", setting=f"seats.{count}")
    if sorted(seat_sides) != list(PLAYER_COUNTS):
        raise ConfigError(path, "seats must give the sides for 2, 3 and 4 players", "bad_value",
                          setting="seats")
    for count, sides in seat_sides.items():
        missing = [s for s in sides if s not in board.starts]
        if missing:
            raise ConfigError(path, f"seats.{count} uses side(s) {', '.join(missing)} that "
                              f"{level_path.name} has no seat for", "bad_value",
                              setting=f"seats.{count}")
    present = {s: sum(1 for v in board.pieces.values() if v == s) for s in sizes}
    for size, n in worms.items():
        if n > present[size]:
            raise ConfigError(path, f"worms.{size} is {n}, but {level_path.name} has only "
                              f"{present[size]} {size} pieces", "bad_value", setting=f"worms.{size}")


CONFIG = load_config()
BOARD: Board = CONFIG["board"]
ROWS, COLS = BOARD.rows, BOARD.cols
NB = BOARD.nb
#: The pieces in a fixed order (by starting square, as (row, col)): a piece's id is its
#: index here.
PIECE_SQUARES: tuple[tuple[int, int], ...] = tuple(BOARD.rc(sq) for sq in sorted(BOARD.pieces))
PIECE_SIZES: tuple[str, ...] = tuple(BOARD.pieces[sq] for sq in sorted(BOARD.pieces))
N_PIECES = len(PIECE_SIZES)


def _faces() -> list[tuple[str, float]]:
    """Each distinct face of the die with its probability."""
    faces = CONFIG["faces"]
    order = list(dict.fromkeys(faces))
    return [(f, faces.count(f) / len(faces)) for f in order]


FACES = _faces()
FACE_NAMES = tuple(f for f, _ in FACES)
