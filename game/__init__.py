"""Souris & Fromages: four French family board games about mice and cheese."""

__version__ = "0.1.0"

# the games list themselves for the core's registry (game/games/__init__.py)
from . import games as _games  # noqa: E402,F401
