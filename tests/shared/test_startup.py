"""What the program's start leaves for after its first frame (README, "For testers":
``tools/bench_startup.py`` measures the start itself; no test here times anything).

The mixer and the sounds, the computer players' helper process and the pictures a
table makes in advance all wait until the first frame is on the screen, and nothing is
lost by waiting: a sound asked for before then is played, the helper starts, the
pictures are made a little at the end of each quiet frame.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from apps import StepTimer

from game.app import App
from game.config import Settings
from game.core.seats import Seat
from game.session import Session
from game.view.audio import Audio

ROOT = Path(__file__).resolve().parents[2]


class Recorded:
    """Stands in for a loaded ``pygame.mixer.Sound``: records what was played."""

    def __init__(self, name: str, log: list[str]):
        self.name, self.log = name, log

    def set_volume(self, volume: float) -> None:
        pass

    def play(self) -> None:
        self.log.append(self.name)


def recording(audio: Audio, monkeypatch) -> list[str]:
    heard: list[str] = []
    monkeypatch.setattr(audio, "_load", lambda name: Recorded(name, heard))
    return heard


def test_a_sound_asked_for_before_the_mixer_starts_is_played_when_it_starts(monkeypatch):
    audio = Audio(0.7, start=False)
    heard = recording(audio, monkeypatch)
    audio.play("turn")
    audio.play("click")
    assert audio.played == ["turn", "click"] and heard == [] and not audio.started
    audio.start()
    assert audio.started and heard == ["turn", "click"]
    audio.play("win")
    assert heard == ["turn", "click", "win"]
    audio.start()                                      # a second start changes nothing
    assert heard == ["turn", "click", "win"]


def test_a_muted_start_queues_nothing(monkeypatch):
    audio = Audio(0.7, muted=True, start=False)
    heard = recording(audio, monkeypatch)
    audio.play("turn")
    audio.start()
    assert audio.played == ["turn"] and heard == []
    audio.set_muted(False)
    audio.play("click")
    assert heard == ["click"]


@pytest.fixture
def app():
    application = App(Settings(language="en"), size=(1280, 800), timer=StepTimer())
    yield application
    application.close()


def seats(*kinds: str) -> list[Seat]:
    return [Seat("", colour, kind, "normal", i + 1)
            for i, (kind, colour) in enumerate(zip(kinds, ("orange", "blue", "green")))]


def test_the_mixer_starts_with_the_first_frame(app):
    from game.scenes.title import TitleScene
    app.scenes.push(TitleScene(app))
    assert not app.audio.started
    app.frame(1 / 60)
    assert app.first_frame_at is not None and app.audio.started


def test_pictures_made_in_advance_wait_for_the_first_frame(app):
    from game.scenes.title import TitleScene
    title = TitleScene(app)
    app.scenes.push(title)
    made: list[str] = []
    app.prewarm(title, [lambda: made.append("old")])
    app.prewarm(title, [lambda k=k: made.append(k) for k in "abc"])   # replaces "old"
    gone = TitleScene(app)                             # never on the stack
    app.prewarm(gone, [lambda: made.append("gone")])
    assert made == []
    for _ in range(10):
        app.frame(1 / 60)
    assert made == ["a", "b", "c"]


def test_a_table_makes_its_pictures_after_its_first_frame(app):
    session = Session.new("drole", seats("human", "cpu"), seed=4, autosave=False)
    app.start_game(session)
    assert app._idle_jobs, "the table asked for pictures in advance"
    for _ in range(1000):                              # its opening animations, then quiet
        app.frame(1 / 60)
        if not app._idle_jobs:
            break
    assert not app._idle_jobs, "the pictures were all made in quiet frames"


def test_the_thinking_helper_starts_after_the_tables_first_frame():
    application = App(Settings(language="en", sound=False), size=(1280, 800), think_aside=True)
    try:
        session = Session.new("cubes", seats("human", "cpu"), seed=2, autosave=False)
        application.start_game(session)
        helper = application.thinker
        assert helper._proc is None, "nothing was started before the first frame"
        application.frame(1 / 60)
        assert helper._proc is not None or helper._failed
    finally:
        application.close()


def test_a_game_opened_directly_builds_no_title_screen():
    """``main.py --game ID``: the table opens at once; the title screen is made when the
    players leave the table for it (so its module is not even imported)."""
    code = ("import json, sys; from game.app import main; "
            "main(['--game', 'cubes', '--players', 'human,cpu', '--frames', '1']); "
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('game.scenes'))))")
    env = dict(os.environ, PYTHONPATH=str(ROOT), SOURIS_FROMAGES_THINK="inline")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=120, check=True)
    report, modules = (json.loads(line) for line in done.stdout.strip().splitlines()[-2:])
    assert report["frames"] == 1
    assert "game.scenes.gamescene" in modules
    assert "game.scenes.title" not in modules and "game.scenes.start" not in modules


@pytest.mark.parametrize("platform, preset, expected", [
    ("linux", None, "0"),            # Linux: the window's own framebuffer, no OpenGL renderer
    ("linux", "1", "1"),             # the user's choice is kept
    ("win32", None, None),           # elsewhere SDL decides
    ("darwin", None, None),
])
def test_the_window_copies_its_frame_without_opengl_on_linux(monkeypatch, platform, preset, expected):
    from game import app as app_module
    monkeypatch.setattr(app_module.sys, "platform", platform)
    if preset is None:
        monkeypatch.delenv(app_module._FRAMEBUFFER_HINT, raising=False)
    else:
        monkeypatch.setenv(app_module._FRAMEBUFFER_HINT, preset)
    ours = app_module._plain_framebuffer()
    assert ours == (expected == "0" and preset is None)
    assert os.environ.get(app_module._FRAMEBUFFER_HINT) == expected


def test_the_hint_is_taken_back_on_a_driver_other_than_x11(monkeypatch):
    """The tests' dummy driver is no X11: the program's hint is not left behind."""
    from game import app as app_module
    monkeypatch.setattr(app_module.sys, "platform", "linux")
    monkeypatch.delenv(app_module._FRAMEBUFFER_HINT, raising=False)
    application = App(Settings(language="en"), size=(800, 600))
    try:
        assert app_module.pygame.display.get_driver() != "x11"
        assert app_module._FRAMEBUFFER_HINT not in os.environ
    finally:
        application.close()
