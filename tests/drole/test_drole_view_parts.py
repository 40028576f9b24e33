"""Issue 18: Drôle de fromage's table is made of parts, each its own object, wired one way:
the scene (life cycle and the shared table's hooks only), the view model, the input, the
painter and the script. The view model is not a scene; no part imports the scene; the
scene holds no game state of its own (it is on the model); each part stays small."""

from __future__ import annotations

import ast
from pathlib import Path

from game.games.drole.view import inputs, painter, scene, view_model
from game.scenes.gamescene import BaseGameScene

VIEW = Path(view_model.__file__).parent


def own_members(cls) -> list[str]:
    return [k for k in vars(cls) if not k.startswith("__")]


def test_the_view_model_is_its_own_object_and_the_scene_only_wires():
    assert not issubclass(view_model.DroleView, BaseGameScene)
    assert scene.GameScene.__bases__ == (BaseGameScene,)
    assert len(own_members(scene.GameScene)) <= 25, own_members(scene.GameScene)
    for cls in (view_model.DroleView, inputs.DroleInput, painter.DrolePainter):
        assert len(own_members(cls)) <= 40, (cls.__name__, own_members(cls))


def test_the_scene_keeps_no_game_state(table_app):
    """The game's view state is on the model, none of it on the scene (which has its
    four parts, each reaching the table through the model)."""
    from game.core.save_file import Seat
    from game.session import Session
    seats = [Seat("Ana", "orange", "human", "random"), Seat("Robo", "sky", "cpu", "random")]
    table = table_app.start_game(Session.new("drole", seats, seed=3, autosave=False))
    table_app.frame(1 / 60)
    model = table.model
    assert model.table is table and table.input.model is model and table.painter.model is model
    assert table.script.model is model and table.script.table is table
    state = set(vars(model)) - {"table"}
    assert {"where", "tray_view", "die_face", "hover_dir", "peek_pending"} <= state
    assert not state & set(vars(table)), state & set(vars(table))
    assert not {"key_queue", "key_queue_seat"} & (set(vars(table)) | state)


def test_no_part_imports_the_scene_and_no_module_is_long():
    for path in sorted(VIEW.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert len(text.splitlines()) <= 600, path.name
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                names = [node.module or ""] + [a.name for a in node.names]
                assert "scene" not in names or path.name == "__init__.py", path.name
            if isinstance(node, ast.FunctionDef):
                lines = node.end_lineno - node.lineno + 1
                assert lines <= 60, (path.name, node.name, lines)
