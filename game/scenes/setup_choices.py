"""What the family chooses on the set-up screen (:mod:`game.scenes.setup`): each seat
as it is being set up (:class:`Draft`), the whole choice (:class:`Setup`), and the
words of its values (a level, an option, how many games)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from .. import i18n
from ..core.seats import Seat
from ..i18n import t

#: The most letters of a seat's name.
NAME_MAX = 16
#: "Who starts": drawn at random on "Play!".
RANDOM = "random"


@dataclass
class Draft:
    """One seat as the family is setting it up (``name`` None: the default name;
    ``player``: the family player sitting there; ``hints``: this person's table offers
    the Hint button; ``remote``: a person who plays on another computer of the house,
    issue 20)."""

    colour: str
    kind: str = "human"
    level: str = "normal"
    name: str | None = None
    player: str | None = None
    hints: bool = False
    remote: bool = False


@dataclass
class Setup:
    drafts: list[Draft]
    starter: int | str = 0
    options: dict[str, Any] = field(default_factory=dict)
    games: int = 1                  # 1: a single game; 3 or 5: a match

    def copy(self) -> Setup:
        return Setup([replace(d) for d in self.drafts], self.starter, dict(self.options), self.games)

    def remote_seats(self) -> list[int]:
        """The seats (in the setup's order) of the people on another computer."""
        return [i for i, d in enumerate(self.drafts) if d.kind == "human" and d.remote]


def default_name(index: int, kind: str) -> str:
    key = "setup.default_cpu_name" if kind == "cpu" else "setup.default_name"
    return t(key, n=index + 1)


def rotate(seats: list[Seat], first: int) -> list[Seat]:
    """The seats in play order starting with ``first`` (left-hand order kept)."""
    return seats[first:] + seats[:first]


def games_label(games: int) -> str:
    """"A single game", "A match of 3 games"."""
    return t("setup.single_game") if games <= 1 else t("setup.match_of", n=games)


def level_label(level: str) -> str:
    key = f"setup.levels.{level}"
    return t(key) if i18n.has(key) else level


def option_label(game_id: str, key: str) -> str:
    k = f"{game_id}.options.{key}.label"
    return t(k) if i18n.has(k) else key.replace("_", " ").capitalize()


def option_value_label(game_id: str, key: str, value: Any) -> str:
    k = f"{game_id}.options.{key}.{value}"
    if i18n.has(k):
        return t(k)
    if isinstance(value, bool):
        return t("common.on") if value else t("common.off")
    return str(value)
