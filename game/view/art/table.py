"""The table: the wooden kitchen-table background and the soft oval shadow that
pieces and cubes cast on it."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.view import palette as pal
from game.view.pictures import kept

from ._colour import _clamp, mix, shade
from ._draw import _blur, _ell, _new, _rect


@kept
def _table_background(w: int, h: int) -> pygame.Surface:
    rng = random.Random(1234)
    k = 3  # draw the wood at a third of the resolution, then smooth-scale up
    lw, lh = max(8, w // k), max(8, h // k)
    low = pygame.Surface((lw, lh))
    n_planks = max(3, round(h / 150))
    plank_h = lh / n_planks
    seams: list[tuple[float, float]] = []  # (plank top, x of its butt joint)
    for i in range(n_planks):
        y0 = i * plank_h
        joint = rng.uniform(0.15, 0.85) * lw
        for x0, x1 in ((0, joint), (joint, lw)):
            base = mix(pal.WOOD, pal.WOOD_LIGHT, rng.uniform(0.05, 0.75))
            pygame.draw.rect(low, base, (round(x0), round(y0), math.ceil(x1 - x0), math.ceil(plank_h)))
            # grain: thin wavy strokes a little darker or lighter than the board
            for _ in range(int(plank_h / 4)):
                gy = y0 + rng.uniform(1.5, plank_h - 1.5)
                gx0 = x0 + rng.uniform(-0.2, 0.6) * (x1 - x0)
                gx1 = gx0 + rng.uniform(0.3, 0.9) * (x1 - x0)
                amp, ph, per = rng.uniform(0.2, 1.0), rng.uniform(0, 6.28), rng.uniform(40, 110)
                dark = rng.random() < 0.7
                col = mix(base, pal.WOOD_DARK, rng.uniform(0.12, 0.3)) if dark \
                    else mix(base, pal.WOOD_LIGHT, 0.7)
                xs = range(int(max(x0, gx0)), int(min(x1, gx1)), 3)
                pts = [(x, gy + amp * math.sin(x / per * 6.28 + ph)) for x in xs]
                if len(pts) > 1:
                    pygame.draw.aalines(low, col, False, pts)
            # sometimes a knot, with grain rings around it
            if rng.random() < 0.35:
                kx = rng.uniform(x0 + 12, max(x0 + 13, x1 - 12))
                ky = y0 + plank_h * rng.uniform(0.35, 0.65)
                for j in range(3):
                    col = mix(base, pal.WOOD_DARK, 0.2 + 0.15 * j)
                    pygame.draw.ellipse(low, col, _rect(kx, ky, 7 - j * 2.2, 2.6 - j * 0.75),
                                        1 if j < 2 else 0)
        seams.append((y0, joint))
    # warm light in the middle, soft vignette at the edges: laid on the small picture,
    # so that one smooth-scale makes both (the seams drawn after it are barely touched
    # by the vignette anyway)
    low.blit(pygame.transform.smoothscale(_vignette(), (lw, lh)), (0, 0))
    surf = pygame.transform.smoothscale(low, (w, h))
    # crisp seams between planks and at the butt joints (dark groove + light lip)
    groove, lip = shade(pal.WOOD_DARK, 0.2), mix(pal.WOOD_LIGHT, (255, 255, 255), 0.2)
    scale_y, scale_x = h / lh, w / lw
    for i, (y0, joint) in enumerate(seams):
        top, bottom = round(y0 * scale_y), round((y0 + plank_h) * scale_y)
        if i:
            pygame.draw.line(surf, groove, (0, top - 1), (w, top - 1), 2)
            pygame.draw.line(surf, lip, (0, top + 1), (w, top + 1), 1)
        jx = round(joint * scale_x)
        pygame.draw.line(surf, groove, (jx - 1, top), (jx - 1, bottom), 2)
        pygame.draw.line(surf, lip, (jx + 1, top + 2), (jx + 1, bottom), 1)
    return surf


@lru_cache(maxsize=1)
def _vignette() -> pygame.Surface:
    """32 x 20 pixels of light and shade, stretched over the whole table."""
    vig = pygame.Surface((32, 20), pygame.SRCALPHA)
    for yy in range(20):
        for xx in range(32):
            dx, dy = (xx + 0.5) / 16 - 1, (yy + 0.5) / 10 - 1
            d = min(1.0, math.hypot(dx * 0.95, dy * 1.05))
            a = max(0.0, d - 0.4) / 0.6
            if a > 0:
                vig.set_at((xx, yy), (70, 34, 12, _clamp(140 * a * a)))
            else:
                vig.set_at((xx, yy), (255, 210, 140, _clamp(30 * (0.4 - d) / 0.4)))
    return vig


def table_background(w: int, h: int) -> pygame.Surface:
    """A warm wooden kitchen table: planks, grain, knots and a soft vignette (opaque:
    it is always the bottom layer)."""
    return _table_background(max(8, int(w)), max(8, int(h)))


@kept
def _ground_shadow(w: int, h: int) -> pygame.Surface:
    surf = _new(w, h, pal.SHADOW)
    _ell(surf, (*pal.SHADOW, 110), w / 2, h / 2, w * 0.36, h * 0.3)
    return _blur(surf, max(1, int(min(w, h) * 0.12)))


def ground_shadow(w: int, h: int) -> pygame.Surface:
    """A soft oval shadow to put under pieces and cubes."""
    return _ground_shadow(max(4, int(w)), max(4, int(h)))



def stand(surf: pygame.Surface, image: pygame.Surface, cx: float, bottom: float,
          shadow_h: int) -> None:
    """Put ``image`` on ``surf`` standing on the ground at (``cx``, ``bottom``), with a
    soft shadow under it (the title cards' still lifes)."""
    shadow = ground_shadow(int(image.get_width() * 0.9), max(6, shadow_h))
    surf.blit(shadow, shadow.get_rect(center=(cx, bottom - shadow_h * 0.12)))
    surf.blit(image, image.get_rect(midbottom=(cx, bottom)))
