"""Chaos de souris et de fromage: RULES.md section 3 (the spec), rule book seed 003.

Mice of four hidden colours run about a kitchen; each player wants the four of their
colour (one large, three small) in their hideout. A turn (RULES.md 3, "Turn"): 1) lift a
cheese cover, see its number (alone), and put it down exactly that many orthogonal steps
away, on a free square or on a mouse, which it hides; 2) move a mouse or a cat by the
same number; 3) optionally move or tip over a chair with no cat on it. A player with four
mice in their hideout may claim: the mice are turned over one by one (RULES.md 3, "End").

The kitchen comes from the level ``levels/chaos.tmx`` (config ``level``, read by
:mod:`.level`); every number from ``config/chaos.yaml`` (:mod:`.conf`). The actions,
their notation and the events are in :mod:`.actions`. The state is built in layers, one
job each: :mod:`.places` (places, phases, the action objects), :mod:`.position` (where
everything is), :mod:`.moves` (where each piece can go; the plain walks in :mod:`.walks`,
the fast searches in :mod:`.reach`), :mod:`.legal` (what may be played, and why not),
:mod:`.claims` (claims, the free hideout, the ends of a turn and of the game),
:mod:`.play` (what each action does), :mod:`.knowing` (whose turn, the results, what
each seat knows: the observations); this module: the set-up, determinize, the saves.

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

from ...core.protocol import Action, ConfigOptions
from . import GAME
from .actions import (
    parse_action,
)
from .conf import N_LARGE, PLAYERS, ChaosConfig
from .knowing import ChaosKnowing
from .observation import (
    ChaosObservation,
)
from .places import (
    ASK,
    CATCH_PHASE,
    COVER,
    HIDE,
    MOVE,
    ON_TABLE,
    PHASES,
    PLACE,
    UNDER,
)

_RESUMES = ("cover", "chair", "next", "")


class ChaosState(ChaosKnowing):
    """A game of Chaos de souris et de fromage for 2 to 4 players."""

    game_id = "chaos"
    #: 2: cats jump the table and a tipped chair as one square, the catch is a choice
    #: (``catch`` / ``leave``), the free hideout never turns itself over. A game saved
    #: under edition 1 would not replay the same: it is refused by name.
    rules_edition = 2
    min_players, max_players = PLAYERS
    option_specs = ConfigOptions(GAME.config)
    observation_type = ChaosObservation

    def __init__(self, players: int, seed: int = 0, options: dict[str, Any] | None = None,
                 *, config: ChaosConfig | None = None):
        """A new game; ``config``: the numbers and kitchen to play by (``GAME.config()``,
        the files', when None), shared by every copy of the state."""
        self.config = config if config is not None else GAME.config()
        super().__init__(players, seed, options)

    # set-up --------------------------------------------------------------------------
    def _setup(self, rng: random.Random) -> None:
        """Seed 003, "Préparation": the covers shuffled onto the table; one large mouse
        in each hideout and the small ones on the squares around the table, colours
        shuffled and hidden (mice ``m0``..``m3`` large, by corner; the others small, on
        the ring in row-major order); the chairs on their squares with their cats; each
        player draws a colour card (see the module's Decisions for 2 and 3 players)."""
        n = self.num_players
        config = self.config
        flat = config.flat
        large = list(range(4))
        rng.shuffle(large)
        small = [c for c in range(4) for _ in range(config.small_mice)]
        rng.shuffle(small)
        self.colour = large + small
        numbers = list(config.covers)
        rng.shuffle(numbers)
        self.number = numbers
        cards = list(range(4))
        rng.shuffle(cards)
        self.hcolour = [0] * 4
        if n == 2:
            order = [*config.two_players[0], *config.two_players[1]]
            for k, h in enumerate(order):
                self.hcolour[h] = cards[k]
        else:
            self.hcolour = cards                     # corner k: seat k's card (3: 3 free)
        self.mloc = [HIDE + h for h in range(N_LARGE)] + list(flat.ring[:config.n_mice - N_LARGE])
        self.hideout = [[h] for h in range(4)]
        self.cover_loc = [ON_TABLE] * config.n_covers
        self.cat_loc = list(flat.cat_starts)
        self.chair_loc = [sq for sq, _, _ in flat.chair_starts]
        self.chair_back = [back for _, back, _ in flat.chair_starts]
        self.chair_tip = [-1] * flat.n_chairs
        self.seen_mice = [{} for _ in range(n)]
        self.seen_covers = [{} for _ in range(n)]
        self.public_mice = {}
        self.public_hideouts = set()
        self.claims = []
        self.phase = COVER
        self.turn = 0
        self.turns = 0
        self.lifted = -1
        self.placed = -1
        self.barred = []
        self.claimed = False
        self.chair_done = False
        self.ask = []
        self.catch = -1
        self.resume = ""
        self.result = []
        self.draw = False
        self.end_reason = ""
        self._derive()



    # queries ---------------------------------------------------------------------------
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
        for group in (range(N_LARGE), range(N_LARGE, self.config.n_mice)):
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
        hidden_c = [c for c in range(self.config.n_covers) if c not in self.seen_covers[player]]
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
        return self.config.acts.written.get(text) or parse_action(text)

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
        config = self.config
        n_squares, n_mice, n_covers = config.flat.n_squares, config.n_mice, config.n_covers
        n_cats, n_chairs = config.flat.n_cats, config.flat.n_chairs

        def ints(key: str, size: int, low: int, high: int) -> list[int]:
            values = [int(v) for v in data[key]]
            if len(values) != size or not all(low <= v <= high for v in values):
                raise ValueError(f"the saved {key} do not fit this game")
            return values

        self.colour = ints("colour", n_mice, 0, 3)
        self.number = ints("number", n_covers, 1, 6)
        self.hcolour = ints("hcolour", 4, 0, 3)
        if sorted(self.hcolour) != [0, 1, 2, 3] or sorted(self.number) != sorted(config.covers):
            raise ValueError("the saved cards or covers do not fit this game")
        self.mloc = ints("mloc", n_mice, 0, UNDER)
        self.hideout = [[int(m) for m in h] for h in data["hideout"]]
        if len(self.hideout) != 4 or sorted(m for h in self.hideout for m in h) != sorted(
                m for m, loc in enumerate(self.mloc) if HIDE <= loc < UNDER):
            raise ValueError("the saved hideouts do not fit the mice")
        self.cover_loc = ints("cover_loc", n_covers, ON_TABLE, n_squares - 1)
        self.cat_loc = ints("cat_loc", n_cats, 0, n_squares - 1)
        self.chair_loc = ints("chair_loc", n_chairs, 0, n_squares - 1)
        self.chair_back = ints("chair_back", n_chairs, 0, 3)
        self.chair_tip = ints("chair_tip", n_chairs, -1, 3)
        self.seen_mice = [{int(m): int(t) for m, t in s} for s in data["seen_mice"]]
        self.seen_covers = [{int(c): int(t) for c, t in s} for s in data["seen_covers"]]
        if len(self.seen_mice) != n or len(self.seen_covers) != n:
            raise ValueError("the saved memories do not fit the players")
        self.public_mice = {int(m): int(t) for m, t in data["public_mice"]}
        self.public_hideouts = {int(h) for h in data["public_hideouts"]}
        self.claims = [_copy_record(r) for r in data["claims"]]
        phase = str(data["phase"])
        resume = str(data["resume"])
        if phase not in PHASES or resume not in _RESUMES:
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
        if (phase == CATCH_PHASE) != (0 <= self.catch < n_mice) or (
                phase == CATCH_PHASE and not (self.mloc[self.catch] < HIDE
                                              and self.mloc[self.catch] in self.cat_loc)):
            raise ValueError("the saved catch does not fit the kitchen")
        self._derive()

    def clone(self) -> ChaosState:
        new = object.__new__(ChaosState)
        new.config = self.config                        # shared, never copied
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




def _copy_record(record: dict[str, Any]) -> dict[str, Any]:
    """A claim's public record, copied (lists inside too), JSON-able."""
    returned = record.get("returned")
    return {"seat": record.get("seat"), "turn": int(record.get("turn", 0)),
            "colours": [str(c) for c in record.get("colours", [])],
            "turned": [[str(m), str(c)] for m, c in record.get("turned", [])],
            "returned": list(returned) if returned else None,
            "across": [[str(x) for x in item] for item in record.get("across", [])],
            "won": bool(record.get("won"))}
