"""Gouda! Gouda!: a roll's results on the shelf (seed 002, "Déroulement" 3 and "Un
festival de fromages"): which results can be given and how (:func:`gives`), which are
lost (:func:`lose_dice`), and what one does (:func:`give`): a mouse moves along one
link, and eats or wins where it arrives.

The one home of these rules: the state (:mod:`.rules`) gives its results through
:func:`give`, and so does the computer (:mod:`.ai`) when it works out the positions a
roll can lead to. :func:`give` changes only what every position has (a :class:`Larder`:
the mice on each place, the cheese left on the route and on the table, the cheese each
seat has eaten) and says what happened; the state keeps its own counts and says it in
events, the computer copies what :func:`give` will change before it calls it. The
other functions read a :class:`Results`, the roll being given (the state is one), and
the shelf and the actions made once from its config (``roll.config``).

Decisions (where RULES.md is silent) are the rules module's: a result no mouse can
take is lost at once, and said; the legal list offers, for each colour, only the
lowest-numbered die still to give (two greens are the same green).
"""

from __future__ import annotations

from typing import Protocol

from ...core.protocol import Action, Event
from .actions import LETTER_COLOUR, DieLost, Give
from .conf import GoudaConfig

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


def give(larder: Larder, owner: int, frm: int, to: int, festival: bool, table: int) -> int:
    """A result moves one of ``owner``'s mice from ``frm`` to ``to`` (one link): on the
    table (place number ``table``) it wins the basic game; with the festival it eats one of the table's cheese and
    leaves the board, and the last cheese eaten ends the game; elsewhere it stays, and
    eats a cheese of the route there while any is left. Returns what happened
    (:data:`MOVED`, :data:`ATE_ROUTE`, :data:`WON`, :data:`ATE_TABLE`,
    :data:`FEAST_OVER`)."""
    mice = larder.mice
    mice[frm][owner] -= 1
    if to == table:
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


class Results(Larder, Protocol):
    """The roll whose results are given: the place it applies to and how many mice each
    place holds (``count``), its dice (colour letters), which are given or lost
    (``used``) and which are not cancelled (``live``), the players, and the config it
    is played by (its shelf, and the Gives made once: ``config.gives_along``)."""

    place: int
    count: list[int]
    dice: list[str]
    used: list[bool]
    live: list[bool]
    num_players: int
    config: GoudaConfig


def gives(roll: Results) -> list[Action]:
    """For each colour, the lowest-numbered die still to give, to each owner's mouse
    of the place, along each link of its way (the config's own Give objects:
    ``gives_along[die][up][owner][place]``)."""
    place = roll.place
    row = roll.mice[place]
    out: list[Action] = []
    seen = ""
    used, live = roll.used, roll.live
    gives_along = roll.config.gives_along
    for d, c in enumerate(roll.dice):
        if used[d] or not live[d] or c == "y" or c in seen:
            continue
        seen += c
        along = gives_along[d][c == "g"]
        for owner, k in enumerate(row):
            if k:
                out += along[owner][place]
    return out


def lose_dice(roll: Results) -> tuple[list[Event], int]:
    """The results are to be given: those no mouse can take (no mouse left in the
    place, or no link that way: a red on a start place) are lost, marked given and
    said. Returns the events and how many results are left to give."""
    place = roll.place
    here = roll.count[place]
    used, live = roll.used, roll.live
    config = roll.config
    events: list[Event] = []
    left = 0
    for d, c in enumerate(roll.dice):
        if used[d] or not live[d] or c == "y":
            continue
        if not here or not (config.up[place] if c == "g" else config.down[place]):
            used[d] = True
            events.append(DieLost(d, LETTER_COLOUR[c], config.names[place]))
        else:
            left += 1
    return events, left


def canonical_give(roll: Results, action: Give) -> Give:
    """The legal Give equal in effect to ``action`` when it names another die of the
    same colour (a person clicked die 4, the legal list offers die 2 of that colour);
    ``action`` itself otherwise."""
    dice = roll.dice
    if not 0 <= action.die < len(dice) or action.to not in roll.config.idx:
        return action
    c = dice[action.die]
    for d, colour in enumerate(dice):
        if colour == c and not roll.used[d] and roll.live[d]:
            return _give(roll.config, d, action.owner, action.to)
    return action


def _give(config: GoudaConfig, die: int, owner: int, to: str) -> Give:
    """The config's own Give object of ``die`` to ``owner``'s mouse in the roll's place
    going to ``to`` when it has one (the legal lists hand those out), else a new one."""
    if 0 <= owner < len(config.gives_along[die][0]):
        for way in config.gives_along[die]:
            for along in way[owner]:
                for action in along:
                    if action.to == to:
                        return action
    return Give(die, owner, to)


def why_not_give(roll: Results, action: Give) -> str:
    """Why ``action`` is not a legal Give of this roll's results, in plain words."""
    d = action.die
    if not 0 <= d < len(roll.dice):
        return f"there is no die {d + 1} in this roll"
    c = roll.dice[d]
    if roll.used[d]:
        return f"die {d + 1}'s result is already given"
    if not roll.live[d]:
        return f"die {d + 1} was cancelled"
    if c == "y":
        return f"die {d + 1} is yellow: it moves nobody"
    place = roll.place
    names = roll.config.names
    if not 0 <= action.owner < roll.num_players or not roll.mice[place][action.owner]:
        return f"p{action.owner + 1} has no mouse left to move in '{names[place]}'"
    links = roll.config.up[place] if c == "g" else roll.config.down[place]
    if roll.config.idx.get(action.to, -1) not in links:
        way = "up" if c == "g" else "down"
        return (f"'{action.to}' is not a link {way} from '{names[place]}' (a "
                f"{LETTER_COLOUR[c]} die moves {way}: "
                f"{', '.join(names[p] for p in links) or 'nowhere'})")
    canon = canonical_give(roll, action)
    return f"give the {LETTER_COLOUR[c]} result as '{canon}' (dice of a colour are alike)"


def one_way(roll: Results) -> bool:
    """Whether every way of giving the results leads to the same position: the place
    holds one player's mice only, and each colour left has a single link, not to the
    table."""
    place = roll.place
    config = roll.config
    if sum(1 for k in roll.mice[place] if k) != 1:
        return False
    for d, c in enumerate(roll.dice):
        if roll.used[d] or not roll.live[d] or c == "y":
            continue
        links = config.up[place] if c == "g" else config.down[place]
        if len(links) != 1 or links[0] == config.table:
            return False
    return True
