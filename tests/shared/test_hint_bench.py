"""``python -m game bench GAME --hint`` (issue 19) times the hint on real positions."""

from __future__ import annotations

import json

import pytest

from game import cli


@pytest.mark.parametrize("game_id", ["cubes", "drole", "gouda"])
def test_bench_hint_reports_its_timings(game_id, capsys):
    assert cli.main(["bench", game_id, "--hint", "--decisions", "4", "--players", "2"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["hint"] is True and result["decisions"] == 4
    assert result["ms_p50"] is not None and result["ms_p95"] >= result["ms_p50"]
    assert result["decide_decisions"] == result["reason_decisions"] == 4
