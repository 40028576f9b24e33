"""Who sits at the table: :class:`Seat`, shared by sessions, saves and matches.

A seat has the name the family typed, or none: then it is called by a default name
("Player 2", "Computer 3") that follows the language of the moment, so a game saved in
English and continued in French says "Joueur 2", never "Player 2". The core does not
translate: the program installs the translated namer with :func:`set_default_namer`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

KINDS = ("human", "cpu")
#: The longest name a seat may carry in a file (the setup lets people type 16 letters;
#: a file may say more, up to this, and the table shortens it with "…").
NAME_LIMIT = 64
#: A family player's id (:mod:`game.family.players`): lowercase letters and digits.
PLAYER_ID = re.compile(r"^[a-z0-9]{1,16}$")


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a seat's name (None: it can): too long, or with a
    character that is not printable (a NUL, an escape, a lone surrogate...)."""
    if len(name) > NAME_LIMIT:
        return f"is {len(name)} characters long (at most {NAME_LIMIT})"
    bad = next((ch for ch in name if not ch.isprintable() and ch != " "), None)
    if bad is not None:
        return f"holds the character U+{ord(bad):04X}, which cannot be shown"
    return None


def _english(seat: Seat) -> str:
    word = "Computer" if seat.kind == "cpu" else "Player"
    return f"{word} {seat.number or 1}"


_namer: Callable[[Seat], str] = _english


def set_default_namer(namer: Callable[[Seat], str]) -> None:
    """How a seat with no name of its own is called (the translation layer's)."""
    global _namer
    _namer = namer


@dataclass
class Seat:
    """Who plays a seat: a name ("" for the default name), a colour id, "human" or
    "cpu" and a computer level, ``number``: which default name it has (1-based), and
    ``player``: the id of the family's player sitting there (:mod:`game.family`), if
    the seat is one of them (None: a name typed for this game, or a computer), and
    ``hints``: whether this person's table offers the Hint button (issue 19; on by
    default for a family player marked as a child, off otherwise), and ``remote``:
    whether this person plays from another computer of the home network (issue 20:
    their decisions arrive over the connection and their view is sent there; the
    host's screen never shows their secrets nor hands the laptop over to them)."""

    given: str
    colour: str
    kind: str = "human"
    level: str = "normal"
    number: int = 0
    player: str | None = None
    hints: bool = False
    remote: bool = False

    @property
    def name(self) -> str:
        """The name people see: the one typed, else the default name of the day."""
        return self.given or _namer(self)

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def identity(self) -> tuple[str, int, str, str]:
        """What tells two players of a match apart (never the translated name)."""
        return (self.given, self.number, self.colour, self.kind)

    def copy(self) -> Seat:
        return Seat(self.given, self.colour, self.kind, self.level, self.number, self.player,
                    self.hints, self.remote)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.given, "colour": self.colour, "kind": self.kind,
                                "level": self.level, "number": self.number}
        if self.player is not None:          # a save with no family player reads as before
            data["player"] = self.player
        if self.hints:                       # likewise a seat without hints
            data["hints"] = True
        if self.remote:                      # likewise a seat at the host's own screen
            data["remote"] = True
        return data

    @classmethod
    def from_dict(cls, data: Any, what: str = "a seat") -> Seat:
        """Read :meth:`to_dict`'s output; ValueError naming ``what`` otherwise."""
        if not isinstance(data, dict):
            raise ValueError(f"{what} is not described")
        unknown = set(data) - {"name", "colour", "kind", "level", "number", "player", "hints", "remote"}
        if unknown:
            raise ValueError(f"{what} has unknown fields: {', '.join(sorted(map(str, unknown)))}")
        name, colour = data.get("name", ""), data.get("colour")
        kind, level, number = data.get("kind", "human"), data.get("level", "normal"), data.get("number", 0)
        if not isinstance(name, str) or not isinstance(colour, str) or not isinstance(level, str):
            raise ValueError(f"{what} needs a name, a colour and a level as text")
        problem = name_problem(name)
        if problem is not None:
            raise ValueError(f"the name of {what} {problem}")
        if len(colour) > NAME_LIMIT or len(level) > NAME_LIMIT:
            raise ValueError(f"{what} has an unknown colour or level")
        if kind not in KINDS:
            raise ValueError(f"{what} is {kind!r}, not human or cpu")
        if type(number) is not int or not 0 <= number <= 99:
            raise ValueError(f"{what} has a bad number {number!r}")
        player = data.get("player")
        if player is not None and (not isinstance(player, str) or not PLAYER_ID.match(player)):
            raise ValueError(f"{what} names no family player")
        hints = data.get("hints", False)
        if not isinstance(hints, bool):
            raise ValueError(f"{what} has hints that are neither on nor off")
        remote = data.get("remote", False)
        if not isinstance(remote, bool):
            raise ValueError(f"{what} is neither on another computer nor not")
        if remote and kind != "human":
            raise ValueError(f"{what} is a computer player on another computer")
        return cls(name, colour, kind, level, number, player, hints, remote)
