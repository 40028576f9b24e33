"""Scenario tests for "Drôle de fromage" (RULES.md section 1, rule books seeds 000 and 001).

The games are driven through the protocol only (``apply`` with the notation ``die 3``,
``die star``, ``step n``, ``take p2 5``); chance outcomes are forced with explicit ``die``
actions. Special positions are built with :func:`position`, which writes a full state
dict (board, mice, owners, trays, out) and loads it through ``registry.from_dict``, so
every piece is always exactly once on the board, in a tray or out of the game.

Squares are (row, col), 0-based from the north-west corner: RULES.md's 1-based square
(8,5) is (7,4) here. Numbers that the rule books print (4/3/2 points, the die's odds)
are written here literally, not read back from the rules module.
"""

from __future__ import annotations

import json
import random

import pytest
from rule_checks import illegal

from game.core import CHANCE, TERMINAL, IllegalAction, registry
from game.core.seats import Seat
from game.games.drole import GAME
from game.games.drole.actions import (
    CheeseFell,
    CheesePushed,
    Die,
    DieRolled,
    GameOver,
    LastPiece,
    MouseStepped,
    MoveEnded,
    PieceTaken,
    Step,
    Take,
    TurnStarted,
    WormSeen,
)
from game.session import Session

#: the shipped board and pieces (the config the registry's games play by)
_SHIPPED = GAME.config()
COLS, ROWS, N_PIECES = _SHIPPED.cols, _SHIPPED.rows, _SHIPPED.n_pieces
PIECE_SIZES, PIECE_SQUARES = _SHIPPED.piece_sizes, _SHIPPED.piece_squares

SOUTH, NORTH = 0, 1                         # seats of a 2-player game
IDS_OF = {size: [i for i, s in enumerate(PIECE_SIZES) if s == size] for size in PIECE_SIZES}
WORMS = {"small": 0, "medium": 4, "large": 2}   # seed 000, "Préparation" 2.


# ----------------------------------------------------------------------- helpers
def new(players: int = 2, seed: int = 1, **options):
    return registry.new_game("drole", players, seed=seed, options=options)


def seated(state):
    """A session of ``state`` with a person in every seat (undo is theirs)."""
    return Session(state, [Seat(f"P{i + 1}", "orange", "human") for i in range(state.num_players)])


def do(state, *moves: str) -> list:
    events = []
    for move in moves:
        events += state.apply(move)
    return events




def sq(r: int, c: int) -> int:
    return r * COLS + c


def at(state, r: int, c: int) -> int:
    """The piece id on (r, c) (fails if there is none)."""
    v = state.board[sq(r, c)]
    assert v >= 0, f"no piece on {(r, c)}"
    return v


def cheese_map(state) -> dict[tuple[int, int], str]:
    """{square: size} of every piece on the board."""
    return {divmod(s, COLS): PIECE_SIZES[v] for s, v in enumerate(state.board) if v >= 0}


def position(players: int, mice, cheese=None, trays=None, *, turn: int = 0,
             phase: str = "roll", steps: int = 0, rolls=(), seed: int = 1, **options):
    """A position of the game: ``mice`` one (r, c) per seat; ``cheese`` {(r, c): size};
    ``trays`` a list per seat of sizes. A size ending with ``*`` hides a worm. The
    pieces not placed are out of the game, carrying the rest of the six worms, so that
    every piece exists exactly once."""
    state = new(players, seed=seed, **options)
    data = state.to_dict()
    free = {size: list(ids) for size, ids in IDS_OF.items()}
    worms = [False] * N_PIECES
    board = [-1] * (ROWS * COLS)
    owner = [-2] * N_PIECES
    tray_ids: list[list[int]] = [[] for _ in range(players)]

    def take(label: str) -> int:
        size = label.rstrip("*")
        piece = free[size].pop(0)
        worms[piece] = label.endswith("*")
        return piece

    for (r, c), label in (cheese or {}).items():
        piece = take(label)
        board[sq(r, c)] = piece
        owner[piece] = -1
    for seat, labels in enumerate(trays or []):
        for label in labels:
            piece = take(label)
            owner[piece] = seat
            tray_ids[seat].append(piece)
    out = [i for ids in free.values() for i in ids]
    for size, ids in free.items():                 # the rest of the worms go out
        left = WORMS[size] - sum(1 for i in IDS_OF[size] if worms[i])
        for i in ids[:max(left, 0)]:
            worms[i] = True
    for seat, (r, c) in enumerate(mice):
        assert board[sq(r, c)] == -1
        board[sq(r, c)] = -2 - seat
    data["history"] = []
    data["state"].update(worms=worms, board=board, mice=[sq(r, c) for r, c in mice],
                         owner=owner, trays=tray_ids, out=sorted(out), turn=turn,
                         phase=phase, rolls=list(rolls), steps_left=steps,
                         bonus_player=-1, result=[], end_reason="")
    return registry.from_dict(data)


def mouse(state, seat: int) -> tuple[int, int]:
    return divmod(state.mice[seat], COLS)


def only(events, kind):
    return [e for e in events if isinstance(e, kind)]


# ------------------------------------------------------------------------ set-up
def test_the_cheese_block_sizes_and_places():
    """RULES.md §1 "Cheese"; seed 000 "Préparation" 4.: 16 pieces on rows 3-6 x
    columns 3-6 (1-based), small at the corners, large in the centre, medium on the
    sides."""
    state = new(4)
    expected = {}
    for r in range(2, 6):
        for c in range(2, 6):
            edge = (r in (2, 5)) + (c in (2, 5))
            expected[(r, c)] = {2: "small", 1: "medium", 0: "large"}[edge]
    assert cheese_map(state) == expected
    assert N_PIECES == 16 and sorted(PIECE_SQUARES) == sorted(expected)
    o = state.observation(0)
    assert {tuple(p.square): p.size for p in o.pieces} == expected
    assert all(p.owner is None and not p.out for p in o.pieces)
    assert o.trays == ((), (), (), ()) and o.out == ()


@pytest.mark.parametrize("seed", [0, 1, 2, 7, 123])
def test_six_worms_two_large_four_medium_no_small(seed):
    """Seed 000 "Préparation" 2.: a worm in 2 large and 4 medium pieces; small never."""
    state = new(2, seed=seed)
    count = {size: 0 for size in WORMS}
    for i, w in enumerate(state.worms):
        count[PIECE_SIZES[i]] += w
    assert count == WORMS
    assert state.observation(0).worms == WORMS


def test_worms_are_shuffled_by_the_seed_and_repeatable():
    """Seed 000 "Préparation" 3. (shuffled) and the protocol's determinism per seed."""
    layouts = {tuple(new(2, seed=s).worms) for s in range(20)}
    assert len(layouts) > 5
    for s in (0, 5, 99):
        assert new(2, seed=s).worms == new(2, seed=s).worms
        assert new(3, seed=s).to_dict() == new(3, seed=s).to_dict()


@pytest.mark.parametrize("players, sides", [
    (2, ("south", "north")),
    (3, ("south", "west", "north")),
    (4, ("south", "west", "north", "east")),
])
def test_seats_and_start_squares(players, sides):
    """RULES.md §1 "Board" (South, West, North, East; 2 face to face; 3 without East)
    and "Mice": start squares South (8,5), North (1,4), West (5,1), East (4,8), 1-based
    (seed 000: the 4th square from the player's right on their own edge)."""
    start = {"south": (7, 4), "north": (0, 3), "west": (4, 0), "east": (3, 7)}
    state = new(players)
    assert state.sides == sides
    assert [mouse(state, p) for p in range(players)] == [start[s] for s in sides]
    assert state.observation(0).mice == tuple(tuple(start[s]) for s in sides)
    for p, side in enumerate(sides):
        assert state.side_owner(side) == p
        assert state.board[state.mice[p]] == -2 - p
    for side in set(start) - set(sides):
        assert state.side_owner(side) == -1
    assert state.current_player() == CHANCE and state.observation(0).phase == "roll"
    assert state.observation(0).turn == 0


def test_player_counts_and_options():
    """RULES.md §1 heading: 2-4 players; options peek (default on) and scoring
    (4-3-2 default, 3-2-1)."""
    for bad in (1, 5):
        with pytest.raises(ValueError):
            new(bad)
    assert new(2).options == {"peek": True, "scoring": "4-3-2"}
    with pytest.raises(ValueError):
        new(2, scoring="5-4-3")
    with pytest.raises(ValueError):
        new(2, colour="red")


# ---------------------------------------------------------------------------- die
def test_die_probabilities():
    """RULES.md §1 "Die": faces 1, 2, 2, 3, 3, star, each 1/6."""
    outcomes = {a.face: p for a, p in new().chance_outcomes()}
    assert outcomes == pytest.approx({"1": 1 / 6, "2": 1 / 3, "3": 1 / 3, "star": 1 / 6})
    assert sum(outcomes.values()) == pytest.approx(1)
    rng = random.Random(4)
    counts = {f: 0 for f in outcomes}
    state = new()
    for _ in range(6000):
        counts[state.sample_chance(rng).face] += 1
    for face, p in outcomes.items():
        assert abs(counts[face] / 6000 - p) < 0.03


@pytest.mark.parametrize("face, steps", [("1", 1), ("2", 2), ("3", 3)])
def test_plain_numbers(face, steps):
    """Seed 000 "Déplacement de la souris": the die says how many squares to move."""
    state = new()
    events = do(state, f"die {face}")
    assert events == [DieRolled(SOUTH, face, steps, False)]
    assert state.current_player() == SOUTH and state.steps_left == steps
    assert state.observation(1).rolls == (face,)


def test_star_plus_two_is_four():
    """Seed 000: "Exemple: ★ + 2 = 4 cases"."""
    state = new()
    events = do(state, "die star")
    assert events == [DieRolled(SOUTH, "star", 0, True)]
    assert state.current_player() == CHANCE                       # roll again
    events = do(state, "die 2")
    assert events == [DieRolled(SOUTH, "2", 4, True)]
    assert state.steps_left == 4 and state.current_player() == SOUTH


def test_star_star_three_is_six_doubled_once():
    """Seed 000: "★ + ★ + 3 = 6 cases" (several stars double only once)."""
    state = new()
    do(state, "die star", "die star")
    assert state.current_player() == CHANCE
    events = do(state, "die 3")
    assert events == [DieRolled(SOUTH, "3", 6, True)]
    assert state.steps_left == 6 and state.observation(0).rolls == ("star", "star", "3")


def test_the_rolls_of_a_turn_are_forgotten_at_the_next_turn():
    """RULES.md §1 "Die": a star doubles the number of its own turn only."""
    state = new()
    do(state, "die star", "die 1", "step n", "step n")
    assert state.current_player() == CHANCE and state.observation(0).rolls == ()
    assert do(state, "die 1") == [DieRolled(NORTH, "1", 1, False)]


# -------------------------------------------------------------------------- steps
def test_a_move_is_exactly_the_number_of_steps_then_the_turn_passes():
    """RULES.md §1 "A move": exactly that many single steps, then the next seat."""
    state = new(3)
    do(state, "die 3")
    for left in (2, 1):
        events = do(state, "step n")
        assert events[0].steps_left == left and state.current_player() == SOUTH
    events = do(state, "step n")
    assert events[-2:] == [MoveEnded(SOUTH, 0, False), TurnStarted(1)]
    assert state.current_player() == CHANCE and state.turn == 1


def test_back_and_forth_in_one_move():
    """Seed 000: "1 case en avant, 1 case en arrière, 1 case à droite et 1 case en
    avant si vous avez fait 4" (revisiting squares and turning are allowed). South
    faces north: forward is n, right is e."""
    state = new()
    do(state, "die star", "die 2")
    path = [("n", (7, 4), (6, 4)), ("s", (6, 4), (7, 4)), ("e", (7, 4), (7, 5)),
            ("n", (7, 5), (6, 5))]
    for left, (d, frm, to) in zip((3, 2, 1, 0), path):
        events = do(state, f"step {d}")
        assert events[0] == MouseStepped(SOUTH, frm, to, d, left)
        assert not only(events, CheesePushed) and not only(events, CheeseFell)
    assert mouse(state, SOUTH) == (6, 5)
    assert state.current_player() == CHANCE and state.turn == NORTH


def test_a_step_into_a_mouse_is_illegal():
    """Seed 000: "Il n'est pas possible de passer par dessus ou de repousser une autre
    souris" — a mouse's square can never be entered."""
    state = position(2, [(6, 4), (5, 4)], {(2, 2): "small"}, steps=2, phase="move")
    assert Step("n") not in state.legal_actions()
    illegal(state, "step n", "mouse is in the way")
    assert set(state.legal_actions()) == {Step("e"), Step("s"), Step("w")}


def test_a_mouse_cannot_jump_over_a_mouse_it_goes_around():
    """Seed 000: "il faut absolument la contourner" — going round is fine."""
    state = position(2, [(6, 4), (5, 4)], {(2, 2): "small"}, steps=3, phase="move")
    do(state, "step e", "step n", "step n")
    assert mouse(state, SOUTH) == (4, 5) and mouse(state, NORTH) == (5, 4)


def test_a_line_of_cheese_that_would_hit_a_mouse_cannot_be_pushed():
    """Seed 000, "Déplacement des morceaux de fromage": never move another mouse; a
    mouse blocks a whole line of squares."""
    state = position(2, [(7, 1), (7, 5)], {(7, 2): "small", (7, 3): "large", (7, 4): "medium"},
                     steps=1, phase="move")
    assert Step("e") not in state.legal_actions()
    illegal(state, "step e", "cheese", "mouse")
    # with a gap in the line the push is legal and stops at the gap
    state = position(2, [(7, 1), (7, 6)], {(7, 2): "small", (7, 3): "large", (7, 4): "medium"},
                     steps=1, phase="move")
    events = do(state, "step e")
    assert only(events, CheesePushed)[0].moves == (
        (at(state, 7, 3), (7, 2), (7, 3)), (at(state, 7, 4), (7, 3), (7, 4)),
        (at(state, 7, 5), (7, 4), (7, 5)))
    assert cheese_map(state) == {(7, 3): "small", (7, 4): "large", (7, 5): "medium"}


def test_a_mouse_cannot_leave_the_board():
    """RULES.md §1 "A move": a step is illegal if it would leave the board."""
    state = new()
    do(state, "die 1")
    assert Step("s") not in state.legal_actions()
    illegal(state, "step s", "cannot leave the board")
    state = position(2, [(7, 0), (0, 7)], {}, steps=1, phase="move")
    assert set(state.legal_actions()) == {Step("n"), Step("e")}
    illegal(state, "step w", "leave the board", "west")


def test_illegal_actions_say_why():
    """RULES.md §1 phases: roll first, then steps; the bonus only for its receiver."""
    state = new()
    illegal(state, "step n", "roll the die first")
    illegal(state, Step("x"), "roll the die first")
    illegal(state, Take(1, 0), "last piece")
    do(state, "die 2")
    illegal(state, "die 3", "not being rolled")
    illegal(state, Step("x"), "not a direction")
    assert state.current_player() == SOUTH
    with pytest.raises(IllegalAction, match="no face"):
        new().apply(Die("4"))


def test_legal_steps_are_exactly_the_steps_that_apply():
    """The protocol: legal_actions lists every legal step and only those."""
    state = position(3, [(7, 1), (7, 5), (6, 1)],
                     {(7, 2): "small", (7, 3): "large", (7, 4): "medium", (6, 2): "small"},
                     steps=1, phase="move")
    for d in "nesw":
        trial = state.clone()
        try:
            trial.apply(f"step {d}")
            ok = True
        except IllegalAction:
            ok = False
        assert ok == (Step(d) in state.legal_actions()), d
    assert state.legal_actions() == [Step("w")]


def test_the_move_ends_early_when_no_step_is_legal():
    """RULES.md §1 "A move", decision: if no legal step exists while steps remain, the
    move ends there (MoveEnded blocked=True). South in the corner: west and south are
    the edge, north is West's mouse, east a line of cheese against North's mouse."""
    state = position(3, [(7, 0), (6, 0), (7, 2)], {(7, 1): "small"})
    events = do(state, "die 3")
    assert events == [DieRolled(SOUTH, "3", 3, False), MoveEnded(SOUTH, 3, True),
                      TurnStarted(1)]
    assert state.current_player() == CHANCE and state.turn == 1
    assert mouse(state, SOUTH) == (7, 0) and cheese_map(state) == {(7, 1): "small"}
    # the blocked mouse still rolls on its next turn
    do(state, "die 1", "step e", "die 1", "step e")       # West and North move away
    assert do(state, "die 1")[0] == DieRolled(SOUTH, "1", 1, False)
    assert state.current_player() == SOUTH
    assert set(state.legal_actions()) == {Step("n"), Step("e")}


def test_a_step_back_is_always_legal_so_a_move_never_blocks_halfway():
    """RULES.md §1 "A move": the square a mouse just left is empty, so stepping back
    is always legal; a move can only be blocked before its first step."""
    state = new(4, seed=3)
    rng = random.Random(3)
    back = {"n": "s", "s": "n", "e": "w", "w": "e"}
    for _ in range(400):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        action = rng.choice(state.legal_actions())
        seat = state.current_player()
        events = state.apply(action)
        if state.current_player() == seat and state.observation(0).phase == "move":
            assert Step(back[action.direction]) in state.legal_actions()
        assert not any(e.blocked for e in only(events, MoveEnded))


def test_jam_rule_ends_the_game_and_the_rest_goes_out(monkeypatch):
    """rules.py decision (RULES.md is silent): if the mouse to move has no step and no
    other mouse has one either, the game ends ("jammed") and the pieces left on the
    board are out of the game. No real 8x8 position with 16 pieces can jam (it would
    need mice in the four corners and 24 pieces along the edges), so the geometry is
    patched: no mouse can step anywhere."""
    state = position(2, [(7, 4), (0, 3)], {(3, 3): "large", (3, 4): "small"},
                     [["medium", "small"], ["medium"]])
    monkeypatch.setattr(type(state), "_steps_of", lambda self, seat: [])
    left = {at(state, 3, 3), at(state, 3, 4)}
    events = do(state, "die 2")
    assert events == [DieRolled(SOUTH, "2", 2, False), MoveEnded(SOUTH, 2, True),
                      GameOver((SOUTH,), (5, 3), "jammed")]
    assert state.is_terminal() and state.end_reason == "jammed"
    assert left <= set(state.out) and cheese_map(state) == {}
    assert all(state.owner[p] == -2 for p in left)


def test_the_jam_rule_only_when_nobody_can_move(monkeypatch):
    """rules.py decision: a blocked mouse alone does not end the game."""
    state = position(2, [(7, 4), (0, 3)], {(3, 3): "large"})
    real = type(state)._steps_of
    monkeypatch.setattr(type(state), "_steps_of",
                        lambda self, seat: [] if seat == SOUTH else real(self, seat))
    events = do(state, "die 2")
    assert events[-2:] == [MoveEnded(SOUTH, 2, True), TurnStarted(NORTH)]
    assert not state.is_terminal()


# ----------------------------------------------------------------- pushing, falling
def test_whole_line_pushed_exactly_one_piece_falls():
    """RULES.md §1 "A move" and "Falling": the whole contiguous line moves one square;
    only its far piece falls, one piece per step."""
    column = {(r, 4): size for r, size in zip(range(6, -1, -1),
              ["small", "medium", "large", "large", "medium", "small", "medium"])}
    state = position(2, [(7, 4), (0, 0)], column, steps=1, phase="move")
    ids = {r: at(state, r, 4) for r in range(7)}
    events = do(state, "step n")
    assert [type(e) for e in events] == [MouseStepped, CheesePushed, CheeseFell, WormSeen,
                                         MoveEnded, TurnStarted]
    assert events[3] == WormSeen(NORTH, ids[0], state.worms[ids[0]])
    assert events[3].audience() == (NORTH,) and events[3].public() is None
    assert events[2] == CheeseFell(ids[0], "medium", (0, 4), "north", NORTH)
    assert events[1] == CheesePushed("n", tuple((ids[r], (r, 4), (r - 1, 4))
                                                for r in range(6, 0, -1)))
    assert {r: at(state, r, 4) for r in range(6)} == {r - 1: ids[r] for r in range(1, 7)}
    assert mouse(state, SOUTH) == (6, 4) and state.trays[NORTH] == [ids[0]]
    assert state.on_board == 6


def test_a_single_piece_at_the_edge_falls_without_a_push():
    """RULES.md §1: a line of one piece at the edge just falls; the mouse takes its
    square."""
    state = position(2, [(1, 3), (7, 7)], {(0, 3): "small", (4, 4): "large"},
                     steps=2, phase="move")
    piece = at(state, 0, 3)
    events = do(state, "step n")
    assert events == [MouseStepped(SOUTH, (1, 3), (0, 3), "n", 1),
                      CheeseFell(piece, "small", (0, 3), "north", NORTH),
                      WormSeen(NORTH, piece, False)]
    assert state.trays[NORTH] == [piece] and state.owner[piece] == NORTH


@pytest.mark.parametrize("direction, start, cheese_sq, side", [
    ("e", (3, 5), (3, 7), "east"), ("w", (3, 2), (3, 0), "west")])
def test_two_players_east_and_west_are_empty_sides(direction, start, cheese_sq, side):
    """Seed 000 "La récolte": "A deux ou trois joueurs, un morceau peut tomber sur un
    côté inoccupé: il ne compte pas" — out of the game."""
    mid = ((start[0] + cheese_sq[0]) // 2, (start[1] + cheese_sq[1]) // 2)
    state = position(2, [start, (0, 0)], {mid: "large", cheese_sq: "medium"},
                     steps=1, phase="move")
    piece = at(state, *cheese_sq)
    events = do(state, f"step {direction}")
    assert CheeseFell(piece, "medium", cheese_sq, side, -1) in events
    assert state.owner[piece] == -2 and piece in state.out
    assert state.trays == [[], []]
    o = state.observation(0)
    assert o.pieces[piece].out and o.pieces[piece].owner is None
    assert o.pieces[piece].square is None and piece in o.out


def test_three_players_east_is_empty_west_is_seated():
    """Seed 000 "La récolte": the piece belongs to whoever sits on that side, "peu
    importe qui l'a poussé"; with three players East is empty."""
    state = position(3, [(3, 5), (6, 6), (0, 0)], {(3, 6): "small", (3, 7): "large"},
                     steps=1, phase="move")
    piece = at(state, 3, 7)
    events = do(state, "step e")
    assert CheeseFell(piece, "large", (3, 7), "east", -1) in events and piece in state.out
    # South pushes a piece off the west edge: it goes to West (seat 1), not to South
    state = position(3, [(5, 2), (6, 6), (0, 0)], {(5, 1): "medium", (5, 0): "small"},
                     steps=1, phase="move")
    piece = at(state, 5, 0)
    events = do(state, "step w")
    assert CheeseFell(piece, "small", (5, 0), "west", 1) in events
    assert state.trays == [[], [piece], []] and state.owner[piece] == 1


def test_a_piece_pushed_off_ones_own_side_is_ones_own():
    """Seed 000 "Le jeu": each player tries to drop pieces on their own side. North
    (seat 2 of 4) pushes south off the south edge: the piece is South's; and East
    gets what falls east."""
    state = position(4, [(7, 0), (4, 0), (5, 3), (0, 7)], {(6, 3): "small", (7, 3): "medium"},
                     turn=2, steps=2, phase="move")
    piece = at(state, 7, 3)
    events = do(state, "step s")
    assert CheeseFell(piece, "medium", (7, 3), "south", 0) in events
    state = position(4, [(7, 0), (4, 0), (2, 5), (0, 7)], {(2, 6): "small", (2, 7): "large"},
                     turn=2, steps=1, phase="move")
    piece = at(state, 2, 7)
    events = do(state, "step e")
    assert CheeseFell(piece, "large", (2, 7), "east", 3) in events
    assert state.trays[3] == [piece]


# -------------------------------------------------------------- the rule book's example
EXAMPLE_CHEESE = {
    (0, 6): "medium",
    (1, 3): "small", (1, 4): "large", (1, 5): "large",
    (2, 2): "medium", (2, 3): "medium", (2, 5): "medium",
    (3, 3): "medium", (3, 4): "large", (3, 5): "small",
    (4, 3): "small", (4, 4): "medium",
}


def example_position():
    """Seed 000's diagram on the 8x8 board. The excerpt is 6 columns wide and its top
    row is the board's row 0 (a piece falls off B's side, drawn above it). B is North's
    mouse on its start square (0,3) (1-based (1,4)), drawn in excerpt column 2, so
    excerpt column x is board column x + 1. A is South's mouse at (5,3). The 12 pieces
    of the picture (3 small, 3 large, 6 medium) are on the board; the other 4 fell
    earlier and are in the trays."""
    return position(2, [(5, 3), (0, 3)], EXAMPLE_CHEESE,
                    [["small", "medium"], ["large", "medium"]])


def test_example_a_cannot_push_the_column_up_into_b():
    """Seed 000: "La souris A ne peut pas pousser vers le haut la rangée de morceaux de
    fromage qui est en face d'elle, car elle déplacerait la souris B". Column 3 above A
    holds small, medium, medium, small, then B."""
    state = example_position()
    assert [PIECE_SIZES[at(state, r, 3)] for r in (4, 3, 2, 1)] == [
        "small", "medium", "medium", "small"]
    do(state, "die star", "die 3")
    assert Step("n") not in state.legal_actions()
    illegal(state, "step n", "would push into a mouse")
    assert set(state.legal_actions()) == {Step("e"), Step("s"), Step("w")}


def test_example_star_plus_three_right_up_four_right():
    """Seed 000: "Si votre joueur A a obtenu ★ + 3, il peut se déplacer de la façon
    suivante" — 6 steps: right, up x4, right (the arrows of the "after" picture, from
    the dot where A started, excerpt (5,2), to A at excerpt (1,4)).

    Step by step on the board (excerpt column + 1):
    1. e (5,3)->(5,4): empty square.
    2. n ->(4,4): pushes medium (4,4) and large (3,4) up one; (2,4) was the gap.
    3. n ->(3,4): pushes medium, large, large (1,4) up; the top large reaches (0,4).
    4. n ->(2,4): the line medium, large, large reaches the edge: the large on (0,4)
       (it started on (1,4)) falls on North's side and is B's; the rest move up.
    5. n ->(1,4): medium, large: the large (it started on (3,4)) falls to B.
    6. e ->(1,5): pushes the large (1,5) to (1,6).

    How the "after" picture reads: unambiguous, and asserted, are A's path and final
    square (excerpt (1,4)), the medium now at excerpt (0,3) in front of B, every piece
    off the path unchanged, column 3 of the excerpt empty below row 1, and a large
    piece fallen beyond B's (north) edge. Ambiguous: the picture shows one "3" above
    the board and "3 3" in the cell right of A (three larges in all, as before). By the
    rules exactly one piece falls per step, so two larges fall (steps 4 and 5) and one
    large ends right of A at (1,6): three larges in all, as in the picture; we read
    "3 3" as that square plus the second fallen piece."""
    state = example_position()
    large_14, large_34, large_15 = at(state, 1, 4), at(state, 3, 4), at(state, 1, 5)
    med_44 = at(state, 4, 4)
    tray_s, tray_n = list(state.trays[SOUTH]), list(state.trays[NORTH])
    untouched = {s: at(state, *s) for s in EXAMPLE_CHEESE
                 if s not in {(1, 4), (1, 5), (3, 4), (4, 4)}}

    assert do(state, "die star", "die 3")[-1] == DieRolled(SOUTH, "3", 6, True)

    ev = do(state, "step e")
    assert ev == [MouseStepped(SOUTH, (5, 3), (5, 4), "e", 5)]

    ev = do(state, "step n")
    assert ev == [MouseStepped(SOUTH, (5, 4), (4, 4), "n", 4),
                  CheesePushed("n", ((med_44, (4, 4), (3, 4)), (large_34, (3, 4), (2, 4))))]

    ev = do(state, "step n")
    assert ev == [MouseStepped(SOUTH, (4, 4), (3, 4), "n", 3),
                  CheesePushed("n", ((med_44, (3, 4), (2, 4)), (large_34, (2, 4), (1, 4)),
                                     (large_14, (1, 4), (0, 4))))]

    ev = do(state, "step n")
    assert ev == [MouseStepped(SOUTH, (3, 4), (2, 4), "n", 2),
                  CheesePushed("n", ((med_44, (2, 4), (1, 4)), (large_34, (1, 4), (0, 4)))),
                  CheeseFell(large_14, "large", (0, 4), "north", NORTH),
                  WormSeen(NORTH, large_14, state.worms[large_14])]

    ev = do(state, "step n")
    assert ev == [MouseStepped(SOUTH, (2, 4), (1, 4), "n", 1),
                  CheesePushed("n", ((med_44, (1, 4), (0, 4)),)),
                  CheeseFell(large_34, "large", (0, 4), "north", NORTH),
                  WormSeen(NORTH, large_34, state.worms[large_34])]

    ev = do(state, "step e")
    assert ev == [MouseStepped(SOUTH, (1, 4), (1, 5), "e", 0),
                  CheesePushed("e", ((large_15, (1, 5), (1, 6)),)),
                  MoveEnded(SOUTH, 0, False), TurnStarted(NORTH)]

    assert mouse(state, SOUTH) == (1, 5) and mouse(state, NORTH) == (0, 3)
    assert at(state, 0, 4) == med_44 and at(state, 1, 6) == large_15
    assert {s: at(state, *s) for s in untouched} == untouched
    assert all(state.board[sq(r, 4)] == -1 for r in range(2, 6))
    assert state.board[sq(5, 3)] == -1                    # the dot: where A started
    assert state.trays[NORTH] == tray_n + [large_14, large_34]
    assert state.trays[SOUTH] == tray_s
    assert state.on_board == 10 and sum(1 for v in cheese_map(state).values()
                                        if v == "large") == 1


# --------------------------------------------------------------------- last piece
def test_last_piece_bonus_taken_from_an_opponent_of_ones_choice():
    """Seed 000 "Le dernier morceau": whoever receives the last piece, even pushed by
    another, takes a piece "au joueur de son choix"; then the game is over (RULES.md
    §1 "Last piece", "End and score"). South pushes the last piece to North (seat 2 of
    3); the move ends at once with a step unused."""
    state = position(3, [(2, 3), (5, 0), (1, 1)], {(1, 3): "small"},
                     [["large", "medium*"], ["medium"], ["small"]], steps=3, phase="move")
    last = at(state, 1, 3)
    large, wormy = state.trays[SOUTH]
    medium, small = state.trays[1][0], state.trays[2][0]
    events = do(state, "step n")
    assert not only(events, CheeseFell) and at(state, 0, 3) == last
    events = do(state, "step n")
    assert events == [MouseStepped(SOUTH, (1, 3), (0, 3), "n", 1),
                      CheeseFell(last, "small", (0, 3), "north", 2), WormSeen(2, last, False),
                      MoveEnded(SOUTH, 1, False), LastPiece(2)]
    assert state.current_player() == 2 and state.observation(0).phase == "bonus"
    assert state.observation(0).bonus_player == 2
    assert set(state.legal_actions()) == {Take(0, large), Take(0, wormy), Take(1, medium)}
    illegal(state, Take(2, last), "opponent")
    illegal(state, Take(1, large), "does not have")
    illegal(state, "step n", "cannot move")
    illegal(state, "die 2", "not being rolled")
    events = do(state, f"take p1 {large}")
    assert events == [PieceTaken(2, 0, large, "large"),
                      GameOver((2,), (0, 3, 2 + 2 + 4), "board_empty")]
    assert state.trays == [[wormy], [medium], [small, last, large]]
    assert state.owner[large] == 2
    assert state.is_terminal() and state.winners() == [2]


def test_the_bonus_goes_to_whoever_receives_the_last_piece_even_the_pusher():
    """Seed 000: "qu'il le pousse lui-même de son côté ou qu'il soit poussé par un
    autre" — here North pushes the last piece off its own edge."""
    state = position(2, [(7, 7), (1, 2)], {(0, 2): "medium"}, [["small"], []],
                     turn=NORTH, steps=1, phase="move")
    small, last = state.trays[SOUTH][0], at(state, 0, 2)
    events = do(state, "step n")
    assert events[-1] == LastPiece(NORTH)
    assert state.legal_actions() == [Take(SOUTH, small)]
    do(state, f"take p1 {small}")
    assert state.trays == [[], [last, small]]


def test_last_piece_on_an_empty_side_loses_the_bonus():
    """Seed 000: "Si le dernier morceau tombe sur un côté inoccupé, il est perdu,
    ainsi que la prime"."""
    state = position(2, [(4, 5), (0, 0)], {(4, 6): "small", (4, 7): "large"},
                     [["medium"], ["small"]], steps=3, phase="move")
    large, small = at(state, 4, 7), at(state, 4, 6)
    events = do(state, "step e")                    # the large falls east: out
    assert CheeseFell(large, "large", (4, 7), "east", -1) in events
    events = do(state, "step e")
    assert events[-3:] == [CheeseFell(small, "small", (4, 7), "east", -1),
                           MoveEnded(SOUTH, 1, False),
                           GameOver((SOUTH,), (3, 2), "board_empty")]
    assert not only(events, LastPiece) and state.is_terminal()
    assert small in state.out and large in state.out


@pytest.mark.parametrize("players", [2, 3])
def test_no_bonus_when_no_opponent_holds_a_piece(players):
    """RULES.md §1 "Last piece": no bonus if no opponent holds a piece."""
    north = players - 1
    mice = [(1, 3), (5, 0), (6, 6)][:players] if players == 3 else [(1, 3), (6, 6)]
    trays = [[] for _ in range(players)]
    trays[north] = ["medium"]
    state = position(players, mice, {(0, 3): "large"}, trays, steps=1, phase="move")
    events = do(state, "step n")
    assert not only(events, LastPiece)
    scores = [0] * players
    scores[north] = 4 + 3
    assert events[-1] == GameOver((north,), tuple(scores), "board_empty")
    assert state.is_terminal()


# ------------------------------------------------------------------------- scoring
def finished(players: int, trays, **options):
    """Trays as given and one small piece left, which South drops on the empty east
    side (two or three players), so the game ends without a bonus."""
    mice = [(6, 6), (0, 0), (4, 0)][:players]
    state = position(players, mice, {(6, 7): "small"}, trays, steps=2, phase="move",
                     **options)
    events = do(state, "step e")
    assert state.is_terminal()
    return state, events[-1]


def test_default_scoring_4_3_2_worms_zero():
    """Seed 001 "le décompte des points": large 4, medium 3, small 2, a wormy piece 0
    (RULES.md §1 "End and score", default 4/3/2)."""
    state, over = finished(2, [["large", "medium", "small", "large*"], ["medium*", "medium"]])
    assert over == GameOver((SOUTH,), (9, 3), "board_empty")
    assert state._totals() == [9, 3] and state.scores() == [9.0, 3.0]
    assert [state._points(p) for p in state.trays[SOUTH]] == [4, 3, 2, 0]


def test_option_scoring_3_2_1():
    """RULES.md §1: the original German 3/2/1 scoring as an option; worms still 0."""
    state, over = finished(2, [["large", "medium", "small", "large*"], ["medium*", "medium"]],
                           scoring="3-2-1")
    assert over.scores == (6, 2) and over.winners == (SOUTH,)
    assert [state._points(p) for p in state.trays[SOUTH]] == [3, 2, 1, 0]


def test_a_tie_is_a_shared_win():
    """RULES.md §1 "End and score": a tie for the highest total is a shared win."""
    state, over = finished(3, [["large"], ["medium*", "small", "small"], ["small"]])
    assert over == GameOver((SOUTH, 1), (4, 4, 2), "board_empty")
    assert state.winners() == [SOUTH, 1]
    assert state.places() == {0: 1, 1: 1, 2: 3}


def test_next_starter_is_the_lowest_scorer():
    """Seed 000 "Préparation" 5.: "celui qui a le plus faible score est automatiquement
    le premier à lancer le dé"; equal lowest scorers: the first in seat order."""
    state, _ = finished(3, [["large"], ["small"], ["medium"]])
    assert state._totals() == [4, 2, 3] and state.next_starter() == 1
    state, _ = finished(3, [["large"], ["small", "small"], ["large*"]])
    assert state._totals() == [4, 4, 0] and state.next_starter() == 2
    state, _ = finished(3, [["small"], ["large"], ["medium*", "small"]])
    assert state._totals() == [2, 4, 2] and state.next_starter() == 0
    state, _ = finished(3, [["large"], ["small"], ["small"]])
    assert state._totals() == [4, 2, 2] and state.next_starter() == 1
    state, _ = finished(2, [["small"], ["small"]])
    assert state.next_starter() == 0


# --------------------------------------------------------------------- observation
def test_peek_each_player_sees_only_their_own_worms():
    """Seed 000: "Chaque joueur peut regarder immédiatement les morceaux de fromage
    qu'il récolte"; RULES.md §1 "Peeking": nobody else does; sizes are public."""
    state = position(3, [(6, 5), (0, 0), (4, 0)], {(3, 3): "large", (3, 4): "medium*"},
                     [["large*", "medium"], ["medium*"], []])
    for p in range(3):
        o = state.observation(p)
        assert o.peek is True
        for piece in o.pieces:
            mine = piece.owner == p
            assert (piece.worm is not None) == mine, (p, piece)
            if mine:
                assert piece.worm == state.worms[piece.id]
            assert piece.size == PIECE_SIZES[piece.id]
    own = [pc.worm for pc in state.observation(0).pieces if pc.owner == 0]
    assert sorted(own) == [False, True]


def test_no_peek_variant_nobody_sees_any_worm_until_the_end():
    """Seed 000 "Variante": "personne ne peut regarder en cours de partie les morceaux
    de fromage récoltés"; at the final count everything shows."""
    trays = [["large*", "medium", "small"], ["medium*", "large"]]
    state = position(2, [(6, 6), (0, 0)], {(6, 7): "small"}, trays,
                     steps=2, phase="move", peek=False)
    for p in range(2):
        o = state.observation(p)
        assert o.peek is False
        assert all(pc.worm is None for pc in o.pieces)
    do(state, "step e")
    assert state.is_terminal()
    for p in range(2):
        assert [pc.worm for pc in state.observation(p).pieces] == state.worms
        assert state.observation(p).totals == tuple(state._totals())


def test_at_the_end_everyone_sees_every_worm():
    """RULES.md §1 "Peeking" (final count) with the standard rule."""
    state, _ = finished(2, [["large*", "medium"], ["medium*"]])
    for p in range(2):
        assert [pc.worm for pc in state.observation(p).pieces] == state.worms


def test_the_observation_of_a_new_game_hides_every_worm():
    """RULES.md §1 "Cheese": which piece carries a worm is hidden from everyone."""
    state = new(4, seed=5)
    for p in range(4):
        o = state.observation(p)
        assert all(pc.worm is None for pc in o.pieces)
        assert o.totals is None and o.winners == ()
        json.dumps(o.to_json())
        assert o.worms == WORMS


def test_determinize_keeps_what_the_player_knows():
    """RULES.md §1 "Peeking": a player's own pieces keep their worms; the others are
    re-drawn keeping 2 large and 4 medium worms."""
    state = position(2, [(6, 5), (0, 0)], {(3, 3): "large", (3, 4): "medium"},
                     [["large*", "medium*", "medium"], ["large"]])
    seen = {i: state.worms[i] for i in state.trays[SOUTH]}
    layouts = set()
    for seed in range(30):
        d = state.determinize(SOUTH, random.Random(seed))
        assert {i: d.worms[i] for i in seen} == seen
        for size, n in WORMS.items():
            assert sum(d.worms[i] for i in IDS_OF[size]) == n
        assert d.observation(SOUTH) == state.observation(SOUTH)
        layouts.add(tuple(d.worms))
    assert len(layouts) > 1


# ------------------------------------------------------------------------- undo
def test_is_reveal_die_and_falls():
    """DESIGN.md undo barriers; rules.py: rolls and a step that drops a piece are
    facts of the table, a plain step or push is not."""
    state = position(2, [(5, 3), (0, 0)], {(4, 3): "small", (1, 5): "medium", (0, 5): "large"},
                     [["medium"], []])
    assert state.is_reveal(Die("2")) and state.is_reveal(Die("star"))
    do(state, "die 3")
    assert not state.is_reveal(Step("e"))                         # plain step
    assert not state.is_reveal(Step("n"))                         # push, nothing falls
    state = position(2, [(2, 5), (0, 0)], {(1, 5): "medium", (0, 5): "large"},
                     [["medium"], []], steps=2, phase="move")
    assert state.is_reveal(Step("n"))
    assert not state.is_reveal(Step("e"))


def test_timeline_undoes_plain_steps_but_not_across_a_roll_or_a_fall():
    """the session's undo (game/session.py) with the drole rules: a player takes back plain steps of
    their own move; a roll and a fall are barriers."""
    state = position(2, [(5, 5), (0, 0)], {(3, 5): "medium", (2, 5): "small",
                                           (1, 5): "large", (0, 5): "large"})
    line = seated(state)
    line.apply(Die("star"))
    line.apply(Die("3"))
    assert not line.can_undo()                                    # never across a roll
    line.apply(Step("w"))
    line.apply(Step("e"))                                         # back and forth
    assert line.can_undo()
    line.undo()
    assert mouse(line.state, SOUTH) == (5, 4) and line.state.steps_left == 5
    line.undo()
    assert mouse(line.state, SOUTH) == (5, 5) and line.state.steps_left == 6
    assert not line.can_undo()
    line.apply(Step("n"))                                         # plain step
    assert line.can_undo()
    events = line.apply(Step("n"))                                # pushes: one falls
    assert only(events, CheeseFell)
    assert not line.can_undo()
    line.apply(Step("e"))
    assert line.can_undo()
    line.undo()
    assert mouse(line.state, SOUTH) == (3, 5) and line.state.trays[NORTH]
    assert not line.can_undo()


# -------------------------------------------------------------- notation and saves
@pytest.mark.parametrize("text, action", [
    ("die 1", Die("1")), ("die 2", Die("2")), ("die 3", Die("3")), ("die star", Die("star")),
    ("step n", Step("n")), ("step e", Step("e")), ("step s", Step("s")), ("step w", Step("w")),
    ("take p2 5", Take(1, 5)), ("take p1 0", Take(0, 0)), ("take p4 15", Take(3, 15)),
])
def test_notation_round_trip(text, action):
    """The protocol (python-chess style): str(action) parses back to the action."""
    state = new()
    assert str(action) == text
    assert state.parse_action(text) == action
    assert state.parse_action(str(action)) == action


@pytest.mark.parametrize("text, action", [
    ("STEP North", Step("n")), ("step up", Step("n")), ("step left", Step("w")),
    ("  die   star ", Die("star")),
])
def test_notation_words(text, action):
    """Friendly spellings for the command line."""
    assert new().parse_action(text) == action


@pytest.mark.parametrize("text", [
    "", "jump", "die", "die 4", "die 6", "step", "step x", "step n e", "take 2 5",
    "take px 5", "take p2", "take p2 five", "roll"])
def test_bad_notation_is_refused(text):
    """The protocol: bad notation raises IllegalAction with the expected forms."""
    with pytest.raises(IllegalAction, match="Drôle de fromage"):
        new().parse_action(text)


def play(state, rng: random.Random, n: int) -> None:
    for _ in range(n):
        if state.is_terminal():
            return
        if state.current_player() == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_game_round_trips_through_a_dict_mid_game(players):
    """The protocol: to_dict/from_dict (through JSON) restores the same position,
    history and hidden worms, and play goes on identically."""
    state = new(players, seed=11, peek=False)
    play(state, random.Random(players), 250)
    assert not state.is_terminal()
    data = json.loads(json.dumps(state.to_dict()))
    copy = registry.from_dict(data)
    assert copy == state and copy.worms == state.worms and copy.history == state.history
    assert copy.on_board == state.on_board
    assert copy.observation(1) == state.observation(1)
    a, b = random.Random(9), random.Random(9)
    for _ in range(200):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            action = state.sample_chance(a)
            assert copy.sample_chance(b) == action
        else:
            action = a.choice(state.legal_actions())
            assert b.choice(copy.legal_actions()) == action
        assert copy.apply(action) == state.apply(action)
    assert copy == state


def test_replaying_the_history_gives_the_same_game():
    """The protocol: a game is its seed, options and actions."""
    state = new(4, seed=21)
    play(state, random.Random(2), 2000)
    replay = new(4, seed=21)
    for action in state.history:
        replay.apply(str(action))
    assert replay == state


def test_clone_is_deep():
    """The protocol: a clone shares no mutable state with its original."""
    state = new(2, seed=3)
    play(state, random.Random(1), 30)
    twin = state.clone()
    assert twin == state
    play(twin, random.Random(2), 60)
    assert twin != state
    assert state == registry.from_dict(json.loads(json.dumps(state.to_dict())))


def test_a_whole_game_ends_with_the_board_empty():
    """RULES.md §1 "End and score": the game ends when no cheese is left; every piece
    is then in a tray or out; the events and observation agree."""
    for seed in range(4):
        state = new(2 + seed % 3, seed=seed)
        play(state, random.Random(seed), 20_000)
        assert state.is_terminal() and state.current_player() == TERMINAL
        assert state.end_reason == "board_empty" and state.on_board == 0
        assert sorted(state.out + sum(state.trays, [])) == list(range(N_PIECES))
        o = state.observation(0)
        assert o.totals == tuple(state._totals()) and o.winners == tuple(state.winners())
        with pytest.raises(IllegalAction, match="over"):
            state.apply("die 1")


def test_a_blocked_mouse_hands_over_to_a_mouse_that_can_move():
    """rules.py decision: a mouse that cannot make a single step ends its move at once;
    the next player then moves as their own mouse may (what a blocked mouse could not
    do says nothing of the next one: the rules keep the mouse-to-move's steps only
    until the turn passes). South in the corner: east is West's mouse, north a piece
    pushed into North's mouse."""
    state = position(3, [(7, 0), (7, 1), (5, 0)], {(6, 0): "small"})
    events = do(state, "die 2")
    assert events[-2:] == [MoveEnded(0, 2, True), TurnStarted(1)]
    assert state.current_player() == CHANCE       # for West, whose turn it is
    do(state, "die 1")
    assert {str(a) for a in state.legal_actions()} == {"step n", "step e"}
    do(state, "step n")
    assert mouse(state, 1) == (6, 1) and state.current_player() == CHANCE
