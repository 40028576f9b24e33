"""The host's "Waiting for players" screen (issue 20: play across the house).

Opened by the setup screen's *Play!* when at least one person plays on another
machine of the home network (:func:`host_game`). It shows what the other machines
need: the join code in big digits, this computer's home-network address(es) with the
port (the line a joiner types), and each remote seat, "waiting…" or "joined: Mamie".
When every remote seat has joined, it says so and the game starts a moment later;
*Cancel* (or Esc) closes the hosted game and goes back to the setup screen, with
every choice kept.

It reads a :class:`Lobby`, the hosting side's object (``game.net.hosting``): the code,
the port, the addresses, the remote seats and whether all have joined; it only reads
it (polled each frame) and closes it on Cancel. A small :class:`PreviewLobby` stands
in for it for a look (``main.py --scene waiting``) and in tests.

Decisions where the issue is silent:

- The game starts by itself once everyone has joined, after :data:`START_BEAT`
  seconds of "Everyone is here!" (so the host sees the last name arrive); there is no
  button to start with a seat still empty (a person's seat cannot be played by nobody;
  the host cancels and makes it a computer instead).
- Loopback is never shown as an address (no other machine can reach it); when the
  computer has no home-network address, the screen says to check the Wi-Fi.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

import pygame

from ..i18n import t
from ..view import art, palette
from ..view.fonts import get_font
from ..view.widgets import draw_text, ellipsize, fit_lines, label_width
from .hosted import HostPlan, open_hosted, start_hosted
from .manager import Host
from .menu import MenuScene, fit_size, game_title, player_rgb

if TYPE_CHECKING:
    pass

#: seconds of "Everyone is here!" before the game starts
START_BEAT = 1.2


# ------------------------------------------------------------------------ what it reads
class LobbySeat(Protocol):
    """A remote seat as the lobby sees it: its seat (play order), the name its
    joiner gave (or the seat's), and whether a machine has joined it."""

    @property
    def seat(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def joined(self) -> bool: ...


class Lobby(Protocol):
    """A hosted game waiting for its players (``game.net.hosting`` provides it)."""

    code: str
    port: int
    # optional: ``listed_as``, the name other machines list the game under (str | None)

    def addresses(self) -> list[str]: ...         # "192.168.1.20" style, no loopback
    def seats(self) -> Sequence[LobbySeat]: ...    # the remote seats
    def all_joined(self) -> bool: ...
    def close(self) -> None: ...


@dataclass
class PreviewSeat:
    seat: int
    name: str
    joined: bool = False


@dataclass
class PreviewLobby:
    """A lobby that hosts nothing (a look at the screen, tests): seats join when told."""

    code: str = "4821"
    port: int = 41234
    listed_as: str | None = None
    found: list[str] = field(default_factory=lambda: ["192.168.1.20"])
    remote: list[PreviewSeat] = field(default_factory=list)
    closed: bool = False

    def addresses(self) -> list[str]:
        return list(self.found)

    def seats(self) -> list[PreviewSeat]:
        return list(self.remote)

    def all_joined(self) -> bool:
        return all(s.joined for s in self.remote)

    def join(self, seat: int, name: str) -> None:
        for s in self.remote:
            if s.seat == seat:
                s.joined, s.name = True, name

    def close(self) -> None:
        self.closed = True


# ------------------------------------------------------------------------ the way in
Opener = Callable[[HostPlan], Lobby]
Starter = Callable[[Host, HostPlan, Lobby], None]


def hosting_hooks() -> tuple[Opener, Starter]:
    """How a hosted game is opened and its table started (:mod:`.hosted`, over
    ``game.net.hosting``)."""
    return open_hosted, start_hosted


def host_game(app: Host, plan: HostPlan, hooks: tuple[Opener, Starter] | None = None) -> WaitingScene | None:
    """Open ``plan``'s hosted game and its waiting screen (the setup screen stays
    under it). A problem (no free port) is said in words, and the family
    stays on the setup screen."""
    from .message import MessageScene
    opener, starter = hooks or hosting_hooks()
    try:
        lobby = opener(plan)
    except OSError as exc:
        app.scenes.push(MessageScene(app, t("lobby.no_port", problem=exc.strerror or str(exc)),
                                     title=t("lobby.cannot_host")))
        return None
    except (ValueError, RuntimeError) as exc:     # no crash for a family: said in words
        app.scenes.push(MessageScene(app, t("lobby.no_port", problem=str(exc)[:120]),
                                     title=t("lobby.cannot_host")))
        return None
    scene = WaitingScene(app, plan, lobby, lambda: starter(app, plan, lobby))
    app.scenes.push(scene)
    return scene


# ------------------------------------------------------------------------ the screen
class WaitingScene(MenuScene):
    """The host waits for the other machines (see the module's words). ``on_ready``
    starts the game (once); ``on_cancel`` is called after the lobby is closed."""

    def __init__(self, app: Host, plan: HostPlan, lobby: Lobby, on_ready: Callable[[], None],
                 on_cancel: Callable[[], None] | None = None):
        super().__init__(app)
        self.plan = plan
        self.lobby = lobby
        self.on_ready = on_ready
        self.on_cancel = on_cancel
        self.seen: tuple = ()
        self.ready_for = 0.0            # seconds everyone has been there
        self.started = False
        self.clock = 0.0
        #: where each seat still waited for has its moving dots
        self.dots: list[pygame.Rect] = []
        self.seen = self.look_of_lobby()

    # the lobby --------------------------------------------------------------------
    def look_of_lobby(self) -> tuple:
        """What the screen shows of the lobby (a change: painted again)."""
        try:
            seats = tuple((s.seat, s.name, s.joined) for s in self.lobby.seats())
            return seats, self.lobby.all_joined(), tuple(self.lobby.addresses()), self.lobby.code
        except Exception:   # noqa: BLE001 -- the hosting side's trouble is not a crash here
            return self.seen

    def remote(self) -> list[tuple[int, str, bool]]:
        """The remote seats: (seat, name shown, joined)."""
        seats = self.seen[0] if self.seen else ()
        return [(seat, name, joined) for seat, name, joined in seats
                if isinstance(seat, int) and 0 <= seat < len(self.plan.seats)]

    def everyone_here(self) -> bool:
        return bool(self.seen) and bool(self.seen[1])

    def cancel(self) -> None:
        """Close the hosted game and go back to the setup (nothing chosen is lost)."""
        if self.started:
            return
        self.started = True
        try:
            self.lobby.close()
        finally:
            if self.app.scenes.top is self:
                self.app.scenes.pop()
            if self.on_cancel is not None:
                self.on_cancel()

    def back(self) -> None:
        self.cancel()

    def exit(self) -> None:
        """Off the stack without Cancel nor a start (the program closes): the hosted
        game is closed too."""
        super().exit()
        if not self.started:
            self.started = True
            self.lobby.close()

    def update(self, dt: float) -> bool:
        self.clock += dt
        seen = self.look_of_lobby()
        if seen != self.seen:
            self.seen = seen
            if self.everyone_here():
                self.app.audio.play("click")
            self.rebuild()
        if self.everyone_here() and not self.started:
            self.ready_for += dt
            if self.ready_for >= START_BEAT:
                self.started = True
                self.on_ready()
                return True
        else:
            self.ready_for = 0.0
        # the waiting dots move: a frame now and then
        before = int((self.clock - dt) / 0.4)
        return before != int(self.clock / 0.4) and not self.everyone_here()

    # layout ---------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.size
        px = self.px
        margin = px(28)
        bh = px(56)
        self.top = margin + px(96)
        self.foot = h - margin - bh - px(16)
        gap = px(24)
        left_w = int((w - 2 * margin - gap) * 0.55)
        self.left = pygame.Rect(margin, self.top, left_w, self.foot - self.top)
        self.right = pygame.Rect(self.left.right + gap, self.top, w - 2 * margin - gap - left_w,
                                 self.foot - self.top)
        label = t("lobby.cancel")
        bw = max(px(220), label_width(label, self.fs(22)) + px(60))
        cancel = self.button(label, self.cancel, pygame.Rect((w - bw) // 2, h - margin - bh, bw, bh),
                             colour=palette.WOOD_DARK)
        self.set_buttons([cancel])

    # drawing --------------------------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        self.backdrop(surface)
        px = self.px
        w = surface.get_width()
        sub = game_title(self.plan.game_id)
        size = fit_size(sub, self.fs(24), w - px(60), display=True)
        rect = draw_text(surface, sub, size, palette.CHEESE_LIGHT, display=True, shadow=True,
                         midtop=(w // 2, px(18)))
        self.heading(surface, t("lobby.title"), rect.bottom - px(6), 50)
        for r in (self.left, self.right):
            surface.blit(art.panel(r.w, r.h + px(8), px(22)), (r.left, r.top - px(4)))
        self.paint_code(surface)
        self.paint_seats(surface)

    def paint_code(self, surface: pygame.Surface) -> None:
        """The left panel: the code in big digits, what to do on the other machine,
        and the address(es) to type, the whole in the middle of the panel's height."""
        inner = self.left.inflate(-2 * self.px(26), -2 * self.px(20))
        used = self.code_block(pygame.Surface((1, 1)), inner, inner.top) - inner.top
        self.code_block(surface, inner, inner.top + max(0, (inner.h - used) // 3))

    def code_block(self, surface: pygame.Surface, inner: pygame.Rect, y: int) -> int:
        """The left panel's content from ``y`` (drawn on ``surface``); returns its end."""
        px = self.px
        y = self.label(surface, t("lobby.code"), inner, y)
        code = str(self.seen[3] if self.seen else self.lobby.code)
        n = max(1, len(code))
        tile_gap = px(14)
        tile = min(px(120), (inner.w - (n - 1) * tile_gap) // n, max(px(48), inner.h // 4))
        x = inner.centerx - (n * tile + (n - 1) * tile_gap) // 2
        digit_size = fit_size("8", int(tile * 0.8), tile, display=True, bold=True)
        for digit in code:
            box = pygame.Rect(x, y + px(4), tile, int(tile * 1.15))
            pygame.draw.rect(surface, palette.SHADOW, box.move(0, px(4)), border_radius=px(14))
            pygame.draw.rect(surface, palette.WHITE, box, border_radius=px(14))
            pygame.draw.rect(surface, palette.CHEESE_DARK, box, max(2, px(3)), border_radius=px(14))
            draw_text(surface, digit, digit_size, palette.TEXT, display=True, bold=True, center=box.center)
            x += tile + tile_gap
        y += int(tile * 1.15) + px(22)
        from ..net import discovery
        listed = getattr(self.lobby, "listed_as", None)
        if discovery.enabled() and isinstance(listed, str) and listed:
            how = t("lobby.how_listed", name=listed)
        elif discovery.enabled():
            how = t("lobby.how_found")
        else:
            how = t("lobby.how_typed")
        lines, size = fit_lines(how, self.fs(19), inner.w, 3)
        step = get_font(size).get_linesize()
        for line in lines:
            draw_text(surface, line, size, palette.TEXT, midtop=(inner.centerx, y))
            y += step
        y += px(14)
        y = self.label(surface, t("lobby.address"), inner, y)
        addresses = list(self.seen[2]) if self.seen else []
        port = self.lobby.port
        if not addresses:
            lines, size = fit_lines(t("lobby.no_address"), self.fs(19), inner.w, 3)
            for line in lines:
                draw_text(surface, line, size, palette.DANGER, midtop=(inner.centerx, y))
                y += get_font(size).get_linesize()
            # the port all the same: with an address known otherwise, one still joins
            words = t("lobby.port_only", port=port)
            size = fit_size(words, self.fs(24), inner.w, display=True, bold=True)
            draw_text(surface, words, size, palette.TEXT, display=True, bold=True,
                      midtop=(inner.centerx, y + px(8)))
            return y + px(8) + get_font(size, display=True, bold=True).get_linesize()
        room = inner.bottom - y
        texts = [f"[{a}]:{port}" if ":" in a else f"{a}:{port}" for a in addresses]
        size = min(fit_size(text, self.fs(34), inner.w, display=True, bold=True) for text in texts)
        step = get_font(size, display=True, bold=True).get_linesize()
        shown = max(1, min(len(texts), room // max(1, step)))
        for text in texts[:shown]:
            draw_text(surface, text, size, palette.TEXT, display=True, bold=True,
                      midtop=(inner.centerx, y))
            y += step
        return y

    def label(self, surface: pygame.Surface, text: str, inner: pygame.Rect, y: int) -> int:
        """A section's label at ``y`` in ``inner``; returns where what it names starts."""
        size = fit_size(text, self.fs(22), inner.w, bold=True)
        rect = draw_text(surface, text, size, palette.TEXT, bold=True, midtop=(inner.centerx, y))
        return rect.bottom + self.px(8)

    def paint_seats(self, surface: pygame.Surface) -> None:
        """The right panel: each remote seat, its mouse face, its name, waiting or
        joined; "Everyone is here!" at the foot once they are."""
        px = self.px
        inner = self.right.inflate(-2 * px(22), -2 * px(20))
        y = self.label(surface, t("lobby.seats"), inner, inner.top)
        remote = self.remote()
        foot_h = px(70)
        room = inner.bottom - foot_h - y
        row_h = max(px(44), min(px(84), room // max(1, len(remote)) - px(8)))
        self.dots = []
        for seat, name, joined in remote:
            row = pygame.Rect(inner.left, y, inner.w, row_h)
            info = self.plan.seats[seat]
            rgb = player_rgb(info.colour)
            pygame.draw.rect(surface, art.mix(rgb, palette.PANEL, 0.72), row, border_radius=row_h // 3)
            face = int(row_h * 0.78)
            surface.blit(art.mouse_face(rgb, face), (row.left + px(8), row.centery - face // 2))
            text_x = row.left + face + px(18)
            text_w = row.right - px(12) - text_x
            seat_name = info.name
            state = t("lobby.joined", name=name) if joined else t("lobby.waiting")
            line_size = fit_size(seat_name, self.fs(24), text_w, display=True, bold=True)
            state_size = fit_size(state, self.fs(19), text_w - px(30), bold=True)
            both = (get_font(line_size, display=True, bold=True).get_linesize()
                    + get_font(state_size).get_linesize())
            top = row.centery - both // 2
            r = draw_text(surface, ellipsize(seat_name, line_size, text_w, display=True, bold=True),
                          line_size, palette.TEXT, display=True, bold=True, topleft=(text_x, top))
            colour = palette.OK if joined else art.mix(palette.TEXT, palette.PANEL, 0.3)
            mark = pygame.Rect(text_x, r.bottom, px(30), get_font(state_size).get_linesize())
            if joined:
                self.tick(surface, mark, palette.OK)
            else:
                self.dots.append(mark)
            draw_text(surface, ellipsize(state, state_size, text_w - px(30), bold=True), state_size,
                      colour, bold=True, midleft=(mark.right + px(6), mark.centery))
            y += row_h + px(8)
        foot = pygame.Rect(inner.left, inner.bottom - foot_h, inner.w, foot_h)
        if self.everyone_here():
            text = t("lobby.everyone")
            colour = palette.OK
        else:
            missing = sum(1 for _, _, joined in remote if not joined)
            text = t("lobby.missing_one") if missing == 1 else t("lobby.missing_many", n=missing)
            colour = art.mix(palette.TEXT, palette.PANEL, 0.2)
        lines, size = fit_lines(text, self.fs(22), foot.w, 2, display=True)
        step = get_font(size, display=True).get_linesize()
        top = foot.centery - step * len(lines) // 2
        for k, line in enumerate(lines):
            draw_text(surface, line, size, colour, display=True, midtop=(foot.centerx, top + k * step))

    def tick(self, surface: pygame.Surface, box: pygame.Rect, colour: Sequence[int]) -> None:
        s = min(box.w, box.h) * 0.4
        cx, cy = box.centerx, box.centery
        pygame.draw.lines(surface, colour, False, [(cx - s, cy), (cx - s * 0.3, cy + s * 0.7),
                                                   (cx + s, cy - s * 0.8)], max(2, self.px(4)))

    def draw_live(self, surface: pygame.Surface) -> None:
        """Three dots that go round beside each seat still waited for."""
        if self.everyone_here():
            return
        px = self.px
        phase = int(self.clock / 0.4) % 3
        r = max(2, px(3))
        for mark in self.dots:
            for k in range(3):
                colour = palette.ACCENT if k == phase else art.mix(palette.TEXT, palette.PANEL, 0.6)
                pygame.draw.circle(surface, colour, (mark.left + r + k * (mark.w - 2 * r) // 2,
                                                     mark.centery), r)
