"""Cheese cubes: a cube seen slightly from above, with a holed front, an arched
window onto a mouse card, or an empty window (:func:`cheese_cube`)."""

from __future__ import annotations

import math

import pygame

from game.view import palette as pal
from game.view.pictures import kept

from ....view.art._colour import mix, shade, tint
from ....view.art._draw import (
    SS,
    Point,
    _alpha_poly,
    _blur,
    _down,
    _mask_with,
    _new,
    _outline,
    _poly,
    _rrect,
    _shape_mask,
    _vgradient,
)
from ....view.art.cards import _CARD_RATIO, _card_colours, _draw_badge, _draw_card_picture
from ....view.art.cheese import CHEESE_LINE, _blit_face


def _arch_points(x: float, y: float, w: float, h: float, n: int = 28) -> list[Point]:
    """An arched window: rectangle with a half-circle top (x, y = top-left)."""
    r = w / 2
    pts = [(x, y + h), (x, y + r)]
    for i in range(n + 1):
        a = math.pi + math.pi * i / n
        pts.append((x + r + r * math.cos(a), y + r + r * math.sin(a)))
    pts.append((x + w, y + h))
    return pts


def _cube_geometry(s: float):
    """Front, top and side polygons of a cube drawn in an s x s canvas."""
    f, dx, dy = 0.7 * s, 0.2 * s, 0.17 * s
    x0 = (s - (f + dx)) / 2
    y0 = (s - (f + dy)) / 2 + dy
    front = [(x0, y0), (x0 + f, y0), (x0 + f, y0 + f), (x0, y0 + f)]
    top = [(x0, y0), (x0 + dx, y0 - dy), (x0 + f + dx, y0 - dy), (x0 + f, y0)]
    side = [(x0 + f, y0), (x0 + f + dx, y0 - dy), (x0 + f + dx, y0 + f - dy), (x0 + f, y0 + f)]
    return front, top, side, (x0, y0, f, dx, dy)


def _draw_window(surf, x0, y0, f, face: str, card_colour: str | None, ow: float) -> None:
    """The arched window on the front face of a cube, with what is behind it."""
    ww, wh = f * 0.58, f * 0.7
    wx, wy = x0 + (f - ww) / 2, y0 + f * 0.16
    # bevelled frame: darker cheese ring, then the opening
    frame = _arch_points(wx - f * 0.05, wy - f * 0.05, ww + f * 0.1, wh + f * 0.08)
    _poly(surf, pal.CHEESE_DARK, CHEESE_LINE, frame, ow * 0.7)
    _alpha_poly(surf, (255, 240, 180, 110), _arch_points(wx - f * 0.05, wy - f * 0.05, ww + f * 0.1, wh * 0.45))
    opening = _arch_points(wx, wy, ww, wh)
    x_i, y_i = int(wx), int(wy)
    w_i, h_i = int(ww) + 2, int(wh) + 2
    inside = _new(w_i, h_i, (30, 20, 14))
    if face == "window" and card_colour:
        # look through the window into the card: pattern + mouse head and chest
        inside.fill((*_card_colours(card_colour)[0], 255))
        big = pygame.Rect(0, 0, round(ww * 1.45), round(ww * 1.45 * _CARD_RATIO))
        big.centerx = round(w_i / 2 + 0.095 * ww)
        big.top = round(-0.28 * ww)
        _draw_card_picture(inside, big, card_colour, 0)
    else:
        inside.fill((38, 26, 20, 255))
        inside.blit(_vgradient(w_i, h_i, (18, 10, 8, 255), (70, 48, 32, 255)), (0, 0))
    # inner shadow along the top and left of the opening
    shadow = _new(w_i, h_i, (0, 0, 0))
    pygame.draw.polygon(shadow, (20, 10, 5, 120), [(x - x_i, y - y_i) for x, y in opening])
    pygame.draw.polygon(shadow, (0, 0, 0, 0), [(x - x_i + ww * 0.06, y - y_i + ww * 0.08) for x, y in opening])
    inside.blit(_blur(shadow, max(1, int(ww * 0.03))), (0, 0))
    mask = _shape_mask((w_i, h_i), lambda m: pygame.draw.polygon(
        m, (255, 255, 255, 255), [(round(x - x_i), round(y - y_i)) for x, y in opening]))
    surf.blit(_mask_with(inside, mask), (x_i, y_i))
    _outline(surf, CHEESE_LINE, opening, ow * 0.6)
    # the sill at the bottom
    sill = pygame.Rect(round(wx - f * 0.07), round(wy + wh - f * 0.015), round(ww + f * 0.14), round(f * 0.07))
    _rrect(surf, CHEESE_LINE, sill.inflate(round(ow), round(ow)), f * 0.03)
    _rrect(surf, pal.CHEESE_LIGHT, sill, f * 0.03)
    if face == "window" and card_colour:
        # the card's symbol hangs on the sill, for colour-blind players
        _draw_badge(surf, wx + ww / 2, sill.centery, ww * 0.16, card_colour)


@kept
def _cheese_cube(size: int, face: str, card_colour: str | None) -> pygame.Surface:
    s = size * SS
    surf = _new(s, s, CHEESE_LINE)
    front, top, side, (x0, y0, f, dx, dy) = _cube_geometry(s)
    ow = max(SS, s * 0.02)

    def on_top(u, v, r):  # position on the top face: u along width, v along depth
        return (x0 + u * f + v * dx, y0 - v * dy, r * f, r * f * 0.42)

    def on_side(v, t, r):  # v along depth, t downwards
        return (x0 + f + v * dx, y0 - v * dy + t * f, r * dx * 0.75, r * f * 0.85)

    top_holes = [on_top(0.25, 0.55, 0.1), on_top(0.68, 0.35, 0.07), on_top(0.96, 0.6, 0.06)]
    side_holes = [on_side(0.5, 0.3, 0.14), on_side(0.45, 0.75, 0.1), on_side(0.9, 0.55, 0.07)]
    if face == "cheese":
        front_holes = [(x0 + 0.3 * f, y0 + 0.32 * f, 0.12 * f, 0.11 * f),
                       (x0 + 0.7 * f, y0 + 0.62 * f, 0.15 * f, 0.14 * f),
                       (x0 + 0.26 * f, y0 + 0.78 * f, 0.07 * f, 0.065 * f),
                       (x0 + 0.78 * f, y0 + 0.2 * f, 0.06 * f, 0.055 * f),
                       (x0 + 0.0 * f, y0 + 0.55 * f, 0.08 * f, 0.08 * f),
                       (x0 + 0.5 * f, y0 + 1.0 * f, 0.09 * f, 0.08 * f)]
    else:
        front_holes = [(x0 + 0.09 * f, y0 + 0.14 * f, 0.05 * f, 0.045 * f),
                       (x0 + 0.0 * f, y0 + 0.62 * f, 0.07 * f, 0.07 * f),
                       (x0 + 0.92 * f, y0 + 0.9 * f, 0.045 * f, 0.04 * f)]
    _blit_face(surf, side, pal.CHEESE_DARK, side_holes,
               ((*tint(pal.CHEESE_DARK, 0.1), 255), (*shade(pal.CHEESE_DARK, 0.12), 255)))
    _blit_face(surf, top, pal.CHEESE_LIGHT, top_holes)
    _blit_face(surf, front, pal.CHEESE, front_holes,
               ((*tint(pal.CHEESE, 0.12), 255), (*mix(pal.CHEESE, pal.CHEESE_DARK, 0.45), 255)))
    if face in ("window", "empty"):
        _draw_window(surf, x0, y0, f, face, card_colour, ow)
    # soft highlight on the front-top edge, then the outlines
    pygame.draw.line(surf, tint(pal.CHEESE_LIGHT, 0.5), (round(x0 + ow), round(y0 + ow * 1.3)),
                     (round(x0 + f - ow), round(y0 + ow * 1.3)), max(1, round(ow * 0.8)))
    for poly in (top, side, front):
        _outline(surf, CHEESE_LINE, poly, ow)
    return _down(surf, size, size)


def cheese_cube(size: int, face: str = "cheese", card_colour: str | None = None,
                tilt: float = 0.0) -> pygame.Surface:
    """A cheese cube seen slightly from above (front, top and right side faces).

    ``face``: ``"cheese"`` (holes), ``"window"`` (an arched window showing the
    mouse card of ``card_colour``) or ``"empty"`` (a dark, empty window).
    ``tilt`` rotates the picture (degrees, counter-clockwise); a tilted cube is
    bigger than ``size`` so that nothing gets cut off.  Tilts are rounded to
    half a degree for caching.
    """
    if face not in ("cheese", "window", "empty"):
        raise ValueError(f"unknown cube face {face!r}")
    if face == "window" and card_colour is not None and card_colour not in pal.MOUSE_COLOURS:
        raise ValueError(f"unknown mouse colour {card_colour!r}")
    if face != "window":
        card_colour = None
    size = max(8, int(size))
    t = round(float(tilt) * 2) / 2 % 360
    if t == 0:
        return _cheese_cube(size, face, card_colour)
    return _tilted_cube(size, face, card_colour, t)


@kept
def _tilted_cube(size: int, face: str, card_colour: str | None, tilt: float) -> pygame.Surface:
    return pygame.transform.rotozoom(_cheese_cube(size, face, card_colour), tilt, 1.0)
