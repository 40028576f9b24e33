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
(:meth:`.view_model.CubesView.sync`). Nothing here decides anything: every choice goes
through ``apply`` and every chance outcome through the session.

:class:`GameScene` is the shared table (:class:`~game.scenes.gamescene.BaseGameScene`:
the driver, the controls, the banner, the announcements, the picture caches) and only
wires the game's parts to it (issue 18), one way: each part holds the model, the model
holds the table, and the table's hooks forward to the parts:

- ``self.model``, :class:`.view_model.CubesView`: everything the game's table knows for
  drawing (its view of the cubes, hands, pile and turn; the pieces moving; the buttons
  and swaps offered, the keyboard's focus and the pointer's hover; the geometry), and
  what is derived from it (status words, places on the table, ``sync``);
- ``self.input``, :class:`.inputs.CubesInput`: what keys and clicks do (``on_input``);
- ``self.painter``, :class:`.painter.CubesPainter`: the frame drawn (``draw_table``) and
  the pictures made in advance (``_prewarm``);
- ``self.script``, :class:`.script.CubesScript`: the animation cues of each event
  (``on_events``), moving the model and queuing on the table;

and beside them, the modules they use:

- :mod:`.layout`: where everything goes, from the window size;
- :mod:`.art`: the cheese cubes drawn in code;
- :mod:`.sprites`: the cubes, the flying cards and the pulses;
- :mod:`.board`: the felt, the pile, the tray and the legend;
- :mod:`.panels`: the players' panels;
- :mod:`.buttons`: the big Roll / Stop / Keep buttons;
- :mod:`.swap_choice`: the white-mouse exchange chooser;
- :mod:`..texts`: the words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ....core.protocol import TERMINAL, Action, Event
from ....scenes.gamescene import BaseGameScene
from ....scenes.manager import Host
from .. import GAME, actions
from ..actions import Done
from ..rules import START
from ..texts import tr, tr_n
from . import layout
from .inputs import CubesInput
from .painter import CubesPainter
from .script import CubesScript
from .view_model import CubesView

if TYPE_CHECKING:
    from ....session import Session


class GameScene(BaseGameScene):
    """The Souris et cubes de fromage table: the shared table with the game's view model,
    input, drawing and script wired to it (see the module's docstring)."""

    def __init__(self, app: Host, session: Session):
        super().__init__(app, session)
        self.model = CubesView(self)
        self.input = CubesInput(self.model)
        self.painter = CubesPainter(self.model)
        self.script = CubesScript(self, self.model)
        self.model.sync(hard=True)
        self.banner.set_status(self.model.idle_status())

    # ======================================================================= hooks
    def on_events(self, events: list[Event]) -> None:
        self.script.play(events)

    def enter(self) -> None:
        self.app.audio.play("turn")
        self.banner.slide_in(self.dur(0.45))
        obs = self.model.observation()
        turn = obs.turn
        if obs.to_play != TERMINAL and obs.phase == START and self.plays_here(turn):
            # the table shows at once; its greeting drops in as soon as it is there
            self.app.after_first_frame(lambda: self.messages.show(
                tr("banner.human", name=self.seat_name(turn)), "", 1.1, "turn",
                [self.seat_rgb(turn)]))

    def thinking(self) -> bool:
        """The hint shows for the whole of a computer's turn (not only its pauses)."""
        return (self.model.observation().to_play != TERMINAL
                and not self.session.seats[self.model.turn_view].is_human and not self.model.buttons)

    def thinking_player(self) -> int:
        return self.model.turn_view

    def on_undo(self) -> None:
        self.model.sync(hard=True)
        self.banner.set_status(self.model.idle_status())

    def on_settled(self) -> None:
        self.model.sync()
        self.set_status(self.model.idle_status())

    def on_view_changed(self) -> None:
        if not self.busy():
            self.model.rebuild_controls()

    def chance_delay(self) -> float:
        return self.dur(0.3 if self.model.observation().phase == "landing" else 0.14)

    def on_action(self, player: int, action: Action) -> None:
        if player < 0:
            return
        self.messages.clear("turn")                  # the player got going: out of the way
        if isinstance(action, Done):
            name = self.seat_name(player)
            whites = self.model.observation().hands[player][GAME.config().white]
            self.queue(0.5, lambda: self.set_status(tr_n("status.kept", whites, name=name)),
                       name="kept")
        for b in self.model.buttons:
            b.pressed = False

    def animate(self, dt: float) -> bool:
        return self.model.animate()

    # ===================================================================== layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        model = self.model
        model.lay_out(layout.table_layout(size, self.px, self.controls_width(), len(self.session.seats)))
        self.thinking_rect = model.geometry.action
        self.messages.relayout()                    # an announcement keeps its place and age
        if not self.busy():
            self.banner.set_status(model.idle_status())     # the language may have changed
            model.rebuild_controls()
        model.place_buttons()
        self._prewarm()

    def _prewarm(self) -> None:
        """Make the pictures the table will need while it is quiet, not in the middle of
        a roll: after the first frame, a little at the end of each frame (``app.prewarm``)."""
        self.app.prewarm(self, self.painter.prewarm_jobs())

    def message_width(self) -> int:
        """How wide an announcement is: the felt's grid of cubes, within reason."""
        return self.model.message_width()

    # ================================================================ input, draw
    def on_input(self, event: pygame.event.Event) -> None:
        self.input.on_input(event)

    def draw_table(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)

    def lesson_target(self, name: str) -> pygame.Rect | None:
        return self.model.lesson_target(name)

    def lesson_area(self) -> pygame.Rect | None:
        return self.model.lesson_area()

    def hint_targets(self, action: Action) -> list[pygame.Rect]:
        return self.model.hint_rects(action)

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
