"""What a seat of Drôle de fromage knows: :class:`DroleObservation`, with a
:class:`DrolePiece` per cheese piece. Made by :meth:`DroleState.observation
<game.games.drole.rules.DroleState.observation>`: sizes and places are public, a worm
(and so a piece's points) only where that seat has seen it.

The pieces are made through a small cache (``piece_of``): a piece is frozen, the same
facts give the same object, and finding one costs less than making it (the computers
ask for an observation at every decision, and read the pieces many times)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from ...core.observation import Observation
from ...core.protocol import quick_init


@dataclass(frozen=True)
class DrolePiece:
    """One cheese piece (made through :data:`piece_of`)."""

    id: int                           # its index (by starting square)
    size: str                         # small, medium or large
    owner: int | None                 # the seat whose tray holds it (None: elsewhere)
    out: bool                         # out of the game
    worm: bool | None                 # None: not known to this seat
    points: int | None                # what it is worth (None: not known)
    square: tuple[int, int] | None    # (row, column) on the board (None: not on it)


@quick_init
@dataclass(frozen=True)
class DroleObservation(Observation):
    """The table as one seat knows it. Squares are (row, column)."""

    game: str
    seat: int | None                  # who looks (None: nobody in particular)
    players: int
    rows: int
    cols: int
    sides: tuple[str, ...]            # each seat's side of the board, in turn order
    to_play: int                      # a seat, CHANCE or TERMINAL
    turn: int
    phase: str                        # roll, move, bonus or over
    rolls: tuple[str, ...]            # the faces rolled this turn
    steps: int                        # the move the rolls give (0: still rolling)
    doubled: bool                     # a star doubled it
    steps_left: int
    mice: tuple[tuple[int, int], ...]  # each seat's mouse
    pieces: tuple[DrolePiece, ...]    # by id
    trays: tuple[tuple[int, ...], ...]  # each seat's pieces won
    out: tuple[int, ...]              # the pieces out of the game
    peek: bool                        # players look at the pieces they win
    scoring: str                      # the scoring option ("4-3-2"...)
    size_points: Mapping[str, int]    # a sound piece's points by size
    worm_points: int                  # a wormy piece's points
    worms: Mapping[str, int]          # how many pieces of each size hide a worm
    bonus_player: int                 # who takes a piece in the bonus phase (-1: nobody)
    totals: tuple[int, ...] | None    # each seat's points, once the game is over
    winners: tuple[int, ...]
    end_reason: str


# made once for the same facts (see the module's docstring)
piece_of = lru_cache(maxsize=8192)(DrolePiece)
