"""Issue 18: every game's table has the same shape, made of parts that are each their own
object, wired one way: the scene (``view/scene.py``: life cycle and the shared table's
hooks), the view model (``view/view_model.py``: what the table shows, reaching the table
through one reference), the input (``view/inputs.py``), the painter
(``view/painter.py``) and the event script (``view/script.py``, an
:class:`~game.table.script.EventScript`). No part imports the scene; the scene keeps no
game state (it is on the model); each part stays small; the shared base scene hands its
controls, move log and narration to components."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from game.scenes.gamescene import BaseGameScene
from game.table.script import EventScript

GAMES = {"drole": "Drole", "gouda": "Gouda", "chaos": "Chaos", "cubes": "Cubes"}
SKELETON = ("scene", "view_model", "inputs", "painter", "script", "layout", "card", "page_art")


def own_members(cls: type) -> list[str]:
    return [k for k in vars(cls) if not k.startswith("__")]


def part(game: str, module: str, name: str) -> type:
    return getattr(importlib.import_module(f"game.games.{game}.view.{module}"), name)


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_the_same_parts(game):
    folder = Path(importlib.import_module(f"game.games.{game}.view").__file__).parent
    assert all((folder / f"{name}.py").is_file() for name in SKELETON), sorted(
        name for name in SKELETON if not (folder / f"{name}.py").is_file())
    prefix = GAMES[game]
    scene = part(game, "scene", "GameScene")
    model = part(game, "view_model", f"{prefix}View")
    assert scene.__bases__ == (BaseGameScene,)
    assert not issubclass(model, BaseGameScene)
    assert issubclass(part(game, "script", f"{prefix}Script"), EventScript)
    assert len(own_members(scene)) <= 25, own_members(scene)
    for cls in (model, part(game, "inputs", f"{prefix}Input"), part(game, "painter", f"{prefix}Painter")):
        assert not issubclass(cls, BaseGameScene), cls
        assert len(own_members(cls)) <= 40, (cls.__name__, own_members(cls))


@pytest.mark.parametrize("game", GAMES)
def test_no_part_imports_the_scene(game):
    folder = Path(importlib.import_module(f"game.games.{game}.view").__file__).parent
    for path in sorted(folder.glob("*.py")):
        if path.name in ("__init__.py", "scene.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                names = [node.module or ""] + [a.name for a in node.names]
                assert "scene" not in names, path.name


def test_the_base_scene_hands_its_parts_to_components():
    """The controls, the move log and the narration are components the table owns, not
    methods of the table (the callers reach them: ``scene.controls``,
    ``scene.log_drawer``, ``scene.narrator``)."""
    members = set(own_members(BaseGameScene))
    assert not members & {"pause_rect", "undo_rect", "log_rect", "show_undo", "toggle_log",
                          "log_lines", "log_area", "log_open", "narration", "read_delay",
                          "on_move_begins", "on_marks", "forget_last_move"}
    assert len(members) <= 80, sorted(members)


@pytest.mark.parametrize("game", GAMES)
def test_the_view_s_modules_and_functions_are_short_or_say_why(game):
    """Issue 18: no module over ~600 lines and no function over ~60 without a reason
    written at its top (a docstring that says it is one piece on purpose, or long)."""
    folder = Path(importlib.import_module(f"game.games.{game}.view").__file__).parent
    for path in sorted(folder.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
        head = (ast.get_docstring(tree) or "").lower()
        assert len(text.splitlines()) <= 620 or "long" in head, path.name
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.end_lineno - node.lineno >= 60:
                why = (ast.get_docstring(node) or "").lower()
                assert "on purpose" in why or "long" in why, (path.name, node.name)
