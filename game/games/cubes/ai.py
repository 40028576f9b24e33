"""Computer players for Souris et cubes de fromage. They read only ``observation(p)``.

Every card is worth more the closer it brings its colour to the target, and a card
that would win is worth the game. A white card is also worth what it can take.

- ``easy``: stops as soon as two cards are at stake (or at random), swaps at random.
- ``normal``: goes on while the chance of a gain outweighs the chance of losing the
  stake (one roll ahead); swaps for the card that helps it most.
- ``hard``: the best stop/go policy over every roll still possible this turn (a small
  exact recursion over the number of cubes left), valuing a card by how few its colour
  still needs; it exchanges by a convex worth of the hands (:func:`_hard_swap`: its own
  against the best opponent's) and keeps its last white unless the swap matters.
  Measured (``python -m game strength cubes``, seats rotating): two players against
  ``stop3``, the best fixed rule (stop once three cards are at stake), it wins 55.6% of
  20,000 games (95% interval 54.9-56.2%; the exchanges alone took it from 53.2%); three
  players against two ``normal``, 38.9% of 6,000 (a fair share is 33%); ``normal`` wins
  about 77% of two-player games against ``easy``. The game is mostly luck, so no level
  wins always.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Mapping

from ...core.agents import NoDecision
from ...core.protocol import Action
from . import GAME
from .actions import Done, Roll, Stop, Swap
from .conf import CubesConfig
from .observation import CubesObservation

LEVELS = ("easy", "normal", "hard")


def card_value(obs: CubesObservation, seat: int, colour: str, white: str) -> float:
    """What one more card of ``colour`` is worth to ``seat`` (1 for a first card,
    up to 3 for the card before the target); ``white``: the exchange colour."""
    return _value(obs.hands[seat][colour], obs.target, colour == white)


def _value(count: int, target: int, white: bool) -> float:
    top = max(1, target - 1)
    value = 1.0 + 2.0 * min(count, top) / top
    return max(value, 1.5) if white else value     # a white can always take a card


def _mean_unseen_value(obs: CubesObservation, seat: int, white: str) -> float:
    unseen = obs.unseen
    total = sum(unseen.values())
    if not total:
        return 1.0
    hand, target = obs.hands[seat], obs.target
    return sum(n * _value(hand[c], target, c == white) for c, n in unseen.items() if n) / total


def _stake(obs: CubesObservation) -> list[str]:
    return list(obs.aside.values())


def _rollable(obs: CubesObservation) -> int:
    aside = {int(c) for c in obs.aside}
    return sum(1 for i, full in enumerate(obs.loaded) if full and i not in aside)


def _stopping_wins(obs: CubesObservation, seat: int) -> bool:
    hand = dict(obs.hands[seat])
    for colour in _stake(obs):
        hand[colour] += 1
    return max(hand[c] for c in obs.counting) >= obs.target


@functools.cache
def _go_values(p_window: float) -> Callable[[int, float, float], float]:
    """``go_value(cubes, stake, per_card)``: the expected value of the best policy with
    ``cubes`` to roll and ``stake`` at risk, each rolled cube showing a card with the
    chance ``p_window`` (one such function, and its memory, for each chance: a config's)."""
    q = 1.0 - p_window

    @functools.lru_cache(maxsize=4096)
    def go_value(cubes: int, stake: float, per_card: float) -> float:
        if cubes == 0:
            return stake
        value = 0.0
        for k in range(1, cubes + 1):
            p_k = _binom(cubes, k) * p_window ** k * q ** (cubes - k)
            new_stake = stake + k * per_card
            value += p_k * max(new_stake, go_value(cubes - k, new_stake, per_card))
        return value
    return go_value


@functools.cache
def _binom(n: int, k: int) -> int:
    from math import comb
    return comb(n, k)


def _decide(obs: CubesObservation, seat: int, level: str, rng: random.Random,
            config: CubesConfig) -> Action:
    cubes = _rollable(obs)
    stake_cards = _stake(obs)
    if cubes == 0 or _stopping_wins(obs, seat):
        return Stop()
    if level == "easy":
        return Stop() if len(stake_cards) >= 2 or rng.random() < 0.3 else Roll()
    white, p_window = config.white, config.p_window
    stake = sum(card_value(obs, seat, c, white) for c in stake_cards)
    per_card = _mean_unseen_value(obs, seat, white)
    if level == "normal":
        q = (1.0 - p_window) ** cubes
        expected_new = cubes * p_window * per_card          # E[value shown] over all outcomes
        return Roll() if expected_new > q * stake + 0.25 * stake * q else Stop()
    # hard: the best policy over the rest of the turn, with each card worth 1 / (cards
    # still needed in its colour): what brings a colour near the target counts most.
    stake = sum(_urgency(obs, seat, c, white) for c in stake_cards)
    unseen = obs.unseen
    total = sum(unseen.values()) or 1
    per_card = sum(n * _urgency(obs, seat, c, white) for c, n in unseen.items() if n) / total
    return Roll() if _go_values(p_window)(cubes, stake, per_card) > stake + 1e-9 else Stop()


def _urgency(obs: CubesObservation, seat: int, colour: str, white: str) -> float:
    """One more ``colour`` card for ``seat``: 1 / cards still needed in that colour. A
    white is worth a little more while an opponent holds a coloured card it can take."""
    hand, target = obs.hands[seat], obs.target
    value = 1.0 / max(1, target - hand[colour])
    if colour == white and any(n for s, h in enumerate(obs.hands) if s != seat
                               for c, n in h.items() if c != white):
        value += 0.3
    return value


def _swap_gain(obs: CubesObservation, seat: int, swap: Swap, level: str, white: str) -> float:
    gain = card_value(obs, seat, swap.colour, white) - card_value(obs, seat, white, white) * 0.5
    if level == "hard":
        # Taking from someone close to the target in that colour also slows them down.
        theirs = obs.hands[swap.opponent][swap.colour]
        gain += 1.5 * theirs / obs.target
    mine = obs.hands[seat][swap.colour] + 1
    if mine >= obs.target:
        gain += 100.0
    return gain


def _potential(hand: Mapping[str, int], target: int, counting: tuple[str, ...]) -> float:
    """Hard's worth of a hand: the sum over the colours that count of (cards, at most the
    target) to the fourth power, so that cards gathered in one colour count far more than
    cards spread out."""
    return float(sum(min(n, target) ** 4 for c, n in hand.items() if c in counting))


#: hard gives up its last white only for a swap that matters (see :func:`_hard_swap`)
HOLD_LAST_WHITE, NEAR = True, 2


def _hard_swap(obs: CubesObservation, seat: int, swaps: list[Swap], white: str) -> Action:
    """``hard``'s exchange: a swap that wins at once; else the swap that most raises its
    own :func:`_potential` over the best opponent's (the taken card lowers theirs), if
    any does. It keeps its last white (a white counts towards the target, and is a card
    no one can take) unless the swap takes from an opponent's colour within ``NEAR``
    cards of the target, brings its own colour there, or the pile is empty. ``white``:
    the exchange colour; the colours that count are the observation's."""
    hands, target, counting = obs.hands, obs.target, obs.counting
    mine = hands[seat]
    others = [o for o in range(len(hands)) if o != seat]

    def worth(changed: dict[int, Mapping[str, int]]) -> float:
        return (_potential(changed.get(seat, mine), target, counting)
                - max(_potential(changed.get(o, hands[o]), target, counting) for o in others))

    best: Action = Done()
    best_worth = worth({})
    for swap in swaps:
        after = dict(mine)
        after[white] -= 1
        after[swap.colour] += 1
        if max(after[c] for c in counting) >= target:
            return swap
        theirs = dict(hands[swap.opponent])
        theirs[swap.colour] -= 1
        value = worth({seat: after, swap.opponent: theirs})
        if value > best_worth + 1e-9:
            best, best_worth = swap, value
    if not isinstance(best, Swap) or not HOLD_LAST_WHITE or mine[white] > 1 or obs.pile == 0:
        return best
    if (hands[best.opponent][best.colour] >= target - NEAR
            or mine[best.colour] + 1 >= target - NEAR):
        return best
    return Done()


class CubesPlayer:
    """A computer player of one seat at ``level``. Everything in this game is public
    and every decision is made afresh from the observation: it needs no memory. It
    plays by ``config`` (the game's, ``GAME.config()``, unless a test gives another)."""

    MEMORYLESS = True

    def __init__(self, level: str = "normal", seat: int = 0, *,
                 config: CubesConfig | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.level = level
        self.seat = seat
        self.config: CubesConfig = config if config is not None else GAME.config()

    def choose(self, obs: CubesObservation, legal: list[Action], rng: random.Random) -> Action:
        """The computer's choice among ``legal`` for the seat ``obs.seat``."""
        seat, level = obs.seat, self.level
        phase = obs.phase
        if seat is None:
            raise NoDecision("cubes: an observation of nobody in particular decides nothing")
        if phase == "start":
            return Roll()
        if phase == "decide":
            return _decide(obs, seat, level, rng, self.config)
        if phase == "exchange":
            swaps = [a for a in legal if isinstance(a, Swap)]
            if not swaps:
                return Done()
            if level == "easy":
                return rng.choice(swaps) if rng.random() < 0.7 else Done()
            white = self.config.white
            if level == "hard":
                return _hard_swap(obs, seat, swaps, white)
            colours = self.config.colours
            best = max(swaps, key=lambda s: (_swap_gain(obs, seat, s, level, white), -s.opponent,
                                             colours.index(s.colour)))
            return best if _swap_gain(obs, seat, best, level, white) > 0 else Done()
        raise NoDecision(f"cubes {level}: nothing to decide in phase {phase!r}")


class StopAtThree(CubesPlayer):
    """A yardstick, not a level a family can pick: the best fixed rule, "stop at three
    cards" (rolls on while fewer than three cards are at stake and cubes are left; stops
    at once when stopping wins); exchanges like ``normal``."""

    def __init__(self, seat: int = 0, *, config: CubesConfig | None = None) -> None:
        super().__init__("normal", seat, config=config)

    def choose(self, obs: CubesObservation, legal: list[Action], rng: random.Random) -> Action:
        if obs.phase == "decide" and obs.seat is not None:
            if _rollable(obs) == 0 or _stopping_wins(obs, obs.seat) or len(_stake(obs)) >= 3:
                return Stop()
            return Roll()
        return super().choose(obs, legal, rng)


#: fixed rules to measure the levels against (``python -m game strength``, tests)
YARDSTICKS = {"stop3": StopAtThree}
