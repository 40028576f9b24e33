"""The turn banner across the top of a table: the player's mouse face on a panel of
their colour, a title ("Your turn, Ana!") and a status line under it; it slides in
from the left when the turn passes on.
"""

from __future__ import annotations

import pygame

from . import art, palette
from .canvas import Canvas
from .fonts import get_font
from .tween import Tween


def background(canvas: Canvas, rect: pygame.Rect, rgb: tuple[int, int, int]) -> pygame.Surface:
    """The banner of a player of colour ``rgb``, without its words (made once per layout)."""
    def make() -> pygame.Surface:
        px = canvas.px
        surf = art.panel(rect.w, rect.h, px(24), art.mix(palette.PANEL, rgb, 0.28),
                         art.shade(rgb, 0.15)).copy()
        body = art.panel_body_rect(rect.w, rect.h)
        av = body.h - px(12)
        face = art.mouse_face(rgb, av)
        surf.blit(face, face.get_rect(midleft=(body.left + px(12), body.centery)))
        return surf
    return canvas.image(("banner", rect.size, rgb), make)


def picture(canvas: Canvas, rect: pygame.Rect, rgb: tuple[int, int, int], title: str,
            status: str) -> pygame.Surface:
    """The whole banner: :func:`background` with ``title`` and ``status`` beside the face."""
    px = canvas.px
    surf = background(canvas, rect, rgb).copy()
    body = art.panel_body_rect(rect.w, rect.h)
    x = body.left + px(12) + (body.h - px(12)) + px(16)
    avail = body.right - x - px(16)
    ts = canvas.fit(title, canvas.fs(36), avail, display=True)
    timg = get_font(ts, display=True).render(title, True, palette.TEXT)
    ss = canvas.fit(status, canvas.fs(23), avail, bold=True, smallest=10)
    simg = get_font(ss, bold=True).render(status, True, art.shade(palette.TEXT, 0.1))
    block = timg.get_height() + simg.get_height()
    y = body.centery - block // 2
    surf.blit(timg, (x, y))
    surf.blit(simg, (x, y + timg.get_height()))
    return surf


def slide(rect: pygame.Rect, arriving: Tween | None) -> int:
    """How far left of ``rect`` the banner is while ``arriving`` runs (0 once in place)."""
    if arriving is None:
        return 0
    return int((1 - arriving.value) * -rect.w * 0.25)
