"""The hint at the Chaos de souris et de fromage table (issue 19): the normal computer's
choice for the person at each kind of decision (the cover to lift and where to put it,
the mouse or cat to move, the catch, the chair, the claim, the end), worded from the
person's observation only, glowing on what to click, never played."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
from hint_checks import check_hints_along_a_game, hint_of, press_hint, reasons
from table_input import LONG_DT, frames, press

from game import i18n
from game.core.agents import agents_for, step
from game.core.protocol import CHANCE
from game.core.save_file import Seat
from game.games.chaos.actions import CATCH, CLAIM, LEAVE, Lift, Move
from game.games.chaos.observation import ChaosCatch
from game.games.chaos.texts import hint_reason
from game.session import Session


def test_hints_along_a_game_are_the_normal_computers_choice_and_worded():
    met = check_hints_along_a_game("chaos", 2, seed=3, most=12)
    assert {"Lift", "Put", "Move"} <= set(met), met
    assert all(words for kind in met.values() for words in kind)


def _session(players: int = 2, seed: int = 5) -> Session:
    seats = [Seat("Léa", "orange", hints=True)] + [
        Seat("Bob" if p == 1 else f"P{p}", "sky green purple".split()[p - 1], "cpu", number=p + 1)
        for p in range(1, players)]
    return Session.new("chaos", seats, seed=seed, autosave=False)


def test_same_hint_and_words_whatever_the_person_has_not_seen():
    """Two positions that differ only in what Léa has not seen (the rivals' cards, the
    numbers of covers not lifted, the colours of mice not looked at) give her the same
    hint in the same words."""
    from game.games.chaos.rules import ChaosState
    session = _session(3, seed=8)
    agents = agents_for("chaos", ["normal"] * 3)
    rng = random.Random(2)
    checked = 0
    while not session.state.is_terminal() and checked < 4 and len(session.state.history) < 400:
        state = session.state
        assert isinstance(state, ChaosState)
        if state.current_player() == 0 and len(state.legal_actions()) > 1:
            hinted = hint_of(session, 0)
            words = reasons("chaos", session, 0, hinted)
            for number in range(40):
                other = state.determinize(0, random.Random(number))
                if other.colour != state.colour and other.hcolour != state.hcolour:
                    break
            assert other.colour != state.colour
            assert other.observation(0) == state.observation(0)
            session.state = other
            try:
                assert hint_of(session, 0) == hinted
                assert reasons("chaos", session, 0, hinted) == words
            finally:
                session.state = state
            checked += 1
        if state.current_player() == CHANCE:
            session.apply(state.sample_chance(rng))
        else:
            session.apply(step(state, agents, rng))
    assert checked >= 3


def test_a_colour_is_said_only_when_the_person_saw_it():
    """The catch's words name the mouse's colour for a person who saw it (theirs or
    not), never for one who did not; the lift names a number only once seen."""
    session = _session()
    obs = session.state.observation(0)
    seats = session.seats
    mine = obs.cards["0"][0]
    other = next(c for c in ("red", "blue", "yellow", "green") if c not in obs.cards["0"])
    mouse = next(m for m in obs.mice if m.at not in ("table",) and not m.at.startswith("H"))
    i18n.set_language("en")
    unseen = replace(obs, mice=tuple(replace(m, colour=None) for m in obs.mice),
                     catch=ChaosCatch(mouse.id, mouse.at))
    for action in (CATCH, LEAVE):
        words = hint_reason(unseen, 0, action, seats)
        assert not any(c in words for c in ("red", "blue", "yellow", "green")), words

    def seen(colour: str):
        return replace(unseen, mice=tuple(replace(m, colour=colour) if m.id == mouse.id else m
                                          for m in unseen.mice))
    assert "not your colour" in hint_reason(seen(other), 0, CATCH, seats)
    assert "your colour" in hint_reason(seen(mine), 0, LEAVE, seats)
    cover = obs.covers[0]
    hidden = replace(obs, covers=tuple(replace(c, number=None) for c in obs.covers))
    assert not any(ch.isdigit() for ch in hint_reason(hidden, 0, Lift(cover.id), seats))
    known = replace(obs, covers=tuple(replace(c, number=4) if c.id == cover.id else c for c in obs.covers))
    assert "4" in hint_reason(known, 0, Lift(cover.id), seats)


def test_a_mouse_of_the_persons_colour_going_home_says_so():
    session = _session()
    obs = session.state.observation(0)
    home = "H" + str(__import__("game.games.chaos", fromlist=["GAME"]).GAME.config().hideouts_of(2)[0][0])
    mouse = obs.mice[5]
    mine = replace(obs, mice=tuple(replace(m, colour=obs.cards["0"][0]) if m.id == mouse.id else m
                                   for m in obs.mice))
    for lang, said in (("en", "your colour"), ("fr", "ta couleur")):
        i18n.set_language(lang)
        try:
            assert said in hint_reason(mine, 0, Move(mouse.id, home), session.seats)
            assert said not in hint_reason(replace(mine, mice=obs.mice), 0, Move(mouse.id, home),
                                           session.seats)
            assert hint_reason(obs, 0, CLAIM, session.seats)
        finally:
            i18n.set_language("en")


def test_hint_glows_on_the_cover_and_goes_when_played(table_app):
    session = _session()
    scene = table_app.start_game(session)
    view = press_hint(table_app, scene, session)
    assert isinstance(view.action, Lift) and view.action in session.state.legal_actions()
    assert view.action == hint_of(session, 0)
    window = pygame.Rect(0, 0, *scene.size)
    assert len(view.targets) == 1 and all(window.contains(r) for r in view.targets)
    assert window.contains(view.bubble) and view.reason and "{" not in view.reason
    scene.driver.apply(view.action)
    frames(table_app, 2)
    assert not scene.hint_view.shown
    # the next decision (where to put the cover) glows on a square of the board
    for _ in range(100):
        frames(table_app, 1, LONG_DT)
        if scene.can_act() and not scene.input_guarded():
            break
    press(table_app, pygame.K_h)
    frames(table_app, 3)
    view = scene.hint_view
    assert view.action == hint_of(session, 0) and len(view.targets) == 1
    assert scene.model.geometry.board.contains(view.targets[0])


def test_every_decision_of_a_turn_has_a_glow_inside_the_window(table_app):
    """Along a few turns, every legal action of the person's decisions (the covers,
    the squares, the pieces and where they go, the end of the turn, a chair) glows on
    something inside the window: the piece first, then its place; a button on itself."""
    from game.games.chaos.actions import END, ChairTo, Tip
    session = _session(seed=9)
    scene = table_app.start_game(session)
    window = pygame.Rect(0, 0, *scene.size)
    seen: set[str] = set()
    for _ in range(14):
        for _ in range(600):
            frames(table_app, 1, LONG_DT)
            if scene.can_act() and not scene.input_guarded() and session.state.current_player() == 0:
                break
        state = session.state
        if state.is_terminal():
            break
        for action in state.legal_actions():
            targets = scene.hint_targets(action)
            two = isinstance(action, (Move, ChairTo))
            assert len(targets) == (2 if two else 1), (action, targets)
            assert all(window.contains(r) for r in targets), (action, targets)
            if action == END:
                assert targets[0] == next(r for k, _, r, _, _ in scene.model.buttons if k == "end")
            if isinstance(action, Tip):
                assert targets[0] == scene.hint_targets(ChairTo(action.chair, "a1"))[0]
            seen.add(type(action).__name__)
        scene.driver.apply(hint_of(session, 0))
    assert {"Lift", "Put", "Move", "End"} <= seen, seen


def test_every_kind_of_decision_has_its_own_words_in_both_languages():
    """The decisions a game of normal computers meets rarely (a cat onto a mouse, a
    chair, the end, a pass, a claim that sends a wrong mouse on) are worded too, in
    both languages, French with its non-breaking spaces."""
    from game.games.chaos.actions import END, PASS, ChairTo, Tip
    from game.games.chaos.observation import ChaosHideout
    session = _session()
    obs = session.state.observation(0)
    mouse = next(m for m in obs.mice if len(m.at) <= 3 and not m.at.startswith("H"))
    chair = obs.chairs[0]
    home = next(h for h, info in obs.hideouts.items() if info.seat == 0)
    wrong = next(c for c in ("red", "blue", "yellow", "green") if c not in obs.cards["0"])
    full = replace(obs, hideouts={**obs.hideouts, home: ChaosHideout(0, obs.cards["0"][0], (mouse.id,))},
                   mice=tuple(replace(m, colour=wrong) if m.id == mouse.id else m for m in obs.mice))
    cases = [(obs, Move("k0", mouse.at)), (obs, ChairTo(chair.id, mouse.at)), (obs, ChairTo(chair.id, "a5")),
             (obs, Tip(chair.id, "left")), (obs, END), (obs, PASS), (obs, CLAIM), (full, CLAIM)]
    said = {}
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        try:
            said[lang] = [hint_reason(o, 0, a, session.seats) for o, a in cases]
        finally:
            i18n.set_language("en")
    for words in said["en"] + said["fr"]:
        assert words and "{" not in words and "chaos." not in words, words
    assert len(set(said["en"])) == len(cases), said["en"]
    assert all(" :" not in w and " !" not in w for w in said["fr"])
    assert "not your colour" in said["en"][-1] and "not your colour" not in said["en"][-2]
