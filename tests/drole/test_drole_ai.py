"""The computer players of Drôle de fromage (game/games/drole/ai.py,
judge.py, moves.py, lookahead.py): they decide from the seat's observation only, win
pieces, keep good pieces away from opponents' edges, use what they know of the worms,
and play well enough to beat random play."""

from __future__ import annotations

import random

import pytest

from game.core import registry
from game.core.agents import agents_for, step
from game.core.protocol import CHANCE
from game.games.drole import GAME, ai, judge, lookahead, moves
from game.games.drole.actions import Step, Take
from game.games.drole.rules import DroleState

#: the shipped board's width and pieces (the config the registry's games play by)
COLS, PIECE_SIZES = GAME.config().cols, GAME.config().piece_sizes

LARGE = [i for i, s in enumerate(PIECE_SIZES) if s == "large"]
MEDIUM = [i for i, s in enumerate(PIECE_SIZES) if s == "medium"]
SMALL = [i for i, s in enumerate(PIECE_SIZES) if s == "small"]


def position(players: int = 2, *, on_board: dict[int, tuple[int, int]],
             mice: list[tuple[int, int]], trays: list[list[int]] | None = None,
             worms: set[int] = frozenset(), steps: int = 1, phase: str = "move",
             peek: bool = True, bonus_player: int = -1) -> DroleState:
    """A consistent state built through ``_load_state_dict``: pieces not on the board
    and not in a tray are out of the game."""
    state = DroleState(players, 0, {"peek": peek})
    trays = trays or [[] for _ in range(players)]
    board = [-1] * (8 * COLS)
    owner = [-2] * len(PIECE_SIZES)
    for piece, (r, c) in on_board.items():
        board[r * COLS + c] = piece
        owner[piece] = -1
    for seat, tray in enumerate(trays):
        for piece in tray:
            owner[piece] = seat
    for seat, (r, c) in enumerate(mice):
        board[r * COLS + c] = -2 - seat
    data = state._state_dict()
    data.update(worms=[i in worms for i in range(len(PIECE_SIZES))], board=board,
                mice=[r * COLS + c for r, c in mice], owner=owner, trays=trays,
                out=[i for i, o in enumerate(owner) if o == -2], turn=0, phase=phase,
                rolls=["3"], steps_left=steps if phase == "move" else 0,
                bonus_player=bonus_player)
    state._load_state_dict(data)
    return state


def decide(state: DroleState, level: str = "normal", seed: int = 0):
    """A computer player who has never played (no plan in memory) decides."""
    seat = state.current_player()
    player = ai.DrolePlayer(level, seat)
    return player.choose(state.observation(seat), state.legal_actions(), random.Random(seed))


# ---------------------------------------------------------------- observation only
def hidden_change(state: DroleState, seat: int) -> DroleState:
    """A copy where worms ``seat`` has not seen moved between pieces of a size."""
    for number in range(100):
        other = state.determinize(seat, random.Random(number))
        if other.worms != state.worms:
            return other
    raise AssertionError("no other worms possible")


def test_hidden_worms_do_not_change_the_choice():
    """Two states that differ only in worms the seat cannot see give the same
    observation and the same choice, at every decision of a real game."""
    checked = 0
    for level in ai.LEVELS:
        state = registry.new_game("drole", 3, seed=11)
        rng = random.Random(level)
        agents = agents_for("drole", ["normal"] * 3)
        while not state.is_terminal() and len(state.history) < 50:
            seat = state.current_player()
            if seat != CHANCE and len(state.legal_actions()) > 1:
                other = hidden_change(state, seat)
                assert other.worms != state.worms
                assert other.observation(seat) == state.observation(seat)
                assert decide(other, level, 3) == decide(state, level, 3)
                checked += 1
            state.apply(step(state, agents, rng))
    assert checked > 20


def test_what_the_seat_knows_does_change_its_values():
    """Holding both sound larges, the seat knows every other large is wormy."""
    state = position(on_board={LARGE[2]: (3, 3), MEDIUM[0]: (3, 5)}, mice=[(7, 4), (0, 3)],
                     trays=[[LARGE[0], LARGE[1]], []], worms={LARGE[2], LARGE[3]})
    values = judge.piece_values(state.observation(0))
    assert values[LARGE[2]] == 0.0 and values[LARGE[0]] == 4.0
    assert values[MEDIUM[0]] == pytest.approx(1.5)          # 4 worms among 8 unseen mediums
    blind = judge.piece_values(state.observation(1))           # the other seat knows nothing
    assert blind[LARGE[2]] == pytest.approx(2.0) and blind[LARGE[0]] == pytest.approx(2.0)


# ------------------------------------------------------------------- constructed
def test_takes_a_sound_large_falling_on_its_own_edge():
    """South mouse two squares above a large on the south edge, three steps: it walks
    down and pushes the large off onto its own side."""
    state = position(on_board={LARGE[0]: (7, 3), MEDIUM[0]: (3, 6), SMALL[0]: (2, 1)},
                     mice=[(5, 3), (0, 4)], steps=3)
    for level in ("normal", "hard"):
        assert decide(state, level) == Step("s")
    moves = []
    while state.current_player() == 0:
        action = decide(state)
        moves.append(str(action))
        state.apply(action)
    assert LARGE[0] in state.trays[0], moves


def test_does_not_push_a_good_piece_onto_an_opponents_side():
    """Next to a large on the north edge (the opponent's), one step: any step but north
    (``easy`` sometimes steps at random, so only the searching levels are held to it)."""
    state = position(on_board={LARGE[0]: (0, 4), MEDIUM[0]: (4, 6)},
                     mice=[(1, 4), (5, 1)], steps=1)
    assert Step("n") in state.legal_actions()
    for level in ("normal", "hard"):
        for seed in range(3):
            assert decide(state, level, seed) != Step("n")


def test_knowing_its_larges_it_goes_for_the_medium():
    """Two steps, a large one way and a medium the other, both on its own edge. Holding
    both sound larges (peeking), the large on the board must be wormy: it takes the
    medium. In the no-peek game it cannot know, and the large is worth more."""
    board = {LARGE[2]: (7, 3), MEDIUM[0]: (7, 5)}
    kwargs = dict(on_board=board, mice=[(6, 4), (0, 4)], steps=2,
                  trays=[[LARGE[0], LARGE[1]], []], worms={LARGE[2], LARGE[3], *MEDIUM[4:]})
    assert decide(position(**kwargs)) == Step("e")
    assert decide(position(peek=False, **kwargs)) == Step("w")


def test_blocks_an_opponents_push_with_its_mouse():
    """The north mouse stands right below a large, two pushes from its edge; one step
    lets the south mouse stand in front of the large on the north edge, blocking it."""
    state = position(on_board={LARGE[0]: (1, 4), SMALL[0]: (6, 0)},
                     mice=[(0, 3), (2, 4)], steps=1)
    assert decide(state, "normal") == Step("e")


def test_bonus_takes_the_piece_worth_most_by_what_it_knows():
    """Last-piece bonus: with both sound larges in its tray, the opponent's large is
    surely wormy, so a small (sure 2) beats it and a medium (1.5 expected); holding a
    wormy large instead, the opponent's large is worth 4 x 2/3 and is taken."""
    theirs = [LARGE[2], MEDIUM[0], SMALL[0]]
    knows = position(on_board={}, mice=[(7, 4), (0, 4)], phase="bonus", bonus_player=0,
                     trays=[[LARGE[0], LARGE[1]], theirs], worms={LARGE[2], LARGE[3]})
    assert decide(knows) == Take(1, SMALL[0])
    wormy = position(on_board={}, mice=[(7, 4), (0, 4)], phase="bonus", bonus_player=0,
                     trays=[[LARGE[0]], theirs], worms={LARGE[0], LARGE[3]})
    assert decide(wormy) == Take(1, LARGE[2])


def test_bonus_takes_from_the_leader_when_pieces_are_alike():
    """Two opponents each hold a small (a sure 2, the best piece on offer): it takes the
    one of the opponent ahead in points."""
    mice = [(7, 4), (4, 0), (0, 3)]
    for leader in (1, 2):
        trays = [[], [SMALL[1]], [SMALL[2]]]
        trays[leader].append(MEDIUM[0])
        state = position(3, on_board={}, mice=mice, phase="bonus", bonus_player=0, trays=trays)
        assert decide(state) == Take(leader, trays[leader][0])


# ------------------------------------------------------------------------ strength
def play(levels: list[str], seed: int) -> DroleState:
    agents = agents_for("drole", levels)
    state = registry.new_game("drole", len(levels), seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        assert len(state.history) < 20_000
        state.apply(step(state, agents, rng))
    return state


def test_normal_beats_random():
    wins = 0.0
    games = 6
    for number in range(games):
        levels = ["normal", "random"] if number % 2 == 0 else ["random", "normal"]
        state = play(levels, 40 + number)
        me = levels.index("normal")
        if me in state.winners():
            wins += 1.0 / len(state.winners())
    assert wins >= 5


def test_normal_beats_easy_and_games_end():
    wins = 0.0
    for number in range(6):
        levels = ["normal", "easy"] if number % 2 == 0 else ["easy", "normal"]
        state = play(levels, 60 + number)
        if levels.index("normal") in state.winners():
            wins += 1.0 / len(state.winners())
    assert wins >= 4


def test_a_six_step_move_searches_every_distinct_end():
    """The first step of a 6-step move from the opening: every level decides, over
    more than a hundred distinct ends of the move (its time is measured by
    ``python -m game bench drole``, not here)."""
    state = registry.new_game("drole", 4, seed=3)
    state.apply("die star")
    state.apply("die 3")
    for level in ai.LEVELS:
        assert decide(state, level) in state.legal_actions()
    assert len(moves.end_positions(*_root(state), 6, judge.View(state.observation(0)))) > 100


def test_a_player_keeps_its_plan_and_seats_do_not_share_it():
    """A computer player remembers the rest of the move it planned (its own memory);
    another seat's player starts with none."""
    state = registry.new_game("drole", 2, seed=3)
    state.apply("die star")
    state.apply("die 3")
    player = ai.DrolePlayer("normal", 0)
    first = player.choose(state.observation(0), state.legal_actions(), random.Random(1))
    assert player.plans
    assert not ai.DrolePlayer("normal", 1).plans
    state.apply(first)
    if state.current_player() == 0:
        planned = dict(player.plans)
        again = player.choose(state.observation(0), state.legal_actions(), random.Random(1))
        assert again in state.legal_actions() and player.plans == planned


def _root(state):
    board, mice = moves.read_position(state.observation(0))
    return board, mice[0]


def test_bench_times_first_steps_of_long_moves(capsys):
    import json

    from game.cli import main
    assert main(["bench", "drole", "--decisions", "40", "--seed", "2", "--players", "2"]) == 0
    result = json.loads(capsys.readouterr().out.strip())
    assert result["game"] == "drole" and result["ai"] == "normal" and result["decisions"] == 40
    for key in ("ms_p50", "ms_p95", "ms_max", "first_step_6_ms_p95", "first_step_4_ms_p95"):
        assert result[key] is not None and result[key] >= 0
    assert result["first_step_6_decisions"] > 0
    assert result["ms_p50"] <= result["ms_p95"] <= result["ms_max"]


def test_hard_waits_for_the_last_piece_but_not_forever():
    """Two pieces left in the west column, the mice between them: the south mouse can
    push the small off its edge in three steps, but the north mouse, right below the
    medium, would then push the last piece off its own edge and take a piece from the
    south's tray. ``hard`` waits; but after ``PATIENCE`` of its moves in a row with no
    piece leaving, each such move makes a piece leaving worth more to it, and it takes
    the small (two ``hard`` mice once guarded such pieces from each other forever)."""
    others = [p for p in range(len(PIECE_SIZES)) if p not in (MEDIUM[0], SMALL[3])]
    player = ai.DrolePlayer("hard", 0)
    left = []
    for _move in range(ai.PATIENCE + 20):
        state = position(on_board={MEDIUM[0]: (0, 0), SMALL[3]: (7, 0)},
                         mice=[(4, 0), (1, 0)], trays=[others[:7], others[7:]], steps=3)
        while state.current_player() == 0 and state.phase == "move":
            state.apply(player.choose(state.observation(0), state.legal_actions(),
                                      random.Random(0)))
        left.append(sum(1 for v in state.board if v >= 0))
    assert left[:ai.PATIENCE] == [2] * ai.PATIENCE
    assert left[-1] == 1


def test_hard_predicts_normals_moves_as_normal_plays_them():
    """``hard`` with 3-4 players judges its candidate ends after the next round, each
    opponent moving as ``normal`` would: without peeking every seat knows the same, and
    the predicted move is the very one a ``normal`` player makes, step by step."""
    checked = 0
    for seed in range(3):
        state = registry.new_game("drole", 4, seed=seed, options={"peek": False})
        agents = agents_for("drole", ["normal"] * 4)
        rng = random.Random(seed)
        while not state.is_terminal() and checked < 12 * (seed + 1):
            seat = state.current_player()
            obs = state.observation(seat) if state.phase == "move" else None
            if obs is None or obs.steps_left != obs.steps or obs.steps > lookahead.ROUND_DEPTH:
                state.apply(step(state, agents, rng))
                continue
            view = judge.View(obs)
            board, mice = moves.read_position(obs)
            cells, now, _falls = lookahead._normal_reply(view, board, mice, seat, obs.steps)
            while state.current_player() == seat and state.phase == "move":
                state.apply(step(state, agents, rng))
            if state.phase == "bonus" or state.is_terminal():
                break
            after, moved = moves.read_position(state.observation(seat))
            assert (after, moved) == (cells, now)
            checked += 1
    assert checked >= 20


def test_hard_rounds_sample_each_opponents_die_alike():
    """The dice of the round ``hard`` looks at: for each opponent, the lengths at
    evenly spread quantiles of the die (the same for every candidate end)."""
    lengths = GAME.config().move_lengths
    scenarios = lookahead._scenarios(lengths, lookahead.ROUND_SAMPLES, 3)
    assert len(scenarios) == lookahead.ROUND_SAMPLES
    columns = [sorted(s[j] for s in scenarios) for j in range(3)]
    assert columns[0] == columns[1] == columns[2]
    mean = sum(columns[0]) / len(columns[0])
    assert abs(mean - sum(n * p for n, p in lengths.items())) < 0.5
    assert scenarios == lookahead._scenarios(lengths, lookahead.ROUND_SAMPLES, 3)


def test_a_resumed_four_player_hard_decides_as_the_one_that_was_playing():
    """The round look-ahead of ``hard`` with four players keeps no memory of its own
    (its dice are the same fixed samples every time): a computer resumed from a save
    decides as the one that was playing."""
    from game.core.agents import Agent
    from tests.shared.test_resume_ai import compare, play_until, resumed

    levels = ["normal", "hard", "normal", "hard"]
    state, agents = play_until("drole", 4, levels, 11, 90)
    assert not state.is_terminal()
    same, asked = compare(resumed(state), agents, 1, Agent("drole", "hard", 1), 6)
    assert asked > 0 and same == asked
