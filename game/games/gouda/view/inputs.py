"""Gouda's table: what a person's keys and clicks do (issue 18: the scene's input, its
own object). :class:`GoudaInput` is built by :class:`~.scene.GameScene` on the view model
(:class:`~.view_model.GoudaView`); the scene's ``intercept`` and ``on_input`` hooks
forward to it. It finds what is under the pointer (a place, a die, a badge, a seat, a
stack, a button, a marker's tip), moves the keyboard focus (Tab / arrows, Enter or
Space), drags a die onto a badge, and reads the private hand's own keys and clicks.
What a choice then does is :mod:`.choosing`'s.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from ....core.protocol import Action
from . import board, choosing, layout, seats, targeting

if TYPE_CHECKING:
    from .view_model import GoudaView, Item

PICK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NAV_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP)


class GoudaInput:
    """A person's keys and clicks on the Gouda! Gouda! table (see the module's
    docstring): built by :class:`~.scene.GameScene` on the view model, whose hover,
    focus, tips and choice it moves (they are drawn); it holds only what nobody draws
    (where a drag began)."""

    def __init__(self, view: GoudaView) -> None:
        self.view = view
        #: where the pointer went down on a die (a drag begins once it moved a little)
        self.drag_start: tuple[int, int] | None = None

    def intercept(self, event: pygame.event.Event) -> bool:
        """After the answer bar (the shared table's), the open hand comes first (only P
        still pauses, H and the Hint button still hint), then the tips, then Esc one
        step back; then the shared controls."""
        view, table = self.view, self.view.table
        hand_up = view.hand_open and view.hand_seat() is not None
        if not hand_up and self.tip_input(event):
            return True
        if hand_up:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_p, pygame.K_h):
                return False                                  # the controls pause, hint
            if (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
                    and table.controls.show_hint() and table.controls.hint_rect.collidepoint(event.pos)):
                return False                                  # the Hint button (issue 19)
            self.hand_input(event)
            return True
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
                and (view.target is not None or view.sel_die is not None) and not table.log_drawer.open):
            choosing.step_back(view)
            return True
        return False

    # the person's choices the tests play as a click or a key would (:mod:`.choosing`)
    def do(self, action: Action) -> None:
        choosing.do(self.view, action)

    def press_button(self, key: str) -> None:
        choosing.press_button(self.view, key)

    def close_hand(self) -> None:
        choosing.close_hand(self.view)

    def finish_marker(self, action: Action) -> None:
        choosing.finish_marker(self.view, action)

    def choose_marker(self, kind: str) -> None:
        choosing.choose_marker(self.view, kind)

    # ----------------------------------------------------------- what is where
    def badge_at(self, pos: tuple[int, int]) -> int | None:
        view, table = self.view, self.view.table
        place = view.roll_place
        if place is None:
            return None
        for owner, rect in view.badges_of(place).items():
            if rect.inflate(table.px(6), table.px(6)).collidepoint(pos):
                return owner
        return None

    def die_at(self, pos: tuple[int, int]) -> int | None:
        view, table = self.view, self.view.table
        for d in range(len(view.dice_view)):
            if layout.die_rect(view.geometry.tray, d).inflate(table.px(6), table.px(6)).collidepoint(pos):
                return d
        return None

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        view = self.view
        for s, seat_panel in enumerate(view.geometry.seats):
            if seat_panel.rect.collidepoint(pos):
                return s
        return None

    def stack_at(self, pos: tuple[int, int]) -> int | None:
        view = self.view
        for i in range(len(view.stack_view)):
            if layout.stack_rect(view.geometry.tray, i).collidepoint(pos):
                return i
        return None

    def button_at(self, pos: tuple[int, int]) -> str | None:
        view = self.view
        for key, _, rect, _ in view.buttons:
            if rect.collidepoint(pos):
                return key
        return None

    def item_at(self, pos: tuple[int, int]) -> Item | None:
        view = self.view
        key = self.button_at(pos)
        if key is not None:
            return ("button", key)
        for kind, finder, choices in (("die", self.die_at, view.die_choices),
                                      ("badge", self.badge_at, view.badge_choices),
                                      ("stack", self.stack_at, view.stack_choices),
                                      ("seat", self.seat_at, view.seat_choices)):
            hit = finder(pos)
            if hit is not None and hit in choices():
                return (kind, hit)
        place = board.place_at(view.geometry, pos)
        if place is not None and place in view.place_choices():
            return ("place", place)
        return None

    def activate(self, item: Item) -> None:
        view = self.view
        kind, value = item
        if kind == "place":
            choosing.pick_place(view, value)
        elif kind == "die":
            choosing.pick_die(view, value)
        elif kind == "badge":
            choosing.pick_badge(view, value)
        elif kind == "seat":
            choosing.pick_seat(view, value)
        elif kind == "stack":
            choosing.pick_stack(view, value)
        elif kind == "button":
            choosing.press_button(view, value)

    def tip_input(self, event: pygame.event.Event) -> bool:
        """Pointing at one's own markers (or a shortened name) shows its tip; a click or
        a tap on one's markers pins the tip open (another closes it), so that a finger
        can read it too. True when the event was the tip's."""
        view, table = self.view, self.view.table
        if event.type == pygame.MOUSEMOTION:
            tip = self.tip_at(event.pos) or view.tip_pinned
            if tip != view.tip:
                view.tip = tip
                table.invalidate()
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            tip = self.tip_at(event.pos)
            if tip is not None and tip[0] == "markers":
                return True                                   # acted on when released
            if view.tip_pinned is not None:
                view.tip = view.tip_pinned = None
                table.invalidate()
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            tip = self.tip_at(event.pos)
            if tip is not None and tip[0] == "markers":
                same = view.tip_pinned is not None and view.tip_pinned[:2] == tip[:2]
                view.tip_pinned = None if same else tip
                view.tip = view.tip_pinned
                table.app.audio.play("click")
                table.invalidate()
                return True
        return False

    def hand_input(self, event: pygame.event.Event) -> None:
        view, table = self.view, self.view.table
        obs = view.observation()
        held = {k: v for k, v in (obs.hand or {}).items() if v}
        kinds = [k for k in targeting.KINDS if held.get(k)]
        can = targeting.playable(table.legal_actions())
        H = view.hand_layout
        if event.type == pygame.MOUSEMOTION and H is not None:
            hover: Any = None
            for kind in kinds:
                if H["cols"][kind]["button"].collidepoint(event.pos) and kind in can:
                    hover = ("play", kind)
            if H["close"].collidepoint(event.pos):
                hover = "close"
            if hover != view.hand_hover:
                view.hand_hover = hover
                table.invalidate()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and H is not None:
            for kind in kinds:
                C = H["cols"][kind]
                if C["button"].collidepoint(event.pos) or C["pic"].collidepoint(event.pos):
                    choosing.choose_marker(view, kind)
                    return
            if H["close"].collidepoint(event.pos):
                choosing.close_hand(view)
            return
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            choosing.close_hand(view)
        elif event.key in NAV_KEYS:
            count = len(kinds) + 1
            back = event.key in (pygame.K_LEFT, pygame.K_UP) or (
                event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))
            view.hand_focus = ((count - 1 if back else 0) if view.hand_focus < 0
                               else (view.hand_focus + (-1 if back else 1)) % count)
            table.app.audio.play("click")
            table.invalidate()
        elif event.key in PICK_KEYS:
            if 0 <= view.hand_focus < len(kinds):
                choosing.choose_marker(view, kinds[view.hand_focus])
            elif view.hand_focus == len(kinds):
                choosing.close_hand(view)
            else:
                view.hand_focus = 0
                table.invalidate()

    def on_input(self, event: pygame.event.Event) -> None:
        """The pointer (hover, a die dragged onto a badge, clicks) and the keys (:func:`_key`)."""
        view, table = self.view, self.view.table
        if event.type == pygame.MOUSEMOTION:
            if self.drag_start is not None and view.sel_die is not None:
                if view.drag_pos is not None or math.dist(event.pos, self.drag_start) > table.px(8):
                    view.drag_pos = event.pos
                    table.invalidate()
            hover = self.item_at(event.pos)
            if hover != view.hover:
                view.hover = hover
                table.invalidate()
            return
        if not table.can_act():
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            item = self.item_at(event.pos)
            if item is None:
                return
            if item[0] == "die" and view.target is None:
                if view.sel_die != item[1]:
                    choosing.pick_die(view, item[1])
                self.drag_start = event.pos
                return
            if item[0] == "button":
                return                      # buttons act when released
            self.activate(item)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            dragged = view.drag_pos is not None
            self.drag_start = view.drag_pos = None
            if dragged:
                owner = self.badge_at(event.pos)
                if owner is not None and owner in view.badge_choices():
                    choosing.pick_badge(view, owner)
                table.invalidate()
                return
            key = self.button_at(event.pos)
            if key is not None:
                choosing.press_button(view, key)
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)

    def _key(self, event: pygame.event.Event) -> None:
        """Backspace one step back; Tab / arrows move the focus, Enter or Space picks."""
        view, table = self.view, self.view.table
        key = event.key
        if key == pygame.K_BACKSPACE:
            choosing.step_back(view)
            return
        items = view.items()
        if key in NAV_KEYS and items:
            back = key in (pygame.K_LEFT, pygame.K_UP) or (
                key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))
            if view.focus < 0 or view.focus >= len(items):
                view.focus = len(items) - 1 if back else 0
            else:
                view.focus = (view.focus + (-1 if back else 1)) % len(items)
            table.app.audio.play("click")
            table.invalidate()
        elif key in PICK_KEYS and items:
            if 0 <= view.focus < len(items):
                item = items[view.focus]
                view.focus = -1
                self.activate(item)
            else:
                view.focus = 0
                table.invalidate()

    def tip_at(self, pos: tuple[int, int]) -> tuple[str, int, str] | None:
        """What a pointer at ``pos`` is over that has a tip: one's own markers
        (("markers", seat, kind)) or a name shortened on its panel (("name", seat, ""))."""
        view, table = self.view, self.view.table
        if not view.laid_out:
            return None
        for seat, seat_panel in enumerate(view.geometry.seats):
            strip = seats.own_strip(view, seat)
            if strip is not None and strip.collidepoint(pos):
                kind = ""
                for k, _, r in seats.own_marker_rects(view, seat):
                    if r.inflate(table.px(6), strip.h).collidepoint(pos):
                        kind = k
                return ("markers", seat, kind)
            if seat_panel.rect.collidepoint(pos) and seats.seat_label(view, seat, seats.name_box(view, seat))[2]:
                return ("name", seat, "")
        return None
