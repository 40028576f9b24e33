"""The family's records (issue 19, "Records"): per player and per game, games played
and won, the win rate against each computer level, the best score, the longest
winning streak and a chart of the last 20 games; per game, who won most.

Reached from the family's players screen ("Records"). Two selectors at the top: the
game ("All games" first, then each game) and the player (the family in its order,
then guests, then the computers per level, as :func:`game.family.stats.summarize`
orders them; the arrows or ←/→ and PgUp/PgDn change them). The left panel says the
player's figures and draws the chart (a bar per game, oldest on the left: a tall
green bar a win, a short red one a loss); the right panel is the game's table of
who won most. No finished game yet: a friendly sentence instead.

The records are read once when the screen opens (:func:`game.family.records.read_records`
and :func:`~game.family.stats.summarize`: 10,000 games in well under 300 ms); a
damaged line is left out and said at the foot of the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from ..core import registry
from ..family.records import Entry, Records, SeatRecord, read_records, saved_game
from ..family.stats import ALL, LEVEL_ORDER, PEOPLE, PlayerStats, Summary, Tally, seat_key, summarize
from ..i18n import t
from ..i18n import t_n as tn
from ..view import art, palette
from ..view.fonts import get_font
from ..view.widgets import Button, draw_text, fit_lines, label_width
from .family_widgets import family_of, player_face
from .manager import Host
from .menu import ArrowButton, MenuScene, fit_size, game_title
from .setup_choices import level_label

#: How many recent games the chart shows.
CHART = 20


def percent(rate: float) -> str:
    return t("family.records.percent", n=round(100 * rate))


def score_text(value: float | None) -> str:
    if value is None:
        return t("family.records.no_score")
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def shown_name(stats: PlayerStats) -> str:
    """A player's name as the screen says it ("Computer (Hard)" for a computer)."""
    if stats.kind == "computer":
        return t("family.records.computer", level=level_label(stats.name))
    return stats.name


def shown_name_of(seat: SeatRecord) -> str:
    """A recorded seat's name ("Computer (Hard)", a default name for no name)."""
    if seat.kind == "cpu":
        return t("family.records.computer", level=level_label(seat.level))
    return seat.name.strip() or t("setup.default_name", n=seat.number)


def against_text(level: str, played: int, won: int) -> str:
    what = t("family.records.people") if level == PEOPLE else level_label(level)
    return t("family.records.against_row", level=what, won=won, played=played,
             rate=percent(won / played if played else 0.0))


def _level_rank(item: tuple[str, Any]) -> int:
    level = item[0]
    return LEVEL_ORDER.index(level) if level in LEVEL_ORDER else (-1 if level == PEOPLE else 99)


class Block:
    """Lines of text laid out at a place: drawn as they are."""

    def __init__(self, lines: list[str], size: int, x: int, y: int, *, colour=palette.TEXT,
                 display: bool = False, bold: bool = False, centre: bool = False):
        self.lines, self.size, self.x, self.y = lines, size, x, y
        self.colour, self.display, self.bold, self.centre = colour, display, bold, centre

    def height(self) -> int:
        return len(self.lines) * get_font(self.size, display=self.display, bold=self.bold).get_linesize()

    def draw(self, surface: pygame.Surface) -> None:
        step = get_font(self.size, display=self.display, bold=self.bold).get_linesize()
        for k, line in enumerate(self.lines):
            y = self.y + k * step
            if self.centre:
                draw_text(surface, line, self.size, self.colour, display=self.display, bold=self.bold,
                          midtop=(self.x, y))
            else:
                draw_text(surface, line, self.size, self.colour, display=self.display, bold=self.bold,
                          topleft=(self.x, y))


class RecordsScene(MenuScene):
    def __init__(self, app: Host, records: Records | None = None):
        super().__init__(app)
        self.family = family_of(app)
        self.records = records if records is not None else read_records()
        names = {p.id: p.name for p in self.family}
        self.summary: Summary = summarize(self.records.entries, names)
        self.faces = {f"id:{p.id}": p for p in self.family}
        self.games = [ALL, *[g for g in registry.games() if g in self.summary.games],
                      *sorted(g for g in self.summary.games if g not in registry.games())]
        self.game = ALL
        players = self.summary.players
        first = next((p for p in players if p.kind == "family"), players[0] if players else None)
        self.player_key: str | None = first.key if first else None
        self.blocks: list[Block] = []
        self.panels: list[pygame.Rect] = []
        self.chart = pygame.Rect(0, 0, 0, 0)
        self.results: list[bool] = []
        self.boxes: list[tuple[str, pygame.Rect]] = []
        self.title_y = 0
        self.face: tuple[pygame.Surface, tuple[int, int]] | None = None

    # choosing ---------------------------------------------------------------
    @property
    def player(self) -> PlayerStats | None:
        return self.summary.player(self.player_key) if self.player_key else None

    def shift_game(self, step: int) -> None:
        i = self.games.index(self.game) if self.game in self.games else 0
        self.game = self.games[(i + step) % len(self.games)]
        self.rebuild()

    def shift_player(self, step: int) -> None:
        players = self.summary.players
        if not players:
            return
        keys = [p.key for p in players]
        i = keys.index(self.player_key) if self.player_key in keys else 0
        self.player_key = keys[(i + step) % len(keys)]
        self.rebuild()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.summary.entries:
            moves: dict[int, Callable[[], None]] = {
                pygame.K_LEFT: lambda: self.shift_player(-1), pygame.K_RIGHT: lambda: self.shift_player(1),
                pygame.K_PAGEUP: lambda: self.shift_game(-1), pygame.K_PAGEDOWN: lambda: self.shift_game(1)}
            if event.key in moves:
                moves[event.key]()
                return
        super().handle(event)

    # layout -------------------------------------------------------------------
    def game_name(self, game: str) -> str:
        return t("family.records.all_games") if game == ALL else game_title(game)

    def build(self) -> None:
        px = self.px
        w, h = self.size
        margin = px(28)
        back = self.back_button(margin, px(56))
        self.title_y = margin
        self.blocks, self.panels, self.boxes, self.results = [], [], [], []
        self.chart = pygame.Rect(0, 0, 0, 0)
        buttons: list[Button] = []
        top = margin + px(90)
        foot = self._foot(margin)
        bottom = h - margin - foot
        if not self.summary.entries:
            panel = pygame.Rect(margin, top, w - 2 * margin, bottom - top)
            self.panels.append(panel)
            lines, size = fit_lines(t("family.records.empty"), self.fs(30), panel.w - px(80), 4,
                                    display=True)
            block = Block(lines, size, panel.centerx, 0, display=True, centre=True)
            block.y = panel.centery - block.height() // 2
            self.blocks.append(block)
            self.set_buttons([back])
            return
        # the two selectors
        sel_h = px(52)
        half = (w - 2 * margin - px(24)) // 2
        selectors: list[tuple[str, Callable[[int], None]]] = [
            (self.game_name(self.game), self.shift_game), (self._player_value(), self.shift_player)]
        for k, (value, shift) in enumerate(selectors):
            x = margin + k * (half + px(24))
            buttons.append(self.button("<", partial(shift, -1), pygame.Rect(x, top, sel_h, sel_h),
                                       cls=ArrowButton, colour=palette.WOOD_DARK))
            buttons.append(self.button(">", partial(shift, 1),
                                       pygame.Rect(x + half - sel_h, top, sel_h, sel_h),
                                       cls=ArrowButton, colour=palette.WOOD_DARK))
            self.boxes.append((value, pygame.Rect(x + sel_h + px(8), top, half - 2 * sel_h - px(16), sel_h)))
        top += sel_h + px(18)
        left = pygame.Rect(margin, top, half, bottom - top)
        right = pygame.Rect(margin + half + px(24), top, w - 2 * margin - half - px(24), bottom - top)
        self.panels += [left, right]
        self._player_panel(left)
        self._table_panel(right, buttons)
        self.set_buttons([*buttons, back])

    def _foot(self, margin: int) -> int:
        """The note at the foot (damaged lines, a file too large to read whole); its height."""
        notes = []
        if self.records.damaged:
            notes.append(tn("family.records.damaged", self.records.damaged))
        if self.records.unread_bytes:
            notes.append(t("family.records.unread", mb=round(self.records.unread_bytes / 1e6)))
        if not notes:
            return 0
        w, h = self.size
        lines, size = fit_lines(" ".join(notes), self.fs(16), w - 2 * margin, 2)
        block = Block(lines, size, margin, 0, colour=palette.TEXT_LIGHT)
        block.y = h - margin - block.height()
        self.blocks.append(block)
        return block.height() + self.px(8)

    def _player_value(self) -> str:
        player = self.player
        return shown_name(player) if player is not None else ""

    def _flow(self, rect: pygame.Rect, y: int, text: str, size: float, *, most: int = 2,
              display: bool = False, bold: bool = False, colour=palette.TEXT) -> int:
        """``text`` set at ``y`` in ``rect`` (wrapped in up to ``most`` lines); where the
        next goes (nothing set when it would run out of the panel)."""
        lines, fsize = fit_lines(text, self.fs(size), rect.w, most, display=display, bold=bold)
        block = Block(lines, fsize, rect.left, y, colour=colour, display=display, bold=bold)
        if y + block.height() > rect.bottom:
            return rect.bottom
        self.blocks.append(block)
        return y + block.height() + self.px(4)

    def _player_panel(self, panel: pygame.Rect) -> None:
        px = self.px
        inner = panel.inflate(-2 * px(32), -2 * px(24))
        player = self.player
        if player is None:
            return
        y = inner.top
        name = shown_name(player)
        face_size = px(44)
        family_player = self.faces.get(player.key)
        if family_player is not None:
            self.face = (player_face(family_player.colour, family_player.face, face_size),
                         (inner.left, y))
            head = pygame.Rect(inner.left + face_size + px(10), y, inner.w - face_size - px(10), face_size)
        else:
            self.face = None
            head = pygame.Rect(inner.left, y, inner.w, face_size)
        size = fit_size(name, self.fs(30), head.w, display=True)
        block = Block([name], size, head.left, 0, display=True)
        block.y = head.centery - block.height() // 2
        self.blocks.append(block)
        y = head.bottom + px(10)
        tally: Tally | None = player.games.get(self.game)
        if tally is None or not tally.played:
            self._flow(inner, y, t("family.records.no_games", game=self.game_name(self.game)), 20, most=3)
            return
        y = self._flow(inner, y, t("family.records.played_won", games=tn("family.records.games", tally.played),
                                   wins=tn("family.records.wins", tally.won), rate=percent(tally.rate)),
                       21, bold=True)
        if self.game != ALL:
            y = self._flow(inner, y, t("family.records.best", best=score_text(tally.best_score)), 19)
        y = self._flow(inner, y, t("family.records.streak", n=tally.longest_streak), 19)
        if player.kind != "computer":
            rows = sorted(tally.against.items(), key=_level_rank)
            y = self._flow(inner, y + px(4), t("family.records.against_title"), 19, bold=True)
            for level, (played, won) in rows:
                y = self._flow(inner.move(px(14), 0).clip(inner), y, against_text(level, played, won), 18)
        # the chart of the last games, at the panel's foot
        y = self._flow(inner, y + px(6), t("family.records.chart", n=min(CHART, len(tally.last))), 18,
                       bold=True)
        chart_h = min(px(110), inner.bottom - y)
        if chart_h >= px(36):
            self.chart = pygame.Rect(inner.left, y, inner.w, chart_h)
            self.results = [r.won for r in tally.last][-CHART:]

    def recent(self, most: int) -> list[Entry]:
        """The last ``most`` games of the chosen game (any game: all) the chosen
        player sat at, newest first."""
        found: list[Entry] = []
        for entry in reversed(self.records.entries):
            if self.game != ALL and entry.game != self.game:
                continue
            if any(seat_key(seat) == self.player_key for seat in entry.seats):
                found.append(entry)
                if len(found) >= most:
                    break
        return found

    def watch(self, entry: Entry) -> None:
        """Watch ``entry``'s game again (its save read again from the file)."""
        from .message import MessageScene
        from .replay import ReplayScene
        save = saved_game(self.records.path, entry) if self.records.path is not None else None
        if save is not None:
            try:
                self.app.scenes.push(ReplayScene(self.app, save))
                return
            except (KeyError, ValueError):
                pass
        self.app.scenes.push(MessageScene(self.app, t("family.replay.unavailable")))

    def entry_label(self, entry: Entry, room: int) -> str:
        """"2026-03-01 · Gouda! Gouda! · Léa won", shorter when ``room`` (pixels at the
        smallest size) is too narrow: without the date, then without the game (said
        by the selector when one game is chosen)."""
        won = t("family.replay.won", winners=", ".join(shown_name_of(entry.seats[w])
                                                      for w in entry.winners))
        date, game = entry.date[:10], game_title(entry.game)
        tries = [[date, game, won], [game, won], [date, won], [won]]
        if self.game != ALL:
            tries = [[date, won], [won]]
        for parts in tries:
            label = " · ".join(parts)
            if label_width(label) <= room:
                return label
        return won

    def _watch_rows(self, inner: pygame.Rect, buttons: list[Button]) -> int:
        """"Watch a game again" and a button per recent game at the foot of ``inner``;
        where they start (``inner.bottom``: none)."""
        px = self.px
        row_h = max(px(44), get_font(self.fs(18), display=True).get_height() + px(10))
        gap = px(8)
        title_lines, title_size = fit_lines(t("family.replay.last_games"), self.fs(22), inner.w, 1,
                                            display=True)
        title_h = get_font(title_size, display=True).get_linesize()
        most = min(4, max(0, (inner.h // 2 - title_h) // (row_h + gap)))
        entries = self.recent(most) if self.records.path is not None else []
        if not entries:
            return inner.bottom
        top = inner.bottom - len(entries) * (row_h + gap) + gap
        self.blocks.append(Block(title_lines, title_size, inner.left, top - title_h - px(4), display=True))
        for k, entry in enumerate(entries):
            rect = pygame.Rect(inner.left, top + k * (row_h + gap), inner.w, row_h)
            buttons.append(self.button(self.entry_label(entry, rect.w - 28), partial(self.watch, entry), rect,
                                       colour=art.tint(palette.WOOD, 0.3), text_colour=palette.TEXT))
        return top - title_h - px(12)

    def _table_panel(self, panel: pygame.Rect, buttons: list[Button]) -> None:
        px = self.px
        inner = panel.inflate(-2 * px(32), -2 * px(24))
        inner.h = self._watch_rows(inner, buttons) - inner.top
        y = self._flow(inner, inner.top, t("family.records.who_won_most_in", game=self.game_name(self.game)),
                       24, display=True)
        rows = self.summary.tables.get(self.game) or []
        if self.game == ALL:
            from ..family.stats import table
            rows = table(self.summary.players, ALL)
        for place, row in enumerate(rows, 1):
            name = t("family.records.computer", level=level_label(row.name)) if row.kind == "computer" \
                else row.name
            text = t("family.records.row", place=place, name=name, wins=tn("family.records.wins", row.won),
                     games=tn("family.records.games", row.played), rate=percent(row.rate))
            before = y
            y = self._flow(inner, y, text, 19, most=1 if place > 1 else 2,
                           bold=row.key == self.player_key)
            if y == inner.bottom and before != y:
                break

    # drawing ------------------------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        self.backdrop(surface)
        px = self.px
        self.heading(surface, t("family.records.title"), self.title_y, 50,
                     width=surface.get_width() - 2 * px(230))
        for rect in self.panels:
            surface.blit(art.panel(rect.w, rect.h, px(22)), rect)
        for value, box in self.boxes:
            pygame.draw.rect(surface, palette.WHITE, box, border_radius=min(box.h // 3, px(18)))
            pygame.draw.rect(surface, art.mix(palette.OUTLINE, palette.PANEL, 0.5), box, max(2, px(2)),
                             border_radius=min(box.h // 3, px(18)))
            lines, size = fit_lines(value, self.fs(22), box.w - px(16), 2, display=True)
            step = get_font(size, display=True).get_linesize()
            for k, line in enumerate(lines):
                draw_text(surface, line, size, palette.TEXT, display=True,
                          center=(box.centerx, box.centery + int((k - (len(lines) - 1) / 2) * step)))
        if self.face is not None and self.summary.entries:
            surface.blit(*self.face)
        for block in self.blocks:
            block.draw(surface)
        self._draw_chart(surface)

    def _draw_chart(self, surface: pygame.Surface) -> None:
        """A bar per game of the last ones, oldest on the left: won tall and green,
        lost short and red, on a base line."""
        chart, results = self.chart, self.results
        if not results or chart.w <= 0:
            return
        px = self.px
        slot = chart.w / CHART
        bar_w = max(3, int(slot * 0.7))
        base = chart.bottom - px(2)
        pygame.draw.line(surface, art.mix(palette.OUTLINE, palette.PANEL, 0.4), (chart.left, base),
                         (chart.right, base), max(1, px(2)))
        for k, won in enumerate(results):
            height = int((chart.h - px(6)) * (1.0 if won else 0.35))
            x = int(chart.left + k * slot + (slot - bar_w) / 2)
            bar = pygame.Rect(x, base - height, bar_w, height)
            colour = palette.OK if won else palette.DANGER
            pygame.draw.rect(surface, colour, bar, border_radius=max(1, bar_w // 3))
            pygame.draw.rect(surface, art.mix(palette.OUTLINE, colour, 0.5), bar, max(1, px(1)),
                             border_radius=max(1, bar_w // 3))
