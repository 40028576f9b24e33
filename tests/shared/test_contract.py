"""The contract of the state protocol (DESIGN.md, "The state protocol"), on every game.

One generic suite, parametrised over ``registry.games()``: a game that registers gets
all of it for free. Nothing here knows any game's rules; everything goes through the
protocol.

Random playouts check invariants after every action. By default each game id plays
games until ``DEFAULT_GAMES`` (200) games or ``ACTION_BUDGET`` (500) actions, whichever
comes first (a short game such as cubes, ~200 actions a game, plays about 10; a long
one such as drole, ~2,000 actions a game, one or two; chaos's random games, which run
to its turn limit, about 3), in ``PARTS`` parts that run
side by side under pytest-xdist. ``SOURIS_SOAK_GAMES=N`` plays exactly N games per game id with no action
budget, and checks every node of the first 20 games in full, for a soak, e.g.::

    SOURIS_SOAK_GAMES=5000 python -m pytest tests/shared/test_contract.py

Cheap checks run after every action: legal actions and their notation (at most
``NOTATION_EACH`` of them, at random, between the sampled nodes), an illegal
action refused without a trace, clone independence and determinism of ``apply``. The
expensive ones (listing every chance outcome, observations and determinizations, the
events as JSON, the dict and JSON round trips) run on every node of the first
``FULL_GAMES`` games, then on every ``EVERY``-th node, and, in every game, on the first
node of each kind met (a chance node, or a player's node with a new set of action
kinds, in or out of an answer window), so each phase of each game is checked. The round
trips, whose cost grows with the history, run on those first nodes of a kind, on a
schedule that spaces them further apart as the game grows (every ``EVERY`` actions at
first, then a quarter of the history apart), and always at the start and the end.
"""

from __future__ import annotations

import json
import math
import os
import random

import pytest

from game.core import CHANCE, TERMINAL, Action, IllegalAction, registry
from game.core.agents import Agent, agents_for, levels, step
from game.core.observation import Observation
from game.core.protocol import Pass

GAMES = registry.games()
DEFAULT_GAMES = 200
SOAK = os.environ.get("SOURIS_SOAK_GAMES", "").strip()
N_GAMES = int(SOAK) if SOAK else DEFAULT_GAMES
#: without a soak, a game id's playouts (all parts together) stop after this many actions
ACTION_BUDGET: int | None = None if SOAK else 500
PARTS = 4
FULL_GAMES = 20 if SOAK else 2
EVERY = 10
NOTATION_EACH = 24
MAX_ACTIONS = 20_000
BOGUS_MOVES = ("", "   ", "%%% not a move %%%", "xyzzy 1 2 3", "roll roll roll roll")


# ----------------------------------------------------------------------- helpers
def seat_counts(game_id: str) -> list[int]:
    cls = registry.game_class(game_id)
    return list(range(cls.min_players, cls.max_players + 1))


def random_options(game_id: str, rng: random.Random) -> dict:
    """Defaults one time in three, otherwise a random choice for every option."""
    specs = registry.game_class(game_id).option_specs
    if rng.random() < 1 / 3:
        return {}
    return {spec.key: rng.choice(spec.choices) for spec in specs if spec.choices}


def json_round_trip(data):
    return json.loads(json.dumps(data, allow_nan=False))


def obs_round_trip(state, obs):
    """``obs`` through its JSON form and back, as the thinking helper gets it."""
    kind = type(state).observation_type
    assert kind is not Observation, "the state names its own observation class"
    assert type(obs) is kind, f"observation() is no {kind.__name__}"
    return kind.from_json(json_round_trip(obs.to_json()))


def declared_draw(state) -> bool:
    """The public observation says the game ended in a draw (chaos)."""
    return getattr(state.observation(None), "draw", None) is True


def fingerprint(state):
    """Everything ``to_dict()`` holds, without re-writing the whole history each time
    (which would make a playout quadratic): the position, its size and last action."""
    return (state.num_players, state.seed, dict(state.options), len(state.history),
            [str(a) for a in state.history[-2:]], state._state_dict())


def check_chance_node(state, rng: random.Random) -> list[Action]:
    outcomes = state.chance_outcomes()
    actions = [a for a, _ in outcomes]
    assert actions, "a chance node must have outcomes"
    assert len(set(actions)) == len(actions), "chance outcomes must be distinct"
    for action, p in outcomes:
        assert isinstance(action, Action)
        assert p > 0, f"outcome {action} has probability {p}"
    assert math.isclose(math.fsum(p for _, p in outcomes), 1.0, rel_tol=0, abs_tol=1e-9)
    assert state.legal_actions() == actions
    sampled = state.sample_chance(rng)
    assert sampled in set(actions), f"sample_chance gave {sampled}, not an outcome"
    for action in rng.sample(actions, min(12, len(actions))):
        assert state.parse_action(str(action)) == action, f"{action} does not round trip"
    return actions


def check_illegal_is_refused(state, legal: list[Action] | None, pool: list[Action],
                             rng: random.Random, bogus: bool = True) -> None:
    """An action that is not legal here (from another position, or a bogus notation)
    raises IllegalAction and leaves the state exactly as it was."""
    before = fingerprint(state)
    if legal is not None and pool:
        legal_set = set(legal)
        for candidate in rng.sample(pool, min(8, len(pool))):
            if candidate not in legal_set:
                try:
                    state.apply(candidate)
                except IllegalAction:
                    pass
                else:
                    raise AssertionError(f"{candidate} is not legal here but was applied")
                assert fingerprint(state) == before, f"a refused {candidate} changed the state"
                break
    if bogus:
        with pytest.raises(IllegalAction):
            state.apply(rng.choice(BOGUS_MOVES))
        assert fingerprint(state) == before, "a refused bogus move changed the state"


def check_round_trips(state) -> None:
    data = state.to_dict()
    assert registry.from_dict(data) == state
    as_json = json_round_trip(data)
    assert as_json == data, "to_dict() must survive JSON unchanged"
    again = registry.from_dict(as_json)
    assert again == state
    assert again.current_player() == state.current_player()


def check_observations(state, rng: random.Random, legal: list[Action] | None) -> None:
    """Each seat's observation is plain data that a determinization for that seat (its
    hidden facts re-drawn) keeps; the public view and the scores during play are kept
    by every seat's determinization: they hold nobody's secret."""
    before = fingerprint(state)
    current = state.current_player()
    public = state.observation(None)
    assert obs_round_trip(state, public) == public, "observation(None) is not plain JSON data"
    scores = state.scores()
    for p in range(state.num_players):
        obs = state.observation(p)
        assert obs_round_trip(state, obs) == obs, f"observation({p}) is not plain JSON data"
        det = state.determinize(p, random.Random(rng.random()))
        assert det is not state
        assert det.observation(p) == obs, f"determinize({p}) changed what {p} sees"
        assert det.observation(None) == public, "the public view shows a secret"
        if not state.is_terminal():
            assert det.scores() == scores, "scores() tells a secret during play"
        assert det.current_player() == current
        if p == current and legal is not None:
            assert det.legal_actions() == legal, "a player's own options are known to them"
    assert fingerprint(state) == before, "observation/determinize changed the state"


def check_terminal(state, pool: list[Action], rng: random.Random) -> None:
    n = state.num_players
    assert state.current_player() == TERMINAL
    assert state.legal_actions() == []
    assert state.chance_outcomes() == []
    winners = state.winners()
    # a game may end with nobody winning only when it says so: a declared draw (chaos's
    # turn limit, its free hideout), "draw" true in the public observation
    assert winners or declared_draw(state), \
        "a finished game has at least one winner, or is a declared draw"
    assert len(set(winners)) == len(winners)
    assert set(winners) <= set(range(n))
    scores = state.scores()
    assert len(scores) == n
    assert all(isinstance(s, (int, float)) and math.isfinite(s) for s in scores)
    ranking = state.ranking()
    assert sorted(ranking) == list(range(n)), f"ranking {ranking} is not a permutation"
    assert set(ranking[:len(winners)]) == set(winners), "the ranking starts with the winners"
    before = state.to_dict()
    for action in rng.sample(pool, min(3, len(pool))):
        with pytest.raises(IllegalAction):
            state.apply(action)
    assert state.to_dict() == before
    check_round_trips(state)
    check_observations(state, rng, None)


def node_kind(state, current: int, legal: list[Action] | None, action: Action) -> tuple:
    """What kind of node this is, from the protocol alone: a chance node (by the kind of
    outcome drawn), or a player's node by the kinds of its legal actions, in or out of
    an answer window."""
    if current == CHANCE:
        return ("chance", type(action).__name__)
    assert legal is not None
    return ("player", state.answering(), frozenset(type(a).__name__ for a in legal))


def play_checked(game_id: str, number: int, pool: list[Action], pool_set: set) -> int:
    """One random playout with the invariants checked after every action; returns the
    number of actions played."""
    rng = random.Random(f"contract-{game_id}-{number}")
    counts = seat_counts(game_id)
    players = counts[number % len(counts)]
    options = random_options(game_id, rng)
    seed = rng.randrange(1 << 30)
    state = registry.new_game(game_id, players, seed, options)
    full = number < FULL_GAMES
    phase = rng.randrange(EVERY)
    kinds_seen: set[tuple] = set()
    next_round_trip = phase
    context = f"{game_id} game {number} (players={players}, seed={seed}, options={options})"
    try:
        check_round_trips(state)
        while not state.is_terminal():
            steps = len(state.history)
            assert steps < MAX_ACTIONS, f"no end after {MAX_ACTIONS} actions"
            current = state.current_player()
            assert current == CHANCE or 0 <= current < players, f"bad current_player {current}"
            assert state.is_chance_node() == (current == CHANCE)
            assert state.winners() == [], "winners() is empty while the game goes on"
            legal: list[Action] | None = None
            if current == CHANCE:
                action = state.sample_chance(rng)
            else:
                legal = state.legal_actions()
                assert legal, "a player to act has at least one legal action"
                if state.answering():
                    assert Pass() in legal, "an answer window offers Pass"
                    assert 0 <= state.turn_owner() < players and state.turn_owner() != current
                assert len(set(legal)) == len(legal)
                # every action's notation on the sampled nodes (below); elsewhere a few
                # (chaos offers hundreds of chair moves a node)
                written = legal if len(legal) <= NOTATION_EACH or steps % EVERY == phase \
                    or full else rng.sample(legal, NOTATION_EACH)
                for a in written:
                    text = str(a)
                    back = state.parse_action(text)
                    assert back == a and str(back) == text, f"{text!r} does not round trip"
                action = rng.choice(legal)
            kind = node_kind(state, current, legal, action)
            first_of_kind = kind not in kinds_seen
            kinds_seen.add(kind)
            sampled = full or first_of_kind or steps % EVERY == phase
            round_trip = first_of_kind or steps >= next_round_trip
            if round_trip and steps >= next_round_trip:
                next_round_trip = steps + max(EVERY, steps // 4)
            if current == CHANCE and sampled:
                legal = check_chance_node(state, rng)
            if legal is not None:
                for a in legal:
                    if a not in pool_set:
                        pool_set.add(a)
                        pool.append(a)
            check_illegal_is_refused(state, legal, pool, rng, bogus=sampled)
            if sampled:
                check_observations(state, rng, legal)
            if round_trip:
                check_round_trips(state)
            twin = state.clone()
            assert twin is not state
            before = fingerprint(state)
            assert fingerprint(twin) == before
            twin_events = twin.apply(action)
            assert fingerprint(state) == before, "applying to a clone changed the original"
            events = state.apply(action)
            assert fingerprint(state) == fingerprint(twin), (
                "the same action on equal states gave different states")
            assert events == twin_events
            if sampled:
                json.dumps([e.to_dict() for e in events])
            if round_trip:
                assert state == twin
            assert len(state.history) == steps + 1 and state.history[-1] == action
        check_terminal(state, pool, rng)
        replayed = registry.new_game(game_id, players, seed, options)
        for action in state.history:
            replayed.apply(str(action))
        assert replayed == state, "replaying the history does not give the same game"
    except AssertionError as exc:
        raise AssertionError(f"{context}, after {len(state.history)} actions "
                             f"{[str(a) for a in state.history[-6:]]}: {exc}") from exc
    return len(state.history)


# ------------------------------------------------------------------------- tests
def test_some_games_are_registered():
    assert GAMES, "registry.games() lists no game"
    assert len(set(GAMES)) == len(GAMES)
    for game_id in GAMES:
        assert registry.game_class(game_id).game_id == game_id
    with pytest.raises(KeyError):
        registry.game_class("no-such-game")


@pytest.mark.parametrize("part", range(PARTS))
@pytest.mark.parametrize("game_id", GAMES)
def test_random_playouts_keep_every_invariant(game_id, part):
    """Games ``part``, ``part + PARTS``, ... of this game id (see the module's docstring
    for how many)."""
    pool: list[Action] = []
    pool_set: set = set()
    budget = None if ACTION_BUDGET is None else ACTION_BUDGET // PARTS
    played = 0
    for number in range(part, N_GAMES, PARTS):
        played += play_checked(game_id, number, pool, pool_set)
        if budget is not None and played >= budget:
            break


@pytest.mark.parametrize("game_id", GAMES)
def test_player_count_is_checked(game_id):
    cls = registry.game_class(game_id)
    assert 1 <= cls.min_players <= cls.max_players
    for players in (0, cls.min_players - 1, cls.max_players + 1):
        with pytest.raises(ValueError):
            registry.new_game(game_id, players, seed=1)
    for players in seat_counts(game_id):
        state = registry.new_game(game_id, players, seed=1)
        assert state.num_players == players
        assert state.history == []
        assert not state.is_terminal()


@pytest.mark.parametrize("game_id", GAMES)
def test_unknown_option_is_refused(game_id):
    with pytest.raises(ValueError, match="no_such_option"):
        registry.new_game(game_id, seat_counts(game_id)[0], seed=1,
                          options={"no_such_option": 1})


@pytest.mark.parametrize("game_id", GAMES)
def test_option_defaults_are_valid(game_id):
    cls = registry.game_class(game_id)
    players = seat_counts(game_id)[0]
    defaults = {spec.key: spec.default for spec in cls.option_specs}
    assert len(defaults) == len(cls.option_specs), "option keys must be distinct"
    for spec in cls.option_specs:
        if spec.choices:
            assert spec.default in spec.choices, f"default of {spec.key} is not a choice"
    plain = registry.new_game(game_id, players, seed=3)
    assert plain.options == defaults
    assert registry.new_game(game_id, players, seed=3, options=dict(defaults)) == plain
    for spec in cls.option_specs:
        for choice in spec.choices:
            state = registry.new_game(game_id, players, seed=3, options={spec.key: choice})
            assert state.options[spec.key] == choice
        if spec.choices:
            with pytest.raises(ValueError, match=spec.key):
                registry.new_game(game_id, players, seed=3, options={spec.key: object()})


@pytest.mark.parametrize("game_id", GAMES)
def test_set_up_depends_only_on_seed_and_options(game_id):
    for players in seat_counts(game_id):
        assert registry.new_game(game_id, players, seed=11) == registry.new_game(
            game_id, players, seed=11)


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_of_a_finished_game_reproduces_it(game_id):
    rng = random.Random(f"replay-{game_id}")
    for players in seat_counts(game_id):
        options = random_options(game_id, rng)
        agents = agents_for(game_id, ["random"] * players)
        state = registry.new_game(game_id, players, seed=77, options=options)
        while not state.is_terminal():
            state.apply(step(state, agents, rng))
        replayed = registry.new_game(game_id, players, seed=77, options=options)
        for text in [str(a) for a in state.history]:
            replayed.apply(text)
        assert replayed.is_terminal()
        assert replayed == state
        assert replayed.winners() == state.winners()


@pytest.mark.parametrize("game_id", GAMES)
def test_from_dict_refuses_another_format(game_id):
    data = registry.new_game(game_id, seat_counts(game_id)[0], seed=1).to_dict()
    data["format"] = data["format"] + 1
    with pytest.raises(ValueError):
        registry.from_dict(data)


# ------------------------------------------------------------------ computer players
def play_with_agents(game_id: str, agents: list[Agent], seed: int) -> object:
    rng = random.Random(seed)
    state = registry.new_game(game_id, len(agents), seed)
    while not state.is_terminal():
        assert len(state.history) < MAX_ACTIONS
        current = state.current_player()
        action = step(state, agents, rng)
        if current != CHANCE:
            assert action in state.legal_actions(), f"{agents[current].level} chose {action}"
        state.apply(action)
    return state


def test_every_game_offers_a_computer_level():
    for game_id in GAMES:
        assert levels(game_id), f"{game_id} offers no computer level"


@pytest.mark.parametrize("game_id,level",
                         [(g, level) for g in GAMES for level in (*levels(g), "random")])
def test_every_ai_level_plays_complete_games(game_id, level):
    """Games at one level end with a winner or a declared draw: with the fewest seats
    (the most and a third count too in a soak; the mixed tables below play with the
    most, every level among them)."""
    counts = seat_counts(game_id)
    for number in (range(3) if SOAK else (0,)):    # the fewest seats (all three in a soak)
        players = counts[-1] if number == 1 else counts[number % len(counts)]
        state = play_with_agents(game_id, agents_for(game_id, [level] * players), 100 + number)
        assert state.winners() or declared_draw(state)


@pytest.mark.parametrize("game_id", GAMES)
def test_mixed_ai_levels_play_complete_games(game_id):
    """Every level at one table, the order turned between games (one turn; all four
    turns, each level in two seats, in a soak)."""
    counts = seat_counts(game_id)
    mixed = [*levels(game_id), "random"]
    for number in (range(4) if SOAK else (0,)):
        seats = (mixed * 4)[number:number + counts[-1]]
        state = play_with_agents(game_id, agents_for(game_id, seats), 200 + number)
        assert state.winners() or declared_draw(state)
    with pytest.raises(ValueError):
        Agent(game_id, "no-such-level")


#: decisions of each level that the observation-only test spies on
SPIED = 30


@pytest.mark.parametrize("game_id", GAMES)
def test_ai_decides_from_the_observation_only(game_id):
    """An agent hands its game's computer player ``state.observation(seat)`` (never the
    state), and a determinization with the same observation gets the same choice. Each
    level is checked over :data:`SPIED` decisions of a game (or the whole game if
    shorter): every decision is checked alike, and whole games between computers are
    the other tests' (``test_every_ai_level_plays_complete_games``)."""
    players = seat_counts(game_id)[-1]
    decisions = 0
    for level in levels(game_id):
        start = decisions
        agents = agents_for(game_id, [level] * players)
        calls = []
        for agent in agents:
            real = agent.player.choose

            def spy(obs, legal, rng, real=real, calls=calls):
                calls.append((obs, list(legal)))
                return real(obs, legal, rng)
            agent.player.choose = spy
        rng = random.Random(f"spy-{level}")
        state = registry.new_game(game_id, players, seed=5)
        while not state.is_terminal() and decisions - start < SPIED:
            current = state.current_player()
            if current == CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            expected = state.observation(current)
            legal = state.legal_actions()
            before = len(calls)
            seed = rng.random()
            action = agents[current].choose(state, random.Random(seed))
            assert action in legal
            if len(legal) == 1 and len(calls) == before:
                state.apply(action)      # a forced move may skip the chooser
                continue
            assert len(calls) == before + 1, "Agent.choose must call the game's player"
            obs, given = calls[-1]
            assert isinstance(obs, Observation)
            assert obs == expected, "the player got something else than observation(seat)"
            assert given == legal
            det = state.determinize(current, random.Random(seed))
            assert agents[current].choose(det, random.Random(seed)) == action, (
                "same observation, same random numbers, different choice")
            state.apply(action)
            decisions += 1
        assert decisions > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_computer_players_are_one_per_seat(game_id):
    """Two seats never share a computer player (each keeps its own memory)."""
    for level in levels(game_id):
        a, b = agents_for(game_id, [level, level])
        assert a.player is not b.player and (a.seat, b.seat) == (0, 1)
