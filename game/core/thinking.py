"""Computer players thinking beside the table, never inside its frame.

The table asks a :class:`Question` (a seat's observation, its legal actions, a seed)
and looks for the answer at each frame; it never waits for one. Two thinkers answer:

- :class:`WorkerThinker`: a helper process (``python -m game.core.worker``) holds the
  computer players (one per seat of each game, each with its own memory) and answers
  over a pipe, one JSON line each way. Searching in another process leaves the window's
  frames alone, whatever the level (a thread would still share the interpreter's lock).
  A reader thread waits on the pipe, so a quick answer (a pass) can be picked up within
  a millisecond or two.
- :class:`InlineThinker`: the same players in this process, answering at once (tests,
  headless tools, and the fallback when the helper cannot run).

A question is identified by its ``token``; the table forgets a question it no longer
wants (an undo, a pause, a hand-over, quitting) by ignoring its answer when it comes:
the answer of a forgotten question is thrown away. The answer is the index of the
chosen action in ``legal`` (notations travel, never objects).
"""

from __future__ import annotations

import json
import os
import random
import sys
from dataclasses import dataclass, field
from typing import IO, TYPE_CHECKING, Any, Protocol

from .agents import Agent
from .observation import Observation
from .protocol import Action
from .report import warn

# queue, subprocess and threading are imported when the helper starts, not at the
# program's start (they cost its first frame)
if TYPE_CHECKING:
    import queue
    import subprocess



@dataclass
class Question:
    """What a computer seat is asked: ``obs`` and ``legal`` are that seat's."""

    token: int
    game_id: str
    table: int                  # which game (a seat's memory belongs to one game)
    seat: int
    level: str
    players: int
    obs: Observation
    legal: list[Action] = field(default_factory=list)
    seed: str = ""
    #: the game's set-up and its actions so far (notations): a computer player that
    #: has not played this game yet (a resumed save) first catches up with what the one
    #: that was playing saw (:meth:`~game.core.agents.Agent.catch_up_from`)
    game_seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    history: list[str] = field(default_factory=list)

    def to_json(self) -> str:
        return json.dumps({"token": self.token, "game": self.game_id, "table": self.table,
                           "seat": self.seat, "level": self.level, "players": self.players,
                           "obs": self.obs.to_json(), "legal": [str(a) for a in self.legal],
                           "seed": self.seed, "game_seed": self.game_seed,
                           "options": self.options, "history": self.history},
                          separators=(",", ":"))


@dataclass
class Answer:
    token: int
    action: Action


class Thinker(Protocol):
    """What a table needs of whoever thinks for its computer seats (both thinkers
    below): ask a question, look for an answer (waiting at most ``wait`` seconds),
    forget a table's questions and players."""

    def ask(self, question: Question) -> None: ...
    def answer(self, wait: float = 0.0) -> Answer | None: ...
    def forget(self, table: int) -> None: ...


class Players:
    """The computer players of every table, one :class:`Agent` per (table, seat)."""

    def __init__(self) -> None:
        self.agents: dict[tuple[int, int], Agent] = {}

    def decide(self, game_id: str, table: int, seat: int, level: str,
               obs: Observation, legal: list[Action], seed: str,
               past: tuple[int, int, dict[str, Any], list[str]] | None = None) -> int:
        """The index in ``legal`` of the seat's choice. ``past`` (players, the game's
        seed, options, actions so far): a new player of a game under way catches up."""
        key = (table, seat)
        agent = self.agents.get(key)
        if agent is None or agent.level != level or agent.game_id != game_id:
            agent = self.agents[key] = Agent(game_id, level, seat)
            if past is not None and past[3]:
                agent.catch_up_from(*past)
        choice = agent.decide(obs, legal, random.Random(seed))
        return legal.index(choice)

    def forget(self, table: int) -> None:
        for key in [k for k in self.agents if k[0] == table]:
            del self.agents[key]


class InlineThinker:
    """Thinks in this process, at once (see the module's docstring)."""

    def __init__(self) -> None:
        self.players = Players()
        self._answers: list[Answer] = []

    def start(self) -> None:
        """Nothing to start: it thinks in this process."""

    def ask(self, question: Question) -> None:
        index = self.players.decide(question.game_id, question.table, question.seat,
                                    question.level, question.obs, question.legal, question.seed,
                                    (question.players, question.game_seed, question.options,
                                     question.history))
        self._answers.append(Answer(question.token, question.legal[index]))

    def answer(self, wait: float = 0.0) -> Answer | None:
        return self._answers.pop(0) if self._answers else None

    def forget(self, table: int) -> None:
        self.players.forget(table)

    def close(self) -> None:
        self._answers.clear()


class WorkerThinker:
    """Thinks in a helper process (see the module's docstring). If the helper cannot be
    started or stops answering sensibly, the questions are answered inline instead, and
    the game goes on."""

    def __init__(self) -> None:
        self.inline = InlineThinker()
        self._proc: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[str | None] | None = None
        self._asked: dict[int, Question] = {}
        self._failed = False

    # the helper -------------------------------------------------------------------
    def start(self) -> None:
        """Start the helper now (it takes a moment to load the games; it is started
        when a table with a computer player opens, before the first question)."""
        if self._proc is not None or self._failed:
            return
        import queue
        import subprocess
        import threading
        self._lines = queue.Queue()
        env = dict(os.environ)
        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
        try:
            self._proc = subprocess.Popen(
                [sys.executable, "-m", "game.core.worker"], stdin=subprocess.PIPE,
                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                encoding="utf-8", bufsize=1, env=env)
        except OSError as exc:
            warn(__name__, "computer players think in the window's process: %s", exc)
            self._failed = True
            return
        reader = threading.Thread(target=self._read, args=(self._proc.stdout,),
                                  name="thinker-reader", daemon=True)
        reader.start()

    def _read(self, stream: IO[str] | None) -> None:
        if stream is None:
            return
        lines = self._lines
        if lines is None:
            return
        for line in stream:
            lines.put(line)
        lines.put(None)                         # the helper is gone

    def _fail(self, why: str) -> None:
        if not self._failed:
            warn(__name__, "the thinking helper stopped (%s); thinking in the window's process", why)
        self._failed = True
        self._stop()
        for question in list(self._asked.values()):   # answer what it left unanswered
            self.inline.ask(question)
        self._asked.clear()

    # the table's side -------------------------------------------------------------
    def ask(self, question: Question) -> None:
        self.start()
        if self._failed or self._proc is None or self._proc.stdin is None:
            self.inline.ask(question)
            return
        self._asked[question.token] = question
        try:
            self._proc.stdin.write(question.to_json() + "\n")
            self._proc.stdin.flush()
        except (OSError, ValueError) as exc:
            self._fail(str(exc))

    def answer(self, wait: float = 0.0) -> Answer | None:
        """An answer that has come (waiting at most ``wait`` seconds for one), or None."""
        got = self.inline.answer()
        if got is not None:
            return got
        if not self._asked or self._lines is None:
            return None
        import queue
        try:
            line = self._lines.get(timeout=wait) if wait > 0 else self._lines.get_nowait()
        except queue.Empty:
            return None
        if line is None:
            self._fail("it ended")
            return self.inline.answer()
        try:
            data = json.loads(line)
            question = self._asked.pop(int(data["token"]))
        except (ValueError, KeyError, TypeError):
            return None                         # not an answer to a question of ours
        if "choice" not in data or not isinstance(data["choice"], int) \
                or not 0 <= data["choice"] < len(question.legal):
            warn(__name__, "the thinking helper failed on a question: %s", data.get("error"))
            self.inline.ask(question)
            return self.inline.answer()
        return Answer(question.token, question.legal[data["choice"]])

    def forget(self, table: int) -> None:
        """A game is over or closed: its players' memories can go."""
        self.inline.forget(table)
        if self._proc is not None and self._proc.stdin is not None and not self._failed:
            try:
                self._proc.stdin.write(json.dumps({"forget": table}) + "\n")
                self._proc.stdin.flush()
            except (OSError, ValueError):
                pass

    def _stop(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        try:
            if proc.stdin is not None:
                proc.stdin.close()
        except OSError:
            pass
        import subprocess
        try:
            proc.wait(timeout=0.5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()

    def close(self) -> None:
        """Stop the helper (quitting): whatever it was thinking is dropped."""
        self._asked.clear()
        if self._proc is not None and self._proc.poll() is None:
            self._proc.kill()
            self._proc.wait()
        self._stop()
