"""What the table is shown of each move (:class:`Animation`): the events as the viewer
may see them, the move log, the words and marks that follow the computers' moves
(:meth:`Animation._narrate`), and the animation script of :class:`~.base.Cue` steps the
driver waits for."""

from __future__ import annotations

from collections.abc import Callable

from ..core.protocol import Action, Event, Pass, visible_events
from .base import Cue, DriverBase


class Animation(DriverBase):
    """The events, words and marks fed to the table, and the animation script."""

    def _show(self, player: int, owner: int, action: Action, events: list[Event]) -> None:
        """Log ``events`` (by ``owner``'s turn) and hand the table what the viewer sees:
        the move's words and marks (:meth:`_narrate`) around its animation."""
        left = self._leave_private_view()
        seen = visible_events(events, self.viewer)
        self.log.add(events, owner, self.public_observation())
        self.table.on_action(player, action)
        shown = self._narrate(player, owner, action, seen, visible_events(events, None))
        self.table.on_events(seen)
        if left:
            self.table.on_view_changed()      # with its animations queued: it draws them public
        # the action is shown once the cues queued so far have run
        self._log_marks.append((self._cues_queued, self.log.actions))
        shown()
        self.table.invalidate()

    def _narrate(self, player: int, owner: int, action: Action, seen: list[Event],
                 public: list[Event]) -> Callable[[], None]:
        """The move's words and marks, for a table that has them: its ``narrator``
        (:class:`game.view.narrator.Narrator`) and its ``move_marks`` hook are optional,
        a table without them narrates nothing.

        - ``narrator.words(owner, player, action, seen)``: the words of a computer's
          decision, or of anything in a computer's turn (chance, the events a pass
          causes), from the events as the viewer sees them.
        - ``move_marks(owner, player, action, public)``: the marks of the move (where
          from, where to), from the *public* events only: they stay on the board across
          hand-overs, so they never hold a secret.
        - ``narrator.begins(owner, words)`` runs as the move's animation starts (the
          table puts the words up, and lets go of the marks of an earlier turn);
          ``narrator.marks(owner, marks)`` once it has played.
        - A computer's decision with words then holds ``narrator.read_delay(words)``
          seconds (a click or Space hurries it) before the table goes on: every computer
          decision can be read and seen, at the pace of the computer speed setting.

        Returns what runs once the table has queued the move's animation."""
        table = self.table
        seats = self.session.seats
        here = set(self.local_people())        # the people at this screen

        def computer(seat: int) -> bool:
            """A seat whose moves this table did not see made: a computer, or a
            person at another computer (issue 20)."""
            return 0 <= seat < len(seats) and seat not in here
        narrator = getattr(table, "narrator", None)
        words = None
        if narrator is not None and (computer(owner) or computer(player)):
            words = narrator.words(owner, player, action, seen) or None
        marks = None
        move_marks = getattr(table, "move_marks", None)
        if move_marks is not None and owner >= 0:
            marks = move_marks(owner, player, action, public)
        if narrator is not None and owner >= 0:
            self._at_cue_point(lambda: narrator.begins(owner, words))
        hold = 0.0
        if (narrator is not None and words is not None and computer(player)
                and not isinstance(action, Pass)):
            hold = float(narrator.read_delay(words))

        def shown() -> None:
            if marks and narrator is not None:
                self._at_cue_point(lambda: narrator.marks(owner, marks))
            if hold > 0:
                self.queue(Cue(hold, skippable=True, name="read"))
        return shown

    def _rewound(self) -> None:
        """The position was replaced: the table shows it as it is, without the words
        or marks of what was taken back."""
        narrator = getattr(self.table, "narrator", None)
        if narrator is not None:
            narrator.forget()
        self.table.on_undo()

    def _at_cue_point(self, job: Callable[[], None]) -> None:
        """Run ``job`` once the cues queued so far have played: now if none is queued."""
        if self.cues:
            self.queue(Cue(0.0, start=job, name="point"))
        else:
            job()

    def log_shown(self) -> int:
        """How many actions the table has finished showing (the move log tells no
        more than that)."""
        marks = self._log_marks
        while marks and marks[0][0] <= self._cues_done:
            self._log_upto = marks.popleft()[1]
        if not self.cues:
            self._log_upto = self.log.actions
            marks.clear()
        return self._log_upto

    def queue(self, cue: Cue) -> Cue:
        self._cues_queued += 1
        self.cues.append(cue)
        self.settled = False
        self.table.invalidate()
        return cue

    def _finish_cues(self) -> None:
        """Play what is left of the animation script at once, in order."""
        while self.cues:
            cue = self.cues.popleft()
            if not cue.started:
                cue.started = True
                if cue.start:
                    cue.start()
            self._cues_done += 1
            if cue.end:
                cue.end()
        self.table.invalidate()

    def _run_cues(self, dt: float) -> None:
        left = dt
        while self.cues:
            cue = self.cues[0]
            if not cue.started:
                cue.started = True
                if cue.start:
                    cue.start()
            cue.elapsed += left
            if cue.elapsed < cue.duration:
                break
            left = cue.elapsed - cue.duration
            self.cues.popleft()
            self._cues_done += 1
            if cue.end:
                cue.end()
            self.table.invalidate()
