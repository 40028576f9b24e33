"""The table of Souris et cubes de fromage ("Mouse Dice").

What people see, top to bottom: a banner with the current player's mouse face, name
and a one-line status; on the left every player's mice grouped by colour with their
progress towards the target; on the right the felt where the cheese cubes tumble (with
the face-down pile), the tray of cubes set aside with their cards at stake, and the big
Roll / Stop buttons (R or Space, S or Enter). After taking cards, the white-mouse swap
is offered by lighting up the cards that may be taken (click, or arrows/Tab + Enter) and
a "Keep my white mice" button.

The table keeps its own *view* of the table (cube faces and places, the hands shown,
the pile count) that events move forward as their animations play; whenever the
animation script has played out it is checked against the rules' observation
(:meth:`CubesView.sync`). Nothing here decides anything: every choice goes through
``apply`` and every chance outcome through the session.

This module wires the table together; its parts live beside it:

- :mod:`.view_model`: what the table knows for drawing (its view, the controls offered);
- :mod:`.inputs`: what keys and clicks do;
- :mod:`.layout`: where everything goes, from the window size;
- :mod:`.script`: the animation cues of each event;
- :mod:`.art`: the cheese cubes drawn in code;
- :mod:`.sprites`: the cubes, the flying cards and the pulses;
- :mod:`.board`: the felt, the pile, the tray and the legend;
- :mod:`.panels`: the players' panels;
- :mod:`.buttons`: the big Roll / Stop / Keep buttons;
- :mod:`.swap_choice`: the white-mouse exchange chooser;
- :mod:`..texts`: the words.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ....core.protocol import TERMINAL, Action, Event
from ....scenes.manager import Host
from ....view import announcement, banner
from .. import GAME, actions
from ..actions import Done
from ..rules import EXCHANGE, START
from ..texts import tr, tr_n
from . import board, buttons, inputs, layout, panels, sprites, swap_choice
from .script import CubesScript
from .sprites import TILTS
from .view_model import CubesView

if TYPE_CHECKING:
    from ....session import Session


class GameScene(CubesView):
    """The Souris et cubes de fromage table: its view model
    (:class:`.view_model.CubesView`) with the input, the drawing and the script wired
    to it."""

    def __init__(self, app: Host, session: Session):
        super().__init__(app, session)
        self.script = CubesScript(self)
        self.sync(hard=True)
        self.banner.set_status(self.idle_status())

    # ======================================================================= hooks
    def on_events(self, events: list[Event]) -> None:
        self.script.play(events)

    def enter(self) -> None:
        self.app.audio.play("turn")
        self.banner.slide_in(self.dur(0.45))
        obs = self.observation()
        turn = obs.turn
        if obs.to_play != TERMINAL and obs.phase == START and self.session.seats[turn].is_human:
            # the table shows at once; its greeting drops in as soon as it is there
            self.app.after_first_frame(lambda: self.messages.show(
                tr("banner.human", name=self.seat_name(turn)), "", 1.1, "turn",
                [self.seat_rgb(turn)]))

    def thinking(self) -> bool:
        """The hint shows for the whole of a computer's turn (not only its pauses)."""
        return (self.observation().to_play != TERMINAL
                and not self.session.seats[self.turn_view].is_human and not self.buttons)

    def thinking_player(self) -> int:
        return self.turn_view

    def on_undo(self) -> None:
        self.sync(hard=True)
        self.banner.set_status(self.idle_status())

    def on_settled(self) -> None:
        self.sync()
        self.set_status(self.idle_status())

    def on_view_changed(self) -> None:
        if not self.busy():
            self.rebuild_controls()

    def chance_delay(self) -> float:
        return self.dur(0.3 if self.observation().phase == "landing" else 0.14)

    def on_action(self, player: int, action: Action) -> None:
        if player < 0:
            return
        self.messages.clear("turn")                  # the player got going: out of the way
        if isinstance(action, Done):
            name = self.seat_name(player)
            whites = self.observation().hands[player][GAME.config().white]
            self.queue(0.5, lambda: self.set_status(tr_n("status.kept", whites, name=name)),
                       name="kept")
        for b in self.buttons:
            b.pressed = False

    def animate(self, dt: float) -> bool:
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

    # ===================================================================== layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self._geometry = layout.table_layout(size, self.px, self.controls_width(), len(self.session.seats))
        self.thinking_rect = self.geometry.action
        self.messages.relayout()                    # an announcement keeps its place and age
        if not self.busy():
            self.banner.set_status(self.idle_status())     # the language may have changed
            self.rebuild_controls()
        self.place_buttons()
        self._prewarm()

    def _prewarm(self) -> None:
        """Make the pictures the table will need while it is quiet, not in the middle of
        a roll: after the first frame, a little at the end of each frame (``app.prewarm``)."""
        geometry = self.geometry
        cs, ss = geometry.felt.cube_size, geometry.stake.cube_size
        jobs: list[Callable[[], object]] = []
        for tilt in TILTS:
            jobs.append(partial(sprites.cube_image, self, cs, "cheese", None, tilt))
        for angle in range(0, 360, 15):
            jobs.append(partial(sprites.cube_image, self, cs, "cheese", None, angle))
        for angle in range(0, 360, 15):
            jobs.append(partial(sprites.cube_image, self, cs, "empty", None, angle))
        for tilt in TILTS:
            jobs.append(partial(sprites.cube_image, self, cs, "empty", None, tilt))
        for colour in GAME.config().colours:
            jobs.append(partial(sprites.cube_image, self, ss, "window", colour, 0))
            jobs.append(partial(sprites.card_maker(self, colour), *geometry.stake.card))
            for tilt in TILTS:
                jobs.append(partial(sprites.cube_image, self, cs, "window", colour, tilt))
        for air in (0.0, 0.2, 0.3, 0.45, 0.6, 0.7, 0.85, 1.0, 1.1):
            jobs.append(partial(sprites.shadow_image, self, cs, air))
        jobs.append(lambda: sprites.shadow_image(self, ss, 0.0))
        jobs.append(lambda: sprites.cube_image(self, ss, "empty", None, 0))
        jobs.append(lambda: sprites.cube_image(self, ss, "cheese", None, 0))
        for tilt in TILTS:
            jobs.append(partial(sprites.cube_image, self, cs, "empty", None, tilt, True))
        for style in announcement.STYLES:
            jobs.append(partial(announcement.panel, self, style, self.message_width()))
        for p in range(len(geometry.panels)):
            jobs.append(partial(banner.background, self, geometry.banner, self.seat_rgb(p)))
        jobs.append(lambda: sprites.back_maker(self)(*geometry.felt.pile_card))
        jobs.append(lambda: swap_choice.prompt(self, geometry.stake.rect))
        jobs.append(lambda: self.controls.thinking_pill())
        self.app.prewarm(self, jobs)

    def message_width(self) -> int:
        """How wide an announcement is: the felt's grid of cubes, within reason."""
        return min(self.geometry.felt.grid.w + self.px(10), self.px(640))

    # ====================================================================== input
    def on_input(self, event: pygame.event.Event) -> None:
        inputs.on_input(self, event)

    # ======================================================================= draw
    def draw_table(self, surface: pygame.Surface) -> None:
        geometry = self.geometry
        live = self.can_act()
        obs = self.observation()
        surface.blit(self.backdrop(surface.get_size(), lambda surf: board.paint_backdrop(
            self, surf, geometry, obs.target)), (0, 0))
        board.draw_pile(self, surface, geometry.felt, self.pile_view)
        if live and obs.phase == EXCHANGE:
            surface.blit(swap_choice.prompt(self, geometry.stake.rect), geometry.stake.rect.topleft)
        else:
            board.draw_stake_heading(self, surface, geometry.stake.rect, self.cubes)
        winners = obs.winners
        for p, panel in enumerate(geometry.panels):
            hand = self.hands_view[p] if p < len(self.hands_view) else {}
            offers, focus, hover = self.chooser.lit(p) if live else ((), None, None)
            panels.draw_panel(self, surface, p, panel, hand, p == self.turn_view and not self.over_shown,
                              self.over_shown and p in winners, offers, focus, hover)
        panels.draw_last_move(self, surface)
        panels.draw_banner(self, surface)
        sprites.draw_cubes(self, surface, self.cubes, geometry, self.shake)
        sprites.draw_pulses(self, surface, self.pulses, self.resolve)
        sprites.draw_vanishing(self, surface, self.vanishing, self.resolve)
        sprites.draw_flights(self, surface, self.flights, self.resolve, geometry.felt.cube_size)
        self.sparkles.draw_sparks(surface)
        self.messages.draw(surface, geometry.felt.grid.center)   # over the cards flying back after a bust
        if self.buttons:
            buttons.draw_buttons(self, surface, self.buttons, live and not self.input_guarded())
        self.sparkles.draw_confetti(surface)

    def move_marks(self, owner: int, player: int, action: Action,
                   events: list[Event]) -> list[Any]:
        """The last move's marks (public events): the cards a player took (from the
        cubes) and a card swapped from an opponent."""
        marks: list[Any] = []
        for event in events:
            if isinstance(event, actions.CardsTaken):
                marks += [(None, event.player, colour) for colour in event.cards]
            elif isinstance(event, actions.CardSwapped):
                marks.append((event.opponent, event.player, event.colour))
        return marks
