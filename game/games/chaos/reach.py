"""The legal list's searches of Chaos de souris et de fromage, written for speed (issue 17,
"Rules twice as fast"): where a mouse, a cat or a cover can go in exactly n steps, and
the path of the move chosen.

:mod:`.walks` keeps the plain searches (the rules' ``mouse_ends``, ``cat_ends``,
``cover_ends``: one path for every place, walked square by square); those say what the
rules mean, and the computers use them. The functions here find the very same places
**in the very same order** (the order of the legal list, which the random player draws
from: the same games for the same seeds) and the same paths, with less work:

- up to 4 steps (the box's covers say 1 to 4) the walk is written out step by step,
  never back the way it came, and a square reached again finds only what its first
  visit could not (:func:`mouse_reach` says why that is exact on a grid); holes, the
  things a cat jumps and longer walks go the plain way, where the plain walk would;
- the legal list's searches keep no paths; the move chosen searches for its own
  (:func:`mouse_path`, :func:`cat_path`), only where its place can still be reached
  from, and stops at the first path, the one the plain walk keeps;
- a mouse reads one code a square (:data:`FREE`...), which says both ways in and ways
  out, from tables worked out once for the kitchen (:class:`~.conf.Flat`, the config's
  ``flat``, which every search is handed and binds to locals at its top).

tests/chaos/test_chaos_speed.py checks all of it against the plain walks.

Why this module and four of its functions are long (issue 18 asks modules under ~600
lines and functions under ~60, or a reason): what makes them fast is that they are
written out. :func:`mouse_reach` (126 lines), :func:`cat_reach` (122) and
:func:`_cover_from` (66) spell out each of the first four steps in place, with no call
per step; cut into functions, they would be the plain walk again, calls and all.
:func:`mouse_path` (73) is one walk whose step is an inner function sharing the path,
the holes in use and the distances with it, which a split would pass along at every
step. The searches of the three kinds of piece share the kitchen's tables
(``flat.m_next``, ``flat.special``, :func:`_bfs`...), so they stay together.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .conf import STEP_BIT, Flat
from .places import HIDE, UNDER

#: What :func:`mouse_reach` and :func:`cat_reach` keep for each place found when asked
#: for nothing else (``acts``): None. The rules give each piece's actions by place
#: instead, so that the legal list is the found places' values as they stand, in order
#: (the same list as looking each place's action up afterwards, without a call each).
NO_ACTS: tuple[None, ...] = (None,) * (UNDER + 1)


# ------------------------------------------------------------------------- mice
#: A square's *code* for a mouse (:meth:`~.moves.ChaosMoves.mouse_codes`): bit 1, it may
#: be stepped onto up or down; bit 2, left or right. A free floor square is 3, an upright
#: chair 1 or 2 (its back's axis: it is passed along that axis only), anything else 0.
#: The same bits say which way a mouse may leave a square it stands on.
FREE = 3
#: The code a mouse leaves its start square with, by the axis of its chair (index -1:
#: no chair, any way).
LEAVE_CODE = (1, 2, FREE)
Specials = tuple[tuple[tuple[int, ...], ...], ...]


def mouse_reach(start: int, axis: int, n: int, code: list[int], flat: Flat,
                acts: Sequence[Any] = NO_ACTS) -> dict[int, Any]:
    """(One piece: its first four steps are written out, for speed; the module's top.)
    The places a mouse on ``start`` (a square, or ``UNDER``) reaches in exactly ``n``
    steps, in the order :meth:`~.moves.ChaosMoves.mouse_ends` first finds them.
    ``axis``: the axis of the upright chair over ``start`` (-1: none); ``code``:
    :meth:`~.moves.ChaosMoves.mouse_codes` (squares on the walk are marked 0 in it for
    a while; it is left as it was); ``acts``: what to keep for each place, by place
    (:data:`NO_ACTS`: None).

    Up to 4 steps from a square, the walk is written out step by step, never back the
    way it came, and it skips what cannot find anything new. Off the holes, the kitchen
    is a grid, where a square beside the square at step k is at step k - 1 or k + 1
    (two squares beside each other differ in the sum of their coordinates by one), so
    that of the squares of the path only the one just before the current one (and the
    start, where the mouse itself is) can lie beside it. So the last step from a square
    ``c`` reached from ``b`` finds every place beside ``c`` but ``b``; reached again from
    another square, it could find only ``b`` more (``b`` is a way back from ``c``: ``c``
    was entered from it, along the axis of any chair on either); a third time, nothing.
    Likewise (4 steps) a square ``b`` at step 2 reached again from another ``a`` leads
    only to the first one's ``a`` more (a square at step 2 has at most two squares at
    step 1 beside it). What goes through a hole is walked the plain way (:func:`_holes`),
    where the plain walk would, with the path marked as it would be: it only adds
    places, so the skipping stays right. More steps, or from under the table: the plain
    walk (:func:`_mouse_walk`)."""
    if n > 4 or start == UNDER:
        return _mouse_walk(start, axis, n, code, acts, flat)
    nxt, last, m_special, is_special, hole_at, holes, n_holes, direction_of = flat.mouse_tables
    ends: dict[int, Any] = {}
    special = m_special[False]
    leave = LEAVE_CODE[axis]
    if n == 1:
        for bit, t in last[leave][4][start]:
            if code[t] & bit:
                ends[t] = acts[t]
        if is_special[start]:
            for loc in special[leave][start]:
                ends[loc] = acts[loc]
        return ends
    if n == 2:
        for bit1, d1, a in nxt[leave][4][start]:
            e1 = code[a]
            if e1 & bit1:
                for bit2, b in last[e1][d1][a]:
                    if code[b] & bit2:
                        ends[b] = acts[b]
                if is_special[a]:
                    for loc in special[e1][a]:
                        ends[loc] = acts[loc]
        if leave == FREE and hole_at[start] >= 0:     # _holes(start, 2, ...), written out
            for t in holes:
                if code[t] == FREE:                   # the start is not: the mouse is there
                    ends[t] = acts[t]
        return ends
    if n == 3:
        before: dict[int, int] = {}                   # square at step 2: its step 1 (-1: done)
        for bit1, d1, a in nxt[leave][4][start]:
            e1 = code[a]
            if not e1 & bit1:
                continue
            for bit2, d2, b in nxt[e1][d1][a]:
                e2 = code[b]
                if not e2 & bit2:
                    continue
                if b not in before:
                    before[b] = a
                    for bit3, c in last[e2][d2][b]:
                        if code[c] & bit3:
                            ends[c] = acts[c]
                    if is_special[b]:
                        for loc in special[e2][b]:
                            ends[loc] = acts[loc]
                elif (first := before[b]) >= 0:
                    ends[first] = acts[first]
                    before[b] = -1
            if e1 == FREE and hole_at[a] >= 0:        # _holes(a, 2, ...), written out
                for t in holes:
                    if t != a and code[t] == FREE:
                        ends[t] = acts[t]
        if leave == FREE and hole_at[start] >= 0:
            _holes(start, 3, code, ends, special, [False] * n_holes, acts, flat)
        return ends
    step2: dict[int, int] = {}                        # square at step 2: its step 1 (-1: done)
    step3: dict[int, int] = {}                        # square at step 3: its step 2 (-1: done)
    for bit1, d1, a in nxt[leave][4][start]:
        e1 = code[a]
        if not e1 & bit1:
            continue
        for bit2, d2, b in nxt[e1][d1][a]:
            e2 = code[b]
            if not e2 & bit2:
                continue
            if b not in step2:
                step2[b] = a
                todo = nxt[e2][d2][b]
            elif (first := step2[b]) >= 0:            # again: only the first a is new
                step2[b] = -1
                back = direction_of[first - b]
                todo = ((STEP_BIT[back], back, first),)
            else:
                todo = ()
            for bit3, d3, c in todo:
                e3 = code[c]
                if not e3 & bit3:
                    continue
                if c not in step3:
                    step3[c] = b
                    for bit4, d in last[e3][d3][c]:
                        if code[d] & bit4:
                            ends[d] = acts[d]
                    if is_special[c]:
                        for loc in special[e3][c]:
                            ends[loc] = acts[loc]
                elif (prior := step3[c]) >= 0 and prior != b:
                    ends[prior] = acts[prior]
                    step3[c] = -1
            if e2 == FREE and hole_at[b] >= 0:        # _holes(b, 2, ...), written out
                for t in holes:
                    if t != b and t != a and code[t] == FREE:
                        ends[t] = acts[t]
        if e1 == FREE and hole_at[a] >= 0:
            code[a] = 0
            _holes(a, 3, code, ends, special, [False] * n_holes, acts, flat)
            code[a] = e1
    if leave == FREE and hole_at[start] >= 0:
        _holes(start, 4, code, ends, special, [False] * n_holes, acts, flat)
    return ends


def _mouse_walk(start: int, axis: int, n: int, code: list[int],
                acts: Sequence[Any], flat: Flat) -> dict[int, Any]:
    """:func:`mouse_reach` by the plain walk, square by square (the path's squares
    marked 0 in ``code`` while it is on them), any number of steps, holes and the
    table included."""
    m_special, n_holes, ring = flat.m_special, flat.n_holes, flat.ring
    ends: dict[int, Any] = {}
    special = m_special[start == UNDER]
    if start != UNDER:
        if n == 1:
            _last(start, LEAVE_CODE[axis], code, ends, special, acts, flat)
        else:
            _walk(start, n, LEAVE_CODE[axis], code, ends, special, [False] * n_holes, acts, flat)
        return ends
    for r in ring:
        if code[r] != FREE:
            continue
        if n == 1:
            ends[r] = acts[r]
            continue
        code[r] = 0
        if n == 2:
            _last(r, FREE, code, ends, special, acts, flat)
        else:
            _walk(r, n - 1, FREE, code, ends, special, [False] * n_holes, acts, flat)
        code[r] = FREE
    return ends


def _last(sq: int, leave: int, code: list[int], ends: dict[int, Any], special: Specials,
          acts: Sequence[Any], flat: Flat) -> None:
    """The plain walk's last step from ``sq`` (left as its code ``leave`` allows)."""
    for bit, t in flat.m_last[leave][4][sq]:
        if code[t] & bit:
            ends[t] = acts[t]
    if flat.special[sq]:
        for loc in special[leave][sq]:
            ends[loc] = acts[loc]


def _walk(sq: int, left: int, leave: int, code: list[int], ends: dict[int, Any],
          special: Specials, used: list[bool], acts: Sequence[Any], flat: Flat) -> None:
    """The plain walk's steps on from ``sq`` (left as its code ``leave`` allows) with
    ``left`` >= 2 steps to go; ``used``: the holes gone through."""
    m_next = flat.m_next
    for bit, _, t in m_next[leave][4][sq]:
        e = code[t]
        if not e & bit:
            continue
        code[t] = 0
        if left > 2:
            _walk(t, left - 1, e, code, ends, special, used, acts, flat)
        else:
            _last(t, e, code, ends, special, acts, flat)
        code[t] = e
    if leave == FREE:                                 # a chair in front of a hole closes it
        _holes(sq, left, code, ends, special, used, acts, flat)


def _holes(sq: int, left: int, code: list[int], ends: dict[int, Any], special: Specials,
           used: list[bool], acts: Sequence[Any], flat: Flat) -> None:
    """The plain walk through the hole in front of which ``sq`` lies (if any, and not
    gone through yet), ``left`` >= 2 steps to go: one step into it, the next out onto
    the free square in front of another hole."""
    o = flat.hole_at[sq]
    if o < 0 or used[o]:
        return
    m_next, m_last, is_special, holes = flat.m_next, flat.m_last, flat.special, flat.holes
    for o2, t in enumerate(holes):
        if o2 == o or used[o2] or code[t] != FREE:
            continue
        if left == 2:
            ends[t] = acts[t]
        elif left == 3:                               # _last(t, FREE, ...), written out
            for bit, u in m_last[FREE][4][t]:
                if code[u] & bit:
                    ends[u] = acts[u]
            if is_special[t]:
                for loc in special[FREE][t]:
                    ends[loc] = acts[loc]
        elif left == 4:                               # _walk(t, 2, FREE, ...), written out:
            code[t] = 0                               # two steps on from t, never back to it
            for bit, _, u in m_next[FREE][4][t]:      # (and no hole: t's is used)
                e = code[u]
                if e & bit:
                    for bit2, v in m_last[e][4][u]:
                        if code[v] & bit2:
                            ends[v] = acts[v]
                    if is_special[u]:
                        for loc in special[e][u]:
                            ends[loc] = acts[loc]
            code[t] = FREE
        else:
            used[o] = used[o2] = True
            code[t] = 0
            _walk(t, left - 2, FREE, code, ends, special, used, acts, flat)
            code[t] = FREE
            used[o] = used[o2] = False


# ------------------------------------------------------------------------- cats
def cat_reach(start: int, n: int, opening: list[int], thing: list[int],
              exits: list[tuple[int, ...]], flat: Flat, acts: Sequence[Any] = NO_ACTS) -> dict[int, Any]:
    """(One piece: its first four steps are written out, for speed; the module's top.)
    The squares a cat on ``start`` reaches in exactly ``n`` steps, in the order
    :meth:`~.moves.ChaosMoves.cat_ends` first finds them. ``opening``:
    :meth:`~.moves.ChaosMoves.cat_openings` (squares on the walk are marked 0 in it for
    a while; it is left as it was); ``thing``, ``exits``: the things a cat jumps as one
    square (:meth:`~.moves.ChaosMoves.cat_things`); ``acts``: what to keep for each
    square, by square (:data:`NO_ACTS`: None).

    As :func:`mouse_reach`: up to 4 steps from a square that is no thing, the walk is
    written out, never back the way it came (the square behind is the path's, or the
    start, a cat's), and a square reached again finds only what the first time could not
    (the square it came from then, if a cat may end there); the steps onto a thing,
    which is no square of the grid, are walked the plain way (:func:`_cat_onto`) every
    time, with the path marked as the plain walk marks it."""
    cat_steps, c_next, c_last = flat.cat_tables
    if n > 4 or thing[start] >= 0:
        ends: dict[int, Any] = {}
        used = [False] * len(exits)
        if thing[start] >= 0:
            used[thing[start]] = True                 # a cat on the table leaves it
        if n == 1:
            g = thing[start]
            for u in (cat_steps[start] if g < 0 else exits[g]):
                if opening[u] & 1:
                    hu = thing[u]
                    if hu < 0 or not used[hu]:
                        ends[u] = acts[u]
        else:
            _cat_walk(start, n, opening, thing, exits, ends, used, acts, flat)
        return ends
    ends = {}
    steps = cat_steps
    n_things = len(exits)
    if n == 1:
        for t in steps[start]:
            if opening[t] & 1:                        # no thing is used yet
                ends[t] = acts[t]
        return ends
    if n == 2:
        for d1, a in c_next[4][start]:
            if not opening[a] & 2:
                continue
            h = thing[a]
            for u in (c_last[d1][a] if h < 0 else exits[h]):  # the start is a cat's: 0
                if opening[u] & 1:
                    ends[u] = acts[u]
        return ends
    if n == 3:
        before: dict[int, int] = {}                   # square at step 2: its step 1 (-1: done)
        for d1, a in c_next[4][start]:
            o1 = opening[a]
            if not o1 & 2:
                continue
            if thing[a] >= 0:
                _cat_onto(a, 3, opening, thing, exits, ends, [False] * n_things, acts, flat)
                continue
            for d2, b in c_next[d1][a]:
                o2 = opening[b]
                if not o2 & 2:
                    continue
                if thing[b] >= 0:
                    opening[a] = 0
                    _cat_onto(b, 2, opening, thing, exits, ends, [False] * n_things, acts, flat)
                    opening[a] = o1
                    continue
                if b not in before:
                    before[b] = a
                    for c in c_last[d2][b]:
                        if opening[c] & 1:
                            ends[c] = acts[c]
                elif (first := before[b]) >= 0:
                    if opening[first] & 1:
                        ends[first] = acts[first]
                    before[b] = -1
        return ends
    step2: dict[int, int] = {}                        # square at step 2: its step 1 (-1: done)
    step3: dict[int, int] = {}                        # square at step 3: its step 2 (-1: done)
    nxt, last = c_next, c_last
    for d1, a in nxt[4][start]:
        o1 = opening[a]
        if not o1 & 2:
            continue
        if thing[a] >= 0:
            _cat_onto(a, 4, opening, thing, exits, ends, [False] * n_things, acts, flat)
            continue
        for d2, b in nxt[d1][a]:
            o2 = opening[b]
            if not o2 & 2:
                continue
            if thing[b] >= 0:
                opening[a] = 0
                _cat_onto(b, 3, opening, thing, exits, ends, [False] * n_things, acts, flat)
                opening[a] = o1
                continue
            if b not in step2:
                step2[b] = a
                again = False
            elif (first := step2[b]) >= 0:            # again: the first one's a, and things
                step2[b] = -1
                again = True
            else:
                continue                              # (never: two squares at step 1 at most)
            for d3, c in nxt[d2][b]:
                if again and c != first and thing[c] < 0:
                    continue
                if not opening[c] & 2:
                    continue
                if thing[c] >= 0:
                    opening[a] = opening[b] = 0
                    _cat_onto(c, 2, opening, thing, exits, ends, [False] * n_things, acts, flat)
                    opening[a], opening[b] = o1, o2
                    continue
                if c not in step3:
                    step3[c] = b
                    for d in last[d3][c]:
                        if opening[d] & 1:
                            ends[d] = acts[d]
                elif (prior := step3[c]) >= 0 and prior != b:
                    if opening[prior] & 1:
                        ends[prior] = acts[prior]
                    step3[c] = -1
    return ends


def _cat_onto(t: int, left: int, opening: list[int], thing: list[int], exits: list[tuple[int, ...]],
              ends: dict[int, Any], used: list[bool], acts: Sequence[Any], flat: Flat) -> None:
    """The plain walk's step onto thing square ``t`` (passable, its thing not used),
    with ``left`` >= 2 steps to go before it."""
    h = thing[t]
    if left == 2:
        for u in exits[h]:
            if opening[u] & 1:
                hu = thing[u]
                if hu < 0 or not used[hu]:
                    ends[u] = acts[u]
        return
    used[h] = True
    _cat_walk(t, left - 1, opening, thing, exits, ends, used, acts, flat)
    used[h] = False


def _cat_walk(sq: int, left: int, opening: list[int], thing: list[int], exits: list[tuple[int, ...]],
              ends: dict[int, Any], used: list[bool], acts: Sequence[Any], flat: Flat) -> None:
    """The plain walk's steps on from ``sq`` with ``left`` >= 2 steps to go (the path's
    squares marked 0 in ``opening``, the things jumped in ``used``)."""
    cat_steps = flat.cat_steps
    g = thing[sq]
    for t in (cat_steps[sq] if g < 0 else exits[g]):
        o = opening[t]
        if not o & 2:
            continue
        h = thing[t]
        if h >= 0:
            if not used[h]:
                _cat_onto(t, left, opening, thing, exits, ends, used, acts, flat)
        elif left == 2:
            for u in cat_steps[t]:
                if opening[u] & 1:
                    hu = thing[u]
                    if hu < 0 or not used[hu]:
                        ends[u] = acts[u]
        else:
            opening[t] = 0
            _cat_walk(t, left - 1, opening, thing, exits, ends, used, acts, flat)
            opening[t] = o


# ------------------------------------------------------------------------- covers
def cover_paths(start: int, n: int, opening: list[int], flat: Flat) -> dict[int, tuple[int, ...]]:
    """What :meth:`~.moves.ChaosMoves.cover_ends` finds, the same squares in the same
    order, each with the same path: where a cover on ``start`` (-1: on the table) can be
    put, exactly ``n`` steps away. ``opening``: :meth:`~.moves.ChaosMoves.cover_openings`
    (squares on the walk are marked 0 in it for a while; it is left as it was).

    A cover walks the floor, a grid: up to 4 steps, the walk is written out and skips
    what cannot find anything new, as :func:`mouse_reach` explains (a square reached
    again from another square finds at most that square more). From the table, the
    first step is onto one of the squares round it; the rest is then a walk of
    ``n - 1`` steps from there, each one on its own."""
    ring = flat.ring
    ends: dict[int, tuple[int, ...]] = {}
    if start >= 0:
        o = opening[start]
        opening[start] = 0
        _cover_from(start, n, opening, ends, (), flat)
        opening[start] = o
        return ends
    for r in ring:
        o = opening[r]
        if not o & 2:
            continue
        if n == 1:
            if o & 1:
                ends[r] = (r,)
            continue
        opening[r] = 0
        _cover_from(r, n - 1, opening, ends, (r,), flat)
        opening[r] = o
    return ends


def _cover_from(s: int, n: int, opening: list[int], ends: dict[int, tuple[int, ...]],
                head: tuple[int, ...], flat: Flat) -> None:
    """The walk of :func:`cover_paths` from ``s`` (marked 0), ``n`` >= 1 steps, each
    path found recorded after ``head``. (One piece: its first steps are written out,
    for speed; the module's top.)"""
    f_steps = flat.f_steps
    steps = f_steps
    if n == 1:
        for a in steps[s]:
            if opening[a] & 1 and a not in ends:      # 1: may end there (so pass too)
                ends[a] = head + (a,)
        return
    if n == 2:
        for a in steps[s]:
            if opening[a] & 2:
                for b in steps[a]:
                    if opening[b] & 1 and b not in ends:
                        ends[b] = head + (a, b)
        return
    if n == 3:
        before: dict[int, int] = {}                   # square at step 2: its step 1 (-1: done)
        for a in steps[s]:
            if not opening[a] & 2:
                continue
            for b in steps[a]:
                if not opening[b] & 2:
                    continue
                if b not in before:
                    before[b] = a
                    for c in steps[b]:
                        if c != a and opening[c] & 1 and c not in ends:
                            ends[c] = head + (a, b, c)
                elif (first := before[b]) >= 0:
                    if opening[first] & 1 and first not in ends:
                        ends[first] = head + (a, b, first)
                    before[b] = -1
        return
    if n > 4:
        _cover_walk(s, n, opening, ends, [*head], flat)
        return
    step2: dict[int, int] = {}                        # square at step 2: its step 1 (-1: done)
    step3: dict[int, int] = {}                        # square at step 3: its step 2 (-1: done)
    for a in steps[s]:
        if not opening[a] & 2:
            continue
        for b in steps[a]:
            if not opening[b] & 2:
                continue
            if b not in step2:
                step2[b] = a
                todo: tuple[int, ...] = steps[b]
            elif (first := step2[b]) >= 0:
                step2[b] = -1
                todo = (first,)                       # reached again: only the first a is new
            else:
                continue
            for c in todo:
                if c == a or not opening[c] & 2:
                    continue
                if c not in step3:
                    step3[c] = b
                    for d in steps[c]:
                        if d != b and opening[d] & 1 and d not in ends:
                            ends[d] = head + (a, b, c, d)
                elif (prior := step3[c]) >= 0 and prior != b:
                    if opening[prior] & 1 and prior not in ends:
                        ends[prior] = head + (a, b, c, prior)
                    step3[c] = -1


def _cover_walk(sq: int, left: int, opening: list[int], ends: dict[int, tuple[int, ...]],
                path: list[int], flat: Flat) -> None:
    """The plain walk of a cover from ``sq``, ``left`` steps to go (any number)."""
    f_steps = flat.f_steps
    for t in f_steps[sq]:
        o = opening[t]
        if not o & 2:
            continue
        if left == 1:
            if o & 1 and t not in ends:
                ends[t] = (*path, t)
            continue
        opening[t] = 0
        path.append(t)
        _cover_walk(t, left - 1, opening, ends, path, flat)
        path.pop()
        opening[t] = o


# ------------------------------------------------------------------------- the chosen move's path
def _bfs(sources: dict[int, int], near: tuple[tuple[int, ...], ...], n_squares: int,
         jumps: tuple[tuple[int, int], ...] = ()) -> tuple[int, ...]:
    """Fewest steps from each square to the nearest of ``sources`` (square: steps there
    already), stepping to the squares ``near`` lists, and (``jumps``: (square, cost) of
    places joined to one another at that cost) from any of those to any other; squares
    that cannot reach a source get a number larger than any walk."""
    far = 10 ** 6
    dist = [far] * n_squares
    todo: list[list[int]] = [[] for _ in range(2 * n_squares + 8)]
    for sq, k in sources.items():
        dist[sq] = min(dist[sq], k)
        todo[k].append(sq)
    jumped = False
    for k in range(len(todo)):
        for sq in todo[k]:
            if dist[sq] != k:
                continue
            for t in near[sq]:
                if dist[t] > k + 1:
                    dist[t] = k + 1
                    todo[k + 1].append(t)
            if not jumped and any(sq == j for j, _ in jumps):
                jumped = True                         # the nearest jump square leads to all
                for j, cost in jumps:
                    if dist[j] > k + cost:
                        dist[j] = k + cost
                        todo[k + cost].append(j)
    return tuple(dist)


def _mouse_dist(target: int, flat: Flat) -> tuple[int, ...]:
    """For each square, at least how many steps a mouse needs from it to ``target`` (a
    square, ``HIDE + corner`` or ``UNDER``), whatever stands in the kitchen: over the
    floor, through the holes (two steps from one's square to any other's), over a
    hideout's wall or under the table as the last step. Worked out once per place."""
    dist = flat.mouse_dist.get(target)
    if dist is None:
        n_squares, entry, under_table_from = flat.n_squares, flat.entry, flat.under_table_from
        if target < HIDE:
            sources = {target: 0}
        elif target < UNDER:
            sources = {s: 1 for s in range(n_squares)
                       if any(corner == target - HIDE for _, corner in entry[s])}
        else:
            sources = {s: 1 for s in range(n_squares) if under_table_from[s] >= 0}
        dist = flat.mouse_dist[target] = _bfs(sources, flat.f_steps, n_squares,
                                              tuple((h, 2) for h in flat.holes))
    return dist


def mouse_path(start: int, axis: int, n: int, code: list[int], target: int,
               flat: Flat) -> tuple[int, ...]:
    """(One piece: one walk, its step an inner function sharing its memory; the
    module's top.) The path :meth:`~.moves.ChaosMoves.mouse_ends` gives a mouse on ``start``
    (``axis``: its chair's, -1 none) reaching ``target`` in exactly ``n`` steps (a hole
    written ``-1 - hole``), () if none: the same walk in the same order, which stops at
    the first path to ``target`` and leaves out the squares from which ``target`` is
    too far (:func:`_mouse_dist`), where the plain walk could not find it either.
    ``code``: :meth:`~.moves.ChaosMoves.mouse_codes` (used as the walk's memory; left
    as it was)."""
    m_next, m_last, m_special = flat.m_next, flat.m_last, flat.m_special
    hole_at, holes, n_holes, ring = flat.hole_at, flat.holes, flat.n_holes, flat.ring
    dist = _mouse_dist(target, flat)
    from_table = start == UNDER
    special = m_special[from_table]
    used = [False] * n_holes
    path: list[int] = []

    def walk(sq: int, left: int, leave: int) -> tuple[int, ...] | None:
        """On from ``sq`` (on the path, left as code ``leave`` allows), ``left`` >= 1
        steps to go."""
        if left == 1:
            for bit, t in m_last[leave][4][sq]:
                if t == target:
                    return (*path, t) if code[t] & bit else None
            if target >= HIDE and target in special[leave][sq]:
                return (*path, target)
            return None
        for bit, _, t in m_next[leave][4][sq]:
            e = code[t]
            if not e & bit or dist[t] >= left:
                continue
            code[t] = 0
            path.append(t)
            found = walk(t, left - 1, e)
            path.pop()
            code[t] = e
            if found:
                return found
        if leave != FREE:
            return None
        o = hole_at[sq]
        if o < 0 or used[o]:
            return None
        for o2, t in enumerate(holes):
            if o2 == o or used[o2] or code[t] != FREE or dist[t] > left - 2:
                continue
            if left == 2:
                return (*path, -1 - o, t)             # t is the target: dist 0
            used[o] = used[o2] = True
            code[t] = 0
            path.append(-1 - o)
            path.append(t)
            found = walk(t, left - 2, FREE)
            path.pop()
            path.pop()
            code[t] = FREE
            used[o] = used[o2] = False
            if found:
                return found
        return None

    if not from_table:
        return walk(start, n, LEAVE_CODE[axis]) or ()
    for r in ring:
        if code[r] != FREE or dist[r] >= n:
            continue
        if n == 1:
            return (r,)
        code[r] = 0
        path.append(r)
        found = walk(r, n - 1, FREE)
        path.pop()
        code[r] = FREE
        if found:
            return found
    return ()


def _cat_dist(target: int, flat: Flat) -> tuple[int, ...]:
    """For each square, at least how many steps a cat needs from it to square
    ``target`` in a kitchen with no tipped chair (the table one thing: onto it, off it
    on any side). Each tipped chair can save one step at most (its two squares one
    step), so the walk leaves out a square only farther than that."""
    dist = flat.cat_dist.get(target)
    if dist is None:
        dist = flat.cat_dist[target] = _bfs({target: 0}, flat.cat_near, flat.n_squares,
                                                tuple((s, 0) for s in flat.table))
    return dist


def cat_path(start: int, n: int, opening: list[int], thing: list[int],
             exits: list[tuple[int, ...]], target: int, flat: Flat) -> tuple[int, ...]:
    """The path :meth:`~.moves.ChaosMoves.cat_ends` gives a cat on ``start`` reaching
    square ``target`` in exactly ``n`` steps, () if none: the same walk in the same
    order, stopping at the first path to ``target`` and leaving out the squares from
    which it is too far (:func:`_cat_dist`, less a step for each tipped chair).
    ``opening``: :meth:`~.moves.ChaosMoves.cat_openings` (left as it was); ``thing``,
    ``exits``: :meth:`~.moves.ChaosMoves.cat_things`."""
    cat_steps = flat.cat_steps
    dist = _cat_dist(target, flat)
    slack = len(exits) - 1                            # the tipped chairs
    used = [False] * len(exits)
    path: list[int] = []

    def walk(sq: int, left: int) -> tuple[int, ...] | None:
        g = thing[sq]
        for t in (cat_steps[sq] if g < 0 else exits[g]):
            o = opening[t]
            h = thing[t]
            if left == 1:
                if t == target:
                    return (*path, t) if o & 1 and (h < 0 or not used[h]) else None
                continue
            if not o & 2 or dist[t] - slack >= left:
                continue
            found = None
            path.append(t)
            if h < 0:
                opening[t] = 0
                found = walk(t, left - 1)
                opening[t] = o
            elif not used[h]:
                used[h] = True
                found = walk(t, left - 1)
                used[h] = False
            path.pop()
            if found:
                return found
        return None

    if thing[start] >= 0:
        used[thing[start]] = True                     # a cat on the table leaves it
    return walk(start, n) or ()
