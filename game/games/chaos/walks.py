"""Chaos de souris et de fromage's plain walks: where a cover, a mouse or a cat can go in
exactly n steps, each place with one path, walked square by square on a simple path
(no square twice). They say what the rules mean (the Decisions of :mod:`.rules`:
"Cover", "Mouse", "Cat") and the computers use them; the legal list uses
:mod:`.reach`'s searches, which find the same places in the same order, faster
(tests/chaos/test_chaos_speed.py checks it).

Each walk reads an *opening* per square (:class:`~.moves.ChaosMoves`' ``cover_openings``,
``mouse_openings``, ``cat_openings``), uses it as its memory of the squares on its path,
and leaves it as it was. The kitchen's tables are the config's ``flat`` (:class:`~.conf.Flat`),
which each walk is handed."""

from __future__ import annotations

from .conf import AXIS, Flat
from .places import HIDE, ON_TABLE, UNDER

Ends = dict[int, tuple[int, ...]]


def cover_walk(start: int, n: int, opening: list[int], flat: Flat) -> Ends:
    """The squares a cover at ``start`` (``ON_TABLE``: on the table) can be put on,
    exactly ``n`` steps away. ``opening``: bit 1 it may pass over the square, bit 0 it
    may end there."""
    ends: Ends = {}
    path: list[int] = []
    floor_steps = flat.floor_steps

    def walk(sq: int, left: int) -> None:
        for _, t in floor_steps[sq]:
            o = opening[t]
            if not o & 2:
                continue
            if left == 1:
                if o & 1 and t not in ends:
                    ends[t] = (*path, t)
                continue
            opening[t] = 0
            path.append(t)
            walk(t, left - 1)
            path.pop()
            opening[t] = o

    if start == ON_TABLE:
        for r in flat.ring:
            o = opening[r]
            if not o & 2:
                continue
            if n == 1:
                if o & 1:
                    ends[r] = (r,)
                continue
            opening[r] = 0
            path.append(r)
            walk(r, n - 1)
            path.pop()
            opening[r] = o
    else:
        o = opening[start]
        opening[start] = 0
        walk(start, n)
        opening[start] = o
    return ends


class _MouseWalk:
    """One mouse's walk: the openings (-2 blocked, -1 free, 0 or 1 an upright chair's
    axis; the squares on the path are marked -2), the path so far (a hole entered is
    written ``-1 - hole``), the holes in use and the places found."""

    __slots__ = ("opening", "ends", "path", "holes_used", "from_table", "flat")

    def __init__(self, opening: list[int], from_table: bool, flat: Flat):
        self.opening = opening
        self.ends: Ends = {}
        self.path: list[int] = []
        self.holes_used = [False] * flat.n_holes
        self.from_table = from_table
        self.flat = flat

    def last(self, sq: int, axis: int, special_only: bool = False) -> None:
        """The last step from ``sq`` (``path`` ends there; ``axis``: its chair's);
        ``special_only``: into a hideout or under the table only."""
        ends, path, flat = self.ends, self.path, self.flat
        if not special_only:
            opening = self.opening
            for ax, t in (flat.floor_axes[sq] if axis < 0 else flat.along[axis][sq]):
                o = opening[t]
                if (o == -1 or o == ax) and t not in ends:
                    ends[t] = (*path, t)
        for d, corner in flat.entry[sq]:
            if axis < 0 or AXIS[d] == axis:
                loc = HIDE + corner
                if loc not in ends:
                    ends[loc] = (*path, loc)
        d = flat.under_table_from[sq]
        if d >= 0 and not self.from_table and (axis < 0 or AXIS[d] == axis) and UNDER not in ends:
            ends[UNDER] = (*path, UNDER)

    def walk(self, sq: int, left: int, axis: int) -> None:
        """Steps on from ``sq`` with ``left`` >= 2 steps to go."""
        opening, ends, path = self.opening, self.ends, self.path
        floor_axes, along = self.flat.floor_axes, self.flat.along
        for ax, t in (floor_axes[sq] if axis < 0 else along[axis][sq]):
            o = opening[t]
            if o != -1 and o != ax:
                continue
            opening[t] = -2
            path.append(t)
            if left > 2:
                self.walk(t, left - 1, o)
            else:                                 # the last step, from t (inlined)
                for ax2, u in (floor_axes[t] if o < 0 else along[o][t]):
                    o2 = opening[u]
                    if (o2 == -1 or o2 == ax2) and u not in ends:
                        ends[u] = (*path, u)
                if self.flat.special[t]:
                    self.last(t, o, True)
            path.pop()
            opening[t] = o
        if axis < 0:                              # a chair in front of a hole closes it
            self.through_hole(sq, left)

    def through_hole(self, sq: int, left: int) -> None:
        """From the square ``sq`` in front of a hole, into it and out by another (``left``
        >= 2 steps to go: one into the hole, one out)."""
        o = self.flat.hole_at[sq]
        holes_used, opening, ends, path = self.holes_used, self.opening, self.ends, self.path
        if o < 0 or holes_used[o]:
            return
        for o2, t in enumerate(self.flat.holes):
            if o2 == o or holes_used[o2] or opening[t] != -1:
                continue
            if left == 2:
                if t not in ends:
                    ends[t] = (*path, -1 - o, t)
                continue
            holes_used[o] = holes_used[o2] = True
            opening[t] = -2
            path.append(-1 - o)
            path.append(t)
            if left == 3:
                self.last(t, -1)
            else:
                self.walk(t, left - 2, -1)
            path.pop()
            path.pop()
            opening[t] = -1
            holes_used[o] = holes_used[o2] = False


def mouse_walk(start: int, axis: int, n: int, opening: list[int], flat: Flat) -> Ends:
    """The places a mouse at ``start`` (a square, or ``UNDER``) can reach in exactly
    ``n`` steps (squares, hideouts ``HIDE + corner``, ``UNDER``), each with one path.
    ``axis``: the axis of the chair it stands under (-1: none)."""
    from_table = start == UNDER
    w = _MouseWalk(opening, from_table, flat)
    if not from_table:
        if n == 1:
            w.last(start, axis)
        else:
            w.walk(start, n, axis)                # its square is -2 (the mouse)
        return w.ends
    for r in flat.ring:
        if opening[r] != -1:
            continue
        if n == 1:
            w.ends[r] = (r,)
            continue
        opening[r] = -2
        w.path.append(r)
        if n == 2:
            w.last(r, -1)
        else:
            w.walk(r, n - 1, -1)
        w.path.pop()
        opening[r] = -1
    return w.ends


def cat_walk(start: int, n: int, opening: list[int], thing: list[int],
             exits: list[tuple[int, ...]], flat: Flat) -> Ends:
    """The squares a cat at ``start`` can reach in exactly ``n`` steps. ``opening``:
    bit 1 it may pass over the square, bit 0 it may end there; ``thing``, ``exits``:
    what it jumps as one square (:meth:`~.moves.ChaosMoves.cat_things`): the path holds
    the square where the cat stepped onto a thing, the next step is off it on any side."""
    used = [False] * len(exits)
    ends: Ends = {}
    path: list[int] = []
    cat_steps = flat.cat_steps

    def walk(sq: int, left: int) -> None:
        g = thing[sq]
        for t in (cat_steps[sq] if g < 0 else exits[g]):
            o = opening[t]
            h = thing[t]
            if left == 1:
                if o & 1 and t not in ends and (h < 0 or not used[h]):
                    ends[t] = (*path, t)
                continue
            if not o & 2:
                continue
            path.append(t)
            if h < 0:
                opening[t] = 0
                walk(t, left - 1)
                opening[t] = o
            elif not used[h]:
                used[h] = True
                walk(t, left - 1)
                used[h] = False
            path.pop()

    if thing[start] >= 0:
        used[thing[start]] = True                 # a cat on the table leaves it
    walk(start, n)                                # its square is 0 (a cat)
    return ends
