"""The table's answer windows (:class:`Answering`): when the rules ask people out of
turn, the people of the round are asked together (:class:`~.window.AnswerWindow`): each
claims or passes (for this round, or until their own turn) for themselves; whoever has
not decided when the countdown runs out passes; a claimant decides in their own view.
(:mod:`.driver`'s docstring, "Answer windows".)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.protocol import Action, IllegalAction, Pass
from ..core.report import warn
from .base import DriverBase
from .window import AnswerWindow, people_asked, person_passes, quiet_after, same_round

if TYPE_CHECKING:
    from ..core.protocol import GameState


class Answering(DriverBase):
    """The answer window of the round, the people's claims and passes."""

    @property
    def window(self) -> AnswerWindow | None:
        """The answer window the table shows (see :mod:`.window`), or None: people are
        still to decide or to answer in this round of the rules' window."""
        window = self._window
        return window if window is not None and window.open else None

    def claim(self, seat: int) -> bool:
        """The person ``seat`` asks to answer in the open window (their button or key).
        When the rules ask them, they get their own view (a pass screen when several
        people play) and decide; the people asked before them are still waited for.
        A person who passed may change their mind while they are still to be asked.
        False when refused: no window, not theirs, too late."""
        window = self.window
        if (window is None or self.paused or window.expired or seat not in window.holders
                or seat in window.looks):
            return False
        window.looks.add(seat)
        window.passed.discard(seat)
        window.quiet.discard(seat)
        self._quiet.pop(seat, None)
        self.table.invalidate()
        self._review()
        return True

    def decline(self, seat: int, until_turn: bool = False) -> bool:
        """The person ``seat`` passes in this round (their "pass" on the bar; the
        claimant's "go on" in their own view), or, ``until_turn``, in every window until
        their own next turn (see :mod:`.window`). Only for themselves: the others are
        still asked. False when refused (no window, not theirs, paused)."""
        window = self.window
        if window is None or self.paused or seat not in window.holders:
            return False
        if until_turn:
            self._quiet[seat] = self.state.turn_owner() != seat
            window.quiet.add(seat)
        answers_now = self._claimant_asked() and self.state.current_player() == seat
        answers_now = answers_now and self.can_act()
        window.looks.discard(seat)
        window.passed.add(seat)
        self.table.invalidate()
        if answers_now:
            self._pass_for_person()
        else:
            self._review()
        return True

    def go_on_for(self) -> int | None:
        """Whose pass "go on" is now: the claimant asked now, in their own view; else
        the only person still to decide. None when nobody or several people are still
        to decide (each says it for themselves)."""
        window = self.window
        if window is None or self.paused:
            return None
        if self._claimant_asked():
            return self.state.current_player() if self.can_act() else None
        undecided = [seat for seat in window.undecided() if not self.is_remote(seat)]
        return undecided[0] if len(undecided) == 1 else None

    def go_on(self) -> bool:
        """"Go on": one person's pass (:meth:`go_on_for`), never everybody's. False
        when it is nobody's to say."""
        seat = self.go_on_for()
        return seat is not None and self.decline(seat)

    def claimant_asked(self) -> int | None:
        """The claimant the rules ask now (they answer in their own view), if any."""
        return self.state.current_player() if self._claimant_asked() else None

    def quiet_seats(self) -> set[int]:
        """The people passing "until my turn" now (public: they said it on the bar)."""
        return set(self._quiet)

    def _claimant_asked(self) -> bool:
        """The rules ask, in a window, a person who claimed."""
        window = self._window
        return (window is not None and self.state.in_window()
                and self.state.current_player() in window.looks)

    def _open_round(self, state: GameState) -> None:
        """A new round of the window (or none): the people to ask in it, a new
        countdown, no claim; the people passing "until my turn" have passed already."""
        self._quiet = quiet_after(self._quiet, state.turn_owner())
        holders = people_asked(state, set(self.humans()))
        if not holders:
            self._window = None
            return
        total = float(self.table.answer_seconds())
        quiet = {seat for seat in holders if seat in self._quiet}
        self._window = AnswerWindow(holders, total, total, passed=set(quiet), quiet=quiet,
                                    number=next(self._rounds))
        self.table.invalidate()

    def _round_after(self, before: list[int], action: Action, state: GameState) -> None:
        """``action`` was played when ``before`` were still to be asked: the same round
        goes on after a pass (the seat asked is done), a new one starts otherwise."""
        if not state.in_window():
            self._quiet = quiet_after(self._quiet, state.turn_owner())
            self._window = None
            return
        if not same_round(before, action, state):
            self._open_round(state)
            return
        window = self._window
        if window is not None:
            window.holders = people_asked(state, set(self.humans()))
            window.looks &= set(window.holders)     # a claimant who answered is done
            self.table.invalidate()

    def _tick_window(self, dt: float) -> bool:
        """Run the window's countdown (not while paused, an animation plays, the pass
        screen is up or a claimant is asked in their own view); True while it runs."""
        window = self._window
        if (window is None or not window.running or self.paused or self.busy()
                or self.waiting_for_hand_over() or not self.state.in_window()
                or self._claimant_asked() or self._waits_without_countdown()):
            return False
        window.seconds_left = max(0.0, window.seconds_left - dt)
        if window.seconds_left <= 0.0:
            window.expired = True
        self.table.invalidate()
        return True

    def _waits_without_countdown(self) -> bool:
        """The table waits for each person's own decision, with no countdown (a guided
        game: the learner is never passed for while they read the step)."""
        waits = getattr(self.table, "answer_waits", None)
        return bool(waits()) if callable(waits) else False

    def _passes_now(self) -> bool:
        """The person the rules ask now passes without a click (see :mod:`.window`)."""
        state = self.state
        if not state.in_window() or not self.session.is_human_turn():
            return False
        if self._window is None:                     # a round the table did not see start
            self._open_round(state)
        return person_passes(self._window, state.current_player())

    def _pass_for_person(self) -> None:
        seat = self.state.current_player()
        try:
            self.apply(Pass())
        except IllegalAction:
            # The rules break the protocol (no Pass in a window): the person decides
            # for themselves, as if they had claimed, instead of the table passing again.
            warn(__name__, "a pass was refused in an answer window")
            if self._window is not None:
                self._window.passed.discard(seat)
                self._window.looks.add(seat)
