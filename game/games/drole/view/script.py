"""The Drôle de fromage table's animation script: each event the rules report becomes
a few cues (:meth:`BaseGameScene.queue`): the die tumbles and lands (a star calls for
another roll, then the doubled sum shows), the mouse steps and the cheese slides, a
falling piece tumbles off the edge into the tray of whoever gets it (or into the "out
of the game" box), the last-piece bonus is announced, and at the end the pieces are
turned over one by one while the points add up. The rules already decided everything;
the script only moves the view model (pieces' places, trays, mice, die, turn) on.

:class:`DroleScript` is built by the scene (:class:`~game.games.drole.view.scene.GameScene`)
with the table (its timeline: :meth:`queue`, :meth:`hold`; the sounds, messages, sparks
and banner) and the view model (:class:`.view_model.DroleView`), which its cues move.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ....table.script import EventScript
from ....view import palette
from ....view.tween import Tween, ease_in_out, linear
from ..actions import (
    CheeseFell,
    CheesePushed,
    DieRolled,
    GameOver,
    LastPiece,
    MouseStepped,
    MoveEnded,
    PieceTaken,
    TurnStarted,
    WormSeen,
)
from ..texts import roll_sum, tr, tr_n
from .art import STAR_GOLD
from .sprites import Motion

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene
    from .view_model import DroleView


FACING = {"n": "up", "s": "down", "e": "right", "w": "left"}


class DroleScript(EventScript):
    """The cues of every event (see the module's docstring). A mouse's step and the push
    it makes are one movement: the step's cue reads the :class:`CheesePushed` after it."""

    table: BaseGameScene
    model: DroleView

    # ------------------------------------------------------------------- the die
    def cue_DieRolled(self, event: DieRolled) -> None:
        human = self.table.plays_here(event.player)      # told to them, or of them

        def start() -> None:
            self.table.app.audio.play("dice")
            self.model.die_rolling = True
            self.model.die_hop = None
            self.table.set_status(tr("status.rolling"))

        def end() -> None:
            self.table.app.audio.play("land")
            self.model.die_rolling = False
            self.model.die_face = event.face
            self.model.die_hop = self.table.tweens.add(Tween(self.table.dur(0.35), easing=linear))
            self.model.rolls_view.append(event.face)
            x, y = self.model.geometry.side.die_centre
            if event.face == "star":
                self.table.sparkles.burst(x, y, 16, STAR_GOLD)
                self.table.set_status(tr("status.star_again") if human
                                else tr("status.cpu_star", name=self.table.seat_name(event.player)))
                self.table.messages.show(tr("roll.star"), tr("roll.star_sub"), 1.3, "soft")
            else:
                self.model.steps_total = event.steps
                self.model.steps_left_view = event.steps
                text = roll_sum(self.model.rolls_view, event.steps)
                self.table.set_status(text)
                if event.doubled:
                    self.table.sparkles.burst(x, y, 18, STAR_GOLD)
                    self.table.messages.show(text, "", 1.3, "win")
        self.table.queue(0.75, start, end, name="die")
        if event.face == "star" or event.doubled:
            self.table.hold(1.0)
        else:
            self.table.hold(0.3, skippable=True)

    # --------------------------------------------------------------- the turn
    def cue_TurnStarted(self, event: TurnStarted) -> None:
        def start() -> None:
            self.model.turn_view = event.player
            self.model.bonus_view = None
            self.model.rolls_view = []
            self.model.steps_total = 0
            self.model.steps_left_view = 0
            self.table.app.audio.play("turn")
            self.table.banner.slide_in(self.table.dur(0.45))
            self.table.banner.set_status(self.model.idle_status())
            self.table.invalidate()
        self.table.queue(0.35, start, name="turn")

    # ------------------------------------------------------------- steps, pushes
    def cue_MouseStepped(self, event: MouseStepped) -> None:
        following = self.following
        pushed = following if isinstance(following, CheesePushed) else None

        def start() -> None:
            self.table.app.audio.play("push" if pushed else "step")
            seat = event.player
            dur = self.table.dur(0.26)
            tween = self.table.tweens.add(Tween(dur, easing=ease_in_out))
            self.model.motions[("mouse", seat)] = Motion(("cell", *event.frm), ("cell", *event.to), tween)
            self.model.mouse_cells[seat] = (event.to[0], event.to[1])
            self.model.facing[seat] = FACING[event.direction]
            if pushed:
                for piece, frm, to in pushed.moves:
                    self.model.motions[("piece", piece)] = Motion(("cell", *frm), ("cell", *to), tween)
                    self.model.where[piece] = ("cell", *to)
            self.model.steps_left_view = event.steps_left
            if event.steps_left:
                if self.table.plays_here(seat):
                    self.table.set_status(tr_n("status.move", event.steps_left))
                else:
                    self.table.set_status(tr_n("status.cpu_move", event.steps_left, name=self.table.seat_name(seat)))
            self.table.invalidate()
        self.table.queue(0.28, start, name="step")

    def cue_CheeseFell(self, event: CheeseFell) -> None:
        piece = event.piece

        def start() -> None:
            self.table.app.audio.play("fall")
            if event.player >= 0:
                dst = ("tray", event.player, piece)
                self.model.tray_view[event.player].append(piece)
            else:
                dst = self.model.out_anchor(piece, event.side)
            tween = self.table.tweens.add(Tween(self.table.dur(0.62), easing=ease_in_out))
            self.model.motions[("piece", piece)] = Motion(("cell", *event.frm), dst, tween, arc=1.2, spin=360)
            self.model.where[piece] = dst
            if event.player >= 0:
                self.table.set_status(tr("status.fell_to", name=self.table.seat_name(event.player),
                                   piece=tr(f"piece.{event.size}")))
            else:
                self.table.set_status(tr("status.fell_out", piece=tr(f"piece.{event.size}")))

        def end() -> None:
            if event.player >= 0:
                self.table.app.audio.play("collect")
                x, y, _ = self.model.resolve(("tray", event.player, piece))
                self.table.sparkles.burst(x, y, 10, palette.HIGHLIGHT)
        self.table.queue(0.62, start, end, name="fall")
        self.table.hold(0.15, skippable=True)

    def cue_MoveEnded(self, event: MoveEnded) -> None:
        if not event.blocked or event.steps_left <= 0:
            return

        def start() -> None:
            self.table.app.audio.play("error")
            self.table.set_status(tr("status.blocked"))
            self.table.messages.show(tr("message.blocked"), tr("message.blocked_sub"), 1.2, "bust")
        self.table.queue(0.1, start, name="blocked")
        self.table.hold(1.0)

    # -------------------------------------------------------------- the bonus
    def cue_LastPiece(self, event: LastPiece) -> None:
        name = self.table.seat_name(event.player)

        def start() -> None:
            self.table.app.audio.play("reveal")
            self.model.bonus_view = event.player
            self.table.banner.slide_in(self.table.dur(0.45))
            self.table.messages.show(tr("message.last_piece"), tr("message.last_piece_sub", name=name), 1.6,
                              "soft", [self.table.seat_rgb(event.player)])
            self.table.set_status(tr("status.bonus") if self.table.plays_here(event.player)
                            else tr("status.cpu_bonus", name=name))
        self.table.queue(0.1, start, name="last-piece")
        self.table.hold(1.2)

    def cue_PieceTaken(self, event: PieceTaken) -> None:
        piece = event.piece

        def start() -> None:
            self.table.app.audio.play("swap")
            x, y, s = self.model.resolve(("tray", event.opponent, piece))
            if piece in self.model.tray_view[event.opponent]:
                self.model.tray_view[event.opponent].remove(piece)
            self.model.tray_view[event.player].append(piece)
            dst = ("tray", event.player, piece)
            tween = self.table.tweens.add(Tween(self.table.dur(0.7), easing=ease_in_out))
            self.model.motions[("piece", piece)] = Motion(("px", x, y, s), dst, tween, arc=1.5)
            self.model.where[piece] = dst
            self.table.set_status(tr("status.taken", name=self.table.seat_name(event.player),
                               piece=tr(f"piece.{event.size}"), opponent=self.table.seat_name(event.opponent)))

        def end() -> None:
            self.table.app.audio.play("collect")
        self.table.queue(0.75, start, end, name="take")
        self.table.hold(0.6)

    # ------------------------------------------------------------ the count
    def cue_GameOver(self, event: GameOver) -> None:
        """The final count: every worm is public now (the final observation hides
        nothing); each tray's pieces are turned over one by one."""
        table, model = self.table, self.model
        obs = model.observation()
        n = len(obs.trays)

        def begin() -> None:
            model.place_from(obs)                      # a jam sends the rest out of the game
            model.count_view = [0] * n
            table.app.audio.play("turn")
            if event.reason == "jammed":
                table.messages.show(tr("message.jammed"), tr("status.jammed"), 1.6, "soft")
            else:
                table.messages.show(tr("message.count"), tr("message.count_sub"), 1.6, "soft")
            table.set_status(tr("status.counting"))
        table.queue(0.2, begin, name="count")
        table.hold(1.1)
        for seat in range(n):
            for piece in obs.trays[seat]:
                info = obs.pieces[piece]
                table.queue(0.45, self._reveal(seat, piece, bool(info.worm), info.points or 0),
                            name="reveal")
        winners = list(event.winners)

        def win() -> None:
            self.celebrate(winners, tr("message.win", name=table.seat_name(winners[0]))
                           if len(winners) == 1 else tr("message.draw"))
        table.queue(0.3, win, name="win")
        table.hold(2.4)

    def cue_WormSeen(self, event: WormSeen) -> None:
        """Only the player who received the piece sees this (the table shows it when
        that player is the viewer): a worm or a tick flashes on the new piece."""
        table, model = self.table, self.model

        def start() -> None:
            model.seen_flash[event.piece] = table.clock
            table.app.audio.play("bust" if event.worm else "collect")
            size = tr(f"piece.{model.observation().pieces[event.piece].size}")
            table.set_status(tr("status.seen_worm" if event.worm else "status.seen_sound",
                                piece=size))
            table.invalidate()
        table.queue(0.1, start, name="seen")
        table.hold(0.5, skippable=True)

    def _reveal(self, seat: int, piece: int, worm: bool, points: int) -> Callable[[], None]:
        def go() -> None:
            table, model = self.table, self.model
            model.revealed[piece] = worm
            if model.count_view is not None:
                model.count_view[seat] += points
            table.app.audio.play("bust" if worm else "reveal")
            x, y, _ = model.resolve(("tray", seat, piece))
            table.sparkles.burst(x, y, 8, (150, 200, 80) if worm else palette.HIGHLIGHT)
            table.invalidate()
        return go
