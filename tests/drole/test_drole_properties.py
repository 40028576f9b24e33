"""Property tests (Hypothesis) for "Drôle de fromage" (RULES.md section 1).

Hypothesis plays games by drawing, at each decision, an index into
``legal_actions()``, and at each chance node, depending on the mode:
- "forced": an index into ``chance_outcomes()`` (any face, stars in a row included);
- "dice": a seeded sample of the real die;
- "greedy": the real die, and the player takes a step that drops a piece whenever
  there is one (Hypothesis picks which), so games reach the last piece and the bonus.
The invariants below are checked after every action.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import CHANCE, TERMINAL, registry
from game.core.seats import Seat
from game.games.drole import GAME
from game.games.drole.actions import CheeseFell, CheesePushed, GameOver, MouseStepped, Step
from game.session import Session

#: the shipped board and pieces (the config the registry's games play by)
_SHIPPED = GAME.config()
COLS, ROWS, N_PIECES, PIECE_SIZES = _SHIPPED.cols, _SHIPPED.rows, _SHIPPED.n_pieces, _SHIPPED.piece_sizes


def seated(state):
    """A session of ``state`` with a person in every seat (undo is theirs)."""
    return Session(state, [Seat(f"P{i + 1}", "orange", "human") for i in range(state.num_players)])


WORMS = {"small": 0, "medium": 4, "large": 2}          # seed 000, "Préparation" 2.
MAX_ACTIONS = 400

SETTINGS = settings(max_examples=30, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


# --------------------------------------------------------------------- invariants
def check_state(state) -> None:
    """Bookkeeping: every piece exactly once; mice and pieces never share a square;
    the board agrees with ``mice``, ``owner``, ``trays``, ``out`` and ``on_board``."""
    n = state.num_players
    board = state.board
    assert len(board) == ROWS * COLS
    on_board = {v: s for s, v in enumerate(board) if v >= 0}
    in_trays = [p for tray in state.trays for p in tray]
    everywhere = list(on_board) + in_trays + list(state.out)
    assert sorted(everywhere) == list(range(N_PIECES)), "a piece is lost or doubled"
    assert state.on_board == len(on_board)
    for piece in range(N_PIECES):
        owner = state.owner[piece]
        if piece in on_board:
            assert owner == -1
        elif piece in state.out:
            assert owner == -2
        else:
            assert 0 <= owner < n and piece in state.trays[owner]
    # mice: one per seat, on the board, on distinct squares, nothing else on them
    assert len(state.mice) == n and len(set(state.mice)) == n
    for seat, square in enumerate(state.mice):
        assert 0 <= square < ROWS * COLS and board[square] == -2 - seat
    assert sum(1 for v in board if v < -1) == n
    assert all(v >= -1 - n for v in board)
    # the worms never change: 2 large, 4 medium, no small
    count = {size: 0 for size in WORMS}
    for piece, worm in enumerate(state.worms):
        count[PIECE_SIZES[piece]] += worm
    assert count == WORMS
    # the phase and whose turn it is
    phase = state.phase
    player = state.current_player()
    if phase == "move":
        assert player == state.turn and state.steps_left > 0
        assert state.legal_actions(), "a move with steps left but no legal step"
    elif phase == "roll":
        assert player == CHANCE and state.steps_left == 0
    elif phase == "bonus":
        assert player == state.bonus_player and state.on_board == 0
        assert state.legal_actions()
    else:
        assert phase == "over" and player == TERMINAL and state.on_board == 0


def check_observation(state) -> None:
    """RULES.md §1 "Peeking": sizes and places are public; a worm shows only to the
    owner with the peeking rule, to nobody in the no-peek variant, to all at the end."""
    over = state.phase == "over"
    squares = {v: divmod(s, COLS) for s, v in enumerate(state.board) if v >= 0}
    for p in range(state.num_players):
        o = state.observation(p)
        assert o.mice == tuple(divmod(s, COLS) for s in state.mice)
        assert o.trays == tuple(map(tuple, state.trays)) and o.out == tuple(state.out)
        for piece in o.pieces:
            i = piece.id
            assert piece.size == PIECE_SIZES[i]
            assert piece.square == squares.get(i)
            owner = state.owner[i]
            assert piece.owner == (owner if owner >= 0 else None)
            assert piece.out == (owner == -2)
            sees = over or (state.peek and owner == p)
            assert piece.worm == (state.worms[i] if sees else None), (p, i, o.phase)
        assert (o.totals is None) != over


def check_determinize(state, rng: random.Random) -> None:
    """A determinized copy keeps what the player knows and the worm counts per size,
    and the player cannot tell it from the real game."""
    for p in range(state.num_players):
        d = state.determinize(p, rng)
        count = {size: 0 for size in WORMS}
        for piece, worm in enumerate(d.worms):
            count[PIECE_SIZES[piece]] += worm
        assert count == WORMS
        for piece in range(N_PIECES):
            if state.phase == "over" or (state.peek and state.owner[piece] == p):
                assert d.worms[piece] == state.worms[piece]
        assert d.board == state.board and d.trays == state.trays and d.mice == state.mice
        assert d.observation(p) == state.observation(p)


def check_events(state, events) -> None:
    """RULES.md §1 "Falling": a fallen piece goes to whoever sits on that side (or out);
    at most one piece falls per step; a push moves pieces by one square."""
    fell = [e for e in events if isinstance(e, CheeseFell)]
    assert len(fell) <= 1
    for e in fell:
        assert e.player == state.side_owner(e.side)
        if e.player >= 0:
            assert state.owner[e.piece] == e.player
        else:
            assert e.piece in state.out
    for e in events:
        if isinstance(e, CheesePushed):
            for _, (r0, c0), (r1, c1) in e.moves:
                assert abs(r0 - r1) + abs(c0 - c1) == 1
        if isinstance(e, MouseStepped):
            assert abs(e.frm[0] - e.to[0]) + abs(e.frm[1] - e.to[1]) == 1
        if isinstance(e, GameOver):
            assert list(e.scores) == state._totals()
            assert list(e.winners) == [p for p, s in enumerate(e.scores) if s == max(e.scores)]


# ------------------------------------------------------------------------ playing
def drops(state, action) -> bool:
    return isinstance(action, Step) and state.is_reveal(action)


def pick(state, data, mode: str, rng: random.Random):
    if state.current_player() == CHANCE:
        if mode == "forced":
            outcomes = state.chance_outcomes()
            return outcomes[data.draw(st.integers(0, len(outcomes) - 1))][0]
        return state.sample_chance(rng)
    actions = state.legal_actions()
    if mode == "greedy":
        falling = [a for a in actions if drops(state, a)]
        actions = falling or actions
    return actions[data.draw(st.integers(0, len(actions) - 1))]


game_st = st.tuples(st.integers(2, 4), st.integers(0, 10_000), st.booleans(),
                    st.sampled_from(["4-3-2", "3-2-1"]),
                    st.sampled_from(["forced", "dice", "greedy"]))


@SETTINGS
@given(game_st, st.data())
def test_random_games_keep_every_invariant(game, data):
    players, seed, peek, scoring, mode = game
    state = registry.new_game("drole", players, seed=seed,
                              options={"peek": peek, "scoring": scoring})
    rng = random.Random(seed)
    check_state(state)
    check_observation(state)
    for n in range(MAX_ACTIONS):
        if state.is_terminal():
            break
        action = pick(state, data, mode, rng)
        events = state.apply(action)
        check_state(state)
        check_observation(state)
        check_events(state, events)
        if n % 40 == 0:
            check_determinize(state, rng)
    check_determinize(state, rng)
    if state.is_terminal():
        assert state.end_reason == "board_empty"
        assert state.winners() and all(state._totals()[w] == max(state._totals())
                                       for w in state.winners())


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 4), st.integers(0, 10_000), st.booleans())
def test_whole_games_keep_every_invariant_to_the_end(players, seed, peek):
    """Whole games (seeded, dropping a piece whenever possible) keep the invariants
    through the last piece, the bonus and the end; they end with the board empty
    (RULES.md §1 "End and score") and the final state round-trips through a dict."""
    state = registry.new_game("drole", players, seed=seed, options={"peek": peek})
    rng = random.Random(seed)
    # a long game is not a loop: 4 players, seed 4654 ends after 6,753 actions
    for n in range(20_000):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            action = state.sample_chance(rng)
        else:
            actions = state.legal_actions()
            action = rng.choice([a for a in actions if drops(state, a)] or actions)
        events = state.apply(action)
        check_state(state)
        check_events(state, events)
        if n % 25 == 0 or any(isinstance(e, CheeseFell) for e in events):
            check_observation(state)
    check_determinize(state, rng)
    assert state.is_terminal() and state.on_board == 0
    assert state.end_reason == "board_empty"
    assert registry.from_dict(state.to_dict()) == state


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.data())
def test_undo_restores_the_position_exactly(seed, data):
    """the session's undo (game/session.py): an undo brings back the position before the step, and
    never goes back over a roll or a fallen piece."""
    state = registry.new_game("drole", 3, seed=seed)
    line = seated(state)
    rng = random.Random(seed)
    for _ in range(150):
        s = line.state
        if s.is_terminal():
            break
        if s.current_player() == CHANCE:
            line.apply(s.sample_chance(rng))
            assert not line.can_undo()
            continue
        before = s.to_dict()
        action = rng.choice(s.legal_actions())
        revealing = s.is_reveal(action)
        actor = s.current_player()
        line.apply(action)
        if revealing or line.state.current_player() != actor:
            assert not line.can_undo()
        elif data.draw(st.booleans()):
            assert line.can_undo()
            assert line.undo().to_dict() == before
        check_state(line.state)
