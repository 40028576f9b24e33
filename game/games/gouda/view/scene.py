"""The table of Gouda! Gouda!

What people see: the banner with whose turn it is and what to do next; on the left the
kitchen shelf of the level (a cupboard, a kitchen thing for every place, little
ladders for the links, the table with its cheese at the top) where each seat's mice in
a place show as one badge (the seat's colour, symbol and how many: up to 30 mice stay
countable); on the right a panel per seat (face, symbol, name, mice left on the shelf,
cheese eaten, markers held face down), the dice tray (the dice of the roll with their
arrow / ring / arrow symbols, the place they were rolled in, and the markers played
this roll, until they resolve) and the action card (what to do, the buttons of a
choice, or the answer bar of an answer window).

How a person plays, with clicks or keys (Tab / arrows to move the focus between the
choices, Enter or Space to pick, Backspace to go back):

- set-up: click a glowing start place; a turn: click a glowing place (one with your
  mice); the dice roll by themselves and tumble in the tray;
- results: click a die, then a mouse badge of the rolled place (anybody's), or drag
  the die onto the badge; where the die's colour has several links, the places it may
  go to glow: click one. When every choice leads to the same position the table plays
  it alone (``GoudaState.same_outcome``); a result that no mouse can take fades away
  with a message;
- powers: after a roll or a marker played, the shared answer bar
  (:mod:`game.view.answer_bar`, the shared table's ``answer_bar``, drawn over the shelf
  where :func:`.panels.bar_rect` says: never over the goal, the dice or, as far as
  the shelf allows, the place rolled for) shows a card for each person who holds
  markers; each decides for themselves: a claim (their number key or their name), and,
  once the rules ask them, their hand opens by itself in their own view (the shared
  table decides who looks: the pass screen comes first with several people), see
  :mod:`.hand`; "Go on" in the hand (Esc) is their own pass only; *Pass* or *Till my
  turn* on their card (see :mod:`game.table.window`). The bar steps aside while the
  claimant chooses, so that it never covers their hand. With several
  people, the person whose turn it is may also look at their own markers ("My
  markers", then "Hide"); a person alone with computers sees theirs face up on their
  panel all game, each kind at a finger's size (36 px at least): pointing at them
  shows a tip with each kind's picture, name and what it does, and a tap (a click)
  pins it open until the next tap or a click elsewhere;
- a seat's name is read whole on its panel (two lines a panel whenever the action card
  keeps its room for two lines and a row of buttons: every size from 800 x 600 up, six
  seats included); a name too long even so is cut with "…" and shown whole on hover.

Everything is drawn from the viewer's observation (``self.observation()``): nothing of
a seat's markers is drawn unless the viewer is that seat (the hand, and the markers
face up on a panel).

The parts live beside this module, each reading the view model :mod:`.view_model` (the
view, the choice being built, what glows now) and none importing this one:
:mod:`.inputs` and :mod:`.choosing` (keys and clicks, and what a choice does),
:mod:`.panels` and :mod:`.seats` (the drawing), :mod:`.hand` (the private hand drawn)
and :mod:`.targeting` (a marker aimed, step by step), :mod:`.script` (the cues of each
event), :mod:`.layout` (where things go), :mod:`.board` (the shelf's backdrop),
:mod:`.sprites` (badges, dice, hops, buttons), :mod:`.card` (the title card's picture).
This module is the table put together: the shared table's hooks, the layout, and the
person's actions the tests and the shared table call (``do``, ``press_button``...).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ....core.protocol import Action, Event
from ....scenes.manager import Host
from ....view.answer_bar import AnswerBar
from .. import actions
from ..texts import tr
from . import choosing, inputs, layout, panels, sprites, targeting
from .script import GoudaScript
from .view_model import GoudaTable

if TYPE_CHECKING:
    from ....session import Session


class GameScene(GoudaTable):
    """The Gouda! Gouda! table: the hooks of the shared table, the layout, and the
    parts put together (its view model is :class:`~.view_model.GoudaTable`)."""

    answer_bar_in_table = True

    def __init__(self, app: Host, session: Session):
        super().__init__(app, session)
        # the shared answer bar (fed by the shared table; drawn under the banner and the
        # hand, on the shelf where panels.bar_rect says): it steps aside while the claimant
        # chooses in their hand (answer_bar_shown)
        self.answer_bar = AnswerBar(self, quiet=True)
        self.script = GoudaScript(self)
        self.sync(hard=True)
        self.banner.set_status(self.idle_status())

    # ======================================================================= hooks
    def on_events(self, events: list[Event]) -> None:
        self.script.play(events)

    def enter(self) -> None:
        self.app.audio.play("turn")
        self.banner.slide_in(self.dur(0.45))

    def chance_delay(self) -> float:
        return self.dur(0.3)

    def cpu_delay(self) -> float:
        if self.phase() == "assign":
            return self.app.cpu_delay * 0.6
        return self.app.cpu_delay

    def thinking(self) -> bool:
        return self.driver.computer_thinking() and self.phase() != "window"

    def on_undo(self) -> None:
        self.target = None
        self.hand_open = False
        self.sync(hard=True)
        self.banner.set_status(self.idle_status())
        choosing.rebuild_buttons(self)

    def on_settled(self) -> None:
        self.sync()
        self.set_status(self.idle_status())
        choosing.rebuild_buttons(self)

    def on_view_changed(self) -> None:
        self.tip = self.tip_pinned = None
        if self.viewer is None or self.hand_seat() is None:
            self.hand_open = False
            self.target = None
        if not self.busy():
            choosing.rebuild_buttons(self)
        self.invalidate()

    def on_action(self, player: int, action: Action) -> None:
        if player >= 0:
            self.messages.clear("turn")
        self.reset_choice()
        self.auto_at = None
        self.buttons = []

    def animate(self, dt: float) -> bool:
        moving = False
        if self.hops:
            moving = True
            self.hops = [h for h in self.hops if not h.tween.done or self.busy()]
        if self.rolling or self.big_marker is not None:
            moving = True
        if self.ring_move is not None:
            moving = True
            if self.ring_move[2].done:
                self.ring_move = None
        if self.flash or self.lost:
            moving = True
            self.flash = {d: t for d, t in self.flash.items() if self.clock - t < 0.6}
            self.lost = {d: t for d, t in self.lost.items() if self.clock - t < 1.4}
        self.play_alone()
        choosing.maybe_open_hand(self)
        if self.auto_at is not None:
            moving = True
        return moving

    def play_alone(self) -> None:
        """Where every choice leads to the same position, the table plays it itself
        (after a short beat, so that people see it happen)."""
        if (self.busy() or not self.can_act() or self.hand_open or self.target is not None
                or self.phase() not in ("choose", "assign")):
            self.auto_at = None
            return
        state = self.session.state
        same = getattr(state, "same_outcome", None)
        if same is None or not same():
            self.auto_at = None
            return
        if self.auto_at is None:
            self.auto_at = self.clock + self.dur(0.45)
            self.set_status(tr("status.auto"))
            return
        if self.clock >= self.auto_at:
            self.auto_at = None
            legal = self.legal_actions()
            if legal:
                self.apply(legal[0])

    # ===================================================================== layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        obs = self.observation()
        self._geometry = layout.table_layout(size, self.px, self.controls_width(), len(self.session.seats),
                                              bool(obs.powers), bool(obs.festival))
        self.thinking_rect = self.geometry.card
        self.messages.relayout()
        if not self.busy():
            self.banner.set_status(self.idle_status())
        choosing.rebuild_buttons(self)
        self._prewarm()

    def _prewarm(self) -> None:
        geometry = self.geometry
        jobs: list[Callable[[], object]] = []
        ds = geometry.tray.die_size
        for face in ("green", "yellow", "red"):
            jobs.append(partial(sprites.die_image, self, face, ds))
            for angle in range(30, 360, 30):
                jobs.append(partial(sprites.die_image, self, face, ds, angle=angle))
        for seat in range(len(self.session.seats)):
            for count in range(1, 6):
                jobs.append(partial(sprites.badge, self, seat, count, geometry.shelf.badge))
        if self.observation().powers:
            for kind in targeting.KINDS:
                jobs.append(partial(sprites.marker_image, self, kind, geometry.tray.marker_size))
        self.app.prewarm(self, jobs)

    def message_width(self) -> int:
        return min(self.px(640), self.geometry.shelf.rect.w - self.px(40)) if self._geometry else self.px(600)

    # ====================================================================== input
    def intercept(self, event: pygame.event.Event) -> bool:
        """After the answer bar (the shared table's), the open hand comes first (only P
        still pauses), then the tips, then Esc one step back; then the shared controls."""
        hand_up = self.hand_open and self.hand_seat() is not None
        if not hand_up and inputs.tip_input(self, event):
            return True
        if hand_up:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_p,):
                return False                                  # the controls pause
            inputs.hand_input(self, event)
            return True
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
                and (self.target is not None or self.sel_die is not None) and not self.log_drawer.open):
            choosing.step_back(self)
            return True
        return False

    # ======================================================================= draw

    def move_marks(self, owner: int, player: int, action: Action,
                   events: list[Event]) -> list[Any]:
        """The last move's marks (public events): each mouse moved (from, to, whose,
        the die given), a roll carried to another place, the start places chosen."""
        marks: list[Any] = []
        for event in events:
            if isinstance(event, actions.MouseMoved):
                marks.append((event.frm, event.to, event.owner, event.colour))
            elif isinstance(event, actions.RollTransferred):
                marks.append((event.frm, event.to, event.player, None))
            elif isinstance(event, actions.StartPlaced):
                marks.append((event.place, event.place, event.player, None))
        return marks

    # ---------------------------------------------------------------- tips

    def answer_bar_shown(self) -> bool:
        """The answer bar is up: a window is open, the table has finished showing what
        happened (the dice rolled, a marker played: its countdown waits for that too),
        and nobody is deciding in their own view yet (the claimant's hand and targeting
        take its place)."""
        return super().answer_bar_shown() and not (self.can_act() and self.phase() == "window")

    def answer_area(self) -> pygame.Rect:
        """The room the answer bar is placed in (the shelf)."""
        return self.geometry.bar_area

    def answer_bar_at(self) -> pygame.Rect:
        return panels.bar_rect(self)

    # ============================================ the parts kept in their own modules
    # (:mod:`.inputs`, :mod:`.choosing`, :mod:`.panels`): the shared table's hooks, and
    # the person's actions the tests play
    def on_input(self, event: pygame.event.Event) -> None:
        inputs.on_input(self, event)

    def draw_table(self, surface: pygame.Surface) -> None:
        panels.draw_table(self, surface)

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        panels._draw_thinking(self, surface)

    def do(self, action: Action) -> None:
        choosing.do(self, action)

    def press_button(self, key: str) -> None:
        choosing.press_button(self, key)

    def close_hand(self) -> None:
        choosing.close_hand(self)

    def finish_marker(self, action: Action) -> None:
        choosing.finish_marker(self, action)

    def choose_marker(self, kind: str) -> None:
        choosing.choose_marker(self, kind)

