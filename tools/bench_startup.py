#!/usr/bin/env python3
"""The yardstick for the program's start-up: a bare pygame-ce program.

``python tools/bench_startup.py`` imports pygame, opens a window of the same size as the
program's default (1280x800, or ``--size WxH``), fills it, flips once, and prints one
JSON line ``{"startup_ms": ...}`` measured as ``main.py --frames N`` measures its own:
from the process's start (Linux ``/proc``) to just after the first
``pygame.display.flip()``. Nothing of the game is imported.

``python tools/bench_startup.py --vs [-n RUNS] -- ARGS...`` times both side by side:
``python main.py ARGS`` and the bare program, in turn, RUNS times each (after one
warm-up each), and prints each one's median ``startup_ms`` and the median of the
pair-by-pair ratios, for example::

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SOURIS_FROMAGES_HOME=$(mktemp -d) \\
        python tools/bench_startup.py --vs -- --game drole --players human,cpu,cpu --frames 1

The two processes are measured the same way, from just before this script starts each
one to the wall-clock time (``first_frame_at``) each reports for its first flip: both
include the interpreter's own start, and only what runs before the first frame differs.
(The process start times in ``/proc`` tick at 10 ms, too coarse for a comparison; each
program's own ``startup_ms`` is still printed when it runs alone.)
"""

from __future__ import annotations

import os
import sys
import time

_IMPORTED_AT = time.time()


def process_start_time() -> float:
    """Wall-clock time at which this process started (as ``game.app`` reads it)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        start_ticks = int(fields[19])
        with open("/proc/uptime", encoding="ascii") as handle:
            uptime = float(handle.read().split()[0])
        ticks = os.sysconf("SC_CLK_TCK")
        return time.time() - (uptime - start_ticks / ticks)
    except (OSError, ValueError, IndexError):
        return _IMPORTED_AT


def bare(size: tuple[int, int]) -> None:
    """The bare program: a window of ``size``, filled, flipped once."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    screen.fill((250, 240, 200))
    pygame.display.flip()
    flipped = time.time()
    startup = round((flipped - process_start_time()) * 1000.0, 1)
    print(f'{{"startup_ms": {startup}, "first_frame_at": {flipped:.6f}}}', flush=True)
    pygame.quit()


def _startup_ms(command: list[str]) -> float:
    import json
    import subprocess

    spawned = time.time()
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    for line in reversed(done.stdout.splitlines()):
        line = line.strip()
        if line.startswith("{"):
            return (float(json.loads(line)["first_frame_at"]) - spawned) * 1000.0
    raise SystemExit(f"no startup_ms from {' '.join(command)}:\n{done.stdout}{done.stderr}")


def compare(runs: int, args: list[str], size: tuple[int, int]) -> None:
    """``main.py ARGS`` against the bare program, in turn, ``runs`` times each."""
    import json
    import statistics

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    program = [sys.executable, os.path.join(root, "main.py"), *args]
    if "--frames" not in args:
        program += ["--frames", "1"]
    yardstick = [sys.executable, os.path.abspath(__file__), "--size", f"{size[0]}x{size[1]}"]
    _startup_ms(program), _startup_ms(yardstick)            # warm-up: disk caches
    mains, bares = [], []
    for _ in range(runs):
        mains.append(_startup_ms(program))
        bares.append(_startup_ms(yardstick))
    ratios = [m / b for m, b in zip(mains, bares)]
    print(json.dumps({
        "runs": runs,
        "main_startup_ms_median": round(statistics.median(mains), 1),
        "bare_startup_ms_median": round(statistics.median(bares), 1),
        "ratio_median": round(statistics.median(ratios), 2),
        "ratio_min": round(min(ratios), 2),
        "ratio_max": round(max(ratios), 2),
    }))


def main(argv: list[str]) -> int:
    size = (1280, 800)
    runs = 9
    versus = False
    rest: list[str] = []
    i = 0
    while i < len(argv):
        word = argv[i]
        if word == "--":
            rest = argv[i + 1:]
            break
        if word == "--size" and i + 1 < len(argv):
            width, _, height = argv[i + 1].lower().partition("x")
            size = (int(width), int(height))
            i += 2
        elif word == "-n" and i + 1 < len(argv):
            runs = max(1, int(argv[i + 1]))
            i += 2
        elif word == "--vs":
            versus = True
            i += 1
        else:
            print(__doc__, file=sys.stderr)
            return 2
    if versus:
        compare(runs, rest, size)
    else:
        bare(size)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
