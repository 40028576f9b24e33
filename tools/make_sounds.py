#!/usr/bin/env python3
"""Synthesise the game's sound effects into ``assets/sounds/``.

Only the Python standard library is used, and every random choice comes from
a generator seeded from the sound's name, so running this script twice gives
byte-identical WAV files (16-bit, mono, 44100 Hz, peak about -3 dBFS, short fades).

Usage::

    python tools/make_sounds.py            # writes into assets/sounds/
    python tools/make_sounds.py OUT_DIR    # writes somewhere else
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
import zlib
from collections.abc import Callable, Sequence
from pathlib import Path

SR = 44100
# Peak level in dBFS: -3 by default; sustained pure tones are a bit lower so
# that they do not sound louder than the short knocks.
LEVELS = {"reveal": -6.0, "error": -5.0, "bust": -4.0}
TAU = 2 * math.pi
OUT_DIR = Path(__file__).resolve().parents[1] / "assets" / "sounds"

Buf = list[float]


# --------------------------------------------------------------------------
# Building blocks
# --------------------------------------------------------------------------

def silence(dur: float) -> Buf:
    """A buffer of ``dur`` seconds of silence."""
    return [0.0] * int(round(dur * SR))


def mix(buf: Buf, part: Sequence[float], at: float = 0.0, gain: float = 1.0) -> Buf:
    """Add ``part`` into ``buf`` starting at ``at`` seconds (clipped to buf)."""
    start = int(round(at * SR))
    for i, v in enumerate(part[: max(0, len(buf) - start)]):
        buf[start + i] += v * gain
    return buf


def osc(dur: float, freq: Callable[[float], float],
        partials: Sequence[tuple[float, float]] = ((1, 1.0),),
        vibrato: tuple[float, float] = (0.0, 0.0)) -> Buf:
    """Additive oscillator whose pitch follows ``freq(t)`` (phase-continuous).

    ``partials`` are (harmonic ratio, amplitude); ``vibrato`` is (rate Hz,
    depth as a fraction of the pitch).
    """
    rate, depth = vibrato
    phase, out = 0.0, []
    for i in range(int(round(dur * SR))):
        t = i / SR
        f = freq(t) * (1 + depth * math.sin(TAU * rate * t))
        out.append(sum(a * math.sin(r * phase) for r, a in partials))
        phase += TAU * f / SR
    return out


def glide(f0: float, f1: float, dur: float, shape: float = 1.0) -> Callable[[float], float]:
    """Exponential pitch glide from f0 to f1 over ``dur`` (shape<1: fast start)."""
    return lambda t: f0 * (f1 / f0) ** (min(t / dur, 1.0) ** shape)


def noise(dur: float, rng: random.Random) -> Buf:
    """White noise in [-1, 1]."""
    return [rng.uniform(-1, 1) for _ in range(int(round(dur * SR)))]


def lowpass(x: Buf, fc: float) -> Buf:
    """One-pole low-pass filter."""
    a, y, out = 1 - math.exp(-TAU * fc / SR), 0.0, []
    for v in x:
        y += a * (v - y)
        out.append(y)
    return out


def bandpass(x: Buf, fc: Callable[[float], float], q: float = 1.5) -> Buf:
    """State-variable band-pass whose centre ``fc(t)`` may move."""
    low = band = 0.0
    out = []
    for i, v in enumerate(x):
        f = 2 * math.sin(math.pi * min(fc(i / SR), SR / 7) / SR)
        low += f * band
        high = v - low - band / q
        band += f * high
        out.append(band)
    return out


def envelope(x: Buf, fn: Callable[[float], float]) -> Buf:
    """Multiply ``x`` by ``fn(t)``."""
    return [v * fn(i / SR) for i, v in enumerate(x)]


def decay(tau: float) -> Callable[[float], float]:
    """Exponential decay envelope with time constant ``tau`` seconds."""
    return lambda t: math.exp(-t / tau)


def ar(attack: float, release: float, dur: float) -> Callable[[float], float]:
    """Smooth attack/release envelope (raised cosine ends, flat middle)."""
    def fn(t: float) -> float:
        if t < attack:
            return 0.5 - 0.5 * math.cos(math.pi * t / attack)
        if t > dur - release:
            return 0.5 + 0.5 * math.cos(math.pi * min(1.0, (t - dur + release) / release))
        return 1.0
    return fn


def clack(rng: random.Random, base: float, tau: float, dur: float = 0.09,
          bright: float = 0.6) -> Buf:
    """A wooden knock: a few damped, slightly detuned modes plus a tiny noise tap."""
    out = silence(dur)
    for ratio, amp in ((1.0, 1.0), (1.59, 0.6 * bright), (2.43, 0.35 * bright), (3.3, 0.15 * bright)):
        f = base * ratio * rng.uniform(0.97, 1.03)
        t_mode = tau / ratio ** 0.7
        ph = rng.uniform(0, TAU)
        mode = [amp * math.exp(-i / SR / t_mode) * math.sin(TAU * f * i / SR + ph)
                for i in range(len(out))]
        mix(out, mode)
    tap = envelope(lowpass(noise(0.004, rng), 3500), decay(0.0012))
    mix(out, tap, gain=0.8 * bright)
    return envelope(out, lambda t: min(1.0, t / 0.0008))  # no step at the onset


def thud(rng: random.Random, f0: float, f1: float, tau: float, dur: float) -> Buf:
    """A soft low bump: a sine dropping in pitch plus muffled noise."""
    body = envelope(osc(dur, glide(f0, f1, dur * 0.5)), decay(tau))
    dust = envelope(lowpass(noise(dur, rng), 400), decay(tau * 0.4))
    return mix(body, dust, gain=0.8)


def bell(freq: float, dur: float, tau: float, partials=((1, 1.0), (2, 0.25), (3, 0.08))) -> Buf:
    """A struck bell/chime note: each partial decays faster the higher it is."""
    out = silence(dur)
    for ratio, amp in partials:
        t_p = tau / ratio ** 0.5
        mix(out, [amp * math.exp(-i / SR / t_p) * math.sin(TAU * freq * ratio * i / SR)
                  for i in range(len(out))])
    return envelope(out, ar(0.003, 0.02, dur))


def finish(x: Buf, peak_db: float = -3.0, fade_in: float = 0.002,
           fade_out: float = 0.015) -> list[int]:
    """Remove DC, fade both ends (no clicks), normalise to ``peak_db``, to int16."""
    y, prev_x, prev_y = [], 0.0, 0.0
    for v in x:  # DC blocker (~35 Hz high-pass)
        prev_y = v - prev_x + 0.995 * prev_y
        prev_x = v
        y.append(prev_y)
    n_in, n_out = max(1, int(fade_in * SR)), max(1, int(fade_out * SR))
    for i in range(min(n_in, len(y))):
        y[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(y))):
        y[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    peak = max(abs(v) for v in y) or 1.0
    scale = 10 ** (peak_db / 20) * 32767 / peak
    return [int(round(v * scale)) for v in y]


# --------------------------------------------------------------------------
# The sounds
# --------------------------------------------------------------------------

def s_click(rng: random.Random) -> Buf:
    """Soft wooden tick, ~60 ms."""
    return lowpass(clack(rng, 1500, 0.010, 0.06, bright=0.4), 5000)


def s_roll(rng: random.Random) -> Buf:
    """Several cheese cubes tumbling and rattling on a table, ~0.9 s."""
    out = silence(0.9)
    for cube in range(3):
        t = 0.005 + cube * rng.uniform(0.01, 0.04)
        gap = rng.uniform(0.07, 0.12)
        while t < 0.72:
            amp = math.exp(-t / 0.3) * rng.uniform(0.6, 1.0)
            mix(out, clack(rng, rng.uniform(700, 1300), rng.uniform(0.012, 0.022), 0.12), t, amp)
            t += gap * rng.uniform(0.6, 1.4)
            gap = max(gap * 0.85, 0.04)
    rumble = envelope(lowpass(noise(0.9, rng), 250), lambda t: 0.5 * math.exp(-t / 0.3))
    return lowpass(mix(out, rumble), 6000)


def s_land(rng: random.Random) -> Buf:
    """A single cube landing with a thud, ~150 ms."""
    out = thud(rng, 190, 90, 0.04, 0.15)
    return mix(out, clack(rng, 650, 0.015, 0.1, bright=0.3), gain=0.45)


def s_reveal(rng: random.Random) -> Buf:
    """A cute mouse squeak gliding up in pitch, ~250 ms."""
    dur = 0.25
    tone = osc(dur, glide(1500, 2600, dur * 0.8, shape=0.6),
               partials=((1, 1.0), (2, 0.12), (3, 0.04)), vibrato=(28, 0.018))
    return envelope(tone, ar(0.02, 0.08, dur))


def s_collect(rng: random.Random) -> Buf:
    """Happy ascending arpeggio chime (C5 E5 G5 C6), ~500 ms."""
    out = silence(0.5)
    for k, f in enumerate((523.25, 659.25, 783.99, 1046.5)):
        at = k * 0.07
        mix(out, bell(f, 0.5 - at, 0.2), at, 0.7)
    mix(out, bell(2093.0, 0.29, 0.1), 0.21, 0.12)  # sparkle
    return out


def _womp(dur: float, f0: float, f1: float) -> Buf:
    """One muted-trombone 'womp': brightness opens then closes, pitch sags."""
    harm = [(n, 1 / n ** 1.4) for n in range(1, 7)]
    out = silence(dur)
    for n, amp in harm:  # higher harmonics fade in with the 'w' opening
        part = osc(dur, glide(f0, f1, dur), ((n, amp),), vibrato=(5.5, 0.012))
        open_t = 0.05 + 0.02 * n
        mix(out, envelope(part, lambda t, o=open_t, k=n: min(1.0, t / o) * math.exp(-t * k * 0.6)))
    return envelope(out, ar(0.02, 0.12, dur))


def s_bust(rng: random.Random) -> Buf:
    """Sad 'womp womp', descending, ~900 ms."""
    out = silence(0.9)
    mix(out, _womp(0.36, 233.1, 207.7), 0.0)
    mix(out, _womp(0.5, 196.0, 155.6), 0.4)
    return lowpass(out, 2500)


def s_swap(rng: random.Random) -> Buf:
    """Swoosh: noise through a band-pass sweeping upwards, ~400 ms."""
    dur = 0.4
    swoosh = bandpass(noise(dur, rng), glide(350, 2800, dur, shape=1.3), q=1.8)
    swoosh = lowpass(lowpass(swoosh, 4500), 4500)  # soft, not hissy
    return envelope(swoosh, lambda t: math.sin(math.pi * t / dur) ** 2)


def _brass(freq: float, dur: float) -> Buf:
    """A soft brass-like note for the fanfare (vibrato only on long notes)."""
    vib = (5.5, 0.006) if dur > 0.3 else (0.0, 0.0)
    tone = osc(dur, lambda t: freq, ((1, 1.0), (2, 0.45), (3, 0.25), (4, 0.12), (5, 0.05)), vib)
    return envelope(tone, lambda t: ar(0.012, 0.05, dur)(t) * (0.75 + 0.25 * math.exp(-t / 0.06)))


def s_win(rng: random.Random) -> Buf:
    """Short victory fanfare: ta-ta-ta-taa, ta-taaa with a final chord, ~1.8 s."""
    out = silence(1.8)
    notes = [(0.00, 523.25, 0.14), (0.15, 659.25, 0.14), (0.30, 783.99, 0.14),
             (0.45, 1046.5, 0.36), (0.85, 880.0, 0.14), (1.00, 1046.5, 0.78)]
    for at, f, d in notes:
        mix(out, _brass(f, d), at, 0.5)
    for f in (261.63, 659.25, 783.99):  # chord under the last note
        mix(out, _brass(f, 0.78), 1.0, 0.22)
    for k, f in enumerate((2093.0, 2637.0, 3136.0)):  # sparkles
        mix(out, bell(f, 0.5, 0.12), 1.05 + 0.09 * k, 0.08)
    return lowpass(out, 6000)


def s_turn(rng: random.Random) -> Buf:
    """Soft bell for 'your turn', ~400 ms."""
    return bell(880.0, 0.4, 0.16, partials=((1, 1.0), (2.0, 0.3), (3.0, 0.1), (4.16, 0.05)))


def s_error(rng: random.Random) -> Buf:
    """Soft low buzz for a refused click, ~200 ms."""
    dur = 0.2
    tone = osc(dur, lambda t: 150.0, ((1, 1.0), (3, 0.3), (5, 0.1)))
    def wobble(t):
        return 1 - 0.3 * (0.5 + 0.5 * math.cos(TAU * 25 * t))
    return envelope(tone, lambda t: ar(0.01, 0.06, dur)(t) * wobble(t))


def s_step(rng: random.Random) -> Buf:
    """Tiny mouse footstep patter, ~120 ms."""
    out = silence(0.12)
    for at in (0.0, 0.033, 0.07):
        mix(out, clack(rng, rng.uniform(2300, 2900), 0.005, 0.03, bright=0.5),
            at + rng.uniform(0, 0.006), rng.uniform(0.6, 1.0))
    return lowpass(out, 6000)


def s_push(rng: random.Random) -> Buf:
    """Cheese sliding and scraping on wood, ~300 ms."""
    dur = 0.3
    grit, level = [], 0.5
    for i in range(int(dur * SR)):  # stick-slip roughness
        if i % 350 == 0:
            level = rng.uniform(0.3, 1.0)
        grit.append(level)
    grit = lowpass(grit, 90)
    src = noise(dur, rng)
    scrape = mix(bandpass(src, lambda t: 900, q=2.0), bandpass(src, lambda t: 2100, q=3.0), gain=0.4)
    scrape = [v * g for v, g in zip(scrape, grit)]
    return lowpass(lowpass(envelope(scrape, ar(0.04, 0.09, dur)), 3500), 3500)


def s_fall(rng: random.Random) -> Buf:
    """Something falling off the table (slide whistle down) then a soft bump, ~600 ms."""
    out = silence(0.6)
    whistle = osc(0.4, glide(1100, 330, 0.4, shape=1.4), ((1, 1.0), (2, 0.08)), vibrato=(7, 0.01))
    mix(out, envelope(whistle, ar(0.02, 0.06, 0.4)), 0.0, 0.55)
    mix(out, thud(rng, 140, 70, 0.05, 0.17), 0.42)
    mix(out, clack(rng, 520, 0.015, 0.1, bright=0.3), 0.42, 0.3)
    return out


def s_dice(rng: random.Random) -> Buf:
    """One die bouncing then rolling on a board, ~700 ms."""
    out = silence(0.7)
    t, gap, amp = 0.003, 0.15, 1.0
    while t < 0.5:  # bounces get quicker and quieter
        mix(out, clack(rng, rng.uniform(1400, 1800), 0.012, 0.08), t, amp)
        mix(out, thud(rng, 260, 200, 0.02, 0.06), t, 0.5 * amp)
        t += gap * rng.uniform(0.85, 1.15)
        gap, amp = max(gap * 0.72, 0.028), amp * 0.8
    mix(out, clack(rng, 1500, 0.01, 0.06), 0.58, 0.2)  # settle
    return lowpass(out, 6500)


SOUNDS: dict[str, Callable[[random.Random], Buf]] = {
    "click": s_click, "roll": s_roll, "land": s_land, "reveal": s_reveal,
    "collect": s_collect, "bust": s_bust, "swap": s_swap, "win": s_win,
    "turn": s_turn, "error": s_error, "step": s_step, "push": s_push,
    "fall": s_fall, "dice": s_dice,
}


# --------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------

def render(name: str) -> list[int]:
    """Synthesise one sound as int16 samples (deterministic per name)."""
    rng = random.Random(zlib.crc32(name.encode()))
    return finish(SOUNDS[name](rng), LEVELS.get(name, -3.0))


def write_wav(path: Path, samples: list[int]) -> None:
    """Write 16-bit mono 44.1 kHz PCM."""
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(struct.pack(f"<{len(samples)}h", *samples))


def generate(out_dir: Path = OUT_DIR) -> list[Path]:
    """Write every sound into ``out_dir``; return the paths written."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for name in SOUNDS:
        path = out_dir / f"{name}.wav"
        write_wav(path, render(name))
        paths.append(path)
    return paths


def main(argv: list[str]) -> None:
    """Command-line entry point."""
    for path in generate(Path(argv[1]) if len(argv) > 1 else OUT_DIR):
        print(path)


if __name__ == "__main__":
    main(sys.argv)
