"""The layering rule (DESIGN.md, "Layout"): ``game/core``, the shared table's driver
and move log (``game/table``), the CLI, the config, the translations, every game's
descriptor and every module of a game outside its ``view/`` folder (``rules.py``,
``ai.py``, ``texts.py``, ...) import no pygame; inside ``game/games`` only a game's
``view/`` folder imports pygame.

The imports run in a fresh interpreter (``sys.executable``), where nothing else has
loaded pygame yet; the test fails if any of those modules pulls it in, directly or not.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHECK = textwrap.dedent("""
    import importlib, importlib.util, json, pkgutil, sys
    extra = sys.argv[1:]
    import game.core
    names = ["game.core"]
    names += [m.name for m in pkgutil.walk_packages(game.core.__path__, "game.core.")]
    names += ["game.cli", "game.config", "game.paths", "game.session", "game.table.driver",
              "game.table.log"]
    import game.family
    names += [m.name for m in pkgutil.walk_packages(game.family.__path__, "game.family.")]
    if importlib.util.find_spec("game.i18n") is not None:
        names.append("game.i18n")
    from game.core import registry
    for game_id in registry.games():
        package = importlib.import_module(f"game.games.{game_id}")
        names += [f"game.games.{game_id}", f"game.games.{game_id}.rules",
                  f"game.games.{game_id}.ai"]
        # every module of the game outside its view/ folder (actions, texts, conf, ...)
        names += [m.name for m in pkgutil.iter_modules(package.__path__, f"game.games.{game_id}.")
                  if not m.ispkg and m.name not in names]
    names += extra
    for name in names:
        importlib.import_module(name)
    print(json.dumps({"imported": names,
                      "pygame": sorted(m for m in sys.modules
                                       if m == "pygame" or m.startswith("pygame."))}))
""")


def run_check(*extra: str, pythonpath: list[str] | None = None) -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *(pythonpath or [])])
    proc = subprocess.run([sys.executable, "-c", CHECK, *extra], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, f"the imports failed:\n{proc.stderr}"
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_headless_modules_never_import_pygame():
    result = run_check()
    imported = result["imported"]
    assert "game.core.protocol" in imported and "game.core.registry" in imported
    assert "game.cli" in imported and "game.config" in imported
    assert "game.table.driver" in imported and "game.core.worker" in imported
    assert any(name.endswith(".rules") for name in imported), "no game rules were checked"
    assert any(name.endswith(".ai") for name in imported), "no game AI was checked"
    assert result["pygame"] == [], (
        f"pygame was imported by the headless layer: {result['pygame']}")


def test_the_check_would_catch_an_import_of_pygame(tmp_path):
    """The same check, with one extra module that imports pygame, must see it."""
    (tmp_path / "sneaky_module.py").write_text("import pygame\n", encoding="utf-8")
    result = run_check("sneaky_module", pythonpath=[str(tmp_path)])
    assert "pygame" in result["pygame"]


def test_the_core_names_no_game():
    """Issue 18: the core imports nothing above it. The games are listed where they live
    (``game/games/__init__.py`` hands its reader to the registry); no module of the core
    imports a game package, by an import statement or by name."""
    import ast

    for path in sorted((ROOT / "game" / "core").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                module = "." * node.level + (node.module or "")
                names = [alias.name for alias in node.names]
                assert not (module.lstrip(".").startswith("games") or
                            (module == ".." and "games" in names)), f"{path.name} imports {module} {names}"
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith("game.games") for a in node.names), path.name
            elif isinstance(node, ast.Call):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                assert name not in ("import_module", "__import__"), f"{path.name} imports by name"


def test_only_a_game_s_view_folder_imports_pygame():
    """Issue 18: a game's pictures, table and input live in ``game/games/<id>/view/``; no
    other module of ``game/games`` imports pygame, even lazily or only for type checking
    (read from the source, so a module the import check above does not load is seen too)."""
    import ast

    games = ROOT / "game" / "games"
    views = sorted(games.glob("*/view"))
    assert len(views) >= 4, views
    for view in views:
        assert (view / "__init__.py").is_file() and (view / "scene.py").is_file(), view
    for path in sorted(games.rglob("*.py")):
        if "view" in path.relative_to(games).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                modules = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                modules = [node.module or ""]
            else:
                continue
            assert not any(m == "pygame" or m.startswith("pygame.") for m in modules), (
                f"{path.relative_to(ROOT)} imports pygame outside a view/ folder")
