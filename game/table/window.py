"""The shared answer window: answers out of turn asked of the people at the table
together, without passing the laptop around for nothing (RULES.md 2, "Timing").

The rules stay sequential (:mod:`game.core.protocol`): in a window the seat asked now
is ``current_player()``, and ``window_seats()`` lists, in order, the seats still to be
asked in the current *round* (public: a game skips a seat only on public facts, such
as how many markers it holds). The table makes one short window of a round:

- a round starts when the state enters a window, and again after each answer that is
  not a :class:`~game.core.protocol.Pass` (a marker played); its *holders* are the
  people among ``window_seats()``; with none, nothing opens and nothing waits;
- computers answer on their own, as always; when the rules ask a person who has not
  claimed, the table waits while the countdown runs (:attr:`AnswerWindow.seconds_left`,
  on the driver's clock, stopped while the table is paused or an animation plays);
  when it runs out, or on "go on", every person of the round who did not claim passes
  without a click;
- a person *claims* (a button or a number key): the people asked before them in the
  round pass without a click (they had the same window), and when the rules ask the
  claimant, the table shows them their own view (with a pass screen when several
  people sit at the table) and they answer; then the view is everybody's again.

The driver (:class:`~game.table.driver.TurnDriver`) keeps the round; this module holds
what it shows (:class:`AnswerWindow`) and the few rules of rounds, with no pygame.
Nothing here looks at a hidden fact: only ``window_seats()`` and who is a person.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.protocol import Action, Pass

if TYPE_CHECKING:
    from ..core.protocol import GameState

@dataclass
class AnswerWindow:
    """One round of an answer window as the table shows it (``driver.window``).

    ``holders``: the people still to be asked in this round, in the rules' order;
    ``seconds_left`` of ``total``: the countdown (it stops once somebody claimed);
    ``claimed``: the person who asked to answer, if any; ``expired``: the countdown
    ran out or somebody said "go on" (the people who did not claim pass);
    ``number``: which round of the table this is (a new round, a new number)."""

    holders: list[int]
    seconds_left: float
    total: float
    claimed: int | None = None
    expired: bool = False
    number: int = 0

    @property
    def running(self) -> bool:
        """The countdown runs: nobody claimed and it has not run out."""
        return self.claimed is None and not self.expired and bool(self.holders)

    @property
    def open(self) -> bool:
        """The table shows the window: a person is still to be asked, and may still
        claim (or has claimed)."""
        return bool(self.holders) and (self.claimed is not None or not self.expired)

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
    click: somebody after them claimed, or the window ran out (or "go on")."""
    if window is None or seat == window.claimed:
        return False
    return window.claimed is not None or window.expired
