"""The shipped sounds and fonts, the generator that makes the sounds, the small
modules that load them, and the licence list in ``assets/LICENSES.md``."""

from __future__ import annotations

import importlib.util
import logging
import struct
import wave
from pathlib import Path

import pygame
import pytest

from game.view import audio as audio_module
from game.view import fonts
from game.view.audio import Audio

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
SOUNDS = ["click", "roll", "land", "reveal", "collect", "bust", "swap", "win",
          "turn", "error", "step", "push", "fall", "dice"]


def load_make_sounds():
    """Import tools/make_sounds.py (tools/ is not a package)."""
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ------------------------------------------------------------------ sounds
@pytest.mark.parametrize("name", SOUNDS)
def test_sound_is_a_sane_wav(name):
    path = ASSETS / "sounds" / f"{name}.wav"
    assert path.is_file(), f"missing {path}"
    with wave.open(str(path), "rb") as w:
        assert w.getnchannels() == 1
        assert w.getsampwidth() == 2
        assert w.getframerate() == 44100
        frames = w.getnframes()
        samples = struct.unpack(f"<{frames}h", w.readframes(frames))
    assert 0.03 <= frames / 44100 <= 3.0
    peak = max(abs(s) for s in samples)
    assert 1000 < peak < 32767, f"{name}: peak {peak}"
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 200, "no fade: it would click"


def test_generator_lists_exactly_the_expected_sounds():
    assert sorted(load_make_sounds().SOUNDS) == sorted(SOUNDS)


def test_generator_is_deterministic_and_matches_the_shipped_files(tmp_path):
    make_sounds = load_make_sounds()
    first = make_sounds.generate(tmp_path / "a")
    second = make_sounds.generate(tmp_path / "b")
    assert [p.name for p in first] == [p.name for p in second]
    for a, b in zip(first, second):
        assert a.read_bytes() == b.read_bytes(), f"{a.name} differs between two runs"
        shipped = ASSETS / "sounds" / a.name
        assert a.read_bytes() == shipped.read_bytes(), (
            f"{a.name} is stale: run python tools/make_sounds.py")


# ------------------------------------------------------------------- fonts
@pytest.mark.parametrize("display,bold", [(True, False), (True, True), (False, False), (False, True)])
def test_fonts_load_and_render_french(display, bold):
    assert fonts.font_path(display=display, bold=bold).is_file()
    font = fonts.get_font(24, display=display, bold=bold)
    surface = font.render("Fromage é à ç", True, (0, 0, 0))
    assert surface.get_width() > 0 and surface.get_height() > 0
    assert fonts.get_font(24, display=display, bold=bold) is font  # cached


def test_font_falls_back_when_the_file_is_missing(monkeypatch, tmp_path):
    monkeypatch.setattr(fonts, "FONT_DIR", tmp_path)
    fonts.clear_cache()
    try:
        font = fonts.get_font(17, bold=True)
        assert font.render("é", True, (0, 0, 0)).get_width() > 0
    finally:
        fonts.clear_cache()


# ------------------------------------------------------------------- audio
def test_audio_plays_without_a_device_and_records_requests():
    audio = Audio(0.5)
    audio.play("click")
    audio.play("win")
    assert audio.played[-2:] == ["click", "win"]
    audio.set_muted(True)
    assert audio.muted
    audio.play("turn")  # still recorded while muted
    assert audio.played[-1] == "turn"
    audio.set_volume(3)
    assert audio.volume == 1.0
    for _ in range(60):
        audio.play("step")
    assert len(audio.played) == 50


def test_audio_survives_a_mixer_that_cannot_start(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    audio = Audio()
    audio.play("click")
    assert audio.played == ["click"]


def test_unknown_sound_warns_once(caplog):
    audio = Audio(muted=True)
    with caplog.at_level(logging.WARNING, logger=audio_module.__name__):
        audio.play("no-such-sound")
        audio.play("no-such-sound")
    assert sum("no-such-sound" in r.getMessage() for r in caplog.records) == 1
    assert audio.played == []
    with pytest.raises(KeyError):
        Audio(muted=True, strict=True).play("no-such-sound")


# ---------------------------------------------------------------- licences
def test_every_asset_is_listed_in_licenses():
    listing = (ASSETS / "LICENSES.md").read_text(encoding="utf-8")
    for path in sorted(ASSETS.rglob("*")):
        if path.is_file() and path.name != "LICENSES.md":
            rel = path.relative_to(ASSETS).as_posix()
            assert f"`{rel}`" in listing, f"{rel} is not in assets/LICENSES.md"
