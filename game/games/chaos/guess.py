"""Hard's guesses at the colours its seat cannot see (Chaos de souris et de fromage):
weights per hideout and colour (the cards) and per mouse and colour, raised by what the
other seats' moves tell (:meth:`Guesses.infer`), and samples of every hidden colour drawn
from them (:meth:`Guesses.sample`; drawn from the observation, never from the true state)
with what each mouse is worth under such a sample (:func:`sample_value`).
"""

from __future__ import annotations

import itertools
import random

from .conf import N_LARGE
from .judge import ACROSS, HOME, RECLAIM, STUCK, Judge, distances, progress
from .places import HIDE, UNDER
from .sight import View


def hidden_and_left(colour: list[int], group: range, per: int) -> tuple[list[int], list[int]]:
    """The mice of ``group`` whose colour is not known (``colour[m] < 0``), and how many
    of each of the four colours are left for them (``per`` of each colour in the group)."""
    pool = [per] * 4
    for m in group:
        if colour[m] >= 0:
            pool[colour[m]] -= 1
    return [m for m in group if colour[m] < 0], pool

class Guesses:
    """One seat's memory for its guesses, kept between calls."""

    def __init__(self, n_mice: int) -> None:
        # the last places seen, the pieces it moved itself, the weights (``n_mice``: the
        # config's mice)
        self.last: list[int] | None = None
        self.own_moves: set[int] = set()
        self.hw: list[list[float]] = [[1.0] * 4 for _ in range(4)]
        self.mw: list[list[float]] = [[1.0] * 4 for _ in range(n_mice)]

    def infer(self, view: View) -> None:
        """Compare the mice's places with the last seen: a mouse moved by another seat
        towards a hideout not the seat's own weighs that hideout's colour (known mouse)
        or the mouse's colour (unknown) towards each other."""
        n_mice = view.config.n_mice
        last, self.last = self.last, list(view.mloc)
        own, self.own_moves = self.own_moves, set()
        if last is None:
            return
        dist = distances(view.blocked, view.config.flat)
        for m in range(n_mice):
            old, new = last[m], view.mloc[m]
            if old == new or m in own or new == UNDER or old >= HIDE:
                continue
            gains = [(dist[h][old] - dist[h][new], h) for h in view.others]
            gain, h = max(gains)
            if gain <= 0:
                continue
            if view.colour[m] >= 0:
                self.hw[h][view.colour[m]] = min(50.0, self.hw[h][view.colour[m]] * 2.5)
            else:
                for c in range(4):
                    if view.hcol[h] == c:
                        self.mw[m][c] = min(20.0, self.mw[m][c] * 2.0)
                    elif view.hcol[h] < 0:
                        self.mw[m][c] *= 1.0 + self.hw[h][c] / sum(self.hw[h])

    def sample(self, view: View, judge: Judge, rng: random.Random) -> list[int]:
        """Colours for every mouse and hideout drawn from the seat's chances: the cards
        by weighted permutation, the unseen mice's colours by what is left of each size
        (each mouse's weight used as it is drawn). [0:16] mice, [16:20] hideouts."""
        config = view.config
        n_mice, small_mice = config.n_mice, config.small_mice
        hcol = list(view.hcol)
        unknown = [h for h in range(4) if hcol[h] < 0]
        left = [c for c in range(4) if c not in hcol]
        if unknown:
            perms = list(itertools.permutations(left))
            weights = []
            for perm in perms:
                w = 1.0
                for h, c in zip(unknown, perm):
                    w *= self.hw[h][c]
                weights.append(w)
            perm = rng.choices(perms, weights)[0]
            for h, c in zip(unknown, perm):
                hcol[h] = c
        colour = list(view.colour)
        for group, per in ((range(N_LARGE), 1), (range(N_LARGE, n_mice), small_mice)):
            hidden, pool = hidden_and_left(colour, group, per)
            rng.shuffle(hidden)
            for m in hidden:
                ws = [max(0, pool[c]) * self.mw[m][c] for c in range(4)]
                if sum(ws) <= 0:
                    ws = [max(0, pool[c]) + 1e-9 for c in range(4)]
                c = rng.choices(range(4), ws)[0]
                colour[m] = c
                pool[c] -= 1
        return colour + hcol


def sample_value(judge: Judge, sample: list[int] | None, m: int, loc: int) -> float:
    n_mice = judge.view.config.n_mice
    if sample is None:
        return judge.mouse_value(m, loc)
    c = sample[m]
    view = judge.view
    if HIDE <= loc < UNDER:
        h = loc - HIDE
        right = sample[n_mice + h] == c
        if h in view.mine:
            if right:
                return HOME
            g = sample.index(c, n_mice) - n_mice        # where a claim sends it
            return HOME - ACROSS if g in view.mine else judge.sign[g] * HOME - RECLAIM
        if view.owner[h] < 0:
            return -0.3 * HOME if right else 0.0
        if right:
            return -judge.rw * HOME
        return STUCK if sample.index(c, n_mice) - n_mice in view.mine else judge.rw
    h = sample.index(c, n_mice) - n_mice
    return judge.sign[h] * progress(judge.dist[h][loc])

def sample_values(judge: Judge, sample: list[int] | None, mloc: list[int]) -> list[float]:
    n_mice = judge.view.config.n_mice
    return [sample_value(judge, sample, m, mloc[m]) for m in range(n_mice)]
