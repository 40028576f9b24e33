"""Souris et cubes de fromage's numbers (``config/cubes.yaml``), read and checked
(:data:`SCHEMA`) by :func:`load_config` into a frozen :class:`CubesConfig`, which
``GAME.config()`` holds, read once.

The config holds the file's numbers (the cards of each colour, the cubes, a window's
chance, the exchange colour, whether white counts, the target's default and choices)
and what the rules, the computers, the texts and the view derive from them: the colours
in the file's order, the exchange colour (``white``), the colours that count towards
the target and those a white mouse can take, the target option the set-up offers, and
the actions and events the rules hand out again and again, made once for these cubes
and colours. A state keeps the config it was made with (``state.config``: the shipped
one unless a test hands it another); nothing here is a module global."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ... import paths
from ...config import ConfigError, game_config, key_name
from ...core.protocol import OptionSpec
from ...schema import Check, Flag, MapOf, Option, Record, Where, Whole, read_config, whole
from .actions import CubeShowed, Show, Swap

#: The most seats a game has (the Swaps are made for each).
MAX_SEATS = 4
#: The most cubes a config may have (a roll lists up to 2^16 ways to land).
MAX_CUBES = 16

#: What each key of ``config/cubes.yaml`` must be (the target's range depends on the
#: cards: it is read after them).
SCHEMA = Record({
    "cards": MapOf(Check(lambda k: isinstance(k, str), "a colour"), Whole(0, 200), 2, 8),
    "cubes": Whole(1, MAX_CUBES),
    "cube_faces": Whole(2, 20),
    "window_faces": Whole(1, 19),
    "exchange_colour": Check(lambda v: isinstance(v, str), "a colour of 'cards'"),
    "white_counts": Flag(),
    "options": Record({"target": Check(lambda v: isinstance(v, dict), "a default and its choices")}),
}, defaults={"white_counts": True})


@dataclass(frozen=True, slots=True, eq=False)
class CubesConfig:
    """The checked numbers of ``config/cubes.yaml`` and the tables derived from them
    (module docstring). Frozen and shared: states, their clones and copies, computers
    and views all hold this one object (a deep copy of a state keeps it, not a copy).
    Made by :func:`load_config`; a test makes one the same way over changed data."""

    #: the cards of each colour, in the file's order (read-only)
    cards: Mapping[str, int]
    #: how many cheese cubes
    cubes: int
    #: the chance that a rolled cube shows its window (window_faces / cube_faces)
    p_window: float
    #: the exchange colour (the book: white), spent to take a card from an opponent
    white: str
    #: whether the exchange colour counts towards the target
    white_counts: bool
    #: the target's default and its choices (the set-up's option)
    target_default: int
    target_choices: tuple[int, ...]

    # derived ---------------------------------------------------------------------
    #: the colours, in the file's order (the rule book's: the panels and the legend)
    colours: tuple[str, ...] = field(init=False)
    #: the colours whose cards count towards the target (RULES.md 4: white too, by config)
    counting: tuple[str, ...] = field(init=False)
    #: the colours a white mouse can take, in order
    coloured: tuple[str, ...] = field(init=False)
    #: the state's options: the target, from its default and choices
    option_specs: tuple[OptionSpec, ...] = field(init=False)
    #: ``show_in[cube][colour]``: the Show and its CubeShowed event, made once (plain
    #: frozen data: sharing them is as safe as sharing the actions). Plain dicts, never
    #: changed: the rules look them up at every card shown, and a read-only mapping
    #: costs more to look into
    show_in: tuple[dict[str, tuple[Show, CubeShowed]], ...] = field(init=False)
    #: ``swaps_from[seat][colour]``: the Swap taking ``colour`` from ``seat`` (the same)
    swaps_from: tuple[dict[str, Swap], ...] = field(init=False)

    def __post_init__(self) -> None:
        colours = tuple(self.cards)
        fill = object.__setattr__          # frozen: the derived fields are set once here
        fill(self, "cards", MappingProxyType(dict(self.cards)))
        fill(self, "colours", colours)
        fill(self, "counting", tuple(c for c in colours if c != self.white or self.white_counts))
        fill(self, "coloured", tuple(c for c in colours if c != self.white))
        fill(self, "option_specs",
             (OptionSpec("target", self.target_default, self.target_choices),))
        fill(self, "show_in", tuple({c: (Show(cube, c), CubeShowed(cube, c)) for c in colours}
                                    for cube in range(self.cubes)))
        fill(self, "swaps_from", tuple({c: Swap(seat, c) for c in colours}
                                       for seat in range(MAX_SEATS)))

    def __copy__(self) -> CubesConfig:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> CubesConfig:
        return self


def load_config() -> CubesConfig:
    """The numbers of ``config/cubes.yaml``, each checked for its type and range, or a
    ConfigError naming the file and the key (the registry then closes this game only).

    The ranges hold every variant of the rule book (RULES.md 4: 72 cards, 15 of each
    colour and 12 white, 8 cubes, one window face of 6, target 7 or 6) with room for a
    family's own, and refuse what would make a game that cannot end or cannot be won:

    - ``cards``: 2 to 8 colours (a card of each shows on the table), each a whole
      number from 0 to 200 (the book: 15 and 12), at least as many cards as cubes;
    - ``cubes``: 1 to 16 (the book: 8; a roll lists up to 2^16 ways to land);
    - ``cube_faces``: 2 to 20 (the book: 6; dice have 4 to 20 faces), and
      ``window_faces`` from 1 to one fewer (the book: 1): every roll can show a mouse
      and every roll can miss, so turns end and cards are taken (a billion faces would
      make a game of endless empty rolls);
    - ``exchange_colour``: one of the colours (the book: white);
    - ``white_counts``: a real YAML boolean, ``true`` or ``false`` (``maybe`` or ``1``
      is refused, not read as yes);
    - ``options.target``: ``choices`` whole numbers from 1 to 30 (the book: 7, and 6 for
      a shorter game), none more than the cards of the largest colour that counts
      towards it (a target nobody can reach), ``default`` one of them.
    """
    path = paths.CONFIG / "cubes.yaml"
    data = read_config(SCHEMA, game_config("cubes"), path)
    cards, cubes, exchange = data["cards"], data["cubes"], data["exchange_colour"]
    faces, windows, white_counts = data["cube_faces"], data["window_faces"], data["white_counts"]
    if windows >= faces:
        raise ConfigError(path, "window_faces must be at least 1 and fewer than cube_faces",
                          "bad_value", setting="window_faces")
    if exchange not in cards:
        raise ConfigError(path, f"exchange_colour '{key_name(exchange)}' is not one of the card "
                          "colours", "bad_value", setting="exchange_colour")
    if sum(cards.values()) < cubes:
        raise ConfigError(path, "there must be at least as many cards as cubes", "bad_value",
                          setting="cards")
    reachable = max((n for c, n in cards.items() if c != exchange or white_counts), default=0)
    top = min(30, reachable)
    target = {"default": 7, "choices": [7], **data["options"]["target"]}
    said = (f"a whole number from 1 to {top} (at most 30, and no more than the cards of a "
            "colour that counts)")
    default, choices = Option(Check(lambda c: whole(c, 1, top), said)).read(
        target, Where(path, "options.target"))
    return CubesConfig(cards=dict(cards), cubes=cubes, p_window=windows / faces, white=exchange,
                       white_counts=white_counts, target_default=default,
                       target_choices=tuple(choices))
