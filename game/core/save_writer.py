"""The autosave's writer: one file kept up to date beside the frame loop.

The table asks for a save after every action; writing it (JSON, a temporary file,
``fsync``, ``os.replace``) takes milliseconds, more as a game grows, and the disk may
be slow. So the writing happens in a thread of its own, and only the newest request
counts: asking again while a write is under way replaces what waits, it does not queue
behind it. A request is a function that does the writing (made by the session from a
snapshot of the game, so the thread never reads a position that is changing).

There is one writer per file (:func:`writer_for`), shared by every game that saves to
it, so that the jobs on one file run in the order they were asked for: a finished game
that forgets the autosave and the next game of its match that writes it do not race.

What each write did (None, or the ``OSError`` it met) is collected for whoever asked for
it, to report on the table's own thread (:meth:`SaveWriter.outcomes`).
:meth:`SaveWriter.wait` waits for the last request to be written (leaving a table,
quitting, tests).

A kill during a write leaves the old file whole (the write goes to a temporary file
first); the temporary file left behind is cleaned at the next start
(:func:`game.core.safe_files.clean_stale_temporaries`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import threading

Job = Callable[[], None]

_writers: dict[str, SaveWriter] = {}


def writer_for(path: Path) -> SaveWriter:
    """The writer of ``path`` (one per file)."""
    key = str(Path(path).absolute())
    writer = _writers.get(key)
    if writer is None:
        writer = _writers[key] = SaveWriter()
    return writer


def settled(path: Path, timeout: float = 5.0) -> Path:
    """``path`` once the writes asked for it have been done (whoever reads a save, or
    asks whether there is one, reads what the game last asked to keep)."""
    writer = _writers.get(str(Path(path).absolute()))
    if writer is not None:
        writer.wait(timeout)
    return Path(path)


class SaveWriter:
    """Runs the newest save job in a background thread (started with the first job)."""

    def __init__(self) -> None:
        self._waiting: tuple[object, Job] | None = None
        self._busy = False
        self._outcomes: list[tuple[object, OSError | None]] = []
        self._thread: threading.Thread | None = None
        self._cond: threading.Condition | None = None

    def submit(self, owner: object, job: Job) -> None:
        """Have ``job`` run soon for ``owner`` (replacing a job that has not started
        yet, whoever asked for it: only the newest state of the file matters)."""
        import threading
        if self._cond is None:
            self._cond = threading.Condition()
        with self._cond:
            self._waiting = (owner, job)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        cond = self._cond
        assert cond is not None
        while True:
            with cond:
                while self._waiting is None:
                    if not cond.wait(timeout=30.0) and self._waiting is None:
                        self._thread = None            # idle for long: the thread ends
                        return
                (owner, job), self._waiting = self._waiting, None
                self._busy = True
            outcome: OSError | None = None
            try:
                job()
            except OSError as exc:
                outcome = exc
            with cond:
                self._busy = False
                self._outcomes.append((owner, outcome))
                del self._outcomes[:-64]       # a game that no longer asks keeps no list
                cond.notify_all()

    def idle(self) -> bool:
        """Nothing waits and nothing is being written."""
        return self._waiting is None and not self._busy

    def outcomes(self, owner: object) -> list[OSError | None]:
        """What the writes ``owner`` asked for did, since the last call, oldest first."""
        if self._cond is None:
            return []
        with self._cond:
            mine = [outcome for who, outcome in self._outcomes if who is owner]
            self._outcomes = [(who, outcome) for who, outcome in self._outcomes if who is not owner]
        return mine

    def wait(self, timeout: float = 5.0) -> bool:
        """Wait until every job asked for has run (at most ``timeout`` seconds); True if
        they all have."""
        cond = self._cond
        if cond is None:
            return True
        deadline = time.monotonic() + timeout
        with cond:
            while not self.idle():
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                cond.wait(timeout=left)
        return True
