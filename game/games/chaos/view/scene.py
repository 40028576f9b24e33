"""The table of Chaos de souris et de fromage.

What people see: the banner (whose turn it is and what to do now); on the left the
kitchen from above, drawn from the level (floor, wall with its mouse holes, the rug,
the table with its cheese, the four hideouts in their seats' colours, patterns and
symbols) and, over it, the pieces from the viewer's observation: covers (their backs),
mice as grey shapes with a "?" until their colour is known, cats on their chairs,
chairs upright or tipped over two squares; on the right a panel per seat (the mice in
its hideout, a colour card once a claim showed it), the *hand* and the action card.

Privacy (RULES.md 3, "Private knowledge"; the shared table does the hand-over: this
game declares ``private_turns``): everything is drawn from ``self.observation()``, the
viewer's. The hand shows the viewer's secret colour card and the number of the cover in
use only on the viewer's own turn (or when they are asked whether they claim), after
the pass screen when several people play. A lifted cover shows its number, and a mouse
its colour, to the person who lifted it only (the events reach the others without
them). The notebook (:mod:`.notebook`) draws the viewer's memory on the pieces during
their own turn, with the ``memory_aid`` option on. What a claim turned over is drawn for
everybody.

How a person plays, by clicks alone:

1. click a cover (on the table or on the floor; those that can still be tried glow):
   it lifts and its number shows, big, to you; the squares it may be put on glow
   (every legal end, whether the cover is on the table or on the floor): click one;
2. click a mouse or a cat (those that can move glow): the squares it can reach glow,
   a hideout or the table too when it may end there: click one (another piece: it is
   chosen instead; elsewhere: nothing chosen);
3. optionally click a chair with no cat: the squares it may be moved to glow, and
   round arrows on its sides tip it over that way; or "End turn". "Claim!" shows when
   the rules allow a claim. Asked out of turn (a mouse a wrong claim sent home): the
   shared answer bar, then "Claim!" or "Pass".

By keyboard: the arrows move a cursor over the squares, Enter or Space picks what is
under it (as a click there), Tab jumps to the next thing that glows, Backspace lets
go of the chosen piece, Shift + an arrow tips the chosen chair that way, E ends the
turn (or passes when asked), C claims, U undoes (until a reveal: the shared driver's
barriers), L opens the move log, R the rules, Esc or P pauses.

This module wires the table together; the parts live beside it: :mod:`.view_model`
(what the table knows for drawing: the pieces' view, the options, what glows, how a
piece looks to the viewer), :mod:`.inputs` (keys and clicks), :mod:`.pieces` and
:mod:`.panels` (the drawing), :mod:`.layout` (where things go), :mod:`.board`
(the kitchen's backdrop), :mod:`.sprites` (pictures, motions), :mod:`.script` (the cues
of each event), :mod:`.notebook` (the memory), :mod:`.card` (the title card).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ....core.protocol import Action, Event
from ....scenes.manager import Host
from ....view import palette
from ....view.answer_bar import AnswerBar
from .. import actions
from . import board, inputs, layout, panels, pieces, sprites
from .basics import tr
from .script import ChaosScript
from .view_model import ChaosView

if TYPE_CHECKING:
    from ....session import Session


class GameScene(ChaosView):
    """The Chaos de souris et de fromage table: its view model
    (:class:`.view_model.ChaosView`) with the input, the drawing, the answer bar and the
    script wired to it."""

    def __init__(self, app: Host, session: Session):
        super().__init__(app, session)
        self.answer_bar = AnswerBar(self)
        self.script = ChaosScript(self, self)
        self.sync(hard=True)
        self.banner.set_status(self.idle_status())

    # ======================================================================= hooks
    def on_events(self, events: list[Event]) -> None:
        self.script.play(events)

    def enter(self) -> None:
        self.app.audio.play("turn")
        self.banner.slide_in(self.dur(0.45))

    def on_undo(self) -> None:
        self.selected = None
        self.sync(hard=True)
        self.banner.set_status(self.idle_status())

    def on_settled(self) -> None:
        self.big_number = None                   # the hand keeps showing it
        self.sync()
        self.set_status(self.idle_status())
        self.rebuild_buttons()

    def on_view_changed(self) -> None:
        """Another viewer: nothing of the last one stays (flashes, numbers, choices)."""
        self.selected = None
        self.cursor = None
        if not self.busy():
            self.sync()
        else:
            self.flash = {}
            self.open_view = None
            self.big_number = None
        self._opts_key = None
        self.rebuild_buttons()
        # the status was worded for the last viewer (maybe with their number): it is
        # worded again now, while an animation plays too
        self.set_status(self.idle_status())
        self.invalidate()

    def on_action(self, player: int, action: Action) -> None:
        if player >= 0:
            self.messages.clear("soft")
        self.selected = None
        self.buttons = []
        self._opts_key = None

    def animate(self, dt: float) -> bool:
        moving = bool(self.motions)
        if self.turning is not None or self.claim_view is not None:
            moving = True
        if self.big_number is not None:
            if self.clock - self.big_number[1] > self.dur(1.1):
                self.big_number = None
            moving = True
        if self.shake is not None and self.shake.done:
            self.shake = None
        if self.can_act() and not self.buttons and self.options()["buttons"]:
            self.rebuild_buttons()
            moving = True
        elif self.buttons and not self.can_act():
            self.buttons = []
            moving = True
        return moving

    def thinking_player(self) -> int:
        return self.session.to_play()

    # ===================================================================== layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self._geometry = layout.table_layout(size, self.px, self.controls_width(), len(self.session.seats))
        self.thinking_rect = self.geometry.action
        self.messages.relayout()
        if not self.busy():
            self.banner.set_status(self.idle_status())
        self.rebuild_buttons()
        self._prewarm()

    def _prewarm(self) -> None:
        """The pictures every turn needs, made while the table is quiet."""
        cell = self.geometry.cell
        jobs: list[Any] = []
        for size_class in ("large", "small"):
            jobs.append(lambda s=size_class: sprites.mouse_pic(self, s, None, cell))
        jobs.append(lambda: sprites.cover_pic(self, "back", None, cell))
        jobs.append(lambda: sprites.glow_pic(self, cell))
        for k in range(4):
            jobs.append(lambda k=k: sprites.cat_pic(self, k, cell))
        for back in ("up", "down", "left", "right"):
            jobs.append(lambda b=back: sprites.chair_pic(self, b, None, cell))
        self.app.prewarm(self, jobs)

    def answer_area(self) -> pygame.Rect:
        """The answer bar (a mouse sent home: claim?) goes over the kitchen, not the side."""
        return self._geometry.board if self._geometry else super().answer_area()

    def message_width(self) -> int:
        board = self._geometry.board if self._geometry else None
        if board is None:
            return super().message_width()
        return min(board.w - self.px(20), self.px(640))

    def rebuild_buttons(self) -> None:
        if self._geometry is None:
            return
        offered = self.options()["buttons"] if self.can_act() else []
        rects = layout.button_rects(self._geometry.action, len(offered), self.px)
        colours = {"claim": palette.ACCENT, "end": palette.WOOD_DARK, "pass": palette.WOOD_DARK,
                   "catch": palette.ACCENT, "leave": palette.WOOD_DARK}
        self.buttons = [(key, tr(f"button.{key}"), rect, colours.get(key, palette.ACCENT), action)
                        for (key, action), rect in zip(offered, rects)]
        self.invalidate()

    # ============================================================= the last move
    def move_marks(self, owner: int, player: int, action: Action,
                   events: list[Event]) -> list[Any]:
        """The last move's marks (from the public events): a cover, a mouse, a cat or a
        chair moved (from, to), a mouse a cat sent under the table, a chair tipped over."""
        marks: list[Any] = []
        for event in events:
            if isinstance(event, (actions.CoverPut, actions.MouseMoved, actions.CatMoved, actions.ChairMoved)):
                marks.append((event.frm, event.to))
            elif isinstance(event, actions.MouseCaught):
                marks.append((event.frm, "table"))
            elif isinstance(event, actions.ChairTipped) and event.at:
                marks.append((event.at, event.onto or event.at))
        return marks

    # ============================================ the parts kept in their own modules
    # (:mod:`.inputs`, :mod:`.pieces`, :mod:`.panels`), wired: what the shared table and
    # the tests call
    def on_input(self, event: pygame.event.Event) -> None:
        inputs.on_input(self, event)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The kitchen and its pieces (:mod:`.pieces`), then the panels round it
        (:mod:`.panels`), the sparks and the messages."""
        geometry = self.geometry
        surface.blit(self.backdrop(surface.get_size(), lambda surf: board.paint_backdrop(self, surf, geometry)),
                     (0, 0))
        pieces.draw_kitchen(self, surface)
        panels.draw_seats(self, surface)
        panels.draw_hand(self, surface)
        panels.draw_action(self, surface)
        panels.draw_banner(self, surface)
        panels.draw_claim(self, surface)
        panels.draw_big_number(self, surface)
        self.sparkles.draw_sparks(surface)
        board_rect = geometry.board
        self.messages.draw(surface, (board_rect.centerx, board_rect.centery + board_rect.h // 6))
        self.sparkles.draw_confetti(surface)

    def press_button(self, key: str) -> None:
        inputs.press_button(self, key)


