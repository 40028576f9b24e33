"""The hint on a table (issue 19): a glow on where to click and a bubble of words.

The table (:class:`~game.scenes.gamescene.BaseGameScene`) owns one :class:`HintView`
and feeds it, each update, the hinted action its driver holds
(:meth:`~game.table.hinting.Hinting.hint_action`); the game says where that action is
clicked (the scene's ``hint_targets(action)``: rectangles of the window, from its view
model) and the words come from the game's ``hint_reason`` (its ``texts``), made from
the seat's observation. Drawn over the game, under the controls: a pulsing ring in the
hint's own colour (:data:`~game.view.palette.HINT`, never the legal moves' gold)
around each target, and a bubble with a bulb and one or two lines, above the first
target when there is room, else under it, always inside the window.
"""

from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING

import pygame

from . import art, palette
from .fonts import get_font
from .widgets import fit_lines

if TYPE_CHECKING:
    from ..scenes.gamescene import BaseGameScene


class HintView:
    """What the table shows of a hint: ``action`` hinted, its ``reason`` and the
    ``targets`` to glow (all empty when no hint is shown)."""

    def __init__(self, scene: BaseGameScene):
        self.scene = scene
        self.action: object | None = None
        self.reason = ""
        self.targets: list[pygame.Rect] = []
        self.bubble = pygame.Rect(0, 0, 0, 0)
        #: the words' lines in the bubble and their size (made with its place)
        self.lines: list[str] = []
        self.size = 0

    @property
    def shown(self) -> bool:
        return self.action is not None

    def show(self, action: object | None, reason: str, targets: list[pygame.Rect]) -> None:
        self.action, self.reason, self.targets = action, reason, targets
        self.bubble = self._place() if action is not None else pygame.Rect(0, 0, 0, 0)

    def clear(self) -> None:
        self.show(None, "", [])

    # ------------------------------------------------------------------ placing
    def _lines(self, width: int) -> tuple[list[str], int]:
        scene = self.scene
        return fit_lines(self.reason, scene.fs(22), width, 3, bold=True, smallest=scene.fs(19))

    def _place(self) -> pygame.Rect:
        """The bubble's place: above the first target if it fits, else below it, else
        at the bottom of the window, always inside it."""
        scene = self.scene
        px = scene.px
        w, h = scene.size
        width = min(px(560), w - px(24))
        lines, size = self._lines(width - px(76))
        self.lines, self.size = lines, size
        line_h = get_font(size, bold=True).get_linesize()
        text_w = max(get_font(size, bold=True).size(line)[0] for line in lines) if lines else 0
        bw = min(width, text_w + px(76))
        bh = line_h * len(lines) + px(22)
        box = pygame.Rect(0, 0, bw, bh)
        gap = px(16)
        anchor = self.targets[0] if self.targets else None
        if anchor is not None and anchor.top - gap - bh >= px(8):
            box.midbottom = (anchor.centerx, anchor.top - gap)
        elif anchor is not None and anchor.bottom + gap + bh <= h - px(8):
            box.midtop = (anchor.centerx, anchor.bottom + gap)
        else:
            box.midbottom = (w // 2, h - px(12))
        box.clamp_ip(pygame.Rect(px(8), px(8), w - px(16), h - px(16)))
        return box

    # ------------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        if self.action is None:
            return
        scene = self.scene
        px = scene.px
        beat = 0.5 + 0.5 * math.sin(scene.clock * 5.0)
        thick = max(3, px(5))
        for rect in self.targets:
            grow = round(px(6) * beat)
            pad = px(14) + grow
            halo = scene.image(("hint-halo", rect.w, rect.h, pad), functools.partial(_halo, rect.w, rect.h, pad))
            surface.blit(halo, (rect.x - pad, rect.y - pad))
            ring = rect.inflate(px(8) + grow, px(8) + grow)
            pygame.draw.rect(surface, palette.HINT, ring, thick,
                             border_radius=min(ring.w, ring.h) // 3)
        self._draw_bubble(surface)

    def _draw_bubble(self, surface: pygame.Surface) -> None:
        scene = self.scene
        px = scene.px
        box = self.bubble
        if not box.w:
            return
        back = scene.image(("hint-bubble", box.w, box.h),
                           lambda: art.panel(box.w, box.h, px(16), palette.PANEL, palette.HINT))
        surface.blit(back, box)
        edge = max(2, px(3))
        pygame.draw.rect(surface, palette.HINT, box, edge, border_radius=px(16))
        # a bulb: the hint's sign
        r = px(14)
        cx, cy = box.left + px(30), box.centery - px(3)
        pygame.draw.circle(surface, palette.HIGHLIGHT, (cx, cy), r)
        pygame.draw.circle(surface, palette.OUTLINE, (cx, cy), r, max(1, px(2)))
        base = pygame.Rect(0, 0, r, px(8))
        base.midtop = (cx, cy + r - px(2))
        pygame.draw.rect(surface, palette.OUTLINE, base, border_radius=px(2))
        lines, size = self.lines, self.size
        line_h = get_font(size, bold=True).get_linesize()
        y = box.centery - line_h * len(lines) // 2
        for line in lines:
            img = scene.text(line, size, palette.TEXT, bold=True)
            surface.blit(img, (box.left + px(56), y))
            y += line_h


def _halo(w: int, h: int, pad: int) -> pygame.Surface:
    """A soft ring ``pad`` pixels wide around a ``w`` x ``h`` target, never over it."""
    halo = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for k in range(4):
        ring = halo.get_rect().inflate(-2 * k * pad // 4, -2 * k * pad // 4)
        pygame.draw.rect(halo, (*palette.HINT, 50 + 40 * k), ring, max(2, pad // 4),
                         border_radius=min(ring.w, ring.h) // 3)
    return halo
