"""The rules of one game, in the current language, scrollable (wheel, arrow keys,
Page Up/Down, Home/End, or dragging the bar).

The text comes from the game's translations: sections ``<game_id>.rules.<n>.title`` and
``.body`` for n = 1, 2, ... while they exist. In a body, a line starting with "- " is a
bullet point and an empty line separates paragraphs.

A section may have pictures (the game's descriptor draws them:
:meth:`~game.core.descriptor.GameInfo.rules_pictures`), in a row under its title, or
beside its text when they are few, each with its caption
``<game_id>.rules.<n>.captions.<k>`` under it if that text exists.

The page is kept as its layout (:class:`Op`: what is drawn where, and the page's
height), not as one picture as tall as the page (15 MB at 1600 x 1000 for a page with
pictures). It is drawn in horizontal tiles :data:`TILE_H` pixels high, each made when it
comes into view (a line or a picture across the edge between two tiles is drawn in
both, clipped, so the tiles join without a seam) and dropped when it is more than one
tile away from the view or when the layout changes. The lines of text drawn are kept by
the picture store (:func:`game.view.fonts.get_font` ``render``), so a tile is made
again quickly.
"""

from __future__ import annotations

from functools import partial
from typing import NamedTuple

import pygame

from .. import i18n
from ..core import registry
from ..core.safe_files import FileProblem
from ..i18n import t
from ..view import art, palette
from ..view.fonts import Font, get_font
from ..view.memory import blittable, weight
from ..view.widgets import draw_text, even, label_width, wrap
from .manager import Host
from .menu import READABLE, MenuScene, fit_size, game_title

#: How high a tile of the page is (pixels): small enough that the tiles kept (those
#: across the view, one above and one below; 1174 x 256 x 4 bytes = 1.2 MB each at
#: 1600 x 1000) weigh 6 MB at most there, against 15 to 18 MB for a whole page, big
#: enough that a smooth scroll makes one every few frames at most (about 1 ms each).
TILE_H = 256

#: A section's pictures go beside its text when they take at most this share of the width
#: (in one row, no caption longer than two lines).
BESIDE_SHARE = 0.36


def rule_sections(game_id: str) -> list[tuple[str, str]]:
    """``(title, body)`` of each section of the game's rules, in order."""
    sections = []
    n = 1
    while i18n.has(f"{game_id}.rules.{n}.title"):
        body = f"{game_id}.rules.{n}.body"
        sections.append((t(f"{game_id}.rules.{n}.title"), t(body) if i18n.has(body) else ""))
        n += 1
    return sections


def caption_size(size: int) -> int:
    """The font size of the pictures' captions, from the scaled size ``size``."""
    return max(size, READABLE + 1)


def text_width(line: str, size: int) -> int:
    """How wide ``line`` is drawn at ``size`` in the regular font (a caption's)."""
    return get_font(size).size(line)[0]


def section_pictures(game_id: str, section: int, height: int,
                     width: int) -> list[tuple[pygame.Surface, str]]:
    """The game's pictures for section ``section`` of its rules, each with its caption
    (``<game_id>.rules.<section>.captions.<k>``, or ""), each ``height`` high at most and
    no wider than ``width`` (scaled down if the game drew it bigger)."""
    try:
        info = registry.descriptor(game_id)
    except KeyError:
        return []
    try:
        pictures = info.rules_pictures(section, height)
    except FileProblem:           # a broken config or level: the words without pictures
        return []
    out = []
    for k, picture in enumerate(pictures, start=1):
        w, h = picture.get_size()
        scale = min(1.0, height / max(1, h), width / max(1, w))
        if scale < 1.0:
            picture = pygame.transform.smoothscale(picture, (max(1, int(w * scale)), max(1, int(h * scale))))
        key = f"{game_id}.rules.{section}.captions.{k}"
        out.append((picture, t(key) if i18n.has(key) else ""))
    return out


class Slot(NamedTuple):
    """A picture of a figure, its caption's lines, and the width they take."""
    picture: pygame.Surface
    lines: list[str]
    width: int


class Figure(NamedTuple):
    """A section's pictures laid out: what to draw where (from its top left), its size,
    how many rows it has and how many lines its longest caption."""
    ops: list[tuple[str, object, int, int]]
    width: int
    height: int
    rows: int
    lines: int


class Op(NamedTuple):
    """One thing of the page: its kind ("title", "bullet", "body", "picture" or
    "caption"), its text or picture, where it is drawn (its top left, in the page's
    coordinates) and the rows it may touch, ``top`` to ``bottom`` (excluded; a title's
    round mark and a bullet's dot included)."""
    kind: str
    what: object
    x: int
    y: int
    top: int
    bottom: int


def row_counts(widths: list[int], gap: int, limit: int) -> list[int]:
    """How many of the slots ``widths`` go in each row no wider than ``limit``: as few
    rows as filling them in turn needs, the slots spread evenly over them if they fit."""
    counts = [0]
    used = 0
    for w in widths:
        if counts[-1] and used + gap + w > limit:
            counts.append(0)
            used = 0
        used += (gap if counts[-1] else 0) + w
        counts[-1] += 1
    n, r = len(widths), len(counts)
    spread = [n // r + (1 if i < n % r else 0) for i in range(r)]
    k = 0
    for count in spread:
        if sum(widths[k:k + count]) + gap * (count - 1) > limit:
            return counts
        k += count
    return spread


class RulesScene(MenuScene):
    def __init__(self, app: Host, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.scroll = 0.0
        self.target = 0.0
        #: the page laid out (what is drawn where, in drawing order) and how tall it is
        self.ops: list[Op] = []
        self.page_height = 0
        self.title_size = self.body_size = 0
        #: the tiles of the page made, by number (tile i shows the page's rows from
        #: i * TILE_H): at most those across the view and one above and one below
        self.tiles: dict[int, pygame.Surface] = {}
        self.view = pygame.Rect(0, 0, 0, 0)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.dragging: float | None = None
        self.fades: dict[tuple, pygame.Surface] = {}
        #: where the page's lines of text and its pictures are drawn (its coordinates)
        self.text_boxes: list[pygame.Rect] = []
        self.picture_boxes: list[pygame.Rect] = []
        self.side_room = 0

    # geometry -----------------------------------------------------------------
    @property
    def page_rect(self) -> pygame.Rect:
        """The whole page, in its own coordinates (as wide as the view)."""
        return pygame.Rect(0, 0, self.view.w, self.page_height)

    @property
    def max_scroll(self) -> float:
        if not self.page_height:
            return 0.0
        return max(0.0, self.page_height - self.view.h)

    @property
    def held_bytes(self) -> int:
        """How many bytes of pixels the screen keeps for its page: the tiles made and
        the fade bands (not the pictures the layout draws, nor the window)."""
        return sum(weight(surf) for surf in (*self.tiles.values(), *self.fades.values()))

    def scroll_to(self, target: float) -> None:
        target = min(self.max_scroll, max(0.0, target))
        if target != self.target:
            self.target = target
            self.invalidate()

    def build(self) -> None:
        fraction = self.scroll / self.max_scroll if self.max_scroll else 0.0
        w, h = self.size
        px = self.px
        margin = px(28)
        back = self.button(t("common.back"), self.back, pygame.Rect(margin, margin, px(170), px(56)),
                           colour=palette.WOOD_DARK)
        buttons = [back]
        self.side_room = px(220)            # the title keeps clear of the buttons at its sides
        # the guided games: the first one at the top right, the others beside it, right
        # to left, or under it when the title would keep too little room between them
        parts = self.lesson_parts()
        labels = [t(f"learn.ui.show_me_{part}" if part else "learn.ui.show_me") for part in parts]
        widths = [max(px(180), label_width(label) + 30) for label in labels]
        row = sum(widths) + px(12) * len(widths)
        stacked = len(parts) > 1 and w - 2 * (margin + row) < w * 0.45
        right, y = w - margin, margin
        for part, label, bw in zip(parts, labels, widths):
            buttons.append(self.button(label, partial(self.open_lesson, part),
                                       pygame.Rect(right - bw, y, bw, px(56)),
                                       colour=palette.OK if part is None else palette.ACCENT))
            if stacked:
                self.side_room = max(self.side_room, margin + bw + px(12)) if y == margin else self.side_room
                y += px(64)
            else:
                right -= bw + px(12)
                self.side_room = max(self.side_room, w - right)
        self.set_buttons(buttons)
        self.title_y = margin
        top = margin + px(90) + (y - margin - px(64) if stacked else 0)
        pw = min(w - 2 * margin, px(1040))
        self.panel_rect = pygame.Rect((w - pw) // 2, top, pw, h - top - margin - px(26))
        body = art.panel_body_rect(self.panel_rect.w, self.panel_rect.h).move(self.panel_rect.topleft)
        pad = px(30)
        self.view = pygame.Rect(body.left + pad, body.top + px(18), body.w - 2 * pad - px(24),
                                body.h - px(36))
        self.track = pygame.Rect(self.view.right + px(12), self.view.top, px(12), self.view.h)
        self.tiles.clear()                  # the old page's tiles go: the layout changes
        self.lay_out_page(self.view.w)
        self.fades.clear()
        self.scroll = self.target = round(fraction * self.max_scroll)

    def lesson_offered(self, part: str | None = None) -> bool:
        """"Show me how" (and a second guided game: "Show me the powers", ``part``) is
        offered here when the game has that guided game and it can be played, and no
        game is being played under this screen (its rules opened from the table's pause
        menu: the game in progress is not left for a lesson)."""
        from ..scenes.gamescene import BaseGameScene
        from ..view.lesson_overlay import lesson_offered
        if any(isinstance(scene, BaseGameScene) for scene in self.app.scenes.stack):
            return False
        return lesson_offered(self.game_id, part)

    def lesson_parts(self) -> list[str | None]:
        """The guided games offered here: the first one (None), then the others."""
        from ..learn.lesson import LESSON_PARTS
        return [part for part in (None, *LESSON_PARTS) if self.lesson_offered(part)]

    def open_lesson(self, part: str | None = None) -> None:
        from ..view.lesson_overlay import start_lesson
        if start_lesson(self.app, self.game_id, part) is None:
            self.app.audio.play("error")

    def lay_out_page(self, width: int) -> None:
        """Lay out the whole text of the rules, ``width`` wide and as tall as it needs,
        each section's pictures under its title (or beside its body when they take
        little room): what is drawn where goes in :attr:`ops`, the page's height in
        :attr:`page_height`, and the rectangles of the lines of text and of the
        pictures in :attr:`text_boxes` and :attr:`picture_boxes` (in the page's
        coordinates). Nothing is drawn here: the tiles are, when they are shown."""
        sections = rule_sections(self.game_id) or [("", t("menu.rules_missing"))]
        # long reading: a little above the smallest size even in a small window
        title_size, body_size = max(self.fs(30), READABLE + 5), max(self.fs(21), READABLE + 2)
        step = int(body_size * 1.38)
        height = max(self.px(88), int(step * 3))    # the pictures: about three lines high
        ops: list[tuple[str, object, int, int]] = []          # kind, text or picture, x, y
        y = 0
        for n, (title, body) in enumerate(sections, start=1):
            if title:
                if y:
                    y += self.px(22)
                for line in wrap(title, title_size, width - self.px(40), bold=True):
                    ops.append(("title", line, self.px(40), y))
                    y += int(title_size * 1.2)
                y += self.px(6)
            pictures = section_pictures(self.game_id, n, height, width) if title else []
            figure: Figure | None = None
            beside = False
            if pictures and body.strip():          # beside the text, if they take little room
                figure = self.figure(pictures, height, int(width * BESIDE_SHARE))
                beside = (figure.rows == 1 and figure.lines <= 2
                          and figure.width <= width * BESIDE_SHARE)
            if pictures and not beside:
                figure = self.figure(pictures, height, width)
            body_width = width
            if figure is not None:
                fx = width - figure.width if beside else (width - figure.width) // 2
                ops.extend((kind, what, fx + x, y + fy) for kind, what, x, fy in figure.ops)
                if beside:
                    body_width = width - figure.width - self.px(30)
                else:
                    y += figure.height + self.px(14)
            top = y
            y = self.body_ops(body, body_size, step, body_width, y, ops)
            if beside and figure is not None:
                y = max(y, top + figure.height + self.px(8))
        self.title_size, self.body_size = title_size, body_size
        self.text_boxes = []
        self.picture_boxes = []
        self.ops = [self.place(kind, what, x, oy) for kind, what, x, oy in ops]
        self.page_height = max(1, y + self.px(10))

    def body_ops(self, body: str, size: int, step: int, width: int, y: int,
                 ops: list[tuple[str, object, int, int]]) -> int:
        """Add the lines of a section's ``body`` wrapped to ``width`` from ``y`` to ``ops``
        (a line starting with "- " is a bullet point); returns the y under them."""
        bullet_in = self.px(30)
        for paragraph in body.replace("**", "").split("\n"):
            text = paragraph.strip()
            if not text:
                y += step // 2
                continue
            bullet = text[:2] in ("- ", "* ", "• ")
            if bullet:
                text = text[2:].strip()
            x = bullet_in if bullet else 0
            for i, line in enumerate(wrap(text, size, width - x)):
                if bullet and i == 0:
                    ops.append(("bullet", "", x, y))
                ops.append(("body", line, x, y))
                y += step
            y += self.px(4)
        return y

    def figure(self, pictures: list[tuple[pygame.Surface, str]], height: int, limit: int) -> Figure:
        """``pictures`` (with their captions) laid out in rows no wider than ``limit``,
        each caption under its picture: in the fewest rows (then the fewest lines of
        caption), captions wrapped narrower and the pictures a little closer if that
        saves a row."""
        roomy, medium, narrow = (self.slots(pictures, height, room) for room in (2.2, 1.5, 0.0))
        gap = self.px(26)
        laid = [self.lay_out(slots, height, limit, g)
                for slots, g in ((roomy, gap), (medium, gap), (narrow, gap), (narrow, self.px(14)))]
        return min(laid, key=lambda figure: (figure.rows, figure.lines))

    def slots(self, pictures: list[tuple[pygame.Surface, str]], height: int, room: float) -> list[Slot]:
        """Each picture with its caption's lines, wrapped to ``room`` times the pictures'
        height or to the picture's width if wider (a long word may be wider still)."""
        size = caption_size(self.fs(17))
        out = []
        for picture, caption in pictures:
            pw = picture.get_width()
            most = max(pw, int(height * room))
            lines = even(wrap(caption, size, most), caption, size, most) if caption else []
            out.append(Slot(picture, lines, max([pw, *(text_width(line, size) for line in lines)])))
        return out

    def lay_out(self, slots: list[Slot], height: int, limit: int, gap: int) -> Figure:
        """The pictures and caption lines of ``slots`` placed in rows ``gap`` apart (see
        :func:`row_counts`), each row centred, from the figure's top left."""
        size = caption_size(self.fs(17))
        line_h = int(size * 1.25)                    # the lines of a caption, top to top
        drawn_h = get_font(size).get_height()        # how tall a line is drawn
        counts = row_counts([slot.width for slot in slots], gap, limit)
        rows, k = [], 0
        for count in counts:
            rows.append(slots[k:k + count])
            k += count
        fw = max(sum(slot.width for slot in row) + gap * (len(row) - 1) for row in rows)
        ops: list[tuple[str, object, int, int]] = []
        y = 0
        for row in rows:
            x = (fw - (sum(slot.width for slot in row) + gap * (len(row) - 1))) // 2
            most = max(len(slot.lines) for slot in row)
            for picture, lines, sw in row:
                ops.append(("picture", picture, x + (sw - picture.get_width()) // 2,
                            y + height - picture.get_height()))
                for i, line in enumerate(lines):
                    ops.append(("caption", line, x + (sw - text_width(line, size)) // 2,
                                y + height + self.px(6) + i * line_h))
                x += sw + gap
            y += height + (self.px(6) + (most - 1) * line_h + drawn_h if most else 0) + self.px(10)
        return Figure(ops, fw, y - self.px(10), len(rows), max(len(slot.lines) for slot in slots))

    def place(self, kind: str, what: object, x: int, y: int) -> Op:
        """One thing of the page at ``(x, y)`` as an :class:`Op` with the rows it
        touches; the rectangle of a line of text or a picture is noted in
        :attr:`text_boxes` or :attr:`picture_boxes` (where drawing it puts it)."""
        if kind == "picture" and isinstance(what, pygame.Surface):
            box = what.get_rect(topleft=(x, y))
            self.picture_boxes.append(box)
        elif kind == "bullet":
            r = max(3, int(self.body_size * 0.2))
            box = pygame.Rect(0, y + int(self.body_size * 0.68) - r, 1, 2 * r + 1)
        else:
            box = pygame.Rect((x, y), self.text_font(kind).size(str(what)))
            self.text_boxes.append(box)
            if kind == "title":                  # and its round mark at the left
                r = int(self.title_size * 0.32)
                cy = y + int(self.title_size * 0.62)
                box = box.union(pygame.Rect(0, cy - r, 1, 2 * r + 1))
        # a row more either side: drawing it into a tile it misses costs nothing
        return Op(kind, what, x, y, box.top - 1, box.bottom + 1)

    def text_font(self, kind: str) -> Font:
        """The font a line of text of this kind is drawn in."""
        if kind == "title":
            return get_font(self.title_size, display=True, bold=True)
        if kind == "caption":
            return get_font(caption_size(self.fs(17)))
        return get_font(self.body_size)

    def draw_op(self, surface: pygame.Surface, op: Op, top: int) -> None:
        """Draw one thing of the page (a title, a bullet, a line, a picture or a caption
        line) on ``surface``, which shows the page's rows from ``top``."""
        x, y = op.x, op.y - top
        if op.kind == "title":
            r = int(self.title_size * 0.32)
            cy = y + int(self.title_size * 0.62)
            pygame.draw.circle(surface, palette.CHEESE, (self.px(14), cy), r)
            pygame.draw.circle(surface, palette.CHEESE_DARK, (self.px(14), cy), r, max(2, self.px(2)))
            colour = palette.PANEL_DARK
        elif op.kind == "bullet":
            pygame.draw.circle(surface, palette.ACCENT, (x - self.px(14), y + int(self.body_size * 0.68)),
                               max(3, int(self.body_size * 0.2)))
            return
        elif op.kind == "picture" and isinstance(op.what, pygame.Surface):
            surface.blit(op.what, (x, y))
            return
        else:
            colour = palette.PANEL_DARK if op.kind == "caption" else palette.TEXT
        surface.blit(self.text_font(op.kind).render(str(op.what), True, colour), (x, y))

    def draw_ops(self, surface: pygame.Surface, top: int) -> None:
        """Draw on ``surface`` what of the page shows in it when its first row is the
        page's row ``top`` (each thing that touches it, clipped at its edges)."""
        bottom = top + surface.get_height()
        for op in self.ops:
            if op.top < bottom and op.bottom > top:
                self.draw_op(surface, op, top)

    def tile(self, n: int) -> pygame.Surface:
        """Tile ``n`` of the page (its rows from ``n * TILE_H``, :data:`TILE_H` high or
        what is left of the page), made now if it is not kept."""
        tile = self.tiles.get(n)
        if tile is None:
            top = n * TILE_H
            made = pygame.Surface((max(1, self.view.w), max(1, min(TILE_H, self.page_height - top))),
                                  pygame.SRCALPHA)
            self.draw_ops(made, top)
            tile = self.tiles[n] = blittable(made)
        return tile

    def blit_page(self, surface: pygame.Surface) -> None:
        """The page where it is scrolled to, in the view, from the tiles across it (made
        if missing); the tiles more than one away from them are dropped."""
        top = round(self.scroll)
        bottom = min(self.page_height, top + self.view.h)
        if bottom <= top or self.view.w <= 0:
            return
        first, last = top // TILE_H, (bottom - 1) // TILE_H
        for n in range(first, last + 1):
            tile = self.tile(n)
            start = n * TILE_H
            shown = max(top, start), min(bottom, start + tile.get_height())
            surface.blit(tile, (self.view.left, self.view.top + shown[0] - top),
                         pygame.Rect(0, shown[0] - start, self.view.w, shown[1] - shown[0]))
        for n in [n for n in self.tiles if not first - 1 <= n <= last + 1]:
            del self.tiles[n]

    # events -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        page = self.view.h * 0.85
        line = self.px(60)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.target - event.y * self.px(80))
            return
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: line, pygame.K_UP: -line, pygame.K_PAGEDOWN: page,
                     pygame.K_PAGEUP: -page}
            if event.key in moves:
                self.scroll_to(self.target + moves[event.key])
                return
            if event.key == pygame.K_HOME:
                self.scroll_to(0)
                return
            if event.key == pygame.K_END:
                self.scroll_to(self.max_scroll)
                return
        thumb = self.thumb()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and thumb is not None:
            if thumb.collidepoint(event.pos):
                self.dragging = event.pos[1] - thumb.top
                return
            if self.track.inflate(self.px(16), 0).collidepoint(event.pos):
                self.scroll_to(self.target + (page if event.pos[1] > thumb.centery else -page))
                return
        if event.type == pygame.MOUSEMOTION and self.dragging is not None and thumb is not None:
            room = self.track.h - thumb.h
            top = event.pos[1] - self.dragging - self.track.top
            self.scroll_to(self.max_scroll * min(1.0, max(0.0, top / room)) if room else 0)
            self.scroll = self.target
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging is not None:
            self.dragging = None
            return
        super().handle(event)

    def update(self, dt: float) -> bool:
        gap = self.target - self.scroll
        if abs(gap) < 0.5:
            if gap:
                self.scroll = self.target
                self.invalidate()
            return False
        self.scroll += gap * min(1.0, dt * 14)
        return True

    def pause(self) -> None:
        """Another screen came over this one: the tiles go too (made again when this
        screen shows)."""
        super().pause()
        self.tiles.clear()

    def exit(self) -> None:
        """Off the stack: the page's tiles, its layout (with its pictures) and the fade
        bands go now, not when the garbage collector finds the scene."""
        super().exit()
        self.tiles.clear()
        self.ops = []
        self.page_height = 0
        self.fades.clear()

    # drawing ------------------------------------------------------------------
    def thumb(self) -> pygame.Rect | None:
        if self.max_scroll <= 0:
            return None
        total = self.page_height
        h = max(self.px(40), int(self.track.h * self.view.h / total))
        y = self.track.top + int((self.track.h - h) * self.scroll / self.max_scroll)
        return pygame.Rect(self.track.left, y, self.track.w, h)

    def fade(self, surface: pygame.Surface, band: pygame.Rect, top: bool) -> None:
        """Fade the text in ``band`` into the paper it is on (opaque at the edge)."""
        key = (*band, top)
        if key not in self.fades:
            paper = art.panel(self.panel_rect.w, self.panel_rect.h, self.px(24))
            x = band.centerx - self.panel_rect.left
            fade = pygame.Surface(band.size, pygame.SRCALPHA)
            for y in range(band.h):
                colour = paper.get_at((x, min(paper.get_height() - 1, band.y - self.panel_rect.top + y)))
                k = (band.h - y) / band.h if top else (y + 1) / band.h
                fade.fill((colour.r, colour.g, colour.b, int(255 * k ** 1.5)), (0, y, band.w, 1))
            self.fades[key] = fade
        surface.blit(self.fades[key], band)

    def paint(self, surface: pygame.Surface) -> None:
        self.backdrop(surface)
        px = self.px
        title = t("menu.rules_title", game=game_title(self.game_id))
        self.heading(surface, title, self.title_y, 46, width=surface.get_width() - 2 * self.side_room)
        r = self.panel_rect
        surface.blit(art.panel(r.w, r.h, px(24)), r)
        if self.max_scroll > 0:
            pygame.draw.rect(surface, art.mix(palette.WOOD_LIGHT, palette.PANEL, 0.5), self.track,
                             border_radius=self.track.w // 2)
            hint = t("menu.rules_hint")
            size = fit_size(hint, self.fs(17), surface.get_width() - px(40))
            draw_text(surface, hint, size, palette.TEXT_LIGHT, shadow=True,
                      midtop=(r.centerx, r.bottom + px(2)))

    def draw_live(self, surface: pygame.Surface) -> None:
        """The text where it is scrolled to, faded at an edge with more, and the bar."""
        if self.page_height:
            self.blit_page(surface)
            # the text fades out at an edge where there is more of it
            fade_h = min(self.px(40), self.view.h // 4)
            if self.scroll > 1:
                self.fade(surface, pygame.Rect(self.view.left, self.view.top, self.view.w, fade_h), True)
            if self.scroll < self.max_scroll - 1:
                self.fade(surface, pygame.Rect(self.view.left, self.view.bottom - fade_h, self.view.w,
                                               fade_h), False)
        thumb = self.thumb()
        if thumb is not None:
            pygame.draw.rect(surface, palette.WOOD_DARK, thumb, border_radius=thumb.w // 2)
