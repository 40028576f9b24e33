"""Headless core: the state protocol, the registry, saves and undo. Never imports pygame."""

from . import registry
from .protocol import CHANCE, SAVE_FORMAT, TERMINAL, Action, Event, GameState, IllegalAction, OptionSpec

__all__ = [
                       "CHANCE",
                       "SAVE_FORMAT",
                       "TERMINAL",
                       "Action",
                       "Event",
                       "GameState",
                       "IllegalAction",
                       "OptionSpec",
                       "registry",
]
