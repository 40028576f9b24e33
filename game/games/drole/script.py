"""The Drôle de fromage table's animation script: each event the rules report becomes
a few cues (:meth:`BaseGameScene.queue`): the die tumbles and lands (a star calls for
another roll, then the doubled sum shows), the mouse steps and the cheese slides, a
falling piece tumbles off the edge into the tray of whoever gets it (or into the "out
of the game" box), the last-piece bonus is announced, and at the end the pieces are
turned over one by one while the points add up. The rules already decided everything;
the script only moves the scene's view (pieces' places, trays, mice, die, turn) on.

:class:`EventScript` is mixed into :class:`~game.games.drole.scene.GameScene`.
"""

from __future__ import annotations

from ...core.protocol import Event
from ...view import palette, particles
from ...view.tween import Tween, ease_in_out, ease_out_back, linear
from .rules import (CheeseFell, CheesePushed, DieRolled, GameOver, LastPiece, MouseStepped,
                    MoveEnded, PieceTaken, TurnStarted)
from .sprites import Motion
from .texts import roll_sum, tr, tr_n

FACING = {"n": "up", "s": "down", "e": "right", "w": "left"}


class EventScript:
    """The cues of every event (see the module's docstring)."""

    def on_events(self, events: list[Event]) -> None:
        for i, event in enumerate(events):
            following = events[i + 1] if i + 1 < len(events) else None
            if isinstance(event, MouseStepped):
                pushed = following if isinstance(following, CheesePushed) else None
                self.cue_step(event, pushed)
            elif isinstance(event, CheeseFell):
                self.cue_fall(event)
            elif isinstance(event, DieRolled):
                self.cue_die(event)
            elif isinstance(event, TurnStarted):
                self.cue_turn(event)
            elif isinstance(event, MoveEnded):
                self.cue_move_ended(event)
            elif isinstance(event, LastPiece):
                self.cue_last_piece(event)
            elif isinstance(event, PieceTaken):
                self.cue_taken(event)
            elif isinstance(event, GameOver):
                self.cue_game_over(event)

    # ------------------------------------------------------------------- the die
    def cue_die(self, event: DieRolled) -> None:
        human = self.session.seats[event.player].is_human

        def start() -> None:
            self.app.audio.play("dice")
            self.die_rolling = True
            self.die_hop = None
            self.set_status(tr("status.rolling"))

        def end() -> None:
            self.app.audio.play("land")
            self.die_rolling = False
            self.die_face = event.face
            self.die_hop = self.tweens.add(Tween(self.dur(0.35), easing=linear))
            self.rolls_view.append(event.face)
            x, y = self.L["die_centre"]
            if event.face == "star":
                self.sparkle(x, y, 16, sprites_gold())
                self.set_status(tr("status.star_again") if human
                                else tr("status.cpu_star", name=self.seat_name(event.player)))
                self.show_message(tr("roll.star"), tr("roll.star_sub"), 1.3, "soft")
            else:
                self.steps_total = event.steps
                self.steps_left_view = event.steps
                text = roll_sum(self.rolls_view, event.steps)
                self.set_status(text)
                if event.doubled:
                    self.sparkle(x, y, 18, sprites_gold())
                    self.show_message(text, "", 1.3, "win")
        self.queue(0.75, start, end, name="die")
        if event.face == "star":
            self.hold(1.0)
        elif event.doubled:
            self.hold(1.0)
        else:
            self.hold(0.3, skippable=True)

    # --------------------------------------------------------------- the turn
    def cue_turn(self, event: TurnStarted) -> None:
        def start() -> None:
            self.turn_view = event.player
            self.bonus_view = None
            self.rolls_view = []
            self.steps_total = 0
            self.steps_left_view = 0
            self.app.audio.play("turn")
            self.banner_in = self.tweens.add(Tween(self.dur(0.45), easing=ease_out_back))
            self.status = self.idle_status()
            self.invalidate()
        self.queue(0.35, start, name="turn")

    # ------------------------------------------------------------- steps, pushes
    def cue_step(self, event: MouseStepped, pushed: CheesePushed | None) -> None:
        def start() -> None:
            self.app.audio.play("push" if pushed else "step")
            seat = event.player
            dur = self.dur(0.26)
            tween = self.tweens.add(Tween(dur, easing=ease_in_out))
            self.motions[("mouse", seat)] = Motion(("cell", *event.frm), ("cell", *event.to), tween)
            self.mouse_cells[seat] = tuple(event.to)
            self.facing[seat] = FACING[event.direction]
            if pushed:
                for piece, frm, to in pushed.moves:
                    self.motions[("piece", piece)] = Motion(("cell", *frm), ("cell", *to), tween)
                    self.where[piece] = ("cell", *to)
            self.steps_left_view = event.steps_left
            if event.steps_left:
                if self.session.seats[seat].is_human:
                    self.set_status(tr_n("status.move", event.steps_left))
                else:
                    self.set_status(tr_n("status.cpu_move", event.steps_left, name=self.seat_name(seat)))
            self.invalidate()
        self.queue(0.28, start, name="step")

    def cue_fall(self, event: CheeseFell) -> None:
        piece = event.piece

        def start() -> None:
            self.app.audio.play("fall")
            if event.player >= 0:
                dst = ("tray", event.player, piece)
                self.tray_view[event.player].append(piece)
            else:
                dst = self.out_anchor(piece, event.side)
            tween = self.tweens.add(Tween(self.dur(0.62), easing=ease_in_out))
            self.motions[("piece", piece)] = Motion(("cell", *event.frm), dst, tween, arc=1.2, spin=360)
            self.where[piece] = dst
            if event.player >= 0:
                self.set_status(tr("status.fell_to", name=self.seat_name(event.player),
                                   piece=tr(f"piece.{event.size}")))
            else:
                self.set_status(tr("status.fell_out", piece=tr(f"piece.{event.size}")))

        def end() -> None:
            if event.player >= 0:
                self.app.audio.play("collect")
                x, y, _ = self.resolve(("tray", event.player, piece))
                self.sparkle(x, y, 10, palette.HIGHLIGHT)
        self.queue(0.62, start, end, name="fall")
        self.hold(0.15, skippable=True)

    def cue_move_ended(self, event: MoveEnded) -> None:
        if not event.blocked or event.steps_left <= 0:
            return

        def start() -> None:
            self.app.audio.play("error")
            self.set_status(tr("status.blocked"))
            self.show_message(tr("message.blocked"), tr("message.blocked_sub"), 1.2, "bust")
        self.queue(0.1, start, name="blocked")
        self.hold(1.0)

    # -------------------------------------------------------------- the bonus
    def cue_last_piece(self, event: LastPiece) -> None:
        name = self.seat_name(event.player)

        def start() -> None:
            self.app.audio.play("reveal")
            self.bonus_view = event.player
            self.banner_in = self.tweens.add(Tween(self.dur(0.45), easing=ease_out_back))
            self.show_message(tr("message.last_piece"), tr("message.last_piece_sub", name=name), 1.6,
                              "soft", [self.seat_rgb(event.player)])
            self.set_status(tr("status.bonus") if self.session.seats[event.player].is_human
                            else tr("status.cpu_bonus", name=name))
        self.queue(0.1, start, name="last-piece")
        self.hold(1.2)

    def cue_taken(self, event: PieceTaken) -> None:
        piece = event.piece

        def start() -> None:
            self.app.audio.play("swap")
            x, y, s = self.resolve(("tray", event.opponent, piece))
            if piece in self.tray_view[event.opponent]:
                self.tray_view[event.opponent].remove(piece)
            self.tray_view[event.player].append(piece)
            dst = ("tray", event.player, piece)
            tween = self.tweens.add(Tween(self.dur(0.7), easing=ease_in_out))
            self.motions[("piece", piece)] = Motion(("px", x, y, s), dst, tween, arc=1.5)
            self.where[piece] = dst
            self.set_status(tr("status.taken", name=self.seat_name(event.player),
                               piece=tr(f"piece.{event.size}"), opponent=self.seat_name(event.opponent)))

        def end() -> None:
            self.app.audio.play("collect")
        self.queue(0.75, start, end, name="take")
        self.hold(0.6)

    # ------------------------------------------------------------ the count
    def cue_game_over(self, event: GameOver) -> None:
        final = self.shown()
        n = final.num_players
        obs = final.observation(0)

        def begin() -> None:
            self.place_from(obs)                      # a jam sends the rest out of the game
            self.count_view = [0] * n
            self.app.audio.play("turn")
            if event.reason == "jammed":
                self.show_message(tr("message.jammed"), tr("status.jammed"), 1.6, "soft")
            else:
                self.show_message(tr("message.count"), tr("message.count_sub"), 1.6, "soft")
            self.set_status(tr("status.counting"))
        self.queue(0.2, begin, name="count")
        self.hold(1.1)
        for seat in range(n):
            for piece in obs["trays"][seat]:
                worm = bool(obs["pieces"][piece]["worm"])
                points = final.piece_points(piece)
                self.queue(0.45, self._reveal(seat, piece, worm, points), name="reveal")
        winners = list(event.winners)

        def win() -> None:
            self.over_shown = True
            self.app.audio.play("win")
            if len(winners) == 1:
                title = tr("message.win", name=self.seat_name(winners[0]))
                faces = [self.seat_rgb(winners[0])]
            else:
                title = tr("message.draw")
                faces = [self.seat_rgb(p) for p in winners[:2]]
            self.show_message(title, self.win_status(), 2.6, "win", faces)
            self.status = self.win_status()
            self.confetti = particles.confetti(self.size, self.u, 3.0, self.rng, self.px, self.image)
            self.banner_in = self.tweens.add(Tween(self.dur(0.45), easing=ease_out_back))
        self.queue(0.3, win, name="win")
        self.hold(2.4)

    def _reveal(self, seat: int, piece: int, worm: bool, points: int):
        def go() -> None:
            self.revealed[piece] = worm
            self.count_view[seat] += points
            self.app.audio.play("bust" if worm else "reveal")
            x, y, _ = self.resolve(("tray", seat, piece))
            self.sparkle(x, y, 8, (150, 200, 80) if worm else palette.HIGHLIGHT)
            self.invalidate()
        return go


def sprites_gold() -> tuple[int, int, int]:
    from .sprites import STAR_GOLD
    return STAR_GOLD

