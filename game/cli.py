"""Headless commands for testers, CI and benchmarks (DESIGN.md, "Headless commands").

    python -m game simulate <id> --players N --games K --seed S [--ai LEVEL] [--option k=v]
    python -m game replay FILE
    python -m game games
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from typing import Any

import yaml

from .core import registry
from .core.agents import Agent, step
from .core.saves import SaveError, load_save

MAX_ACTIONS = 100_000


def _parse_options(pairs: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"--option takes key=value, not {pair!r}")
        options[key] = yaml.safe_load(value)
    return options


def simulate(game_id: str, players: int, games: int, seed: int, levels: list[str],
             options: dict[str, Any]) -> dict[str, Any]:
    """Play ``games`` complete games with computer players; a JSON-able summary."""
    agents = [Agent(game_id, levels[i % len(levels)]) for i in range(players)]
    wins = [0.0] * players
    errors: list[str] = []
    lengths: list[int] = []
    started = time.perf_counter()
    for number in range(games):
        rng = random.Random(seed * 1_000_003 + number)
        state = registry.new_game(game_id, players, seed + number, options)
        try:
            while not state.is_terminal():
                if len(state.history) >= MAX_ACTIONS:
                    raise RuntimeError(f"no end after {MAX_ACTIONS} actions")
                state.apply(step(state, agents, rng))
        except Exception as exc:  # a rules error is what the simulator is for
            errors.append(f"game {number} (seed {seed + number}): {exc!r}\n"
                          + traceback.format_exc(limit=3))
            continue
        lengths.append(len(state.history))
        winners = state.winners()
        for w in winners:
            wins[w] += 1.0 / len(winners)
    elapsed = time.perf_counter() - started
    total_actions = sum(lengths)
    return {
        "game": game_id,
        "players": players,
        "games": games,
        "seed": seed,
        "ai": levels,
        "options": options,
        "errors": len(errors),
        "error_samples": errors[:3],
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 1) if elapsed else None,
        "actions_per_second": round(total_actions / elapsed, 1) if elapsed else None,
        "mean_actions": round(total_actions / len(lengths), 1) if lengths else 0,
        "max_actions": max(lengths, default=0),
        "wins": [round(w, 2) for w in wins],
    }


def replay(path: str) -> dict[str, Any]:
    try:
        save, state = load_save(path)
    except SaveError as exc:
        return {"file": path, "consistent": False, "problem": exc.problem}
    return {"file": path, "consistent": True, "game": save.game, "players": len(save.seats),
            "actions": len(save.actions), "finished": state.is_terminal(),
            "winners": state.winners()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play complete games with computer players")
    sim.add_argument("game", choices=registry.games())
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--ai", default="normal",
                     help="computer level, or a comma list, one per seat (random, easy, normal, hard)")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    rep = sub.add_parser("replay", help="re-run a saved game and check it")
    rep.add_argument("file")
    sub.add_parser("games", help="list the registered games")
    args = parser.parse_args(argv)

    if args.command == "simulate":
        try:
            result = simulate(args.game, args.players, args.games, args.seed,
                              args.ai.split(","), _parse_options(args.option))
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        print(json.dumps(result))
        return 1 if result["errors"] else 0
    if args.command == "replay":
        result = replay(args.file)
        print(json.dumps(result))
        return 0 if result["consistent"] else 1
    if args.command == "games":
        print(json.dumps(registry.games()))
        return 0
    return 2
