"""The Drôle de fromage table's words: translated texts, counted nouns ("1 step",
"3 steps"), the status line that says what the table waits for, and the lines the
results screen shows under each player."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ... import i18n
from ...core.seats import Seat
from .observation import DroleObservation

SIZES = ("large", "medium", "small")


WORDS = i18n.Words("drole")
tr, tr_n, counted = WORDS.tr, WORDS.tr_n, WORDS.counted


def roll_sum(rolls: Sequence[str], steps: int) -> str:
    """"Star: 3 × 2 = 6 steps!" for a doubled roll (a star doubles the number after it,
    it adds nothing), "3 steps!" for a plain one (in words: the fonts have no star
    glyph; the side panel draws the faces as little dice)."""
    if "star" in rolls and rolls and rolls[-1] != "star":
        face = int(rolls[-1])
        return tr("roll.doubled", face=face, mult=steps // face, steps=counted("steps", steps))
    return tr("roll.plain", steps=counted("steps", steps))


def idle_status(obs: DroleObservation, seats: Sequence[Seat], human_roll: bool) -> str:
    """What the table asks for now (the status line when nothing moves)."""
    phase = obs.phase
    p = obs.turn
    name = seats[p].name
    human = seats[p].is_human
    if phase == "over":
        return win_status(obs, seats)
    if phase == "roll":
        if obs.rolls:
            return tr("status.star_again") if human else tr("status.cpu_star", name=name)
        return tr("status.roll") if human and human_roll else tr("status.cpu_roll", name=name)
    if phase == "move":
        n = obs.steps_left
        if human:
            return tr_n("status.move", n)
        return tr_n("status.cpu_move", n, name=name)
    if phase == "bonus":
        b = obs.bonus_player
        if seats[b].is_human:
            return tr("status.bonus")
        return tr("status.cpu_bonus", name=seats[b].name)
    return ""


def win_status(obs: DroleObservation, seats: Sequence[Seat]) -> str:
    winners = list(obs.winners)
    totals = obs.totals or [0] * len(seats)
    if not winners:
        return tr("banner.over")
    if len(winners) == 1:
        p = winners[0]
        return tr_n("status.win", totals[p], name=seats[p].name)
    return tr_n("status.draw", totals[winners[0]],
                names=" & ".join(seats[p].name for p in winners))


def result_lines(obs: DroleObservation, seat: int) -> list[str]:
    """Under a player on the results screen (from the final observation, which hides
    nothing): their pieces by size, worms, points."""
    pieces = [obs.pieces[i] for i in obs.trays[seat]]
    if not pieces:
        return [tr("result.none")]
    parts = []
    for size in SIZES:
        n = sum(1 for piece in pieces if piece.size == size)
        if n:
            parts.append(counted(size, n))
    worms = sum(1 for piece in pieces if piece.worm)
    points = sum(piece.points or 0 for piece in pieces)
    line = ", ".join(parts)
    worm_text = counted("worms", worms) if worms else tr("result.no_worm")
    return [tr("result.line", pieces=line, worms=worm_text, points=counted("points", points))]


# ------------------------------------------------------------------- the move log
#: The rules' events the log says nothing of, and why: a new turn is plain from the
#: next line (its roll names the player, and the drawer marks each change of player);
#: a step that pushes nothing changes only where a mouse stands, which the board shows
#: (a step that pushes cheese is said by its push, a piece that falls by its fall).
SILENT = frozenset({"TurnStarted", "MouseStepped"})
#: ``(row, col)`` deltas of a step towards each direction.
_DELTA = {"n": (-1, 0), "e": (0, 1), "s": (1, 0), "w": (0, -1)}
_SIDE_DIRECTION = {"north": "n", "east": "e", "south": "s", "west": "w"}


def _name(seats: Sequence[Seat], seat: int) -> str:
    return seats[seat].name if 0 <= seat < len(seats) else "?"


def _pusher(obs: DroleObservation, square: Sequence[int], direction: str) -> int | None:
    """The seat whose mouse pushed the line of cheese that now ends on ``square``
    (towards ``direction``): walking back from there over cheese, the first mouse."""
    mice = {tuple(m): seat for seat, m in enumerate(obs.mice)}
    cheese = {tuple(p.square) for p in obs.pieces if p.square is not None}
    dr, dc = _DELTA[direction]
    r, c = int(square[0]), int(square[1])
    for _ in range(obs.rows + obs.cols):
        if (r, c) in mice:
            return mice[(r, c)]
        if (r, c) not in cheese:
            return None
        r, c = r - dr, c - dc
    return None


def _piece_size(obs: DroleObservation, piece: int) -> str:
    pieces = obs.pieces
    return pieces[piece].size if 0 <= piece < len(pieces) else SIZES[0]


def _game_over(event: Any, seats: Sequence[Seat]) -> str:
    why = tr(f"log.over.{event.reason}") if i18n.has(f"drole.log.over.{event.reason}") \
        else tr("log.over.board_empty")
    scores = tr("log.list_sep").join(
        tr("log.score", name=_name(seats, p), points=counted("points", s))
        for p, s in enumerate(event.scores))
    winners = list(event.winners)
    if len(winners) == 1:
        result = tr("log.win", name=_name(seats, winners[0]))
    elif winners:
        result = tr("log.draw", names=" & ".join(_name(seats, p) for p in winners))
    else:
        result = tr("banner.over")
    return tr("log.game_over", why=why, scores=scores, result=result)


def describe(event: Any, obs: DroleObservation, seats: Sequence[Seat]) -> str | None:
    """One line of the move log for ``event`` in the current language, from the public
    observation after its action; None for an event not worth a line (:data:`SILENT`,
    a move that simply ran its steps out). ``WormSeen`` is private: the log gives it only
    to its player, so it speaks to "you"."""
    kind = event.kind
    if kind in SILENT:
        return None
    if kind == "DieRolled":
        name = _name(seats, event.player)
        if event.face == "star":
            again = sum(1 for f in obs.rolls if f == "star") > 1
            return tr("log.star_again" if again else "log.star", name=name)
        face = int(event.face)
        if event.doubled and face:
            return tr("log.roll_doubled", name=name, face=face, mult=event.steps // face,
                      steps=counted("steps", event.steps))
        return tr("log.roll", name=name, face=face, steps=counted("steps", event.steps))
    if kind == "CheesePushed":
        n = len(event.moves)
        way = tr(f"log.way.{event.direction}")
        pusher = _pusher(obs, event.moves[0][2], event.direction) if n else None
        if pusher is None:
            return tr_n("log.slide", n, way=way)
        return tr_n("log.push", n, name=_name(seats, pusher), way=way)
    if kind == "CheeseFell":
        piece = tr(f"piece.{event.size}")
        if event.player >= 0:
            return tr("log.fell_to", piece=piece, name=_name(seats, event.player))
        return tr("log.fell_out", piece=piece)
    if kind == "WormSeen":
        piece = tr(f"log.your.{_piece_size(obs, event.piece)}")
        return tr("log.seen_worm" if event.worm else "log.seen_sound", piece=piece)
    if kind == "MoveEnded":
        if not event.blocked:
            return None
        return tr_n("log.stuck", event.steps_left, name=_name(seats, event.player))
    if kind == "LastPiece":
        return tr("log.last_piece", name=_name(seats, event.player))
    if kind == "PieceTaken":
        return tr("log.taken", name=_name(seats, event.player), piece=tr(f"piece.{event.size}"),
                  opponent=_name(seats, event.opponent))
    if kind == "GameOver":
        return _game_over(event, seats)
    return None


# ------------------------------------------------------------------------- the hint
#: How many steps ahead the hint's words look (see :func:`hint_reason`).
HINT_STEPS = 3


def hint_reason(obs: DroleObservation, seat: int, action: Any, seats: Sequence[Seat]) -> str:
    """The hint's sentence (issue 19): where the normal computer's ``action`` goes and
    what falls off, and to whom, on the move it plans from there (worms only where
    ``seat`` has seen them: ``obs`` is that seat's)."""
    from .actions import Step, Take
    if isinstance(action, Take):
        return tr("hint.take", piece=_hint_piece(obs, action.piece), name=_name(seats, action.opponent))
    if not isinstance(action, Step):
        return ""
    from .ai import _best_move
    from .judge import View
    from .level import DIRECTIONS
    from .moves import read_position, step
    view = View(obs)
    board, mice = read_position(obs)
    first = DIRECTIONS.index(action.direction)
    # the words look at most HINT_STEPS steps ahead (a whole 6-step plan costs up to tens
    # of milliseconds, and the words are made in the frame), along the plan that starts
    # with the hinted step, else that step alone
    path = _best_move(view, board, mice, min(obs.steps_left, HINT_STEPS), "normal")
    if not path or path[0] != first:
        path = (first,)
    go = tr(f"hint.dir.{action.direction}")
    cells, sq = board, mice[seat]
    for k, d in enumerate(path):
        result = step(view.config.nb, cells, sq, d)
        if result is None:
            break
        cells, sq, fell = result
        if fell < 0:
            continue
        receiver = view.receiver[d]
        piece = _hint_piece(obs, fell)
        worm = obs.pieces[fell].worm is True
        whose = ("mine" if receiver == seat else "out" if receiver < 0
                 else "worm" if worm else "other")
        name = _name(seats, receiver) if receiver >= 0 else ""
        if k == 0:
            return tr(f"hint.push_{whose}", piece=piece, name=name)
        return tr(f"hint.plan_{whose}", go=go, piece=piece, name=name, n=k + 1)
    return tr("hint.plan_none", go=go)


def _hint_piece(obs: DroleObservation, piece: int) -> str:
    """The piece's words, "with a worm" when the seat has seen one in it."""
    size = tr(f"piece.{obs.pieces[piece].size}")
    return tr("hint.wormy", piece=size) if obs.pieces[piece].worm is True else size
