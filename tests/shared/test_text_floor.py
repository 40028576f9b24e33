"""No text is ever drawn below a readable size (:data:`game.scenes.menu.READABLE`,
14 px), on any screen, in French and English, in a small (800 x 600) and the usual
(1280 x 800) window.

Every font the program draws with comes from :func:`game.view.fonts.get_font`; the
test hands out recording fonts instead (in that module and in every module that
imported the function by name), drives each screen the way a person would (real
scenes in a real App under the dummy video driver, games played to their end at the
table) and looks at the size of every line of text rendered. Menu buttons are checked
too: each label fits inside its button at the size it is drawn.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import random
import sys

import pygame
import pytest
from apps import new_app

import game
from game import i18n
from game.core import registry
from game.core.seats import Seat
from game.view import fonts

FLOOR = 14
SIZES = [(800, 600), (1280, 800)]
#: French, the longer texts, without a soak; English too in a soak (SOURIS_SOAK_GAMES)
LANGS = ["fr", "en"] if os.environ.get("SOURIS_SOAK_GAMES") else ["fr"]


# ------------------------------------------------------------------ recording
class RecordingFont:
    """A font that notes the size of every line of text it renders."""

    def __init__(self, font: pygame.font.Font, size: int, log: list):
        self._font = font
        self._size = size
        self._log = log

    def render(self, text, *args, **kwargs):
        if str(text).strip():
            self._log.append((self._size, str(text)))
        return self._font.render(text, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._font, name)


def _game_modules() -> list:
    """Every module of the program (imported now, so that the games' lazily loaded
    scenes are patched too); ``game.__main__`` runs the program and is left alone."""
    for info in pkgutil.walk_packages(game.__path__, "game."):
        if info.name.endswith("__main__"):
            continue
        importlib.import_module(info.name)
    return [m for name, m in sys.modules.items() if name.startswith("game") and m is not None]


@pytest.fixture
def drawn(tmp_path, monkeypatch):
    """The (size, text) of every line rendered during the test."""
    monkeypatch.setenv("SOURIS_FROMAGES_HOME", str(tmp_path))
    log: list[tuple[int, str]] = []
    original = fonts.get_font

    def recording(size, *, display=False, bold=False):
        return RecordingFont(original(size, display=display, bold=bold), max(1, int(size)), log)

    for module in _game_modules():
        if getattr(module, "get_font", None) is not original and getattr(module, "fonts", None) is not fonts:
            continue                                   # draws no text (the art draws none)
        if getattr(module, "get_font", None) is original:
            monkeypatch.setattr(module, "get_font", recording)
        for value in list(vars(module).values()):      # pictures with text cached earlier
            if callable(getattr(value, "cache_clear", None)) and hasattr(value, "cache_info"):
                value.cache_clear()
    yield log
    pygame.quit()
    i18n.set_language("en")


def make_app(size, lang):
    return new_app(size, lang, fast=True)


def run(app, frames=3, dt=0.05):
    for _ in range(frames):
        app.frame(dt)


def too_small(log):
    return sorted({(size, text) for size, text in log if size < FLOOR})


def check(log, app=None):
    bad = too_small(log)
    assert log, "nothing was drawn"
    assert not bad, f"{len(bad)} texts below {FLOOR} px: {bad[:12]}"
    if app is not None:
        check_buttons(app)


def check_buttons(app):
    """Every menu button's label fits inside the button at the size it is drawn, and
    the setup screen's values fit their boxes."""
    for scene in app.scenes.stack:
        group = getattr(scene, "group", None)
        if group is None:
            continue
        name = type(scene).__name__
        for button in group.buttons:
            fit = button.text_fit()
            if not fit.lines:
                continue
            assert fit.size >= FLOOR, (name, button.label, fit.size)
            assert fit.fits(), (name, button.label, fit)
            font = fonts.get_font(fit.size, display=fit.display, bold=fit.bold)
            assert len(fit.lines) * font.get_linesize() <= button.rect.h * 1.2 or len(fit.lines) > 1, \
                (name, button.label)
        for lines, size, rect in getattr(scene, "value_lines", []):
            font = fonts.get_font(size, display=True)
            assert size >= FLOOR and all(font.size(line)[0] <= rect.w - 8 for line in lines), \
                (name, lines, size, rect)
            assert len(lines) * font.get_linesize() <= rect.h, (name, lines, size, rect)


# ------------------------------------------------------------------ the screens
def open_title(app):
    from game.scenes.start import open_start
    open_start(app, "title", None)
    run(app, 8)              # the autosave and every game's files are looked at


def title_screens(app, log):
    open_title(app)
    check(log, app)
    # a problem to report, and an unfinished game to continue (a match's game 2)
    from game.core.match import Match
    from game.scenes.start import demo_seats
    from game.session import Session
    game_id = registry.games()[0]
    seats = demo_seats(game_id)
    seats = [Seat("Grand-mère", seats[0].colour, "human", seats[0].level, 1),
             *(Seat("Maximilien", s.colour, s.kind, s.level, i + 2) for i, s in enumerate(seats[1:]))]
    match = Match.new(game_id, seats, 3)
    Session.new(game_id, seats, seed=3, match=match).save()
    app.notices.append(i18n.t("app.settings_not_saved", problem="disk full " * 12))
    app.scenes.top.rebuild()
    app.scenes.top.resume()
    run(app, 4)
    check(log, app)


def setup_screens(app, log, game_id):
    from game.scenes.setup import SetupScene
    app.last_setups.clear()
    open_title(app)
    app.scenes.push(SetupScene(app, game_id))
    run(app)
    scene = app.scenes.top
    check(log, app)
    # every number of players, a person and computers of each level, every value
    for count in range(scene.cls.max_players, scene.cls.min_players - 1, -1):
        scene.set_count(count)
        run(app, 2)
        check(log, app)
    scene.set_count(scene.cls.max_players)
    for i in range(1, len(scene.drafts)):
        if scene.drafts[i].kind == "human":
            scene.toggle_kind(i)
        for _ in range(i):
            scene.next_level(i)
    scene.drafts[0].name = "Maximilien-Alexandre"[:16]
    run(app, 2)
    check(log, app)
    for _ in scene.levels:
        for i in range(1, len(scene.drafts)):
            scene.next_level(i)
        run(app, 1)
    for _ in scene.starter_choices():
        scene.shift_starter(1)
        run(app, 1)
    for spec in scene.cls.option_specs:
        for _ in range(max(1, len(spec.choices))):
            scene.shift_option(spec.key, 1)
            run(app, 1)
            check(log, app)
    for _ in range(3):
        scene.shift_games(1)
        run(app, 1)
        check(log, app)
    scene.start_editing(1)          # the placeholder of an empty name
    scene.edit_text = ""
    scene._edited()
    run(app, 2)
    check(log, app)


def settings_screens(app, log):
    from game.scenes.settings import SettingsScene
    open_title(app)
    app.scenes.push(SettingsScene(app))
    run(app)
    check(log, app)
    scene = app.scenes.top
    scene.set_sound(False)
    run(app, 2)
    scene.set_sound(True)
    scene.set_volume(0.0)
    run(app, 2)
    check(log, app)


def rules_screens(app, log, game_id):
    from game.scenes.rules import RulesScene
    open_title(app)
    app.scenes.push(RulesScene(app, game_id))
    run(app)
    scene = app.scenes.top
    for _ in range(200):                      # page by page to the end
        if scene.scroll >= scene.max_scroll:
            break
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0,
                                             unicode="", scancode=0))
        run(app, 20)
    assert scene.scroll >= scene.max_scroll
    check(log, app)


def pause_screen(app, log, game_id):
    from game.scenes.start import open_start
    open_start(app, "pause", game_id)
    run(app)
    check(log, app)


def results_screens(app, log, game_id, match):
    from game.scenes.start import open_start
    open_start(app, "results", game_id, match=match)
    run(app, 6)
    check(log, app)


def pass_screen(app, log, game_id):
    from game.scenes.passdevice import PassDeviceScene
    from game.scenes.start import open_start
    open_start(app, "pass", game_id)
    run(app)
    check(log, app)
    app.scenes.push(PassDeviceScene(app, "Maximilien", "purple", lambda: None, on_back=lambda: None))
    run(app)
    check(log, app)


def message_screens(app, log):
    from game.scenes.message import MessageScene
    open_title(app)
    app.scenes.push(MessageScene(app, i18n.t("app.save_failed", problem="No space left on device"),
                                 title=i18n.t("app.save_failed_title")))
    run(app)
    check(log, app)
    app.scenes.push(MessageScene(app, i18n.t("setup.replace_text"), title=i18n.t("setup.replace_title"),
                                 ok_label=i18n.t("setup.replace_yes"),
                                 cancel_label=i18n.t("setup.replace_no")))
    run(app)
    check(log, app)


# ------------------------------------------------------------------ the tables
def check_table(scene):
    """The words a table lays out fit the boxes its layout made for them."""
    px = scene.px
    if scene.session.game_id == "cubes":
        from game.games.cubes.texts import tr
        from game.games.cubes.view import layout
        legend = scene.model.geometry.legend
        plan = layout.legend_plan(px, legend.w - px(10), tr("label.goal", n=7))
        assert plan[4] <= legend.h, (plan, legend)
    if scene.session.game_id == "drole":
        from game.games.drole.texts import tr
        from game.games.drole.view import board, layout
        for seat, side in enumerate(scene.model.sides):
            box = scene.model.geometry.trays[side].name
            lines, size = board.name_lines(scene, scene.seat_name(seat), box, scene.fs(24))
            font = fonts.get_font(size, display=True)
            assert size >= FLOOR and all(font.size(line)[0] <= box.w for line in lines), (side, lines)
        area = scene.model.geometry.side.action
        inner = layout.hint_card_inner(px, area.w, area.h)
        for title, hint in ((None, tr("label.move_hint")),
                            (tr("label.bonus_title"), tr("label.bonus_hint"))):
            assert layout.hint_card_plan(px, inner.w, title, hint)[4] <= inner.h, (title, inner)
        legend = scene.model.geometry.side.legend
        inner = layout.legend_inner(px, legend.w, legend.h)
        assert layout.legend_plan(px, inner, layout.legend_texts()).height <= inner.h + px(6)


def play_table(app, session, log, *, peek=False, limit=6000):
    """Open ``session``'s table and play it to its end (people choose at random),
    with the move log opened, the hand-over prompt shown, and, with ``peek``, a Peek
    through the pass screen; the results come on at the end."""
    from game.scenes.passdevice import PassDeviceScene
    from game.scenes.results import ResultsScene
    rng = random.Random(4)
    scene = app.start_game(session)
    run(app, 4)
    check_table(scene)
    # the hand-over prompt, as after a "not me" in a game of private turns (these
    # games have none: it is put up by hand)
    driver = scene.driver
    saved = driver.declined
    driver.declined = session.humans()[0]
    scene.controls.prompt.shown = lambda: True
    scene.invalidate()
    before = len(log)
    run(app, 2)
    assert any(text == i18n.t("menu.pass_ready", name=session.seats[driver.declined].name)
               for _, text in log[before:]), "the prompt was not drawn"
    del scene.controls.prompt.shown
    driver.declined = saved
    scene.invalidate()
    logged = peeked = shown_peek = False
    peek_from = 0
    for _frame in range(limit):
        top = app.scenes.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, PassDeviceScene):
            run(app, 2)
            top.ready()
            run(app, 3)
            continue
        if top is scene and not scene.busy():
            if peek and not peeked and scene.model.peek_seats():
                peek_from = len(log)
                scene.input.start_peek(scene.model.peek_seats()[0])       # the pass screen, then the peek
                peeked = True
                run(app, 3)
                continue
            if peek and scene.model.peek_seat is not None:
                run(app, 3)
                title = i18n.t("drole.label.peek_title", name=scene.seat_name(scene.model.peek_seat))
                assert any(text == title for _, text in log[peek_from:]), "the peek was not drawn"
                scene.input.hide_peek()
                shown_peek = True
                continue
            if not logged and len(session.state.history) > 12:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0,
                                                     unicode="", scancode=0))
                run(app, 3)
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0,
                                                     unicode="", scancode=0))
                logged = True
            if scene.awaiting_throw():
                scene.throw()
            elif scene.can_act() and not scene.input_guarded():
                actions = scene.legal_actions()
                if actions:
                    scene.apply(rng.choice(actions))
        cue = driver.cues[0] if driver.cues else None
        if cue is not None and cue.name == "read" and cue.elapsed > 0.15:
            driver.skip()         # a computer's decision, drawn and read: hurried along (Space)
        run(app, 1, dt=0.1)       # the longest step a frame takes (App.run), to go faster
    assert isinstance(app.scenes.top, ResultsScene), "the game did not come to its results"
    assert logged and shown_peek == peek
    run(app, 6)


def cubes_table(app, log):
    from game.session import Session
    seats = [Seat("Grand-mère", "orange", "human", "normal", 1),
             Seat("Maximilien", "sky", "cpu", "easy", 2),
             Seat("Robo", "green", "cpu", "easy", 3)]
    play_table(app, Session.new("cubes", seats, seed=11, autosave=False), log)
    check(log, app)


def drole_table(app, log):
    from game.session import Session
    seats = [Seat("Grand-mère", "orange", "human", "normal", 1),
             Seat("Maximilien", "sky", "human", "normal", 2),
             Seat("Robo", "green", "cpu", "normal", 3),
             Seat("Anne-Sophie", "purple", "cpu", "normal", 4)]
    play_table(app, Session.new("drole", seats, seed=5, autosave=False), log, peek=True)
    check(log, app)


def drole_two(app, log):
    from game.session import Session
    seats = [Seat("Ana", "orange", "human", "normal", 1), Seat("Robo", "sky", "cpu", "normal", 2)]
    play_table(app, Session.new("drole", seats, seed=9, autosave=False), log)
    check(log, app)


# ------------------------------------------------------------------ the tests
SCREENS = {
    "title": title_screens,
    "settings": settings_screens,
    "message": message_screens,
    "cubes-table": cubes_table,
    "drole-table": drole_table,
    "drole-two": drole_two,
}
for _game in registry.games():
    SCREENS[f"setup-{_game}"] = lambda app, log, g=_game: setup_screens(app, log, g)
    SCREENS[f"rules-{_game}"] = lambda app, log, g=_game: rules_screens(app, log, g)
    SCREENS[f"pause-{_game}"] = lambda app, log, g=_game: pause_screen(app, log, g)
    SCREENS[f"pass-{_game}"] = lambda app, log, g=_game: pass_screen(app, log, g)
    SCREENS[f"results-{_game}"] = lambda app, log, g=_game: results_screens(app, log, g, None)
    SCREENS[f"match-{_game}"] = lambda app, log, g=_game: results_screens(app, log, g, (2, 3))
    SCREENS[f"match-end-{_game}"] = lambda app, log, g=_game: results_screens(app, log, g, (3, 3))


#: Screens played as whole games, each once, at the size and in the language given
#: (tests/shared/test_every_screen.py opens every table at every size in both languages).
WHOLE_GAMES = {"cubes-table": ((1280, 800), "en"), "drole-table": ((800, 600), "fr"),
               "drole-two": ((1280, 800), "fr")}
#: Whole games in a soak only (``SOURIS_SOAK_GAMES``): without one, the tables are
#: checked whole by tests/shared/test_every_screen.py and the games' scene tests.
if not os.environ.get("SOURIS_SOAK_GAMES"):
    WHOLE_GAMES = {}


WHOLE_GAME_SCREENS = ("cubes-table", "drole-table", "drole-two")


def cases():
    for screen in sorted(SCREENS):
        for size in SIZES:
            for lang in LANGS:
                if screen in WHOLE_GAME_SCREENS and WHOLE_GAMES.get(screen) != (size, lang):
                    continue
                if screen not in WHOLE_GAME_SCREENS and size != SIZES[0]:
                    continue       # text grows with the window: the small one is the test
                yield pytest.param(screen, size, lang, id=f"{screen}-{size[0]}x{size[1]}-{lang}")


@pytest.mark.parametrize(("screen", "size", "lang"), list(cases()))
def test_no_text_below_the_floor(drawn, screen, size, lang):
    app = make_app(size, lang)
    SCREENS[screen](app, drawn)


def test_the_recorder_sees_small_text(drawn):
    """The recording itself: a line drawn at 9 px by a menu helper is caught."""
    from game.view.widgets import draw_text
    app = make_app((800, 600), "en")
    draw_text(app.screen, "tiny", 9)
    assert too_small(drawn) == [(9, "tiny")]
