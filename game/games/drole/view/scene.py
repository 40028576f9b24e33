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

This module wires the table together; its parts live beside it: :mod:`.view_model`
(what the table knows for drawing: the pieces' view, the choices offered, the peek),
:mod:`.inputs` (keys and clicks), :mod:`.pieces` and :mod:`.panels` (the drawing),
:mod:`.layout` (where things go), :mod:`.board` (the board, trays, legend, step previews),
:mod:`.art` (die, worm, paws), :mod:`.sprites` (motions), :mod:`.script` (the cues of each event)
and :mod:`..texts` (the words).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ....core.protocol import Action, Event
from ....scenes.manager import Host
from .. import GAME, actions
from . import board, inputs, layout, panels, pieces
from .script import DroleScript
from .view_model import DroleView

if TYPE_CHECKING:
    from ....session import Session


class GameScene(DroleView):
    """The Drôle de fromage table: its view model (:class:`.view_model.DroleView`) with
    the input, the drawing and the script wired to it."""

    def __init__(self, app: Host, session: Session):
        super().__init__(app, session)
        self.script = DroleScript(self)
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
        obs = self.observation()
        if obs.phase == "move" and obs.steps_left < obs.steps:
            return self.app.cpu_delay * 0.45         # the next step of a move under way
        return self.app.cpu_delay

    def thinking(self) -> bool:
        return self.driver.computer_thinking() and self.observation().phase == "bonus"

    def on_undo(self) -> None:
        self.forget_keys()
        self.sync(hard=True)
        self.banner.set_status(self.idle_status())
        self.hover_dir = None

    def on_settled(self) -> None:
        self.sync()
        self.set_status(self.idle_status())

    def on_view_changed(self) -> None:
        """A peek opened or closed, or the person changed: worms drawn anew."""
        if self.peek_seat is not None:
            self.app.audio.play("reveal")
        self.invalidate()

    def on_action(self, player: int, action: Action) -> None:
        if player >= 0:
            self.messages.clear("soft")
        self.hover_dir = None
        self.bonus_hover = None

    def animate(self, dt: float) -> bool:
        moving = False
        done = [k for k, m in self.motions.items() if m.tween.done]
        for k in done:
            del self.motions[k]
        if self.motions:
            moving = True
        if self.die_rolling:
            moving = True
            self.die_angle = (self.die_angle + dt * 900) % 360
            self.die_flip += dt
            if self.die_flip > 0.07:
                self.die_flip = 0.0
                self.die_shown_face = self.rng.choice(GAME.config().face_names)
        else:
            self.die_shown_face = self.die_face
            self.die_angle = 0.0
        if self.die_hop is not None:
            moving = True
            if self.die_hop.done:
                self.die_hop = None
        if self.seen_flash:
            moving = True
            self.seen_flash = {p: t for p, t in self.seen_flash.items() if self.clock - t < 1.6}
        return moving

    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        if inputs.play_kept_key(self):
            moving = True
        return moving

    def pause(self) -> None:
        """A menu covers the table: keys and a Peek kept for later are forgotten."""
        self.forget_keys()
        self.peek_pending = None
        super().pause()

    # ===================================================================== layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self._geometry = layout.table_layout(size, self.px, self.controls_width())
        self.hide_button = pygame.Rect(0, 0, 0, 0)         # placed when the peek is drawn
        self.thinking_rect = self.geometry.side.action
        self.messages.relayout()
        if not self.busy():
            self.banner.set_status(self.idle_status())
        self._prewarm()

    def _prewarm(self) -> None:
        """Make the pictures the table will need while it is quiet: after the first
        frame, a little at the end of each frame (``app.prewarm``)."""
        cell = self.geometry.cell
        jobs: list[Any] = []                # callables: each makes a picture
        for size in ("small", "medium", "large"):
            jobs.append(lambda s=size: pieces.piece_image(self, s, cell))
            for tray in self.geometry.trays.values():
                jobs.append(lambda s=size, slot=tray.slot: pieces.piece_image(self, s, slot))
        for p in range(len(self.sides)):
            for facing in ("up", "down", "left", "right"):
                jobs.append(lambda p=p, f=facing: pieces.mouse_image(self, p, f))
        ds = self.geometry.side.die_size
        for face in (*GAME.config().face_names, "ready"):
            jobs.append(lambda f=face: pieces.die_image(self, f, ds, 0))
        self.app.prewarm(self, jobs)

    # ============================================================= the last move
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

    # ============================================ the parts kept in their own modules
    # (:mod:`.inputs`, :mod:`.pieces`, :mod:`.panels`), wired: what the shared table and
    # the tests call
    def intercept(self, event: pygame.event.Event) -> bool:
        return inputs.intercept(self, event)

    def on_input(self, event: pygame.event.Event) -> None:
        inputs.on_input(self, event)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The board and its pieces (:mod:`.pieces`), then the panels round it
        (:mod:`.panels`), the sparks and the messages."""
        geometry = self.geometry
        obs = self.observation()
        surface.blit(self.backdrop(surface.get_size(), lambda surf: board.paint_backdrop(
            self, surf, geometry, self.sides, obs)), (0, 0))
        pieces.draw_board(self, surface)
        panels.draw_tray_extras(self, surface)
        panels.draw_side(self, surface)
        panels.draw_banner(self, surface)
        self.sparkles.draw_sparks(surface)
        if self.peek_seat is not None:
            panels.draw_peek(self, surface)
        self.messages.draw(surface, geometry.frame.center)
        self.sparkles.draw_confetti(surface)

    def draw_small_button(self, surface: pygame.Surface, rect: pygame.Rect, label: str,
                          colour: tuple[int, int, int], state: str, icon: str = "") -> None:
        """A tray's small button (Peek, Hide): through the table, where the tests
        watch which are drawn."""
        panels.draw_small_button(self, surface, rect, label, colour, state, icon)
