"""The "Join a game" screen (issue 20): play from this computer in a game another
computer of the home network hosts.

From the title screen's *Join a game*: the games found at home (when finding them is
on: :mod:`game.net.discovery`'s ``Browser``, looked up when the screen opens; a click
fills in the address; a game of another version, or with no free seat, is greyed), the host's address
(``192.168.1.20:47470``, as the host's waiting screen shows it) and the name to join
with (the host's seat takes it when the host left it unnamed; both filled in as the
last time), the join code in big digits (typed, or the number keys), *Join* and *Back*. While it joins, the screen says
what happens in words (looking for the host, waiting for the host to start, trying
again); a problem (a wrong code, no game at that address, locked out for a while...)
is said in words under the fields, and the fields stay as typed to try again. When
the host's first update comes, the table of the game opens in place of this screen
(:meth:`game.app.App.start_remote`).

``main.py --join HOST:PORT --code CODE`` opens this screen with both filled in and
joins at once (``start``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from .. import i18n
from ..core import registry
from ..i18n import t
from ..net import discovery
from ..net.client import Problem, TokenStore, problem_words
from ..net.joining import Joining
from ..view import art, palette
from ..view.fonts import get_font
from ..view.widgets import READABLE, Button, TextFit, draw_text, ellipsize, fit_lines
from .manager import Host
from .menu import MenuScene, fit_size, game_title
from .setup_choices import NAME_MAX
from .setup_fields import NameField, name_typing

ADDRESS_LIMIT = 60
CODE_LIMIT = 8
_ADDRESS_CHARS = set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.:-[]%")
#: how many found games the list shows
FOUND_SHOWN = 3


@dataclass(eq=False)
class CodeField(NameField):
    """The join code: big digits with room between them, easy to read and check."""

    def shown(self) -> tuple[str, bool]:
        text, placeholder = super().shown()
        return (text if placeholder else " ".join(text)), placeholder

    def text_fit(self) -> TextFit:
        """The digits as big as the field lets them be (a placeholder at the usual size)."""
        text, placeholder = self.shown()
        key = ("code", text, self.rect.size, self.editing)
        if self._fit is None or self._fit[0] != key:
            room = self.label_room()
            largest = round(self.rect.height * (0.42 if placeholder else 0.6))
            size = fit_size(text, max(READABLE, largest), room, bold=True)
            self._fit = (key, TextFit([ellipsize(text, size, room, bold=True)] if text else [],
                                      size, room, False, True))
        return self._fit[1]


@dataclass(eq=False)
class FoundButton(Button):
    """A game found at home: its words on two lines when one is too narrow (a
    host's long name at 800x600), never cut."""

    def text_fit(self) -> TextFit:
        key = ("found", self.label, self.rect.size)
        if self._fit is None or self._fit[0] != key:
            room = self.label_room()
            lines, size = fit_lines(self.label, max(READABLE, int(self.rect.height * 0.36)), room, 2,
                                    display=True)
            self._fit = (key, TextFit(lines, size, room))
        return self._fit[1]

    def paint(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.paint_face(surface, rect)
        dy = art.button_text_offset(rect.height, self.state())[1]
        fit = self.text_fit()
        colour = self.text_colour if self.enabled else (210, 200, 190)
        step = get_font(fit.size, display=True).get_linesize()
        top = rect.centery + dy - step * len(fit.lines) // 2
        for k, line in enumerate(fit.lines):
            draw_text(surface, line, fit.size, colour, display=True,
                      midtop=(rect.centerx, top + k * step))


@dataclass(frozen=True)
class Found:
    """A game found on the home network, as the list shows it."""

    name: str
    address: str
    port: int
    game: str
    free: int
    #: the host speaks this program's protocol and has a free seat (else shown, greyed)
    joinable: bool = True


def kept_code(store: TokenStore, address: str) -> str:
    """The join code kept with this computer's seat in the game at ``address`` ("":
    none, or an address that does not read)."""
    from ..net.client import parse_address
    try:
        kept = store.get(parse_address(address))
    except ValueError:
        return ""
    return kept.code if kept is not None else ""


def _field(record: Any, *names: str) -> Any:
    """The first of ``names`` a found record has (a dict's key or an attribute)."""
    for key in names:
        value = record.get(key) if isinstance(record, dict) else getattr(record, key, None)
        if value is not None:
            return value
    return None


def found_games(browser: Any) -> list[Found]:
    """The games the discovery browser has found (its records read with care: a
    field missing or of the wrong type leaves that record out)."""
    out: list[Found] = []
    if browser is None:
        return out
    try:
        records = list(browser.found())
    except Exception:  # the finder's own trouble never stops this screen
        return out
    for record in records:
        name, address, port = (_field(record, "name"), _field(record, "address", "host"),
                               _field(record, "port"))
        game, free = _field(record, "game", "game_id"), _field(record, "free", "free_seats")
        if (isinstance(name, str) and isinstance(address, str) and type(port) is int
                and isinstance(game, str) and type(free) is int):
            joinable = _field(record, "joinable")
            out.append(Found(name[:64], address[:64], port, game[:32], free,
                             joinable is not False and free > 0))
    return out


def open_browser() -> Any:
    """The discovery browser of the games hosted at home, or None: finding them is off
    (``SOURIS_NO_DISCOVERY``, every test)."""
    try:
        if not discovery.enabled():
            return None
        return discovery.Browser(registry.games())
    except Exception:  # no network at all: the address can still be typed
        return None


class JoinScene(MenuScene):
    """The "Join a game" screen (see the module's docstring)."""

    def __init__(self, app: Host, *, address: str = "", code: str = "", name: str = "",
                 autoplay: bool = False, start: bool = False):
        super().__init__(app)
        store = TokenStore()
        last_address, last_name = store.last()      # filled in as last time
        self.address = (address or last_address)[:ADDRESS_LIMIT]
        self.code = "".join(ch for ch in code if ch.isdigit())[:CODE_LIMIT]
        #: the code was filled in from what this computer kept (it follows the address)
        self._code_kept = False
        if not self.code and self.address and not address:
            # back after a drop (or a restart of this program): the game's code too, as
            # kept with its seat's token, so that one click on Join takes the seat back
            self.code = kept_code(store, self.address)
            self._code_kept = bool(self.code)
        self.name = (name or last_name)[:NAME_MAX]
        self.autoplay = autoplay
        self.editing: str | None = None
        self.joining: Joining | None = None
        self.problem: Problem | None = None
        self.browser: Any = None
        self.found: list[Found] = []
        self.fields: dict[str, NameField] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.status_rect = pygame.Rect(0, 0, 0, 0)
        self.labels: list[tuple[str, pygame.Rect, str]] = []
        self._shown_status: tuple[str, ...] | None = None
        self._start = start

    # life cycle ---------------------------------------------------------------
    def enter(self) -> None:
        self.browser = open_browser()
        if self._start:
            self._start = False
            self.join()

    def exit(self) -> None:
        super().exit()
        self.stop_editing()
        if self.joining is not None:
            self.joining.cancel()
        browser, self.browser = self.browser, None
        close = getattr(browser, "close", None)
        if callable(close):
            try:
                close()
            except Exception:  # the finder going away never stops the program
                pass

    # actions ------------------------------------------------------------------
    def join(self) -> None:
        self.stop_editing()
        if self.joining is not None and self.joining.status not in ("failed",):
            return
        self.problem = None
        self.app.joining = True
        self.joining = Joining(self.address, self.code, name=self.name, lang=i18n.language(),
                               autoplay=self.autoplay)
        if self.joining.problem is not None:
            self.problem = self.joining.problem
            self.joining = None
        self.rebuild()

    def cancel(self) -> None:
        if self.joining is not None:
            self.joining.cancel()
            self.joining = None
        self.rebuild()

    def back(self) -> None:
        if self.editing is not None:
            self.stop_editing()
            return
        super().back()

    def pick(self, found: Found) -> None:
        """A game found at home: its address goes into the field, the code is next."""
        host = f"[{found.address}]" if ":" in found.address else found.address
        self.address = f"{host}:{found.port}"
        if self._code_kept or not self.code:
            self.code = kept_code(TokenStore(), self.address)
            self._code_kept = bool(self.code)
        self.rebuild()
        self.start_editing("code")

    def start_editing(self, which: str) -> None:
        if self.joining is not None:
            return
        self.editing = which
        pygame.key.start_text_input()
        self.rebuild()

    def stop_editing(self) -> None:
        if self.editing is not None:
            self.editing = None
            pygame.key.stop_text_input()
            self.rebuild()

    # frame ---------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        moving = False
        if self.browser is not None:
            found = found_games(self.browser)
            if found != self.found:
                self.found = found
                self.rebuild()
        joining = self.joining
        if joining is not None:
            session = joining.poll()
            if session is not None:
                self.joining = None
                TokenStore().remember(self.address, self.name)
                self.app.scenes.pop()
                start = self.app.start_remote
                start(session)
                return True
            if joining.status == "failed":
                self.problem = joining.problem or Problem("other")
                self.joining = None
                self.rebuild()
            key = (joining.status, str(joining.joined_count()), str(joining.free_seats()))
            if key != self._shown_status:
                self._shown_status = key
                self.rebuild()
            moving = True                       # the dots move while it joins
        return moving

    def handle(self, event: pygame.event.Event) -> None:
        if self.editing is not None:
            which = self.editing
            text = {"address": self.address, "name": self.name, "code": self.code}[which]
            limit = {"address": ADDRESS_LIMIT, "name": NAME_MAX, "code": CODE_LIMIT}[which]
            new, what = name_typing(event, text, limit)
            if what == "edited":
                if which == "code":
                    self.code = "".join(ch for ch in new if ch.isdigit())
                    self._code_kept = False             # typed: the person's own
                elif which == "address":
                    self.address = "".join(ch for ch in new if ch in _ADDRESS_CHARS)
                    if self._code_kept:                 # a code filled in goes with its address
                        self.code = kept_code(TokenStore(), self.address)
                else:
                    self.name = new
                self.problem = None
                self.rebuild()
                return
            if what == "done":
                key = event.key
                following = {"address": "name", "name": "code", "code": "address"}[which]
                if key == pygame.K_TAB:
                    self.start_editing(following)
                elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and which == "code":
                    self.join()
                elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    self.start_editing(following)
                else:
                    self.stop_editing()
                return
            if what == "key":
                return
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                inside = any(f.rect.collidepoint(event.pos) for f in self.fields.values())
                if not inside:
                    self.stop_editing()
        super().handle(event)

    # layout -------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.size
        px, fs = self.px, self.fs
        margin = px(24)
        back_h = max(READABLE * 2 + 10, px(56))
        buttons: list[Button] = [self.back_button(margin, back_h)]
        top = margin + back_h + px(12)
        pw = min(w - 2 * margin, px(980))
        self.panel = pygame.Rect((w - pw) // 2, top, pw, h - top - margin)
        pad = px(30)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        self.labels = []
        y = inner.top
        # the games found at home (not while joining one: the seats to take go there)
        label_size = fs(22)
        label_h = get_font(label_size, bold=True).get_linesize()
        busy = self.joining is not None
        if not busy:
            self.labels.append((t("join.found"), pygame.Rect(inner.left, y, inner.w, label_h), "head"))
            y += label_h + px(6)
        row_h = max(get_font(READABLE, display=True).get_linesize() * 2 + 8, px(56))
        shown = self.found[:FOUND_SHOWN]
        if busy:
            pass
        elif shown:
            for found in shown:
                seats = (i18n.t_n("join.found_seats", found.free) if found.free > 0
                         else t("join.found_full"))
                label = t("join.found_game", game=game_title(found.game) if found.game else "?",
                          name=found.name) + "  ·  " + seats
                rect = pygame.Rect(inner.left, y, inner.w, row_h)
                buttons.append(self.button(label, partial(self.pick, found), rect, cls=FoundButton,
                                           colour=palette.WOOD_DARK,
                                           enabled=not busy and found.joinable))
                y += row_h + px(8)
            self.list_rect = pygame.Rect(inner.left, inner.top, inner.w, y - inner.top)
        else:
            note = t("join.found_off") if self.browser is None else t("join.found_none")
            lines, size = fit_lines(note, fs(18), inner.w, 2)
            note_h = len(lines) * get_font(size).get_linesize()
            self.labels.append((note, pygame.Rect(inner.left, y, inner.w, note_h), "note"))
            y += note_h
        y += px(18) if not busy else 0
        # the address, and beside it the name to join with
        gap = px(20)
        address_w = (inner.w - gap) * 3 // 5
        name_left = inner.left + address_w + gap
        name_w = inner.right - name_left
        self.labels.append((t("join.address"), pygame.Rect(inner.left, y, address_w, label_h), "head"))
        self.labels.append((t("join.name"), pygame.Rect(name_left, y, name_w, label_h), "head"))
        y += label_h + px(4)
        field_h = max(READABLE * 2 + 12, px(60))
        address = self.button(self.address, partial(self.start_editing, "address"),
                              pygame.Rect(inner.left, y, address_w, field_h), cls=NameField,
                              colour=palette.PANEL, unit=self.u, editing=self.editing == "address",
                              placeholder=t("join.address_hint"), enabled=not busy)
        name = self.button(self.name, partial(self.start_editing, "name"),
                           pygame.Rect(name_left, y, name_w, field_h), cls=NameField,
                           colour=palette.PANEL, unit=self.u, editing=self.editing == "name",
                           placeholder=t("join.name_hint"), enabled=not busy)
        buttons += [address, name]
        y += field_h + px(16)
        # the code, big, and Join beside it
        self.labels.append((t("join.code"), pygame.Rect(inner.left, y, inner.w, label_h), "head"))
        y += label_h + px(4)
        code_h = max(READABLE * 3, px(84))
        join_label = t("join.cancel") if busy else t("join.join")
        join_w = max(px(220), get_font(fit_size(join_label, fs(30), px(400), display=True),
                                       display=True).size(join_label)[0] + px(60))
        code_w = min(px(420), inner.w - join_w - px(20))
        code = self.button(self.code, partial(self.start_editing, "code"),
                           pygame.Rect(inner.left, y, code_w, code_h), cls=CodeField,
                           colour=palette.PANEL, unit=self.u, editing=self.editing == "code",
                           placeholder=t("join.code_hint") if self.editing == "code" else "",
                           enabled=not busy)
        buttons.append(code)
        action = self.cancel if busy else self.join
        buttons.append(self.button(join_label, action,
                                   pygame.Rect(inner.left + code_w + px(20), y, join_w, code_h),
                                   colour=palette.DANGER if busy else palette.OK))
        self.fields = {"address": address, "name": name, "code": code}
        y += code_h + px(16)
        self.status_rect = pygame.Rect(inner.left, y, inner.w, max(0, inner.bottom - y))
        y += self._status_height()
        # while waiting for the host: the other seats still free, to take one instead
        choices = self.joining.free_seats() if self.joining is not None else []
        if choices:
            y += px(10)
            self.labels.append((t("join.other_seat"), pygame.Rect(inner.left, y, inner.w, label_h), "note"))
            y += label_h + px(4)
            seat_h = max(get_font(READABLE, display=True).get_linesize() + 18, px(54))
            x = inner.left
            for seat, seat_name in choices[:4]:
                label = t("join.take_seat", n=seat + 1, name=seat_name)
                size = max(READABLE, int(seat_h * 0.42))
                w = min(inner.w, get_font(size, display=True).size(label)[0] + px(40))
                if x + w > inner.right and x > inner.left:
                    x = inner.left
                    y += seat_h + px(8)
                buttons.append(self.button(label, partial(self.take_seat, seat),
                                           pygame.Rect(x, y, w, seat_h), colour=palette.WOOD_DARK))
                x += w + px(12)
            y += seat_h
        self.panel.h = min(self.panel.h, max(self.status_rect.top + px(110), y + px(12)) - self.panel.top + pad)
        self.set_buttons(buttons)

    def take_seat(self, seat: int) -> None:
        """Another seat than the one the host gave: this computer asks for it."""
        if self.joining is not None:
            self.joining.switch(seat)
            self._shown_status = None
            self.rebuild()

    def _status_height(self) -> int:
        text, _ = self.status()
        if not text:
            return 0
        lines, size = fit_lines(text, self.fs(22), self.status_rect.w or self.px(900), 3, bold=True)
        return len(lines) * get_font(size, bold=True).get_linesize()

    def status(self) -> tuple[str, tuple[int, int, int]]:
        """What the screen says under the fields now, and in which colour."""
        if self.problem is not None:
            return problem_words(self.problem), palette.DANGER
        joining = self.joining
        if joining is None:
            return "", palette.TEXT
        status = joining.status
        if status == "waiting":
            joined, total = joining.joined_count()
            words = (t("join.waiting", joined=joined, total=total) if total
                     else t("join.waiting_plain"))
            welcome = joining.welcome or {}
            seat = welcome.get("seat")
            seats = welcome.get("seats") or []
            if type(seat) is int and 0 <= seat < len(seats) and isinstance(seats[seat], dict):
                from ..net.mirror import seats_of
                words += " " + t("join.seat", n=seat + 1, name=seats_of(welcome)[seat].name)
            return words, palette.OK
        if status == "reconnecting":
            return t("join.reconnecting"), palette.TEXT
        return t("join.connecting"), palette.TEXT

    # drawing ------------------------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        self.backdrop(surface)
        px = self.px
        w, _ = surface.get_size()
        heading = t("join.title")
        size = fit_size(heading, self.fs(46), w - 2 * px(260), display=True, bold=True)
        draw_text(surface, heading, size, palette.TEXT_LIGHT, display=True, bold=True, shadow=True,
                  midtop=(w // 2, px(26)))
        r = self.panel
        surface.blit(art.panel(r.w, r.h, px(26)), r)
        for text, rect, kind in self.labels:
            if kind == "head":
                label_size = fit_size(text, self.fs(22), rect.w, bold=True)
                draw_text(surface, ellipsize(text, label_size, rect.w, bold=True), label_size,
                          palette.TEXT, bold=True, topleft=rect.topleft)
            else:
                lines, line_size = fit_lines(text, self.fs(18), rect.w, 2)
                step = get_font(line_size).get_linesize()
                ink = art.mix(palette.TEXT, palette.PANEL, 0.25)
                for k, line in enumerate(lines):
                    draw_text(surface, line, line_size, ink, topleft=(rect.left, rect.top + k * step))

    def draw_live(self, surface: pygame.Surface) -> None:
        text, colour = self.status()
        if not text:
            return
        rect = self.status_rect
        lines, size = fit_lines(text, self.fs(22), rect.w, 3, bold=True)
        step = get_font(size, bold=True).get_linesize()
        for k, line in enumerate(lines):
            draw_text(surface, line, size, colour, bold=True, topleft=(rect.left, rect.top + k * step))
