"""``python -m game host`` (game/cli.py): a game hosted with no window in a process of
its own, on 127.0.0.1: one JSON line when it listens, one summary when the game ends;
two joined computers play it to the end; bad arguments get argparse's clear message."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from netbots import WAIT, Bot

from game.cli import main

ROOT = Path(__file__).resolve().parents[2]


def test_a_game_hosted_by_the_command_is_played_to_its_end(tmp_path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT), SOURIS_FROMAGES_HOME=str(tmp_path))
    proc = subprocess.Popen(
        [sys.executable, "-m", "game", "host", "gouda", "--players", "3", "--remote", "0,2",
         "--code", "4821", "--port", "0", "--no-discovery", "--ai", "random", "--seed", "4",
         "--option", "powers=set"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        ready = json.loads(proc.stdout.readline())
        assert ready == {"ready": True, "port": ready["port"], "game": "gouda"} and ready["port"] > 0
        bots = [Bot(ready["port"], "4821", "gouda", rng_seed=k).start() for k in range(2)]
        out, err = proc.communicate(timeout=120)
        for bot in bots:
            bot.join(WAIT)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate(timeout=WAIT)
    assert proc.returncode == 0, err
    summary = json.loads(out.strip().splitlines()[-1])
    assert summary["finished"] and summary["clients"] == 2 and summary["actions"] > 20
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
