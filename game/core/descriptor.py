"""What a game declares about itself, once, in its own package: :class:`GameInfo`.

Each game's package (``game/games/<id>/__init__.py``) holds one ``GAME``, an instance of
a :class:`GameInfo` subclass, and nothing that loads the game's files: its config and
level are read only when the game is first played (its ``rules`` module loads them), so
that a broken file closes that game and no other (:mod:`game.core.registry`). The
shared program finds everything game-specific through the descriptor: the rules, the
computer players, the table scene, the title card's picture, the results' lines and
who starts the next game of a match, the pictures of the rules screen.

The methods that load a part import it when called: ``rules``, ``computer`` and
``describe`` are headless; ``scene``, ``card`` and ``rules_pictures`` need pygame (the
view only calls them).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from .observation import Observation
from .protocol import Action, Event, GameState

if TYPE_CHECKING:
    from .seats import Seat


class ComputerPlayer(Protocol):
    """A computer player of one seat. It decides from that seat's observation only
    and may keep its own memory of what it has observed (one object per seat)."""

    def choose(self, obs: Observation, legal: list[Action], rng: random.Random) -> Action:
        """One of ``legal``, for the seat ``obs.seat`` (``obs``: the game's own
        observation class)."""
        ...


class RandomPlayer:
    """The ``random`` level every game has: any legal action."""

    def choose(self, obs: Observation, legal: list[Action], rng: random.Random) -> Action:
        return rng.choice(legal)


class GameInfo:
    """A game's descriptor. Subclasses set the class attributes and load their parts."""

    #: the game's id (its package, config, locale and level file names)
    id: ClassVar[str] = ""
    #: fewest and most players
    players: ClassVar[tuple[int, int]] = (2, 4)
    #: the computer levels a family can choose (``random`` exists for every game too)
    levels: ClassVar[tuple[str, ...]] = ()
    #: the Tiled map in ``levels/`` the game is played on, if any
    level_file: ClassVar[str | None] = None
    #: a person needs their private view to take their turn (hidden cards in hand): the
    #: table hands the laptop over at each change of person. False: the table is shown
    #: to everybody, and private views open only on request (a peek)
    private_turns: ClassVar[bool] = False
    #: the player colours a seat may take (ids of ``game.view.palette.PLAYER_COLOURS``),
    #: in the order the setup offers them; empty: the first six (every game's default)
    seat_colours: ClassVar[tuple[str, ...]] = ()

    # the headless parts -----------------------------------------------------------
    def config(self) -> Any:
        """The game's numbers and level, frozen: ``config/<id>.yaml`` and the Tiled file
        it names, read and checked once, the first time they are asked for. Every state,
        computer player and view of the game reads them from here (never from a module
        global), so a test can hand a state a config of its own. May raise
        :class:`~game.core.safe_files.FileProblem` (the file and the key). None: a game
        with no config of its own (the tests' fake games)."""
        return None

    def rules(self) -> type[GameState]:
        """The state class (importing it loads the game's config and level: it may
        raise :class:`~game.core.safe_files.FileProblem`)."""
        raise NotImplementedError

    def computer(self, level: str, seat: int) -> ComputerPlayer:
        """A computer player of ``level`` (one of :attr:`levels`) for ``seat``."""
        raise NotImplementedError

    def yardsticks(self) -> dict[str, Callable[[int], ComputerPlayer]]:
        """Fixed rules to measure the levels against, not levels a family can pick
        (``python -m game strength`` and the tests use them): name to a player made
        with the seat. None by default."""
        return {}

    def next_starter(self, final: GameState) -> int:
        """Who starts the next game of a match, as a seat of the game just finished:
        by default the player after this game's first player (everyone starts in turn)."""
        return 1 % final.num_players

    def bench_positions(self, state: GameState) -> list[tuple[str, GameState]]:
        """For ``python -m game bench``: extra positions made from a real one through the
        rules, timed apart by label (none by default)."""
        return []

    def result_lines(self, obs: Observation, seat: int, seats: list[Seat]) -> list[str]:
        """What the results screen says under the player at ``seat`` (from the final
        observation, which hides nothing)."""
        return []

    def describe(self, event: Event, obs: Observation, seats: list[Seat]) -> str | None:
        """One line of the move log for ``event`` (in the current language), from the
        observation of the position after it; None: not worth a line."""
        return None

    def hint_reason(self, obs: Observation, seat: int, action: Action,
                    seats: list[Seat]) -> str:
        """The hint's words (issue 19): what ``action`` (the normal computer's choice for
        ``seat``) does and why, in one sentence of the current language, from that seat's
        observation ``obs`` only. "" (the default): the table says a plain "try this"."""
        return ""

    # the view's parts (pygame) ------------------------------------------------------
    def scene(self) -> type:
        """The table scene class (a :class:`~game.scenes.gamescene.BaseGameScene`)."""
        raise NotImplementedError

    def card(self, width: int, height: int) -> Any:
        """The title card's picture, a ``pygame.Surface`` of that size."""
        raise NotImplementedError

    def rules_pictures(self, section: int, height: int) -> list[Any]:
        """The pictures that illustrate section ``section`` (1, 2, ...) of the rules
        screen (pygame Surfaces: the core names no pygame type), in order, each
        ``height`` pixels high (as wide as it needs); none by
        default. Caption ``k`` (1, 2, ...) of a picture, if any, is the text
        ``<id>.rules.<section>.captions.<k>``."""
        return []
