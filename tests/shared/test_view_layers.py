"""The shape of a game's ``view/`` folder (issue 18: the table split into input, view
model and drawing): no module of the folder imports the table's ``scene.py`` (only
the scene puts the parts together), and the modules of the folder import one another
without a circle. An import under ``if TYPE_CHECKING:`` counts: it is an arrow for a
reader as much as any other.

Read from the source (``ast``), nothing is imported.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.core import registry

ROOT = Path(__file__).resolve().parents[2]

def view_imports(game_id: str) -> dict[str, set[str]]:
    """Each module of ``game_id``'s view/ folder -> the modules of that folder it imports."""
    folder = ROOT / "game" / "games" / game_id / "view"
    names = {path.stem for path in folder.glob("*.py")}
    package = f"game.games.{game_id}.view"
    arrows: dict[str, set[str]] = {}
    for path in sorted(folder.glob("*.py")):
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level == 1:                         # from . import x / from .x import y
                    base = node.module
                elif node.level == 0 and node.module and node.module.startswith(package):
                    base = node.module[len(package) + 1:] or None
                else:
                    continue
                if base is None:
                    found |= {alias.name for alias in node.names if alias.name in names}
                else:
                    found.add(base.split(".")[0])
            elif isinstance(node, ast.Import):
                found |= {alias.name[len(package) + 1:].split(".")[0] for alias in node.names
                          if alias.name.startswith(package + ".")}
        arrows[path.stem] = (found & names) - {path.stem}
    return arrows


def circle(arrows: dict[str, set[str]]) -> list[str] | None:
    """A circle of imports among ``arrows``, or None."""
    state: dict[str, int] = {}               # 1: on the path, 2: done
    path: list[str] = []

    def visit(name: str) -> list[str] | None:
        state[name] = 1
        path.append(name)
        for other in sorted(arrows.get(name, ())):
            if state.get(other) == 1:
                return path[path.index(other):] + [other]
            if other not in state and (found := visit(other)) is not None:
                return found
        path.pop()
        state[name] = 2
        return None

    for name in sorted(arrows):
        if name not in state and (found := visit(name)) is not None:
            return found
    return None


GAMES = registry.games()


@pytest.mark.parametrize("game_id", GAMES)
def test_only_the_scene_puts_the_view_together(game_id):
    arrows = view_imports(game_id)
    assert "scene" in arrows, f"{game_id} has no view/scene.py"
    into_scene = sorted(name for name, found in arrows.items() if "scene" in found)
    assert not into_scene, f"{game_id}: {into_scene} import view/scene.py"
    assert circle(arrows) is None, f"{game_id}: a circle of imports: {' -> '.join(circle(arrows) or [])}"


def test_a_circle_is_seen():
    """The reader itself: a circle through a module's TYPE_CHECKING import is found."""
    assert circle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert circle({"a": {"b"}, "b": set(), "c": {"a"}}) is None
    arrows = view_imports("chaos")
    assert "view_model" in arrows["inputs"] and "scene" not in arrows["inputs"]
