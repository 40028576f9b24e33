"""Complete games hosted with no window (game/net/hosting.py over game/net/server.py),
two seats played from joined computers on 127.0.0.1 (random legal decisions, random
claims in the answer windows), computers in the others: every game ends, every update
a joined computer received is its own seat's observation and visible events as the
host had them (nothing of another seat's), and its last is the host's final position."""

from __future__ import annotations

import os

import pytest
from netbots import Bot, HostedGame, reach

GAMES = [("cubes", 3, {}), ("drole", 3, {}), ("gouda", 3, {"powers": "set"}), ("chaos", 3, {})]
#: the computers' level: Chaos between random players ends only at its turn limit
LEVEL = {"chaos": "normal", "drole": "normal"}
SOAK = int(os.environ.get("SOURIS_SOAK_GAMES", "0") or 0)


def play(game_id: str, players: int, options: dict, seed: int, remote=(0, 2)) -> tuple[dict, list[Bot], HostedGame]:
    hosted = HostedGame(game_id, players, set(remote), seed=seed, options=options, fast=True,
                        level=LEVEL.get(game_id, "random"))
    try:
        port = hosted.start()
        bots = [Bot(port, hosted.code, game_id, rng_seed=seed * 10 + k, paced=False).start()
                for k in range(len(remote))]
        summary = hosted.finish()
        for bot in bots:
            bot.join()
    finally:
        hosted.close()
    return summary, bots, hosted


@pytest.mark.parametrize("game_id, players, options", GAMES)
def test_a_complete_game_with_two_joined_computers(game_id, players, options) -> None:
    summary, bots, hosted = play(game_id, players, options, seed=3)
    assert summary["finished"] and summary["clients"] == 2
    assert summary["winners"] == hosted.session.state.winners()
    assert sorted(bot.seat for bot in bots) == [0, 2]
    for bot in bots:
        assert bot.closed == "finished"
        assert set(bot.refused) <= {"stale"}      # an answer a new round overtook, at most
        assert bot.actions_sent > 0
        hosted.check_bot(bot)
    assert summary["refused"] == sum(len(bot.refused) for bot in bots)
    if game_id == "gouda":           # with powers: answer windows, claims and answers
        assert sum(bot.answers.get("claim", 0) for bot in bots) > 0
        assert sum(bot.answers.get("pass", 0) for bot in bots) > 0
        assert sum(bot.window_plays for bot in bots) > 0


def test_chaos_asks_a_joined_computer_in_its_answer_window() -> None:
    """Chaos's window (a seat given a mouse by a wrong claim may claim) asks a seat on
    another computer: it answers there, and the game goes on to its end."""
    state = reach("chaos", 4, lambda s: s.in_window() and s.current_player() in (0, 2),
                  seeds=range(11, 40), prefer="claim")
    asked, start = state.current_player(), len(state.history)
    hosted = HostedGame("chaos", 4, {0, 2}, fast=True, state=state)
    try:
        port = hosted.start()
        bots = [Bot(port, hosted.code, "chaos", rng_seed=k, paced=False, seat=k * 2).start()
                for k in range(2)]
        summary = hosted.finish()
        for bot in bots:
            bot.join()
    finally:
        hosted.close()
    assert summary["finished"]
    first = bots[asked // 2].updates[0].status
    assert first.in_window and first.to_play == asked and "claim" in first.legal
    answered = hosted.session.state.history[start]
    assert str(answered) in ("claim", "pass")        # the joined computer's answer
    for bot in bots:
        assert not bot.refused
        hosted.check_bot(bot)


@pytest.mark.skipif(not SOAK, reason="SOURIS_SOAK_GAMES not set")
@pytest.mark.parametrize("game_id, players, options", GAMES)
def test_soak(game_id, players, options) -> None:
    for seed in range(100, 100 + SOAK):
        summary, bots, hosted = play(game_id, players, options, seed)
        assert summary["finished"]
        for bot in bots:
            hosted.check_bot(bot)
