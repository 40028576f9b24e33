"""How much memory the pictures take, for an afternoon of play: caches bounded by bytes,
and freed pixels given back to the system.

:class:`SurfaceCache` keeps surfaces by key up to a number of *bytes* (``width * height
* bytes per pixel``), the least recently used going first: a cache bounded by entries
grows with the window (one full-window picture weighs as much as a thousand small
ones) and one that is never bounded grows with the afternoon. Every picture cache of
the screens is one (a table's pictures and texts, a button's looks, the title's
illustrations, the overlays' veils); the art's own pictures are kept by
:mod:`.pictures` the same way.

The budgets (bytes of pixels): the art's pictures 24 MB and 8 MB of them waiting to be
written (:mod:`.pictures`), a table's pictures 24 MB, texts 4 MB and redrawn panels
8 MB (:mod:`game.scenes.gamescene`; a table at 1600 x 1000 uses about 20 MB of them),
the title's cards and name 6 MB, a button's looks 8 of its own size, 40 open fonts of
about 0.2 MB. Besides: the window, a table's backdrop and each visible menu's still
picture (6.4 MB each at 1600 x 1000; a menu covered by another screen lets go of its
own). A screen that leaves the stack lets go of all it kept at once (a scene left is
often kept alive a while by reference cycles, until the garbage collector runs). With
the program itself (about 50 MB) that stays under 150 MB: ``tools/soak.py`` measures it.

Freed memory is not always given back: the C library keeps freed blocks for later, and
glibc serves big blocks from its heap once a big one has been freed (it raises its
threshold for using their own mappings), where a freed picture's pages stay resident
behind live ones. :func:`tune` (once, after the first frame) fixes that threshold, so
that every big picture has pages of its own, returned when it is freed; :func:`give_back`
(now and then, in a quiet frame) returns the free pages of the heap. Both do nothing
where the C library is not glibc.
"""

from __future__ import annotations

import os
import sys
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from typing import Any

import pygame

MB = 1024 * 1024
#: blocks of this size or more get pages of their own (glibc's own first threshold)
MMAP_THRESHOLD = 128 * 1024


def weight(surf: pygame.Surface) -> int:
    """How many bytes the pixels of ``surf`` take."""
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


def blittable(surf: pygame.Surface) -> pygame.Surface:
    """``surf`` in the window's pixel format with alpha, for fast blits: ``surf`` itself
    when it already is (``convert_alpha()`` would copy it all the same, holding its
    pixels twice: a kept picture of the art, a page of text) or when there is no window,
    else a converted copy."""
    if pygame.display.get_surface() is None:
        return surf
    if (surf.get_flags() & pygame.SRCALPHA and surf.get_bitsize() == 32
            and surf.get_masks() == pygame.Surface((1, 1), pygame.SRCALPHA).convert_alpha().get_masks()):
        return surf
    return surf.convert_alpha()


class SurfaceCache:
    """Surfaces by key, at most :attr:`budget` bytes of them; the least recently used
    are forgotten first. A surface bigger than the whole budget is handed back but not
    kept. An entry may carry a ``tag`` (what the picture shows, or the picture it was
    made from); a surface as a tag weighs in with the entry, which keeps it alive."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self._entries: OrderedDict[Hashable, tuple[pygame.Surface, int, Any]] = OrderedDict()
        self._bytes = 0
        #: how many surfaces were let go to keep the budget (a cache too small for what
        #: a screen draws lets go of pictures every frame)
        self.evicted = 0

    # reading ------------------------------------------------------------------
    def get(self, key: Hashable) -> pygame.Surface | None:
        """The surface kept for ``key`` (now the most recently used), or None."""
        found = self._entries.get(key)
        if found is None:
            return None
        self._entries.move_to_end(key)
        return found[0]

    def entry(self, key: Hashable) -> tuple[pygame.Surface, Any] | None:
        """``(surface, tag)`` kept for ``key`` (now the most recently used), or None."""
        found = self._entries.get(key)
        if found is None:
            return None
        self._entries.move_to_end(key)
        return found[0], found[2]

    def make(self, key: Hashable, factory: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface kept for ``key``, made by ``factory`` (and kept) if there is none."""
        surf = self.get(key)
        if surf is None:
            surf = self.put(key, factory())
        return surf

    # writing ------------------------------------------------------------------
    def put(self, key: Hashable, surf: pygame.Surface, tag: Any = None) -> pygame.Surface:
        """Keep ``surf`` for ``key`` (replacing what was kept for it), forgetting the
        least recently used until the budget holds; returns ``surf``."""
        self.pop(key)
        size = weight(surf) + (weight(tag) if isinstance(tag, pygame.Surface) else 0)
        if size > self.budget:
            return surf                  # never kept: it alone is over the budget
        self._entries[key] = (surf, size, tag)
        self._bytes += size
        self.trim()
        return surf

    def trim(self) -> None:
        """Forget the least recently used until the budget holds (after it shrank)."""
        while self._bytes > self.budget and self._entries:
            _, (_, size, _) = self._entries.popitem(last=False)
            self._bytes -= size
            self.evicted += 1

    def pop(self, key: Hashable) -> pygame.Surface | None:
        found = self._entries.pop(key, None)
        if found is None:
            return None
        self._bytes -= found[1]
        return found[0]

    def clear(self) -> None:
        self._entries.clear()
        self._bytes = 0

    # sizes --------------------------------------------------------------------
    @property
    def used(self) -> int:
        """How many bytes are kept now (never more than :attr:`budget`)."""
        return self._bytes

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, key: object) -> bool:
        return key in self._entries          # a look that does not count as a use

    def keys(self) -> Iterator[Hashable]:
        """The keys, least recently used first."""
        return iter(list(self._entries))


# ------------------------------------------------------------------ the C library
_libc: Any = None
_looked = False


def _glibc() -> Any:
    """glibc's handle (None elsewhere: macOS, Windows, musl)."""
    global _libc, _looked
    if not _looked:
        _looked = True
        try:
            if sys.platform.startswith("linux") and os.confstr("CS_GNU_LIBC_VERSION"):
                import ctypes
                libc = ctypes.CDLL("libc.so.6")
                if hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim"):
                    _libc = libc
        except (OSError, ValueError, AttributeError):
            _libc = None
    return _libc


def tune() -> bool:
    """Give every big block (a picture's pixels) pages of its own, returned to the
    system when it is freed; True where that was done (glibc)."""
    libc = _glibc()
    if libc is None:
        return False
    M_MMAP_THRESHOLD = -3
    return bool(libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))


def give_back() -> bool:
    """Return the heap's free pages to the system; True if some were (glibc)."""
    libc = _glibc()
    if libc is None:
        return False
    return bool(libc.malloc_trim(0))
