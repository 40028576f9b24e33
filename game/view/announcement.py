"""Announcements: a big title (and a line under it) that drops onto the table, stays a
moment and fades away: "Your turn!", "Oh no!", "Ana wins!".

A style picks the look: ``"soft"`` and ``"turn"`` (a smaller title), ``"bust"`` (a red
title: bad news) and ``"win"`` (a golden panel). Up to two players' mouse faces may
frame the title.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from . import art, palette
from .canvas import Canvas
from .fonts import get_font
from .tween import ease_out_back, lerp

STYLES = ("bust", "soft", "turn", "win")


@dataclass
class Announcement:
    image: pygame.Surface
    life: float                  # seconds it stays, fading out included
    title: str = ""
    style: str = ""
    age: float = 0.0
    sub: str = ""                                # kept, with ``faces``, so that the
    faces: tuple[tuple[int, int, int], ...] = ()  # picture can be made again at a new size

    def advance(self, dt: float) -> bool:
        """Let ``dt`` seconds pass; False once it is over."""
        self.age += dt
        return self.age < self.life


def _title_size(canvas: Canvas, style: str) -> int:
    return canvas.fs(64 if style in ("soft", "turn") else 92)


def panel(canvas: Canvas, style: str, width: int) -> pygame.Surface:
    """The empty panel of an announcement ``width`` pixels wide (made once per layout)."""
    px = canvas.px
    big = _title_size(canvas, style)
    h = get_font(big, display=True).get_linesize() + get_font(canvas.fs(30), display=True).get_linesize() + px(44)
    fill = palette.PANEL if style != "win" else art.tint(palette.HIGHLIGHT, 0.45)
    return canvas.image(("message-panel", style, width, h), lambda: art.panel(
        width, h, px(30), fill, palette.HIGHLIGHT if style == "win" else None))


def picture(canvas: Canvas, title: str, sub: str, style: str, width: int,
            faces: Sequence[tuple[int, int, int]] = ()) -> pygame.Surface:
    """The announcement: ``title``, ``sub`` under it, and the mouse faces of ``faces``
    (one face is shown on both sides)."""
    px = canvas.px
    surf = panel(canvas, style, width).copy()
    w, h = surf.get_size()
    big = _title_size(canvas, style)
    colour = palette.DANGER if style == "bust" else palette.TEXT
    room = 0
    size = int(h * 0.62)
    if faces and sub:
        # a line under the title too long to stay between the faces: no faces (the
        # words matter more), rather than words run under them or too small to read
        between = w - px(56) - 2 * size
        fitted = canvas.fit(sub, canvas.fs(30), between, display=True)
        full = canvas.fit(sub, canvas.fs(30), w - px(40), display=True)
        if fitted < full * 0.85 or get_font(fitted, display=True).size(sub)[0] > between:
            faces = ()
    if faces:
        room = size + px(16)
        for k, rgb in enumerate(faces):
            face = art.mouse_face(rgb, size)
            x = px(24) if k == 0 else w - px(24) - size
            surf.blit(face, face.get_rect(midleft=(x, h // 2 - px(3))))
        if len(faces) == 1:
            face = art.mouse_face(faces[0], size)
            surf.blit(face, face.get_rect(midright=(w - px(24), h // 2 - px(3))))
    tfont = get_font(canvas.fit(title, big, w - px(40) - 2 * room, display=True), display=True)
    y = px(14) if sub else (h - tfont.get_linesize()) // 2 - px(4)
    shade = tfont.render(title, True, palette.SHADOW)
    shade.set_alpha(70)
    surf.blit(shade, shade.get_rect(midtop=(w // 2 + px(3), y + px(4))))
    img = tfont.render(title, True, colour)
    surf.blit(img, img.get_rect(midtop=(w // 2, y)))
    if sub:
        # between the faces, as the title (a long line would run under them)
        sfont = get_font(canvas.fit(sub, canvas.fs(30), w - px(40) - 2 * room, display=True),
                         display=True)
        img = sfont.render(sub, True, palette.TEXT)
        surf.blit(img, img.get_rect(midtop=(w // 2, y + get_font(big, display=True).get_linesize())))
    return surf


def draw(surface: pygame.Surface, shown: Announcement, centre: tuple[int, int],
         enter: float, fade: float) -> None:
    """Draw ``shown`` dropping from above the window onto ``centre`` in ``enter``
    seconds, fading out over its last ``fade`` seconds."""
    cx, cy = centre
    image = shown.image
    arrived = min(1.0, shown.age / max(0.01, enter))
    y = lerp(-image.get_height(), cy, ease_out_back(arrived)) if arrived < 1 else cy
    alpha = 255 if shown.age < shown.life - fade else int(255 * max(0.0, (shown.life - shown.age) / fade))
    image.set_alpha(alpha)
    surface.blit(image, image.get_rect(center=(cx, round(y))))
    image.set_alpha(255)
