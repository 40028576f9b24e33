"""The state protocol shared by the four games (DESIGN.md, "The state protocol").

A game is a subclass of :class:`GameState`. It is fully defined by its options, its
seed (used only for the set-up shuffle) and the list of actions applied to it; every
random event during play (dice, cube rolls, cards shown) is an explicit *chance node*:
``current_player()`` returns :data:`CHANCE` and the driver picks one of
``chance_outcomes()`` with its own seeded ``random.Random``.

Hidden information: ``observation(p)`` holds what seat ``p`` may know, and
``observation(None)`` what everybody may know (the table seen by nobody in particular).
Events say who may see them (:meth:`Event.audience`): a private event is shown to the
others as its :meth:`Event.public` version (a face-down piece), or not at all.
``scores()`` depends on hidden facts only once the game is over.

Answers out of turn (the OpenSpiel way): the state stays strictly sequential. In an
*answer window* the seat that may answer is ``current_player()`` (each answering seat in
turn), :meth:`GameState.answering` is True, ``turn_owner()`` is still the seat whose turn
it is, and :class:`Pass` ("no answer") is among the legal actions. A window may ask
the turn owner too (then :meth:`GameState.answering` is False but
:meth:`GameState.in_window` is True); :meth:`GameState.window_seats` says, in order,
which seats are still to be asked in the current round of the window (public: the
table asks the people among them together, :mod:`game.table.window`).

The shape follows OpenSpiel's Python games (a state with chance nodes and hidden
information) and python-chess (readable move notation with a parse round trip).
This module never imports pygame.
"""

from __future__ import annotations

import abc
import copy
import random
from collections.abc import Callable
from dataclasses import MISSING, asdict, dataclass, fields
from typing import Any, ClassVar, TypeVar

from .observation import Observation

CHANCE = -1
TERMINAL = -2
SAVE_FORMAT = 1


_T = TypeVar("_T", bound=type)


def quick_init(cls: _T) -> _T:
    """Give the frozen dataclass ``cls`` a quicker ``__init__`` with the same
    parameters and defaults. The one dataclasses writes for a frozen class sets each
    field through ``object.__setattr__``, twice as slow as filling the instance's
    ``__dict__``, which this one does. For the events and actions the rules make at
    every move (simulations and the computers' searches make millions); nothing else
    changes: fields, equality, hash, repr and frozenness are the dataclass's.

        @quick_init
        @dataclass(frozen=True)
        class MouseStepped(Event): ...
    """
    if hasattr(cls, "__post_init__") or "__slots__" in cls.__dict__:
        raise TypeError(f"quick_init: {cls.__name__} needs dataclasses' own __init__")
    params: list[str] = []
    lines: list[str] = []
    defaults: dict[str, Any] = {}
    for f in fields(cls):
        if not f.init or f.default_factory is not MISSING:
            raise TypeError(f"quick_init: {cls.__name__}.{f.name} needs dataclasses' own __init__")
        if f.default is MISSING:
            params.append(f.name)
        else:
            defaults[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        lines.append(f"    fill[{f.name!r}] = {f.name}\n")
    source = (f"def __init__(self, {', '.join(params)}):\n    fill = self.__dict__\n"
              + "".join(lines))
    made: dict[str, Any] = {}
    exec(source, defaults, made)  # noqa: S102 -- made from the class's own field names
    init = made["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    # kept: replacing a class's __init__ is what this does, and mypy forbids assigning
    # to a method (a setattr would only hide it from the checker)
    cls.__init__ = init  # type: ignore[misc]
    return cls


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why in plain words."""


@dataclass(frozen=True)
class Action:
    """Base of every game's actions: plain, frozen, hashable data.

    Subclasses give ``__str__`` a short readable notation that the game's
    ``parse_action`` turns back into an equal action.
    """


@dataclass(frozen=True)
class Pass(Action):
    """No answer: the seat lets an answer window go by (games that have answer windows
    list it among the legal actions there)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Event:
    """Something that happened, for the view to animate. Plain data, never decides.

    An event is seen by everybody unless :meth:`audience` names the seats that may see
    it; the others get :meth:`public` instead (None: they see nothing of it)."""

    @property
    def kind(self) -> str:
        return type(self).__name__

    def audience(self) -> tuple[int, ...] | None:
        """The seats that may see this event; None: everybody."""
        return None

    def public(self) -> Event | None:
        """What a viewer outside :meth:`audience` is shown instead (None: nothing)."""
        return self

    def seen_by(self, viewer: int | None) -> bool:
        seats = self.audience()
        return seats is None or (viewer is not None and viewer in seats)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, **asdict(self)}


def visible_events(events: list[Event], viewer: int | None) -> list[Event]:
    """``events`` as ``viewer`` (a seat, or None: nobody in particular) may see them."""
    shown: list[Event] = []
    for event in events:
        if event.seen_by(viewer):
            shown.append(event)
        else:
            public = event.public()
            if public is not None:
                shown.append(public)
    return shown


@dataclass(frozen=True)
class OptionSpec:
    """One game option a family can set on the set-up screen (read from config YAML)."""

    key: str
    default: Any
    choices: tuple[Any, ...]


class ConfigOptions:
    """``option_specs`` of a game whose config offers its options (``config.option_specs``):
    asked of a state, its own config's (a test may hand a state a config of its own,
    with other choices); asked of the class (a setup screen, a save's check), those of
    ``game_config()``, the game's (``GAME.config``), read then and not at import."""

    def __init__(self, game_config: Callable[[], Any]) -> None:
        self.game_config = game_config

    def __get__(self, state: Any, owner: type | None = None) -> tuple[OptionSpec, ...]:
        config = self.game_config() if state is None else state.config
        specs: tuple[OptionSpec, ...] = config.option_specs
        return specs


class GameState(abc.ABC):
    """A position of one game, with its history.

    Subclasses implement the ``_``-prefixed hooks and the public read-only queries.
    ``apply`` is the only way to change a state.
    """

    game_id: ClassVar[str] = ""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    #: The edition of the game's rules: raised when a change of the rules makes the
    #: moves of a game saved before mean something else (a save records it, and one of
    #: an earlier edition is refused by name: :func:`game.core.save_file.load_save`).
    rules_edition: ClassVar[int] = 1
    #: the class of what :meth:`observation` returns (the thinking helper rebuilds a
    #: seat's observation from its JSON form with it: :meth:`Observation.from_json`)
    observation_type: ClassVar[type[Observation]] = Observation
    #: what the rules last handed out -- the list :meth:`legal_actions` returned, or
    #: ``(outcome,)`` that :meth:`sample_chance` drew -- and the length of the history
    #: then: :meth:`apply` takes one of these very objects, for the same position, as
    #: legal without looking again. Class defaults: nothing offered yet (a clone too)
    _offered: list[Action] | tuple[Action, ...] = ()
    _offered_at: int = -1

    def __init__(self, players: int, seed: int = 0, options: dict[str, Any] | None = None):
        if not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.game_id} is played by {self.min_players} to {self.max_players} "
                f"players, not {players}")
        self.num_players = players
        self.seed = int(seed)
        self.options = self.validate_options(options or {}, self.option_specs)
        self.history: list[Action] = []
        self._setup(random.Random(self.seed))

    # ----------------------------------------------------------------- options
    @classmethod
    def validate_options(cls, options: dict[str, Any],
                         offered: tuple[OptionSpec, ...] | None = None) -> dict[str, Any]:
        """Merge ``options`` over the defaults; refuse unknown keys and values. A value
        must be one of the choices with its type too: ``1`` is no ``true`` and ``true``
        no ``1`` (Python has ``1 == True``), ``7.0`` no ``7``. ``offered``: the options
        to check against (a state's own, from its config), else the class's."""
        specs = {spec.key: spec for spec in (cls.option_specs if offered is None else offered)}
        unknown = set(options) - set(specs)
        if unknown:
            names = ", ".join(sorted(str(k)[:40] for k in unknown))
            raise ValueError(f"unknown option(s) for {cls.game_id}: {names}")
        merged = {}
        for key, spec in specs.items():
            value = options.get(key, spec.default)
            if spec.choices and not any(type(value) is type(c) and value == c for c in spec.choices):
                shown = repr(value) if value is None or isinstance(value, (bool, int, float, str)) \
                    else type(value).__name__
                raise ValueError(f"option {key}={shown[:40]} is not one of {list(spec.choices)}")
            merged[key] = value
        return merged

    # ------------------------------------------------------------ game hooks
    @abc.abstractmethod
    def _setup(self, rng: random.Random) -> None:
        """Lay out the game; ``rng`` is seeded with the game's seed."""

    @abc.abstractmethod
    def current_player(self) -> int:
        """The seat to act, :data:`CHANCE`, or :data:`TERMINAL`."""

    @abc.abstractmethod
    def _player_actions(self) -> list[Action]:
        """Legal actions of the current (non-chance) player."""

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """``[(outcome, probability)]`` at a chance node; empty elsewhere."""
        return []

    def sample_chance(self, rng: random.Random) -> Action:
        """Pick one chance outcome with its probability. Games may override this with
        a faster sampler of the same distribution."""
        outcomes = self.chance_outcomes()
        if not outcomes:
            raise IllegalAction("this is not a chance node")
        r = rng.random()
        total = 0.0
        drawn = outcomes[-1][0]
        for action, p in outcomes:
            total += p
            if r < total:
                drawn = action
                break
        return self._offer_drawn(drawn)

    @abc.abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Carry out a legal action and return what happened."""

    def _check_legal(self, action: Action) -> None:
        """Raise :class:`IllegalAction` unless ``action`` is legal now, saying why in
        :meth:`_why_not`'s words. The rules' own action objects (what ``legal_actions``
        and ``parse_action`` hand out) are found by identity before any comparing.
        Games may override with a cheaper check."""
        legal = self._legal_now()
        for a in legal:
            if a is action:
                return
        if action in legal:
            return
        raise IllegalAction(self._why_not(action))

    def _legal_now(self) -> list[Action]:
        """The legal actions now, for checks inside the rules (not to be changed: games
        that keep their list hand it over uncopied)."""
        return self.legal_actions()

    def _why_not(self, action: Action) -> str:
        """Why ``action``, which is not legal now, is refused, in plain words (games
        say more)."""
        return f"'{action}' is not allowed now"

    @abc.abstractmethod
    def observation(self, player: int | None) -> Observation:
        """Everything ``player`` may know, and nothing else, as the game's
        :attr:`observation_type` (typed, frozen; ``to_json()`` for its JSON form);
        ``player`` None: what everybody may know (no seat's secrets)."""

    def answering(self) -> bool:
        """True in an answer window: ``current_player()`` answers out of turn (see the
        module's docstring)."""
        return False

    def in_window(self) -> bool:
        """True while an answer window is open, even when the seat asked now is the
        turn owner (games whose windows ask the owner too say so)."""
        return self.answering()

    def window_seats(self) -> list[int]:
        """The seats still to be asked in the current round of the answer window, in
        order, ``current_player()`` first; empty outside a window. Public: a game that
        skips seats does so only on public facts (how many markers a seat holds, never
        which). A marker played (an action other than :class:`Pass`) starts a new round."""
        return [self.current_player()] if self.in_window() else []

    def turn_owner(self) -> int:
        """The seat whose turn it is (in an answer window, not the one answering);
        :data:`CHANCE` or :data:`TERMINAL` when nobody's turn is under way."""
        return self.current_player()

    def determinize(self, player: int, rng: random.Random) -> GameState:
        """A copy of this state with every fact hidden from ``player`` re-drawn at
        random, consistent with what ``player`` knows. Games with no per-player
        secrets return a plain clone."""
        return self.clone()

    @abc.abstractmethod
    def scores(self) -> list[float]:
        """A number per seat; higher is better (used for rankings). During play it
        holds only what everybody may know (a game whose points hide a secret returns
        its public part, or zeros): the true score is for the end."""

    def rank_key(self, player: int) -> tuple:
        """What orders the table at the end, larger is better; equal keys share a
        place. Winners first, then the score; games add their tie-breaks."""
        return (player in self.winners(), self.scores()[player])

    def ranking(self) -> list[int]:
        """Seats best first, by :meth:`rank_key` (seat order among equals)."""
        keys = {p: self.rank_key(p) for p in range(self.num_players)}
        return sorted(range(self.num_players), key=keys.__getitem__, reverse=True)  # stable

    def places(self) -> dict[int, int]:
        """Each seat's place, 1 for first; seats with equal rank keys share a place."""
        keys = {p: self.rank_key(p) for p in range(self.num_players)}
        return {p: 1 + sum(1 for q in keys if keys[q] > keys[p]) for p in keys}

    @abc.abstractmethod
    def winners(self) -> list[int]:
        """Winning seats (several on a shared win); empty while the game goes on."""

    @abc.abstractmethod
    def parse_action(self, text: str) -> Action:
        """Turn the notation ``str(action)`` back into an action (raises IllegalAction)."""

    @abc.abstractmethod
    def _state_dict(self) -> dict[str, Any]:
        """The full position as JSON-able data (hidden facts included)."""

    @abc.abstractmethod
    def _load_state_dict(self, data: dict[str, Any]) -> None:
        """Restore what :meth:`_state_dict` wrote."""

    def is_reveal(self, action: Action) -> bool:
        """Whether ``action`` shows a player something new (an undo barrier)."""
        return False

    # -------------------------------------------------------------- protocol
    def legal_actions(self) -> list[Action]:
        """A fresh list of legal actions for the current player (outcomes at a chance node).
        The caller may read, sort or shorten it; it must not add to it (:meth:`apply`
        trusts what it holds until the next action)."""
        player = self.current_player()
        if player == TERMINAL:
            return []
        if player == CHANCE:
            return self._offer([action for action, _ in self.chance_outcomes()])
        return self._offer(self._player_actions())

    def _offer(self, legal: list[Action]) -> list[Action]:
        """Hand out ``legal``, the legal actions now, remembering it for :meth:`apply`
        (games that override :meth:`legal_actions` return through here, or do the
        same; one that does not only misses the shortcut)."""
        self._offered = legal
        self._offered_at = len(self.history)
        return legal

    def _offer_drawn(self, outcome: Action) -> Action:
        """Hand out the chance ``outcome`` just drawn, remembering it for :meth:`apply`
        (what :meth:`sample_chance` returns through)."""
        self._offered = (outcome,)
        self._offered_at = len(self.history)
        return outcome

    def apply(self, action: Action | str) -> list[Event]:
        """Validate and carry out ``action`` (or its notation); return the events.

        The shortcut: one of the very objects the rules last handed out
        (:attr:`_offered`), with no action applied since, is legal without looking
        again (a position changes only through here, so the history's length says
        whether the offer still stands; the object is told by identity, so an equal
        action, a parsed one or one from another state is checked in full)."""
        history = self.history
        for offered in (self._offered if self._offered_at == len(history) else ()):
            if offered is action:
                break
        else:
            if isinstance(action, str):
                action = self.parse_action(action)
            if self.is_terminal():
                raise IllegalAction("the game is over")
            self._check_legal(action)
        events = self._apply(action)
        history.append(action)
        return events

    def is_terminal(self) -> bool:
        """Whether the game is over (``current_player()`` is :data:`TERMINAL`); games
        may answer it more cheaply, never differently."""
        return self.current_player() == TERMINAL

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    def clone(self) -> GameState:
        return copy.deepcopy(self)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "game": self.game_id,
            "players": self.num_players,
            "seed": self.seed,
            "options": dict(self.options),
            "history": [str(a) for a in self.history],
            "state": self._state_dict(),
        }

    def position_dict(self) -> dict[str, Any]:
        """The position alone, as ``to_dict()["state"]`` holds it (without writing out
        the history: a save takes this after every action)."""
        return self._state_dict()

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameState:
        state = cls(data["players"], data["seed"], data.get("options") or {})
        state._load_state_dict(data["state"])
        state.history = [state.parse_action(text) for text in data.get("history", [])]
        return state

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    # kept: a state is compared by value and changes, so it is unhashable on purpose;
    # this is the way typeshed itself writes it (None over the inherited method)
    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"<{type(self).__name__} players={self.num_players} seed={self.seed} "
                f"actions={len(self.history)} to_play={self.current_player()}>")

