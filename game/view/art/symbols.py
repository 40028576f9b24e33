"""Small outlined symbols (circle, triangle, square, diamond, star, heart, moon, drop,
flower): the colour-blind cues on cards, cube windows and player tokens."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.view.pictures import kept

from ._colour import CARD_WHITE, RGB, _rgb, ink
from ._draw import SS, _alpha_ell, _down, _new, _oell, _poly, _rrect, _star_points

#: Every shape :func:`symbol` knows.
SHAPES: tuple[str, ...] = ("circle", "triangle", "square", "diamond", "star", "heart", "moon", "drop",
                           "flower")
#: The symbol of each player colour (:data:`game.view.palette.PLAYER_COLOURS`), each its
#: own. The colours Chaos de souris et de fromage lets seats take (pink, violet, brown,
#: white: none a mouse colour) carry shapes no mouse colour carries (the mouse cards'
#: :data:`~game.view.art.cards.COLOUR_SHAPES`: circle, triangle, diamond, square), so a
#: seat is never taken for a mouse colour by its symbol either (issue 16).
SEAT_SHAPES: dict[str, str] = {
    "orange": "circle", "sky": "triangle", "green": "square", "purple": "heart",
    "vermilion": "star", "yellow": "diamond", "violet": "moon", "brown": "drop", "white": "flower",
}


def seat_shape(colour: str) -> str:
    """The symbol of a player colour: each colour has its own, so that players are told
    apart without colour (on their pieces, badges, panels, hideouts), as every table
    draws it."""
    return SEAT_SHAPES.get(colour, "circle")


def _draw_symbol(surf, shape: str, cx, cy, r, fill, line, ow) -> None:
    """Draw one of :data:`SHAPES` centred at (cx, cy) with "radius" r."""
    if shape == "circle":
        _oell(surf, fill, line, cx, cy, r * 0.86, r * 0.86, ow)
        _alpha_ell(surf, (255, 255, 255, 80), cx - r * 0.3, cy - r * 0.32, r * 0.26, r * 0.17)
    elif shape == "triangle":
        pts = [(cx, cy - r * 0.95), (cx + r * 0.98, cy + r * 0.75), (cx - r * 0.98, cy + r * 0.75)]
        _poly(surf, fill, line, pts, ow * 1.4)
    elif shape == "square":
        s = r * 0.8
        box = pygame.Rect(round(cx - s - ow), round(cy - s - ow), round(2 * (s + ow)), round(2 * (s + ow)))
        _rrect(surf, line, box, r * 0.3)
        _rrect(surf, fill, box.inflate(-2 * round(ow), -2 * round(ow)), r * 0.3 - ow)
    elif shape == "diamond":
        pts = [(cx, cy - r * 1.02), (cx + r * 0.88, cy), (cx, cy + r * 1.02), (cx - r * 0.88, cy)]
        _poly(surf, fill, line, pts, ow * 1.4)
    elif shape == "star":
        _poly(surf, fill, line, _star_points(cx, cy, r * 1.02, r * 0.47), ow * 1.3)
    elif shape == "heart":
        _draw_heart(surf, fill, line, cx, cy, r, ow)
    elif shape == "moon":
        _draw_moon(surf, fill, line, cx, cy, r, ow)
    elif shape == "drop":
        _draw_drop(surf, fill, line, cx, cy, r, ow)
    elif shape == "flower":
        _draw_flower(surf, fill, line, cx, cy, r, ow)
    else:
        raise ValueError(f"unknown shape {shape!r}")


def _draw_heart(surf, fill, line, cx, cy, r, ow) -> None:
    pts = []
    for i in range(40):
        t = 2 * math.pi * i / 40
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((cx + x * r / 17, cy - y * r / 17 - r * 0.05))
    _poly(surf, fill, line, pts, ow * 1.3)


def _draw_moon(surf, fill, line, cx, cy, r, ow) -> None:
    """A crescent moon opening to the right."""
    steps = 24
    ox = cx - r * 0.12
    outer = [(ox + r * 0.95 * math.cos(t), cy + r * 0.95 * math.sin(t))
             for t in (math.pi / 2 + math.pi * i / steps for i in range(steps + 1))]
    inner = [(ox + r * 0.38 * math.cos(t), cy + r * 0.95 * math.sin(t))
             for t in (3 * math.pi / 2 - math.pi * i / steps for i in range(steps + 1))]
    _poly(surf, fill, line, outer + inner, ow * 1.3)


def _draw_drop(surf, fill, line, cx, cy, r, ow) -> None:
    """A drop of water, its point up."""
    cyc, rr = cy + r * 0.28, r * 0.66
    pts = [(cx + rr * math.cos(math.radians(a)), cyc + rr * math.sin(math.radians(a)))
           for a in range(-25, 206, 10)]
    pts.append((cx, cy - r * 1.0))
    _poly(surf, fill, line, pts, ow * 1.3)


def _draw_flower(surf, fill, line, cx, cy, r, ow) -> None:
    """Five round petals round a light heart."""
    petals = [(cx + r * 0.5 * math.cos(math.radians(90 + 72 * k)),
               cy - r * 0.5 * math.sin(math.radians(90 + 72 * k))) for k in range(5)]
    for x, y in petals:
        _oell(surf, line, line, x, y, r * 0.42, r * 0.42, ow)
    for x, y in petals:
        _oell(surf, fill, fill, x, y, r * 0.42, r * 0.42, 0)
    _oell(surf, CARD_WHITE, line, cx, cy, r * 0.26, r * 0.26, ow * 0.7)


def _draw_medallion(surf, shape: str, cx, cy, r, fill: RGB, rim: RGB, ow) -> None:
    """A round white medallion of radius ``r`` (rim colour ``rim``) carrying
    ``shape`` in ``fill``: the corner badge of cards and the mark on tokens."""
    _oell(surf, CARD_WHITE, rim, cx, cy, r, r, ow * 0.8)
    _draw_symbol(surf, shape, cx, cy, r * 0.66, fill, ink(fill), ow * 0.7)


@kept
def _symbol(shape: str, size: int, rgb: RGB) -> pygame.Surface:
    s = size * SS
    line = ink(rgb)
    surf = _new(s, s, line)
    ow = max(SS, s * 0.075)
    _draw_symbol(surf, shape, s / 2, s / 2, s / 2 - ow * 1.3, rgb, line, ow)
    return _down(surf, size, size)


def symbol(shape: str, size: int, rgb: Sequence[int]) -> pygame.Surface:
    """A small filled shape (one of :data:`SHAPES`) of ``size`` x ``size`` pixels with
    a soft outline."""
    return _symbol(shape, max(2, int(size)), _rgb(rgb))
