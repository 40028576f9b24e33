"""Chaos de souris et de fromage's moves (:class:`ChaosMoves`): what a cover, a mouse, a
cat or a chair finds on each square of the position (its *openings*), where each can go
(the plain walks of :mod:`.walks`; phase 2's and the lifted cover's places by
:mod:`.reach`'s searches, kept for the position), and where a chair may be moved or
tipped. The Decisions these follow ("Cover", "Mouse", "Cat", "Chair") are in
:mod:`.rules`' docstring."""

from __future__ import annotations

from typing import Any

from .conf import AXIS
from .places import HIDE, MOVE, PLACE, UNDER
from .position import ChaosPosition
from .reach import cat_reach, cover_paths, mouse_reach
from .walks import cat_walk, cover_walk, mouse_walk

#: :meth:`ChaosMoves.mouse_codes` of an upright chair, by the direction of its back:
#: 1 (up or down) or 2 (the empty kitchen's codes are ``flat.floor_code_padded``).
_CHAIR_CODE = (1, 1, 2, 2)


class ChaosMoves(ChaosPosition):
    """Where the pieces of the position can go."""

    # covers ---------------------------------------------------------------------------
    def cover_openings(self) -> list[int]:
        """For each square, what a cover finds there: bit 1 it may pass over it (floor
        with no upright chair: mice, cats, covers and tipped chairs are passed over), bit
        0 it may end there (nothing on it, a mouse alone, or a tipped chair alone)."""
        out = list(self.config.flat.floor_open)
        for loc in self.cover_loc:
            if loc >= 0:
                out[loc] = 2
        for loc in self.cat_loc:
            out[loc] &= 2
        for h, loc in enumerate(self.chair_loc):
            if self.chair_tip[h] < 0:
                out[loc] = 0
        return out

    def cover_ends(self, c: int, n: int) -> dict[int, tuple[int, ...]]:
        """The squares cover ``c`` can be put on, exactly ``n`` steps away (each with one
        path, as square numbers): see the Decisions, "Cover". (The rules use
        :func:`.reach.cover_paths`: the same, faster.)"""
        return cover_walk(self.cover_loc[c], n, self.cover_openings(), self.config.flat)

    # mice -------------------------------------------------------------------------------
    def mouse_openings(self) -> list[int]:
        """For each square, what a mouse finds there: -2 blocked (a mouse, a cover, a cat
        on the floor, a tipped chair), -1 free, 0 or 1 an upright chair (the axis of its
        back: 0 up-down, 1 left-right), which a mouse passes along that axis only (a cat
        sitting on it does not stop it)."""
        step = self.config.flat.step
        out = [-1] * self.config.flat.n_squares
        chair_at = self.chair_at
        for h, loc in enumerate(self.chair_loc):
            d = self.chair_tip[h]
            if d >= 0:
                out[loc] = out[step[d][loc]] = -2
            else:
                out[loc] = AXIS[self.chair_back[h]]
        for loc in self.cat_loc:
            if chair_at[loc] < 0:
                out[loc] = -2
        for loc in self.mloc:
            if loc < HIDE:
                out[loc] = -2
        for loc in self.cover_loc:
            if loc >= 0:
                out[loc] = -2
        return out

    def mouse_codes(self) -> list[int]:
        """:meth:`mouse_openings` as :mod:`.reach`'s searches read them: for each square,
        bit 1 a mouse may step onto it up or down, bit 2 left or right (3: free floor;
        1 or 2: an upright chair, by the axis of its back; 0: anything else)."""
        # a mouse in a hideout or under the table, a cover on the table (-1) write to
        # the places after the squares, cut off at the end: no test for each one
        flat = self.config.flat
        step = flat.step
        out = list(flat.floor_code_padded)
        chair_tip, chair_back = self.chair_tip, self.chair_back
        for h, loc in enumerate(self.chair_loc):
            d = chair_tip[h]
            if d >= 0:
                out[loc] = out[step[d][loc]] = 0
            else:
                out[loc] = _CHAIR_CODE[chair_back[h]]
        chair_at = self.chair_at
        for loc in self.cat_loc:
            if chair_at[loc] < 0:
                out[loc] = 0
        for loc in self.mloc:
            out[loc] = 0
        for loc in self.cover_loc:
            out[loc] = 0
        del out[flat.n_squares:]
        return out

    def _move_tables(self) -> tuple[list[int], list[int]]:
        """:meth:`mouse_codes` and :meth:`cat_openings` of this position, made together
        for phase 2's searches: one pass over the mice and one over the covers for both
        (the same lists: each square's last word is the one each method gives it)."""
        flat = self.config.flat
        step = flat.step
        code = list(flat.floor_code_padded)
        cat = list(flat.cat_open_padded)
        chair_tip, chair_back, chair_at = self.chair_tip, self.chair_back, self.chair_at
        for h, loc in enumerate(self.chair_loc):
            d = chair_tip[h]
            if d >= 0:
                code[loc] = code[step[d][loc]] = 0
            else:
                code[loc] = _CHAIR_CODE[chair_back[h]]
        for loc in self.mloc:
            code[loc] = 0
            if loc < HIDE and chair_at[loc] < 0:
                cat[loc] = 1
        for loc in self.cover_loc:
            code[loc] = 0
            cat[loc] = 2
        if max(chair_tip) >= 0:
            for h, loc in enumerate(self.chair_loc):
                d = chair_tip[h]
                if d >= 0:
                    cat[loc] = cat[step[d][loc]] = 2
        for loc in self.cat_loc:
            if chair_at[loc] < 0:
                code[loc] = 0
            cat[loc] = 0
        del code[flat.n_squares:], cat[flat.n_squares:]
        return code, cat

    def mouse_ends(self, m: int, n: int, opening: list[int] | None = None) -> dict[int, tuple[int, ...]]:
        """The places mouse ``m`` can reach in exactly ``n`` steps (squares, hideouts
        ``HIDE + corner``, ``UNDER``), each with one path (a hole entered is written
        ``-1 - hole``): see the Decisions, "Mouse". ``opening``:
        :meth:`mouse_openings` of this position, if already worked out (it is used as
        the walk's memory of the squares on its path, and left as it was). (The rules
        use :mod:`.reach`'s searches: the same places in the same order, faster.)"""
        start = self.mloc[m]
        if HIDE <= start < UNDER or (start < HIDE and self.cover_at[start] >= 0):
            return {}
        if opening is None:
            opening = self.mouse_openings()
        h = self.chair_at[start] if start < HIDE else -1
        axis = AXIS[self.chair_back[h]] if h >= 0 else -1
        return mouse_walk(start, axis, n, opening, self.config.flat)

    # cats -------------------------------------------------------------------------------
    def cat_openings(self) -> list[int]:
        """For each square, what a cat finds there: bit 1 it may pass over it (free, a
        chair, a cover, the table), bit 0 it may end there (free, an upright chair, the
        table, a visible mouse); 0: another cat."""
        step = self.config.flat.step
        out = [3] * self.config.flat.n_squares
        chair_at = self.chair_at
        for loc in self.mloc:
            if loc < HIDE and chair_at[loc] < 0:
                out[loc] = 1
        for loc in self.cover_loc:
            if loc >= 0:
                out[loc] = 2
        for h, loc in enumerate(self.chair_loc):
            d = self.chair_tip[h]
            if d >= 0:
                out[loc] = out[step[d][loc]] = 2
        for loc in self.cat_loc:
            out[loc] = 0
        return out

    def cat_things(self) -> tuple[list[int], list[tuple[int, ...]]]:
        """What a cat jumps as one square (seed 003: "Ces choses comptent respectivement
        comme une case"): for each square the thing it belongs to (-1: none), and each
        thing's exits (the squares beside it a cat may step onto): thing 0 is the table,
        then each tipped chair (its two squares)."""
        flat = self.config.flat
        cat_steps = flat.cat_steps
        thing = list(flat.table_thing)
        exits: list[tuple[int, ...]] = [flat.table_exits]
        for h, loc in enumerate(self.chair_loc):
            d = self.chair_tip[h]
            if d >= 0:
                other = flat.step[d][loc]
                thing[loc] = thing[other] = len(exits)
                exits.append(tuple(dict.fromkeys(
                    t for sq in (loc, other) for t in cat_steps[sq] if t != loc and t != other)))
        return thing, exits

    def cat_ends(self, k: int, n: int, opening: list[int] | None = None) -> dict[int, tuple[int, ...]]:
        """The squares cat ``k`` can reach in exactly ``n`` steps, each with one path:
        see the Decisions, "Cat". ``opening``: :meth:`cat_openings`. A thing
        jumped (the table, a tipped chair) is one step as a whole: the path holds the
        square where the cat stepped onto it, the next step is off it on any side.
        (The rules use :mod:`.reach`'s searches: the same, faster.)"""
        if opening is None:
            opening = self.cat_openings()
        thing, exits = self._things()
        return cat_walk(self.cat_loc[k], n, opening, thing, exits, self.config.flat)

    def _things(self) -> tuple[list[int], list[tuple[int, ...]]]:
        """:meth:`cat_things`, worked out once per position, for the rules' searches,
        which only read it. With no chair tipped (most positions) it is the table alone,
        the same every time: the config's one pair is handed out (``cat_things``
        would build the very same lists)."""
        if self._things_ver != self._ver:
            things = self.config.flat.table_only if max(self.chair_tip) < 0 else self.cat_things()
            self._things_val, self._things_ver = things, self._ver
        return self._things_val

    def _move_ends(self) -> dict[int, Any]:
        """Phase 2's reachable places by piece (mice 0..15, cats ``N_MICE + k``), each
        with the action moving the piece there, without their paths (the chosen move's is
        searched for when it is made: :meth:`_path_of`); phase 1's for the lifted cover
        (``-1``), with them (:mod:`.reach`)."""
        if self._ends_ver == self._ver:
            return self._ends
        n = self.move_number()
        out: dict[int, Any] = {}
        flat, acts = self.config.flat, self.config.acts
        if self.phase == MOVE and n > 0:
            mouse_moves, cat_moves, n_mice = acts.mouse_moves, acts.cat_moves, self.config.n_mice
            opening, cat_opening = self._move_tables()
            cover_at, chair_at, chair_back = self.cover_at, self.chair_at, self.chair_back
            for m, loc in enumerate(self.mloc):
                if loc < HIDE:
                    if cover_at[loc] >= 0:
                        continue                  # under a cover
                    h = chair_at[loc]
                    axis = AXIS[chair_back[h]] if h >= 0 else -1
                elif loc < UNDER:
                    continue                      # home for good
                else:
                    axis = -1
                ends = mouse_reach(loc, axis, n, opening, flat, mouse_moves[m])
                if ends:
                    out[m] = ends
            thing, exits = self._things()
            for k, loc in enumerate(self.cat_loc):
                ends = cat_reach(loc, n, cat_opening, thing, exits, flat, cat_moves[k])
                if ends:
                    out[n_mice + k] = ends
            self._openings = (self._ver, opening, cat_opening)
        elif self.phase == PLACE:
            cover = cover_paths(self.cover_loc[self.lifted], n, self.cover_openings(), flat)
            if cover:
                out[-1] = cover
        self._ends, self._ends_ver = out, self._ver
        return out

    # chairs -----------------------------------------------------------------------------
    def chair_free(self, h: int) -> bool:
        """Chair ``h`` may be moved or tipped: no cat sits on it."""
        return self.cat_at[self.chair_loc[h]] < 0

    def chair_targets(self, h: int, free: list[int] | None = None) -> list[int]:
        """The squares chair ``h`` may be moved to (the Decisions, "Chair"); ``free``:
        :meth:`free_squares` of this position, if already worked out."""
        if not self.chair_free(h):
            return []
        if free is None:
            free = self.free_squares()
        if self.chair_tip[h] < 0:
            return free
        own = (self.chair_loc[h], self.config.flat.step[self.chair_tip[h]][self.chair_loc[h]])
        return sorted(free + [s for s in own if self.cover_at[s] < 0])

    def _taken_floor(self) -> list[int]:
        """The places in ``flat.floor`` of the floor squares :meth:`free_squares` leaves
        out (a cover, a cat or a chair on them), last first: the legal list takes a
        chair's moves to every floor square and deletes these (fewer than 20 of some
        120: quicker than choosing the others one by one)."""
        # a cover still on the table (ON_TABLE, -1) reads floor_pos[-1], the last square's:
        # a corner of a hideout (every level has the four), -1 as well
        floor_pos = self.config.flat.floor_pos
        at = floor_pos.__getitem__
        taken = {*map(at, self.cover_loc), *map(at, self.cat_loc), *map(at, self.chair_loc)}
        chair_tip = self.chair_tip
        if max(chair_tip) >= 0:                       # a chair lies on a second square
            for h, loc in enumerate(self.chair_loc):
                d = chair_tip[h]
                if d >= 0:
                    taken.add(floor_pos[self.config.flat.step[d][loc]])
        taken.discard(-1)                             # off the floor (the table)
        return sorted(taken, reverse=True)

    def free_squares(self) -> list[int]:
        """Floor squares with no cover, cat or chair (a mouse alone there is allowed):
        where a chair may be moved."""
        cover_at, cat_at, chair_at = self.cover_at, self.cat_at, self.chair_at
        return [s for s in self.config.flat.floor if cover_at[s] < 0 and cat_at[s] < 0 and chair_at[s] < 0]

    def tip_directions(self, h: int) -> list[int]:
        """The directions chair ``h`` may be tipped towards."""
        sq = self.chair_loc[h]
        mouse_at = self.mouse_at
        if self.chair_tip[h] >= 0 or not self.chair_free(h) or mouse_at[sq] >= 0:
            return []
        cat_at, chair_at = self.cat_at, self.chair_at
        return [d for d, t in self.config.flat.floor_steps[sq] if mouse_at[t] < 0 and cat_at[t] < 0 and chair_at[t] < 0]
