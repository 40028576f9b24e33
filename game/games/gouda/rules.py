"""Gouda! Gouda!: RULES.md section 2 (the spec), rule book seed 002.

Each player leads five mice up a kitchen shelf to the cheese. On a turn the player
chooses a place holding at least one of their mice and rolls as many special dice as
there are mice in that place, all owners counted, at most five; then applies every
result to a different mouse of that place, anyone's: green moves it along one link up,
red along one link down, yellow does nothing. The first mouse on the table wins (the
basic game), or, with the Festival of cheeses, mice eat the table's three cheeses and
leave, and most cheese wins. With the powers, markers dealt at the start change rolls
during anyone's turn (:mod:`.powers`).

The shelf comes from the level ``levels/gouda.tmx`` (config ``level``, read by
:mod:`.level`); every number from ``config/gouda.yaml`` (:mod:`.conf`). The actions, their
notation and the events are in :mod:`.actions` (the events imported here too, where the
move log's tests look for a game's events). What the state shares with the
computer players has its own module: a roll's results (the Gives offered, the dice
lost, a mouse moving, eating, winning) in :mod:`.moves`; the markers in :mod:`.powers`;
the ranking in :mod:`.standing`. What stays here is one class, :class:`GoudaState`,
and its length (about 800 lines, a tenth of them this account of the rules' decisions)
is the state's own: the turn's flow, its legal lists, its observation, saving and
copying all read and write the same fields, and splitting the class across modules
would make a reader look for one state in several places.

How chance and secrets are modelled. The markers are shuffled once at set-up with the
game's seed and dealt in seat order; each seat's markers are its secret (their count is
public), the markers nobody drew are nobody's to know. Dice are positional (die 1 to 5:
markers name dice) and every roll, reroll or roll again is an explicit chance node
whose outcome gives the colour of each die rolled, in die order.

Answer windows. After every roll (rerolls too) and after every marker played, each
seat holding at least one marker is asked in turn, in seat order starting after the
seat that acted (the roller, the marker's player), that seat last; seats with no marker
are skipped. A seat holding markers none of which can be played now is asked all the
same (Pass only), so that the table never learns which kinds it holds. A marker played
opens a new round after its player. When all asked have passed in a row, the stack of
markers played resolves, last played first; a resolution that rolls (Reroll, Cancel of
the roll) is a chance node followed by a new window whose markers go on top of what is
left of the stack. ``current_player()`` is the seat asked; ``answering()`` is True when
it is not the turn owner's (the protocol's "out of turn": when the roller is asked in
their own window it is their own turn and ``answering()`` is False, :meth:`in_window`
True); Pass is legal throughout a window.

Decisions (RULES.md, and this module where RULES.md is silent):
- seat 0 plays first (the shared table seats the first player at 0); with option
  ``start: choose`` each seat in turn, from seat 0, puts all its mice on a start place of
  its choice (``start can``); with ``start: can`` everybody starts on the can (the option
  may name any start place of the level);
- the dice rolled are min(5, mice in the place, all owners); a result no mouse can take
  (a red on a start place, which has no link down) is lost, at once, and said
  (:func:`.moves.lose_dice`);
- the roller gives the results in any order, die by die, each to a different mouse
  (``give 2 to p1 pot``); the legal list offers, for each colour, only the
  lowest-numbered die still to give (two greens are the same green): a table that lets
  a person click any die maps it with :meth:`GoudaState.canonical`; ``_check_legal``
  accepts exactly the legal list. The same holds for the dice a marker names: dice of one
  colour that no marker on the stack names differently are interchangeable, and the
  lowest-numbered are offered;
- :meth:`GoudaState.same_outcome` says when every legal choice leads to the same
  position (one choice; or the results of a place where all mice are one player's and
  each colour has a single link, none to the table), so a table may play it alone;
- basic game: the first mouse on the table wins at once, the rest of the roll is not
  played. Festival: a mouse reaching the table eats a cheese and leaves the board; the
  game ends at once when the last one is eaten; most cheese wins, a tie goes to whoever
  reached the table first (then: ate first); :meth:`rank_key` orders everybody so,
  and then (decision: the book ranks only the winner) by the mouse closest to the
  cheese, fewer links up first; equal distances share a place (:mod:`.standing`);
- cheese along the route counts only with the festival (RULES.md lists it as a variant
  of the festival's count); without the festival the option is ignored (no cheese on the
  route) rather than refused, so that every option can be set on its own. A mouse
  arriving there, up or down, eats one while any is left, and stays on the board;
- a seat with no mouse left on the board (festival) is skipped; an Extra turn for it is
  lost; nobody left with a mouse ends the game (it cannot happen with the book's numbers);
- powers ``set``: each player gets one marker of each kind (a digital box has enough
  for six full sets, whatever ``markers`` says); powers ``3``/``4``/``5``: dealt from the
  shuffled markers of the box, the rest out of the game unseen;
- every marker played is public and leaves the game, even when it is cancelled or
  spent. The rules of each power, and what happens when markers meet, are written in
  :mod:`.powers`;
- scores: cheese eaten (festival), or 1 for the winner at the end (basic); public.
"""

from __future__ import annotations

import random
from itertools import compress
from operator import itemgetter
from typing import Any

from ...core.protocol import (
    CHANCE,
    TERMINAL,
    Action,
    ConfigOptions,
    Event,
    GameState,
    IllegalAction,
    Pass,
)
from . import GAME, powers
from .actions import (
    CANCELLED,
    KINDS,
    LETTER_COLOUR,
    LIVE,
    SPENT,
    CheeseEaten,
    Choose,
    DiceRolled,
    ExtraTurnLost,
    GameOver,
    Give,
    Hand,
    Marker,
    MouseMoved,
    Passed,
    ReachedTable,
    Roll,
    Start,
    StartPlaced,
    TurnStarted,
    parse_action,
)
from .conf import CHOOSE_START, FULL_SET, PLAYERS, GoudaConfig
from .moves import (
    ATE_ROUTE,
    FEAST_OVER,
    MOVED,
    WON,
    canonical_give,
    give,
    gives,
    lose_dice,
    one_way,
    why_not_give,
)
from .observation import GoudaObservation, die_of, stacked_of
from .standing import closest, festival_winners, rank_key

# ---------------------------------------------------------------------------- state
START, CHOOSE, ROLL, WINDOW, ASSIGN, OVER = "start", "choose", "roll", "window", "assign", "over"
_PHASES = (START, CHOOSE, ROLL, WINDOW, ASSIGN, OVER)
#: ``_SEATS_AFTER[n][seat]``: the seats of an ``n``-player table from the one after
#: ``seat`` round to ``seat`` itself (the order a window asks in).
_SEATS_AFTER = [[tuple((seat + k) % n for k in range(1, n + 1)) for seat in range(n)]
                for n in range(PLAYERS[1] + 1)]
#: ``_SEAT_COLUMN[seat](row)``: ``row[seat]`` (a place's mice of ``seat``).
_SEAT_COLUMN = [itemgetter(seat) for seat in range(PLAYERS[1])]
#: The events of every turn that are the same data each time, made once (plain frozen
#: data, shared as the actions are): a turn starting with the choice of a place (and the
#: config's ``place_chosen[seat][place][dice]``).
_TURN_STARTED = [TurnStarted(seat, False, "") for seat in range(PLAYERS[1])]
#: ``_ROLLED[seat][faces]``: the turn's roll of every die, made the first time it is seen
_ROLLED: list[dict[str, DiceRolled]] = [{} for _ in range(PLAYERS[1])]
#: The phases where a seat decides (the others: the dice rolling, the game over).
_DECIDING = frozenset((START, CHOOSE, WINDOW, ASSIGN))


def _hand_kinds(hand: list[int]) -> tuple[str, ...]:
    return tuple(kind for k, kind in enumerate(KINDS) for _ in range(hand[k]))


class GoudaState(GameState):
    """A game of Gouda! Gouda! for 2 to 6 players, played by ``config`` (its numbers,
    shelf and tables: ``GAME.config()`` unless a test hands it another; shared by every
    copy of the state). The options are checked against the choices its config offers
    (:class:`~game.core.protocol.ConfigOptions`); a save is loaded with
    ``GAME.config()`` (saves hold no config)."""

    game_id = "gouda"
    min_players, max_players = PLAYERS
    option_specs = ConfigOptions(GAME.config)
    observation_type = GoudaObservation

    def __init__(self, players: int, seed: int = 0, options: dict[str, Any] | None = None,
                 *, config: GoudaConfig | None = None) -> None:
        self.config: GoudaConfig = config if config is not None else GAME.config()
        super().__init__(players, seed, options)

    # set-up -----------------------------------------------------------------------
    def _setup(self, rng: random.Random) -> None:
        """Seed 002, "Mise en place": the cheese on the table (three with the festival,
        and the level's cheese along the route with that variant); with the powers the
        markers are shuffled face down and each player, from seat 0, draws theirs
        ("Règles optionnelles" 1); then the mice go to the start places."""
        n = self.num_players
        config = self.config
        places = config.n_places
        self.mice: list[list[int]] = [[0] * n for _ in range(places)]
        self.count = [0] * places
        self.onboard = [0] * n
        self.hands: list[list[int]] = powers.deal(self.options["powers"], n, rng, config.markers)
        self.dealt = [sum(h) for h in self.hands]
        self.played: list[tuple[int, str]] = []          # (seat, notation), in order
        self.turn = 0
        self.base = 0                                     # whose regular turn it is
        self.extra: list[tuple[int, int]] = []            # (seat, place or -1) to come
        self.chosen = -1
        self.place = -1                                   # where the roll applies
        self.dice: list[str] = []                         # colour letters, "" unrolled
        self.live: list[bool] = []                        # not cancelled
        self.used: list[bool] = []                        # given, or lost
        self.rolling: tuple[int, ...] = ()
        self.why = ""
        self.stack: list[list[Any]] = []                  # [seat, marker, status]
        self.ask: list[int] = []
        self.actor = -1
        festival = bool(self.options["festival"])
        self.table_cheese = config.festival_cheeses if festival else 0
        route = festival and bool(self.options["route_cheese"])
        self.route_left = list(config.route_cheese) if route else [0] * places
        self.eaten = [0] * n
        self.at_table = [0] * n                           # of which on the table
        self.first_table = [-1] * n
        self.first_eat = [-1] * n
        self.clock = 0
        self.result: tuple[int, ...] = ()
        self.end_reason = ""
        self._fresh()
        start = self.options["start"]
        if start == CHOOSE_START:
            self.phase = START
        else:
            place = config.idx[start]
            for seat in range(n):
                self._put(place, seat, config.mice)
            self.phase = CHOOSE
            self._begin_turn(0, -1, False)

    def _fresh(self) -> None:
        """Forget what was worked out for the position before, and count again what the
        moves keep counted (the results still to give, the markers held): after a change
        made other than through ``apply`` (a load, a clone, a test's set-up)."""
        self._ver = 0
        self._legal_ver = -1
        self._legal: list[Action] = []
        #: what a marker of each kind can do in this window position (powers.py), and
        #: the groups of dice they name ("dice groups")
        self.window_cache: dict[str, Any] | None = None
        #: the results still to give (dice not given, lost nor cancelled, not yellow),
        #: counted by _results and kept by _give_result
        used, live = self.used, self.live
        self._to_give = sum(1 for d, c in enumerate(self.dice)
                            if c and c != "y" and not used[d] and live[d])
        #: the markers all seats hold (a marker played takes one off): none, no window
        self._held = sum(map(sum, self.hands))
        #: the festival's rules (read here, where every set-up, load and clone passes)
        self._feast = bool(self.options["festival"])

    def _put(self, place: int, seat: int, k: int) -> None:
        self.mice[place][seat] += k
        self.count[place] += k
        self.onboard[seat] += k

    def deal_events(self) -> list[Event]:
        """The deal, for a table to show at the start: each seat's markers, private to
        that seat (the others see how many)."""
        if not any(self.dealt):
            return []
        return [Hand(seat, _hand_kinds(self.hands[seat]), True) for seat in range(self.num_players)]

    # queries ------------------------------------------------------------------------
    @property
    def festival(self) -> bool:
        return bool(self.options["festival"])

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase in _DECIDING:              # no need to ask whose turn it is first
            if self._legal_ver == self._ver:
                legal = list(self._legal)
            else:
                # a new list, handed out as it is: apply finds its objects without the
                # list kept for _check_legal (made there if an action comes from elsewhere)
                legal = gives(self) if phase == ASSIGN else self._compute_legal()
            # what GameState._offer does, without the call (most actions come here)
            self._offered = legal
            self._offered_at = len(self.history)
            return legal
        return super().legal_actions()

    def current_player(self) -> int:
        phase = self.phase
        if phase == WINDOW:
            return self.ask[0]
        if phase == ROLL:
            return CHANCE
        if phase == OVER:
            return TERMINAL
        return self.turn

    def turn_owner(self) -> int:
        """The seat whose turn it is (through its rolls and answer windows, and the
        seat placing its mice at the start); TERMINAL once over."""
        return TERMINAL if self.phase == OVER else self.turn

    def answering(self) -> bool:
        """A seat other than the turn owner answers in a window (see the module doc)."""
        return self.phase == WINDOW and self.ask[0] != self.turn

    def in_window(self) -> bool:
        """An answer window is open (the turn owner may be the seat asked)."""
        return self.phase == WINDOW

    def window_seats(self) -> list[int]:
        """The seats still to be asked in this round of the window, in order (public:
        the seats holding a marker, from the one after the actor, the actor last)."""
        return list(self.ask) if self.phase == WINDOW else []

    def held(self, seat: int) -> int:
        """How many markers ``seat`` holds (public)."""
        return sum(self.hands[seat])

    def _legal_now(self) -> list[Action]:
        if self._legal_ver != self._ver:
            self._legal = self._compute_legal()
            self._legal_ver = self._ver
        return self._legal

    def _player_actions(self) -> list[Action]:
        return list(self._legal_now())

    def _compute_legal(self) -> list[Action]:
        phase = self.phase
        if phase == ASSIGN:
            return gives(self)
        if phase == WINDOW:
            return powers.window_actions(self, self.ask[0])
        if phase == CHOOSE:
            # the places holding a mouse of the seat (its column of ``mice``)
            return list(compress(self.config.choose_actions, map(_SEAT_COLUMN[self.turn], self.mice)))
        if phase == START:
            return list(self.config.start_actions)
        return []

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.phase == ROLL:
            return list(self.config.outcomes[len(self.rolling)])
        return []

    def sample_chance(self, rng: random.Random) -> Action:
        """Same distribution as :meth:`chance_outcomes`: each die rolled shows one face
        of the config's ``faces`` at random."""
        if self.phase != ROLL:
            raise IllegalAction("this is not a chance node")
        config = self.config
        faces = config.faces
        k = len(faces)
        rand = rng.random
        rolled = ""
        for _ in self.rolling:      # a plain loop: no list comprehension to make and join
            rolled += faces[int(rand() * k)]
        drawn = config.rolls[rolled]
        self._offered = (drawn,)            # GameState._offer_drawn, without the call
        self._offered_at = len(self.history)
        return drawn

    def _check_legal(self, action: Action) -> None:
        phase = self.phase
        if phase == ROLL:
            if type(action) is not Roll:
                raise IllegalAction(f"'{action}': the dice are being rolled")
            # the config's rolls: every colour string up to its most dice
            if len(action.faces) != len(self.rolling) or action.faces not in self.config.rolls:
                raise IllegalAction(f"'{action}': {len(self.rolling)} dice are rolling, each showing one "
                                    f"of {', '.join(LETTER_COLOUR[c] for c in self.config.face_p)}")
            return
        for legal in self._legal_now():     # the rules' own objects: found by identity
            if legal is action:
                return
        GameState._check_legal(self, action)     # an equal one, or why not

    def _why_not(self, action: Action) -> str:
        """Why ``action`` is refused, in plain words."""
        phase = self.phase
        if isinstance(action, Roll):
            return "the dice are not being rolled now"
        if isinstance(action, Start):
            if phase != START:
                return "the mice are already on the shelf"
            return f"'{action.place}' is not a start place"
        if isinstance(action, Choose):
            if phase != CHOOSE:
                return "a place is chosen only at the start of one's turn"
            return f"no mouse of yours is on '{action.place}'"
        if isinstance(action, Give):
            if phase != ASSIGN:
                return "no result is to be given now"
            return why_not_give(self, action)
        if isinstance(action, Pass):
            return "nobody is answering now: there is no window to let go by"
        if isinstance(action, Marker):
            if phase != WINDOW:
                return "a power marker is played only in an answer window, after a roll or a marker"
            return powers.why_not(self, self.ask[0], action)
        return f"'{action}' is not an action of this game"

    # moves ------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        self._ver += 1
        if type(action) is Give:                     # the most frequent first
            self.window_cache = None
            return self._give_result(action)
        if type(action) is Pass:
            return self._pass()
        self.window_cache = None
        if type(action) is Roll:
            return self._rolled(action.faces)
        if type(action) is Choose:
            return self._roll_in(self.config.idx[action.place])
        if type(action) is Start:
            return self._start(self.config.idx[action.place])
        if isinstance(action, Marker):
            seat = self.ask[0]
            self._held -= 1
            return powers.play(self, action) + self._open_window(seat)
        raise IllegalAction(f"'{action}' is not an action of this game")

    def _start(self, place: int) -> list[Event]:
        seat = self.turn
        mice = self.config.mice
        self._put(place, seat, mice)
        events: list[Event] = [StartPlaced(seat, self.config.names[place], mice)]
        if seat + 1 < self.num_players:
            self.turn = seat + 1
            return events
        self.phase = CHOOSE
        return events + self._begin_turn(0, -1, False)

    def _begin_turn(self, seat: int, place: int, extra: bool) -> list[Event]:
        """``seat``'s turn starts: in ``place`` when a forced Extra turn names one that
        still holds a mouse of theirs, else with the choice of a place."""
        self.turn = seat
        forced = place >= 0 and self.mice[place][seat] > 0
        if forced:
            return [TurnStarted(seat, extra, self.config.names[place]), *self._roll_in(place)]
        self.phase = CHOOSE
        return [TurnStarted(seat, extra, "") if extra else _TURN_STARTED[seat]]

    def _roll_in(self, place: int) -> list[Event]:
        """Seed 002, "Déroulement" 2: as many dice as mice in the place, all owners, at
        most five."""
        config = self.config
        n = min(config.max_dice, self.count[place])
        self.chosen = self.place = place
        self.dice = [""] * n
        self.live = [True] * n
        self.used = [False] * n
        self.rolling = config.dice_range[n]
        self.why = "roll"
        self.phase = ROLL
        return [config.place_chosen[self.turn][place][n]]

    def _rolled(self, faces: str) -> list[Event]:
        if self.why == "roll":      # the turn's roll: every die, all of them blank before
            self.dice = list(faces)
            rolled = _ROLLED[self.turn].get(faces)
            if rolled is None:
                rolled = _ROLLED[self.turn][faces] = DiceRolled(self.turn, self.rolling, faces,
                                                                faces, "roll")
        else:
            dice = self.dice
            for d, c in zip(self.rolling, faces):
                dice[d] = c
            rolled = DiceRolled(self.turn, self.rolling, faces, "".join(dice), self.why)
        self.rolling = ()
        if not self._held and not self.stack:    # no marker left (or none dealt): no window
            return [rolled, *self._results()]
        return [rolled, *self._open_window(self.turn)]

    def _open_window(self, actor: int) -> list[Event]:
        """Ask every seat holding a marker, from the one after ``actor``, ``actor`` last;
        nobody to ask: the stack resolves at once."""
        if not self._held:                  # nobody has a marker (left)
            return self._resolve()
        hands = self.hands
        ask = []
        for seat in _SEATS_AFTER[self.num_players][actor]:
            if any(hands[seat]):
                ask.append(seat)
        if not ask:
            return self._resolve()
        self.phase = WINDOW
        self.ask = ask
        self.actor = actor
        return []

    def _pass(self) -> list[Event]:
        seat = self.ask.pop(0)
        events: list[Event] = [Passed(seat)]
        if not self.ask:
            self.window_cache = None
            events += self._resolve()
        return events

    def _resolve(self) -> list[Event]:
        """Markers resolve last played first until one rolls (a chance node, then a new
        window) or none is left: then the results are given."""
        self.phase = ASSIGN
        self.ask = []
        self.actor = -1
        stack = self.stack
        events: list[Event] = []
        while stack:
            seat, marker, status = stack.pop()
            if status != LIVE:
                continue
            events += powers.resolve(self, seat, marker, len(stack))
            if self.phase == ROLL:
                return events
        return events + self._results()

    def _results(self) -> list[Event]:
        """The results are to be given; lost ones are said (seed 002: a result no mouse
        can take, a red on a start place, is lost: :func:`.moves.lose_dice`); none left
        ends the turn."""
        self.phase = ASSIGN
        events, left = lose_dice(self)
        self._to_give = left
        if not left:
            events += self._end_turn()
        return events

    def _give_result(self, action: Give) -> list[Event]:
        """A result moves a mouse (:func:`.moves.give`, which also eats and wins). Then
        :meth:`_results` when the place holds no mouse any more and results are left to
        give (``_to_give``, which :meth:`_results` counted): they are lost. While the place
        holds a mouse they are still to give; none left, the turn ends: the dice without a
        link were lost when the results were first given, so nothing is left to lose."""
        config = self.config
        d, owner, to = action.die, action.owner, config.idx[action.to]
        frm = self.place
        count = self.count
        count[frm] -= 1
        self.used[d] = True
        moved = MouseMoved(self.turn, owner, config.names[frm], action.to, d, LETTER_COLOUR[self.dice[d]])
        what = give(self, owner, frm, to, self._feast, config.table)
        if what == MOVED:                       # along the shelf: still on the board
            count[to] += 1
            events: list[Event] = [moved]
        else:
            events = [moved, *self._arrived(owner, to, what)]
            if self.phase == OVER:
                return events
        self._to_give -= 1
        if not self._to_give:
            events += self._end_turn()
        elif not count[frm]:
            events += self._results()
        return events

    def _arrived(self, owner: int, to: int, what: int) -> list[Event]:
        """What :func:`.moves.give` said happened, told and counted: the basic game's
        winner; a cheese eaten on the table (the mouse leaves the board; the last one
        ends the festival) or along the route."""
        if what == WON:
            self.count[to] += 1
            return [ReachedTable(owner), *self._finish("table", (owner,))]
        if what == ATE_ROUTE:
            self.count[to] += 1
            return [self._ate(owner, to, False, self.route_left[to])]
        self.onboard[owner] -= 1
        events: list[Event] = [self._ate(owner, to, True, self.table_cheese)]
        if what == FEAST_OVER:
            events += self._finish("festival", None)
        return events

    def _ate(self, owner: int, place: int, table: bool, left: int) -> CheeseEaten:
        """The order of eating, kept for the festival's tie-breaks."""
        if self.first_eat[owner] < 0:
            self.first_eat[owner] = self.clock
        if table:
            self.at_table[owner] += 1
            if self.first_table[owner] < 0:
                self.first_table[owner] = self.clock
        self.clock += 1
        return CheeseEaten(owner, self.config.names[place], table, left, self.eaten[owner])

    def _end_turn(self) -> list[Event]:
        """The turn is over: the Extra turns waiting are played first, in the order they
        resolved; then the next seat after the regular turn's that has a mouse."""
        self.dice, self.live, self.used = [], [], []
        self.chosen = self.place = -1
        self.rolling = ()
        self.stack = []
        events: list[Event] = []
        onboard = self.onboard
        while self.extra:
            seat, place = self.extra.pop(0)
            if onboard[seat]:
                return events + self._begin_turn(seat, place, True)
            events.append(ExtraTurnLost(seat))
        for seat in _SEATS_AFTER[self.num_players][self.base]:
            if onboard[seat]:
                self.base = seat
                return events + self._begin_turn(seat, -1, False) if events else \
                    self._begin_turn(seat, -1, False)
        return events + self._finish("no_mice", None)

    def _finish(self, reason: str, winners: tuple[int, ...] | None) -> list[Event]:
        self.phase = OVER
        self.ask = []
        if winners is None:
            winners = festival_winners(self)
        self.result = winners
        self.end_reason = reason
        return [GameOver(winners, tuple(int(s) for s in self.scores()), reason)]

    # the end ----------------------------------------------------------------------------
    def scores(self) -> list[float]:
        """Cheese eaten (festival; public all along), or 1 for the winner (basic)."""
        if self.festival:
            return [float(e) for e in self.eaten]
        return [1.0 if p in self.result else 0.0 for p in range(self.num_players)]

    def closest(self, player: int) -> int | None:
        """The fewest links up from one of ``player``'s mice on the shelf to the table
        (None: no mouse left on it). Public."""
        return closest(self, player)

    def rank_key(self, player: int) -> tuple:
        """Winners first, then by :func:`.standing.rank_key` (festival: most cheese,
        first at the table, first to eat; then everybody by their best mouse)."""
        return rank_key(self, player, self.festival)

    def winners(self) -> list[int]:
        return list(self.result)

    def is_reveal(self, action: Action) -> bool:
        """Every roll shows the table new dice: undo stops there."""
        return type(action) is Roll

    # helpers for a table -------------------------------------------------------------------
    def canonical(self, action: Action) -> Action:
        """The legal action equal in effect to ``action`` when it names other dice of
        the same colour (a person clicked die 4, the legal list offers die 2 of that
        colour); ``action`` itself otherwise."""
        if isinstance(action, Give) and self.phase == ASSIGN:
            return canonical_give(self, action)
        if self.phase == WINDOW:
            return powers.canonical(self, action)
        return action

    def same_outcome(self) -> bool:
        """Whether every legal choice now leads to the same position (so a table may
        play it alone): one legal action, or the results of a roll whose place holds one
        player's mice only, where each colour left has a single link, not to the table."""
        legal = self._legal_now()
        if len(legal) <= 1:
            return True
        return self.phase == ASSIGN and one_way(self)

    # information -------------------------------------------------------------------------
    def observation(self, player: int | None) -> GoudaObservation:
        """The table, open to all: the mice on every place by owner, the dice (colour,
        cancelled, given), whose turn and who answers, the stack of markers played with
        what they name, how many markers each seat holds, every marker played, the cheese
        eaten and left, the scores. Plus, for a seat, the kinds of its own markers
        (``hand``); never another seat's."""
        hand = None
        if player is not None and 0 <= player < self.num_players:
            hand = {kind: self.hands[player][k] for k, kind in enumerate(KINDS)}
        dice = tuple([die_of(LETTER_COLOUR.get(c), self.live[d], self.used[d])  # colour, live, used
                      for d, c in enumerate(self.dice)])
        names = self.config.names
        return GoudaObservation(
            game=self.game_id,
            seat=player,
            players=self.num_players,
            to_play=self.current_player(),
            turn=self.turn_owner(),
            phase=self.phase,
            answering=self.answering(),
            asking=tuple(self.ask),
            actor=self.actor,
            places={name: tuple(self.mice[i]) for i, name in enumerate(names)},
            on_board=tuple(self.onboard),
            chosen=names[self.chosen] if self.chosen >= 0 else None,
            place=names[self.place] if self.place >= 0 else None,
            dice=dice,
            rolling=tuple(self.rolling),
            stack=tuple([stacked_of(s, m.KIND, str(m), st)      # seat, kind, move, status
                         for s, m, st in self.stack]),
            markers=tuple([sum(h) for h in self.hands]),
            dealt=tuple(self.dealt),
            hand=hand,
            played=tuple(self.played),
            extra=tuple([(s, names[p] if p >= 0 else None) for s, p in self.extra]),
            start=self.options["start"],
            powers=self.options["powers"],
            festival=self.festival,
            route_cheese=self.festival and bool(self.options["route_cheese"]),
            table_cheese=self.table_cheese,
            route_left={names[p]: k for p, k in enumerate(self.route_left) if k},
            eaten=tuple(self.eaten),
            at_table=tuple(self.at_table),
            scores=tuple(self.scores()),
            winners=tuple(self.result),
            end_reason=self.end_reason,
        )

    def unseen_markers(self, player: int) -> list[int]:
        """How many markers of each kind ``player`` has not seen: the box's, less their
        own hand, less every marker played (all public)."""
        return powers.unseen(self.hands[player], self.played, self.config.markers)

    def determinize(self, player: int, rng: random.Random) -> GoudaState:
        """The other seats' markers dealt again at random from the markers ``player`` has
        not seen, each seat keeping its count (:func:`.powers.redeal`). With a full set
        each, every hand is known (one of each kind, less what that seat played):
        nothing to draw."""
        new = self.clone()
        if self.options["powers"] == FULL_SET or not 0 <= player < self.num_players:
            return new
        new.hands = powers.redeal(self.hands, player, self.unseen_markers(player), rng)
        return new

    # notation and persistence ---------------------------------------------------------
    def parse_action(self, text: str) -> Action:
        return parse_action(text, self.config.name_set, self.config.letters)

    def _state_dict(self) -> dict[str, Any]:
        return {
            "mice": [list(row) for row in self.mice],
            "hands": [list(h) for h in self.hands],
            "dealt": list(self.dealt),
            "played": [[s, text] for s, text in self.played],
            "phase": self.phase, "turn": self.turn, "base": self.base,
            "extra": [[s, p] for s, p in self.extra],
            "chosen": self.chosen, "place": self.place,
            "dice": list(self.dice), "live": list(self.live), "used": list(self.used),
            "rolling": list(self.rolling), "why": self.why,
            "stack": [[s, str(m), st] for s, m, st in self.stack],
            "ask": list(self.ask), "actor": self.actor,
            "table_cheese": self.table_cheese, "route_left": list(self.route_left),
            "eaten": list(self.eaten), "at_table": list(self.at_table),
            "first_table": list(self.first_table),
            "first_eat": list(self.first_eat), "clock": self.clock,
            "result": list(self.result), "end_reason": self.end_reason,
        }

    def _load_state_dict(self, data: dict[str, Any]) -> None:
        n = self.num_players
        self.mice = [[int(k) for k in row] for row in data["mice"]]
        if len(self.mice) != self.config.n_places or any(len(row) != n for row in self.mice):
            raise ValueError("the saved shelf does not match this game's level")
        self.count = [sum(row) for row in self.mice]
        self.onboard = [sum(row[s] for row in self.mice) for s in range(n)]
        self.hands = [[int(k) for k in h] for h in data["hands"]]
        self.dealt = [int(k) for k in data["dealt"]]
        self.played = [(int(s), str(text)) for s, text in data["played"]]
        phase = str(data["phase"])
        if phase not in _PHASES:
            raise ValueError(f"unknown phase {phase[:40]!r}")
        self.phase = phase
        self.turn, self.base = int(data["turn"]), int(data["base"])
        self.extra = [(int(s), int(p)) for s, p in data["extra"]]
        self.chosen, self.place = int(data["chosen"]), int(data["place"])
        self.dice = [str(c) for c in data["dice"]]
        self.live = [bool(v) for v in data["live"]]
        self.used = [bool(v) for v in data["used"]]
        self.rolling = tuple(int(d) for d in data["rolling"])
        self.why = str(data["why"])
        stack = []
        for s, text, status in data["stack"]:
            marker = self.parse_action(str(text))
            if not isinstance(marker, Marker) or status not in (LIVE, CANCELLED, SPENT):
                raise ValueError(f"not a marker on the stack: {str(text)[:40]!r}")
            stack.append([int(s), marker, status])
        self.stack = stack
        self.ask = [int(s) for s in data["ask"]]
        self.actor = int(data["actor"])
        self.table_cheese = int(data["table_cheese"])
        self.route_left = [int(k) for k in data["route_left"]]
        self.eaten = [int(k) for k in data["eaten"]]
        self.at_table = [int(k) for k in data["at_table"]]
        self.first_table = [int(k) for k in data["first_table"]]
        self.first_eat = [int(k) for k in data["first_eat"]]
        self.clock = int(data["clock"])
        self.result = tuple(int(s) for s in data["result"])
        self.end_reason = str(data["end_reason"])
        self._fresh()

    def clone(self) -> GoudaState:
        new = object.__new__(GoudaState)
        new.config = self.config                    # shared, never copied
        new.num_players, new.seed, new.options = self.num_players, self.seed, dict(self.options)
        new.history = list(self.history)
        new.mice = [list(row) for row in self.mice]
        new.count, new.onboard = list(self.count), list(self.onboard)
        new.hands = [list(h) for h in self.hands]
        new.dealt, new.played = list(self.dealt), list(self.played)
        new.phase, new.turn, new.base = self.phase, self.turn, self.base
        new.extra = list(self.extra)
        new.chosen, new.place = self.chosen, self.place
        new.dice, new.live, new.used = list(self.dice), list(self.live), list(self.used)
        new.rolling, new.why = self.rolling, self.why
        new.stack = [list(entry) for entry in self.stack]
        new.ask, new.actor = list(self.ask), self.actor
        new.table_cheese, new.route_left = self.table_cheese, list(self.route_left)
        new.eaten, new.first_table = list(self.eaten), list(self.first_table)
        new.at_table = list(self.at_table)
        new.first_eat, new.clock = list(self.first_eat), self.clock
        new.result, new.end_reason = self.result, self.end_reason
        new._fresh()
        return new
