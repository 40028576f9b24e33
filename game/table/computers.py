"""What the table plays itself (:class:`Computers`) when no animation runs: the chance
outcomes (after a beat, unless a person throws), the computers' moves (asked beside the
frame, collected at each update, played once their pause is over; a round of passes in
an answer window within one update), and the end of the game."""

from __future__ import annotations

from ..core.protocol import IllegalAction, Pass
from ..core.report import warn
from .base import DriverBase, Thinking

#: How long one update may wait for a computer's quick answer in an answer window.
ANSWER_WAIT = 0.004
#: How many computer answers one update may take in a row (a round of passes).
ANSWERS_PER_UPDATE = 12


class Computers(DriverBase):
    """Chance, the computers' thinking, the end of the game."""

    def computer_thinking(self) -> bool:
        """A computer's pause runs (the "... is thinking" hint is shown); not for a
        quick answer out of turn."""
        thinking = self.thinking
        if self.wait_kind != "cpu" or thinking is None:
            return False
        return not self.state.in_window() or thinking.waited > 0.3

    def _drive(self, dt: float) -> bool:
        """Play the table's part when no animation runs: chance, computers, the end."""
        session = self.session
        if session.state.is_terminal():
            self._stop_wait()
            if not self.results_opened:
                self.results_opened = True
                self.table.on_game_over()
            return False
        if self.paused or self.waiting_for_hand_over():
            self._stop_wait()
            return False
        if session.is_chance():
            if self._thrower() is not None:
                self._stop_wait()
                return False
            if self.wait_kind != "chance":
                self.wait_kind, self.wait_left = "chance", self.table.chance_delay()
                self.table.invalidate()
            self.wait_left -= dt
            if self.wait_left > 0:
                return True
            self._stop_wait()
            self.draw_chance()
            return True
        if not session.is_cpu_turn() and not self._passes_now():
            self._stop_wait()
            return False
        return self._computers(dt)

    def _computers(self, dt: float) -> bool:
        """Ask, collect and play computers' answers; a round of passes in an answer
        window is played within this one update."""
        for _ in range(ANSWERS_PER_UPDATE):
            if self.busy():
                return True
            if self._passes_now():
                self._pass_for_person()
                continue
            if not self.session.is_cpu_turn():
                return True
            thinking = self.thinking
            if thinking is None or thinking.seat != self.session.to_play():
                self._forget_question()
                token = next(self._tokens)
                thinking = self.thinking = Thinking(token, self.session.to_play())
                self.thinker.ask(self.session.question(token))
                self.wait_kind, self.wait_left = "cpu", self.table.cpu_delay()
                self.table.invalidate()
                dt = 0.0                                 # the pause starts now
            answering = self.state.in_window()
            while thinking.answer is None:
                got = self.thinker.answer(ANSWER_WAIT if answering else 0.0)
                if got is None:
                    break
                self._take_answer(got)
            thinking.waited += dt
            self.wait_left -= dt
            dt = 0.0
            action = thinking.answer
            if action is None:
                return True
            quick = answering and isinstance(action, Pass)
            if not quick and self.wait_left > 0:
                return True
            self._stop_wait()
            self.thinking = None
            try:
                self.apply(action)
            except IllegalAction:
                warn(__name__, "a computer player chose an illegal action: %s", action)
                self.apply(self.session.cpu_action())
            if not quick:
                return True
        return True

    def _forget_question(self) -> None:
        if self.thinking is not None:
            self.thinking = None
            if self.wait_kind == "cpu":
                self._stop_wait()

    def _stop_wait(self) -> None:
        if self.wait_kind is not None:
            self.wait_kind = None
            self.table.invalidate()

    def close(self) -> None:
        """The table closes (quitting, back to the menu): forget its thinking and let
        its computer players go."""
        self._forget_question()
        self.thinker.forget(self.session.table)
