"""The rules of one game, in the current language, scrollable (wheel, arrow keys,
Page Up/Down, Home/End, or dragging the bar).

The text comes from the game's translations: sections ``<game_id>.rules.<n>.title`` and
``.body`` for n = 1, 2, ... while they exist. In a body, a line starting with "- " is a
bullet point and an empty line separates paragraphs.
"""

from __future__ import annotations

import pygame

from .. import i18n
from ..i18n import t
from ..view import art, palette
from ..view.memory import blittable
from ..view.widgets import draw_text, wrap
from .manager import Host
from .menu import READABLE, MenuScene, fit_size, game_title


def rule_sections(game_id: str) -> list[tuple[str, str]]:
    """``(title, body)`` of each section of the game's rules, in order."""
    sections = []
    n = 1
    while i18n.has(f"{game_id}.rules.{n}.title"):
        body = f"{game_id}.rules.{n}.body"
        sections.append((t(f"{game_id}.rules.{n}.title"), t(body) if i18n.has(body) else ""))
        n += 1
    return sections


class RulesScene(MenuScene):
    def __init__(self, app: Host, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.scroll = 0.0
        self.target = 0.0
        self.content: pygame.Surface | None = None
        self.view = pygame.Rect(0, 0, 0, 0)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.dragging: float | None = None
        self.fades: dict[tuple, pygame.Surface] = {}

    # geometry -----------------------------------------------------------------
    @property
    def max_scroll(self) -> float:
        if self.content is None:
            return 0.0
        return max(0.0, self.content.get_height() - self.view.h)

    def scroll_to(self, target: float) -> None:
        target = min(self.max_scroll, max(0.0, target))
        if target != self.target:
            self.target = target
            self.invalidate()

    def build(self) -> None:
        fraction = self.scroll / self.max_scroll if self.max_scroll else 0.0
        w, h = self.size
        px = self.px
        margin = px(28)
        back = self.button(t("common.back"), self.back, pygame.Rect(margin, margin, px(170), px(56)),
                           colour=palette.WOOD_DARK)
        self.set_buttons([back])
        self.title_y = margin
        top = margin + px(90)
        pw = min(w - 2 * margin, px(1040))
        self.panel_rect = pygame.Rect((w - pw) // 2, top, pw, h - top - margin - px(26))
        body = art.panel_body_rect(self.panel_rect.w, self.panel_rect.h).move(self.panel_rect.topleft)
        pad = px(30)
        self.view = pygame.Rect(body.left + pad, body.top + px(18), body.w - 2 * pad - px(24),
                                body.h - px(36))
        self.track = pygame.Rect(self.view.right + px(12), self.view.top, px(12), self.view.h)
        self.content = None                 # the old page goes before the new one is drawn
        self.content = blittable(self.render_content(self.view.w))
        self.fades.clear()
        self.scroll = self.target = round(fraction * self.max_scroll)

    def render_content(self, width: int) -> pygame.Surface:
        """The whole text of the rules drawn once, as tall as it needs."""
        sections = rule_sections(self.game_id) or [("", t("menu.rules_missing"))]
        # long reading: a little above the smallest size even in a small window
        title_size, body_size = max(self.fs(30), READABLE + 5), max(self.fs(21), READABLE + 2)
        step = int(body_size * 1.38)
        bullet_in = self.px(30)
        ops: list[tuple[str, str, int, int]] = []          # kind, text, x, y
        y = 0
        for title, body in sections:
            if title:
                if y:
                    y += self.px(22)
                for line in wrap(title, title_size, width - self.px(40), bold=True):
                    ops.append(("title", line, self.px(40), y))
                    y += int(title_size * 1.2)
                y += self.px(6)
            for paragraph in body.replace("**", "").split("\n"):
                text = paragraph.strip()
                if not text:
                    y += step // 2
                    continue
                bullet = text[:2] in ("- ", "* ", "• ")
                if bullet:
                    text = text[2:].strip()
                x = bullet_in if bullet else 0
                for i, line in enumerate(wrap(text, body_size, width - x)):
                    if bullet and i == 0:
                        ops.append(("bullet", "", x, y))
                    ops.append(("body", line, x, y))
                    y += step
                y += self.px(4)
        surface = pygame.Surface((width, max(1, y + self.px(10))), pygame.SRCALPHA)
        for kind, text, x, y in ops:
            if kind == "title":
                r = int(title_size * 0.32)
                cy = y + int(title_size * 0.62)
                pygame.draw.circle(surface, palette.CHEESE, (self.px(14), cy), r)
                pygame.draw.circle(surface, palette.CHEESE_DARK, (self.px(14), cy), r, max(2, self.px(2)))
                draw_text(surface, text, title_size, palette.PANEL_DARK, display=True, bold=True,
                          topleft=(x, y))
            elif kind == "bullet":
                pygame.draw.circle(surface, palette.ACCENT, (x - self.px(14), y + int(body_size * 0.68)),
                                   max(3, int(body_size * 0.2)))
            else:
                draw_text(surface, text, body_size, palette.TEXT, topleft=(x, y))
        return surface

    # events -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        page = self.view.h * 0.85
        line = self.px(60)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.target - event.y * self.px(80))
            return
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: line, pygame.K_UP: -line, pygame.K_PAGEDOWN: page,
                     pygame.K_PAGEUP: -page}
            if event.key in moves:
                self.scroll_to(self.target + moves[event.key])
                return
            if event.key == pygame.K_HOME:
                self.scroll_to(0)
                return
            if event.key == pygame.K_END:
                self.scroll_to(self.max_scroll)
                return
        thumb = self.thumb()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and thumb is not None:
            if thumb.collidepoint(event.pos):
                self.dragging = event.pos[1] - thumb.top
                return
            if self.track.inflate(self.px(16), 0).collidepoint(event.pos):
                self.scroll_to(self.target + (page if event.pos[1] > thumb.centery else -page))
                return
        if event.type == pygame.MOUSEMOTION and self.dragging is not None and thumb is not None:
            room = self.track.h - thumb.h
            top = event.pos[1] - self.dragging - self.track.top
            self.scroll_to(self.max_scroll * min(1.0, max(0.0, top / room)) if room else 0)
            self.scroll = self.target
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging is not None:
            self.dragging = None
            return
        super().handle(event)

    def update(self, dt: float) -> bool:
        gap = self.target - self.scroll
        if abs(gap) < 0.5:
            if gap:
                self.scroll = self.target
                self.invalidate()
            return False
        self.scroll += gap * min(1.0, dt * 14)
        return True

    def exit(self) -> None:
        """Off the stack: the whole text drawn (a window wide and pages tall) goes now,
        not when the garbage collector finds the scene."""
        super().exit()
        self.content = None
        self.fades.clear()

    # drawing ------------------------------------------------------------------
    def thumb(self) -> pygame.Rect | None:
        if self.content is None or self.max_scroll <= 0:
            return None
        total = self.content.get_height()
        h = max(self.px(40), int(self.track.h * self.view.h / total))
        y = self.track.top + int((self.track.h - h) * self.scroll / self.max_scroll)
        return pygame.Rect(self.track.left, y, self.track.w, h)

    def fade(self, surface: pygame.Surface, band: pygame.Rect, top: bool) -> None:
        """Fade the text in ``band`` into the paper it is on (opaque at the edge)."""
        key = (*band, top)
        if key not in self.fades:
            paper = art.panel(self.panel_rect.w, self.panel_rect.h, self.px(24))
            x = band.centerx - self.panel_rect.left
            fade = pygame.Surface(band.size, pygame.SRCALPHA)
            for y in range(band.h):
                colour = paper.get_at((x, min(paper.get_height() - 1, band.y - self.panel_rect.top + y)))
                k = (band.h - y) / band.h if top else (y + 1) / band.h
                fade.fill((colour.r, colour.g, colour.b, int(255 * k ** 1.5)), (0, y, band.w, 1))
            self.fades[key] = fade
        surface.blit(self.fades[key], band)

    def paint(self, surface: pygame.Surface) -> None:
        self.backdrop(surface)
        px = self.px
        title = t("menu.rules_title", game=game_title(self.game_id))
        self.heading(surface, title, self.title_y, 46, width=surface.get_width() - 2 * px(220))
        r = self.panel_rect
        surface.blit(art.panel(r.w, r.h, px(24)), r)
        if self.max_scroll > 0:
            pygame.draw.rect(surface, art.mix(palette.WOOD_LIGHT, palette.PANEL, 0.5), self.track,
                             border_radius=self.track.w // 2)
            hint = t("menu.rules_hint")
            size = fit_size(hint, self.fs(17), surface.get_width() - px(40))
            draw_text(surface, hint, size, palette.TEXT_LIGHT, shadow=True,
                      midtop=(r.centerx, r.bottom + px(2)))

    def draw_live(self, surface: pygame.Surface) -> None:
        """The text where it is scrolled to, faded at an edge with more, and the bar."""
        if self.content is not None:
            area = pygame.Rect(0, round(self.scroll), self.view.w, self.view.h)
            surface.blit(self.content, self.view.topleft, area)
            # the text fades out at an edge where there is more of it
            fade_h = min(self.px(40), self.view.h // 4)
            if self.scroll > 1:
                self.fade(surface, pygame.Rect(self.view.left, self.view.top, self.view.w, fade_h), True)
            if self.scroll < self.max_scroll - 1:
                self.fade(surface, pygame.Rect(self.view.left, self.view.bottom - fade_h, self.view.w,
                                               fade_h), False)
        thumb = self.thumb()
        if thumb is not None:
            pygame.draw.rect(surface, palette.WOOD_DARK, thumb, border_radius=thumb.w // 2)
