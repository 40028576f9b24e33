"""The pieces that move on the Mouse Dice table: the cheese cubes (tumbling in the air,
landing, hopping when a mouse shows, sliding to the tray and shaking there on a bust),
the cards flying between the tray, the pile and the players' stacks, and the ring that
pulses where a card lands. Their state, their pictures, and how they are drawn.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from ....view import art, palette
from ....view.tween import Tween, lerp, wobble
from .. import GAME
from ..texts import tr
from . import art as cubes_art
from .layout import CARD_RATIO, Anchor, TableLayout, anchor_point

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene

TILTS = (-6, -3, 0, 3, 6)        # the ways a cube may lie on the felt (degrees)
Resolve = Callable[[Anchor], tuple[float, float, float]]


@dataclass
class Lerp:
    """A float moving from ``a`` to ``b`` along a tween."""

    tween: Tween
    a: float
    b: float

    @property
    def value(self) -> float:
        return lerp(self.a, self.b, self.tween.value)


@dataclass
class CubeView:
    index: int
    loaded: bool = True
    face: str = "cheese"             # cheese | window | empty (pending or no card)
    colour: str | None = None        # the card seen through the window
    zone: str = "table"              # table | stake
    slot: int = -1                   # place in the stake tray
    spin: bool = False               # tumbling in the air
    tilt: int = 0                    # resting tilt (degrees)
    air: float = 0.0                 # height above the felt, 0..1
    air_lerp: Lerp | None = None
    move: tuple[Anchor, Anchor, Tween] | None = None
    hop: Tween | None = None         # a little jump (a mouse shows)
    card_out: bool = False           # its card is flying away

    def height(self) -> float:
        if self.air_lerp is not None and not self.air_lerp.tween.done:
            return self.air_lerp.value
        return self.air

    def anchor(self) -> Anchor:
        """Where the cube rests: its slot on the felt or in the tray."""
        return ("stake", self.slot) if self.zone == "stake" else ("table", self.index)

    def tidy(self) -> None:
        """Forget the move, hop and fall that have played out."""
        if self.move is not None and self.move[2].done:
            self.move = None
        if self.hop is not None and self.hop.done:
            self.hop = None
        if self.air_lerp is not None and self.air_lerp.tween.done:
            self.air_lerp = None


@dataclass
class Flight:
    """A card flying across the table."""

    front: Callable[[int, int], pygame.Surface]
    src: Anchor
    dst: Anchor
    tween: Tween
    arc: float = 0.35
    back: Callable[[int, int], pygame.Surface] | None = None   # shown after half-way
    on_launch: Callable[[], None] | None = None
    on_land: Callable[[], None] | None = None
    grow: float = 0.0                # how much bigger it gets half-way (0: not at all)
    launched: bool = False
    landed: bool = False

    def follow(self) -> None:
        """Take off once the tween starts, land once it is over."""
        if not self.launched and self.tween.started:
            self.launched = True
            if self.on_launch:
                self.on_launch()
        if self.tween.done and not self.landed:
            self.land()

    def land(self) -> None:
        """Take off (if it has not yet) and land, now."""
        if not self.launched:
            self.launched = True
            if self.on_launch:
                self.on_launch()
        if not self.landed:
            self.landed = True
            if self.on_land:
                self.on_land()


@dataclass
class Vanish:
    """A card leaving the game (a spent white mouse): it floats where it landed with a
    small label ("out of the game"), then fades and shrinks away. It only looks:
    nothing waits for it."""

    front: Callable[[int, int], pygame.Surface]
    at: Anchor
    label: str
    tween: Tween

    @property
    def done(self) -> bool:
        return self.tween.done


def linear_hop(t: float) -> float:
    """Up and down once (a cube jumping for joy)."""
    return math.sin(math.pi * t)


# -------------------------------------------------------------------- pictures
class Pictures(Protocol):
    """A table's picture cache (``BaseGameScene.image``): what the card makers need."""

    def image(self, key: Hashable, factory: Callable[[], pygame.Surface]) -> pygame.Surface: ...


def card_maker(table: Pictures, colour: str) -> Callable[[int, int], pygame.Surface]:
    return lambda w, h: table.image(("card", colour, w, h), lambda: art.mouse_card(colour, w, h))


def back_maker(table: Pictures) -> Callable[[int, int], pygame.Surface]:
    return lambda w, h: table.image(("back", w, h), lambda: art.card_back(w, h))


def cube_image(table: BaseGameScene, size: int, face: str, colour: str | None, tilt: float,
               dim: bool = False) -> pygame.Surface:
    def make() -> pygame.Surface:
        img = cubes_art.cheese_cube(size, face, colour, tilt)
        if dim:
            img = img.copy()
            img.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
        return img
    return table.image(("cube", size, face, colour, tilt, dim), make)


def shadow_image(table: BaseGameScene, size: int, air: float) -> pygame.Surface:
    """A cube's shadow on the felt, smaller the higher the cube is."""
    q = round(max(0.4, 1 - air * 0.45) * 10) / 10
    w, h = int(size * 0.95 * q), max(6, int(size * 0.3 * q))
    return table.image(("shadow", w, h), lambda: art.ground_shadow(w, h))


# -------------------------------------------------------------------- placing
def cube_place(geometry: TableLayout, cube: CubeView, px: Callable[[float], int]) -> tuple[float, float, float]:
    """(x, y, size) of ``cube`` now: at rest, or on its arc between two slots."""
    if cube.move is not None and not cube.move[2].done:
        a, b, tween = cube.move
        ax, ay, asz = anchor_point(geometry, a, px)
        bx, by, bsz = anchor_point(geometry, b, px)
        t = tween.value
        arc = math.sin(math.pi * t) * geometry.felt.cube_size * 0.35
        return lerp(ax, bx, t), lerp(ay, by, t) - arc, lerp(asz, bsz, t)
    return anchor_point(geometry, cube.anchor(), px)


# -------------------------------------------------------------------- drawing
def draw_cubes(table: BaseGameScene, surface: pygame.Surface, cubes: Sequence[CubeView],
               geometry: TableLayout, shake: Tween | None) -> None:
    """The cubes, farthest first, the flying ones over the others; the cards standing out
    of the cubes in the tray (shaking with them on a bust)."""
    px = table.px
    felt_size, tray_size = geometry.felt.cube_size, geometry.stake.cube_size
    shake_x = 0
    if shake is not None:
        shake_x = int(wobble(shake.progress, 4) * px(14))
    order = sorted(cubes, key=lambda c: (c.zone == "table" and c.height() > 0.05,
                                         cube_place(geometry, c, px)[1]))
    for cube in order:
        x, y, size = cube_place(geometry, cube, px)
        size = int(size)
        if cube.zone == "stake" and cube.move is None:
            x += shake_x
        air = cube.height()
        lift = air * felt_size * 0.42
        if cube.spin:
            lift += math.sin(table.clock * 11 + cube.index * 1.7) * felt_size * 0.05
        if cube.hop is not None:
            lift += cube.hop.value * felt_size * 0.28
        # the shadow on the felt shrinks as the cube rises
        shadow = shadow_image(table, felt_size if size > (felt_size + tray_size) / 2 else tray_size, air)
        surface.blit(shadow, shadow.get_rect(center=(round(x), round(y + size * 0.36))))
        # a card standing out of a cube in the stake tray
        if cube.zone == "stake" and cube.move is None and cube.face == "window" and not cube.card_out:
            cw, ch = geometry.stake.card
            card = card_maker(table, cube.colour or GAME.config().white)(cw, ch)
            cx, cy, _ = anchor_point(geometry, ("stake_card", cube.slot), px)
            surface.blit(card, card.get_rect(center=(round(cx + shake_x), round(cy))))
        if cube.spin:
            angle = (int(table.clock * 540 + cube.index * 47) // 15 * 15) % 360
            face = "empty" if (int(table.clock * 9) + cube.index) % 5 == 0 else "cheese"
            img = cube_image(table, felt_size, face, None, angle)
        else:
            tilt = cube.tilt if cube.zone == "table" and cube.move is None else 0
            base = felt_size if (cube.zone == "table" and cube.move is None) else tray_size
            if cube.move is not None:
                base = felt_size if size > (felt_size + tray_size) / 2 else tray_size
            dim = not cube.loaded and cube.face == "empty"
            img = cube_image(table, base, cube.face, cube.colour if cube.face == "window" else None,
                             tilt, dim)
            if img.get_width() != size and cube.move is not None:
                img = table.scaled(("cube", base, cube.face, cube.colour, tilt, dim), img, size)
        surface.blit(img, img.get_rect(center=(round(x), round(y - lift))))
        if not cube.loaded and cube.face == "empty" and cube.zone == "table" and cube.move is None:
            tag = table.text(tr("label.empty"), table.fs(16), palette.TEXT_LIGHT, bold=True)
            box = tag.get_rect(center=(round(x), round(y + size * 0.42)))
            pygame.draw.rect(surface, (40, 70, 60), box.inflate(px(10), px(2)), border_radius=px(8))
            surface.blit(tag, box)


def draw_flights(table: BaseGameScene, surface: pygame.Surface, flights: Sequence[Flight],
                 resolve: Resolve, cs: int) -> None:
    """The cards in the air, on an arc, growing or shrinking to their destination; a
    card with a back turns over half-way."""
    for f in flights:
        if not f.launched:
            continue
        ax, ay, aw = resolve(f.src)
        bx, by, bw = resolve(f.dst)
        t = f.tween.value
        x, y = lerp(ax, bx, t), lerp(ay, by, t)
        y -= math.sin(math.pi * min(1.0, f.tween.progress)) * cs * f.arc * 2
        w = max(8, int(lerp(aw, bw, t) * (1 + f.grow * math.sin(math.pi * min(1.0, t)))))
        maker = f.back if f.back is not None and f.tween.progress > 0.5 else f.front
        base_w = int(max(aw, bw) * (1 + f.grow))
        img = maker(base_w, int(base_w * CARD_RATIO))
        if img.get_width() != w:
            img = table.scaled(("flight", id(img)), img, w)
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


def draw_vanishing(table: BaseGameScene, surface: pygame.Surface, cards: Sequence[Vanish],
                   resolve: Resolve) -> None:
    """The cards leaving the game: shown a moment with their label, then fading out."""
    px = table.px
    for v in cards:
        if not v.tween.started:
            continue
        x, y, w = resolve(v.at)
        p = v.tween.progress
        fade = max(0.0, (p - 0.55) / 0.45)
        alpha = int(255 * (1 - fade))
        if alpha <= 0:
            continue
        size = max(8, int(w * (1 + 0.08 * math.sin(math.pi * min(1.0, p * 2.2))) * (1 - 0.45 * fade)))
        img = v.front(int(w), int(w * CARD_RATIO))
        if img.get_width() != size:
            img = table.scaled(("vanish", int(w)), img, size)
        img.set_alpha(alpha)
        box = img.get_rect(center=(round(x), round(y - fade * px(20))))
        surface.blit(img, box)
        img.set_alpha(255)
        tag = table.text(v.label, table.fs(20), palette.TEXT_LIGHT, bold=True)
        pill = pygame.Rect(0, 0, tag.get_width() + px(20), tag.get_height() + px(6))
        pill.midtop = (round(x), round(y + w * CARD_RATIO / 2 + px(8)))
        back = pygame.Surface(pill.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (*palette.DANGER, alpha), back.get_rect(), border_radius=pill.h // 2)
        pygame.draw.rect(back, (*palette.TEXT_LIGHT, alpha), back.get_rect(), max(1, px(2)),
                         border_radius=pill.h // 2)
        surface.blit(back, pill)
        tag.set_alpha(alpha)
        surface.blit(tag, tag.get_rect(center=pill.center))
        tag.set_alpha(255)


def draw_pulses(table: BaseGameScene, surface: pygame.Surface,
                pulses: Sequence[tuple[Anchor, Tween]], resolve: Resolve) -> None:
    """A ring growing and fading around each card that just landed."""
    for anchor, tween in pulses:
        x, y, w = resolve(anchor)
        h = w * CARD_RATIO
        grow = 1 + tween.value * 0.45
        rect = pygame.Rect(0, 0, int(w * grow), int(h * grow))
        rect.center = (round(x), round(y))
        width = max(1, int(table.px(6) * (1 - tween.value)))
        pygame.draw.rect(surface, palette.HIGHLIGHT, rect, width, border_radius=table.px(10))
