"""A game being played at the table: the rule state, who sits where, the computer
players, undo, and the autosave. Headless (no pygame), so tests drive it directly.
At the table, its driver (:class:`~game.table.driver.TurnDriver`) is the one caller of
:meth:`Session.apply`.

Undo: a player may take back their own decisions, but never across a chance outcome
(a roll), a reveal (something they were shown), or another player's decision: those
are facts of the table.

Chance outcomes are drawn with a ``random.Random`` seeded from the game's seed and the
number of actions so far, so a resumed game goes on exactly as it would have.

A game of a match (several games in a row, :mod:`game.core.match`) carries the match
as JSON in ``match``; when the game ends, its result goes into the match's table.
"""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import paths
from .core import registry
from .core.agents import Agent, decision_seed
from .core.match import Match, of_session
from .core.protocol import CHANCE, Action, Event, GameState
from .core.save_file import Save, write_save
from .core.save_writer import SaveWriter, writer_for
from .core.seats import Seat
from .core.thinking import Question

_TABLES = itertools.count(1)
_NO_FILE = SaveWriter()          # a game that saves nowhere: nothing is ever asked of it


class Session:
    def __init__(self, state: GameState, seats: list[Seat], *, autosave: Path | None = None,
                 match: dict[str, Any] | None = None, records: Path | None = None,
                 seconds: float = 0.0):
        if len(seats) != state.num_players:
            raise ValueError("one seat per player")
        self.state = state
        #: the positions before the current player's own decisions that may be taken back
        self._undo: list[GameState] = []
        self.seats = seats
        self.match = dict(match or {})
        self.autosave_path = autosave
        #: which game this is, for the computer players' memories (one per seat and game)
        self.table = next(_TABLES)
        self.agents = [None if seat.is_human else Agent(state.game_id, seat.level, i)
                       for i, seat in enumerate(seats)]
        #: called once with the OSError when the autosave cannot be written (full
        #: disk, a folder that cannot be created); the game goes on unsaved
        self.on_save_error: Callable[[OSError], None] | None = None
        self.save_error: OSError | None = None
        #: the actions in notation, kept as they happen (a save copies this list, it
        #: does not write the whole history out again)
        self._notations = [str(a) for a in state.history]
        #: the family's records the game goes into when it ends (None: it is not
        #: recorded: a demo, an autoplay, a test's table); a game already over when
        #: the session opens (a finished save) was recorded when it ended, if ever
        self.records_path = records
        self._recorded = state.is_terminal()
        #: seconds played before this session (a resumed game's), and since when
        self._seconds_before = seconds
        self._opened = time.monotonic()
        #: where chance outcomes come from instead of the seed, when it gives one: a
        #: guided game's script (:mod:`game.learn.lesson`); None draws from the seed
        self.chance_source: Callable[[GameState], Action | None] | None = None

    @classmethod
    def new(cls, game_id: str, seats: list[Seat], seed: int | None = None,
            options: dict[str, Any] | None = None, autosave: bool = True,
            match: Match | None = None) -> Session:
        """A new game; with ``match``, the next game of that match (``seats`` are its
        players in the match's current order)."""
        seed = random.SystemRandom().randrange(1 << 31) if seed is None else seed
        state = registry.new_game(game_id, len(seats), seed, options)
        if match is not None:
            match.check_seats(seats)
        session = cls(state, seats, autosave=paths.autosave_file() if autosave else None,
                      match=match.to_dict() if match is not None else None,
                      records=paths.records_file() if autosave else None)
        session.save()           # the new game is now the one "Continue" offers
        return session

    @classmethod
    def from_save(cls, save: Save, state: GameState, autosave: Path | None) -> Session:
        """The game of ``save`` continued (recorded when it ends if it is autosaved)."""
        return cls(state, save.seats, autosave=autosave, match=save.match,
                   records=paths.records_file() if autosave is not None else None,
                   seconds=save.seconds)

    @property
    def game_id(self) -> str:
        return self.state.game_id

    def match_state(self) -> Match | None:
        """The match this game belongs to (None: a single game)."""
        return of_session(self.match)

    def record_result(self) -> None:
        """A finished game of a match goes into the match's table (once)."""
        match = self.match_state()
        starter = registry.descriptor(self.game_id).next_starter(self.state)
        if match is not None and match.record(self.state, self.seats, starter):
            self.match = match.to_dict()

    def to_play(self) -> int:
        return self.state.current_player()

    def is_chance(self) -> bool:
        return self.to_play() == CHANCE

    def is_cpu_turn(self) -> bool:
        p = self.to_play()
        return p >= 0 and self.agents[p] is not None

    def is_human_turn(self) -> bool:
        p = self.to_play()
        return p >= 0 and self.agents[p] is None

    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.is_human]

    def _rng(self, salt: str) -> random.Random:
        return random.Random(f"{self.state.seed}:{len(self.state.history)}:{salt}")

    def apply(self, action: Action) -> list[Event]:
        """Apply a decision or outcome through the rules, remembering the position
        before it if it may be undone, then autosave."""
        state = self.state
        actor = state.current_player()
        before = state.clone() if actor != CHANCE else None
        events = state.apply(action)
        if before is None or before.is_reveal(action) or state.current_player() != actor:
            # a roll, a reveal, or the turn passed on: nothing before this is undone
            self._undo.clear()
        else:
            self._undo.append(before)
        self._notations.append(str(action))
        if self.state.is_terminal():
            self.record_result()
            self._record_family()
        self.save()
        return events

    def seconds(self) -> float:
        """How long the game has been played, in seconds (at the table, pauses included)."""
        return self._seconds_before + time.monotonic() - self._opened

    def _record_family(self) -> None:
        """The game has just ended: into the family's records (once; written beside the
        frame, :mod:`game.family.records`)."""
        if self._recorded or self.records_path is None:
            return
        self._recorded = True
        from .family import records
        records.submit(self.records_path, records.finished(
            self.state, self.seats, self.save_data(), self.match_state(), self.seconds()))

    def chance(self) -> list[Event]:
        """Draw and apply the pending chance outcome (the :attr:`chance_source`'s, if
        it gives one)."""
        forced = self.chance_source(self.state) if self.chance_source is not None else None
        if forced is not None:
            return self.apply(forced)
        return self.apply(self.state.sample_chance(self._rng("chance")))

    def cpu_action(self) -> Action:
        """What the computer player to move would do (decided here, from its observation)."""
        agent = self.agents[self.to_play()]
        assert agent is not None, "not a computer player's turn"
        return agent.choose(self.state, self._rng("cpu"))

    def question(self, token: int) -> Question:
        """The question the computer player to move is asked (to think elsewhere), with
        the same seed :meth:`cpu_action` would use."""
        seat = self.to_play()
        assert seat >= 0 and not self.seats[seat].is_human, "not a computer player's turn"
        state = self.state
        return Question(token, state.game_id, self.table, seat, self.seats[seat].level,
                        state.num_players, state.observation(seat), state.legal_actions(),
                        decision_seed(state.seed, len(state.history)), state.seed,
                        dict(state.options), list(self._notations))

    def hint_question(self, token: int, seat: int, table: int) -> Question:
        """The question a hint for the person at ``seat`` asks (issue 19): what the
        **normal** computer would choose in their place, from their observation only,
        with the seed their decision has (:func:`decision_seed`), for the computer
        player of the hints' ``table`` (:mod:`game.table.hinting`)."""
        state = self.state
        return Question(token, state.game_id, table, seat, "normal", state.num_players,
                        state.observation(seat), state.legal_actions(),
                        decision_seed(state.seed, len(state.history)), state.seed,
                        dict(state.options), list(self._notations))

    def can_undo(self) -> bool:
        return self.is_human_turn() and bool(self._undo)

    def undo(self) -> GameState:
        """Go back one decision of the current player; returns the restored position."""
        if not self._undo:
            raise ValueError("nothing to undo")
        self.state = self._undo.pop()
        del self._notations[len(self.state.history):]
        self.save()
        return self.state

    def rewind(self, length: int) -> GameState:
        """Go back to the position after the first ``length`` actions, played again
        from a new game of the same seed and options (a guided game's "back a step":
        across rolls and turns, which :meth:`undo` never crosses)."""
        if not 0 <= length <= len(self.state.history):
            raise ValueError("cannot rewind past the start or forward")
        history = self.state.history[:length]
        state = registry.new_game(self.game_id, self.state.num_players, self.state.seed,
                                  dict(self.state.options))
        for action in history:
            state.apply(action)
        self.state = state
        self._undo.clear()
        del self._notations[length:]
        self.save()
        return state

    @property
    def _writer(self) -> SaveWriter:
        """The writer of the autosave's file (shared with any game saving there)."""
        return writer_for(self.autosave_path) if self.autosave_path is not None else _NO_FILE

    def save_data(self) -> Save:
        return Save(self.state.game_id, self.state.seed, dict(self.state.options), list(self.seats),
                    list(self._notations), dict(self.match), round(self.seconds(), 1))

    # ------------------------------------------------------------------ the autosave
    def save(self) -> None:
        """Bring the autosave up to date. It is written beside the frame loop
        (:mod:`game.core.save_writer`): this takes a snapshot (the actions' notations, kept
        as they happen, and the position) and hands it to the writer, where it replaces
        any save still waiting to be written."""
        if self.autosave_path is None:
            return
        self.pump()
        path = self.autosave_path
        if self.state.is_terminal():
            # A finished game is not offered as "continue".
            def forget() -> None:
                try:
                    path.unlink()
                except FileNotFoundError:
                    pass
            self._writer.submit(self, forget)
            return
        save, final = self.save_data(), self.state.position_dict()
        self._writer.submit(self, lambda: write_save(path, save, final=final))

    def pump(self) -> None:
        """Report what the writes did: a failure once (to ``on_save_error``) until a
        write succeeds again. The table calls this every frame."""
        for outcome in self._writer.outcomes(self):
            if outcome is None:
                self.save_error = None
                continue
            first = self.save_error is None
            self.save_error = outcome
            if first and self.on_save_error is not None:
                self.on_save_error(outcome)

    def flush(self, timeout: float = 5.0) -> None:
        """Wait for the saves asked for to be written (leaving the table), and the
        game's line in the family's records."""
        self._writer.wait(timeout)
        self.pump()
        if self._recorded and self.records_path is not None:
            from .family.records import APPENDER
            APPENDER.wait(timeout)

    def save_now(self, timeout: float = 5.0) -> None:
        """Bring the autosave up to date and wait for it (quitting)."""
        self.save()
        self.flush(timeout)
