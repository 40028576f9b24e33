"""The Gouda! Gouda! board read from its Tiled level: a kitchen shelf of places linked
up and down (RULES.md section 2, "Board").

The level (``levels/gouda.tmx``) is a picture of the shelf seen from the front, the
map's ``width * tilewidth`` by ``height * tileheight`` pixels. Its object layer
``places`` holds one rectangle per place:

- the object's name is the place's id (``tin``, ``crate_left``: lowercase letters,
  digits and ``_``, starting with a letter);
- custom property ``kind``: ``start`` (where the mice begin), ``route``, ``detour`` or
  ``table`` (the one place at the top, with the cheese);
- custom property ``up``: the ids of the places directly above, comma-separated (a
  green die moves a mouse along one of them); none on the table. Every up link is also
  the reverse down link (a red die), so nothing is written twice;
- optional int property ``route_cheese``: the cheese tokens lying there for the
  "cheese along the route" variant (0 to 9; never on a start place or the table).

:func:`read_shelf` checks all of it and names the file and the object of any problem
(a :class:`~game.core.levels.LevelError`): the links must lead from every place up to
the table without going round in a circle, and nothing may lead down to a start place.
Headless: no pygame here.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass
from pathlib import Path

from ...core.levels import Level, LevelError, LevelObject, load_level

__all__ = ["KINDS", "LAYER", "MAX_PLACES", "MAX_ROUTE_CHEESE", "LevelError", "Place", "Shelf",
           "read_shelf"]

#: The object layer that holds the places.
LAYER = "places"
#: What a place may be.
KINDS = ("start", "route", "detour", "table")
#: A shelf holds at most this many places (a sane level is far smaller).
MAX_PLACES = 64
#: At most this many cheese tokens lie on one place for the along-the-route variant.
MAX_ROUTE_CHEESE = 9

_ID = re.compile(r"^[a-z][a-z0-9_]*$")


@dataclass(frozen=True)
class Place:
    """One place of the shelf: its rectangle on the level's picture (pixels), the
    places directly above (``up``, in the level's order) and below (``down``: the
    places whose ``up`` names this one, in object order)."""

    name: str
    kind: str            # "start" | "route" | "detour" | "table"
    x: float
    y: float
    w: float
    h: float
    up: tuple[str, ...]
    down: tuple[str, ...]
    route_cheese: int


@dataclass(frozen=True)
class Shelf:
    """The places in the level's object order, the start places, the table, the
    picture's size and each place's ``distance``: the fewest up links from it to the
    table (the table: 0)."""

    places: dict[str, Place]
    starts: tuple[str, ...]
    table: str
    width: int
    height: int
    distance: dict[str, int]

    def place(self, name: str) -> Place:
        """The place called ``name`` (KeyError if there is none)."""
        return self.places[name]


# ---------------------------------------------------------------------- reading
def read_shelf(path: Path) -> Shelf:
    """The shelf of the Tiled level at ``path``; LevelError naming the file and the
    object (or the layer) when it cannot be used."""
    level = load_level(path)
    objects = level.layer(LAYER)
    if len(objects) > MAX_PLACES:
        raise level.error(f"has {len(objects)} places; a shelf holds at most {MAX_PLACES}",
                          layer=LAYER, code="bad_tmx")
    if not objects:
        raise level.error("has no places", layer=LAYER, code="bad_tmx")
    width, height = level.width * level.tile_width, level.height * level.tile_height

    by_name: dict[str, LevelObject] = {}
    kinds: dict[str, str] = {}
    ups: dict[str, tuple[str, ...]] = {}
    cheese: dict[str, int] = {}
    for obj in objects:
        name = _name(level, obj, by_name)
        by_name[name] = obj
        kinds[name] = _kind(level, obj)
        _rectangle(level, obj, width, height)
        ups[name] = _up_names(level, obj)
        cheese[name] = _route_cheese(level, obj, kinds[name])

    _check_links(level, by_name, kinds, ups)
    starts, table = _starts_and_table(level, by_name, kinds, ups)
    _no_circle(level, by_name, ups)
    downs: dict[str, list[str]] = {name: [] for name in by_name}
    for name in by_name:
        for above in ups[name]:
            downs[above].append(name)
    distance = _distances(table, downs)
    for name, obj in by_name.items():
        if name not in distance:
            raise level.error("cannot reach the table by links up"
                              + ("" if ups[name] else " (it has no property 'up')"), obj)

    places = {name: Place(name, kinds[name], obj.x, obj.y, obj.width, obj.height,
                          ups[name], tuple(downs[name]), cheese[name])
              for name, obj in by_name.items()}
    return Shelf(places, starts, table, width, height,
                 {name: distance[name] for name in by_name})


def _check_links(level: Level, by_name: dict[str, LevelObject], kinds: dict[str, str],
                 ups: dict[str, tuple[str, ...]]) -> None:
    """:func:`read_shelf`: each place links up to other places, none to a start place."""
    for name, obj in by_name.items():
        for above in ups[name]:
            if above == name:
                raise level.error(f"links up to itself ('{name}')", obj)
            if above not in by_name:
                raise level.error(f"links up to '{above}', which is not a place of layer "
                                  f"'{LAYER}'", obj)
            if kinds[above] == "start":
                raise level.error(f"links up to '{above}', a start place (object "
                                  f"{by_name[above].id}); nothing may lead down to a start place",
                                  obj)


def _starts_and_table(level: Level, by_name: dict[str, LevelObject], kinds: dict[str, str],
                      ups: dict[str, tuple[str, ...]]) -> tuple[tuple[str, ...], str]:
    """:func:`read_shelf`: the start places (at least one) and the table (exactly one,
    with nothing above it)."""
    starts = tuple(name for name in by_name if kinds[name] == "start")
    if not starts:
        raise level.error("has no start place (kind 'start')", layer=LAYER, code="bad_tmx")
    tables = [name for name in by_name if kinds[name] == "table"]
    if not tables:
        raise level.error("has no table (kind 'table')", layer=LAYER, code="bad_tmx")
    if len(tables) > 1:
        first = by_name[tables[0]]
        raise level.error(f"is a second table (object {first.id} '{first.name}' is one "
                          "already); a shelf has exactly one", by_name[tables[1]])
    table = tables[0]
    if ups[table]:
        raise level.error(f"is the table and links up to {', '.join(ups[table])}; nothing is "
                          "above the table", by_name[table])
    return starts, table


# ---------------------------------------------------------------------- checks
def _name(level: Level, obj: LevelObject, seen: dict[str, LevelObject]) -> str:
    name = obj.name
    if not name:
        raise level.error("has no name; a place's name is its id (like 'tin')", obj)
    if not _ID.match(name):
        raise level.error(f"is named {name!r}, which is not an id (lowercase letters, digits "
                          "and _, starting with a letter)", obj)
    if name in seen:
        raise level.error(f"has the name '{name}' of object {seen[name].id} already", obj)
    return name


def _kind(level: Level, obj: LevelObject) -> str:
    kind = obj.properties.get("kind")
    if not isinstance(kind, str) or kind not in KINDS:
        raise level.error(f"has kind {kind!r}; it must be one of {', '.join(KINDS)}", obj)
    return kind


def _rectangle(level: Level, obj: LevelObject, width: int, height: int) -> None:
    if obj.shape != "rectangle":
        raise level.error(f"is a {obj.shape}; a place is a rectangle", obj)
    if obj.width <= 0 or obj.height <= 0:
        raise level.error(f"is a {obj.width:g}x{obj.height:g} rectangle; a place needs a width "
                          "and a height", obj)
    if obj.x < 0 or obj.y < 0 or obj.x + obj.width > width or obj.y + obj.height > height:
        raise level.error(f"at ({obj.x:g}, {obj.y:g}) size {obj.width:g}x{obj.height:g} lies "
                          f"outside the {width}x{height} picture", obj, code="off_board")


def _up_names(level: Level, obj: LevelObject) -> tuple[str, ...]:
    raw = obj.properties.get("up", "")
    if not isinstance(raw, str):
        raise level.error(f"has up={raw!r}; it must be a text: the names of the places above, "
                          "comma-separated", obj)
    if not raw.strip():
        return ()
    names = [part.strip() for part in raw.split(",")]
    for name in names:
        if not name:
            raise level.error(f"has up={raw!r}, with an empty name in it", obj)
    for name in names:
        if names.count(name) > 1:
            raise level.error(f"links up to '{name}' twice", obj)
    return tuple(names)


def _route_cheese(level: Level, obj: LevelObject, kind: str) -> int:
    if "route_cheese" not in obj.properties:
        return 0
    value = obj.properties["route_cheese"]
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_ROUTE_CHEESE:
        raise level.error(f"has route_cheese={value!r}; it must be a whole number (an int "
                          f"property) from 0 to {MAX_ROUTE_CHEESE}", obj)
    if kind in ("start", "table"):
        raise level.error(f"is a {kind} place and has route_cheese; cheese along the route lies "
                          "on route and detour places only", obj)
    return value


def _no_circle(level: Level, by_name: dict[str, LevelObject],
               ups: dict[str, tuple[str, ...]]) -> None:
    """LevelError if some up links go round in a circle (iterative depth-first walk)."""
    state: dict[str, int] = {}                   # 1: on the current path, 2: done
    for root in by_name:
        if root in state:
            continue
        path = [root]
        state[root] = 1
        todo = [iter(ups[root])]
        while todo:
            above = next(todo[-1], None)
            if above is None:
                state[path.pop()] = 2
                todo.pop()
                continue
            if state.get(above) == 1:
                circle = path[path.index(above):] + [above]
                raise level.error(f"links up to '{above}', and the links up go round in a "
                                  f"circle: {' -> '.join(circle)}", by_name[path[-1]])
            if above not in state:
                state[above] = 1
                path.append(above)
                todo.append(iter(ups[above]))


def _distances(table: str, downs: dict[str, list[str]]) -> dict[str, int]:
    """The fewest up links from each place to ``table`` (breadth first down from it)."""
    distance = {table: 0}
    queue = deque([table])
    while queue:
        here = queue.popleft()
        for below in downs[here]:
            if below not in distance:
                distance[below] = distance[here] + 1
                queue.append(below)
    return distance
