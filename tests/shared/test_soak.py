"""The soak (tools/soak.py): the real program fed random input across every screen and
both games, watched for crashes and for memory.

The long run is behind an environment variable, ``SOURIS_SOAK_MINUTES=5 python -m pytest
tests/shared/test_soak.py``: no crash, and never more than 150 MB. Always on: a few seconds of it,
so that the tool itself keeps working, and the same input for the same seed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LIMIT_MB = 150.0
#: seconds before a run counts as hung (a guard, never a timing: a busy machine is slow)
HANG = 900


def soak(tmp_path: Path, *args: str, timeout: float) -> tuple[dict, list[dict], str]:
    """Run tools/soak.py in a fresh process; its summary, its reports and its stderr."""
    env = dict(os.environ)
    env.update({"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                "SOURIS_FROMAGES_HOME": str(tmp_path), "PYTHONPATH": str(ROOT)})
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "soak.py"), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)
    lines = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    assert lines and lines[-1].get("summary"), f"no summary:\n{proc.stdout}\n{proc.stderr}"
    summary = lines[-1]
    assert proc.returncode == (1 if summary["crashes"] or summary["rss_max"] > summary["limit_mb"] else 0)
    return summary, lines[:-1], proc.stderr


def test_a_few_seconds_of_soak_run_and_say_what_they_saw(tmp_path):
    summary, reports, stderr = soak(tmp_path, "--frames", "700", "--minutes", "30", "--every", "0.5",
                                    "--seed", "3", timeout=HANG)
    assert summary["crashes"] == 0, stderr
    assert summary["frames"] == 700
    assert reports and all({"t", "scene", "rss_mb", "crashes"} <= set(r) for r in reports)
    assert {"rss_start", "rss_max", "rss_end", "rss_slope_mb_per_min"} <= set(summary)
    assert summary["rss_start"] <= summary["rss_max"] and "title" in summary["visits"]
    again, _, _ = soak(tmp_path / "again", "--frames", "700", "--minutes", "30", "--every", "5",
                       "--seed", "3", timeout=HANG)
    assert again["visits"] == summary["visits"] and again["seen"] == summary["seen"], \
        "the same seed gives the same afternoon"


@pytest.mark.skipif(not os.environ.get("SOURIS_SOAK_MINUTES"),
                    reason="a long soak: set SOURIS_SOAK_MINUTES (for example 5)")
def test_a_long_afternoon_neither_crashes_nor_grows(tmp_path):
    minutes = float(os.environ["SOURIS_SOAK_MINUTES"])
    summary, reports, stderr = soak(tmp_path, "--minutes", str(minutes), "--every", "15",
                                    "--seed", os.environ.get("SOURIS_SOAK_SEED", "1"),
                                    timeout=minutes * 60 + 300)
    assert summary["crashes"] == 0, stderr
    assert summary["rss_max"] < LIMIT_MB, reports
    screens = set(summary["visits"])
    if minutes >= 3:                                # long enough to have been everywhere
        assert {"title", "setup", "table:cubes", "table:drole", "pause"} <= screens, screens
