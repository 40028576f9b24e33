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

Everything is drawn from the viewer's observation (``observation()``): nothing of
a seat's markers is drawn unless the viewer is that seat (the hand, and the markers
face up on a panel).

The table is put together from parts (issue 18), each its own object built here, and
none importing this module:

- the view model :class:`~.view_model.GoudaView` (``self.model``): the view of the
  position the script moves on, the person's choice (what is selected, aimed, focused,
  hovered, the hand open, the tips, the card's buttons), the layout's geometry, and
  what every part asks (what glows and takes a click, the words of the banner and the
  card); it reaches the shared table (this scene) through one reference, ``table``;
- the input :class:`~.inputs.GoudaInput` (``self.input``): keys and clicks, with what a
  choice then does in :mod:`.choosing` (and :mod:`.targeting`, a marker aimed step by
  step); the person's choices the tests play go through it (``input.do``,
  ``input.press_button``...);
- the painter :class:`~.painter.GoudaPainter` (``self.painter``): the drawing, with
  :mod:`.panels`, :mod:`.seats`, :mod:`.hand`, :mod:`.sprites` and :mod:`.board`;
- the event script :class:`~.script.GoudaScript` (``self.script``): the cues of each
  event, moving the view model on and queueing on the table;
- the shared answer bar (:mod:`game.view.answer_bar`): the shared table's own
  ``answer_bar`` attribute (set here, no other bar beside it), fed by the shared table
  and drawn by the painter at its layer where :func:`.panels.bar_rect` says;
- the move log: the shared table's (:mod:`game.view.log_drawer`), fed from the
  rules' events; this table only gives the marks of the last move (:meth:`move_marks`).

This scene holds no game state of its own: its hooks of the shared table (the layout,
the life cycle, input, drawing, the answer bar's place) forward to the parts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ....core.protocol import Action, Event, Pass
from ....scenes.gamescene import BaseGameScene
from ....scenes.manager import Host
from ....view.answer_bar import AnswerBar
from .. import actions
from . import choosing, layout
from .inputs import GoudaInput
from .painter import GoudaPainter
from .script import GoudaScript
from .seats import own_marker_rects
from .view_model import GoudaView

if TYPE_CHECKING:
    from ....session import Session


class GameScene(BaseGameScene):
    """The Gouda! Gouda! table: the hooks of the shared table, forwarded to its parts
    (see the module's docstring)."""

    answer_bar_in_table = True

    def __init__(self, app: Host, session: Session):
        super().__init__(app, session)
        # the shared answer bar (fed by the shared table; drawn under the banner and the
        # hand, on the shelf where panels.bar_rect says): it steps aside while the claimant
        # chooses in their hand (answer_bar_shown)
        self.answer_bar = AnswerBar(self, quiet=True)
        self.model = GoudaView(self)
        self.input = GoudaInput(self.model)
        self.painter = GoudaPainter(self.model)
        self.script = GoudaScript(self, self.model)
        self.model.sync(hard=True)
        self.banner.set_status(self.model.idle_status())

    # ======================================================================= hooks
    def on_events(self, events: list[Event]) -> None:
        self.script.play(events)

    def enter(self) -> None:
        self.app.audio.play("turn")
        self.banner.slide_in(self.dur(0.45))

    def chance_delay(self) -> float:
        return self.dur(0.3)

    def cpu_delay(self) -> float:
        if self.model.phase() == "assign":
            return self.app.cpu_delay * 0.6
        return self.app.cpu_delay

    def thinking(self) -> bool:
        return super().thinking() and self.model.phase() != "window"

    def on_undo(self) -> None:
        model = self.model
        model.target = None
        model.hand_open = False
        model.sync(hard=True)
        self.banner.set_status(model.idle_status())
        choosing.rebuild_buttons(model)

    def on_settled(self) -> None:
        self.model.sync()
        self.set_status(self.model.idle_status())
        choosing.rebuild_buttons(self.model)

    def on_view_changed(self) -> None:
        model = self.model
        model.tip = model.tip_pinned = None
        if self.viewer is None or model.hand_seat() is None:
            model.hand_open = False
            model.target = None
        if not self.busy():
            choosing.rebuild_buttons(model)
        self.invalidate()

    def on_action(self, player: int, action: Action) -> None:
        if player >= 0:
            self.messages.clear("turn")
        self.model.reset_choice()
        if player >= 0:             # an aim left open (a lesson's "Play it for me") is over
            self.model.target = None
            self.model.hand_open = False
        self.model.auto_at = None
        self.model.buttons = []

    def animate(self, dt: float) -> bool:
        moving = self.model.animate()
        choosing.play_alone(self.model)
        choosing.maybe_open_hand(self.model)
        return moving or self.model.auto_at is not None

    # ===================================================================== layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        obs = self.model.observation()
        self.model.lay_out(layout.table_layout(size, self.px, self.controls_width(), len(self.session.seats),
                                               bool(obs.powers), bool(obs.festival)))
        self.thinking_rect = self.model.geometry.card
        self.messages.relayout()
        if not self.busy():
            self.banner.set_status(self.model.idle_status())
        choosing.rebuild_buttons(self.model)
        self._prewarm()

    def _prewarm(self) -> None:
        self.app.prewarm(self, self.painter.prewarm_jobs())

    def message_width(self) -> int:
        model = self.model
        return min(self.px(640), model.geometry.shelf.rect.w - self.px(40)) if model.laid_out else self.px(600)

    # =========================================================== input and drawing
    def intercept(self, event: pygame.event.Event) -> bool:
        return self.input.intercept(event)

    def on_input(self, event: pygame.event.Event) -> None:
        self.input.on_input(event)

    def draw_table(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        self.painter.draw_thinking(surface)

    def hint_targets(self, action: Action) -> list[pygame.Rect]:
        """Where the hinted action is clicked (the view model's), a marker on the
        person's own panel."""
        hint = self.driver.hint
        if isinstance(action, actions.Marker) and hint is not None and not self.model.hand_open:
            return [r.copy() for kind, _, r in own_marker_rects(self.model, hint.seat)
                    if kind == action.KIND][:1]
        return self.model.hint_rects(action)

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

    # ============================================================ a guided game
    def lesson_target(self, name: str) -> pygame.Rect | None:
        """What a guided game's step points at: the view model's names (``place:<name>``,
        ``give:<die>:<seat>:<place>``), and an answer's, followed click by click as the
        learner makes it: ``hand:<kind>[:<n>]`` (the claim on the answer bar, then that
        marker of the open hand, then marker ``<n>`` of the stack (from 1, as the move's
        notation) when it aims at one) and ``pass`` (the bar's Pass)."""
        kind, _, rest = name.partition(":")
        if kind not in ("hand", "pass"):
            return self.model.lesson_target(name)
        if self.lesson is None:
            return None
        learner = self.lesson.lesson.learner
        window = self.driver.window
        if window is not None and learner in window.undecided():      # on the bar first
            bar = self.answer_bar
            if bar is None:
                return None
            return bar.pass_rect(learner) if kind == "pass" else bar.button_rect(learner)
        model = self.model
        if kind == "pass":
            rects = model.hint_rects(Pass()) if self.can_act() else []
            return rects[0] if rects else None
        marker, _, number = rest.partition(":")
        hand = model.hand_layout if model.hand_open else None
        if hand is not None:
            col = hand["cols"].get(marker)
            return col["button"].copy() if col is not None else None
        aim = model.target
        if aim is None:                       # the hand closed: the marker on the panel
            return next((r.copy() for k, _, r in own_marker_rects(model, learner) if k == marker), None)
        if aim.step == "marker" and number.isdigit() and 0 < int(number) <= len(model.stack_view):
            return layout.stack_rect(model.geometry.tray, int(number) - 1)
        return None

    def lesson_area(self) -> pygame.Rect | None:
        return self.model.lesson_area()

    # ============================================================ the answer bar
    def answer_bar_shown(self) -> bool:
        """The answer bar is up: a window is open, the table has finished showing what
        happened (the dice rolled, a marker played: its countdown waits for that too),
        and nobody is deciding in their own view yet (the claimant's hand and targeting
        take its place)."""
        return super().answer_bar_shown() and not (self.can_act() and self.model.phase() == "window")

    def answer_area(self) -> pygame.Rect:
        """The room the answer bar is placed in (the shelf)."""
        return self.model.geometry.bar_area

    def answer_bar_at(self) -> pygame.Rect:
        return self.painter.answer_bar_at()
