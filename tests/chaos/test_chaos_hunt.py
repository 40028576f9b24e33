"""Hard's hunt for its own mice with 4 players (game/games/chaos/hunt.py): the mice a
rival looked at and keeps at home are that rival's, so the chance of being one's own
moves onto the others; lifting a cover off a mouse shows its colour before the move."""

from __future__ import annotations

from game.games.chaos import hunt
from game.games.chaos.judge import Judge
from game.games.chaos.places import HIDE
from game.games.chaos.rules import ChaosState
from game.games.chaos.sight import View


def loaded(change) -> ChaosState:
    state = ChaosState(4, 3)
    data = state._state_dict()
    change(data, state)
    state._load_state_dict(data)
    return state


def _rival_home(data, state) -> None:
    """Seat 1 brought two small mice home, both seen by seat 1 (not by seat 0)."""
    rival = [m for m in range(4, 16) if state.colour[m] == state.hcolour[1]][:2]
    data["hideout"][1] = data["hideout"][1] + rival
    for m in rival:
        data["mloc"][m] = HIDE + 1
    data["seen_mice"][1] = [[m, 0] for m in rival]
    data["phase"], data["turn"], data["turns"] = "cover", 0, 8


def ones() -> list[list[float]]:
    return [[1.0] * 4 for _ in range(16)]


def test_mice_a_rival_keeps_at_home_are_not_ones_own_and_the_others_are_likelier():
    state = loaded(_rival_home)
    view = View(state.observation(0))
    plain = Judge(view, None, ones())
    hunted = Judge(view, None, hunt.own_weights(view, ones()))
    home = list(view.hide_mice[1][1:])
    floor = [m for m in range(4, 16) if view.mloc[m] < HIDE]
    assert len(home) == 2 and len(floor) == 10
    for m in home:
        assert hunted.mine_p[m] < 0.1 < plain.mine_p[m]
    for m in floor:
        assert hunted.mine_p[m] > plain.mine_p[m]
    # what is left of its colour is still three small mice in all
    total = sum(hunted.mine_p[m] for m in range(4, 16))
    assert abs(total - 3.0) < 0.05


def test_the_weights_read_the_observation_only():
    """Two games alike to seat 0 but for the colours it cannot see: the same weights."""
    state = loaded(_rival_home)

    def swapped(data, s):
        _rival_home(data, s)
        data["hcolour"][2], data["hcolour"][3] = data["hcolour"][3], data["hcolour"][2]
    other = loaded(swapped)
    assert state.observation(0) == other.observation(0)
    assert (hunt.own_weights(View(state.observation(0)), ones())
            == hunt.own_weights(View(other.observation(0)), ones()))


def test_a_lift_splits_the_judgement_by_the_colour_it_will_show():
    state = loaded(_rival_home)
    view = View(state.observation(0))
    weights = hunt.own_weights(view, ones())
    judge = Judge(view, None, weights)
    m = next(m for m in range(4, 16) if view.mloc[m] < HIDE)
    split = hunt.split(view, judge, weights, ones(), m)
    assert split is not None
    q, mine, other = split
    assert abs(q - judge.mine_p[m]) < 1e-9
    assert mine.mine_p[m] == 1.0 and other.mine_p[m] == 0.0
    # the two answers average to what it knows now, wherever the mouse goes
    for loc in (view.mloc[m], HIDE, HIDE + 1):
        mean = q * mine.mouse_value(m, loc) + (1 - q) * other.mouse_value(m, loc)
        assert abs(mean - judge.mouse_value(m, loc)) < 1e-6
    # a mouse it has seen has nothing to tell
    state.seen_mice[0][m] = 8
    view = View(state.observation(0))
    assert hunt.split(view, Judge(view, None, weights), weights, ones(), m) is None
