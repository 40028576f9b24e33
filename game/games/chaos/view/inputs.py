"""Chaos's table: what a person's keys and clicks do (issue 18: the scene's input, split
from :mod:`.scene`). Each function takes the table's view model
(:class:`.view_model.ChaosView`): what is under the pointer (a square, a hideout, the
table, a cover, a mouse, a tip arrow), the keyboard cursor (arrows, Enter or Space,
the jumps), and what picking a thing does (a piece lifted, a destination, the card's
buttons).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..level import square_name
from . import layout
from .basics import Item, Sq
from .layout import kitchen

if TYPE_CHECKING:
    from .view_model import ChaosView

PICK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ARROW_DIRS = {pygame.K_UP: "up", pygame.K_DOWN: "down", pygame.K_LEFT: "left", pygame.K_RIGHT: "right"}
ARROWS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}


def activate(scene: ChaosView, item: Item | None) -> bool:
    """A click (or Enter) on ``item``: True if it did something."""
    if item is None or not scene.can_act():
        return False
    opts = scene.options()
    phase = scene.phase()
    if phase == "cover":
        return _activate_cover(scene, item, opts)
    if phase == "place":
        if item[0] == "sq" and item[1] in opts["puts"]:
            scene.do(opts["puts"][item[1]])
            return True
        return False
    if phase == "move":
        return _activate_move(scene, item)
    if phase == "chair":
        return _activate_chair(scene, item, opts)
    return False


def _activate_cover(scene: ChaosView, item: Item, opts: dict[str, Any]) -> bool:
    """Lifting a cover: the cover itself, its square, or the table (its first cover)."""
    kind = item[0]
    cover = None
    if kind == "cover":
        cover = item[1]
    elif kind == "sq":
        name = square_name(item[1])
        cover = next((c for c, at in scene.covers_view.items() if at == name), None)
    elif kind == "table":
        cover = next((c for c in sorted(opts["lifts"]) if scene.covers_view.get(c) == "table"), None)
    if cover is not None and cover in opts["lifts"]:
        scene.do(opts["lifts"][cover])
        return True
    return False


def _activate_move(scene: ChaosView, item: Item) -> bool:
    """Moving: the chosen piece's destination, else choosing (or cycling) a piece."""
    if scene.selected is not None:
        dest = destination(scene, item)
        action = scene.targets().get(dest or "")
        if action is not None:
            scene.do(action)
            return True
    found = scene.pieces_at(item)
    if found:
        if scene.selected in found and len(found) > 1:
            nxt = found[(found.index(scene.selected) + 1) % len(found)]
        elif scene.selected in found:
            nxt = None
        else:
            nxt = found[0]
        scene.choose(nxt)
        return True
    if scene.selected is not None:
        scene.choose(None)
        return True
    return False


def _activate_chair(scene: ChaosView, item: Item, opts: dict[str, Any]) -> bool:
    """Moving or tipping the chosen chair, else choosing a chair."""
    kind = item[0]
    if scene.selected is not None:
        if kind == "tip":
            action = opts["tips"].get(scene.selected, {}).get(item[1])
            if action is not None:
                scene.do(action)
                return True
        if kind == "sq":
            action = opts["chair_moves"].get(scene.selected, {}).get(item[1])
            if action is not None:
                scene.do(action)
                return True
    found = scene.pieces_at(item)
    if found:
        scene.choose(None if scene.selected in found else found[0])
        return True
    if scene.selected is not None:
        scene.choose(None)
        return True
    return False


def destination(scene: ChaosView, item: Item) -> str | None:
    kind = item[0]
    if kind == "sq":
        return square_name(item[1])
    if kind == "hide":
        return f"H{item[1]}"
    if kind in ("table", "cover", "mouse"):
        return "table"
    return None


def press_button(scene: ChaosView, key: str) -> None:
    for k, action in scene.options()["buttons"]:
        if k == key:
            scene.do(action)
            return
    scene.app.audio.play("error")


def item_at(scene: ChaosView, pos: tuple[int, int]) -> Item | None:
    if not scene.laid_out:
        return None
    geometry = scene.geometry
    for d, rect in scene.tip_rects().items():
        if rect.collidepoint(pos):
            return ("tip", d)
    if layout.table_rect(geometry).collidepoint(pos):
        on_table = sorted(c for c, at in scene.covers_view.items() if at == "table")
        for c, rect in zip(on_table, layout.cover_slots(geometry, len(on_table))):
            if rect.collidepoint(pos):
                return ("cover", c)
        under = scene.under_table()
        for m, rect in zip(under, layout.under_slots(geometry, len(under))):
            if rect.collidepoint(pos):
                return ("mouse", m)
        return ("table",)
    sq = layout.square_at(geometry, pos)
    if sq is None:
        return None
    return item_of_square(scene, sq)


def item_of_square(scene: ChaosView, sq: Sq) -> Item:
    corner = kitchen().hideout_of(sq)
    if corner is not None:
        return ("hide", corner)
    if sq in kitchen().table:
        return ("table",)
    return ("sq", sq)


def on_input(scene: ChaosView, event: pygame.event.Event) -> None:
    if event.type == pygame.MOUSEMOTION:
        item = item_at(scene, event.pos)
        button = next((key for key, _, rect, _, _ in scene.buttons if rect.collidepoint(event.pos)), None)
        if item != scene.hover or button != scene.hover_button:
            scene.hover, scene.hover_button = item, button
            scene.invalidate()
        return
    if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
        open_rules(scene)
        return
    if not scene.can_act():
        return
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        for key, _, rect, _, _ in scene.buttons:
            if rect.collidepoint(event.pos):
                press_button(scene, key)
                return
        item = item_at(scene, event.pos)
        if not activate(scene, item) and item is not None:
            scene.app.audio.play("error")
        return
    if event.type != pygame.KEYDOWN:
        return
    on_key(scene, event)


def on_key(scene: ChaosView, event: pygame.event.Event) -> None:
    key = event.key
    if key in ARROWS:
        if event.mod & pygame.KMOD_SHIFT and scene.selected is not None and scene.phase() == "chair":
            if not activate(scene, ("tip", ARROW_DIRS[key])):
                scene.app.audio.play("error")
            return
        move_cursor(scene, *ARROWS[key])
        return
    if key in PICK_KEYS:
        if scene.cursor is None:
            jump_cursor(scene)
            return
        if not activate(scene, item_of_square(scene, scene.cursor)):
            scene.app.audio.play("error")
        return
    if key == pygame.K_TAB:
        jump_cursor(scene, back=bool(event.mod & pygame.KMOD_SHIFT))
        return
    if key == pygame.K_BACKSPACE:
        if scene.selected is not None:
            scene.choose(None)
        return
    if key == pygame.K_e:
        phase = scene.phase()
        press_button(scene, "pass" if phase == "ask" else "leave" if phase == "catch" else "end")
    elif key == pygame.K_t:
        press_button(scene, "catch")
    elif key == pygame.K_c:
        press_button(scene, "claim")


def move_cursor(scene: ChaosView, dx: int, dy: int) -> None:
    n = kitchen().size
    if scene.cursor is None:
        jump_cursor(scene)
        return
    x, y = scene.cursor
    scene.cursor = (min(n - 1, max(0, x + dx)), min(n - 1, max(0, y + dy)))
    scene.app.audio.play("click")
    scene.invalidate()


def jump_cursor(scene: ChaosView, back: bool = False) -> None:
    """The cursor to the next square that glows (or the middle of the kitchen)."""
    spots = sorted(scene.lit_squares(), key=lambda s: (s[1], s[0]))
    blocks = scene.lit_blocks()
    if "table" in blocks:
        spots.append(min(kitchen().table, key=lambda s: (s[1], s[0])))
    for h in blocks:
        if h.startswith("H"):
            spots.append(min(kitchen().hideouts[int(h[1])], key=lambda s: (s[1], s[0])))
    if not spots:
        scene.cursor = scene.cursor or (kitchen().size // 2, kitchen().size // 2)
    elif scene.cursor not in spots:
        scene.cursor = spots[-1 if back else 0]
    else:
        k = spots.index(scene.cursor)
        scene.cursor = spots[(k + (-1 if back else 1)) % len(spots)]
    scene.app.audio.play("click")
    scene.invalidate()


def open_rules(scene: ChaosView) -> None:
    from ....scenes.rules import RulesScene
    scene.app.audio.play("click")
    scene.app.scenes.push(RulesScene(scene.app, scene.session.game_id))
