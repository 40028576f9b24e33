"""Undo for the view: a stack of positions with barriers.

A player may take back their own decisions, but never across a chance outcome (a
roll), a reveal (something they were shown), or another player's decision: those
are facts of the table. Works on any :class:`GameState`.
"""

from __future__ import annotations

from .protocol import CHANCE, Action, Event, GameState


class Timeline:
    def __init__(self, state: GameState):
        self.state = state
        self._undo: list[GameState] = []

    def apply(self, action: Action) -> list[Event]:
        """Apply through the rules, remembering the position before if it may be undone."""
        actor = self.state.current_player()
        before = self.state.clone()
        events = self.state.apply(action)
        if actor == CHANCE or before.is_reveal(action):
            self._undo.clear()
        else:
            self._undo.append(before)
        if self.state.current_player() != actor:
            # The turn passed on: nothing before this point is the next actor's to undo.
            self._undo.clear()
        return events

    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> GameState:
        """Go back one decision of the current player; returns the restored state."""
        if not self._undo:
            raise ValueError("nothing to undo")
        self.state = self._undo.pop()
        return self.state
