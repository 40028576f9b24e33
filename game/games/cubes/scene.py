"""The table of Souris et cubes de fromage ("Mouse Dice").

What people see, top to bottom: a banner with the current player's mouse face, name
and a one-line status; on the left every player's mice grouped by colour with their
progress towards the target; on the right the felt where the cheese cubes tumble (with
the face-down pile), the tray of cubes set aside with their cards at stake, and the big
Roll / Stop buttons (R or Space, S or Enter). After taking cards, the white-mouse swap
is offered by lighting up the cards that may be taken (click, or arrows/Tab + Enter) and
a "Keep my white mice" button.

The scene keeps its own *view* of the table (cube faces and places, the hands shown,
the pile count) that events move forward as their animations play; whenever the
animation script has played out it is checked against the rules' observation
(:meth:`GameScene.sync`). Nothing here decides anything: every choice goes through
``apply`` and every chance outcome through the session.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from ... import i18n
from ...core.protocol import TERMINAL, Action, Event
from ...scenes.gamescene import BaseGameScene
from ...view import art, palette
from ...view.fonts import get_font
from ...view.widgets import wrap as wrap_lines
from ...view.tween import Tween, bounce, ease_in_out, ease_out, ease_out_back, lerp, wobble
from .rules import (COLOURS, CONFIG, DECIDE, EXCHANGE, START, WHITE, CardsTaken, CardSwapped,
                    CubeShowed, CubesLanded, CubesRefilled, CubesRolled, Done, GameOver,
                    NoMouse, Roll, Stop, Swap, TurnStarted)

if TYPE_CHECKING:
    from ...app import App
    from ...session import Session

N_CUBES: int = CONFIG["cubes"]
FELT = (46, 112, 96)
FELT_EDGE = (120, 78, 48)
TRAY = (250, 238, 212)
CARD_RATIO = 1.4
Anchor = tuple


# ----------------------------------------------------------------------- texts
def tr(key: str, **values: object) -> str:
    return i18n.t(f"cubes.{key}", **values)


def counted(kind: str, n: int) -> str:
    """``1 mouse`` / ``3 mice`` (French uses the singular for 0 and 1)."""
    one = n <= 1 if i18n.language() == "fr" else n == 1
    return tr(f"count.{kind}.{'one' if one else 'many'}", n=n)


def tr_n(key: str, n: int, **values: object) -> str:
    """A sentence with a singular (``key.one``) and a plural (``key.many``) form."""
    one = n <= 1 if i18n.language() == "fr" else n == 1
    return tr(f"{key}.{'one' if one else 'many'}", n=n, **values)


def colour_name(colour: str) -> str:
    return tr(f"colours.{colour}")


def colour_adj(colour: str) -> str:
    return tr(f"adj.{colour}")


def rollable_count(obs: dict[str, Any]) -> int:
    """How many cubes a roll would throw now (holding a card, not set aside)."""
    return sum(1 for i, full in enumerate(obs["loaded"]) if full and str(i) not in obs["aside"])


def result_lines(state: Any, seat: int) -> list[str]:
    """What the results screen says under a player: their mice by colour, best colour."""
    hand = state.observation(seat)["hands"][seat]
    parts = [f"{colour_name(c)} {hand[c]}" for c in COLOURS if hand.get(c)]
    if not parts:
        return [tr("result.none")]
    counting = [c for c in COLOURS if c != WHITE or CONFIG["white_counts"]]
    best = max(counting, key=lambda c: (hand.get(c, 0), -COLOURS.index(c)))
    lines = [tr("result.cards", list=" · ".join(parts)),
             tr("result.best", colour=colour_name(best), n=hand.get(best, 0))]
    obs = state.observation(seat)
    if obs["end_reason"] == "out_of_cards" and seat in obs["winners"]:
        lines.append(tr("result.out_of_cards"))
    return lines


# ------------------------------------------------------------------- the view
@dataclass
class Lerp:
    """A float moving from ``a`` to ``b`` along a tween."""

    tween: Tween
    a: float
    b: float

    @property
    def value(self) -> float:
        return lerp(self.a, self.b, self.tween.value)


@dataclass
class CubeView:
    index: int
    loaded: bool = True
    face: str = "cheese"             # cheese | window | empty (pending or no card)
    colour: str | None = None        # the card seen through the window
    zone: str = "table"              # table | stake
    slot: int = -1                   # place in the stake tray
    spin: bool = False               # tumbling in the air
    tilt: int = 0                    # resting tilt (degrees)
    air: float = 0.0                 # height above the felt, 0..1
    air_lerp: Lerp | None = None
    move: tuple[Anchor, Anchor, Tween] | None = None
    hop: Tween | None = None         # a little jump (a mouse shows)
    card_out: bool = False           # its card is flying away

    def height(self) -> float:
        if self.air_lerp is not None and not self.air_lerp.tween.done:
            return self.air_lerp.value
        return self.air


@dataclass
class Flight:
    """A card flying across the table."""

    front: Callable[[int, int], pygame.Surface]
    src: Anchor
    dst: Anchor
    tween: Tween
    arc: float = 0.35
    back: Callable[[int, int], pygame.Surface] | None = None   # shown after half-way
    on_launch: Callable[[], None] | None = None
    on_land: Callable[[], None] | None = None
    launched: bool = False
    landed: bool = False


@dataclass
class Particle:
    image: pygame.Surface
    x: float
    y: float
    vx: float
    vy: float
    life: float
    age: float = 0.0
    gravity: float = 0.0
    sway: float = 0.0


@dataclass
class Message:
    image: pygame.Surface
    life: float
    title: str = ""
    style: str = ""
    age: float = 0.0


@dataclass
class BigButton:
    key: str
    label: str
    sub: str
    hint: str
    colour: tuple[int, int, int]
    action: Callable[[], None]
    icon: str = ""
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    hover: bool = False
    pressed: bool = False
    focused: bool = False


# ---------------------------------------------------------------------- scene
class GameScene(BaseGameScene):
    """The Souris et cubes de fromage table."""

    def __init__(self, app: "App", session: "Session"):
        super().__init__(app, session)
        self.rng = random.Random()                 # looks only (tilts, confetti)
        self.cubes = [CubeView(i, tilt=self.rng.choice((-6, -3, 0, 3, 6))) for i in range(N_CUBES)]
        self.hands_view: list[dict[str, int]] = []
        self.pile_view = 0
        self.turn_view = 0
        self.flights: list[Flight] = []
        self.particles: list[Particle] = []
        self.confetti: list[Particle] = []
        self.pulses: list[tuple[Anchor, Tween]] = []
        self.message: Message | None = None
        self.over_shown = False                    # the end of the game has been shown
        self.banner_in: Tween | None = None
        self.shake: Tween | None = None
        self.status = ""
        self.buttons: list[BigButton] = []
        self.swap_choices: list[Swap] = []
        self.focus = -1                            # index in swap_choices (+1: keep)
        self.hover_stack: tuple[int, str] | None = None
        self.base: pygame.Surface | None = None
        self._panel_cache: dict[int, tuple[tuple, pygame.Surface]] = {}
        self._banner_cache: tuple[tuple, pygame.Surface] | None = None
        self.prewarm_ms = 0.0
        self.L: dict[str, Any] = {}
        self.sync(hard=True)
        self.status = self.idle_status()

    # ================================================================ view <-> state
    def observation(self) -> dict[str, Any]:
        humans = self.session.humans()
        return self.session.state.observation(humans[0] if humans else 0)

    def sync(self, hard: bool = False) -> None:
        """Make the view agree with the rules (after the script played, or an undo)."""
        for flight in list(self.flights):
            self._land(flight)
        self.flights.clear()
        obs = self.observation()
        self.hands_view = [dict(h) for h in obs["hands"]]
        self.pile_view = obs["pile"]
        self.turn_view = obs["turn"]
        aside = {int(c): colour for c, colour in obs["aside"].items()}
        used = {c.slot for c in self.cubes if c.zone == "stake" and c.index in aside}
        rolling, to_show = set(obs["rolling"]), set(obs["to_show"])
        for cube in self.cubes:
            i = cube.index
            cube.loaded = bool(obs["loaded"][i])
            cube.card_out = False
            if hard:
                cube.move = None
                cube.hop = None
                cube.air_lerp = None
            if i in aside:
                if cube.zone != "stake":
                    cube.zone = "stake"
                    cube.slot = min(s for s in range(N_CUBES) if s not in used)
                    used.add(cube.slot)
                cube.face, cube.colour = "window", aside[i]
                cube.spin, cube.air = False, 0.0
                continue
            cube.zone, cube.slot = "table", -1
            cube.colour = None
            if i in rolling:
                cube.face = "cheese"
                if not cube.spin:
                    cube.spin, cube.air = True, 1.0
            else:
                cube.spin, cube.air = False, 0.0
                cube.face = "empty" if (i in to_show or not cube.loaded) else "cheese"
        if hard:
            self.message = None
            self.shake = None
            self.pulses.clear()
        if self.session.state.is_terminal() and not self.busy():
            self.over_shown = True
        self.rebuild_controls()

    def rebuild_controls(self) -> None:
        """The buttons and swap choices for a settled table."""
        self.swap_choices = []
        if self.busy():
            return
        obs = self.observation()
        if not self.session.is_human_turn() or obs["to_play"] == TERMINAL:
            self.buttons = []
            self.focus = -1
            return
        phase = obs["phase"]
        buttons: list[BigButton] = []
        if phase == START:
            n = rollable_count(obs)
            buttons.append(BigButton("roll", tr("button.roll"), counted("cubes", n),
                                     tr("button.keys_roll"), palette.OK, self.do_roll, "cube"))
        elif phase == DECIDE:
            left, stake = rollable_count(obs), len(obs["aside"])
            if left:
                buttons.append(BigButton("roll", tr("button.roll_again"), counted("cubes", left),
                                         tr("button.keys_roll"), palette.OK, self.do_roll, "cube"))
            buttons.append(BigButton("stop", tr("button.stop"),
                                     tr("button.take", cards=counted("cards", stake)),
                                     tr("button.keys_stop"), palette.DANGER, self.do_stop, "card"))
        elif phase == EXCHANGE:
            self.swap_choices = [a for a in self.session.state.legal_actions() if isinstance(a, Swap)]
            buttons.append(BigButton("keep", tr("button.keep"), tr("button.keep_sub"),
                                     tr("button.keys_swap"), palette.ACCENT, self.do_keep))
        if phase != EXCHANGE:
            self.focus = -1
        self.focus = min(self.focus, len(self.swap_choices))
        old = {b.key: b for b in self.buttons}
        for b in buttons:
            if b.key in old:
                b.hover = old[b.key].hover
        self.buttons = buttons
        self.place_buttons()
        self.mark_focus()

    # ====================================================================== status
    def idle_status(self) -> str:
        """What the table asks for now (the status line when nothing moves)."""
        obs = self.observation()
        if obs["to_play"] == TERMINAL:
            return self.win_status()
        p = obs["turn"]
        name = self.seat_name(p)
        human = self.session.seats[p].is_human
        phase = obs["phase"]
        if phase == START:
            return tr("status.start") if human else tr("status.cpu_start", name=name)
        if phase == DECIDE:
            stake, left = len(obs["aside"]), rollable_count(obs)
            if not human:
                return tr("status.cpu_decide", name=name, mice=counted("mice", stake))
            if not left:
                return tr("status.must_stop", cards=counted("cards", stake))
            return tr("status.decide", mice=counted("mice", stake), left=counted("left", left))
        if phase == EXCHANGE:
            if human:
                return tr("status.exchange", whites=counted("whites", obs["hands"][p][WHITE]))
            return tr("status.cpu_exchange", name=name)
        return self.status

    def win_status(self) -> str:
        obs = self.observation()
        winners = list(obs["winners"])
        if not winners:
            return tr("banner.over")
        if obs["end_reason"] == "target":
            p = winners[0]
            hand = obs["hands"][p]
            colour = max((c for c in COLOURS if c != WHITE or CONFIG["white_counts"]),
                         key=lambda c: hand[c])
            return tr("status.win", name=self.seat_name(p), n=hand[colour], colour=colour_adj(colour))
        if len(winners) == 1:
            return tr("status.win_out", name=self.seat_name(winners[0]))
        return tr("status.draw", names=" & ".join(self.seat_name(p) for p in winners))

    def set_status(self, text: str) -> None:
        if text != self.status:
            self.status = text
            self.invalidate()

    # ===================================================================== actions
    def do_roll(self) -> None:
        if self.can_act() and Roll() in self.session.state.legal_actions():
            self.app.audio.play("click")
            self.apply(Roll())
        else:
            self.app.audio.play("error")

    def do_stop(self) -> None:
        if self.can_act() and Stop() in self.session.state.legal_actions():
            self.app.audio.play("click")
            self.apply(Stop())
        else:
            self.app.audio.play("error")

    def do_keep(self) -> None:
        if self.can_act() and Done() in self.session.state.legal_actions():
            self.app.audio.play("click")
            self.apply(Done())
        else:
            self.app.audio.play("error")

    def do_swap(self, swap: Swap) -> None:
        if self.can_act() and swap in self.session.state.legal_actions():
            self.apply(swap)
        else:
            self.app.audio.play("error")

    # ======================================================================= hooks
    def enter(self) -> None:
        self.app.audio.play("turn")
        self.banner_in = self.tweens.add(Tween(self.dur(0.45), easing=ease_out_back))
        state = self.session.state
        if not state.is_terminal() and state.phase == START and self.session.is_human_turn():
            self.show_message(tr("banner.human", name=self.seat_name(state.turn)), "", 1.1, "turn",
                              [self.seat_rgb(state.turn)])

    def thinking(self) -> bool:
        """The hint shows for the whole of a computer's turn (not only its pauses)."""
        state = self.session.state
        return (not state.is_terminal() and not self.session.seats[self.turn_view].is_human
                and not self.buttons)

    def thinking_player(self) -> int:
        return self.turn_view

    def on_undo(self) -> None:
        self.sync(hard=True)
        self.status = self.idle_status()

    def on_settled(self) -> None:
        self.sync()
        self.status = self.idle_status()

    def chance_delay(self) -> float:
        state = self.session.state
        return self.dur(0.3 if state.phase == "landing" else 0.14)

    def on_action(self, player: int, action: Action) -> None:
        if player < 0:
            return
        if self.message is not None and self.message.style == "turn":
            self.message = None                       # the player got going: out of the way
        if isinstance(action, Done):
            name = self.seat_name(player)
            self.queue(0.5, lambda: self.set_status(tr("status.kept", name=name)), name="kept")
        self.buttons_disabled_look()

    def buttons_disabled_look(self) -> None:
        for b in self.buttons:
            b.pressed = False

    def on_events(self, events: list[Event]) -> None:
        for i, event in enumerate(events):
            following = events[i + 1] if i + 1 < len(events) else None
            if isinstance(event, CubesRolled):
                self.cue_roll(event)
            elif isinstance(event, CubesLanded):
                self.cue_land(event)
            elif isinstance(event, CubeShowed):
                self.cue_show(event)
            elif isinstance(event, NoMouse):
                self.cue_no_mouse(event)
            elif isinstance(event, CardsTaken):
                self.cue_take(event)
                if not isinstance(following, CubesRefilled):
                    self.cue_return(())
            elif isinstance(event, CubesRefilled):
                self.cue_refill(event)
                self.cue_return(event.cubes)
            elif isinstance(event, CardSwapped):
                self.cue_swap(event)
            elif isinstance(event, TurnStarted):
                self.cue_turn(event)
            elif isinstance(event, GameOver):
                self.cue_game_over(event)

    # ================================================================== the script
    def cue_roll(self, event: CubesRolled) -> None:
        def start() -> None:
            self.app.audio.play("roll")
            n = len(event.cubes)
            going_on = any(c.zone == "stake" for c in self.cubes)
            if going_on and not self.session.seats[event.player].is_human:
                self.set_status(tr("status.cpu_rolls", name=self.seat_name(event.player),
                                   left=counted("left", n)))
            else:
                self.set_status(tr("status.rolling", cubes=counted("cubes", n)))
            for i in event.cubes:
                cube = self.cubes[i]
                cube.face, cube.colour, cube.spin = "cheese", None, True
                cube.air_lerp = Lerp(self.tweens.add(Tween(self.dur(0.38), easing=ease_out)),
                                     cube.height(), 1.0)
                cube.air = 1.0
        self.queue(0.36, start, name="roll")

    def cue_land(self, event: CubesLanded) -> None:
        shown = set(event.shown)

        def start() -> None:
            self.app.audio.play("land")
            for i in event.cubes:
                cube = self.cubes[i]
                cube.spin = False
                cube.tilt = self.rng.choice((-6, -3, 0, 3, 6))
                cube.face = "empty" if i in shown else "cheese"
                cube.air_lerp = Lerp(self.tweens.add(
                    Tween(self.dur(0.42), delay=self.dur(0.03) * (i % 4), easing=bounce)), 1.0, 0.0)
                cube.air = 0.0
        self.queue(0.46, start, name="land")

    def cue_show(self, event: CubeShowed) -> None:
        cube = self.cubes[event.cube]

        def start() -> None:
            self.app.audio.play("reveal")
            cube.face, cube.colour = "window", event.colour
            cube.hop = self.tweens.add(Tween(self.dur(0.34), easing=linear_hop))
            x, y = self.cube_pos(cube)
            self.sparkle(x, y - self.L["cs"] * 0.1, 10, palette.HIGHLIGHT)
            self.set_status(tr("status.showed", mouse=tr("mouse", colour=colour_adj(event.colour))))

        def end() -> None:
            used = {c.slot for c in self.cubes if c.zone == "stake"}
            slot = min(s for s in range(N_CUBES) if s not in used)
            self.move_cube(cube, ("stake", slot), 0.4)
            cube.zone, cube.slot = "stake", slot
        self.queue(0.36, start, end, name="show")

    def stake_cubes(self) -> list[CubeView]:
        """The cubes in the stake tray, in the order they were set aside (looked up when
        an animation starts: the events of several moves may be queued at once)."""
        return sorted((c for c in self.cubes if c.zone == "stake"), key=lambda c: c.slot)

    def cue_no_mouse(self, event: NoMouse) -> None:
        human = self.session.seats[event.player].is_human
        name = self.seat_name(event.player)
        if not event.lost:
            def quiet() -> None:
                self.set_status(tr("status.no_mouse"))
                self.show_message(tr("message.no_mouse"), tr("message.no_mouse_sub"), 1.1, "soft")
            self.queue(0.15, quiet, name="no-mouse")
            self.hold(0.85)
            return
        lost = len(event.lost)
        stake: list[CubeView] = []

        def bust() -> None:
            self.app.audio.play("bust")
            stake[:] = self.stake_cubes()
            self.shake = self.tweens.add(Tween(self.dur(0.6), easing=lambda t: t))
            self.set_status(tr_n("status.bust", lost) if human
                            else tr_n("status.cpu_bust", lost, name=name))
            self.show_message(tr("message.oh_no"), tr_n("message.bust_sub", lost), 2.3, "bust")
        self.queue(0.6, bust, name="bust")

        def fly_back() -> None:
            for k, cube in enumerate(stake):
                colour = cube.colour or WHITE
                self.launch(Flight(front=self.card_maker(colour), back=self.back_maker(),
                                   src=("stake_card", cube.slot), dst=("pile",),
                                   tween=Tween(self.dur(0.55), delay=self.dur(0.1) * k,
                                               easing=ease_in_out),
                                   arc=0.25, on_launch=self._card_leaves(cube),
                                   on_land=self._cube_closes(cube)))
        self.queue(0.55 + 0.1 * max(0, lost - 1) + 0.05, fly_back, name="fly-back")

        def back_home() -> None:
            for cube in stake:
                self.move_cube(cube, ("table", cube.index), 0.4)
                cube.zone, cube.slot, cube.colour, cube.face = "table", -1, None, "cheese"
        self.queue(0.35, back_home, name="cubes-home")
        self.hold(0.9)

    def _card_leaves(self, cube: CubeView) -> Callable[[], None]:
        def go() -> None:
            cube.card_out = True
            cube.face = "empty"
        return go

    def _cube_closes(self, cube: CubeView) -> Callable[[], None]:
        def done() -> None:
            cube.face, cube.colour, cube.card_out = "cheese", None, False
        return done

    def cue_take(self, event: CardsTaken) -> None:
        p, n = event.player, len(event.cards)

        def start() -> None:
            self.set_status(tr("status.taken", name=self.seat_name(p), cards=counted("cards", n)))
            for k, cube in enumerate(self.stake_cubes()):
                colour = cube.colour or WHITE
                self.launch(Flight(front=self.card_maker(colour), src=("stake_card", cube.slot),
                                   dst=("stack", p, colour),
                                   tween=Tween(self.dur(0.55), delay=self.dur(0.13) * k,
                                               easing=ease_in_out),
                                   arc=0.3, on_launch=self._card_leaves(cube),
                                   on_land=self._card_arrives(p, colour)))
        self.queue(0.55 + 0.13 * max(0, n - 1) + 0.08, start, name="take")

    def _card_arrives(self, player: int, colour: str) -> Callable[[], None]:
        def land() -> None:
            self.app.audio.play("collect")
            self.hands_view[player][colour] += 1
            anchor = ("stack", player, colour)
            self.pulses.append((anchor, self.tweens.add(Tween(self.dur(0.45)))))
            x, y = self.resolve(anchor)[:2]
            self.sparkle(x, y, 6, palette.HIGHLIGHT, small=True)
        return land

    def cue_refill(self, event: CubesRefilled) -> None:
        cubes = [self.cubes[i] for i in event.cubes]

        def start() -> None:
            self.set_status(tr("status.refill"))
            for k, cube in enumerate(cubes):
                self.launch(Flight(front=self.back_maker(), src=("pile",), dst=("cube", cube.index),
                                   tween=Tween(self.dur(0.38), delay=self.dur(0.07) * k,
                                               easing=ease_in_out),
                                   arc=0.2, on_launch=self._pile_gives(),
                                   on_land=self._cube_closes(cube)))
        self.queue(0.38 + 0.07 * max(0, len(cubes) - 1) + 0.04, start, name="refill")

    def _pile_gives(self) -> Callable[[], None]:
        def go() -> None:
            self.pile_view = max(0, self.pile_view - 1)
        return go

    def cue_return(self, refilled: tuple[int, ...]) -> None:
        """The emptied cubes go back to the felt; those the pile could not refill stay
        empty and are not rolled any more."""
        def start() -> None:
            for cube in self.stake_cubes():
                self.move_cube(cube, ("table", cube.index), 0.38)
                cube.zone, cube.slot, cube.colour, cube.card_out = "table", -1, None, False
                cube.loaded = cube.index in refilled
                cube.face = "cheese" if cube.loaded else "empty"
        self.queue(0.38, start, name="return")

    def cue_swap(self, event: CardSwapped) -> None:
        p, o, colour = event.player, event.opponent, event.colour

        def start() -> None:
            self.app.audio.play("swap")
            self.set_status(tr("status.swapped", name=self.seat_name(p), opponent=self.seat_name(o),
                               colour=colour_adj(colour)))

            def white_leaves() -> None:
                self.hands_view[p][WHITE] = max(0, self.hands_view[p][WHITE] - 1)

            def poof() -> None:
                x, y = self.resolve(("poof", p))[:2]
                self.sparkle(x, y, 12, palette.MOUSE_COLOURS[WHITE])

            def taken() -> None:
                self.hands_view[o][colour] = max(0, self.hands_view[o][colour] - 1)

            self.launch(Flight(front=self.card_maker(WHITE), src=("stack", p, WHITE), dst=("poof", p),
                               tween=Tween(self.dur(0.5), easing=ease_out), arc=0.15,
                               on_launch=white_leaves, on_land=poof))
            self.launch(Flight(front=self.card_maker(colour), src=("stack", o, colour),
                               dst=("stack", p, colour),
                               tween=Tween(self.dur(0.7), delay=self.dur(0.12), easing=ease_in_out),
                               arc=0.25, on_launch=taken, on_land=self._card_arrives(p, colour)))
        self.queue(0.86, start, name="swap")

    def cue_turn(self, event: TurnStarted) -> None:
        def start() -> None:
            self.app.audio.play("turn")
            self.turn_view = event.player
            self.focus = -1
            seat = self.session.seats[event.player]
            self.set_status(tr("status.start") if seat.is_human
                            else tr("status.cpu_start", name=seat.name))
            if not seat.is_human:
                self.buttons = []
            else:
                self.show_message(tr("banner.human", name=seat.name), "", 1.1, "turn",
                                  [self.seat_rgb(event.player)])
            self.banner_in = self.tweens.add(Tween(self.dur(0.45), easing=ease_out_back))
        self.queue(0.4, start, name="turn")

    def cue_game_over(self, event: GameOver) -> None:
        def start() -> None:
            self.app.audio.play("win")
            self.over_shown = True
            self.buttons = []
            self.set_status(self.win_status())
            if len(event.winners) == 1:
                title = tr("message.win", name=self.seat_name(event.winners[0]))
            else:
                title = tr("message.draw")
            faces = [self.seat_rgb(p) for p in event.winners[:2]]
            self.show_message(title, "", 2.8, "win", faces)
            self.throw_confetti()
        self.queue(0.2, start, name="game-over")
        self.hold(2.6)

    # ================================================================== animation
    def launch(self, flight: Flight) -> None:
        self.tweens.add(flight.tween)
        self.flights.append(flight)

    def _land(self, flight: Flight) -> None:
        if not flight.launched:
            flight.launched = True
            if flight.on_launch:
                flight.on_launch()
        if not flight.landed:
            flight.landed = True
            if flight.on_land:
                flight.on_land()

    def move_cube(self, cube: CubeView, to: Anchor, seconds: float) -> None:
        src = self.cube_anchor(cube)
        cube.move = (src, to, self.tweens.add(Tween(self.dur(seconds), easing=ease_in_out)))

    def sparkle(self, x: float, y: float, count: int, rgb: Sequence[int], small: bool = False) -> None:
        size = self.px(14 if small else 20)
        img = self.image(("star", size, tuple(rgb)), lambda: art.symbol("star", size, rgb))
        speed = self.px(160 if small else 260)
        for k in range(count):
            angle = 2 * math.pi * (k + self.rng.random() * 0.5) / count
            v = speed * (0.6 + 0.4 * self.rng.random())
            self.particles.append(Particle(img, x, y, math.cos(angle) * v, math.sin(angle) * v - speed * 0.2,
                                           life=self.dur(0.55), gravity=speed * 1.2))

    def throw_confetti(self) -> None:
        w, h = self.size
        colours = list(palette.MOUSE_COLOURS.values()) + list(palette.PLAYER_COLOURS.values())
        for k in range(90):
            kind = art.CONFETTI_KINDS[k % len(art.CONFETTI_KINDS)]
            rgb = colours[k % len(colours)]
            size = self.px(self.rng.choice((16, 20, 24)))
            img = self.image(("confetti", kind, rgb, size), lambda: art.confetti_piece(rgb, size, kind))
            self.confetti.append(Particle(img, self.rng.uniform(0, w), self.rng.uniform(-h * 0.5, -10),
                                          self.rng.uniform(-40, 40) * self.u,
                                          self.rng.uniform(140, 260) * self.u,
                                          life=self.dur(3.4) + self.rng.uniform(0, 0.6),
                                          sway=self.rng.uniform(0.5, 2.0)))

    def show_message(self, title: str, sub: str, life: float, style: str,
                     faces: Sequence[tuple[int, int, int]] = ()) -> None:
        self.message = Message(self.message_image(title, sub, style, faces), self.dur(life), title, style)

    def animate(self, dt: float) -> bool:
        moving = False
        for flight in self.flights:
            if not flight.launched and flight.tween.started:
                flight.launched = True
                if flight.on_launch:
                    flight.on_launch()
            if flight.tween.done and not flight.landed:
                self._land(flight)
        self.flights = [f for f in self.flights if not f.landed]
        if self.flights:
            moving = True
        for cube in self.cubes:
            if cube.spin:
                moving = True
            if cube.move is not None and cube.move[2].done:
                cube.move = None
            if cube.hop is not None and cube.hop.done:
                cube.hop = None
            if cube.air_lerp is not None and cube.air_lerp.tween.done:
                cube.air_lerp = None
        for group in (self.particles, self.confetti):
            if group:
                moving = True
                for p in group:
                    p.age += dt
                    p.vy += p.gravity * dt
                    p.x += (p.vx + (math.sin(p.age * 4 * p.sway) * 60 * self.u if p.sway else 0)) * dt
                    p.y += p.vy * dt
                group[:] = [p for p in group if p.age < p.life and p.y < self.size[1] + 40]
        self.pulses = [(a, t) for a, t in self.pulses if not t.done]
        if self.message is not None:
            self.message.age += dt
            moving = True
            if self.message.age >= self.message.life:
                self.message = None
        if self.shake is not None and self.shake.done:
            self.shake = None
        if self.banner_in is not None and self.banner_in.done:
            self.banner_in = None
        return moving

    # ===================================================================== layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        px = self.px
        m, gap = px(14), px(12)
        L: dict[str, Any] = {}
        bh = px(94)
        L["banner"] = pygame.Rect(m, m, max(px(200), w - m - self.controls_width()), bh)
        top = L["banner"].bottom + gap
        lw = max(px(300), int(w * 0.36))
        legend_h = px(58)
        players = pygame.Rect(m, top, lw, h - top - m - legend_h - gap // 2)
        rx = players.right + gap + px(6)
        right = pygame.Rect(rx, top, w - rx - m, h - top - m)
        action_h = max(px(96), min(px(132), int(right.h * 0.2)))
        L["action"] = pygame.Rect(right.left, right.bottom - action_h, right.w, action_h)
        play = pygame.Rect(right.left, right.top, right.w, L["action"].top - gap - right.top)
        stake_h = int(play.h * 0.4)
        L["table"] = table = pygame.Rect(play.left, play.top, play.w, play.h - stake_h - gap)
        L["stake"] = stake = pygame.Rect(play.left, table.bottom + gap, play.w, stake_h)
        L["play"] = play
        self.thinking_rect = L["action"]

        # the felt: cubes in a grid, the pile on the right
        pile_w = int(table.w * 0.2)
        grid = pygame.Rect(table.left + px(10), table.top + px(6), table.w - pile_w - px(16), table.h - px(10))
        cols = N_CUBES if N_CUBES <= 4 else math.ceil(N_CUBES / 2)
        rows = math.ceil(N_CUBES / cols)
        cell_w, cell_h = grid.w / cols, grid.h / rows
        cs = int(min(cell_w * 0.8, cell_h * 0.7))
        L["cs"] = cs
        L["grid"] = grid
        L["slots"] = [(round(grid.left + (i % cols + 0.5) * cell_w),
                       round(grid.top + (i // cols + 0.5) * cell_h)) for i in range(N_CUBES)]
        pile = pygame.Rect(table.right - pile_w, table.top, pile_w, table.h)
        L["pile_area"] = pile
        pcw = int(min(pile_w * 0.56, table.h * 0.36))
        L["pile_card"] = (pcw, int(pcw * CARD_RATIO))
        L["pile_center"] = (pile.centerx, pile.top + int(table.h * 0.5))

        # the stake tray: one slot per cube, the card standing out of its cube
        header = px(34)
        slot_w = (stake.w - px(24)) / N_CUBES
        ss = int(min(slot_w * 0.84, (stake.h - header) * 0.5))
        L["ss"] = ss
        scw = int(min(slot_w * 0.78, ss * 0.82))
        L["stake_card"] = (scw, int(scw * CARD_RATIO))
        tray_body = art.panel_body_rect(stake.w, stake.h).move(stake.topleft)
        cube_y = tray_body.bottom - px(6) - int(ss * 0.45)
        L["stake_slots"] = [(round(stake.left + px(12) + (s + 0.5) * slot_w), cube_y)
                            for s in range(N_CUBES)]
        L["stake_header"] = header

        # the players' panels
        n = self.session.state.num_players
        pgap = px(10)
        col_w = (players.w - px(40)) / len(COLOURS)
        needed = int(px(48) + px(34) + col_w * 0.76 * CARD_RATIO + px(26))
        ph = min(needed, (players.h - (n - 1) * pgap) // n)
        L["panels"] = []
        for p in range(n):
            rect = pygame.Rect(players.left, players.top + p * (ph + pgap), players.w, ph)
            L["panels"].append(self._panel_layout(rect))
        L["legend"] = pygame.Rect(m, h - m - legend_h + px(4), lw, legend_h)
        self.L = L
        if not self.busy():
            self.status = self.idle_status()       # the language may have changed
            self.rebuild_controls()
        self.place_buttons()
        self.base = None
        self._panel_cache.clear()
        self._banner_cache = None
        self._prewarm()

    def _panel_layout(self, rect: pygame.Rect) -> dict[str, Any]:
        px = self.px
        body = art.panel_body_rect(rect.w, rect.h).move(rect.topleft)
        pad = max(4, px(10))
        head = max(px(26), min(px(48), int(body.h * 0.3)))
        out: dict[str, Any] = {"rect": rect, "body": body, "head": head, "pad": pad}
        out["avatar"] = pygame.Rect(body.left + pad + px(6), body.top + pad // 2, head, head)
        cols = pygame.Rect(body.left + pad + px(6), body.top + pad // 2 + head + px(4),
                           body.w - 2 * pad - px(6), body.bottom - (body.top + pad // 2 + head + px(4)) - pad // 2)
        col_w = cols.w / len(COLOURS)
        pip_h = max(5, px(10))
        card_h = int(min(cols.h - pip_h - px(10), col_w * 0.76 * CARD_RATIO))
        card_w = int(card_h / CARD_RATIO)
        out["card"] = (card_w, card_h)
        out["stacks"] = {}
        out["pips"] = {}
        for k, colour in enumerate(COLOURS):
            cx = round(cols.left + (k + 0.5) * col_w)
            card = pygame.Rect(0, 0, card_w, card_h)
            card.midtop = (cx - px(3), cols.top + px(2))
            out["stacks"][colour] = card
            out["pips"][colour] = pygame.Rect(round(cx - col_w * 0.44), card.bottom + px(5),
                                              round(col_w * 0.88), pip_h)
        return out

    def _prewarm(self) -> None:
        """List the pictures the table will need, to draw them a few at a time while
        the table is quiet (see :meth:`update`), not in the middle of a roll."""
        L = self.L
        cs, ss = L["cs"], L["ss"]
        jobs: list[Callable[[], object]] = []
        tilts = (-6, -3, 0, 3, 6)
        for tilt in tilts:
            jobs.append(lambda t=tilt: self.cube_image(cs, "cheese", None, t))
        for angle in range(0, 360, 15):
            jobs.append(lambda a=angle: self.cube_image(cs, "cheese", None, a))
        for angle in range(0, 360, 15):
            jobs.append(lambda a=angle: self.cube_image(cs, "empty", None, a))
        for tilt in tilts:
            jobs.append(lambda t=tilt: self.cube_image(cs, "empty", None, t))
        for colour in COLOURS:
            jobs.append(lambda c=colour: self.cube_image(ss, "window", c, 0))
            jobs.append(lambda c=colour: self.card_maker(c)(*L["stake_card"]))
            for tilt in tilts:
                jobs.append(lambda c=colour, t=tilt: self.cube_image(cs, "window", c, t))
        for air in (0.0, 0.2, 0.3, 0.45, 0.6, 0.7, 0.85, 1.0, 1.1):
            jobs.append(lambda a=air: self.shadow_image(cs, a))
        jobs.append(lambda: self.shadow_image(ss, 0.0))
        jobs.append(lambda: self.cube_image(ss, "empty", None, 0))
        jobs.append(lambda: self.cube_image(ss, "cheese", None, 0))
        for tilt in tilts:
            jobs.append(lambda t=tilt: self.cube_image(cs, "empty", None, t, True))
        for style in ("bust", "soft", "turn", "win"):
            jobs.append(lambda s=style: self.message_panel(s))
        for p in range(len(L["panels"])):
            jobs.append(lambda p=p: self.banner_background(L["banner"], p))
        jobs.append(lambda: self.back_maker()(*L["pile_card"]))
        jobs.append(lambda: self.image(("swap-prompt", i18n.language()), self.render_swap_prompt))
        jobs.append(lambda: self.thinking_pill())
        started = time.perf_counter()
        for job in jobs:
            job()
        self.prewarm_ms = (time.perf_counter() - started) * 1000

    def place_buttons(self) -> None:
        if not self.L:
            return
        area = self.L["action"]
        n = len(self.buttons)
        if not n:
            return
        hint_h = self.px(22)
        bh = min(self.px(92), area.h - hint_h - self.px(6))
        bw = min(self.px(340) if n > 1 else self.px(420), int((area.w - self.px(24) * (n + 1)) / n))
        gap = self.px(28)
        total = n * bw + (n - 1) * gap
        left = area.centerx - total // 2
        for k, b in enumerate(self.buttons):
            b.rect = pygame.Rect(left + k * (bw + gap), area.top + self.px(4), bw, bh)

    # ============================================================ geometry helpers
    def cube_anchor(self, cube: CubeView) -> Anchor:
        return ("stake", cube.slot) if cube.zone == "stake" else ("table", cube.index)

    def resolve(self, anchor: Anchor) -> tuple[float, float, float]:
        """(x, y, size) of a place on the table; size is a cube or card width."""
        L = self.L
        kind = anchor[0]
        if kind == "table":
            x, y = L["slots"][anchor[1]]
            return x, y, L["cs"]
        if kind == "stake":
            x, y = L["stake_slots"][anchor[1]]
            return x, y, L["ss"]
        if kind == "stake_card":
            x, y = L["stake_slots"][anchor[1]]
            cw, ch = L["stake_card"]
            return x, y - L["ss"] * 0.18 - ch / 2, cw
        if kind == "stack":
            rect = L["panels"][anchor[1]]["stacks"][anchor[2]]
            return rect.centerx, rect.centery, rect.w
        if kind == "pile":
            x, y = L["pile_center"]
            return x, y, L["pile_card"][0]
        if kind == "cube":
            x, y = self.cube_pos(self.cubes[anchor[1]])
            return x, y, L["ss"] * 0.5
        if kind == "poof":
            panel = L["panels"][anchor[1]]
            rect = panel["stacks"][WHITE]
            return rect.centerx, panel["body"].top - self.px(10), rect.w
        raise ValueError(anchor)

    def cube_pos(self, cube: CubeView) -> tuple[float, float]:
        x, y, _ = self.cube_place(cube)
        return x, y

    def cube_place(self, cube: CubeView) -> tuple[float, float, float]:
        if cube.move is not None and not cube.move[2].done:
            a, b, tween = cube.move
            ax, ay, asz = self.resolve(a)
            bx, by, bsz = self.resolve(b)
            t = tween.value
            arc = math.sin(math.pi * t) * self.L["cs"] * 0.35
            return lerp(ax, bx, t), lerp(ay, by, t) - arc, lerp(asz, bsz, t)
        return self.resolve(self.cube_anchor(cube))

    # ====================================================================== input
    def on_input(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            changed = False
            for b in self.buttons:
                hover = b.rect.collidepoint(event.pos)
                if hover != b.hover:
                    b.hover, changed = hover, True
            stack = self.stack_at(event.pos) if self.swap_choices else None
            if stack != self.hover_stack:
                self.hover_stack, changed = stack, True
            if changed:
                self.invalidate()
            return
        if not self.can_act():
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    b.pressed = True
                    self.invalidate()
                    return
            stack = self.stack_at(event.pos)
            if stack is not None:
                choice = self.choice_for(stack)
                if choice is not None:
                    self.app.audio.play("click")
                    self.do_swap(choice)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b in self.buttons:
                was, b.pressed = b.pressed, False
                if was:
                    self.invalidate()
                    if b.rect.collidepoint(event.pos):
                        b.action()
                        return
            return
        if event.type != pygame.KEYDOWN:
            return
        key = event.key
        phase = self.session.state.phase
        if phase == EXCHANGE:
            count = len(self.swap_choices) + 1
            if key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
                back = key in (pygame.K_LEFT, pygame.K_UP) or (
                    key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
                if self.focus < 0:
                    self.focus = count - 1 if back else 0
                else:
                    self.focus = (self.focus + (-1 if back else 1)) % count
                self.mark_focus()
                self.app.audio.play("click")
                self.invalidate()
                return
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.focus < 0:
                    self.focus = 0
                    self.mark_focus()
                    self.invalidate()
                elif self.focus < len(self.swap_choices):
                    self.app.audio.play("click")
                    self.do_swap(self.swap_choices[self.focus])
                else:
                    self.do_keep()
                return
            if key in (pygame.K_r, pygame.K_s):
                self.app.audio.play("error")
            return
        if key in (pygame.K_r, pygame.K_SPACE):
            self.do_roll()
        elif key in (pygame.K_s, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.do_stop()

    def mark_focus(self) -> None:
        for b in self.buttons:
            b.focused = b.key == "keep" and self.focus == len(self.swap_choices) and self.focus >= 0

    def stack_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        for p, panel in enumerate(self.L.get("panels", [])):
            for colour, rect in panel["stacks"].items():
                if rect.inflate(self.px(8), self.px(22)).collidepoint(pos):
                    return p, colour
        return None

    def choice_for(self, stack: tuple[int, str]) -> Swap | None:
        for choice in self.swap_choices:
            if (choice.opponent, choice.colour) == stack:
                return choice
        return None

    # =================================================================== pictures
    def card_maker(self, colour: str) -> Callable[[int, int], pygame.Surface]:
        return lambda w, h: self.image(("card", colour, w, h), lambda: art.mouse_card(colour, w, h))

    def back_maker(self) -> Callable[[int, int], pygame.Surface]:
        return lambda w, h: self.image(("back", w, h), lambda: art.card_back(w, h))

    def cube_image(self, size: int, face: str, colour: str | None, tilt: float,
                   dim: bool = False) -> pygame.Surface:
        def make() -> pygame.Surface:
            img = art.cheese_cube(size, face, colour, tilt)
            if dim:
                img = img.copy()
                img.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
            return img
        return self.image(("cube", size, face, colour, tilt, dim), make)

    def scaled(self, key: tuple, image: pygame.Surface, width: int) -> pygame.Surface:
        """``image`` scaled to about ``width`` (in steps, so that the few sizes a moving
        piece goes through are made once per layout and then reused)."""
        step = max(2, self.px(4))
        w = max(step, round(width / step) * step)
        h = max(1, round(image.get_height() * w / image.get_width()))
        return self.image(("scaled", key, w), lambda: pygame.transform.smoothscale(image, (w, h)))

    def shadow_image(self, size: int, air: float) -> pygame.Surface:
        q = round(max(0.4, 1 - air * 0.45) * 10) / 10
        w, h = int(size * 0.95 * q), max(6, int(size * 0.3 * q))
        return self.image(("shadow", w, h), lambda: art.ground_shadow(w, h))

    def message_panel(self, style: str) -> pygame.Surface:
        px = self.px
        big = self.fs(64 if style in ("soft", "turn") else 92)
        h = get_font(big, display=True).get_linesize() + get_font(self.fs(30), display=True).get_linesize() + px(44)
        w = min(self.L["grid"].w + px(10), px(640))
        fill = palette.PANEL if style != "win" else art.tint(palette.HIGHLIGHT, 0.45)
        return self.image(("message-panel", style, w, h), lambda: art.panel(
            w, h, px(30), fill, palette.HIGHLIGHT if style == "win" else None))

    def message_image(self, title: str, sub: str, style: str,
                      faces: Sequence[tuple[int, int, int]] = ()) -> pygame.Surface:
        px = self.px
        surf = self.message_panel(style).copy()
        w, h = surf.get_size()
        big = self.fs(64 if style in ("soft", "turn") else 92)
        colour = palette.DANGER if style == "bust" else palette.TEXT
        room = 0
        if faces:
            size = int(h * 0.62)
            room = size + px(16)
            for k, rgb in enumerate(faces):
                face = art.mouse_face(rgb, size)
                x = px(24) if k == 0 else w - px(24) - size
                surf.blit(face, face.get_rect(midleft=(x, h // 2 - px(3))))
            if len(faces) == 1:
                face = art.mouse_face(faces[0], size)
                surf.blit(face, face.get_rect(midright=(w - px(24), h // 2 - px(3))))
        tfont = get_font(self.fit(title, big, w - px(40) - 2 * room, display=True), display=True)
        y = px(14) if sub else (h - tfont.get_linesize()) // 2 - px(4)
        shade = tfont.render(title, True, palette.SHADOW)
        shade.set_alpha(70)
        surf.blit(shade, shade.get_rect(midtop=(w // 2 + px(3), y + px(4))))
        img = tfont.render(title, True, colour)
        surf.blit(img, img.get_rect(midtop=(w // 2, y)))
        if sub:
            sfont = get_font(self.fit(sub, self.fs(30), w - px(40), display=True), display=True)
            img = sfont.render(sub, True, palette.TEXT)
            surf.blit(img, img.get_rect(midtop=(w // 2, y + get_font(big, display=True).get_linesize())))
        return surf

    # ======================================================================= draw
    def draw_table(self, surface: pygame.Surface) -> None:
        if self.base is None or self.base.get_size() != surface.get_size():
            self.base = self.render_base(surface.get_size())
        surface.blit(self.base, (0, 0))
        self.draw_pile(surface)
        self.draw_tray(surface)
        for p in range(len(self.L["panels"])):
            img, pos = self.panel_image(p)
            surface.blit(img, pos)
        self.draw_banner(surface)
        self.draw_cubes(surface)
        self.draw_pulses(surface)
        self.draw_message(surface)
        self.draw_flights(surface)
        for p in self.particles:
            a = max(0.0, 1 - p.age / p.life)
            p.image.set_alpha(int(255 * a))
            surface.blit(p.image, p.image.get_rect(center=(round(p.x), round(p.y))))
            p.image.set_alpha(255)
        self.draw_buttons(surface)
        for p in self.confetti:
            surface.blit(p.image, p.image.get_rect(center=(round(p.x), round(p.y))))

    # ------------------------------------------------------------ what stays put
    def render_base(self, size: tuple[int, int]) -> pygame.Surface:
        """The wooden table, the felt, the tray and the legend (made once per layout)."""
        px = self.px
        surf = pygame.Surface(size)
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        surf.blit(art.table_background(*size), (0, 0))
        table = self.L["table"]
        surf.blit(art.panel(table.w, table.h, px(26), FELT, FELT_EDGE), table.topleft)
        pile = self.L["pile_area"]
        pygame.draw.line(surf, art.shade(FELT, 0.25), (pile.left, pile.top + px(22)),
                         (pile.left, pile.bottom - px(26)), max(1, px(2)))
        cx, cy = self.L["pile_center"]
        cw, ch = self.L["pile_card"]
        label = self.text(tr("label.pile"), self.fs(22), palette.TEXT_LIGHT, display=True)
        surf.blit(label, label.get_rect(midbottom=(cx, cy - ch // 2 - px(12))))
        stake = self.L["stake"]
        surf.blit(art.panel(stake.w, stake.h, px(22), TRAY), stake.topleft)
        ss = self.L["ss"]
        for x, y in self.L["stake_slots"]:
            box = pygame.Rect(0, 0, int(ss * 0.9), int(ss * 0.26))
            box.center = (x, y + int(ss * 0.33))
            pygame.draw.ellipse(surf, art.shade(TRAY, 0.07), box)
        self.draw_legend(surf)
        return surf

    def draw_legend(self, surf: pygame.Surface) -> None:
        px = self.px
        rect = self.L["legend"]
        goal = tr("label.goal", n=self.session.state.target)
        size = self.fit(goal, self.fs(22), rect.w - px(10), display=True)
        shadow = self.text(goal, size, palette.SHADOW, display=True)
        img = self.text(goal, size, palette.TEXT_LIGHT, display=True)
        surf.blit(shadow, shadow.get_rect(midtop=(rect.centerx + 2, rect.top + 2)))
        surf.blit(img, img.get_rect(midtop=(rect.centerx, rect.top)))
        y = rect.top + img.get_height() + px(4)
        sym = px(20)
        names = [colour_name(c) for c in COLOURS]
        fsize = self.fs(17)
        while fsize > 11:
            widths = [sym + px(5) + get_font(fsize, bold=True).size(n)[0] for n in names]
            if sum(widths) + px(14) * (len(names) - 1) <= rect.w:
                break
            fsize -= 1
        widths = [sym + px(5) + get_font(fsize, bold=True).size(n)[0] for n in names]
        x = rect.centerx - (sum(widths) + px(14) * (len(names) - 1)) // 2
        for colour, name, w in zip(COLOURS, names, widths):
            rgb = palette.MOUSE_COLOURS[colour]
            icon = art.symbol(art.COLOUR_SHAPES[colour], sym, rgb)
            surf.blit(icon, (x, y))
            label = self.text(name, fsize, palette.TEXT_LIGHT, bold=True)
            surf.blit(label, label.get_rect(midleft=(x + sym + px(5), y + sym // 2)))
            x += w + px(14)

    # ---------------------------------------------------------- the pile, the tray
    def draw_pile(self, surface: pygame.Surface) -> None:
        px = self.px
        cx, cy = self.L["pile_center"]
        cw, ch = self.L["pile_card"]
        n = self.pile_view
        if n > 0:
            back = self.back_maker()(cw, ch)
            layers = min(5, 1 + (n - 1) // 12)
            for k in range(layers - 1, -1, -1):
                surface.blit(back, back.get_rect(center=(cx + k * px(3), cy + k * px(3))))
        else:
            box = pygame.Rect(0, 0, cw, ch)
            box.center = (cx, cy)
            pygame.draw.rect(surface, art.tint(FELT, 0.3), box, max(2, px(3)), border_radius=px(8))
        count = self.text(tr("label.pile_count", n=n), self.fs(20), palette.TEXT_LIGHT, bold=True)
        surface.blit(count, count.get_rect(midtop=(cx, cy + ch // 2 + px(10))))

    def draw_tray(self, surface: pygame.Surface) -> None:
        px = self.px
        stake = self.L["stake"]
        if self.can_act() and self.session.state.phase == EXCHANGE:
            img = self.image(("swap-prompt", i18n.language()), self.render_swap_prompt)
            surface.blit(img, stake.topleft)
            return
        title = self.text(tr("label.at_stake"), self.fs(24), palette.TEXT, display=True)
        tx, ty = stake.left + px(20), stake.top + px(8)
        surface.blit(title, (tx, ty))
        count = sum(1 for c in self.cubes if c.zone == "stake" and c.face == "window")
        if count:
            r = max(px(15), title.get_height() // 2)
            c = (tx + title.get_width() + px(10) + r, ty + title.get_height() // 2)
            pygame.draw.circle(surface, palette.ACCENT, c, r)
            num = self.text(str(count), self.fs(22), palette.TEXT_LIGHT, bold=True)
            surface.blit(num, num.get_rect(center=c))
        elif not any(c.zone == "stake" for c in self.cubes):
            hint = self.text(tr("label.stake_empty"), self.fs(20), (170, 130, 100))
            surface.blit(hint, hint.get_rect(center=(stake.centerx, stake.centery + px(6))))

    def render_swap_prompt(self) -> pygame.Surface:
        """The tray while a person may swap a white mouse: white card -> ? and a hint."""
        px = self.px
        stake = self.L["stake"]
        surf = pygame.Surface(stake.size, pygame.SRCALPHA)
        surf.blit(art.panel(stake.w, stake.h, px(22), art.tint(palette.HIGHLIGHT, 0.7), palette.HIGHLIGHT),
                  (0, 0))
        cw = int(min(stake.h * 0.42, px(70)))
        ch = int(cw * CARD_RATIO)
        left, cy = px(24), stake.h // 2
        white = art.mouse_card(WHITE, cw, ch)
        surf.blit(white, white.get_rect(midleft=(left, cy)))
        ax, aw = left + cw + px(12), px(46)
        pygame.draw.polygon(surf, palette.ACCENT, [(ax, cy - px(8)), (ax + aw - px(18), cy - px(8)),
                                                   (ax + aw - px(18), cy - px(18)), (ax + aw, cy),
                                                   (ax + aw - px(18), cy + px(18)),
                                                   (ax + aw - px(18), cy + px(8)), (ax, cy + px(8))])
        bx = ax + aw + px(12)
        back = art.card_back(cw, ch)
        surf.blit(back, back.get_rect(midleft=(bx, cy)))
        q = get_font(self.fs(44), display=True).render("?", True, palette.ACCENT)
        badge = pygame.Rect(0, 0, q.get_width() + px(14), q.get_height())
        badge.center = (bx + cw // 2, cy)
        pygame.draw.ellipse(surf, palette.PANEL, badge)
        surf.blit(q, q.get_rect(center=badge.center))
        tx = bx + cw + px(22)
        avail = stake.w - tx - px(16)
        title = tr("label.swap_title")
        ti = get_font(self.fit(title, self.fs(34), avail, display=True), display=True).render(
            title, True, palette.TEXT)
        hint = tr("label.swap_hint")
        size = self.fit(hint, self.fs(22), avail, smallest=self.fs(17))
        lines = wrap_lines(hint, size, avail)
        his = [get_font(size).render(line, True, palette.TEXT) for line in lines[:2]]
        block = ti.get_height() + sum(h.get_height() for h in his) + px(6)
        y = cy - block // 2
        surf.blit(ti, (tx, y))
        y += ti.get_height() + px(6)
        for h in his:
            surf.blit(h, (tx, y))
            y += h.get_height()
        return surf

    # ---------------------------------------------------------------- the players
    def panel_image(self, p: int) -> tuple[pygame.Surface, tuple[int, int]]:
        """Player ``p``'s panel, re-drawn only when something on it changed."""
        state = self.session.state
        live = self.can_act()
        offers = tuple(sorted(c.colour for c in self.swap_choices if c.opponent == p)) if live else ()
        focus = None
        if live and 0 <= self.focus < len(self.swap_choices):
            choice = self.swap_choices[self.focus]
            focus = choice.colour if choice.opponent == p else None
        hover = self.hover_stack[1] if (live and self.hover_stack and self.hover_stack[0] == p) else None
        hand = self.hands_view[p] if p < len(self.hands_view) else {}
        key = (self.size, i18n.language(), tuple(hand.get(c, 0) for c in COLOURS),
               p == self.turn_view and not self.over_shown, self.over_shown and p in state.winners(),
               offers, focus, hover)
        cached = self._panel_cache.get(p)
        if cached is None or cached[0] != key:
            cached = (key, self.render_panel(p, hand, set(offers), focus, hover))
            self._panel_cache[p] = cached
        rect = self.L["panels"][p]["rect"]
        g = self.glow_pad()
        return cached[1], (rect.left - g, rect.top - g)

    def glow_pad(self) -> int:
        return self.px(16)

    def render_panel(self, p: int, hand: dict[str, int], offers: set[str], focus: str | None,
                     hover: str | None) -> pygame.Surface:
        px = self.px
        P = self.L["panels"][p]
        g = self.glow_pad()
        rect = P["rect"]
        ox, oy = g - rect.left, g - rect.top

        def mv(r: pygame.Rect) -> pygame.Rect:
            return r.move(ox, oy)

        surf = pygame.Surface((rect.w + 2 * g, rect.h + 2 * g), pygame.SRCALPHA)
        seat = self.session.seats[p]
        rgb = self.seat_rgb(p)
        state = self.session.state
        current = p == self.turn_view and not self.over_shown
        winner = self.over_shown and p in state.winners()
        if current or winner:
            surf.blit(self._glow(rect.w, rect.h), (0, 0))
        border = palette.HIGHLIGHT if (current or winner) else None
        fill = art.tint(palette.HIGHLIGHT, 0.8) if current else palette.PANEL
        surf.blit(art.panel(rect.w, rect.h, px(18), fill, border), (g, g))
        body = mv(P["body"])
        if current:
            pygame.draw.rect(surf, palette.HIGHLIGHT, body, max(3, px(4)), border_radius=px(18))
        stripe = pygame.Rect(body.left + px(4), body.top + px(10), max(4, px(7)), body.h - px(20))
        pygame.draw.rect(surf, rgb, stripe, border_radius=stripe.w // 2)
        av = mv(P["avatar"])
        surf.blit(art.mouse_face(rgb, av.w), av)
        name_x = av.right + px(10)
        avail = body.right - name_x - px(30)
        tag_img = (get_font(self.fs(15)).render(tr("label.computer"), True, (150, 110, 84))
                   if not seat.is_human else None)
        name_size = self.fit(seat.name, min(self.fs(26), int(av.h * 0.62)),
                             avail - (tag_img.get_width() + px(10) if tag_img else 0), display=True)
        name_img = get_font(name_size, display=True).render(seat.name, True, palette.TEXT)
        surf.blit(name_img, name_img.get_rect(midleft=(name_x, av.centery)))
        if tag_img:
            surf.blit(tag_img, tag_img.get_rect(midleft=(name_x + name_img.get_width() + px(10),
                                                         av.centery + px(2))))
        if current:
            ax = body.right - px(18)
            pygame.draw.polygon(surf, palette.ACCENT, [(ax, av.centery), (ax - px(14), av.centery - px(10)),
                                                       (ax - px(14), av.centery + px(10))])
        target = state.target
        cw, ch = P["card"]
        for colour in COLOURS:
            card = mv(P["stacks"][colour])
            n = hand.get(colour, 0)
            if colour in offers:
                ring = card.inflate(px(14), px(14))
                pygame.draw.rect(surf, palette.HIGHLIGHT, ring, border_radius=px(10))
                if colour in (focus, hover):
                    pygame.draw.rect(surf, palette.ACCENT, ring.inflate(px(8), px(8)), max(3, px(4)),
                                     border_radius=px(12))
            if n:
                card_img = self.card_maker(colour)(cw, ch)
                for k in range(min(n, 3) - 1, 0, -1):
                    surf.blit(card_img, card.move(k * px(3), -k * px(3)))
                surf.blit(card_img, card)
                r = max(px(11), int(cw * 0.27))
                c = (card.right - r // 3, card.bottom - r // 3)
                pygame.draw.circle(surf, palette.OUTLINE, c, r + max(1, px(2)))
                pygame.draw.circle(surf, palette.PANEL, c, r)
                num = get_font(max(12, int(r * 1.35)), bold=True).render(str(n), True, palette.TEXT)
                surf.blit(num, num.get_rect(center=(c[0], c[1] + 1)))
            else:
                surf.blit(self._ghost(colour, cw, ch), card)
            if colour in offers and colour in (focus, hover):
                take = get_font(self.fs(15), bold=True).render(tr("label.take_it"), True, palette.TEXT_LIGHT)
                tag_rect = take.get_rect(midbottom=(card.centerx, card.top - px(2)))
                pygame.draw.rect(surf, palette.ACCENT, tag_rect.inflate(px(10), px(4)), border_radius=px(8))
                surf.blit(take, tag_rect)
            self.draw_pips(surf, mv(P["pips"][colour]), colour, n, target)
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        return surf

    def draw_pips(self, surf: pygame.Surface, rect: pygame.Rect, colour: str, n: int, target: int) -> None:
        gap = max(1, self.px(2))
        pw = min(self.px(12), (rect.w - (target - 1) * gap) / target)
        total = target * pw + (target - 1) * gap
        x = rect.centerx - total / 2
        rgb = palette.MOUSE_COLOURS[colour]
        line = art.ink(rgb) if colour != WHITE else palette.OUTLINE
        for k in range(target):
            pip = pygame.Rect(round(x + k * (pw + gap)), rect.top, max(2, round(pw)), rect.h)
            radius = max(1, pip.h // 3)
            if k < n:
                pygame.draw.rect(surf, rgb, pip, border_radius=radius)
                pygame.draw.rect(surf, line, pip, 1, border_radius=radius)
            else:
                pygame.draw.rect(surf, (226, 212, 190), pip, border_radius=radius)

    def _ghost(self, colour: str, w: int, h: int) -> pygame.Surface:
        def make() -> pygame.Surface:
            img = pygame.Surface((w, h), pygame.SRCALPHA)
            card = art.mouse_card(colour, w, h).copy()
            card.fill((255, 255, 255, 60), special_flags=pygame.BLEND_RGBA_MULT)
            img.blit(card, (0, 0))
            pygame.draw.rect(img, (200, 176, 150, 200), img.get_rect(), max(1, self.px(2)),
                             border_radius=max(3, w // 10))
            return img
        return self.image(("ghost", colour, w, h), make)

    def _glow(self, w: int, h: int) -> pygame.Surface:
        def make() -> pygame.Surface:
            pad = self.glow_pad()
            surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
            pygame.draw.rect(surf, (*palette.HIGHLIGHT, 210), surf.get_rect().inflate(-pad, -pad),
                             border_radius=self.px(26))
            return pygame.transform.gaussian_blur(surf, max(1, pad // 2))
        return self.image(("glow", w, h), make)

    # ---------------------------------------------------------------- the banner
    def draw_banner(self, surface: pygame.Surface) -> None:
        rect = self.L["banner"]
        player = self.turn_view
        state = self.session.state
        over = state.is_terminal() and self.over_shown
        if over and len(state.winners()) == 1:
            player = state.winners()[0]
        key = (rect.size, player, self.status, over, i18n.language())
        if self._banner_cache is None or self._banner_cache[0] != key:
            self._banner_cache = (key, self.render_banner(rect, player, over))
        dx = 0
        if self.banner_in is not None:
            dx = int((1 - self.banner_in.value) * -rect.w * 0.25)
        surface.blit(self._banner_cache[1], (rect.left + dx, rect.top))

    def banner_background(self, rect: pygame.Rect, player: int) -> pygame.Surface:
        def make() -> pygame.Surface:
            px = self.px
            rgb = self.seat_rgb(player)
            surf = art.panel(rect.w, rect.h, px(24), art.mix(palette.PANEL, rgb, 0.28),
                             art.shade(rgb, 0.15)).copy()
            body = art.panel_body_rect(rect.w, rect.h)
            av = body.h - px(12)
            face = art.mouse_face(rgb, av)
            surf.blit(face, face.get_rect(midleft=(body.left + px(12), body.centery)))
            return surf
        return self.image(("banner", rect.size, player), make)

    def render_banner(self, rect: pygame.Rect, player: int, over: bool) -> pygame.Surface:
        px = self.px
        seat = self.session.seats[player]
        surf = self.banner_background(rect, player).copy()
        body = art.panel_body_rect(rect.w, rect.h)
        x = body.left + px(12) + (body.h - px(12)) + px(16)
        avail = body.right - x - px(16)
        winners = self.session.state.winners()
        if over:
            title = (tr("message.win", name=self.seat_name(winners[0])) if len(winners) == 1
                     else tr("message.draw") if winners else tr("banner.over"))
        else:
            title = tr("banner.human" if seat.is_human else "banner.cpu", name=seat.name)
        ts = self.fit(title, self.fs(36), avail, display=True)
        timg = get_font(ts, display=True).render(title, True, palette.TEXT)
        ss = self.fit(self.status, self.fs(23), avail, bold=True, smallest=10)
        simg = get_font(ss, bold=True).render(self.status, True, art.shade(palette.TEXT, 0.1))
        block = timg.get_height() + simg.get_height()
        y = body.centery - block // 2
        surf.blit(timg, (x, y))
        surf.blit(simg, (x, y + timg.get_height()))
        return surf

    def draw_cubes(self, surface: pygame.Surface) -> None:
        L = self.L
        shake_x = 0
        if self.shake is not None:
            shake_x = int(wobble(self.shake.progress, 4) * self.px(14))
        order = sorted(self.cubes, key=lambda c: (c.zone == "table" and c.height() > 0.05,
                                                  self.cube_place(c)[1]))
        for cube in order:
            x, y, size = self.cube_place(cube)
            size = int(size)
            if cube.zone == "stake" and cube.move is None:
                x += shake_x
            air = cube.height()
            lift = air * L["cs"] * 0.42
            if cube.spin:
                lift += math.sin(self.clock * 11 + cube.index * 1.7) * L["cs"] * 0.05
            if cube.hop is not None:
                lift += cube.hop.value * L["cs"] * 0.28
            # the shadow on the felt shrinks as the cube rises
            shadow = self.shadow_image(L["cs"] if size > (L["cs"] + L["ss"]) / 2 else L["ss"], air)
            surface.blit(shadow, shadow.get_rect(center=(round(x), round(y + size * 0.36))))
            # a card standing out of a cube in the stake tray
            if cube.zone == "stake" and cube.move is None and cube.face == "window" and not cube.card_out:
                cw, ch = L["stake_card"]
                card = self.card_maker(cube.colour or WHITE)(cw, ch)
                cx, cy, _ = self.resolve(("stake_card", cube.slot))
                surface.blit(card, card.get_rect(center=(round(cx + shake_x), round(cy))))
            if cube.spin:
                angle = (int(self.clock * 540 + cube.index * 47) // 15 * 15) % 360
                face = "empty" if (int(self.clock * 9) + cube.index) % 5 == 0 else "cheese"
                img = self.cube_image(L["cs"], face, None, angle)
            else:
                tilt = cube.tilt if cube.zone == "table" and cube.move is None else 0
                base = L["cs"] if (cube.zone == "table" and cube.move is None) else L["ss"]
                if cube.move is not None:
                    base = L["cs"] if size > (L["cs"] + L["ss"]) / 2 else L["ss"]
                dim = not cube.loaded and cube.face == "empty"
                img = self.cube_image(base, cube.face, cube.colour if cube.face == "window" else None,
                                      tilt, dim)
                if img.get_width() != size and cube.move is not None:
                    img = self.scaled(("cube", base, cube.face, cube.colour, tilt, dim), img, size)
            surface.blit(img, img.get_rect(center=(round(x), round(y - lift))))
            if not cube.loaded and cube.face == "empty" and cube.zone == "table" and cube.move is None:
                tag = self.text(tr("label.empty"), self.fs(16), palette.TEXT_LIGHT, bold=True)
                box = tag.get_rect(center=(round(x), round(y + size * 0.42)))
                pygame.draw.rect(surface, (40, 70, 60), box.inflate(self.px(10), self.px(2)),
                                 border_radius=self.px(8))
                surface.blit(tag, box)

    def draw_flights(self, surface: pygame.Surface) -> None:
        for f in self.flights:
            if not f.launched:
                continue
            ax, ay, aw = self.resolve(f.src)
            bx, by, bw = self.resolve(f.dst)
            t = f.tween.value
            x, y = lerp(ax, bx, t), lerp(ay, by, t)
            y -= math.sin(math.pi * min(1.0, f.tween.progress)) * self.L["cs"] * f.arc * 2
            w = max(8, int(lerp(aw, bw, t)))
            back = f.back is not None and f.tween.progress > 0.5
            maker = f.back if back else f.front
            base_w = int(max(aw, bw))
            img = maker(base_w, int(base_w * CARD_RATIO))
            if img.get_width() != w:
                img = self.scaled(("flight", id(img)), img, w)
            surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def draw_pulses(self, surface: pygame.Surface) -> None:
        for anchor, tween in self.pulses:
            x, y, w = self.resolve(anchor)
            h = w * CARD_RATIO
            grow = 1 + tween.value * 0.45
            rect = pygame.Rect(0, 0, int(w * grow), int(h * grow))
            rect.center = (round(x), round(y))
            width = max(1, int(self.px(6) * (1 - tween.value)))
            pygame.draw.rect(surface, palette.HIGHLIGHT, rect, width, border_radius=self.px(10))

    def draw_message(self, surface: pygame.Surface) -> None:
        msg = self.message
        if msg is None:
            return
        grid = self.L["grid"]
        cy = grid.centery
        enter = min(1.0, msg.age / max(0.01, self.dur(0.35)))
        y = lerp(-msg.image.get_height(), cy, ease_out_back(enter)) if enter < 1 else cy
        fade_t = self.dur(0.3)
        alpha = 255 if msg.age < msg.life - fade_t else int(255 * max(0.0, (msg.life - msg.age) / fade_t))
        msg.image.set_alpha(alpha)
        surface.blit(msg.image, msg.image.get_rect(center=(grid.centerx, round(y))))
        msg.image.set_alpha(255)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        if not self.buttons:
            return
        live = self.can_act()
        for b in self.buttons:
            state = ("disabled" if not live else "pressed" if b.pressed
                     else "hover" if (b.hover or b.focused) else "normal")
            r = b.rect
            surface.blit(art.button_surface(r.w, r.h, b.colour, state), r)
            if b.focused and live:
                pygame.draw.rect(surface, palette.HIGHLIGHT, r.inflate(self.px(12), self.px(12)),
                                 max(3, self.px(5)), border_radius=r.h // 3)
            dx, dy = art.button_text_offset(r.h, state)
            face = self.image(("button-face", b.label, b.sub, r.size, b.icon, live),
                              lambda: self.render_button_face(b, live))
            surface.blit(face, face.get_rect(center=(r.centerx, r.centery + dy)))
            if b.hint:
                hint = self.text(b.hint, self.fs(15), (255, 240, 214), bold=True)
                surface.blit(hint, hint.get_rect(midtop=(r.centerx, r.bottom + self.px(3))))

    def render_button_face(self, b: BigButton, live: bool) -> pygame.Surface:
        """A button's icon, label and small print (drawn once per text and size)."""
        r = b.rect
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        ink = palette.TEXT_LIGHT if live else (236, 228, 218)
        icon_w = 0
        if b.icon:
            isz = int(r.h * 0.58)
            if b.icon == "cube":
                icon = art.cheese_cube(isz, "cheese", None, -8 if live else 0)
            else:
                icon = art.card_back(int(isz / CARD_RATIO), isz)
            icon_w = icon.get_width() + self.px(8)
            surf.blit(icon, icon.get_rect(midleft=(self.px(16), r.h // 2)))
        inner = r.w - icon_w - self.px(36)
        label = get_font(self.fit(b.label, int(r.h * 0.42), inner, display=True),
                         display=True).render(b.label, True, ink)
        sub = (get_font(self.fit(b.sub, int(r.h * 0.2), inner, bold=True), bold=True).render(
            b.sub, True, ink) if b.sub else None)
        block = label.get_height() + (sub.get_height() - self.px(4) if sub else 0)
        cx = r.w // 2 + icon_w // 2
        top = r.h // 2 - block // 2
        surf.blit(label, label.get_rect(midtop=(cx, top)))
        if sub:
            surf.blit(sub, sub.get_rect(midtop=(cx, top + label.get_height() - self.px(4))))
        return surf


def linear_hop(t: float) -> float:
    """Up and down once (a cube jumping for joy)."""
    return math.sin(math.pi * t)
