"""Chaos de souris et de fromage's legal actions (:class:`ChaosLegal`): what may be played
now (the legal list, built from the position's searches and kept for the position), the
quick check that vouches for an action of the list without going through it, and why
an action is refused, in plain words."""

from __future__ import annotations

from ...core.protocol import Action, Pass
from .actions import CATCH, CLAIM, END, LEAVE, PASS, Catch, ChairTo, Claim, End, Lift, Move, Put, Tip
from .conf import DIR_INDEX
from .moves import ChaosMoves
from .places import (
    ASK,
    CATCH_PHASE,
    CHAIR,
    COVER,
    HIDE,
    MOVE,
    OVER,
    PLACE,
    UNDER,
    place_index,
)

#: The kinds :meth:`ChaosLegal._sure_legal` checks quickly (the others: the usual way).
QUICK_KINDS = frozenset({Lift, Put, Move, ChairTo, Tip, End, Catch})


class ChaosLegal(ChaosMoves):
    """What may be played in the position, and why not."""

    def _legal_now(self) -> list[Action]:
        if self._legal_ver != self._ver:
            self._legal = self._compute_legal()
            self._legal_ver = self._ver
        return self._legal

    def legal_actions(self) -> list[Action]:
        """:meth:`GameState.legal_actions` without the detour (no chance node here)."""
        if self.phase == OVER:
            return []
        legal = self._compute_legal()
        self._offered, self._offered_at = legal, len(self.history)
        return legal

    def _player_actions(self) -> list[Action]:
        """A fresh list (what :meth:`_legal_now` keeps is for the rules' own checks; the
        searches behind both are kept for the position: :meth:`_move_ends`)."""
        return self._compute_legal()

    def _claim_offered(self) -> bool:
        """The turn owner may claim now: at the start of its turn or in phase 3, once a
        turn, with four mice (or more) in its hideout (2 players: eight in its two)."""
        if self.claimed or not self.may_claim(self.turn):
            return False
        if self.phase == COVER:
            return not self.barred and self.lifted < 0
        return self.phase == CHAIR

    def _compute_legal(self) -> list[Action]:
        phase = self.phase
        out: list[Action] = []
        acts = self.config.acts
        if phase == COVER:
            barred, lifts = self.barred, acts.lifts
            out = [lifts[c] for c in range(len(lifts)) if c not in barred] if barred else list(lifts)
            if self._claim_offered():
                out.append(CLAIM)
        elif phase == PLACE:
            puts = acts.puts[self.lifted]
            out = list(map(puts.__getitem__, self._move_ends().get(-1, ())))
        elif phase == MOVE:
            for ends in self._move_ends().values():   # each place found: its Move
                out += ends.values()
        elif phase == CHAIR:
            if not self.chair_done:
                taken = self._taken_floor()
                floor_steps = self.config.flat.floor_steps
                cat_at, mouse_at, chair_at, chair_tip = self.cat_at, self.mouse_at, self.chair_at, self.chair_tip
                for h, loc in enumerate(self.chair_loc):
                    if cat_at[loc] >= 0:
                        continue                          # a cat sits on it
                    if chair_tip[h] < 0:                  # upright: every free floor square
                        to_any: list[Action] = list(acts.chair_floor_moves[h])
                        for p in taken:
                            del to_any[p]
                        out += to_any
                        if mouse_at[loc] < 0:             # tip_directions(h), written out
                            tips = acts.tips[h]
                            for d, t in floor_steps[loc]:
                                if mouse_at[t] < 0 and cat_at[t] < 0 and chair_at[t] < 0:
                                    out.append(tips[d])
                    else:
                        out.extend(map(acts.chair_moves[h].__getitem__, self.chair_targets(h)))
            out.append(END)
            if self._claim_offered():
                out.append(CLAIM)
        elif phase == CATCH_PHASE:
            out = [CATCH, LEAVE]
        elif phase == ASK:
            out = [CLAIM, PASS]
        return out

    def _sure_legal(self, action: Action) -> bool:
        """Whether ``action`` (a Lift, Put, Move, ChairTo, Tip, End or Catch) is one the
        legal list holds now, by the same facts :meth:`_compute_legal` makes it of."""
        phase = self.phase
        # ``type(action) is X`` (not isinstance, not a local alias of the type): as quick
        # as a dispatch gets, and mypy narrows ``action`` to X through it
        if type(action) is Move:
            if phase != MOVE:
                return False
            piece = action.piece
            acts = self.config.acts
            index = acts.mouse_index.get(piece, -1)
            if index < 0:
                k = acts.cat_index.get(piece, -1)
                if k < 0:
                    return False
                index = self.config.n_mice + k
            return place_index(action.to, self.config.flat) in self._move_ends().get(index, ())
        if type(action) is ChairTo or type(action) is Tip:
            if phase != CHAIR or self.chair_done:
                return False
            h = self.config.acts.chair_index.get(action.chair, -1)
            if h < 0 or not self.chair_free(h):
                return False
            if isinstance(action, Tip):          # (isinstance: what is left is a ChairTo)
                return DIR_INDEX.get(action.direction, -1) in self.tip_directions(h)
            flat = self.config.flat
            to = flat.sq_index.get(action.to, -1)
            if to < 0 or not flat.is_floor[to] or self.cover_at[to] >= 0 or self.cat_at[to] >= 0:
                return False
            holder = self.chair_at[to]
            return holder < 0 or (holder == h and self.chair_tip[h] >= 0)   # its own lying squares
        if type(action) is Lift:
            c = self.config.acts.cover_index.get(action.cover, -1)
            return phase == COVER and c >= 0 and c not in self.barred
        if type(action) is Put:
            return (phase == PLACE and action.cover == self.config.cover_ids[self.lifted]
                    and self.config.flat.sq_index.get(action.to, -1) in self._move_ends().get(-1, ()))
        if type(action) is End:
            return phase == CHAIR
        return type(action) is Catch and phase == CATCH_PHASE

    def _why_not(self, action: Action) -> str:
        """Why ``action`` is refused, in plain words."""
        phase = self.phase
        cover_ids = self.config.cover_ids
        if isinstance(action, Lift):
            if action.cover not in cover_ids:
                return f"there is no cover '{action.cover}'"
            if phase != COVER:
                return "a cover is lifted only at the start of the turn (phase 1)"
            return f"cover {action.cover} could not move this turn: lift another one"
        if isinstance(action, Put):
            if phase != PLACE:
                return "no cover is lifted: lift one first"
            if action.cover != cover_ids[self.lifted]:
                return f"the cover in hand is {cover_ids[self.lifted]}, not {action.cover}"
            return (f"cover {action.cover} cannot be put on {action.to}: a cover moves exactly its "
                    "number of steps, not under furniture nor into a hideout, onto a free "
                    "square or a mouse")
        if isinstance(action, Move):
            return self._why_not_move(action)
        if isinstance(action, (ChairTo, Tip)):
            return self._why_not_chair(action)
        if isinstance(action, End):
            if phase == CATCH_PHASE:
                return "first say whether the mouse the cat landed on goes under the table (catch or leave)"
            return "the turn ends after the cover and the mouse or cat (phase 3)"
        if isinstance(action, Catch):
            return f"'{action}' answers a cat ending on a mouse, right after that move; there is none now"
        if isinstance(action, Claim):
            if phase == OVER:
                return "the game is over"
            return ("a claim needs four mice in one's hideout (eight in one's two), at the start of one's turn, "
                    "at its end, or when a wrong claim gave one a mouse; once a turn")
        if isinstance(action, Pass):
            return "nobody is asked whether they claim now: there is nothing to pass"
        return f"'{action}' is not an action of this game"

    def _why_not_move(self, action: Move) -> str:
        """:meth:`_why_not` for a mouse or a cat move."""
        if self.phase != MOVE:
            return "a mouse or a cat moves in phase 2, after the cover is put down"
        piece = action.piece
        mouse_index, cat_index = self.config.acts.mouse_index, self.config.acts.cat_index
        if piece not in mouse_index and piece not in cat_index:
            return f"there is no mouse or cat '{piece}'"
        if piece in mouse_index:
            m = mouse_index[piece]
            if HIDE <= self.mloc[m] < UNDER:
                return f"mouse {piece} is in a hideout: it never leaves it again"
            if self.covered(m):
                return f"mouse {piece} is under a cover: it cannot move until the cover is lifted"
            return (f"mouse {piece} cannot reach {action.to} in exactly the number of steps: "
                    "free squares only, through a chair front to back, into a hideout or "
                    "under the table as the last step")
        return (f"cat {piece} cannot reach {action.to} in exactly the number of steps: not over "
                "mice nor other cats, never ending on a cover, a tipped chair or in a hideout")

    def _why_not_chair(self, action: ChairTo | Tip) -> str:
        """:meth:`_why_not` for a chair moved or tipped."""
        if self.phase != CHAIR:
            return "a chair is moved or tipped in phase 3, after the mouse or cat"
        if self.chair_done:
            return "a chair was already moved or tipped this turn (move or tip, not both)"
        h = self.config.acts.chair_index.get(action.chair, -1)
        if h < 0:
            return f"there is no chair '{action.chair}'"
        if not self.chair_free(h):
            return f"a cat sits on chair {action.chair}: it cannot be moved or tipped"
        if isinstance(action, Tip):
            if self.chair_tip[h] >= 0:
                return f"chair {action.chair} is already tipped over"
            if self.mouse_at[self.chair_loc[h]] >= 0:
                return f"a mouse is under chair {action.chair}: it cannot be tipped"
            return (f"chair {action.chair} cannot fall {action.direction}: the next square "
                    "must be floor with no mouse, cat or chair")
        return (f"chair {action.chair} cannot go to {action.to}: a chair goes on a free floor "
                "square or on a mouse alone")
