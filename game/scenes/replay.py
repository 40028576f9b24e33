"""A finished game watched again (issue 19): the game's real table, read-only, at the
position after move ``k`` of a recorded game, the move log beside it, and under them
First / Back / Forward / Last (and Home, ←, →, End) and Close.

The table is the game's own scene (:meth:`game.core.registry.descriptor` ``.scene()``)
on a :class:`~game.session.Session` of that position that saves nowhere and records
nothing; it is never on the scene stack, never given an event, and its driver is
paused (no computer plays, no die is thrown): this screen only draws it, in the
window's left part. Each step builds the table again at the new position
(:class:`game.family.replay.Replay` keeps positions on the way, so Back is quick).
Whose view: see :mod:`game.family.replay` (public, or the one person's).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from .. import i18n
from ..core import registry
from ..core.save_file import Save
from ..family.replay import Replay
from ..i18n import t
from ..session import Session
from ..view import art, palette
from ..view.fonts import get_font
from ..view.widgets import Button, draw_text, fit_lines, label_width, wrap
from .manager import Host, Scene
from .menu import ArrowButton, MenuScene, fit_size, game_title, player_rgb


class ReplayScene(MenuScene):
    def __init__(self, app: Host, save: Save, start: int | None = None):
        super().__init__(app)
        self.save = save
        self.replay = Replay(save)
        self.k = self.replay.total if start is None else max(0, min(self.replay.total, start))
        self.table: Any = None
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.bar_rect = pygame.Rect(0, 0, 0, 0)
        self.count_rect = pygame.Rect(0, 0, 0, 0)
        self._table_at: int | None = None
        #: the move log beside the table (a wide window), else over it when asked for
        self.log_beside = True
        self.log_open = False
        self._scale = 1.0
        self._log_picture: tuple[tuple, pygame.Surface] | None = None

    # moving -------------------------------------------------------------------
    def go(self, k: int) -> None:
        k = max(0, min(self.replay.total, k))
        if k != self.k:
            self.k = k
            self.rebuild()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            moves: dict[int, Callable[[], None]] = {
                pygame.K_l: self.toggle_log,
                pygame.K_LEFT: lambda: self.go(self.k - 1), pygame.K_RIGHT: lambda: self.go(self.k + 1),
                pygame.K_HOME: lambda: self.go(0), pygame.K_END: lambda: self.go(self.replay.total)}
            if event.key in moves:
                moves[event.key]()
                return
        super().handle(event)

    def toggle_log(self) -> None:
        if not self.log_beside:
            self.log_open = not self.log_open
            self.rebuild()

    # the table ------------------------------------------------------------------
    def make_table(self) -> Scene:
        """The game's table at move ``k``: read-only (saves nowhere, records nothing,
        paused)."""
        seats = [seat.copy() for seat in self.save.seats]
        session = Session(self.replay.state_at(self.k), seats, autosave=None, records=None)
        table: Any = registry.descriptor(self.save.game).scene()(self.app, session)
        table.driver.paused = True
        table.driver.results_opened = True      # the end shows on the table, no results screen
        table.driver.viewer = self.replay.viewer
        table.banner.shown = self.banner_words(table.seat_name)
        return table

    def banner_words(self, name: Callable[[int], str]) -> tuple[str, str]:
        """The table's banner in a replay: which move is shown and, under it, that
        move's words (what the log says of it), never an invitation to play;
        ``name``: a seat's name as the table says it."""
        k, total = self.k, self.replay.total
        title = t("family.replay.banner", n=k, total=total)
        if k == 0:
            return title, t("family.replay.banner_start")
        seats = self.save.seats
        info = registry.descriptor(self.save.game)
        lines = self.replay.log.lines(
            self.replay.viewer, lambda event, obs: info.describe(event, obs, seats),
            key=(i18n.language(), k), upto=k)
        words = " ".join(line.text for line in lines if line.number == k)
        actor = self.replay.actor(k)
        if not words and 0 <= actor < len(seats):
            words = t("family.replay.banner_played", name=name(actor))
        return title, words

    def table_now(self) -> Any:
        if self.table is None or self._table_at != self.k:
            if self.table is not None:
                self.table.exit()
            self.table = self.make_table()
            self._table_at = self.k
            self.table.layout(self.table_size())
            for _ in range(3):                # its opening settled (nothing plays: paused)
                self.table.update(1.0)
        return self.table

    def table_size(self) -> tuple[int, int]:
        """The size the table is laid out at: its room, or, in a window too small for
        a table (narrower than 800 x 600 once the bar is taken), that much, drawn
        shrunk into its room."""
        w, h = self.table_rect.size
        self._scale = min(1.0, w / 800, h / 600)
        return (round(w / self._scale), round(h / self._scale))

    def exit(self) -> None:
        if self.table is not None:
            self.table.exit()
            self.table = None
        super().exit()

    # layout -------------------------------------------------------------------
    def build(self) -> None:
        px = self.px
        w, h = self.size
        margin = px(14)
        bh = px(56)
        bar_h = bh + 2 * margin
        log_w = max(px(300), min(int(w * 0.3), px(460)))
        self.log_beside = w - log_w >= 800
        self.table_rect = pygame.Rect(0, 0, w - log_w if self.log_beside else w, h - bar_h)
        self.log_rect = pygame.Rect(w - log_w + margin // 2, margin, log_w - margin - margin // 2,
                                    h - bar_h - margin)
        self.bar_rect = pygame.Rect(0, h - bar_h, w, bar_h)
        y = h - bar_h + margin
        close_w = max(px(150), label_width(t("family.replay.close")) + px(40))
        close = self.button(t("family.replay.close"), self.back, pygame.Rect(margin * 2, y, close_w, bh),
                            colour=palette.WOOD_DARK)
        arrows: list[Button] = []
        total = self.replay.total
        specs = [("first", "<", lambda: self.go(0), self.k > 0),
                 ("back", "<", lambda: self.go(self.k - 1), self.k > 0),
                 ("forward", ">", lambda: self.go(self.k + 1), self.k < total),
                 ("last", ">", lambda: self.go(total), self.k < total)]
        count_w = max(px(220), label_width(t("family.replay.move", n=total, total=total)) + px(20))
        aw = bh
        gap = px(10)
        row_w = 4 * aw + 3 * gap + count_w + gap
        x = max(close.rect.right + px(20), (w - row_w) // 2)
        for k, (name, label, action, enabled) in enumerate(specs):
            if k == 2:
                self.count_rect = pygame.Rect(x, y, count_w, bh)
                x += count_w + gap
            arrows.append(self.button(label, action, pygame.Rect(x, y, aw, bh), cls=EdgeArrow,
                                      colour=palette.WOOD_DARK, enabled=enabled,
                                      edge=name in ("first", "last")))
            x += aw + gap
        extra: list[Button] = []
        if not self.log_beside:
            label = t("family.replay.hide_moves") if self.log_open else t("family.replay.moves")
            mw = max(px(140), label_width(label) + px(40))
            extra.append(self.button(label, self.toggle_log, pygame.Rect(w - 2 * margin - mw, y, mw, bh),
                                     colour=palette.WOOD_DARK, selected=self.log_open))
        self.set_buttons([*arrows, *extra, close])
        self._table_at = None                    # laid out again at the new size

    # drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.still(surface), (0, 0))
        table = self.table_now()
        if self._scale < 1.0:
            picture = pygame.Surface(self.table_size())
            table.draw_table(picture)
            surface.blit(pygame.transform.smoothscale(picture, self.table_rect.size), self.table_rect)
        else:
            table.draw_table(surface.subsurface(self.table_rect))
        if not self.log_beside and self.log_open:      # over the table: a picture kept
            key = (self.k, self.log_rect.size, i18n.language())
            if self._log_picture is None or self._log_picture[0] != key:
                picture = pygame.Surface(self.size, pygame.SRCALPHA)
                self._paint_log(picture)
                self._log_picture = (key, picture.subsurface(self.log_rect).copy())
            surface.blit(self._log_picture[1], self.log_rect)
        self.group.draw(surface)

    def paint(self, surface: pygame.Surface) -> None:
        self.backdrop(surface)
        px = self.px
        bar = self.bar_rect
        pygame.draw.rect(surface, palette.WOOD_DARK, bar)
        text = t("family.replay.move", n=self.k, total=self.replay.total)
        size = fit_size(text, self.fs(22), self.count_rect.w, display=True)
        draw_text(surface, text, size, palette.TEXT_LIGHT, display=True, center=self.count_rect.center)
        if self.log_beside:
            self._paint_log(surface)
        del px

    def _paint_log(self, surface: pygame.Surface) -> None:
        px = self.px
        area = self.log_rect
        surface.blit(art.panel(area.w, area.h, px(20)), area)
        inner = area.inflate(-px(52), -px(40))
        title = t("family.replay.title", game=game_title(self.save.game))
        lines, size = fit_lines(title, self.fs(24), inner.w, 2, display=True)
        y = inner.top
        for line in lines:
            rect = draw_text(surface, line, size, palette.TEXT, display=True, topleft=(inner.left, y))
            y = rect.bottom
        y += px(8)
        seats = self.save.seats
        info = registry.descriptor(self.save.game)
        obs_lines = self.replay.log.lines(
            self.replay.viewer, lambda event, obs: info.describe(event, obs, seats),
            key=(i18n.language(), self.k), upto=self.k)
        size = self.fs(17)
        step = get_font(size).get_linesize()
        room = (inner.bottom - y) // step
        shown: list[tuple[int, str]] = []
        for entry in reversed(obs_lines):        # the newest at the foot, as many as fit
            wrapped = wrap(entry.text, size, inner.w - px(14))
            if len(shown) + len(wrapped) > room:
                break
            shown[:0] = [(entry.seat if i == 0 else -1, part) for i, part in enumerate(wrapped)]
        if not obs_lines:
            shown = [(-1, part) for part in wrap(t("family.replay.start"), size, inner.w)][:max(0, room)]
        for seat, text in shown:
            if 0 <= seat < len(seats):
                pygame.draw.circle(surface, player_rgb(seats[seat].colour),
                                   (inner.left + px(5), y + step // 2), max(3, px(5)))
            draw_text(surface, text, size, palette.TEXT, topleft=(inner.left + px(14), y))
            y += step


@dataclass(eq=False)
class EdgeArrow(ArrowButton):
    """An arrow; ``edge``: with a bar, to the very first or last move (|< and >|)."""

    edge: bool = False

    def look(self) -> tuple:
        return (*super().look(), self.edge)

    def paint(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        super().paint(surface, rect)
        if not self.edge:
            return
        s = rect.height * 0.2
        cx, cy = rect.centerx, rect.centery - max(2, rect.height // 14) + (3 if self.pressed else 0)
        x = cx - s * 1.05 if self.label == "<" else cx + s * 1.05
        colour = self.text_colour if self.enabled else (210, 200, 190)
        pygame.draw.rect(surface, colour, (int(x - s * 0.18), int(cy - s), max(2, int(s * 0.36)), int(2 * s)))
