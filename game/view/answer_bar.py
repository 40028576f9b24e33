"""The answer bar: the shared table's short answer window, drawn by a table scene
while ``driver.window`` is open (see :mod:`game.table.window`).

A warm panel at the bottom of the table area says "Play a power?", with a countdown
ring, one button per person who may answer (their colour, symbol and name, and the
number key that opens it: the seat's number, 1 to 6) and a "Go on" button (Space or
Enter). A click or a number key is that person's claim (:meth:`TurnDriver.claim`);
"Go on" closes the window at once (:meth:`TurnDriver.go_on`). Once somebody claimed,
the bar says who answers and that the others look away.

Use::

    bar = AnswerBar(scene)                 # once, with the table scene
    bar.draw(surface, area, driver)        # each frame while driver.window is open
    if bar.handle(event, driver): ...      # clicks on its buttons, keys 1-6, Space/Enter
    bar.hover(pos)                         # mouse moves
    bar.rect_for(area)                     # where it goes (to keep other things clear)

Texts come from :mod:`game.i18n`: a game may word them itself (``<game>.ui.<key>``),
else ``common.<key>``. Nothing is drawn below :data:`~game.view.widgets.READABLE`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from .. import i18n
from . import art, palette
from .canvas import Canvas
from .fonts import get_font
from .widgets import READABLE, ellipsize

if TYPE_CHECKING:
    from ..session import Session
    from ..table.driver import TurnDriver
    from ..table.window import AnswerWindow

RGB = tuple[int, int, int]

#: Number keys (top row and keypad) for seats 1 to 6.
SEAT_KEYS: dict[int, int] = {
    **{getattr(pygame, f"K_{n}"): n - 1 for n in range(1, 7)},
    **{getattr(pygame, f"K_KP{n}"): n - 1 for n in range(1, 7)},
}
GO_ON_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
#: Steps of the countdown ring (a new picture only when the ring moves a step).
RING_STEPS = 120
#: How many rendered lines of text the bar keeps.
TEXTS_KEPT = 64


class BarHost(Canvas, Protocol):
    """What the bar needs of the table scene (a :class:`BaseGameScene` is one)."""

    session: Session
    size: tuple[int, int]

    def seat_name(self, player: int) -> str: ...
    def seat_rgb(self, player: int) -> tuple[int, int, int]: ...


def _ink_on(rgb: Sequence[int]) -> RGB:
    """Text colour on a button of colour ``rgb``."""
    return palette.TEXT if sum(rgb[:3]) > 450 else palette.TEXT_LIGHT


class AnswerBar:
    """The answer window's panel (see the module's docstring)."""

    def __init__(self, scene: BarHost) -> None:
        self.scene = scene
        self._hover: str | None = None
        self._pressed: str | None = None
        self._rects: dict[str, pygame.Rect] = {}
        self._texts: dict[tuple, pygame.Surface] = {}
        self._rings: dict[tuple, pygame.Surface] = {}
        self._sized: tuple[tuple, dict[str, int]] | None = None
        #: the smallest font size of the last drawing (never below READABLE)
        self.smallest_text = 10**6

    # ---------------------------------------------------------------- helpers
    def _t(self, key: str, **values: object) -> str:
        scene: Any = self.scene
        full = f"{scene.session.game_id}.ui.{key}"
        return i18n.t(full if i18n.has(full) else f"common.{key}", **values)

    def _text(self, text: str, size: int, colour: Sequence[int], *, display: bool = False,
              bold: bool = False) -> pygame.Surface:
        size = max(READABLE, size)
        self.smallest_text = min(self.smallest_text, size)
        key = (text, size, tuple(colour), display, bold)
        surf = self._texts.get(key)
        if surf is None:
            if len(self._texts) >= TEXTS_KEPT:
                self._texts.clear()
            surf = self._texts[key] = get_font(size, display=display, bold=bold).render(
                text, True, colour)
        return surf

    def _fit(self, text: str, size: int, width: int, *, display: bool = False,
             bold: bool = False) -> int:
        return self.scene.fit(text, size, max(1, width), display=display, bold=bold,
                              smallest=READABLE)

    def _people(self) -> list[int]:
        """The people at the table: the bar makes room for all of them, so its size
        stays the same from one window to the next."""
        return [k for k, seat in enumerate(self.scene.session.seats) if seat.is_human] or [0]

    def _sizes(self) -> dict[str, int]:
        """Font sizes and the room the bar's parts need (measured: in a small window,
        the words keep a readable size and the bar takes the width it needs)."""
        key = (i18n.language(), self.scene.px(1000), self.scene.fs(100),
               tuple(self.scene.seat_name(p) for p in self._people()))
        if self._sized is None or self._sized[0] != key:
            self._sized = (key, self._measure())
        return self._sized[1]

    def _measure(self) -> dict[str, int]:
        px, fs = self.scene.px, self.scene.fs
        ts, hs, gs, ks, ns = fs(28), fs(16), fs(24), fs(15), fs(22)
        title_font, hint_font = get_font(ts, display=True), get_font(hs)
        top_h = max(px(58), title_font.get_linesize() + hint_font.get_linesize())
        button_h = max(px(62), READABLE * 3)
        words = max(title_font.size(self._t(key, name=self._longest_name()))[0]
                    for key in ("answer_title", "answer_claimed"))
        words = max(words, *(hint_font.size(self._t(key))[0]
                             for key in ("answer_hint", "answer_look_away")))
        go_w = (get_font(gs, display=True).size(self._t("answer_go_on"))[0]
                + get_font(ks, bold=True).size(self._t("answer_go_on_key"))[0] + px(22) + px(44))
        cap = get_font(fs(20), bold=True).get_linesize() + px(8)
        sym = min(int(button_h * 0.42), px(30))
        name_font = get_font(ns, display=True)
        seat_w = max(px(12) + cap + px(8) + sym + px(8) + name_font.size(self.scene.seat_name(p))[0]
                     + px(14) for p in self._people())
        return {"ts": ts, "hs": hs, "gs": gs, "ks": ks, "ns": ns, "top_h": top_h,
                "button_h": button_h, "go_w": go_w, "cap": cap, "sym": sym,
                "top_w": top_h + px(14) + words + px(14) + go_w,
                "seat_w": min(px(240), seat_w)}

    def _longest_name(self) -> str:
        return max((self.scene.seat_name(p) for p in self._people()), key=len)

    # ----------------------------------------------------------------- layout
    def rect_for(self, area: pygame.Rect) -> pygame.Rect:
        """Where the bar goes in ``area`` (the table's free room): centred near its
        bottom, as wide as its words and buttons need (as the area allows)."""
        px = self.scene.px
        sz = self._sizes()
        most = len(self._people())
        pad = px(14)
        buttons = most * sz["seat_w"] + (most - 1) * px(10)
        want = max(px(700), sz["top_w"], buttons) + 2 * pad + px(24)
        w = min(area.w - 2 * px(8), want)
        h = sz["top_h"] + px(10) + sz["button_h"] + 2 * px(11) + px(24)
        rect = pygame.Rect(0, 0, max(px(200), w), h)
        rect.midbottom = (area.centerx, area.bottom - px(10))
        return rect

    def _layout(self, rect: pygame.Rect, holders: list[int]) -> dict[str, pygame.Rect]:
        px = self.scene.px
        sz = self._sizes()
        body = art.panel_body_rect(rect.w, rect.h).move(rect.topleft)
        inner = body.inflate(-px(28), -px(22))
        top_h = sz["top_h"]
        rects: dict[str, pygame.Rect] = {"panel": rect, "body": body}
        d = min(top_h, px(58))
        ring = pygame.Rect(inner.left, inner.top + (top_h - d) // 2, d, d)
        rects["ring"] = ring
        go_w = min(sz["go_w"], int(inner.w * 0.45))
        go_h = min(top_h, max(px(54), READABLE * 3))
        rects["go_on"] = pygame.Rect(inner.right - go_w, inner.top + (top_h - go_h) // 2, go_w, go_h)
        rects["title"] = pygame.Rect(ring.right + px(14), inner.top,
                                     rects["go_on"].left - ring.right - px(28), top_h)
        row_top = inner.top + top_h + px(10)
        bh = inner.bottom - row_top
        n = max(1, len(holders))
        gap = px(10)
        bw = min(px(240), max(sz["seat_w"], px(150)), (inner.w - gap * (n - 1)) // n)
        left = inner.centerx - (bw * n + gap * (n - 1)) // 2
        for k, seat in enumerate(holders):
            rects[f"seat{seat}"] = pygame.Rect(left + k * (bw + gap), row_top, bw, bh)
        return rects

    def button_rect(self, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s button was last drawn (None: not drawn)."""
        return self._rects.get(f"seat{seat}")

    def go_on_rect(self) -> pygame.Rect | None:
        return self._rects.get("go_on")

    # ------------------------------------------------------------------ input
    def _at(self, pos: tuple[int, int]) -> str | None:
        for name, rect in self._rects.items():
            if (name == "go_on" or name.startswith("seat")) and rect.collidepoint(pos):
                return name
        return None

    def hover(self, pos: tuple[int, int]) -> bool:
        """The mouse is at ``pos``; True if the bar looks different now."""
        hit = self._at(pos)
        if hit != self._hover:
            self._hover = hit
            return True
        return False

    def handle(self, event: pygame.event.Event, driver: TurnDriver) -> bool:
        """React to ``event``; True if the bar used it (a click on the bar, a number
        key that claimed, Space or Enter that went on)."""
        window = driver.window
        if window is None:
            self._pressed = None
            return False
        if event.type == pygame.MOUSEMOTION:
            if self.hover(event.pos):
                self._invalidate()
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self._at(event.pos)
            self._pressed = hit
            panel = self._rects.get("body")
            return hit is not None or (panel is not None and panel.collidepoint(event.pos))
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed = self._pressed, None
            hit = self._at(event.pos)
            if pressed is None or hit != pressed:
                return pressed is not None
            return self._press(pressed, driver) or True
        if event.type == pygame.KEYDOWN:
            if event.key in GO_ON_KEYS:
                return self._press("go_on", driver)
            seat = SEAT_KEYS.get(event.key)
            if seat is not None and seat in window.holders:
                return self._press(f"seat{seat}", driver)
        return False

    def _press(self, name: str, driver: TurnDriver) -> bool:
        done = driver.go_on() if name == "go_on" else driver.claim(int(name[4:]))
        audio = getattr(getattr(self.scene, "app", None), "audio", None)
        if audio is not None:
            audio.play("click" if done else "error")
        self._invalidate()
        return done

    def _invalidate(self) -> None:
        invalidate = getattr(self.scene, "invalidate", None)
        if invalidate is not None:
            invalidate()

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, area: pygame.Rect, driver: TurnDriver) -> None:
        """Draw the bar in ``area`` while the driver's window is open (nothing else)."""
        window = driver.window
        if window is None:
            self._rects = {}
            return
        self.smallest_text = 10**6
        rect = self.rect_for(area)
        rects = self._rects = self._layout(rect, window.holders)
        px = self.scene.px
        claimed = window.claimed
        edge = self.scene.seat_rgb(claimed) if claimed is not None else palette.HIGHLIGHT
        glow = self.scene.image(("answer-glow", rect.size, edge), lambda: art.glow(
            rect.w - px(16), rect.h - px(16), px(14), px(30), (*edge, 150)))
        surface.blit(glow, glow.get_rect(center=rects["body"].center))
        panel = self.scene.image(("answer-panel", rect.size), lambda: art.panel(
            rect.w, rect.h, px(26), palette.PANEL, palette.CHEESE_DARK))
        surface.blit(panel, rect)
        self._draw_ring(surface, rects["ring"], window)
        self._draw_title(surface, rects["title"], window)
        self._draw_go_on(surface, rects["go_on"])
        names = self._name_size(window.holders, rects)
        for seat in window.holders:
            self._draw_seat(surface, rects[f"seat{seat}"], seat, window, names)

    def _name_room(self, rect: pygame.Rect) -> int:
        sz = self._sizes()
        px = self.scene.px
        return rect.w - (px(12) + sz["cap"] + px(8) + sz["sym"] + px(8) + px(14))

    def _name_size(self, holders: list[int], rects: dict[str, pygame.Rect]) -> int:
        """One size for the names on the buttons: the largest at which they all fit, but
        not so small that a long name makes the others small (it ends in "…" then)."""
        fs = self.scene.fs
        size = fs(22)
        for seat in holders:
            room = self._name_room(rects[f"seat{seat}"])
            size = min(size, self._fit(self.scene.seat_name(seat), fs(22), room, display=True))
        return max(size, fs(18))

    def _draw_ring(self, surface: pygame.Surface, rect: pygame.Rect, window: AnswerWindow) -> None:
        claimed = window.claimed
        d = rect.h
        if claimed is not None:
            rgb = self.scene.seat_rgb(claimed)
            step = RING_STEPS
        else:
            rgb = palette.ACCENT if window.seconds_left <= 2.0 else palette.CHEESE_DARK
            step = math.ceil(window.fraction() * RING_STEPS)
        key = (d, step, rgb)
        ring = self._rings.get(key)
        if ring is None:
            if len(self._rings) > 2 * RING_STEPS:
                self._rings.clear()
            ring = self._rings[key] = _ring(d, step / RING_STEPS, rgb, max(3, self.scene.px(8)))
        surface.blit(ring, rect)
        if claimed is not None:
            shape = art.seat_shape(self.scene.session.seats[claimed].colour)
            size = int(d * 0.5)
            icon = self.scene.image(("answer-symbol", shape, size, rgb),
                                    lambda: art.symbol(shape, size, rgb))
            surface.blit(icon, icon.get_rect(center=rect.center))
            return
        number = str(max(0, math.ceil(window.seconds_left - 1e-6)))
        img = self._text(number, self.scene.fs(24), palette.TEXT, bold=True)
        surface.blit(img, img.get_rect(center=rect.center))

    def _draw_title(self, surface: pygame.Surface, rect: pygame.Rect, window: AnswerWindow) -> None:
        claimed = window.claimed
        if claimed is None:
            title, hint = self._t("answer_title"), self._t("answer_hint")
        else:
            name = self.scene.seat_name(claimed)
            title, hint = self._t("answer_claimed", name=name), self._t("answer_look_away")
        ts = self._fit(title, self.scene.fs(28), rect.w, display=True)
        title = ellipsize(title, ts, rect.w, display=True)
        hs = self._fit(hint, self.scene.fs(16), rect.w)
        hint = ellipsize(hint, hs, rect.w)
        top = self._text(title, ts, palette.TEXT, display=True)
        low = self._text(hint, hs, art.mix(palette.TEXT, palette.PANEL, 0.3))
        gap = -self.scene.px(2)
        y = rect.centery - (top.get_height() + low.get_height() + gap) // 2
        surface.blit(top, (rect.left, y))
        surface.blit(low, (rect.left, y + top.get_height() + gap))

    def _state(self, name: str, enabled: bool = True) -> str:
        if not enabled:
            return "disabled"
        if self._pressed == name and self._hover == name:
            return "pressed"
        return "hover" if self._hover == name else "normal"

    def _draw_go_on(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        px, fs = self.scene.px, self.scene.fs
        state = self._state("go_on")
        surface.blit(art.button_surface(rect.w, rect.h, palette.OK, state), rect)
        _, dy = art.button_text_offset(rect.h, state)
        cap_text = self._t("answer_go_on_key")
        cap_img = self._text(cap_text, fs(15), palette.TEXT, bold=True)
        cap = cap_img.get_rect().inflate(px(12), px(6))
        label = self._t("answer_go_on")
        room = rect.w - cap.w - px(40)
        size = self._fit(label, fs(24), room, display=True)
        img = self._text(ellipsize(label, size, room, display=True), size, palette.TEXT_LIGHT,
                         display=True)
        total = img.get_width() + px(10) + cap.w
        x = rect.centerx - total // 2
        cy = rect.centery + dy
        surface.blit(img, img.get_rect(midleft=(x, cy)))
        cap.midleft = (x + img.get_width() + px(10), cy)
        _keycap(surface, cap, cap_img)

    def _draw_seat(self, surface: pygame.Surface, rect: pygame.Rect, seat: int,
                   window: AnswerWindow, size: int) -> None:
        px, fs = self.scene.px, self.scene.fs
        name = f"seat{seat}"
        rgb = self.scene.seat_rgb(seat)
        claimed = window.claimed
        enabled = claimed is None or claimed == seat
        state = "hover" if claimed == seat else self._state(name, enabled)
        if claimed == seat:
            ring = rect.inflate(px(10), px(10))
            pygame.draw.rect(surface, palette.HIGHLIGHT, ring, max(3, px(4)),
                             border_radius=ring.h // 3)
        surface.blit(art.button_surface(rect.w, rect.h, rgb, state), rect)
        _, dy = art.button_text_offset(rect.h, state)
        cy = rect.centery + dy
        ink = _ink_on(rgb) if enabled else (214, 204, 194)
        # the number key, a keycap at the left
        cap_img = self._text(str(seat + 1), fs(20), palette.TEXT, bold=True)
        side = max(self._sizes()["cap"], cap_img.get_width() + px(8))
        cap = pygame.Rect(0, 0, side, side)
        cap.midleft = (rect.left + px(12), cy)
        _keycap(surface, cap, cap_img, faded=not enabled)
        # the seat's symbol and name
        sym = self._sizes()["sym"]
        shape = art.seat_shape(self.scene.session.seats[seat].colour)
        light = palette.PANEL if enabled else art.mix(rgb, palette.PANEL, 0.5)
        icon = self.scene.image(("answer-symbol", shape, sym, light),
                                lambda: art.symbol(shape, sym, light))
        x = cap.right + px(8)
        surface.blit(icon, icon.get_rect(midleft=(x, cy)))
        x += sym + px(8)
        room = rect.right - px(14) - x
        label = ellipsize(self.scene.seat_name(seat), size, room, display=True)
        img = self._text(label, size, ink, display=True)
        surface.blit(img, img.get_rect(midleft=(x, cy)))


def _keycap(surface: pygame.Surface, rect: pygame.Rect, label: pygame.Surface,
            faded: bool = False) -> None:
    """A little key (the key that does it) with ``label`` on it."""
    face = art.mix(palette.PANEL, (200, 190, 180), 0.5) if faded else palette.PANEL
    radius = max(3, rect.h // 4)
    pygame.draw.rect(surface, art.shade(face, 0.35), rect.move(0, max(1, rect.h // 10)),
                     border_radius=radius)
    pygame.draw.rect(surface, face, rect, border_radius=radius)
    pygame.draw.rect(surface, palette.OUTLINE, rect, max(1, rect.h // 16), border_radius=radius)
    surface.blit(label, label.get_rect(center=rect.center))


def _ring(d: int, fraction: float, rgb: Sequence[int], thick: int) -> pygame.Surface:
    """The countdown ring: a track and ``fraction`` of it filled clockwise from the
    top, anti-aliased (drawn large, then scaled down)."""
    s = 3
    big = pygame.Surface((d * s, d * s), pygame.SRCALPHA)
    c = d * s / 2
    outer = c - s
    inner = outer - thick * s
    track = art.mix(palette.PANEL, palette.WOOD, 0.35)
    pygame.draw.circle(big, palette.OUTLINE, (c, c), outer + s)
    pygame.draw.circle(big, track, (c, c), outer)
    if fraction > 0:
        n = max(2, int(96 * fraction))
        end = -math.pi / 2 + 2 * math.pi * fraction
        pts = [(c + outer * math.cos(a), c + outer * math.sin(a))
               for a in (-math.pi / 2 + (end + math.pi / 2) * k / n for k in range(n + 1))]
        pts.append((c, c))
        pygame.draw.polygon(big, tuple(rgb[:3]), pts)
    pygame.draw.circle(big, palette.OUTLINE, (c, c), inner + s)
    pygame.draw.circle(big, palette.PANEL, (c, c), inner)
    return pygame.transform.smoothscale(big, (d, d))
