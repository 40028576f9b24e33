"""What the menu screens share: the wooden-table backdrop, a size unit that scales with
the window, buttons that click, Esc = back, and a few text helpers.

A menu screen is drawn from a picture it keeps of everything that stands still (the
backdrop, the panels, the texts: :meth:`MenuScene.paint`), made again only when the
layout, the language or what the screen says changes (:meth:`MenuScene.refresh`);
every frame only blits that picture, the buttons (each keeps a picture of its own
look) and what moves (:meth:`MenuScene.draw_live`). An overlay (``opaque = False``)
keeps the scenes under it in its picture too: they stand still while it is on top.

No text is drawn below :data:`READABLE` pixels: the layouts make room for it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar, overload

import pygame

from .. import i18n
from ..i18n import t
from ..view import art, fonts, palette
from ..view.memory import SurfaceCache
from ..view.widgets import READABLE, Button, ButtonGroup, draw_text, even, label_width, wrap
from .manager import Host, Scene

B = TypeVar("B", bound=Button)

__all__ = ["READABLE", "ArrowButton", "MenuScene", "balanced", "fit_size", "veil"]


# ---------------------------------------------------------------------- helpers
def player_rgb(colour: str | Sequence[int]) -> tuple[int, int, int]:
    """The RGB of a player colour id (or an RGB already)."""
    if isinstance(colour, str):
        return palette.PLAYER_COLOURS.get(colour, palette.ACCENT)
    red, green, blue = tuple(colour)[:3]
    return red, green, blue


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
    return fonts.fit_size(text, size, width, max(READABLE, smallest), display=display, bold=bold)


def balanced(text: str, size: int, width: int, *, display: bool = False,
             bold: bool = False) -> list[str]:
    """``text`` wrapped in as few lines as at ``width``, but of even lengths (no lone
    last word)."""
    return even(wrap(text, size, width, display=display, bold=bold), text, size, width,
                display=display, bold=bold)


#: The side of the square a veil is laid with (one small picture per darkness, blitted
#: over the window like tiles: a veil the size of the window would weigh 6.4 MB at
#: 1600 x 1000, for a picture made again only when an overlay is painted).
VEIL_TILE = 64
_VEILS = SurfaceCache(64 * 1024)


def veil(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (under an overlay)."""
    def tile() -> pygame.Surface:
        made = pygame.Surface((VEIL_TILE, VEIL_TILE), pygame.SRCALPHA)
        made.fill((*palette.SHADOW, alpha))
        return made

    shade = _VEILS.make(alpha, tile)
    w, h = surface.get_size()
    surface.blits([(shade, (x, y)) for y in range(0, h, VEIL_TILE) for x in range(0, w, VEIL_TILE)],
                  doreturn=False)


class ArrowButton(Button):
    """A square button with a drawn arrow (``label`` is "<", ">", "-" or "+")."""

    def text_fit(self):
        fit = super().text_fit()
        return fit._replace(lines=[])             # a drawn arrow, not a text

    def paint(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.paint_face(surface, rect)
        r = rect
        cx, cy = r.centerx, r.centery - max(2, r.height // 14) + (3 if self.pressed else 0)
        s = r.height * 0.2
        colour = self.text_colour if self.enabled else (210, 200, 190)
        if self.label in ("<", ">"):
            d = -1 if self.label == "<" else 1
            points = [(cx + d * s, cy), (cx - d * s * 0.7, cy - s), (cx - d * s * 0.7, cy + s)]
            pygame.draw.polygon(surface, colour, points)
        else:
            bar = max(3, round(s * 0.4))
            pygame.draw.rect(surface, colour, (cx - s, cy - bar // 2, 2 * s, bar), border_radius=bar // 2)
            if self.label == "+":
                pygame.draw.rect(surface, colour, (cx - bar // 2, cy - s, bar, 2 * s), border_radius=bar // 2)


class MenuScene(Scene):
    """A menu screen: scales with the window, buttons with keyboard focus, Esc = back.

    Subclasses build their buttons in :meth:`build` (called by ``layout``, so a new
    window size or a new language rebuilds them), paint what stands still in
    :meth:`paint` and what moves in :meth:`draw_live`; they call :meth:`refresh`
    when what the still picture shows changes (``rebuild`` does).
    """

    def __init__(self, app: Host):
        super().__init__(app)
        self.group = ButtonGroup()
        self.u = 1.0
        self._still: pygame.Surface | None = None

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
        self.refresh()

    def build(self) -> None:
        """Place the buttons for ``self.size`` (labels in the current language)."""

    def set_buttons(self, buttons: list[Button]) -> None:
        self.group.set(buttons)
        if pygame.mouse.get_focused():
            pos = pygame.mouse.get_pos()
            for button in buttons:
                button.hover = button.hit(pos)

    def rebuild(self) -> None:
        self.build()
        self.refresh()

    def refresh(self) -> None:
        """What the still picture shows changed: it is painted again at the next frame."""
        self._still = None
        self.invalidate()

    @overload
    def button(self, label: str, action: Callable[[], None], rect: pygame.Rect, *,
               colour: Sequence[int] = ..., keys: Sequence[int] = (),
               cls: type[B], **extra: Any) -> B: ...

    @overload
    def button(self, label: str, action: Callable[[], None], rect: pygame.Rect, *,
               colour: Sequence[int] = ..., keys: Sequence[int] = (),
               **extra: Any) -> Button: ...

    def button(self, label: str, action: Callable[[], None], rect: pygame.Rect, *,
               colour: Sequence[int] = palette.ACCENT, keys: Sequence[int] = (),
               cls: type[Button] = Button, **extra: Any) -> Button:
        """A button of class ``cls`` (``extra``: that class's own arguments) that clicks
        audibly before doing ``action``."""
        def click() -> None:
            self.app.audio.play("click")
            action()
        rgb = (int(colour[0]), int(colour[1]), int(colour[2]))
        return cls(label, click, pygame.Rect(rect), rgb, tuple(keys), **extra)

    def back_button(self, margin: int, height: int, *also: str) -> Button:
        """The "Back" button at the top left (``margin`` from the corners), as wide as
        its label, or as the widest of ``also`` (labels a button beside it shows)."""
        px = self.px
        width = max(px(170), *(label_width(text) + px(40) for text in (t("common.back"), *also)))
        return self.button(t("common.back"), self.back, pygame.Rect(margin, margin, width, height),
                           colour=palette.WOOD_DARK)

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

    def pause(self) -> None:
        """Another screen came over this one: the still picture goes (a full window of
        pixels; painted again when this screen shows, under an overlay or back on top)."""
        self._still = None

    def exit(self) -> None:
        """Off the stack: let go of the still picture and the buttons' pictures (a menu
        left is kept alive a while longer by the cycles of its buttons' callbacks)."""
        self._still = None
        for button in self.group.buttons:
            button.forget_pictures()

    # drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The still picture, the buttons, then what moves."""
        surface.blit(self.still(surface), (0, 0))
        self.group.draw(surface)
        self.draw_live(surface)

    def still(self, surface: pygame.Surface) -> pygame.Surface:
        """The picture of what stands still, painted when missing (an overlay's
        starts from what the scenes under it have just drawn on ``surface``)."""
        if self._still is None or self._still.get_size() != surface.get_size():
            self._still = None               # the old picture goes before the new one is made
            # in the format of what it is blitted on (the window): no conversion, which
            # would be a second window-sized copy
            still = pygame.Surface(surface.get_size(), 0, surface) if self.opaque else surface.copy()
            self.paint(still)
            self._still = still
        return self._still

    def paint(self, surface: pygame.Surface) -> None:
        """Draw what stands still (everything but the buttons and :meth:`draw_live`)."""
        self.backdrop(surface)

    def draw_live(self, surface: pygame.Surface) -> None:
        """Draw what moves or changes every frame, over the buttons."""

    def backdrop(self, surface: pygame.Surface) -> None:
        surface.blit(art.table_background(*surface.get_size()), (0, 0))

    def settle_below(self) -> None:
        """An overlay opens: the tables under it stand still while it is on top (only
        the top scene moves), so a turn banner still sliding in is put in its place
        now rather than left frozen half-way off the window."""
        for scene in self.app.scenes.stack:
            if scene is self:
                break
            banner = getattr(scene, "banner", None)
            arriving = getattr(banner, "arriving", None)
            if banner is not None and arriving is not None and not arriving.done:
                arriving.finish()
                banner.animate()
                scene.invalidate()

    def heading(self, surface: pygame.Surface, text: str, y: int, size: float = 52,
                colour: Sequence[int] = palette.TEXT_LIGHT, width: int | None = None) -> pygame.Rect:
        width = width or surface.get_width() - self.px(60)
        size = fit_size(text, self.fs(size), width, display=True)
        return draw_text(surface, text, size, colour, display=True, shadow=True,
                         midtop=(surface.get_width() // 2, y))
