"""The Mouse Dice table's animation script: each event the rules report becomes a few
cues (:meth:`BaseGameScene.queue`) that roll, land and open the cubes, slide them to
the tray, fly the cards to a player or back to the pile, say what happens and throw the
confetti. The rules already decided everything; the script only shows it, moving the
scene's view (cubes, hands, pile, turn) forward as each cue plays.

:class:`EventScript` is mixed into :class:`~game.games.cubes.scene.GameScene`, whose
view and helpers it uses (``cubes``, ``hands_view``, ``pile_view``, ``turn_view``,
``flights``, ``vanishing``, ``pulses``, ``particles``, ``confetti``, ``message``, ``shake``,
``banner_in``, ``buttons``, ``chooser``, ``rng``, ``set_status``, ``win_status``,
``resolve``, ``cube_pos``, ``message_width``).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ...core.protocol import Event
from ...view import announcement, art, palette, particles
from ...view.announcement import Announcement
from ...view.tween import Tween, bounce, ease_in_out, ease_out, ease_out_back, linear
from .layout import N_CUBES, Anchor
from .rules import (WHITE, CardsTaken, CardSwapped, CubeShowed, CubesLanded, CubesRefilled,
                    CubesRolled, GameOver, NoMouse, TurnStarted)
from .sprites import TILTS, CubeView, Flight, Lerp, Vanish, back_maker, card_maker, linear_hop
from .texts import colour_adj, counted, tr, tr_n


class EventScript:
    """The cues of every event (see the module's docstring)."""

    def on_events(self, events: list[Event]) -> None:
        cues: dict[type, Callable[[Any], None]] = {
            CubesRolled: self.cue_roll, CubesLanded: self.cue_land, CubeShowed: self.cue_show,
            NoMouse: self.cue_no_mouse, CardSwapped: self.cue_swap, TurnStarted: self.cue_turn,
            GameOver: self.cue_game_over}
        for i, event in enumerate(events):
            following = events[i + 1] if i + 1 < len(events) else None
            if isinstance(event, CardsTaken):
                self.cue_take(event)
                if not isinstance(following, CubesRefilled):    # the pile refills none
                    self.cue_return(())
            elif isinstance(event, CubesRefilled):
                self.cue_refill(event)
                self.cue_return(event.cubes)
            elif type(event) in cues:
                cues[type(event)](event)
                if isinstance(event, CubeShowed) and not self.shown().is_chance_node():
                    # the last mouse of the roll: the buttons wait until it is in the tray
                    self.queue(0.4, name="to-tray")

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
                cube.tilt = self.rng.choice(TILTS)
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
            self.shake = self.tweens.add(Tween(self.dur(0.6), easing=linear))
            self.set_status(tr_n("status.bust", lost) if human
                            else tr_n("status.cpu_bust", lost, name=name))
            self.show_message(tr("message.oh_no"), tr_n("message.bust_sub", lost), 2.3, "bust")
        self.queue(0.6, bust, name="bust")

        def fly_back() -> None:
            for k, cube in enumerate(stake):
                colour = cube.colour or WHITE
                self.launch(Flight(front=card_maker(self, colour), back=back_maker(self),
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
                self.launch(Flight(front=card_maker(self, colour), src=("stake_card", cube.slot),
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
                self.launch(Flight(front=back_maker(self), src=("pile",), dst=("cube", cube.index),
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
        """The spent white mouse flies from the swapper's stack to the middle of the felt
        and leaves the game there ("out of the game", then it fades away); meanwhile the
        card taken flies, big and on a high arc, from the opponent's stack to the
        swapper's."""
        p, o, colour = event.player, event.opponent, event.colour

        def start() -> None:
            self.app.audio.play("swap")
            self.set_status(tr("status.swapped", name=self.seat_name(p), opponent=self.seat_name(o),
                               colour=colour_adj(colour)))

            def white_leaves() -> None:
                self.hands_view[p][WHITE] = max(0, self.hands_view[p][WHITE] - 1)

            def white_out() -> None:
                self.vanishing.append(Vanish(card_maker(self, WHITE), ("limbo",),
                                             tr("label.out_of_game"),
                                             self.tweens.add(Tween(self.dur(1.0), easing=linear))))
                x, y = self.resolve(("limbo",))[:2]
                self.sparkle(x, y, 10, palette.MOUSE_COLOURS[WHITE], small=True)

            def taken() -> None:
                self.hands_view[o][colour] = max(0, self.hands_view[o][colour] - 1)
                anchor = ("stack", o, colour)
                self.pulses.append((anchor, self.tweens.add(Tween(self.dur(0.45)))))

            self.launch(Flight(front=card_maker(self, WHITE), src=("stack", p, WHITE), dst=("limbo",),
                               tween=Tween(self.dur(0.55), easing=ease_in_out), arc=0.2,
                               on_launch=white_leaves, on_land=white_out))
            self.launch(Flight(front=card_maker(self, colour), src=("stack", o, colour),
                               dst=("stack", p, colour),
                               tween=Tween(self.dur(0.85), delay=self.dur(0.45), easing=ease_in_out),
                               arc=0.5, grow=0.45, on_launch=taken,
                               on_land=self._card_arrives(p, colour)))
        self.queue(1.4, start, name="swap")

    def cue_turn(self, event: TurnStarted) -> None:
        def start() -> None:
            self.app.audio.play("turn")
            self.turn_view = event.player
            self.chooser.focus = -1
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

    # ------------------------------------------------------ what the cues start
    def launch(self, flight: Flight) -> None:
        self.tweens.add(flight.tween)
        self.flights.append(flight)

    def move_cube(self, cube: CubeView, to: Anchor, seconds: float) -> None:
        src = cube.anchor()
        cube.move = (src, to, self.tweens.add(Tween(self.dur(seconds), easing=ease_in_out)))

    def sparkle(self, x: float, y: float, count: int, rgb: Sequence[int], small: bool = False) -> None:
        size = self.px(14 if small else 20)
        img = self.image(("star", size, tuple(rgb)), lambda: art.symbol("star", size, rgb))
        self.particles += particles.burst(img, x, y, count, self.px(160 if small else 260),
                                          self.dur(0.55), self.rng)

    def throw_confetti(self) -> None:
        self.confetti += particles.confetti(self.size, self.u, self.dur(3.4), self.rng, self.px,
                                            self.image)

    def show_message(self, title: str, sub: str, life: float, style: str,
                     faces: Sequence[tuple[int, int, int]] = ()) -> None:
        image = announcement.picture(self, title, sub, style, self.message_width(), faces)
        self.message = Announcement(image, self.dur(life), title, style, sub=sub,
                                    faces=tuple(tuple(rgb) for rgb in faces))
