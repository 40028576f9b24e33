"""A match: several games in a row with the same players (RULES.md section 1, "Match";
seed 000: "Si vous faites plusieurs parties à la suite, c'est celui qui remporte le plus
de parties qui gagne le jeu. En cas d'égalité, c'est bien sûr le joueur qui totalise le
plus de points." and "Pour les parties suivantes, celui qui a le plus faible score est
automatiquement le premier à lancer le dé").

Headless bookkeeping (no pygame), kept as JSON in ``Session.match`` and so in the
save's ``match`` dict; a single game has no match (an empty dict).

Players keep their identity (name, colour, human or computer) from game to game, while
their seats change: the rules always start with seat 0, so each game's seats are the
table order rotated to put its first player first. ``players`` is the table order (the
first game's seats); ``order`` says which player sits at each seat of the game being
played (``order[seat] == player``). Every result is kept per player, not per seat.

Decisions (the rule books only speak of Drôle de fromage):
- match mode is offered for every registered game: a family may want "best of three"
  at any table. A game's points are its ``scores()`` (Drôle de fromage: the cheese
  points; Souris et cubes de fromage: the most cards of one colour), its winners are
  its ``winners()``;
- a shared win counts as a game won for each co-winner;
- the standings: most games won, then most points in all; equal on both share a place
  (and a shared first place is a shared match win);
- who starts the next game: the game's descriptor says (``next_starter``; Drôle de
  fromage: the lowest scorer; by default the player after the last game's first
  player: everyone starts in turn);
- "Play again" after a match starts a new match the same way (the rule's starter first).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .protocol import GameState
from .seats import Seat

#: The match lengths the setup screen offers (1 = a single game, no match).
LENGTHS = (1, 3, 5)
MAX_GAMES = 99


@dataclass
class GameResult:
    """One finished game of the match, per player (indices into ``Match.players``)."""

    seed: int
    actions: int                    # how many actions the game took (with seed: which game)
    order: list[int]                # order[seat] = player
    scores: list[float]             # per player
    winners: list[int]              # players
    next_first: int                 # the player who starts the next game

    def to_dict(self) -> dict[str, Any]:
        return {"seed": self.seed, "actions": self.actions, "order": list(self.order),
                "scores": list(self.scores), "winners": list(self.winners),
                "next_first": self.next_first}


@dataclass
class Standing:
    player: int
    place: int                      # 1 for first; equal keys share a place
    won: int                        # games won (shared wins count for each)
    points: float                   # points over the games played


@dataclass
class Match:
    planned: int
    players: list[Seat]
    order: list[int] = field(default_factory=list)     # the game being played
    games: list[GameResult] = field(default_factory=list)
    game: str = ""

    def __post_init__(self) -> None:
        if not self.order:
            self.order = list(range(len(self.players)))

    @classmethod
    def new(cls, game_id: str, seats: Sequence[Seat], planned: int) -> Match:
        """A match whose first game is played by ``seats`` (in play order)."""
        return cls(planned, [s.copy() for s in seats], list(range(len(seats))), [], game_id)

    # the games ----------------------------------------------------------------
    @property
    def played(self) -> int:
        return len(self.games)

    @property
    def is_single(self) -> bool:
        return self.planned <= 1

    def is_over(self) -> bool:
        return self.played >= self.planned

    def number(self) -> int:
        """The number of the game being played (or the last one, once over)."""
        return min(self.played + 1, self.planned)

    def seats(self, order: Sequence[int] | None = None) -> list[Seat]:
        """The seats of a game with ``order`` (default: the game being played)."""
        return [self.players[p].copy() for p in (self.order if order is None else order)]

    def player_of(self, seats: Sequence[Seat]) -> list[int]:
        """Which player sits at each of ``seats``: by the current order when it fits,
        else by identity (name, colour, kind); ValueError if the seats are not ours."""
        if len(seats) != len(self.players):
            raise ValueError("the match has a different number of players")
        if all(self.players[p].identity() == s.identity() for p, s in zip(self.order, seats)):
            return list(self.order)
        found: list[int] = []
        for seat in seats:
            match = [p for p, player in enumerate(self.players)
                     if player.identity() == seat.identity() and p not in found]
            if not match:
                raise ValueError(f"{seat.name!r} does not play in this match")
            found.append(match[0])
        return found

    def record(self, state: GameState, seats: Sequence[Seat], starter: int = 1) -> bool:
        """Note the result of ``state`` (a finished game played by ``seats``), whose
        rules say that seat ``starter`` starts the next game (the game's descriptor's
        ``next_starter``); False if that game was already recorded (or is not over, or
        the match is)."""
        if not state.is_terminal() or self.is_over():
            return False
        actions = len(state.history)
        if self.games and (self.games[-1].seed, self.games[-1].actions) == (state.seed, actions):
            return False
        order = self.player_of(seats)
        scores = [0.0] * len(self.players)
        for seat, score in enumerate(state.scores()):
            scores[order[seat]] = float(score)
        winners = sorted(order[seat] for seat in state.winners())
        first = starter % len(order)
        self.order = order
        self.games.append(GameResult(state.seed, actions, order, scores, winners, order[first]))
        return True

    def next_order(self) -> list[int]:
        """The seat order of the next game: the table order, rotated so that the
        starter given by the last game (its rule's ``next_starter()``, or the player
        after its first player) sits at seat 0."""
        n = len(self.players)
        if not self.games:
            return list(self.order)
        first = self.games[-1].next_first
        # the table order is the order of the players list (every game is a rotation of it)
        return [(first + k) % n for k in range(n)]

    def start_next(self) -> list[Seat]:
        """Seat the players for the next game; returns its seats in play order."""
        self.order = self.next_order()
        return self.seats()

    def rematch(self) -> Match:
        """A new match of the same length and players, its first game seated by the rule."""
        order = self.next_order()
        return Match(self.planned, [self.players[p] for p in order], [], [], self.game)

    # the table ----------------------------------------------------------------
    def wins(self) -> list[int]:
        won = [0] * len(self.players)
        for game in self.games:
            for p in game.winners:
                won[p] += 1
        return won

    def points(self) -> list[float]:
        return [sum(game.scores[p] for game in self.games) for p in range(len(self.players))]

    def standings(self) -> list[Standing]:
        """Players best first: most games won, then most points (table order among
        equals, who share a place)."""
        won, points = self.wins(), self.points()
        keys = [(won[p], points[p]) for p in range(len(self.players))]
        ranked = sorted(range(len(self.players)), key=keys.__getitem__, reverse=True)
        return [Standing(p, 1 + sum(1 for k in keys if k > keys[p]), won[p], points[p]) for p in ranked]

    def winners(self) -> list[int]:
        """The match's winners (players) once it is over; several on a shared first place."""
        if not self.is_over():
            return []
        return [s.player for s in self.standings() if s.place == 1]

    # JSON ---------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "planned": self.planned,
                "players": [p.to_dict() for p in self.players],
                "order": list(self.order), "games": [g.to_dict() for g in self.games]}

    @classmethod
    def from_dict(cls, data: Any) -> Match:
        """Read :meth:`to_dict`'s output; ValueError naming the problem otherwise."""
        if not isinstance(data, dict):
            raise ValueError("the match is not a table of values")
        try:
            planned = data["planned"]
            if type(planned) is not int or not 1 <= planned <= MAX_GAMES:
                raise ValueError(f"the match length {planned!r} is not a number of games")
            raw = data["players"]
            if not isinstance(raw, list) or len(raw) < 1:
                raise ValueError("the match has no players")
            players = []
            for number, item in enumerate(raw, 1):
                players.append(Seat.from_dict(item, f"match player {number}"))
            n = len(players)
            order = _permutation(data["order"], n, "the match's seat order")
            games = []
            raw_games = data.get("games", [])
            if not isinstance(raw_games, list) or len(raw_games) > planned:
                raise ValueError("the match has more games than planned")
            for number, g in enumerate(raw_games, 1):
                if not isinstance(g, dict):
                    raise ValueError(f"match game {number} is not described")
                what = f"match game {number}"
                scores = g["scores"]
                if not isinstance(scores, list) or len(scores) != n or not all(
                        isinstance(s, (int, float)) and not isinstance(s, bool) for s in scores):
                    raise ValueError(f"{what} has bad scores")
                winners = g["winners"]
                if not isinstance(winners, list) or len(set(winners)) != len(winners) or not all(
                        _is_index(w, n) for w in winners):
                    raise ValueError(f"{what} has bad winners")
                if not _is_index(g["next_first"], n) or type(g["seed"]) is not int or \
                        type(g["actions"]) is not int:
                    raise ValueError(f"{what} has a bad field")
                games.append(GameResult(g["seed"], g["actions"], _permutation(g["order"], n, what),
                                        [float(s) for s in scores], sorted(winners), g["next_first"]))
            game = data.get("game", "")
            if not isinstance(game, str):
                raise ValueError("the match's game is not a name")
        except KeyError as exc:
            raise ValueError(f"the match has no {exc.args[0]!r}") from None
        except TypeError as exc:
            raise ValueError(f"the match has a bad field ({exc})") from None
        return cls(planned, players, order, games, game)

    def check_seats(self, seats: Sequence[Seat]) -> None:
        """ValueError unless ``seats`` are the match's players in its current order."""
        if len(seats) != len(self.players) or any(
                s.identity() != self.players[p].identity() for s, p in zip(seats, self.order)):
            raise ValueError("the match's players are not the game's players")


def _is_index(value: Any, n: int) -> bool:
    return type(value) is int and 0 <= value < n


def _permutation(value: Any, n: int, what: str) -> list[int]:
    if not isinstance(value, list) or sorted(value) != list(range(n)) or not all(
            type(v) is int for v in value):
        raise ValueError(f"{what} is not an order of the {n} players")
    return list(value)


def of_session(data: dict[str, Any] | None) -> Match | None:
    """The match kept in a session's or a save's ``match`` dict (None: a single game)."""
    if not data:
        return None
    return Match.from_dict(data)
