"""Drôle de fromage's view model (issue 18: the scene split into a view model, input and
drawing): :class:`DroleView`, what the table knows for drawing. It holds the view of the
pieces as the script moves them (where each piece and mouse is shown, the trays, the
die, the final count), what the drawing shows of the person's choices (the hovered
direction and control, the bonus's focus, a Peek kept for later), the geometry once
laid out, and what is computed from the viewer's observation and the driver: the steps
and takes offered, whose turn the banner shows, the peek, the worms drawn, the status.

The scene (:class:`.scene.GameScene`) builds it (``self.model = DroleView(self)``) and
gives it the layout; it reaches the shared table's services (observation, driver,
session, messages, px...) through its one reference :attr:`DroleView.table`.
:mod:`.inputs`, :mod:`.painter` and :mod:`.script` read and move it; it imports none of
them.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from ....core.protocol import Action
from ....scenes.laid_out import ViewModel
from ....view.tween import Tween
from .. import GAME
from ..actions import Step, Take
from ..observation import DroleObservation
from ..texts import idle_status, tr, win_status
from . import board, layout, sprites
from .board import StepPreview
from .layout import TableLayout

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene


class DroleView(ViewModel[TableLayout, DroleObservation]):
    """The Drôle de fromage table's view model (see the module's docstring)."""

    observation_type = DroleObservation

    def __init__(self, table: BaseGameScene):
        super().__init__(table)
        n = len(table.session.seats)
        self.sides: list[str] = list(self.observation().sides)
        self.where: list[tuple | None] = [None] * GAME.config().n_pieces
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
        self.peek_pending: int | None = None        # Peek clicked during an animation
        self._geometry: TableLayout | None = None   # given by :meth:`lay_out`
        self.hide_button = pygame.Rect(0, 0, 0, 0)  # the peek's Hide button, once drawn

    def lay_out(self, geometry: TableLayout) -> None:
        """The scene laid the table out for a new window size."""
        super().lay_out(geometry)
        self.hide_button = pygame.Rect(0, 0, 0, 0)         # placed when the peek is drawn

    @staticmethod
    def _home_facing(side: str) -> str:
        return {"south": "up", "north": "down", "west": "right", "east": "left"}[side]

    # ================================================================ view <-> state
    @property
    def peek_seat(self) -> int | None:
        """The player whose pieces the peek shows now (their own view, after the
        hand-over), or None."""
        request = self.table.driver.private_request
        return request if request is not None and self.table.viewer == request else None

    def sync(self, hard: bool = False) -> None:
        """Make the view agree with the rules (after the script played, or an undo)."""
        obs = self.observation()
        if hard:
            self.motions.clear()
            self.table.messages.clear()
            self.die_rolling = False
        self.place_from(obs)
        self.turn_view = obs.turn
        self.bonus_view = obs.bonus_player if obs.phase == "bonus" else None
        self.rolls_view = list(obs.rolls)
        if self.rolls_view:
            self.die_face = self.rolls_view[-1]
        self.steps_total = obs.steps
        self.steps_left_view = obs.steps_left if self.steps_total else 0
        if obs.phase == "over" and not self.table.busy():
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
        viewer = self.table.viewer
        if viewer is not None and self.count_view is None:
            pieces = self.observation().pieces
            for i in self.tray_view[viewer]:
                worm = pieces[i].worm
                if worm is not None:
                    shown[i] = bool(worm)
        return shown

    # ====================================================================== status
    def idle_status(self) -> str:
        return idle_status(self.observation(), self.table.session.seats, self.human_roll())

    def win_status(self) -> str:
        return win_status(self.observation(), self.table.session.seats)

    def message_width(self) -> int:
        """How wide the table's announcements are: a little wider than the board."""
        px = self.table.px
        return min(max(self.geometry.frame.w + px(60), px(700)), self.table.size[0] - px(40))

    # ===================================================================== queries
    def human_roll(self) -> bool:
        """The die waits for a person's click (a human rolls; the app is not in
        autoplay; not on a joined computer, whose host rolls for every seat; not in a
        guided game, whose script writes every face: there the die
        rolls after a beat, and the learner's clicks are the mouse's steps)."""
        obs = self.table.driver.public_observation()             # the die is everybody's
        assert isinstance(obs, DroleObservation)
        return (obs.phase == "roll" and self.table.session.seats[obs.turn].is_human
                and not self.table.app.autoplay and self.table.lesson is None
                and not getattr(self.table.session, "remote", False))   # the host rolls

    def step_choices(self) -> dict[str, StepPreview]:
        """The steps a person may take now, with their previews (the rules' own push)."""
        if self.peek_seat is not None or self.observation().phase != "move":
            return {}
        dirs = [a.direction for a in self.table.legal_actions() if isinstance(a, Step)]
        return board.previews(self.observation(), dirs)

    def bonus_choices(self) -> list[Take]:
        if self.peek_seat is not None or self.observation().phase != "bonus":
            return []
        return [a for a in self.table.legal_actions() if isinstance(a, Take)]

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
        driver = self.table.driver
        if not obs.peek or obs.phase == "over" or self.peek_seat is not None:
            return []
        if driver.paused or driver.waiting_for_hand_over() or len(driver.local_people()) < 2:
            return []
        seat = driver.deciding()
        if seat is None or self.table.viewer == seat or not obs.trays[seat]:
            return []
        if self.table.busy():
            if self.count_view is not None or self.banner_player() != seat:
                return []                    # another player's move is still being shown
        elif not (self.table.can_act() or self.table.awaiting_throw()):
            return []
        return [seat]

    def peek_rect(self, seat: int) -> pygame.Rect:
        return self.geometry.trays[self.sides[seat]].peek

    def hide_rect(self) -> pygame.Rect:
        return self.hide_button

    def square_rect(self, r: int, c: int) -> pygame.Rect:
        return layout.cell_rect(self.geometry, r, c)

    # ====================================================================== banner
    def banner_phase(self) -> str:
        """What the banner is about: "turn" (whose turn it is), "count" (the final
        count is under way) or "over" (the winners are known and shown)."""
        if self.over_shown:
            return "over"
        if self.count_view is not None:
            return "count"
        return "turn"


    def banner_title(self) -> str:
        """The banner's title now (tests read it)."""
        phase = self.banner_phase()
        if phase == "count":
            return tr("banner.count")
        if phase == "over":
            winners = self.observation().winners
            if not winners:
                return tr("banner.over")
            return (tr("message.win", name=self.table.seat_name(winners[0])) if len(winners) == 1
                    else tr("message.draw"))
        player = self.banner_player()
        seat = self.table.session.seats[player]
        return tr("banner.human" if self.table.plays_here(player) else "banner.cpu", name=seat.name)


    def banner_player(self) -> int:
        """Whose turn the banner shows: the mover, or during the last-piece bonus the
        player who takes a piece (not always the mover: a piece may fall to another)."""
        return self.bonus_view if self.bonus_view is not None else self.turn_view

    # ============================================================ geometry helpers
    def resolve(self, anchor: tuple) -> tuple[float, float, float]:
        if anchor[0] == "px":
            return anchor[1], anchor[2], anchor[3]
        return layout.anchor_point(self.geometry, anchor, self.tray_view, self.sides, self.out_view)

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
            y -= math.sin(math.pi * t) * motion.arc * self.geometry.cell
            s *= 1 + 0.25 * math.sin(math.pi * t)
        return x, y, s, motion.spin * t

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        """Where the hinted ``action`` is clicked (issue 19): the square the mouse
        steps to, or the piece to take from a tray."""
        if isinstance(action, Take):
            return [self.take_rect(action)]
        preview = self.step_choices().get(getattr(action, "direction", ""))
        return [self.square_rect(*preview.target)] if preview is not None else []

    def lesson_target(self, name: str) -> pygame.Rect | None:
        """Where a guided game's step points (issue 19): ``square:<row>:<col>`` (a square
        of the board: where the mouse steps), ``take:<seat>:<piece>`` (a piece in a
        player's tray, for the last-piece bonus) or ``die`` (the die's box); None for a
        name it does not know."""
        if self._geometry is None:
            return None
        kind, _, rest = name.partition(":")
        first, _, second = rest.partition(":")
        if not (first.isdigit() and second.isdigit()):
            return self.geometry.side.die_box if name == "die" else None
        a, b = int(first), int(second)
        obs = self.observation()
        if kind == "square" and a < obs.rows and b < obs.cols:
            return self.square_rect(a, b)
        if kind == "take" and a < len(self.tray_view) and b in self.tray_view[a]:
            return self.take_rect(Take(a, b))
        return None

    def lesson_area(self) -> pygame.Rect | None:
        """Where a guided game's panel goes: the legend's place in the side panel (it is
        not drawn in a lesson)."""
        return None if self._geometry is None else self.geometry.side.legend

    def lesson_places(self) -> list[pygame.Rect]:
        """Where a guided game's panel may go when the legend's place is too small for
        it: over the board's top half (the computer pushes down, towards the learner),
        else its bottom half (the learner's steps go up); never over the trays' words."""
        if self._geometry is None:
            return []
        frame = self.geometry.frame
        top = pygame.Rect(frame.left, frame.top, frame.w, frame.h // 2)
        return [top, pygame.Rect(frame.left, top.bottom, frame.w, frame.bottom - top.bottom)]

    def take_rect(self, take: Take) -> pygame.Rect:
        x, y, s = self.resolve(("tray", take.opponent, take.piece))
        rect = pygame.Rect(0, 0, int(s), int(s))
        rect.center = (round(x), round(y))
        return rect

    # ==================================================================== motion
    def animate(self, dt: float) -> bool:
        """The motions that ended are dropped; the die tumbles (a new face shown every
        0.07 s) and hops, a worm just seen grows a moment. True while something moves."""
        table = self.table
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
                self.die_shown_face = table.rng.choice(GAME.config().face_names)
        else:
            self.die_shown_face = self.die_face
            self.die_angle = 0.0
        if self.die_hop is not None:
            moving = True
            if self.die_hop.done:
                self.die_hop = None
        if self.seen_flash:
            moving = True
            self.seen_flash = {p: t for p, t in self.seen_flash.items() if table.clock - t < 1.6}
        return moving
