"""Drôle's table: what a person's keys and clicks do (issue 18: the scene's input, split
from :mod:`.scene`). Each function takes the table's view model
(:class:`.view_model.DroleView`): the arrows (kept while the table still shows a step,
played one by one), a click on a direction, a square, the bonus or the take, the die.
"""

from __future__ import annotations

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


def intercept(scene: DroleView, event: pygame.event.Event) -> bool:
    """What comes before the table's controls and moves (the table has no answer bar):
    the peek overlay and the Peek buttons first (a click on Peek while the die waits
    must not roll it), the hovered control, the arrows kept for later. True if the
    event was used here."""
    if scene.peek_seat is not None:
        if event.type == pygame.KEYDOWN and event.key in (*PICK_KEYS, pygame.K_h):
            scene.hide_peek()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if scene.hide_rect().collidepoint(event.pos):
                scene.hide_peek()
            return True
        if event.type == pygame.MOUSEMOTION:
            hover_control(scene, event.pos)
            return True
        # Esc or P pause (the controls' keys); nothing else reaches the table
        return not (event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p))
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        for seat in scene.peek_seats():
            if scene.peek_rect(seat).collidepoint(event.pos):
                scene.start_peek(seat)
                return True
    if event.type == pygame.MOUSEMOTION:
        hover_control(scene, event.pos)
    return event.type == pygame.KEYDOWN and event.key in ARROWS and keep_key(scene, event.key)


def hover_control(scene: DroleView, pos: tuple[int, int]) -> None:
    """The Roll, Peek or Hide button under the pointer lights up."""
    hover: Any = None
    if scene.peek_seat is not None:
        hover = "hide" if scene.hide_rect().collidepoint(pos) else None
    else:
        for seat in scene.peek_seats():
            if scene.peek_rect(seat).collidepoint(pos):
                hover = ("peek", seat)
        if scene.awaiting_throw() and scene.geometry.side.roll_button.collidepoint(pos):
            hover = "roll"
    if hover != scene.hover_control:
        scene.hover_control = hover
        scene.invalidate()


def on_input(scene: DroleView, event: pygame.event.Event) -> None:
    if event.type == pygame.MOUSEMOTION:
        d = direction_at(scene, event.pos)
        b = bonus_at(scene, event.pos)
        if d != scene.hover_dir or b != scene.bonus_hover:
            scene.hover_dir, scene.bonus_hover = d, b
            scene.invalidate()
        return
    if scene.awaiting_throw():
        if throw_press(scene, event):
            scene.throw()
        return
    if not scene.can_act():
        return
    phase = scene.observation().phase
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        if phase == "move":
            d = direction_at(scene, event.pos)
            if d is not None:
                scene.play(Step(d))
        elif phase == "bonus":
            k = bonus_at(scene, event.pos)
            if k is not None:
                scene.app.audio.play("click")
                scene.play(scene.bonus_choices()[k])
        return
    if event.type != pygame.KEYDOWN:
        return
    key = event.key
    if phase == "move" and key in ARROWS:
        d = ARROWS[key]
        if d in scene.step_choices():
            scene.play(Step(d))
        else:
            scene.app.audio.play("error")
    elif phase == "bonus":
        choices = scene.bonus_choices()
        if key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB, pygame.K_LEFT, pygame.K_UP) and choices:
            back = key in (pygame.K_LEFT, pygame.K_UP) or (
                key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))
            if scene.bonus_focus < 0:
                scene.bonus_focus = len(choices) - 1 if back else 0
            else:
                scene.bonus_focus = (scene.bonus_focus + (-1 if back else 1)) % len(choices)
            scene.app.audio.play("click")
            scene.invalidate()
        elif key in PICK_KEYS and choices:
            if 0 <= scene.bonus_focus < len(choices):
                scene.app.audio.play("click")
                scene.play(choices[scene.bonus_focus])
            else:
                scene.bonus_focus = 0
                scene.invalidate()


def keep_key(scene: DroleView, key: int) -> bool:
    """An arrow pressed while the table still shows this person's die or last step
    (the rules are ahead of the screen): kept, to be played once the table has
    caught up (:meth:`play_kept_key`), as a person pressing Up six times expects
    six steps. Only for the person whose move it is, no more presses than steps
    left (:data:`KEY_QUEUE` at most). True if the key was kept."""
    if not (scene.busy() or scene.key_queue):
        return False                     # nothing to wait for: played at once
    obs = scene.observation()            # the move, whose turn, the steps left: public
    seat = scene.driver.deciding()
    if (obs.phase != "move" or seat is None
            or seat != obs.turn or scene.banner_player() != seat
            or scene.input_guarded() or scene.peek_seat is not None):
        return False
    if scene.key_queue_seat != seat:
        scene.key_queue.clear()
        scene.key_queue_seat = seat
    if len(scene.key_queue) < min(KEY_QUEUE, obs.steps_left):
        scene.key_queue.append(key)
    return True                          # (a press beyond the steps left: ignored)


def play_kept_key(scene: DroleView) -> bool:
    """Play the next kept arrow once the table is settled; drop them all when the
    move is over (another turn, a fall that ended it, the bonus) or when the step is
    not possible any more (a buzz). True if something happened."""
    if scene.peek_pending is not None and not scene.busy():
        seat, scene.peek_pending = scene.peek_pending, None
        if seat in scene.peek_seats():
            scene.start_peek(seat)
        return True
    if not scene.key_queue:
        return False
    obs = scene.observation()
    if (obs.phase != "move" or obs.turn != scene.key_queue_seat
            or scene.driver.paused):
        scene.forget_keys()
        return False
    if scene.busy() or not scene.can_act():
        return False
    d = ARROWS[scene.key_queue.popleft()]
    if d in scene.step_choices():
        scene.play(Step(d))
    else:
        scene.app.audio.play("error")
        scene.forget_keys()
    return True


def direction_at(scene: DroleView, pos: tuple[int, int]) -> str | None:
    for d, prev in scene.step_choices().items():
        if scene.square_rect(*prev.target).collidepoint(pos):
            return d
    return None


def bonus_at(scene: DroleView, pos: tuple[int, int]) -> int | None:
    for k, take in enumerate(scene.bonus_choices()):
        if scene.take_rect(take).collidepoint(pos):
            return k
    return None


def throw_press(scene: DroleView, event: pygame.event.Event) -> bool:
    """Space / Enter, or a click on the Roll button or the die, rolls the waiting die
    (a click elsewhere on the table, a square or a tray, does not)."""
    if event.type == pygame.KEYDOWN:
        return event.key in PICK_KEYS
    return (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
            and (scene.geometry.side.roll_button.collidepoint(event.pos)
                 or scene.geometry.side.die_box.collidepoint(event.pos)))
