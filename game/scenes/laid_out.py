"""A table's layout, as each game's view holds it (:class:`LaidOut`): the frozen
dataclass its ``view/layout.py`` builds for the window's size, set by the scene's
``layout`` before the first frame and read as ``self.geometry`` from then on.
"""

from __future__ import annotations

from typing import Generic, TypeVar

Geometry = TypeVar("Geometry")


class LaidOut(Generic[Geometry]):
    """Where everything is on a game's table (the game's own ``TableLayout``)."""

    _geometry: Geometry | None = None       # set by the scene's ``layout``

    @property
    def geometry(self) -> Geometry:
        """Where everything is on the table (set by ``layout`` before the first frame)."""
        assert self._geometry is not None, "the table is laid out before it is used"
        return self._geometry

    @property
    def laid_out(self) -> bool:
        """Whether the table has been laid out yet (input may come before the first frame)."""
        return self._geometry is not None
