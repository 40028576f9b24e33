"""The big buttons under the Mouse Dice tray: which ones a phase offers (Roll, Roll
again, Stop and take the cards, Keep my white mouse / mice), with their small print and key
hint, and how they are drawn (greyed while the table is busy)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ....view import art, palette
from ....view.fonts import get_font
from .. import GAME
from ..observation import CubesObservation
from ..rules import DECIDE, EXCHANGE, START
from ..texts import counted, rollable_count, tr, tr_n
from . import art as cubes_art
from .layout import CARD_RATIO

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene


@dataclass
class BigButton:
    key: str
    label: str
    sub: str
    hint: str
    colour: tuple[int, int, int]
    action: Callable[[], None]
    icon: str = ""                   # "cube", "card" or none
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    hover: bool = False
    pressed: bool = False
    focused: bool = False


def for_phase(phase: str, obs: CubesObservation, roll: Callable[[], None], stop: Callable[[], None],
              keep: Callable[[], None]) -> list[BigButton]:
    """The buttons a person's turn offers in ``phase``."""
    buttons: list[BigButton] = []
    if phase == START:
        n = rollable_count(obs)
        buttons.append(BigButton("roll", tr("button.roll"), counted("cubes", n),
                                 tr("button.keys_roll"), palette.OK, roll, "cube"))
    elif phase == DECIDE:
        left, stake = rollable_count(obs), len(obs.aside)
        if left:
            buttons.append(BigButton("roll", tr("button.roll_again"), counted("cubes", left),
                                     tr("button.keys_roll"), palette.OK, roll, "cube"))
        buttons.append(BigButton("stop", tr("button.stop"),
                                 tr("button.take", cards=counted("cards", stake)),
                                 tr("button.keys_stop"), palette.DANGER, stop, "card"))
    elif phase == EXCHANGE:
        whites = obs.hands[obs.turn][GAME.config().white]
        buttons.append(BigButton("keep", tr_n("button.keep", whites), tr("button.keep_sub"),
                                 tr("button.keys_swap"), palette.ACCENT, keep))
    return buttons


def draw_buttons(table: BaseGameScene, surface: pygame.Surface, buttons: list[BigButton],
                 live: bool) -> None:
    """``buttons``, pressable when ``live``, greyed out while the table is busy."""
    px = table.px
    for b in buttons:
        state = ("disabled" if not live else "pressed" if b.pressed
                 else "hover" if (b.hover or b.focused) else "normal")
        r = b.rect
        surface.blit(art.button_surface(r.w, r.h, b.colour, state), r)
        if b.focused and live:
            pygame.draw.rect(surface, palette.HIGHLIGHT, r.inflate(px(12), px(12)),
                             max(3, px(5)), border_radius=r.h // 3)
        _, dy = art.button_text_offset(r.h, state)
        face = table.image(("button-face", b.label, b.sub, r.size, b.icon, live),
                           partial(_render_face, table, b, live))
        surface.blit(face, face.get_rect(center=(r.centerx, r.centery + dy)))
        if b.hint:
            hint = table.text(b.hint, table.fs(15), (255, 240, 214), bold=True)
            surface.blit(hint, hint.get_rect(midtop=(r.centerx, r.bottom + px(3))))


def _render_face(table: BaseGameScene, b: BigButton, live: bool) -> pygame.Surface:
    """A button's icon, label and small print (drawn once per text and size)."""
    px = table.px
    r = b.rect
    surf = pygame.Surface(r.size, pygame.SRCALPHA)
    ink = palette.TEXT_LIGHT if live else (236, 228, 218)
    icon_w = 0
    if b.icon:
        isz = int(r.h * 0.58)
        if b.icon == "cube":
            icon = cubes_art.cheese_cube(isz, "cheese", None, -8 if live else 0)
        else:
            icon = art.card_back(int(isz / CARD_RATIO), isz)
        icon_w = icon.get_width() + px(8)
        surf.blit(icon, icon.get_rect(midleft=(px(16), r.h // 2)))
    inner = r.w - icon_w - px(36)
    label = get_font(table.fit(b.label, int(r.h * 0.42), inner, display=True),
                     display=True).render(b.label, True, ink)
    sub = (get_font(table.fit(b.sub, int(r.h * 0.2), inner, bold=True), bold=True).render(
        b.sub, True, ink) if b.sub else None)
    block = label.get_height() + (sub.get_height() - px(4) if sub else 0)
    cx = r.w // 2 + icon_w // 2
    top = r.h // 2 - block // 2
    surf.blit(label, label.get_rect(midtop=(cx, top)))
    if sub:
        surf.blit(sub, sub.get_rect(midtop=(cx, top + label.get_height() - px(4))))
    return surf
