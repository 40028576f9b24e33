"""Finding the games hosted on the home network (issue 20): mDNS / DNS-SD with
``zeroconf``.

A hosting program *advertises* its game (:class:`Advertiser`): a service of type
:data:`SERVICE_TYPE` whose TXT record says the protocol's version (``v``), the game
(``game``: ``chaos``...), how many seats are still free (``free``) and a name to show
(``name``: "Mamie's game"); the service's address and port are where its server
listens. A joining program *browses* (:class:`Browser`): :meth:`Browser.found` is the
list of games seen, as plain :class:`Found` records.

What a browser hears is input from the network: anyone on it may advertise anything.
:func:`read_service` takes a service apart and checks every piece (the TXT keys and
their values' types and lengths, a printable name, a port a game may listen on, a
game this program knows, an address on the home network: private, link-local or
loopback); a service that fails any check is left out, never a crash. At most
:data:`MAX_FOUND` games are kept (a flood of adverts fills nothing).

The switch: discovery sends multicast on every network interface, so it is off
(:func:`enabled` is False) when the environment variable ``SOURIS_NO_DISCOVERY=1``
is set (the tests set it) or once :func:`disable` was called (``--no-discovery``).
When it is off, nothing of zeroconf is made at all: a :class:`Browser` finds nothing
and an :class:`Advertiser` advertises nothing (joining by address still works).

zeroconf's own objects are made on a thread of their own (registering a service
takes a second of probing): nothing here ever blocks the frame loop.

Headless; never imports pygame.
"""

from __future__ import annotations

import ipaddress
import logging
import os
import queue
import secrets
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from . import wire

log = logging.getLogger(__name__)

SERVICE_TYPE = "_souris-fromages._tcp.local."
#: the environment variable that turns discovery off ("1")
SWITCH = "SOURIS_NO_DISCOVERY"
#: the longest name a hosted game may show (characters)
NAME_LIMIT = 40
#: the most games a browser keeps (a flood of adverts is cut there)
MAX_FOUND = 32
#: the most seats a game may say are free (as wire's seat numbers)
MAX_SEATS = 32
#: a game's server listens on an unprivileged port: an advert pointing at port 22 or 80
#: is someone else's service, not a game
LOWEST_PORT = 1024
#: the longest TXT value read (bytes): every real value is far shorter
VALUE_LIMIT = 128
#: the TXT keys an advert carries; other keys are ignored (a later version may add some)
KEYS = ("v", "game", "free", "name")
#: how long the browser waits for a service's details (seconds)
RESOLVE_SECONDS = 3.0

#: the home network: where a found game may be (and where the server accepts peers)
HOME_NETWORKS = tuple(ipaddress.ip_network(n) for n in (
    "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16",      # RFC 1918
    "169.254.0.0/16",                                      # IPv4 link-local
    "127.0.0.0/8",                                         # this computer
    "fc00::/7",                                            # IPv6 unique local
    "fe80::/10",                                           # IPv6 link-local
    "::1/128",
))

_disabled = [False]


# ------------------------------------------------------------------------ the switch
def enabled() -> bool:
    """Whether this program may look for or advertise games on the home network."""
    return not _disabled[0] and os.environ.get(SWITCH, "").strip() not in ("1", "true", "yes")


def disable() -> None:
    """Turn discovery off for the rest of this run (``--no-discovery``)."""
    _disabled[0] = True


def _make_zeroconf() -> Any:
    """A live zeroconf, the only one this module makes (never while the switch is off)."""
    if not enabled():
        raise RuntimeError("discovery is off")
    import zeroconf
    return zeroconf.Zeroconf()


# ------------------------------------------------------------------------ what is found
@dataclass(frozen=True)
class Found:
    """One hosted game seen on the home network: its name to show, where to join it
    (``address``, ``port``), which game (``game``), how many seats are free, and the
    protocol ``version`` it speaks (another version than :data:`wire.VERSION` cannot
    be joined: :attr:`joinable` says so). ``key`` tells two adverts apart."""

    name: str
    address: str
    port: int
    game: str
    free: int
    version: int = wire.VERSION
    key: str = ""

    @property
    def joinable(self) -> bool:
        return self.version == wire.VERSION and self.free > 0

    @property
    def where(self) -> str:
        """``address:port`` as a person types it (an IPv6 address in brackets)."""
        return f"[{self.address}]:{self.port}" if ":" in self.address else f"{self.address}:{self.port}"


def home_address(text: str) -> bool:
    """Whether ``text`` is an address on the home network (private, link-local or this
    computer's loopback): never a public one, nor multicast or "any"."""
    try:
        address = ipaddress.ip_address(text.split("%", 1)[0])
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return any(address in network for network in HOME_NETWORKS)


def clean_name(text: str) -> str | None:
    """``text`` as a game's name to show, or None if it cannot be one: 1 to
    :data:`NAME_LIMIT` printable characters (no control or direction-changing
    character), spaces at its ends taken off."""
    if not isinstance(text, str):
        return None
    text = text.strip()
    if not text or len(text) > NAME_LIMIT:
        return None
    if any(not ch.isprintable() for ch in text):     # Cc, Cf (bidi), Cs, Co, Cn, Z but space
        return None
    return text


def _value(properties: Mapping[Any, Any], key: str) -> str | None:
    """The TXT value of ``key`` as text (None: missing, not bytes, too long, not UTF-8)."""
    raw = properties.get(key.encode("ascii"))
    if not isinstance(raw, bytes) or len(raw) > VALUE_LIMIT:
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _whole(text: str | None, low: int, high: int) -> int | None:
    """``text`` as a whole number from ``low`` to ``high`` (plain ASCII digits only)."""
    if text is None or not 1 <= len(text) <= 6 or not text.isascii() or not text.isdigit():
        return None
    number = int(text)
    return number if low <= number <= high else None


def read_service(info: Any, games: Iterable[str] | None = None) -> Found | None:
    """The game a service advertises (a ``zeroconf.ServiceInfo``), or None if any part
    of it is not what a hosting program of this family sends (see the module's words):
    it is then left out of the list. ``games``: the game ids this program knows (the
    registry's by default)."""
    try:
        return _read(info, games)
    except Exception as exc:   # noqa: BLE001 -- input from the network: never a crash
        log.debug("service left out: %r", exc)
        return None


def _read(info: Any, games: Iterable[str] | None) -> Found | None:
    if games is None:
        from ..core import registry
        games = registry.games()
    if getattr(info, "type", None) != SERVICE_TYPE:
        return None
    key = getattr(info, "name", None)
    if not isinstance(key, str) or len(key) > 255:
        return None
    port = getattr(info, "port", None)
    if type(port) is not int or not LOWEST_PORT <= port <= 65535:
        return None
    properties = info.properties
    if not isinstance(properties, dict):
        return None
    version = _whole(_value(properties, "v"), 1, 999)
    game = _value(properties, "game")
    free = _whole(_value(properties, "free"), 0, MAX_SEATS)
    name = clean_name(_value(properties, "name") or "")
    if version is None or free is None or name is None or game is None or game not in set(games):
        return None
    addresses = [a for a in info.parsed_scoped_addresses() if isinstance(a, str) and home_address(a)]
    if not addresses:
        return None
    addresses.sort(key=lambda a: ":" in a)                 # IPv4 first: what people type
    return Found(name=name, address=addresses[0], port=port, game=game, free=free,
                 version=version, key=key.lower())


def service_info(port: int, game_id: str, name: str, free_seats: int, addresses: Iterable[str],
                 instance: str | None = None) -> Any:
    """The ``zeroconf.ServiceInfo`` a hosting program advertises (what
    :func:`read_service` reads back). ``instance``: the service's own label (random
    by default: two hosts on one network never clash); ``name`` is shortened to what a
    browser takes."""
    import zeroconf
    shown = clean_name(name) or clean_name(name[:NAME_LIMIT]) or "Souris & Fromages"
    label = instance or f"souris-fromages-{secrets.token_hex(4)}"
    return zeroconf.ServiceInfo(
        SERVICE_TYPE, f"{label}.{SERVICE_TYPE}", port=port,
        properties={"v": str(wire.VERSION), "game": game_id,
                    "free": str(max(0, min(MAX_SEATS, free_seats))), "name": shown},
        parsed_addresses=[a for a in addresses if home_address(a)])


def local_addresses() -> list[str]:
    """This computer's addresses on the home network (private or link-local IPv4, then
    unique-local IPv6), never loopback: the lines a joiner may type. Read from the
    network interfaces (``ifaddr``); sends nothing."""
    try:
        import ifaddr
        adapters = ifaddr.get_adapters()
    except Exception:   # noqa: BLE001 -- no interfaces to read: none to show
        return []
    four: list[str] = []
    six: list[str] = []
    for adapter in adapters:
        for ip in adapter.ips:
            if isinstance(ip.ip, str):
                if home_address(ip.ip) and not ip.ip.startswith("127.") and ip.ip not in four:
                    four.append(ip.ip)
            else:
                text = ip.ip[0]
                address = ipaddress.ip_address(text.split("%", 1)[0])
                if (home_address(text) and not address.is_loopback and not address.is_link_local
                        and text not in six):
                    six.append(text)                  # a link-local v6 needs its scope: not typed
    link_local = [a for a in four if a.startswith("169.254.")]
    return [a for a in four if a not in link_local] + six + link_local


# ------------------------------------------------------------------------ the list
class Listing:
    """The games found so far, by service name (thread-safe: zeroconf's thread adds,
    the screen reads). :meth:`take` reads a service and keeps it if it is sound."""

    def __init__(self, games: Iterable[str] | None = None) -> None:
        self._games = list(games) if games is not None else None
        self._lock = threading.Lock()
        self._found: dict[str, Found] = {}
        #: services left out so far (a bad advert is counted, not shown)
        self.refused = 0

    def take(self, info: Any) -> Found | None:
        """Read ``info``: kept (or replacing the same service's older record) if it
        is sound, else counted in :attr:`refused` (and an older record of it dropped)."""
        found = read_service(info, self._games)
        key = str(getattr(info, "name", "")).lower()
        with self._lock:
            if found is None:
                self.refused += 1
                self._found.pop(key, None)
                return None
            if key not in self._found and len(self._found) >= MAX_FOUND:
                self.refused += 1
                return None
            self._found[key] = found
        return found

    def remove(self, name: str) -> None:
        with self._lock:
            self._found.pop(str(name).lower(), None)

    def clear(self) -> None:
        with self._lock:
            self._found.clear()

    def found(self) -> list[Found]:
        """The games found, by name (the joinable first)."""
        with self._lock:
            found = list(self._found.values())
        return sorted(found, key=lambda f: (not f.joinable, f.name.casefold(), f.key))


# ------------------------------------------------------------------------ browsing
class Browser:
    """Looks for games on the home network while it is open (the "Join a game"
    screen): :meth:`found` is what was seen so far. With discovery off it makes
    nothing and finds nothing (:attr:`active` False). :meth:`close` when the screen
    goes."""

    def __init__(self, games: Iterable[str] | None = None) -> None:
        self.listing = Listing(games)
        self.active = enabled()
        #: why looking failed (no network...), for a log; None when all is well
        self.problem: str | None = None
        self._zc: Any = None
        self._browser: Any = None
        self._closed = threading.Event()
        if self.active:
            threading.Thread(target=self._start, name="discovery-browser", daemon=True).start()

    def _start(self) -> None:
        try:
            import zeroconf
            zc = _make_zeroconf()
        except Exception as exc:   # noqa: BLE001 -- no network: nothing found, said once
            self.problem = str(exc) or type(exc).__name__
            return
        if self._closed.is_set():
            zc.close()
            return
        self._zc = zc
        try:
            self._browser = zeroconf.ServiceBrowser(zc, SERVICE_TYPE, handlers=[self._changed])
        except Exception as exc:   # noqa: BLE001
            self.problem = str(exc) or type(exc).__name__
        if self._closed.is_set():
            self._stop()

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        """zeroconf's thread: a service came, changed or went."""
        from zeroconf import ServiceStateChange
        if state_change is ServiceStateChange.Removed:
            self.listing.remove(name)
            return
        if service_type != SERVICE_TYPE or self._closed.is_set():
            return
        try:
            info = zeroconf.get_service_info(service_type, name, timeout=int(RESOLVE_SECONDS * 1000))
        except Exception:   # noqa: BLE001 -- a malformed answer: that service is not listed
            info = None
        if info is None:
            self.listing.remove(name)
        else:
            self.listing.take(info)

    def found(self) -> list[Found]:
        return self.listing.found()

    def close(self) -> None:
        self._closed.set()
        self._stop()

    def _stop(self) -> None:
        browser, zc, self._browser, self._zc = self._browser, self._zc, None, None
        for job in (getattr(browser, "cancel", None), getattr(zc, "close", None)):
            if job is not None:
                try:
                    job()
                except Exception:   # noqa: BLE001 -- closing: nothing left to do
                    pass


# ------------------------------------------------------------------------ advertising
class Advertiser:
    """Tells the home network that this computer hosts a game: ``port`` where its
    server listens, ``game_id``, ``name`` to show ("Mamie's game"), ``free_seats``.
    :meth:`update` when seats fill or free; :meth:`close` when the game starts or
    ends. With discovery off it makes nothing (:attr:`active` False): joiners type the
    address. Registering runs on a thread of its own."""

    def __init__(self, port: int, game_id: str, name: str, free_seats: int, *,
                 addresses: Iterable[str] | None = None) -> None:
        self.port, self.game_id, self.name, self.free_seats = port, game_id, name, free_seats
        self.active = enabled()
        self.problem: str | None = None
        self._addresses = list(addresses) if addresses is not None else None
        self._jobs: queue.Queue[Callable[[], bool] | None] = queue.Queue()
        self._instance = f"souris-fromages-{secrets.token_hex(4)}"
        self._zc: Any = None
        self._info: Any = None
        if self.active:
            self._jobs.put(self._register)
            threading.Thread(target=self._work, name="discovery-advertiser", daemon=True).start()

    def _work(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                break
            try:
                if not job():
                    break
            except Exception as exc:   # noqa: BLE001 -- no network: the address is typed
                self.problem = str(exc) or type(exc).__name__
                break
        self._unregister()

    def _make_info(self) -> Any:
        addresses = self._addresses if self._addresses is not None else local_addresses()
        return service_info(self.port, self.game_id, self.name, self.free_seats, addresses,
                            self._instance)

    def _register(self) -> bool:
        info = self._make_info()
        if not info.addresses:
            self.problem = "no home-network address"
            return False
        self._zc = _make_zeroconf()
        self._zc.register_service(info)
        self._info = info
        return True

    def _update(self) -> bool:
        if self._zc is None:
            return False
        info = self._make_info()
        self._zc.update_service(info)
        self._info = info
        return True

    def _unregister(self) -> None:
        zc, info, self._zc, self._info = self._zc, self._info, None, None
        if zc is None:
            return
        try:
            if info is not None:
                zc.unregister_service(info)
        except Exception:   # noqa: BLE001 -- going anyway
            pass
        try:
            zc.close()
        except Exception:   # noqa: BLE001
            pass

    def update(self, free_seats: int | None = None, name: str | None = None) -> None:
        """The game's free seats (or name) changed: the advert says so."""
        changed = False
        if free_seats is not None and free_seats != self.free_seats:
            self.free_seats, changed = free_seats, True
        if name is not None and name != self.name:
            self.name, changed = name, True
        if changed and self.active:
            self._jobs.put(self._update)

    def close(self) -> None:
        """Stop advertising (the game started, or hosting ended)."""
        if self.active:
            self.active = False
            self._jobs.put(None)
