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

The rules already decided everything: the script only moves the view model on
(:class:`.view_model.ChaosView`, ``self.model``) and queues its cues on the table
(``self.table``: the timeline, the sounds, the messages and sparks);
:meth:`.view_model.ChaosView.sync` puts the view back on the observation once the
script has played. :class:`ChaosScript` is built by the scene with both.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....table.script import EventScript
from ....view import palette
from ....view.tween import Tween, ease_in_out
from .. import actions as A
from .basics import tr
from .sprites import Motion

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene
    from .view_model import ChaosView

#: Seconds per step of a piece walking its path (at normal speed).
STEP_SECONDS = 0.16


class ChaosScript(EventScript):
    """The cues of every event (see the module's docstring)."""

    #: the shared table (it queues the cues and plays the sounds) and the view the cues
    #: move on
    table: BaseGameScene
    model: ChaosView

    # ---------------------------------------------------------------- helpers
    def _walk(self, key: str, frm: str, to: str, path: tuple[str, ...], *, hop: float = 0.0,
              lift: float = 0.0, sound: str = "step") -> None:
        """Queue ``key`` going from ``frm`` to ``to`` (along ``path`` when given)."""
        t = self.table
        m = self.model
        points = [m.place_point(key, frm)]
        for step in path[:-1]:
            points.append(m.place_point(key, step))
        points.append(m.place_point(key, to, arriving=True))
        steps = max(1, len(path)) if path else 2
        seconds = min(1.6, max(0.45, STEP_SECONDS * steps))

        def start() -> None:
            t.app.audio.play(sound)
            tween = t.tweens.add(Tween(t.dur(seconds), easing=ease_in_out))
            m.motions[key] = Motion(points, tween, hop=hop * m.geometry.cell, lift=lift * m.geometry.cell)
            m.move_view(key, to)
            t.invalidate()

        def end() -> None:
            m.motions.pop(key, None)
            t.invalidate()
        t.queue(seconds, start, end, name="walk")

    # ----------------------------------------------------------------- covers
    def cue_CoverLifted(self, event: A.CoverLifted) -> None:
        t = self.table
        m = self.model
        mine = event.number is not None

        def start() -> None:
            t.app.audio.play("reveal" if mine else "click")
            m.lifted_view = event.cover
            if mine:
                m.open_view = (event.cover, int(event.number or 0))
                m.big_number = (int(event.number or 0), t.clock)
            if event.mouse is not None and event.colour is not None:
                m.flash[event.mouse] = event.colour
            t.set_status(m.idle_status())
            t.invalidate()
        t.queue(0.45 if mine else 0.3, start, name="lift")
        if mine:
            t.hold(0.5)

    def cue_CoverStayed(self, event: A.CoverStayed) -> None:
        t = self.table
        m = self.model

        def start() -> None:
            t.app.audio.play("error")
            m.lifted_view = None
            m.open_view = None
            m.barred_view.add(event.cover)
            t.messages.show(tr("message.stayed"), tr("message.stayed_sub"), 1.4, "soft")
            t.invalidate()
        t.queue(0.3, start, name="stayed")
        t.hold(0.9)

    def cue_CoverPut(self, event: A.CoverPut) -> None:
        t = self.table
        m = self.model

        def start() -> None:
            m.lifted_view = None
            if event.mouse is not None and event.colour is not None:
                m.flash[event.mouse] = event.colour
            t.invalidate()
        t.queue(0.01, start, name="put")
        self._walk(event.cover, event.frm, event.to, event.path, lift=0.35, sound="swap")
        t.queue(0.05, lambda: t.app.audio.play("land"), name="landed")

    # ------------------------------------------------------------- mice, cats
    def cue_MouseMoved(self, event: A.MouseMoved) -> None:
        t = self.table
        m = self.model
        path = tuple(step for step in event.path)
        self._walk(event.mouse, event.frm, event.to, path, hop=0.12)
        if event.to.startswith("H"):
            def home() -> None:
                x, y = m.place_point(event.mouse, event.to, arriving=True)
                t.sparkles.burst(x, y, 8, palette.HIGHLIGHT, small=True)
                t.app.audio.play("collect")
            t.queue(0.2, home, name="home")

    def cue_CatMoved(self, event: A.CatMoved) -> None:
        self._walk(event.cat, event.frm, event.to, event.path, hop=0.18, sound="push")

    def cue_MouseCaught(self, event: A.MouseCaught) -> None:
        t = self.table

        def start() -> None:
            t.messages.show(tr("message.caught"), tr("message.caught_sub"), 1.2, "bust")
            t.invalidate()
        t.queue(0.05, start, name="caught")
        self._walk(event.mouse, event.frm, "table", (), hop=0.3, sound="fall")

    def cue_MouseLeft(self, event: A.MouseLeft) -> None:
        t = self.table

        def start() -> None:
            t.messages.show(tr("message.left"), tr("message.left_sub"), 1.2, "soft")
            t.invalidate()
        t.queue(0.05, start, name="left")

    def cue_MoveSkipped(self, event: A.MoveSkipped) -> None:
        t = self.table

        def start() -> None:
            t.messages.show(tr("message.skipped"), "", 1.2, "soft")
            t.invalidate()
        t.queue(0.2, start, name="skipped")
        t.hold(0.7)

    # ------------------------------------------------------------------ chairs
    def cue_ChairMoved(self, event: A.ChairMoved) -> None:
        t = self.table
        m = self.model
        self._walk(event.chair, event.frm, event.to, (), sound="push")

        def stand() -> None:
            chair = m.chairs_view.get(event.chair)
            if chair is not None:
                chair["tipped"] = None
            t.invalidate()
        t.queue(0.01, stand, name="stand")

    def cue_ChairTipped(self, event: A.ChairTipped) -> None:
        t = self.table
        m = self.model

        def start() -> None:
            t.app.audio.play("fall")
            chair = m.chairs_view.get(event.chair)
            if chair is not None:
                chair["tipped"] = event.direction
            m.shake = Tween(t.dur(0.35))
            t.tweens.add(m.shake)
            t.invalidate()
        t.queue(0.45, start, name="tip")

    # ------------------------------------------------------------------ claims
    def cue_ClaimStarted(self, event: A.ClaimStarted) -> None:
        t = self.table
        m = self.model
        name = t.seat_name(event.seat)

        def start() -> None:
            t.app.audio.play("reveal")
            m.claim_view = (event.seat, tuple(event.colours))
            m.cards_shown[event.seat] = list(event.colours)
            t.messages.show(tr("message.claim", name=name), tr("message.claim_sub"), 1.6, "turn",
                            [t.seat_rgb(event.seat)])
            t.set_status(tr("status.claiming", name=name))
            t.invalidate()
        t.queue(0.4, start, name="claim")
        t.hold(1.2)

    def cue_MouseTurned(self, event: A.MouseTurned) -> None:
        t = self.table
        m = self.model

        def suspense() -> None:
            t.app.audio.play("click")
            m.turning = (event.mouse, t.clock)
            t.invalidate()

        def show() -> None:
            m.turning = None
            m.public_view[event.mouse] = event.colour
            m.flash.pop(event.mouse, None)
            claim = m.claim_view
            # 2 players: the claimer's other colour is no mistake (it goes over)
            right = (m.hideout_wants(event.hideout) == event.colour
                     or (claim is not None and event.colour in claim[1]))
            t.app.audio.play("collect" if right else "bust")
            x, y = m.place_point(event.mouse, event.hideout)
            rgb = palette.OK if right else palette.DANGER
            t.sparkles.burst(x, y, 10 if right else 6, rgb, small=True)
            t.invalidate()
        t.queue(0.75, suspense, show, name="turn-over")
        t.hold(0.35, skippable=False)

    def cue_MouseReturned(self, event: A.MouseReturned) -> None:
        t = self.table
        m = self.model

        def start() -> None:
            claim = m.claim_view
            if claim is not None and event.owner == claim[0]:      # 2 players: over it goes
                t.messages.show(tr("message.across", name=t.seat_name(event.owner)),
                                tr("message.across_sub"), 1.4, "turn", [t.seat_rgb(event.owner)])
            elif event.owner >= 0:
                name = t.seat_name(event.owner)
                t.messages.show(tr("message.returned", name=name), tr("message.returned_sub"),
                                1.6, "bust", [t.seat_rgb(event.owner)])
                cards = m.cards_shown.setdefault(event.owner, [])
                if event.colour not in cards:
                    cards.append(event.colour)
            else:
                t.messages.show(tr("message.returned_free"), "", 1.4, "bust")
            t.invalidate()
        t.queue(0.3, start, name="returned")
        t.hold(0.6)
        hideout = m.hideout_of_mouse(event.mouse)
        self._walk(event.mouse, hideout or event.to_hideout, event.to_hideout, (), hop=0.4, sound="swap")

    def cue_ClaimWon(self, event: A.ClaimWon) -> None:
        t = self.table

        def start() -> None:
            t.app.audio.play("win")
            t.messages.show(tr("message.win", name=t.seat_name(event.seat)), "", 2.4, "win",
                            [t.seat_rgb(event.seat)])
            t.sparkles.rain(t.size, t.u, t.dur(2.5))
            t.invalidate()
        t.queue(0.3, start, name="won")
        t.hold(2.2)

    def cue_FreeHideoutWon(self, event: A.FreeHideoutWon) -> None:
        t = self.table

        def start() -> None:
            t.app.audio.play("bust")
            t.messages.show(tr("message.free_won"), tr("message.free_won_sub"), 2.4, "bust")
            t.invalidate()
        t.queue(0.3, start, name="free-won")
        t.hold(2.0)

    def cue_Passed(self, event: A.Passed) -> None:
        t = self.table
        t.queue(0.2, lambda: t.set_status(tr("status.passed", name=t.seat_name(event.seat))),
                name="passed")

    def cue_Draw(self, event: A.Draw) -> None:
        t = self.table

        def start() -> None:
            t.app.audio.play("bust")
            t.messages.show(tr("message.draw"), tr("message.draw_sub", turns=event.turns), 2.4, "soft")
            t.invalidate()
        t.queue(0.3, start, name="draw")
        t.hold(2.0)

    # ------------------------------------------------------------------- turns
    def cue_TurnEnded(self, event: A.TurnEnded) -> None:
        t = self.table
        m = self.model

        def start() -> None:
            m.end_of_turn()
        t.queue(0.25, start, name="turn")
