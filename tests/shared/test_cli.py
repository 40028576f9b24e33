"""The headless commands (DESIGN.md, "Headless commands"): simulate, replay, games."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from game.core import registry
from game.core.agents import agents_for, step
from game.core.protocol import GameState
from game.core.save_file import Save, Seat, write_save

ROOT = Path(__file__).resolve().parents[2]
KEYS = {"game", "games", "errors", "games_per_second", "mean_actions", "wins"}


def run(capsys, *argv: str) -> tuple[int, dict | None, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    lines = out.strip().splitlines()
    assert len(lines) <= 1, f"expected one JSON line, got {out!r}"
    return code, (json.loads(lines[0]) if lines else None), err


def check_summary(result: dict, players: int, games: int) -> None:
    assert set(result) >= KEYS
    assert result["game"] == "cubes" and result["games"] == games
    assert result["errors"] == 0, result.get("error_samples")
    assert result["games_per_second"] > 0
    assert result["mean_actions"] > 10
    assert len(result["wins"]) == players
    assert sum(result["wins"]) == pytest.approx(games, abs=0.05)
    assert all(w >= 0 for w in result["wins"])


def test_simulate_in_process(capsys):
    code, result, err = run(capsys, "simulate", "cubes", "--players", "4", "--games", "50",
                            "--seed", "1")
    assert code == 0 and err == ""
    check_summary(result, 4, 50)
    assert result["players"] == 4 and result["seed"] == 1 and result["options"] == {}


def test_simulate_is_reproducible(capsys):
    argv = ["simulate", "cubes", "--players", "3", "--games", "20", "--seed", "5"]
    _, first, _ = run(capsys, *argv)
    _, second, _ = run(capsys, *argv)
    for key in ("wins", "mean_actions", "max_actions"):
        assert first[key] == second[key]


def test_simulate_in_a_subprocess():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "game", "simulate", "cubes", "--players", "4",
                           "--games", "50", "--seed", "1"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 1, proc.stdout
    check_summary(json.loads(lines[0]), 4, 50)


def test_simulate_with_random_players_and_an_option(capsys):
    code, result, _ = run(capsys, "simulate", "cubes", "--players", "2", "--games", "30",
                          "--ai", "random", "--option", "target=6")
    assert code == 0
    check_summary(result, 2, 30)
    assert result["ai"] == ["random"] and result["options"] == {"target": 6}


def test_simulate_with_one_level_per_seat(capsys):
    code, result, _ = run(capsys, "simulate", "cubes", "--players", "3", "--games", "15",
                          "--ai", "easy,hard,random")
    assert code == 0
    check_summary(result, 3, 15)
    assert result["ai"] == ["easy", "hard", "random"]


@pytest.mark.parametrize("argv, words", [
    (["--option", "target=5"], ["target"]),
    (["--option", "colours=3"], ["unknown option", "colours"]),
    (["--ai", "genius"], ["genius"]),
    (["--players", "7"], ["2 to 4"]),
])
def test_simulate_refuses_bad_arguments(capsys, argv, words):
    code, result, err = run(capsys, "simulate", "cubes", "--games", "2", *argv)
    assert code != 0 and result is None
    for word in words:
        assert word in err


def test_simulate_refuses_an_option_without_a_value(capsys):
    with pytest.raises(SystemExit) as info:
        main(["simulate", "cubes", "--games", "2", "--option", "target"])
    assert info.value.code not in (0, None)
    assert "key=value" in str(info.value.code)


def test_simulate_refuses_an_unknown_game(capsys):
    with pytest.raises(SystemExit) as info:
        main(["simulate", "no-such-game"])
    assert info.value.code == 2
    assert "no-such-game" in capsys.readouterr().err


def test_games_lists_the_registered_games(capsys):
    code, result, _ = run(capsys, "games")
    assert code == 0 and result == registry.games() and "cubes" in result


def finished_save(path: Path) -> None:
    state = registry.new_game("cubes", 2, seed=4)
    rng = random.Random(4)
    agents = agents_for("cubes", ["normal"] * 2)
    while not state.is_terminal():
        state.apply(step(state, agents, rng))
    write_save(path, Save.of(state, [Seat("A", "blue"), Seat("B", "red", "cpu")]), state)


def test_replay_of_a_good_save(tmp_path, capsys):
    path = tmp_path / "good.json"
    finished_save(path)
    code, result, _ = run(capsys, "replay", str(path))
    assert code == 0
    assert result["consistent"] is True and result["finished"] is True
    assert result["game"] == "cubes" and result["players"] == 2 and result["winners"]
    assert result["actions"] == len(json.loads(path.read_text(encoding="utf-8"))["actions"])


def test_replay_of_a_tampered_save(tmp_path, capsys):
    path = tmp_path / "tampered.json"
    finished_save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["final_state"]["hands"][0]["red"] += 1            # a little cheating
    path.write_text(json.dumps(data), encoding="utf-8")
    code, result, _ = run(capsys, "replay", str(path))
    assert code != 0
    assert result["consistent"] is False
    assert "position it recorded" in result["problem"]


def test_replay_of_a_save_with_an_illegal_move(tmp_path, capsys):
    path = tmp_path / "illegal.json"
    finished_save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"].append("roll")                           # after the game is over
    path.write_text(json.dumps(data), encoding="utf-8")
    code, result, _ = run(capsys, "replay", str(path))
    assert code != 0 and result["consistent"] is False
    assert "over" in result["problem"]


def test_replay_of_a_missing_file(tmp_path, capsys):
    code, result, _ = run(capsys, "replay", str(tmp_path / "nothing.json"))
    assert code != 0 and result["consistent"] is False and result["problem"]


def test_simulate_counts_errors_and_fails(capsys, monkeypatch):
    calls = {"n": 0}
    real_apply = GameState.apply

    def flaky_apply(state, action):
        calls["n"] += 1
        if calls["n"] % 97 == 0:
            raise RuntimeError("the cheese fell off the table")
        return real_apply(state, action)

    monkeypatch.setattr(GameState, "apply", flaky_apply)
    code, result, _ = run(capsys, "simulate", "cubes", "--players", "2", "--games", "10")
    assert code != 0, "errors in the games must give a non-zero exit"
    assert 0 < result["errors"] <= 10
    assert any("cheese fell" in sample for sample in result["error_samples"])


def test_simulate_shares_a_tied_win(capsys, monkeypatch):
    from game.games.cubes.rules import CubesState

    monkeypatch.setattr(CubesState, "winners", lambda self: [0, 2] if self.is_terminal() else [])
    code, result, _ = run(capsys, "simulate", "cubes", "--players", "3", "--games", "8")
    assert code == 0
    assert result["wins"] == [4.0, 0.0, 4.0]


# ------------------------------------------------ what the command line accepts (issue 17)
@pytest.mark.parametrize("argv, words", [
    (["--games", "-1"], ["--games", "1 to 100000"]),
    (["--games", "0"], ["--games", "1 to 100000"]),
    (["--games", "100001"], ["--games", "1 to 100000"]),
    (["--games", "many"], ["--games", "whole number"]),
    (["--seed", "-5"], ["--seed", "from 0"]),
    (["--seed", str(10 ** 30)], ["--seed", "from 0"]),
])
def test_simulate_refuses_a_count_or_seed_out_of_range(capsys, argv, words):
    """``--games -1`` reported a negative rate; ``--games`` had no upper bound."""
    with pytest.raises(SystemExit) as info:
        main(["simulate", "cubes", *argv])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and all(word in err for word in words), err


@pytest.mark.parametrize("argv", [["--decisions", "0"], ["--decisions", "-3"], ["--seed", "-1"]])
def test_bench_refuses_a_count_or_seed_out_of_range(capsys, argv):
    with pytest.raises(SystemExit) as info:
        main(["bench", "cubes", *argv])
    assert info.value.code == 2 and argv[0] in capsys.readouterr().err


@pytest.mark.parametrize("seed", ["-5", str(10 ** 30), str(2 ** 63), "seven"])
def test_the_program_refuses_a_seed_no_save_can_hold(home, capsys, seed):
    """A save made with ``--seed -5`` or ``--seed 10**30`` was thrown out by the program
    at its next start: the command line now refuses what a save cannot hold."""
    from game import app
    with pytest.raises(SystemExit) as info:
        app.main(["--game", "cubes", "--seed", seed, "--frames", "1"])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "--seed" in err and "Traceback" not in err
    assert not (home / "saves" / "autosave.json").exists()


@pytest.mark.parametrize("seed", [0, 2 ** 63 - 1])
def test_a_game_started_with_any_seed_the_program_takes_loads_again(home, capsys, seed):
    """What the command line accepts, the program loads at its next start."""
    import pygame

    from game import app, paths
    from game.core.save_file import load_or_move_aside
    assert app.main(["--game", "cubes", "--players", "human,cpu", "--seed", str(seed),
                     "--frames", "2"]) == 0
    pygame.quit()
    save, state, problem = load_or_move_aside(paths.autosave_file())
    assert problem is None and save is not None and save.seed == seed and state is not None


@pytest.mark.parametrize("where", ["missing/folder/x.png", "a_file/x.png", "."])
def test_a_screenshot_that_cannot_be_written_is_one_line(home, tmp_path, capsys, where):
    """``main.py --screenshot /missing/folder/x.png`` ended in a traceback (after drawing
    every frame); now it is refused before the window opens."""
    from game import app
    (tmp_path / "a_file").write_text("", encoding="utf-8")
    with pytest.raises(SystemExit) as info:
        app.main(["--screenshot", str(tmp_path / where), "--frames", "1"])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "--screenshot" in err and "Traceback" not in err


def test_a_screenshot_is_written_where_asked(home, tmp_path, capsys):
    import pygame

    from game import app
    target = tmp_path / "shot.png"
    assert app.main(["--screenshot", str(target), "--frames", "2"]) == 0
    pygame.quit()
    assert pygame.image.load(str(target)).get_size() == (1280, 800)


# ------------------------------------------------------------------ strength
def test_wilson_interval():
    from game.cli import wilson

    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    low, high = wilson(0, 20)                  # never 0 wide, never below 0
    assert low == 0.0 and 0.1 < high < 0.2
    low, high = wilson(20, 20)
    assert high == 1.0 and 0.8 < low < 0.9
    assert wilson(0, 0) == (0.0, 1.0)


def test_strength_prints_the_rate_and_its_interval(capsys):
    code = main(["strength", "cubes", "--players", "2", "--pair", "hard,normal",
                 "--games", "40", "--seed", "3"])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    assert "hard wins" in out and "95% interval" in out and "draws" in out
    assert "by seat of hard: 1: " in out


def test_strength_rotates_seats_and_counts_every_game(capsys):
    code, result, _ = run(capsys, "strength", "cubes", "--players", "3", "--pair",
                          "hard,easy", "--games", "31", "--seed", "2", "--json")
    assert code == 0 and result["errors"] == 0
    assert result["games"] == 31 and result["pair"] == ["hard", "easy"]
    assert [s["games"] for s in result["by_seat"]] == [11, 10, 10]
    assert result["wins"] + result["draws"] + result["losses"] == 31
    assert result["wins"] == sum(s["wins"] for s in result["by_seat"])
    low, high = result["interval"]
    assert low <= result["win_rate"] <= high
    assert result["fair_share"] == pytest.approx(1 / 3, abs=1e-3)


def test_strength_counts_a_shared_win_as_a_draw(capsys, monkeypatch):
    from game.games.cubes.rules import CubesState

    monkeypatch.setattr(CubesState, "winners", lambda self: [0, 1] if self.is_terminal() else [])
    _, result, _ = run(capsys, "strength", "cubes", "--players", "3", "--games", "6", "--json")
    # the first level sits in seats 0, 1, 2, 0, 1, 2: shared wins in seats 0 and 1
    assert (result["wins"], result["draws"], result["losses"]) == (0, 4, 2)


def test_strength_gives_fresh_computers_to_every_game(capsys, monkeypatch):
    import game.cli as cli

    made = []
    real = cli.agents_for

    def counting(game_id, levels, yardsticks=False):
        agents = real(game_id, levels, yardsticks)
        made.append(agents)
        return agents

    monkeypatch.setattr(cli, "agents_for", counting)
    run(capsys, "strength", "cubes", "--players", "2", "--games", "5", "--json")
    run(capsys, "simulate", "cubes", "--players", "2", "--games", "5")
    players = [id(a.player) for agents in made for a in agents]
    assert len(made) >= 10 and len(set(players)) == len(players)


def test_strength_knows_the_yardstick_but_families_do_not(capsys):
    code, result, _ = run(capsys, "strength", "cubes", "--pair", "hard,stop3", "--games", "10",
                          "--json")
    assert code == 0 and result["games"] == 10
    code, _, err = run(capsys, "simulate", "cubes", "--ai", "stop3", "--games", "2")
    assert code != 0 and "stop3" in err
    assert "stop3" not in registry.levels("cubes")


@pytest.mark.parametrize("pair", ["hard", "hard,", "hard,genius"])
def test_strength_refuses_a_bad_pair(capsys, pair):
    code, result, err = run(capsys, "strength", "cubes", "--pair", pair, "--games", "2")
    assert code == 2 and result is None and err.startswith("error:")
