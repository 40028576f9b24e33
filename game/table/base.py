"""The turn driver's common ground: what the table it drives must offer (:class:`Table`),
one step of the animation script (:class:`Cue`), and :class:`DriverBase`: the driver's
state and the questions every part of it asks (who must decide, who may act now, what
the viewer may know). The parts build on it, one job each: :mod:`.viewing` (who is
looking, the hand-overs), :mod:`.answering` (answer windows), :mod:`.animation` (the
events and words fed to the table, the animation script), :mod:`.computers` (chance and
the computers' thinking); :mod:`.driver` puts them together (:class:`~.driver.TurnDriver`)
and plays the actions."""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from ..core.observation import Observation
from ..core.protocol import CHANCE, Action, Event

if TYPE_CHECKING:
    from ..core.protocol import GameState
    from ..core.thinking import Answer, Thinker
    from ..session import Session
    from .log import MoveLog
    from .window import AnswerWindow


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
class Thinking:
    """The question a computer was asked (``token``), for ``seat``, and its answer."""

    token: int
    seat: int
    answer: Action | None = None
    waited: float = 0.0


class DriverBase:
    """The driver's state (set up by :class:`~.driver.TurnDriver`) and its queries; what
    one part asks of another is declared here and done there."""

    session: Session
    table: Table
    thinker: Thinker
    private_turns: bool
    clock: float
    cues: deque[Cue]
    settled: bool
    _version: int
    _obs_key: tuple | None
    _obs: Observation | None
    _public_key: int
    _public: Observation | None
    viewer: int | None
    private_request: int | None
    handing_over: int | None
    declined: int | None
    paused: bool
    wait_kind: str | None
    wait_left: float
    thinking: Thinking | None
    _tokens: itertools.count[int]
    results_opened: bool
    _owner: int | None
    _guard_until: float
    _was_guarded: bool
    _window: AnswerWindow | None
    _quiet: dict[int, bool]
    _rounds: itertools.count[int]
    log: MoveLog
    _cues_queued: int
    _cues_done: int
    _log_marks: deque[tuple[int, int]]
    _log_upto: int

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
        """The seats of people: at this screen, or on another computer (issue 20)."""
        return self.session.humans()

    def local_people(self) -> list[int]:
        """The people sharing this screen (the hand-overs are between them only)."""
        return [i for i, seat in enumerate(self.session.seats) if seat.is_human and not seat.remote]

    def is_remote(self, seat: int) -> bool:
        """Whether ``seat`` is a person playing from another computer (issue 20): their
        decisions arrive over the connection (:mod:`game.net.hosting`), this screen
        never shows their secrets, never hands over to them, never decides for them."""
        seats = self.session.seats
        return 0 <= seat < len(seats) and seats[seat].remote

    def _thrower(self) -> int | None:
        """The person at this screen who throws the pending chance outcome themselves
        (a person on another computer never does: chance is drawn for them)."""
        seat = self.table.person_throws()
        return None if seat is None or self.is_remote(seat) else seat

    def deciding(self) -> int | None:
        """The person at this screen who must decide now (or throw), if one must (a
        person on another computer decides there: None)."""
        state = self.state
        if state.is_terminal():
            return None
        player = state.current_player()
        if player == CHANCE:
            return self._thrower()
        if not self.session.seats[player].is_human or self.is_remote(player):
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
        if (state.is_terminal() or not self.session.is_human_turn()
                or self.is_remote(state.current_player())):
            return False
        if state.in_window():
            if not self._claimant_asked():
                return False
            return len(self.local_people()) <= 1 or self.viewer == state.current_player()
        if self.private_turns and len(self.local_people()) > 1:
            return self.viewer == state.current_player()
        return True

    def legal_actions(self) -> list[Action]:
        """The actions of the person who may act now (their own options: theirs to know)."""
        return self.state.legal_actions() if self.can_act() else []

    def awaiting_throw(self) -> bool:
        """A person's throw is pending and the table is settled."""
        return (not self.busy() and not self.paused and self.session.is_chance()
                and not self.waiting_for_hand_over() and self._thrower() is not None)

    def input_guarded(self) -> bool:
        """True for a moment after the table passed to a person (see :data:`TURN_GUARD`)."""
        return self.clock < self._guard_until

    # ------------------------------------------- what one part asks of another
    def wanted_viewer(self) -> int | None:
        """Who should be looking now (:mod:`.viewing`)."""
        raise NotImplementedError

    def _review(self) -> None:
        """Bring the viewer to who should be looking (:mod:`.viewing`)."""
        raise NotImplementedError

    def _leave_private_view(self) -> bool:
        """The view is everybody's again once its person decided (:mod:`.viewing`)."""
        raise NotImplementedError

    def _claimant_asked(self) -> bool:
        """The rules ask, in a window, a person who claimed (:mod:`.answering`)."""
        raise NotImplementedError

    def _passes_now(self) -> bool:
        """The person the rules ask now passes without a click (:mod:`.answering`)."""
        raise NotImplementedError

    def _pass_for_person(self) -> None:
        """Pass for the person the rules ask now (:mod:`.answering`)."""
        raise NotImplementedError

    def _forget_question(self) -> None:
        """Forget the question a computer was asked (:mod:`.computers`)."""
        raise NotImplementedError

    def _take_answer(self, got: Answer) -> None:
        """Hand a thinker's answer to the question it belongs to (:mod:`.hinting`)."""
        raise NotImplementedError

    def queue(self, cue: Cue) -> Cue:
        """Add a step to the animation script (:mod:`.animation`)."""
        raise NotImplementedError

    def _finish_cues(self) -> None:
        """Play what is left of the animation script at once (:mod:`.animation`)."""
        raise NotImplementedError

    def apply(self, action: Action) -> list[Event]:
        """Play ``action`` and animate it (:mod:`.driver`)."""
        raise NotImplementedError

    def draw_chance(self) -> list[Event]:
        """Draw the pending chance outcome and animate it (:mod:`.driver`)."""
        raise NotImplementedError
