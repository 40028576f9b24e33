"""Mouse cards: the face-up card (pattern, mouse, corner badges), the card back,
and the colour-blind pattern and symbol of each card colour.

The five mouse-card colours (:data:`game.view.palette.MOUSE_COLOURS`) each
have their own background pattern (:data:`COLOUR_PATTERNS`) and their own
corner symbol (:data:`COLOUR_SHAPES`), so a card can be recognised in greyscale.
"""

from __future__ import annotations

import math
import random

import pygame

from game.view import palette as pal
from game.view.pictures import kept

from ._colour import CARD_WHITE, RGB, mix, shade, tint
from ._draw import (
    SS,
    _alpha_ell,
    _circ,
    _down,
    _ell,
    _frange,
    _new,
    _oell,
    _poly,
    _round_off,
    _rrect,
    _sparkle_points,
    _star_points,
    _stroke,
    _vgradient,
)
from .cheese import _hole
from .mice import _draw_mouse_sitting
from .symbols import _draw_medallion

#: Corner symbol of each mouse-card colour (shapes, not font glyphs).
COLOUR_SHAPES: dict[str, str] = {
    "blue": "circle",
    "red": "triangle",
    "yellow": "diamond",
    "green": "square",
    "white": "star",
}
#: Background pattern of each mouse-card colour.
COLOUR_PATTERNS: dict[str, str] = {
    "blue": "waves",
    "red": "dots",
    "yellow": "stripes",
    "green": "checks",
    "white": "stars",
}

_CARD_RATIO = 1.4  # card height / width


def _card_colours(colour: str) -> tuple[RGB, RGB]:
    """(background, pattern) colours for a card colour."""
    base = pal.MOUSE_COLOURS[colour]
    if colour == "white":
        return (224, 226, 234), (250, 250, 255)
    if colour == "yellow":
        return tint(base, 0.55), mix(base, pal.CHEESE_DARK, 0.25)
    return tint(base, 0.74), tint(base, 0.46)


def _draw_pattern(surf: pygame.Surface, colour: str, scale: float) -> None:
    """Fill ``surf`` with the background and pattern of a card colour.

    ``scale`` is the pattern period in pixels (so cards and cube windows match).
    """
    bg, fg = _card_colours(colour)
    w, h = surf.get_size()
    surf.fill((*bg, 255))
    p = scale
    kind = COLOUR_PATTERNS[colour]
    if kind == "waves":
        amp, step = p * 0.17, p * 0.78
        y = -step
        while y < h + step:
            pts = [(x, y + amp * math.sin(x / p * 2 * math.pi)) for x in range(-4, w + 8, max(2, int(p / 16)))]
            _stroke(surf, fg, pts, p * 0.17)
            y += step
    elif kind == "dots":
        step, r = p * 0.72, p * 0.17
        for j, y in enumerate(_frange(-step, h + step, step)):
            off = step / 2 if j % 2 else 0.0
            for x in _frange(-step + off, w + step, step):
                _circ(surf, fg, x, y, r)
    elif kind == "stripes":
        step, band = p * 0.7, p * 0.3
        for k in _frange(-h, w + h, step):
            _poly(surf, fg, fg, [(k, 0), (k + band, 0), (k + band + h, h), (k + h, h)], 0)
    elif kind == "checks":
        step = p * 0.5
        for j, y in enumerate(_frange(0, h + step, step)):
            for i, x in enumerate(_frange(0, w + step, step)):
                if (i + j) % 2 == 0:
                    pygame.draw.rect(surf, fg, (round(x), round(y), math.ceil(step), math.ceil(step)))
    elif kind == "stars":
        step = p * 0.9
        gold = (236, 200, 110)
        for j, y in enumerate(_frange(-step / 2, h + step, step)):
            off = step / 2 if j % 2 else 0.0
            for x in _frange(-step / 2 + off, w + step, step):
                if (j % 2) == 0:
                    _poly(surf, fg, fg, _star_points(x, y, p * 0.22, p * 0.1), 0)
                else:
                    _poly(surf, gold, gold, _sparkle_points(x, y, p * 0.16), 0)


def _draw_card_picture(surf: pygame.Surface, rect: pygame.Rect, colour: str, radius: float) -> None:
    """The inside of a mouse card: pattern, ground shadow and the mouse."""
    base = pal.MOUSE_COLOURS[colour]
    pat = _new(rect.w, rect.h, base)
    _draw_pattern(pat, colour, rect.w / 4.2)
    # soft light from the top and a little vignette for depth
    pat.blit(_vgradient(rect.w, rect.h, (255, 255, 255, 60), (255, 255, 255, 0)), (0, 0))
    pat.blit(_vgradient(rect.w, rect.h, (0, 0, 0, 0), (60, 30, 10, 40)), (0, 0))
    surf.blit(_round_off(pat, radius), rect.topleft)
    # the mouse
    mh = rect.h * 0.74
    u = mh / 4.45
    cx = rect.centerx - 0.28 * u
    cy = rect.bottom - rect.h * 0.1 - 2.8 * u + u * 0.1
    _alpha_ell(surf, (60, 30, 10, 55), cx + 0.25 * u, cy + 2.78 * u, 1.5 * u, 0.32 * u)
    _draw_mouse_sitting(surf, cx, cy, u, base, max(SS, u * 0.075))


def _draw_badge(surf, cx, cy, r, colour: str) -> None:
    """A white corner medallion with the colour's symbol."""
    base = pal.MOUSE_COLOURS[colour]
    _draw_medallion(surf, COLOUR_SHAPES[colour], cx, cy, r, base, mix(base, pal.OUTLINE, 0.5),
                    max(SS, r * 0.12))


def _blank_card(w: int, h: int, line: RGB, rim: RGB) -> tuple[pygame.Surface, pygame.Rect, float, float]:
    """A supersampled canvas for a ``w`` x ``h`` card with its ``rim`` and white border.

    Returns (canvas, picture area inside the border, corner radius, outline width).
    """
    W, H = w * SS, h * SS
    surf = _new(W, H, line)
    full = pygame.Rect(0, 0, W, H)
    radius = W * 0.09
    ow = max(SS, W * 0.014)
    _rrect(surf, rim, full, radius)
    _rrect(surf, CARD_WHITE, full.inflate(-2 * round(ow), -2 * round(ow)), radius - ow)
    margin = round(W * 0.065)
    return surf, full.inflate(-2 * margin, -2 * margin), radius, ow


@kept
def _mouse_card(colour: str, w: int, h: int) -> pygame.Surface:
    base = pal.MOUSE_COLOURS[colour]
    line = mix(base, pal.OUTLINE, 0.55)
    surf, inner, radius, ow = _blank_card(w, h, line, line)
    _draw_card_picture(surf, inner, colour, radius * 0.55)
    _rrect(surf, mix(base, CARD_WHITE, 0.35), inner, radius * 0.55, max(1, round(ow * 0.6)))
    # corner symbols (top-left and bottom-right, like real playing cards)
    r = surf.get_width() * 0.1
    _draw_badge(surf, inner.left + r * 0.95, inner.top + r * 0.95, r, colour)
    _draw_badge(surf, inner.right - r * 0.95, inner.bottom - r * 0.95, r, colour)
    return _down(surf, w, h)


def mouse_card(colour: str, w: int, h: int) -> pygame.Surface:
    """A face-up mouse card of ``colour`` (a key of ``palette.MOUSE_COLOURS``).

    Rounded white-rimmed card, background pattern (:data:`COLOUR_PATTERNS`),
    a cute mouse in the card colour and corner symbols (:data:`COLOUR_SHAPES`).
    """
    if colour not in pal.MOUSE_COLOURS:
        raise ValueError(f"unknown mouse colour {colour!r}")
    return _mouse_card(colour, max(8, int(w)), max(8, int(h)))


@kept
def _card_back(w: int, h: int) -> pygame.Surface:
    line = pal.OUTLINE
    surf, inner, radius, ow = _blank_card(w, h, line, mix(pal.CHEESE_DARK, line, 0.6))
    W, H = surf.get_size()
    # cheese field with holes, slightly diagonal grid
    field = _new(inner.w, inner.h, pal.CHEESE)
    field.fill((*pal.CHEESE, 255))
    field.blit(_vgradient(inner.w, inner.h, (*pal.CHEESE_LIGHT, 200), (*pal.CHEESE_DARK, 120)), (0, 0))
    rng = random.Random(7)
    step = inner.w / 3.2
    for j, y in enumerate(_frange(-step * 0.3, inner.h + step, step * 0.85)):
        off = step / 2 if j % 2 else 0
        for x in _frange(-step * 0.3 + off, inner.w + step, step):
            r = step * rng.uniform(0.13, 0.24)
            _hole(field, x + rng.uniform(-0.1, 0.1) * step, y, r, r * 0.9, pal.CHEESE)
    surf.blit(_round_off(field, radius * 0.55), inner.topleft)
    _rrect(surf, pal.CHEESE_DARK, inner, radius * 0.55, max(1, round(ow * 0.8)))
    # central medallion: terracotta disc with a mouse head silhouette
    cx, cy, r = W / 2, H / 2, W * 0.3
    _alpha_ell(surf, (60, 30, 10, 60), cx + r * 0.06, cy + r * 0.1, r * 1.02, r * 1.02)
    _oell(surf, CARD_WHITE, line, cx, cy, r, r, ow)
    _oell(surf, pal.ACCENT, shade(pal.ACCENT, 0.3), cx, cy, r * 0.84, r * 0.84, ow * 0.6)
    # mouse head (ears + face) in cream, as an emblem
    head = CARD_WHITE
    for side in (-1, 1):
        _oell(surf, head, line, cx + side * r * 0.4, cy - r * 0.32, r * 0.27, r * 0.27, ow * 0.7)
        _ell(surf, pal.MOUSE_PINK, cx + side * r * 0.38, cy - r * 0.3, r * 0.17, r * 0.17)
    _oell(surf, head, line, cx, cy + r * 0.1, r * 0.45, r * 0.38, ow * 0.7)
    for side in (-1, 1):
        _ell(surf, pal.EYE, cx + side * r * 0.17, cy + r * 0.05, r * 0.06, r * 0.08)
        _circ(surf, pal.WHITE, cx + side * r * 0.17 - r * 0.02, cy + r * 0.02, r * 0.025)
    _ell(surf, pal.MOUSE_PINK_DARK, cx, cy + r * 0.22, r * 0.07, r * 0.05)
    # little sparkles in the corners
    for sx, sy in ((0.2, 0.12), (0.8, 0.88)):
        _poly(surf, CARD_WHITE, line, _sparkle_points(W * sx, H * sy, W * 0.06), ow * 0.5)
    return _down(surf, w, h)


def card_back(w: int, h: int) -> pygame.Surface:
    """A face-down card: a cheese field with holes and a mouse medallion."""
    return _card_back(max(8, int(w)), max(8, int(h)))
