"""A table's animation script: each event the rules report becomes a few cues on the
table's timeline. A game's script subclasses :class:`EventScript` and writes one method
per kind of event it animates, named ``cue_<EventClass>`` (``cue_MouseMoved``); an event
with no such method plays nothing (the view catches up when the table syncs)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.protocol import Event


class EventScript:
    """Plays events on ``table`` through the ``cue_<EventClass>`` methods of a subclass
    (which says what its table is: ``table: GameScene``)."""

    def __init__(self, table: Any) -> None:
        self.table = table

    def play(self, events: Sequence[Event]) -> None:
        for event in events:
            handler = getattr(self, f"cue_{type(event).__name__}", None)
            if handler is not None:
                handler(event)
