"""The shared scenes' common ground, and the way in: :func:`open_start`.

``open_start(app, name, game_id)`` puts the title screen on the stack and, for a look
(``main.py --scene NAME --screenshot ...``), opens one shared scene over it, fed with
real data: a real setup screen, a real game in progress under the pause menu, a game
played to its end by computer players under the results.

The rest of this module is what the menu screens share: the wooden-table backdrop, a
size unit that scales with the window, buttons that click, Esc = back, and the walk
back to the title screen.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from .. import i18n
from ..core import registry
from ..core.agents import Agent, step
from ..core.agents import levels as cpu_levels
from ..core.saves import Seat
from ..i18n import t
from ..view import art, palette
from ..view.fonts import get_font
from ..view.widgets import Button, ButtonGroup, draw_text, wrap
from .manager import Scene

if TYPE_CHECKING:
    from ..app import App
    from ..session import Session

SCENES = ("title", "setup", "settings", "rules", "pause", "results", "pass")


# ---------------------------------------------------------------------- helpers
def player_rgb(colour: str | Sequence[int]) -> tuple[int, int, int]:
    """The RGB of a player colour id (or an RGB already)."""
    if isinstance(colour, str):
        return palette.PLAYER_COLOURS.get(colour, palette.ACCENT)
    return tuple(colour)[:3]  # type: ignore[return-value]


def colour_name(colour: str) -> str:
    key = f"colours.{colour}"
    return t(key) if i18n.has(key) else colour


def text_on(rgb: Sequence[int]) -> tuple[int, int, int]:
    """Dark or light text, whichever reads on ``rgb``."""
    r, g, b = rgb[:3]
    return palette.TEXT if 0.299 * r + 0.587 * g + 0.114 * b > 150 else palette.TEXT_LIGHT


def game_title(game_id: str) -> str:
    key = f"games.{game_id}.title"
    return t(key) if i18n.has(key) else game_id


def fit_size(text: str, size: int, width: int, *, display: bool = False, bold: bool = False,
             smallest: int = 11) -> int:
    """The largest font size up to ``size`` at which ``text`` fits in ``width`` pixels."""
    while size > smallest and get_font(size, display=display, bold=bold).size(text)[0] > width:
        size -= 1
    return size


def balanced(text: str, size: int, width: int, *, display: bool = False,
             bold: bool = False) -> list[str]:
    """``text`` wrapped in as few lines as at ``width``, but of even lengths (no lone
    last word)."""
    lines = wrap(text, size, width, display=display, bold=bold)
    best = lines
    narrower = width
    while len(lines) > 1 and narrower > width // 2:
        narrower -= max(4, width // 40)
        trial = wrap(text, size, narrower, display=display, bold=bold)
        if len(trial) != len(lines):
            break
        best = trial
    return best


_VEILS: dict[tuple[int, int, int], pygame.Surface] = {}


def veil(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (under an overlay)."""
    key = (*surface.get_size(), alpha)
    if key not in _VEILS:
        if len(_VEILS) > 8:
            _VEILS.clear()
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((*palette.SHADOW, alpha))
        _VEILS[key] = shade
    surface.blit(_VEILS[key], (0, 0))


def go_to_title(app: "App") -> None:
    """Leave every scene above the title screen (or start over from a new one)."""
    from .title import TitleScene
    if app.scenes.find(TitleScene) is None:
        app.scenes.reset(TitleScene(app))
        return
    while not isinstance(app.scenes.top, TitleScene):
        app.scenes.pop()


def open_game(app: "App", session: "Session") -> Scene | None:
    """Open the game scene of ``session`` (``App.start_game``); a registered game whose
    scene is not written yet gets a friendly message instead of a crash."""
    try:
        return app.start_game(session)
    except ModuleNotFoundError as exc:
        if exc.name != f"game.games.{session.game_id}.scene":
            raise
    from .message import MessageScene
    app.scenes.push(MessageScene(app, t("menu.game_not_ready", game=game_title(session.game_id))))
    return None


def game_scene_below(app: "App", scene: Scene) -> Scene | None:
    """The nearest scene under ``scene`` that plays a game (it has a ``session``)."""
    stack = app.scenes.stack
    index = stack.index(scene) if scene in stack else len(stack)
    for below in reversed(stack[:index]):
        if getattr(below, "session", None) is not None:
            return below
    return None


class ArrowButton(Button):
    """A square button with a drawn arrow (``label`` is "<", ">", "-" or "+")."""

    def draw(self, surface: pygame.Surface) -> None:
        saved, self.label = self.label, ""
        super().draw(surface)
        self.label = saved
        r = self.rect
        cx, cy = r.centerx, r.centery - max(2, r.height // 14) + (3 if self.pressed else 0)
        s = r.height * 0.2
        colour = self.text_colour if self.enabled else (210, 200, 190)
        if saved in ("<", ">"):
            d = -1 if saved == "<" else 1
            points = [(cx + d * s, cy), (cx - d * s * 0.7, cy - s), (cx - d * s * 0.7, cy + s)]
            pygame.draw.polygon(surface, colour, points)
        else:
            bar = max(3, round(s * 0.4))
            pygame.draw.rect(surface, colour, (cx - s, cy - bar // 2, 2 * s, bar), border_radius=bar // 2)
            if saved == "+":
                pygame.draw.rect(surface, colour, (cx - bar // 2, cy - s, bar, 2 * s), border_radius=bar // 2)


class MenuScene(Scene):
    """A menu screen: scales with the window, buttons with keyboard focus, Esc = back.

    Subclasses build their buttons in :meth:`build` (called by ``layout``, so a new
    window size or a new language rebuilds them) and draw in ``draw``.
    """

    def __init__(self, app: "App"):
        super().__init__(app)
        self.group = ButtonGroup()
        self.u = 1.0

    # sizes ------------------------------------------------------------------
    def px(self, value: float) -> int:
        """``value`` pixels of a 1280 x 800 window, scaled to this one."""
        return max(1, round(value * self.u))

    def fs(self, value: float) -> int:
        """A font size, scaled, never unreadably small."""
        return max(13, round(value * self.u))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        self.u = max(0.45, min(w / 1280, h / 800))
        self.build()
        self.invalidate()

    def build(self) -> None:
        """Place the buttons for ``self.size`` (labels in the current language)."""

    def set_buttons(self, buttons: list[Button]) -> None:
        self.group.set(buttons)
        if pygame.mouse.get_focused():
            pos = pygame.mouse.get_pos()
            for button in buttons:
                button.hover = button.rect.collidepoint(pos)

    def rebuild(self) -> None:
        self.build()
        self.invalidate()

    def button(self, label: str, action: Callable[[], None], rect: pygame.Rect, *,
               colour: Sequence[int] = palette.ACCENT, keys: Sequence[int] = (),
               cls: type[Button] = Button, **extra: object) -> Button:
        """A button that clicks audibly before doing ``action``."""
        def click() -> None:
            self.app.audio.play("click")
            action()
        return cls(label, click, pygame.Rect(rect), tuple(colour), tuple(keys), **extra)

    # events -----------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if self.group.handle(event):
            self.invalidate()

    def back(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    # drawing ----------------------------------------------------------------
    def backdrop(self, surface: pygame.Surface) -> None:
        surface.blit(art.table_background(*surface.get_size()), (0, 0))

    def heading(self, surface: pygame.Surface, text: str, y: int, size: float = 52,
                colour: Sequence[int] = palette.TEXT_LIGHT, width: int | None = None) -> pygame.Rect:
        width = width or surface.get_width() - self.px(60)
        size = fit_size(text, self.fs(size), width, display=True)
        return draw_text(surface, text, size, colour, display=True, shadow=True,
                         midtop=(surface.get_width() // 2, y))


# -------------------------------------------------------------------- demo data
def demo_seats(game_id: str) -> list[Seat]:
    """Seats as the setup screen makes them by default: a person, then computers."""
    cls = registry.game_class(game_id)
    count = max(cls.min_players, min(cls.max_players, 3))
    colours = list(palette.PLAYER_COLOURS)
    levels = cpu_levels(game_id)
    seats = [Seat(t("setup.default_name", n=1), colours[0], "human", levels[0])]
    for i in range(1, count):
        seats.append(Seat(t("setup.default_cpu_name", n=i + 1), colours[i], "cpu",
                          levels[i % len(levels)]))
    return seats


def demo_session(game_id: str, *, finish: bool, moves: int = 12, seed: int = 7) -> "Session":
    """A real game of ``game_id``: ``moves`` actions in, or played to its end."""
    from ..session import Session
    session = Session.new(game_id, demo_seats(game_id), seed=seed, autosave=False)
    agents = [Agent(game_id, seat.level) for seat in session.seats]
    rng = random.Random(seed)
    limit = 100_000 if finish else moves
    while not session.state.is_terminal() and len(session.state.history) < limit:
        session.apply(step(session.state, agents, rng))
    if not finish:
        # stop where a person decides, as a paused game usually is
        while not session.state.is_terminal() and not session.is_human_turn() and len(
                session.state.history) < limit + 200:
            session.apply(step(session.state, agents, rng))
    return session


def demo_match_session(game_id: str, done: int, planned: int, seed: int = 7) -> "Session":
    """Game ``done`` of a match of ``planned`` games, played to its end by computer
    players (the games before it too), for a look at the results' match table."""
    from ..core.match import Match
    from ..session import Session
    match = Match.new(game_id, demo_seats(game_id), planned)
    rng = random.Random(seed)
    for number in range(1, done + 1):
        session = Session.new(game_id, match.seats(), seed=seed + number, autosave=False, match=match)
        agents = [Agent(game_id, seat.level) for seat in session.seats]
        while not session.state.is_terminal():
            session.apply(step(session.state, agents, rng))
        match = session.match_state()
        if number < done:
            match.start_next()
    return session


def _start_demo_game(app: "App", session: "Session", *, until: Callable[[], bool] | None = None) -> bool:
    """Open the game scene of ``session`` and let it play its opening animations (or
    until ``until()``), as it would have before anyone paused; False if the game has
    no scene yet."""
    try:
        scene = app.start_game(session)
    except ModuleNotFoundError as exc:
        if exc.name != f"game.games.{session.game_id}.scene":
            raise
        return False
    for step_ in range(400):                  # at most 20 seconds of the table's time
        if app.scenes.top is not scene or (until is not None and until()):
            break
        if not scene.update(0.05) and until is None and step_ > 40:
            break
    return True


# ------------------------------------------------------------------------- entry
def open_start(app: "App", scene_name: str | None = None, game_id: str | None = None,
               match: tuple[int, int] | None = None) -> None:
    """Open the title screen; with ``scene_name``, also open that shared scene
    (``results`` with ``match=(done, planned)``: after game ``done`` of a match)."""
    from .passdevice import PassDeviceScene
    from .pause import PauseScene
    from .results import ResultsScene
    from .rules import RulesScene
    from .settings import SettingsScene
    from .setup import SetupScene
    from .title import TitleScene

    app.scenes.push(TitleScene(app))
    if not scene_name or scene_name == "title":
        return
    if scene_name not in SCENES:
        raise SystemExit(f"--scene takes one of {', '.join(SCENES)}, not {scene_name!r}")
    games = registry.games()
    game_id = game_id or games[0]
    if scene_name == "setup":
        app.scenes.push(SetupScene(app, game_id))
    elif scene_name == "settings":
        app.scenes.push(SettingsScene(app))
    elif scene_name == "rules":
        app.scenes.push(RulesScene(app, game_id))
    elif scene_name == "pause":
        _start_demo_game(app, demo_session(game_id, finish=False))
        app.scenes.push(PauseScene(app))
    elif scene_name == "results":
        if match is not None:
            session = demo_match_session(game_id, *match)
        else:
            session = demo_session(game_id, finish=True)
        _start_demo_game(app, session, until=lambda: app.scenes.find(ResultsScene) is not None)
        if app.scenes.find(ResultsScene) is None:
            app.scenes.push(ResultsScene(app, session))
    elif scene_name == "pass":
        session = demo_session(game_id, finish=False)
        _start_demo_game(app, session)
        seat = session.seats[0]
        app.scenes.push(PassDeviceScene(app, seat.name, seat.colour, lambda: None))
