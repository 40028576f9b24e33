"""Chaos de souris et de fromage's words: the move log's line for every event, the lines
the results screen shows under each player, and the describer that names things as a
player would. Texts come from ``locale/<lang>/chaos.yaml`` (both languages have the
same keys).

**Player words, never internal names** (issue 16). The board has no coordinates and the
pieces have no labels, so no text a player reads says ``c3``, ``m12``, ``H0`` or ``e7``.
A thing is named by what anybody sees on the board:

- a square by the nearest landmark and where it lies from it: "left of the table",
  "2 steps above Ana's hideout", "above and right of the ginger cat", "in front of the
  left mouse hole in the top wall" (:meth:`Describer.rel`). Landmarks: the table, the
  hideouts (by their owner's name; 2 players, with their corner; the free hideout), the
  mouse holes (by their wall), the chairs and the cats (by their coat). The steady ones
  (table, hideouts, holes) are preferred to the ones that move (chairs, cats) at the
  same distance;
- a cover by where it is ("the cover left of the table", "a cover on the table"), and by
  its number only in a line for the one person who saw it ("You move the 4 cover");
- a mouse by where it is ("the mouse under the chair below Ben's hideout", "a mouse
  under the table", "the big mouse in Ana's hideout"), and by its colour only when the
  reader may know it (a private line, or a colour a claim showed to all);
- a cat by its coat ("the ginger cat"), a chair by where it is.

Private events (a lifted cover's number, the colour under it, a path step by step) reach
this module only for their own viewer (the log asks :func:`describe` with the events as
that viewer may see them), so a line with a number speaks to "you"; every other line is
made from the public observation after the action and says nothing secret.

One function per event kind makes its line (:data:`LINES`: ``line_CoverLifted`` ...),
so that the table may narrate an event with the very words of the log.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ... import i18n
from ...core.seats import Seat
from . import GAME
from .level import parse_square
from .observation import ChaosChair, ChaosObservation

WORDS = i18n.Words("chaos")
tr, tr_n, counted = WORDS.tr, WORDS.tr_n, WORDS.counted

#: Events the log says nothing of: a turn's end is plain from the next line.
SILENT = frozenset({"TurnEnded"})

Sq = tuple[int, int]
#: The coat of each cat by number (as :data:`game.view.art.chaos.CAT_COATS` draws them).
CAT_COATS = ("ginger", "grey", "black", "calico")
#: How much further away a landmark that moves (a chair, a cat) may be than a steady
#: one (the table, a hideout, a hole) and still be passed over for it.
MOVING_PENALTY = 0.6
#: How much further away a mouse hole may be than another landmark and still be passed
#: over for it, unless the square is right by the hole (a hole is small to see from afar).
HOLE_PENALTY = 1.5
_VOWELS = set("aeiouyàâäéèêëîïôöùûüœæAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ")


def _kitchen() -> Any:
    return GAME.config().kitchen


def _name(seats: Sequence[Seat], seat: int) -> str:
    return seats[seat].name if 0 <= seat < len(seats) else "?"


def _elided(key: str, name: str, **values: object) -> str:
    """``key`` with a name in it, in its ``_vowel`` form before a vowel when the language
    has one (French: "la cachette d'Ana", "de Ben")."""
    if name[:1] in _VOWELS and i18n.has(f"chaos.{key}_vowel"):
        return tr(f"{key}_vowel", name=name, **values)
    return tr(key, name=name, **values)


def colour_name(colour: str | None, mouse: bool = False) -> str:
    """A colour's name; ``mouse``: as a mouse's ("la souris est verte")."""
    key = f"chaos.{'colour_mouse' if mouse else 'colour'}.{colour}"
    return i18n.t(key) if colour and i18n.has(key) else (colour or "?")


def colour_mice(colour: str | None) -> str:
    """A colour's name for several mice ("3 souris vertes")."""
    key = f"chaos.colour_mice.{colour}"
    return i18n.t(key) if colour and i18n.has(key) else colour_name(colour, mouse=True)


# ------------------------------------------------------------------------- landmarks
@dataclass(frozen=True)
class Landmark:
    """Something on the board a player names a place by: its squares, whether it
    moves during a game (a chair, a cat), and its words, made only for the landmark a
    place is named by (``words(form)``): ``the`` (as a subject: "the table", "la
    table") and ``of`` (after a preposition: "the table", "de la table")."""

    key: str
    squares: frozenset[Sq]
    moving: bool
    words: Callable[[str], str]
    #: the columns and rows it covers: (left, right, top, bottom)
    box: tuple[int, int, int, int]

    @property
    def the(self) -> str:
        return self.words("the")

    @property
    def of(self) -> str:
        return self.words("of")


def _box(squares: Iterable[Sq]) -> tuple[int, int, int, int]:
    xs = [x for x, _ in squares]
    ys = [y for _, y in squares]
    return min(xs), max(xs), min(ys), max(ys)


@functools.lru_cache(maxsize=8)
def _fixed_places(kitchen: Any) -> tuple[tuple[str, frozenset[Sq], tuple[int, int, int, int], str, str], ...]:
    """The landmarks that never move, worked out once per kitchen: (key, squares, box,
    the hole's wall side, which end of the wall) for the table, the hideouts, the holes."""
    out = [("table", frozenset(kitchen.table), _box(kitchen.table), "", "")]
    for corner, block in enumerate(kitchen.hideouts):
        out.append((f"H{corner}", frozenset(block), _box(block), "", ""))
    half = kitchen.size / 2
    for hole in kitchen.holes:
        x, y = hole.square
        along = x if hole.side in ("up", "down") else y
        out.append((hole.id, frozenset({hole.square}), _box({hole.square}), hole.side,
                    "low" if along < half else "high"))
    return tuple(out)


def _offset(sq: Sq, box: tuple[int, int, int, int]) -> tuple[int, int]:
    """Where ``sq`` lies from a block's ``box`` (:attr:`Landmark.box`): (dx, dy), each 0
    when within its columns / rows, negative to the left / above."""
    left, right, top, bottom = box
    x, y = sq
    dx = x - left if x < left else x - right if x > right else 0
    dy = y - top if y < top else y - bottom if y > bottom else 0
    return dx, dy


def _table_words(form: str) -> str:
    return tr(f"landmark.table.{form}")


def _chair_words(form: str) -> str:
    return tr(f"landmark.chair.{form}")


def _hole_words(side: str, which: str, form: str) -> str:
    """A mouse hole's words: "the left mouse hole in the top wall"."""
    return tr(f"landmark.hole.{form}", which=tr(f"hole.{side}.{which}"), wall=tr(f"wall.{side}"))


class Describer:
    """Names squares, pieces and hideouts of one observation (the public one after an
    action, or a viewer's) as a player would, in the language of the moment."""

    def __init__(self, obs: ChaosObservation, seats: Sequence[Seat]):
        self.obs = obs
        self.seats = seats
        self.kitchen = _kitchen()
        self.players = int(obs.players or len(seats) or 4)
        self._landmarks: list[Landmark] | None = None

    # ------------------------------------------------------------ hideouts
    def corner(self, hideout: str) -> int:
        try:
            return int(str(hideout)[1:])
        except ValueError:
            return 0

    def owner(self, hideout: str) -> int:
        owned = GAME.config().owners(self.players) if 2 <= self.players <= 4 else (-1,) * 4
        corner = self.corner(hideout)
        return owned[corner] if 0 <= corner < len(owned) else -1

    def hideout(self, hideout: str, form: str = "the") -> str:
        """A hideout in words: ``form`` "the" (subject), "of" (after a preposition) or
        "in" ("in Ana's hideout", "dans la cachette d'Ana"): by its owner's name (2
        players: and its corner), or the free hideout."""
        seat = self.owner(hideout)
        if seat < 0:
            return tr(f"hideout.free.{form}")
        name = _name(self.seats, seat)
        if self.players == 2:
            corner = tr(f"corner.{self.corner(hideout)}")
            return _elided(f"hideout.corner.{form}", name, corner=corner)
        return _elided(f"hideout.owned.{form}", name)

    # ----------------------------------------------------------- landmarks
    def landmarks(self) -> list[Landmark]:
        """Every landmark of the observation (worked out once)."""
        if self._landmarks is None:
            self._landmarks = self._find_landmarks()
        return self._landmarks

    def _find_landmarks(self) -> list[Landmark]:
        k = self.kitchen
        out: list[Landmark] = []
        for key, squares, box, side, which in _fixed_places(k):
            if key == "table":
                words: Callable[[str], str] = _table_words
            elif side:
                words = functools.partial(_hole_words, side, which)
            else:
                words = functools.partial(self.hideout, key)
            out.append(Landmark(key, squares, False, words, box))
        cats_on: dict[str, str] = {}
        for cat in self.obs.cats:
            if str(cat.at).startswith("h"):
                cats_on[cat.at] = cat.id
            else:
                sq = parse_square(cat.square, k.size)
                if sq is not None:
                    out.append(self._cat_landmark(cat.id, frozenset({sq})))
        for chair in self.obs.chairs:
            found = (parse_square(chair.at, k.size),
                     parse_square(chair.onto or "", k.size))
            chair_squares = {sq for sq in found if sq is not None}
            if not chair_squares:
                continue
            if chair.id in cats_on:             # a cat on its chair: the cat is what one sees
                out.append(self._cat_landmark(cats_on[chair.id], frozenset(chair_squares), chair.id))
            else:
                out.append(Landmark(chair.id, frozenset(chair_squares), True,
                                    _chair_words, _box(chair_squares)))
        return out

    def _cat_landmark(self, cat: str, squares: frozenset[Sq], chair: str = "") -> Landmark:
        return Landmark(cat + chair, squares, True,
                        lambda form: tr(f"landmark.cat.{form}", coat=self.coat(cat)), _box(squares))

    def coat(self, cat: str) -> str:
        try:
            k = int(cat[1:])
        except ValueError:
            k = 0
        return tr(f"coat.{CAT_COATS[k % len(CAT_COATS)]}")

    # ---------------------------------------------------------- relations
    def rel(self, square: str, exclude: Iterable[str] = ()) -> str:
        """Where ``square`` (notation) lies, from the nearest landmark: "left of the
        table", "2 steps above Ana's hideout", "in front of the left mouse hole in the top
        wall". ``exclude``: pieces not to name it by (the piece that moved there)."""
        sq = parse_square(square, self.kitchen.size)
        if sq is None:
            return tr("rel.kitchen")
        skip = set(exclude)
        best: tuple[float, int, int, int, Landmark] | None = None
        for order, mark in enumerate(self.landmarks()):
            if skip and any(mark.key.startswith(s) or mark.key.endswith(s) for s in skip if s):
                continue
            dx, dy = _offset(sq, mark.box)
            if dx == dy == 0 and not mark.key.startswith("o"):
                continue                  # on a chair or a cat's square: not "by" it
            cost = abs(dx) + abs(dy) + (MOVING_PENALTY if mark.moving else 0.0)
            if mark.key.startswith("o") and abs(dx) + abs(dy) > 1:
                cost += HOLE_PENALTY           # a hole is a landmark from close by only
            if dx and dy and (abs(dx), abs(dy)) != (1, 1):
                cost += 0.5                # two directions at once: a harder read
            if best is None or (cost, order) < (best[0], best[1]):
                best = (cost, order, dx, dy, mark)
        if best is None:
            return tr("rel.kitchen")
        _, _, dx, dy, mark = best
        return self._relation(dx, dy, mark)

    def _relation(self, dx: int, dy: int, mark: Landmark) -> str:
        of = mark.of
        if dx == dy == 0:
            return tr("rel.front", of=mark.the)
        h = "left" if dx < 0 else "right"
        v = "up" if dy < 0 else "down"
        if dy == 0:
            return tr(f"rel.{h}", of=of) if abs(dx) == 1 else tr(f"rel.{h}_n", n=abs(dx), of=of)
        if dx == 0:
            return tr(f"rel.{v}", of=of) if abs(dy) == 1 else tr(f"rel.{v}_n", n=abs(dy), of=of)
        if abs(dx) == abs(dy) == 1:
            return tr(f"rel.{v}_{h}", of=of)
        return tr(f"rel.far_{v}_{h}", h=abs(dx), v=abs(dy), of=of)

    # ------------------------------------------------------------- things
    def chair_at(self, square: str) -> ChaosChair | None:
        """The upright chair standing on ``square``, if any."""
        for chair in self.obs.chairs:
            if chair.at == square and not chair.tipped:
                return chair
        return None

    def square(self, square: str, exclude: Iterable[str] = ()) -> str:
        """A square as a place to go: "the square left of the table"."""
        return tr("thing.square", rel=self.rel(square, exclude))

    def mouse(self, place: str, exclude: Iterable[str] = (), mouse: str | None = None) -> str:
        """A mouse by where it is: a square ("the mouse left of the table", "the mouse
        under the chair below Ben's hideout"), under the table, or in a hideout."""
        if place == "table":
            return tr("thing.mouse_table")
        if place.startswith("H"):
            big = mouse is not None and self.size_of(mouse) == "large"
            return tr("thing.mouse_big_in" if big else "thing.mouse_in", hideout=self.hideout(place, "in"))
        chair = self.chair_at(place)
        if chair is not None:
            return tr("thing.mouse_chair", rel=self.rel(place, [*exclude, chair.id]))
        return tr("thing.mouse", rel=self.rel(place, exclude))

    def size_of(self, mouse: str) -> str:
        for m in self.obs.mice:
            if m.id == mouse:
                return str(m.size)
        return "small"

    def cover(self, place: str, number: int | None = None, exclude: Iterable[str] = (),
              leaving: bool = False) -> str:
        """A cover by where it is ("the cover left of the table", "a cover on the
        table"; ``leaving``: "a cover from the table"), with its number for the one who
        saw it ("the 4 cover ...")."""
        if place == "table":
            key = "thing.cover_from_table" if leaving else "thing.cover_table"
            return tr(f"{key}_n", n=number) if number else tr(key)
        rel = self.rel(place, exclude)
        return tr("thing.cover_n", n=number, rel=rel) if number else tr("thing.cover", rel=rel)

    def chair(self, square: str, exclude: Iterable[str] = ()) -> str:
        return tr("thing.chair", rel=self.rel(square, exclude))

    def cat(self, cat: str) -> str:
        return tr("thing.cat", coat=self.coat(cat))

    def cat_place(self, cat: str, square: str) -> str:
        """Where a cat went: onto the table, onto a chair, or a square."""
        sq = parse_square(square, self.kitchen.size)
        if sq is not None and sq in self.kitchen.table:
            return tr("thing.onto_table")
        chair = next((c for c in self.obs.chairs if square in (c.at, c.onto)), None)
        if chair is not None:
            return tr("thing.onto_chair", rel=self.rel(square, [cat, chair.id]))
        return tr("thing.to_square", square=self.square(square, [cat]))

    def cover_at(self, cover: str) -> str:
        """Where cover ``cover`` is in the observation (a square or ``table``)."""
        for c in self.obs.covers:
            if c.id == cover:
                return str(c.at)
        return "table"


# ----------------------------------------------------------------------- the log's lines
Line = Callable[[Any, Describer, ChaosObservation, Sequence[Seat]], "str | None"]


def line_CoverLifted(event: Any, d: Describer, obs: ChaosObservation, seats: Sequence[Seat]) -> str:
    name = _name(seats, event.seat)
    cover = d.cover(d.cover_at(event.cover))
    if event.number is None:
        key = "log.lifted_mouse" if event.mouse else "log.lifted"
        return tr(key, name=name, cover=cover)
    if event.mouse:
        return tr("log.you_lifted_mouse", cover=cover, n=event.number,
                  colour=colour_name(event.colour, mouse=True))
    return tr("log.you_lifted", cover=cover, n=event.number)


def line_CoverStayed(event: Any, d: Describer, obs: ChaosObservation, seats: Sequence[Seat]) -> str:
    return tr("log.stayed", cover=d.cover(d.cover_at(event.cover)))


def line_CoverPut(event: Any, d: Describer, obs: ChaosObservation, seats: Sequence[Seat]) -> str:
    name = _name(seats, event.seat)
    number = len(event.path) or None            # the path is the mover's: it tells the number
    frm = "table" if event.frm == "table" else event.frm
    cover = d.cover(frm, number, exclude=[event.cover], leaving=True)
    if event.mouse:
        target = d.mouse(event.to, [event.cover])
        if event.colour:
            return tr("log.you_covered", cover=cover, mouse=target,
                      colour=colour_name(event.colour, mouse=True))
        return tr("log.covered", name=name, cover=cover, mouse=target)
    to = d.square(event.to, [event.cover])
    if number:
        return tr("log.you_put", cover=cover, to=to)
    return tr("log.put", name=name, cover=cover, to=to)


def line_MouseMoved(event: Any, d: Describer, obs: ChaosObservation, seats: Sequence[Seat]) -> str:
    name = _name(seats, event.seat)
    mouse = d.mouse(event.frm, [event.mouse])
    if event.to.startswith("H"):
        return tr("log.mouse_home", name=name, mouse=mouse, hideout=d.hideout(event.to, "in"))
    if event.to == "table":
        return tr("log.mouse_under", name=name, mouse=mouse)
    chair = d.chair_at(event.to)
    if chair is not None:
        return tr("log.mouse_to_chair", name=name, mouse=mouse,
                  rel=d.rel(event.to, [event.mouse, chair.id]))
    return tr("log.mouse_moved", name=name, mouse=mouse, to=d.square(event.to, [event.mouse]))


def line_CatMoved(event: Any, d: Describer, obs: ChaosObservation, seats: Sequence[Seat]) -> str:
    return tr("log.cat_moved", name=_name(seats, event.seat), cat=d.cat(event.cat),
              to=d.cat_place(event.cat, event.to))


def line_MouseCaught(event: Any, d: Describer, obs: ChaosObservation, seats: Sequence[Seat]) -> str:
    cat = next((c.id for c in obs.cats if c.square == event.frm), None)
    exclude = [event.mouse] + ([cat] if cat else [])
    catcher = d.cat(cat) if cat else tr("thing.a_cat")
    if event.seat < 0:
        return tr("log.caught", cat=catcher, mouse=d.mouse(event.frm, exclude))
    return tr("log.caught_by", cat=catcher, mouse=d.mouse(event.frm, exclude),
              name=_name(seats, event.seat))


def line_MouseLeft(event: Any, d: Describer, obs: ChaosObservation, seats: Sequence[Seat]) -> str:
    cat = next((c.id for c in obs.cats if c.square == event.at), None)
    exclude = [event.mouse] + ([cat] if cat else [])
    catcher = d.cat(cat) if cat else tr("thing.a_cat")
    return tr("log.left", cat=catcher, mouse=d.mouse(event.at, exclude),
              name=_name(seats, event.seat))


def line_MoveSkipped(event: Any, d: Describer, obs: ChaosObservation, seats: Sequence[Seat]) -> str:
    return tr("log.skipped", name=_name(seats, event.seat))


def line_ChairMoved(event: Any, d: Describer, obs: ChaosObservation, seats: Sequence[Seat]) -> str:
    name = _name(seats, obs.turn_owner)
    chair = d.chair(event.frm, [event.chair])
    mouse = next((m for m in obs.mice if m.at == event.to), None)
    if mouse is not None:
        return tr("log.chair_on_mouse", name=name, chair=chair,
                  mouse=tr("thing.mouse", rel=d.rel(event.to, [event.chair, mouse.id])))
    return tr("log.chair_moved", name=name, chair=chair, to=d.square(event.to, [event.chair]))


def line_ChairTipped(event: Any, d: Describer, obs: ChaosObservation, seats: Sequence[Seat]) -> str:
    at = event.at or next((c.at for c in obs.chairs if c.id == event.chair), "")
    return tr("log.chair_tipped", name=_name(seats, obs.turn_owner),
              chair=d.chair(at, [event.chair]), direction=tr(f"direction.{event.direction}"))


def line_ClaimStarted(event: Any, d: Describer, obs: ChaosObservation, seats: Sequence[Seat]) -> str:
    colours = tr("log.list_sep").join(colour_name(c) for c in event.colours)
    return tr_n("log.claim", len(event.colours), name=_name(seats, event.seat), colours=colours)


def line_MouseTurned(event: Any, d: Describer, obs: ChaosObservation, seats: Sequence[Seat]) -> str:
    big = d.size_of(event.mouse) == "large"
    return tr("log.turned_big" if big else "log.turned", hideout=d.hideout(event.hideout, "in"),
              colour=colour_name(event.colour, mouse=True))


def line_MouseReturned(event: Any, d: Describer, obs: ChaosObservation, seats: Sequence[Seat]) -> str:
    hideout = d.hideout(event.to_hideout, "the")
    if event.owner < 0:
        return tr("log.returned_free", colour=colour_name(event.colour))
    if obs.claims and obs.claims[-1].seat == event.owner:       # 2 players: one's other colour
        return tr("log.across", colour=colour_name(event.colour, mouse=True),
                  owner=_name(seats, event.owner), hideout=hideout)
    return tr("log.returned", colour=colour_name(event.colour), owner=_name(seats, event.owner),
              hideout=hideout)


def line_ClaimWon(event: Any, d: Describer, obs: ChaosObservation, seats: Sequence[Seat]) -> str:
    return tr("log.won", name=_name(seats, event.seat))


def line_FreeHideoutWon(event: Any, d: Describer, obs: ChaosObservation, seats: Sequence[Seat]) -> str:
    return tr("log.free_won")


def line_Passed(event: Any, d: Describer, obs: ChaosObservation, seats: Sequence[Seat]) -> str:
    return tr("log.passed", name=_name(seats, event.seat))


def line_Draw(event: Any, d: Describer, obs: ChaosObservation, seats: Sequence[Seat]) -> str:
    return tr_n("log.draw", event.turns)


#: The line of each event kind (one function each: the table's narration may use them).
LINES: dict[str, Line] = {name[5:]: fn for name, fn in dict(globals()).items()
                          if name.startswith("line_") and callable(fn)}


def describe(event: Any, obs: ChaosObservation, seats: Sequence[Seat]) -> str | None:
    """One line of the move log for ``event`` in the current language, from the
    observation after its action; None for an event not worth a line (:data:`SILENT`)."""
    if event.kind in SILENT:
        return None
    line = LINES.get(event.kind)
    if line is None:
        return None
    return capital(line(event, Describer(obs, seats), obs, seats))


def capital(text: str | None) -> str | None:
    """``text`` with a capital first letter (a line may start with a thing's words)."""
    return text[:1].upper() + text[1:] if text else text


# ---------------------------------------------------------------------------- results
def result_lines(obs: ChaosObservation, seat: int, seats: Sequence[Seat] = ()) -> list[str]:
    """Under a player on the results screen (the final observation): a win or the end's
    reason; then for each of their hideouts how many of its mice are of its colour (when
    the colour was shown), or how many mice it holds."""
    lines = []
    if seat in obs.winners:
        lines.append(tr("result.won"))
    elif obs.end_reason == "free_hideout":
        lines.append(tr("result.free_won"))
    elif obs.end_reason == "turn_limit":
        lines.append(tr_n("result.turn_limit", int(obs.turn)))
    players = int(obs.players or 4)
    colours = {m.id: m.colour for m in obs.mice}
    mine = GAME.config().hideouts_of(players)[seat] if 0 <= seat < players else ()
    for corner in mine:
        info = obs.hideouts.get(f"H{corner}")
        name = tr(f"result.hideout_corner.{corner}") if len(mine) > 1 else tr("result.hideout")
        mice = info.mice if info is not None else ()
        want = info.colour if info is not None else None
        if want is None:
            lines.append(tr_n("result.mice_in", len(mice), hideout=name))
        else:
            right = sum(1 for m in mice if colours.get(m) == want)
            lines.append(tr_n("result.right", right, hideout=name, total=len(mice),
                              colour=colour_name(want, mouse=True), colours=colour_mice(want)))
    return lines


# ------------------------------------------------------------------------- the hint
def _mine(obs: ChaosObservation, seat: int) -> tuple[str, ...]:
    """The hideouts of ``seat`` (``H0``..``H3``)."""
    players = int(obs.players or 4)
    owned = GAME.config().hideouts_of(players) if 2 <= players <= 4 else ()
    return tuple(f"H{c}" for c in owned[seat]) if 0 <= seat < len(owned) else ()


def _my_colours(obs: ChaosObservation, seat: int) -> set[str]:
    """The colours of ``seat``'s own cards (the seat always knows them)."""
    return {str(c) for c in obs.cards.get(str(seat), ()) if c}


def _colour_of(obs: ChaosObservation, mouse: str) -> str | None:
    """The colour of ``mouse`` as this observation knows it (None: not seen)."""
    return next((m.colour for m in obs.mice if m.id == mouse), None)


def _home_steps(obs: ChaosObservation, seat: int, square: str) -> int | None:
    """How many steps ``square`` lies from the nearest of ``seat``'s hideouts (None:
    not a square)."""
    kitchen = _kitchen()
    sq = parse_square(square, kitchen.size)
    if sq is None:
        return None
    boxes = {key: box for key, _, box, _, _ in _fixed_places(kitchen)}
    steps = [abs(dx) + abs(dy) for h in _mine(obs, seat) if h in boxes
             for dx, dy in (_offset(sq, boxes[h]),)]
    return min(steps) if steps else None


def _mouse_on(obs: ChaosObservation, square: str, but: str = "") -> Any:
    return next((m for m in obs.mice if m.at == square and m.id != but), None)


def hint_reason(obs: ChaosObservation, seat: int, action: Any, seats: Sequence[Seat]) -> str:
    """The hint's sentence (issue 19): what the normal computer's ``action`` does and
    why, for a child, from ``seat``'s observation ``obs`` only (a colour or a number
    is named only when ``obs`` shows it to that seat): the cover to lift and where to
    put it, the mouse or cat to move, the cat's catch, the chair, the claim, the end.

    The words say what a child can check on the board, not the computer's sums: a
    mouse's colour when the person saw it (their own colour or not), a cover's number
    when they saw it, "nearer your hideout" when the square is fewer steps (straight
    lines, walls aside) from the nearest of the person's hideouts; the person's own
    hideout is "your hideout" (with its corner for 2 players), a rival's is named by its
    owner. A claim the computer makes although a mouse at home is known wrong is told as
    what it does: it sends that mouse on to its owner."""
    from ...core.protocol import Pass
    from .actions import Catch, ChairTo, Claim, End, Lift, Move, Put, Tip
    d = Describer(obs, seats)
    mine = _mine(obs, seat)
    colours = _my_colours(obs, seat)
    text = ""
    if isinstance(action, Lift):
        at = d.cover_at(action.cover)
        number = next((c.number for c in obs.covers if c.id == action.cover), None)
        cover = d.cover(at, number, exclude=[action.cover])
        hidden = at != "table" and any(m.at == at and m.covered and m.colour is None for m in obs.mice)
        key = "lift_mouse" if hidden else "lift_known" if number else "lift"
        text = tr(f"hint.{key}", cover=cover, n=number or 0)
    elif isinstance(action, Put):
        target = _mouse_on(obs, action.to)
        if target is not None:
            key = ("put_on_mouse" if target.colour is None
                   else "put_on_mine" if target.colour in colours else "put_on_rival")
            text = tr(f"hint.{key}", mouse=d.mouse(action.to, [action.cover], target.id),
                      colour=colour_name(target.colour, mouse=True))
        else:
            text = tr_n("hint.put", int(obs.number or 0), to=d.square(action.to, [action.cover]))
    elif isinstance(action, Move) and action.piece.startswith("k"):
        target = _mouse_on(obs, action.to)
        if target is not None and not target.covered:
            text = tr("hint.cat_on_mouse", cat=d.cat(action.piece),
                      mouse=d.mouse(action.to, [action.piece], target.id))
        else:
            text = tr("hint.cat", cat=d.cat(action.piece), to=d.cat_place(action.piece, action.to))
    elif isinstance(action, Move):
        text = _mouse_hint(obs, seat, d, action.piece, action.to, mine, colours)
    elif isinstance(action, Catch):
        colour = _colour_of(obs, obs.catch.mouse) if obs.catch is not None else None
        values = {"colour": colour_name(colour, mouse=True)}
        if action.send:
            key = "catch_rival" if colour is not None and colour not in colours else "catch"
        else:
            key = "leave_mine" if colour is not None and colour in colours else "leave"
        text = tr(f"hint.{key}", **values)
    elif isinstance(action, ChairTo):
        frm = next((c.at for c in obs.chairs if c.id == action.chair), "")
        chair = d.chair(frm, [action.chair])
        target = _mouse_on(obs, action.to)
        if target is not None:
            text = tr("hint.chair_on_mouse", chair=chair,
                      mouse=d.mouse(action.to, [action.chair], target.id))
        else:
            text = tr("hint.chair", chair=chair, to=d.square(action.to, [action.chair]))
    elif isinstance(action, Tip):
        at = next((c.at for c in obs.chairs if c.id == action.chair), "")
        text = tr("hint.tip", chair=d.chair(at, [action.chair]),
                  direction=tr(f"direction.{action.direction}"))
    elif isinstance(action, Claim):
        # a mouse at home the seat saw to be of a colour it does not play: the claim
        # will not win, it sends that mouse on (the normal computer's reason)
        home = [m for h in mine if h in obs.hideouts for m in obs.hideouts[h].mice]
        wrong = any(c is not None and c not in colours for c in map(lambda m: _colour_of(obs, m), home))
        text = tr("hint.claim_wrong" if wrong else "hint.claim")
    elif isinstance(action, End):
        stuck = not obs.chair_done and all(c.cat is not None for c in obs.chairs)
        text = tr("hint.end_cats" if stuck else "hint.end")
    elif isinstance(action, Pass):
        text = tr("hint.pass")
    return capital(text) or ""


def _mouse_hint(obs: ChaosObservation, seat: int, d: Describer, mouse: str, to: str,
                mine: tuple[str, ...], colours: set[str]) -> str:
    """The hint's words for a mouse moved to ``to`` (a square, a hideout, the table)."""
    frm = next((m.at for m in obs.mice if m.id == mouse), "")
    colour = _colour_of(obs, mouse)
    values = {"mouse": d.mouse(frm, [mouse], mouse), "colour": colour_name(colour, mouse=True)}
    if to.startswith("H"):
        values["hideout"] = d.hideout(to, "in")
        if to in mine:                       # the reader's own: "your hideout"
            values["hideout"] = (tr("hint.your_hideout_corner", corner=tr(f"corner.{d.corner(to)}"))
                                 if d.players == 2 else tr("hint.your_hideout"))
            key = "home_mine" if colour is not None and colour in colours else "home"
        elif d.owner(to) < 0:
            key = "home_free"
        else:
            key = "home_rival"
        return tr(f"hint.{key}", **values)
    if to == "table":
        rival = colour is not None and colour not in colours
        return tr("hint.mouse_table_rival" if rival else "hint.mouse_table", **values)
    chair = d.chair_at(to)
    if chair is not None:
        return tr("hint.mouse_chair", rel=d.rel(to, [mouse, chair.id]), **values)
    values["to"] = d.square(to, [mouse])
    before, after = _home_steps(obs, seat, frm), _home_steps(obs, seat, to)
    nearer = after is not None and (before is None or after < before)
    if colour is not None and colour not in colours and not nearer:
        return tr("hint.mouse_away", **values)
    if nearer:
        return tr("hint.mouse_near_mine" if colour is not None and colour in colours
                  else "hint.mouse_near", **values)
    return tr("hint.mouse", **values)
