"""Sound effects: ``Audio().play("click")`` plays ``assets/sounds/click.wav``.

Sound is a nicety, never a reason to crash: if the mixer cannot start (no
sound card, ``SDL_AUDIODRIVER=dummy`` failing, ...) the object stays silent,
and an unknown name only logs one warning. Every request for a known sound is
still recorded in ``played`` (the last 50), muted or not, so tests can check
which sounds the game asked for without a sound device.

Opening the sound device and reading the files takes time the program's start
cannot spare: ``Audio(start=False)`` waits for :meth:`Audio.start` (the program
calls it once its first frame is shown) to open the mixer and load the sounds,
and a sound asked for before then is played as soon as the mixer has started.
"""

from __future__ import annotations

import pygame

from game import paths
from game.core.report import warn

SOUND_DIR = paths.ASSETS / "sounds"
HISTORY = 50


class Audio:
    """Plays the short WAV effects in ``assets/sounds/``, loaded on first use."""

    def __init__(self, volume: float = 0.8, muted: bool = False, *, strict: bool = False,
                 start: bool = True):
        """``strict=True`` raises ``KeyError`` for an unknown sound (for tests);
        ``start=False`` leaves the mixer closed until :meth:`start`."""
        self._volume = _clamp(volume)
        self._muted = bool(muted)
        self.strict = strict
        self.played: list[str] = []
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._known_names: set[str] = set()
        self._warned: set[str] = set()
        self._mixer_tried = False
        self._mixer_ok = False
        self._started = start
        self._waiting: list[str] = []      # asked for before start(): played by it
        if start and not self._muted:
            self._init_mixer()

    def start(self) -> None:
        """Open the mixer (unless muted), load every sound, and play those asked for
        since the object was made."""
        if self._started:
            return
        self._started = True
        waiting, self._waiting = self._waiting, []
        if self._muted or not self._init_mixer():
            return
        for path in sorted(SOUND_DIR.glob("*.wav")):
            self._known_names.add(path.stem)
            self._load(path.stem)
        for name in waiting:
            self._play(name)

    @property
    def started(self) -> bool:
        """False until :meth:`start` for an object made with ``start=False``."""
        return self._started

    # ------------------------------------------------------------ settings
    @property
    def volume(self) -> float:
        """Effect volume from 0 to 1."""
        return self._volume

    @property
    def muted(self) -> bool:
        """True when nothing is heard (requests are still recorded)."""
        return self._muted

    def set_volume(self, volume: float) -> None:
        """Set the volume (clamped to 0..1); applies to the next sounds played."""
        self._volume = _clamp(volume)

    def set_muted(self, muted: bool) -> None:
        """Mute or unmute; muting stops sounds that are playing."""
        self._muted = bool(muted)
        if self._muted and self._mixer_ok:
            try:
                pygame.mixer.stop()
            except pygame.error:
                pass

    # ------------------------------------------------------------- playing
    def play(self, name: str) -> None:
        """Play ``assets/sounds/<name>.wav`` once (no-op when muted or silent)."""
        if not self._known(name):
            return
        self.played.append(name)
        del self.played[:-HISTORY]
        if not self._started:
            if not self._muted and self._volume > 0 and len(self._waiting) < 8:
                self._waiting.append(name)
            return
        self._play(name)

    def _play(self, name: str) -> None:
        if self._muted or self._volume <= 0 or not self._init_mixer():
            return
        sound = self._load(name)
        if sound is not None:
            try:
                sound.set_volume(self._volume)
                sound.play()
            except pygame.error as exc:  # e.g. the device went away
                warn(__name__, "could not play sound %r: %s", name, exc)

    # ------------------------------------------------------------- helpers
    def _known(self, name: str) -> bool:
        """Whether the sound file exists; warn once (or raise if strict) if not."""
        if name in self._known_names:
            return True
        if (SOUND_DIR / f"{name}.wav").is_file():
            self._known_names.add(name)
            return True
        if self.strict:
            raise KeyError(f"unknown sound {name!r}")
        if name not in self._warned:
            self._warned.add(name)
            warn(__name__, "unknown sound %r (no %s)", name, SOUND_DIR / f"{name}.wav")
        return False

    def _init_mixer(self) -> bool:
        """Start the mixer once; return whether it is usable."""
        if not self._mixer_tried:
            self._mixer_tried = True
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
                pygame.mixer.set_num_channels(16)
                self._mixer_ok = True
            except Exception as exc:  # pygame.error, or no mixer module at all
                warn(__name__, "no sound: the mixer could not start (%s)", exc)
        return self._mixer_ok

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        """Load and cache a sound; None (cached too) if it cannot be loaded."""
        if name not in self._sounds:
            try:
                self._sounds[name] = pygame.mixer.Sound(str(SOUND_DIR / f"{name}.wav"))
            except (pygame.error, OSError) as exc:
                warn(__name__, "could not load sound %r: %s", name, exc)
                self._sounds[name] = None
        return self._sounds[name]


def _clamp(volume: float) -> float:
    """A volume forced into 0..1 (bad values become 0.8)."""
    try:
        return min(1.0, max(0.0, float(volume)))
    except (TypeError, ValueError):
        return 0.8
