"""The Chaos de souris et de fromage kitchen: ``levels/chaos.tmx`` read by
``game/games/chaos/level.py`` (RULES.md section 3 "Board"; DESIGN.md "Boards as Tiled
maps").

The shipped level must be exactly RULES.md's board (a Decision of the project: 12x12, the
corner hideouts, the table f6-g7, the 12 start squares round it, 8 holes two a side, the 4
chairs with their cats diagonal to the hideouts' inner corners). Broken levels are copies
of ``levels/chaos.tmx`` (with the tileset it names) in a temporary folder with one thing
damaged; each must raise a LevelError whose message names the file and the object (or
the layer) at fault.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from game import paths
from game.core.levels import LevelError, load_level
from game.games.chaos.level import (
    CLASSES,
    DIRECTIONS,
    SIZE,
    ChairStart,
    Hole,
    Kitchen,
    corner_block,
    default_kitchen,
    parse_square,
    read_kitchen,
    square_name,
)

ROOT = Path(__file__).resolve().parents[2]
CHAOS = paths.LEVELS / "chaos.tmx"
T = 48                                          # the shipped level's tile size

#: RULES.md section 3 (the project's Decision): hideouts by corner, clockwise from
#: bottom-left.
HIDEOUTS = (
    {(0, 10), (1, 10), (0, 11), (1, 11)},       # 0 bottom-left a11-b12
    {(0, 0), (1, 0), (0, 1), (1, 1)},           # 1 top-left a1-b2
    {(10, 0), (11, 0), (10, 1), (11, 1)},       # 2 top-right k1-l2
    {(10, 10), (11, 10), (10, 11), (11, 11)},   # 3 bottom-right k11-l12
)
TABLE = {(5, 5), (6, 5), (5, 6), (6, 6)}
RING = tuple((x, y) for y in range(4, 8) for x in range(4, 8) if (x, y) not in TABLE)
HOLES = {(4, 0): "up", (7, 0): "up", (4, 11): "down", (7, 11): "down",
         (0, 4): "left", (0, 7): "left", (11, 4): "right", (11, 7): "right"}
CHAIRS = (ChairStart("h0", (2, 9), "down", True), ChairStart("h1", (2, 2), "up", True),
          ChairStart("h2", (9, 2), "up", True), ChairStart("h3", (9, 9), "down", True))


def meaning(kitchen: Kitchen) -> tuple[object, ...]:
    """What a kitchen says, whatever file it came from."""
    return (kitchen.size, kitchen.hideouts, kitchen.table, kitchen.ring, kitchen.holes,
            kitchen.chairs)


# ------------------------------------------------------------ the shipped level
def test_the_shipped_kitchen_is_the_rules_board():
    """RULES.md section 3 "Board": 12x12; the corner 2x2 blocks are the hideouts; the
    table covers the central 2x2; 8 holes, 2 a side; chairs diagonal to the hideouts'
    inner corners, each with a cat; the 12 small mice start round the table."""
    k = read_kitchen(CHAOS)
    assert k.size == SIZE == 12 and k.path == str(CHAOS)
    assert [set(h) for h in k.hideouts] == [set(h) for h in HIDEOUTS]
    assert all(k.hideouts[c] == corner_block(c) for c in range(4))
    assert set(k.table) == TABLE
    assert k.ring == RING and len(k.ring) == 12                  # row-major
    assert {h.square: h.side for h in k.holes} == HOLES
    assert [h.id for h in k.holes] == [f"o{i}" for i in range(8)]
    for side in DIRECTIONS:
        assert sum(h.side == side for h in k.holes) == 2
    assert k.chairs == CHAIRS
    for corner, chair in enumerate(k.chairs):                   # diagonal to the inner corner
        inner = {(1, 10), (1, 1), (10, 1), (10, 10)} & HIDEOUTS[corner]
        (ix, iy), = inner
        cx, cy = chair.square
        assert abs(cx - ix) == 1 and abs(cy - iy) == 1
        assert chair.back == ("down" if corner in (0, 3) else "up")   # towards its side wall


def test_notation_of_the_squares():
    """a1 top left, l12 bottom right; the hideouts as the design names them."""
    assert square_name((0, 0)) == "a1" and square_name((11, 11)) == "l12"
    assert square_name((4, 6)) == "e7"
    assert [parse_square(n) for n in ("a1", "l12", "e7")] == [(0, 0), (11, 11), (4, 6)]
    assert [parse_square(n) for n in ("m1", "a13", "a0", "e", "E7", "7e", "")] == [None] * 7
    assert all(parse_square(square_name((x, y))) == (x, y) for x in range(12) for y in range(12))


def test_the_kitchens_worked_out_squares():
    """The helpers the rules use: floor, ring set, beside the table, neighbours, holes
    and hideouts by square, hideout entries."""
    k = default_kitchen()
    everything = {(x, y) for x in range(12) for y in range(12)}
    assert k.floor == everything - TABLE - set().union(*HIDEOUTS) and len(k.floor) == 124
    assert k.ring_set == set(RING)
    assert set(k.beside_table) == {(5, 4), (6, 4), (4, 5), (4, 6), (7, 5), (7, 6), (5, 7), (6, 7)}
    assert not {(4, 4), (7, 4), (4, 7), (7, 7)} & set(k.beside_table)
    assert {sq: h.id for sq, h in k.hole_at.items()} == {h.square: h.id for h in k.holes}
    for sq in everything:
        corner = k.hideout_of(sq)
        assert corner == next((c for c, block in enumerate(HIDEOUTS) if sq in block), None)
        x, y = sq
        expected = [(x + dx, y + dy) for dx, dy in DIRECTIONS.values()
                    if 0 <= x + dx < 12 and 0 <= y + dy < 12]
        assert list(k.neighbours[sq]) == expected
        assert [n for _, n in k.steps[sq]] == expected
        for d, n in k.steps[sq]:
            assert k.step(sq, d) == n
        assert all(k.step(sq, d) is None for d in DIRECTIONS if d not in dict(k.steps[sq]))
        assert k.on_board(sq)
    assert not k.on_board((12, 0)) and not k.on_board((0, -1))
    assert k.entries(0) == ((0, 9), (1, 9), (2, 10), (2, 11))
    assert k.entries(1) == ((2, 0), (2, 1), (0, 2), (1, 2))
    assert k.entries(2) == ((9, 0), (9, 1), (10, 2), (11, 2))
    assert k.entries(3) == ((10, 9), (11, 9), (9, 10), (9, 11))
    for corner in range(4):
        for sq in k.entries(corner):
            assert sq in k.floor and k.hideouts_beside[sq] == (corner,)
            assert any(n in k.hideouts[corner] for n in k.neighbours[sq])
    assert len(k.hideouts_beside) == 16
    assert not set(k.hideouts_beside) & ({h.square for h in k.holes} | {c.square for c in k.chairs})


def test_the_default_kitchen_is_the_shipped_one_read_once():
    assert default_kitchen() is default_kitchen()
    assert default_kitchen() == read_kitchen(CHAOS)
    assert hash(default_kitchen()) == hash(read_kitchen(CHAOS))     # hashable, frozen
    with pytest.raises(AttributeError):
        default_kitchen().size = 13                                 # type: ignore[misc]
    assert isinstance(default_kitchen().holes[0], Hole)


def test_the_level_names_its_game_and_explains_itself():
    """A family edits the level in Tiled: the map says what every class and property is."""
    root = ET.parse(CHAOS).getroot()
    props = {p.get("name"): p.get("value") or "" for p in root.findall("properties/property")}
    assert props["game"] == "chaos"
    about = props["about"]
    for word in ("'kitchen'", *CLASSES, "corner", "side", "back", "cat", "H0", "o0", "h0",
                 "bottom-left", "top-left", "top-right", "bottom-right", "12 squares"):
        assert word in about, word
    assert root.get("version") == "1.10" and root.get("orientation") == "orthogonal"
    assert (root.get("width"), root.get("height"), root.get("tilewidth")) == ("12", "12", "48")
    level = load_level(CHAOS)
    assert set(level.object_layers) == {"kitchen"}
    assert len(level.layer("kitchen")) == 4 + 1 + 12 + 8 + 4


def test_reading_the_kitchen_does_not_import_pygame():
    """DESIGN.md "Layout": the headless model never loads pygame (fresh interpreter)."""
    code = textwrap.dedent("""
        import json, sys
        from game.games.chaos.level import default_kitchen
        kitchen = default_kitchen()
        print(json.dumps({"size": kitchen.size,
                          "pygame": sorted(m for m in sys.modules
                                           if m == "pygame" or m.startswith("pygame."))}))
    """)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.strip().splitlines()[-1]) == {"size": 12, "pygame": []}


# ------------------------------------------------------------------ copies of the level
def copy_tileset(folder: Path) -> None:
    for name in ("board_tiles.tsx", "board_tiles.png"):
        shutil.copy(paths.LEVELS / name, folder / name)


def kitchen_group(root: ET.Element) -> ET.Element:
    for group in root.iter("objectgroup"):
        if group.get("name") == "kitchen":
            return group
    raise KeyError("kitchen")


def obj(root: ET.Element, key: int | str) -> ET.Element:
    """The object of id ``key`` (an int) or name ``key`` (a str)."""
    for o in root.iter("object"):
        if (o.get("id") if isinstance(key, int) else o.get("name")) == str(key):
            return o
    raise KeyError(key)


def place(root: ET.Element, key: int | str, x: int, y: int, w: int | None = None,
          h: int | None = None) -> None:
    """Put an object on square (x, y), ``w`` x ``h`` squares if given."""
    o = obj(root, key)
    o.set("x", str(x * T))
    o.set("y", str(y * T))
    if w is not None:
        o.set("width", str(w * T))
    if h is not None:
        o.set("height", str(h * T))


def set_prop(root: ET.Element, key: int | str, prop: str, value: str | None,
             kind: str | None = None) -> None:
    """Set (or, with None, remove) the custom property ``prop`` of an object."""
    o = obj(root, key)
    holder = o.find("properties")
    if holder is None:
        holder = ET.SubElement(o, "properties")
    for p in holder.findall("property"):
        if p.get("name") == prop:
            holder.remove(p)
    if value is not None:
        attrs = {"name": prop, "value": value}
        if kind:
            attrs["type"] = kind
        ET.SubElement(holder, "property", attrs)


def remove(root: ET.Element, *keys: int | str) -> None:
    group = kitchen_group(root)
    for key in keys:
        group.remove(obj(root, key))


def add(root: ET.Element, oid: int, kind: str, x: int, y: int, name: str = "", w: int = 1,
        h: int = 1, **props: str) -> ET.Element:
    attrs = {"id": str(oid), "type": kind, "x": str(x * T), "y": str(y * T),
             "width": str(w * T), "height": str(h * T)}
    if name:
        attrs["name"] = name
    o = ET.SubElement(kitchen_group(root), "object", attrs)
    if props:
        holder = ET.SubElement(o, "properties")
        for key, value in props.items():
            ET.SubElement(holder, "property", {"name": key, "value": value})
    return o


def broken(tmp_path: Path, change) -> Path:
    """A copy of chaos.tmx (with its tileset) in tmp_path, changed by ``change(root)``."""
    copy_tileset(tmp_path)
    tree = ET.parse(CHAOS)
    change(tree.getroot())
    target = tmp_path / "broken_chaos.tmx"
    tree.write(target, encoding="UTF-8", xml_declaration=True)
    return target


def expect(path: Path, *words: str, code: str = "bad_object", oid: int | None = None) -> LevelError:
    with pytest.raises(LevelError) as info:
        read_kitchen(path)
    err = info.value
    message = str(err)
    assert str(path) in message and path.name in message, message     # names the file
    for word in words:
        assert word in message, f"{message!r} lacks {word!r}"
    assert err.code == code, (err.code, message)
    assert err.path == path
    if oid is not None:
        assert err.fields == {"object": oid, "layer": "kitchen"}, err.fields
    return err


def test_the_unchanged_copy_loads(tmp_path):
    """The control: the copying itself breaks nothing."""
    assert meaning(read_kitchen(broken(tmp_path, lambda root: None))) == meaning(default_kitchen())


@pytest.mark.parametrize("seed", range(6))
def test_any_object_order_reads_to_the_same_kitchen(tmp_path, seed):
    """The order Tiled keeps the objects in changes nothing: holes and chairs come in
    number order, the ring row-major."""
    def change(root):
        group = kitchen_group(root)
        objects = list(group)
        random.Random(seed).shuffle(objects)
        for o in objects:
            group.remove(o)
        group.extend(objects)
    assert meaning(read_kitchen(broken(tmp_path, change))) == meaning(default_kitchen())


def test_tileds_class_attribute_is_read_too(tmp_path):
    """Tiled 1.9+ writes an object's class as ``class`` (the shipped file writes ``type``,
    which pytmx reads); both mean the same."""
    def change(root):
        for o in root.iter("object"):
            o.set("class", o.attrib.pop("type"))
    assert meaning(read_kitchen(broken(tmp_path, change))) == meaning(default_kitchen())


def test_start_squares_drawn_as_longer_rectangles(tmp_path):
    """A rectangle of class start counts every square it covers: the row above the table
    as one 4x1 object, the column left of it as one 1x2."""
    def change(root):
        remove(root, 7, 8, 9, 12)
        place(root, 6, 4, 4, 4, 1)
        place(root, 10, 4, 5, 1, 2)
    assert meaning(read_kitchen(broken(tmp_path, change))) == meaning(default_kitchen())


def test_a_chair_without_a_cat_and_cat_missing(tmp_path):
    """Decision: ``cat`` is true when missing; false leaves the chair empty."""
    def change(root):
        set_prop(root, "h1", "cat", "false", "bool")
        set_prop(root, "h2", "cat", None)
    k = read_kitchen(broken(tmp_path, change))
    assert [c.cat for c in k.chairs] == [True, False, True, True]


def test_another_layout_is_read_as_drawn(tmp_path):
    """A family's own kitchen: the table moved, its ring with it, fewer holes, a chair
    facing sideways."""
    def change(root):
        place(root, "table", 3, 3)
        ring = [(x, y) for y in range(2, 6) for x in range(2, 6) if not (3 <= x <= 4 and 3 <= y <= 4)]
        for oid, (x, y) in zip(range(6, 18), ring):
            place(root, oid, x, y)
        remove(root, "o6", "o7")
        place(root, "h1", 1, 7)
        set_prop(root, "h1", "back", "left")
    k = read_kitchen(broken(tmp_path, change))
    assert k.table == {(3, 3), (4, 3), (3, 4), (4, 4)}
    assert len(k.ring) == 12 and k.ring[0] == (2, 2) and k.ring[-1] == (5, 5)
    assert [h.id for h in k.holes] == [f"o{i}" for i in range(6)]
    assert k.chairs[1] == ChairStart("h1", (1, 7), "left", True)


# ---------------------------------------------------------------- the map itself
@pytest.mark.parametrize(("attribute", "value", "said"), [
    ("width", "13", "13x12"), ("height", "8", "12x8"),
])
def test_a_kitchen_that_is_not_12_by_12(tmp_path, attribute, value, said):
    path = broken(tmp_path, lambda root: root.set(attribute, value))
    expect(path, said, "12x12", code="bad_tmx")


def test_missing_kitchen_layer(tmp_path):
    def change(root):
        root.remove(kitchen_group(root))
    err = expect(broken(tmp_path, change), "'kitchen'", code="no_layer")
    assert err.fields["layer"] == "kitchen"


def test_missing_file(tmp_path):
    expect(tmp_path / "nowhere.tmx", "not found", code="not_found")


@pytest.mark.parametrize("kind", ["sofa", "Chair", ""])
def test_an_unknown_class(tmp_path, kind):
    path = broken(tmp_path, lambda root: obj(root, "h2").set("type", kind))
    expect(path, "kitchen object 28 'h2'", repr(kind), "hideout, table, start, hole, chair", oid=28)


# ---------------------------------------------------------------- on the grid
def test_an_object_that_is_a_point(tmp_path):
    def change(root):
        o = obj(root, "h0")
        for attribute in ("width", "height"):
            o.attrib.pop(attribute)
        ET.SubElement(o, "point")
    expect(broken(tmp_path, change), "kitchen object 26 'h0'", "point", "rectangles", oid=26)


@pytest.mark.parametrize(("attribute", "value"), [
    ("x", "100"), ("y", "47.5"), ("width", "50"), ("height", "24"),
])
def test_an_object_not_snapped_to_the_grid(tmp_path, attribute, value):
    path = broken(tmp_path, lambda root: obj(root, "o3").set(attribute, value))
    expect(path, "kitchen object 21 'o3'", f"{attribute}={value}", "snap it to the grid", oid=21)


@pytest.mark.parametrize("attribute", ["width", "height"])
def test_an_object_of_no_size(tmp_path, attribute):
    path = broken(tmp_path, lambda root: obj(root, 6).set(attribute, "0"))
    expect(path, "kitchen object 6", "at least one square", oid=6)


@pytest.mark.parametrize(("x", "y", "w", "h"), [(12, 3, 1, 1), (3, -1, 1, 1), (11, 3, 2, 1),
                                                (3, 11, 1, 2), (40, 40, 1, 1)])
def test_an_object_off_the_board(tmp_path, x, y, w, h):
    path = broken(tmp_path, lambda root: place(root, "h3", x, y, w, h))
    expect(path, "kitchen object 29 'h3'", "12x12 board", code="off_board", oid=29)


# ---------------------------------------------------------------- hideouts
def test_a_missing_hideout(tmp_path):
    path = broken(tmp_path, lambda root: remove(root, "H2"))
    err = expect(path, "layer 'kitchen'", "no hideout in corner 2", "top-right", code="bad_tmx")
    assert err.fields["layer"] == "kitchen"


def test_all_hideouts_missing_are_listed(tmp_path):
    path = broken(tmp_path, lambda root: remove(root, "H0", "H3"))
    expect(path, "corner 0 (bottom-left, H0), 3 (bottom-right, H3)", code="bad_tmx")


def test_two_hideouts_in_one_corner(tmp_path):
    def change(root):
        set_prop(root, "H3", "corner", "2", "int")
        obj(root, "H3").set("name", "H2")
    expect(broken(tmp_path, change), "kitchen object 4 'H2'", "second hideout in corner 2",
           "object 3", oid=4)


@pytest.mark.parametrize(("value", "kind"), [("4", "int"), ("-1", "int"), ("2", None),
                                             ("true", "bool"), (None, None)])
def test_a_hideout_with_a_bad_corner(tmp_path, value, kind):
    path = broken(tmp_path, lambda root: set_prop(root, "H1", "corner", value, kind))
    expect(path, "kitchen object 2 'H1'", "corner=", "from 0 to 3", oid=2)


@pytest.mark.parametrize("name", ["H1", "", "h0", "hideout"])
def test_a_hideout_named_after_another_corner(tmp_path, name):
    path = broken(tmp_path, lambda root: obj(root, "H0").set("name", name))
    expect(path, "kitchen object 1", repr(name), "named 'H0'", oid=1)


@pytest.mark.parametrize(("x", "y", "w", "h", "said"), [
    (0, 9, 2, 3, "a10-b12"), (0, 10, 1, 2, "a11-a12"), (0, 10, 3, 2, "a11-c12"),
    (2, 10, 2, 2, "c11-d12"), (5, 2, 2, 2, "f3-g4"),
])
def test_a_hideout_not_2x2_in_its_corner(tmp_path, x, y, w, h, said):
    path = broken(tmp_path, lambda root: place(root, "H0", x, y, w, h))
    expect(path, "kitchen object 1 'H0'", said, "bottom-left", "a11-b12", oid=1)


# ---------------------------------------------------------------- the table
def test_no_table(tmp_path):
    path = broken(tmp_path, lambda root: remove(root, "table"))
    expect(path, "layer 'kitchen'", "no table", code="bad_tmx")


def test_two_tables(tmp_path):
    path = broken(tmp_path, lambda root: add(root, 40, "table", 2, 5, "bench", 1, 1))
    expect(path, "kitchen object 40 'bench'", "second table", "object 5", oid=40)


@pytest.mark.parametrize(("w", "h", "said"), [(3, 2, "3x2"), (1, 1, "1x1"), (2, 3, "2x3")])
def test_a_table_not_2x2(tmp_path, w, h, said):
    path = broken(tmp_path, lambda root: place(root, "table", 5, 5, w, h))
    expect(path, "kitchen object 5 'table'", said, "the table is 2x2", oid=5)


@pytest.mark.parametrize(("x", "y"), [(0, 5), (10, 5), (5, 0), (5, 10)])
def test_a_table_on_the_edge(tmp_path, x, y):
    path = broken(tmp_path, lambda root: place(root, "table", x, y))
    expect(path, "kitchen object 5 'table'", "edge of the board", oid=5)


@pytest.mark.parametrize(("x", "y", "hideout"), [(1, 1, "H1"), (2, 8, "H0"), (8, 2, "H2")])
def test_a_table_on_or_against_a_hideout(tmp_path, x, y, hideout):
    path = broken(tmp_path, lambda root: place(root, "table", x, y))
    expect(path, "kitchen object 5 'table'", f"hideout '{hideout}'", oid=5)


# ---------------------------------------------------------------- start squares
def test_a_missing_start_square(tmp_path):
    path = broken(tmp_path, lambda root: remove(root, 9, 14))
    err = expect(path, "layer 'kitchen'", "no start square on h5, e8", "12 squares", "f6-g7",
                 code="bad_tmx")
    assert err.fields["layer"] == "kitchen"


def test_a_start_square_away_from_the_table(tmp_path):
    path = broken(tmp_path, lambda root: place(root, 9, 8, 4))
    expect(path, "kitchen object 9", "i5", "does not touch the table", oid=9)


def test_a_start_square_under_the_table(tmp_path):
    path = broken(tmp_path, lambda root: place(root, 10, 5, 5))
    expect(path, "kitchen object 10", "f6", "under the table", oid=10)


def test_a_start_square_in_a_hideout(tmp_path):
    path = broken(tmp_path, lambda root: place(root, 11, 11, 11))
    expect(path, "kitchen object 11", "l12", "hideout 'H3'", oid=11)


def test_a_start_square_in_front_of_a_hole(tmp_path):
    path = broken(tmp_path, lambda root: place(root, 11, 0, 4))
    expect(path, "kitchen object 11", "a5", "hole 'o7'", oid=11)


def test_a_start_square_under_a_chair(tmp_path):
    """A chair on a start square: the start square is not free floor."""
    path = broken(tmp_path, lambda root: place(root, "h2", 7, 4))
    expect(path, "kitchen object 9", "h5", "chair 'h2'", "free floor", oid=9)


def test_a_start_square_twice(tmp_path):
    path = broken(tmp_path, lambda root: place(root, 7, 4, 4, 2, 1))
    expect(path, "kitchen object 7", "e5", "object 6", oid=7)


# ---------------------------------------------------------------- holes
@pytest.mark.parametrize(("x", "y"), [(4, 1), (5, 5), (10, 6)])
def test_a_hole_off_the_edge(tmp_path, x, y):
    path = broken(tmp_path, lambda root: place(root, "o5", x, y))
    expect(path, "kitchen object 23 'o5'", square_name((x, y)), "not on the edge", oid=23)


@pytest.mark.parametrize(("name", "side", "edge"), [("o0", "down", "up"), ("o2", "left", "right"),
                                                    ("o6", "up", "left")])
def test_a_hole_in_the_wrong_wall(tmp_path, name, side, edge):
    path = broken(tmp_path, lambda root: set_prop(root, name, "side", side))
    expect(path, f"'{name}'", f"on the {edge} edge", f"side is '{side}'")


@pytest.mark.parametrize("side", ["north", "Up", "", None])
def test_a_hole_with_a_bad_side(tmp_path, side):
    path = broken(tmp_path, lambda root: set_prop(root, "o1", "side", side))
    expect(path, "kitchen object 19 'o1'", f"side={side!r}", "up, down, left, right", oid=19)


@pytest.mark.parametrize(("x", "y", "side", "hideout"), [(0, 1, "left", "H1"), (11, 10, "right", "H3"),
                                                         (1, 11, "down", "H0")])
def test_a_hole_in_a_hideout(tmp_path, x, y, side, hideout):
    def change(root):
        place(root, "o4", x, y)
        set_prop(root, "o4", "side", side)
    expect(broken(tmp_path, change), "kitchen object 22 'o4'", f"hideout '{hideout}'", oid=22)


def test_two_holes_on_one_square(tmp_path):
    path = broken(tmp_path, lambda root: place(root, "o1", 4, 0))
    expect(path, "kitchen object 19 'o1'", "e1", "hole 'o0'", oid=19)


def test_a_hole_of_two_squares(tmp_path):
    path = broken(tmp_path, lambda root: place(root, "o0", 4, 0, 2, 1))
    expect(path, "kitchen object 18 'o0'", "2 squares", "e1-f1", "1x1", oid=18)


@pytest.mark.parametrize(("name", "why"), [("o8", "o0..o7"), ("hole", "o0..o7"), ("o01", "o0..o7"),
                                           ("o0", "object 18")])
def test_a_hole_misnamed(tmp_path, name, why):
    path = broken(tmp_path, lambda root: obj(root, "o5").set("name", name))
    expect(path, "kitchen object 23", repr(name), why, oid=23)


def test_a_single_hole(tmp_path):
    """Decision: a hole alone leads nowhere (none, or two and more)."""
    path = broken(tmp_path, lambda root: remove(root, *(f"o{i}" for i in range(1, 8))))
    expect(path, "kitchen object 18 'o0'", "only hole", oid=18)


def test_no_holes_at_all(tmp_path):
    path = broken(tmp_path, lambda root: remove(root, *(f"o{i}" for i in range(8))))
    k = read_kitchen(path)
    assert k.holes == () and k.hole_at == {}


# ---------------------------------------------------------------- chairs
@pytest.mark.parametrize("drop", [1, 4])
def test_not_four_chairs(tmp_path, drop):
    path = broken(tmp_path, lambda root: remove(root, *(f"h{i}" for i in range(drop))))
    expect(path, "layer 'kitchen'", f"has {4 - drop} chairs", "4", code="bad_tmx")


def test_a_fifth_chair(tmp_path):
    path = broken(tmp_path, lambda root: add(root, 40, "chair", 3, 3, "h4", back="up"))
    expect(path, "layer 'kitchen'", "has 5 chairs", code="bad_tmx")


@pytest.mark.parametrize(("x", "y", "said"), [(0, 0, "hideout 'H1'"), (11, 11, "hideout 'H3'"),
                                              (6, 6, "under the table"), (7, 0, "hole 'o1'"),
                                              (2, 2, "chair 'h1'")])
def test_a_chair_where_none_may_stand(tmp_path, x, y, said):
    path = broken(tmp_path, lambda root: place(root, "h2", x, y))
    expect(path, "kitchen object 28 'h2'", square_name((x, y)), said, oid=28)


@pytest.mark.parametrize("back", ["front", "Down", "", None])
def test_a_chair_with_a_bad_back(tmp_path, back):
    path = broken(tmp_path, lambda root: set_prop(root, "h3", "back", back))
    expect(path, "kitchen object 29 'h3'", f"back={back!r}", "up, down, left, right", oid=29)


@pytest.mark.parametrize(("value", "kind"), [("yes", None), ("1", "int")])
def test_a_chair_with_a_bad_cat(tmp_path, value, kind):
    path = broken(tmp_path, lambda root: set_prop(root, "h0", "cat", value, kind))
    expect(path, "kitchen object 26 'h0'", "cat=", "true or false", oid=26)


def test_a_chair_of_two_squares(tmp_path):
    path = broken(tmp_path, lambda root: place(root, "h0", 2, 8, 1, 2))
    expect(path, "kitchen object 26 'h0'", "2 squares", "c9-c10", oid=26)


@pytest.mark.parametrize("name", ["h4", "chair", "", "H0", "h-1"])
def test_a_chair_misnamed(tmp_path, name):
    path = broken(tmp_path, lambda root: obj(root, "h0").set("name", name))
    expect(path, "kitchen object 26", repr(name), "h0..h3", oid=26)


def test_two_chairs_of_one_name(tmp_path):
    path = broken(tmp_path, lambda root: obj(root, "h1").set("name", "h0"))
    expect(path, "kitchen object 27 'h0'", "object 26", oid=27)
