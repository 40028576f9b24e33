"""Drôle's table: the board drawn (issue 18: split from :mod:`.scene`): the pieces, the
mice, the bonus's glow, the count's marks, the whose-turn mark and the last move's
marks. Each ``draw_`` function takes the view model (:class:`.view_model.DroleView`) and
draws from it, with the shared table's picture caches (``view.table``);
:class:`.painter.DrolePainter` puts the parts together. The pictures of a piece and of
the die come from the table's cache (:func:`piece_image`, :func:`die_image`).
"""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ....view import art, marks, palette
from .. import GAME
from ..texts import tr
from . import art as drole_art
from . import board

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene
    from .view_model import DroleView


def draw_board(view: DroleView, surface: pygame.Surface) -> None:
    """What lies on the board over its backdrop: the whose-turn mark, the steps offered,
    the bonus's glow, the pieces and mice, the last move's marks, what moves, the count."""
    draw_turn_mark(view, surface)
    steps = view.step_choices()
    if steps:
        board.draw_moves(view.table, surface, view.geometry, steps, view.hover_dir, view.sides)
    draw_bonus_glow(view, surface)
    draw_pieces(view, surface, moving=False)
    draw_mice(view, surface)
    draw_last_move(view, surface)
    draw_pieces(view, surface, moving=True)
    draw_count_marks(view, surface)


def draw_last_move(view: DroleView, surface: pygame.Surface) -> None:
    """The last turn's path of the mouse (a ring where it started, an arrow per
    step) and the pieces it pushed (thinner arrows), in the mover's colour, until
    the next turn's first move (see :mod:`game.view.marks`)."""
    table = view.table
    if not table.narrator.last_move or table.narrator.last_move_owner is None:
        return
    cell = view.geometry.cell
    rgb = marks.ink(table.seat_rgb(table.narrator.last_move_owner))
    pushed: dict[int, list[Any]] = {}           # a piece pushed twice: one arrow
    for kind, frm, to, piece in table.narrator.last_move:
        if kind == "push":
            pushed.setdefault(piece, [frm, to])[1] = to
    for frm, to in pushed.values():
        if frm != to:
            marks.arrow(surface, view.square_rect(*frm).center, view.square_rect(*to).center,
                        rgb, table.px(3), stop_short=cell * 0.25)
    first = True
    for kind, frm, to, _piece in table.narrator.last_move:
        a = view.square_rect(*frm).center
        if kind == "fell":
            dr, dc = {"north": (-1, 0), "east": (0, 1), "south": (1, 0), "west": (0, -1)}.get(to, (0, 0))
            marks.arrow(surface, a, (a[0] + dc * cell, a[1] + dr * cell), rgb, table.px(3),
                        stop_short=cell * 0.1)
        elif kind == "step":
            marks.arrow(surface, a, view.square_rect(*to).center, rgb, table.px(6),
                        start_ring=cell * 0.36 if first else 0.0, stop_short=cell * 0.3)
            first = False


def draw_turn_mark(view: DroleView, surface: pygame.Surface) -> None:
    table = view.table
    if view.banner_phase() != "turn":
        return
    tray = view.geometry.trays[view.sides[view.banner_player()]]
    rect = tray.rect.inflate(table.px(8), table.px(8))
    pygame.draw.rect(surface, palette.HIGHLIGHT, rect, max(3, table.px(5)), border_radius=table.px(20))


def draw_pieces(view: DroleView, surface: pygame.Surface, moving: bool) -> None:
    table = view.table
    sizes = GAME.config().piece_sizes
    for i, anchor in enumerate(view.where):
        if anchor is None or (anchor[0] == "gone" and ("piece", i) not in view.motions):
            continue
        key = ("piece", i)
        if (key in view.motions) != moving:
            continue
        x, y, s, angle = view.position(key, anchor)
        if s < 4:
            continue
        size = sizes[i]
        img = piece_image(table, size, round(s / max(2, table.px(4))) * max(2, table.px(4)))
        if angle:
            a = int(angle // 20 * 20) % 360
            base = img
            img = table.image(("rot", size, base.get_width(), a),
                             partial(pygame.transform.rotate, base, a))
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


def draw_mice(view: DroleView, surface: pygame.Surface) -> None:
    for seat, cell in enumerate(view.mouse_cells):
        x, y, _, _ = view.position(("mouse", seat), ("cell", *cell))
        img = mouse_image(view, seat, view.facing[seat])
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


def draw_bonus_glow(view: DroleView, surface: pygame.Surface) -> None:
    table = view.table
    choices = view.bonus_choices()
    if not choices:
        return
    for k, take in enumerate(choices):
        rect = view.take_rect(take).inflate(table.px(4), table.px(4))
        lit = k in (view.bonus_focus, view.bonus_hover)
        pygame.draw.rect(surface, palette.HIGHLIGHT, rect, border_radius=table.px(10))
        if lit:
            pygame.draw.rect(surface, palette.ACCENT, rect.inflate(table.px(6), table.px(6)),
                             max(3, table.px(4)), border_radius=table.px(12))
    k = view.bonus_hover if view.bonus_hover is not None else view.bonus_focus
    if 0 <= k < len(choices):
        rect = view.take_rect(choices[k])
        text = tr("label.take_it")
        img = table.text(text, table.fs(15), palette.TEXT_LIGHT, bold=True)
        box = img.get_rect().inflate(table.px(12), table.px(4))
        box.midbottom = (rect.centerx, rect.top - table.px(4))
        box.clamp_ip(pygame.Rect(0, 0, *table.size))
        pygame.draw.rect(surface, palette.ACCENT, box, border_radius=table.px(8))
        surface.blit(img, img.get_rect(center=box.center))


def draw_count_marks(view: DroleView, surface: pygame.Surface) -> None:
    """The worms the table shows (:meth:`worms_drawn`): at the final count a worm
    or the points on each piece turned over; during play, on the viewer's own
    pieces only, a small worm or a green tick (bigger for a moment when it was
    just seen)."""
    table = view.table
    shown = view.worms_drawn()
    if not shown:
        return
    pieces = view.observation().pieces
    for piece, worm in shown.items():
        anchor = view.where[piece]
        if anchor is None or anchor[0] != "tray":
            continue
        x, y, s, _ = view.position(("piece", piece), anchor)
        counted = piece in view.revealed
        grow = 1.0
        if piece in view.seen_flash:
            age = table.clock - view.seen_flash[piece]
            grow = 1.0 + 0.6 * max(0.0, math.sin(math.pi * min(1.0, age / 0.8)))
        if worm:
            size = int(max(table.px(26), 22, int(s * (0.75 if counted else 0.5))) * grow)
            img = table.image(("worm", size), partial(drole_art.worm, size))
            surface.blit(img, img.get_rect(center=(round(x + s * 0.22), round(y - s * 0.18))))
        elif counted:
            pts = pieces[piece].points or 0
            bs = max(table.px(24), 22, int(s * 0.62))
            b = table.image(("badge", bs), partial(drole_art.badge, bs, True))
            r = surface.blit(b, b.get_rect(center=(round(x + s * 0.3), round(y - s * 0.36))))
            num = table.text(f"+{pts}", max(14, int(bs * 0.58)), palette.TEXT_LIGHT, bold=True)
            surface.blit(num, num.get_rect(center=r.center))
        else:
            bs = int(max(table.px(20), 16, int(s * 0.4)) * grow)
            b = table.image(("tick", bs), partial(drole_art.badge, bs, True))
            surface.blit(b, b.get_rect(center=(round(x + s * 0.3), round(y - s * 0.3))))


def piece_image(table: BaseGameScene, size: str, cell: int) -> pygame.Surface:
    cell = max(8, int(cell))
    return table.image(("piece", size, cell), lambda: art.cheese_piece(size, int(cell * 1.1)))


def mouse_image(view: DroleView, seat: int, facing: str) -> pygame.Surface:
    table = view.table
    cell = view.geometry.cell
    rgb = table.seat_rgb(seat)
    shape = drole_art.player_shape(table.session.seats[seat].colour)
    return table.image(("mouse", seat, facing, cell),
                      lambda: art.mouse_token(rgb, int(cell * 0.98), shape, facing))


def die_image(table: BaseGameScene, face: str, size: int, angle: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        img = drole_art.die_face(face, size)
        return pygame.transform.rotozoom(img, angle, 1.0) if angle else img
    return table.image(("die", face, size, angle), make)
