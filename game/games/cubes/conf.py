"""Souris et cubes de fromage's numbers (``config/cubes.yaml``), read once and checked
(:data:`SCHEMA`), and the colours the rules and the view share."""

from __future__ import annotations

from typing import Any

from ... import paths
from ...config import ConfigError, game_config, key_name
from ...schema import Check, Flag, MapOf, Option, Record, Where, Whole, read_config, whole

#: What each key of ``config/cubes.yaml`` must be (the target's range depends on the
#: cards: it is read after them).
SCHEMA = Record({
    "cards": MapOf(Check(lambda k: isinstance(k, str), "a colour"), Whole(0, 200), 2, 8),
    "cubes": Whole(1, 16),
    "cube_faces": Whole(2, 20),
    "window_faces": Whole(1, 19),
    "exchange_colour": Check(lambda v: isinstance(v, str), "a colour of 'cards'"),
    "white_counts": Flag(),
    "options": Record({"target": Check(lambda v: isinstance(v, dict), "a default and its choices")}),
}, defaults={"white_counts": True})


def load_config() -> dict[str, Any]:
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
    return {"cards": dict(cards), "cubes": cubes, "p_window": windows / faces,
            "exchange": exchange, "white_counts": white_counts,
            "target_default": default, "target_choices": choices}


CONFIG = load_config()
COLOURS: tuple[str, ...] = tuple(CONFIG["cards"])
WHITE: str = CONFIG["exchange"]
#: The colours whose cards count towards the target (RULES.md 4: white too, by config).
COUNTING: tuple[str, ...] = tuple(c for c in COLOURS if c != WHITE or CONFIG["white_counts"])
