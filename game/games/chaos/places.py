"""Chaos de souris et de fromage's places: where a mouse or a cover can be (a square, a
hideout, under the table, on the table) and the phases of a turn. (The one action
object of each kind and place that the legal lists hand out is the config's:
:class:`~.conf.Acts`, ``config.acts``.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import TABLE
from .conf import HIDEOUT_IDS
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
