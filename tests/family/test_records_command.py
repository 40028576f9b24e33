"""``python -m game records [--json]`` (issue 19): the family's players and records,
in French and English, as a table and as data; and ``--bench``."""

from __future__ import annotations

import json
import re

import pytest
from test_records import play

from game import cli, i18n, paths
from game.config import load_yaml
from game.core.seats import Seat
from game.family import records
from game.family.players import load_family
from game.session import Session


@pytest.fixture
def family_games(home):
    family, _ = load_family()
    lea = family.add("Léa", child=True, level="easy")
    family.add("Papa", level="hard")
    family.flush()
    seats = [Seat("Léa", "orange", "human", "easy", 1, player=lea.id), Seat("", "sky", "cpu", "hard", 2)]
    sessions = [play(Session.new(game, [s.copy() for s in seats], seed=seed), seed)
                for game, seed in (("cubes", 1), ("cubes", 2), ("drole", 3))]
    for session in sessions:
        session.flush()
    records.records_file().open("ab").write(b"damaged line\n")
    yield lea, sessions
    i18n.set_language("en")


def test_the_readable_table_in_both_languages(family_games, capsys):
    lea, sessions = family_games
    lea_wins = sum(0 in s.state.winners() for s in sessions)
    assert cli.main(["records", "--lang", "en"]) == 0
    english = capsys.readouterr().out
    assert "Léa (Orange, Plain): child, plays against Easy computer players" in english
    assert "Papa (Sky blue, Heart): grown-up" in english
    assert "Records — 3 games" in english and "1 damaged line was left out." in english
    assert "Mouse Dice" in english or "cubes" in english.lower()
    assert f"Léa: 3 games, {lea_wins} win" in english
    assert "Computer (Hard)" in english
    assert cli.main(["records", "--lang", "fr"]) == 0
    french = capsys.readouterr().out
    assert "Léa (Orange, Simple)\u00a0: enfant" in french and "Palmarès — 3 parties" in french
    assert "Souris et cubes de fromage\u00a0: 2 parties" in french
    assert not re.search(r"[^\u00a0\u202f][:;!?](\s|$)", french), "French needs its non-breaking spaces"


def test_the_json_says_the_same(family_games, capsys):
    lea, sessions = family_games
    assert cli.main(["records", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [p["name"] for p in data["players"]] == ["Léa", "Papa"]
    assert data["records"]["entries"] == 3 and data["records"]["damaged"] == 1
    assert data["records"]["games"] == {"cubes": 2, "drole": 1}
    me = next(p for p in data["records"]["players"] if p["key"] == f"id:{lea.id}")
    cubes = me["games"]["cubes"]
    assert cubes["played"] == 2
    assert cubes["won"] == sum(0 in s.state.winners() for s in sessions[:2])
    assert cubes["against"]["hard"]["played"] == 2
    assert [r["won"] for r in me["games"]["*"]["last"]] == [0 in s.state.winners() for s in sessions]


def test_no_family_and_no_records(home, capsys):
    assert cli.main(["records", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "No family players yet" in out and "No finished game yet." in out
    assert not paths.records_file().exists()


def test_the_bench_never_touches_the_familys_records(home, capsys):
    assert cli.main(["records", "--bench", "12"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["entries"] == 12 and data["summarized"] == 12
    assert data["cpu_total_ms"] >= 0 and data["peak_mb"] >= 0
    assert not paths.records_file().exists()


@pytest.mark.parametrize("name", ["family.yaml", "app.yaml"])
def test_french_typography(name):
    def walk(node):
        if isinstance(node, dict):
            for value in node.values():
                yield from walk(value)
        else:
            yield str(node)
    for text in walk(load_yaml(paths.LOCALE / "fr" / name)):
        assert not re.search(r"[^\u00a0\u202f][:;!?]", text.replace("http:", "")), text
