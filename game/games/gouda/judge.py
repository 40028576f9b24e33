"""What a position is worth to Gouda! Gouda!'s computer players (:mod:`.ai` plans, this
module judges): the position as they read it from an observation (:class:`Pos`, the
markers of the other seats as far as they can be known), and the judgements of the
levels (:class:`Judge`: progress counted by distance, ``easy`` and ``normal``; the fitted
win chances of ``hard``, :class:`Model` for two players and the product of pairs,
:class:`SeatModel` for four), laid on the shelf of the config the game is played by
(:class:`Tables`, made once per computer player). How they were fitted and how they play
is told in :mod:`.ai`'s docstring.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...core.agents import NoDecision
from . import GAME
from .actions import KIND_INDEX, KINDS
from .conf import FULL_SET, GoudaConfig
from .observation import GoudaObservation


# ------------------------------------------------------------------ the judgement
@dataclass(frozen=True)
class Judge:
    """What a position is worth: each mouse by its distance to the table (``mouse``,
    index = distance; the basic game's table is the win), a cheese eaten (festival),
    a game won; and what keeping each kind of marker is worth (a marker is played
    only when it gains more)."""

    mouse: tuple[float, ...]
    feast: tuple[float, ...]
    cheese: float
    win: float
    keep: tuple[float, ...]

    def places(self, config: GoudaConfig, festival: bool) -> tuple[float, ...]:
        """Each place of ``config``'s shelf, what a mouse there is worth: by its
        distance to the table (with the festival, ``feast``; the basic game's table is
        the win)."""
        dist = config.distance
        if festival:
            top = len(self.feast) - 1
            return tuple(self.feast[min(d, top)] for d in dist)
        top = len(self.mouse) - 1
        return tuple(self.win if p == config.table else self.mouse[min(d, top)]
                     for p, d in enumerate(dist))


NORMAL = Judge(mouse=(0.0, 16.0, 9.0, 5.0, 3.0, 1.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0),
               feast=(0.0, 14.0, 9.0, 5.5, 3.5, 2.0, 1.0, 0.5, 0.0, 0.0, 0.0, 0.0),
               cheese=25.0, win=100.0,
               keep=(3.0, 3.0, 3.0, 3.0, 3.0, 4.0))
#: easy: progress counted one step at a time, nothing else
EASY = Judge(mouse=tuple(float(max(0, 8 - d)) for d in range(12)),
             feast=tuple(float(max(0, 8 - d)) for d in range(12)),
             cheese=10.0, win=100.0, keep=(8.0,) * 6)


class Pos:
    """A position as the computer sees it: mice by place and seat, cheese eaten and
    left, and whether the game is over (``winners``). The rules' own
    :func:`.moves.give` moves its mice (it is a :class:`.moves.Larder`)."""

    __slots__ = ("mice", "eaten", "table_cheese", "route_left", "winners", "held")

    def __init__(self, mice: list[list[int]], eaten: list[int], table_cheese: int,
                 route_left: list[int], winners: tuple[int, ...] = (),
                 held: list[tuple[float, ...]] | None = None) -> None:
        self.mice = mice
        self.eaten = eaten
        self.table_cheese = table_cheese
        self.route_left = route_left
        self.winners = winners
        #: each seat's markers by kind (another seat's: how many it may hold of each)
        self.held = held if held is not None else [_NO_MARKERS] * len(eaten)

    def key(self) -> tuple:
        return (tuple(map(tuple, self.mice)), tuple(self.eaten), self.table_cheese,
                tuple(self.route_left), self.winners, tuple(self.held))

    def spend(self, seat: int, kind: str) -> Pos:
        """The same position with one marker of ``kind`` fewer in ``seat``'s hand."""
        held = list(self.held)
        k = KIND_INDEX[kind]
        held[seat] = tuple(c - 1 if i == k else c for i, c in enumerate(held[seat]))
        return Pos(self.mice, self.eaten, self.table_cheese, self.route_left, self.winners, held)


def read_position(obs: GoudaObservation, config: GoudaConfig) -> Pos:
    """``obs`` as a position on ``config``'s shelf (the places in its order)."""
    places, route_left = obs.places, obs.route_left
    names = config.names
    mice = [list(places[name]) for name in names]
    route = [route_left.get(name, 0) for name in names]
    winners = tuple(obs.winners) if obs.phase == "over" else ()
    if not obs.festival and not winners:
        winners = tuple(s for s, k in enumerate(mice[config.table]) if k)
    return Pos(mice, list(obs.eaten), obs.table_cheese, route, winners, hands_seen(obs, config))


_NO_MARKERS = (0.0,) * len(KINDS)


def unseen_markers(obs: GoudaObservation, config: GoudaConfig) -> list[int]:
    """The markers of each kind the seat has not seen: the box's (``config.markers``),
    less its own hand, less every marker played (all public)."""
    unseen = list(config.markers)
    hand = obs.hand or {}
    for k, kind in enumerate(KINDS):
        unseen[k] -= hand.get(kind, 0)
    for _, text in obs.played:
        found = KIND_INDEX.get(text.split(" ", 1)[0])
        if found is not None:
            unseen[found] -= 1
    return [max(0, u) for u in unseen]


def hands_seen(obs: GoudaObservation, config: GoudaConfig) -> list[tuple[float, ...]]:
    """Each seat's markers by kind as the seat of ``obs`` knows them: its own hand;
    another seat's, with a full set each, one of each kind less what it played; else
    its count shared among the kinds in proportion to the markers not seen."""
    seat, counts = obs.seat, obs.markers
    hand = obs.hand or {}
    out: list[tuple[float, ...]] = []
    if obs.powers == FULL_SET:
        played = [[0] * len(KINDS) for _ in counts]
        for s, text in obs.played:
            k = KIND_INDEX.get(text.split(" ", 1)[0])
            if k is not None:
                played[s][k] += 1
        return [tuple(float(hand.get(kind, 0)) for kind in KINDS) if s == seat
                else tuple(max(0.0, 1.0 - played[s][k]) for k in range(len(KINDS)))
                for s in range(len(counts))]
    unseen = unseen_markers(obs, config)
    total = sum(unseen)
    for s, count in enumerate(counts):
        if s == seat:
            out.append(tuple(float(hand.get(kind, 0)) for kind in KINDS))
        elif count and total:
            out.append(tuple(count * u / total for u in unseen))
        else:
            out.append(_NO_MARKERS)
    return out


@dataclass(frozen=True)
class Model:
    """A win chance fitted on self-play (logistic): ``bias`` plus the features of the
    seat about to move weighted by ``mover``, plus those of its opponent weighted by
    ``other`` (:func:`scores`). Features: the mice at distance 1 to 5 from the table,
    the best chance of a green where the seat has a mouse one step from the table (and
    two steps), the markers held of each kind."""

    bias: float
    mover: tuple[float, ...]
    other: tuple[float, ...]


def _by_place(w: tuple[float, ...], config: GoudaConfig) -> tuple[float, ...]:
    """The weight of one mouse on each place of ``config``'s shelf: ``w[d - 1]`` at
    distance ``d`` 1 to 5 from the table, else 0."""
    return tuple(w[d - 1] if 1 <= d <= 5 else 0.0 for d in config.distance)


#: fitted on the turns of 3,000 two-player games between ``normal`` players (powers 0 and
#: 3; logistic regression), then every weight scaled by 3/4: the best in play against
#: ``normal`` of the scales tried (1/2 to 1.3)
HARD_MODEL: Model | None = Model(
    0.054, (0.983, 0.398, 0.313, 0.174, 0.038, 1.491, 0.782, 0.272, 0.119, 0.396, 0.238, 0.121, 0.378),
    (-1.478, -0.662, -0.306, -0.129, -0.028, 0.455, 0.058, -0.257, -0.223, -0.382, -0.232, -0.17, -0.345))


class Tables:
    """The judgements laid on the shelf of one config, made once per computer player
    (:class:`Ctx` reads them for each decision): each place's distance to the table,
    the chance of a green among the dice of a place holding ``k`` mice
    (``config.green_chance``), each place's worth by ``judge`` (basic game and
    festival), and the weight of a mouse on each place by ``model`` (as the mover's and
    as the other's; none without one) and by :data:`SEAT_MODEL` (by the seat's turn)."""

    __slots__ = ("config", "dist", "near", "basic", "feast", "model_places", "seat_places")

    def __init__(self, config: GoudaConfig, judge: Judge, model: Model | None = None) -> None:
        self.config = config
        self.dist = config.distance
        self.near = config.green_chance
        self.basic = judge.places(config, False)
        self.feast = judge.places(config, True)
        self.model_places = ((_by_place(model.mover, config), _by_place(model.other, config))
                             if model is not None else ((), ()))
        self.seat_places = tuple(_by_place(w, config) for w in SEAT_MODEL.weights)


def scores(ctx: Ctx, pos: Pos, seat: int) -> tuple[float, float]:
    """``seat``'s features (the mice at distance 1 to 5, the best chance of a green
    where it has a mouse one and two steps from the table, its markers by kind)
    weighted as the seat about to move and as its opponent, by ``ctx.model``."""
    model = ctx.model
    assert model is not None
    by_place_m, by_place_o = ctx.tables.model_places
    dist, near = ctx.tables.dist, ctx.tables.near
    sm = so = near1 = near2 = 0.0
    for p, row in enumerate(pos.mice):
        k = row[seat]
        if k:
            sm += k * by_place_m[p]
            so += k * by_place_o[p]
            d = dist[p]
            if d == 1:
                q = near[sum(row)]
                if q > near1:
                    near1 = q
            elif d == 2:
                q = near[sum(row)]
                if q > near2:
                    near2 = q
    wm, wo = model.mover, model.other
    sm += wm[5] * near1 + wm[6] * near2
    so += wo[5] * near1 + wo[6] * near2
    for k, c in enumerate(pos.held[seat]):
        if c:
            sm += wm[7 + k] * c
            so += wo[7 + k] * c
    return sm, so


class Ctx:
    """The facts of one decision that do not change while it is thought over: the
    seat, the players, the variant, the judgement (a :class:`Judge`, or a
    :class:`Model` of the win chance for the basic game), the shelf and its tables
    (``config``, ``tables``: made for ``judge`` from ``GAME.config()`` when none are
    given) and ``then``, the seat that plays once the turn under way is over."""

    __slots__ = ("me", "n", "festival", "judge", "model", "w", "cheese", "win", "then", "memo",
                 "held", "leaves", "seats", "tables", "config")

    def __init__(self, obs: GoudaObservation, judge: Judge, model: Model | None = None,
                 tables: Tables | None = None) -> None:
        if obs.seat is None:
            raise NoDecision("gouda: an observation of nobody in particular decides nothing")
        if tables is None:
            tables = Tables(GAME.config(), judge, model)
        self.tables = tables
        self.config: GoudaConfig = tables.config
        self.me: int = obs.seat
        self.n: int = obs.players
        self.festival: bool = bool(obs.festival)
        self.judge = judge
        self.model = None if self.festival else model
        self.w = tables.feast if self.festival else tables.basic
        self.cheese = judge.cheese
        self.win = judge.win
        #: judge a roll's outcomes after the next player's reply (memo of the replies)
        self.memo: dict[tuple, float] | None = None
        self.held: list[tuple[float, ...]] = []
        #: the worth of a roll's results already worked out in this decision
        self.leaves: dict[tuple, float] = {}
        #: hard, four players, no powers: the four-player model (with the powers it played
        #: far worse than the product of two-player chances: 35.7% against 46.1%)
        self.seats = (self.model is not None and self.n == len(SEAT_MODEL.weights)
                      and not obs.powers)
        extra = obs.extra
        turn = obs.turn
        if extra:
            self.then = extra[0][0]
        else:
            on_board = obs.on_board
            self.then = next((s for s in [(turn + k) % self.n for k in range(1, self.n + 1)]
                              if on_board[s]), turn)


def potentials(ctx: Ctx, pos: Pos) -> list[float]:
    """Each seat's progress: its mice by their places' worth, its cheese."""
    w = ctx.w
    pot = [0.0] * ctx.n
    for p, row in enumerate(pos.mice):
        wp = w[p]
        for s, k in enumerate(row):
            if k:
                pot[s] += k * wp
    if ctx.festival:
        cheese = ctx.cheese
        for s, e in enumerate(pos.eaten):
            pot[s] += cheese * e
    return pot


def value(ctx: Ctx, pos: Pos, seat: int, mover: int) -> float:
    """The position for ``seat`` when ``mover`` plays next: its progress minus the best
    opponent's (a :class:`Model`: its chance to win, :func:`win_chance`, from -win to
    win); a game over: the win, or its loss."""
    if pos.winners:
        if seat in pos.winners:
            return ctx.win / len(pos.winners)
        return -ctx.win
    if ctx.model is not None:
        return ctx.win * (2.0 * win_chance(ctx, pos, seat, mover) - 1.0)
    pot = potentials(ctx, pos)
    best = max(pot[o] for o in range(ctx.n) if o != seat)
    return pot[seat] - best


#: a position not over is never as sure as a game won or lost: the model's logit is
#: kept within this bound (else a seat with mice all but home would not roll them in)
LOGIT_BOUND = 3.0


def _sigmoid(z: float) -> float:
    if z < -LOGIT_BOUND:
        z = -LOGIT_BOUND
    elif z > LOGIT_BOUND:
        z = LOGIT_BOUND
    return 1.0 / (1.0 + math.exp(-z))


def win_chance(ctx: Ctx, pos: Pos, seat: int, mover: int) -> float:
    """``seat``'s chance to win by ``ctx.model``, ``mover`` to play: against its one
    opponent with two players; with ``ctx.seats`` (four players, no powers), its share
    by :data:`SEAT_MODEL` (:func:`seat_chance`); otherwise, the product of its chances
    against each opponent (as if each were its only one: beating them all, not only the
    most dangerous, is what wins, and a red sent to any of them counts)."""
    n = ctx.n
    if ctx.seats:
        return seat_chance(ctx, pos, seat, mover)
    model = ctx.model
    assert model is not None
    mine_m, mine_o = scores(ctx, pos, seat)
    if n == 2:
        return _pair_chance(model, mine_m, mine_o, *scores(ctx, pos, 1 - seat),
                            mover == seat, mover == 1 - seat)
    chance = 1.0
    for o in range(n):
        if o != seat:
            chance *= _pair_chance(model, mine_m, mine_o, *scores(ctx, pos, o),
                                   mover == seat, mover == o)
    return chance


#: a position not over is never surer than this for one of more than two seats
CHANCE_CAP = 0.95


@dataclass(frozen=True)
class SeatModel:
    """A win chance fitted on games of ``len(weights)`` players (a conditional logit:
    each seat's chance is its share of ``exp(logit)`` over the seats): a seat's logit is
    its features (as :class:`Model`'s) weighted by ``weights[r]``, ``r`` how many seats
    play before it from the one about to move (0: it moves next), plus ``tempo[r]``."""

    weights: tuple[tuple[float, ...], ...]
    tempo: tuple[float, ...]
    #: every logit multiplied by this in play
    scale: float = 1.0


def seat_logit(ctx: Ctx, pos: Pos, seat: int, r: int) -> float:
    """``seat``'s logit by :data:`SEAT_MODEL` when ``r`` seats play before it."""
    model = SEAT_MODEL
    tables = ctx.tables
    by_place = tables.seat_places[r]
    dist, near = tables.dist, tables.near
    w = model.weights[r]
    total = model.tempo[r]
    near1 = near2 = 0.0
    for p, row in enumerate(pos.mice):
        k = row[seat]
        if k:
            total += k * by_place[p]
            d = dist[p]
            if d == 1:
                q = near[sum(row)]
                if q > near1:
                    near1 = q
            elif d == 2:
                q = near[sum(row)]
                if q > near2:
                    near2 = q
    total += w[5] * near1 + w[6] * near2
    for k, c in enumerate(pos.held[seat]):
        if c:
            total += w[7 + k] * c
    return total * model.scale


def seat_chance(ctx: Ctx, pos: Pos, seat: int, mover: int) -> float:
    """``seat``'s share of the win chance by :data:`SEAT_MODEL` (``ctx.n`` seats),
    never surer than CHANCE_CAP."""
    n = ctx.n
    logits = [seat_logit(ctx, pos, s, (s - mover) % n) for s in range(n)]
    top = max(logits)
    total = 0.0
    for u in logits:
        total += math.exp(u - top)
    chance = math.exp(logits[seat] - top) / total
    return chance if chance < CHANCE_CAP else CHANCE_CAP


SEAT_MODEL = SeatModel((
    (-1.0306, 0.1359, 0.5116, 0.0356, -0.0926, 10.8313, 2.619, 0.31, 0.1727, 0.2293, 0.4972, 0.1345, 0.2871),
    (0.0039, 0.3098, 0.4316, -0.0095, -0.0927, 7.5985, 2.0925, 0.3218, 0.1392, 0.2378, 0.5118, 0.1211, 0.3217),
    (1.0353, 0.6195, 0.364, -0.0215, -0.0944, 4.465, 1.2686, 0.3229, 0.1435, 0.2268, 0.4877, 0.1541, 0.3107),
    (1.8665, 0.8561, 0.3131, -0.0544, -0.0891, 1.6993, 0.4842, 0.3027, 0.1385, 0.1863, 0.5077, 0.1689, 0.3208),
), (0.0, 0.0138, 0.0196, 0.0514), 0.75)


def _pair_chance(model: Model, mine_m: float, mine_o: float, theirs_m: float,
                 theirs_o: float, i_move: bool, they_move: bool) -> float:
    """The seat's chance against one opponent (scores as mover and as other): as the
    one about to move, as the other, or the mean when a third seat moves first."""
    if i_move:
        return _sigmoid(model.bias + mine_m + theirs_o)
    as_other = 1.0 - _sigmoid(model.bias + theirs_m + mine_o)
    if they_move:
        return as_other
    return 0.5 * (_sigmoid(model.bias + mine_m + theirs_o) + as_other)
