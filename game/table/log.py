"""The move log: what happened, in words, turn by turn (DESIGN.md "Program behaviour").

The log keeps the events of the game as the rules reported them, with who played and
what everybody could see afterwards; its lines are made when they are read, for one
viewer and in the language of the moment, by the game's descriptor
(``describe(event, obs, seats)``). A private event appears only for a viewer in its
audience; the others read its public version, or nothing. An undo takes its lines back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.observation import Observation
from ..core.protocol import Event

#: Events kept (the oldest are forgotten: the drawer shows the last few turns anyway).
#: Decided in issue 19: enough for the drawer's newest lines (LINES_SHOWN, 60) in every
#: game, drôle's silent steps included (about 120 lines at the fewest, tested in
#: tests/shared/test_move_log.py), and a long game's thousands of events stay out of
#: memory. Nothing else reads this log back: the records keep the save's notation, and
#: a replay (game.family.replay) makes its own log of every move from it.
KEEP = 600


@dataclass(frozen=True)
class LogEntry:
    number: int                 # the action's place in the history (1: the first)
    seat: int                   # whose turn it was (-1: nobody's)
    event: Event
    obs: Observation            # the public observation after the action


@dataclass(frozen=True)
class LogLine:
    number: int
    seat: int
    text: str


class MoveLog:
    def __init__(self) -> None:
        self.entries: list[LogEntry] = []
        self.actions = 0
        self._cache: tuple[Any, list[LogLine]] | None = None

    def add(self, events: list[Event], seat: int, obs: Observation) -> None:
        """The events of one action (by ``seat``'s turn), as the rules reported them."""
        self.actions += 1
        for event in events:
            self.entries.append(LogEntry(self.actions, seat, event, obs))
        if len(self.entries) > KEEP:
            del self.entries[:len(self.entries) - KEEP]
        self._cache = None

    def undo(self, actions: int) -> None:
        """The game went back to ``actions`` actions: later lines go."""
        self.actions = actions
        self.entries = [e for e in self.entries if e.number <= actions]
        self._cache = None

    def lines(self, viewer: int | None, describe: Callable[[Event, Observation], str | None],
              key: Any = None, upto: int | None = None) -> list[LogLine]:
        """The lines ``viewer`` may read, oldest first, of the actions up to ``upto``
        (None: all; the table says what it has finished showing, so that the log never
        tells what the animation has not shown yet). ``key``: what else the words depend
        on, the language: the lines are made again when it changes."""
        cache_key = (len(self.entries), self.actions, viewer, key, upto)
        if self._cache is not None and self._cache[0] == cache_key:
            return self._cache[1]
        out = []
        for entry in self.entries:
            if upto is not None and entry.number > upto:
                break
            event: Event | None = entry.event
            if event is not None and not event.seen_by(viewer):
                event = event.public()
            if event is None:
                continue
            text = describe(event, entry.obs)
            if text:
                out.append(LogLine(entry.number, entry.seat, text))
        self._cache = (cache_key, out)
        return out
