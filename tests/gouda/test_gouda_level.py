"""The Gouda! Gouda! shelf: ``levels/gouda.tmx`` read by ``game/games/gouda/level.py``
(RULES.md section 2 "Board"; DESIGN.md "Boards as Tiled maps").

The shipped level must be exactly RULES.md's default graph. Broken levels are copies of
``levels/gouda.tmx`` (with the tileset it names) in a temporary folder with one thing
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
import tempfile
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import paths
from game.core.levels import LevelError
from game.games.gouda import GAME
from game.games.gouda.level import KINDS, MAX_PLACES, Shelf, read_shelf

ROOT = Path(__file__).resolve().parents[2]
GOUDA = paths.LEVELS / "gouda.tmx"

#: RULES.md section 2 "Board", the default graph: each place's up links.
UP = {
    "can": {"tin"}, "crate_left": {"tin"}, "crate_right": {"tin"},
    "tin": {"pot", "cup"}, "cup": {"pot"},
    "pot": {"bottle", "sugar"}, "sugar": {"bottle"},
    "bottle": {"jar", "teapot"}, "teapot": {"jar"},
    "jar": {"newspapers", "yellow_boxes"},
    "newspapers": {"table"}, "yellow_boxes": {"table"},
    "table": set(),
}
DOWN = {name: {below for below, ups in UP.items() if name in ups} for name in UP}
DISTANCE = {"can": 6, "crate_left": 6, "crate_right": 6, "tin": 5, "cup": 5, "pot": 4,
            "sugar": 4, "bottle": 3, "teapot": 3, "jar": 2, "newspapers": 1,
            "yellow_boxes": 1, "table": 0}
SPINE = ("tin", "pot", "bottle", "jar")
DETOURS = ("cup", "sugar", "teapot")


def graph(shelf: Shelf) -> dict[str, object]:
    """What a shelf means, whatever the order its level lists things in."""
    return {
        "up": {name: set(place.up) for name, place in shelf.places.items()},
        "down": {name: set(place.down) for name, place in shelf.places.items()},
        "kind": {name: place.kind for name, place in shelf.places.items()},
        "rect": {name: (p.x, p.y, p.w, p.h) for name, p in shelf.places.items()},
        "cheese": {name: place.route_cheese for name, place in shelf.places.items()},
        "starts": set(shelf.starts), "table": shelf.table, "distance": shelf.distance,
        "size": (shelf.width, shelf.height),
    }


# ------------------------------------------------------------ the shipped level
def test_the_shipped_shelf_is_the_rules_graph():
    """RULES.md: starts can, crate_left, crate_right up to tin; spine tin, pot,
    bottle, jar; detours cup, sugar, teapot; jar up to newspapers and yellow_boxes, each
    up to the table (never jar to table); every up link is also the reverse down link;
    the fastest route is 6 greens."""
    shelf = read_shelf(GOUDA)
    assert {name: set(p.up) for name, p in shelf.places.items()} == UP
    assert {name: set(p.down) for name, p in shelf.places.items()} == DOWN
    assert shelf.starts == ("can", "crate_left", "crate_right")
    assert shelf.table == "table"
    assert shelf.distance == DISTANCE
    assert "table" not in shelf.place("jar").up
    assert min(shelf.distance[s] for s in shelf.starts) == 6
    kinds = {name: p.kind for name, p in shelf.places.items()}
    assert kinds == {**{n: "route" for n in (*SPINE, "newspapers", "yellow_boxes")},
                     **{n: "detour" for n in DETOURS},
                     "can": "start", "crate_left": "start", "crate_right": "start",
                     "table": "table"}
    assert set(kinds.values()) == set(KINDS)
    # the spine is listed first among a place's up links (the quick way up)
    for low, high in zip(SPINE, SPINE[1:]):
        assert shelf.place(low).up[0] == high
    for place in shelf.places.values():          # links both ways, no down to a start
        for above in place.up:
            assert place.name in shelf.place(above).down
        assert all(shelf.place(b).kind != "start" for b in place.up)
    assert all(not shelf.place(s).down for s in shelf.starts)


def test_cheese_along_the_route_lies_on_the_detours():
    shelf = read_shelf(GOUDA)
    assert {n: p.route_cheese for n, p in shelf.places.items() if p.route_cheese} == {
        "cup": 1, "sugar": 1, "teapot": 1}


def test_the_picture_is_laid_out_like_a_shelf():
    """960x720 (a 4:3 picture a scene scales to 800x600): starts at the bottom with
    the can between the crates, the spine rising in the middle, detours to the sides,
    the two top places left and right below the table; each rectangle holds a stack of
    badges, inside the picture, none over another."""
    shelf = read_shelf(GOUDA)
    assert (shelf.width, shelf.height) == (960, 720)
    p = shelf.places
    mid = shelf.width / 2

    def cx(name):
        return p[name].x + p[name].w / 2

    def top(name):
        return p[name].y

    assert cx("crate_left") < cx("can") < cx("crate_right")
    assert abs(cx("can") - mid) < 20 and abs(cx("table") - mid) < 20
    bottom = min(top(s) for s in shelf.starts)
    assert all(top(n) < bottom for n in p if n not in shelf.starts)
    for name in SPINE:
        assert abs(cx(name) - mid) < 20
    ys = [top(n) for n in ("can", *SPINE)]
    assert ys == sorted(ys, reverse=True)                       # rising
    for detour in DETOURS:
        assert abs(cx(detour) - mid) > 150                      # to a side
        (below,), (above,) = p[detour].down, p[detour].up
        assert top(above) < top(detour) < top(below)
    assert cx("newspapers") < mid < cx("yellow_boxes")
    assert all(top("table") < top(n) for n in p if n != "table")
    for place in p.values():
        assert (120 <= place.w <= 170 or place.kind == "table") and 80 <= place.h <= 110
        assert place.x >= 0 and place.y >= 0
        assert place.x + place.w <= shelf.width and place.y + place.h <= shelf.height
    rects = list(p.values())
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            apart = (a.x + a.w <= b.x or b.x + b.w <= a.x or a.y + a.h <= b.y or b.y + b.h <= a.y)
            assert apart, (a.name, b.name)


def test_the_configs_shelf_is_the_shipped_one_read_once():
    """The shelf lives on the game's config (issue 18), read once with it."""
    assert GAME.config().shelf is GAME.config().shelf
    assert graph(GAME.config().shelf) == graph(read_shelf(GOUDA))


def test_the_level_names_its_game_and_explains_itself():
    root = ET.parse(GOUDA).getroot()
    props = {p.get("name"): p.get("value") or "" for p in root.findall("properties/property")}
    assert props["game"] == "gouda" and "places" in props["about"]
    assert root.get("version") == "1.10" and root.get("orientation") == "orthogonal"


def test_reading_the_shelf_does_not_import_pygame():
    """DESIGN.md "Layout": the headless model never loads pygame (fresh interpreter)."""
    code = textwrap.dedent("""
        import json, sys
        from game.games.gouda import GAME
        shelf = GAME.config().shelf
        print(json.dumps({"table": shelf.table,
                          "pygame": sorted(m for m in sys.modules
                                           if m == "pygame" or m.startswith("pygame."))}))
    """)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.strip().splitlines()[-1]) == {"table": "table", "pygame": []}


def test_the_title_card_is_drawn_without_reading_the_level(tmp_path):
    """Issue 17: drawing Gouda's title card imported the game's config (the ladder it
    draws lived beside the table's backdrop), so a missing level stopped the program at
    its first screen. The card is drawn, with no level at all, without loading it."""
    code = textwrap.dedent("""
        import json, sys
        from pathlib import Path
        from game import paths
        paths.LEVELS = Path(sys.argv[1])
        import pygame
        pygame.init()
        from game.games.gouda import GAME
        picture = GAME.card(300, 140)
        print(json.dumps({"size": list(picture.get_size()),
                          "loaded": sorted(m for m in sys.modules if m.startswith("game.games.gouda.")
                                           and m.rsplit(".", 1)[1] in ("conf", "shelf", "rules"))}))
    """)
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    proc = subprocess.run([sys.executable, "-c", code, str(tmp_path / "no_levels")], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(proc.stdout.strip().splitlines()[-1]) == {"size": [300, 140], "loaded": []}


# --------------------------------------------------------------- any object order
def copy_tileset(folder: Path) -> None:
    for name in ("board_tiles.tsx", "board_tiles.png"):
        shutil.copy(paths.LEVELS / name, folder / name)


@pytest.fixture(scope="module")
def shuffle_dir(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("shuffled")
    copy_tileset(folder)
    return folder


@settings(max_examples=30, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.randoms(use_true_random=False))
def test_any_object_order_reads_to_the_same_shelf(shuffle_dir, rnd):
    """The order Tiled keeps the objects in (and the order of the names in ``up``)
    changes nothing but the order things are listed in."""
    tree = ET.parse(GOUDA)
    group = places_group(tree.getroot())
    objects = list(group)
    rnd.shuffle(objects)
    for o in objects:
        group.remove(o)
    for o in objects:
        group.append(o)
        for prop in o.iter("property"):
            if prop.get("name") == "up":
                names = (prop.get("value") or "").split(",")
                rnd.shuffle(names)
                prop.set("value", " , ".join(names) if rnd.random() < 0.3 else ",".join(names))
    with tempfile.NamedTemporaryFile("wb", suffix=".tmx", dir=shuffle_dir, delete=False) as handle:
        tree.write(handle, encoding="UTF-8", xml_declaration=True)
    path = Path(handle.name)
    try:
        shelf = read_shelf(path)
    finally:
        path.unlink()
    assert graph(shelf) == graph(GAME.config().shelf)
    order = [o.get("name") for o in objects]
    assert list(shelf.places) == order
    assert list(shelf.starts) == [n for n in order if n in ("can", "crate_left", "crate_right")]
    for place in shelf.places.values():                         # down: in object order
        assert list(place.down) == [n for n in order if n in DOWN[place.name]]


# ------------------------------------------------------------------ broken copies
def places_group(root: ET.Element) -> ET.Element:
    for group in root.iter("objectgroup"):
        if group.get("name") == "places":
            return group
    raise KeyError("places")


def place(root: ET.Element, name: str) -> ET.Element:
    for o in root.iter("object"):
        if o.get("name") == name:
            return o
    raise KeyError(name)


def set_prop(root: ET.Element, name: str, prop: str, value: str | None,
             kind: str | None = None) -> None:
    """Set (or, with None, remove) the custom property ``prop`` of place ``name``."""
    o = place(root, name)
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


def broken(tmp_path: Path, change) -> Path:
    """A copy of gouda.tmx (with its tileset) in tmp_path, changed by ``change(root)``."""
    copy_tileset(tmp_path)
    tree = ET.parse(GOUDA)
    change(tree.getroot())
    target = tmp_path / "broken_gouda.tmx"
    tree.write(target, encoding="UTF-8", xml_declaration=True)
    return target


def expect(path: Path, *words: str, code: str = "bad_object") -> LevelError:
    with pytest.raises(LevelError) as info:
        read_shelf(path)
    err = info.value
    message = str(err)
    assert str(path) in message and path.name in message, message     # names the file
    for word in words:
        assert word in message, f"{message!r} lacks {word!r}"
    assert err.code == code, (err.code, message)
    assert err.path == path
    return err


def test_the_unchanged_copy_loads(tmp_path):
    """The control: the copying itself breaks nothing."""
    assert graph(read_shelf(broken(tmp_path, lambda root: None))) == graph(GAME.config().shelf)


def test_missing_places_layer(tmp_path):
    def change(root):
        root.remove(places_group(root))
    err = expect(broken(tmp_path, change), "'places'", code="no_layer")
    assert err.fields["layer"] == "places"


def test_a_place_without_a_name(tmp_path):
    path = broken(tmp_path, lambda root: place(root, "tin").attrib.pop("name"))
    err = expect(path, "places object 4", "no name")
    assert err.fields == {"object": 4, "layer": "places"}


@pytest.mark.parametrize("name", ["Tin", "tin can", "2tin", "_tin", "tin-2", "étain"])
def test_a_name_that_is_not_an_id(tmp_path, name):
    path = broken(tmp_path, lambda root: place(root, "tin").set("name", name))
    expect(path, "places object 4", repr(name), "not an id")


def test_two_places_of_one_name(tmp_path):
    path = broken(tmp_path, lambda root: place(root, "cup").set("name", "tin"))
    err = expect(path, "places object 5 'tin'", "object 4")
    assert err.fields["object"] == 5


@pytest.mark.parametrize("kind", ["shelf", "Start", "", None])
def test_an_unknown_kind(tmp_path, kind):
    path = broken(tmp_path, lambda root: set_prop(root, "sugar", "kind", kind))
    expect(path, "places object 7 'sugar'", repr(kind), "start, route, detour, table")


def test_an_up_link_to_an_unknown_place(tmp_path):
    path = broken(tmp_path, lambda root: set_prop(root, "pot", "up", "bottle,attic"))
    expect(path, "places object 6 'pot'", "'attic'", "not a place")


def test_an_up_link_to_itself(tmp_path):
    path = broken(tmp_path, lambda root: set_prop(root, "jar", "up", "newspapers,jar"))
    expect(path, "places object 10 'jar'", "itself")


@pytest.mark.parametrize("value", ["pot,,cup", "pot,", "pot,pot"])
def test_an_up_list_written_wrong(tmp_path, value):
    path = broken(tmp_path, lambda root: set_prop(root, "tin", "up", value))
    expect(path, "places object 4 'tin'", "pot" if value == "pot,pot" else repr(value))


def test_an_up_link_that_is_not_text(tmp_path):
    """DESIGN.md once proposed object-id links; this level names its places."""
    path = broken(tmp_path, lambda root: set_prop(root, "tin", "up", "5", kind="object"))
    expect(path, "places object 4 'tin'", "up=5", "comma-separated")


def test_no_start_place(tmp_path):
    def change(root):
        for name in ("can", "crate_left", "crate_right"):
            set_prop(root, name, "kind", "route")
    err = expect(broken(tmp_path, change), "layer 'places'", "no start place", code="bad_tmx")
    assert err.fields["layer"] == "places"


def test_no_table(tmp_path):
    path = broken(tmp_path, lambda root: set_prop(root, "table", "kind", "route"))
    expect(path, "layer 'places'", "no table", code="bad_tmx")


def test_two_tables(tmp_path):
    path = broken(tmp_path, lambda root: set_prop(root, "newspapers", "kind", "table"))
    err = expect(path, "places object 13 'table'", "object 11 'newspapers'", "second table")
    assert err.fields["object"] == 13


def test_the_table_with_an_up_link(tmp_path):
    path = broken(tmp_path, lambda root: set_prop(root, "table", "up", "jar"))
    expect(path, "places object 13 'table'", "jar", "nothing is above the table")


@pytest.mark.parametrize("start", ["can", "crate_left", "crate_right"])
def test_a_start_place_with_a_down_link(tmp_path, start):
    """Nothing leads down to a start place: cup lists a start place in its up."""
    path = broken(tmp_path, lambda root: set_prop(root, "cup", "up", f"pot,{start}"))
    expect(path, "places object 5 'cup'", f"'{start}'", "start place")


def test_a_place_that_cannot_reach_the_table(tmp_path):
    path = broken(tmp_path, lambda root: set_prop(root, "sugar", "up", ""))
    expect(path, "places object 7 'sugar'", "cannot reach the table")


def test_a_place_with_no_up_property(tmp_path):
    path = broken(tmp_path, lambda root: set_prop(root, "teapot", "up", None))
    expect(path, "places object 9 'teapot'", "cannot reach the table", "no property 'up'")


@pytest.mark.parametrize(("name", "value", "closer", "circle"), [
    ("jar", "newspapers,yellow_boxes,bottle", "places object 10 'jar'", "bottle -> jar -> bottle"),
    ("newspapers", "table,tin", "places object 11 'newspapers'",
     "tin -> pot -> bottle -> jar -> newspapers -> tin"),
    ("sugar", "bottle,pot", "places object 7 'sugar'", "pot -> sugar -> pot"),
])
def test_a_circle_of_up_links(tmp_path, name, value, closer, circle):
    """Up links going round in a circle: the object named is the one whose link closes
    it, and the message shows the circle."""
    path = broken(tmp_path, lambda root: set_prop(root, name, "up", value))
    expect(path, closer, "circle", circle)


@pytest.mark.parametrize(("value", "kind"), [
    ("10", "int"), ("-1", "int"), ("1", None), ("true", "bool"), ("1.5", "float"),
])
def test_route_cheese_that_is_not_a_count(tmp_path, value, kind):
    path = broken(tmp_path, lambda root: set_prop(root, "cup", "route_cheese", value, kind))
    expect(path, "places object 5 'cup'", "route_cheese", "0 to 9")


@pytest.mark.parametrize(("name", "oid"), [("can", 1), ("crate_right", 3), ("table", 13)])
def test_route_cheese_on_a_start_or_the_table(tmp_path, name, oid):
    path = broken(tmp_path, lambda root: set_prop(root, name, "route_cheese", "1", "int"))
    expect(path, f"places object {oid} '{name}'", "route_cheese")


def test_route_cheese_not_a_number_at_all(tmp_path):
    """The generic reader names a typed property that is not of its type."""
    path = broken(tmp_path, lambda root: set_prop(root, "cup", "route_cheese", "lots", "int"))
    expect(path, "places object 5 'cup'", "route_cheese", "not a int")


@pytest.mark.parametrize("attribute", ["width", "height"])
def test_a_rectangle_of_no_size(tmp_path, attribute):
    path = broken(tmp_path, lambda root: place(root, "bottle").set(attribute, "0"))
    expect(path, "places object 8 'bottle'", "rectangle")


def test_a_rectangle_of_negative_size(tmp_path):
    path = broken(tmp_path, lambda root: place(root, "bottle").set("width", "-40"))
    expect(path, "places object 8 'bottle'", "negative size")


def test_a_place_that_is_a_point(tmp_path):
    def change(root):
        o = place(root, "pot")
        for attribute in ("width", "height"):
            o.attrib.pop(attribute)
        ET.SubElement(o, "point")
    expect(broken(tmp_path, change), "places object 6 'pot'", "point")


@pytest.mark.parametrize(("attribute", "value"), [
    ("x", "850"), ("y", "680"), ("x", "-1"), ("y", "-20"), ("x", "5000"),
])
def test_a_rectangle_outside_the_picture(tmp_path, attribute, value):
    path = broken(tmp_path, lambda root: place(root, "sugar").set(attribute, value))
    err = expect(path, "places object 7 'sugar'", "960x720", code="off_board")
    assert err.fields["object"] == 7


@pytest.mark.parametrize("value", ["nan", "inf", "1e400", "many"])
def test_a_rectangle_at_no_number(tmp_path, value):
    """The generic reader refuses such coordinates, naming the place."""
    path = broken(tmp_path, lambda root: place(root, "jar").set("y", value))
    expect(path, "places object 10 'jar'", "y=")


def test_too_many_places(tmp_path):
    def change(root):
        group = places_group(root)
        for i in range(MAX_PLACES - len(group) + 1):
            o = ET.SubElement(group, "object", {"id": str(100 + i), "name": f"box_{i}",
                                                "x": "10", "y": "10", "width": "20",
                                                "height": "20"})
            holder = ET.SubElement(o, "properties")
            ET.SubElement(holder, "property", {"name": "kind", "value": "detour"})
            ET.SubElement(holder, "property", {"name": "up", "value": "table"})
    err = expect(broken(tmp_path, change), "layer 'places'", f"{MAX_PLACES + 1} places",
                 str(MAX_PLACES), code="bad_tmx")
    assert err.fields["layer"] == "places"


def test_as_many_places_as_allowed(tmp_path):
    """64 places are fine (the shipped 13 and 51 side boxes leading to the table)."""
    def change(root):
        group = places_group(root)
        rng = random.Random(7)
        for i in range(MAX_PLACES - len(group)):
            o = ET.SubElement(group, "object", {"id": str(100 + i), "name": f"box_{i}",
                                                "x": str(rng.randrange(900)), "y": "10",
                                                "width": "20", "height": "20"})
            holder = ET.SubElement(o, "properties")
            ET.SubElement(holder, "property", {"name": "kind", "value": "detour"})
            ET.SubElement(holder, "property", {"name": "up", "value": "table"})
    shelf = read_shelf(broken(tmp_path, change))
    assert len(shelf.places) == MAX_PLACES
    assert shelf.distance["box_0"] == 1 and "box_0" in shelf.place("table").down
