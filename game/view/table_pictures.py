"""The pictures and texts a table keeps while it is shown (issue 18: a component the
table owns, :class:`~game.scenes.gamescene.BaseGameScene` calls it): pictures made once
per layout (:meth:`TablePictures.image`, :meth:`~TablePictures.scaled`), lines of text
(:meth:`~TablePictures.text`), the font sizes that fit (:meth:`~TablePictures.fit`),
pictures made again only when what they show changes (:meth:`~TablePictures.redrawn`)
and the parts of the table that never move (:meth:`~TablePictures.backdrop`). The caches
are bounded by bytes (see :mod:`game.view.memory`) and let go with :meth:`~TablePictures.clear`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

from . import palette
from .fonts import fit_size, get_font
from .memory import MB, SurfaceCache, blittable
from .widgets import READABLE

#: Bytes of a table's pictures (:meth:`TablePictures.image`, :meth:`~TablePictures.scaled`):
#: a table at 1600 x 1000 uses about 20 MB of them.
IMAGE_BYTES = 24 * MB
#: Bytes of a table's lines of text (:meth:`TablePictures.text`).
TEXT_BYTES = 4 * MB
#: Bytes of the pictures made again when what they show changes (:meth:`TablePictures.redrawn`:
#: the banner, the players' panels, the move log...).
REDRAWN_BYTES = 8 * MB
#: How many font sizes that fit are remembered (:meth:`TablePictures.fit`).
FITS_KEPT = 400


class TablePictures:
    """A table's kept pictures; ``px`` scales a length of a 1280 x 800 window to the
    table's (the steps of :meth:`scaled`)."""

    def __init__(self, px: Callable[[float], int]):
        self.px = px
        self._images = SurfaceCache(IMAGE_BYTES)
        self._texts = SurfaceCache(TEXT_BYTES)
        self._fits: dict[tuple, int] = {}
        self._redrawn = SurfaceCache(REDRAWN_BYTES)        # slot -> picture, tagged with its key
        self._backdrop: pygame.Surface | None = None

    def image(self, key: Hashable, factory: Callable[[], pygame.Surface]) -> pygame.Surface:
        """A picture made once per layout by ``factory`` (converted for fast blits; made
        again if the table's picture budget had to let it go)."""
        surf = self._images.get(key)
        if surf is None:
            surf = self._images.put(key, blittable(factory()))
        return surf

    def text(self, text: str, size: int, colour: Sequence[int] = palette.TEXT, *,
             display: bool = False, bold: bool = False) -> pygame.Surface:
        """A rendered line of text, cached until the layout changes."""
        key = (text, size, tuple(colour), display, bold)
        surf = self._texts.get(key)
        if surf is None:
            surf = self._texts.put(key, blittable(
                get_font(size, display=display, bold=bold).render(text, True, colour)))
        return surf

    def fit(self, text: str, size: int, width: int, *, display: bool = False,
            bold: bool = False, smallest: int = READABLE) -> int:
        """The largest font size up to ``size`` at which ``text`` fits ``width`` (never
        below ``smallest``, which is never below :data:`READABLE`)."""
        smallest = max(READABLE, smallest)
        key = (text, size, width, display, bold, smallest)
        fitted = self._fits.get(key)
        if fitted is None:
            fitted = fit_size(text, size, width, smallest, display=display, bold=bold)
            if len(self._fits) >= FITS_KEPT:
                self._fits.clear()
            self._fits[key] = fitted
        return fitted

    def scaled(self, key: Hashable, image: pygame.Surface, width: int) -> pygame.Surface:
        """``image`` scaled to about ``width`` (in steps, so that the few sizes a moving
        piece goes through are made once per layout and then reused). The scaled picture
        is kept with ``image`` itself: it is made again if ``key`` comes with another
        image (a key made of an image's ``id()`` stays its own while the entry lives)."""
        step = max(2, self.px(4))
        w = max(step, round(width / step) * step)
        entry_key = ("scaled", key, w)
        found = self._images.entry(entry_key)
        if found is not None and found[1] is image:
            return found[0]
        h = max(1, round(image.get_height() * w / image.get_width()))
        return self._images.put(entry_key, blittable(pygame.transform.smoothscale(image, (w, h))),
                                tag=image)

    def redrawn(self, slot: Hashable, key: Hashable,
                factory: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The picture kept in ``slot``, made again by ``factory`` only when ``key`` (what
        it shows) changes: a player's panel, the banner."""
        kept = self._redrawn.entry(slot)
        if kept is not None and kept[1] == key:
            return kept[0]
        self._redrawn.pop(slot)          # the old picture goes before the new one is made
        return self._redrawn.put(slot, blittable(factory()), tag=key)

    def backdrop(self, size: tuple[int, int],
                 paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The parts of the table that never move, painted by ``paint`` on an opaque
        surface of ``size`` once per layout (and blitted whole every frame)."""
        if self._backdrop is None or self._backdrop.get_size() != size:
            surf = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                surf = surf.convert()
            paint(surf)
            self._backdrop = surf
        return self._backdrop

    def clear(self) -> None:
        """Let go of every picture kept (made again when next drawn)."""
        self._images.clear()
        self._texts.clear()
        self._fits.clear()
        self._redrawn.clear()
        self._backdrop = None
