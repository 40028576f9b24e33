"""Who is looking at the table (:class:`Viewing`): the viewer is one seat or nobody in
particular; a person sees their own secrets only after a hand-over (the pass screen's
"it's me" / "not me"), for their turn in a game of hidden hands, an answer they claimed,
or a peek; the view is everybody's again the moment they made the decision they looked
for, and while another screen covers the table (:mod:`.driver`'s docstring tells the
whole of it)."""

from __future__ import annotations

from .base import DriverBase


class Viewing(DriverBase):
    """The viewer and the hand-overs."""

    def wanted_viewer(self) -> int | None:
        """Who should be looking now (see the module's docstring)."""
        humans = self.local_people()           # never a person on another computer
        if not humans or self.paused:
            return None
        if len(humans) == 1:
            return humans[0]
        if self.state.is_terminal():
            return None
        if self.private_request is not None:
            return self.private_request
        if self.private_turns or self.state.in_window():
            return self.deciding()               # in a window: the claimant, when asked
        return None

    def request_private_view(self, seat: int) -> bool:
        """A person asks to see their own secrets (a peek): only the person who must
        decide now may, and only between animations; False if refused."""
        if self.busy() or self.paused or seat != self.deciding():
            return False
        self.private_request = seat
        self.declined = None
        self._review()
        return True

    def close_private_view(self) -> None:
        """The peek is over: back to the view of everybody (no hand-over needed)."""
        self.private_request = None
        self._review()

    def handed(self, seat: int) -> None:
        """The pass screen's "it's me": ``seat`` has the laptop."""
        if self.handing_over != seat:
            return
        self.handing_over = None
        self.declined = None
        self._set_viewer(seat)

    def not_me(self, seat: int) -> None:
        """The pass screen's "not me, go back": the table stays public; a peek is
        dropped, a turn waits for :meth:`ask_again`."""
        if self.handing_over != seat:
            return
        self.handing_over = None
        if self.private_request == seat:
            self.private_request = None
        elif self._window is not None and seat in self._window.looks:
            self._window.looks.discard(seat)     # the claim is dropped: the window goes on
        else:
            self.declined = seat
        self.table.invalidate()

    def ask_again(self) -> None:
        """The table's "hand over to X" button, after a "not me"."""
        self.declined = None
        self._review()

    def pause(self) -> None:
        """Another screen covers the table: nothing private stays under it, and any
        thinking is forgotten (the hand-over's own pass screen aside)."""
        if self.handing_over is not None:
            return
        self.paused = True
        self.private_request = None
        self._forget_question()
        if self.viewer is not None and self.cues and len(self.local_people()) > 1:
            # animations drawn for the person looking (a walk along their path, their
            # number shown big) must not go on for everybody: they end now, and the
            # table shows the position as it is
            self._finish_cues()
            self.table.on_undo()
        self._set_viewer(None)

    def resume(self) -> None:
        self.paused = False
        self._review()

    def _set_viewer(self, viewer: int | None) -> None:
        if viewer != self.viewer:
            self.viewer = viewer
            self.table.on_view_changed()
            self.table.invalidate()

    def _leave_private_view(self) -> bool:
        """The person looking in their own view has just made the decision they looked
        for (a marker played, the last move of their turn, the end of a peek's turn):
        the table is everybody's again at once, so that what that decision caused (a
        public announcement, the next turn's banner) is shown, from its first frame, with
        nothing of theirs. Only the hand-over to the next person waits for the
        animations (:meth:`_review`). True if the view changed (the caller tells the
        table once the events are queued)."""
        viewer = self.viewer
        if viewer is None or len(self.local_people()) <= 1 or self.paused:
            return False
        if self.private_request is not None and self.private_request != self.deciding():
            self.private_request = None
        if self.wanted_viewer() == viewer:
            return False
        self.viewer = None
        self.table.invalidate()
        return True

    def _review(self) -> None:
        """Bring the viewer to who should be looking: at once for a public view or a
        single person, through a hand-over for another person."""
        if self.busy():
            return
        if self.private_request is not None and self.private_request != self.deciding():
            self.private_request = None
        wanted = self.wanted_viewer()
        if wanted == self.viewer:
            return
        if wanted is None or len(self.local_people()) <= 1:
            self._set_viewer(wanted)
            return
        if self.handing_over == wanted or self.declined == wanted:
            return
        if self.viewer is not None:
            self._set_viewer(None)              # nothing of the last person stays shown
        self._forget_question()
        self.handing_over = wanted
        self.table.hand_over(wanted)
