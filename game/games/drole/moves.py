"""The moves as Drôle de fromage's computer players see them: the position read
from an observation (:func:`read_position`), one step by the rules' own push
(:func:`step`), and every distinct end of a whole move (:func:`end_positions`).
"""

from __future__ import annotations

from .judge import View
from .level import EMPTY, stepped
from .observation import DroleObservation


def read_position(obs: DroleObservation) -> tuple[tuple[int, ...], list[int]]:
    """The board (cells: EMPTY, a piece id, or -2 - seat for a mouse) and the mice's
    squares, rebuilt from the observation (its board's size: ``rows`` x ``cols``)."""
    cols = obs.cols
    board = [EMPTY] * (obs.rows * cols)
    for p in obs.pieces:
        if p.square is not None:
            r, c = p.square
            board[r * cols + c] = p.id
    mice = [r * cols + c for r, c in obs.mice]
    for seat, sq in enumerate(mice):
        board[sq] = -2 - seat
    return tuple(board), mice


def step(nb: tuple[tuple[int, ...], ...], board: tuple[int, ...], mouse: int,
         d: int) -> tuple[tuple[int, ...], int, int] | None:
    """One step of the mouse on ``mouse`` towards direction ``d`` on the board whose
    neighbours are ``nb`` (the config's): the rules' own push (:func:`~.level.stepped`)."""
    return stepped(nb, board, mouse, d)


Falls = tuple[tuple[int, int], ...]
End = tuple[tuple[int, ...], int, Falls, tuple[int, ...]]


def end_positions(board: tuple[int, ...], mouse: int, steps: int, view: View) -> list[End]:
    """Every distinct end of a move of ``steps`` steps from ``board``: (board, mouse
    square, falls as (piece, receiver) in order, the step directions taken). A move
    stops early when the mouse is stuck or the last piece has left the board."""
    receiver, nb = view.receiver, view.config.nb
    no_falls: Falls = ()
    no_path: tuple[int, ...] = ()
    layer: dict[tuple[tuple[int, ...], Falls], tuple[int, tuple[int, ...]]] = {
        (board, no_falls): (mouse, no_path)}
    ends: list[End] = []
    pieces_left = sum(1 for v in board if v >= 0)
    for _ in range(steps):
        nxt_layer: dict[tuple[tuple[int, ...], Falls], tuple[int, tuple[int, ...]] | None] = {}
        for (cells, falls), (sq, path) in layer.items():
            moved = False
            for d in range(4):
                result = step(nb, cells, sq, d)
                if result is None:
                    continue
                moved = True
                new_cells, new_sq, fell = result
                new_falls = falls + ((fell, receiver[d]),) if fell >= 0 else falls
                key = (new_cells, new_falls)
                if key in nxt_layer:
                    continue
                if fell >= 0 and len(new_falls) == pieces_left:
                    ends.append((new_cells, new_sq, new_falls, path + (d,)))
                    nxt_layer[key] = None        # the board is empty: the move is over
                else:
                    nxt_layer[key] = (new_sq, path + (d,))
            if not moved:
                ends.append((cells, sq, falls, path))
        layer = {k: v for k, v in nxt_layer.items() if v is not None}
    ends.extend((cells, sq, falls, path) for (cells, falls), (sq, path) in layer.items())
    return ends
