"""The Mouse Dice board under the pieces: the wooden table, the green felt with the
face-down pile and its count, the at-stake tray with its heading, and the legend of the
mouse colours under the players' panels."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from ....view import art, palette
from ....view.fonts import get_font
from .. import GAME
from ..texts import colour_name, tr
from .layout import FeltLayout, TableLayout, legend_plan, symbol_size
from .sprites import CubeView, back_maker

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene

FELT = (46, 112, 96)
FELT_EDGE = (120, 78, 48)
TRAY = (250, 238, 212)


def paint_backdrop(table: BaseGameScene, surf: pygame.Surface, geometry: TableLayout, target: int) -> None:
    """What never moves: the wooden table, the felt, the tray and the legend."""
    px = table.px
    surf.blit(art.table_background(*surf.get_size()), (0, 0))
    felt = geometry.felt.rect
    surf.blit(art.panel(felt.w, felt.h, px(26), FELT, FELT_EDGE), felt.topleft)
    pile = geometry.felt.pile_area
    pygame.draw.line(surf, art.shade(FELT, 0.25), (pile.left, pile.top + px(22)),
                     (pile.left, pile.bottom - px(26)), max(1, px(2)))
    cx, cy = geometry.felt.pile_center
    cw, ch = geometry.felt.pile_card
    label = table.text(tr("label.pile"), table.fs(22), palette.TEXT_LIGHT, display=True)
    surf.blit(label, label.get_rect(midbottom=(cx, cy - ch // 2 - px(12))))
    stake = geometry.stake.rect
    surf.blit(art.panel(stake.w, stake.h, px(22), TRAY), stake.topleft)
    ss = geometry.stake.cube_size
    for x, y in geometry.stake.slots:
        box = pygame.Rect(0, 0, int(ss * 0.9), int(ss * 0.26))
        box.center = (x, y + int(ss * 0.33))
        pygame.draw.ellipse(surf, art.shade(TRAY, 0.07), box)
    if table.lesson is None:            # a guided game's panel takes the legend's place
        draw_legend(table, surf, geometry.legend, target)


def draw_legend(table: BaseGameScene, surf: pygame.Surface, rect: pygame.Rect, target: int) -> None:
    """The goal ("First to 7 mice of one colour wins!") and each colour's symbol, at the
    bottom of ``rect`` (the layout made it tall enough: :func:`.layout.legend_plan`)."""
    px = table.px
    lines, gsize, rows, nsize, block = legend_plan(px, rect.w - px(10), tr("label.goal", n=target))
    sym = symbol_size(px)
    glh = get_font(gsize, display=True).get_linesize()
    row_h = max(sym, round(nsize * 1.25))
    y = max(rect.top, rect.bottom - block - px(2))
    for line in lines:
        shadow = table.text(line, gsize, palette.SHADOW, display=True)
        img = table.text(line, gsize, palette.TEXT_LIGHT, display=True)
        surf.blit(shadow, shadow.get_rect(midtop=(rect.centerx + 2, y + 2)))
        surf.blit(img, img.get_rect(midtop=(rect.centerx, y)))
        y += glh
    y += px(4)
    order = GAME.config().colours
    colours = dict(zip([colour_name(c) for c in order], order))
    font = get_font(nsize, bold=True)
    for row in rows:
        widths = [sym + px(5) + font.size(n)[0] for n in row]
        x = rect.centerx - (sum(widths) + px(14) * (len(row) - 1)) // 2
        for name, w in zip(row, widths):
            colour = colours[name]
            rgb = palette.MOUSE_COLOURS[colour]
            icon = art.symbol(art.COLOUR_SHAPES[colour], sym, rgb)
            surf.blit(icon, (x, y + (row_h - sym) // 2))
            label = table.text(name, nsize, palette.TEXT_LIGHT, bold=True)
            surf.blit(label, label.get_rect(midleft=(x + sym + px(5), y + row_h // 2)))
            x += w + px(14)
        y += row_h + px(2)


def draw_pile(table: BaseGameScene, surface: pygame.Surface, felt: FeltLayout, n: int) -> None:
    """The face-down pile (thicker the more cards it holds) and how many are left."""
    px = table.px
    cx, cy = felt.pile_center
    cw, ch = felt.pile_card
    if n > 0:
        back = back_maker(table)(cw, ch)
        layers = min(5, 1 + (n - 1) // 12)
        for k in range(layers - 1, -1, -1):
            surface.blit(back, back.get_rect(center=(cx + k * px(3), cy + k * px(3))))
    else:
        box = pygame.Rect(0, 0, cw, ch)
        box.center = (cx, cy)
        pygame.draw.rect(surface, art.tint(FELT, 0.3), box, max(2, px(3)), border_radius=px(8))
    words = tr("label.pile_count", n=n) if n > 0 else tr("label.empty")
    count = table.text(words, table.fs(20), palette.TEXT_LIGHT, bold=True)
    surface.blit(count, count.get_rect(midtop=(cx, cy + ch // 2 + px(10))))


def draw_stake_heading(table: BaseGameScene, surface: pygame.Surface, stake: pygame.Rect,
                       cubes: Sequence[CubeView]) -> None:
    """"At stake" and how many mice are there, or a hint while the tray is empty."""
    px = table.px
    title = table.text(tr("label.at_stake"), table.fs(24), palette.TEXT, display=True)
    tx, ty = stake.left + px(20), stake.top + px(8)
    surface.blit(title, (tx, ty))
    count = sum(1 for c in cubes if c.zone == "stake" and c.face == "window")
    if count:
        r = max(px(15), title.get_height() // 2)
        c = (tx + title.get_width() + px(10) + r, ty + title.get_height() // 2)
        pygame.draw.circle(surface, palette.ACCENT, c, r)
        num = table.text(str(count), table.fs(22), palette.TEXT_LIGHT, bold=True)
        surface.blit(num, num.get_rect(center=c))
    elif not any(c.zone == "stake" for c in cubes):
        hint = table.text(tr("label.stake_empty"), table.fs(20), (170, 130, 100))
        surface.blit(hint, hint.get_rect(center=(stake.centerx, stake.centery + px(6))))
