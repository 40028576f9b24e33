"""The controls at the top right of every table (issue 18: a component the table owns):
pause (Esc or P), the move log (L) and undo (U, when the rules allow), drawn as buttons
that show hover and press; the match's game number under them; the "... is thinking"
hint (:meth:`TableControls.draw_thinking`, through the scene's ``_draw_thinking``,
which a game may draw its own way); and the "Hand the laptop to X" prompt after a
"not me" (:class:`HandOverPrompt`).

Use::

    controls = TableControls(scene)      # once, with the table scene
    controls.layout(size)                # each layout (before the game lays out)
    if controls.handle(event): return    # the keys and clicks that are the controls'
    controls.draw(surface)               # each frame, over the game

The controls take what they need of the table, :class:`ControlsHost` (sizes, caches,
texts, whether undo is allowed: a :class:`~game.scenes.gamescene.BaseGameScene` is
one), and act through it (``open_pause``, ``undo``, its move log drawer's ``toggle``,
the driver's ``ask_again``). The tests and the soak tool click their places:
``controls.pause_rect``, ``log_rect``, ``undo_rect`` and ``prompt.rect``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

import pygame

from .. import i18n
from . import art, palette
from .canvas import Canvas, WithSounds
from .fonts import get_font
from .widgets import fit_lines

if TYPE_CHECKING:
    from ..session import Session
    from ..table.driver import TurnDriver


class Drawer(Protocol):
    """The move log's drawer, which the log button opens and closes."""

    open: bool

    def toggle(self) -> None: ...


class ControlsHost(Canvas, Protocol):
    """What the controls need of the table: its sizes, caches and texts, the session
    (the match's game number), the driver (the hand-over), the seats' names and
    colours, the "... is thinking" hint's place and drawing, and what the buttons do."""

    size: tuple[int, int]
    session: Session
    driver: TurnDriver
    log_drawer: Drawer
    thinking_rect: pygame.Rect

    @property
    def app(self) -> WithSounds: ...

    @property
    def clock(self) -> float: ...

    @property
    def lesson(self) -> object | None: ...    # a guided game's overlay (it has its Back)

    def t(self, key: str, **values: object) -> str: ...
    def text(self, text: str, size: int, colour: Sequence[int] = ..., *,
             display: bool = False, bold: bool = False) -> pygame.Surface: ...
    def seat_name(self, player: int) -> str: ...
    def seat_rgb(self, player: int) -> tuple[int, int, int]: ...
    def can_act(self) -> bool: ...
    def hints_at_table(self) -> bool: ...
    def hint_offered(self) -> bool: ...
    def hint_asked(self) -> bool: ...
    def toggle_hint(self) -> bool: ...
    def open_pause(self) -> None: ...
    def undo(self) -> bool: ...
    def thinking(self) -> bool: ...
    def thinking_player(self) -> int: ...
    def _draw_thinking(self, surface: pygame.Surface) -> None: ...
    def invalidate(self) -> None: ...


class TableControls:
    """The pause, log and undo buttons of ``scene`` (see the module's docstring)."""

    def __init__(self, scene: ControlsHost):
        self.scene = scene
        self.pause_rect = pygame.Rect(0, 0, 0, 0)
        self.undo_rect = pygame.Rect(0, 0, 0, 0)
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        #: the Hint button's place (issue 19; empty at a table where nobody has hints)
        self.hint_rect = pygame.Rect(0, 0, 0, 0)
        #: where the controls start (the left of the leftmost one)
        self.left = 0
        #: the control under the pointer, and the one pressed (held down) now
        self.hover: str | None = None
        self.pressed: str | None = None
        self.prompt = HandOverPrompt(scene, self)
        self._caption_key: tuple | None = None
        self._caption = ""

    def layout(self, size: tuple[int, int]) -> None:
        scene = self.scene
        w, _ = size
        s = scene.px(50)
        m = scene.px(14)
        self.pause_rect = pygame.Rect(w - m - s, m, s, s)
        self.log_rect = pygame.Rect(self.pause_rect.left - scene.px(10) - s, m, s, s)
        uw = scene.px(64) + get_font(scene.fs(20), display=True).size(scene.t("undo"))[0]
        self.undo_rect = pygame.Rect(self.log_rect.left - scene.px(10) - uw, m, uw, s)
        if scene.hints_at_table():
            font = get_font(scene.fs(20), display=True)
            hw = scene.px(64) + max(font.size(scene.t("hint"))[0], font.size(scene.t("hint_wait"))[0])
            self.hint_rect = pygame.Rect(self.undo_rect.left - scene.px(10) - hw, m, hw, s)
        else:
            self.hint_rect = pygame.Rect(self.undo_rect.left, m, 0, s)
        self.left = min(self.undo_rect.left, self.hint_rect.left)
        presence = getattr(scene, "presence", None)        # issue 20: the remote seats' marks
        if presence is not None:
            presence.place(self.left - scene.px(10), m, s)
            if presence.rect.w:
                self.left = presence.rect.left

    def width(self) -> int:
        """Room the controls take at the top right."""
        return self.scene.size[0] - self.left + self.scene.px(14)

    def show_hint(self) -> bool:
        """The Hint button is up: the person who may act now has hints on (or their
        hint is still shown)."""
        return self.hint_rect.w > 0 and (self.scene.hint_asked() or self.scene.hint_offered())

    def show_undo(self) -> bool:
        """The undo button is up: the person who may act now can take a move back
        (never in a guided game: the lesson's own Back is the way back there, and U
        goes back the lesson's way, :meth:`BaseGameScene.undo`)."""
        return self.scene.lesson is None and self.scene.can_act() and self.scene.session.can_undo()

    # ------------------------------------------------------------------ input
    def at(self, pos: tuple[int, int]) -> str | None:
        """The control at ``pos`` ("pause", "log", "undo", "prompt"), or None."""
        if self.pause_rect.collidepoint(pos):
            return "pause"
        if self.log_rect.collidepoint(pos):
            return "log"
        if self.show_undo() and self.undo_rect.collidepoint(pos):
            return "undo"
        if self.show_hint() and self.hint_rect.collidepoint(pos):
            return "hint"
        if self.prompt.shown() and self.prompt.rect.collidepoint(pos):
            return "prompt"
        return None

    def press(self, name: str) -> None:
        scene = self.scene
        if name == "pause":
            scene.open_pause()
        elif name == "undo":
            scene.undo()
        elif name == "hint":
            scene.toggle_hint()
        elif name == "log":
            scene.log_drawer.toggle()
        elif name == "prompt":
            scene.app.audio.play("click")
            scene.driver.ask_again()

    def handle(self, event: pygame.event.Event) -> bool:
        """The controls' keys (Esc or P, U, L) and clicks; True when the event was theirs
        (a pointer's move only changes the hover, and goes on to the game)."""
        scene = self.scene
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_p):
                if scene.log_drawer.open and event.key == pygame.K_ESCAPE:
                    scene.log_drawer.toggle()
                else:
                    scene.open_pause()
                return True
            if event.key == pygame.K_u:
                if not scene.undo():
                    scene.app.audio.play("error")
                return True
            if event.key == pygame.K_l:
                scene.log_drawer.toggle()
                return True
            if event.key == pygame.K_h and (scene.hint_asked() or scene.hint_offered()):
                scene.toggle_hint()
                return True
        if event.type == pygame.MOUSEMOTION:
            hover = self.at(event.pos)
            if hover != self.hover:
                self.hover = hover
                scene.invalidate()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.at(event.pos)
            if hit is not None:
                self.pressed = hit
                scene.invalidate()
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            pressed, self.pressed = self.pressed, None
            scene.invalidate()
            if self.at(event.pos) == pressed:
                self.press(pressed)
            return True
        return False

    # ------------------------------------------------------------------- draw
    def match_caption(self) -> str:
        """"Game 2 of 3" while this game belongs to a match; "" for a single game."""
        session = self.scene.session
        match_data = session.match
        key = (len(match_data.get("games") or ()), session.state.is_terminal(),
               i18n.language()) if match_data else None
        if key != self._caption_key:
            self._caption_key = key
            match = session.match_state() if match_data else None
            if match is None or match.is_single:
                self._caption = ""
            else:
                number = match.played if session.state.is_terminal() else match.number()
                self._caption = i18n.t("results.match_game", n=number, total=match.planned)
        return self._caption

    def draw(self, surface: pygame.Surface) -> None:
        """The pause, log and undo buttons, the match's game number, and the "... is
        thinking" hint."""
        scene = self.scene
        caption = self.match_caption()
        if caption:
            label = scene.text(caption, scene.fs(17), palette.TEXT_LIGHT, bold=True)
            pill = label.get_rect(topright=(self.pause_rect.right - scene.px(10),
                                            self.pause_rect.bottom + scene.px(10)))
            back = pill.inflate(scene.px(20), scene.px(8))
            pygame.draw.rect(surface, palette.PANEL_DARK, back, border_radius=back.h // 2)
            surface.blit(label, pill)
        self.draw_button(surface, "pause", self.pause_rect, palette.PANEL_DARK)
        self.draw_button(surface, "log", self.log_rect,
                         palette.ACCENT if scene.log_drawer.open else palette.PANEL_DARK)
        if self.show_undo():
            self.draw_button(surface, "undo", self.undo_rect, palette.ACCENT)
        if self.show_hint():
            self.draw_button(surface, "hint", self.hint_rect,
                             palette.HINT if scene.hint_asked() else palette.OK)
        if scene.thinking() and scene.thinking_rect.width > 0:
            scene._draw_thinking(surface)

    def thinking_hint(self, width: int) -> tuple[list[str], int]:
        """The "click or press Space to hurry up" under the "... is thinking" hint: its
        lines in ``width`` (two when one is too narrow, never below the floor) and size."""
        scene = self.scene
        if not getattr(scene.driver, "hurries", True):   # a joined computer's table
            return [], scene.fs(15)
        return fit_lines(scene.t("skip"), scene.fs(15), width, 2)

    def thinking_pill(self) -> pygame.Surface:
        """The background of the "... is thinking" hint (one size per layout and language)."""
        scene = self.scene
        px = scene.px
        rect = scene.thinking_rect
        w = max(px(120), min(rect.w - px(20), px(600)))
        lines, size = self.thinking_hint(w - px(30))
        h = (get_font(scene.fs(26), display=True).get_linesize()
             + get_font(size).get_linesize() * len(lines) + px(16))
        return scene.image(("thinking-pill", w, h),
                           lambda: art.panel(w, h, h // 3, palette.PANEL_DARK, palette.HIGHLIGHT))

    def draw_thinking(self, surface: pygame.Surface) -> None:
        """The "... is thinking" hint: who thinks, "click or press Space to hurry up",
        and three dots that bounce."""
        scene = self.scene
        px = scene.px
        rect = scene.thinking_rect
        player = scene.thinking_player()
        name = scene.seat_name(player) if player >= 0 else ""
        pill = self.thinking_pill()
        box = pill.get_rect(center=rect.center)
        surface.blit(pill, box)
        words = scene.t("thinking", name=name)
        line = scene.text(words, scene.fit(words, scene.fs(26), box.w - px(90), display=True),
                          palette.TEXT_LIGHT, display=True)
        hints, size = self.thinking_hint(box.w - px(30))
        top = box.top + px(6)
        surface.blit(line, line.get_rect(midtop=(box.centerx - px(18), top)))
        y = top + line.get_height()
        for hint in hints:
            small = scene.text(hint, size, (250, 232, 205))
            surface.blit(small, small.get_rect(midtop=(box.centerx, y)))
            y += get_font(size).get_linesize()
        # three dots that bounce while the computer thinks
        x0 = box.centerx - px(18) + line.get_width() // 2 + px(12)
        y0 = top + line.get_height() * 0.62
        for i in range(3):
            bounce = max(0.0, math.sin(scene.clock * 7 - i * 0.9)) * px(5)
            pygame.draw.circle(surface, palette.HIGHLIGHT,
                               (x0 + i * px(11), round(y0 - bounce)), max(2, px(4)))

    def draw_button(self, surface: pygame.Surface, name: str, rect: pygame.Rect,
                    colour: Sequence[int]) -> None:
        """The button ``name`` in ``rect``: its face (hover, pressed) and its sign."""
        state = ("pressed" if self.pressed == name
                 else "hover" if self.hover == name else "normal")
        surface.blit(art.button_surface(rect.w, rect.h, colour, state), rect)
        _, dy = art.button_text_offset(rect.h, state)
        centre = (rect.centerx, rect.centery + dy)
        if name == "pause":
            self._pause_sign(surface, rect, centre)
        elif name == "log":
            self._log_sign(surface, rect, centre)
        elif name == "hint":
            self._hint_sign(surface, rect, centre)
        else:
            self._undo_sign(surface, rect, centre)

    def _pause_sign(self, surface: pygame.Surface, rect: pygame.Rect,
                    centre: tuple[int, int]) -> None:
        """Two upright bars."""
        bw, bh = max(3, rect.w // 8), rect.h // 3
        for side in (-1, 1):
            bar = pygame.Rect(0, 0, bw, bh)
            bar.center = (centre[0] + side * bw, centre[1])
            pygame.draw.rect(surface, palette.TEXT_LIGHT, bar, border_radius=bw // 2)

    def _log_sign(self, surface: pygame.Surface, rect: pygame.Rect,
                  centre: tuple[int, int]) -> None:
        """A page with lines of writing."""
        page = pygame.Rect(0, 0, int(rect.w * 0.46), int(rect.h * 0.56))
        page.center = centre
        pygame.draw.rect(surface, palette.TEXT_LIGHT, page, border_radius=max(2, page.w // 6))
        thick = max(2, self.scene.px(3))
        for k in range(3):
            y = page.top + page.h * (k + 1) // 4
            inset = page.w // 5
            right = page.right - inset - (page.w // 5 if k == 2 else 0)
            pygame.draw.line(surface, palette.PANEL_DARK, (page.left + inset, y), (right, y), thick)

    def _hint_sign(self, surface: pygame.Surface, rect: pygame.Rect,
                   centre: tuple[int, int]) -> None:
        """A bulb, then the word ("Thinking..." while the hint is worked out)."""
        scene = self.scene
        r = max(4, rect.h // 5)
        bulb = (rect.left + scene.px(14) + r, centre[1] - r // 4)
        pygame.draw.circle(surface, palette.HIGHLIGHT, bulb, r)
        pygame.draw.circle(surface, palette.OUTLINE, bulb, r, max(1, scene.px(2)))
        base = pygame.Rect(0, 0, r, max(3, r // 2))
        base.midtop = (bulb[0], bulb[1] + r - 1)
        pygame.draw.rect(surface, palette.OUTLINE, base, border_radius=max(1, r // 4))
        waiting = scene.hint_asked() and not scene.driver.hint_action()
        word = scene.t("hint_wait" if waiting else "hint")
        label = scene.text(word, scene.fit(word, scene.fs(20), rect.w - scene.px(56), display=True),
                           palette.TEXT_LIGHT, display=True)
        surface.blit(label, label.get_rect(midleft=(bulb[0] + r + scene.px(8), centre[1])))

    def _undo_sign(self, surface: pygame.Surface, rect: pygame.Rect,
                   centre: tuple[int, int]) -> None:
        """A curled arrow, then the word."""
        scene = self.scene
        ink = palette.TEXT_LIGHT
        cy = centre[1]
        r = rect.h * 0.2
        cx = rect.left + scene.px(14) + r
        box = pygame.Rect(0, 0, round(2 * r), round(2 * r))
        box.center = (round(cx), round(cy))
        pygame.draw.arc(surface, ink, box, -math.pi / 2, math.pi * 0.9, max(2, scene.px(4)))
        tip = (cx - r * 0.95, cy - r * 0.25)
        pygame.draw.polygon(surface, ink, [(tip[0] - r * 0.5, tip[1] - r * 0.2),
                                           (tip[0] + r * 0.55, tip[1] - r * 0.35),
                                           (tip[0] + 0.05 * r, tip[1] + r * 0.6)])
        label = scene.text(scene.t("undo"), scene.fs(20), ink, display=True)
        surface.blit(label, label.get_rect(midleft=(round(cx + r + scene.px(10)), cy)))


class HandOverPrompt:
    """After a "not me", the table waits for that person: "X, take the laptop" on a
    panel of their colour, with a button (a click, Space or Enter asks them again)."""

    def __init__(self, scene: ControlsHost, controls: TableControls):
        self.scene = scene
        self.controls = controls
        self.rect = pygame.Rect(0, 0, 0, 0)

    def shown(self) -> bool:
        driver = self.scene.driver
        return (driver.declined is not None and driver.handing_over is None
                and driver.declined == driver.wanted_viewer())

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        px = scene.px
        seat = scene.driver.declined
        assert seat is not None
        name = scene.seat_name(seat)
        rgb = scene.seat_rgb(seat)
        w, h = scene.size
        title = i18n.t("menu.pass_wait", name=name)
        label = i18n.t("menu.pass_ready", name=name)
        pw = min(w - px(80), px(640))
        ph = px(190)
        panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        img = scene.redrawn("prompt", (panel.size, title, label, rgb),
                            lambda: self.panel(panel, title, rgb))
        surface.blit(img, panel)
        bh = px(70)
        size = scene.fit(label, scene.fs(26), pw - px(90), display=True)
        bw = min(pw - px(40), get_font(size, display=True).size(label)[0] + px(70))
        self.rect = pygame.Rect(0, 0, bw, bh)
        self.rect.midbottom = (panel.centerx, panel.bottom - px(22))
        state = "hover" if self.controls.hover == "prompt" else "normal"
        surface.blit(art.button_surface(bw, bh, rgb, state), self.rect)
        ink = palette.TEXT if sum(rgb) > 450 else palette.TEXT_LIGHT
        txt = scene.text(label, size, ink, display=True)
        _, dy = art.button_text_offset(bh, state)
        surface.blit(txt, txt.get_rect(center=(self.rect.centerx, self.rect.centery + dy)))

    def panel(self, panel: pygame.Rect, title: str, rgb: tuple[int, int, int]) -> pygame.Surface:
        """The prompt's panel (without its button): the person's face and the title."""
        scene = self.scene
        px = scene.px
        surf = pygame.Surface(panel.size, pygame.SRCALPHA)
        surf.blit(art.panel(panel.w, panel.h, px(24), art.mix(rgb, palette.PANEL, 0.8), rgb), (0, 0))
        surf.blit(art.mouse_face(rgb, px(56)), (px(22), px(18)))
        size = scene.fit(title, scene.fs(28), panel.w - px(110), display=True)
        img = get_font(size, display=True).render(title, True, palette.TEXT)
        surf.blit(img, img.get_rect(midleft=(px(90), px(46))))
        return surf
