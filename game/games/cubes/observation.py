"""What a seat of Souris et cubes de fromage knows: :class:`CubesObservation` (the
whole table: nothing in this game is anyone's secret). Made by
:meth:`CubesState.observation <game.games.cubes.rules.CubesState.observation>`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ...core.observation import Observation
from ...core.protocol import quick_init


@quick_init
@dataclass(frozen=True)
class CubesObservation(Observation):
    """The table. A cube is named by its index, as a string in ``aside``."""

    game: str
    seat: int | None                  # who looks (None: nobody in particular)
    players: int
    to_play: int                      # a seat, CHANCE or TERMINAL
    turn: int                         # whose turn it is
    phase: str                        # start, decide, landing, showing, exchange, over
    target: int                       # cards of one colour that win
    hands: tuple[Mapping[str, int], ...]   # each seat's cards by colour
    aside: Mapping[str, str]          # cube ("0".."7") set aside -> the colour at stake
    loaded: tuple[bool, ...]          # each cube holds a card
    rolling: tuple[int, ...]          # the cubes in the air
    to_show: tuple[int, ...]          # the cubes whose window shows, still to be shown
    pile: int                         # cards in the pile (not in a cube)
    unseen: Mapping[str, int]         # cards nobody has seen, by colour (pile and cubes)
    out_of_game: int                  # white cards spent on exchanges
    winners: tuple[int, ...]
    end_reason: str                   # "", "target" or "out_of_cards"
    counting: tuple[str, ...]         # the colours that count towards the target
    best: tuple[int, ...]             # each seat's most cards of one counting colour
