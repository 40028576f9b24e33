"""What a seat of Chaos de souris et de fromage knows: :class:`ChaosObservation`, made by
:meth:`ChaosState.observation <game.games.chaos.rules.ChaosState.observation>`. The
kitchen is open to all (every piece, which mice are covered, the chairs, the turn, every
claim); a colour, a number or a card shows only to a seat that saw it (or to all once a
claim showed it). Pieces and places are named as the notation names them (``m3``,
``c2``, ``k0``, ``h1``, ``H2``, ``e7``, ``table``).

The pieces are made through small caches (``mouse_of``, ``cover_of``, ``cat_of``, ``chair_of``,
``hideout_of``):
a piece is frozen, the same facts give the same object, and finding one costs less
than making it (the computers ask for an observation at every decision).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...core.observation import Observation
from ...core.protocol import quick_init


@dataclass(frozen=True)
class ChaosMouse:
    id: str
    size: str                   # large or small
    at: str                     # a square, a hideout or the table
    covered: bool               # under a cover
    colour: str | None          # None: not known to this seat


@dataclass(frozen=True)
class ChaosCover:
    id: str
    at: str                     # a square or the table
    number: int | None          # None: not known to this seat


@dataclass(frozen=True)
class ChaosCat:
    id: str
    at: str                     # its square, or the chair it sits on
    square: str


@dataclass(frozen=True)
class ChaosChair:
    id: str
    at: str
    back: str                   # the direction of its back (up, down, left, right)
    tipped: str | None          # the direction it lies towards (None: upright)
    onto: str | None            # the square its back lies on when tipped
    cat: str | None             # the cat on its square


@dataclass(frozen=True)
class ChaosCatch:
    """The mouse a cat of the mover's just landed on (phase ``catch``), and where."""

    mouse: str
    at: str


@dataclass(frozen=True)
class ChaosHideout:
    seat: int | None            # its owner (None: the free hideout)
    colour: str | None          # the colour it wants (None: not known to this seat)
    mice: tuple[str, ...]       # the mice in it, in the order they came


@quick_init
@dataclass(frozen=True)
class ChaosSeen:
    """What this seat saw: each mouse's colour and each cover's number, with the turn."""

    mice: Mapping[str, tuple[str, int]]
    covers: Mapping[str, tuple[int, int]]


@quick_init
@dataclass(frozen=True)
class ChaosLooked:
    """Who looked at what (public): each mouse and cover, the seats that looked."""

    mice: Mapping[str, tuple[int, ...]]
    covers: Mapping[str, tuple[int, ...]]


@dataclass(frozen=True)
class ChaosClaim:
    """A claim (or the free hideout's check), as everybody saw it."""

    seat: int | None            # the claimer (None: the free hideout)
    turn: int
    colours: tuple[str, ...]    # the card(s) shown
    turned: tuple[tuple[str, str], ...]    # (mouse, colour) turned over, in order
    returned: tuple[str, str, str, int] | None    # (mouse, colour, hideout, its owner)
    across: tuple[tuple[str, ...], ...]    # (mouse, colour, hideout) gone to the other
    won: bool

    @classmethod
    def of(cls, record: dict[str, Any]) -> ChaosClaim:
        """The claim of the rules' public ``record`` (a dict kept in the saves)."""
        returned = record.get("returned")
        return cls(seat=record.get("seat"), turn=int(record.get("turn", 0)),
                   colours=tuple(str(c) for c in record.get("colours", ())),
                   turned=tuple((str(m), str(c)) for m, c in record.get("turned", ())),
                   returned=(str(returned[0]), str(returned[1]), str(returned[2]),
                             int(returned[3])) if returned else None,
                   across=tuple(tuple(str(x) for x in item) for item in record.get("across", ())),
                   won=bool(record.get("won")))


@quick_init
@dataclass(frozen=True)
class ChaosObservation(Observation):
    """The kitchen as one seat knows it (see the module's docstring)."""

    game: str
    seat: int | None                  # who looks (None: nobody in particular)
    players: int
    turn: int                         # turns played
    turn_limit: int
    phase: str
    to_play: int                      # a seat, CHANCE or TERMINAL
    turn_owner: int
    answering: bool
    asking: tuple[int, ...]           # the seats still asked whether they claim
    catch: ChaosCatch | None
    number: int | None                # the number in use this turn, for the mover only
    lifted: str | None                # the cover in hand
    placed: str | None                # the cover put down this turn
    barred: tuple[str, ...]           # covers tried this turn
    claimed: bool
    chair_done: bool
    claim_size: int                   # mice a hideout holds when full
    colours: tuple[str, ...]
    mice: tuple[ChaosMouse, ...]
    covers: tuple[ChaosCover, ...]
    cats: tuple[ChaosCat, ...]
    chairs: tuple[ChaosChair, ...]
    holes: Mapping[str, str]          # hole -> its square
    cards: Mapping[str, tuple[str, ...]]    # seat ("0".."3") -> the colours of its cards known
    hideouts: Mapping[str, ChaosHideout]    # "H0".."H3"
    free_hideout: str | None
    seen: ChaosSeen
    looked: ChaosLooked
    claims: tuple[ChaosClaim, ...]
    winners: tuple[int, ...]
    draw: bool
    end_reason: str
    memory_aid: bool


# the pieces, made once for the same facts (see the module's docstring)
mouse_of = lru_cache(maxsize=4096)(ChaosMouse)
cover_of = lru_cache(maxsize=4096)(ChaosCover)
cat_of = lru_cache(maxsize=1024)(ChaosCat)
chair_of = lru_cache(maxsize=4096)(ChaosChair)
hideout_of = lru_cache(maxsize=4096)(ChaosHideout)
