"""Gouda! Gouda!'s actions and move notation (RULES.md section 2; the events are in
:mod:`.rules`, where the move log's tests look for them).

Every action is plain frozen data with a short readable notation that
:func:`parse_action` turns back into an equal action. Numbers in the notation are the
ones people say: dice are numbered from 1 (die 1 is the leftmost), seats are ``p1`` to
``p6`` (like ``take p2 5`` in Drôle de fromage and ``swap p2 blue`` in the cubes), a
marker on the stack is numbered from 1 at the bottom. Inside the program dice, seats
and stack positions count from 0.

=================  ==========================================================
``start can``      set-up: put all five of one's mice on the start place ``can``
``choose tin``     the turn's place (it holds at least one of one's mice)
``roll g,y,r``     chance: the dice being rolled show green, yellow, red
``give 2 to p1 pot``  die 2's result moves one of p1's mice of the rolled place to ``pot``
``pass``           no answer (an answer window)
``reroll 1,3``     Reroll: dice 1 and 3 are rolled again
``extra self``     Extra turn: another turn for oneself when this turn ends
``extra p2 pot``   Extra turn: p2 plays another turn in ``pot`` when this turn ends
``transfer jar``   Transfer: the roll applies to ``jar`` instead
``improve 1,3``    Improve: dice 1 and 3 go one step up (red → yellow → green)
``worsen 2``       Worsen: die 2 goes one step down (green → yellow → red)
``cancel roll``    Cancel: the whole roll is rolled again
``cancel dice 1,2``  Cancel: dice 1 and 2 are ignored
``cancel marker 1``  Cancel: the marker at stack position 1 has no effect
=================  ==========================================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from ...core.protocol import Action, Event, IllegalAction, Pass, quick_init

#: A marker on the stack: waiting to resolve, cancelled by a Cancel, or spent (the roll
#: it answered was cancelled).
LIVE, CANCELLED, SPENT = "live", "cancelled", "spent"
#: The six kinds of power marker, in the order they are listed everywhere.
KINDS = ("reroll", "extra", "transfer", "improve", "worsen", "cancel")
KIND_INDEX = {kind: i for i, kind in enumerate(KINDS)}
#: Die colours: one letter in the notation and inside the state.
COLOUR_LETTER = {"green": "g", "yellow": "y", "red": "r"}
LETTER_COLOUR = {v: k for k, v in COLOUR_LETTER.items()}
#: One step up (Improve) and down (Worsen) for each colour letter.
UP_STEP = {"r": "y", "y": "g"}
DOWN_STEP = {"g": "y", "y": "r"}

_NAME = re.compile(r"^[a-z][a-z0-9_]*$")


def _dice_text(dice: tuple[int, ...]) -> str:
    return ",".join(str(d + 1) for d in dice)


# -------------------------------------------------------------------- turn actions
@dataclass(frozen=True)
class Start(Action):
    """Set-up: all of the seat's mice go on the start place ``place``."""

    place: str

    def __str__(self) -> str:
        return f"start {self.place}"


@dataclass(frozen=True)
class Choose(Action):
    """The turn's place: it holds at least one of the turn owner's mice."""

    place: str

    def __str__(self) -> str:
        return f"choose {self.place}"


@dataclass(frozen=True)
class Roll(Action):
    """Chance: the dice being rolled show ``faces``, one letter each (g, y, r), in the
    order of their numbers."""

    faces: str

    def __str__(self) -> str:
        return "roll " + ",".join(self.faces)


@dataclass(frozen=True)
class Give(Action):
    """Die ``die``'s result (green: up, red: down) moves one mouse of seat ``owner``
    from the rolled place to ``to``, a place linked to it."""

    die: int
    owner: int
    to: str

    def __str__(self) -> str:
        return f"give {self.die + 1} to p{self.owner + 1} {self.to}"


# ------------------------------------------------------------------- power markers
@dataclass(frozen=True)
class Marker(Action):
    """A power marker played in an answer window (its kind is :attr:`KIND`)."""

    KIND: ClassVar[str] = ""


@dataclass(frozen=True)
class Reroll(Marker):
    """The named dice of the roll are rolled again (by the roller)."""

    KIND: ClassVar[str] = "reroll"
    dice: tuple[int, ...]

    def __str__(self) -> str:
        return f"reroll {_dice_text(self.dice)}"


@dataclass(frozen=True)
class Extra(Marker):
    """Another turn when this turn ends: for the marker's player (``seat`` -1), or for
    opponent ``seat`` in ``place`` (it holds at least one of their mice)."""

    KIND: ClassVar[str] = "extra"
    seat: int = -1
    place: str = ""

    def __str__(self) -> str:
        if self.seat < 0:
            return "extra self"
        return f"extra p{self.seat + 1} {self.place}"


@dataclass(frozen=True)
class Transfer(Marker):
    """The roll applies to ``place`` instead (as many mice there at least)."""

    KIND: ClassVar[str] = "transfer"
    place: str

    def __str__(self) -> str:
        return f"transfer {self.place}"


@dataclass(frozen=True)
class Improve(Marker):
    """The named dice go one step up: red → yellow, yellow → green."""

    KIND: ClassVar[str] = "improve"
    dice: tuple[int, ...]

    def __str__(self) -> str:
        return f"improve {_dice_text(self.dice)}"


@dataclass(frozen=True)
class Worsen(Marker):
    """The named dice go one step down: green → yellow, yellow → red."""

    KIND: ClassVar[str] = "worsen"
    dice: tuple[int, ...]

    def __str__(self) -> str:
        return f"worsen {_dice_text(self.dice)}"


@dataclass(frozen=True)
class CancelRoll(Marker):
    """Cancel: the whole roll is cancelled; the roller rolls again."""

    KIND: ClassVar[str] = "cancel"

    def __str__(self) -> str:
        return "cancel roll"


@dataclass(frozen=True)
class CancelDice(Marker):
    """Cancel: the named dice are ignored."""

    KIND: ClassVar[str] = "cancel"
    dice: tuple[int, ...]

    def __str__(self) -> str:
        return f"cancel dice {_dice_text(self.dice)}"


@dataclass(frozen=True)
class CancelMarker(Marker):
    """Cancel: the marker at stack position ``index`` (0: the bottom) has no effect."""

    KIND: ClassVar[str] = "cancel"
    index: int

    def __str__(self) -> str:
        return f"cancel marker {self.index + 1}"


#: The actions that name dice (their ``dice`` field).
DICE_MARKERS = (Reroll, Improve, Worsen, CancelDice)


# ------------------------------------------------------------------------ notation
def _number(word: str, low: int = 1, high: int = 99) -> int:
    if not word.isdigit() or len(word) > 2:
        raise ValueError(word)
    value = int(word)
    if not low <= value <= high:
        raise ValueError(word)
    return value


def _dice(word: str) -> tuple[int, ...]:
    dice = tuple(_number(w) - 1 for w in word.split(","))
    if list(dice) != sorted(set(dice)):
        raise ValueError(word)
    return dice


def _seat(word: str) -> int:
    if not word.startswith("p"):
        raise ValueError(word)
    return _number(word[1:], 1, 6) - 1


def _place(word: str, places: frozenset[str]) -> str:
    if not _NAME.match(word) or word not in places:
        raise ValueError(word)
    return word


def parse_action(text: str, places: frozenset[str], faces: str = "gyr") -> Action:
    """The action written ``text`` (as ``str(action)`` writes it); IllegalAction when it
    is no move of this game. ``places``: the shelf's place names; ``faces``: the colour
    letters the dice have."""
    words = text.strip().lower().split()
    try:
        if not words:
            raise ValueError(text)
        head, rest = words[0], words[1:]
        if head == "pass" and not rest:
            return Pass()
        if head == "start" and len(rest) == 1:
            return Start(_place(rest[0], places))
        if head == "choose" and len(rest) == 1:
            return Choose(_place(rest[0], places))
        if head == "transfer" and len(rest) == 1:
            return Transfer(_place(rest[0], places))
        if head == "roll" and len(rest) == 1:
            letters = rest[0].split(",")
            if not letters or any(len(c) != 1 or c not in faces for c in letters):
                raise ValueError(text)
            return Roll("".join(letters))
        if head == "give" and len(rest) == 4 and rest[1] == "to":
            return Give(_number(rest[0]) - 1, _seat(rest[2]), _place(rest[3], places))
        if head == "reroll" and len(rest) == 1:
            return Reroll(_dice(rest[0]))
        if head == "improve" and len(rest) == 1:
            return Improve(_dice(rest[0]))
        if head == "worsen" and len(rest) == 1:
            return Worsen(_dice(rest[0]))
        if head == "extra":
            if rest == ["self"]:
                return Extra()
            if len(rest) == 2:
                return Extra(_seat(rest[0]), _place(rest[1], places))
        if head == "cancel":
            if rest == ["roll"]:
                return CancelRoll()
            if len(rest) == 2 and rest[0] == "dice":
                return CancelDice(_dice(rest[1]))
            if len(rest) == 2 and rest[0] == "marker":
                return CancelMarker(_number(rest[1]) - 1)
    except ValueError:
        pass
    raise IllegalAction(f"'{text[:40]}' is not a move of Gouda! Gouda! (start can, choose tin, "
                        "roll g,y,r, give 2 to p1 pot, pass, reroll 1,3, extra self, "
                        "extra p2 pot, transfer jar, improve 1,3, worsen 2, cancel roll, "
                        "cancel dice 1,2, cancel marker 1)")


# --------------------------------------------------------------------------- events
@quick_init
@dataclass(frozen=True)
class StartPlaced(Event):
    """Set-up: ``player`` put ``mice`` mice on the start place ``place``."""

    player: int
    place: str
    mice: int


@quick_init
@dataclass(frozen=True)
class TurnStarted(Event):
    """``player``'s turn starts; ``extra``: an Extra turn; ``place``: the place a forced
    Extra turn is played in ("" : the player chooses)."""

    player: int
    extra: bool
    place: str


@quick_init
@dataclass(frozen=True)
class PlaceChosen(Event):
    """``player`` chose ``place``: ``dice`` dice are rolled there."""

    player: int
    place: str
    dice: int


@quick_init
@dataclass(frozen=True)
class DiceRolled(Event):
    """The dice ``dice`` (numbers from 0) were rolled and show ``faces`` (letters); the
    whole roll now reads ``roll``. ``why``: ``roll`` (the turn's roll), ``reroll`` (a
    Reroll) or ``again`` (the roll was cancelled)."""

    player: int
    dice: tuple[int, ...]
    faces: str
    roll: str
    why: str


@quick_init
@dataclass(frozen=True)
class Passed(Event):
    """``player`` let the answer window go by."""

    player: int


@quick_init
@dataclass(frozen=True)
class MarkerPlayed(Event):
    """``player`` played a marker of kind ``power``, written ``move``; it lies at stack
    position ``index`` (0: the bottom) until it resolves. A Cancel aimed at a marker
    names that marker's player and kind (``target``, ``target_power``; else -1 and "").
    Public: every marker played is shown."""

    player: int
    power: str
    move: str
    index: int
    target: int = -1
    target_power: str = ""


@quick_init
@dataclass(frozen=True)
class MarkerResolved(Event):
    """The marker at stack position ``index`` takes effect (what it does follows)."""

    player: int
    power: str
    move: str
    index: int


@quick_init
@dataclass(frozen=True)
class MarkerCancelled(Event):
    """The marker at ``index`` is cancelled by ``by``'s Cancel: it is spent, no effect."""

    player: int
    power: str
    move: str
    index: int
    by: int


@quick_init
@dataclass(frozen=True)
class MarkerSpent(Event):
    """The marker at ``index`` lost its object (``reason``: ``roll_cancelled``, the roll
    it answered was cancelled; ``nothing``, nothing it names can change)."""

    player: int
    power: str
    move: str
    index: int
    reason: str


@quick_init
@dataclass(frozen=True)
class DiceChanged(Event):
    """Improve or Worsen (``how``) turned the dice ``dice``; the roll now reads ``roll``."""

    player: int
    dice: tuple[int, ...]
    how: str
    roll: str


@quick_init
@dataclass(frozen=True)
class DiceCancelled(Event):
    """The dice ``dice`` are ignored for the rest of this roll."""

    player: int
    dice: tuple[int, ...]


@quick_init
@dataclass(frozen=True)
class RollCancelled(Event):
    """``player``'s Cancel: the roll in ``place`` is rolled again (``dice`` dice)."""

    player: int
    place: str
    dice: int


@quick_init
@dataclass(frozen=True)
class RollTransferred(Event):
    """``player``'s Transfer: the roll applies to ``to`` instead of ``frm``."""

    player: int
    frm: str
    to: str


@quick_init
@dataclass(frozen=True)
class ExtraTurnQueued(Event):
    """``player`` will play another turn when this one ends (``place``: in that place;
    "": a whole turn), given by ``by``."""

    player: int
    by: int
    place: str


@quick_init
@dataclass(frozen=True)
class ExtraTurnLost(Event):
    """``player``'s extra turn cannot be played: no mouse of theirs is left on the board."""

    player: int


@quick_init
@dataclass(frozen=True)
class MouseMoved(Event):
    """The roller ``roller`` moved one of ``owner``'s mice from ``frm`` to ``to`` with die
    ``die`` (``colour``: green up, red down)."""

    roller: int
    owner: int
    frm: str
    to: str
    die: int
    colour: str


@quick_init
@dataclass(frozen=True)
class DieLost(Event):
    """Die ``die`` (``colour``) had no mouse that could take it in ``place``: lost."""

    die: int
    colour: str
    place: str


@quick_init
@dataclass(frozen=True)
class CheeseEaten(Event):
    """One of ``player``'s mice ate a cheese on ``place`` (``table``: the table's; the
    mouse then leaves the board); ``left``: cheese left there; ``total``: the player's."""

    player: int
    place: str
    table: bool
    left: int
    total: int


@quick_init
@dataclass(frozen=True)
class ReachedTable(Event):
    """Basic game: ``player``'s mouse reached the table first."""

    player: int


@quick_init
@dataclass(frozen=True)
class GameOver(Event):
    """``reason``: ``table`` (a mouse reached the cheese), ``festival`` (the table's cheese
    is all eaten) or ``no_mice`` (no mouse left to play)."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str


@quick_init
@dataclass(frozen=True)
class HandCount(Event):
    """How many markers ``player`` holds (the public face of :class:`Hand`)."""

    player: int
    count: int
    dealt: bool


@quick_init
@dataclass(frozen=True)
class Hand(Event):
    """Private: the markers ``player`` holds now (``dealt``: as dealt at the start).
    The others see only :class:`HandCount`."""

    player: int
    markers: tuple[str, ...]
    dealt: bool

    def audience(self) -> tuple[int, ...] | None:
        return (self.player,)

    def public(self) -> Event | None:
        return HandCount(self.player, len(self.markers), self.dealt)
