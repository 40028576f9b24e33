"""A person's own power markers and how they play one: the private hand and its
targeting, step by step, on the board itself.

The hand opens only in that person's private view (the shared table decides who looks:
with several people the pass screen comes first) and is drawn from the viewer's
observation only (``obs.hand``, which the rules give to that seat alone): the
markers face up and big, each kind with how many are held and a Play button when it can
be played now. Choosing one asks for its targets with the board where possible:

- Reroll, Improve, Worsen, Cancel of dice: the dice that may be named glow; click
  them (again to take one back), then Done;
- Cancel: first what (the whole roll, some dice, a marker: only what can be
  cancelled now); a marker: the markers of the stack glow, click one;
- Transfer: the places the roll may go to glow, click one;
- Extra turn: for oneself, or an opponent: their panels glow, click one, then a
  glowing place holding one of their mice.

Every step has Back (Backspace); the first step's Back goes back to the hand. The
choices come from the person's legal actions (the rules' own list): nothing here
decides what is allowed. The steps' state and choices are :mod:`.targeting`'s (plain
state, no pygame); this module draws the hand from the view model
(:class:`~.view_model.GoudaView`, with its shared table's picture caches), for
:class:`~.painter.GoudaPainter`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ....view import art, palette
from ....view.fonts import get_font
from ....view.widgets import READABLE, ellipsize, fit_lines
from ..texts import of_name, power_name, tr
from .sprites import draw_button, marker_image
from .targeting import KINDS

if TYPE_CHECKING:
    from .view_model import GoudaView


# ------------------------------------------------------------------------ drawing
def hand_rect(view: GoudaView) -> pygame.Rect:
    """The hand is a private panel over the shelf (the dice tray and the markers played
    stay in sight beside it)."""
    table = view.table
    shelf = view.geometry.shelf.rect
    px = table.px
    return shelf.inflate(-px(12), -px(12))


def hand_layout(view: GoudaView, held: dict[str, int], rect: pygame.Rect | None = None) -> dict[str, Any]:
    """The hand panel's parts: one cell per kind held (its marker, name, what it does
    and its Play button), in one row or, in a narrow window, two; the Go on button at
    the bottom. The panel is no taller than they need."""
    table = view.table
    px, fs = table.px, table.fs
    full = rect is None
    rect = hand_rect(view) if rect is None else rect
    inner = art.panel_body_rect(rect.w, rect.h).move(rect.topleft).inflate(-px(24), -px(16))
    kinds = [k for k in KINDS if held.get(k)]
    title_h = get_font(fs(30), display=True).get_linesize()
    hint_h = get_font(fs(17)).get_linesize()
    close_h = max(40, px(56))
    keys_h = get_font(READABLE, bold=True).get_linesize()
    top = inner.top + title_h + hint_h + px(10)
    bottom = inner.bottom - close_h - keys_h - px(16)
    out: dict[str, Any] = {"rect": rect, "inner": inner, "kinds": kinds, "cols": {}}
    n = max(1, len(kinds))
    per_row = n if inner.w / n >= max(130, px(180)) else -(-n // 2)
    rows = -(-n // per_row)
    col_w = inner.w / per_row
    row_h = (bottom - top) / rows
    button_h = max(36, px(46))
    label_h = (get_font(fs(17), bold=True).get_linesize()
               + 2 * get_font(fs(15)).get_linesize())
    size = int(max(32, min(col_w * 0.7, row_h - button_h - label_h - px(16), px(150))))
    if full:
        need_row = size + label_h + button_h + px(16) + px(24)
        spare = int(row_h - need_row) * rows
        if spare > px(20):
            smaller = rect.inflate(0, -spare)
            return hand_layout(view, held, smaller)
    for k, kind in enumerate(kinds):
        r, c = divmod(k, per_row)
        in_row = min(per_row, n - r * per_row)
        left = inner.left + (inner.w - in_row * col_w) / 2 + c * col_w
        cx = round(left + col_w / 2)
        y = round(top + r * row_h + max(0, (row_h - size - label_h - button_h - px(16)) / 2))
        pic = pygame.Rect(0, 0, size, size)
        pic.midtop = (cx, y)
        label = pygame.Rect(round(left + px(4)), pic.bottom + px(4), round(col_w - px(8)), label_h)
        button = pygame.Rect(0, 0, round(min(col_w - px(10), px(170))), button_h)
        button.midtop = (cx, label.bottom + px(6))
        out["cols"][kind] = {"pic": pic, "label": label, "button": button}
    close = pygame.Rect(0, 0, min(inner.w - px(20), px(260)), close_h)
    close.midbottom = (inner.centerx, inner.bottom - keys_h - px(4))
    out["close"] = close
    out["keys"] = (inner.centerx, close.bottom + px(2))
    return out


def draw_hand(view: GoudaView, surface: pygame.Surface, seat: int, held: dict[str, int],
              can_play: set[str], focus: int, hover: Any) -> dict[str, Any]:
    """The hand panel over the table (returns its layout for clicks)."""
    table = view.table
    px, fs = table.px, table.fs
    H = hand_layout(view, held)
    rect, inner = H["rect"], H["inner"]
    rgb = table.seat_rgb(seat)
    veil = table.image(("veil", table.size), lambda: _veil(table.size))
    surface.blit(veil, (0, 0))
    surface.blit(table.image(("hand-panel", rect.size, rgb),
                             lambda: art.panel(rect.w, rect.h, px(24), palette.PANEL, rgb)), rect)
    name = table.seat_name(seat)
    title = tr("label.hand_title", name=name, of_name=of_name(name))
    size = table.fit(title, fs(30), inner.w, display=True)
    img = table.text(ellipsize(title, size, inner.w, display=True), size, palette.TEXT, display=True)
    surface.blit(img, img.get_rect(midtop=(inner.centerx, inner.top)))
    y = inner.top + img.get_height()
    hint = tr("label.hand_hint") if H["kinds"] else tr("label.hand_empty")
    hsize = table.fit(hint, fs(17), inner.w)
    himg = table.text(ellipsize(hint, hsize, inner.w), hsize, palette.TEXT)
    surface.blit(himg, himg.get_rect(midtop=(inner.centerx, y)))
    for k, kind in enumerate(H["kinds"]):
        C = H["cols"][kind]
        pic = C["pic"]
        marker = marker_image(table, kind, pic.w)
        surface.blit(marker, pic)
        count = held.get(kind, 0)
        if count > 1:
            badge = table.text(f"×{count}", fs(20), palette.TEXT_LIGHT, bold=True)
            box = badge.get_rect().inflate(px(12), px(4))
            box.topright = (pic.right + px(6), pic.top)
            pygame.draw.rect(surface, palette.PANEL_DARK, box, border_radius=box.h // 2)
            surface.blit(badge, badge.get_rect(center=box.center))
        label = C["label"]
        word = power_name(kind)
        nsize = table.fit(word, fs(17), label.w, bold=True)
        nimg = table.text(ellipsize(word, nsize, label.w, bold=True), nsize, palette.TEXT, bold=True)
        surface.blit(nimg, nimg.get_rect(midtop=(label.centerx, label.top)))
        ly = label.top + get_font(fs(17), bold=True).get_linesize()
        lines, lsize = fit_lines(tr(f"power_help.{kind}"), fs(15), label.w, 2)
        for line in lines[:2]:
            limg = table.text(ellipsize(line, lsize, label.w), lsize, palette.TEXT)
            surface.blit(limg, limg.get_rect(midtop=(label.centerx, ly)))
            ly += get_font(lsize).get_linesize()
        ok = kind in can_play
        state = "disabled" if not ok else ("hover" if hover == ("play", kind) or focus == k else "normal")
        word = tr("button.play") if ok else tr("label.not_now")
        draw_button(table, surface, C["button"], word, palette.OK if ok else palette.PANEL_DARK, state,
                          focused=focus == k and ok)
    close = H["close"]
    focus_close = focus == len(H["kinds"])
    draw_button(table, surface, close, tr("button.go_on"), palette.ACCENT,
                      "hover" if hover == "close" or focus_close else "normal", focused=focus_close)
    keys = tr("label.keys_hand")
    ksize = table.fit(keys, fs(14), inner.w, bold=True)
    kimg = table.text(ellipsize(keys, ksize, inner.w, bold=True), ksize, palette.TEXT, bold=True)
    surface.blit(kimg, kimg.get_rect(midtop=H["keys"]))
    return H


def _veil(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((40, 24, 14, 150))
    return surf
