"""What the art tests check pictures with (tests/test_art_*.py): alpha, a digest of the
pixels, and how a picture looks to a player who sees no colour."""

from __future__ import annotations

import zlib

import pygame


def has_alpha(surf: pygame.Surface) -> bool:
    return bool(surf.get_flags() & pygame.SRCALPHA) and surf.get_bitsize() == 32


def digest(surf: pygame.Surface) -> int:
    return zlib.crc32(pygame.image.tobytes(surf, "RGBA"))


def grey(surf: pygame.Surface, size: int = 64) -> bytes:
    """The picture laid on a mid-grey ground, shrunk to ``size`` x ``size``, in greyscale
    (one byte a pixel): what a player who sees no colour sees."""
    ground = pygame.Surface(surf.get_size())
    ground.fill((128, 128, 128))
    ground.blit(surf, (0, 0))
    small = pygame.transform.grayscale(pygame.transform.smoothscale(ground, (size, size)))
    return pygame.image.tobytes(small, "RGB")[::3]


def mean_abs_difference(a: bytes, b: bytes) -> float:
    return sum(abs(x - y) for x, y in zip(a, b)) / len(a)
