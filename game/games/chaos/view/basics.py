"""The names the modules of Chaos's table share (issue 18: the scene split by job):
a square, a thing the focus or a click may pick, and the table's texts."""

from __future__ import annotations

from .... import i18n

Sq = tuple[int, int]
Item = tuple            # ("sq", (x, y)) / ("hide", corner) / ("table",) / ("cover", id)
#                         / ("mouse", id) / ("tip", direction)

DIR_STEP = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
#: The soft ring round a piece that may be chosen, and round the chosen one.
PICK_RGB = (96, 178, 120)


def tr(key: str, **values: object) -> str:
    """A text of this table (``chaos.table.<key>``)."""
    return i18n.t(f"chaos.table.{key}", **values)
