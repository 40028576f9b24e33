"""What travels between a host and the computers joined to its game (game/net/wire.py):
every update a seat is sent reads back as that seat's own observation and events, and a
client's message that is not plain, valid data is refused with its reason."""

from __future__ import annotations

import json
import random

import pytest

from game.core import registry
from game.core.protocol import CHANCE, visible_events
from game.net import wire

GAMES = ("cubes", "drole", "gouda", "chaos")


@pytest.mark.parametrize("game_id", GAMES)
def test_updates_read_back_as_the_seats_view(game_id: str) -> None:
    rng = random.Random(7)
    state = registry.new_game(game_id, 3 if game_id != "chaos" else 4, seed=11)
    cls = type(state)
    for seq in range(1, 120):
        if state.is_terminal():
            break
        actor = state.current_player()
        action = state.sample_chance(rng) if actor == CHANCE else rng.choice(state.legal_actions())
        events = state.apply(action)
        for seat in range(state.num_players):
            text = wire.update_message(state, seat, seq, actor, action, events)
            update = wire.read_update(cls, wire.decode(text, from_host=True))
            assert update.observation == state.observation(seat)
            assert update.events == visible_events(events, seat)
            assert update.action == (str(action) if actor >= 0 else None)
            assert update.status.to_play == state.current_player()
            assert update.status.legal == (tuple(map(str, state.legal_actions()))
                                           if state.current_player() == seat else ())
    assert seq > 20


GOOD = {"v": 1, "kind": "act", "seq": 3, "action": "end"}


@pytest.mark.parametrize("message, reason", [
    ("{", "bad_json"),
    ("[1, 2]", "bad_json"),
    ('{"v": 1, "kind": "act", "seq": NaN, "action": "x"}', "bad_json"),
    (json.dumps({**GOOD, "v": 2}), "version"),
    (json.dumps({**GOOD, "v": True}), "version"),
    (json.dumps({**GOOD, "kind": "update"}), "unknown_kind"),
    (json.dumps({**GOOD, "seq": -1}), "bad_field"),
    (json.dumps({**GOOD, "seq": True}), "bad_field"),
    (json.dumps({**GOOD, "action": "x" * 201}), "bad_field"),
    (json.dumps({**GOOD, "action": "end\u0000"}), "bad_field"),
    (json.dumps({**GOOD, "extra": 1}), "bad_field"),
    (json.dumps({"v": 1, "kind": "hello", "code": "12a4"}), "bad_field"),
    (json.dumps({"v": 1, "kind": "hello", "code": "1234", "seat": 99}), "bad_field"),
    (json.dumps({"v": 1, "kind": "hello", "code": "1234", "token": "short"}), "bad_field"),
    (json.dumps({"v": 1, "kind": "answer", "seq": 1, "answer": "maybe"}), "bad_field"),
    ("x" * (wire.CLIENT_MAX_BYTES + 1), "too_large"),
    (b"\xff\xfe", "bad_json"),
    ("[" * 5000 + "]" * 5000, "too_large"),
    ("[" * 2000 + "]" * 2000, "bad_json"),
])
def test_a_bad_client_message_is_refused_with_its_reason(message: str | bytes, reason: str) -> None:
    with pytest.raises(wire.WireError) as caught:
        wire.decode(message, from_host=False)
    assert caught.value.reason == reason
    assert caught.value.reason in wire.REASONS


def test_good_client_messages_are_taken() -> None:
    assert wire.decode(json.dumps(GOOD), from_host=False)["action"] == "end"
    hello = {"v": 1, "kind": "hello", "code": "4821", "lang": "fr", "name": "Mamie",
             "seat": 2, "token": "a" * 22, "program": "0.1.0"}
    assert wire.decode(json.dumps(hello), from_host=False) == hello
    assert json.loads(wire.refusal("illegal", "no"))["reason"] == "illegal"


def test_events_of_another_game_are_refused() -> None:
    drole = registry.game_class("drole")
    with pytest.raises(wire.WireError):
        wire.events_from_json(drole, [{"kind": "NoSuchEvent"}])
    with pytest.raises(wire.WireError):
        wire.events_from_json(drole, "not a list")
