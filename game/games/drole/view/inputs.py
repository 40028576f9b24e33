"""Drôle's table: what a person's keys and clicks do (issue 18: the scene's input, split
from :mod:`.scene`). Each function takes the table scene: the arrows (kept while the
table still shows a step, played one by one), a click on a direction, a square, the
bonus or the take, and the peek's buttons.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..actions import Step, Take

if TYPE_CHECKING:
    pass
from . import panels

if TYPE_CHECKING:
    from .scene import GameScene

KEY_QUEUE = 6
PICK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROWS = {pygame.K_UP: "n", pygame.K_RIGHT: "e", pygame.K_DOWN: "s", pygame.K_LEFT: "w"}


def on_input(scene: GameScene, event: pygame.event.Event) -> None:
    if event.type == pygame.MOUSEMOTION:
        d = direction_at(scene, event.pos)
        b = bonus_at(scene, event.pos)
        if d != scene.hover_dir or b != scene.bonus_hover:
            scene.hover_dir, scene.bonus_hover = d, b
            scene.invalidate()
        return
    if scene.awaiting_throw():
        if scene._throw_press(event):
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


def keep_key(scene: GameScene, key: int) -> bool:
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
            or seat != obs.turn or panels.banner_player(scene) != seat
            or scene.input_guarded() or scene.peek_seat is not None):
        return False
    if scene.key_queue_seat != seat:
        scene.key_queue.clear()
        scene.key_queue_seat = seat
    if len(scene.key_queue) < min(KEY_QUEUE, obs.steps_left):
        scene.key_queue.append(key)
    return True                          # (a press beyond the steps left: ignored)


def play_kept_key(scene: GameScene) -> bool:
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
        forget_keys(scene)
        return False
    if scene.busy() or not scene.can_act():
        return False
    d = ARROWS[scene.key_queue.popleft()]
    if d in scene.step_choices():
        scene.play(Step(d))
    else:
        scene.app.audio.play("error")
        forget_keys(scene)
    return True


def forget_keys(scene: GameScene) -> None:
    scene.key_queue.clear()
    scene.key_queue_seat = None


def direction_at(scene: GameScene, pos: tuple[int, int]) -> str | None:
    for d, prev in scene.step_choices().items():
        if scene.square_rect(*prev.target).collidepoint(pos):
            return d
    return None


def take_rect(scene: GameScene, take: Take) -> pygame.Rect:
    x, y, s = scene.resolve(("tray", take.opponent, take.piece))
    rect = pygame.Rect(0, 0, int(s), int(s))
    rect.center = (round(x), round(y))
    return rect


def bonus_at(scene: GameScene, pos: tuple[int, int]) -> int | None:
    for k, take in enumerate(scene.bonus_choices()):
        if take_rect(scene, take).collidepoint(pos):
            return k
    return None
