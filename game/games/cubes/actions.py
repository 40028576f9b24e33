"""Souris et cubes de fromage's actions (a player's decisions and the chance outcomes,
with their notation) and events (what happened, for the table and the move log)."""

from __future__ import annotations

from dataclasses import dataclass

from ...core.protocol import Action, Event, quick_init


@dataclass(frozen=True)
class Roll(Action):
    """Roll every cube that holds a card and is not set aside (start or go on)."""

    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True)
class Stop(Action):
    """Stop and take every card at stake."""

    def __str__(self) -> str:
        return "stop"


@quick_init
@dataclass(frozen=True)
class Land(Action):
    """Chance: the rolled cubes land; ``shown`` are those showing their window."""

    shown: tuple[int, ...]

    def __str__(self) -> str:
        return "land " + (",".join(str(c + 1) for c in self.shown) if self.shown else "none")


@dataclass(frozen=True)
class Show(Action):
    """Chance: the card seen through cube ``cube``'s window is of ``colour``."""

    cube: int
    colour: str

    def __str__(self) -> str:
        return f"show {self.cube + 1} {self.colour}"


@dataclass(frozen=True)
class Swap(Action):
    """Give up a white card to take a ``colour`` card from seat ``opponent``."""

    opponent: int
    colour: str

    def __str__(self) -> str:
        return f"swap p{self.opponent + 1} {self.colour}"


@dataclass(frozen=True)
class Done(Action):
    """End the turn after exchanging (or choosing not to)."""

    def __str__(self) -> str:
        return "done"


# --------------------------------------------------------------------------- events
@quick_init
@dataclass(frozen=True)
class TurnStarted(Event):
    player: int


@quick_init
@dataclass(frozen=True)
class CubesRolled(Event):
    player: int
    cubes: tuple[int, ...]


@quick_init
@dataclass(frozen=True)
class CubesLanded(Event):
    cubes: tuple[int, ...]
    shown: tuple[int, ...]


@quick_init
@dataclass(frozen=True)
class CubeShowed(Event):
    cube: int
    colour: str


@quick_init
@dataclass(frozen=True)
class NoMouse(Event):
    """A roll showed no mouse. ``lost`` cards at stake go back to the pile (a bust)."""

    player: int
    lost: tuple[str, ...]


@quick_init
@dataclass(frozen=True)
class CardsTaken(Event):
    player: int
    cards: tuple[str, ...]


@quick_init
@dataclass(frozen=True)
class CardSwapped(Event):
    player: int
    opponent: int
    colour: str


@quick_init
@dataclass(frozen=True)
class CubesRefilled(Event):
    cubes: tuple[int, ...]


@quick_init
@dataclass(frozen=True)
class GameOver(Event):
    winners: tuple[int, ...]
    reason: str           # "target" or "out_of_cards"
