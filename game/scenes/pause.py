"""The pause menu, over the game: Resume, Rules, Settings, Save and quit to the menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..i18n import t
from ..view import art, palette
from ..view.fonts import get_font
from ..view.widgets import column, draw_text
from .catalog import MenuScene, fit_size, game_scene_below, go_to_title, veil
from .manager import Scene

if TYPE_CHECKING:
    from ..app import App


class PauseScene(MenuScene):
    opaque = False

    def __init__(self, app: "App", game_scene: Scene | None = None):
        super().__init__(app)
        self.game_scene = game_scene
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        if self.game_scene is None:
            self.game_scene = game_scene_below(self.app, self)
        self.rebuild()

    @property
    def game_id(self) -> str | None:
        session = getattr(self.game_scene, "session", None)
        return session.game_id if session is not None else None

    # actions ------------------------------------------------------------------
    def resume_game(self) -> None:
        self.back()

    def open_rules(self) -> None:
        from .rules import RulesScene
        if self.game_id:
            self.app.scenes.push(RulesScene(self.app, self.game_id))

    def open_settings(self) -> None:
        from .settings import SettingsScene
        self.app.scenes.push(SettingsScene(self.app))

    def save_and_quit(self) -> None:
        if self.game_scene is not None:
            self.game_scene.autosave()
        go_to_title(self.app)

    # layout -------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.size
        px = self.px
        bh, gap = px(66), px(16)
        specs = [(t("menu.resume"), self.resume_game, palette.OK, True),
                 (t("menu.rules"), self.open_rules, palette.WOOD_DARK, self.game_id is not None),
                 (t("menu.settings"), self.open_settings, palette.WOOD_DARK, True),
                 (t("menu.save_quit"), self.save_and_quit, palette.ACCENT, True)]
        font = get_font(max(14, int(bh * 0.42)), display=True)
        widest = max(font.size(label)[0] for label, *_ in specs)
        bw = min(w - px(100), max(px(420), widest + px(70)))
        title_h = px(100)
        pad = px(34)
        ph = title_h + len(specs) * bh + (len(specs) - 1) * gap + pad
        pw = bw + 2 * pad + px(20)
        self.panel_rect = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        rects = column(w // 2, self.panel_rect.top + title_h, bw, bh, gap, len(specs))
        buttons = [self.button(label, action, rect, colour=colour, enabled=enabled)
                   for (label, action, colour, enabled), rect in zip(specs, rects)]
        self.set_buttons(buttons)

    def draw(self, surface: pygame.Surface) -> None:
        veil(surface, 150)
        r = self.panel_rect
        px = self.px
        surface.blit(art.panel(r.w, r.h, px(26)), r)
        title = t("menu.paused")
        size = fit_size(title, self.fs(48), r.w - px(40), display=True, bold=True)
        draw_text(surface, title, size, palette.TEXT, display=True, bold=True,
                  center=(r.centerx, r.top + px(54)))
        self.group.draw(surface)
