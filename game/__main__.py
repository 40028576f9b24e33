"""``python -m game``: the headless commands (see :mod:`game.cli`)."""

import sys

from .cli import main

sys.exit(main())
