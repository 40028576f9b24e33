"""Computer players, for every game: one :class:`Agent` per computer seat and game.

An agent wraps the game's own computer player of the chosen level (its descriptor's
``computer``; ``random``, any legal action, exists for every game). It decides from its
seat's observation only, never from the true state, and keeps whatever memory the
game's player builds from the observations it receives: two seats never share one, and
no agent plays two games (a new game, a new agent: the table and ``python -m game
simulate`` alike). A move that is forced (one legal action) needs no thought and is
played at once.

A computer that cannot decide is a bug, never a silent choice: a player that returns
something that is not one of the legal actions raises :class:`NoDecision` (the game's
own players raise it too where they find nothing to choose).

**Resuming.** A computer player may remember what it saw (Chaos: where the mice were,
what the others' moves told of their colours; Drôle de fromage: the rest of the move it
planned). A game resumed from a save gets new agents, and each must decide as the one
that was playing. It rebuilds its memory from the public history (:meth:`Agent.catch_up`):
the game is played again from its seed, and at each past decision of the seat the player
is asked again, with that seat's observation and the seed that decision had
(:func:`decision_seed`, the table's own), so that it sees the same things in the same
order and so remembers what the first one did. :meth:`Agent.choose` does this by itself
the first time it is asked in a game already under way. A player with no memory says so
(``MEMORYLESS = True`` on its class) and skips the replay.

**Yardsticks.** A game's ``ai`` module may offer fixed rules that are not levels a family
can pick (``YARDSTICKS``, name to a class taking the seat): ``python -m game strength``
and the tests measure the levels against them (cubes: ``stop3``, the best fixed rule).
"""

from __future__ import annotations

import random
from typing import Any

from . import registry
from .descriptor import ComputerPlayer, RandomPlayer
from .observation import Observation
from .protocol import CHANCE, TERMINAL, Action, GameState


class NoDecision(RuntimeError):
    """A computer player found nothing to choose (or chose what is not legal): a bug."""


def levels(game_id: str) -> tuple[str, ...]:
    """Levels a family can pick for a computer player of ``game_id``."""
    return registry.levels(game_id)


def yardsticks(game_id: str) -> dict[str, Any]:
    """The fixed rules a game offers to measure its levels against (not levels a family
    can pick): name to a class called with the seat (:func:`registry.yardsticks`)."""
    return registry.yardsticks(game_id)


def decision_seed(seed: int, actions: int) -> str:
    """The seed of a computer's decision after ``actions`` actions of a game set up with
    ``seed`` (the table's :meth:`~game.session.Session.question` uses the same): a
    resumed computer asks itself again with the seeds its decisions had."""
    return f"{seed}:{actions}:cpu"


class Agent:
    """The computer player of seat ``seat`` at ``level`` (with ``yardsticks``, also one
    of the game's fixed rules, for measurements)."""

    def __init__(self, game_id: str, level: str, seat: int = 0, yardsticks_: bool = False):
        self.game_id = game_id
        self.level = level
        self.seat = seat
        fixed = yardsticks(game_id) if yardsticks_ and level not in ("random",) else {}
        self.player: ComputerPlayer = (fixed[level](seat) if level in fixed
                                       else registry.computer(game_id, level, seat))
        #: how many actions of its game the agent had seen when last asked (None: never)
        self.seen: int | None = None
        #: the ``random`` level: any legal action, looking at nothing (asked once here)
        self.at_random = isinstance(self.player, RandomPlayer)

    @property
    def remembers(self) -> bool:
        return not (isinstance(self.player, RandomPlayer)
                    or getattr(self.player, "MEMORYLESS", False))

    def decide(self, obs: Observation, legal: list[Action], rng: random.Random) -> Action:
        """The choice among ``legal`` from the seat's observation ``obs``."""
        if not legal:
            raise NoDecision(f"{self.game_id} {self.level} seat {self.seat}: no legal action")
        if len(legal) == 1:
            return legal[0]          # a forced move needs no thought
        action = self.player.choose(obs, legal, rng)
        if action not in legal:
            raise NoDecision(f"{self.game_id} {self.level} seat {self.seat} chose {action!r}, "
                             f"which is not legal (phase {getattr(obs, 'phase', None)!r})")
        return action

    def choose(self, state: GameState, rng: random.Random) -> Action:
        """Choose for the current player of ``state`` (this agent's seat), from that
        seat's observation only. Asked for the first time in a game under way, it first
        catches up with what it would have seen (:meth:`catch_up`)."""
        if self.seen is None and state.history and self.remembers:
            self.catch_up(state)
        self.seen = len(state.history)
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]          # a forced move: no observation needed either
        if self.at_random:
            return rng.choice(legal)     # what RandomPlayer.choose does: it looks at nothing
        return self.decide(state.observation(state.current_player()), legal, rng)

    def catch_up(self, state: GameState) -> None:
        """Rebuild the memory of the one that was playing this seat in ``state``'s game
        (a resumed save): replay the game from its seed and ask the player again at each
        of the seat's past decisions, with the observation and the seed
        (:func:`decision_seed`) of that decision; what it answers is not played (the
        history says what was)."""
        self.catch_up_from(state.num_players, state.seed, dict(state.options),
                           [str(a) for a in state.history])

    def catch_up_from(self, players: int, seed: int, options: dict[str, Any],
                      notations: list[str]) -> None:
        """:meth:`catch_up` from a game's set-up and its actions in notation (as a save
        or a question to the thinking helper carries them)."""
        self.seen = len(notations)
        if not self.remembers:
            return
        replay = registry.new_game(self.game_id, players, seed, options)
        for count, text in enumerate(notations):
            action = replay.parse_action(text)
            if replay.current_player() == self.seat:
                legal = replay.legal_actions()
                if len(legal) > 1:
                    self.player.choose(replay.observation(self.seat), legal,
                                       random.Random(decision_seed(seed, count)))
            replay.apply(action)


def agents_for(game_id: str, levels_: list[str], yardsticks: bool = False) -> list[Agent]:
    """One agent per seat, ``levels_[seat]`` each (for one game)."""
    return [Agent(game_id, level, seat, yardsticks) for seat, level in enumerate(levels_)]


def step(state: GameState, agents: list[Agent], rng: random.Random) -> Action:
    """The next action: a chance outcome drawn by ``rng``, or the seat's agent's choice."""
    player = state.current_player()
    if player == CHANCE:
        return state.sample_chance(rng)
    return agents[player].choose(state, rng)


def play_out(state: GameState, agents: list[Agent], rng: random.Random, limit: int) -> None:
    """Play ``state`` to its end, each action as :func:`step` would choose it; raise
    RuntimeError once the history holds ``limit`` actions and the game goes on. When
    every seat is at the ``random`` level the agents are not asked: their draws are
    made here (:meth:`Agent.choose`'s, ``rng.choice`` among two or more legal actions),
    the same game for the same ``rng``, without the calls in between (the speed of
    ``python -m game simulate --ai random`` is the rules' own).

    In that loop each action is one the rules have just handed out for this very
    position (``legal_actions`` or ``sample_chance``): what :meth:`GameState.apply`
    takes as legal without looking again, so it is carried out at once (the game's
    ``_apply``, then the history, as ``apply`` does). For a plain ``random.Random`` the
    choice is drawn here as ``rng.choice`` draws it (``getrandbits`` of the length's
    bit length until it falls under the length): the same index from the same bits,
    without its two calls."""
    apply, history = state.apply, state.history
    if not all(agent.at_random for agent in agents):
        while not state.is_terminal():
            if len(history) >= limit:
                raise RuntimeError(f"no end after {limit} actions")
            apply(step(state, agents, rng))
        return
    whose, legal_actions, sample = state.current_player, state.legal_actions, state.sample_chance
    carry_out, record = state._apply, history.append
    plain = type(rng) is random.Random
    getrandbits, choice = rng.getrandbits, rng.choice
    for _ in range(limit - len(history)):      # the actions left before the limit
        player = whose()
        if player == TERMINAL:
            return
        if player == CHANCE:
            action = sample(rng)
        else:
            legal = legal_actions()
            n = len(legal)
            if n == 1:
                action = legal[0]
            elif plain:
                bits = n.bit_length()
                r = getrandbits(bits)
                while r >= n:
                    r = getrandbits(bits)
                action = legal[r]
            else:
                action = choice(legal)
        carry_out(action)
        record(action)
    if whose() != TERMINAL:
        raise RuntimeError(f"no end after {limit} actions")
