"""Chaos de souris et de fromage: RULES.md section 3 (the spec), rule book seed 003.

Mice of four hidden colours run about a kitchen; each player wants the four of their
colour (one large, three small) in their hideout. A turn (RULES.md 3, "Turn"): 1) lift a
cheese cover, see its number (alone), and put it down exactly that many orthogonal steps
away, on a free square or on a mouse, which it hides; 2) move a mouse or a cat by the
same number; 3) optionally move or tip over a chair with no cat on it. A player with four
mice in their hideout may claim: the mice are turned over one by one (RULES.md 3, "End").

The kitchen comes from the level ``levels/chaos.tmx`` (config ``level``, read by
:mod:`.level`); every number from ``config/chaos.yaml`` (:mod:`.conf`). The actions,
their notation and the events are in :mod:`.actions`.

Chance and secrets. Every hidden fact is dealt at the set-up, with the game's seed:
the colours of the large mice (one per hideout, one of each colour) and of the small
ones (on the 12 squares around the table), the numbers of the covers on the table, and
the colour cards. There is no chance node in play. Each seat remembers what it saw
(numbers, colours, and the turn it saw them); what a claim turns over is everybody's.

Phases (``phase`` in the observation): ``cover`` (``lift c3``, or ``claim`` at the
start of the turn), ``place`` (``put c3 e7``), ``move`` (``move m7 e5``), ``catch``
(the mover's cat ended on a mouse: ``catch`` sends it under the table, ``leave`` leaves
it), ``chair`` (``chair h2 e5``, ``tip h2 left``, ``end``, ``claim``), ``ask`` (a seat
that received a mouse from a wrong claim may claim: ``claim`` / ``pass``), ``over``.

Decisions (RULES.md, the project's shared design, and this module where both are
silent):

- **Simple paths**: every move of a cover, mouse or cat is exactly n orthogonal steps
  on a path that visits no square twice (its start included); otherwise "exactly n"
  would mean nothing (one could step back and forth).
- **Cover**: it passes over floor squares whatever is on them (mice, cats, covers, the
  squares of a tipped chair: covers stand between its legs), never onto a square with an
  upright chair, the table or a hideout; a hole is only for mice. It ends on a square
  with nothing on it, on a mouse alone (not under a chair, the table or a cover), or on
  a tipped chair's square that holds nothing else. Its first step off the table is onto
  any of the 12 squares around it. RULES.md: a mouse under a cover cannot move.
- **A cover that cannot move** its number stays where it was, and everybody is told;
  the player lifts another (barred for this turn). If every cover is barred, phase 2 is
  skipped and the turn goes on to the chair (the shared design's Decision).
- **Mouse**: onto free squares only (no mouse, cat, cover, chair of any kind). Through a
  hole (RULES.md): from the square in front of a hole one step into it, the next step out
  onto the square in front of any other hole, which must be free; never ending in a hole;
  a chair standing in front of a hole closes it (the book's "Devant un trou de souris -
  alors aucune souris ne peut entrer ou sortir"). An upright chair is entered and left
  only along its back-front line, and a mouse may end under it; a cat sitting on the
  chair does not stop a mouse passing beneath (**Decision**). A tipped chair blocks both
  its squares. Under the table: a mouse there takes its first step onto any free square
  around it; a mouse steps under the table from a square orthogonally beside it, as its
  last step only (passing under is no short cut). Into a hideout: one step over the wall
  from a square orthogonally beside it, as the last step (RULES.md); never out again.
- **Cat**: steps onto free squares, chairs (upright or tipped), covers and the table's
  squares, never onto a visible mouse but as its last step, never onto another cat, a
  hideout or a hole. The things it jumps count as one square each (seed 003: "Ces choses
  comptent respectivement comme une case"): the 2x2 table and a chair tipped over two
  squares are one step as a whole: the cat steps onto the thing by the square beside the
  one it comes from, and its next step is off the thing onto any square beside it (so a
  cat west of the table reaches the square east of it in 2 steps); a simple path visits
  a thing once. A cat sitting on one table square does not stop another stepping onto
  the table by a free square (**Decision**). It ends on a free square, on an upright
  chair, on the table (the square it stepped onto, with no cat), or on a visible mouse
  (not under a chair or a cover); never on a cover or a tipped chair.
- **Catch**: a cat ending on a mouse's square: the mover chooses (seed 003: "le joueur
  qui a déplacé le chat *peut* placer la souris sur le tapis rouge sous la table"),
  ``catch`` (the mouse goes under the table) or ``leave`` (it stays, under the cat; it
  may move away later, and while the cat sits there no cover, chair or other cat can
  come onto it). The choice is public, made at once, before phase 3; it is the
  game's second decision of phase 2, so the cat move alone is not the end of it.
- **Chair** (no cat on it), after the mouse or cat, optional, move or tip, not both:
  moved to any floor square that is free or holds a mouse alone (not covered), upright
  with its back as before (a tipped chair is stood up this way); tipped towards a side
  when nothing is under it: it lies on its square and the next, which must be floor with
  no mouse, cat or chair (a cover there stays, between its legs).
- **Claims**: a seat may claim when its hideouts hold at least ``small_mice + 1``
  (four) mice per hideout: four in its hideout, or, 2 players, eight in its two together
  (**Decision**, below): at the start of its turn (before lifting a cover; the rest of
  the turn follows) or in phase 3 (then the turn ends), at most once a turn of its own;
  and when a wrong claim has just given it a mouse (out of turn, ``claim`` or ``pass``;
  the seat asked may be the turn owner). The claimer's card(s) are shown, its hideouts'
  mice are turned over in the order they arrived (the large mouse first), the first
  hideout of a 2-player seat first. All of the card's colour: the claimer wins. At the
  first mouse of an opponent's colour (the book: "une souris a la couleur d'un
  adversaire"), its owner shows their card and the mouse goes into the hideout of its
  colour (3 players, the fourth colour: the free hideout); turning stops there. Seats
  given a mouse are asked in the order they received it.
- **2 players, a mouse of the claimer's other colour** (**Decision**; the book stops a
  claim only at an opponent's colour, and a 2-player seat "wins if its two hideouts
  hold all the mice of their colours"): it is the claimer's own, so it goes over into
  their other hideout and turning goes on (a mouse moved into the hideout still to be
  turned is not turned twice). If no opponent's mouse is met, every mouse was of the
  claimer's colours and the two hideouts hold the four of each: the claimer wins. So
  the claim is allowed with eight mice in the two hideouts together, however they are
  shared: four in each, as first read, would lock a game for good where a mouse of the
  first hideout's colour sits in the second (the first hideout, turned first, can then
  never be complete, and nothing else takes a mouse out of a hideout).
- **Free hideout** (3 players, corner 3; seed 003: "si des souris de cette couleur sont
  découvertes dans les cachettes, les joueurs les placent dans la cachette restante.
  Ainsi, il se peut aussi que la quatrième couleur gagne"): nobody claims it and it is
  never turned over by itself: mice may be moved into it like into any hideout, and a
  claim's first mouse of the fourth colour goes into it (turning stops there, as for a
  player's colour). When it holds all four mice of the fourth colour (however they came,
  other mice besides) the fourth colour has won: those four are turned over for all to
  see and the game ends, nobody wins. Until then nothing in it is shown, and a wrong
  mouse in it stays there for good (nothing takes a mouse out of a hideout but its
  owner's claim).
- **Turn limit**: after ``turn_limit`` (config) turns with no winner the game ends, a
  declared draw (nobody wins).
- Seat 0 plays first (the shared table seats the first player at 0). 2 players: seat s
  holds two cards, the first for its first hideout of ``two_players``, the second for the
  other; 3 players: seats own the hideouts of corners 0..2, the fourth colour's card is
  nobody's and its hideout (corner 3) is the free one; 4 players: seat k owns corner k.
- The observation always holds the seat's memory (the ``memory_aid`` option is for the
  table, which draws it or not).
"""

from __future__ import annotations

import random
from typing import Any

from ...core.protocol import TERMINAL, Action, Event, GameState, IllegalAction, OptionSpec, Pass
from .actions import (
    CATCH,
    CLAIM,
    END,
    LEAVE,
    PASS,
    TABLE,
    Catch,
    CatMoved,
    ChairMoved,
    ChairTipped,
    ChairTo,
    Claim,
    ClaimStarted,
    ClaimWon,
    CoverLifted,
    CoverPut,
    CoverStayed,
    Draw,
    End,
    FreeHideoutWon,
    Lift,
    MouseCaught,
    MouseLeft,
    MouseMoved,
    MouseReturned,
    MouseTurned,
    Move,
    MoveSkipped,
    Passed,
    Put,
    Tip,
    TurnEnded,
    parse_action,
)
from .conf import (
    ALONG,
    AXIS,
    CAT_IDS,
    CAT_STARTS,
    CAT_STEPS,
    CHAIR_IDS,
    CHAIR_STARTS,
    CLAIM_SIZE,
    COLOURS,
    CONFIG,
    COVER_IDS,
    COVERS,
    DIR_INDEX,
    DIRS,
    ENTRY,
    FLOOR,
    FLOOR_AXES,
    FLOOR_STEPS,
    HIDEOUT_IDS,
    HOLE_AT,
    HOLE_IDS,
    HOLES,
    IS_FLOOR,
    IS_TABLE,
    MOUSE_IDS,
    N_CATS,
    N_CHAIRS,
    N_COVERS,
    N_LARGE,
    N_MICE,
    N_SQUARES,
    PLAYERS,
    RING,
    SMALL_MICE,
    SQ_INDEX,
    SQ_NAMES,
    STEP,
    TABLE_SQUARES,
    TURN_LIMIT,
    TWO_PLAYERS,
    UNDER_TABLE_FROM,
)
from .observation import (
    ChaosCatch,
    ChaosClaim,
    ChaosLooked,
    ChaosObservation,
    ChaosSeen,
    cat_of,
    chair_of,
    cover_of,
    hideout_of,
    mouse_of,
)
from .reach import cat_path, cat_reach, cover_paths, mouse_path, mouse_reach

# ------------------------------------------------------------------- places of a mouse
#: A mouse's place: a square 0..143, a hideout ``HIDE + corner``, or under the table.
HIDE = N_SQUARES
UNDER = N_SQUARES + 4
#: A cover's place before its first move.
ON_TABLE = -1

COVER, PLACE, MOVE, CATCH_PHASE, CHAIR, ASK, OVER = (
    "cover", "place", "move", "catch", "chair", "ask", "over")
_PHASES = (COVER, PLACE, MOVE, CATCH_PHASE, CHAIR, ASK, OVER)
#: :meth:`ChaosState.mouse_codes` on an empty kitchen: floor 3 (any way in), the rest 0;
#: an upright chair's, by the direction of its back: 1 (up or down) or 2.
_FLOOR_CODE = tuple(3 if IS_FLOOR[s] else 0 for s in range(N_SQUARES))
_CHAIR_CODE = (1, 1, 2, 2)
#: :data:`_FLOOR_CODE` and a place for each of the hideouts, under the table and the
#: table (-1, the last), which :meth:`ChaosState.mouse_codes` writes to and cuts off
_FLOOR_CODE_PADDED = _FLOOR_CODE + (0,) * (UNDER + 2 - N_SQUARES)
#: :meth:`ChaosState.cat_openings` on an empty kitchen, and the same places after it
_CAT_OPEN_PADDED = (3,) * N_SQUARES + (0,) * (UNDER + 2 - N_SQUARES)
#: A cover's :meth:`ChaosState.cover_openings` on an empty kitchen: floor 3, the rest 0.
_FLOOR_OPEN = tuple(3 if IS_FLOOR[s] else 0 for s in range(N_SQUARES))
#: Squares from which a mouse's last step may also go into a hideout or under the table.
SPECIAL = tuple(bool(ENTRY[s]) or UNDER_TABLE_FROM[s] >= 0 for s in range(N_SQUARES))
_RESUMES = ("cover", "chair", "next", "")
#: The table is one thing a cat jumps as one square (thing 0 of :meth:`ChaosState.cat_things`).
_TABLE_THING = tuple(0 if IS_TABLE[s] else -1 for s in range(N_SQUARES))
_TABLE_EXITS = tuple(dict.fromkeys(t for sq in sorted(TABLE_SQUARES) for t in CAT_STEPS[sq]
                                   if not IS_TABLE[t]))
#: :meth:`ChaosState.cat_things` with no chair tipped (the rules' searches only read it)
_TABLE_ONLY: tuple[list[int], list[tuple[int, ...]]] = (list(_TABLE_THING), [_TABLE_EXITS])
MOUSE_INDEX = {m: i for i, m in enumerate(MOUSE_IDS)}
COVER_INDEX = {c: i for i, c in enumerate(COVER_IDS)}
CAT_INDEX = {k: i for i, k in enumerate(CAT_IDS)}
CHAIR_INDEX = {h: i for i, h in enumerate(CHAIR_IDS)}
HIDEOUT_INDEX = {h: i for i, h in enumerate(HIDEOUT_IDS)}


def place_name(loc: int) -> str:
    """The notation of a mouse's place: ``e7``, ``H2`` or ``table``."""
    if loc < HIDE:
        return SQ_NAMES[loc]
    if loc < UNDER:
        return HIDEOUT_IDS[loc - HIDE]
    return TABLE


def _place_index(text: str) -> int:
    if text == TABLE:
        return UNDER
    if text in HIDEOUT_INDEX:
        return HIDE + HIDEOUT_INDEX[text]
    return SQ_INDEX.get(text, -1)


# The one action object of each kind and numbers (the legal lists reuse them).
_LIFTS = tuple(Lift(c) for c in COVER_IDS)
_PUTS = [[Put(c, SQ_NAMES[s]) for s in range(N_SQUARES)] for c in COVER_IDS]
_MOUSE_MOVES = [[Move(m, place_name(loc)) for loc in range(UNDER + 1)] for m in MOUSE_IDS]
_CAT_MOVES = [[Move(k, SQ_NAMES[s]) for s in range(N_SQUARES)] for k in CAT_IDS]
_CHAIR_MOVES = [[ChairTo(h, SQ_NAMES[s]) for s in range(N_SQUARES)] for h in CHAIR_IDS]
#: each chair's moves to every floor square, in the order of :data:`FLOOR` (filtered by
#: :meth:`ChaosState._taken_floor`)
_CHAIR_FLOOR_MOVES = [tuple(moves[s] for s in FLOOR) for moves in _CHAIR_MOVES]
#: ``FLOOR_POS[sq]``: the square's place in :data:`FLOOR`, -1 off the floor.
FLOOR_POS = tuple(FLOOR.index(s) if IS_FLOOR[s] else -1 for s in range(N_SQUARES))
#: ``_FLOOR_DIRS[sq]``: ((direction, square), ...) of the floor squares beside ``sq``,
#: in direction order (where a chair on ``sq`` may be tipped).
_FLOOR_DIRS = tuple(tuple((d, STEP[d][s]) for d in range(4) if STEP[d][s] >= 0 and IS_FLOOR[STEP[d][s]])
                    for s in range(N_SQUARES))
_TIPS = [[Tip(h, d) for d in DIRS] for h in CHAIR_IDS]
#: every action the rules can offer, by its notation: parsing what ``str`` wrote is a
#: look-up (and gives the very object the legal list holds)
_WRITTEN: dict[str, Action] = {
    str(a): a for group in (_LIFTS, *_PUTS, *_MOUSE_MOVES, *_CAT_MOVES, *_CHAIR_MOVES, *_TIPS,
                            (END, CLAIM, PASS, CATCH, LEAVE)) for a in group}


#: The kinds :meth:`ChaosState._sure_legal` checks quickly (the others: the usual way).
_QUICK_KINDS = frozenset({Lift, Put, Move, ChairTo, Tip, End, Catch})


def hideouts_of(players: int) -> tuple[tuple[int, ...], ...]:
    """Each seat's hideouts (corners), in the order its claim turns them over."""
    if players == 2:
        return (tuple(TWO_PLAYERS[0]), tuple(TWO_PLAYERS[1]))
    return tuple((seat,) for seat in range(players))


def owners(players: int) -> tuple[int, ...]:
    """The seat owning each hideout (by corner), -1 for the free one (3 players)."""
    out = [-1] * 4
    for seat, hs in enumerate(hideouts_of(players)):
        for h in hs:
            out[h] = seat
    return tuple(out)


class ChaosState(GameState):
    """A game of Chaos de souris et de fromage for 2 to 4 players."""

    game_id = "chaos"
    #: 2: cats jump the table and a tipped chair as one square, the catch is a choice
    #: (``catch`` / ``leave``), the free hideout never turns itself over. A game saved
    #: under edition 1 would not replay the same: it is refused by name.
    rules_edition = 2
    min_players, max_players = PLAYERS
    option_specs = (OptionSpec("memory_aid", *CONFIG["options"]["memory_aid"]),)
    observation_type = ChaosObservation

    # set-up --------------------------------------------------------------------------
    def _setup(self, rng: random.Random) -> None:
        """Seed 003, "Préparation": the covers shuffled onto the table; one large mouse
        in each hideout and the small ones on the squares around the table, colours
        shuffled and hidden (mice ``m0``..``m3`` large, by corner; the others small, on
        the ring in row-major order); the chairs on their squares with their cats; each
        player draws a colour card (see the module's Decisions for 2 and 3 players)."""
        n = self.num_players
        large = list(range(4))
        rng.shuffle(large)
        small = [c for c in range(4) for _ in range(SMALL_MICE)]
        rng.shuffle(small)
        self.colour: list[int] = large + small
        numbers = list(COVERS)
        rng.shuffle(numbers)
        self.number: list[int] = numbers
        cards = list(range(4))
        rng.shuffle(cards)
        self.hcolour: list[int] = [0] * 4
        if n == 2:
            order = [*TWO_PLAYERS[0], *TWO_PLAYERS[1]]
            for k, h in enumerate(order):
                self.hcolour[h] = cards[k]
        else:
            self.hcolour = cards                     # corner k: seat k's card (3: 3 free)
        self.mloc: list[int] = [HIDE + h for h in range(N_LARGE)] + list(RING[:N_MICE - N_LARGE])
        self.hideout: list[list[int]] = [[h] for h in range(4)]
        self.cover_loc: list[int] = [ON_TABLE] * N_COVERS
        self.cat_loc: list[int] = list(CAT_STARTS)
        self.chair_loc: list[int] = [sq for sq, _, _ in CHAIR_STARTS]
        self.chair_back: list[int] = [back for _, back, _ in CHAIR_STARTS]
        self.chair_tip: list[int] = [-1] * N_CHAIRS
        self.seen_mice: list[dict[int, int]] = [{} for _ in range(n)]
        self.seen_covers: list[dict[int, int]] = [{} for _ in range(n)]
        self.public_mice: dict[int, int] = {}
        self.public_hideouts: set[int] = set()
        self.claims: list[dict[str, Any]] = []
        self.phase = COVER
        self.turn = 0
        self.turns = 0
        self.lifted = -1
        self.placed = -1
        self.barred: list[int] = []
        self.claimed = False
        self.chair_done = False
        self.ask: list[int] = []
        self.catch = -1
        self.resume = ""
        self.result: list[int] = []
        self.draw = False
        self.end_reason = ""
        self._derive()

    def _derive(self) -> None:
        """The per-square tables, from the pieces' places (after a set-up or a load)."""
        n = self.num_players
        self.hideouts_of = hideouts_of(n)
        self.owner = owners(n)
        self.free = self.owner.index(-1) if -1 in self.owner else -1
        self.mouse_at = [-1] * N_SQUARES
        for m, loc in enumerate(self.mloc):
            if loc < HIDE:
                self.mouse_at[loc] = m
        self.cover_at = [-1] * N_SQUARES
        for c, loc in enumerate(self.cover_loc):
            if loc >= 0:
                self.cover_at[loc] = c
        self.cat_at = [-1] * N_SQUARES
        for k, loc in enumerate(self.cat_loc):
            self.cat_at[loc] = k
        self.chair_at = [-1] * N_SQUARES
        for h, loc in enumerate(self.chair_loc):
            self.chair_at[loc] = h
            if self.chair_tip[h] >= 0:
                self.chair_at[STEP[self.chair_tip[h]][loc]] = h
        self._fresh()

    def _fresh(self) -> None:
        """Forget what was worked out for the position before (after a change)."""
        self._ver = 0
        self._legal_ver = -1
        self._legal: list[Action] = []
        self._ends_ver = -1
        self._ends: dict[int, Any] = {}
        #: the openings phase 2's search used (mice, cats), and the position's version
        self._openings: tuple[int, list[int], list[int]] = (-1, [], [])
        self._things_ver = -1
        self._things_val: tuple[list[int], list[tuple[int, ...]]] = ([], [])

    # queries ---------------------------------------------------------------------------
    def current_player(self) -> int:
        phase = self.phase
        if phase == OVER:
            return TERMINAL
        if phase == ASK:
            return self.ask[0]
        return self.turn

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def turn_owner(self) -> int:
        return TERMINAL if self.phase == OVER else self.turn

    def answering(self) -> bool:
        """A seat given a mouse by a wrong claim is asked whether it claims, out of turn."""
        return self.phase == ASK and self.ask[0] != self.turn

    def in_window(self) -> bool:
        """A seat is being asked whether it claims (maybe the turn owner itself)."""
        return self.phase == ASK

    def window_seats(self) -> list[int]:
        return list(self.ask) if self.phase == ASK else []

    def may_claim(self, seat: int) -> bool:
        """Whether ``seat``'s hideouts hold at least four mice each, all together (public;
        2 players: eight in the two, the module's Decision)."""
        hs = self.hideouts_of[seat]
        if len(hs) == 1:
            return len(self.hideout[hs[0]]) >= CLAIM_SIZE
        return sum(len(self.hideout[h]) for h in hs) >= CLAIM_SIZE * len(hs)

    def move_number(self) -> int:
        """The number the mover uses now (the lifted or placed cover's), 0 if none."""
        c = self.lifted if self.lifted >= 0 else self.placed
        return self.number[c] if c >= 0 else 0

    def covered(self, m: int) -> bool:
        loc = self.mloc[m]
        return loc < HIDE and self.cover_at[loc] >= 0

    # movement ---------------------------------------------------------------------------
    def cover_openings(self) -> list[int]:
        """For each square, what a cover finds there: bit 1 it may pass over it (floor
        with no upright chair: mice, cats, covers and tipped chairs are passed over), bit
        0 it may end there (nothing on it, a mouse alone, or a tipped chair alone)."""
        out = list(_FLOOR_OPEN)
        for loc in self.cover_loc:
            if loc >= 0:
                out[loc] = 2
        for loc in self.cat_loc:
            out[loc] &= 2
        for h, loc in enumerate(self.chair_loc):
            if self.chair_tip[h] < 0:
                out[loc] = 0
        return out

    def cover_ends(self, c: int, n: int) -> dict[int, tuple[int, ...]]:
        """The squares cover ``c`` can be put on, exactly ``n`` steps away (each with one
        path, as square numbers): see the module's Decisions, "Cover". (The rules use
        :func:`.reach.cover_paths`: the same, faster.)"""
        opening = self.cover_openings()
        ends: dict[int, tuple[int, ...]] = {}
        path: list[int] = []

        def walk(sq: int, left: int) -> None:
            for _, t in FLOOR_STEPS[sq]:
                o = opening[t]
                if not o & 2:
                    continue
                if left == 1:
                    if o & 1 and t not in ends:
                        ends[t] = (*path, t)
                    continue
                opening[t] = 0
                path.append(t)
                walk(t, left - 1)
                path.pop()
                opening[t] = o

        start = self.cover_loc[c]
        if start == ON_TABLE:
            for r in RING:
                o = opening[r]
                if not o & 2:
                    continue
                if n == 1:
                    if o & 1:
                        ends[r] = (r,)
                    continue
                opening[r] = 0
                path.append(r)
                walk(r, n - 1)
                path.pop()
                opening[r] = o
        else:
            opening[start] = 0
            walk(start, n)
        return ends

    def mouse_openings(self) -> list[int]:
        """For each square, what a mouse finds there: -2 blocked (a mouse, a cover, a cat
        on the floor, a tipped chair), -1 free, 0 or 1 an upright chair (the axis of its
        back: 0 up-down, 1 left-right), which a mouse passes along that axis only (a cat
        sitting on it does not stop it)."""
        out = [-1] * N_SQUARES
        chair_at = self.chair_at
        for h, loc in enumerate(self.chair_loc):
            d = self.chair_tip[h]
            if d >= 0:
                out[loc] = out[STEP[d][loc]] = -2
            else:
                out[loc] = AXIS[self.chair_back[h]]
        for loc in self.cat_loc:
            if chair_at[loc] < 0:
                out[loc] = -2
        for loc in self.mloc:
            if loc < HIDE:
                out[loc] = -2
        for loc in self.cover_loc:
            if loc >= 0:
                out[loc] = -2
        return out

    def mouse_codes(self) -> list[int]:
        """:meth:`mouse_openings` as :mod:`.reach`'s searches read them: for each square,
        bit 1 a mouse may step onto it up or down, bit 2 left or right (3: free floor;
        1 or 2: an upright chair, by the axis of its back; 0: anything else)."""
        # a mouse in a hideout or under the table, a cover on the table (-1) write to
        # the places after the squares, cut off at the end: no test for each one
        out = list(_FLOOR_CODE_PADDED)
        chair_tip, chair_back = self.chair_tip, self.chair_back
        for h, loc in enumerate(self.chair_loc):
            d = chair_tip[h]
            if d >= 0:
                out[loc] = out[STEP[d][loc]] = 0
            else:
                out[loc] = _CHAIR_CODE[chair_back[h]]
        chair_at = self.chair_at
        for loc in self.cat_loc:
            if chair_at[loc] < 0:
                out[loc] = 0
        for loc in self.mloc:
            out[loc] = 0
        for loc in self.cover_loc:
            out[loc] = 0
        del out[N_SQUARES:]
        return out

    def _move_tables(self) -> tuple[list[int], list[int]]:
        """:meth:`mouse_codes` and :meth:`cat_openings` of this position, made together
        for phase 2's searches: one pass over the mice and one over the covers for both
        (the same lists: each square's last word is the one each method gives it)."""
        code = list(_FLOOR_CODE_PADDED)
        cat = list(_CAT_OPEN_PADDED)
        chair_tip, chair_back, chair_at = self.chair_tip, self.chair_back, self.chair_at
        for h, loc in enumerate(self.chair_loc):
            d = chair_tip[h]
            if d >= 0:
                code[loc] = code[STEP[d][loc]] = 0
            else:
                code[loc] = _CHAIR_CODE[chair_back[h]]
        for loc in self.mloc:
            code[loc] = 0
            if loc < HIDE and chair_at[loc] < 0:
                cat[loc] = 1
        for loc in self.cover_loc:
            code[loc] = 0
            cat[loc] = 2
        if max(chair_tip) >= 0:
            for h, loc in enumerate(self.chair_loc):
                d = chair_tip[h]
                if d >= 0:
                    cat[loc] = cat[STEP[d][loc]] = 2
        for loc in self.cat_loc:
            if chair_at[loc] < 0:
                code[loc] = 0
            cat[loc] = 0
        del code[N_SQUARES:], cat[N_SQUARES:]
        return code, cat

    def mouse_ends(self, m: int, n: int, opening: list[int] | None = None) -> dict[int, tuple[int, ...]]:
        """The places mouse ``m`` can reach in exactly ``n`` steps (squares, hideouts
        ``HIDE + corner``, ``UNDER``), each with one path (a hole entered is written
        ``-1 - hole``): see the module's Decisions, "Mouse". ``opening``:
        :meth:`mouse_openings` of this position, if already worked out (it is used as
        the walk's memory of the squares on its path, and left as it was). (The rules
        use :mod:`.reach`'s searches: the same places in the same order, faster.)"""
        start = self.mloc[m]
        if HIDE <= start < UNDER or (start < HIDE and self.cover_at[start] >= 0):
            return {}
        if opening is None:
            opening = self.mouse_openings()
        ends: dict[int, tuple[int, ...]] = {}
        holes_used = [False] * len(HOLES)
        path: list[int] = []
        from_table = start == UNDER

        def last(sq: int, axis: int, special_only: bool = False) -> None:
            """The last step from ``sq`` (``path`` ends there; ``axis``: its chair's);
            ``special_only``: into a hideout or under the table only."""
            if not special_only:
                for ax, t in (FLOOR_AXES[sq] if axis < 0 else ALONG[axis][sq]):
                    o = opening[t]
                    if (o == -1 or o == ax) and t not in ends:
                        ends[t] = (*path, t)
            for d, corner in ENTRY[sq]:
                if axis < 0 or AXIS[d] == axis:
                    loc = HIDE + corner
                    if loc not in ends:
                        ends[loc] = (*path, loc)
            d = UNDER_TABLE_FROM[sq]
            if d >= 0 and not from_table and (axis < 0 or AXIS[d] == axis) and UNDER not in ends:
                ends[UNDER] = (*path, UNDER)

        def walk(sq: int, left: int, axis: int) -> None:
            """Steps on from ``sq`` with ``left`` >= 2 steps to go."""
            for ax, t in (FLOOR_AXES[sq] if axis < 0 else ALONG[axis][sq]):
                o = opening[t]
                if o != -1 and o != ax:
                    continue
                opening[t] = -2
                path.append(t)
                if left > 2:
                    walk(t, left - 1, o)
                else:                                 # the last step, from t (inlined)
                    for ax2, u in (FLOOR_AXES[t] if o < 0 else ALONG[o][t]):
                        o2 = opening[u]
                        if (o2 == -1 or o2 == ax2) and u not in ends:
                            ends[u] = (*path, u)
                    if SPECIAL[t]:
                        last(t, o, True)
                path.pop()
                opening[t] = o
            if axis >= 0:
                return                                # a chair in front of a hole closes it
            o = HOLE_AT[sq]
            if o < 0 or holes_used[o]:
                return
            for o2, t in enumerate(HOLES):
                if o2 == o or holes_used[o2] or opening[t] != -1:
                    continue
                if left == 2:
                    if t not in ends:
                        ends[t] = (*path, -1 - o, t)
                    continue
                holes_used[o] = holes_used[o2] = True
                opening[t] = -2
                path.append(-1 - o)
                path.append(t)
                if left == 3:
                    last(t, -1)
                else:
                    walk(t, left - 2, -1)
                path.pop()
                path.pop()
                opening[t] = -1
                holes_used[o] = holes_used[o2] = False

        if from_table:
            for r in RING:
                if opening[r] != -1:
                    continue
                if n == 1:
                    ends[r] = (r,)
                    continue
                opening[r] = -2
                path.append(r)
                if n == 2:
                    last(r, -1)
                else:
                    walk(r, n - 1, -1)
                path.pop()
                opening[r] = -1
        else:
            h = self.chair_at[start]
            axis = AXIS[self.chair_back[h]] if h >= 0 else -1
            if n == 1:
                last(start, axis)
            else:
                walk(start, n, axis)                  # its square is -2 (the mouse)
        return ends

    def cat_openings(self) -> list[int]:
        """For each square, what a cat finds there: bit 1 it may pass over it (free, a
        chair, a cover, the table), bit 0 it may end there (free, an upright chair, the
        table, a visible mouse); 0: another cat."""
        out = [3] * N_SQUARES
        chair_at = self.chair_at
        for loc in self.mloc:
            if loc < HIDE and chair_at[loc] < 0:
                out[loc] = 1
        for loc in self.cover_loc:
            if loc >= 0:
                out[loc] = 2
        for h, loc in enumerate(self.chair_loc):
            d = self.chair_tip[h]
            if d >= 0:
                out[loc] = out[STEP[d][loc]] = 2
        for loc in self.cat_loc:
            out[loc] = 0
        return out

    def cat_things(self) -> tuple[list[int], list[tuple[int, ...]]]:
        """What a cat jumps as one square (seed 003: "Ces choses comptent respectivement
        comme une case"): for each square the thing it belongs to (-1: none), and each
        thing's exits (the squares beside it a cat may step onto): thing 0 is the table,
        then each tipped chair (its two squares)."""
        thing = list(_TABLE_THING)
        exits: list[tuple[int, ...]] = [_TABLE_EXITS]
        for h, loc in enumerate(self.chair_loc):
            d = self.chair_tip[h]
            if d >= 0:
                other = STEP[d][loc]
                thing[loc] = thing[other] = len(exits)
                exits.append(tuple(dict.fromkeys(
                    t for sq in (loc, other) for t in CAT_STEPS[sq] if t != loc and t != other)))
        return thing, exits

    def cat_ends(self, k: int, n: int, opening: list[int] | None = None) -> dict[int, tuple[int, ...]]:
        """The squares cat ``k`` can reach in exactly ``n`` steps, each with one path:
        see the module's Decisions, "Cat". ``opening``: :meth:`cat_openings`. A thing
        jumped (the table, a tipped chair) is one step as a whole: the path holds the
        square where the cat stepped onto it, the next step is off it on any side.
        (The rules use :mod:`.reach`'s searches: the same, faster.)"""
        if opening is None:
            opening = self.cat_openings()
        thing, exits = self._things()
        used = [False] * len(exits)
        ends: dict[int, tuple[int, ...]] = {}
        path: list[int] = []

        def walk(sq: int, left: int) -> None:
            g = thing[sq]
            for t in (CAT_STEPS[sq] if g < 0 else exits[g]):
                o = opening[t]
                h = thing[t]
                if left == 1:
                    if o & 1 and t not in ends and (h < 0 or not used[h]):
                        ends[t] = (*path, t)
                    continue
                if not o & 2:
                    continue
                path.append(t)
                if h < 0:
                    opening[t] = 0
                    walk(t, left - 1)
                    opening[t] = o
                elif not used[h]:
                    used[h] = True
                    walk(t, left - 1)
                    used[h] = False
                path.pop()

        start = self.cat_loc[k]                       # its square is 0 (a cat)
        if thing[start] >= 0:
            used[thing[start]] = True                 # a cat on the table leaves it
        walk(start, n)
        return ends

    def _things(self) -> tuple[list[int], list[tuple[int, ...]]]:
        """:meth:`cat_things`, worked out once per position, for the rules' searches,
        which only read it. With no chair tipped (most positions) it is the table alone,
        the same every time: one pair made at import is handed out (``cat_things``
        would build the very same lists)."""
        if self._things_ver != self._ver:
            things = _TABLE_ONLY if max(self.chair_tip) < 0 else self.cat_things()
            self._things_val, self._things_ver = things, self._ver
        return self._things_val

    def _move_ends(self) -> dict[int, Any]:
        """Phase 2's reachable places by piece (mice 0..15, cats ``N_MICE + k``), each
        with the action moving the piece there, without their paths (the chosen move's is
        searched for when it is made: :meth:`_path_of`); phase 1's for the lifted cover
        (``-1``), with them (:mod:`.reach`)."""
        if self._ends_ver == self._ver:
            return self._ends
        n = self.move_number()
        out: dict[int, Any] = {}
        if self.phase == MOVE and n > 0:
            opening, cat_opening = self._move_tables()
            cover_at, chair_at, chair_back = self.cover_at, self.chair_at, self.chair_back
            for m, loc in enumerate(self.mloc):
                if loc < HIDE:
                    if cover_at[loc] >= 0:
                        continue                  # under a cover
                    h = chair_at[loc]
                    axis = AXIS[chair_back[h]] if h >= 0 else -1
                elif loc < UNDER:
                    continue                      # home for good
                else:
                    axis = -1
                ends = mouse_reach(loc, axis, n, opening, _MOUSE_MOVES[m])
                if ends:
                    out[m] = ends
            thing, exits = self._things()
            for k, loc in enumerate(self.cat_loc):
                ends = cat_reach(loc, n, cat_opening, thing, exits, _CAT_MOVES[k])
                if ends:
                    out[N_MICE + k] = ends
            self._openings = (self._ver, opening, cat_opening)
        elif self.phase == PLACE:
            cover = cover_paths(self.cover_loc[self.lifted], n, self.cover_openings())
            if cover:
                out[-1] = cover
        self._ends, self._ends_ver = out, self._ver
        return out

    def chair_free(self, h: int) -> bool:
        """Chair ``h`` may be moved or tipped: no cat sits on it."""
        return self.cat_at[self.chair_loc[h]] < 0

    def chair_targets(self, h: int, free: list[int] | None = None) -> list[int]:
        """The squares chair ``h`` may be moved to (module Decisions, "Chair"); ``free``:
        :meth:`free_squares` of this position, if already worked out."""
        if not self.chair_free(h):
            return []
        if free is None:
            free = self.free_squares()
        if self.chair_tip[h] < 0:
            return free
        own = (self.chair_loc[h], STEP[self.chair_tip[h]][self.chair_loc[h]])
        return sorted(free + [s for s in own if self.cover_at[s] < 0])

    def _taken_floor(self) -> list[int]:
        """The places in :data:`FLOOR` of the floor squares :meth:`free_squares` leaves
        out (a cover, a cat or a chair on them), last first: the legal list takes a
        chair's moves to every floor square and deletes these (fewer than 20 of some
        120: quicker than choosing the others one by one)."""
        # a cover still on the table (ON_TABLE, -1) reads FLOOR_POS[-1], the last square's:
        # a corner of a hideout (every level has the four), -1 as well
        at = FLOOR_POS.__getitem__
        taken = {*map(at, self.cover_loc), *map(at, self.cat_loc), *map(at, self.chair_loc)}
        chair_tip = self.chair_tip
        if max(chair_tip) >= 0:                       # a chair lies on a second square
            for h, loc in enumerate(self.chair_loc):
                d = chair_tip[h]
                if d >= 0:
                    taken.add(FLOOR_POS[STEP[d][loc]])
        taken.discard(-1)                             # off the floor (the table)
        return sorted(taken, reverse=True)

    def free_squares(self) -> list[int]:
        """Floor squares with no cover, cat or chair (a mouse alone there is allowed):
        where a chair may be moved."""
        cover_at, cat_at, chair_at = self.cover_at, self.cat_at, self.chair_at
        return [s for s in FLOOR if cover_at[s] < 0 and cat_at[s] < 0 and chair_at[s] < 0]

    def tip_directions(self, h: int) -> list[int]:
        """The directions chair ``h`` may be tipped towards."""
        sq = self.chair_loc[h]
        mouse_at = self.mouse_at
        if self.chair_tip[h] >= 0 or not self.chair_free(h) or mouse_at[sq] >= 0:
            return []
        cat_at, chair_at = self.cat_at, self.chair_at
        return [d for d, t in _FLOOR_DIRS[sq] if mouse_at[t] < 0 and cat_at[t] < 0 and chair_at[t] < 0]

    # legal actions ------------------------------------------------------------------------
    def _legal_now(self) -> list[Action]:
        if self._legal_ver != self._ver:
            self._legal = self._compute_legal()
            self._legal_ver = self._ver
        return self._legal

    def legal_actions(self) -> list[Action]:
        """:meth:`GameState.legal_actions` without the detour (no chance node here)."""
        if self.phase == OVER:
            return []
        legal = self._compute_legal()
        self._offered, self._offered_at = legal, len(self.history)
        return legal

    def _player_actions(self) -> list[Action]:
        """A fresh list (what :meth:`_legal_now` keeps is for the rules' own checks; the
        searches behind both are kept for the position: :meth:`_move_ends`)."""
        return self._compute_legal()

    def _claim_offered(self) -> bool:
        """The turn owner may claim now: at the start of its turn or in phase 3, once a
        turn, with four mice (or more) in its hideout (2 players: eight in its two)."""
        if self.claimed or not self.may_claim(self.turn):
            return False
        if self.phase == COVER:
            return not self.barred and self.lifted < 0
        return self.phase == CHAIR

    def _compute_legal(self) -> list[Action]:
        phase = self.phase
        out: list[Action] = []
        if phase == COVER:
            barred = self.barred
            out = [_LIFTS[c] for c in range(N_COVERS) if c not in barred] if barred else list(_LIFTS)
            if self._claim_offered():
                out.append(CLAIM)
        elif phase == PLACE:
            puts = _PUTS[self.lifted]
            out = list(map(puts.__getitem__, self._move_ends().get(-1, ())))
        elif phase == MOVE:
            for ends in self._move_ends().values():   # each place found: its Move
                out += ends.values()
        elif phase == CHAIR:
            if not self.chair_done:
                taken = self._taken_floor()
                cat_at, mouse_at, chair_at, chair_tip = self.cat_at, self.mouse_at, self.chair_at, self.chair_tip
                for h, loc in enumerate(self.chair_loc):
                    if cat_at[loc] >= 0:
                        continue                          # a cat sits on it
                    if chair_tip[h] < 0:                  # upright: every free floor square
                        to_any: list[Action] = list(_CHAIR_FLOOR_MOVES[h])
                        for p in taken:
                            del to_any[p]
                        out += to_any
                        if mouse_at[loc] < 0:             # tip_directions(h), written out
                            tips = _TIPS[h]
                            for d, t in _FLOOR_DIRS[loc]:
                                if mouse_at[t] < 0 and cat_at[t] < 0 and chair_at[t] < 0:
                                    out.append(tips[d])
                    else:
                        out.extend(map(_CHAIR_MOVES[h].__getitem__, self.chair_targets(h)))
            out.append(END)
            if self._claim_offered():
                out.append(CLAIM)
        elif phase == CATCH_PHASE:
            out = [CATCH, LEAVE]
        elif phase == ASK:
            out = [CLAIM, PASS]
        return out

    def _why_not(self, action: Action) -> str:
        """Why ``action`` is refused, in plain words."""
        phase = self.phase
        if isinstance(action, Lift):
            if action.cover not in COVER_INDEX:
                return f"there is no cover '{action.cover}'"
            if phase != COVER:
                return "a cover is lifted only at the start of the turn (phase 1)"
            return f"cover {action.cover} could not move this turn: lift another one"
        if isinstance(action, Put):
            if phase != PLACE:
                return "no cover is lifted: lift one first"
            if action.cover != COVER_IDS[self.lifted]:
                return f"the cover in hand is {COVER_IDS[self.lifted]}, not {action.cover}"
            return (f"cover {action.cover} cannot be put on {action.to}: a cover moves exactly its "
                    "number of steps, not under furniture nor into a hideout, onto a free "
                    "square or a mouse")
        if isinstance(action, Move):
            if phase != MOVE:
                return "a mouse or a cat moves in phase 2, after the cover is put down"
            piece = action.piece
            if piece not in MOUSE_INDEX and piece not in CAT_INDEX:
                return f"there is no mouse or cat '{piece}'"
            if piece in MOUSE_INDEX:
                m = MOUSE_INDEX[piece]
                if HIDE <= self.mloc[m] < UNDER:
                    return f"mouse {piece} is in a hideout: it never leaves it again"
                if self.covered(m):
                    return f"mouse {piece} is under a cover: it cannot move until the cover is lifted"
                return (f"mouse {piece} cannot reach {action.to} in exactly the number of steps: "
                        "free squares only, through a chair front to back, into a hideout or "
                        "under the table as the last step")
            return (f"cat {piece} cannot reach {action.to} in exactly the number of steps: not over "
                    "mice nor other cats, never ending on a cover, a tipped chair or in a hideout")
        if isinstance(action, (ChairTo, Tip)):
            if phase != CHAIR:
                return "a chair is moved or tipped in phase 3, after the mouse or cat"
            if self.chair_done:
                return "a chair was already moved or tipped this turn (move or tip, not both)"
            h = CHAIR_INDEX.get(action.chair, -1)
            if h < 0:
                return f"there is no chair '{action.chair}'"
            if not self.chair_free(h):
                return f"a cat sits on chair {action.chair}: it cannot be moved or tipped"
            if isinstance(action, Tip):
                if self.chair_tip[h] >= 0:
                    return f"chair {action.chair} is already tipped over"
                if self.mouse_at[self.chair_loc[h]] >= 0:
                    return f"a mouse is under chair {action.chair}: it cannot be tipped"
                return (f"chair {action.chair} cannot fall {action.direction}: the next square "
                        "must be floor with no mouse, cat or chair")
            return (f"chair {action.chair} cannot go to {action.to}: a chair goes on a free floor "
                    "square or on a mouse alone")
        if isinstance(action, End):
            if phase == CATCH_PHASE:
                return "first say whether the mouse the cat landed on goes under the table (catch or leave)"
            return "the turn ends after the cover and the mouse or cat (phase 3)"
        if isinstance(action, Catch):
            return f"'{action}' answers a cat ending on a mouse, right after that move; there is none now"
        if isinstance(action, Claim):
            if phase == OVER:
                return "the game is over"
            return ("a claim needs four mice in one's hideout (eight in one's two), at the start of one's turn, "
                    "at its end, or when a wrong claim gave one a mouse; once a turn")
        if isinstance(action, Pass):
            return "nobody is asked whether they claim now: there is nothing to pass"
        return f"'{action}' is not an action of this game"

    # moves ---------------------------------------------------------------------------------
    def apply(self, action: Action | str) -> list[Event]:
        """:meth:`GameState.apply`, with a quicker check of the actions of this game's
        kinds: :meth:`_sure_legal` looks the move up in what the legal list is made of
        (the position's search, the free squares...) instead of going through the list
        (a chair phase offers some 420 actions). What it does not vouch for is checked
        the usual way; it never vouches for an action the legal list does not hold (a
        test checks it on every action at every position of random games)."""
        if type(action) in _QUICK_KINDS and self._sure_legal(action):      # type: ignore[arg-type]
            events = self._apply(action)                                    # type: ignore[arg-type]
            self.history.append(action)                                     # type: ignore[arg-type]
            return events
        return super().apply(action)

    def _sure_legal(self, action: Action) -> bool:
        """Whether ``action`` (a Lift, Put, Move, ChairTo, Tip, End or Catch) is one the
        legal list holds now, by the same facts :meth:`_compute_legal` makes it of."""
        kind = type(action)
        phase = self.phase
        if kind is Move:
            if phase != MOVE:
                return False
            piece = action.piece                                    # type: ignore[attr-defined]
            index = MOUSE_INDEX.get(piece, -1)
            if index < 0:
                k = CAT_INDEX.get(piece, -1)
                if k < 0:
                    return False
                index = N_MICE + k
            return _place_index(action.to) in self._move_ends().get(index, ())  # type: ignore[attr-defined]
        if kind is ChairTo or kind is Tip:
            if phase != CHAIR or self.chair_done:
                return False
            h = CHAIR_INDEX.get(action.chair, -1)                   # type: ignore[attr-defined]
            if h < 0 or not self.chair_free(h):
                return False
            if kind is Tip:
                return DIR_INDEX.get(action.direction, -1) in self.tip_directions(h)  # type: ignore[attr-defined]
            to = SQ_INDEX.get(action.to, -1)                        # type: ignore[attr-defined]
            if to < 0 or not IS_FLOOR[to] or self.cover_at[to] >= 0 or self.cat_at[to] >= 0:
                return False
            holder = self.chair_at[to]
            return holder < 0 or (holder == h and self.chair_tip[h] >= 0)   # its own lying squares
        if kind is Lift:
            c = COVER_INDEX.get(action.cover, -1)                   # type: ignore[attr-defined]
            return phase == COVER and c >= 0 and c not in self.barred
        if kind is Put:
            return (phase == PLACE and action.cover == COVER_IDS[self.lifted]  # type: ignore[attr-defined]
                    and SQ_INDEX.get(action.to, -1) in self._move_ends().get(-1, ()))  # type: ignore[attr-defined]
        if kind is End:
            return phase == CHAIR
        return kind is Catch and phase == CATCH_PHASE

    def _apply(self, action: Action) -> list[Event]:
        kind = type(action)
        ends = self._move_ends() if kind is Put else {}
        if kind is Move:
            ends = self._path_of(action)                            # type: ignore[arg-type]
        self._ver += 1
        if kind is Lift:
            return self._lift(COVER_INDEX[action.cover])            # type: ignore[attr-defined]
        if kind is Put:
            return self._put(SQ_INDEX[action.to], ends)             # type: ignore[attr-defined]
        if kind is Move:
            return self._move(action, ends)                         # type: ignore[arg-type]
        if kind is ChairTo:
            return self._chair_to(CHAIR_INDEX[action.chair], SQ_INDEX[action.to])  # type: ignore[attr-defined]
        if kind is Tip:
            return self._tip(CHAIR_INDEX[action.chair], DIR_INDEX[action.direction])  # type: ignore[attr-defined]
        if kind is End:
            return self._end_turn()
        if kind is Catch:
            return self._catch(action.send)                         # type: ignore[attr-defined]
        if kind is Claim:
            return self._claim_action()
        if kind is Pass:
            seat = self.ask.pop(0)
            return [Passed(seat), *self._after_window()]
        raise IllegalAction(f"'{action}' is not an action of this game")

    def _path_of(self, action: Move) -> dict[int, dict[int, tuple[int, ...]]]:
        """The path of the chosen mouse or cat move (searched for that piece and place
        alone, as the whole search would have found it: :func:`.reach.mouse_path`,
        :func:`.reach.cat_path`): ``{piece: {to: path}}``."""
        n = self.move_number()
        piece = action.piece
        to = _place_index(action.to)
        kept = self._openings[0] == self._ver             # the search's openings still hold
        if piece in MOUSE_INDEX:
            m = MOUSE_INDEX[piece]
            loc = self.mloc[m]
            h = self.chair_at[loc] if loc < HIDE else -1
            axis = AXIS[self.chair_back[h]] if h >= 0 else -1
            opening = self._openings[1] if kept else self.mouse_codes()
            return {m: {to: mouse_path(loc, axis, n, opening, to)}}
        k = CAT_INDEX[piece]
        thing, exits = self._things()
        opening = self._openings[2] if kept else self.cat_openings()
        return {N_MICE + k: {to: cat_path(self.cat_loc[k], n, opening, thing, exits, to)}}

    def _see_mouse(self, seat: int, m: int) -> str:
        self.seen_mice[seat][m] = self.turns
        return COLOURS[self.colour[m]]

    def _lift(self, c: int) -> list[Event]:
        """Phase 1: the mover sees the number, and the colour of a mouse under the cover;
        a cover that cannot move its number stays (barred this turn)."""
        seat = self.turn
        self.seen_covers[seat][c] = self.turns
        loc = self.cover_loc[c]
        m = self.mouse_at[loc] if loc >= 0 else -1
        colour = self._see_mouse(seat, m) if m >= 0 else None
        events: list[Event] = [CoverLifted(seat, COVER_IDS[c], self.number[c],
                                           MOUSE_IDS[m] if m >= 0 else None, colour)]
        self.lifted = c
        self.phase = PLACE
        if self._move_ends():
            return events
        self.lifted = -1
        self.phase = COVER
        self.barred.append(c)
        self._ver += 1
        events.append(CoverStayed(COVER_IDS[c]))
        if len(self.barred) == N_COVERS:
            self.phase = CHAIR
            events.append(MoveSkipped(seat))
        return events

    def _put(self, to: int, ends: dict[int, dict[int, tuple[int, ...]]]) -> list[Event]:
        c = self.lifted
        seat = self.turn
        path = ends[-1][to]
        frm = self.cover_loc[c]
        if frm >= 0:
            self.cover_at[frm] = -1
        self.cover_loc[c] = to
        self.cover_at[to] = c
        m = self.mouse_at[to]
        colour = self._see_mouse(seat, m) if m >= 0 else None
        self.lifted, self.placed = -1, c
        self.phase = MOVE
        events: list[Event] = [CoverPut(seat, COVER_IDS[c], SQ_NAMES[frm] if frm >= 0 else TABLE,
                                        SQ_NAMES[to], tuple(map(SQ_NAMES.__getitem__, path)),
                                        MOUSE_IDS[m] if m >= 0 else None, colour)]
        if not self._move_ends():
            self.phase = CHAIR
            self._ver += 1
            events.append(MoveSkipped(seat))
        return events

    def _move(self, action: Move, ends: dict[int, dict[int, tuple[int, ...]]]) -> list[Event]:
        seat = self.turn
        to = _place_index(action.to)
        events: list[Event] = []
        if action.piece in MOUSE_INDEX:
            m = MOUSE_INDEX[action.piece]
            path = ends[m][to]
            frm = self.mloc[m]
            if frm < HIDE:
                self.mouse_at[frm] = -1
            self.mloc[m] = to
            if to < HIDE:
                self.mouse_at[to] = m
            elif to < UNDER:
                self.hideout[to - HIDE].append(m)
            events.append(MouseMoved(seat, action.piece, place_name(frm), action.to,
                                     tuple(map(_step_name, path))))
            self.phase = CHAIR
            if to - HIDE == self.free and self.free >= 0:
                events += self._free_check()
            return events
        k = CAT_INDEX[action.piece]
        path = ends[N_MICE + k][to]
        frm = self.cat_loc[k]
        self.cat_at[frm] = -1
        self.cat_loc[k] = to
        self.cat_at[to] = k
        events.append(CatMoved(seat, action.piece, SQ_NAMES[frm], action.to,
                               tuple(map(SQ_NAMES.__getitem__, path))))
        m = self.mouse_at[to]
        if m >= 0 and self.cover_at[to] < 0 and self.chair_at[to] < 0:
            self.catch = m                        # the mover chooses: catch or leave
            self.phase = CATCH_PHASE
            return events
        self.phase = CHAIR
        return events

    def _catch(self, send: bool) -> list[Event]:
        """The mover's choice after its cat ended on a mouse: under the table, or left
        under the cat; then phase 3."""
        m, self.catch = self.catch, -1
        at = self.mloc[m]
        self.phase = CHAIR
        if not send:
            return [MouseLeft(self.turn, MOUSE_IDS[m], SQ_NAMES[at])]
        self.mouse_at[at] = -1
        self.mloc[m] = UNDER
        return [MouseCaught(MOUSE_IDS[m], SQ_NAMES[at], self.turn)]

    def _chair_to(self, h: int, to: int) -> list[Event]:
        frm = self.chair_loc[h]
        tipped = self.chair_tip[h]
        self.chair_at[frm] = -1
        if tipped >= 0:
            self.chair_at[STEP[tipped][frm]] = -1
        self.chair_tip[h] = -1
        self.chair_loc[h] = to
        self.chair_at[to] = h
        self.chair_done = True
        return [ChairMoved(CHAIR_IDS[h], SQ_NAMES[frm], SQ_NAMES[to])]

    def _tip(self, h: int, d: int) -> list[Event]:
        sq = self.chair_loc[h]
        onto = STEP[d][sq]
        self.chair_tip[h] = d
        self.chair_at[onto] = h
        self.chair_done = True
        return [ChairTipped(CHAIR_IDS[h], DIRS[d], SQ_NAMES[sq], SQ_NAMES[onto])]

    def _end_turn(self) -> list[Event]:
        """The turn is over; after ``turn_limit`` turns with no winner, a declared draw."""
        seat = self.turn
        events: list[Event] = [TurnEnded(seat)]
        self.turns += 1
        if self.turns >= TURN_LIMIT:
            self._finish([], "turn_limit")
            self.draw = True
            return [*events, Draw(self.turns)]
        self.turn = (seat + 1) % self.num_players
        self.phase = COVER
        self.lifted = self.placed = -1
        self.barred = []
        self.claimed = False
        self.chair_done = False
        self.catch = -1
        self.resume = ""
        return events

    def _finish(self, winners: list[int], reason: str) -> None:
        self.phase = OVER
        self.ask = []
        self.resume = ""
        self.result = list(winners)
        self.end_reason = reason

    # claims ----------------------------------------------------------------------------------
    def _claim_action(self) -> list[Event]:
        if self.phase == ASK:
            seat = self.ask.pop(0)
        else:
            seat = self.turn
            self.claimed = True
            self.resume = "cover" if self.phase == COVER else "next"
        events = self._claim(seat)
        if self.phase == OVER:
            return events
        return events + self._after_window()

    def _claim(self, seat: int) -> list[Event]:
        """RULES.md 3, "End": the claimer's card(s) shown, its mice turned over one by one
        (in the order they arrived, hideout by hideout); all right wins, the first of an
        opponent's colour goes home and turning stops; 2 players, one of the claimer's
        other colour goes over into their other hideout and turning goes on (the
        module's Decision)."""
        hs = self.hideouts_of[seat]
        colours = tuple(COLOURS[self.hcolour[h]] for h in hs)
        self.public_hideouts.update(hs)
        events: list[Event] = [ClaimStarted(seat, colours, tuple(HIDEOUT_IDS[h] for h in hs))]
        record: dict[str, Any] = {"seat": seat, "turn": self.turns, "colours": list(colours),
                                  "turned": [], "returned": None, "won": False, "across": []}
        self.claims.append(record)
        turned: set[int] = set()
        for h in hs:
            for m in list(self.hideout[h]):
                if m in turned:
                    continue
                turned.add(m)
                events.append(self._turn_over(m, h, record))
                colour = self.colour[m]
                if colour == self.hcolour[h]:
                    continue
                other = next((g for g in hs if self.hcolour[g] == colour), -1)
                if other < 0:
                    return events + self._send_home(m, h, record)
                self.hideout[h].remove(m)
                self.hideout[other].append(m)
                self.mloc[m] = HIDE + other
                record["across"].append([MOUSE_IDS[m], COLOURS[colour], HIDEOUT_IDS[other]])
                events.append(MouseReturned(MOUSE_IDS[m], COLOURS[colour], HIDEOUT_IDS[other], seat))
        record["won"] = True
        self._finish([seat], "claim")
        events.append(ClaimWon(seat))
        return events

    def _turn_over(self, m: int, h: int, record: dict[str, Any]) -> MouseTurned:
        self.public_mice[m] = self.turns
        colour = COLOURS[self.colour[m]]
        record["turned"].append([MOUSE_IDS[m], colour])
        return MouseTurned(MOUSE_IDS[m], colour, HIDEOUT_IDS[h])

    def _send_home(self, m: int, h: int, record: dict[str, Any]) -> list[Event]:
        """The first wrong mouse goes into the hideout of its colour; its owner shows
        their card and is asked whether they claim (the free hideout checks itself)."""
        colour = self.colour[m]
        target = self.hcolour.index(colour)
        self.hideout[h].remove(m)
        self.hideout[target].append(m)
        self.mloc[m] = HIDE + target
        self.public_hideouts.add(target)
        owner = self.owner[target]
        record["returned"] = [MOUSE_IDS[m], COLOURS[colour], HIDEOUT_IDS[target], owner]
        events: list[Event] = [MouseReturned(MOUSE_IDS[m], COLOURS[colour], HIDEOUT_IDS[target], owner)]
        if owner < 0:
            return events + self._free_check()
        if self.may_claim(owner) and owner not in self.ask:
            self.ask.append(owner)
        return events

    def _free_check(self) -> list[Event]:
        """3 players: the free hideout holding the four mice of the fourth colour ends
        the game, nobody wins; they are turned over for all to see. Otherwise nothing
        happens and nothing is shown (module Decisions, "Free hideout")."""
        free = self.free
        if free < 0 or self.phase == OVER or not self._free_complete():
            return []
        record: dict[str, Any] = {"seat": None, "turn": self.turns,
                                  "colours": [COLOURS[self.hcolour[free]]],
                                  "turned": [], "returned": None, "won": True}
        self.claims.append(record)
        want = self.hcolour[free]
        events: list[Event] = [self._turn_over(m, free, record)
                               for m in self.hideout[free] if self.colour[m] == want]
        self.public_hideouts.add(free)
        self._finish([], "free_hideout")
        events.append(FreeHideoutWon(HIDEOUT_IDS[free]))
        return events

    def _free_complete(self, extra: int = -1) -> bool:
        """Whether the free hideout holds every mouse of the colour nobody plays (with
        mouse ``extra`` counted in, as if it had arrived)."""
        free = self.free
        want = self.hcolour[free]
        inside = set(self.hideout[free])
        if extra >= 0:
            inside.add(extra)
        return sum(1 for m in inside if self.colour[m] == want) == CLAIM_SIZE

    def _after_window(self) -> list[Event]:
        """Ask the next seat given a mouse, or go on with the turn (after a claim at its
        start: phase 1; after a mouse into the free hideout: phase 3; after a claim at its
        end: the next player's turn)."""
        if self.phase == OVER:
            return []
        if self.ask:
            self.phase = ASK
            return []
        resume, self.resume = self.resume, ""
        if resume == "next":
            return self._end_turn()
        self.phase = COVER if resume == "cover" else CHAIR
        return []

    # results -----------------------------------------------------------------------------------
    def scores(self) -> list[float]:
        """1 for the winner once the game is over, 0 for the others (a draw: all 0)."""
        return [1.0 if p in self.result else 0.0 for p in range(self.num_players)]

    def winners(self) -> list[int]:
        return list(self.result)

    def rank_key(self, player: int) -> tuple:
        """Winners first; then the mice of one's colour in one's hideout(s), once the game
        is over (hidden before: all equal)."""
        if self.phase != OVER:
            return (False, 0)
        right = sum(1 for h in self.hideouts_of[player] for m in self.hideout[h]
                    if self.colour[m] == self.hcolour[h])
        return (player in self.result, right)

    def is_reveal(self, action: Action) -> bool:
        """A lift (a number, maybe a colour), a cover put on a mouse (its colour), a claim
        and a mouse into the free hideout (colours turned over) show something new: undo
        stops there."""
        kind = type(action)
        if kind is Lift or kind is Claim:
            return True
        if kind is Put:
            to = SQ_INDEX.get(action.to, -1)                  # type: ignore[attr-defined]
            return to >= 0 and self.mouse_at[to] >= 0
        if kind is Move and self.free >= 0 and action.to == HIDEOUT_IDS[self.free]:  # type: ignore[attr-defined]
            m = MOUSE_INDEX.get(action.piece, -1)             # type: ignore[attr-defined]
            return m >= 0 and self._free_complete(m)
        return False

    # information ---------------------------------------------------------------------------------
    def knows_mouse(self, player: int | None, m: int) -> int | None:
        """The last turn ``player`` saw mouse ``m``'s colour (or it was shown to all)."""
        turn = self.public_mice.get(m)
        if player is not None and 0 <= player < self.num_players:
            mine = self.seen_mice[player].get(m)
            if mine is not None and (turn is None or mine > turn):
                turn = mine
        return turn

    def knows_hideout(self, player: int | None, h: int) -> bool:
        """Whether ``player`` knows the colour hideout ``h`` wants (own card, or shown)."""
        if h in self.public_hideouts:
            return True
        return player is not None and 0 <= player < self.num_players and self.owner[h] == player

    def observation(self, player: int | None) -> ChaosObservation:
        """The kitchen, open to all (where every piece is, which mice are covered, the
        chairs' backs and tips, whose turn and which phase, the covers tried this turn,
        who looked at what, every claim), plus what ``player`` knows: their card(s), the
        numbers and colours they saw (with the turn they saw them) and those a claim
        showed; never another seat's card or what only another seat saw. ``number`` is
        the number in use this turn, for the mover only."""
        seat_ok = player is not None and 0 <= player < self.num_players
        mover = seat_ok and player == self.turn and self.phase in (PLACE, MOVE, CHAIR, ASK)
        number = self.move_number() if mover and (self.lifted >= 0 or self.placed >= 0) else None
        seen_mice: dict[str, tuple[str, int]] = {}
        mice = []
        for m in range(N_MICE):
            when = self.knows_mouse(player, m)
            colour = COLOURS[self.colour[m]] if when is not None else None
            if colour is not None and when is not None:
                seen_mice[MOUSE_IDS[m]] = (colour, when)
            # id, size, at, covered, colour
            mice.append(mouse_of(MOUSE_IDS[m], "large" if m < N_LARGE else "small",
                                 place_name(self.mloc[m]), self.covered(m), colour))
        seen_covers: dict[str, tuple[int, int]] = {}
        covers = []
        mine = self.seen_covers[player] if seat_ok else {}     # type: ignore[index]
        for c in range(N_COVERS):
            known = self.number[c] if c in mine else None
            if known is not None:
                seen_covers[COVER_IDS[c]] = (known, mine[c])
            loc = self.cover_loc[c]
            # id, at, number
            covers.append(cover_of(COVER_IDS[c], SQ_NAMES[loc] if loc >= 0 else TABLE, known))
        cats = []
        for k in range(N_CATS):
            loc = self.cat_loc[k]
            h = self.chair_at[loc]
            on_chair = h >= 0 and self.chair_tip[h] < 0
            # id, at, square
            cats.append(cat_of(CAT_IDS[k], CHAIR_IDS[h] if on_chair else SQ_NAMES[loc],
                               SQ_NAMES[loc]))
        chairs = []
        for h in range(N_CHAIRS):
            loc, tipped = self.chair_loc[h], self.chair_tip[h]
            # id, at, back, tipped, onto, cat
            chairs.append(chair_of(CHAIR_IDS[h], SQ_NAMES[loc], DIRS[self.chair_back[h]],
                                   DIRS[tipped] if tipped >= 0 else None,
                                   SQ_NAMES[STEP[tipped][loc]] if tipped >= 0 else None,
                                   CAT_IDS[self.cat_at[loc]] if self.cat_at[loc] >= 0 else None))
        cards: dict[str, tuple[str, ...]] = {}
        for seat, hs in enumerate(self.hideouts_of):
            known_cards = tuple([COLOURS[self.hcolour[h]] for h in hs if self.knows_hideout(player, h)])
            if known_cards:
                cards[str(seat)] = known_cards
        hideouts = {}
        for h in range(4):
            owner = self.owner[h]
            hideouts[HIDEOUT_IDS[h]] = hideout_of(          # seat, colour, mice
                owner if owner >= 0 else None,
                COLOURS[self.hcolour[h]] if self.knows_hideout(player, h) else None,
                tuple([MOUSE_IDS[m] for m in self.hideout[h]]))
        looked_mice: dict[str, list[int]] = {}
        looked_covers: dict[str, list[int]] = {}
        for seat in range(self.num_players):
            for m in sorted(self.seen_mice[seat]):
                looked_mice.setdefault(MOUSE_IDS[m], []).append(seat)
            for c in sorted(self.seen_covers[seat]):
                looked_covers.setdefault(COVER_IDS[c], []).append(seat)
        return ChaosObservation(
            game=self.game_id,
            seat=player,
            players=self.num_players,
            turn=self.turns,
            turn_limit=TURN_LIMIT,
            phase=self.phase,
            to_play=self.current_player(),
            turn_owner=self.turn_owner(),
            answering=self.answering(),
            asking=tuple(self.ask),
            catch=(ChaosCatch(mouse=MOUSE_IDS[self.catch], at=SQ_NAMES[self.mloc[self.catch]])
                   if self.phase == CATCH_PHASE and self.catch >= 0 else None),
            number=number,
            lifted=COVER_IDS[self.lifted] if self.lifted >= 0 else None,
            placed=COVER_IDS[self.placed] if self.placed >= 0 else None,
            barred=tuple([COVER_IDS[c] for c in self.barred]),
            claimed=self.claimed,
            chair_done=self.chair_done,
            claim_size=CLAIM_SIZE,
            colours=COLOURS,
            mice=tuple(mice),
            covers=tuple(covers),
            cats=tuple(cats),
            chairs=tuple(chairs),
            holes=_HOLE_SQUARES,
            cards=cards,
            hideouts=hideouts,
            free_hideout=HIDEOUT_IDS[self.free] if self.free >= 0 else None,
            seen=ChaosSeen(mice=seen_mice, covers=seen_covers),
            looked=ChaosLooked(mice={k: tuple(v) for k, v in looked_mice.items()},
                               covers={k: tuple(v) for k, v in looked_covers.items()}),
            claims=tuple([ChaosClaim.of(r) for r in self.claims]),
            winners=tuple(self.result),
            draw=self.draw or (self.phase == OVER and not self.result),
            end_reason=self.end_reason,
            memory_aid=bool(self.options["memory_aid"]),
        )

    def determinize(self, player: int, rng: random.Random) -> ChaosState:
        """A copy with every fact hidden from ``player`` drawn again, consistent with what
        ``player`` knows: the colours of the mice they have not seen (large among the
        large colours left, small among the small), the numbers of the covers they have
        not seen, the cards they have not seen. While another seat holds a cover in hand
        or moves by its number, the numbers are drawn again until that seat still has a
        legal move (at most a few dozen tries; then the true numbers are kept)."""
        new = self.clone()
        if not 0 <= player < self.num_players:
            return new
        for group in (range(N_LARGE), range(N_LARGE, N_MICE)):
            hidden = [m for m in group if self.knows_mouse(player, m) is None]
            pool = [self.colour[m] for m in hidden]
            rng.shuffle(pool)
            for m, c in zip(hidden, pool):
                new.colour[m] = c
        hidden_h = [h for h in range(4) if not self.knows_hideout(player, h)]
        pool = [self.hcolour[h] for h in hidden_h]
        rng.shuffle(pool)
        for h, c in zip(hidden_h, pool):
            new.hcolour[h] = c
        hidden_c = [c for c in range(N_COVERS) if c not in self.seen_covers[player]]
        numbers = [self.number[c] for c in hidden_c]
        in_use = self.lifted if self.lifted >= 0 else self.placed
        check = self.phase in (PLACE, MOVE) and in_use in hidden_c
        for _ in range(40 if check else 1):
            rng.shuffle(numbers)
            for c, k in zip(hidden_c, numbers):
                new.number[c] = k
            new._fresh()
            if not check or new._legal_now():
                return new
        new.number = list(self.number)
        new._fresh()
        return new

    # notation and persistence --------------------------------------------------------------------
    def parse_action(self, text: str) -> Action:
        return _WRITTEN.get(text) or parse_action(text)

    def _state_dict(self) -> dict[str, Any]:
        return {
            "colour": list(self.colour), "number": list(self.number), "hcolour": list(self.hcolour),
            "mloc": list(self.mloc), "hideout": [list(h) for h in self.hideout],
            "cover_loc": list(self.cover_loc), "cat_loc": list(self.cat_loc),
            "chair_loc": list(self.chair_loc), "chair_back": list(self.chair_back),
            "chair_tip": list(self.chair_tip),
            "seen_mice": [[[m, t] for m, t in sorted(s.items())] for s in self.seen_mice],
            "seen_covers": [[[c, t] for c, t in sorted(s.items())] for s in self.seen_covers],
            "public_mice": [[m, t] for m, t in sorted(self.public_mice.items())],
            "public_hideouts": sorted(self.public_hideouts),
            "claims": [_copy_record(r) for r in self.claims],
            "phase": self.phase, "turn": self.turn, "turns": self.turns,
            "lifted": self.lifted, "placed": self.placed, "barred": list(self.barred),
            "claimed": self.claimed, "chair_done": self.chair_done,
            "ask": list(self.ask), "resume": self.resume, "catch": self.catch,
            "result": list(self.result), "draw": self.draw, "end_reason": self.end_reason,
        }

    def _load_state_dict(self, data: dict[str, Any]) -> None:
        """Restore :meth:`_state_dict`'s data, checked enough that a damaged save is
        refused (ValueError) rather than played."""
        n = self.num_players

        def ints(key: str, size: int, low: int, high: int) -> list[int]:
            values = [int(v) for v in data[key]]
            if len(values) != size or not all(low <= v <= high for v in values):
                raise ValueError(f"the saved {key} do not fit this game")
            return values

        self.colour = ints("colour", N_MICE, 0, 3)
        self.number = ints("number", N_COVERS, 1, 6)
        self.hcolour = ints("hcolour", 4, 0, 3)
        if sorted(self.hcolour) != [0, 1, 2, 3] or sorted(self.number) != sorted(COVERS):
            raise ValueError("the saved cards or covers do not fit this game")
        self.mloc = ints("mloc", N_MICE, 0, UNDER)
        self.hideout = [[int(m) for m in h] for h in data["hideout"]]
        if len(self.hideout) != 4 or sorted(m for h in self.hideout for m in h) != sorted(
                m for m, loc in enumerate(self.mloc) if HIDE <= loc < UNDER):
            raise ValueError("the saved hideouts do not fit the mice")
        self.cover_loc = ints("cover_loc", N_COVERS, ON_TABLE, N_SQUARES - 1)
        self.cat_loc = ints("cat_loc", N_CATS, 0, N_SQUARES - 1)
        self.chair_loc = ints("chair_loc", N_CHAIRS, 0, N_SQUARES - 1)
        self.chair_back = ints("chair_back", N_CHAIRS, 0, 3)
        self.chair_tip = ints("chair_tip", N_CHAIRS, -1, 3)
        self.seen_mice = [{int(m): int(t) for m, t in s} for s in data["seen_mice"]]
        self.seen_covers = [{int(c): int(t) for c, t in s} for s in data["seen_covers"]]
        if len(self.seen_mice) != n or len(self.seen_covers) != n:
            raise ValueError("the saved memories do not fit the players")
        self.public_mice = {int(m): int(t) for m, t in data["public_mice"]}
        self.public_hideouts = {int(h) for h in data["public_hideouts"]}
        self.claims = [_copy_record(r) for r in data["claims"]]
        phase = str(data["phase"])
        resume = str(data["resume"])
        if phase not in _PHASES or resume not in _RESUMES:
            raise ValueError(f"unknown phase {phase[:40]!r}")
        self.phase = phase
        self.turn, self.turns = int(data["turn"]), int(data["turns"])
        self.lifted, self.placed = int(data["lifted"]), int(data["placed"])
        self.barred = [int(c) for c in data["barred"]]
        self.claimed, self.chair_done = bool(data["claimed"]), bool(data["chair_done"])
        self.ask = [int(s) for s in data["ask"]]
        self.catch = int(data.get("catch", -1))
        self.resume = resume
        self.result = [int(s) for s in data["result"]]
        self.draw = bool(data["draw"])
        self.end_reason = str(data["end_reason"])
        if not 0 <= self.turn < n or (phase == ASK and not self.ask):
            raise ValueError("the saved turn does not fit the players")
        if (phase == CATCH_PHASE) != (0 <= self.catch < N_MICE) or (
                phase == CATCH_PHASE and not (self.mloc[self.catch] < HIDE
                                              and self.mloc[self.catch] in self.cat_loc)):
            raise ValueError("the saved catch does not fit the kitchen")
        self._derive()

    def clone(self) -> ChaosState:
        new = object.__new__(ChaosState)
        new.num_players, new.seed, new.options = self.num_players, self.seed, dict(self.options)
        new.history = list(self.history)
        new.colour, new.number, new.hcolour = list(self.colour), list(self.number), list(self.hcolour)
        new.mloc = list(self.mloc)
        new.hideout = [list(h) for h in self.hideout]
        new.cover_loc, new.cat_loc = list(self.cover_loc), list(self.cat_loc)
        new.chair_loc, new.chair_back = list(self.chair_loc), list(self.chair_back)
        new.chair_tip = list(self.chair_tip)
        new.seen_mice = [dict(s) for s in self.seen_mice]
        new.seen_covers = [dict(s) for s in self.seen_covers]
        new.public_mice = dict(self.public_mice)
        new.public_hideouts = set(self.public_hideouts)
        new.claims = [_copy_record(r) for r in self.claims]
        new.phase, new.turn, new.turns = self.phase, self.turn, self.turns
        new.lifted, new.placed, new.barred = self.lifted, self.placed, list(self.barred)
        new.claimed, new.chair_done = self.claimed, self.chair_done
        new.ask, new.resume, new.catch = list(self.ask), self.resume, self.catch
        new.result, new.draw, new.end_reason = list(self.result), self.draw, self.end_reason
        new.hideouts_of, new.owner, new.free = self.hideouts_of, self.owner, self.free
        new.mouse_at, new.cover_at = list(self.mouse_at), list(self.cover_at)
        new.cat_at, new.chair_at = list(self.cat_at), list(self.chair_at)
        new._fresh()
        return new


def _step_name(s: int) -> str:
    """A step of a mouse's path: a square, a hole (``-1 - hole``), a hideout, the table."""
    if s < 0:
        return HOLE_IDS[-1 - s]
    return place_name(s)


#: each hole's square, as observations show it (read only)
_HOLE_SQUARES: dict[str, str] = {HOLE_IDS[o]: SQ_NAMES[sq] for o, sq in enumerate(HOLES)}


def _copy_record(record: dict[str, Any]) -> dict[str, Any]:
    """A claim's public record, copied (lists inside too), JSON-able."""
    returned = record.get("returned")
    return {"seat": record.get("seat"), "turn": int(record.get("turn", 0)),
            "colours": [str(c) for c in record.get("colours", [])],
            "turned": [[str(m), str(c)] for m, c in record.get("turned", [])],
            "returned": list(returned) if returned else None,
            "across": [[str(x) for x in item] for item in record.get("across", [])],
            "won": bool(record.get("won"))}

