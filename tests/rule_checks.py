"""Checks the rules tests of every game share."""

from __future__ import annotations

import pytest

from game.core import IllegalAction


def illegal(state, move, *words: str) -> str:
    """``move`` is refused with a message holding ``words``, and nothing changes."""
    before = state.to_dict()
    with pytest.raises(IllegalAction) as info:
        state.apply(move)
    message = str(info.value)
    for word in words:
        assert word.lower() in message.lower(), f"{message!r} does not mention {word!r}"
    assert state.to_dict() == before
    return message
