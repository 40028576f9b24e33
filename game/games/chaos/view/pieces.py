"""Chaos's table: the kitchen board drawn (issue 18: one of the drawing modules of
:class:`.painter.ChaosPainter`): the glows of what may be picked, the pieces (mice,
covers, cats, chairs), the hideouts' colours, the last move's marks and the notebook's
marks. Each function takes the view model (:class:`.view_model.ChaosView`) and draws
from it, the pictures through its table's caches (``view.table``, :mod:`.sprites`).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ....view import art, marks, palette
from ..level import parse_square
from . import board, layout, sprites
from .basics import DIR_STEP, PICK_RGB
from .layout import kitchen

if TYPE_CHECKING:
    from .view_model import ChaosView


def draw_kitchen(view: ChaosView, surface: pygame.Surface) -> None:
    """What lies on the kitchen over its backdrop: the glows, the pieces, the last
    move's marks, the rings of what may be chosen and the cursor."""
    draw_glows(view, surface)
    draw_pieces(view, surface)
    draw_last_move(view, surface)
    draw_marks(view, surface)


def draw_glows(view: ChaosView, surface: pygame.Surface) -> None:
    geometry = view.geometry
    cell = geometry.cell
    lit = view.lit_squares()
    chair = view.phase() == "chair"
    for sq, kind in lit.items():
        rect = layout.square_rect(geometry, sq)
        if kind == "to":
            hot = view.hover == ("sq", sq) or view.cursor == sq
            rgb = palette.ACCENT if hot else None
            if chair and not hot:            # a chair may go nearly anywhere: quieter
                pic = sprites.glow_pic(view.table, int(cell * 0.5), rgb)
                surface.blit(pic, pic.get_rect(center=rect.center))
            else:
                surface.blit(sprites.glow_pic(view.table, cell, rgb), rect)
    for block, kind in view.lit_blocks().items():
        rect = layout.table_rect(geometry) if block == "table" else layout.hideout_rect(geometry, int(block[1]))
        rgb = palette.HIGHLIGHT if kind == "to" else PICK_RGB
        surface.blit(sprites.block_glow(view.table, rect.w, rect.h, rgb), rect)


def draw_pieces(view: ChaosView, surface: pygame.Surface) -> None:
    """The pieces on the board, in the hideouts and under the table, and those moving."""
    shake = 0
    if view.shake is not None and not view.shake.done:
        shake = round(math.sin(view.shake.progress * math.pi * 6) * view.table.px(3) * (1 - view.shake.progress))
    upright_at = _draw_chairs(view, surface, shake)
    covered, shared = _draw_floor(view, surface, upright_at)
    _draw_cats(view, surface, upright_at, shared)
    _draw_remembered(view, surface, covered)
    _draw_off_board(view, surface)
    _draw_moving(view, surface)


def _draw_chairs(view: ChaosView, surface: pygame.Surface, shake: int) -> dict[str, str]:
    """The chairs not moving; the squares of the upright ones and where their backs face."""
    geometry = view.geometry
    cell = geometry.cell
    moving = view.motions
    # chairs (a tipped one over its two squares)
    upright_at: dict[str, str] = {}
    for h, info in sorted(view.chairs_view.items()):
        if h in moving:
            continue
        sq = parse_square(info["at"], kitchen().size)
        if sq is None:
            continue
        rect = layout.square_rect(geometry, sq)
        pic = sprites.chair_pic(view.table, info["back"], info["tipped"], cell)
        if info["tipped"]:
            d = info["tipped"]
            left = rect.left - (cell if d == "left" else 0)
            top = rect.top - (cell if d == "up" else 0)
            surface.blit(pic, (left + shake, top))
        else:
            surface.blit(pic, rect)
            upright_at[info["at"]] = info["back"]
    return upright_at


def _draw_floor(view: ChaosView, surface: pygame.Surface,
                upright_at: dict[str, str]) -> tuple[set[str], set[str]]:
    """The mice and covers on the floor; the covered squares and those a mouse shares with a cat."""
    geometry = view.geometry
    cell = geometry.cell
    moving = view.motions
    # covers on the floor, then mice on the floor (a covered mouse hides under its
    # cover; a mouse under an upright chair peeps out at its front)
    covered = {at for c, at in view.covers_view.items() if at != "table" and c not in moving}
    # a mouse a cat landed on and was left there (the mover's choice) peeps out at
    # the lower left, the cat sits a little up and to the right of it
    cat_squares = {at for k, at in view.cats_view.items() if k not in moving}
    shared = {at for m, at in view.mice_view.items()
              if m not in moving and at in cat_squares and at not in upright_at}
    for m, at in sorted(view.mice_view.items()):
        if m in moving or at == "table" or at.startswith("H"):
            continue
        sq = parse_square(at, kitchen().size)
        if sq is None or at in covered:
            continue
        rect = layout.square_rect(geometry, sq)
        if at in upright_at:
            dx, dy = DIR_STEP[upright_at[at]]
            small = int(cell * 0.72)
            box = pygame.Rect(0, 0, small, small)
            box.center = (round(rect.centerx - dx * cell * 0.2), round(rect.centery - dy * cell * 0.2))
            blit_mouse(view, surface, m, box)
        elif at in shared:
            small = int(cell * 0.7)
            box = pygame.Rect(0, 0, small, small)
            box.center = (round(rect.centerx - cell * 0.17), round(rect.centery + cell * 0.17))
            blit_mouse(view, surface, m, box)
        else:
            blit_mouse(view, surface, m, rect)
    for c, at in sorted(view.covers_view.items()):
        if c in moving or at == "table":
            continue
        sq = parse_square(at, kitchen().size)
        if sq is None:
            continue
        rect = layout.square_rect(geometry, sq)
        blit_cover(view, surface, c, rect, lifted=c == view.lifted_view)
    return covered, shared


def _draw_cats(view: ChaosView, surface: pygame.Surface, upright_at: dict[str, str],
              shared: set[str]) -> None:
    """The cats not moving (on a chair, beside a mouse, or alone on their square)."""
    geometry = view.geometry
    cell = geometry.cell
    moving = view.motions
    # cats
    for k, at in sorted(view.cats_view.items()):
        if k in moving:
            continue
        sq = parse_square(at, kitchen().size)
        if sq is None:
            continue
        rect = layout.square_rect(geometry, sq)
        if at in upright_at or any(info["at"] == at and info["tipped"] for info in view.chairs_view.values()):
            size = int(cell * 0.8)           # sitting on a chair: the chair shows round it
            pic = sprites.cat_pic(view.table, int(k[1:]), size)
            surface.blit(pic, pic.get_rect(center=rect.center))
        elif at in shared:
            pic = sprites.cat_pic(view.table, int(k[1:]), int(cell * 0.78))
            surface.blit(pic, pic.get_rect(center=(round(rect.centerx + cell * 0.14),
                                                   round(rect.centery - cell * 0.14))))
        else:
            surface.blit(sprites.cat_pic(view.table, int(k[1:]), cell), rect)


def _draw_remembered(view: ChaosView, surface: pygame.Surface, covered: set[str]) -> None:
    """What the viewer remembers of a mouse hidden under a cover (the notebook)."""
    geometry = view.geometry
    cell = geometry.cell
    moving = view.motions
    for m, at in sorted(view.mice_view.items()):
        if m in moving or at not in covered:
            continue
        colour, _ = view.mouse_look(m)
        sq = parse_square(at, kitchen().size)
        if colour is None or sq is None:
            continue
        rect = layout.square_rect(geometry, sq)
        size = max(12, int(cell * 0.64))
        box = pygame.Rect(0, 0, size, size)           # peeping out at the cover's lower left
        box.center = (round(rect.left + cell * 0.2), round(rect.bottom - cell * 0.2))
        blit_mouse(view, surface, m, box)


def _draw_off_board(view: ChaosView, surface: pygame.Surface) -> None:
    """The mice in the hideouts, the hideouts' colours, under the table, the covers on it."""
    geometry = view.geometry
    moving = view.motions
    # the mice in the hideouts
    for h, mice in sorted(view.hideouts_view.items()):
        shown = [m for m in mice if m not in moving]
        for m, rect in zip(shown, layout.hideout_slots(geometry, int(h[1]), len(shown))):
            blit_mouse(view, surface, m, rect)
    draw_hideout_colours(view, surface)
    # under the table, then the covers on it
    under = [m for m in view.under_table() if m not in moving]
    for m, rect in zip(under, layout.under_slots(geometry, len(under))):
        blit_mouse(view, surface, m, rect, under=True)
    on_table = sorted(c for c, at in view.covers_view.items() if at == "table")
    for c, rect in zip(on_table, layout.cover_slots(geometry, len(on_table))):
        if c not in moving:
            blit_cover(view, surface, c, rect, lifted=c == view.lifted_view)


def _draw_moving(view: ChaosView, surface: pygame.Surface) -> None:
    """What moves, over everything else."""
    geometry = view.geometry
    cell = geometry.cell
    moving = view.motions
    for key, motion in list(moving.items()):
        x, y = motion.point()
        box = pygame.Rect(0, 0, cell, cell)
        box.center = (round(x), round(y))
        if key in view.mice_view:
            blit_mouse(view, surface, key, box)
        elif key in view.covers_view:
            blit_cover(view, surface, key, box)
        elif key in view.cats_view:
            surface.blit(sprites.cat_pic(view.table, int(key[1:]), cell), box)
        elif key in view.chairs_view:
            info = view.chairs_view[key]
            surface.blit(sprites.chair_pic(view.table, info["back"], None, cell), box)


def mark_point(view: ChaosView, place: str) -> tuple[float, float] | None:
    """The centre of a place of a mark: a square, the table, a hideout, a hole."""
    geometry = view.geometry
    if place == "table":
        return layout.table_rect(geometry).center
    if place.startswith("H") and len(place) == 2 and place[1].isdigit():
        return layout.hideout_rect(geometry, int(place[1])).center
    if place.startswith("o"):
        return view.place_point("", place)
    sq = parse_square(place, kitchen().size)
    return None if sq is None else layout.square_rect(geometry, sq).center


def draw_last_move(view: ChaosView, surface: pygame.Surface) -> None:
    """Arrows from where the pieces of the last turn were to where they went, in
    the mover's colour, until the next turn's first move (see :mod:`game.view.marks`)."""
    table = view.table
    if not table.narrator.last_move or table.narrator.last_move_owner is None:
        return
    cell = view.geometry.cell
    rgb = marks.ink(table.seat_rgb(table.narrator.last_move_owner))
    for frm, to in table.narrator.last_move:
        a, b = mark_point(view, frm), mark_point(view, to)
        if a is None or b is None:
            continue
        if a == b:
            marks.ring(surface, a, cell * 0.46, rgb, table.px(5))
        else:
            marks.arrow(surface, a, b, rgb, table.px(6), start_ring=cell * 0.3,
                        stop_short=cell * 0.36)


def draw_hideout_colours(view: ChaosView, surface: pygame.Surface) -> None:
    """On each hideout whose colour the viewer knows, that colour's card, small, on
    the corner of its walls: what it is for, apart from whose it is (the seat's
    colour and symbol on its carpet, none of them a mouse colour)."""
    geometry = view.geometry
    cell = geometry.cell
    h = max(18, int(cell * 0.78))
    w = int(h * 0.7)
    for corner in range(len(kitchen().hideouts)):
        colour = view.hideout_colour(f"H{corner}")
        if colour is None:
            continue
        rect = layout.hideout_rect(geometry, corner)
        kx, ky = board.KITCHEN_CORNER[corner]
        inward = cell * 0.16
        cx = rect.left + (1 - kx) * rect.w + (inward if kx else -inward)
        cy = rect.top + (1 - ky) * rect.h + (inward if ky else -inward)
        pic = sprites.card_pic(view.table, colour, w, h)
        surface.blit(pic, pic.get_rect(center=(round(cx), round(cy))))


def blit_mouse(view: ChaosView, surface: pygame.Surface, mouse: str, rect: pygame.Rect, under: bool = False) -> None:
    table = view.table
    colour, remembered = view.mouse_look(mouse)
    size = rect.w
    if view.turning is not None and view.turning[0] == mouse:
        grow = 1 + 0.18 * abs(math.sin((table.clock - view.turning[1]) * 9))
        size = int(rect.w * grow) // 2 * 2
        pygame.draw.circle(surface, palette.HIGHLIGHT, rect.center, int(rect.w * 0.62), max(2, table.px(4)))
    pic = sprites.mouse_pic(view.table, view.sizes.get(mouse, "small"), colour, size, remembered)
    if under:
        pic = sprites.faded(view.table, ("under", view.sizes.get(mouse, "small"), colour, size, remembered), pic, 200)
    surface.blit(pic, pic.get_rect(center=rect.center))


def blit_cover(view: ChaosView, surface: pygame.Surface, cover: str, rect: pygame.Rect, lifted: bool = False) -> None:
    kind, number = view.cover_look(cover)
    pic = sprites.cover_pic(view.table, kind, number, rect.w)
    centre = rect.center
    if lifted:
        centre = (rect.centerx, rect.centery - max(2, rect.h // 4))
        shadow = pygame.Rect(0, 0, int(rect.w * 0.7), int(rect.h * 0.25))
        shadow.center = (rect.centerx, rect.bottom - rect.h // 6)
        pygame.draw.ellipse(surface, art.mix(palette.OUTLINE, (200, 170, 130), 0.6), shadow)
    surface.blit(pic, pic.get_rect(center=centre))


def draw_marks(view: ChaosView, surface: pygame.Surface) -> None:
    """Rings round the pieces that may be chosen, the chosen one, the tip arrows and
    the keyboard cursor."""
    geometry = view.geometry
    cell = geometry.cell
    px = view.table.px
    for sq, kind in view.lit_squares().items():
        if kind != "pick":
            continue
        rect = layout.square_rect(geometry, sq)
        hot = view.hover == ("sq", sq) or view.cursor == sq
        pygame.draw.rect(surface, palette.ACCENT if hot else PICK_RGB, rect.inflate(-2, -2),
                         max(2, px(4)), border_radius=max(4, cell // 5))
    on_table = sorted(c for c, at in view.covers_view.items() if at == "table")
    lifts = view.options()["lifts"] if view.phase() == "cover" else {}
    for c, rect in zip(on_table, layout.cover_slots(geometry, len(on_table))):
        if c in lifts:
            hot = view.hover == ("cover", c)
            pygame.draw.circle(surface, palette.ACCENT if hot else PICK_RGB, rect.center,
                               rect.w // 2 + max(2, px(3)), max(2, px(3)))
    if view.selected is not None and view.selected not in view.motions:
        centre = view.place_point(view.selected, view.piece_square(view.selected))
        if view.selected in view.mice_view and view.mice_view[view.selected] == "table":
            under = view.under_table()
            slots = layout.under_slots(geometry, len(under))
            if view.selected in under:
                centre = slots[under.index(view.selected)].center
        pulse = 1 + 0.08 * math.sin(view.table.clock * 6)
        pygame.draw.circle(surface, palette.HIGHLIGHT, (round(centre[0]), round(centre[1])),
                           round(cell * 0.58 * pulse), max(3, px(5)))
    for d, rect in view.tip_rects().items():
        pic = sprites.arrow_pic(view.table, d, rect.w)
        if view.hover == ("tip", d):
            pygame.draw.circle(surface, palette.HIGHLIGHT, rect.center, rect.w // 2 + px(4))
        surface.blit(pic, rect)
    if view.cursor is not None and view.table.can_act():
        rect = layout.square_rect(geometry, view.cursor)
        if kitchen().hideout_of(view.cursor) is not None:
            rect = layout.hideout_rect(geometry, kitchen().hideout_of(view.cursor) or 0)
        elif view.cursor in kitchen().table:
            rect = layout.table_rect(geometry)
        pygame.draw.rect(surface, palette.TEXT, rect.inflate(px(4), px(4)), max(3, px(4)),
                         border_radius=max(4, cell // 5))
        pygame.draw.rect(surface, (255, 255, 255), rect, max(1, px(2)), border_radius=max(4, cell // 5))
