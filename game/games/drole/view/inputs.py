"""Drôle's table: what a person's keys and clicks do (issue 18: the scene's input, split
from the view model and the drawing): :class:`DroleInput`, built by the scene
(``self.input = DroleInput(self.model)``), whose :meth:`DroleInput.intercept` and
:meth:`DroleInput.on_input` the scene's hooks forward to. It holds what only input needs
(the arrows kept while the table still shows a step, played one by one); what the
drawing shows of the person's choices (the hovered direction and control, the bonus's
focus, a Peek kept for later) is on the view model (:class:`.view_model.DroleView`),
which it moves; it plays through the shared table (``model.table``).
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

import pygame

from ..actions import Step

if TYPE_CHECKING:
    from .view_model import DroleView

#: The most arrow presses kept while the table is still showing a step (a move has six
#: steps at most: a star, then a 3); never more than the steps left.
KEY_QUEUE = 6
PICK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROWS = {pygame.K_UP: "n", pygame.K_RIGHT: "e", pygame.K_DOWN: "s", pygame.K_LEFT: "w"}


class DroleInput:
    """The keys and clicks of the Drôle de fromage table (see the module's docstring)."""

    def __init__(self, model: DroleView):
        self.model = model
        self.table = model.table
        self.key_queue: deque[int] = deque()        # arrows pressed during an animation
        self.key_queue_seat: int | None = None      # whose move they are for

    def intercept(self, event: pygame.event.Event) -> bool:
        """What comes before the table's controls and moves (the table has no answer bar):
        the peek overlay and the Peek buttons first (a click on Peek while the die waits
        must not roll it), the hovered control, the arrows kept for later. True if the
        event was used here."""
        if self.model.peek_seat is not None:
            if event.type == pygame.KEYDOWN and event.key in (*PICK_KEYS, pygame.K_h):
                self.hide_peek()
                return True
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                if self.model.hide_rect().collidepoint(event.pos):
                    self.hide_peek()
                return True
            if event.type == pygame.MOUSEMOTION:
                self.hover_at(event.pos)
                return True
            # Esc or P pause (the controls' keys); nothing else reaches the table
            return not (event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for seat in self.model.peek_seats():
                if self.model.peek_rect(seat).collidepoint(event.pos):
                    self.start_peek(seat)
                    return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_at(event.pos)
        return event.type == pygame.KEYDOWN and event.key in ARROWS and self.keep_key(event.key)

    def hover_at(self, pos: tuple[int, int]) -> None:
        """The Roll, Peek or Hide button under the pointer lights up."""
        hover: Any = None
        if self.model.peek_seat is not None:
            hover = "hide" if self.model.hide_rect().collidepoint(pos) else None
        else:
            for seat in self.model.peek_seats():
                if self.model.peek_rect(seat).collidepoint(pos):
                    hover = ("peek", seat)
            if self.table.awaiting_throw() and self.model.geometry.side.roll_button.collidepoint(pos):
                hover = "roll"
        if hover != self.model.hover_control:
            self.model.hover_control = hover
            self.table.invalidate()

    def on_input(self, event: pygame.event.Event) -> None:
        """A key or click for the game itself (the table is not busy): the hover, the
        die, a step (a click on a glowing square or an arrow), the bonus's take."""
        model, table = self.model, self.table
        if event.type == pygame.MOUSEMOTION:
            d = self.direction_at(event.pos)
            b = self.bonus_at(event.pos)
            if d != model.hover_dir or b != model.bonus_hover:
                model.hover_dir, model.bonus_hover = d, b
                table.invalidate()
            return
        if table.awaiting_throw():
            if self.throw_press(event):
                table.throw()
            return
        if not table.can_act():
            return
        phase = model.observation().phase
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if phase == "move":
                d = self.direction_at(event.pos)
                if d is not None:
                    table.play(Step(d))
            elif phase == "bonus":
                k = self.bonus_at(event.pos)
                if k is not None:
                    table.app.audio.play("click")
                    table.play(model.bonus_choices()[k])
            return
        if event.type != pygame.KEYDOWN:
            return
        if phase == "move" and event.key in ARROWS:
            d = ARROWS[event.key]
            if d in model.step_choices():
                table.play(Step(d))
            else:
                table.app.audio.play("error")
        elif phase == "bonus":
            self.bonus_key(event)

    def bonus_key(self, event: pygame.event.Event) -> None:
        """The last-piece bonus with the keys: arrows or Tab move the focus over the
        pieces that may be taken, Enter or Space takes the one in focus."""
        model, table = self.model, self.table
        key = event.key
        choices = model.bonus_choices()
        if key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB, pygame.K_LEFT, pygame.K_UP) and choices:
            back = key in (pygame.K_LEFT, pygame.K_UP) or (
                key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))
            if model.bonus_focus < 0:
                model.bonus_focus = len(choices) - 1 if back else 0
            else:
                model.bonus_focus = (model.bonus_focus + (-1 if back else 1)) % len(choices)
            table.app.audio.play("click")
            table.invalidate()
        elif key in PICK_KEYS and choices:
            if 0 <= model.bonus_focus < len(choices):
                table.app.audio.play("click")
                table.play(choices[model.bonus_focus])
            else:
                model.bonus_focus = 0
                table.invalidate()

    def keep_key(self, key: int) -> bool:
        """An arrow pressed while the table still shows this person's die or last step
        (the rules are ahead of the screen): kept, to be played once the table has
        caught up (:meth:`play_kept_key`), as a person pressing Up six times expects
        six steps. Only for the person whose move it is, no more presses than steps
        left (:data:`KEY_QUEUE` at most). True if the key was kept."""
        if not (self.table.busy() or self.key_queue):
            return False                     # nothing to wait for: played at once
        obs = self.model.observation()       # the move, whose turn, the steps left: public
        seat = self.table.driver.deciding()
        if (obs.phase != "move" or seat is None
                or seat != obs.turn or self.model.banner_player() != seat
                or self.table.input_guarded() or self.model.peek_seat is not None):
            return False
        if self.key_queue_seat != seat:
            self.key_queue.clear()
            self.key_queue_seat = seat
        if len(self.key_queue) < min(KEY_QUEUE, obs.steps_left):
            self.key_queue.append(key)
        return True                          # (a press beyond the steps left: ignored)

    def play_kept_key(self) -> bool:
        """Play the next kept arrow once the table is settled; drop them all when the
        move is over (another turn, a fall that ended it, the bonus) or when the step is
        not possible any more (a buzz). True if something happened."""
        if self.model.peek_pending is not None and not self.table.busy():
            seat, self.model.peek_pending = self.model.peek_pending, None
            if seat in self.model.peek_seats():
                self.start_peek(seat)
            return True
        if not self.key_queue:
            return False
        obs = self.model.observation()
        if (obs.phase != "move" or obs.turn != self.key_queue_seat
                or self.table.driver.paused):
            self.forget_keys()
            return False
        if self.table.busy() or not self.table.can_act():
            return False
        d = ARROWS[self.key_queue.popleft()]
        if d in self.model.step_choices():
            self.table.play(Step(d))
        else:
            self.table.app.audio.play("error")
            self.forget_keys()
        return True

    def direction_at(self, pos: tuple[int, int]) -> str | None:
        for d, prev in self.model.step_choices().items():
            if self.model.square_rect(*prev.target).collidepoint(pos):
                return d
        return None

    def bonus_at(self, pos: tuple[int, int]) -> int | None:
        for k, take in enumerate(self.model.bonus_choices()):
            if self.model.take_rect(take).collidepoint(pos):
                return k
        return None

    def throw_press(self, event: pygame.event.Event) -> bool:
        """Space / Enter, or a click on the Roll button or the die, rolls the waiting die
        (a click elsewhere on the table, a square or a tray, does not)."""
        if event.type == pygame.KEYDOWN:
            return event.key in PICK_KEYS
        return (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and (self.model.geometry.side.roll_button.collidepoint(event.pos)
                     or self.model.geometry.side.die_box.collidepoint(event.pos)))

    # ------------------------------------------------------------------ the peek
    def forget_keys(self) -> None:
        """Arrows kept for later are dropped (a pause, an undo, a peek, the move over)."""
        self.key_queue.clear()
        self.key_queue_seat = None

    def start_peek(self, seat: int) -> None:
        """Peek button: the table shows that player's own view, after the others look
        away (the pass screen, when several people play). Clicked while that player's
        own animation runs, the peek opens as soon as it is over."""
        table = self.table
        self.forget_keys()
        if table.busy():
            self.model.peek_pending = seat
            table.app.audio.play("click")
            table.invalidate()
            return
        self.model.peek_pending = None
        if table.driver.request_private_view(seat):
            table.app.audio.play("click")
        else:
            table.app.audio.play("error")

    def hide_peek(self) -> None:
        self.table.driver.close_private_view()
        self.table.app.audio.play("click")
        self.table.invalidate()
