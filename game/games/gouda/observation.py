"""What a seat of Gouda! Gouda! knows: :class:`GoudaObservation`, made by
:meth:`GoudaState.observation <game.games.gouda.rules.GoudaState.observation>`: the
table, open to all, and the kinds of the seat's own markers (``hand``), never another
seat's. Places are named as the level names them.

Dice and markers on the stack are made through small caches (``die_of``, ``stacked_of``):
they are frozen, and the same facts give the same object."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from ...core.observation import Observation
from ...core.protocol import quick_init


@dataclass(frozen=True)
class GoudaDie:
    colour: str | None          # None: not rolled yet
    live: bool                  # not cancelled
    used: bool                  # given, or lost


@dataclass(frozen=True)
class GoudaStacked:
    """A power marker played and waiting on the stack."""

    seat: int
    kind: str
    move: str                   # its notation
    status: str                 # live, cancelled or spent


@quick_init
@dataclass(frozen=True)
class GoudaObservation(Observation):
    """The table as one seat knows it (see the module's docstring)."""

    game: str
    seat: int | None                  # who looks (None: nobody in particular)
    players: int
    to_play: int                      # a seat, CHANCE or TERMINAL
    turn: int                         # whose turn it is
    phase: str
    answering: bool                   # to_play answers out of turn
    asking: tuple[int, ...]           # the seats still asked in the answer window
    actor: int                        # the seat the window's answers are about (-1: none)
    places: Mapping[str, tuple[int, ...]]    # place -> each seat's mice on it
    on_board: tuple[int, ...]         # each seat's mice on the board
    chosen: str | None                # the place the player chose
    place: str | None                 # where the roll applies
    dice: tuple[GoudaDie, ...]
    rolling: tuple[int, ...]          # the dice in the air
    stack: tuple[GoudaStacked, ...]
    markers: tuple[int, ...]          # how many markers each seat holds
    dealt: tuple[int, ...]            # how many each was dealt
    hand: Mapping[str, int] | None    # this seat's markers by kind (None: nobody's)
    played: tuple[tuple[int, str], ...]    # (seat, marker) played, in order
    extra: tuple[tuple[int, str | None], ...]    # (seat, place) extra turns to come
    start: str                        # the start option
    powers: int | str                 # the powers option (0, 3, 4, 5 or "set")
    festival: bool
    route_cheese: bool
    table_cheese: int                 # cheese left on the table (festival)
    route_left: Mapping[str, int]     # place -> cheese left along the route
    eaten: tuple[int, ...]
    at_table: tuple[int, ...]         # each seat's mice on the table
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    end_reason: str


# made once for the same facts (see the module's docstring)
die_of = lru_cache(maxsize=256)(GoudaDie)
stacked_of = lru_cache(maxsize=1024)(GoudaStacked)
