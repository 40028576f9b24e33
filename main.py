#!/usr/bin/env python3
"""Souris & Fromages: ``python main.py`` opens the game (see ``game/app.py`` for flags)."""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # keep stdout for the JSON report

from game.app import main

if __name__ == "__main__":
    sys.exit(main())
