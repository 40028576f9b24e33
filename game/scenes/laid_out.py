"""What every game's view model shares (:class:`ViewModel`): the table it was built for,
the observation of the game's own type, and the table's layout (:class:`LaidOut`: the
frozen dataclass its ``view/layout.py`` builds for the window's size, handed over by the
scene's ``layout`` with :meth:`ViewModel.lay_out` before the first frame and read as
``self.geometry`` from then on).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, TypeVar

from ..core.observation import Observation

if TYPE_CHECKING:
    from .gamescene import BaseGameScene

Geometry = TypeVar("Geometry")
Seen = TypeVar("Seen", bound=Observation)


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

    def lay_out(self, geometry: Geometry) -> None:
        """Where everything is now (the scene's ``layout``, for the window's size)."""
        self._geometry = geometry


class ViewModel(LaidOut[Geometry], Generic[Geometry, Seen]):
    """A game's view model: built by its scene with the shared table (``self.table``:
    the observation, the driver's services, the shared parts and the picture caches),
    it reads the position only through :meth:`observation`, of the game's own type
    (``observation_type``, set by the subclass)."""

    observation_type: type[Seen]

    def __init__(self, table: BaseGameScene) -> None:
        #: the shared table (the scene that built this model)
        self.table = table

    def observation(self) -> Seen:
        """What the viewer may know (the table's observation, of this game's type): all
        the model reads of the position."""
        obs = self.table.observation()
        assert isinstance(obs, self.observation_type)
        return obs
