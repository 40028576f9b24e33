"""Hard's claims played out with 2 players (Chaos de souris et de fromage): the claims to
come over sampled colours (:func:`claim_chain`), whether to claim now by them
(:func:`claim_verdict`), and what a mouse moved changes in them (:class:`ChainLook`).
"""

from __future__ import annotations

import random

from .actions import Move
from .guess import Guesses
from .judge import HOME, Judge, progress
from .places import HIDE, UNDER
from .sight import View

CHAIN_WORTH = 20.0    # hard, 2 players: a sure win by the claims to come, over a loss
PULL_OUTSIDE = 3      # ... with this few mice outside, each pulled where claims need it
CHAIN_SAMPLES = 32    # hard, 2 players: samples of the claims played out
CHAIN_WIN = 0.6       # ... claim when they win at least this often
CHAIN_LOSE = 0.15     # ... not when they hand the rival the game more often than this


def claim_chain(view: View, sample: list[int], claimer: int,
                hideouts: list[list[int]] | None = None) -> int:
    """The seat that wins by the claims starting with ``claimer``'s, -1 if none, with the
    colours of ``sample`` ([0:16] mice, [16:20] hideouts) and the mice in ``hideouts``
    (else the view's): the rules' turning over (rules.py, claims), every seat given a
    mouse claiming whenever it may."""
    config = view.config
    n_mice, claim_size, hideouts_of = config.n_mice, config.claim_size, config.hideouts_of
    colour, hcol = sample[:n_mice], sample[n_mice:]
    hide = [list(h) for h in (hideouts if hideouts is not None else view.hide_mice)]
    seats = hideouts_of(view.n)
    for _ in range(n_mice):
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
        if given < 0 or sum(len(hide[h]) for h in seats[given]) < claim_size * len(seats[given]):
            return -1
        claimer = given
    return -1


def claim_verdict(view: View, judge: Judge, guesses: Guesses) -> bool | None:
    """Hard, 2 players: play the claims out over sampled colours (:func:`claim_chain`,
    the rival claiming whenever it may). Claim when it wins often enough; not when
    the chain hands the rival the game too often, unless no mouse is left outside
    (nothing else can ever change); otherwise ``None``: the usual rule decides."""
    if not any(loc < HIDE or loc == UNDER for loc in view.mloc):
        return True
    rng = random.Random(view.turn * 31 + view.seat)
    won = lost = 0
    for _ in range(CHAIN_SAMPLES):
        winner = claim_chain(view, guesses.sample(view, judge, rng), view.seat)
        won += winner == view.seat
        lost += winner >= 0 and winner != view.seat
    if won >= CHAIN_WIN * CHAIN_SAMPLES and won > lost:
        return True
    if lost > CHAIN_LOSE * CHAIN_SAMPLES:
        return False
    return None


class ChainLook:
    """One move decision's claims played out: its samples (drawn at the first mouse move
    asked about), the worth of the claims now, and of each mouse into each hideout."""

    def __init__(self, guesses: Guesses):
        self.guesses = guesses
        self.samples: list[list[int]] | None = None
        self.now = 0.0
        self.into: dict[int, float] = {}

    def gain(self, view: View, judge: Judge, a: Move) -> float:
        """Hard, 2 players, a mouse move: how much better the claims that may follow
        are after it than before (:meth:`worth`): into a hideout, by what it
        changes; near the end (few mice outside), on the floor, by how much nearer it
        comes to the hideout where it would help them most (:meth:`pull`)."""
        config = view.config
        n_mice, mouse_index = config.n_mice, config.acts.mouse_index
        if view.n != 2 or a.piece not in mouse_index:
            return 0.0
        m, to = mouse_index[a.piece], view.place_index(a.to)
        if self.samples is None:
            rng = random.Random(view.turn * 17 + view.seat)
            self.samples = [self.guesses.sample(view, judge, rng) for _ in range(CHAIN_SAMPLES // 2)]
            self.now = self.worth(view, view.hide_mice)
            self.into = {}
        if HIDE <= to < UNDER:
            return CHAIN_WORTH * self.into_gain(view, m, to - HIDE)
        if n_mice - sum(len(h) for h in view.hide_mice) > PULL_OUTSIDE:
            return 0.0
        return CHAIN_WORTH * (self.pull(judge, view, m, to)
                              - self.pull(judge, view, m, view.mloc[m]))

    def into_gain(self, view: View, m: int, h: int) -> float:
        """What mouse ``m`` into hideout ``h`` changes in :meth:`worth`."""
        key = m * 4 + h
        if key not in self.into:
            hide = [list(mice) for mice in view.hide_mice]
            hide[h].append(m)
            self.into[key] = self.worth(view, hide) - self.now
        return self.into[key]

    def pull(self, judge: Judge, view: View, m: int, loc: int) -> float:
        """The most mouse ``m`` on ``loc`` could add to the claims by going on into a
        hideout, times how near it is (:func:`progress`, 1 at home)."""
        best = 0.0
        for h in range(4):
            gain = self.into_gain(view, m, h)
            if gain > 0:
                best = max(best, gain * progress(judge.dist[h][loc]) / HOME)
        return best

    def worth(self, view: View, hide: list[list[int]]) -> float:
        """With the hideouts holding ``hide``, the seat's chances from the claims to
        come, over the decision's samples: its own claim now if it may and that is
        better (or must: no mouse left outside), else the rival's at its turn (its
        wins count -1, the seat's +1)."""
        config = view.config
        n_mice, claim_size, hideouts_of = config.n_mice, config.claim_size, config.hideouts_of
        samples = self.samples or []
        seats = hideouts_of(view.n)

        def outcome(claimer: int) -> float:
            total = 0
            for sample in samples:
                winner = claim_chain(view, sample, claimer, hide)
                total += (winner == view.seat) - (winner >= 0 and winner != view.seat)
            return total / max(1, len(samples))

        def may(seat: int) -> bool:
            return sum(len(hide[h]) for h in seats[seat]) >= claim_size * len(seats[seat])

        rival = 1 - view.seat
        wait = outcome(rival) if may(rival) else 0.0
        if sum(len(h) for h in hide) == n_mice and may(view.seat):
            return outcome(view.seat)          # nothing left to move: it must claim
        return max(wait, outcome(view.seat)) if may(view.seat) else wait
