"""The picture store (game/view/pictures.py): pictures bounded in memory by bytes, kept on
disk between runs only while the drawing code is unchanged, and any damaged or foreign
file only means drawing again."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game.view import pictures

pygame.display.init()

DRAWN: list[tuple[int, int]] = []


@pictures.kept
def square(w: int, h: int) -> pygame.Surface:
    """A test picture: a gradient square with alpha, counted each time it is drawn."""
    DRAWN.append((w, h))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for x in range(w):
        pygame.draw.line(surf, (x * 7 % 256, 100, 200, 50 + x % 200), (x, 0), (x, h - 1))
    return surf


@pytest.fixture
def store(tmp_path: Path):
    folder = tmp_path / "pictures"
    pictures.clear_memory()
    pictures.keep_on_disk(folder)
    DRAWN.clear()
    yield folder
    pictures.keep_on_disk(None)
    pictures.clear_memory()


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_a_picture_is_drawn_once_then_shared(store):
    first = square(20, 10)
    assert square(20, 10) is first
    assert DRAWN == [(20, 10)]


def test_a_kept_picture_comes_back_from_disk_without_drawing(store):
    drawn = square(30, 12)
    assert pictures.pending() == 1
    pictures.write_pending()
    assert pictures.pending() == 0 and len(list(store.glob("*.picture"))) == 1
    pictures.clear_memory()                 # as a new run of the program would be
    read = square(30, 12)
    assert DRAWN == [(30, 12)], "read back, not drawn again"
    assert same_pixels(read, drawn)
    assert read.get_flags() & pygame.SRCALPHA


def test_opaque_pictures_stay_opaque(store):
    @pictures.kept
    def plain(w: int) -> pygame.Surface:
        surf = pygame.Surface((w, w))
        surf.fill((10, 200, 30))
        return surf

    drawn = plain(9)
    pictures.write_pending()
    pictures.clear_memory()
    read = plain(9)
    assert read is not drawn and not read.get_flags() & pygame.SRCALPHA
    assert read.get_at((4, 4)) == pygame.Color(10, 200, 30, 255)


def test_changed_drawing_code_draws_again(store, monkeypatch):
    square(16, 16)
    pictures.write_pending()
    pictures.clear_memory()
    monkeypatch.setattr(pictures, "_stamps", {key: "0" * 16 for key in pictures._stamps})
    square(16, 16)
    assert DRAWN == [(16, 16), (16, 16)]


DAMAGE = {
    "empty": lambda path, good: path.write_bytes(b""),
    "garbage": lambda path, good: path.write_bytes(os.urandom(500)),
    "truncated": lambda path, good: path.write_bytes(good[:-10]),
    "longer": lambda path, good: path.write_bytes(good + b"more"),
    "header lies about size": lambda path, good: path.write_bytes(
        good.replace(b'"w": 24', b'"w": 16000', 1)),
    "header not json": lambda path, good: path.write_bytes(pictures.MAGIC + b"{nope\n" + good[-100:]),
    "header a list": lambda path, good: path.write_bytes(pictures.MAGIC + b"[1, 2]\n"),
    "huge header line": lambda path, good: path.write_bytes(pictures.MAGIC + b"x" * 100_000),
    "another call": lambda path, good: path.write_bytes(good.replace(b"24, 8", b"24, 9", 1)),
    "a folder": lambda path, good: (path.unlink(), path.mkdir()),
    "symlink to /dev/zero": lambda path, good: (path.unlink(), path.symlink_to("/dev/zero")),
    "a named pipe": lambda path, good: (path.unlink(), os.mkfifo(path)),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_file_only_means_drawing_again(store, damage):
    drawn = square(24, 8)
    pictures.write_pending()
    [path] = store.glob("*.picture")
    DAMAGE[damage](path, path.read_bytes())
    pictures.clear_memory()
    again = square(24, 8)
    assert DRAWN == [(24, 8), (24, 8)]
    assert same_pixels(again, drawn)


def test_a_folder_that_cannot_be_written_only_means_drawing(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    pictures.clear_memory()
    pictures.keep_on_disk(blocker / "pictures")
    try:
        square(5, 5)
        pictures.write_pending()            # nothing raised, nothing kept
        assert pictures.pending() == 0
    finally:
        pictures.keep_on_disk(None)


def test_memory_is_bounded_by_bytes(monkeypatch, store):
    monkeypatch.setattr(pictures, "MEMORY_BYTES", 100 * 100 * 4 * 3)
    for n in range(10):
        square(100, 100 + n)
        assert pictures.memory_bytes() <= pictures.MEMORY_BYTES
    assert square(100, 109) is square(100, 109)       # the newest stay


def test_the_folder_is_bounded_by_bytes(monkeypatch, store):
    monkeypatch.setattr(pictures, "DISK_BYTES", 40 * 40 * 4 * 3 + 3000)
    for n in range(8):
        square(40, 40 + n % 2 + n)
        pictures.write_pending()
    total = sum(path.stat().st_size for path in store.glob("*.picture"))
    assert 0 < total <= pictures.DISK_BYTES


def test_memory_only_without_a_folder():
    pictures.keep_on_disk(None)
    pictures.clear_memory()
    DRAWN.clear()
    square(7, 7)
    assert pictures.pending() == 0
    assert square(7, 7) is square(7, 7) and DRAWN == [(7, 7)]
