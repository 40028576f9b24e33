"""Souris et cubes de fromage (Mäuse Würfeln): RULES.md section 4, rule book seed 004.

A turn (RULES.md 4, "Turn"): the player rolls the cubes; cubes that show a mouse through
their window are set aside with their cards at stake; the player stops (and takes the
cards) or rolls the cubes not yet set aside again; a roll that shows no mouse ends the
turn, and every card at stake goes back into the pile.

How chance is modelled. Nobody ever knows which card sits in a cube until its window
shows, so the card is drawn when it is shown: the "land" chance node says which rolled
cubes show their window (each with probability ``window_faces / cube_faces``), then one
"show" chance node per such cube says its colour, drawn from the cards nobody has seen
yet (the pile and the cubes' unseen contents) in proportion to their numbers. That is
exactly the physical distribution, because unseen cards are exchangeable; it also makes
the bust's "shuffled back into the pile" a plain count. The state tracks how many unseen
cards are in the pile and which cubes hold one.

Decisions (RULES.md and this module):
- one window face per cube (config), so a cube shows its mouse with probability 1/6;
- when every cube holding a card is set aside, the player must stop;
- white mice: after stopping (so after taking at least one card), the player may give
  up a white card to take a coloured card of their choice from an opponent of their
  choice, any number of times, then ends the turn; the white leaves the game;
- the target counts cards of one colour, white included (the book: "7 souris d'une même
  couleur"; config ``white_counts``); checked after taking and after each exchange;
- a cube whose card was taken is refilled from the pile; when the pile is empty it stays
  empty and is not rolled any more; when no cube holds a card at the start of a turn the
  game ends: most cards of one colour wins, then most cards in all; a tie is shared.
"""

from __future__ import annotations

import random
from functools import lru_cache
from itertools import compress
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
    CardsTaken,
    CardSwapped,
    CubesLanded,
    CubesRefilled,
    CubesRolled,
    Done,
    GameOver,
    Land,
    NoMouse,
    Roll,
    Show,
    Stop,
    Swap,
    TurnStarted,
)
from .conf import MAX_CUBES, CubesConfig
from .observation import CubesObservation

START, LANDING, SHOWING, DECIDE, EXCHANGE, OVER = (
    "start", "landing", "showing", "decide", "exchange", "over")


_PHASE_ACTOR = {OVER: TERMINAL, LANDING: CHANCE, SHOWING: CHANCE}

#: The actions the rules hand out again and again, made once (equal to new ones); those
#: that name a colour or a cube are made by the config (``show_in``, ``swaps_from``).
_ROLL, _STOP, _DONE = Roll(), Stop(), Done()
#: The Land of each set of cubes showing a window, made the first time it is drawn (the
#: 2^cubes sets at most, of any config: a Land names cubes only).
_LANDS: dict[tuple[int, ...], Land] = {}
_TURN_STARTED = tuple(TurnStarted(seat) for seat in range(4))
#: Every cube's index, for ``compress`` with ``loaded`` (which stops at the config's last).
_CUBES = range(MAX_CUBES)


@lru_cache(maxsize=4096)
def _lands_right(rolling: tuple[int, ...], shown: tuple[int, ...]) -> bool:
    """Whether ``shown`` names rolled cubes only, each once, in order (the notation's
    order): what a Land may say after ``rolling`` was rolled. A few hundred pairs
    occur in all games, so the answer is kept."""
    return list(shown) == sorted(set(shown)) and set(shown) <= set(rolling)


# ---------------------------------------------------------------------------- state
class CubesState(GameState):
    """A game of Souris et cubes de fromage for 2 to 4 players, played by ``config``
    (the shipped ``GAME.config()`` unless one is given: a test's)."""

    game_id = "cubes"
    min_players = 2
    max_players = 4
    option_specs = ConfigOptions(GAME.config)
    observation_type = CubesObservation

    def __init__(self, players: int, seed: int = 0, options: dict[str, Any] | None = None,
                 *, config: CubesConfig | None = None):
        self.config: CubesConfig = config if config is not None else GAME.config()
        super().__init__(players, seed, options)

    # set-up --------------------------------------------------------------------
    def _setup(self, rng: random.Random) -> None:
        """Seed 004, "Préparation": all cards face down, eight of them into the cubes.
        Which cards went in is unknown to all, so nothing is drawn yet (module doc)."""
        config = self.config
        n_cubes = config.cubes
        self.unseen: dict[str, int] = dict(config.cards)         # pile + cube contents
        self.pile = sum(self.unseen.values()) - n_cubes           # cards not in a cube
        self.loaded = [True] * n_cubes                            # cube holds a card
        self.aside: dict[int, str] = {}                           # cube -> card at stake
        self.rolling: tuple[int, ...] = ()
        self.to_show: list[int] = []
        self.hands = [{c: 0 for c in config.colours} for _ in range(self.num_players)]
        self.out_of_game = 0                                      # whites spent
        self.turn = 0
        self.phase = START
        self.result: tuple[int, ...] = ()
        self.end_reason = ""

    @property
    def target(self) -> int:
        return int(self.options["target"])

    # queries --------------------------------------------------------------------
    def turn_owner(self) -> int:
        """The seat whose turn it is (through its rolls too); TERMINAL once over."""
        return TERMINAL if self.phase == OVER else self.turn

    def current_player(self) -> int:
        return _PHASE_ACTOR.get(self.phase, self.turn)

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def rollable(self) -> tuple[int, ...]:
        """Cubes that a roll now would throw: holding a card, not set aside."""
        aside, full = self.aside, compress(_CUBES, self.loaded)
        return tuple([i for i in full if i not in aside]) if aside else tuple(full)

    def _can_roll(self) -> bool:
        """Whether :meth:`rollable` has a cube, without listing them: the cubes set
        aside all hold a card (each showed one), so a cube is left to roll while fewer
        are aside than hold a card."""
        return len(self.aside) < self.loaded.count(True)

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        legal: list[Action]
        if phase == DECIDE:                 # the most frequent: what _player_actions says
            # (``_can_roll`` written out)
            legal = [_STOP, _ROLL] if len(self.aside) < self.loaded.count(True) else [_STOP]
        elif phase == START:
            legal = [_ROLL]
        elif phase == EXCHANGE:             # a seat decides: no need to ask whose turn
            legal = self._player_actions()
        else:
            return super().legal_actions()
        # what GameState._offer does, without the call (every decision comes here)
        self._offered = legal
        self._offered_at = len(self.history)
        return legal

    def _player_actions(self) -> list[Action]:
        if self.phase == START:
            return [_ROLL]
        if self.phase == DECIDE:
            return [_STOP, _ROLL] if self._can_roll() else [_STOP]
        if self.phase == EXCHANGE:
            return [*self._swaps(), _DONE]
        return []

    def _swaps(self) -> list[Swap]:
        hands, turn, config = self.hands, self.turn, self.config
        if hands[turn][config.white] == 0:
            return []
        out: list[Swap] = []
        coloured, swaps_from = config.coloured, config.swaps_from
        for o in range(self.num_players):
            if o != turn:
                hand, swaps = hands[o], swaps_from[o]
                for c in coloured:
                    if hand[c] > 0:
                        out.append(swaps[c])
        return out

    def _can_swap(self) -> bool:
        """Whether :meth:`_swaps` has one, without listing them."""
        hands, turn, config = self.hands, self.turn, self.config
        if hands[turn][config.white] == 0:
            return False
        coloured = config.coloured
        for o in range(self.num_players):
            if o != turn:
                hand = hands[o]
                for c in coloured:
                    if hand[c] > 0:
                        return True
        return False

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.phase == LANDING:
            cubes, p = self.rolling, self.config.p_window
            n = len(cubes)
            outcomes: list[tuple[Action, float]] = []
            for mask in range(1 << n):
                shown = tuple(c for bit, c in enumerate(cubes) if mask >> bit & 1)
                k = len(shown)
                outcomes.append((Land(shown), p ** k * (1 - p) ** (n - k)))
            return outcomes
        if self.phase == SHOWING:
            cube, total = self.to_show[0], sum(self.unseen.values())
            return [(Show(cube, c), n / total) for c, n in self.unseen.items() if n]
        return []

    def sample_chance(self, rng: random.Random) -> Action:
        """Same distribution as :meth:`chance_outcomes`, without listing 2^n subsets:
        each rolled cube shows its window when ``rng.random()`` falls under its chance;
        a card shown is the ``rng.randrange(unseen cards)``-th unseen one, colour by
        colour. For a plain ``random.Random`` that draw is made here as ``randrange``
        makes it (``getrandbits`` of the count's bit length until it falls under the
        count): the same number from the same bits, without its two calls."""
        phase = self.phase
        if phase == SHOWING:
            unseen = self.unseen
            total = sum(unseen.values())
            if type(rng) is random.Random:
                getrandbits = rng.getrandbits
                bits = total.bit_length()
                r = getrandbits(bits)
                while r >= total:
                    r = getrandbits(bits)
            else:
                r = rng.randrange(total)
            for colour, n in unseen.items():
                if r < n:
                    drawn: Action = self.config.show_in[self.to_show[0]][colour][0]
                    break
                r -= n
        elif phase == LANDING:
            p, draw = self.config.p_window, rng.random
            shown: tuple[int, ...] = ()
            for cube in self.rolling:       # a plain loop: no list comprehension to make
                if draw() < p:
                    shown += (cube,)
            land = _LANDS.get(shown)
            if land is None:
                land = _LANDS[shown] = Land(shown)
            drawn = land
        else:
            raise IllegalAction("this is not a chance node")
        self._offered = (drawn,)            # GameState._offer_drawn, without the call
        self._offered_at = len(self.history)
        return drawn

    def _check_legal(self, action: Action) -> None:
        phase = self.phase
        if isinstance(action, Land):
            if phase != LANDING:
                raise IllegalAction("no cubes are rolling")
            if not _lands_right(self.rolling, action.shown):
                raise IllegalAction(f"'{action}': only the rolled cubes "
                                    f"{[c + 1 for c in self.rolling]} can land, each once")
        elif isinstance(action, Show):
            if phase != SHOWING or action.cube != self.to_show[0]:
                raise IllegalAction(f"'{action}': no card is being shown in that cube")
            if self.unseen.get(action.colour, 0) <= 0:
                raise IllegalAction(f"'{action}': no unseen {action.colour} card is left")
        elif isinstance(action, Roll):
            if phase == START:
                return
            if phase != DECIDE:
                raise IllegalAction("you cannot roll now")
            if not self._can_roll():
                raise IllegalAction("every cube is set aside: you must stop")
        elif isinstance(action, Stop):
            if phase != DECIDE:
                raise IllegalAction("there are no cards at stake to take")
        elif isinstance(action, Swap):
            if phase != EXCHANGE:
                raise IllegalAction("a white mouse can only be exchanged right after taking cards")
            white = self.config.white
            if self.hands[self.turn][white] == 0:
                raise IllegalAction("you have no white mouse to exchange")
            if not 0 <= action.opponent < self.num_players or action.opponent == self.turn:
                raise IllegalAction("choose an opponent to take a card from")
            if action.colour == white or action.colour not in self.config.colours:
                raise IllegalAction("a white mouse takes a coloured card")
            if self.hands[action.opponent][action.colour] == 0:
                raise IllegalAction(f"that player has no {action.colour} card")
        elif isinstance(action, Done):
            if phase != EXCHANGE:
                raise IllegalAction("there is nothing to finish now")
        else:
            raise IllegalAction(f"'{action}' is not an action of this game")

    # moves -----------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        # by the action's exact type, the most frequent first (the rules' own classes:
        # _check_legal has seen it is one of them; ``act`` is ``action`` as that class)
        act: Any
        kind, act = type(action), action
        if kind is Show:
            cube, colour = act.cube, act.colour
            to_show = self.to_show
            del to_show[0]
            self.unseen[colour] -= 1
            self.aside[cube] = colour
            if not to_show:
                self.phase = DECIDE
            return [self.config.show_in[cube][colour][1]]
        if kind is Roll:
            if self.phase == START:
                self.aside = {}
                rolling = tuple(compress(_CUBES, self.loaded))      # self.rollable()
            else:
                rolling = self.rollable()
            self.rolling = rolling
            self.phase = LANDING
            return [CubesRolled(self.turn, rolling)]
        if kind is Land:
            shown = act.shown
            landed = CubesLanded(self.rolling, shown)
            self.rolling = ()
            if shown:
                self.to_show = list(shown)
                self.phase = SHOWING
                return [landed]
            return [landed, *self._no_mouse()]
        if kind is Stop:
            return self._stop()
        if kind is Swap:
            me = self.hands[self.turn]
            me[self.config.white] -= 1
            self.out_of_game += 1
            self.hands[act.opponent][act.colour] -= 1
            me[act.colour] += 1
            events: list[Event] = [CardSwapped(self.turn, act.opponent, act.colour)]
            if self._reached_target(self.turn):
                return events + self._finish((self.turn,), "target")
            if not self._can_swap():
                events += self._next_turn()
            return events
        if kind is Done:
            return self._next_turn()
        raise IllegalAction(f"'{action}' is not an action of this game")

    def _no_mouse(self) -> list[Event]:
        """A roll with no mouse ends the turn; cards at stake go back, shuffled, into
        the pile, and their cubes are refilled from it (the same cards, unseen)."""
        aside = self.aside
        lost = tuple(map(aside.__getitem__, sorted(aside)))
        for colour in lost:
            self.unseen[colour] += 1
        self.aside = {}
        return [NoMouse(self.turn, lost), *self._next_turn()]

    def _stop(self) -> list[Event]:
        """Seed 004: the player takes every card at stake; their cubes are refilled
        from the pile while it lasts."""
        aside = self.aside
        emptied = sorted(aside)
        taken = tuple(map(aside.__getitem__, emptied))
        hand = self.hands[self.turn]
        for colour in taken:
            hand[colour] += 1
        self.aside = {}
        refilled = []
        for cube in emptied:
            if self.pile > 0:
                self.pile -= 1
                refilled.append(cube)
            else:
                self.loaded[cube] = False
        events: list[Event] = [CardsTaken(self.turn, taken)]
        if refilled:
            events.append(CubesRefilled(tuple(refilled)))
        if self._reached_target(self.turn):
            return events + self._finish((self.turn,), "target")
        if self._can_swap():
            self.phase = EXCHANGE
            return events
        return events + self._next_turn()

    def _reached_target(self, player: int) -> bool:
        hand = self.hands[player]
        return max(map(hand.__getitem__, self.config.counting)) >= self.options["target"]

    def _next_turn(self) -> list[Event]:
        if not any(self.loaded):
            best = max(self._rank_key(p) for p in range(self.num_players))
            winners = tuple(p for p in range(self.num_players) if self._rank_key(p) == best)
            return self._finish(winners, "out_of_cards")
        self.turn = (self.turn + 1) % self.num_players
        self.phase = START
        return [_TURN_STARTED[self.turn]]

    def _finish(self, winners: tuple[int, ...], reason: str) -> list[Event]:
        self.phase = OVER
        self.result = winners
        self.end_reason = reason
        return [GameOver(winners, reason)]

    # results -----------------------------------------------------------------------
    def best_colour(self, player: int) -> int:
        """The most cards of one colour ``player`` holds, of the colours that count."""
        hand = self.hands[player]
        return max(map(hand.__getitem__, self.config.counting))

    def _rank_key(self, player: int) -> tuple[int, int]:
        return self.best_colour(player), sum(self.hands[player].values())

    def scores(self) -> list[float]:
        """Most cards of one colour (the race to the target)."""
        return [float(self.best_colour(p)) for p in range(self.num_players)]

    def rank_key(self, player: int) -> tuple:
        """Winners first, then most cards of one colour, then most cards in all."""
        return (player in self.result, *self._rank_key(player))

    def winners(self) -> list[int]:
        return list(self.result)

    def is_reveal(self, action: Action) -> bool:
        return isinstance(action, (Land, Show))

    # information ---------------------------------------------------------------------
    def observation(self, player: int | None) -> CubesObservation:
        """Everything here is public: no player knows a card before its cube shows it.
        The counts of unseen cards by colour are public too (every card that left the
        unseen pool was shown to the table). ``counting``: the colours that count towards
        the target (white too, with ``white_counts``); ``best``: each player's most cards
        of one colour among them."""
        return CubesObservation(
            game=self.game_id,
            seat=player,
            players=self.num_players,
            to_play=self.current_player(),
            turn=self.turn,
            phase=self.phase,
            target=self.target,
            hands=tuple(dict(h) for h in self.hands),
            aside={str(c): colour for c, colour in sorted(self.aside.items())},
            loaded=tuple(self.loaded),
            rolling=tuple(self.rolling),
            to_show=tuple(self.to_show),
            pile=self.pile,
            unseen=dict(self.unseen),
            out_of_game=self.out_of_game,
            winners=tuple(self.result),
            end_reason=self.end_reason,
            counting=self.config.counting,
            best=tuple(self.best_colour(p) for p in range(self.num_players)),
        )

    # notation and persistence ----------------------------------------------------------
    def parse_action(self, text: str) -> Action:
        words = text.strip().lower().split()
        colours = self.config.colours
        try:
            if words == ["roll"]:
                return Roll()
            if words == ["stop"]:
                return Stop()
            if words == ["done"]:
                return Done()
            if len(words) == 2 and words[0] == "land":
                if words[1] == "none":
                    return Land(())
                return Land(tuple(int(w) - 1 for w in words[1].split(",")))
            if len(words) == 3 and words[0] == "show" and words[2] in colours:
                return Show(int(words[1]) - 1, words[2])
            if len(words) == 3 and words[0] == "swap" and words[1].startswith("p") and words[2] in colours:
                return Swap(int(words[1][1:]) - 1, words[2])
        except ValueError:
            pass
        raise IllegalAction(f"'{text}' is not a move of Souris et cubes de fromage "
                            "(roll, stop, land 1,3, show 2 red, swap p2 blue, done)")

    def _state_dict(self) -> dict[str, Any]:
        return {
            "unseen": dict(self.unseen), "pile": self.pile, "loaded": list(self.loaded),
            "aside": {str(c): v for c, v in sorted(self.aside.items())},
            "rolling": list(self.rolling), "to_show": list(self.to_show),
            "hands": [dict(h) for h in self.hands], "out_of_game": self.out_of_game,
            "turn": self.turn, "phase": self.phase, "result": list(self.result),
            "end_reason": self.end_reason,
        }

    def _load_state_dict(self, data: dict[str, Any]) -> None:
        self.unseen = dict(data["unseen"])
        self.pile = int(data["pile"])
        self.loaded = list(data["loaded"])
        self.aside = {int(c): v for c, v in data["aside"].items()}
        self.rolling = tuple(data["rolling"])
        self.to_show = list(data["to_show"])
        self.hands = [dict(h) for h in data["hands"]]
        self.out_of_game = int(data["out_of_game"])
        self.turn = int(data["turn"])
        self.phase = data["phase"]
        self.result = tuple(data["result"])
        self.end_reason = data["end_reason"]

    def clone(self) -> CubesState:
        new = object.__new__(CubesState)
        new.config = self.config                                    # shared, never copied
        new.num_players, new.seed, new.options = self.num_players, self.seed, dict(self.options)
        new.history = list(self.history)
        new.unseen, new.pile, new.loaded = dict(self.unseen), self.pile, list(self.loaded)
        new.aside, new.rolling, new.to_show = dict(self.aside), self.rolling, list(self.to_show)
        new.hands = [dict(h) for h in self.hands]
        new.out_of_game, new.turn, new.phase = self.out_of_game, self.turn, self.phase
        new.result, new.end_reason = self.result, self.end_reason
        return new
