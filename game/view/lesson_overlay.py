"""The guided game's overlay ("Show me how", issue 19): a component a table owns when
its game is a lesson (:attr:`game.scenes.gamescene.BaseGameScene.lesson`).

What the learner sees: a panel with the step's one sentence (what to do and why), "Step
n of N", and three buttons, *Back* (a step back, through the rules), *Play it for me*
(the step's action is played for them) and *Leave* (back to the title screen; Esc opens
the pause menu as at any table); a golden ring, and an arrow, round what the step
points at (the game's view names it: :meth:`BaseGameScene.lesson_target`). The panel
goes in the first corner of the table where it does not cover that. The table's input
comes here first: the overlay's buttons take their clicks; every action the table would
play goes through :meth:`LessonOverlay.allows` -- the step's action is played, another
is not (a friendly sentence instead, never a penalty). While a computer plays its
scripted move, the panel says what happens (and the table's narration tells the move).

At the end of the script (the game is over), the panel says the last sentence, the game
is marked as learned (:func:`mark_learned`, in the settings) and *Finish* goes back to
the title screen. With ``--autoplay`` the overlay plays each learner step itself after
a beat, and keeps ``app.learn_figures`` (``learn_steps``, ``learn_done``) for the
``--frames`` report.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from .. import i18n
from ..core.protocol import Action, Pass
from ..core.report import warn
from ..core.seats import Seat
from ..learn.lesson import LEARNER, Lesson, Script, ScriptedThinker, script_for
from . import art, palette
from .fonts import get_font
from .widgets import READABLE, Button, wrap

if TYPE_CHECKING:
    from ..scenes.gamescene import BaseGameScene
    from ..scenes.manager import Host

#: seconds an autoplayed learner step waits before it is played
AUTOPLAY_BEAT = 0.35


def lesson_offered(game_id: str, part: str | None = None) -> bool:
    """Whether ``game_id`` has a guided game (its ``part``: None for the first one)
    that can be played (a broken script is reported once in the log and the button
    is not offered)."""
    script, problem = script_for(game_id, part)
    if problem is not None:
        warn(__name__, "no guided game for %s: %s", game_id, problem)
    return script is not None


def learned(app: Host, game_id: str) -> bool:
    return game_id in getattr(app.settings, "learned", [])


def mark_learned(app: Host, game_id: str) -> None:
    """Keep in the settings that ``game_id``'s guided game was finished."""
    marks = list(getattr(app.settings, "learned", []))
    if game_id not in marks:
        app.settings.learned = sorted([*marks, game_id])
        app.save_settings()


def start_lesson(app: Host, game_id: str, part: str | None = None) -> BaseGameScene | None:
    """Open ``game_id``'s guided game (its ``part``: None for the first one, ``powers``
    for Gouda's powers...); None when it has none that can be played."""
    from ..session import Session
    from . import palette as pal
    script, _ = script_for(game_id, part)
    if script is None:
        return None
    colours = pal.seat_colours(_seat_colours(game_id))
    seats = [Seat("", colours[i % len(colours)], number=i + 1) if kind == LEARNER
             else Seat("", colours[i % len(colours)], "cpu", script.level, i + 1)
             for i, kind in enumerate(script.seats)]
    session = Session(script.new_state(), seats)         # no autosave: not a game to continue
    lesson = Lesson(script)
    session.chance_source = lesson.chance
    scene: BaseGameScene = app.start_game(session)       # type: ignore[assignment]
    scene.driver.thinker = ScriptedThinker(lesson, lambda: session.state)
    scene.lesson = LessonOverlay(scene, lesson)
    scene.forget_pictures()             # the table's backdrop is painted again for a lesson
    scene.lesson.layout(scene.size)
    return scene


def _seat_colours(game_id: str) -> tuple[str, ...]:
    from ..core import registry
    colours: tuple[str, ...] = registry.descriptor(game_id).seat_colours
    return colours


class LessonOverlay:
    """The steps of a guided game over its table (see the module's docstring)."""

    def __init__(self, table: BaseGameScene, lesson: Lesson) -> None:
        self.table = table
        self.lesson = lesson
        self.script: Script = lesson.script
        self.wrong = False            # the last click was not the step's: say so kindly
        self.wrong_at = -1            # ...at this length of the history
        self.finished = False
        self.clock = 0.0
        self.waited = 0.0             # autoplay: how long the step has waited
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, Button] = {
            "back": Button(i18n.t("learn.ui.back"), self.back, colour=palette.PANEL_DARK),
            "for_me": Button(i18n.t("learn.ui.play_for_me"), self.play_for_me, colour=palette.OK),
            "leave": Button(i18n.t("learn.ui.leave"), self.leave, colour=palette.DANGER),
            "finish": Button(i18n.t("learn.ui.finish"), self.leave, colour=palette.OK),
        }
        self._laid: tuple | None = None
        self._report()

    # ------------------------------------------------------------------ reading
    @property
    def state(self):                                           # noqa: ANN201 (GameState)
        return self.table.session.state

    def done(self) -> int:
        return self.lesson.done(self.state)

    def shown(self) -> int:
        """How many actions the table has finished showing: the panel follows the
        table's animations, not the rules ahead of them."""
        return self.table.driver.log_shown()

    def waiting(self) -> bool:
        """The learner's step is due and the table can take it now."""
        table = self.table
        return (not self.finished and self.lesson.waiting(self.state)
                and (table.can_act() or self.on_bar()) and not table.busy())

    def on_bar(self) -> bool:
        """The learner is asked in an answer window and decides on its bar first (a
        claim to play a marker, or a pass): the step waits for that click too."""
        window = self.table.driver.window
        return (window is not None and self.lesson.learner in window.undecided()
                and self.state.current_player() == self.lesson.learner)

    def played_out(self) -> bool:
        """A script that stops before the game's end (Gouda's powers) is over once its
        last step has been shown: the computers play no further (:class:`ScriptedThinker`)."""
        state = self.state
        return (not state.is_terminal() and self.shown() >= len(state.history)
                and not self.table.busy())

    def expected(self) -> Action | None:
        """The action the step due asks of the learner (None when none is due)."""
        return self.lesson.expected(self.state) if self.waiting() else None

    def sentence(self) -> str:
        """What the panel says now."""
        script = self.script
        if self.finished:
            return i18n.t(script.text_key(script.end), **self.names())
        step = self.lesson.step(self.state, self.shown())
        if step is None:
            return ""
        text = i18n.t(script.text_key(step.say), **self.names())
        if self.wrong and self.wrong_at == len(self.state.history):
            return f"{i18n.t('learn.ui.wrong')} {text}"
        return text

    def names(self) -> dict[str, str]:
        """The names a sentence may say: ``{you}``, the learner's seat, and ``{cpu}``,
        the first computer's (``{cpu2}``, ``{cpu3}``: the next ones)."""
        seats = self.table.session.seats
        out = {"you": seats[self.lesson.learner].name}
        others = [s.name for i, s in enumerate(seats) if i != self.lesson.learner]
        for k, name in enumerate(others):
            out["cpu" if k == 0 else f"cpu{k + 1}"] = name
        return out

    def heading(self) -> str:
        if self.finished:
            return i18n.t("learn.ui.done_title")
        index = self.lesson.current(self.state, self.shown())
        return i18n.t("learn.ui.step", n=(index or 0) + 1, total=self.lesson.steps)

    def target(self) -> pygame.Rect | None:
        """Where the ring goes: what the due step points at (while the learner may act)."""
        step = self.lesson.step(self.state)
        if step is None or not step.point or not self.waiting():
            return None
        return self.table.lesson_target(step.point)

    # ------------------------------------------------------------------ acting
    def allows(self, action: Action) -> bool:
        """Whether the table may play ``action`` (a person's): only the step's action."""
        if self.finished:
            return False
        if self.lesson.accepts(self.state, action):
            self.wrong = False
            return True
        self.wrong, self.wrong_at = True, len(self.state.history)
        self.table.invalidate()
        return False

    def play_for_me(self) -> None:
        """The step's action, played for the learner (when the table can take it)."""
        if not self.waiting():
            return
        action = self.lesson.expected(self.state)
        if action is None:
            return
        self.wrong = False
        self.table.app.audio.play("click")
        driver = self.table.driver
        if not self.table.can_act():                # on the answer window's bar
            if isinstance(action, Pass):
                driver.decline(self.lesson.learner)
                self.table.invalidate()
                return
            driver.claim(self.lesson.learner)      # then the marker, in the learner's view
        if self.table.can_act():
            self.table.apply(action)
        self.table.invalidate()

    def can_go_back(self) -> bool:
        """There is a learner's step before this one to go back to, now."""
        return (not self.finished and not self.table.busy()
                and self.lesson.back_to(self.state) is not None)

    def back(self) -> None:
        """Back to the learner's step before (through the rules, across the rolls); the
        table's U key does this too: in a guided game the table's own Undo is hidden
        (:meth:`TableControls.show_undo`) and this is the one way back."""
        length = self.lesson.back_to(self.state)
        if length is None or not self.can_go_back():
            return
        self.wrong = False
        self.table.app.audio.play("click")
        self.table.driver.rewind(length)
        self.table.invalidate()

    def leave(self) -> None:
        self.table.app.audio.play("click")
        self.table.app.show_title()

    def game_over(self) -> None:
        """The script's last step made the game end, or was shown (a script that stops
        before the game's end): the lesson is finished."""
        self.finished = True
        if self.script.part is None:        # "learned": the game's first guided game
            mark_learned(self.table.app, self.script.game)
        self._laid = None
        self.layout(self.table.size)
        self._report()
        self.table.invalidate()

    def _report(self) -> None:
        self.table.app.learn_figures = {"learn_steps": self.lesson.steps, "learn_done": self.done()}

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> bool:
        """True while the ring pulses (something to redraw)."""
        self.clock += dt
        self._report()
        if self.lesson.finished(self.state) and not self.finished and (
                self.table.results_opened or self.played_out()):
            self.game_over()
        if self.table.app.autoplay and self.waiting() and not self.table.input_guarded():
            self.waited += dt
            if self.waited >= AUTOPLAY_BEAT:
                self.waited = 0.0
                self.play_for_me()
        else:
            self.waited = 0.0
        self.layout(self.table.size)
        return self.target() is not None

    def handle(self, event: pygame.event.Event) -> bool:
        """The overlay's buttons take their clicks first; True if the event was theirs."""
        used = False
        for key in self.shown_buttons():
            button = self.buttons[key]
            if button.handle(event):
                used = True
                if event.type == pygame.MOUSEMOTION:
                    self.table.invalidate()
                    used = False            # the table follows the pointer too
                else:
                    self.table.invalidate()
                    return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.panel.collidepoint(event.pos):
            return True                     # a click on the panel is the panel's
        return used

    def shown_buttons(self) -> list[str]:
        return ["finish"] if self.finished else ["back", "for_me", "leave"]

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        """The panel: in the place the game keeps for it (:meth:`BaseGameScene.lesson_area`)
        when it fits there, else in the first of the table's other places
        (:meth:`BaseGameScene.lesson_places`) that holds it clear of what the step points
        at, else in the first corner clear of it; its text wrapped, its buttons in a row
        (or two, in a narrow place; one a row in a narrow column)."""
        target = self.target()
        area = self.table.lesson_area()
        key = (size, self.sentence(), self.heading(), self.finished, self.waiting(),
               tuple(target) if target is not None else None, i18n.language(),
               tuple(area) if area is not None else None,
               tuple(tuple(r) for r in self.table.lesson_places()))
        if key == self._laid:
            return
        self._laid = key
        table = self.table
        px = table.px
        w, h = size
        pad = px(16)
        keys = self.shown_buttons()
        for k in keys:
            self.buttons[k].label = i18n.t(f"learn.ui.{'play_for_me' if k == 'for_me' else k}")
        label_font = get_font(READABLE, display=True)
        widest = max(label_font.size(self.buttons[k].label)[0] for k in keys) + 32
        gap = px(8)
        one_row = widest * len(keys) + gap * (len(keys) - 1) + 2 * pad
        self.text_size = max(READABLE, table.fs(21))
        self.head_size = max(READABLE, table.fs(17))
        button_h = max(READABLE * 2 + 6, px(44))
        line_h = int(self.text_size * 1.25)

        # two rows: "Play it for me" alone, then the two others side by side
        pair = max(label_font.size(self.buttons[k].label)[0] for k in (keys[0], keys[-1])) + 32
        two_rows = max(2 * pair + gap, widest) + 2 * pad

        def plan(width: int) -> tuple[list[list[str]], int]:
            rows = ([keys] if width >= one_row or len(keys) < 3
                    else [[keys[1]], [keys[0], keys[2]]] if width >= two_rows
                    else [[k] for k in keys])         # a narrow column: a button a row
            self.lines = wrap(self.sentence(), self.text_size, width - 2 * pad)
            height = (pad + int(self.head_size * 1.3) + line_h * len(self.lines) + px(10)
                      + len(rows) * button_h + (len(rows) - 1) * gap + pad)
            return rows, height

        panel = None
        if area is not None and area.w >= widest + 2 * pad:
            rows, height = plan(area.w)
            if height <= area.h:
                panel = pygame.Rect(area.left, area.bottom - height, area.w, height)
        ring = target.inflate(px(36), px(36)) if target is not None else None
        for place in table.lesson_places() if panel is None else []:
            if place.w < 2 * widest + gap + 2 * pad:
                continue
            rows, height = plan(place.w)
            spot = pygame.Rect(place.left, place.bottom - height, place.w, height)
            if height <= place.h and (ring is None or not spot.colliderect(ring)):
                panel = spot
                break
        if panel is None:
            width = min(max(px(460), one_row), w - 2 * px(12))
            rows, height = plan(width)
            margin, low = px(12), px(3)
            top_room = table.controls.pause_rect.bottom + px(8)
            corners = [
                pygame.Rect(margin, h - low - height, width, height),                # bottom left
                pygame.Rect(w - margin - width, h - low - height, width, height),    # bottom right
                pygame.Rect(margin, top_room, width, height),                        # top left
                pygame.Rect(w - margin - width, top_room, width, height),            # top right
            ]
            panel = next((c for c in corners if ring is None or not c.colliderect(ring)), corners[0])
        self.panel = panel
        y = panel.bottom - pad - len(rows) * button_h - (len(rows) - 1) * gap
        for row in rows:
            bw = (panel.w - 2 * pad - gap * (len(row) - 1)) // len(row)
            for i, k in enumerate(row):
                self.buttons[k].rect = pygame.Rect(panel.left + pad + i * (bw + gap), y, bw, button_h)
            y += button_h + gap
        self.buttons["back"].enabled = self.lesson.back_to(self.state) is not None
        self.buttons["for_me"].enabled = self.waiting()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        px = table.px
        self.layout(table.size)
        target = self.target()
        if target is not None:
            self._draw_ring(surface, target)
        panel = self.panel
        surface.blit(art.panel(panel.w, panel.h, px(16)), panel)
        pad = px(16)
        x, y = panel.left + pad, panel.top + pad
        head = get_font(self.head_size, display=True).render(self.heading(), True, palette.ACCENT)
        surface.blit(head, (x, y))
        y += int(self.head_size * 1.3)
        font = get_font(self.text_size)
        for line in self.lines:
            surface.blit(font.render(line, True, palette.TEXT), (x, y))
            y += int(self.text_size * 1.25)
        for key in self.shown_buttons():
            self.buttons[key].draw(surface)

    def _draw_ring(self, surface: pygame.Surface, target: pygame.Rect) -> None:
        """A golden ring that breathes round the target, and an arrow that bobs above it."""
        px = self.table.px
        beat = 0.5 + 0.5 * math.sin(self.clock * 5.0)
        ring = target.inflate(px(14) + int(px(8) * beat), px(14) + int(px(8) * beat))
        width = max(3, px(5))
        pygame.draw.rect(surface, palette.SHADOW, ring.inflate(width, width), width,
                         border_radius=min(ring.h, ring.w) // 4)
        pygame.draw.rect(surface, palette.HIGHLIGHT, ring, width,
                         border_radius=min(ring.h, ring.w) // 4)
        size = px(22)
        above = ring.top - px(8) - size - int(px(8) * beat) >= 0
        tip_y = ring.top - px(6) - int(px(8) * beat) if above else ring.bottom + px(6) + int(px(8) * beat)
        back_y = tip_y - size if above else tip_y + size
        cx = ring.centerx
        points = [(cx, tip_y), (cx - size * 0.7, back_y), (cx + size * 0.7, back_y)]
        pygame.draw.polygon(surface, palette.HIGHLIGHT, points)
        pygame.draw.polygon(surface, palette.OUTLINE, points, max(2, px(2)))
