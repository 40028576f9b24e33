#!/usr/bin/env python3
"""A long afternoon in a few minutes: the real program, fed random input, watched for
crashes and for memory that keeps growing.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python tools/soak.py --minutes 5 --seed 1

The program runs in this process (a real :class:`game.app.App` with the dummy video
driver, as ``tests/apps.py`` makes it), frame after frame as fast as it goes, each frame
advancing its clock by 1/60 s. A "monkey" posts random input to pygame's event queue:
clicks (mostly on the buttons of the screen on top, on a table's board and controls),
mouse motions, keys (Esc, Enter, Space, Tab, the arrows, L, U, H, R, S, letters typed
into name fields), wheel turns and drags, and now and then a new window size between
800x600 and 1600x1000. A light "director" makes sure every screen gets its turn: from
the title it opens each game's setup in turn (and now and then the settings), in the
setup it sometimes makes every seat a computer (so that games reach their results)
before it presses Play, and a screen kept too long is left with Esc, then by going back
to the title.

Every ``--every`` seconds one JSON line: ``{"t", "scene", "rss_mb", "crashes", "frames"}``
(resident memory read from ``/proc/self/statm``; elsewhere the peak so far, from
``resource.getrusage``). A crash (an exception out of a frame) is printed with its
traceback and counted, and the program started again on its title screen. At the end
one summary line: ``{"summary": true, "crashes", "rss_start", "rss_max" (the process's
high-water mark: a spike between two readings counts too), "rss_sampled_max", "rss_end",
"rss_slope_mb_per_min" (over the last half of the run), "peak_at" (when and on which
screen the high-water mark was reached), "seen" (seconds of the program's clock on each
screen), "visits", "crash_kinds", ...}``.

Exit status 1 if anything crashed or the memory went over ``--limit-mb`` (150), else 0.
Ctrl-C or SIGTERM ends the run early, with its summary.

Given ``--seed``, the input is the same from run to run, frame for frame, as long as the
program answers it the same way: the frame clock is fixed, new games draw their seeds
from the soak's (:func:`seed_the_games`), and the computer players think in this process
(``--think aside``: in the program's helper process, as it normally does, where their
answers come when they come). ``--frames N`` stops after N frames, for a run of a fixed
length; with ``--minutes`` alone, how far a run gets depends on the machine.

The player's folder is a fresh temporary one unless ``SOURIS_FROMAGES_HOME`` is set:
the soak never touches the real settings and saves.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import sys
import tempfile
import time
import traceback
import weakref
from collections import deque
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

#: seconds of the program's clock per frame
DT = 1.0 / 60.0
#: the window sizes the monkey picks from (the program's smallest to a large laptop's)
MIN_SIZE = (800, 600)
MAX_SIZE = (1600, 1000)


# --------------------------------------------------------------------------- memory
def rss_mb() -> float:
    """This process's resident memory now, in MB (Linux ``/proc/self/statm``); where
    there is no ``/proc``, the peak so far (``resource.getrusage``)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as handle:
            pages = int(handle.read().split()[1])
        return round(pages * os.sysconf("SC_PAGE_SIZE") / (1024.0 * 1024.0), 1)
    except (OSError, ValueError, IndexError, AttributeError):
        return peak_rss_mb()


def peak_rss_mb() -> float:
    """The peak resident memory of this process so far, in MB (0 where unknown)."""
    try:
        import resource
    except ImportError:
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024.0 * 1024.0 if sys.platform == "darwin" else 1024.0), 1)


def slope_per_minute(samples: list[tuple[float, float]]) -> float:
    """The least-squares slope of ``(seconds, MB)`` samples, in MB per minute."""
    if len(samples) < 2:
        return 0.0
    n = len(samples)
    mean_t = sum(t for t, _ in samples) / n
    mean_m = sum(m for _, m in samples) / n
    var = sum((t - mean_t) ** 2 for t, _ in samples)
    if var <= 0:
        return 0.0
    cov = sum((t - mean_t) * (m - mean_m) for t, m in samples)
    return round(cov / var * 60.0, 3)


# --------------------------------------------------------------------- the program
def _set_up_environment() -> None:
    """No window, no sound card, a throw-away player folder; before pygame starts."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if not os.environ.get("SOURIS_FROMAGES_HOME"):
        os.environ["SOURIS_FROMAGES_HOME"] = tempfile.mkdtemp(prefix="souris-fromages-soak-")
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))


def new_app(size: tuple[int, int], *, fast: bool) -> Any:
    """A real program on its title screen (as ``tests/apps.py`` makes one), silent."""
    from game import i18n
    from game.app import App
    from game.config import Settings
    from game.scenes.title import TitleScene
    from game.view import fonts
    fonts.clear_cache()
    i18n.set_language("en")
    settings = Settings(language="en")
    settings.sound = False
    if fast:
        settings.animation_speed = settings.cpu_speed = "fast"
    app = App(settings, size=size)
    app.scenes.push(TitleScene(app))
    return app


def scene_name(scene: Any) -> str:
    """A short name for a screen: ``title``, ``setup``, ``table:cubes``..."""
    if scene is None:
        return "none"
    from game.scenes.gamescene import BaseGameScene
    if isinstance(scene, BaseGameScene):
        return f"table:{scene.session.game_id}" + ("+log" if scene.log_drawer.open else "")
    name = type(scene).__name__
    return (name[:-len("Scene")] if name.endswith("Scene") else name).lower() or name


# ------------------------------------------------------------------------ the input
def _rects_in(value: Any, depth: int = 0) -> Iterator[Any]:
    """Every ``pygame.Rect`` in a layout (nested dataclasses, dicts, lists and tuples)."""
    import dataclasses

    import pygame
    if isinstance(value, pygame.Rect):
        if value.w > 0 and value.h > 0:
            yield value
    elif depth < 4 and dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _rects_in(getattr(value, field.name), depth + 1)
    elif depth < 4 and isinstance(value, dict):
        for item in value.values():
            yield from _rects_in(item, depth + 1)
    elif depth < 4 and isinstance(value, (list, tuple)):
        for item in value:
            yield from _rects_in(item, depth + 1)


def _nothing() -> None:
    return None


class Monkey:
    """Random input for whatever screen is on top (see the module's docstring)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.later: deque[tuple[int, Any]] = deque()     # (frame, event) to post then
        self.frame = 0
        self.top: Callable[[], Any] = _nothing         # the screen on top (a weak reference)
        self.top_since = 0                             # frame the top screen came (or moved on)
        self.progress = -1                             # a table's actions played so far
        self.last_action = 0
        self.next_resize = self._after(20, 50)
        self.games_started = 0
        self.watch: bool | None = None                 # this game: computers only (None: not decided)

    def _after(self, low: float, high: float) -> int:
        return self.frame + int(self.rng.uniform(low, high) / DT)

    def seconds_on_top(self) -> float:
        return (self.frame - self.top_since) * DT

    # events ---------------------------------------------------------------------
    @staticmethod
    def post(kind: int, **attributes: Any) -> None:
        import pygame
        pygame.event.post(pygame.event.Event(kind, attributes))

    def click(self, pos: tuple[int, int], hold: int = 1) -> None:
        """Move there, press, and let go ``hold`` frames later."""
        import pygame
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)
        self.later.append((self.frame + hold, pygame.event.Event(
            pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1, "touch": False})))

    def click_rect(self, rect: Any) -> None:
        r = self.rng
        self.click((r.randint(rect.left, max(rect.left, rect.right - 1)),
                    r.randint(rect.top, max(rect.top, rect.bottom - 1))))

    def key(self, key: int, text: str = "") -> None:
        import pygame
        self.post(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0)
        if text:
            self.post(pygame.TEXTINPUT, text=text)
        self.later.append((self.frame + 1, pygame.event.Event(
            pygame.KEYUP, {"key": key, "mod": 0, "unicode": text, "scancode": 0})))

    def random_point(self, app: Any) -> tuple[int, int]:
        w, h = app.screen.get_size()
        return self.rng.randrange(w), self.rng.randrange(h)

    # the screens ------------------------------------------------------------------
    @staticmethod
    def buttons(scene: Any) -> list[Any]:
        group = getattr(scene, "group", None)
        return [b for b in getattr(group, "buttons", ()) if b.enabled]

    @staticmethod
    def table_rects(scene: Any) -> list[Any]:
        """What may be clicked on a table: its controls, its big buttons, its layout."""
        controls = scene.controls
        rects = [controls.pause_rect, controls.log_rect, controls.undo_rect, controls.prompt.rect]
        model = getattr(scene, "model", scene)       # the game's view model: its buttons, its layout
        rects += [b.rect for b in getattr(model, "buttons", ()) if hasattr(b, "rect")]
        if getattr(model, "laid_out", False):
            rects += list(_rects_in(model.geometry))
        return [r for r in rects if r.w > 0 and r.h > 0]

    def step(self, app: Any) -> None:
        """Post this frame's input (called before each frame)."""
        import pygame

        from game.scenes.gamescene import BaseGameScene
        self.frame += 1
        while self.later and self.later[0][0] <= self.frame:
            pygame.event.post(self.later.popleft()[1])
        top = app.scenes.top
        if self.top() is not top:
            self.top, self.top_since = weakref.ref(top) if top is not None else _nothing, self.frame
        if isinstance(top, BaseGameScene):             # a game that goes on is not stuck
            played = len(top.session.state.history)
            if played != self.progress:
                self.progress, self.top_since = played, self.frame
        if top is None:
            return
        if self.frame >= self.next_resize:
            self.next_resize = self._after(15, 45)
            self.resize(app)
            return
        if self.direct(app, top):
            return
        if self.rng.random() > self.eagerness(top):
            return
        if isinstance(top, BaseGameScene):
            self.on_table(app, top)
        else:
            self.on_menu(app, top)

    def eagerness(self, top: Any) -> float:
        """How likely the monkey does something this frame: less while it watches the
        computers play, and on the results (the confetti are worth a look)."""
        from game.scenes.gamescene import BaseGameScene
        from game.scenes.results import ResultsScene
        if isinstance(top, ResultsScene):
            return 0.02
        if self.watch and isinstance(top, BaseGameScene):
            return 0.05
        return 0.12

    def resize(self, app: Any) -> None:
        import pygame
        if app.settings.fullscreen:
            return
        size = (self.rng.randint(MIN_SIZE[0], MAX_SIZE[0]), self.rng.randint(MIN_SIZE[1], MAX_SIZE[1]))
        pygame.display.set_mode(size, pygame.RESIZABLE)   # the window manager's part
        self.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])

    def on_menu(self, app: Any, top: Any) -> None:
        import pygame

        from game import i18n
        r = self.rng.random()
        buttons = self.buttons(top)
        if self.rng.random() < 0.9:                    # Quit now and then, not at every visit
            buttons = [b for b in buttons if b.label != i18n.t("menu.quit")]
        if r < 0.5 and buttons:
            self.click_rect(self.rng.choice(buttons).rect)
        elif r < 0.6:
            self.click(self.random_point(app))
        elif r < 0.8:
            self.post(pygame.MOUSEMOTION, pos=self.random_point(app), rel=(0, 0), buttons=(0, 0, 0),
                      touch=False)
        elif r < 0.86:
            self.post(pygame.MOUSEWHEEL, x=0, y=self.rng.choice((-3, -1, 1, 3)), flipped=False,
                      precise_x=0.0, precise_y=0.0, touch=False)
        elif r < 0.88:
            self.drag(app)
        else:
            self.random_key(escape=0.08)

    def on_table(self, app: Any, top: Any) -> None:
        import pygame
        r = self.rng.random()
        if r < 0.4:
            rects = self.table_rects(top)
            if self.watch:                     # watching: no pause, no undo
                rects = [x for x in rects if x not in (top.controls.pause_rect, top.controls.undo_rect)]
            if rects:
                self.click_rect(self.rng.choice(rects))
        elif r < 0.5:
            pos = self.random_point(app)
            controls = top.controls
            if not (self.watch and (controls.pause_rect.collidepoint(pos)
                                    or controls.undo_rect.collidepoint(pos))):
                self.click(pos)
        elif r < 0.75:
            self.post(pygame.MOUSEMOTION, pos=self.random_point(app), rel=(0, 0), buttons=(0, 0, 0),
                      touch=False)
        else:
            self.random_key(escape=0.0 if self.watch else 0.04)

    def drag(self, app: Any) -> None:
        """Press, move a few times with the button held, let go (the rules' scrolling)."""
        import pygame
        x, y = self.random_point(app)
        self.post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1, touch=False)
        for k in range(1, 6):
            y2 = y + self.rng.randint(-60, 60)
            self.later.append((self.frame + k, pygame.event.Event(
                pygame.MOUSEMOTION, {"pos": (x, y2), "rel": (0, y2 - y), "buttons": (1, 0, 0),
                                     "touch": False})))
            y = y2
        self.later.append((self.frame + 6, pygame.event.Event(
            pygame.MOUSEBUTTONUP, {"pos": (x, y), "button": 1, "touch": False})))

    def random_key(self, escape: float) -> None:
        import pygame
        r = self.rng.random()
        if r < escape:
            self.key(pygame.K_ESCAPE)
            return
        keys = [pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT,
                pygame.K_UP, pygame.K_DOWN, pygame.K_l, pygame.K_u, pygame.K_h, pygame.K_r,
                pygame.K_s, pygame.K_BACKSPACE, pygame.K_KP_ENTER]
        if self.rng.random() < 0.3:
            letter = self.rng.choice("abcdefghijklmnopqrstuvwxyzéèàç ")
            code = ord(letter) if letter.isascii() else 0
            self.key(code, letter)
        else:
            self.key(self.rng.choice(keys))

    # the director -------------------------------------------------------------------
    def direct(self, app: Any, top: Any) -> bool:
        """Steer towards every screen; True if it acted this frame."""
        import pygame

        from game import i18n
        from game.scenes.gamescene import BaseGameScene
        from game.scenes.pause import PauseScene
        from game.scenes.setup import SetupScene
        from game.scenes.title import GameCard, TitleScene
        waited = self.seconds_on_top()
        if isinstance(top, TitleScene):
            self.watch = None                             # each game decides anew
        elif isinstance(top, SetupScene) and self.watch is None:
            self.watch = self.rng.random() < 0.6           # this game: computers only?
        elif isinstance(top, BaseGameScene) and self.watch is None:
            self.watch = all(not seat.is_human for seat in top.session.seats)   # a game continued
        if waited > 75:                                   # stuck: to the title
            app.show_title()
            self.top_since = self.frame
            return True
        if waited > 60 and self.frame - self.last_action > int(2 / DT):
            self.last_action = self.frame
            self.key(pygame.K_ESCAPE)
            return True
        if self.frame - self.last_action <= int(0.5 / DT):
            return False
        if isinstance(top, TitleScene) and waited > 1.5:
            self.last_action = self.frame
            cards = [b for b in self.buttons(top) if isinstance(b, GameCard)]
            others = [b for b in self.buttons(top) if not isinstance(b, GameCard)
                      and b.label != i18n.t("menu.quit")]
            if others and self.rng.random() < 0.2:
                self.click_rect(self.rng.choice(others).rect)      # settings, continue
            elif cards:
                self.click_rect(cards[self.games_started % len(cards)].rect)
                self.games_started += 1
            return True
        if isinstance(top, SetupScene) and waited > 4:
            self.last_action = self.frame
            humans = [b for b in self.buttons(top) if b.label == i18n.t("setup.human")]
            if self.watch and humans:
                self.click_rect(humans[0].rect)
            else:
                self.click_rect(top.play_button.rect)
            return True
        if isinstance(top, PauseScene) and self.watch and waited > 2:
            self.last_action = self.frame                  # watching: back to the game
            resume = [b for b in self.buttons(top) if b.label == i18n.t("menu.resume")]
            if resume:
                self.click_rect(resume[0].rect)
                return True
        return False


# ------------------------------------------------------------------------- the soak
class SeededRandom:
    """Stands in for the ``random`` module in the program's modules that draw from the
    system's randomness (a new game's seed, the setup's random first player): there they
    draw from the soak's seed."""

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def __getattr__(self, name: str) -> Any:
        return getattr(random, name)

    def SystemRandom(self) -> random.Random:  # noqa: N802 (the module's own name)
        return random.Random(self._rng.getrandbits(64))

    def Random(self, seed: Any = None) -> random.Random:  # noqa: N802
        return random.Random(self._rng.getrandbits(64) if seed is None else seed)


def seed_the_games(rng: random.Random) -> None:
    """New games and setups draw from ``rng`` instead of the system's randomness."""
    import importlib
    for name in ("game.session", "game.scenes.setup"):
        module = importlib.import_module(name)
        if getattr(module, "random", None) is random or isinstance(getattr(module, "random", None), SeededRandom):
            module.random = SeededRandom(rng)   # type: ignore[attr-defined]


class Soak:
    def __init__(self, minutes: float, seed: int, every: float, size: tuple[int, int],
                 limit_mb: float, out: Callable[[str], None] = print, frames: int | None = None) -> None:
        self.seconds = minutes * 60.0
        self.most_frames = frames
        self.seed = seed
        self.every = every
        self.size = size
        self.limit_mb = limit_mb
        self.out = out
        self.rng = random.Random(seed)
        self.monkey = Monkey(random.Random(seed + 1))
        seed_the_games(random.Random(seed + 2))
        self.crashes = 0
        self.quits = 0
        self.frames = 0
        self.samples: list[tuple[float, float]] = []
        self.seen: dict[str, float] = {}
        self.visits: dict[str, int] = {}
        self.peak: dict[str, Any] = {"rss_mb": 0.0}
        self.signatures: dict[str, int] = {}
        self.stopped = False                    # Ctrl-C or SIGTERM: the summary, then the end

    def stop(self, *_: object) -> None:
        self.stopped = True

    def start_app(self) -> Any:
        return new_app(self.size, fast=self.rng.random() < 0.7)

    def crashed(self, app: Any) -> Any:
        """Print the traceback, count the crash, start the program again."""
        self.crashes += 1
        text = traceback.format_exc()
        signature = text.strip().splitlines()[-1][:200]
        count = self.signatures[signature] = self.signatures.get(signature, 0) + 1
        if count <= 3:
            print(f"--- crash {self.crashes} (scene {scene_name(getattr(app.scenes, 'top', None))})",
                  file=sys.stderr)
            print(text, file=sys.stderr, end="", flush=True)
        try:
            app.close()
        except Exception:                      # a program that crashed may not close cleanly
            pass
        self.monkey.later.clear()
        return self.start_app()

    def run(self) -> dict[str, Any]:
        started = time.perf_counter()
        app = self.start_app()
        app.frame(DT)
        rss_start = rss_mb()
        self.samples.append((0.0, rss_start))
        next_report = self.every
        next_sample = 0.5
        elapsed = 0.0
        last_name = ""
        while (elapsed < self.seconds and not self.stopped
               and (self.most_frames is None or self.frames < self.most_frames)):
            try:
                self.monkey.step(app)
                app.frame(DT)
                if not app.running:            # Quit on the title: a new afternoon
                    self.quits += 1
                    app.running = True
            except Exception:
                app = self.crashed(app)
            self.frames += 1
            name = scene_name(app.scenes.top)
            if name != last_name:
                self.visits[name] = self.visits.get(name, 0) + 1
                last_name = name
            self.seen[name] = self.seen.get(name, 0.0) + DT
            elapsed = time.perf_counter() - started
            peak = peak_rss_mb()
            if peak > self.peak["rss_mb"]:          # a new high-water mark: where it was
                self.peak = {"rss_mb": peak, "t": round(elapsed, 1), "frame": self.frames,
                             "scene": name, "size": list(app.screen.get_size())}
            if elapsed >= next_sample:
                next_sample = elapsed + 0.5
                self.samples.append((elapsed, rss_mb()))
            if elapsed >= next_report:
                next_report += self.every
                self.out(json.dumps({"t": round(elapsed, 1), "scene": name, "rss_mb": rss_mb(),
                                     "crashes": self.crashes, "frames": self.frames}))
        rss_end = rss_mb()
        self.samples.append((elapsed, rss_end))
        sampled_max = max(m for _, m in self.samples)
        rss_max = max(sampled_max, peak_rss_mb())
        try:
            app.close()
        except Exception:
            self.crashes += 1
            traceback.print_exc()
        half = [s for s in self.samples if s[0] >= elapsed / 2]
        summary = {
            "summary": True,
            "seconds": round(elapsed, 1),
            "seed": self.seed,
            "frames": self.frames,
            "crashes": self.crashes,
            "quits": self.quits,
            "rss_start": rss_start,
            "rss_max": rss_max,
            "rss_sampled_max": sampled_max,
            "rss_end": rss_end,
            "peak_at": self.peak,
            "rss_slope_mb_per_min": slope_per_minute(half),
            "limit_mb": self.limit_mb,
            "seen": {k: round(v, 1) for k, v in sorted(self.seen.items())},
            "visits": dict(sorted(self.visits.items())),
            "crash_kinds": self.signatures,
        }
        self.out(json.dumps(summary))
        return summary


def parse_size(text: str) -> tuple[int, int]:
    w, _, h = text.lower().partition("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=3.0)
    parser.add_argument("--frames", type=int, default=None,
                        help="stop after this many frames (if the minutes are not over first)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=float, default=10.0, help="seconds between reports")
    parser.add_argument("--size", type=parse_size, default=(1280, 800), help="first window size WxH")
    parser.add_argument("--limit-mb", type=float, default=150.0)
    parser.add_argument("--think", choices=("inline", "aside"), default="inline",
                        help="where the computer players think (default: in this process)")
    args = parser.parse_args(argv)
    os.environ["SOURIS_FROMAGES_THINK"] = args.think
    _set_up_environment()
    soak = Soak(args.minutes, args.seed, args.every, args.size, args.limit_mb,
                out=lambda line: print(line, flush=True), frames=args.frames)
    # before the window opens: SDL would otherwise turn SIGTERM into the window's Quit,
    # which the soak takes for a click on Quit and carries on
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, soak.stop)
    summary = soak.run()
    return 1 if summary["crashes"] or summary["rss_max"] > args.limit_mb else 0


if __name__ == "__main__":
    sys.exit(main())
