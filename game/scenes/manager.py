"""The scene stack (after Tuxemon's state stack): push, pop, replace, with pause and
resume, and overlays drawn over the scene below them.

A scene only reads the rule model and changes it through ``apply`` (via the session).
Nothing is redrawn when nothing moves: a scene calls :meth:`Scene.invalidate` when its
picture changes, and ``update`` returns True while it animates.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

if TYPE_CHECKING:
    from ..config import Settings
    from ..core.thinking import Thinker
    from ..session import Session


class Sound(Protocol):
    """The program's sound effects (``game.view.audio.Audio``)."""

    def play(self, name: str) -> None: ...
    def set_volume(self, volume: float) -> None: ...
    def set_muted(self, muted: bool) -> None: ...


class Host(Protocol):
    """What the scenes need of the program that runs them (``game.app.App``): the
    window, the scene stack, sound, the computer players' thinker, the settings and
    the notices for the title screen. Scenes never import the program itself."""

    screen: pygame.Surface
    scenes: SceneManager
    settings: Settings
    notices: list[Any]
    autoplay: bool
    #: the last setup of each game in this run, so "back" and a new game keep it
    last_setups: dict[str, Any]
    #: a guided game's figures for the ``--frames`` report (learn_steps, learn_done)
    learn_figures: dict[str, int] | None
    #: a game is being joined on another computer (issue 20: the ``--frames`` report)
    joining: bool

    @property
    def audio(self) -> Sound: ...

    @property
    def thinker(self) -> Thinker: ...

    @property
    def animation_factor(self) -> float: ...

    @property
    def cpu_delay(self) -> float: ...

    def invalidate(self) -> None: ...

    def start_game(self, session: Session) -> Scene: ...

    def show_title(self) -> None: ...

    def start_remote(self, session: Any) -> Scene: ...

    def after_first_frame(self, job: Callable[[], object]) -> None: ...

    def prewarm(self, owner: object, jobs: Iterable[Callable[[], object]]) -> None: ...

    def save_settings(self) -> None: ...

    def set_language(self, lang: str) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def quit(self) -> None: ...


class Scene:
    """One screen. Subclasses override the hooks they need."""

    #: an overlay (False) is drawn over the scenes below it instead of replacing them
    opaque = True

    def __init__(self, app: Host):
        self.app = app
        self.size = app.screen.get_size() if app.screen else (1280, 800)

    # life cycle
    def enter(self) -> None:
        """Pushed on the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Another scene was pushed over this one."""

    def resume(self) -> None:
        """The scene over this one was popped."""
        self.invalidate()

    # frame
    def layout(self, size: tuple[int, int]) -> None:
        """The window has this size now: place everything again."""
        self.size = size

    def handle(self, event: pygame.event.Event) -> None:
        """One input event (only the top scene gets them)."""

    def update(self, dt: float) -> bool:
        """Advance time by ``dt`` seconds; True while something moves."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene."""

    def invalidate(self) -> None:
        self.app.invalidate()

    def autosave(self) -> None:
        """Keep what must survive quitting (game scenes save the game)."""


class SceneManager:
    def __init__(self) -> None:
        self.stack: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.layout(scene.app.screen.get_size())
        scene.enter()
        scene.invalidate()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` (the one below is not resumed)."""
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        scene.layout(scene.app.screen.get_size())
        scene.enter()
        scene.invalidate()

    def reset(self, scene: Scene) -> None:
        """Leave every scene and start over from ``scene``."""
        while self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def find(self, kind: type) -> Scene | None:
        for scene in reversed(self.stack):
            if isinstance(scene, kind):
                return scene
        return None

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: from the topmost opaque one up."""
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        return self.stack[start:]
