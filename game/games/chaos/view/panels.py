"""Chaos's table: the panels around the board (issue 18: one of the drawing modules of
:class:`.painter.ChaosPainter`): the seats, the private hand of cards, the action card
and its buttons, the banner, a claim's announcement and the big number. Each function
takes the view model (:class:`.view_model.ChaosView`) and draws from it (itself drawn
from the viewer's observation), the pictures and texts through its table's caches
(``view.table``).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from .... import i18n
from ....core.protocol import TERMINAL
from ....view import art, palette
from ....view.fonts import get_font
from ....view.widgets import READABLE, ellipsize, fit_lines
from .. import GAME
from . import board, lesson, sprites
from .basics import tr
from .layout import SeatLayout

if TYPE_CHECKING:
    from .view_model import ChaosView

OVER_RGB = (236, 178, 60)


def draw_seats(view: ChaosView, surface: pygame.Surface) -> None:
    table = view.table
    obs = view.observation()
    for seat, seat_panel in enumerate(view.geometry.seats):
        if lesson.covered(view, seat_panel.rect):
            continue
        board.draw_tray(table, surface, seat_panel.rect, table.px(14))
        corners = GAME.config().hideouts_of(len(table.session.seats))[seat]
        count = sum(len(view.hideouts_view.get(f"H{c}", [])) for c in corners)
        cards = tuple(view.cards_shown.get(seat, ()))
        key = (seat_panel.rect.size, count, cards, i18n.language(), table.seat_name(seat), obs.claim_size)
        img = table.redrawn(("seat", seat), key, partial(seat_picture, view, seat, seat_panel, count, cards,
                                                        obs.claim_size * len(corners)))
        surface.blit(img, seat_panel.rect)
        turn = (seat == view.turn_view and not view.over_shown) or (
            view.over_shown and seat in obs.winners)
        if turn:
            pygame.draw.rect(surface, palette.HIGHLIGHT, seat_panel.rect.inflate(table.px(4), table.px(4)),
                             max(3, table.px(5)), border_radius=table.px(16))


def seat_picture(view: ChaosView, seat: int, seat_panel: SeatLayout, count: int, cards: tuple,
                 needed: int) -> pygame.Surface:
    table = view.table
    px = table.px
    rect = seat_panel.rect
    surf = pygame.Surface(rect.size, pygame.SRCALPHA)
    off = pygame.Vector2(rect.topleft)
    table.draw_seat_header(surf, seat, seat_panel.face.move(-off.x, -off.y),
                          seat_panel.name.move(-off.x, -off.y), tr("label.computer"))
    counts = seat_panel.counts.move(-off.x, -off.y)
    icon = max(14, min(counts.h - 2, px(26)))
    x = counts.left
    cy = counts.centery
    mouse = sprites.mouse_pic(view.table, "small", None, icon)
    surf.blit(mouse, mouse.get_rect(midleft=(x, cy)))
    x += icon + px(3)
    text = tr("label.home", n=count, needed=needed)
    fsize = max(READABLE, min(table.fs(17), counts.h))
    t = get_font(fsize, bold=True).render(text, True, palette.TEXT)
    surf.blit(t, t.get_rect(midleft=(x, cy)))
    x += t.get_width() + px(10)
    ch = max(14, min(counts.h, px(30)))
    cw = int(ch * 0.7)
    for colour in cards:
        if x + cw > counts.right:
            break
        pic = chaos_card(colour, cw, ch)
        surf.blit(pic, (x, cy - ch // 2))
        x += cw + px(4)
    return surf


def draw_hand(view: ChaosView, surface: pygame.Surface) -> None:
    """The viewer's secret card(s) and the number in use, on their own turn only."""
    table = view.table
    area = view.geometry.hand
    if lesson.covered(view, area):
        return
    px = table.px
    board.draw_tray(table, surface, area, px(16))
    cards = view.hand_cards()
    number = view.hand_number()
    inner = art.panel_body_rect(area.w, area.h).move(area.topleft).inflate(-px(20), -px(10))
    if not cards:
        text = tr("label.secret")
        # wrapped before it is shrunk far: a tall panel (a large window) leaves the words
        # a narrow column beside the card, and one line there is tiny
        lines, size = fit_lines(text, table.fs(17), inner.w - int(inner.h * 0.7) - px(10), 3,
                                smallest=table.fs(15))
        ch = inner.h - px(6)
        back = sprites.card_pic(view.table, None, int(ch * 0.7), ch)
        surface.blit(back, back.get_rect(midleft=(inner.left, inner.centery)))
        y = inner.centery - len(lines) * get_font(size).get_linesize() // 2
        for line in lines:
            img = table.text(line, size, palette.TEXT)
            surface.blit(img, (inner.left + back.get_width() + px(10), y))
            y += get_font(size).get_linesize()
        return
    title = tr("label.your_colour")
    top = inner.top
    room = inner.w
    if number is not None:
        cap = tr("label.number", n=number)
        csize = table.fit(cap, table.fs(15), inner.w // 2, bold=True)
        cimg = table.text(ellipsize(cap, csize, inner.w // 2, bold=True), csize, palette.TEXT, bold=True)
        surface.blit(cimg, cimg.get_rect(topright=(inner.right, inner.top)))
        room = inner.w - cimg.get_width() - px(10)
    tsize = table.fit(title, table.fs(18), max(40, room), bold=True)
    timg = table.text(ellipsize(title, tsize, max(40, room), bold=True), tsize, palette.TEXT, bold=True)
    surface.blit(timg, inner.topleft)
    top = inner.top + timg.get_height() + px(4)
    ch = max(30, inner.bottom - top)
    cw = int(ch * 0.7)
    x = inner.left
    for colour in cards:
        pic = sprites.card_pic(view.table, colour, cw, ch)
        surface.blit(pic, (x, top))
        x += cw + px(8)
    size_n = min(ch, inner.w // 3)
    right = inner.right - (size_n + px(8) if number is not None else 0)
    if len(cards) == 1 and cards[0] is not None:
        word = i18n.t(f"chaos.colour.{cards[0]}").capitalize()
        size = table.fit(word, table.fs(22), max(40, right - x), display=True)
        img = table.text(ellipsize(word, size, max(40, right - x), display=True), size, palette.TEXT,
                        display=True)
        surface.blit(img, img.get_rect(midleft=(x, top + ch // 2)))
    if number is not None:
        pic = sprites.cover_pic(view.table, "open", number, size_n)
        surface.blit(pic, pic.get_rect(topright=(inner.right, top)))


def key_hint(view: ChaosView) -> str:
    """The keys of the phase, and "U: undo" only while the table can take a move back
    (never on a joined computer, where the host keeps the game)."""
    keys = tr("label.keys_catch") if view.phase() == "catch" else tr("label.keys")
    controls = getattr(view.table, "controls", None)
    if controls is not None and controls.show_undo():
        keys += " · " + tr("label.keys_undo")
    return keys


def draw_action(view: ChaosView, surface: pygame.Surface) -> None:
    table = view.table
    area = view.geometry.action
    if table.thinking():
        return
    text = view.action_text()
    keys = key_hint(view) if table.can_act() else ""
    if table.lesson is not None:        # a guided game's panel says it, over the words
        text = keys = ""
    img = table.redrawn("action", (area.size, text, keys, len(view.buttons), i18n.language()),
                       lambda: action_card(view, area, text, keys))
    surface.blit(img, area)
    for key, label, rect, colour, _ in view.buttons:
        state = "disabled" if table.input_guarded() else ("hover" if view.hover_button == key else "normal")
        surface.blit(art.button_surface(rect.w, rect.h, colour, state), rect)
        size = table.fit(label, max(READABLE, int(rect.h * 0.42)), rect.w - table.px(14), display=True)
        t = table.text(ellipsize(label, size, rect.w - table.px(14), display=True), size,
                      palette.TEXT_LIGHT, display=True)
        _, dy = art.button_text_offset(rect.h, state)
        surface.blit(t, t.get_rect(center=(rect.centerx, rect.centery + dy)))


def action_card(view: ChaosView, area: pygame.Rect, text: str, keys: str) -> pygame.Surface:
    table = view.table
    px = table.px
    surf = pygame.Surface(area.size, pygame.SRCALPHA)
    surf.blit(art.panel(area.w, area.h, px(18), art.tint(palette.HIGHLIGHT, 0.7), palette.HIGHLIGHT),
              (0, 0))
    inner = art.panel_body_rect(area.w, area.h).inflate(-px(24), -px(12))
    buttons_h = (max(40, px(54)) + px(18)) if view.buttons else 0
    key_lines: list[str] = []
    ksize = READABLE
    if keys:
        ksize = max(READABLE, table.fs(14))
        key_lines = segment_lines(keys, ksize, inner.w)
    keys_h = len(key_lines) * get_font(ksize).get_linesize()
    room = inner.h - buttons_h - keys_h
    line_h = get_font(READABLE, bold=True).get_linesize()
    most = max(1, room // line_h)
    lines, size = fit_lines(text, table.fs(19), inner.w, min(5, most), bold=True, fewest=min(3, most))
    font = get_font(size, bold=True)
    y = inner.top
    for line in lines[:most]:
        img = font.render(ellipsize(line, size, inner.w, bold=True), True, palette.TEXT)
        surf.blit(img, (inner.left, y))
        y += font.get_linesize()
    kfont = get_font(ksize)
    ky = inner.bottom - buttons_h - keys_h
    for line in key_lines:
        img = kfont.render(line, True, art.mix(palette.TEXT, palette.PANEL, 0.3))
        surf.blit(img, (inner.left, ky))
        ky += kfont.get_linesize()
    return surf


def draw_banner(view: ChaosView, surface: pygame.Surface) -> None:
    table = view.table
    obs = view.observation()
    winners = obs.winners
    if obs.to_play == TERMINAL and view.over_shown:
        rgb = table.seat_rgb(winners[0]) if len(winners) == 1 else OVER_RGB
        title = tr("banner.win", name=table.seat_name(winners[0])) if len(winners) == 1 else tr("banner.draw")
    else:
        player = view.turn_view
        if obs.phase == "ask" and obs.to_play >= 0 and not table.busy():
            player = obs.to_play
        rgb = table.seat_rgb(player)
        seat = table.session.seats[player]
        title = tr("banner.human" if table.plays_here(player) else "banner.cpu", name=seat.name)
    table.banner.draw(surface, view.geometry.banner, rgb, title)


def draw_claim(view: ChaosView, surface: pygame.Surface) -> None:
    """The claimer's card(s), big, over the kitchen while their mice are turned over."""
    table = view.table
    if view.claim_view is None:
        return
    seat, colours = view.claim_view
    board_rect = view.geometry.board
    ch = int(board_rect.h * 0.26)
    cw = int(ch * 0.7)
    gap = table.px(12)
    total = len(colours) * cw + (len(colours) - 1) * gap
    x = board_rect.centerx - total // 2
    y = board_rect.top + int(board_rect.h * 0.12)
    back = pygame.Rect(x - gap, y - gap, total + 2 * gap, ch + 2 * gap)
    pygame.draw.rect(surface, table.seat_rgb(seat), back, border_radius=table.px(14))
    for colour in colours:
        surface.blit(sprites.card_pic(view.table, colour, cw, ch), (x, y))
        x += cw + gap


def draw_big_number(view: ChaosView, surface: pygame.Surface) -> None:
    """The number of the cover just lifted, big, for the person who lifted it."""
    table = view.table
    if view.big_number is None:
        return
    number, since = view.big_number
    board_rect = view.geometry.board
    age = min(1.0, (table.clock - since) / max(0.01, table.dur(0.25)))
    size = int(board_rect.h * 0.28 * (0.6 + 0.4 * age)) // 8 * 8
    pic = sprites.cover_pic(view.table, "open", number, max(16, size))
    surface.blit(pic, pic.get_rect(center=(board_rect.centerx, board_rect.centery - board_rect.h // 10)))


def segment_lines(text: str, size: int, width: int) -> list[str]:
    """The keyboard hints on lines, each hint (between " · ") kept whole."""
    font = get_font(size)
    lines: list[str] = []
    for part in text.split(" · "):
        if lines and font.size(f"{lines[-1]} · {part}")[0] <= width:
            lines[-1] = f"{lines[-1]} · {part}"
        else:
            lines.append(part)
    return lines


def chaos_card(colour: str | None, w: int, h: int) -> pygame.Surface:
    """A small card on a seat's panel (shown by a claim: public)."""
    from . import art as chaos_art
    if colour is None:
        return chaos_art.colour_card_back(w, h)
    return chaos_art.colour_card(colour, w, h)
