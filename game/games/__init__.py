"""The games, one package each. ``config/games.yaml`` lists which the program offers;
each package declares itself in its ``__init__.py`` (``GAME``, a
:class:`~game.core.descriptor.GameInfo`) and loads nothing else until it is played."""
