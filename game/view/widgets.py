"""Shared widgets: text drawing and big, friendly buttons (mouse and keyboard).

No text is drawn below :data:`READABLE` pixels. A button draws itself once per look
(its state, focus, label and size: :meth:`Button.look`) into a picture it keeps, so
that a screen that is redrawn every frame only blits its buttons."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import pygame

from . import art, palette
from .fonts import get_font
from .memory import SurfaceCache, blittable, weight

#: The smallest font size (pixels) of any text the program draws, whatever the window.
READABLE = 14


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


_WRAPPED: dict[tuple[str, int, int, bool, bool], list[str]] = {}
_WORDS: dict[tuple[str, int, bool, bool], int] = {}


def wrap(text: str, size: int, width: int, *, display: bool = False,
         bold: bool = False) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels in the font that draws
    it (paragraphs kept). Remembered: layouts ask for the same wrapping many times."""
    key = (text, size, width, display, bold)
    lines = _WRAPPED.get(key)
    if lines is None:
        if len(_WRAPPED) > 2000:
            _WRAPPED.clear()
        lines = _WRAPPED[key] = _wrap(text, size, width, display, bold)
    return list(lines)


def _wrap(text: str, size: int, width: int, display: bool, bold: bool) -> list[str]:
    """Each word is measured once and lines are summed from the words and spaces; each
    line made so is then measured whole, and if one is wider than the sum said (a pair
    of letters kerned across a word), the text is wrapped again trying each line whole."""
    font = get_font(size, display=display, bold=bold)
    if len(_WORDS) > 8000:
        _WORDS.clear()

    def wide(word: str) -> int:
        key = (word, size, display, bold)
        found = _WORDS.get(key)
        if found is None:
            found = _WORDS[key] = font.size(word)[0]
        return found

    space = wide(" ")
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line, line_w = "", 0
        for word in paragraph.split(" "):
            if not word:
                continue
            w = wide(word)
            if line and line_w + space + w > width:
                lines.append(line)
                line, line_w = word, w
            else:
                line, line_w = (f"{line} {word}", line_w + space + w) if line else (word, w)
        lines.append(line)
    if all(font.size(line)[0] <= width for line in lines if " " in line):
        return lines
    lines = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def fits(lines: Sequence[str], size: int, width: int, *, display: bool = False,
         bold: bool = False) -> bool:
    """Every one of ``lines`` is at most ``width`` pixels wide at ``size``."""
    font = get_font(size, display=display, bold=bold)
    return all(font.size(line)[0] <= width for line in lines)


def fit_lines(text: str, largest: int, width: int, most: int = 2, *, display: bool = False,
              bold: bool = False, smallest: int = READABLE, fewest: int = 1) -> tuple[list[str], int]:
    """``text`` at the largest size from ``largest`` down to ``smallest`` (never below
    :data:`READABLE`) at which it fits ``width`` on one line (or on ``fewest``), else on
    up to ``most`` lines: ``(lines, size)``. If nothing fits, the smallest size, wrapped
    (a word longer than the width stays whole)."""
    smallest = max(READABLE, smallest)
    largest = max(largest, smallest)
    for count in range(max(1, fewest), max(1, most, fewest) + 1):
        for size in range(largest, smallest - 1, -1):
            lines = [text] if count == 1 else wrap(text, size, width, display=display, bold=bold)
            if len(lines) <= count and fits(lines, size, width, display=display, bold=bold):
                return even(lines, text, size, width, display=display, bold=bold), size
    return wrap(text, smallest, width, display=display, bold=bold), smallest


def even(lines: list[str], text: str, size: int, width: int, *, display: bool = False,
         bold: bool = False) -> list[str]:
    """``text`` in as many lines as ``lines`` (its wrapping at ``width``), but of even
    lengths: no lone last word."""
    best = lines
    narrower = width
    while len(lines) > 1 and narrower > width // 2:
        narrower -= max(2, width // 40)
        trial = wrap(text, size, narrower, display=display, bold=bold)
        if len(trial) != len(lines):
            break
        best = trial
    return best


def ellipsize(text: str, size: int, width: int, *, display: bool = False,
              bold: bool = False) -> str:
    """``text``, cut with "…" if it is wider than ``width`` at ``size``."""
    font = get_font(size, display=display, bold=bold)
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text.rstrip() + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


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


class TextFit(NamedTuple):
    """How a button's label is set: its lines, font size, the width they must fit in
    and the typeface."""

    lines: list[str]
    size: int
    room: int
    display: bool = True
    bold: bool = False

    def fits(self) -> bool:
        return fits(self.lines, self.size, self.room, display=self.display, bold=self.bold)


#: Room kept round a button's picture for its focus ring (and a card's lift).
MARGIN = 12
#: How many of its looks (hover, pressed, focused...) a button keeps pictures of, by
#: bytes: as many as this of its own size.
LOOKS_KEPT = 8


@dataclass(eq=False)
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
    #: where the button may show and be clicked (a scrolled column's view); None: anywhere
    clip: pygame.Rect | None = None
    _pictures: SurfaceCache = field(default_factory=lambda: SurfaceCache(0), init=False, repr=False)
    _fit: tuple[Hashable, TextFit] | None = field(default=None, init=False, repr=False)

    def state(self) -> str:
        if not self.enabled:
            return "disabled"
        if self.pressed:
            return "pressed"
        if self.hover or self.focused or self.selected:
            return "hover"
        return "normal"

    # the label ----------------------------------------------------------------
    def label_room(self) -> int:
        """How wide the label may be."""
        room = self.rect.width - 24
        if self.icon is not None:
            room -= self.icon.get_width() + 24
        return room

    def text_fit(self) -> TextFit:
        """The label's size: as big as the button's height allows, smaller to fit its
        width, never below :data:`READABLE` (the layout makes the room for that)."""
        key = (self.label, self.rect.size, self.icon is not None)
        if self._fit is None or self._fit[0] != key:
            room = self.label_room()
            size = max(READABLE, int(self.rect.height * 0.42))
            font = get_font(size, display=True)
            while size > READABLE and font.size(self.label)[0] > room:
                size -= 1
                font = get_font(size, display=True)
            self._fit = (key, TextFit([self.label] if self.label else [], size, room))
        return self._fit[1]

    def label_size(self) -> int:
        return self.text_fit().size

    # drawing ------------------------------------------------------------------
    def look(self) -> tuple[Any, ...]:
        """Everything the button's picture shows (a new look: a new picture)."""
        return (self.state(), self.focused, self.selected, self.label, self.rect.size,
                tuple(self.colour), tuple(self.text_colour), id(self.icon))

    def draw(self, surface: pygame.Surface) -> None:
        key = self.look()
        picture = self._pictures.get(key)
        if picture is None:
            picture = pygame.Surface((self.rect.w + 2 * MARGIN, self.rect.h + 2 * MARGIN), pygame.SRCALPHA)
            self.paint(picture, pygame.Rect(MARGIN, MARGIN, self.rect.w, self.rect.h))
            picture = blittable(picture)
            self._pictures.budget = LOOKS_KEPT * weight(picture)
            self._pictures.put(key, picture)
        if self.clip is None:
            surface.blit(picture, (self.rect.left - MARGIN, self.rect.top - MARGIN))
            return
        before = surface.get_clip()
        surface.set_clip(before.clip(self.clip))
        surface.blit(picture, (self.rect.left - MARGIN, self.rect.top - MARGIN))
        surface.set_clip(before)

    def hit(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on the button (on the part of it that shows)."""
        return bool(self.rect.collidepoint(pos)) and (self.clip is None or bool(self.clip.collidepoint(pos)))

    def forget_pictures(self) -> None:
        """Let go of the pictures of its looks (made again when next drawn)."""
        self._pictures.clear()

    def paint(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw the button in ``rect`` of ``surface`` (its own picture)."""
        self.paint_face(surface, rect)
        dy = art.button_text_offset(rect.height, self.state())[1]
        fit = self.text_fit()
        if not fit.lines:
            return
        text_colour = self.text_colour if self.enabled else (210, 200, 190)
        if self.icon is not None:
            icon_rect = self.icon.get_rect(midleft=(rect.left + 14, rect.centery + dy))
            surface.blit(self.icon, icon_rect)
            draw_text(surface, self.label, fit.size, text_colour, display=True,
                      midleft=(icon_rect.right + 10, rect.centery + dy))
        else:
            draw_text(surface, self.label, fit.size, text_colour, display=True,
                      center=(rect.centerx, rect.centery + dy))

    def paint_face(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The chunky button itself and its focus ring, without the label."""
        colour = palette.OK if self.selected else self.colour
        image = art.button_surface(rect.width, rect.height, colour, self.state())
        surface.blit(image, image.get_rect(center=rect.center))
        if self.focused:
            pygame.draw.rect(surface, palette.HIGHLIGHT, rect.inflate(10, 10), 4,
                             border_radius=rect.height // 3)

    def handle(self, event: pygame.event.Event) -> bool:
        """React to ``event``; True if it was this button's (so the caller redraws)."""
        if event.type == pygame.MOUSEMOTION:
            was = self.hover
            self.hover = self.hit(event.pos)
            return was != self.hover
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hit(event.pos):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.hit(event.pos):
                self.on_click()
                return True
            return was
        if event.type == pygame.KEYDOWN and event.key in self.keys:
            self.on_click()
            return True
        return False


def label_width(label: str, size: int = READABLE) -> int:
    """How wide a button label is at ``size`` (to make a button wide enough for it)."""
    return get_font(size, display=True).size(label)[0]


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
            if (event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
                    and 0 <= self.focus < len(self.buttons)):
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
