"""The Drôle de fromage pictures drawn in code: the special die's faces (1, 2, 3 and a
star), a little worm, a happy "good cheese" tick, paw prints for the steps left, an
eye for the peek button, arrows, and each player's symbol (a colour-blind cue). The
pieces and the mice are the shared ones (:mod:`game.view.art`).

Every picture is cached (``kept`` here, ``BaseGameScene.image`` in the scene)."""

from __future__ import annotations

import math

import pygame

from game.view.pictures import kept

from ....view import art, palette
from ....view.art._draw import SS, _alpha_ell, _circ, _down, _ell, _new, _oell, _poly, _star_points, _stroke
from ....view.fonts import get_font

PIPS = {"1": [(0, 0)], "2": [(-1, -1), (1, 1)], "3": [(-1, -1), (0, 0), (1, 1)],
        "4": [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        "5": [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        "6": [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
DIE_FACE = (255, 250, 238)
STAR_GOLD = (255, 196, 40)


#: The symbol of a player colour (shared by every table).
player_shape = art.seat_shape


@kept
def die_face(face: str, size: int, tint_rgb: tuple[int, int, int] | None = None) -> pygame.Surface:
    """The die showing ``face`` ("1".."6", "star", or "ready": a question mark, the die
    waiting to be rolled), ``size`` pixels, slightly 3D."""
    s = size * SS
    line = palette.OUTLINE
    surf = _new(s, s, line)
    ow = max(SS, s * 0.035)
    r = s * 0.2
    body = pygame.Rect(round(ow), round(ow), round(s - 2 * ow), round(s - 2 * ow))
    side = tint_rgb or (236, 222, 196)
    pygame.draw.rect(surf, line, body.inflate(round(ow), round(ow)), border_radius=round(r))
    pygame.draw.rect(surf, art.shade(side, 0.08), body, border_radius=round(r))
    top = body.inflate(-round(s * 0.07), -round(s * 0.07)).move(0, -round(s * 0.025))
    pygame.draw.rect(surf, DIE_FACE, top, border_radius=round(r * 0.85))
    _alpha_ell(surf, (255, 255, 255, 120), top.left + top.w * 0.3, top.top + top.h * 0.18,
               top.w * 0.22, top.h * 0.07)
    cx, cy = top.center
    if face == "ready":
        # waiting to be rolled: a question, neither a number nor the star
        mark = get_font(max(8, int(s * 0.62)), display=True).render("?", True, (150, 110, 70))
        surf.blit(mark, mark.get_rect(center=(round(cx), round(cy + s * 0.02))))
    elif face == "star":
        pts = _star_points(cx, cy + s * 0.01, s * 0.34, s * 0.15)
        _poly(surf, STAR_GOLD, art.shade(STAR_GOLD, 0.45), pts, ow * 1.2)
        _alpha_ell(surf, (255, 255, 255, 120), cx - s * 0.06, cy - s * 0.1, s * 0.06, s * 0.035)
    else:
        d = top.w * 0.27
        pr = s * 0.075
        for dx, dy in PIPS.get(face, PIPS["1"]):
            _circ(surf, (60, 40, 30), cx + dx * d, cy + dy * d + s * 0.006, pr * 1.05)
            _circ(surf, (40, 26, 22), cx + dx * d, cy + dy * d, pr)
            _circ(surf, (120, 100, 90), cx + dx * d - pr * 0.3, cy + dy * d - pr * 0.3, pr * 0.25)
    return _down(surf, size, size)


@kept
def worm(size: int) -> pygame.Surface:
    """A little green worm peeping out (what a piece hides), ``size`` pixels."""
    s = size * SS
    line = (40, 70, 30)
    surf = _new(s, s, line)
    body = (140, 200, 70)
    pts = [(s * (0.12 + 0.68 * t), s * (0.68 - 0.16 * math.sin(t * math.pi * 2.0))) for t in
           [i / 20 for i in range(21)]]
    _stroke(surf, line, pts, s * 0.22)
    _stroke(surf, body, pts, s * 0.16)
    for i in range(3, 18, 4):
        x, y = pts[i]
        pygame.draw.line(surf, art.shade(body, 0.2), (round(x), round(y - s * 0.07)),
                         (round(x), round(y + s * 0.07)), max(1, round(s * 0.02)))
    hx, hy = pts[-1][0] + s * 0.02, pts[-1][1] - s * 0.12
    _oell(surf, body, line, hx, hy, s * 0.15, s * 0.15, s * 0.03)
    for dx in (-0.055, 0.055):
        _circ(surf, (255, 255, 255), hx + dx * s, hy - s * 0.03, s * 0.045)
        _circ(surf, (20, 20, 20), hx + dx * s + s * 0.01, hy - s * 0.025, s * 0.024)
    pygame.draw.arc(surf, line, pygame.Rect(round(hx - s * 0.06), round(hy), round(s * 0.12),
                                            round(s * 0.08)), math.pi * 1.1, math.pi * 1.9,
                    max(1, round(s * 0.02)))
    return _down(surf, size, size)


@kept
def badge(text_size: int, good: bool) -> pygame.Surface:
    """A round badge behind a piece's points at the count: green (good) or red."""
    s = text_size * SS
    rgb = palette.OK if good else palette.DANGER
    surf = _new(s, s, art.ink(rgb))
    _oell(surf, rgb, (255, 255, 255), s / 2, s / 2, s * 0.42, s * 0.42, s * 0.06)
    return _down(surf, text_size, text_size)


@kept
def paw(size: int, filled: bool, rgb: tuple[int, int, int]) -> pygame.Surface:
    """A mouse's paw print: a step left (filled) or taken (hollow)."""
    s = size * SS
    surf = _new(s, s, rgb)
    col = (*rgb, 255) if filled else (*rgb, 70)
    _ell(surf, col, s * 0.5, s * 0.64, s * 0.24, s * 0.2)
    for dx, dy in ((-0.28, 0.3), (-0.1, 0.17), (0.1, 0.17), (0.28, 0.3)):
        _ell(surf, col, s * (0.5 + dx), s * dy + s * 0.08, s * 0.08, s * 0.1)
    return _down(surf, size, size)


@kept
def eye(size: int, rgb: tuple[int, int, int]) -> pygame.Surface:
    """An open eye: the peek button's icon."""
    s = size * SS
    surf = _new(s, s, rgb)
    w = max(1, round(s * 0.08))
    box = pygame.Rect(round(s * 0.06), round(s * 0.24), round(s * 0.88), round(s * 0.52))
    pygame.draw.ellipse(surf, rgb, box, w)
    _circ(surf, rgb, s / 2, s / 2, s * 0.17)
    _circ(surf, (255, 255, 255), s / 2 - s * 0.05, s / 2 - s * 0.05, s * 0.05)
    return _down(surf, size, size)


@kept
def arrow(size: int, direction: str, rgb: tuple[int, int, int]) -> pygame.Surface:
    """A fat arrow pointing ``direction`` (n, e, s, w)."""
    s = size * SS
    line = art.ink(rgb)
    surf = _new(s, s, line)
    pts = [(0.5, 0.08), (0.92, 0.5), (0.66, 0.5), (0.66, 0.92), (0.34, 0.92), (0.34, 0.5), (0.08, 0.5)]
    pts = [(x * s, y * s) for x, y in pts]
    _poly(surf, rgb, line, pts, s * 0.05)
    img = _down(surf, size, size)
    angle = {"n": 0, "w": 90, "s": 180, "e": -90}[direction]
    return pygame.transform.rotate(img, angle)


@kept
def chevron(size: int, direction: str, rgb: tuple[int, int, int]) -> pygame.Surface:
    """A small open chevron (where a glowing square leads)."""
    s = size * SS
    surf = _new(s, s, rgb)
    w = s * 0.16
    pts = [(s * 0.2, s * 0.68), (s * 0.5, s * 0.32), (s * 0.8, s * 0.68)]
    _stroke(surf, (*rgb, 255), pts, w)
    img = _down(surf, size, size)
    angle = {"n": 0, "w": 90, "s": 180, "e": -90}[direction]
    return pygame.transform.rotate(img, angle)
