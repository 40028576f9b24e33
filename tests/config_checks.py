"""Reading a game's config with changes (tests of each game's ``config/<id>.yaml``
checks): the shipped data, changed, handed to the game's ``conf.load_config``."""

from __future__ import annotations

import copy
from types import ModuleType
from typing import Any


def config_with(monkeypatch, conf: ModuleType, game_id: str, **changes: Any) -> Any:
    """``conf.load_config()`` over ``config/<game_id>.yaml`` with ``changes`` (a key, or
    ``outer.inner`` for a key one level down, given its new value)."""
    from game.config import game_config
    from game.core import registry
    registry.descriptor(game_id).config()   # the shipped config kept first: never the changed one
    data = copy.deepcopy(game_config(game_id))
    for key, value in changes.items():
        if "." in key:
            outer, inner = key.split(".", 1)
            data[outer][inner] = value
        else:
            data[key] = value
    monkeypatch.setattr(conf, "game_config", lambda game_id: data)
    return conf.load_config()


def refused(monkeypatch, conf: ModuleType, game_id: str, **changes: Any) -> str:
    """The message of the ConfigError that :func:`config_with` with ``changes`` raises
    (the test fails if the changed config is read without one)."""
    import pytest

    from game.config import ConfigError
    with pytest.raises(ConfigError) as info:
        config_with(monkeypatch, conf, game_id, **changes)
    return str(info.value)


def options_with(game_id: str, option: str, spec: Any) -> dict[str, Any]:
    """``config/<game_id>.yaml``'s options with ``option`` given ``spec``."""
    from game.config import game_config
    options = copy.deepcopy(game_config(game_id)["options"])
    options[option] = spec
    return options
