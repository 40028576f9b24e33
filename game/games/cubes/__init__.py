"""Souris et cubes de fromage (`cubes`): push-your-luck with eight cheese cubes."""

from .rules import CubesState  # noqa: F401  (registers the game)
