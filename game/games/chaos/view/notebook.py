"""A player's notebook at the Chaos de souris et de fromage table: what they have seen,
drawn on the pieces themselves (RULES.md 3, "Private knowledge"; issue 10, "Memory and
privacy").

- A mouse whose colour the player saw (under a cover they lifted, or one they put a
  cover on) is drawn *remembered*: grey, ringed in the colour seen, its symbol in a
  badge (``chaos_mouse(..., remembered=True)``): a memory, not a fact shown to all.
- A cover whose number they saw is drawn with that number in a corner badge
  (``cover_known``).
- What everybody saw (the mice turned over by a claim) is drawn plainly, for everyone,
  always: it is no secret any more.

The notebook is drawn only for the seat whose own turn it is (or who is asked whether
they claim), only while that very seat is looking at the table (the shared table puts
up the pass screen before), and only with the ``memory_aid`` option on (off: players
remember, as with the box). Everything here comes from the viewer's observation.
"""

from __future__ import annotations

from typing import Any

from ..places import hideouts_of


def owner(obs: dict[str, Any], viewer: int | None) -> int | None:
    """The seat whose notebook is drawn now, or None."""
    if viewer is None or not obs.get("memory_aid") or obs.get("phase") == "over":
        return None
    if obs.get("seat") != viewer:
        return None
    if viewer in (obs.get("turn_owner"), obs.get("to_play")):
        return viewer
    return None


def hand_seat(obs: dict[str, Any], viewer: int | None) -> int | None:
    """The seat whose secret card (and number in use) the hand shows now: the viewer,
    on their own turn or when asked whether they claim (whatever the memory aid: the
    card is their own, like the box's card in their hand)."""
    if viewer is None or obs.get("phase") == "over" or obs.get("seat") != viewer:
        return None
    if viewer in (obs.get("turn_owner"), obs.get("to_play")):
        return viewer
    return None


def public_colours(obs: dict[str, Any]) -> dict[str, str]:
    """The mice every seat has seen (turned over by a claim), with their colour."""
    out: dict[str, str] = {}
    for record in obs.get("claims", ()):
        for mouse, colour in record.get("turned", ()):
            out[mouse] = colour
        returned = record.get("returned")
        if returned:
            out[returned[0]] = returned[1]
    return out


def public_cards(obs: dict[str, Any]) -> dict[int, list[str | None]]:
    """The colour cards shown to everybody (by a claim, or a mouse taken home), by
    seat: one entry per hideout of the seat, None while still secret."""
    players = int(obs.get("players", 4))
    owned = hideouts_of(players)
    out: dict[int, list[str | None]] = {}
    shown: dict[int, str] = {}
    for record in obs.get("claims", ()):
        seat = record.get("seat")
        if seat is not None and 0 <= seat < players:
            for corner, colour in zip(owned[seat], record.get("colours", ())):
                shown[corner] = colour
        returned = record.get("returned")
        if returned:
            corner = int(str(returned[2])[1:])
            shown[corner] = returned[1]
    for seat, corners in enumerate(owned):
        cards = [shown.get(corner) for corner in corners]
        if any(cards):
            out[seat] = cards
    return out


def memory(obs: dict[str, Any]) -> tuple[dict[str, str], dict[str, int]]:
    """The viewer's private memory: (mouse -> colour seen, cover -> number seen),
    without what everybody saw."""
    public = public_colours(obs)
    seen = obs.get("seen", {})
    mice = {m: entry[0] for m, entry in seen.get("mice", {}).items() if m not in public}
    covers = {c: int(entry[0]) for c, entry in seen.get("covers", {}).items()}
    return mice, covers
