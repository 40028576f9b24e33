"""The table session: autosave on every move, and a game that goes on when the disk
refuses the save (a full disk or a blocked folder must not end a family's game)."""

from __future__ import annotations

import random

from game.core.agents import agents_for, step
from game.core.saves import Seat, load_save
from game.session import Session

SEATS = [Seat("Zoé", "orange"), Seat("Ordi", "sky", "cpu", "normal")]


def play(session: Session, moves: int) -> None:
    agents = agents_for(session.game_id, ["normal"] * len(session.seats))
    rng = random.Random(4)
    for _ in range(moves):
        if session.state.is_terminal():
            break
        session.apply(step(session.state, agents, rng))


def test_a_new_session_is_saved_at_once_and_after_every_move(tmp_path):
    session = Session.new("cubes", SEATS, seed=5)
    session.autosave_path = tmp_path / "autosave.json"
    session.save()
    save, state = load_save(session.autosave_path)
    assert save.seats == SEATS and state == session.state
    play(session, 12)
    save, state = load_save(session.autosave_path)
    assert len(save.actions) == 12 and state == session.state


def test_a_save_that_cannot_be_written_is_reported_once_and_the_game_goes_on(tmp_path):
    blocker = tmp_path / "saves"
    blocker.write_text("a file where the saves folder should be", encoding="utf-8")
    session = Session.new("cubes", SEATS, seed=5, autosave=False)
    session.autosave_path = blocker / "autosave.json"
    reported: list[OSError] = []
    session.on_save_error = reported.append
    play(session, 10)
    assert len(session.state.history) == 10, "the game goes on"
    assert len(reported) == 1 and isinstance(reported[0], OSError)
    assert blocker.read_text(encoding="utf-8").startswith("a file"), "nothing overwritten"
    blocker.unlink()
    play(session, 1)
    assert session.save_error is None and (tmp_path / "saves" / "autosave.json").exists()
