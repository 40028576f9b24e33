"""``python -m game host`` (game/cli.py): a game hosted with no window in a process of
its own, on 127.0.0.1: one JSON line when it listens, one summary when the game ends;
two joined computers play it to the end; bad arguments get argparse's clear message."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from netbots import WAIT, Bot

from game.cli import main

ROOT = Path(__file__).resolve().parents[2]


def test_a_game_hosted_by_the_command_is_played_to_its_end(tmp_path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT), SOURIS_FROMAGES_HOME=str(tmp_path))
    proc = subprocess.Popen(
        [sys.executable, "-m", "game", "host", "cubes", "--players", "3", "--remote", "0,2",
         "--code", "4821", "--port", "0", "--no-discovery", "--ai", "random", "--seed", "4"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        ready = json.loads(proc.stdout.readline())
        assert ready == {"ready": True, "port": ready["port"], "game": "cubes"} and ready["port"] > 0
        bots = [Bot(ready["port"], "4821", "cubes", rng_seed=k).start() for k in range(2)]
        out, err = proc.communicate(timeout=120)
        for bot in bots:
            bot.join(WAIT)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate(timeout=WAIT)
    assert proc.returncode == 0, err
    summary = json.loads(out.strip().splitlines()[-1])
    assert summary["finished"] and summary["clients"] == 2 and summary["actions"] > 10
    assert set(summary) >= {"finished", "winners", "actions", "refused", "clients"}
    assert summary["refused"] == sum(len(bot.refused) for bot in bots)
    for bot in bots:
        assert bot.closed == "finished" and bot.updates[-1].status.terminal
        assert list(bot.updates[-1].status.winners) == summary["winners"]


@pytest.mark.parametrize("argv, words", [
    (["--players", "3", "--remote", "0,x", "--code", "4821", "--port", "0"], "--remote"),
    (["--players", "3", "--remote", "0,0", "--code", "4821", "--port", "0"], "twice"),
    (["--players", "3", "--remote", "0", "--code", "48a1", "--port", "0"], "--code"),
    (["--players", "3", "--remote", "0", "--code", "4821", "--port", "70000"], "--port"),
    (["--players", "3", "--remote", "0", "--code", "4821"], "--port"),
])
def test_bad_arguments_get_a_clear_message(capsys, argv, words) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["host", "gouda", *argv])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


@pytest.mark.parametrize("argv, words", [
    (["--players", "9", "--remote", "0"], "played by 2 to 6"),
    (["--players", "3", "--remote", "0,5"], "the seats are 0 to 2"),
    (["--players", "3", "--remote", "0", "--ai", "genius"], "--ai"),
])
def test_arguments_the_game_refuses_get_a_clear_message(capsys, argv, words) -> None:
    assert main(["host", "gouda", *argv, "--code", "4821", "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


def saved(path: Path) -> int:
    """How many actions the save at ``path`` holds (-1: none readable yet)."""
    try:
        return len(json.loads(path.read_text())["actions"])
    except (OSError, ValueError, KeyError):
        return -1


def start_host(env: dict, *extra: str) -> tuple[subprocess.Popen, int]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "game", "host", "cubes", "--players", "3", "--remote", "0,1",
         "--code", "4821", "--port", "0", "--no-discovery", "--ai", "random", *extra],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert line, proc.communicate(timeout=WAIT)[1]
    return proc, json.loads(line)["port"]


def test_a_host_killed_mid_game_continues_from_its_save_and_the_computers_come_back(tmp_path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT), SOURIS_FROMAGES_HOME=str(tmp_path))
    save = tmp_path / "hosted.json"
    procs: list[subprocess.Popen] = []
    try:
        proc, port = start_host(env, "--seed", "6", "--save", str(save))
        procs.append(proc)
        bots = [Bot(port, "4821", "cubes", rng_seed=k, seat=k, quit_after=12).start()
                for k in range(2)]
        for bot in bots:
            bot.join(WAIT)
        seen = bots[0].updates[-1].status.history
        deadline = time.monotonic() + WAIT           # the table waits for them: its save
        while saved(save) < seen:                    # catches up
            assert time.monotonic() < deadline, "the save never caught up"
            time.sleep(0.02)
        proc.kill()                                   # no goodbye
        proc.communicate(timeout=WAIT)
        played = saved(save)
        proc, port = start_host(env, "--resume", str(save))
        procs.append(proc)
        back = [Bot(port, "0000", "cubes", rng_seed=10 + k, token=bots[k].token).start()
                for k in range(2)]
        out, err = proc.communicate(timeout=120)
        for bot in back:
            bot.join(WAIT)
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.communicate(timeout=WAIT)
    assert proc.returncode == 0, err
    summary = json.loads(out.strip().splitlines()[-1])
    assert summary["finished"] and summary["clients"] == 2 and summary["actions"] > played
    assert [bot.seat for bot in back] == [0, 1]            # each its own seat, by its token
    for bot in back:
        assert bot.updates[0].status.history == played and bot.closed == "finished"
    assert not save.exists()                               # a finished game is no longer offered


def test_a_game_listening_on_this_computer_only_is_never_announced() -> None:
    from game.cli import _loopback
    assert _loopback("127.0.0.1") and _loopback("::1") and _loopback("localhost")
    assert not _loopback("0.0.0.0") and not _loopback("192.168.1.20")
