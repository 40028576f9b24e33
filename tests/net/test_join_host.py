"""The joined computer against the program's own host (``python -m game host``, issue
20), on 127.0.0.1: complete games (cubes; the four games, Gouda's with powers, in a
soak) with the joined seat played by its computer, ending with the joined table on the
host's last update for that seat and the host's summary saying the game finished with
nothing refused."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from apps import close
from joined import finished, joined_app, run_until

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(importlib.util.find_spec("game.net.hosting") is None,
                                reason="the program's host is not in this tree yet")

#: cubes in every run (the quickest whole game); gouda with powers (its answer windows
#: asked on the joined screen) and the others in a soak (``SOURIS_SOAK_GAMES`` set: a
#: few seconds each)
GAMES = [("cubes", 2, [])]
if os.environ.get("SOURIS_SOAK_GAMES"):
    GAMES += [("gouda", 3, ["--option", "powers=3"]), ("drole", 2, []), ("chaos", 3, [])]


@pytest.mark.parametrize("game_id, players, options", GAMES, ids=[g[0] for g in GAMES])
def test_a_whole_game_joined_to_the_programs_host(home, tmp_path, game_id, players, options) -> None:
    env = dict(os.environ, SOURIS_FROMAGES_HOME=str(tmp_path / "host"), SOURIS_NO_DISCOVERY="1")
    host = subprocess.Popen(
        [sys.executable, "-m", "game", "host", game_id, "--players", str(players), "--remote", "0",
         "--code", "4821", "--port", "0", "--no-discovery", "--ai", "random", "--seed", "5", *options],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    app = None
    try:
        assert host.stdout is not None
        ready = json.loads(host.stdout.readline())
        assert ready["ready"] is True and ready["game"] == game_id
        app = joined_app(f"127.0.0.1:{ready['port']}")
        run_until(app, finished(app))
        for _ in range(20):
            app.frame(0.3)
        session = app.joined
        assert session.seat == 0 and session.matches_host() and session.actions_sent > 0
        summary = json.loads(host.stdout.readline())
        assert summary["finished"] is True and summary["refused"] == 0
        assert sorted(summary["winners"]) == sorted(session.state.winners())
    finally:
        if app is not None:
            close(app)
        host.kill()
        host.wait(10)
