"""Chaos de souris et de fromage's position (:class:`ChaosPosition`): the pieces'
places and the game's progress as the state holds them, the per-square tables worked
out from the places (what stands on each square), the searches' memory of the position,
and the few facts every part of the rules reads (the number in use, a covered mouse, a
seat that may claim). The set-up, the saves and the observation are :mod:`.rules`'."""

from __future__ import annotations

from typing import Any

from ...core.protocol import Action, GameState
from .conf import ChaosConfig
from .places import HIDE


class ChaosPosition(GameState):
    """Where everything is and how far the game has gone; the parts of the rules
    (:mod:`.moves`, :mod:`.legal`, :mod:`.claims`, :mod:`.play`) build on it."""

    #: the game's numbers and kitchen (``GAME.config()`` unless the state was made with
    #: another): shared by every copy of the state, never copied
    config: ChaosConfig
    #: the hidden facts, dealt at the set-up: each mouse's colour, each cover's number,
    #: each hideout's wanted colour (by corner)
    colour: list[int]
    number: list[int]
    hcolour: list[int]
    #: the pieces' places (a mouse's: :mod:`.places`); each hideout's mice, in arrival order
    mloc: list[int]
    hideout: list[list[int]]
    cover_loc: list[int]
    cat_loc: list[int]
    chair_loc: list[int]
    chair_back: list[int]
    chair_tip: list[int]
    #: what each seat saw (mouse or cover -> turn), what was shown to all, the claims
    seen_mice: list[dict[int, int]]
    seen_covers: list[dict[int, int]]
    public_mice: dict[int, int]
    public_hideouts: set[int]
    claims: list[dict[str, Any]]
    #: the turn: phase, seat, turns played, the cover lifted or placed, the covers
    #: barred, a claim made, a chair moved, seats asked, a mouse the cat landed on,
    #: where a claim's window goes on; the end
    phase: str
    turn: int
    turns: int
    lifted: int
    placed: int
    barred: list[int]
    claimed: bool
    chair_done: bool
    ask: list[int]
    catch: int
    resume: str
    result: list[int]
    draw: bool
    end_reason: str

    def _derive(self) -> None:
        """The per-square tables, from the pieces' places (after a set-up or a load)."""
        n = self.num_players
        n_squares, step = self.config.flat.n_squares, self.config.flat.step
        self.hideouts_of = self.config.hideouts_of(n)
        self.owner = self.config.owners(n)
        self.free = self.owner.index(-1) if -1 in self.owner else -1
        self.mouse_at = [-1] * n_squares
        for m, loc in enumerate(self.mloc):
            if loc < HIDE:
                self.mouse_at[loc] = m
        self.cover_at = [-1] * n_squares
        for c, loc in enumerate(self.cover_loc):
            if loc >= 0:
                self.cover_at[loc] = c
        self.cat_at = [-1] * n_squares
        for k, loc in enumerate(self.cat_loc):
            self.cat_at[loc] = k
        self.chair_at = [-1] * n_squares
        for h, loc in enumerate(self.chair_loc):
            self.chair_at[loc] = h
            if self.chair_tip[h] >= 0:
                self.chair_at[step[self.chair_tip[h]][loc]] = h
        self._fresh()

    def _fresh(self) -> None:
        """Forget what was worked out for the position before (after a change)."""
        self._ver = 0
        self._legal_ver = -1
        self._legal: list[Action] = []
        self._ends_ver = -1
        self._ends: dict[int, Any] = {}
        #: the openings phase 2's search used (mice, cats), and the position's version
        self._openings: tuple[int, list[int], list[int]] = (-1, [], [])
        self._things_ver = -1
        self._things_val: tuple[list[int], list[tuple[int, ...]]] = ([], [])

    # facts every part reads ----------------------------------------------------------
    def may_claim(self, seat: int) -> bool:
        """Whether ``seat``'s hideouts hold at least four mice each, all together (public;
        2 players: eight in the two, the Decision in :mod:`.rules`)."""
        hs = self.hideouts_of[seat]
        claim_size = self.config.claim_size
        if len(hs) == 1:
            return len(self.hideout[hs[0]]) >= claim_size
        return sum(len(self.hideout[h]) for h in hs) >= claim_size * len(hs)

    def move_number(self) -> int:
        """The number the mover uses now (the lifted or placed cover's), 0 if none."""
        c = self.lifted if self.lifted >= 0 else self.placed
        return self.number[c] if c >= 0 else 0

    def covered(self, m: int) -> bool:
        loc = self.mloc[m]
        return loc < HIDE and self.cover_at[loc] >= 0

