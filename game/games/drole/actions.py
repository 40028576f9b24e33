"""Drôle de fromage's actions (the die's faces, a mouse's steps, the last-piece bonus,
with their notation) and events (what happened, for the table and the move log; a worm
seen is its finder's alone)."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.protocol import Action, Event, quick_init


@dataclass(frozen=True)
class Die(Action):
    """Chance: the special die shows ``face`` ("1", "2", "3" or "star")."""

    face: str

    def __str__(self) -> str:
        return f"die {self.face}"


@dataclass(frozen=True)
class Step(Action):
    """Move one's mouse one square towards ``direction`` (n, e, s or w), pushing the
    line of cheese in front of it."""

    direction: str

    def __str__(self) -> str:
        return f"step {self.direction}"


@dataclass(frozen=True)
class Take(Action):
    """Last-piece bonus: take piece ``piece`` from seat ``opponent``'s tray."""

    opponent: int
    piece: int

    def __str__(self) -> str:
        return f"take p{self.opponent + 1} {self.piece}"


# --------------------------------------------------------------------------- events
@quick_init
@dataclass(frozen=True)
class TurnStarted(Event):
    player: int


@quick_init
@dataclass(frozen=True)
class DieRolled(Event):
    """The die showed ``face``; ``steps`` is the move it makes (0 after a star: roll
    again), ``doubled`` whether a star doubled it."""

    player: int
    face: str
    steps: int
    doubled: bool


@quick_init
@dataclass(frozen=True)
class MouseStepped(Event):
    player: int
    frm: tuple[int, int]
    to: tuple[int, int]
    direction: str
    steps_left: int


@quick_init
@dataclass(frozen=True)
class CheesePushed(Event):
    """Pieces slid one square towards ``direction``: ``moves`` are (piece, from, to)."""

    direction: str
    moves: tuple[tuple[int, tuple[int, int], tuple[int, int]], ...]


@quick_init
@dataclass(frozen=True)
class CheeseFell(Event):
    """``piece`` fell off the ``side`` edge from ``frm``; it goes to ``player`` (-1: out
    of the game, nobody sits there)."""

    piece: int
    size: str
    frm: tuple[int, int]
    side: str
    player: int


@quick_init
@dataclass(frozen=True)
class MoveEnded(Event):
    """The move is over; ``blocked``: steps were left but no step was legal."""

    player: int
    steps_left: int
    blocked: bool


@quick_init
@dataclass(frozen=True)
class LastPiece(Event):
    """``player`` received the last piece and takes one piece from an opponent."""

    player: int


@quick_init
@dataclass(frozen=True)
class PieceTaken(Event):
    player: int
    opponent: int
    piece: int
    size: str


@quick_init
@dataclass(frozen=True)
class WormSeen(Event):
    """With the peeking rule, ``player`` looks inside ``piece`` they have just received:
    only they see it (the others saw the piece, by its size, and nothing of this)."""

    player: int
    piece: int
    worm: bool

    def audience(self) -> tuple[int, ...] | None:
        return (self.player,)

    def public(self) -> Event | None:
        return None


@quick_init
@dataclass(frozen=True)
class GameOver(Event):
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str          # "board_empty" or "jammed"
