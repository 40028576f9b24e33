"""The Gouda! Gouda! table, played like a family would: real pygame events (clicks on
glowing places, dice and mouse badges, keys) through a real App under the dummy video
driver, frame by frame.

Positions a test needs (a computer's roll a person may answer) are reached by playing
the rules headlessly before the table opens."""

from __future__ import annotations

import random

import pygame
import pytest
from table_input import LONG_DT, click, frames, move_to, post, press
from test_text_floor import drawn, make_app, too_small  # noqa: F401  (drawn: the text recorder)

from game import i18n
from game.core import registry
from game.core.protocol import CHANCE
from game.core.save_file import Seat
from game.games.gouda import GAME
from game.games.gouda.actions import Choose, Give, Worsen
from game.games.gouda.powers import window_actions
from game.games.gouda.view import hand as hand_mod
from game.games.gouda.view import layout, panels, targeting
from game.games.gouda.view import seats as seat_panels
from game.scenes.results import ResultsScene
from game.session import Session

SHELF = GAME.config().shelf


@pytest.fixture(autouse=True)
def gouda_listed():
    """The game is known to the registry (listed in config/games.yaml or not)."""
    if "gouda" not in registry.games():
        registry.register(GAME)
        yield
        registry.unregister("gouda")
    else:
        yield


def seats(*kinds):
    names = {"human": ["Ana", "Ben"], "cpu": ["Robo", "Bip"]}
    colours = ["orange", "sky", "green", "purple", "vermilion", "yellow"]
    return [Seat(names[k][i % 2], colours[i], k, "normal", i + 1) for i, k in enumerate(kinds)]


def start(app, *kinds, seed=5, options=None, session=None):
    session = session or Session.new("gouda", seats(*kinds), seed=seed, options=options,
                                     autosave=False)
    scene = app.start_game(session)
    frames(app, 2)
    return session, scene


def settle(app, scene, limit=3000):
    """Frames until a person may act on the board, or another scene is on top."""
    for _ in range(limit):
        frames(app, 1, LONG_DT)
        if app.scenes.top is not scene:
            return
        if (scene.can_act() and not scene.busy() and not scene.input_guarded()
                and scene.model.auto_at is None):
            return
    raise AssertionError(f"the table never settled (phase {scene.session.state.phase})")


def reach(kinds, want, seeds=range(1, 300), options=None):
    for seed in seeds:
        session = Session.new("gouda", seats(*kinds), seed=seed, options=options, autosave=False)
        rng = random.Random(seed)
        state = session.state
        while not state.is_terminal():
            if want(state):
                return session
            if state.current_player() == CHANCE:
                session.chance()
            else:
                session.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no such position found")


def centre(rect):
    return rect.center


# ----------------------------------------------------------------- a whole game
def drag(app, a, b):
    post(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    frames(app, 1)
    for t in (0.3, 0.7, 1.0):
        pos = (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t))
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        frames(app, 1)
    post(pygame.MOUSEBUTTONUP, pos=b, button=1)
    frames(app, 1)


def give_by_clicks(app, scene, turn, dragging=False):
    """A person gives one result with clicks (a die, a badge, a link if asked), or by
    dragging the die onto the badge."""
    dice = scene.model.die_choices()
    assert dice
    d = dice[-1]
    colour = scene.model.die_colour(d)
    if not dragging:
        click(app, layout.die_rect(scene.model.geometry.tray, d).center)
        assert scene.model.sel_die == d
    else:
        scene.model.sel_die = d                                   # only to read the choices
    owners = scene.model.badge_choices()
    assert owners
    mine = turn in owners
    others = [o for o in owners if o != turn]
    owner = turn if (colour == "green" and mine) or not others else others[0]
    target = scene.model.badges_of(scene.model.roll_place)[owner].center
    if dragging:
        scene.model.sel_die = None
        drag(app, layout.die_rect(scene.model.geometry.tray, d).center, target)
    else:
        click(app, target)
    links = scene.model.place_choices()
    if links:
        best = min(links, key=lambda p: SHELF.distance[p] * (1 if colour == "green" else -1))
        click(app, scene.model.geometry.shelf.places[best].center)


def test_a_whole_game_through_the_ui(table_app, monkeypatch):
    """Two people and a computer, powers off: start places, places to roll and results
    given with clicks (and the keyboard), until the results screen."""
    app = table_app
    monkeypatch.setattr(app, "autoplay", True)          # quick computer pauses and rolls
    session, scene = start(app, "human", "cpu", "human", seed=7)
    moves = 0
    sounds = set()
    while app.scenes.top is scene and moves < 400:
        settle(app, scene)
        sounds.update(app.audio.played)
        if app.scenes.top is not scene:
            break
        state = session.state
        before = len(state.history)
        turn = state.turn
        if state.phase == "start":
            places = scene.model.place_choices()
            assert sorted(places) == sorted(a.place for a in state.legal_actions())
            click(app, scene.model.geometry.shelf.places[places[moves % len(places)]].center)
        elif state.phase == "choose":
            places = scene.model.place_choices()
            assert sorted(places) == sorted(a.place for a in state.legal_actions())
            best = min(places, key=lambda p: SHELF.distance[p])
            if moves % 4 == 0:                          # the keyboard: Tab to it, Enter
                items = scene.model.items()
                for _ in range(items.index(("place", best)) + 1):
                    press(app, pygame.K_TAB)
                assert scene.model.focused() == ("place", best)
                press(app, pygame.K_RETURN)
            else:
                click(app, scene.model.geometry.shelf.places[best].center)
            assert session.state.history[before] == Choose(best)
        elif state.phase == "assign":
            give_by_clicks(app, scene, turn, dragging=moves % 3 == 1)
            assert isinstance(session.state.history[before], Give)
        else:
            frames(app, 1)
            continue
        moves += 1
        assert len(session.state.history) > before, f"the table ignored the input ({state.phase})"
    assert session.state.is_terminal(), "the game did not end"
    frames(app, 10, LONG_DT)
    assert isinstance(app.scenes.top, ResultsScene)
    assert {"dice", "land", "step", "turn"} <= sounds | set(app.audio.played)
    obs = session.state.observation(None)
    for name, counts in obs.places.items():
        assert scene.model.mice_view[name] == list(counts)
    assert scene.model.over_shown


# ------------------------------------------------------------- only own places
def test_only_places_with_ones_own_mice_glow_and_take_a_click(table_app):
    session = reach(("human", "cpu"), lambda s: s.phase == "choose" and s.turn == 0
                    and sum(1 for row in s.mice if row[0]) >= 2
                    and any(sum(row) and not row[0] for row in s.mice))
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    state = session.state
    mine = {name for name, counts in state.observation(0).places.items() if counts[0]}
    assert set(scene.model.place_choices()) == mine
    other = next(name for name, counts in state.observation(0).places.items()
                 if sum(counts) and not counts[0])
    before = len(state.history)
    move_to(table_app, scene.model.geometry.shelf.places[other].center)
    click(table_app, scene.model.geometry.shelf.places[other].center)
    assert len(session.state.history) == before              # not one of hers: nothing
    target = sorted(mine)[0]
    move_to(table_app, scene.model.geometry.shelf.places[target].center)
    assert scene.model.hover == ("place", target)
    click(table_app, scene.model.geometry.shelf.places[target].center)
    assert session.state.history[before] == Choose(target)


# ----------------------------------------------------------------- the powers
def cpu_roll_to_answer(state):
    """A computer rolled; the person (seat 0) is still to be asked and may Worsen."""
    return (state.phase == "window" and state.turn == 1 and state.ask[:1] == [0]
            and not state.stack and state.hands[0][4] > 0
            and any(c in "gy" and live for c, live in zip(state.dice, state.live)))


def test_a_person_worsens_a_computers_roll_through_the_hand(table_app):
    session = reach(("human", "cpu"), cpu_roll_to_answer, options={"powers": "set"})
    _, scene = start(table_app, session=session)
    driver = scene.driver
    for _ in range(200):                                   # the answer bar comes up
        frames(table_app, 1, LONG_DT)
        if driver.window is not None and scene.answer_bar_shown() and not scene.busy():
            break
    assert driver.window is not None and 0 in driver.window.holders
    frames(table_app, 1)
    click(table_app, scene.answer_bar.button_rect(0).center)          # "1 Ana": her claim
    settle(table_app, scene)
    assert scene.model.hand_open and scene.model.hand_seat() == 0 and scene.viewer == 0
    frames(table_app, 1)
    H = scene.model.hand_layout
    assert H is not None and "worsen" in H["cols"]
    click(table_app, H["cols"]["worsen"]["button"].center)
    assert scene.model.target is not None and scene.model.target.step == "dice" and not scene.model.hand_open
    dice = scene.model.die_choices()
    assert dice and all(session.state.dice[d] in "gy" for d in dice)
    d = dice[0]
    was = session.state.dice[d]
    click(table_app, layout.die_rect(scene.model.geometry.tray, d).center)
    assert scene.model.target.dice == [d]
    done = next(rect for key, _, rect, _ in scene.model.buttons if key == "done")
    before = len(session.state.history)
    click(table_app, done.center)
    played = session.state.history[before]
    assert isinstance(played, Worsen) and len(played.dice) == 1
    frames(table_app, 2)
    assert "reveal" in table_app.audio.played                     # the marker shown big
    assert session.state.hands[0][4] == 0                          # it left her hand
    shown = []
    cue = scene.script.cue_DiceChanged

    def watch(event):
        cue(event)
        shown.append(event)
    scene.script.cue_DiceChanged = watch
    for _ in range(400):                                          # the window closes, it resolves
        frames(table_app, 1, LONG_DT)
        if shown and not scene.busy():
            break
    changed = played.dice[0]
    assert shown and shown[0].how == "worsen" and shown[0].dice == (changed,)
    assert shown[0].roll[changed] == {"g": "y", "y": "r"}[was]


def test_go_on_in_the_hand_passes(table_app):
    session = reach(("human", "cpu"), cpu_roll_to_answer, options={"powers": "set"})
    _, scene = start(table_app, session=session)
    driver = scene.driver
    for _ in range(200):
        frames(table_app, 1, LONG_DT)
        if driver.window is not None and scene.answer_bar_shown() and not scene.busy():
            break
    press(table_app, pygame.K_1)                                   # her number key claims
    settle(table_app, scene)
    assert scene.model.hand_open
    hand = dict(session.state.observation(0).hand)
    press(table_app, pygame.K_ESCAPE)                              # go on: no marker
    frames(table_app, 2)
    assert not scene.model.hand_open
    assert session.state.observation(0).hand == hand


def test_both_people_get_their_own_chance(table_app):
    """Issue 16 (a): a computer rolled, two people hold markers. The first claims, looks
    at her hand and goes on (Esc): the bar comes back for the second, who claims and
    gets his own hand; nobody passed for him."""
    from game.scenes.passdevice import PassDeviceScene
    session = reach(("cpu", "human", "human"),
                    lambda s: s.phase == "window" and s.turn == 0 and s.ask[:2] == [1, 2]
                    and not s.stack, options={"powers": 3})
    _, scene = start(table_app, session=session)
    driver = scene.driver

    def bar_up():
        for _ in range(200):
            frames(table_app, 1, LONG_DT)
            if driver.window is not None and scene.answer_bar_shown() and not scene.busy():
                frames(table_app, 1)
                return
        raise AssertionError("no answer bar")

    def hand_of(seat):
        for _ in range(100):
            frames(table_app, 1, LONG_DT)
            if isinstance(table_app.scenes.top, PassDeviceScene):
                break
        assert isinstance(table_app.scenes.top, PassDeviceScene)
        press(table_app, pygame.K_RETURN)                          # "it's me"
        for _ in range(100):
            frames(table_app, 1, LONG_DT)
            if scene.model.hand_open:
                break
        assert scene.model.hand_open and scene.model.hand_seat() == seat == scene.viewer

    bar_up()
    assert driver.window.holders == [1, 2]
    click(table_app, scene.answer_bar.button_rect(1).center)
    hand_of(1)
    press(table_app, pygame.K_ESCAPE)                              # her own "go on"
    bar_up()
    assert driver.window.holders == [2] and driver.window.undecided() == [2]
    assert scene.viewer is None and session.state.current_player() == 2
    assert scene.answer_bar.button_rect(2) is not None and scene.answer_bar.button_rect(1) is None
    click(table_app, scene.answer_bar.button_rect(2).center)
    hand_of(2)


# ----------------------------------------------------------------- privacy
def test_a_hand_is_drawn_only_for_its_own_seat(table_app, monkeypatch):
    """Two people with powers: whatever happens, the hand is drawn only while the
    viewer is that very seat, and the public observation holds no hand at all."""
    seen = []
    original = hand_mod.draw_hand

    def recording(view, surface, seat, held, can_play, focus, hover):
        seen.append((seat, view.table.viewer, dict(held)))
        return original(view, surface, seat, held, can_play, focus, hover)
    monkeypatch.setattr(hand_mod, "draw_hand", recording)
    session = reach(("human", "human"), lambda s: s.phase == "window" and s.ask and s.ask[0] == 1,
                    options={"powers": 3})
    _, scene = start(table_app, session=session)
    assert session.state.observation(None).hand is None
    assert scene.viewer is None
    scene.model.hand_open = True                                         # forced: still not drawn
    frames(table_app, 3)
    assert seen == []
    assert all(seat_panels.own_markers(scene.model, p) == () for p in range(2))       # no marker face up on a panel
    scene.model.hand_open = False
    driver = scene.driver
    for _ in range(100):
        frames(table_app, 1, LONG_DT)
        if driver.window is not None and not scene.busy():
            break
    assert driver.claim(1)
    from game.scenes.passdevice import PassDeviceScene
    for _ in range(50):
        frames(table_app, 1, LONG_DT)
        if isinstance(table_app.scenes.top, PassDeviceScene):
            break
    assert isinstance(table_app.scenes.top, PassDeviceScene)
    assert seen == []                                             # nothing behind the pass screen
    press(table_app, pygame.K_RETURN)                              # "it's me"
    settle(table_app, scene)
    frames(table_app, 2)
    assert seen and all(seat == viewer == 1 for seat, viewer, _ in seen)
    assert seat_panels.own_markers(scene.model, 0) == () and seat_panels.own_markers(scene.model, 1)
    mine = {k: v for k, v in session.state.observation(1).hand.items() if v}
    assert seen[-1][2] == mine


# ------------------------------------------------------------------ sizes
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_table_fits_the_window_with_six_seats(table_app, size):
    table_app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    table_app._relayout()
    session, scene = start(table_app, "human", "cpu", "cpu", "cpu", "cpu", "cpu",
                           options={"powers": 3, "festival": True})
    frames(table_app, 3)
    window = pygame.Rect(0, 0, *size)
    geometry = scene.model.geometry
    for rect in [geometry.shelf.rect, geometry.side, geometry.banner, geometry.tray.rect, geometry.action,
                 *(seat_panel.rect for seat_panel in geometry.seats), *geometry.shelf.places.values()]:
        assert window.contains(rect), rect
    assert not geometry.shelf.rect.colliderect(geometry.side)
    assert geometry.action.h > 0 and geometry.tray.rect.bottom <= geometry.side.bottom


def test_result_lines_and_texts_in_both_languages():
    from game.games.gouda.rules import GoudaState
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        for key in ("status.choose", "status.give", "label.hand_title", "button.go_on",
                    "message.played", "rules.1.title"):
            assert i18n.has(f"gouda.{key}"), key
    i18n.set_language("en")
    state = GoudaState(2, seed=1, options={"festival": True})
    lines = GAME.result_lines(state.observation(None), 0, seats("human", "cpu"))
    assert lines


# ------------------------------------------------------------ readable text


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_text_below_the_floor_at_the_table(drawn, size, lang):  # noqa: F811
    """Six seats, powers and the festival: the table, the answer bar, the hand and a
    marker's targeting draw nothing under 14 px."""
    app = make_app(size, lang)
    if "gouda" not in registry.games():
        registry.register(GAME)
    session = reach(("human", "cpu", "cpu", "cpu", "cpu", "cpu"),
                    lambda s: s.phase == "window" and s.turn != 0 and 0 in s.ask and not s.stack
                    and len(window_actions(s, 0)) > 1,
                    options={"powers": "set", "festival": True, "route_cheese": True})
    _, scene = start(app, session=session)
    driver = scene.driver
    for _ in range(200):
        frames(app, 1, LONG_DT)
        if driver.window is not None and scene.answer_bar_shown() and not scene.busy():
            break
    frames(app, 2)
    assert driver.claim(0)
    settle(app, scene)
    frames(app, 2)
    assert scene.model.hand_open
    kinds = targeting.playable(scene.legal_actions())
    assert kinds
    scene.input.choose_marker("cancel" if "cancel" in kinds else sorted(kinds)[0])
    frames(app, 2)
    assert scene.model.buttons
    press(app, pygame.K_l)                                   # the move log
    frames(app, 2)
    assert drawn and not too_small(drawn), too_small(drawn)[:10]
    app.close()


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_dice_legend_is_read_whole(drawn, size, lang):  # noqa: F811
    """Two seats leave room for the legend of the dice under the action card: each of
    its three lines is drawn whole, never cut with "…" (French was, at 800x600)."""
    app = make_app(size, lang)
    if "gouda" not in registry.games():
        registry.register(GAME)
    _, scene = start(app, "cpu", "cpu")
    frames(app, 3)
    assert scene.model.geometry.legend is not None
    lines = {i18n.t(f"gouda.legend.{face}") for face in ("green", "yellow", "red")}
    shown = {text for _, text in drawn}
    assert lines <= shown, sorted(lines - shown)
    app.close()


# ------------------------------------------------------- continue, undo
def test_a_game_saved_in_an_answer_window_continues_there(table_app, tmp_path):
    from game.core.save_file import Save, load_save, write_save
    session = reach(("human", "cpu"), cpu_roll_to_answer, options={"powers": "set"})
    path = tmp_path / "autosave.json"
    write_save(path, Save.of(session.state, session.seats), session.state)
    save, state = load_save(path)
    assert state == session.state and state.in_window()
    again = Session.from_save(save, state, None)
    _, scene = start(table_app, session=again)
    assert scene.model.roll_place == session.state.observation(None).place
    assert [d["colour"] for d in scene.model.dice_view] == [d.colour for d in
                                                       session.state.observation(None).dice]
    driver = scene.driver
    for _ in range(100):
        frames(table_app, 1, LONG_DT)
        if driver.window is not None and scene.answer_bar_shown() and not scene.busy():
            break
    assert driver.window is not None and driver.window.holders == [0]
    press(table_app, pygame.K_1)
    settle(table_app, scene)
    assert scene.model.hand_open and scene.model.hand_seat() == 0


def test_undo_a_result_given(table_app):
    session = reach(("human", "cpu"), lambda s: s.phase == "assign" and s.turn == 0
                    and sum(1 for d, c in enumerate(s.dice) if c in "gr" and not s.used[d]) >= 2
                    and not s.same_outcome())
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    before = len(session.state.history)
    mice = [list(row) for row in session.state.mice]
    give_by_clicks(table_app, scene, 0)
    assert len(session.state.history) == before + 1 and session.can_undo()
    settle(table_app, scene)
    assert scene.controls.show_undo()
    click(table_app, scene.controls.undo_rect.center)
    assert len(session.state.history) == before and session.state.mice == mice
    frames(table_app, 2)
    for name, counts in session.state.observation(0).places.items():
        assert scene.model.mice_view[name] == list(counts)


def test_a_colour_with_two_links_asks_which_way(table_app):
    """A green die in a place with two links up: after the die and the mouse, the two
    places it may go to glow, and a click on one of them moves the mouse there."""
    config = GAME.config()
    IDX, NAMES, UP = config.idx, config.names, config.up

    def two_ways(state):
        if state.phase != "assign" or state.turn != 0:
            return False
        return (len(UP[state.place]) == 2 and state.mice[state.place][0]
                and any(c == "g" and state.live[d] and not state.used[d]
                        for d, c in enumerate(state.dice)))
    session = reach(("human", "cpu"), two_ways)
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    state = session.state
    green = next(d for d in scene.model.die_choices() if scene.model.die_colour(d) == "green")
    click(table_app, layout.die_rect(scene.model.geometry.tray, green).center)
    click(table_app, scene.model.badges_of(scene.model.roll_place)[0].center)
    ways = scene.model.place_choices()
    assert sorted(ways) == sorted(NAMES[p] for p in UP[IDX[scene.model.roll_place]])
    assert "link" in scene.banner.status.lower() or "way" in scene.banner.status.lower()
    before = len(state.history)
    click(table_app, scene.model.geometry.shelf.places[ways[-1]].center)
    played = session.state.history[before]
    assert isinstance(played, Give) and played.to == ways[-1] and played.owner == 0


def test_with_two_people_the_turns_owner_may_peek_at_their_markers(table_app):
    from game.scenes.passdevice import PassDeviceScene
    session = reach(("human", "human"), lambda s: s.phase == "choose" and s.turn == 1
                    and sum(s.hands[1]) and len(s.legal_actions()) >= 2, options={"powers": 3})
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    assert scene.viewer is None and seat_panels.own_markers(scene.model, 1) == ()
    peek = next(rect for key, _, rect, _ in scene.model.buttons if key == "peek")
    click(table_app, peek.center)
    assert isinstance(table_app.scenes.top, PassDeviceScene)
    press(table_app, pygame.K_RETURN)
    frames(table_app, 2)
    assert scene.viewer == 1
    assert seat_panels.own_markers(scene.model, 1) and seat_panels.own_markers(scene.model, 0) == ()
    hide = next(rect for key, _, rect, _ in scene.model.buttons if key == "hide")
    click(table_app, hide.center)
    frames(table_app, 2)
    assert scene.viewer is None and seat_panels.own_markers(scene.model, 1) == ()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_answer_bar_never_hides_the_rolled_place(size, home):
    """The bar sits at the bottom of the shelf, or at its top when the bottom would hide
    the place the dice were rolled for (early in a game: a start place)."""
    from apps import close, new_app
    app = new_app(size, fast=True)
    try:
        session = reach(("human", "cpu"), cpu_roll_to_answer, options={"powers": "set"})
        _, scene = start(app, session=session)
        for _ in range(200):
            frames(app, 1, LONG_DT)
            if scene.driver.window is not None and scene.answer_bar_shown() and not scene.busy():
                break
        assert scene.answer_bar_shown() and scene.model.roll_place is not None
        frames(app, 1)
        panel = scene.answer_bar.button_rect(0).unionall([scene.answer_bar.go_on_rect()])
        assert not panel.colliderect(scene.model.geometry.shelf.places[scene.model.roll_place])
        assert scene.model.geometry.bar_area.contains(scene.answer_bar._rects["panel"])
    finally:
        close(app)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_answer_bar_keeps_off_the_goal_the_rolled_place_and_the_dice(size, lang, home):
    """Issue 16 (c): wherever the dice were rolled, the bar is in the window, under the
    top of the shelf (the table and its cheese), off the tray (the dice just rolled) and,
    for two people and a computer or one person, off the place rolled for. With six
    people (three rows of cards in a small window) it may hide part of the rolled place,
    never the goal or the dice."""
    from apps import close, new_app

    NAMES, TABLE = GAME.config().names, GAME.config().table
    app = new_app(size, lang, fast=True)
    try:
        for kinds in (("cpu", "human", "human"), ("human", "cpu"), ("human",) * 6):
            _, scene = start(app, *kinds, options={"powers": 3})
            geometry = scene.model.geometry
            table = NAMES[TABLE]
            goal = geometry.shelf.places[table].union(geometry.shelf.things[table])
            for place in NAMES:
                if place == table:
                    continue
                scene.model.roll_place = place
                rect = panels.bar_rect(scene.model)
                assert pygame.Rect(0, 0, *size).contains(rect), (kinds, place, rect)
                assert geometry.shelf.rect.contains(rect), (kinds, place, rect)
                assert not rect.colliderect(goal) and not rect.colliderect(geometry.tray.rect)
                if len(kinds) < 6:
                    assert not rect.colliderect(geometry.shelf.places[place]), (kinds, place)
    finally:
        close(app)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_answer_bar_fits_and_reads_at_every_size(lang, home, monkeypatch):
    """The bar of two people and a computer, and of six people: at every size of the
    issue, every button lies inside the panel, none overlaps another, the panel is in
    the window, and no word of the bar is cut to "…" nor drawn below the floor."""
    from apps import close, new_app

    from game.view.answer_bar import AnswerBar
    drawn_texts: list[str] = []
    original = AnswerBar._text

    def recording(self, text, size, colour, **kw):
        drawn_texts.append(text)
        return original(self, text, size, colour, **kw)
    monkeypatch.setattr(AnswerBar, "_text", recording)
    app = new_app((1280, 800), lang, fast=True)
    try:
        for kinds in (("cpu", "human", "human"), ("human",) * 6):
            session = reach(kinds, lambda s: s.phase == "window" and len(s.ask) >= 2,
                            options={"powers": 3})
            _, scene = start(app, session=session)
            for size in ((800, 600), (1024, 768), (1280, 720), (1280, 800), (1366, 768),
                         (1440, 900), (1920, 1080)):
                app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
                app._relayout()
                drawn_texts.clear()
                frames(app, 2)
                assert scene.driver.window is not None and scene.answer_bar_shown()
                bar = scene.answer_bar
                body = bar._rects["body"]
                assert pygame.Rect(0, 0, *size).contains(bar._rects["panel"])
                parts = [r for name, r in bar._rects.items()
                         if name.startswith(("seat", "pass", "quiet", "go_on", "title", "ring"))]
                assert len(parts) >= 4
                for k, part in enumerate(parts):
                    assert body.contains(part), (size, kinds, part)
                    assert part.collidelist(parts[k + 1:]) == -1, (size, kinds, part)
                assert drawn_texts and not [t for t in drawn_texts if t.endswith("…")], (size, kinds)
                assert bar.smallest_text >= 14
    finally:
        close(app)


def test_the_table_is_put_together_from_its_parts(table_app, monkeypatch):
    """Issue 18: the scene only wires its parts (the view model, the input, the painter,
    the script), each its own object reaching the shared table through one reference;
    the answer bar is the shared table's own ``answer_bar``, no other bar beside it,
    drawn once a frame (by the painter at its layer, never again over the game)."""
    from game.games.gouda.view.inputs import GoudaInput
    from game.games.gouda.view.painter import GoudaPainter
    from game.games.gouda.view.scene import GameScene
    from game.games.gouda.view.script import GoudaScript
    from game.games.gouda.view.view_model import GoudaView
    from game.scenes.gamescene import BaseGameScene
    from game.view.answer_bar import AnswerBar

    session = reach(("human", "cpu"), cpu_roll_to_answer, options={"powers": "set"})
    _, scene = start(table_app, session=session)
    parts = (scene.model, scene.input, scene.painter, scene.script)
    assert [type(p) for p in parts] == [GoudaView, GoudaInput, GoudaPainter, GoudaScript]
    assert not any(isinstance(p, BaseGameScene) for p in parts)
    assert scene.model.table is scene and scene.script.table is scene
    assert scene.input.view is scene.model and scene.painter.view is scene.model
    assert scene.script.model is scene.model
    own = [k for k in vars(GameScene) if not k.startswith("__")]
    assert len(own) <= 25, own
    for cls in (GoudaView, GoudaInput, GoudaPainter):
        assert len([k for k in vars(cls) if not k.startswith("__")]) <= 40, cls
    bars = [(name, owner) for owner in (scene, *parts) for name, value in vars(owner).items()
            if isinstance(value, AnswerBar)]
    assert bars == [("answer_bar", scene)]
    bars_drawn = []
    original = AnswerBar.draw

    def counted(bar, *args, **kwargs):
        bars_drawn.append(bar)
        return original(bar, *args, **kwargs)
    monkeypatch.setattr(AnswerBar, "draw", counted)
    for _ in range(200):
        frames(table_app, 1, LONG_DT)
        if scene.driver.window is not None and scene.answer_bar_shown() and not scene.busy():
            break
    assert scene.answer_bar_shown()
    bars_drawn.clear()
    scene.invalidate()
    frames(table_app, 1)
    assert bars_drawn == [scene.answer_bar]
