"""Tweens: values that move over time with an easing curve. Animation never decides."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def ease_out_back(t: float) -> float:
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def bounce(t: float) -> float:
    """Falls and bounces twice (for a cube landing)."""
    if t < 0.6:
        return (t / 0.6) ** 2
    if t < 0.85:
        u = (t - 0.725) / 0.125
        return 1 - 0.12 * (1 - u * u)
    u = (t - 0.925) / 0.075
    return 1 - 0.04 * (1 - u * u)


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def wobble(t: float, times: float = 3) -> float:
    """A damped sine from 0 back to 0 (a shake)."""
    return math.sin(t * math.pi * 2 * times) * (1 - t)


@dataclass
class Tween:
    """Goes from 0 to 1 over ``duration`` seconds after ``delay``; ``value`` is eased."""

    duration: float
    delay: float = 0.0
    easing: Easing = ease_out
    elapsed: float = 0.0
    on_done: Callable[[], None] | None = None
    _fired: bool = field(default=False, repr=False)

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.done and not self._fired:
            self._fired = True
            if self.on_done:
                self.on_done()

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> float:
        return self.easing(self.progress)

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def finish(self) -> None:
        self.update(self.delay + self.duration - self.elapsed + 1e-9)


class Tweens:
    """A bag of running tweens; ``update`` drops the finished ones."""

    def __init__(self) -> None:
        self.items: list[Tween] = []

    def add(self, tween: Tween) -> Tween:
        self.items.append(tween)
        return tween

    def update(self, dt: float) -> bool:
        for tween in list(self.items):
            tween.update(dt)
        self.items = [t for t in self.items if not t.done]
        return bool(self.items)

    def finish_all(self) -> None:
        while self.items:
            for tween in list(self.items):
                tween.finish()
            self.items = [t for t in self.items if not t.done]

    def __bool__(self) -> bool:
        return bool(self.items)
