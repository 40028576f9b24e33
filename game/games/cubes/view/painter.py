"""Souris et cubes de fromage's table drawn (issue 18: the scene's drawing, split from
:mod:`.scene`): :class:`CubesPainter`, built by the scene on its view model
(:class:`.view_model.CubesView`), draws a frame of the game from that model, bottom to
top (:meth:`CubesPainter.draw`, the scene's ``draw_table``), by the drawing modules
(:mod:`.board`, :mod:`.panels`, :mod:`.sprites`, :mod:`.swap_choice`, :mod:`.buttons`),
with the shared table's picture caches (``model.table``); and lists the pictures worth
making before they are needed (:meth:`CubesPainter.prewarm_jobs`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ....view import announcement, banner
from .. import GAME
from ..rules import EXCHANGE
from . import board, buttons, panels, sprites, swap_choice
from .sprites import TILTS

if TYPE_CHECKING:
    from .view_model import CubesView


class CubesPainter:
    """Draws the table from its view model (see the module's docstring)."""

    def __init__(self, model: CubesView) -> None:
        self.model = model
        self.table = model.table

    def draw(self, surface: pygame.Surface) -> None:
        """The board, the panels, the banner, the pieces that move, the announcements
        and the buttons, in that order."""
        model, table = self.model, self.table
        geometry = model.geometry
        live = table.can_act()
        obs = model.observation()
        surface.blit(table.backdrop(surface.get_size(), lambda surf: board.paint_backdrop(
            table, surf, geometry, obs.target)), (0, 0))
        board.draw_pile(table, surface, geometry.felt, model.pile_view)
        if live and obs.phase == EXCHANGE:
            surface.blit(swap_choice.prompt(table, geometry.stake.rect), geometry.stake.rect.topleft)
        else:
            board.draw_stake_heading(table, surface, geometry.stake.rect, model.cubes)
        self.draw_panels(surface, live, obs.winners)
        panels.draw_last_move(model, surface)
        panels.draw_banner(model, surface)
        sprites.draw_cubes(table, surface, model.cubes, geometry, model.shake)
        sprites.draw_pulses(table, surface, model.pulses, model.resolve)
        sprites.draw_vanishing(table, surface, model.vanishing, model.resolve)
        sprites.draw_flights(table, surface, model.flights, model.resolve, geometry.felt.cube_size)
        table.sparkles.draw_sparks(surface)
        table.messages.draw(surface, geometry.felt.grid.center)   # over the cards flying back after a bust
        if model.buttons:
            buttons.draw_buttons(table, surface, model.buttons, live and not table.input_guarded())
        table.sparkles.draw_confetti(surface)

    def draw_panels(self, surface: pygame.Surface, live: bool, winners: tuple[int, ...]) -> None:
        """Every player's panel: the current one glowing (the winners' once the end is
        shown), the stacks a person may take lit while ``live``."""
        model = self.model
        for p, panel in enumerate(model.geometry.panels):
            hand = model.hands_view[p] if p < len(model.hands_view) else {}
            offers, focus, hover = model.chooser.lit(p) if live else ((), None, None)
            panels.draw_panel(self.table, surface, p, panel, hand,
                              p == model.turn_view and not model.over_shown,
                              model.over_shown and p in winners, offers, focus, hover)

    def prewarm_jobs(self) -> list[Callable[[], object]]:
        """The pictures the table will need, to make while it is quiet (not in the middle
        of a roll): the cubes at every tilt and spin angle, their shadows, the cards, the
        announcements' panels, the banners, the pile, the swap prompt, the thinking pill."""
        model, table = self.model, self.table
        geometry = model.geometry
        cs, ss = geometry.felt.cube_size, geometry.stake.cube_size
        cube = partial(sprites.cube_image, table)
        jobs: list[Callable[[], object]] = []
        for tilt in TILTS:
            jobs.append(partial(cube, cs, "cheese", None, tilt))
        for angle in range(0, 360, 15):
            jobs.append(partial(cube, cs, "cheese", None, angle))
        for angle in range(0, 360, 15):
            jobs.append(partial(cube, cs, "empty", None, angle))
        for tilt in TILTS:
            jobs.append(partial(cube, cs, "empty", None, tilt))
        for colour in GAME.config().colours:
            jobs.append(partial(cube, ss, "window", colour, 0))
            jobs.append(partial(sprites.card_maker(table, colour), *geometry.stake.card))
            for tilt in TILTS:
                jobs.append(partial(cube, cs, "window", colour, tilt))
        for air in (0.0, 0.2, 0.3, 0.45, 0.6, 0.7, 0.85, 1.0, 1.1):
            jobs.append(partial(sprites.shadow_image, table, cs, air))
        jobs.append(lambda: sprites.shadow_image(table, ss, 0.0))
        jobs.append(lambda: cube(ss, "empty", None, 0))
        jobs.append(lambda: cube(ss, "cheese", None, 0))
        for tilt in TILTS:
            jobs.append(partial(cube, cs, "empty", None, tilt, True))
        for style in announcement.STYLES:
            jobs.append(partial(announcement.panel, table, style, model.message_width()))
        for p in range(len(geometry.panels)):
            jobs.append(partial(banner.background, table, geometry.banner, table.seat_rgb(p)))
        jobs.append(lambda: sprites.back_maker(table)(*geometry.felt.pile_card))
        jobs.append(lambda: swap_choice.prompt(table, geometry.stake.rect))
        jobs.append(lambda: table.controls.thinking_pill())
        return jobs
