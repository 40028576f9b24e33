"""Whole games between real programs (issue 20's tests): a host (``main.py --game G
--remote SEATS``, the real window program with SDL's dummy driver, computers at its
other seats) and joined computers (``main.py --join 127.0.0.1:PORT --autoplay``), each
a process of its own with its own player folder, on 127.0.0.1 with discovery off, all
played by ``game.net.bench`` with ``--quick`` (no animations, no pauses).

Each joined computer's table must end as the host's final observation for its seat
(``matches_host``: 0 desyncs). In the suite, one short game of cubes with two joined
programs; with ``SOURIS_SOAK_GAMES=N``, N games in all (a quarter of them for each
game, rounded up), with 2 to 6 joined programs in turn (2 to 4 where the game seats 4
at most; a computer at the host's table beside them wherever the game has a seat for it)."""

from __future__ import annotations

import math
import os

import pytest

from game.net.bench import latencies, play_one

SOAK = int(os.environ.get("SOURIS_SOAK_GAMES", "0") or 0)
#: joined programs in turn, per game (the game's seats allowing)
CLIENTS = {"cubes": (2, 3, 4), "drole": (2, 3, 4), "chaos": (2, 3, 4), "gouda": (2, 3, 4, 5, 6)}


def check(played) -> None:
    """The game ended, seen the same everywhere."""
    assert not played.problems, played.problems
    host = played.host
    assert host["finished"] and host["clients"] == len(played.remote), host
    assert host["refused"] == 0 or set(host["refusals"]) <= {"stale"}, host
    assert len(played.clients) == len(played.remote)
    assert sorted(c["seat"] for c in played.clients) == played.remote
    for report in played.clients:
        assert report["finished"] and report["matches_host"], report
    assert played.desyncs == 0
    for trace in played.traces:                  # every change of the host reached each table
        assert trace["shown"], trace


def test_two_joined_programs_play_a_game_of_cubes_to_its_end(tmp_path) -> None:
    played = play_one("cubes", 2, seed=5, folder=tmp_path, quick=True, timeout=240,
                      options=["target=6"])         # the rule book's shorter game
    check(played)
    assert played.players == 3                   # a computer at the host's table too
    assert sum(c["actions_sent"] for c in played.clients) > 0
    to_table, to_others = latencies(played)
    assert to_table and all(ms >= 0 for ms in to_table)


@pytest.mark.skipif(not SOAK, reason="SOURIS_SOAK_GAMES not set")
@pytest.mark.parametrize("game_id", ["cubes", "drole", "gouda", "chaos"])
def test_soak_of_whole_games_between_real_programs(game_id, tmp_path) -> None:
    failed = []
    games = math.ceil(SOAK / 4)
    for number in range(games):
        clients = CLIENTS[game_id][number % len(CLIENTS[game_id])]
        played = play_one(game_id, clients, seed=1000 + number, folder=tmp_path / f"g{number}",
                          quick=True, timeout=600)
        try:
            check(played)
        except AssertionError as exc:
            failed.append(f"{game_id} seed {played.seed}, {clients} joined: {str(exc)[:300]}")
    assert not failed, f"{len(failed)} of {games} games: " + "\n".join(failed[:5])


@pytest.mark.parametrize("argv, words", [
    (["--game", "cubes", "--remote", "0"], "--code"),
    (["--game", "cubes", "--remote", "0", "--code", "48a1"], "--code"),
    (["--remote", "0", "--code", "4821"], "--game"),
    (["--game", "cubes", "--remote", "0,0", "--code", "4821"], "--remote"),
    (["--game", "cubes", "--remote", "0", "--code", "4821", "--port", "70000"], "--port"),
])
def test_hosting_from_the_command_line_takes_clear_arguments(capsys, argv, words) -> None:
    from game.app import parse_args
    with pytest.raises(SystemExit) as stopped:
        parse_args(argv)
    assert stopped.value.code == 2
    assert words in capsys.readouterr().err


@pytest.mark.parametrize("argv, words", [
    (["netbench", "dominoes"], "no game 'dominoes'"),
    (["netbench", "cubes", "--clients", "7"], "--clients"),
    (["netbench", "cubes", "--clients", "2,x"], "--clients"),
])
def test_netbench_refuses_what_it_cannot_play_in_words(capsys, argv, words) -> None:
    from game.cli import main
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err
