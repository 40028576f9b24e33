"""A marker being aimed, step by step (issue 18: the plain state and the choices of
:mod:`.hand`'s targeting, below the view model): :class:`Targeting` says which marker
and the steps taken; the functions read the person's legal actions (the rules' own
list) for what each step may name. Nothing here decides what is allowed, and nothing
here draws (no pygame).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ....core.protocol import Action
from ..actions import (
    DICE_MARKERS,
    KINDS,
    CancelDice,
    CancelMarker,
    CancelRoll,
    Extra,
    Improve,
    Marker,
    Reroll,
    Transfer,
    Worsen,
)

__all__ = ["DICE_CLASSES", "KINDS", "Targeting", "cancel_options", "dice_action",
           "dice_candidates", "extra_opponents", "extra_options", "extra_places",
           "first_step", "playable", "stack_targets", "transfer_places"]

DICE_CLASSES: dict[str, type] = {"reroll": Reroll, "improve": Improve, "worsen": Worsen,
                                 "cancel_dice": CancelDice}


@dataclass
class Targeting:
    """The marker being aimed: its kind and the steps taken (``step``: ``dice``,
    ``cancel`` (what to cancel), ``marker`` (a marker of the stack), ``place``,
    ``extra`` (for whom), ``opponent``, ``extra_place``)."""

    kind: str
    steps: list[str] = field(default_factory=list)
    dice: list[int] = field(default_factory=list)
    dice_class: str = ""
    opponent: int = -1

    @property
    def step(self) -> str:
        return self.steps[-1] if self.steps else ""


def playable(legal: list[Action]) -> set[str]:
    """The kinds of marker that can be played now."""
    return {a.KIND for a in legal if isinstance(a, Marker)}


def first_step(kind: str, legal: list[Action]) -> Targeting:
    t = Targeting(kind)
    if kind in ("reroll", "improve", "worsen"):
        t.dice_class = kind
        t.steps.append("dice")
    elif kind == "transfer":
        t.steps.append("place")
    elif kind == "cancel":
        t.steps.append("cancel")
    else:
        t.steps.append("extra")
    return t


def dice_candidates(t: Targeting, legal: list[Action], canonical: Any) -> set[int]:
    """The dice that may be named with this marker (some legal action names them)."""
    cls = DICE_CLASSES.get(t.dice_class)
    out: set[int] = set()
    for a in legal:
        if cls is not None and type(a) is cls and isinstance(a, DICE_MARKERS):
            out.update(a.dice)
    # dice of a colour are alike: any die of a group named by some action may be named
    if cls is not None:
        probe = set(out)
        for d in range(6):
            if d not in probe:
                try:
                    got = canonical(cls((d,)))
                except (ValueError, IndexError):
                    continue
                if got in legal:
                    out.add(d)
    return out


def dice_action(t: Targeting, legal: list[Action], canonical: Any) -> Action | None:
    cls = DICE_CLASSES.get(t.dice_class)
    if cls is None or not t.dice:
        return None
    action = canonical(cls(tuple(sorted(t.dice))))
    return action if action in legal else None


def cancel_options(legal: list[Action]) -> list[str]:
    out = []
    if any(isinstance(a, CancelRoll) for a in legal):
        out.append("cancel_roll")
    if any(isinstance(a, CancelDice) for a in legal):
        out.append("cancel_dice")
    if any(isinstance(a, CancelMarker) for a in legal):
        out.append("cancel_marker")
    return out


def extra_options(legal: list[Action]) -> list[str]:
    out = []
    if any(isinstance(a, Extra) and a.seat < 0 for a in legal):
        out.append("extra_self")
    if any(isinstance(a, Extra) and a.seat >= 0 for a in legal):
        out.append("extra_other")
    return out


def transfer_places(legal: list[Action]) -> list[str]:
    return [a.place for a in legal if isinstance(a, Transfer)]


def extra_opponents(legal: list[Action]) -> list[int]:
    return sorted({a.seat for a in legal if isinstance(a, Extra) and a.seat >= 0})


def extra_places(legal: list[Action], seat: int) -> list[str]:
    return [a.place for a in legal if isinstance(a, Extra) and a.seat == seat]


def stack_targets(legal: list[Action]) -> list[int]:
    return [a.index for a in legal if isinstance(a, CancelMarker)]
