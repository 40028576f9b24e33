"""The family's players (issue 19): who the family is, kept between games.

Reached from the title screen ("Family") and from the setup's strip of players; its
"Records" button opens the family's records (:mod:`game.scenes.records`). On
the left, the players (their face and name; a page at a time when there are more
than the column holds) and "Add a player"; on the right, the chosen player: the
name (click, type, Enter), the colour and the face (a click: the next one), child
or grown-up, the computer level they play against by default, and "Remove" (asked
first). Every change goes through the store (:class:`game.family.players.Family`:
checked, written atomically beside the frame). A damaged players file: the store's
message shows at the top of this screen (and on the title screen), once.

Decisions: a new player is named "Player N" (the first such name nobody has), and
its name is ready to be typed at once; a name another player has is refused with a
sentence, the old name kept; removing a player keeps their games in the records
(under the name they last played with).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from .. import i18n
from ..family.players import Player, choices
from ..i18n import t
from ..view import art, palette
from ..view.fonts import get_font
from ..view.widgets import READABLE, Button, draw_text, fit_lines, label_width
from .family_widgets import face_name, family_of, family_problem, player_face
from .manager import Host
from .menu import ArrowButton, MenuScene, colour_name, fit_size, player_rgb, text_on
from .setup_choices import level_label
from .setup_fields import ColourButton, NameField, name_typing


class FamilyScene(MenuScene):
    def __init__(self, app: Host):
        super().__init__(app)
        self.family = family_of(app)
        self.chosen: str | None = self.family.players[0].id if len(self.family) else None
        self.page = 0
        self.per_page = 1
        self.editing = False
        self.edit_text = ""
        self.blink = 0.0
        self.error = ""
        problem = family_problem(app)
        self.problem = i18n.describe(problem) if problem is not None and not getattr(
            app, "family_problem_seen", False) else ""
        app.family_problem_seen = True            # type: ignore[attr-defined]
        if self.problem and problem in app.notices:
            app.notices.remove(problem)           # said here: not again on the title
        self.labels: list[tuple[str, pygame.Rect]] = []
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.edit_rect = pygame.Rect(0, 0, 0, 0)
        self.name_field: NameField | None = None
        self.title_y = 0
        self.note_rect = pygame.Rect(0, 0, 0, 0)
        self.page_label: tuple[str, pygame.Rect] | None = None
        self.error_y = 0
        self.title_room = 0

    # the model ----------------------------------------------------------------
    @property
    def player(self) -> Player | None:
        return self.family.get(self.chosen) if self.chosen else None

    def choose(self, player_id: str) -> None:
        self.finish_editing()
        self.chosen = player_id
        self.error = ""
        self.rebuild()

    def add(self) -> None:
        self.finish_editing()
        taken = {p.name.casefold() for p in self.family}
        n = len(self.family) + 1
        while t("setup.default_name", n=n).casefold() in taken:
            n += 1
        try:
            player = self.family.add(t("setup.default_name", n=n))
        except ValueError:
            self.error = t("family.players.full", n=choices().max_players)
            self.rebuild()
            return
        self.chosen = player.id
        self.page = (len(self.family) - 1) // max(1, self.per_page)
        self.error = ""
        self.start_editing()

    def change(self, **fields) -> None:
        if self.chosen is None:
            return
        try:
            self.family.change(self.chosen, **fields)
            self.error = ""
        except ValueError:
            self.error = t("family.players.refused")
        self.rebuild()

    def next_colour(self) -> None:
        player = self.player
        if player is not None:
            colours = choices().colours
            self.change(colour=colours[(colours.index(player.colour) + 1) % len(colours)])

    def next_face(self) -> None:
        player = self.player
        if player is not None:
            faces = choices().faces
            self.change(face=faces[(faces.index(player.face) + 1) % len(faces)])

    def ask_remove(self) -> None:
        player = self.player
        if player is None:
            return
        self.finish_editing()
        from .message import MessageScene
        self.app.scenes.push(MessageScene(self.app, t("family.players.remove_text", name=player.name),
                                          title=t("family.players.remove_title", name=player.name),
                                          on_ok=partial(self.remove, player.id),
                                          ok_label=t("family.players.remove_yes"),
                                          cancel_label=t("family.players.remove_no")))

    def remove(self, player_id: str) -> None:
        self.family.remove(player_id)
        self.chosen = self.family.players[0].id if len(self.family) else None
        self.page = 0
        self.rebuild()

    def turn_page(self, step: int) -> None:
        pages = max(1, -(-len(self.family) // max(1, self.per_page)))
        self.page = (self.page + step) % pages
        self.rebuild()

    # the name -----------------------------------------------------------------
    def start_editing(self) -> None:
        if self.player is None:
            return
        self.editing = True
        self.edit_text = self.player.name
        self.blink = 0.0
        pygame.key.start_text_input()
        self.rebuild()

    def finish_editing(self) -> None:
        if not self.editing:
            return
        self.editing = False
        text = self.edit_text.strip()
        player = self.player
        if player is not None and text and text != player.name:
            other = self.family.named(text)
            if other is not None and other.id != player.id:
                self.error = t("family.players.taken", name=text)
            else:
                try:
                    self.family.rename(player.id, text)
                    self.error = ""
                except ValueError:
                    self.error = t("family.players.refused")
        self.rebuild()

    def handle(self, event: pygame.event.Event) -> None:
        if self.editing:
            self.edit_text, typed = name_typing(event, self.edit_text, choices().name_chars)
            if typed == "edited":
                self._edited()
            elif typed == "done":
                self.finish_editing()
            if typed is not None:
                return
            if event.type == pygame.MOUSEBUTTONDOWN and (
                    self.name_field is None or not self.name_field.rect.collidepoint(event.pos)):
                self.finish_editing()
        super().handle(event)

    def _edited(self) -> None:
        self.blink = 0.0
        if self.name_field is not None:
            self.name_field.label = self.edit_text
            self.name_field.caret = True
        self.invalidate()

    def update(self, dt: float) -> bool:
        if self.editing and self.name_field is not None:
            before = int(self.blink / 0.5) % 2
            self.blink += dt
            if before != int(self.blink / 0.5) % 2:
                self.name_field.caret = not self.name_field.caret
                self.invalidate()
        return False

    def back(self) -> None:
        self.finish_editing()
        super().back()

    def exit(self) -> None:
        self.family.flush(1.0)                    # the last change written before leaving
        super().exit()

    # layout -------------------------------------------------------------------
    def build(self) -> None:
        px = self.px
        w, h = self.size
        margin = px(28)
        back = self.back_button(margin, px(56))
        rw = max(px(170), label_width(t("family.records.open")) + px(40))
        records = self.button(t("family.records.open"), self.open_records,
                              pygame.Rect(w - margin - rw, margin, rw, px(56)), colour=palette.CHEESE_DARK)
        self.title_room = w - 2 * (margin + max(back.rect.w, rw) + px(16))
        self.title_y = margin
        top = margin + px(96)
        self.note_rect = pygame.Rect(margin, top, w - 2 * margin, 0)
        if self.problem:
            lines, size = fit_lines(self.problem, self.fs(17), w - 2 * margin - px(30), 3)
            self.note_rect.h = len(lines) * get_font(size).get_linesize() + px(16)
            top = self.note_rect.bottom + px(10)
        list_w = max(px(300), int((w - 2 * margin) * 0.36))
        self.list_rect = pygame.Rect(margin, top, list_w, h - margin - top)
        self.edit_rect = pygame.Rect(self.list_rect.right + px(20), top,
                                     w - margin - self.list_rect.right - px(20), h - margin - top)
        buttons = self._build_list() + self._build_editor()
        self.set_buttons([*buttons, back, records])

    def open_records(self) -> None:
        from .records import RecordsScene
        self.finish_editing()
        self.app.scenes.push(RecordsScene(self.app))

    def _build_list(self) -> list[Button]:
        px = self.px
        pad, gap = px(26), px(10)
        r = self.list_rect
        row_h = max(px(54), get_font(self.fs(22), display=True).get_height() + px(14))
        add_h = row_h
        room = r.h - 2 * pad - add_h - gap
        per_page = max(1, (room + gap) // (row_h + gap))
        players = self.family.players
        paged = len(players) > per_page
        if paged:                                # a row for the page arrows
            per_page = max(1, (room - row_h) // (row_h + gap))
        self.per_page = per_page
        pages = max(1, -(-len(players) // per_page))
        self.page = min(self.page, pages - 1)
        buttons: list[Button] = []
        y = r.top + pad
        face_w = int(row_h * 0.7)
        for player in players[self.page * per_page:(self.page + 1) * per_page]:
            rgb = player_rgb(player.colour)
            colour = art.tint(rgb, 0.15)
            buttons.append(self.button(player.name, partial(self.choose, player.id),
                                       pygame.Rect(r.left + pad, y, r.w - 2 * pad, row_h),
                                       colour=colour, text_colour=text_on(colour),
                                       icon=player_face(player.colour, player.face, face_w),
                                       selected=player.id == self.chosen))
            y += row_h + gap
        bottom = r.bottom - pad - add_h
        if paged:
            aw = row_h
            arrows_y = bottom - gap - row_h
            buttons.append(self.button("<", lambda: self.turn_page(-1),
                                       pygame.Rect(r.left + pad, arrows_y, aw, row_h), cls=ArrowButton,
                                       colour=palette.WOOD_DARK))
            buttons.append(self.button(">", lambda: self.turn_page(1),
                                       pygame.Rect(r.right - pad - aw, arrows_y, aw, row_h),
                                       cls=ArrowButton, colour=palette.WOOD_DARK))
            self.page_label = (t("family.players.page", n=self.page + 1, total=pages),
                               pygame.Rect(r.left + pad + aw, arrows_y, r.w - 2 * pad - 2 * aw, row_h))
        else:
            self.page_label = None
        add = self.button("+  " + t("family.players.add"), self.add,
                          pygame.Rect(r.left + pad, bottom, r.w - 2 * pad, add_h),
                          colour=palette.OK, enabled=len(players) < choices().max_players)
        buttons.append(add)
        return buttons

    def _build_editor(self) -> list[Button]:
        """The chosen player's rows: name, colour, face, child or grown-up, level,
        remove."""
        px = self.px
        self.labels = []
        self.name_field = None
        player = self.player
        if player is None:
            return []
        r = self.edit_rect
        pad, gap = px(30), px(12)
        count = 6
        error_h = get_font(self.fs(18)).get_linesize() * 2 + px(6)
        row_h = min(px(70), (r.h - 2 * pad - error_h - (count - 1) * gap) // count)
        row_h = max(px(40), row_h)
        bh = int(row_h * 0.86)
        label_w = int((r.w - 2 * pad) * 0.34)
        cx = r.left + pad + label_w
        cw = r.right - pad - cx
        y = r.top + pad
        buttons: list[Button] = []

        def label(text: str) -> None:
            self.labels.append((text, pygame.Rect(r.left + pad, y, label_w - px(8), row_h)))

        def segmented(choices_: list[tuple[str, bool, Callable[[], None]]]) -> None:
            g = px(8)
            w = (cw - g * (len(choices_) - 1)) // len(choices_)
            for k, (text, on, action) in enumerate(choices_):
                buttons.append(self.button(text, action, pygame.Rect(cx + k * (w + g), y + (row_h - bh) // 2,
                                                                    w, bh),
                                           colour=art.tint(palette.WOOD, 0.25), selected=on,
                                           text_colour=palette.TEXT_LIGHT if on else palette.TEXT))

        label(t("family.players.name"))
        field_ = self.button(self.edit_text if self.editing else player.name, self.start_editing,
                             pygame.Rect(cx, y + (row_h - bh) // 2, cw, bh), cls=NameField,
                             editing=self.editing, unit=self.u, placeholder=player.name)
        self.name_field = field_
        buttons.append(field_)
        y += row_h + gap
        label(t("family.players.colour"))
        rgb = player_rgb(player.colour)
        buttons.append(self.button(colour_name(player.colour), self.next_colour,
                                   pygame.Rect(cx, y + (row_h - bh) // 2, cw, bh), colour=rgb,
                                   cls=ColourButton, text_colour=text_on(rgb),
                                   face=art.mouse_face(rgb, int(bh * 0.8))))
        y += row_h + gap
        label(t("family.players.face"))
        buttons.append(self.button(face_name(player.face), self.next_face,
                                   pygame.Rect(cx, y + (row_h - bh) // 2, cw, bh), colour=art.tint(rgb, 0.3),
                                   cls=ColourButton, text_colour=text_on(art.tint(rgb, 0.3)),
                                   face=player_face(player.colour, player.face, int(bh * 0.8))))
        y += row_h + gap
        label(t("family.players.who"))
        segmented([(t("family.players.child"), player.child, partial(self.change, child=True)),
                   (t("family.players.grown_up"), not player.child, partial(self.change, child=False))])
        y += row_h + gap
        label(t("family.players.level"))
        segmented([(level_label(lv), player.level == lv, partial(self.change, level=lv))
                   for lv in choices().levels])
        y += row_h + gap
        rw = min(cw, max(px(220), label_width(t("family.players.remove")) + px(40)))
        buttons.append(self.button(t("family.players.remove"), self.ask_remove,
                                   pygame.Rect(r.right - pad - rw, y + (row_h - bh) // 2, rw, bh),
                                   colour=palette.DANGER))
        self.error_y = y + row_h + gap
        return buttons

    # drawing ------------------------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        self.backdrop(surface)
        px = self.px
        self.heading(surface, t("family.players.title"), self.title_y, 50, width=self.title_room)
        if self.problem:
            n = self.note_rect
            pygame.draw.rect(surface, art.mix(palette.DANGER, palette.PANEL, 0.75), n,
                             border_radius=px(14))
            lines, size = fit_lines(self.problem, self.fs(17), n.w - px(30), 3)
            step = get_font(size).get_linesize()
            for k, line in enumerate(lines):
                draw_text(surface, line, size, palette.TEXT, topleft=(n.left + px(15), n.top + px(8) + k * step))
        for rect in (self.list_rect, self.edit_rect):
            surface.blit(art.panel(rect.w, rect.h, px(22)), rect)
        if self.page_label is not None:
            text, rect = self.page_label
            size = fit_size(text, self.fs(20), rect.w - px(10))
            draw_text(surface, text, size, palette.TEXT, center=rect.center)
        r = self.edit_rect
        if self.player is None:
            lines, size = fit_lines(t("family.players.none"), self.fs(22), r.w - px(60), 4)
            step = get_font(size).get_linesize()
            for k, line in enumerate(lines):
                draw_text(surface, line, size, palette.TEXT,
                          midtop=(r.centerx, r.top + px(40) + k * step))
            return
        for text, rect in self.labels:
            size = fit_size(text, self.fs(24), rect.w, display=True)
            draw_text(surface, text, size, palette.TEXT, display=True, midleft=(rect.left, rect.centery))
        if self.error:
            lines, size = fit_lines(self.error, self.fs(18), r.w - px(48), 2)
            step = get_font(size).get_linesize()
            for k, line in enumerate(lines):
                draw_text(surface, line, max(READABLE, size), palette.DANGER,
                          topleft=(r.left + px(24), self.error_y + k * step))
