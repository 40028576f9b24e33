"""A computer player resumed from a save decides as the one that was playing
(game/core/agents.py, "Resuming"): it rebuilds its memory by asking itself again, at
each of its seat's past decisions, with the observation and the seed that decision had.

Each test plays a game as the table does (every decision with the table's seed,
:func:`~game.core.agents.decision_seed`) to some point, "saves" it (the set-up and the
actions' notations), gives the seat a new computer player, and then asks the first one
and the new one every later decision of that seat: they must choose alike. For Chaos,
whose hard player remembers most (where the mice were, what the others' moves told),
the same new player without catching up is seen to choose otherwise, so the test can
fail."""

from __future__ import annotations

import random

import pytest

from game.core import registry
from game.core.agents import Agent, NoDecision, agents_for, decision_seed
from game.core.protocol import CHANCE, GameState
from game.core.thinking import Players


def table_step(state: GameState, agents: list[Agent]) -> None:
    """One action as the table plays it: chance from its own seed, a computer's choice
    with the decision's seed."""
    seat = state.current_player()
    if seat == CHANCE:
        state.apply(state.sample_chance(random.Random(f"{state.seed}:{len(state.history)}:chance")))
        return
    rng = random.Random(decision_seed(state.seed, len(state.history)))
    state.apply(agents[seat].choose(state, rng))


def play_until(game_id: str, players: int, levels: list[str], seed: int, actions: int,
               options: dict | None = None) -> tuple[GameState, list[Agent]]:
    state = registry.new_game(game_id, players, seed, options)
    agents = agents_for(game_id, levels)
    while not state.is_terminal() and len(state.history) < actions:
        table_step(state, agents)
    return state, agents


def resumed(state: GameState) -> GameState:
    """The state a save gives back: the set-up and the actions in notation."""
    return registry.from_dict(state.to_dict())


def compare(state: GameState, agents: list[Agent], seat: int, new: Agent,
            decisions: int) -> tuple[int, int]:
    """Play on with ``agents``; at each decision of ``seat`` with a choice, ask ``new``
    too. (agreements, decisions compared)."""
    same = asked = 0
    while not state.is_terminal() and asked < decisions:
        if state.current_player() == seat and len(state.legal_actions()) > 1:
            rng_seed = decision_seed(state.seed, len(state.history))
            theirs = new.choose(state, random.Random(rng_seed))
            asked += 1
            mine = agents[seat].choose(state, random.Random(rng_seed))
            same += theirs == mine
            state.apply(mine)
            continue
        table_step(state, agents)
    return same, asked


CASES = [
    # game, players, levels, seed, resume after this many actions, options
    ("chaos", 2, ["hard", "hard"], 3, 150, None),
    ("chaos", 4, ["hard", "normal", "hard", "normal"], 5, 100, None),
    ("drole", 2, ["hard", "normal"], 7, 41, None),
    ("drole", 3, ["normal", "normal", "normal"], 2, 63, None),
]


@pytest.mark.parametrize("game_id, players, levels, seed, at, options", CASES)
def test_a_resumed_computer_decides_as_the_one_that_was_playing(game_id, players, levels,
                                                                 seed, at, options):
    for seat in sorted({levels.index(level) for level in levels}):   # a seat of each level
        state, agents = play_until(game_id, players, levels, seed, at, options)
        assert not state.is_terminal()
        new = Agent(game_id, levels[seat], seat)
        same, asked = compare(resumed(state), agents, seat, new, 8)
        assert asked > 0
        assert same == asked, f"seat {seat}: {asked - same} of {asked} decisions differ"


def test_without_catching_up_chaos_hard_would_decide_otherwise():
    """The test above can fail: a new hard Chaos player that does not rebuild its
    memory (told it has already seen the game) chooses otherwise somewhere."""
    state, agents = play_until("chaos", 2, ["hard", "hard"], 3, 150)
    blank = Agent("chaos", "hard", 0)
    blank.seen = len(state.history)          # as if it had seen the game: no catching up
    same, asked = compare(state, agents, 0, blank, 12)
    assert asked > 0 and same < asked


def test_the_thinking_helper_catches_up_from_the_question():
    """At the table a resumed game's computers think in the helper, which gets the
    game's set-up and actions with the question (Session.question): the answer is the
    one the first player gives."""
    from game.core.seats import Seat
    from game.session import Session

    state, agents = play_until("chaos", 2, ["hard", "hard"], 3, 150)
    while state.current_player() < 0 or len(state.legal_actions()) < 2:
        table_step(state, agents)
    seats = [Seat("A", "red", "cpu", "hard"), Seat("B", "blue", "cpu", "hard")]
    session = Session(resumed(state), seats)
    question = session.question(1)
    players = Players()
    index = players.decide(question.game_id, question.table, question.seat, question.level,
                           question.obs, question.legal, question.seed,
                           (question.players, question.game_seed, question.options,
                            question.history))
    seat = state.current_player()
    expected = agents[seat].choose(state, random.Random(question.seed))
    assert question.legal[index] == expected


def test_a_player_that_chooses_no_legal_action_is_caught():
    agent = Agent("cubes", "normal", 0)

    class Wrong:
        def choose(self, obs, legal, rng):
            return "nothing at all"

    agent.player = Wrong()
    state = registry.new_game("cubes", 2, 1)
    while len(state.legal_actions()) < 2:
        state.apply(state.sample_chance(random.Random(1)) if state.current_player() == CHANCE
                    else state.legal_actions()[0])
    with pytest.raises(NoDecision):
        agent.choose(state, random.Random(1))
