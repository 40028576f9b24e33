"""The players' panels on the left of the Mouse Dice table: each player's face, name
and mice, one stack of cards per colour with its count and a row of pips towards the
target. The current player's panel glows, and so does the winner's; while a person may
swap a white mouse, the cards they may take light up. Over them, the last move's
marks (the stacks that just got cards) and the banner.

A panel is drawn again only when something on it changes (:meth:`BaseGameScene.redrawn`).
The panels take the shared table (its picture caches, ``px``, the seats); the last
move's marks and the banner take the view model (:class:`.view_model.CubesView`: the
turn and the end as shown, the geometry), and its table for the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .... import i18n
from ....core.protocol import TERMINAL
from ....core.save_file import Seat
from ....view import art, marks, palette
from ....view.fonts import Font, get_font
from ....view.widgets import READABLE, ellipsize, fit_lines
from .. import GAME
from ..observation import CubesObservation
from ..texts import tr
from .layout import PanelLayout
from .sprites import card_maker

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene
    from .view_model import CubesView


def draw_panel(table: BaseGameScene, surface: pygame.Surface, p: int, panel: PanelLayout,
               hand: dict[str, int], current: bool, winner: bool,
               offers: tuple[str, ...], focus: str | None, hover: str | None) -> None:
    """Player ``p``'s panel (laid out as ``panel``) showing ``hand``; ``offers`` are the
    colours that may be taken from it, ``focus`` / ``hover`` the one the keyboard / the
    mouse is on."""
    key = (i18n.language(), tuple(hand.get(c, 0) for c in GAME.config().colours), current, winner,
           offers, focus, hover)
    img = table.redrawn(("panel", p), key, lambda: render_panel(
        table, p, panel, hand, current, winner, set(offers), focus, hover))
    g = glow_pad(table)
    surface.blit(img, (panel.rect.left - g, panel.rect.top - g))


def glow_pad(table: BaseGameScene) -> int:
    """Room around a panel for its glow."""
    return table.px(16)


def render_panel(table: BaseGameScene, p: int, panel: PanelLayout, hand: dict[str, int],
                 current: bool, winner: bool, offers: set[str], focus: str | None,
                 hover: str | None) -> pygame.Surface:
    """Player ``p``'s panel as a picture (with room for its glow): the frame and the
    header (:func:`_draw_header`), then the stacks of cards (:func:`_draw_stacks`)."""
    px = table.px
    g = glow_pad(table)
    rect = panel.rect
    offset = (g - rect.left, g - rect.top)
    surf = pygame.Surface((rect.w + 2 * g, rect.h + 2 * g), pygame.SRCALPHA)
    if current or winner:
        surf.blit(_glow(table, rect.w, rect.h), (0, 0))
    border = palette.HIGHLIGHT if (current or winner) else None
    fill = art.tint(palette.HIGHLIGHT, 0.8) if current else palette.PANEL
    surf.blit(art.panel(rect.w, rect.h, px(18), fill, border), (g, g))
    _draw_header(table, surf, p, panel, current, offset)
    _draw_stacks(table, surf, panel, hand, offers, focus, hover, offset)
    return surf


def _draw_header(table: BaseGameScene, surf: pygame.Surface, p: int, panel: PanelLayout,
                 current: bool, offset: tuple[int, int]) -> None:
    """The panel's seat colour stripe, face, name (and "computer"), and the turn's arrow."""
    px, fs = table.px, table.fs
    seat: Seat = table.session.seats[p]
    rgb = table.seat_rgb(p)
    body = panel.body.move(offset)
    if current:
        pygame.draw.rect(surf, palette.HIGHLIGHT, body, max(3, px(4)), border_radius=px(18))
    stripe = pygame.Rect(body.left + px(4), body.top + px(10), max(4, px(7)), body.h - px(20))
    pygame.draw.rect(surf, rgb, stripe, border_radius=stripe.w // 2)
    av = panel.avatar.move(offset)
    surf.blit(art.mouse_face(rgb, av.w), av)
    name_x = av.right + px(10)
    avail = body.right - name_x - px(30)
    tag_img = (get_font(fs(15)).render(tr("label.computer"), True, (150, 110, 84))
               if not seat.is_human else None)
    name_largest = max(READABLE, min(fs(26), int(av.h * 0.62)))
    if tag_img and get_font(READABLE, display=True).size(seat.name)[0] + tag_img.get_width() + px(10) > avail:
        tag_img = None                 # a long name: the name first (the face says the rest)
    room = avail - (tag_img.get_width() + px(10) if tag_img else 0)
    name_size = table.fit(seat.name, name_largest, room, display=True)
    name = ellipsize(seat.name, name_size, room, display=True)
    name_img = get_font(name_size, display=True).render(name, True, palette.TEXT)
    surf.blit(name_img, name_img.get_rect(midleft=(name_x, av.centery)))
    if tag_img:
        surf.blit(tag_img, tag_img.get_rect(midleft=(name_x + name_img.get_width() + px(10),
                                                     av.centery + px(2))))
    if current:
        ax = body.right - px(18)
        pygame.draw.polygon(surf, palette.ACCENT, [(ax, av.centery), (ax - px(14), av.centery - px(10)),
                                                   (ax - px(14), av.centery + px(10))])


def _draw_stacks(table: BaseGameScene, surf: pygame.Surface, panel: PanelLayout, hand: dict[str, int],
                 offers: set[str], focus: str | None, hover: str | None,
                 offset: tuple[int, int]) -> None:
    """The panel's stacks of cards (a ghost for an empty one), those that may be taken
    lit, with their pips, counts and, on the focused or hovered one, the take tag."""
    px = table.px
    obs = table.observation()
    assert isinstance(obs, CubesObservation)
    target = obs.target
    cw, ch = panel.card
    colours = GAME.config().colours
    for colour in colours:
        card = panel.stacks[colour].move(offset)
        n = hand.get(colour, 0)
        if colour in offers:
            ring = card.inflate(px(14), px(14))
            pygame.draw.rect(surf, palette.HIGHLIGHT, ring, border_radius=px(10))
            if colour in (focus, hover):
                pygame.draw.rect(surf, palette.ACCENT, ring.inflate(px(8), px(8)), max(3, px(4)),
                                 border_radius=px(12))
        if n:
            card_img = card_maker(table, colour)(cw, ch)
            for k in range(min(n, 3) - 1, 0, -1):
                surf.blit(card_img, card.move(k * px(3), -k * px(3)))
            surf.blit(card_img, card)
        else:
            surf.blit(_ghost(table, colour, cw, ch), card)
        # the pips first: the count badge above them is laid out clear of them anyway
        draw_pips(table, surf, panel.pips[colour].move(offset), colour, n, target)
        if n:
            draw_badge(table, surf, panel.badges[colour].move(offset), n)
    for colour in colours:                      # over the neighbouring stacks
        if colour in offers and colour in (focus, hover):
            draw_take_tag(table, surf, panel, colour, offset)


def draw_badge(table: BaseGameScene, surf: pygame.Surface, rect: pygame.Rect, n: int) -> None:
    """The round count of a stack, filling ``rect`` (outline included)."""
    outline = max(1, table.px(2))
    c = rect.center
    r = rect.w // 2 - outline
    pygame.draw.circle(surf, palette.OUTLINE, c, r + outline)
    pygame.draw.circle(surf, palette.PANEL, c, r)
    size = max(READABLE, int(r * 1.35))
    num = get_font(size, bold=True).render(str(n), True, palette.TEXT)
    surf.blit(num, num.get_rect(center=(c[0], c[1] + 1)))


def take_tag(table: BaseGameScene, panel: PanelLayout,
             colour: str) -> tuple[pygame.Rect, list[str], int]:
    """Where the "Take!" tag of ``colour``'s stack goes on ``panel`` (its box, in
    window coordinates), its lines and font size. It lies across the top of the card
    (never over the owner's face and name: a child must see whose card she takes), on
    one line as wide as the gap between the neighbouring cards allows, else on two;
    never in letters below :data:`READABLE` (it may then reach over a neighbour's card)."""
    px, fs = table.px, table.fs
    text = tr("label.take_it")
    card, column = panel.stacks[colour], panel.columns[colour]
    spare = column.w - card.w + max(4, px(6))   # the gap to the next card, and a little
    body = panel.body.inflate(-px(4), 0)
    room = pygame.Rect(card.left - spare, column.top, card.w + 2 * spare, column.h).clip(body)
    pad_x, pad_y = max(4, px(10)), max(2, px(4))
    lines, size = fit_lines(text, fs(15), room.w - pad_x, 1, bold=True)
    font = get_font(size, bold=True)
    if font.size(text)[0] > room.w - pad_x and " " in text:
        lines, size = fit_lines(text, fs(15), max(room.w, column.w) - pad_x, 2, bold=True)
        font = get_font(size, bold=True)
    w = max(font.size(line)[0] for line in lines) + pad_x
    h = tag_step(font) * (len(lines) - 1) + font.get_height() + pad_y
    box = pygame.Rect(0, 0, w, h)
    box.midtop = (card.centerx, card.top + px(4))
    box.clamp_ip(room if box.w <= room.w else body)
    return box, lines, size


def draw_take_tag(table: BaseGameScene, surf: pygame.Surface, panel: PanelLayout, colour: str,
                  offset: tuple[int, int]) -> None:
    box, lines, size = take_tag(table, panel, colour)
    box = box.move(offset)
    pygame.draw.rect(surf, palette.ACCENT, box, border_radius=table.px(8))
    pygame.draw.rect(surf, palette.TEXT_LIGHT, box, max(1, table.px(2)), border_radius=table.px(8))
    font = get_font(size, bold=True)
    step = tag_step(font)
    y = box.top + (box.h - step * (len(lines) - 1) - font.get_height()) // 2
    for line in lines:
        img = font.render(line, True, palette.TEXT_LIGHT)
        surf.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += step


def tag_step(font: Font) -> int:
    """From one line of the tag to the next: closer than the font's own (roomy) gap."""
    return round(font.get_height() * 0.72)


def draw_pips(table: BaseGameScene, surf: pygame.Surface, rect: pygame.Rect, colour: str,
              n: int, target: int) -> None:
    """``target`` pips under a stack, the first ``n`` filled with the colour."""
    gap = max(1, table.px(2))
    pw = min(table.px(12), (rect.w - (target - 1) * gap) / target)
    total = target * pw + (target - 1) * gap
    x = rect.centerx - total / 2
    rgb = palette.MOUSE_COLOURS[colour]
    line = art.ink(rgb) if colour != GAME.config().white else palette.OUTLINE
    for k in range(target):
        pip = pygame.Rect(round(x + k * (pw + gap)), rect.top, max(2, round(pw)), rect.h)
        radius = max(1, pip.h // 3)
        if k < n:
            pygame.draw.rect(surf, rgb, pip, border_radius=radius)
            pygame.draw.rect(surf, line, pip, 1, border_radius=radius)
        else:
            pygame.draw.rect(surf, (226, 212, 190), pip, border_radius=radius)


def _ghost(table: BaseGameScene, colour: str, w: int, h: int) -> pygame.Surface:
    """A faded card where a player has no mouse of ``colour`` yet."""
    def make() -> pygame.Surface:
        img = pygame.Surface((w, h), pygame.SRCALPHA)
        card = art.mouse_card(colour, w, h).copy()
        card.fill((255, 255, 255, 60), special_flags=pygame.BLEND_RGBA_MULT)
        img.blit(card, (0, 0))
        pygame.draw.rect(img, (200, 176, 150, 200), img.get_rect(), max(1, table.px(2)),
                         border_radius=max(3, w // 10))
        return img
    return table.image(("ghost", colour, w, h), make)


def _glow(table: BaseGameScene, w: int, h: int) -> pygame.Surface:
    return table.image(("glow", w, h),
                       lambda: art.glow(w, h, glow_pad(table), table.px(26), (*palette.HIGHLIGHT, 210)))


def draw_last_move(model: CubesView, surface: pygame.Surface) -> None:
    """A ring round each stack that just got cards, an arrow from the stack a
    card was swapped from, in the mover's colour, until the next turn's first move
    (see :mod:`game.view.marks`)."""
    table = model.table
    if not table.narrator.last_move or table.narrator.last_move_owner is None:
        return
    rgb = marks.ink(table.seat_rgb(table.narrator.last_move_owner))
    panels_ = model.geometry.panels
    done = set()
    for frm, to, colour in table.narrator.last_move:
        if to >= len(panels_) or (frm, to, colour) in done:
            continue
        done.add((frm, to, colour))
        card = panels_[to].stacks[colour]
        radius = max(card.w, card.h) * 0.62
        if frm is None or frm >= len(panels_):
            marks.ring(surface, card.center, radius, rgb, table.px(4))
        else:
            marks.arrow(surface, panels_[frm].stacks[colour].center, card.center, rgb,
                        table.px(5), start_ring=radius * 0.8, stop_short=radius)


def draw_banner(model: CubesView, surface: pygame.Surface) -> None:
    """Whose turn it is and what happens, or who won."""
    table = model.table
    obs = model.observation()
    player = model.turn_view
    winners = obs.winners
    over = obs.to_play == TERMINAL and model.over_shown
    if over and len(winners) == 1:
        player = winners[0]
    if over:
        title = (tr("message.win", name=table.seat_name(winners[0])) if len(winners) == 1
                 else tr("message.draw") if winners else tr("banner.over"))
    else:
        seat = table.session.seats[player]
        title = tr("banner.human" if table.plays_here(player) else "banner.cpu", name=seat.name)
    table.banner.draw(surface, model.geometry.banner, table.seat_rgb(player), title)
