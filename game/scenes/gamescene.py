"""The table every game scene is built on: :class:`BaseGameScene`, the drawing and the
controls over the headless :class:`~game.table.driver.TurnDriver` (which plays chance,
computers, hand-overs, the turn guard and undo; see there).

What every table gets from here:

- it is drawn for one viewer: ``self.observation()`` is what the viewer may know of the
  position shown (never the true state); the driver changes the viewer, with the pass
  screen (:mod:`.passdevice`) when another person must take the laptop, and a "Hand
  the laptop to X" prompt on the table after a "not me";
- the controls at the top right: pause (Esc or P), undo (U, when the rules allow), the
  move log (L: a drawer that says in words what happened this turn and the turns
  before, private lines for their viewer only), the match's game number, and the
  "... is thinking" hint while a computer's pause runs (a click or Space hurries it);
- the words of each computer decision in the banner, held for reading by the computer
  speed setting, and the last move's marks (the game's :meth:`move_marks`, drawn by its
  own ``draw_last_move`` with :mod:`game.view.marks`) until the next turn's first move:
  its :attr:`narrator` (:mod:`game.view.narrator`) keeps them as ``narrator.last_move``;
- the components both games use: :attr:`banner` (the turn banner), :attr:`messages`
  (announcements), :attr:`sparkles` (sparks, confetti), :attr:`tweens`;
- pictures and texts cached per layout: :meth:`image` (made once), :meth:`text`,
  :meth:`fit` (a line of text, the font size that fits, never below :data:`READABLE`),
  :meth:`scaled`, :meth:`redrawn` (made again only when what it shows changes) and
  :meth:`backdrop` (the parts of the table that never move), kept by its
  :attr:`pictures` (:mod:`game.view.table_pictures`, bounded by bytes), and let go when
  the table leaves the stack.

A game's scene subclasses :class:`BaseGameScene` and provides ``layout(size)`` (call
``super().layout(size)`` first; set ``self.thinking_rect``), ``draw_table(surface)``,
``on_events(events)`` (queue the animations: :meth:`queue`, :meth:`hold`),
``on_input(event)`` (clicks and keys while the table is not busy; play with
:meth:`apply` when :meth:`can_act`), and optionally ``on_action``, ``on_undo``,
``on_settled``, ``on_view_changed``, ``animate``, ``chance_delay``, ``cpu_delay``,
``answer_seconds``, ``person_throws``, ``thinking`` and ``thinking_player``.

A game whose rules ask answers out of turn shows the shared answer window: it sets
``self.answer_bar = AnswerBar(self)`` (:mod:`game.view.answer_bar`), and the table
draws it over the game in :meth:`answer_area` while :meth:`answer_bar_shown` (a window
is open, the table is not busy) and gives it the clicks and keys first (a claim is
taken even while a computer thinks). A game may place it itself (:meth:`answer_bar_at`),
say when it steps aside (override :meth:`answer_bar_shown`), and draw it at its own
layer (:attr:`answer_bar_in_table`, calling :meth:`draw_answer_bar` in ``draw_table``);
it never feeds a bar of its own. The table's parts are components it owns and that
callers reach directly: the controls (:attr:`controls`, :mod:`game.view.table_controls`:
their places, the undo button shown, the match's caption, the hand-over prompt), the
move log (:attr:`log_drawer`, :mod:`game.view.log_drawer`: open, its lines and area),
the narrator (:attr:`narrator`) and the pictures kept (:attr:`pictures`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from .. import i18n
from ..core import registry
from ..core.observation import Observation
from ..core.protocol import Action, Event, IllegalAction
from ..table.driver import Cue, TurnDriver
from ..view import art, palette
from ..view.answer_bar import AnswerBar
from ..view.fonts import get_font
from ..view.hint_view import HintView
from ..view.log_drawer import LogDrawer
from ..view.narrator import Narrator
from ..view.table_controls import TableControls
from ..view.table_parts import Messages, Sparkles, StatusBanner
from ..view.table_pictures import TablePictures
from ..view.tween import Tweens
from ..view.widgets import ellipsize
from .manager import Host, Scene
from .table_tools import TableTools

__all__ = ["READABLE", "BaseGameScene", "TableTools"]

if TYPE_CHECKING:
    from ..session import Session
    from ..view.lesson_overlay import LessonOverlay
    from ..view.presence import PresenceMarks


#: The smallest font size (pixels) of any text on a table, whatever the window.
READABLE = 14

SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class Companion(Protocol):
    """Something that runs beside a table (:attr:`BaseGameScene.companions`)."""

    def update(self) -> bool: ...
    def close(self) -> None: ...


class BaseGameScene(Scene):
    """A game's table (see the module's docstring)."""

    #: seconds (times the animation factor) between a settled table and a chance draw
    chance_beat = 0.22
    #: the game draws the answer bar itself, at its own layer of ``draw_table`` (with
    #: :meth:`draw_answer_bar`); else the table draws it over the whole game
    answer_bar_in_table = False

    def __init__(self, app: Host, session: Session):
        super().__init__(app)
        self.session = session
        self.info = registry.descriptor(session.game_id)
        self.tweens = Tweens()                    # cosmetic tweens: they never block
        self.rng = random.Random(session.state.seed)     # looks only
        self.u = 1.0
        self.thinking_rect = pygame.Rect(0, 0, 0, 0)
        #: the pause, log and undo buttons (and the hand-over prompt), and the move log
        self.controls: TableControls = TableControls(self)
        self.log_drawer = LogDrawer(self)
        #: the shared answer window's bar, for games that ask answers out of turn
        self.answer_bar: AnswerBar | None = None
        self.pictures = TablePictures(self.px)
        self.banner = StatusBanner(self, self.tweens, lambda: self.viewer)
        #: the words of the computers' moves and the marks of the last move
        self.narrator = Narrator(self)
        self.messages = Messages(self, self.message_width, self.dur)
        self.sparkles = Sparkles(self, self.rng)
        # a joined computer's session says which driver its table runs (game.net.mirror)
        driver_type: type[TurnDriver] = getattr(session, "table_driver", TurnDriver)
        self.driver = driver_type(session, self, app.thinker, private_turns=self.info.private_turns)
        #: the guided game's steps over the table, when this game is a lesson ("Show me
        #: how", :func:`game.view.lesson_overlay.start_lesson`): it sees the input
        #: first, and only the step's action is played
        self.lesson: LessonOverlay | None = None
        #: the hint shown (issue 19): its glow and words (:mod:`game.view.hint_view`)
        self.hint_view = HintView(self)
        #: the marks of the seats played on other machines, on a hosting table (issue
        #: 20: :func:`game.view.presence.attach`); None at a table of one screen
        self.presence: PresenceMarks | None = None
        #: what runs beside the table (issue 20: a hosted game's connection): each
        #: frame, before the driver, ``update()`` (True: the position changed); when
        #: the table leaves the stack, ``close()``
        self.companions: list[Companion] = []

    # --------------------------------------------------------------- the driver
    @property
    def clock(self) -> float:
        return self.driver.clock

    @property
    def viewer(self) -> int | None:
        """Who is looking: a seat, or None (nobody in particular)."""
        return self.driver.viewer

    def observation(self) -> Observation:
        """What the viewer may know of the position shown: all the table draws from."""
        return self.driver.observation()

    def legal_actions(self) -> list[Action]:
        """The options of the person who may act now (none otherwise)."""
        return self.driver.legal_actions()

    def can_act(self) -> bool:
        return self.driver.can_act()

    def busy(self) -> bool:
        return self.driver.busy()

    def awaiting_throw(self) -> bool:
        return self.driver.awaiting_throw()

    def throw(self) -> list[Event]:
        return self.driver.throw()

    def input_guarded(self) -> bool:
        return self.driver.input_guarded()

    def apply(self, action: Action) -> list[Event]:
        """Play a person's ``action`` (a buzz if the rules refuse it)."""
        try:
            return self.driver.apply(action)
        except IllegalAction:
            self.app.audio.play("error")
            return []

    def play(self, action: Action, *, click: bool = False) -> None:
        """Play ``action`` if it is the acting person's to play now, else buzz; in a
        guided game, only the step's action (another is not played: the lesson says so)."""
        if self.lesson is not None and not self.lesson.allows(action):
            return
        if action in self.legal_actions():
            if click:
                self.app.audio.play("click")
            self.apply(action)
        else:
            self.app.audio.play("error")

    def queue(self, duration: float, start: Callable[[], None] | None = None,
              end: Callable[[], None] | None = None, *, skippable: bool = False,
              name: str = "", scaled: bool = True) -> Cue:
        """Add a step to the animation script (``duration`` in seconds at normal speed)."""
        return self.driver.queue(Cue(self.dur(duration) if scaled else duration, start, end,
                                     skippable, name))

    def hold(self, duration: float, *, skippable: bool = True) -> Cue:
        """Let people look (a message, a win) before the table goes on."""
        return self.queue(duration, skippable=skippable, name="hold")

    def undo(self) -> bool:
        """Take the last move back (U or the Undo button). In a guided game the
        lesson's Back is the one way back: U goes a step back the lesson's way."""
        if self.lesson is not None:
            if not self.lesson.can_go_back():
                return False
            self.lesson.back()
            return True
        if not self.driver.undo():
            return False
        self.app.audio.play("click")
        return True

    # ---------------------------------------------------------------- helpers
    def px(self, value: float) -> int:
        """``value`` pixels of a 1280 x 800 window, scaled to this one."""
        return max(1, round(value * self.u))

    def fs(self, value: float) -> int:
        """A font size, scaled, never below :data:`READABLE`."""
        return max(READABLE, round(value * self.u))

    def dur(self, seconds: float) -> float:
        """An animation length, times the speed setting."""
        return seconds * self.app.animation_factor

    def t(self, key: str, **values: object) -> str:
        """A shared table text: the game's own (``<game>.ui.<key>``) or the common one."""
        full = f"{self.session.game_id}.ui.{key}"
        return i18n.t(full if i18n.has(full) else f"common.{key}", **values)

    # the pictures kept (see :mod:`game.view.table_pictures`)
    def image(self, key: Hashable, factory: Callable[[], pygame.Surface]) -> pygame.Surface:
        """A picture made once per layout by ``factory``."""
        return self.pictures.image(key, factory)

    def text(self, text: str, size: int, colour: Sequence[int] = palette.TEXT, *,
             display: bool = False, bold: bool = False) -> pygame.Surface:
        """A rendered line of text, cached until the layout changes."""
        return self.pictures.text(text, size, colour, display=display, bold=bold)

    def fit(self, text: str, size: int, width: int, *, display: bool = False,
            bold: bool = False, smallest: int = READABLE) -> int:
        """The largest font size up to ``size`` at which ``text`` fits ``width``."""
        return self.pictures.fit(text, size, width, display=display, bold=bold, smallest=smallest)

    def scaled(self, key: Hashable, image: pygame.Surface, width: int) -> pygame.Surface:
        """``image`` scaled to about ``width`` (in steps)."""
        return self.pictures.scaled(key, image, width)

    def redrawn(self, slot: Hashable, key: Hashable,
                factory: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The picture kept in ``slot``, made again only when ``key`` changes."""
        return self.pictures.redrawn(slot, key, factory)

    def backdrop(self, size: tuple[int, int],
                 paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The parts of the table that never move, painted once per layout."""
        return self.pictures.backdrop(size, paint)

    def seat_name(self, player: int) -> str:
        return self.session.seats[player].name

    def plays_here(self, player: int) -> bool:
        """``player`` is a person at this screen: the table says "your turn" to them
        (a person on another computer, issue 20, is told on their own screen: here
        their turn is said as anybody else's)."""
        seats = self.session.seats
        return 0 <= player < len(seats) and seats[player].is_human and not self.driver.is_remote(player)

    def seat_rgb(self, player: int) -> tuple[int, int, int]:
        return palette.PLAYER_COLOURS.get(self.session.seats[player].colour, palette.ACCENT)

    def draw_seat_header(self, surf: pygame.Surface, seat: int, face: pygame.Rect,
                         name_box: pygame.Rect, computer_word: str, *,
                         short: bool = False) -> None:
        """A seat's panel head on ``surf``: its mouse face in ``face`` with its colour's
        symbol in the corner, and its name in ``name_box``, "(computer)" after a
        computer's own name (``computer_word``; not when ``short``), shrunk to fit and
        cut with an ellipsis when even that is too long."""
        rgb = self.seat_rgb(seat)
        surf.blit(art.mouse_face(rgb, face.w), face)
        info = self.session.seats[seat]
        sym = max(10, int(face.w * 0.38))
        surf.blit(art.symbol(art.seat_shape(info.colour), sym, rgb),
                  (face.right - sym * 2 // 3, face.bottom - sym * 2 // 3))
        plain = info.is_human or short or info.name == i18n.default_name(info)
        name = info.name if plain else f"{info.name} ({computer_word})"
        size = self.fit(name, self.fs(20), name_box.w, display=True)
        img = get_font(size, display=True).render(ellipsize(name, size, name_box.w, display=True),
                                                  True, palette.TEXT)
        surf.blit(img, img.get_rect(midleft=(name_box.left, name_box.centery)))

    def message_width(self) -> int:
        """How wide an announcement is (games may say otherwise)."""
        return min(self.px(760), self.size[0] - self.px(40))

    def set_status(self, text: str) -> None:
        if self.banner.set_status(text):
            self.invalidate()

    # ------------------------------------------------------------------ hint
    def hints_at_table(self) -> bool:
        """Some seat of this table has hints on (the controls keep room for the button;
        a person on another computer, issue 20, has theirs on their own screen)."""
        return any(seat.hints and seat.is_human and not seat.remote for seat in self.session.seats)

    def hint_offered(self) -> bool:
        """The Hint button is up: the person who may act now has hints on (and the
        table shows what they know; :meth:`~game.table.hinting.Hinting.hint_seat`)."""
        return self.driver.hint_seat() is not None

    def hint_asked(self) -> bool:
        """A hint is asked (being worked out) or shown."""
        return self.driver.hint is not None

    def toggle_hint(self) -> bool:
        """H or the Hint button: ask for a hint, or put it away. False: no hint here."""
        if self.driver.hint is None and not self.hint_offered():
            return False
        self.app.audio.play("click")
        self.driver.toggle_hint()
        self._sync_hint()
        return True

    def _sync_hint(self) -> None:
        """Show the driver's hinted action (once its answer came), or nothing."""
        action = self.driver.hint_action()
        view = self.hint_view
        if action is not None and action == view.action:
            targets = self.hint_targets(action)       # the place to click may move (a
            if targets != view.targets:               # panel opened, a new layout)
                view.show(action, view.reason, targets)
                self.invalidate()
            return
        if action is None and view.action is None:
            return
        if action is None:
            self.hint_view.clear()
            self.on_hint(None)
        else:
            hint = self.driver.hint
            assert hint is not None
            obs = self.session.state.observation(hint.seat)
            reason = (self.info.hint_reason(obs, hint.seat, action, self.session.seats)
                      or i18n.t("common.hint_default"))
            self.on_hint(action)
            self.hint_view.show(action, reason, self.hint_targets(action))
        self.invalidate()

    def on_hint(self, action: Action | None) -> None:
        """The hinted ``action`` is shown (None: put away): a game may light it its own
        way besides the shared glow."""

    def hint_targets(self, action: Action) -> list[pygame.Rect]:
        """Where ``action`` is clicked on this table (the game's view model says): the
        hint glows there. None known: the bubble alone."""
        return []

    # ------------------------------------------------------------ last move
    def move_marks(self, owner: int, player: int, action: Action,
                   events: list[Event]) -> list[Any]:
        """The marks of a move (where from, where to), the game's own records made from
        its *public* ``events``; drawn by the game (see :mod:`game.view.marks`), kept by
        the :attr:`narrator` until the next turn's first move."""
        return []

    # ------------------------------------------------------------------- hooks
    def on_events(self, events: list[Event]) -> None:
        """Queue the animations of ``events`` (as the viewer may see them)."""

    def on_action(self, player: int, action: Action) -> None:
        """``player`` (-1 for chance) just played ``action``; its events follow."""

    def on_input(self, event: pygame.event.Event) -> None:
        """An input event for the game itself (the table is not busy)."""

    def intercept(self, event: pygame.event.Event) -> bool:
        """An input event the game sees before the controls do (after the answer bar),
        busy table or not: True if the game used it (a tip, a private hand open)."""
        return False

    def on_undo(self) -> None:
        """The state was replaced by an earlier one: show it as it is."""

    def on_settled(self) -> None:
        """Every queued animation has played."""

    def on_view_changed(self) -> None:
        """The viewer changed: what the table shows comes from the new observation."""

    def animate(self, dt: float) -> bool:
        """Move the scene's own things; True while something moves."""
        return False

    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw the game (everything but the shared controls)."""

    def chance_delay(self) -> float:
        """Seconds before the pending chance outcome is drawn."""
        return self.dur(self.chance_beat)

    def cpu_delay(self) -> float:
        """Seconds a computer player seems to think."""
        return self.app.cpu_delay

    def answer_seconds(self) -> float:
        """Seconds an answer window waits for people to claim (the setting)."""
        return float(self.app.settings.answer_seconds)

    def answer_waits(self) -> bool:
        """An answer window waits for the person's own claim or pass, its countdown
        stopped: in a guided game (the step tells the learner which to click)."""
        return self.lesson is not None

    def person_throws(self) -> int | None:
        """The seat of a person who throws the pending chance outcome themselves (a die
        rolled with a click), or None when the table draws it after a beat."""
        return None

    def thinking(self) -> bool:
        """True while the "... is thinking" hint is shown (not once a guided game is
        finished: a script that stops before the game's end leaves the computers idle)."""
        return self.driver.computer_thinking() and not (self.lesson is not None and self.lesson.finished)

    def thinking_player(self) -> int:
        """The seat the "... is thinking" hint names."""
        return self.session.to_play()

    # ------------------------------------------------------ the driver's table
    def lesson_target(self, name: str) -> pygame.Rect | None:
        """Where the thing a guided game's step points at is on the table (``button:roll``,
        ``stack:1:blue``...: the game's own names), or None (nothing to point at)."""
        return None

    def lesson_places(self) -> list[pygame.Rect]:
        """Where else a guided game's panel may go, in order, when :meth:`lesson_area`
        is too small for it (the first that holds it clear of the step's ring; the
        panel sits at the bottom of it). Empty: a corner clear of the ring."""
        return []

    def lesson_area(self) -> pygame.Rect | None:
        """Where a guided game's panel may go on this table without hiding anything the
        learner needs (None: the panel takes a corner clear of what it points at)."""
        return None

    def on_game_over(self) -> None:
        if self.lesson is not None:                  # a guided game ends on its last words
            self.lesson.game_over()
            return
        from .results import ResultsScene
        self.app.scenes.push(ResultsScene(self.app, self.session))

    def hand_over(self, seat: int) -> None:
        """The driver wants ``seat`` to take the laptop: the pass screen."""
        from .passdevice import PassDeviceScene
        info = self.session.seats[seat]
        self.app.scenes.push(PassDeviceScene(
            self.app, info.name, info.colour, lambda: self.driver.handed(seat),
            on_back=lambda: self.driver.not_me(seat)))

    @property
    def results_opened(self) -> bool:
        return self.driver.results_opened

    # ----------------------------------------------------------- other scenes
    def open_pause(self) -> None:
        from .pause import PauseScene
        self.app.audio.play("click")
        self.app.scenes.push(PauseScene(self.app, self, self.session.game_id))

    def pause(self) -> None:
        self.driver.pause()

    def resume(self) -> None:
        self.driver.resume()
        super().resume()

    def exit(self) -> None:
        companions, self.companions = self.companions, []
        for companion in companions:
            companion.close()
        self.driver.close()
        self.session.flush()
        self.forget_pictures()

    def forget_pictures(self) -> None:
        """Let go of every picture kept for drawing (made again when next drawn): the
        table has left the stack, and a table left is often kept alive a while longer
        by its own reference cycles (the driver and the table point at each other)."""
        self.pictures.clear()

    def autosave(self) -> None:
        self.session.save_now()

    # ------------------------------------------------------------------ frame
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.u = max(0.45, min(w / 1280, h / 800))
        self.forget_pictures()
        self.controls.layout(size)
        self.messages.relayout()
        self.hint_view.clear()              # shown again in its new place at the next update
        self.invalidate()

    def answer_area(self) -> pygame.Rect:
        """Where the answer bar goes: centred near the bottom of this (games may say
        otherwise, to keep it off their pieces)."""
        return pygame.Rect(0, 0, *self.size)

    def controls_width(self) -> int:
        """Room the controls take at the top right."""
        return self.controls.width()

    def handle(self, event: pygame.event.Event) -> None:
        """The answer bar first (its hover follows the pointer even while it waits to
        show), then the game's :meth:`intercept`, then the controls, then the game's
        :meth:`on_input` while the table is not busy."""
        driver = self.driver
        bar = self.answer_bar
        if bar is not None:
            if event.type == pygame.MOUSEMOTION and bar.hover(event.pos):
                self.invalidate()
            if self.answer_bar_shown() and bar.handle(event, driver):
                self.invalidate()
                return
        if self.lesson is not None and self.lesson.handle(event):
            return
        if self.presence is not None and self.presence.handle(event):
            return
        if self.intercept(event):
            return
        if self.controls.handle(event):
            return
        if self.controls.prompt.shown() and event.type == pygame.KEYDOWN and event.key in SKIP_KEYS:
            self.controls.press("prompt")
            return
        if driver.busy() or driver.wait_kind is not None:
            if ((event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
                    or (event.type == pygame.KEYDOWN and event.key in SKIP_KEYS)):
                if driver.skip():
                    self.invalidate()
                    return
            if event.type != pygame.MOUSEMOTION:
                return
        driver._watch_turn()
        if self.input_guarded() and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN,
                                                   pygame.MOUSEBUTTONUP):
            return                                       # too soon: still hurrying the computer
        self.on_input(event)

    def update(self, dt: float) -> bool:
        self.session.pump()                  # the autosave, written beside the frames
        moving = False
        for companion in self.companions:    # a hosted game's decisions from elsewhere
            if companion.update():
                moving = True
        if self.driver.update(dt):
            moving = True
        if self.tweens.update(dt):
            moving = True
        if self.messages.animate(dt):
            moving = True
        if self.sparkles.animate(dt, self.u, self.size[1] + 40):
            moving = True
        self.banner.animate()
        self.narrator.quiet_when_read()
        if self.driver.hint is not None or self.hint_view.shown:
            self._sync_hint()
            moving = True                   # the glow pulses
        if self.animate(dt):
            moving = True
        if self.lesson is not None and self.lesson.update(dt):
            moving = True
        if self.presence is not None and self.presence.update(dt):
            moving = True
        return moving

    def answer_bar_shown(self) -> bool:
        """The shared answer bar is up: a window is open and the table has finished
        showing what happened before it (its countdown waits for that too)."""
        return self.answer_bar is not None and self.driver.window is not None and not self.busy()

    def answer_bar_at(self) -> pygame.Rect | None:
        """Where exactly the answer bar goes in :meth:`answer_area` (a game that places
        it itself, from ``answer_bar.rect_for``), or None: the bar places itself."""
        return None

    def draw_answer_bar(self, surface: pygame.Surface) -> None:
        """The shared answer bar, while it is shown (see :attr:`answer_bar_in_table`)."""
        if self.answer_bar is not None and self.answer_bar_shown():
            self.answer_bar.draw(surface, self.answer_area(), self.driver, at=self.answer_bar_at())

    # ------------------------------------------------------------------- draw
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        if not self.answer_bar_in_table:
            self.draw_answer_bar(surface)
        self.hint_view.draw(surface)
        self.controls.draw(surface)
        if self.presence is not None:
            self.presence.draw(surface)
        if self.lesson is not None:
            self.lesson.draw(surface)
        if self.controls.prompt.shown():
            self.controls.prompt.draw(surface)
        if self.log_drawer.open:
            self.log_drawer.draw(surface)

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        """The "... is thinking" hint in :attr:`thinking_rect` (a game may draw its own)."""
        self.controls.draw_thinking(surface)
