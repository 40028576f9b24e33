"""Issue 20's fault "kill the host and continue from its autosave", with the real
joined programs: ``python -m game host --save FILE`` on a fixed port of 127.0.0.1, two
``main.py --join ... --autoplay --quick`` processes (SDL's dummy driver, each its own
player folder); the host is killed with no goodbye mid-game and started again with
``--resume FILE`` on the same port. The joined programs come back by themselves with
the tokens kept in their folders (the code is not typed again), and the game ends
finished, each table the host's final observation for its seat.

Three programs and a restart take longer than the suite's few seconds per file: in
a soak (``SOURIS_SOAK_GAMES`` set), for cubes, and for gouda with powers (answer
windows asked on the joined screens across the restart)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

SOAK = int(os.environ.get("SOURIS_SOAK_GAMES", "0") or 0)
ROOT = Path(__file__).resolve().parents[2]
#: seconds any one wait may take (a loaded machine)
WAIT = 120.0

pytestmark = pytest.mark.skipif(not SOAK, reason="SOURIS_SOAK_GAMES not set (three programs and a restart)")


def env(home: Path) -> dict[str, str]:
    return dict(os.environ, PYTHONPATH=str(ROOT), SOURIS_FROMAGES_HOME=str(home), SOURIS_NO_DISCOVERY="1",
                SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def saved(path: Path) -> int:
    """How many actions the save at ``path`` holds (-1: none readable yet)."""
    try:
        return len(json.loads(path.read_text())["actions"])
    except (OSError, ValueError, KeyError):
        return -1


def host(home: Path, game: str, port: int, *extra: str) -> subprocess.Popen:
    home.mkdir(parents=True, exist_ok=True)
    proc = subprocess.Popen(
        [sys.executable, "-m", "game", "host", game, "--players", "3", "--remote", "0,2",
         "--code", "4821", "--port", str(port), "--no-discovery", "--ai", "random",
         "--answer-seconds", "5", *extra],
        cwd=ROOT, env=env(home), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert line, proc.communicate(timeout=WAIT)[1][-2000:]
    assert json.loads(line)["port"] == port
    return proc


def joined(home: Path, port: int) -> subprocess.Popen:
    home.mkdir(parents=True)
    return subprocess.Popen(
        [sys.executable, "main.py", "--join", f"127.0.0.1:{port}", "--code", "4821", "--autoplay",
         "--quick", "--until-end", "--no-discovery", "--trace", str(home / "trace.json")],
        cwd=ROOT, env=env(home), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@pytest.mark.parametrize("game, options", [("cubes", []), ("gouda", ["--option", "powers=set"])])
def test_the_host_killed_mid_game_continues_from_its_save_and_the_programs_come_back(
        tmp_path, game, options) -> None:
    port = free_port()
    save = tmp_path / "hosted.json"
    procs: list[subprocess.Popen] = []
    try:
        first = host(tmp_path / "host", game, port, "--seed", "6", "--save", str(save), *options)
        procs.append(first)
        clients = [joined(tmp_path / f"joined{k}", port) for k in range(2)]
        procs += clients
        deadline = time.monotonic() + WAIT
        while saved(save) < 12:                       # well into the game
            assert time.monotonic() < deadline and first.poll() is None, "the game never got going"
            time.sleep(0.01)
        first.kill()                                   # no goodbye
        first.communicate(timeout=WAIT)
        played = saved(save)
        assert played >= 12
        again = host(tmp_path / "host", game, port, "--resume", str(save), *options)
        procs.append(again)
        out, err = again.communicate(timeout=WAIT)
        reports = []
        for client in clients:
            client_out, client_err = client.communicate(timeout=WAIT)
            assert client.returncode == 0, client_err[-2000:]
            reports.append(json.loads(client_out.strip().splitlines()[-1]))
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.communicate(timeout=WAIT)
    assert again.returncode == 0, err[-2000:]
    summary = json.loads(out.strip().splitlines()[-1])
    assert summary["finished"] and summary["clients"] == 2 and summary["actions"] > played
    assert sorted(r["seat"] for r in reports) == [0, 2]      # each its own seat, by its token
    for report in reports:
        assert report["finished"] and report["matches_host"], report
    for k in range(2):                  # each table showed the game before and after the kill
        shown = [int(seq) for seq in json.loads((tmp_path / f"joined{k}" / "trace.json").read_text())["shown"]]
        assert min(shown) <= played < max(shown)
    for k in range(2):                                       # the token kept, then forgotten
        kept = json.loads((tmp_path / f"joined{k}" / "net" / "tokens.json").read_text())
        assert f"127.0.0.1:{port}" not in kept.get("hosts", {})   # a finished game's
    assert not save.exists()                                  # a finished game is no longer offered
