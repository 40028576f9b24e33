"""Drôle de fromage (`drole`): mice push lines of cheese off an 8x8 board."""

from .rules import DroleState  # noqa: F401  (registers the game)
