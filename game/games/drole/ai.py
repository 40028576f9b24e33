"""Computer players for Drôle de fromage. They read only ``observation(p)``.

What a piece is worth. A piece whose worm the seat has seen (its own pieces with the
peeking rule) is worth its points or nothing; any other piece is worth its points times
the chance that it is sound, from what the seat knows: the worms of a size left unseen
shared among the pieces of that size it has not seen (if it holds both sound larges,
every other large is wormy and worth 0). In the no-peek game that is the plain prior.

How a position is judged (:func:`evaluate`), always from the seat's own view:
- material: its expected points minus the opponents' (each weighted, see
  :func:`_weights`); a piece fallen on an empty side counts for nobody;
- threats: a piece an opponent can push off their own edge on their next move (their
  mouse walks behind it and pushes it out, within the steps the die may give) counts
  against the seat by that chance; a mouse standing between a piece and an edge blocks
  that edge, so the seat's mouse is worth most where it blocks good lines;
- chances: a piece the seat's own mouse could push off its edge on its next move counts
  for it, discounted (the others move first).

Levels:
- ``easy``: one step at a time, greedy on that step alone, with noise and one random
  step in four;
- ``normal``: every distinct end of the whole move (all step sequences, deduplicated by
  the resulting position), judged as above; plays the first step of the best one. It
  is asked again at each step; the plan is kept for the next steps while nothing
  unexpected happened (a piece received shows its worm: then it thinks again);
- ``hard``: as ``normal``, then the best eight ends are looked at further.

  - Two players: each is judged by the opponent's best answer to it (their own full
    search for each number the die may give, up to 4 steps, by the same judgement from
    their seat), averaged over the die.
  - Three or four players (:func:`_round_ahead`): each is judged after the whole next
    round, every opponent in turn making the very move ``normal`` would make
    (:func:`_normal_reply`: ``normal``'s own search and judgement from that seat, up to
    ``ROUND_DEPTH`` 4 steps, with the seat's own estimates of the pieces, since it cannot
    know the worms the others have seen), over ``ROUND_SAMPLES`` (8) rolls of the
    opponents' dice: for each opponent the move lengths at the quantiles (i + 1/2) / 8
    of the die, shuffled in a fixed order per opponent (a Latin hypercube), the same
    rolls for every candidate and every decision (no randomness: a resumed computer
    decides the same). The position after the round is judged by :func:`evaluate` with
    the seat to move (its own next move 0.6, the threats 0.5), without the small
    ``PROGRESS`` reward of the opponents' falls. ``normal`` is nearly deterministic
    given the position and the die, so this sees what the next round will really do
    (an opponent taking a piece the seat left on its line, or the last piece). A
    ``normal`` move predicted this way is the one ``normal`` plays when every seat knows
    the same (no peeking; tested). Replies met twice in one decision are computed once.

  What else it does differently:

  - it sees the last-piece rule coming: when one piece is left on the board, whoever
    pushes it off their edge wins its worth plus the piece they will take, so a mouse
    within reach of it (its own or an opponent's) counts that bonus too, by the same
    chances as any threat; with two pieces left, either may be the last, and each
    counts half the bonus (``LAST_SHARE``; ``normal`` counts the bonus only once the
    board is empty);
  - with several opponents, an opponent's threats count by how soon it moves: in full
    for the next one, 0.8 and 0.6 for the two after it (``HARD_ORDER``: the pieces may
    be gone, or the lines blocked, before the later ones move);
  - the last-piece bonus it takes is the one that leaves it furthest ahead of its best
    rival (taking from the leader counts twice), not simply the piece worth most;
  - it does not wait forever: after ``PATIENCE`` (6) of its moves in a row with no piece
    leaving the board, it stops fearing the last piece, and each further such move
    adds ``PRESSURE_STEP`` to what a piece leaving the board (any piece, any edge) is
    worth to it, with a pull towards the piece it can push off soonest. Two ``hard``
    mice guarding the last two pieces from each other once walked around forever
    (seed 100, two players); now the one whose patience ends first takes a piece. The
    count is its memory (the moves it started with as many pieces on the board), which
    a resumed computer rebuilds by being asked its past decisions again; at the start
    of each move it forgets the older move's plan (a position met again must be
    thought about again, with the pressure of the moment).

Measured (``python -m game simulate drole --games 200 --seed 1``, both seat orders):
two players, ``normal`` wins 400 of 400 games against ``random`` and 94% against
``easy``. ``python -m game strength drole --pair hard,normal`` (fresh computers, seats
rotating, a win is a win alone, draws counted apart):

=======  =====  ======  =========  ==========  =====  ==================================
players  games  seeds   hard wins  interval    draws  before
=======  =====  ======  =========  ==========  =====  ==================================
2        300    1..     66.7%      61.2-71.8%  24     the same (unchanged with 2 players)
4        800    1001..  34.4%      31.2-37.7%  45     30.5% (244 of the same 800)
4        400    5001..  39.0%      34.3-43.9%  25     33.5% (tuning seeds)
=======  =====  ======  =========  ==========  =====  ==================================

The round look-ahead (three or four players, h18) was tuned on seeds 5001.. only as
it stands (39.0% against 33.5% for the next-opponent answer, 400 games, 8.57 against
8.00 points a game for ``hard``), then measured once on 800 fresh games (1001..):
144 of the first 400 against 126 for the next-opponent answer, 131 of the next 400
against 118 (7.45 points a game then); 275 of 800 against 244 in all, a gain on each
of the three sets of seeds, but short of 35% on the fresh ones. Three players
(200 games, seeds 5001.., one look): 53.0% against 41.5% for the former. Tried on the
tuning seeds and left out: its own next move counted 0.9 after the round instead of
0.6 (37.2%, 400 games); the threats counted in full after the round instead of 0.5
(39.8%: 159 against 156 wins, within the noise, not confirmed on fresh seeds, so
left out); twelve candidate ends instead of eight (40.8%: 163 against 156, within
the noise, a third more thinking, left out). Not tried yet: more rolls (the thinking
is about 2.5 times the former: bench p95 73 ms in CPU time), the opponents' full 6-step
moves, two rounds, the bonus take chosen as ``normal`` chooses it in the prediction.

Before it (the next-opponent answer, still what ``hard`` does with two players), tuned
on seeds 5001.. (200 games of four players each, about ±6%): the last piece, the
bonus take and the patience 28.0%; adding half the bonus for two pieces left 29.5%, or
the threats by turn order 29.5%; both are kept. Tried and left out, no better within
that noise: counting each player's chances by its best ones only (the n-th best piece
halved n times: 27.0%); each piece lost at most once, to the first opponent in turn
order who can reach it (29.0%; with the seat's own chance cut by what the others leave
of it: 26.5%); judging the position after the next opponent's answer with the later
opponents' threats in full (27.0%); no look-ahead with 3-4 players (27.0%, thinking 3
times faster). Earlier (c970248): letting the two opponents after the next one answer
too, in turn, with two-step moves (25.2% against 25.0%, for 2-3 times the thinking);
weighting the leader's points more against the others' (leader/other 1.0/0.3, 1.5/0.3,
0.7/0.1, 0.45/0.25, 0.35/0.15 against 0.7/0.45: 24-29%); more or less weight to the
seat's own next move (0.3, 0.6) or to the opponents' threats (0.6); a stronger pull
towards far cheese; a wider look-ahead (12 ends); judging the opponent's answer by
``normal``'s own judgement. In four-player games (80 on seeds 3001.., before the last
two changes) ``hard`` gets the last piece in 37.5% of them (a ``normal`` in 20.8%) but
ends with about as many points as a ``normal`` (7.1 against 7.0): what it gains at the
end it has not yet learned to gain before.
Counted again (300 four-player games, seeds 5001.., true points of each piece by the
pieces on the board when it fell: early > 2/3 of them, late <= 1/3), per game, ``hard``
against one ``normal``: early 2.68 against 2.62 points (1.52 against 1.49 pieces), middle
2.39 against 2.17 (1.29 / 1.24), late 2.13 against 2.15 (1.23 / 1.26), the last-piece take
+0.69 against -0.23; 7.9 against 6.7 in all, and 32.0% of wins alone (16 draws). Its
pieces before the end are as many and worth as much as a ``normal``'s: its edge is the
take. Tried on those 300 games, no better within the noise (about ±5%) and left out:
the seat's own next move weighted 0.25, 0.55 or 0.7 instead of 0.4 with 3-4 players
(30.7%, 31.0%, 30.7%); after the next opponent's answer, the opponents' threats
weighted by their new turn order (the one who just answered 0.3, then 1.0 and 0.8:
27.3%); its own next move weighted 0.8 after that answer instead of 0.6 (28.3%); the
threats by turn order decaying faster (1.0, 0.6, 0.35: 32.7%); more of the last-piece
bonus before the end (``LAST_SHARE`` 0.7 with two pieces left: 31.3%; a third of it
with three left: 31.0%, more takes, fewer late pieces).
Time per decision (``python -m game bench drole --ai hard``, four players, on a machine
shared with other work, counted in CPU time): with the round look-ahead (h18) p95 75 ms
over all decisions (first steps p50 about 40-60 ms), and the table's frames with four
``hard`` computers no slower than before side by side (p99 8.3, 9.4, 6.5 ms against
12.7, 11.8, 8.4 ms for the former on a loaded machine, runs alternated). Before it:
p95 34 ms over all decisions, the first
step of a 6-step move p50 17 ms / p95 59 ms (main's ``hard`` the same way: p95 37
ms and 56 ms; ``normal``, earlier, on an idle machine: p50 2 ms / p95 17 ms).
"""

from __future__ import annotations

import random
from typing import Any

from ...core.agents import NoDecision
from ...core.protocol import Action
from .actions import Step, Take
from .conf import COLS, CONFIG, FACES, NB, ROWS, STAR
from .level import DIRECTION_SIDE, DIRECTIONS, EMPTY, stepped
from .observation import DroleObservation

LEVELS = ("easy", "normal", "hard")

SQUARES = ROWS * COLS
_OPPOSITE = (2, 3, 0, 1)                       # n<->s, e<->w (indices into DIRECTIONS)


# ----------------------------------------------------------------------- the die
def _move_lengths() -> dict[int, float]:
    """How many steps a move has, with its probability (star: roll again, doubled once)."""
    numbers = [(int(f), p) for f, p in FACES if f != STAR]
    p_number = sum(p for _, p in numbers)
    p_star = 1.0 - p_number
    lengths: dict[int, float] = {}
    for n, p in numbers:
        lengths[n] = lengths.get(n, 0.0) + p
        doubled = n * CONFIG["mult"]
        lengths[doubled] = lengths.get(doubled, 0.0) + p_star * p / p_number
    return dict(sorted(lengths.items()))


MOVE_LENGTHS = _move_lengths()
MAX_STEPS = max(MOVE_LENGTHS)
#: ``AT_LEAST[k]``: the chance that a move has at least ``k`` steps (0 past the longest).
AT_LEAST = [sum(p for n, p in MOVE_LENGTHS.items() if n >= k) for k in range(MAX_STEPS + 2)]


def _at_least(k: int) -> float:
    return AT_LEAST[k] if k < len(AT_LEAST) else 0.0


# ------------------------------------------------------------------ board geometry
def _rays() -> list[tuple[tuple[int, ...], ...]]:
    """``RAYS[square][d]``: the squares from ``square`` (excluded) to the edge, towards d."""
    table = []
    for sq in range(SQUARES):
        row = []
        for d in range(4):
            ray, s = [], NB[sq][d]
            while s >= 0:
                ray.append(s)
                s = NB[s][d]
            row.append(tuple(ray))
        table.append(tuple(row))
    return table


RAYS = _rays()
DIST = [[abs(a // COLS - b // COLS) + abs(a % COLS - b % COLS) for b in range(SQUARES)]
        for a in range(SQUARES)]


# --------------------------------------------------------------- what the seat knows
class View:
    """What one seat knows, read from its observation: expected piece values, the
    sides' owners, the trays, and the weights it gives to each player's points."""

    def __init__(self, obs: DroleObservation) -> None:
        if obs.seat is None:
            raise NoDecision("drole: an observation of nobody in particular decides nothing")
        self.seat: int = obs.seat
        self.players: int = obs.players
        sides = list(obs.sides)
        #: the seat receiving a piece pushed off towards direction d (-1: nobody)
        self.receiver = [sides.index(DIRECTION_SIDE[d]) if DIRECTION_SIDE[d] in sides else -1
                         for d in DIRECTIONS]
        #: the direction index that pushes a piece off seat s's own edge
        self.edge_dir = [DIRECTIONS.index(next(d for d in DIRECTIONS
                                               if DIRECTION_SIDE[d] == side)) for side in sides]
        self.values = piece_values(obs)
        self.trays = [list(t) for t in obs.trays]
        self.totals = [sum(self.values[i] for i in tray) for tray in self.trays]
        self.weights = _weights(self.seat, self.totals)
        #: ``hard`` only: the last piece on the board is worth its bonus too
        self.last_aware = False
        #: ``hard`` only: the pull towards any piece leaving the board when nothing has
        #: left it for a while (see :func:`_pressure`); 0 otherwise
        self.pressure = 0.0
        #: ``hard`` only: an opponent's threats weighted by how soon it moves (its
        #: distance in turns from the seat); None: all alike
        self.order: tuple[float, ...] | None = None


def piece_values(obs: DroleObservation) -> list[float]:
    """Expected points of every piece for the seat of ``obs``: known worms count as
    they are; an unseen piece of a size is sound with the chance (pieces of that size
    not seen) - (worms of that size not seen), over pieces not seen."""
    points = CONFIG["scoring"][obs.scoring]
    worm_points = CONFIG["worm_points"]
    pieces = obs.pieces
    values = [0.0] * len(pieces)
    for size, worms in obs.worms.items():
        ids = [p.id for p in pieces if p.size == size]
        seen = [p for p in pieces if p.size == size and p.worm is not None]
        unseen = len(ids) - len(seen)
        worms_left = max(0, worms - sum(1 for p in seen if p.worm))
        p_worm = min(1.0, worms_left / unseen) if unseen else 0.0
        guess = points[size] * (1.0 - p_worm) + worm_points * p_worm
        for p in pieces:
            if p.size == size:
                w = p.worm
                values[p.id] = guess if w is None else (worm_points if w else points[size])
    return values


LEADER_W, OTHER_W = 0.7, 0.45


def _weights(seat: int, totals: list[float]) -> list[float]:
    """How much a point of each player counts for ``seat``: 1 for itself, -1 for a
    lone opponent; with several opponents a point of the leader among them counts
    more than a point of one who is behind (what matters is beating the best)."""
    n = len(totals)
    if n == 2:
        return [1.0 if s == seat else -1.0 for s in range(n)]
    others = [s for s in range(n) if s != seat]
    best = max(totals[s] for s in others)
    weights = []
    for s in range(n):
        if s == seat:
            weights.append(1.0)
        else:
            weights.append(-(LEADER_W if totals[s] >= best - 1e-9 else OTHER_W))
    return weights


# --------------------------------------------------------------------- the position
def read_position(obs: DroleObservation) -> tuple[tuple[int, ...], list[int]]:
    """The board (cells: EMPTY, a piece id, or -2 - seat for a mouse) and the mice's
    squares, rebuilt from the observation."""
    board = [EMPTY] * SQUARES
    for p in obs.pieces:
        if p.square is not None:
            r, c = p.square
            board[r * COLS + c] = p.id
    mice = [r * COLS + c for r, c in obs.mice]
    for seat, sq in enumerate(mice):
        board[sq] = -2 - seat
    return tuple(board), mice


def step(board: tuple[int, ...], mouse: int, d: int) -> tuple[tuple[int, ...], int, int] | None:
    """One step of the mouse on ``mouse`` towards direction ``d``: the rules' own push
    (:func:`~.level.stepped`)."""
    return stepped(NB, board, mouse, d)


Falls = tuple[tuple[int, int], ...]
End = tuple[tuple[int, ...], int, Falls, tuple[int, ...]]


def end_positions(board: tuple[int, ...], mouse: int, steps: int, view: View) -> list[End]:
    """Every distinct end of a move of ``steps`` steps from ``board``: (board, mouse
    square, falls as (piece, receiver) in order, the step directions taken). A move
    stops early when the mouse is stuck or the last piece has left the board."""
    receiver = view.receiver
    no_falls: Falls = ()
    no_path: tuple[int, ...] = ()
    layer: dict[tuple[tuple[int, ...], Falls], tuple[int, tuple[int, ...]]] = {
        (board, no_falls): (mouse, no_path)}
    ends: list[End] = []
    pieces_left = sum(1 for v in board if v >= 0)
    for _ in range(steps):
        nxt_layer: dict[tuple[tuple[int, ...], Falls], tuple[int, tuple[int, ...]] | None] = {}
        for (cells, falls), (sq, path) in layer.items():
            moved = False
            for d in range(4):
                result = step(cells, sq, d)
                if result is None:
                    continue
                moved = True
                new_cells, new_sq, fell = result
                new_falls = falls + ((fell, receiver[d]),) if fell >= 0 else falls
                key = (new_cells, new_falls)
                if key in nxt_layer:
                    continue
                if fell >= 0 and len(new_falls) == pieces_left:
                    ends.append((new_cells, new_sq, new_falls, path + (d,)))
                    nxt_layer[key] = None        # the board is empty: the move is over
                else:
                    nxt_layer[key] = (new_sq, path + (d,))
            if not moved:
                ends.append((cells, sq, falls, path))
        layer = {k: v for k, v in nxt_layer.items() if v is not None}
    ends.extend((cells, sq, falls, path) for (cells, falls), (sq, path) in layer.items())
    return ends


# --------------------------------------------------------------------- evaluation
NEVER = 99


def _push_cost(board: tuple[int, ...], sq: int, d: int, pusher_sq: int, pusher: int) -> int:
    """How many steps the mouse on ``pusher_sq`` needs to push the piece on ``sq`` off
    the edge towards ``d``: walk to the square behind the piece's line, then one push
    per square to the edge. :data:`NEVER` when a mouse stands in front of the piece
    (it blocks the line) or behind it, or cheese reaches the far edge."""
    for s in RAYS[sq][d]:
        if board[s] < EMPTY:
            return NEVER
    behind = -1
    for s in RAYS[sq][_OPPOSITE[d]]:
        if board[s] < 0:
            behind = s
            break
    if behind < 0:
        return NEVER
    v = board[behind]
    if v < EMPTY and v != -2 - pusher:
        return NEVER
    return DIST[pusher_sq][behind] + len(RAYS[sq][d]) + 1


def _own_reach(cost: int) -> float:
    """The seat's own prospects on a piece ``cost`` steps from its edge: the chance of
    a long enough move, plus a small pull towards pieces further away (so that the
    mouse walks towards cheese it can win instead of waiting)."""
    return _at_least(cost) + (APPROACH * APPROACH_DECAY ** cost if cost < NEVER else 0.0)


APPROACH, APPROACH_DECAY = 0.25, 0.85


#: A piece leaving the board is worth a little to whoever moves (the game must end),
#: and even a worthless piece is worth ``FLOOR`` to win (taking it ends the game sooner).
PROGRESS, FLOOR = 0.15, 0.3
OWN_CHANCE, THREAT = 0.4, 1.0


def evaluate(view: View, board: tuple[int, ...], mice: list[int],
             falls: tuple[tuple[int, int], ...], own_chance: float | None = None,
             threat: float | None = None, last_aware: bool | None = None) -> float:
    """The worth of a position for ``view.seat``: material (weighted expected points
    after ``falls``) plus, for each piece left, the chance each seated player pulls it
    off their own edge next move, weighted as material (``own_chance`` discounts the
    seat's own next move, which comes after the others')."""
    if own_chance is None:
        own_chance = OWN_CHANCE
    if threat is None:
        threat = THREAT
    values, weights, seat = view.values, view.weights, view.seat
    totals = list(view.totals)
    for piece, to in falls:
        if to >= 0:
            totals[to] += values[piece]
    pressure = view.pressure
    score = sum(w * t for w, t in zip(weights, totals)) + PROGRESS * len(falls)
    if falls and not any(v >= 0 for v in board):
        return score + _last_piece_bonus(view, totals, falls[-1][1])
    edge_dir = view.edge_dir
    last = None
    if last_aware is None:
        last_aware = view.last_aware
    if last_aware:
        share = LAST_SHARE.get(sum(1 for v in board if v >= 0), 0.0)
        if share:
            last = [share * _last_piece_bonus(view, totals, p) for p in range(len(mice))]
    order = view.order
    nearest = NEVER
    for sq in range(SQUARES):
        piece = board[sq]
        if piece < 0:
            continue
        value = values[piece]
        for player, mouse in enumerate(mice):
            if last is None and player != seat and value <= 0.0:
                continue
            bonus = last[player] if last is not None else 0.0
            cost = _push_cost(board, sq, edge_dir[player], mouse, player)
            if player == seat:
                score += (max(value, FLOOR) + bonus) * own_chance * _own_reach(cost)
                if pressure:
                    nearest = min(nearest, *(_push_cost(board, sq, d, mouse, seat)
                                             for d in range(4)))
            elif cost <= MAX_STEPS:
                part = (weights[player] * value + bonus) * threat * AT_LEAST[cost]
                score += part if order is None else part * order[(player - seat) % len(mice)]
    if nearest < NEVER:         # pressed: a pull towards the piece it can push off soonest
        score += pressure * PRESSED_PULL * APPROACH_DECAY ** nearest
    return score


def _last_piece_bonus(view: View, totals: list[float], receiver: int) -> float:
    """The last-piece bonus seen from ``view.seat``: the receiver takes the piece of an
    opponent worth most by the seat's estimate (ties: from the seat, when the receiver
    is an opponent); its worth moves from that tray to the receiver's."""
    if receiver < 0:
        return 0.0
    weights, best, best_key = view.weights, 0.0, None
    for other, tray in enumerate(view.trays):
        if other == receiver:
            continue
        for piece in tray:
            value = view.values[piece]
            change = value * (weights[receiver] - weights[other])
            key = (change, other == view.seat) if receiver == view.seat else (value, other == view.seat)
            if best_key is None or key > best_key:
                best, best_key = change, key
    return best


# ----------------------------------------------------------------------- choosing
def _plan_key(obs: DroleObservation, board: tuple[int, ...], steps: int) -> Any:
    known = tuple(p.worm for p in obs.pieces)
    return (obs.players, obs.scoring, board, steps, known,
            tuple(tuple(t) for t in obs.trays))


def _best_move(view: View, board: tuple[int, ...], mice: list[int], steps: int,
               level: str) -> tuple[int, ...]:
    """The step directions of the best end of the move (normal and hard)."""
    seat = view.seat
    ends = end_positions(board, mice[seat], steps, view)
    scored = []
    for cells, sq, falls, path in ends:
        now = list(mice)
        now[seat] = sq
        value = evaluate(view, cells, now, falls) + view.pressure * len(falls)
        scored.append((value, path, cells, now, falls))
    scored.sort(key=lambda e: (-e[0], e[1]))
    if level == "hard" and len(scored) > 1:
        if view.players > 2:
            return _round_ahead(view, scored[:ROUND_WIDTH])
        return _look_ahead(view, scored[:HARD_WIDTH])
    return scored[0][1]


HARD_WIDTH = 8
#: ``hard``'s patience: after this many of its moves in a row with no piece leaving the
#: board, it stops fearing the last-piece rule and every further such move adds
#: ``PRESSURE_STEP`` to the worth of a piece leaving the board (any piece, any edge),
#: with a pull towards the nearest one it can push off: two ``hard`` mice guarding the
#: last two pieces from each other would otherwise walk around forever.
PATIENCE, PRESSURE_STEP, PRESSED_PULL = 6, 1.0, 0.5
HARD_ORDER: dict[int, tuple[float, ...]] = {3: (0.0, 1.0, 0.8), 4: (0.0, 1.0, 0.8, 0.6)}
#: ``hard``: with this many pieces left on the board, the share of the last-piece bonus
#: that reaching one of them is worth (with two left, either may be the last)
LAST_SHARE = {1: 1.0, 2: 0.5}


def _pressure(stalled: int) -> float:
    return PRESSURE_STEP * (stalled - PATIENCE + 1) if stalled >= PATIENCE else 0.0
REPLY_DEPTH = 4
REPLY_THREAT, BASE_OWN = 0.5, 0.6


def _look_ahead(view: View, candidates: list) -> tuple[int, ...]:
    """``hard``: each candidate end is judged by the next opponent's best answer to
    it, averaged over the die (their answer chosen by their own material and threats,
    as :func:`evaluate` from their seat; the result judged by the seat's evaluation)."""
    best, best_path = None, candidates[0][1]
    for static, path, cells, mice, falls in candidates:
        if not any(v >= 0 for v in cells):
            value = static
        else:
            value = _reply_value(view, cells, mice, falls)
        if best is None or value > best + 1e-9:
            best, best_path = value, path
    return best_path


def _reply_value(view: View, board: tuple[int, ...], mice: list[int],
                 falls: tuple[tuple[int, int], ...]) -> float:
    seat, n = view.seat, view.players
    other = (seat + 1) % n
    base = _after(view, falls)
    their = _as_seen_by(base, other)
    total = 0.0
    for steps, p in MOVE_LENGTHS.items():
        ends = end_positions(board, mice[other], min(steps, REPLY_DEPTH), their)
        best: float | None = None
        best_end: tuple[tuple[int, ...], list[int], Falls] | None = None
        for cells, sq, more, _path in ends:
            now = list(mice)
            now[other] = sq
            value = evaluate(their, cells, now, more, own_chance=0.4, threat=REPLY_THREAT)
            if best is None or value > best:
                best, best_end = value, (cells, now, more)
        assert best_end is not None, "a move always has an end"
        cells, now, more = best_end
        total += p * evaluate(base, cells, now, more, own_chance=BASE_OWN, threat=REPLY_THREAT)
    return total + view.pressure * len(falls)    # the seat's own falls, pressed for


#: ``hard`` with 3-4 players (:func:`_round_ahead`): how many candidate ends, how many
#: rolls of the opponents' dice, how many steps of their moves at most; how much its
#: own next move and the threats count after the round
ROUND_WIDTH, ROUND_SAMPLES, ROUND_DEPTH = 8, 8, 4
ROUND_OWN, ROUND_THREAT = 0.6, 0.5


def _length_at(u: float) -> int:
    """The move length at the quantile ``u`` of the die."""
    acc = 0.0
    for n, p in MOVE_LENGTHS.items():
        acc += p
        if u < acc:
            return n
    return MAX_STEPS


def _scenarios(samples: int, opponents: int) -> list[tuple[int, ...]]:
    """Move lengths of the opponents for ``samples`` rounds: a Latin hypercube (each
    opponent's lengths at the quantiles (i + 1/2) / samples, in a different fixed
    order for each), the same for every candidate and every decision."""
    orders = [list(range(samples))]
    rng = random.Random(1729)
    for _ in range(opponents - 1):
        order = list(range(samples))
        rng.shuffle(order)
        orders.append(order)
    return [tuple(_length_at((orders[j][i] + 0.5) / samples) for j in range(opponents))
            for i in range(samples)]


def _normal_reply(their: View, board: tuple[int, ...], mice: list[int], player: int,
                  steps: int) -> tuple[tuple[int, ...], list[int], Falls]:
    """The move ``normal`` would make from ``player``'s seat (judged with the seat's
    own estimates of the pieces): its best end by :func:`evaluate`, ties by path."""
    ends = end_positions(board, mice[player], steps, their)
    best: tuple[float, tuple[int, ...]] | None = None
    best_end: tuple[tuple[int, ...], list[int], Falls] | None = None
    for cells, sq, more, path in ends:
        now = list(mice)
        now[player] = sq
        value = evaluate(their, cells, now, more, last_aware=False)
        key = (-value, path)
        if best is None or key < best:
            best, best_end = key, (cells, now, more)
    assert best_end is not None, "a move always has an end"
    return best_end


def _round_ahead(view: View, candidates: list) -> tuple[int, ...]:
    """``hard`` with 3-4 players: each candidate end is judged after the whole next
    round, every opponent playing as ``normal`` would, over a few sampled dice."""
    seat, n = view.seat, view.players
    scenarios = _scenarios(ROUND_SAMPLES, n - 1)
    replies: dict[Any, tuple[tuple[int, ...], list[int], Falls]] = {}
    best, best_path = None, candidates[0][1]
    for static, path, cells0, mice0, falls0 in candidates:
        if not any(v >= 0 for v in cells0):
            value = static
        else:
            total = 0.0
            for lengths in scenarios:
                cells, mice, falls = cells0, mice0, falls0
                for k in range(1, n):
                    if not any(v >= 0 for v in cells):
                        break
                    other = (seat + k) % n
                    steps = min(lengths[k - 1], ROUND_DEPTH)
                    key = (cells, tuple(mice), other, steps, falls)
                    reply = replies.get(key)
                    if reply is None:
                        their = _as_seen_by(_after(view, falls), other)
                        their.order = None
                        their.last_aware = False
                        reply = replies[key] = _normal_reply(their, cells, mice, other, steps)
                    cells, mice, more = reply
                    falls = falls + more
                total += evaluate(view, cells, mice, falls, own_chance=ROUND_OWN,
                                  threat=ROUND_THREAT) - PROGRESS * (len(falls) - len(falls0))
            value = total / len(scenarios) + view.pressure * len(falls0)
        if best is None or value > best + 1e-9:
            best, best_path = value, path
    return best_path


def _after(view: View, falls: tuple[tuple[int, int], ...]) -> View:
    """A copy of ``view`` with ``falls`` added to the trays."""
    new = object.__new__(View)
    new.__dict__.update(view.__dict__)
    new.trays = [list(t) for t in view.trays]
    for piece, to in falls:
        if to >= 0:
            new.trays[to].append(piece)
    new.totals = [sum(view.values[i] for i in tray) for tray in new.trays]
    new.weights = _weights(view.seat, new.totals)
    return new


def _as_seen_by(base: View, seat: int) -> View:
    """Roughly how ``seat`` judges the board: the seat's own value estimates (it
    cannot know better), with ``seat``'s weights."""
    new = object.__new__(View)
    new.__dict__.update(base.__dict__)
    new.seat = seat
    new.weights = _weights(seat, base.totals)
    new.pressure = 0.0
    return new


def _easy_step(view: View, board: tuple[int, ...], mice: list[int], legal: list[Action],
               rng: random.Random) -> Action:
    """``easy``: the best single step by material and threats, with noise; one time in
    four, any step."""
    steps = [a for a in legal if isinstance(a, Step)]
    if rng.random() < 0.25:
        return rng.choice(steps)
    best, best_step = None, steps[0]
    for action in steps:
        d = DIRECTIONS.index(action.direction)
        result = step(board, mice[view.seat], d)
        if result is None:
            continue
        cells, sq, fell = result
        now = list(mice)
        now[view.seat] = sq
        falls = ((fell, view.receiver[d]),) if fell >= 0 else ()
        value = evaluate(view, cells, now, falls) + rng.uniform(0.0, 1.5)
        if best is None or value > best:
            best, best_step = value, action
    return best_step


def choose_take(obs: DroleObservation, legal: list[Action]) -> Action:
    """Last-piece bonus: the piece worth most by the seat's estimate (a small sure piece
    beats a medium that is likely wormy), from the opponent leading by expected points."""
    view = View(obs)
    takes = [a for a in legal if isinstance(a, Take)]
    return max(takes, key=lambda a: (round(view.values[a.piece], 6),
                                     round(view.totals[a.opponent], 6), -a.opponent, -a.piece))


def choose_take_hard(obs: DroleObservation, legal: list[Action]) -> Action:
    """``hard``'s last-piece bonus: the take that leaves the seat furthest ahead of its
    best rival (by expected points): taking from the leader counts twice; then as
    :func:`choose_take`."""
    view = View(obs)
    takes = [a for a in legal if isinstance(a, Take)]
    seat = view.seat

    def margin(a: Take) -> float:
        totals = list(view.totals)
        totals[seat] += view.values[a.piece]
        totals[a.opponent] -= view.values[a.piece]
        return round(totals[seat] - max(t for s, t in enumerate(totals) if s != seat), 6)

    return max(takes, key=lambda a: (margin(a), round(view.values[a.piece], 6),
                                     round(view.totals[a.opponent], 6), -a.opponent, -a.piece))


class DrolePlayer:
    """A computer player of one seat, at ``level``. Its memory is its plan: the steps
    it means to take for the rest of the move it has started, keyed by the position it
    expects after each of them (it thinks again when anything else happens, a piece it
    receives showing its worm)."""

    PLAN_LIMIT = 2_000

    def __init__(self, level: str = "normal", seat: int = 0) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.level = level
        self.seat = seat
        self.plans: dict[Any, int] = {}
        #: pieces on the board when the seat last started a move, and how many of its
        #: moves in a row started with that many (nothing left the board in between)
        self.left_at_start = -1
        self.stalled = 0

    def _count_stall(self, obs: DroleObservation, board: tuple[int, ...]) -> int:
        """At the first step of each of its moves, count the seat's moves in a row that
        started with as many pieces on the board (a resumed computer counts the same:
        it is asked again at each of its past decisions)."""
        if obs.steps_left == obs.steps:
            if self.level == "hard":         # a new move: an older move's plan is no guide
                self.plans.clear()           # (``normal`` keeps its old ways)
            left = sum(1 for v in board if v >= 0)
            self.stalled = self.stalled + 1 if left == self.left_at_start else 0
            self.left_at_start = left
        return self.stalled

    def choose(self, obs: DroleObservation, legal: list[Action], rng: random.Random) -> Action:
        """The computer's choice among ``legal`` for the seat ``obs.seat``."""
        if obs.phase == "bonus":
            return (choose_take_hard if self.level == "hard" else choose_take)(obs, legal)
        if len(legal) == 1:
            return legal[0]                      # forced
        if obs.phase != "move":
            raise NoDecision(f"drole {self.level}: nothing to decide in phase {obs.phase!r}")
        view = View(obs)
        board, mice = read_position(obs)
        stalled = self._count_stall(obs, board)
        if self.level == "hard":
            view.pressure = _pressure(stalled)
            view.last_aware = not view.pressure
            view.order = HARD_ORDER.get(view.players)
        if self.level == "easy":
            return _easy_step(view, board, mice, legal, rng)
        steps = obs.steps_left
        d = self.plans.get(_plan_key(obs, board, steps))
        if d is None:
            path = _best_move(view, board, mice, steps, self.level)
            self._remember(obs, view, board, path)
            d = path[0]
        return Step(DIRECTIONS[d])

    def _remember(self, obs: DroleObservation, view: View, board: tuple[int, ...],
                  path: tuple[int, ...]) -> None:
        """Keep the plan: the position after each planned step, while no piece falls (a
        piece received shows its worm, which may change the plan), maps to the next step."""
        self.plans.clear()                       # an older move's plan is of no more use
        steps = obs.steps_left
        sq = read_position(obs)[1][view.seat]
        cells = board
        for i, d in enumerate(path):
            self.plans[_plan_key(obs, cells, steps - i)] = d
            result = step(cells, sq, d)
            if result is None or result[2] >= 0:
                break
            cells, sq, _ = result


def bench_positions(state: Any) -> list[tuple[str, Any]]:
    """For ``python -m game bench``: from a real position where the die is about to be
    rolled for a new move, the first step of a 6-step move (star, 3) and of a 4-step
    move (star, 2), reached through the rules."""
    if state.phase != "roll" or state.rolls:
        return []
    found = []
    for label, faces in (("first_step_6", ("star", "3")), ("first_step_4", ("star", "2"))):
        variant = state.clone()
        for face in faces:
            variant.apply(f"die {face}")
        if variant.phase == "move" and len(variant.legal_actions()) > 1:
            found.append((label, variant))
    return found
