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
from .widgets import READABLE, ellipsize, fit_lines, fits


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
    """The whole banner: :func:`background` with ``title`` and ``status`` beside the face.
    A status too long for one comfortable line goes on two (the title then gives up a
    little of its size, if it must, so that all of it stays on the banner); nothing is
    ever drawn below :data:`READABLE` (a status longer than two lines even then ends in
    "…", which the layouts' sizes never need)."""
    px = canvas.px
    surf = background(canvas, rect, rgb).copy()
    body = art.panel_body_rect(rect.w, rect.h)
    x = body.left + px(12) + (body.h - px(12)) + px(16)
    avail = body.right - x - px(16)
    room = body.h - px(4)
    ts = canvas.fit(title, canvas.fs(36), avail, display=True)
    title = ellipsize(title, ts, avail, display=True)
    lines, ss = fit_lines(status, canvas.fs(23), avail, 1, bold=True,
                          smallest=max(READABLE, canvas.fs(16)))
    if len(lines) > 1 or not fits(lines, ss, avail, bold=True):
        lines, ss = fit_lines(status, canvas.fs(21), avail, 2, bold=True)

    def height() -> int:
        return get_font(ts, display=True).get_height() + round(ss * 1.3) * (len(lines) - 1) \
            + get_font(ss, bold=True).get_height()

    smallest_title = max(READABLE, canvas.fs(22))
    while ts > smallest_title and height() > room:
        ts -= 1
    while ss > READABLE and height() > room:
        ss -= 1
        lines = fit_lines(status, ss, avail, 2, bold=True, smallest=ss)[0]
    while ts > READABLE and height() > room:
        ts -= 1
    if len(lines) > 2:
        lines = [lines[0], ellipsize(" ".join(lines[1:]), ss, avail, bold=True)]
    step = round(ss * 1.3)
    timg = get_font(ts, display=True).render(title, True, palette.TEXT)
    sfont = get_font(ss, bold=True)
    simgs = [sfont.render(line, True, art.shade(palette.TEXT, 0.1)) for line in lines]
    if len(simgs) == 1:
        step = simgs[0].get_height()
    block = timg.get_height() + step * (len(simgs) - 1) + simgs[-1].get_height()
    y = max(body.top, body.centery - block // 2)
    surf.blit(timg, (x, y))
    y += timg.get_height()
    for img in simgs:
        surf.blit(img, (x, y))
        y += step
    return surf


def slide(rect: pygame.Rect, arriving: Tween | None) -> int:
    """How far left of ``rect`` the banner is while ``arriving`` runs (0 once in place)."""
    if arriving is None:
        return 0
    return int((1 - arriving.value) * -rect.w * 0.25)
