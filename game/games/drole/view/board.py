"""The Drôle de fromage board and what lies around it: the wooden table, the board in
its frame (each side's edge in the colour of the player seated there, empty sides
neutral), the trays' panels with each player's face and name, the side panel with its
legend (what each size scores, how many worms hide), and the glowing squares a person
may step onto with the preview of what a step would push (and to whom a falling piece
would go)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ....view import art, palette
from ....view.fonts import get_font
from ....view.widgets import READABLE, ellipsize, fit_lines
from .. import GAME
from ..level import DIRECTION_SIDE, DIRECTIONS, EMPTY, push_line
from ..observation import DroleObservation
from ..texts import tr
from . import art as drole_art
from .layout import (
    OUTWARD,
    SidePanelLayout,
    TableLayout,
    TrayLayout,
    cell_centre,
    cell_rect,
    legend_inner,
    legend_plan,
    line_step,
)
from .look import DARK_SQ, FRAME, LIGHT_SQ, NEUTRAL, OUT_TRAY, TRAY

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene



@dataclass
class StepPreview:
    """What a step towards ``direction`` would do: the square the mouse goes to, the
    squares of the cheese line it pushes, whether the far piece falls, off which side
    and to whom (a seat, -1: out of the game)."""

    direction: str
    target: tuple[int, int]
    line: list[tuple[int, int]]
    falls: bool
    side: str
    receiver: int


def previews(obs: DroleObservation, directions: Sequence[str]) -> dict[str, StepPreview]:
    """The preview of each legal step of the player to move, from the observation, by
    the rules' own push (:func:`~..level.push_line`) on the game's board."""
    nb = GAME.config().nb
    cols = obs.cols
    cells = [EMPTY] * (obs.rows * cols)
    for p in obs.pieces:
        if p.square is not None:
            cells[p.square[0] * cols + p.square[1]] = p.id
    for seat, (r, c) in enumerate(obs.mice):
        cells[r * cols + c] = -2 - seat
    r0, c0 = obs.mice[obs.turn]
    start = r0 * cols + c0
    sides = obs.sides
    out = {}
    for d in directions:
        found = push_line(nb, cells, start, DIRECTIONS.index(d))
        if found is None:
            continue
        line, falls = found
        side = DIRECTION_SIDE[d]
        receiver = sides.index(side) if side in sides else -1
        target = divmod(nb[start][DIRECTIONS.index(d)], cols)
        out[d] = StepPreview(d, target, [divmod(sq, cols) for sq in line], falls, side, receiver)
    return out


def side_colour(table: BaseGameScene, sides: Sequence[str], side: str) -> tuple[int, int, int]:
    return table.seat_rgb(sides.index(side)) if side in sides else NEUTRAL


# ------------------------------------------------------------------- the backdrop
def paint_backdrop(table: BaseGameScene, surf: pygame.Surface, geometry: TableLayout,
                   sides: Sequence[str], obs: DroleObservation) -> None:
    px = table.px
    surf.blit(art.table_background(*surf.get_size()), (0, 0))
    frame, board, cell, fr = geometry.frame, geometry.board, geometry.cell, geometry.frame_width
    # soft shadow, the frame, the edges in the players' colours
    shadow = art.ground_shadow(int(frame.w * 1.25), int(frame.h * 1.25))
    surf.blit(shadow, shadow.get_rect(center=(frame.centerx + px(6), frame.centery + px(10))))
    pygame.draw.rect(surf, art.shade(FRAME, 0.35), frame.inflate(px(4), px(4)), border_radius=px(14))
    pygame.draw.rect(surf, FRAME, frame, border_radius=px(12))
    for side in ("north", "east", "south", "west"):
        rgb = side_colour(table, sides, side)
        band = _edge_band(frame, board, side, fr)
        pygame.draw.rect(surf, art.mix(rgb, FRAME, 0.15), band, border_radius=px(6))
        pygame.draw.rect(surf, art.shade(rgb, 0.3), band, max(1, px(2)), border_radius=px(6))
        if side in sides:
            seat = sides.index(side)
            shape = drole_art.player_shape(table.session.seats[seat].colour)
            sym = max(6, int(fr * 0.7))
            img = art.symbol(shape, sym, art.tint(rgb, 0.55))
            for k in (0.18, 0.5, 0.82):
                pos: tuple[float, float]
                if side in ("north", "south"):
                    pos = (band.left + band.w * k, band.centery)
                else:
                    pos = (band.centerx, band.top + band.h * k)
                surf.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1]))))
    # the squares
    level = GAME.config().board
    starts = {level.rc(sq): side for side, sq in level.starts.items()}
    for r in range(geometry.board.h // cell):
        for c in range(geometry.board.w // cell):
            rect = cell_rect(geometry, r, c)
            base = LIGHT_SQ if (r + c) % 2 == 0 else DARK_SQ
            pygame.draw.rect(surf, base, rect)
            if (r, c) in starts:
                side = starts[(r, c)]
                rgb = side_colour(table, sides, side)
                pygame.draw.rect(surf, art.mix(base, rgb, 0.35), rect.inflate(-px(6), -px(6)),
                                 border_radius=px(8))
    for k in range(1, board.w // cell):
        x = board.left + k * cell
        pygame.draw.line(surf, art.shade(DARK_SQ, 0.12), (x, board.top), (x, board.bottom - 1))
    for k in range(1, board.h // cell):
        y = board.top + k * cell
        pygame.draw.line(surf, art.shade(DARK_SQ, 0.12), (board.left, y), (board.right - 1, y))
    pygame.draw.rect(surf, art.shade(FRAME, 0.3), board, max(1, px(2)))
    # the trays
    for side, tray in geometry.trays.items():
        paint_tray(table, surf, tray, side, sides)
    paint_side(table, surf, geometry.side, obs)


def _edge_band(frame: pygame.Rect, board: pygame.Rect, side: str, fr: int) -> pygame.Rect:
    inset = max(2, fr // 6)
    if side == "north":
        return pygame.Rect(board.left, frame.top + inset, board.w, fr - 2 * inset)
    if side == "south":
        return pygame.Rect(board.left, board.bottom + inset, board.w, fr - 2 * inset)
    if side == "west":
        return pygame.Rect(frame.left + inset, board.top, fr - 2 * inset, board.h)
    return pygame.Rect(board.right + inset, board.top, fr - 2 * inset, board.h)


def paint_tray(table: BaseGameScene, surf: pygame.Surface, tray: TrayLayout, side: str,
               sides: Sequence[str]) -> None:
    px, fs = table.px, table.fs
    rect, header = tray.rect, tray.header
    seated = side in sides
    if not seated:
        surf.blit(art.panel(rect.w, rect.h, px(16), OUT_TRAY), rect.topleft)
        text = tr("label.out_of_game")
        width = header.w - px(6)
        lines, size = fit_lines(text, fs(16), width, 3, bold=True)
        step = round(size * 1.25)
        if tray.wide:
            y = header.centery - (step * (len(lines) - 1) + get_font(size, bold=True).get_height()) // 2
        else:
            y = header.top + px(4)
        for line in lines:
            img = table.text(ellipsize(line, size, width, bold=True), size, (120, 104, 90), bold=True)
            surf.blit(img, img.get_rect(midtop=(header.centerx, y)))
            y += step
        return
    seat = sides.index(side)
    rgb = table.seat_rgb(seat)
    surf.blit(art.panel(rect.w, rect.h, px(16), art.mix(TRAY, rgb, 0.12), art.shade(rgb, 0.1)),
              rect.topleft)
    # the slots: little dents in the tray
    s = tray.slot
    for x, y in tray.slots:
        box = pygame.Rect(0, 0, int(s * 0.8), int(s * 0.3))
        box.center = (x, y + int(s * 0.28))
        pygame.draw.ellipse(surf, art.mix(TRAY, rgb, 0.22), box)
    name_block(table, surf, tray, seat)


def name_block(table: BaseGameScene, surf: pygame.Surface, tray: TrayLayout, seat: int) -> None:
    """The player's face, symbol and name in a tray's header, each in its own box of
    the layout (``face``, ``name``), so that they never run into the peek place under
    or beside them whatever the language, the name or the window size."""
    fs = table.fs
    seat_info = table.session.seats[seat]
    rgb = table.seat_rgb(seat)
    av = tray.face
    surf.blit(art.mouse_face(rgb, av.w), av)
    box = tray.name
    lines, size = name_lines(table, seat_info.name, box, fs(24))
    step = get_font(size, display=True).get_height() - max(1, size // 6)
    top = box.centery - (step * (len(lines) - 1) + get_font(size, display=True).get_height()) // 2
    for k, line in enumerate(lines):
        img = table.text(line, size, palette.TEXT, display=True)
        y = top + k * step
        if tray.wide:
            surf.blit(img, (box.left, y))
        else:
            surf.blit(img, img.get_rect(midtop=(box.centerx, y)))
    shape = drole_art.player_shape(seat_info.colour)
    sym = max(8, int(av.w * 0.36))
    surf.blit(art.symbol(shape, sym, rgb), (av.right - sym * 2 // 3, av.bottom - sym * 2 // 3))


def name_size(table: BaseGameScene, text: str, box: pygame.Rect, largest: int,
              display: bool = True, bold: bool = False) -> int:
    """The largest font size up to ``largest`` at which ``text`` fits ``box`` (width
    and height: the font's own line height must not spill out of it), never below
    :data:`READABLE` (the layout makes the boxes big enough for that)."""
    size = max(READABLE, largest)
    while size > READABLE and get_font(size, display=display, bold=bold).get_height() > box.h + max(2, box.h // 8):
        size -= 1
    return table.fit(text, size, box.w, display=display, bold=bold)


def name_lines(table: BaseGameScene, text: str, box: pygame.Rect,
               largest: int) -> tuple[list[str], int]:
    """A name in ``box``: on one line as big as fits; else, if the box is tall enough,
    broken in two after a hyphen or at a space; else cut with "…"; never smaller than
    :data:`READABLE`."""
    size = name_size(table, text, box, largest)
    font = get_font(size, display=True)
    if font.size(text)[0] <= box.w:
        return [text], size
    two = _halves(text)
    if two and 2 * get_font(READABLE, display=True).get_height() - READABLE // 6 <= box.h + 2:
        for smaller in range(size, READABLE - 1, -1):
            font = get_font(smaller, display=True)
            if (2 * font.get_height() - smaller // 6 <= box.h + 2
                    and all(font.size(part)[0] <= box.w for part in two)):
                return two, smaller
        return [ellipsize(part, READABLE, box.w, display=True) for part in two], READABLE
    return [ellipsize(text, size, box.w, display=True)], size


def _halves(text: str) -> list[str] | None:
    """``text`` cut in two lines at the hyphen or space nearest its middle."""
    cuts = [k + 1 for k, ch in enumerate(text) if ch == "-"] + [k for k, ch in enumerate(text) if ch == " "]
    cuts = [k for k in cuts if 0 < k < len(text)]
    if not cuts:
        return None
    k = min(cuts, key=lambda c: abs(c - len(text) / 2))
    return [text[:k].rstrip(), text[k:].lstrip()]


def paint_side(table: BaseGameScene, surf: pygame.Surface, side: SidePanelLayout,
               obs: DroleObservation) -> None:
    """The side panel's boxes and the legend: points of each size, hidden worms."""
    px = table.px
    box = side.die_box
    surf.blit(art.panel(box.w, box.h, px(22), (70, 120, 98), (120, 78, 48)), box.topleft)
    leg = side.legend
    if leg.h < px(60) or table.lesson is not None:     # a guided game's panel goes there
        return
    surf.blit(art.panel(leg.w, leg.h, px(18), palette.PANEL), leg.topleft)
    body = legend_inner(px, leg.w, leg.h).move(leg.topleft)
    worms = obs.worms
    texts = [tr("label.worms_hidden", large=worms.get("large", 0), medium=worms.get("medium", 0))]
    humans = sum(1 for seat in table.session.seats if seat.is_human)
    if not obs.peek:
        texts.append(tr("label.no_peek"))
    elif humans == 1:
        texts.append(tr("label.own_worms"))          # the person's own worms are on show
    elif humans > 1:
        texts.append(tr("label.peek_info"))          # nobody to peek at a table of computers
    plan = legend_plan(px, body, texts)
    title = table.text(tr("label.points_table"), plan.title_size, palette.TEXT, display=True)
    surf.blit(title, (body.left, body.top))
    y = body.top + plan.pics_top
    table_points = obs.size_points
    sizes = ("large", "medium", "small")
    col_w, pic = plan.col_w, plan.pic
    for k, size in enumerate(sizes + ("worm",)):
        cx = round(body.left + (k + 0.5) * col_w)
        if size == "worm":
            img = drole_art.worm(int(pic * 0.8))
            pts = obs.worm_points
        else:
            img = art.cheese_piece(size, pic)
            pts = table_points[size]
        surf.blit(img, img.get_rect(midbottom=(cx, y + pic)))
        label = table.text(tr("label.pts", n=pts), plan.label_size, palette.TEXT, bold=True)
        surf.blit(label, label.get_rect(midtop=(cx, y + pic + px(2))))
    y = body.top + plan.notes_top
    note_size = plan.note_size
    step = line_step(note_size)
    for lines in plan.notes:
        for line in lines:
            if y + get_font(note_size).get_height() > body.bottom + px(6):
                return
            img = table.text(line, note_size, art.mix(palette.TEXT, palette.PANEL, 0.15))
            surf.blit(img, (body.left, y))
            y += step
        y += px(4)


# ------------------------------------------------------------------ the live parts
def square_glow(table: BaseGameScene, cell: int, strong: bool) -> pygame.Surface:
    def make() -> pygame.Surface:
        surf = pygame.Surface((cell, cell), pygame.SRCALPHA)
        r = pygame.Rect(0, 0, cell, cell).inflate(-table.px(4), -table.px(4))
        pygame.draw.rect(surf, (*palette.HIGHLIGHT, 170 if strong else 105), r, border_radius=table.px(8))
        pygame.draw.rect(surf, (*(palette.ACCENT if strong else palette.HIGHLIGHT), 255), r,
                         max(2, table.px(4 if strong else 3)), border_radius=table.px(8))
        return surf
    return table.image(("square-glow", cell, strong), make)


def line_glow(table: BaseGameScene, cell: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        surf = pygame.Surface((cell, cell), pygame.SRCALPHA)
        r = pygame.Rect(0, 0, cell, cell).inflate(-table.px(6), -table.px(6))
        pygame.draw.rect(surf, (*palette.ACCENT, 60), r, border_radius=table.px(10))
        pygame.draw.rect(surf, (*palette.ACCENT, 230), r, max(2, table.px(3)), border_radius=table.px(10))
        return surf
    return table.image(("line-glow", cell), make)


def draw_moves(table: BaseGameScene, surface: pygame.Surface, geometry: TableLayout,
               steps: dict[str, StepPreview], hover: str | None, sides: Sequence[str]) -> None:
    """The glowing squares of a person's possible steps; for the square under the
    pointer, the line it pushes and, if a piece would fall, an arrow towards the
    tray of whoever gets it (grey: out of the game)."""
    cell = geometry.cell
    for d, prev in steps.items():
        rect = cell_rect(geometry, *prev.target)
        surface.blit(square_glow(table, cell, d == hover), rect)
        chev = table.image(("chev", d, cell), partial(drole_art.chevron, int(cell * 0.34), d, palette.ACCENT))
        if not prev.line:
            surface.blit(chev, chev.get_rect(center=rect.center))
        if prev.falls:
            draw_fall_arrow(table, surface, geometry, prev, sides, big=d == hover)
    if hover in steps:
        prev = steps[hover]
        glow = line_glow(table, cell)
        for sq in prev.line:
            surface.blit(glow, cell_rect(geometry, *sq))


def draw_fall_arrow(table: BaseGameScene, surface: pygame.Surface, geometry: TableLayout,
                    prev: StepPreview, sides: Sequence[str], big: bool) -> None:
    cell = geometry.cell
    r, c = prev.line[-1]
    dr, dc = OUTWARD[prev.side]
    x, y = cell_centre(geometry, r + dr * 0.78, c + dc * 0.78)
    rgb = table.seat_rgb(prev.receiver) if prev.receiver >= 0 else NEUTRAL
    size = int(cell * (0.62 if big else 0.42))
    img = table.image(("fall-arrow", prev.direction, size, rgb),
                      lambda: drole_art.arrow(size, prev.direction, rgb))
    surface.blit(img, img.get_rect(center=(round(x), round(y))))
    if big:
        if prev.receiver >= 0:
            face = table.image(("arrow-face", size, rgb), lambda: art.mouse_face(rgb, int(size * 0.7)))
        else:
            face = table.image(("arrow-out", size), lambda: _out_mark(int(size * 0.6)))
        fx, fy = cell_centre(geometry, r + dr * 1.45, c + dc * 1.45)
        surface.blit(face, face.get_rect(center=(round(fx), round(fy))))


def _out_mark(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, (120, 104, 90), (size // 2, size // 2), size // 2)
    w = max(2, size // 7)
    pygame.draw.line(surf, (255, 255, 255), (size * 0.3, size * 0.3), (size * 0.7, size * 0.7), w)
    pygame.draw.line(surf, (255, 255, 255), (size * 0.7, size * 0.3), (size * 0.3, size * 0.7), w)
    return surf
