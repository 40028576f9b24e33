"""The table of Gouda! Gouda!

What people see: the banner with whose turn it is and what to do next; on the left the
kitchen shelf of the level (a cupboard, a kitchen thing for every place, little
ladders for the links, the table with its cheese at the top) where each seat's mice in
a place show as one badge (the seat's colour, symbol and how many: up to 30 mice stay
countable); on the right a panel per seat (face, symbol, name, mice left on the shelf,
cheese eaten, markers held face down), the dice tray (the dice of the roll with their
arrow / ring / arrow symbols, the place they were rolled in, and the markers played
this roll, until they resolve) and the action card (what to do, the buttons of a
choice, or the answer bar of an answer window).

How a person plays, with clicks or keys (Tab / arrows to move the focus between the
choices, Enter or Space to pick, Backspace to go back):

- set-up: click a glowing start place; a turn: click a glowing place (one with your
  mice); the dice roll by themselves and tumble in the tray;
- results: click a die, then a mouse badge of the rolled place (anybody's), or drag
  the die onto the badge; where the die's colour has several links, the places it may
  go to glow: click one. When every choice leads to the same position the table plays
  it alone (``GoudaState.same_outcome``); a result that no mouse can take fades away
  with a message;
- powers: after a roll or a marker played, the shared answer bar
  (:mod:`game.view.answer_bar`, the table's own ``self.bar``, drawn over the shelf
  where :meth:`GameScene.bar_rect` says: never over the goal, the dice or, as far as
  the shelf allows, the place rolled for) shows a card for each person who holds
  markers; each decides for themselves: a claim (their number key or their name), and,
  once the rules ask them, their hand opens by itself in their own view (the shared
  table decides who looks: the pass screen comes first with several people), see
  :mod:`.hand`; "Go on" in the hand (Esc) is their own pass only; *Pass* or *Till my
  turn* on their card (see :mod:`game.table.window`). The bar steps aside while the
  claimant chooses, so that it never covers their hand. With several
  people, the person whose turn it is may also look at their own markers ("My
  markers", then "Hide"); a person alone with computers sees theirs face up on their
  panel all game, each kind at a finger's size (36 px at least): pointing at them
  shows a tip with each kind's picture, name and what it does, and a tap (a click)
  pins it open until the next tap or a click elsewhere;
- a seat's name is read whole on its panel (two lines a panel whenever the action card
  keeps its room for two lines and a row of buttons: every size from 800 x 600 up, six
  seats included); a name too long even so is cut with "…" and shown whole on hover.

Everything is drawn from the viewer's observation (``self.observation()``): nothing of
a seat's markers is drawn unless the viewer is that seat (the hand, and the markers
face up on a panel).

The parts live beside this module: :mod:`.layout` (where things go), :mod:`.board`
(the shelf's backdrop), :mod:`.sprites` (badges, dice, hops), :mod:`.script` (the cues
of each event), :mod:`.hand` (the private hand and its targeting), :mod:`.card` (the
title card's picture).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from .... import i18n
from ....core.protocol import TERMINAL, Action, Event, Pass
from ....scenes.gamescene import BaseGameScene
from ....scenes.manager import Host
from ....view import art, marks, palette
from ....view.answer_bar import AnswerBar
from ....view.fonts import get_font
from ....view.widgets import READABLE, ellipsize, fit_lines
from ..actions import CancelMarker, CancelRoll, Choose, Extra, Give, Start, Transfer
from ..conf import IDX, NAMES, TABLE
from ..texts import colour_name, of_name, place_name, power_name, tr, tr_n
from . import art as gouda_art
from . import board, hand, layout, sprites
from .hand import Targeting
from .script import GoudaScript

if TYPE_CHECKING:
    from ....session import Session

NAV_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP)
PICK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
OVER_RGB = (236, 178, 60)
Item = tuple   # ("place", name) / ("die", d) / ("badge", owner) / ("seat", s) / ("stack", i) / ("button", key)


class GameScene(BaseGameScene):
    """The Gouda! Gouda! table."""

    def __init__(self, app: Host, session: Session):
        super().__init__(app, session)
        n = len(session.seats)
        self.mice_view: dict[str, list[int]] = {name: [0] * n for name in NAMES}
        self.dice_view: list[dict[str, Any]] = []
        self.rolling: set[int] = set()
        self.roll_place: str | None = None
        self.ring_move: tuple[str, str, Any] | None = None
        self.stack_view: list[dict[str, Any]] = []
        self.markers_view = [0] * n
        self.eaten_view = [0] * n
        self.table_cheese_view = 0
        self.route_left_view: dict[str, int] = {}
        self.turn_view = 0
        self.hops: list[sprites.Hop] = []
        self.flash: dict[int, float] = {}
        self.lost: dict[int, float] = {}
        self.big_marker: tuple[str, int, float] | None = None
        self.over_shown = False
        # choices of the person
        self.sel_die: int | None = None
        self.sel_owner: int | None = None
        self.drag_start: tuple[int, int] | None = None
        self.drag_pos: tuple[int, int] | None = None
        self.focus = -1
        self.hover: Any = None
        self.hand_open = False
        self.hand_focus = -1
        self.hand_hover: Any = None
        self.hand_layout: dict[str, Any] | None = None
        self.target: Targeting | None = None
        self.auto_at: float | None = None
        self.buttons: list[tuple[str, str, pygame.Rect, tuple[int, int, int]]] = []
        #: the tip shown: ("markers", seat, kind) over one's own markers, ("name", seat,
        #: "") over a name shortened on its panel; pinned open by a click or a tap
        self.tip: tuple[str, int, str] | None = None
        self.tip_pinned: tuple[str, int, str] | None = None
        # the shared answer bar, drawn and fed by this table itself (not by the base's
        # ``answer_bar``): it steps aside while the claimant chooses in their hand
        self.bar: AnswerBar | None = AnswerBar(self, quiet=True)
        self.L: dict[str, Any] = {}
        self.script = GoudaScript(self)
        self.sync(hard=True)
        self.banner.set_status(self.idle_status())

    # ================================================================ view <-> state
    def sync(self, hard: bool = False) -> None:
        """Make the view agree with the rules (after the script played, or an undo)."""
        obs = self.observation()
        if hard:
            self.messages.clear()
            self.hops.clear()
            self.rolling = set()
            self.big_marker = None
            self.ring_move = None
        self.mice_view = {name: list(counts) for name, counts in obs["places"].items()}
        self.dice_view = [{"colour": d["colour"], "live": d["live"], "used": d["used"]}
                          for d in obs["dice"]]
        self.rolling = set(obs["rolling"]) if obs["phase"] == "roll" else set()
        self.roll_place = obs["place"]
        self.stack_view = [{"seat": e["seat"], "kind": e["kind"], "move": e["move"],
                            "status": e["status"]} for e in obs["stack"]]
        self.markers_view = list(obs["markers"])
        self.eaten_view = list(obs["eaten"])
        self.table_cheese_view = obs["table_cheese"]
        self.route_left_view = dict(obs["route_left"])
        if obs["turn"] >= 0:
            self.turn_view = obs["turn"]
        if obs["phase"] == "over" and not self.busy():
            self.over_shown = True
        self.reset_choice()

    def clear_roll(self) -> None:
        self.dice_view = []
        self.rolling = set()
        self.roll_place = None
        self.stack_view = []
        self.lost = {}
        self.flash = {}

    def reset_choice(self) -> None:
        self.sel_die = self.sel_owner = None
        self.drag_start = self.drag_pos = None
        self.focus = -1

    def stack_entry(self, index: int) -> dict[str, Any] | None:
        return self.stack_view[index] if 0 <= index < len(self.stack_view) else None

    def drop_stack(self, index: int) -> None:
        """A marker resolved: it leaves the stack (the ones under it keep their places)."""
        entry = self.stack_entry(index)
        if entry is not None:
            entry["status"] = "gone"
        while self.stack_view and self.stack_view[-1]["status"] == "gone":
            self.stack_view.pop()
        self.invalidate()

    # ====================================================================== words
    def name_of(self, seat: int) -> dict[str, str]:
        name = self.seat_name(seat)
        return {"name": name, "of_name": of_name(name)}

    def idle_status(self) -> str:
        obs = self.observation()
        phase = obs["phase"]
        if phase == "over":
            return self.win_status()
        aimed = self.target_text()
        if aimed:
            return aimed                 # the banner says it whole, whatever room the card has
        turn = obs["turn"]
        if turn < 0:
            return ""
        human = self.session.seats[turn].is_human
        names = self.name_of(turn)
        if phase == "start":
            return tr("status.start" if human else "status.cpu_start", **names)
        if phase == "choose":
            return tr("status.choose" if human else "status.cpu_choose", **names)
        if phase == "roll":
            return tr("status.rolling")
        if phase == "window":
            asked = self.hand_seat()
            if asked is not None:
                return tr("status.answer_me", **self.name_of(asked))
            return tr("status.answer")
        if phase == "assign":
            if not human:
                return tr("status.cpu_give", **names)
            place = place_name(obs["place"] or "")
            if self.sel_owner is not None:
                return tr("status.give_link")
            if self.sel_die is not None:
                return tr("status.give_mouse", place=place,
                          colour=colour_name(self.die_colour(self.sel_die)[:1]))
            colours = {d["colour"] for d in obs["dice"] if d["live"] and not d["used"]
                       and d["colour"] in ("green", "red")}
            if len(colours) == 1:
                return tr("status.give", place=place, colour=colour_name(colours.pop()[:1]))
            return tr("status.give_any", place=place)
        return ""

    def win_status(self) -> str:
        obs = self.observation()
        winners = list(obs["winners"])
        if not winners:
            return tr("banner.over")
        if len(winners) == 1:
            p = winners[0]
            if obs["festival"]:
                return tr_n("status.win_cheese", int(obs["eaten"][p]), name=self.seat_name(p))
            return tr("message.reached", name=self.seat_name(p))
        return tr("status.draw", names=" & ".join(self.seat_name(p) for p in winners))

    def refresh_status(self) -> None:
        if not self.busy():
            self.set_status(self.idle_status())

    # ===================================================================== queries
    def phase(self) -> str:
        return str(self.observation()["phase"])

    def die_colour(self, d: int) -> str:
        if 0 <= d < len(self.dice_view):
            return str(self.dice_view[d]["colour"] or "yellow")
        return "yellow"

    def gives(self) -> list[Give]:
        return [a for a in self.legal_actions() if isinstance(a, Give)]

    def gives_of(self, colour: str) -> list[Give]:
        return [a for a in self.gives() if self.die_colour(a.die) == colour]

    def place_choices(self) -> list[str]:
        """The places that glow and take a click now."""
        if not self.can_act():
            return []
        legal = self.legal_actions()
        t = self.target
        if self.hand_open:
            return []
        if t is not None:
            if t.step == "place":
                return hand.transfer_places(legal)
            if t.step == "extra_place":
                return hand.extra_places(legal, t.opponent)
            return []
        phase = self.phase()
        if phase == "start":
            return [a.place for a in legal if isinstance(a, Start)]
        if phase == "choose":
            return [a.place for a in legal if isinstance(a, Choose)]
        if phase == "assign" and self.sel_die is not None and self.sel_owner is not None:
            return sorted({a.to for a in self.gives_of(self.die_colour(self.sel_die))
                           if a.owner == self.sel_owner}, key=lambda p: IDX[p])
        return []

    def die_choices(self) -> list[int]:
        if not self.can_act() or self.hand_open:
            return []
        t = self.target
        if t is not None:
            if t.step != "dice":
                return []
            return sorted(hand.dice_candidates(t, self.legal_actions(), self.canonical))
        if self.phase() != "assign" or self.sel_owner is not None:
            return []
        colours = {self.die_colour(a.die) for a in self.gives()}
        return [d for d, die in enumerate(self.dice_view)
                if die["live"] and not die["used"] and die["colour"] in colours]

    def badge_choices(self) -> list[int]:
        if (not self.can_act() or self.hand_open or self.target is not None
                or self.phase() != "assign" or self.sel_die is None or self.sel_owner is not None):
            return []
        return sorted({a.owner for a in self.gives_of(self.die_colour(self.sel_die))})

    def seat_choices(self) -> list[int]:
        t = self.target
        if t is None or t.step != "opponent" or not self.can_act():
            return []
        return hand.extra_opponents(self.legal_actions())

    def stack_choices(self) -> list[int]:
        t = self.target
        if t is None or t.step != "marker" or not self.can_act():
            return []
        return hand.stack_targets(self.legal_actions())

    def canonical(self, action: Action) -> Action:
        """The rules' own mapping of alike dice (public facts only)."""
        state = self.session.state
        fn = getattr(state, "canonical", None)
        return fn(action) if fn is not None else action

    def items(self) -> list[Item]:
        """Everything the keyboard focus may go to now, in order."""
        out: list[Item] = [("place", p) for p in self.place_choices()]
        out += [("die", d) for d in self.die_choices()]
        out += [("badge", o) for o in self.badge_choices()]
        out += [("seat", s) for s in self.seat_choices()]
        out += [("stack", i) for i in self.stack_choices()]
        out += [("button", key) for key, *_ in self.buttons]
        return out

    def asked_person(self) -> int | None:
        """The person the rules ask in an answer window now, if a person."""
        obs = self.observation()
        if obs["phase"] != "window" or obs["to_play"] < 0:
            return None
        seat = obs["to_play"]
        return seat if self.session.seats[seat].is_human else None

    def hand_seat(self) -> int | None:
        """Whose hand may be drawn now: the viewer's own, while they answer."""
        viewer = self.viewer
        obs = self.observation()
        if viewer is None or obs.get("hand") is None or obs.get("seat") != viewer:
            return None
        return viewer if self.asked_person() == viewer else None

    # ===================================================================== actions
    def do(self, action: Action) -> None:
        """Play a person's choice (a click, a key)."""
        self.reset_choice()
        self.target = None
        self.app.audio.play("click")
        self.apply(action)
        self.invalidate()

    def pick_place(self, name: str) -> None:
        legal = self.legal_actions()
        t = self.target
        if t is not None:
            if t.step == "place":
                action: Action = Transfer(name)
            else:
                action = Extra(t.opponent, name)
            if action in legal:
                self.finish_marker(action)
            return
        phase = self.phase()
        if phase == "start":
            self.do(Start(name))
        elif phase == "choose":
            self.do(Choose(name))
        elif phase == "assign" and self.sel_die is not None and self.sel_owner is not None:
            colour = self.die_colour(self.sel_die)
            for a in self.gives_of(colour):
                if a.owner == self.sel_owner and a.to == name:
                    self.do(a)
                    return

    def pick_die(self, d: int) -> None:
        t = self.target
        if t is not None:
            if d in t.dice:
                t.dice.remove(d)
            else:
                t.dice.append(d)
            self.app.audio.play("click")
            self.rebuild_buttons()
            self.invalidate()
            return
        self.sel_die = None if self.sel_die == d else d
        self.sel_owner = None
        self.focus = -1
        self.app.audio.play("click")
        self.refresh_status()
        self.rebuild_buttons()
        self.invalidate()

    def pick_badge(self, owner: int) -> None:
        if self.sel_die is None:
            return
        colour = self.die_colour(self.sel_die)
        links = sorted({a.to for a in self.gives_of(colour) if a.owner == owner})
        if len(links) == 1:
            for a in self.gives_of(colour):
                if a.owner == owner:
                    self.do(a)
                    return
        if links:
            self.sel_owner = owner
            self.focus = -1
            self.app.audio.play("click")
            self.refresh_status()
            self.rebuild_buttons()
            self.invalidate()

    def pick_seat(self, seat: int) -> None:
        t = self.target
        if t is not None and t.step == "opponent":
            t.opponent = seat
            t.steps.append("extra_place")
            self.after_step()

    def pick_stack(self, index: int) -> None:
        action = CancelMarker(index)
        if action in self.legal_actions():
            self.finish_marker(action)

    def after_step(self) -> None:
        self.focus = -1
        self.app.audio.play("click")
        self.refresh_status()
        self.rebuild_buttons()
        self.invalidate()

    def press_button(self, key: str) -> None:
        legal = self.legal_actions()
        t = self.target
        if key == "go_on":
            self.do(Pass())
        elif key == "back":
            self.step_back()
        elif key == "peek":
            if self.driver.request_private_view(self.observation()["turn"]):
                self.app.audio.play("click")
            else:
                self.app.audio.play("error")
        elif key == "hide":
            self.driver.close_private_view()
            self.app.audio.play("click")
            self.rebuild_buttons()
            self.invalidate()
        elif t is not None and key == "done":
            action = hand.dice_action(t, legal, self.canonical)
            if action is None:
                self.app.audio.play("error")
            else:
                self.finish_marker(action)
        elif t is not None and key == "cancel_roll":
            self.finish_marker(CancelRoll())
        elif t is not None and key == "cancel_dice":
            t.dice_class = "cancel_dice"
            t.steps.append("dice")
            self.after_step()
        elif t is not None and key == "cancel_marker":
            t.steps.append("marker")
            self.after_step()
        elif t is not None and key == "extra_self":
            self.finish_marker(Extra())
        elif t is not None and key == "extra_other":
            t.steps.append("opponent")
            self.after_step()

    def step_back(self) -> None:
        t = self.target
        if t is None:
            if self.sel_owner is not None:
                self.sel_owner = None
            elif self.sel_die is not None:
                self.sel_die = None
            else:
                return
            self.app.audio.play("click")
            self.refresh_status()
            self.rebuild_buttons()
            self.invalidate()
            return
        t.steps.pop()
        if t.step == "cancel":
            t.dice = []
        if not t.steps:
            self.target = None
            self.hand_open = True
        self.after_step()

    # ----------------------------------------------------------------- the hand
    def maybe_open_hand(self) -> None:
        """The person who claimed in the answer window is asked now, in their own
        view: their hand opens by itself."""
        if (self.hand_open or self.target is not None or self.busy() or not self.can_act()
                or self.phase() != "window" or self.hand_seat() is None):
            return
        self.hand_open = True
        self.hand_focus = -1
        self.app.audio.play("reveal")
        self.rebuild_buttons()
        self.set_status(self.idle_status())
        self.invalidate()

    def close_hand(self) -> None:
        """"Go on" in the hand: no marker this time (the person passes)."""
        self.hand_open = False
        self.target = None
        self.app.audio.play("click")
        if not self.driver.go_on() and Pass() in self.legal_actions():
            self.apply(Pass())
        self.rebuild_buttons()
        self.invalidate()

    def choose_marker(self, kind: str) -> None:
        legal = self.legal_actions()
        if kind not in hand.playable(legal):
            self.app.audio.play("error")
            return
        self.target = hand.first_step(kind, legal)
        self.hand_open = False
        self.after_step()

    def finish_marker(self, action: Action) -> None:
        """The marker is played: public now (the table turns the view back itself)."""
        self.target = None
        self.hand_open = False
        self.do(action)
        self.rebuild_buttons()

    # =================================================================== buttons
    def rebuild_buttons(self) -> None:
        """The buttons of the action card for a settled table."""
        buttons: list[tuple[str, str]] = []
        if self.can_act() and not self.hand_open:
            t = self.target
            legal = self.legal_actions()
            if t is not None:
                if t.step == "dice":
                    buttons.append(("done", tr("button.done")))
                elif t.step == "cancel":
                    buttons += [(k, tr(f"button.{k}")) for k in hand.cancel_options(legal)]
                elif t.step == "extra":
                    buttons += [(k, tr(f"button.{k}")) for k in hand.extra_options(legal)]
                buttons.append(("back", tr("button.back")))
            elif self.phase() == "assign" and (self.sel_die is not None):
                buttons.append(("back", tr("button.back")))
            peek = self.peek_button()
            if peek is not None:
                buttons.append(peek)
        rects = self.button_rects(len(buttons))
        colours = {"go_on": palette.OK, "done": palette.OK, "back": palette.PANEL_DARK,
                   "peek": palette.ACCENT, "hide": palette.ACCENT}
        self.buttons = [(key, label, rect, colours.get(key, palette.ACCENT))
                        for (key, label), rect in zip(buttons, rects)]

    def card_rect(self, count: int) -> pygame.Rect:
        """The action card for ``count`` buttons: above the legend for one row of them;
        with more, the whole action area, grown upwards over the panels when its words
        and buttons need it (no step with several choices needs the board)."""
        if count <= 2:
            return self.L["card"]
        area = self.L["action"]
        px = self.px
        rows = -(-count // 2)
        line = get_font(self.fs(19), bold=True).get_linesize()
        need = (2 * line + get_font(READABLE, bold=True).get_linesize() + px(28)
                + rows * (max(40, px(54)) + px(8)) + px(10))
        if need <= area.h:
            return area
        top = max(self.L["side"].top, area.bottom - need)
        return pygame.Rect(area.left, top, area.w, area.bottom - top)

    def peek_button(self) -> tuple[str, str] | None:
        """With several people at the table, the person whose turn it is may look at
        their own markers (their private view, after the pass screen) and hide them
        again; a person alone with computers sees theirs on their panel all along."""
        obs = self.observation()
        seat = obs["turn"]
        if (len(self.session.humans()) < 2 or not obs["powers"] or self.target is not None
                or obs["phase"] not in ("choose", "assign") or seat < 0
                or not self.markers_view[seat]):
            return None
        if self.viewer == seat:
            return ("hide", tr("button.hide"))
        return ("peek", tr("button.peek"))

    def button_rects(self, count: int) -> list[pygame.Rect]:
        if not count or not self.L:
            return []
        area = self.card_rect(count)
        px = self.px
        bh = max(40, px(54))
        cols = 1 if count == 1 else 2
        rows = -(-count // cols)
        bw = (area.w - px(24) - (cols - 1) * px(10)) // cols
        top = area.bottom - px(10) - rows * bh - (rows - 1) * px(8)
        return [pygame.Rect(area.left + px(12) + (k % cols) * (bw + px(10)),
                            top + (k // cols) * (bh + px(8)), bw, bh) for k in range(count)]

    # ======================================================================= hooks
    def on_events(self, events: list[Event]) -> None:
        self.script.play(events)

    def enter(self) -> None:
        self.app.audio.play("turn")
        self.banner.slide_in(self.dur(0.45))

    def chance_delay(self) -> float:
        return self.dur(0.3)

    def cpu_delay(self) -> float:
        if self.phase() == "assign":
            return self.app.cpu_delay * 0.6
        return self.app.cpu_delay

    def thinking(self) -> bool:
        return self.driver.computer_thinking() and self.phase() != "window"

    def thinking_plan(self) -> tuple[pygame.Rect, str, int, list[str], int]:
        """The "... is thinking" hint in the action card: (its box, the first line and
        its size, the lines of "click or press Space to hurry up" and their size). The
        hurry line is wrapped to the box (two lines in a small window): it was drawn
        past the box and off the window at 800 x 600 (issue 16)."""
        rect = self.thinking_rect
        px = self.px
        w = max(min(rect.w, px(120)), min(rect.w - px(12), px(600)))
        player = self.thinking_player()
        name = self.seat_name(player) if player >= 0 else ""
        words = self.t("thinking", name=name)
        dots = px(44)
        size = self.fit(words, self.fs(26), w - px(24) - dots, display=True)
        words = ellipsize(words, size, w - px(24) - dots, display=True)
        hint = self.t("skip")
        lines, hsize = fit_lines(hint, self.fs(15), w - px(24), 2)
        h = (get_font(size, display=True).get_linesize() + len(lines) * get_font(hsize).get_linesize()
             + px(16))
        box = pygame.Rect(0, 0, w, h)
        box.center = rect.center
        return box, words, size, lines, hsize

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        box, words, size, lines, hsize = self.thinking_plan()
        px = self.px
        pill = self.image(("thinking-pill", box.size),
                          lambda: art.panel(box.w, box.h, min(box.h // 3, px(24)), palette.PANEL_DARK,
                                            palette.HIGHLIGHT))
        surface.blit(pill, box)
        line = self.text(words, size, palette.TEXT_LIGHT, display=True)
        top = box.top + px(8)
        dots = px(44)
        surface.blit(line, line.get_rect(midtop=(box.centerx - dots // 2, top)))
        y = top + get_font(size, display=True).get_linesize()
        for text in lines:
            img = self.text(text, hsize, (250, 232, 205))
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += get_font(hsize).get_linesize()
        x0 = box.centerx - dots // 2 + line.get_width() // 2 + px(12)
        y0 = top + line.get_height() * 0.62
        for i in range(3):
            bounce = max(0.0, math.sin(self.clock * 7 - i * 0.9)) * px(5)
            pygame.draw.circle(surface, palette.HIGHLIGHT, (x0 + i * px(11), round(y0 - bounce)),
                               max(2, px(4)))

    def on_undo(self) -> None:
        self.target = None
        self.hand_open = False
        self.sync(hard=True)
        self.banner.set_status(self.idle_status())
        self.rebuild_buttons()

    def on_settled(self) -> None:
        self.sync()
        self.set_status(self.idle_status())
        self.rebuild_buttons()

    def on_view_changed(self) -> None:
        self.tip = self.tip_pinned = None
        if self.viewer is None or self.hand_seat() is None:
            self.hand_open = False
            self.target = None
        if not self.busy():
            self.rebuild_buttons()
        self.invalidate()

    def on_action(self, player: int, action: Action) -> None:
        if player >= 0:
            self.messages.clear("turn")
        self.reset_choice()
        self.auto_at = None
        self.buttons = []

    def animate(self, dt: float) -> bool:
        moving = False
        if self.hops:
            moving = True
            self.hops = [h for h in self.hops if not h.tween.done or self.busy()]
        if self.rolling or self.big_marker is not None:
            moving = True
        if self.ring_move is not None:
            moving = True
            if self.ring_move[2].done:
                self.ring_move = None
        if self.flash or self.lost:
            moving = True
            self.flash = {d: t for d, t in self.flash.items() if self.clock - t < 0.6}
            self.lost = {d: t for d, t in self.lost.items() if self.clock - t < 1.4}
        self.play_alone()
        self.maybe_open_hand()
        if self.auto_at is not None:
            moving = True
        return moving

    def play_alone(self) -> None:
        """Where every choice leads to the same position, the table plays it itself
        (after a short beat, so that people see it happen)."""
        if (self.busy() or not self.can_act() or self.hand_open or self.target is not None
                or self.phase() not in ("choose", "assign")):
            self.auto_at = None
            return
        state = self.session.state
        same = getattr(state, "same_outcome", None)
        if same is None or not same():
            self.auto_at = None
            return
        if self.auto_at is None:
            self.auto_at = self.clock + self.dur(0.45)
            self.set_status(tr("status.auto"))
            return
        if self.clock >= self.auto_at:
            self.auto_at = None
            legal = self.legal_actions()
            if legal:
                self.apply(legal[0])

    # ===================================================================== layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        obs = self.observation()
        self.L = layout.table_layout(size, self.px, self.controls_width(), len(self.session.seats),
                                     bool(obs["powers"]), bool(obs["festival"]))
        self.thinking_rect = self.L["card"]
        self.messages.relayout()
        if not self.busy():
            self.banner.set_status(self.idle_status())
        self.rebuild_buttons()
        self._prewarm()

    def _prewarm(self) -> None:
        L = self.L
        jobs: list[Callable[[], object]] = []
        ds = L["die_size"]
        for face in ("green", "yellow", "red"):
            jobs.append(partial(sprites.die_image, self, face, ds))
            for angle in range(30, 360, 30):
                jobs.append(partial(sprites.die_image, self, face, ds, angle=angle))
        for seat in range(len(self.session.seats)):
            for count in range(1, 6):
                jobs.append(partial(sprites.badge, self, seat, count, L["badge"]))
        if self.observation()["powers"]:
            for kind in hand.KINDS:
                jobs.append(partial(sprites.marker_image, self, kind, L["marker_size"]))
        self.app.prewarm(self, jobs)

    def message_width(self) -> int:
        return min(self.px(640), self.L["shelf"].w - self.px(40)) if self.L else self.px(600)

    # ============================================================ geometry helpers
    def badge_point(self, place: str, owner: int) -> tuple[float, float]:
        """The centre of ``owner``'s badge on ``place`` (where it would stand)."""
        counts = self.mice_view.get(place, [])
        owners = [p for p, k in enumerate(counts) if k]
        if owner not in owners:
            owners = sorted([*owners, owner])
        rects = layout.badge_rects(self.L, place, owners)
        rect = rects.get(owner)
        if rect is None:
            return self.L["places"][place].center
        return rect.centerx - rect.w * 0.22, rect.centery

    def badges_of(self, place: str) -> dict[int, pygame.Rect]:
        counts = self.mice_view.get(place, [])
        return layout.badge_rects(self.L, place, [p for p, k in enumerate(counts) if k])

    def badge_at(self, pos: tuple[int, int]) -> int | None:
        place = self.roll_place
        if place is None:
            return None
        for owner, rect in self.badges_of(place).items():
            if rect.inflate(self.px(6), self.px(6)).collidepoint(pos):
                return owner
        return None

    def die_at(self, pos: tuple[int, int]) -> int | None:
        for d in range(len(self.dice_view)):
            if layout.die_rect(self.L, d).inflate(self.px(6), self.px(6)).collidepoint(pos):
                return d
        return None

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        for s, P in enumerate(self.L["seats"]):
            if P["rect"].collidepoint(pos):
                return s
        return None

    def stack_at(self, pos: tuple[int, int]) -> int | None:
        for i in range(len(self.stack_view)):
            if layout.stack_rect(self.L, i).collidepoint(pos):
                return i
        return None

    def button_at(self, pos: tuple[int, int]) -> str | None:
        for key, _, rect, _ in self.buttons:
            if rect.collidepoint(pos):
                return key
        return None

    def item_at(self, pos: tuple[int, int]) -> Item | None:
        key = self.button_at(pos)
        if key is not None:
            return ("button", key)
        for kind, finder, choices in (("die", self.die_at, self.die_choices),
                                      ("badge", self.badge_at, self.badge_choices),
                                      ("stack", self.stack_at, self.stack_choices),
                                      ("seat", self.seat_at, self.seat_choices)):
            hit = finder(pos)
            if hit is not None and hit in choices():
                return (kind, hit)
        place = board.place_at(self.L, pos)
        if place is not None and place in self.place_choices():
            return ("place", place)
        return None

    def activate(self, item: Item) -> None:
        kind, value = item
        if kind == "place":
            self.pick_place(value)
        elif kind == "die":
            self.pick_die(value)
        elif kind == "badge":
            self.pick_badge(value)
        elif kind == "seat":
            self.pick_seat(value)
        elif kind == "stack":
            self.pick_stack(value)
        elif kind == "button":
            self.press_button(value)

    # ====================================================================== input
    def handle(self, event: pygame.event.Event) -> None:
        """The answer bar and the open hand come first; then the tips; then the shared
        controls."""
        if self.bar is not None:
            if event.type == pygame.MOUSEMOTION and self.bar.hover(event.pos):
                self.invalidate()
            if self.bar_shown() and self.bar.handle(event, self.driver):
                self.invalidate()
                return
        if not (self.hand_open and self.hand_seat() is not None) and self.tip_input(event):
            return
        if self.hand_open and self.hand_seat() is not None:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_p,):
                super().handle(event)
                return
            self.hand_input(event)
            return
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
                and (self.target is not None or self.sel_die is not None) and not self.log_open):
            self.step_back()
            return
        super().handle(event)

    def tip_input(self, event: pygame.event.Event) -> bool:
        """Pointing at one's own markers (or a shortened name) shows its tip; a click or
        a tap on one's markers pins the tip open (another closes it), so that a finger
        can read it too. True when the event was the tip's."""
        if event.type == pygame.MOUSEMOTION:
            tip = self.tip_at(event.pos) or self.tip_pinned
            if tip != self.tip:
                self.tip = tip
                self.invalidate()
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            tip = self.tip_at(event.pos)
            if tip is not None and tip[0] == "markers":
                return True                                   # acted on when released
            if self.tip_pinned is not None:
                self.tip = self.tip_pinned = None
                self.invalidate()
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            tip = self.tip_at(event.pos)
            if tip is not None and tip[0] == "markers":
                same = self.tip_pinned is not None and self.tip_pinned[:2] == tip[:2]
                self.tip_pinned = None if same else tip
                self.tip = self.tip_pinned
                self.app.audio.play("click")
                self.invalidate()
                return True
        return False

    def hand_input(self, event: pygame.event.Event) -> None:
        obs = self.observation()
        held = {k: v for k, v in (obs.get("hand") or {}).items() if v}
        kinds = [k for k in hand.KINDS if held.get(k)]
        can = hand.playable(self.legal_actions())
        H = self.hand_layout
        if event.type == pygame.MOUSEMOTION and H is not None:
            hover: Any = None
            for kind in kinds:
                if H["cols"][kind]["button"].collidepoint(event.pos) and kind in can:
                    hover = ("play", kind)
            if H["close"].collidepoint(event.pos):
                hover = "close"
            if hover != self.hand_hover:
                self.hand_hover = hover
                self.invalidate()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and H is not None:
            for kind in kinds:
                C = H["cols"][kind]
                if C["button"].collidepoint(event.pos) or C["pic"].collidepoint(event.pos):
                    self.choose_marker(kind)
                    return
            if H["close"].collidepoint(event.pos):
                self.close_hand()
            return
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            self.close_hand()
        elif event.key in NAV_KEYS:
            count = len(kinds) + 1
            back = event.key in (pygame.K_LEFT, pygame.K_UP) or (
                event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))
            self.hand_focus = ((count - 1 if back else 0) if self.hand_focus < 0
                               else (self.hand_focus + (-1 if back else 1)) % count)
            self.app.audio.play("click")
            self.invalidate()
        elif event.key in PICK_KEYS:
            if 0 <= self.hand_focus < len(kinds):
                self.choose_marker(kinds[self.hand_focus])
            elif self.hand_focus == len(kinds):
                self.close_hand()
            else:
                self.hand_focus = 0
                self.invalidate()

    def on_input(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            if self.drag_start is not None and self.sel_die is not None:
                if self.drag_pos is not None or math.dist(event.pos, self.drag_start) > self.px(8):
                    self.drag_pos = event.pos
                    self.invalidate()
            hover = self.item_at(event.pos)
            if hover != self.hover:
                self.hover = hover
                self.invalidate()
            return
        if not self.can_act():
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            item = self.item_at(event.pos)
            if item is None:
                return
            if item[0] == "die" and self.target is None:
                if self.sel_die != item[1]:
                    self.pick_die(item[1])
                self.drag_start = event.pos
                return
            if item[0] == "button":
                return                      # buttons act when released
            self.activate(item)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            dragged = self.drag_pos is not None
            self.drag_start = self.drag_pos = None
            if dragged:
                owner = self.badge_at(event.pos)
                if owner is not None and owner in self.badge_choices():
                    self.pick_badge(owner)
                self.invalidate()
                return
            key = self.button_at(event.pos)
            if key is not None:
                self.press_button(key)
            return
        if event.type != pygame.KEYDOWN:
            return
        key = event.key
        if key == pygame.K_BACKSPACE:
            self.step_back()
            return
        items = self.items()
        if key in NAV_KEYS and items:
            back = key in (pygame.K_LEFT, pygame.K_UP) or (
                key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))
            if self.focus < 0 or self.focus >= len(items):
                self.focus = len(items) - 1 if back else 0
            else:
                self.focus = (self.focus + (-1 if back else 1)) % len(items)
            self.app.audio.play("click")
            self.invalidate()
        elif key in PICK_KEYS and items:
            if 0 <= self.focus < len(items):
                item = items[self.focus]
                self.focus = -1
                self.activate(item)
            else:
                self.focus = 0
                self.invalidate()

    def focused(self) -> Item | None:
        items = self.items()
        return items[self.focus] if 0 <= self.focus < len(items) else None

    # ======================================================================= draw
    def draw_table(self, surface: pygame.Surface) -> None:
        L = self.L
        surface.blit(self.backdrop(surface.get_size(), lambda surf: board.paint_backdrop(self, surf, L)),
                     (0, 0))
        self.draw_cheese(surface)
        self.draw_roll_ring(surface)
        self.draw_place_glows(surface)
        self.draw_badges(surface)
        self.draw_last_move(surface)
        self.draw_hops(surface)
        self.draw_seats(surface)
        self.draw_own_markers(surface)
        self.draw_tray(surface)
        self.draw_action(surface)
        self.draw_answer_bar(surface)
        self.draw_banner(surface)
        self.sparkles.draw_sparks(surface)
        seat = self.hand_seat()
        if self.hand_open and seat is not None:
            held = {k: v for k, v in (self.observation().get("hand") or {}).items() if v}
            self.hand_layout = hand.draw_hand(self, surface, seat, held,
                                              hand.playable(self.legal_actions()),
                                              self.hand_focus, self.hand_hover)
        else:
            self.hand_layout = None
            self.draw_tip(surface)
        self.draw_big_marker(surface)
        self.messages.draw(surface, L["shelf"].center)
        self.draw_drag(surface)
        self.sparkles.draw_confetti(surface)

    def draw_cheese(self, surface: pygame.Surface) -> None:
        L = self.L
        size = max(20, int(L["badge"] * 0.9))
        if self.observation()["festival"] and self.table_cheese_view:
            table = L["places"][NAMES[TABLE]]
            n = self.table_cheese_view
            img = self.image(("cheese", size), lambda: gouda_art.cheese_token(size))
            x0 = table.centerx - (n * size * 0.8) / 2
            for k in range(n):
                surface.blit(img, (round(x0 + k * size * 0.8), table.top - size // 3))
        small = max(18, int(size * 0.75))
        for place, left in self.route_left_view.items():
            if left and place in L["places"]:
                img = self.image(("cheese", small), lambda: gouda_art.cheese_token(small))
                rect = L["places"][place]
                surface.blit(img, img.get_rect(bottomright=(rect.right + small // 3, rect.bottom)))

    def draw_roll_ring(self, surface: pygame.Surface) -> None:
        place = self.roll_place
        if place is None or place not in self.L["places"]:
            return
        rect = self.L["places"][place].inflate(self.px(16), self.px(12))
        if self.ring_move is not None:
            frm, to, tween = self.ring_move
            if frm in self.L["places"]:
                a = self.L["places"][frm].inflate(self.px(16), self.px(12))
                t = tween.value
                rect = pygame.Rect(round(a.x + (rect.x - a.x) * t), round(a.y + (rect.y - a.y) * t),
                                   round(a.w + (rect.w - a.w) * t), round(a.h + (rect.h - a.h) * t))
        width = max(3, self.px(5))
        pygame.draw.rect(surface, (255, 255, 255), rect, width + 2, border_radius=self.px(16))
        pygame.draw.rect(surface, palette.ACCENT, rect, width, border_radius=self.px(16))
        icon = sprites.die_image(self, "green", max(18, self.px(26)))
        surface.blit(icon, icon.get_rect(center=(rect.left + self.px(4), rect.top + self.px(4))))

    def draw_place_glows(self, surface: pygame.Surface) -> None:
        choices = self.place_choices()
        if not choices:
            return
        focus = self.focused()
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
        for name in choices:
            rect = self.L["places"][name].inflate(self.px(10), self.px(8))
            lit = self.hover == ("place", name) or focus == ("place", name)
            glow = self.image(("glow", rect.size), partial(art.glow, rect.w, rect.h, self.px(10), self.px(14),
                                                            (*palette.HIGHLIGHT, 110)))
            surface.blit(glow, glow.get_rect(center=rect.center))
            pygame.draw.rect(surface, palette.ACCENT if lit else palette.HIGHLIGHT, rect,
                             max(3, self.px(4 + (2 if lit else 2 * pulse))), border_radius=self.px(14))

    def draw_badges(self, surface: pygame.Surface) -> None:
        size = self.L["badge"]
        lit = set(self.badge_choices())
        focus = self.focused()
        for place in NAMES:
            for owner, rect in self.badges_of(place).items():
                count = self.mice_view[place][owner]
                if place == self.roll_place and owner in lit:
                    hot = self.hover == ("badge", owner) or focus == ("badge", owner)
                    pygame.draw.rect(surface, palette.ACCENT if hot else palette.HIGHLIGHT,
                                     rect.inflate(self.px(8), self.px(6)), border_radius=size // 2)
                if self.sel_owner == owner and place == self.roll_place:
                    pygame.draw.rect(surface, palette.ACCENT, rect.inflate(self.px(8), self.px(6)),
                                     max(2, self.px(3)), border_radius=size // 2)
                surface.blit(sprites.badge(self, owner, count, size), rect)

    def move_marks(self, owner: int, player: int, action: Action,
                   events: list[Event]) -> list[Any]:
        """The last move's marks (public events): each mouse moved (from, to, whose,
        the die given), a roll carried to another place, the start places chosen."""
        marks: list[Any] = []
        for event in events:
            kind = event.kind
            if kind == "MouseMoved":
                marks.append((event.frm, event.to, event.owner, event.colour))  # type: ignore[attr-defined]
            elif kind == "RollTransferred":
                marks.append((event.frm, event.to, event.player, None))  # type: ignore[attr-defined]
            elif kind == "StartPlaced":
                marks.append((event.place, event.place, event.player, None))  # type: ignore[attr-defined]
        return marks

    def draw_last_move(self, surface: pygame.Surface) -> None:
        """Arrows from where the last turn's mice were to where they went, each in its
        owner's colour, with the die given at its start (see :mod:`game.view.marks`),
        until the next turn's first move."""
        if not self.last_move or self.hops:
            return
        places = self.L["places"]
        size = self.L["badge"]
        given: dict[tuple[str, str, int], list[str]] = {}     # two mice the same way: one arrow
        for frm, to, seat, colour in self.last_move:
            if frm in places and to in places:
                given.setdefault((frm, to, seat), [])
                if colour:
                    given[(frm, to, seat)].append(colour)
        die = max(16, int(size * 0.7))
        for (frm, to, seat), colours in given.items():
            rgb = marks.ink(self.seat_rgb(seat))
            if frm == to:
                marks.ring(surface, places[to].center, max(places[to].w, places[to].h) * 0.42, rgb,
                           self.px(4))
                continue
            a, b = self.badge_point(frm, seat), self.badge_point(to, seat)
            marks.arrow(surface, a, b, rgb, self.px(5), start_ring=size * 0.45, stop_short=size * 0.5)
            mid = ((a[0] + b[0]) / 2 - (len(colours) - 1) * die * 0.55, (a[1] + b[1]) / 2)
            for k, colour in enumerate(colours):
                icon = sprites.die_image(self, colour, die)
                surface.blit(icon, icon.get_rect(center=(round(mid[0] + k * die * 1.1), round(mid[1]))))

    def draw_hops(self, surface: pygame.Surface) -> None:
        size = self.L["badge"]
        for hop in self.hops:
            if hop.tween.done:
                continue
            x, y = hop.point()
            img = sprites.face_image(self, hop.owner, size)
            surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def draw_seats(self, surface: pygame.Surface) -> None:
        obs = self.observation()
        glow = set(self.seat_choices())
        focus = self.focused()
        for seat, P in enumerate(self.L["seats"]):
            on_board = sum(self.mice_view[p][seat] for p in NAMES)
            own = self.own_markers(seat)
            key = (P["rect"].size, on_board, self.eaten_view[seat], self.markers_view[seat],
                   obs["festival"], bool(obs["powers"]), i18n.language(), self.seat_name(seat), own)
            img = self.redrawn(("seat", seat), key, partial(self.seat_picture, seat, P, on_board,
                                                            obs["festival"], bool(obs["powers"]), own))
            surface.blit(img, P["rect"])
            turn = (seat == self.turn_view and not self.over_shown) or (
                self.over_shown and seat in obs["winners"])
            if turn:
                pygame.draw.rect(surface, palette.HIGHLIGHT, P["rect"].inflate(self.px(4), self.px(4)),
                                 max(3, self.px(5)), border_radius=self.px(16))
            if seat in glow:
                hot = self.hover == ("seat", seat) or focus == ("seat", seat)
                pygame.draw.rect(surface, palette.ACCENT if hot else palette.HIGHLIGHT,
                                 P["rect"].inflate(self.px(8), self.px(8)), max(3, self.px(6)),
                                 border_radius=self.px(18))

    def own_markers(self, seat: int) -> tuple[str, ...]:
        """The kinds of ``seat``'s own markers, face up on its panel: only while the
        viewer is that very seat (its own view, from its own observation); () else."""
        obs = self.observation()
        held = obs.get("hand")
        if self.viewer != seat or obs.get("seat") != seat or not held:
            return ()
        return tuple(kind for kind in hand.KINDS for _ in range(int(held.get(kind, 0))))

    def seat_label(self, seat: int, box: pygame.Rect) -> tuple[str, int, bool]:
        """A seat's name as its panel shows it in ``box``: (text, size, shortened). The
        name is drawn at the largest size that fits the box's width and height (never
        under :data:`READABLE`); "(computer)" follows a computer's own name when there
        is room; cut with "…" only when even that is too long (the whole name is then
        shown on hover, :meth:`tip_for`)."""
        info = self.session.seats[seat]
        name = info.name
        tall = max(READABLE, min(self.fs(20), _size_for_height(box.h)))
        if not (info.is_human or info.name == i18n.default_name(info)):
            long = f"{name} ({tr('label.computer')})"
            size = self.fit(long, tall, box.w, display=True)
            if get_font(size, display=True).size(long)[0] <= box.w and size >= min(tall, self.fs(16)):
                return long, size, False
        size = self.fit(name, tall, box.w, display=True)
        shown = ellipsize(name, size, box.w, display=True)
        return shown, size, shown != name

    def seat_picture(self, seat: int, P: dict[str, Any], on_board: int, festival: bool,
                     powers: bool, own: tuple[str, ...] = ()) -> pygame.Surface:
        rect = P["rect"]
        px = self.px
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        off = pygame.Vector2(rect.topleft)
        face = P["face"].move(-off.x, -off.y)
        rgb = self.seat_rgb(seat)
        surf.blit(art.mouse_face(rgb, face.w), face)
        sym = max(10, int(face.w * 0.38))
        surf.blit(art.symbol(art.seat_shape(self.session.seats[seat].colour), sym, rgb),
                  (face.right - sym * 2 // 3, face.bottom - sym * 2 // 3))
        name_box = self.name_box(seat)
        box = name_box.move(-off.x, -off.y)
        text, size, _ = self.seat_label(seat, name_box)
        img = get_font(size, display=True).render(text, True, palette.TEXT)
        surf.blit(img, img.get_rect(midleft=(box.left, box.centery)))
        counts = P["counts"].move(-off.x, -off.y)
        icon = layout.count_icon(px, counts.h)
        font_size = layout.count_font(px, counts.h)
        x = counts.left
        cy = counts.centery
        parts: list[tuple[pygame.Surface, str]] = [(art.mouse_face(self.seat_rgb(seat), icon), f"{on_board}")]
        if festival:
            parts.append((gouda_art.cheese_token(icon), f"{self.eaten_view[seat]}"))
        if powers and not own:      # the viewer's own markers: face up instead (draw_own_markers)
            parts.append((gouda_art.power_marker("reroll", icon, False), f"{self.markers_view[seat]}"))
        for pic, count in parts:
            surf.blit(pic, pic.get_rect(midleft=(x, cy)))
            x += icon + px(3)
            t = get_font(font_size, bold=True).render(f"×{count}", True, palette.TEXT)
            surf.blit(t, t.get_rect(midleft=(x, cy)))
            x += t.get_width() + px(6 if P["one_line"] else 12)
        return surf

    # ------------------------------------------------- one's own markers, face up
    def name_box(self, seat: int) -> pygame.Rect:
        """Where ``seat``'s name goes on its panel: its layout's box, short of one's
        own markers lying face up beside it."""
        box = self.L["seats"][seat]["name"]
        strip = self.own_strip(seat)
        if strip is None or strip.left >= box.right:
            return box
        return pygame.Rect(box.left, box.top, max(self.px(40), strip.left - self.px(6) - box.left), box.h)

    def own_strip(self, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s own markers lie face up on its panel (the viewer's own seat
        only): after the counts, the whole height of the panel (a finger's room)."""
        if not self.own_markers(seat):
            return None
        P = self.L["seats"][seat]
        counts, rect = P["counts"], P["rect"]
        h = counts.h
        icon = layout.count_icon(self.px, h)
        text = get_font(layout.count_font(self.px, h), bold=True).size("×12")[0]
        parts = 2 if self.observation()["festival"] else 1
        gap = self.px(6 if P["one_line"] else 12)
        left = counts.left + parts * (icon + self.px(3) + text + gap)
        right = rect.right - self.px(6)
        if right - left < icon:
            return None
        return pygame.Rect(left, rect.top + 2, right - left, rect.h - 4)

    def own_marker_rects(self, seat: int) -> list[tuple[str, int, pygame.Rect]]:
        """(kind, how many, rect) of each kind of ``seat``'s own markers, face up on its
        panel, as many as fit (the tip lists them all)."""
        strip = self.own_strip(seat)
        if strip is None:
            return []
        kinds: dict[str, int] = {}
        for kind in self.own_markers(seat):
            kinds[kind] = kinds.get(kind, 0) + 1
        size = max(18, min(strip.h - 2, max(36, self.px(48))))     # a finger's size
        gap = max(2, self.px(4))
        out = []
        x = strip.left
        for kind, count in kinds.items():
            if x + size > strip.right:
                break
            r = pygame.Rect(x, 0, size, size)
            r.centery = strip.centery
            out.append((kind, count, r))
            x += size + gap
        return out

    def draw_own_markers(self, surface: pygame.Surface) -> None:
        """The viewer's own markers face up on their panel, with how many of a kind;
        the one pointed at (or all, when the tip is pinned open) ringed."""
        for seat in range(len(self.L.get("seats", ()))):
            rects = self.own_marker_rects(seat)
            if not rects:
                continue
            strip = self.own_strip(seat)
            assert strip is not None
            hot = self.tip is not None and self.tip[0] == "markers" and self.tip[1] == seat
            if hot:
                pygame.draw.rect(surface, palette.HIGHLIGHT, strip, max(2, self.px(3)),
                                 border_radius=self.px(10))
            shown = sum(count for _, count, _ in rects)
            for kind, count, r in rects:
                surface.blit(sprites.marker_image(self, kind, r.w), r)
                if self.tip is not None and self.tip[2] == kind and hot:
                    pygame.draw.circle(surface, palette.ACCENT, r.center, r.w // 2 + 2, max(2, self.px(3)))
                if count > 1:
                    badge = self.text(f"×{count}", READABLE, palette.TEXT_LIGHT, bold=True)
                    box = badge.get_rect().inflate(4, 0)
                    box.bottomright = (r.right + 2, r.bottom + 2)
                    pygame.draw.rect(surface, palette.PANEL_DARK, box, border_radius=box.h // 2)
                    surface.blit(badge, badge.get_rect(center=box.center))
            rest = len(self.own_markers(seat)) - shown
            if rest > 0:
                more = self.text(f"+{rest}", READABLE, palette.TEXT, bold=True)
                last = rects[-1][2]
                surface.blit(more, more.get_rect(midleft=(last.right + 2, last.centery)))

    # ---------------------------------------------------------------- tips
    def tip_at(self, pos: tuple[int, int]) -> tuple[str, int, str] | None:
        """What a pointer at ``pos`` is over that has a tip: one's own markers
        (("markers", seat, kind)) or a name shortened on its panel (("name", seat, ""))."""
        if not self.L:
            return None
        for seat, P in enumerate(self.L["seats"]):
            strip = self.own_strip(seat)
            if strip is not None and strip.collidepoint(pos):
                kind = ""
                for k, _, r in self.own_marker_rects(seat):
                    if r.inflate(self.px(6), strip.h).collidepoint(pos):
                        kind = k
                return ("markers", seat, kind)
            if P["rect"].collidepoint(pos) and self.seat_label(seat, self.name_box(seat))[2]:
                return ("name", seat, "")
        return None

    def tip_for(self, tip: tuple[str, int, str]) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The tip's picture and where it goes: beside the seat's panel, over the shelf."""
        what, seat, kind = tip
        P = self.L["seats"][seat]
        px = self.px
        if what == "name":
            name = self.session.seats[seat].name
            if not self.session.seats[seat].is_human and name != i18n.default_name(self.session.seats[seat]):
                name = f"{name} ({tr('label.computer')})"
            room = self.L["shelf"].w - px(40)
            lines, size = fit_lines(name, self.fs(22), room, 3, display=True)
            pic = self.image(("name-tip", name, room), lambda: _tip_picture(
                [(line, size, True, False) for line in lines], px, self.seat_rgb(seat)))
        else:
            held = self.own_markers(seat)
            if not held:
                return None
            pic = self.marker_tip_picture(seat, held, kind)
        rect = pic.get_rect()
        rect.topright = (P["rect"].left - px(10), P["rect"].top)
        w, h = self.size
        rect.clamp_ip(pygame.Rect(0, 0, w, h))
        return pic, rect

    def marker_tip_picture(self, seat: int, held: tuple[str, ...], kind: str) -> pygame.Surface:
        """Each kind of ``seat``'s markers big, with its name and what it does (the one
        pointed at picked out); drawn for the viewer's own markers only."""
        px = self.px
        kinds: dict[str, int] = {}
        for k in held:
            kinds[k] = kinds.get(k, 0) + 1
        key = ("marker-tip", tuple(kinds.items()), kind, i18n.language())

        def make() -> pygame.Surface:
            size = max(40, px(56))
            width = min(self.L["shelf"].w - px(20), px(430))
            text_w = art.panel_body_rect(width, 200).w - size - px(34)
            rows = []
            for k, count in kinds.items():
                name = power_name(k) + (f" ×{count}" if count > 1 else "")
                nsize = self.fit(name, self.fs(19), text_w, bold=True)
                lines, hsize = fit_lines(tr(f"power_help.{k}"), self.fs(16), text_w, 2)
                h = max(size, get_font(nsize, bold=True).get_linesize()
                        + len(lines) * get_font(hsize).get_linesize())
                rows.append((k, name, nsize, lines, hsize, h))
            title = tr("label.my_markers")
            tsize = self.fit(title, self.fs(20), width - px(32), display=True)
            th = get_font(tsize, display=True).get_linesize()
            body_h = px(10) + th + px(6) + sum(r[5] + px(8) for r in rows) + px(4)
            probe = art.panel_body_rect(width, 200)
            height = body_h + (200 - probe.h)
            surf = pygame.Surface((width, height), pygame.SRCALPHA)
            surf.blit(art.panel(width, height, px(16), palette.PANEL, self.seat_rgb(seat)), (0, 0))
            body = art.panel_body_rect(width, height)
            img = get_font(tsize, display=True).render(title, True, palette.TEXT)
            left = body.left + px(10)
            surf.blit(img, (left, body.top + px(8)))
            y = body.top + px(10) + th + px(6)
            for k, name, nsize, lines, hsize, h in rows:
                if k == kind:
                    band = pygame.Rect(body.left + px(4), y - px(3), body.w - px(8), h + px(6))
                    pygame.draw.rect(surf, art.mix(palette.HIGHLIGHT, palette.PANEL, 0.5), band,
                                     border_radius=px(10))
                pic = sprites.marker_image(self, k, size)
                surf.blit(pic, pic.get_rect(midleft=(left, y + h // 2)))
                tx = left + size + px(12)
                block = get_font(nsize, bold=True).get_linesize() + len(lines) * get_font(hsize).get_linesize()
                ty = y + (h - block) // 2
                surf.blit(get_font(nsize, bold=True).render(ellipsize(name, nsize, text_w, bold=True),
                                                            True, palette.TEXT), (tx, ty))
                ty += get_font(nsize, bold=True).get_linesize()
                for line in lines:
                    surf.blit(get_font(hsize).render(ellipsize(line, hsize, text_w), True, palette.TEXT),
                              (tx, ty))
                    ty += get_font(hsize).get_linesize()
                y += h + px(8)
            return surf
        return self.image(key, make)

    def draw_tip(self, surface: pygame.Surface) -> None:
        tip = self.tip
        if tip is None:
            return
        if tip[0] == "markers" and not self.own_markers(tip[1]):
            self.tip = self.tip_pinned = None           # not the viewer's any more: gone
            return
        made = self.tip_for(tip)
        if made is not None:
            surface.blit(*made)

    def draw_tray(self, surface: pygame.Surface) -> None:
        L, px = self.L, self.px
        cap = L["caption"]
        text = (tr("label.roll_in", place=place_name(self.roll_place)) if self.roll_place
                else tr("label.no_roll"))
        size = self.fit(text, self.fs(18), cap.w, bold=True)
        img = self.text(ellipsize(text, size, cap.w, bold=True), size, palette.TEXT, bold=True)
        surface.blit(img, img.get_rect(midleft=cap.midleft))
        ds = L["die_size"]
        lit = set(self.die_choices())
        focus = self.focused()
        picked = set(self.target.dice) if self.target is not None else set()
        for d, die in enumerate(self.dice_view):
            cx, cy = L["dice"][min(d, len(L["dice"]) - 1)]
            if d in self.rolling:
                k = int(self.clock * 14)
                face = ("green", "yellow", "red")[(k + d) % 3]
                angle = (k * 30 + d * 60) % 360
                hop = abs(math.sin(self.clock * 12 + d)) * ds * 0.15
                pic = sprites.die_image(self, face, ds, angle=angle)
                surface.blit(pic, pic.get_rect(center=(cx, round(cy - hop))))
                continue
            if die["colour"] is None:
                continue
            if self.drag_pos is not None and self.sel_die == d:
                continue
            chosen = d == self.sel_die or d in picked
            hot = d in lit and (self.hover == ("die", d) or focus == ("die", d))
            pic = sprites.die_image(self, die["colour"], ds, cancelled=not die["live"],
                                    highlight=chosen or hot)
            lift = self.px(6) if chosen else 0
            if d in self.flash:
                grow = 1 + 0.25 * math.sin(math.pi * min(1.0, (self.clock - self.flash[d]) / 0.6))
                pic = self.scaled(("die-grow", die["colour"], ds, not die["live"]), pic, int(ds * grow))
            if die["used"]:
                pic = self.image(("die-used", die["colour"], ds, not die["live"]), partial(_faded, pic))
            if d in lit and not chosen:
                ring = pygame.Rect(0, 0, ds + px(6), ds + px(6))
                ring.center = (cx, cy)
                pygame.draw.rect(surface, palette.HIGHLIGHT, ring, max(2, px(3)), border_radius=ds // 3)
            surface.blit(pic, pic.get_rect(center=(cx, cy - lift)))
            if d in self.lost:
                cross = ds // 2 - max(3, ds // 8)
                w = max(3, px(5))
                pygame.draw.line(surface, palette.DANGER, (cx - cross, cy - cross), (cx + cross, cy + cross), w)
                pygame.draw.line(surface, palette.DANGER, (cx + cross, cy - cross), (cx - cross, cy + cross), w)
        label = self.text(tr("label.lost"), self.fs(15), palette.TEXT_LIGHT, bold=True)
        for box in self.lost_boxes():
            pygame.draw.rect(surface, palette.DANGER, box, border_radius=box.h // 2)
            surface.blit(label, label.get_rect(center=box.center))
        # the stack of markers played this roll
        ms = L["marker_size"]
        targets = set(self.stack_choices())
        for i, entry in enumerate(self.stack_view):
            if entry["status"] == "gone":
                continue
            rect = layout.stack_rect(L, i)
            if rect.right > L["tray"].right - px(8):
                break
            rgb = self.seat_rgb(entry["seat"])
            pygame.draw.circle(surface, rgb, rect.center, ms // 2 + max(2, px(3)))
            size = ms
            if entry["status"] == "resolving":
                size = int(ms * 1.15)
            pic = sprites.marker_image(self, entry["kind"], size)
            if entry["status"] in ("spent", "cancelled"):
                pic = self.image(("marker-faded", entry["kind"], size), partial(_faded, pic))
            surface.blit(pic, pic.get_rect(center=rect.center))
            if entry["status"] == "cancelled":
                w = max(3, px(4))
                pygame.draw.line(surface, palette.DANGER, rect.topleft, rect.bottomright, w)
                pygame.draw.line(surface, palette.DANGER, rect.topright, rect.bottomleft, w)
            if i in targets:
                hot = self.hover == ("stack", i) or focus == ("stack", i)
                pygame.draw.circle(surface, palette.ACCENT if hot else palette.HIGHLIGHT, rect.center,
                                   ms // 2 + px(6), max(3, px(4)))

    def lost_boxes(self) -> list[pygame.Rect]:
        """The "Lost!" labels over the dice lost now: one over each, or one over a run
        of neighbours whose labels would touch (two side by side collided at 800 x 600,
        issue 16), kept inside the tray."""
        if not self.lost:
            return []
        L, px = self.L, self.px
        size = get_font(self.fs(15), bold=True).size(tr("label.lost"))
        w, h = size[0] + px(8) + 4, get_font(self.fs(15), bold=True).get_height() + px(2)
        tray = L["tray"].inflate(-px(8), 0)
        groups: list[list[int]] = []
        for d in sorted(self.lost):
            x = L["dice"][min(d, len(L["dice"]) - 1)][0]
            if groups and x - L["dice"][groups[-1][-1]][0] < w + px(4):
                groups[-1].append(d)
            else:
                groups.append([d])
        boxes: list[pygame.Rect] = []
        for group in groups:
            xs = [L["dice"][d][0] for d in group]
            box = pygame.Rect(0, 0, w, h)
            box.center = ((min(xs) + max(xs)) // 2, L["dice"][group[0]][1])
            box.clamp_ip(tray)
            if boxes and box.left < boxes[-1].right + px(4):
                box.left = boxes[-1].right + px(4)          # never over the previous one
            boxes.append(box)
        return boxes

    def target_text(self) -> str:
        """What to do next while a marker is aimed, or ""."""
        t = self.target
        if t is None or not self.can_act():
            return ""
        power = power_name(t.kind)
        step = t.step
        if step == "dice":
            return tr("label.target_dice", power=power)
        if step == "place":
            return tr("label.target_place", power=power)
        if step == "opponent":
            return tr("label.target_opponent", power=power)
        if step == "marker":
            return tr("label.target_marker", power=power)
        if step == "cancel":
            return tr("label.target_cancel")
        if step == "extra":
            return tr("label.target_extra")
        if step == "extra_place":
            return tr("label.target_extra_place")
        return ""

    def action_text(self) -> str:
        """What the action card says (the person's next step), or ""."""
        aimed = self.target_text()
        if aimed:
            return aimed
        if self.can_act() and not self.hand_open:
            return self.idle_status()
        return ""

    def bar_shown(self) -> bool:
        """The answer bar is up: a window is open, the table has finished showing what
        happened (the dice rolled, a marker played: its countdown waits for that too),
        and nobody is deciding in their own view yet (the claimant's hand and targeting
        take its place)."""
        if self.bar is None or getattr(self.driver, "window", None) is None or self.busy():
            return False
        return not (self.can_act() and self.phase() == "window")

    def draw_answer_bar(self, surface: pygame.Surface) -> None:
        if self.bar is not None and self.bar_shown():
            self.bar.draw(surface, self.L["bar_area"], self.driver, at=self.bar_rect())

    def bar_area(self) -> pygame.Rect:
        """The room the answer bar is placed in (the shelf)."""
        return self.L["bar_area"]

    def bar_rect(self) -> pygame.Rect:
        """Where the answer bar goes: on the shelf, never over its top (the table and
        its cheese: the goal), nor over the place the dice were rolled for (the mice
        the answers are about), nor over the dice (the tray): as low as it can be
        under the goal; when no height is free of the rolled place, the height that
        hides least of it. The bar's size never depends on a secret; its place only on
        public facts (the shelf, the place rolled for)."""
        area = self.L["bar_area"]
        assert self.bar is not None
        window = self.driver.window
        rect = self.bar.rect_for(area, len(window.seats) if window is not None else None)
        px = self.px
        table = NAMES[TABLE]
        goal = self.L["places"][table].union(self.L["things"][table])
        top = max(area.top + px(4), goal.bottom + px(6))
        bottom = area.bottom - px(10)
        keep = [self.L["tray"]]
        place = self.L["places"].get(self.roll_place or "")
        if place is not None:
            keep.append(place.inflate(px(8), px(8)))
        if bottom - rect.h < top:                 # a short shelf: below the goal, at least
            rect.top = top
            return rect
        best: tuple[int, int] | None = None
        for y in range(bottom - rect.h, top - 1, -max(2, px(4))):
            rect.top = y
            hidden = sum(_overlap(rect, r) for r in keep)
            if hidden == 0:
                return rect
            if best is None or hidden < best[0]:
                best = (hidden, y)
        assert best is not None
        rect.top = best[1]
        return rect

    def card_area(self) -> pygame.Rect:
        """The action card: over the legend too when its buttons need the room."""
        return self.card_rect(len(self.buttons))

    def draw_legend(self, surface: pygame.Surface) -> None:
        """What each colour of die does, with its picture (under the action card)."""
        rect = self.L["legend"]
        if rect is None or len(self.buttons) > 2:
            return
        img = self.redrawn("legend", (rect.size, i18n.language()), lambda: self.legend_picture(rect))
        surface.blit(img, rect)

    def legend_picture(self, rect: pygame.Rect) -> pygame.Surface:
        px = self.px
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        surf.blit(art.panel(rect.w, rect.h, px(14), palette.PANEL), (0, 0))
        inner = art.panel_body_rect(rect.w, rect.h).inflate(-px(20), -px(8))
        row = self.L["legend_row"]
        top = inner.top + max(0, (inner.h - 3 * row) // 2)
        for k, face in enumerate(("green", "yellow", "red")):
            cy = top + k * row + row // 2
            die = gouda_art.gouda_die(face, row - 2)
            surf.blit(die, die.get_rect(midleft=(inner.left, cy)))
            text = tr(f"legend.{face}")
            room = inner.w - row - px(10)
            size = self.fit(text, self.fs(17), room, bold=True)
            img = get_font(size, bold=True).render(ellipsize(text, size, room, bold=True), True,
                                                   palette.TEXT)
            surf.blit(img, img.get_rect(midleft=(inner.left + row + px(10), cy)))
        return surf

    def draw_action(self, surface: pygame.Surface) -> None:
        self.draw_legend(surface)
        area = self.card_area()
        if self.thinking():
            return
        text = self.action_text()
        if not text and not self.buttons:
            return
        px = self.px
        img = self.redrawn("action", (area.size, text, len(self.buttons), i18n.language()),
                           lambda: self.action_card(area, text))
        surface.blit(img, area)
        focus = self.focused()
        for key, label, rect, colour in self.buttons:
            hot = self.hover == ("button", key) or focus == ("button", key)
            state = "disabled" if self.input_guarded() else ("hover" if hot else "normal")
            if key == "done" and self.target is not None and not self.target.dice:
                state = "disabled"
            self.draw_button(surface, rect, label, colour, state, focused=focus == ("button", key))
        if self.buttons and self.target is not None:
            keys = tr("label.keys_target")
            size = self.fit(keys, self.fs(14), area.w - px(24), bold=True)
            k = self.text(ellipsize(keys, size, area.w - px(24), bold=True), size, palette.TEXT, bold=True)
            top = min(r.top for _, _, r, _ in self.buttons)
            surface.blit(k, k.get_rect(midbottom=(area.centerx, top - px(2))))

    def action_card(self, area: pygame.Rect, text: str) -> pygame.Surface:
        px = self.px
        surf = pygame.Surface(area.size, pygame.SRCALPHA)
        surf.blit(art.panel(area.w, area.h, px(18), art.tint(palette.HIGHLIGHT, 0.7), palette.HIGHLIGHT),
                  (0, 0))
        inner = art.panel_body_rect(area.w, area.h).inflate(-px(24), -px(12))
        rows = -(-len(self.buttons) // 2) if len(self.buttons) > 1 else len(self.buttons)
        keys = get_font(READABLE, bold=True).get_linesize() if self.buttons and self.target is not None else 0
        room = inner.h - rows * (max(40, px(54)) + px(8)) - keys
        most = max(1, room // max(1, get_font(READABLE, bold=True).get_linesize()))
        # wrapped rather than shrunk below 16 px (scaled): one tiny line read badly
        lines, size = fit_lines(text, self.fs(19), inner.w, min(4, most), bold=True,
                                smallest=self.fs(16))
        font = get_font(size, bold=True)
        y = inner.top
        kept = lines[:max(1, most)]
        if len(kept) < len(lines):      # no room for it all: cut with "…" (the banner says it whole)
            kept[-1] = ellipsize(kept[-1] + " " + lines[len(kept)], size, inner.w, bold=True)
        for line in kept:
            img = font.render(ellipsize(line, size, inner.w, bold=True), True, palette.TEXT)
            surf.blit(img, (inner.left, y))
            y += font.get_linesize()
        return surf

    def draw_button(self, surface: pygame.Surface, rect: pygame.Rect, label: str,
                    colour: tuple[int, int, int], state: str, focused: bool = False) -> None:
        surface.blit(art.button_surface(rect.w, rect.h, colour, state), rect)
        if focused:
            pygame.draw.rect(surface, palette.HIGHLIGHT, rect.inflate(self.px(8), self.px(8)),
                             max(3, self.px(4)), border_radius=self.px(16))
        size = self.fit(label, max(READABLE, int(rect.h * 0.45)), rect.w - self.px(14), display=True)
        img = self.text(ellipsize(label, size, rect.w - self.px(14), display=True), size,
                        palette.TEXT_LIGHT, display=True)
        _, dy = art.button_text_offset(rect.h, state)
        surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery + dy)))

    def draw_big_marker(self, surface: pygame.Surface) -> None:
        if self.big_marker is None:
            return
        kind, seat, since = self.big_marker
        shelf = self.L["shelf"]
        size = int(min(shelf.w, shelf.h) * 0.3)
        age = min(1.0, (self.clock - since) / max(0.01, self.dur(0.3)))
        size = max(24, int(size * (0.6 + 0.4 * age)))
        size = size // 8 * 8
        pic = sprites.marker_image(self, kind, size)
        centre = (shelf.centerx, shelf.centery - int(size * 0.75))
        pygame.draw.circle(surface, self.seat_rgb(seat), centre, size // 2 + self.px(8))
        surface.blit(pic, pic.get_rect(center=centre))

    def draw_drag(self, surface: pygame.Surface) -> None:
        if self.drag_pos is None or self.sel_die is None:
            return
        pic = sprites.die_image(self, self.die_colour(self.sel_die), self.L["die_size"], highlight=True)
        surface.blit(pic, pic.get_rect(center=self.drag_pos))

    def draw_banner(self, surface: pygame.Surface) -> None:
        obs = self.observation()
        player = self.turn_view
        winners = obs["winners"]
        over = obs["to_play"] == TERMINAL and self.over_shown
        if over:
            rgb = self.seat_rgb(winners[0]) if len(winners) == 1 else OVER_RGB
            title = (tr("banner.win", name=self.seat_name(winners[0])) if len(winners) == 1
                     else tr("banner.draw") if winners else tr("banner.over"))
        else:
            rgb = self.seat_rgb(player)
            seat = self.session.seats[player]
            title = tr("banner.human" if seat.is_human else "banner.cpu", **self.name_of(player))
        self.banner.draw(surface, self.L["banner"], rgb, title)


_HEIGHT_SIZES: dict[int, int] = {}


def _size_for_height(h: int) -> int:
    """The largest display font size whose line fits ``h`` pixels (at least
    :data:`READABLE`)."""
    found = _HEIGHT_SIZES.get(h)
    if found is None:
        found = READABLE
        for size in range(READABLE, 80):
            if get_font(size, display=True).get_linesize() > h:
                break
            found = size
        _HEIGHT_SIZES[h] = found
    return found


def _tip_picture(lines: list[tuple[str, int, bool, bool]], px: Callable[[float], int],
                 border: tuple[int, int, int]) -> pygame.Surface:
    """A tip: lines of (text, size, display, bold) on a small panel."""
    fonts = [get_font(size, display=display, bold=bold) for _, size, display, bold in lines]
    w = max(f.size(text)[0] for f, (text, *_) in zip(fonts, lines)) + px(32)
    h = sum(f.get_linesize() for f in fonts) + px(12)
    h += 200 - art.panel_body_rect(w, 200).h
    w += w - art.panel_body_rect(w, 200).w
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.blit(art.panel(w, h, px(12), palette.PANEL, border), (0, 0))
    body = art.panel_body_rect(w, h)
    y = body.top + px(6)
    for f, (text, *_) in zip(fonts, lines):
        surf.blit(f.render(text, True, palette.TEXT), (body.left + px(16), y))
        y += f.get_linesize()
    return surf


def _faded(img: pygame.Surface) -> pygame.Surface:
    out = img.copy()
    out.fill((255, 255, 255, 90), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The area two rectangles share."""
    c = a.clip(b)
    return c.w * c.h
