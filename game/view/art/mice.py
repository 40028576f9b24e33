"""Mice: the sitting mouse of cards and title, the player's pawn seen from
above (:func:`mouse_token`) and the round player badge (:func:`mouse_face`)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.view import palette as pal
from game.view.pictures import kept

from ._colour import RGB, _luma, _rgb, ink, mix, shade, tint
from ._draw import (
    SS,
    _alpha_ell,
    _bezier,
    _circ,
    _down,
    _ell,
    _new,
    _oell,
    _rect,
    _sell,
    _stroke,
    _with_shadow,
)
from .symbols import SHAPES, _draw_medallion


def _mouse_parts(body: RGB) -> dict[str, RGB]:
    """The colours used to draw a mouse of body colour ``body``."""
    light = _luma(body) > 200
    return {
        "body": body,
        "line": ink(body) if not light else mix(body, pal.OUTLINE, 0.6),
        "belly": tint(body, 0.5) if not light else (255, 255, 253),
        "ear": pal.MOUSE_PINK,
        "pink": pal.MOUSE_PINK_DARK,
    }


def _draw_mouse_sitting(surf, cx, cy, u, body: RGB, ow: float, wave: bool = False) -> None:
    """A cute sitting mouse seen from the front.

    (cx, cy) is the centre of the head, ``u`` the head radius.  The mouse spans
    about -1.55u .. +2.2u horizontally and -1.45u .. +2.8u vertically.
    """
    c = _mouse_parts(body)
    line, belly = c["line"], c["belly"]
    _sitting_body(surf, cx, cy, u, c, ow)
    # ears
    for side in (-1, 1):
        ex, ey = cx + side * 0.9 * u, cy - 0.8 * u
        if wave and side == 1:
            ey -= 0.05 * u
        _sell(surf, body, line, ex, ey, 0.62 * u, 0.6 * u, ow, depth=0.12)
        _ell(surf, c["ear"], ex + side * -0.04 * u, ey + 0.06 * u, 0.42 * u, 0.4 * u)
        _alpha_ell(surf, (255, 255, 255, 80), ex - 0.15 * u, ey - 0.1 * u, 0.15 * u, 0.1 * u)
    # head
    _sell(surf, body, line, cx, cy, 1.1 * u, 0.95 * u, ow, depth=0.12)
    _alpha_ell(surf, (255, 255, 255, 70), cx - 0.45 * u, cy - 0.55 * u, 0.32 * u, 0.16 * u)
    _ell(surf, belly, cx, cy + 0.42 * u, 0.52 * u, 0.36 * u)
    _sitting_hands(surf, cx, cy, u, c, ow, wave)
    _sitting_face(surf, cx, cy, u, c, ow)


def _sitting_body(surf, cx, cy, u, c: dict[str, RGB], ow: float) -> None:
    """The sitting mouse's tail, feet, body, belly and toes (under its head)."""
    body, line, belly = c["body"], c["line"], c["belly"]
    # tail: curls out to the right and up
    tail = _bezier((cx + 0.55 * u, cy + 2.45 * u), (cx + 2.1 * u, cy + 2.9 * u),
                   (cx + 2.35 * u, cy + 1.25 * u), (cx + 1.55 * u, cy + 1.05 * u), 24)
    tail += _bezier(tail[-1], (cx + 1.05 * u, cy + 0.98 * u), (cx + 1.1 * u, cy + 1.55 * u),
                    (cx + 1.45 * u, cy + 1.5 * u), 10)[1:]
    _stroke(surf, line, tail, 0.26 * u + 2 * ow, taper=0.75)
    _stroke(surf, mix(c["ear"], body, 0.12), tail, 0.26 * u, taper=0.6)
    # feet (behind the body)
    for side in (-1, 1):
        _oell(surf, c["ear"], line, cx + side * 0.55 * u, cy + 2.55 * u, 0.36 * u, 0.2 * u, ow)
    # body and belly
    _sell(surf, body, line, cx, cy + 1.6 * u, 1.0 * u, 1.08 * u, ow, depth=0.16)
    _ell(surf, belly, cx, cy + 1.85 * u, 0.6 * u, 0.7 * u)
    # toes in front of the body
    for side in (-1, 1):
        fx = cx + side * 0.5 * u
        _oell(surf, c["ear"], line, fx, cy + 2.62 * u, 0.3 * u, 0.17 * u, ow)
        _alpha_ell(surf, (255, 255, 255, 90), fx - 0.08 * u, cy + 2.57 * u, 0.12 * u, 0.06 * u)


def _sitting_hands(surf, cx, cy, u, c: dict[str, RGB], ow: float, wave: bool) -> None:
    """The sitting mouse's hands on its belly, the right one waving if ``wave``."""
    body, line = c["body"], c["line"]
    # hands on the belly (one waving if asked)
    for side in (-1, 1):
        if wave and side == 1:
            hx, hy = cx + 1.55 * u, cy + 0.15 * u
            arm = [(cx + 0.7 * u, cy + 1.35 * u), (cx + 1.3 * u, cy + 0.95 * u), (hx, hy)]
            _stroke(surf, line, arm, 0.34 * u + 2 * ow)
            _stroke(surf, body, arm, 0.34 * u)
            _oell(surf, c["ear"], line, hx, hy - 0.05 * u, 0.21 * u, 0.21 * u, ow)
            _alpha_ell(surf, (255, 255, 255, 90), hx - 0.06 * u, hy - 0.12 * u, 0.08 * u, 0.05 * u)
        else:
            _oell(surf, body, line, cx + side * 0.42 * u, cy + 1.42 * u, 0.22 * u, 0.26 * u, ow)


def _sitting_face(surf, cx, cy, u, c: dict[str, RGB], ow: float) -> None:
    """The sitting mouse's cheeks, eyes, whiskers, smile and nose."""
    body, line = c["body"], c["line"]
    # cheeks
    for side in (-1, 1):
        _alpha_ell(surf, (*pal.MOUSE_PINK, 150), cx + side * 0.7 * u, cy + 0.32 * u, 0.2 * u, 0.13 * u)
    # eyes with two highlights
    for side in (-1, 1):
        ex, ey = cx + side * 0.4 * u, cy - 0.05 * u
        _ell(surf, pal.EYE, ex, ey, 0.16 * u, 0.21 * u)
        _circ(surf, pal.WHITE, ex - 0.05 * u, ey - 0.08 * u, 0.065 * u)
        _circ(surf, pal.WHITE, ex + 0.06 * u, ey + 0.08 * u, 0.03 * u)
    # whiskers
    wcol = mix(line, body, 0.15)
    for side in (-1, 1):
        for dy in (-0.12, 0.0, 0.13):
            x0, y0 = cx + side * 0.42 * u, cy + 0.4 * u + dy * 0.5 * u
            x1, y1 = cx + side * 1.4 * u, cy + 0.4 * u + dy * 2.2 * u - 0.05 * u
            pygame.draw.line(surf, wcol, (round(x0), round(y0)), (round(x1), round(y1)),
                             max(1, round(0.045 * u)))
    # smile and nose
    mw = max(1, round(0.05 * u))
    for side in (-1, 1):
        r = _rect(cx + side * 0.12 * u, cy + 0.42 * u, 0.12 * u, 0.1 * u)
        pygame.draw.arc(surf, line, r, math.pi * 1.05, math.pi * 1.95, mw)
    _oell(surf, c["pink"], shade(c["pink"], 0.3), cx, cy + 0.27 * u, 0.15 * u, 0.11 * u, ow * 0.6)
    _circ(surf, (255, 220, 225), cx - 0.05 * u, cy + 0.23 * u, 0.04 * u)


def _draw_mouse_top(surf, cx, cy, s, body: RGB, ow: float) -> None:
    """A mouse seen from above, head pointing down, body centred on (cx, cy).

    ``s`` is the overall figure size (about the length nose-to-tail); the
    figure spans about cx +- 0.4 s and cy - 0.45 s .. cy + 0.45 s.
    """
    c = _mouse_parts(body)
    line = c["line"]
    u = s / 10
    # tail curling behind (up)
    tail = _bezier((cx + 0.3 * u, cy - 2.6 * u), (cx + 0.6 * u, cy - 4.6 * u),
                   (cx + 3.3 * u, cy - 4.6 * u), (cx + 3.3 * u, cy - 3.0 * u), 22)
    _stroke(surf, line, tail, 0.5 * u + 2 * ow, taper=0.6)
    _stroke(surf, mix(c["ear"], body, 0.12), tail, 0.5 * u, taper=0.45)
    # little feet peeking out
    for side in (-1, 1):
        for fy, fx in ((-1.9, 1.55), (0.35, 1.85)):
            _oell(surf, c["ear"], line, cx + side * fx * u, cy + fy * u, 0.42 * u, 0.34 * u, ow)
    # body (a plump egg)
    _sell(surf, body, line, cx, cy - 0.9 * u, 1.95 * u, 2.15 * u, ow, depth=0.2)
    _alpha_ell(surf, (255, 255, 255, 70), cx - 0.7 * u, cy - 1.8 * u, 0.7 * u, 0.5 * u)
    # big round ears sticking out at the sides of the head
    for side in (-1, 1):
        ex, ey = cx + side * 1.95 * u, cy + 0.75 * u
        _sell(surf, body, line, ex, ey, 1.15 * u, 1.1 * u, ow, depth=0.15)
        _ell(surf, c["ear"], ex + side * 0.12 * u, ey + 0.12 * u, 0.78 * u, 0.74 * u)
        _alpha_ell(surf, (255, 255, 255, 80), ex - 0.3 * u, ey - 0.3 * u, 0.3 * u, 0.2 * u)
    # head (big, cute) with a lighter snout
    _sell(surf, body, line, cx, cy + 2.0 * u, 1.75 * u, 1.65 * u, ow, depth=0.14)
    _alpha_ell(surf, (255, 255, 255, 70), cx - 0.7 * u, cy + 1.2 * u, 0.55 * u, 0.3 * u)
    _ell(surf, c["belly"], cx, cy + 3.05 * u, 0.8 * u, 0.55 * u)
    # eyes
    for side in (-1, 1):
        ex, ey = cx + side * 0.68 * u, cy + 2.25 * u
        _ell(surf, pal.EYE, ex, ey, 0.27 * u, 0.33 * u)
        _circ(surf, pal.WHITE, ex - 0.08 * u, ey - 0.12 * u, 0.11 * u)
        _alpha_ell(surf, (*pal.MOUSE_PINK, 150), cx + side * 1.15 * u, cy + 2.75 * u, 0.3 * u, 0.18 * u)
    # short whiskers
    wcol = mix(line, body, 0.3)
    for side in (-1, 1):
        for dy in (-0.25, 0.2):
            x0, y0 = cx + side * 0.55 * u, cy + 3.2 * u
            x1, y1 = cx + side * 1.75 * u, cy + 3.2 * u + dy * 2.4 * u
            pygame.draw.line(surf, wcol, (round(x0), round(y0)), (round(x1), round(y1)),
                             max(1, round(0.07 * u)))
    # nose
    _oell(surf, c["pink"], shade(c["pink"], 0.3), cx, cy + 3.55 * u, 0.3 * u, 0.24 * u, ow * 0.6)
    _circ(surf, (255, 220, 225), cx - 0.09 * u, cy + 3.47 * u, 0.08 * u)


@kept
def _mouse_sitting(rgb: RGB, height: int, wave: bool = False) -> pygame.Surface:
    """A sitting mouse (see :func:`_draw_mouse_sitting`) on its own surface.

    The surface is ``height`` tall and about 0.92 * height wide; the head is
    centred horizontally on x = 0.41 * width.
    """
    h = height * SS
    u = h / 4.45
    w = u * 4.25
    surf = _new(w, h, ink(rgb))
    _draw_mouse_sitting(surf, 1.6 * u, 1.5 * u, u, rgb, max(SS, u * 0.075), wave=wave)
    return _down(surf, round(w / SS), height)


_FACING_ANGLE = {"down": 0, "right": 90, "up": 180, "left": -90}


@kept
def _mouse_token(rgb: RGB, size: int, letter_shape: str | None, facing: str) -> pygame.Surface:
    s = size * SS
    line = _mouse_parts(rgb)["line"]
    fig = _new(s, s, line)
    ow = max(SS, s * 0.018)
    _draw_mouse_top(fig, s / 2, s * 0.52, s * 0.98, rgb, ow)
    fig = pygame.transform.rotate(fig, _FACING_ANGLE[facing])
    if letter_shape:
        # the player's symbol on the mouse's back (stays upright)
        ang = math.radians(_FACING_ANGLE[facing])
        bx, by = 0.0, -0.068 * s
        rx = bx * math.cos(ang) + by * math.sin(ang)
        ry = -bx * math.sin(ang) + by * math.cos(ang)
        cx, cy = s / 2 + rx, s / 2 + ry
        _draw_medallion(fig, letter_shape, cx, cy, s * 0.1, rgb, line, ow)
    out = _with_shadow(fig, (round(s * 0.02), round(s * 0.04)), alpha=95, blur=max(1, int(s * 0.02)))
    return _down(out, size, size)


def mouse_token(rgb: Sequence[int], size: int, letter_shape: str | None = None,
                facing: str = "down") -> pygame.Surface:
    """A player's mouse pawn seen from above, in player colour ``rgb``.

    ``facing`` is where the nose points (``up``/``down``/``left``/``right``).
    ``letter_shape`` optionally puts one of :data:`SHAPES` on its back so that
    players can be told apart without colour.
    """
    if facing not in _FACING_ANGLE:
        raise ValueError(f"unknown facing {facing!r}")
    if letter_shape is not None and letter_shape not in SHAPES:
        raise ValueError(f"unknown shape {letter_shape!r}")
    return _mouse_token(_rgb(rgb), max(8, int(size)), letter_shape, facing)


@kept
def _mouse_face(rgb: RGB, size: int) -> pygame.Surface:
    s = size * SS
    line = ink(rgb)
    surf = _new(s, s, line)
    ow = max(SS, s * 0.03)
    c = s / 2
    R = s / 2 - ow * 1.2
    # badge: player-colour ring around a cream disc
    _oell(surf, rgb, line, c, c, R, R, ow)
    _ell(surf, shade(rgb, 0.12), c, c + R * 0.04, R * 0.82, R * 0.8)
    _ell(surf, pal.PANEL, c, c, R * 0.78, R * 0.78)
    _alpha_ell(surf, (255, 255, 255, 80), c - R * 0.45, c - R * 0.6, R * 0.3, R * 0.15)
    # the mouse head in the player colour (lightened a little so the face reads)
    head = tint(rgb, 0.18) if _luma(rgb) < 150 else rgb
    hl = ink(head)
    u = R * 0.42
    hx, hy = c, c + R * 0.16
    for side in (-1, 1):
        ex, ey = hx + side * 0.95 * u, hy - 0.8 * u
        _sell(surf, head, hl, ex, ey, 0.58 * u, 0.56 * u, ow * 0.8, depth=0.12)
        _ell(surf, pal.MOUSE_PINK, ex - side * 0.04 * u, ey + 0.06 * u, 0.38 * u, 0.36 * u)
    _sell(surf, head, hl, hx, hy, 1.12 * u, 0.95 * u, ow * 0.8, depth=0.12)
    _ell(surf, tint(head, 0.5), hx, hy + 0.42 * u, 0.52 * u, 0.36 * u)
    for side in (-1, 1):
        _alpha_ell(surf, (*pal.MOUSE_PINK, 150), hx + side * 0.7 * u, hy + 0.32 * u, 0.2 * u, 0.13 * u)
        ex, ey = hx + side * 0.4 * u, hy - 0.05 * u
        _ell(surf, pal.EYE, ex, ey, 0.16 * u, 0.21 * u)
        _circ(surf, pal.WHITE, ex - 0.05 * u, ey - 0.08 * u, 0.065 * u)
        for dy in (-0.1, 0.12):
            pygame.draw.line(surf, hl, (round(hx + side * 0.45 * u), round(hy + 0.4 * u + dy * 0.4 * u)),
                             (round(hx + side * 1.3 * u), round(hy + 0.36 * u + dy * 2 * u)),
                             max(1, round(0.05 * u)))
    _oell(surf, pal.MOUSE_PINK_DARK, shade(pal.MOUSE_PINK_DARK, 0.3), hx, hy + 0.27 * u, 0.15 * u, 0.11 * u,
          ow * 0.4)
    return _down(surf, size, size)


def mouse_face(rgb: Sequence[int], size: int) -> pygame.Surface:
    """A round player badge: a mouse face in ``rgb`` on a cream disc."""
    return _mouse_face(_rgb(rgb), max(8, int(size)))

