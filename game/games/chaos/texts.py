"""Chaos de souris et de fromage's words: the move log's line for every event and the
lines the results screen shows under each player. Texts come from
``locale/<lang>/chaos.yaml`` (both languages have the same keys).

Private events (a lifted cover's number, the colour under it, a path step by step) reach
this module only for their own viewer (the log asks :func:`describe` with the events as
that viewer may see them), so a line with a number speaks to "you"."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ... import i18n
from ...core.seats import Seat

WORDS = i18n.Words("chaos")
tr, tr_n, counted = WORDS.tr, WORDS.tr_n, WORDS.counted

#: Events the log says nothing of: a turn's end is plain from the next line.
SILENT = frozenset({"TurnEnded"})


def _name(seats: Sequence[Seat], seat: int) -> str:
    return seats[seat].name if 0 <= seat < len(seats) else "?"


def colour_name(colour: str | None, mouse: bool = False) -> str:
    """A colour's name; ``mouse``: as a mouse's ("la souris est verte")."""
    key = f"chaos.{'colour_mouse' if mouse else 'colour'}.{colour}"
    return i18n.t(key) if colour and i18n.has(key) else (colour or "?")


def place(where: str) -> str:
    """A place as the log says it: "e7", "hideout H2", "under the table"."""
    if where == "table":
        return tr("place.table")
    if where.startswith("H"):
        return tr("place.hideout", id=where)
    return where


def describe(event: Any, obs: dict[str, Any], seats: Sequence[Seat]) -> str | None:
    """One line of the move log for ``event`` in the current language, from the
    observation after its action; None for an event not worth a line (:data:`SILENT`)."""
    kind = event.kind
    if kind in SILENT:
        return None
    owner = obs.get("turn_owner", -1)
    if kind == "CoverLifted":
        name = _name(seats, event.seat)
        if event.number is None:
            if event.mouse:
                return tr("log.lifted_mouse", name=name, cover=event.cover, mouse=event.mouse)
            return tr("log.lifted", name=name, cover=event.cover)
        if event.mouse:
            return tr("log.you_lifted_mouse", cover=event.cover, n=event.number, mouse=event.mouse,
                      colour=colour_name(event.colour, mouse=True))
        return tr("log.you_lifted", cover=event.cover, n=event.number)
    if kind == "CoverStayed":
        return tr("log.stayed", cover=event.cover)
    if kind == "CoverPut":
        name = _name(seats, event.seat)
        frm = place(event.frm)
        if event.mouse and event.colour:
            return tr("log.you_covered", cover=event.cover, frm=frm, to=event.to, mouse=event.mouse,
                      colour=colour_name(event.colour, mouse=True))
        if event.mouse:
            return tr("log.covered", name=name, cover=event.cover, frm=frm, to=event.to,
                      mouse=event.mouse)
        return tr("log.put", name=name, cover=event.cover, frm=frm, to=event.to)
    if kind == "MouseMoved":
        return tr("log.mouse_moved", name=_name(seats, event.seat), mouse=event.mouse,
                  frm=place(event.frm), to=place(event.to))
    if kind == "CatMoved":
        return tr("log.cat_moved", name=_name(seats, event.seat), cat=event.cat, frm=event.frm,
                  to=event.to)
    if kind == "MouseCaught":
        return tr("log.caught", mouse=event.mouse, square=event.frm)
    if kind == "MoveSkipped":
        return tr("log.skipped", name=_name(seats, event.seat))
    if kind == "ChairMoved":
        return tr("log.chair_moved", name=_name(seats, owner), chair=event.chair, frm=event.frm,
                  to=event.to)
    if kind == "ChairTipped":
        return tr("log.chair_tipped", name=_name(seats, owner), chair=event.chair,
                  direction=tr(f"direction.{event.direction}"))
    if kind == "ClaimStarted":
        colours = tr("log.list_sep").join(colour_name(c) for c in event.colours)
        return tr_n("log.claim", len(event.colours), name=_name(seats, event.seat), colours=colours)
    if kind == "MouseTurned":
        return tr("log.turned", mouse=event.mouse, colour=colour_name(event.colour, mouse=True),
                  hideout=event.hideout)
    if kind == "MouseReturned":
        if event.owner < 0:
            return tr("log.returned_free", mouse=event.mouse, colour=colour_name(event.colour),
                      hideout=event.to_hideout)
        claims = obs.get("claims") or [{}]
        if claims[-1].get("seat") == event.owner:       # 2 players: one's other colour
            return tr("log.across", mouse=event.mouse, colour=colour_name(event.colour, mouse=True),
                      owner=_name(seats, event.owner), hideout=event.to_hideout)
        return tr("log.returned", mouse=event.mouse, colour=colour_name(event.colour),
                  owner=_name(seats, event.owner), hideout=event.to_hideout)
    if kind == "ClaimWon":
        return tr("log.won", name=_name(seats, event.seat))
    if kind == "FreeHideoutWon":
        return tr("log.free_won", hideout=event.hideout)
    if kind == "Passed":
        return tr("log.passed", name=_name(seats, event.seat))
    if kind == "Draw":
        return tr_n("log.draw", event.turns)
    return None


def result_lines(obs: dict[str, Any], seat: int) -> list[str]:
    """Under a player on the results screen (the final observation): their colour(s) when
    known, and how many mice of it their hideout(s) held; a win or the end's reason."""
    lines = []
    if seat in obs.get("winners", ()):
        lines.append(tr("result.won"))
    elif obs.get("end_reason") == "free_hideout":
        lines.append(tr("result.free_won"))
    elif obs.get("end_reason") == "turn_limit":
        lines.append(tr_n("result.turn_limit", int(obs.get("turn", 0))))
    colours = {m["id"]: m["colour"] for m in obs.get("mice", ())}
    for hid, info in obs.get("hideouts", {}).items():
        if info.get("seat") != seat:
            continue
        mice = info.get("mice", [])
        want = info.get("colour")
        if want is None:
            lines.append(tr_n("result.mice_in", len(mice), hideout=hid))
        else:
            right = sum(1 for m in mice if colours.get(m) == want)
            lines.append(tr_n("result.right", right, hideout=hid, colour=colour_name(want),
                              total=len(mice)))
    return lines
