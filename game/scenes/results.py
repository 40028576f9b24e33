"""The end of a game, over its final position: the ranking (winners first, with
confetti and the ``win`` sound), each player's score and the game's own details,
then "Play again" (same players and options, a new shuffle) or back to the menu.

In a match (several games in a row, :mod:`game.core.match`) the screen also shows the
running table: this game's score, the games won and the points of each player. Until
the last game it offers "Next game (2 of 3)": the same players and options, a new
shuffle, the next starter by the game's rule. That next game is prepared (and
autosaved) as soon as this screen opens, so leaving by "Menu" or closing the window
keeps the match under "Continue". After the last game the match's winner is announced
and the rows follow the match's standings; "Play again" starts a new match.

The game's descriptor gives the lines shown under each player's name
(``result_lines``, from the final observation, which hides nothing).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from .. import i18n
from ..core import registry
from ..i18n import t
from ..view import art, palette
from ..view.fonts import get_font
from ..view.widgets import draw_text, ellipsize, fit_lines
from .manager import Host
from .menu import MenuScene, fit_size, game_title, player_rgb, veil

if TYPE_CHECKING:
    from ..core.match import Match
    from ..session import Session

CONFETTI_SECONDS = 5.0


def format_score(score: float) -> str:
    return str(int(score)) if float(score).is_integer() else f"{score:.1f}"


@dataclass
class Confetto:
    x: float
    y: float
    speed: float
    sway: float
    phase: float
    image: pygame.Surface


class ResultsScene(MenuScene):
    opaque = False

    def __init__(self, app: Host, session: Session):
        super().__init__(app)
        self.played = session
        state = session.state
        self.ranking = list(state.ranking())
        self.winners = list(state.winners())
        self.scores = list(state.scores())
        self.places = state.places()
        self.match = self._match(session)
        #: the next game of the match, already seated and autosaved
        self.upcoming: Session | None = None
        if self.match is not None:
            self.seat_player = self.match.player_of(session.seats)
            if self.match.is_over():
                standings = self.match.standings()
                by_player = {s.player: s for s in standings}
                seat_of = {p: seat for seat, p in enumerate(self.seat_player)}
                self.ranking = [seat_of[s.player] for s in standings]
                self.places = {seat: by_player[p].place for seat, p in enumerate(self.seat_player)}
                self.winners = [seat_of[p] for p in self.match.winners()]
            else:
                self.upcoming = self._prepare_next()
        info = registry.descriptor(session.game_id)
        final = state.observation(None)
        self.details = {p: list(info.result_lines(final, p, session.seats)) for p in self.ranking}
        self.confetti: list[Confetto] = []
        self.time = 0.0
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[int, pygame.Rect]] = []

    # life cycle ---------------------------------------------------------------
    def enter(self) -> None:
        self.settle_below()
        if self.winners:
            self.app.audio.play("win")
            self.throw_confetti()

    def throw_confetti(self) -> None:
        w, h = self.size
        rng = random.Random(len(self.played.state.history))
        colours = [player_rgb(self.played.seats[p].colour) for p in self.winners]
        colours += [palette.HIGHLIGHT, palette.ACCENT, palette.OK, palette.PLAYER_COLOURS["sky"]]
        kinds = art.CONFETTI_KINDS
        size = max(10, self.px(22))
        self.confetti = [
            Confetto(rng.uniform(0, w), rng.uniform(-h * 1.2, -size), rng.uniform(0.18, 0.34) * h,
                     rng.uniform(0.3, 1.2) * size, rng.uniform(0, math.tau),
                     art.confetti_piece(rng.choice(colours), rng.randint(size * 2 // 3, size),
                                        rng.choice(kinds)))
            for _ in range(110)]
        self.time = 0.0

    def update(self, dt: float) -> bool:
        if not self.confetti:
            return False
        self.time += dt
        h = self.size[1]
        for piece in self.confetti:
            piece.y += piece.speed * dt
        if self.time > CONFETTI_SECONDS:
            self.confetti = [c for c in self.confetti if c.y < h + 40]
        else:
            for piece in self.confetti:      # keep it raining for a while
                if piece.y > h + 40:
                    piece.y -= h * 1.3
        if not self.confetti:
            self.invalidate()
        return bool(self.confetti)

    # the match ----------------------------------------------------------------
    @staticmethod
    def _match(session: Session) -> Match | None:
        """The match of ``session`` with this game in its table (None: a single game,
        or a match that cannot be read, which then ends here like a single game)."""
        try:
            session.record_result()
            match = session.match_state()
            if match is not None:
                match.player_of(session.seats)
        except ValueError:
            return None
        return None if match is None or match.is_single or not match.played else match

    def _prepare_next(self) -> Session:
        from ..session import Session
        old = self.played
        assert self.match is not None, "only a match's results offer its next game"
        match = self.match.from_dict(self.match.to_dict())
        seats = match.start_next()
        return Session.new(old.game_id, seats, options=dict(old.state.options),
                           autosave=old.autosave_path is not None, match=match)

    def autosave(self) -> None:
        # The finished game below deletes the autosave when the program closes; the
        # next game of the match is what "Continue" should offer then.
        if self.upcoming is not None:
            self.upcoming.save_now()

    def standing(self, seat: int) -> tuple[int, float]:
        """Games won and points so far of the player at ``seat``."""
        assert self.match is not None
        player = self.seat_player[seat]
        return self.match.wins()[player], self.match.points()[player]

    # actions ------------------------------------------------------------------
    def play_again(self) -> None:
        from ..session import Session
        old = self.played
        seats, match = list(old.seats), None
        if self.match is not None:            # a new match: the rule's starter first
            match = self.match.rematch()
            seats = match.seats()
        session = Session.new(old.game_id, seats, options=dict(old.state.options),
                              autosave=old.autosave_path is not None, match=match)
        self.app.show_title()
        self.app.start_game(session)

    def next_game(self) -> None:
        if self.upcoming is None:
            return
        session, self.upcoming = self.upcoming, None
        self.app.show_title()
        self.app.start_game(session)

    def to_menu(self) -> None:
        self.app.show_title()

    def back(self) -> None:
        self.to_menu()

    # layout -------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.size
        px = self.px
        margin = px(24)
        pw = min(w - 2 * margin, max(px(900 if self.match else 860), 680))
        n = len(self.ranking)
        detail_step = int(self.fs(17) * 1.25)
        most_details = max((len(v) for v in self.details.values()), default=0)
        row_h = px(58) + most_details * detail_step
        gap = px(10)
        head_h = px(150)
        table_h = 0
        if self.match:                                 # the column names of the table
            row_w = pw - px(60)
            most = max(len(lines) for lines, _ in self.column_heads(self.columns(
                pygame.Rect(0, 0, row_w, 1))))
            table_h = max(px(30), most * get_font(self.fs(16), bold=True).get_linesize() + px(4))
        bh = px(70)
        pad = px(26)
        fixed = head_h + table_h + px(24) + bh + pad
        ph = fixed + n * row_h + (n - 1) * gap
        if ph > h - 2 * margin:              # squeeze the rows into a short window
            gap = px(6)
            row_h = max(px(40), (h - 2 * margin - fixed - (n - 1) * gap) // n)
            ph = fixed + n * row_h + (n - 1) * gap
        self.panel_rect = pygame.Rect((w - pw) // 2, max(margin, (h - ph) // 2), pw, ph)
        self.table_top = self.panel_rect.top + head_h
        self.rows = []
        y = self.panel_rect.top + head_h + table_h
        for seat in self.ranking:
            self.rows.append((seat, pygame.Rect(self.panel_rect.left + px(30), y, pw - px(60), row_h)))
            y += row_h + gap
        by = self.panel_rect.bottom - pad - bh
        if self.upcoming is not None:
            match = self.match
            assert match is not None
            first_label = t("results.next_game", n=match.played + 1, total=match.planned)
            first_action, bw = self.next_game, min(px(380), (pw - px(90)) * 3 // 5)
        else:
            first_label, first_action = t("results.play_again"), self.play_again
            bw = min(px(300), (pw - px(90)) // 2)
        mw = min(px(300), (pw - px(90)) // 2) if self.upcoming is None else min(px(240), pw - px(90) - bw)
        left = self.panel_rect.centerx - (bw + mw + px(24)) // 2
        first = self.button(first_label, first_action, pygame.Rect(left, by, bw, bh), colour=palette.OK)
        menu = self.button(t("results.menu"), self.to_menu,
                           pygame.Rect(left + bw + px(24), by, mw, bh), colour=palette.WOOD_DARK)
        self.group.focus = 0
        self.set_buttons([first, menu])

    def columns(self, row: pygame.Rect) -> list[pygame.Rect]:
        """The match table's three columns at the right of ``row``: this game's score,
        games won, points (their names go on two lines when they must)."""
        px = self.px
        font = get_font(self.fs(16), bold=True)
        widest = max(font.size(text)[0] for text in self.column_names())
        longest_word = max(font.size(word)[0] for text in self.column_names() for word in text.split())
        # as wide as the names want, narrower (names on two lines) to leave the game's
        # details under each player's name their room
        detail = get_font(self.fs(17))
        details = max((detail.size(line)[0] for lines in self.details.values() for line in lines),
                      default=0)
        room = (row.right - px(10) - (row.left + px(92) + px(50) + px(12) + details + px(16))) // 3
        cw = max(longest_word + px(16), min(max(px(124), widest + px(10)), row.w // 6, room))
        right = row.right - px(10)
        return [pygame.Rect(right - (3 - k) * cw, row.top, cw, row.h) for k in range(3)]

    def column_heads(self, cols: list[pygame.Rect]) -> list[tuple[list[str], int]]:
        """Each column's name: its lines and font size."""
        return [fit_lines(text, self.fs(16), col.w - self.px(6), 2, bold=True)
                for text, col in zip(self.column_names(), cols)]

    # drawing ------------------------------------------------------------------
    def names(self, seats: list[int]) -> str:
        return t("results.and").join(self.played.seats[p].name for p in seats)

    def headline(self) -> str:
        if self.match is not None and self.match.is_over():
            if len(self.winners) == 1:
                return t("results.match_winner", name=self.names(self.winners))
            return t("results.match_winners", names=self.names(self.winners))
        names = [self.played.seats[p].name for p in self.winners]
        if len(names) == 1:
            return t("results.winner", name=names[0])
        if names:
            return t("results.winners", names=self.names(self.winners))
        return t("results.title")

    def title_line(self) -> str:
        if self.match is None:
            return t("results.title") + "  ·  " + game_title(self.played.game_id)
        if self.match.is_over():
            head = t("results.match_over", total=self.match.planned)
        else:
            head = t("results.match_game", n=self.match.played, total=self.match.planned)
        return head + "  ·  " + game_title(self.played.game_id)

    def paint(self, surface: pygame.Surface) -> None:
        veil(surface, 140)
        px = self.px
        r = self.panel_rect
        surface.blit(art.panel(r.w, r.h, px(28)), r)
        title = self.title_line()
        size = fit_size(title, self.fs(24), r.w - px(60), display=True)
        rect = draw_text(surface, title, size, art.mix(palette.TEXT, palette.PANEL, 0.3), display=True,
                         midtop=(r.centerx, r.top + px(24)))
        head = self.headline()
        size = fit_size(head, self.fs(52), r.w - px(60), display=True, bold=True)
        draw_text(surface, head, size, palette.ACCENT, display=True, bold=True, shadow=True,
                  midtop=(r.centerx, rect.bottom + px(6)))
        if self.match is not None and self.rows:
            self.draw_table_head(surface)
        for seat, row in self.rows:
            self.draw_row(surface, seat, row)

    def draw_live(self, surface: pygame.Surface) -> None:
        for piece in self.confetti:
            x = piece.x + math.sin(self.time * 3 + piece.phase) * piece.sway
            surface.blit(piece.image, (round(x), round(piece.y)))

    def column_names(self) -> list[str]:
        over = self.match is not None and self.match.is_over()
        return [t("results.column_last_game" if over else "results.column_game"),
                t("results.column_won"), t("results.column_points")]

    def draw_table_head(self, surface: pygame.Surface) -> None:
        """The names of the match table's columns, over the rows."""
        px = self.px
        first = self.rows[0][1]
        head = pygame.Rect(first.left, self.table_top, first.w, first.top - self.table_top)
        colour = art.mix(palette.TEXT, palette.PANEL, 0.25)
        cols = self.columns(head)
        for (lines, size), col in zip(self.column_heads(cols), cols):
            step = get_font(size, bold=True).get_linesize()
            top = head.bottom - px(4) - step * len(lines)
            for k, line in enumerate(lines):
                draw_text(surface, line, size, colour, bold=True,
                          midtop=(col.centerx, top + k * step))

    def draw_row(self, surface: pygame.Surface, seat: int, row: pygame.Rect) -> None:
        px = self.px
        won = seat in self.winners
        player = self.played.seats[seat]
        rgb = player_rgb(player.colour)
        line_h = min(row.h, px(58))
        band = pygame.Rect(row.left, row.top, row.w, row.h)
        fill = art.mix(palette.HIGHLIGHT, palette.PANEL, 0.35) if won else art.mix(rgb, palette.PANEL, 0.8)
        pygame.draw.rect(surface, fill, band, border_radius=min(px(20), row.h // 2))
        if won:
            pygame.draw.rect(surface, palette.CHEESE_DARK, band, max(2, px(3)),
                             border_radius=min(px(20), row.h // 2))
        cy = row.top + line_h // 2
        place_key = f"results.place.{self.places[seat]}"
        place = t(place_key) if i18n.has(place_key) else str(self.places[seat])
        size = self.fs(30 if won else 26)
        draw_text(surface, place, size, palette.ACCENT if won else palette.TEXT, display=True, bold=True,
                  midleft=(row.left + px(16), cy))
        face = art.mouse_face(rgb, int(line_h * 0.86))
        x = row.left + px(92)
        surface.blit(face, face.get_rect(midleft=(x, cy)))
        x += face.get_width() + px(12)
        if self.match is None:
            score = t("results.score", score=format_score(self.scores[seat]))
            score_size = self.fs(24)
            score_w = get_font(score_size, bold=True).size(score)[0]
            draw_text(surface, score, score_size, palette.TEXT, bold=True, midright=(row.right - px(18), cy))
            right = row.right - px(36) - score_w
        else:
            right = self.draw_standing(surface, seat, row, cy)
        room = right - x
        name_size = fit_size(player.name, self.fs(28), room, display=True, bold=True)
        draw_text(surface, ellipsize(player.name, name_size, room, display=True), name_size,
                  palette.TEXT, display=True, bold=True, midleft=(x, cy))
        y = row.top + line_h - px(8)
        detail_size = self.fs(17)
        for line in self.details.get(seat, []):
            if y + detail_size > row.bottom:
                break
            size = fit_size(line, detail_size, right - x)
            draw_text(surface, ellipsize(line, size, right - x), size,
                      art.mix(palette.TEXT, palette.PANEL, 0.2), topleft=(x, y))
            y += int(detail_size * 1.25)

    def draw_standing(self, surface: pygame.Surface, seat: int, row: pygame.Rect, cy: int) -> int:
        """This game's score, the games won and the points of ``seat`` in the match
        table's columns; returns where the columns begin."""
        px = self.px
        wins, points = self.standing(seat)
        cols = self.columns(row)
        # the match's own numbers on a light band
        line_h = min(row.h, px(58))
        band = pygame.Rect(cols[1].left, 0, cols[2].right - cols[1].left, line_h - px(14))
        band.centery = cy
        pygame.draw.rect(surface, art.mix(palette.WHITE, palette.PANEL, 0.35), band,
                         border_radius=min(px(14), band.h // 2))
        values = [(format_score(self.scores[seat]), 24), (str(wins), 28), (format_score(points), 24)]
        for (text, size), col in zip(values, cols):
            draw_text(surface, text, self.fs(size), palette.TEXT, display=True, bold=True,
                      center=(col.centerx, cy))
        return cols[0].left - px(8)
