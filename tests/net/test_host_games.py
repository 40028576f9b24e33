"""Complete games hosted with no window (game/net/hosting.py over game/net/server.py),
two seats played from joined computers on 127.0.0.1 (random legal decisions, random
claims in the answer windows), computers in the others: every game ends, every update
a joined computer received is its own seat's observation and visible events as the
host had them (nothing of another seat's), and its last is the host's final position."""

from __future__ import annotations

import os

import pytest
from netbots import Bot, HostedGame

GAMES = [("cubes", 3, {}), ("drole", 3, {}), ("gouda", 4, {"powers": "set"}), ("chaos", 4, {})]
SOAK = int(os.environ.get("SOURIS_SOAK_GAMES", "0") or 0)


def play(game_id: str, players: int, options: dict, seed: int, remote=(0, 2)) -> tuple[dict, list[Bot], HostedGame]:
    hosted = HostedGame(game_id, players, set(remote), seed=seed, options=options)
    try:
        port = hosted.start()
        bots = [Bot(port, hosted.code, game_id, rng_seed=seed * 10 + k).start() for k in range(len(remote))]
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


@pytest.mark.skipif(not SOAK, reason="SOURIS_SOAK_GAMES not set")
@pytest.mark.parametrize("game_id, players, options", GAMES)
def test_soak(game_id, players, options) -> None:
    for seed in range(100, 100 + SOAK):
        summary, bots, hosted = play(game_id, players, options, seed)
        assert summary["finished"]
        for bot in bots:
            hosted.check_bot(bot)
