"""The family's players: the people a family keeps between games (issue 19), each a
frozen :class:`Player`, all in one :class:`Family` kept in ``players.yaml`` in the
player's folder (:func:`game.paths.user_dir`, beside the settings).

A player has an ``id`` that never changes (records name players by it, so a renamed
"Léa" keeps her games), a name, a seat colour, a face (the round mouse badge wearing
one of the art's symbols), child or grown-up, and the computer level they play against
by default. What may be chosen (the colours, the faces, the levels, how many players,
how long a name) is data: ``config/family.yaml``.

The file is read like the settings: every field checked (types, sizes, names with a
character that cannot be shown refused as in a save's seats); a damaged file is moved
aside, never overwritten, with a :class:`PlayersError` naming it and saying why, and
the family starts again empty. It is written whole and atomically, beside the frame
(the autosave's writer: :mod:`game.core.save_writer`, the newest state of the file
wins); :meth:`Family.flush` waits for it.

Decisions: names are compared without case and surrounding spaces ("léa" and "Léa "
are the same player); a name is 1 to ``name_chars`` characters once stripped; at most
``max_players`` players; two players may wear the same colour or face (a family of six
has only six colours for two games' seats; the setup gives a seat another colour when
two such players sit together).
"""

from __future__ import annotations

import functools
import os
import secrets
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from .. import paths
from ..core.safe_files import FileProblem, atomic_write_text, parse_yaml, read_text
from ..core.save_writer import settled, writer_for
from ..core.seats import PLAYER_ID, Seat, name_problem

#: The format of ``players.yaml``.
VERSION = 1
#: The largest ``players.yaml`` read (thirty players take about 4 KB).
MAX_BYTES = 64 * 1024
_FIELDS = ("id", "name", "colour", "face", "child", "level")


class PlayersError(FileProblem):
    """``players.yaml`` cannot be used. Codes: those of reading a file (unreadable,
    too_big, bad_yaml...), and bad_field (with ``field``: what is wrong)."""

    kind = "players"


@dataclass(frozen=True)
class Choices:
    """What a family's player may be (``config/family.yaml``)."""

    max_players: int
    name_chars: int
    colours: tuple[str, ...]
    faces: tuple[str, ...]
    levels: tuple[str, ...]


@functools.cache
def choices() -> Choices:
    """``config/family.yaml`` read once (a ConfigError naming the file and key if it
    is damaged: a shipped file, like the games' numbers)."""
    from ..config import load_yaml
    from ..schema import ListOf, Record, Where, Whole, Word

    path = paths.CONFIG / "family.yaml"
    words = ListOf(Word(), 1, 20, distinct=True)
    data = Record({"max_players": Whole(1, 200), "name_chars": Whole(1, 64),
                   "colours": words, "faces": words, "levels": words}).read(load_yaml(path), Where(path))
    return Choices(data["max_players"], data["name_chars"], tuple(data["colours"]),
                   tuple(data["faces"]), tuple(data["levels"]))


@dataclass(frozen=True)
class Player:
    """One of the family: ``id`` (stable, never shown), ``name``, ``colour`` (a seat
    colour), ``face``, ``child`` (True: a child; hints on by default), ``level`` (the
    computer level offered against them)."""

    id: str
    name: str
    colour: str
    face: str
    child: bool = False
    level: str = "normal"

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "colour": self.colour, "face": self.face,
                "child": self.child, "level": self.level}

    @property
    def hints(self) -> bool:
        """Whether a seat of this player has hints on by default (a child's does)."""
        return self.child

    def seat(self, number: int, colour: str | None = None) -> Seat:
        """The seat this player takes at a table (``number``: the seat's default-name
        number; ``colour``: another colour, when theirs is taken or not offered there)."""
        return Seat(self.name, colour or self.colour, "human", self.level, number, player=self.id,
                    hints=self.hints)


def same_name(a: str, b: str) -> bool:
    """Whether two names are the same player's (case and outer spaces aside)."""
    return a.strip().casefold() == b.strip().casefold()


def check_player(player: Player, limits: Choices | None = None) -> None:
    """ValueError saying in English what is wrong with ``player`` (None: nothing)."""
    limits = limits or choices()
    if not isinstance(player.id, str) or not PLAYER_ID.match(player.id):
        raise ValueError(f"the id {str(player.id)[:40]!r} is not 1 to 16 lowercase letters or digits")
    name = player.name
    if not isinstance(name, str):
        raise ValueError("the name is not text")
    problem = name_problem(name)
    if problem is not None:
        raise ValueError(f"the name {problem}")
    if not name.strip():
        raise ValueError("the name is empty")
    if name != name.strip():
        raise ValueError("the name begins or ends with spaces")
    if len(name) > limits.name_chars:
        raise ValueError(f"the name is {len(name)} characters long (at most {limits.name_chars})")
    if player.colour not in limits.colours:
        raise ValueError(f"the colour {str(player.colour)[:40]!r} is not one of "
                         f"{', '.join(limits.colours)}")
    if player.face not in limits.faces:
        raise ValueError(f"the face {str(player.face)[:40]!r} is not one of {', '.join(limits.faces)}")
    if type(player.child) is not bool:
        raise ValueError("child is not true or false")
    if player.level not in limits.levels:
        raise ValueError(f"the level {str(player.level)[:40]!r} is not one of "
                         f"{', '.join(limits.levels)}")


def new_id(taken: set[str] | frozenset[str] = frozenset()) -> str:
    """A fresh player id (10 random lowercase hex digits) not in ``taken``."""
    while True:
        candidate = secrets.token_hex(5)
        if candidate not in taken:
            return candidate


class Family:
    """The family's players, in the order they were added; changed only through its
    methods, each of which checks the result (ValueError, nothing changed) and, for a
    family read from a file, writes it beside the frame (:meth:`flush` waits)."""

    def __init__(self, players: tuple[Player, ...] = (), path: Path | None = None):
        self._players = tuple(players)
        #: where it is kept (None: nowhere, a family for a test or a look)
        self.path = path

    # reading -----------------------------------------------------------------
    @property
    def players(self) -> tuple[Player, ...]:
        return self._players

    def __iter__(self) -> Iterator[Player]:
        return iter(self._players)

    def __len__(self) -> int:
        return len(self._players)

    def get(self, player_id: str) -> Player | None:
        return next((p for p in self._players if p.id == player_id), None)

    def named(self, name: str) -> Player | None:
        return next((p for p in self._players if same_name(p.name, name)), None)

    # changing ----------------------------------------------------------------
    def add(self, name: str, colour: str | None = None, face: str | None = None,
            child: bool = False, level: str = "normal") -> Player:
        """A new player (the first colour and face nobody wears yet, unless given)."""
        limits = choices()
        worn = {p.colour for p in self._players}
        colour = colour or next((c for c in limits.colours if c not in worn), limits.colours[0])
        faces = {p.face for p in self._players}
        face = face or next((f for f in limits.faces if f not in faces), limits.faces[0])
        player = Player(new_id({p.id for p in self._players}), name.strip(), colour, face,
                        child, level)
        self._set((*self._players, player))
        return player

    def rename(self, player_id: str, name: str) -> Player:
        return self.change(player_id, name=name.strip())

    def change(self, player_id: str, **fields: Any) -> Player:
        """``player_id`` with ``fields`` changed (name, colour, face, child, level)."""
        old = self._find(player_id)
        unknown = set(fields) - set(_FIELDS[1:])
        if unknown:
            raise ValueError(f"a player has no {', '.join(sorted(unknown))}")
        new = replace(old, **fields)
        self._set(tuple(new if p.id == player_id else p for p in self._players))
        return new

    def remove(self, player_id: str) -> None:
        """Forget ``player_id`` (their past games keep their name in the records)."""
        self._find(player_id)
        self._set(tuple(p for p in self._players if p.id != player_id))

    def _find(self, player_id: str) -> Player:
        player = self.get(player_id)
        if player is None:
            raise ValueError(f"no player has the id {player_id!r}")
        return player

    def _set(self, players: tuple[Player, ...]) -> None:
        check_family(players)
        self._players = players
        self.save()

    # the file ----------------------------------------------------------------
    def to_yaml(self) -> str:
        import yaml
        data = {"version": VERSION, "players": [p.to_dict() for p in self._players]}
        return ("# The family's players (Souris & Fromages); the program rewrites this file.\n"
                + yaml.safe_dump(data, sort_keys=False, allow_unicode=True))

    def save(self) -> None:
        """Write the family beside the frame (nothing for a family kept nowhere)."""
        if self.path is None:
            return
        path, text = self.path, self.to_yaml()
        writer_for(path).submit(self, lambda: atomic_write_text(path, text))

    def flush(self, timeout: float = 5.0) -> list[OSError]:
        """Wait for the writes asked for; the errors they met (a full disk...)."""
        if self.path is None:
            return []
        writer = writer_for(self.path)
        writer.wait(timeout)
        return [e for e in writer.outcomes(self) if e is not None]


def check_family(players: tuple[Player, ...], limits: Choices | None = None) -> None:
    """ValueError unless every player is sound, with unique ids and names, and there
    are at most ``max_players`` of them."""
    limits = limits or choices()
    if len(players) > limits.max_players:
        raise ValueError(f"a family has at most {limits.max_players} players, not {len(players)}")
    ids: set[str] = set()
    names: set[str] = set()
    for number, player in enumerate(players, 1):
        try:
            check_player(player, limits)
        except ValueError as exc:
            raise ValueError(f"player {number}: {exc}") from None
        key = player.name.strip().casefold()
        if player.id in ids:
            raise ValueError(f"player {number}: the id {player.id} is another player's too")
        if key in names:
            raise ValueError(f"player {number}: the name {player.name!r} is another player's too")
        ids.add(player.id)
        names.add(key)


def players_file() -> Path:
    return paths.user_dir() / "players.yaml"


def parse_family(text: str, path: Path) -> tuple[Player, ...]:
    """The players of a ``players.yaml`` text; PlayersError naming what is wrong."""
    data = parse_yaml(text, path, PlayersError)
    if data is None:
        return ()
    limits = choices()

    def bad(problem: str) -> PlayersError:
        return PlayersError(path, f"is missing or has a bad field ({problem})", "bad_field",
                            field=problem)

    if not isinstance(data, dict) or set(data) - {"version", "players"}:
        raise bad("it is not a table of players")
    version = data.get("version", VERSION)
    if type(version) is not int or version < 1:
        raise bad("the version is not a number")
    if version > VERSION:
        raise PlayersError(path, f"was written by a newer version (format {version}, this "
                                 f"program reads {VERSION})", "newer")
    raw = data.get("players") or []
    if not isinstance(raw, list):
        raise bad("the players are not a list")
    if len(raw) > limits.max_players:
        raise bad(f"it has {len(raw)} players, at most {limits.max_players}")
    players = []
    for number, item in enumerate(raw, 1):
        if not isinstance(item, dict) or set(item) != set(_FIELDS):
            raise bad(f"player {number} does not have exactly {', '.join(_FIELDS)}")
        if not all(isinstance(item[k], str) for k in ("id", "name", "colour", "face", "level")):
            raise bad(f"player {number} has a field that is not text")
        players.append(Player(item["id"], item["name"], item["colour"], item["face"],
                              item["child"], item["level"]))
    try:
        check_family(tuple(players), limits)
    except ValueError as exc:
        raise bad(str(exc)) from None
    return tuple(players)


def load_family(path: Path | None = None) -> tuple[Family, PlayersError | None]:
    """The family kept in ``path`` (default :func:`players_file`), and the problem if
    the file could not be used: then it has been moved aside (or, in a folder the
    program may not write, left as it is; ``problem`` says which) and the family is
    empty. No file: an empty family, no problem."""
    path = settled(Path(path) if path else players_file())
    if not os.path.lexists(path):
        return Family((), path), None
    try:
        players = parse_family(read_text(path, limit=MAX_BYTES, error=PlayersError), path)
    except PlayersError as exc:
        exc.put_aside("broken")
        # a file that could not be put aside is never written over
        return Family((), path if exc.moved_to is not None else None), exc
    return Family(players, path), None
