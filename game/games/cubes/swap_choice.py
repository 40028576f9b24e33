"""The white-mouse exchange chooser: after taking cards, a person may give back a white
mouse for any coloured mouse of an opponent. The cards that may be taken light up on
the opponents' panels (click one), Tab / arrows walk through them and the "Keep my
white mice" button, Enter picks; the tray shows a prompt meanwhile.

:class:`SwapChooser` only tracks the choice; the scene plays it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ... import i18n
from ...view import art, palette
from ...view.fonts import get_font
from ...view.widgets import wrap as wrap_lines
from .layout import CARD_RATIO
from .rules import WHITE, Swap
from .texts import tr

if TYPE_CHECKING:
    from ...scenes.gamescene import BaseGameScene

Stack = tuple[int, str]          # (player, colour): one card stack on a panel
NAV_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP)
PICK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class SwapChooser:
    """The swaps on offer, the one the keyboard is on (``focus``: an index in
    ``choices``, ``len(choices)`` for the Keep button, -1 for none) and the stack the
    mouse is over."""

    def __init__(self) -> None:
        self.choices: list[Swap] = []
        self.focus = -1
        self.hover: Stack | None = None

    def keep_focused(self) -> bool:
        """The keyboard is on the "Keep my white mice" button."""
        return self.focus == len(self.choices) and self.focus >= 0

    def step(self, back: bool) -> None:
        """Move the keyboard focus to the next (or previous) card, then Keep, round."""
        count = len(self.choices) + 1
        if self.focus < 0:
            self.focus = count - 1 if back else 0
        else:
            self.focus = (self.focus + (-1 if back else 1)) % count

    def focused(self) -> Swap | None:
        return self.choices[self.focus] if 0 <= self.focus < len(self.choices) else None

    def choice_for(self, stack: Stack | None) -> Swap | None:
        for choice in self.choices:
            if (choice.opponent, choice.colour) == stack:
                return choice
        return None

    def lit(self, player: int) -> tuple[tuple[str, ...], str | None, str | None]:
        """On ``player``'s panel: the colours that may be taken, the one the keyboard is
        on, the one the mouse is over."""
        offers = tuple(sorted(c.colour for c in self.choices if c.opponent == player))
        focused = self.focused()
        focus = focused.colour if focused is not None and focused.opponent == player else None
        hover = self.hover[1] if (self.hover and self.hover[0] == player) else None
        return offers, focus, hover


def is_back(event: pygame.event.Event) -> bool:
    """A navigation key that goes backwards (left, up, Shift+Tab)."""
    return event.key in (pygame.K_LEFT, pygame.K_UP) or (
        event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))


def stack_at(panels: list[dict[str, Any]], pos: tuple[int, int], px: Any) -> Stack | None:
    """The card stack under ``pos`` (with a little margin), if any."""
    for p, panel in enumerate(panels):
        for colour, rect in panel["stacks"].items():
            if rect.inflate(px(8), px(22)).collidepoint(pos):
                return p, colour
    return None


def prompt(table: "BaseGameScene", stake: pygame.Rect) -> pygame.Surface:
    """The tray while a person may swap: white card -> ? and a hint (once per layout)."""
    return table.image(("swap-prompt", i18n.language()), lambda: _render_prompt(table, stake))


def _render_prompt(table: "BaseGameScene", stake: pygame.Rect) -> pygame.Surface:
    px, fs = table.px, table.fs
    surf = pygame.Surface(stake.size, pygame.SRCALPHA)
    surf.blit(art.panel(stake.w, stake.h, px(22), art.tint(palette.HIGHLIGHT, 0.7), palette.HIGHLIGHT),
              (0, 0))
    cw = int(min(stake.h * 0.42, px(70)))
    ch = int(cw * CARD_RATIO)
    left, cy = px(24), stake.h // 2
    white = art.mouse_card(WHITE, cw, ch)
    surf.blit(white, white.get_rect(midleft=(left, cy)))
    ax, aw = left + cw + px(12), px(46)
    pygame.draw.polygon(surf, palette.ACCENT, [(ax, cy - px(8)), (ax + aw - px(18), cy - px(8)),
                                               (ax + aw - px(18), cy - px(18)), (ax + aw, cy),
                                               (ax + aw - px(18), cy + px(18)),
                                               (ax + aw - px(18), cy + px(8)), (ax, cy + px(8))])
    bx = ax + aw + px(12)
    back = art.card_back(cw, ch)
    surf.blit(back, back.get_rect(midleft=(bx, cy)))
    q = get_font(fs(44), display=True).render("?", True, palette.ACCENT)
    badge = pygame.Rect(0, 0, q.get_width() + px(14), q.get_height())
    badge.center = (bx + cw // 2, cy)
    pygame.draw.ellipse(surf, palette.PANEL, badge)
    surf.blit(q, q.get_rect(center=badge.center))
    tx = bx + cw + px(22)
    avail = stake.w - tx - px(16)
    title = tr("label.swap_title")
    ti = get_font(table.fit(title, fs(34), avail, display=True), display=True).render(
        title, True, palette.TEXT)
    hint = tr("label.swap_hint")
    size = table.fit(hint, fs(22), avail, smallest=fs(17))
    lines = wrap_lines(hint, size, avail)
    his = [get_font(size).render(line, True, palette.TEXT) for line in lines[:2]]
    block = ti.get_height() + sum(h.get_height() for h in his) + px(6)
    y = cy - block // 2
    surf.blit(ti, (tx, y))
    y += ti.get_height() + px(6)
    for h in his:
        surf.blit(h, (tx, y))
        y += h.get_height()
    return surf
