"""Gouda's table: a person's choice built step by step (issue 18: split from
:mod:`.scene`). A place, then a die, then a badge (and where the die's colour has
several links, the place it goes to); the buttons of the action card; Backspace one
step back; the private hand opened and a marker's targeting; a choice that every way
leads to the same position, played by the table alone. Each function takes the view
model (:class:`~.view_model.GoudaView`), moves its choice and plays through its shared
table (:meth:`~game.scenes.gamescene.BaseGameScene.apply`); :class:`~.inputs.GoudaInput`
calls them for a click or a key, and the scene's hooks for what the table does itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.protocol import Action, Pass
from ....view import palette
from ..actions import CancelDice, CancelMarker, CancelRoll, Choose, Extra, Start, Transfer
from ..texts import tr
from . import targeting

if TYPE_CHECKING:
    from .view_model import GoudaView


def do(view: GoudaView, action: Action) -> None:
    """Play a person's choice (a click, a key); in a guided game only the step's (the
    choice is dropped and the lesson's panel says so kindly: no buzz)."""
    table = view.table
    view.reset_choice()
    view.target = None
    if not allowed(view, action):
        return
    table.app.audio.play("click")
    table.apply(action)
    table.invalidate()


def allowed(view: GoudaView, action: Action) -> bool:
    """Whether a person's ``action`` may be played: always, but in a guided game, where
    only the step's action is (:meth:`game.view.lesson_overlay.LessonOverlay.allows`)."""
    table = view.table
    if table.lesson is not None and not table.lesson.allows(action):
        view.refresh_status()               # the banner says the first click again
        rebuild_buttons(view)
        table.invalidate()
        return False
    return True


def pick_place(view: GoudaView, name: str) -> None:
    table = view.table
    legal = table.legal_actions()
    t = view.target
    if t is not None:
        if t.step == "place":
            action: Action = Transfer(name)
        else:
            action = Extra(t.opponent, name)
        if action in legal:
            finish_marker(view, action)
        return
    phase = view.phase()
    if phase == "start":
        do(view, Start(name))
    elif phase == "choose":
        do(view, Choose(name))
    elif phase == "assign" and view.sel_die is not None and view.sel_owner is not None:
        colour = view.die_colour(view.sel_die)
        for a in view.gives_of(colour):
            if a.owner == view.sel_owner and a.to == name:
                do(view, a)
                return


def pick_die(view: GoudaView, d: int) -> None:
    table = view.table
    t = view.target
    if t is not None:
        if d in t.dice:
            t.dice.remove(d)
        else:
            t.dice.append(d)
        table.app.audio.play("click")
        rebuild_buttons(view)
        table.invalidate()
        return
    view.sel_die = None if view.sel_die == d else d
    view.sel_owner = None
    view.focus = -1
    table.app.audio.play("click")
    view.refresh_status()
    rebuild_buttons(view)
    table.invalidate()


def pick_badge(view: GoudaView, owner: int) -> None:
    table = view.table
    if view.sel_die is None:
        return
    colour = view.die_colour(view.sel_die)
    links = sorted({a.to for a in view.gives_of(colour) if a.owner == owner})
    if len(links) == 1:
        for a in view.gives_of(colour):
            if a.owner == owner:
                do(view, a)
                return
    if links:
        view.sel_owner = owner
        view.focus = -1
        table.app.audio.play("click")
        view.refresh_status()
        rebuild_buttons(view)
        table.invalidate()


def pick_seat(view: GoudaView, seat: int) -> None:
    t = view.target
    if t is not None and t.step == "opponent":
        t.opponent = seat
        t.steps.append("extra_place")
        after_step(view)


def pick_stack(view: GoudaView, index: int) -> None:
    table = view.table
    action = CancelMarker(index)
    if action in table.legal_actions():
        finish_marker(view, action)


def after_step(view: GoudaView) -> None:
    table = view.table
    view.focus = -1
    table.app.audio.play("click")
    view.refresh_status()
    rebuild_buttons(view)
    table.invalidate()


def press_button(view: GoudaView, key: str) -> None:
    table = view.table
    legal = table.legal_actions()
    t = view.target
    if key == "go_on":
        do(view, Pass())
    elif key == "back":
        step_back(view)
    elif key == "peek":
        if table.driver.request_private_view(view.observation().turn):
            table.app.audio.play("click")
        else:
            table.app.audio.play("error")
    elif key == "hide":
        table.driver.close_private_view()
        table.app.audio.play("click")
        rebuild_buttons(view)
        table.invalidate()
    elif t is not None and key == "done":
        action = targeting.dice_action(t, legal, view.canonical)
        if action is None:
            table.app.audio.play("error")
        else:
            finish_marker(view, action)
    elif t is not None and key == "cancel_roll":
        finish_marker(view, CancelRoll())
    elif t is not None and key == "cancel_dice":
        t.dice_class = "cancel_dice"
        t.steps.append("dice")
        after_step(view)
    elif t is not None and key == "cancel_marker":
        t.steps.append("marker")
        after_step(view)
    elif t is not None and key == "extra_self":
        finish_marker(view, Extra())
    elif t is not None and key == "extra_other":
        t.steps.append("opponent")
        after_step(view)


def step_back(view: GoudaView) -> None:
    table = view.table
    t = view.target
    if t is None:
        if view.sel_owner is not None:
            view.sel_owner = None
        elif view.sel_die is not None:
            view.sel_die = None
        else:
            return
        table.app.audio.play("click")
        view.refresh_status()
        rebuild_buttons(view)
        table.invalidate()
        return
    t.steps.pop()
    if t.step == "cancel":
        t.dice = []
    if not t.steps:
        view.target = None
        view.hand_open = True
    after_step(view)


def play_alone(view: GoudaView) -> None:
    """Where every choice leads to the same position, the table plays it itself
    (after a short beat, so that people see it happen); not in a guided game, where
    the learner makes every choice of the script themselves (the step waits for it)."""
    table = view.table
    if (table.lesson is not None or table.busy() or not table.can_act() or view.hand_open or view.target is not None
            or view.phase() not in ("choose", "assign")):
        view.auto_at = None
        return
    same = getattr(table.session.state, "same_outcome", None)
    if same is None or not same():
        view.auto_at = None
        return
    if view.auto_at is None:
        view.auto_at = table.clock + table.dur(0.45)
        table.set_status(tr("status.auto"))
        return
    if table.clock >= view.auto_at:
        view.auto_at = None
        legal = table.legal_actions()
        if legal:
            table.apply(legal[0])


def maybe_open_hand(view: GoudaView) -> None:
    """The person who claimed in the answer window is asked now, in their own
    view: their hand opens by itself."""
    table = view.table
    if (view.hand_open or view.target is not None or table.busy() or not table.can_act()
            or view.phase() != "window" or view.hand_seat() is None):
        return
    view.hand_open = True
    view.hand_focus = -1
    table.app.audio.play("reveal")
    rebuild_buttons(view)
    table.set_status(view.idle_status())
    table.invalidate()


def close_hand(view: GoudaView) -> None:
    """"Go on" in the hand: no marker this time (the person passes)."""
    table = view.table
    view.hand_open = False
    view.target = None
    table.app.audio.play("click")
    if not table.driver.go_on() and Pass() in table.legal_actions() and allowed(view, Pass()):
        table.apply(Pass())
    rebuild_buttons(view)
    table.invalidate()


def choose_marker(view: GoudaView, kind: str) -> None:
    table = view.table
    legal = table.legal_actions()
    if kind not in targeting.playable(legal):
        table.app.audio.play("error")
        return
    view.target = targeting.first_step(kind, legal)
    view.hand_open = False
    option = lesson_option(view)
    if option is not None:
        press_button(view, option)
        return
    after_step(view)


def lesson_option(view: GoudaView) -> str | None:
    """In a guided game, the aim's choice among buttons (what a Cancel cancels, whom an
    Extra turn is for) is the step's own, made by the table: the lesson's panel takes
    the place of the action card and its buttons (see :func:`rebuild_buttons`)."""
    table = view.table
    t = view.target
    if table.lesson is None or t is None or t.step not in ("cancel", "extra"):
        return None
    action = table.lesson.expected()
    if isinstance(action, CancelMarker):
        return "cancel_marker"
    if isinstance(action, CancelRoll):
        return "cancel_roll"
    if isinstance(action, CancelDice):
        return "cancel_dice"
    if isinstance(action, Extra):
        return "extra_self" if action.seat < 0 else "extra_other"
    return None


def finish_marker(view: GoudaView, action: Action) -> None:
    """The marker is played: public now (the table turns the view back itself)."""
    view.target = None
    view.hand_open = False
    do(view, action)
    rebuild_buttons(view)


def rebuild_buttons(view: GoudaView) -> None:
    """The buttons of the action card for a settled table."""
    table = view.table
    buttons: list[tuple[str, str]] = []
    # none in a guided game: its panel takes the action area (Backspace still steps back)
    if table.can_act() and not view.hand_open and table.lesson is None:
        t = view.target
        legal = table.legal_actions()
        if t is not None:
            if t.step == "dice":
                buttons.append(("done", tr("button.done")))
            elif t.step == "cancel":
                buttons += [(k, tr(f"button.{k}")) for k in targeting.cancel_options(legal)]
            elif t.step == "extra":
                buttons += [(k, tr(f"button.{k}")) for k in targeting.extra_options(legal)]
            buttons.append(("back", tr("button.back")))
        elif view.phase() == "assign" and (view.sel_die is not None):
            buttons.append(("back", tr("button.back")))
        peek = peek_button(view)
        if peek is not None:
            buttons.append(peek)
    rects = view.button_rects(len(buttons))
    colours = {"go_on": palette.OK, "done": palette.OK, "back": palette.PANEL_DARK,
               "peek": palette.ACCENT, "hide": palette.ACCENT}
    view.buttons = [(key, label, rect, colours.get(key, palette.ACCENT))
                    for (key, label), rect in zip(buttons, rects)]


def peek_button(view: GoudaView) -> tuple[str, str] | None:
    """With several people at the table, the person whose turn it is may look at
    their own markers (their private view, after the pass screen) and hide them
    again; a person alone with computers sees theirs on their panel all along."""
    table = view.table
    obs = view.observation()
    seat = obs.turn
    if (len(table.driver.local_people()) < 2 or not obs.powers or view.target is not None
            or obs.phase not in ("choose", "assign") or seat < 0
            or not view.markers_view[seat]):
        return None
    if table.viewer == seat:
        return ("hide", tr("button.hide"))
    return ("peek", tr("button.peek"))
