"""Drôle's table: the board drawn (issue 18: split from :mod:`.scene`): the pieces, the
mice, the bonus's glow, the count's marks, the whose-turn mark and the last move's
marks. Each function takes the table's view model (:class:`.view_model.DroleView`) and draws
from it; :meth:`.scene.GameScene.draw_table` puts the parts together.
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
    from .view_model import DroleView


def draw_board(scene: DroleView, surface: pygame.Surface) -> None:
    """What lies on the board over its backdrop: the whose-turn mark, the steps offered,
    the bonus's glow, the pieces and mice, the last move's marks, what moves, the count."""
    draw_turn_mark(scene, surface)
    steps = scene.step_choices()
    if steps:
        board.draw_moves(scene, surface, scene.geometry, steps, scene.hover_dir, scene.sides)
    draw_bonus_glow(scene, surface)
    draw_pieces(scene, surface, moving=False)
    draw_mice(scene, surface)
    draw_last_move(scene, surface)
    draw_pieces(scene, surface, moving=True)
    draw_count_marks(scene, surface)


def draw_last_move(scene: DroleView, surface: pygame.Surface) -> None:
    """The last turn's path of the mouse (a ring where it started, an arrow per
    step) and the pieces it pushed (thinner arrows), in the mover's colour, until
    the next turn's first move (see :mod:`game.view.marks`)."""
    if not scene.narrator.last_move or scene.narrator.last_move_owner is None:
        return
    cell = scene.geometry.cell
    rgb = marks.ink(scene.seat_rgb(scene.narrator.last_move_owner))
    pushed: dict[int, list[Any]] = {}           # a piece pushed twice: one arrow
    for kind, frm, to, piece in scene.narrator.last_move:
        if kind == "push":
            pushed.setdefault(piece, [frm, to])[1] = to
    for frm, to in pushed.values():
        if frm != to:
            marks.arrow(surface, scene.square_rect(*frm).center, scene.square_rect(*to).center,
                        rgb, scene.px(3), stop_short=cell * 0.25)
    first = True
    for kind, frm, to, _piece in scene.narrator.last_move:
        a = scene.square_rect(*frm).center
        if kind == "fell":
            dr, dc = {"north": (-1, 0), "east": (0, 1), "south": (1, 0), "west": (0, -1)}.get(to, (0, 0))
            marks.arrow(surface, a, (a[0] + dc * cell, a[1] + dr * cell), rgb, scene.px(3),
                        stop_short=cell * 0.1)
        elif kind == "step":
            marks.arrow(surface, a, scene.square_rect(*to).center, rgb, scene.px(6),
                        start_ring=cell * 0.36 if first else 0.0, stop_short=cell * 0.3)
            first = False


def draw_turn_mark(scene: DroleView, surface: pygame.Surface) -> None:
    if scene.banner_phase() != "turn":
        return
    tray = scene.geometry.trays[scene.sides[scene.banner_player()]]
    rect = tray.rect.inflate(scene.px(8), scene.px(8))
    pygame.draw.rect(surface, palette.HIGHLIGHT, rect, max(3, scene.px(5)), border_radius=scene.px(20))


def draw_pieces(scene: DroleView, surface: pygame.Surface, moving: bool) -> None:
    sizes = GAME.config().piece_sizes
    for i, anchor in enumerate(scene.where):
        if anchor is None or (anchor[0] == "gone" and ("piece", i) not in scene.motions):
            continue
        key = ("piece", i)
        if (key in scene.motions) != moving:
            continue
        x, y, s, angle = scene.position(key, anchor)
        if s < 4:
            continue
        size = sizes[i]
        img = piece_image(scene, size, round(s / max(2, scene.px(4))) * max(2, scene.px(4)))
        if angle:
            a = int(angle // 20 * 20) % 360
            base = img
            img = scene.image(("rot", size, base.get_width(), a),
                             partial(pygame.transform.rotate, base, a))
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


def draw_mice(scene: DroleView, surface: pygame.Surface) -> None:
    for seat, cell in enumerate(scene.mouse_cells):
        x, y, _, _ = scene.position(("mouse", seat), ("cell", *cell))
        img = mouse_image(scene, seat, scene.facing[seat])
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


def draw_bonus_glow(scene: DroleView, surface: pygame.Surface) -> None:
    choices = scene.bonus_choices()
    if not choices:
        return
    for k, take in enumerate(choices):
        rect = scene.take_rect(take).inflate(scene.px(4), scene.px(4))
        lit = k in (scene.bonus_focus, scene.bonus_hover)
        pygame.draw.rect(surface, palette.HIGHLIGHT, rect, border_radius=scene.px(10))
        if lit:
            pygame.draw.rect(surface, palette.ACCENT, rect.inflate(scene.px(6), scene.px(6)),
                             max(3, scene.px(4)), border_radius=scene.px(12))
    k = scene.bonus_hover if scene.bonus_hover is not None else scene.bonus_focus
    if 0 <= k < len(choices):
        rect = scene.take_rect(choices[k])
        text = tr("label.take_it")
        img = scene.text(text, scene.fs(15), palette.TEXT_LIGHT, bold=True)
        box = img.get_rect().inflate(scene.px(12), scene.px(4))
        box.midbottom = (rect.centerx, rect.top - scene.px(4))
        box.clamp_ip(pygame.Rect(0, 0, *scene.size))
        pygame.draw.rect(surface, palette.ACCENT, box, border_radius=scene.px(8))
        surface.blit(img, img.get_rect(center=box.center))


def draw_count_marks(scene: DroleView, surface: pygame.Surface) -> None:
    """The worms the table shows (:meth:`worms_drawn`): at the final count a worm
    or the points on each piece turned over; during play, on the viewer's own
    pieces only, a small worm or a green tick (bigger for a moment when it was
    just seen)."""
    shown = scene.worms_drawn()
    if not shown:
        return
    pieces = scene.observation().pieces
    for piece, worm in shown.items():
        anchor = scene.where[piece]
        if anchor is None or anchor[0] != "tray":
            continue
        x, y, s, _ = scene.position(("piece", piece), anchor)
        counted = piece in scene.revealed
        grow = 1.0
        if piece in scene.seen_flash:
            age = scene.clock - scene.seen_flash[piece]
            grow = 1.0 + 0.6 * max(0.0, math.sin(math.pi * min(1.0, age / 0.8)))
        if worm:
            size = int(max(scene.px(26), 22, int(s * (0.75 if counted else 0.5))) * grow)
            img = scene.image(("worm", size), partial(drole_art.worm, size))
            surface.blit(img, img.get_rect(center=(round(x + s * 0.22), round(y - s * 0.18))))
        elif counted:
            pts = pieces[piece].points or 0
            bs = max(scene.px(24), 22, int(s * 0.62))
            b = scene.image(("badge", bs), partial(drole_art.badge, bs, True))
            r = surface.blit(b, b.get_rect(center=(round(x + s * 0.3), round(y - s * 0.36))))
            num = scene.text(f"+{pts}", max(14, int(bs * 0.58)), palette.TEXT_LIGHT, bold=True)
            surface.blit(num, num.get_rect(center=r.center))
        else:
            bs = int(max(scene.px(20), 16, int(s * 0.4)) * grow)
            b = scene.image(("tick", bs), partial(drole_art.badge, bs, True))
            surface.blit(b, b.get_rect(center=(round(x + s * 0.3), round(y - s * 0.3))))


def piece_image(scene: DroleView, size: str, cell: int) -> pygame.Surface:
    cell = max(8, int(cell))
    return scene.image(("piece", size, cell), lambda: art.cheese_piece(size, int(cell * 1.1)))


def mouse_image(scene: DroleView, seat: int, facing: str) -> pygame.Surface:
    cell = scene.geometry.cell
    rgb = scene.seat_rgb(seat)
    shape = drole_art.player_shape(scene.session.seats[seat].colour)
    return scene.image(("mouse", seat, facing, cell),
                      lambda: art.mouse_token(rgb, int(cell * 0.98), shape, facing))


def die_image(scene: DroleView, face: str, size: int, angle: int) -> pygame.Surface:
    def make() -> pygame.Surface:
        img = drole_art.die_face(face, size)
        return pygame.transform.rotozoom(img, angle, 1.0) if angle else img
    return scene.image(("die", face, size, angle), make)
