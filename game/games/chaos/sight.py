"""What a computer player of Chaos de souris et de fromage reads: the observation of its
seat as flat lists (:class:`View`, places as the rules number them).

The position is rebuilt from the observation (:func:`rebuild`): the pieces where the
observation shows them, the facts hidden from the seat filled in from what is left
(colours by size, numbers, cards), so that the rules' own move generators give the
squares a cover, mouse or cat can reach with a number. The hidden facts of that copy are
never read by the evaluation, which works with the seat's probabilities only.
"""

from __future__ import annotations

from typing import Any

from ...core.agents import NoDecision
from . import GAME
from .actions import TABLE
from .conf import DIRS, N_LARGE, ChaosConfig
from .observation import ChaosObservation
from .places import HIDE, ON_TABLE, UNDER
from .rules import ChaosState

HIDEOUT_INDEX = {f"H{h}": h for h in range(4)}


# ------------------------------------------------------------------- the observation read
class View:
    """The observation of one seat, as flat lists (places as the rules number them)."""

    def __init__(self, obs: ChaosObservation, config: ChaosConfig | None = None):
        #: the game's numbers and kitchen (``GAME.config()`` unless another is given)
        self.config = config = config if config is not None else GAME.config()
        n_chairs, sq_index, step = config.flat.n_chairs, config.flat.sq_index, config.flat.step
        mouse_index, colour_index = config.acts.mouse_index, config.colour_index
        self.obs = obs
        if obs.seat is None:
            raise NoDecision("chaos: an observation of nobody in particular decides nothing")
        self.seat: int = obs.seat
        self.n: int = obs.players
        self.turn: int = obs.turn
        self.phase: str = obs.phase
        self.mloc = [self.place_index(m.at) for m in obs.mice]
        self.covered = [bool(m.covered) for m in obs.mice]
        self.colour = [colour_index[m.colour] if m.colour is not None else -1
                       for m in obs.mice]
        self.cover_loc = [sq_index[c.at] if c.at != TABLE else ON_TABLE for c in obs.covers]
        self.cover_num = [c.number or 0 for c in obs.covers]
        self.cat_loc = [sq_index[k.square] for k in obs.cats]
        self.chair_loc = [sq_index[h.at] for h in obs.chairs]
        self.chair_back = [DIRS.index(h.back) for h in obs.chairs]
        self.chair_tip = [DIRS.index(h.tipped) if h.tipped else -1 for h in obs.chairs]
        self.hide_mice = [[mouse_index[m] for m in obs.hideouts[f"H{h}"].mice] for h in range(4)]
        self.hcol = [colour_index[colour]
                     if (colour := obs.hideouts[f"H{h}"].colour) is not None else -1 for h in range(4)]
        self.owner = config.owners(self.n)
        self.mine: tuple[int, ...] = config.hideouts_of(self.n)[self.seat]
        self.others = tuple(h for h in range(4) if h not in self.mine)
        self.upright = {self.chair_loc[h] for h in range(n_chairs) if self.chair_tip[h] < 0}
        blocked = set()
        for h in range(n_chairs):
            if self.chair_tip[h] >= 0:
                blocked.add(self.chair_loc[h])
                blocked.add(step[self.chair_tip[h]][self.chair_loc[h]])
        self.blocked = frozenset(blocked)
        self.mouse_at = {loc: m for m, loc in enumerate(self.mloc) if loc < HIDE}
        catch = obs.catch
        #: the mouse a cat of the mover's just landed on (phase ``catch``), -1 if none
        self.catch: int = mouse_index[catch.mouse] if catch else -1

    def place_index(self, text: str) -> int:
        """The place a mouse's place's notation names (a square, a hideout, the table)."""
        if text == TABLE:
            return UNDER
        if text in HIDEOUT_INDEX:
            return HIDE + HIDEOUT_INDEX[text]
        return self.config.flat.sq_index[text]

    def cards_public(self) -> bool:
        """Whether this seat's card(s) were shown by a claim."""
        return any(r.seat == self.seat for r in self.obs.claims)

    def unseen_numbers(self) -> list[int]:
        pool = list(self.config.covers)
        for k in self.cover_num:
            if k:
                pool.remove(k)
        return pool


def rebuild(view: View) -> ChaosState:
    """A rules state with the pieces where ``view`` shows them; the facts the seat does
    not know are filled in from what is left (in order: nothing random, nothing true)."""
    config = view.config
    n_mice, small_mice, n_covers = config.n_mice, config.small_mice, config.n_covers
    cover_index = config.acts.cover_index
    state = ChaosState.__new__(ChaosState)
    state.config = config
    state.num_players, state.seed, state.options = view.n, 0, {"memory_aid": True}
    state.history = []
    colour = list(view.colour)
    for group, per in ((range(N_LARGE), 1), (range(N_LARGE, n_mice), small_mice)):
        left = [c for c in range(4) for _ in range(per - sum(1 for m in group if colour[m] == c))]
        for m in group:
            if colour[m] < 0:
                colour[m] = left.pop()
    numbers = list(view.cover_num)
    pool = view.unseen_numbers()
    for c in range(n_covers):
        if not numbers[c]:
            numbers[c] = pool.pop()
    hcol = list(view.hcol)
    cards = [c for c in range(4) if c not in hcol]
    for h in range(4):
        if hcol[h] < 0:
            hcol[h] = cards.pop()
    obs = view.obs
    phase = view.phase if view.phase not in ("ask", "catch") else "chair"
    data: dict[str, Any] = {
        "colour": colour, "number": numbers, "hcolour": hcol, "mloc": list(view.mloc),
        "hideout": [list(h) for h in view.hide_mice], "cover_loc": list(view.cover_loc),
        "cat_loc": list(view.cat_loc), "chair_loc": list(view.chair_loc),
        "chair_back": list(view.chair_back), "chair_tip": list(view.chair_tip),
        "seen_mice": [[] for _ in range(view.n)], "seen_covers": [[] for _ in range(view.n)],
        "public_mice": [], "public_hideouts": [], "claims": [], "phase": phase,
        "turn": obs.turn_owner if obs.turn_owner >= 0 else 0, "turns": view.turn,
        "lifted": cover_index[obs.lifted] if obs.lifted else -1,
        "placed": cover_index[obs.placed] if obs.placed else -1,
        "barred": [cover_index[c] for c in obs.barred], "claimed": obs.claimed,
        "chair_done": obs.chair_done, "ask": [], "resume": "", "result": [],
        "draw": False, "end_reason": "",
    }
    state._load_state_dict(data)
    return state
