"""Tiled levels (``levels/*.tmx``, Tiled 1.10 maps) read into plain data, headless.

A level is read generically: the map's size and tile size, its tile layers' names,
and every object layer's objects (id, name, class, position, size, shape, polygon or
polyline points, custom properties with their Tiled types). What the objects *mean* is
each game's business: Drôle de fromage reads seats and cheese from it, a graph board
reads places and links, a kitchen reads its furniture. Every problem, here or in a
game's reading, is a :class:`LevelError` that names the file and the layer or object
(:meth:`Level.error`).

The TMX format is XML; it is read with the standard library's ElementTree from a
regular file of sane size, and a map that declares a DOCTYPE or entities is refused
(Tiled never writes them), so a damaged or hostile file can neither hang nor flood the
program. (pytmx, the usual reader, imports pygame as soon as it is imported whenever
pygame is installed, and the headless core must never load pygame; the tests check this
reader against pytmx on every shipped level.)
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .safe_files import FileProblem, read_text

#: Sizes a sane level keeps within (tiles per side, pixels per tile, objects).
MAX_TILES = 256
MAX_TILE_PX = 4096
MAX_OBJECTS = 4096
MAX_COORD = 1e7


class LevelError(FileProblem):
    """A level file that cannot be used (message: the file, the object, the problem)."""

    kind = "level"


@dataclass(frozen=True)
class LevelObject:
    """One object of an object layer, as Tiled saved it (pixel coordinates; ``points``
    are absolute for polygons and polylines)."""

    id: int
    layer: str
    name: str = ""
    kind: str = ""                       # Tiled's "class" (called "type" before 1.9)
    x: float = 0.0
    y: float = 0.0
    width: float = 0.0
    height: float = 0.0
    shape: str = "rectangle"             # rectangle, point, ellipse, polygon, polyline
    points: tuple[tuple[float, float], ...] = ()
    properties: dict[str, Any] = field(default_factory=dict)

    def describe(self) -> str:
        named = f" '{self.name}'" if self.name else ""
        return f"{self.layer} object {self.id}{named}"


@dataclass(frozen=True)
class Level:
    """A Tiled map: ``width`` x ``height`` tiles of ``tile_width`` x ``tile_height``
    pixels, its tile layers' names, its object layers by name, its custom properties."""

    path: Path
    width: int
    height: int
    tile_width: int
    tile_height: int
    properties: dict[str, Any]
    tile_layers: tuple[str, ...]
    object_layers: dict[str, tuple[LevelObject, ...]]

    def error(self, problem: str, obj: LevelObject | None = None, *, layer: str | None = None,
              code: str = "bad_object") -> LevelError:
        """A :class:`LevelError` naming this file and ``obj`` (or ``layer``)."""
        if obj is not None:
            return LevelError(self.path, f"{obj.describe()}: {problem}", code,
                              object=obj.id, layer=obj.layer)
        if layer is not None:
            return LevelError(self.path, f"layer '{layer}': {problem}", code, layer=layer)
        return LevelError(self.path, problem, code)

    def layer(self, name: str) -> tuple[LevelObject, ...]:
        """The objects of the object layer ``name`` (LevelError if there is none)."""
        try:
            return self.object_layers[name]
        except KeyError:
            raise LevelError(self.path, f"has no object layer named '{name}'", "no_layer",
                             layer=name) from None

    def cell(self, obj: LevelObject) -> tuple[int, int]:
        """The (row, column) of the tile ``obj``'s position lies on (its top left corner
        for a rectangle, the point itself for a point); LevelError when off the map."""
        r, c = int(obj.y // self.tile_height), int(obj.x // self.tile_width)
        if not (0 <= r < self.height and 0 <= c < self.width):
            raise self.error(f"at ({obj.x:g}, {obj.y:g}) is off the {self.width}x{self.height} "
                             "map", obj, code="off_board")
        return r, c

    def centre(self, obj: LevelObject) -> tuple[float, float]:
        """The middle of ``obj`` (a point: itself), in pixels."""
        return obj.x + obj.width / 2, obj.y + obj.height / 2


# ---------------------------------------------------------------------- reading
def _said(value: object) -> str:
    """A value quoted for a message, cut to a readable length (a file may hold
    thousands of digits where a number should be)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def load_level(path: Path | str) -> Level:
    """Read the Tiled map at ``path``; LevelError naming the file (and the object)."""
    path = Path(path)
    text = read_text(path, error=LevelError)
    head = text[:4096].upper()
    if "<!DOCTYPE" in head or "<!ENTITY" in text.upper():
        raise LevelError(path, "declares a DOCTYPE or entities, which a Tiled map never has",
                         "bad_tmx")
    try:
        root = ET.fromstring(text)
    except ET.ParseError as exc:
        raise LevelError(path, f"is not a Tiled map (XML error: {exc})", "bad_tmx") from None
    except RecursionError:
        raise LevelError(path, "is nested too deeply", "bad_tmx") from None
    if root.tag != "map":
        raise LevelError(path, f"is not a Tiled map (its root is <{root.tag}>, not <map>)", "bad_tmx")
    if root.get("orientation", "orthogonal") != "orthogonal":
        raise LevelError(path, f"must be an orthogonal map, not {root.get('orientation')}", "bad_tmx")
    if root.get("infinite", "0") not in ("0", ""):
        raise LevelError(path, "must not be an infinite map", "bad_tmx")
    width = _int_attr(path, root, "width", 1, MAX_TILES, "the map")
    height = _int_attr(path, root, "height", 1, MAX_TILES, "the map")
    tw = _int_attr(path, root, "tilewidth", 1, MAX_TILE_PX, "the map")
    th = _int_attr(path, root, "tileheight", 1, MAX_TILE_PX, "the map")
    properties = _properties(path, root, "the map")
    for tileset in root.findall("tileset"):
        source = tileset.get("source")
        if source and not (path.parent / source).is_file():
            raise LevelError(path, f"uses the tileset {source}, which is not there", "bad_tmx")
    tile_layers: list[str] = []
    layers: dict[str, list[LevelObject]] = {}
    seen_ids: set[int] = set()
    count = 0
    for element in root.iter():
        if element.tag == "layer":
            tile_layers.append(element.get("name", ""))
        elif element.tag == "objectgroup":
            name = element.get("name", "")
            if name in layers:
                raise LevelError(path, f"has two object layers named '{name}'", "bad_tmx", layer=name)
            objects = layers[name] = []
            for node in element.findall("object"):
                count += 1
                if count > MAX_OBJECTS:
                    raise LevelError(path, f"has more than {MAX_OBJECTS} objects", "bad_tmx")
                obj = _object(path, name, node)
                if obj.id in seen_ids:
                    raise LevelError(path, f"{obj.describe()}: another object has the id {obj.id}",
                                     "bad_object", object=obj.id, layer=name)
                seen_ids.add(obj.id)
                objects.append(obj)
    return Level(path, width, height, tw, th, properties, tuple(tile_layers),
                 {name: tuple(objs) for name, objs in layers.items()})


def _int_attr(path: Path, node: ET.Element, name: str, low: int, high: int, what: str) -> int:
    raw = node.get(name)
    try:
        value = int(raw) if raw is not None else None
    except ValueError:
        value = None
    if value is None or not low <= value <= high:
        raise LevelError(path, f"{what} has {name}={_said(raw)}; it must be a whole number from "
                         f"{low} to {high}", "bad_tmx")
    return value


def _number(path: Path, raw: str | None, name: str, what: str, obj_id: int | None,
            layer: str | None) -> float:
    if raw is None:
        return 0.0
    try:
        value = float(raw)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or abs(value) > MAX_COORD:
        raise LevelError(path, f"{what}: {name}={_said(raw)} is not a number of pixels", "bad_object",
                         object=obj_id, layer=layer)
    return value


def _object(path: Path, layer: str, node: ET.Element) -> LevelObject:
    raw_id = node.get("id")
    try:
        obj_id = int(raw_id) if raw_id is not None else -1
    except ValueError:
        obj_id = -1
    if obj_id < 0:
        raise LevelError(path, f"an object of layer '{layer}' has no id (id={_said(raw_id)})",
                         "bad_object", layer=layer)
    name = node.get("name", "")
    what = f"{layer} object {obj_id}" + (f" '{name}'" if name else "")
    x = _number(path, node.get("x"), "x", what, obj_id, layer)
    y = _number(path, node.get("y"), "y", what, obj_id, layer)
    w = _number(path, node.get("width"), "width", what, obj_id, layer)
    h = _number(path, node.get("height"), "height", what, obj_id, layer)
    if w < 0 or h < 0:
        raise LevelError(path, f"{what}: a negative size", "bad_object", object=obj_id, layer=layer)
    shape = "rectangle"
    points: tuple[tuple[float, float], ...] = ()
    for child in node:
        if child.tag in ("point", "ellipse"):
            shape = child.tag
        elif child.tag in ("polygon", "polyline"):
            shape = child.tag
            points = _points(path, child.get("points", ""), x, y, what, obj_id, layer)
    return LevelObject(obj_id, layer, name, node.get("class") or node.get("type") or "",
                       x, y, w, h, shape, points, _properties(path, node, what, obj_id, layer))


def _points(path: Path, raw: str, x: float, y: float, what: str, obj_id: int,
            layer: str) -> tuple[tuple[float, float], ...]:
    out = []
    for pair in raw.split():
        px, _, py = pair.partition(",")
        out.append((x + _number(path, px, "points", what, obj_id, layer),
                    y + _number(path, py, "points", what, obj_id, layer)))
    if len(out) < 2:
        raise LevelError(path, f"{what}: a {len(out)}-point line", "bad_object",
                         object=obj_id, layer=layer)
    return tuple(out)


def _properties(path: Path, node: ET.Element, what: str, obj_id: int | None = None,
                layer: str | None = None) -> dict[str, Any]:
    """Custom properties with their Tiled types (string, int, float, bool, color,
    file, object: an object's id)."""
    out: dict[str, Any] = {}
    holder = node.find("properties")
    if holder is None:
        return out
    for prop in holder.findall("property"):
        name = prop.get("name", "")
        kind = prop.get("type", "string")
        raw = prop.get("value")
        if raw is None:
            raw = prop.text or ""
        try:
            if kind == "int" or kind == "object":
                value: Any = int(raw)
            elif kind == "float":
                value = float(raw)
                if not math.isfinite(value):
                    raise ValueError(raw)
            elif kind == "bool":
                if raw not in ("true", "false"):
                    raise ValueError(raw)
                value = raw == "true"
            else:
                value = raw
        except ValueError:
            raise LevelError(path, f"{what}: property '{name}' is {_said(raw)}, not a {kind}",
                             "bad_object", object=obj_id, layer=layer) from None
        out[name] = value
    return out
