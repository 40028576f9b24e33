"""What the menu screens share: the wooden-table backdrop, a size unit that scales with
the window, buttons that click, Esc = back, and a few text helpers."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from .. import i18n
from ..i18n import t
from ..view import art, palette
from ..view.fonts import get_font
from ..view.widgets import Button, ButtonGroup, draw_text, wrap
from .manager import Host, Scene

#: The smallest font size (pixels) of any text on a menu screen, whatever the window.
READABLE = 14


# ---------------------------------------------------------------------- helpers
def player_rgb(colour: str | Sequence[int]) -> tuple[int, int, int]:
    """The RGB of a player colour id (or an RGB already)."""
    if isinstance(colour, str):
        return palette.PLAYER_COLOURS.get(colour, palette.ACCENT)
    return tuple(colour)[:3]  # type: ignore[return-value]


def colour_name(colour: str) -> str:
    key = f"colours.{colour}"
    return t(key) if i18n.has(key) else colour


def text_on(rgb: Sequence[int]) -> tuple[int, int, int]:
    """Dark or light text, whichever reads on ``rgb``."""
    r, g, b = rgb[:3]
    return palette.TEXT if 0.299 * r + 0.587 * g + 0.114 * b > 150 else palette.TEXT_LIGHT


def game_title(game_id: str) -> str:
    key = f"games.{game_id}.title"
    return t(key) if i18n.has(key) else game_id


def fit_size(text: str, size: int, width: int, *, display: bool = False, bold: bool = False,
             smallest: int = READABLE) -> int:
    """The largest font size up to ``size`` at which ``text`` fits in ``width`` pixels,
    never below ``smallest`` (itself never below :data:`READABLE`)."""
    smallest = max(READABLE, smallest)
    size = max(size, smallest)
    while size > smallest and get_font(size, display=display, bold=bold).size(text)[0] > width:
        size -= 1
    return size


def balanced(text: str, size: int, width: int, *, display: bool = False,
             bold: bool = False) -> list[str]:
    """``text`` wrapped in as few lines as at ``width``, but of even lengths (no lone
    last word)."""
    lines = wrap(text, size, width, display=display, bold=bold)
    best = lines
    narrower = width
    while len(lines) > 1 and narrower > width // 2:
        narrower -= max(4, width // 40)
        trial = wrap(text, size, narrower, display=display, bold=bold)
        if len(trial) != len(lines):
            break
        best = trial
    return best


_VEILS: dict[tuple[int, int, int], pygame.Surface] = {}


def veil(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (under an overlay)."""
    key = (*surface.get_size(), alpha)
    if key not in _VEILS:
        if len(_VEILS) > 8:
            _VEILS.clear()
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((*palette.SHADOW, alpha))
        _VEILS[key] = shade
    surface.blit(_VEILS[key], (0, 0))


class ArrowButton(Button):
    """A square button with a drawn arrow (``label`` is "<", ">", "-" or "+")."""

    def draw(self, surface: pygame.Surface) -> None:
        saved, self.label = self.label, ""
        super().draw(surface)
        self.label = saved
        r = self.rect
        cx, cy = r.centerx, r.centery - max(2, r.height // 14) + (3 if self.pressed else 0)
        s = r.height * 0.2
        colour = self.text_colour if self.enabled else (210, 200, 190)
        if saved in ("<", ">"):
            d = -1 if saved == "<" else 1
            points = [(cx + d * s, cy), (cx - d * s * 0.7, cy - s), (cx - d * s * 0.7, cy + s)]
            pygame.draw.polygon(surface, colour, points)
        else:
            bar = max(3, round(s * 0.4))
            pygame.draw.rect(surface, colour, (cx - s, cy - bar // 2, 2 * s, bar), border_radius=bar // 2)
            if saved == "+":
                pygame.draw.rect(surface, colour, (cx - bar // 2, cy - s, bar, 2 * s), border_radius=bar // 2)


class MenuScene(Scene):
    """A menu screen: scales with the window, buttons with keyboard focus, Esc = back.

    Subclasses build their buttons in :meth:`build` (called by ``layout``, so a new
    window size or a new language rebuilds them) and draw in ``draw``.
    """

    def __init__(self, app: Host):
        super().__init__(app)
        self.group = ButtonGroup()
        self.u = 1.0

    # sizes ------------------------------------------------------------------
    def px(self, value: float) -> int:
        """``value`` pixels of a 1280 x 800 window, scaled to this one."""
        return max(1, round(value * self.u))

    def fs(self, value: float) -> int:
        """A font size, scaled, never below :data:`READABLE`."""
        return max(READABLE, round(value * self.u))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.u = max(0.45, min(w / 1280, h / 800))
        self.build()
        self.invalidate()

    def build(self) -> None:
        """Place the buttons for ``self.size`` (labels in the current language)."""

    def set_buttons(self, buttons: list[Button]) -> None:
        self.group.set(buttons)
        if pygame.mouse.get_focused():
            pos = pygame.mouse.get_pos()
            for button in buttons:
                button.hover = button.rect.collidepoint(pos)

    def rebuild(self) -> None:
        self.build()
        self.invalidate()

    def button(self, label: str, action: Callable[[], None], rect: pygame.Rect, *,
               colour: Sequence[int] = palette.ACCENT, keys: Sequence[int] = (),
               cls: type[Button] = Button, **extra: object) -> Button:
        """A button that clicks audibly before doing ``action``."""
        def click() -> None:
            self.app.audio.play("click")
            action()
        return cls(label, click, pygame.Rect(rect), tuple(colour), tuple(keys), **extra)

    # events -----------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if self.group.handle(event):
            self.invalidate()

    def back(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    # drawing ----------------------------------------------------------------
    def backdrop(self, surface: pygame.Surface) -> None:
        surface.blit(art.table_background(*surface.get_size()), (0, 0))

    def heading(self, surface: pygame.Surface, text: str, y: int, size: float = 52,
                colour: Sequence[int] = palette.TEXT_LIGHT, width: int | None = None) -> pygame.Rect:
        width = width or surface.get_width() - self.px(60)
        size = fit_size(text, self.fs(size), width, display=True)
        return draw_text(surface, text, size, colour, display=True, shadow=True,
                         midtop=(surface.get_width() // 2, y))


