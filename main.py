#!/usr/bin/env python3
"""Souris & Fromages: ``python main.py`` opens the game (see ``game/app.py`` for flags)."""

import sys

from game.app import main

if __name__ == "__main__":
    sys.exit(main())
