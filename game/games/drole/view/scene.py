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

This module wires the table together; its parts live beside it: :mod:`.layout`
(where things go), :mod:`.board` (the board, trays, legend, step previews),
:mod:`.art` (die, worm, paws), :mod:`.sprites` (motions), :mod:`.script` (the cues of each event)
and :mod:`..texts` (the words).
"""

from __future__ import annotations

import math
from collections import deque
from typing import TYPE_CHECKING, Any

import pygame

from ....core.protocol import Action, Event
from ....scenes.gamescene import BaseGameScene
from ....scenes.manager import Host
from ....view.tween import Tween
from .. import actions
from ..actions import Step, Take
from ..conf import FACE_NAMES, PIECE_SIZES
from ..observation import DroleObservation
from ..texts import idle_status, win_status
from . import board, inputs, layout, panels, pieces, sprites
from .board import StepPreview
from .inputs import ARROWS, PICK_KEYS
from .script import DroleScript

if TYPE_CHECKING:
    from ....session import Session

#: The most arrow presses kept while the table is still showing a step (a move has six
#: steps at most: a star, then a 3); never more than the steps left.
#: The banner's colour during the count and for a shared win (nobody's turn): cheese.


class GameScene(BaseGameScene):
    """The Drôle de fromage table."""

    def __init__(self, app: Host, session: Session):
        super().__init__(app, session)
        n = len(session.seats)
        self.sides: list[str] = list(self.observation().sides)
        self.where: list[tuple | None] = [None] * len(PIECE_SIZES)
        self.tray_view: list[list[int]] = [[] for _ in range(n)]
        self.out_view: dict[str, list[int]] = {}
        self.mouse_cells: list[tuple[int, int]] = [(0, 0)] * n
        self.facing: list[str] = [self._home_facing(s) for s in self.sides]
        self.motions: dict[tuple, sprites.Motion] = {}
        self.turn_view = 0
        self.bonus_view: int | None = None           # who takes a piece (the last-piece bonus)
        self.rolls_view: list[str] = []
        self.steps_total = 0
        self.steps_left_view = 0
        self.die_face = "ready"
        self.die_rolling = False
        self.die_angle = 0.0
        self.die_shown_face = "ready"
        self.die_flip = 0.0
        self.die_hop: Tween | None = None
        self.revealed: dict[int, bool] = {}         # the final count: piece -> worm
        self.count_view: list[int] | None = None
        self.over_shown = False
        self.hover_dir: str | None = None
        self.bonus_focus = -1
        self.bonus_hover: int | None = None         # index into bonus_choices()
        self.hover_control: Any = None              # "roll", "hide", ("peek", seat)
        self.seen_flash: dict[int, float] = {}      # piece -> clock when its worm was seen
        self.key_queue: deque[int] = deque()        # arrows pressed during an animation
        self.key_queue_seat: int | None = None      # whose move they are for
        self.peek_pending: int | None = None        # Peek clicked during an animation
        self.L: dict[str, Any] = {}
        self.script = DroleScript(self)
        self.sync(hard=True)
        self.banner.set_status(self.idle_status())

    @staticmethod
    def _home_facing(side: str) -> str:
        return {"south": "up", "north": "down", "west": "right", "east": "left"}[side]

    # ================================================================ view <-> state
    def observation(self) -> DroleObservation:
        """What the viewer may know (the driver's observation, of this game's type)."""
        obs = super().observation()
        assert isinstance(obs, DroleObservation)
        return obs

    @property
    def peek_seat(self) -> int | None:
        """The player whose pieces the peek shows now (their own view, after the
        hand-over), or None."""
        request = self.driver.private_request
        return request if request is not None and self.viewer == request else None

    def sync(self, hard: bool = False) -> None:
        """Make the view agree with the rules (after the script played, or an undo)."""
        obs = self.observation()
        if hard:
            self.motions.clear()
            self.messages.clear()
            self.die_rolling = False
        self.place_from(obs)
        self.turn_view = obs.turn
        self.bonus_view = obs.bonus_player if obs.phase == "bonus" else None
        self.rolls_view = list(obs.rolls)
        if self.rolls_view:
            self.die_face = self.rolls_view[-1]
        self.steps_total = obs.steps
        self.steps_left_view = obs.steps_left if self.steps_total else 0
        if obs.phase == "over" and not self.busy():
            self.over_shown = True
            if self.count_view is None:
                self.count_view = list(obs.totals or ())
                self.revealed = {i: bool(obs.pieces[i].worm) for t in obs.trays for i in t}
        self.bonus_focus = min(self.bonus_focus, len(self.bonus_choices()) - 1)

    def place_from(self, obs: DroleObservation) -> None:
        """Every piece and mouse where the observation has it (no motion)."""
        self.tray_view = [list(t) for t in obs.trays]
        known = {p for lst in self.out_view.values() for p in lst}
        outs = {side: [p for p in lst if p in obs.out] for side, lst in self.out_view.items()}
        for piece in obs.out:
            if piece not in known:
                side = self.free_side()
                if side is not None:
                    outs.setdefault(side, []).append(piece)
        self.out_view = outs
        for p in obs.pieces:
            i = p.id
            if p.square is not None:
                self.where[i] = ("cell", *p.square)
            elif p.owner is not None:
                self.where[i] = ("tray", p.owner, i)
            elif p.out:
                side = next((s for s, lst in self.out_view.items() if i in lst), None)
                self.where[i] = ("out", side, i) if side else ("gone",)
            else:
                self.where[i] = None
        self.mouse_cells = list(obs.mice)

    def free_side(self, prefer: str | None = None) -> str | None:
        """An empty side of the table (its box shows the pieces out of the game)."""
        empty = [s for s in layout.SIDES if s not in self.sides]
        if prefer in empty:
            return prefer
        return empty[0] if empty else None

    def out_anchor(self, piece: int, side: str) -> tuple:
        box = self.free_side(side)
        if box is None:
            return ("gone",)
        self.out_view.setdefault(box, []).append(piece)
        return ("out", box, piece)

    def worms_drawn(self) -> dict[int, bool]:
        """Every worm the table shows now (piece -> worm): the pieces turned over at
        the final count, and the viewer's own pieces in their tray, from the viewer's
        observation (a person alone with computers, or peeking). Nothing else about
        worms is ever drawn."""
        shown = dict(self.revealed)
        viewer = self.viewer
        if viewer is not None and self.count_view is None:
            pieces = self.observation().pieces
            for i in self.tray_view[viewer]:
                worm = pieces[i].worm
                if worm is not None:
                    shown[i] = bool(worm)
        return shown

    # ====================================================================== status
    def idle_status(self) -> str:
        return idle_status(self.observation(), self.session.seats, self.human_roll())

    def win_status(self) -> str:
        return win_status(self.observation(), self.session.seats)

    def message_width(self) -> int:
        return min(max(self.L["frame"].w + self.px(60), self.px(700)), self.size[0] - self.px(40))

    # ===================================================================== queries
    def human_roll(self) -> bool:
        """The die waits for a person's click (a human rolls; the app is not in
        autoplay)."""
        obs = self.driver.public_observation()             # the die is everybody's
        assert isinstance(obs, DroleObservation)
        return (obs.phase == "roll" and self.session.seats[obs.turn].is_human
                and not self.app.autoplay)

    def person_throws(self) -> int | None:
        """A person rolls their own die (with a click, Space or Enter): the table waits
        for it instead of rolling after a beat."""
        return self.session.state.turn_owner() if self.human_roll() else None

    def step_choices(self) -> dict[str, StepPreview]:
        """The steps a person may take now, with their previews (the rules' own push)."""
        if self.peek_seat is not None or self.observation().phase != "move":
            return {}
        dirs = [a.direction for a in self.legal_actions() if isinstance(a, Step)]
        return board.previews(self.observation(), dirs)

    def bonus_choices(self) -> list[Take]:
        if self.peek_seat is not None or self.observation().phase != "bonus":
            return []
        return [a for a in self.legal_actions() if isinstance(a, Take)]

    def peek_seats(self) -> list[int]:
        """The seats whose tray shows a Peek button now -- exactly when a click on it
        does something: with several people at the table and the peeking rule, the
        person who must decide (or roll) now, once they have a piece to look at, while
        nobody's own view is open. During that person's own animations (their die, their
        steps) the button stays (a click opens the peek once the animation is over);
        never for another seat, never under a menu (paused) or a hand-over, and never
        for a person alone with computers: their worms are on their tray already (they
        are the viewer)."""
        obs = self.observation()
        driver = self.driver
        if not obs.peek or obs.phase == "over" or self.peek_seat is not None:
            return []
        if driver.paused or driver.waiting_for_hand_over() or len(driver.humans()) < 2:
            return []
        seat = driver.deciding()
        if seat is None or self.viewer == seat or not obs.trays[seat]:
            return []
        if self.busy():
            if self.count_view is not None or panels.banner_player(self) != seat:
                return []                    # another player's move is still being shown
        elif not (self.can_act() or self.awaiting_throw()):
            return []
        return [seat]

    def peek_rect(self, seat: int) -> pygame.Rect:
        return self.L["trays"][self.sides[seat]]["peek"]

    def hide_rect(self) -> pygame.Rect:
        return self.L.get("hide", pygame.Rect(0, 0, 0, 0))

    def square_rect(self, r: int, c: int) -> pygame.Rect:
        return layout.cell_rect(self.L, r, c)

    # ===================================================================== actions
    def start_peek(self, seat: int) -> None:
        """Peek button: the table shows that player's own view, after the others look
        away (the pass screen, when several people play). Clicked while that player's
        own animation runs, the peek opens as soon as it is over."""
        inputs.forget_keys(self)
        if self.busy():
            self.peek_pending = seat
            self.app.audio.play("click")
            self.invalidate()
            return
        self.peek_pending = None
        if self.driver.request_private_view(seat):
            self.app.audio.play("click")
        else:
            self.app.audio.play("error")

    # ========================================================= keys kept for later

    def hide_peek(self) -> None:
        self.driver.close_private_view()
        self.app.audio.play("click")
        self.invalidate()

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
        inputs.forget_keys(self)
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
                self.die_shown_face = self.rng.choice(FACE_NAMES)
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
        inputs.forget_keys(self)
        self.peek_pending = None
        super().pause()

    # ===================================================================== layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.L = layout.table_layout(size, self.px, self.controls_width())
        self.thinking_rect = self.L["action"]
        self.messages.relayout()
        if not self.busy():
            self.banner.set_status(self.idle_status())
        self._prewarm()

    def _prewarm(self) -> None:
        """Make the pictures the table will need while it is quiet: after the first
        frame, a little at the end of each frame (``app.prewarm``)."""
        cell = self.L["cell"]
        jobs: list[Any] = []                # callables: each makes a picture
        for size in ("small", "medium", "large"):
            jobs.append(lambda s=size: pieces.piece_image(self, s, cell))
            for T in self.L["trays"].values():
                jobs.append(lambda s=size, slot=T["slot"]: pieces.piece_image(self, s, slot))
        for p in range(len(self.sides)):
            for facing in ("up", "down", "left", "right"):
                jobs.append(lambda p=p, f=facing: pieces.mouse_image(self, p, f))
        ds = self.L["die_size"]
        for face in (*FACE_NAMES, "ready"):
            jobs.append(lambda f=face: pieces.die_image(self, f, ds, 0))
        self.app.prewarm(self, jobs)

    # ============================================================ geometry helpers
    def resolve(self, anchor: tuple) -> tuple[float, float, float]:
        if anchor[0] == "px":
            return anchor[1], anchor[2], anchor[3]
        return layout.anchor_point(self.L, anchor, self.tray_view, self.sides, self.out_view)

    def position(self, key: tuple, anchor: tuple) -> tuple[float, float, float, float]:
        """(x, y, cell size, angle) of a piece or mouse, moving or not."""
        motion = self.motions.get(key)
        if motion is None:
            x, y, s = self.resolve(anchor)
            return x, y, s, 0.0
        t = motion.tween.value
        a, b = self.resolve(motion.src), self.resolve(motion.dst)
        x, y, s = sprites.lerp_point(a, b, t)
        if motion.arc:
            y -= math.sin(math.pi * t) * motion.arc * self.L["cell"]
            s *= 1 + 0.25 * math.sin(math.pi * t)
        return x, y, s, motion.spin * t

    # ====================================================================== input
    def handle(self, event: pygame.event.Event) -> None:
        """The peek overlay and the Peek buttons come first: a click on Peek while the
        die waits must not roll it."""
        if self.peek_seat is not None:
            if event.type == pygame.KEYDOWN and event.key in (*PICK_KEYS, pygame.K_h):
                self.hide_peek()
                return
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                if self.hide_rect().collidepoint(event.pos):
                    self.hide_peek()
                return
            if event.type == pygame.MOUSEMOTION:
                self._hover_control(event.pos)
                return
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p):
                super().handle(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for seat in self.peek_seats():
                if self.peek_rect(seat).collidepoint(event.pos):
                    self.start_peek(seat)
                    return
        if event.type == pygame.MOUSEMOTION:
            self._hover_control(event.pos)
        if event.type == pygame.KEYDOWN and event.key in ARROWS and inputs.keep_key(self, event.key):
            return
        super().handle(event)

    def _hover_control(self, pos: tuple[int, int]) -> None:
        hover: Any = None
        if self.peek_seat is not None:
            hover = "hide" if self.hide_rect().collidepoint(pos) else None
        else:
            for seat in self.peek_seats():
                if self.peek_rect(seat).collidepoint(pos):
                    hover = ("peek", seat)
            if self.awaiting_throw() and self.L["roll_button"].collidepoint(pos):
                hover = "roll"
        if hover != self.hover_control:
            self.hover_control = hover
            self.invalidate()

    def _throw_press(self, event: pygame.event.Event) -> bool:
        """Space / Enter, or a click on the Roll button or the die, rolls the waiting die
        (a click elsewhere on the table, a square or a tray, does not)."""
        if event.type == pygame.KEYDOWN:
            return event.key in PICK_KEYS
        return (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and (self.L["roll_button"].collidepoint(event.pos)
                     or self.L["die_box"].collidepoint(event.pos)))

    # ======================================================================= draw

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
    # (:mod:`.inputs`, :mod:`.pieces`, :mod:`.panels`): what the shared table and the
    # tests call
    def on_input(self, event: pygame.event.Event) -> None:
        inputs.on_input(self, event)

    def draw_table(self, surface: pygame.Surface) -> None:
        pieces.draw_table(self, surface)

    def take_rect(self, take: Take) -> pygame.Rect:
        return inputs.take_rect(self, take)

    def banner_title(self) -> str:
        return panels.banner_title(self)

    def draw_small_button(self, surface: pygame.Surface, rect: pygame.Rect, label: str,
                          colour: tuple[int, int, int], state: str, icon: str = "") -> None:
        """A tray's small button (Peek, Hide): through the table, where the tests
        watch which are drawn."""
        panels.draw_small_button(self, surface, rect, label, colour, state, icon)
