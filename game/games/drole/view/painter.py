"""Drôle's table drawn (issue 18: the scene split into a view model, input and drawing):
:class:`DrolePainter`, built by the scene (``self.painter = DrolePainter(self.model)``),
whose :meth:`DrolePainter.draw` the scene's ``draw_table`` forwards to. It holds nothing
of its own: it draws the view model (:class:`.view_model.DroleView`) with the drawing
modules -- the backdrop (:mod:`.board`), what lies on the board (:mod:`.pieces`), the
panels round it (:mod:`.panels`) -- and the shared table's sparks and messages, and it
lists the pictures worth making before they are needed (:meth:`DrolePainter.prewarm_jobs`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from .. import GAME
from . import board, panels, pieces

if TYPE_CHECKING:
    from .view_model import DroleView


class DrolePainter:
    """Draws the Drôle de fromage table (see the module's docstring)."""

    def __init__(self, model: DroleView):
        self.model = model
        self.table = model.table

    def draw(self, surface: pygame.Surface) -> None:
        """The board and its pieces (:mod:`.pieces`), then the panels round it
        (:mod:`.panels`), the sparks and the messages."""
        model, table = self.model, self.table
        geometry = model.geometry
        obs = model.observation()
        surface.blit(table.backdrop(surface.get_size(), lambda surf: board.paint_backdrop(
            table, surf, geometry, model.sides, obs)), (0, 0))
        pieces.draw_board(model, surface)
        panels.draw_tray_extras(model, surface)
        panels.draw_side(model, surface)
        panels.draw_banner(model, surface)
        table.sparkles.draw_sparks(surface)
        if model.peek_seat is not None:
            panels.draw_peek(model, surface)
        table.messages.draw(surface, geometry.frame.center)
        table.sparkles.draw_confetti(surface)

    def prewarm_jobs(self) -> list[Callable[[], object]]:
        """The pictures the table will need, each made by a callable (the app runs
        them while the table is quiet: after the first frame, a little at the end of
        each frame): the pieces at every size, each mouse facing every way, the die."""
        model, table = self.model, self.table
        geometry = model.geometry
        cell = geometry.cell
        jobs: list[Any] = []                # callables: each makes a picture
        for size in ("small", "medium", "large"):
            jobs.append(lambda s=size: pieces.piece_image(table, s, cell))
            for tray in geometry.trays.values():
                jobs.append(lambda s=size, slot=tray.slot: pieces.piece_image(table, s, slot))
        for p in range(len(model.sides)):
            for facing in ("up", "down", "left", "right"):
                jobs.append(lambda p=p, f=facing: pieces.mouse_image(model, p, f))
        ds = geometry.side.die_size
        for face in (*GAME.config().face_names, "ready"):
            jobs.append(lambda f=face: pieces.die_image(table, f, ds, 0))
        return jobs
