"""A small game that exists only in the tests: *Nope*, with answers out of turn and a
secret in every hand, to prove what the shared table does for games to come (Gouda's
powers, played during the others' turns; Chaos's hidden facts).

Each player holds a secret number of Nope tokens. On their turn the player plays a
card (1, 2 or 3), then every other player, in turn order, may answer: spend a token to
say "nope" (the card scores nothing) or pass. Then the player ends the turn, or plays
a second card (at most two a turn). After ``ROUNDS`` rounds, most points wins.

``register()`` makes it known to the registry (``unregister()`` forgets it).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.core import registry
from game.core.descriptor import ComputerPlayer, GameInfo
from game.core.observation import Observation
from game.core.protocol import TERMINAL, Action, Event, GameState, IllegalAction, OptionSpec, Pass
from game.core.seats import Seat

ROUNDS = 2


@dataclass(frozen=True)
class Card(Action):
    value: int

    def __str__(self) -> str:
        return f"card {self.value}"


@dataclass(frozen=True)
class Nope(Action):
    def __str__(self) -> str:
        return "nope"


@dataclass(frozen=True)
class End(Action):
    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True)
class Played(Event):
    player: int
    value: int


@dataclass(frozen=True)
class Answered(Event):
    player: int
    nope: bool


@dataclass(frozen=True)
class TokensLeft(Event):
    """Private: how many tokens ``player`` has left (only they see it)."""

    player: int
    left: int

    def audience(self) -> tuple[int, ...] | None:
        return (self.player,)

    def public(self) -> Event | None:
        return None


@dataclass(frozen=True)
class NopeObservation(Observation):
    """What a seat of Nope knows: the public table, and its own tokens (None for
    nobody in particular)."""

    seat: int | None
    turn: int
    points: tuple[int, ...]
    answering: int
    card: int
    to_play: int
    tokens: int | None


class NopeState(GameState):
    game_id = "nope"
    observation_type = NopeObservation
    min_players = 2
    max_players = 6
    option_specs = (OptionSpec("rounds", ROUNDS, (1, 2, 3)),)

    def _setup(self, rng: random.Random) -> None:
        self.tokens = [rng.randint(0, 2) for _ in range(self.num_players)]
        self.points = [0] * self.num_players
        self.turn = 0
        self.turns_played = 0
        self.cards_this_turn = 0
        self.card = 0
        self.answering_seat = -1          # in the answer window: who answers now
        self.noped = False

    # queries
    def current_player(self) -> int:
        if self.turns_played >= self.options["rounds"] * self.num_players:
            return TERMINAL
        return self.answering_seat if self.answering_seat >= 0 else self.turn

    def answering(self) -> bool:
        return self.answering_seat >= 0

    def turn_owner(self) -> int:
        return TERMINAL if self.current_player() == TERMINAL else self.turn

    def window_seats(self) -> list[int]:
        """Everybody after the seat asked now, up to the player (tokens are secret:
        nobody is skipped)."""
        if self.answering_seat < 0:
            return []
        n = self.num_players
        return [(self.answering_seat + k) % n
                for k in range((self.turn - self.answering_seat) % n)]

    def _player_actions(self) -> list[Action]:
        if self.answering_seat >= 0:
            return [Pass(), Nope()] if self.tokens[self.answering_seat] else [Pass()]
        if self.cards_this_turn == 0:
            return [Card(1), Card(2), Card(3)]
        if self.cards_this_turn == 1:
            return [End(), Card(1), Card(2), Card(3)]
        return [End()]

    def _apply(self, action: Action) -> list[Event]:
        if isinstance(action, Card):
            self.card, self.noped = action.value, False
            self.cards_this_turn += 1
            self.answering_seat = (self.turn + 1) % self.num_players
            return [Played(self.turn, action.value)]
        if isinstance(action, (Pass, Nope)):
            seat = self.answering_seat
            events: list[Event] = [Answered(seat, isinstance(action, Nope))]
            if isinstance(action, Nope):
                self.tokens[seat] -= 1
                self.noped = True
                events.append(TokensLeft(seat, self.tokens[seat]))
            nxt = (seat + 1) % self.num_players
            if nxt == self.turn:
                self.answering_seat = -1
                if not self.noped:
                    self.points[self.turn] += self.card
            else:
                self.answering_seat = nxt
            return events
        if isinstance(action, End):
            self.turn = (self.turn + 1) % self.num_players
            self.turns_played += 1
            self.cards_this_turn = 0
            return []
        raise IllegalAction(f"{action} is not an action of Nope")

    def observation(self, player: int | None) -> NopeObservation:
        return NopeObservation(seat=player, turn=self.turn, points=tuple(self.points),
                               answering=self.answering_seat, card=self.card,
                               to_play=self.current_player(),
                               tokens=self.tokens[player] if player is not None else None)

    def determinize(self, player: int, rng: random.Random) -> NopeState:
        new = self.clone()
        for seat in range(self.num_players):
            if seat != player:
                new.tokens[seat] = rng.randint(0, 2)
        return new

    def scores(self) -> list[float]:
        return [float(p) for p in self.points]

    def winners(self) -> list[int]:
        if not self.is_terminal():
            return []
        best = max(self.points)
        return [p for p, s in enumerate(self.points) if s == best]

    def parse_action(self, text: str) -> Action:
        words = text.split()
        if words == ["pass"]:
            return Pass()
        if words == ["nope"]:
            return Nope()
        if words == ["end"]:
            return End()
        if len(words) == 2 and words[0] == "card" and words[1] in ("1", "2", "3"):
            return Card(int(words[1]))
        raise IllegalAction(f"{text!r} is not a move of Nope")

    def _state_dict(self) -> dict[str, Any]:
        return {"tokens": list(self.tokens), "points": list(self.points), "turn": self.turn,
                "turns_played": self.turns_played, "cards": self.cards_this_turn,
                "card": self.card, "answering": self.answering_seat, "noped": self.noped}

    def _load_state_dict(self, data: dict[str, Any]) -> None:
        self.tokens, self.points = list(data["tokens"]), list(data["points"])
        self.turn, self.turns_played = data["turn"], data["turns_played"]
        self.cards_this_turn, self.card = data["cards"], data["card"]
        self.answering_seat, self.noped = data["answering"], data["noped"]


class NopePlayer:
    """Says nope to a 3 when it can, passes otherwise; plays its highest card, once."""

    def choose(self, obs: NopeObservation, legal: list[Action], rng: random.Random) -> Action:
        if obs.answering >= 0:
            return Nope() if obs.card == 3 and Nope() in legal else Pass()
        return Card(3) if Card(3) in legal and End() not in legal else End()


class NopeInfo(GameInfo):
    id = "nope"
    players = (2, 6)
    levels = ("normal",)
    private_turns = True

    def rules(self) -> type[GameState]:
        return NopeState

    def computer(self, level: str, seat: int) -> ComputerPlayer:
        return NopePlayer()

    def describe(self, event: Event, obs: Observation, seats: list[Seat]) -> str | None:
        return str(event)


def register() -> None:
    registry.register(NopeInfo())


def unregister() -> None:
    registry.unregister("nope")
