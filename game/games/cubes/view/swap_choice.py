"""The white-mouse exchange chooser: after taking cards, a person may give back a white
mouse for any coloured mouse of an opponent. The cards that may be taken light up on
the opponents' panels (click one), Tab / arrows walk through them and the "Keep my
white mice" button, Enter picks; the tray shows a prompt meanwhile.

:class:`SwapChooser` only tracks the choice; the view model holds it and plays the
swap taken (:meth:`.view_model.CubesView.do_swap`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from .... import i18n
from ....view import art, palette
from ....view.fonts import get_font
from ....view.widgets import READABLE
from ....view.widgets import wrap as wrap_lines
from .. import GAME
from ..actions import Swap
from ..texts import tr
from .layout import CARD_RATIO, PanelLayout

if TYPE_CHECKING:
    from ....scenes.gamescene import BaseGameScene

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


def stack_at(panels: Sequence[PanelLayout], pos: tuple[int, int], px: Any) -> Stack | None:
    """The card stack under ``pos`` (with a little margin), if any."""
    for p, panel in enumerate(panels):
        for colour, rect in panel.stacks.items():
            if rect.inflate(px(8), px(22)).collidepoint(pos):
                return p, colour
    return None


def prompt(table: BaseGameScene, stake: pygame.Rect) -> pygame.Surface:
    """The tray while a person may swap: white card -> ? and a hint (once per layout)."""
    return table.image(("swap-prompt", i18n.language()), lambda: _render_prompt(table, stake))


def _fit_words(table: BaseGameScene, title: str, hint: str, width: int,
               height: int) -> tuple[int, list[str], int, list[str], int] | None:
    """The biggest title and hint that fit a box of ``width`` x ``height``, each on one
    line if they can still be read so, else the title on up to two lines and the hint
    on up to three: (title size, its lines, hint size, its lines, height used)."""
    fs, px = table.fs, table.px
    if width <= 0 or height <= 0:
        return None

    def lines_of(text: str, size: int, display: bool, most: int) -> list[str] | None:
        lines = [text] if most == 1 else wrap_lines(text, size, width, display=display)
        font = get_font(size, display=display)
        if len(lines) <= most and all(font.size(line)[0] <= width for line in lines):
            return lines
        return None

    for most_t, most_h, low in ((1, 1, fs(22)), (1, 3, READABLE), (2, 3, READABLE)):
        for tsize in range(fs(34), low - 1, -1):
            tlines = lines_of(title, tsize, True, most_t)
            if tlines is None:
                continue
            top = max(READABLE, min(fs(22), round(tsize * 0.66)))
            for hsize in range(top, max(READABLE, round(tsize * 0.5)) - 1, -1):
                hlines = lines_of(hint, hsize, False, most_h)
                if hlines is None:
                    continue
                used = (get_font(tsize, display=True).get_linesize() * len(tlines) + px(6)
                        + get_font(hsize).get_linesize() * len(hlines))
                if used <= height:
                    return tsize, tlines, hsize, hlines, used
                break
    return None


def _render_prompt(table: BaseGameScene, stake: pygame.Rect) -> pygame.Surface:
    """White card -> ? beside (or, in a narrow tray, above) the title and the hint, all
    inside the tray's body (its border and shadow kept clear)."""
    px, fs = table.px, table.fs
    surf = pygame.Surface(stake.size, pygame.SRCALPHA)
    surf.blit(art.panel(stake.w, stake.h, px(22), art.tint(palette.HIGHLIGHT, 0.7), palette.HIGHLIGHT),
              (0, 0))
    inner = art.panel_body_rect(stake.w, stake.h).inflate(-2 * px(14), -2 * px(10))
    cw = int(min(stake.h * 0.42, px(70)))
    ch = int(cw * CARD_RATIO)
    aw = px(46)
    pic_w = cw + px(12) + aw + px(12) + cw
    title, hint = tr("label.swap_title"), tr("label.swap_hint")
    lead = px(10) + pic_w + px(22)          # the picture, then the words
    side = _fit_words(table, title, hint, inner.w - lead, inner.h)
    stacked = None
    scw = min(cw, int((inner.h * 0.45) / CARD_RATIO))
    if scw >= px(24):
        stacked = _fit_words(table, title, hint, inner.w,
                             inner.h - int(scw * CARD_RATIO) - px(12))
    if side is not None and (stacked is None or side[0] >= stacked[0] or side[0] >= fs(28)):
        tsize, tlines, hsize, hlines, used = side
        cy = inner.centery
        _draw_picture(table, surf, inner.left + px(10), cy, cw, ch, aw)
        tx = inner.left + lead
        _draw_words(surf, tx, cy - used // 2, tlines, tsize, hlines, hsize, px(6), None)
        return surf
    if stacked is None:                      # a tiny tray: the title alone, as big as fits
        size = table.fit(title, fs(34), inner.w, display=True)
        img = get_font(size, display=True).render(title, True, palette.TEXT)
        surf.blit(img, img.get_rect(center=inner.center))
        return surf
    tsize, tlines, hsize, hlines, used = stacked
    ch = int(scw * CARD_RATIO)
    block = ch + px(12) + used
    top = inner.top + max(0, (inner.h - block) // 2)
    pw = scw + px(12) + aw + px(12) + scw
    _draw_picture(table, surf, inner.centerx - pw // 2, top + ch // 2, scw, ch, aw)
    _draw_words(surf, inner.centerx, top + ch + px(12), tlines, tsize, hlines, hsize, px(6), "centre")
    return surf


def _draw_picture(table: BaseGameScene, surf: pygame.Surface, left: int, cy: int, cw: int,
                  ch: int, aw: int) -> None:
    """A white card, an arrow and a face-down card with a question mark."""
    px, fs = table.px, table.fs
    white = art.mouse_card(GAME.config().white, cw, ch)
    surf.blit(white, white.get_rect(midleft=(left, cy)))
    ax = left + cw + px(12)
    pygame.draw.polygon(surf, palette.ACCENT, [(ax, cy - px(8)), (ax + aw - px(18), cy - px(8)),
                                               (ax + aw - px(18), cy - px(18)), (ax + aw, cy),
                                               (ax + aw - px(18), cy + px(18)),
                                               (ax + aw - px(18), cy + px(8)), (ax, cy + px(8))])
    bx = ax + aw + px(12)
    back = art.card_back(cw, ch)
    surf.blit(back, back.get_rect(midleft=(bx, cy)))
    q = get_font(max(READABLE, min(fs(44), int(ch * 0.6))), display=True).render("?", True, palette.ACCENT)
    badge = pygame.Rect(0, 0, q.get_width() + px(14), q.get_height())
    badge.center = (bx + cw // 2, cy)
    pygame.draw.ellipse(surf, palette.PANEL, badge)
    surf.blit(q, q.get_rect(center=badge.center))


def _draw_words(surf: pygame.Surface, x: int, y: int, tlines: list[str], tsize: int,
                hlines: list[str], hsize: int, gap: int, align: str | None) -> None:
    """The title's lines then the hint's, from (x, y): left-aligned, or centred on x."""
    tfont, hfont = get_font(tsize, display=True), get_font(hsize)
    for lines, font, after in ((tlines, tfont, gap), (hlines, hfont, 0)):
        for line in lines:
            img = font.render(line, True, palette.TEXT)
            surf.blit(img, img.get_rect(midtop=(x, y)) if align == "centre" else (x, y))
            y += font.get_linesize()
        y += after
