"""Chaos de souris et de fromage's actions, move notation and events (RULES.md section 3).

Every action is plain frozen data with a short readable notation that
:func:`parse_action` turns back into an equal action. Squares are written as on the
board: the column letter ``a``..``l`` from the left and the row number ``1``..``12`` from
the top (``e7``); the pieces by their public ids: mice ``m0``..``m15``, covers
``c0``..``c5``, cats ``k0``..``k3``, chairs ``h0``..``h3``, hideouts ``H0``..``H3``.

=====================  ==========================================================
``lift c3``            phase 1: lift cover c3 (its number is shown to the mover only)
``put c3 e7``          phase 1: put the lifted cover c3 down on e7 (exactly its number of
                       steps away)
``move m7 e5``         phase 2: mouse m7 to e5 (``H2``: into hideout 2, ``table``: under
                       the table), by exactly the placed cover's number of steps
``move k1 e5``         phase 2: cat k1 to e5
``chair h2 e5``        phase 3: move chair h2 (no cat on it) to e5, standing upright
``tip h2 left``        phase 3: tip chair h2 over towards the left
``catch``              after a cat ended on a mouse: send that mouse under the table
``leave``              after a cat ended on a mouse: leave it where it is, under the cat
``end``                end of the turn
``claim``              turn the mice of one's hideout(s) over (RULES.md 3, "End")
``pass``               let a chance to claim go by (out of turn)
=====================  ==========================================================

Events say who may see them (:meth:`Event.audience`): a cover's number and the colour
of a mouse under a lifted or placed cover are the mover's alone; the others get the
:meth:`Event.public` version (the same event with those fields blank). A path, step by
step, would tell the number too: it is the mover's, the others see where from and where
to.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ...core.protocol import Action, Event, IllegalAction, Pass, quick_init

DIRECTION_WORDS = ("up", "down", "left", "right")
_ID = {"m": re.compile(r"^m(0|[1-9][0-9]?)$"), "c": re.compile(r"^c[0-9]$"),
       "k": re.compile(r"^k[0-9]$"), "h": re.compile(r"^h[0-9]$")}
_SQUARE = re.compile(r"^[a-z](1[0-9]|[1-9])$")
_HIDEOUT = re.compile(r"^H[0-3]$")         # a hideout; "h2" is a square
TABLE = "table"


# -------------------------------------------------------------------------- actions
@dataclass(frozen=True)
class Lift(Action):
    """Lift cover ``cover`` (not yet tried this turn): the mover sees its number."""

    cover: str

    def __str__(self) -> str:
        return f"lift {self.cover}"


@dataclass(frozen=True)
class Put(Action):
    """Put the lifted cover down on square ``to``, exactly its number of steps away."""

    cover: str
    to: str

    def __str__(self) -> str:
        return f"put {self.cover} {self.to}"


@dataclass(frozen=True)
class Move(Action):
    """Mouse or cat ``piece`` to ``to``: a square, ``H0``..``H3`` (a mouse into a
    hideout) or ``table`` (a mouse under the table)."""

    piece: str
    to: str

    def __str__(self) -> str:
        return f"move {self.piece} {self.to}"


@dataclass(frozen=True)
class ChairTo(Action):
    """Move chair ``chair`` (no cat on it) to square ``to``, standing upright."""

    chair: str
    to: str

    def __str__(self) -> str:
        return f"chair {self.chair} {self.to}"


@dataclass(frozen=True)
class Tip(Action):
    """Tip chair ``chair`` over towards ``direction`` (up, down, left, right)."""

    chair: str
    direction: str

    def __str__(self) -> str:
        return f"tip {self.chair} {self.direction}"


@dataclass(frozen=True)
class End(Action):
    """End of the turn (the chair is optional)."""

    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True)
class Claim(Action):
    """Claim: the mice of one's hideout(s) are turned over, one by one."""

    def __str__(self) -> str:
        return "claim"


@dataclass(frozen=True)
class Catch(Action):
    """After a cat ended on a mouse's square, the mover's choice (seed 003: "le joueur
    qui a déplacé le chat *peut* placer la souris sur le tapis rouge sous la table"):
    ``send`` it under the table (``catch``) or leave it there (``leave``)."""

    send: bool

    def __str__(self) -> str:
        return "catch" if self.send else "leave"


END = End()
CLAIM = Claim()
CATCH = Catch(True)
LEAVE = Catch(False)
PASS = Pass()


def _piece(word: str, *letters: str) -> str:
    if word[:1] in letters and _ID[word[0]].match(word):
        return word
    raise ValueError(word)


def _square(word: str) -> str:
    if _SQUARE.match(word):
        return word
    raise ValueError(word)


def parse_action(text: str) -> Action:
    """The action written ``text`` (as ``str(action)`` writes it); IllegalAction when it
    is no move of this game. Ids and squares are checked for their shape here; whether
    they exist on this board is the rules' business."""
    words = text.strip().split()
    try:
        if not words or len(text) > 60:
            raise ValueError(text)
        head, rest = words[0].lower(), words[1:]
        if head in ("pass", "end", "claim", "catch", "leave") and not rest:
            return {"pass": PASS, "end": END, "claim": CLAIM, "catch": CATCH, "leave": LEAVE}[head]
        if len(rest) == 1 and head == "lift":
            return Lift(_piece(rest[0].lower(), "c"))
        if len(rest) == 2:
            what, where = rest[0].lower(), rest[1]
            if head == "put":
                return Put(_piece(what, "c"), _square(where.lower()))
            if head == "move":
                piece = _piece(what, "m", "k")
                low = where.lower()
                if piece[0] == "m" and _HIDEOUT.match(where):
                    return Move(piece, where)
                if piece[0] == "m" and low == TABLE:
                    return Move(piece, TABLE)
                return Move(piece, _square(low))
            if head == "chair":
                return ChairTo(_piece(what, "h"), _square(where.lower()))
            if head == "tip" and where.lower() in DIRECTION_WORDS:
                return Tip(_piece(what, "h"), where.lower())
    except ValueError:
        pass
    raise IllegalAction(f"'{text[:40]}' is not a move of Chaos de souris et de fromage (lift c3, "
                        "put c3 e7, move m7 e5, move m7 H2, move m7 table, move k1 e5, "
                        "chair h2 e5, tip h2 left, catch, leave, end, claim, pass)")


# --------------------------------------------------------------------------- events
@quick_init
@dataclass(frozen=True)
class CoverLifted(Event):
    """``seat`` lifted ``cover``: its ``number`` and the ``colour`` of the ``mouse``
    under it (None: no mouse) are the mover's to see; the others see which cover and
    which mouse (the public version, number and colour None)."""

    seat: int
    cover: str
    number: int | None
    mouse: str | None
    colour: str | None

    def audience(self) -> tuple[int, ...] | None:
        return None if self.number is None and self.colour is None else (self.seat,)

    def public(self) -> Event | None:
        return replace(self, number=None, colour=None)


@quick_init
@dataclass(frozen=True)
class CoverStayed(Event):
    """The lifted ``cover`` could not move exactly its number: it stays, barred for
    the rest of this turn (everybody sees that it could not move)."""

    cover: str


@quick_init
@dataclass(frozen=True)
class CoverPut(Event):
    """``seat`` put ``cover`` from ``frm`` (a square or ``table``) on ``to`` along
    ``path`` (the squares stepped on, ``to`` last), hiding ``mouse`` if any, whose
    ``colour`` the mover sees. Public: from and to only."""

    seat: int
    cover: str
    frm: str
    to: str
    path: tuple[str, ...]
    mouse: str | None
    colour: str | None

    def audience(self) -> tuple[int, ...] | None:
        return None if not self.path and self.colour is None else (self.seat,)

    def public(self) -> Event | None:
        return replace(self, path=(), colour=None)


@quick_init
@dataclass(frozen=True)
class MouseMoved(Event):
    """``seat`` moved ``mouse`` from ``frm`` to ``to`` (squares, ``H0``..``H3`` or
    ``table``) along ``path`` (``to`` last; a hole passed through is written ``o3``).
    The path tells the number: the mover's; the others see from and to."""

    seat: int
    mouse: str
    frm: str
    to: str
    path: tuple[str, ...]

    def audience(self) -> tuple[int, ...] | None:
        return None if not self.path else (self.seat,)

    def public(self) -> Event | None:
        return replace(self, path=())


@quick_init
@dataclass(frozen=True)
class CatMoved(Event):
    """``seat`` moved ``cat`` from ``frm`` to ``to`` along ``path`` (public: from, to)."""

    seat: int
    cat: str
    frm: str
    to: str
    path: tuple[str, ...]

    def audience(self) -> tuple[int, ...] | None:
        return None if not self.path else (self.seat,)

    def public(self) -> Event | None:
        return replace(self, path=())


@quick_init
@dataclass(frozen=True)
class MouseCaught(Event):
    """A cat ended on ``mouse``'s square ``frm`` and the mover (``seat``) sent the mouse
    under the table."""

    mouse: str
    frm: str
    seat: int = -1


@quick_init
@dataclass(frozen=True)
class MouseLeft(Event):
    """A cat ended on ``mouse``'s square ``at`` and the mover (``seat``) left the mouse
    there, under the cat (public: the choice is made in sight of all)."""

    seat: int
    mouse: str
    at: str


@quick_init
@dataclass(frozen=True)
class MoveSkipped(Event):
    """No mouse and no cat could move ``seat``'s number (or no cover could move):
    phase 2 is skipped."""

    seat: int


@quick_init
@dataclass(frozen=True)
class ChairMoved(Event):
    """Chair ``chair`` moved from ``frm`` to ``to`` (standing upright there)."""

    chair: str
    frm: str
    to: str


@quick_init
@dataclass(frozen=True)
class ChairTipped(Event):
    """Chair ``chair`` on ``at`` was tipped over towards ``direction``, lying on ``at``
    and ``onto``."""

    chair: str
    direction: str
    at: str = ""
    onto: str = ""


@quick_init
@dataclass(frozen=True)
class ClaimStarted(Event):
    """``seat`` claims: their colour card(s) ``colours`` are shown, in the order of
    their hideouts ``hideouts``."""

    seat: int
    colours: tuple[str, ...]
    hideouts: tuple[str, ...] = ()


@quick_init
@dataclass(frozen=True)
class MouseTurned(Event):
    """``mouse`` in ``hideout`` was turned over: it is ``colour`` (public)."""

    mouse: str
    colour: str
    hideout: str


@quick_init
@dataclass(frozen=True)
class MouseReturned(Event):
    """``mouse`` (``colour``) was the first wrong one: its ``owner`` (-1: nobody, the
    fourth colour of a 3-player game) shows their card and takes it into ``to_hideout``."""

    mouse: str
    colour: str
    to_hideout: str
    owner: int


@quick_init
@dataclass(frozen=True)
class ClaimWon(Event):
    """``seat``'s mice were all of their colour: they win."""

    seat: int


@quick_init
@dataclass(frozen=True)
class FreeHideoutWon(Event):
    """3 players: the free hideout holds the four mice of the colour nobody plays:
    the game ends and nobody wins."""

    hideout: str = ""


@quick_init
@dataclass(frozen=True)
class Passed(Event):
    """``seat`` did not claim when asked."""

    seat: int


@quick_init
@dataclass(frozen=True)
class TurnEnded(Event):
    """``seat``'s turn is over."""

    seat: int


@quick_init
@dataclass(frozen=True)
class Draw(Event):
    """``turns`` turns were played with no winner: the game ends, a declared draw."""

    turns: int
