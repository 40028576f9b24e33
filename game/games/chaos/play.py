"""Chaos de souris et de fromage's play (:class:`ChaosPlay`): what each action does to the
position: a cover lifted (its number seen, or barred when it cannot move) and put down,
a mouse or a cat moved along its path, a mouse the cat landed on caught or left, a chair
moved or tipped; a claim, a pass and the end of the turn are :mod:`.claims`'."""

from __future__ import annotations

from itertools import repeat

from ...core.protocol import Action, Event, IllegalAction, Pass
from .actions import (
    TABLE,
    Catch,
    CatMoved,
    ChairMoved,
    ChairTipped,
    ChairTo,
    Claim,
    CoverLifted,
    CoverPut,
    CoverStayed,
    End,
    Lift,
    MouseCaught,
    MouseLeft,
    MouseMoved,
    Move,
    MoveSkipped,
    Passed,
    Put,
    Tip,
)
from .claims import ChaosClaims
from .conf import AXIS, DIR_INDEX, DIRS
from .legal import QUICK_KINDS, ChaosLegal
from .places import (
    CATCH_PHASE,
    CHAIR,
    COVER,
    HIDE,
    MOVE,
    PLACE,
    UNDER,
    place_index,
    place_name,
    step_name,
)
from .reach import cat_path, mouse_path


class ChaosPlay(ChaosLegal, ChaosClaims):
    """What each action does."""

    def apply(self, action: Action | str) -> list[Event]:
        """:meth:`GameState.apply`, with a quicker check of the actions of this game's
        kinds: :meth:`_sure_legal` looks the move up in what the legal list is made of
        (the position's search, the free squares...) instead of going through the list
        (a chair phase offers some 420 actions). What it does not vouch for is checked
        the usual way; it never vouches for an action the legal list does not hold (a
        test checks it on every action at every position of random games)."""
        # a set lookup of the type is the quickest test (an isinstance of a tuple of
        # seven kinds takes up to seven times as long); the str test (some 20 ns) lets
        # mypy see an Action past it
        if not isinstance(action, str) and type(action) in QUICK_KINDS and self._sure_legal(action):
            events = self._apply(action)
            self.history.append(action)
            return events
        return super().apply(action)

    def _apply(self, action: Action) -> list[Event]:
        # ``type(action) is X``: as quick as a dispatch gets, and mypy narrows ``action``
        # to X through it
        ends = self._move_ends() if type(action) is Put else {}
        if type(action) is Move:
            ends = self._path_of(action)
        self._ver += 1
        if type(action) is Lift:
            return self._lift(self.config.acts.cover_index[action.cover])
        if type(action) is Put:
            return self._put(self.config.flat.sq_index[action.to], ends)
        if type(action) is Move:
            return self._move(action, ends)
        if type(action) is ChairTo:
            return self._chair_to(self.config.acts.chair_index[action.chair],
                                  self.config.flat.sq_index[action.to])
        if type(action) is Tip:
            return self._tip(self.config.acts.chair_index[action.chair], DIR_INDEX[action.direction])
        if type(action) is End:
            return self._end_turn()
        if type(action) is Catch:
            return self._catch(action.send)
        if type(action) is Claim:
            return self._claim_action()
        if type(action) is Pass:
            seat = self.ask.pop(0)
            return [Passed(seat), *self._after_window()]
        raise IllegalAction(f"'{action}' is not an action of this game")

    def _path_of(self, action: Move) -> dict[int, dict[int, tuple[int, ...]]]:
        """The path of the chosen mouse or cat move (searched for that piece and place
        alone, as the whole search would have found it: :func:`.reach.mouse_path`,
        :func:`.reach.cat_path`): ``{piece: {to: path}}``."""
        n = self.move_number()
        piece = action.piece
        flat, acts = self.config.flat, self.config.acts
        to = place_index(action.to, flat)
        kept = self._openings[0] == self._ver             # the search's openings still hold
        if piece in acts.mouse_index:
            m = acts.mouse_index[piece]
            loc = self.mloc[m]
            h = self.chair_at[loc] if loc < HIDE else -1
            axis = AXIS[self.chair_back[h]] if h >= 0 else -1
            opening = self._openings[1] if kept else self.mouse_codes()
            return {m: {to: mouse_path(loc, axis, n, opening, to, flat)}}
        k = acts.cat_index[piece]
        thing, exits = self._things()
        opening = self._openings[2] if kept else self.cat_openings()
        return {self.config.n_mice + k: {to: cat_path(self.cat_loc[k], n, opening, thing, exits, to, flat)}}

    def _see_mouse(self, seat: int, m: int) -> str:
        self.seen_mice[seat][m] = self.turns
        return self.config.colours[self.colour[m]]

    def _lift(self, c: int) -> list[Event]:
        """Phase 1: the mover sees the number, and the colour of a mouse under the cover;
        a cover that cannot move its number stays (barred this turn)."""
        seat = self.turn
        self.seen_covers[seat][c] = self.turns
        loc = self.cover_loc[c]
        m = self.mouse_at[loc] if loc >= 0 else -1
        colour = self._see_mouse(seat, m) if m >= 0 else None
        cover_ids = self.config.cover_ids
        events: list[Event] = [CoverLifted(seat, cover_ids[c], self.number[c],
                                           self.config.mouse_ids[m] if m >= 0 else None, colour)]
        self.lifted = c
        self.phase = PLACE
        if self._move_ends():
            return events
        self.lifted = -1
        self.phase = COVER
        self.barred.append(c)
        self._ver += 1
        events.append(CoverStayed(cover_ids[c]))
        if len(self.barred) == self.config.n_covers:
            self.phase = CHAIR
            events.append(MoveSkipped(seat))
        return events

    def _put(self, to: int, ends: dict[int, dict[int, tuple[int, ...]]]) -> list[Event]:
        c = self.lifted
        seat = self.turn
        path = ends[-1][to]
        frm = self.cover_loc[c]
        if frm >= 0:
            self.cover_at[frm] = -1
        self.cover_loc[c] = to
        self.cover_at[to] = c
        m = self.mouse_at[to]
        colour = self._see_mouse(seat, m) if m >= 0 else None
        self.lifted, self.placed = -1, c
        self.phase = MOVE
        names = self.config.flat.sq_names
        events: list[Event] = [CoverPut(seat, self.config.cover_ids[c], names[frm] if frm >= 0 else TABLE,
                                        names[to], tuple(map(names.__getitem__, path)),
                                        self.config.mouse_ids[m] if m >= 0 else None, colour)]
        if not self._move_ends():
            self.phase = CHAIR
            self._ver += 1
            events.append(MoveSkipped(seat))
        return events

    def _move(self, action: Move, ends: dict[int, dict[int, tuple[int, ...]]]) -> list[Event]:
        seat = self.turn
        flat, acts = self.config.flat, self.config.acts
        to = place_index(action.to, flat)
        events: list[Event] = []
        if action.piece in acts.mouse_index:
            m = acts.mouse_index[action.piece]
            path = ends[m][to]
            frm = self.mloc[m]
            if frm < HIDE:
                self.mouse_at[frm] = -1
            self.mloc[m] = to
            if to < HIDE:
                self.mouse_at[to] = m
            elif to < UNDER:
                self.hideout[to - HIDE].append(m)
            events.append(MouseMoved(seat, action.piece, place_name(frm, flat), action.to,
                                     tuple(map(step_name, path, repeat(flat)))))
            self.phase = CHAIR
            if to - HIDE == self.free and self.free >= 0:
                events += self._free_check()
            return events
        k = acts.cat_index[action.piece]
        path = ends[self.config.n_mice + k][to]
        frm = self.cat_loc[k]
        self.cat_at[frm] = -1
        self.cat_loc[k] = to
        self.cat_at[to] = k
        names = flat.sq_names
        events.append(CatMoved(seat, action.piece, names[frm], action.to,
                               tuple(map(names.__getitem__, path))))
        m = self.mouse_at[to]
        if m >= 0 and self.cover_at[to] < 0 and self.chair_at[to] < 0:
            self.catch = m                        # the mover chooses: catch or leave
            self.phase = CATCH_PHASE
            return events
        self.phase = CHAIR
        return events

    def _catch(self, send: bool) -> list[Event]:
        """The mover's choice after its cat ended on a mouse: under the table, or left
        under the cat; then phase 3."""
        m, self.catch = self.catch, -1
        at = self.mloc[m]
        self.phase = CHAIR
        mouse, square = self.config.mouse_ids[m], self.config.flat.sq_names[at]
        if not send:
            return [MouseLeft(self.turn, mouse, square)]
        self.mouse_at[at] = -1
        self.mloc[m] = UNDER
        return [MouseCaught(mouse, square, self.turn)]

    def _chair_to(self, h: int, to: int) -> list[Event]:
        frm = self.chair_loc[h]
        tipped = self.chair_tip[h]
        self.chair_at[frm] = -1
        if tipped >= 0:
            self.chair_at[self.config.flat.step[tipped][frm]] = -1
        self.chair_tip[h] = -1
        self.chair_loc[h] = to
        self.chair_at[to] = h
        self.chair_done = True
        names = self.config.flat.sq_names
        return [ChairMoved(self.config.flat.chair_ids[h], names[frm], names[to])]

    def _tip(self, h: int, d: int) -> list[Event]:
        sq = self.chair_loc[h]
        flat = self.config.flat
        onto = flat.step[d][sq]
        self.chair_tip[h] = d
        self.chair_at[onto] = h
        self.chair_done = True
        return [ChairTipped(flat.chair_ids[h], DIRS[d], flat.sq_names[sq], flat.sq_names[onto])]

