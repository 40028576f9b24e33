"""Souris et cubes de fromage's table: what a person's keys and clicks do (issue 18: the
scene's input, split from :mod:`.scene`). :class:`CubesInput` is built by the scene on
its view model (:class:`.view_model.CubesView`) and gets the scene's ``on_input``: the
pointer over the big buttons and the stacks that may be taken, a click (a button is
pressed on the way down and acts on the way up, a stack is taken at once), the keys (R
or Space rolls, S or Enter stops; during the white-mouse swap the arrows or Tab move
over the offers and Enter takes one or keeps).

It keeps no state of its own: what it changes is drawn (a button's hover and press, the
stack under the pointer, the keyboard's focus), so it lives on the model.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..rules import EXCHANGE
from . import swap_choice
from .swap_choice import NAV_KEYS, PICK_KEYS

if TYPE_CHECKING:
    from .view_model import CubesView


class CubesInput:
    """A person's clicks and keys on the table (see the module's docstring)."""

    def __init__(self, model: CubesView) -> None:
        self.model = model
        self.table = model.table

    def on_input(self, event: pygame.event.Event) -> None:
        """A person's event on the table (the pointer moves over it whoever may act)."""
        if event.type == pygame.MOUSEMOTION:
            self.on_pointer_move(event.pos)
            return
        if not self.table.can_act():
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.on_press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.on_release(event.pos)
        elif event.type == pygame.KEYDOWN:
            self.on_key(event)

    def on_pointer_move(self, pos: tuple[int, int]) -> None:
        """The big button and the stack under the pointer light up."""
        model = self.model
        chooser = model.chooser
        changed = False
        for b in model.buttons:
            hover = b.rect.collidepoint(pos)
            if hover != b.hover:
                b.hover, changed = hover, True
        stack = model.stack_at(pos) if chooser.choices else None
        if stack != chooser.hover:
            chooser.hover, changed = stack, True
        if changed:
            self.table.invalidate()

    def on_press(self, pos: tuple[int, int]) -> None:
        """A big button goes down (it acts when released over it); a stack offered is taken."""
        model = self.model
        for b in model.buttons:
            if b.rect.collidepoint(pos):
                b.pressed = True
                self.table.invalidate()
                return
        choice = model.chooser.choice_for(model.stack_at(pos))
        if choice is not None:
            self.table.app.audio.play("click")
            model.do_swap(choice)

    def on_release(self, pos: tuple[int, int]) -> None:
        """The pressed button comes up: it acts if the pointer is still over it."""
        for b in self.model.buttons:
            was, b.pressed = b.pressed, False
            if was:
                self.table.invalidate()
                if b.rect.collidepoint(pos):
                    b.action()
                    return

    def on_key(self, event: pygame.event.Event) -> None:
        """R or Space rolls, S or Enter stops; during the swap, the offers' keys."""
        key = event.key
        if self.model.observation().phase == EXCHANGE:
            self.on_swap_key(event)
            return
        if key in (pygame.K_r, pygame.K_SPACE):
            self.model.do_roll()
        elif key in (pygame.K_s, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.model.do_stop()

    def on_swap_key(self, event: pygame.event.Event) -> None:
        """The white-mouse swap: the arrows or Tab move over the offers (and Keep), Enter
        takes the one focused (or keeps); Roll and Stop are not offered (a buzz)."""
        model, table = self.model, self.table
        chooser = model.chooser
        key = event.key
        if key in NAV_KEYS:
            chooser.step(swap_choice.is_back(event))
            model.mark_focus()
            table.app.audio.play("click")
            table.invalidate()
        elif key in PICK_KEYS:
            if chooser.focus < 0:
                chooser.focus = 0
                model.mark_focus()
                table.invalidate()
            elif (swap := chooser.focused()) is not None:
                table.app.audio.play("click")
                model.do_swap(swap)
            else:
                model.do_keep()
        elif key in (pygame.K_r, pygame.K_s):
            table.app.audio.play("error")
