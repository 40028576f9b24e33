"""What a game's event script may use of every table (:class:`TableTools`): the
program, sizes, the shared components, the animation script, the viewer's observation,
the players' names and colours. A :class:`~game.scenes.gamescene.BaseGameScene` is one;
a game's script adds, in a protocol of its own, the parts of its own table it moves.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from ..core.observation import Observation
from ..table.driver import Cue
from ..view.table_parts import Messages, Sparkles, StatusBanner
from ..view.tween import Tweens
from .manager import Host

if TYPE_CHECKING:
    from ..session import Session


class TableTools(Protocol):
    """What a game's event script uses of every table (a game's script adds the parts
    of its own table it moves): the program, sizes, the shared components, the
    animation script, the viewer's observation, the players' names and colours."""

    app: Host
    size: tuple[int, int]
    u: float
    rng: random.Random
    session: Session
    banner: StatusBanner
    messages: Messages
    sparkles: Sparkles
    tweens: Tweens

    @property
    def clock(self) -> float: ...
    def dur(self, seconds: float) -> float: ...
    def queue(self, duration: float, start: Callable[[], None] | None = None,
              end: Callable[[], None] | None = None, *, skippable: bool = False,
              name: str = "", scaled: bool = True) -> Cue: ...
    def hold(self, duration: float, *, skippable: bool = True) -> Cue: ...
    def observation(self) -> Observation: ...
    def seat_name(self, player: int) -> str: ...
    def seat_rgb(self, player: int) -> tuple[int, int, int]: ...
    def set_status(self, text: str) -> None: ...
    def win_status(self) -> str: ...
    def invalidate(self) -> None: ...
