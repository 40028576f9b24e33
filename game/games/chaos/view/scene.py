"""The table of Chaos de souris et de fromage.

What people see: the banner (whose turn it is and what to do now); on the left the
kitchen from above, drawn from the level (floor, wall with its mouse holes, the rug,
the table with its cheese, the four hideouts in their seats' colours, patterns and
symbols) and, over it, the pieces from the viewer's observation: covers (their backs),
mice as grey shapes with a "?" until their colour is known, cats on their chairs,
chairs upright or tipped over two squares; on the right a panel per seat (the mice in
its hideout, a colour card once a claim showed it), the *hand* and the action card.

Privacy (RULES.md 3, "Private knowledge"; the shared table does the hand-over: this
game declares ``private_turns``): everything is drawn from ``self.observation()``, the
viewer's. The hand shows the viewer's secret colour card and the number of the cover in
use only on the viewer's own turn (or when they are asked whether they claim), after
the pass screen when several people play. A lifted cover shows its number, and a mouse
its colour, to the person who lifted it only (the events reach the others without
them). The notebook (:mod:`.notebook`) draws the viewer's memory on the pieces during
their own turn, with the ``memory_aid`` option on. What a claim turned over is drawn for
everybody.

How a person plays, by clicks alone:

1. click a cover (on the table or on the floor; those that can still be tried glow):
   it lifts and its number shows, big, to you; the squares it may be put on glow
   (every legal end, whether the cover is on the table or on the floor): click one;
2. click a mouse or a cat (those that can move glow): the squares it can reach glow,
   a hideout or the table too when it may end there: click one (another piece: it is
   chosen instead; elsewhere: nothing chosen);
3. optionally click a chair with no cat: the squares it may be moved to glow, and
   round arrows on its sides tip it over that way; or "End turn". "Claim!" shows when
   the rules allow a claim. Asked out of turn (a mouse a wrong claim sent home): the
   shared answer bar, then "Claim!" or "Pass".

By keyboard: the arrows move a cursor over the squares, Enter or Space picks what is
under it (as a click there), Tab jumps to the next thing that glows, Backspace lets
go of the chosen piece, Shift + an arrow tips the chosen chair that way, E ends the
turn (or passes when asked), C claims, U undoes (until a reveal: the shared driver's
barriers), L opens the move log, R the rules, Esc or P pauses.

The parts live beside this module: :mod:`.layout` (where things go), :mod:`.board`
(the kitchen's backdrop), :mod:`.sprites` (pictures, motions), :mod:`.script` (the cues
of each event), :mod:`.notebook` (the memory), :mod:`.card` (the title card).
"""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from .... import i18n
from ....core.protocol import TERMINAL, Action, Event
from ....scenes.gamescene import BaseGameScene
from ....scenes.manager import Host
from ....view import art, marks, palette
from ....view.answer_bar import AnswerBar
from ....view.fonts import get_font
from ....view.widgets import READABLE, ellipsize, fit_lines
from ..actions import CATCH, CLAIM, END, LEAVE, PASS, ChairTo, Lift, Move, Put, Tip
from ..conf import KITCHEN
from ..level import parse_square, square_name
from ..rules import hideouts_of
from . import board, layout, notebook, sprites
from .script import ChaosScript

if TYPE_CHECKING:
    from ....session import Session

Sq = tuple[int, int]
Item = tuple            # ("sq", (x, y)) / ("hide", corner) / ("table",) / ("cover", id)
#                         / ("mouse", id) / ("tip", direction)
ARROWS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}
ARROW_DIRS = {pygame.K_UP: "up", pygame.K_DOWN: "down", pygame.K_LEFT: "left", pygame.K_RIGHT: "right"}
PICK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
DIR_STEP = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
OVER_RGB = (236, 178, 60)
#: The soft ring round a piece that may be chosen, and round the chosen one.
PICK_RGB = (96, 178, 120)


def tr(key: str, **values: object) -> str:
    """A text of this table (``chaos.table.<key>``)."""
    return i18n.t(f"chaos.table.{key}", **values)


class GameScene(BaseGameScene):
    """The Chaos de souris et de fromage table."""

    def __init__(self, app: Host, session: Session):
        super().__init__(app, session)
        self.L: dict[str, Any] = {}
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
        self.answer_bar = AnswerBar(self)
        self.script = ChaosScript(self)
        self.sync(hard=True)
        self.banner.set_status(self.idle_status())

    # ================================================================ view <-> state
    def sync(self, hard: bool = False) -> None:
        """Make the view agree with the observation (after the script played, an undo,
        or another viewer)."""
        obs = self.observation()
        if hard:
            self.messages.clear()
            self.motions.clear()
            self.claim_view = None
            self.big_number = None
        self.turning = None
        self.flash = {}
        self.mice_view = {m["id"]: m["at"] for m in obs["mice"]}
        self.sizes = {m["id"]: m["size"] for m in obs["mice"]}
        self.hideouts_view = {h: list(info["mice"]) for h, info in obs["hideouts"].items()}
        self.covers_view = {c["id"]: c["at"] for c in obs["covers"]}
        self.cats_view = {k["id"]: k["square"] for k in obs["cats"]}
        self.chairs_view = {h["id"]: {"at": h["at"], "back": h["back"], "tipped": h["tipped"]}
                            for h in obs["chairs"]}
        self.public_view = notebook.public_colours(obs)
        self.cards_shown = {seat: list(cards) for seat, cards in notebook.public_cards(obs).items()}
        self.lifted_view = obs["lifted"]
        number = obs.get("number")
        self.open_view = (obs["lifted"], int(number)) if obs["lifted"] and number is not None else None
        self.barred_view = set(obs["barred"])
        if obs["turn_owner"] >= 0:
            self.turn_view = obs["turn_owner"]
        if obs["to_play"] == TERMINAL and not self.busy():
            self.over_shown = True
        if obs["phase"] != "over" and self.claim_view is not None and not self.busy():
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
        n = len(self.session.seats)
        self.turn_view = (self.turn_view + 1) % n
        self.flash = {}
        self.open_view = None
        self.lifted_view = None
        self.barred_view = set()
        self.big_number = None
        self.claim_view = None
        self.selected = None
        self.set_status(self.idle_status())       # not the last player's hint under the next one's banner
        self.app.audio.play("turn")
        self.banner.slide_in(self.dur(0.45))
        self.invalidate()

    # ====================================================================== words
    def tr(self, key: str, **values: object) -> str:
        return tr(key, **values)

    def idle_status(self) -> str:
        obs = self.observation()
        phase = obs["phase"]
        if phase == "over":
            return self.win_status()
        seat = obs["to_play"]
        if seat < 0:
            return ""
        name = self.seat_name(seat)
        if not self.session.seats[seat].is_human:
            return tr("status.cpu", name=name)
        mine = self.can_act()
        n = obs.get("number")
        if phase == "ask":
            return tr("status.ask", name=name)
        if phase == "catch":
            return tr("status.catch", name=name) if mine else tr("status.wait", name=name)
        if phase == "cover":
            if not mine:
                return tr("status.wait", name=name)
            key = "status.lift_claim" if CLAIM in self.legal_actions() else "status.lift"
            return tr(key, name=name)
        if notebook.hand_seat(obs, self.viewer) is None:
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
            if obs.get("chair_done"):
                return tr("status.chair_done")
            if not self.options()["chairs"]:          # a cat on every chair: none may move
                return tr("status.no_chair")
            return tr("status.chair")
        return ""

    def win_status(self) -> str:
        obs = self.observation()
        winners = list(obs["winners"])
        if len(winners) == 1:
            return tr("status.win", name=self.seat_name(winners[0]))
        return tr("status.draw")

    def refresh_status(self) -> None:
        if not self.busy():
            self.set_status(self.idle_status())

    # ===================================================================== queries
    def options(self) -> dict[str, Any]:
        """What the person may do now, sorted for the board (cached per position)."""
        key = (len(self.session.state.history), self.viewer, self.can_act(), self.selected)
        if key == self._opts_key:
            return self._opts
        legal = self.legal_actions()
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
                sq = parse_square(a.to, KITCHEN.size)
                if sq is not None:
                    puts[sq] = a
            elif isinstance(a, Move):
                moves.setdefault(a.piece, {})[a.to] = a
            elif isinstance(a, ChairTo):
                sq = parse_square(a.to, KITCHEN.size)
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
        return str(self.observation()["phase"])

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
                sq = parse_square(self.covers_view.get(c, ""), KITCHEN.size)
                if sq is not None:
                    out[sq] = "pick"
        elif phase == "place":
            for sq in opts["puts"]:
                out[sq] = "to"
        elif phase == "move":
            if self.selected is not None:
                for dest in self.targets():
                    sq = parse_square(dest, KITCHEN.size)
                    if sq is not None:
                        out[sq] = "to"
            for piece in opts["movable"]:
                sq = parse_square(self.piece_square(piece), KITCHEN.size)
                if sq is not None and sq not in out:
                    out[sq] = "pick"
        elif phase == "chair":
            if self.selected is not None:
                for sq in opts["chair_moves"].get(self.selected, {}):
                    out[sq] = "to"
            for h in opts["chairs"]:
                sq = parse_square(self.chairs_view[h]["at"], KITCHEN.size)
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
        players = len(self.session.seats)
        for seat, corners in enumerate(hideouts_of(players)):
            if corner in corners:
                cards = self.cards_shown.get(seat) or []
                k = corners.index(corner)
                if self.claim_view is not None and self.claim_view[0] == seat:
                    cards = list(self.claim_view[1])
                return cards[k] if k < len(cards) else None
        return None

    # ======================================================= what a piece looks like
    def notebook_seat(self) -> int | None:
        return notebook.owner(self.observation(), self.viewer)

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
        seat = notebook.hand_seat(obs, self.viewer)
        if seat is None:
            return []
        corners = hideouts_of(len(self.session.seats))[seat]
        info = obs["hideouts"]
        return [info[f"H{c}"]["colour"] for c in corners]

    def hand_number(self) -> int | None:
        obs = self.observation()
        if notebook.hand_seat(obs, self.viewer) is None:
            return None
        number = obs.get("number")
        return int(number) if number is not None else None

    # ===================================================================== actions
    def do(self, action: Action) -> None:
        """Play a person's choice (a click, a key)."""
        self.selected = None
        self.app.audio.play("click")
        self.apply(action)
        self._opts_key = None
        self.invalidate()

    def choose(self, piece: str | None) -> None:
        self.selected = piece
        self._opts_key = None
        self.app.audio.play("click")
        self.set_status(self.idle_status())
        self.invalidate()

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
        sq = parse_square(info["at"], KITCHEN.size)
        if sq is None:
            return None
        dx, dy = DIR_STEP[info["tipped"]]
        return square_name((sq[0] + dx, sq[1] + dy))

    def activate(self, item: Item | None) -> bool:
        """A click (or Enter) on ``item``: True if it did something."""
        if item is None or not self.can_act():
            return False
        opts = self.options()
        phase = self.phase()
        kind = item[0]
        if phase == "cover":
            cover = None
            if kind == "cover":
                cover = item[1]
            elif kind == "sq":
                name = square_name(item[1])
                cover = next((c for c, at in self.covers_view.items() if at == name), None)
            elif kind == "table":
                cover = next((c for c in sorted(opts["lifts"]) if self.covers_view.get(c) == "table"), None)
            if cover is not None and cover in opts["lifts"]:
                self.do(opts["lifts"][cover])
                return True
            return False
        if phase == "place":
            if kind == "sq" and item[1] in opts["puts"]:
                self.do(opts["puts"][item[1]])
                return True
            return False
        if phase == "move":
            if self.selected is not None:
                dest = self.destination(item)
                action = self.targets().get(dest or "")
                if action is not None:
                    self.do(action)
                    return True
            found = self.pieces_at(item)
            if found:
                if self.selected in found and len(found) > 1:
                    nxt = found[(found.index(self.selected) + 1) % len(found)]
                elif self.selected in found:
                    nxt = None
                else:
                    nxt = found[0]
                self.choose(nxt)
                return True
            if self.selected is not None:
                self.choose(None)
                return True
            return False
        if phase == "chair":
            if self.selected is not None:
                if kind == "tip":
                    action = opts["tips"].get(self.selected, {}).get(item[1])
                    if action is not None:
                        self.do(action)
                        return True
                if kind == "sq":
                    action = opts["chair_moves"].get(self.selected, {}).get(item[1])
                    if action is not None:
                        self.do(action)
                        return True
            found = self.pieces_at(item)
            if found:
                self.choose(None if self.selected in found else found[0])
                return True
            if self.selected is not None:
                self.choose(None)
                return True
        return False

    def destination(self, item: Item) -> str | None:
        kind = item[0]
        if kind == "sq":
            return square_name(item[1])
        if kind == "hide":
            return f"H{item[1]}"
        if kind in ("table", "cover", "mouse"):
            return "table"
        return None

    def press_button(self, key: str) -> None:
        for k, action in self.options()["buttons"]:
            if k == key:
                self.do(action)
                return
        self.app.audio.play("error")

    # ======================================================================= hooks
    def on_events(self, events: list[Event]) -> None:
        self.script.play(events)

    def enter(self) -> None:
        self.app.audio.play("turn")
        self.banner.slide_in(self.dur(0.45))

    def on_undo(self) -> None:
        self.selected = None
        self.sync(hard=True)
        self.banner.set_status(self.idle_status())

    def on_settled(self) -> None:
        self.big_number = None                   # the hand keeps showing it
        self.sync()
        self.set_status(self.idle_status())
        self.rebuild_buttons()

    def on_view_changed(self) -> None:
        """Another viewer: nothing of the last one stays (flashes, numbers, choices)."""
        self.selected = None
        self.cursor = None
        if not self.busy():
            self.sync()
        else:
            self.flash = {}
            self.open_view = None
            self.big_number = None
        self._opts_key = None
        self.rebuild_buttons()
        # the status was worded for the last viewer (maybe with their number): it is
        # worded again now, while an animation plays too
        self.set_status(self.idle_status())
        self.invalidate()

    def on_action(self, player: int, action: Action) -> None:
        if player >= 0:
            self.messages.clear("soft")
        self.selected = None
        self.buttons = []
        self._opts_key = None

    def animate(self, dt: float) -> bool:
        moving = bool(self.motions)
        if self.turning is not None or self.claim_view is not None:
            moving = True
        if self.big_number is not None:
            if self.clock - self.big_number[1] > self.dur(1.1):
                self.big_number = None
            moving = True
        if self.shake is not None and self.shake.done:
            self.shake = None
        if self.can_act() and not self.buttons and self.options()["buttons"]:
            self.rebuild_buttons()
            moving = True
        elif self.buttons and not self.can_act():
            self.buttons = []
            moving = True
        return moving

    def thinking_player(self) -> int:
        return self.session.to_play()

    # ===================================================================== layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.L = layout.table_layout(size, self.px, self.controls_width(), len(self.session.seats))
        self.thinking_rect = self.L["action"]
        self.messages.relayout()
        if not self.busy():
            self.banner.set_status(self.idle_status())
        self.rebuild_buttons()
        self._prewarm()

    def _prewarm(self) -> None:
        """The pictures every turn needs, made while the table is quiet."""
        cell = self.L["cell"]
        jobs: list[Any] = []
        for size_class in ("large", "small"):
            jobs.append(lambda s=size_class: sprites.mouse_pic(self, s, None, cell))
        jobs.append(lambda: sprites.cover_pic(self, "back", None, cell))
        jobs.append(lambda: sprites.glow_pic(self, cell))
        for k in range(4):
            jobs.append(lambda k=k: sprites.cat_pic(self, k, cell))
        for back in ("up", "down", "left", "right"):
            jobs.append(lambda b=back: sprites.chair_pic(self, b, None, cell))
        self.app.prewarm(self, jobs)

    def answer_area(self) -> pygame.Rect:
        """The answer bar (a mouse sent home: claim?) goes over the kitchen, not the side."""
        return self.L["board"] if self.L else super().answer_area()

    def message_width(self) -> int:
        board = self.L.get("board")
        if board is None:
            return super().message_width()
        return min(board.w - self.px(20), self.px(640))

    def rebuild_buttons(self) -> None:
        if not self.L:
            return
        offered = self.options()["buttons"] if self.can_act() else []
        rects = layout.button_rects(self.L["action"], len(offered), self.px)
        colours = {"claim": palette.ACCENT, "end": palette.WOOD_DARK, "pass": palette.WOOD_DARK,
                   "catch": palette.ACCENT, "leave": palette.WOOD_DARK}
        self.buttons = [(key, tr(f"button.{key}"), rect, colours.get(key, palette.ACCENT), action)
                        for (key, action), rect in zip(offered, rects)]
        self.invalidate()

    # ============================================================ geometry helpers
    def place_point(self, key: str, place: str, arriving: bool = False) -> tuple[float, float]:
        """The pixel centre of piece ``key`` at ``place`` (a square, ``table``, ``H2``)."""
        L = self.L
        if place == "table":
            if key in self.covers_view:
                on_table = sorted({c for c, at in self.covers_view.items() if at == "table"} | {key})
                slots = layout.cover_slots(L, len(on_table))
                return slots[on_table.index(key)].center
            under = [m for m, at in self.mice_view.items() if at == "table" and m != key]
            slots = layout.under_slots(L, len(under) + 1)
            return slots[-1].center
        if place.startswith("H") and len(place) == 2:
            corner = int(place[1])
            mice = list(self.hideouts_view.get(place, []))
            if key in mice and not arriving:
                k = mice.index(key)
            else:
                k = len([m for m in mice if m != key])
            slots = layout.hideout_slots(L, corner, max(len(mice), k + 1))
            return slots[min(k, len(slots) - 1)].center
        if place.startswith("o"):
            hole = next((h for h in KITCHEN.holes if h.id == place), None)
            if hole is not None:
                rect = layout.square_rect(L, hole.square)
                dx, dy = DIR_STEP[hole.side]
                return rect.centerx + dx * rect.w * 0.7, rect.centery + dy * rect.h * 0.7
        sq = parse_square(place, KITCHEN.size)
        if sq is None:
            return L["board"].center
        return layout.square_rect(L, sq).center

    def item_at(self, pos: tuple[int, int]) -> Item | None:
        L = self.L
        if not L:
            return None
        for d, rect in self.tip_rects().items():
            if rect.collidepoint(pos):
                return ("tip", d)
        if layout.table_rect(L).collidepoint(pos):
            on_table = sorted(c for c, at in self.covers_view.items() if at == "table")
            for c, rect in zip(on_table, layout.cover_slots(L, len(on_table))):
                if rect.collidepoint(pos):
                    return ("cover", c)
            under = self.under_table()
            for m, rect in zip(under, layout.under_slots(L, len(under))):
                if rect.collidepoint(pos):
                    return ("mouse", m)
            return ("table",)
        sq = layout.square_at(L, pos)
        if sq is None:
            return None
        return self.item_of_square(sq)

    def item_of_square(self, sq: Sq) -> Item:
        corner = KITCHEN.hideout_of(sq)
        if corner is not None:
            return ("hide", corner)
        if sq in KITCHEN.table:
            return ("table",)
        return ("sq", sq)

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
        sq = parse_square(info["at"], KITCHEN.size)
        if sq is None:
            return {}
        rect = layout.square_rect(self.L, sq)
        size = max(18, int(self.L["cell"] * 0.62))
        out = {}
        for d in tips:
            dx, dy = DIR_STEP[d]
            r = pygame.Rect(0, 0, size, size)
            r.center = (round(rect.centerx + dx * rect.w * 0.62), round(rect.centery + dy * rect.h * 0.62))
            out[d] = r
        return out

    # ====================================================================== input
    def on_input(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            item = self.item_at(event.pos)
            button = next((key for key, _, rect, _, _ in self.buttons if rect.collidepoint(event.pos)), None)
            if item != self.hover or button != self.hover_button:
                self.hover, self.hover_button = item, button
                self.invalidate()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.open_rules()
            return
        if not self.can_act():
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for key, _, rect, _, _ in self.buttons:
                if rect.collidepoint(event.pos):
                    self.press_button(key)
                    return
            item = self.item_at(event.pos)
            if not self.activate(item) and item is not None:
                self.app.audio.play("error")
            return
        if event.type != pygame.KEYDOWN:
            return
        self.on_key(event)

    def on_key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key in ARROWS:
            if event.mod & pygame.KMOD_SHIFT and self.selected is not None and self.phase() == "chair":
                if not self.activate(("tip", ARROW_DIRS[key])):
                    self.app.audio.play("error")
                return
            self.move_cursor(*ARROWS[key])
            return
        if key in PICK_KEYS:
            if self.cursor is None:
                self.jump_cursor()
                return
            if not self.activate(self.item_of_square(self.cursor)):
                self.app.audio.play("error")
            return
        if key == pygame.K_TAB:
            self.jump_cursor(back=bool(event.mod & pygame.KMOD_SHIFT))
            return
        if key == pygame.K_BACKSPACE:
            if self.selected is not None:
                self.choose(None)
            return
        if key == pygame.K_e:
            phase = self.phase()
            self.press_button("pass" if phase == "ask" else "leave" if phase == "catch" else "end")
        elif key == pygame.K_t:
            self.press_button("catch")
        elif key == pygame.K_c:
            self.press_button("claim")

    def move_cursor(self, dx: int, dy: int) -> None:
        n = KITCHEN.size
        if self.cursor is None:
            self.jump_cursor()
            return
        x, y = self.cursor
        self.cursor = (min(n - 1, max(0, x + dx)), min(n - 1, max(0, y + dy)))
        self.app.audio.play("click")
        self.invalidate()

    def jump_cursor(self, back: bool = False) -> None:
        """The cursor to the next square that glows (or the middle of the kitchen)."""
        spots = sorted(self.lit_squares(), key=lambda s: (s[1], s[0]))
        blocks = self.lit_blocks()
        if "table" in blocks:
            spots.append(min(KITCHEN.table, key=lambda s: (s[1], s[0])))
        for h in blocks:
            if h.startswith("H"):
                spots.append(min(KITCHEN.hideouts[int(h[1])], key=lambda s: (s[1], s[0])))
        if not spots:
            self.cursor = self.cursor or (KITCHEN.size // 2, KITCHEN.size // 2)
        elif self.cursor not in spots:
            self.cursor = spots[-1 if back else 0]
        else:
            k = spots.index(self.cursor)
            self.cursor = spots[(k + (-1 if back else 1)) % len(spots)]
        self.app.audio.play("click")
        self.invalidate()

    def open_rules(self) -> None:
        from ....scenes.rules import RulesScene
        self.app.audio.play("click")
        self.app.scenes.push(RulesScene(self.app, self.session.game_id))

    # ======================================================================= draw
    def draw_table(self, surface: pygame.Surface) -> None:
        L = self.L
        surface.blit(self.backdrop(surface.get_size(), lambda surf: board.paint_backdrop(self, surf, L)),
                     (0, 0))
        self.draw_glows(surface)
        self.draw_pieces(surface)
        self.draw_last_move(surface)
        self.draw_marks(surface)
        self.draw_seats(surface)
        self.draw_hand(surface)
        self.draw_action(surface)
        self.draw_banner(surface)
        self.draw_claim(surface)
        self.draw_big_number(surface)
        self.sparkles.draw_sparks(surface)
        board_rect = L["board"]
        self.messages.draw(surface, (board_rect.centerx, board_rect.centery + board_rect.h // 6))
        self.sparkles.draw_confetti(surface)

    # -------------------------------------------------------------- the kitchen
    def draw_glows(self, surface: pygame.Surface) -> None:
        L = self.L
        cell = L["cell"]
        lit = self.lit_squares()
        chair = self.phase() == "chair"
        for sq, kind in lit.items():
            rect = layout.square_rect(L, sq)
            if kind == "to":
                hot = self.hover == ("sq", sq) or self.cursor == sq
                rgb = palette.ACCENT if hot else None
                if chair and not hot:            # a chair may go nearly anywhere: quieter
                    pic = sprites.glow_pic(self, int(cell * 0.5), rgb)
                    surface.blit(pic, pic.get_rect(center=rect.center))
                else:
                    surface.blit(sprites.glow_pic(self, cell, rgb), rect)
        for block, kind in self.lit_blocks().items():
            rect = layout.table_rect(L) if block == "table" else layout.hideout_rect(L, int(block[1]))
            rgb = palette.HIGHLIGHT if kind == "to" else PICK_RGB
            surface.blit(sprites.block_glow(self, rect.w, rect.h, rgb), rect)

    def draw_pieces(self, surface: pygame.Surface) -> None:
        L = self.L
        cell = L["cell"]
        moving = self.motions
        shake = 0
        if self.shake is not None and not self.shake.done:
            shake = round(math.sin(self.shake.progress * math.pi * 6) * self.px(3) * (1 - self.shake.progress))
        # chairs (a tipped one over its two squares)
        upright_at: dict[str, str] = {}
        for h, info in sorted(self.chairs_view.items()):
            if h in moving:
                continue
            sq = parse_square(info["at"], KITCHEN.size)
            if sq is None:
                continue
            rect = layout.square_rect(L, sq)
            pic = sprites.chair_pic(self, info["back"], info["tipped"], cell)
            if info["tipped"]:
                d = info["tipped"]
                left = rect.left - (cell if d == "left" else 0)
                top = rect.top - (cell if d == "up" else 0)
                surface.blit(pic, (left + shake, top))
            else:
                surface.blit(pic, rect)
                upright_at[info["at"]] = info["back"]
        # covers on the floor, then mice on the floor (a covered mouse hides under its
        # cover; a mouse under an upright chair peeps out at its front)
        covered = {at for c, at in self.covers_view.items() if at != "table" and c not in moving}
        # a mouse a cat landed on and was left there (the mover's choice) peeps out at
        # the lower left, the cat sits a little up and to the right of it
        cat_squares = {at for k, at in self.cats_view.items() if k not in moving}
        shared = {at for m, at in self.mice_view.items()
                  if m not in moving and at in cat_squares and at not in upright_at}
        for m, at in sorted(self.mice_view.items()):
            if m in moving or at == "table" or at.startswith("H"):
                continue
            sq = parse_square(at, KITCHEN.size)
            if sq is None or at in covered:
                continue
            rect = layout.square_rect(L, sq)
            if at in upright_at:
                dx, dy = DIR_STEP[upright_at[at]]
                small = int(cell * 0.72)
                box = pygame.Rect(0, 0, small, small)
                box.center = (round(rect.centerx - dx * cell * 0.2), round(rect.centery - dy * cell * 0.2))
                self.blit_mouse(surface, m, box)
            elif at in shared:
                small = int(cell * 0.7)
                box = pygame.Rect(0, 0, small, small)
                box.center = (round(rect.centerx - cell * 0.17), round(rect.centery + cell * 0.17))
                self.blit_mouse(surface, m, box)
            else:
                self.blit_mouse(surface, m, rect)
        for c, at in sorted(self.covers_view.items()):
            if c in moving or at == "table":
                continue
            sq = parse_square(at, KITCHEN.size)
            if sq is None:
                continue
            rect = layout.square_rect(L, sq)
            self.blit_cover(surface, c, rect, lifted=c == self.lifted_view)
        # cats
        for k, at in sorted(self.cats_view.items()):
            if k in moving:
                continue
            sq = parse_square(at, KITCHEN.size)
            if sq is None:
                continue
            rect = layout.square_rect(L, sq)
            if at in upright_at or any(info["at"] == at and info["tipped"] for info in self.chairs_view.values()):
                size = int(cell * 0.8)           # sitting on a chair: the chair shows round it
                pic = sprites.cat_pic(self, int(k[1:]), size)
                surface.blit(pic, pic.get_rect(center=rect.center))
            elif at in shared:
                pic = sprites.cat_pic(self, int(k[1:]), int(cell * 0.78))
                surface.blit(pic, pic.get_rect(center=(round(rect.centerx + cell * 0.14),
                                                       round(rect.centery - cell * 0.14))))
            else:
                surface.blit(sprites.cat_pic(self, int(k[1:]), cell), rect)
        # what the viewer remembers of a mouse hidden under a cover (the notebook)
        for m, at in sorted(self.mice_view.items()):
            if m in moving or at not in covered:
                continue
            colour, _ = self.mouse_look(m)
            sq = parse_square(at, KITCHEN.size)
            if colour is None or sq is None:
                continue
            rect = layout.square_rect(L, sq)
            size = max(12, int(cell * 0.64))
            box = pygame.Rect(0, 0, size, size)           # peeping out at the cover's lower left
            box.center = (round(rect.left + cell * 0.2), round(rect.bottom - cell * 0.2))
            self.blit_mouse(surface, m, box)
        # the mice in the hideouts
        for h, mice in sorted(self.hideouts_view.items()):
            shown = [m for m in mice if m not in moving]
            for m, rect in zip(shown, layout.hideout_slots(L, int(h[1]), len(shown))):
                self.blit_mouse(surface, m, rect)
        self.draw_hideout_colours(surface)
        # under the table, then the covers on it
        under = [m for m in self.under_table() if m not in moving]
        for m, rect in zip(under, layout.under_slots(L, len(under))):
            self.blit_mouse(surface, m, rect, under=True)
        on_table = sorted(c for c, at in self.covers_view.items() if at == "table")
        for c, rect in zip(on_table, layout.cover_slots(L, len(on_table))):
            if c not in moving:
                self.blit_cover(surface, c, rect, lifted=c == self.lifted_view)
        # what moves
        for key, motion in list(moving.items()):
            x, y = motion.point()
            box = pygame.Rect(0, 0, cell, cell)
            box.center = (round(x), round(y))
            if key in self.mice_view:
                self.blit_mouse(surface, key, box)
            elif key in self.covers_view:
                self.blit_cover(surface, key, box)
            elif key in self.cats_view:
                surface.blit(sprites.cat_pic(self, int(key[1:]), cell), box)
            elif key in self.chairs_view:
                info = self.chairs_view[key]
                surface.blit(sprites.chair_pic(self, info["back"], None, cell), box)

    # ------------------------------------------------------------- the last move
    def move_marks(self, owner: int, player: int, action: Action,
                   events: list[Event]) -> list[Any]:
        """The last move's marks (from the public events): a cover, a mouse, a cat or a
        chair moved (from, to), a mouse a cat sent under the table, a chair tipped over."""
        marks: list[Any] = []
        for event in events:
            kind = event.kind
            if kind in ("CoverPut", "MouseMoved", "CatMoved", "ChairMoved"):
                marks.append((event.frm, event.to))  # type: ignore[attr-defined]
            elif kind == "MouseCaught":
                marks.append((event.frm, "table"))  # type: ignore[attr-defined]
            elif kind == "ChairTipped" and getattr(event, "at", None):
                marks.append((event.at, event.onto or event.at))  # type: ignore[attr-defined]
        return marks

    def mark_point(self, place: str) -> tuple[float, float] | None:
        """The centre of a place of a mark: a square, the table, a hideout, a hole."""
        L = self.L
        if place == "table":
            return layout.table_rect(L).center
        if place.startswith("H") and len(place) == 2 and place[1].isdigit():
            return layout.hideout_rect(L, int(place[1])).center
        if place.startswith("o"):
            return self.place_point("", place)
        sq = parse_square(place, KITCHEN.size)
        return None if sq is None else layout.square_rect(L, sq).center

    def draw_last_move(self, surface: pygame.Surface) -> None:
        """Arrows from where the pieces of the last turn were to where they went, in
        the mover's colour, until the next turn's first move (see :mod:`game.view.marks`)."""
        if not self.last_move or self.last_move_owner is None:
            return
        cell = self.L["cell"]
        rgb = marks.ink(self.seat_rgb(self.last_move_owner))
        for frm, to in self.last_move:
            a, b = self.mark_point(frm), self.mark_point(to)
            if a is None or b is None:
                continue
            if a == b:
                marks.ring(surface, a, cell * 0.46, rgb, self.px(5))
            else:
                marks.arrow(surface, a, b, rgb, self.px(6), start_ring=cell * 0.3,
                            stop_short=cell * 0.36)

    def hideout_colour(self, hideout: str) -> str | None:
        """The mouse colour hideout ``hideout`` belongs to, as the viewer may see it now:
        shown to all by a claim, or the viewer's own card while their hand shows it."""
        public = self.hideout_wants(hideout)
        if public is not None:
            return public
        seat = notebook.hand_seat(self.observation(), self.viewer)
        if seat is None:
            return None
        corners = hideouts_of(len(self.session.seats))[seat]
        corner = int(hideout[1:])
        if corner not in corners:
            return None
        cards = self.hand_cards()
        k = corners.index(corner)
        return cards[k] if k < len(cards) else None

    def draw_hideout_colours(self, surface: pygame.Surface) -> None:
        """On each hideout whose colour the viewer knows, that colour's card, small, on
        the corner of its walls: what it is for, apart from whose it is (the seat's
        colour and symbol on its carpet, none of them a mouse colour)."""
        L = self.L
        cell = L["cell"]
        h = max(18, int(cell * 0.78))
        w = int(h * 0.7)
        for corner in range(len(KITCHEN.hideouts)):
            colour = self.hideout_colour(f"H{corner}")
            if colour is None:
                continue
            rect = layout.hideout_rect(L, corner)
            kx, ky = board.KITCHEN_CORNER[corner]
            inward = cell * 0.16
            cx = rect.left + (1 - kx) * rect.w + (inward if kx else -inward)
            cy = rect.top + (1 - ky) * rect.h + (inward if ky else -inward)
            pic = sprites.card_pic(self, colour, w, h)
            surface.blit(pic, pic.get_rect(center=(round(cx), round(cy))))

    def blit_mouse(self, surface: pygame.Surface, mouse: str, rect: pygame.Rect, under: bool = False) -> None:
        colour, remembered = self.mouse_look(mouse)
        size = rect.w
        if self.turning is not None and self.turning[0] == mouse:
            grow = 1 + 0.18 * abs(math.sin((self.clock - self.turning[1]) * 9))
            size = int(rect.w * grow) // 2 * 2
            pygame.draw.circle(surface, palette.HIGHLIGHT, rect.center, int(rect.w * 0.62), max(2, self.px(4)))
        pic = sprites.mouse_pic(self, self.sizes.get(mouse, "small"), colour, size, remembered)
        if under:
            pic = sprites.faded(self, ("under", self.sizes.get(mouse, "small"), colour, size, remembered), pic, 200)
        surface.blit(pic, pic.get_rect(center=rect.center))

    def blit_cover(self, surface: pygame.Surface, cover: str, rect: pygame.Rect, lifted: bool = False) -> None:
        kind, number = self.cover_look(cover)
        pic = sprites.cover_pic(self, kind, number, rect.w)
        centre = rect.center
        if lifted:
            centre = (rect.centerx, rect.centery - max(2, rect.h // 4))
            shadow = pygame.Rect(0, 0, int(rect.w * 0.7), int(rect.h * 0.25))
            shadow.center = (rect.centerx, rect.bottom - rect.h // 6)
            pygame.draw.ellipse(surface, art.mix(palette.OUTLINE, (200, 170, 130), 0.6), shadow)
        surface.blit(pic, pic.get_rect(center=centre))

    def draw_marks(self, surface: pygame.Surface) -> None:
        """Rings round the pieces that may be chosen, the chosen one, the tip arrows and
        the keyboard cursor."""
        L = self.L
        cell = L["cell"]
        px = self.px
        for sq, kind in self.lit_squares().items():
            if kind != "pick":
                continue
            rect = layout.square_rect(L, sq)
            hot = self.hover == ("sq", sq) or self.cursor == sq
            pygame.draw.rect(surface, palette.ACCENT if hot else PICK_RGB, rect.inflate(-2, -2),
                             max(2, px(4)), border_radius=max(4, cell // 5))
        on_table = sorted(c for c, at in self.covers_view.items() if at == "table")
        lifts = self.options()["lifts"] if self.phase() == "cover" else {}
        for c, rect in zip(on_table, layout.cover_slots(L, len(on_table))):
            if c in lifts:
                hot = self.hover == ("cover", c)
                pygame.draw.circle(surface, palette.ACCENT if hot else PICK_RGB, rect.center,
                                   rect.w // 2 + max(2, px(3)), max(2, px(3)))
        if self.selected is not None and self.selected not in self.motions:
            centre = self.place_point(self.selected, self.piece_square(self.selected))
            if self.selected in self.mice_view and self.mice_view[self.selected] == "table":
                under = self.under_table()
                slots = layout.under_slots(L, len(under))
                if self.selected in under:
                    centre = slots[under.index(self.selected)].center
            pulse = 1 + 0.08 * math.sin(self.clock * 6)
            pygame.draw.circle(surface, palette.HIGHLIGHT, (round(centre[0]), round(centre[1])),
                               round(cell * 0.58 * pulse), max(3, px(5)))
        for d, rect in self.tip_rects().items():
            pic = sprites.arrow_pic(self, d, rect.w)
            if self.hover == ("tip", d):
                pygame.draw.circle(surface, palette.HIGHLIGHT, rect.center, rect.w // 2 + px(4))
            surface.blit(pic, rect)
        if self.cursor is not None and self.can_act():
            rect = layout.square_rect(L, self.cursor)
            if KITCHEN.hideout_of(self.cursor) is not None:
                rect = layout.hideout_rect(L, KITCHEN.hideout_of(self.cursor) or 0)
            elif self.cursor in KITCHEN.table:
                rect = layout.table_rect(L)
            pygame.draw.rect(surface, palette.TEXT, rect.inflate(px(4), px(4)), max(3, px(4)),
                             border_radius=max(4, cell // 5))
            pygame.draw.rect(surface, (255, 255, 255), rect, max(1, px(2)), border_radius=max(4, cell // 5))

    # ---------------------------------------------------------------- the side
    def draw_seats(self, surface: pygame.Surface) -> None:
        obs = self.observation()
        for seat, P in enumerate(self.L["seats"]):
            corners = hideouts_of(len(self.session.seats))[seat]
            count = sum(len(self.hideouts_view.get(f"H{c}", [])) for c in corners)
            cards = tuple(self.cards_shown.get(seat, ()))
            key = (P["rect"].size, count, cards, i18n.language(), self.seat_name(seat), obs["claim_size"])
            img = self.redrawn(("seat", seat), key, partial(self.seat_picture, seat, P, count, cards,
                                                            obs["claim_size"] * len(corners)))
            surface.blit(img, P["rect"])
            turn = (seat == self.turn_view and not self.over_shown) or (
                self.over_shown and seat in obs["winners"])
            if turn:
                pygame.draw.rect(surface, palette.HIGHLIGHT, P["rect"].inflate(self.px(4), self.px(4)),
                                 max(3, self.px(5)), border_radius=self.px(16))

    def seat_picture(self, seat: int, P: dict[str, Any], count: int, cards: tuple,
                     needed: int) -> pygame.Surface:
        px = self.px
        rect = P["rect"]
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        off = pygame.Vector2(rect.topleft)
        self.draw_seat_header(surf, seat, P["face"].move(-off.x, -off.y),
                              P["name"].move(-off.x, -off.y), tr("label.computer"))
        counts = P["counts"].move(-off.x, -off.y)
        icon = max(14, min(counts.h - 2, px(26)))
        x = counts.left
        cy = counts.centery
        mouse = sprites.mouse_pic(self, "small", None, icon)
        surf.blit(mouse, mouse.get_rect(midleft=(x, cy)))
        x += icon + px(3)
        text = tr("label.home", n=count, needed=needed)
        fsize = max(READABLE, min(self.fs(17), counts.h))
        t = get_font(fsize, bold=True).render(text, True, palette.TEXT)
        surf.blit(t, t.get_rect(midleft=(x, cy)))
        x += t.get_width() + px(10)
        ch = max(14, min(counts.h, px(30)))
        cw = int(ch * 0.7)
        for colour in cards:
            if x + cw > counts.right:
                break
            pic = chaos_card(colour, cw, ch)
            surf.blit(pic, (x, cy - ch // 2))
            x += cw + px(4)
        return surf

    def draw_hand(self, surface: pygame.Surface) -> None:
        """The viewer's secret card(s) and the number in use, on their own turn only."""
        area = self.L["hand"]
        px = self.px
        cards = self.hand_cards()
        number = self.hand_number()
        inner = art.panel_body_rect(area.w, area.h).move(area.topleft).inflate(-px(20), -px(10))
        if not cards:
            text = tr("label.secret")
            lines, size = fit_lines(text, self.fs(17), inner.w - int(inner.h * 0.7) - px(10), 3)
            ch = inner.h - px(6)
            back = sprites.card_pic(self, None, int(ch * 0.7), ch)
            surface.blit(back, back.get_rect(midleft=(inner.left, inner.centery)))
            y = inner.centery - len(lines) * get_font(size).get_linesize() // 2
            for line in lines:
                img = self.text(line, size, palette.TEXT)
                surface.blit(img, (inner.left + back.get_width() + px(10), y))
                y += get_font(size).get_linesize()
            return
        title = tr("label.your_colour")
        top = inner.top
        room = inner.w
        if number is not None:
            cap = tr("label.number", n=number)
            csize = self.fit(cap, self.fs(15), inner.w // 2, bold=True)
            cimg = self.text(ellipsize(cap, csize, inner.w // 2, bold=True), csize, palette.TEXT, bold=True)
            surface.blit(cimg, cimg.get_rect(topright=(inner.right, inner.top)))
            room = inner.w - cimg.get_width() - px(10)
        tsize = self.fit(title, self.fs(18), max(40, room), bold=True)
        timg = self.text(ellipsize(title, tsize, max(40, room), bold=True), tsize, palette.TEXT, bold=True)
        surface.blit(timg, inner.topleft)
        top = inner.top + timg.get_height() + px(4)
        ch = max(30, inner.bottom - top)
        cw = int(ch * 0.7)
        x = inner.left
        for colour in cards:
            pic = sprites.card_pic(self, colour, cw, ch)
            surface.blit(pic, (x, top))
            x += cw + px(8)
        size_n = min(ch, inner.w // 3)
        right = inner.right - (size_n + px(8) if number is not None else 0)
        if len(cards) == 1 and cards[0] is not None:
            word = i18n.t(f"chaos.colour.{cards[0]}").capitalize()
            size = self.fit(word, self.fs(22), max(40, right - x), display=True)
            img = self.text(ellipsize(word, size, max(40, right - x), display=True), size, palette.TEXT,
                            display=True)
            surface.blit(img, img.get_rect(midleft=(x, top + ch // 2)))
        if number is not None:
            pic = sprites.cover_pic(self, "open", number, size_n)
            surface.blit(pic, pic.get_rect(topright=(inner.right, top)))

    def action_text(self) -> str:
        """What the action card says: the next step, or what is happening now."""
        if self.busy():
            return self.banner.line()
        return "" if self.thinking() else self.idle_status()

    def draw_action(self, surface: pygame.Surface) -> None:
        area = self.L["action"]
        if self.thinking():
            return
        text = self.action_text()
        keys = ((tr("label.keys_catch") if self.phase() == "catch" else tr("label.keys"))
                if self.can_act() else "")
        img = self.redrawn("action", (area.size, text, keys, len(self.buttons), i18n.language()),
                           lambda: self.action_card(area, text, keys))
        surface.blit(img, area)
        for key, label, rect, colour, _ in self.buttons:
            state = "disabled" if self.input_guarded() else ("hover" if self.hover_button == key else "normal")
            surface.blit(art.button_surface(rect.w, rect.h, colour, state), rect)
            size = self.fit(label, max(READABLE, int(rect.h * 0.42)), rect.w - self.px(14), display=True)
            t = self.text(ellipsize(label, size, rect.w - self.px(14), display=True), size,
                          palette.TEXT_LIGHT, display=True)
            _, dy = art.button_text_offset(rect.h, state)
            surface.blit(t, t.get_rect(center=(rect.centerx, rect.centery + dy)))

    def action_card(self, area: pygame.Rect, text: str, keys: str) -> pygame.Surface:
        px = self.px
        surf = pygame.Surface(area.size, pygame.SRCALPHA)
        surf.blit(art.panel(area.w, area.h, px(18), art.tint(palette.HIGHLIGHT, 0.7), palette.HIGHLIGHT),
                  (0, 0))
        inner = art.panel_body_rect(area.w, area.h).inflate(-px(24), -px(12))
        buttons_h = (max(40, px(54)) + px(18)) if self.buttons else 0
        key_lines: list[str] = []
        ksize = READABLE
        if keys:
            ksize = max(READABLE, self.fs(14))
            key_lines = segment_lines(keys, ksize, inner.w)
        keys_h = len(key_lines) * get_font(ksize).get_linesize()
        room = inner.h - buttons_h - keys_h
        line_h = get_font(READABLE, bold=True).get_linesize()
        most = max(1, room // line_h)
        lines, size = fit_lines(text, self.fs(19), inner.w, min(5, most), bold=True, fewest=min(3, most))
        font = get_font(size, bold=True)
        y = inner.top
        for line in lines[:most]:
            img = font.render(ellipsize(line, size, inner.w, bold=True), True, palette.TEXT)
            surf.blit(img, (inner.left, y))
            y += font.get_linesize()
        kfont = get_font(ksize)
        ky = inner.bottom - buttons_h - keys_h
        for line in key_lines:
            img = kfont.render(line, True, art.mix(palette.TEXT, palette.PANEL, 0.3))
            surf.blit(img, (inner.left, ky))
            ky += kfont.get_linesize()
        return surf

    def draw_banner(self, surface: pygame.Surface) -> None:
        obs = self.observation()
        winners = obs["winners"]
        if obs["to_play"] == TERMINAL and self.over_shown:
            rgb = self.seat_rgb(winners[0]) if len(winners) == 1 else OVER_RGB
            title = tr("banner.win", name=self.seat_name(winners[0])) if len(winners) == 1 else tr("banner.draw")
        else:
            player = self.turn_view
            if obs["phase"] == "ask" and obs["to_play"] >= 0 and not self.busy():
                player = obs["to_play"]
            rgb = self.seat_rgb(player)
            seat = self.session.seats[player]
            title = tr("banner.human" if seat.is_human else "banner.cpu", name=seat.name)
        self.banner.draw(surface, self.L["banner"], rgb, title)

    def draw_claim(self, surface: pygame.Surface) -> None:
        """The claimer's card(s), big, over the kitchen while their mice are turned over."""
        if self.claim_view is None:
            return
        seat, colours = self.claim_view
        board_rect = self.L["board"]
        ch = int(board_rect.h * 0.26)
        cw = int(ch * 0.7)
        gap = self.px(12)
        total = len(colours) * cw + (len(colours) - 1) * gap
        x = board_rect.centerx - total // 2
        y = board_rect.top + int(board_rect.h * 0.12)
        back = pygame.Rect(x - gap, y - gap, total + 2 * gap, ch + 2 * gap)
        pygame.draw.rect(surface, self.seat_rgb(seat), back, border_radius=self.px(14))
        for colour in colours:
            surface.blit(sprites.card_pic(self, colour, cw, ch), (x, y))
            x += cw + gap

    def draw_big_number(self, surface: pygame.Surface) -> None:
        """The number of the cover just lifted, big, for the person who lifted it."""
        if self.big_number is None:
            return
        number, since = self.big_number
        board_rect = self.L["board"]
        age = min(1.0, (self.clock - since) / max(0.01, self.dur(0.25)))
        size = int(board_rect.h * 0.28 * (0.6 + 0.4 * age)) // 8 * 8
        pic = sprites.cover_pic(self, "open", number, max(16, size))
        surface.blit(pic, pic.get_rect(center=(board_rect.centerx, board_rect.centery - board_rect.h // 10)))


def segment_lines(text: str, size: int, width: int) -> list[str]:
    """The keyboard hints on lines, each hint (between " · ") kept whole."""
    font = get_font(size)
    lines: list[str] = []
    for part in text.split(" · "):
        if lines and font.size(f"{lines[-1]} · {part}")[0] <= width:
            lines[-1] = f"{lines[-1]} · {part}"
        else:
            lines.append(part)
    return lines


def chaos_card(colour: str | None, w: int, h: int) -> pygame.Surface:
    """A small card on a seat's panel (shown by a claim: public)."""
    from . import art as chaos_art
    if colour is None:
        return chaos_art.colour_card_back(w, h)
    return chaos_art.colour_card(colour, w, h)
