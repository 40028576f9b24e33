"""Chaos's table: what a person's keys and clicks do (issue 18: the scene split into
input, view model and drawing). :class:`ChaosInput`, built by :class:`.scene.GameScene`
over the view model (:class:`.view_model.ChaosView`), takes the table's input
(``on_input``, while the table is not busy): what is under the pointer (a square, a
hideout, the table, a cover, a mouse, a tip arrow), the keyboard cursor (arrows, Enter
or Space, the jumps), and what picking a thing does (a piece chosen, a destination, the
card's buttons), played through the model (``model.do``, ``model.choose``). It keeps
no state of its own: what is under the pointer and the cursor are drawn, so the model
holds them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ....core.protocol import Action
from ..level import square_name
from . import layout
from .basics import Item, Sq
from .layout import kitchen

if TYPE_CHECKING:
    from .view_model import ChaosView

PICK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROW_DIRS = {pygame.K_UP: "up", pygame.K_DOWN: "down", pygame.K_LEFT: "left", pygame.K_RIGHT: "right"}
ARROWS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}


class ChaosInput:
    """A person's keys and clicks on the Chaos table (see the module's docstring)."""

    def __init__(self, model: ChaosView):
        self.model = model
        self.table = model.table

    def do(self, action: Action) -> None:
        """Play a person's choice (a click, a key), through the table's gate (in a
        guided game, only the step's action is played)."""
        self.model.selected = None
        self.table.play(action, click=True)
        self.model.chosen()
        self.table.invalidate()

    def activate(self, item: Item | None) -> bool:
        """A click (or Enter) on ``item``: True if it did something."""
        if item is None or not self.table.can_act():
            return False
        opts = self.model.options()
        phase = self.model.phase()
        if phase == "cover":
            return self._activate_cover(item, opts)
        if phase == "place":
            if item[0] == "sq" and item[1] in opts["puts"]:
                self.do(opts["puts"][item[1]])
                return True
            return False
        if phase == "move":
            return self._activate_move(item)
        if phase == "chair":
            return self._activate_chair(item, opts)
        return False

    def _activate_cover(self, item: Item, opts: dict[str, Any]) -> bool:
        """Lifting a cover: the cover itself, its square, or the table (its first cover)."""
        kind = item[0]
        cover = None
        if kind == "cover":
            cover = item[1]
        elif kind == "sq":
            name = square_name(item[1])
            cover = next((c for c, at in self.model.covers_view.items() if at == name), None)
        elif kind == "table":
            cover = next((c for c in sorted(opts["lifts"]) if self.model.covers_view.get(c) == "table"), None)
        if cover is not None and cover in opts["lifts"]:
            self.do(opts["lifts"][cover])
            return True
        return False

    def _activate_move(self, item: Item) -> bool:
        """Moving: the chosen piece's destination, else choosing (or cycling) a piece."""
        if self.model.selected is not None:
            dest = self.destination(item)
            action = self.model.targets().get(dest or "")
            if action is not None:
                self.do(action)
                return True
        found = self.model.pieces_at(item)
        if found:
            if self.model.selected in found and len(found) > 1:
                nxt = found[(found.index(self.model.selected) + 1) % len(found)]
            elif self.model.selected in found:
                nxt = None
            else:
                nxt = found[0]
            self.model.choose(nxt)
            return True
        if self.model.selected is not None:
            self.model.choose(None)
            return True
        return False

    def _activate_chair(self, item: Item, opts: dict[str, Any]) -> bool:
        """Moving or tipping the chosen chair, else choosing a chair."""
        kind = item[0]
        if self.model.selected is not None:
            if kind == "tip":
                action = opts["tips"].get(self.model.selected, {}).get(item[1])
                if action is not None:
                    self.do(action)
                    return True
            if kind == "sq":
                action = opts["chair_moves"].get(self.model.selected, {}).get(item[1])
                if action is not None:
                    self.do(action)
                    return True
        found = self.model.pieces_at(item)
        if found:
            self.model.choose(None if self.model.selected in found else found[0])
            return True
        if self.model.selected is not None:
            self.model.choose(None)
            return True
        return False

    @staticmethod
    def destination(item: Item) -> str | None:
        kind = item[0]
        if kind == "sq":
            return square_name(item[1])
        if kind == "hide":
            return f"H{item[1]}"
        if kind in ("table", "cover", "mouse"):
            return "table"
        return None

    def press_button(self, key: str) -> None:
        for k, action in self.model.options()["buttons"]:
            if k == key:
                self.do(action)
                return
        self.table.app.audio.play("error")

    def item_at(self, pos: tuple[int, int]) -> Item | None:
        if not self.model.laid_out:
            return None
        geometry = self.model.geometry
        for d, rect in self.model.tip_rects().items():
            if rect.collidepoint(pos):
                return ("tip", d)
        if layout.table_rect(geometry).collidepoint(pos):
            on_table = sorted(c for c, at in self.model.covers_view.items() if at == "table")
            for c, rect in zip(on_table, layout.cover_slots(geometry, len(on_table))):
                if rect.collidepoint(pos):
                    return ("cover", c)
            under = self.model.under_table()
            for m, rect in zip(under, layout.under_slots(geometry, len(under))):
                if rect.collidepoint(pos):
                    return ("mouse", m)
            return ("table",)
        sq = layout.square_at(geometry, pos)
        if sq is None:
            return None
        return self.item_of_square(sq)

    @staticmethod
    def item_of_square(sq: Sq) -> Item:
        corner = kitchen().hideout_of(sq)
        if corner is not None:
            return ("hide", corner)
        if sq in kitchen().table:
            return ("table",)
        return ("sq", sq)

    def on_input(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            item = self.item_at(event.pos)
            button = next((key for key, _, rect, _, _ in self.model.buttons if rect.collidepoint(event.pos)), None)
            if item != self.model.hover or button != self.model.hover_button:
                self.model.hover, self.model.hover_button = item, button
                self.table.invalidate()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.open_rules()
            return
        if not self.table.can_act():
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for key, _, rect, _, _ in self.model.buttons:
                if rect.collidepoint(event.pos):
                    self.press_button(key)
                    return
            item = self.item_at(event.pos)
            if not self.activate(item) and item is not None:
                self.table.app.audio.play("error")
            return
        if event.type != pygame.KEYDOWN:
            return
        self.on_key(event)

    def on_key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key in ARROWS:
            if event.mod & pygame.KMOD_SHIFT and self.model.selected is not None and self.model.phase() == "chair":
                if not self.activate(("tip", ARROW_DIRS[key])):
                    self.table.app.audio.play("error")
                return
            self.move_cursor(*ARROWS[key])
            return
        if key in PICK_KEYS:
            if self.model.cursor is None:
                self.jump_cursor()
                return
            if not self.activate(self.item_of_square(self.model.cursor)):
                self.table.app.audio.play("error")
            return
        if key == pygame.K_TAB:
            self.jump_cursor(back=bool(event.mod & pygame.KMOD_SHIFT))
            return
        if key == pygame.K_BACKSPACE:
            if self.model.selected is not None:
                self.model.choose(None)
            return
        if key == pygame.K_e:
            phase = self.model.phase()
            self.press_button("pass" if phase == "ask" else "leave" if phase == "catch" else "end")
        elif key == pygame.K_t:
            self.press_button("catch")
        elif key == pygame.K_c:
            self.press_button("claim")

    def move_cursor(self, dx: int, dy: int) -> None:
        n = kitchen().size
        if self.model.cursor is None:
            self.jump_cursor()
            return
        x, y = self.model.cursor
        self.model.cursor = (min(n - 1, max(0, x + dx)), min(n - 1, max(0, y + dy)))
        self.table.app.audio.play("click")
        self.table.invalidate()

    def jump_cursor(self, back: bool = False) -> None:
        """The cursor to the next square that glows (or the middle of the kitchen)."""
        spots = sorted(self.model.lit_squares(), key=lambda s: (s[1], s[0]))
        blocks = self.model.lit_blocks()
        if "table" in blocks:
            spots.append(min(kitchen().table, key=lambda s: (s[1], s[0])))
        for h in blocks:
            if h.startswith("H"):
                spots.append(min(kitchen().hideouts[int(h[1])], key=lambda s: (s[1], s[0])))
        if not spots:
            self.model.cursor = self.model.cursor or (kitchen().size // 2, kitchen().size // 2)
        elif self.model.cursor not in spots:
            self.model.cursor = spots[-1 if back else 0]
        else:
            k = spots.index(self.model.cursor)
            self.model.cursor = spots[(k + (-1 if back else 1)) % len(spots)]
        self.table.app.audio.play("click")
        self.table.invalidate()

    def open_rules(self) -> None:
        from ....scenes.rules import RulesScene
        self.table.app.audio.play("click")
        self.table.app.scenes.push(RulesScene(self.table.app, self.table.session.game_id))
