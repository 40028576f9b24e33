"""The answer bar: the shared table's short answer window, drawn by a table scene
while ``driver.window`` is open (see :mod:`game.table.window`).

A warm panel says "Play a power?", with a countdown ring, and one card per person who
may answer. Each person decides for themselves, on their own card: their big button
(their colour, symbol and name, and the number key that does it: the seat's number, 1
to 6) is their claim, "I may answer" (:meth:`TurnDriver.claim`); under it, *Pass*
(:meth:`TurnDriver.decline`), and, for a game that offers it (``quiet=True``), *Until
my turn* (pass in every window until their own next turn). A card says what its person
decided ("will look", "passes", "passes until their turn"); a person who passed may
still change their mind with their big button while the rules have not reached them.
*Go on* (Space or Enter), at the top right, appears only when it is one person's own
pass (:meth:`TurnDriver.go_on_for`): the only person still to decide, or the claimant
answering now. Tab (Shift+Tab back) goes from button to button, a golden ring shows
where, and Enter or Space presses it. While the claimant answers, the bar says who answers and that the others
look away. The cards sit in rows as the room allows (six people in a small window: three
rows of two).
A person who plays on another computer (issue 20: ``driver.is_remote``) answers on their
own screen: their card here is no button (no key, no *Pass*), it says they decide on
their screen, then what they decided, as it arrives.

Use::

    bar = AnswerBar(scene, quiet=True)      # once, with the table scene
    bar.draw(surface, area, driver)        # each frame while driver.window is open
    if bar.handle(event, driver): ...      # clicks on its buttons, keys 1-6, Space/Enter
    bar.hover(pos)                         # mouse moves
    bar.rect_for(area)                     # how big it is (to keep other things clear)

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
from .answer_parts import countdown_ring, ink_on, keycap, passes, seat_key
from .canvas import Canvas
from .fonts import get_font
from .widgets import READABLE, ellipsize, fit_lines

if TYPE_CHECKING:
    from ..session import Session
    from ..table.driver import TurnDriver
    from ..table.window import AnswerWindow


GO_ON_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
#: Steps of the countdown ring (a new picture only when the ring moves a step).
RING_STEPS = 120
#: The room between two people's cards (their small buttons must not read as one row).
CARD_GAP = 26
#: How many rendered lines of text the bar keeps.
TEXTS_KEPT = 64


class BarHost(Canvas, Protocol):
    """What the bar needs of the table scene (a :class:`BaseGameScene` is one)."""

    session: Session
    size: tuple[int, int]

    def seat_name(self, player: int) -> str: ...
    def seat_rgb(self, player: int) -> tuple[int, int, int]: ...


class AnswerBar:
    """The answer window's panel (see the module's docstring)."""

    def __init__(self, scene: BarHost, quiet: bool = False) -> None:
        self.scene = scene
        #: offer "Until my turn" on each person's card
        self.quiet = quiet
        self._hover: str | None = None
        self._pressed: str | None = None
        self._focus: str | None = None          # the button Tab reached (Enter presses it)
        self._rects: dict[str, pygame.Rect] = {}
        self._texts: dict[tuple, pygame.Surface] = {}
        self._rings: dict[tuple, pygame.Surface] = {}
        self._sized: tuple[tuple, dict[str, int]] | None = None
        #: the smallest font size of the last drawing (never below READABLE)
        self.smallest_text = 10**6
        #: the people of the window who decide on another computer (issue 20): their
        #: cards say so and cannot be pressed here
        self.elsewhere: frozenset[int] = frozenset()

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

    def _small_keys(self) -> tuple[str, ...]:
        return ("answer_pass", "answer_quiet") if self.quiet else ("answer_pass",)

    def _sizes(self) -> dict[str, int]:
        """Font sizes and the room the bar's parts need (measured: in a small window,
        the words keep a readable size and the bar takes the width it needs)."""
        key = (i18n.language(), self.scene.px(1000), self.scene.fs(100), self.quiet,
               tuple(self.scene.seat_name(p) for p in self._people()))
        if self._sized is None or self._sized[0] != key:
            self._sized = (key, self._measure())
        return self._sized[1]

    def _measure(self) -> dict[str, int]:
        px, fs = self.scene.px, self.scene.fs
        ts, hs, gs, ks, ns, ss = fs(28), fs(16), fs(24), fs(15), fs(22), fs(17)
        title_font, hint_font = get_font(ts, display=True), get_font(hs)
        top_h = max(px(58), title_font.get_linesize() + hint_font.get_linesize())
        button_h = max(px(52), READABLE * 3)
        small_h = max(px(38), READABLE * 2 + 6)
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
        small_font = get_font(ss, bold=True)
        small_w = sum(small_font.size(self._t(k))[0] + px(28) for k in self._small_keys())
        small_w += px(8) * (len(self._small_keys()) - 1)
        said = ("answer_looks", "answer_passes", "answer_elsewhere") + (
            ("answer_passes_quiet",) if self.quiet else ())
        status_w = max(get_font(fs(16), bold=True).size(self._t(k))[0] + px(16) for k in said)
        main_min = max(min(seat_w, px(190)), px(150))
        side_w = max(small_w, status_w)
        card_min = max(side_w, main_min)
        return {"ts": ts, "hs": hs, "gs": gs, "ks": ks, "ns": ns, "ss": ss, "top_h": top_h,
                "button_h": button_h, "small_h": small_h, "go_w": go_w, "cap": cap, "sym": sym,
                "top_w": top_h + px(14) + words + px(14) + go_w,
                "card_min": card_min, "card_w": max(card_min, min(px(280), seat_w)),
                "side_w": side_w, "main_min": main_min, "wide_min": main_min + px(8) + side_w,
                "wide_w": max(main_min, min(px(280), seat_w)) + px(8) + side_w}

    def _longest_name(self) -> str:
        return max((self.scene.seat_name(p) for p in self._people()), key=len)

    # ----------------------------------------------------------------- layout
    def _grid(self, inner_w: int, n: int) -> tuple[int, int, int, bool]:
        """How the cards of ``n`` people sit in ``inner_w``: per row, rows, card width,
        and their shape: tall (the small buttons under the big one) or wide (beside it),
        whichever makes the bar lower (tall when both are as low)."""
        sz = self._sizes()
        gap = self.scene.px(CARD_GAP)
        n = max(1, n)
        best: tuple[int, int, int, int, bool] | None = None
        for wide in (False, True):
            need = sz["wide_min"] if wide else sz["card_min"]
            per_row = max(1, min(n, (inner_w + gap) // (need + gap)))
            rows = -(-n // per_row)
            per_row = -(-n // rows)                  # balanced rows: 2 + 2, not 3 + 1
            most = sz["wide_w"] if wide else sz["card_w"]
            card_w = max(1, min(most, (inner_w - gap * (per_row - 1)) // per_row))
            h = rows * self._card_h(wide) + (rows - 1) * gap
            if best is None or h < best[0]:
                best = (h, per_row, rows, card_w, wide)
        assert best is not None
        return best[1], best[2], best[3], best[4]

    def _title_w(self, inner_w: int) -> int:
        """The room of the title and its hint, between the ring and *Go on*."""
        px = self.scene.px
        sz = self._sizes()
        d = min(sz["top_h"], px(58))
        go_w = min(sz["go_w"], int(inner_w * 0.45))
        return max(1, inner_w - d - px(14) - go_w - px(28))

    def _hint_lines(self, hint: str, width: int) -> tuple[list[str], int]:
        """The hint in at most three lines of ``width`` (a small window: more lines,
        never cut)."""
        return fit_lines(hint, self.scene.fs(16), width, 3)

    def _top_h(self, inner_w: int) -> int:
        """The height of the top row: the title and the longest hint's lines."""
        sz = self._sizes()
        width = self._title_w(inner_w)
        lines = max(len(self._hint_lines(self._t(key), width)[0])
                    for key in ("answer_hint", "answer_look_away", "answer_look_elsewhere"))
        title = get_font(sz["ts"], display=True).get_linesize()
        hint = get_font(READABLE if lines > 1 else sz["hs"]).get_linesize()
        return max(sz["top_h"], title + lines * hint)

    def _card_h(self, wide: bool = False) -> int:
        sz = self._sizes()
        return sz["button_h"] if wide else sz["button_h"] + self.scene.px(6) + sz["small_h"]

    def rect_for(self, area: pygame.Rect, count: int | None = None) -> pygame.Rect:
        """How big the bar is in ``area`` (the table's free room) for ``count`` cards
        (None: one per person at the table), centred near its bottom: as wide as its
        words and cards need (as the area allows), as tall as its rows of cards. A table
        may move it where it hides nothing it must show."""
        px = self.scene.px
        sz = self._sizes()
        most = count if count is not None else len(self._people())
        most = max(1, most)
        pad = px(14)
        gap = px(CARD_GAP)
        cards = most * sz["card_w"] + (most - 1) * gap
        want = max(px(700), sz["top_w"], cards) + 2 * pad + px(24)
        w = max(px(200), min(area.w - 2 * px(8), want))
        h = 0
        for _ in range(2):                           # the panel's margins depend on its size
            inner_w = art.panel_body_rect(w, max(h, px(200))).w - px(28)
            _, rows, _, wide = self._grid(inner_w, most)
            h = (self._top_h(inner_w) + px(10) + rows * self._card_h(wide) + (rows - 1) * gap
                 + 2 * px(11) + px(24))
        rect = pygame.Rect(0, 0, w, h)
        rect.midbottom = (area.centerx, area.bottom - px(10))
        return rect

    def _layout(self, rect: pygame.Rect, holders: list[int]) -> dict[str, pygame.Rect]:
        px = self.scene.px
        sz = self._sizes()
        body = art.panel_body_rect(rect.w, rect.h).move(rect.topleft)
        inner = body.inflate(-px(28), -px(22))
        top_h = self._top_h(inner.w)
        rects: dict[str, pygame.Rect] = {"panel": rect, "body": body}
        d = min(top_h, px(58))
        ring = pygame.Rect(inner.left, inner.top + (top_h - d) // 2, d, d)
        rects["ring"] = ring
        go_w = min(sz["go_w"], int(inner.w * 0.45))
        go_h = min(top_h, max(px(54), READABLE * 3))
        go = pygame.Rect(inner.right - go_w, inner.top + (top_h - go_h) // 2, go_w, go_h)
        rects["go_slot"] = go
        rects["title"] = pygame.Rect(ring.right + px(14), inner.top,
                                     go.left - ring.right - px(28), top_h)
        gap = px(CARD_GAP)
        sgap = px(8)
        per_row, rows, cw, wide = self._grid(inner.w, len(holders))
        ch = self._card_h(wide)
        grid_h = rows * ch + (rows - 1) * gap
        row_top = inner.top + top_h + px(10) + max(0, (inner.bottom - inner.top - top_h - px(10)
                                                      - grid_h) // 2)
        for k, seat in enumerate(holders):
            r, c = divmod(k, per_row)
            in_row = min(per_row, len(holders) - r * per_row)
            left = inner.centerx - (cw * in_row + gap * (in_row - 1)) // 2 + c * (cw + gap)
            top = row_top + r * (ch + gap)
            if wide:
                side = min(sz["side_w"], max(cw // 2, cw - sgap - sz["main_min"]))
                main = pygame.Rect(left, top, cw - sgap - side, sz["button_h"])
                small = pygame.Rect(main.right + sgap, top, side, sz["button_h"])
            else:
                main = pygame.Rect(left, top, cw, sz["button_h"])
                small = pygame.Rect(left, main.bottom + px(6), cw, sz["small_h"])
            rects[f"seat{seat}"] = main
            rects[f"status{seat}"] = small
            widths = self._small_widths(small.w, sgap)
            x = small.left
            for key, width in zip(self._small_keys(), widths):
                name = "pass" if key == "answer_pass" else "quiet"
                rects[f"{name}{seat}"] = pygame.Rect(x, small.top, width, small.h)
                x += width + sgap
        return rects

    def _small_widths(self, cw: int, sgap: int) -> list[int]:
        """The widths of a card's small buttons: each as its word needs, the rest
        shared out."""
        px = self.scene.px
        font = get_font(self._sizes()["ss"], bold=True)
        need = [font.size(self._t(k))[0] + px(28) for k in self._small_keys()]
        room = cw - sgap * (len(need) - 1)
        extra = max(0, room - sum(need)) // len(need)
        widths = [w + extra for w in need]
        widths[-1] = room - sum(widths[:-1])
        return widths

    def button_rect(self, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s big button (their claim) was last drawn (None: not drawn)."""
        return self._rects.get(f"seat{seat}")

    def pass_rect(self, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s *Pass* was last drawn (None: not drawn)."""
        return self._rects.get(f"pass{seat}")

    def quiet_rect(self, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s *Until my turn* was last drawn (None: not drawn)."""
        return self._rects.get(f"quiet{seat}")

    def go_on_rect(self) -> pygame.Rect | None:
        """Where *Go on* was last drawn (None: it is nobody's to say now)."""
        return self._rects.get("go_on")

    # ------------------------------------------------------------------ input
    def _at(self, pos: tuple[int, int]) -> str | None:
        for name, rect in self._rects.items():
            if name.startswith(("go_on", "seat", "pass", "quiet")) and rect.collidepoint(pos):
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
            self._focus = None
            panel = self._rects.get("body")
            return hit is not None or (panel is not None and panel.collidepoint(event.pos))
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed = self._pressed, None
            hit = self._at(event.pos)
            if pressed is None or hit != pressed:
                return pressed is not None
            return self._press(pressed, driver) or True
        if event.type == pygame.KEYDOWN:
            targets = self._targets()
            if event.key == pygame.K_TAB and targets:
                back = bool(event.mod & pygame.KMOD_SHIFT)
                at = targets.index(self._focus) if self._focus in targets else (0 if back else -1)
                self._focus = targets[(at + (-1 if back else 1)) % len(targets)]
                self._invalidate()
                return True
            if event.key in GO_ON_KEYS:
                if self._focus in targets:
                    focus, self._focus = self._focus, None
                    return self._press(focus, driver) or True
                return self._press("go_on", driver)
            seat = seat_key(event)
            if seat is not None and seat in window.holders and not driver.is_remote(seat):
                return self._press(f"seat{seat}", driver)
        return False

    def _targets(self) -> list[str]:
        """The buttons that may be pressed now, in Tab order (card by card, then *Go on*)."""
        return [name for name in self._rects if name.startswith(("seat", "pass", "quiet", "go_on"))]

    def _press(self, name: str, driver: TurnDriver) -> bool:
        if name == "go_on":
            done = driver.go_on()
        elif name.startswith("seat"):
            done = driver.claim(int(name[4:]))
        elif name.startswith("pass"):
            done = driver.decline(int(name[4:]))
        else:
            done = driver.decline(int(name[5:]), until_turn=True)
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
    def draw(self, surface: pygame.Surface, area: pygame.Rect, driver: TurnDriver,
             at: pygame.Rect | None = None) -> None:
        """Draw the bar in ``area`` while the driver's window is open (nothing else);
        ``at``: where exactly (a table that placed it itself, from :meth:`rect_for`)."""
        window = driver.window
        if window is None:
            self._rects = {}
            return
        self.smallest_text = 10**6
        self.elsewhere = frozenset(s for s in window.seats if driver.is_remote(s))
        rect = at if at is not None else self.rect_for(area, len(window.seats))
        rects = self._rects = self._layout(rect, window.seats)
        go_seat = driver.go_on_for()
        if go_seat is not None:
            rects["go_on"] = rects["go_slot"]
        else:                                       # no *Go on*: the title takes its room
            title = rects["title"]
            rects["title"] = pygame.Rect(title.left, title.top, rects["go_slot"].right - title.left, title.h)
        answering = driver.claimant_asked()
        px = self.scene.px
        edge = self.scene.seat_rgb(answering) if answering is not None else palette.HIGHLIGHT
        glow = self.scene.image(("answer-glow", rect.size, edge), lambda: art.glow(
            rect.w - px(16), rect.h - px(16), px(14), px(30), (*edge, 150)))
        surface.blit(glow, glow.get_rect(center=rects["body"].center))
        panel = self.scene.image(("answer-panel", rect.size), lambda: art.panel(
            rect.w, rect.h, px(26), palette.PANEL, palette.CHEESE_DARK))
        surface.blit(panel, rect)
        self._draw_ring(surface, rects["ring"], window, answering)
        self._draw_title(surface, rects["title"], answering,
                         elsewhere=bool(window.seats) and set(window.seats) <= self.elsewhere)
        if go_seat is not None:
            self._draw_go_on(surface, rects["go_on"])
        names = self._name_size(window.seats, rects)
        for seat in window.seats:
            self._draw_seat(surface, rects, seat, window, names)
        # the buttons of people who decided are not there to be clicked (a person who
        # passed may still claim while the rules have not reached them)
        for seat in window.seats:
            if seat not in window.holders or window.expired or seat in self.elsewhere:
                rects.pop(f"seat{seat}", None)
            if seat in window.looks or passes(window, seat) or seat in self.elsewhere:
                rects.pop(f"pass{seat}", None)
                rects.pop(f"quiet{seat}", None)
        if self._focus is not None:
            focused = rects.get(self._focus)
            if focused is None:
                self._focus = None
            else:                                   # the keyboard's place: a golden ring
                ring = focused.inflate(px(8), px(8))
                pygame.draw.rect(surface, palette.HIGHLIGHT, ring, max(2, px(4)),
                                 border_radius=min(ring.h // 2, px(18)))

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

    def _draw_ring(self, surface: pygame.Surface, rect: pygame.Rect, window: AnswerWindow,
                   answering: int | None) -> None:
        d = rect.h
        if answering is not None:
            rgb = self.scene.seat_rgb(answering)
            step = RING_STEPS
        else:
            rgb = palette.ACCENT if window.seconds_left <= 2.0 else palette.CHEESE_DARK
            step = math.ceil(window.fraction() * RING_STEPS)
        key = (d, step, rgb)
        ring = self._rings.get(key)
        if ring is None:
            if len(self._rings) > 2 * RING_STEPS:
                self._rings.clear()
            ring = self._rings[key] = countdown_ring(d, step / RING_STEPS, rgb, max(3, self.scene.px(8)))
        surface.blit(ring, rect)
        if answering is not None:
            shape = art.seat_shape(self.scene.session.seats[answering].colour)
            size = int(d * 0.5)
            icon = self.scene.image(("answer-symbol", shape, size, rgb),
                                    lambda: art.symbol(shape, size, rgb))
            surface.blit(icon, icon.get_rect(center=rect.center))
            return
        number = str(max(0, math.ceil(window.seconds_left - 1e-6)))
        img = self._text(number, self.scene.fs(24), palette.TEXT, bold=True)
        surface.blit(img, img.get_rect(center=rect.center))

    def _draw_title(self, surface: pygame.Surface, rect: pygame.Rect, answering: int | None,
                    *, elsewhere: bool = False) -> None:
        """The title and its hint; ``elsewhere``: everybody asked decides on another
        computer (nobody here has a name to touch)."""
        if answering is None:
            title = self._t("answer_title")
            hint = self._t("answer_look_elsewhere" if elsewhere else "answer_hint")
        else:
            name = self.scene.seat_name(answering)
            # nobody here looks away from a choice made on another screen
            away = "answer_look_elsewhere" if answering in self.elsewhere else "answer_look_away"
            title, hint = self._t("answer_claimed", name=name), self._t(away)
        ts = self._fit(title, self.scene.fs(28), rect.w, display=True)
        title = ellipsize(title, ts, rect.w, display=True)
        lines, hs = self._hint_lines(hint, rect.w)
        top = self._text(title, ts, palette.TEXT, display=True)
        ink = art.mix(palette.TEXT, palette.PANEL, 0.3)
        lows = [self._text(ellipsize(line, hs, rect.w), hs, ink) for line in lines]
        gap = -self.scene.px(2)
        step = get_font(hs).get_linesize()
        y = rect.centery - (top.get_height() + gap + step * len(lows)) // 2
        surface.blit(top, (rect.left, y))
        y += top.get_height() + gap
        for low in lows:
            surface.blit(low, (rect.left, y))
            y += step

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
        keycap(surface, cap, cap_img)

    def _draw_seat(self, surface: pygame.Surface, rects: dict[str, pygame.Rect], seat: int,
                   window: AnswerWindow, size: int) -> None:
        """A person's card: their big button (the number key, their symbol and name, at
        font ``size``), and under it their decision."""
        px, fs = self.scene.px, self.scene.fs
        rect = rects[f"seat{seat}"]
        name = f"seat{seat}"
        rgb = self.scene.seat_rgb(seat)
        looks = seat in window.looks
        passed = passes(window, seat)
        can_claim = seat in window.holders and not window.expired
        elsewhere = seat in self.elsewhere       # not a button here: it decides there
        state = "hover" if looks else self._state(
            name, not elsewhere and (not passed or (can_claim and self._hover == name)))
        if looks:
            ring = rect.inflate(px(10), px(10))
            pygame.draw.rect(surface, palette.HIGHLIGHT, ring, max(3, px(4)),
                             border_radius=ring.h // 3)
        surface.blit(art.button_surface(rect.w, rect.h, rgb, state), rect)
        _, dy = art.button_text_offset(rect.h, state)
        cy = rect.centery + dy
        enabled = state != "disabled"
        ink = ink_on(rgb) if enabled else (112, 100, 92)
        # the number key, a keycap at the left (none for a person elsewhere: no key
        # of this keyboard answers for them)
        cap_img = self._text(str(seat + 1), fs(20), palette.TEXT, bold=True)
        side = max(self._sizes()["cap"], cap_img.get_width() + px(8))
        cap = pygame.Rect(0, 0, side, side)
        cap.midleft = (rect.left + px(12), cy)
        if not elsewhere:
            keycap(surface, cap, cap_img, faded=not enabled)
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
        self._draw_decision(surface, rects, seat, window)

    def _draw_decision(self, surface: pygame.Surface, rects: dict[str, pygame.Rect], seat: int,
                       window: AnswerWindow) -> None:
        """Under a person's button: their small buttons (Pass, Until my turn), or what
        they decided."""
        px, fs = self.scene.px, self.scene.fs
        looks = seat in window.looks
        status = rects[f"status{seat}"]
        if looks or passes(window, seat):
            if looks:
                word = self._t("answer_looks")
            elif seat in window.quiet:
                word = self._t("answer_passes_quiet")
            else:
                word = self._t("answer_passes")
            ws = self._fit(word, fs(16), status.w - px(8), bold=True)
            img = self._text(ellipsize(word, ws, status.w - px(8), bold=True), ws,
                             palette.TEXT if looks else art.mix(palette.TEXT, palette.PANEL, 0.35),
                             bold=True)
            surface.blit(img, img.get_rect(center=status.center))
            return
        if seat in self.elsewhere:                 # their buttons are on their own screen
            word = self._t("answer_elsewhere")
            ws = self._fit(word, fs(16), status.w - px(8), bold=True)
            img = self._text(ellipsize(word, ws, status.w - px(8), bold=True), ws,
                             art.mix(palette.TEXT, palette.PANEL, 0.2), bold=True)
            surface.blit(img, img.get_rect(center=status.center))
            return
        for kind in ("pass", "quiet"):
            small = rects.get(f"{kind}{seat}")
            if small is None:
                continue
            key = "answer_pass" if kind == "pass" else "answer_quiet"
            sstate = self._state(f"{kind}{seat}")
            colour = palette.WOOD_DARK if kind == "pass" else palette.PANEL_DARK
            surface.blit(art.button_surface(small.w, small.h, colour, sstate), small)
            _, sdy = art.button_text_offset(small.h, sstate)
            word = self._t(key)
            room = small.w - px(12)
            ss = self._fit(word, self._sizes()["ss"], room, bold=True)
            img = self._text(ellipsize(word, ss, room, bold=True), ss, palette.TEXT_LIGHT, bold=True)
            surface.blit(img, img.get_rect(center=(small.centerx, small.centery + sdy)))
