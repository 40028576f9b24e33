"""``hard``'s look-ahead (Drôle de fromage): its best eight ends of the move (see
:mod:`.ai`) looked at further.

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
"""

from __future__ import annotations

import random
from typing import Any

from .judge import PROGRESS, View, _after, _as_seen_by, evaluate
from .moves import Falls, end_positions

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
    for steps, p in view.config.move_lengths.items():
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


def _length_at(move_lengths: dict[int, float], u: float) -> int:
    """The move length at the quantile ``u`` of the die (``move_lengths``: the config's)."""
    acc = 0.0
    for n, p in move_lengths.items():
        acc += p
        if u < acc:
            return n
    return max(move_lengths)


def _scenarios(move_lengths: dict[int, float], samples: int, opponents: int) -> list[tuple[int, ...]]:
    """Move lengths of the opponents for ``samples`` rounds: a Latin hypercube (each
    opponent's lengths at the quantiles (i + 1/2) / samples, in a different fixed
    order for each), the same for every candidate and every decision."""
    orders = [list(range(samples))]
    rng = random.Random(1729)
    for _ in range(opponents - 1):
        order = list(range(samples))
        rng.shuffle(order)
        orders.append(order)
    return [tuple(_length_at(move_lengths, (orders[j][i] + 0.5) / samples) for j in range(opponents))
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
    scenarios = _scenarios(view.config.move_lengths, ROUND_SAMPLES, n - 1)
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
