"""The Tiled levels (``levels/*.tmx``) and their loader ``game/core/levels.py``
(DESIGN.md "Boards as Tiled maps"; RULES.md section 1 "Board", "Cheese", "Mice").

Broken levels are copies of ``levels/drole.tmx`` (with its tileset) written to a
temporary folder with one thing damaged; each must raise a LevelError whose message
names the file and the object at fault.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from game import paths
from game.config import load_yaml
from game.core.levels import Level, LevelError, load_level
from game.games.drole.level import SIDES, Board, edges_of, read_board

ROOT = Path(__file__).resolve().parents[2]
LEVELS = sorted(paths.LEVELS.glob("*.tmx"))
DROLE = paths.LEVELS / "drole.tmx"
SIZES = ("small", "medium", "large")


def game_of(path: Path) -> str:
    """The map's custom property ``game`` (which game's board it is)."""
    root = ET.parse(path).getroot()
    for prop in root.iter("property"):
        if prop.get("name") == "game":
            return prop.get("value")
    raise AssertionError(f"{path.name} has no 'game' property")


def sizes_of(game_id: str) -> tuple[str, ...]:
    return tuple(load_yaml(paths.CONFIG / f"{game_id}.yaml")["sizes"])


def load_drole(path: Path) -> Board:
    """A Drôle de fromage board read from the level at ``path``."""
    return read_board(load_level(path), SIZES)


def rc(board: Board, square: int) -> tuple[int, int]:
    return board.rc(square)


# --------------------------------------------------------------------- the levels
def test_there_are_levels():
    """DESIGN.md: boards are Tiled maps in levels/; Drôle de fromage's is drole.tmx."""
    assert DROLE in LEVELS


@pytest.mark.parametrize("path", LEVELS, ids=lambda p: p.name)
def test_every_level_loads_and_is_its_games_level(path):
    """Every level loads and names its game, whose descriptor plays on it."""
    import importlib
    game_id = game_of(path)
    assert (paths.CONFIG / f"{game_id}.yaml").is_file()
    level = load_level(path)
    assert isinstance(level, Level) and level.object_layers
    # the game's own descriptor (a game still being built is not yet in config/games.yaml)
    assert importlib.import_module(f"game.games.{game_id}").GAME.level_file == path.name


def test_the_drole_level_checks_out():
    """Seats on their own edges, on distinct squares, never on a piece; every piece on
    the board."""
    level = load_level(DROLE)
    board = read_board(level, SIZES)
    for side, square in board.starts.items():
        assert side in SIDES and side in edges_of(level, *board.rc(square))
        assert square not in board.pieces
    assert len(set(board.starts.values())) == len(board.starts)
    assert all(0 <= sq < board.rows * board.cols for sq in board.pieces)


@pytest.mark.parametrize("path", LEVELS, ids=lambda p: p.name)
def test_the_reader_agrees_with_pytmx(path):
    """The core reads Tiled maps itself (pytmx imports pygame whenever pygame is
    installed); on every shipped level it finds what pytmx finds: the map's size, each
    object layer's objects with their ids, names, classes, positions and properties."""
    pytmx = pytest.importorskip("pytmx")
    theirs = pytmx.TiledMap(str(path))
    ours = load_level(path)
    assert (ours.width, ours.height) == (theirs.width, theirs.height)
    assert (ours.tile_width, ours.tile_height) == (theirs.tilewidth, theirs.tileheight)
    assert ours.properties == dict(theirs.properties)
    groups = {layer.name: layer for layer in theirs.layers if isinstance(layer, pytmx.TiledObjectGroup)}
    assert set(groups) == set(ours.object_layers)
    for name, objects in ours.object_layers.items():
        theirs_objects = sorted(groups[name], key=lambda o: o.id)
        assert [o.id for o in objects] == [o.id for o in theirs_objects]
        for mine, other in zip(objects, theirs_objects):
            assert (mine.x, mine.y) == (other.x, other.y)
            assert mine.name == (other.name or "")
            assert mine.kind == (other.type or "")
            assert mine.properties == dict(other.properties)


def test_the_drole_board():
    """RULES.md §1 "Board", "Cheese", "Mice": 8x8; four seats on their own edges at
    South (8,5), North (1,4), West (5,1), East (4,8) (1-based); 16 pieces on rows 3-6 x
    columns 3-6, small at the corners, large in the centre, medium on the sides."""
    level = load_level(DROLE)
    board = read_board(level, SIZES)
    assert (board.rows, board.cols) == (8, 8)
    starts = {side: board.rc(sq) for side, sq in board.starts.items()}
    assert starts == {"south": (7, 4), "north": (0, 3), "west": (4, 0), "east": (3, 7)}
    assert {side: edges_of(level, *sq) for side, sq in starts.items()} == {
        side: {side} for side in SIDES}
    assert len(board.pieces) == 16
    for sq, size in board.pieces.items():
        r, c = board.rc(sq)
        assert 2 <= r <= 5 and 2 <= c <= 5
        edge = (r in (2, 5)) + (c in (2, 5))
        assert size == {2: "small", 1: "medium", 0: "large"}[edge], (r, c)
    counts = {s: list(board.pieces.values()).count(s) for s in SIZES}
    assert counts == {"small": 4, "medium": 8, "large": 4}      # seed 000 "Matériel"


def test_the_drole_level_is_the_one_the_rules_use():
    """config/drole.yaml names the level; the rules' geometry is that level."""
    from game.games.drole import GAME
    config = GAME.config()
    assert load_yaml(paths.CONFIG / "drole.yaml")["level"] == "drole.tmx"
    board = load_drole(DROLE)
    assert (board.rows, board.cols) == (config.rows, config.cols)
    assert dict(zip(config.piece_squares, config.piece_sizes)) == {
        board.rc(sq): size for sq, size in board.pieces.items()}
    assert config.board.starts == board.starts


def test_the_tmx_references_a_tileset_that_exists():
    """DESIGN.md "Boards as Tiled maps": each map's tileset file and its image are
    in the repository, and the tiles the board layer uses are in the tileset."""
    for path in LEVELS:
        root = ET.parse(path).getroot()
        tilesets = root.findall("tileset")
        assert tilesets, f"{path.name} has no tileset"
        gids = set()
        for layer in root.findall("layer"):
            data = layer.find("data")
            assert data is not None and data.get("encoding") == "csv"
            gids |= {int(v) for v in data.text.replace("\n", "").split(",") if v.strip()}
        ranges = []
        for tileset in tilesets:
            source = tileset.get("source")
            assert source, f"{path.name}: embedded tilesets are not used"
            tsx = (path.parent / source)
            assert tsx.is_file(), f"{path.name} references missing {source}"
            ts = ET.parse(tsx).getroot()
            image = ts.find("image")
            assert image is not None and (tsx.parent / image.get("source")).is_file()
            first = int(tileset.get("firstgid"))
            ranges.append(range(first, first + int(ts.get("tilecount"))))
        assert all(any(g in r for r in ranges) for g in gids - {0}), sorted(gids)


def test_loading_a_level_does_not_import_pygame():
    """DESIGN.md "Layout": the headless core never loads pygame (nor pytmx, which
    would). Run in a fresh interpreter."""
    code = textwrap.dedent(f"""
        import json, sys
        from game.core.levels import load_level
        level = load_level({str(DROLE)!r})
        import game.games.drole.rules
        print(json.dumps({{"rows": level.height, "pytmx": "pytmx" in sys.modules,
                          "pygame": sorted(m for m in sys.modules
                                           if m == "pygame" or m.startswith("pygame."))}}))
    """)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result == {"rows": 8, "pytmx": False, "pygame": []}


def test_a_level_loads_after_pygame_too():
    """The view loads pygame first; the loader must still work then."""
    code = textwrap.dedent(f"""
        import pygame
        from game.core.levels import load_level
        print(load_level({str(DROLE)!r}).height)
    """)
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().splitlines()[-1] == "8"


# ---------------------------------------------------------------- broken levels
def broken(tmp_path: Path, change) -> Path:
    """A copy of drole.tmx (with its tileset and image) in tmp_path, changed by
    ``change(root)`` on the XML tree, or replaced by ``change`` if it is a string."""
    for name in ("board_tiles.tsx", "board_tiles.png"):
        shutil.copy(paths.LEVELS / name, tmp_path / name)
    target = tmp_path / "broken.tmx"
    if isinstance(change, str):
        target.write_text(change, encoding="utf-8")
        return target
    tree = ET.parse(DROLE)
    change(tree.getroot())
    tree.write(target, encoding="UTF-8", xml_declaration=True)
    return target


def obj(root, oid: int):
    for o in root.iter("object"):
        if o.get("id") == str(oid):
            return o
    raise KeyError(oid)


def set_prop(root, oid: int, name: str, value: str) -> None:
    for prop in obj(root, oid).iter("property"):
        if prop.get("name") == name:
            prop.set("value", value)
            return
    raise KeyError(name)


def drop_group(root, name: str) -> None:
    for group in root.findall("objectgroup"):
        if group.get("name") == name:
            root.remove(group)
            return
    raise KeyError(name)


def expect(path: Path, code: str, *words: str) -> LevelError:
    with pytest.raises(LevelError) as info:
        load_drole(path)
    err = info.value
    message = str(err)
    assert str(path) in message, message                      # names the file
    for word in words:
        assert word in message, f"{message!r} lacks {word!r}"
    assert err.code == code and err.path == path
    return err


def test_the_unchanged_copy_loads(tmp_path):
    """The control: the copying itself breaks nothing."""
    board = load_drole(broken(tmp_path, lambda root: None))
    assert board.starts == load_drole(DROLE).starts


def test_seat_off_its_edge(tmp_path):
    """RULES.md §1 "Mice": a seat starts on its own edge. South moved up one row."""
    path = broken(tmp_path, lambda root: obj(root, 1).set("y", "416"))
    err = expect(path, "bad_object", "seats object 1", "south")
    assert err.fields["object"] == 1


def test_seat_on_another_edge(tmp_path):
    """A west seat placed on the north edge is not on its own edge."""
    def change(root):
        obj(root, 2).set("x", "96")
        obj(root, 2).set("y", "32")
    expect(broken(tmp_path, change), "bad_object", "seats object 2", "west edge")


def test_unknown_side(tmp_path):
    """Seats are on north, east, south or west."""
    path = broken(tmp_path, lambda root: set_prop(root, 2, "side", "up"))
    err = expect(path, "bad_object", "seats object 2", "'up'")
    assert err.fields["object"] == 2


def test_seat_without_a_side(tmp_path):
    def change(root):
        o = obj(root, 3)
        o.remove(o.find("properties"))
    expect(broken(tmp_path, change), "bad_object", "seats object 3", "None")


def test_duplicate_side(tmp_path):
    """One seat per side: East's object turned into a second North."""
    path = broken(tmp_path, lambda root: set_prop(root, 4, "side", "north"))
    err = expect(path, "bad_object", "seats object 4", "north", "object 3")
    assert err.fields["object"] == 4


def test_cheese_off_board(tmp_path):
    path = broken(tmp_path, lambda root: obj(root, 5).set("x", "600"))
    err = expect(path, "off_board", "cheese object 5", "8x8")
    assert err.fields["object"] == 5


def test_seat_off_board(tmp_path):
    path = broken(tmp_path, lambda root: obj(root, 1).set("y", "530"))
    expect(path, "off_board", "seats object 1")


def test_bad_cheese_size(tmp_path):
    path = broken(tmp_path, lambda root: set_prop(root, 6, "size", "huge"))
    err = expect(path, "bad_object", "cheese object 6", "'huge'", "small, medium, large")
    assert err.fields["object"] == 6


def test_two_pieces_on_one_square(tmp_path):
    path = broken(tmp_path, lambda root: obj(root, 6).set("x", "160"))
    expect(path, "bad_object", "cheese object 6", "holds a piece already")


def test_seat_on_a_cheese_square(tmp_path):
    """A seat's start square must be free of cheese: a piece put on South's."""
    def change(root):
        obj(root, 20).set("x", "288")
        obj(root, 20).set("y", "480")
    expect(broken(tmp_path, change), "bad_object", "seats object 1", "cheese square")


@pytest.mark.parametrize("layer", ["seats", "cheese"])
def test_missing_layer(tmp_path, layer):
    path = broken(tmp_path, lambda root: drop_group(root, layer))
    err = expect(path, "no_layer", f"'{layer}'")
    assert err.fields["layer"] == layer


def test_a_board_with_no_cheese_is_refused(tmp_path):
    """Issue 17: a board with no piece makes a game that is over before it begins."""
    def change(root):
        for group in root.findall("objectgroup"):
            if group.get("name") == "cheese":
                for o in list(group):
                    group.remove(o)
    err = expect(broken(tmp_path, change), "empty_layer", "'cheese'", "no piece")
    assert err.fields == {"layer": "cheese"}
    from game import i18n
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        said = i18n.describe(err)
        assert "broken.tmx" in said and "cheese" in said and "{" not in said
    i18n.set_language("en")


def test_not_xml(tmp_path):
    path = broken(tmp_path, "this is not a Tiled map <<<")
    expect(path, "bad_tmx", "not a Tiled map")


def test_missing_file(tmp_path):
    path = tmp_path / "nowhere.tmx"
    expect(path, "not_found", "not found")


def test_missing_tileset(tmp_path):
    """A map whose tileset file is gone cannot be read."""
    path = broken(tmp_path, lambda root: None)
    (tmp_path / "board_tiles.tsx").unlink()
    expect(path, "bad_tmx")


# ------------------------------------------------- what any level file may hold
@pytest.mark.parametrize("attribute", ["tilewidth", "tileheight", "width", "height"])
@pytest.mark.parametrize("value", ["0", "-3", "nan", "abc", "100000"])
def test_bad_map_sizes_are_named(tmp_path, attribute, value):
    """A map's sizes are whole numbers in a sane range (a zero tile width used to
    divide by zero)."""
    path = broken(tmp_path, lambda root: root.set(attribute, value))
    expect(path, "bad_tmx", attribute, repr(value))


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "1e400", "twelve", "9" * 5000])
def test_an_object_at_no_number_is_named(tmp_path, value):
    path = broken(tmp_path, lambda root: obj(root, 7).set("x", value))
    err = expect(path, "bad_object", "cheese object 7", "x=")
    assert err.fields["object"] == 7
    assert len(str(err)) < len(str(path)) + 120, "a readable message, not the whole value"


def test_a_bad_typed_property_is_named(tmp_path):
    def change(root):
        prop = next(obj(root, 8).iter("property"))
        prop.set("type", "int")
    expect(broken(tmp_path, change), "bad_object", "cheese object 8", "not a int")


def test_entities_are_refused(tmp_path):
    """A map never declares entities (a "billion laughs" file would flood memory)."""
    text = DROLE.read_text(encoding="utf-8").replace(
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<?xml version="1.0"?><!DOCTYPE map [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;">]>')
    expect(broken(tmp_path, text), "bad_tmx", "DOCTYPE")


def test_a_huge_file_is_refused_unread(tmp_path):
    path = broken(tmp_path, "x")
    with open(path, "wb") as handle:
        handle.truncate(64 * 1024 * 1024)        # sparse: takes no room
    expect(path, "too_big", "too large")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_a_named_pipe_is_refused_without_hanging(tmp_path):
    path = tmp_path / "pipe.tmx"
    os.mkfifo(path)
    expect(path, "unreadable", "not a regular file")


def test_objects_of_every_shape_and_typed_properties(tmp_path):
    """The generic reader: a graph board or a kitchen is made of named objects with
    classes, sizes, polylines and typed properties."""
    text = textwrap.dedent("""\
        <?xml version="1.0" encoding="UTF-8"?>
        <map version="1.10" orientation="orthogonal" width="10" height="6" tilewidth="32"
             tileheight="32" infinite="0">
         <objectgroup id="1" name="places">
          <object id="3" name="can" class="start" x="10" y="20" width="40" height="30">
           <properties>
            <property name="route_cheese" type="int" value="2"/>
            <property name="up" type="object" value="4"/>
            <property name="shiny" type="bool" value="true"/>
            <property name="weight" type="float" value="1.5"/>
            <property name="note">two
        lines</property>
           </properties>
          </object>
          <object id="4" name="table" type="table" x="100" y="5"><point/></object>
          <object id="5" name="path" x="1" y="2"><polyline points="0,0 10,5 20,0"/></object>
         </objectgroup>
        </map>
        """)
    path = tmp_path / "graph.tmx"
    path.write_text(text, encoding="utf-8")
    level = load_level(path)
    can, table, line = level.layer("places")
    assert (can.name, can.kind, can.width, can.height) == ("can", "start", 40.0, 30.0)
    assert can.properties == {"route_cheese": 2, "up": 4, "shiny": True, "weight": 1.5,
                              "note": "two\nlines"}
    assert (table.kind, table.shape) == ("table", "point")
    assert line.points == ((1.0, 2.0), (11.0, 7.0), (21.0, 2.0))
    assert level.cell(can) == (0, 0) and level.centre(can) == (30.0, 35.0)
    err = level.error("links to nowhere", table)
    assert "places object 4 'table'" in str(err) and err.fields["object"] == 4
