"""The Chaos de souris et de fromage table's animation script: each event the rules
report (as the viewer may see it: the shared table hands the scene the public version of
another seat's private event) becomes a few cues (:meth:`BaseGameScene.queue`).

- a cover is lifted: it rises; the person who lifted it sees its number big (and the
  colour of a mouse under it), the others see a cover in the air;
- a cover, a mouse or a cat moves: along the squares of its path for the person who
  moved it (the path is theirs: it tells the number), straight for everybody else;
- a cat ends on a mouse: the mouse runs under the table;
- a chair slides, or falls over with a thud;
- a claim: the claimer's card(s) shown big, then the mice of their hideout(s) turned
  over one at a time, with a pause before each (suspense); the first wrong mouse runs
  to its owner's hideout; a win with confetti.

The rules already decided everything: the script only moves the scene's view on, and
:meth:`GameScene.sync` puts the view back on the observation once the script has
played. :class:`ChaosScript` is a component of the scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....table.script import EventScript
from ....view import palette
from ....view.tween import Tween, ease_in_out
from .. import actions as A
from .sprites import Motion

if TYPE_CHECKING:
    from .view_model import ChaosView

#: Seconds per step of a piece walking its path (at normal speed).
STEP_SECONDS = 0.16


class ChaosScript(EventScript):
    """The cues of every event (see the module's docstring)."""

    table: ChaosView

    # ---------------------------------------------------------------- helpers
    def _walk(self, key: str, frm: str, to: str, path: tuple[str, ...], *, hop: float = 0.0,
              lift: float = 0.0, sound: str = "step") -> None:
        """Queue ``key`` going from ``frm`` to ``to`` (along ``path`` when given)."""
        t = self.table
        points = [t.place_point(key, frm)]
        for step in path[:-1]:
            points.append(t.place_point(key, step))
        points.append(t.place_point(key, to, arriving=True))
        steps = max(1, len(path)) if path else 2
        seconds = min(1.6, max(0.45, STEP_SECONDS * steps))

        def start() -> None:
            t.app.audio.play(sound)
            tween = t.tweens.add(Tween(t.dur(seconds), easing=ease_in_out))
            t.motions[key] = Motion(points, tween, hop=hop * t.geometry.cell, lift=lift * t.geometry.cell)
            t.move_view(key, to)
            t.invalidate()

        def end() -> None:
            t.motions.pop(key, None)
            t.invalidate()
        t.queue(seconds, start, end, name="walk")

    # ----------------------------------------------------------------- covers
    def cue_CoverLifted(self, event: A.CoverLifted) -> None:
        t = self.table
        mine = event.number is not None

        def start() -> None:
            t.app.audio.play("reveal" if mine else "click")
            t.lifted_view = event.cover
            if mine:
                t.open_view = (event.cover, int(event.number or 0))
                t.big_number = (int(event.number or 0), t.clock)
            if event.mouse is not None and event.colour is not None:
                t.flash[event.mouse] = event.colour
            t.set_status(t.idle_status())
            t.invalidate()
        t.queue(0.45 if mine else 0.3, start, name="lift")
        if mine:
            t.hold(0.5)

    def cue_CoverStayed(self, event: A.CoverStayed) -> None:
        t = self.table

        def start() -> None:
            t.app.audio.play("error")
            t.lifted_view = None
            t.open_view = None
            t.barred_view.add(event.cover)
            t.messages.show(t.tr("message.stayed"), t.tr("message.stayed_sub"), 1.4, "soft")
            t.invalidate()
        t.queue(0.3, start, name="stayed")
        t.hold(0.9)

    def cue_CoverPut(self, event: A.CoverPut) -> None:
        t = self.table

        def start() -> None:
            t.lifted_view = None
            if event.mouse is not None and event.colour is not None:
                t.flash[event.mouse] = event.colour
            t.invalidate()
        t.queue(0.01, start, name="put")
        self._walk(event.cover, event.frm, event.to, event.path, lift=0.35, sound="swap")
        t.queue(0.05, lambda: t.app.audio.play("land"), name="landed")

    # ------------------------------------------------------------- mice, cats
    def cue_MouseMoved(self, event: A.MouseMoved) -> None:
        t = self.table
        path = tuple(step for step in event.path)
        self._walk(event.mouse, event.frm, event.to, path, hop=0.12)
        if event.to.startswith("H"):
            def home() -> None:
                x, y = t.place_point(event.mouse, event.to, arriving=True)
                t.sparkles.burst(x, y, 8, palette.HIGHLIGHT, small=True)
                t.app.audio.play("collect")
            t.queue(0.2, home, name="home")

    def cue_CatMoved(self, event: A.CatMoved) -> None:
        self._walk(event.cat, event.frm, event.to, event.path, hop=0.18, sound="push")

    def cue_MouseCaught(self, event: A.MouseCaught) -> None:
        t = self.table

        def start() -> None:
            t.messages.show(t.tr("message.caught"), t.tr("message.caught_sub"), 1.2, "bust")
            t.invalidate()
        t.queue(0.05, start, name="caught")
        self._walk(event.mouse, event.frm, "table", (), hop=0.3, sound="fall")

    def cue_MouseLeft(self, event: A.MouseLeft) -> None:
        t = self.table

        def start() -> None:
            t.messages.show(t.tr("message.left"), t.tr("message.left_sub"), 1.2, "soft")
            t.invalidate()
        t.queue(0.05, start, name="left")

    def cue_MoveSkipped(self, event: A.MoveSkipped) -> None:
        t = self.table

        def start() -> None:
            t.messages.show(t.tr("message.skipped"), "", 1.2, "soft")
            t.invalidate()
        t.queue(0.2, start, name="skipped")
        t.hold(0.7)

    # ------------------------------------------------------------------ chairs
    def cue_ChairMoved(self, event: A.ChairMoved) -> None:
        t = self.table
        self._walk(event.chair, event.frm, event.to, (), sound="push")

        def stand() -> None:
            chair = t.chairs_view.get(event.chair)
            if chair is not None:
                chair["tipped"] = None
            t.invalidate()
        t.queue(0.01, stand, name="stand")

    def cue_ChairTipped(self, event: A.ChairTipped) -> None:
        t = self.table

        def start() -> None:
            t.app.audio.play("fall")
            chair = t.chairs_view.get(event.chair)
            if chair is not None:
                chair["tipped"] = event.direction
            t.shake = Tween(t.dur(0.35))
            t.tweens.add(t.shake)
            t.invalidate()
        t.queue(0.45, start, name="tip")

    # ------------------------------------------------------------------ claims
    def cue_ClaimStarted(self, event: A.ClaimStarted) -> None:
        t = self.table
        name = t.seat_name(event.seat)

        def start() -> None:
            t.app.audio.play("reveal")
            t.claim_view = (event.seat, tuple(event.colours))
            t.cards_shown[event.seat] = list(event.colours)
            t.messages.show(t.tr("message.claim", name=name), t.tr("message.claim_sub"), 1.6, "turn",
                            [t.seat_rgb(event.seat)])
            t.set_status(t.tr("status.claiming", name=name))
            t.invalidate()
        t.queue(0.4, start, name="claim")
        t.hold(1.2)

    def cue_MouseTurned(self, event: A.MouseTurned) -> None:
        t = self.table

        def suspense() -> None:
            t.app.audio.play("click")
            t.turning = (event.mouse, t.clock)
            t.invalidate()

        def show() -> None:
            t.turning = None
            t.public_view[event.mouse] = event.colour
            t.flash.pop(event.mouse, None)
            claim = t.claim_view
            # 2 players: the claimer's other colour is no mistake (it goes over)
            right = (t.hideout_wants(event.hideout) == event.colour
                     or (claim is not None and event.colour in claim[1]))
            t.app.audio.play("collect" if right else "bust")
            x, y = t.place_point(event.mouse, event.hideout)
            rgb = palette.OK if right else palette.DANGER
            t.sparkles.burst(x, y, 10 if right else 6, rgb, small=True)
            t.invalidate()
        t.queue(0.75, suspense, show, name="turn-over")
        t.hold(0.35, skippable=False)

    def cue_MouseReturned(self, event: A.MouseReturned) -> None:
        t = self.table

        def start() -> None:
            claim = t.claim_view
            if claim is not None and event.owner == claim[0]:      # 2 players: over it goes
                t.messages.show(t.tr("message.across", name=t.seat_name(event.owner)),
                                t.tr("message.across_sub"), 1.4, "turn", [t.seat_rgb(event.owner)])
            elif event.owner >= 0:
                name = t.seat_name(event.owner)
                t.messages.show(t.tr("message.returned", name=name), t.tr("message.returned_sub"),
                                1.6, "bust", [t.seat_rgb(event.owner)])
                cards = t.cards_shown.setdefault(event.owner, [])
                if event.colour not in cards:
                    cards.append(event.colour)
            else:
                t.messages.show(t.tr("message.returned_free"), "", 1.4, "bust")
            t.invalidate()
        t.queue(0.3, start, name="returned")
        t.hold(0.6)
        hideout = t.hideout_of_mouse(event.mouse)
        self._walk(event.mouse, hideout or event.to_hideout, event.to_hideout, (), hop=0.4, sound="swap")

    def cue_ClaimWon(self, event: A.ClaimWon) -> None:
        t = self.table

        def start() -> None:
            t.app.audio.play("win")
            t.messages.show(t.tr("message.win", name=t.seat_name(event.seat)), "", 2.4, "win",
                            [t.seat_rgb(event.seat)])
            t.sparkles.rain(t.size, t.u, t.dur(2.5))
            t.invalidate()
        t.queue(0.3, start, name="won")
        t.hold(2.2)

    def cue_FreeHideoutWon(self, event: A.FreeHideoutWon) -> None:
        t = self.table

        def start() -> None:
            t.app.audio.play("bust")
            t.messages.show(t.tr("message.free_won"), t.tr("message.free_won_sub"), 2.4, "bust")
            t.invalidate()
        t.queue(0.3, start, name="free-won")
        t.hold(2.0)

    def cue_Passed(self, event: A.Passed) -> None:
        t = self.table
        t.queue(0.2, lambda: t.set_status(t.tr("status.passed", name=t.seat_name(event.seat))),
                name="passed")

    def cue_Draw(self, event: A.Draw) -> None:
        t = self.table

        def start() -> None:
            t.app.audio.play("bust")
            t.messages.show(t.tr("message.draw"), t.tr("message.draw_sub", turns=event.turns), 2.4, "soft")
            t.invalidate()
        t.queue(0.3, start, name="draw")
        t.hold(2.0)

    # ------------------------------------------------------------------- turns
    def cue_TurnEnded(self, event: A.TurnEnded) -> None:
        t = self.table

        def start() -> None:
            t.end_of_turn()
        t.queue(0.25, start, name="turn")
