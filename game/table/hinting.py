"""The hint for a person (issue 19): the move the **normal** computer would make for
them, worked out beside the frame like the computers' thinking, never played.

A person may ask for a hint (:meth:`Hinting.hint_seat`) when they may act now, their
seat has hints on (:attr:`~game.core.seats.Seat.hints`) and the table shows what they
know: their own view, or a public table where they know nothing more than everybody
(so neither the glow nor the words can show a secret to the people around). The
question is built from that seat's observation only (:meth:`Session.hint_question
<game.session.Session.hint_question>`), for a fresh computer player of its own (the
hint's table, :func:`hint_table`, never a computer seat's memory) that catches up
with what that seat saw, and asked with the seed the seat's own decision would have:
the same position as that person sees it gives the same hint.

The answer comes back through the thinker as any other: whichever part of the driver
collects an answer hands it where its token belongs (:meth:`Hinting._take_answer`).
A hint belongs to one position and one viewer: it is dropped as soon as either
changes (a move played, an undo, a hand-over), or when the person asks again
(:meth:`toggle_hint`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.protocol import Action
from ..core.thinking import Answer
from .base import DriverBase


def hint_table(table: int) -> int:
    """The thinker's table of ``table``'s hints: its own computer players, apart from
    the seats' (negative: a session's tables count up from 1)."""
    return -table


@dataclass
class Hint:
    """A hint asked (``token``) for ``seat`` at position ``version``; ``action`` once
    the answer came; ``asked`` and ``answered``: the driver's clock then."""

    token: int
    seat: int
    version: int
    viewer: int | None
    asked: float
    action: Action | None = None
    answered: float | None = None


class Hinting(DriverBase):
    """The hint: asked, collected, dropped (see the module's docstring)."""

    hint: Hint | None
    #: a hint was asked at this table (its player is forgotten when the table closes)
    _hinted: bool
    _hint_key: tuple | None
    _hint_seat: int | None

    def hint_seat(self) -> int | None:
        """The person who may ask for a hint now (None: nobody)."""
        if not self.can_act():
            return None
        seat = self.state.current_player()
        if seat < 0 or not self.session.seats[seat].hints:
            return None
        if self.viewer == seat:
            return seat
        key = (self._version, self.viewer)
        if self._hint_key != key:
            self._hint_key = key
            self._hint_seat = seat if self._knows_no_more(seat) else None
        return self._hint_seat

    def _knows_no_more(self, seat: int) -> bool:
        """``seat`` knows nothing the table shown now does not show everybody."""
        own = self.state.observation(seat).to_json()
        shown = self.observation().to_json()
        for data in (own, shown):
            data.pop("seat", None)
            data.pop("viewer", None)
        return own == shown

    def toggle_hint(self) -> bool:
        """Ask for a hint, or put the one asked or shown away; True if one is asked."""
        if self.hint is not None:
            self.drop_hint()
            return False
        seat = self.hint_seat()
        if seat is None:
            return False
        self.hint = Hint(next(self._tokens), seat, self._version, self.viewer, self.clock)
        self._ask_hint(self.hint)
        self.table.invalidate()
        return True

    def _ask_hint(self, hint: Hint) -> None:
        """Ask the hints' computer player for ``hint`` (beside the frame); a joined
        computer's driver takes the one its host worked out instead (game.net.mirror)."""
        table = hint_table(self.session.table)
        self._hinted = True
        self.thinker.forget(table)             # a fresh player: it catches up from the history
        self.thinker.ask(self.session.hint_question(hint.token, hint.seat, table))

    def forget_hints(self) -> None:
        """The table closes: the hints' computer player goes (if one was asked)."""
        self.hint = None
        if self._hinted:
            self.thinker.forget(hint_table(self.session.table))

    def drop_hint(self) -> None:
        if self.hint is not None:
            self.hint = None
            self.table.invalidate()

    def hint_action(self) -> Action | None:
        """The hinted action, once it came (and while it still holds)."""
        self._check_hint()
        return self.hint.action if self.hint is not None else None

    def _check_hint(self) -> None:
        hint = self.hint
        if hint is not None and (hint.version != self._version or hint.viewer != self.viewer
                                 or self.hint_seat() != hint.seat):
            self.drop_hint()

    def _collect_hint(self) -> None:
        """Look for the hint's answer (each update, while one is awaited)."""
        self._check_hint()
        if self.hint is None or self.hint.action is not None:
            return
        while True:
            got = self.thinker.answer(0.0)
            if got is None:
                return
            self._take_answer(got)
            if self.hint is None or self.hint.action is not None:
                return

    def _take_answer(self, got: Answer) -> None:
        """Hand an answer to whoever asked it: the computer thinking now, or the hint
        (an answer to a forgotten question is thrown away)."""
        thinking = self.thinking
        if thinking is not None and got.token == thinking.token:
            thinking.answer = got.action
        elif self.hint is not None and got.token == self.hint.token:
            self.hint.action = got.action
            self.hint.answered = self.clock
            self.table.invalidate()
