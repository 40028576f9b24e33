"""What the family's records say (issue 19): pure functions over the entries of
:mod:`.records`, oldest first, for the records screen and ``python -m game records``.

Per player, per game and for all games together: games played and won, the win rate
against each computer level, the best score, the longest winning streak, and the
last 20 results (for a small chart). Per game: the family's table of who won most.

Who a player is (decisions, the issue being silent):
- a seat of one of the family's players counts for that player (by id: a renamed
  player keeps their games; the name shown is the family's name of the day, else the
  name they last played under);
- a person's seat with a typed name but no family player counts under that name
  (case and outer spaces aside), so records made before the family was set up, or by
  a guest, still add up;
- a person with no name of their own ("Player 2") counts in the game's total only;
- the computers count per level ("Computer (hard)"), in the table of who won most:
  children like to see that they beat the computer more often than it beat them.

A game is won by every winner of a shared win (as in a match). "Against a computer
level" is against the strongest computer at the table (random, easy, normal, hard):
each game counts once, under the level that was hardest to beat; a game with no
computer counts under ``people``. Streaks and the last results follow the order the
games were played (the file's order).

10,000 entries are summarized in a few tens of milliseconds (one pass; see
``python -m game records --bench``).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .records import Entry, SeatRecord

#: Computer levels from the weakest; an unknown level counts as the weakest.
LEVEL_ORDER = ("random", "easy", "normal", "hard")
#: The bucket of games with no computer at the table.
PEOPLE = "people"
#: How many recent results a chart shows.
LAST = 20
#: The key of "every game together".
ALL = "*"
_RANK = {level: rank for rank, level in enumerate(LEVEL_ORDER)}


class Result(NamedTuple):
    """One game as a chart shows it: its date, won or not, the place and the score."""

    date: str
    game: str
    won: bool
    place: int
    score: float


@dataclass
class Tally:
    """One player's games (of one game, or of all)."""

    played: int = 0
    won: int = 0
    best_score: float | None = None
    longest_streak: int = 0
    streak: int = 0                     # the winning streak going on now
    #: level -> [played, won] against the strongest computer at the table
    against: dict[str, list[int]] = field(default_factory=dict)
    last: deque[Result] = field(default_factory=lambda: deque(maxlen=LAST))

    @property
    def rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    def add(self, result: Result, level: str, score_counts: bool) -> None:
        self.played += 1
        bucket = self.against.get(level)
        if bucket is None:
            bucket = self.against[level] = [0, 0]
        bucket[0] += 1
        if result.won:
            self.won += 1
            bucket[1] += 1
            self.streak += 1
            if self.streak > self.longest_streak:
                self.longest_streak = self.streak
        else:
            self.streak = 0
        if score_counts and (self.best_score is None or result.score > self.best_score):
            self.best_score = result.score
        self.last.append(result)

    def to_json(self) -> dict[str, Any]:
        return {"played": self.played, "won": self.won, "rate": round(self.rate, 4),
                "best_score": self.best_score, "longest_streak": self.longest_streak,
                "against": {level: {"played": p, "won": w, "rate": round(w / p, 4)}
                            for level, (p, w) in sorted(self.against.items(), key=_level_key)},
                "last": [{"date": r.date, "game": r.game, "won": r.won, "place": r.place,
                          "score": r.score} for r in self.last]}


def _level_key(item: tuple[str, Any]) -> int:
    level = item[0]
    return LEVEL_ORDER.index(level) if level in LEVEL_ORDER else (-1 if level == PEOPLE else 99)


@dataclass
class PlayerStats:
    """Everything one player did: ``key`` (``id:…``, ``name:…`` or ``cpu:<level>``),
    the name shown, ``kind`` (family, guest or computer), per game and for all games
    (:data:`ALL`)."""

    key: str
    name: str
    kind: str
    games: dict[str, Tally] = field(default_factory=dict)

    def tally(self, game: str) -> Tally:
        found = self.games.get(game)
        if found is None:
            found = self.games[game] = Tally()
        return found

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "name": self.name, "kind": self.kind,
                "games": {g: t.to_json() for g, t in sorted(self.games.items())}}


@dataclass(frozen=True)
class Row:
    """A line of a game's table of who won most."""

    key: str
    name: str
    kind: str
    played: int
    won: int

    @property
    def rate(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass
class Summary:
    """The records summarized: the players (family first, in the family's order, then
    guests by name, then computers by level), and per game the games played and the
    table of who won most."""

    players: list[PlayerStats]
    games: dict[str, int]                        # game -> games played
    tables: dict[str, list[Row]]
    entries: int

    def player(self, key: str) -> PlayerStats | None:
        return next((p for p in self.players if p.key == key), None)

    def to_json(self) -> dict[str, Any]:
        return {"entries": self.entries, "games": dict(sorted(self.games.items())),
                "players": [p.to_json() for p in self.players],
                "tables": {g: [{"key": r.key, "name": r.name, "kind": r.kind, "played": r.played,
                                "won": r.won, "rate": round(r.rate, 4)} for r in rows]
                           for g, rows in sorted(self.tables.items())}}


def seat_key(seat: SeatRecord) -> str | None:
    """Who a seat counts for (None: nobody in particular, a person with no name)."""
    if seat.kind == "cpu":
        return f"cpu:{seat.level}"
    if seat.player is not None:
        return f"id:{seat.player}"
    name = seat.name.strip()
    return f"name:{name.casefold()}" if name else None


def strongest_computer(seats: Sequence[SeatRecord], but: int) -> str:
    """The strongest computer level at the table except seat ``but`` (:data:`PEOPLE`:
    none)."""
    best, rank = PEOPLE, -2
    for number, seat in enumerate(seats):
        if number != but and seat.kind == "cpu":
            level_rank = LEVEL_ORDER.index(seat.level) if seat.level in LEVEL_ORDER else -1
            if level_rank > rank:
                best, rank = seat.level, level_rank
    return best


def summarize(entries: Iterable[Entry], family: Mapping[str, str] | None = None) -> Summary:
    """The records of ``entries`` (oldest first); ``family`` maps the family's player ids
    to their names of today, in the family's order."""
    family = dict(family or {})
    players: dict[str, PlayerStats] = {}
    games: dict[str, int] = {}
    count = 0
    for entry in entries:
        count += 1
        game = entry.game
        games[game] = games.get(game, 0) + 1
        winners = entry.winners
        seats = entry.seats
        # the two strongest computers at the table: each seat plays against the
        # strongest of the others
        first = second = (-2, PEOPLE, -1)
        for number, seat in enumerate(seats):
            if seat.kind == "cpu":
                rank = _RANK.get(seat.level, -1)
                if rank > first[0]:
                    first, second = (rank, seat.level, number), first
                elif rank > second[0]:
                    second = (rank, seat.level, number)
        for number, seat in enumerate(seats):
            key = seat_key(seat)
            if key is None:
                continue
            stats = players.get(key)
            if stats is None:
                if seat.kind == "cpu":
                    stats = PlayerStats(key, seat.level, "computer")
                elif seat.player is not None:
                    stats = PlayerStats(key, family.get(seat.player, seat.name.strip()), "family")
                else:
                    stats = PlayerStats(key, seat.name.strip(), "guest")
                players[key] = stats
            elif seat.kind == "human" and seat.player not in family and seat.name.strip():
                stats.name = seat.name.strip()        # the name they last played under
            result = Result(entry.date, game, number in winners, entry.places[number],
                            entry.scores[number])
            level = second[1] if first[2] == number else first[1]
            tallies = stats.games
            tally = tallies.get(game)
            if tally is None:
                tally = tallies[game] = Tally()
            tally.add(result, level, True)
            tally = tallies.get(ALL)
            if tally is None:
                tally = tallies[ALL] = Tally()
            tally.add(result, level, False)
    order = {f"id:{pid}": n for n, pid in enumerate(family)}
    kinds = {"family": 0, "guest": 1, "computer": 2}

    def rank_of(p: PlayerStats) -> tuple[int, int, int, str]:
        level = LEVEL_ORDER.index(p.name) if p.kind == "computer" and p.name in LEVEL_ORDER else 99
        return (kinds[p.kind], order.get(p.key, len(order)), level, p.name.casefold())

    ordered = sorted(players.values(), key=rank_of)
    tables = {game: table(ordered, game) for game in games}
    return Summary(ordered, games, tables, count)


def table(players: Iterable[PlayerStats], game: str) -> list[Row]:
    """Who won most at ``game`` (:data:`ALL`: every game): most games won first, then
    the better rate; in a tie the family's players first, then guests, then the
    computers (weakest level first), and within each by name (a computer's name is its
    level's key, "easy", which would otherwise sort above "Léa")."""
    rows = [Row(p.key, p.name, p.kind, t.played, t.won)
            for p in players if (t := p.games.get(game)) is not None]
    rows.sort(key=_row_key)
    return rows


_KINDS = {"family": 0, "guest": 1, "computer": 2}


def _row_key(row: Row) -> tuple[int, float, int, int, str]:
    level = LEVEL_ORDER.index(row.name) if row.kind == "computer" and row.name in LEVEL_ORDER else 99
    return (-row.won, -row.rate, _KINDS.get(row.kind, 1), level, row.name.casefold())
