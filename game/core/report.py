"""Warnings for the log, with ``logging`` imported only when there is one to write:
the program's start does without that module (a few milliseconds of the time to the
first frame), and most sessions never warn."""

from __future__ import annotations


def warn(where: str, message: str, *args: object) -> None:
    """Log ``message % args`` as a warning of the logger named ``where`` (a module's
    ``__name__``)."""
    import logging
    logging.getLogger(where).warning(message, *args)


def note(where: str, message: str, *args: object) -> None:
    """Log ``message % args`` as information (the same way as :func:`warn`)."""
    import logging
    logging.getLogger(where).info(message, *args)
