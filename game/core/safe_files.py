"""Safe files: reading only regular files of a sane size, YAML with the safe loader
only, atomic writes, and moving a bad file aside instead of overwriting it."""

from __future__ import annotations

import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from . import yaml_cache

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


def write_cause(error: OSError) -> tuple[str, dict[str, str]]:
    """Why a file could not be written, as a code and the paths to name: ``no_space``
    (the disk, or the player's share of it, is full), ``not_a_folder`` (``path``: a file
    stands where a folder of the program should be, e.g. ``saves``), ``is_a_folder``
    (``path``: a folder stands where the file should be), ``denied`` (the
    folder may not be written), ``read_only`` (its disk can only be read), ``other``
    (``problem``: the system's own words). Issue 17: a saves folder that was a file was
    told to "check that the disk is not full"."""
    import errno
    name = error.filename if isinstance(error.filename, str) else ""
    folder = str(Path(name).parent) if name else ""
    code = error.errno
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", -1)):
        return "no_space", {"folder": folder}
    if code in (errno.ENOTDIR, errno.EEXIST) and name:
        # the first of the path's folders that is something else than a folder
        path = Path(name)
        for candidate in (path, *path.parents):
            if os.path.lexists(candidate) and not candidate.is_dir():
                if candidate != path or code == errno.EEXIST:
                    return "not_a_folder", {"path": str(candidate)}
                break
    if code == errno.EISDIR:            # a folder where the file should be (os.replace: the second)
        for other in (error.filename2, name):
            if isinstance(other, str) and os.path.isdir(other):
                return "is_a_folder", {"path": other}
    if code in (errno.EACCES, errno.EPERM):
        return "denied", {"folder": folder}
    if code == errno.EROFS:
        return "read_only", {"folder": folder}
    return "other", {"problem": error.strerror or str(error)}


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


#: The largest YAML file the program reads: its settings and rule numbers are a few
#: kilobytes (the largest shipped YAML file is under 10 KB). A YAML file costs far more
#: memory than its size once parsed (a 4 MB list of small numbers: 700 MB and 15 s).
MAX_YAML_BYTES = 256 * 1024
#: The deepest nesting of lists and mappings a YAML file may have (the shipped files
#: nest 4 deep). Deeper flow nesting (``[[[[...]]]]``) is refused before libyaml reads
#: it: its scanner takes time in the square of the depth (30,000 deep: 3 s) and its
#: composer recurses in C (100,000 deep: a crash).
MAX_DEPTH = yaml_cache.MAX_DEPTH
#: The most values (each item of a list, each key and each value of a mapping) a YAML
#: text may give once its aliases are expanded (the largest shipped file: under 400).
#: An alias bomb ("billion laughs": nine lists of nine aliases of the one before)
#: stands for hundreds of millions: it is refused after counting this many.
MAX_VALUES = 100_000
#: The most characters of text a YAML text may give once its aliases are expanded.
MAX_TEXT = 2 * MAX_YAML_BYTES
#: The longest number a YAML file may write (digits, signs, ``_`` and ``:``): a longer
#: one is no setting but damage (Python refuses to read an integer of more than 4,300
#: digits, and YAML 1.1's base-60 numbers ``1:2:3...`` cost time in the square of
#: their length).
MAX_NUMBER_CHARS = 100


class _Refused(Exception):
    """A YAML text refused while it is parsed: ``code`` (FileProblem's), English
    ``problem``, and the line (1-based; 0 when unknown). Not a ValueError: the loader
    turns ValueErrors of the constructors into YAML errors."""

    def __init__(self, code: str, problem: str, line: int = 0):
        super().__init__(problem)
        self.code, self.problem, self.line = code, problem, line


_LOADER: Any = None


def _loader() -> Any:
    """PyYAML's safe loader (libyaml's when PyYAML has it, several times faster) that
    refuses numbers longer than :data:`MAX_NUMBER_CHARS` and turns a value that cannot
    be made (``2024-02-31``) into an error at its line instead of a ValueError."""
    global _LOADER
    if _LOADER is not None:
        return _LOADER
    import yaml
    from yaml.constructor import ConstructorError, SafeConstructor

    base: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

    def _short(node: Any) -> None:
        if isinstance(node.value, str) and len(node.value) > MAX_NUMBER_CHARS:
            raise _Refused("long_number", f"the number at line {node.start_mark.line + 1} is "
                           f"far too long ({len(node.value)} characters; at most "
                           f"{MAX_NUMBER_CHARS})", node.start_mark.line + 1)

    class Loader(base):
        def construct_object(self, node: Any, deep: bool = False) -> Any:
            try:
                return super().construct_object(node, deep)
            except (ValueError, OverflowError) as exc:
                raise ConstructorError(None, None, f"cannot read this value ({exc})",
                                       node.start_mark) from None

        def construct_yaml_int(self, node: Any) -> Any:
            _short(node)
            return SafeConstructor.construct_yaml_int(self, node)

        def construct_yaml_float(self, node: Any) -> Any:
            _short(node)
            return SafeConstructor.construct_yaml_float(self, node)

    Loader.add_constructor("tag:yaml.org,2002:int", Loader.construct_yaml_int)
    Loader.add_constructor("tag:yaml.org,2002:float", Loader.construct_yaml_float)
    _LOADER = Loader
    return Loader


def _check_nesting(text: str, loader: Any) -> None:
    """Refuse a text whose lists and mappings nest deeper than :data:`MAX_DEPTH`,
    reading only its tokens, and only as far as the first place too deep. A text with
    few brackets cannot nest deeply in flow style (block style needs indentation, so a
    file of :data:`MAX_YAML_BYTES` nests at most a few hundred deep, which libyaml
    reads at once and :func:`_check_data` refuses)."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return
    import yaml
    opening = (yaml.FlowSequenceStartToken, yaml.FlowMappingStartToken,
               yaml.BlockSequenceStartToken, yaml.BlockMappingStartToken)
    closing = (yaml.FlowSequenceEndToken, yaml.FlowMappingEndToken, yaml.BlockEndToken)
    depth = 0
    for token in yaml.scan(text, Loader=loader):
        if isinstance(token, opening):
            depth += 1
            if depth > MAX_DEPTH:
                line = token.start_mark.line + 1
                raise _Refused("too_deep", f"is nested too deeply at line {line} (lists and "
                               f"mappings at most {MAX_DEPTH} deep)", line)
        elif isinstance(token, closing):
            depth -= 1


def _check_data(data: Any) -> None:
    """Refuse data nested deeper than :data:`MAX_DEPTH` or that gives more than
    :data:`MAX_VALUES` values or :data:`MAX_TEXT` characters once its aliases are
    expanded (what any later walk of it, or the JSON of :mod:`.yaml_cache`, would meet).
    Walks without recursion and stops as soon as a limit is passed."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    values = chars = 0
    while stack:
        value, depth = stack.pop()
        values += 1
        if isinstance(value, (str, bytes)):
            chars += len(value)
        elif isinstance(value, dict):
            if depth >= MAX_DEPTH:
                raise _Refused("too_deep", f"is nested too deeply (lists and mappings at most "
                               f"{MAX_DEPTH} deep)")
            stack.extend((k, depth + 1) for k in value)
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, (list, tuple, set, frozenset)):
            if depth >= MAX_DEPTH:
                raise _Refused("too_deep", f"is nested too deeply (lists and mappings at most "
                               f"{MAX_DEPTH} deep)")
            stack.extend((v, depth + 1) for v in value)
        if values > MAX_VALUES or chars > MAX_TEXT:
            raise _Refused("too_many_values", f"gives far too many values once its aliases "
                           f"(*name) are expanded (at most {MAX_VALUES} values and {MAX_TEXT} "
                           "characters)")


def parse_yaml(text: str, path: Path, error: type[FileProblem] = FileProblem) -> Any:
    """``yaml`` safe-loaded from ``text`` (libyaml's safe loader when PyYAML has it,
    several times faster); ``error`` naming the file and the line. Damage is refused
    quickly, never expanded or followed: nesting deeper than :data:`MAX_DEPTH`, aliases
    expanding past :data:`MAX_VALUES` values, numbers longer than
    :data:`MAX_NUMBER_CHARS` (codes bad_yaml, too_deep, too_many_values, long_number)."""
    import yaml  # only when a file must really be parsed
    loader = _loader()
    try:
        _check_nesting(text, loader)
        data = yaml.load(text, Loader=loader)
        _check_data(data)
        return data
    except _Refused as exc:
        raise error(path, exc.problem, exc.code, line=exc.line) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        if "nesting depth" in problem:      # libyaml 0.2.6+ / PyYAML 6.0.3+ have a limit too
            raise error(path, f"is nested too deeply{where} (lists and mappings at most "
                        f"{MAX_DEPTH} deep)", "too_deep",
                        line=mark.line + 1 if mark else 0) from None
        raise error(path, f"is not valid YAML{where}: {problem}", "bad_yaml",
                    line=mark.line + 1 if mark else 0) from None
    except RecursionError:
        raise error(path, "is nested too deeply", "too_deep", line=0) from None


def read_yaml_file(path: Path, error: type[FileProblem] = FileProblem) -> Any:
    """A YAML file read safely (:func:`read_text` up to :data:`MAX_YAML_BYTES`,
    :func:`parse_yaml`), or what it said the last time if it has not changed since
    (:mod:`.yaml_cache`)."""
    path = Path(path)
    known, data = yaml_cache.recall(path)
    if known:
        return data
    data = parse_yaml(read_text(path, limit=MAX_YAML_BYTES, error=error), path, error)
    yaml_cache.keep(path, data)
    return data
