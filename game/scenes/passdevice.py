"""Hot-seat privacy: "Pass the laptop to X". An opaque screen that hides the game
until X clicks "I'm X, show me!" (or presses Enter). Esc opens the pause menu.

The scene takes itself off the stack, then calls ``on_ready``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from ..i18n import t
from ..view import art, palette
from ..view.fonts import get_font
from ..view.widgets import draw_text
from .catalog import MenuScene, fit_size, player_rgb, text_on

if TYPE_CHECKING:
    from ..app import App


class PassDeviceScene(MenuScene):
    opaque = True

    def __init__(self, app: "App", seat_name: str, colour: str | Sequence[int],
                 on_ready: Callable[[], None]):
        super().__init__(app)
        self.seat_name = seat_name
        self.rgb = player_rgb(colour)
        self.on_ready = on_ready
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    def ready(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()
        self.on_ready()

    def back(self) -> None:
        from .pause import PauseScene
        self.app.scenes.push(PauseScene(self.app))

    def enter(self) -> None:
        self.app.audio.play("turn")

    def build(self) -> None:
        w, h = self.size
        px = self.px
        pw, ph = min(w - px(60), px(860)), min(h - px(60), px(600))
        self.panel_rect = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        label = t("menu.pass_ready", name=self.seat_name)
        bh = px(92)
        text_w = get_font(max(14, int(bh * 0.42)), display=True).size(label)[0]
        bw = min(pw - px(80), max(px(420), text_w + px(90)))
        ready = self.button(label, self.ready, pygame.Rect(0, 0, bw, bh), colour=self.rgb,
                            text_colour=text_on(self.rgb))
        ready.rect.midbottom = (self.panel_rect.centerx, self.panel_rect.bottom - px(50))
        self.group.focus = 0               # Enter shows the screen too
        self.set_buttons([ready])

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop(surface)
        px = self.px
        r = self.panel_rect
        surface.blit(art.panel(r.w, r.h, px(28), art.mix(self.rgb, palette.PANEL, 0.8)), r)
        button = self.group.buttons[0].rect
        title = t("menu.pass_title", name=self.seat_name)
        title_size = fit_size(title, self.fs(46), r.w - px(80), display=True, bold=True)
        hint_size = self.fs(24)
        text_h = int(title_size * 1.25) + int(hint_size * 1.5)
        face_size = max(px(60), min(px(220), button.top - r.top - px(60) - text_h))
        face = art.mouse_face(self.rgb, face_size)
        rect = surface.blit(face, face.get_rect(midtop=(r.centerx, r.top + px(36))))
        rect = draw_text(surface, title, title_size, palette.TEXT, display=True, bold=True,
                         midtop=(r.centerx, rect.bottom + px(12)))
        draw_text(surface, t("menu.pass_hint"), hint_size, art.mix(palette.TEXT, palette.PANEL, 0.25),
                  display=True, midtop=(r.centerx, rect.bottom + px(6)))
        self.group.draw(surface)
