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
  (:mod:`game.view.answer_bar`, the shared table's ``answer_bar``, drawn over the shelf
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

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ....core.protocol import Action, Event
from ....scenes.gamescene import BaseGameScene
from ....scenes.manager import Host
from ....view.answer_bar import AnswerBar
from .. import actions
from ..actions import Choose, Give, Start
from ..conf import IDX, NAMES
from ..observation import GoudaObservation
from ..texts import colour_name, of_name, place_name, power_name, tr, tr_n
from . import choosing, hand, inputs, layout, panels, seats, sprites
from .hand import Targeting
from .inputs import Item
from .script import GoudaScript

if TYPE_CHECKING:
    from ....session import Session


class GameScene(BaseGameScene):
    """The Gouda! Gouda! table."""

    answer_bar_in_table = True

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
        # the shared answer bar (fed by the shared table; drawn under the banner and the
        # hand, on the shelf where bar_rect says): it steps aside while the claimant
        # chooses in their hand (answer_bar_shown)
        self.answer_bar = AnswerBar(self, quiet=True)
        self.L: dict[str, Any] = {}
        self.script = GoudaScript(self)
        self.sync(hard=True)
        self.banner.set_status(self.idle_status())

    # ================================================================ view <-> state
    def observation(self) -> GoudaObservation:
        """What the viewer may know (the driver's observation, of this game's type)."""
        obs = super().observation()
        assert isinstance(obs, GoudaObservation)
        return obs

    def sync(self, hard: bool = False) -> None:
        """Make the view agree with the rules (after the script played, or an undo)."""
        obs = self.observation()
        if hard:
            self.messages.clear()
            self.hops.clear()
            self.rolling = set()
            self.big_marker = None
            self.ring_move = None
        self.mice_view = {name: list(counts) for name, counts in obs.places.items()}
        self.dice_view = [{"colour": d.colour, "live": d.live, "used": d.used}
                          for d in obs.dice]
        self.rolling = set(obs.rolling) if obs.phase == "roll" else set()
        self.roll_place = obs.place
        self.stack_view = [{"seat": e.seat, "kind": e.kind, "move": e.move,
                            "status": e.status} for e in obs.stack]
        self.markers_view = list(obs.markers)
        self.eaten_view = list(obs.eaten)
        self.table_cheese_view = obs.table_cheese
        self.route_left_view = dict(obs.route_left)
        if obs.turn >= 0:
            self.turn_view = obs.turn
        if obs.phase == "over" and not self.busy():
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
        phase = obs.phase
        if phase == "over":
            return self.win_status()
        aimed = self.target_text()
        if aimed:
            return aimed                 # the banner says it whole, whatever room the card has
        turn = obs.turn
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
            place = place_name(obs.place or "")
            if self.sel_owner is not None:
                return tr("status.give_link")
            if self.sel_die is not None:
                return tr("status.give_mouse", place=place,
                          colour=colour_name(self.die_colour(self.sel_die)[:1]))
            colours = {d.colour for d in obs.dice if d.live and not d.used
                       and d.colour in ("green", "red")}
            if len(colours) == 1:
                return tr("status.give", place=place, colour=colour_name(colours.pop()[:1]))
            return tr("status.give_any", place=place)
        return ""

    def win_status(self) -> str:
        obs = self.observation()
        winners = list(obs.winners)
        if not winners:
            return tr("banner.over")
        if len(winners) == 1:
            p = winners[0]
            if obs.festival:
                return tr_n("status.win_cheese", int(obs.eaten[p]), name=self.seat_name(p))
            return tr("message.reached", name=self.seat_name(p))
        return tr("status.draw", names=" & ".join(self.seat_name(p) for p in winners))

    def refresh_status(self) -> None:
        if not self.busy():
            self.set_status(self.idle_status())

    # ===================================================================== queries
    def phase(self) -> str:
        return str(self.observation().phase)

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
        if obs.phase != "window" or obs.to_play < 0:
            return None
        seat = obs.to_play
        return seat if self.session.seats[seat].is_human else None

    def hand_seat(self) -> int | None:
        """Whose hand may be drawn now: the viewer's own, while they answer."""
        viewer = self.viewer
        obs = self.observation()
        if viewer is None or obs.hand is None or obs.seat != viewer:
            return None
        return viewer if self.asked_person() == viewer else None

    # ----------------------------------------------------------------- the hand

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

    def on_undo(self) -> None:
        self.target = None
        self.hand_open = False
        self.sync(hard=True)
        self.banner.set_status(self.idle_status())
        choosing.rebuild_buttons(self)

    def on_settled(self) -> None:
        self.sync()
        self.set_status(self.idle_status())
        choosing.rebuild_buttons(self)

    def on_view_changed(self) -> None:
        self.tip = self.tip_pinned = None
        if self.viewer is None or self.hand_seat() is None:
            self.hand_open = False
            self.target = None
        if not self.busy():
            choosing.rebuild_buttons(self)
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
        choosing.maybe_open_hand(self)
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
                                     bool(obs.powers), bool(obs.festival))
        self.thinking_rect = self.L["card"]
        self.messages.relayout()
        if not self.busy():
            self.banner.set_status(self.idle_status())
        choosing.rebuild_buttons(self)
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
        if self.observation().powers:
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

    # ====================================================================== input
    def intercept(self, event: pygame.event.Event) -> bool:
        """After the answer bar (the shared table's), the open hand comes first (only P
        still pauses), then the tips, then Esc one step back; then the shared controls."""
        hand_up = self.hand_open and self.hand_seat() is not None
        if not hand_up and inputs.tip_input(self, event):
            return True
        if hand_up:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_p,):
                return False                                  # the controls pause
            inputs.hand_input(self, event)
            return True
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
                and (self.target is not None or self.sel_die is not None) and not self.log_open):
            choosing.step_back(self)
            return True
        return False

    # ======================================================================= draw

    def move_marks(self, owner: int, player: int, action: Action,
                   events: list[Event]) -> list[Any]:
        """The last move's marks (public events): each mouse moved (from, to, whose,
        the die given), a roll carried to another place, the start places chosen."""
        marks: list[Any] = []
        for event in events:
            if isinstance(event, actions.MouseMoved):
                marks.append((event.frm, event.to, event.owner, event.colour))
            elif isinstance(event, actions.RollTransferred):
                marks.append((event.frm, event.to, event.player, None))
            elif isinstance(event, actions.StartPlaced):
                marks.append((event.place, event.place, event.player, None))
        return marks

    # ---------------------------------------------------------------- tips

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

    def answer_bar_shown(self) -> bool:
        """The answer bar is up: a window is open, the table has finished showing what
        happened (the dice rolled, a marker played: its countdown waits for that too),
        and nobody is deciding in their own view yet (the claimant's hand and targeting
        take its place)."""
        return super().answer_bar_shown() and not (self.can_act() and self.phase() == "window")

    def answer_area(self) -> pygame.Rect:
        """The room the answer bar is placed in (the shelf)."""
        return self.L["bar_area"]

    def answer_bar_at(self) -> pygame.Rect:
        return panels.bar_rect(self)

    # the tests' names for the shared answer bar
    @property
    def bar(self) -> AnswerBar | None:
        return self.answer_bar

    def bar_shown(self) -> bool:
        return self.answer_bar_shown()

    # ============================================ the parts kept in their own modules
    # (:mod:`.inputs`, :mod:`.choosing`, :mod:`.seats`, :mod:`.panels`): what the
    # shared table, the hand, the script and the tests call
    def on_input(self, event: pygame.event.Event) -> None:
        inputs.on_input(self, event)

    def draw_table(self, surface: pygame.Surface) -> None:
        panels.draw_table(self, surface)

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        panels._draw_thinking(self, surface)

    def thinking_plan(self) -> tuple[pygame.Rect, str, int, list[str], int]:
        return panels.thinking_plan(self)

    def bar_rect(self) -> pygame.Rect:
        return panels.bar_rect(self)

    def lost_boxes(self) -> list[pygame.Rect]:
        return panels.lost_boxes(self)

    def draw_button(self, surface: pygame.Surface, rect: pygame.Rect, label: str,
                    colour: tuple[int, int, int], state: str, focused: bool = False) -> None:
        panels.draw_button(self, surface, rect, label, colour, state, focused)

    def focused(self) -> Item | None:
        return inputs.focused(self)

    def do(self, action: Action) -> None:
        choosing.do(self, action)

    def press_button(self, key: str) -> None:
        choosing.press_button(self, key)

    def close_hand(self) -> None:
        choosing.close_hand(self)

    def finish_marker(self, action: Action) -> None:
        choosing.finish_marker(self, action)

    def choose_marker(self, kind: str) -> None:
        choosing.choose_marker(self, kind)

    def own_markers(self, seat: int) -> tuple[str, ...]:
        return seats.own_markers(self, seat)

    def seat_label(self, seat: int, box: pygame.Rect) -> tuple[str, int, bool]:
        return seats.seat_label(self, seat, box)

    def name_box(self, seat: int) -> pygame.Rect:
        return seats.name_box(self, seat)

    def own_strip(self, seat: int) -> pygame.Rect | None:
        return seats.own_strip(self, seat)

    def own_marker_rects(self, seat: int) -> list[tuple[str, int, pygame.Rect]]:
        return seats.own_marker_rects(self, seat)

    def tip_for(self, tip: tuple[str, int, str]) -> tuple[pygame.Surface, pygame.Rect] | None:
        return seats.tip_for(self, tip)

    def marker_tip_picture(self, seat: int, held: tuple[str, ...], kind: str) -> pygame.Surface:
        return seats.marker_tip_picture(self, seat, held, kind)
