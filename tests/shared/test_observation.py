"""Typed observations (:mod:`game.core.observation`): their JSON form and back, and
what reading one refuses (a line from the thinking helper's pipe is input)."""

from __future__ import annotations

import io
import json
from collections.abc import Mapping
from dataclasses import FrozenInstanceError, dataclass

import fake_games
import pytest
from fake_games import Card, Nope

from game.core import registry
from game.core.observation import Observation, ObservationError
from game.core.worker import serve


@pytest.fixture
def nope_game():
    fake_games.register()
    yield
    fake_games.unregister()


@dataclass(frozen=True)
class Piece:
    id: int
    square: tuple[int, int] | None
    worm: bool | None


@dataclass(frozen=True)
class TableObs(Observation):
    seat: int | None
    phase: str
    rolls: tuple[int, ...]
    pieces: tuple[Piece, ...]
    hands: tuple[Mapping[str, int], ...]
    by_size: Mapping[int, float]
    best: str | None = None


def sample() -> TableObs:
    return TableObs(seat=1, phase="move", rolls=(3, 0),
                    pieces=(Piece(0, (2, 3), None), Piece(1, None, True)),
                    hands=({"red": 2, "white": 0}, {}), by_size={1: 0.5, 3: 2.0}, best="red")


def through_json(obs: Observation) -> object:
    return json.loads(json.dumps(obs.to_json(), allow_nan=False))


def test_an_observation_comes_back_equal_from_its_json_form():
    obs = sample()
    data = through_json(obs)
    assert data == {"seat": 1, "phase": "move", "rolls": [3, 0],
                    "pieces": [{"id": 0, "square": [2, 3], "worm": None},
                               {"id": 1, "square": None, "worm": True}],
                    "hands": [{"red": 2, "white": 0}, {}], "by_size": {"1": 0.5, "3": 2.0},
                    "best": "red"}
    again = TableObs.from_json(data)
    assert again == obs and type(again) is TableObs
    assert again.pieces[0].square == (2, 3) and again.by_size[3] == 2.0
    assert TableObs.from_json({**data, "best": None, "seat": None}) == TableObs(
        None, "move", (3, 0), obs.pieces, obs.hands, obs.by_size, None)
    del data["best"]                                   # a field with a default may be left out
    assert TableObs.from_json(data).best is None


def test_an_observation_is_frozen_and_compared_by_value():
    obs = sample()
    with pytest.raises(FrozenInstanceError):
        obs.phase = "roll"                                   # type: ignore[misc]
    assert obs == sample() and obs != TableObs(**{**obs.__dict__, "rolls": (3,)})


@pytest.mark.parametrize("change, where", [
    ({"phase": 3}, "TableObs.phase"),
    ({"seat": True}, "TableObs.seat"),                      # a bool is no seat number
    ({"seat": "1"}, "TableObs.seat"),
    ({"rolls": [3, "x"]}, "TableObs.rolls[1]"),
    ({"rolls": {"0": 3}}, "TableObs.rolls"),
    ({"pieces": [{"id": 0, "square": [2], "worm": None}]}, "TableObs.pieces[0].square"),
    ({"pieces": [{"id": 0, "square": None}]}, "missing field 'worm'"),
    ({"pieces": [{"id": 0, "square": None, "worm": None, "cheese": 1}]}, "unknown field 'cheese'"),
    ({"hands": [{"red": 1.5}]}, "TableObs.hands[0]['red']"),
    ({"by_size": {"big": 1.0}}, "key 'big' is not a number"),
    ({"by_size": {"1": "x"}}, "TableObs.by_size['1']"),
    ({"extra": 1}, "unknown field 'extra'"),
])
def test_reading_refuses_what_is_not_an_observation(change, where):
    data = {**sample().to_json(), **change}
    with pytest.raises(ObservationError, match=where.replace("[", r"\[").replace("]", r"\]")
                       .replace(".", r"\.")):
        TableObs.from_json(data)


def test_reading_refuses_a_missing_field_and_what_is_not_an_object():
    data = sample().to_json()
    del data["phase"]
    with pytest.raises(ObservationError, match="missing field 'phase'"):
        TableObs.from_json(data)
    for wrong in ([], "obs", None, 3):
        with pytest.raises(ObservationError):
            TableObs.from_json(wrong)


def test_the_helper_answers_an_error_for_an_observation_it_cannot_read(nope_game):
    """A question whose observation does not read is answered with an error (the table
    then thinks in its own process), and the helper goes on answering."""
    state = next(s for s in (registry.new_game("nope", 3, seed) for seed in range(50))
                 if s.tokens[1])
    state.apply(Card(3))                               # seat 1 may answer: nope or pass
    legal = state.legal_actions()
    assert Nope() in legal and len(legal) == 2
    question = {"token": 1, "game": "nope", "table": 1, "seat": 1, "level": "normal",
                "players": 3, "legal": [str(a) for a in legal], "seed": "s",
                "obs": state.observation(1).to_json()}
    broken = {**question, "token": 2, "obs": {**question["obs"], "card": "3"}}
    out = io.StringIO()
    serve(io.StringIO(json.dumps(broken) + "\n" + json.dumps(question) + "\n"), out)
    first, second = (json.loads(line) for line in out.getvalue().splitlines())
    assert first["token"] == 2 and "choice" not in first
    assert "ObservationError" in first["error"] and "NopeObservation.card" in first["error"]
    assert second == {"token": 1, "choice": legal.index(Nope())}
