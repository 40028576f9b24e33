"""The table of Souris et cubes de fromage ("Mouse Dice").

What people see, top to bottom: a banner with the current player's mouse face, name
and a one-line status; on the left every player's mice grouped by colour with their
progress towards the target; on the right the felt where the cheese cubes tumble (with
the face-down pile), the tray of cubes set aside with their cards at stake, and the big
Roll / Stop buttons (R or Space, S or Enter). After taking cards, the white-mouse swap
is offered by lighting up the cards that may be taken (click, or arrows/Tab + Enter) and
a "Keep my white mice" button.

The scene keeps its own *view* of the table (cube faces and places, the hands shown,
the pile count) that events move forward as their animations play; whenever the
animation script has played out it is checked against the rules' observation
(:meth:`GameScene.sync`). Nothing here decides anything: every choice goes through
``apply`` and every chance outcome through the session.

This module wires the table together; its parts live beside it:

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
from ....scenes.gamescene import BaseGameScene
from ....scenes.manager import Host
from ....view import announcement, banner, marks
from ....view.tween import Tween
from .. import actions, texts
from ..actions import Done, Roll, Stop, Swap
from ..conf import COLOURS, WHITE
from ..observation import CubesObservation
from ..rules import EXCHANGE, START
from ..texts import tr, tr_n
from . import board, buttons, layout, panels, sprites, swap_choice
from .buttons import BigButton
from .layout import N_CUBES, Anchor
from .script import CubesScript
from .sprites import TILTS, CubeView, Flight, Vanish
from .swap_choice import NAV_KEYS, PICK_KEYS, SwapChooser

if TYPE_CHECKING:
    from ....session import Session


class GameScene(BaseGameScene):
    """The Souris et cubes de fromage table."""

    def __init__(self, app: Host, session: Session):
        super().__init__(app, session)
        self.cubes = [CubeView(i, tilt=self.rng.choice(TILTS)) for i in range(N_CUBES)]
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
        self.L: dict[str, Any] = {}
        self.script = CubesScript(self)
        self.sync(hard=True)
        self.banner.set_status(self.idle_status())

    def observation(self) -> CubesObservation:
        """What the viewer may know (the driver's observation, of this game's type)."""
        obs = super().observation()
        assert isinstance(obs, CubesObservation)
        return obs

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
                    cube.slot = min(s for s in range(N_CUBES) if s not in used)
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
            self.messages.clear()
            self.shake = None
            self.pulses.clear()
            self.vanishing.clear()
        if obs.to_play == TERMINAL and not self.busy():
            self.over_shown = True
        self.rebuild_controls()

    def rebuild_controls(self) -> None:
        """The buttons and swap choices for a settled table."""
        chooser = self.chooser
        chooser.choices = []
        if self.busy():
            return
        obs = self.observation()
        if not self.can_act():
            self.buttons = []
            chooser.focus = -1
            return
        phase = obs.phase
        offered = buttons.for_phase(phase, obs, self.do_roll, self.do_stop, self.do_keep)
        if phase == EXCHANGE:
            chooser.choices = [a for a in self.legal_actions() if isinstance(a, Swap)]
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

    # ====================================================================== status
    def idle_status(self) -> str:
        """What the table asks for now (the status line when nothing moves)."""
        return texts.idle_status(self.observation(), self.session.seats, self.banner.status)

    def win_status(self) -> str:
        return texts.win_status(self.observation(), self.session.seats)

    # ===================================================================== actions
    def do_roll(self) -> None:
        self.play(Roll(), click=True)

    def do_stop(self) -> None:
        self.play(Stop(), click=True)

    def do_keep(self) -> None:
        self.play(Done(), click=True)

    def do_swap(self, swap: Swap) -> None:
        self.play(swap)

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
            whites = self.observation().hands[player][WHITE]
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
        self.L = layout.table_layout(size, self.px, self.controls_width(), len(self.session.seats))
        self.thinking_rect = self.L["action"]
        self.messages.relayout()                    # an announcement keeps its place and age
        if not self.busy():
            self.banner.set_status(self.idle_status())     # the language may have changed
            self.rebuild_controls()
        self.place_buttons()
        self._prewarm()

    def _prewarm(self) -> None:
        """Make the pictures the table will need while it is quiet, not in the middle of
        a roll: after the first frame, a little at the end of each frame (``app.prewarm``)."""
        L = self.L
        cs, ss = L["cs"], L["ss"]
        jobs: list[Callable[[], object]] = []
        for tilt in TILTS:
            jobs.append(partial(sprites.cube_image, self, cs, "cheese", None, tilt))
        for angle in range(0, 360, 15):
            jobs.append(partial(sprites.cube_image, self, cs, "cheese", None, angle))
        for angle in range(0, 360, 15):
            jobs.append(partial(sprites.cube_image, self, cs, "empty", None, angle))
        for tilt in TILTS:
            jobs.append(partial(sprites.cube_image, self, cs, "empty", None, tilt))
        for colour in COLOURS:
            jobs.append(partial(sprites.cube_image, self, ss, "window", colour, 0))
            jobs.append(partial(sprites.card_maker(self, colour), *L["stake_card"]))
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
        for p in range(len(L["panels"])):
            jobs.append(partial(banner.background, self, L["banner"], self.seat_rgb(p)))
        jobs.append(lambda: sprites.back_maker(self)(*L["pile_card"]))
        jobs.append(lambda: swap_choice.prompt(self, L["stake"]))
        jobs.append(lambda: self.thinking_pill())
        self.app.prewarm(self, jobs)

    def place_buttons(self) -> None:
        if not self.L:
            return
        for b, rect in zip(self.buttons, layout.button_rects(self.L["action"], len(self.buttons), self.px)):
            b.rect = rect

    def message_width(self) -> int:
        """How wide an announcement is: the felt's grid of cubes, within reason."""
        return min(self.L["grid"].w + self.px(10), self.px(640))

    # ============================================================ geometry helpers
    def resolve(self, anchor: Anchor) -> tuple[float, float, float]:
        """(x, y, size) of a place on the table; size is a cube or card width."""
        if anchor[0] == "cube":
            x, y = self.cube_pos(self.cubes[anchor[1]])
            return x, y, self.L["ss"] * 0.5
        return layout.anchor_point(self.L, anchor, self.px)

    def cube_pos(self, cube: CubeView) -> tuple[float, float]:
        x, y, _ = sprites.cube_place(self.L, cube, self.px)
        return x, y

    # ====================================================================== input
    def on_input(self, event: pygame.event.Event) -> None:
        chooser = self.chooser
        if event.type == pygame.MOUSEMOTION:
            changed = False
            for b in self.buttons:
                hover = b.rect.collidepoint(event.pos)
                if hover != b.hover:
                    b.hover, changed = hover, True
            stack = self.stack_at(event.pos) if chooser.choices else None
            if stack != chooser.hover:
                chooser.hover, changed = stack, True
            if changed:
                self.invalidate()
            return
        if not self.can_act():
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    b.pressed = True
                    self.invalidate()
                    return
            choice = chooser.choice_for(self.stack_at(event.pos))
            if choice is not None:
                self.app.audio.play("click")
                self.do_swap(choice)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b in self.buttons:
                was, b.pressed = b.pressed, False
                if was:
                    self.invalidate()
                    if b.rect.collidepoint(event.pos):
                        b.action()
                        return
            return
        if event.type != pygame.KEYDOWN:
            return
        key = event.key
        if self.observation().phase == EXCHANGE:
            if key in NAV_KEYS:
                chooser.step(swap_choice.is_back(event))
                self.mark_focus()
                self.app.audio.play("click")
                self.invalidate()
            elif key in PICK_KEYS:
                if chooser.focus < 0:
                    chooser.focus = 0
                    self.mark_focus()
                    self.invalidate()
                elif (swap := chooser.focused()) is not None:
                    self.app.audio.play("click")
                    self.do_swap(swap)
                else:
                    self.do_keep()
            elif key in (pygame.K_r, pygame.K_s):
                self.app.audio.play("error")
            return
        if key in (pygame.K_r, pygame.K_SPACE):
            self.do_roll()
        elif key in (pygame.K_s, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.do_stop()

    def mark_focus(self) -> None:
        for b in self.buttons:
            b.focused = b.key == "keep" and self.chooser.keep_focused()

    def stack_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        return swap_choice.stack_at(self.L.get("panels", []), pos, self.px)

    # ======================================================================= draw
    def draw_table(self, surface: pygame.Surface) -> None:
        L = self.L
        live = self.can_act()
        obs = self.observation()
        surface.blit(self.backdrop(surface.get_size(), lambda surf: board.paint_backdrop(
            self, surf, L, obs.target)), (0, 0))
        board.draw_pile(self, surface, L, self.pile_view)
        if live and obs.phase == EXCHANGE:
            surface.blit(swap_choice.prompt(self, L["stake"]), L["stake"].topleft)
        else:
            board.draw_stake_heading(self, surface, L["stake"], self.cubes)
        winners = obs.winners
        for p, P in enumerate(L["panels"]):
            hand = self.hands_view[p] if p < len(self.hands_view) else {}
            offers, focus, hover = self.chooser.lit(p) if live else ((), None, None)
            panels.draw_panel(self, surface, p, P, hand, p == self.turn_view and not self.over_shown,
                              self.over_shown and p in winners, offers, focus, hover)
        self.draw_last_move(surface)
        self.draw_banner(surface)
        sprites.draw_cubes(self, surface, self.cubes, L, self.shake)
        sprites.draw_pulses(self, surface, self.pulses, self.resolve)
        sprites.draw_vanishing(self, surface, self.vanishing, self.resolve)
        sprites.draw_flights(self, surface, self.flights, self.resolve, L["cs"])
        self.sparkles.draw_sparks(surface)
        self.messages.draw(surface, L["grid"].center)   # over the cards flying back after a bust
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

    def draw_last_move(self, surface: pygame.Surface) -> None:
        """A ring round each stack that just got cards, an arrow from the stack a
        card was swapped from, in the mover's colour, until the next turn's first move
        (see :mod:`game.view.marks`)."""
        if not self.last_move or self.last_move_owner is None:
            return
        rgb = marks.ink(self.seat_rgb(self.last_move_owner))
        panels_ = self.L["panels"]
        done = set()
        for frm, to, colour in self.last_move:
            if to >= len(panels_) or (frm, to, colour) in done:
                continue
            done.add((frm, to, colour))
            card = panels_[to]["stacks"][colour]
            radius = max(card.w, card.h) * 0.62
            if frm is None or frm >= len(panels_):
                marks.ring(surface, card.center, radius, rgb, self.px(4))
            else:
                marks.arrow(surface, panels_[frm]["stacks"][colour].center, card.center, rgb,
                            self.px(5), start_ring=radius * 0.8, stop_short=radius)

    def draw_banner(self, surface: pygame.Surface) -> None:
        """Whose turn it is and what happens, or who won."""
        obs = self.observation()
        player = self.turn_view
        winners = obs.winners
        over = obs.to_play == TERMINAL and self.over_shown
        if over and len(winners) == 1:
            player = winners[0]
        if over:
            title = (tr("message.win", name=self.seat_name(winners[0])) if len(winners) == 1
                     else tr("message.draw") if winners else tr("banner.over"))
        else:
            seat = self.session.seats[player]
            title = tr("banner.human" if seat.is_human else "banner.cpu", name=seat.name)
        self.banner.draw(surface, self.L["banner"], self.seat_rgb(player), title)
