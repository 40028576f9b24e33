"""UI pieces: rounded panels with a soft drop shadow and chunky 3D buttons
(the labels are drawn by the widgets, placed with :func:`button_text_offset`)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.view import palette as pal
from game.view.pictures import kept

from ._colour import RGB, _rgb, ink, mix, shade, tint
from ._draw import SS, SS_BIG, _down, _new, _round_off, _rrect, _vgradient


def _panel_pad(w: int, h: int) -> int:
    """How much room the shadow of a ``w`` x ``h`` panel takes at the sides."""
    return max(2, min(10, min(w, h) // 24))


def panel_body_rect(w: int, h: int) -> pygame.Rect:
    """Where the visible body of ``panel(w, h)`` lies (the rest is shadow)."""
    p = _panel_pad(w, h)
    return pygame.Rect(p, p // 2, max(1, w - 2 * p), max(1, h - 2 * p))


def _nine_slice(tmpl: pygame.Surface, w: int, h: int) -> pygame.Surface:
    """Stretch a square template (corners kept, middle row/column stretched)."""
    t = tmpl.get_width()
    c = t // 2
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    cw, ch = min(c, w // 2), min(c, h // 2)
    mid_w, mid_h = max(0, w - 2 * cw), max(0, h - 2 * ch)
    # corners
    out.blit(tmpl, (0, 0), (0, 0, cw, ch))
    out.blit(tmpl, (w - cw, 0), (t - cw, 0, cw, ch))
    out.blit(tmpl, (0, h - ch), (0, t - ch, cw, ch))
    out.blit(tmpl, (w - cw, h - ch), (t - cw, t - ch, cw, ch))
    # edges and centre
    if mid_w:
        top = tmpl.subsurface((c, 0, 1, ch))
        bot = tmpl.subsurface((c, t - ch, 1, ch))
        out.blit(pygame.transform.scale(top, (mid_w, ch)), (cw, 0))
        out.blit(pygame.transform.scale(bot, (mid_w, ch)), (cw, h - ch))
    if mid_h:
        left = tmpl.subsurface((0, c, cw, 1))
        right = tmpl.subsurface((t - cw, c, cw, 1))
        out.blit(pygame.transform.scale(left, (cw, mid_h)), (0, ch))
        out.blit(pygame.transform.scale(right, (cw, mid_h)), (w - cw, ch))
    if mid_w and mid_h:
        out.fill(tmpl.get_at((c, c)), (cw, ch, mid_w, mid_h))
    return out


@lru_cache(maxsize=32)
def _rounded_template(radius: int, colour: RGB, border: RGB, bwid: int) -> pygame.Surface:
    """A small anti-aliased rounded square with a border, for :func:`_nine_slice`."""
    t = 2 * (radius + bwid) + 5
    S = SS
    big = _new(t * S, t * S, border)
    _rrect(big, border, big.get_rect(), radius * S)
    inner = big.get_rect().inflate(-2 * bwid * S, -2 * bwid * S)
    _rrect(big, colour, inner, max(0, (radius - bwid) * S))
    return _down(big, t, t)


@kept
def _panel(w: int, h: int, radius: int, colour: RGB, border: RGB | None) -> pygame.Surface:
    out = _new(w, h, pal.SHADOW)
    body = panel_body_rect(w, h)
    p = _panel_pad(w, h)
    # soft shadow below (drawn small, blurred and scaled up: fast)
    k = 4
    sh = _new(w // k + 1, h // k + 1, pal.SHADOW)
    sb = pygame.Rect(body.x // k, (body.y + max(1, p * 2 // 3)) // k, body.w // k, body.h // k)
    _rrect(sh, (*pal.SHADOW, 90), sb, radius / k)
    sh = pygame.transform.gaussian_blur(sh, max(1, p // (k - 1)))
    out.blit(pygame.transform.smoothscale(sh, (w, h)), (0, 0))
    # the body: anti-aliased corners from a small supersampled template
    border = border if border is not None else mix(colour, pal.OUTLINE, 0.35)
    bwid = max(1, round(max(2, radius / 7)))
    radius = min(radius, body.w // 2 - 1, body.h // 2 - 1)
    face = _nine_slice(_rounded_template(max(1, radius), colour, border, bwid), body.w, body.h)
    # gentle top highlight and bottom shade (colour-only, keeps the alpha)
    face.blit(_vgradient(body.w, body.h, (26, 26, 26), (0, 0, 0)), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    face.blit(_vgradient(body.w, body.h, (0, 0, 0), (10, 18, 26)), (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    out.blit(face, body.topleft)
    return out


def panel(w: int, h: int, radius: int = 16, colour: Sequence[int] | None = None,
          border: Sequence[int] | None = None) -> pygame.Surface:
    """A rounded UI panel with a soft drop shadow, exactly ``w`` x ``h``.

    ``colour`` defaults to ``palette.PANEL``; ``border`` defaults to a soft
    darker version of it.  See :func:`panel_body_rect` for the body area.
    """
    w, h = max(8, int(w)), max(8, int(h))
    colour = _rgb(colour) if colour is not None else pal.PANEL
    border = _rgb(border) if border is not None else None
    radius = max(0, min(int(radius), min(w, h) // 2 - 2))
    return _panel(w, h, radius, colour, border)


@kept
def _glow(w: int, h: int, pad: int, corner: int, rgba: tuple[int, int, int, int]) -> pygame.Surface:
    size = (w + 2 * pad, h + 2 * pad)
    # blurred at half size (a quarter of the pixels), then smoothed back up
    half = _new(size[0] // 2 + 1, size[1] // 2 + 1, rgba[:3])
    pygame.draw.rect(half, rgba, half.get_rect().inflate(-pad // 2, -pad // 2), border_radius=corner // 2)
    half = pygame.transform.gaussian_blur(half, max(1, pad // 4))
    return pygame.transform.smoothscale(half, size)


def glow(w: int, h: int, pad: int, corner: int, rgba: Sequence[int]) -> pygame.Surface:
    """A soft halo ``pad`` pixels wide around a ``w`` x ``h`` rounded rectangle (corner
    radius ``corner``) of colour ``rgba``: a highlighted panel stands on it."""
    alpha = int(rgba[3]) if len(rgba) > 3 else 255
    colour = (int(rgba[0]), int(rgba[1]), int(rgba[2]), alpha)
    return _glow(max(1, int(w)), max(1, int(h)), max(0, int(pad)), max(0, int(corner)), colour)


_BUTTON_STATES = ("normal", "hover", "pressed", "disabled")


def _button_lip(h: int) -> int:
    return max(3, round(h * 0.12))


def button_text_offset(h: int, state: str = "normal") -> tuple[int, int]:
    """Where to centre the label of a ``button_surface(w, h, ..., state)``,
    relative to the surface centre (the face sits above a lip, and moves down
    when pressed)."""
    lip = _button_lip(h)
    down = round(lip * 0.7) if state == "pressed" else 0
    return 0, -lip // 2 + down


@kept
def _button(w: int, h: int, colour: RGB, state: str) -> pygame.Surface:
    S = SS_BIG
    W, H = w * S, h * S
    if state == "disabled":
        colour = mix(mix(colour, (190, 180, 170), 0.7), (230, 222, 210), 0.2)
    elif state == "hover":
        colour = tint(colour, 0.14)
    line = ink(colour)
    surf = _new(W, H, line)
    lip = _button_lip(h) * S
    ow = max(S, round(min(W, H) * 0.035))
    radius = min(H * 0.32, W / 2)
    down = round(lip * 0.7) if state == "pressed" else 0
    face_h = H - lip
    # lip (the side of the chunky button) and outline
    lip_rect = pygame.Rect(0, lip, W, face_h)
    _rrect(surf, line, lip_rect, radius)
    _rrect(surf, shade(colour, 0.3), lip_rect.inflate(-2 * ow, -2 * ow), radius - ow)
    face = pygame.Rect(0, down, W, face_h)
    _rrect(surf, line, face, radius)
    face_in = face.inflate(-2 * ow, -2 * ow)
    _rrect(surf, colour, face_in, radius - ow)
    # gloss on the upper half, soft shade at the bottom of the face
    gl = _new(face_in.w, face_in.h, (255, 255, 255))
    gl.blit(_vgradient(face_in.w, face_in.h, (255, 255, 255, 90 if state != "disabled" else 40),
                       (255, 255, 255, 0)), (0, 0))
    gl.blit(_vgradient(face_in.w, face_in.h, (0, 0, 0, 0), (60, 20, 0, 40)), (0, 0))
    surf.blit(_round_off(gl, radius - ow), face_in.topleft)
    if state != "disabled":
        hl = pygame.Rect(0, 0, face_in.w - 2 * radius * 0.7, max(S, face_in.h * 0.16))
        hl.midtop = (face_in.centerx, face_in.top + face_in.h * 0.1)
        tmp = _new(hl.w, hl.h, (255, 255, 255))
        _rrect(tmp, (255, 255, 255, 90), tmp.get_rect(), hl.h / 2)
        surf.blit(tmp, hl.topleft)
    return _down(surf, w, h)


def button_surface(w: int, h: int, colour: Sequence[int], state: str = "normal") -> pygame.Surface:
    """A big chunky rounded button (no text) with a 3D lip.

    ``state``: ``normal``, ``hover`` (lighter), ``pressed`` (face pushed down
    onto the lip) or ``disabled`` (greyed).  Use :func:`button_text_offset`
    to place the label.
    """
    if state not in _BUTTON_STATES:
        raise ValueError(f"unknown button state {state!r}")
    return _button(max(8, int(w)), max(8, int(h)), _rgb(colour), state)
