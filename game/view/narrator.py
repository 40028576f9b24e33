"""The words and marks of each move on a table (:class:`Narrator`, a component the
game's scene owns as ``scene.narrator``; the turn driver's :mod:`game.table.animation`
feeds it).

- A computer's decision is told in the banner in words (:meth:`Narrator.words`: the
  move log's lines of its events, as the viewer sees them, the last
  :data:`NARRATION_CHARS` letters of them) and held for reading
  (:meth:`Narrator.read_delay`, by the computer speed setting; a click or Space hurries
  it).
- The marks of the last move (the game's own records, made by its scene's
  ``move_marks`` from the *public* events, drawn by the game with
  :mod:`game.view.marks`) are kept in :attr:`Narrator.last_move` with whose turn made
  them, until the next turn's first move.
- The words give way to the status line once read and a person must decide, another
  turn has begun, or the game is over (:meth:`Narrator.quiet_when_read`); an undo
  forgets both (:meth:`Narrator.forget`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from ..core.protocol import Action, Event

if TYPE_CHECKING:
    from ..config import Settings
    from ..core.descriptor import GameInfo
    from ..session import Session
    from ..table.driver import TurnDriver
    from .table_parts import StatusBanner

#: Seconds a computer's decision stays in the banner before the table goes on, by the
#: computer speed setting (for a line of about :data:`READ_CHARS` letters; a longer one
#: a little more, a shorter one a little less).
READ_HOLD = {"slow": 2.4, "normal": 1.4, "fast": 0.6}
READ_CHARS = 60
#: The most letters the banner tells at once (two lines of the smallest window): when
#: a move says more (markers resolved together), its last sentences (the log has all).
NARRATION_CHARS = 110


def latest(texts: list[str]) -> str | None:
    """The last of ``texts`` that fit :data:`NARRATION_CHARS` together (the last one
    always), joined; None for no words."""
    kept: list[str] = []
    for text in reversed(texts):
        if kept and len(text) + 1 + sum(len(k) + 1 for k in kept) > NARRATION_CHARS:
            break
        kept.insert(0, text)
    return " ".join(kept) or None


class Program(Protocol):
    """What the narrator reads of the program: autoplay (no reading holds) and the
    computer speed setting."""

    autoplay: bool
    settings: Settings


class NarratorHost(Protocol):
    """What the narrator needs of the table: the session (seats, the true state's
    turn), how each event is told, the driver (the public observation, who decides,
    the clock), the banner, the settings, and a redraw (a
    :class:`~game.scenes.gamescene.BaseGameScene` is one)."""

    session: Session
    info: GameInfo
    driver: TurnDriver
    banner: StatusBanner

    @property
    def app(self) -> Program: ...

    @property
    def clock(self) -> float: ...

    def invalidate(self) -> None: ...


class Narrator:
    """The words of the computers' moves and the marks of the last move on ``table``
    (see the module's docstring)."""

    def __init__(self, table: NarratorHost) -> None:
        self.table = table
        #: the marks of the last move (the game's own records, see the scene's
        #: ``move_marks``), and whose turn made them
        self.last_move: list[Any] = []
        self.last_move_owner: int | None = None
        self._narrated_at = -1.0

    def words(self, owner: int, player: int, action: Action, events: list[Event]) -> str | None:
        """The words of a computer's decision (the driver asks, see
        :meth:`~game.table.animation.Animation._narrate`): the move log's lines of its
        ``events``, as the viewer sees them."""
        table = self.table
        seats = table.session.seats
        obs = table.driver.public_observation()
        texts = [text for text in (table.info.describe(event, obs, seats) for event in events) if text]
        return latest(texts)

    def read_delay(self, words: str) -> float:
        """Seconds a computer's decision is held for reading (the computer speed
        setting; a click or Space hurries it)."""
        app = self.table.app
        if app.autoplay:
            return 0.15
        base = READ_HOLD.get(app.settings.cpu_speed, READ_HOLD["normal"])
        return base * min(1.5, max(0.75, len(words) / READ_CHARS))

    def begins(self, owner: int, words: str | None) -> None:
        """A move's animation starts: its words go up in the banner, and the marks of
        an earlier turn go."""
        table = self.table
        banner = table.banner
        if owner != self.last_move_owner:
            self.last_move = []
            self.last_move_owner = owner
            banner.quiet()
        if words:
            if banner.narration and self._narrated_at == table.clock:
                words = latest([banner.narration, words]) or words   # two moves in one frame
            banner.narrate(words)
            self._narrated_at = table.clock
        table.invalidate()

    def marks(self, owner: int, marks: list[Any]) -> None:
        """The move has played: its marks join those of the turn."""
        if owner != self.last_move_owner:
            self.last_move = []
            self.last_move_owner = owner
        self.last_move = [*self.last_move, *marks]
        self.table.invalidate()

    def forget(self) -> None:
        """An undo: neither the words nor the marks of what was taken back stay."""
        self.last_move = []
        self.last_move_owner = None
        self.table.banner.quiet()

    def quiet_when_read(self) -> None:
        """The narration gives way to the status once it has been read and a person
        must decide, another turn has begun, or the game is over and shown (the marks of
        the last move stay on the board)."""
        table = self.table
        driver = table.driver
        if not table.banner.narration or driver.busy():
            return
        state = table.session.state
        if (driver.deciding() is not None or state.is_terminal()
                or state.turn_owner() != self.last_move_owner):
            table.banner.quiet()
            table.invalidate()
