"""Drôle's table: the panels beside the board (issue 18: split from :mod:`.scene`): the
side panel (seats, the roll, the tray's extras and small buttons), the action card and
its hint, the peek at a hidden mouse, and the banner. Each ``draw_`` function takes the
view model (:class:`.view_model.DroleView`) and draws from it, with the shared table's
picture caches (``view.table``); :class:`.painter.DrolePainter` puts the parts together.
The small buttons (Peek, Hide) are drawn by :func:`draw_small_button`, from the table.
"""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING

import pygame

from .... import i18n
from ....view import art, palette
from ....view.fonts import get_font
from ....view.widgets import READABLE, ellipsize, fit_lines
from .. import GAME
from ..texts import counted, tr
from . import art as drole_art
from . import board, layout, pieces

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene
    from .view_model import DroleView

#: The banner's colour during the count and for a shared win (nobody's turn): cheese.
COUNT_RGB = (236, 178, 60)


def draw_tray_extras(view: DroleView, surface: pygame.Surface) -> None:
    """The peek place of each tray: the Peek button (only where it works now:
    :meth:`peek_seats`), the "computer" tag (a computer player), and at the count
    each player's running total instead."""
    table = view.table
    px = table.px
    live = set(view.peek_seats())
    obs = view.observation()
    for seat, side in enumerate(view.sides):
        tray = view.geometry.trays[side]
        rect = tray.peek
        if view.count_view is not None:
            text = tr("label.total", n=view.count_view[seat])
            box = rect.inflate(-px(12), -max(2, px(4)))
            size = board.name_size(table, text, box, table.fs(22))
            img = table.text(text, size, palette.TEXT, display=True)
            pill = img.get_rect(center=rect.center).inflate(px(14), 0)
            pill.w = min(pill.w, rect.w)
            pill.h = min(rect.h, pill.h + px(2))
            pill.center = rect.center if not tray.wide else (rect.left + pill.w // 2, rect.centery)
            won = view.over_shown and seat in obs.winners
            pygame.draw.rect(surface, palette.HIGHLIGHT if won else palette.PANEL, pill,
                             border_radius=pill.h // 2)
            pygame.draw.rect(surface, palette.OUTLINE, pill, max(1, px(2)), border_radius=pill.h // 2)
            surface.blit(img, img.get_rect(center=pill.center))
            continue
        if not table.session.seats[seat].is_human:
            text = tr("label.computer")
            size = board.name_size(table, text, rect, table.fs(15), display=False, bold=True)
            img = table.text(ellipsize(text, size, rect.w, bold=True), size, (150, 110, 84), bold=True)
            where = img.get_rect(center=rect.center)
            if tray.wide:
                where.left = rect.left
            surface.blit(img, where)
            continue
        if seat not in live:
            continue                    # nothing a click could do: no button
        hover = view.hover_control == ("peek", seat) or view.peek_pending == seat
        draw_small_button(table, surface, rect, tr("button.peek"), palette.ACCENT,
                          "hover" if hover else "normal", icon="eye")


def draw_small_button(table: BaseGameScene, surface: pygame.Surface, rect: pygame.Rect, label: str,
                      colour: tuple[int, int, int], state: str, icon: str = "") -> None:
    """A button with its label (and an icon when there is room for both: the label
    always comes first, never smaller than :data:`READABLE`; the layouts make the
    boxes wide enough for that)."""
    surface.blit(art.button_surface(rect.w, rect.h, colour, state), rect)

    def face() -> pygame.Surface:
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        isz = int(rect.h * 0.62) if icon else 0
        largest = max(READABLE, int(rect.h * 0.55))
        room = rect.w - table.px(10)
        size = table.fit(label, largest, room - (isz + table.px(4) if isz else 0), display=True)
        font = get_font(size, display=True)
        if isz and font.size(label)[0] > room - isz - table.px(4):
            isz = 0                              # no room: the word matters more than the eye
            size = table.fit(label, largest, room, display=True)
        text = ellipsize(label, size, room, display=True)
        img = get_font(size, display=True).render(text, True, palette.TEXT_LIGHT)
        total = img.get_width() + (isz + table.px(4) if isz else 0)
        x = (rect.w - total) // 2
        if isz:
            ic = drole_art.eye(isz, palette.TEXT_LIGHT)
            surf.blit(ic, ic.get_rect(midleft=(x, rect.h // 2)))
            x += isz + table.px(4)
        surf.blit(img, img.get_rect(midleft=(x, rect.h // 2)))
        return surf
    img = table.image(("small-button", label, rect.size, icon), face)
    _, dy = art.button_text_offset(rect.h, state)
    surface.blit(img, rect.move(0, dy))


def draw_side(view: DroleView, surface: pygame.Surface) -> None:
    """The die, the sum of the roll, the paws of the steps left, the action area."""
    table = view.table
    side, px = view.geometry.side, table.px
    box = side.die_box
    ds = side.die_size
    cx, cy = side.die_centre
    hop = 0.0
    if view.die_rolling:
        hop = abs(math.sin(table.clock * 14)) * ds * 0.25
        angle = int(view.die_angle // 15 * 15)
    else:
        angle = 0
        if view.die_hop is not None:
            hop = math.sin(math.pi * view.die_hop.value) * ds * 0.12
    shadow = table.image(("die-shadow", ds), lambda: art.ground_shadow(int(ds * 1.2), int(ds * 0.4)))
    surface.blit(shadow, shadow.get_rect(center=(cx, cy + ds // 2)))
    if (view.rolls_view or view.die_rolling or table.awaiting_throw()) and view.count_view is None:
        # waiting for a new roll: the die shows a question mark, never the last
        # player's number (a child would take it for hers) nor a star (a rolled star)
        face = (view.die_shown_face if view.die_rolling
                else view.die_face if view.rolls_view else "ready")
        img = pieces.die_image(table, face, ds, angle)
        glow = table.awaiting_throw() and view.hover_control == "roll"
        if glow:
            pygame.draw.circle(surface, palette.HIGHLIGHT, (cx, cy), int(ds * 0.78))
        surface.blit(img, img.get_rect(center=(cx, round(cy - hop))))
    else:
        img = pieces.die_image(table, view.die_face, ds, 0)
        faded = table.image(("die-faded", ds), lambda: _faded(img))
        surface.blit(faded, faded.get_rect(center=(cx, cy)))
    # the faces rolled this turn and the steps: [3] × 2 [star] = 6 steps!
    y = cy + ds // 2 + px(12)
    if view.rolls_view and not view.die_rolling and view.count_view is None:
        y = draw_roll_line(view, surface, cx, y, box.w - px(30))
    # paws: one per step of the move, filled while left
    if view.steps_total and view.count_view is None:
        n = view.steps_total
        room = box.w - px(40)
        pw = int(min(px(34), room / n * 0.9))
        rgb = table.seat_rgb(view.turn_view)
        total = n * pw + (n - 1) * px(4)
        x0 = cx - total // 2
        used = view.steps_total - view.steps_left_view
        for k in range(n):
            filled = k >= used
            img = table.image(("paw", pw, filled, rgb), partial(drole_art.paw, pw, filled, art.tint(rgb, 0.25)))
            surface.blit(img, (x0 + k * (pw + px(4)), min(y + px(4), box.bottom - pw - px(8))))
    draw_action(view, surface)


def roll_parts(view: DroleView, big: int) -> list[list[pygame.Surface]]:
    """The roll line's pictures at text size ``big``, in the pieces that may go on
    lines of their own when the line is too wide: "[3] × 2 [star]" and "= 6 steps!"."""
    table = view.table
    rolls = view.rolls_view
    chip = int(big * 1.2)
    light = palette.TEXT_LIGHT
    if rolls[-1] == "star":
        return [[pieces.die_image(table, "star", chip, 0),
                 table.text(tr("roll.times", mult=2), big, light, display=True)]]
    steps = counted("steps", view.steps_total)
    if "star" in rolls:
        mult = view.steps_total // int(rolls[-1])
        return [[pieces.die_image(table, rolls[-1], chip, 0),
                 table.text(tr("roll.times", mult=mult), big, light, display=True),
                 pieces.die_image(table, "star", int(chip * 0.7), 0)],
                [table.text(tr("roll.equals", steps=steps), big, light, display=True)]]
    return [[table.text(tr("roll.plain", steps=steps), big, light, display=True)]]


def draw_roll_line(view: DroleView, surface: pygame.Surface, cx: int, y: int, width: int) -> int:
    """The roll of this turn and its steps; returns the bottom of the line. A star
    doubles the number after it (once), it adds nothing: after stars, "[star] × 2";
    then "[3] × 2 [star] = 6 steps!"; a plain roll: "3 steps!". The text is as big as
    fits (never below the readable size): when even that does not fit on one line,
    the sum goes on a second line."""
    table = view.table
    gap = table.px(6)

    def wide(row: list[pygame.Surface]) -> int:
        return sum(p.get_width() for p in row) + gap * (len(row) - 1)
    big = table.fs(30)
    while True:
        groups = roll_parts(view, big)
        if wide([p for g in groups for p in g]) <= width or big <= table.fs(12):
            break
        big -= 2
    flat = [p for g in groups for p in g]
    rows = [flat] if wide(flat) <= width else groups
    for row in rows:
        h = max(p.get_height() for p in row)
        x = cx - wide(row) / 2
        for p in row:
            surface.blit(p, p.get_rect(midleft=(round(x), round(y + h / 2))))
            x += p.get_width() + gap
        y += h
    return round(y)


def draw_action(view: DroleView, surface: pygame.Surface) -> None:
    table = view.table
    side, px, fs = view.geometry.side, table.px, table.fs
    area = side.action
    phase = view.observation().phase
    if table.awaiting_throw() and view.peek_seat is None:
        rect = side.roll_button
        st = "hover" if view.hover_control == "roll" else "normal"
        if table.input_guarded():
            st = "disabled"
        surface.blit(art.button_surface(rect.w, rect.h, palette.OK, st), rect)
        label = tr("button.roll")
        size = table.fit(label, int(rect.h * 0.5), rect.w - rect.h - px(20), display=True)
        img = table.text(label, size, palette.TEXT_LIGHT, display=True)
        icon = pieces.die_image(table, "ready", int(rect.h * 0.6), -10)
        _, dy = art.button_text_offset(rect.h, st)
        total = icon.get_width() + px(12) + img.get_width()
        x = rect.centerx - total // 2
        surface.blit(icon, icon.get_rect(midleft=(x, rect.centery + dy)))
        surface.blit(img, img.get_rect(midleft=(x + icon.get_width() + px(12), rect.centery + dy)))
        keys = table.text(tr("button.keys_roll"), fs(15), (255, 240, 214), bold=True)
        surface.blit(keys, keys.get_rect(midtop=(rect.centerx, rect.bottom + px(3))))
        return
    if table.thinking():
        return
    if table.can_act() and phase in ("move", "bonus"):
        title: str | None
        if phase == "move":
            title, hint = None, tr("label.move_hint")
        else:
            title, hint = tr("label.bonus_title"), tr("label.bonus_hint")
        img = table.image(("hint-card", area.size, title, hint), lambda: _hint_card(view, area, title, hint))
        surface.blit(img, area.topleft)


def _hint_card(view: DroleView, area: pygame.Rect, title: str | None, hint: str) -> pygame.Surface:
    table = view.table
    px = table.px
    surf = pygame.Surface(area.size, pygame.SRCALPHA)
    surf.blit(art.panel(area.w, area.h, px(18), art.tint(palette.HIGHLIGHT, 0.7), palette.HIGHLIGHT), (0, 0))
    inner = layout.hint_card_inner(px, area.w, area.h)
    tlines, tsize, hlines, hsize, height = layout.hint_card_plan(px, inner.w, title, hint)
    y = inner.top + max(0, (inner.h - height) // 2)
    for line in tlines:
        img = get_font(tsize, display=True).render(line, True, palette.TEXT)
        surf.blit(img, (inner.left, y))
        y += layout.line_step(tsize)
    if tlines:
        y += get_font(tsize, display=True).get_height() - layout.line_step(tsize)
    font = get_font(hsize, bold=True)
    for line in hlines:
        img = font.render(line, True, palette.TEXT)
        surf.blit(img, (inner.left, y))
        y += layout.line_step(hsize)
    return surf


def draw_peek(view: DroleView, surface: pygame.Surface) -> None:
    """A player's own pieces, worms marked, over the board, until Hide."""
    table = view.table
    seat = view.peek_seat
    assert seat is not None
    px, fs = table.px, table.fs
    rect = view.geometry.peek
    worms = view.worms_drawn()
    pieces = list(view.tray_view[seat])
    key = (rect.size, seat, tuple(pieces), tuple(worms.get(i) for i in pieces), i18n.language())
    img = table.redrawn("peek", key, lambda: _peek_picture(table, rect, seat, pieces, worms))
    veil = table.image(("veil", table.size), lambda: _veil(table.size))
    surface.blit(veil, (0, 0))
    surface.blit(img, rect)
    hide = view.hide_button = pygame.Rect(0, 0, min(rect.w - px(40), px(260)), px(58))
    hint = table.text(tr("button.keys_hide"), fs(14), palette.TEXT, bold=True)
    hide.midbottom = (rect.centerx, rect.bottom - hint.get_height() - px(26))
    st = "hover" if view.hover_control == "hide" else "normal"
    draw_small_button(table, surface, hide, tr("button.hide"), palette.ACCENT, st)
    surface.blit(hint, hint.get_rect(midtop=(hide.centerx, hide.bottom + px(2))))


def _peek_picture(table: BaseGameScene, rect: pygame.Rect, seat: int, pieces: list[int],
                  worms: dict[int, bool]) -> pygame.Surface:
    """The peek's panel: the face, whose cheese it is and a hint, then every piece
    with "worm!" or "good" under it (as many in a row as those words allow, at a
    readable size), above the room the Hide button takes (see :meth:`draw_peek`)."""
    px, fs = table.px, table.fs
    rgb = table.seat_rgb(seat)
    surf = pygame.Surface(rect.size, pygame.SRCALPHA)
    surf.blit(art.panel(rect.w, rect.h, px(24), palette.PANEL, rgb), (0, 0))
    inner = art.panel_body_rect(rect.w, rect.h).inflate(-px(30), -px(20))
    top = _peek_header(table, surf, inner, seat)
    hint_h = get_font(fs(14), bold=True).get_height()
    bottom = rect.h - hint_h - px(26) - px(58) - px(8)      # the Hide button's room
    if not pieces:
        t = get_font(fs(24), display=True).render(tr("label.peek_empty"), True, palette.TEXT)
        surf.blit(t, t.get_rect(center=(inner.centerx, (top + bottom) // 2)))
        return surf
    ls = fs(18)
    font = get_font(ls, bold=True)
    label_w = max(font.size(tr("label.worm"))[0], font.size(tr("label.sound"))[0])
    label_h = font.get_height()
    sizes = GAME.config().piece_sizes
    n = len(pieces)
    cols = max(1, min(n, 8, inner.w // (label_w + px(10))))
    rows = -(-n // cols)
    col_w = inner.w / cols
    pic = int(max(8, min(col_w * 0.85, (bottom - top) / rows - label_h - px(4))))
    row_h = pic + label_h + px(4)
    oy = top + max(0, ((bottom - top) - rows * row_h) // 2)
    for k, piece in enumerate(pieces):
        cx = inner.left + (k % cols + 0.5) * col_w
        row_top = oy + (k // cols) * row_h
        cy = row_top + pic / 2
        image = art.cheese_piece(sizes[piece], pic)
        surf.blit(image, image.get_rect(center=(round(cx), round(cy))))
        worm = worms.get(piece)
        if worm:
            w = drole_art.worm(int(pic * 0.6))
            surf.blit(w, w.get_rect(center=(round(cx + pic * 0.24), round(cy - pic * 0.14))))
            label, colour = tr("label.worm"), palette.DANGER
        else:
            label, colour = tr("label.sound"), palette.OK
        t = font.render(label, True, colour)
        surf.blit(t, t.get_rect(midtop=(round(cx), round(row_top + pic + px(2)))))
    return surf


def _peek_header(table: BaseGameScene, surf: pygame.Surface, inner: pygame.Rect, seat: int) -> int:
    """The peek panel's head: the player's face, "Ana's cheese" and a hint beside it;
    returns where the pieces may start."""
    px, fs = table.px, table.fs
    face = art.mouse_face(table.seat_rgb(seat), px(56))
    surf.blit(face, (inner.left, inner.top))
    text_x = inner.left + px(66)
    text_w = inner.right - text_x
    title = tr("label.peek_title", name=table.seat_name(seat))
    size = table.fit(title, fs(34), text_w, display=True)
    img = get_font(size, display=True).render(ellipsize(title, size, text_w, display=True),
                                              True, palette.TEXT)
    surf.blit(img, (text_x, inner.top))
    y = inner.top + img.get_height()
    hlines, hs = fit_lines(tr("label.peek_hint"), fs(18), text_w, 2)
    for line in hlines:
        img2 = get_font(hs).render(line, True, palette.TEXT)
        surf.blit(img2, (text_x, y))
        y += layout.line_step(hs)
    return max(inner.top + px(66), y + px(8))


def draw_banner(view: DroleView, surface: pygame.Surface) -> None:
    """Whose turn it is -- until the final count starts: then "Final count", and
    once every piece is turned over, the winner(s). Never a turn after the end."""
    table = view.table
    player = view.banner_player()
    phase = view.banner_phase()
    rgb = table.seat_rgb(player)
    if phase == "over":
        winners = view.observation().winners
        rgb = table.seat_rgb(winners[0]) if len(winners) == 1 else COUNT_RGB
    elif phase == "count":
        rgb = COUNT_RGB
    table.banner.draw(surface, view.geometry.banner, rgb, view.banner_title())


def _faded(img: pygame.Surface) -> pygame.Surface:
    out = img.copy()
    out.fill((255, 255, 255, 110), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _veil(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((40, 24, 14, 150))
    return surf
