"""Chaos de souris et de fromage speaks in player words (issue 16): no text a player reads
names a piece, a hideout or a square by its internal id (``c3``, ``m12``, ``k1``,
``h2``, ``H0``, ``o4``, ``e7``): the board has no coordinates and the pieces no labels.

- a property: every move-log line (for every viewer, as the table's log gives them),
  every results line, over random and computer games of 2, 3 and 4 players, in both
  languages;
- at a real table: every text drawn while two people and two computers play by clicks,
  the move log open;
- examples: how squares, hideouts, covers and mice are named.
"""

from __future__ import annotations

import functools
import random
import re

import pygame
import pytest
from table_input import frames, press
from test_chaos_scene import chaos_listed, play_turn_by_clicks, settle, start  # noqa: F401
from test_move_log import check_words
from test_text_floor import drawn, make_app  # noqa: F401  (drawn: the text recorder)

from game import i18n
from game.core.agents import agents_for, step
from game.core.seats import Seat
from game.games.chaos import GAME
from game.games.chaos.actions import (
    CoverLifted,
    CoverPut,
    MouseCaught,
    MouseLeft,
    MouseMoved,
    MouseTurned,
)
from game.games.chaos.level import square_name
from game.games.chaos.rules import ChaosState
from game.games.chaos.texts import Describer, describe, result_lines
from game.table.log import MoveLog

KITCHEN = GAME.config().kitchen

#: An internal name: a piece (mouse, cover, cat, chair, hole, hideout) or a square.
INTERNAL = re.compile(r"(?<![\w'’])(?:[mckhoH][0-9]{1,2}|[a-l](?:1[0-2]|[1-9]))(?![\w'’])")
NAMES = ["Ana", "Ben", "Élie", "Dan"]


def table_seats(n: int) -> list[Seat]:
    colours = GAME.seat_colours
    return [Seat(NAMES[i], colours[i], "human", "normal", i + 1) for i in range(n)]


@pytest.fixture(params=i18n.LANGUAGES)
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def no_internal_name(text: str) -> None:
    found = INTERNAL.search(text)
    assert found is None, f"an internal name {found.group(0)!r} in {text!r}"


def test_the_pattern_catches_internal_names():
    for text in ("cover c0", "mouse m12 on e8", "H0 (blue)", "chair h3", "cat k1", "hole o7", "l12", "a1."):
        assert INTERNAL.search(text), text
    for text in ("Player 1", "Ordi 3", "1/4 home", "à 2 pas", "the 4 cover", "d'Ana", "C : annoncer"):
        assert not INTERNAL.search(text), text


@functools.cache
def played(players: int, seed: int, easy: bool) -> tuple[ChaosState, MoveLog]:
    """A game played by random moves (cut short) or by easy computers (to its end, with
    claims), logged as the table's driver logs it."""
    state = ChaosState(players, seed, {"memory_aid": seed % 2 == 0})
    rng = random.Random(seed)
    agents = agents_for("chaos", ["easy"] * players) if easy else None
    log = MoveLog()
    while not state.is_terminal() and len(state.history) < (3000 if easy else 240):
        owner = state.turn_owner()
        action = step(state, agents, rng) if agents else rng.choice(state.legal_actions())
        events = state.apply(action)
        log.add(events, owner, state.observation(None))
    return state, log


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_internal_name_in_any_line(language, players):
    """The property: every line of the log for every viewer, every results line."""
    seats = table_seats(players)
    kinds: set[str] = set()
    for seed, easy in ((players, False), (players + 10, True)):
        state, log = played(players, seed, easy)
        for viewer in [None, *range(players)]:
            def words(event, obs):
                kinds.add(event.kind)
                return describe(event, obs, seats)
            for line in log.lines(viewer, words, key=(language, viewer)):
                no_internal_name(line.text)
                check_words(line.text, language)
        final = state.observation(None)
        for seat in range(players):
            for line in result_lines(final, seat, seats):
                no_internal_name(line)
                check_words(line, language)
    assert {"CoverLifted", "CoverPut", "MouseMoved"} <= kinds


def test_no_internal_name_drawn_at_the_table(drawn):  # noqa: F811
    """Two people and two computers at a real table, in French then in English: every
    text drawn (banner, hints, panels, buttons, the move log) says no internal name."""
    for lang in ("fr", "en"):
        drawn.clear()
        app = make_app((1280, 800), lang)
        session, scene = start(app, "human", "human", "cpu", "cpu", seed=7)
        rng = random.Random(4)
        for _ in range(30):
            settle(app, scene)
            play_turn_by_clicks(app, scene, rng)
        settle(app, scene)
        press(app, pygame.K_l)
        frames(app, 3)
        texts = {text for _, text in drawn}
        assert len(texts) > 10
        for text in texts:
            no_internal_name(text)
        app.close()


# ------------------------------------------------------------------------ examples
def obs_of(players: int = 4) -> dict:
    return ChaosState(players, 1).observation(None)


def test_squares_are_named_by_landmarks(language):
    d = Describer(obs_of(), table_seats(4))
    (tx, ty) = min(KITCHEN.table)                       # the table's top-left square
    left = square_name((tx - 1, ty))
    above = square_name((tx, ty - 1))
    corner = square_name((tx - 1, ty - 1))
    far = square_name((tx - 3, ty))
    want = {"en": ("left of the table", "above the table", "above and left of the table",
                   "3 steps left of the table"),
            "fr": ("à gauche de la table", "au-dessus de la table", "en haut à gauche de la table",
                   "à 3 pas à gauche de la table")}[language]
    assert (d.rel(left), d.rel(above), d.rel(corner), d.rel(far)) == want
    for hole in KITCHEN.holes:
        said = d.rel(square_name(hole.square))
        assert said.startswith({"en": "in front of the", "fr": "devant le trou"}[language]), said


def test_hideouts_by_their_owner(language):
    four = Describer(obs_of(4), table_seats(4))
    assert four.hideout("H0") == {"en": "Ana's hideout", "fr": "la cachette d'Ana"}[language]
    assert four.hideout("H1", "in") == {"en": "Ben's hideout", "fr": "dans la cachette de Ben"}[language]
    two = Describer(obs_of(2), table_seats(2))
    assert two.hideout("H0") == {"en": "Ana's bottom-left hideout",
                                 "fr": "la cachette d'Ana en bas à gauche"}[language]
    three = Describer(obs_of(3), table_seats(3))
    assert three.hideout("H3") == {"en": "the free hideout", "fr": "la cachette libre"}[language]


def test_a_cover_by_its_number_only_for_the_one_who_saw_it(language):
    state = ChaosState(4, 1)
    seats = table_seats(4)
    cover = state.legal_actions()[0].cover                     # type: ignore[attr-defined]
    events = state.apply(state.legal_actions()[0])
    lifted = next(e for e in events if isinstance(e, CoverLifted))
    obs = state.observation(None)
    mine = describe(lifted, obs, seats)
    theirs = describe(lifted.public(), obs, seats)
    assert str(lifted.number) in mine and mine.startswith({"en": "You", "fr": "Tu"}[language])
    assert theirs == {"en": "Ana lifts a cover on the table.",
                      "fr": "Ana soulève une cloche sur la table."}[language]
    put = state.legal_actions()[0]
    events = state.apply(put)
    placed = next(e for e in events if isinstance(e, CoverPut))
    obs = state.observation(None)
    mine = describe(placed, obs, seats)
    theirs = describe(placed.public(), obs, seats)
    assert {"en": f"the {lifted.number} cover from the table",
            "fr": f"la cloche {lifted.number} de la table"}[language] in mine
    assert str(lifted.number) not in theirs and "Ana" in theirs
    for text in (mine, theirs):
        no_internal_name(text)
        assert cover not in text


def test_mice_by_where_they_are(language):
    state = ChaosState(4, 1)
    obs = state.observation(None)
    seats = table_seats(4)
    (tx, ty) = min(KITCHEN.table)
    frm, to = square_name((tx - 1, ty)), square_name((tx - 2, ty))
    line = describe(MouseMoved(1, "m5", frm, to, ()), obs, seats)
    assert line == {"en": "Ben moves the mouse left of the table to the square 2 steps left of the table.",
                    "fr": "Ben déplace la souris à gauche de la table jusqu'à la case à 2 pas à gauche "
                          "de la table."}[language]
    home = describe(MouseMoved(1, "m5", frm, "H2", ()), obs, seats)
    assert home.endswith({"en": "into Élie's hideout.", "fr": "dans la cachette d'Élie."}[language])
    turned = describe(MouseTurned("m0", "red", "H0"), obs, seats)
    assert turned == {"en": "The big mouse in Ana's hideout is turned over: red.",
                      "fr": "La grande souris dans la cachette d'Ana est retournée\u00a0: rouge."}[language]


def test_the_catch_choice_in_player_words(language):
    """The mover's choice after a cat lands on a mouse (catch or leave) is said with the
    mover's name, the cat by its coat and the mouse by where it is."""
    state = ChaosState(4, 1)
    state.mloc[5] = state.cat_loc[1] = 4 * 12 + 1        # b5, beside nothing in particular
    state._derive()
    obs = state.observation(None)
    seats = table_seats(4)
    left = describe(MouseLeft(2, "m5", "b5"), obs, seats)
    caught = describe(MouseCaught("m5", "b5", 2), obs, seats)
    for line in (left, caught):
        assert "Élie" in line
        no_internal_name(line)
        check_words(line, language)
    assert {"en": "leaves it there", "fr": "la laisse là"}[language] in left
    assert {"en": "sends it under the table", "fr": "l'envoie sous la table"}[language] in caught


def test_results_say_how_many_mice_are_right(language):
    state = ChaosState(4, 1)
    state.hideout[0] += [4, 5, 6]                  # four mice home, all shown by a claim
    state.public_mice.update({m: 0 for m in (0, 4, 5, 6)})
    state.public_hideouts.add(0)
    want = state.hcolour[0]
    right = sum(state.colour[m] == want for m in (0, 4, 5, 6))
    lines = result_lines(state.observation(None), 0, table_seats(4))
    colours = {"en": ["red", "blue", "yellow", "green"], "fr": ["rouges", "bleues", "jaunes", "vertes"]}
    if right > 1 or (right == 0 and language == "en"):     # French says "0 souris ... est"
        assert lines[-1] == {"en": f"Hideout: {right} of its 4 mice are {colours['en'][want]}",
                             "fr": f"Cachette\u00a0: {right} souris sur 4 sont {colours['fr'][want]}"}[language]
    two = result_lines(ChaosState(2, 1).observation(None), 1, table_seats(2))
    assert two == {"en": ["Top-left hideout: 1 mouse", "Top-right hideout: 1 mouse"],
                   "fr": ["Cachette en haut à gauche\u00a0: 1 souris",
                          "Cachette en haut à droite\u00a0: 1 souris"]}[language]


def test_no_chair_is_offered_when_a_cat_sits_on_every_chair(table_app):
    """Issue 16: "Move a chair" is not offered when every chair holds a cat (as at the
    start): the hint says so and asks for the end of the turn; once a chair is free it
    is offered again."""
    from game.games.chaos.actions import Lift, Move, Put
    session, scene = start(table_app, "human", "cpu", seed=5)
    settle(table_app, scene)
    state = session.state
    scene.input.do(next(a for a in state.legal_actions() if isinstance(a, Lift)))
    settle(table_app, scene)
    scene.input.do(next(a for a in state.legal_actions() if isinstance(a, Put)))
    settle(table_app, scene)
    scene.input.do(next(a for a in state.legal_actions() if isinstance(a, Move) and a.piece.startswith("m")))
    settle(table_app, scene)
    assert state.phase == "chair" and all(c.cat for c in state.observation(0).chairs)
    assert not scene.model.options()["chairs"]
    assert scene.model.idle_status() == i18n.t("chaos.table.status.no_chair")
    assert [key for key, *_ in scene.model.buttons] == ["end"]


@pytest.mark.parametrize("aid", [True, False])
def test_a_colour_seen_under_a_cover_shows_beside_it(table_app, monkeypatch, aid):
    """Issue 16: the colour a person saw of a mouse they covered is drawn on the board for
    them (beside its cover) with the memory aid on, not only said in the log; with the
    aid off, it is theirs to remember."""
    from game.games.chaos.actions import Lift, Put
    SQ_INDEX = GAME.config().flat.sq_index
    from game.games.chaos.view import sprites
    session, scene = start(table_app, "human", "cpu", seed=5, options={"memory_aid": aid})
    settle(table_app, scene)
    state = session.state
    scene.input.do(next(a for a in state.legal_actions() if isinstance(a, Lift)))
    settle(table_app, scene)
    put = next(a for a in state.legal_actions() if isinstance(a, Put) and state.mouse_at[SQ_INDEX[a.to]] >= 0)
    mouse = state.mouse_at[SQ_INDEX[put.to]]
    scene.input.do(put)
    settle(table_app, scene)
    drawn_colours: list[str | None] = []
    original = sprites.mouse_pic

    def recording(table, size_class, colour, size, remembered=False, facing="down"):
        drawn_colours.append(colour)
        return original(table, size_class, colour, size, remembered, facing)
    monkeypatch.setattr(sprites, "mouse_pic", recording)
    scene.invalidate()
    frames(table_app, 2)
    colour = state.observation(0).mice[mouse].colour
    assert colour is not None and state.covered(mouse)
    assert (colour in drawn_colours) == aid


def test_a_hideout_shows_the_colour_it_is_for_only_to_who_may_know_it(table_app):
    """The card of a hideout's colour sits on its wall: one's own on one's own turn (the
    hand shows that card then too), another's never before a claim shows it, and nobody's
    while nobody in particular looks at the laptop."""
    session, scene = start(table_app, "human", "human", seed=5)
    settle(table_app, scene)
    seat = session.state.current_player()
    own, other = f"H{GAME.config().hideouts_of(2)[seat][0]}", f"H{GAME.config().hideouts_of(2)[1 - seat][0]}"
    assert scene.model.hideout_colour(own) == scene.model.hand_cards()[0] is not None
    assert scene.model.hideout_colour(other) is None
    scene.driver.viewer = None
    assert scene.model.hideout_colour(own) is None
