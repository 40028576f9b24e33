"""The judgement of Chaos de souris et de fromage's computer players: the seat's chances
for every mouse and hideout, and the worth of positions (:class:`Judge`).

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
a chair or a cover it is safe. A 4-player hard gives the mice of its own hideouts
more (``own_gain`` g: ``g * (8 - d)`` more on the floor, ``8 g`` at home), to bring
its own home first. Seeing a mouse's colour is worth 1 (2 for a mouse at
home, which nothing but a claim will show; on the floor, more near one's own hideouts).
"""

from __future__ import annotations

import itertools
from collections import deque

from .conf import N_LARGE, Flat
from .places import HIDE, UNDER
from .sight import View

HOME = 11.0           # a mouse of the right colour at home
ACROSS = 0.5          # 2 players: one's mouse in one's other hideout (a claim moves it over)
RECLAIM = 2.0         # what a claim to send a wrong mouse on costs (a turn, one's card shown)
STUCK = 2.0           # one's own mouse in a rival's hideout: back only by their claim
UNLOCK_READY = 10.0   # a mouse into a rival's hideout towards their claim, one's own all home
DEAD = 15.0           # each mouse one's claims would lack, with none left outside to bring
FILL = 6.0            # a mouse into one's own hideout towards a claim that sends wrong ones on
FAR = 14              # distance given to a place a mouse cannot reach
INFO = 1.0            # seeing an unknown mouse's colour


def manhattan(a: int, b: int, size: int) -> int:
    return abs(a % size - b % size) + abs(a // size - b // size)


#: :func:`distances` already worked out, by kitchen (``flat``) and blocked squares
_DIST_CACHE: dict[tuple[Flat, frozenset[int]], tuple[tuple[int, ...], ...]] = {}


def distances(blocked: frozenset[int], flat: Flat) -> tuple[tuple[int, ...], ...]:
    """For each corner, the fewest steps from each square into that hideout (a mouse's
    steps over the floor, a hole pair two steps, the wall one; ``blocked`` squares, the
    tipped chairs', closed); index ``UNDER`` (the table): one step onto a ring square.
    ``flat``: the kitchen's tables (the config's)."""
    key = (flat, blocked)
    if key in _DIST_CACHE:
        return _DIST_CACHE[key]
    entry, floor_steps, holes, ring = flat.entry, flat.floor_steps, flat.holes, flat.ring
    out = []
    for corner in range(4):
        dist = [FAR] * (UNDER + 1)
        queue: deque[int] = deque()
        for sq in range(flat.n_squares):
            if sq not in blocked and any(c == corner for _, c in entry[sq]):
                dist[sq] = 1
                queue.append(sq)
        holes_done = False
        while queue:
            sq = queue.popleft()
            d = dist[sq]
            for _, t in floor_steps[sq]:
                if t not in blocked and dist[t] > d + 1:
                    dist[t] = d + 1
                    queue.append(t)
            if sq in holes and not holes_done:          # every other hole: two steps
                holes_done = True
                for t in holes:
                    if t not in blocked and dist[t] > d + 2:
                        dist[t] = d + 2
                        queue.append(t)
        dist[HIDE + corner] = 0
        dist[UNDER] = 1 + min(dist[r] for r in ring)
        out.append(tuple(dist))
    result = tuple(out)
    if len(_DIST_CACHE) > 256:
        _DIST_CACHE.clear()
    _DIST_CACHE[key] = result
    return result


def progress(d: int) -> float:
    """What a mouse ``d`` steps from a hideout is worth to it (home: :data:`HOME`)."""
    if d <= 0:
        return HOME
    return max(0.5, 8.0 - 0.5 * d)


class Judge:
    """The seat's chances for every mouse and hideout, and the worth of positions."""

    def __init__(self, view: View, hweights: list[list[float]] | None = None,
                 mweights: list[list[float]] | None = None, own_gain: float = 0.0):
        self.view = view
        #: each step nearer one's own hideout worth this much more (hard, 4 players)
        self.own_gain = own_gain
        self.n = view.n
        self.hp = self._hideout_chances(view, hweights)
        self.mp = self._mouse_chances(view, mweights)
        self.rw = 0.8 if self.n == 2 else 0.55
        self.dist = distances(view.blocked, view.config.flat)
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
        config = view.config
        n_mice, small_mice = config.n_mice, config.small_mice
        mp = []
        left = []
        for group, per in ((range(N_LARGE), 1), (range(N_LARGE, n_mice), small_mice)):
            counts = [per] * 4
            for m in group:
                if view.colour[m] >= 0:
                    counts[view.colour[m]] -= 1
            left.append([max(0, x) for x in counts])
        for m in range(n_mice):
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
        n_mice = self.view.config.n_mice
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
                       for m in range(n_mice)]
        self.mine_p = [sum(self.belong[m][h] for h in view.mine) for m in range(n_mice)]

    def _pulls(self) -> list[float]:
        """Per hideout, what bringing any mouse nearer is worth because a claim needs
        it (see :meth:`unlock`): a rival's hideout short of four while one of the
        seat's mice waits in that rival's hideouts and the seat's own are ready; one's
        own hideout short of four while a wrong mouse waits in the other."""
        claim_size = self.view.config.claim_size
        view = self.view
        counts = [len(view.hide_mice[h]) for h in range(4)]
        pull = [0.0] * 4
        stuck = [0.0] * 4
        for h in view.others:
            if view.owner[h] >= 0:
                stuck[view.owner[h]] += sum(self.mine_p[m] for m in view.hide_mice[h])
        if sum(counts[h] for h in view.mine) >= (claim_size - 1) * len(view.mine):
            for h in view.others:
                owner = view.owner[h]
                if owner >= 0 and stuck[owner] >= 0.2 and counts[h] < claim_size:
                    pull[h] = UNLOCK_READY * min(1.0, stuck[owner])
        wrong = sum(1.0 - self.mine_p[m] for h in view.mine for m in view.hide_mice[h])
        if wrong >= 0.5 and sum(counts[h] for h in view.mine) < claim_size * len(view.mine):
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
                value = p * (HOME + 8.0 * self.own_gain) + pull
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
                if self.own_gain and sign[h] > 0:
                    total += self.own_gain * b * max(0, 8 - dist[h][loc])
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
        size = self.view.config.flat.size
        near = sum(1 for k in cats if manhattan(k, loc, size) <= 4)
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
        claim_size = self.view.config.claim_size
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
        need = max(0, claim_size * len(view.mine) - sum(counts[h] for h in view.mine))
        total = 0.0
        if need > outside:
            total -= DEAD * (need - outside)
        for rival in range(self.n):
            if stuck[rival] >= 0.5:
                theirs = [h for h in range(4) if view.owner[h] == rival]
                need_r = need + max(0, claim_size * len(theirs) - sum(counts[h] for h in theirs))
                if need_r > outside:
                    total -= 0.5 * DEAD * (need_r - outside)
        return total

    def value(self, mloc: list[int], covered: list[bool], cats: list[int],
              dist: tuple[tuple[int, ...], ...] | None = None, threats: bool = True) -> float:
        n_mice = self.view.config.n_mice
        total = self.unlock(mloc)
        for m in range(n_mice):
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
        config = self.view.config
        n_mice, small_mice, claim_size = config.n_mice, config.small_mice, config.claim_size
        view = self.view
        wants = [view.hcol[h] for h in view.mine]
        if sum(len(view.hide_mice[h]) for h in view.mine) > claim_size * len(wants):
            return 0.0
        left: list[list[float]] = []
        for group, per in ((range(N_LARGE), 1), (range(N_LARGE, n_mice), small_mice)):
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

