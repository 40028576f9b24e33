"""Settings: language, sound and volume, animation speed, computer speed, the time
the table waits for answers out of turn, full screen.

Every change takes effect at once and is saved at once (``App.save_settings``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from functools import partial
from typing import Any, NamedTuple

import pygame

from .. import i18n
from ..config import SETTING_CHOICES
from ..i18n import t
from ..view import art, palette
from ..view.fonts import get_font
from ..view.widgets import Button, draw_text
from .manager import Host
from .menu import ArrowButton, MenuScene, fit_size

VOLUME_STEP = 0.1
SPEEDS = ("slow", "normal", "fast")


class _Grid(NamedTuple):
    """The rows' measures: the panel's padding, the labels' width, the controls' left
    and width, a row's height, a button's height, the gap between rows."""

    pad: int
    label_w: int
    cx: int
    cw: int
    row_h: int
    bh: int
    gap: int


class SettingsScene(MenuScene):
    def __init__(self, app: Host):
        super().__init__(app)
        self.rows: list[tuple[str, pygame.Rect]] = []
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    # changes ------------------------------------------------------------------
    @property
    def settings(self):
        return self.app.settings

    def set_language(self, lang: str) -> None:
        if lang != i18n.language() or self.settings.language != lang:
            self.app.set_language(lang)      # lays every scene out again, in ``lang``
        self.rebuild()

    def set_sound(self, on: bool) -> None:
        self.settings.sound = on
        self.sync_audio()
        self.app.save_settings()
        self.rebuild()

    def set_volume(self, volume: float) -> None:
        volume = round(min(1.0, max(0.0, volume)), 2)
        if volume == self.settings.volume:
            return
        self.settings.volume = volume
        self.sync_audio()
        self.app.save_settings()
        self.rebuild()

    def set_choice(self, key: str, value: Any) -> None:
        setattr(self.settings, key, value)
        self.app.save_settings()
        self.rebuild()

    def toggle_fullscreen(self) -> None:
        self.app.toggle_fullscreen()         # lays out and saves
        self.rebuild()

    def sync_audio(self) -> None:
        """Hand the sound settings to the mixer."""
        audio = self.app.audio
        audio.set_volume(self.settings.volume)
        audio.set_muted(not self.settings.sound or self.app.autoplay)

    # layout -------------------------------------------------------------------
    def build(self) -> None:
        """The screen laid out: Back, and a panel of rows (language, sound, volume, the
        two speeds, the answer time, full screen) with a hint under them."""
        px = self.px
        margin = px(28)
        back = self.button(t("common.back"), self.back, pygame.Rect(margin, margin, px(170), px(56)),
                           colour=palette.WOOD_DARK)
        self.title_y = margin
        grid = self._place_panel(margin)
        self.rows = []
        buttons: list[Button] = []
        s = self.settings
        y = self.panel_rect.top + grid.pad
        lang = i18n.language()
        y = self._segmented(buttons, grid, y, t("settings.language"), [
            (t("settings.lang_fr"), lang == "fr", lambda: self.set_language("fr")),
            (t("settings.lang_en"), lang == "en", lambda: self.set_language("en"))])
        y = self._segmented(buttons, grid, y, t("settings.sound"), [
            (t("common.on"), s.sound, lambda: self.set_sound(True)),
            (t("common.off"), not s.sound, lambda: self.set_sound(False))])
        y = self._volume_row(buttons, grid, y)
        for key, label in (("animation_speed", t("settings.animation_speed")),
                           ("cpu_speed", t("settings.cpu_speed"))):
            current = getattr(s, key)
            y = self._segmented(buttons, grid, y, label, [
                (t(f"settings.speed.{v}"), current == v, partial(self.set_choice, key, v)) for v in SPEEDS])
        y = self._segmented(buttons, grid, y, t("settings.answer_seconds"), [
            (t("settings.seconds", n=n), s.answer_seconds == n,
             functools.partial(self.set_choice, "answer_seconds", n))
            for n in SETTING_CHOICES["answer_seconds"]])
        y = self._segmented(buttons, grid, y, t("settings.fullscreen"), [
            (t("common.on"), s.fullscreen, lambda: None if s.fullscreen else self.toggle_fullscreen()),
            (t("common.off"), not s.fullscreen, lambda: self.toggle_fullscreen() if s.fullscreen else None)])
        self.hint_y = y - grid.gap + px(8)
        self.set_buttons([*buttons, back])

    def _place_panel(self, margin: int) -> _Grid:
        """The panel of rows (tighter rows in a short window) and its columns."""
        w, h = self.size
        px = self.px
        top = margin + px(96)
        pw = min(w - 2 * margin, px(960))
        row_h, gap = px(62), px(16)
        count = 7
        pad = px(26)
        # the hint under the rows, inside the panel's body (its shadow aside)
        hint_h = max(px(36), get_font(self.fs(17)).get_linesize() + px(8) + px(14))
        ph = 2 * pad + count * row_h + (count - 1) * gap + hint_h
        avail = h - margin - top
        if ph > avail:                        # a short window: tighter rows
            row_h = max(px(40), (avail - 2 * pad - hint_h - (count - 1) * gap) // count)
            ph = 2 * pad + count * row_h + (count - 1) * gap + hint_h
        self.panel_rect = pygame.Rect((w - pw) // 2, top, pw, ph)
        label_w = int((pw - 2 * pad) * 0.36)
        cx = self.panel_rect.left + pad + label_w
        return _Grid(pad, label_w, cx, self.panel_rect.right - pad - cx, row_h, int(row_h * 0.86), gap)

    def _segmented(self, buttons: list[Button], grid: _Grid, y: int, label: str,
                   choices: list[tuple[str, bool, Callable[[], None]]]) -> int:
        """A row at ``y``: its label, and a button per choice (the chosen one lit);
        returns where the next row goes."""
        self.rows.append((label, pygame.Rect(self.panel_rect.left + grid.pad, y, grid.label_w, grid.row_h)))
        g = self.px(10)
        bw = (grid.cw - g * (len(choices) - 1)) // len(choices)
        for i, (text, on, action) in enumerate(choices):
            rect = pygame.Rect(grid.cx + i * (bw + g), y + (grid.row_h - grid.bh) // 2, bw, grid.bh)
            buttons.append(self.button(text, action, rect, colour=art.tint(palette.WOOD, 0.25),
                                       selected=on,
                                       text_colour=palette.TEXT_LIGHT if on else palette.TEXT))
        return y + grid.row_h + grid.gap

    def _volume_row(self, buttons: list[Button], grid: _Grid, y: int) -> int:
        """The volume's row at ``y``: - [bar] +; returns where the next row goes."""
        s = self.settings
        px = self.px
        cx, cw, row_h, bh = grid.cx, grid.cw, grid.row_h, grid.bh
        self.rows.append((t("settings.volume"), pygame.Rect(self.panel_rect.left + grid.pad, y,
                                                            grid.label_w, row_h)))
        minus = self.button("-", lambda: self.set_volume(s.volume - VOLUME_STEP),
                            pygame.Rect(cx, y + (row_h - bh) // 2, bh, bh), cls=ArrowButton,
                            colour=palette.WOOD_DARK, enabled=s.sound and s.volume > 0)
        plus = self.button("+", lambda: self.set_volume(s.volume + VOLUME_STEP),
                           pygame.Rect(cx + cw - bh, y + (row_h - bh) // 2, bh, bh), cls=ArrowButton,
                           colour=palette.WOOD_DARK, enabled=s.sound and s.volume < 1)
        buttons += [minus, plus]
        self.bar = pygame.Rect(cx + bh + px(16), 0, cw - 2 * bh - px(32), max(px(18), bh // 2))
        self.bar.centery = y + row_h // 2
        return y + row_h + grid.gap

    # events -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.settings.sound
                and self.bar.inflate(0, self.px(24)).collidepoint(event.pos)):
            self.set_volume(round((event.pos[0] - self.bar.left) / max(1, self.bar.w), 1))
            self.app.audio.play("click")
            return
        super().handle(event)

    # drawing ------------------------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        self.backdrop(surface)
        px = self.px
        self.heading(surface, t("settings.title"), self.title_y, 54,
                     width=surface.get_width() - 2 * px(230))
        r = self.panel_rect
        surface.blit(art.panel(r.w, r.h, px(24)), r)
        for label, rect in self.rows:
            size = fit_size(label, self.fs(26), rect.w - px(10), display=True)
            draw_text(surface, label, size, palette.TEXT, display=True, midleft=(rect.left + px(6), rect.centery))
        # the volume bar
        bar = self.bar
        on = self.settings.sound
        radius = bar.h // 2
        pygame.draw.rect(surface, art.mix(palette.WOOD_LIGHT, palette.PANEL, 0.5), bar, border_radius=radius)
        filled = bar.copy()
        filled.w = max(bar.h, round(bar.w * self.settings.volume)) if self.settings.volume > 0 else 0
        if filled.w:
            pygame.draw.rect(surface, palette.CHEESE if on else (200, 190, 180), filled, border_radius=radius)
        pygame.draw.rect(surface, palette.OUTLINE, bar, max(2, px(2)), border_radius=radius)
        knob_x = bar.left + round(bar.w * self.settings.volume)
        knob_x = min(bar.right - radius, max(bar.left + radius, knob_x))
        pygame.draw.circle(surface, palette.CHEESE_DARK if on else (180, 170, 160), (knob_x, bar.centery),
                           int(bar.h * 0.85))
        pygame.draw.circle(surface, palette.OUTLINE, (knob_x, bar.centery), int(bar.h * 0.85), max(2, px(2)))
        percent = t("settings.percent", n=round(self.settings.volume * 100))
        draw_text(surface, percent, self.fs(16), palette.TEXT, bold=True,
                  midbottom=(bar.centerx, bar.top - px(2)))
        hint = t("settings.saved_hint")
        draw_text(surface, hint, fit_size(hint, self.fs(17), r.w - px(40)),
                  art.mix(palette.TEXT, palette.PANEL, 0.3), midtop=(r.centerx, self.hint_y))
