"""The pause menu, over the game: Resume, Rules, Settings, Save and quit to the menu."""

from __future__ import annotations

import pygame

from ..i18n import t
from ..view import art, palette
from ..view.fonts import get_font
from ..view.widgets import column, draw_text
from .manager import Host, Scene
from .menu import MenuScene, fit_size, veil


class PauseScene(MenuScene):
    opaque = False

    def __init__(self, app: Host, game_scene: Scene, game_id: str):
        super().__init__(app)
        self.game_scene = game_scene
        self.game_id = game_id
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    # actions ------------------------------------------------------------------
    def resume_game(self) -> None:
        self.back()

    def open_rules(self) -> None:
        from .rules import RulesScene
        self.app.scenes.push(RulesScene(self.app, self.game_id))

    def open_settings(self) -> None:
        from .settings import SettingsScene
        self.app.scenes.push(SettingsScene(self.app))

    def quit_key(self) -> str:
        """"Save and quit"; on a joined computer (issue 20), "Leave the table": the host
        keeps the game, and this computer may come back to its seat."""
        session = getattr(self.game_scene, "session", None)
        return "join.leave" if getattr(session, "remote", False) else "menu.save_quit"

    def save_and_quit(self) -> None:
        self.game_scene.autosave()
        self.app.show_title()

    # layout -------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.size
        px = self.px
        bh, gap = px(66), px(16)
        specs = [(t("menu.resume"), self.resume_game, palette.OK, True),
                 (t("menu.rules"), self.open_rules, palette.WOOD_DARK, True),
                 (t("menu.settings"), self.open_settings, palette.WOOD_DARK, True),
                 (t(self.quit_key()), self.save_and_quit, palette.ACCENT, True)]
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

    def enter(self) -> None:
        self.settle_below()

    def paint(self, surface: pygame.Surface) -> None:
        veil(surface, 150)
        r = self.panel_rect
        px = self.px
        surface.blit(art.panel(r.w, r.h, px(26)), r)
        title = t("menu.paused")
        size = fit_size(title, self.fs(48), r.w - px(40), display=True, bold=True)
        draw_text(surface, title, size, palette.TEXT, display=True, bold=True,
                  center=(r.centerx, r.top + px(54)))
