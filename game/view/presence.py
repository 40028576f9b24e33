"""The marks of the remote seats on the host's table (issue 20: play across the house).

A seat whose person plays on another machine of the home network is a *remote seat*.
On the host's table each one has a mark among the controls at the top right (a mouse
face in the seat's colour with a small badge: a green tick while its machine is
joined, an orange pause sign while it is away, a little computer while a computer
plays for it), and a click on the marks opens a panel under them that says it in
words, one line a seat, with the host's button for an away seat: "Let a computer
play" (until the person comes back; "Wait for them" takes it back). The panel opens
by itself when a seat goes away: the table then waits for that person, and the host
should know why; it closes by itself once everyone is back (unless the host opened or
closed it meanwhile).

The marks read a :class:`PresenceSource`, the hosting side's object (``game.net.
hosting``): the *presence protocol* of this module:

- ``presence() -> Sequence[SeatPresence]``: each remote seat (``seat`` in play order,
  ``name`` the person's, ``connected``: its machine is joined now, ``standin``: a
  computer plays for it until the person comes back);
- ``let_computer_play(seat, on)``: the host's button: a computer plays the away seat
  (``on``), or the table waits for its person again (``off``). When the person comes
  back, the hosting side ends the stand-in itself (``standin`` False again).

Keys: O opens and closes the panel; while it is open, Tab (Shift+Tab back) goes from
one of its buttons to the next, a golden ring shows where, Enter or Space presses it,
and Esc closes it (the pause menu at the next Esc).

Wiring: ``attach(scene, source)`` puts the marks on a table
(:class:`~game.scenes.gamescene.BaseGameScene`), which draws them over the game, gives
them the clicks first and lays the controls out with room for them
(:class:`~game.view.table_controls.TableControls`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from .. import i18n
from . import art, palette
from .fonts import get_font
from .widgets import draw_text, ellipsize, fit_lines, label_width

#: the key that opens and closes the panel ("O": other screens, "ordinateurs")
OPEN_KEY = pygame.K_o
#: the keys that press the panel's button the keyboard reached
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class SeatPresence(Protocol):
    """One remote seat, as the hosting side knows it now."""

    @property
    def seat(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def connected(self) -> bool: ...
    @property
    def standin(self) -> bool: ...


class PresenceSource(Protocol):
    """What the marks read and the host's button calls (see the module's words)."""

    def presence(self) -> Sequence[SeatPresence]: ...
    def let_computer_play(self, seat: int, on: bool) -> None: ...


@dataclass
class Remote:
    """A remote seat's presence (what :class:`PreviewPresence` keeps; any object with
    these fields will do)."""

    seat: int
    name: str
    connected: bool = True
    standin: bool = False


class PreviewPresence:
    """A presence that hosts nothing (tests, a look): seats come and go when told."""

    def __init__(self, seats: Sequence[Remote]):
        self.seats = list(seats)
        self.asked: list[tuple[int, bool]] = []

    def presence(self) -> list[Remote]:
        return list(self.seats)

    def let_computer_play(self, seat: int, on: bool) -> None:
        self.asked.append((seat, on))
        for remote in self.seats:
            if remote.seat == seat and not remote.connected:
                remote.standin = on


def screen_icon(surface: pygame.Surface, box: pygame.Rect, colour: Sequence[int],
                remote: bool) -> None:
    """A little computer screen in ``box`` (its stand under it); ``remote``: with the
    waves of a connection in its top right corner."""
    line = max(2, box.h // 10)
    w = int(box.w * (0.78 if remote else 0.9))
    screen = pygame.Rect(box.left + (0 if remote else (box.w - w) // 2), box.top + box.h // 8,
                         w, int(box.h * 0.58))
    pygame.draw.rect(surface, colour, screen, line, border_radius=max(2, line))
    foot_y = screen.bottom + max(2, box.h // 8)
    pygame.draw.line(surface, colour, (screen.centerx, screen.bottom), (screen.centerx, foot_y), line)
    pygame.draw.line(surface, colour, (screen.centerx - screen.w // 4, foot_y),
                     (screen.centerx + screen.w // 4, foot_y), line)
    if remote:
        cx, cy = box.right - line, box.top + line
        for k in (1, 2):
            radius = int(box.h * 0.2 * k)
            arc = pygame.Rect(cx - radius, cy - radius, 2 * radius, 2 * radius)
            pygame.draw.arc(surface, colour, arc, math.pi, 1.5 * math.pi, line)
        pygame.draw.circle(surface, colour, (cx, cy), line)


def state_of(remote: SeatPresence) -> str:
    """"here", "away" (the table waits for them) or "standin" (a computer plays, or
    is let play: ``allowed``, when the source says so apart)."""
    if remote.connected:
        return "here"
    return "standin" if remote.standin or getattr(remote, "allowed", False) else "away"


class Table(Protocol):
    """What the marks need of the table (a BaseGameScene is one)."""

    size: tuple[int, int]

    def px(self, value: float) -> int: ...
    def fs(self, value: float) -> int: ...
    def seat_rgb(self, player: int) -> tuple[int, int, int]: ...
    def invalidate(self) -> None: ...
    @property
    def app(self) -> Any: ...


def attach(scene: Any, source: PresenceSource) -> PresenceMarks:
    """Put the remote seats' marks on ``scene`` (a table), read from ``source``."""
    marks = PresenceMarks(scene, source)
    scene.presence = marks
    scene.layout(scene.size)
    return marks


class PresenceMarks:
    """The marks among the table's controls and their panel (see the module)."""

    def __init__(self, table: Table, source: PresenceSource):
        self.table = table
        self.source = source
        self.rect = pygame.Rect(0, 0, 0, 0)
        #: the panel under the marks is open
        self.open = False
        #: it opened because a seat went away (it closes again when all are back, unless
        #: the host opened or closed it meanwhile)
        self.opened_by_itself = False
        self.panel = pygame.Rect(0, 0, 0, 0)
        #: the host's button in each line of the panel: (its rect, seat, on)
        self.buttons: list[tuple[pygame.Rect, int, bool]] = []
        self.pressed: tuple[int, bool] | None = None
        #: the button the keyboard reached (Tab), as (seat, on); None: none
        self.focus: tuple[int, bool] | None = None
        self.seen: tuple = self.look()
        self.clock = 0.0

    # what the source says -------------------------------------------------------
    def remotes(self) -> list[SeatPresence]:
        try:
            seats = list(self.source.presence())
        except Exception:   # noqa: BLE001 -- the hosting side's trouble: no marks, no crash
            return []
        n = len(getattr(getattr(self.table, "session", None), "seats", ())) or 32
        return [r for r in seats if isinstance(r.seat, int) and 0 <= r.seat < n]

    def look(self) -> tuple:
        return tuple((r.seat, r.name, state_of(r)) for r in self.remotes())

    def update(self, dt: float) -> bool:
        """True when the marks changed (the table draws again); a seat that has just
        gone away opens the panel."""
        self.clock += dt
        seen = self.look()
        if seen == self.seen:
            return any(state == "away" for _, _, state in seen) and int(self.clock / 0.5) != int(
                (self.clock - dt) / 0.5)                     # the away badge blinks
        before = {seat: state for seat, _, state in self.seen}
        count = len(self.seen)
        self.seen = seen
        if len(seen) != count:                    # room for more or fewer marks
            layout = getattr(self.table, "layout", None)
            if layout is not None:
                layout(self.table.size)
        if any(state == "away" and before.get(seat) != "away" for seat, _, state in seen):
            self.open = self.opened_by_itself = True
        elif self.opened_by_itself and all(state == "here" for _, _, state in seen):
            self.open = self.opened_by_itself = False     # everybody is back: out of the way
        self.table.invalidate()
        return True

    # layout ---------------------------------------------------------------------
    def width(self, height: int) -> int:
        """How wide the marks are at the controls' ``height``."""
        n = len(self.seen)
        if not n:
            return 0
        px = self.table.px
        face = int(height * 0.72)
        return px(12) + int(height * 0.5) + px(6) + n * (face + px(4)) + px(8)

    def place(self, right: int, top: int, height: int) -> int:
        """The marks end at ``right`` in the controls' row; returns where they start
        (``right`` when there is no remote seat)."""
        w = self.width(height)
        self.rect = pygame.Rect(right - w, top, w, height) if w else pygame.Rect(right, top, 0, 0)
        return self.rect.left

    # input ----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """The marks' and the panel's clicks and keys (True: taken, the game does not
        see it)."""
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.w and self.rect.collidepoint(event.pos):
                return True
            if self.open:
                for rect, seat, on in self.buttons:
                    if rect.collidepoint(event.pos):
                        self.pressed = (seat, on)
                        self.table.invalidate()
                        return True
                return bool(self.panel.collidepoint(event.pos))
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.rect.w and self.rect.collidepoint(event.pos):
                self.open = not self.open
                self.opened_by_itself = False
                self._click()
                return True
            pressed, self.pressed = self.pressed, None
            if self.open:
                for rect, seat, on in self.buttons:
                    if rect.collidepoint(event.pos) and pressed == (seat, on):
                        self.source.let_computer_play(seat, on)
                        self._click()
                        return True
                return bool(self.panel.collidepoint(event.pos)) or pressed is not None
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        if not self.rect.w:
            return False
        if event.key == OPEN_KEY and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.open = not self.open
            self.focus = None
            self.opened_by_itself = False
            self._click()
            return True
        if not self.open:
            return False
        if event.key == pygame.K_ESCAPE:
            self.open = self.opened_by_itself = False
            self.focus = None
            self._click()
            return True
        targets = [(seat, on) for _, seat, on in self.buttons]
        if event.key == pygame.K_TAB:
            if targets:
                back = bool(event.mod & pygame.KMOD_SHIFT)
                at = targets.index(self.focus) if self.focus in targets else (0 if back else -1)
                self.focus = targets[(at + (-1 if back else 1)) % len(targets)]
                self.table.invalidate()
            return True                       # the panel is up: Tab is its own
        if event.key in PRESS_KEYS and self.focus in targets:
            seat, on = self.focus
            self.focus = None
            self.source.let_computer_play(seat, on)
            self._click()
            return True
        return False

    def _click(self) -> None:
        audio = getattr(self.table.app, "audio", None)
        if audio is not None:
            audio.play("click")
        self.table.invalidate()

    # drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not self.rect.w:
            return
        self.draw_marks(surface)
        self.buttons = []
        if self.open:
            self.draw_panel(surface)
        else:
            self.panel = pygame.Rect(0, 0, 0, 0)

    def draw_marks(self, surface: pygame.Surface) -> None:
        """The pill among the controls: a screen, then each remote seat's face and badge."""
        px = self.table.px
        r = self.rect
        pygame.draw.rect(surface, palette.SHADOW, r.move(0, px(3)), border_radius=r.h // 2)
        pygame.draw.rect(surface, palette.HIGHLIGHT if self.open else palette.PANEL, r,
                         border_radius=r.h // 2)
        pygame.draw.rect(surface, palette.OUTLINE, r, max(2, px(2)), border_radius=r.h // 2)
        icon = pygame.Rect(r.left + px(12), r.top, int(r.h * 0.5), r.h).inflate(0, -int(r.h * 0.5))
        screen_icon(surface, icon, palette.TEXT, True)
        face = int(r.h * 0.72)
        x = icon.right + px(6)
        for seat, _, state in self.seen:
            rgb = self.table.seat_rgb(seat)
            picture = art.mouse_face(rgb, face)
            if state != "here":
                picture = picture.copy()
                picture.fill((255, 255, 255, 140), special_flags=pygame.BLEND_RGBA_MULT)
            spot = picture.get_rect(midleft=(x, r.centery))
            surface.blit(picture, spot)
            self.badge(surface, state, pygame.Rect(spot.right - face // 2, spot.bottom - face // 2,
                                                   face // 2 + px(2), face // 2 + px(2)))
            x += face + px(4)

    def badge(self, surface: pygame.Surface, state: str, box: pygame.Rect) -> None:
        """A seat's state on its face: a tick (here), a blinking pause (away), a
        computer's screen (a computer stands in)."""
        px = self.table.px
        colour = {"here": palette.OK, "away": palette.DANGER, "standin": palette.PANEL_DARK}[state]
        if state == "away" and int(self.clock / 0.5) % 2:
            colour = palette.CHEESE_DARK
        pygame.draw.circle(surface, palette.TEXT_LIGHT, box.center, box.w // 2 + max(1, px(2)))
        pygame.draw.circle(surface, colour, box.center, box.w // 2)
        s = box.w * 0.28
        cx, cy = box.center
        line = max(2, px(3))
        if state == "here":
            pygame.draw.lines(surface, palette.TEXT_LIGHT, False,
                              [(cx - s, cy), (cx - s * 0.3, cy + s * 0.7), (cx + s, cy - s * 0.7)], line)
        elif state == "away":
            for dx in (-s * 0.45, s * 0.45):
                pygame.draw.line(surface, palette.TEXT_LIGHT, (cx + dx, cy - s), (cx + dx, cy + s), line)
        else:
            head = pygame.Rect(0, 0, int(2 * s), int(1.5 * s))
            head.center = (cx, cy)
            pygame.draw.rect(surface, palette.TEXT_LIGHT, head, max(1, line - 1), border_radius=2)

    def line_words(self, seat: int, name: str, state: str) -> tuple[str, str | None, bool]:
        """A panel line's words, its button's label (None: none) and what it asks."""
        t = i18n.t
        if state == "here":
            return t("lobby.here", name=name), None, False
        if state == "away":
            return t("lobby.away", name=name), t("lobby.standin_on"), True
        return t("lobby.standin", name=name), t("lobby.standin_off"), False

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The panel under the marks: a line a remote seat, with the host's button."""
        table = self.table
        px, fs = table.px, table.fs
        w_window, h_window = table.size
        size = fs(18)
        face = px(34)
        bh = px(40)
        labels = [self.line_words(seat, name, state) for seat, name, state in self.seen]
        button_w = max([label_width(b, fs(17)) + px(36) for _, b, _ in labels if b] or [0])
        width = min(w_window - px(28), max(px(380), button_w + face + px(200)))
        text_w = width - face - px(40)
        rows = []
        for (seat, _name, state), (words, button, on) in zip(self.seen, labels, strict=True):
            lines, lsize = fit_lines(words, size, text_w, 3, smallest=fs(16))
            rows.append((seat, state, lines, lsize, button, on))
        heights = [max(face, len(lines) * get_font(lsize).get_linesize())
                   + (bh + px(8) if button else 0) + px(16) for _, _, lines, lsize, _, _ in rows]
        title = i18n.t("lobby.presence_title")
        title_h = get_font(fs(19), bold=True).get_linesize() + px(10)
        keys, keys_size = fit_lines(i18n.t("lobby.presence_keys"), fs(15), width - px(28), 2)
        keys_h = len(keys) * get_font(keys_size).get_linesize() + px(6)
        panel = pygame.Rect(0, 0, width, px(16) + title_h + sum(heights) + keys_h + px(6))
        panel.topright = (self.rect.right, self.rect.bottom + px(10))
        panel.bottom = min(panel.bottom, h_window - px(10))
        panel.right = min(panel.right, w_window - px(14))
        self.panel = panel
        shade = panel.move(px(3), px(5))
        pygame.draw.rect(surface, palette.SHADOW, shade, border_radius=px(18))
        pygame.draw.rect(surface, palette.PANEL, panel, border_radius=px(18))
        pygame.draw.rect(surface, palette.OUTLINE, panel, max(2, px(2)), border_radius=px(18))
        title_size = fs(19)
        draw_text(surface, ellipsize(title, title_size, panel.w - px(28), bold=True), title_size,
                  palette.TEXT, bold=True, topleft=(panel.left + px(14), panel.top + px(10)))
        y = panel.top + px(10) + title_h
        for (seat, state, lines, lsize, button, on), h in zip(rows, heights, strict=True):
            rgb = table.seat_rgb(seat)
            band = pygame.Rect(panel.left + px(8), y, panel.w - px(16), h - px(6))
            pygame.draw.rect(surface, art.mix(rgb, palette.PANEL, 0.75), band, border_radius=px(12))
            spot = pygame.Rect(band.left + px(6), band.top + px(8), face, face)
            surface.blit(art.mouse_face(rgb, face), spot)
            self.badge(surface, state, pygame.Rect(spot.right - face // 2, spot.bottom - face // 2,
                                                   face // 2 + px(2), face // 2 + px(2)))
            step = get_font(lsize).get_linesize()
            ty = band.top + px(8)
            for line in lines:
                draw_text(surface, line, lsize, palette.TEXT, topleft=(spot.right + px(12), ty))
                ty += step
            if button:
                rect = pygame.Rect(0, 0, max(button_w, px(160)), bh)
                rect.topright = (band.right - px(8), max(ty, spot.bottom) + px(6))
                pressed = self.pressed == (seat, on)
                image = art.button_surface(rect.w, rect.h, palette.OK if on else palette.WOOD_DARK,
                                           "pressed" if pressed else "normal")
                surface.blit(image, image.get_rect(center=rect.center))
                label_size = fs(17)
                draw_text(surface, ellipsize(button, label_size, rect.w - px(20)), label_size,
                          palette.TEXT_LIGHT, center=rect.move(0, px(2) if pressed else -px(2)).center)
                self.buttons.append((rect, seat, on))
                if self.focus == (seat, on):       # the keyboard's place: a golden ring
                    ring = rect.inflate(px(8), px(8))
                    pygame.draw.rect(surface, palette.HIGHLIGHT, ring, max(2, px(4)),
                                     border_radius=min(ring.h // 2, px(18)))
            y += h
        ink = art.mix(palette.TEXT, palette.PANEL, 0.3)
        for line in keys:
            draw_text(surface, line, keys_size, ink, topleft=(panel.left + px(14), y + px(2)))
            y += get_font(keys_size).get_linesize()
        if self.focus not in [(seat, on) for _, seat, on in self.buttons]:
            self.focus = None
