"""What moves on the Drôle de fromage table: :class:`Motion`, a piece or mouse on its way
from one place to another, and the point between two anchors. The pictures themselves
are in :mod:`.art`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ....view.tween import Tween


@dataclass
class Motion:
    """Something moving from ``src`` to ``dst`` (anchors) as ``tween`` runs; ``arc``
    lifts it in the middle (a fraction of a cell), ``spin`` turns it (degrees over the
    whole motion), ``shrink`` makes it smaller on the way (a falling piece)."""

    src: tuple
    dst: tuple
    tween: Tween
    arc: float = 0.0
    spin: float = 0.0
    fade_scale: float = 1.0            # the size at the start, relative to the anchor's


def lerp_point(a: Sequence[float], b: Sequence[float], t: float) -> tuple[float, float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)
