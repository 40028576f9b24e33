"""The table of a joined computer (issue 20): the game's own scene and turn driver, run
over a *mirror* of the host's game made only of what the host sent this seat.

- :class:`MirrorState` stands where a rule state stands (a
  :class:`~game.core.protocol.GameState` for the scene, the driver, the narrator and the
  results), built from the latest :class:`wire.Update <game.net.wire.Update>`: this
  seat's observation and the public :class:`~game.net.wire.Status` (who is to decide,
  whose turn, the answer window, how many actions, this seat's legal actions when it is
  asked, the scores, winners and places at the end). It holds nothing else: no seed, no
  other seat's secret, no rule to play with. ``observation(viewer)`` is this seat's
  observation, whoever asks (the table of a joined computer only ever shows this seat:
  its move log and narration are told from it too). The actions are parsed with the
  game's own ``parse_action``, from a state of the game set up once with seed 0 for that
  (never shown, never played).
- :class:`RemoteSession` stands where a :class:`~game.session.Session` stands: the
  seats of the ``welcome`` (this seat the only person *at this table*: no hand-over,
  ever), no chance drawn and no computer run here (the host plays them), no undo, no
  save (the host's autosave is the game's record), no records.
- :class:`RemoteDriver` is the game's :class:`~game.table.driver.TurnDriver` with the
  few parts a joined computer plays otherwise: a decision is sent as ``act`` (and the
  table waits for the host's update, which then animates it as any move); each update
  from the host is played through the driver's usual path (the events as this seat may
  see them, the move log, the narration of another computer's move, the last move's
  marks), one at a time once the table has shown the one before (while the next one
  waits, a move's words held for reading end and the animation of the moment runs
  :data:`CATCH_UP` times faster: the table never falls behind the host); answer windows ask
  this seat on its own screen (its claim, pass and "until my turn" go to the host as
  ``answer``; its countdown running out here is a pass said at once; a host that
  asks it anyway, where this screen has it passing, gets the pass after
  :data:`UNASKED_PASS`); the banner says when the connection is lost or the game waits
  for a seat whose computer is away (the host's ``presence``), and a host that ends
  the game early is said in words over the title; at the end, the results (without
  "Play again": that is the host's). With ``autoplay`` a computer of the normal level
  plays this seat from its observation alone (``main.py --join ... --autoplay``).

An update is a *move* when it counts one action more than the mirror (its events are
animated); any other (the first one, the first after a new ``welcome`` when back from a
drop, a jump, a backlog of more than :data:`BACKLOG`) is a *resync*: the table shows
the position as it is (as after an undo). A decision refused as ``stale`` (an update
crossed it) is sent again when it is still legal in the same position.

Gouda's alike dice (:func:`same_dice`) are mapped from the observation as its rules'
``canonical`` maps them, so a click on any of two alike dice plays.
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..core import registry
from ..core.agents import Agent
from ..core.observation import Observation
from ..core.protocol import Action, Event, GameState, IllegalAction, Pass
from ..core.report import note, warn
from ..core.seats import Seat
from ..session import Session
from ..table.driver import TurnDriver
from ..table.hinting import Hint
from . import wire

if TYPE_CHECKING:
    from .client import Connection

#: seconds the host may ask this seat in an answer window its table shows no more
#: (this screen has it passing: "pass", "until my turn", the countdown) before this
#: computer says its pass itself (the host passes at once when it agrees)
UNASKED_PASS = 1.5
#: how much faster the table's animation runs while the host's next update waits to
#: be shown (the joined table catches up rather than fall behind the host)
CATCH_UP = 2.0
#: updates waiting to be shown beyond which the table stops animating and catches up
#: (a joined computer back from a pause, or far behind a quick host)
BACKLOG = 24


@dataclass(frozen=True)
class Unseen(Action):
    """A chance outcome on a joined computer: only its visible events were sent."""

    def __str__(self) -> str:
        return "chance"


class _Count(Sequence[Action]):
    """The history of a mirror: only how long it is (its actions are the host's)."""

    def __init__(self, length: int = 0) -> None:
        self.length = length

    def __len__(self) -> int:
        return self.length

    def __getitem__(self, index: Any) -> Any:
        raise IndexError("a joined computer does not hold the game's history")

    def __iter__(self) -> Iterator[Action]:
        return iter(())


# ---------------------------------------------------------------------- the mirror
class MirrorState(GameState):
    """The host's game as one seat sees it (see the module's docstring)."""

    game_id: ClassVar[str] = ""

    def __init__(self, game: type[GameState], parser: GameState, seat: int, update: wire.Update) -> None:
        # GameState's own set-up is not run: there is no seed and no position here
        self.game = game
        self.parser = parser
        self.seat = seat
        self.num_players = parser.num_players
        self.seed = 0
        self.options = dict(parser.options)
        self.history: Any = _Count()
        self.seq = -1
        self.obs: Observation = update.observation
        self.status: wire.Status = update.status
        self.legal: list[Action] = []
        self.take(update)

    @classmethod
    def of(cls, game: type[GameState]) -> type[MirrorState]:
        """The mirror class of ``game`` (its id, players, observation class)."""
        made = _CLASSES.get(game)
        if made is None:
            made = _CLASSES[game] = type(f"{game.__name__}Mirror", (cls,), {
                "game_id": game.game_id, "min_players": game.min_players,
                "max_players": game.max_players, "observation_type": game.observation_type,
                "option_specs": ()})
        return made

    def take(self, update: wire.Update) -> None:
        """The position after ``update``."""
        status = update.status
        legal: list[Action] = []
        if status.to_play == self.seat:
            for text in status.legal:
                try:
                    legal.append(self.parser.parse_action(text))
                except (IllegalAction, ValueError):
                    warn(__name__, "the host offered an action this program cannot read: %r", text[:80])
        self.seq = update.seq
        self.obs = update.observation
        self.status = status
        self.legal = legal
        self.history = _Count(status.history)
        self._offered, self._offered_at = (), -1

    # the rules' questions, from the status
    def _setup(self, rng: random.Random) -> None:
        raise NotImplementedError

    def current_player(self) -> int:
        return self.status.to_play

    def turn_owner(self) -> int:
        return self.status.turn_owner

    def answering(self) -> bool:
        return self.status.answering

    def in_window(self) -> bool:
        return self.status.in_window

    def window_seats(self) -> list[int]:
        return list(self.status.window_seats)

    def _player_actions(self) -> list[Action]:
        return list(self.legal)

    def is_terminal(self) -> bool:
        return self.status.terminal or self.status.to_play == -2

    def observation(self, player: int | None) -> Observation:
        """This seat's observation (all this table is ever shown; see the docstring)."""
        return self.obs

    def scores(self) -> list[float]:
        return list(self.status.scores) or [0.0] * self.num_players

    def winners(self) -> list[int]:
        return list(self.status.winners)

    def places(self) -> dict[int, int]:
        places = self.status.places
        if len(places) == self.num_players:
            return {p: int(places[p]) for p in range(self.num_players)}
        return {p: 1 for p in range(self.num_players)}

    def rank_key(self, player: int) -> tuple:
        return (-self.places()[player],)

    def parse_action(self, text: str) -> Action:
        return self.parser.parse_action(text)

    def _apply(self, action: Action) -> list[Event]:
        raise IllegalAction("a joined computer plays through the host")

    def apply(self, action: Action | str) -> list[Event]:
        raise IllegalAction("a joined computer plays through the host")

    def clone(self) -> MirrorState:
        return self

    def _state_dict(self) -> dict[str, Any]:
        raise NotImplementedError("a joined computer holds no position to save")

    def _load_state_dict(self, data: dict[str, Any]) -> None:
        raise NotImplementedError("a joined computer holds no position to load")

    def same_outcome(self) -> bool:
        """Whether every legal choice leads to the same position (a table may play it
        alone): here, when there is one choice only (the rules' finer reading of alike
        results needs the position)."""
        return len(self.legal) <= 1

    def canonical(self, action: Action) -> Action:
        """The legal action equal in effect to ``action`` (a game's interchangeable
        dice: :func:`same_dice`), ``action`` itself otherwise."""
        if action in self.legal:
            return action
        return same_dice(self.obs, self.legal, action, self.parser.parse_action)


_CLASSES: dict[type[GameState], type[MirrorState]] = {}


def same_dice(obs: Observation, legal: list[Action], action: Action,
              parse: Callable[[str], Action] | None = None) -> Action:
    """Gouda's alike dice, from the observation alone, as its rules' ``canonical``
    maps them: a die given (``die``: the results phase) becomes the first die of its
    colour still live and not used; dice named by a marker (``dice``: the answer
    window) become the lowest-numbered of each group of interchangeable dice (live,
    the same colour, named by the same live markers of the stack, read with
    ``parse``). The legal action so found, else ``action`` itself (a game without
    dice, or a choice the rules do not list)."""
    dice = getattr(obs, "dice", None)
    phase = getattr(obs, "phase", None)
    names = getattr(action, "__dataclass_fields__", {})
    act: Any = action                       # a game's own action class (a dataclass)
    if not isinstance(dice, tuple):
        return action
    made: Action | None = None
    if "die" in names and phase == "assign":
        die = getattr(action, "die", -1)
        if isinstance(die, int) and 0 <= die < len(dice):
            colour = dice[die].colour
            first = next((k for k, d in enumerate(dice) if d.colour == colour and d.live and not d.used), None)
            if first is not None:
                made = dataclasses.replace(act, die=first)
    elif "dice" in names and phase == "window" and isinstance(getattr(action, "dice", None), tuple):
        tags: list[tuple[int, ...]] = [()] * len(dice)
        for i, stacked in enumerate(getattr(obs, "stack", ())):
            if getattr(stacked, "status", None) != "live" or parse is None:
                continue
            try:
                named = getattr(parse(stacked.move), "dice", None)
            except (IllegalAction, ValueError):
                continue
            for d in named if isinstance(named, tuple) else ():
                if isinstance(d, int) and 0 <= d < len(dice):
                    tags[d] = tags[d] + (i,)
        groups: dict[tuple[Any, tuple[int, ...]], list[int]] = {}
        for d, die_ in enumerate(dice):
            if die_.live and die_.colour:
                groups.setdefault((die_.colour, tags[d]), []).append(d)
        asked = act.dice
        chosen: list[int] = []
        covered = 0
        for members in groups.values():
            k = sum(1 for d in asked if d in members)
            covered += k
            chosen += members[:k]
        if covered == len(asked):
            made = dataclasses.replace(act, dice=tuple(sorted(chosen)))
    if made is None:
        return action
    return next((a for a in legal if a == made), action)


# ---------------------------------------------------------------------- the session
def _text(item: dict[str, Any], key: str, default: str, limit: int) -> str:
    value = item.get(key)
    return value[:limit] if isinstance(value, str) else default


def seats_of(welcome: dict[str, Any]) -> list[Seat]:
    """The seats of a ``welcome`` (their names, colours, kinds; a seat with no name
    of its own gets its default name in this computer's language)."""
    seats: list[Seat] = []
    own = welcome.get("seat")                # only this seat's hints matter here
    for k, item in enumerate(welcome.get("seats") or []):
        item = item if isinstance(item, dict) else {}
        kind = "cpu" if item.get("kind") == "cpu" else "human"
        number = item.get("number")
        seats.append(Seat(_text(item, "name", "", 64), _text(item, "colour", "orange", 32), kind,
                          _text(item, "level", "normal", 16), number if type(number) is int else k + 1,
                          hints=item.get("hints") is True and kind == "human" and k == own))
    return seats


class RemoteSession(Session):
    """A game played on the host, seen from one seat (see the module's docstring)."""

    remote = True
    state: MirrorState
    #: the turn driver its table runs (set below: :class:`RemoteDriver`)
    table_driver: ClassVar[type[TurnDriver]] = TurnDriver

    def __init__(self, connection: Connection, welcome: dict[str, Any], first: wire.Update,
                 game: type[GameState], parser: GameState, *, autoplay: bool = False) -> None:
        # Session's own set-up is not run: no seed, no computers, no autosave here
        self.connection = connection
        self.seat = int(welcome["seat"])
        self.seats = seats_of(welcome)
        self.state = MirrorState.of(game)(game, parser, self.seat, first)
        self.game = game
        self._undo = []
        self.match = {}
        self.autosave_path = None
        self.records_path = None
        self._recorded = True
        self.table = 0
        self.agents = [None] * len(self.seats)
        self.on_save_error = None
        self.save_error = None
        self._notations = []
        self._seconds_before = 0.0
        self._opened = time.monotonic()
        self.chance_source = None
        #: updates received and not shown yet (the driver takes them one at a time);
        #: None where a new welcome came (back after a drop): the update after it is
        #: the position as it is now, shown whole (whatever happened while away)
        self.pending: deque[wire.Update | None] = deque()
        #: the observation's JSON as the host's last update carried it (matches_host)
        self.last_sent: dict[str, Any] = first.observation.to_json()
        self.last_seq = first.seq
        self.first_seq = first.seq
        #: the decision sent and not answered yet (the table waits for the host)
        self.waiting: Action | None = None
        self.waiting_at = -1
        self.actions_sent = 0
        #: when (``time.monotonic``) the table took each update, by its number, and
        #: sent each decision, with the update it named (``main.py --trace``: the
        #: latency figures of ``python -m game netbench``; times only)
        self.shown_at: dict[int, float] = {}
        self.acted_at: list[tuple[int, float]] = []
        self.refusals: list[str] = []
        self.presence: list[dict[str, Any]] = []
        self.closed: str | None = None
        self.welcome = welcome
        #: the host's latest hint for this seat (a seat marked for hints): (seq, notation)
        self.hint: tuple[int, str] | None = None
        self.autoplay = Agent(game.game_id, "normal", self.seat) if autoplay else None
        self.rng = random.Random(f"join:{self.seat}")

    @classmethod
    def open(cls, connection: Connection, welcome: dict[str, Any], first: dict[str, Any], *,
             autoplay: bool = False) -> RemoteSession:
        """The session of the game ``welcome`` names, at the position of the update
        ``first`` (a :class:`wire.WireError` or ValueError when they cannot be read)."""
        game_id = welcome["game"]
        if game_id not in registry.games():
            raise wire.WireError("files", f"no game {game_id[:40]!r} here")
        given = welcome.get("options")
        options: dict[str, Any] = given if isinstance(given, dict) else {}
        seats = welcome.get("seats") or []
        parser = registry.new_game(game_id, len(seats), 0, dict(options))
        game = type(parser)
        return cls(connection, welcome, wire.read_update(game, first), game, parser,
                   autoplay=autoplay)

    # the network ---------------------------------------------------------------
    def receive(self, messages: list[dict[str, Any]] | None = None) -> None:
        """Take the host's messages that arrived (``messages``: these; else those the
        connection has; never waits)."""
        for data in (self.connection.poll() if messages is None else messages):
            kind = data.get("kind")
            if kind == "update":
                try:
                    update = wire.read_update(self.game, data)
                except wire.WireError as exc:
                    note(__name__, "an update that cannot be read was dropped: %s", exc)
                    continue
                self.pending.append(update)
                self.last_seq = update.seq
                raw = data.get("observation")
                self.last_sent = raw if isinstance(raw, dict) else {}
            elif kind == "welcome":
                self.welcome = data                # back after a drop: the same seat,
                self.waiting = None                # and the position as it is now:
                self.pending.append(None)          # the next update is shown whole
            elif kind == "refused":
                reason = str(data.get("reason", ""))[:40]
                self.refusals.append(reason)
                self._refused(reason)
            elif kind == "hint":                    # this seat's hint (a child's seat)
                seq, action = data.get("seq"), data.get("action")
                if type(seq) is int and isinstance(action, str) and len(action) <= wire.NOTATION_LIMIT:
                    self.hint = (seq, action)
            elif kind == "presence":
                seats = data.get("seats")
                self.presence = [s for s in seats if isinstance(s, dict)] if isinstance(seats, list) else []
            elif kind == "closed":
                self.closed = str(data.get("reason", "host_quit"))[:40]

    def _refused(self, reason: str) -> None:
        """The host refused this seat's last message: the decision may be made again
        (a ``stale`` one answered a position the mirror has moved on from: sent again
        if it is still legal in the position shown)."""
        waiting = self.waiting
        self.waiting = None
        if reason == "stale" and waiting is not None and self.waiting_at == len(self.state.history) \
                and not self.pending and waiting in self.state.legal:
            self.send_act(waiting)

    def send_act(self, action: Action) -> None:
        self.waiting = action
        self.waiting_at = len(self.state.history)
        self.actions_sent += 1
        self.acted_at.append((self.state.seq, time.monotonic()))
        self.connection.act(self.state.seq, str(action))

    def send_answer(self, answer: str) -> None:
        self.connection.answer(self.state.seq, answer)

    def leave(self) -> None:
        """This computer leaves the game (its token is kept: it may come back)."""
        self.connection.close(forget=self.state.is_terminal())

    def matches_host(self) -> bool:
        """Everything the host sent is shown, and what the table draws from is the
        observation the host's last update carried."""
        return (not self.pending and self.state.seq == self.last_seq
                and self.state.observation(self.seat).to_json() == self.last_sent)

    # what a Session answers --------------------------------------------------
    def humans(self) -> list[int]:
        return [self.seat]                 # the only person at this table

    def is_cpu_turn(self) -> bool:
        return False                       # the host plays the computers

    def is_human_turn(self) -> bool:
        return self.to_play() == self.seat and bool(self.state.legal)

    def apply(self, action: Action) -> list[Event]:
        if not self.is_human_turn() or self.waiting is not None:
            raise IllegalAction("not this seat's decision now")
        action = self.state.canonical(action)
        if action not in self.state.legal:
            raise IllegalAction(f"'{action}' is not allowed now")
        self.send_act(action)
        return []

    def chance(self) -> list[Event]:
        raise IllegalAction("the host draws the chance outcomes")

    def cpu_action(self) -> Action:
        raise IllegalAction("the host plays the computers")

    def can_undo(self) -> bool:
        return False

    def undo(self) -> GameState:
        raise ValueError("no undo on a joined computer")

    def rewind(self, length: int) -> GameState:
        raise ValueError("no rewind on a joined computer")

    def record_result(self) -> None:
        return None

    def save(self) -> None:
        return None

    def pump(self) -> None:
        return None

    def flush(self, timeout: float = 5.0) -> None:
        return None

    def save_now(self, timeout: float = 5.0) -> None:
        """The program quits (or the person leaves the table): a goodbye to the host,
        the token kept to come back (nothing is saved here: the host keeps the game)."""
        self.leave()
        self.connection.join(min(timeout, 1.0))      # the goodbye sent before the program ends


# ---------------------------------------------------------------------- the driver
class RemoteDriver(TurnDriver):
    """The turn driver of a joined computer's table (see the module's docstring)."""

    session: RemoteSession

    @property
    def state(self) -> MirrorState:
        return self.session.state

    def __post_init__(self) -> None:
        super().__post_init__()
        self._synced = True
        self._lost: str | None = None     # the words said of the connection or a seat away
        self._told_closed = False
        self._unasked = (-1, 0.0)             # (position, since when) asked without a bar
        #: updates shown as moves (animated) and as a whole position (resync)
        self.moves_shown = 0
        self.resyncs = 0

    # the one person at this screen (the host's driver asks these too: issue 20)
    def local_people(self) -> list[int]:
        """The people sharing this screen: this seat's person only (never a hand-over)."""
        return [self.session.seat]

    def is_remote(self, seat: int) -> bool:
        """Every other seat is played elsewhere (on the host, or another computer)."""
        return seat != self.session.seat

    def _thrower(self) -> int | None:
        return None                         # the host draws every chance outcome

    #: the "... is thinking" hint has no "click to hurry up" here: the host's computers
    #: think at the host's pace
    hurries = False

    def computer_thinking(self) -> bool:
        """A computer of the host plays now (its update has not come yet): the table
        says "... is thinking" as the host's does (not in an answer window's bar, nor
        while this table shows a move or waits for the host)."""
        state, session = self.state, self.session
        if state.is_terminal() or self.busy() or self.paused or session.pending \
                or self.window is not None:
            return False
        player = state.current_player()
        seats = session.seats
        return 0 <= player < len(seats) and player != session.seat and not seats[player].is_human

    # decisions go to the host
    def apply(self, action: Action) -> list[Event]:
        if not self.can_act():
            raise IllegalAction("not this seat's decision now")
        self.session.apply(action)
        self._forget_question()
        self.table.invalidate()
        return []

    def can_act(self) -> bool:
        return self.session.waiting is None and super().can_act()

    # the hint (a seat marked for hints): worked out on the host, which holds the
    # game's history the hint's computer needs (wire's ``hint``); shown when asked
    def _ask_hint(self, hint: Hint) -> None:
        self._collect_hint()

    def _collect_hint(self) -> None:
        self._check_hint()
        hint = self.hint
        kept = self.session.hint
        if hint is None or hint.action is not None or kept is None or kept[0] != self.state.seq:
            return
        try:
            action = self.state.parse_action(kept[1])
        except (IllegalAction, ValueError):
            return
        if action in self.state.legal_actions():
            hint.action = action
            hint.answered = self.clock
            self.table.invalidate()

    def forget_hints(self) -> None:
        self.hint = None                    # nothing was asked of a thinker here

    def throw(self) -> list[Event]:
        return []

    def draw_chance(self) -> list[Event]:
        return []

    def awaiting_throw(self) -> bool:
        return False                        # the host rolls for every seat

    def undo(self) -> bool:
        return False

    def rewind(self, length: int) -> None:
        return None

    def claim(self, seat: int, *, remote: bool = False) -> bool:
        """This seat's claim (its bar): sent to the host too. (``remote``: the host's
        driver's word for a claim from elsewhere; here every claim is this screen's.)"""
        if not super().claim(seat):
            return False
        self.session.send_answer("claim")
        return True

    def decline(self, seat: int, until_turn: bool = False, *, remote: bool = False) -> bool:
        """This seat's pass or "until my turn" (its bar): sent to the host as ``answer``,
        or, when the rules ask it after its claim, as the ``act`` of its pass."""
        asked = (self._claimant_asked() and self.state.current_player() == seat and self.can_act())
        if self.window is None or seat not in self.window.holders:
            return False
        if not asked:
            self.session.send_answer("quiet" if until_turn else "pass")
        return super().decline(seat, until_turn)

    def _pass_for_person(self) -> None:
        """The person passes when asked (their pass on the bar, in their own view)."""
        if self.can_act() and Pass() in self.state.legal:
            self.apply(Pass())

    def _passes_now(self) -> bool:
        return False                        # the host passes for a seat that passed

    def _tick_window(self, dt: float) -> bool:
        """The countdown runs here too; when it runs out before this seat decided, the
        host is told at once (its own countdown would pass for it a little later)."""
        window = self._window
        undecided = window is not None and self.session.seat in window.undecided()
        running = super()._tick_window(dt)
        if undecided and window is not None and window.expired:
            self.session.send_answer("pass")
        return running

    # the host's updates
    def update(self, dt: float) -> bool:
        """As the host's table, and one thing more: a move's words held for reading
        end as soon as the host's next update is here. The host holds them only for
        the moves of its own computers (it goes on at once after a person's move,
        wherever that person sits), so a joined table that held them for every other
        seat fell a hold further behind the host at each such move (measured: 130 ms
        each, 390 ms after three; ``python -m game netbench``). And while an update
        waits, the animation of the moment runs :data:`CATCH_UP` times faster (in
        Drôle de fromage a seat's own move ends here about 180 ms after it ends on the
        host, whose next update then waited that long)."""
        session = self.session
        session.receive()
        if session.pending and self.cues:
            if self.cues[0].name == "read":
                self.cues[0].elapsed = self.cues[0].duration
            # behind the host: the animation of the moment runs faster to catch up (a
            # move of this seat's own ends here a little after it ends on the host)
            dt *= CATCH_UP
        return super().update(dt)

    def _drive(self, dt: float) -> bool:
        session = self.session
        session.receive()
        if session.pending:
            self._take(dt)
            return True
        self._watch_connection()
        if self.state.is_terminal():
            if not self.results_opened:
                self.results_opened = True
                self._results()
            return False
        if self._pass_unasked(dt):
            return True
        if session.autoplay is not None and not self.paused:
            return self._autoplay()
        return False

    def _pass_unasked(self, dt: float) -> bool:
        """The host asks this seat in an answer window where this screen has it
        passing already (the bar is not up: it said "pass" or "until my turn", or its
        countdown ran out): a host that agrees passes for it at once; one that does not
        (a window round read otherwise) is sent the pass after :data:`UNASKED_PASS`."""
        state, session = self.state, self.session
        asked = (state.in_window() and state.current_player() == session.seat
                 and session.waiting is None and not self.busy() and self.window is None
                 and not self.can_act() and Pass() in state.legal)
        now = time.monotonic()
        if not asked or self._unasked[0] != self._version:
            self._unasked = (self._version if asked else -1, now)
            return False
        if now - self._unasked[1] < UNASKED_PASS:   # the network's time, not the table's:
            return False                           # a host that agrees has passed by then
        session.send_act(Pass())
        return True

    def _take(self, dt: float) -> None:
        """Show the next update: a move through the usual path, or a resync."""
        session = self.session
        if len(session.pending) > BACKLOG:
            while len(session.pending) > 1:
                session.pending.popleft()
            self._synced = False
        update = session.pending.popleft()
        state = self.state
        if update is None:
            self._synced = False
            return
        if update.seq <= state.seq and self._synced:
            return                          # an update seen already
        session.shown_at[update.seq] = time.monotonic()
        move = self._synced and update.status.history == len(state.history) + 1
        if update.status.history == len(state.history) and self._synced:
            state.take(update)              # the same position, news of the turn
            self._version += 1
            window = self._window
            if window is not None:
                from ..table.window import people_asked
                window.holders = people_asked(state, set(self.humans()))
            self.table.invalidate()
            return
        session.waiting = None
        if not move:
            state.take(update)
            self._synced = True
            self._resync()
            return
        player, owner = update.actor, state.turn_owner()
        in_window, before = state.in_window(), state.window_seats()
        action: Action = Unseen()
        if update.action is not None and player >= 0:
            try:
                action = state.parse_action(update.action)
            except (IllegalAction, ValueError):
                note(__name__, "a move this program cannot read: %r", update.action[:80])
        state.take(update)
        self.moves_shown += 1
        self._version += 1
        self._forget_question()
        self._acted(player, action, in_window)
        self._round_after(before, action, state)
        self._show(player, owner, action, list(update.events))
        # settled again once shown, even a move with nothing to animate (a pass in an
        # answer window): the table's words follow the position the host moved to
        self.settled = False

    def _resync(self) -> None:
        """The position replaced as a whole: shown as it is."""
        self.resyncs += 1
        self._version += 1
        self._forget_question()
        self.log.undo(len(self.state.history))
        self.log.actions = len(self.state.history)
        self._open_round(self.state)
        self._rewound()
        self.table.invalidate()

    def _watch_connection(self) -> None:
        """Say on the table when the connection is lost (it is tried again by itself)
        or the game waits for a seat whose computer is away (said again if the table
        put other words up meanwhile), and, when the host has ended the game before its
        end, say so and go back to the title screen."""
        session = self.session
        status = session.connection.status
        from .. import i18n
        words: str | None = None
        if status == "reconnecting":
            words = i18n.t("join.reconnecting")
        else:
            away = self.away()
            if away is not None:
                words = i18n.t("join.away", name=session.seats[away].name)
        banner = getattr(self.table, "banner", None)
        set_status = getattr(self.table, "set_status", None)
        if words is not None and callable(set_status) and getattr(banner, "status", None) != words:
            set_status(words)                    # again if the table said something else
            self.table.invalidate()
        if words is None and self._lost is not None:
            self.table.on_undo()                 # the status of the position again
            self.table.invalidate()
        self._lost = words
        if (session.closed is not None or status in ("failed", "closed")) \
                and not self.state.is_terminal() and not self._told_closed:
            self._told_closed = True
            app = getattr(self.table, "app", None)
            if app is None:
                return
            from ..scenes.message import MessageScene
            from .client import Problem, problem_words
            reason = session.closed or "host_quit"
            problem = session.connection.problem or Problem(f"closed_{reason}")
            app.show_title()
            app.scenes.push(MessageScene(app, problem_words(problem), title=i18n.t("join.title")))

    def away(self) -> int | None:
        """The seat the game waits for now when its computer is away (the host's
        ``presence``: not connected, no computer standing in), or None."""
        to_play = self.state.current_player()
        if to_play < 0 or to_play == self.session.seat:
            return None
        for item in self.session.presence:
            if (item.get("seat") == to_play and item.get("connected") is False
                    and item.get("standin") is not True):
                return to_play
        return None

    def _results(self) -> None:
        app = getattr(self.table, "app", None)
        if app is None:
            self.table.on_game_over()
            return
        app.scenes.push(RemoteResults(app, self.session))

    def _autoplay(self) -> bool:
        """A computer of the normal level plays this seat from its observation."""
        session = self.session
        window = self.window
        seat = session.seat
        if window is not None and seat in window.undecided():
            return self.claim(seat)
        if not self.can_act() or self.busy():
            return False
        legal = self.state.legal_actions()
        agent = session.autoplay
        assert agent is not None
        try:
            action = agent.decide(self.state.observation(seat), legal, session.rng)
        except Exception as exc:   # the computer's own mistake must not stop the table
            warn(__name__, "the computer playing this seat failed: %r", exc)
            action = legal[0]
        self.apply(action)
        return True

    def close(self) -> None:
        super().close()
        self.session.leave()


#: the turn driver a table of a remote session runs (BaseGameScene asks the session)
RemoteSession.table_driver = RemoteDriver


# ---------------------------------------------------------------------- the results
def _results_class() -> type:
    from ..scenes.results import ResultsScene

    class RemoteResultsScene(ResultsScene):
        """The results on a joined computer: the same table, and only "Menu" (the
        next game is the host's to start)."""

        def build(self) -> None:
            super().build()
            menu = self.group.buttons[-1]
            menu.rect.centerx = self.panel_rect.centerx
            self.set_buttons([menu])

    return RemoteResultsScene


def RemoteResults(app: Any, session: RemoteSession) -> Any:  # noqa: N802 -- a scene's maker
    return _results_class()(app, session)
