"""What a position is worth to Drôle de fromage's computer players (:mod:`.ai` plays,
this module judges): what the seat knows (:class:`View`: the pieces' expected worth,
the sides, the trays, the weights of each player's points), the die's move lengths and
the board's lines as the judgement needs them, and :func:`evaluate`.

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

The die's move lengths and the board's rays and distances are the config's
(:class:`~.conf.DroleConfig`: ``move_lengths``, ``at_least``, ``rays``, ``dist``), which
the :class:`View` carries: the player hands it its config (``GAME.config()``).

What ``hard`` judges differently (the last piece coming, the threats by turn order,
the pressure when nothing leaves the board) is told with the levels in :mod:`.ai`.
"""

from __future__ import annotations

from ...core.agents import NoDecision
from . import GAME
from .conf import DroleConfig
from .level import DIRECTION_SIDE, DIRECTIONS, EMPTY
from .observation import DroleObservation

_OPPOSITE = (2, 3, 0, 1)                       # n<->s, e<->w (indices into DIRECTIONS)


# --------------------------------------------------------------- what the seat knows
class View:
    """What one seat knows, read from its observation: expected piece values, the
    sides' owners, the trays, and the weights it gives to each player's points; and
    ``config``, the game's numbers and board (``GAME.config()`` unless given)."""

    def __init__(self, obs: DroleObservation, config: DroleConfig | None = None) -> None:
        if obs.seat is None:
            raise NoDecision("drole: an observation of nobody in particular decides nothing")
        self.config: DroleConfig = config if config is not None else GAME.config()
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
    not seen) - (worms of that size not seen), over pieces not seen (the points of the
    observation's scoring table)."""
    points = obs.size_points
    worm_points = obs.worm_points
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

# --------------------------------------------------------------------- evaluation
NEVER = 99


def _push_cost(rays: tuple[tuple[tuple[int, ...], ...], ...], dist: tuple[tuple[int, ...], ...],
               board: tuple[int, ...], sq: int, d: int, pusher_sq: int, pusher: int) -> int:
    """How many steps the mouse on ``pusher_sq`` needs to push the piece on ``sq`` off
    the edge towards ``d``: walk to the square behind the piece's line, then one push
    per square to the edge (``rays`` and ``dist``: the config's). :data:`NEVER` when a
    mouse stands in front of the piece (it blocks the line) or behind it, or cheese
    reaches the far edge."""
    for s in rays[sq][d]:
        if board[s] < EMPTY:
            return NEVER
    behind = -1
    for s in rays[sq][_OPPOSITE[d]]:
        if board[s] < 0:
            behind = s
            break
    if behind < 0:
        return NEVER
    v = board[behind]
    if v < EMPTY and v != -2 - pusher:
        return NEVER
    return dist[pusher_sq][behind] + len(rays[sq][d]) + 1


def _own_reach(at_least: tuple[float, ...], cost: int) -> float:
    """The seat's own prospects on a piece ``cost`` steps from its edge: the chance of
    a long enough move (``at_least``: the config's), plus a small pull towards pieces
    further away (so that the mouse walks towards cheese it can win instead of
    waiting)."""
    return ((at_least[cost] if cost < len(at_least) else 0.0)
            + (APPROACH * APPROACH_DECAY ** cost if cost < NEVER else 0.0))


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
    config = view.config
    rays, dist, at_least, max_steps = config.rays, config.dist, config.at_least, config.max_steps
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
    for sq in range(config.squares):
        piece = board[sq]
        if piece < 0:
            continue
        value = values[piece]
        for player, mouse in enumerate(mice):
            if last is None and player != seat and value <= 0.0:
                continue
            bonus = last[player] if last is not None else 0.0
            cost = _push_cost(rays, dist, board, sq, edge_dir[player], mouse, player)
            if player == seat:
                score += (max(value, FLOOR) + bonus) * own_chance * _own_reach(at_least, cost)
                if pressure:
                    nearest = min(nearest, *(_push_cost(rays, dist, board, sq, d, mouse, seat)
                                             for d in range(4)))
            elif cost <= max_steps:
                part = (weights[player] * value + bonus) * threat * at_least[cost]
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



#: ``hard``'s pull, once pressed (see :data:`~.ai.PATIENCE`), towards the piece it can
#: push off soonest
PRESSED_PULL = 0.5
#: ``hard``: with this many pieces left on the board, the share of the last-piece bonus
#: that reaching one of them is worth (with two left, either may be the last)
LAST_SHARE = {1: 1.0, 2: 0.5}


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
