"""Shared widgets: text drawing and big, friendly buttons (mouse and keyboard)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

import pygame

from . import art, palette
from .fonts import get_font


def draw_text(surface: pygame.Surface, text: str, size: int, colour=palette.TEXT, *,
              display: bool = False, bold: bool = False, shadow: bool = False,
              **anchor: object) -> pygame.Rect:
    """Draw one line of ``text``; ``anchor`` is a Rect attribute such as ``center=(x, y)``
    or ``topleft=...``. Returns the rectangle drawn."""
    font = get_font(size, display=display, bold=bold)
    image = font.render(text, True, colour)
    rect = image.get_rect(**anchor)
    if shadow:
        shade = font.render(text, True, palette.SHADOW)
        shade.set_alpha(90)
        surface.blit(shade, rect.move(max(1, size // 18), max(1, size // 18)))
    surface.blit(image, rect)
    return rect


def wrap(text: str, size: int, width: int, *, display: bool = False,
         bold: bool = False) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels in the font that draws
    it (paragraphs kept)."""
    font = get_font(size, display=display, bold=bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}".strip()
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def draw_paragraph(surface: pygame.Surface, text: str, size: int, rect: pygame.Rect,
                   colour=palette.TEXT, *, line_gap: float = 1.25, bold: bool = False) -> int:
    """Draw wrapped text in ``rect`` from its top; returns the height used."""
    y = rect.top
    step = int(size * line_gap)
    for line in wrap(text, size, rect.width, bold=bold):
        if line:
            draw_text(surface, line, size, colour, bold=bold, topleft=(rect.left, y))
        y += step
    return y - rect.top


@dataclass
class Button:
    """A big rounded button with a label, an optional hot key and a callback."""

    label: str
    on_click: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 200, 60))
    colour: tuple[int, int, int] = palette.ACCENT
    keys: Sequence[int] = ()
    enabled: bool = True
    hover: bool = False
    pressed: bool = False
    focused: bool = False
    selected: bool = False
    text_colour: tuple[int, int, int] = palette.TEXT_LIGHT
    icon: pygame.Surface | None = None

    def state(self) -> str:
        if not self.enabled:
            return "disabled"
        if self.pressed:
            return "pressed"
        if self.hover or self.focused or self.selected:
            return "hover"
        return "normal"

    def draw(self, surface: pygame.Surface) -> None:
        colour = palette.OK if self.selected else self.colour
        image = art.button_surface(self.rect.width, self.rect.height, colour, self.state())
        surface.blit(image, image.get_rect(center=self.rect.center))
        if self.focused:
            pygame.draw.rect(surface, palette.HIGHLIGHT, self.rect.inflate(10, 10), 4,
                             border_radius=self.rect.height // 3)
        size = max(14, int(self.rect.height * 0.42))
        dy = art.button_text_offset(self.rect.height, self.state())[1]
        text_colour = self.text_colour if self.enabled else (210, 200, 190)
        font = get_font(size, display=True)
        while font.size(self.label)[0] > self.rect.width - 24 and size > 12:
            size -= 2
            font = get_font(size, display=True)
        if self.icon is not None:
            icon_rect = self.icon.get_rect(midleft=(self.rect.left + 14, self.rect.centery + dy))
            surface.blit(self.icon, icon_rect)
            draw_text(surface, self.label, size, text_colour, display=True,
                      midleft=(icon_rect.right + 10, self.rect.centery + dy))
        else:
            draw_text(surface, self.label, size, text_colour, display=True,
                      center=(self.rect.centerx, self.rect.centery + dy))

    def handle(self, event: pygame.event.Event) -> bool:
        """React to ``event``; True if it was this button's (so the caller redraws)."""
        if event.type == pygame.MOUSEMOTION:
            was = self.hover
            self.hover = self.rect.collidepoint(event.pos)
            return was != self.hover
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.on_click()
                return True
            return was
        if event.type == pygame.KEYDOWN and event.key in self.keys:
            self.on_click()
            return True
        return False


class ButtonGroup:
    """Buttons that share keyboard focus: Tab/arrows move it, Enter/Space press."""

    def __init__(self, buttons: list[Button] | None = None):
        self.buttons: list[Button] = buttons or []
        self.focus = -1

    def set(self, buttons: list[Button]) -> None:
        self.buttons = buttons
        self.focus = min(self.focus, len(buttons) - 1)
        self._mark()

    def _mark(self) -> None:
        for i, button in enumerate(self.buttons):
            button.focused = i == self.focus

    def _move(self, step: int) -> None:
        live = [i for i, b in enumerate(self.buttons) if b.enabled]
        if not live:
            return
        if self.focus not in live:
            self.focus = live[0] if step > 0 else live[-1]
        else:
            self.focus = live[(live.index(self.focus) + step) % len(live)]
        self._mark()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT):
                self._move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key in (pygame.K_UP, pygame.K_LEFT):
                self._move(-1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and 0 <= self.focus < len(self.buttons):
                button = self.buttons[self.focus]
                if button.enabled:
                    button.on_click()
                    return True
        changed = False
        for button in list(self.buttons):
            if button.handle(event):
                changed = True
                if event.type == pygame.MOUSEBUTTONUP:
                    break
        return changed

    def draw(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface)


def column(center_x: int, top: int, width: int, height: int, gap: int, count: int) -> list[pygame.Rect]:
    """``count`` rectangles stacked in a centred column."""
    return [pygame.Rect(center_x - width // 2, top + i * (height + gap), width, height)
            for i in range(count)]


def row(center_x: int, y: int, width: int, height: int, gap: int, count: int) -> list[pygame.Rect]:
    """``count`` rectangles side by side, centred on ``center_x``."""
    total = count * width + (count - 1) * gap
    left = center_x - total // 2
    return [pygame.Rect(left + i * (width + gap), y, width, height) for i in range(count)]
