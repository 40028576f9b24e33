"""The program: window, settings, sound, the scene stack and the frame loop.

``python main.py`` opens the title screen. Flags for testers and benchmarks:

    --game ID --players cpu,cpu,human   start that game at once (cpu[:level] or human)
    --autoplay                          computer players at every seat of --game
    --learn                             with --game: its guided first game ("Show me
                                        how"); with --autoplay it follows its own
                                        script, and the report adds learn_steps and
                                        learn_done
    --learn-part PART                   with --learn: the game's second guided game
                                        (gouda: powers, "Show me the powers")
    --frames N                          stop after N frames
    --screenshot FILE                   save the last frame as PNG
    --scene NAME                        open a shared scene (title, setup, settings,
                                        rules, pause, results, pass, family,
                                        records) for a look
    --lang fr|en  --seed S  --size WxH  --option key=value
    --match K/N                         with --scene results: after game K of a
                                        match of N games (N/N: the match's end)
    --redraw                            draw every frame even when nothing moves
                                        (to measure the cost of drawing a screen)
    --no-discovery                      never look for or announce games on the home
                                        network (mDNS); SOURIS_NO_DISCOVERY=1 too
    --join HOST:PORT --code CODE        join the game hosted there (issue 20)
    --remote SEATS --code CODE --port P with --game: host it in this window, the seats
    [--listen ADDRESS]                  SEATS (counted from 0: 0,2) played on other
                                        computers (with --autoplay, computers at the
                                        others); prints {"ready", "port", "game"} once
                                        it listens (on 127.0.0.1 unless --listen says)
    --quick                             with --autoplay: animations and pauses cut to
                                        almost nothing, 500 frames a second (tests, soaks)
    --until-end                         stop once the game is over and shown (with
                                        --autoplay; the --frames report is printed)
    --trace FILE                        with --join or --remote: when each update was
                                        sent (host) or shown (joined), in the shared
                                        monotonic clock, as JSON (python -m game netbench)

With ``--frames`` (or ``--until-end``), one JSON line reports frames, startup_ms
(process start to first frame), frame_ms_p50, frame_ms_p99 (work per frame, without
the wait for the next tick), frame_cpu_ms_p99 (the same frames' processor time, the
frame loop's thread alone: what a busy machine does not inflate) and rss_mb (the
process's peak).
"""

from __future__ import annotations

import gc
import os
import sys
import time
import warnings
from collections import deque
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # keep stdout for the JSON report

import pygame

from . import i18n, paths
from .config import MIN_WINDOW, ConfigError, Settings, load_settings, save_settings
from .scenes.manager import Scene, SceneManager
from .view import fonts, memory, pictures
from .view.audio import Audio

if TYPE_CHECKING:
    import argparse

    from .core.seats import Seat
    from .core.thinking import InlineThinker, WorkerThinker
    from .session import Session

# Start-up: only what the first frame needs is imported above (the rest is imported
# where it is used), and what can wait (the mixer, the thinking helper, the tables'
# pictures made in advance) waits until the first frame is on the screen.

ANIMATION_FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.55}
CPU_DELAY = {"slow": 1.5, "normal": 0.9, "fast": 0.4}
FPS = 60
#: the animations' factor with ``--quick`` (a step still takes a frame or so)
QUICK_FACTOR = 0.02
#: the frame rate's cap with ``--quick`` (a frame's wait still lets the other
#: programs of the machine, the host and the joined computers, have the processor)
QUICK_FPS = 500
#: seconds of a frame (its own work included) that pictures made in advance may use
IDLE_BUDGET = 0.003          # seconds of a frame the pictures made in advance may use
#: seconds between two returns of freed memory to the system (view/memory.py), in quiet frames
GIVE_BACK_EVERY = 10.0


def process_start_time() -> float:
    """Wall-clock time at which this process started (Linux /proc; else import time)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        start_ticks = int(fields[19])
        with open("/proc/uptime", encoding="ascii") as handle:
            uptime = float(handle.read().split()[0])
        ticks = os.sysconf("SC_CLK_TCK")
        return time.time() - (uptime - start_ticks / ticks)
    except (OSError, ValueError, IndexError):
        return _IMPORTED_AT


_IMPORTED_AT = time.time()


def peak_rss_mb() -> float | None:
    """The process's peak memory in MB (None where the system does not say)."""
    try:
        import resource  # Unix only
    except ImportError:
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024.0 * 1024.0 if sys.platform == "darwin" else 1024.0), 1)


_FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"


def _plain_framebuffer() -> bool:
    """On Linux, the window's pixels go to the X server through its own shared memory,
    as the program draws everything itself and only copies a finished frame. Left alone,
    SDL first opens an OpenGL renderer to do that copy; where OpenGL is software only
    (virtual machines, remote desktops, Xvfb) that loads about 100 MB of Mesa and LLVM
    for nothing (a table read 159 MB instead of 60). A value the user set is kept.
    Returns whether the hint is the program's (to take back on another video driver)."""
    if not sys.platform.startswith("linux") or _FRAMEBUFFER_HINT in os.environ:
        return False
    os.environ[_FRAMEBUFFER_HINT] = "0"
    return True


class App:
    def __init__(self, settings: Settings, *, size: tuple[int, int] | None = None,
                 autoplay: bool = False, notices: list[object] | None = None,
                 think_aside: bool | None = None,
                 timer: Callable[[], float] = time.perf_counter):
        self.settings = settings
        #: the clock that shares a frame's spare time out (pictures made in advance, the
        #: disk cache, memory given back): the wall clock; the tests give one that moves a
        #: fixed step at each look, so that what a frame does never depends on how busy
        #: the machine is
        self.timer = timer
        self.autoplay = autoplay
        #: ``--quick`` (with --autoplay, for tests and soaks): the animations and the
        #: computers' pauses cut to almost nothing, and the frame rate's cap far higher
        self.quick = False
        #: a guided game's figures for the --frames report (learn_steps, learn_done)
        self.learn_figures: dict[str, int] | None = None
        #: the game joined on another computer (issue 20), and whether one is being joined
        self.joined: Any = None
        self.joining = False
        #: the game hosted in this window from the command line (``--remote``)
        self.hosted: Any = None
        self.last_setups: dict[str, Any] = {}
        if think_aside is None:   # SOURIS_FROMAGES_THINK=inline: in this process (tests)
            think_aside = os.environ.get("SOURIS_FROMAGES_THINK", "aside") != "inline"
        self._think_aside = think_aside
        self._thinker: WorkerThinker | InlineThinker | None = None
        self.notices: list[object] = list(notices or [])   # texts or FileProblems (i18n.describe)
        ours = _plain_framebuffer()
        pygame.display.init()
        if ours and pygame.display.get_driver() != "x11":
            os.environ.pop(_FRAMEBUFFER_HINT, None)   # only X11 is sure to have its own
        pygame.font.init()
        fonts.clear_cache()          # fonts cached by an earlier App belong to a closed pygame
        pictures.keep_on_disk(paths.cache_dir() / "pictures")
        fonts.keep_measures(paths.cache_dir() / "measures.json")
        pygame.display.set_caption(i18n.t("app.title"))
        self._set_icon()
        self.windowed_size = tuple(size or settings.window)
        self.screen = self._make_window(settings.fullscreen and not autoplay)
        # The mixer starts after the first frame (a sound asked for before then plays
        # as soon as it has started): opening a sound device can take a while.
        self.audio = Audio(settings.volume, muted=not settings.sound or autoplay, start=False)
        self.scenes = SceneManager()
        self.clock = pygame.time.Clock()
        self.dirty = True
        self.redraw_always = False
        self.running = True
        self.frame_times: list[float] = []
        #: the same frames' processor time (this thread's alone: what a busy machine's
        #: other programs do not inflate)
        self.frame_cpu_times: list[float] = []
        self.first_frame_at: float | None = None
        #: what waits for the first frame to be shown (run once, right after it)
        self._after_first_frame: list[Callable[[], object]] = [self.audio.start, self._clean_up_killed_writes,
                                                               memory.tune]
        self._give_back_at = 0.0
        #: pictures made in advance, a little at the end of each frame: (owner, job)
        self._idle_jobs: deque[tuple[object, Callable[[], object]]] = deque()

    @property
    def thinker(self) -> WorkerThinker | InlineThinker:
        """The computer players' thinker (made when first needed): a helper process
        beside the frame loop, or this process (``SOURIS_FROMAGES_THINK=inline``)."""
        if self._thinker is None:
            from .core.thinking import InlineThinker, WorkerThinker
            self._thinker = WorkerThinker() if self._think_aside else InlineThinker()
        return self._thinker

    # ------------------------------------------------------------- later work
    def after_first_frame(self, job: Callable[[], object]) -> None:
        """Run ``job`` once the first frame is on the screen (at once if it is)."""
        if self.first_frame_at is None:
            self._after_first_frame.append(job)
        else:
            job()

    def prewarm(self, owner: object, jobs: Iterable[Callable[[], object]]) -> None:
        """Make pictures in advance (``jobs``) after the first frame, a few milliseconds
        at the end of each frame, so that neither the start nor an animation waits for
        them. A new call for the same ``owner`` replaces the jobs of the previous one
        that have not run; the jobs of a scene that has left the stack are dropped."""
        kept = [(o, job) for o, job in self._idle_jobs if o is not owner]
        self._idle_jobs = deque(kept + [(owner, job) for job in jobs])

    def _run_idle_jobs(self, started: float) -> None:
        """Run prewarm jobs while this frame (begun at ``started``) has used less than
        :data:`IDLE_BUDGET`: a busy frame (an animation) leaves them for a quiet one."""
        top = self.scenes.top
        while self._idle_jobs and self.timer() - started < IDLE_BUDGET:
            owner, job = self._idle_jobs[0]
            if isinstance(owner, Scene) and owner not in self.scenes.stack:
                self._idle_jobs.popleft()            # its scene has gone
                continue
            if isinstance(owner, Scene) and owner is not top:
                return                               # covered (a menu): it waits
            self._idle_jobs.popleft()
            job()

    @staticmethod
    def _clean_up_killed_writes() -> None:
        """Temporary files that writes killed halfway left behind (saves, settings)."""
        from .core.safe_files import clean_stale_temporaries
        for folder in (paths.user_dir(), paths.autosave_file().parent):
            clean_stale_temporaries(folder)

    # ------------------------------------------------------------------ window
    @staticmethod
    def _set_icon() -> None:
        """The program's own icon (``assets/icon.png``, see ``tools/make_icon.py``), set
        before the window opens; without it the window shows pygame's snake (and pygame
        looks that one up through importlib.resources, which costs the first frame)."""
        try:
            pygame.display.set_icon(pygame.image.load(str(paths.ASSETS / "icon.png")))
        except (OSError, pygame.error):
            pass                       # a missing icon only means pygame's own

    def _make_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        screen = pygame.display.set_mode(self._fitting(self.windowed_size), pygame.RESIZABLE)
        self._set_minimum_size()
        return screen

    @staticmethod
    def _fitting(size: tuple[int, ...]) -> tuple[int, int]:
        """``size`` made no bigger than the screen it opens on (a window of settings
        written for a bigger screen, or damaged ones, would cost seconds and memory),
        and never smaller than MIN_WINDOW."""
        width, height = int(size[0]), int(size[1])
        try:
            desktops = pygame.display.get_desktop_sizes()
        except pygame.error:
            desktops = []
        real_screen = pygame.display.get_driver() not in ("dummy", "offscreen")   # tests: any size
        if desktops and min(desktops[0]) > 0 and real_screen:
            width, height = min(width, desktops[0][0]), min(height, desktops[0][1])
        return max(width, MIN_WINDOW[0]), max(height, MIN_WINDOW[1])

    @staticmethod
    def _set_minimum_size() -> None:
        """Keep the window at least MIN_WINDOW: the layouts are made for that."""
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_WINDOW
        except (AttributeError, pygame.error):
            pass

    def toggle_fullscreen(self) -> None:
        if not self.settings.fullscreen:
            self.windowed_size = self.screen.get_size()     # the size to come back to
        self.settings.fullscreen = not self.settings.fullscreen
        self.screen = self._make_window(self.settings.fullscreen)
        self._relayout()
        self.save_settings()

    def _window_changed(self) -> None:
        """The window was resized, shown again or restored: its surface may be new."""
        surface = pygame.display.get_surface()
        if surface is not None:
            self.screen = surface
        self._relayout()

    def _relayout(self) -> None:
        size = self.screen.get_size()
        for scene in self.scenes.stack:
            scene.layout(size)
        self.invalidate()

    def invalidate(self) -> None:
        self.dirty = True

    # ---------------------------------------------------------------- settings
    @property
    def animation_factor(self) -> float:
        if self.quick:
            return QUICK_FACTOR
        return 0.5 if self.autoplay else ANIMATION_FACTOR[self.settings.animation_speed]

    @property
    def cpu_delay(self) -> float:
        if self.quick:
            return 0.0
        return 0.12 if self.autoplay else CPU_DELAY[self.settings.cpu_speed]

    def save_settings(self) -> None:
        if self.autoplay:
            return
        if not self.settings.fullscreen:
            self.settings.window = list(self.screen.get_size())
        try:
            save_settings(self.settings)
        except OSError as exc:
            from .core.safe_files import write_cause
            cause, fields = write_cause(exc)
            self.notices.append(i18n.t("app.settings_not_saved",
                                       problem=i18n.t(f"app.save_cause.{cause}", **fields)))

    def set_language(self, lang: str) -> None:
        self.settings.language = lang
        i18n.set_language(lang)
        pygame.display.set_caption(i18n.t("app.title"))
        self._relayout()
        self.save_settings()

    # ------------------------------------------------------------------ scenes
    def start_game(self, session: Session) -> Scene:
        """Open the table of ``session``'s game (its descriptor's scene) over whatever
        is on the stack."""
        from .core import registry
        scene_class = registry.descriptor(session.game_id).scene()
        session.on_save_error = self.save_failed
        if any(not seat.is_human for seat in session.seats):
            # the helper loads while the table opens, once its first frame is shown
            # (a question asked before then starts it at once)
            thinker = self.thinker
            self.after_first_frame(thinker.start)
        scene: Scene = scene_class(self, session)
        self.scenes.push(scene)
        if session.save_error is not None:   # the first save failed before anyone listened
            self.save_failed(session.save_error)
        return scene

    def show_title(self) -> None:
        """Leave every scene above the title screen (or start over from a new one)."""
        from .scenes.title import TitleScene
        if self.scenes.find(TitleScene) is None:
            self.scenes.reset(TitleScene(self))
            return
        while not isinstance(self.scenes.top, TitleScene):
            self.scenes.pop()

    def save_failed(self, error: OSError) -> None:
        """The autosave could not be written: say so once; the game goes on."""
        from .core.safe_files import write_cause
        from .scenes.message import MessageScene
        cause, fields = write_cause(error)
        self.scenes.push(MessageScene(self, i18n.t("app.save_failed",
                                                   problem=i18n.t(f"app.save_cause.{cause}", **fields)),
                                      title=i18n.t("app.save_failed_title")))

    def quit(self) -> None:
        for scene in self.scenes.stack:
            scene.autosave()
        self.save_settings()           # keeps the window size for next time
        self.running = False

    def close(self, *, quit_pygame: bool = True) -> None:
        """Let the helper process go and close the window (``quit_pygame`` False: leave
        pygame and its fonts up for the next program in this process, as the tests do:
        starting it again costs more than most tests)."""
        for scene in self.scenes.stack:
            scene.autosave()
        pictures.write_pending()
        fonts.write_measures()
        if self._thinker is not None:
            self._thinker.close()
        if not quit_pygame:
            if pygame.display.get_init():
                pygame.event.clear()     # nothing left over for the next program
            return
        fonts.clear_cache()          # fonts still open when pygame quits are never freed
        pygame.quit()

    # -------------------------------------------------------------------- loop
    def run(self, frames: int | None = None, *, until_end: bool = False) -> None:
        """The frame loop: until the window closes, ``frames`` frames, or (``until_end``)
        the game is over and shown; the frames' times kept for the report then."""
        timed = frames is not None or until_end
        while self.running and (frames is None or len(self.frame_times) < frames):
            dt = self.clock.tick(QUICK_FPS if self.quick else FPS) / 1000.0
            started, cpu = time.perf_counter(), time.thread_time()
            self.frame(min(dt, 0.1))
            if timed:                          # for the report (an endless run keeps no list)
                self.frame_times.append((time.perf_counter() - started) * 1000.0)
                self.frame_cpu_times.append((time.thread_time() - cpu) * 1000.0)
            if until_end and self.game_over():
                break

    def game_over(self) -> bool:
        """The game on the table is over and all of it shown: a joined computer's (every
        update the host sent taken, or the host gone for good), else the table's (its
        last move's animation done)."""
        session = self.joined
        if session is not None:
            session.receive()
            if session.connection.status == "failed":
                return True
            return session.state.is_terminal() and not session.pending
        from .scenes.gamescene import BaseGameScene
        scene = self.scenes.find(BaseGameScene)
        return (isinstance(scene, BaseGameScene) and scene.session.state.is_terminal()
                and not scene.driver.busy())

    def frame(self, dt: float) -> None:
        started = self.timer()
        for event in pygame.event.get():
            self.dispatch(event)
        top = self.scenes.top
        if top is None:
            self.running = False
            return
        if self.quick:                        # every pause hurried, as Space would
            driver = getattr(top, "driver", None)
            if driver is not None and hasattr(driver, "skip"):
                driver.skip()
        if top.update(dt) or self.redraw_always:
            self.dirty = True
        if self.dirty:
            self.dirty = False
            for scene in self.scenes.visible():
                scene.draw(self.screen)
            pygame.display.flip()
            if self.first_frame_at is None:
                self.first_frame_at = time.time()
                gc.enable()                   # main.py turned it off for the start
                jobs, self._after_first_frame = self._after_first_frame, []
                for job in jobs:
                    job()
                return
        if self.first_frame_at is not None:
            if self._idle_jobs:
                self._run_idle_jobs(started)
            if pictures.pending() and self.timer() - started < IDLE_BUDGET:
                pictures.write_pending(lambda: self.timer() - started >= IDLE_BUDGET)
            elif fonts.measures_pending() and self.timer() - started < IDLE_BUDGET:
                fonts.write_measures()
            if started >= self._give_back_at and self.timer() - started < IDLE_BUDGET:
                self._give_back_at = started + GIVE_BACK_EVERY
                memory.give_back()

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            self._window_changed()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSIZECHANGED):
            self._window_changed()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.scenes.top is not None:
            self.scenes.top.handle(event)

    def report(self) -> dict[str, Any]:
        times = sorted(self.frame_times) or [0.0]
        cpu_times = sorted(self.frame_cpu_times) or [0.0]

        def pct(p: float, values: list[float] = times) -> float:
            return round(values[min(len(values) - 1, int(p * len(values)))], 2)

        startup = ((self.first_frame_at or time.time()) - process_start_time()) * 1000.0
        return {
            "frames": len(self.frame_times),
            "startup_ms": round(startup, 1),
            "first_frame_at": round(self.first_frame_at or time.time(), 6),
            "frame_ms_p50": pct(0.50),
            "frame_ms_p99": pct(0.99),
            "frame_cpu_ms_p99": pct(0.99, cpu_times),
            "rss_mb": peak_rss_mb(),
            **(self.learn_figures or {}),
            **self.joined_figures(),
            **self.hosted_figures(),
        }

    def hosted_figures(self) -> dict[str, Any]:
        """With ``--remote``: the hosted game's summary (as ``python -m game host``
        prints it: ``finished``, ``winners``, ``actions``, ``refused``, ``clients``...)."""
        if self.hosted is None:
            return {}
        return dict(self.hosted.hosting.summary())

    def joined_figures(self) -> dict[str, Any]:
        """With ``--join``: this computer's seat, the decisions it sent, and whether
        its table shows what the host's last update carried (``matches_host``)."""
        session = self.joined
        if session is None:
            return {"seat": None, "actions_sent": 0, "matches_host": False} if self.joining else {}
        session.receive()
        return {"seat": session.seat, "actions_sent": session.actions_sent,
                "matches_host": session.matches_host(), "finished": session.state.is_terminal()}

    def start_remote(self, session: Any) -> Scene:
        """Open the table of a game joined on another computer (:mod:`game.net.mirror`)."""
        from .core import registry
        scene_class = registry.descriptor(session.game_id).scene()
        self.joined = session
        scene: Scene = scene_class(self, session)
        self.scenes.push(scene)
        return scene


# ---------------------------------------------------------------------- start-up
def _seats(spec: str, game_id: str) -> list[Seat]:
    from .core import registry
    from .core.seats import Seat
    from .view import palette
    colours = palette.seat_colours(registry.descriptor(game_id).seat_colours)
    seats = []
    for i, word in enumerate(spec.split(",")):
        kind, _, level = word.strip().partition(":")
        if kind not in ("human", "cpu"):
            raise SystemExit(f"--players takes human or cpu[:level] for each seat, not {word!r}")
        seats.append(Seat("", colours[i % len(colours)], kind, level or "normal", i + 1))
    return seats


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    import argparse
    parser = argparse.ArgumentParser(prog="souris-fromages", description="Souris & Fromages")
    parser.add_argument("--game")
    parser.add_argument("--players", default="human,cpu")
    parser.add_argument("--autoplay", action="store_true")
    parser.add_argument("--learn", action="store_true", help="with --game: its guided first game")
    parser.add_argument("--learn-part", default=None, metavar="PART",
                        help="with --learn: the game's second guided game (gouda: powers)")
    parser.add_argument("--frames", type=int)
    parser.add_argument("--screenshot", type=_screenshot, metavar="FILE")
    parser.add_argument("--scene")
    parser.add_argument("--lang", choices=i18n.LANGUAGES)
    parser.add_argument("--seed", type=_seed, help="the game's seed, a whole number from 0 to 2^63 - 1")
    parser.add_argument("--size", default=None, help="window size WxH")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--match", metavar="K/N", help="--scene results after game K of N")
    parser.add_argument("--redraw", action="store_true", help="draw every frame")
    parser.add_argument("--hints", action="store_true",
                        help="the human seats of --game get the Hint button (H)")
    parser.add_argument("--join", metavar="HOST:PORT",
                        help="join the game hosted there (with --code; --autoplay: a computer plays the seat)")
    parser.add_argument("--code", metavar="CODE", help="with --join: the game's join code")
    parser.add_argument("--name", default="", help="with --join: the name to join with")
    parser.add_argument("--no-discovery", action="store_true",
                        help="never look for or announce games on the home network (mDNS)")
    parser.add_argument("--remote", type=_remote_seats, metavar="SEATS",
                        help="with --game: host it here, these seats (counted from 0: 0,2) "
                             "played on other computers (with --code, --port)")
    parser.add_argument("--port", type=_port, default=0,
                        help="with --remote: the port to listen on (0: a free one, printed)")
    parser.add_argument("--listen", default="127.0.0.1", metavar="ADDRESS",
                        help="with --remote: the address to listen on (default 127.0.0.1: "
                             "this computer only; 0.0.0.0 for the home network)")
    parser.add_argument("--quick", action="store_true",
                        help="with --autoplay: animations and pauses cut to almost nothing, "
                             "frames up to 500 a second (tests, soaks)")
    parser.add_argument("--until-end", action="store_true",
                        help="stop once the game is over and shown, and print the figures")
    parser.add_argument("--trace", type=_screenshot, metavar="FILE",
                        help="with --join or --remote: when each update was sent or shown "
                             "(JSON, the shared monotonic clock)")
    args = parser.parse_args(argv)
    if args.remote is not None:
        if not args.game or args.join:
            parser.error("--remote hosts the game of --game (not with --join)")
        if args.code is None or not (4 <= len(args.code) <= 8 and args.code.isascii()
                                     and args.code.isdigit()):
            parser.error("--remote needs --code with 4 to 8 digits")
    return args


def _remote_seats(text: str) -> list[int]:
    """``--remote``: seats counted from 0, comma-separated, each once."""
    import argparse
    seats: list[int] = []
    for word in text.split(","):
        word = word.strip()
        if not word.isdigit() or int(word) > 15 or int(word) in seats:
            raise argparse.ArgumentTypeError(f"takes seats counted from 0, each once, like 0,2, "
                                             f"not {text[:40]!r}")
        seats.append(int(word))
    return seats


def _port(text: str) -> int:
    import argparse
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"takes a port from 0 to 65535, not {text[:40]!r}")
    return int(text)


def _seed(text: str) -> int:
    """``--seed``: what a save can hold (:data:`~game.core.save_file.MAX_SEED`), so that the
    game it starts is loaded again at the next start (issue 17: ``--seed -5`` made a
    save the program then threw out)."""
    import argparse

    from .core.save_file import MAX_SEED
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"takes a whole number, not {text[:40]!r}") from None
    if not 0 <= seed < MAX_SEED:
        raise argparse.ArgumentTypeError(f"takes a whole number from 0 to 2^63 - 1 "
                                         f"({MAX_SEED - 1}), not {text[:40]}")
    return seed


def _screenshot(text: str) -> Path:
    """``--screenshot FILE``: a picture file in a folder that exists (checked before the
    window opens, not after the frames are drawn: issue 17)."""
    import argparse
    path = Path(text)
    if not path.parent.is_dir():
        raise argparse.ArgumentTypeError(f"{text[:80]!r}: the folder {str(path.parent)[:80]!r} "
                                         "does not exist")
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text[:80]!r} is a folder, not a file name")
    return path


def main(argv: list[str] | None = None) -> int:
    """The program: no garbage collection until the first frame is shown (see main.py;
    App.frame turns it back on), and in any case none missing once it ends."""
    gc.disable()
    try:
        return _main(argv)
    finally:
        gc.enable()


def _window_size(text: str) -> tuple[int, int]:
    """``--size WxH``, within the sizes the settings allow (config.MIN/MAX_WINDOW)."""
    from .config import MAX_WINDOW
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"--size takes WIDTHxHEIGHT, for example 1280x800, not {text[:40]!r}") from None
    if not (MIN_WINDOW[0] <= width <= MAX_WINDOW[0] and MIN_WINDOW[1] <= height <= MAX_WINDOW[1]):
        raise SystemExit(f"--size must be from {MIN_WINDOW[0]}x{MIN_WINDOW[1]} to "
                         f"{MAX_WINDOW[0]}x{MAX_WINDOW[1]}, not {text[:40]}")
    return width, height


def _main(argv: list[str] | None) -> int:
    args = parse_args(argv)
    if args.no_discovery:                 # issue 20: no multicast from this run
        from .net import discovery
        discovery.disable()
    try:
        settings, problem = load_settings()
    except ConfigError as exc:          # the shipped defaults themselves are broken
        print(f"error: {exc}", file=sys.stderr)
        return 2
    i18n.set_language(args.lang or settings.language)
    size = _window_size(args.size) if args.size else None
    if args.game and not _game_playable(args.game):
        return 2
    app = App(settings, size=size, autoplay=args.autoplay,
              notices=[problem] if problem else [])
    app.redraw_always = args.redraw
    app.quick = args.quick and args.autoplay
    match = _match(args.match) if args.match else None
    if args.scene and args.scene != "title":
        from .scenes.start import open_start
        open_start(app, args.scene, args.game, match=match)
    elif not args.game or args.scene == "title" or args.join:
        # the title screen alone (as open_start opens it), without importing the
        # other shared scenes; with --game alone the game's table opens at once
        from .scenes.title import TitleScene
        app.scenes.push(TitleScene(app))
    if args.join:
        from .scenes.join import JoinScene
        app.scenes.push(JoinScene(app, address=args.join, code=args.code or "", name=args.name,
                                  autoplay=args.autoplay, start=True))
    if args.game and args.learn:
        from .view.lesson_overlay import start_lesson
        if start_lesson(app, args.game, args.learn_part) is None:
            app.close()
            what = f"{args.game} ({args.learn_part})" if args.learn_part else args.game
            print(f"error: {what} has no guided game that can be played", file=sys.stderr)
            return 2
    elif args.game and args.remote is not None:
        if not _host_game(app, args):
            app.close()
            return 2
    elif args.game and not (args.scene and args.scene != "title"):   # with a scene: its game
        _start_game(app, args)
    app.run(args.frames, until_end=args.until_end)
    return _finish(app, args)


def _game_playable(game_id: str) -> bool:
    """``--game``: a game that is there and can be played (else the error is printed)."""
    from .core import registry
    from .core.safe_files import FileProblem
    try:
        unavailable = registry.problem(game_id)
    except (KeyError, FileProblem) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return False
    if unavailable is not None:
        print(f"error: {game_id} cannot be played: {unavailable}", file=sys.stderr)
        return False
    return True


def _match(text: str) -> tuple[int, int]:
    """``--match K/N``: game K of a match of N."""
    done, _, planned = text.partition("/")
    try:
        match = (int(done), int(planned or done))
    except ValueError:
        raise SystemExit(f"--match takes K/N (game K of N), not {text!r}") from None
    if not 1 <= match[0] <= match[1]:
        raise SystemExit(f"--match takes K/N with 1 <= K <= N, not {text!r}")
    return match


def _options(args: argparse.Namespace) -> dict[str, Any]:
    from .core.safe_files import FileProblem, parse_yaml
    options = {}
    for pair in args.option:
        key, _, value = pair.partition("=")
        try:
            options[key] = parse_yaml(value, Path("--option"))
        except FileProblem as exc:
            raise SystemExit(f"error: --option {key}: {exc.problem}") from None
    return options


def _host_game(app: App, args: argparse.Namespace) -> bool:
    """``--game G --remote SEATS --code C --port P``: host the game in this window, as
    the setup screen's *Play!* does with those seats "on another computer" (the
    waiting screen, then the table once everyone is there); with ``--autoplay``,
    computers at the other seats. Prints ``{"ready": true, "port": P, "game": G}``
    once it listens (testers, ``python -m game netbench``). False: an error, said."""
    import json

    from .scenes.hosted import HostedGame, start_hosted
    from .scenes.waiting import HostPlan, WaitingScene
    from .session import Session
    words = args.players.split(",")
    problem = None
    if any(seat >= len(words) for seat in args.remote):
        problem = f"--remote: the seats of --players are 0 to {len(words) - 1}"
    if problem is None:
        spec = ",".join("human" if k in args.remote else
                        ("cpu" if args.autoplay and w.startswith("human") else w)
                        for k, w in enumerate(words))
        try:
            seats = _seats(spec, args.game)
            for k, seat in enumerate(seats):
                seat.remote = k in args.remote
            session = Session.new(args.game, seats, seed=args.seed, options=_options(args),
                                  autosave=False)
        except ValueError as exc:
            problem = str(exc)
    if problem is not None:
        print(f"error: {problem}", file=sys.stderr)
        return False
    plan = HostPlan(args.game, seats, dict(session.state.options), None, sorted(args.remote), session)
    try:
        hosted = HostedGame(plan, port=args.port, hosting_options={"code": args.code, "host": args.listen})
    except OSError as exc:
        print(f"error: cannot listen on {args.listen}:{args.port} ({exc})", file=sys.stderr)
        return False
    app.hosted = hosted
    if args.trace:
        hosted.hosting.trace = {}
    print(json.dumps({"ready": True, "port": hosted.port, "game": args.game}), flush=True)
    app.scenes.push(WaitingScene(app, plan, hosted, lambda: start_hosted(app, plan, hosted)))
    return True


def _start_game(app: App, args: argparse.Namespace) -> None:
    """``--game`` without a scene: its table opens at once, with ``--players``,
    ``--seed`` and ``--option`` (computers in every seat with ``--autoplay``)."""
    from .session import Session
    spec = args.players
    if args.autoplay:
        spec = ",".join("cpu" if w.startswith("human") else w for w in spec.split(","))
    options = _options(args)
    try:
        seats = _seats(spec, args.game)
        for seat in seats:
            seat.hints = args.hints and seat.is_human
        session = Session.new(args.game, seats, seed=args.seed,
                              options=options, autosave=not args.autoplay)
    except ValueError as exc:              # an option the game refuses
        raise SystemExit(f"error: {exc}") from None
    app.start_game(session)


def _finish(app: App, args: argparse.Namespace) -> int:
    """After the frames: ``--screenshot`` written, the ``--frames`` report printed; the
    program's exit status."""
    if args.screenshot:
        try:
            pygame.image.save(app.screen, str(args.screenshot))
        except (pygame.error, OSError) as exc:      # a folder that may not be written...
            app.close()
            print(f"error: the screenshot {args.screenshot} could not be written ({exc})",
                  file=sys.stderr)
            return 2
    hosted = app.hosted
    if hosted is not None:           # the joined computers told why it ends, then gone
        hosted.hosting.close("finished" if hosted.session.state.is_terminal() else "host_quit")
        hosted.close()
    if args.trace:
        _write_trace(app, args.trace)
    if args.frames is not None or args.until_end:
        import json
        print(json.dumps(app.report()), flush=True)
    app.close()
    return 0


def _write_trace(app: App, path: Path) -> None:
    """``--trace FILE``: when each update was sent (the host: ``sent``, update number
    to the monotonic clock's seconds, right after the driver applied the change) or
    shown (a joined computer: ``shown``, when its table took the update; ``acted``,
    when it sent a decision naming an update). Numbers only: nothing of the game."""
    import json
    trace: dict[str, Any] = {"clock": "monotonic"}
    if app.hosted is not None:
        trace["role"] = "host"
        trace["sent"] = app.hosted.hosting.trace or {}
    session = app.joined
    if session is not None:
        trace.update(role="joined", seat=session.seat, shown=session.shown_at,
                     acted=session.acted_at)
    try:
        path.write_text(json.dumps(trace), encoding="utf-8")
    except OSError as exc:
        print(f"error: the trace {path} could not be written ({exc})", file=sys.stderr)
