"""Gouda's table: a person's choice built step by step (issue 18: split from
:mod:`.scene`). A place, then a die, then a badge (and where the die's colour has
several links, the place it goes to); the buttons of the action card; Backspace one
step back; the private hand opened and a marker's targeting. Each function takes the
table scene; the choice is played with :meth:`~game.scenes.gamescene.BaseGameScene.apply`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.protocol import Action, Pass
from ....view import palette
from ..actions import CancelMarker, CancelRoll, Choose, Extra, Start, Transfer
from ..texts import tr
from . import targeting

if TYPE_CHECKING:
    from .view_model import GoudaTable


def do(scene: GoudaTable, action: Action) -> None:
    """Play a person's choice (a click, a key)."""
    scene.reset_choice()
    scene.target = None
    scene.app.audio.play("click")
    scene.apply(action)
    scene.invalidate()


def pick_place(scene: GoudaTable, name: str) -> None:
    legal = scene.legal_actions()
    t = scene.target
    if t is not None:
        if t.step == "place":
            action: Action = Transfer(name)
        else:
            action = Extra(t.opponent, name)
        if action in legal:
            finish_marker(scene, action)
        return
    phase = scene.phase()
    if phase == "start":
        do(scene, Start(name))
    elif phase == "choose":
        do(scene, Choose(name))
    elif phase == "assign" and scene.sel_die is not None and scene.sel_owner is not None:
        colour = scene.die_colour(scene.sel_die)
        for a in scene.gives_of(colour):
            if a.owner == scene.sel_owner and a.to == name:
                do(scene, a)
                return


def pick_die(scene: GoudaTable, d: int) -> None:
    t = scene.target
    if t is not None:
        if d in t.dice:
            t.dice.remove(d)
        else:
            t.dice.append(d)
        scene.app.audio.play("click")
        rebuild_buttons(scene)
        scene.invalidate()
        return
    scene.sel_die = None if scene.sel_die == d else d
    scene.sel_owner = None
    scene.focus = -1
    scene.app.audio.play("click")
    scene.refresh_status()
    rebuild_buttons(scene)
    scene.invalidate()


def pick_badge(scene: GoudaTable, owner: int) -> None:
    if scene.sel_die is None:
        return
    colour = scene.die_colour(scene.sel_die)
    links = sorted({a.to for a in scene.gives_of(colour) if a.owner == owner})
    if len(links) == 1:
        for a in scene.gives_of(colour):
            if a.owner == owner:
                do(scene, a)
                return
    if links:
        scene.sel_owner = owner
        scene.focus = -1
        scene.app.audio.play("click")
        scene.refresh_status()
        rebuild_buttons(scene)
        scene.invalidate()


def pick_seat(scene: GoudaTable, seat: int) -> None:
    t = scene.target
    if t is not None and t.step == "opponent":
        t.opponent = seat
        t.steps.append("extra_place")
        after_step(scene)


def pick_stack(scene: GoudaTable, index: int) -> None:
    action = CancelMarker(index)
    if action in scene.legal_actions():
        finish_marker(scene, action)


def after_step(scene: GoudaTable) -> None:
    scene.focus = -1
    scene.app.audio.play("click")
    scene.refresh_status()
    rebuild_buttons(scene)
    scene.invalidate()


def press_button(scene: GoudaTable, key: str) -> None:
    legal = scene.legal_actions()
    t = scene.target
    if key == "go_on":
        do(scene, Pass())
    elif key == "back":
        step_back(scene)
    elif key == "peek":
        if scene.driver.request_private_view(scene.observation().turn):
            scene.app.audio.play("click")
        else:
            scene.app.audio.play("error")
    elif key == "hide":
        scene.driver.close_private_view()
        scene.app.audio.play("click")
        rebuild_buttons(scene)
        scene.invalidate()
    elif t is not None and key == "done":
        action = targeting.dice_action(t, legal, scene.canonical)
        if action is None:
            scene.app.audio.play("error")
        else:
            finish_marker(scene, action)
    elif t is not None and key == "cancel_roll":
        finish_marker(scene, CancelRoll())
    elif t is not None and key == "cancel_dice":
        t.dice_class = "cancel_dice"
        t.steps.append("dice")
        after_step(scene)
    elif t is not None and key == "cancel_marker":
        t.steps.append("marker")
        after_step(scene)
    elif t is not None and key == "extra_self":
        finish_marker(scene, Extra())
    elif t is not None and key == "extra_other":
        t.steps.append("opponent")
        after_step(scene)


def step_back(scene: GoudaTable) -> None:
    t = scene.target
    if t is None:
        if scene.sel_owner is not None:
            scene.sel_owner = None
        elif scene.sel_die is not None:
            scene.sel_die = None
        else:
            return
        scene.app.audio.play("click")
        scene.refresh_status()
        rebuild_buttons(scene)
        scene.invalidate()
        return
    t.steps.pop()
    if t.step == "cancel":
        t.dice = []
    if not t.steps:
        scene.target = None
        scene.hand_open = True
    after_step(scene)


def maybe_open_hand(scene: GoudaTable) -> None:
    """The person who claimed in the answer window is asked now, in their own
    view: their hand opens by itself."""
    if (scene.hand_open or scene.target is not None or scene.busy() or not scene.can_act()
            or scene.phase() != "window" or scene.hand_seat() is None):
        return
    scene.hand_open = True
    scene.hand_focus = -1
    scene.app.audio.play("reveal")
    rebuild_buttons(scene)
    scene.set_status(scene.idle_status())
    scene.invalidate()


def close_hand(scene: GoudaTable) -> None:
    """"Go on" in the hand: no marker this time (the person passes)."""
    scene.hand_open = False
    scene.target = None
    scene.app.audio.play("click")
    if not scene.driver.go_on() and Pass() in scene.legal_actions():
        scene.apply(Pass())
    rebuild_buttons(scene)
    scene.invalidate()


def choose_marker(scene: GoudaTable, kind: str) -> None:
    legal = scene.legal_actions()
    if kind not in targeting.playable(legal):
        scene.app.audio.play("error")
        return
    scene.target = targeting.first_step(kind, legal)
    scene.hand_open = False
    after_step(scene)


def finish_marker(scene: GoudaTable, action: Action) -> None:
    """The marker is played: public now (the table turns the view back itself)."""
    scene.target = None
    scene.hand_open = False
    do(scene, action)
    rebuild_buttons(scene)


def rebuild_buttons(scene: GoudaTable) -> None:
    """The buttons of the action card for a settled table."""
    buttons: list[tuple[str, str]] = []
    if scene.can_act() and not scene.hand_open:
        t = scene.target
        legal = scene.legal_actions()
        if t is not None:
            if t.step == "dice":
                buttons.append(("done", tr("button.done")))
            elif t.step == "cancel":
                buttons += [(k, tr(f"button.{k}")) for k in targeting.cancel_options(legal)]
            elif t.step == "extra":
                buttons += [(k, tr(f"button.{k}")) for k in targeting.extra_options(legal)]
            buttons.append(("back", tr("button.back")))
        elif scene.phase() == "assign" and (scene.sel_die is not None):
            buttons.append(("back", tr("button.back")))
        peek = peek_button(scene)
        if peek is not None:
            buttons.append(peek)
    rects = scene.button_rects(len(buttons))
    colours = {"go_on": palette.OK, "done": palette.OK, "back": palette.PANEL_DARK,
               "peek": palette.ACCENT, "hide": palette.ACCENT}
    scene.buttons = [(key, label, rect, colours.get(key, palette.ACCENT))
                    for (key, label), rect in zip(buttons, rects)]


def peek_button(scene: GoudaTable) -> tuple[str, str] | None:
    """With several people at the table, the person whose turn it is may look at
    their own markers (their private view, after the pass screen) and hide them
    again; a person alone with computers sees theirs on their panel all along."""
    obs = scene.observation()
    seat = obs.turn
    if (len(scene.session.humans()) < 2 or not obs.powers or scene.target is not None
            or obs.phase not in ("choose", "assign") or seat < 0
            or not scene.markers_view[seat]):
        return None
    if scene.viewer == seat:
        return ("hide", tr("button.hide"))
    return ("peek", tr("button.peek"))
