"""Drôle de fromage (Käseschieben): RULES.md section 1, rule books seeds 000 and 001.

Each player has a mouse on their own edge of an 8x8 board; sixteen cheese pieces fill
the middle, six of them (2 large, 4 medium) hiding a worm. On a turn the player rolls
the special die (1, 2, 2, 3, 3, star; a star rolls again and doubles the number, once),
then moves their mouse exactly that many single orthogonal steps, one at a time,
pushing whole lines of cheese; a piece pushed off an edge belongs to the player seated
on that side. When no cheese is left, sound pieces score (4/3/2 or 3/2/1), wormy ones 0.

Geometry comes from the level ``levels/drole.tmx`` (config ``level``): the board size,
each side's start square and where each piece starts. Numbers come from
``config/drole.yaml``. Both are read once into a :class:`~.conf.DroleConfig`
(``GAME.config()``); a state refers to the one it was made with (``state.config``).

How chance and secrets are modelled. The worms are shuffled once at set-up from the
game's seed (nobody sees them); the die is an explicit chance node, one face per node,
so a star is followed by another die node. Which piece hides a worm is the only secret:
``observation(p)`` shows p the worms of the pieces in p's own tray (standard rule; none
with option ``peek: false``), and every worm once the game is over.

Decisions (RULES.md, and this module where RULES.md is silent):
- a step is illegal if it leaves the board, enters a mouse's square, or pushes a line of
  cheese into a mouse; if no legal step is left while steps remain, the move ends there;
- one piece at most falls per step (only the far end of the pushed line can fall);
- a piece falling on an empty side is out of the game; nobody looks at it until the
  final count;
- the move also ends at once when the last piece leaves the board;
- last piece: whoever receives it takes one piece from an opponent of their choice,
  choosing the piece among that opponent's by its visible size (its worm unseen). The
  book says the receiver "may" take one; here they always do, since a piece can never
  lower one's score (config refuses a negative ``worm_points``), and a child is not
  offered a choice that can only hurt. No bonus when the last piece
  falls on an empty side or when no opponent holds a piece;
- if the mouse to move cannot make a single step and no other mouse can either, nothing
  can ever move again: the game ends and the pieces left on the board are out of the
  game (a jam the rule books never met);
- a tie for the highest total is a shared win;
- match (several games): the lowest scorer starts the next game (:meth:`next_starter`;
  among equal lowest scorers, the first of them after this game's starter).
"""

from __future__ import annotations

import random
from bisect import bisect_right
from typing import Any

from ...core.protocol import (
    CHANCE,
    TERMINAL,
    Action,
    ConfigOptions,
    Event,
    GameState,
    IllegalAction,
)
from . import GAME
from .actions import (
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
from .conf import PLAYER_COUNTS, STAR, DroleConfig
from .level import DIRECTION_SIDE, DIRECTIONS, EMPTY, push_line
from .observation import DroleObservation, piece_of

ROLL, MOVE, BONUS, OVER = "roll", "move", "bonus", "over"
_DIRECTION_WORDS = {"n": "n", "north": "n", "up": "n", "e": "e", "east": "e", "right": "e",
                    "s": "s", "south": "s", "down": "s", "w": "w", "west": "w", "left": "w"}
OUT = -2            # a piece's owner: -1 on the board, OUT out of the game, else the seat
ON_BOARD = -1


#: The four steps, by direction index, and each direction's index: the legal list and
#: the legality check hand these out and look them up instead of making new ones. (The
#: die's faces, their chances and the notation are the config's: ``DroleConfig.dice``.)
_STEPS: tuple[Step, ...] = tuple(Step(d) for d in DIRECTIONS)
_DIRECTION_INDEX: dict[str, int] = {d: i for i, d in enumerate(DIRECTIONS)}


# ---------------------------------------------------------------------------- state
class DroleState(GameState):
    """A game of Drôle de fromage for 2 to 4 players (seat sides from config)."""

    game_id = "drole"
    min_players = min(PLAYER_COUNTS)
    max_players = max(PLAYER_COUNTS)
    option_specs = ConfigOptions(GAME.config)
    observation_type = DroleObservation
    config: DroleConfig

    def __init__(self, players: int, seed: int = 0, options: dict[str, Any] | None = None,
                 *, config: DroleConfig | None = None) -> None:
        """A new game; ``config``: its numbers and board (``GAME.config()``, the shipped
        ones, unless a test hands it others). Its options are those its config offers
        (:attr:`option_specs`)."""
        self.config = config if config is not None else GAME.config()
        super().__init__(players, seed, options)

    # set-up ---------------------------------------------------------------------
    def _setup(self, rng: random.Random) -> None:
        """Seed 000, "Préparation": worms go into 2 large and 4 medium pieces, shuffled
        so that nobody knows which; pieces on the level's squares; each mouse on its
        side's start square (the 4th square from the player's right)."""
        config = self.config
        cols, n_pieces = config.cols, config.n_pieces
        self.sides: tuple[str, ...] = config.seats[self.num_players]
        self.worms = [False] * n_pieces
        for size, count in config.worms.items():
            ids = [i for i, s in enumerate(config.piece_sizes) if s == size]
            for i in rng.sample(ids, count):
                self.worms[i] = True
        self.board = [EMPTY] * config.squares
        for i, (r, c) in enumerate(config.piece_squares):
            self.board[r * cols + c] = i
        self.mice = []
        for seat, side in enumerate(self.sides):
            sq = config.board.starts[side]
            self.mice.append(sq)
            self.board[sq] = -2 - seat
        self.owner = [ON_BOARD] * n_pieces
        self.trays: list[list[int]] = [[] for _ in range(self.num_players)]
        self.out: list[int] = []
        self.on_board = n_pieces
        self.turn = 0
        self.phase = ROLL
        self.rolls: list[str] = []          # the faces rolled this turn
        self.steps_left = 0
        self.bonus_player = -1
        self.result: tuple[int, ...] = ()
        self.end_reason = ""
        self._lines: tuple[tuple[list[int], bool] | None, ...] | None = None

    # queries ----------------------------------------------------------------------
    @property
    def peek(self) -> bool:
        return bool(self.options["peek"])

    def turn_owner(self) -> int:
        """The seat whose turn it is (through its rolls too); TERMINAL once over."""
        return TERMINAL if self.phase == OVER else self.turn

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def current_player(self) -> int:
        phase = self.phase
        if phase == MOVE:
            return self.turn
        if phase == ROLL:
            return CHANCE
        if phase == BONUS:
            return self.bonus_player
        return TERMINAL

    def side_owner(self, side: str) -> int:
        """The seat on ``side``, or -1 when nobody sits there."""
        try:
            return self.sides.index(side)
        except ValueError:
            return -1

    def _line(self, start: int, d: int) -> tuple[list[int], bool] | None:
        """What a step from ``start`` towards direction index ``d`` does
        (:func:`~.level.push_line`, the one rule of pushing)."""
        return push_line(self.config.nb, self.board, start, d)

    def _turn_lines(self) -> tuple[tuple[list[int], bool] | None, ...]:
        """:meth:`_line` of the mouse whose turn it is, for the four directions. The
        legal list, the legality check, the step itself and "can the move go on" all
        ask it about the same position, so it is worked out once and kept until that
        mouse or the board changes (every change below sets ``_lines`` back to None)."""
        lines = self._lines
        if lines is None:
            start, board, nb = self.mice[self.turn], self.board, self.config.nb
            lines = self._lines = (push_line(nb, board, start, 0), push_line(nb, board, start, 1),
                                   push_line(nb, board, start, 2), push_line(nb, board, start, 3))
        return lines

    def _steps_of(self, seat: int) -> list[int]:
        """The directions ``seat``'s mouse may step towards now."""
        if seat == self.turn:
            lines = self._turn_lines()
            return [d for d in range(4) if lines[d] is not None]
        start = self.mice[seat]
        return [d for d in range(4) if self._line(start, d) is not None]

    def legal_actions(self) -> list[Action]:
        if self.phase == MOVE:              # most actions: no need to ask whose turn first
            return self._offer(self._player_actions())
        return super().legal_actions()

    def _player_actions(self) -> list[Action]:
        if self.phase == MOVE:
            return [step for step, line in zip(_STEPS, self._turn_lines()) if line is not None]
        if self.phase == BONUS:
            return [Take(o, piece) for o in range(self.num_players) if o != self.bonus_player
                    for piece in self.trays[o]]
        return []

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.phase == ROLL:
            return [(Die(face), p) for face, p in self.config.faces]
        return []

    def sample_chance(self, rng: random.Random) -> Action:
        """The die, drawn exactly as :meth:`GameState.sample_chance` draws it from
        :meth:`chance_outcomes` (one ``rng.random()``, the first face whose running
        total passes it), without making the list each time."""
        if self.phase != ROLL:
            raise IllegalAction("this is not a chance node")
        config = self.config
        dice = config.dice
        i = bisect_right(config.cumulative, rng.random())
        return self._offer_drawn(dice[i] if i < len(dice) else dice[-1])

    def _check_legal(self, action: Action) -> None:
        phase = self.phase
        if isinstance(action, Die):
            if phase != ROLL:
                raise IllegalAction("the die is not being rolled now")
            if action.face not in self.config.face_names:
                raise IllegalAction(f"the die has no face '{action.face}'")
        elif isinstance(action, Step):
            if phase != MOVE:
                raise IllegalAction("your mouse cannot move now"
                                    + (": roll the die first" if phase == ROLL else ""))
            d = _DIRECTION_INDEX.get(action.direction, -1)
            if d < 0:
                raise IllegalAction(f"'{action.direction}' is not a direction (n, e, s, w)")
            if self._turn_lines()[d] is None:
                raise IllegalAction(self._why_not_step(d))
        elif isinstance(action, Take):
            if phase != BONUS:
                raise IllegalAction("a piece is taken from an opponent only by whoever "
                                    "receives the last piece")
            if action.opponent == self.bonus_player or not 0 <= action.opponent < self.num_players:
                raise IllegalAction("choose an opponent to take a piece from")
            if action.piece not in self.trays[action.opponent]:
                raise IllegalAction("that player does not have that piece")
        else:
            raise IllegalAction(f"'{action}' is not an action of this game")

    def _why_not_step(self, d: int) -> str:
        side = DIRECTION_SIDE[DIRECTIONS[d]]
        nxt = self.config.nb[self.mice[self.turn]][d]
        if nxt < 0:
            return f"your mouse cannot leave the board ({side})"
        if self.board[nxt] < EMPTY:
            return f"a mouse is in the way ({side}): mice are never pushed or jumped"
        return f"that line of cheese would push into a mouse ({side})"

    # moves --------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        if isinstance(action, Step):
            return self._step(_DIRECTION_INDEX[action.direction])
        if isinstance(action, Die):
            return self._roll(action.face)
        if isinstance(action, Take):
            return self._take(action)
        raise IllegalAction(f"'{action}' is not an action of this game")

    def _roll(self, face: str) -> list[Event]:
        """Seed 000: a star rolls again and doubles the number that follows; several
        stars in a row still double only once (star + star + 3 = 6)."""
        self.rolls.append(face)
        if face == STAR:
            return [DieRolled(self.turn, face, 0, True)]
        doubled = STAR in self.rolls
        steps = self.config.move_steps(self.rolls)
        self.steps_left = steps
        self.phase = MOVE
        events: list[Event] = [DieRolled(self.turn, face, steps, doubled)]
        if not self._steps_of(self.turn):
            if not any(self._steps_of(p) for p in range(self.num_players) if p != self.turn):
                return events + self._jammed()
            events.append(MoveEnded(self.turn, steps, True))
            events += self._next_turn()
        return events

    def _step(self, d: int) -> list[Event]:
        """Seed 000, "Déplacement": the mouse steps once towards direction index ``d``,
        pushing the whole line of cheese in front of it; the far piece of a line that
        reaches the edge falls to the player seated there. The move ends when no step is
        left, when the last piece has left the board, or when the mouse cannot step."""
        seat = self.turn
        start = self.mice[seat]
        found = self._turn_lines()[d]
        assert found is not None, "a step the legality check let through has a line"
        line, falls = found
        self._lines = None                  # the board and this mouse change now
        board = self.board
        direction = DIRECTIONS[d]
        config = self.config
        dest = config.nb[start][d]
        self.steps_left -= 1
        rc = config.rc
        events: list[Event] = [MouseStepped(seat, rc[start], rc[dest], direction,
                                            self.steps_left)]
        fell: CheeseFell | None = None
        if line:
            pushed, fell = self._push(line, falls, d)
            events += pushed
        board[start] = EMPTY
        board[dest] = -2 - seat
        self.mice[seat] = dest
        if self.on_board == 0:
            events.append(MoveEnded(seat, self.steps_left, False))
            return events + self._last_piece(fell)
        if self.steps_left == 0:
            events.append(MoveEnded(seat, 0, False))
            return events + self._next_turn()
        if self._turn_lines().count(None) == 4:     # the mouse cannot step any more
            events.append(MoveEnded(seat, self.steps_left, True))
            return events + self._next_turn()
        return events

    def _push(self, line: list[int], falls: bool, d: int) -> tuple[list[Event], CheeseFell | None]:
        """The push of :meth:`_step`: the far piece of ``line`` falls to the player seated
        on that side when ``falls``, the rest of the line shifts one square towards ``d``."""
        board = self.board
        config = self.config
        nb, rc = config.nb, config.rc
        direction = DIRECTIONS[d]
        events: list[Event] = []
        fell: CheeseFell | None = None
        shifting = line
        if falls:
            last = line[-1]
            piece = board[last]
            side = DIRECTION_SIDE[direction]
            to = self.side_owner(side)
            board[last] = EMPTY
            self.on_board -= 1
            if to >= 0:
                self.owner[piece] = to
                self.trays[to].append(piece)
            else:
                self.owner[piece] = OUT
                self.out.append(piece)
            fell = CheeseFell(piece, config.piece_sizes[piece], rc[last], side, to)
            shifting = line[:-1]
        if shifting:
            moves = []
            for sq in reversed(shifting):
                to_sq = nb[sq][d]
                piece = board[sq]
                board[to_sq] = piece
                moves.append((piece, rc[sq], rc[to_sq]))
            moves.reverse()
            events.append(CheesePushed(direction, tuple(moves)))
        if fell is not None:
            events.append(fell)
            if fell.player >= 0 and self.peek:
                events.append(WormSeen(fell.player, fell.piece, self.worms[fell.piece]))
        return events, fell

    def _last_piece(self, fell: Event | None) -> list[Event]:
        """Seed 000, "Le dernier morceau": the receiver of the last piece takes one piece
        from an opponent of their choice; lost with the piece on an empty side."""
        receiver = fell.player if isinstance(fell, CheeseFell) else -1
        if receiver >= 0 and any(self.trays[o] for o in range(self.num_players) if o != receiver):
            self.phase = BONUS
            self.bonus_player = receiver
            return [LastPiece(receiver)]
        return self._finish("board_empty")

    def _take(self, action: Take) -> list[Event]:
        me, other, piece = self.bonus_player, action.opponent, action.piece
        self.trays[other].remove(piece)
        self.trays[me].append(piece)
        self.owner[piece] = me
        return [PieceTaken(me, other, piece, self.config.piece_sizes[piece]),
                *self._finish("board_empty")]


    def _jammed(self) -> list[Event]:
        """No mouse can ever move again: what is left on the board is out of the game."""
        self._lines = None
        for sq, v in enumerate(self.board):
            if v >= 0:
                self.board[sq] = EMPTY
                self.owner[v] = OUT
                self.out.append(v)
        self.on_board = 0
        return [MoveEnded(self.turn, self.steps_left, True), *self._finish("jammed")]

    def _next_turn(self) -> list[Event]:
        self.turn = (self.turn + 1) % self.num_players
        self._lines = None                  # another mouse is to move
        self.phase = ROLL
        self.rolls = []
        self.steps_left = 0
        return [TurnStarted(self.turn)]

    def _finish(self, reason: str) -> list[Event]:
        self.phase = OVER
        self.steps_left = 0
        self.bonus_player = -1
        totals = self._totals()
        best = max(totals)
        self.result = tuple(p for p, s in enumerate(totals) if s == best)
        self.end_reason = reason
        return [GameOver(self.result, tuple(totals), reason)]

    # results ------------------------------------------------------------------------
    def _points(self, piece: int) -> int:
        """What ``piece`` is worth (:meth:`~.conf.DroleConfig.points_of`; its worm is a
        secret until the end)."""
        config = self.config
        return config.points_of(config.piece_sizes[piece], self.worms[piece], self.options["scoring"])

    def _totals(self) -> list[int]:
        return [sum(self._points(i) for i in tray) for tray in self.trays]

    def scores(self) -> list[float]:
        """Each player's points once the game is over; zeros while it goes on (the
        worms, and so the points, are secrets until the final count)."""
        if self.phase != OVER:
            return [0.0] * self.num_players
        return [float(s) for s in self._totals()]

    def winners(self) -> list[int]:
        return list(self.result)

    def next_starter(self) -> int:
        """Seed 000: in a match, the lowest scorer of this game starts the next one
        (ties: the first of them in turn order after this game's first player, seat 0).
        Asked once the game is over."""
        totals = self._totals()
        low = min(totals)
        return next(p for p in range(self.num_players) if totals[p] == low)

    def is_reveal(self, action: Action) -> bool:
        """Rolls, the bonus, and a step that drops a piece off the board are facts of the
        table: undo stops there (with the peeking rule its receiver has looked at it;
        in either variant a fallen piece stays fallen)."""
        if isinstance(action, (Die, Take)):
            return True
        if isinstance(action, Step) and self.phase == MOVE:
            d = _DIRECTION_INDEX.get(action.direction, -1)
            found = self._turn_lines()[d] if d >= 0 else None
            return bool(found and found[1])
        return False

    # information ----------------------------------------------------------------------
    def knows_worm(self, player: int | None, piece: int) -> bool:
        """Whether ``player`` has seen inside ``piece``: their own pieces with the
        peeking rule, every piece once the game is over (for everybody: None)."""
        if self.phase == OVER:
            return True
        return player is not None and self.peek and self.owner[piece] == player

    def observation(self, player: int | None) -> DroleObservation:
        """Sizes and places are public; a worm (and so a piece's points) shows only where
        :meth:`knows_worm`. ``steps`` is the move the turn's rolls give (a star doubles
        the number after it, once)."""
        config = self.config
        rc, sizes = config.rc, config.piece_sizes
        scoring = self.options["scoring"]
        squares: dict[int, tuple[int, int]] = {}
        for sq, v in enumerate(self.board):
            if v >= 0:
                squares[v] = rc[sq]
        pieces = []
        for i in range(config.n_pieces):
            owner = self.owner[i]
            known = self.knows_worm(player, i)
            pieces.append(piece_of(         # id, size, owner, out, worm, points, square
                i,
                sizes[i],
                owner if owner >= 0 else None,
                owner == OUT,
                self.worms[i] if known else None,
                config.points_of(sizes[i], self.worms[i], scoring) if known else None,
                squares.get(i),
            ))
        over = self.phase == OVER
        points = config.scoring[scoring]
        steps = config.move_steps(self.rolls)
        return DroleObservation(
            game=self.game_id,
            seat=player,
            players=self.num_players,
            rows=config.rows,
            cols=config.cols,
            sides=tuple(self.sides),
            to_play=self.current_player(),
            turn=self.turn,
            phase=self.phase,
            rolls=tuple(self.rolls),
            steps=steps,
            doubled=STAR in self.rolls and steps > 0,
            steps_left=self.steps_left,
            mice=tuple(rc[sq] for sq in self.mice),
            pieces=tuple(pieces),
            trays=tuple(tuple(t) for t in self.trays),
            out=tuple(self.out),
            peek=self.peek,
            scoring=scoring,
            size_points={size: points[size] for size in config.sizes},
            worm_points=config.worm_points,
            worms=dict(config.worms),
            bonus_player=self.bonus_player,
            totals=tuple(self._totals()) if over else None,
            winners=tuple(self.result),
            end_reason=self.end_reason,
        )

    def determinize(self, player: int, rng: random.Random) -> DroleState:
        """The worms ``player`` has not seen re-drawn at random among the pieces whose
        worm they do not know, keeping the number of worms of each size."""
        new = self.clone()
        config = self.config
        sizes = config.piece_sizes
        for size, total in config.worms.items():
            unknown = [i for i in range(config.n_pieces)
                       if sizes[i] == size and not self.knows_worm(player, i)]
            known = sum(1 for i in range(config.n_pieces) if sizes[i] == size
                        and self.knows_worm(player, i) and self.worms[i])
            for i in unknown:
                new.worms[i] = False
            for i in rng.sample(unknown, total - known):
                new.worms[i] = True
        return new

    # notation and persistence -------------------------------------------------------------
    def parse_action(self, text: str) -> Action:
        known = self.config.notation.get(text)  # the usual case, fast: a save replays
        if known is not None:                  # thousands of these
            return known
        words = text.strip().lower().split()
        if len(words) == 2 and words[0] == "die" and words[1] in self.config.face_names:
            return Die(words[1])
        if len(words) == 2 and words[0] == "step" and words[1] in _DIRECTION_WORDS:
            return Step(_DIRECTION_WORDS[words[1]])
        if len(words) == 3 and words[0] == "take" and words[1].startswith("p"):
            try:
                return Take(int(words[1][1:]) - 1, int(words[2]))
            except ValueError:
                pass
        raise IllegalAction(f"'{text}' is not a move of Drôle de fromage "
                            "(die 3, die star, step n, step e, take p2 5)")

    def _state_dict(self) -> dict[str, Any]:
        return {
            "sides": list(self.sides), "worms": list(self.worms), "board": list(self.board),
            "mice": list(self.mice), "owner": list(self.owner),
            "trays": [list(t) for t in self.trays], "out": list(self.out),
            "turn": self.turn, "phase": self.phase, "rolls": list(self.rolls),
            "steps_left": self.steps_left, "bonus_player": self.bonus_player,
            "result": list(self.result), "end_reason": self.end_reason,
        }

    def _load_state_dict(self, data: dict[str, Any]) -> None:
        self.sides = tuple(data["sides"])
        self.worms = [bool(w) for w in data["worms"]]
        self.board = [int(v) for v in data["board"]]
        self.mice = [int(v) for v in data["mice"]]
        self.owner = [int(v) for v in data["owner"]]
        self.trays = [[int(v) for v in t] for t in data["trays"]]
        self.out = [int(v) for v in data["out"]]
        self.on_board = sum(1 for v in self.board if v >= 0)
        self.turn = int(data["turn"])
        self.phase = str(data["phase"])
        self.rolls = [str(f) for f in data["rolls"]]
        self.steps_left = int(data["steps_left"])
        self.bonus_player = int(data["bonus_player"])
        self.result = tuple(int(v) for v in data["result"])
        self.end_reason = str(data["end_reason"])
        self._lines = None

    def clone(self) -> DroleState:
        new = object.__new__(DroleState)
        new.config = self.config            # shared, never copied
        new.num_players, new.seed, new.options = self.num_players, self.seed, dict(self.options)
        new.history = list(self.history)
        new.sides, new.worms, new.board = self.sides, list(self.worms), list(self.board)
        new.mice, new.owner = list(self.mice), list(self.owner)
        new.trays, new.out = [list(t) for t in self.trays], list(self.out)
        new.on_board, new.turn, new.phase = self.on_board, self.turn, self.phase
        new.rolls, new.steps_left = list(self.rolls), self.steps_left
        new.bonus_player, new.result, new.end_reason = self.bonus_player, self.result, self.end_reason
        new._lines = self._lines            # never changed in place: shared safely
        return new
