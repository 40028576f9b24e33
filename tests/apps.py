"""A real program for the tests that need a window (the dummy video driver that
conftest.py sets up): :func:`new_app`, and the ``home``, ``app`` and ``table_app``
fixtures of conftest.py built on it."""

from __future__ import annotations

from game import i18n
from game.config import Settings


class StepTimer:
    """A frame clock that moves :attr:`step` seconds at each look: a frame shares out
    its spare time (pictures made in advance, the disk cache) the same way however busy
    the machine is, so no test depends on the wall clock (``App(timer=...)``)."""

    def __init__(self, step: float = 0.0015) -> None:
        self.now = 0.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def new_app(size: tuple[int, int] = (1280, 800), lang: str = "en", *, fast: bool = False,
            sound: bool = False, **app_options):
    """A real ``App`` in ``lang`` at ``size``, silent unless ``sound``; ``fast``: the
    quick animation and computer speeds."""
    import pygame

    from game.app import App
    from game.view import fonts
    if not pygame.get_init() or not pygame.font.get_init():
        fonts.clear_cache()                # fonts of an earlier pygame.init are dead
    i18n.set_language(lang)
    settings = Settings(language=lang)
    settings.sound = sound
    if fast:
        settings.animation_speed = settings.cpu_speed = "fast"
    app_options.setdefault("timer", StepTimer())
    return App(settings, size=size, **app_options)


def close(app) -> None:
    """Let the program go (its helper process; the window stays up with pygame, for the
    next test's program: starting pygame again costs more than most tests) and speak
    English again."""
    app.close(quit_pygame=False)
    i18n.set_language("en")


def open_rules(app, game_id: str):
    """The rules screen of ``game_id`` over ``app``'s screens, drawn (a few frames)."""
    from game.scenes.rules import RulesScene
    app.scenes.push(RulesScene(app, game_id))
    for _ in range(3):
        app.frame(0.05)
    scene = app.scenes.top
    assert isinstance(scene, RulesScene)
    return scene
