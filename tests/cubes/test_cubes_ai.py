"""Cubes' computer players (game/games/cubes/ai.py): hard's exchanges and the ``stop3``
yardstick that ``python -m game strength`` measures it against."""

from __future__ import annotations

import random
from dataclasses import replace

from game.core import registry
from game.core.agents import Agent, agents_for, step
from game.games.cubes import ai
from game.games.cubes.actions import Done, Roll, Stop, Swap
from game.games.cubes.observation import CubesObservation


def hand(**counts: int) -> dict[str, int]:
    return {c: counts.get(c, 0) for c in ("blue", "red", "yellow", "green", "white")}


def made(**fields) -> CubesObservation:
    """Seat 0's observation of a new two-player game, with ``fields`` changed."""
    return replace(registry.new_game("cubes", 2, 0).observation(0), **fields)


def exchange(mine: dict[str, int], theirs: dict[str, int], pile: int = 30) -> CubesObservation:
    return made(phase="exchange", target=7, pile=pile, hands=(mine, theirs))


def swaps(obs: CubesObservation) -> list[Swap]:
    return [Swap(1, c) for c, n in obs.hands[1].items() if c != "white" and n]


def test_hard_takes_the_card_that_wins():
    obs = exchange(hand(blue=6, white=1), hand(blue=1, red=5))
    assert ai._hard_swap(obs, 0, swaps(obs), "white") == Swap(1, "blue")


def test_hard_keeps_its_last_white_for_a_swap_that_does_not_matter():
    obs = exchange(hand(blue=2, white=1), hand(red=2, green=1))
    assert ai._hard_swap(obs, 0, swaps(obs), "white") == Done()
    # with two whites, or once the pile is empty, it swaps
    obs2 = exchange(hand(blue=2, white=2), hand(red=2, green=1))
    assert isinstance(ai._hard_swap(obs2, 0, swaps(obs2), "white"), Swap)
    obs3 = exchange(hand(blue=2, white=1), hand(red=2, green=1), pile=0)
    assert isinstance(ai._hard_swap(obs3, 0, swaps(obs3), "white"), Swap)


def test_hard_spends_its_last_white_to_stop_an_opponent_near_the_target():
    obs = exchange(hand(blue=2, white=1), hand(red=5, green=1))
    assert ai._hard_swap(obs, 0, swaps(obs), "white") == Swap(1, "red")


def test_stop3_stops_at_three_cards_and_is_no_family_level():
    player = ai.YARDSTICKS["stop3"](0)
    base = made(phase="decide", target=7, hands=(hand(), hand()), loaded=(True,) * 8,
                unseen=hand(blue=15))
    two = replace(base, aside={"0": "blue", "1": "red"})
    three = replace(base, aside={"0": "blue", "1": "red", "2": "green"})
    rng = random.Random(1)
    assert player.choose(two, [Stop(), Roll()], rng) == Roll()
    assert player.choose(three, [Stop(), Roll()], rng) == Stop()
    assert "stop3" not in registry.levels("cubes")
    assert Agent("cubes", "stop3", 1, yardsticks_=True).player.seat == 1


def test_hard_against_stop3_plays_whole_games():
    for seed in range(20):
        state = registry.new_game("cubes", 2, seed)
        agents = agents_for("cubes", ["hard", "stop3"], yardsticks=True)
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply(step(state, agents, rng))
        assert state.winners()
