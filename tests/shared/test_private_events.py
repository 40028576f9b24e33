"""Private events on the table: Drôle de fromage's "you look inside the piece you just
received" (WormSeen) is animated for its player only when that player is the viewer;
with several people at the table (nobody in particular looking) nothing of it is shown,
while the piece's fall itself is shown to everybody."""

from __future__ import annotations

import random

from game.core.protocol import CHANCE
from game.core.seats import Seat
from game.games.drole.actions import CheeseFell, WormSeen
from game.session import Session

DT = 1 / 60


def before_a_fall_to(kinds, receiver: int) -> Session:
    """A session (random moves) where the mover's next step drops a piece to ``receiver``."""
    for seed in range(1, 500):
        session = Session.new("drole", [Seat("", c, k, "random", i + 1) for i, (k, c) in
                                        enumerate(zip(kinds, ["orange", "sky", "green"]))],
                              seed=seed, autosave=False)
        rng = random.Random(seed)
        state = session.state
        while not state.is_terminal():
            if state.phase == "move":
                for action in state.legal_actions():
                    twin = state.clone()
                    events = twin.apply(action)
                    if any(isinstance(e, CheeseFell) and e.player == receiver for e in events):
                        session.fall = action        # type: ignore[attr-defined]
                        return session
            if state.current_player() == CHANCE:
                session.chance()
            else:
                session.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no such position")


def play_the_fall(app, session):
    scene = app.start_game(session)
    for _ in range(5):
        app.frame(DT)
    events = scene.driver.apply(session.fall)
    seen = [e for e in events if isinstance(e, WormSeen)]
    assert seen, "with the peeking rule the receiver looks inside"
    flashes = set()
    for _ in range(240):
        app.frame(DT)
        flashes |= set(scene.model.seen_flash)
    return scene, seen[0], flashes


def test_the_receiver_alone_with_computers_sees_inside_their_new_piece(app):
    session = before_a_fall_to(("human", "cpu"), 0)
    scene, seen, flashes = play_the_fall(app, session)
    assert scene.viewer == 0 and seen.piece in flashes
    assert seen.piece in scene.model.worms_drawn()


def test_nobody_in_particular_sees_nothing_of_it(app):
    session = before_a_fall_to(("human", "human"), 0)
    scene, seen, flashes = play_the_fall(app, session)
    assert scene.viewer is None and flashes == set()
    assert seen.piece not in scene.model.worms_drawn()
    assert scene.model.tray_view[0][-1] == seen.piece, "the fall itself is shown to everybody"


def test_a_computer_receiving_a_piece_shows_the_person_nothing(app):
    session = before_a_fall_to(("human", "cpu"), 1)
    scene, seen, flashes = play_the_fall(app, session)
    assert seen.player == 1 and scene.viewer == 0
    assert flashes == set() and seen.piece not in scene.model.worms_drawn()
