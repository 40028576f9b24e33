"""Chaos de souris et de fromage's places and the rules' action objects: where a mouse
or a cover can be (a square, a hideout, under the table, on the table), the phases of a
turn, and (:class:`Acts`, one for each config, ``config.acts``) the pieces' numbers by
name and the one action object of each kind and place that the legal lists hand out (so
that parsing what ``str`` wrote gives the very object the legal list holds).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.protocol import Action
from .actions import (
    CATCH,
    CLAIM,
    END,
    LEAVE,
    PASS,
    TABLE,
    ChairTo,
    Lift,
    Move,
    Put,
    Tip,
)
from .conf import DIRS, HIDEOUT_IDS, Shared
from .level import SIZE

if TYPE_CHECKING:
    from .conf import Flat

# ------------------------------------------------------------------- places of a mouse
#: A mouse's place: a square 0..143, a hideout ``HIDE + corner``, or under the table.
#: (The kitchen is the rule book's :data:`.level.SIZE` squares a side, which the level's
#: reader checks: these numbers are the code's, the same for every config.)
HIDE = SIZE * SIZE
UNDER = HIDE + 4
#: A cover's place before its first move.
ON_TABLE = -1

COVER, PLACE, MOVE, CATCH_PHASE, CHAIR, ASK, OVER = (
    "cover", "place", "move", "catch", "chair", "ask", "over")
PHASES = (COVER, PLACE, MOVE, CATCH_PHASE, CHAIR, ASK, OVER)
HIDEOUT_INDEX = {h: i for i, h in enumerate(HIDEOUT_IDS)}


def place_name(loc: int, flat: Flat) -> str:
    """The notation of a mouse's place: ``e7``, ``H2`` or ``table``."""
    if loc < HIDE:
        return flat.sq_names[loc]
    if loc < UNDER:
        return HIDEOUT_IDS[loc - HIDE]
    return TABLE


def place_index(text: str, flat: Flat) -> int:
    """The place :func:`place_name` writes ``text`` for (-1: none)."""
    if text == TABLE:
        return UNDER
    if text in HIDEOUT_INDEX:
        return HIDE + HIDEOUT_INDEX[text]
    return flat.sq_index.get(text, -1)


def step_name(s: int, flat: Flat) -> str:
    """A step of a mouse's path: a square, a hole (``-1 - hole``), a hideout, the table."""
    if s < 0:
        return flat.hole_ids[-1 - s]
    return place_name(s, flat)


# ------------------------------------------------- the one action object of each kind
@dataclass(frozen=True, slots=True, eq=False)
class Acts(Shared):
    """The pieces' numbers by name and the one action object of each kind and place, for
    one config (:meth:`of`; ``config.acts``)."""

    mouse_index: dict[str, int]
    cover_index: dict[str, int]
    cat_index: dict[str, int]
    chair_index: dict[str, int]
    lifts: tuple[Lift, ...]
    #: ``puts[cover][square]``, ``mouse_moves[mouse][place]``, ``cat_moves[cat][square]``,
    #: ``chair_moves[chair][square]``, ``tips[chair][direction]``. The inner ones that the
    #: legal list maps squares through (``map(puts[c].__getitem__, ...)``) are lists: a
    #: list's ``__getitem__`` is a quick built-in method, a tuple's a slot wrapper.
    puts: tuple[list[Put], ...]
    mouse_moves: tuple[tuple[Move, ...], ...]
    cat_moves: tuple[tuple[Move, ...], ...]
    chair_moves: tuple[list[ChairTo], ...]
    #: each chair's moves to every floor square, in the order of ``flat.floor`` (filtered
    #: by :meth:`~.moves.ChaosMoves._taken_floor`)
    chair_floor_moves: tuple[tuple[ChairTo, ...], ...]
    tips: tuple[tuple[Tip, ...], ...]
    #: every action the rules can offer, by its notation: parsing what ``str`` wrote is a
    #: look-up (and gives the very object the legal list holds)
    written: dict[str, Action]

    @classmethod
    def of(cls, flat: Flat, mouse_ids: tuple[str, ...], cover_ids: tuple[str, ...]) -> Acts:
        squares = range(flat.n_squares)
        names = flat.sq_names
        lifts = tuple(Lift(c) for c in cover_ids)
        puts = tuple([Put(c, names[s]) for s in squares] for c in cover_ids)
        mouse_moves = tuple(tuple(Move(m, place_name(loc, flat)) for loc in range(UNDER + 1))
                            for m in mouse_ids)
        cat_moves = tuple(tuple(Move(k, names[s]) for s in squares) for k in flat.cat_ids)
        chair_moves = tuple([ChairTo(h, names[s]) for s in squares] for h in flat.chair_ids)
        tips = tuple(tuple(Tip(h, d) for d in DIRS) for h in flat.chair_ids)
        written: dict[str, Action] = {
            str(a): a for group in (lifts, *puts, *mouse_moves, *cat_moves, *chair_moves, *tips,
                                    (END, CLAIM, PASS, CATCH, LEAVE)) for a in group}
        return cls(
            mouse_index={m: i for i, m in enumerate(mouse_ids)},
            cover_index={c: i for i, c in enumerate(cover_ids)},
            cat_index={k: i for i, k in enumerate(flat.cat_ids)},
            chair_index={h: i for i, h in enumerate(flat.chair_ids)},
            lifts=lifts, puts=puts, mouse_moves=mouse_moves, cat_moves=cat_moves,
            chair_moves=chair_moves,
            chair_floor_moves=tuple(tuple(moves[s] for s in flat.floor) for moves in chair_moves),
            tips=tips, written=written)
