"""Chaos de souris et de fromage's places and the rules' action objects: where a mouse
or a cover can be (a square, a hideout, under the table, on the table), the phases of a
turn, the pieces' numbers by name, and the one action object of each kind and place
that the legal lists hand out (so that parsing what ``str`` wrote gives the very object
the legal list holds). Everything here is worked out once, at import, from :mod:`.conf`.
"""

from __future__ import annotations

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
from .conf import (
    CAT_IDS,
    CHAIR_IDS,
    COVER_IDS,
    DIRS,
    FLOOR,
    HIDEOUT_IDS,
    HOLE_IDS,
    IS_FLOOR,
    MOUSE_IDS,
    N_SQUARES,
    SQ_INDEX,
    SQ_NAMES,
    STEP,
    TWO_PLAYERS,
)

# ------------------------------------------------------------------- places of a mouse
#: A mouse's place: a square 0..143, a hideout ``HIDE + corner``, or under the table.
HIDE = N_SQUARES
UNDER = N_SQUARES + 4
#: A cover's place before its first move.
ON_TABLE = -1

COVER, PLACE, MOVE, CATCH_PHASE, CHAIR, ASK, OVER = (
    "cover", "place", "move", "catch", "chair", "ask", "over")
PHASES = (COVER, PLACE, MOVE, CATCH_PHASE, CHAIR, ASK, OVER)
MOUSE_INDEX = {m: i for i, m in enumerate(MOUSE_IDS)}
COVER_INDEX = {c: i for i, c in enumerate(COVER_IDS)}
CAT_INDEX = {k: i for i, k in enumerate(CAT_IDS)}
CHAIR_INDEX = {h: i for i, h in enumerate(CHAIR_IDS)}
HIDEOUT_INDEX = {h: i for i, h in enumerate(HIDEOUT_IDS)}
#: ``FLOOR_POS[sq]``: the square's place in :data:`FLOOR`, -1 off the floor.
FLOOR_POS = tuple(FLOOR.index(s) if IS_FLOOR[s] else -1 for s in range(N_SQUARES))
#: ``FLOOR_DIRS[sq]``: ((direction, square), ...) of the floor squares beside ``sq``,
#: in direction order (where a chair on ``sq`` may be tipped).
FLOOR_DIRS = tuple(tuple((d, STEP[d][s]) for d in range(4) if STEP[d][s] >= 0 and IS_FLOOR[STEP[d][s]])
                   for s in range(N_SQUARES))


def place_name(loc: int) -> str:
    """The notation of a mouse's place: ``e7``, ``H2`` or ``table``."""
    if loc < HIDE:
        return SQ_NAMES[loc]
    if loc < UNDER:
        return HIDEOUT_IDS[loc - HIDE]
    return TABLE


def place_index(text: str) -> int:
    """The place :func:`place_name` writes ``text`` for (-1: none)."""
    if text == TABLE:
        return UNDER
    if text in HIDEOUT_INDEX:
        return HIDE + HIDEOUT_INDEX[text]
    return SQ_INDEX.get(text, -1)


def step_name(s: int) -> str:
    """A step of a mouse's path: a square, a hole (``-1 - hole``), a hideout, the table."""
    if s < 0:
        return HOLE_IDS[-1 - s]
    return place_name(s)


def hideouts_of(players: int) -> tuple[tuple[int, ...], ...]:
    """Each seat's hideouts (corners), in the order its claim turns them over."""
    if players == 2:
        return (tuple(TWO_PLAYERS[0]), tuple(TWO_PLAYERS[1]))
    return tuple((seat,) for seat in range(players))


def owners(players: int) -> tuple[int, ...]:
    """The seat owning each hideout (by corner), -1 for the free one (3 players)."""
    out = [-1] * 4
    for seat, hs in enumerate(hideouts_of(players)):
        for h in hs:
            out[h] = seat
    return tuple(out)


# ------------------------------------------------- the one action object of each kind
LIFTS = tuple(Lift(c) for c in COVER_IDS)
PUTS = [[Put(c, SQ_NAMES[s]) for s in range(N_SQUARES)] for c in COVER_IDS]
MOUSE_MOVES = [[Move(m, place_name(loc)) for loc in range(UNDER + 1)] for m in MOUSE_IDS]
CAT_MOVES = [[Move(k, SQ_NAMES[s]) for s in range(N_SQUARES)] for k in CAT_IDS]
CHAIR_MOVES = [[ChairTo(h, SQ_NAMES[s]) for s in range(N_SQUARES)] for h in CHAIR_IDS]
#: each chair's moves to every floor square, in the order of :data:`FLOOR` (filtered by
#: :meth:`~.moves.ChaosMoves._taken_floor`)
CHAIR_FLOOR_MOVES = [tuple(moves[s] for s in FLOOR) for moves in CHAIR_MOVES]
TIPS = [[Tip(h, d) for d in DIRS] for h in CHAIR_IDS]
#: every action the rules can offer, by its notation: parsing what ``str`` wrote is a
#: look-up (and gives the very object the legal list holds)
WRITTEN: dict[str, Action] = {
    str(a): a for group in (LIFTS, *PUTS, *MOUSE_MOVES, *CAT_MOVES, *CHAIR_MOVES, *TIPS,
                            (END, CLAIM, PASS, CATCH, LEAVE)) for a in group}
