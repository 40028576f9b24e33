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
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame

from .... import i18n
from ....core.protocol import Action, Event
from ....scenes.gamescene import BaseGameScene
from ....scenes.manager import Host
from ....view import art, marks, palette
from ....view.fonts import get_font
from ....view.tween import Tween
from ....view.widgets import READABLE, ellipsize, fit_lines
from ..actions import Step, Take
from ..conf import FACE_NAMES, PIECE_SIZES
from ..texts import counted, idle_status, tr, win_status
from . import art as drole_art
from . import board, layout, sprites
from .board import StepPreview
from .script import DroleScript

if TYPE_CHECKING:
    from ....session import Session
    from ..rules import DroleState

ARROWS = {pygame.K_UP: "n", pygame.K_RIGHT: "e", pygame.K_DOWN: "s", pygame.K_LEFT: "w"}
PICK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
#: The most arrow presses kept while the table is still showing a step (a move has six
#: steps at most: a star, then a 3); never more than the steps left.
KEY_QUEUE = 6
#: The banner's colour during the count and for a shared win (nobody's turn): cheese.
COUNT_RGB = (236, 178, 60)


class GameScene(BaseGameScene):
    """The Drôle de fromage table."""

    def __init__(self, app: Host, session: Session):
        super().__init__(app, session)
        n = len(session.seats)
        self.sides: list[str] = list(self.observation()["sides"])
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
        self.turn_view = obs["turn"]
        self.bonus_view = obs["bonus_player"] if obs["phase"] == "bonus" else None
        self.rolls_view = list(obs["rolls"])
        if self.rolls_view:
            self.die_face = self.rolls_view[-1]
        self.steps_total = obs["steps"]
        self.steps_left_view = obs["steps_left"] if self.steps_total else 0
        if obs["phase"] == "over" and not self.busy():
            self.over_shown = True
            if self.count_view is None:
                self.count_view = list(obs["totals"])
                self.revealed = {i: bool(obs["pieces"][i]["worm"]) for t in obs["trays"] for i in t}
        self.bonus_focus = min(self.bonus_focus, len(self.bonus_choices()) - 1)

    def place_from(self, obs: dict[str, Any]) -> None:
        """Every piece and mouse where the observation has it (no motion)."""
        self.tray_view = [list(t) for t in obs["trays"]]
        known = {p for lst in self.out_view.values() for p in lst}
        outs = {side: [p for p in lst if p in obs["out"]] for side, lst in self.out_view.items()}
        for piece in obs["out"]:
            if piece not in known:
                side = self.free_side()
                if side is not None:
                    outs.setdefault(side, []).append(piece)
        self.out_view = outs
        for p in obs["pieces"]:
            i = p["id"]
            if p["square"] is not None:
                self.where[i] = ("cell", *p["square"])
            elif p["owner"] is not None:
                self.where[i] = ("tray", p["owner"], i)
            elif p["out"]:
                side = next((s for s, lst in self.out_view.items() if i in lst), None)
                self.where[i] = ("out", side, i) if side else ("gone",)
            else:
                self.where[i] = None
        self.mouse_cells = [tuple(m) for m in obs["mice"]]

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
            pieces = self.observation()["pieces"]
            for i in self.tray_view[viewer]:
                worm = pieces[i]["worm"]
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
        obs = self.session.state.observation(None)         # the die is everybody's
        return (obs["phase"] == "roll" and self.session.seats[obs["turn"]].is_human
                and not self.app.autoplay)

    def person_throws(self) -> int | None:
        """A person rolls their own die (with a click, Space or Enter): the table waits
        for it instead of rolling after a beat."""
        return self.session.state.turn_owner() if self.human_roll() else None

    def step_choices(self) -> dict[str, StepPreview]:
        """The steps a person may take now, with their previews (the rules' own push)."""
        if self.peek_seat is not None or self.observation()["phase"] != "move":
            return {}
        dirs = [a.direction for a in self.legal_actions() if isinstance(a, Step)]
        return board.previews(self.observation(), dirs)

    def bonus_choices(self) -> list[Take]:
        if self.peek_seat is not None or self.observation()["phase"] != "bonus":
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
        if not obs["peek"] or obs["phase"] == "over" or self.peek_seat is not None:
            return []
        if driver.paused or driver.waiting_for_hand_over() or len(driver.humans()) < 2:
            return []
        seat = driver.deciding()
        if seat is None or self.viewer == seat or not obs["trays"][seat]:
            return []
        if self.busy():
            if self.count_view is not None or self.banner_player() != seat:
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

    def direction_at(self, pos: tuple[int, int]) -> str | None:
        for d, prev in self.step_choices().items():
            if self.square_rect(*prev.target).collidepoint(pos):
                return d
        return None

    def take_rect(self, take: Take) -> pygame.Rect:
        x, y, s = self.resolve(("tray", take.opponent, take.piece))
        rect = pygame.Rect(0, 0, int(s), int(s))
        rect.center = (round(x), round(y))
        return rect

    def bonus_at(self, pos: tuple[int, int]) -> int | None:
        for k, take in enumerate(self.bonus_choices()):
            if self.take_rect(take).collidepoint(pos):
                return k
        return None

    # ===================================================================== actions
    def start_peek(self, seat: int) -> None:
        """Peek button: the table shows that player's own view, after the others look
        away (the pass screen, when several people play). Clicked while that player's
        own animation runs, the peek opens as soon as it is over."""
        self.forget_keys()
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
    def keep_key(self, key: int) -> bool:
        """An arrow pressed while the table still shows this person's die or last step
        (the rules are ahead of the screen): kept, to be played once the table has
        caught up (:meth:`play_kept_key`), as a person pressing Up six times expects
        six steps. Only for the person whose move it is, no more presses than steps
        left (:data:`KEY_QUEUE` at most). True if the key was kept."""
        if not (self.busy() or self.key_queue):
            return False                     # nothing to wait for: played at once
        state = cast("DroleState", self.session.state)
        seat = self.driver.deciding()
        if (state.is_terminal() or state.phase != "move" or seat is None
                or seat != state.turn or self.banner_player() != seat
                or self.input_guarded() or self.peek_seat is not None):
            return False
        if self.key_queue_seat != seat:
            self.key_queue.clear()
            self.key_queue_seat = seat
        if len(self.key_queue) < min(KEY_QUEUE, state.steps_left):
            self.key_queue.append(key)
        return True                          # (a press beyond the steps left: ignored)

    def play_kept_key(self) -> bool:
        """Play the next kept arrow once the table is settled; drop them all when the
        move is over (another turn, a fall that ended it, the bonus) or when the step is
        not possible any more (a buzz). True if something happened."""
        if self.peek_pending is not None and not self.busy():
            seat, self.peek_pending = self.peek_pending, None
            if seat in self.peek_seats():
                self.start_peek(seat)
            return True
        if not self.key_queue:
            return False
        state = cast("DroleState", self.session.state)
        if (state.is_terminal() or state.phase != "move" or state.turn != self.key_queue_seat
                or self.driver.paused):
            self.forget_keys()
            return False
        if self.busy() or not self.can_act():
            return False
        d = ARROWS[self.key_queue.popleft()]
        if d in self.step_choices():
            self.play(Step(d))
        else:
            self.app.audio.play("error")
            self.forget_keys()
        return True

    def forget_keys(self) -> None:
        self.key_queue.clear()
        self.key_queue_seat = None

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
        if obs["phase"] == "move" and obs["steps_left"] < obs["steps"]:
            return self.app.cpu_delay * 0.45         # the next step of a move under way
        return self.app.cpu_delay

    def thinking(self) -> bool:
        return self.driver.computer_thinking() and self.observation()["phase"] == "bonus"

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
        if self.play_kept_key():
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
            jobs.append(lambda s=size: self.piece_image(s, cell))
            for T in self.L["trays"].values():
                jobs.append(lambda s=size, slot=T["slot"]: self.piece_image(s, slot))
        for p in range(len(self.sides)):
            for facing in ("up", "down", "left", "right"):
                jobs.append(lambda p=p, f=facing: self.mouse_image(p, f))
        ds = self.L["die_size"]
        for face in (*FACE_NAMES, "ready"):
            jobs.append(lambda f=face: self.die_image(f, ds, 0))
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
        if event.type == pygame.KEYDOWN and event.key in ARROWS and self.keep_key(event.key):
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

    def on_input(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            d = self.direction_at(event.pos)
            b = self.bonus_at(event.pos)
            if d != self.hover_dir or b != self.bonus_hover:
                self.hover_dir, self.bonus_hover = d, b
                self.invalidate()
            return
        if self.awaiting_throw():
            if self._throw_press(event):
                self.throw()
            return
        if not self.can_act():
            return
        phase = self.observation()["phase"]
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if phase == "move":
                d = self.direction_at(event.pos)
                if d is not None:
                    self.play(Step(d))
            elif phase == "bonus":
                k = self.bonus_at(event.pos)
                if k is not None:
                    self.app.audio.play("click")
                    self.play(self.bonus_choices()[k])
            return
        if event.type != pygame.KEYDOWN:
            return
        key = event.key
        if phase == "move" and key in ARROWS:
            d = ARROWS[key]
            if d in self.step_choices():
                self.play(Step(d))
            else:
                self.app.audio.play("error")
        elif phase == "bonus":
            choices = self.bonus_choices()
            if key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB, pygame.K_LEFT, pygame.K_UP) and choices:
                back = key in (pygame.K_LEFT, pygame.K_UP) or (
                    key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))
                if self.bonus_focus < 0:
                    self.bonus_focus = len(choices) - 1 if back else 0
                else:
                    self.bonus_focus = (self.bonus_focus + (-1 if back else 1)) % len(choices)
                self.app.audio.play("click")
                self.invalidate()
            elif key in PICK_KEYS and choices:
                if 0 <= self.bonus_focus < len(choices):
                    self.app.audio.play("click")
                    self.play(choices[self.bonus_focus])
                else:
                    self.bonus_focus = 0
                    self.invalidate()

    # ======================================================================= draw
    def piece_image(self, size: str, cell: int) -> pygame.Surface:
        cell = max(8, int(cell))
        return self.image(("piece", size, cell), lambda: art.cheese_piece(size, int(cell * 1.1)))

    def mouse_image(self, seat: int, facing: str) -> pygame.Surface:
        cell = self.L["cell"]
        rgb = self.seat_rgb(seat)
        shape = drole_art.player_shape(self.session.seats[seat].colour)
        return self.image(("mouse", seat, facing, cell),
                          lambda: art.mouse_token(rgb, int(cell * 0.98), shape, facing))

    def die_image(self, face: str, size: int, angle: int) -> pygame.Surface:
        def make() -> pygame.Surface:
            img = drole_art.die_face(face, size)
            return pygame.transform.rotozoom(img, angle, 1.0) if angle else img
        return self.image(("die", face, size, angle), make)

    def draw_table(self, surface: pygame.Surface) -> None:
        L = self.L
        obs = self.observation()
        surface.blit(self.backdrop(surface.get_size(), lambda surf: board.paint_backdrop(
            self, surf, L, self.sides, obs)), (0, 0))
        self.draw_turn_mark(surface)
        steps = self.step_choices()
        if steps:
            board.draw_moves(self, surface, L, steps, self.hover_dir, self.sides)
        self.draw_bonus_glow(surface)
        self.draw_pieces(surface, moving=False)
        self.draw_mice(surface)
        self.draw_last_move(surface)
        self.draw_pieces(surface, moving=True)
        self.draw_count_marks(surface)
        self.draw_tray_extras(surface)
        self.draw_side(surface)
        self.draw_banner(surface)
        self.sparkles.draw_sparks(surface)
        if self.peek_seat is not None:
            self.draw_peek(surface)
        self.messages.draw(surface, L["frame"].center)
        self.sparkles.draw_confetti(surface)

    def move_marks(self, owner: int, player: int, action: Action,
                   events: list[Event]) -> list[Any]:
        """The last move's marks (public events): the mouse's steps, the pieces it
        pushed, a piece pushed off the board (towards its side)."""
        marks: list[Any] = []
        for event in events:
            kind = event.kind
            if kind == "MouseStepped":
                marks.append(("step", event.frm, event.to, -1))  # type: ignore[attr-defined]
            elif kind == "CheesePushed":
                for piece, frm, to in event.moves:  # type: ignore[attr-defined]
                    marks.append(("push", frm, to, piece))
            elif kind == "CheeseFell":
                marks.append(("fell", event.frm, event.side, event.piece))  # type: ignore[attr-defined]
        return marks

    def draw_last_move(self, surface: pygame.Surface) -> None:
        """The last turn's path of the mouse (a ring where it started, an arrow per
        step) and the pieces it pushed (thinner arrows), in the mover's colour, until
        the next turn's first move (see :mod:`game.view.marks`)."""
        if not self.last_move or self.last_move_owner is None:
            return
        cell = self.L["cell"]
        rgb = marks.ink(self.seat_rgb(self.last_move_owner))
        pushed: dict[int, list[Any]] = {}           # a piece pushed twice: one arrow
        for kind, frm, to, piece in self.last_move:
            if kind == "push":
                pushed.setdefault(piece, [frm, to])[1] = to
        for frm, to in pushed.values():
            if frm != to:
                marks.arrow(surface, self.square_rect(*frm).center, self.square_rect(*to).center,
                            rgb, self.px(3), stop_short=cell * 0.25)
        first = True
        for kind, frm, to, _piece in self.last_move:
            a = self.square_rect(*frm).center
            if kind == "fell":
                dr, dc = {"north": (-1, 0), "east": (0, 1), "south": (1, 0), "west": (0, -1)}.get(to, (0, 0))
                marks.arrow(surface, a, (a[0] + dc * cell, a[1] + dr * cell), rgb, self.px(3),
                            stop_short=cell * 0.1)
            elif kind == "step":
                marks.arrow(surface, a, self.square_rect(*to).center, rgb, self.px(6),
                            start_ring=cell * 0.36 if first else 0.0, stop_short=cell * 0.3)
                first = False

    def draw_turn_mark(self, surface: pygame.Surface) -> None:
        if self.banner_phase() != "turn":
            return
        T = self.L["trays"][self.sides[self.banner_player()]]
        rect = T["rect"].inflate(self.px(8), self.px(8))
        pygame.draw.rect(surface, palette.HIGHLIGHT, rect, max(3, self.px(5)), border_radius=self.px(20))

    def draw_pieces(self, surface: pygame.Surface, moving: bool) -> None:
        for i, anchor in enumerate(self.where):
            if anchor is None or (anchor[0] == "gone" and ("piece", i) not in self.motions):
                continue
            key = ("piece", i)
            if (key in self.motions) != moving:
                continue
            x, y, s, angle = self.position(key, anchor)
            if s < 4:
                continue
            size = PIECE_SIZES[i]
            img = self.piece_image(size, round(s / max(2, self.px(4))) * max(2, self.px(4)))
            if angle:
                a = int(angle // 20 * 20) % 360
                base = img
                img = self.image(("rot", size, base.get_width(), a),
                                 partial(pygame.transform.rotate, base, a))
            surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def draw_mice(self, surface: pygame.Surface) -> None:
        for seat, cell in enumerate(self.mouse_cells):
            x, y, _, _ = self.position(("mouse", seat), ("cell", *cell))
            img = self.mouse_image(seat, self.facing[seat])
            surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def draw_bonus_glow(self, surface: pygame.Surface) -> None:
        choices = self.bonus_choices()
        if not choices:
            return
        for k, take in enumerate(choices):
            rect = self.take_rect(take).inflate(self.px(4), self.px(4))
            lit = k in (self.bonus_focus, self.bonus_hover)
            pygame.draw.rect(surface, palette.HIGHLIGHT, rect, border_radius=self.px(10))
            if lit:
                pygame.draw.rect(surface, palette.ACCENT, rect.inflate(self.px(6), self.px(6)),
                                 max(3, self.px(4)), border_radius=self.px(12))
        k = self.bonus_hover if self.bonus_hover is not None else self.bonus_focus
        if 0 <= k < len(choices):
            rect = self.take_rect(choices[k])
            text = tr("label.take_it")
            img = self.text(text, self.fs(15), palette.TEXT_LIGHT, bold=True)
            box = img.get_rect().inflate(self.px(12), self.px(4))
            box.midbottom = (rect.centerx, rect.top - self.px(4))
            box.clamp_ip(pygame.Rect(0, 0, *self.size))
            self._take_tag = box
            pygame.draw.rect(surface, palette.ACCENT, box, border_radius=self.px(8))
            surface.blit(img, img.get_rect(center=box.center))

    def draw_count_marks(self, surface: pygame.Surface) -> None:
        """The worms the table shows (:meth:`worms_drawn`): at the final count a worm
        or the points on each piece turned over; during play, on the viewer's own
        pieces only, a small worm or a green tick (bigger for a moment when it was
        just seen)."""
        shown = self.worms_drawn()
        if not shown:
            return
        pieces = self.observation()["pieces"]
        for piece, worm in shown.items():
            anchor = self.where[piece]
            if anchor is None or anchor[0] != "tray":
                continue
            x, y, s, _ = self.position(("piece", piece), anchor)
            counted = piece in self.revealed
            grow = 1.0
            if piece in self.seen_flash:
                age = self.clock - self.seen_flash[piece]
                grow = 1.0 + 0.6 * max(0.0, math.sin(math.pi * min(1.0, age / 0.8)))
            if worm:
                size = int(max(self.px(26), 22, int(s * (0.75 if counted else 0.5))) * grow)
                img = self.image(("worm", size), partial(drole_art.worm, size))
                surface.blit(img, img.get_rect(center=(round(x + s * 0.22), round(y - s * 0.18))))
            elif counted:
                pts = pieces[piece]["points"] or 0
                bs = max(self.px(24), 22, int(s * 0.62))
                b = self.image(("badge", bs), partial(drole_art.badge, bs, True))
                r = surface.blit(b, b.get_rect(center=(round(x + s * 0.3), round(y - s * 0.36))))
                num = self.text(f"+{pts}", max(14, int(bs * 0.58)), palette.TEXT_LIGHT, bold=True)
                surface.blit(num, num.get_rect(center=r.center))
            else:
                bs = int(max(self.px(20), 16, int(s * 0.4)) * grow)
                b = self.image(("tick", bs), partial(drole_art.badge, bs, True))
                surface.blit(b, b.get_rect(center=(round(x + s * 0.3), round(y - s * 0.3))))

    def draw_tray_extras(self, surface: pygame.Surface) -> None:
        """The peek place of each tray: the Peek button (only where it works now:
        :meth:`peek_seats`), the "computer" tag (a computer player), and at the count
        each player's running total instead."""
        px = self.px
        live = set(self.peek_seats())
        obs = self.observation()
        for seat, side in enumerate(self.sides):
            T = self.L["trays"][side]
            rect = T["peek"]
            if self.count_view is not None:
                text = tr("label.total", n=self.count_view[seat])
                box = rect.inflate(-px(12), -max(2, px(4)))
                size = board.name_size(self, text, box, self.fs(22))
                img = self.text(text, size, palette.TEXT, display=True)
                pill = img.get_rect(center=rect.center).inflate(px(14), 0)
                pill.w = min(pill.w, rect.w)
                pill.h = min(rect.h, pill.h + px(2))
                pill.center = rect.center if not T["wide"] else (rect.left + pill.w // 2, rect.centery)
                won = self.over_shown and seat in obs["winners"]
                pygame.draw.rect(surface, palette.HIGHLIGHT if won else palette.PANEL, pill,
                                 border_radius=pill.h // 2)
                pygame.draw.rect(surface, palette.OUTLINE, pill, max(1, px(2)), border_radius=pill.h // 2)
                surface.blit(img, img.get_rect(center=pill.center))
                continue
            if not self.session.seats[seat].is_human:
                text = tr("label.computer")
                size = board.name_size(self, text, rect, self.fs(15), display=False, bold=True)
                img = self.text(ellipsize(text, size, rect.w, bold=True), size, (150, 110, 84), bold=True)
                where = img.get_rect(center=rect.center)
                if T["wide"]:
                    where.left = rect.left
                surface.blit(img, where)
                continue
            if seat not in live:
                continue                    # nothing a click could do: no button
            hover = self.hover_control == ("peek", seat) or self.peek_pending == seat
            self.draw_small_button(surface, rect, tr("button.peek"), palette.ACCENT,
                                   "hover" if hover else "normal", icon="eye")

    def draw_small_button(self, surface: pygame.Surface, rect: pygame.Rect, label: str,
                          colour: tuple[int, int, int], state: str, icon: str = "") -> None:
        """A button with its label (and an icon when there is room for both: the label
        always comes first, never smaller than :data:`READABLE`; the layouts make the
        boxes wide enough for that)."""
        surface.blit(art.button_surface(rect.w, rect.h, colour, state), rect)

        def face() -> pygame.Surface:
            surf = pygame.Surface(rect.size, pygame.SRCALPHA)
            isz = int(rect.h * 0.62) if icon else 0
            largest = max(READABLE, int(rect.h * 0.55))
            room = rect.w - self.px(10)
            size = self.fit(label, largest, room - (isz + self.px(4) if isz else 0), display=True)
            font = get_font(size, display=True)
            if isz and font.size(label)[0] > room - isz - self.px(4):
                isz = 0                              # no room: the word matters more than the eye
                size = self.fit(label, largest, room, display=True)
            text = ellipsize(label, size, room, display=True)
            img = get_font(size, display=True).render(text, True, palette.TEXT_LIGHT)
            total = img.get_width() + (isz + self.px(4) if isz else 0)
            x = (rect.w - total) // 2
            if isz:
                ic = drole_art.eye(isz, palette.TEXT_LIGHT)
                surf.blit(ic, ic.get_rect(midleft=(x, rect.h // 2)))
                x += isz + self.px(4)
            surf.blit(img, img.get_rect(midleft=(x, rect.h // 2)))
            return surf
        img = self.image(("small-button", label, rect.size, icon), face)
        _, dy = art.button_text_offset(rect.h, state)
        surface.blit(img, rect.move(0, dy))

    def draw_side(self, surface: pygame.Surface) -> None:
        """The die, the sum of the roll, the paws of the steps left, the action area."""
        L, px = self.L, self.px
        box = L["die_box"]
        ds = L["die_size"]
        cx, cy = L["die_centre"]
        hop = 0.0
        if self.die_rolling:
            hop = abs(math.sin(self.clock * 14)) * ds * 0.25
            angle = int(self.die_angle // 15 * 15)
        else:
            angle = 0
            if self.die_hop is not None:
                hop = math.sin(math.pi * self.die_hop.value) * ds * 0.12
        shadow = self.image(("die-shadow", ds), lambda: art.ground_shadow(int(ds * 1.2), int(ds * 0.4)))
        surface.blit(shadow, shadow.get_rect(center=(cx, cy + ds // 2)))
        if (self.rolls_view or self.die_rolling or self.awaiting_throw()) and self.count_view is None:
            # waiting for a new roll: the die shows a question mark, never the last
            # player's number (a child would take it for hers) nor a star (a rolled star)
            face = (self.die_shown_face if self.die_rolling
                    else self.die_face if self.rolls_view else "ready")
            img = self.die_image(face, ds, angle)
            glow = self.awaiting_throw() and self.hover_control == "roll"
            if glow:
                pygame.draw.circle(surface, palette.HIGHLIGHT, (cx, cy), int(ds * 0.78))
            surface.blit(img, img.get_rect(center=(cx, round(cy - hop))))
        else:
            img = self.die_image(self.die_face, ds, 0)
            faded = self.image(("die-faded", ds), lambda: _faded(img))
            surface.blit(faded, faded.get_rect(center=(cx, cy)))
        # the faces rolled this turn and the steps: [3] × 2 [star] = 6 steps!
        y = cy + ds // 2 + px(12)
        if self.rolls_view and not self.die_rolling and self.count_view is None:
            y = self.draw_roll_line(surface, cx, y, box.w - px(30))
        # paws: one per step of the move, filled while left
        if self.steps_total and self.count_view is None:
            n = self.steps_total
            room = box.w - px(40)
            pw = int(min(px(34), room / n * 0.9))
            rgb = self.seat_rgb(self.turn_view)
            total = n * pw + (n - 1) * px(4)
            x0 = cx - total // 2
            used = self.steps_total - self.steps_left_view
            for k in range(n):
                filled = k >= used
                img = self.image(("paw", pw, filled, rgb), partial(drole_art.paw, pw, filled, art.tint(rgb, 0.25)))
                surface.blit(img, (x0 + k * (pw + px(4)), min(y + px(4), box.bottom - pw - px(8))))
        self.draw_action(surface)

    def roll_parts(self, big: int) -> list[list[pygame.Surface]]:
        """The roll line's pictures at text size ``big``, in the pieces that may go on
        lines of their own when the line is too wide: "[3] × 2 [star]" and "= 6 steps!"."""
        rolls = self.rolls_view
        chip = int(big * 1.2)
        light = palette.TEXT_LIGHT
        if rolls[-1] == "star":
            return [[self.die_image("star", chip, 0),
                     self.text(tr("roll.times", mult=2), big, light, display=True)]]
        steps = counted("steps", self.steps_total)
        if "star" in rolls:
            mult = self.steps_total // int(rolls[-1])
            return [[self.die_image(rolls[-1], chip, 0),
                     self.text(tr("roll.times", mult=mult), big, light, display=True),
                     self.die_image("star", int(chip * 0.7), 0)],
                    [self.text(tr("roll.equals", steps=steps), big, light, display=True)]]
        return [[self.text(tr("roll.plain", steps=steps), big, light, display=True)]]

    def draw_roll_line(self, surface: pygame.Surface, cx: int, y: int, width: int) -> int:
        """The roll of this turn and its steps; returns the bottom of the line. A star
        doubles the number after it (once), it adds nothing: after stars, "[star] × 2";
        then "[3] × 2 [star] = 6 steps!"; a plain roll: "3 steps!". The text is as big as
        fits (never below the readable size): when even that does not fit on one line,
        the sum goes on a second line."""
        gap = self.px(6)

        def wide(row: list[pygame.Surface]) -> int:
            return sum(p.get_width() for p in row) + gap * (len(row) - 1)
        big = self.fs(30)
        while True:
            groups = self.roll_parts(big)
            if wide([p for g in groups for p in g]) <= width or big <= self.fs(12):
                break
            big -= 2
        flat = [p for g in groups for p in g]
        rows = [flat] if wide(flat) <= width else groups
        for row in rows:
            h = max(p.get_height() for p in row)
            x = cx - wide(row) / 2
            for p in row:
                surface.blit(p, p.get_rect(midleft=(round(x), round(y + h / 2))))
                x += p.get_width() + gap
            y += h
        return round(y)

    def draw_action(self, surface: pygame.Surface) -> None:
        L, px, fs = self.L, self.px, self.fs
        area = L["action"]
        phase = self.observation()["phase"]
        if self.awaiting_throw() and self.peek_seat is None:
            rect = L["roll_button"]
            st = "hover" if self.hover_control == "roll" else "normal"
            if self.input_guarded():
                st = "disabled"
            surface.blit(art.button_surface(rect.w, rect.h, palette.OK, st), rect)
            label = tr("button.roll")
            size = self.fit(label, int(rect.h * 0.5), rect.w - rect.h - px(20), display=True)
            img = self.text(label, size, palette.TEXT_LIGHT, display=True)
            icon = self.die_image("ready", int(rect.h * 0.6), -10)
            _, dy = art.button_text_offset(rect.h, st)
            total = icon.get_width() + px(12) + img.get_width()
            x = rect.centerx - total // 2
            surface.blit(icon, icon.get_rect(midleft=(x, rect.centery + dy)))
            surface.blit(img, img.get_rect(midleft=(x + icon.get_width() + px(12), rect.centery + dy)))
            keys = self.text(tr("button.keys_roll"), fs(15), (255, 240, 214), bold=True)
            surface.blit(keys, keys.get_rect(midtop=(rect.centerx, rect.bottom + px(3))))
            return
        if self.thinking():
            return
        if self.can_act() and phase in ("move", "bonus"):
            title: str | None
            if phase == "move":
                title, hint = None, tr("label.move_hint")
            else:
                title, hint = tr("label.bonus_title"), tr("label.bonus_hint")
            img = self.image(("hint-card", area.size, title, hint), lambda: self._hint_card(area, title, hint))
            surface.blit(img, area.topleft)

    def _hint_card(self, area: pygame.Rect, title: str | None, hint: str) -> pygame.Surface:
        px = self.px
        surf = pygame.Surface(area.size, pygame.SRCALPHA)
        surf.blit(art.panel(area.w, area.h, px(18), art.tint(palette.HIGHLIGHT, 0.7), palette.HIGHLIGHT), (0, 0))
        inner = layout.hint_card_inner(px, area.w, area.h)
        tlines, tsize, hlines, hsize, height = layout.hint_card_plan(px, inner.w, title, hint)
        y = inner.top + max(0, (inner.h - height) // 2)
        for line in tlines:
            img = get_font(tsize, display=True).render(line, True, palette.TEXT)
            surf.blit(img, (inner.left, y))
            y += layout.line_step(tsize)
        if tlines:
            y += get_font(tsize, display=True).get_height() - layout.line_step(tsize)
        font = get_font(hsize, bold=True)
        for line in hlines:
            img = font.render(line, True, palette.TEXT)
            surf.blit(img, (inner.left, y))
            y += layout.line_step(hsize)
        return surf

    def draw_peek(self, surface: pygame.Surface) -> None:
        """A player's own pieces, worms marked, over the board, until Hide."""
        seat = self.peek_seat
        assert seat is not None
        px, fs = self.px, self.fs
        rect = self.L["peek"]
        worms = self.worms_drawn()
        pieces = list(self.tray_view[seat])
        key = (rect.size, seat, tuple(pieces), tuple(worms.get(i) for i in pieces), i18n.language())
        img = self.redrawn("peek", key, lambda: self._peek_picture(rect, seat, pieces, worms))
        veil = self.image(("veil", self.size), lambda: _veil(self.size))
        surface.blit(veil, (0, 0))
        surface.blit(img, rect)
        hide = self.L["hide"] = pygame.Rect(0, 0, min(rect.w - px(40), px(260)), px(58))
        hint = self.text(tr("button.keys_hide"), fs(14), palette.TEXT, bold=True)
        hide.midbottom = (rect.centerx, rect.bottom - hint.get_height() - px(26))
        st = "hover" if self.hover_control == "hide" else "normal"
        self.draw_small_button(surface, hide, tr("button.hide"), palette.ACCENT, st)
        surface.blit(hint, hint.get_rect(midtop=(hide.centerx, hide.bottom + px(2))))

    def _peek_picture(self, rect: pygame.Rect, seat: int, pieces: list[int],
                      worms: dict[int, bool]) -> pygame.Surface:
        """The peek's panel: the face, whose cheese it is and a hint, then every piece
        with "worm!" or "good" under it (as many in a row as those words allow, at a
        readable size), above the room the Hide button takes (see :meth:`draw_peek`)."""
        px, fs = self.px, self.fs
        rgb = self.seat_rgb(seat)
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        surf.blit(art.panel(rect.w, rect.h, px(24), palette.PANEL, rgb), (0, 0))
        inner = art.panel_body_rect(rect.w, rect.h).inflate(-px(30), -px(20))
        face = art.mouse_face(rgb, px(56))
        surf.blit(face, (inner.left, inner.top))
        text_x = inner.left + px(66)
        text_w = inner.right - text_x
        title = tr("label.peek_title", name=self.seat_name(seat))
        size = self.fit(title, fs(34), text_w, display=True)
        img = get_font(size, display=True).render(ellipsize(title, size, text_w, display=True),
                                                  True, palette.TEXT)
        surf.blit(img, (text_x, inner.top))
        y = inner.top + img.get_height()
        hlines, hs = fit_lines(tr("label.peek_hint"), fs(18), text_w, 2)
        for line in hlines:
            img2 = get_font(hs).render(line, True, palette.TEXT)
            surf.blit(img2, (text_x, y))
            y += layout.line_step(hs)
        top = max(inner.top + px(66), y + px(8))
        hint_h = get_font(fs(14), bold=True).get_height()
        bottom = rect.h - hint_h - px(26) - px(58) - px(8)      # the Hide button's room
        if not pieces:
            t = get_font(fs(24), display=True).render(tr("label.peek_empty"), True, palette.TEXT)
            surf.blit(t, t.get_rect(center=(inner.centerx, (top + bottom) // 2)))
            return surf
        ls = fs(18)
        font = get_font(ls, bold=True)
        label_w = max(font.size(tr("label.worm"))[0], font.size(tr("label.sound"))[0])
        label_h = font.get_height()
        n = len(pieces)
        cols = max(1, min(n, 8, inner.w // (label_w + px(10))))
        rows = -(-n // cols)
        col_w = inner.w / cols
        pic = int(max(8, min(col_w * 0.85, (bottom - top) / rows - label_h - px(4))))
        row_h = pic + label_h + px(4)
        oy = top + max(0, ((bottom - top) - rows * row_h) // 2)
        for k, piece in enumerate(pieces):
            cx = inner.left + (k % cols + 0.5) * col_w
            row_top = oy + (k // cols) * row_h
            cy = row_top + pic / 2
            image = art.cheese_piece(PIECE_SIZES[piece], pic)
            surf.blit(image, image.get_rect(center=(round(cx), round(cy))))
            worm = worms.get(piece)
            if worm:
                w = drole_art.worm(int(pic * 0.6))
                surf.blit(w, w.get_rect(center=(round(cx + pic * 0.24), round(cy - pic * 0.14))))
                label, colour = tr("label.worm"), palette.DANGER
            else:
                label, colour = tr("label.sound"), palette.OK
            t = font.render(label, True, colour)
            surf.blit(t, t.get_rect(midtop=(round(cx), round(row_top + pic + px(2)))))
        return surf

    def draw_banner(self, surface: pygame.Surface) -> None:
        """Whose turn it is -- until the final count starts: then "Final count", and
        once every piece is turned over, the winner(s). Never a turn after the end."""
        player = self.banner_player()
        phase = self.banner_phase()
        rgb = self.seat_rgb(player)
        if phase == "over":
            winners = self.observation()["winners"]
            rgb = self.seat_rgb(winners[0]) if len(winners) == 1 else COUNT_RGB
        elif phase == "count":
            rgb = COUNT_RGB
        self.banner.draw(surface, self.L["banner"], rgb, self.banner_title())

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
            winners = self.observation()["winners"]
            if not winners:
                return tr("banner.over")
            return (tr("message.win", name=self.seat_name(winners[0])) if len(winners) == 1
                    else tr("message.draw"))
        seat = self.session.seats[self.banner_player()]
        return tr("banner.human" if seat.is_human else "banner.cpu", name=seat.name)

    def banner_player(self) -> int:
        """Whose turn the banner shows: the mover, or during the last-piece bonus the
        player who takes a piece (not always the mover: a piece may fall to another)."""
        return self.bonus_view if self.bonus_view is not None else self.turn_view


def _faded(img: pygame.Surface) -> pygame.Surface:
    out = img.copy()
    out.fill((255, 255, 255, 110), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _veil(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((40, 24, 14, 150))
    return surf

