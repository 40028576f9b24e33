"""Souris et cubes de fromage's view model (issue 18: the scene split into input, view
model and drawing): :class:`CubesView`, what the table knows for drawing. Its own
*view* of the table (cube faces and places, the hands shown, the pile count, the cards
flying, the pulses) that events move forward as their animations play, put back on the
rules' observation whenever the animation script has played out (:meth:`CubesView.sync`);
the buttons and white-mouse swaps offered to the person now
(:meth:`CubesView.rebuild_controls`); where a place on the table is (its geometry, given
by the scene's ``layout``); the status line.

The scene (:class:`.scene.GameScene`) builds it as ``CubesView(self)``; it reaches the
shared table's services (the observation, the driver, the banner, ``px``...) through
its one reference :attr:`CubesView.table`. The input (:mod:`.inputs`), the drawing
(:mod:`.painter`) and the script (:mod:`.script`) read and move it; it imports none of
them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ....core.protocol import TERMINAL, Action
from ....scenes.laid_out import ViewModel
from ....view.tween import Tween
from .. import GAME, texts
from ..actions import Done, Roll, Stop, Swap
from ..observation import CubesObservation
from ..rules import EXCHANGE
from . import buttons, layout, sprites, swap_choice
from .buttons import BigButton
from .layout import Anchor, TableLayout
from .sprites import TILTS, CubeView, Flight, Vanish
from .swap_choice import SwapChooser

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene


class CubesView(ViewModel[TableLayout, CubesObservation]):
    """The Souris et cubes de fromage table's view model (see the module's docstring)."""

    observation_type = CubesObservation

    def __init__(self, table: BaseGameScene):
        super().__init__(table)
        self.cubes = [CubeView(i, tilt=table.rng.choice(TILTS)) for i in range(GAME.config().cubes)]
        self.hands_view: list[dict[str, int]] = []
        self.pile_view = 0
        self.turn_view = 0
        self.flights: list[Flight] = []
        self.vanishing: list[Vanish] = []          # spent white mice leaving the game
        self.pulses: list[tuple[Anchor, Tween]] = []
        self.over_shown = False                    # the end of the game has been shown
        self.shake: Tween | None = None
        self.buttons: list[BigButton] = []
        self.chooser = SwapChooser()
        self._geometry: TableLayout | None = None     # laid out by ``layout``

    @property
    def swap_choices(self) -> list[Swap]:
        """The white-mouse swaps a person may choose now."""
        return self.chooser.choices

    @property
    def focus(self) -> int:
        """The swap (or, past the last one, the Keep button) the keyboard is on; -1: none."""
        return self.chooser.focus

    # ================================================================ view <-> state
    def sync(self, hard: bool = False) -> None:
        """Make the view agree with the rules (after the script played, or an undo)."""
        for flight in list(self.flights):
            flight.land()
        self.flights.clear()
        obs = self.observation()
        self.hands_view = [dict(h) for h in obs.hands]
        self.pile_view = obs.pile
        self.turn_view = obs.turn
        aside = {int(c): colour for c, colour in obs.aside.items()}
        used = {c.slot for c in self.cubes if c.zone == "stake" and c.index in aside}
        rolling, to_show = set(obs.rolling), set(obs.to_show)
        for cube in self.cubes:
            i = cube.index
            cube.loaded = bool(obs.loaded[i])
            cube.card_out = False
            if hard:
                cube.move = None
                cube.hop = None
                cube.air_lerp = None
            if i in aside:
                if cube.zone != "stake":
                    cube.zone = "stake"
                    cube.slot = min(s for s in range(GAME.config().cubes) if s not in used)
                    used.add(cube.slot)
                cube.face, cube.colour = "window", aside[i]
                cube.spin, cube.air = False, 0.0
                continue
            cube.zone, cube.slot = "table", -1
            cube.colour = None
            if i in rolling:
                cube.face = "cheese"
                if not cube.spin:
                    cube.spin, cube.air = True, 1.0
            else:
                cube.spin, cube.air = False, 0.0
                cube.face = "empty" if (i in to_show or not cube.loaded) else "cheese"
        if hard:
            self.table.messages.clear()
            self.shake = None
            self.pulses.clear()
            self.vanishing.clear()
        if obs.to_play == TERMINAL and not self.table.busy():
            self.over_shown = True
        self.rebuild_controls()

    def rebuild_controls(self) -> None:
        """The buttons and swap choices for a settled table."""
        chooser = self.chooser
        chooser.choices = []
        if self.table.busy():
            return
        obs = self.observation()
        if not self.table.can_act():
            self.buttons = []
            chooser.focus = -1
            return
        phase = obs.phase
        offered = buttons.for_phase(phase, obs, self.do_roll, self.do_stop, self.do_keep)
        if phase == EXCHANGE:
            chooser.choices = [a for a in self.table.legal_actions() if isinstance(a, Swap)]
        else:
            chooser.focus = -1
        chooser.focus = min(chooser.focus, len(chooser.choices))
        old = {b.key: b for b in self.buttons}
        for b in offered:
            if b.key in old:
                b.hover = old[b.key].hover
        self.buttons = offered
        self.place_buttons()
        self.mark_focus()

    def animate(self) -> bool:
        """Forget the flights, fades, moves and pulses that have played out; True while
        something still moves."""
        moving = False
        for flight in self.flights:
            flight.follow()
        self.flights = [f for f in self.flights if not f.landed]
        if self.flights:
            moving = True
        self.vanishing = [v for v in self.vanishing if not v.done]
        if self.vanishing:
            moving = True
        for cube in self.cubes:
            if cube.spin:
                moving = True
            cube.tidy()
        self.pulses = [(a, t) for a, t in self.pulses if not t.done]
        if self.shake is not None and self.shake.done:
            self.shake = None
        return moving

    # ====================================================================== status
    def idle_status(self) -> str:
        """What the table asks for now (the status line when nothing moves)."""
        return texts.idle_status(self.observation(), self.table.session.seats, self.table.banner.status)

    def win_status(self) -> str:
        return texts.win_status(self.observation(), self.table.session.seats)

    # ===================================================================== actions
    def do_roll(self) -> None:
        self.table.play(Roll(), click=True)

    def do_stop(self) -> None:
        self.table.play(Stop(), click=True)

    def do_keep(self) -> None:
        self.table.play(Done(), click=True)

    def do_swap(self, swap: Swap) -> None:
        self.table.play(swap)

    # ============================================================ controls
    def place_buttons(self) -> None:
        if self._geometry is None:
            return
        for b, rect in zip(self.buttons, layout.button_rects(self._geometry.action, len(self.buttons), self.table.px)):
            b.rect = rect

    def mark_focus(self) -> None:
        for b in self.buttons:
            b.focused = b.key == "keep" and self.chooser.keep_focused()

    def lesson_target(self, name: str) -> pygame.Rect | None:
        """Where a guided game's step points (issue 19): ``button:<key>`` (a big button
        offered now: roll, stop, keep) or ``stack:<seat>:<colour>`` (a card stack on a
        player's panel); None for a name it does not know."""
        kind, _, rest = name.partition(":")
        if kind == "button":
            return next((b.rect for b in self.buttons if b.key == rest), None)
        if kind == "stack" and self._geometry is not None:
            seat, _, colour = rest.partition(":")
            panels = self._geometry.panels
            if seat.isdigit() and int(seat) < len(panels):
                return panels[int(seat)].stacks.get(colour)
        return None

    def lesson_area(self) -> pygame.Rect | None:
        """Where a guided game's panel goes: the left column under the players' panels
        (the legend's place; it is not drawn in a lesson)."""
        if self._geometry is None:
            return None
        px = self.table.px
        top = self._geometry.panels[-1].rect.bottom + px(8)
        legend = self._geometry.legend
        return pygame.Rect(legend.left, top, legend.w, legend.bottom - top)

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        """Where the hinted ``action`` is clicked (issue 19): its big button, or the
        opponent's card stack a white mouse would take."""
        keys = {"roll": Roll, "stop": Stop, "keep": Done}
        if isinstance(action, Swap):
            panels = self._geometry.panels if self._geometry else []
            if action.opponent < len(panels) and action.colour in panels[action.opponent].stacks:
                return [panels[action.opponent].stacks[action.colour].copy()]
            return []
        return [b.rect.copy() for b in self.buttons
                if b.key in keys and isinstance(action, keys[b.key]) and b.rect.w]

    def stack_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        return swap_choice.stack_at(self._geometry.panels if self._geometry else [], pos, self.table.px)

    # ============================================================ geometry helpers
    def resolve(self, anchor: Anchor) -> tuple[float, float, float]:
        """(x, y, size) of a place on the table; size is a cube or card width."""
        if anchor[0] == "cube":
            x, y = self.cube_pos(self.cubes[anchor[1]])
            return x, y, self.geometry.stake.cube_size * 0.5
        return layout.anchor_point(self.geometry, anchor, self.table.px)

    def message_width(self) -> int:
        """How wide an announcement is: the felt's grid of cubes, within reason."""
        px = self.table.px
        return min(self.geometry.felt.grid.w + px(10), px(640))

    def cube_pos(self, cube: CubeView) -> tuple[float, float]:
        x, y, _ = sprites.cube_place(self.geometry, cube, self.table.px)
        return x, y
