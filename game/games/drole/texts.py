"""The Drôle de fromage table's words: translated texts, counted nouns ("1 step",
"3 steps"), the status line that says what the table waits for, and the lines the
results screen shows under each player."""

from __future__ import annotations

from typing import Any, Sequence

from ... import i18n
from ...core.seats import Seat

SIZES = ("large", "medium", "small")


def tr(key: str, **values: object) -> str:
    return i18n.t(f"drole.{key}", **values)


def counted(kind: str, n: int) -> str:
    """``1 step`` / ``3 steps``."""
    return i18n.t_n(f"drole.count.{kind}", n)


def tr_n(key: str, n: int, **values: object) -> str:
    """A sentence with a singular (``key.one``) and a plural (``key.many``) form."""
    return i18n.t_n(f"drole.{key}", n, **values)


def roll_sum(rolls: Sequence[str], steps: int) -> str:
    """"Star: 3 × 2 = 6 steps!" for a doubled roll (a star doubles the number after it,
    it adds nothing), "3 steps!" for a plain one (in words: the fonts have no star
    glyph; the side panel draws the faces as little dice)."""
    if "star" in rolls and rolls and rolls[-1] != "star":
        face = int(rolls[-1])
        return tr("roll.doubled", face=face, mult=steps // face, steps=counted("steps", steps))
    return tr("roll.plain", steps=counted("steps", steps))


def idle_status(obs: dict[str, Any], seats: Sequence[Seat], human_roll: bool) -> str:
    """What the table asks for now (the status line when nothing moves)."""
    phase = obs["phase"]
    p = obs["turn"]
    name = seats[p].name
    human = seats[p].is_human
    if phase == "over":
        return win_status(obs, seats)
    if phase == "roll":
        if obs["rolls"]:
            return tr("status.star_again") if human else tr("status.cpu_star", name=name)
        return tr("status.roll") if human and human_roll else tr("status.cpu_roll", name=name)
    if phase == "move":
        n = obs["steps_left"]
        if human:
            return tr_n("status.move", n)
        return tr_n("status.cpu_move", n, name=name)
    if phase == "bonus":
        b = obs["bonus_player"]
        if seats[b].is_human:
            return tr("status.bonus")
        return tr("status.cpu_bonus", name=seats[b].name)
    return ""


def win_status(obs: dict[str, Any], seats: Sequence[Seat]) -> str:
    winners = list(obs["winners"])
    totals = obs["totals"] or [0] * len(seats)
    if not winners:
        return tr("banner.over")
    if len(winners) == 1:
        p = winners[0]
        return tr_n("status.win", totals[p], name=seats[p].name)
    return tr_n("status.draw", totals[winners[0]],
                names=" & ".join(seats[p].name for p in winners))


def result_lines(obs: dict[str, Any], seat: int) -> list[str]:
    """Under a player on the results screen (from the final observation, which hides
    nothing): their pieces by size, worms, points."""
    pieces = [obs["pieces"][i] for i in obs["trays"][seat]]
    if not pieces:
        return [tr("result.none")]
    parts = []
    for size in SIZES:
        n = sum(1 for piece in pieces if piece["size"] == size)
        if n:
            parts.append(counted(size, n))
    worms = sum(1 for piece in pieces if piece["worm"])
    points = sum(piece["points"] or 0 for piece in pieces)
    line = ", ".join(parts)
    worm_text = counted("worms", worms) if worms else tr("result.no_worm")
    return [tr("result.line", pieces=line, worms=worm_text, points=counted("points", points))]
