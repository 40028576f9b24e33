"""The shape every game has, and the descriptor that finds a game's parts by it.

Every game is a package ``game/games/<id>/`` of the same skeleton, so that a reader who
learned one game finds their way in the next::

    __init__.py    GAME, a StandardGame: id, players, levels, level file, table options
    rules.py       the state (a GameState), named by GAME.state_class
    actions.py     its actions and events (notation in and out)
    observation.py what a seat knows: the frozen Observation the rules' observation()
                   returns (the state names it as observation_type)
    conf.py        its numbers and level: load_config() reads config/<id>.yaml (with
                   game.schema) and the level into a frozen <Id>Config, which
                   GAME.config() holds, read once; states, computers and views read
                   it from there
    level.py       its Tiled level's reader (levels/<id>.tmx: the board, shelf, kitchen)
    ai.py          the computer player (GAME.player_class); optional YARDSTICKS and
                   bench_positions (python -m game strength / bench)
    texts.py       its words: describe(event, obs, seats), result_lines(obs, seat)
    view/          everything drawn or clicked: four objects a scene builds, none
                   importing the scene: view_model.py (<Id>View: what the table knows
                   for drawing, read from the driver's observation, reaching the table
                   through ``self.table``), inputs.py (<Id>Input: clicks and keys to
                   actions), painter.py (<Id>Painter: draws it, with the drawing parts:
                   pieces, panels...), script.py (<Id>Script, an EventScript: the
                   events' animations); scene.py (GameScene, a BaseGameScene) builds
                   them and forwards the table's hooks; layout.py (a frozen TableLayout:
                   the view model's geometry), art.py, card.py (card_picture),
                   page_art.py (rules_pictures)

A part is imported when it is first needed (listing a game loads none of its files: a
broken config closes that game only, :mod:`game.core.registry`). A game that needs
something else says so by overriding the method (Drôle de fromage's next starter).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from types import ModuleType
from typing import Any, ClassVar

from ..core.descriptor import ComputerPlayer, GameInfo
from ..core.observation import Observation
from ..core.protocol import Action, Event, GameState
from ..core.seats import Seat


class StandardGame(GameInfo):
    """A game's descriptor whose parts sit where :mod:`the skeleton <game.games.skeleton>`
    says; the subclass names its state and computer player classes."""

    #: the state class in the game's ``rules`` module
    state_class: ClassVar[str] = ""
    #: the computer player class in its ``ai`` module (called with the level and the seat)
    player_class: ClassVar[str] = ""

    def __init__(self) -> None:
        self._config: Any = None

    def part(self, name: str) -> ModuleType:
        """The game's module ``name`` (``"rules"``, ``"view.scene"``...), imported now."""
        return importlib.import_module(f"{type(self).__module__}.{name}")

    # the headless parts ----------------------------------------------------------
    def config(self) -> Any:
        if self._config is None:
            self._config = self.part("conf").load_config()
        return self._config

    def rules(self) -> type[GameState]:
        cls: type[GameState] = getattr(self.part("rules"), self.state_class)
        return cls

    def computer(self, level: str, seat: int) -> ComputerPlayer:
        player: ComputerPlayer = getattr(self.part("ai"), self.player_class)(level, seat)
        return player

    def yardsticks(self) -> dict[str, Callable[[int], ComputerPlayer]]:
        return dict(getattr(self.part("ai"), "YARDSTICKS", {}))

    def bench_positions(self, state: GameState) -> list[tuple[str, GameState]]:
        positions = getattr(self.part("ai"), "bench_positions", None)
        return positions(state) if positions is not None else []

    def result_lines(self, obs: Observation, seat: int, seats: list[Seat]) -> list[str]:
        lines: list[str] = self.part("texts").result_lines(obs, seat)
        return lines

    def describe(self, event: Event, obs: Observation, seats: list[Seat]) -> str | None:
        line: str | None = self.part("texts").describe(event, obs, seats)
        return line

    def hint_reason(self, obs: Observation, seat: int, action: Action,
                    seats: list[Seat]) -> str:
        reason = getattr(self.part("texts"), "hint_reason", None)
        return str(reason(obs, seat, action, seats)) if reason is not None else ""

    # the view's parts (pygame) ------------------------------------------------------
    def scene(self) -> type:
        cls: type = self.part("view.scene").GameScene
        return cls

    def card(self, width: int, height: int) -> Any:
        return self.part("view.card").card_picture(width, height)

    def rules_pictures(self, section: int, height: int) -> list[Any]:
        pictures: list[Any] = self.part("view.page_art").rules_pictures(section, height)
        return pictures
