"""The set-up screen's own widgets (:mod:`game.scenes.setup`): a seat's name that is
typed in place (:class:`NameField`), a seat's colour with its mouse face
(:class:`ColourButton`) and how wide a seat's buttons are (:func:`seat_columns`), the
golden "Starts" tag on the first player's name (:func:`starts_badge`), a person's
"here / on another screen" toggle (:class:`ScreenToggle`) and the tag of a seat played
on another computer (:func:`remote_badge`), and the right
column's scroll bar handle and faded edges (:func:`thumb_rect`, :func:`fade_edges`)."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ..i18n import t
from ..view import art, palette
from ..view.fonts import get_font
from ..view.presence import screen_icon
from ..view.widgets import READABLE, Button, TextFit, draw_text, ellipsize, label_width
from .menu import colour_name, fit_size
from .setup_choices import level_label


@dataclass(eq=False)
class NameField(Button):
    """A seat's name: click, then type (Backspace deletes, Enter finishes). A name too
    long for the field at a readable size ends in "…" (while typing, its end shows)."""

    editing: bool = False
    caret: bool = True
    placeholder: str = ""
    unit: float = 1.0

    def pad(self) -> int:
        return max(8, round(14 * self.unit))

    def pencil_w(self) -> int:
        return round(self.rect.height * 0.45)

    def label_room(self) -> int:
        return self.rect.w - 2 * self.pad() - int(self.pencil_w() * 1.5)

    def shown(self) -> tuple[str, bool]:
        """The text in the field and whether it is the grey placeholder."""
        if self.editing and not self.label:
            return self.placeholder, True
        return self.label, False

    def text_fit(self) -> TextFit:
        text, _ = self.shown()
        key = (text, self.rect.size, self.editing)
        if self._fit is None or self._fit[0] != key:
            room = self.label_room()
            size = fit_size(text, max(READABLE, round(self.rect.height * 0.42)), room, bold=True)
            font = get_font(size, bold=True)
            if self.editing and font.size(text)[0] > room:
                while len(text) > 1 and font.size("…" + text)[0] > room:
                    text = text[1:]          # the end of what is typed, where the caret is
                text = "…" + text
            else:
                text = ellipsize(text, size, room, bold=True)
            self._fit = (key, TextFit([text] if text else [], size, room, False, True))
        return self._fit[1]

    def look(self) -> tuple:
        return (*super().look(), self.editing, self.caret and self.editing, self.placeholder)

    def paint(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        u = self.unit
        radius = r.height // 3
        lit = self.enabled and (self.editing or self.hover or self.focused)
        border = palette.ACCENT if self.editing else (palette.HIGHLIGHT if lit else art.mix(
            palette.OUTLINE, palette.PANEL, 0.45))
        # a field that cannot be typed in now (the join screen while it joins) looks it:
        # greyed, flat, no pencil
        ground = palette.WHITE if self.enabled else art.mix(palette.PANEL, palette.OUTLINE, 0.12)
        pygame.draw.rect(surface, ground, r, border_radius=radius)
        pygame.draw.rect(surface, border, r, max(2, round(3 * u)), border_radius=radius)
        pad = self.pad()
        _, placeholder = self.shown()
        colour = art.mix(palette.TEXT, palette.WHITE, 0.55) if placeholder else palette.TEXT
        if not self.enabled:
            colour = art.mix(palette.TEXT, ground, 0.45)
        fit = self.text_fit()
        size = fit.size
        right = r.left + pad
        if fit.lines:
            rect = draw_text(surface, fit.lines[0], size, colour, bold=True, midleft=(r.left + pad, r.centery))
            right = rect.right
        if self.editing and self.caret:
            x = (right + 2) if self.label else r.left + pad
            pygame.draw.line(surface, palette.ACCENT, (x, r.centery - size * 0.55),
                             (x, r.centery + size * 0.55), max(2, round(2.5 * u)))
        if not self.editing and self.enabled:
            pencil_w = self.pencil_w()
            self._pencil(surface, r.right - pad - pencil_w // 2, r.centery, pencil_w * 0.5)
        if self.focused and not self.editing:
            pygame.draw.rect(surface, palette.HIGHLIGHT, r.inflate(10, 10), 4, border_radius=radius + 4)

    @staticmethod
    def _pencil(surface: pygame.Surface, cx: float, cy: float, s: float) -> None:
        """A little pencil: this text can be changed."""
        body = [(cx - s, cy + s * 0.55), (cx + s * 0.55, cy - s), (cx + s, cy - s * 0.55),
                (cx - s * 0.55, cy + s)]
        pygame.draw.polygon(surface, palette.CHEESE_DARK, body)
        pygame.draw.polygon(surface, palette.OUTLINE, body, max(1, round(s * 0.15)))
        tip = [(cx - s, cy + s * 0.55), (cx - s * 0.55, cy + s), (cx - s * 1.15, cy + s * 1.15)]
        pygame.draw.polygon(surface, palette.OUTLINE, tip)


#: the keys that end typing a name (Esc too: the name typed so far is kept)
NAME_DONE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB)


def name_typing(event: pygame.event.Event, text: str, limit: int) -> tuple[str, str | None]:
    """What ``event`` does to a name being typed (``text``, at most ``limit`` letters):
    ``(the text now, what happened)``: "edited" (letters typed, or one rubbed out),
    "done" (a key that ends the name), "key" (another key: taken, nothing changed), or
    None (not a key nor text: the event is the screen's)."""
    if event.type == pygame.TEXTINPUT:
        typed = "".join(ch for ch in event.text if ch.isprintable())
        return (text + typed)[:limit], "edited"
    if event.type == pygame.KEYDOWN:
        if event.key == pygame.K_BACKSPACE:
            return text[:-1], "edited"
        return text, "done" if event.key in NAME_DONE_KEYS else "key"
    return text, None


@dataclass(eq=False)
class ColourButton(Button):
    """A seat's colour: the mouse face in that colour and the colour's name (only the
    face when the row is too narrow for the name at a readable size)."""

    face: pygame.Surface | None = None
    named: bool = True

    def text_left(self) -> int:
        r = self.rect
        left = max(6, r.height // 8)
        if self.face is not None:
            left += self.face.get_width() + max(4, r.height // 10)
        return left

    def label_room(self) -> int:
        return self.rect.w - self.text_left() - max(6, self.rect.height // 6)

    def text_fit(self) -> TextFit:
        key = (self.label, self.rect.size, self.named)
        if self._fit is None or self._fit[0] != key:
            room = self.label_room()
            size = fit_size(self.label, max(READABLE, round(self.rect.height * 0.36)), room, display=True)
            self._fit = (key, TextFit([self.label] if self.named else [], size, room))
        return self._fit[1]

    def look(self) -> tuple:
        return (*super().look(), self.named)

    def paint(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        self.paint_face(surface, r)
        dy = 2 if self.pressed else -2
        cy = r.centery + dy - r.height // 20
        if self.face is not None:
            if self.named:
                rect = self.face.get_rect(midleft=(r.left + max(6, r.height // 8), cy))
            else:
                rect = self.face.get_rect(center=(r.centerx, cy))
            surface.blit(self.face, rect)
        fit = self.text_fit()
        if fit.lines:
            draw_text(surface, fit.lines[0], fit.size, self.text_colour, display=True,
                      midleft=(r.left + self.text_left(), cy))


def starts_badge(text: str, size: int, px: Callable[[float], int]) -> pygame.Surface:
    """The golden tag of the first player's name: a star and ``text`` ("Starts")."""
    font_w = get_font(size, bold=True).size(text)[0]
    h = int(size * 1.5)
    tag = pygame.Rect(0, 0, font_w + h + px(14), h)
    surf = pygame.Surface(tag.size, pygame.SRCALPHA)
    pygame.draw.rect(surf, palette.HIGHLIGHT, tag, border_radius=h // 2)
    pygame.draw.rect(surf, palette.CHEESE_DARK, tag, max(1, px(2)), border_radius=h // 2)
    cx, cy, s = tag.left + h // 2 + px(3), tag.centery, h * 0.36
    points = []
    for k in range(10):
        radius = s if k % 2 == 0 else s * 0.45
        angle = -math.pi / 2 + k * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    pygame.draw.polygon(surf, palette.ACCENT, points)
    draw_text(surf, text, size, palette.TEXT, bold=True, midleft=(cx + s + px(5), cy))
    return surf


def seat_columns(inner_w: int, bh: int, gap: int, px: Callable[[float], int],
                 levels: Sequence[str], others: Sequence[str] = (),
                 extra: int = 0) -> tuple[int, int, int, int, bool]:
    """The widths of a seat's colour, name, human/computer and level buttons, and
    whether the colour button has room for the colour's name (``others``: the labels
    a person's seat shows in the level's place, the hints; ``extra``: the width the
    row's other buttons take, gaps included): each button as wide as its longest
    label needs at a readable size (wider when there is room), the name field taking
    the rest."""
    inner_w -= extra
    pad = px(8) + 24
    kind_need = max(label_width(t("setup.human")), label_width(t("setup.computer"))) + pad
    level_need = max(label_width(text) for text in [*map(level_label, levels), *others]) + pad
    face = int(bh * 0.8)
    colour_need = (max(6, bh // 8) + face + max(4, bh // 10) + max(6, bh // 6) + px(4)
                   + max(label_width(colour_name(c)) for c in palette.PLAYER_COLOURS))
    name_least = max(px(150), label_width("Maximilien") + int(bh * 0.92 * 0.45 * 1.5) + px(36))
    cw, kw, lw = (max(int(inner_w * 0.26), colour_need), max(int(inner_w * 0.21), kind_need),
                  max(int(inner_w * 0.19), level_need))
    nw = inner_w - cw - kw - lw - 3 * gap
    if nw < name_least:                  # no spare room: each as its label needs
        cw, kw, lw = colour_need, kind_need, level_need
        nw = inner_w - cw - kw - lw - 3 * gap
    named = nw >= name_least
    if not named:                        # still too narrow: the face alone says the colour
        cw = face + px(20)
        nw = inner_w - cw - kw - lw - 3 * gap
    return cw, nw, kw, lw, named


@dataclass(eq=False)
class ScreenToggle(Button):
    """A person's seat: played at this screen, or on another computer of the house
    (``remote``). A square button with a drawn screen: plain wood for "here", lit with
    waves for "on another screen". Its label is for the record only (no words fit)."""

    remote: bool = False

    def text_fit(self) -> TextFit:
        return super().text_fit()._replace(lines=[])

    def look(self) -> tuple:
        return (*super().look(), self.remote)

    def paint(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        self.paint_face(surface, r)
        dy = art.button_text_offset(r.height, self.state())[1]
        screen_icon(surface, pygame.Rect(r.left, r.top + dy, r.w, r.h).inflate(-r.w // 3, -r.h // 3),
                    self.text_colour, self.remote)


def remote_badge(text: str, size: int, px: Callable[[float], int]) -> pygame.Surface:
    """The sky-blue tag of a seat played on another computer: a screen and ``text``."""
    font_w = get_font(size, bold=True).size(text)[0] if text else 0
    h = int(size * 1.5)
    tag = pygame.Rect(0, 0, font_w + h + px(16 if text else 6), h)
    surf = pygame.Surface(tag.size, pygame.SRCALPHA)
    fill = palette.PLAYER_COLOURS.get("sky", (120, 190, 235))
    pygame.draw.rect(surf, fill, tag, border_radius=h // 2)
    pygame.draw.rect(surf, palette.OUTLINE, tag, max(1, px(2)), border_radius=h // 2)
    icon = pygame.Rect(tag.left + px(6), tag.top + h // 8, h - px(2), h - h // 4)
    screen_icon(surf, icon, palette.TEXT, True)
    if text:
        draw_text(surf, text, size, palette.TEXT, bold=True, midleft=(icon.right + px(4), tag.centery))
    return surf


def thumb_rect(track: pygame.Rect, view_h: int, scroll: int, max_scroll: int,
               least: int) -> pygame.Rect | None:
    """The scroll bar's handle in ``track`` (at least ``least`` high), or None when the
    column fits (no bar)."""
    if max_scroll <= 0 or track.h <= 0:
        return None
    total = view_h + max_scroll
    h = max(least, int(track.h * view_h / total))
    y = track.top + int((track.h - h) * scroll / max_scroll)
    return pygame.Rect(track.left, y, track.w, h)


def fade_edges(surface: pygame.Surface, view: pygame.Rect, above: bool, below: bool,
               px: Callable[[float], int]) -> None:
    """The column's words fade out at the edge of its ``view`` where more is hidden
    (``above``, ``below``): there is more to scroll to."""
    inner = view.inflate(-2 * px(14), 0)
    depth = px(22)
    for edge, more in ((view.top, above), (view.bottom, below)):
        if not more:
            continue
        band = pygame.Surface((inner.w, depth), pygame.SRCALPHA)
        for k in range(depth):
            alpha = int(235 * (1 - k / depth))
            band.fill((*palette.PANEL, alpha), (0, k if edge == view.top else depth - 1 - k, inner.w, 1))
        surface.blit(band, (inner.left, edge if edge == view.top else edge - depth))
