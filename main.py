#!/usr/bin/env python3
"""Souris & Fromages: ``python main.py`` opens the game (see ``game/app.py`` for flags)."""

import gc
import os
import sys

# No garbage collection until the first frame is shown (game.app turns it back on):
# the start makes many objects and no cycles worth collecting, and the collector's
# passes over them cost a good part of the time to the first frame.
gc.disable()
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # keep stdout for the JSON report

from game.app import main  # noqa: E402  (after gc.disable, on purpose)

if __name__ == "__main__":
    sys.exit(main())
