"""The Souris et cubes de fromage table, played like a family would: real pygame events
(clicks at the centre of the on-screen buttons, key presses) through a real App under
the dummy video driver, frame by frame with ``app.frame(1/60)``.

Chance is forced, where a test needs a given roll, by applying the outcome to the
session before the next frame (the scene must then show what the rules say)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from apps import new_app
from table_input import DT, LONG_DT, click, frames, post, press

from game import i18n
from game.core import registry
from game.core.save_file import Seat
from game.games.cubes.actions import Done, Land, Roll, Show, Stop, Swap
from game.scenes.results import ResultsScene
from game.session import Session


# ---------------------------------------------------------------------- helpers
@pytest.fixture
def table_app(table_app, monkeypatch):
    """conftest.py's quick table, with the autoplay timings on top."""
    monkeypatch.setattr(table_app, "autoplay", True)
    return table_app


def seats(*kinds):
    names = {"human": ["Ana", "Ben"], "cpu": ["Robo", "Bip"]}
    colours = ["orange", "sky", "green", "purple"]
    out = []
    for i, kind in enumerate(kinds):
        out.append(Seat(names[kind][i % 2], colours[i], kind, "normal"))
    return out


def start(app, *kinds, seed=5, options=None, actions=()):
    """A new game of cubes on the table, after ``actions`` were played (no animation)."""
    session = Session.new("cubes", seats(*kinds), seed=seed, options=options, autosave=False)
    for action in actions:
        session.apply(action)
    scene = app.start_game(session)
    frames(app, 2)
    return session, scene




def settle(app, scene, limit=4000):
    """Play frames until a person may act on the table (or another scene is on top),
    the short guard at the start of a person's turn included."""
    for _ in range(limit):
        if app.scenes.top is not scene:
            return
        if scene.can_act() and not scene.tweens and not scene.input_guarded():
            frames(app, 1, LONG_DT)
            return
        frames(app, 1, LONG_DT)
    raise AssertionError(f"the table never settled (phase {scene.session.state.phase})")








def button_centre(scene, key):
    for button in scene.model.buttons:
        if button.key == key:
            return button.rect.center
    raise AssertionError(f"no {key!r} button on the table: {[b.key for b in scene.model.buttons]}")


def cards(session, seat):
    return sum(session.state.hands[seat].values())


# ----------------------------------------------------------------- a whole game
def test_a_whole_game_through_the_ui(table_app):
    """A person plays against the computer with clicks and keys until the results."""
    app = table_app
    session, scene = start(app, "human", "cpu", seed=11, options={"target": 6})
    turns = 0
    while app.scenes.top is scene and turns < 400:
        settle(app, scene)
        if app.scenes.top is not scene:
            break
        turns += 1
        state = session.state
        assert session.is_human_turn()
        before = len(state.history)
        if state.phase == "start":
            if turns % 2:
                click(app, button_centre(scene, "roll"))
            else:
                press(app, pygame.K_SPACE)
        elif state.phase == "decide":
            if len(state.aside) >= 2 or not state.rollable():
                if turns % 3:
                    click(app, button_centre(scene, "stop"))
                else:
                    press(app, pygame.K_s)
            else:
                if turns % 2:
                    click(app, button_centre(scene, "roll"))
                else:
                    press(app, pygame.K_r)
        elif state.phase == "exchange":
            press(app, pygame.K_TAB)
            press(app, pygame.K_RETURN)
        assert len(session.state.history) > before, f"the table ignored the input ({state.phase})"
    assert session.state.is_terminal(), "the game did not end"
    frames(app, 10)
    assert isinstance(app.scenes.top, ResultsScene)


def test_computers_play_a_game_on_their_own(table_app):
    app = table_app
    session, scene = start(app, "cpu", "cpu", "cpu", seed=3, options={"target": 6})
    for _ in range(60_000):
        if session.state.is_terminal() and app.scenes.top is not scene:
            break
        frames(app, 1, LONG_DT)
    assert session.state.is_terminal()
    for p in range(3):
        assert scene.model.hands_view[p] == session.state.hands[p]


# --------------------------------------------------------------- roll and stop
def test_roll_button_rolls(table_app):
    session, scene = start(table_app, "human", "cpu")
    settle(table_app, scene)
    assert [b.key for b in scene.model.buttons] == ["roll"]
    click(table_app, button_centre(scene, "roll"))
    assert session.state.history[0] == Roll()


@pytest.mark.parametrize("key", [pygame.K_r, pygame.K_SPACE])
def test_roll_keys_roll(table_app, key):
    session, scene = start(table_app, "human", "cpu")
    settle(table_app, scene)
    press(table_app, key)
    assert session.state.history[0] == Roll()


def test_stop_takes_the_cards_at_stake(table_app):
    app = table_app
    session, scene = start(app, "human", "cpu")
    settle(app, scene)
    press(app, pygame.K_r)
    # force the roll: two mice show, a red and a blue
    for action in (Land((0, 1)), Show(0, "red"), Show(1, "blue")):
        scene.driver.apply(action)
    settle(app, scene)
    assert [b.key for b in scene.model.buttons] == ["roll", "stop"]
    assert sum(1 for c in scene.model.cubes if c.zone == "stake") == 2
    assert cards(session, 0) == 0
    click(app, button_centre(scene, "stop"))
    assert session.state.hands[0]["red"] == 1 and session.state.hands[0]["blue"] == 1
    assert cards(session, 0) == 2
    frames(app, 200)
    assert scene.model.hands_view[0] == session.state.hands[0]


@pytest.mark.parametrize("key", [pygame.K_s, pygame.K_RETURN])
def test_stop_keys_stop(table_app, key):
    session, scene = start(table_app, "human", "cpu",
                           actions=[Roll(), Land((3,)), Show(3, "green")])
    settle(table_app, scene)
    press(table_app, key)
    assert session.state.hands[0]["green"] == 1


def test_all_cubes_aside_offers_only_stop(table_app):
    shows = [Show(i, "yellow") for i in range(8)]
    session, scene = start(table_app, "human", "cpu", actions=[Roll(), Land(tuple(range(8))), *shows])
    settle(table_app, scene)
    assert [b.key for b in scene.model.buttons] == ["stop"]
    press(table_app, pygame.K_r)                      # rolling is not possible: nothing happens
    assert session.state.phase == "decide"
    press(table_app, pygame.K_s)
    assert session.state.hands[0]["yellow"] == 8 or session.state.is_terminal()


# ------------------------------------------------------------------------- bust
def test_a_bust_shows_the_oh_no_message(table_app):
    app = table_app
    session, scene = start(app, "human", "cpu", actions=[Roll(), Land((0, 2)), Show(0, "red"),
                                                         Show(2, "white")])
    settle(app, scene)
    press(app, pygame.K_r)                           # go on...
    scene.driver.apply(Land(()))                          # ...and no mouse shows
    seen = False
    for _ in range(400):
        frames(app, 1)
        if scene.messages.shown is not None and scene.messages.shown.title == i18n.t("cubes.message.oh_no"):
            seen = True
            assert scene.model.shake is not None or scene.model.flights or scene.driver.cues
            break
    assert seen, "no 'Oh no!' message after a bust"
    assert "bust" in app.audio.played
    assert i18n.t("cubes.status.bust.many", n=2) == scene.banner.status
    assert cards(session, 0) == 0
    settle(app, scene)                               # the computer plays, then it is Ana's turn
    assert scene.model.hands_view[0] == session.state.hands[0]


# ------------------------------------------------------------------- the swap
SWAP_SETUP = [Roll(), Land((0,)), Show(0, "red"), Stop(),            # Ana: a red
              Roll(), Land((1,)), Show(1, "green"), Stop(),          # Ben: a green
              Roll(), Land((2,)), Show(2, "white"), Stop()]          # Ana: a white -> swap?


def test_swap_by_clicking_a_glowing_card(table_app):
    app = table_app
    session, scene = start(app, "human", "human", actions=SWAP_SETUP)
    settle(app, scene)
    assert session.state.phase == "exchange"
    assert scene.model.swap_choices == [Swap(1, "green")]
    assert [b.key for b in scene.model.buttons] == ["keep"]
    click(app, scene.model.geometry.panels[1].stacks["red"].center)     # not offered: nothing
    assert session.state.phase == "exchange"
    click(app, scene.model.geometry.panels[1].stacks["green"].center)
    hands = session.state.hands
    assert hands[0]["green"] == 1 and hands[0]["white"] == 0 and hands[1]["green"] == 0
    assert session.state.turn == 1                       # no white left: the turn passed on
    frames(app, 200)
    assert scene.model.hands_view == [dict(h) for h in hands]


def test_swap_with_the_keyboard(table_app):
    app = table_app
    session, scene = start(app, "human", "human", actions=SWAP_SETUP)
    settle(app, scene)
    press(app, pygame.K_TAB)
    assert scene.model.focus == 0
    press(app, pygame.K_RETURN)
    assert session.state.hands[0]["green"] == 1


def test_keep_the_white_mice_with_the_keyboard(table_app):
    app = table_app
    session, scene = start(app, "human", "human", actions=SWAP_SETUP)
    settle(app, scene)
    press(app, pygame.K_TAB)
    press(app, pygame.K_RIGHT)                      # from the card to the Keep button
    assert scene.model.buttons[0].focused
    press(app, pygame.K_RETURN)
    assert session.state.history[-1] == Done()
    assert session.state.hands[0]["white"] == 1


def test_keep_button_by_mouse(table_app):
    app = table_app
    session, scene = start(app, "human", "human", actions=SWAP_SETUP)
    settle(app, scene)
    click(app, button_centre(scene, "keep"))
    assert session.state.history[-1] == Done()


# ------------------------------------------------------------- pause and undo
@pytest.mark.parametrize("key", [pygame.K_ESCAPE, pygame.K_p])
def test_escape_opens_the_pause_overlay(table_app, key):
    from game.scenes.pause import PauseScene
    session, scene = start(table_app, "human", "cpu")
    settle(table_app, scene)
    press(table_app, key)
    assert isinstance(table_app.scenes.top, PauseScene)


def test_undo_is_offered_only_when_legal(table_app):
    app = table_app
    session, scene = start(app, "human", "human", actions=SWAP_SETUP[:-1])
    settle(app, scene)
    assert session.state.phase == "decide"
    assert not session.can_undo() and not scene.controls.show_undo()
    press(app, pygame.K_u)                             # nothing to take back
    assert session.state.phase == "decide"
    press(app, pygame.K_s)                             # stop: now the swap may be chosen
    settle(app, scene)
    assert session.state.phase == "exchange"
    assert session.can_undo() and scene.controls.show_undo()
    click(app, scene.controls.undo_rect.center)                 # changed my mind: back to deciding
    assert session.state.phase == "decide"
    assert session.state.aside
    settle(app, scene)
    assert [b.key for b in scene.model.buttons] == ["roll", "stop"]
    press(app, pygame.K_s)
    settle(app, scene)
    press(app, pygame.K_u)
    assert session.state.phase == "decide"


def test_no_undo_across_a_roll(table_app):
    session, scene = start(table_app, "human", "cpu", actions=[Roll(), Land((4,)), Show(4, "blue")])
    settle(table_app, scene)
    assert not scene.controls.show_undo()


# ------------------------------------------------------------ sizes and idling
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080), (1280, 800)])
def test_the_table_fits_the_window(size, home):
    app = new_app(size, fast=True)
    try:
        session, scene = start(app, "human", "cpu", "cpu", "cpu",
                               actions=[Roll(), Land((0, 5)), Show(0, "red"), Show(5, "white")])
        settle(app, scene)
        screen = app.screen.get_rect()
        geometry = scene.model.geometry
        for name, rect in [("banner", geometry.banner), ("table", geometry.felt.rect),
                           ("stake", geometry.stake.rect), ("action", geometry.action),
                           ("legend", geometry.legend)]:
            assert screen.contains(rect), name
        for panel in geometry.panels:
            assert screen.contains(panel.rect)
            for rect in panel.stacks.values():
                assert panel.rect.contains(rect)
        for button in scene.model.buttons:
            assert geometry.action.contains(button.rect)
        assert screen.contains(scene.controls.pause_rect)
        assert geometry.felt.cube_size >= 40 and geometry.stake.cube_size >= 30
        app.invalidate()
        frames(app, 2)
    finally:
        pygame.quit()


def test_nothing_is_redrawn_when_nothing_moves(table_app, monkeypatch):
    app = table_app
    session, scene = start(app, "human", "cpu")
    settle(app, scene)
    frames(app, 120)                                   # let every flourish finish
    drawn = []
    original = scene.draw
    monkeypatch.setattr(scene, "draw", lambda surface: (drawn.append(1), original(surface)))
    assert scene.update(DT) is False
    frames(app, 30)
    assert drawn == []                                 # idle: not a single redraw
    post(pygame.MOUSEMOTION, pos=button_centre(scene, "roll"), rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 3)                                     # hovering a button is a change...
    assert len(drawn) == 1 and scene.model.buttons[0].hover  # ...drawn once
    press(app, pygame.K_r)                             # a roll moves: drawn every frame
    count = len(drawn)
    frames(app, 10)
    assert len(drawn) == count + 10


def test_window_resize_keeps_playing(table_app):
    app = table_app
    session, scene = start(app, "human", "cpu")
    settle(app, scene)
    scene.layout((900, 640))
    frames(app, 2)
    assert scene.model.geometry.felt.rect.right <= 900
    scene.layout(app.screen.get_size())
    click(app, button_centre(scene, "roll"))
    assert session.state.history[0] == Roll()


def test_result_lines_name_the_cards(table_app):
    from game.core import registry
    session, scene = start(table_app, "human", "cpu",
                           actions=[Roll(), Land((0, 1)), Show(0, "red"), Show(1, "red"), Stop()])
    info = registry.descriptor("cubes")
    obs = session.state.observation(None)
    lines = info.result_lines(obs, 0, session.seats)
    assert lines and "2" in lines[0] and i18n.t("cubes.colours.red") in lines[0]
    assert info.result_lines(obs, 1, session.seats) == [i18n.t("cubes.result.none")]


def test_both_languages_have_the_same_keys():
    from game import paths
    from game.config import load_yaml

    def keys(data, prefix=""):
        out = set()
        for key, value in data.items():
            full = f"{prefix}.{key}" if prefix else str(key)
            out |= keys(value, full) if isinstance(value, dict) else {full}
        return out

    en = keys(load_yaml(paths.LOCALE / "en" / "cubes.yaml"))
    fr = keys(load_yaml(paths.LOCALE / "fr" / "cubes.yaml"))
    assert en == fr
    for n in (1, 2):
        assert f"rules.{n}.title" in en and f"rules.{n}.body" in en
    assert {"options.target.label", "options.target.7", "options.target.6"} <= en


# ------------------------------------------------------- the panels' layout
@pytest.mark.parametrize("size", [(1280, 800), (800, 600), (700, 900), (1600, 500), (640, 480),
                                  (1920, 1080), (1024, 768)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_count_badges_are_never_covered(size, players):
    """Each stack's count badge lies wholly above every row of pips, clear of the other
    stacks and inside its panel: both the count and the progress stay readable."""
    from game.games.cubes import GAME
    from game.games.cubes.view import layout
    colours = GAME.config().colours
    w, h = size
    u = max(0.45, min(w / 1280, h / 800))

    def px(value):
        return max(1, round(value * u))

    geometry = layout.table_layout(size, px, px(140), players)
    for panel in geometry.panels:
        for colour in colours:
            badge = panel.badges[colour]
            assert badge.w >= 10
            assert panel.body.contains(badge), (colour, badge, panel.body)
            assert badge.bottom <= panel.pips[colour].top
            for other in colours:
                assert not badge.colliderect(panel.pips[other]), (colour, other)
                if other != colour:
                    assert not badge.colliderect(panel.stacks[other]), (colour, other)


def test_the_panel_draws_the_badge_over_the_pips(table_app, monkeypatch):
    """The pips are drawn first, then the badge (which the layout keeps clear of them)."""
    from game.games.cubes.view import panels
    session, scene = start(table_app, "human", "cpu",
                           actions=[Roll(), Land((0, 1)), Show(0, "red"), Show(1, "red"), Stop()])
    settle(table_app, scene)
    order = []
    monkeypatch.setattr(panels, "draw_pips", lambda *a, **k: order.append("pips"))
    monkeypatch.setattr(panels, "draw_badge", lambda *a, **k: order.append("badge"))
    panel = scene.model.geometry.panels[0]
    panels.render_panel(scene, 0, panel, {"red": 2}, False, False, set(), None, None)
    red = ["pips", "pips", "badge"]                  # blue (no card: no badge), then red
    assert order[:3] == red


def test_the_take_tag_leaves_the_owner_s_face_and_name_visible(table_app):
    from game.games.cubes import GAME
    from game.games.cubes.view import panels
    colours = GAME.config().colours
    app = table_app
    session, scene = start(app, "human", "human", actions=SWAP_SETUP)
    settle(app, scene)
    for size in [(1280, 800), (700, 900), (640, 480), (1600, 500)]:
        scene.layout(size)
        for panel in scene.model.geometry.panels:
            for colour in colours:
                box, lines, font_size = panels.take_tag(scene, panel, colour)
                assert box.top > panel.avatar.bottom, (size, colour)
                assert panel.body.contains(box), (size, colour)
                assert font_size >= 9 and lines
    scene.layout(app.screen.get_size())


# ------------------------------------------------------ one or many whites
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_white_mouse_texts_agree_with_the_count(lang):
    from game.games.cubes import GAME, texts
    from game.games.cubes.view import buttons
    colours = GAME.config().colours
    expected = {
        "en": {1: ("You have 1 white mouse. Swap it for", "Keep my white mouse",
                   "Ana keeps the white mouse."),
               3: ("You have 3 white mice. Swap one for", "Keep my white mice",
                   "Ana keeps the white mice.")},
        "fr": {1: ("Tu as 1 souris blanche. L'échanger contre", "Garder ma souris blanche",
                   "Ana garde sa souris blanche."),
               3: ("Tu as 3 souris blanches. En échanger une contre", "Garder mes souris blanches",
                   "Ana garde ses souris blanches.")},
    }
    before = i18n.language()
    i18n.set_language(lang)
    try:
        for whites, (status, keep, kept) in expected[lang].items():
            hand = {c: 0 for c in colours}
            hand["white"], hand["red"] = whites, 1
            obs = replace(registry.new_game("cubes", 2, 0).observation(None), to_play=0, turn=0,
                          phase="exchange", hands=(hand, dict(hand)), aside={},
                          loaded=(True,) * 8)
            line = texts.idle_status(obs, seats("human", "cpu"), "")
            assert line.startswith(status), line
            offered = buttons.for_phase("exchange", obs, None, None, None)
            assert [b.label for b in offered] == [keep]
            assert texts.tr_n("status.kept", whites, name="Ana") == kept
    finally:
        i18n.set_language(before)


def test_french_texts_never_put_de_que_or_le_before_a_name():
    """"de Ordi 2" should be "d'Ordi 2", but a name cannot be elided safely: the French
    texts are worded so that no name follows "de", "que", "le" or "du"."""
    import re

    from game import paths
    from game.config import load_yaml

    def values(data):
        for value in data.values():
            if isinstance(value, dict):
                yield from values(value)
            else:
                yield str(value)
    bad = [text for text in values(load_yaml(paths.LOCALE / "fr" / "cubes.yaml"))
           if re.search(r"\b(de|que|le|du|au)\s+\{(name|opponent|names)\}", text, re.IGNORECASE)]
    assert bad == []


def test_french_punctuation_is_held_by_non_breaking_spaces():
    """A lone "!" must never start a line: « ! ? : ; » follow a non-breaking space."""
    from game import paths
    from game.config import load_yaml

    def values(data):
        for value in data.values():
            if isinstance(value, dict):
                yield from values(value)
            else:
                yield str(value)
    for text in values(load_yaml(paths.LOCALE / "fr" / "cubes.yaml")):
        for mark in "!?:;»":
            assert f" {mark}" not in text, text
        assert "« " not in text, text


# ------------------------------------------------------- the turn guard
def test_space_mashed_to_hurry_the_computer_does_not_roll_for_the_child(table_app):
    """A child presses Space again and again to hurry the computer: once the turn is
    hers, her keys and clicks are ignored for a moment (TURN_GUARD seconds of real
    time), then they work again."""
    from game.table.driver import TURN_GUARD
    app = table_app
    session, scene = start(app, "cpu", "human", seed=4)
    assert not session.is_human_turn()
    for _ in range(6000):
        if scene.can_act():
            break
        press(app, pygame.K_SPACE)                   # hurry up!
    assert scene.can_act() and session.is_human_turn() and session.state.phase == "start"
    assert scene.input_guarded()
    before = len(session.state.history)
    press(app, pygame.K_SPACE)                       # still mashing: nothing happens
    press(app, pygame.K_r)
    click(app, button_centre(scene, "roll"))
    assert len(session.state.history) == before
    frames(app, int(TURN_GUARD / DT) + 2)            # a constant: the speed setting is fast here
    assert not scene.input_guarded()
    press(app, pygame.K_SPACE)                       # a press of her own: it rolls
    assert session.state.history[before] == Roll()


def test_no_guard_when_the_turn_stays_with_the_same_person(table_app):
    """Within her own turn (roll, then decide) a person's keys work at once."""
    app = table_app
    session, scene = start(app, "human", "cpu")
    settle(app, scene)
    press(app, pygame.K_r)
    for action in (Land((0,)), Show(0, "red")):
        scene.driver.apply(action)
    for _ in range(2000):
        if scene.can_act():
            break
        frames(app, 1)
    assert not scene.input_guarded()
    press(app, pygame.K_s)
    assert session.state.hands[0]["red"] == 1


def test_a_click_still_hurries_the_computer(table_app, monkeypatch):
    app = table_app
    session, scene = start(app, "cpu", "human", seed=4)
    monkeypatch.setattr(scene, "cpu_delay", lambda: 30.0)     # a very slow thinker
    for _ in range(600):
        if scene.driver.wait_kind == "cpu" and not scene.busy():
            break
        frames(app, 1)
    assert scene.driver.wait_kind == "cpu"
    before = len(session.state.history)
    click(app, scene.model.geometry.felt.grid.center)
    frames(app, 2)
    assert len(session.state.history) > before


# ------------------------------------------------------------ small things
def test_the_buttons_wait_for_the_last_mouse_to_reach_the_tray(table_app):
    app = table_app
    session, scene = start(app, "human", "cpu")
    settle(app, scene)
    press(app, pygame.K_r)
    for action in (Land((0, 3)), Show(0, "red"), Show(3, "blue")):
        scene.driver.apply(action)
    for _ in range(2000):
        if scene.can_act():
            break
        frames(app, 1)
    assert scene.can_act()
    assert all(c.move is None or c.move[2].done for c in scene.model.cubes)


def test_pile_and_status_when_the_cards_run_out(table_app):
    from game.games.cubes import texts
    base = registry.new_game("cubes", 2, 0).observation(None)
    obs = replace(base, to_play=0, turn=0, phase="decide", hands=({}, {}),
                  aside={"0": "red", "1": "blue"}, loaded=(True, True) + (False,) * 6)
    line = texts.idle_status(obs, seats("human", "cpu"), "")
    assert line == i18n.t("cubes.status.nothing_left", cards=texts.counted("cards", 2))
    obs = replace(obs, aside={str(i): "red" for i in range(8)}, loaded=(True,) * 8)
    line = texts.idle_status(obs, seats("human", "cpu"), "")
    assert line == i18n.t("cubes.status.must_stop", cards=texts.counted("cards", 8))


def test_an_announcement_follows_a_resize(table_app):
    app = table_app
    session, scene = start(app, "human", "cpu")
    scene.messages.show("Hello", "", 5.0, "turn")
    old = scene.messages.shown.image.get_width()
    scene.layout((700, 900))
    assert scene.messages.shown.image.get_width() == scene.message_width() != old
    scene.layout(app.screen.get_size())
