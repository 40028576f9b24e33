"""A table's animation script: each event the rules report becomes a few cues on the
table's timeline. A game's script subclasses :class:`EventScript` and writes one method
per kind of event it animates, named ``cue_<EventClass>`` (``cue_MouseMoved``); an event
with no such method plays nothing (the view catches up when the table syncs).

A cue whose picture depends on the event right after it reads :attr:`EventScript.following`
(Drôle de fromage's mouse step and the push it makes are one movement; in Souris et cubes
de fromage, cards taken with no refill after them send the emptied cubes home at once)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.protocol import Event


class EventScript:
    """Plays events through the ``cue_<EventClass>`` methods of a subclass: each cue
    moves the game's view ``model`` (what the table shows) and queues its steps on
    ``table`` (the timeline, the sounds, the shared parts). A subclass says what they are
    (``table: BaseGameScene``, ``model: <Game>View``)."""

    #: the event after the one being cued in the batch :meth:`play` is playing (None after
    #: the last one, and outside :meth:`play`)
    following: Event | None = None

    def __init__(self, table: Any, model: Any) -> None:
        self.table = table
        self.model = model

    def play(self, events: Sequence[Event]) -> None:
        try:
            for i, event in enumerate(events):
                self.following = events[i + 1] if i + 1 < len(events) else None
                handler = getattr(self, f"cue_{type(event).__name__}", None)
                if handler is not None:
                    handler(event)
        finally:
            self.following = None

    def celebrate(self, winners: Sequence[int], title: str) -> None:
        """The game is over and shown: the win sound, ``title`` over the winners' faces
        (two at most), the final status, confetti, and the banner back in. The table has
        the shared parts (``messages``, ``sparkles``, ``banner``); the model has
        ``over_shown`` and the words of the win (``win_status()``)."""
        t, model = self.table, self.model
        model.over_shown = True
        t.app.audio.play("win")
        status = model.win_status()
        t.messages.show(title, status, 2.6, "win", [t.seat_rgb(p) for p in winners[:2]])
        t.set_status(status)
        t.sparkles.rain(t.size, t.u, 3.0)
        t.banner.slide_in(t.dur(0.45))
