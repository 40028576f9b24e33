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
"""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from ..core.observation import Observation
from ..core.protocol import CHANCE, Action, Event, IllegalAction, Pass, visible_events
from ..core.report import note, warn
from ..core.thinking import InlineThinker
from .log import MoveLog
from .window import AnswerWindow, people_asked, person_passes, quiet_after, same_round

if TYPE_CHECKING:
    from ..core.protocol import GameState
    from ..core.thinking import Thinker
    from ..session import Session


#: Seconds during which a person's decisions are ignored once the table passed to them.
TURN_GUARD = 0.5
#: How long one update may wait for a computer's quick answer in an answer window.
ANSWER_WAIT = 0.004
#: How many computer answers one update may take in a row (a round of passes).
ANSWERS_PER_UPDATE = 12


class Table(Protocol):
    """What the driver asks of the table it drives (the game's scene)."""

    def on_events(self, events: list[Event]) -> None:
        """Queue the animations of ``events`` (as the viewer may see them)."""

    def on_action(self, player: int, action: Action) -> None:
        """``player`` (-1: chance) just played ``action``; its events follow."""

    def on_undo(self) -> None:
        """The position was replaced (an undo): show it as it is."""

    def on_settled(self) -> None:
        """Every queued animation has played."""

    def on_view_changed(self) -> None:
        """The viewer changed: draw the table again from the new observation."""

    def on_game_over(self) -> None:
        """The game is over and shown: open the results."""

    def hand_over(self, seat: int) -> None:
        """Put up the pass screen for ``seat``; it calls :meth:`TurnDriver.handed` or
        :meth:`TurnDriver.not_me`."""

    def chance_delay(self) -> float:
        """Seconds before a chance outcome is drawn."""

    def cpu_delay(self) -> float:
        """Seconds a computer player seems to think."""

    def answer_seconds(self) -> float:
        """Seconds an answer window waits for people to claim (the setting)."""

    def person_throws(self) -> int | None:
        """The seat of a person who throws the pending chance outcome themselves."""

    def invalidate(self) -> None:
        """The picture changed."""


@dataclass
class Cue:
    """One step of the table's animation script: ``start`` runs when the step begins,
    ``end`` when ``duration`` seconds have passed; the next step waits for it.
    A ``skippable`` step (a message being read) ends at a click or Space."""

    duration: float
    start: Callable[[], None] | None = None
    end: Callable[[], None] | None = None
    skippable: bool = False
    name: str = ""
    elapsed: float = 0.0
    started: bool = False


@dataclass
class _Thinking:
    token: int
    seat: int
    answer: Action | None = None
    waited: float = 0.0


@dataclass
class TurnDriver:
    session: Session
    table: Table
    thinker: Thinker = field(default_factory=InlineThinker)
    private_turns: bool = False

    def __post_init__(self) -> None:
        self.clock = 0.0
        self.cues: deque[Cue] = deque()
        self.settled = True
        #: counts the changes of position (each action, an undo): what the cached
        #: observations were made of
        self._version = 0
        self._obs_key: tuple | None = None
        self._obs: Observation | None = None
        self._public_key = -1
        self._public: Observation | None = None
        self.viewer: int | None = None
        self.private_request: int | None = None
        self.handing_over: int | None = None
        self.declined: int | None = None
        self.paused = False
        self.wait_kind: str | None = None      # "chance" or "cpu" while a timer runs
        self.wait_left = 0.0
        self.thinking: _Thinking | None = None
        self._tokens = itertools.count(1)
        self.results_opened = False
        self._owner: int | None = None
        self._guard_until = -1.0
        self._was_guarded = False
        self._window: AnswerWindow | None = None
        self._quiet: dict[int, bool] = {}          # "pass until my turn" (see .window)
        self._rounds = itertools.count(1)
        self._open_round(self.state)
        self.log = MoveLog()
        self.log.actions = len(self.session.state.history)   # a continued game: from here
        self._cues_queued = self._cues_done = 0
        self._log_marks: deque[tuple[int, int]] = deque()
        self._log_upto = self.log.actions
        # A table opens public; a person alone sees their own view at once, several
        # people only after a hand-over (a continued game too).
        self.viewer = self.wanted_viewer() if len(self.humans()) <= 1 else None

    # ------------------------------------------------------------------- queries
    @property
    def state(self) -> GameState:
        return self.session.state

    def observation(self) -> Observation:
        """What the viewer may know of the position (made once per position and viewer)."""
        key = (self._version, self.viewer)
        if key != self._obs_key or self._obs is None:
            self._obs_key = key
            self._obs = self.state.observation(self.viewer)
        return self._obs

    def public_observation(self) -> Observation:
        """What everybody may know of the position (the move log's and the narration's
        words are made from it, so they are the same for every viewer)."""
        if self._public_key != self._version or self._public is None:
            self._public_key = self._version
            self._public = self.state.observation(None)
        return self._public

    def busy(self) -> bool:
        """True while the animation script runs (the table waits for it)."""
        return bool(self.cues)

    def humans(self) -> list[int]:
        return self.session.humans()

    def deciding(self) -> int | None:
        """The person who must decide now (or throw), if a person must."""
        state = self.state
        if state.is_terminal():
            return None
        player = state.current_player()
        if player == CHANCE:
            return self.table.person_throws()
        if not self.session.seats[player].is_human:
            return None
        if state.in_window() and not self._claimant_asked():
            return None                          # the window waits, or they pass
        return player

    def waiting_for_hand_over(self) -> bool:
        """The table waits for a person to take the laptop (the pass screen is up, or
        they said "not me")."""
        return self.handing_over is not None or (
            self.declined is not None and self.declined == self.wanted_viewer())

    def can_act(self) -> bool:
        """A person may decide now: it is a person's turn, the table is settled and
        shown to them if their turn needs their private view."""
        if self.busy() or self.paused or self.waiting_for_hand_over():
            return False
        state = self.state
        if state.is_terminal() or not self.session.is_human_turn():
            return False
        if state.in_window():
            if not self._claimant_asked():
                return False
            return len(self.humans()) <= 1 or self.viewer == state.current_player()
        if self.private_turns and len(self.humans()) > 1:
            return self.viewer == state.current_player()
        return True

    def legal_actions(self) -> list[Action]:
        """The actions of the person who may act now (their own options: theirs to know)."""
        return self.state.legal_actions() if self.can_act() else []

    def awaiting_throw(self) -> bool:
        """A person's throw is pending and the table is settled."""
        return (not self.busy() and not self.paused and self.session.is_chance()
                and not self.waiting_for_hand_over() and self.table.person_throws() is not None)

    def input_guarded(self) -> bool:
        """True for a moment after the table passed to a person (see :data:`TURN_GUARD`)."""
        return self.clock < self._guard_until

    def computer_thinking(self) -> bool:
        """A computer's pause runs (the "... is thinking" hint is shown); not for a
        quick answer out of turn."""
        thinking = self.thinking
        if self.wait_kind != "cpu" or thinking is None:
            return False
        return not self.state.in_window() or thinking.waited > 0.3

    # -------------------------------------------------------------- who looks
    def wanted_viewer(self) -> int | None:
        """Who should be looking now (see the module's docstring)."""
        humans = self.humans()
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
        if self.viewer is not None and self.cues and len(self.humans()) > 1:
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
        if viewer is None or len(self.humans()) <= 1 or self.paused:
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
        if wanted is None or len(self.humans()) <= 1:
            self._set_viewer(wanted)
            return
        if self.handing_over == wanted or self.declined == wanted:
            return
        if self.viewer is not None:
            self._set_viewer(None)              # nothing of the last person stays shown
        self._forget_question()
        self.handing_over = wanted
        self.table.hand_over(wanted)

    # ------------------------------------------------------------ answer windows
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
        undecided = window.undecided()
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
                or self._claimant_asked()):
            return False
        window.seconds_left = max(0.0, window.seconds_left - dt)
        if window.seconds_left <= 0.0:
            window.expired = True
        self.table.invalidate()
        return True

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
        return events

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
        return events

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

    # ------------------------------------------------------------------ narration
    def _narrate(self, player: int, owner: int, action: Action, seen: list[Event],
                 public: list[Event]) -> Callable[[], None]:
        """The move's words and marks, for a table that has them (the hooks are
        optional: a table without them narrates nothing).

        - ``narration(owner, player, action, seen)``: the words of a computer's
          decision, or of anything in a computer's turn (chance, the events a pass
          causes), from the events as the viewer sees them.
        - ``move_marks(owner, player, action, public)``: the marks of the move (where
          from, where to), from the *public* events only: they stay on the board across
          hand-overs, so they never hold a secret.
        - ``on_move_begins(owner, words)`` runs as the move's animation starts (the
          table puts the words up, and lets go of the marks of an earlier turn);
          ``on_marks(owner, marks)`` once it has played.
        - A computer's decision with words then holds ``read_delay(words)`` seconds
          (a click or Space hurries it) before the table goes on: every computer
          decision can be read and seen, at the pace of the computer speed setting.

        Returns what runs once the table has queued the move's animation."""
        table = self.table
        seats = self.session.seats

        def computer(seat: int) -> bool:
            return 0 <= seat < len(seats) and not seats[seat].is_human
        words = None
        narration = getattr(table, "narration", None)
        if narration is not None and (computer(owner) or computer(player)):
            words = narration(owner, player, action, seen) or None
        marks = None
        move_marks = getattr(table, "move_marks", None)
        if move_marks is not None and owner >= 0:
            marks = move_marks(owner, player, action, public)
        begins = getattr(table, "on_move_begins", None)
        if begins is not None and owner >= 0:
            self._at_cue_point(lambda: begins(owner, words))
        read_delay = getattr(table, "read_delay", None)
        hold = 0.0
        if words is not None and computer(player) and not isinstance(action, Pass) \
                and read_delay is not None:
            hold = float(read_delay(words))

        def shown() -> None:
            on_marks = getattr(table, "on_marks", None)
            if marks and on_marks is not None:
                self._at_cue_point(lambda: on_marks(owner, marks))
            if hold > 0:
                self.queue(Cue(hold, skippable=True, name="read"))
        return shown

    def _rewound(self) -> None:
        """The position was replaced: the table shows it as it is, without the words
        or marks of what was taken back."""
        forget = getattr(self.table, "forget_last_move", None)
        if forget is not None:
            forget()
        self.table.on_undo()

    def _at_cue_point(self, job: Callable[[], None]) -> None:
        """Run ``job`` once the cues queued so far have played: now if none is queued."""
        if self.cues:
            self.queue(Cue(0.0, start=job, name="point"))
        else:
            job()

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
        return True

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
            mover = self.table.person_throws()
        else:
            return
        if mover != self._owner:
            if self._owner is not None:
                self._guard_until = self.clock + TURN_GUARD
                self.table.invalidate()
            self._owner = mover

    # --------------------------------------------------------------- animation
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
        self._watch_turn()
        guarded = self.input_guarded()
        if guarded or self._was_guarded:
            moving = True                        # redrawn as the guard ends, too
        self._was_guarded = guarded
        return moving

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
            if self.table.person_throws() is not None:
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
                thinking = self.thinking = _Thinking(token, self.session.to_play())
                self.thinker.ask(self.session.question(token))
                self.wait_kind, self.wait_left = "cpu", self.table.cpu_delay()
                self.table.invalidate()
                dt = 0.0                                 # the pause starts now
            answering = self.state.in_window()
            while thinking.answer is None:
                got = self.thinker.answer(ANSWER_WAIT if answering else 0.0)
                if got is None:
                    break
                if got.token == thinking.token:
                    thinking.answer = got.action
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
