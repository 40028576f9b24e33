"""Gouda! Gouda!'s numbers (``config/gouda.yaml``) and shelf (the level it names, read by
:mod:`.level`), read once, checked, and held with the flat tables the rules, the computer
players and the views read, in one frozen :class:`GoudaConfig` (``GAME.config()``; a
state keeps the one it was made with, ``state.config``).

What the config holds:

- the file's numbers: ``mice`` per player, ``max_dice`` (the most dice a roll throws),
  the dice's ``faces`` (one letter each), the ``markers`` of each kind in the box,
  ``festival_cheeses``, and the ``options`` (each option's default and choices, and the
  :class:`~game.core.protocol.OptionSpec` made of them, ``option_specs``);
- the ``shelf`` (:class:`.level.Shelf`) and its places numbered in the level's object
  order (``names``, ``idx``): links up and down as tuples of those numbers (``up``,
  ``down``), the start places, the table, the cheese along the route and each place's
  ``distance`` to the table, so that the rules never look a name up while a game is
  played;
- the dice's chances: each colour's (``face_p``), every roll of up to ``max_dice`` dice
  as the one :class:`~.actions.Roll` object (``rolls``) and with its chance by number of
  dice (``outcomes``), the same counted by colour for the computer (``colour_counts``)
  and its chance of a green among the dice of a place (``green_chance``);
- the actions and events the rules hand out again and again, made once (the legal lists
  give these very objects: ``gives_along``, ``choose_actions``, ``transfers``...).

Nothing here is a module constant computed from the file: what is part of the code (the
player counts, the option words) is.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ... import paths
from ...config import ConfigError, game_config, shown
from ...core.protocol import OptionSpec
from ...schema import Check, Flag, Level, ListOf, OneOf, Option, Record, Where, Whole, read_config, whole
from .actions import COLOUR_LETTER, KINDS, Choose, Extra, Give, PlaceChosen, Roll, Start, Transfer
from .level import Shelf, read_shelf

#: The player counts of the game (RULES.md 2: 2 to 6; six colours of mice in the box).
PLAYERS = (2, 6)
#: ``options.start``'s choice where each player chooses their start place.
CHOOSE_START = "choose"
#: ``options.powers``'s choice where each player gets one marker of each kind.
FULL_SET = "set"
#: The options, in the order a setup screen lists them.
OPTION_KEYS = ("start", "festival", "route_cheese", "powers")


#: What each key of ``config/gouda.yaml`` must be (the options, which depend on the
#: level and the markers, are read after them: :func:`_options`).
SCHEMA = Record({
    "level": Level(),
    "mice": Whole(1, 9),
    "dice": Whole(1, 6),
    "faces": ListOf(OneOf(*COLOUR_LETTER), 2, 12),
    "markers": Record({kind: Whole(0, 10) for kind in KINDS}),
    "festival_cheeses": Whole(1, 9),
    "options": Check(lambda v: isinstance(v, dict), "a mapping"),
})

#: ``Give`` by die, way (0 down, 1 up), owner and place: the Gives along each link
Along = tuple[tuple[tuple[tuple[tuple[Give, ...], ...], ...], ...], ...]


@dataclass(frozen=True, slots=True, eq=False)
class GoudaConfig:
    """The checked numbers of ``config/gouda.yaml``, the shelf, and every table made of
    them (see the module doc). Frozen, and shared: a copy of it (a state deep-copied) is
    itself; two configs are the same only when they are one object. The mappings are
    read-only (``Mapping``); the two the rules look up on every move (``idx``,
    ``rolls``) are plain dicts under it, a little quicker than a read-only proxy."""

    # the file's numbers
    mice: int
    max_dice: int
    faces: str
    markers: tuple[int, ...]
    festival_cheeses: int
    options: Mapping[str, tuple[Any, tuple[Any, ...]]]
    option_specs: tuple[OptionSpec, ...]
    # the shelf, its places numbered
    shelf: Shelf
    names: tuple[str, ...]
    name_set: frozenset[str]
    idx: Mapping[str, int]
    n_places: int
    up: tuple[tuple[int, ...], ...]
    down: tuple[tuple[int, ...], ...]
    starts: tuple[int, ...]
    table: int
    route_cheese: tuple[int, ...]
    distance: tuple[int, ...]
    # the dice
    face_p: Mapping[str, float]
    letters: str
    dice_range: tuple[tuple[int, ...], ...]
    rolls: Mapping[str, Roll]
    outcomes: tuple[tuple[tuple[Roll, float], ...], ...]
    colour_counts: tuple[tuple[tuple[int, int, float], ...], ...]
    green_chance: tuple[float, ...]
    # the actions and events handed out again and again
    start_actions: tuple[Start, ...]
    choose_actions: tuple[Choose, ...]
    place_chosen: tuple[tuple[tuple[PlaceChosen, ...], ...], ...]
    gives_along: Along
    transfers: tuple[Transfer, ...]
    extras_at: tuple[tuple[Extra, ...], ...]

    def __copy__(self) -> GoudaConfig:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> GoudaConfig:
        return self


def load_config() -> GoudaConfig:
    """The numbers of ``config/gouda.yaml``, each checked for its type and range, or a
    ConfigError naming the file and the key (the registry then closes this game only);
    the level's problems are LevelErrors naming the level file and the object.

    The ranges hold every variant of the rule book (RULES.md 2, seed 002: 5 mice, 5 dice
    green, green, yellow, yellow, red, red, 30 markers, 5 of each of 6 kinds, 3 cheeses
    for the festival, 3 markers each or a full set) with room for a family's own:

    - ``level``: the name of a Tiled file (``.tmx``) in ``levels/``, no folder;
    - ``mice``: mice per player, 1 to 9;
    - ``dice``: the most dice a roll throws, 1 to 6 (a roll lists 3^6 outcomes);
    - ``faces``: 2 to 12 faces, each ``green``, ``yellow`` or ``red``, each as likely,
      at least one green (only a green moves a mouse up: without one no game ends);
    - ``markers``: all six kinds (``reroll``, ``extra``, ``transfer``, ``improve``,
      ``worsen``, ``cancel``), each a whole number from 0 to 10;
    - ``festival_cheeses``: 1 to 9;
    - ``options.start``: ``choose`` or the name of one of the level's start places
      (everybody starts there); ``options.festival`` and ``options.route_cheese``: real
      YAML booleans; ``options.powers``: markers per player, whole numbers from 0 to 6
      that six players can draw from the markers in the box, or ``set`` (one of each
      kind per player, whatever the box holds: a digital box has enough).
    """
    path = paths.CONFIG / "gouda.yaml"
    data = read_config(SCHEMA, game_config("gouda"), path)
    faces = data["faces"]
    if "green" not in faces:            # a game nobody can ever finish
        raise ConfigError(path, f"faces must hold at least one green face: with {shown(list(faces))} no "
                          "mouse ever goes up, and no game could end", "bad_value", setting="faces")
    counts = tuple(data["markers"][kind] for kind in KINDS)
    shelf = read_shelf(data["level"])
    options = _options(data["options"], path, data["level"].name, shelf, counts)
    return build(data["mice"], data["dice"], "".join(COLOUR_LETTER[f] for f in faces), counts,
                 data["festival_cheeses"], options, shelf)


def _options(options: dict[str, Any], path: Path, level: str, shelf: Shelf,
             counts: tuple[int, ...]) -> dict[str, Any]:
    """``options``: the start a level offers, the markers the box holds."""
    most = min(6, sum(counts) // PLAYERS[1])
    schema = Record({
        "start": Option(Check(lambda c: isinstance(c, str) and (c == CHOOSE_START or c in shelf.starts),
                              f"'{CHOOSE_START}' or a start place of {level} ({', '.join(shelf.starts)})")),
        "festival": Option(Flag()),
        "route_cheese": Option(Flag()),
        "powers": Option(Check(lambda c: c == FULL_SET or whole(c, 0, most),
                               f"markers per player (a whole number from 0 to {most}: six players "
                               f"draw from the {sum(counts)} markers of 'markers') or '{FULL_SET}'")),
    })
    read: dict[str, Any] = schema.read(options, Where(path, "options"))
    return read


def build(mice: int, max_dice: int, faces: str, markers: tuple[int, ...], festival_cheeses: int,
          options: dict[str, Any], shelf: Shelf) -> GoudaConfig:
    """The config of these checked numbers and shelf, with every table made of them."""
    names = tuple(shelf.places)
    idx = {name: i for i, name in enumerate(names)}
    n_places = len(names)
    up = tuple(tuple(idx[u] for u in shelf.places[n].up) for n in names)
    down = tuple(tuple(idx[d] for d in shelf.places[n].down) for n in names)
    face_p = {c: faces.count(c) / len(faces) for c in dict.fromkeys(faces)}
    rolls = {"".join(combo): Roll("".join(combo)) for n in range(max_dice + 1)
             for combo in itertools.product(face_p, repeat=n)}
    gives: dict[tuple[int, int, int], Give] = {}

    def give(die: int, owner: int, to: int) -> Give:
        found = gives.get((die, owner, to))
        if found is None:
            found = gives[(die, owner, to)] = Give(die, owner, names[to])
        return found

    miss = 1.0 - face_p.get("g", 0.0)
    return GoudaConfig(
        mice=mice, max_dice=max_dice, faces=faces, markers=markers,
        festival_cheeses=festival_cheeses, options=MappingProxyType(dict(options)),
        option_specs=tuple(OptionSpec(key, *options[key]) for key in OPTION_KEYS),
        shelf=shelf, names=names, name_set=frozenset(names), idx=idx,
        n_places=n_places, up=up, down=down,
        starts=tuple(idx[s] for s in shelf.starts), table=idx[shelf.table],
        route_cheese=tuple(shelf.places[n].route_cheese for n in names),
        distance=tuple(shelf.distance[n] for n in names),
        face_p=MappingProxyType(face_p), letters="".join(face_p),
        dice_range=tuple(tuple(range(n)) for n in range(max_dice + 1)),
        rolls=rolls,
        outcomes=tuple(_outcomes(face_p, rolls, n) for n in range(max_dice + 1)),
        colour_counts=tuple(_colour_counts(face_p, n) for n in range(max_dice + 1)),
        green_chance=tuple(1.0 - miss ** min(max_dice, k) for k in range(64)),
        start_actions=tuple(Start(s) for s in shelf.starts),
        choose_actions=tuple(Choose(name) for name in names),
        place_chosen=tuple(tuple(tuple(PlaceChosen(seat, name, n) for n in range(max_dice + 1))
                                 for name in names) for seat in range(PLAYERS[1])),
        # [die][up][owner][place]: the Gives of a die's result to a mouse of owner in
        # place, along each link down (0) or up (1), in link order
        gives_along=tuple(tuple(tuple(tuple(tuple(give(d, owner, to) for to in (up if way else down)[place])
                                            for place in range(n_places))
                                      for owner in range(PLAYERS[1]))
                                for way in (0, 1))
                          for d in range(max_dice)),
        transfers=tuple(Transfer(name) for name in names),
        # [place][seat]: the Extra turn for seat in place
        extras_at=tuple(tuple(Extra(seat, name) for seat in range(PLAYERS[1])) for name in names),
    )


def _outcomes(face_p: dict[str, float], rolls: dict[str, Roll], n: int) -> tuple[tuple[Roll, float], ...]:
    """Every way ``n`` dice can land, with its chance (colours by die number)."""
    out = []
    for combo in itertools.product(face_p, repeat=n):
        p = 1.0
        for c in combo:
            p *= face_p[c]
        out.append((rolls["".join(combo)], p))
    return tuple(out)


def _colour_counts(face_p: dict[str, float], n: int) -> tuple[tuple[int, int, float], ...]:
    """How ``n`` dice can land counted by colour: (greens, reds, chance), the multinomial
    over the dice's faces (yellows are the rest)."""
    pg, py, pr = face_p.get("g", 0.0), face_p.get("y", 0.0), face_p.get("r", 0.0)
    out = []
    for g in range(n + 1):
        for r in range(n + 1 - g):
            y = n - g - r
            ways = math.factorial(n) // (math.factorial(g) * math.factorial(r) * math.factorial(y))
            p = ways * pg ** g * pr ** r * py ** y
            if p > 0.0:
                out.append((g, r, p))
    return tuple(out)
