"""What every game's table shows besides its own pieces, as components a scene owns:

- :class:`StatusBanner`: the turn banner across the top (the player's face on a panel
  of their colour, a title and a one-line status), sliding in when the turn passes;
- :class:`Messages`: the big announcements that drop onto the table ("Oh no!",
  "Ana wins!") and fade;
- :class:`Sparkles`: sparks that burst out of a spot, and confetti.

They only look: nothing waits for them, nothing decides. Each draws through the
scene's :class:`~game.view.canvas.Canvas` (sizes scaled to the window, pictures cached
per layout).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pygame

from .. import i18n
from . import announcement, art, banner, particles
from .announcement import Announcement
from .canvas import Canvas
from .tween import Tween, Tweens, ease_out_back

RGB = tuple[int, int, int]


class StatusBanner:
    """The banner's status line (what the table waits for) and its slide-in."""

    def __init__(self, canvas: Canvas, tweens: Tweens,
                 viewer: Callable[[], object] = lambda: None) -> None:
        self.canvas = canvas
        self.tweens = tweens
        self.status = ""
        self.arriving: Tween | None = None
        #: what a computer just did, in words (shown instead of the status line), and
        #: the viewer it was told to: another viewer never reads it
        self.narration = ""
        self._told: object = None
        self._viewer = viewer
        #: a replay's own words (its title and line) instead of the table's: a table
        #: watched again says what is shown, never whose turn it is to play
        self.shown: tuple[str, str] | None = None

    def narrate(self, words: str) -> None:
        """Tell what just happened (a computer's decision) until :meth:`quiet`."""
        self.narration = words
        self._told = self._viewer()

    def quiet(self) -> bool:
        """Back to the status line; True if a narration was shown."""
        told = bool(self.narration)
        self.narration = ""
        return told

    def line(self) -> str:
        """The line under the title: the narration (for the viewer it was told to), or
        the status."""
        if self.narration and self._told == self._viewer():
            return self.narration
        return self.status

    def set_status(self, text: str) -> bool:
        """Change the status line; True if it changed."""
        if text == self.status:
            return False
        self.status = text
        return True

    def slide_in(self, seconds: float) -> None:
        self.arriving = self.tweens.add(Tween(seconds, easing=ease_out_back))

    def animate(self) -> None:
        if self.arriving is not None and self.arriving.done:
            self.arriving = None

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, rgb: RGB, title: str,
             extra: object = None) -> None:
        """The banner in ``rgb`` with ``title`` and the status (made again only when one
        of them, the size or the language changes; ``extra``: anything else it shows)."""
        canvas = self.canvas
        line = self.line()
        if self.shown is not None:
            title, line = self.shown
        key = (rect.size, rgb, title, line, i18n.language(), extra)
        img = canvas.redrawn("banner", key, lambda: banner.picture(canvas, rect, rgb, title,
                                                                     line))
        surface.blit(img, (rect.left + banner.slide(rect, self.arriving), rect.top))


class Messages:
    """One announcement at a time, dropping onto the table and fading."""

    def __init__(self, canvas: Canvas, width: Callable[[], int], duration: Callable[[float], float]) -> None:
        self.canvas = canvas
        self.width = width
        self.duration = duration
        self.shown: Announcement | None = None

    def show(self, title: str, sub: str, life: float, style: str,
             faces: Sequence[RGB] = ()) -> None:
        faces_t = tuple((rgb[0], rgb[1], rgb[2]) for rgb in faces)
        image = announcement.picture(self.canvas, title, sub, style, self.width(), faces_t)
        self.shown = Announcement(image, self.duration(life), title, style, sub=sub,
                                  faces=faces_t)

    def clear(self, style: str | None = None) -> None:
        """Take the announcement away (only one of ``style``, if given)."""
        if self.shown is not None and (style is None or self.shown.style == style):
            self.shown = None

    def relayout(self) -> None:
        """The window changed: the announcement keeps its age, drawn at the new size."""
        m = self.shown
        if m is not None:
            m.image = announcement.picture(self.canvas, m.title, m.sub, m.style, self.width(),
                                           m.faces)

    def animate(self, dt: float) -> bool:
        if self.shown is None:
            return False
        if not self.shown.advance(dt):
            self.shown = None
        return True

    def draw(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        if self.shown is None:
            return
        w = self.shown.image.get_width()
        size = surface.get_size()
        px = self.canvas.px
        cx = min(max(centre[0], w // 2 + px(10)), size[0] - w // 2 - px(10))
        announcement.draw(surface, self.shown, (cx, centre[1]), self.duration(0.35),
                          self.duration(0.3))


class Sparkles:
    """Sparks and confetti; ``rng`` is for looks only."""

    def __init__(self, canvas: Canvas, rng: random.Random) -> None:
        self.canvas = canvas
        self.rng = rng
        self.sparks: list[particles.Particle] = []
        self.confetti: list[particles.Particle] = []

    def burst(self, x: float, y: float, count: int, rgb: Sequence[int], *, small: bool = False,
              life: float = 0.6, unit: float = 1.0) -> None:
        px = self.canvas.px
        size = px(14 if small else 20)
        img = self.canvas.image(("spark", size, tuple(rgb)), lambda: art.symbol("star", size, rgb))
        self.sparks += particles.burst(img, x, y, count, px(160 if small else 260), life, self.rng)

    def rain(self, size: tuple[int, int], unit: float, seconds: float) -> None:
        self.confetti += particles.confetti(size, unit, seconds, self.rng, self.canvas.px,
                                            self.canvas.image)

    def clear(self) -> None:
        self.sparks.clear()
        self.confetti.clear()

    def animate(self, dt: float, unit: float, floor: int) -> bool:
        moving = False
        for group in (self.sparks, self.confetti):
            if group:
                moving = True
                particles.step(group, dt, unit, floor)
        return moving

    def draw_sparks(self, surface: pygame.Surface) -> None:
        particles.draw(surface, self.sparks, fade=True)

    def draw_confetti(self, surface: pygame.Surface) -> None:
        particles.draw(surface, self.confetti)
