"""Joining a hosted game, up to its table (issue 20): headless, polled by the join
screen (:mod:`game.scenes.join`) and by ``main.py --join`` each frame, never waiting.

:class:`Joining` checks what was typed (the address, the code), starts the
:class:`~game.net.client.Connection`, and follows it: ``connecting``, then, once the
host has welcomed this computer to a seat, ``waiting`` (for the other computers, the
host's lobby) until the first update, when :meth:`Joining.poll` returns the
:class:`~game.net.mirror.RemoteSession` whose table opens; or ``failed`` with a
:class:`~game.net.client.Problem` the screen says in words.
"""

from __future__ import annotations

from typing import Any

from ..core.report import note
from . import wire
from .client import Address, Connection, Problem, TokenStore, check_code, parse_address


def same_files(welcome: dict[str, Any]) -> bool:
    """Whether this computer plays the welcome's game by the host's rules: the host's
    ``files`` digest (:func:`.wire.files_digest`: the rules' edition, the program's
    version, the game's configuration and level) is this computer's own. True when the
    host does not say, or when the game cannot be read here (the session says so)."""
    files, game = welcome.get("files"), welcome.get("game")
    if not isinstance(files, str) or not isinstance(game, str):
        return True
    try:
        mine = wire.files_digest(game)
    except Exception:  # a game this computer does not have or cannot read
        return True
    return files == mine


class Joining:
    """One attempt to join the game at ``address`` with ``code`` (see the module's
    docstring)."""

    def __init__(self, address: str, code: str, *, name: str = "", lang: str = "fr",
                 seat: int | None = None, autoplay: bool = False,
                 tokens: TokenStore | None = None, **connection: Any) -> None:
        self.autoplay = autoplay
        self.problem: Problem | None = None
        self.connection: Connection | None = None
        self.welcome: dict[str, Any] | None = None
        #: the host's lobby: the remote seats, joined or not (while waiting)
        self.lobby: list[dict[str, Any]] = []
        self.session: Any = None
        self._extra: list[dict[str, Any]] = []
        try:
            where: Address = parse_address(address)
        except ValueError:
            self.problem = Problem("address")
            return
        try:
            checked = check_code(code)
        except ValueError:
            self.problem = Problem("code")
            return
        self.connection = Connection(where, checked, name=name, lang=lang, seat=seat,
                                     tokens=tokens, **connection).start()

    @property
    def status(self) -> str:
        """``failed``, ``connecting``, ``waiting`` (welcomed, the game not started yet),
        ``reconnecting``, or ``ready`` (the session is made)."""
        if self.session is not None:
            return "ready"
        if self.problem is not None:
            return "failed"
        connection = self.connection
        assert connection is not None
        if connection.status in ("failed", "closed"):
            return "failed"
        if connection.status == "reconnecting":
            return "reconnecting"
        return "waiting" if self.welcome is not None else "connecting"

    def joined_count(self) -> tuple[int, int]:
        """How many of the remote seats have joined, of how many (the host's lobby)."""
        seats = [s for s in self.lobby if isinstance(s, dict)]
        return sum(1 for s in seats if s.get("joined") is True), len(seats)

    def poll(self) -> Any:
        """Follow the connection; the :class:`RemoteSession` once the game can be shown."""
        if self.session is not None or self.problem is not None:
            return self.session
        connection = self.connection
        assert connection is not None
        if connection.status in ("failed", "closed"):
            self.problem = connection.problem or Problem("dropped")
            return None
        messages = connection.poll()
        for k, data in enumerate(messages):
            kind = data.get("kind")
            if kind == "welcome":
                self.welcome = data
            elif kind == "lobby":
                seats = data.get("seats")
                self.lobby = [s for s in seats if isinstance(s, dict)] if isinstance(seats, list) else []
            elif kind == "closed":
                self.problem = Problem(f"closed_{str(data.get('reason', 'host_quit'))[:30]}")
                return None
            elif kind == "update" and self.welcome is not None:
                if not same_files(self.welcome):
                    self.problem = Problem("files")
                    connection.close()
                    return None
                from .mirror import RemoteSession
                try:
                    self.session = RemoteSession.open(connection, self.welcome, data,
                                                      autoplay=self.autoplay)
                except (wire.WireError, ValueError, KeyError) as exc:
                    note(__name__, "the game sent cannot be shown here: %s", exc)
                    self.problem = Problem("files", str(exc)[:200])
                    connection.close()
                    return None
                self.session.receive(messages[k + 1:])
                return self.session
        return None

    def free_seats(self) -> list[tuple[int, str]]:
        """The other seats played elsewhere that nobody has taken yet (while waiting for
        the host to start): ``(seat, name)``, the name as this computer says it."""
        welcome = self.welcome
        if welcome is None or self.session is not None:
            return []
        from .mirror import seats_of
        seats = seats_of(welcome)
        listed = welcome.get("seats") or []
        joined = {s.get("seat") for s in self.lobby if s.get("joined") is True}
        mine = welcome.get("seat")
        return [(k, seats[k].name) for k, item in enumerate(listed)
                if isinstance(item, dict) and item.get("where") == "remote" and k != mine
                and k not in joined and k < len(seats)]

    def switch(self, seat: int) -> None:
        """Take seat ``seat`` instead (another person's seat was given to this computer):
        this connection says goodbye (its token forgotten) and a new one asks for it."""
        old = self.connection
        if old is None or self.welcome is None or self.session is not None:
            return
        old.tokens.forget(old.address)
        old.close()
        self.welcome, self.lobby = None, []
        self.connection = Connection(old.address, old.code, name=old.name, lang=old.lang, seat=seat,
                                     tokens=old.tokens, retry_delays=old.retry_delays,
                                     open_timeout=old.open_timeout).start()

    def cancel(self) -> None:
        """The person goes back: the connection ends (its token kept)."""
        if self.connection is not None and self.session is None:
            self.connection.close()
