"""Particles: sparks that burst out of a spot and confetti that rains over the window.

They only look: nothing waits for them. A scene keeps them in lists, moves them with
:func:`step` every frame (dropping the spent ones) and draws them with :func:`draw`.
The randomness comes from the scene's own ``random.Random`` (looks only).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from functools import partial

import pygame

from . import art, palette


@dataclass
class Particle:
    image: pygame.Surface
    x: float
    y: float
    vx: float
    vy: float
    life: float
    age: float = 0.0
    gravity: float = 0.0
    sway: float = 0.0            # side to side, like paper falling (0: straight)


def burst(image: pygame.Surface, x: float, y: float, count: int, speed: float, life: float,
          rng: random.Random) -> list[Particle]:
    """``count`` sparks flying out of (x, y) all around, then falling."""
    sparks = []
    for k in range(count):
        angle = 2 * math.pi * (k + rng.random() * 0.5) / count
        v = speed * (0.6 + 0.4 * rng.random())
        sparks.append(Particle(image, x, y, math.cos(angle) * v, math.sin(angle) * v - speed * 0.2,
                               life=life, gravity=speed * 1.2))
    return sparks


def confetti(size: tuple[int, int], u: float, life: float, rng: random.Random,
             px: Callable[[float], int],
             image: Callable[[Hashable, Callable[[], pygame.Surface]], pygame.Surface],
             count: int = 90) -> list[Particle]:
    """``count`` pieces of confetti above a window of ``size`` (``u``: its scale), in
    every mouse and player colour; ``image`` caches their pictures."""
    w, h = size
    colours = list(palette.MOUSE_COLOURS.values()) + list(palette.PLAYER_COLOURS.values())
    pieces = []
    for k in range(count):
        kind = art.CONFETTI_KINDS[k % len(art.CONFETTI_KINDS)]
        rgb = colours[k % len(colours)]
        side = px(rng.choice((16, 20, 24)))
        img = image(("confetti", kind, rgb, side),
                    partial(art.confetti_piece, rgb, side, kind))
        pieces.append(Particle(img, rng.uniform(0, w), rng.uniform(-h * 0.5, -10),
                               rng.uniform(-40, 40) * u,
                               rng.uniform(140, 260) * u,
                               life=life + rng.uniform(0, 0.6),
                               sway=rng.uniform(0.5, 2.0)))
    return pieces


def step(group: list[Particle], dt: float, u: float, bottom: float) -> None:
    """Move every particle of ``group`` on by ``dt`` seconds; drop those whose life is
    over or that fell below ``bottom``."""
    for p in group:
        p.age += dt
        p.vy += p.gravity * dt
        p.x += (p.vx + (math.sin(p.age * 4 * p.sway) * 60 * u if p.sway else 0)) * dt
        p.y += p.vy * dt
    group[:] = [p for p in group if p.age < p.life and p.y < bottom]


def draw(surface: pygame.Surface, group: list[Particle], *, fade: bool = False) -> None:
    """Draw ``group``; with ``fade`` each particle fades out over its life."""
    for p in group:
        if fade:
            p.image.set_alpha(int(255 * max(0.0, 1 - p.age / p.life)))
        surface.blit(p.image, p.image.get_rect(center=(round(p.x), round(p.y))))
        if fade:
            p.image.set_alpha(255)
