"""Small outlined symbols (circle, triangle, square, diamond, star, heart): the
colour-blind cues on cards, cube windows and player tokens."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.view.pictures import kept

from ._colour import CARD_WHITE, RGB, _rgb, ink
from ._draw import SS, _alpha_ell, _down, _new, _oell, _poly, _rrect, _star_points

#: Every shape :func:`symbol` knows.
SHAPES: tuple[str, ...] = ("circle", "triangle", "square", "diamond", "star", "heart")


def seat_shape(colour: str) -> str:
    """The symbol of a player colour: each colour has its own, so that players are told
    apart without colour (on their pieces, badges, panels, hideouts), as every table
    draws it."""
    from game.view import palette
    names = list(palette.PLAYER_COLOURS)
    k = names.index(colour) if colour in names else 0
    return SHAPES[k % len(SHAPES)]


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
    """A small filled shape (``circle``, ``triangle``, ``square``, ``diamond``,
    ``star`` or ``heart``) of ``size`` x ``size`` pixels with a soft outline."""
    return _symbol(shape, max(2, int(size)), _rgb(rgb))
