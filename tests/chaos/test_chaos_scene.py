"""The Chaos de souris et de fromage table, played like a family would: real pygame
events (clicks on covers, squares, mice, chairs and buttons, keys) through a real App
under the dummy video driver, frame by frame.

Positions a test needs (four mice of the right colour at home) are made by moving the
pieces of a fresh state before the table opens (the rules' own set-up otherwise); the
computers play at the ``random`` level."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest
from table_input import LONG_DT, click, frames, move_to, press
from test_text_floor import drawn, make_app, too_small  # noqa: F401  (drawn: the text recorder)

from game import i18n
from game.core import registry
from game.core.save_file import Seat
from game.games.chaos import GAME
from game.games.chaos import places as chaos_places
from game.games.chaos import rules as chaos_rules
from game.games.chaos.actions import CATCH, CLAIM, END, LEAVE, ChairTo, Lift, Move, Put, Tip
from game.games.chaos.level import parse_square
from game.games.chaos.view import layout
from game.scenes.passdevice import PassDeviceScene
from game.scenes.results import ResultsScene
from game.session import Session

KITCHEN = GAME.config().kitchen
SQ_INDEX = GAME.config().flat.sq_index


@pytest.fixture(autouse=True)
def chaos_listed():
    """The game is known to the registry (listed in config/games.yaml or not)."""
    if "chaos" not in registry.games():
        registry.register(GAME)
        yield
        registry.unregister("chaos")
    else:
        yield


def seats(*kinds):
    names = {"human": ["Ana", "Ben", "Cléo", "Dan"], "cpu": ["Robo", "Bip", "Zap", "Tic"]}
    colours = ["orange", "sky", "green", "purple"]
    return [Seat(names[k][i], colours[i], k, "random", i + 1) for i, k in enumerate(kinds)]


def start(app, *kinds, seed=5, options=None, session=None):
    session = session or Session.new("chaos", seats(*kinds), seed=seed, options=options,
                                     autosave=False)
    scene = app.start_game(session)
    frames(app, 2)
    return session, scene


def settle(app, scene, limit=3000):
    """Frames until a person may act on the table (handing the laptop over when the
    pass screen asks), or another scene is on top."""
    for _ in range(limit):
        frames(app, 1, LONG_DT)
        top = app.scenes.top
        if isinstance(top, PassDeviceScene):
            press(app, pygame.K_RETURN)                    # "it's me"
            continue
        if top is not scene:
            return
        driver = scene.driver
        if driver.window is not None and not scene.busy() and scene.answer_bar is not None:
            asked = scene.session.state.current_player()
            if driver.window.claimed is None and asked in driver.window.holders:
                assert driver.claim(asked)
                continue
        if scene.can_act() and not scene.busy() and not scene.input_guarded():
            frames(app, 1)
            return
    raise AssertionError(f"the table never settled (phase {scene.session.state.phase})")


def square_centre(scene, name):
    return layout.square_rect(scene.model.geometry, parse_square(name, KITCHEN.size)).center


def cover_centre(scene, cover):
    at = scene.model.covers_view[cover]
    if at == "table":
        on_table = sorted(c for c, where in scene.model.covers_view.items() if where == "table")
        return layout.cover_slots(scene.model.geometry, len(on_table))[on_table.index(cover)].center
    return square_centre(scene, at)


def piece_centre(scene, piece):
    at = scene.model.piece_square(piece)
    if at == "table":
        under = scene.model.under_table()
        return layout.under_slots(scene.model.geometry, len(under))[under.index(piece)].center
    return square_centre(scene, at)


def dest_centre(scene, dest):
    if dest == "table":
        return layout.table_rect(scene.model.geometry).center
    if dest.startswith("H"):
        return layout.hideout_rect(scene.model.geometry, int(dest[1])).center
    return square_centre(scene, dest)


def play_turn_by_clicks(app, scene, rng, keyboard=False):
    """One step of a person's turn with clicks (or keys): returns the action played."""
    session = scene.session
    state = session.state
    legal = state.legal_actions()
    before = len(state.history)
    phase = state.phase
    if phase == "cover":
        lifts = [a for a in legal if isinstance(a, Lift)]
        assert set(scene.model.options()["lifts"].values()) == set(lifts)
        action = rng.choice(lifts)
        click(app, cover_centre(scene, action.cover))
    elif phase == "place":
        puts = [a for a in legal if isinstance(a, Put)]
        lit = {sq for sq, kind in scene.model.lit_squares().items() if kind == "to"}
        assert lit == {parse_square(a.to, KITCHEN.size) for a in puts}
        action = rng.choice(puts)
        if keyboard:
            target = parse_square(action.to, KITCHEN.size)
            press(app, pygame.K_TAB)
            while scene.model.cursor != target:
                press(app, pygame.K_TAB)
            press(app, pygame.K_RETURN)
        else:
            click(app, square_centre(scene, action.to))
    elif phase == "move":
        moves = [a for a in legal if isinstance(a, Move)]
        action = rng.choice(moves)
        click(app, piece_centre(scene, action.piece))
        if scene.model.selected != action.piece:            # two pieces on a square: click again
            click(app, piece_centre(scene, action.piece))
        assert scene.model.selected == action.piece
        assert set(scene.model.targets()) == {a.to for a in moves if a.piece == action.piece}
        click(app, dest_centre(scene, action.to))
    elif phase == "chair":
        chairs = [a for a in legal if isinstance(a, (ChairTo, Tip))]
        if CLAIM in legal:
            action = CLAIM
            click(app, button_centre(scene, "claim"))
        elif chairs and rng.random() < 0.3:
            action = rng.choice(chairs)
            info = scene.model.chairs_view[action.chair]
            click(app, square_centre(scene, info["at"]))
            assert scene.model.selected == action.chair
            if isinstance(action, Tip):
                click(app, scene.model.tip_rects()[action.direction].center)
            else:
                click(app, square_centre(scene, action.to))
        else:
            action = END
            if keyboard:
                press(app, pygame.K_e)
            else:
                click(app, button_centre(scene, "end"))
    elif phase == "ask":
        action = CLAIM if rng.random() < 0.5 else legal[-1]
        click(app, button_centre(scene, "claim" if action == CLAIM else "pass"))
    elif phase == "catch":
        action = rng.choice(legal)
        if keyboard:
            press(app, pygame.K_t if action == CATCH else pygame.K_e)
        else:
            click(app, button_centre(scene, str(action)))
    else:
        raise AssertionError(phase)
    assert len(session.state.history) > before, f"the table ignored the input ({phase})"
    assert session.state.history[before] == action
    return action


def button_centre(scene, key):
    for k, _, rect, _, _ in scene.model.buttons:
        if k == key:
            return rect.center
    raise AssertionError(f"no {key!r} button: {[b[0] for b in scene.model.buttons]}")


# ------------------------------------------------------------- the scene's parts
def test_the_scene_wires_its_parts_and_holds_no_view_state(table_app):
    """Issue 18: the view model, the input, the painter and the script are objects of
    their own over one view model, which reaches the table through ``model.table``; the
    scene keeps none of the game's view state and only a few members of its own."""
    from game.games.chaos.view.inputs import ChaosInput
    from game.games.chaos.view.painter import ChaosPainter
    from game.games.chaos.view.scene import GameScene
    from game.games.chaos.view.script import ChaosScript
    from game.games.chaos.view.view_model import ChaosView
    from game.scenes.gamescene import BaseGameScene
    _, scene = start(table_app, "human", "cpu")
    model = scene.model
    assert isinstance(model, ChaosView) and not isinstance(model, BaseGameScene)
    assert model.table is scene and model.laid_out
    assert isinstance(scene.input, ChaosInput) and scene.input.model is model
    assert isinstance(scene.painter, ChaosPainter) and scene.painter.model is model
    assert isinstance(scene.script, ChaosScript) and scene.script.model is model
    for name in ("mice_view", "covers_view", "selected", "cursor", "hover", "buttons", "motions",
                 "_geometry", "options", "lit_squares", "sync"):
        assert not hasattr(scene, name), name
        assert hasattr(model, name), name
    own = [k for k in vars(GameScene) if not k.startswith("__")]
    assert len(own) <= 25, own
    for part in (ChaosView, ChaosInput, ChaosPainter, ChaosScript):
        assert len([k for k in vars(part) if not k.startswith("__")]) <= 40, part


# ----------------------------------------------------------------- a whole game
def test_a_whole_game_through_the_ui(table_app, monkeypatch):
    """Two people and two computers play until the turn limit (made short) ends the
    game: covers, mice, cats, chairs and the end of turns by clicks and keys, the
    laptop handed over between the two people, then the results screen."""
    app = table_app
    monkeypatch.setattr(app, "autoplay", True)
    # the game's config with a short turn limit: the session's state plays by it
    monkeypatch.setattr(GAME, "_config", dataclasses.replace(GAME.config(), turn_limit=12))
    session, scene = start(app, "human", "cpu", "human", "cpu", seed=7)
    rng = random.Random(3)
    played = []
    sounds = set()
    steps = 0
    while app_on(app, scene) and steps < 300:
        settle(app, scene)
        sounds.update(app.audio.played)
        if app.scenes.top is not scene:
            break
        assert scene.viewer == session.state.current_player()      # their own view, after the pass screen
        played.append(play_turn_by_clicks(app, scene, rng, keyboard=steps % 5 == 3))
        steps += 1
    assert session.state.is_terminal(), "the game did not end"
    frames(app, 10, LONG_DT)
    assert isinstance(app.scenes.top, ResultsScene)
    kinds = {type(a).__name__ for a in played}
    assert {"Lift", "Put", "Move", "End"} <= kinds
    assert {"reveal", "turn"} <= sounds | set(app.audio.played)


def claim_ready(players, seat, right=True, seed=5):
    """A fresh state where ``seat``'s hideout holds four mice, all of its colour
    (``right``) or three of them and one of another player's colour (turned over last)."""
    state = chaos_rules.ChaosState(players, seed=seed)
    corner = state.hideouts_of[seat][0]
    want = state.hcolour[corner]
    wrong_colour = state.hcolour[(corner + 1) % 4]
    mine = [m for m in range(4, 16) if state.colour[m] == want][:3]
    if not right:
        mine = mine[:2] + [next(m for m in range(4, 16) if state.colour[m] == wrong_colour)]
    large = state.hideout[corner][0]
    if state.colour[large] != want:                # the large mouse of the right colour
        other = state.colour.index(want)
        state.colour[large], state.colour[other] = state.colour[other], state.colour[large]
    for m in mine:
        state.mloc[m] = chaos_places.HIDE + corner
        state.hideout[corner].append(m)
    state._derive()
    return state


def test_a_claim_by_click_wins_mouse_by_mouse(table_app):
    """The person's four mice are home: "Claim!" shows at the start of the turn; a click
    turns them over one at a time (suspense: the colours show one by one), and the
    results follow."""
    state = claim_ready(4, 0)
    session = Session(state, seats("human", "cpu", "cpu", "cpu"), autosave=None)
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    assert "claim" in [b[0] for b in scene.model.buttons]
    shown = []
    original = scene.script.cue_MouseTurned

    def watch(event):
        original(event)
        shown.append(event.mouse)
    scene.script.cue_MouseTurned = watch
    click(table_app, button_centre(scene, "claim"))
    assert session.state.is_terminal() and session.state.winners() == [0]
    assert scene.model.claim_view is None or scene.model.claim_view[0] == 0
    colours_seen = []
    for _ in range(200):
        frames(table_app, 1, 0.05)
        colours_seen.append(len(scene.model.public_view))
        if not isinstance(table_app.scenes.top, type(scene)):
            break
    assert len(shown) == 4
    assert sorted(set(colours_seen))[:2] == [0, 1]             # one after the other
    frames(table_app, 20, LONG_DT)
    assert isinstance(table_app.scenes.top, ResultsScene)


def test_a_wrong_claim_asks_the_owner_through_the_answer_bar(table_app):
    """Ana claims with a mouse of Ben's colour among hers: it runs to Ben's hideout, and
    Ben (a person, with four mice now) is asked through the answer bar, then decides
    in his own view (after the pass screen): Pass."""
    state = claim_ready(4, 0, right=False)
    ben_corner = state.hideouts_of[1][0]
    # Ben's hideout holds three mice already (the wrong one makes four)
    extra = [m for m in range(4, 16) if chaos_places.HIDE > state.mloc[m]][:2]
    for m in extra:
        state.mloc[m] = chaos_places.HIDE + ben_corner
        state.hideout[ben_corner].append(m)
    state._derive()
    session = Session(state, seats("human", "human", "cpu", "cpu"), autosave=None)
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    click(table_app, button_centre(scene, "claim"))
    assert session.state.phase == "ask" and session.state.current_player() == 1
    settle(table_app, scene)                                   # the bar, the claim, the pass screen
    assert scene.viewer == 1
    assert [b[0] for b in scene.model.buttons] == ["claim", "pass"]
    click(table_app, button_centre(scene, "pass"))
    assert session.state.phase == "cover" and session.state.current_player() == 0


# ---------------------------------------------------------- only legal targets
def test_only_legal_targets_glow_and_take_a_click(table_app):
    session, scene = start(table_app, "human", "cpu", seed=11)
    settle(table_app, scene)
    state = session.state
    # a cover that is not among the lifts (none on the floor yet): a floor click does nothing
    before = len(state.history)
    click(table_app, square_centre(scene, "a6"))
    assert len(state.history) == before
    lift = sorted(scene.model.options()["lifts"])[0]
    click(table_app, cover_centre(scene, lift))
    assert state.history[before] == Lift(lift)
    settle(table_app, scene)
    if state.phase == "place":
        puts = {parse_square(a.to, KITCHEN.size) for a in state.legal_actions()}
        lit = {sq for sq, kind in scene.model.lit_squares().items() if kind == "to"}
        assert lit == puts
        dark = next((x, y) for y in range(12) for x in range(12)
                    if (x, y) not in puts and KITCHEN.hideout_of((x, y)) is None
                    and (x, y) not in KITCHEN.table)
        before = len(state.history)
        click(table_app, layout.square_rect(scene.model.geometry, dark).center)
        assert len(state.history) == before                   # not a legal end: nothing
        target = sorted(puts)[0]
        click(table_app, layout.square_rect(scene.model.geometry, target).center)
        assert isinstance(state.history[before], Put)
        settle(table_app, scene)
    if state.phase == "move":
        moves = [a for a in state.legal_actions() if isinstance(a, Move)]
        piece = moves[0].piece
        click(table_app, piece_centre(scene, piece))
        assert scene.model.selected == piece
        ends = {a.to for a in moves if a.piece == piece}
        assert set(scene.model.targets()) == ends
        lit = {sq for sq, kind in scene.model.lit_squares().items() if kind == "to"}
        assert lit == {parse_square(e, KITCHEN.size) for e in ends if parse_square(e, KITCHEN.size)}
        free = next(name for name in ("a6", "l6", "f1", "f12", "c4", "j4")
                    if name not in ends and scene.model.piece_square(piece) != name
                    and not any(at == name for at in scene.model.mice_view.values())
                    and not any(at == name for at in scene.model.cats_view.values()))
        before = len(state.history)
        click(table_app, square_centre(scene, free))
        assert len(state.history) == before and scene.model.selected is None
        click(table_app, piece_centre(scene, piece))
        end = sorted(ends)[0]
        move_to(table_app, dest_centre(scene, end))
        click(table_app, dest_centre(scene, end))
        assert state.history[before] == Move(piece, end)


def test_undo_until_a_reveal(table_app):
    """A cover put on a free square is undone with U; the lift before it (a number
    seen) is not."""
    for seed in range(1, 40):
        session, scene = start(table_app, "human", "cpu", seed=seed)
        settle(table_app, scene)
        state = session.state
        click(table_app, cover_centre(scene, sorted(scene.model.options()["lifts"])[0]))
        settle(table_app, scene)
        if state.phase != "place":
            continue
        free = [a for a in state.legal_actions()
                if isinstance(a, Put) and state.mouse_at[SQ_INDEX[a.to]] < 0]
        if not free:
            continue
        click(table_app, square_centre(scene, free[0].to))
        settle(table_app, scene)
        assert state.phase in ("move", "chair")
        assert scene.controls.show_undo()
        press(table_app, pygame.K_u)
        assert session.state.phase == "place"
        frames(table_app, 2)
        assert not scene.controls.show_undo()                     # the lift showed a number
        press(table_app, pygame.K_u)
        assert session.state.phase == "place"
        return
    raise AssertionError("no seed put a cover on a free square")


# ------------------------------------------------------------------- privacy
class Recorder:
    """Every look the table draws (asked of its view model), with the viewer at that moment."""

    def __init__(self, scene):
        self.scene = scene
        self.mice = []
        self.covers = []
        self.cards = []
        self.numbers = []
        for name in ("mouse_look", "cover_look", "hand_cards", "hand_number"):
            original = getattr(scene.model, name)
            setattr(scene.model, name, self.wrap(name, original))

    def wrap(self, name, original):
        def recording(*args):
            result = original(*args)
            scene = self.scene
            entry = (scene.viewer, scene.session.state.observation(scene.viewer), args, result,
                     scene.session.state.phase, scene.model.turn_view)
            {"mouse_look": self.mice, "cover_look": self.covers, "hand_cards": self.cards,
             "hand_number": self.numbers}[name].append(entry)
            return result
        return recording


def check_privacy(rec):
    for viewer, obs, (mouse,), (colour, _), _, _ in rec.mice:
        if colour is not None:
            known = {m.id: m.colour for m in obs.mice}
            assert known[mouse] == colour, (viewer, mouse, colour)
    for viewer, obs, (cover,), (kind, number), _, _ in rec.covers:
        if kind != "back":
            known = {c.id: c.number for c in obs.covers}
            assert viewer is not None and known[cover] == number, (viewer, cover, number)
    for viewer, obs, _, cards, _, _ in rec.cards:
        if cards:
            assert viewer is not None and viewer in (obs.turn_owner, obs.to_play)
            mine = hideouts_of_seat(obs, viewer)
            assert cards == [obs.hideouts[f"H{c}"].colour for c in mine]
    for viewer, obs, _, number, _, _ in rec.numbers:
        if number is not None:
            assert viewer is not None and viewer == obs.turn_owner and number == obs.number


def hideouts_of_seat(obs, seat):
    return GAME.config().hideouts_of(obs.players)[seat]


@pytest.mark.parametrize("memory_aid", [True, False])
def test_secrets_are_drawn_only_for_their_seat(table_app, monkeypatch, memory_aid):
    """Two people and two computers, several turns through the UI: every colour, number
    and card the table draws is one the viewer knows; the notebook (remembered mice,
    known covers) shows only on the viewer's own turn, and never with memory_aid off."""
    monkeypatch.setattr(table_app, "autoplay", True)
    session, scene = start(table_app, "human", "cpu", "human", "cpu", seed=4,
                           options={"memory_aid": memory_aid})
    rec = Recorder(scene)
    rng = random.Random(8)
    turns = 0
    while turns < 40 and app_on(table_app, scene):
        settle(table_app, scene)
        if not app_on(table_app, scene):
            break
        play_turn_by_clicks(table_app, scene, rng)
        turns += 1
    frames(table_app, 5, LONG_DT)
    check_privacy(rec)
    remembered = [e for e in rec.mice if e[3][1]]
    known = [e for e in rec.covers if e[3][0] == "known"]
    if memory_aid:
        assert known, "the notebook never showed a number"
        for viewer, obs, *_ in remembered + known:
            assert viewer is not None and viewer in (obs.turn_owner, obs.to_play)
    else:
        assert not remembered and not known
    assert rec.cards and any(cards for *_, cards, _, _ in [(e[0], e[1], e[2], e[3], e[4], e[5])
                                                          for e in rec.cards])
    assert any(e[0] is None for e in rec.mice)               # drawn for nobody in particular too


def app_on(app, scene):
    return app.scenes.top is scene or isinstance(app.scenes.top, PassDeviceScene)


def test_nothing_private_while_nobody_in_particular_looks(table_app):
    """Two people: before the hand-over the table is public: no card, no number, no
    notebook."""
    session, scene = start(table_app, "human", "human", seed=2)
    rec = Recorder(scene)
    frames(table_app, 3)
    assert scene.viewer is None
    assert isinstance(table_app.scenes.top, PassDeviceScene) or scene.viewer is None
    assert all(not cards for *_, cards, _, _ in rec.cards)
    assert all(look[0] is None for *_, look, _, _ in [(e[0], e[1], e[2], e[3], e[4], e[5]) for e in rec.mice])


# -------------------------------------------------------------------- sizes
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_table_fits_the_window(table_app, size, players):
    table_app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    table_app._relayout()
    _, scene = start(table_app, "human", *["cpu"] * (players - 1))
    frames(table_app, 3)
    window = pygame.Rect(0, 0, *size)
    geometry = scene.model.geometry
    for rect in [geometry.board, geometry.side, geometry.banner, geometry.hand, geometry.action,
                 *(seat.rect for seat in geometry.seats)]:
        assert window.contains(rect), rect
    assert not geometry.board.colliderect(geometry.side)
    assert geometry.cell >= (36 if size[0] == 800 else 50)
    assert geometry.action.h >= 150
    for rect in layout.button_rects(geometry.action, 2, scene.px):
        assert geometry.action.contains(rect)


# -------------------------------------------------------------------- texts
TABLE_KEYS = ("banner.human", "banner.cpu", "status.lift", "status.place.many", "status.move.one",
              "status.chair", "status.ask", "label.home", "label.your_colour", "label.secret",
              "button.claim", "button.end", "button.pass", "message.claim", "message.caught")


def test_texts_in_both_languages():
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        for key in TABLE_KEYS:
            assert i18n.has(f"chaos.table.{key}"), (lang, key)
        for n in range(1, 9):
            assert i18n.has(f"chaos.rules.{n}.title") and i18n.has(f"chaos.rules.{n}.body"), (lang, n)
        assert i18n.has("chaos.ui.answer_title")
    i18n.set_language("en")
    assert i18n.table("en").keys() >= {k for k in i18n.table("fr") if k.startswith("chaos.")}
    assert i18n.table("fr").keys() >= {k for k in i18n.table("en") if k.startswith("chaos.")}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_text_below_the_floor_at_the_table(drawn, size, lang, monkeypatch):  # noqa: F811
    """Four seats: a person's turn, its hand, buttons, the move log: nothing under 14 px."""
    app = make_app(size, lang)
    if "chaos" not in registry.games():
        registry.register(GAME)
    monkeypatch.setattr(app, "autoplay", True)
    session, scene = start(app, "human", "cpu", "cpu", "cpu", seed=3)
    rng = random.Random(1)
    for _ in range(6):
        settle(app, scene)
        play_turn_by_clicks(app, scene, rng)
    settle(app, scene)
    press(app, pygame.K_l)
    frames(app, 2)
    assert drawn and not too_small(drawn), too_small(drawn)[:10]
    app.close()


def test_a_chair_tipped_by_keyboard(table_app):
    """Tab to a chair, Enter to choose it, Shift + an arrow to tip it over."""
    session, scene = start(table_app, "human", "cpu", seed=21)
    rng = random.Random(2)
    for _ in range(200):
        settle(table_app, scene)
        state = session.state
        if state.phase == "chair" and state.current_player() == 0:
            tips = [a for a in state.legal_actions() if isinstance(a, Tip)]
            if tips:
                break
            play_turn_by_clicks(table_app, scene, rng)
            continue
        play_turn_by_clicks(table_app, scene, rng)
    else:
        raise AssertionError("no chair could be tipped")
    tip = tips[0]
    square = parse_square(scene.model.chairs_view[tip.chair]["at"], KITCHEN.size)
    press(table_app, pygame.K_TAB)
    for _ in range(200):
        if scene.model.cursor == square:
            break
        press(table_app, pygame.K_TAB)
    assert scene.model.cursor == square
    press(table_app, pygame.K_RETURN)
    assert scene.model.selected == tip.chair
    assert set(scene.model.tip_rects()) == {a.direction for a in tips if a.chair == tip.chair}
    key = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT}
    before = len(session.state.history)
    press(table_app, key[tip.direction], pygame.KMOD_SHIFT)
    assert session.state.history[before] == tip


def catch_ready(players: int = 2, seed: int = 5):
    """Seat 0's cat k0 has just landed on the small mouse m4 (on its square around the
    table): phase ``catch``, the mover to choose."""
    state = chaos_rules.ChaosState(players, seed)
    state.cat_loc[0] = state.mloc[4]
    state.phase = "catch"
    state.catch = 4
    state._derive()
    return state


@pytest.mark.parametrize("keyboard", [False, True])
def test_the_catch_is_the_movers_choice_at_the_table(table_app, keyboard):
    """Seed 003, "peut placer": after its cat lands on a mouse the person is offered two
    buttons (under the table / leave it), keys T and E; the status asks the question and
    the mouse stays drawn under the cat while it waits."""
    for choice in (LEAVE, CATCH):
        state = catch_ready()
        session = Session(state, seats("human", "cpu"), autosave=None)
        _, scene = start(table_app, session=session)
        settle(table_app, scene)
        assert [b[0] for b in scene.model.buttons] == ["catch", "leave"]
        assert [b[1] for b in scene.model.buttons] == ["Catch it!", "Leave it"]
        assert "landed on a mouse" in scene.model.idle_status()
        assert "T: catch it" in scene_keys(scene)
        at = state.observation(0).catch.at
        if keyboard:
            press(table_app, pygame.K_t if choice == CATCH else pygame.K_e)
        else:
            click(table_app, button_centre(scene, str(choice)))
        assert session.state.history[-1] == choice
        assert session.state.phase == "chair"
        mouse_at = session.state.observation(None).mice[4].at
        assert mouse_at == ("table" if choice == CATCH else at)


def scene_keys(scene) -> str:
    from game.games.chaos.view.basics import tr
    return tr("label.keys_catch") if scene.model.phase() == "catch" else tr("label.keys")
