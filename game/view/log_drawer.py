"""The move log's drawer on a table (issue 18: a component the table owns): L or its
button opens it at the top right, under the controls; it says in words what happened
this turn and the turns before, newest at the bottom, each line with its seat's dot,
private lines for their viewer only (the driver's :class:`~game.table.log.MoveLog`
decides which).

Use::

    drawer = LogDrawer(scene)      # once, with the table scene
    drawer.toggle()                # L, Esc while open, the log button
    if drawer.open: drawer.draw(surface)

The drawer takes what it needs of the table, :class:`LogHost` (its driver, seats,
sizes and caches: a :class:`~game.scenes.gamescene.BaseGameScene` is one), and never
writes it but for ``invalidate``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from .. import i18n
from . import art, palette
from .canvas import Canvas, WithSounds
from .fonts import get_font
from .widgets import wrap

if TYPE_CHECKING:
    from ..core.descriptor import GameInfo
    from ..session import Session
    from ..table.driver import TurnDriver

#: The most lines kept in the drawer's picture (the newest; the room shows fewer).
LINES_SHOWN = 60


class Placed(Protocol):
    """Where the table's controls are (the drawer opens under them)."""

    pause_rect: pygame.Rect


class LogHost(Canvas, Protocol):
    """What the drawer needs of the table: its sizes and caches, the driver (the move
    log, what the viewer may read), the seats and how each event is told, where the
    controls end, a click's sound, and a redraw."""

    size: tuple[int, int]
    session: Session
    info: GameInfo
    driver: TurnDriver

    @property
    def app(self) -> WithSounds: ...

    @property
    def viewer(self) -> int | None: ...

    @property
    def controls(self) -> Placed: ...

    def seat_rgb(self, player: int) -> tuple[int, int, int]: ...
    def invalidate(self) -> None: ...


class LogDrawer:
    """The move log drawer of ``scene`` (see the module's docstring)."""

    def __init__(self, scene: LogHost):
        self.scene = scene
        self.open = False

    def toggle(self) -> None:
        self.open = not self.open
        self.scene.app.audio.play("click")
        self.scene.invalidate()

    def lines(self) -> list[tuple[int, str]]:
        """The move log's lines the viewer may read, oldest first: (seat, text)."""
        scene = self.scene
        seats = scene.session.seats
        lines = scene.driver.log.lines(
            scene.viewer, lambda event, obs: scene.info.describe(event, obs, seats),
            key=(i18n.language(), tuple(seat.name for seat in seats)),
            upto=scene.driver.log_shown())
        return [(line.seat, line.text) for line in lines]

    def area(self) -> pygame.Rect:
        """Where the drawer goes: under the controls, at the right."""
        scene = self.scene
        w, h = scene.size
        top = scene.controls.pause_rect.bottom + scene.px(14)
        width = max(scene.px(380), min(int(w * 0.34), scene.px(520)))
        return pygame.Rect(w - width - scene.px(14), top, width, h - top - scene.px(14))

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        area = self.area()
        lines = self.lines()[-LINES_SHOWN:]
        key = (area.size, tuple(lines), i18n.language(), scene.viewer)
        img = scene.redrawn("log", key, lambda: self.picture(area, lines))
        surface.blit(img, area)

    def picture(self, area: pygame.Rect, lines: list[tuple[int, str]]) -> pygame.Surface:
        """The drawer's panel of ``area``'s size: its title, its hint, and ``lines``."""
        scene = self.scene
        px = scene.px
        surf = pygame.Surface(area.size, pygame.SRCALPHA)
        surf.blit(art.panel(area.w, area.h, px(20), palette.PANEL, palette.PANEL_DARK), (0, 0))
        inner = art.panel_body_rect(area.w, area.h).inflate(-px(28), -px(18))
        title = i18n.t("common.log_title")
        tsize = scene.fit(title, scene.fs(26), inner.w, display=True)
        timg = get_font(tsize, display=True).render(title, True, palette.TEXT)
        surf.blit(timg, (inner.left, inner.top))
        hint = i18n.t("common.log_hint")
        hsize = scene.fit(hint, scene.fs(15), inner.w)
        himg = get_font(hsize).render(hint, True, art.mix(palette.TEXT, palette.PANEL, 0.35))
        surf.blit(himg, (inner.left, inner.top + timg.get_height()))
        top = inner.top + timg.get_height() + himg.get_height() + px(8)
        body = pygame.Rect(inner.left, top, inner.w, inner.bottom - top)
        if lines:
            self._draw_lines(surf, body, lines)
        else:
            size = scene.fs(17)
            font = get_font(size)
            for k, line in enumerate(wrap(i18n.t("common.log_empty"), size, inner.w)):
                surf.blit(font.render(line, True, palette.TEXT), (inner.left, top + k * font.get_linesize()))
        return surf

    def _draw_lines(self, surf: pygame.Surface, body: pygame.Rect,
                    lines: list[tuple[int, str]]) -> None:
        """``lines`` in ``body``, newest at the bottom: laid out from the end upwards
        until the room is used, a thin rule where the seat changes."""
        scene = self.scene
        px = scene.px
        size = scene.fs(17)
        font = get_font(size)
        step = font.get_linesize()
        dot = max(8, size // 2)
        text_w = body.w - dot - px(10)
        blocks: list[tuple[int, list[str]]] = []
        used = 0
        for seat, text in reversed(lines):
            wrapped = wrap(text, size, text_w)
            need = len(wrapped) * step + px(4)
            if used + need > body.h:
                break
            blocks.append((seat, wrapped))
            used += need
        blocks.reverse()
        y = body.bottom - used
        previous = None
        for seat, wrapped in blocks:
            if previous is not None and seat != previous:
                pygame.draw.line(surf, art.mix(palette.TEXT, palette.PANEL, 0.7),
                                 (body.left, y - px(2)), (body.right, y - px(2)), 1)
            previous = seat
            rgb = scene.seat_rgb(seat) if seat >= 0 else palette.CHEESE
            centre = (body.left + dot // 2, y + step // 2)
            pygame.draw.circle(surf, rgb, centre, dot // 2)
            pygame.draw.circle(surf, palette.OUTLINE, centre, dot // 2, 1)
            for line in wrapped:
                surf.blit(font.render(line, True, palette.TEXT), (body.left + dot + px(10), y))
                y += step
            y += px(4)
