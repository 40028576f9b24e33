"""The turn driver: what every game's table does between people, computers and chance,
as a plain class (no pygame, no window) that a test drives with a clock of its own.

It holds the :class:`~game.session.Session` and plays the table's part:

- **Who is looking.** ``viewer`` is one seat, or None (nobody in particular: public
  facts only); the table draws from :meth:`observation` only, which is the rules'
  ``observation(viewer)`` of the position shown so far. With one person at the table
  (the others computers) that person is always the viewer. With several, the viewer is
  nobody in particular, except when a person must see their own secrets: for their
  turn in a game of hidden hands (``private_turns``), for an answer out of turn they
  claimed, or when they ask (a peek). The viewer then changes to that person only
  after a *hand-over*: the table puts up the pass screen (:meth:`Table.hand_over`),
  the person says "it's me" (:meth:`handed`) or "not me" (:meth:`not_me`). The view
  is everybody's again the moment that person has made the decision they looked for,
  before what it caused is animated (a marker announced to all shows nothing more of
  their hand, the next player's banner none of their hints). Nothing private is shown
  while another screen (a menu) is over the table: :meth:`pause` turns the view public
  (an animation drawn for the person looking ends at once: the table shows the position
  as it is), and it becomes private again only by a new hand-over.
- **Events** reach the table as the viewer may see them (a private event as its
  public version, or not at all), and go into the move log (:attr:`log`).
- **Chance**: a chance node is drawn once no animation runs, after a beat; or, when a
  person throws it themselves (a child rolling the die), the driver waits for
  :meth:`throw`.
- **Computers** think beside the frame: the driver asks its thinker a question at
  once and looks for the answer at each update, never waiting for it; the move is made
  when the answer is there and the computer's pause (for people to follow) is over. A
  computer's ``Pass`` in an answer window costs no pause at all: passes are picked up
  within the same update (a round of five passes costs no visible time). A question is
  forgotten (its answer ignored) on undo, pause, quitting and hand-over.
- **Answer windows** (:mod:`.window`): when the rules ask people out of turn, the
  table asks the people of the round together (:attr:`TurnDriver.window`): each
  decides for themselves: :meth:`~TurnDriver.claim` to answer, or
  :meth:`~TurnDriver.decline` (pass, or pass until their own turn); whoever has not
  decided when the countdown (:meth:`Table.answer_seconds`) runs out passes.
  :meth:`~TurnDriver.go_on` is one person's pass, never everybody's. A person asked in
  a window decides only after claiming, in their own view (a hand-over with several
  people); then the view is everybody's again. With no person to ask, or when all of
  them passed, nothing waits.
- **The turn guard**: when a person gets the table after somebody else played, their
  decisions are ignored for :data:`TURN_GUARD` seconds (a child mashing Space to hurry
  the computer must not roll by accident). Passes in an answer window do not count as
  playing: they do not restart the guard.
- **Following the computers** (:meth:`TurnDriver._narrate`): each computer decision
  (and whatever happens in a computer's turn) is told in words as its animation starts
  (the table's banner), and a decision is then held for reading (a skippable cue, as
  long as the computer speed setting says); the table marks the last move (where from,
  where to, from public events only) until the next turn's first move.
- **Animations** are a script of :class:`Cue` steps queued by the table; the driver
  waits for them before it goes on. Undo rewinds the session (never across a roll, a
  reveal or another player's decision) and the table shows the position as it is.

The driver is made of parts, one job each, on a common ground (:mod:`.base`: the
:class:`Table` it drives, :class:`Cue`, its state and queries): who is looking
(:mod:`.viewing`), answer windows (:mod:`.answering`), what the table is shown and the
animation script (:mod:`.animation`), chance and the computers (:mod:`.computers`);
this module puts them together and plays the actions. The scenes import the driver's
names from here (:data:`__all__`).
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..core.protocol import CHANCE, Action, Event, IllegalAction, Pass
from ..core.report import note
from ..core.thinking import InlineThinker
from .animation import Animation
from .answering import Answering
from .base import Cue, Table
from .computers import Computers
from .hinting import Hinting
from .log import MoveLog
from .viewing import Viewing

if TYPE_CHECKING:
    from ..core.thinking import Thinker
    from ..session import Session

__all__ = ["TURN_GUARD", "Cue", "Table", "TurnDriver"]

#: Seconds during which a person's decisions are ignored once the table passed to them.
TURN_GUARD = 0.5


@dataclass
class TurnDriver(Viewing, Answering, Animation, Computers, Hinting):
    session: Session
    table: Table
    thinker: Thinker = field(default_factory=InlineThinker)
    private_turns: bool = False

    def __post_init__(self) -> None:
        self.clock = 0.0
        self.cues = deque()
        self.settled = True
        #: counts the changes of position (each action, an undo): what the cached
        #: observations were made of
        self._version = 0
        self._obs_key = None
        self._obs = None
        self._public_key = -1
        self._public = None
        self.viewer = None
        self.private_request = None
        self.handing_over = None
        self.declined = None
        self.paused = False
        self.wait_kind = None      # "chance" or "cpu" while a timer runs
        self.wait_left = 0.0
        self.thinking = None
        self.hint = None           # the hint asked or shown (:mod:`.hinting`)
        self._hinted = False
        self._hint_key = None
        self._hint_seat = None
        self._tokens = itertools.count(1)
        self.results_opened = False
        self._owner = None
        self._guard_until = -1.0
        self._was_guarded = False
        self._window = None
        self._quiet = {}          # "pass until my turn" (see .window)
        self._rounds = itertools.count(1)
        self._open_round(self.state)
        self.log = MoveLog()
        self.log.actions = len(self.session.state.history)   # a continued game: from here
        self._cues_queued = self._cues_done = 0
        self._log_marks = deque()
        self._log_upto = self.log.actions
        #: called after each change of position, in the frame loop's thread, with who
        #: caused it (a seat, -1 chance; -1 and None for an undo or a rewind: the
        #: position replaced), the action and all its events (unfiltered): a hosted
        #: game sends each joined computer its seat's view of it (game/net/hosting.py)
        self.watchers: list[Callable[[int, Action | None, list[Event]], None]] = []
        # A table opens public; a person alone sees their own view at once, several
        # people only after a hand-over (a continued game too).
        self.viewer = self.wanted_viewer() if len(self.local_people()) <= 1 else None

    # ------------------------------------------------------------------- playing
    def apply(self, action: Action) -> list[Event]:
        """Play ``action`` (a decision, or a chance outcome chosen by a test) through the
        session, the one place a game at the table changes, and animate what it caused."""
        state = self.state
        player = state.current_player()
        in_window = state.in_window()
        owner = state.turn_owner()
        before = state.window_seats()
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            note(__name__, "illegal action %s: %s", action, exc)
            raise
        self._version += 1
        self._forget_question()
        self._acted(player, action, in_window)
        self._round_after(before, action, self.state)
        self._show(player, owner, action, events)
        self._changed(player, action, events)
        return events

    def _changed(self, actor: int, action: Action | None, events: list[Event]) -> None:
        for watcher in list(self.watchers):
            watcher(actor, action, events)

    def close(self) -> None:
        """The table closes: forget its thinking, its computer players and its hints."""
        super().close()
        self.forget_hints()

    def throw(self) -> list[Event]:
        """A person throws: the pending chance outcome is drawn now and animated."""
        if not self.awaiting_throw():
            return []
        return self.draw_chance()

    def draw_chance(self) -> list[Event]:
        """Draw the pending chance outcome (from the game's seed) and animate it."""
        owner = self.state.turn_owner()
        events = self.session.chance()
        self._version += 1
        self._round_after([], self.state.history[-1], self.state)
        self._show(CHANCE, owner, self.state.history[-1], events)
        self._changed(CHANCE, self.state.history[-1], events)
        return events

    def undo(self) -> bool:
        if self.busy() or not self.can_act() or not self.session.can_undo():
            return False
        self._forget_question()
        self.session.undo()
        self._version += 1
        self.log.undo(len(self.state.history))
        self._open_round(self.state)                 # a claim is forgotten
        self._rewound()
        self.table.invalidate()
        self._changed(CHANCE, None, [])
        return True

    def rewind(self, length: int) -> None:
        """Go back to the position after the first ``length`` actions (a guided game's
        "back a step", across rolls and turns: :meth:`Session.rewind`); the table shows
        it as it is."""
        self._forget_question()
        self._stop_wait()
        self.session.rewind(length)
        self._version += 1
        self.log.undo(len(self.state.history))
        self._open_round(self.state)
        self._rewound()
        self.table.invalidate()
        self._changed(CHANCE, None, [])

    def skip(self) -> bool:
        """Hurry up: end a computer's pause, a chance beat or a message being read."""
        if self.wait_kind is not None and not self.busy():
            self.wait_left = 0.0
            return True
        if self.cues and self.cues[0].skippable and self.cues[0].started:
            self.cues[0].elapsed = self.cues[0].duration
            return True
        return False

    def _acted(self, player: int, action: Action, in_window: bool) -> None:
        if player >= 0 and not (in_window and isinstance(action, Pass)):
            self._owner = player

    def _watch_turn(self) -> None:
        """Start the turn guard when a person gets the table after somebody else played
        (not when the game is first shown: nobody was hurrying anything)."""
        if self.can_act():
            mover: int | None = self.session.to_play()
        elif self.awaiting_throw():
            mover = self._thrower()
        else:
            return
        if mover != self._owner:
            if self._owner is not None:
                self._guard_until = self.clock + TURN_GUARD
                self.table.invalidate()
            self._owner = mover

    # ------------------------------------------------------------------- frame
    def update(self, dt: float) -> bool:
        """Advance ``dt`` seconds; True while something moves or a timer runs."""
        self.clock += dt
        moving = False
        if self.cues:
            self._run_cues(dt)
            moving = True
        if not self.cues:
            if not self.settled:
                self.settled = True
                self.table.on_settled()
                self.table.invalidate()
                moving = True
            self._review()
            if self._tick_window(dt):
                moving = True
            if self._drive(dt):
                moving = True
        if self.hint is not None:
            self._collect_hint()
        self._watch_turn()
        guarded = self.input_guarded()
        if guarded or self._was_guarded:
            moving = True                        # redrawn as the guard ends, too
        self._was_guarded = guarded
        return moving
