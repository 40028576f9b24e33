"""Safe files: atomic writes, and moving a bad file aside instead of overwriting it."""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path
from typing import Any


class FileProblem(ValueError):
    """A file the program cannot use. ``str()`` is an English sentence naming the file
    and the problem (for logs and the command line); ``code`` and ``fields`` let the
    user interface say the same in the player's language; ``moved_to`` is where the
    file was put aside, if it was."""

    kind = "file"

    def __init__(self, path: Path, problem: str, code: str = "invalid", **fields: Any):
        super().__init__(f"{path}: {problem}")
        self.path = Path(path)
        self.problem = problem
        self.code = code
        self.fields = fields
        self.moved_to: Path | None = None


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old or the new file:
    a temporary file in the same folder, flushed and fsync'ed, then ``os.replace``."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def move_aside(path: Path, reason: str = "broken") -> Path:
    """Rename a bad file to ``<name>.<reason>-<timestamp>`` beside it, never
    overwriting anything, and return the new path."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{reason}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{reason}-{stamp}-{n}")
    os.replace(path, target)
    return target
