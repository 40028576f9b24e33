"""Safe files: reading only regular files of a sane size, YAML with the safe loader
only, atomic writes, and moving a bad file aside instead of overwriting it."""

from __future__ import annotations

import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from . import datacache

#: The largest file the program reads (far above any file it writes or ships).
MAX_FILE_BYTES = 4 * 1024 * 1024


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
        #: why the file could not be moved aside (a read-only folder), if it could not
        self.not_moved: str | None = None

    def put_aside(self, reason: str) -> None:
        """Move the file aside (see :func:`move_aside`) and say where in this problem;
        if it cannot be moved (a folder the program may not write), say that instead:
        the file is then left exactly as it is."""
        try:
            self.moved_to = move_aside(self.path, reason)
        except OSError as exc:
            self.not_moved = exc.strerror or str(exc)
            self.args = (f"{self}. It could not be put aside ({self.not_moved}); it is left as it is.",)
            return
        self.args = (f"{self}. It was moved to {self.moved_to.name}.",)


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


#: A temporary file of an atomic write older than this was left by a write that never
#: ended (the program was killed): a write takes milliseconds.
STALE_SECONDS = 120.0


def clean_stale_temporaries(folder: Path, now: float | None = None) -> int:
    """Delete the temporary files that killed writes left in ``folder`` (the
    ``.<name>.<random>.tmp`` of :func:`atomic_write_text`, older than
    :data:`STALE_SECONDS`); returns how many. Nothing else is touched, and a folder that
    cannot be read or written is left as it is."""
    now = time.time() if now is None else now
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        name = entry.name
        if not (name.startswith(".") and name.endswith(".tmp") and name.count(".") >= 3):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_SECONDS:
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed


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


def read_text(path: Path, *, limit: int = MAX_FILE_BYTES, error: type[FileProblem] = FileProblem) -> str:
    """The text of ``path`` (UTF-8), read only if it is a regular file of at most
    ``limit`` bytes; else ``error`` naming the file (codes not_found, unreadable, too_big)."""
    path = Path(path)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise error(path, "cannot be read: file not found", "not_found") from None
    except OSError as exc:
        raise error(path, f"cannot be read ({exc.strerror or exc})", "unreadable") from None
    if not stat.S_ISREG(info.st_mode):
        raise error(path, "cannot be read: it is not a regular file", "unreadable")
    if info.st_size > limit:
        raise error(path, f"cannot be read: it is too large ({info.st_size} bytes; at most "
                    f"{limit})", "too_big")
    try:
        with open(path, "rb") as handle:
            data = handle.read(limit + 1)
        if len(data) > limit:
            raise error(path, f"cannot be read: it is too large (more than {limit} bytes)",
                        "too_big")
        return data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise error(path, f"cannot be read ({exc})", "unreadable") from None


def parse_yaml(text: str, path: Path, error: type[FileProblem] = FileProblem) -> Any:
    """``yaml`` safe-loaded from ``text`` (libyaml's safe loader when PyYAML has it,
    several times faster); ``error`` naming the file and the line."""
    import yaml  # only when a file must really be parsed
    loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        return yaml.load(text, Loader=loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise error(path, f"is not valid YAML{where}: {problem}", "bad_yaml",
                    line=mark.line + 1 if mark else 0) from None
    except RecursionError:
        raise error(path, "is nested too deeply", "bad_yaml", line=0) from None


def read_yaml_file(path: Path, error: type[FileProblem] = FileProblem) -> Any:
    """A YAML file read safely (:func:`read_text`, :func:`parse_yaml`), or what it said
    the last time if it has not changed since (:mod:`.datacache`)."""
    path = Path(path)
    known, data = datacache.recall(path)
    if known:
        return data
    data = parse_yaml(read_text(path, error=error), path, error)
    datacache.keep(path, data)
    return data
