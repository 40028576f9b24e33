"""The title screen: the illustration, a card for every game, "Continue" when an
unfinished game was kept, Settings, Family, Records and Quit, and a friendly banner for
any problem the program met on the way (a broken settings file or save moved aside).

A game whose files are broken (its config or level) keeps its card, closed: the card
says which file and what is wrong, and every other game plays on. The games' files are
looked at after the first frame is shown, one game a frame, so that a broken one costs
the start nothing."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from .. import i18n, paths
from ..core import registry
from ..core.protocol import GameState
from ..core.safe_files import FileProblem
from ..core.save_file import Save, load_or_move_aside
from ..i18n import describe, t
from ..view import art, palette
from ..view.fonts import get_font
from ..view.memory import MB, SurfaceCache
from ..view.widgets import READABLE, Button, TextFit, draw_text, fit_lines, label_width, wrap
from .manager import Host
from .menu import MenuScene, balanced, fit_size, game_title, player_rgb

# --------------------------------------------------------------------- pictures
#: whether this run has shown the title's illustrations yet (see TitleScene.pictures)
_ILLUSTRATED = [False]

#: Bytes of the cards' still lifes kept (a few sizes of every game's).
CARD_BYTES = 4 * MB
#: Bytes of the program's name kept (the title screen tries a few sizes).
TITLE_BYTES = 2 * MB
_CARDS = SurfaceCache(CARD_BYTES)
_TITLES = SurfaceCache(TITLE_BYTES)


def card_picture(game_id: str, w: int, h: int) -> pygame.Surface:
    """A small still life for a game's card (the game's descriptor draws it). A card
    is drawn before its game's files are looked at (:meth:`TitleScene.update`): one
    whose drawing meets a broken file (a config or level it should never need) is an
    empty picture, not kept, and the card closes with the problem a frame later."""
    try:
        return _CARDS.make((game_id, w, h), lambda: registry.descriptor(game_id).card(w, h))
    except FileProblem:
        return pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)


def title_text(text: str, size: int) -> pygame.Surface:
    """The game's name in cheese yellow with a soft chocolate outline."""
    return _TITLES.make((text, size), lambda: _title_text(text, size))


def _title_text(text: str, size: int) -> pygame.Surface:
    font = get_font(size, display=True, bold=True)
    fill = font.render(text, True, palette.CHEESE_LIGHT)
    line = font.render(text, True, palette.OUTLINE)
    o = max(2, size // 16)
    out = pygame.Surface((fill.get_width() + 2 * o, fill.get_height() + 3 * o), pygame.SRCALPHA)
    shade = font.render(text, True, palette.SHADOW)
    shade.set_alpha(110)
    out.blit(shade, (o, o * 2 + o))
    for dx in range(-o, o + 1):
        for dy in range(-o, o + 1):
            if dx * dx + dy * dy <= o * o + 1:
                out.blit(line, (o + dx, o + dy))
    out.blit(fill, (o, o))
    return out


def tag_lines_room(size: int, height: int) -> int:
    """How many lines of a card's tagline at ``size`` fit ``height`` pixels (lines
    ``int(size * 1.2)`` apart, the last one whole)."""
    font = get_font(size)
    text_h = font.get_ascent() + (-font.get_descent()) // 2
    return max(0, (height - text_h) // int(size * 1.2) + 1) if height >= text_h else 0


# ---------------------------------------------------------------------- widgets
@dataclass
class GameCard(Button):
    """A big card for one game: picture, title, one line about it, player count."""

    game_id: str = ""
    unit: float = 1.0

    title_size: int = 0          # 0: as big as fits; the title screen evens them out
    tag_size: int = 0
    problem: str = ""            # why the game cannot be played (its card stays closed)
    picture: bool = True         # False: the card's still life comes a frame later
    #: the tagline's lines as the card last painted them (a line cut short ends in "…")
    shown_tagline: tuple[str, ...] = ()
    #: its guided game was finished: a small "Learned" badge on the picture (issue 19)
    learned: bool = False

    def inner(self, box: pygame.Rect) -> pygame.Rect:
        pad = max(6, round(14 * self.unit))
        body = art.panel_body_rect(box.w, box.h).move(box.topleft)
        return body.inflate(-2 * pad, -2 * pad)

    def fit(self) -> tuple[int, int, int]:
        """``(picture height, title size, tagline size)``: the biggest title (two lines
        at most) that leaves two lines for the tagline, and the biggest tagline then."""
        u = self.unit
        inner = self.inner(self.rect)
        # a closed card shows no player count: its words take the room
        chip_top = inner.bottom if self.problem else inner.bottom - max(22, round(34 * u))
        title = game_title(self.game_id)
        pic_h = int(inner.h * 0.40)
        size = self.title_size or max(15, round(30 * u))
        tag_size = self.tag_size or max(14, round(18 * u))
        want = max(2, len(balanced(self.tagline(), tag_size, inner.w)))   # tagline lines
        # a closed card says its whole problem (the file and what is wrong with it):
        # its dimmed picture gives way to it as far as needed; an open card's tagline
        # has three lines at most, and its picture keeps a quarter of the card
        lowest_pic = 0 if self.problem else int(inner.h * 0.25)
        if not self.problem:
            want = min(3, want)
        while True:
            lines = balanced(title, size, inner.w, display=True, bold=True)
            title_h = len(lines) * (get_font(size, display=True, bold=True).get_linesize() - round(2 * u))
            tag_top = inner.top + pic_h + round(12 * u) + title_h
            tag_room = chip_top - round(4 * u) - tag_top
            if (len(lines) <= 2 and tag_lines_room(tag_size, tag_room) >= want) or size <= READABLE:
                if tag_lines_room(tag_size, tag_room) >= want or pic_h <= lowest_pic:
                    break
                pic_h = max(lowest_pic, pic_h - round(3 * u))   # the smallest title: the picture gives way
                continue
            size -= 1
            if size < round(24 * u):
                pic_h = max(int(inner.h * 0.3), pic_h - round(3 * u))
        if self.problem and pic_h < int(inner.h * 0.15):    # a crumb of picture: none
            tag_room += pic_h
            pic_h = 0
        tagline = self.tagline()
        while (tag_size > READABLE and len(balanced(tagline, tag_size, inner.w))
               > tag_lines_room(tag_size, tag_room)):
            tag_size -= 1
        return pic_h, size, tag_size

    def tagline(self) -> str:
        """One line about the game, or, on a closed card, what is wrong."""
        if self.problem:
            return t("menu.game_broken", problem=self.problem)
        return t(f"games.{self.game_id}.tagline")

    def text_fit(self) -> TextFit:
        key = (self.label, self.rect.size, self.title_size, i18n.language())
        if self._fit is None or self._fit[0] != key:
            inner = self.inner(self.rect)
            _, size, _ = self.fit()
            lines = balanced(game_title(self.game_id), size, inner.w, display=True, bold=True)
            self._fit = (key, TextFit(lines, size, inner.w, True, True))
        return self._fit[1]

    def look(self) -> tuple:
        return (*super().look(), self.title_size, self.tag_size, self.problem, self.picture,
                i18n.language(), self.learned)

    def paint(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        r = rect
        u = self.unit
        lit = (self.hover or self.focused) and not self.problem
        lift = -max(2, round(5 * u)) if lit and not self.pressed else 0
        box = r.move(0, lift)
        colour = art.tint(palette.PANEL, 0.3) if lit else palette.PANEL
        border = palette.HIGHLIGHT if lit else None
        surface.blit(art.panel(r.w, r.h, max(8, round(22 * u)), colour, border), box)
        body = art.panel_body_rect(r.w, r.h).move(box.topleft)
        inner = self.inner(box)
        chip_h = max(22, round(34 * u))
        chip = pygame.Rect(0, 0, inner.w, chip_h)
        chip.midbottom = (inner.centerx, inner.bottom)
        if self.problem:                 # no player count on a closed card (see fit)
            chip.top = inner.bottom
        tagline = self.tagline()
        pic_h, size, tag_size = self.fit()
        lines = self.text_fit().lines
        picture = (card_picture(self.game_id, inner.w, pic_h) if self.picture and pic_h >= 8
                   else pygame.Surface((1, 1), pygame.SRCALPHA))
        if self.problem:
            picture = picture.copy()
            picture.fill((255, 255, 255, 90), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(picture, (inner.left, inner.top))
        if self.learned and not self.problem:
            self.paint_learned(surface, inner, u)
        y = inner.top + pic_h + round(6 * u)
        for line in lines:
            text_rect = draw_text(surface, line, size, palette.TEXT, display=True, bold=True,
                                  midtop=(inner.centerx, y))
            y = text_rect.bottom - round(2 * u)
        y += round(6 * u)
        step = int(tag_size * 1.2)
        room = tag_lines_room(tag_size, chip.top - round(4 * u) - y)
        tag_lines = balanced(tagline, tag_size, inner.w)
        if len(tag_lines) > room:
            tag_lines = tag_lines[:room]
            if tag_lines:
                tag_lines[-1] = tag_lines[-1].rstrip(".,!") + "…"
        self.shown_tagline = tuple(tag_lines)
        ink = palette.DANGER if self.problem else art.mix(palette.TEXT, palette.PANEL, 0.2)
        for line in tag_lines:
            draw_text(surface, line, tag_size, ink, bold=bool(self.problem),
                      midtop=(inner.centerx, y))
            y += step
        if not self.problem:
            self.paint_players(surface, chip, u)
        if self.focused:
            pygame.draw.rect(surface, palette.HIGHLIGHT, body.inflate(10, 10), 4,
                             border_radius=max(8, round(24 * u)))

    def paint_learned(self, surface: pygame.Surface, inner: pygame.Rect, u: float) -> None:
        """The "Learned" badge at the picture's top right: a green pill with a tick."""
        label = t("learn.ui.learned")
        size = max(READABLE, round(17 * u))
        text_w = get_font(size, bold=True).size(label)[0]
        h = max(READABLE + 10, round(30 * u))
        tick = h - round(8 * u)
        pill = pygame.Rect(0, 0, min(inner.w, text_w + tick + round(26 * u)), h)
        pill.topright = (inner.right, inner.top)
        pygame.draw.rect(surface, palette.OK, pill, border_radius=h // 2)
        pygame.draw.rect(surface, palette.OUTLINE, pill, max(1, round(2 * u)), border_radius=h // 2)
        x, cy = pill.left + round(10 * u), pill.centery
        points = [(x, cy), (x + tick * 0.35, cy + tick * 0.3), (x + tick * 0.8, cy - tick * 0.35)]
        pygame.draw.lines(surface, palette.TEXT_LIGHT, False, points, max(2, round(3 * u)))
        draw_text(surface, label, size, palette.TEXT_LIGHT, bold=True,
                  midleft=(x + tick + round(4 * u), cy))

    def paint_players(self, surface: pygame.Surface, chip: pygame.Rect, u: float) -> None:
        """The pill at the card's foot: how many can play."""
        chip_h = chip.h
        low, high = registry.descriptor(self.game_id).players
        label = t("menu.players", min=low, max=high)
        label_size = fit_size(label, max(READABLE, round(19 * u)), chip.w - chip_h * 2, bold=True)
        text_w = get_font(label_size, bold=True).size(label)[0]
        face = art.mouse_face(player_rgb("orange"), chip_h)
        total = face.get_width() + round(8 * u) + text_w
        left = chip.centerx - total // 2
        pill = pygame.Rect(left - round(10 * u), chip.top, total + round(20 * u), chip_h)
        pygame.draw.rect(surface, art.tint(palette.CHEESE, 0.35), pill, border_radius=chip_h // 2)
        surface.blit(face, face.get_rect(midleft=(left, chip.centery)))
        draw_text(surface, label, label_size, palette.TEXT, bold=True,
                  midleft=(left + face.get_width() + round(8 * u), chip.centery))


# ------------------------------------------------------------------------ scene
class TitleScene(MenuScene):
    def __init__(self, app: Host):
        super().__init__(app)
        self.saved: tuple[Save, GameState] | None = None
        self.notice_rect: pygame.Rect | None = None
        self.notice_lines: list[str] = []
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.notice_text_w = 0
        self.art_rect = pygame.Rect(0, 0, 0, 0)
        self.continue_caption: tuple[str, pygame.Rect] | None = None
        #: games whose files are broken: their problem, said in the player's language
        self.problems: dict[str, FileProblem] = {}
        #: games with a guided first game that can be played ("Show me how", issue 19),
        #: looked at a game a frame after the first frame, like the games' files
        self.lessons: set[str] = set()
        self.show_buttons: list[Button] = []
        self._unchecked = list(registry.games())
        self._save_pending = True
        self._drawn = False
        #: the illustrations are drawn from the second frame of the program's first
        #: title screen on (the first frame shows everything else at once)
        self.pictures = _ILLUSTRATED[0]

    # life cycle ---------------------------------------------------------------
    def enter(self) -> None:
        self._save_pending = True                # after the first frame (see update)

    def resume(self) -> None:
        self._save_pending = True
        super().resume()

    def update(self, dt: float) -> bool:
        """After a frame is shown: look for the autosave, then at one game's files a
        frame (a broken game's card closes and says why)."""
        if not self._drawn:
            return False                         # nothing before the first frame is shown
        if not self.pictures:
            self.pictures = _ILLUSTRATED[0] = True   # the illustrations, a frame after the rest
            self.rebuild()
            return True
        if self._save_pending:
            self._save_pending = False
            self.look_for_save()
            return True
        if self._unchecked:
            game_id = self._unchecked.pop(0)
            problem = registry.problem(game_id)
            if problem is not None:
                self.problems[game_id] = problem
                self.rebuild()
            else:
                from ..view.lesson_overlay import lesson_offered
                if lesson_offered(game_id):
                    self.lessons.add(game_id)
                    self.rebuild()
            return True
        return False

    def look_for_save(self) -> None:
        """Offer "Continue" when the autosave loads and its game is not over (and say
        what was wrong with the list of games or a translation file, if anything was)."""
        for listed in [*registry.list_problems(), *i18n.problems()]:
            if str(listed) not in map(str, self.app.notices):
                self.app.notices.append(listed)
        save, state, problem = load_or_move_aside(paths.autosave_file())
        if problem and str(problem) not in map(str, self.app.notices):
            self.app.notices.append(problem)
        if save is not None and state is not None and not state.is_terminal():
            self.saved = (save, state)
        else:
            self.saved = None
        self.rebuild()

    # actions ------------------------------------------------------------------
    def continue_game(self) -> None:
        if self.saved is None:
            return
        from ..session import Session
        save, state = self.saved
        session = Session.from_save(save, state, paths.autosave_file())
        from .hosted import remote_seats
        if remote_seats(session):     # issue 20: a hosted game waits for its players again
            from .hosted import saved_plan
            from .waiting import host_game
            host_game(self.app, saved_plan(session))     # Cancel: "Continue" is still there
            return
        self.saved = None
        self.app.start_game(session)

    def open_setup(self, game_id: str) -> None:
        problem = registry.problem(game_id)
        if problem is not None:                  # clicked before its files were looked at
            self.problems[game_id] = problem
            self.app.audio.play("error")
            self.rebuild()
            return
        from .setup import SetupScene
        self.app.scenes.push(SetupScene(self.app, game_id))

    def open_lesson(self, game_id: str) -> None:
        """The game's guided first game ("Show me how")."""
        from ..view.lesson_overlay import start_lesson
        if start_lesson(self.app, game_id) is None:
            self.app.audio.play("error")

    def open_join(self) -> None:
        """"Join a game": play in a game another computer at home hosts (issue 20)."""
        from .join import JoinScene
        self.app.scenes.push(JoinScene(self.app))

    def open_settings(self) -> None:
        from .settings import SettingsScene
        self.app.scenes.push(SettingsScene(self.app))

    def open_family(self) -> None:
        from .family import FamilyScene
        self.app.scenes.push(FamilyScene(self.app))

    def open_records(self) -> None:
        """The family's records (also reachable from the family's screen)."""
        from .records import RecordsScene
        self.app.scenes.push(RecordsScene(self.app))

    def dismiss_notice(self) -> None:
        if self.app.notices:
            self.app.notices.pop(0)
        self.rebuild()

    def back(self) -> None:
        if self.app.notices:
            self.dismiss_notice()

    # layout -------------------------------------------------------------------
    def build(self) -> None:
        """The screen laid out: a notice at the top, the bottom row (continue, settings,
        quit), the game cards over it, and the illustration with the name above them."""
        margin = self.px(24)
        buttons, top = self._build_notice(margin)
        bottom, by = self._build_bottom(margin)
        cards, card_y = self._build_cards(margin, top, by)
        self._place_head(margin, top, card_y)
        # the "Show me how" buttons last for the keyboard: Tab from the cards still
        # reaches Settings next, as before there were any
        self.set_buttons([*cards, *bottom, *buttons, *self.show_buttons])

    def _build_notice(self, top: int) -> tuple[list[Button], int]:
        """The notice banner at ``top`` (a problem to tell), with its Dismiss button;
        returns its buttons and where what follows starts."""
        w, _ = self.size
        px = self.px
        margin = px(24)
        buttons: list[Button] = []
        self.notice_rect = None
        if self.app.notices:
            bw = min(w - 2 * margin, px(1000))
            dismiss_w = px(170)
            text_w = bw - dismiss_w - px(26) - px(22 + 84 + 20) - px(40)
            self.notice_text_w = text_w
            self.notice_lines = wrap(describe(self.app.notices[0]), self.fs(17), text_w)[:5]
            bh = px(34) + px(28) + len(self.notice_lines) * int(self.fs(17) * 1.25) + px(6)
            bh = max(bh, px(110))
            self.notice_rect = pygame.Rect((w - bw) // 2, top, bw, bh)
            dismiss = pygame.Rect(0, 0, dismiss_w, px(56))
            dismiss.midright = (self.notice_rect.right - px(26), self.notice_rect.centery)
            buttons.append(self.button(t("menu.dismiss"), self.dismiss_notice, dismiss,
                                       colour=palette.OK))
            top = self.notice_rect.bottom + px(8)
        return buttons, top

    def _build_bottom(self, margin: int) -> tuple[list[Button], int]:
        """The bottom row: continue (with what it continues under it), settings, the
        family's players, their records, quit;
        returns its buttons and its top."""
        w, h = self.size
        px = self.px
        gap = px(18)
        bh = px(66)
        by = h - margin - bh
        specs = []
        if self.saved is not None:
            specs.append((t("menu.continue"), self.continue_game, px(260), palette.OK))
        specs.append((t("join.button"), self.open_join, px(220), palette.ACCENT))
        specs.append((t("menu.settings"), self.open_settings, px(200), palette.WOOD_DARK))
        specs.append((t("menu.family"), self.open_family, px(180), palette.WOOD_DARK))
        specs.append((t("menu.records"), self.open_records, px(180), palette.WOOD_DARK))
        specs.append((t("menu.quit"), self.app.quit, px(160), palette.DANGER))
        # every label whole at the buttons' own size (French words are longer), the row
        # narrowed back to the window if it must (the labels then shrink a little)
        size = max(READABLE, int(bh * 0.42))
        specs = [(label, action, max(least, label_width(label, size) + px(44)), colour)
                 for label, action, least, colour in specs]
        room = w - 2 * margin - gap * (len(specs) - 1)
        if sum(s[2] for s in specs) > room:
            scale = room / sum(s[2] for s in specs)
            specs = [(label, action, int(bw_ * scale), colour) for label, action, bw_, colour in specs]
        total = sum(s[2] for s in specs) + gap * (len(specs) - 1)
        x = (w - total) // 2
        bottom: list[Button] = []
        for label, action, bw_, colour in specs:
            bottom.append(self.button(label, action, pygame.Rect(x, by, bw_, bh), colour=colour))
            x += bw_ + gap
        self.continue_caption = None
        if self.saved is not None:
            save, _ = self.saved
            names = ", ".join(seat.name for seat in save.seats)
            caption = t("menu.continue_detail", game=game_title(save.game), names=names)
            planned, played = save.match.get("planned", 1), len(save.match.get("games") or ())
            if isinstance(planned, int) and planned > 1:
                caption = t("menu.continue_match", detail=caption, n=min(played + 1, planned),
                            total=planned)
            self.continue_caption = (caption, bottom[0].rect)
        return bottom, by

    def _build_cards(self, margin: int, top: int, by: int) -> tuple[list[GameCard], int]:
        """A card per game above the bottom row (every card's title in one size), and
        under the card of a game with a guided first game its "Show me how" button;
        returns them and their top."""
        w, h = self.size
        px = self.px
        gap = px(18)
        games = registry.games()
        n = max(1, len(games))
        caption_room = px(8)
        if self.continue_caption:
            lines, size = self.caption_lines(*self.continue_caption)
            caption_room = len(lines) * get_font(size).get_linesize() + px(8)
        # "Show me how" under its card; not while a notice takes the room at the top (the
        # cards' words would not fit): it is back once the notice is dismissed
        lessons = ([g for g in games if g in self.lessons and g not in self.problems]
                   if self.notice_rect is None else [])
        learn_h = max(READABLE * 2 + 8, px(44)) if lessons else 0
        caption_room += learn_h + px(10) if lessons else 0
        room_h = by - caption_room - top
        card_h = min(max(px(330), int(h * 0.4)), max(px(270), int(room_h * 0.58)), room_h - px(60))
        card_w = min(max(px(350), int(card_h * 1.05)), (w - 2 * margin - (n - 1) * gap) // n,
                     int(card_h * 1.1))
        card_y = by - caption_room - card_h
        total = n * card_w + (n - 1) * gap
        cards: list[GameCard] = []
        for i, game_id in enumerate(games):
            rect = pygame.Rect((w - total) // 2 + i * (card_w + gap), card_y, card_w, card_h)
            problem = self.problems.get(game_id)
            cards.append(self.button(game_title(game_id), partial(self.open_setup, game_id), rect,
                                     cls=GameCard, game_id=game_id, unit=self.u,
                                     enabled=problem is None,
                                     problem=describe(problem) if problem else "",
                                     picture=self.pictures,
                                     learned=game_id in self.app.settings.learned))
        if cards:                        # every card's title in one size
            fits = [card.fit() for card in cards]
            open_fits = [f for f, card in zip(fits, cards) if not card.problem] or fits
            for card in cards:
                card.title_size = min(f[1] for f in fits)
            for card in cards:              # a closed card's problem takes its own size
                card.tag_size = card.fit()[2] if card.problem else min(f[2] for f in open_fits)
        shows: list[Button] = []
        for card in cards:
            if card.game_id in lessons:
                rect = pygame.Rect(0, 0, int(card.rect.w * 0.86), learn_h)
                rect.midtop = (card.rect.centerx, card.rect.bottom + px(8))
                shows.append(self.button(t("learn.ui.show_me"), partial(self.open_lesson, card.game_id),
                                         rect, colour=palette.OK))
        self.show_buttons = shows
        return cards, card_y

    def _place_head(self, margin: int, top: int, card_y: int) -> None:
        """The illustration, and the name over its foot, between ``top`` and the cards."""
        w, _ = self.size
        px = self.px
        self.title_size = fit_size(t("app.title"), self.fs(80), w - 2 * margin, display=True, bold=True)
        self.sub_size = fit_size(t("menu.subtitle"), self.fs(25), w - 2 * margin, display=True)
        bottom_of_head = card_y - px(14)
        title_h = title_text(t("app.title"), self.title_size).get_height()
        sub_h = get_font(self.sub_size, display=True).get_height()
        while title_h + sub_h > (bottom_of_head - top) * 0.62 and self.title_size > 20:
            self.title_size -= 4
            title_h = title_text(t("app.title"), self.title_size).get_height()
        overlap = int(title_h * 0.3)
        art_h = max(px(40), bottom_of_head - top - title_h - sub_h + overlap)
        art_w = min(w - 2 * margin, int(art_h * 1.6))
        art_h = min(art_h, int(art_w / 1.6))
        head_h = art_h + title_h - overlap + sub_h
        self.art_rect = pygame.Rect(0, 0, art_w, art_h)
        self.art_rect.midtop = (w // 2, top + max(0, bottom_of_head - top - head_h) // 2)
        self.title_y = self.art_rect.bottom - overlap

    # drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._drawn = True

    def paint(self, surface: pygame.Surface) -> None:
        self.backdrop(surface)
        w, _ = surface.get_size()
        if self.art_rect.h >= self.px(60) and self.pictures:
            surface.blit(art.title_art(self.art_rect.w, self.art_rect.h), self.art_rect)
        title = title_text(t("app.title"), self.title_size)
        rect = surface.blit(title, title.get_rect(midtop=(w // 2, self.title_y)))
        draw_text(surface, t("menu.subtitle"), self.sub_size, palette.TEXT_LIGHT, display=True,
                  shadow=True, midtop=(w // 2, rect.bottom))
        if self.continue_caption:
            caption, under = self.continue_caption
            lines, size = self.caption_lines(caption, under)
            font = get_font(size)
            half = max(font.size(line)[0] for line in lines) // 2 + self.px(24)
            x = min(max(under.centerx, half), w - half)
            bottom = under.top - self.px(4)
            for k, line in enumerate(reversed(lines)):
                draw_text(surface, line, size, palette.TEXT_LIGHT, shadow=True,
                          midbottom=(x, bottom - k * font.get_linesize()))
        if self.notice_rect is not None:
            self.draw_notice(surface)

    def caption_lines(self, caption: str, under: pygame.Rect) -> tuple[list[str], int]:
        """The line about the game kept for "Continue": one line, two if it must."""
        width = min(self.size[0] - self.px(48), max(under.w, self.px(620)))
        return fit_lines(caption, self.fs(17), width, 2)

    def draw_notice(self, surface: pygame.Surface) -> None:
        r = self.notice_rect
        assert r is not None
        px = self.px
        surface.blit(art.panel(r.w, r.h, px(18), art.tint(palette.HIGHLIGHT, 0.45), palette.CHEESE_DARK), r)
        body = art.panel_body_rect(r.w, r.h).move(r.topleft)
        face = art.mouse_face(palette.MOUSE_GREY, px(84))
        surface.blit(face, face.get_rect(midleft=(body.left + px(22), body.centery)))
        x = body.left + px(22) + face.get_width() + px(20)
        y = body.top + px(14)
        heading = t("menu.notice_title")
        if len(self.app.notices) > 1:
            heading += "  (" + t("menu.notice_count", n=1, total=len(self.app.notices)) + ")"
        size = fit_size(heading, self.fs(23), self.notice_text_w, display=True)
        rect = draw_text(surface, heading, size, palette.TEXT, display=True, bold=True,
                         topleft=(x, y))
        y = rect.bottom + px(4)
        step = int(self.fs(17) * 1.25)
        for line in self.notice_lines:
            draw_text(surface, line, self.fs(17), palette.TEXT, topleft=(x, y))
            y += step
