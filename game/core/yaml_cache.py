"""What a YAML file said, kept as JSON beside the player's settings, so that a start of
the program reads its texts and numbers without loading the YAML parser at all (it
costs a fifth of the time to the first frame). Like Python's own ``.pyc`` files: an
entry is used only while the file it was read from has the very same size and
modification time; otherwise, or when the entry is damaged in any way, the file is
parsed again. The cache is never needed: a folder that cannot be written, or a cache
file that cannot be read, only means parsing the YAML.

The data is kept with its types: mappings as lists of (key, value) pairs (YAML keys may
be numbers, JSON's may not), the rest as JSON has them. An entry nested deeper than
:data:`MAX_DEPTH` (the YAML reader refuses such files, :mod:`.safe_files`) is damaged.
"""

from __future__ import annotations

import json
import os
import stat
import zlib
from pathlib import Path
from typing import Any

from .. import paths

#: Kept data larger than this is not trusted (and no shipped file comes near it).
MAX_ENTRY_BYTES = 8 * 1024 * 1024
#: 2: entries keep a checksum of their data (:func:`_check`).
FORMAT = 2
#: The deepest data kept or recalled (lists and mappings in one another); the YAML
#: reader refuses deeper files (``safe_files.MAX_DEPTH`` is this one).
MAX_DEPTH = 64



def _encode(value: Any, depth: int = 0) -> Any:
    if isinstance(value, (dict, list)) and depth >= MAX_DEPTH:
        raise ValueError("data nested too deeply to keep")
    if isinstance(value, dict):
        return {"m": [[_encode(k, depth + 1), _encode(v, depth + 1)] for k, v in value.items()]}
    if isinstance(value, list):
        return {"l": [_encode(v, depth + 1) for v in value]}
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    raise TypeError(f"cannot keep a {type(value).__name__}")


def _decode(value: Any, depth: int = 0) -> Any:
    if isinstance(value, dict):
        if depth >= MAX_DEPTH:
            raise ValueError("an entry nested too deeply")
        if set(value) == {"m"} and isinstance(value["m"], list):
            out = {}
            for pair in value["m"]:
                if not isinstance(pair, list) or len(pair) != 2:
                    raise ValueError("a damaged mapping")
                key = _decode(pair[0], depth + 1)
                if isinstance(key, (dict, list)):
                    raise ValueError("a damaged key")
                out[key] = _decode(pair[1], depth + 1)
            return out
        if set(value) == {"l"} and isinstance(value["l"], list):
            return [_decode(v, depth + 1) for v in value["l"]]
        raise ValueError("a damaged entry")
    if isinstance(value, list):
        raise ValueError("a damaged entry")
    return value


def _check(stamp: list[Any], encoded: Any) -> int:
    """The checksum an entry keeps of its stamp and data (as JSON writes them again:
    the same text for the same data), so that an entry damaged on the disk but still
    well formed (a number changed, a line lost) is not trusted: the file it stands for
    is then read, and a problem it has is its own, never the damaged entry's (issue 17)."""
    text = json.dumps([stamp, encoded], ensure_ascii=False, separators=(",", ":"))
    return zlib.crc32(text.encode("utf-8", "surrogatepass"))


def _entry(path: Path) -> Path | None:
    try:
        # the entry's stamp holds the full path, so two paths that share a name only
        # take each other's place (zlib is loaded by then; hashlib costs OpenSSL's start)
        full = str(path.resolve()).encode("utf-8", "surrogateescape")
        name = f"{zlib.crc32(full):08x}{zlib.adler32(full):08x}"
        # asked each time: the player's folder may move (tests)
        return paths.cache_dir() / "files" / f"{name}.json"
    except (OSError, ValueError, RuntimeError):      # RuntimeError: a symlink loop
        return None


def _stamp(path: Path) -> list[Any] | None:
    """The file's full path, size and time; None unless it is a regular file (a
    device, a pipe, a folder is never read, so never kept)."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            return None
        return [str(path.resolve()), info.st_size, info.st_mtime_ns]
    except (OSError, ValueError, RuntimeError):
        return None


def recall(path: Path) -> tuple[bool, Any]:
    """``(True, data)`` when an entry for ``path`` as it is now was kept, else
    ``(False, None)``."""
    entry, stamp = _entry(path), _stamp(path)
    if entry is None or stamp is None:
        return False, None
    try:
        info = os.stat(entry)
        if not 0 < info.st_size <= MAX_ENTRY_BYTES:
            return False, None
        with open(entry, encoding="utf-8") as handle:
            kept = json.load(handle)
        if not isinstance(kept, dict) or kept.get("format") != FORMAT or kept.get("stamp") != stamp:
            return False, None
        if kept.get("check") != _check(stamp, kept["data"]):
            return False, None          # damaged, however well formed: the file is read
        return True, _decode(kept["data"])
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        return False, None


def keep(path: Path, data: Any) -> None:
    """Keep what ``path`` said (silently nothing when it cannot be kept)."""
    entry, stamp = _entry(path), _stamp(path)
    if entry is None or stamp is None:
        return
    try:
        encoded = _encode(data)
        text = json.dumps({"format": FORMAT, "stamp": stamp, "check": _check(stamp, encoded),
                           "data": encoded}, ensure_ascii=False, separators=(",", ":"))
        if len(text) > MAX_ENTRY_BYTES:
            return
        entry.parent.mkdir(parents=True, exist_ok=True)
    except (OSError, TypeError, ValueError, RecursionError):
        return
    tmp = entry.with_name(f".{entry.name}.{os.getpid()}.tmp")
    try:
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, entry)
    except OSError:
        try:
            tmp.unlink()
        except OSError:
            pass
