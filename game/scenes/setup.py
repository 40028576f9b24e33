"""Who plays: the number of players, each seat's name, colour, human or computer (and
its level), who starts, the game's own options, and how many games in a row (a single
game, or a match of 3 or 5: :mod:`game.core.match`); then "Play!".

Seat order is play order (to the left). The rules always start with seat 0, so the
seats are rotated on "Play!" to put the first player (chosen, or drawn at random)
first, keeping everyone's place around the table.

The family's players (issue 19) stand above the seats, one chip each (their face and
name): a click seats them in the seat whose name is being typed, else in the first
person's seat nobody has named, else in a new seat (a computer's seat last). A seat
taken so carries the player's id and takes their colour when no other seat wears it.
A name typed that is a family player's name seats that player; a name typed that is
nobody's is offered to be kept ("Remember Léa"). Each person's seat has a Hints
toggle in the place a computer's level takes (on for a child when seated).

Decision (the issue is silent on the computers' level): seating a family player sets
every computer seat to the easiest of the default levels of the family players
seated (the youngest at the table sets how hard the computers play; changed by hand
afterwards as before).

Play across the house (issue 20): a person's seat has a small screen button after
"Human", "here" (plain) or "on another screen" (lit): that person plays on another
computer of the home network. Such a seat wears a sky-blue "Other screen" tag on its
name; its name may be left as it is, for the joiner to give. With at least one such
seat, "Play!" opens the host's waiting screen (:mod:`.waiting`) instead of the table:
the join code, this computer's address, each remote seat waiting or joined; the game
starts when all have joined, Cancel comes back here with nothing lost.
"""

from __future__ import annotations

import random
from functools import partial

import pygame

from .. import paths
from ..core import registry
from ..core.match import LENGTHS, Match
from ..core.save_writer import settled
from ..core.seats import Seat
from ..family.players import Player, same_name
from ..i18n import t
from ..view import art, palette
from ..view.fonts import get_font
from ..view.widgets import READABLE, Button, draw_text, ellipsize, fit_lines, label_width
from .family_widgets import family_of, player_face
from .manager import Host
from .menu import ArrowButton, MenuScene, colour_name, fit_size, game_title, player_rgb, text_on
from .setup_choices import (
    NAME_MAX,
    RANDOM,
    Draft,
    Setup,
    default_name,
    games_label,
    level_label,
    option_label,
    option_value_label,
    rotate,
)
from .setup_fields import (
    ColourButton,
    NameField,
    ScreenToggle,
    fade_edges,
    name_typing,
    remote_badge,
    seat_columns,
    starts_badge,
    thumb_rect,
)


# ------------------------------------------------------------------------ scene
class SetupScene(MenuScene):
    def __init__(self, app: Host, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.cls = registry.game_class(game_id)
        self.levels = registry.levels(game_id)
        self.rng = random.Random()
        last: Setup | None = app.last_setups.get(game_id)
        if last is not None:
            self.setup = last.copy()
        else:
            colours = self.colours()
            drafts = [Draft(colours[i], "human" if i == 0 else "cpu", self.default_level())
                      for i in range(self.cls.min_players)]
            self.setup = Setup(drafts, 0, {s.key: s.default for s in self.cls.option_specs})
        self.editing: int | None = None
        self.edit_text = ""
        self.blink = 0.0
        self.rows: list[pygame.Rect] = []
        self.add_row: pygame.Rect | None = None
        self.picture_rect = pygame.Rect(0, 0, 0, 0)
        self.fields: list[NameField] = []
        self.labels: list[tuple[list[str], int, pygame.Rect, bool]] = []
        #: each selector's value and its box; how its words are set in that box
        self.values: list[tuple[str, pygame.Rect]] = []
        self.value_lines: list[tuple[list[str], int, pygame.Rect]] = []
        self.header_room = 0
        #: the right column scrolls in ``view`` when it is taller (Play! stays below it)
        self.view = pygame.Rect(0, 0, 0, 0)
        self.track = pygame.Rect(0, 0, 0, 0)
        self.scroll = 0
        self.max_scroll = 0
        self.dragging: int | None = None
        self.bar_w = 0
        self._badge: tuple[tuple, pygame.Surface] | None = None
        self._remote_tag: tuple[tuple, pygame.Surface] | None = None
        self._screen_tip: tuple[tuple, tuple[list[str], int]] | None = None
        self._tip_painted: tuple[list[str], int] | None = None
        #: the family's chips above the seats (the strip they stand in)
        self.chips: list[Button] = []
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.family = family_of(app)
        #: the seat whose name was being typed when a chip was pressed
        self.target: int | None = None

    # the model ------------------------------------------------------------------
    @property
    def drafts(self) -> list[Draft]:
        return self.setup.drafts

    def colours(self) -> list[str]:
        """The colours a seat of this game may take (Chaos: never a mouse colour)."""
        return palette.seat_colours(registry.descriptor(self.game_id).seat_colours)

    def default_level(self) -> str:
        return "normal" if "normal" in self.levels else self.levels[0]

    def name_of(self, index: int) -> str:
        draft = self.drafts[index]
        return draft.name or default_name(index, draft.kind)

    def set_count(self, count: int) -> None:
        count = max(self.cls.min_players, min(self.cls.max_players, count))
        while len(self.drafts) < count:
            used = {d.colour for d in self.drafts}
            free = [c for c in self.colours() if c not in used]
            self.drafts.append(Draft(free[0] if free else "orange", "human", self.default_level()))
        del self.drafts[count:]
        if isinstance(self.setup.starter, int) and self.setup.starter >= count:
            self.setup.starter = 0
        self.finish_editing()
        self.rebuild()

    def next_colour(self, index: int) -> None:
        order = self.colours()
        used = {d.colour for i, d in enumerate(self.drafts) if i != index}
        start = order.index(self.drafts[index].colour) if self.drafts[index].colour in order else -1
        for step in range(1, len(order) + 1):
            colour = order[(start + step) % len(order)]
            if colour not in used:
                self.drafts[index].colour = colour
                break
        self.rebuild()

    def toggle_kind(self, index: int) -> None:
        draft = self.drafts[index]
        draft.kind = "human" if draft.kind == "cpu" else "cpu"
        if draft.kind == "cpu" and draft.player is not None:
            draft.player, draft.name, draft.hints = None, None, False    # Léa is no computer
        if draft.kind == "cpu":
            draft.remote = False                     # a computer plays here, at the host
        self.rebuild()

    def toggle_remote(self, index: int) -> None:
        """A person's seat: at this screen, or on another computer of the house."""
        draft = self.drafts[index]
        if draft.kind == "human":
            draft.remote = not draft.remote
            self.rebuild()

    def toggle_hints(self, index: int) -> None:
        self.drafts[index].hints = not self.drafts[index].hints
        self.rebuild()

    # the family's players ----------------------------------------------------------
    def seated(self, player_id: str) -> int | None:
        return next((i for i, d in enumerate(self.drafts) if d.player == player_id), None)

    def free_seat(self) -> int | None:
        """Where a family player clicked sits: the seat being named, else the first
        person's seat with no name, else a new seat, else the first computer's seat
        (None: every seat is a named person's)."""
        for i, draft in enumerate(self.drafts):
            if draft.kind == "human" and not draft.name and draft.player is None:
                return i
        if len(self.drafts) < self.cls.max_players:
            self.drafts.append(Draft(self._unused_colour(), "human", self.default_level()))
            return len(self.drafts) - 1
        return next((i for i, d in enumerate(self.drafts) if d.kind == "cpu"), None)

    def _unused_colour(self) -> str:
        used = {d.colour for d in self.drafts}
        return next((c for c in self.colours() if c not in used), "orange")

    def seat_player(self, player: Player, index: int | None = None) -> None:
        """Seat ``player`` (one click on their chip): at ``index``, else the free seat."""
        if index is None:                       # clicked while a name was being typed
            index, self.target = self.target, None
        was = self.seated(player.id)
        if was is not None and index in (None, was):
            return                             # already at the table
        index = self.free_seat() if index is None else index
        if index is None:
            return
        if was is not None and was != index:    # moved from another seat
            old = self.drafts[was]
            old.player, old.name, old.hints = None, None, False
        draft = self.drafts[index]
        seat = player.seat(index + 1)
        draft.kind, draft.name, draft.player, draft.hints = "human", player.name, player.id, seat.hints
        if player.colour in self.colours() and all(
                d.colour != player.colour for i, d in enumerate(self.drafts) if i != index):
            draft.colour = player.colour
        self._computers_at_family_level()
        self.rebuild()

    def _computers_at_family_level(self) -> None:
        """The computers play at the easiest default level of the family at the table."""
        levels = [p.level for d in self.drafts if d.player is not None
                  and (p := self.family.get(d.player)) is not None]
        ranked = [lv for lv in self.levels if lv in levels]
        if not ranked:
            return
        for draft in self.drafts:
            if draft.kind == "cpu":
                draft.level = ranked[0]

    def remember(self, index: int) -> None:
        """Keep seat ``index``'s typed name as a new family player ("Remember Léa")."""
        self.finish_editing()
        draft = self.drafts[index]
        name = (draft.name or "").strip()
        if not name or draft.player is not None or self.family.named(name) is not None:
            return
        try:
            player = self.family.add(name, colour=draft.colour if draft.colour in self.colours()
                                     else None)
        except ValueError:
            return                              # a full family, a name it cannot keep
        draft.player = player.id
        self.rebuild()

    def to_remember(self) -> int | None:
        """The first person's seat with a typed name that is nobody's in the family."""
        for i, draft in enumerate(self.drafts):
            if (draft.kind == "human" and draft.player is None and draft.name
                    and self.family.named(draft.name) is None and i != self.editing):
                return i
        return None

    def open_family(self) -> None:
        from .family import FamilyScene
        self.finish_editing()
        self.app.scenes.push(FamilyScene(self.app))

    def resume(self) -> None:
        super().resume()
        # back from the family's screen: names changed, players gone
        for draft in self.drafts:
            if draft.player is not None:
                player = self.family.get(draft.player)
                if player is None:
                    draft.player = None
                else:
                    draft.name = player.name
        self.rebuild()

    def next_level(self, index: int) -> None:
        draft = self.drafts[index]
        i = self.levels.index(draft.level) if draft.level in self.levels else -1
        draft.level = self.levels[(i + 1) % len(self.levels)]
        self.rebuild()

    def starter_choices(self) -> list[int | str]:
        return [*range(len(self.drafts)), RANDOM]

    def shift_starter(self, step: int) -> None:
        choices = self.starter_choices()
        i = choices.index(self.setup.starter) if self.setup.starter in choices else 0
        self.setup.starter = choices[(i + step) % len(choices)]
        self.rebuild()

    def shift_option(self, key: str, step: int) -> None:
        spec = next(s for s in self.cls.option_specs if s.key == key)
        choices = list(spec.choices) or [spec.default]
        value = self.setup.options.get(key, spec.default)
        i = choices.index(value) if value in choices else 0
        self.setup.options[key] = choices[(i + step) % len(choices)]
        self.rebuild()

    def shift_games(self, step: int) -> None:
        choices = list(LENGTHS)
        i = choices.index(self.setup.games) if self.setup.games in choices else 0
        self.setup.games = choices[(i + step) % len(choices)]
        self.rebuild()

    def first_player(self) -> int:
        """The seat that plays first (drawn now when "Who starts?" says at random)."""
        starter = self.setup.starter
        return self.rng.randrange(len(self.drafts)) if starter == RANDOM else int(starter)

    def seats(self, first: int | None = None) -> list[Seat]:
        """The seats in play order, the first player (``first``: drawn or chosen) first."""
        seats = [Seat(d.name or "", d.colour, d.kind, d.level, i + 1,
                      player=d.player if d.kind == "human" else None,
                      hints=d.hints and d.kind == "human")
                 for i, d in enumerate(self.drafts)]
        return rotate(seats, self.first_player() if first is None else first)

    def remote_seats(self, first: int) -> list[int]:
        """The seats in play order (``first`` first) of the people on another computer."""
        n = len(self.drafts)
        return sorted((i - first) % n for i in self.setup.remote_seats())

    def play(self) -> None:
        from ..session import Session
        self.finish_editing()
        self.app.last_setups[self.game_id] = self.setup.copy()
        first = self.first_player()
        seats, options = self.seats(first), dict(self.setup.options)
        match = Match.new(self.game_id, seats, self.setup.games) if self.setup.games > 1 else None
        remote = self.remote_seats(first)
        app = self.app

        def start() -> None:
            if remote:                         # issue 20: wait for the other computers first
                from .waiting import HostPlan, host_game
                host_game(app, HostPlan(self.game_id, seats, options, match, remote))
                return
            session = Session.new(self.game_id, seats, options=options, match=match)
            app.show_title()
            app.start_game(session)

        if settled(paths.autosave_file()).exists():
            # One autosave: a new game would replace the unfinished one, so ask first.
            from .message import MessageScene
            app.scenes.push(MessageScene(app, t("setup.replace_text"), title=t("setup.replace_title"),
                                         on_ok=start, ok_label=t("setup.replace_yes"),
                                         cancel_label=t("setup.replace_no")))
        else:
            start()

    def open_rules(self) -> None:
        from .rules import RulesScene
        self.finish_editing()
        self.app.scenes.push(RulesScene(self.app, self.game_id))

    # name editing ---------------------------------------------------------------
    def start_editing(self, index: int) -> None:
        if self.editing == index:
            return
        self.finish_editing()
        self.editing = index
        self.edit_text = self.drafts[index].name or ""
        self.blink = 0.0
        pygame.key.start_text_input()
        self.rebuild()

    def finish_editing(self) -> None:
        if self.editing is None:
            return
        if self.editing < len(self.drafts):
            draft = self.drafts[self.editing]
            draft.name = self.edit_text.strip() or None
            seated = self.family.get(draft.player) if draft.player is not None else None
            if draft.player is not None and not (draft.name and seated is not None
                                                 and same_name(seated.name, draft.name)):
                draft.player, draft.hints = None, False    # another name: not that player
            known = self.family.named(draft.name) if draft.name else None
            if known is not None and draft.player is None and self.seated(known.id) is None:
                index, self.editing = self.editing, None
                self.seat_player(known, index)     # "léa" typed: Léa sits there
                return
        self.editing = None
        self.rebuild()

    def handle(self, event: pygame.event.Event) -> None:
        if self.editing is not None:
            self.edit_text, typed = name_typing(event, self.edit_text, NAME_MAX)
            if typed == "edited":
                self._edited()
            elif typed == "done":
                self.finish_editing()
            if typed is not None:
                return
            if event.type == pygame.MOUSEBUTTONDOWN:
                field_ = self.fields[self.editing] if self.editing < len(self.fields) else None
                if field_ is None or not field_.rect.collidepoint(event.pos):
                    on_chip = any(chip.hit(event.pos) for chip in self.chips)
                    self.target = self.editing if on_chip else None
                    self.finish_editing()
        if self.scroll_event(event):
            return
        super().handle(event)
        if event.type == pygame.KEYDOWN:
            self.reveal_focus()           # Tab to a selector scrolled out of sight
        tip = self.screen_tip()
        if tip != self._tip_painted:      # the hint's lines are in the still picture
            self._tip_painted = tip
            self.refresh()

    def _edited(self) -> None:
        self.blink = 0.0
        if self.editing is not None and self.editing < len(self.fields):
            self.fields[self.editing].label = self.edit_text
            self.fields[self.editing].caret = True
        self.invalidate()

    def update(self, dt: float) -> bool:
        if self.editing is not None and self.editing < len(self.fields):
            before = int(self.blink / 0.5) % 2
            self.blink += dt
            after = int(self.blink / 0.5) % 2
            if before != after:
                self.fields[self.editing].caret = after == 0
                self.invalidate()
        return False

    def back(self) -> None:
        self.finish_editing()
        self.app.last_setups[self.game_id] = self.setup.copy()
        super().back()

    # layout ---------------------------------------------------------------------
    def build(self) -> None:
        """The screen laid out: the header, the seats' rows on the left, the right
        column (scrolled when it must) over Play!."""
        self.labels = []
        self.values = []
        self.value_lines = []
        back, rules, top = self._build_header()
        w, h = self.size
        px = self.px
        margin = px(28)
        right_w = max(px(360), min(px(420), int(w * 0.32)))
        left_w = w - 2 * margin - right_w - px(24)
        self.left = pygame.Rect(margin, top, left_w, h - margin - top)
        self.right = pygame.Rect(self.left.right + px(24), top, right_w, h - margin - top)
        pad, gap = px(24), px(12)
        buttons = self._right_column(self._build_seats(pad, gap), pad, gap)
        self.set_buttons([*buttons, back, rules])

    def _build_header(self) -> tuple[Button, Button, int]:
        """Back, the game's name's room, and Rules; and where the columns start."""
        w, _ = self.size
        px = self.px
        margin = px(28)
        hb = px(56)
        back = self.back_button(margin, hb, t("menu.rules"))
        bw = back.rect.w
        rules = self.button(t("menu.rules"), self.open_rules,
                            pygame.Rect(w - margin - bw, margin, bw, hb), colour=palette.WOOD_DARK)
        self.header_y = margin - px(6)
        self.header_room = w - 2 * (margin + bw + px(20))
        return back, rules, margin + hb + px(34)

    def _build_seats(self, pad: int, gap: int) -> list[Button]:
        """The seats' rows in the left column (colour, name, human or computer, level),
        "+ more" under them while there is room for a seat, and the picture's room."""
        px = self.px
        buttons: list[Button] = []
        n = len(self.drafts)
        hint = t("setup.remote_hint") if self.setup.remote_seats() else t("setup.name_hint")
        self.hint_lines = fit_lines(hint, self.fs(17), self.left.w - px(30), 2)
        hint_step = get_font(self.hint_lines[1]).get_linesize()
        # two lines kept: a seat's screen button, pointed at, says what it does there
        hint_h = max(px(40), hint_step * max(2, len(self.hint_lines[0])) + px(8))
        inner_w = self.left.w - 2 * pad
        chip_h = max(px(46), get_font(self.fs(20), display=True).get_height() + px(12))
        rh = min(px(84), (self.left.h - 2 * pad - hint_h - chip_h - gap
                          - (self.cls.max_players - 1) * gap) // self.cls.max_players)
        rh = max(px(44), rh)
        bh = int(rh * 0.8)
        self.strip = pygame.Rect(self.left.left + pad, self.left.top + pad, inner_w, chip_h)
        strip = self._family_strip(self.strip)        # after the seats for Tab
        top = self.strip.bottom + gap
        columns = seat_columns(inner_w, bh, gap, self.px, self.levels,
                               (t("setup.hints_on"), t("setup.hints_off")), extra=bh + gap)
        self.rows = []
        self.fields = []
        self.add_row = None
        for i in range(n):
            row = pygame.Rect(self.left.left + pad, top + i * (rh + gap), inner_w, rh)
            self.rows.append(row)
            buttons += self._seat_row(i, row, bh, gap, columns)
        if n < self.cls.max_players:
            y = top + n * (rh + gap)
            self.add_row = pygame.Rect(self.left.left + pad, y, inner_w, rh)
            label = "+  " + t("setup.more")
            aw = min(inner_w, max(self.add_row.w // 2, label_width(label) + px(60)))
            add = self.button(label, lambda: self.set_count(n + 1),
                              pygame.Rect(self.add_row.centerx - aw // 2, y + (rh - bh) // 2, aw, bh),
                              colour=art.tint(palette.WOOD, 0.35), text_colour=palette.TEXT)
            buttons.append(add)
        # the top of the hint's last line (the line of old); the lines above it go up
        self.hint_y = self.left.bottom - pad - max(px(40), hint_step + px(8)) // 2 - px(10)
        used = top + (n + (1 if self.add_row else 0)) * (rh + gap)
        buttons += strip
        hint_top = self.hint_y - hint_step * (max(2, len(self.hint_lines[0])) - 1)
        self.picture_rect = pygame.Rect(self.left.left + pad, used, inner_w, hint_top - used - px(6))
        return buttons

    def _family_strip(self, strip: pygame.Rect) -> list[Button]:
        """The strip above the seats: "Family" (their screen), a chip per family
        player (as many as the strip holds, in the family's order; a seated player's
        chip is lit) and "Remember Léa" for a name typed that is nobody's yet."""
        px = self.px
        gap = px(10)
        h = strip.h
        size = max(READABLE, int(h * 0.42))        # a button's label size at this height
        face_w = int(h * 0.72)
        family = self.button(t("setup.family"), self.open_family,
                             pygame.Rect(strip.left, strip.top, label_width(t("setup.family"), size)
                                         + 40, h), colour=palette.WOOD_DARK)
        buttons: list[Button] = [family]
        x = family.rect.right + gap
        keep = self.to_remember()
        keep_button = None
        if keep is not None:
            label = t("setup.remember", name=self.drafts[keep].name or "")
            kw = min(strip.w // 2, label_width(label, size) + 40)
            keep_button = self.button(label, partial(self.remember, keep),
                                      pygame.Rect(strip.right - kw, strip.top, kw, h),
                                      colour=palette.OK)
        right = keep_button.rect.left - gap if keep_button else strip.right
        self.chips = []
        for player in self.family:
            cw = face_w + label_width(player.name, size) + 64
            if x + cw > right:
                break
            rgb = player_rgb(player.colour)
            chip = self.button(player.name, partial(self.seat_player, player),
                               pygame.Rect(x, strip.top, cw, h), colour=art.tint(rgb, 0.15),
                               text_colour=text_on(art.tint(rgb, 0.15)),
                               icon=player_face(player.colour, player.face, face_w),
                               selected=self.seated(player.id) is not None)
            self.chips.append(chip)
            x += cw + gap
        buttons += self.chips
        if keep_button is not None:
            buttons.append(keep_button)
        return buttons

    def _seat_row(self, i: int, row: pygame.Rect, bh: int, gap: int,
                  columns: tuple[int, int, int, int, bool]) -> list[Button]:
        """Seat ``i``'s buttons in ``row``: its colour, its name, human or computer, and
        a computer's level."""
        cw, nw, kw, lw, named = columns
        draft = self.drafts[i]
        buttons: list[Button] = []
        x = row.left
        cy = row.centery - bh // 2
        rgb = player_rgb(draft.colour)
        face = art.mouse_face(rgb, int(bh * 0.8))
        buttons.append(self.button(colour_name(draft.colour), partial(self.next_colour, i),
                                   pygame.Rect(x, cy, cw, bh), colour=rgb, cls=ColourButton,
                                   text_colour=text_on(rgb), face=face, named=named))
        x += cw + gap
        editing = self.editing == i
        name = self.edit_text if editing else self.name_of(i)
        fh = int(bh * 0.92)
        human = draft.kind == "human"
        field_ = self.button(name, partial(self.start_editing, i),
                             pygame.Rect(x, row.centery - fh // 2 - self.px(2), nw, fh),
                             cls=NameField, editing=editing, unit=self.u,
                             placeholder=default_name(i, draft.kind))
        self.fields.append(field_)
        buttons.append(field_)
        x += nw + gap
        buttons.append(self.button(t("setup.human") if human else t("setup.computer"),
                                   partial(self.toggle_kind, i), pygame.Rect(x, cy, kw, bh),
                                   colour=palette.ACCENT if human else palette.PANEL_DARK))
        x += kw + gap
        if human:
            # issue 20: at this screen, or on the person's own screen elsewhere at home
            where = t("setup.remote_on") if draft.remote else t("setup.remote_off")
            buttons.append(self.button(where, partial(self.toggle_remote, i),
                                       pygame.Rect(x, cy, bh, bh), cls=ScreenToggle,
                                       remote=draft.remote,
                                       colour=palette.PLAYER_COLOURS["sky"] if draft.remote
                                       else art.tint(palette.WOOD, 0.35),
                                       text_colour=palette.TEXT))
            x += bh + gap
            on = draft.hints
            buttons.append(self.button(t("setup.hints_on") if on else t("setup.hints_off"),
                                       partial(self.toggle_hints, i), pygame.Rect(x, cy, lw, bh),
                                       colour=palette.OK if on else art.tint(palette.WOOD, 0.35),
                                       text_colour=palette.TEXT_LIGHT if on else palette.TEXT))
        else:                          # no screen to choose: the level takes its room
            level_colour = {"easy": palette.OK, "hard": palette.DANGER}.get(draft.level,
                                                                            palette.CHEESE)
            buttons.append(self.button(level_label(draft.level), partial(self.next_level, i),
                                       pygame.Rect(x, cy, lw + bh + gap, bh), colour=level_colour,
                                       text_colour=text_on(level_colour)))
        return buttons

    def _right_column(self, seats_buttons: list[Button], pad: int, gap: int) -> list[Button]:
        """The right column: players, who starts, the options, how many games (a bit
        tighter if it must, then scrolled), over Play! pinned at its foot; returns every
        button of the screen but the header's."""
        px = self.px
        n = len(self.drafts)
        play_h = max(px(64), get_font(self.fs(30), display=True).get_height() + px(16))
        play = self.button(t("setup.play"), self.play,
                           pygame.Rect(self.right.left + pad, self.right.bottom - pad - play_h,
                                       self.right.w - 2 * pad, play_h),
                           colour=palette.OK, keys=(pygame.K_RETURN, pygame.K_KP_ENTER))
        self.view = pygame.Rect(self.right.left, self.right.top + px(6), self.right.w,
                                play.rect.top - px(14) - self.right.top - px(6))
        k, self.bar_w = 1.0, 0
        while True:
            buttons = list(seats_buttons)
            labels, values, value_lines = self.labels[:0], self.values[:0], self.value_lines[:0]
            bottom = self.build_right(k, pad, gap, n, buttons, labels, values, value_lines, 0)
            if bottom <= self.view.bottom:
                break
            if k <= 0.85:                     # it scrolls: room for the scroll bar
                if self.bar_w:
                    break
                self.bar_w = px(22)
                continue
            k -= 0.05
        self.max_scroll = max(0, bottom - self.view.bottom)
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        if self.scroll:
            buttons = list(seats_buttons)
            labels, values, value_lines = self.labels[:0], self.values[:0], self.value_lines[:0]
            self.build_right(k, pad, gap, n, buttons, labels, values, value_lines, self.scroll)
        for button in buttons[len(seats_buttons):]:
            button.clip = self.view
        self.labels, self.values, self.value_lines = labels, values, value_lines
        self.track = pygame.Rect(self.right.right - pad - px(10), self.view.top + px(14),
                                 px(10), self.view.h - px(22))
        buttons.append(play)
        self.play_button = play
        return buttons

    # scrolling the right column --------------------------------------------------
    def scroll_to(self, scroll: float) -> None:
        scroll = int(max(0, min(self.max_scroll, scroll)))
        if scroll != self.scroll:
            self.scroll = scroll
            self.rebuild()

    def thumb(self) -> pygame.Rect | None:
        """The scroll bar's handle (None: the column fits, no bar)."""
        return thumb_rect(self.track, self.view.h, self.scroll, self.max_scroll, self.px(36))

    def reveal_focus(self) -> None:
        """Scroll the column so that the button with the keyboard focus shows whole
        (with its label above it)."""
        focus = self.group.focus
        if not 0 <= focus < len(self.group.buttons):
            return
        button = self.group.buttons[focus]
        if button.clip is None:
            return
        above, below = self.px(44), self.px(14)
        if button.rect.top - above < self.view.top:
            self.scroll_to(self.scroll - (self.view.top - button.rect.top + above))
        elif button.rect.bottom + below > self.view.bottom:
            self.scroll_to(self.scroll + button.rect.bottom + below - self.view.bottom)

    def scroll_event(self, event: pygame.event.Event) -> bool:
        """The wheel, Page Up/Down, Home/End and the scroll bar; True if it was one."""
        page = self.view.h * 0.8
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * self.px(70))
            return True
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_PAGEDOWN: self.scroll + page, pygame.K_PAGEUP: self.scroll - page,
                     pygame.K_HOME: 0, pygame.K_END: self.max_scroll}
            if event.key in moves:
                self.scroll_to(moves[event.key])
                return True
        thumb = self.thumb()
        if thumb is None:
            self.dragging = None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if thumb.inflate(self.px(20), 0).collidepoint(event.pos):
                self.dragging = event.pos[1] - thumb.top
                return True
            if self.track.inflate(self.px(20), 0).collidepoint(event.pos):
                self.scroll_to(self.scroll + (page if event.pos[1] > thumb.centery else -page))
                return True
        if event.type == pygame.MOUSEMOTION and self.dragging is not None:
            room = self.track.h - thumb.h
            top = event.pos[1] - self.dragging - self.track.top
            self.scroll_to(self.max_scroll * min(1.0, max(0.0, top / room)) if room > 0 else 0)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging is not None:
            self.dragging = None
            return True
        return False

    def build_right(self, k: float, pad: int, gap: int, n: int, buttons: list[Button],
                    labels: list, values: list, value_lines: list, scroll: int) -> int:
        """The right column's selectors (their buttons added to ``buttons``, their
        labels and values to the lists) at tightness ``k``, scrolled by ``scroll``;
        returns where they end (the bottom of the last one, padding included)."""
        px = self.px
        x0, y = self.right.left + pad, self.right.top + pad - scroll
        cw_ = self.right.w - 2 * pad - self.bar_w
        label_size = self.fs(22)
        lab_h = max(int(px(32) * k), get_font(label_size, bold=True).get_height() + px(2))
        sel_h, sec_gap = int(px(54) * k), int(px(14) * k)
        value_room = cw_ - 2 * sel_h - gap - px(14)

        def selector(label: str, value: str, on_prev, on_next, *, minus: bool = False,
                     can_prev: bool = True, can_next: bool = True) -> None:
            nonlocal y
            labels.append(([label], label_size, pygame.Rect(x0, y, cw_, lab_h), True))
            y += lab_h
            # one line if it reads well so, else up to three
            lines, size = fit_lines(value, self.fs(24), value_room, 1, display=True,
                                    smallest=self.fs(18))
            if len(lines) > 1 or get_font(size, display=True).size(lines[0])[0] > value_room:
                lines, size = fit_lines(value, self.fs(22), value_room, 3, display=True, fewest=2)
            line_h = get_font(size, display=True).get_linesize()
            box_h = max(sel_h - px(5), len(lines) * line_h + px(8))
            arrow_y = y + max(0, (box_h + px(5) - sel_h) // 2)
            prev = self.button("-" if minus else "<", on_prev, pygame.Rect(x0, arrow_y, sel_h, sel_h),
                               cls=ArrowButton, colour=palette.WOOD_DARK, enabled=can_prev)
            nxt = self.button("+" if minus else ">", on_next,
                              pygame.Rect(x0 + cw_ - sel_h, arrow_y, sel_h, sel_h),
                              cls=ArrowButton, colour=palette.WOOD_DARK, enabled=can_next)
            buttons.extend([prev, nxt])
            box = pygame.Rect(x0 + sel_h + gap // 2, y, cw_ - 2 * sel_h - gap, box_h)
            values.append((value, box))
            value_lines.append((lines, size, box))
            y += max(sel_h, box_h + px(5)) + sec_gap

        selector(t("setup.players"), str(n), lambda: self.set_count(n - 1), lambda: self.set_count(n + 1),
                 minus=True, can_prev=n > self.cls.min_players, can_next=n < self.cls.max_players)
        starter = self.setup.starter
        who = t("common.random") if starter == RANDOM else self.name_of(int(starter))
        selector(t("setup.starts"), who, lambda: self.shift_starter(-1), lambda: self.shift_starter(1))
        hint_lines, hint_size = fit_lines(t("setup.starts_hint"), self.fs(16), cw_ - px(8), 2)
        hint_step = get_font(hint_size).get_linesize()
        labels.append((hint_lines, hint_size,
                       pygame.Rect(x0, y - px(10), cw_, hint_step * len(hint_lines)), False))
        y += hint_step * len(hint_lines) - px(2)
        if self.cls.option_specs:
            y += px(6)
            for spec in self.cls.option_specs:
                value = self.setup.options.get(spec.key, spec.default)
                selector(option_label(self.game_id, spec.key),
                         option_value_label(self.game_id, spec.key, value),
                         lambda key=spec.key: self.shift_option(key, -1),
                         lambda key=spec.key: self.shift_option(key, 1),
                         can_prev=len(spec.choices) > 1, can_next=len(spec.choices) > 1)
        selector(t("setup.match"), games_label(self.setup.games),
                 lambda: self.shift_games(-1), lambda: self.shift_games(1))
        return y - sec_gap + px(10)

    # drawing --------------------------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        self.backdrop(surface)
        px = self.px
        w = surface.get_width()
        room = self.header_room
        sub = game_title(self.game_id)
        size = fit_size(sub, self.fs(24), room, display=True)
        rect = draw_text(surface, sub, size, palette.CHEESE_LIGHT, display=True, shadow=True,
                         midtop=(w // 2, self.header_y))
        self.heading(surface, t("setup.title"), rect.bottom - px(6), 50, width=room)
        for r in (self.left, self.right):
            surface.blit(art.panel(r.w, r.h + px(8), px(22)), (r.left, r.top - px(4)))
        # the seats: a band in each player's colour behind its row
        for i, row in enumerate(self.rows):
            rgb = player_rgb(self.drafts[i].colour)
            pygame.draw.rect(surface, art.mix(rgb, palette.PANEL, 0.72), row.inflate(px(10), px(6)),
                             border_radius=row.height // 3)
        pic = self.picture_rect
        if pic.h > px(150) and pic.w > px(200):
            ph = min(pic.h, px(300))
            pw = min(pic.w, int(ph * 1.6))
            ph = int(pw / 1.6)
            image = art.title_art(pw, ph)
            surface.blit(image, image.get_rect(center=pic.center))
        room = self.left.w - px(30)
        lines, hint_size = self.screen_tip() or self.hint_lines
        step = get_font(hint_size).get_linesize()
        top = self.hint_y - step * (len(lines) - 1)
        for k, line in enumerate(lines):
            draw_text(surface, ellipsize(line, hint_size, room), hint_size,
                      art.mix(palette.TEXT, palette.PANEL, 0.25), midtop=(self.left.centerx, top + k * step))
        # the right column's labels and values, in its view (scrolled), and the scroll bar
        surface.set_clip(self.view)
        for lines, size, rect, bold in self.labels:
            step = get_font(size, bold=bold).get_linesize()
            top = rect.centery - step * len(lines) // 2
            for k, line in enumerate(lines):
                size_ = fit_size(line, size, rect.w - px(4), bold=bold)
                draw_text(surface, ellipsize(line, size_, rect.w - px(4), bold=bold), size_,
                          palette.TEXT, bold=bold, midleft=(rect.left + px(4), top + k * step + step // 2))
        for lines, size, rect in self.value_lines:
            pygame.draw.rect(surface, palette.WHITE, rect, border_radius=min(rect.h // 3, px(18)))
            pygame.draw.rect(surface, art.mix(palette.OUTLINE, palette.PANEL, 0.5), rect, max(2, px(2)),
                             border_radius=min(rect.h // 3, px(18)))
            step = get_font(size, display=True).get_linesize()
            for k, line in enumerate(lines):
                draw_text(surface, line, size, palette.TEXT, display=True,
                          center=(rect.centerx, rect.centery + int((k - (len(lines) - 1) / 2) * step)))
        surface.set_clip(None)
        thumb = self.thumb()
        if thumb is not None:
            fade_edges(surface, self.view, self.scroll > 0, self.scroll < self.max_scroll, self.px)
            line_y = self.view.bottom + px(6)
            pygame.draw.line(surface, art.mix(palette.OUTLINE, palette.PANEL, 0.6),
                             (self.right.left + px(18), line_y), (self.right.right - px(18), line_y),
                             max(1, px(2)))
            pygame.draw.rect(surface, art.mix(palette.WOOD_LIGHT, palette.PANEL, 0.5), self.track,
                             border_radius=self.track.w // 2)
            pygame.draw.rect(surface, palette.WOOD_DARK, thumb, border_radius=thumb.w // 2)

    def draw_live(self, surface: pygame.Surface) -> None:
        starter = self.setup.starter
        if starter != RANDOM and int(starter) < len(self.fields):
            self.draw_badge(surface, self.fields[int(starter)].rect)
        for i, draft in enumerate(self.drafts):
            if draft.kind == "human" and draft.remote and i < len(self.fields):
                self.draw_remote_tag(surface, self.fields[i].rect, starts=starter == i)

    def screen_tip(self) -> tuple[list[str], int] | None:
        """What a seat's screen button does, while the mouse or the keyboard is on it
        (the button has a picture, no words: issue 20), in the hint's two lines."""
        toggle = next((b for b in self.group.buttons if isinstance(b, ScreenToggle)
                       and (b.hover or b.focused)), None)
        if toggle is None:
            return None
        text = t("setup.remote_on_tip" if toggle.remote else "setup.remote_off_tip")
        key = (text, self.left.w)
        if self._screen_tip is None or self._screen_tip[0] != key:
            self._screen_tip = (key, fit_lines(text, self.hint_lines[1], self.left.w - self.px(30), 2))
        return self._screen_tip[1]

    def draw_remote_tag(self, surface: pygame.Surface, field_rect: pygame.Rect, *,
                        starts: bool = False) -> None:
        """A sky-blue tag on the name of a person on another machine: "Other screen"
        (the screen alone when the name is too narrow for it and the "Starts" tag)."""
        px = self.px
        size = self.fs(15)
        text = t("setup.remote_badge")
        if starts and self._badge is not None:
            room = field_rect.w - self._badge[1].get_width() - px(24)
            if remote_badge(text, size, px).get_width() > room:
                text = ""
        key = (text, size, self.u)
        if self._remote_tag is None or self._remote_tag[0] != key:
            self._remote_tag = (key, remote_badge(text, size, px))
        tag = self._remote_tag[1]
        rect = tag.get_rect(bottomleft=(field_rect.left + px(6), field_rect.top + tag.get_height() // 2))
        surface.blit(tag, rect)

    def draw_badge(self, surface: pygame.Surface, field_rect: pygame.Rect) -> None:
        """A golden tag on the first player's name: "Starts"."""
        px = self.px
        text = t("setup.starts_badge")
        size = self.fs(15)
        key = (text, size, self.u)
        if self._badge is None or self._badge[0] != key:
            self._badge = (key, starts_badge(text, size, px))
        badge = self._badge[1]
        h = badge.get_height()
        tag = badge.get_rect()
        tag.midbottom = (field_rect.right - tag.w // 2 - px(8), field_rect.top + h // 2)
        surface.blit(badge, tag)
