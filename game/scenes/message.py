"""A small modal overlay: a message and an OK button (errors, notices)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..i18n import t
from ..view import art, palette
from ..view.widgets import draw_text, wrap
from .manager import Host
from .menu import MenuScene, fit_size, veil


class MessageScene(MenuScene):
    """Shows ``text`` (and a ``title``) over the current screen until OK (Enter, Esc)."""

    opaque = False

    def __init__(self, app: Host, text: str, *, title: str | None = None,
                 on_ok: Callable[[], None] | None = None, ok_label: str | None = None,
                 cancel_label: str | None = None):
        super().__init__(app)
        self.text = text
        self.title = title
        self.on_ok = on_ok
        self.ok_label = ok_label
        self.cancel_label = cancel_label   # a question: a second button that only closes
        self.lines: list[str] = []
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    def ok(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()
        if self.on_ok is not None:
            self.on_ok()

    def cancel(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    def back(self) -> None:
        if self.cancel_label is not None:
            self.cancel()
        else:
            self.ok()

    def build(self) -> None:
        w, h = self.size
        px = self.px
        pw = min(w - px(40), px(640))
        pad = px(34)
        self.lines = wrap(self.text, self.fs(22), pw - 2 * pad)
        step = int(self.fs(22) * 1.3)
        title_h = int(self.fs(32) * 1.4) if self.title else 0
        bh = px(62)
        ph = min(h - px(40), 2 * pad + title_h + len(self.lines) * step + px(40) + bh)
        self.panel_rect = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        bw = px(200) if self.cancel_label is None else min(px(260), (pw - 3 * pad) // 2)
        # A question never answers itself: Enter only confirms a plain message (with a
        # question, Enter presses the button that has the keyboard focus, if any).
        keys = (pygame.K_RETURN, pygame.K_KP_ENTER) if self.cancel_label is None else ()
        ok = self.button(self.ok_label or t("common.ok"), self.ok,
                         pygame.Rect(0, 0, bw, bh), colour=palette.OK, keys=keys)
        bottom = self.panel_rect.bottom - pad - px(4)
        if self.cancel_label is None:
            ok.rect.midbottom = (self.panel_rect.centerx, bottom)
            self.set_buttons([ok])
            return
        cancel = self.button(self.cancel_label, self.cancel, pygame.Rect(0, 0, bw, bh),
                             colour=palette.WOOD_DARK)
        cancel.rect.bottomright = (self.panel_rect.centerx - pad // 2, bottom)
        ok.rect.bottomleft = (self.panel_rect.centerx + pad // 2, bottom)
        self.set_buttons([cancel, ok])

    def enter(self) -> None:
        self.settle_below()

    def paint(self, surface: pygame.Surface) -> None:
        veil(surface, 130)
        r = self.panel_rect
        px = self.px
        surface.blit(art.panel(r.w, r.h, px(24)), r)
        y = r.top + px(34)
        if self.title:
            size = fit_size(self.title, self.fs(32), r.w - px(60), display=True)
            rect = draw_text(surface, self.title, size, palette.TEXT, display=True, bold=True,
                             midtop=(r.centerx, y))
            y = rect.bottom + px(10)
        step = int(self.fs(22) * 1.3)
        limit = self.group.buttons[0].rect.top - px(10) if self.group.buttons else r.bottom
        for line in self.lines:
            if y + step > limit:
                break
            draw_text(surface, line, self.fs(22), palette.TEXT, midtop=(r.centerx, y))
            y += step
