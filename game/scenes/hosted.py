"""The setup screen's hosted game wired to the hosting side (issue 20): what
:func:`game.scenes.waiting.host_game` opens when people play on other machines.

:class:`HostedGame` puts together, for one game:

- the game's :class:`~game.session.Session`, made when *Play!* is pressed with the
  seats of the people elsewhere marked ``remote`` (the hosting side needs the seats and
  the seed for the reconnect tokens); it is not saved before the game starts, so that
  *Cancel* leaves the unfinished game under *Continue* as it was;
- ``game.net.hosting.Hosting`` over it, listening from the start: the waiting screen's
  :class:`~game.scenes.waiting.Lobby` is this object (code, port, addresses, seats);
- a :class:`~game.net.discovery.Advertiser`, so that the other machines find the game
  in their list (nothing while discovery is off), its free seats kept up to date;
- once everyone has joined (:meth:`start`): the table, the hosting attached to its
  driver, the remote seats' marks on it (:mod:`game.view.presence`: this object is
  their presence source), and this object as the table's companion (each frame the
  hosting's :meth:`update`; :meth:`close` when the table goes).
"""

from __future__ import annotations

import atexit
import socket
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..i18n import t
from ..net import discovery

if TYPE_CHECKING:
    from ..core.match import Match
    from ..core.seats import Seat
    from ..session import Session
    from .manager import Host

#: how often the addresses are read again (seconds): a Wi-Fi that comes back shows
ADDRESSES_EVERY = 3.0


@dataclass
class HostPlan:
    """The game the setup screen asks to host: its seats in play order, its options,
    the match it is a game of, and which seats (play order) are people on another
    machine; ``session``: the game itself when it is one continued from the autosave
    (None: a new game, made when the hosting opens)."""

    game_id: str
    seats: list[Seat]
    options: dict[str, Any]
    match: Match | None
    remote: list[int]
    session: Session | None = None



def advert_name(plan: HostPlan) -> str:
    """The name the other machines list this game under ("Gouda! Gouda! on NAME" on
    their join screen): this computer's name, else the first person at the host's
    screen with a name of their own."""
    try:
        name = discovery.clean_name(socket.gethostname().split(".")[0])
    except OSError:
        name = None
    if name:
        return name
    remote = set(plan.remote)
    for i, seat in enumerate(plan.seats):
        if seat.is_human and i not in remote and seat.given:
            return seat.given[:discovery.NAME_LIMIT]
    return t("lobby.advert_default")


class HostedGame:
    """One hosted game, from the waiting screen to the table's end (see the module)."""

    def __init__(self, plan: HostPlan, *, port: int = 0, hosting_options: dict[str, Any] | None = None):
        from ..net.hosting import Hosting
        session = plan.session
        if session is None:
            from ..session import Session
            seats = []
            for i, seat in enumerate(plan.seats):
                made = seat.copy()
                made.remote = seat.is_human and i in plan.remote
                seats.append(made)
            session = Session.new(plan.game_id, seats, options=dict(plan.options),
                                  match=plan.match, autosave=False)
        self.plan = plan
        #: the game: a new one (saved once it starts), or the one "Continue" opened
        self.session: Session = session
        self.hosting = Hosting(self.session, port=port, **(hosting_options or {}))
        self.hosting.start()                  # OSError: no port; the setup says so
        self.code: str = self.hosting.code
        self.port: int = self.hosting.port
        self._addresses: list[str] = []
        self._read_at = -ADDRESSES_EVERY
        name = advert_name(plan)
        self.advertiser = discovery.Advertiser(self.port, plan.game_id, name,
                                               len(plan.remote), addresses=self.addresses())
        #: the name the other machines list this game under (None: discovery is off)
        self.listed_as: str | None = name if self.advertiser.active else None
        self.closed = False
        # the window closed while hosting: the joined machines are still told goodbye
        atexit.register(self._at_exit)

    # the Lobby (the waiting screen) -------------------------------------------------
    def addresses(self) -> list[str]:
        now = time.monotonic()
        if now - self._read_at >= ADDRESSES_EVERY:
            self._read_at = now
            self._addresses = list(self.hosting.addresses())
        return list(self._addresses)

    def seats(self) -> list[Any]:
        seats = list(self.hosting.seats())
        self.advertiser.update(free_seats=sum(1 for s in seats if not s.joined))
        return seats

    def all_joined(self) -> bool:
        return bool(self.hosting.all_joined())

    def close(self, wait: bool = False) -> None:
        """Stop hosting (Cancel, or the table has gone): the joined machines are told,
        on a thread of the hosting's own unless ``wait`` (the window never freezes for
        a joined computer that does not read)."""
        if self.closed:
            return
        self.closed = True
        atexit.unregister(self._at_exit)
        self.advertiser.close()
        self.hosting.close(wait=wait)

    def _at_exit(self) -> None:
        """The program ends while hosting: the goodbyes go before it does (no new
        thread at the interpreter's end)."""
        self.close(wait=True)

    # the table -------------------------------------------------------------------
    def start(self, app: Host) -> Any:
        """Everyone is here: the game is saved from now on, its table opens, the
        hosting follows its driver, and the remote seats get their marks."""
        from .. import paths
        from ..view.presence import attach
        from .gamescene import BaseGameScene
        session = self.session
        self.adopt_names()
        if session.autosave_path is None:         # a new game: "Continue" offers it from now on
            session.autosave_path = paths.autosave_file()
            session.records_path = paths.records_file()
        session.save()
        app.show_title()
        scene = app.start_game(session)
        assert isinstance(scene, BaseGameScene)
        self.hosting.attach(scene.driver)
        scene.companions.append(self)
        attach(scene, self)
        return scene

    def adopt_names(self) -> None:
        """A remote seat the host left without a name takes the name its person gave on
        joining (shortened to what the setup lets one type), at the table and in the
        save."""
        from .setup_choices import NAME_MAX
        for lobby_seat in self.hosting.seats():
            seat = self.session.seats[lobby_seat.seat]
            name = " ".join(str(lobby_seat.name).split())[:NAME_MAX].strip()
            if (seat.remote and not seat.given and lobby_seat.joined and name
                    and all(ch.isprintable() for ch in name)):
                seat.given = name

    def update(self) -> bool:
        """Each frame of the table, before its driver: the remote seats' decisions."""
        changed = bool(self.hosting.update())
        self.advertiser.update(free_seats=sum(1 for p in self.presence() if not p.connected))
        return changed

    # the presence source (the table's marks) ---------------------------------------
    def presence(self) -> list[Any]:
        return list(self.hosting.presence())

    def let_computer_play(self, seat: int, on: bool) -> None:
        self.hosting.let_computer_play(seat, on)


def remote_seats(session: Session) -> list[int]:
    """The seats of ``session`` played on other machines (a hosted game's save)."""
    return [i for i, seat in enumerate(session.seats) if seat.is_human and seat.remote]


def saved_plan(session: Session) -> HostPlan:
    """The plan of a hosted game continued from the autosave (its seats as saved)."""
    return HostPlan(session.game_id, list(session.seats), dict(session.state.options),
                    session.match_state(), remote_seats(session), session)


def open_hosted(plan: HostPlan) -> HostedGame:
    """:data:`game.scenes.waiting.Opener`: the hosted game of ``plan``, listening."""
    return HostedGame(plan)


def start_hosted(app: Host, plan: HostPlan, lobby: Any) -> None:
    """:data:`game.scenes.waiting.Starter`: the table of the hosted game ``lobby``."""
    lobby.start(app)
