"""The thinking helper: ``python -m game.core.worker`` (started by
:class:`~game.core.thinking.WorkerThinker`).

It reads one JSON question a line on its standard input and writes one JSON answer a
line: ``{"token": n, "choice": k}`` (the index of the chosen action in the question's
``legal``) or ``{"token": n, "error": "..."}``. ``{"forget": table}`` drops the computer
players of a finished game. It ends when its input does. Headless: no pygame.
"""

from __future__ import annotations

import json
import sys
from typing import IO, Any

from . import registry
from .protocol import GameState
from .thinking import Players


def serve(stdin: IO[str], stdout: IO[str]) -> None:
    players = Players()
    parsers: dict[tuple[str, int], GameState] = {}
    for line in stdin:
        try:
            data: Any = json.loads(line)
        except ValueError:
            continue
        if not isinstance(data, dict):
            continue
        if "forget" in data:
            if isinstance(data["forget"], int):
                players.forget(data["forget"])
            continue
        token = data.get("token")
        try:
            game_id, count = str(data["game"]), int(data["players"])
            parser = parsers.get((game_id, count))
            if parser is None:
                parser = parsers[(game_id, count)] = registry.new_game(game_id, count, 0)
            legal = [parser.parse_action(text) for text in data["legal"]]
            obs = parser.observation_type.from_json(data["obs"])
            past = (count, int(data.get("game_seed", 0)), dict(data.get("options") or {}),
                    [str(text) for text in data.get("history") or []])
            choice = players.decide(game_id, int(data["table"]), int(data["seat"]),
                                    str(data["level"]), obs, legal, str(data["seed"]),
                                    past)
            reply: dict[str, Any] = {"token": token, "choice": choice}
        except Exception as exc:
            reply = {"token": token, "error": f"{type(exc).__name__}: {exc}"}
        stdout.write(json.dumps(reply) + "\n")
        stdout.flush()


if __name__ == "__main__":
    serve(sys.stdin, sys.stdout)
