"""Hard's claims played out with 4 players (Chaos de souris et de fromage): the cascade
of claims a round may bring, over sampled colourings (:class:`CascadeLook`).

A claim turns the claimer's mice over in the order they came (the large mouse that
started there first); the first of another colour goes to its owner, who is asked
and may claim in turn. So one claim can set off a cascade through every hideout
holding four mice, and the game is decided there: the seat whose own large mouse
comes home after it sent its first one on, with three of its own already there, wins.

The colourings are drawn from the seat's observation only: its own sightings, the
cards shown by claims, and ``looked`` (public: who has seen which mouse). A seat brings
home only the mice it saw to be its own (98% of the mice a seat moves into its hideout
are of its colour, measured), so a mouse in a rival's hideout that this rival has seen
is drawn of that rival's colour (:data:`OWNER_SURE`), and a mouse of a colour the seat
knows there tells that rival's card the same way.

The rivals are played as normal plays its claims (:mod:`.ai`): they claim when they may
(four mice) and from turn 30 on, or once their card was shown, or when they know two
of their mice at home right; the seat itself by the same rule (as hard does), or, when
it weighs claiming against not claiming, only when it wins. After a claim that does
not win, the round goes on: each seat in turn claims if it may and would. Mice moved
between the claims are not played: the look is of the hideouts as they stand.
"""

from __future__ import annotations

import itertools
import random

from .conf import N_LARGE
from .guess import hidden_and_left
from .sight import View

OWNER_SURE = 0.95     # a mouse in a rival's hideout that rival has seen: of its colour
CLAIM_TURN = 30       # normal claims whenever it may from this turn on (ai._claims)
SAMPLES = 40          # colourings drawn per decision
MAX_CLAIMS = 12       # claims played out at most in one look


class Colourings:
    """Colourings of every hidden mouse and card drawn from one seat's observation."""

    def __init__(self, view: View, rng: random.Random):
        self.view = view
        obs = view.obs
        looked = obs.looked.mice
        self.looked: list[frozenset[int]] = [frozenset(looked.get(mid, ())) for mid in
                                             (m.id for m in obs.mice)]
        self.public: set[int] = set()
        mouse_index = view.config.acts.mouse_index
        for record in obs.claims:
            for mid, _ in record.turned:
                self.public.add(mouse_index[mid])
        # per rival hideout, the mice its owner has seen
        self.owner_seen: list[list[int]] = [[] for _ in range(4)]
        for h in range(4):
            owner = view.owner[h]
            if owner < 0 or h in view.mine:
                continue
            self.owner_seen[h] = [m for m in view.hide_mice[h] if owner in self.looked[m]]
        self.perms, self.weights = self._cards()
        self.samples = [self._draw(rng) for _ in range(SAMPLES)]

    def _cards(self) -> tuple[list[tuple[int, ...]], list[float]]:
        """The rivals' unknown cards, as weighted permutations: a mouse of a known colour
        in a rival's hideout that rival has seen weighs that colour up."""
        view = self.view
        unknown = [h for h in range(4) if view.hcol[h] < 0]
        left = [c for c in range(4) if c not in view.hcol]
        perms = list(itertools.permutations(left))
        weights = []
        for perm in perms:
            w = 1.0
            for h, c in zip(unknown, perm):
                for m in self.owner_seen[h]:
                    if view.colour[m] >= 0:
                        w *= OWNER_SURE if view.colour[m] == c else (1.0 - OWNER_SURE)
            weights.append(w)
        return perms, weights

    def _draw(self, rng: random.Random) -> list[int]:
        """One colouring: [0:16] mice, [16:20] hideouts' cards."""
        view = self.view
        hcol = list(view.hcol)
        unknown = [h for h in range(4) if hcol[h] < 0]
        if unknown:
            perm = rng.choices(self.perms, self.weights)[0]
            for h, c in zip(unknown, perm):
                hcol[h] = c
        colour = list(view.colour)
        n_mice, small_mice = view.config.n_mice, view.config.small_mice
        for group, per in ((range(N_LARGE), 1), (range(N_LARGE, n_mice), small_mice)):
            hidden, pool = hidden_and_left(colour, group, per)
            rng.shuffle(hidden)
            # the mice their hideout's owner has seen first: most likely that owner's
            leaning: dict[int, int] = {}
            for h in range(4):
                for m in self.owner_seen[h]:
                    if colour[m] < 0 and m >= N_LARGE:
                        leaning[m] = hcol[h]
            hidden.sort(key=lambda m: m not in leaning)
            for m in hidden:
                ws = [float(max(0, pool[c])) for c in range(4)]
                lean = leaning.get(m, -1)
                if lean >= 0 and ws[lean] > 0:
                    rest = sum(ws) - ws[lean]
                    if rest > 0:
                        ws = [OWNER_SURE if c == lean else (1.0 - OWNER_SURE) * ws[c] / rest
                              for c in range(4)]
                if sum(ws) <= 0:
                    ws = [1.0] * 4
                c = rng.choices(range(4), ws)[0]
                colour[m] = c
                pool[c] -= 1
        return colour + hcol


class CascadeLook:
    """One decision's cascades: the seat's chances (wins - rivals' wins) from the claims
    a round brings, for the hideouts as they are and as a move would leave them."""

    def __init__(self, view: View, rng: random.Random):
        self.view = view
        self.col = Colourings(view, rng)
        self.seats = view.config.hideouts_of(view.n)
        #: the game's numbers the claims are played out by (the view's config)
        self.n_mice, self.claim_size = view.config.n_mice, view.config.claim_size
        self.shown = {r.seat for r in view.obs.claims if r.seat is not None}
        self._now: float | None = None
        self._into: dict[int, float] = {}
        #: the seat itself claims as normal's rule says (its moves' look), or only
        #: when it wins (whether to claim when asked: the other choice is not to)
        self.self_normal = True

    # the rules' claim, on a colouring ---------------------------------------------------------
    def _wants(self, sample: list[int], hide: list[list[int]], seat: int, asked: int) -> bool:
        """Whether ``seat`` (may claim) claims: a rival as normal does (module
        docstring), the seat itself too when it wins or, with :attr:`self_normal`, by
        the same rule; ``asked``: the mouse just given it, -1."""
        view = self.view
        h = self.seats[seat][0]
        want = sample[self.n_mice + h]
        if seat == view.seat:
            wins = all(sample[m] == want for m in hide[h])
            if wins or not self.self_normal:
                return wins
        if view.turn >= CLAIM_TURN or seat in self.shown:
            return True
        known = sum(1 for m in hide[h] if sample[m] == want
                    and (m == asked or seat in self.col.looked[m] or m in self.col.public))
        return known >= 2

    def _play(self, sample: list[int], hide: list[list[int]], first: int,
              forced: bool = False) -> int:
        """The claims from seat ``first``'s turn on through a round and a half (each seat
        at its turn claims if it may and would; ``forced``: ``first`` claims now): the
        winner, -1 if none. ``hide`` is changed."""
        n, claim_size = self.view.n, self.claim_size
        claims = 0
        for k in range(n + n // 2 + 1):
            seat = (first + k) % n
            h = self.seats[seat][0]
            if len(hide[h]) < claim_size:
                continue
            if not (forced and k == 0) and not self._wants(sample, hide, seat, -1):
                continue
            while True:
                claims += 1
                given, mouse = self._claim(sample, hide, seat)
                if given == -2:
                    return seat
                if given < 0 or claims >= MAX_CLAIMS:
                    break
                g = self.seats[given][0]
                if len(hide[g]) < claim_size or not self._wants(sample, hide, given, mouse):
                    break
                seat = given
        return -1

    def _claim(self, sample: list[int], hide: list[list[int]], seat: int) -> tuple[int, int]:
        """``seat`` claims: (-2, -1) if it wins, else (the owner given the first wrong
        mouse, that mouse), the mouse moved."""
        h, n_mice = self.seats[seat][0], self.n_mice
        want = sample[n_mice + h]
        for m in hide[h]:
            if sample[m] != want:
                hide[h].remove(m)
                target = sample.index(sample[m], n_mice) - n_mice
                hide[target].append(m)
                return self.view.owner[target], m
        return -2, -1

    def _score(self, hide: list[list[int]], first: int, forced: bool = False) -> float:
        total = 0
        me = self.view.seat
        for sample in self.col.samples:
            winner = self._play(sample, [list(x) for x in hide], first, forced)
            total += (winner == me) - (winner >= 0 and winner != me)
        return total / len(self.col.samples)

    # what the seat asks ---------------------------------------------------------------------------
    def now(self) -> float:
        """The claims from the seat's own end of turn on, hideouts as they are."""
        if self._now is None:
            self._now = self._score(self.view.hide_mice, self.view.seat)
        return self._now

    def into(self, m: int, h: int) -> float:
        """What mouse ``m`` moved into hideout ``h`` changes in :meth:`now`."""
        key = m * 4 + h
        if key not in self._into:
            hide = [list(x) for x in self.view.hide_mice]
            hide[h].append(m)
            self._into[key] = self._score(hide, self.view.seat) - self.now()
        return self._into[key]

    def claim_or_wait(self, asked: bool) -> tuple[float, float]:
        """(claiming now, not claiming): the seat's chances either way, the seat then
        claiming again only when it wins. Not claiming, the round goes on from the next
        seat (asked: the turn owner's next)."""
        view = self.view
        self.self_normal = False
        claim = self._score(view.hide_mice, view.seat, forced=True)
        start = (view.obs.turn_owner if asked else view.seat) + 1
        wait = self._score(view.hide_mice, start % view.n)
        self.self_normal = True
        return claim, wait


