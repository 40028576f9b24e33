"""The table of Drôle de fromage ("Cheese Shove").

What people see: a banner with whose turn it is and a one-line status; the wooden
board from the level, each side's edge in the colour of the player seated there, the
cheese pieces (a small wedge, a big wedge, a whole wheel) and the mice (with each
player's symbol on their back); each player's tray of won pieces on their own side of
the board (an empty side has an "out of the game" box instead); on the right the die,
the sum of the roll, paw prints for the steps left, the big Roll button and a legend.

How a person plays: click the die (or Space / Enter) to roll; then click one of the
glowing squares next to the mouse (or press an arrow key), one step at a time -- the
square under the pointer shows the line of cheese it would push and an arrow towards
whoever would get a falling piece. Arrows pressed while a step (or the die) is still
being shown are kept and played in turn once the table has caught up (six presses of
Up: six steps), never beyond the move's steps, and forgotten at a pause, an undo or
when the move ends. U takes back a step until a piece falls. For the last-piece
bonus, the opponents' pieces glow: click one, or arrows then Enter.

Worms are private, and the table is drawn for its viewer only (the shared table's
``observation(viewer)``). With one person at the table (the others computers), that
person's own pieces show their worms (a small mark) as they arrive. With several people
the table shows what everybody may see; the person whose turn it is has a Peek button
on their tray (with the peeking rule, once they have a piece; no other tray has one,
and none shows under a menu or for a person alone with computers): the others look away
(the pass-the-laptop screen), then that player's pieces show with their worms until
they click Hide (or pause). Nothing else about worms is drawn until the final count,
which turns the pieces over one by one.

This module wires the table together (issue 18: a scene split into parts, each its own
object, wired one way); the scene itself keeps only the table's life cycle and hands each
hook of the shared table (:class:`~game.scenes.gamescene.BaseGameScene`) to a part:

- :attr:`GameScene.model`, the view model (:class:`.view_model.DroleView`): the pieces'
  view as the script moves it, the choices offered and the person's hover and focus,
  the peek, the status words, the geometry once laid out;
- :attr:`GameScene.input` (:class:`.inputs.DroleInput`): keys and clicks, and the
  arrows kept for later; it moves the model and plays through the table;
- :attr:`GameScene.painter` (:class:`.painter.DrolePainter`): draws the model with the
  drawing modules (:mod:`.board`: the board, trays, legend, step previews; :mod:`.pieces`;
  :mod:`.panels`), where :mod:`.layout` puts things; pictures in code in :mod:`.art`;
- :attr:`GameScene.script` (:class:`.script.DroleScript`): the cues of each event, which
  move the model on the table's timeline (:mod:`.sprites`: what moves).

Each part gets the model and reaches the table through ``model.table``; none imports
the scene, the model imports none of the others. The words are in :mod:`..texts`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ....core.protocol import Action, Event
from ....scenes.gamescene import BaseGameScene
from ....scenes.manager import Host
from .. import actions
from . import layout
from .inputs import DroleInput
from .painter import DrolePainter
from .script import DroleScript
from .view_model import DroleView

if TYPE_CHECKING:
    from ....session import Session


class GameScene(BaseGameScene):
    """The Drôle de fromage table: the shared table with its parts wired to it (see the
    module's docstring)."""

    def __init__(self, app: Host, session: Session):
        super().__init__(app, session)
        self.model = DroleView(self)
        self.input = DroleInput(self.model)
        self.painter = DrolePainter(self.model)
        self.script = DroleScript(self, self.model)
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
        obs = self.model.observation()
        if obs.phase == "move" and obs.steps_left < obs.steps:
            return self.app.cpu_delay * 0.45         # the next step of a move under way
        return self.app.cpu_delay

    def thinking(self) -> bool:
        return self.driver.computer_thinking() and self.model.observation().phase == "bonus"

    def person_throws(self) -> int | None:
        """A person rolls their own die (with a click, Space or Enter): the table waits
        for it instead of rolling after a beat."""
        return self.session.state.turn_owner() if self.model.human_roll() else None

    def on_undo(self) -> None:
        self.input.forget_keys()
        self.model.sync(hard=True)
        self.banner.set_status(self.model.idle_status())
        self.model.hover_dir = None

    def on_settled(self) -> None:
        self.model.sync()
        self.set_status(self.model.idle_status())

    def on_view_changed(self) -> None:
        """A peek opened or closed, or the person changed: worms drawn anew."""
        if self.model.peek_seat is not None:
            self.app.audio.play("reveal")
        self.invalidate()

    def on_action(self, player: int, action: Action) -> None:
        if player >= 0:
            self.messages.clear("soft")
        self.model.hover_dir = None
        self.model.bonus_hover = None

    def animate(self, dt: float) -> bool:
        return self.model.animate(dt)

    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        if self.input.play_kept_key():
            moving = True
        return moving

    def pause(self) -> None:
        """A menu covers the table: keys and a Peek kept for later are forgotten."""
        self.input.forget_keys()
        self.model.peek_pending = None
        super().pause()

    def message_width(self) -> int:
        return self.model.message_width()

    def lesson_target(self, name: str) -> pygame.Rect | None:
        return self.model.lesson_target(name)

    def lesson_area(self) -> pygame.Rect | None:
        return self.model.lesson_area()

    def lesson_places(self) -> list[pygame.Rect]:
        return self.model.lesson_places()

    # ===================================================================== layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        geometry = layout.table_layout(size, self.px, self.controls_width())
        self.model.lay_out(geometry)
        self.thinking_rect = geometry.side.action
        self.messages.relayout()
        if not self.busy():
            self.banner.set_status(self.model.idle_status())
        self._prewarm()

    def _prewarm(self) -> None:
        """Make the pictures the table will need while it is quiet (``app.prewarm``)."""
        self.app.prewarm(self, self.painter.prewarm_jobs())

    # ============================================================= the last move
    def hint_targets(self, action: Action) -> list[pygame.Rect]:
        return self.model.hint_rects(action)

    def move_marks(self, owner: int, player: int, action: Action,
                   events: list[Event]) -> list[Any]:
        """The last move's marks (public events): the mouse's steps, the pieces it
        pushed, a piece pushed off the board (towards its side)."""
        marks: list[Any] = []
        for event in events:
            if isinstance(event, actions.MouseStepped):
                marks.append(("step", event.frm, event.to, -1))
            elif isinstance(event, actions.CheesePushed):
                for piece, frm, to in event.moves:
                    marks.append(("push", frm, to, piece))
            elif isinstance(event, actions.CheeseFell):
                marks.append(("fell", event.frm, event.side, event.piece))
        return marks

    # ============================================================ input, drawing
    def intercept(self, event: pygame.event.Event) -> bool:
        return self.input.intercept(event)

    def on_input(self, event: pygame.event.Event) -> None:
        self.input.on_input(event)

    def draw_table(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
