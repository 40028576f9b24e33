"""Where everything goes on the Drôle de fromage table, from the window size: the
banner, the board (its size read from the level: the config's ``rows`` x ``cols``) in
its wooden frame, a tray on each side of the board (south below, north above, west on
the left, east on the right: a seated player's pieces, or the "out of the game" box of
an empty side), and the side panel with the die, the steps left and the big button.

:func:`table_layout` returns a :class:`TableLayout` (frozen dataclasses: the table, each
tray, the side panel); :func:`anchor_point` turns a place
(an *anchor* such as ``("cell", r, c)`` or ``("tray", seat, piece)``) into pixels.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ....view import art
from ....view.fonts import get_font
from ....view.widgets import READABLE, even, fit_lines, wrap
from .. import GAME
from ..texts import tr

Px = Callable[[float], int]
Anchor = tuple
SIDES = ("south", "west", "north", "east")
#: Outward (row, col) step of each side.
OUTWARD = {"north": (-1, 0), "east": (0, 1), "south": (1, 0), "west": (0, -1)}


@dataclass(frozen=True)
class TrayLayout:
    """A tray: its header (the face, the name, the peek place) and a slot per piece."""

    rect: pygame.Rect
    wide: bool                              # north or south: the header on the left
    header: pygame.Rect
    face: pygame.Rect
    name: pygame.Rect
    peek: pygame.Rect                       # the Peek button, "computer" or the points
    grid: pygame.Rect
    slot: int                               # a slot's size
    slots: list[tuple[int, int]]            # each slot's centre


@dataclass(frozen=True)
class SidePanelLayout:
    """The side panel: the die's box, the action area with the Roll button, the legend."""

    rect: pygame.Rect
    die_box: pygame.Rect
    die_size: int
    die_centre: tuple[int, int]
    action: pygame.Rect
    legend: pygame.Rect
    roll_button: pygame.Rect


@dataclass(frozen=True)
class TableLayout:
    """Every place on the Drôle de fromage table for one window size."""

    banner: pygame.Rect
    cell: int                               # a square's size
    board: pygame.Rect
    frame: pygame.Rect                      # the board in its wooden frame
    frame_width: int
    trays: dict[str, TrayLayout]            # by side
    side: SidePanelLayout
    peek: pygame.Rect                       # the peek overlay, over the board


@dataclass(frozen=True)
class LegendPlan:
    """Where the legend's parts go in its inner room (:func:`legend_plan`)."""

    title_size: int
    label_size: int
    note_size: int
    pics_top: int
    pic: int
    col_w: float
    label_h: int
    notes_top: int
    notes: list[list[str]]
    height: int


def table_layout(size: tuple[int, int], px: Px, controls_width: int) -> TableLayout:
    """The table for a window of ``size``. The board is as large as the height (and,
    in narrow windows, the width) allows once the four trays, the banner and the side
    panel have the room they need to stay readable; any room left over is shared out
    between the board block and the side panel, never left as a gap. Every text keeps
    :data:`READABLE` pixels: the side trays are wide enough for a name, the side
    panel's hint card and legend as tall as their words need (the die's box gives
    up what they take)."""
    w, h = size
    m, gap = px(14), px(12)
    bh = max(px(84), 66, min(int(h * 0.105), px(120)))    # room for a two-line status
    banner = pygame.Rect(m, m, max(px(200), w - m - controls_width), bh)
    top = banner.bottom + gap
    area_h = h - top - m
    tgap = max(3, px(6))
    tv = max(58, px(76))                             # north / south tray height
    ts = max(96, px(116))                            # west / east tray width
    side_min = max(px(280), 170)
    fr = max(6, px(18))                              # the wooden frame round the board
    by_h = area_h - 2 * (tv + tgap + fr)
    by_w = w - 2 * m - gap - side_min - 2 * (ts + tgap + fr)
    config = GAME.config()
    rows, cols = config.rows, config.cols
    cell = max(8, int(min(by_h / rows, by_w / cols)))
    bw, bhh = cell * cols, cell * rows
    block_w = bw + 2 * (fr + tgap + ts)
    block_h = bhh + 2 * (fr + tgap + tv)
    # the side panel takes what is left, up to a comfortable width; the rest is margin
    side_w = max(side_min, min(w - 2 * m - gap - block_w, max(px(400), int(w * 0.3))))
    spare = max(0, w - 2 * m - gap - side_w - block_w)
    left = m + spare // 2 + ts + tgap + fr
    board_top = top + (area_h - block_h) // 2 + tv + tgap + fr
    board = pygame.Rect(left, board_top, bw, bhh)
    frame = board.inflate(2 * fr, 2 * fr)
    # north and south trays run the whole width of the block (over the corners)
    wide_l, wide_r = frame.left - tgap - ts, frame.right + tgap + ts
    trays = {
        "south": pygame.Rect(wide_l, frame.bottom + tgap, wide_r - wide_l, tv),
        "north": pygame.Rect(wide_l, frame.top - tgap - tv, wide_r - wide_l, tv),
        "west": pygame.Rect(frame.left - tgap - ts, frame.top, ts, frame.h),
        "east": pygame.Rect(frame.right + tgap, frame.top, ts, frame.h),
    }
    sx = w - m - side_w
    side = pygame.Rect(sx, top, max(px(160), w - m - sx), area_h)
    return TableLayout(
        banner=banner, cell=cell, board=board, frame=frame, frame_width=fr,
        trays={side: tray_layout(rect, side in ("north", "south"), px) for side, rect in trays.items()},
        side=_side_panel(side, px),
        # the peek overlay, over the board
        peek=frame.inflate(-fr, -max(fr, frame.h - max(int(frame.h * 0.7), px(380)))))


def _side_panel(side: pygame.Rect, px: Px) -> SidePanelLayout:
    """The side panel: the die, the sum and the steps, the action (with the Roll
    button), the legend."""
    act_h = max(px(112), int(side.h * 0.19), hint_card_need(px, side.w))
    legend_h = legend_need(px, side.w)
    die_h = min(int(side.h * 0.43), side.h - act_h - legend_h - 2 * px(8))
    die_h = max(die_h, min(px(150), int(side.h * 0.3)))
    die_box = pygame.Rect(side.left, side.top, side.w, die_h)
    action = pygame.Rect(side.left, die_box.bottom + px(8), side.w, act_h)
    bw_ = min(side.w - px(30), px(320))
    roll_button = pygame.Rect(0, 0, bw_, min(px(84), act_h - px(30)))
    roll_button.midtop = (action.centerx, action.top + px(6))
    return SidePanelLayout(
        rect=side, die_box=die_box, die_size=int(min(side.w * 0.34, die_h * 0.5)),
        die_centre=(die_box.centerx, die_box.top + int(die_h * 0.4)), action=action,
        legend=pygame.Rect(side.left, action.bottom + px(8), side.w, side.bottom - action.bottom - px(8)),
        roll_button=roll_button)


# ------------------------------------------------------- words in the side panel
def line_step(size: int) -> int:
    """From one line of a paragraph to the next (closer than the font's own gap)."""
    return round(size * 1.3)


def text_block(text: str, size: int, width: int, *, bold: bool = False) -> list[str]:
    return wrap(text, size, width, bold=bold)


def hint_card_inner(px: Px, w: int, h: int) -> pygame.Rect:
    """The room for words on a hint card of ``w`` x ``h`` (its own coordinates)."""
    return art.panel_body_rect(w, h).inflate(-px(24), -px(12))


def hint_card_plan(px: Px, width: int, title: str | None,
                   hint: str) -> tuple[list[str], int, list[str], int, int]:
    """The title's lines and size and the hint's lines and size on a hint card
    ``width`` wide, and the height they take: each as big as comfortable, the title on
    two lines if it must, nothing below :data:`READABLE`."""
    u = px(1000) / 1000
    tlines: list[str] = []
    tsize = 0
    height = 0
    if title:
        tlines, tsize = fit_lines(title, max(READABLE, round(26 * u)), width, 2, display=True)
        height += get_font(tsize, display=True).get_height() + line_step(tsize) * (len(tlines) - 1)
    hsize = max(READABLE, round(18 * u))
    hlines = even(text_block(hint, hsize, width, bold=True), hint, hsize, width, bold=True)
    height += line_step(hsize) * (len(hlines) - 1) + get_font(hsize, bold=True).get_height()
    return tlines, tsize, hlines, hsize, height


def hint_card_need(px: Px, side_w: int) -> int:
    """The height of the action area: the tallest hint card it may show (a person's
    move, the last-piece bonus) at a readable size, or the Roll button and its keys."""
    probe = hint_card_inner(px, side_w, 400)
    pad = 400 - probe.h
    cards = [(None, tr("label.move_hint")), (tr("label.bonus_title"), tr("label.bonus_hint"))]
    words = max(hint_card_plan(px, probe.w, title, hint)[4] for title, hint in cards)
    return words + pad


def legend_texts() -> list[str]:
    """The sentences the legend may show under the points table (the longest of the
    notes about peeking, whichever the game's options make it)."""
    hidden = tr("label.worms_hidden", large=8, medium=8)
    notes = [tr("label.no_peek"), tr("label.own_worms"), tr("label.peek_info")]
    return [hidden, max(notes, key=len)]


def legend_plan(px: Px, box: pygame.Rect, texts: list[str]) -> LegendPlan:
    """Where the legend's parts go in ``box`` (its inner room): the title, the picture
    and points of each size, the lines of the notes (all at a readable size)."""
    u = px(1000) / 1000
    title_size = max(READABLE, round(20 * u))
    label_size = max(READABLE, round(17 * u))
    note_size = max(READABLE, round(15 * u))
    y = get_font(title_size, display=True).get_height() + px(2)
    col_w = box.w / 4
    pic = int(min(col_w * 0.8, max(px(24), 24)))
    label_h = get_font(label_size, bold=True).get_height()
    notes = [text_block(text, note_size, box.w) for text in texts]
    note_h = sum(line_step(note_size) * len(lines) for lines in notes) + px(4) * (len(notes) - 1)
    height = y + pic + px(2) + label_h + px(6) + note_h          # the least it takes
    pic = int(max(pic, min(col_w * 0.8, pic + (box.h - height) * 0.8)))   # room to spare: bigger
    return LegendPlan(title_size=title_size, label_size=label_size, note_size=note_size,
                      pics_top=y, pic=pic, col_w=col_w, label_h=label_h,
                      notes_top=y + pic + px(2) + label_h + px(6), notes=notes, height=height)


def legend_inner(px: Px, w: int, h: int) -> pygame.Rect:
    """The legend panel's room for its parts (its own coordinates)."""
    return art.panel_body_rect(w, h).inflate(-px(20), -px(12))


def legend_need(px: Px, side_w: int) -> int:
    probe = legend_inner(px, side_w, 400)
    return legend_plan(px, probe.inflate(0, -probe.h), legend_texts()).height + (400 - probe.h)


def tray_layout(rect: pygame.Rect, wide: bool, px: Px) -> TrayLayout:
    """A tray in ``rect``: a header and a grid of slots for every piece of the game.
    The header is cut into three places that never overlap: ``face`` (the mouse),
    ``name`` (the player's name: its text is fitted into this box) and ``peek`` (the
    Peek button, the "computer" tag, or the points at the final count). A wide tray
    (north, south) has its header on the left: the face, then the name over the peek
    place; a narrow one (west, east) stacks face, name (room for two lines: a long
    name may break at a hyphen or a space) and peek at its top."""
    pad = max(3, px(8))
    inner = rect.inflate(-2 * pad, -2 * pad)
    small = max(2, px(3))
    line = get_font(READABLE, display=True).get_height()
    if wide:
        hw = max(min(px(170), inner.w // 3), min(int(inner.w * 0.27), px(250)))
        header = pygame.Rect(inner.left, inner.top, hw, inner.h)
        grid = pygame.Rect(header.right + pad, inner.top, inner.right - header.right - pad, inner.h)
        f = min(header.h, px(56), header.w // 3)
        face = pygame.Rect(header.left, header.centery - f // 2, f, f)
        col = pygame.Rect(face.right + pad, header.top, header.right - face.right - pad, header.h)
        name_h = max(line + 2, (col.h - small) * 45 // 100)
        name = pygame.Rect(col.left, col.top, col.w, name_h)
        peek = pygame.Rect(col.left, name.bottom + small, col.w, col.bottom - name.bottom - small)
    else:
        f = min(int(inner.w * 0.5), px(52))
        name_h = max(2 * line, px(30))
        peek_h = max(30, px(40))
        header = pygame.Rect(inner.left, inner.top, inner.w, f + name_h + peek_h + 2 * small)
        face = pygame.Rect(0, 0, f, f)
        face.midtop = (header.centerx, header.top)
        name = pygame.Rect(header.left, face.bottom + small, header.w, name_h)
        peek = pygame.Rect(header.left, name.bottom + small, header.w, peek_h)
        grid = pygame.Rect(inner.left, header.bottom + pad, inner.w, inner.bottom - header.bottom - pad)
    best: tuple[float, int, int] | None = None
    n_pieces = GAME.config().n_pieces
    for cols in range(1, n_pieces + 1):
        rows = -(-n_pieces // cols)
        s = min(grid.w / cols, grid.h / rows)
        if best is None or s > best[0] + 0.01:
            best = (s, cols, rows)
    assert best is not None              # n_pieces >= 1: the loop ran
    s, cols, rows = best
    ox = grid.left + (grid.w - cols * s) / 2 if not wide else grid.left
    oy = grid.top + (grid.h - rows * s) / 2
    return TrayLayout(rect=rect, wide=wide, header=header, face=face, name=name, peek=peek,
                      grid=grid, slot=int(s),
                      slots=[(round(ox + (k % cols + 0.5) * s), round(oy + (k // cols + 0.5) * s))
                             for k in range(n_pieces)])


def cell_centre(geometry: TableLayout, r: float, c: float) -> tuple[float, float]:
    board, cell = geometry.board, geometry.cell
    return board.left + (c + 0.5) * cell, board.top + (r + 0.5) * cell


def cell_rect(geometry: TableLayout, r: int, c: int) -> pygame.Rect:
    board, cell = geometry.board, geometry.cell
    return pygame.Rect(board.left + c * cell, board.top + r * cell, cell, cell)


def anchor_point(geometry: TableLayout, anchor: Anchor, trays: Sequence[Sequence[int]],
                 sides: Sequence[str], outs: dict[str, list[int]]) -> tuple[float, float, float]:
    """(x, y, cell size) of a place on the table. ``trays`` / ``outs`` are the pieces
    the view shows in each player's tray / each empty side's box (a piece's slot is
    its place in that list)."""
    kind = anchor[0]
    if kind == "cell":
        x, y = cell_centre(geometry, anchor[1], anchor[2])
        return x, y, geometry.cell
    if kind == "beyond":                   # just off the board, past an edge square
        side, r, c = anchor[1], anchor[2], anchor[3]
        dr, dc = OUTWARD[side]
        x, y = cell_centre(geometry, r + dr * 0.9, c + dc * 0.9)
        return x, y, geometry.cell
    if kind == "tray":
        seat, piece = anchor[1], anchor[2]
        tray = geometry.trays[sides[seat]]
        lst = trays[seat]
        k = lst.index(piece) if piece in lst else len(lst)
        x, y = tray.slots[min(k, len(tray.slots) - 1)]
        return x, y, tray.slot
    if kind == "out":
        side, piece = anchor[1], anchor[2]
        tray = geometry.trays[side]
        lst = outs.get(side, [])
        k = lst.index(piece) if piece in lst else len(lst)
        x, y = tray.slots[min(k, len(tray.slots) - 1)]
        return x, y, tray.slot
    if kind == "gone":                      # out of the game with nowhere to show it
        x, y = geometry.frame.center
        return x, y, 1
    raise ValueError(anchor)
