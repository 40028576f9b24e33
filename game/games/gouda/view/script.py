"""The Gouda! Gouda! table's animation script: each event the rules report becomes a
few cues (:meth:`BaseGameScene.queue`). The mice of a start place arrive; the dice
tumble in the tray and land; a marker played is shown big for everybody and joins
the stack under the dice; its effect is animated when it resolves (rerolled dice
tumble again, improved or worsened dice change colour with a flash, cancelled dice
are crossed, a transfer moves the roll's ring to its new place); a mouse hops along
its link; a result that is lost fades with a short message; a mouse that reaches the
table eats a cheese with a little celebration; at the end, the winner.

The rules already decided everything; the script only moves the view model
(:class:`~.view_model.GoudaView`) on. :class:`GoudaScript` is built by
:class:`~game.games.gouda.view.scene.GameScene` with the shared table and the view model.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....table.script import EventScript
from ....view import palette
from ....view.tween import Tween, ease_in_out
from .. import actions
from ..texts import a_power, of_name, place_name, tr
from .sprites import Hop

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene
    from .view_model import GoudaView


class GoudaScript(EventScript):
    """The cues of every event (see the module's docstring): they move ``model`` (the
    view model) on and queue on ``table`` (the shared table)."""

    table: BaseGameScene
    model: GoudaView

    # ------------------------------------------------------------------ set-up, turns
    def cue_StartPlaced(self, event: actions.StartPlaced) -> None:
        t, v = self.table, self.model

        def start() -> None:
            t.app.audio.play("step")
            v.mice_view[event.place][event.player] += event.mice
            x, y = v.geometry.shelf.places[event.place].center
            t.sparkles.burst(x, y, 10, t.seat_rgb(event.player), small=True)
            t.invalidate()
        t.queue(0.35, start, name="start")

    def cue_TurnStarted(self, event: actions.TurnStarted) -> None:
        t, v = self.table, self.model

        def start() -> None:
            v.turn_view = event.player
            v.clear_roll()
            t.app.audio.play("turn")
            t.banner.slide_in(t.dur(0.45))
            if event.extra:
                t.messages.show(tr("message.extra", name=t.seat_name(event.player)), "", 1.1,
                                "turn", [t.seat_rgb(event.player)])
            t.set_status(v.idle_status())
            t.invalidate()
        t.queue(0.3, start, name="turn")
        if event.extra:
            t.hold(0.6)

    def cue_PlaceChosen(self, event: actions.PlaceChosen) -> None:
        t, v = self.table, self.model

        def start() -> None:
            v.roll_place = event.place
            v.dice_view = [{"colour": None, "live": True, "used": False} for _ in range(event.dice)]
            v.rolling = set(range(event.dice))
            t.app.audio.play("click")
            t.invalidate()
        t.queue(0.25, start, name="chosen")

    # ------------------------------------------------------------------- the dice
    def cue_DiceRolled(self, event: actions.DiceRolled) -> None:
        t, v = self.table, self.model

        def start() -> None:
            t.app.audio.play("dice")
            while len(v.dice_view) < len(event.roll):
                v.dice_view.append({"colour": None, "live": True, "used": False})
            v.rolling = set(event.dice)
            t.set_status(tr("status.rolling"))

        def end() -> None:
            t.app.audio.play("land")
            v.rolling = set()
            for d, c in zip(event.dice, event.faces):
                v.dice_view[d]["colour"] = c
                v.dice_view[d]["live"] = True
                v.dice_view[d]["used"] = False
                v.flash[d] = t.clock
            t.invalidate()
        t.queue(0.8, start, end, name="dice")
        t.hold(0.25, skippable=True)

    def cue_DiceChanged(self, event: actions.DiceChanged) -> None:
        t, v = self.table, self.model

        def start() -> None:
            t.app.audio.play("swap")
            for d in event.dice:
                v.dice_view[d]["colour"] = event.roll[d]
                v.flash[d] = t.clock
                x, y = v.geometry.tray.dice[d]
                t.sparkles.burst(x, y, 8, palette.OK if event.how == "improve" else palette.DANGER,
                                 small=True)
            t.invalidate()
        t.queue(0.55, start, name="changed")

    def cue_DiceCancelled(self, event: actions.DiceCancelled) -> None:
        t, v = self.table, self.model

        def start() -> None:
            t.app.audio.play("bust")
            for d in event.dice:
                v.dice_view[d]["live"] = False
                v.flash[d] = t.clock
            t.invalidate()
        t.queue(0.55, start, name="cancelled")

    def cue_RollCancelled(self, event: actions.RollCancelled) -> None:
        t, v = self.table, self.model

        def start() -> None:
            t.app.audio.play("bust")
            t.messages.show(tr("message.again"), "", 1.0, "soft")
            for die in v.dice_view:
                die["live"], die["used"] = True, False
            v.rolling = set(range(len(v.dice_view)))
            t.invalidate()
        t.queue(0.4, start, name="again")

    def cue_RollTransferred(self, event: actions.RollTransferred) -> None:
        t, v = self.table, self.model

        def start() -> None:
            t.app.audio.play("push")
            v.ring_move = (event.frm, event.to, t.tweens.add(Tween(t.dur(0.7), easing=ease_in_out)))
            v.roll_place = event.to
            t.messages.show(tr("message.transfer", place=place_name(event.to)), "", 1.1, "soft")
            t.invalidate()
        t.queue(0.75, start, name="transfer")

    def cue_DieLost(self, event: actions.DieLost) -> None:
        t, v = self.table, self.model

        def start() -> None:
            t.app.audio.play("error")
            if event.die < len(v.dice_view):
                v.dice_view[event.die]["used"] = True
                v.lost[event.die] = t.clock
            t.messages.show(tr("message.lost"), tr("message.lost_sub", place=place_name(event.place)),
                            1.2, "bust")
            t.invalidate()
        t.queue(0.2, start, name="lost")
        t.hold(0.9)

    # ------------------------------------------------------------------ markers
    def cue_MarkerPlayed(self, event: actions.MarkerPlayed) -> None:
        t, v = self.table, self.model

        def start() -> None:
            t.app.audio.play("reveal")
            v.stack_view.append({"seat": event.player, "kind": event.power, "move": event.move,
                                 "status": "live"})
            v.big_marker = (event.power, event.player, t.clock)
            name = t.seat_name(event.player)
            t.messages.show(tr("message.played", name=name, power=a_power(event.power)), "",
                            1.3, "soft", [t.seat_rgb(event.player)])
            t.invalidate()

        def end() -> None:
            v.big_marker = None
            t.invalidate()
        t.queue(1.2, start, end, name="marker", skippable=True)

    def cue_MarkerResolved(self, event: actions.MarkerResolved) -> None:
        t, v = self.table, self.model

        def start() -> None:
            entry = v.stack_entry(event.index)
            if entry is not None:
                entry["status"] = "resolving"
            t.invalidate()

        def end() -> None:
            v.drop_stack(event.index)
        t.queue(0.35, start, end, name="resolve")

    def cue_MarkerCancelled(self, event: actions.MarkerCancelled) -> None:
        t, v = self.table, self.model

        def start() -> None:
            t.app.audio.play("bust")
            entry = v.stack_entry(event.index)
            if entry is not None:
                entry["status"] = "cancelled"
            t.invalidate()
        t.queue(0.45, start, name="marker-cancelled")

    def cue_MarkerSpent(self, event: actions.MarkerSpent) -> None:
        t, v = self.table, self.model

        def start() -> None:
            entry = v.stack_entry(event.index)
            if entry is not None:
                entry["status"] = "spent"
            t.invalidate()

        def end() -> None:
            v.drop_stack(event.index)
        t.queue(0.35, start, end, name="spent")

    def cue_ExtraTurnQueued(self, event: actions.ExtraTurnQueued) -> None:
        t = self.table

        def start() -> None:
            t.messages.show(tr("message.extra", name=t.seat_name(event.player)), "", 1.0, "soft",
                            [t.seat_rgb(event.player)])
        t.queue(0.3, start, name="extra")

    def cue_HandCount(self, event: actions.HandCount) -> None:
        self._count(event.player, event.count)

    def cue_Hand(self, event: actions.Hand) -> None:
        self._count(event.player, len(event.markers))

    def _count(self, seat: int, count: int) -> None:
        t, v = self.table, self.model

        def start() -> None:
            if seat < len(v.markers_view):
                v.markers_view[seat] = count
            t.invalidate()
        t.queue(0.0, start, name="count")

    # ------------------------------------------------------------------ the mice
    def cue_MouseMoved(self, event: actions.MouseMoved) -> None:
        t, v = self.table, self.model

        def start() -> None:
            t.app.audio.play("step")
            src = v.badge_point(event.frm, event.owner)
            v.mice_view[event.frm][event.owner] = max(0, v.mice_view[event.frm][event.owner] - 1)
            if event.die < len(v.dice_view):
                v.dice_view[event.die]["used"] = True
            dst = v.badge_point(event.to, event.owner)
            tween = t.tweens.add(Tween(t.dur(0.55), easing=ease_in_out))
            v.hops.append(Hop(event.owner, src, dst, tween))
            t.invalidate()

        def end() -> None:
            t.app.audio.play("land")
            v.hops = [h for h in v.hops if not (h.owner == event.owner and h.tween.done)]
            if event.to in v.mice_view:
                v.mice_view[event.to][event.owner] += 1
            t.invalidate()
        t.queue(0.6, start, end, name="hop")

    def cue_CheeseEaten(self, event: actions.CheeseEaten) -> None:
        t, v = self.table, self.model
        name = t.seat_name(event.player)

        def start() -> None:
            t.app.audio.play("collect")
            if event.table:
                v.mice_view[event.place][event.player] = max(
                    0, v.mice_view[event.place][event.player] - 1)
                v.table_cheese_view = event.left
            else:
                v.route_left_view[event.place] = event.left
            v.eaten_view[event.player] = event.total
            x, y = v.geometry.shelf.places[event.place].center
            t.sparkles.burst(x, y, 22, palette.CHEESE)
            t.messages.show(tr("message.cheese"), tr("message.cheese_sub", name=name,
                                                      of_name=of_name(name)),
                            1.2, "win", [t.seat_rgb(event.player)])
            t.invalidate()
        t.queue(0.3, start, name="cheese")
        t.hold(0.9)

    def cue_ReachedTable(self, event: actions.ReachedTable) -> None:
        t, v = self.table, self.model

        def start() -> None:
            t.app.audio.play("collect")
            x, y = v.geometry.shelf.places[v.config.shelf.table].center
            t.sparkles.burst(x, y, 30, palette.CHEESE)
            t.messages.show(tr("message.reached", name=t.seat_name(event.player)), "", 1.2, "win",
                            [t.seat_rgb(event.player)])
        t.queue(0.3, start, name="reached")
        t.hold(0.8)

    def cue_GameOver(self, event: actions.GameOver) -> None:
        t = self.table
        winners = list(event.winners)

        def win() -> None:
            self.celebrate(winners, tr("message.win", name=t.seat_name(winners[0]))
                           if len(winners) == 1 else tr("message.draw"))
            t.invalidate()
        t.queue(0.3, win, name="win")
        t.hold(2.2)

