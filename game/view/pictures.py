"""Pictures drawn once: every picture function of the art (``@kept``) remembers what it
drew, in memory up to a number of *bytes* (not of entries: one table backdrop weighs as
much as a thousand symbols), and, once the program names a folder (:func:`keep_on_disk`),
on disk between runs.

Why on disk: drawing the pictures of a game table in code is most of the time to its
first frame (the wood, the panels' shadows, the cheeses, the mice). Like Python's own
``.pyc`` files, a kept picture is used only while the code that draws it is unchanged:
each file carries its call (function and arguments) and a stamp of the drawing code
(sizes and modification times of ``game/view``, the function's own module and the
fonts, and pygame's version). A file that is damaged, foreign, too big, not a regular
file, or from other code is ignored and the picture drawn again; the cache is never
needed, and a folder that cannot be written only means drawing.

Files are written after the frame that drew them (:func:`write_pending`, called by the
program when a frame has time to spare), never inside it. The folder holds at most
:data:`DISK_BYTES`; the oldest files go first.

The pictures returned are shared: treat them as read-only (``copy()`` before drawing).
"""

from __future__ import annotations

import json
import os
import stat
import sys
import zlib
from collections import OrderedDict, deque
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Any, ParamSpec, Protocol, cast

import pygame

from game import paths

#: How many bytes of pictures stay in memory (least recently used go first): with the
#: screens' own caches, the program stays under 150 MB (see game/view/memory.py).
MEMORY_BYTES = 24 * 1024 * 1024
#: How many bytes the folder on disk may hold.
DISK_BYTES = 64 * 1024 * 1024
#: Pictures bigger than this are not written (a full-screen backdrop on a 4K screen).
MAX_PICTURE_BYTES = 16 * 1024 * 1024
#: How many bytes of drawn pictures may wait to be written: beyond, the oldest are not
#: written (a table that animates for minutes on end leaves no quiet frame to write in).
PENDING_BYTES = 8 * 1024 * 1024
#: The first line of every file.
MAGIC = b"SOURIS-PICTURE 2\n"
_MAX_HEADER = 4096
_SIMPLE = (int, float, str, bool, type(None))

P = ParamSpec("P")


class KeptPicture(Protocol[P]):
    """A picture function under :func:`kept`: called as the function was, plus
    ``cache_clear()`` and ``cache_info()`` like ``lru_cache``."""

    cache_clear: Callable[[], None]
    cache_info: Callable[[], dict[str, int]]

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> pygame.Surface: ...

_memory: OrderedDict[tuple[Any, ...], tuple[pygame.Surface, int]] = OrderedDict()
_memory_bytes = 0
_folder: Path | None = None
#: pictures drawn, waiting to be written: (file, header line, the picture itself; its
#: pixels are read when it is written: kept pictures are never drawn on)
_pending: deque[tuple[Path, bytes, pygame.Surface]] = deque()
#: the bytes of pixels of the pictures in ``_pending`` (kept as they come and go: a sum
#: over the queue at each picture drawn grew with the queue)
_pending_bytes = 0
_stamps: dict[str, str] = {}
_counts = {"drawn": 0, "read": 0}


# ------------------------------------------------------------------ the decorator
def kept(function: Callable[P, pygame.Surface]) -> KeptPicture[P]:
    """Keep what ``function`` draws (see the module's docstring). Its arguments must be
    hashable; only calls whose arguments are plain numbers, texts and tuples of them go
    to disk. The wrapper has ``cache_clear()`` and ``cache_info()`` like ``lru_cache``."""
    name = f"{function.__module__}.{function.__qualname__}"
    module_file = getattr(sys.modules.get(function.__module__), "__file__", None)

    @wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> pygame.Surface:
        key = (name, args, tuple(sorted(kwargs.items()))) if kwargs else (name, args)
        found = _memory.get(key)
        if found is not None:
            _memory.move_to_end(key)
            return found[0]
        surf = _read(key, module_file)
        if surf is None:
            surf = function(*args, **kwargs)
            _counts["drawn"] += 1
            _queue_write(key, module_file, surf)
        else:
            _counts["read"] += 1
        _remember(key, surf)
        return surf

    def cache_clear() -> None:
        for key in [k for k in _memory if k[0] == name]:
            _forget(key)

    def cache_info() -> dict[str, int]:
        mine = [k for k in _memory if k[0] == name]
        return {"pictures": len(mine), "bytes": sum(_memory[k][1] for k in mine)}

    picture = cast("KeptPicture[P]", wrapper)     # the two attributes are added next
    picture.cache_clear = cache_clear
    picture.cache_info = cache_info
    return picture


def _weight(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


def _remember(key: tuple[Any, ...], surf: pygame.Surface) -> None:
    global _memory_bytes
    size = _weight(surf)
    _memory[key] = (surf, size)
    _memory_bytes += size
    while _memory_bytes > MEMORY_BYTES and len(_memory) > 1:
        _forget(next(iter(_memory)))


def _forget(key: tuple[Any, ...]) -> None:
    global _memory_bytes
    _, size = _memory.pop(key)
    _memory_bytes -= size


def memory_bytes() -> int:
    """How many bytes of pictures are kept in memory now."""
    return _memory_bytes


def counts() -> dict[str, int]:
    """How many pictures were drawn and how many read from disk, since the start."""
    return dict(_counts)


def clear_memory() -> None:
    """Forget every picture kept in memory (the files stay)."""
    global _memory_bytes
    _memory.clear()
    _memory_bytes = 0


# ------------------------------------------------------------------ the disk
def keep_on_disk(folder: Path | None) -> None:
    """Keep pictures in ``folder`` between runs (None: only in memory)."""
    global _folder
    _folder = folder
    _clear_pending()


def _plain(value: Any) -> bool:
    if isinstance(value, tuple):
        return all(_plain(v) for v in value)
    return isinstance(value, _SIMPLE)


def _stamp(module_file: str | None) -> str:
    """What the drawing code is now: its files' sizes and times, pygame's version."""
    kept_stamp = _stamps.get(module_file or "")
    if kept_stamp is None:
        shared = _stamps.get("")
        if shared is None:
            view = Path(__file__).resolve().parent
            fonts = paths.ASSETS / "fonts"
            shared = _stamps[""] = _file_stamp([pygame.version.ver], sorted(view.rglob("*.py"))
                                               + sorted(fonts.glob("*.ttf")))
        kept_stamp = shared if not module_file else _file_stamp([shared], [Path(module_file)])
        _stamps[module_file or ""] = kept_stamp
    return kept_stamp


def _file_stamp(parts: list[str], files: list[Path]) -> str:
    for path in files:
        try:
            info = path.stat()
        except OSError:
            continue
        parts.append(f"{path.name}:{info.st_size}:{info.st_mtime_ns}")
    text = "|".join(parts).encode("utf-8", "surrogateescape")
    return f"{zlib.crc32(text):08x}{zlib.adler32(text):08x}"


def _file_for(call: str) -> Path | None:
    if _folder is None:
        return None
    data = call.encode("utf-8", "surrogateescape")
    return _folder / f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}.picture"


def _read(key: tuple[Any, ...], module_file: str | None) -> pygame.Surface | None:
    """The picture of ``key`` kept on disk, if there is a sound one for this code."""
    if _folder is None or not _plain(key):
        return None
    call = repr(key)
    path = _file_for(call)
    if path is None:
        return None
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_PICTURE_BYTES + _MAX_HEADER:
            return None
        with open(path, "rb") as handle:
            if handle.read(len(MAGIC)) != MAGIC:
                return None
            header = json.loads(handle.readline(_MAX_HEADER))
            if not isinstance(header, dict) or header.get("call") != call \
                    or header.get("stamp") != _stamp(module_file):
                return None
            w, h, mode = header.get("w"), header.get("h"), header.get("mode")
            if type(w) is not int or type(h) is not int or not (0 < w <= 16384 and 0 < h <= 16384) \
                    or mode not in _MODES or w * h * 4 > MAX_PICTURE_BYTES \
                    or info.st_size != handle.tell() + w * h * 4:
                return None
            return _filled(handle, w, h, mode == "BGRA")
    except (OSError, ValueError, TypeError, RecursionError, pygame.error):
        return None


#: How pixels are kept: 4 bytes each, blue, green, red and alpha (or unused), the
#: order of pygame's own 32-bit surfaces in memory on usual machines.
_MODES = ("BGRA", "BGRX")
_NATIVE = (0xFF0000, 0xFF00, 0xFF)


def _filled(handle: Any, w: int, h: int, alpha: bool) -> pygame.Surface | None:
    """A surface of pygame's own kind read straight from ``handle`` (so that blitting
    it needs no conversion), or None if the file is short."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA if alpha else 0, 32)
    if surf.get_pitch() == w * 4 and surf.get_masks()[:3] == _NATIVE:
        # kept: pygame's stubs do not say that a BufferProxy is a buffer (it is one)
        view = memoryview(surf.get_buffer())   # type: ignore[arg-type]
        try:
            if handle.readinto(view) != w * h * 4:
                return None
        finally:
            view.release()
        return surf
    pixels = bytearray(w * h * 4)                # another layout: let pygame convert
    if handle.readinto(pixels) != len(pixels):
        return None
    loaded = pygame.image.frombuffer(pixels, (w, h), "BGRA")
    return loaded if alpha else loaded.convert(surf)


def _queue_write(key: tuple[Any, ...], module_file: str | None, surf: pygame.Surface) -> None:
    if _folder is None or not _plain(key) or _weight(surf) > MAX_PICTURE_BYTES:
        return
    call = repr(key)
    path = _file_for(call)
    if path is None:
        return
    w, h = surf.get_size()
    mode = "BGRA" if surf.get_flags() & pygame.SRCALPHA else "BGRX"
    try:
        header = json.dumps({"call": call, "stamp": _stamp(module_file), "w": w, "h": h, "mode": mode})
        line = MAGIC + header.encode("utf-8", "surrogateescape") + b"\n"
    except (ValueError, TypeError):
        return
    global _pending_bytes
    _pending.append((path, line, surf))
    _pending_bytes += _weight(surf)
    while _pending_bytes > PENDING_BYTES and len(_pending) > 1:
        _pop_pending()


def _pop_pending() -> tuple[Path, bytes, pygame.Surface]:
    global _pending_bytes
    item = _pending.popleft()
    _pending_bytes -= _weight(item[2])
    return item


def _clear_pending() -> None:
    global _pending_bytes
    _pending.clear()
    _pending_bytes = 0


def pending() -> int:
    """How many drawn pictures wait to be written."""
    return len(_pending)


def write_pending(deadline: Callable[[], bool] | None = None) -> None:
    """Write waiting pictures until ``deadline()`` says the time is up (at least one is
    written per call). A folder that cannot be written drops them: the cache is never
    needed."""
    folder = _folder
    if folder is None:
        _clear_pending()
        return
    while _pending:
        path, line, surf = _pop_pending()
        try:
            data = line + pygame.image.tobytes(surf, "BGRA")
        except (ValueError, pygame.error):
            continue
        if not _write(folder, path, data):
            _clear_pending()
            return
        if deadline is not None and deadline():
            return
    _trim(folder)


def _write(folder: Path, path: Path, data: bytes) -> bool:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with open(tmp, "wb") as handle:
            handle.write(data)
        os.replace(tmp, path)
        return True
    except OSError:
        try:
            tmp.unlink()
        except OSError:
            pass
        return False


def _trim(folder: Path) -> None:
    """Keep the folder under :data:`DISK_BYTES`: the least recently written go."""
    try:
        entries = []
        for entry in os.scandir(folder):
            if entry.name.endswith(".picture") and entry.is_file(follow_symlinks=False):
                info = entry.stat(follow_symlinks=False)
                entries.append((info.st_mtime_ns, info.st_size, entry.path))
        total = sum(size for _, size, _ in entries)
        for _, size, path in sorted(entries):
            if total <= DISK_BYTES:
                break
            os.unlink(path)
            total -= size
    except OSError:
        pass
