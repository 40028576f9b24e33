"""Gouda! Gouda!: what a result does on the shelf (seed 002, "Déroulement" 3 and "Un
festival de fromages"): a mouse moves along one link, and eats or wins where it arrives.

The one home of these rules: the state (:mod:`.rules`) gives its results through
:func:`give`, and so does the computer (:mod:`.ai`) when it works out the positions a
roll can lead to. :func:`give` changes only what every position has (a :class:`Larder`:
the mice on each place, the cheese left on the route and on the table, the cheese each
seat has eaten) and says what happened; the state keeps its own counts and says it in
events, the computer copies what :func:`give` will change before it calls it.
"""

from __future__ import annotations

from typing import Protocol

from .conf import TABLE

#: What a result did (:func:`give`): the mouse moved along the shelf; it ate a cheese of
#: the route and stays there; it reached the table in the basic game (it wins); it ate a
#: cheese of the table and left the board (festival); and that cheese was the last (the
#: game is over).
MOVED, ATE_ROUTE, WON, ATE_TABLE, FEAST_OVER = range(5)


class Larder(Protocol):
    """What :func:`give` reads and changes: ``mice[place][seat]``, the cheese left on
    each place of the route (``route_left``, all 0 without that variant) and on the
    table (``table_cheese``, 0 in the basic game), the cheese ``eaten`` by each seat."""

    mice: list[list[int]]
    route_left: list[int]
    table_cheese: int
    eaten: list[int]


def give(larder: Larder, owner: int, frm: int, to: int, festival: bool) -> int:
    """A result moves one of ``owner``'s mice from ``frm`` to ``to`` (one link): on the
    table it wins the basic game; with the festival it eats one of the table's cheese and
    leaves the board, and the last cheese eaten ends the game; elsewhere it stays, and
    eats a cheese of the route there while any is left. Returns what happened
    (:data:`MOVED`, :data:`ATE_ROUTE`, :data:`WON`, :data:`ATE_TABLE`,
    :data:`FEAST_OVER`)."""
    mice = larder.mice
    mice[frm][owner] -= 1
    if to == TABLE:
        if not festival:
            mice[to][owner] += 1
            return WON
        larder.table_cheese -= 1
        larder.eaten[owner] += 1
        return FEAST_OVER if larder.table_cheese <= 0 else ATE_TABLE
    mice[to][owner] += 1
    route = larder.route_left
    if route[to]:
        route[to] -= 1
        larder.eaten[owner] += 1
        return ATE_ROUTE
    return MOVED
