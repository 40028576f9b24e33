"""Finding hosted games (game/net/discovery.py), tested without a live zeroconf.

No test here (nor anywhere) makes a ``zeroconf.Zeroconf()``: it would send multicast
from this machine. Adverts are ``zeroconf.ServiceInfo`` objects built in-process and
read by the module's own functions; the switch is checked with ``zeroconf.Zeroconf``
replaced by something that fails the test if it is ever called.
"""

from __future__ import annotations

import threading

import pytest
import zeroconf

from game.net import discovery, wire
from game.net.discovery import SERVICE_TYPE, Advertiser, Browser, Listing, read_service, service_info

GAMES = ("chaos", "gouda", "drole", "cubes")


@pytest.fixture(autouse=True)
def no_live_zeroconf(monkeypatch):
    """Every test: a live zeroconf is never made (the test fails if one is asked for)."""
    made: list[object] = []

    def refuse(*args, **kwargs):
        made.append(args)
        raise AssertionError("a live zeroconf.Zeroconf() was made in a test")

    monkeypatch.setattr(zeroconf, "Zeroconf", refuse)
    monkeypatch.setattr(discovery, "_disabled", [False])
    return made


def advert(*, name="Mamie", game="chaos", free="2", v=str(wire.VERSION), port=8765,
           addresses=("192.168.1.20",), label="souris-fromages-0a1b2c3d", extra=None,
           raw: bytes | None = None):
    properties: dict | bytes
    if raw is not None:
        properties = raw
    else:
        properties = {k: val for k, val in (("v", v), ("game", game), ("free", free), ("name", name))
                      if val is not None}
        properties.update(extra or {})
    return zeroconf.ServiceInfo(SERVICE_TYPE, f"{label}.{SERVICE_TYPE}", port=port,
                                properties=properties, parsed_addresses=list(addresses))


def txt(*pairs: bytes) -> bytes:
    """A raw TXT record: each string prefixed by its length (as on the wire)."""
    return b"".join(bytes([len(p)]) + p for p in pairs)


# ------------------------------------------------------------------------ reading adverts
def test_a_sound_advert_is_read_as_a_plain_record():
    found = read_service(advert(), GAMES)
    assert found == discovery.Found(name="Mamie", address="192.168.1.20", port=8765, game="chaos",
                                    free=2, version=wire.VERSION,
                                    key=f"souris-fromages-0a1b2c3d.{SERVICE_TYPE}")
    assert found.joinable and found.where == "192.168.1.20:8765"


def test_what_a_host_advertises_is_what_a_browser_reads():
    info = service_info(40123, "gouda", "  Papi Jo  ", 3, ["10.0.0.7", "8.8.8.8", "fd00::5"])
    assert info.type == SERVICE_TYPE and info.name.endswith("." + SERVICE_TYPE)
    assert sorted(info.parsed_addresses()) == ["10.0.0.7", "fd00::5"]    # never a public one
    found = read_service(info, GAMES)
    assert found is not None
    assert (found.name, found.address, found.port, found.game, found.free) == (
        "Papi Jo", "10.0.0.7", 40123, "gouda", 3)


def test_the_real_registry_is_the_default_list_of_games():
    assert read_service(advert(game="gouda")) is not None
    assert read_service(advert(game="monopoly")) is None


def test_an_ipv6_home_address_is_bracketed_and_ipv4_comes_first():
    only_six = read_service(advert(addresses=("fd12:3456::1",)), GAMES)
    assert only_six is not None and only_six.where == "[fd12:3456::1]:8765"
    both = read_service(advert(addresses=("fd12:3456::1", "192.168.0.9")), GAMES)
    assert both is not None and both.address == "192.168.0.9"


@pytest.mark.parametrize("addresses", [
    ("8.8.8.8",), ("100.64.1.1",), ("224.0.0.251",), ("0.0.0.0",), ("2001:db8::1",),
    ("ff02::fb",), ("192.0.2.1",), (),
])
def test_an_advert_off_the_home_network_is_left_out(addresses):
    assert read_service(advert(addresses=addresses), GAMES) is None


@pytest.mark.parametrize("addresses", [("127.0.0.1",), ("169.254.3.4",), ("172.31.0.1",),
                                       ("fe80::1",)])
def test_loopback_and_link_local_are_home(addresses):
    assert read_service(advert(addresses=addresses), GAMES) is not None


@pytest.mark.parametrize("changes", [
    {"game": "monopoly"}, {"game": None}, {"game": "chaos" * 40},
    {"free": "-1"}, {"free": "33"}, {"free": "two"}, {"free": "1e3"}, {"free": "٣"}, {"free": None},
    {"free": ""}, {"v": None}, {"v": "x"}, {"v": "0"},
    {"name": None}, {"name": ""}, {"name": "   "}, {"name": "M" * 41}, {"name": "Mamie\x00"},
    {"name": "Ma\u202emie"}, {"name": "a\nb"}, {"name": "\ud800"},
    {"port": 22}, {"port": 80}, {"port": 0}, {"port": 70000}, {"port": None},
])
def test_a_bad_advert_is_left_out_never_a_crash(changes):
    try:
        info = advert(**changes)
    except (ValueError, TypeError, UnicodeEncodeError):
        return                      # zeroconf itself refuses to build it: nothing to read
    assert read_service(info, GAMES) is None


@pytest.mark.parametrize("raw", [
    b"", b"\x00", b"\xff", txt(b"v=1", b"game=chaos", b"free=2", b"name=\xff\xfe"),
    txt(b"v=1", b"game=chaos", b"free=2", b"name"),                 # a key without a value
    txt(b"v=1", b"game=chaos", b"free", b"name=Mamie"),
    txt(b"v=1", b"game=chaos", b"free=2", b"name=" + b"x" * 200),
    b"\x40v=1",                                                      # a length past the end
    txt(b"=1", b"==", b"game=chaos"),
])
def test_a_malformed_txt_record_is_left_out(raw):
    assert read_service(advert(raw=raw), GAMES) is None


def test_a_raw_txt_record_that_is_sound_is_read():
    raw = txt(b"v=1", b"game=drole", b"free=1", "name=Léa".encode(), b"later=ignored")
    found = read_service(advert(raw=raw), GAMES)
    assert found is not None and (found.name, found.game, found.free) == ("Léa", "drole", 1)


def test_another_version_or_a_full_game_is_listed_but_not_joinable():
    other = read_service(advert(v="7"), GAMES)
    full = read_service(advert(free="0"), GAMES)
    assert other is not None and not other.joinable
    assert full is not None and not full.joinable


def test_something_that_is_no_service_info_is_left_out():
    for thing in (None, 3, "chaos", object()):
        assert read_service(thing, GAMES) is None


# ------------------------------------------------------------------------ the list
def test_the_listing_keeps_sound_adverts_replaces_updates_and_drops_bad_ones():
    listing = Listing(GAMES)
    listing.take(advert(label="b", name="Zoé"))
    listing.take(advert(label="a", name="anna", free="0"))
    listing.take(advert(label="c", name="Bob"))
    assert [f.name for f in listing.found()] == ["Bob", "Zoé", "anna"]     # joinable first
    listing.take(advert(label="b", name="Zoé", free="1"))                # an update
    assert [f.free for f in listing.found() if f.name == "Zoé"] == [1]
    listing.take(advert(label="b", name="\x1b[31m"))                     # turned bad: dropped
    assert "b" not in {f.key.split(".")[0] for f in listing.found()}
    listing.remove(f"C.{SERVICE_TYPE}")                                  # names ignore case
    assert [f.name for f in listing.found()] == ["anna"]
    assert listing.refused == 1


def test_a_flood_of_adverts_fills_only_so_much():
    listing = Listing(GAMES)
    for i in range(discovery.MAX_FOUND + 20):
        listing.take(advert(label=f"flood{i}"))
    assert len(listing.found()) == discovery.MAX_FOUND
    assert listing.refused == 20


def test_the_listing_is_safe_from_two_threads():
    listing = Listing(GAMES)
    infos = [advert(label=f"t{i}") for i in range(20)]

    def add():
        for info in infos:
            listing.take(info)

    threads = [threading.Thread(target=add) for _ in range(3)]
    for thread in threads:
        thread.start()
    for _ in range(50):
        listing.found()
    for thread in threads:
        thread.join()
    assert len(listing.found()) == 20


# ------------------------------------------------------------------------ the switch
def test_the_environment_variable_turns_discovery_off(monkeypatch, no_live_zeroconf):
    monkeypatch.setenv("SOURIS_NO_DISCOVERY", "1")
    assert not discovery.enabled()
    browser = Browser(GAMES)
    advertiser = Advertiser(40000, "chaos", "Mamie", 2, addresses=["192.168.1.2"])
    advertiser.update(free_seats=1)
    assert not browser.active and not advertiser.active
    assert browser.found() == []
    browser.close()
    advertiser.close()
    assert no_live_zeroconf == []
    with pytest.raises(RuntimeError):
        discovery._make_zeroconf()
    assert no_live_zeroconf == []


def test_disable_turns_it_off_for_the_run(monkeypatch, no_live_zeroconf):
    monkeypatch.delenv("SOURIS_NO_DISCOVERY", raising=False)
    assert discovery.enabled()
    discovery.disable()
    assert not discovery.enabled()
    assert not Browser(GAMES).active
    assert not Advertiser(40000, "chaos", "Mamie", 2, addresses=["192.168.1.2"]).active
    assert no_live_zeroconf == []


def test_the_tests_run_with_discovery_off():
    import os
    assert os.environ.get("SOURIS_NO_DISCOVERY") == "1"      # tests/conftest.py sets it


def test_a_browser_with_no_network_finds_nothing_and_says_why(monkeypatch):
    """Discovery on, but making zeroconf fails (no network): no crash, an empty list.
    (zeroconf.Zeroconf is replaced by a failure here: nothing is sent.)"""
    monkeypatch.delenv("SOURIS_NO_DISCOVERY", raising=False)
    asked = threading.Event()

    def no_network(*args, **kwargs):
        asked.set()
        raise OSError("no network")

    monkeypatch.setattr(zeroconf, "Zeroconf", no_network)
    browser = Browser(GAMES)
    assert browser.active
    assert asked.wait(10)
    for _ in range(1000):
        if browser.problem is not None:
            break
        threading.Event().wait(0.01)
    assert browser.problem == "no network"
    assert browser.found() == []
    browser.close()


def test_local_addresses_are_home_and_never_loopback():
    for address in discovery.local_addresses():
        assert discovery.home_address(address)
        assert not address.startswith("127.") and address != "::1"


def test_no_discovery_on_the_command_line_turns_it_off(monkeypatch, home, capsys):
    monkeypatch.delenv("SOURIS_NO_DISCOVERY", raising=False)
    from game import app
    assert discovery.enabled()
    # a game that is not there: the program stops before its window, the switch thrown
    assert app.main(["--no-discovery", "--game", "no-such-game"]) == 2
    assert not discovery.enabled()
    capsys.readouterr()
