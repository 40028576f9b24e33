"""The move log's words (DESIGN.md: "A move log says in words what happened, public
facts for all, private ones for their viewer only").

Every registered game is played headlessly with its computer players; a
:class:`~game.table.log.MoveLog` is filled as the table's driver fills it (the events of
each action, by the turn's owner, with the public observation after it) and read in
both languages, by nobody in particular and by each seat. Then a real table: the L key
opens the drawer, and with two people at the table a private line stays hidden while
nobody in particular is looking.

What each game deliberately says nothing about is written here, not read back from the
game, so that a new event kind (or a forgotten one) fails until somebody decides.
"""

from __future__ import annotations

import functools
import os
import random
import re
import sys

import pygame
import pytest
from table_input import frames, press

from game import i18n
from game.core import CHANCE, registry
from game.core.agents import agents_for, step
from game.core.protocol import Event
from game.core.seats import Seat
from game.table.log import MoveLog

GAMES = registry.games()
NAMES = ["Ana", "Ben", "Chloé", "Dédé", "Élie", "Fanny"]
COLOURS = ["orange", "sky", "green", "purple", "vermilion", "yellow"]
#: games played per game id (12 in a soak: SOURIS_SOAK_GAMES set)
GAMES_PER_ID = 12 if os.environ.get("SOURIS_SOAK_GAMES") else 6
MAX_ACTIONS = 20_000
#: Computer levels that play quickly (the hard ones think for a while: the words do
#: not depend on how well a game is played).
QUICK_LEVELS = ("random", "easy")

#: Event kinds a game's log deliberately says nothing about (see each game's texts.py).
SILENT = {
    "drole": {"TurnStarted", "MouseStepped"},
    "cubes": {"TurnStarted", "CubesLanded", "CubesRefilled"},
    "gouda": {"Passed", "MarkerResolved"},
    "chaos": {"TurnEnded"},
}
#: Event kinds that get a line only in some cases: the case, as a test on the event.
SOMETIMES = {
    "drole": {"MoveEnded": lambda event: event.blocked},   # a move that ran its steps out: nothing new
    "gouda": {"TurnStarted": lambda event: event.extra, "HandCount": lambda event: event.dealt},
}
#: Kinds that happen too rarely in random games to be met every time (they are met by
#: hand-made events below).
RARE = {"drole": {"MoveEnded"}, "gouda": {"ExtraTurnLost", "RollCancelled", "HandCount"},
        "chaos": {"CoverStayed", "FreeHideoutWon", "MoveSkipped", "Passed", "Draw"}}

PLACEHOLDER = re.compile(r"\{\w*\}")
RAW_KEY = re.compile(r"\b(?:drole|cubes|common|colours)\.[a-z_]+(?:\.[a-z_0-9]+)*\b")


# ----------------------------------------------------------------------- helpers
def table_seats(n: int) -> list[Seat]:
    return [Seat(NAMES[i], COLOURS[i], "human", "normal") for i in range(n)]


def event_kinds(game_id: str) -> set[str]:
    """Every Event class the game's package defines (in its rules module or beside it,
    as chaos's actions.py)."""
    package = registry.game_class(game_id).__module__.rpartition(".")[0] + "."
    return {value.__name__ for name, module in list(sys.modules.items())
            if name.startswith(package) for value in vars(module).values()
            if isinstance(value, type) and issubclass(value, Event) and value is not Event
            and value.__module__ == name}


def playout(game_id: str, seed: int):
    """One game by computer players (random and easy mixed), logged as the
    driver logs it. Returns the final state, the log and every action's
    ``(number, owner, events, obs)``."""
    cls = registry.game_class(game_id)
    rng = random.Random(seed)
    players = cls.min_players + seed % (cls.max_players - cls.min_players + 1)
    options = {spec.key: rng.choice(spec.choices) for spec in cls.option_specs if spec.choices}
    if game_id == "drole" and seed % 2 == 0:
        options["peek"] = True                 # the private lines, every other game
    state = registry.new_game(game_id, players, seed, options)
    agents = agents_for(game_id, [rng.choice(QUICK_LEVELS) for _ in range(players)])
    log = MoveLog()
    record = []
    while not state.is_terminal():
        assert len(state.history) < MAX_ACTIONS, "a game that never ends"
        owner = state.turn_owner()
        events = state.apply(step(state, agents, rng))
        obs = state.observation(None)
        log.add(events, owner, obs)
        record.append((len(state.history), owner, events, obs))
    return state, log, record


@functools.cache
def games_of(game_id: str) -> tuple:
    """The playouts of ``game_id`` (made once per test process)."""
    return tuple(playout(game_id, seed) for seed in range(GAMES_PER_ID))


@pytest.fixture(params=GAMES)
def played(request):
    return request.param, games_of(request.param)


def describer(game_id: str, seats: list[Seat]):
    info = registry.descriptor(game_id)
    return lambda event, obs: info.describe(event, obs, seats)


def check_words(text: object, language: str) -> None:
    assert isinstance(text, str) and text.strip(), f"an empty line: {text!r}"
    assert not PLACEHOLDER.search(text), f"a field left unfilled: {text!r}"
    assert not RAW_KEY.search(text), f"a translation key instead of words: {text!r}"
    assert "\n" not in text
    if language == "fr":                        # French typography: no plain space there
        assert not re.search(r"[^\u00a0\u202f][:!?]", text), f"{text!r} needs a non-breaking space"
    else:
        assert not re.search(r"\s[:!?]", text), f"{text!r}: no space before : ! ? in English"


@pytest.fixture
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


# ------------------------------------------------------- every event has its words
@pytest.mark.parametrize("language", i18n.LANGUAGES, indirect=True)
def test_every_event_kind_gets_a_line_or_is_deliberately_skipped(played, language):
    game_id, games = played
    kinds = event_kinds(game_id)
    silent, sometimes = SILENT.get(game_id, set()), SOMETIMES.get(game_id, {})
    assert silent <= kinds and set(sometimes) <= kinds, "the test names events the rules lack"
    met: set[str] = set()
    for state, _log, record in games:
        seats = table_seats(state.num_players)
        describe = describer(game_id, seats)
        for _, _, events, obs in record:
            for event in events:
                met.add(event.kind)
                assert event.kind in kinds, f"{event.kind} is not an event class of {game_id}"
                text = describe(event, obs)
                if event.kind in silent:
                    assert text is None, f"{event.kind} is meant to be skipped, says {text!r}"
                elif event.kind in sometimes and not sometimes[event.kind](event):
                    assert text is None, f"{event} is meant to be skipped, says {text!r}"
                else:
                    check_words(text, language)
                    player = getattr(event, "player", -1)
                    if player >= 0 and event.audience() is None:     # who did it, by name
                        assert NAMES[player] in text, f"{event}: {text!r}"
    assert kinds - RARE.get(game_id, set()) <= met, f"never met in {GAMES_PER_ID} games: " \
        f"{sorted(kinds - met)}"


@pytest.mark.parametrize("language", i18n.LANGUAGES, indirect=True)
def test_log_lines_read_well_for_every_viewer(played, language):
    """Through the MoveLog: each viewer's lines are words, and a private event (an
    event with an audience) is given to the game's words only for a viewer in it."""
    game_id, games = played
    private_met = 0
    for state, log, _record in games:
        seats = table_seats(state.num_players)
        describe = describer(game_id, seats)
        for viewer in [None, *range(state.num_players)]:
            given: list[Event] = []

            def recording(event, obs, given=given, describe=describe):
                given.append(event)
                return describe(event, obs)
            lines = log.lines(viewer, recording, key=(language, "recording"))
            assert lines, "a whole game with nothing to say"
            for line in lines:
                check_words(line.text, language)
            assert [line.number for line in lines] == sorted(line.number for line in lines)
            for event in given:
                audience = event.audience()
                if audience is not None:
                    assert viewer in audience, f"{event} was described for viewer {viewer}"
                    private_met += viewer is not None
    if game_id == "drole":
        assert private_met, "no private event was met: the privacy check checked nothing"


def test_a_worm_seen_is_read_by_its_player_only():
    """Drôle de fromage's WormSeen: its line ("You look inside...") is in its player's
    log, at its action, and in nobody else's, nor in the log of nobody in particular."""
    from game.games.drole.actions import WormSeen
    game_id, games = "drole", games_of("drole")
    checked = 0
    for language in i18n.LANGUAGES:
        i18n.set_language(language)
        try:
            for state, log, record in games:
                seats = table_seats(state.num_players)
                describe = describer(game_id, seats)
                kept = {entry.number for entry in log.entries}
                views = {viewer: {(line.number, line.text)
                                  for line in log.lines(viewer, describe, key=language)}
                         for viewer in [None, *range(state.num_players)]}
                for number, _, events, obs in record:
                    for event in events:
                        if not isinstance(event, WormSeen) or number not in kept:
                            continue
                        line = (number, describe(event, obs))
                        assert line in views[event.player], line
                        for viewer, seen in views.items():
                            if viewer != event.player:
                                assert line not in seen, f"{line} shown to viewer {viewer}"
                        checked += 1
        finally:
            i18n.set_language("en")
    assert checked > 10


def test_undo_takes_its_lines_back(played):
    game_id, games = played
    state, _, record = games[0]
    seats = table_seats(state.num_players)
    describe = describer(game_id, seats)
    log = MoveLog()                        # its own log: the shared one stays as played
    for _number, owner, events, obs in record:
        log.add(events, owner, obs)
    actions = log.actions
    assert actions == len(state.history)
    back = actions - 25
    before = {viewer: log.lines(viewer, describe) for viewer in [None, *range(state.num_players)]}
    log.undo(back)
    assert log.actions == back
    for viewer, lines in before.items():
        after = log.lines(viewer, describe)
        assert after == [line for line in lines if line.number <= back]
        assert len(after) < len(lines), "the last 25 actions said nothing"
    for _number, owner, events, obs in record[back:]:      # the same actions played again
        log.add(events, owner, obs)
    assert log.actions == actions
    for viewer, lines in before.items():
        assert log.lines(viewer, describe) == lines


# -------------------------------------------- what the log keeps (KEEP), and who needs it
def test_the_kept_events_still_fill_the_drawer(played):
    """Issue 19, decided: the table's log keeps its last KEEP events only (a long drôle
    game has thousands: they stay out of memory). The drawer shows the newest
    LINES_SHOWN lines, and those are always kept: in every played game, for the public
    and a seat's view, the kept log's newest lines are the whole game's (the fewest lines in
    KEEP events measured: about 120, in drôle, where a mouse's steps say nothing)."""
    from game.table.log import KEEP, LogEntry
    from game.view.log_drawer import LINES_SHOWN
    game_id, games = played
    for state, log, record in games:
        describe = describer(game_id, table_seats(state.num_players))
        events = sum(len(events) for _n, _o, events, _obs in record)
        assert len(log.entries) == min(KEEP, events)
        whole = MoveLog()                      # nothing forgotten: the game's every line
        whole.entries = [LogEntry(number, owner, event, obs)
                         for number, owner, events_, obs in record for event in events_]
        whole.actions = len(record)
        for viewer in (None, 0):                    # the public lines, and a seat's own
            kept, every = log.lines(viewer, describe), whole.lines(viewer, describe)
            assert kept == every[len(every) - len(kept):]
            assert kept[-LINES_SHOWN:] == every[-LINES_SHOWN:], (game_id, viewer)


def test_a_replay_and_the_records_never_read_the_tables_log(home):
    """The records keep the save's notation; a replay makes its own log from it, every
    line from the first move, however long the game (more events than KEEP)."""
    from game.family.replay import Replay
    from game.scenes.start import demo_session
    from game.table.log import KEEP
    save = demo_session("drole", finish=True).save_data()
    replay = Replay(save)
    assert len(replay.log.entries) > KEEP
    assert replay.log.entries[0].number == 1
    assert replay.log.entries[-1].number == replay.total == len(save.actions)


# ------------------------------------------------- words of the rare and exact cases
@pytest.fixture
def drole_obs():
    state = registry.new_game("drole", 3, seed=4)
    return state.observation(None)


@pytest.mark.parametrize("language", i18n.LANGUAGES, indirect=True)
def test_drole_lines_say_the_numbers(drole_obs, language):
    from game.games.drole.actions import CheeseFell, DieRolled, GameOver, LastPiece, MoveEnded, PieceTaken, WormSeen
    seats = table_seats(3)
    describe = describer("drole", seats)
    cases = {
        DieRolled(0, "star", 0, True): ["Ana"],
        DieRolled(1, "3", 6, True): ["Ben", "3 × 2 = 6"],
        DieRolled(2, "2", 2, False): ["Chloé", "2"],
        MoveEnded(1, 3, True): ["Ben", "3"],
        MoveEnded(1, 1, True): ["Ben", "1"],
        CheeseFell(0, "large", (0, 3), "north", 1): ["Ben"],
        CheeseFell(0, "small", (3, 7), "east", -1): [],
        WormSeen(1, 0, True): [],
        WormSeen(1, 0, False): [],
        LastPiece(2): ["Chloé"],
        PieceTaken(2, 0, 5, "medium"): ["Chloé", "Ana"],
        GameOver((2,), (5, 3, 9), "board_empty"): ["Ana", "5", "Ben", "3", "Chloé", "9"],
        GameOver((0, 2), (9, 3, 9), "jammed"): ["Ana", "Chloé", "9"],
    }
    texts = {}
    for event, wanted in cases.items():
        text = describe(event, drole_obs)
        check_words(text, language)
        for part in wanted:
            assert part in text, f"{part!r} missing from {text!r}"
        texts[event] = text
    # different events, different words
    assert len(set(texts.values())) == len(texts)
    assert describe(MoveEnded(1, 0, False), drole_obs) is None
    i18n_words = {"en": ("worm", "good cheese"), "fr": ("un ver", "bon fromage")}[language]
    assert i18n_words[0] in texts[WormSeen(1, 0, True)]
    assert i18n_words[1] in texts[WormSeen(1, 0, False)]


def test_drole_push_names_the_mouse_that_pushed():
    """A push line names the player whose mouse pushed, found on the board after the
    step (the event does not say), and counts the pieces."""
    from game.games.drole.actions import CheesePushed, Die, Step
    seats = table_seats(2)
    describe = describer("drole", seats)
    for seed in range(60):
        state = registry.new_game("drole", 2, seed)
        rng = random.Random(seed)
        pushes = 0
        while not state.is_terminal() and pushes < 5:
            if state.current_player() == CHANCE:
                state.apply(Die("3"))
                continue
            pusher = state.turn
            action = rng.choice(state.legal_actions())
            events = state.apply(action)
            obs = state.observation(None)
            for event in events:
                if isinstance(event, CheesePushed):
                    assert isinstance(action, Step)
                    text = describe(event, obs)
                    assert text.startswith(NAMES[pusher]), text
                    assert str(len(event.moves)) in text
                    pushes += 1
        if pushes >= 5:
            return
    raise AssertionError("no pushes met")


@pytest.mark.parametrize("language", i18n.LANGUAGES, indirect=True)
def test_cubes_lines_say_the_colours(language):
    from game.games.cubes.actions import CardsTaken, CardSwapped, CubesRolled, NoMouse
    state = registry.new_game("cubes", 2, seed=1)
    obs = state.observation(None)
    describe = describer("cubes", table_seats(2))
    red = {"en": "2 red mice", "fr": "2 souris rouges"}[language]
    blue = {"en": "1 blue mouse", "fr": "1 souris bleue"}[language]
    taken = describe(CardsTaken(0, ("red", "blue", "red")), obs)
    assert "Ana" in taken and blue in taken and red in taken
    assert taken.index(blue) < taken.index(red)          # in the rule book's colour order
    bust = describe(NoMouse(1, ("red", "red")), obs)
    assert "Ben" in bust and red in bust
    assert describe(NoMouse(1, ()), obs) != bust
    swap = describe(CardSwapped(1, 0, "green"), obs)
    assert "Ben" in swap and "Ana" in swap
    assert {"en": "green", "fr": "verte"}[language] in swap
    assert "8" in describe(CubesRolled(0, tuple(range(8))), obs)
    for text in (taken, bust, swap):
        check_words(text, language)


@pytest.mark.parametrize("language", i18n.LANGUAGES, indirect=True)
def test_chaos_rare_lines(language):
    """Chaos's events that random games seldom meet: a cover that stays, a move
    skipped, a claim declined, the free hideout filled (3 players)."""
    from game.games.chaos.actions import CoverStayed, FreeHideoutWon, MoveSkipped, Passed
    state = registry.new_game("chaos", 3, seed=1)
    obs = state.observation(None)
    describe = describer("chaos", table_seats(3))
    stayed = describe(CoverStayed("c4"), obs)
    skipped = describe(MoveSkipped(1), obs)
    passed = describe(Passed(2), obs)
    free = describe(FreeHideoutWon("H3"), obs)
    assert "Ben" in skipped and "Chloé" in passed
    assert "c4" not in stayed and "H3" not in free             # player words, no ids (issue 16)
    assert len({stayed, skipped, passed, free}) == 4
    for text in (stayed, skipped, passed, free):
        check_words(text, language)


# ---------------------------------------------------------------- at a real table
def text_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of ``rect`` are about the colour of text."""
    from game.view import palette
    sub = surface.subsurface(rect)
    r0, g0, b0 = palette.TEXT
    count = 0
    for x in range(0, rect.w, 2):
        for y in range(0, rect.h, 2):
            r, g, b, *_ = sub.get_at((x, y))
            count += abs(r - r0) + abs(g - g0) + abs(b - b0) < 60
    return count


def test_the_drawer_shows_the_log_and_keeps_a_worm_private(table_app):
    """Two people at a Drôle de fromage table: moves are made (behind the table's back,
    as a test forces them; the table shows and logs them), L opens the drawer with the
    lines, and no "you look inside" line is there while nobody in particular looks."""
    from game.games.drole.actions import Step, WormSeen
    from game.session import Session
    app = table_app
    session = Session.new("drole", [Seat("Ana", "orange", "human"), Seat("Ben", "sky", "human")],
                          seed=3, options={"peek": True}, autosave=False)
    scene = app.start_game(session)
    frames(app, 2)
    state = session.state
    rng = random.Random(3)
    worms = 0
    for _ in range(400):
        if state.current_player() == CHANCE:
            scene.driver.draw_chance()
        else:                                   # make pieces fall: that is when worms are seen
            legal = state.legal_actions()
            falling = [a for a in legal if isinstance(a, Step) and state.is_reveal(a)]
            scene.driver.apply(rng.choice(falling or legal))
        frames(app, 1)                          # the table animates and logs it
        worms = sum(isinstance(e.event, WormSeen) for e in scene.driver.log.entries)
        if (worms >= 2 and state.phase == "roll") or state.is_terminal():
            break
    assert worms >= 2, "no piece fell to a player"
    frames(app, 30)
    assert scene.viewer is None and not scene.log_drawer.open
    area = scene.log_drawer.area()
    shut = app.screen.subsurface(area).copy()
    press(app, pygame.K_l)
    frames(app, 2)
    assert scene.log_drawer.open
    lines = scene.log_drawer.lines()
    assert lines and all(isinstance(text, str) and text for _, text in lines)
    shown = app.screen.subsurface(area)
    changed = sum(shut.get_at((x, y)) != shown.get_at((x, y))
                  for x in range(0, area.w, 4) for y in range(0, area.h, 4))
    assert changed > area.w * area.h // 16 // 2, "the drawer is not drawn"
    # the newest lines sit at the bottom of the drawer: text there
    bottom = pygame.Rect(area.x, area.centery, area.w, area.h // 2)
    assert text_pixels(app.screen, bottom) > 100
    # nothing private for nobody in particular; the player's own line is theirs only
    describe = describer("drole", session.seats)
    private = {describe(e.event, e.obs) for e in scene.driver.log.entries
               if isinstance(e.event, WormSeen)}
    assert private and not private & {text for _, text in lines}
    mine = {e.event.player for e in scene.driver.log.entries if isinstance(e.event, WormSeen)}
    for seat in mine:
        own = {describe(e.event, e.obs) for e in scene.driver.log.entries
               if isinstance(e.event, WormSeen) and e.event.player == seat}
        seen = {line.text for line in scene.driver.log.lines(seat, describe)}
        assert own <= seen
    press(app, pygame.K_l)
    frames(app, 2)
    assert not scene.log_drawer.open


@pytest.mark.parametrize("language", i18n.LANGUAGES, indirect=True)
def test_the_drawer_speaks_the_language_of_the_moment(table_app, language):
    """The same log, read in the other language once switched."""
    from game.session import Session
    app = table_app
    i18n.set_language(language)
    session = Session.new("cubes", [Seat("Ana", "orange", "human"), Seat("Ben", "sky", "human")],
                          seed=2, autosave=False)
    scene = app.start_game(session)
    frames(app, 2)
    rng = random.Random(2)
    state = session.state
    for _ in range(40):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            scene.driver.draw_chance()
        else:
            scene.driver.apply(rng.choice(state.legal_actions()))
        frames(app, 1)
    press(app, pygame.K_l)
    frames(app, 2)
    first = scene.log_drawer.lines()
    assert first
    other = "fr" if language == "en" else "en"
    i18n.set_language(other)
    second = scene.log_drawer.lines()
    assert len(second) == len(first) and all(a != b for a, b in zip(first, second))
    for _, text in second:
        check_words(text, other)


def _push_without_fall(state):
    """A step that pushes cheese and drops nothing (an undoable step), if any."""
    from game.games.drole.level import DELTA
    if state.phase != "move" or state.current_player() == CHANCE:
        return None
    obs = state.observation(None)
    cheese = {tuple(p.square) for p in obs.pieces if p.square is not None}
    r, c = obs.mice[state.turn]
    for action in state.legal_actions():
        dr, dc = DELTA[action.direction]
        if (r + dr, c + dc) in cheese and not state.is_reveal(action):
            return action
    return None


def _undo_a_push(app, session, scene):
    """Play on (through the table's driver: the table logs it) to a step that pushes
    cheese, make it at the table with its arrow key, then U: the push line comes and
    goes."""
    arrows = {"n": pygame.K_UP, "e": pygame.K_RIGHT, "s": pygame.K_DOWN, "w": pygame.K_LEFT}
    rng = random.Random(4)
    for _ in range(3000):
        state = session.state
        push = _push_without_fall(state)
        if push is not None:
            break
        if state.current_player() == CHANCE:
            scene.driver.draw_chance()
        else:
            scene.driver.apply(rng.choice(state.legal_actions()))
        frames(app, 1)
    assert push is not None
    for _ in range(600):                       # until the table lets the person step
        frames(app, 1)
        if scene.can_act() and not scene.busy() and not scene.input_guarded():
            break
    before = [text for _, text in scene.log_drawer.lines()]
    played = len(session.state.history)
    press(app, arrows[push.direction])
    frames(app, 60)
    after = [text for _, text in scene.log_drawer.lines()]
    assert session.state.history[-1] == push
    assert len(after) == len(before) + 1 and after[:-1] == before
    press(app, pygame.K_u)
    frames(app, 10)
    assert len(session.state.history) == played, "the step was not undone"
    assert [text for _, text in scene.log_drawer.lines()] == before


def test_undo_at_the_table_takes_the_line_back(table_app):
    from game.session import Session
    session = Session.new("drole", [Seat("Ana", "orange", "human"), Seat("Ben", "sky", "human")],
                          seed=4, autosave=False)
    scene = table_app.start_game(session)
    frames(table_app, 2)
    _undo_a_push(table_app, session, scene)


def test_undo_takes_the_line_back_in_a_continued_game(table_app):
    from game.session import Session
    session = Session.new("drole", [Seat("Ana", "orange", "human"), Seat("Ben", "sky", "human")],
                          seed=4, autosave=False)
    rng = random.Random(9)
    for _ in range(40):                        # a game under way before the table opens
        if session.state.current_player() == CHANCE:
            session.chance()
        else:
            session.apply(rng.choice(session.state.legal_actions()))
    scene = table_app.start_game(session)
    frames(table_app, 2)
    _undo_a_push(table_app, session, scene)
