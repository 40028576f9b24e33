"""Drôle de fromage's numbers (``config/drole.yaml``, read once and checked with
:data:`SCHEMA`) and its board (the level it names, read by :mod:`.level`), held by one
frozen :class:`DroleConfig` that :func:`load_config` builds and ``GAME.config()`` keeps.

The config object holds what the file says (the piece sizes and their worms, the die
and its star multiplier, the sides taken for 2, 3 and 4 players, the scoring tables,
the options' defaults and choices), the board of the level, and every table worked out
from them once that the rules, the computer players and the views read: the board's
size and neighbours, each square's (row, column), the pieces in their fixed order
with their sizes and starting squares, the die's distinct faces with their chances
(and the rules' faces and notation for them), the options offered, and the computers'
move lengths, rays to the edges and distances. Nothing here is read at import: a state
refers to the config it was made with (``state.config``), the rest asks
``GAME.config()``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import accumulate
from pathlib import Path
from typing import Any

from ... import paths
from ...config import ConfigError, game_config, key_name, shown
from ...core.levels import load_level
from ...core.protocol import Action, OptionSpec
from ...schema import Check, Flag, Level, ListOf, MapOf, OneOf, Option, Record, Where, Whole, read_config, whole
from .actions import Die, Step
from .level import DIRECTIONS, SIDES, Board, read_board

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


@dataclass(frozen=True, slots=True)
class DroleConfig:
    """Drôle de fromage's numbers and board, checked (:func:`load_config`), with the
    tables worked out from them (the fields after ``scoring_choices``, made by
    ``__post_init__``: ``dataclasses.replace`` with other numbers makes them anew).

    Shared, never copied: a state's copies and clones refer to the same object
    (``copy.deepcopy`` gives it back as it is)."""

    #: the piece sizes, in the file's order
    sizes: tuple[str, ...]
    #: how many pieces of each size hide a worm (every size, 0 for none)
    worms: dict[str, int]
    #: the die's faces as the file lists them (``"1"``... or :data:`STAR`)
    die: tuple[str, ...]
    #: a star's multiplier of the number rolled after it
    mult: int
    #: the sides taken, in turn order, for each player count
    seats: dict[int, tuple[str, ...]]
    #: each scoring table's points of a sound piece by size
    scoring: dict[str, dict[str, int]]
    #: what a wormy piece is worth
    worm_points: int
    #: the level's board
    board: Board
    peek_default: bool
    peek_choices: tuple[bool, ...]
    scoring_default: str
    scoring_choices: tuple[str, ...]

    # worked out from the above -----------------------------------------------------
    rows: int = field(init=False)
    cols: int = field(init=False)
    #: rows * cols
    squares: int = field(init=False)
    #: ``nb[square][d]``: the neighbour towards direction index d (-1: off the board)
    nb: tuple[tuple[int, ...], ...] = field(init=False)
    #: each square's (row, column) (events name squares this way)
    rc: tuple[tuple[int, int], ...] = field(init=False)
    #: the pieces in a fixed order (by starting square, as (row, col)): a piece's id is
    #: its index here
    piece_squares: tuple[tuple[int, int], ...] = field(init=False)
    piece_sizes: tuple[str, ...] = field(init=False)
    n_pieces: int = field(init=False)
    #: each distinct face of the die with its probability, in the die's order
    faces: tuple[tuple[str, float], ...] = field(init=False)
    face_names: tuple[str, ...] = field(init=False)
    #: the rules' die actions (one per face name) and what the generic chance sampler
    #: of the protocol adds up for them (``cumulative[i]``: the sum of the first i + 1
    #: probabilities, added in the same order, so that a draw picks the same face)
    dice: tuple[Die, ...] = field(init=False)
    cumulative: tuple[float, ...] = field(init=False)
    #: the exact notation of every die face and step (saves and replays parse many)
    notation: dict[str, Action] = field(init=False)
    #: the options a family sets (peek, scoring), as the set-up screen offers them
    option_specs: tuple[OptionSpec, ...] = field(init=False)
    #: the computers' die: how many steps a move has, with its probability (a star:
    #: roll again, doubled once); the longest; ``at_least[k]`` the chance of a move of
    #: at least k steps (0 past the longest)
    move_lengths: dict[int, float] = field(init=False)
    max_steps: int = field(init=False)
    at_least: tuple[float, ...] = field(init=False)
    #: ``rays[square][d]``: the squares from ``square`` (excluded) to the edge, towards d
    rays: tuple[tuple[tuple[int, ...], ...], ...] = field(init=False)
    #: ``dist[a][b]``: the steps between two squares (rows apart plus columns apart)
    dist: tuple[tuple[int, ...], ...] = field(init=False)

    def __post_init__(self) -> None:
        board = self.board
        rows, cols = board.rows, board.cols
        squares = rows * cols
        order = sorted(board.pieces)
        distinct = list(dict.fromkeys(self.die))
        faces = tuple((f, self.die.count(f) / len(self.die)) for f in distinct)
        dice = tuple(Die(f) for f, _ in faces)
        steps = tuple(Step(d) for d in DIRECTIONS)
        move_lengths = _move_lengths(faces, self.mult)
        max_steps = max(move_lengths)
        tables: dict[str, Any] = {
            "rows": rows, "cols": cols, "squares": squares, "nb": board.nb,
            "rc": tuple(divmod(sq, cols) for sq in range(squares)),
            "piece_squares": tuple(board.rc(sq) for sq in order),
            "piece_sizes": tuple(board.pieces[sq] for sq in order),
            "n_pieces": len(order),
            "faces": faces, "face_names": tuple(f for f, _ in faces),
            "dice": dice, "cumulative": tuple(accumulate(p for _, p in faces)),
            "notation": {str(a): a for a in [*dice, *steps]},
            "option_specs": (OptionSpec("peek", self.peek_default, self.peek_choices),
                             OptionSpec("scoring", self.scoring_default, self.scoring_choices)),
            "move_lengths": move_lengths, "max_steps": max_steps,
            "at_least": tuple(sum(p for n, p in move_lengths.items() if n >= k)
                              for k in range(max_steps + 2)),
            "rays": _rays(board.nb),
            "dist": tuple(tuple(abs(a // cols - b // cols) + abs(a % cols - b % cols)
                                for b in range(squares)) for a in range(squares)),
        }
        for name, value in tables.items():
            object.__setattr__(self, name, value)

    def __deepcopy__(self, memo: dict[int, Any]) -> DroleConfig:
        return self                  # frozen: a copy of a state shares its config

    def __copy__(self) -> DroleConfig:
        return self

    def move_steps(self, rolls: list[str]) -> int:
        """Seed 000: the steps a turn's rolls give: the number rolled, multiplied (once)
        when stars came before it (star + star + 3 = 6); 0 while the die still has to
        be rolled."""
        if not rolls or rolls[-1] == STAR:
            return 0
        return int(rolls[-1]) * (self.mult if STAR in rolls else 1)

    def points_of(self, size: str, worm: bool, scoring: str) -> int:
        """Seed 001, "le décompte des points": 4/3/2 by size (option 3/2/1), a wormy
        piece worth ``worm_points`` (0)."""
        return self.worm_points if worm else self.scoring[scoring][size]


def _move_lengths(faces: tuple[tuple[str, float], ...], mult: int) -> dict[int, float]:
    """How many steps a move has, with its probability (star: roll again, multiplied once)."""
    numbers = [(int(f), p) for f, p in faces if f != STAR]
    p_number = sum(p for _, p in numbers)
    p_star = 1.0 - p_number
    lengths: dict[int, float] = {}
    for n, p in numbers:
        lengths[n] = lengths.get(n, 0.0) + p
        doubled = n * mult
        lengths[doubled] = lengths.get(doubled, 0.0) + p_star * p / p_number
    return dict(sorted(lengths.items()))


def _rays(nb: tuple[tuple[int, ...], ...]) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """``rays[square][d]``: the squares from ``square`` (excluded) to the edge, towards d."""
    table = []
    for sq in range(len(nb)):
        row = []
        for d in range(4):
            ray, s = [], nb[sq][d]
            while s >= 0:
                ray.append(s)
                s = nb[s][d]
            row.append(tuple(ray))
        table.append(tuple(row))
    return tuple(table)


def load_config() -> DroleConfig:
    """The numbers of ``config/drole.yaml``, each checked for its type and range, and
    the board of its level, as a :class:`DroleConfig`; or a ConfigError naming the file
    and the key (the registry then closes this game only).

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
    return DroleConfig(
        sizes=tuple(sizes), worms={s: int(worms.get(s, 0)) for s in sizes},
        die=tuple(str(f) for f in faces), mult=mult, seats=seat_sides,
        scoring={k: dict(v) for k, v in scoring.items()}, worm_points=data["worm_points"],
        board=board, peek_default=peek_default, peek_choices=tuple(peek_choices),
        scoring_default=default, scoring_choices=tuple(choices))


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
