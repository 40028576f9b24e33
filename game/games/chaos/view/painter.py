"""Chaos de souris et de fromage's table drawn (issue 18: the scene split into input,
view model and drawing): :class:`ChaosPainter`, built by :class:`.scene.GameScene`
over the view model, paints one frame in layers, bottom to top: the backdrop (the
kitchen and the side column's trays, :mod:`.board`, painted once per layout), the
pieces on the kitchen (:mod:`.pieces`), the panels round it (:mod:`.panels`), a claim's
cards and the big number, then the table's sparks, messages and confetti.

Everything comes from the model (:class:`.view_model.ChaosView`), itself drawn from the
viewer's observation; the pictures go through the table's per-layout caches
(:mod:`.sprites`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from . import board, panels, pieces, sprites

if TYPE_CHECKING:
    from .view_model import ChaosView


class ChaosPainter:
    """Draws the Chaos table from its view model (see the module's docstring)."""

    def __init__(self, model: ChaosView):
        self.model = model
        self.table = model.table

    def draw(self, surface: pygame.Surface) -> None:
        """The kitchen and its pieces, then the panels round it, the sparks and the
        messages."""
        model, table = self.model, self.table
        geometry = model.geometry
        surface.blit(table.backdrop(surface.get_size(),
                                    lambda surf: board.paint_backdrop(table, surf, geometry)), (0, 0))
        pieces.draw_kitchen(model, surface)
        panels.draw_seats(model, surface)
        panels.draw_hand(model, surface)
        panels.draw_action(model, surface)
        panels.draw_banner(model, surface)
        panels.draw_claim(model, surface)
        panels.draw_big_number(model, surface)
        table.sparkles.draw_sparks(surface)
        board_rect = geometry.board
        table.messages.draw(surface, (board_rect.centerx, board_rect.centery + board_rect.h // 6))
        table.sparkles.draw_confetti(surface)

    def prewarm_jobs(self) -> list[Any]:
        """The pictures every turn needs, to be made while the table is quiet."""
        table = self.table
        cell = self.model.geometry.cell
        jobs: list[Any] = []
        for size_class in ("large", "small"):
            jobs.append(lambda s=size_class: sprites.mouse_pic(table, s, None, cell))
        jobs.append(lambda: sprites.cover_pic(table, "back", None, cell))
        jobs.append(lambda: sprites.glow_pic(table, cell))
        for k in range(4):
            jobs.append(lambda k=k: sprites.cat_pic(table, k, cell))
        for back in ("up", "down", "left", "right"):
            jobs.append(lambda b=back: sprites.chair_pic(table, b, None, cell))
        return jobs
