"""The table every game scene is built on: :class:`BaseGameScene`.

It holds the :class:`~game.session.Session` and drives the table, so that a game's
scene only has to draw its own pieces and turn events into animations:

- a chance node (dice, cubes, cards shown) is drawn with ``session.chance()`` once no
  animation runs, after a short beat so that people see the roll; or, when the game
  says a person throws it themselves (:meth:`person_throws`: a child rolling the die
  with a click), the table waits for the scene to call :meth:`throw`;
- a computer player moves after ``app.cpu_delay`` seconds (a click, Space or Enter
  hurries it up; a small "... is thinking" hint is shown meanwhile);
- when the turn passes to a person (a decision of theirs, or a throw that is theirs),
  their keys and clicks on the table are ignored for :data:`TURN_GUARD` seconds
  (:meth:`input_guarded`): a child mashing Space to hurry the computer must not roll by
  accident at the start of her own turn;
- every list of events that ``apply`` returns goes to :meth:`on_events`, which queues
  animations as :class:`Cue` steps (``queue``, ``hold``). Animations never decide
  anything: the rules already did when the events were made;
- Esc or P opens the pause overlay, U (or the Undo button) takes back a decision when
  ``session.can_undo()``; when the game is over and every animation has played, the
  results screen opens;
- ``update(dt)`` returns True only while something moves or a timer runs, so nothing
  is redrawn when nothing moves.

Actions applied to the session behind the table's back (a test forcing a roll) are
replayed on the position last shown and animated like any other (:meth:`catch_up`).

Pictures and texts are cached per layout, so that a scene re-renders art or text only
when the window size, the language or the content changes: :meth:`image` (made once),
:meth:`text` and :meth:`fit` (a line of text, the font size that fits), :meth:`scaled`
(a picture at the few sizes a moving piece goes through), :meth:`redrawn` (a picture
made again only when what it shows changes: a player's panel, the banner) and
:meth:`backdrop` (the parts of the table that never move).

A game's scene subclasses :class:`BaseGameScene` and provides:

- ``layout(size)`` (call ``super().layout(size)`` first: it sets ``self.u`` for
  :meth:`px` / :meth:`fs` and places the pause and undo buttons; set
  ``self.thinking_rect`` to where the "... is thinking" hint goes);
- ``draw_table(surface)``: the game (the shared controls are drawn over it);
- ``on_events(events)``: queue the animations (``self.queue(seconds, start, end)``,
  ``self.hold(seconds)``; ``self.tweens`` for cosmetic tweens that never block);
- ``on_input(event)``: the game's clicks and keys, only while the table is not busy;
  play with ``self.apply(action)`` when ``self.can_act()``;
- optionally ``on_action``, ``on_undo``, ``on_settled``, ``animate``,
  ``chance_delay``, ``person_throws``, ``thinking`` and ``thinking_player``.
"""

from __future__ import annotations

import logging
import math
from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Hashable, Sequence

import pygame

from .. import i18n
from ..core.protocol import Action, Event, IllegalAction
from ..view import art, palette
from ..view.fonts import get_font
from ..view.tween import Tweens
from .manager import Scene

if TYPE_CHECKING:
    from ..app import App
    from ..session import Session

_log = logging.getLogger(__name__)

#: English fallbacks of the few texts the shared table shows itself. A game may give
#: its own under ``<game>.ui.<key>``; ``common.<key>`` is used when it exists.
DEFAULT_TEXTS = {
    "thinking": "{name} is thinking…",
    "skip": "click or press Space to hurry up",
    "undo": "Undo",
}

SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)

#: Seconds (real ones: not scaled by the animation speed) during which a person's
#: decision keys and clicks on the table are ignored once the turn has passed to them.
#: The app does not turn key repeat on, so a key held down from the computer's turn
#: sends no new press: any press that counts is a fresh one, made after the guard.
TURN_GUARD = 0.5


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


class BaseGameScene(Scene):
    """A game's table. Subclasses implement :meth:`draw_table`, :meth:`on_events` and
    :meth:`on_input`, and may override the other hooks."""

    #: seconds (times the animation factor) between a settled table and a chance draw
    chance_beat = 0.22

    def __init__(self, app: "App", session: "Session"):
        super().__init__(app)
        self.session = session
        self.cues: deque[Cue] = deque()
        self.tweens = Tweens()                    # cosmetic tweens: they never block
        self.u = 1.0
        self.clock = 0.0                          # seconds since the scene started
        self.wait_kind: str | None = None         # "chance" or "cpu" while a timer runs
        self.wait_left = 0.0
        self.results_opened = False
        self.thinking_rect = pygame.Rect(0, 0, 0, 0)
        self.pause_rect = pygame.Rect(0, 0, 0, 0)
        self.undo_rect = pygame.Rect(0, 0, 0, 0)
        self._control_hover: str | None = None
        self._control_pressed: str | None = None
        self._images: dict[Hashable, pygame.Surface] = {}
        self._texts: dict[Hashable, pygame.Surface] = {}
        self._fits: dict[tuple, int] = {}
        self._redrawn: dict[Hashable, tuple[Hashable, pygame.Surface]] = {}
        self._backdrop: pygame.Surface | None = None
        self._settled = True
        self._mirror = session.state.clone()     # the position the table has shown
        self._owner: int | None = None            # the seat that last acted or had the table
        self._guard_until = -1.0                  # clock time the turn guard ends
        self._was_guarded = False                 # the guard ran at the last update
        self._caption_key: tuple | None = None    # what match_caption() was made from
        self._caption = ""

    # ------------------------------------------------------------------ helpers
    def px(self, value: float) -> int:
        """``value`` pixels of a 1280 x 800 window, scaled to this one."""
        return max(1, round(value * self.u))

    def fs(self, value: float) -> int:
        """A font size, scaled, never unreadably small."""
        return max(12, round(value * self.u))

    def dur(self, seconds: float) -> float:
        """An animation length, times the speed setting."""
        return seconds * self.app.animation_factor

    def t(self, key: str, **values: object) -> str:
        """A shared table text: the game's own, else a common one, else English."""
        for full in (f"{self.session.game_id}.ui.{key}", f"common.{key}"):
            if i18n.has(full):
                return i18n.t(full, **values)
        text = DEFAULT_TEXTS.get(key, key)
        return text.format(**values) if values else text

    def image(self, key: Hashable, factory: Callable[[], pygame.Surface]) -> pygame.Surface:
        """A picture made once per layout by ``factory`` (converted for fast blits)."""
        surf = self._images.get(key)
        if surf is None:
            surf = factory()
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            self._images[key] = surf
        return surf

    def text(self, text: str, size: int, colour: Sequence[int] = palette.TEXT, *,
             display: bool = False, bold: bool = False) -> pygame.Surface:
        """A rendered line of text, cached until the layout changes."""
        key = (text, size, tuple(colour), display, bold)
        surf = self._texts.get(key)
        if surf is None:
            if len(self._texts) > 600:
                self._texts.clear()
            surf = get_font(size, display=display, bold=bold).render(text, True, colour)
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            self._texts[key] = surf
        return surf

    def fit(self, text: str, size: int, width: int, *, display: bool = False,
            bold: bool = False, smallest: int = 11) -> int:
        """The largest font size up to ``size`` at which ``text`` fits ``width``."""
        key = (text, size, width, display, bold, smallest)
        fitted = self._fits.get(key)
        if fitted is None:
            fitted = size
            while fitted > smallest and get_font(fitted, display=display, bold=bold).size(text)[0] > width:
                fitted -= 1
            if len(self._fits) > 400:
                self._fits.clear()
            self._fits[key] = fitted
        return fitted

    def scaled(self, key: Hashable, image: pygame.Surface, width: int) -> pygame.Surface:
        """``image`` scaled to about ``width`` (in steps, so that the few sizes a moving
        piece goes through are made once per layout and then reused)."""
        step = max(2, self.px(4))
        w = max(step, round(width / step) * step)
        h = max(1, round(image.get_height() * w / image.get_width()))
        return self.image(("scaled", key, w), lambda: pygame.transform.smoothscale(image, (w, h)))

    def redrawn(self, slot: Hashable, key: Hashable,
                factory: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The picture kept in ``slot``, made again by ``factory`` only when ``key`` (what
        it shows) changes: a player's panel, the banner."""
        kept = self._redrawn.get(slot)
        if kept is None or kept[0] != key:
            surf = factory()
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            kept = self._redrawn[slot] = (key, surf)
        return kept[1]

    def backdrop(self, size: tuple[int, int],
                 paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The parts of the table that never move, painted by ``paint`` on an opaque
        surface of ``size`` once per layout (and blitted whole every frame)."""
        if self._backdrop is None or self._backdrop.get_size() != size:
            surf = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                surf = surf.convert()
            paint(surf)
            self._backdrop = surf
        return self._backdrop

    def seat_name(self, player: int) -> str:
        return self.session.seats[player].name

    def seat_rgb(self, player: int) -> tuple[int, int, int]:
        return palette.PLAYER_COLOURS.get(self.session.seats[player].colour, palette.ACCENT)

    # ---------------------------------------------------------------- animation
    def queue(self, duration: float, start: Callable[[], None] | None = None,
              end: Callable[[], None] | None = None, *, skippable: bool = False,
              name: str = "", scaled: bool = True) -> Cue:
        """Add a step to the animation script (``duration`` in seconds at normal speed)."""
        cue = Cue(self.dur(duration) if scaled else duration, start, end, skippable, name)
        self.cues.append(cue)
        self._settled = False
        self.invalidate()
        return cue

    def hold(self, duration: float, *, skippable: bool = True) -> Cue:
        """Let people look (a message, a win) before the table goes on."""
        return self.queue(duration, skippable=skippable, name="hold")

    def busy(self) -> bool:
        """True while the animation script runs (the table waits for it)."""
        return bool(self.cues)

    def can_act(self) -> bool:
        """A person may decide now: it is a human's turn and the table is settled."""
        return (not self.busy() and self.session.is_human_turn()
                and not self.session.state.is_terminal())

    def person_throws(self) -> int | None:
        """The seat of a person who throws the pending chance outcome themselves (a die
        rolled with a click), or None when the table draws it after a beat (the
        default). While a throw waits, the table waits for :meth:`throw`."""
        return None

    def awaiting_throw(self) -> bool:
        """A person's throw is pending and the table is settled: the scene may offer it."""
        return (not self.busy() and self.session.is_chance()
                and self.person_throws() is not None)

    def throw(self) -> list[Event]:
        """The person throws: the pending chance outcome is drawn now and animated."""
        if not self.awaiting_throw():
            return []
        return self.draw_chance()

    def input_guarded(self) -> bool:
        """True for a moment after the turn passed to a person: their decision keys and
        clicks are ignored meanwhile (see :data:`TURN_GUARD`)."""
        return self.clock < self._guard_until

    def shown(self):
        """The position the table has shown so far (events being animated included)."""
        return self._mirror

    def _acted(self, player: int) -> None:
        if player >= 0:
            self._owner = player

    def _watch_turn(self) -> None:
        """Start the turn guard when a person gets the table after somebody else played
        (not when the game is first shown: nobody was hurrying anything). A throw that
        waits for a person counts as theirs."""
        if self.can_act():
            mover = self.session.to_play()
        elif self.awaiting_throw():
            mover = self.person_throws()
        else:
            return
        if mover != self._owner:
            if self._owner is not None:
                self._guard_until = self.clock + TURN_GUARD
                self.invalidate()
            self._owner = mover

    def skip(self) -> bool:
        """Hurry up: end a computer's pause, a chance beat or a message being read."""
        if self.wait_kind is not None and not self.busy():
            self.wait_left = 0.0
            return True
        if self.cues and self.cues[0].skippable and self.cues[0].started:
            self.cues[0].elapsed = self.cues[0].duration
            return True
        return False

    # ------------------------------------------------------------------- playing
    def apply(self, action: Action) -> list[Event]:
        """Play ``action`` through the session and animate what it caused."""
        self.catch_up()
        player = self.session.to_play()
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            _log.info("illegal action %s: %s", action, exc)
            self.app.audio.play("error")
            return []
        self._mirror.apply(action)
        self._acted(player)
        self.on_action(player, action)
        self.on_events(events)
        self.invalidate()
        return events

    def draw_chance(self) -> list[Event]:
        """Draw the pending chance outcome and animate it."""
        self.catch_up()
        events = self.session.chance()
        action = self.session.state.history[-1]
        self._mirror.apply(action)
        self.on_action(-1, action)
        self.on_events(events)
        self.invalidate()
        return events

    def catch_up(self) -> None:
        """Animate actions applied to the session behind the table's back (a test
        forcing a roll, a tool), by replaying them on the position last shown; an
        undo or any other rewrite shows the new position as it is."""
        history = self.session.state.history
        shown = self._mirror.history
        if len(history) == len(shown) and (not shown or history[-1] == shown[-1]):
            return
        if len(history) > len(shown) and (not shown or history[len(shown) - 1] == shown[-1]):
            for action in history[len(shown):]:
                player = self._mirror.current_player()
                events = self._mirror.apply(action)
                self._acted(player)
                self.on_action(player, action)
                self.on_events(events)
        else:
            self._mirror = self.session.state.clone()
            self.on_undo()
        self.invalidate()

    def undo(self) -> bool:
        if self.busy() or not self.session.can_undo():
            return False
        self.session.undo()
        self._mirror = self.session.state.clone()
        self.app.audio.play("click")
        self.on_undo()
        self.invalidate()
        return True

    def chance_delay(self) -> float:
        """Seconds before the pending chance outcome is drawn."""
        return self.dur(self.chance_beat)

    def cpu_delay(self) -> float:
        """Seconds a computer player seems to think."""
        return self.app.cpu_delay

    # ------------------------------------------------------------------- hooks
    def on_events(self, events: list[Event]) -> None:
        """Queue the animations of ``events`` (they already happened in the rules)."""

    def on_action(self, player: int, action: Action) -> None:
        """``player`` (-1 for chance) just played ``action``; its events follow."""

    def on_input(self, event: pygame.event.Event) -> None:
        """An input event for the game itself (the table is not busy)."""

    def on_undo(self) -> None:
        """The state was replaced by an earlier one: show it as it is."""

    def on_settled(self) -> None:
        """Every queued animation has played."""

    def animate(self, dt: float) -> bool:
        """Move the scene's own things (particles...); True while something moves."""
        return False

    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw the game (everything but the shared controls)."""

    # -------------------------------------------------------------- other scenes
    def open_pause(self) -> None:
        try:
            from .pause import PauseScene
        except ImportError:                              # pragma: no cover - being written
            _log.warning("the pause screen is not available")
            return
        self.app.audio.play("click")
        self.app.scenes.push(PauseScene(self.app, self))

    def open_results(self) -> None:
        self.results_opened = True
        try:
            from .results import ResultsScene
        except ImportError:                              # pragma: no cover - being written
            _log.warning("the results screen is not available")
            return
        self.app.scenes.push(ResultsScene(self.app, self.session))

    def autosave(self) -> None:
        self.session.save()

    # --------------------------------------------------------------------- frame
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.u = max(0.45, min(w / 1280, h / 800))
        self._images.clear()
        self._texts.clear()
        self._fits.clear()
        self._redrawn.clear()
        self._backdrop = None
        s = self.px(50)
        m = self.px(14)
        self.pause_rect = pygame.Rect(w - m - s, m, s, s)
        uw = self.px(64) + get_font(self.fs(20), display=True).size(self.t("undo"))[0]
        self.undo_rect = pygame.Rect(self.pause_rect.left - self.px(10) - uw, m, uw, s)
        self.invalidate()

    def controls_width(self) -> int:
        """Room the pause and undo buttons take at the top right."""
        return self.size[0] - self.undo_rect.left + self.px(14)

    def show_undo(self) -> bool:
        return self.can_act() and self.session.can_undo()

    def handle(self, event: pygame.event.Event) -> None:
        self.catch_up()
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_p):
                self.open_pause()
                return
            if event.key == pygame.K_u:
                if not self.undo():
                    self.app.audio.play("error")
                return
        if event.type == pygame.MOUSEMOTION:
            hover = self._control_at(event.pos)
            if hover != self._control_hover:
                self._control_hover = hover
                self.invalidate()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self._control_at(event.pos)
            if hit is not None:
                self._control_pressed = hit
                self.invalidate()
                return
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._control_pressed:
            pressed, self._control_pressed = self._control_pressed, None
            self.invalidate()
            if self._control_at(event.pos) == pressed:
                if pressed == "pause":
                    self.open_pause()
                else:
                    self.undo()
            return
        if self.busy() or self.wait_kind is not None:
            if ((event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
                    or (event.type == pygame.KEYDOWN and event.key in SKIP_KEYS)):
                if self.skip():
                    self.invalidate()
                    return
            if event.type != pygame.MOUSEMOTION:
                return
        self._watch_turn()
        if self.input_guarded() and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN,
                                                   pygame.MOUSEBUTTONUP):
            return                                       # too soon: still hurrying the computer
        self.on_input(event)

    def _control_at(self, pos: tuple[int, int]) -> str | None:
        if self.pause_rect.collidepoint(pos):
            return "pause"
        if self.show_undo() and self.undo_rect.collidepoint(pos):
            return "undo"
        return None

    def update(self, dt: float) -> bool:
        self.clock += dt
        self.catch_up()
        moving = False
        if self.cues:
            self._run_cues(dt)
            moving = True
        if self.tweens.update(dt):
            moving = True
        if self.animate(dt):
            moving = True
        if not self.cues:
            if not self._settled:
                self._settled = True
                self.on_settled()
                self.invalidate()
                moving = True
            if self._drive(dt):
                moving = True
        self._watch_turn()
        guarded = self.input_guarded()
        if guarded or self._was_guarded:
            moving = True                                # redrawn as the guard ends, too
        self._was_guarded = guarded
        return moving

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
            if cue.end:
                cue.end()
            self.invalidate()

    def _drive(self, dt: float) -> bool:
        """Play the table's part when no animation runs: chance, computers, the end."""
        session = self.session
        if session.state.is_terminal():
            self._stop_wait()
            if not self.results_opened:
                self.open_results()
            return False
        if session.is_chance():
            if self.person_throws() is not None:
                self._stop_wait()
                return False                             # waits for the person's throw
            kind, delay = "chance", self.chance_delay
        elif session.is_cpu_turn():
            kind, delay = "cpu", self.cpu_delay
        else:
            self._stop_wait()
            return False
        if self.wait_kind != kind:
            self.wait_kind = kind
            self.wait_left = delay()
            self.invalidate()
        self.wait_left -= dt
        if self.wait_left > 0:
            return True
        self._stop_wait()
        if kind == "chance":
            self.draw_chance()
        else:
            self.apply(session.cpu_action())
        return True

    def _stop_wait(self) -> None:
        if self.wait_kind is not None:
            self.wait_kind = None
            self.invalidate()

    # ---------------------------------------------------------------------- draw
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        self.draw_controls(surface)

    def thinking(self) -> bool:
        """True while a computer player's pause runs (the hint is shown)."""
        return self.wait_kind == "cpu"

    def thinking_player(self) -> int:
        """The seat the "... is thinking" hint names."""
        return self.session.to_play()

    def match_caption(self) -> str:
        """"Game 2 of 3" while this game belongs to a match; "" for a single game."""
        match_data = self.session.match
        key = (len(match_data.get("games") or ()), self.session.state.is_terminal(),
               i18n.language()) if match_data else None
        if key != self._caption_key:
            self._caption_key = key
            match = self.session.match_state() if match_data else None
            if match is None or match.is_single:
                self._caption = ""
            else:
                number = match.played if self.session.state.is_terminal() else match.number()
                self._caption = i18n.t("results.match_game", n=number, total=match.planned)
        return self._caption

    def draw_controls(self, surface: pygame.Surface) -> None:
        """The pause and undo buttons, the match's game number, and the "... is
        thinking" hint."""
        caption = self.match_caption()
        if caption:
            label = self.text(caption, self.fs(17), palette.TEXT_LIGHT, bold=True)
            pill = label.get_rect(topright=(self.pause_rect.right - self.px(10),
                                            self.pause_rect.bottom + self.px(10)))
            back = pill.inflate(self.px(20), self.px(8))
            pygame.draw.rect(surface, palette.PANEL_DARK, back, border_radius=back.h // 2)
            surface.blit(label, pill)
        self._draw_control(surface, "pause", self.pause_rect, palette.PANEL_DARK)
        if self.show_undo():
            self._draw_control(surface, "undo", self.undo_rect, palette.ACCENT)
        if self.thinking() and self.thinking_rect.width > 0:
            self._draw_thinking(surface)

    def _draw_control(self, surface: pygame.Surface, name: str, rect: pygame.Rect,
                      colour: Sequence[int]) -> None:
        state = ("pressed" if self._control_pressed == name
                 else "hover" if self._control_hover == name else "normal")
        surface.blit(art.button_surface(rect.w, rect.h, colour, state), rect)
        dx, dy = art.button_text_offset(rect.h, state)
        cy = rect.centery + dy
        ink = palette.TEXT_LIGHT
        if name == "pause":
            bw, bh = max(3, rect.w // 8), rect.h // 3
            for side in (-1, 1):
                bar = pygame.Rect(0, 0, bw, bh)
                bar.center = (rect.centerx + side * bw, cy)
                pygame.draw.rect(surface, ink, bar, border_radius=bw // 2)
            return
        # undo: a curled arrow, then the word
        r = rect.h * 0.2
        cx = rect.left + self.px(14) + r
        box = pygame.Rect(0, 0, round(2 * r), round(2 * r))
        box.center = (round(cx), round(cy))
        pygame.draw.arc(surface, ink, box, -math.pi / 2, math.pi * 0.9, max(2, self.px(4)))
        tip = (cx - r * 0.95, cy - r * 0.25)
        pygame.draw.polygon(surface, ink, [(tip[0] - r * 0.5, tip[1] - r * 0.2),
                                           (tip[0] + r * 0.55, tip[1] - r * 0.35),
                                           (tip[0] + 0.05 * r, tip[1] + r * 0.6)])
        label = self.text(self.t("undo"), self.fs(20), ink, display=True)
        surface.blit(label, label.get_rect(midleft=(round(cx + r + self.px(10)), cy)))

    def thinking_pill(self) -> pygame.Surface:
        """The background of the "... is thinking" hint (one size per layout)."""
        rect = self.thinking_rect
        w = max(self.px(120), min(rect.w - self.px(20), self.px(600)))
        h = (get_font(self.fs(26), display=True).get_linesize()
             + get_font(self.fs(15)).get_linesize() + self.px(16))
        return self.image(("thinking-pill", w, h),
                          lambda: art.panel(w, h, h // 3, palette.PANEL_DARK, palette.HIGHLIGHT))

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        rect = self.thinking_rect
        player = self.thinking_player()
        name = self.seat_name(player) if player >= 0 else ""
        pill = self.thinking_pill()
        box = pill.get_rect(center=rect.center)
        surface.blit(pill, box)
        words = self.t("thinking", name=name)
        line = self.text(words, self.fit(words, self.fs(26), box.w - self.px(90), display=True),
                         palette.TEXT_LIGHT, display=True)
        hint = self.t("skip")
        small = self.text(hint, self.fit(hint, self.fs(15), box.w - self.px(30)), (250, 232, 205))
        top = box.top + self.px(6)
        surface.blit(line, line.get_rect(midtop=(box.centerx - self.px(18), top)))
        surface.blit(small, small.get_rect(midtop=(box.centerx, top + line.get_height())))
        # three dots that bounce while the computer thinks
        x0 = box.centerx - self.px(18) + line.get_width() // 2 + self.px(12)
        y0 = top + line.get_height() * 0.62
        moving = self.wait_kind is not None
        for i in range(3):
            bounce = max(0.0, math.sin(self.clock * 7 - i * 0.9)) * self.px(5) if moving else 0
            pygame.draw.circle(surface, palette.HIGHLIGHT,
                               (x0 + i * self.px(11), round(y0 - bounce)), max(2, self.px(4)))

