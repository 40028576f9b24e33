"""Chaos de souris et de fromage's table, what it knows for drawing (issue 18: the scene
split into input, view model and drawing): the view of the pieces as the script moves
them (where each mouse, cover, cat and chair is shown, what flashed, a claim under way,
the big number), the person's choices (the chosen piece, the keyboard cursor, what is
under the pointer, the card's buttons), the geometry once laid out, and what is computed
from the viewer's observation and the driver: the phase, the options offered, the
squares and blocks that glow, how a mouse or a cover looks to the viewer, the hand's
cards and number, where a piece is drawn, the status line.

:class:`ChaosView` is built by :class:`.scene.GameScene` (``scene.model``) and read by
the other parts (:mod:`.inputs`, :mod:`.painter` and its drawing modules, :mod:`.script`);
none of them imports the scene. It reaches the shared table through one reference,
``self.table`` (the scene, as a :class:`~game.scenes.gamescene.BaseGameScene`): the
viewer's observation, the driver (``can_act``, ``busy``, ``legal_actions``, ``apply``),
the status banner, the sounds. Privacy: everything it derives comes from
``observation()``, the viewer's, never from the true state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from .... import i18n
from ....core.protocol import TERMINAL, Action
from ....scenes.laid_out import ViewModel
from ....view import palette
from .. import GAME
from ..actions import CATCH, CLAIM, END, LEAVE, PASS, ChairTo, Lift, Move, Put, Tip
from ..level import parse_square, square_name
from ..observation import ChaosObservation
from . import layout, notebook, sprites
from .basics import DIR_STEP, Item, Sq, tr
from .layout import TableLayout, kitchen

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene

#: The colour of each of the action card's buttons.
BUTTON_RGB = {"claim": palette.ACCENT, "end": palette.WOOD_DARK, "pass": palette.WOOD_DARK,
              "catch": palette.ACCENT, "leave": palette.WOOD_DARK}


class ChaosView(ViewModel[TableLayout, ChaosObservation]):
    """The Chaos de souris et de fromage table's view model (see the module's docstring)."""

    observation_type = ChaosObservation

    def __init__(self, table: BaseGameScene):
        super().__init__(table)
        # the view: where the pieces are shown (events move it on, sync puts it back)
        self.mice_view: dict[str, str] = {}
        self.sizes: dict[str, str] = {}
        self.hideouts_view: dict[str, list[str]] = {}
        self.covers_view: dict[str, str] = {}
        self.cats_view: dict[str, str] = {}
        self.chairs_view: dict[str, dict[str, Any]] = {}
        self.public_view: dict[str, str] = {}
        self.cards_shown: dict[int, list[str | None]] = {}
        self.flash: dict[str, str] = {}
        self.lifted_view: str | None = None
        self.open_view: tuple[str, int] | None = None
        self.barred_view: set[str] = set()
        self.claim_view: tuple[int, tuple[str, ...]] | None = None
        self.turning: tuple[str, float] | None = None
        self.big_number: tuple[int, float] | None = None
        self.turn_view = 0
        self.over_shown = False
        self.motions: dict[str, sprites.Motion] = {}
        self.shake: Any = None
        # the person's choices
        self.selected: str | None = None
        self.cursor: Sq | None = None
        self.hover: Item | None = None
        self.hover_button: str | None = None
        self.buttons: list[tuple[str, str, pygame.Rect, tuple[int, int, int], Action]] = []
        self._opts_key: tuple | None = None
        self._opts: dict[str, Any] = {}

    # ================================================================ view <-> state
    def sync(self, hard: bool = False) -> None:
        """Make the view agree with the observation (after the script played, an undo,
        or another viewer)."""
        obs = self.observation()
        if hard:
            self.table.messages.clear()
            self.motions.clear()
            self.claim_view = None
            self.big_number = None
        self.turning = None
        self.flash = {}
        self.mice_view = {m.id: m.at for m in obs.mice}
        self.sizes = {m.id: m.size for m in obs.mice}
        self.hideouts_view = {h: list(info.mice) for h, info in obs.hideouts.items()}
        self.covers_view = {c.id: c.at for c in obs.covers}
        self.cats_view = {k.id: k.square for k in obs.cats}
        self.chairs_view = {h.id: {"at": h.at, "back": h.back, "tipped": h.tipped}
                            for h in obs.chairs}
        self.public_view = notebook.public_colours(obs)
        self.cards_shown = {seat: list(cards) for seat, cards in notebook.public_cards(obs).items()}
        self.lifted_view = obs.lifted
        number = obs.number
        self.open_view = (obs.lifted, int(number)) if obs.lifted and number is not None else None
        self.barred_view = set(obs.barred)
        if obs.turn_owner >= 0:
            self.turn_view = obs.turn_owner
        if obs.to_play == TERMINAL and not self.table.busy():
            self.over_shown = True
        if obs.phase != "over" and self.claim_view is not None and not self.table.busy():
            self.claim_view = None
        self._opts_key = None
        self.keep_selection()

    def keep_selection(self) -> None:
        """Let go of a chosen piece that cannot be played any more."""
        opts = self.options()
        if self.selected is not None and self.selected not in opts["movable"] \
                and self.selected not in opts["chairs"]:
            self.selected = None

    def move_view(self, key: str, to: str) -> None:
        """A piece reached ``to`` (in the view: the script moves it)."""
        if key in self.mice_view:
            for mice in self.hideouts_view.values():
                if key in mice:
                    mice.remove(key)
            self.mice_view[key] = to
            if to in self.hideouts_view:
                self.hideouts_view[to].append(key)
        elif key in self.covers_view:
            self.covers_view[key] = to
        elif key in self.cats_view:
            self.cats_view[key] = to
        elif key in self.chairs_view:
            self.chairs_view[key]["at"] = to

    def end_of_turn(self) -> None:
        """The turn passed: the next seat's turn in the view."""
        n = len(self.table.session.seats)
        self.turn_view = (self.turn_view + 1) % n
        self.flash = {}
        self.open_view = None
        self.lifted_view = None
        self.barred_view = set()
        self.big_number = None
        self.claim_view = None
        self.selected = None
        self.table.set_status(self.idle_status())       # not the last player's hint under the next one's banner
        self.table.app.audio.play("turn")
        self.table.banner.slide_in(self.table.dur(0.45))
        self.table.invalidate()

    # ============================================== what the scene's hooks move on
    def lay_out(self, geometry: TableLayout) -> None:
        """The window was laid out: where everything goes now."""
        super().lay_out(geometry)
        self.rebuild_buttons()

    def rebuild_buttons(self) -> None:
        """The action card's buttons for what is offered now (none but to the person
        who may act)."""
        if self._geometry is None:
            return
        offered = self.options()["buttons"] if self.table.can_act() else []
        rects = layout.button_rects(self._geometry.action, len(offered), self.table.px)
        self.buttons = [(key, tr(f"button.{key}"), rect, BUTTON_RGB.get(key, palette.ACCENT), action)
                        for (key, action), rect in zip(offered, rects)]
        self.table.invalidate()

    def undone(self) -> None:
        """An undo: the view as the position taken back to is."""
        self.selected = None
        self.sync(hard=True)
        self.table.banner.set_status(self.idle_status())

    def settled(self) -> None:
        """The script has played: the view back on the observation."""
        self.big_number = None                   # the hand keeps showing it
        self.sync()
        self.table.set_status(self.idle_status())
        self.rebuild_buttons()

    def viewer_changed(self) -> None:
        """Another viewer: nothing of the last one stays (flashes, numbers, choices)."""
        self.selected = None
        self.cursor = None
        if not self.table.busy():
            self.sync()
        else:
            self.flash = {}
            self.open_view = None
            self.big_number = None
        self._opts_key = None
        self.rebuild_buttons()
        # the status was worded for the last viewer (maybe with their number): it is
        # worded again now, while an animation plays too
        self.table.set_status(self.idle_status())

    def action_played(self) -> None:
        """A move was played: nothing stays chosen or offered from before it."""
        self.selected = None
        self.buttons = []
        self._opts_key = None

    def animate(self) -> bool:
        """The view's own motions (a piece walking, a mouse turned over, the big number
        growing, the chair's shake; the buttons coming and going): True while any moves."""
        moving = bool(self.motions)
        if self.turning is not None or self.claim_view is not None:
            moving = True
        if self.big_number is not None:
            if self.table.clock - self.big_number[1] > self.table.dur(1.1):
                self.big_number = None
            moving = True
        if self.shake is not None and self.shake.done:
            self.shake = None
        if self.table.can_act() and not self.buttons and self.options()["buttons"]:
            self.rebuild_buttons()
            moving = True
        elif self.buttons and not self.table.can_act():
            self.buttons = []
            moving = True
        return moving

    # ====================================================================== words
    def idle_status(self) -> str:
        obs = self.observation()
        phase = obs.phase
        if phase == "over":
            return self.win_status()
        seat = obs.to_play
        if seat < 0:
            return ""
        name = self.table.seat_name(seat)
        if not self.table.plays_here(seat):          # a computer, or a person elsewhere
            return tr("status.cpu", name=name)
        mine = self.table.can_act()
        n = obs.number
        if phase == "ask":
            return tr("status.ask", name=name)
        if phase == "catch":
            return tr("status.catch", name=name) if mine else tr("status.wait", name=name)
        if phase == "cover":
            if not mine:
                return tr("status.wait", name=name)
            key = "status.lift_claim" if CLAIM in self.table.legal_actions() else "status.lift"
            return tr(key, name=name)
        if notebook.hand_seat(obs, self.table.viewer) is None:
            return tr("status.cpu", name=name)    # the mover's hints (their number) are theirs
        if phase == "place":
            return i18n.t_n("chaos.table.status.place", int(n or 0))
        if phase == "move":
            if self.selected is not None:
                return tr("status.move_to")
            return i18n.t_n("chaos.table.status.move", int(n or 0))
        if phase == "chair":
            if self.selected is not None:
                return tr("status.chair_to")
            if obs.chair_done:
                return tr("status.chair_done")
            if not self.options()["chairs"]:          # a cat on every chair: none may move
                return tr("status.no_chair")
            return tr("status.chair")
        return ""

    def win_status(self) -> str:
        obs = self.observation()
        winners = list(obs.winners)
        if len(winners) == 1:
            return tr("status.win", name=self.table.seat_name(winners[0]))
        return tr("status.draw")

    # ===================================================================== queries
    def options(self) -> dict[str, Any]:
        """What the person may do now, sorted for the board (cached per position)."""
        key = (len(self.table.session.state.history), self.table.viewer, self.table.can_act(), self.selected)
        if key == self._opts_key:
            return self._opts
        legal = self.table.legal_actions()
        lifts: dict[str, Action] = {}
        puts: dict[Sq, Action] = {}
        moves: dict[str, dict[str, Action]] = {}
        chair_moves: dict[str, dict[Sq, Action]] = {}
        tips: dict[str, dict[str, Action]] = {}
        buttons: list[tuple[str, Action]] = []
        for a in legal:
            if isinstance(a, Lift):
                lifts[a.cover] = a
            elif isinstance(a, Put):
                sq = parse_square(a.to, kitchen().size)
                if sq is not None:
                    puts[sq] = a
            elif isinstance(a, Move):
                moves.setdefault(a.piece, {})[a.to] = a
            elif isinstance(a, ChairTo):
                sq = parse_square(a.to, kitchen().size)
                if sq is not None:
                    chair_moves.setdefault(a.chair, {})[sq] = a
            elif isinstance(a, Tip):
                tips.setdefault(a.chair, {})[a.direction] = a
        if CATCH in legal:
            buttons.append(("catch", CATCH))
        if LEAVE in legal:
            buttons.append(("leave", LEAVE))
        if CLAIM in legal:
            buttons.append(("claim", CLAIM))
        if END in legal:
            buttons.append(("end", END))
        if PASS in legal:
            buttons.append(("pass", PASS))
        chairs = set(chair_moves) | set(tips)
        self._opts = {"lifts": lifts, "puts": puts, "moves": moves, "movable": set(moves),
                      "chair_moves": chair_moves, "tips": tips, "chairs": chairs, "buttons": buttons}
        self._opts_key = key
        return self._opts

    def phase(self) -> str:
        return str(self.observation().phase)

    def targets(self) -> dict[str, Action]:
        """Where the chosen piece may go now (destination notation -> action)."""
        opts = self.options()
        if self.selected is None:
            return {}
        return opts["moves"].get(self.selected, {})

    def lit_squares(self) -> dict[Sq, str]:
        """The squares that glow now: "to" (a place to go), "pick" (a piece to choose)."""
        opts = self.options()
        out: dict[Sq, str] = {}
        phase = self.phase()
        if phase == "cover":
            for c in opts["lifts"]:
                sq = parse_square(self.covers_view.get(c, ""), kitchen().size)
                if sq is not None:
                    out[sq] = "pick"
        elif phase == "place":
            for sq in opts["puts"]:
                out[sq] = "to"
        elif phase == "move":
            if self.selected is not None:
                for dest in self.targets():
                    sq = parse_square(dest, kitchen().size)
                    if sq is not None:
                        out[sq] = "to"
            for piece in opts["movable"]:
                sq = parse_square(self.piece_square(piece), kitchen().size)
                if sq is not None and sq not in out:
                    out[sq] = "pick"
        elif phase == "chair":
            if self.selected is not None:
                for sq in opts["chair_moves"].get(self.selected, {}):
                    out[sq] = "to"
            for h in opts["chairs"]:
                sq = parse_square(self.chairs_view[h]["at"], kitchen().size)
                if sq is not None and sq not in out:
                    out[sq] = "pick"
        return out

    def lit_blocks(self) -> dict[str, str]:
        """Hideouts and the table that glow: "H2" / "table" -> "to" or "pick"."""
        opts = self.options()
        out: dict[str, str] = {}
        phase = self.phase()
        if phase == "move":
            for dest in self.targets():
                if dest == "table" or dest.startswith("H"):
                    out[dest] = "to"
            if any(self.mice_view.get(p) == "table" for p in opts["movable"]):
                out.setdefault("table", "pick")
        elif phase == "cover":
            if any(self.covers_view.get(c) == "table" for c in opts["lifts"]):
                out["table"] = "pick"
        return out

    def piece_square(self, piece: str) -> str:
        if piece in self.mice_view:
            return self.mice_view[piece]
        if piece in self.cats_view:
            return self.cats_view[piece]
        if piece in self.covers_view:
            return self.covers_view[piece]
        if piece in self.chairs_view:
            return str(self.chairs_view[piece]["at"])
        return ""

    def hideout_of_mouse(self, mouse: str) -> str | None:
        for h, mice in self.hideouts_view.items():
            if mouse in mice:
                return h
        return None

    def hideout_wants(self, hideout: str) -> str | None:
        """The colour hideout ``hideout`` wants, if shown to everybody (a claim)."""
        corner = int(hideout[1:])
        players = len(self.table.session.seats)
        for seat, corners in enumerate(GAME.config().hideouts_of(players)):
            if corner in corners:
                cards = self.cards_shown.get(seat) or []
                k = corners.index(corner)
                if self.claim_view is not None and self.claim_view[0] == seat:
                    cards = list(self.claim_view[1])
                return cards[k] if k < len(cards) else None
        return None

    # ======================================================= what a piece looks like
    def notebook_seat(self) -> int | None:
        return notebook.owner(self.observation(), self.table.viewer)

    def memory(self) -> tuple[dict[str, str], dict[str, int]]:
        if self.notebook_seat() is None:
            return {}, {}
        return notebook.memory(self.observation())

    def mouse_look(self, mouse: str) -> tuple[str | None, bool]:
        """(colour, remembered) of a mouse as drawn now for the viewer."""
        if mouse in self.public_view:
            return self.public_view[mouse], False
        if mouse in self.flash:
            return self.flash[mouse], False
        remembered = self.memory()[0].get(mouse)
        if remembered is not None:
            return remembered, True
        return None, False

    def cover_look(self, cover: str) -> tuple[str, int | None]:
        """(kind, number) of a cover as drawn now for the viewer."""
        if self.open_view is not None and self.open_view[0] == cover:
            return "open", self.open_view[1]
        known = self.memory()[1].get(cover)
        if known is not None:
            return "known", known
        return "back", None

    def hand_cards(self) -> list[str | None]:
        """The viewer's own colour card(s) when the hand may show them; [] else."""
        obs = self.observation()
        seat = notebook.hand_seat(obs, self.table.viewer)
        if seat is None:
            return []
        corners = GAME.config().hideouts_of(len(self.table.session.seats))[seat]
        info = obs.hideouts
        return [info[f"H{c}"].colour for c in corners]

    def hand_number(self) -> int | None:
        obs = self.observation()
        if notebook.hand_seat(obs, self.table.viewer) is None:
            return None
        number = obs.number
        return int(number) if number is not None else None

    # ===================================================================== actions
    def chosen(self) -> None:
        """A person's choice was played (:meth:`.inputs.ChaosInput.do`): nothing is
        selected any more, and the options are worked out again."""
        self.selected = None
        self._opts_key = None

    def choose(self, piece: str | None) -> None:
        self.selected = piece
        self._opts_key = None
        self.table.app.audio.play("click")
        self.table.set_status(self.idle_status())
        self.table.invalidate()

    def pieces_at(self, item: Item) -> list[str]:
        """The mice and cats (phase 2) or chairs (phase 3) at ``item`` that may be chosen."""
        opts = self.options()
        phase = self.phase()
        kind = item[0]
        if phase == "move":
            if kind == "mouse":
                found = [item[1]]
            elif kind in ("table", "cover"):
                found = [m for m, at in self.mice_view.items() if at == "table"]
            elif kind == "sq":
                name = square_name(item[1])
                found = [m for m, at in self.mice_view.items() if at == name]
                found += [k for k, at in self.cats_view.items() if at == name]
            else:
                found = []
            return [p for p in found if p in opts["movable"]]
        if phase == "chair" and kind == "sq":
            name = square_name(item[1])
            found = []
            for h, chair in self.chairs_view.items():
                onto = self.tipped_onto(h)
                if chair["at"] == name or onto == name:
                    found.append(h)
            return [h for h in found if h in opts["chairs"]]
        return []

    def tipped_onto(self, chair: str) -> str | None:
        info = self.chairs_view[chair]
        if not info["tipped"]:
            return None
        sq = parse_square(info["at"], kitchen().size)
        if sq is None:
            return None
        dx, dy = DIR_STEP[info["tipped"]]
        return square_name((sq[0] + dx, sq[1] + dy))

    # ========================================================= where things are
    def hideout_colour(self, hideout: str) -> str | None:
        """The mouse colour hideout ``hideout`` belongs to, as the viewer may see it now:
        shown to all by a claim, or the viewer's own card while their hand shows it."""
        public = self.hideout_wants(hideout)
        if public is not None:
            return public
        seat = notebook.hand_seat(self.observation(), self.table.viewer)
        if seat is None:
            return None
        corners = GAME.config().hideouts_of(len(self.table.session.seats))[seat]
        corner = int(hideout[1:])
        if corner not in corners:
            return None
        cards = self.hand_cards()
        k = corners.index(corner)
        return cards[k] if k < len(cards) else None

    def place_point(self, key: str, place: str, arriving: bool = False) -> tuple[float, float]:
        """The pixel centre of piece ``key`` at ``place`` (a square, ``table``, ``H2``)."""
        geometry = self.geometry
        if place == "table":
            if key in self.covers_view:
                on_table = sorted({c for c, at in self.covers_view.items() if at == "table"} | {key})
                slots = layout.cover_slots(geometry, len(on_table))
                return slots[on_table.index(key)].center
            under = [m for m, at in self.mice_view.items() if at == "table" and m != key]
            slots = layout.under_slots(geometry, len(under) + 1)
            return slots[-1].center
        if place.startswith("H") and len(place) == 2:
            corner = int(place[1])
            mice = list(self.hideouts_view.get(place, []))
            if key in mice and not arriving:
                k = mice.index(key)
            else:
                k = len([m for m in mice if m != key])
            slots = layout.hideout_slots(geometry, corner, max(len(mice), k + 1))
            return slots[min(k, len(slots) - 1)].center
        if place.startswith("o"):
            hole = next((h for h in kitchen().holes if h.id == place), None)
            if hole is not None:
                rect = layout.square_rect(geometry, hole.square)
                dx, dy = DIR_STEP[hole.side]
                return rect.centerx + dx * rect.w * 0.7, rect.centery + dy * rect.h * 0.7
        sq = parse_square(place, kitchen().size)
        if sq is None:
            return geometry.board.center
        return layout.square_rect(geometry, sq).center

    def under_table(self) -> list[str]:
        return [m for m, at in self.mice_view.items() if at == "table"]


    def tip_rects(self) -> dict[str, pygame.Rect]:
        """The round arrows that tip the chosen chair over (on the edge towards each
        side it may fall)."""
        if self.selected is None or self.phase() != "chair":
            return {}
        tips = self.options()["tips"].get(self.selected, {})
        info = self.chairs_view.get(self.selected)
        if not tips or info is None:
            return {}
        sq = parse_square(info["at"], kitchen().size)
        if sq is None:
            return {}
        rect = layout.square_rect(self.geometry, sq)
        size = max(18, int(self.geometry.cell * 0.62))
        out = {}
        for d in tips:
            dx, dy = DIR_STEP[d]
            r = pygame.Rect(0, 0, size, size)
            r.center = (round(rect.centerx + dx * rect.w * 0.62), round(rect.centery + dy * rect.h * 0.62))
            out[d] = r
        return out

    def action_text(self) -> str:
        """What the action card says: the next step, or what is happening now."""
        if self.table.busy():
            return self.table.banner.line()
        return "" if self.table.thinking() else self.idle_status()
