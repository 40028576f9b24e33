"""The Mouse Dice table's animation script: each event the rules report becomes a few
cues (:meth:`BaseGameScene.queue`): cubes tumble and land, windows show their mice,
cards fly to a player's stacks or back to the pile, a spent white mouse leaves the
game. The rules already decided everything; the script only moves the table's view
(cubes, hands, pile, turn) on.

The scene (:class:`~game.games.cubes.view.scene.GameScene`) builds :class:`CubesScript`
with itself (the shared table: the animation queue, the status, the sounds) and its view
model (:class:`.view_model.CubesView`: what the cues move).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ....core.protocol import CHANCE
from ....table.script import EventScript
from ....view import palette
from ....view.tween import Tween, bounce, ease_in_out, ease_out, linear
from .. import GAME
from ..actions import (
    CardsTaken,
    CardSwapped,
    CubeShowed,
    CubesLanded,
    CubesRefilled,
    CubesRolled,
    GameOver,
    NoMouse,
    TurnStarted,
)
from ..texts import colour_adj, counted, tr, tr_n
from .layout import Anchor
from .sprites import TILTS, CubeView, Flight, Lerp, Vanish, back_maker, card_maker, linear_hop

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene
    from .view_model import CubesView


class CubesScript(EventScript):
    """The cues of every event (see the module's docstring): they move ``model`` (the
    table's view model) and queue their steps on ``table`` (the shared table)."""

    table: BaseGameScene
    model: CubesView

    def cue_CubesRolled(self, event: CubesRolled) -> None:
        def start() -> None:
            self.table.app.audio.play("roll")
            n = len(event.cubes)
            going_on = any(c.zone == "stake" for c in self.model.cubes)
            if going_on and not self.table.plays_here(event.player):
                self.table.set_status(tr("status.cpu_rolls", name=self.table.seat_name(event.player),
                                   left=counted("left", n)))
            else:
                self.table.set_status(tr("status.rolling", cubes=counted("cubes", n)))
            for i in event.cubes:
                cube = self.model.cubes[i]
                cube.face, cube.colour, cube.spin = "cheese", None, True
                cube.air_lerp = Lerp(self.table.tweens.add(Tween(self.table.dur(0.38), easing=ease_out)),
                                     cube.height(), 1.0)
                cube.air = 1.0
        self.table.queue(0.36, start, name="roll")

    def cue_CubesLanded(self, event: CubesLanded) -> None:
        shown = set(event.shown)

        def start() -> None:
            self.table.app.audio.play("land")
            for i in event.cubes:
                cube = self.model.cubes[i]
                cube.spin = False
                cube.tilt = self.table.rng.choice(TILTS)
                cube.face = "empty" if i in shown else "cheese"
                cube.air_lerp = Lerp(self.table.tweens.add(
                    Tween(self.table.dur(0.42), delay=self.table.dur(0.03) * (i % 4), easing=bounce)), 1.0, 0.0)
                cube.air = 0.0
        self.table.queue(0.46, start, name="land")

    def cue_CubeShowed(self, event: CubeShowed) -> None:
        cube = self.model.cubes[event.cube]

        def start() -> None:
            self.table.app.audio.play("reveal")
            cube.face, cube.colour = "window", event.colour
            cube.hop = self.table.tweens.add(Tween(self.table.dur(0.34), easing=linear_hop))
            x, y = self.model.cube_pos(cube)
            self.sparkle(x, y - self.model.geometry.felt.cube_size * 0.1, 10, palette.HIGHLIGHT)
            self.table.set_status(tr("status.showed", mouse=tr("mouse", colour=colour_adj(event.colour))))

        def end() -> None:
            used = {c.slot for c in self.model.cubes if c.zone == "stake"}
            slot = min(s for s in range(GAME.config().cubes) if s not in used)
            self.move_cube(cube, ("stake", slot), 0.4)
            cube.zone, cube.slot = "stake", slot
        self.table.queue(0.36, start, end, name="show")
        if self.model.observation().to_play != CHANCE:
            # the last mouse of the roll: the buttons wait until it is in the tray
            self.table.queue(0.4, name="to-tray")

    def stake_cubes(self) -> list[CubeView]:
        """The cubes in the stake tray, in the order they were set aside (looked up when
        an animation starts: the events of several moves may be queued at once)."""
        return sorted((c for c in self.model.cubes if c.zone == "stake"), key=lambda c: c.slot)

    def cue_NoMouse(self, event: NoMouse) -> None:
        human = self.table.plays_here(event.player)      # told to them, or of them
        name = self.table.seat_name(event.player)
        if not event.lost:
            def quiet() -> None:
                self.table.set_status(tr("status.no_mouse"))
                self.show_message(tr("message.no_mouse"), tr("message.no_mouse_sub"), 1.1, "soft")
            self.table.queue(0.15, quiet, name="no-mouse")
            self.table.hold(0.85)
            return
        lost = len(event.lost)
        stake: list[CubeView] = []

        def bust() -> None:
            self.table.app.audio.play("bust")
            stake[:] = self.stake_cubes()
            self.model.shake = self.table.tweens.add(Tween(self.table.dur(0.6), easing=linear))
            self.table.set_status(tr_n("status.bust", lost) if human
                            else tr_n("status.cpu_bust", lost, name=name))
            self.show_message(tr("message.oh_no"), tr_n("message.bust_sub", lost), 2.3, "bust")
        self.table.queue(0.6, bust, name="bust")

        def fly_back() -> None:
            for k, cube in enumerate(stake):
                colour = cube.colour or GAME.config().white
                self.launch(Flight(front=card_maker(self.table, colour), back=back_maker(self.table),
                                   src=("stake_card", cube.slot), dst=("pile",),
                                   tween=Tween(self.table.dur(0.55), delay=self.table.dur(0.1) * k,
                                               easing=ease_in_out),
                                   arc=0.25, on_launch=self._card_leaves(cube),
                                   on_land=self._cube_closes(cube)))
        self.table.queue(0.55 + 0.1 * max(0, lost - 1) + 0.05, fly_back, name="fly-back")

        def back_home() -> None:
            for cube in stake:
                self.move_cube(cube, ("table", cube.index), 0.4)
                cube.zone, cube.slot, cube.colour, cube.face = "table", -1, None, "cheese"
        self.table.queue(0.35, back_home, name="cubes-home")
        self.table.hold(0.9)

    def _card_leaves(self, cube: CubeView) -> Callable[[], None]:
        def go() -> None:
            cube.card_out = True
            cube.face = "empty"
        return go

    def _cube_closes(self, cube: CubeView) -> Callable[[], None]:
        def done() -> None:
            cube.face, cube.colour, cube.card_out = "cheese", None, False
        return done

    def cue_CardsTaken(self, event: CardsTaken) -> None:
        p, n = event.player, len(event.cards)

        def start() -> None:
            self.table.set_status(tr("status.taken", name=self.table.seat_name(p), cards=counted("cards", n)))
            for k, cube in enumerate(self.stake_cubes()):
                colour = cube.colour or GAME.config().white
                self.launch(Flight(front=card_maker(self.table, colour), src=("stake_card", cube.slot),
                                   dst=("stack", p, colour),
                                   tween=Tween(self.table.dur(0.55), delay=self.table.dur(0.13) * k,
                                               easing=ease_in_out),
                                   arc=0.3, on_launch=self._card_leaves(cube),
                                   on_land=self._card_arrives(p, colour)))
        self.table.queue(0.55 + 0.13 * max(0, n - 1) + 0.08, start, name="take")
        if not isinstance(self.following, CubesRefilled):    # the pile refills none
            self.return_cubes(())

    def _card_arrives(self, player: int, colour: str) -> Callable[[], None]:
        def land() -> None:
            self.table.app.audio.play("collect")
            self.model.hands_view[player][colour] += 1
            anchor = ("stack", player, colour)
            self.model.pulses.append((anchor, self.table.tweens.add(Tween(self.table.dur(0.45)))))
            x, y = self.model.resolve(anchor)[:2]
            self.sparkle(x, y, 6, palette.HIGHLIGHT, small=True)
        return land

    def cue_CubesRefilled(self, event: CubesRefilled) -> None:
        cubes = [self.model.cubes[i] for i in event.cubes]

        def start() -> None:
            self.table.set_status(tr("status.refill"))
            for k, cube in enumerate(cubes):
                self.launch(Flight(front=back_maker(self.table), src=("pile",), dst=("cube", cube.index),
                                   tween=Tween(self.table.dur(0.38), delay=self.table.dur(0.07) * k,
                                               easing=ease_in_out),
                                   arc=0.2, on_launch=self._pile_gives(),
                                   on_land=self._cube_closes(cube)))
        self.table.queue(0.38 + 0.07 * max(0, len(cubes) - 1) + 0.04, start, name="refill")
        self.return_cubes(event.cubes)

    def _pile_gives(self) -> Callable[[], None]:
        def go() -> None:
            self.model.pile_view = max(0, self.model.pile_view - 1)
        return go

    def return_cubes(self, refilled: tuple[int, ...]) -> None:
        """The emptied cubes go back to the felt; those the pile could not refill stay
        empty and are not rolled any more."""
        def start() -> None:
            for cube in self.stake_cubes():
                self.move_cube(cube, ("table", cube.index), 0.38)
                cube.zone, cube.slot, cube.colour, cube.card_out = "table", -1, None, False
                cube.loaded = cube.index in refilled
                cube.face = "cheese" if cube.loaded else "empty"
        self.table.queue(0.38, start, name="return")

    def cue_CardSwapped(self, event: CardSwapped) -> None:
        """The spent white mouse flies from the swapper's stack to the middle of the felt
        and leaves the game there ("out of the game", then it fades away); meanwhile the
        card taken flies, big and on a high arc, from the opponent's stack to the
        swapper's."""
        p, o, colour = event.player, event.opponent, event.colour
        white = GAME.config().white

        def start() -> None:
            self.table.app.audio.play("swap")
            self.table.set_status(tr("status.swapped", name=self.table.seat_name(p), opponent=self.table.seat_name(o),
                               colour=colour_adj(colour)))

            def white_leaves() -> None:
                self.model.hands_view[p][white] = max(0, self.model.hands_view[p][white] - 1)

            def white_out() -> None:
                self.model.vanishing.append(Vanish(card_maker(self.table, white), ("limbo",),
                                             tr("label.out_of_game"),
                                             self.table.tweens.add(Tween(self.table.dur(1.0), easing=linear))))
                x, y = self.model.resolve(("limbo",))[:2]
                self.sparkle(x, y, 10, palette.MOUSE_COLOURS[white], small=True)

            def taken() -> None:
                self.model.hands_view[o][colour] = max(0, self.model.hands_view[o][colour] - 1)
                anchor = ("stack", o, colour)
                self.model.pulses.append((anchor, self.table.tweens.add(Tween(self.table.dur(0.45)))))

            self.launch(Flight(front=card_maker(self.table, white), src=("stack", p, white), dst=("limbo",),
                               tween=Tween(self.table.dur(0.55), easing=ease_in_out), arc=0.2,
                               on_launch=white_leaves, on_land=white_out))
            self.launch(Flight(front=card_maker(self.table, colour), src=("stack", o, colour),
                               dst=("stack", p, colour),
                               tween=Tween(self.table.dur(0.85), delay=self.table.dur(0.45), easing=ease_in_out),
                               arc=0.5, grow=0.45, on_launch=taken,
                               on_land=self._card_arrives(p, colour)))
        self.table.queue(1.4, start, name="swap")

    def cue_TurnStarted(self, event: TurnStarted) -> None:
        def start() -> None:
            self.table.app.audio.play("turn")
            self.model.turn_view = event.player
            self.model.chooser.focus = -1
            seat = self.table.session.seats[event.player]
            here = self.table.plays_here(event.player)    # not a person elsewhere (issue 20)
            self.table.set_status(tr("status.start") if here
                            else tr("status.cpu_start", name=seat.name))
            if not here:
                self.model.buttons = []
            else:
                self.show_message(tr("banner.human", name=seat.name), "", 1.1, "turn",
                                  [self.table.seat_rgb(event.player)])
            self.table.banner.slide_in(self.table.dur(0.45))
        self.table.queue(0.4, start, name="turn")

    def cue_GameOver(self, event: GameOver) -> None:
        def start() -> None:
            self.table.app.audio.play("win")
            self.model.over_shown = True
            self.model.buttons = []
            self.table.set_status(self.model.win_status())
            if len(event.winners) == 1:
                title = tr("message.win", name=self.table.seat_name(event.winners[0]))
            else:
                title = tr("message.draw")
            faces = [self.table.seat_rgb(p) for p in event.winners[:2]]
            self.show_message(title, "", 2.8, "win", faces)
            self.throw_confetti()
        self.table.queue(0.2, start, name="game-over")
        self.table.hold(2.6)

    # ------------------------------------------------------ what the cues start
    def launch(self, flight: Flight) -> None:
        self.table.tweens.add(flight.tween)
        self.model.flights.append(flight)

    def move_cube(self, cube: CubeView, to: Anchor, seconds: float) -> None:
        src = cube.anchor()
        cube.move = (src, to, self.table.tweens.add(Tween(self.table.dur(seconds), easing=ease_in_out)))

    def sparkle(self, x: float, y: float, count: int, rgb: Sequence[int], small: bool = False) -> None:
        self.table.sparkles.burst(x, y, count, rgb, small=small, life=self.table.dur(0.55))

    def throw_confetti(self) -> None:
        self.table.sparkles.rain(self.table.size, self.table.u, self.table.dur(3.4))

    def show_message(self, title: str, sub: str, life: float, style: str,
                     faces: Sequence[tuple[int, int, int]] = ()) -> None:
        self.table.messages.show(title, sub, life, style, faces)
