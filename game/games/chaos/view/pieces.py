"""Chaos's table: the kitchen board drawn (issue 18: split from :mod:`.scene`): the
glows of what may be picked, the pieces (mice, covers, the cheese, the chair), the
hideouts' colours, the last move's marks and the notebook's marks. Each function
takes the table's view model (:class:`.view_model.ChaosView`) and draws from it;
:meth:`.scene.GameScene.draw_table` puts the parts together.
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


def draw_kitchen(scene: ChaosView, surface: pygame.Surface) -> None:
    """What lies on the kitchen over its backdrop: the glows, the pieces, the last
    move's marks, the rings of what may be chosen and the cursor."""
    draw_glows(scene, surface)
    draw_pieces(scene, surface)
    draw_last_move(scene, surface)
    draw_marks(scene, surface)


def draw_glows(scene: ChaosView, surface: pygame.Surface) -> None:
    geometry = scene.geometry
    cell = geometry.cell
    lit = scene.lit_squares()
    chair = scene.phase() == "chair"
    for sq, kind in lit.items():
        rect = layout.square_rect(geometry, sq)
        if kind == "to":
            hot = scene.hover == ("sq", sq) or scene.cursor == sq
            rgb = palette.ACCENT if hot else None
            if chair and not hot:            # a chair may go nearly anywhere: quieter
                pic = sprites.glow_pic(scene, int(cell * 0.5), rgb)
                surface.blit(pic, pic.get_rect(center=rect.center))
            else:
                surface.blit(sprites.glow_pic(scene, cell, rgb), rect)
    for block, kind in scene.lit_blocks().items():
        rect = layout.table_rect(geometry) if block == "table" else layout.hideout_rect(geometry, int(block[1]))
        rgb = palette.HIGHLIGHT if kind == "to" else PICK_RGB
        surface.blit(sprites.block_glow(scene, rect.w, rect.h, rgb), rect)


def draw_pieces(scene: ChaosView, surface: pygame.Surface) -> None:
    """The pieces on the board, in the hideouts and under the table, and those moving."""
    shake = 0
    if scene.shake is not None and not scene.shake.done:
        shake = round(math.sin(scene.shake.progress * math.pi * 6) * scene.px(3) * (1 - scene.shake.progress))
    upright_at = _draw_chairs(scene, surface, shake)
    covered, shared = _draw_floor(scene, surface, upright_at)
    _draw_cats(scene, surface, upright_at, shared)
    _draw_remembered(scene, surface, covered)
    _draw_off_board(scene, surface)
    _draw_moving(scene, surface)


def _draw_chairs(scene: ChaosView, surface: pygame.Surface, shake: int) -> dict[str, str]:
    """The chairs not moving; the squares of the upright ones and where their backs face."""
    geometry = scene.geometry
    cell = geometry.cell
    moving = scene.motions
    # chairs (a tipped one over its two squares)
    upright_at: dict[str, str] = {}
    for h, info in sorted(scene.chairs_view.items()):
        if h in moving:
            continue
        sq = parse_square(info["at"], kitchen().size)
        if sq is None:
            continue
        rect = layout.square_rect(geometry, sq)
        pic = sprites.chair_pic(scene, info["back"], info["tipped"], cell)
        if info["tipped"]:
            d = info["tipped"]
            left = rect.left - (cell if d == "left" else 0)
            top = rect.top - (cell if d == "up" else 0)
            surface.blit(pic, (left + shake, top))
        else:
            surface.blit(pic, rect)
            upright_at[info["at"]] = info["back"]
    return upright_at


def _draw_floor(scene: ChaosView, surface: pygame.Surface,
                upright_at: dict[str, str]) -> tuple[set[str], set[str]]:
    """The mice and covers on the floor; the covered squares and those a mouse shares with a cat."""
    geometry = scene.geometry
    cell = geometry.cell
    moving = scene.motions
    # covers on the floor, then mice on the floor (a covered mouse hides under its
    # cover; a mouse under an upright chair peeps out at its front)
    covered = {at for c, at in scene.covers_view.items() if at != "table" and c not in moving}
    # a mouse a cat landed on and was left there (the mover's choice) peeps out at
    # the lower left, the cat sits a little up and to the right of it
    cat_squares = {at for k, at in scene.cats_view.items() if k not in moving}
    shared = {at for m, at in scene.mice_view.items()
              if m not in moving and at in cat_squares and at not in upright_at}
    for m, at in sorted(scene.mice_view.items()):
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
            blit_mouse(scene, surface, m, box)
        elif at in shared:
            small = int(cell * 0.7)
            box = pygame.Rect(0, 0, small, small)
            box.center = (round(rect.centerx - cell * 0.17), round(rect.centery + cell * 0.17))
            blit_mouse(scene, surface, m, box)
        else:
            blit_mouse(scene, surface, m, rect)
    for c, at in sorted(scene.covers_view.items()):
        if c in moving or at == "table":
            continue
        sq = parse_square(at, kitchen().size)
        if sq is None:
            continue
        rect = layout.square_rect(geometry, sq)
        blit_cover(scene, surface, c, rect, lifted=c == scene.lifted_view)
    return covered, shared


def _draw_cats(scene: ChaosView, surface: pygame.Surface, upright_at: dict[str, str],
              shared: set[str]) -> None:
    """The cats not moving (on a chair, beside a mouse, or alone on their square)."""
    geometry = scene.geometry
    cell = geometry.cell
    moving = scene.motions
    # cats
    for k, at in sorted(scene.cats_view.items()):
        if k in moving:
            continue
        sq = parse_square(at, kitchen().size)
        if sq is None:
            continue
        rect = layout.square_rect(geometry, sq)
        if at in upright_at or any(info["at"] == at and info["tipped"] for info in scene.chairs_view.values()):
            size = int(cell * 0.8)           # sitting on a chair: the chair shows round it
            pic = sprites.cat_pic(scene, int(k[1:]), size)
            surface.blit(pic, pic.get_rect(center=rect.center))
        elif at in shared:
            pic = sprites.cat_pic(scene, int(k[1:]), int(cell * 0.78))
            surface.blit(pic, pic.get_rect(center=(round(rect.centerx + cell * 0.14),
                                                   round(rect.centery - cell * 0.14))))
        else:
            surface.blit(sprites.cat_pic(scene, int(k[1:]), cell), rect)


def _draw_remembered(scene: ChaosView, surface: pygame.Surface, covered: set[str]) -> None:
    """What the viewer remembers of a mouse hidden under a cover (the notebook)."""
    geometry = scene.geometry
    cell = geometry.cell
    moving = scene.motions
    for m, at in sorted(scene.mice_view.items()):
        if m in moving or at not in covered:
            continue
        colour, _ = scene.mouse_look(m)
        sq = parse_square(at, kitchen().size)
        if colour is None or sq is None:
            continue
        rect = layout.square_rect(geometry, sq)
        size = max(12, int(cell * 0.64))
        box = pygame.Rect(0, 0, size, size)           # peeping out at the cover's lower left
        box.center = (round(rect.left + cell * 0.2), round(rect.bottom - cell * 0.2))
        blit_mouse(scene, surface, m, box)


def _draw_off_board(scene: ChaosView, surface: pygame.Surface) -> None:
    """The mice in the hideouts, the hideouts' colours, under the table, the covers on it."""
    geometry = scene.geometry
    moving = scene.motions
    # the mice in the hideouts
    for h, mice in sorted(scene.hideouts_view.items()):
        shown = [m for m in mice if m not in moving]
        for m, rect in zip(shown, layout.hideout_slots(geometry, int(h[1]), len(shown))):
            blit_mouse(scene, surface, m, rect)
    draw_hideout_colours(scene, surface)
    # under the table, then the covers on it
    under = [m for m in scene.under_table() if m not in moving]
    for m, rect in zip(under, layout.under_slots(geometry, len(under))):
        blit_mouse(scene, surface, m, rect, under=True)
    on_table = sorted(c for c, at in scene.covers_view.items() if at == "table")
    for c, rect in zip(on_table, layout.cover_slots(geometry, len(on_table))):
        if c not in moving:
            blit_cover(scene, surface, c, rect, lifted=c == scene.lifted_view)


def _draw_moving(scene: ChaosView, surface: pygame.Surface) -> None:
    """What moves, over everything else."""
    geometry = scene.geometry
    cell = geometry.cell
    moving = scene.motions
    for key, motion in list(moving.items()):
        x, y = motion.point()
        box = pygame.Rect(0, 0, cell, cell)
        box.center = (round(x), round(y))
        if key in scene.mice_view:
            blit_mouse(scene, surface, key, box)
        elif key in scene.covers_view:
            blit_cover(scene, surface, key, box)
        elif key in scene.cats_view:
            surface.blit(sprites.cat_pic(scene, int(key[1:]), cell), box)
        elif key in scene.chairs_view:
            info = scene.chairs_view[key]
            surface.blit(sprites.chair_pic(scene, info["back"], None, cell), box)


def mark_point(scene: ChaosView, place: str) -> tuple[float, float] | None:
    """The centre of a place of a mark: a square, the table, a hideout, a hole."""
    geometry = scene.geometry
    if place == "table":
        return layout.table_rect(geometry).center
    if place.startswith("H") and len(place) == 2 and place[1].isdigit():
        return layout.hideout_rect(geometry, int(place[1])).center
    if place.startswith("o"):
        return scene.place_point("", place)
    sq = parse_square(place, kitchen().size)
    return None if sq is None else layout.square_rect(geometry, sq).center


def draw_last_move(scene: ChaosView, surface: pygame.Surface) -> None:
    """Arrows from where the pieces of the last turn were to where they went, in
    the mover's colour, until the next turn's first move (see :mod:`game.view.marks`)."""
    if not scene.narrator.last_move or scene.narrator.last_move_owner is None:
        return
    cell = scene.geometry.cell
    rgb = marks.ink(scene.seat_rgb(scene.narrator.last_move_owner))
    for frm, to in scene.narrator.last_move:
        a, b = mark_point(scene, frm), mark_point(scene, to)
        if a is None or b is None:
            continue
        if a == b:
            marks.ring(surface, a, cell * 0.46, rgb, scene.px(5))
        else:
            marks.arrow(surface, a, b, rgb, scene.px(6), start_ring=cell * 0.3,
                        stop_short=cell * 0.36)


def draw_hideout_colours(scene: ChaosView, surface: pygame.Surface) -> None:
    """On each hideout whose colour the viewer knows, that colour's card, small, on
    the corner of its walls: what it is for, apart from whose it is (the seat's
    colour and symbol on its carpet, none of them a mouse colour)."""
    geometry = scene.geometry
    cell = geometry.cell
    h = max(18, int(cell * 0.78))
    w = int(h * 0.7)
    for corner in range(len(kitchen().hideouts)):
        colour = scene.hideout_colour(f"H{corner}")
        if colour is None:
            continue
        rect = layout.hideout_rect(geometry, corner)
        kx, ky = board.KITCHEN_CORNER[corner]
        inward = cell * 0.16
        cx = rect.left + (1 - kx) * rect.w + (inward if kx else -inward)
        cy = rect.top + (1 - ky) * rect.h + (inward if ky else -inward)
        pic = sprites.card_pic(scene, colour, w, h)
        surface.blit(pic, pic.get_rect(center=(round(cx), round(cy))))


def blit_mouse(scene: ChaosView, surface: pygame.Surface, mouse: str, rect: pygame.Rect, under: bool = False) -> None:
    colour, remembered = scene.mouse_look(mouse)
    size = rect.w
    if scene.turning is not None and scene.turning[0] == mouse:
        grow = 1 + 0.18 * abs(math.sin((scene.clock - scene.turning[1]) * 9))
        size = int(rect.w * grow) // 2 * 2
        pygame.draw.circle(surface, palette.HIGHLIGHT, rect.center, int(rect.w * 0.62), max(2, scene.px(4)))
    pic = sprites.mouse_pic(scene, scene.sizes.get(mouse, "small"), colour, size, remembered)
    if under:
        pic = sprites.faded(scene, ("under", scene.sizes.get(mouse, "small"), colour, size, remembered), pic, 200)
    surface.blit(pic, pic.get_rect(center=rect.center))


def blit_cover(scene: ChaosView, surface: pygame.Surface, cover: str, rect: pygame.Rect, lifted: bool = False) -> None:
    kind, number = scene.cover_look(cover)
    pic = sprites.cover_pic(scene, kind, number, rect.w)
    centre = rect.center
    if lifted:
        centre = (rect.centerx, rect.centery - max(2, rect.h // 4))
        shadow = pygame.Rect(0, 0, int(rect.w * 0.7), int(rect.h * 0.25))
        shadow.center = (rect.centerx, rect.bottom - rect.h // 6)
        pygame.draw.ellipse(surface, art.mix(palette.OUTLINE, (200, 170, 130), 0.6), shadow)
    surface.blit(pic, pic.get_rect(center=centre))


def draw_marks(scene: ChaosView, surface: pygame.Surface) -> None:
    """Rings round the pieces that may be chosen, the chosen one, the tip arrows and
    the keyboard cursor."""
    geometry = scene.geometry
    cell = geometry.cell
    px = scene.px
    for sq, kind in scene.lit_squares().items():
        if kind != "pick":
            continue
        rect = layout.square_rect(geometry, sq)
        hot = scene.hover == ("sq", sq) or scene.cursor == sq
        pygame.draw.rect(surface, palette.ACCENT if hot else PICK_RGB, rect.inflate(-2, -2),
                         max(2, px(4)), border_radius=max(4, cell // 5))
    on_table = sorted(c for c, at in scene.covers_view.items() if at == "table")
    lifts = scene.options()["lifts"] if scene.phase() == "cover" else {}
    for c, rect in zip(on_table, layout.cover_slots(geometry, len(on_table))):
        if c in lifts:
            hot = scene.hover == ("cover", c)
            pygame.draw.circle(surface, palette.ACCENT if hot else PICK_RGB, rect.center,
                               rect.w // 2 + max(2, px(3)), max(2, px(3)))
    if scene.selected is not None and scene.selected not in scene.motions:
        centre = scene.place_point(scene.selected, scene.piece_square(scene.selected))
        if scene.selected in scene.mice_view and scene.mice_view[scene.selected] == "table":
            under = scene.under_table()
            slots = layout.under_slots(geometry, len(under))
            if scene.selected in under:
                centre = slots[under.index(scene.selected)].center
        pulse = 1 + 0.08 * math.sin(scene.clock * 6)
        pygame.draw.circle(surface, palette.HIGHLIGHT, (round(centre[0]), round(centre[1])),
                           round(cell * 0.58 * pulse), max(3, px(5)))
    for d, rect in scene.tip_rects().items():
        pic = sprites.arrow_pic(scene, d, rect.w)
        if scene.hover == ("tip", d):
            pygame.draw.circle(surface, palette.HIGHLIGHT, rect.center, rect.w // 2 + px(4))
        surface.blit(pic, rect)
    if scene.cursor is not None and scene.can_act():
        rect = layout.square_rect(geometry, scene.cursor)
        if kitchen().hideout_of(scene.cursor) is not None:
            rect = layout.hideout_rect(geometry, kitchen().hideout_of(scene.cursor) or 0)
        elif scene.cursor in kitchen().table:
            rect = layout.table_rect(geometry)
        pygame.draw.rect(surface, palette.TEXT, rect.inflate(px(4), px(4)), max(3, px(4)),
                         border_radius=max(4, cell // 5))
        pygame.draw.rect(surface, (255, 255, 255), rect, max(1, px(2)), border_radius=max(4, cell // 5))
