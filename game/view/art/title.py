"""The title illustration (a big cheese wedge with two happy mice on a picnic
cloth) and the confetti of the win celebration."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.view import palette as pal
from game.view.pictures import kept

from ._colour import CARD_WHITE, RGB, _rgb, ink, mix, shade
from ._draw import (
    SS,
    SS_BIG,
    _alpha_ell,
    _alpha_poly,
    _blur,
    _circ,
    _down,
    _ell,
    _frange,
    _mask_with,
    _new,
    _oell,
    _poly,
    _shape_mask,
    _sparkle_points,
    _star_points,
    _stroke,
)
from .cheese import CHEESE_LINE, _draw_wedge
from .mice import _mouse_sitting

#: Every kind :func:`confetti_piece` knows.
CONFETTI_KINDS: tuple[str, ...] = ("ribbon", "circle", "triangle", "star", "squiggle", "cheese")


def _draw_gingham_cloth(surf, cx, cy, rx, ry, ow, line: RGB) -> None:
    """An oval red-and-cream gingham picnic cloth with a scalloped edge."""
    band = rx / 9
    # the checks, on a patch covering just the cloth
    pw, ph = math.ceil(2 * rx) + 2, math.ceil(2 * ry) + 2
    cloth = _new(pw, ph, line)
    _ell(cloth, CARD_WHITE, pw / 2, ph / 2, rx, ry)
    check = _new(pw, ph, pal.ACCENT)
    strip_v = _new(math.ceil(band), ph, pal.ACCENT)
    strip_v.fill((*pal.ACCENT, 120))
    for i, x in enumerate(_frange(0, pw, band)):
        if i % 2 == 0:
            check.blit(strip_v, (round(x), 0))
    row = band * ry / rx * 1.3  # rows squeezed a little, for perspective
    strip_h = _new(pw, math.ceil(row), pal.ACCENT)
    strip_h.fill((*pal.ACCENT, 120))
    for j, y in enumerate(_frange(0, ph, row)):
        if j % 2 == 0:
            check.blit(strip_h, (0, round(y)))
    cloth.blit(check, (0, 0))
    _mask_with(cloth, _shape_mask((pw, ph), lambda m: _ell(m, (255, 255, 255, 255), pw / 2, ph / 2, rx, ry)))
    # scalloped rim: little bumps around the edge, then the cloth on top
    n = 34
    for k in range(n):
        a = 2 * math.pi * k / n
        _circ(surf, line, cx + rx * math.cos(a), cy + ry * math.sin(a), band * 0.42 + ow)
    for k in range(n):
        a = 2 * math.pi * k / n
        _circ(surf, CARD_WHITE, cx + rx * math.cos(a), cy + ry * math.sin(a), band * 0.42)
    _ell(surf, line, cx, cy, rx + ow * 0.5, ry + ow * 0.5)
    surf.blit(cloth, (round(cx - pw / 2), round(cy - ph / 2)))
    _alpha_ell(surf, (255, 255, 255, 50), cx - rx * 0.3, cy - ry * 0.4, rx * 0.45, ry * 0.25)


@kept
def _title_art(w: int, h: int) -> pygame.Surface:
    S = SS_BIG
    W, H = w * S, h * S
    line = CHEESE_LINE
    surf = _new(W, H, line)
    U = min(W / 16, H / 10)  # scene unit: the scene is about 16 x 10 units
    cx, base_y = W / 2, H / 2 + 3.15 * U
    ow = max(S, U * 0.09)
    # picnic cloth and the soft shadow of the group on it
    _draw_gingham_cloth(surf, cx - 0.4 * U, base_y - 0.1 * U, 7.4 * U, 1.3 * U, ow * 0.8,
                        mix(pal.ACCENT, pal.OUTLINE, 0.6))
    sh = _new(W, H, pal.SHADOW)
    _ell(sh, (*pal.SHADOW, 80), cx + 0.9 * U, base_y - 0.1 * U, 4.2 * U, 0.6 * U)
    _ell(sh, (*pal.SHADOW, 80), cx - 4.4 * U, base_y, 1.9 * U, 0.45 * U)
    surf.blit(_blur(sh, max(1, int(U * 0.2))), (0, 0))
    # sparkles around the scene
    for sx, sy, r in ((-6.2, -4.1, 0.45), (-3.2, -4.5, 0.3), (5.6, -4.0, 0.5), (6.9, -1.8, 0.3),
                      (-7.3, -1.4, 0.3), (2.4, -4.6, 0.28)):
        col = pal.HIGHLIGHT if r > 0.35 else CARD_WHITE
        _poly(surf, col, mix(col, pal.OUTLINE, 0.55), _sparkle_points(cx + sx * U, H / 2 + sy * U, r * U),
              ow * 0.6)
    # the big cheese wedge
    wx, wy, ww, wh = cx - 2.6 * U, base_y - 5.9 * U, 7.4 * U, 5.9 * U
    _draw_wedge(surf, wx, wy, ww, wh, ow, holes=6)
    # crumbs on the cloth
    for dx, r in ((-1.8, 0.3), (-2.4, 0.2), (5.3, 0.26)):
        px = cx + dx * U
        _poly(surf, pal.CHEESE, line, [(px, base_y + 0.2 * U), (px + r * 2 * U, base_y + 0.28 * U),
                                       (px + r * 0.7 * U, base_y + (0.2 - r * 1.6) * U)], ow * 0.7)
    # mouse 1: sitting on the cloth at the left, leaning towards the cheese
    m1 = pygame.transform.rotozoom(_mouse_sitting((176, 168, 172), int(5.4 * U)), -6, 1.0)
    surf.blit(m1, (round(cx - 6.5 * U), round(base_y - m1.get_height() + 0.35 * U)))
    # mouse 2: sitting on top of the wedge, waving
    m2 = pygame.transform.rotozoom(_mouse_sitting((214, 170, 128), int(4.0 * U), True), 5, 1.0)
    fx, fy = wx + 0.56 * ww, wy + 0.44 * wh  # a point on the top face
    surf.blit(m2, (round(fx - m2.get_width() * 0.4), round(fy - m2.get_height() * 0.97)))
    return _down(surf, w, h)


def title_art(w: int, h: int) -> pygame.Surface:
    """Title illustration: a big cheese wedge with two happy mice."""
    return _title_art(max(16, int(w)), max(16, int(h)))


@kept
def _confetti(rgb: RGB, size: int, kind: str) -> pygame.Surface:
    s = size * SS
    line = shade(rgb, 0.3)
    surf = _new(s, s, line)
    ow = max(1, s * 0.05)
    c = s / 2
    if kind == "ribbon":
        pts = [(c - s * 0.18, s * 0.08), (c + s * 0.22, s * 0.16), (c + s * 0.18, s * 0.92), (c - s * 0.22, s * 0.84)]
        _poly(surf, rgb, line, pts, ow)
        _alpha_poly(surf, (255, 255, 255, 80), [pts[0], pts[1], (pts[1][0], s * 0.4), (pts[0][0], s * 0.35)])
    elif kind == "circle":
        _oell(surf, rgb, line, c, c, s * 0.36, s * 0.36, ow)
        _alpha_ell(surf, (255, 255, 255, 90), c - s * 0.12, c - s * 0.12, s * 0.12, s * 0.08)
    elif kind == "triangle":
        _poly(surf, rgb, line, [(c, s * 0.12), (s * 0.9, s * 0.85), (s * 0.1, s * 0.85)], ow)
    elif kind == "star":
        _poly(surf, rgb, line, _star_points(c, c * 1.05, s * 0.45, s * 0.2), ow)
    elif kind == "squiggle":
        pts = [(s * 0.14 + s * 0.72 * t, c + s * 0.16 * math.sin(t * 2 * math.pi * 1.25)) for t in
               [i / 24 for i in range(25)]]
        _stroke(surf, line, pts, s * 0.13 + 2 * ow)
        _stroke(surf, rgb, pts, s * 0.13)
    elif kind == "cheese":
        _poly(surf, pal.CHEESE, ink(pal.CHEESE), [(s * 0.1, s * 0.7), (s * 0.9, s * 0.3), (s * 0.9, s * 0.85)], ow)
        _circ(surf, pal.CHEESE_HOLE, s * 0.68, s * 0.64, s * 0.08)
    else:
        raise ValueError(f"unknown confetti kind {kind!r}")
    return _down(surf, size, size)


def confetti_piece(rgb: Sequence[int], size: int, kind: str = "ribbon") -> pygame.Surface:
    """A small confetti shape for the win celebration (``size`` x ``size``).

    ``kind`` is one of :data:`CONFETTI_KINDS` (the ``cheese`` kind ignores ``rgb``).
    """
    if kind not in CONFETTI_KINDS:
        raise ValueError(f"unknown confetti kind {kind!r}")
    return _confetti(_rgb(rgb), max(3, int(size)), kind)
