"""``python main.py --join HOST:PORT --code CODE --autoplay --frames N`` (issue 20, "For
testers"): the real program joins a host on 127.0.0.1 in its window (dummy video
driver), a computer plays the seat it is given, and the usual figures come with
``seat``, ``actions_sent`` and ``matches_host``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from testhost import TestHost

ROOT = Path(__file__).resolve().parents[2]


def run_main(home: Path, *args: str) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               SOURIS_FROMAGES_HOME=str(home), SOURIS_NO_DISCOVERY="1")
    done = subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_join_from_the_command_line(home) -> None:
    host = TestHost("cubes", 2, {0}).start()
    try:
        report = run_main(home, "--join", host.address, "--code", "4821", "--autoplay",
                          "--frames", "90", "--size", "800x600")
        assert report["frames"] == 90 and report["seat"] == 0
        assert report["actions_sent"] >= 1            # the first decision is this seat's
        assert isinstance(report["matches_host"], bool)
        assert any(m["kind"] == "act" for m in host.received)
        assert host.received[-1]["kind"] == "bye"      # it said goodbye when it closed
        token = json.loads((home / "net" / "tokens.json").read_text())["hosts"][host.address]
        assert token["seat"] == 0 and token["game"] == "cubes"
    finally:
        host.close()

