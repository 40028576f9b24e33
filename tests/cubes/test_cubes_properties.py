"""Property tests (Hypothesis) for "Souris et cubes de fromage".

Hypothesis drives whole games by drawing indices: into ``legal_actions()`` at a
player's decision, and, at chance nodes, depending on the mode:
- "forced": an index into ``chance_outcomes()`` (any outcome, however unlikely, so rare
  situations come up);
- "dice": a seeded sample of the real distribution (games run their natural course);
- "long": the real distribution, but no card or swap that would bring the player to the
  target while something else is possible (so the pile runs out and the end of the
  cards is reached with 3 or 4 players).
Invariants are checked after every action.
"""

from __future__ import annotations

import os
import random

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from game import paths
from game.config import load_yaml
from game.core import CHANCE, registry
from game.core.seats import Seat
from game.session import Session


def seated(state):
    """A session of ``state`` with a person in every seat (undo is theirs)."""
    return Session(state, [Seat(f"P{i + 1}", "orange", "human") for i in range(state.num_players)])


RAW = load_yaml(paths.CONFIG / "cubes.yaml")
TOTAL = sum(RAW["cards"].values())
WHITE = RAW["exchange_colour"]
WHITE_COUNTS = RAW["white_counts"]
MAX_STEPS = 600

SETTINGS = settings(max_examples=60 if os.environ.get("SOURIS_SOAK_GAMES") else 35, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
players_st = st.integers(min_value=2, max_value=4)
target_st = st.sampled_from(RAW["options"]["target"]["choices"])
mode_st = st.sampled_from(["forced", "dice", "long"])


def best_colour(hand: dict[str, int]) -> int:
    return max(n for c, n in hand.items() if c != WHITE or WHITE_COUNTS)


def completes_target(state, colour: str) -> bool:
    o = state.observation(0)
    if colour == WHITE and not WHITE_COUNTS:
        return False
    have = o.hands[o.turn][colour] + list(o.aside.values()).count(colour)
    return have + 1 >= o.target


def pick(state, data, mode: str, rng: random.Random):
    """The next action: an index drawn by Hypothesis, or a seeded roll in the "dice"
    and "long" modes."""
    if state.current_player() == CHANCE:
        if mode == "dice":
            return state.sample_chance(rng)
        if mode == "long":
            if state.observation(0).phase != "showing":
                return state.sample_chance(rng)
            outcomes = [(a, p) for a, p in state.chance_outcomes()
                        if not completes_target(state, a.colour)] or state.chance_outcomes()
            return rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        outcomes = state.chance_outcomes()
        return outcomes[data.draw(st.integers(0, len(outcomes) - 1), label="outcome")][0]
    legal = state.legal_actions()
    if mode == "long":
        legal = [a for a in legal if not (str(a).startswith("swap")
                                          and completes_target(state, a.colour))] or legal
    return legal[data.draw(st.integers(0, len(legal) - 1), label="decision")]


def check_position(state) -> None:
    o = state.observation(0)
    n = state.num_players
    unseen = sum(o.unseen.values())
    in_hands = sum(sum(h.values()) for h in o.hands)
    # Card conservation: every card is unseen, at stake, in a hand or out of the game.
    assert unseen + len(o.aside) + in_hands + o.out_of_game == TOTAL
    # The unseen cards are the pile and the cards in the cubes still to roll.
    aside = {int(c) for c in o.aside}
    assert unseen == o.pile + sum(
        1 for i, full in enumerate(o.loaded) if full and i not in aside)
    assert aside <= {i for i, full in enumerate(o.loaded) if full}
    assert o.pile >= 0 and all(v >= 0 for v in o.unseen.values())
    assert all(v >= 0 for h in o.hands for v in h.values())
    assert o.out_of_game <= RAW["cards"][WHITE]
    # The target is only ever reached by the move that ends the game.
    target = o.target
    if state.is_terminal():
        winners = state.winners()
        assert winners
        if o.end_reason == "target":
            assert winners == [o.turn]
            assert best_colour(o.hands[o.turn]) >= target
            others = [p for p in range(n) if p != o.turn]
        else:
            assert o.end_reason == "out_of_cards"
            assert unseen == 0 and not any(o.loaded)
            others = range(n)
        assert all(best_colour(o.hands[p]) < target for p in others)
    else:
        assert all(best_colour(h) < target for h in o.hands)
        assert state.current_player() in (CHANCE, o.turn)


@SETTINGS
@given(players=players_st, target=target_st, mode=mode_st, seed=st.integers(0, 2**32),
       data=st.data())
def test_invariants_hold_after_every_action(players, target, mode, seed, data):
    state = registry.new_game("cubes", players, seed=seed, options={"target": target})
    rng = random.Random(seed)
    check_position(state)
    turn = state.observation(0).turn
    for _ in range(MAX_STEPS):
        if state.is_terminal():
            break
        state.apply(pick(state, data, mode, rng))
        check_position(state)
        new_turn = state.observation(0).turn
        if new_turn != turn:
            # Play goes to the left: the next seat, never a jump.
            assert new_turn == (turn + 1) % players
            turn = new_turn
    event(f"{mode}: {state.observation(0).end_reason or 'not over'}")
    if state.is_terminal():
        assert registry.from_dict(state.to_dict()) == state


@SETTINGS
@given(players=players_st, seed=st.integers(0, 2**32), data=st.data())
def test_turn_order_goes_to_the_left_from_seat_0(players, seed, data):
    state = registry.new_game("cubes", players, seed=seed)
    rng = random.Random(seed)
    seen = [state.current_player()]
    for _ in range(MAX_STEPS):
        if state.is_terminal():
            break
        state.apply(pick(state, data, "dice", rng))
        current = state.current_player()
        if current >= 0 and current != seen[-1]:
            seen.append(current)
    assert seen[0] == 0
    assert all(b == (a + 1) % players for a, b in zip(seen, seen[1:])), seen


@SETTINGS
@given(players=players_st, mode=mode_st, seed=st.integers(0, 2**32), data=st.data())
def test_undo_never_crosses_a_roll_or_another_player(players, mode, seed, data):
    session = seated(registry.new_game("cubes", players, seed=seed))
    rng = random.Random(seed)
    snapshots = [session.state.to_dict()]     # position after i actions, on this line
    actors: list[int] = []                     # who took action i
    reveals: list[bool] = []
    for _ in range(MAX_STEPS):
        state = session.state
        if state.is_terminal():
            assert not session.can_undo()
            break
        if session.can_undo():
            # Only the current player's own last decision can be taken back.
            assert actors and actors[-1] >= 0 and actors[-1] == state.current_player()
            assert not reveals[-1]
            if data.draw(st.integers(0, 3), label="undo?") == 0:
                restored = session.undo()
                assert restored is session.state
                snapshots.pop()
                actor = actors.pop()
                reveals.pop()
                assert restored.to_dict() == snapshots[-1]
                assert restored.current_player() == actor
                continue
        actor = state.current_player()
        action = pick(state, data, mode, rng)
        reveal = state.is_reveal(action)
        session.apply(action)
        snapshots.append(session.state.to_dict())
        actors.append(actor)
        reveals.append(reveal)
        after = session.state.current_player()
        if actor == CHANCE or reveal or after != actor:
            assert not session.can_undo(), f"undo allowed after {action}"
        else:
            assert session.can_undo(), f"{action} by {actor} cannot be taken back"


def test_undo_scenario_stop_and_swaps_can_be_taken_back():
    """A fixed walk through the barriers, so the property above has a known case."""
    session = seated(registry.new_game("cubes", 2, seed=1))

    def play(*moves: str) -> None:
        for move in moves:
            session.apply(session.state.parse_action(move))

    play("roll", "land 1,2", "show 1 white", "show 2 white", "stop")      # seat 0
    assert session.state.current_player() == 1 and not session.can_undo()
    play("roll", "land 1,2", "show 1 red", "show 2 green", "stop")        # seat 1
    assert session.state.current_player() == 0 and not session.can_undo()
    play("roll")
    assert not session.can_undo()                  # rolled: the dice are cast
    play("land 3", "show 3 blue")
    assert not session.can_undo()                  # nothing of seat 0's since the roll
    deciding = session.state.clone()
    play("stop")
    assert session.state.observation(0).phase == "exchange" and session.can_undo()
    exchanging = session.state.clone()
    play("swap p2 red")
    assert session.state.current_player() == 0 and session.can_undo()
    assert session.undo() == exchanging
    assert session.undo() == deciding
    assert not session.can_undo()
    play("stop", "swap p2 red", "swap p2 green")    # both whites spent: seat 1 plays
    assert session.state.current_player() == 1 and not session.can_undo()
