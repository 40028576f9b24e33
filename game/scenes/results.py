"""The end of a game, over its final position: the ranking (winners first, with
confetti and the ``win`` sound), each player's score and the game's own details,
then "Play again" (same players and options, a new shuffle) or back to the menu.

A game's scene module may provide ``result_lines(state, seat) -> list[str]``: those
lines are shown under that player's name.
"""

from __future__ import annotations

import importlib
import math
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from .. import i18n
from ..i18n import t
from ..view import art, palette
from ..view.fonts import get_font
from ..view.widgets import draw_text
from .catalog import MenuScene, fit_size, game_title, go_to_title, open_game, player_rgb, veil

if TYPE_CHECKING:
    from ..app import App
    from ..session import Session

CONFETTI_SECONDS = 5.0


def format_score(score: float) -> str:
    return str(int(score)) if float(score).is_integer() else f"{score:.1f}"


def detail_lines(game_id: str) -> Callable | None:
    """The game scene module's ``result_lines``, if it has one."""
    try:
        module = importlib.import_module(f"game.games.{game_id}.scene")
    except ModuleNotFoundError as exc:
        if exc.name != f"game.games.{game_id}.scene":
            raise
        return None
    return getattr(module, "result_lines", None)


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

    def __init__(self, app: "App", session: "Session"):
        super().__init__(app)
        self.played = session
        state = session.state
        self.ranking = list(state.ranking())
        self.winners = list(state.winners())
        self.scores = list(state.scores())
        self.places = state.places()
        lines = detail_lines(session.game_id)
        self.details = {p: list(lines(state, p)) if lines else [] for p in self.ranking}
        self.confetti: list[Confetto] = []
        self.time = 0.0
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[int, pygame.Rect]] = []

    # life cycle ---------------------------------------------------------------
    def enter(self) -> None:
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

    # actions ------------------------------------------------------------------
    def play_again(self) -> None:
        from ..session import Session
        old = self.played
        session = Session.new(old.game_id, list(old.seats), options=dict(old.state.options),
                              autosave=old.autosave_path is not None)
        app = self.app
        go_to_title(app)
        open_game(app, session)

    def to_menu(self) -> None:
        go_to_title(self.app)

    def back(self) -> None:
        self.to_menu()

    # layout -------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.size
        px = self.px
        margin = px(24)
        pw = min(w - 2 * margin, px(860))
        n = len(self.ranking)
        detail_step = int(self.fs(17) * 1.25)
        most_details = max((len(v) for v in self.details.values()), default=0)
        row_h = px(58) + most_details * detail_step
        gap = px(10)
        head_h = px(150)
        bh = px(70)
        pad = px(26)
        ph = head_h + n * row_h + (n - 1) * gap + px(24) + bh + pad
        if ph > h - 2 * margin:              # squeeze the rows into a short window
            row_h = max(px(40), (h - 2 * margin - head_h - px(24) - bh - pad - (n - 1) * gap) // n)
            ph = head_h + n * row_h + (n - 1) * gap + px(24) + bh + pad
        self.panel_rect = pygame.Rect((w - pw) // 2, max(margin, (h - ph) // 2), pw, ph)
        self.rows = []
        y = self.panel_rect.top + head_h
        for seat in self.ranking:
            self.rows.append((seat, pygame.Rect(self.panel_rect.left + px(30), y, pw - px(60), row_h)))
            y += row_h + gap
        bw = min(px(300), (pw - px(90)) // 2)
        by = self.panel_rect.bottom - pad - bh
        again = self.button(t("results.play_again"), self.play_again,
                            pygame.Rect(self.panel_rect.centerx - bw - px(12), by, bw, bh), colour=palette.OK)
        menu = self.button(t("results.menu"), self.to_menu,
                           pygame.Rect(self.panel_rect.centerx + px(12), by, bw, bh), colour=palette.WOOD_DARK)
        self.group.focus = 0
        self.set_buttons([again, menu])

    # drawing ------------------------------------------------------------------
    def headline(self) -> str:
        names = [self.played.seats[p].name for p in self.winners]
        if len(names) == 1:
            return t("results.winner", name=names[0])
        if names:
            return t("results.winners", names=t("results.and").join(names))
        return t("results.title")

    def draw(self, surface: pygame.Surface) -> None:
        veil(surface, 140)
        px = self.px
        r = self.panel_rect
        surface.blit(art.panel(r.w, r.h, px(28)), r)
        title = t("results.title") + "  ·  " + game_title(self.played.game_id)
        size = fit_size(title, self.fs(24), r.w - px(60), display=True)
        rect = draw_text(surface, title, size, art.mix(palette.TEXT, palette.PANEL, 0.3), display=True,
                         midtop=(r.centerx, r.top + px(24)))
        head = self.headline()
        size = fit_size(head, self.fs(52), r.w - px(60), display=True, bold=True)
        draw_text(surface, head, size, palette.ACCENT, display=True, bold=True, shadow=True,
                  midtop=(r.centerx, rect.bottom + px(6)))
        for seat, row in self.rows:
            self.draw_row(surface, seat, row)
        self.group.draw(surface)
        for piece in self.confetti:
            x = piece.x + math.sin(self.time * 3 + piece.phase) * piece.sway
            surface.blit(piece.image, (round(x), round(piece.y)))

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
        score = t("results.score", score=format_score(self.scores[seat]))
        score_size = self.fs(24)
        score_w = get_font(score_size, bold=True).size(score)[0]
        draw_text(surface, score, score_size, palette.TEXT, bold=True, midright=(row.right - px(18), cy))
        room = row.right - px(36) - score_w - x
        name_size = fit_size(player.name, self.fs(28), room, display=True, bold=True)
        draw_text(surface, player.name, name_size, palette.TEXT, display=True, bold=True, midleft=(x, cy))
        y = row.top + line_h - px(8)
        detail_size = self.fs(17)
        for line in self.details.get(seat, []):
            if y + detail_size > row.bottom:
                break
            size = fit_size(line, detail_size, row.right - px(18) - x)
            draw_text(surface, line, size, art.mix(palette.TEXT, palette.PANEL, 0.2), topleft=(x, y))
            y += int(detail_size * 1.25)
