"""Where everything goes on the Gouda! Gouda! table, from the window size: the banner
across the top, the shelf on the left (the level's places scaled to fit, each with
its kitchen thing and the spot where its mouse badges stand), and on the right the
side column: one panel per seat (2 to 6, stacked), the dice tray (the dice of the roll
and, under them, the stack of markers played this roll), and the action card (what to
do next, the buttons of a choice, or the answer bar of an answer window).

:func:`table_layout` returns a :class:`TableLayout` (frozen dataclasses: the table, the
shelf, the dice tray, each seat). The level's rectangles are scaled
with a horizontal and a vertical factor of their own (within reason: the shelf fills
its room), each kitchen thing keeping its shape at the smaller of the two.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ....view.fonts import get_font
from ....view.widgets import READABLE
from .. import GAME
from ..conf import GoudaConfig

Px = Callable[[float], int]

#: The longest side of a mouse badge in a place is never under this (its number stays
#: at a readable size).
BADGE_MIN = 28


@dataclass(frozen=True)
class SeatLayout:
    """A seat's panel: the face, the name, the counts (mice, cheese, markers face down)."""

    rect: pygame.Rect
    face: pygame.Rect
    name: pygame.Rect
    counts: pygame.Rect
    one_line: bool                          # the name and the counts side by side


@dataclass(frozen=True)
class ShelfLayout:
    """The shelf: each place of the level and its kitchen thing, scaled into the room."""

    rect: pygame.Rect
    scale: float                            # the things' scale (the smaller factor)
    places: dict[str, pygame.Rect]
    things: dict[str, pygame.Rect]
    badge: int                              # a mouse badge's height


@dataclass(frozen=True)
class DiceTrayLayout:
    """The dice tray: a caption, the dice of the roll, the stack of markers under them."""

    rect: pygame.Rect
    caption: pygame.Rect
    die_size: int
    dice: list[tuple[int, int]]             # each die's centre
    marker_size: int
    stack_top: int
    stack_left: int


@dataclass(frozen=True)
class TableLayout:
    """Every place on the Gouda! Gouda! table for one window size."""

    banner: pygame.Rect
    side: pygame.Rect                       # the side column
    shelf: ShelfLayout
    seats: list[SeatLayout]
    tray: DiceTrayLayout
    action: pygame.Rect                     # the action area: the card and the legend
    card: pygame.Rect                       # the action card
    legend: pygame.Rect | None              # the dice's legend, when there is room
    legend_row: int
    bar_area: pygame.Rect                   # the answer bar of an answer window


def table_layout(size: tuple[int, int], px: Px, controls_width: int, players: int,
                 powers: bool = True, festival: bool = False) -> TableLayout:
    """Where everything goes: the banner at the top (beside the controls), the shelf on
    the left, and the side on the right (the seats' panels, the dice tray, the action
    card and the dice's legend)."""
    w, h = size
    m, gap = px(14), px(12)
    bh = max(px(84), 66, min(int(h * 0.105), px(120)))
    banner = pygame.Rect(m, m, max(px(200), w - m - controls_width), bh)
    top = banner.bottom + gap
    area_h = h - top - m
    side_w = max(250, min(px(400), int(w * 0.3)))
    side = pygame.Rect(w - m - side_w, top, side_w, area_h)
    shelf = pygame.Rect(m, top, side.left - gap - m, area_h)
    seats, tray, action = _side_layout(side, px, players, powers, festival)
    card, legend, legend_row = _action_layout(action, px)
    return TableLayout(banner=banner, side=side, shelf=_shelf_layout(shelf, px), seats=seats, tray=tray,
                       action=action, card=card, legend=legend, legend_row=legend_row,
                       # the answer bar of an answer window: over the bottom of the table area
                       bar_area=shelf.copy())


def _side_layout(side: pygame.Rect, px: Px, players: int, powers: bool,
                 festival: bool) -> tuple[list[SeatLayout], DiceTrayLayout, pygame.Rect]:
    """The side, top to bottom: the seats' panels, the dice tray, the action area (laid
    out by :func:`_action_layout`)."""
    # the dice tray's size first (it does not depend on the seats): a caption, the
    # dice, the stack of markers
    cap = get_font(max(READABLE, px(18)), bold=True).get_linesize()
    max_dice = GAME.config().max_dice
    dice = int(min((side.w - px(40)) / max_dice * 0.86, px(64), max(30, side.h * 0.45 * 0.22)))
    marker = int(max(28, min(px(46), dice * 0.8)))
    tray_h = cap + px(10) + dice + px(10) + (marker + px(16) if powers else px(6))
    # the seats' panels, one under the other, as tall as leaves the action card the room
    # for two lines of words and a row of buttons (or the "... is thinking" hint); two
    # lines each (the name on its own line, read whole) whenever they fit, else the
    # name and the counts side by side, the counts as wide as they need
    sgap = max(3, px(5))
    pad = seat_pad(px)
    budget = side.h - tray_h - px(8) - px(4) - action_min_height(px)
    per = (budget - (players - 1) * sgap) // players
    ph = min(px(86), per)
    one_line = ph < two_line_height(px)
    if one_line:
        ph = max(get_font(READABLE, bold=True).get_linesize() + pad, ph)
    counts_w = counts_width(px, ph, 1 + int(festival) + int(powers))
    seats = [seat_layout(pygame.Rect(side.left, side.top + p * (ph + sgap), side.w, ph), px,
                         one_line, counts_w) for p in range(players)]
    y = side.top + players * (ph + sgap) + px(4) - sgap
    tray = pygame.Rect(side.left, y, side.w, tray_h)
    caption = pygame.Rect(tray.left + px(14), tray.top + px(8), tray.w - px(28), cap)
    step = (tray.w - px(28)) / max_dice
    dy = caption.bottom + px(6) + dice // 2
    dice_tray = DiceTrayLayout(
        rect=tray, caption=caption, die_size=dice,
        dice=[(round(tray.left + px(14) + (k + 0.5) * step), dy) for k in range(max_dice)],
        marker_size=marker, stack_top=dy + dice // 2 + px(8), stack_left=tray.left + px(14))
    action = pygame.Rect(side.left, tray.bottom + px(8), side.w, side.bottom - tray.bottom - px(8))
    return seats, dice_tray, action


def _action_layout(action: pygame.Rect, px: Px) -> tuple[pygame.Rect, pygame.Rect | None, int]:
    """The action area: the card, and the dice's legend at its foot (and its row's
    height) when there is room."""
    # the legend of the dice at the bottom of the action area, when there is room for it
    # and for a hint with a row of buttons above it
    row = max(26, px(30))
    legend_h = 3 * row + px(20)
    if action.h >= legend_h + max(110, px(130)):
        legend = pygame.Rect(action.left, action.bottom - legend_h, action.w, legend_h)
        return pygame.Rect(action.left, action.top, action.w, action.h - legend_h - px(8)), legend, row
    return action.copy(), None, row


def _shelf_layout(shelf: pygame.Rect, px: Px) -> ShelfLayout:
    """The shelf: the level's picture scaled into the room (a little stretched where
    the room is long), each place where the level has it, its thing standing at its
    foot at the true scale, and the badges' size."""
    config: GoudaConfig = GAME.config()
    level = config.shelf
    inner = shelf.inflate(-2 * max(6, px(20)), -2 * max(6, px(16)))
    sx = inner.w / level.width
    sy = inner.h / level.height
    s = min(sx, sy)
    sx, sy = min(sx, s * 1.45), min(sy, s * 1.3)
    ox = inner.left + (inner.w - level.width * sx) / 2
    oy = inner.top + (inner.h - level.height * sy) / 2
    places: dict[str, pygame.Rect] = {}
    things: dict[str, pygame.Rect] = {}
    for name in config.names:
        p = level.places[name]
        cx, cy = ox + (p.x + p.w / 2) * sx, oy + (p.y + p.h / 2) * sy
        rect = pygame.Rect(0, 0, round(p.w * sx), round(p.h * sy))
        rect.center = (round(cx), round(cy))
        places[name] = rect
        thing = pygame.Rect(0, 0, round(p.w * s), round(p.h * s))
        thing.midbottom = rect.midbottom
        things[name] = thing
    return ShelfLayout(rect=shelf, scale=s, places=places, things=things, badge=max(BADGE_MIN, px(38)))


def seat_pad(px: Px) -> int:
    return max(4, px(8))


def name_line(px: Px) -> int:
    """The height of a seat's name line: the name is drawn at the size that fits it,
    down to :data:`READABLE`."""
    return get_font(READABLE, display=True).get_linesize()


def counts_line(px: Px) -> int:
    """The height of a seat's counts line (icons and "×5" at the readable size: the
    figures' ink, not the font's whole line, which has room for accents below)."""
    return max(16, get_font(READABLE, bold=True).get_ascent() + 3)


def two_line_height(px: Px) -> int:
    """The least height of a seat's panel with its name on a line of its own."""
    return name_line(px) + counts_line(px) + seat_pad(px)


def action_min_height(px: Px) -> int:
    """The action card's least height: two lines of words over a row of buttons."""
    line = get_font(max(READABLE, px(19)), bold=True).get_linesize()
    return 2 * line + max(40, px(54)) + px(10) + max(14, px(24))


def count_icon(px: Px, h: int) -> int:
    return max(14, min(h - 2, px(26)))


def count_font(px: Px, h: int) -> int:
    return max(READABLE, min(max(READABLE, px(18)), h))


def counts_width(px: Px, ph: int, parts: int) -> int:
    """How wide a seat's counts are side by side with its name (``parts`` counts of
    up to two figures, each an icon and "×12")."""
    h = ph - seat_pad(px)
    icon = count_icon(px, h)
    text = get_font(count_font(px, h), bold=True).size("×12")[0]
    return parts * (icon + px(3) + text) + (parts - 1) * px(6)


def seat_layout(rect: pygame.Rect, px: Px, one_line: bool = False,
                counts_w: int | None = None) -> SeatLayout:
    """A seat's panel: the face on the left, the name on the first line, the counts
    (mice, cheese, markers face down) on the second; or, ``one_line``, the name and
    then the counts (``counts_w`` wide) on one line (many seats in a small window)."""
    pad = seat_pad(px)
    inner = rect.inflate(-2 * pad, -pad)
    f = min(inner.h, px(56))
    face = pygame.Rect(inner.left, inner.centery - f // 2, f, f)
    col = pygame.Rect(face.right + pad, inner.top, inner.right - face.right - pad, inner.h)
    if one_line:
        cw = min(col.w // 2 + col.w // 4, counts_w if counts_w is not None else int(col.w * 0.6))
        name = pygame.Rect(col.left, col.top, col.w - cw - pad, col.h)
        counts = pygame.Rect(name.right + pad, col.top, col.right - name.right - pad, col.h)
    else:
        nh = max(name_line(px), col.h - counts_line(px)) if col.h < 2 * name_line(px) + 4 else col.h // 2
        name = pygame.Rect(col.left, col.top, col.w, nh)
        counts = pygame.Rect(col.left, name.bottom, col.w, col.bottom - name.bottom)
    return SeatLayout(rect=rect, face=face, name=name, counts=counts, one_line=one_line)


def badge_rects(shelf: ShelfLayout, place: str, owners: list[int]) -> dict[int, pygame.Rect]:
    """Where each owner's badge stands on ``place``: rows centred on the thing, as many
    to a row as the place is wide (two at least, three on a wide one)."""
    size = shelf.badge
    bw = round(size * 1.8)
    rect = shelf.places[place]
    if not owners:
        return {}
    per_row = max(2, min(3, int(rect.w * 1.5) // bw))
    rows = -(-len(owners) // per_row)
    gap = max(2, size // 10)
    total_h = rows * size + (rows - 1) * gap
    top = rect.centery - total_h // 2 - size // 6
    out = {}
    for k, owner in enumerate(owners):
        r, c = divmod(k, per_row)
        in_row = min(per_row, len(owners) - r * per_row)
        width = in_row * bw + (in_row - 1) * gap
        left = rect.centerx - width // 2 + c * (bw + gap)
        out[owner] = pygame.Rect(left, top + r * (size + gap), bw, size)
    return out


def die_rect(tray: DiceTrayLayout, k: int) -> pygame.Rect:
    size = tray.die_size
    rect = pygame.Rect(0, 0, size, size)
    rect.center = tray.dice[min(k, len(tray.dice) - 1)]
    return rect


def stack_rect(tray: DiceTrayLayout, k: int) -> pygame.Rect:
    size = tray.marker_size
    return pygame.Rect(tray.stack_left + k * (size + max(3, size // 6)), tray.stack_top, size, size)
