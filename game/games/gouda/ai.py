"""Computer players for Gouda! Gouda! They read only ``observation(p)`` (and the shelf
of the level, which is public and the same for everybody). This module plans: it moves
the mice, eats and wins with the rules' own :func:`.moves.give` and resolves markers
with :func:`.powers.take_effect`; what a position is worth is :mod:`.judge`'s.

Every level takes the dice exactly: ``n`` dice land as so many greens, yellows and reds
with the multinomial chance of that count (21 ways for five dice: the config's
``colour_counts``).
The roller gives the results the same way at every level (:func:`plan`): greens to its
own mice (one onto the table first), reds to the opponents' (the leader's first), each
along the link best for it; what is left goes the other way (reds to its own mice,
greens to the weakest opponent's).

- ``easy``: puts its mice on a start place at random; rolls where its mice are furthest
  up (one time in five anywhere); counts progress one step at a time; looks at its
  markers one window in three and plays one only when it clearly pays (8 steps).
- ``normal``: a one-roll look ahead. A position is worth the seat's progress minus the
  best opponent's: each mouse by its distance to the table (0.5, 1.5, 3, 5, 9, 16 from
  the start places to one step below the table; a mouse on the table wins, 100), 25 a
  cheese with the festival. It rolls where the expected worth over the dice is best;
  in an answer window it works out each marker it may play (the stack resolved last
  played first, a reroll over its outcomes, the roller giving the results its way) and
  plays the best when it gains more than keeping it is worth (3; a Cancel 4). An Extra
  turn gains what its best roll from where its mice stand would.
- ``hard``: the basic game's positions are worth a chance of winning fitted on 3,000
  two-player games between ``normal`` players (a logistic model: the mice one to five
  steps from the table, the chance of a green where the seat has a mouse one and two
  steps from the table, the markers held by kind; as the seat about to play and as its
  opponent; the weights then scaled by 3/4, which played best; never surer than e^3 to
  1, so that only a win is a win). With four players, a second model fitted on four-player
  games (below) judges instead; with three, five or six, its chances against each
  opponent are multiplied. Markers are part
  of the position: one is played when the position with it played is worth more than
  the position with it kept; another seat's kinds are its public count shared among the
  kinds the seat has not seen (with a full set each, one of each less what it played).
  It looks one reply ahead where it matters: the place it rolls (each outcome judged
  after the next player's best roll), its answers (the four best by one roll judged
  again so) and the links its results take (which place below the table to join, where
  to send an opponent down). With the festival it counts progress like ``normal``,
  with the same look-ahead.
- ``hard`` with four players (basic game, no powers): each seat's chance is its share of the
  seats' ``exp(logit)`` (:class:`.judge.SeatModel`, a conditional logit), the logit being the
  same features as above weighted by how many seats play before it (0: it moves next;
  a mouse one step from the table is worth far more to the seat about to roll than to
  the one that rolls last), all scaled by 3/4 in play (1 and 0.6 played no better) and
  never surer than 95%. It was fitted (Newton's method, 1/5 of the positions held out)
  on the 78,000 positions at the start of a turn of 626 four-player games between
  ``normal`` players (seeds 700000.., powers 0 and 3 in turn), the markers as really
  held. Where several opponents' mice can take its reds, the likeliest winner by this
  model gets them first (``normal``'s progress order otherwise). The product of
  two-player chances it replaces won 31.3% of 800 games against three ``normal``
  players on the seeds this was tuned on (5001..5800); the model alone 35.6%, with the
  reds so 37.1%. On fresh seeds (1..1400, ``python -m game strength gouda --players 4
  --pair hard,normal``) it won 487 of 1,400 (34.8%, 32.3-37.3%), where the product had
  won 34.7%: the gain seen while tuning did not show there. With ``--option powers=3``
  it won only 500 of 1,400 (35.7%) where the product wins 646 (46.1%), so with the
  powers four players are judged by the product as before. Two players are judged as
  before (the same decisions, the same games). With this model hard picks the place to
  roll by one roll (each outcome judged at once, the seat after it to play), not after
  the next player's reply: with four players that reply is one of three before the seat
  plays again, and the model already weighs who plays next. It won 148 of 400 (37.0%)
  on the tuning seeds 5001.. (36.2% with the reply) and 500 of 1,400 (35.7%,
  33.2-38.2%) on seeds 1..1400 (487 with the reply): a gain within the noise, at a
  third of the time per game. Giving the reds to the opponents in every order (each
  order judged after the reply) won 140 of 400 on 5001.. and was left out.

Measured with ``python -m game simulate gouda --players 2 --ai A,B`` and then ``B,A``
(seat 0 starts, so each level sits first in half the games): ``normal`` wins 599 of 600
games against ``random`` (powers off; 600 of 600 with ``--option powers=3``); ``easy``
wins 594 of 600 against ``random``, ``normal`` 417 of 600 (70%) against ``easy``; with
``--option powers=3`` ``hard`` wins 645 of 1,000 games against ``normal`` (64.5%: 350 of
500 first, 295 of 500 second), and 377 of 600 (63%) with the powers off. The game is
much luck: no level wins always, and markers count for a great deal (a ``normal`` that
never played one won about one game in five against ``normal``). Time per decision
(``python -m game bench gouda``: four players, 500 decisions; processor time, p50 / p95,
measured again on 2026-11-27): ``easy`` 0.01 / 0.02 ms, ``normal`` 0.02 / 0.3 ms,
``hard`` 0.4 / 3.1 ms; ``hard`` with two players and ``powers=3`` 1.3 / 4.3 ms, with six
players and a full set each (``powers=set``) p95 14.5 ms.
"""

from __future__ import annotations

import functools
import itertools
import math
import random
from typing import Any

from ...core.agents import NoDecision
from ...core.protocol import Action, Pass
from . import GAME
from .actions import (
    DICE_MARKERS,
    KIND_INDEX,
    LIVE,
    CancelRoll,
    Choose,
    Extra,
    Give,
    Marker,
    Reroll,
    Roll,
    Start,
    parse_action,
)
from .conf import GoudaConfig
from .judge import (
    EASY,
    HARD_MODEL,
    NORMAL,
    Ctx,
    Pos,
    Tables,
    potentials,
    read_position,
    seat_logit,
    value,
)
from .moves import FEAST_OVER, WON, give
from .observation import GoudaDie, GoudaObservation
from .powers import take_effect

LEVELS = ("easy", "normal", "hard")

_PASS = Pass()


# ------------------------------------------------------------- giving the results
def _arrival(ctx: Ctx, pos: Pos, route: list[int], to: int) -> float:
    """What a mouse arriving on ``to`` is worth to its owner."""
    if to == ctx.config.table and ctx.festival:
        return ctx.cheese if pos.table_cheese > 0 else 0.0
    worth = ctx.w[to]
    if route[to] > 0:
        worth += ctx.cheese
    return worth


def plan(ctx: Ctx, pos: Pos, roller: int, place: int, g: int, r: int) -> list[tuple[str, int, int]]:
    """How ``roller`` gives ``g`` greens and ``r`` reds in ``place`` (each to a
    different mouse there): ``(colour, owner, to)`` per result, in the order to give
    them. Greens go to the roller's own mice (a win first), reds to the opponents'
    (the leader's first), each along the link best for the roller; only what is left
    goes the other way (reds to its own mice, greens to the weakest opponent's)."""
    row = pos.mice[place]
    left = list(row)
    route = list(pos.route_left)
    config = ctx.config
    table = config.table
    ups, downs = config.up[place], config.down[place]
    out: list[tuple[str, int, int]] = []
    own_greens = min(g, left[roller]) if ups else 0
    for _ in range(own_greens):
        to = max(ups, key=lambda t: _arrival(ctx, pos, route, t))
        route[to] = max(0, route[to] - 1)
        out.append(("g", roller, to))
    left[roller] -= own_greens
    if own_greens > 1:
        out.sort(key=lambda m: m[2] != table)
    excess = g - own_greens if ups else 0
    opponents = [o for o in range(ctx.n) if o != roller and left[o]]
    order: list[int] = opponents
    if r and downs and len(opponents) > 1:
        if ctx.seats:
            # hard, four players: the likeliest winner by its model first
            n = ctx.n
            order = sorted(opponents, key=lambda o: -seat_logit(ctx, pos, o, (o - roller) % n))
        else:
            pot = potentials(ctx, pos)
            order = sorted(opponents, key=lambda o: -pot[o])
    reds = r if downs else 0
    for o in order:
        while reds and left[o]:
            to = min(downs, key=lambda t: _arrival(ctx, pos, route, t))
            route[to] = max(0, route[to] - 1)
            out.append(("r", o, to))
            left[o] -= 1
            reds -= 1
    while reds and left[roller]:
        to = max(downs, key=lambda t: _arrival(ctx, pos, route, t))
        route[to] = max(0, route[to] - 1)
        out.append(("r", roller, to))
        left[roller] -= 1
        reds -= 1
    if excess:
        for o in reversed(order):
            while excess and left[o]:
                to = min(ups, key=lambda t: _arrival(ctx, pos, route, t))
                route[to] = max(0, route[to] - 1)
                out.append(("g", o, to))
                left[o] -= 1
                excess -= 1
    return out


def plan_variants(config: GoudaConfig, place: int,
                  moves: list[tuple[str, int, int]]) -> list[list[tuple[str, int, int]]]:
    """``moves`` and the same results sent along the other links (of ``config``'s
    shelf) where a colour has a choice (each owner's mice of a colour split every way
    between the links)."""
    table = config.table
    groups: dict[tuple[str, int], int] = {}
    for colour, owner, to in moves:
        if to != table:
            groups[(colour, owner)] = groups.get((colour, owner), 0) + 1
    choices: list[list[list[tuple[str, int, int]]]] = []
    for (colour, owner), count in groups.items():
        links = config.up[place] if colour == "g" else config.down[place]
        links = tuple(t for t in links if t != table)
        if len(links) == 1:
            choices.append([[(colour, owner, links[0])] * count])
            continue
        splits: list[list[tuple[str, int, int]]] = []
        for parts in itertools.combinations_with_replacement(links, count):
            splits.append([(colour, owner, t) for t in parts])
        choices.append(splits)
    firsts = [m for m in moves if m[2] == table]
    out = []
    for combo in itertools.product(*choices):
        variant = list(firsts)
        for part in combo:
            variant += part
        out.append(variant)
    return out


def apply_plan(ctx: Ctx, pos: Pos, place: int, moves: list[tuple[str, int, int]]) -> Pos:
    """The position after ``moves`` (see :func:`plan`) from ``place``, each given by the
    rules' own :func:`.moves.give` on copies of what it changes. A festival over is won
    by the most cheese, shared on a tie (who got to the table first, the rules'
    tie-break, is not in the observation)."""
    if not moves:
        return pos
    mice = list(pos.mice)
    mice[place] = list(mice[place])
    for _, _, to in moves:
        if mice[to] is pos.mice[to]:
            mice[to] = list(mice[to])
    festival = ctx.festival
    table = ctx.config.table
    # without the festival no cheese is eaten: what only eating changes stays shared
    new = Pos(mice, list(pos.eaten) if festival else pos.eaten, pos.table_cheese,
              list(pos.route_left) if festival else pos.route_left, (), pos.held)
    for _, owner, to in moves:
        what = give(new, owner, place, to, festival, table)
        if what == WON:
            new.winners = (owner,)
            return new
        if what == FEAST_OVER:
            best = max(new.eaten)
            new.winners = tuple(s for s, e in enumerate(new.eaten) if e == best)
            return new
    return new


def after(ctx: Ctx, pos: Pos, roller: int, place: int, g: int, r: int) -> Pos:
    """The position once ``roller`` has given ``g`` greens and ``r`` reds in ``place``."""
    return apply_plan(ctx, pos, place, plan(ctx, pos, roller, place, g, r))


def dice_in(ctx: Ctx, pos: Pos, place: int) -> int:
    return min(ctx.config.max_dice, sum(pos.mice[place]))


def own_places(ctx: Ctx, pos: Pos, seat: int) -> list[int]:
    table = ctx.config.table
    return [p for p, row in enumerate(pos.mice) if row[seat] and p != table]


def next_seat(ctx: Ctx, pos: Pos, seat: int) -> int:
    """The seat after ``seat`` that still has a mouse on the board."""
    n, table = ctx.n, ctx.config.table
    for k in range(1, n + 1):
        other = (seat + k) % n
        if any(row[other] for p, row in enumerate(pos.mice) if p != table):
            return other
    return seat


def place_ev(ctx: Ctx, pos: Pos, roller: int, place: int, seat: int, mover: int) -> float:
    """The worth for ``seat`` of ``roller`` rolling in ``place``, over every way the
    dice can land (counted by colour), ``mover`` playing next."""
    total = 0.0
    for g, r, p in ctx.config.colour_counts[dice_in(ctx, pos, place)]:
        total += p * value(ctx, after(ctx, pos, roller, place, g, r), seat, mover)
    return total


def best_place(ctx: Ctx, pos: Pos, roller: int, mover: int) -> tuple[int, float]:
    """The place ``roller`` likes best by one roll (its own judgement) and its worth."""
    best, best_ev = -1, -math.inf
    for place in own_places(ctx, pos, roller):
        ev = place_ev(ctx, pos, roller, place, roller, mover)
        if ev > best_ev + 1e-9:
            best, best_ev = place, ev
    return best, best_ev


def reply_value(ctx: Ctx, pos: Pos, seat: int, roller: int, memo: dict[tuple, float]) -> float:
    """What ``pos`` is worth to ``seat`` once ``roller`` has played the turn best for
    them by one roll's judgement (averaged over the dice)."""
    if pos.winners:
        return value(ctx, pos, seat, roller)
    key = (pos.key(), roller, seat)
    got = memo.get(key)
    if got is not None:
        return got
    then = next_seat(ctx, pos, roller)
    place, _ = best_place(ctx, pos, roller, then)
    got = value(ctx, pos, seat, roller) if place < 0 else place_ev(ctx, pos, roller, place, seat, then)
    memo[key] = got
    return got


def place_ev2(ctx: Ctx, pos: Pos, seat: int, place: int, memo: dict[tuple, float]) -> float:
    """``seat`` rolls in ``place``; each outcome judged after the next seat's reply."""
    total = 0.0
    for g, r, p in ctx.config.colour_counts[dice_in(ctx, pos, place)]:
        new = after(ctx, pos, seat, place, g, r)
        total += p * reply_value(ctx, new, seat, ctx.then, memo)
    return total


# -------------------------------------------------------------- answer windows
class RollView:
    """The roll being answered: its dice (colour letters), which are live, where it
    applies, who rolled it, and the markers on the stack ``[seat, marker, status]``."""

    __slots__ = ("dice", "live", "place", "roller", "stack")

    def __init__(self, dice: list[str], live: list[bool], place: int, roller: int,
                 stack: list[list[Any]]) -> None:
        self.dice = dice
        self.live = live
        self.place = place
        self.roller = roller
        self.stack = stack


_COLOUR_LETTER = {"green": "g", "yellow": "y", "red": "r"}


@functools.lru_cache(maxsize=512)
def _parse_marker(text: str, config: GoudaConfig) -> Action:
    return parse_action(text, config.name_set, config.letters)


def read_roll(obs: GoudaObservation, config: GoudaConfig) -> RollView:
    """The roll ``obs`` shows, on ``config``'s shelf."""
    dice = [_COLOUR_LETTER.get(d.colour or "", "") for d in obs.dice]
    live = [bool(d.live) and not d.used for d in obs.dice]
    stack = [[e.seat, _parse_marker(e.move, config), e.status] for e in obs.stack]
    if obs.place is None:
        raise NoDecision("gouda: no roll under way")
    return RollView(dice, live, config.idx[obs.place], obs.turn, stack)


#: a reroll of at most this many dice under markers that name dice is followed die by
#: die (3 ** n outcomes); more, by colour counts
EXACT_REROLL = 2
#: the answers judged after the next player's reply: the best few by the quick judgement
DEEP_ANSWERS = 4
#: the links of a roll's results searched when there are at most this many ways
LINK_VARIANTS = 36


def _names_dice(stack: list[list[Any]]) -> bool:
    return any(e[2] == LIVE and type(e[1]) in DICE_MARKERS for e in stack)


def outcome_value(ctx: Ctx, pos: Pos, seat: int, mover: int) -> float:
    """What a roll's outcome ``pos`` is worth to ``seat``, ``mover`` playing next: at
    once, or (``ctx.memo``) after ``mover``'s best turn; a marker spent meanwhile
    counts by the difference it makes at once."""
    memo = ctx.memo
    if memo is None or pos.winners:
        return value(ctx, pos, seat, mover)
    if pos.held is ctx.held:
        return reply_value(ctx, pos, seat, mover, memo)
    whole = Pos(pos.mice, pos.eaten, pos.table_cheese, pos.route_left, pos.winners, ctx.held)
    return (reply_value(ctx, whole, seat, mover, memo) + value(ctx, pos, seat, mover)
            - value(ctx, whole, seat, mover))


def _leaf(ctx: Ctx, pos: Pos, roller: int, place: int, g: int, r: int, seat: int,
          mover: int) -> float:
    """:func:`outcome_value` of ``roller`` giving ``g`` greens and ``r`` reds in
    ``place``, worked out once per decision (many answers lead to the same results)."""
    key = (id(pos.mice), tuple(pos.held), roller, place, g, r, seat, mover)
    got = ctx.leaves.get(key)
    if got is None:
        got = ctx.leaves[key] = outcome_value(ctx, after(ctx, pos, roller, place, g, r), seat, mover)
    return got


def _given(ctx: Ctx, pos: Pos, roller: int, place: int, dice: list[str], live: list[bool],
           seat: int, mover: int) -> float:
    g = sum(1 for d, c in enumerate(dice) if live[d] and c == "g")
    r = sum(1 for d, c in enumerate(dice) if live[d] and c == "r")
    return _leaf(ctx, pos, roller, place, g, r, seat, mover)


def resolve_ev(ctx: Ctx, pos: Pos, roll: RollView, seat: int, mover: int,
               exact: bool = True) -> float:
    """What the roll is worth to ``seat`` once the stack has resolved (last played
    first, each marker by the rules' own :func:`.powers.take_effect`; a reroll over its
    outcomes) and the roller has given the results, ``mover`` playing next. ``exact``:
    the first reroll may be followed die by die."""
    roll = RollView(list(roll.dice), list(roll.live), roll.place, roll.roller,
                    [list(e) for e in roll.stack])
    dice, live, stack = roll.dice, roll.live, roll.stack
    roller = roll.roller
    config = ctx.config
    while stack:
        _, marker, status = stack.pop()
        if status != LIVE:
            continue
        did, rolled = take_effect(roll, marker, config)
        t = type(marker)
        if t is not Reroll and t is not CancelRoll or not did:
            continue
        place = roll.place
        total = 0.0
        if not exact or len(rolled) > EXACT_REROLL or not _names_dice(stack):
            # by colour counts (what the markers below name of these dice is
            # left out when many dice roll: a new window comes first anyway)
            fixed_g = sum(1 for d, c in enumerate(dice) if live[d] and c == "g" and d not in rolled)
            fixed_r = sum(1 for d, c in enumerate(dice) if live[d] and c == "r" and d not in rolled)
            for g, r, p in config.colour_counts[len(rolled)]:
                total += p * _leaf(ctx, pos, roller, place, fixed_g + g, fixed_r + r, seat, mover)
            return total
        for outcome, p in config.outcomes[len(rolled)]:
            new_dice = list(dice)
            for d, c in zip(rolled, outcome.faces):
                new_dice[d] = c
            total += p * resolve_ev(ctx, pos, RollView(new_dice, live, place, roller, stack),
                                    seat, mover, False)
        return total
    return _given(ctx, pos, roller, roll.place, dice, live, seat, mover)


def marker_gains(ctx: Ctx, pos: Pos, roll: RollView, seat: int, legal: list[Action],
                 spend: bool) -> list[tuple[float, Action]]:
    """Each marker ``seat`` may play, with what it gains over letting the window go by
    (by :func:`resolve_ev`; an Extra turn by the turn it gives). ``spend``: the marker
    played is counted as gone from the hand (a judgement that values markers held)."""
    then = ctx.then
    base = resolve_ev(ctx, pos, roll, seat, then)
    out: list[tuple[float, Action]] = []
    spent_by_kind: dict[str, Pos] = {}
    for action in legal:
        if not isinstance(action, Marker):
            continue
        spent = pos
        if spend:
            spent = spent_by_kind.get(action.KIND) or spent_by_kind.setdefault(
                action.KIND, pos.spend(seat, action.KIND))
        if isinstance(action, Extra):
            if action.seat < 0 and ctx.model is None:
                # one more roll of one's own, judged from where the mice stand now
                now = value(ctx, pos, seat, then)
                gain = max((place_ev(ctx, pos, seat, p, seat, then) for p in own_places(ctx, pos, seat)),
                           default=now) - now
            elif action.seat < 0:
                gain = resolve_ev(ctx, spent, roll, seat, seat) - base
            else:
                now = value(ctx, pos, seat, then)
                gain = place_ev(ctx, spent, action.seat, ctx.config.idx[action.place], seat, then) - now
        else:
            trial = RollView(roll.dice, roll.live, roll.place, roll.roller,
                          [*roll.stack, [seat, action, LIVE]])
            gain = resolve_ev(ctx, spent, trial, seat, then) - base
        out.append((gain, action))
    return out


# ---------------------------------------------------------------------- choosing
def _give_action(config: GoudaConfig, plan_moves: list[tuple[str, int, int]],
                 dice: tuple[GoudaDie, ...], legal: list[Action]) -> Action | None:
    """The legal Give of the first result of the plan."""
    if not plan_moves:
        return None
    colour, owner, to = plan_moves[0]
    name = config.names[to]
    for action in legal:
        if (isinstance(action, Give) and action.owner == owner and action.to == name
                and _COLOUR_LETTER.get(dice[action.die].colour or "") == colour):
            return action
    return None


class GoudaPlayer:
    """A computer player of one seat at ``level``; it decides afresh from each
    observation (no memory), on the shelf of ``config`` (``GAME.config()`` unless
    given: the config of the state it plays)."""

    MEMORYLESS = True

    def __init__(self, level: str = "normal", seat: int = 0, config: GoudaConfig | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.level = level
        self.seat = seat
        self.config: GoudaConfig = config if config is not None else GAME.config()
        self.judge = EASY if level == "easy" else NORMAL
        #: hard: the fitted win chance (basic game), and look-ahead (the next
        #: player's reply) in the place chosen, the answers and the links taken
        self.model = HARD_MODEL if level == "hard" else None
        self.deep = level == "hard"
        #: the judgement laid on the config's shelf, made once
        self.tables = Tables(self.config, self.judge, self.model)

    def choose(self, obs: GoudaObservation, legal: list[Action], rng: random.Random) -> Action:
        """The computer's choice among ``legal`` for the seat ``obs.seat``."""
        if len(legal) == 1:
            return legal[0]
        phase = obs.phase
        if phase == "start":
            return self._start(obs, legal, rng)
        ctx = Ctx(obs, self.judge, self.model, self.tables)
        pos = read_position(obs, self.config)
        if phase == "choose":
            return self._place(ctx, pos, legal, rng)
        if phase == "assign":
            return self._give(ctx, obs, pos, legal)
        if phase == "window":
            return self._answer(ctx, obs, pos, legal, rng)
        raise NoDecision(f"gouda {self.level}: nothing to decide in phase {phase!r}")

    # set-up ----------------------------------------------------------------------
    def _start(self, obs: GoudaObservation, legal: list[Action], rng: random.Random) -> Action:
        starts = [a for a in legal if isinstance(a, Start)]
        if self.level == "easy":
            return rng.choice(starts)
        places = obs.places
        # the start with the fewest mice: a start place is never harmed, so it does
        # not matter much; alone, the seat's own rolls there give nobody else a die
        idx = self.config.idx
        return min(starts, key=lambda a: (sum(places[a.place]), idx[a.place]))

    # the turn's place ----------------------------------------------------------------
    def _place(self, ctx: Ctx, pos: Pos, legal: list[Action], rng: random.Random) -> Action:
        chooses = [a for a in legal if isinstance(a, Choose)]
        me = ctx.me
        idx, dist = self.config.idx, self.config.distance
        if self.level == "easy":
            if rng.random() < 0.2:
                return rng.choice(chooses)
            return min(chooses, key=lambda a: (dist[idx[a.place]], -pos.mice[idx[a.place]][me],
                                               idx[a.place]))
        if self.deep and not ctx.seats:
            memo: dict[tuple, float] = {}
            scored = [(place_ev2(ctx, pos, me, idx[a.place], memo), -idx[a.place], a) for a in chooses]
        else:
            scored = [(place_ev(ctx, pos, me, idx[a.place], me, ctx.then), -idx[a.place], a)
                      for a in chooses]
        return max(scored, key=lambda e: (e[0], e[1]))[2]

    # giving the results ----------------------------------------------------------------
    def _give(self, ctx: Ctx, obs: GoudaObservation, pos: Pos, legal: list[Action]) -> Action:
        dice = obs.dice
        g = sum(1 for d in dice if d.live and not d.used and d.colour == "green")
        r = sum(1 for d in dice if d.live and not d.used and d.colour == "red")
        if obs.place is None:
            raise NoDecision(f"gouda {self.level}: results to give, and no place rolled for")
        place = self.config.idx[obs.place]
        moves = plan(ctx, pos, ctx.me, place, g, r)
        if self.deep:
            variants = plan_variants(self.config, place, moves)
            if 1 < len(variants) <= LINK_VARIANTS:
                ctx.memo, ctx.held, ctx.leaves = {}, pos.held, {}
                scored = [(outcome_value(ctx, apply_plan(ctx, pos, place, v), ctx.me, ctx.then), -i, v)
                          for i, v in enumerate(variants)]
                moves = max(scored, key=lambda e: (e[0], e[1]))[2]
        action = _give_action(self.config, moves, dice, legal)
        if action is None:
            raise NoDecision(f"gouda {self.level}: its plan {moves} gives no legal result")
        return action

    # answering -----------------------------------------------------------------------
    def _answer(self, ctx: Ctx, obs: GoudaObservation, pos: Pos, legal: list[Action],
                rng: random.Random) -> Action:
        if not any(isinstance(a, Marker) for a in legal):
            return _PASS
        if self.level == "easy" and rng.random() < 0.7:
            return _PASS
        roll = read_roll(obs, self.config)
        spend = ctx.model is not None
        keep = self.judge.keep
        gains = marker_gains(ctx, pos, roll, ctx.me, legal, spend)
        if self.deep and gains:
            # the best few, judged again after the next player's reply
            gains.sort(key=lambda e: -e[0])
            ctx.memo, ctx.held, ctx.leaves = {}, pos.held, {}
            gains = marker_gains(ctx, pos, roll, ctx.me, [a for _, a in gains[:DEEP_ANSWERS]], spend)
        best_score, best = 0.0, None
        for gain, action in gains:
            score = gain if spend else gain - keep[KIND_INDEX[getattr(action, "KIND", "")]]
            if score > best_score + 1e-9:
                best_score, best = score, action
        return best if best is not None else _PASS


def bench_positions(state: Any) -> list[tuple[str, Any]]:
    """For ``python -m game bench``: from a real position where a turn's dice are about
    to be rolled, the decision right after a roll of all greens and after a roll of
    greens and reds in turn, reached through the rules (the results to give, their
    links searched by ``hard``; with the powers, the first answer)."""
    if state.phase != "roll" or state.why != "roll" or not {"g", "r"} <= set(state.config.face_p):
        return []
    n = len(state.rolling)
    found = []
    for label, faces in (("after_greens", "g" * n), ("after_mixed", ("gr" * n)[:n])):
        variant = state.clone()
        variant.apply(Roll(faces))
        if variant.current_player() >= 0 and len(variant.legal_actions()) > 1:
            found.append((label, variant))
    return found
