"""The family's records (issue 19): one line per finished game, recorded exactly once
through a real session played to its end, read back without ever crashing on damage."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import paths
from game.core.agents import agents_for, step
from game.core.match import Match
from game.core.save_file import load_save
from game.core.seats import Seat
from game.family import records
from game.session import Session

SEATS = [Seat("Léa", "orange", "human", "easy", 1, player="a1b2c3"),
         Seat("", "sky", "cpu", "normal", 2), Seat("Papa", "green", "cpu", "hard", 3)]


def play(session: Session, seed: int = 1, until: int | None = None) -> Session:
    """Computers (the quickest level) play ``session`` on to its end (or ``until``
    actions)."""
    agents = agents_for(session.game_id, ["easy"] * len(session.seats))
    rng = random.Random(seed)
    while not session.state.is_terminal():
        if until is not None and len(session.state.history) >= until:
            break
        session.apply(step(session.state, agents, rng))
    return session


def recorded() -> records.Records:
    records.APPENDER.wait()
    return records.read_records()


def test_a_finished_game_is_recorded_once_with_its_result(home):
    session = play(Session.new("cubes", [s.copy() for s in SEATS], seed=11))
    session.flush()
    found = recorded()
    assert found.damaged == 0 and found.problem is None
    (entry,) = found.entries
    state = session.state
    assert entry.game == "cubes" and entry.seed == 11 and entry.options == dict(state.options)
    assert list(entry.scores) == [float(s) for s in state.scores()]
    assert list(entry.winners) == state.winners()
    assert list(entry.places) == [state.places()[p] for p in range(3)]
    assert entry.actions == len(state.history) and entry.seconds >= 0
    assert entry.match is None and entry.date.endswith("Z") and entry.date[:2] == "20"
    assert [(s.name, s.player, s.kind, s.level) for s in entry.seats] == [
        ("Léa", "a1b2c3", "human", "easy"), ("", None, "cpu", "normal"), ("Papa", None, "cpu", "hard")]
    # the save's notation replays the same game
    save = records.saved_game(records.records_file(), entry)
    assert save is not None and save.actions == [str(a) for a in state.history]
    assert save.replay().to_dict() == state.to_dict()
    # the results asked again, the session flushed again: still one entry
    session.record_result()
    session._record_family()
    session.flush()
    assert len(recorded().entries) == 1


def test_an_undo_after_the_end_and_a_resumed_finished_game_record_nothing_more(home):
    from game.core.save_file import Save
    session = play(Session.new("drole", [s.copy() for s in SEATS], seed=5))
    session.flush()
    save = Save.of(session.state, session.seats)
    # a finished game opened again (a save of its end) is not a new game
    again = Session.from_save(save, save.replay(), paths.autosave_file())
    again.record_result()
    again.flush()
    # an undo after the end (the position before the last move put back, as Session.undo
    # does), then the same end again, then another end: the session recorded its game
    before = Save(save.game, save.seed, save.options, save.seats, save.actions[:-1])
    session.state = before.replay()
    session.apply(session.state.parse_action(save.actions[-1]))
    session.flush()
    assert len(recorded().entries) == 1


def test_the_results_screen_opened_twice_records_nothing_more(app):
    from game.scenes.results import ResultsScene
    session = play(Session.new("cubes", [s.copy() for s in SEATS], seed=8))
    ResultsScene(app, session)
    ResultsScene(app, session)
    session.flush()
    assert len(recorded().entries) == 1


def test_a_game_continued_from_a_save_taken_just_before_its_end_counts_once(home):
    """A crash between the end's record and the autosave's forgetting: Continue offers
    the position before the last move, and the same last move ends it again."""
    first = play(Session.new("cubes", [s.copy() for s in SEATS], seed=21))
    first.flush()
    save = first.save_data()
    last = save.actions.pop()
    state = save.replay()
    resumed = Session.from_save(save, state, paths.autosave_file())
    resumed.apply(resumed.state.parse_action(last))
    resumed.flush()
    assert len(recorded().entries) == 1
    # but another game, the same seed played otherwise, is a game of its own
    other = play(Session.new("cubes", [s.copy() for s in SEATS], seed=21), seed=99)
    other.flush()
    assert len(recorded().entries) == 1 + (other.save_data().actions != save.actions + [last])


def test_every_game_of_a_match_is_recorded_and_a_demo_or_a_simulation_is_not(home):
    from game import cli
    from game.scenes.start import demo_session
    match = Match.new("cubes", [s.copy() for s in SEATS], 3)
    for number in range(3):
        session = play(Session.new("cubes", match.seats(), seed=40 + number, match=match), number)
        session.flush()
        played = session.match_state()
        assert played is not None
        match = played
        if not match.is_over():
            match.start_next()
    demo_session("cubes", finish=True)                     # a look at the results screen
    play(Session.new("cubes", [s.copy() for s in SEATS], seed=3, autosave=False))
    cli.simulate("cubes", 2, 3, 1, ["easy"], {})
    cli.strength("cubes", 2, ["easy", "easy"], 2, 1, {})
    entries = recorded().entries
    assert [e.match for e in entries] == [{"number": n, "planned": 3} for n in (1, 2, 3)]
    assert [e.seed for e in entries] == [40, 41, 42]


def good_lines(home, count: int = 3) -> list[bytes]:
    for number in range(count):
        play(Session.new("cubes", [s.copy() for s in SEATS], seed=60 + number)).flush()
    return records.records_file().read_bytes().splitlines(keepends=True)


def test_damaged_lines_lose_only_themselves(home):
    lines = good_lines(home)
    assert len(lines) == 3
    first = json.loads(lines[0])
    bad_crc = lines[1].replace(b'"actions":["', b'"actions":["roll","')
    wrong_type = lines[1].replace(b'"seed": 61', b'"seed": "61"')
    nul_name = lines[1].replace(b'"name": "L\xc3\xa9a"', b'"name": "L\\u0000a"')
    assert bad_crc != lines[1] and wrong_type != lines[1] and nul_name != lines[1]
    damaged = [b"not json at all\n", b"{\"entry\": {\"v\": 1}}\n", b"\xff\xfe\xfd\n",
               bad_crc, wrong_type, nul_name, b"[1, 2, 3]\n", b'{"entry": ' + b"[" * 100_000 + b"\n",
               b"x" * (records.MAX_LINE + 10) + b"\n"]
    cut = lines[2][: len(lines[2]) // 2]                  # the last line cut short by a crash
    records.records_file().write_bytes(lines[0] + b"".join(damaged) + lines[1] + b"\n" + cut)
    found = records.read_records()
    assert [e.seed for e in found.entries] == [60, 61]
    assert found.entries[0].key == first["entry"]["key"]
    assert found.damaged == len(damaged) + 1
    assert found.problem is not None and found.problem.code == "damaged"
    # the next game starts a line of its own after the cut one
    play(Session.new("cubes", [s.copy() for s in SEATS], seed=70)).flush()
    assert [e.seed for e in recorded().entries] == [60, 61, 70]


def test_a_huge_file_is_read_by_its_tail(home):
    lines = good_lines(home, 2)
    path = records.records_file()
    filler = b"#" * 5000 + b"\n"
    path.write_bytes(lines[0] + filler * 40 + lines[1])
    found = records.read_records(max_bytes=len(lines[1]) + 7000)
    assert [e.seed for e in found.entries] == [61]
    assert found.unread_bytes > len(lines[0])
    assert found.damaged == 1                      # the one filler line in the tail read


def test_a_missing_or_unreadable_file_gives_no_entries(home):
    assert records.read_records().entries == []
    records.records_file().mkdir()
    found = records.read_records()
    assert found.entries == [] and found.problem is not None


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.one_of(st.binary(max_size=300), st.sampled_from([b"{", b"\n", b'{"entry": ', b"}"])),
                max_size=20))
def test_any_bytes_are_read_without_raising(home, chunks):
    path = records.records_file()
    path.write_bytes(b"".join(chunks))
    found = records.read_records()
    assert found.entries == [] or all(isinstance(e, records.Entry) for e in found.entries)


def test_a_record_line_holds_the_save_that_load_save_reads(home, tmp_path):
    (line,) = good_lines(home, 1)
    save = json.loads(line)["save"]
    (tmp_path / "again.json").write_text(json.dumps(save), encoding="utf-8")
    loaded, state = load_save(tmp_path / "again.json")
    assert state.is_terminal() and loaded.seats[0].player == "a1b2c3"


@pytest.mark.parametrize("game_id", ["drole", "gouda", "chaos"])
def test_each_game_records_its_end(home, game_id):
    from game.core import registry
    low, _ = registry.descriptor(game_id).players
    colours = ["violet", "brown"] if game_id == "chaos" else ["orange", "sky"]
    seats = [Seat("Léa", colours[0], "human", "easy", 1), Seat("", colours[1], "cpu", "easy", 2)]
    session = play(Session.new(game_id, seats, seed=3))
    session.flush()
    (entry,) = recorded().entries
    assert entry.game == game_id and list(entry.winners) == session.state.winners()


def test_a_sparse_giant_or_a_pipe_never_hangs(home):
    import os
    path = records.records_file()
    with open(path, "wb") as handle:
        handle.truncate(200 * 1024 * 1024)             # 200 MB of nothing, on no disk
    found = records.read_records()
    assert found.entries == [] and found.unread_bytes > 0
    path.unlink()
    os.mkfifo(path)
    found = records.read_records()
    assert found.entries == [] and found.problem is not None
    with pytest.raises(OSError):
        records.append_line(path, "{}\n", "k")


tricky = st.text(st.characters(blacklist_categories=("Cs", "Cc")), max_size=20) | st.sampled_from(
    ['", "save": {', ', "save": ', '"}\n{"entry": ', "\\", "Léa 🧀"])


@settings(max_examples=60, deadline=None)
@given(names=st.lists(tricky, min_size=2, max_size=4), option=tricky,
       actions=st.lists(tricky, max_size=5), seed=st.integers(0, 2 ** 62))
def test_any_line_reads_back_as_written(names, option, actions, seed):
    """Names, options and moves holding quotes, the separator itself, line breaks...:
    the entry read is the entry written, and its save is the save."""
    from game.core.save_file import Save
    names = [n for n in names if n.isprintable()] or ["A", "B"]
    seats = [Seat(n, "orange", "human", "easy", i + 1) for i, n in enumerate(names)]
    save = Save("cubes", seed, {"x": option}, seats, actions)
    entry = {"v": 1, "key": "", "date": "2026-11-27T10:00:00Z", "game": "cubes", "rules": 1,
             "options": {"x": option}, "seed": seed,
             "seats": [dict(s.to_dict(), player=None) for s in seats],
             "scores": [1.5] * len(seats), "winners": [0], "places": [1] + [2] * (len(seats) - 1),
             "actions": len(actions), "seconds": 3.0, "match": None}
    line, key = records.line_of(records.Finished(entry, save))
    assert line.count("\n") == 1 and line.endswith("\n")
    read = records.parse_line(line.encode("utf-8"))
    assert read.key == key and [s.name for s in read.seats] == names
    assert read.options == {"x": option} and read.seed == seed
    assert records._split(line.encode("utf-8"))[1] == json.dumps(
        json.loads(save.to_json()), ensure_ascii=False, separators=(",", ":")).encode("utf-8")
