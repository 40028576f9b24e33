"""Where everything goes on the Chaos de souris et de fromage table, from the window
size: the banner across the top; on the left the kitchen seen from above (the level's
12 x 12 squares in their brick wall, as large as the window allows, every square the
same size so that steps can be counted); on the right the side column: one panel per
seat (2 to 4), the *hand* (the viewer's secret colour card and the number of the cover
in use, on their own turn only) and the action card (what to do next and its buttons).

:func:`table_layout` returns a :class:`TableLayout` (a frozen dataclass, a
:class:`SeatLayout` per seat); :func:`square_rect`,
:func:`square_at` and :func:`table_slots` turn squares into pixels and back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ....view import art
from ....view.fonts import get_font
from ....view.widgets import READABLE
from .. import GAME
from ..level import Kitchen
from . import art as chaos_art

Px = Callable[[float], int]
Sq = tuple[int, int]

#: A square is never drawn smaller than this (pixels): pieces stay recognisable.
CELL_MIN = 24


def kitchen() -> Kitchen:
    """The kitchen the table draws: the game's config's (``GAME.config()``)."""
    kitchen_: Kitchen = GAME.config().kitchen
    return kitchen_


@dataclass(frozen=True)
class SeatLayout:
    """A seat's panel: the face, the name, the hideout's mice (and a card once shown)."""

    rect: pygame.Rect
    face: pygame.Rect
    name: pygame.Rect
    counts: pygame.Rect


@dataclass(frozen=True)
class TableLayout:
    """Every place on the Chaos table for one window size."""

    banner: pygame.Rect
    board: pygame.Rect                      # the kitchen with its wall
    cell: int                               # a square's size
    wall: int                               # the wall's thickness
    origin: tuple[int, int]                 # the top left corner of the floor
    squares: int                            # squares across (and down)
    side: pygame.Rect                       # the side column
    seats: list[SeatLayout]
    hand: pygame.Rect                       # the viewer's secret card(s) and the number in use
    action: pygame.Rect                     # what to do next and its buttons


def board_cell(room: int, squares: int) -> int:
    """The largest square side whose kitchen (floor and wall) fits ``room`` pixels."""
    cell = max(CELL_MIN, room // (squares + 1))
    while cell > CELL_MIN and squares * cell + 2 * chaos_art.wall_width(cell) > room:
        cell -= 1
    while squares * (cell + 1) + 2 * chaos_art.wall_width(cell + 1) <= room:
        cell += 1
    return cell


def table_layout(size: tuple[int, int], px: Px, controls_width: int, players: int) -> TableLayout:
    w, h = size
    m, gap = px(14), px(12)
    bh = max(px(84), 66, min(int(h * 0.105), px(120)))
    banner = pygame.Rect(m, m, max(px(200), w - m - controls_width), bh)
    top = banner.bottom + gap
    area_h = h - top - m
    side_w = max(250, min(px(460), int(w * 0.34)))
    region_w = w - 2 * m - gap - side_w
    squares = kitchen().size
    cell = board_cell(min(region_w, area_h), squares)
    wall = chaos_art.wall_width(cell)
    board_px = squares * cell + 2 * wall
    left = m + max(0, (region_w - board_px) // 2)
    board = pygame.Rect(left, top + max(0, (area_h - board_px) // 2), board_px, board_px)
    side = pygame.Rect(w - m - side_w, top, side_w, area_h)
    # the seats' panels, one under the other
    line = get_font(max(READABLE, px(20)), display=True).get_linesize()
    sgap = max(3, px(6))
    ph = max(line + get_font(READABLE).get_linesize() + max(8, px(12)),
             min(px(78), int(side.h * 0.42 - (players - 1) * sgap) // players))
    seats = [seat_layout(pygame.Rect(side.left, side.top + p * (ph + sgap), side.w, ph), px)
             for p in range(players)]
    y = side.top + players * (ph + sgap) + px(2)
    # the hand: the secret card(s) and the number in use
    hand_h = max(96, min(px(150), int(side.h * 0.27)))
    hand = pygame.Rect(side.left, y, side.w, hand_h)
    return TableLayout(
        banner=banner, board=board, cell=cell, wall=wall, origin=(board.left + wall, board.top + wall),
        squares=squares, side=side, seats=seats, hand=hand,
        action=pygame.Rect(side.left, hand.bottom + px(8), side.w, side.bottom - hand.bottom - px(8)))


def seat_layout(rect: pygame.Rect, px: Px) -> SeatLayout:
    """A seat's panel: the face on the left, the name on the first line, the hideout's
    mice (and a card once shown) on the second."""
    pad = max(4, px(8))
    inner = rect.inflate(-2 * pad, -pad)
    f = min(inner.h, px(54))
    face = pygame.Rect(inner.left, inner.centery - f // 2, f, f)
    col = pygame.Rect(face.right + pad, inner.top, inner.right - face.right - pad, inner.h)
    name = pygame.Rect(col.left, col.top, col.w, col.h // 2)
    counts = pygame.Rect(col.left, name.bottom, col.w, col.bottom - name.bottom)
    return SeatLayout(rect=rect, face=face, name=name, counts=counts)


def button_rects(area: pygame.Rect, count: int, px: Px) -> list[pygame.Rect]:
    """The action card's buttons: side by side at its bottom (one row)."""
    if count <= 0:
        return []
    bh = max(40, px(54))
    gap = px(10)
    body = art.panel_body_rect(area.w, area.h).move(area.topleft)
    inner = body.inflate(-px(24), 0)
    bw = (inner.w - (count - 1) * gap) // count
    y = body.bottom - px(10) - bh
    return [pygame.Rect(inner.left + k * (bw + gap), y, bw, bh) for k in range(count)]


# ----------------------------------------------------------------- squares <-> pixels
def square_rect(geometry: TableLayout, sq: Sq) -> pygame.Rect:
    ox, oy = geometry.origin
    cell = geometry.cell
    return pygame.Rect(ox + sq[0] * cell, oy + sq[1] * cell, cell, cell)


def block_rect(geometry: TableLayout, squares: frozenset[Sq] | tuple[Sq, ...]) -> pygame.Rect:
    """The rectangle around a block of squares (a hideout, the table)."""
    xs = [x for x, _ in squares]
    ys = [y for _, y in squares]
    top_left = square_rect(geometry, (min(xs), min(ys)))
    cell = geometry.cell
    return pygame.Rect(top_left.left, top_left.top, (max(xs) - min(xs) + 1) * cell,
                       (max(ys) - min(ys) + 1) * cell)


def square_at(geometry: TableLayout, pos: tuple[int, int]) -> Sq | None:
    ox, oy = geometry.origin
    cell = geometry.cell
    x, y = (pos[0] - ox) // cell, (pos[1] - oy) // cell
    n = geometry.squares
    if 0 <= x < n and 0 <= y < n:
        return int(x), int(y)
    return None


def table_rect(geometry: TableLayout) -> pygame.Rect:
    return block_rect(geometry, kitchen().table)


def hideout_rect(geometry: TableLayout, corner: int) -> pygame.Rect:
    return block_rect(geometry, kitchen().hideouts[corner])


def cover_slots(geometry: TableLayout, count: int) -> list[pygame.Rect]:
    """Where the covers still on the table stand: two rows of three over its top."""
    table = table_rect(geometry)
    size = max(12, int(table.w * 0.3))
    out = []
    for k in range(count):
        r, c = divmod(k, 3)
        x = table.left + table.w * (0.19 + 0.31 * c)
        y = table.top + table.h * (0.2 + 0.3 * r)
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (round(x), round(y))
        out.append(rect)
    return out


def under_slots(geometry: TableLayout, count: int) -> list[pygame.Rect]:
    """Where the mice under the table peep out: rows of three along its bottom edge,
    going up."""
    table = table_rect(geometry)
    size = max(14, int(table.w * 0.34))
    out = []
    for k in range(count):
        r, c = divmod(k, 3)
        x = table.left + table.w * (0.2 + 0.3 * c)
        y = table.bottom - size * 0.45 - r * size * 0.8
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (round(x), round(y))
        out.append(rect)
    return out


#: Where each hideout's kitchen corner is, in its 2 x 2 block (0 or 1 across, down): its
#: owner's symbol is drawn there.
KITCHEN_CORNER = {0: (0, 1), 1: (0, 0), 2: (1, 0), 3: (1, 1)}


def hideout_slots(geometry: TableLayout, corner: int, count: int) -> list[pygame.Rect]:
    """Where the mice in a hideout sit: a 2 x 2 grid, 3 x 3 once it holds more than
    four, 4 x 4 past nine; filled from the corner by the kitchen's middle, so that the
    owner's symbol in the kitchen corner stays in sight as long as possible."""
    box = hideout_rect(geometry, corner).inflate(-geometry.cell // 8, -geometry.cell // 8)
    per = 2 if count <= 4 else 3 if count <= 9 else 4
    size = box.w // per
    kx, ky = KITCHEN_CORNER.get(corner, (0, 0))
    far = ((1 - kx) * (per - 1), (1 - ky) * (per - 1))        # the inner corner's cell
    cells = sorted(((c, r) for r in range(per) for c in range(per)),
                   key=lambda cr: (max(abs(cr[0] - far[0]), abs(cr[1] - far[1])),
                                   abs(cr[0] - far[0]) + abs(cr[1] - far[1]), cr[1], cr[0]))
    return [pygame.Rect(box.left + c * size, box.top + r * size, size, size) for c, r in cells[:count]]
