"""The shared scenes, driven like a person would: real pygame events (clicks at button
centres, keys, typed text) through a real App under the dummy video driver."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pygame
import pytest
import yaml
from apps import close, new_app

from game import i18n, paths
from game.config import Settings
from game.core import registry
from game.core.save_file import Seat

ROOT = Path(__file__).resolve().parents[2]


# ---------------------------------------------------------------------- helpers
def make_app(size=(1280, 800), lang="en"):
    return new_app(size, lang, sound=True)


@pytest.fixture
def app(home):
    application = make_app()
    yield application
    close(application)


def run(app, frames=3):
    for _ in range(frames):
        app.frame(0.016)


def click_at(app, pos, frames=2):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run(app, frames)


def button(app, label):
    buttons = [b for b in app.scenes.top.group.buttons if b.label == label]
    assert buttons, f"no button {label!r} on {type(app.scenes.top).__name__}: " \
                    f"{[b.label for b in app.scenes.top.group.buttons]}"
    return buttons[0]


def click(app, label, frames=2):
    target = button(app, label)
    assert target.enabled, f"button {label!r} is disabled"
    click_at(app, target.rect.center, frames)


def press(app, key, frames=2, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    run(app, frames)


def type_text(app, text):
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    run(app, 2)


def screen_bytes(app):
    return pygame.image.tobytes(app.screen, "RGB")


def open_title(app):
    from game.scenes import start as catalog
    catalog.open_start(app, None, None)
    run(app)
    return app.scenes.top


def open_setup(app, game_id=None):
    from game.scenes.setup import SetupScene
    app.last_setups.clear()
    open_title(app)
    game_id = game_id or registry.games()[0]
    card = next(b for b in app.scenes.top.group.buttons if getattr(b, "game_id", None) == game_id)
    click_at(app, card.rect.center)
    scene = app.scenes.top
    assert isinstance(scene, SetupScene)
    return scene


def game_scene(app):
    return next(s for s in reversed(app.scenes.stack) if getattr(s, "session", None) is not None)


# ------------------------------------------------------------------- the title
def test_title_lists_exactly_the_registered_games(app):
    from game.scenes.title import GameCard, TitleScene
    title = open_title(app)
    assert isinstance(title, TitleScene)
    cards = [b for b in title.group.buttons if isinstance(b, GameCard)]
    assert [c.game_id for c in cards] == registry.games()
    assert [c.label for c in cards] == [i18n.t(f"games.{g}.title") for g in registry.games()]
    labels = [b.label for b in title.group.buttons]
    assert "Settings" in labels and "Quit" in labels
    assert "Continue" not in labels                  # nothing was saved


def test_title_works_with_the_keyboard(app):
    from game.scenes.settings import SettingsScene
    from game.scenes.setup import SetupScene
    open_title(app)
    press(app, pygame.K_TAB)                 # the first game's card
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, SetupScene)
    assert app.scenes.top.game_id == registry.games()[0]
    press(app, pygame.K_ESCAPE)              # back to the title, focus kept
    for _ in registry.games():               # "Join a game" comes after the cards
        press(app, pygame.K_TAB, frames=1)
    press(app, pygame.K_TAB, frames=1)       # then Settings
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, SettingsScene)


def test_title_opens_the_records_beside_family(app):
    """Issue 19: the family's records straight from the title (not only through
    Family); Tab from the last card: Join a game (issue 20), Settings, Family, Records,
    Quit."""
    from game.scenes.records import RecordsScene
    from game.scenes.title import GameCard
    title = open_title(app)
    bottom = [b for b in title.group.buttons
              if not isinstance(b, GameCard) and b.label in ("Settings", "Family", "Records", "Quit")]
    assert [b.label for b in bottom] == ["Settings", "Family", "Records", "Quit"]
    order = [b.label for b in title.group.buttons]
    n = len(registry.games())
    assert order[n:n + 5] == ["Join a game", "Settings", "Family", "Records", "Quit"]
    click(app, "Records")
    assert isinstance(app.scenes.top, RecordsScene)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is title


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("saved", [False, True])
def test_title_bottom_row_fits(home, size, lang, saved):
    """The bottom row (Continue, Settings, Family, Records, Quit) inside the window, in
    one row that no button overlaps, every label whole at a readable size."""
    from game.core.save_file import write_save
    from game.scenes.start import demo_session
    from game.view.widgets import READABLE, label_width
    if saved:
        session = demo_session(registry.games()[0], finish=False)
        write_save(paths.autosave_file(), session.save_data(), session.state)
    application = make_app(size, lang)
    try:
        title = open_title(application)
        labels = [i18n.t(k) for k in ("menu.settings", "menu.family", "menu.records", "menu.quit")]
        if saved:
            labels.insert(0, i18n.t("menu.continue"))
        row = [next(b for b in title.group.buttons if b.label == label) for label in labels]
        window = pygame.Rect(0, 0, *size)
        for b, after in zip(row, row[1:]):
            assert b.rect.right < after.rect.left and b.rect.top == after.rect.top
        for b in row:
            assert window.contains(b.rect), b.label
            assert b.label_size() >= READABLE
            assert label_width(b.label, b.label_size()) <= b.label_room(), b.label
    finally:
        close(application)


def test_title_is_still_when_nothing_moves(app):
    open_title(app)
    run(app, 5)
    assert app.scenes.top.update(0.016) is False
    assert app.dirty is False


def test_corrupt_autosave_gives_a_notice_and_is_moved_aside_untouched(app):
    save = paths.autosave_file()
    save.parent.mkdir(parents=True, exist_ok=True)
    garbage = b'{"app": "souris-fromages", "version": 1, "game": "cubes", "seats": [ oops'
    save.write_bytes(garbage)
    title = open_title(app)
    assert app.notices, "the title screen must say that the save was broken"
    assert title.notice_rect is not None
    assert not save.exists(), "the broken save must be moved aside"
    moved = [p for p in save.parent.iterdir()]
    assert len(moved) == 1 and moved[0].read_bytes() == garbage
    assert "Continue" not in [b.label for b in title.group.buttons]
    # the banner goes away when dismissed, and nothing was written over the moved file
    click(app, "Got it")
    assert not app.notices and title.notice_rect is None
    assert moved[0].read_bytes() == garbage
    assert [p.name for p in save.parent.iterdir()] == [moved[0].name]


def test_settings_notice_is_shown_and_dismissed_with_escape(home):
    from game.app import App
    i18n.set_language("en")
    app = App(Settings(), size=(1280, 800), notices=["settings.yaml: is not valid YAML. It was moved."])
    try:
        title = open_title(app)
        assert title.notice_rect is not None
        assert any("settings.yaml" in line for line in title.notice_lines)
        press(app, pygame.K_ESCAPE)
        assert app.notices == [] and title.notice_rect is None
        assert app.running
    finally:
        pygame.quit()


def test_finished_autosave_is_not_offered(app):
    from game.core.save_file import write_save
    from game.scenes.start import demo_session
    session = demo_session(registry.games()[0], finish=True)
    write_save(paths.autosave_file(), session.save_data(), session.state)
    title = open_title(app)
    assert "Continue" not in [b.label for b in title.group.buttons]
    assert not app.notices


def test_unfinished_autosave_is_offered(app):
    from game.core.save_file import write_save
    from game.scenes.start import demo_session
    session = demo_session(registry.games()[0], finish=False)
    write_save(paths.autosave_file(), session.save_data(), session.state)
    title = open_title(app)
    assert "Continue" in [b.label for b in title.group.buttons]


# ------------------------------------------------------------------- the setup
def test_setup_defaults_and_limits(app):
    scene = open_setup(app)
    cls = registry.game_class(scene.game_id)
    assert len(scene.drafts) == cls.min_players
    for _ in range(cls.max_players + 2):
        click_at(app, [b for b in scene.group.buttons if b.label == "+"][0].rect.center)
    assert len(scene.drafts) == cls.max_players
    colours = [d.colour for d in scene.drafts]
    assert len(set(colours)) == len(colours), "two seats share a colour"
    plus = [b for b in scene.group.buttons if b.label == "+"][0]
    assert not plus.enabled
    for _ in range(cls.max_players + 2):
        minus = [b for b in scene.group.buttons if b.label == "-"][0]
        if minus.enabled:
            click_at(app, minus.rect.center)
    assert len(scene.drafts) == cls.min_players


def test_setup_colour_cycles_without_clashing(app):
    scene = open_setup(app)
    first = scene.drafts[0].colour
    other = scene.drafts[1].colour
    seen = []
    for _ in range(len(scene.drafts) + 8):
        from game.scenes.menu import colour_name
        click(app, colour_name(scene.drafts[0].colour))
        seen.append(scene.drafts[0].colour)
        assert scene.drafts[0].colour != other
    assert first in seen and len(set(seen)) == 5      # every free colour comes round


def test_setup_name_editing_with_typed_text(app):
    scene = open_setup(app)
    click(app, "Player 1")
    assert scene.editing == 0
    type_text(app, "Léaa")
    press(app, pygame.K_BACKSPACE)
    press(app, pygame.K_RETURN)
    assert scene.editing is None
    assert scene.name_of(0) == "Léa"
    assert "Léa" in [b.label for b in scene.group.buttons]
    # emptied name: back to the default
    click(app, "Léa")
    for _ in range(5):
        press(app, pygame.K_BACKSPACE, frames=1)
    click_at(app, (5, app.screen.get_height() - 5))     # a click elsewhere finishes
    assert scene.editing is None and scene.name_of(0) == "Player 1"


def test_keyboard_reaches_the_setup_buttons(app):
    scene = open_setup(app)
    before = scene.drafts[1].kind
    press(app, pygame.K_TAB)           # colour of seat 1
    press(app, pygame.K_TAB)           # name of seat 1
    press(app, pygame.K_TAB)           # human/computer of seat 1
    press(app, pygame.K_RETURN)
    assert scene.drafts[0].kind == "cpu"
    assert scene.drafts[1].kind == before
    press(app, pygame.K_ESCAPE)
    from game.scenes.title import TitleScene
    assert isinstance(app.scenes.top, TitleScene)


def test_who_starts_rotates_the_seats(app):
    scene = open_setup(app)
    assert registry.game_class(scene.game_id).max_players >= 3   # the first game seats three
    click_at(app, [b for b in scene.group.buttons if b.label == "+"][0].rect.center)
    names = [scene.name_of(i) for i in range(3)]
    assert names == ["Player 1", "Computer 2", "Player 3"]
    # "who starts" goes 0 -> 1 -> 2 -> random with the ">" next to it
    arrows = [b for b in scene.group.buttons if b.label == ">"]
    click_at(app, arrows[0].rect.center)
    click_at(app, [b for b in scene.group.buttons if b.label == ">"][0].rect.center)
    assert scene.setup.starter == 2
    assert [s.name for s in scene.seats()] == ["Player 3", "Player 1", "Computer 2"]
    click_at(app, [b for b in scene.group.buttons if b.label == ">"][0].rect.center)
    assert scene.setup.starter == "random"
    firsts = set()
    for seed in range(30):
        scene.rng = random.Random(seed)
        order = [s.name for s in scene.seats()]
        k = names.index(order[0])
        assert order == names[k:] + names[:k], "random start must keep the seat order"
        firsts.add(order[0])
    assert firsts == set(names)


def test_setup_starts_a_game_with_two_computer_players(app):
    from game.scenes.setup import SetupScene
    scene = open_setup(app, "cubes")
    click(app, "Human")                     # seat 1 becomes a computer too
    assert [d.kind for d in scene.drafts] == ["cpu", "cpu"]
    click(app, "Play!")
    assert not isinstance(app.scenes.top, SetupScene)
    session = game_scene(app).session
    assert [(s.name, s.kind) for s in session.seats] == [("Computer 1", "cpu"), ("Computer 2", "cpu")]
    assert session.game_id == "cubes"
    run(app, 30)                              # the computers play; nothing breaks


def test_a_new_game_asks_before_replacing_an_unfinished_one(app):
    from game.core.save_file import write_save
    from game.scenes.message import MessageScene
    from game.scenes.setup import SetupScene
    from game.scenes.start import demo_session
    session = demo_session("cubes", finish=False)
    write_save(paths.autosave_file(), session.save_data(), session.state)
    kept = paths.autosave_file().read_bytes()
    open_setup(app, "cubes")
    click(app, "Play!")
    assert isinstance(app.scenes.top, MessageScene), "the unfinished game must not vanish unasked"
    click(app, "Go back")
    assert isinstance(app.scenes.top, SetupScene)
    assert paths.autosave_file().read_bytes() == kept
    click(app, "Play!")
    click(app, "New game")
    new = game_scene(app).session
    assert new.state.seed != session.state.seed or new.seats != session.seats
    run(app, 5)
    new.flush()                               # the save is written aside from the frames
    assert paths.autosave_file().read_bytes() != kept


def test_play_uses_the_chosen_first_player(app):
    scene = open_setup(app, "cubes")
    click_at(app, [b for b in scene.group.buttons if b.label == "+"][0].rect.center)
    click_at(app, [b for b in scene.group.buttons if b.label == ">"][0].rect.center)
    click(app, "Play!")
    session = game_scene(app).session
    assert [s.name for s in session.seats] == ["Computer 2", "Player 3", "Player 1"]
    assert len({s.colour for s in session.seats}) == 3


# ----------------------------------------------------------------- the settings
def test_settings_language_volume_and_sound(app):
    from game.config import load_settings
    from game.scenes.settings import SettingsScene
    open_title(app)
    click(app, "Settings")
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    english = screen_bytes(app)
    click(app, "Français")
    assert i18n.language() == "fr"
    assert "Retour" in [b.label for b in scene.group.buttons]
    assert screen_bytes(app) != english
    saved = yaml.safe_load(paths.settings_file().read_text(encoding="utf-8"))
    assert saved["language"] == "fr"
    # the title below speaks French too once we go back
    press(app, pygame.K_ESCAPE)
    assert "Réglages" in [b.label for b in app.scenes.top.group.buttons]
    click(app, "Réglages")
    volume = app.settings.volume
    click(app, "+")
    click(app, "-")
    click(app, "-")
    assert app.settings.volume == pytest.approx(round(volume - 0.1, 2))
    assert app.audio.volume == pytest.approx(app.settings.volume)
    click(app, "Non")                         # sound off
    assert app.settings.sound is False and app.audio.muted
    click(app, "Oui")
    assert app.settings.sound is True and not app.audio.muted
    click(app, "Rapide")                      # the first "fast" is the animations'
    assert app.settings.animation_speed == "fast"
    settings, problem = load_settings()
    assert problem is None
    assert (settings.language, settings.sound, settings.animation_speed) == ("fr", True, "fast")
    assert settings.volume == pytest.approx(app.settings.volume)


# ---------------------------------------------------------------- pause & save
def test_pause_save_and_quit_then_continue(app):
    from game.scenes.pause import PauseScene
    from game.scenes.title import TitleScene
    from game.session import Session
    open_title(app)
    seats = [Seat("Anna", "orange", "human"), Seat("Computer 2", "sky", "cpu", "easy")]
    session = Session.new("cubes", seats, seed=3)
    table = app.start_game(session)
    run(app, 10)
    app.scenes.push(PauseScene(app, table, "cubes"))
    run(app)
    assert app.scenes.top.game_scene is game_scene(app)
    click(app, "Save and quit to menu")
    assert isinstance(app.scenes.top, TitleScene)
    assert len(app.scenes.stack) == 1
    assert paths.autosave_file().exists()
    assert "Continue" in [b.label for b in app.scenes.top.group.buttons]
    click(app, "Continue")
    resumed = game_scene(app).session
    assert [s.name for s in resumed.seats] == ["Anna", "Computer 2"]
    assert resumed.state.history == session.state.history


def test_pause_menu_resume_and_rules(app):
    from game.scenes.pause import PauseScene
    from game.scenes.rules import RulesScene
    from game.scenes.start import open_start
    open_start(app, "pause", None)
    run(app)
    assert isinstance(app.scenes.top, PauseScene)
    click(app, "Rules")
    assert isinstance(app.scenes.top, RulesScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    press(app, pygame.K_ESCAPE)
    assert not isinstance(app.scenes.top, PauseScene)


# --------------------------------------------------------------------- the rules
def test_rules_screen_scrolls(app, monkeypatch):
    from game.scenes.rules import RulesScene, rule_sections
    game_id = registry.games()[0]
    table = i18n.table("en")
    n = len(rule_sections(game_id)) + 1
    for k in range(n, n + 8):                 # make sure there is more than one screen
        monkeypatch.setitem(table, f"{game_id}.rules.{k}.title", f"Extra section {k}")
        monkeypatch.setitem(table, f"{game_id}.rules.{k}.body", "Lorem ipsum dolor sit amet. " * 30
                            + "\n- a bullet point\n- another one")
    open_title(app)
    app.scenes.push(RulesScene(app, game_id))
    run(app)
    scene = app.scenes.top
    assert scene.max_scroll > 0
    assert scene.scroll == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False,
                                         precise_x=0.0, precise_y=-2.0, touch=False))
    run(app, 60)
    assert scene.scroll > 0 and scene.scroll == scene.target
    top = screen_bytes(app)
    press(app, pygame.K_END, frames=60)
    assert scene.scroll == pytest.approx(scene.max_scroll)
    assert screen_bytes(app) != top
    press(app, pygame.K_UP, frames=60)
    assert scene.scroll < scene.max_scroll
    press(app, pygame.K_HOME, frames=60)
    assert scene.scroll == 0
    assert scene.update(0.016) is False       # still again: no redraws
    press(app, pygame.K_ESCAPE)
    assert not isinstance(app.scenes.top, RulesScene)


# ------------------------------------------------------- results, pass, message
def test_results_rank_the_players_and_offer_play_again(app):
    from game.scenes.results import ResultsScene
    from game.scenes.start import demo_session
    session = demo_session(registry.games()[0], finish=True)
    open_title(app)
    app.scenes.push(ResultsScene(app, session))
    run(app)
    scene = app.scenes.top
    assert [seat for seat, _ in scene.rows] == session.state.ranking()
    assert scene.places[session.state.winners()[0]] == 1
    assert scene.confetti and scene.update(0.016) is True
    for _ in range(600):                      # confetti stops: no more redraws
        if not scene.update(0.05):
            break
    assert scene.update(0.016) is False
    assert "Play again" in [b.label for b in scene.group.buttons]
    click(app, "Menu")
    assert not isinstance(app.scenes.top, ResultsScene)


def test_play_again_starts_the_same_players(app):
    from game.scenes.results import ResultsScene
    from game.scenes.start import demo_session
    session = demo_session("cubes", finish=True)
    open_title(app)
    app.scenes.push(ResultsScene(app, session))
    run(app)
    click(app, "Play again")
    again = game_scene(app).session
    assert again is not session and not again.state.history
    assert again.seats == session.seats
    assert again.state.options == session.state.options


def test_pass_device_hides_everything_until_clicked(app):
    from game.scenes.passdevice import PassDeviceScene
    open_title(app)
    ready, back = [], []
    app.scenes.push(PassDeviceScene(app, "Léa", "green", lambda: ready.append(True),
                                    on_back=lambda: back.append(True)))
    run(app)
    scene = app.scenes.top
    assert app.scenes.visible() == [scene]    # nothing below is drawn
    press(app, pygame.K_a)
    assert not ready and not back
    click(app, "I'm Léa, show me!")
    assert ready == [True] and not back and app.scenes.top is not scene
    app.scenes.push(PassDeviceScene(app, "Léa", "green", lambda: ready.append(True),
                                    on_back=lambda: back.append(True)))
    run(app)
    click(app, "Not me, go back")
    assert ready == [True] and back == [True]


def test_message_overlay(app):
    from game.scenes.message import MessageScene
    open_title(app)
    seen = []
    app.scenes.push(MessageScene(app, "Something happened.", title="Hello", on_ok=lambda: seen.append(1)))
    run(app)
    assert len(app.scenes.visible()) == 2     # an overlay over the title
    press(app, pygame.K_RETURN)
    assert seen == [1]


# ------------------------------------------------------------ every scene draws
@pytest.mark.parametrize(("size", "lang"), [((800, 600), "fr"), ((1920, 1080), "en")])
def test_every_scene_renders(home, size, lang):
    from game.scenes.start import SCENES, open_start
    for name in SCENES:
        app = make_app(size, lang)
        try:
            open_start(app, name, None)
            run(app, 4)
            assert app.screen.get_size() == size
            assert len(set(pygame.image.tobytes(app.screen, "RGB")[::997])) > 10, f"{name} drew nothing"
            # a new window size lays everything out again
            for scene in app.scenes.stack:
                scene.layout((1024, 700))
                scene.layout(size)
            run(app, 2)
        finally:
            pygame.quit()
    i18n.set_language("en")


# ------------------------------------------------------------------ translations
def _fields(text):
    return set(re.findall(r"{(\w+)}", text))


def test_translations_are_complete():
    fr, en = i18n.table("fr"), i18n.table("en")
    assert set(fr) == set(en), f"only in fr: {sorted(set(fr) - set(en))}; only in en: {sorted(set(en) - set(fr))}"
    shared = ("app.", "common.", "menu.", "setup.", "settings.", "results.", "games.", "colours.")
    for key in en:
        assert en[key].strip() and fr[key].strip(), f"empty translation {key}"
        if key.startswith(shared):           # (a game may word a count without its number)
            assert _fields(en[key]) == _fields(fr[key]), f"{key}: the fields differ between fr and en"


def test_every_literal_key_in_the_code_is_translated():
    fr, en = i18n.table("fr"), i18n.table("en")
    # i18n's t("key") or i18n.t("key"), not a method such as self.t("undo")
    pattern = re.compile(r"""(?:(?<![\w.])|\bi18n\.)t\(\s*(['"])([A-Za-z0-9_.]+)\1""")
    missing = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for match in pattern.finditer(path.read_text(encoding="utf-8")):
            key = match.group(2)
            if key not in en or key not in fr:
                missing.append(f"{path.relative_to(ROOT)}: {key}")
    assert not missing, "keys used in the code but not translated:\n" + "\n".join(missing)


def test_shared_keys_exist():
    for lang in i18n.LANGUAGES:
        table = i18n.table(lang)
        assert table["app.title"] == "Souris & Fromages"
        assert "{problem}" in table["app.settings_not_saved"]
        assert "{n}" in table["setup.default_name"] and "{n}" in table["setup.default_cpu_name"]
        for game_id in ("cubes", "drole", "gouda", "chaos"):
            assert f"games.{game_id}.title" in table and f"games.{game_id}.tagline" in table
        for colour in __import__("game.view.palette", fromlist=["x"]).PLAYER_COLOURS:
            assert f"colours.{colour}" in table
