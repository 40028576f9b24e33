"""Colour arithmetic for the art: blending, lighter/darker shades, outline inks."""

from __future__ import annotations

from collections.abc import Sequence

from game.view import palette as pal

RGB = tuple[int, int, int]

#: The warm off-white of card rims, medallions and the picnic cloth.
CARD_WHITE: RGB = (255, 252, 245)


def _clamp(v: float) -> int:
    return max(0, min(255, int(round(v))))


def mix(a: Sequence[int], b: Sequence[int], t: float) -> RGB:
    """Blend colour ``a`` towards ``b`` by ``t`` (0 = a, 1 = b)."""
    return (_clamp(a[0] + (b[0] - a[0]) * t),
            _clamp(a[1] + (b[1] - a[1]) * t),
            _clamp(a[2] + (b[2] - a[2]) * t))


def shade(rgb: Sequence[int], t: float = 0.25) -> RGB:
    """A darker, warmer version of ``rgb`` (t = how much darker)."""
    return mix(rgb, (46, 26, 18), t)


def tint(rgb: Sequence[int], t: float = 0.25) -> RGB:
    """A lighter version of ``rgb`` (t = how much towards white)."""
    return mix(rgb, (255, 255, 255), t)


def ink(rgb: Sequence[int]) -> RGB:
    """The soft outline colour that goes with a fill colour."""
    return mix(rgb, pal.OUTLINE, 0.72)


def _luma(rgb: Sequence[int]) -> float:
    return 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]


def _rgb(colour: Sequence[int]) -> RGB:
    """Normalise any colour-like value (tuple, list, pygame.Color) to a tuple."""
    return (int(colour[0]), int(colour[1]), int(colour[2]))
