"""The Drôle de fromage table, played like a family would: real pygame events (clicks
on the glowing squares, arrow keys, Space to roll, the Peek and Hide buttons) through
a real App under the dummy video driver, frame by frame with ``app.frame(1/60)``.

Positions a test needs (a piece about to fall, the last-piece bonus) are reached by
playing the rules headlessly before the table opens; chance is forced, where needed,
by applying the die to the session (the table must then show what the rules say)."""

from __future__ import annotations

import random

import pygame
import pytest
from table_input import DT, LONG_DT, click, frames, move_to, press

from game import i18n
from game.core import registry
from game.core.protocol import CHANCE
from game.core.save_file import Seat
from game.games.drole.actions import Die, Step, Take
from game.games.drole.rules import DroleState
from game.games.drole.view import panels
from game.scenes.passdevice import PassDeviceScene
from game.scenes.results import ResultsScene
from game.session import Session

ARROW = {"n": pygame.K_UP, "e": pygame.K_RIGHT, "s": pygame.K_DOWN, "w": pygame.K_LEFT}


# ---------------------------------------------------------------------- helpers
def seats(*kinds):
    names = {"human": ["Ana", "Ben"], "cpu": ["Robo", "Bip"]}
    colours = ["orange", "sky", "green", "purple"]
    return [Seat(names[k][i % 2], colours[i], k, "random") for i, k in enumerate(kinds)]




def start(app, *kinds, seed=5, options=None, session=None):
    session = session or Session.new("drole", seats(*kinds), seed=seed, options=options, autosave=False)
    scene = app.start_game(session)
    frames(app, 2)
    return session, scene


def settle(app, scene, limit=5000):
    """Frames until a person may act (roll, step, take), or another scene is on top."""
    for _ in range(limit):
        frames(app, 1, LONG_DT)
        if app.scenes.top is not scene:
            return
        ready = scene.can_act() or scene.awaiting_throw()
        if ready and not scene.busy() and not scene.tweens and not scene.input_guarded():
            return
    raise AssertionError(f"the table never settled (phase {scene.session.state.phase})")










def reach(kinds, want, seeds=range(1, 400), options=None):
    """A session (played headlessly with random moves) at a position where ``want``
    holds."""
    for seed in seeds:
        session = Session.new("drole", seats(*kinds), seed=seed, options=options, autosave=False)
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


def falling_steps(state):
    return [a for a in state.legal_actions() if isinstance(a, Step) and state.is_reveal(a)]


# ----------------------------------------------------------------- a whole game
def test_a_whole_game_through_the_ui(table_app, monkeypatch):
    """Two people play against the computer with clicks on glowing squares, arrow
    keys and Space, until the results screen; the table always shows the rules."""
    app = table_app
    monkeypatch.setattr(app, "autoplay", True)          # quick computer pauses and rolls
    session, scene = start(app, "human", "cpu", "human", seed=7)
    moves = 0
    while app.scenes.top is scene and moves < 600:
        settle(app, scene)
        if app.scenes.top is not scene:
            break
        state = session.state
        before = len(state.history)
        if scene.awaiting_throw():
            press(app, pygame.K_SPACE)
        elif state.phase == "move":
            steps = scene.model.step_choices()
            assert steps and {d for d in steps} == {a.direction for a in state.legal_actions()}
            mine = [d for d, p in steps.items() if p.falls and p.receiver == state.turn]
            pushes = [d for d, p in steps.items() if p.line]
            d = (mine or pushes or sorted(steps))[moves % len(mine or pushes or steps)]
            if moves % 3 == 0:
                press(app, ARROW[d])
            else:
                target = scene.model.square_rect(*steps[d].target).center
                move_to(app, target)
                assert scene.model.hover_dir == d
                click(app, target)
            assert session.state.history[before] == Step(d)
        elif state.phase == "bonus":
            take = scene.model.bonus_choices()[0]
            click(app, scene.model.take_rect(take).center)
        else:
            frames(app, 1)
            continue
        moves += 1
        assert len(session.state.history) > before, f"the table ignored the input ({state.phase})"
    assert session.state.is_terminal(), "the game did not end"
    frames(app, 10)
    assert isinstance(app.scenes.top, ResultsScene)
    for p in range(3):
        assert scene.model.tray_view[p] == session.state.trays[p]
        assert scene.model.count_view[p] == session.state.scores()[p]
    assert set(scene.model.revealed) == {i for t in session.state.trays for i in t}


# ------------------------------------------------------------------- the die
def test_the_die_waits_for_a_click_then_rolls(table_app):
    session, scene = start(table_app, "human", "cpu")
    settle(table_app, scene)
    assert scene.awaiting_throw() and not session.state.history
    assert table_app.scenes.top.update(DT) is False       # nothing moves while it waits
    click(table_app, scene.model.geometry.side.roll_button.center)
    assert isinstance(session.state.history[0], Die)


def test_a_star_shows_then_the_doubled_sum(table_app):
    session, scene = start(table_app, "human", "cpu")
    scene.driver.apply(Die("star"))
    frames(table_app, 120)
    assert scene.model.rolls_view == ["star"] and scene.model.steps_total == 0
    assert "star" in scene.banner.status.lower()
    scene.driver.apply(Die("3"))
    settle(table_app, scene)
    assert scene.model.rolls_view == ["star", "3"]
    assert scene.model.steps_total == 6 and scene.model.steps_left_view == 6
    assert session.state.steps_left == 6


# ----------------------------------------------------------------- moving
def test_steps_by_click_and_key_and_preview(table_app):
    session, scene = start(table_app, "human", "cpu")
    scene.driver.apply(Die("3"))
    settle(table_app, scene)
    steps = scene.model.step_choices()
    assert set(steps) == {a.direction for a in session.state.legal_actions()}
    assert "n" in steps and steps["n"].target == (6, 4)
    move_to(table_app, scene.model.square_rect(6, 4).center)
    assert scene.model.hover_dir == "n"
    click(table_app, scene.model.square_rect(6, 4).center)
    assert session.state.mice[0] == 6 * 8 + 4
    settle(table_app, scene)
    assert scene.model.mouse_cells[0] == (6, 4) and scene.model.steps_left_view == 2
    press(table_app, pygame.K_LEFT)
    assert session.state.mice[0] == 6 * 8 + 3
    # a click on a square that does not glow does nothing
    settle(table_app, scene)
    click(table_app, scene.model.square_rect(0, 0).center)
    assert session.state.mice[0] == 6 * 8 + 3 and session.state.steps_left == 1


def test_push_preview_names_who_gets_the_falling_piece(table_app):
    session = reach(("human", "human"), lambda s: s.phase == "move" and s.turn == 0 and falling_steps(s))
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    step = falling_steps(session.state)[0]
    prev = scene.model.step_choices()[step.direction]
    assert prev.falls and prev.line
    side = {"n": "north", "e": "east", "s": "south", "w": "west"}[step.direction]
    assert prev.receiver == session.state.side_owner(side)
    move_to(table_app, scene.model.square_rect(*prev.target).center)
    assert scene.model.hover_dir == step.direction


def test_undo_a_step_but_not_a_fall(table_app):
    session = reach(("human", "human"), lambda s: s.phase == "move" and s.turn == 0 and falling_steps(s)
                    and any(not s.is_reveal(a) for a in s.legal_actions()) and s.steps_left >= 2)
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    state = session.state
    plain = next(a for a in state.legal_actions() if not state.is_reveal(a))
    mouse = state.mice[0]
    press(table_app, ARROW[plain.direction])
    settle(table_app, scene)
    assert session.state.mice[0] != mouse and session.can_undo()
    press(table_app, pygame.K_u)
    assert session.state.mice[0] == mouse
    settle(table_app, scene)
    assert scene.model.mouse_cells[0] == divmod(mouse, 8)
    # the Undo button is gone now; a fall cannot be taken back
    fall = falling_steps(session.state)[0]
    held = len(session.state.trays[0]) + len(session.state.trays[1]) + len(session.state.out)
    press(table_app, ARROW[fall.direction])
    settle(table_app, scene)
    after = len(session.state.history)
    assert len(session.state.trays[0]) + len(session.state.trays[1]) + len(session.state.out) == held + 1
    assert not session.can_undo()
    press(table_app, pygame.K_u)
    assert len(session.state.history) == after


# --------------------------------------------------------------------- peeking
def two_people_at_a_roll(turn: int = 1):
    return reach(("human", "human"),
                 lambda s: s.phase == "roll" and not s.rolls and s.turn == turn and s.trays[0] and s.trays[1])


def test_only_the_player_to_roll_may_peek_and_only_after_the_hand_over(table_app):
    """Two people: the table shows nobody's worms; only the tray of the person whose
    turn it is has Peek; the pass screen comes first, then that player's worms alone."""
    session = two_people_at_a_roll()
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    assert scene.viewer is None and scene.model.worms_drawn() == {}
    assert scene.model.peek_seats() == [1]                      # not the other person's tray
    click(table_app, scene.model.peek_rect(0).center)           # the sibling's tray: nothing
    assert table_app.scenes.top is scene and scene.model.peek_seat is None
    click(table_app, scene.model.peek_rect(1).center)
    assert isinstance(table_app.scenes.top, PassDeviceScene)
    assert session.state.current_player() == CHANCE      # the click on Peek did not roll
    assert scene.model.worms_drawn() == {}                     # nothing shown behind the pass screen
    press(table_app, pygame.K_RETURN)
    assert table_app.scenes.top is scene and scene.model.peek_seat == 1 and scene.viewer == 1
    frames(table_app, 2)
    shown = scene.model.worms_drawn()
    assert set(shown) == set(session.state.trays[1])
    assert all(shown[i] == session.state.worms[i] for i in shown)
    assert not set(shown) & set(session.state.trays[0])
    history = len(session.state.history)
    frames(table_app, 60)                                 # the table waits while somebody peeks
    assert len(session.state.history) == history
    click(table_app, scene.model.hide_rect().center)
    assert scene.model.peek_seat is None and scene.viewer is None and scene.model.worms_drawn() == {}


def test_the_pass_screen_has_not_me_go_back(table_app):
    session = two_people_at_a_roll()
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    click(table_app, scene.model.peek_rect(1).center)
    pass_screen = table_app.scenes.top
    assert isinstance(pass_screen, PassDeviceScene)
    click(table_app, pass_screen.group.buttons[1].rect.center)          # "Not me, go back"
    assert table_app.scenes.top is scene
    assert scene.model.peek_seat is None and scene.viewer is None and scene.model.worms_drawn() == {}
    click(table_app, scene.model.peek_rect(1).center)
    press(table_app, pygame.K_ESCAPE)                                     # Esc says the same
    assert table_app.scenes.top is scene and scene.model.worms_drawn() == {}


def test_nothing_private_stays_under_the_pause_menu(table_app):
    from game.scenes.pause import PauseScene
    session = two_people_at_a_roll()
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    click(table_app, scene.model.peek_rect(1).center)
    press(table_app, pygame.K_RETURN)
    assert scene.model.worms_drawn()
    press(table_app, pygame.K_ESCAPE)                     # pause while peeking
    assert isinstance(table_app.scenes.top, PauseScene)
    assert scene.viewer is None and scene.model.worms_drawn() == {} and scene.model.peek_seat is None
    press(table_app, pygame.K_ESCAPE)                     # resume: still nobody's view
    frames(table_app, 2)
    assert table_app.scenes.top is scene and scene.model.worms_drawn() == {}


def test_an_empty_tray_has_no_peek(table_app):
    session = reach(("human", "human"),
                    lambda s: s.phase == "roll" and not s.rolls and s.turn == 0 and not s.trays[0])
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    assert scene.model.peek_seats() == []
    click(table_app, scene.model.peek_rect(0).center)
    assert table_app.scenes.top is scene and scene.model.peek_seat is None


def test_one_person_sees_their_own_worms_and_no_pass_screen(table_app):
    """With one person and computers, the person is the viewer: their own pieces show
    their worms on their tray (no Peek, no pass screen), the computers' never."""
    session = reach(("human", "cpu"), lambda s: s.phase == "roll" and s.turn == 0 and s.trays[0]
                    and s.trays[1])
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    assert scene.viewer == 0 and scene.model.peek_seats() == []
    shown = scene.model.worms_drawn()
    assert set(shown) == set(session.state.trays[0])
    assert all(shown[i] == session.state.worms[i] for i in shown)
    for _ in range(5):
        press(table_app, pygame.K_ESCAPE)
        press(table_app, pygame.K_ESCAPE)
        assert not isinstance(table_app.scenes.top, PassDeviceScene)


def test_the_no_peek_variant_has_no_peek_button(table_app):
    session = reach(("human", "human"), lambda s: s.phase == "roll" and s.trays[0],
                    options={"peek": False})
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    assert scene.model.peek_seats() == []
    click(table_app, scene.model.peek_rect(0).center)
    assert table_app.scenes.top is scene and scene.model.peek_seat is None
    assert scene.model.worms_drawn() == {}


# ------------------------------------------------------------------ the bonus
def test_the_last_piece_bonus_by_click(table_app):
    session = reach(("human", "human", "cpu"), lambda s: s.phase == "bonus" and s.bonus_player in (0, 1))
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    me = session.state.bonus_player
    choices = scene.model.bonus_choices()
    assert choices and all(isinstance(c, Take) and c.opponent != me for c in choices)
    assert "last piece" in scene.banner.status
    take = choices[-1]
    move_to(table_app, scene.model.take_rect(take).center)
    assert scene.model.bonus_hover == len(choices) - 1
    click(table_app, scene.model.take_rect(take).center)
    assert session.state.is_terminal() and take.piece in session.state.trays[me]


def test_the_last_piece_bonus_by_keys(table_app):
    session = reach(("human", "cpu"), lambda s: s.phase == "bonus" and s.bonus_player == 0)
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    choices = scene.model.bonus_choices()
    press(table_app, pygame.K_RIGHT)
    press(table_app, pygame.K_RETURN)
    assert session.state.history[-1] == choices[0]


# --------------------------------------------------------------- the window
@pytest.mark.parametrize("size", [(800, 600), (1600, 900)])
def test_resizing_keeps_everything_on_screen_and_clickable(table_app, size):
    session, scene = start(table_app, "human", "human", "cpu")
    scene.driver.apply(Die("2"))
    settle(table_app, scene)
    table_app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    table_app._relayout()
    frames(table_app, 2)
    window = pygame.Rect(0, 0, *size)
    geometry = scene.model.geometry
    for rect in [geometry.frame, geometry.side.rect, geometry.banner,
                 *(tray.rect for tray in geometry.trays.values())]:
        assert window.contains(rect), rect
    assert not geometry.frame.colliderect(geometry.side.rect)
    prev = scene.model.step_choices()["n"]
    click(table_app, scene.model.square_rect(*prev.target).center)
    assert session.state.history[-1] == Step("n")


def test_result_lines():
    state = DroleState(2, seed=1)
    state.phase = "over"
    state.trays = [[0, 5, 6], []]
    state.owner = [0 if i in (0, 5, 6) else -2 for i in range(len(state.owner))]
    info = registry.descriptor("drole")
    obs = state.observation(None)
    seats_ = seats("human", "cpu")
    lines = info.result_lines(obs, 0, seats_)
    assert len(lines) == 1 and str(sum(state._points(i) for i in (0, 5, 6))) in lines[0]
    assert info.result_lines(obs, 1, seats_) == [i18n.t("drole.result.none")]


# ------------------------------------------------------------ what people read
def test_the_banner_says_the_count_then_the_winners_never_a_turn(table_app):
    """From the last action on: "Final count" while the pieces turn over, then the
    winner(s); never "Your turn" / "<name>'s turn" once the count has begun."""
    def last_move(state):
        if state.current_player() != 0:
            return False
        for action in state.legal_actions():
            probe = state.clone()
            probe.apply(action)
            if probe.is_terminal():
                return True
        return False
    session = reach(("human", "cpu"), last_move)
    final = next(a for a in session.state.legal_actions()
                 if (lambda probe: (probe.apply(a), probe.is_terminal())[1])(session.state.clone()))
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    names = {p: seat.name for p, seat in enumerate(session.seats)}
    assert scene.model.banner_title() == i18n.t("drole.banner.human", name=names[0])
    scene.play(final)
    titles = []
    for _ in range(3000):
        frames(table_app, 1)
        if table_app.scenes.top is not scene:
            break
        titles.append((scene.model.count_view is not None, scene.model.banner_title()))
    turn_titles = {i18n.t("drole.banner.human", name=names[0]), i18n.t("drole.banner.cpu", name=names[1])}
    counting = [t for c, t in titles if c]
    assert counting, "the count never started"
    assert not turn_titles & set(counting)
    assert i18n.t("drole.banner.count") in counting
    winners = session.state.winners()
    end = (i18n.t("drole.message.win", name=names[winners[0]]) if len(winners) == 1
           else i18n.t("drole.message.draw"))
    assert counting[-1] == end
    assert counting.index(end) > counting.index(i18n.t("drole.banner.count"))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_drole_text_has_its_glyphs(language):
    """The fonts have no star, no tick, no emoji: a missing glyph is drawn as a box.
    Every text of the table (and every die face word of a sum) must be in the fonts."""
    import yaml

    from game.view.fonts import get_font
    i18n.set_language(language)
    try:
        texts = []

        def walk(node):
            if isinstance(node, dict):
                for value in node.values():
                    walk(value)
            else:
                texts.append(str(node))
        with open(f"locale/{language}/drole.yaml", encoding="utf-8") as f:
            walk(yaml.safe_load(f))
        from game.games.drole.texts import roll_sum
        texts += [roll_sum(["star", "3"], 6), roll_sum(["star", "star", "2"], 4), roll_sum(["1"], 1)]
        pygame.font.init()
        fonts = [get_font(20, display=True), get_font(20), get_font(20, bold=True)]
        for text in texts:
            for ch in set(text) - {"\n"}:
                for font in fonts:
                    assert font.metrics(ch)[0] is not None, f"no glyph for {ch!r} in {text!r}"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600), (1600, 900)])
def test_tray_headers_keep_face_name_and_peek_apart(table_app, language, size):
    """Each tray's face, name and Peek place never overlap and stay in the tray; the
    name and the Peek label fit their boxes at a readable size (14 px and up), in both
    languages."""
    i18n.set_language(language)
    kinds = [Seat("Ana", "orange", "human", "random"), Seat("Grand-mère", "sky", "human", "random"),
             Seat("Robo", "green", "cpu", "random"), Seat("Maximilien", "purple", "human", "random")]
    session = Session.new("drole", kinds, seed=3, autosave=False)
    _, scene = start(table_app, session=session)
    table_app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    table_app._relayout()
    frames(table_app, 2)
    from game.games.drole.view import board
    from game.view.fonts import get_font
    for seat, side in enumerate(scene.model.sides):
        tray = scene.model.geometry.trays[side]
        parts = [tray.face, tray.name, tray.peek]
        for k, a in enumerate(parts):
            assert tray.rect.contains(a), (side, a)
            for b in parts[k + 1:]:
                assert not a.colliderect(b), (side, a, b)
        name = kinds[seat].name
        size_ = board.name_size(scene, name, tray.name, scene.fs(24))
        font = get_font(size_, display=True)
        assert font.size(name)[0] <= tray.name.w and size_ >= 14, (side, name, size_)
        assert font.get_height() <= tray.name.h + max(2, tray.name.h // 8), (side, name, size_)
        label = i18n.t("drole.button.peek")
        assert get_font(14, display=True).size(label)[0] <= tray.peek.w - scene.px(10), side
        assert tray.peek.h >= 22
    geometry = scene.model.geometry
    assert not geometry.frame.colliderect(geometry.side.rect)
    for tray in geometry.trays.values():
        assert not tray.rect.colliderect(geometry.frame) and not tray.rect.colliderect(geometry.side.rect)


@pytest.mark.parametrize("size, cell", [((1280, 800), 58), ((800, 600), 45), ((1600, 900), 64)])
def test_the_board_takes_the_room_there_is(table_app, size, cell):
    """Children click on the squares: they are as large as the trays and the side
    panel allow (regression guard for the sizes of the screenshots)."""
    _, scene = start(table_app, "human", "cpu", "human", "human")
    table_app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    table_app._relayout()
    frames(table_app, 2)
    assert scene.model.geometry.cell >= cell


def test_mashing_space_for_the_computer_does_not_roll_my_die(table_app):
    """The turn guard covers the roll: right after the computer's turn, Space and
    clicks are ignored for a moment; a click on a square never rolls; then Space
    rolls."""
    session, scene = start(table_app, "human", "cpu")
    settle(table_app, scene)
    press(table_app, pygame.K_SPACE)                       # Ana rolls and moves
    while session.state.turn == 0 and not session.state.is_terminal():
        settle(table_app, scene)
        if scene.awaiting_throw():
            press(table_app, pygame.K_SPACE)
            continue
        press(table_app, ARROW[sorted(scene.model.step_choices())[0]])
    # Robo plays; Ana mashes Space all along
    for _ in range(3000):
        if scene.awaiting_throw() and session.state.turn == 0:
            break
        press(table_app, pygame.K_SPACE)
    assert scene.awaiting_throw() and session.state.turn == 0
    before = len(session.state.history)
    press(table_app, pygame.K_SPACE)
    assert scene.input_guarded() and len(session.state.history) == before
    while True:
        redraw = scene.update(DT)
        assert redraw, "the Roll button is redrawn while guarded and once awake again"
        if not scene.input_guarded():
            break
    assert scene.update(DT) is False                       # then nothing moves while it waits
    settle(table_app, scene)
    click(table_app, scene.model.square_rect(3, 3).center)
    assert len(session.state.history) == before, "a click on the board rolled the die"
    press(table_app, pygame.K_SPACE)
    assert isinstance(session.state.history[before], Die)


# ------------------------------------------------------- keys ahead of the table
def six_steps_north(app):
    """Ana (seed 5) rolls a star then a 3: six steps, all of them possible northwards
    (pushes, and three pieces falling off the board on the way)."""
    session, scene = start(app, "human", "cpu")
    settle(app, scene)
    scene.driver.apply(Die("star"))
    scene.driver.apply(Die("3"))
    settle(app, scene)
    assert session.state.steps_left == 6
    return session, scene


def steps_played(session):
    """Ana's steps of this move (the actions after her two dice, up to the next die)."""
    out = []
    for action in session.state.history[2:]:
        if not isinstance(action, Step):
            break
        out.append(action)
    return out


def test_arrow_keys_pressed_during_a_step_are_kept_for_the_next_steps(table_app):
    """Six quick presses of Up while the mouse is still moving give six steps: a press
    during a step's animation is kept and played once that step has landed."""
    session, scene = six_steps_north(table_app)
    for _ in range(6):
        press(table_app, pygame.K_UP)
        assert scene.busy()                      # the presses come during the animations
    assert len(steps_played(session)) == 1 and len(scene.input.key_queue) == 5
    settle(table_app, scene)
    assert steps_played(session) == [Step("n")] * 6
    assert scene.input.key_queue == type(scene.input.key_queue)()


def test_the_key_queue_is_bounded_by_the_steps_left_and_ends_with_the_turn(table_app):
    """More presses than steps left are not kept; nothing kept reaches the next turn
    (the computer's, then Ana's next move)."""
    session, scene = six_steps_north(table_app)
    for _ in range(12):
        press(table_app, pygame.K_UP)
    assert len(scene.input.key_queue) <= session.state.steps_left
    settle(table_app, scene)
    assert steps_played(session) == [Step("n")] * 6
    assert not scene.input.key_queue
    assert scene.awaiting_throw() and session.state.turn == 0     # the computer has played
    assert not isinstance(session.state.history[-1], Die)         # Ana's next move waits for her


def test_a_kept_key_that_cannot_be_played_buzzes_and_drops_the_rest(table_app):
    """A key kept during an animation is checked when it is played: a step the mouse
    cannot make buzzes and forgets the other kept keys (no surprise steps later)."""
    session, scene = six_steps_north(table_app)
    press(table_app, pygame.K_DOWN)            # (7, 4) -> no: Down leaves the board
    assert not steps_played(session)
    press(table_app, pygame.K_UP)
    press(table_app, pygame.K_DOWN)            # back where it came from: allowed
    press(table_app, pygame.K_DOWN)            # off the board: refused, the rest dropped
    press(table_app, pygame.K_UP)
    settle(table_app, scene)
    assert steps_played(session) == [Step("n"), Step("s")]
    assert not scene.input.key_queue and session.state.steps_left == 4


def test_pause_forgets_kept_keys(table_app):
    from game.scenes.pause import PauseScene
    session, scene = six_steps_north(table_app)
    press(table_app, pygame.K_UP)
    press(table_app, pygame.K_UP)
    press(table_app, pygame.K_UP)
    press(table_app, pygame.K_ESCAPE)
    assert isinstance(table_app.scenes.top, PauseScene) and not scene.input.key_queue
    press(table_app, pygame.K_ESCAPE)
    settle(table_app, scene)
    assert steps_played(session) == [Step("n")]


# ---------------------------------------------- Peek: drawn exactly when it works
def drawn_peek_buttons(scene, table_app):
    """The seats whose tray has a Peek button on screen now (the button's label drawn
    in its box), found by drawing the table with and without the button."""
    calls = []
    original = panels.draw_small_button

    def spy(table, surface, rect, label, *args, **kwargs):
        calls.append(rect.copy())
        return original(table, surface, rect, label, *args, **kwargs)
    panels.draw_small_button = spy
    try:
        scene.draw(table_app.screen)
    finally:
        panels.draw_small_button = original
    return [seat for seat in range(len(scene.model.sides)) if scene.model.peek_rect(seat) in calls]


def test_one_person_against_the_computer_never_sees_a_peek_button(table_app):
    """Alone with the computer, a person's own pieces show their worms: no Peek button,
    in play, during the animations or under the pause menu."""
    session = reach(("human", "cpu"), lambda s: s.phase == "roll" and s.turn == 0 and s.trays[0]
                    and s.trays[1])
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    assert drawn_peek_buttons(scene, table_app) == [] and scene.model.peek_seats() == []
    press(table_app, pygame.K_ESCAPE)                     # paused: nobody's view
    assert scene.viewer is None
    assert drawn_peek_buttons(scene, table_app) == [] and scene.model.peek_seats() == []
    press(table_app, pygame.K_ESCAPE)
    press(table_app, pygame.K_SPACE)                      # the die rolls: still none
    assert drawn_peek_buttons(scene, table_app) == []


def test_several_people_see_only_the_peek_button_of_the_player_to_play(table_app):
    """Two people: only the tray of the person who decides now has a Peek button
    (never the other person's: it would do nothing); it stays on during that person's
    own animations, where a click opens the peek once the animation is over."""
    session = two_people_at_a_roll()
    _, scene = start(table_app, session=session)
    settle(table_app, scene)
    assert drawn_peek_buttons(scene, table_app) == [1]
    press(table_app, pygame.K_SPACE)                      # Ben rolls: the die tumbles
    assert scene.busy() and scene.model.peek_seats() == [1]
    assert drawn_peek_buttons(scene, table_app) == [1]
    click(table_app, scene.model.peek_rect(1).center)
    for _ in range(600):
        if table_app.scenes.top is not scene:
            break
        frames(table_app, 1)
    assert isinstance(table_app.scenes.top, PassDeviceScene)
    press(table_app, pygame.K_RETURN)
    assert scene.model.peek_seat == 1
    assert drawn_peek_buttons(scene, table_app) == []    # the peek is open: Hide instead
    click(table_app, scene.model.hide_rect().center)
    assert drawn_peek_buttons(scene, table_app) == [1]
    press(table_app, pygame.K_ESCAPE)                     # the pause menu: no Peek under it
    assert drawn_peek_buttons(scene, table_app) == []
