"""Hot-seat privacy: "Pass the laptop to X". An opaque screen that hides the game until
X clicks "I'm X, show me!" (or presses Enter); "Not me, go back" (or Esc) returns to
the table, which then shows only what everybody may see.

The scene takes itself off the stack, then calls ``on_ready`` or ``on_back``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ..i18n import t
from ..view import art, palette
from ..view.fonts import get_font
from ..view.widgets import draw_text
from .manager import Host
from .menu import MenuScene, fit_size, player_rgb, text_on


class PassDeviceScene(MenuScene):
    opaque = True

    def __init__(self, app: Host, seat_name: str, colour: str | Sequence[int],
                 on_ready: Callable[[], None], *, on_back: Callable[[], None]):
        super().__init__(app)
        self.seat_name = seat_name
        self.rgb = player_rgb(colour)
        self.on_ready = on_ready
        self.on_back = on_back
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    def _close(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    def ready(self) -> None:
        self._close()
        self.on_ready()

    def back(self) -> None:
        """Not me: back to the table, which shows only what everybody may see."""
        self._close()
        self.on_back()

    def enter(self) -> None:
        self.app.audio.play("turn")

    def build(self) -> None:
        w, h = self.size
        px = self.px
        pw, ph = min(w - px(60), px(860)), min(h - px(60), px(620))
        self.panel_rect = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        label = t("menu.pass_ready", name=self.seat_name)
        bh = px(88)
        text_w = get_font(max(14, int(bh * 0.42)), display=True).size(label)[0]
        bw = min(pw - px(80), max(px(420), text_w + px(90)))
        ready = self.button(label, self.ready, pygame.Rect(0, 0, bw, bh), colour=self.rgb,
                            text_colour=text_on(self.rgb))
        back_label = t("menu.pass_back")
        bh2 = px(56)
        text_w2 = get_font(max(14, int(bh2 * 0.42)), display=True).size(back_label)[0]
        back = self.button(back_label, self.back,
                           pygame.Rect(0, 0, min(pw - px(80), max(px(280), text_w2 + px(60))), bh2),
                           colour=palette.WOOD_DARK)
        back.rect.midbottom = (self.panel_rect.centerx, self.panel_rect.bottom - px(30))
        ready.rect.midbottom = (self.panel_rect.centerx, back.rect.top - px(16))
        self.group.focus = 0               # Enter shows the screen
        self.set_buttons([ready, back])

    def paint(self, surface: pygame.Surface) -> None:
        self.backdrop(surface)
        px = self.px
        r = self.panel_rect
        surface.blit(art.panel(r.w, r.h, px(28), art.mix(self.rgb, palette.PANEL, 0.8)), r)
        button = self.group.buttons[0].rect
        title = t("menu.pass_title", name=self.seat_name)
        title_size = fit_size(title, self.fs(46), r.w - px(80), display=True, bold=True)
        hint_size = self.fs(24)
        text_h = int(title_size * 1.25) + int(hint_size * 1.5)
        face_size = max(px(60), min(px(200), button.top - r.top - px(60) - text_h))
        face = art.mouse_face(self.rgb, face_size)
        rect = surface.blit(face, face.get_rect(midtop=(r.centerx, r.top + px(30))))
        rect = draw_text(surface, title, title_size, palette.TEXT, display=True, bold=True,
                         midtop=(r.centerx, rect.bottom + px(10)))
        hint = t("menu.pass_hint")
        draw_text(surface, hint, fit_size(hint, hint_size, r.w - px(60), display=True),
                  art.mix(palette.TEXT, palette.PANEL, 0.25), display=True,
                  midtop=(r.centerx, rect.bottom + px(6)))
