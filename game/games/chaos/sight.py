"""What a computer player of Chaos de souris et de fromage reads: the observation of its
seat as flat lists (:class:`View`, places as the rules number them).

The position is rebuilt from the observation (:func:`rebuild`): the pieces where the
observation shows them, the facts hidden from the seat filled in from what is left
(colours by size, numbers, cards), so that the rules' own move generators give the
squares a cover, mouse or cat can reach with a number. The hidden facts of that copy are
never read by the evaluation, which works with the seat's probabilities only.
"""

from __future__ import annotations

from ...core.agents import NoDecision
from .actions import TABLE
from .conf import (
    CHAIR_IDS,
    COLOURS,
    COVER_IDS,
    COVERS,
    DIRS,
    MOUSE_IDS,
    N_CHAIRS,
    N_COVERS,
    N_LARGE,
    N_MICE,
    SMALL_MICE,
    SQ_INDEX,
    STEP,
)
from .observation import ChaosObservation
from .places import HIDE, ON_TABLE, UNDER, hideouts_of, owners
from .rules import ChaosState

HIDEOUT_INDEX = {f"H{h}": h for h in range(4)}
MOUSE_INDEX = {m: i for i, m in enumerate(MOUSE_IDS)}
COVER_INDEX = {c: i for i, c in enumerate(COVER_IDS)}
CHAIR_INDEX = {h: i for i, h in enumerate(CHAIR_IDS)}
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}


def place_index(text: str) -> int:
    if text == TABLE:
        return UNDER
    if text in HIDEOUT_INDEX:
        return HIDE + HIDEOUT_INDEX[text]
    return SQ_INDEX[text]


# ------------------------------------------------------------------- the observation read
class View:
    """The observation of one seat, as flat lists (places as the rules number them)."""

    def __init__(self, obs: ChaosObservation):
        self.obs = obs
        if obs.seat is None:
            raise NoDecision("chaos: an observation of nobody in particular decides nothing")
        self.seat: int = obs.seat
        self.n: int = obs.players
        self.turn: int = obs.turn
        self.phase: str = obs.phase
        self.mloc = [place_index(m.at) for m in obs.mice]
        self.covered = [bool(m.covered) for m in obs.mice]
        self.colour = [COLOUR_INDEX[m.colour] if m.colour is not None else -1
                       for m in obs.mice]
        self.cover_loc = [SQ_INDEX[c.at] if c.at != TABLE else ON_TABLE for c in obs.covers]
        self.cover_num = [c.number or 0 for c in obs.covers]
        self.cat_loc = [SQ_INDEX[k.square] for k in obs.cats]
        self.chair_loc = [SQ_INDEX[h.at] for h in obs.chairs]
        self.chair_back = [DIRS.index(h.back) for h in obs.chairs]
        self.chair_tip = [DIRS.index(h.tipped) if h.tipped else -1 for h in obs.chairs]
        self.hide_mice = [[MOUSE_INDEX[m] for m in obs.hideouts[f"H{h}"].mice] for h in range(4)]
        self.hcol = [COLOUR_INDEX[colour]
                     if (colour := obs.hideouts[f"H{h}"].colour) is not None else -1 for h in range(4)]
        self.owner = owners(self.n)
        self.mine: tuple[int, ...] = hideouts_of(self.n)[self.seat]
        self.others = tuple(h for h in range(4) if h not in self.mine)
        self.upright = {self.chair_loc[h] for h in range(N_CHAIRS) if self.chair_tip[h] < 0}
        blocked = set()
        for h in range(N_CHAIRS):
            if self.chair_tip[h] >= 0:
                blocked.add(self.chair_loc[h])
                blocked.add(STEP[self.chair_tip[h]][self.chair_loc[h]])
        self.blocked = frozenset(blocked)
        self.mouse_at = {loc: m for m, loc in enumerate(self.mloc) if loc < HIDE}
        catch = obs.catch
        #: the mouse a cat of the mover's just landed on (phase ``catch``), -1 if none
        self.catch: int = MOUSE_INDEX[catch.mouse] if catch else -1

    def cards_public(self) -> bool:
        """Whether this seat's card(s) were shown by a claim."""
        return any(r.seat == self.seat for r in self.obs.claims)

    def unseen_numbers(self) -> list[int]:
        pool = list(COVERS)
        for k in self.cover_num:
            if k:
                pool.remove(k)
        return pool


def rebuild(view: View) -> ChaosState:
    """A rules state with the pieces where ``view`` shows them; the facts the seat does
    not know are filled in from what is left (in order: nothing random, nothing true)."""
    state = ChaosState.__new__(ChaosState)
    state.num_players, state.seed, state.options = view.n, 0, {"memory_aid": True}
    state.history = []
    colour = list(view.colour)
    for group, per in ((range(N_LARGE), 1), (range(N_LARGE, N_MICE), SMALL_MICE)):
        left = [c for c in range(4) for _ in range(per - sum(1 for m in group if colour[m] == c))]
        for m in group:
            if colour[m] < 0:
                colour[m] = left.pop()
    numbers = list(view.cover_num)
    pool = view.unseen_numbers()
    for c in range(N_COVERS):
        if not numbers[c]:
            numbers[c] = pool.pop()
    hcol = list(view.hcol)
    cards = [c for c in range(4) if c not in hcol]
    for h in range(4):
        if hcol[h] < 0:
            hcol[h] = cards.pop()
    obs = view.obs
    phase = view.phase if view.phase not in ("ask", "catch") else "chair"
    data = {
        "colour": colour, "number": numbers, "hcolour": hcol, "mloc": list(view.mloc),
        "hideout": [list(h) for h in view.hide_mice], "cover_loc": list(view.cover_loc),
        "cat_loc": list(view.cat_loc), "chair_loc": list(view.chair_loc),
        "chair_back": list(view.chair_back), "chair_tip": list(view.chair_tip),
        "seen_mice": [[] for _ in range(view.n)], "seen_covers": [[] for _ in range(view.n)],
        "public_mice": [], "public_hideouts": [], "claims": [], "phase": phase,
        "turn": obs.turn_owner if obs.turn_owner >= 0 else 0, "turns": view.turn,
        "lifted": COVER_INDEX[obs.lifted] if obs.lifted else -1,
        "placed": COVER_INDEX[obs.placed] if obs.placed else -1,
        "barred": [COVER_INDEX[c] for c in obs.barred], "claimed": obs.claimed,
        "chair_done": obs.chair_done, "ask": [], "resume": "", "result": [],
        "draw": False, "end_reason": "",
    }
    state._load_state_dict(data)
    return state
