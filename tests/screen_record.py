"""Where every line of text ends up on the window: a recorder for the screen tests.

While :func:`recording` is on, every font hands out pictures of text that are noted
as such, and ``pygame.Surface`` makes surfaces that carry, through every blit, the
lines of text drawn on them (and where). A text picture blitted on a panel that is
then blitted on the window arrives on the window with its place, so a test can ask
which lines a frame shows, where, and whether one was clipped (a scrolled view).
Words shortened with "…" by :func:`game.view.widgets.ellipsize` are noted too.

It follows plain blits of pictures; a picture scaled or rotated (an animation) loses
its texts, which only makes the check see less, never wrongly.
"""

from __future__ import annotations

import contextlib
import importlib
import pkgutil
import sys
import weakref
from dataclasses import dataclass

import pygame

import game
from game.view import fonts, widgets

_PlainSurface = pygame.Surface


@dataclass
class Line:
    """A line of text on a surface: its words, where, and whether a clip or the edge
    of a surface it went through hid part of it (a scrolled view: not checked)."""

    text: str
    rect: pygame.Rect
    clipped: bool = False
    #: part of it fell off the edge of a picture it was drawn on
    off_edge: bool = False


#: surface -> the lines of text drawn on it (its own coordinates)
TEXTS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


class _Meta(type):
    def __instancecheck__(cls, obj: object) -> bool:
        return isinstance(obj, _PlainSurface)

    def __subclasscheck__(cls, sub: type) -> bool:
        return issubclass(sub, _PlainSurface)


def _carry(target: pygame.Surface, source: pygame.Surface, dest, area) -> None:
    lines = TEXTS.get(source)
    if not lines:
        if source.get_size() == target.get_size() and area is None and tuple(dest[:2]) == (0, 0) \
                and not source.get_flags() & pygame.SRCALPHA and source.get_alpha() is None:
            TEXTS.pop(target, None)          # a whole opaque picture covers what was there
        return
    x, y = int(dest[0]), int(dest[1])
    bounds = target.get_rect()
    clip = target.get_clip()
    scrolled = clip != bounds                # a view's clip, set on purpose
    kept = TEXTS.get(target)
    if kept is None:
        kept = []
        with contextlib.suppress(TypeError):
            TEXTS[target] = kept
    shown = pygame.Rect(area) if area is not None else source.get_rect()
    for line in lines:
        seen = line.rect.clip(shown) if area is not None else line.rect
        if not seen.w or not seen.h:
            continue
        moved = seen.move(x - shown.x, y - shown.y)
        visible = moved.clip(clip)
        if not visible.w or not visible.h:
            continue
        hidden = seen != line.rect or (scrolled and visible != moved)
        kept.append(Line(line.text, moved, line.clipped or hidden,
                         line.off_edge or not bounds.contains(moved)))


class RecSurface(_PlainSurface, metaclass=_Meta):
    """A surface that keeps the texts blitted on it."""

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        rect = super().blit(source, dest, area, special_flags)
        if not isinstance(dest, tuple | list):
            dest = pygame.Rect(dest).topleft
        _carry(self, source, dest, area)
        return rect

    def blits(self, blit_sequence, doreturn=True):
        out = []
        for item in blit_sequence:
            out.append(self.blit(*item))
        return out if doreturn else None

    def fill(self, color, rect=None, special_flags=0):
        if rect is None and not special_flags:
            TEXTS.pop(self, None)
        return super().fill(color, rect, special_flags)

    def _keep(self, out):
        if self in TEXTS:
            TEXTS[out] = list(TEXTS[self])
        return out

    def convert(self, *args):
        return self._keep(super().convert(*args))

    def convert_alpha(self, *args):
        return self._keep(super().convert_alpha(*args))


class RecordingFont:
    """A font whose pictures of text are known as such."""

    def __init__(self, font: pygame.font.Font):
        self._font = font

    def render(self, text, *args, **kwargs):
        image = self._font.render(text, *args, **kwargs)
        if str(text).strip():                  # where its letters are (not its line's box)
            TEXTS[image] = [Line(str(text), image.get_bounding_rect())]
        return image

    def __getattr__(self, name):
        return getattr(self._font, name)


class Recorder:
    def __init__(self) -> None:
        self.cuts: list[tuple[str, str]] = []
        self.active = False


RECORDER = Recorder()


def _modules() -> list:
    for info in pkgutil.walk_packages(game.__path__, "game."):
        if not info.name.endswith("__main__"):
            importlib.import_module(info.name)
    return [m for name, m in sys.modules.items() if name.startswith("game") and m is not None]


@contextlib.contextmanager
def recording():
    """Record texts (see the module's text) while the block runs."""
    original_font = fonts.get_font
    original_cut = widgets.ellipsize
    fonts_made: dict = {}

    def get_font(size, *, display=False, bold=False):
        key = (size, display, bold)
        made = fonts_made.get(key)
        if made is None:
            made = fonts_made[key] = RecordingFont(original_font(size, display=display, bold=bold))
        return made

    def ellipsize(text, size, width, *, display=False, bold=False):
        out = original_cut(text, size, width, display=display, bold=bold)
        if out != text and RECORDER.active:
            RECORDER.cuts.append((text, out))
        return out

    patched: list[tuple[object, str, object]] = []

    def patch(obj, name, value):
        patched.append((obj, name, getattr(obj, name)))
        setattr(obj, name, value)

    for module in _modules():
        if getattr(module, "get_font", None) is original_font:
            patch(module, "get_font", get_font)
        if getattr(module, "ellipsize", None) is original_cut:
            patch(module, "ellipsize", ellipsize)
        for value in list(vars(module).values()):      # pictures with text cached earlier
            if callable(getattr(value, "cache_clear", None)) and hasattr(value, "cache_info"):
                value.cache_clear()
    patch(pygame, "Surface", RecSurface)
    try:
        yield RECORDER
    finally:
        for obj, name, value in reversed(patched):
            setattr(obj, name, value)


def window_lines(screen: pygame.Surface) -> list[Line]:
    return list(TEXTS.get(screen, []))
