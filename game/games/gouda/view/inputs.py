"""Gouda's table: what a person's keys and clicks do (issue 18: the scene's input, split
from :mod:`.scene`). Each function takes the table scene: what is under the pointer
(a place, a die, a badge, a seat, a stack, a button, a marker's tip), the keyboard focus
(Tab / arrows, Enter or Space), dragging a die onto a badge, and the private hand's own
keys and clicks. What a choice then does is :mod:`.choosing`'s.
"""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from . import board, choosing, layout, seats, targeting

if TYPE_CHECKING:
    from .view_model import GoudaTable, Item

PICK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NAV_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP)


def badge_at(scene: GoudaTable, pos: tuple[int, int]) -> int | None:
    place = scene.roll_place
    if place is None:
        return None
    for owner, rect in scene.badges_of(place).items():
        if rect.inflate(scene.px(6), scene.px(6)).collidepoint(pos):
            return owner
    return None


def die_at(scene: GoudaTable, pos: tuple[int, int]) -> int | None:
    for d in range(len(scene.dice_view)):
        if layout.die_rect(scene.geometry.tray, d).inflate(scene.px(6), scene.px(6)).collidepoint(pos):
            return d
    return None


def seat_at(scene: GoudaTable, pos: tuple[int, int]) -> int | None:
    for s, seat_panel in enumerate(scene.geometry.seats):
        if seat_panel.rect.collidepoint(pos):
            return s
    return None


def stack_at(scene: GoudaTable, pos: tuple[int, int]) -> int | None:
    for i in range(len(scene.stack_view)):
        if layout.stack_rect(scene.geometry.tray, i).collidepoint(pos):
            return i
    return None


def button_at(scene: GoudaTable, pos: tuple[int, int]) -> str | None:
    for key, _, rect, _ in scene.buttons:
        if rect.collidepoint(pos):
            return key
    return None


def item_at(scene: GoudaTable, pos: tuple[int, int]) -> Item | None:
    key = button_at(scene, pos)
    if key is not None:
        return ("button", key)
    for kind, finder, choices in (("die", partial(die_at, scene), scene.die_choices),
                                  ("badge", partial(badge_at, scene), scene.badge_choices),
                                  ("stack", partial(stack_at, scene), scene.stack_choices),
                                  ("seat", partial(seat_at, scene), scene.seat_choices)):
        hit = finder(pos)
        if hit is not None and hit in choices():
            return (kind, hit)
    place = board.place_at(scene.geometry, pos)
    if place is not None and place in scene.place_choices():
        return ("place", place)
    return None


def activate(scene: GoudaTable, item: Item) -> None:
    kind, value = item
    if kind == "place":
        choosing.pick_place(scene, value)
    elif kind == "die":
        choosing.pick_die(scene, value)
    elif kind == "badge":
        choosing.pick_badge(scene, value)
    elif kind == "seat":
        choosing.pick_seat(scene, value)
    elif kind == "stack":
        choosing.pick_stack(scene, value)
    elif kind == "button":
        choosing.press_button(scene, value)


def tip_input(scene: GoudaTable, event: pygame.event.Event) -> bool:
    """Pointing at one's own markers (or a shortened name) shows its tip; a click or
    a tap on one's markers pins the tip open (another closes it), so that a finger
    can read it too. True when the event was the tip's."""
    if event.type == pygame.MOUSEMOTION:
        tip = tip_at(scene, event.pos) or scene.tip_pinned
        if tip != scene.tip:
            scene.tip = tip
            scene.invalidate()
        return False
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        tip = tip_at(scene, event.pos)
        if tip is not None and tip[0] == "markers":
            return True                                   # acted on when released
        if scene.tip_pinned is not None:
            scene.tip = scene.tip_pinned = None
            scene.invalidate()
        return False
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        tip = tip_at(scene, event.pos)
        if tip is not None and tip[0] == "markers":
            same = scene.tip_pinned is not None and scene.tip_pinned[:2] == tip[:2]
            scene.tip_pinned = None if same else tip
            scene.tip = scene.tip_pinned
            scene.app.audio.play("click")
            scene.invalidate()
            return True
    return False


def hand_input(scene: GoudaTable, event: pygame.event.Event) -> None:
    obs = scene.observation()
    held = {k: v for k, v in (obs.hand or {}).items() if v}
    kinds = [k for k in targeting.KINDS if held.get(k)]
    can = targeting.playable(scene.legal_actions())
    H = scene.hand_layout
    if event.type == pygame.MOUSEMOTION and H is not None:
        hover: Any = None
        for kind in kinds:
            if H["cols"][kind]["button"].collidepoint(event.pos) and kind in can:
                hover = ("play", kind)
        if H["close"].collidepoint(event.pos):
            hover = "close"
        if hover != scene.hand_hover:
            scene.hand_hover = hover
            scene.invalidate()
        return
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and H is not None:
        for kind in kinds:
            C = H["cols"][kind]
            if C["button"].collidepoint(event.pos) or C["pic"].collidepoint(event.pos):
                choosing.choose_marker(scene, kind)
                return
        if H["close"].collidepoint(event.pos):
            choosing.close_hand(scene)
        return
    if event.type != pygame.KEYDOWN:
        return
    if event.key == pygame.K_ESCAPE:
        choosing.close_hand(scene)
    elif event.key in NAV_KEYS:
        count = len(kinds) + 1
        back = event.key in (pygame.K_LEFT, pygame.K_UP) or (
            event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))
        scene.hand_focus = ((count - 1 if back else 0) if scene.hand_focus < 0
                           else (scene.hand_focus + (-1 if back else 1)) % count)
        scene.app.audio.play("click")
        scene.invalidate()
    elif event.key in PICK_KEYS:
        if 0 <= scene.hand_focus < len(kinds):
            choosing.choose_marker(scene, kinds[scene.hand_focus])
        elif scene.hand_focus == len(kinds):
            choosing.close_hand(scene)
        else:
            scene.hand_focus = 0
            scene.invalidate()


def on_input(scene: GoudaTable, event: pygame.event.Event) -> None:
    """The pointer (hover, a die dragged onto a badge, clicks) and the keys (:func:`_key`)."""
    if event.type == pygame.MOUSEMOTION:
        if scene.drag_start is not None and scene.sel_die is not None:
            if scene.drag_pos is not None or math.dist(event.pos, scene.drag_start) > scene.px(8):
                scene.drag_pos = event.pos
                scene.invalidate()
        hover = item_at(scene, event.pos)
        if hover != scene.hover:
            scene.hover = hover
            scene.invalidate()
        return
    if not scene.can_act():
        return
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        item = item_at(scene, event.pos)
        if item is None:
            return
        if item[0] == "die" and scene.target is None:
            if scene.sel_die != item[1]:
                choosing.pick_die(scene, item[1])
            scene.drag_start = event.pos
            return
        if item[0] == "button":
            return                      # buttons act when released
        activate(scene, item)
        return
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        dragged = scene.drag_pos is not None
        scene.drag_start = scene.drag_pos = None
        if dragged:
            owner = badge_at(scene, event.pos)
            if owner is not None and owner in scene.badge_choices():
                choosing.pick_badge(scene, owner)
            scene.invalidate()
            return
        key = button_at(scene, event.pos)
        if key is not None:
            choosing.press_button(scene, key)
        return
    if event.type == pygame.KEYDOWN:
        _key(scene, event)


def _key(scene: GoudaTable, event: pygame.event.Event) -> None:
    """Backspace one step back; Tab / arrows move the focus, Enter or Space picks."""
    key = event.key
    if key == pygame.K_BACKSPACE:
        choosing.step_back(scene)
        return
    items = scene.items()
    if key in NAV_KEYS and items:
        back = key in (pygame.K_LEFT, pygame.K_UP) or (
            key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))
        if scene.focus < 0 or scene.focus >= len(items):
            scene.focus = len(items) - 1 if back else 0
        else:
            scene.focus = (scene.focus + (-1 if back else 1)) % len(items)
        scene.app.audio.play("click")
        scene.invalidate()
    elif key in PICK_KEYS and items:
        if 0 <= scene.focus < len(items):
            item = items[scene.focus]
            scene.focus = -1
            activate(scene, item)
        else:
            scene.focus = 0
            scene.invalidate()


def tip_at(scene: GoudaTable, pos: tuple[int, int]) -> tuple[str, int, str] | None:
    """What a pointer at ``pos`` is over that has a tip: one's own markers
    (("markers", seat, kind)) or a name shortened on its panel (("name", seat, ""))."""
    if not scene.laid_out:
        return None
    for seat, seat_panel in enumerate(scene.geometry.seats):
        strip = seats.own_strip(scene, seat)
        if strip is not None and strip.collidepoint(pos):
            kind = ""
            for k, _, r in seats.own_marker_rects(scene, seat):
                if r.inflate(scene.px(6), strip.h).collidepoint(pos):
                    kind = k
            return ("markers", seat, kind)
        if seat_panel.rect.collidepoint(pos) and seats.seat_label(scene, seat, seats.name_box(scene, seat))[2]:
            return ("name", seat, "")
    return None
