"""The games. Importing this package registers every game whose rules are complete."""

from . import cubes  # noqa: F401  (registers "cubes")
from . import drole  # noqa: F401  (registers "drole")
