"""Souris et cubes de fromage's table: what a person's keys and clicks do (issue 18: the
scene's input, split from :mod:`.scene`). Each function takes the table's view model
(:class:`.view_model.CubesView`): the pointer over the big buttons and the stacks that
may be taken, a click (a button is pressed on the way down and acts on the way up, a
stack is taken at once), the keys (R or Space rolls, S or Enter stops; during the
white-mouse swap the arrows or Tab move over the offers and Enter takes one or keeps).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..rules import EXCHANGE
from . import swap_choice
from .swap_choice import NAV_KEYS, PICK_KEYS

if TYPE_CHECKING:
    from .view_model import CubesView


def on_input(scene: CubesView, event: pygame.event.Event) -> None:
    """A person's event on the table (the pointer moves over it whoever may act)."""
    if event.type == pygame.MOUSEMOTION:
        on_pointer_move(scene, event.pos)
        return
    if not scene.can_act():
        return
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        on_press(scene, event.pos)
    elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        on_release(scene, event.pos)
    elif event.type == pygame.KEYDOWN:
        on_key(scene, event)


def on_pointer_move(scene: CubesView, pos: tuple[int, int]) -> None:
    """The big button and the stack under the pointer light up."""
    chooser = scene.chooser
    changed = False
    for b in scene.buttons:
        hover = b.rect.collidepoint(pos)
        if hover != b.hover:
            b.hover, changed = hover, True
    stack = scene.stack_at(pos) if chooser.choices else None
    if stack != chooser.hover:
        chooser.hover, changed = stack, True
    if changed:
        scene.invalidate()


def on_press(scene: CubesView, pos: tuple[int, int]) -> None:
    """A big button goes down (it acts when released over it); a stack offered is taken."""
    for b in scene.buttons:
        if b.rect.collidepoint(pos):
            b.pressed = True
            scene.invalidate()
            return
    choice = scene.chooser.choice_for(scene.stack_at(pos))
    if choice is not None:
        scene.app.audio.play("click")
        scene.do_swap(choice)


def on_release(scene: CubesView, pos: tuple[int, int]) -> None:
    """The pressed button comes up: it acts if the pointer is still over it."""
    for b in scene.buttons:
        was, b.pressed = b.pressed, False
        if was:
            scene.invalidate()
            if b.rect.collidepoint(pos):
                b.action()
                return


def on_key(scene: CubesView, event: pygame.event.Event) -> None:
    """R or Space rolls, S or Enter stops; during the swap, the offers' keys."""
    key = event.key
    if scene.observation().phase == EXCHANGE:
        on_swap_key(scene, event)
        return
    if key in (pygame.K_r, pygame.K_SPACE):
        scene.do_roll()
    elif key in (pygame.K_s, pygame.K_RETURN, pygame.K_KP_ENTER):
        scene.do_stop()


def on_swap_key(scene: CubesView, event: pygame.event.Event) -> None:
    """The white-mouse swap: the arrows or Tab move over the offers (and Keep), Enter
    takes the one focused (or keeps); Roll and Stop are not offered (a buzz)."""
    chooser = scene.chooser
    key = event.key
    if key in NAV_KEYS:
        chooser.step(swap_choice.is_back(event))
        scene.mark_focus()
        scene.app.audio.play("click")
        scene.invalidate()
    elif key in PICK_KEYS:
        if chooser.focus < 0:
            chooser.focus = 0
            scene.mark_focus()
            scene.invalidate()
        elif (swap := chooser.focused()) is not None:
            scene.app.audio.play("click")
            scene.do_swap(swap)
        else:
            scene.do_keep()
    elif key in (pygame.K_r, pygame.K_s):
        scene.app.audio.play("error")
