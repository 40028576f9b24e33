"""Every screen at every size: the title, the setup of each game (fewest and most
seats, its options column scrolled to the top and to the end), the settings, the
rules, the pause menu, the results, the pass screen, a question, each game's table
with the most seats and Gouda's answer bar, at the seven window sizes a family's
laptop may have, in French and English. On each, one frame is drawn with every text
and button recorded (tests/screen_record.py) and:

* every button and every line of text lies inside the window (a line half hidden by
  a scrolled view's edge is the view's, and is not counted);
* no two buttons overlap, no two lines of text overlap, no text runs into a button;
* no text is cut to "…" (the default names are short: nothing a family reads is cut).

One program serves every case of a test worker (its window is set to each size, its
language to each language); nothing depends on the clock.
"""

from __future__ import annotations

import os

import pygame
import pytest
from apps import new_app
from screen_record import RECORDER, RecSurface, recording, window_lines

from game import i18n, paths
from game.core import registry
from game.core.seats import Seat
from game.view import palette
from game.view.widgets import MARGIN

#: the smallest window, the usual ones and the largest (1280x720, between 1280x800 and
#: 1366x768, in a soak: tests/shared/test_first_move.py plays a first move at it)
SIZES = [(800, 600), (1280, 800), (1366, 768), (1920, 1080)]
if os.environ.get("SOURIS_SOAK_GAMES"):
    SIZES.insert(1, (1280, 720))
#: A guided game is checked step by step (every learner step and its end) at the
#: smallest window, in French; with ``SOURIS_SOAK_GAMES`` set, in English and at the largest too
#: (the two sizes issue 19 names; a whole guided game at each size would take
#: a quarter of the suite's time). A replay (a past game's table, paused) at the smallest
#: and the largest window.
LESSON_SIZES = [(800, 600), (1920, 1080)] if os.environ.get("SOURIS_SOAK_GAMES") else [(800, 600)]
#: ... in French (the longer sentences) without a soak, in both languages in a soak
LESSON_LANGS = ["en", "fr"] if os.environ.get("SOURIS_SOAK_GAMES") else ["fr"]
REPLAY_SIZES = [(800, 600), (1920, 1080)]
LANGS = ["fr", "en"]
#: Without a soak, the smallest window in both languages (where the longer French and the
#: other language's words both have the least room) and the largest in French (the other
#: screen tests open most screens at 1280x800); every size in both languages in a soak.
SIZE_LANGS = {(size, lang) for size in SIZES for lang in LANGS}
if not os.environ.get("SOURIS_SOAK_GAMES"):
    SIZE_LANGS = {((800, 600), "fr"), ((800, 600), "en"), ((1920, 1080), "fr")}
GAMES = registry.games()


# ------------------------------------------------------------------ the program
class Shared:
    app = None
    size: tuple[int, int] | None = None
    lang: str | None = None
    finished: dict = {}


@pytest.fixture(scope="module")
def recorder(tmp_path_factory):
    import os
    home = tmp_path_factory.mktemp("home")
    before = os.environ.get("SOURIS_FROMAGES_HOME")
    os.environ["SOURIS_FROMAGES_HOME"] = str(home)
    with recording() as rec:
        yield rec
        if Shared.app is not None:
            Shared.app.close()
            Shared.app = None
        for key in [k for k in Shared.finished if isinstance(k, tuple)]:
            del Shared.finished[key]          # the windows' surfaces go with the program
    i18n.set_language("en")
    if before is not None:
        os.environ["SOURIS_FROMAGES_HOME"] = before


def program(size, lang):
    """The shared program, its window at ``size``, speaking ``lang``, nothing open."""
    app = Shared.app
    if app is None:
        app = Shared.app = new_app(size, lang, fast=True)
        Shared.size, Shared.lang = None, lang
    app.last_setups.clear()
    while app.scenes.top is not None:
        app.scenes.pop()
    if Shared.size != size:
        pygame.display.set_mode(size)
        pygame.event.clear()                 # the window's own news of its new size
        Shared.size = size
    if Shared.lang != lang:
        i18n.set_language(lang)
        app.settings.language = lang
        Shared.lang = lang
    app.screen = window(size)
    return app


def window(size):
    """The surface the frames are drawn on (one per size: a new one costs)."""
    made = Shared.finished.get(("window", size))
    if made is None:
        made = Shared.finished[("window", size)] = RecSurface(size, 0, pygame.display.get_surface())
    return made


def run(app, frames=3, dt=0.05):
    for _ in range(frames):
        app.frame(dt)


def settle(app, scene, limit=400):
    """Let a table play its opening (animations, a computer's first moves) until it
    waits for a person, as a family would see it."""
    for _ in range(limit):
        app.frame(0.1)
        if app.scenes.top is not scene:
            return
        if not scene.busy() and scene.can_act():
            return


# ------------------------------------------------------------------ one frame
def frame(app):
    """Draw one whole frame as after a resize (every scene laid out again) and return
    the lines of text the top screen put on the window."""
    size = app.screen.get_size()
    if type(app.screen) is not RecSurface:
        app.screen = window(size)
    top = app.scenes.top
    RECORDER.cuts.clear()
    for scene in app.scenes.stack:
        RECORDER.active = scene is top
        scene.layout(size)
    from screen_record import TEXTS
    for scene in app.scenes.visible():
        RECORDER.active = scene is top
        if scene is top:
            TEXTS.pop(app.screen, None)      # only what the top screen draws is checked
        scene.draw(app.screen)
    RECORDER.active = False
    return window_lines(app.screen)


def buttons_of(scene):
    """The buttons of a screen: (what, the part of it that shows)."""
    out = []
    group = getattr(scene, "group", None)
    if group is not None:
        for button in group.buttons:
            rect = button.rect if button.clip is None else button.rect.clip(button.clip)
            if rect.w and rect.h:
                out.append((f"button {button.label!r}", rect, button))
    controls = getattr(scene, "controls", None)        # a table's controls
    if controls is None:
        return out
    for name in ("pause_rect", "log_rect", "undo_rect"):
        rect = getattr(controls, name)
        if rect.w and (name != "undo_rect" or controls.show_undo()):
            out.append((name, rect, None))
    if controls.prompt.shown():
        out.append(("prompt", controls.prompt.rect, None))
    lesson = getattr(scene, "lesson", None)             # a guided game's panel
    if lesson is not None:
        for key in lesson.shown_buttons():
            out.append((f"lesson button {lesson.buttons[key].label!r}", lesson.buttons[key].rect,
                        lesson.buttons[key]))
    return out


def said_with_dots() -> set[str]:
    """The last words of the program's own texts that end in "…" ("is thinking…")."""
    if "dots" not in Shared.finished:
        import yaml

        from game import paths

        def walk(value):
            if isinstance(value, dict):
                for item in value.values():
                    yield from walk(item)
            elif isinstance(value, str):
                yield value

        ends = set()
        for file in paths.LOCALE.glob("*/*.yaml"):
            for text in walk(yaml.safe_load(file.read_text(encoding="utf-8"))):
                if text.rstrip().endswith("…"):
                    ends.add(text.split()[-1])
        Shared.finished["dots"] = ends
    return Shared.finished["dots"]


def problems(app, lines):
    """What is wrong with the frame: a list of sentences."""
    w, h = app.screen.get_size()
    window = pygame.Rect(0, 0, w, h)
    top = app.scenes.top
    found = []
    shown = [line for line in lines if not line.clipped]
    for line in shown:
        if not window.contains(line.rect):
            found.append(f"text {line.text!r} at {tuple(line.rect)} leaves the {w}x{h} window")
        elif line.off_edge:
            found.append(f"text {line.text!r} at {tuple(line.rect)} is cut by the edge of its panel")
    buttons = buttons_of(top)
    for name, rect, button in buttons:
        if not window.contains(rect):
            found.append(f"{name} at {tuple(rect)} leaves the {w}x{h} window")
        if button is not None:
            fit = button.text_fit()
            if fit.lines and not fit.fits():
                found.append(f"{name}: its label does not fit it")
            if any(line.endswith("…") and not button.label.endswith("…") for line in fit.lines):
                found.append(f"{name}: its label is cut {fit.lines}")
    for i, (name, rect, _) in enumerate(buttons):
        for other, orect, _ in buttons[i + 1:]:
            if rect.colliderect(orect):
                found.append(f"{name} {tuple(rect)} overlaps {other} {tuple(orect)}")
    # lines of text: each against the others (the same words twice: its own shadow)
    for i, line in enumerate(shown):
        for other in shown[i + 1:]:
            if other.text == line.text:
                continue
            both = line.rect.clip(other.rect)
            if both.w > 3 and both.h > 0.3 * min(line.rect.h, other.rect.h):
                found.append(f"text {line.text!r} {tuple(line.rect)} overlaps "
                             f"{other.text!r} {tuple(other.rect)}")
        for name, rect, _ in buttons:
            if rect.inflate(2 * MARGIN, 2 * MARGIN).contains(line.rect):
                continue                      # its own label (or drawn on it on purpose)
            both = line.rect.clip(rect)
            if both.w > 3 and both.h > 0.3 * line.rect.h:
                found.append(f"text {line.text!r} {tuple(line.rect)} runs into {name} {tuple(rect)}")
    for line in shown:                    # cut by other means than ellipsize (a last line)
        words = line.text.split()
        if words and words[-1].endswith("…") and words[-1] not in said_with_dots():
            found.append(f"text {line.text!r} is cut to '…'")
    for text, cut in dict.fromkeys(RECORDER.cuts):
        found.append(f"{text!r} is cut to {cut!r}")
    return sorted(set(found))


def check(app, label):
    lines = frame(app)
    assert lines, f"{label}: no text was drawn"
    found = problems(app, lines)
    assert not found, f"{label}: " + "\n".join(found[:20])


# ------------------------------------------------------------------ the screens
def finished_session(game_id):
    """A game of ``game_id`` played to its end (once per worker: the results only read it)."""
    from game.scenes.start import demo_session
    if game_id not in Shared.finished:
        Shared.finished[game_id] = demo_session(game_id, finish=True)
    return Shared.finished[game_id]


def most_seats(game_id):
    """The most seats the game takes: a person first, then computers."""
    high = registry.descriptor(game_id).players[1]
    colours = list(palette.PLAYER_COLOURS)
    levels = registry.levels(game_id)
    return [Seat("", colours[0], "human", levels[0], 1)] + [
        Seat("", colours[i], "cpu", levels[i % len(levels)], i + 1) for i in range(1, high)]


def open_title(app):
    """The title screen under the screen looked at (drawn only if that one is an overlay)."""
    from game.scenes.title import TitleScene
    app.scenes.push(TitleScene(app))


def title(app):
    open_title(app)
    run(app, 2)
    check(app, "title")


def settings(app):
    from game.scenes.settings import SettingsScene
    open_title(app)
    app.scenes.push(SettingsScene(app))
    run(app, 1)
    check(app, "settings")


def message(app):
    from game.scenes.message import MessageScene
    open_title(app)
    app.scenes.push(MessageScene(app, i18n.t("setup.replace_text"), title=i18n.t("setup.replace_title"),
                                 ok_label=i18n.t("setup.replace_yes"),
                                 cancel_label=i18n.t("setup.replace_no")))
    run(app, 2)
    check(app, "question")


def setup(app, game_id, most):
    from game.scenes.setup import SetupScene
    open_title(app)
    scene = SetupScene(app, game_id)
    app.scenes.push(scene)
    scene.set_count(scene.cls.max_players if most else scene.cls.min_players)
    if most:                              # computers of every level: the widest rows
        for i in range(1, len(scene.drafts)):
            if scene.drafts[i].kind == "human":
                scene.toggle_kind(i)
            for _ in range(i % len(scene.levels)):
                scene.next_level(i)
    run(app, 1)
    check(app, "setup, options at the top")
    assert scene.play_button.rect.bottom <= app.screen.get_height()
    if scene.max_scroll:
        scene.scroll_to(scene.max_scroll)
        run(app, 1)
        check(app, "setup, options scrolled to the end")


def rules(app, game_id):
    from game.scenes.rules import RulesScene
    open_title(app)
    app.scenes.push(RulesScene(app, game_id))
    run(app, 1)
    check(app, "rules")


def results(app, game_id, match=False):
    from game.scenes.results import ResultsScene
    from game.scenes.start import demo_match_session
    open_title(app)
    key = f"{game_id}-match"
    if match and key not in Shared.finished:
        Shared.finished[key] = demo_match_session(game_id, 3, 3)
    app.scenes.push(ResultsScene(app, Shared.finished[key] if match else finished_session(game_id)))
    run(app, 3)
    check(app, "results of a match" if match else "results")


def title_with_news(app):
    """The title with a game to continue (a match's) and a notice to read."""
    from game.core.match import Match
    from game.scenes.start import demo_seats
    from game.session import Session
    game_id = GAMES[0]
    seats = demo_seats(game_id)
    Session.new(game_id, seats, seed=3, match=Match.new(game_id, seats, 3)).save()
    app.notices.append(i18n.t("app.settings_not_saved", problem="No space left on device"))
    try:
        open_title(app)
        run(app, 6)                       # the autosave is looked at
        check(app, "title with a game to continue and a notice")
    finally:
        app.notices.clear()
        from game import paths
        from game.core.save_writer import settled
        settled(paths.autosave_file()).unlink(missing_ok=True)


def pass_screen(app):
    from game.scenes.passdevice import PassDeviceScene
    open_title(app)
    app.scenes.push(PassDeviceScene(app, i18n.t("setup.default_name", n=2), "sky", lambda: None,
                                    on_back=lambda: None))
    run(app, 1)
    check(app, "pass the laptop")


def open_table(app, game_id):
    from game.session import Session
    open_title(app)
    session = Session.new(game_id, most_seats(game_id), seed=3, autosave=False)
    scene = app.start_game(session)
    settle(app, scene)
    return scene


def table(app, game_id):
    scene = open_table(app, game_id)
    assert app.scenes.top is scene
    check(app, f"{game_id} table, {len(scene.session.seats)} seats")


def lesson(app, game_id, part=None):
    """A guided game ("Show me how", or a second one: ``part``), looked at on each of
    the learner's steps and at its end: the panel's words and buttons, over the table's."""
    from game.learn.lesson import script_for
    from game.view.lesson_overlay import start_lesson
    scene = start_lesson(app, game_id, part)
    assert scene is not None, script_for(game_id, part)[1]   # why the script is refused
    overlay = scene.lesson
    for _ in range(2000):
        app.frame(0.1)
        if overlay.finished:
            break
        if overlay.waiting() and not scene.input_guarded():
            check(app, f"{game_id} lesson, {overlay.heading()}")
            overlay.play_for_me()
    assert overlay.finished
    check(app, f"{game_id} lesson, the end")


def pause(app, game_id):
    from game.scenes.pause import PauseScene
    scene = open_table(app, game_id)
    app.scenes.push(PauseScene(app, scene, game_id))
    run(app, 2)
    check(app, "pause")


def answer_bar(app):
    """Gouda, six seats with the powers: a computer rolled and the person may answer."""
    import random

    from game.core.protocol import CHANCE
    from game.session import Session
    seats = most_seats("gouda")
    options = {"powers": "set", "festival": True, "route_cheese": True}
    seeds = [Shared.finished["answer-seed"]] if "answer-seed" in Shared.finished else range(1, 200)
    for seed in seeds:
        session = Session.new("gouda", seats, seed=seed, options=options, autosave=False)
        rng = random.Random(seed)
        state = session.state
        while not state.is_terminal():
            if state.phase == "window" and state.turn != 0 and 0 in state.ask and not state.stack:
                break
            if state.current_player() == CHANCE:
                session.chance()
            else:
                session.apply(rng.choice(state.legal_actions()))
        if not state.is_terminal():
            Shared.finished["answer-seed"] = seed      # found once, played again after
            break
    open_title(app)
    scene = app.start_game(session)
    for _ in range(200):
        app.frame(0.1)
        if scene.driver.window is not None and scene.answer_bar_shown() and not scene.busy():
            break
    assert scene.answer_bar_shown()
    check(app, "gouda's answer bar")


def with_family(app):
    """The family's players of the screens that show them (a long name among them)."""
    from game.scenes.family_widgets import family_of
    family = family_of(app)
    if not len(family):
        family.add("Léa", child=True, level="easy", face="heart")
        family.add("Capucine", level="hard", face="star")
        family.add("Papa", face="moon")
        family.add("Maman", face="flower")
    return family


def family_screen(app, editing=False):
    from game.scenes.family import FamilyScene
    with_family(app)
    open_title(app)
    scene = FamilyScene(app)
    app.scenes.push(scene)
    if editing:
        scene.choose(scene.family.players[1].id)
        scene.start_editing()
    run(app, 1)
    check(app, "the family's players")


def setup_family(app):
    """Gouda's setup with the family's chips, two of them seated, a name to remember."""
    from game.scenes.setup import SetupScene
    family = with_family(app)
    open_title(app)
    scene = SetupScene(app, "gouda")
    app.scenes.push(scene)
    scene.seat_player(family.players[1])
    scene.seat_player(family.players[0])
    scene.set_count(scene.cls.max_players)
    scene.drafts[-1].kind = "human"
    scene.drafts[-1].name = "Bérénice"
    scene.rebuild()
    run(app, 1)
    check(app, "setup with the family")


def made_records(count=60):
    """Records of every game between the family, a guest and computers of each level
    (one damaged line, so the foot's note shows)."""
    from game.family.records import Entry, Records, SeatRecord
    family = with_family(app=Shared.app)
    people = [SeatRecord(p.name, p.id, "human", "normal", p.colour, 1) for p in family]
    people.append(SeatRecord("Bérénice", None, "human", "normal", "white", 1))
    levels = ["easy", "normal", "hard"]
    entries = []
    for k in range(count):
        game = GAMES[k % len(GAMES)]
        seats = (people[k % len(people)], people[(k + 2) % len(people)],
                 SeatRecord("", None, "cpu", levels[k % 3], "sky", 3))
        winner = (k * 7) % 3
        entries.append(Entry(f"2026-01-{1 + k % 28:02d}T00:00:00Z", game, {}, k, seats,
                             (float(k % 13), 2.0, 5.5), (winner,),
                             tuple(1 if i == winner else 2 for i in range(3)), 40, 90.0, None, f"k{k}"))
    from game import paths
    return Records(entries, damaged=2, path=paths.records_file())    # its games' buttons show


def replay_screen(app, game_id):
    """A finished game watched again, half-way through."""
    from game.scenes.replay import ReplayScene
    open_title(app)
    save = finished_session(game_id).save_data()
    app.scenes.push(ReplayScene(app, save, len(save.actions) // 2))
    run(app, 1)
    check(app, "replay")


def records_screen(app, empty=False, game_index=0):
    from game.family.records import Records
    from game.scenes.records import RecordsScene
    open_title(app)
    scene = RecordsScene(app, Records() if empty else made_records())
    app.scenes.push(scene)
    for _ in range(game_index):
        scene.shift_game(1)
    run(app, 1)
    check(app, "records")


#: The pause menu is the same over every table: it is looked at over the game of the
#: longest name (its title is on the menu).
LONGEST = max(GAMES, key=lambda g: len(i18n.t(f"games.{g}.title")))
SCREENS = {"title": title, "title-news": title_with_news, "settings": settings, "question": message,
           "pass": pass_screen, "answer-gouda": answer_bar, "pause": lambda app: pause(app, LONGEST),
           "family": family_screen, "family-editing": lambda app: family_screen(app, True),
           "setup-family": setup_family, "records": records_screen,
           "records-game": lambda app: records_screen(app, game_index=2),
           "records-empty": lambda app: records_screen(app, empty=True)}
for _game in GAMES:
    SCREENS[f"setup-{_game}-fewest"] = lambda app, g=_game: setup(app, g, False)
    SCREENS[f"setup-{_game}-most"] = lambda app, g=_game: setup(app, g, True)
    SCREENS[f"rules-{_game}"] = lambda app, g=_game: rules(app, g)
    SCREENS[f"results-{_game}"] = lambda app, g=_game: results(app, g)
    SCREENS[f"match-{_game}"] = lambda app, g=_game: results(app, g, match=True)
    SCREENS[f"table-{_game}"] = lambda app, g=_game: table(app, g)
    if (paths.LEVELS / "learn" / f"{_game}.yaml").exists():
        SCREENS[f"lesson-{_game}"] = lambda app, g=_game: lesson(app, g)
    for _part in ("powers",):
        if (paths.LEVELS / "learn" / f"{_game}_{_part}.yaml").exists():
            SCREENS[f"lesson-{_game}_{_part}"] = lambda app, g=_game, p=_part: lesson(app, g, p)
    SCREENS[f"replay-{_game}"] = lambda app, g=_game: replay_screen(app, g)

#: What this check finds on screens other helpers own (the tables, the answer bar),
def cases():
    # by size, then language: the window is made again and the texts read again only
    # when they change, and what a screen draws at one size is kept for the next screen
    for size in SIZES:
        for lang in LANGS:
            if (size, lang) not in SIZE_LANGS:
                continue
            for screen in sorted(SCREENS):
                if screen.startswith("lesson-") and (size not in LESSON_SIZES or lang not in LESSON_LANGS):
                    continue
                if screen.startswith("replay-") and size not in REPLAY_SIZES:
                    continue
                yield pytest.param(screen, size, lang, id=f"{screen}-{size[0]}x{size[1]}-{lang}")


@pytest.mark.parametrize(("screen", "size", "lang"), list(cases()))
def test_every_screen_fits(recorder, screen, size, lang):
    app = program(size, lang)
    SCREENS[screen](app)


def test_the_recorder_sees_a_line_leave_the_window(recorder):
    """The check itself: a line drawn past the window's edge, two lines drawn over each
    other, and a name cut with "…" are each found."""
    from game.scenes.menu import MenuScene
    from game.view.widgets import draw_text, ellipsize

    class Bad(MenuScene):
        def paint(self, surface):
            super().paint(surface)
            w = surface.get_width()
            draw_text(surface, "over the edge", 30, midleft=(w - 40, 100))
            draw_text(surface, "one line", 30, topleft=(100, 200))
            draw_text(surface, "another", 30, topleft=(110, 205))
            draw_text(surface, ellipsize("Maximilien-Alexandre", 30, 80), 30, topleft=(100, 400))
            draw_text(surface, "and its last line is cut her…", 20, topleft=(100, 500))

    app = program((800, 600), "en")
    app.scenes.push(Bad(app))
    run(app, 1)
    found = problems(app, frame(app))
    assert any("'over the edge'" in f and "leaves" in f for f in found), found
    assert any("'one line'" in f and "overlaps" in f for f in found), found
    assert any("'Maximilien-Alexandre' is cut" in f for f in found), found
    assert any("'and its last line is cut her…' is cut" in f for f in found), found
    assert not any("another" in f and "leaves" in f for f in found), found


