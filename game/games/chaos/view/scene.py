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

The scene is life cycle and wiring only (issue 18: the scene split into input, view model
and drawing). It builds its parts, each over the one before, and its
:class:`~game.scenes.gamescene.BaseGameScene` hooks forward to them in a line or a few:

- ``self.model``, :class:`.view_model.ChaosView`: all the game's view state (where the
  pieces are shown, what flashed, a claim under way, the big number, the chosen piece,
  the cursor, what is under the pointer, the card's buttons, the geometry) and what is
  derived from it and from the viewer's observation (the options, what glows, how a
  piece looks to the viewer, the hand, the status words). It reaches the shared table
  through one reference, ``model.table`` (this scene);
- ``self.input``, :class:`.inputs.ChaosInput`: keys and clicks (``on_input``), acting
  through the model;
- ``self.painter``, :class:`.painter.ChaosPainter`: a frame drawn from the model
  (``draw_table``), by the drawing modules :mod:`.board`, :mod:`.pieces`,
  :mod:`.panels` and the pictures of :mod:`.sprites`;
- ``self.script``, :class:`.script.ChaosScript`: the cues of each event, moving the
  model on and queueing on the table (``on_events``);
- ``self.answer_bar``: the shared answer window (asked out of turn), over the kitchen.

Where the shared table or a test needs a game thing, it asks ``scene.model``. Beside
them: :mod:`.layout` (where things go), :mod:`.notebook` (the memory), :mod:`.card`
(the title card), :mod:`.basics` (the names the parts share).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ....core.protocol import Action, Event
from ....scenes.gamescene import BaseGameScene
from ....scenes.manager import Host
from ....view.answer_bar import AnswerBar
from .. import actions
from . import layout, lesson
from .inputs import ChaosInput
from .painter import ChaosPainter
from .script import ChaosScript
from .view_model import ChaosView

if TYPE_CHECKING:
    from ....session import Session


class GameScene(BaseGameScene):
    """The Chaos de souris et de fromage table: its parts wired together (see the
    module's docstring)."""

    def __init__(self, app: Host, session: Session):
        super().__init__(app, session)
        self.model = ChaosView(self)
        self.input = ChaosInput(self.model)
        self.painter = ChaosPainter(self.model)
        self.script = ChaosScript(self, self.model)
        self.answer_bar = AnswerBar(self)
        self.model.sync(hard=True)
        self.banner.set_status(self.model.idle_status())

    # ======================================================================= hooks
    def on_events(self, events: list[Event]) -> None:
        self.script.play(events)

    def enter(self) -> None:
        self.app.audio.play("turn")
        self.banner.slide_in(self.dur(0.45))

    def on_undo(self) -> None:
        self.model.undone()

    def on_settled(self) -> None:
        self.model.settled()

    def on_view_changed(self) -> None:
        """Another viewer: nothing of the last one stays (flashes, numbers, choices)."""
        self.model.viewer_changed()
        self.invalidate()

    def on_action(self, player: int, action: Action) -> None:
        if player >= 0:
            self.messages.clear("soft")
        self.model.action_played()

    def animate(self, dt: float) -> bool:
        return self.model.animate()

    def thinking_player(self) -> int:
        return self.session.to_play()

    def on_input(self, event: pygame.event.Event) -> None:
        self.input.on_input(event)

    def draw_table(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)

    # ===================================================================== layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        geometry = layout.table_layout(size, self.px, self.controls_width(), len(self.session.seats))
        self.thinking_rect = geometry.action
        self.model.lay_out(geometry)
        self.messages.relayout()
        if not self.busy():
            self.banner.set_status(self.model.idle_status())
        self._prewarm()

    def _prewarm(self) -> None:
        """The pictures every turn needs, made while the table is quiet."""
        self.app.prewarm(self, self.painter.prewarm_jobs())

    def answer_area(self) -> pygame.Rect:
        """The answer bar (a mouse sent home: claim?) goes over the kitchen, not the side."""
        return self.model.geometry.board if self.model.laid_out else super().answer_area()

    def message_width(self) -> int:
        if not self.model.laid_out:
            return super().message_width()
        board = self.model.geometry.board
        return min(board.w - self.px(20), self.px(640))

    # ======================================================= a guided game (issue 19)
    def lesson_target(self, name: str) -> pygame.Rect | None:
        """What a guided game's step points at (the view model's names)."""
        return lesson.lesson_target(self.model, name)

    def hint_targets(self, action: Action) -> list[pygame.Rect]:
        """Where the hinted ``action`` is clicked (issue 19): the piece, then its place."""
        return lesson.hint_rects(self.model, action)

    def lesson_area(self) -> pygame.Rect | None:
        """Where a guided game's panel goes (the view model's side column)."""
        return lesson.lesson_area(self.model)

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
