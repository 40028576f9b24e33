"""Gouda's table: its view model (issue 18: its own object, split from :mod:`.scene`).
:class:`GoudaView` is built by the scene (``GameScene.model``) and holds what the table
shows and what a person may pick now, below everything that draws or takes input:

- the view of the position (``mice_view``, ``dice_view``, ``stack_view``, the counts,
  the hops, flashes and rings moving), which the event script (:mod:`.script`) moves on
  cue by cue and :meth:`GoudaView.sync` makes agree with the viewer's observation again;
- the person's choice being built (``sel_die``, ``sel_owner``, the marker aimed:
  ``target``, the hand open, the keyboard focus, the hover, the tips, the card's
  buttons), which :mod:`.choosing` moves;
- the layout's geometry (``geometry``, given by the scene's ``layout``);
- the queries every part reads: what glows and takes a click now
  (:meth:`~GoudaView.place_choices`, :meth:`~GoudaView.die_choices`...), the
  keyboard's :meth:`~GoudaView.items`, whose hand may be drawn, where a badge stands,
  and the words of the banner and the action card.

It reaches the shared table through one reference, :attr:`GoudaView.table` (the scene,
as a :class:`~game.scenes.gamescene.BaseGameScene`: its observation, the driver's
services, the banner and messages, the picture caches), and never the scene's own
parts. The parts beside it read it and never import the scene: :mod:`.inputs` and
:mod:`.choosing` (input), :mod:`.painter` with :mod:`.panels`, :mod:`.seats` and
:mod:`.hand` (drawing), :mod:`.script` (the cues); :mod:`.scene` builds them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ....core.protocol import Action
from ....scenes.laid_out import ViewModel
from ....view.fonts import get_font
from ....view.widgets import READABLE
from .. import GAME
from ..actions import Choose, Give, Start
from ..conf import GoudaConfig
from ..observation import GoudaObservation
from ..texts import colour_name, of_name, place_name, power_name, tr, tr_n
from . import layout, targeting
from .layout import TableLayout
from .sprites import Hop
from .targeting import Targeting

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene

#: A choice the keyboard focus may go to: ("place", name) / ("die", d) / ("badge", owner)
#: / ("seat", s) / ("stack", i) / ("button", key)
Item = tuple


class GoudaView(ViewModel[TableLayout, GoudaObservation]):
    """The Gouda! Gouda! table's view and the person's choice (see the module's
    docstring); built by :class:`~.scene.GameScene`, whose shared table services it
    reaches through :attr:`table`."""

    observation_type = GoudaObservation

    def __init__(self, table: BaseGameScene):
        super().__init__(table)
        n = len(table.session.seats)
        #: the game's numbers and shelf (the places drawn, the dice in the tray)
        self.config: GoudaConfig = GAME.config()
        self.mice_view: dict[str, list[int]] = {name: [0] * n for name in self.config.names}
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
        self.hops: list[Hop] = []
        self.flash: dict[int, float] = {}
        self.lost: dict[int, float] = {}
        self.big_marker: tuple[str, int, float] | None = None
        self.over_shown = False
        # choices of the person
        self.sel_die: int | None = None
        self.sel_owner: int | None = None
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
        self._geometry: TableLayout | None = None    # laid out by ``layout``

    def animate(self) -> bool:
        """Let go of what has finished moving (a mouse's hop, a ring moved, a die's
        flash); True while something moves."""
        table = self.table
        moving = False
        if self.hops:
            moving = True
            self.hops = [h for h in self.hops if not h.tween.done or table.busy()]
        if self.rolling or self.big_marker is not None:
            moving = True
        if self.ring_move is not None:
            moving = True
            if self.ring_move[2].done:
                self.ring_move = None
        if self.flash or self.lost:
            moving = True
            self.flash = {d: t for d, t in self.flash.items() if table.clock - t < 0.6}
            self.lost = {d: t for d, t in self.lost.items() if table.clock - t < 1.4}
        return moving

    # ================================================================ view <-> state
    def sync(self, hard: bool = False) -> None:
        """Make the view agree with the rules (after the script played, or an undo)."""
        obs = self.observation()
        if hard:
            self.table.messages.clear()
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
        if obs.phase == "over" and not self.table.busy():
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
        self.drag_pos = None
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
        self.table.invalidate()

    # ====================================================================== words
    def name_of(self, seat: int) -> dict[str, str]:
        name = self.table.seat_name(seat)
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
        human = self.table.plays_here(turn)       # told to them, or of them (elsewhere)
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
                return tr_n("status.win_cheese", int(obs.eaten[p]), name=self.table.seat_name(p))
            return tr("message.reached", name=self.table.seat_name(p))
        return tr("status.draw", names=" & ".join(self.table.seat_name(p) for p in winners))

    def refresh_status(self) -> None:
        if not self.table.busy():
            self.table.set_status(self.idle_status())

    # ===================================================================== queries
    def phase(self) -> str:
        return str(self.observation().phase)

    def die_colour(self, d: int) -> str:
        if 0 <= d < len(self.dice_view):
            return str(self.dice_view[d]["colour"] or "yellow")
        return "yellow"

    def gives(self) -> list[Give]:
        return [a for a in self.table.legal_actions() if isinstance(a, Give)]

    def gives_of(self, colour: str) -> list[Give]:
        return [a for a in self.gives() if self.die_colour(a.die) == colour]

    def place_choices(self) -> list[str]:
        """The places that glow and take a click now."""
        if not self.table.can_act():
            return []
        legal = self.table.legal_actions()
        t = self.target
        if self.hand_open:
            return []
        if t is not None:
            if t.step == "place":
                return targeting.transfer_places(legal)
            if t.step == "extra_place":
                return targeting.extra_places(legal, t.opponent)
            return []
        phase = self.phase()
        if phase == "start":
            return [a.place for a in legal if isinstance(a, Start)]
        if phase == "choose":
            return [a.place for a in legal if isinstance(a, Choose)]
        if phase == "assign" and self.sel_die is not None and self.sel_owner is not None:
            return sorted({a.to for a in self.gives_of(self.die_colour(self.sel_die))
                           if a.owner == self.sel_owner}, key=lambda p: self.config.idx[p])
        return []

    def die_choices(self) -> list[int]:
        if not self.table.can_act() or self.hand_open:
            return []
        t = self.target
        if t is not None:
            if t.step != "dice":
                return []
            return sorted(targeting.dice_candidates(t, self.table.legal_actions(), self.canonical))
        if self.phase() != "assign" or self.sel_owner is not None:
            return []
        colours = {self.die_colour(a.die) for a in self.gives()}
        return [d for d, die in enumerate(self.dice_view)
                if die["live"] and not die["used"] and die["colour"] in colours]

    def badge_choices(self) -> list[int]:
        if (not self.table.can_act() or self.hand_open or self.target is not None
                or self.phase() != "assign" or self.sel_die is None or self.sel_owner is not None):
            return []
        return sorted({a.owner for a in self.gives_of(self.die_colour(self.sel_die))})

    def seat_choices(self) -> list[int]:
        t = self.target
        if t is None or t.step != "opponent" or not self.table.can_act():
            return []
        return targeting.extra_opponents(self.table.legal_actions())

    def stack_choices(self) -> list[int]:
        t = self.target
        if t is None or t.step != "marker" or not self.table.can_act():
            return []
        return targeting.stack_targets(self.table.legal_actions())

    def canonical(self, action: Action) -> Action:
        """The rules' own mapping of alike dice (public facts only)."""
        state = self.table.session.state
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

    def focused(self) -> Item | None:
        """The choice the keyboard focus is on, or None."""
        items = self.items()
        return items[self.focus] if 0 <= self.focus < len(items) else None

    def asked_person(self) -> int | None:
        """The person the rules ask in an answer window now, if a person."""
        obs = self.observation()
        if obs.phase != "window" or obs.to_play < 0:
            return None
        seat = obs.to_play
        return seat if self.table.session.seats[seat].is_human else None

    def hand_seat(self) -> int | None:
        """Whose hand may be drawn now: the viewer's own, while they answer."""
        viewer = self.table.viewer
        obs = self.observation()
        if viewer is None or obs.hand is None or obs.seat != viewer:
            return None
        return viewer if self.asked_person() == viewer else None

    # ============================================================ geometry helpers
    def badge_point(self, place: str, owner: int) -> tuple[float, float]:
        """The centre of ``owner``'s badge on ``place`` (where it would stand)."""
        counts = self.mice_view.get(place, [])
        owners = [p for p, k in enumerate(counts) if k]
        if owner not in owners:
            owners = sorted([*owners, owner])
        rects = layout.badge_rects(self.geometry.shelf, place, owners)
        rect = rects.get(owner)
        if rect is None:
            return self.geometry.shelf.places[place].center
        return rect.centerx - rect.w * 0.22, rect.centery

    def badges_of(self, place: str) -> dict[int, pygame.Rect]:
        counts = self.mice_view.get(place, [])
        return layout.badge_rects(self.geometry.shelf, place, [p for p, k in enumerate(counts) if k])

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        """Where the hinted ``action`` is clicked (issue 19), in the order of the clicks:
        a place (start, the turn's place); the die, the mouse's badge on the rolled place
        and the place it goes to (a give); in the open hand, the marker's Play button
        or Go on (a pass). A marker's place on the person's panel, the hand closed, is
        the scene's to find (:mod:`.seats`)."""
        from ..actions import Marker
        shelf = self.geometry.shelf
        if isinstance(action, (Start, Choose)):
            return [shelf.places[action.place].copy()]
        if isinstance(action, Give):
            rects = [layout.die_rect(self.geometry.tray, action.die)]
            badge = self.badges_of(self.roll_place).get(action.owner) if self.roll_place else None
            if badge is not None:
                rects.append(badge.copy())
            return [*rects, shelf.places[action.to].copy()]
        hand = self.hand_layout if self.hand_open else None
        if isinstance(action, Marker):
            col = hand["cols"].get(action.KIND) if hand is not None else None
            return [col["button"].copy()] if col is not None else []
        if hand is not None:
            return [hand["close"].copy()]
        return [rect.copy() for key, _, rect, _ in self.buttons if key == "go_on"][:1]

    def card_rect(self, count: int) -> pygame.Rect:
        """The action card for ``count`` buttons: above the legend for one row of them;
        with more, the whole action area, grown upwards over the panels when its words
        and buttons need it (no step with several choices needs the board)."""
        if count <= 2:
            return self.geometry.card
        area = self.geometry.action
        px = self.table.px
        rows = -(-count // 2)
        line = get_font(self.table.fs(19), bold=True).get_linesize()
        need = (2 * line + get_font(READABLE, bold=True).get_linesize() + px(28)
                + rows * (max(40, px(54)) + px(8)) + px(10))
        if need <= area.h:
            return area
        top = max(self.geometry.side.top, area.bottom - need)
        return pygame.Rect(area.left, top, area.w, area.bottom - top)

    def button_rects(self, count: int) -> list[pygame.Rect]:
        """Where the action card's ``count`` buttons go (two a row)."""
        if not count or self._geometry is None:
            return []
        area = self.card_rect(count)
        px = self.table.px
        bh = max(40, px(54))
        cols = 1 if count == 1 else 2
        rows = -(-count // cols)
        bw = (area.w - px(24) - (cols - 1) * px(10)) // cols
        top = area.bottom - px(10) - rows * bh - (rows - 1) * px(8)
        return [pygame.Rect(area.left + px(12) + (k % cols) * (bw + px(10)),
                            top + (k // cols) * (bh + px(8)), bw, bh) for k in range(count)]

    def card_area(self) -> pygame.Rect:
        """The action card: over the legend too when its buttons need the room."""
        return self.card_rect(len(self.buttons))

    # ========================================================== the aimed marker's words
    def target_text(self) -> str:
        """What to do next while a marker is aimed, or ""."""
        t = self.target
        if t is None or not self.table.can_act():
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
        if self.table.can_act() and not self.hand_open:
            return self.idle_status()
        return ""

    # ============================================================ a guided game's ring
    def lesson_target(self, name: str) -> pygame.Rect | None:
        """Where a guided game's step points (issue 19): ``place:<name>`` (a place of the
        shelf: a start place, the place to choose) or ``give:<die>:<seat>:<place>`` (a
        result to give, followed as the person gives it: die ``<die>`` in the tray
        (numbered from 1) until a die of its colour is picked, then ``<seat>``'s mouse
        badge on the rolled place (seats from 0), then the place it goes to); None for a
        name it does not know or a thing not on the table now."""
        if self._geometry is None:
            return None
        kind, _, rest = name.partition(":")
        places = self._geometry.shelf.places
        if kind == "place":
            return places.get(rest)
        if kind != "give":
            return None
        die, seat, to = (rest.split(":") + ["", "", ""])[:3]
        if not die.isdigit() or not seat.isdigit() or not 0 < int(die) <= len(self.dice_view):
            return None
        d = int(die) - 1
        if self.sel_die is None or self.die_colour(self.sel_die) != self.die_colour(d):
            return layout.die_rect(self._geometry.tray, d)
        if self.sel_owner is None:
            badge = self.badges_of(self.roll_place).get(int(seat)) if self.roll_place else None
            return badge if badge is not None else places.get(to)
        return places.get(to)

    def lesson_area(self) -> pygame.Rect | None:
        """Where a guided game's panel goes: the action area under the dice tray (the
        action card and the dice's legend, not drawn in a guided game: the panel says
        what to do); None before the table is laid out."""
        if self._geometry is None:
            return None
        return self._geometry.action.copy()
