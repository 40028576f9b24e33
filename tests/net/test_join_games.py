"""A joined computer plays complete games (issue 20; the four games in a soak): the game's own
table runs over the mirror of a host's game (tests/net/testhost.py, on 127.0.0.1), a
computer of the normal level plays the joined seat from its observation
(``--autoplay``), and at the end the table draws from exactly the observation the
host last sent that seat; the mirror holds nothing the updates did not carry."""

from __future__ import annotations

import os

import pytest
from apps import close
from joined import (
    finished,
    joined_app,
    quick_client,  # noqa: F401 -- the fixture, used by pytestmark
    run_until,
)
from testhost import TestHost

pytestmark = pytest.mark.usefixtures("quick_client")

from game.net.mirror import MirrorState, RemoteDriver, RemoteSession

#: cubes in every run (the quickest whole game; gouda's windows are played by the person
#: test below); all four in a soak (``SOURIS_SOAK_GAMES`` set)
GAMES = [("cubes", 2, {})]
if os.environ.get("SOURIS_SOAK_GAMES"):
    GAMES += [("drole", 3, {}), ("gouda", 3, {"powers": 4}), ("chaos", 4, {})]


@pytest.mark.parametrize("game_id, players, options", GAMES, ids=[g[0] for g in GAMES])
def test_a_joined_table_plays_a_whole_game(home, game_id, players, options) -> None:
    seat = players - 1
    host = TestHost(game_id, players, {seat}, options=options, names={seat: "Mamie"}).start()
    app = joined_app(host.address)
    try:
        run_until(app, finished(app))
        session = app.joined
        assert isinstance(session, RemoteSession) and session.seat == seat
        table = app.scenes.find(type(app.scenes.stack[-1])) and next(
            s for s in app.scenes.stack if hasattr(s, "driver"))
        assert isinstance(table.driver, RemoteDriver)
        for _ in range(40):                     # the last move shown, then the results
            app.frame(0.3)
        # what the table draws from is what the host last sent this seat
        assert table.observation().to_json() == host.sent[seat]
        assert session.matches_host()
        assert session.state.seq == host.seq
        assert app.joined_figures()["matches_host"] is True
        assert session.actions_sent > 0 and host.refused == []
        # every move was animated through the driver's usual path (no catching up)
        assert table.driver.moves_shown == host.seq - session.first_seq
        assert table.driver.resyncs == 0
        assert type(app.scenes.top).__name__ == "RemoteResultsScene"
        assert session.state.winners() == host.state.winners()
        if game_id == "gouda":                  # its windows asked this seat on its screen
            assert any(m["kind"] == "answer" for m in host.received)
        # the mirror: no seed, no history, only this seat's observation, whoever asks
        mirror = session.state
        assert isinstance(mirror, MirrorState)
        assert mirror.seed == 0 and mirror.parser.seed == 0 and list(mirror.history) == []
        assert len(mirror.history) == len(host.state.history)
        for viewer in (None, *range(players)):
            assert mirror.observation(viewer) is mirror.obs
        assert session.seats[seat].name == "Mamie"
    finally:
        close(app)
        host.close()


def test_a_person_answers_on_their_own_screen(home) -> None:
    """Gouda with powers, the joined seat played as a person would: the answer bar on
    this screen, a claim or a pass each time it asks, then a
    decision when the rules ask this seat; each goes to the host as ``answer`` or
    ``act``, and the table stays on the host's observation."""
    import random

    host = TestHost("gouda", 3, {0}, options={"powers": 5}, seed=8).start()
    app = joined_app(host.address, autoplay=False)
    rng = random.Random(3)
    try:
        def step() -> bool:
            session = app.joined
            if session is None:
                return False
            table = next(s for s in app.scenes.stack if hasattr(s, "driver"))
            driver = table.driver
            window = driver.window
            session.receive()
            if session.pending:
                pass                                   # a person sees the table caught up
            elif window is not None and table.answer_bar_shown() and 0 in window.undecided():
                choice = rng.choice(("claim", "claim", "pass"))
                if choice == "claim":
                    assert driver.claim(0)
                else:
                    assert driver.decline(0, until_turn=choice == "quiet")
            elif driver.can_act():
                table.apply(rng.choice(driver.legal_actions()))
            answers = {m["answer"] for m in host.received if m["kind"] == "answer"}
            claimed = any(m["kind"] == "act" and m["action"] != "pass" and m.get("seq", 0) > 0
                          for m in host.received)
            return ({"claim", "pass"} <= answers and claimed and session.state.seq > 60) or finished(app)()
        run_until(app, step)
        run_until(app, lambda: app.joined.matches_host() and app.joined.state.seq == host.seq)
        assert host.refused == []
    finally:
        close(app)
        host.close()


def test_a_pass_the_host_did_not_take_is_said_again(home, monkeypatch) -> None:
    """A host that reads a window otherwise (it did not take this seat's "pass until my
    turn") and asks the seat anyway: the joined table, which shows no bar, sends the
    pass itself a moment later, and the game goes on."""
    from game.net import mirror
    monkeypatch.setattr(mirror, "UNASKED_PASS", 0.2)
    host = TestHost("gouda", 3, {0}, options={"powers": 5}, seed=8).start()
    host.deaf = True                      # it hears no answer
    app = joined_app(host.address, autoplay=False)
    try:
        def step() -> bool:
            session = app.joined
            if session is None:
                return False
            table = next(s for s in app.scenes.stack if hasattr(s, "driver"))
            driver = table.driver
            session.receive()
            if not session.pending and driver.window is not None and table.answer_bar_shown() \
                    and 0 in driver.window.undecided():
                driver.decline(0, until_turn=True)
            elif driver.can_act():
                table.apply(driver.legal_actions()[0])
            return any(m["kind"] == "act" and m["action"] == "pass" for m in host.received)
        run_until(app, step)
        run_until(app, lambda: app.joined.state.seq == host.seq and not app.joined.pending)
        assert host.refused == []                # the pass was taken: the game went on
        passes = [a for a in host.state.history if str(a) == "pass"]
        assert passes
    finally:
        close(app)
        host.close()
