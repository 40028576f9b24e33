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

from .. import GAME
from ..observation import ChaosObservation


def owner(obs: ChaosObservation, viewer: int | None) -> int | None:
    """The seat whose notebook is drawn now, or None."""
    if viewer is None or not obs.memory_aid or obs.phase == "over":
        return None
    if obs.seat != viewer:
        return None
    if viewer in (obs.turn_owner, obs.to_play):
        return viewer
    return None


def hand_seat(obs: ChaosObservation, viewer: int | None) -> int | None:
    """The seat whose secret card (and number in use) the hand shows now: the viewer,
    on their own turn or when asked whether they claim (whatever the memory aid: the
    card is their own, like the box's card in their hand)."""
    if viewer is None or obs.phase == "over" or obs.seat != viewer:
        return None
    if viewer in (obs.turn_owner, obs.to_play):
        return viewer
    return None


def public_colours(obs: ChaosObservation) -> dict[str, str]:
    """The mice every seat has seen (turned over by a claim), with their colour."""
    out: dict[str, str] = {}
    for record in obs.claims:
        for mouse, colour in record.turned:
            out[mouse] = colour
        returned = record.returned
        if returned:
            out[returned[0]] = returned[1]
    return out


def public_cards(obs: ChaosObservation) -> dict[int, list[str | None]]:
    """The colour cards shown to everybody (by a claim, or a mouse taken home), by
    seat: one entry per hideout of the seat, None while still secret."""
    players = int(obs.players)
    owned = GAME.config().hideouts_of(players)
    out: dict[int, list[str | None]] = {}
    shown: dict[int, str] = {}
    for record in obs.claims:
        seat = record.seat
        if seat is not None and 0 <= seat < players:
            for corner, colour in zip(owned[seat], record.colours):
                shown[corner] = colour
        returned = record.returned
        if returned:
            corner = int(str(returned[2])[1:])
            shown[corner] = returned[1]
    for seat, corners in enumerate(owned):
        cards = [shown.get(corner) for corner in corners]
        if any(cards):
            out[seat] = cards
    return out


def memory(obs: ChaosObservation) -> tuple[dict[str, str], dict[str, int]]:
    """The viewer's private memory: (mouse -> colour seen, cover -> number seen),
    without what everybody saw."""
    public = public_colours(obs)
    seen = obs.seen
    mice = {m: entry[0] for m, entry in seen.mice.items() if m not in public}
    covers = {c: int(entry[0]) for c, entry in seen.covers.items()}
    return mice, covers
