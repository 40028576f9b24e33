"""A guided first game ("Show me how", issue 19), headless: the script read and checked,
and a :class:`Lesson` that follows it through the real rules.

A script is data, ``levels/learn/<game>.yaml`` (a game's second guided game, of one of
its parts (:data:`LESSON_PARTS`): ``levels/learn/<game>_<part>.yaml``, its texts
``learn.<game>_<part>.<say>``; it may stop before the game's end)::

    seed: 19                    # the game's seed (no chance is left to it: see below)
    seats: [learner, cpu]       # one learner, the others computers
    level: easy                 # the computers' level (they play the script anyway)
    options: {target: 6}        # the game's options, as the setup would give them
    before: [roll, land 1,2, show 1 blue, show 2 blue, stop]   # the prepared position
    steps:
      - seat: 0                 # who acts
        do: roll                # the action, in the save's notation (parse_action)
        then: [land 5,6, show 5 blue, show 6 yellow]   # the chance outcomes it causes
        say: roll               # its sentence: learn.<game>.<say> in locale/*/learn.yaml
        point: button:roll      # what the table points at (the game's view resolves it)
        shows: [CubesLanded]    # events that must happen (the step says the truth)
    end: end                    # the last sentence (learn.<game>.<end>)

Every chance outcome of the game comes from the script (``before`` and each step's
``then``): the session draws none itself (:attr:`game.session.Session.chance_source`),
and the computers play the script's moves (:class:`ScriptedThinker`). A script is
checked when it is read by playing it whole through the rules (:func:`play_through`):
an action the rules refuse, a chance outcome missing or too many, an event a step
promises that does not happen, a text with no translation: :class:`ScriptError` names
the file and the problem, and the game offers no "Show me how".

Where a person is in a guided game is read from the game's history alone (how many
actions were played): going back a step, an undo, a reload all agree with it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import paths
from ..core import registry
from ..core.protocol import CHANCE, Action, Event, GameState, IllegalAction
from ..core.safe_files import FileProblem, read_yaml_file
from ..core.thinking import Answer, Question

LEARNER, COMPUTER = "learner", "cpu"
#: the names a step may point at are short words: ``button:roll``, ``stack:2:blue``
_POINT_CHARS = set("abcdefghijklmnopqrstuvwxyz0123456789:_-")
MAX_STEPS = 200
#: the second guided games a game may have (``levels/learn/<game>_<part>.yaml``), in
#: the order their buttons are offered; each has its label ``learn.ui.show_me_<part>``
LESSON_PARTS = ("powers",)


class ScriptError(FileProblem):
    """A guided game's script that cannot be used (names the file and the problem)."""

    kind = "learn script"


def script_name(game_id: str, part: str | None = None) -> str:
    """A script's name: the game's (its first guided game), or ``<game>_<part>`` for a
    second one (``gouda_powers``); its file and its texts (``learn.<name>``) go by it."""
    return f"{game_id}_{part}" if part else game_id


def script_file(game_id: str, part: str | None = None) -> Path:
    return paths.LEVELS / "learn" / f"{script_name(game_id, part)}.yaml"


@dataclass(frozen=True)
class Step:
    """One step: ``seat`` plays ``do`` (notation), then the chance outcomes ``then``."""

    seat: int
    do: str
    then: tuple[str, ...] = ()
    say: str = ""
    point: str = ""
    shows: tuple[str, ...] = ()


@dataclass(frozen=True)
class Script:
    game: str
    path: Path
    seed: int
    seats: tuple[str, ...]
    level: str
    options: dict[str, Any]
    before: tuple[str, ...]
    steps: tuple[Step, ...]
    end: str = "end"
    #: the part of the game it shows (None: the first guided game; ``powers``...)
    part: str | None = None
    #: for each step, the length of the history when its action is due
    starts: tuple[int, ...] = field(default=(), compare=False)

    @property
    def learner(self) -> int:
        return self.seats.index(LEARNER)

    @property
    def name(self) -> str:
        return script_name(self.game, self.part)

    def text_key(self, say: str) -> str:
        return f"learn.{self.name}.{say}"

    def new_state(self) -> GameState:
        """The prepared position: a new game with the script's seed and options, and
        the moves of ``before`` played."""
        state = registry.new_game(self.game, len(self.seats), self.seed, dict(self.options))
        for text in self.before:
            state.apply(state.parse_action(text))
        return state

    def plan(self) -> list[str]:
        """Every action of the guided game in order, ``before`` included (notation)."""
        out = list(self.before)
        for step in self.steps:
            out.append(step.do)
            out.extend(step.then)
        return out


# ------------------------------------------------------------------- reading
def _words(value: Any, what: str, path: Path) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise ScriptError(path, f"{what} must be a list of moves in notation (words)", "bad_value")
    return tuple(v.strip() for v in value)


def _key(value: Any, what: str, path: Path) -> str:
    if not isinstance(value, str) or not value or not set(value) <= _POINT_CHARS:
        raise ScriptError(path, f"{what} must be a short name (a-z, 0-9, ':', '_', '-'), "
                                f"not {str(value)[:40]!r}", "bad_value")
    return value


def _step(data: Any, number: int, players: int, path: Path) -> Step:
    where = f"step {number}"
    if not isinstance(data, dict):
        raise ScriptError(path, f"{where} must be a mapping (seat, do, say...)", "bad_value")
    unknown = set(data) - {"seat", "do", "then", "say", "point", "shows"}
    if unknown:
        raise ScriptError(path, f"{where}: unknown key {sorted(map(str, unknown))[0]!r}", "bad_value")
    seat = data.get("seat")
    if type(seat) is not int or not 0 <= seat < players:
        raise ScriptError(path, f"{where}: 'seat' must be a seat number from 0 to {players - 1}",
                          "bad_value")
    do = data.get("do")
    if not isinstance(do, str) or not do.strip():
        raise ScriptError(path, f"{where}: 'do' must be a move in notation", "bad_value")
    point = data.get("point", "")
    return Step(seat, do.strip(), _words(data.get("then"), f"{where}: 'then'", path),
                _key(data.get("say"), f"{where}: 'say'", path),
                _key(point, f"{where}: 'point'", path) if point else "",
                _words(data.get("shows"), f"{where}: 'shows'", path))


def read_script(game_id: str, path: Path | None = None, part: str | None = None) -> Script:
    """The script of ``game_id``'s guided game (its ``part``: None for the first one),
    read and checked (played through the rules: :func:`play_through`);
    :class:`ScriptError` if it cannot be used."""
    path = Path(path) if path is not None else script_file(game_id, part)
    data = read_yaml_file(path, ScriptError)
    if not isinstance(data, dict):
        raise ScriptError(path, "must hold a mapping (seed, seats, steps...)", "not_mapping")
    unknown = set(data) - {"seed", "seats", "level", "options", "before", "steps", "end"}
    if unknown:
        raise ScriptError(path, f"unknown key {sorted(map(str, unknown))[0]!r}", "bad_value")
    seed = data.get("seed", 0)
    if type(seed) is not int or not 0 <= seed < 1 << 62:
        raise ScriptError(path, "'seed' must be a whole number", "bad_value")
    seats = data.get("seats")
    if (not isinstance(seats, list) or not all(s in (LEARNER, COMPUTER) for s in seats)
            or seats.count(LEARNER) != 1):
        raise ScriptError(path, "'seats' must list one 'learner' and the 'cpu' seats", "bad_value")
    try:
        info = registry.descriptor(game_id)
    except KeyError:
        raise ScriptError(path, f"{game_id!r} is not a game", "bad_value") from None
    level = data.get("level", "easy")
    if level not in info.levels:
        raise ScriptError(path, f"'level' must be one of {list(info.levels)}", "bad_value")
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise ScriptError(path, "'options' must be a mapping", "bad_value")
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps or len(steps) > MAX_STEPS:
        raise ScriptError(path, f"'steps' must list 1 to {MAX_STEPS} steps", "bad_value")
    parsed = tuple(_step(s, i + 1, len(seats), path) for i, s in enumerate(steps))
    before = _words(data.get("before"), "'before'", path)
    starts, at = [], len(before)
    for step in parsed:
        starts.append(at)
        at += 1 + len(step.then)
    script = Script(game_id, path, seed, tuple(seats), level, dict(options), before, parsed,
                    _key(data.get("end", "end"), "'end'", path), part or None, tuple(starts))
    play_through(script)
    return script


def play_through(script: Script, check_texts: Callable[[str], bool] | None = None
                 ) -> list[list[Event]]:
    """Play the whole script through the rules (headless); the events of each step
    (its action and its chance outcomes). Raises :class:`ScriptError` when the rules
    refuse a move, the game asks for chance the script does not give (or the other
    way round), a computer or the learner is asked to act out of turn, or a step's
    ``shows`` does not happen; with ``check_texts``, a sentence it says is missing."""
    path = script.path
    try:
        state = script.new_state()
    except (ValueError, IllegalAction) as exc:
        raise ScriptError(path, f"the prepared position cannot be played: {exc}", "bad_value") from None
    out: list[list[Event]] = []
    for number, step in enumerate(script.steps, 1):
        where = f"step {number} ({step.do})"
        if state.current_player() != step.seat:
            raise ScriptError(path, f"{where}: it is not seat {step.seat}'s turn to act", "bad_value")
        events: list[Event] = []
        for k, text in enumerate((step.do, *step.then)):
            if k and state.current_player() != CHANCE:
                raise ScriptError(path, f"{where}: {text!r} is not a chance outcome now", "bad_value")
            try:
                events += state.apply(state.parse_action(text))
            except IllegalAction as exc:
                raise ScriptError(path, f"{where}: the rules refuse {text!r}: {exc}", "bad_value") from None
        if state.current_player() == CHANCE:
            raise ScriptError(path, f"{where}: a chance outcome is missing after it", "bad_value")
        names = {type(e).__name__ for e in events}
        missing = [s for s in step.shows if s not in names]
        if missing:
            raise ScriptError(path, f"{where}: {missing[0]} does not happen", "bad_value")
        for key in (step.say,) if check_texts else ():
            if not check_texts(script.text_key(key)):       # type: ignore[misc]
                raise ScriptError(path, f"{where}: no text {script.text_key(key)!r}", "bad_value")
        out.append(events)
    return out


#: each (game, part)'s script as read, with the game's config it was checked against
_known: dict[tuple[str, str | None], tuple[Any, tuple[Script | None, str | None]]] = {}


def script_for(game_id: str, part: str | None = None) -> tuple[Script | None, str | None]:
    """``(script, None)`` when ``game_id`` has a guided game (its ``part``: None for the
    first one, ``powers``...) that can be played, else ``(None, problem)`` (None when
    it has no script at all). Read once per config of the
    game: the script is checked by playing it through the rules, which a config read
    again (a damaged one put aside, the shipped one back) may change."""
    try:
        config = registry.descriptor(game_id).config()
    except (FileProblem, KeyError, ValueError) as exc:     # the game itself cannot start
        return None, str(exc)
    key = (game_id, part or None)
    known = _known.get(key)
    if known is None or known[0] is not config:
        path = script_file(game_id, part)
        result: tuple[Script | None, str | None]
        if not path.exists():
            result = (None, None)
        else:
            try:
                result = (read_script(game_id, path, part), None)
            except (FileProblem, KeyError, ValueError) as exc:
                result = (None, str(exc))
        known = _known[key] = (config, result)
    return known[1]


def forget_scripts() -> None:
    """Read the scripts again on next use (tests)."""
    _known.clear()


# ------------------------------------------------------------------- following
class Lesson:
    """A guided game being followed: which step is due, what the learner may play,
    the chance outcomes and the computers' moves, all read from the game's history."""

    def __init__(self, script: Script) -> None:
        self.script = script
        self._plan = script.plan()
        self.learner = script.learner

    @property
    def steps(self) -> int:
        return len(self.script.steps)

    def _played(self, state: GameState) -> int:
        return len(state.history)

    def on_script(self, state: GameState) -> bool:
        """The game's history is the script's so far (nothing else was played)."""
        played = [str(a) for a in state.history]
        return played == self._plan[:len(played)]

    def done(self, state: GameState) -> int:
        """How many steps have been played (their action made)."""
        n = self._played(state)
        return sum(1 for s in self.script.starts if s < n)

    def finished(self, state: GameState) -> bool:
        return self._played(state) >= len(self._plan)

    def current(self, state: GameState, shown: int | None = None) -> int | None:
        """The step being shown: the one due, or the one whose outcomes play out (the
        last one once the script is played); None off the script's start. ``shown``:
        how many actions the table has finished showing (it follows its animations)."""
        n = self._played(state) if shown is None else min(shown, self._played(state))
        index = None
        for i, start in enumerate(self.script.starts):
            if start <= n:
                index = i
        return index

    def step(self, state: GameState, shown: int | None = None) -> Step | None:
        index = self.current(state, shown)
        return None if index is None else self.script.steps[index]

    def expected(self, state: GameState) -> Action | None:
        """The script's next action (a decision or a chance outcome) in this position."""
        n = self._played(state)
        if n >= len(self._plan) or not self.on_script(state):
            return None
        return state.parse_action(self._plan[n])

    def waiting(self, state: GameState) -> bool:
        """The learner's step is due: the table waits for their click."""
        n = self._played(state)
        return (n in self.script.starts and state.current_player() == self.learner
                and self.on_script(state))

    def accepts(self, state: GameState, action: Action) -> bool:
        """Whether ``action`` is the one the step asks for (else it is not played)."""
        return self.waiting(state) and action == self.expected(state)

    def chance(self, state: GameState) -> Action | None:
        """The forced chance outcome (the session's ``chance_source``)."""
        return self.expected(state) if state.current_player() == CHANCE else None

    def back_to(self, state: GameState) -> int | None:
        """The history's length to go back to for "back a step": the start of the
        learner's step before the one due (or the one in progress); None at the first."""
        n = self._played(state)
        learner = [s for s, step in zip(self.script.starts, self.script.steps)
                   if step.seat == self.learner and s < n]
        return learner[-1] if learner else None


class ScriptedThinker:
    """The computers of a guided game: each answers with the script's move (a
    :class:`~game.core.thinking.Thinker`, so the table plays them as any computer's,
    after their pause and with their narration)."""

    def __init__(self, lesson: Lesson, state: Callable[[], GameState]) -> None:
        self.lesson = lesson
        self.state = state
        self._answers: list[Answer] = []

    def start(self) -> None:
        """Nothing to start."""

    def ask(self, question: Question) -> None:
        if self.lesson.finished(self.state()):   # a script that stops before the game's
            return                               # end: the computers play no further
        action = self.lesson.expected(self.state())
        if action is None or action not in question.legal:      # off the script: any move
            action = question.legal[0]
        self._answers.append(Answer(question.token, action))

    def answer(self, wait: float = 0.0) -> Answer | None:
        return self._answers.pop(0) if self._answers else None

    def forget(self, table: int) -> None:
        self._answers.clear()

    def close(self) -> None:
        self._answers.clear()
