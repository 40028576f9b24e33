"""What the family's records say (issue 19), on hand-made entries with known answers:
games played and won, rates against each computer level, best scores, streaks, the
last 20 results, and each game's table of who won most."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.family.records import Entry, SeatRecord
from game.family.stats import ALL, LAST, PEOPLE, strongest_computer, summarize

LEA = SeatRecord("Léa", "lea1", "human", "normal", "orange", 1)
PAPA = SeatRecord("Papa", "papa1", "human", "normal", "sky", 2)
GUEST = SeatRecord("Zoé ", None, "human", "normal", "green", 3)
NOBODY = SeatRecord("", None, "human", "normal", "green", 3)


def cpu(level: str, number: int = 4) -> SeatRecord:
    return SeatRecord("", None, "cpu", level, "purple", number)


def game(seats, winners, scores=None, name="cubes", day=1) -> Entry:
    scores = scores or [1.0 if s in winners else 0.0 for s in range(len(seats))]
    places = [1 if s in winners else 2 for s in range(len(seats))]
    return Entry(f"2026-01-{day:02d}T10:00:00Z", name, {}, day, tuple(seats), tuple(scores),
                 tuple(winners), tuple(places), 100, 60.0, None, f"k{day}")


def test_played_won_rates_by_level_and_streaks():
    entries = [
        game([LEA, cpu("easy")], [0], day=1),              # Léa beats easy
        game([LEA, cpu("easy")], [0], day=2),
        game([LEA, cpu("hard")], [1], day=3),              # hard beats Léa
        game([LEA, cpu("easy"), cpu("hard", 5)], [0], day=4),    # counts against hard
        game([LEA, cpu("normal")], [0], day=5),
        game([LEA, cpu("normal")], [0], day=6),
        game([LEA, cpu("normal")], [0], day=7),
        game([LEA, PAPA], [1], day=8),                     # people only
        game([LEA, PAPA], [0, 1], day=9),                  # a shared win: both won
    ]
    summary = summarize(entries, {"lea1": "Léa", "papa1": "Papa"})
    lea = summary.player("id:lea1").games["cubes"]
    assert (lea.played, lea.won) == (9, 7)
    assert lea.against == {"easy": [2, 2], "hard": [2, 1], "normal": [3, 3], PEOPLE: [2, 1]}
    assert lea.longest_streak == 4                         # days 4, 5, 6, 7
    assert lea.streak == 1                                 # day 9, after losing day 8
    papa = summary.player("id:papa1").games["cubes"]
    assert (papa.played, papa.won, papa.longest_streak) == (2, 2, 2)
    hard = summary.player("cpu:hard").games["cubes"]
    assert (hard.played, hard.won) == (2, 1)
    json = summary.to_json()
    assert json["players"][0]["games"]["cubes"]["against"]["hard"] == {"played": 2, "won": 1, "rate": 0.5}


def test_best_score_per_game_and_all_games_together():
    entries = [game([LEA, PAPA], [0], [12.0, 3.0], "drole", 1),
               game([LEA, PAPA], [1], [5.0, 7.0], "cubes", 2),
               game([LEA, PAPA], [0], [20.0, 4.0], "drole", 3)]
    summary = summarize(entries, {"lea1": "Léa", "papa1": "Papa"})
    lea = summary.player("id:lea1")
    assert lea.games["drole"].best_score == 20.0 and lea.games["cubes"].best_score == 5.0
    assert lea.games[ALL].played == 3 and lea.games[ALL].won == 2
    assert lea.games[ALL].best_score is None               # scores of two games don't compare
    assert summary.games == {"drole": 2, "cubes": 1}


def test_the_last_twenty_results_in_order():
    entries = [game([LEA, cpu("easy")], [0] if day % 3 else [1], day=day % 28 + 1) for day in range(30)]
    last = summarize(entries).player("id:lea1").games["cubes"].last
    assert len(last) == LAST
    assert [r.won for r in last] == [bool(day % 3) for day in range(10, 30)]


def test_who_is_who():
    """A family player by id (renamed: today's name), a guest by name whatever its
    case, a person with no name nowhere, the computers by level."""
    renamed = SeatRecord("Léa-Rose", "lea1", "human", "normal", "orange", 1)
    entries = [game([LEA, GUEST, NOBODY], [0], day=1),
               game([renamed, SeatRecord("zoé", None, "human", "easy", "sky", 2), cpu("easy")], [1], day=2)]
    summary = summarize(entries, {"lea1": "Léa-Rose"})
    assert [(p.key, p.name, p.kind) for p in summary.players] == [
        ("id:lea1", "Léa-Rose", "family"), ("name:zoé", "zoé", "guest"), ("cpu:easy", "easy", "computer")]
    assert summary.player("name:zoé").games["cubes"].won == 1
    assert summary.games == {"cubes": 2}


def test_the_table_of_who_won_most():
    entries = [game([LEA, PAPA, cpu("normal")], [0], day=1),
               game([LEA, PAPA, cpu("normal")], [2], day=2),
               game([LEA, PAPA, cpu("normal")], [0], day=3),
               game([PAPA, cpu("normal")], [0], day=4),
               game([PAPA, cpu("normal")], [1], day=5)]
    rows = summarize(entries, {"lea1": "Léa", "papa1": "Papa"}).tables["cubes"]
    assert [(r.name, r.played, r.won) for r in rows] == [
        ("Léa", 3, 2), ("normal", 5, 2), ("Papa", 5, 1)]      # equal wins: the better rate first


def test_ties_go_to_the_family_then_guests_then_computers():
    """Issue 19: equal wins and rate: the family's players first, then guests, then the
    computers (weakest first); each by name within (not "easy" above "Léa")."""
    entries = [game([LEA, cpu("hard", 2)], [0], day=1),
               game([LEA, cpu("hard", 2)], [1], day=2),
               game([GUEST, cpu("easy", 2)], [0], day=3),
               game([GUEST, cpu("easy", 2)], [1], day=4),
               game([PAPA, cpu("hard", 2)], [0], day=5),
               game([PAPA, cpu("hard", 2)], [1], day=6)]
    rows = summarize(entries, {"papa1": "Papa", "lea1": "Léa"}).tables["cubes"]
    assert [(r.name, r.played, r.won) for r in rows] == [
        ("hard", 4, 2),                                    # more wins still come first
        ("Léa", 2, 1), ("Papa", 2, 1), ("Zoé", 2, 1), ("easy", 2, 1)]
    level_tie = [game([cpu("normal", 1), cpu("easy", 2)], [0, 1], day=7)]
    rows = summarize(level_tie).tables["cubes"]
    assert [r.name for r in rows] == ["easy", "normal"]


def test_strongest_computer():
    seats = (LEA, cpu("easy"), cpu("hard", 5), cpu("normal", 6))
    assert strongest_computer(seats, 0) == "hard"
    assert strongest_computer(seats, 2) == "normal"
    assert strongest_computer((LEA, PAPA), 0) == PEOPLE


@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.sampled_from(["easy", "normal", "hard"])), max_size=60))
def test_counts_add_up(games):
    entries = [game([LEA, cpu(level)], [0] if won else [1], day=n % 28 + 1)
               for n, (won, level) in enumerate(games)]
    lea = summarize(entries).player("id:lea1")
    if not games:
        assert lea is None
        return
    tally = lea.games["cubes"]
    assert tally.played == len(games) and tally.won == sum(w for w, _ in games)
    assert sum(p for p, _ in tally.against.values()) == tally.played
    assert sum(w for _, w in tally.against.values()) == tally.won
    longest = run = 0
    for won, _ in games:
        run = run + 1 if won else 0
        longest = max(longest, run)
    assert tally.longest_streak == longest
