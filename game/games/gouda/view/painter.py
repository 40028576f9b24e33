"""Gouda's table drawn (issue 18: the drawing, its own object). :class:`GoudaPainter` is
built by :class:`~.scene.GameScene` on the view model (:class:`~.view_model.GoudaView`)
and draws the whole table from it, layer by layer, with the drawing modules: the shelf
and the tray (:mod:`.panels`, on the backdrop of :mod:`.board`), the seats' panels
(:mod:`.seats`), the shared answer bar (the shared table's, where :func:`.panels.bar_rect`
says), the banner, the private hand (:mod:`.hand`) or the tips, then what flies over
everything (a marker shown big, the messages, a die dragged, confetti). It also lists
the pictures worth making before the first frame (:meth:`GoudaPainter.prewarm_jobs`).
The view model's ``hand_layout`` is the hand as last drawn (its buttons take the clicks).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from . import board, hand, panels, seats, sprites, targeting

if TYPE_CHECKING:
    from .view_model import GoudaView


class GoudaPainter:
    """Draws the Gouda! Gouda! table from the view model (see the module's docstring)."""

    def __init__(self, view: GoudaView) -> None:
        self.view = view

    def draw(self, surface: pygame.Surface) -> None:
        """The whole table but the shared controls (the shared table's ``draw_table``)."""
        view, table = self.view, self.view.table
        geometry = view.geometry
        surface.blit(table.backdrop(surface.get_size(), lambda surf: board.paint_backdrop(table, surf, geometry)),
                     (0, 0))
        panels.draw_cheese(view, surface)
        panels.draw_roll_ring(view, surface)
        panels.draw_place_glows(view, surface)
        panels.draw_badges(view, surface)
        panels.draw_last_move(view, surface)
        panels.draw_hops(view, surface)
        seats.draw_seats(view, surface)
        seats.draw_own_markers(view, surface)
        panels.draw_tray(view, surface)
        panels.draw_action(view, surface)
        table.draw_answer_bar(surface)
        panels.draw_banner(view, surface)
        table.sparkles.draw_sparks(surface)
        seat = view.hand_seat()
        if view.hand_open and seat is not None:
            held = {k: v for k, v in (view.observation().hand or {}).items() if v}
            view.hand_layout = hand.draw_hand(view, surface, seat, held,
                                              targeting.playable(table.legal_actions()),
                                              view.hand_focus, view.hand_hover)
        else:
            view.hand_layout = None
            seats.draw_tip(view, surface)
        panels.draw_big_marker(view, surface)
        table.messages.draw(surface, geometry.shelf.rect.center)
        panels.draw_drag(view, surface)
        table.sparkles.draw_confetti(surface)

    def draw_thinking(self, surface: pygame.Surface) -> None:
        """The "... is thinking" hint, in the action card."""
        panels.draw_thinking(self.view, surface)

    def answer_bar_at(self) -> pygame.Rect:
        """Where the shared answer bar goes on the shelf (see :func:`.panels.bar_rect`)."""
        return panels.bar_rect(self.view)

    def prewarm_jobs(self) -> list[Callable[[], object]]:
        """The pictures of the first frames (dice at every angle, badges, markers),
        made ahead by the app for the table just laid out."""
        view, table = self.view, self.view.table
        geometry = view.geometry
        jobs: list[Callable[[], object]] = []
        ds = geometry.tray.die_size
        for face in ("green", "yellow", "red"):
            jobs.append(partial(sprites.die_image, table, face, ds))
            for angle in range(30, 360, 30):
                jobs.append(partial(sprites.die_image, table, face, ds, angle=angle))
        for seat in range(len(table.session.seats)):
            for count in range(1, 6):
                jobs.append(partial(sprites.badge, table, seat, count, geometry.shelf.badge))
        if view.observation().powers:
            for kind in targeting.KINDS:
                jobs.append(partial(sprites.marker_image, table, kind, geometry.tray.marker_size))
        return jobs
