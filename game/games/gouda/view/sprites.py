"""The moving things of the Gouda! Gouda! table and their pictures: a mouse hopping
along a link (:class:`Hop`), a die's picture at an angle (tumbling), a seat's mouse
badge with its count written in, each seat's symbol (a colour-blind cue), and the
table's buttons (:func:`draw_button`).

Every picture goes through the scene's per-layout caches (``BaseGameScene.image`` and
``text``)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ....view import art, palette
from ....view.tween import Tween
from ....view.widgets import READABLE, ellipsize
from . import art as gouda_art
from .look import ART_KIND

__all__ = ["ART_KIND", "FACE", "Hop", "badge", "die_image", "draw_button", "face_image",
           "marker_image", "player_shape"]

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene

#: A die's colour letter in the rules, its face in the art.
FACE = {"g": "green", "y": "yellow", "r": "red", "green": "green", "yellow": "yellow", "red": "red"}


#: The symbol of a player colour (shared by every table).
player_shape = art.seat_shape


@dataclass
class Hop:
    """One of ``owner``'s mice on its way from ``src`` to ``dst`` (pixels) as ``tween``
    runs, jumping in an arc; ``leaves``: it eats the table's cheese and goes."""

    owner: int
    src: tuple[float, float]
    dst: tuple[float, float]
    tween: Tween
    leaves: bool = False

    def point(self) -> tuple[float, float]:
        t = self.tween.value
        x = self.src[0] + (self.dst[0] - self.src[0]) * t
        y = self.src[1] + (self.dst[1] - self.src[1]) * t
        lift = max(24.0, abs(self.dst[1] - self.src[1]) * 0.35)
        return x, y - math.sin(math.pi * t) * lift


def die_image(table: BaseGameScene, face: str, size: int, *, angle: int = 0,
              cancelled: bool = False, highlight: bool = False) -> pygame.Surface:
    face = FACE.get(face, "yellow")

    def make() -> pygame.Surface:
        img = gouda_art.gouda_die(face, size, cancelled=cancelled, highlight=highlight)
        return pygame.transform.rotate(img, angle) if angle else img
    return table.image(("die", face, size, angle, cancelled, highlight), make)


def marker_image(table: BaseGameScene, kind: str, size: int, face_up: bool = True) -> pygame.Surface:
    art_kind = ART_KIND.get(kind, "cancel")
    return table.image(("marker", art_kind if face_up else "back", size),
                       lambda: gouda_art.power_marker(art_kind, size, face_up))


def badge(table: BaseGameScene, seat: int, count: int, size: int) -> pygame.Surface:
    """The badge of ``seat``'s mice with ``count`` written in its pill."""
    colour = table.session.seats[seat].colour
    shape = player_shape(colour)

    def make() -> pygame.Surface:
        key = colour if colour in palette.PLAYER_COLOURS else "orange"
        img = gouda_art.mouse_badge(key, count, size, shape).copy()
        box = gouda_art.mouse_badge_number_box(count, size)
        text = table.text(str(count), max(14, int(box.h * 1.05)), palette.TEXT, bold=True)
        where = text.get_rect(center=box.center)
        where.y -= text.get_height() // 10
        img.blit(text, where)
        return img
    return table.image(("badge", seat, count, size), make)


def face_image(table: BaseGameScene, seat: int, size: int) -> pygame.Surface:
    rgb = table.seat_rgb(seat)
    return table.image(("face", seat, size), lambda: art.mouse_face(rgb, size))


def draw_button(scene: BaseGameScene, surface: pygame.Surface, rect: pygame.Rect, label: str,
                colour: tuple[int, int, int], state: str, focused: bool = False) -> None:
    """A button of the table (the action card's, the hand's): its face in ``state``, the
    focus ring when ``focused``, and ``label`` fitted."""
    surface.blit(art.button_surface(rect.w, rect.h, colour, state), rect)
    if focused:
        pygame.draw.rect(surface, palette.HIGHLIGHT, rect.inflate(scene.px(8), scene.px(8)),
                         max(3, scene.px(4)), border_radius=scene.px(16))
    size = scene.fit(label, max(READABLE, int(rect.h * 0.45)), rect.w - scene.px(14), display=True)
    img = scene.text(ellipsize(label, size, rect.w - scene.px(14), display=True), size,
                    palette.TEXT_LIGHT, display=True)
    _, dy = art.button_text_offset(rect.h, state)
    surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery + dy)))
