"""A finished game watched again move by move (issue 19, "Records"): the positions of
a recorded game's save (:func:`game.family.records.saved_game`), rebuilt through the
rules from its seed and actions, and its move log. Headless: the replay screen
(:mod:`game.scenes.replay`) draws them.

:meth:`Replay.state_at` gives the position after ``k`` actions; positions are kept
every :data:`EVERY` actions on the way, so going back a move replays at most that many
actions (deterministic: the same seed and actions give the same positions).

Who looks (decision, the issue leaving it open): the replay shows what the table
showed everyone, the public view (viewer None), unless the game had one person only
(the others computers): then that person's view, as their table showed it. No
secret of any other player is ever shown, and the log says what the public log said.
"""

from __future__ import annotations

from ..core import registry
from ..core.protocol import CHANCE, Action, GameState
from ..core.save_file import Save
from ..table.log import LogEntry, MoveLog

#: A position is kept every this many actions (Back replays at most these).
EVERY = 32


class Replay:
    """The positions and move log of ``save``'s game (ValueError if an action of the
    save is not legal: a save of other rules)."""

    def __init__(self, save: Save):
        self.save = save
        self.total = len(save.actions)
        start = registry.new_game(save.game, len(save.seats), save.seed, save.options)
        self._kept: dict[int, GameState] = {0: start.clone()}
        self._actions: list[Action] = []
        self.log = MoveLog()
        humans = [i for i, seat in enumerate(save.seats) if seat.is_human]
        #: whose view the replay shows (None: the public view)
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        #: the seat whose turn each action was (the log's colour)
        self.owners: list[int] = []
        state = start
        for number, text in enumerate(save.actions, 1):
            try:
                action = state.parse_action(text)
                owner = state.turn_owner()
                events = state.apply(action)
            except Exception as exc:        # noqa: BLE001 - any refusal of the rules
                raise ValueError(f"action {number} {text!r} does not replay: {exc}") from None
            self._actions.append(action)
            self.owners.append(owner)
            # every line kept (the table's log keeps its last ones only)
            self.log.actions = number
            self.log.entries.extend(LogEntry(number, owner, event, public)
                                    for public in (state.observation(None),) for event in events or ())
            if number % EVERY == 0:
                self._kept[number] = state.clone()
        self.final = state

    def state_at(self, k: int) -> GameState:
        """The position after the first ``k`` actions (a state of its own)."""
        k = max(0, min(self.total, k))
        if k == self.total:
            return self.final.clone()
        base = max(n for n in self._kept if n <= k)
        state = self._kept[base].clone()
        for action in self._actions[base:k]:
            state.apply(action)
        return state

    def actor(self, k: int) -> int:
        """Who made action ``k`` (1-based; CHANCE for a roll)."""
        return self.owners[k - 1] if 0 < k <= self.total else CHANCE
