"""Issue 18: every game's animation script is an :class:`EventScript` (one way to turn an
event into cues, ``cue_<EventClass>``), and each ``cue_`` method names an event its game
really reports -- a misspelt cue would silently animate nothing."""

from __future__ import annotations

import importlib
import inspect
from dataclasses import dataclass

from game.core import registry
from game.core.protocol import Event
from game.table.script import EventScript


def event_classes(game_id: str) -> set[str]:
    names: set[str] = set()
    for part in ("rules", "actions"):
        try:
            module = importlib.import_module(f"game.games.{game_id}.{part}")
        except ModuleNotFoundError:
            continue
        names |= {name for name, obj in vars(module).items()
                  if inspect.isclass(obj) and issubclass(obj, Event) and obj is not Event}
    return names


def test_every_game_s_script_is_an_event_script_with_real_cues():
    for game_id in registry.games():
        module = importlib.import_module(f"game.games.{game_id}.view.script")
        scripts = [obj for obj in vars(module).values()
                   if inspect.isclass(obj) and obj.__module__ == module.__name__ and issubclass(obj, EventScript)]
        assert len(scripts) == 1, (game_id, scripts)
        script = scripts[0]
        assert "play" not in vars(script), f"{game_id}: the script plays events its own way"
        cues = {name[len("cue_"):] for name in dir(script) if name.startswith("cue_")}
        events = event_classes(game_id)
        assert cues, game_id
        assert cues <= events, f"{game_id}: cues for no event: {sorted(cues - events)}"


@dataclass(frozen=True)
class Step(Event):
    n: int


@dataclass(frozen=True)
class Push(Event):
    n: int


class Recorder(EventScript):
    def __init__(self) -> None:
        super().__init__(table=None, model=None)
        self.seen: list[tuple[str, int, object]] = []

    def cue_Step(self, event: Step) -> None:
        self.seen.append(("step", event.n, self.following))


def test_a_cue_sees_the_event_after_it_and_only_during_play():
    script = Recorder()
    script.play([Step(1), Push(1), Step(2), Step(3)])
    assert script.seen == [("step", 1, Push(1)), ("step", 2, Step(3)), ("step", 3, None)]
    assert script.following is None
    script.play([])
    assert script.seen[-1] == ("step", 3, None) and script.following is None
