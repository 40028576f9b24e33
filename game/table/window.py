"""The shared answer window: answers out of turn asked of the people at the table
together, without passing the laptop around for nothing (RULES.md 2, "Timing").

The rules stay sequential (:mod:`game.core.protocol`): in a window the seat asked now
is ``current_player()``, and ``window_seats()`` lists, in order, the seats still to be
asked in the current *round* (public: a game skips a seat only on public facts, such
as how many markers it holds). The table makes one short window of a round:

- a round starts when the state enters a window, and again after each answer that is
  not a :class:`~game.core.protocol.Pass` (a marker played); its *holders* are the
  people among ``window_seats()``; with none, nothing opens and nothing waits;
- each holder decides for themselves, on the shared bar: *look* (a claim: "I may
  answer"), *pass* ("not this time"), or *pass until my turn* (see below). Nobody
  decides for anybody else: "go on" is one person's pass (the only person still to
  decide, or the claimant in their own view), never "we all pass";
- computers answer on their own, as always. When the rules ask a person who passed,
  the table passes for them without a click; a person who claimed gets the laptop
  (a pass screen when several people sit at the table), sees their own view and
  answers; a person who has not decided yet is waited for while the countdown runs
  (:attr:`AnswerWindow.seconds_left`, on the driver's clock; stopped while the table
  is paused, an animation plays, or a claimant is being asked in their own view). When
  it runs out, the people who had not decided pass; the claimants keep their claim;
- the window closes as soon as no holder is left to ask but people who passed: when
  every holder passed, the table moves on at once, whatever is left of the countdown.

**Pass until my turn** (``quiet``): a person may say it on the bar; from then on, in
every window until that person's own next turn begins, they pass without a click and
the bar does not wait for them (it shows them as passing). A window whose holders have
all passed so never opens: a family where nobody wants to answer pays no countdown at
all. It ends by itself when their turn comes (their own roll asks them again).

**What the timing may depend on.** Everything this module and the driver look at is
public: who is a person, ``window_seats()`` (whose membership the games decide on the
public count of a seat's markers, never on which kinds they are), and the people's own
clicks (seen by everybody on the bar) or the countdown. Nothing here reads a hand: two
tables that differ only in which kinds of markers the people hold open, wait, close and
hand over frame for frame alike (tests/shared/test_answer_window.py checks it, on Nope and on
Gouda). This is why there is no "ask me only when a marker of mine fits": the window
would then open or close on a secret, and the table would learn it. "Pass until my
turn" is a person's own public choice, and acts the same whatever they hold.

The driver (:class:`~game.table.driver.TurnDriver`) keeps the round; this module holds
what it shows (:class:`AnswerWindow`) and the few rules of rounds, with no pygame.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..core.protocol import Action, Pass

if TYPE_CHECKING:
    from ..core.protocol import GameState


@dataclass
class AnswerWindow:
    """One round of an answer window as the table shows it (``driver.window``).

    ``holders``: the people still to be asked in this round, in the rules' order;
    ``seats``: the people of the round, those already asked too (the bar keeps their
    cards where they were); ``looks``: those who claimed (they will answer in their own
    view when asked); ``passed``: those who said "pass" (or "pass until my turn": also
    in ``quiet``), or whose claim ended in a pass;
    ``seconds_left`` of ``total``: the countdown; ``expired``: it ran out (whoever had
    not decided passes); ``number``: which round of the table this is."""

    holders: list[int]
    seconds_left: float
    total: float
    looks: set[int] = field(default_factory=set)
    passed: set[int] = field(default_factory=set)
    quiet: set[int] = field(default_factory=set)
    expired: bool = False
    number: int = 0
    seats: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.seats:
            self.seats = list(self.holders)

    @property
    def claimed(self) -> int | None:
        """The first claimant in the rules' order (the next to answer), if any."""
        return next((seat for seat in self.holders if seat in self.looks), None)

    def undecided(self) -> list[int]:
        """The holders who have neither claimed nor passed (the countdown is theirs)."""
        if self.expired:
            return []
        return [seat for seat in self.holders if seat not in self.looks and seat not in self.passed]

    def waits_for(self) -> list[int]:
        """The holders the table still asks (not passed): undecided, or claimants."""
        return [seat for seat in self.holders if seat in self.looks or seat in self.undecided()]

    @property
    def running(self) -> bool:
        """The countdown runs: somebody has not decided and it has not run out."""
        return bool(self.undecided())

    @property
    def open(self) -> bool:
        """The table shows the window: a holder is still to decide or to answer."""
        return bool(self.waits_for())

    def fraction(self) -> float:
        """The part of the countdown left, from 1 down to 0."""
        return max(0.0, min(1.0, self.seconds_left / self.total)) if self.total > 0 else 0.0


def people_asked(state: GameState, people: Collection[int]) -> list[int]:
    """The people among the seats still to be asked in the state's window round."""
    if not state.in_window():
        return []
    return [seat for seat in state.window_seats() if seat in people]


def same_round(before: list[int], action: Action, state: GameState) -> bool:
    """Whether ``action``, played when ``before`` were still to be asked, left the
    window in the same round: a pass, after which the rest are still to be asked."""
    return (bool(before) and isinstance(action, Pass) and state.in_window()
            and state.window_seats() == before[1:])


def person_passes(window: AnswerWindow | None, seat: int) -> bool:
    """Whether the person ``seat``, asked now in ``window``'s round, passes without a
    click: they said so (or "until my turn"), or the countdown ran out before they
    decided. A claimant answers themselves; an undecided person is waited for."""
    if window is None or seat in window.looks:
        return False
    return seat in window.passed or window.expired


def quiet_after(quiet: dict[int, bool], owner: int) -> dict[int, bool]:
    """The people passing "until my turn" once ``owner``'s turn is on: each maps to
    whether another's turn came since they said it; their own turn coming back ends it."""
    out: dict[int, bool] = {}
    for seat, away in quiet.items():
        if seat != owner:
            out[seat] = True
        elif not away:
            out[seat] = False                    # said during their own turn: the next one
    return out
