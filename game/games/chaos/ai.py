"""Computer players for Chaos de souris et de fromage. They read only ``observation(p)``
of their own seat (and the kitchen of the level, public and the same for everybody);
one object serves one seat for a game and may remember what it saw between calls.

The position is rebuilt from the observation (:func:`rebuild`): the pieces where the
observation shows them, the facts hidden from the seat filled in from what is left
(colours by size, numbers, cards), so that the rules' own move generators give the
squares a cover, mouse or cat can reach with a number. The hidden facts of that copy are
never read by the evaluation, which works with the seat's probabilities only.

What a position is worth to the seat (:class:`Judge`): each mouse by the chance it is of
the colour of each hideout (known colours, else the colours not yet seen among the mice
of its size; another seat's hideout by the cards not yet shown) times how near it is
(steps through the kitchen, holes included, from a breadth-first search; tipped chairs
block): 11 at home, ``8 - d/2`` on the floor, the table being seven steps or so from a
corner. Own hideouts count for the seat, the others' against it (0.8 with one opponent,
0.55 with more, 0.3 for the free hideout of a 3-player game). A mouse at home is worth
where a claim will take it: of the right colour 11; of the seat's other colour (2
players) a little less, a claim moves it over; of a rival's colour what it is worth in
that rival's hideout, and a claim's cost more. One's own mouse in a rival's hideout
waits for their claim. Claims drive the game, so filling hideouts for one has its worth
(the "pulls"): one's own hideouts while a wrong mouse waits there, a rival's while one
of the seat's mice is held there (much more once the seat's own are ready); and a
position where fewer mice are left outside than the claims need is a dead end, heavily
counted against. A mouse on open floor within
four steps of a cat loses a share of what it is worth over being under the table; under
a chair or a cover it is safe. Seeing a mouse's colour is worth 1 (2 for a mouse at
home, which nothing but a claim will show; on the floor, more near one's own hideouts).

- ``easy``: lifts a cover at random and puts it down at random; its mouse or cat is
  normal's choice most of the time, else (:data:`EASY_SLIP`) the mouse it knows to be of
  its colour nearest its hideout moved closer (into it when it can), or any legal move;
  ends its turn (now and then moves or tips a chair at random); claims when every mouse
  at home it has seen is of its colour and at least three are, or by normal's rule.
- ``normal``: step by step: the cover to lift by the best move its number gives (a known
  number, else the average over the numbers not yet seen) plus what lifting it shows;
  where to put it by the move it still allows and what it shows or hides; the mouse or
  cat move by the worth of the position after it (own mice home, rivals' known mice sent
  under the table; a cat landing on a mouse sends it there only when that is worth more
  to the seat than leaving it: a mouse likely the seat's own, near home, is left, every
  level alike); a chair onto its own mouse in danger, or tipped where it blocks
  rivals' paths more than its own. It claims when the chance that every mouse at home is
  of its colour(s) is 0.85 or more; a claim that will not win (a mouse at home known
  wrong, or a large mouse nobody has seen: only a claim turns it over) is made to send
  the wrong mouse on once its card is no secret, or once two mice of its colour are
  home, or after the 30th turn: claims are how mice come out of hideouts, and what
  they turn over everybody sees. A move back to a position it left on an earlier turn
  costs it :data:`REPEAT` (two computers would otherwise push one mouse to and fro).
- ``hard``: normal's judgement with the rivals' colours inferred: a rival moving a mouse
  towards its hideout makes that mouse's colour (known) likelier to be that hideout's
  (a weight 2.5 each time, cards then weighed as whole permutations), an unknown mouse
  moved so is likelier of that hideout's colours. Not with 4 players: three rivals move
  between two of its turns and it cannot tell whose move pushed a mouse where, so the
  guesses mislead it (measured, hard vs 3 normals, 150 games, seeds 5001..: 17-21% with
  them, 26.7% without; on fresh seeds 1001.., 400 games: 24.0%, 20.1-28.4%, about a
  normal's share; a 4-player hard's weights stay even). It averages its best moves
  over a few samples of the hidden facts (colours of unseen mice drawn from its own weights, cards
  by the weighted permutations; drawn from the observation, never from the true state)
  and looks one reply ahead: each cat's squares for every number, so that a mouse left
  where the next player's cat can reach it is counted lost by that chance. It claims at
  0.7. Tried with 4 players and not kept (hard vs 3 normals, 150 games each, seeds
  5001..): claiming at 0.85 (17.3%), the 2-player claim chain below as a veto on claims
  (26.0-26.7%, no better, and some games ran to the turn limit), third colours' mice
  pushed into rivals' hideouts to block their claims (15.3%).

  What decides a 4-player game (instrumented, 400 games of hard vs 3 normals, seeds
  5001..; 27.5% there for today's hard): not the race home, where hard and normal are
  alike (each brings 1.7 mice of its colour home a game, has four at home by turn ~44,
  claims 1.1 times a game, a claim wins ~24%), but the cascade of claims in one turn. A
  seat's first claim turns over first the large mouse that started in its hideout
  (nobody can see it), mostly another's: it goes to its owner, who is asked and, from
  turn 30 on, always claims, handing on their own first mouse, and so on. A cascade is
  won by the seat whose own large mouse comes home after it sent its first one on, with
  three of its own already there: the seat that started it (when the cycle of large mice
  closes; 41-48% of the deciding cascades) or one that claimed earlier and waits. Tried
  on that (hard vs 3 normals, 400 games each, seeds 5001..; an ``ai_cascade`` module,
  not kept): the claims played out as such a cascade over 48 sampled colourings, every
  rival claiming when asked as normal does (what it knows read from
  ``observation["looked"]`` and the claims), a cascade that stops with a seat holding
  its four counted as that seat's win; the rivals' hidden small mice at home taken as
  most likely of their hideout's colour (a seat brings home only mice it saw to be its
  own: 98% of the mice a seat moves into its hideout are of its colour). (a) claiming
  only when the cascade wins >= 25% and no less often than for a rival, asked only when
  it wins no less, normal's rule from turn 30 unless a rival wins clearly more: 24.75%
  (half the claims, 40% of them won, but it started the deciding cascade in 17.5% of
  games, and 12 games ran to the turn limit); (b) normal's rule, or the cascade as in
  (a): 26.25% (first 200: it started the deciding cascade in 29.5%, won 42% of those); (c)
  claiming as soon as it may unless the cascade hands a rival the game in more than 10%
  of the samples (its large mouse sent on early, to wait for its own): 26.0%. Claims
  alone do not move the figure. Open leads: three of one's own small mice home before
  one's first claim (finding them by the covers); which hideout holds one's large mouse
  (a claim shows it); the observation carries no list of moves and a computer is asked
  only at its own decisions, so "who moved what" between its turns cannot be read (only
  ``looked``, who has seen which mouse, is public).

  With 2 players hard also plays the claims out (:func:`claim_chain`) over sampled
  colours: a claim hands the first mouse of the rival's colour over, the rival (given
  it) may claim back at once, and so on until one claim wins or a seat is left short of
  eight mice. Hard claims when that chain wins in 60% of the samples or more, and not
  when it hands the rival the game in more than 15% (else normal's rule decides; with
  no mouse left outside nothing can change, and it claims). A mouse moved into a
  hideout is worth what it changes in that chain (:meth:`ChaosPlayer._chain_worth`: the
  seat's own claim next if it may, or must with no mouse left outside, else the
  rival's at its turn), :data:`CHAIN_WORTH` for a sure win over a sure loss; with
  three mice or fewer outside, a mouse is also pulled towards the hideout (its own or
  a rival's) where it would change that chain most. It does not move back to a position it left on an
  earlier turn without a cost (:data:`REPEAT` each time), so that two players pushing
  one mouse to and fro do not play on to the turn limit.
"""

from __future__ import annotations

import itertools
import random
from collections import deque
from typing import Any

from ...core.agents import NoDecision
from ...core.protocol import Action, Pass
from .actions import CATCH, LEAVE, TABLE, ChairTo, Claim, End, Lift, Move, Put, Tip
from .conf import (
    CHAIR_IDS,
    CLAIM_SIZE,
    COLOURS,
    COVER_IDS,
    COVERS,
    DIRS,
    ENTRY,
    FLOOR_STEPS,
    HOLES,
    MOUSE_IDS,
    N_CATS,
    N_CHAIRS,
    N_COVERS,
    N_LARGE,
    N_MICE,
    N_SQUARES,
    RING,
    SIZE,
    SMALL_MICE,
    SQ_INDEX,
    STEP,
)
from .observation import ChaosObservation
from .places import HIDE, ON_TABLE, UNDER, hideouts_of, owners
from .rules import ChaosState

LEVELS = ("easy", "normal", "hard")
HIDEOUT_INDEX = {f"H{h}": h for h in range(4)}
MOUSE_INDEX = {m: i for i, m in enumerate(MOUSE_IDS)}
COVER_INDEX = {c: i for i, c in enumerate(COVER_IDS)}
CHAIR_INDEX = {h: i for i, h in enumerate(CHAIR_IDS)}
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}

HOME = 11.0           # a mouse of the right colour at home
ACROSS = 0.5          # 2 players: one's mouse in one's other hideout (a claim moves it over)
RECLAIM = 2.0         # what a claim to send a wrong mouse on costs (a turn, one's card shown)
STUCK = 2.0           # one's own mouse in a rival's hideout: back only by their claim
UNLOCK_READY = 10.0   # a mouse into a rival's hideout towards their claim, one's own all home
DEAD = 15.0           # each mouse one's claims would lack, with none left outside to bring
FILL = 6.0            # a mouse into one's own hideout towards a claim that sends wrong ones on
FAR = 14              # distance given to a place a mouse cannot reach
INFO = 1.0            # seeing an unknown mouse's colour
CLAIM_AT = {"easy": 1.0, "normal": 0.85, "hard": 0.7}
CHAIN_WORTH = 20.0    # hard, 2 players: a sure win by the claims to come, over a loss
PULL_OUTSIDE = 3      # ... with this few mice outside, each pulled where claims need it
EASY_SLIP = 0.4       # easy: how often its mouse or cat is its own simple choice, not normal's
REPEAT = 3.0          # normal, hard: a move back to a position it left before, each time
CHAIN_SAMPLES = 32    # hard, 2 players: samples of the claims played out
CHAIN_WIN = 0.6       # ... claim when they win at least this often
CHAIN_LOSE = 0.15     # ... not when they hand the rival the game more often than this


def place_index(text: str) -> int:
    if text == TABLE:
        return UNDER
    if text in HIDEOUT_INDEX:
        return HIDE + HIDEOUT_INDEX[text]
    return SQ_INDEX[text]


def manhattan(a: int, b: int) -> int:
    return abs(a % SIZE - b % SIZE) + abs(a // SIZE - b // SIZE)


_DIST_CACHE: dict[frozenset[int], tuple[tuple[int, ...], ...]] = {}


def distances(blocked: frozenset[int] = frozenset()) -> tuple[tuple[int, ...], ...]:
    """For each corner, the fewest steps from each square into that hideout (a mouse's
    steps over the floor, a hole pair two steps, the wall one; ``blocked`` squares, the
    tipped chairs', closed); index ``UNDER`` (the table): one step onto a ring square."""
    if blocked in _DIST_CACHE:
        return _DIST_CACHE[blocked]
    out = []
    for corner in range(4):
        dist = [FAR] * (UNDER + 1)
        queue: deque[int] = deque()
        for sq in range(N_SQUARES):
            if sq not in blocked and any(c == corner for _, c in ENTRY[sq]):
                dist[sq] = 1
                queue.append(sq)
        holes_done = False
        while queue:
            sq = queue.popleft()
            d = dist[sq]
            for _, t in FLOOR_STEPS[sq]:
                if t not in blocked and dist[t] > d + 1:
                    dist[t] = d + 1
                    queue.append(t)
            if sq in HOLES and not holes_done:          # every other hole: two steps
                holes_done = True
                for t in HOLES:
                    if t not in blocked and dist[t] > d + 2:
                        dist[t] = d + 2
                        queue.append(t)
        dist[HIDE + corner] = 0
        dist[UNDER] = 1 + min(dist[r] for r in RING)
        out.append(tuple(dist))
    result = tuple(out)
    if len(_DIST_CACHE) > 256:
        _DIST_CACHE.clear()
    _DIST_CACHE[blocked] = result
    return result


def progress(d: int) -> float:
    """What a mouse ``d`` steps from a hideout is worth to it (home: :data:`HOME`)."""
    if d <= 0:
        return HOME
    return max(0.5, 8.0 - 0.5 * d)


# ------------------------------------------------------------------- the observation read
class View:
    """The observation of one seat, as flat lists (places as the rules number them)."""

    def __init__(self, obs: ChaosObservation):
        self.obs = obs
        if obs.seat is None:
            raise NoDecision("chaos: an observation of nobody in particular decides nothing")
        self.seat: int = obs.seat
        self.n: int = obs.players
        self.turn: int = obs.turn
        self.phase: str = obs.phase
        self.mloc = [place_index(m.at) for m in obs.mice]
        self.covered = [bool(m.covered) for m in obs.mice]
        self.colour = [COLOUR_INDEX[m.colour] if m.colour is not None else -1
                       for m in obs.mice]
        self.cover_loc = [SQ_INDEX[c.at] if c.at != TABLE else ON_TABLE for c in obs.covers]
        self.cover_num = [c.number or 0 for c in obs.covers]
        self.cat_loc = [SQ_INDEX[k.square] for k in obs.cats]
        self.chair_loc = [SQ_INDEX[h.at] for h in obs.chairs]
        self.chair_back = [DIRS.index(h.back) for h in obs.chairs]
        self.chair_tip = [DIRS.index(h.tipped) if h.tipped else -1 for h in obs.chairs]
        self.hide_mice = [[MOUSE_INDEX[m] for m in obs.hideouts[f"H{h}"].mice] for h in range(4)]
        self.hcol = [COLOUR_INDEX[colour]
                     if (colour := obs.hideouts[f"H{h}"].colour) is not None else -1 for h in range(4)]
        self.owner = owners(self.n)
        self.mine: tuple[int, ...] = hideouts_of(self.n)[self.seat]
        self.others = tuple(h for h in range(4) if h not in self.mine)
        self.upright = {self.chair_loc[h] for h in range(N_CHAIRS) if self.chair_tip[h] < 0}
        blocked = set()
        for h in range(N_CHAIRS):
            if self.chair_tip[h] >= 0:
                blocked.add(self.chair_loc[h])
                blocked.add(STEP[self.chair_tip[h]][self.chair_loc[h]])
        self.blocked = frozenset(blocked)
        self.mouse_at = {loc: m for m, loc in enumerate(self.mloc) if loc < HIDE}
        catch = obs.catch
        #: the mouse a cat of the mover's just landed on (phase ``catch``), -1 if none
        self.catch: int = MOUSE_INDEX[catch.mouse] if catch else -1

    def cards_public(self) -> bool:
        """Whether this seat's card(s) were shown by a claim."""
        return any(r.seat == self.seat for r in self.obs.claims)

    def unseen_numbers(self) -> list[int]:
        pool = list(COVERS)
        for k in self.cover_num:
            if k:
                pool.remove(k)
        return pool


def rebuild(view: View) -> ChaosState:
    """A rules state with the pieces where ``view`` shows them; the facts the seat does
    not know are filled in from what is left (in order: nothing random, nothing true)."""
    state = ChaosState.__new__(ChaosState)
    state.num_players, state.seed, state.options = view.n, 0, {"memory_aid": True}
    state.history = []
    colour = list(view.colour)
    for group, per in ((range(N_LARGE), 1), (range(N_LARGE, N_MICE), SMALL_MICE)):
        left = [c for c in range(4) for _ in range(per - sum(1 for m in group if colour[m] == c))]
        for m in group:
            if colour[m] < 0:
                colour[m] = left.pop()
    numbers = list(view.cover_num)
    pool = view.unseen_numbers()
    for c in range(N_COVERS):
        if not numbers[c]:
            numbers[c] = pool.pop()
    hcol = list(view.hcol)
    cards = [c for c in range(4) if c not in hcol]
    for h in range(4):
        if hcol[h] < 0:
            hcol[h] = cards.pop()
    obs = view.obs
    phase = view.phase if view.phase not in ("ask", "catch") else "chair"
    data = {
        "colour": colour, "number": numbers, "hcolour": hcol, "mloc": list(view.mloc),
        "hideout": [list(h) for h in view.hide_mice], "cover_loc": list(view.cover_loc),
        "cat_loc": list(view.cat_loc), "chair_loc": list(view.chair_loc),
        "chair_back": list(view.chair_back), "chair_tip": list(view.chair_tip),
        "seen_mice": [[] for _ in range(view.n)], "seen_covers": [[] for _ in range(view.n)],
        "public_mice": [], "public_hideouts": [], "claims": [], "phase": phase,
        "turn": obs.turn_owner if obs.turn_owner >= 0 else 0, "turns": view.turn,
        "lifted": COVER_INDEX[obs.lifted] if obs.lifted else -1,
        "placed": COVER_INDEX[obs.placed] if obs.placed else -1,
        "barred": [COVER_INDEX[c] for c in obs.barred], "claimed": obs.claimed,
        "chair_done": obs.chair_done, "ask": [], "resume": "", "result": [],
        "draw": False, "end_reason": "",
    }
    state._load_state_dict(data)
    return state


# --------------------------------------------------------------------------- the judge
class Judge:
    """The seat's chances for every mouse and hideout, and the worth of positions."""

    def __init__(self, view: View, hweights: list[list[float]] | None = None,
                 mweights: list[list[float]] | None = None):
        self.view = view
        self.n = view.n
        self.hp = self._hideout_chances(view, hweights)
        self.mp = self._mouse_chances(view, mweights)
        self.rw = 0.8 if self.n == 2 else 0.55
        self.dist = distances(view.blocked)
        self._weights()
        self.pull = self._pulls()

    @staticmethod
    def _hideout_chances(view: View, weights: list[list[float]] | None) -> list[list[float]]:
        """P(hideout h wants colour c): known cards exactly, the others by the weighted
        permutations of the colours left."""
        hp = [[0.0] * 4 for _ in range(4)]
        unknown = [h for h in range(4) if view.hcol[h] < 0]
        for h in range(4):
            if view.hcol[h] >= 0:
                hp[h][view.hcol[h]] = 1.0
        left = [c for c in range(4) if c not in view.hcol]
        total = 0.0
        for perm in itertools.permutations(left):
            w = 1.0
            for h, c in zip(unknown, perm):
                w *= weights[h][c] if weights else 1.0
            total += w
            for h, c in zip(unknown, perm):
                hp[h][c] += w
        if unknown and total > 0:
            for h in unknown:
                hp[h] = [x / total for x in hp[h]]
        return hp

    @staticmethod
    def _mouse_chances(view: View, weights: list[list[float]] | None) -> list[list[float]]:
        """P(mouse m is colour c): known colours exactly; the others by the colours not
        yet seen among the mice of their size (times the seat's own weights, if any)."""
        mp = []
        left = []
        for group, per in ((range(N_LARGE), 1), (range(N_LARGE, N_MICE), SMALL_MICE)):
            counts = [per] * 4
            for m in group:
                if view.colour[m] >= 0:
                    counts[view.colour[m]] -= 1
            left.append([max(0, x) for x in counts])
        for m in range(N_MICE):
            if view.colour[m] >= 0:
                row = [0.0] * 4
                row[view.colour[m]] = 1.0
            else:
                counts = left[0 if m < N_LARGE else 1]
                row = [float(x) * (weights[m][c] if weights else 1.0) for c, x in enumerate(counts)]
                s = sum(row)
                row = [x / s for x in row] if s > 0 else [0.25] * 4
            mp.append(row)
        return mp

    def _weights(self) -> None:
        """Per mouse and hideout: +P(it belongs there) for own hideouts, -rw * P for the
        others' (0.3 for the free one)."""
        view = self.view
        self.sign = []
        for h in range(4):
            if h in view.mine:
                self.sign.append(1.0)
            elif view.owner[h] < 0:
                self.sign.append(-0.3)
            else:
                self.sign.append(-self.rw)
        self.belong = [[sum(self.mp[m][c] * self.hp[h][c] for c in range(4)) for h in range(4)]
                       for m in range(N_MICE)]
        self.mine_p = [sum(self.belong[m][h] for h in view.mine) for m in range(N_MICE)]

    def _pulls(self) -> list[float]:
        """Per hideout, what bringing any mouse nearer is worth because a claim needs
        it (see :meth:`unlock`): a rival's hideout short of four while one of the
        seat's mice waits in that rival's hideouts and the seat's own are ready; one's
        own hideout short of four while a wrong mouse waits in the other."""
        view = self.view
        counts = [len(view.hide_mice[h]) for h in range(4)]
        pull = [0.0] * 4
        stuck = [0.0] * 4
        for h in view.others:
            if view.owner[h] >= 0:
                stuck[view.owner[h]] += sum(self.mine_p[m] for m in view.hide_mice[h])
        if sum(counts[h] for h in view.mine) >= (CLAIM_SIZE - 1) * len(view.mine):
            for h in view.others:
                owner = view.owner[h]
                if owner >= 0 and stuck[owner] >= 0.2 and counts[h] < CLAIM_SIZE:
                    pull[h] = UNLOCK_READY * min(1.0, stuck[owner])
        wrong = sum(1.0 - self.mine_p[m] for h in view.mine for m in view.hide_mice[h])
        if wrong >= 0.5 and sum(counts[h] for h in view.mine) < CLAIM_SIZE * len(view.mine):
            for h in view.mine:
                pull[h] = FILL
        return pull

    def mouse_value(self, m: int, loc: int, dist: tuple[tuple[int, ...], ...] | None = None) -> float:
        """Mouse ``m`` at ``loc``, threats aside."""
        belong = self.belong[m]
        if HIDE <= loc < UNDER:
            h = loc - HIDE
            p = belong[h]
            pull = self.pull[h] * (1.0 if h in self.view.mine else 1.0 - self.mine_p[m])
            if h in self.view.mine:
                # where it ends up: a wrong mouse leaves by a claim into the hideout of
                # its colour (one's other one in 2 players, a rival's, the free one)
                value = p * HOME + pull
                for g in range(4):
                    if g != h:
                        sg = self.sign[g]
                        # 2 players, one's other colour: a claim moves it over and goes on
                        value += belong[g] * (HOME - ACROSS if sg > 0 else sg * HOME - RECLAIM)
                return value
            if self.view.owner[h] < 0:
                return -0.3 * p * HOME
            # in a rival's home: theirs counts against; one's own waits for their claim
            mine = self.mine_p[m]
            return -self.rw * p * HOME + (1.0 - p - mine) * self.rw + mine * STUCK + pull
        dist = dist or self.dist
        total = 0.0
        sign = self.sign
        pulls = self.pull
        drawn = 0.0
        for h in range(4):
            b = belong[h]
            if b:
                total += sign[h] * b * progress(dist[h][loc])
            if pulls[h]:
                w = pulls[h] if sign[h] > 0 else pulls[h] * (1.0 - self.mine_p[m])
                drawn = max(drawn, w * progress(dist[h][loc]) / HOME)
        return total + drawn

    def threat(self, m: int, loc: int, cats: list[int], covered: bool,
               dist: tuple[tuple[int, ...], ...] | None = None, sheltered: bool = True) -> float:
        """What the seat may lose by a cat catching mouse ``m`` on ``loc`` (own share);
        ``sheltered``: an upright chair there keeps it safe."""
        if loc >= HIDE or covered or (sheltered and loc in self.view.upright) or self.mine_p[m] < 0.05:
            return 0.0
        near = sum(1 for k in cats if manhattan(k, loc) <= 4)
        if not near:
            return 0.0
        dist = dist or self.dist
        loss = 0.0
        for h in self.view.mine:
            b = self.belong[m][h]
            loss += b * (progress(dist[h][loc]) - progress(dist[h][UNDER]))
        return max(0.0, loss) * (0.3 if near == 1 else 0.45)

    def unlock(self, mloc: list[int]) -> float:
        """Mice never leave a hideout but by a claim, and a claim needs four mice in
        each of the claimer's hideouts: with fewer mice left outside than one's own
        hideouts lack (and, while a rival holds one's mice, than theirs lack too), the
        game can be lost for good. What filling hideouts for a claim is worth is in
        :meth:`_pulls`."""
        view = self.view
        counts = [0] * 4
        stuck = [0.0] * 4
        for m, loc in enumerate(mloc):
            if HIDE <= loc < UNDER:
                h = loc - HIDE
                counts[h] += 1
                if h not in view.mine and view.owner[h] >= 0:
                    stuck[view.owner[h]] += self.mine_p[m]
        outside = len(mloc) - sum(counts)
        need = max(0, CLAIM_SIZE * len(view.mine) - sum(counts[h] for h in view.mine))
        total = 0.0
        if need > outside:
            total -= DEAD * (need - outside)
        for rival in range(self.n):
            if stuck[rival] >= 0.5:
                theirs = [h for h in range(4) if view.owner[h] == rival]
                need_r = need + max(0, CLAIM_SIZE * len(theirs) - sum(counts[h] for h in theirs))
                if need_r > outside:
                    total -= 0.5 * DEAD * (need_r - outside)
        return total

    def value(self, mloc: list[int], covered: list[bool], cats: list[int],
              dist: tuple[tuple[int, ...], ...] | None = None, threats: bool = True) -> float:
        total = self.unlock(mloc)
        for m in range(N_MICE):
            loc = mloc[m]
            total += self.mouse_value(m, loc, dist)
            if threats:
                total -= self.threat(m, loc, cats, covered[m], dist)
        return total

    def info(self, m: int) -> float:
        """Seeing mouse ``m``'s colour: worth more for a mouse at home or near one's own."""
        view = self.view
        if view.colour[m] >= 0:
            return 0.0
        loc = view.mloc[m]
        if HIDE <= loc < UNDER:
            return 2.0 * INFO
        near = min(self.dist[h][loc] for h in view.mine)
        return INFO * (1.4 if near <= 6 else 1.0)

    def win_chance(self) -> float:
        """P(every mouse in the seat's hideouts is of the seat's colour(s)): then a claim
        wins (2 players: one of the other colour goes over, rules.py's Decision)."""
        view = self.view
        wants = [view.hcol[h] for h in view.mine]
        if sum(len(view.hide_mice[h]) for h in view.mine) > CLAIM_SIZE * len(wants):
            return 0.0
        left: list[list[float]] = []
        for group, per in ((range(N_LARGE), 1), (range(N_LARGE, N_MICE), SMALL_MICE)):
            counts = [float(per)] * 4
            for m in group:
                if view.colour[m] >= 0:
                    counts[view.colour[m]] -= 1
            left.append(counts)
        p = 1.0
        for h in view.mine:
            for m in view.hide_mice[h]:
                if view.colour[m] >= 0:
                    if view.colour[m] not in wants:
                        return 0.0
                    continue
                counts = left[0 if m < N_LARGE else 1]
                total = sum(counts)
                good = sum(counts[c] for c in wants)
                if total <= 0 or good <= 0:
                    return 0.0
                p *= good / total
                for c in wants:                       # one of them taken, in proportion
                    counts[c] -= counts[c] / good
        return p


def claim_chain(view: View, sample: list[int], claimer: int,
                hideouts: list[list[int]] | None = None) -> int:
    """The seat that wins by the claims starting with ``claimer``'s, -1 if none, with the
    colours of ``sample`` ([0:16] mice, [16:20] hideouts) and the mice in ``hideouts``
    (else the view's): the rules' turning over (rules.py, claims), every seat given a
    mouse claiming whenever it may."""
    colour, hcol = sample[:N_MICE], sample[N_MICE:]
    hide = [list(h) for h in (hideouts if hideouts is not None else view.hide_mice)]
    seats = hideouts_of(view.n)
    for _ in range(N_MICE):
        hs = seats[claimer]
        turned: set[int] = set()
        given = -2
        for h in hs:
            for m in list(hide[h]):
                if m in turned:
                    continue
                turned.add(m)
                c = colour[m]
                if c == hcol[h]:
                    continue
                other = next((g for g in hs if hcol[g] == c), -1)
                hide[h].remove(m)
                if other >= 0:                       # one's other colour: over it goes
                    hide[other].append(m)
                    continue
                target = hcol.index(c)
                hide[target].append(m)
                given = view.owner[target]
                break
            if given != -2:
                break
        if given == -2:
            return claimer
        if given < 0 or sum(len(hide[h]) for h in seats[given]) < CLAIM_SIZE * len(seats[given]):
            return -1
        claimer = given
    return -1


# ------------------------------------------------------------------------- the player
class ChaosPlayer:
    """A computer player of ``level`` for ``seat`` (module docstring)."""

    def __init__(self, level: str, seat: int = 0):
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (easy, normal, hard)")
        self.level = level
        self.seat = seat
        # hard's memory: the last places seen, the pieces it moved itself, the weights
        self._last: list[int] | None = None
        self._own_moves: set[int] = set()
        self._hw: list[list[float]] = [[1.0] * 4 for _ in range(4)]
        self._mw: list[list[float]] = [[1.0] * 4 for _ in range(N_MICE)]
        self._chain_samples: list[list[int]] | None = None     # one move decision's
        self._chain_now = 0.0
        self._chain_into: dict[int, float] = {}
        # the positions hard left the kitchen in, by turn (asked twice a turn: the same)
        self._seen: dict[tuple[tuple[int, ...], tuple[int, ...]], set[int]] = {}

    # the entry point ------------------------------------------------------------------
    def choose(self, obs: ChaosObservation, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        view = View(obs)
        if self.level == "hard" and view.n != 4:
            self._infer(view)
        judge = Judge(view, self._hw if self.level == "hard" else None,
                      self._mw if self.level == "hard" else None)
        action = self._decide(view, judge, legal, rng)
        if isinstance(action, Move) and action.piece in MOUSE_INDEX:
            self._own_moves.add(MOUSE_INDEX[action.piece])
        return action

    def _decide(self, view: View, judge: Judge, legal: list[Action], rng: random.Random) -> Action:
        claim = next((a for a in legal if isinstance(a, Claim)), None)
        if claim is not None and self._claims(view, judge):
            return claim
        if view.phase == "ask":
            return next(a for a in legal if isinstance(a, Pass))
        if view.phase == "catch":
            m = view.catch
            return CATCH if self._catch_better(judge, m, view.mloc, view.covered, view.cat_loc) else LEAVE
        legal = [a for a in legal if not isinstance(a, Claim)]
        if self.level == "easy" and (view.phase in ("cover", "place", "chair")
                                     or rng.random() < EASY_SLIP):
            return self._easy(view, judge, legal, rng)
        if view.phase == "cover":
            return self._lift(view, judge, legal, rng)
        if view.phase == "place":
            return self._put(view, judge, legal, rng)
        if view.phase == "move":
            return self._move(view, judge, legal, rng)
        return self._chair(view, judge, legal, rng)

    # claims -----------------------------------------------------------------------------
    def _claims(self, view: View, judge: Judge) -> bool:
        """Whether to claim now (module docstring)."""
        home = [m for h in view.mine for m in view.hide_mice[h]]
        if self.level == "easy":
            wants = {view.hcol[h] for h in view.mine}
            right = [m for m in home if view.colour[m] in wants]
            wrong = [m for m in home if view.colour[m] >= 0 and view.colour[m] not in wants]
            if not wrong and len(right) >= min(len(home), 3 * len(view.mine)):
                return True
        if self.level == "hard" and view.n == 2:
            verdict = self._claim_verdict(view, judge)
            if verdict is not None:
                return verdict
        chance = judge.win_chance()
        if chance >= CLAIM_AT[self.level]:
            return True
        known_right = sum(1 for h in view.mine for m in view.hide_mice[h]
                          if view.colour[m] == view.hcol[h])
        return view.cards_public() or known_right >= 2 or view.turn >= 30

    def _claim_verdict(self, view: View, judge: Judge) -> bool | None:
        """Hard, 2 players: play the claims out over sampled colours (:func:`claim_chain`,
        the rival claiming whenever it may). Claim when it wins often enough; not when
        the chain hands the rival the game too often, unless no mouse is left outside
        (nothing else can ever change); otherwise ``None``: the usual rule decides."""
        if not any(loc < HIDE or loc == UNDER for loc in view.mloc):
            return True
        rng = random.Random(view.turn * 31 + view.seat)
        won = lost = 0
        for _ in range(CHAIN_SAMPLES):
            winner = claim_chain(view, self._sample(view, judge, rng), view.seat)
            won += winner == view.seat
            lost += winner >= 0 and winner != view.seat
        if won >= CHAIN_WIN * CHAIN_SAMPLES and won > lost:
            return True
        if lost > CHAIN_LOSE * CHAIN_SAMPLES:
            return False
        return None

    # easy -------------------------------------------------------------------------------
    def _easy(self, view: View, judge: Judge, legal: list[Action], rng: random.Random) -> Action:
        if view.phase == "move":
            best, best_gain = None, 0.0
            for a in legal:
                if not isinstance(a, Move) or a.piece not in MOUSE_INDEX:
                    continue
                m = MOUSE_INDEX[a.piece]
                c = view.colour[m]
                homes = [h for h in view.mine if view.hcol[h] == c]
                if not homes:
                    continue
                h = homes[0]
                to = place_index(a.to)
                if to >= HIDE and to != HIDE + h:
                    continue
                gain = judge.dist[h][view.mloc[m]] - judge.dist[h][to]
                if gain > best_gain:
                    best, best_gain = a, gain
            if best is not None:
                return best
        if view.phase == "chair":
            end = next(a for a in legal if isinstance(a, End))
            return end if rng.random() < 0.8 else rng.choice(legal)
        return rng.choice(legal)

    # normal and hard: the cover to lift ---------------------------------------------------
    def _best_moves(self, state: ChaosState, view: View, judge: Judge, n: int,
                    mloc: list[int], covered: list[bool]) -> tuple[float, Any]:
        """The best mouse or cat move with number ``n`` from ``state`` (pieces as in
        ``mloc``): (worth of the position after it, (piece, to, path)); none: now's."""
        base = judge.value(mloc, covered, view.cat_loc)
        best, best_move = base - 0.5, None          # no move at all: a little worse
        opening = state.mouse_openings()
        cats = view.cat_loc
        for m in range(N_MICE):
            ends = state.mouse_ends(m, n, opening)
            if not ends:
                continue
            old = mloc[m]
            before = judge.mouse_value(m, old) - judge.threat(m, old, cats, covered[m])
            for to, path in ends.items():
                v = base - before + judge.mouse_value(m, to) - judge.threat(m, to, cats, False)
                if to >= HIDE:
                    moved = list(mloc)
                    moved[m] = to
                    v += judge.unlock(moved) - judge.unlock(mloc)
                if v > best:
                    best, best_move = v, (m, to, path)
        cat_open = state.cat_openings()
        for k in range(N_CATS):
            ends = state.cat_ends(k, n, cat_open)
            for to, path in ends.items():
                v = self._cat_value(view, judge, k, to, mloc, covered)
                if v > best:
                    best, best_move = v, (N_MICE + k, to, path)
        return best, best_move

    def _cat_value(self, view: View, judge: Judge, k: int, to: int, mloc: list[int],
                   covered: list[bool]) -> float:
        """The worth after cat ``k`` goes to ``to``; on a mouse, the better of sending it
        under the table and leaving it there (the mover's choice)."""
        cats = list(view.cat_loc)
        cats[k] = to
        left = judge.value(mloc, covered, cats)
        m = view.mouse_at.get(to, -1)
        if m >= 0 and mloc[m] == to and not covered[m] and to not in view.upright:
            new = list(mloc)
            new[m] = UNDER
            return max(left, judge.value(new, covered, cats))
        return left

    @staticmethod
    def _catch_better(judge: Judge, m: int, mloc: list[int], covered: list[bool],
                      cats: list[int]) -> bool:
        """Whether sending mouse ``m`` (under a cat just landed) under the table is worth
        more to the seat than leaving it: a mouse likely a rival's, or far from the
        seat's hideouts, goes; one likely the seat's own, near home, stays."""
        new = list(mloc)
        new[m] = UNDER
        return judge.value(new, covered, cats) > judge.value(mloc, covered, cats)

    def _lift(self, view: View, judge: Judge, legal: list[Action], rng: random.Random) -> Action:
        state = rebuild(view)
        pool = view.unseen_numbers()
        cache: dict[tuple[int, int], float] = {}
        scored = []
        for a in legal:
            if not isinstance(a, Lift):
                continue
            c = COVER_INDEX[a.cover]
            loc = view.cover_loc[c]
            numbers = [view.cover_num[c]] if view.cover_num[c] else pool
            total = 0.0
            for n in numbers:
                key = (loc, n)
                if key not in cache:
                    cache[key] = self._after_lift(state, view, judge, c, n)
                total += cache[key]
            v = total / len(numbers)
            m = view.mouse_at.get(loc, -1) if loc >= 0 else -1
            if m >= 0:
                v += judge.info(m)
            scored.append((v + rng.random() * 1e-6, a))
        return max(scored, key=lambda x: x[0])[1]

    def _after_lift(self, state: ChaosState, view: View, judge: Judge, c: int, n: int) -> float:
        """The best move with ``n`` once cover ``c`` is off its square (and put somewhere
        out of the way); a cover that cannot move ``n`` is worth a little less than now."""
        if not state.cover_ends(c, n):
            return judge.value(view.mloc, view.covered, view.cat_loc) - 1.0
        loc = view.cover_loc[c]
        covered = list(view.covered)
        if loc >= 0:
            state.cover_at[loc] = -1
            m = view.mouse_at.get(loc, -1)
            if m >= 0:
                covered[m] = False
        try:
            best, _ = self._best_moves(state, view, judge, n, view.mloc, covered)
        finally:
            if loc >= 0:
                state.cover_at[loc] = c
        return best

    # where to put it --------------------------------------------------------------------------
    def _put(self, view: View, judge: Judge, legal: list[Action], rng: random.Random) -> Action:
        state = rebuild(view)
        n, lifted = view.obs.number, view.obs.lifted
        if n is None or lifted is None:
            raise NoDecision("chaos: a cover to put down, and none in hand")
        c = COVER_INDEX[lifted]
        loc = view.cover_loc[c]
        covered = list(view.covered)
        if loc >= 0:
            state.cover_at[loc] = -1
            m0 = view.mouse_at.get(loc, -1)
            if m0 >= 0:
                covered[m0] = False
        base, move = self._best_moves(state, view, judge, n, view.mloc, covered)
        scored = []
        for a in legal:
            if not isinstance(a, Put):
                continue
            t = SQ_INDEX[a.to]
            m = view.mouse_at.get(t, -1)
            cov = covered
            if m >= 0:
                cov = list(covered)
                cov[m] = True
            if move is not None and (t in move[2] or move[0] == m):
                state.cover_at[t] = c
                v, _ = self._best_moves(state, view, judge, n, view.mloc, cov)
                state.cover_at[t] = -1
            else:
                v = base
                if m >= 0:                     # the mouse under it is now safe from cats
                    v += judge.threat(m, t, view.cat_loc, False)
            if m >= 0:
                v += judge.info(m)
                # a rival's mouse held still a turn, one's own held too
                v += 0.15 * (sum(judge.belong[m][h] for h in view.others) - judge.mine_p[m])
            scored.append((v + rng.random() * 1e-6, a))
        return max(scored, key=lambda x: x[0])[1]

    # the mouse or cat ----------------------------------------------------------------------------
    def _move(self, view: View, judge: Judge, legal: list[Action], rng: random.Random) -> Action:
        scored: list[tuple[float, Move]] = []
        cats = view.cat_loc
        base = judge.value(view.mloc, view.covered, cats)
        for a in legal:
            if not isinstance(a, Move):
                continue
            to = place_index(a.to)
            if a.piece in MOUSE_INDEX:
                m = MOUSE_INDEX[a.piece]
                old = view.mloc[m]
                v = (base - judge.mouse_value(m, old) + judge.threat(m, old, cats, view.covered[m])
                     + judge.mouse_value(m, to) - judge.threat(m, to, cats, False))
                if to >= HIDE:
                    moved = list(view.mloc)
                    moved[m] = to
                    v += judge.unlock(moved) - judge.unlock(view.mloc)
            else:
                k = int(a.piece[1:])
                v = self._cat_value(view, judge, k, to, view.mloc, view.covered)
            scored.append((v + rng.random() * 1e-6, a))
        if self.level != "hard":                    # normal: the repetition cost alone
            best = max(((v - self._repeat_cost(view, a), a) for v, a in scored),
                       key=lambda x: x[0])[1]
            self._seen.setdefault(self._after_key(view, best), set()).add(view.turn)
            return best
        self._chain_samples = None
        extra = {a: self._chain_gain(view, judge, a) - self._repeat_cost(view, a) for _, a in scored}
        scored = [(v + extra[a], a) for v, a in scored]
        scored.sort(key=lambda x: -x[0])
        choice = (self._look_ahead(view, judge, scored[:6], rng, extra) if len(scored) > 1
                  else scored[0][1])
        key = self._after_key(view, choice)
        self._seen.setdefault(key, set()).add(view.turn)
        return choice

    @staticmethod
    def _after_key(view: View, a: Action) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Where the mice and cats are after move ``a`` (a cat's catch aside)."""
        mloc, cats = list(view.mloc), list(view.cat_loc)
        assert isinstance(a, Move)
        if a.piece in MOUSE_INDEX:
            mloc[MOUSE_INDEX[a.piece]] = place_index(a.to)
        else:
            cats[int(a.piece[1:])] = place_index(a.to)
        return tuple(mloc), tuple(cats)

    def _chain_gain(self, view: View, judge: Judge, a: Move) -> float:
        """Hard, 2 players, a mouse move: how much better the claims that may follow
        are after it than before (:meth:`_chain_worth`): into a hideout, by what it
        changes; near the end (few mice outside), on the floor, by how much nearer it
        comes to the hideout where it would help them most (:meth:`_chain_pull`)."""
        if view.n != 2 or a.piece not in MOUSE_INDEX:
            return 0.0
        m, to = MOUSE_INDEX[a.piece], place_index(a.to)
        if self._chain_samples is None:
            rng = random.Random(view.turn * 17 + view.seat)
            self._chain_samples = [self._sample(view, judge, rng) for _ in range(CHAIN_SAMPLES // 2)]
            self._chain_now = self._chain_worth(view, view.hide_mice)
            self._chain_into = {}
        if HIDE <= to < UNDER:
            return CHAIN_WORTH * self._into_gain(view, m, to - HIDE)
        if N_MICE - sum(len(h) for h in view.hide_mice) > PULL_OUTSIDE:
            return 0.0
        return CHAIN_WORTH * (self._chain_pull(judge, view, m, to)
                              - self._chain_pull(judge, view, m, view.mloc[m]))

    def _into_gain(self, view: View, m: int, h: int) -> float:
        """What mouse ``m`` into hideout ``h`` changes in :meth:`_chain_worth`."""
        key = m * 4 + h
        if key not in self._chain_into:
            hide = [list(mice) for mice in view.hide_mice]
            hide[h].append(m)
            self._chain_into[key] = self._chain_worth(view, hide) - self._chain_now
        return self._chain_into[key]

    def _chain_pull(self, judge: Judge, view: View, m: int, loc: int) -> float:
        """The most mouse ``m`` on ``loc`` could add to the claims by going on into a
        hideout, times how near it is (:func:`progress`, 1 at home)."""
        best = 0.0
        for h in range(4):
            gain = self._into_gain(view, m, h)
            if gain > 0:
                best = max(best, gain * progress(judge.dist[h][loc]) / HOME)
        return best

    def _chain_worth(self, view: View, hide: list[list[int]]) -> float:
        """With the hideouts holding ``hide``, the seat's chances from the claims to
        come, over the decision's samples: its own claim now if it may and that is
        better (or must: no mouse left outside), else the rival's at its turn (its
        wins count -1, the seat's +1)."""
        samples = self._chain_samples or []
        seats = hideouts_of(view.n)

        def outcome(claimer: int) -> float:
            total = 0
            for sample in samples:
                winner = claim_chain(view, sample, claimer, hide)
                total += (winner == view.seat) - (winner >= 0 and winner != view.seat)
            return total / max(1, len(samples))

        def may(seat: int) -> bool:
            return sum(len(hide[h]) for h in seats[seat]) >= CLAIM_SIZE * len(seats[seat])

        rival = 1 - view.seat
        wait = outcome(rival) if may(rival) else 0.0
        if sum(len(h) for h in hide) == N_MICE and may(view.seat):
            return outcome(view.seat)          # nothing left to move: it must claim
        return max(wait, outcome(view.seat)) if may(view.seat) else wait

    def _repeat_cost(self, view: View, a: Move) -> float:
        """Normal and hard: a move back to a position it already left the kitchen in costs
        :data:`REPEAT` for each earlier turn it did: two players pushing one mouse to
        and fro would otherwise play on to the turn limit."""
        return REPEAT * len(self._seen.get(self._after_key(view, a), set()) - {view.turn})

    # hard: samples and one reply --------------------------------------------------------------
    def _look_ahead(self, view: View, judge: Judge, top: list[tuple[float, Move]],
                    rng: random.Random, extra: dict[Move, float]) -> Action:
        """The best of ``top`` by the average over sampled colours of the worth after
        the next player's most damaging cat move (each number, its chance), plus
        ``extra`` (claims, repeats)."""
        state = rebuild(view)
        samples = [self._sample(view, judge, rng) for _ in range(4)]
        numbers = sorted(set(COVERS))
        freq = [COVERS.count(k) / len(COVERS) for k in numbers]
        best: Action = top[0][1]
        best_v = float("-inf")
        for _, a in top:
            mloc, covered, cats = list(view.mloc), list(view.covered), list(view.cat_loc)
            to = place_index(a.to)
            if a.piece in MOUSE_INDEX:
                m = MOUSE_INDEX[a.piece]
                self._place(state, mloc, m, to)
            else:
                k = int(a.piece[1:])
                state.cat_at[cats[k]] = -1
                cats[k] = to
                state.cat_at[to] = k
                state.cat_loc[k] = to
                caught = state.mouse_at[to]
                if (caught >= 0 and not covered[caught] and state.chair_at[to] < 0
                        and self._catch_better(judge, caught, mloc, covered, cats)):
                    self._place(state, mloc, caught, UNDER)
            opening = state.cat_openings()
            reach: list[set[int]] = []
            for n in numbers:
                squares: set[int] = set()
                for k in range(N_CATS):
                    squares.update(state.cat_ends(k, n, opening))
                reach.append(squares)
            total = 0.0
            claims = judge.unlock(mloc)
            for sample in samples + [None]:
                mv = self._sample_values(judge, sample, mloc)
                v = sum(mv) + claims
                # the next player's worst catch (to the seat) for each number
                loss = 0.0
                for p, squares in zip(freq, reach):
                    worst = 0.0
                    for m in range(N_MICE):
                        loc = mloc[m]
                        if loc in squares and not covered[m] and state.chair_at[loc] < 0:
                            under = self._sample_value(judge, sample, m, UNDER)
                            worst = max(worst, mv[m] - under)
                    loss += p * worst
                total += v - 0.6 * loss
            total = total / (len(samples) + 1) + extra[a]
            state = rebuild(view)
            if total > best_v:
                best, best_v = a, total
        return best

    @staticmethod
    def _place(state: ChaosState, mloc: list[int], m: int, to: int) -> None:
        old = mloc[m]
        if old < HIDE:
            state.mouse_at[old] = -1
        mloc[m] = to
        state.mloc[m] = to
        if to < HIDE:
            state.mouse_at[to] = m

    def _sample(self, view: View, judge: Judge, rng: random.Random) -> list[int]:
        """Colours for every mouse and hideout drawn from the seat's chances: the cards
        by weighted permutation, the unseen mice's colours by what is left of each size
        (each mouse's weight used as it is drawn). [0:16] mice, [16:20] hideouts."""
        hcol = list(view.hcol)
        unknown = [h for h in range(4) if hcol[h] < 0]
        left = [c for c in range(4) if c not in hcol]
        if unknown:
            perms = list(itertools.permutations(left))
            weights = []
            for perm in perms:
                w = 1.0
                for h, c in zip(unknown, perm):
                    w *= self._hw[h][c]
                weights.append(w)
            perm = rng.choices(perms, weights)[0]
            for h, c in zip(unknown, perm):
                hcol[h] = c
        colour = list(view.colour)
        for group, per in ((range(N_LARGE), 1), (range(N_LARGE, N_MICE), SMALL_MICE)):
            pool = [per] * 4
            for m in group:
                if colour[m] >= 0:
                    pool[colour[m]] -= 1
            hidden = [m for m in group if colour[m] < 0]
            rng.shuffle(hidden)
            for m in hidden:
                ws = [max(0, pool[c]) * self._mw[m][c] for c in range(4)]
                if sum(ws) <= 0:
                    ws = [max(0, pool[c]) + 1e-9 for c in range(4)]
                c = rng.choices(range(4), ws)[0]
                colour[m] = c
                pool[c] -= 1
        return colour + hcol

    def _sample_value(self, judge: Judge, sample: list[int] | None, m: int, loc: int) -> float:
        if sample is None:
            return judge.mouse_value(m, loc)
        c = sample[m]
        view = judge.view
        if HIDE <= loc < UNDER:
            h = loc - HIDE
            right = sample[N_MICE + h] == c
            if h in view.mine:
                if right:
                    return HOME
                g = sample.index(c, N_MICE) - N_MICE        # where a claim sends it
                return HOME - ACROSS if g in view.mine else judge.sign[g] * HOME - RECLAIM
            if view.owner[h] < 0:
                return -0.3 * HOME if right else 0.0
            if right:
                return -judge.rw * HOME
            return STUCK if sample.index(c, N_MICE) - N_MICE in view.mine else judge.rw
        h = sample.index(c, N_MICE) - N_MICE
        return judge.sign[h] * progress(judge.dist[h][loc])

    def _sample_values(self, judge: Judge, sample: list[int] | None, mloc: list[int]) -> list[float]:
        return [self._sample_value(judge, sample, m, mloc[m]) for m in range(N_MICE)]

    # the chair ------------------------------------------------------------------------------------
    def _chair(self, view: View, judge: Judge, legal: list[Action], rng: random.Random) -> Action:
        cats = view.cat_loc
        best: Action = next(a for a in legal if isinstance(a, End))
        best_v = judge.value(view.mloc, view.covered, cats) + 0.05
        for a in legal:
            if isinstance(a, Tip):
                h = CHAIR_INDEX[a.chair]
                sq = view.chair_loc[h]
                onto = STEP[DIRS.index(a.direction)][sq]
                dist = distances(view.blocked | {sq, onto})
                v = judge.value(view.mloc, view.covered, cats, dist)
            elif isinstance(a, ChairTo):
                h = CHAIR_INDEX[a.chair]
                t = SQ_INDEX[a.to]
                m = view.mouse_at.get(t, -1)
                frm = view.chair_loc[h]
                under = view.mouse_at.get(frm, -1) if view.chair_tip[h] < 0 else -1
                if m < 0 and under < 0 and view.chair_tip[h] < 0:
                    continue                       # nothing gained or lost: not worth it
                if view.chair_tip[h] >= 0:
                    dist = distances(view.blocked - {frm, STEP[view.chair_tip[h]][frm]})
                else:
                    dist = judge.dist
                v = judge.value(view.mloc, view.covered, cats, dist)
                if m >= 0:                         # now under a chair: safe
                    v += judge.threat(m, t, cats, view.covered[m], dist)
                if under >= 0:                     # no longer under one
                    v -= judge.threat(under, frm, cats, view.covered[under], dist, sheltered=False)
            else:
                continue
            v += rng.random() * 1e-6
            if v > best_v:
                best, best_v = a, v
        return best

    # hard: what the others' moves tell ------------------------------------------------------------
    def _infer(self, view: View) -> None:
        """Compare the mice's places with the last seen: a mouse moved by another seat
        towards a hideout not the seat's own weighs that hideout's colour (known mouse)
        or the mouse's colour (unknown) towards each other."""
        last, self._last = self._last, list(view.mloc)
        own, self._own_moves = self._own_moves, set()
        if last is None:
            return
        dist = distances(view.blocked)
        for m in range(N_MICE):
            old, new = last[m], view.mloc[m]
            if old == new or m in own or new == UNDER or old >= HIDE:
                continue
            gains = [(dist[h][old] - dist[h][new], h) for h in view.others]
            gain, h = max(gains)
            if gain <= 0:
                continue
            if view.colour[m] >= 0:
                self._hw[h][view.colour[m]] = min(50.0, self._hw[h][view.colour[m]] * 2.5)
            else:
                for c in range(4):
                    if view.hcol[h] == c:
                        self._mw[m][c] = min(20.0, self._mw[m][c] * 2.0)
                    elif view.hcol[h] < 0:
                        self._mw[m][c] *= 1.0 + self._hw[h][c] / sum(self._hw[h])
