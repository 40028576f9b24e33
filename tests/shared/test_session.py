"""The table session: autosave on every move, and a game that goes on when the disk
refuses the save (a full disk or a blocked folder must not end a family's game)."""

from __future__ import annotations

import random
import threading

from game.core.agents import agents_for, step
from game.core.save_file import Seat, load_save
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
    session.flush()
    save, state = load_save(session.autosave_path)
    assert save.seats == SEATS and state == session.state
    play(session, 12)
    session.flush()
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
    session.flush()
    assert len(session.state.history) == 10, "the game goes on"
    assert len(reported) == 1 and isinstance(reported[0], OSError)
    assert blocker.read_text(encoding="utf-8").startswith("a file"), "nothing overwritten"
    blocker.unlink()
    play(session, 1)
    session.flush()
    assert session.save_error is None and (tmp_path / "saves" / "autosave.json").exists()


def test_saving_never_waits_for_the_disk_and_only_the_newest_save_is_written(tmp_path, monkeypatch):
    """Issue 8: a save is written beside the frame loop. While the disk is stuck on one
    write, play goes on, and the saves asked for meanwhile collapse into the newest."""
    import game.session as session_module
    release, started = threading.Event(), threading.Event()
    written: list[int] = []
    real = session_module.write_save

    def slow_write(path, save, state=None, *, final=None):
        started.set()
        assert release.wait(10), "the test never let the write go on"
        written.append(len(save.actions))
        real(path, save, state, final=final)

    monkeypatch.setattr(session_module, "write_save", slow_write)
    session = Session.new("cubes", SEATS, seed=5, autosave=False)
    session.autosave_path = tmp_path / "autosave.json"
    session.save()
    assert started.wait(10)
    play(session, 8)                       # the first write is still stuck on the disk
    assert len(session.state.history) == 8
    release.set()
    session.flush()
    assert written == [0, 8], "the seven saves in between were never written"
    save, state = load_save(session.autosave_path)
    assert len(save.actions) == 8 and state == session.state


def test_two_games_saving_to_one_file_keep_their_order(tmp_path):
    """A finished game forgets the autosave and the next game of the match writes it:
    one writer per file runs them in the order asked, so the next game's save stays."""
    path = tmp_path / "autosave.json"
    finished = Session.new("cubes", SEATS, seed=5, autosave=False)
    finished.autosave_path = path
    play(finished, 400)
    assert finished.state.is_terminal()
    following = Session.new("cubes", SEATS, seed=6, autosave=False)
    following.autosave_path = path
    finished.save()                        # forget the file...
    following.save()                       # ...then write the next game's
    finished.flush()
    following.flush()
    save, state = load_save(path)
    assert state == following.state


def test_writes_killed_halfway_leave_nothing_behind_at_the_next_start(tmp_path):
    """Issue 8: a kill during a save leaves ``.autosave.json.*.tmp``; the next start
    deletes the stale ones, and nothing else."""
    import os

    from game.core.safe_files import STALE_SECONDS, clean_stale_temporaries
    old = [tmp_path / f".autosave.json.k{n}x.tmp" for n in range(3)] + [tmp_path / ".settings.yaml.a1.tmp"]
    fresh = tmp_path / ".autosave.json.zz9.tmp"             # a write under way right now
    kept = [tmp_path / "autosave.json", tmp_path / "notes.tmp", tmp_path / ".hidden.tmp",
            tmp_path / "autosave.json.unreadable-20260101-000000"]
    for path in old + [fresh] + kept:
        path.write_text("x", encoding="utf-8")
    long_ago = os.stat(fresh).st_mtime - STALE_SECONDS - 5
    for path in old + kept:
        os.utime(path, (long_ago, long_ago))
    assert clean_stale_temporaries(tmp_path) == len(old)
    assert not any(path.exists() for path in old)
    assert fresh.exists() and all(path.exists() for path in kept)
    assert clean_stale_temporaries(tmp_path / "missing") == 0


def test_a_new_game_that_cannot_be_saved_says_so_once_and_plays_on(app, home):
    """Issue 8: the first save of a new game used to fail before the table listened.
    Now the table reports it (once, over the table), and the game goes on."""
    from game.scenes.message import MessageScene
    (home / "saves").write_text("a file where the saves folder should be", encoding="utf-8")
    session = Session.new("cubes", SEATS, seed=5)
    table = app.start_game(session)
    for _ in range(40):
        app.frame(1 / 30)
    messages = [scene for scene in app.scenes.stack if isinstance(scene, MessageScene)]
    assert len(messages) == 1, "said once"
    assert "cannot be kept" in messages[0].text
    assert app.scenes.stack[-2] is table
    app.scenes.pop()                                   # OK: back to the game
    play(session, 5)
    for _ in range(20):
        app.frame(1 / 30)
    assert not any(isinstance(scene, MessageScene) for scene in app.scenes.stack), "not said again"
    assert len(session.state.history) >= 5
