"""Gouda! Gouda!'s numbers (``config/gouda.yaml``) and shelf (the level it names, read by
:mod:`.level`), read once, checked, and turned into the flat tables the rules use.

Places are numbered in the level's object order (:data:`NAMES`); links up and down are
tuples of those numbers (:data:`UP`, :data:`DOWN`), so that the rules never look a name
up while a game is played.
"""

from __future__ import annotations

import functools
import itertools
from pathlib import Path
from typing import Any

from ... import paths
from ...config import ConfigError, game_config, shown
from ...schema import Check, Flag, Level, ListOf, OneOf, Option, Record, Where, Whole, read_config, whole
from .actions import COLOUR_LETTER, KINDS, Roll
from .level import Shelf, read_shelf

#: The player counts of the game (RULES.md 2: 2 to 6; six colours of mice in the box).
PLAYERS = (2, 6)
#: ``options.start``'s choice where each player chooses their start place.
CHOOSE_START = "choose"
#: ``options.powers``'s choice where each player gets one marker of each kind.
FULL_SET = "set"


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


def load_config() -> dict[str, Any]:
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
    return {"mice": data["mice"], "dice": data["dice"], "faces": "".join(COLOUR_LETTER[f] for f in faces),
            "markers": counts, "festival_cheeses": data["festival_cheeses"], "shelf": shelf,
            "options": _options(data["options"], path, data["level"].name, shelf, counts)}


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
    return schema.read(options, Where(path, "options"))


CONFIG = load_config()
SHELF: Shelf = CONFIG["shelf"]
MICE: int = CONFIG["mice"]
MAX_DICE: int = CONFIG["dice"]
#: The dice's faces, one letter each (g, y, r), as many times as the die has them.
FACES: str = CONFIG["faces"]
#: The colour letters the dice can show, with their chances.
FACE_P: dict[str, float] = {c: FACES.count(c) / len(FACES) for c in dict.fromkeys(FACES)}
#: How many markers of each kind (in :data:`~.actions.KINDS` order) the box holds.
MARKERS: tuple[int, ...] = CONFIG["markers"]
FESTIVAL_CHEESES: int = CONFIG["festival_cheeses"]

NAMES: tuple[str, ...] = tuple(SHELF.places)
NAME_SET = frozenset(NAMES)
IDX: dict[str, int] = {name: i for i, name in enumerate(NAMES)}
N_PLACES = len(NAMES)
UP: tuple[tuple[int, ...], ...] = tuple(tuple(IDX[u] for u in SHELF.places[n].up) for n in NAMES)
DOWN: tuple[tuple[int, ...], ...] = tuple(tuple(IDX[d] for d in SHELF.places[n].down) for n in NAMES)
STARTS: tuple[int, ...] = tuple(IDX[s] for s in SHELF.starts)
TABLE: int = IDX[SHELF.table]
ROUTE_CHEESE: tuple[int, ...] = tuple(SHELF.places[n].route_cheese for n in NAMES)
#: ``range(n)`` as tuples: the dice of a roll of ``n``.
DICE_RANGE: tuple[tuple[int, ...], ...] = tuple(tuple(range(n)) for n in range(MAX_DICE + 1))


@functools.cache
def roll_outcomes(n: int) -> tuple[tuple[Roll, float], ...]:
    """Every way ``n`` dice can land, with its chance (colours by die number)."""
    out = []
    for combo in itertools.product(FACE_P, repeat=n):
        p = 1.0
        for c in combo:
            p *= FACE_P[c]
        out.append((Roll("".join(combo)), p))
    return tuple(out)


@functools.cache
def roll_action(faces: str) -> Roll:
    """The one :class:`Roll` object for ``faces`` (the sampler hands out the same ones)."""
    return Roll(faces)
