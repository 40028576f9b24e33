"""Match mode (several games in a row): the headless bookkeeping of game/core/match.py
(RULES.md section 1 "Match", seed 000: most games won wins the match, ties broken by
total points; the lowest scorer starts the next game), its JSON in the save, and a
whole match through the real scenes: setup with "3 games", computer players, the
results' running table, "Next game", save and continue mid-match, the final winner."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path

import pygame
import pytest
from apps import new_app

from game import i18n, paths
from game.core.agents import agents_for, step
from game.core.match import Match
from game.core.save_file import Save, SaveError, Seat, load_or_move_aside, load_save, write_save
from game.session import Session

ROOT = Path(__file__).resolve().parents[2]

A, B, C, D = (Seat("Ana", "orange", "human"), Seat("Ben", "sky", "cpu", "easy"),
              Seat("Cléo", "green", "cpu", "normal"), Seat("Dan", "purple", "human"))


@dataclass
class Finished:
    """A finished game as the match sees it: seed, actions, scores and winners per seat,
    and, like Drôle de fromage, maybe a ``next_starter``."""

    scores_: list[float]
    winners_: list[int]
    seed: int = 1
    history: list = field(default_factory=lambda: ["x"] * 10)
    starter: int | None = None

    def is_terminal(self):
        return True

    def scores(self):
        return list(self.scores_)

    def winners(self):
        return list(self.winners_)


def finish(match: Match, points: dict[str, float], winners: list[str], seed: int) -> None:
    """Record a game of ``match`` seated as the match says, described per player name."""
    seats = match.seats()
    match.record(Finished([points[s.name] for s in seats],
                          [i for i, s in enumerate(seats) if s.name in winners], seed=seed), seats)
    if not match.is_over():
        match.start_next()


def play_match_game(match: Match, seed: int, game_id: str = "drole") -> Session:
    """One game of ``match`` played to its end by computer players, headless."""
    session = Session.new(game_id, match.seats(), seed=seed, autosave=False, match=match)
    agents = agents_for(game_id, ["easy"] * len(session.seats))
    rng = random.Random(seed)
    while not session.state.is_terminal():
        session.apply(step(session.state, agents, rng))
    return session


def is_rotation(order, n):
    return order == [(order[0] + k) % n for k in range(n)]


# ------------------------------------------------------------------- bookkeeping
def test_games_won_points_and_a_shared_win():
    match = Match.new("drole", [A, B, C], 3)
    assert match.record(Finished([9, 4, 9], [0, 2], seed=1), [A, B, C], 1)
    assert match.wins() == [1, 0, 1]                  # a shared win counts for both
    assert match.points() == [9, 4, 9]
    assert [(s.player, s.place) for s in match.standings()] == [(0, 1), (2, 1), (1, 3)]
    assert not match.is_over() and match.winners() == []
    assert match.number() == 2


def test_a_result_is_kept_per_player_not_per_seat():
    match = Match.new("drole", [A, B, C], 3)
    match.record(Finished([1, 5, 3], [1], seed=1), [A, B, C], 1)
    seats = match.start_next()                        # the player after Ana: Ben starts
    assert seats == [B, C, A]
    match.record(Finished([8, 2, 0], [0], seed=2), seats, 1)   # Ben (seat 0) wins with 8
    assert match.wins() == [0, 2, 0]
    assert match.points() == [1, 13, 5]
    assert match.games[-1].scores == [0, 8, 2]        # Ana, Ben, Cléo


def test_the_same_game_is_recorded_once():
    match = Match.new("cubes", [A, B], 3)
    game = Finished([7, 3], [0], seed=5)
    assert match.record(game, [A, B])
    assert not match.record(game, [A, B])
    assert match.played == 1


def test_most_games_won_then_most_points():
    """Seed 000: most games won; a tie goes to the most points in all."""
    match = Match.new("drole", [A, B, C], 3)
    finish(match, {"Ana": 12, "Ben": 4, "Cléo": 3}, ["Ana"], seed=1)
    finish(match, {"Ana": 2, "Ben": 10, "Cléo": 30}, ["Cléo"], seed=2)
    finish(match, {"Ana": 5, "Ben": 11, "Cléo": 6}, ["Ben"], seed=3)
    assert match.is_over()
    assert match.wins() == [1, 1, 1]
    table = match.standings()
    # one game each: Cléo has 39 points, Ben 25, Ana 19
    assert [s.player for s in table] == [2, 1, 0]
    assert [s.place for s in table] == [1, 2, 3]
    assert match.winners() == [2]


def test_a_player_with_more_wins_beats_one_with_more_points():
    match = Match.new("drole", [A, B], 3)
    finish(match, {"Ana": 40, "Ben": 0}, ["Ana"], seed=1)
    finish(match, {"Ana": 1, "Ben": 2}, ["Ben"], seed=2)
    finish(match, {"Ana": 1, "Ben": 2}, ["Ben"], seed=3)
    assert match.wins() == [1, 2] and match.points() == [42, 4]
    assert [s.player for s in match.standings()] == [1, 0]
    assert match.winners() == [1]


def test_equal_wins_and_points_share_the_match():
    match = Match.new("drole", [A, B], 2)
    finish(match, {"Ana": 6, "Ben": 6}, ["Ana", "Ben"], seed=1)
    finish(match, {"Ana": 3, "Ben": 3}, ["Ana", "Ben"], seed=2)
    assert match.winners() == [0, 1]
    assert [s.place for s in match.standings()] == [1, 1]


def test_the_lowest_scorer_of_drole_starts_the_next_game_and_the_table_keeps_its_order():
    match = Match.new("drole", [A, B, C, D], 5)
    seen_first = []
    for number in range(5):
        session = play_match_game(match, seed=40 + number)
        match = session.match_state()
        totals = session.state.scores()
        low = min(totals)
        starter_seat = next(p for p in range(4) if totals[p] == low)
        expected = match.player_of(session.seats)[starter_seat]
        assert match.games[-1].next_first == expected
        if match.is_over():
            break
        order = match.next_order()
        assert order[0] == expected                    # the lowest scorer first
        assert is_rotation(order, 4)                   # everyone keeps their place at the table
        seen_first.append(order[0])
        seats = match.start_next()
        assert [s.name for s in seats] == [match.players[p].name for p in order]
    assert match.is_over() and match.played == 5
    assert sum(match.wins()) >= 5


def test_other_games_pass_the_start_to_the_left():
    match = Match.new("cubes", [A, B, C], 5)
    firsts = []
    for number in range(4):
        session = play_match_game(match, seed=10 + number, game_id="cubes")
        match = session.match_state()
        firsts.append(match.order[0])
        match.start_next()
    assert firsts == [0, 1, 2, 0]


def test_rematch_keeps_the_players_and_length():
    match = Match.new("drole", [A, B, C], 3)
    for seed in (1, 2, 3):
        finish(match, {"Ana": 5, "Ben": 1, "Cléo": 3}, ["Ana"], seed=seed)
    again = match.rematch()
    assert again.planned == 3 and again.played == 0
    assert again.seats()[0] == match.players[match.games[-1].next_first]
    assert {s.name for s in again.players} == {"Ana", "Ben", "Cléo"}


# -------------------------------------------------------------------------- JSON
def test_json_round_trip():
    match = Match.new("drole", [A, B, C], 5)
    match.record(Finished([9, 4, 9], [0, 2], seed=3, starter=1), [A, B, C], 1)
    match.start_next()
    data = json.loads(json.dumps(match.to_dict()))
    again = Match.from_dict(data)
    assert again == match
    assert again.order == [1, 2, 0] and again.games[0].next_first == 1


@pytest.mark.parametrize("spoil", [
    lambda d: d.update(planned="three"),
    lambda d: d.update(planned=0),
    lambda d: d.update(players=[]),
    lambda d: d.update(players=[{"name": "Ana"}]),
    lambda d: d["players"][0].update(kind="robot"),
    lambda d: d.update(order=[0, 0, 1]),
    lambda d: d.update(order=[0, 1]),
    lambda d: d["games"][0].update(scores=[1, 2]),
    lambda d: d["games"][0].update(scores=[1, "2", 3]),
    lambda d: d["games"][0].update(winners=[7]),
    lambda d: d["games"][0].update(next_first=3),
    lambda d: d["games"][0].pop("seed"),
    lambda d: d.update(games=[d["games"][0]] * 4),
    lambda d: d.pop("players"),
])
def test_a_spoiled_match_is_refused_with_a_reason(spoil):
    match = Match.new("drole", [A, B, C], 3)
    match.record(Finished([9, 4, 9], [0, 2], seed=3), [A, B, C], 1)
    data = json.loads(json.dumps(match.to_dict()))
    spoil(data)
    with pytest.raises(ValueError, match="match"):
        Match.from_dict(data)


def test_the_save_keeps_the_match(tmp_path):
    match = Match.new("drole", [A, B, C], 3)
    session = play_match_game(match, seed=4)
    match = session.match_state()
    seats = match.start_next()
    nxt = Session.new("drole", seats, seed=9, autosave=False, match=match)
    nxt.apply(nxt.state.sample_chance(random.Random(1)))
    path = tmp_path / "autosave.json"
    write_save(path, nxt.save_data(), nxt.state)
    save, state = load_save(path)
    again = Session.from_save(save, state, path)
    assert again.match_state() == match
    assert again.seats == seats


@pytest.mark.parametrize("spoil", [
    lambda d: d.update(match={"planned": 3}),
    lambda d: d.update(match=[1, 2, 3]),
    lambda d: d["match"].update(order=[2, 1, 0]),          # not who sits there
    lambda d: d["match"]["games"][0].update(winners="Ana"),
    lambda d: d["match"].update(planned=1),                # over, yet a game goes on
])
def test_a_save_with_a_spoiled_match_is_moved_aside_with_a_message(tmp_path, spoil):
    match = Match.new("cubes", [A, B, C], 3)
    match.record(Finished([6, 4, 7], [2], seed=3), [A, B, C], 1)
    seats = match.start_next()
    session = Session.new("cubes", seats, seed=2, autosave=False, match=match)
    path = tmp_path / "autosave.json"
    data = json.loads(Save.of(session.state, session.seats, session.match).to_json(session.state))
    spoil(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    save, state, problem = load_or_move_aside(path)
    assert save is None and state is None
    assert isinstance(problem, SaveError) and problem.code in ("bad_field",)
    assert "match" in str(problem) and not path.exists()


# ------------------------------------------------------------------ the scenes
DT = 0.05


@pytest.fixture
def app(table_app, monkeypatch):
    monkeypatch.setattr(table_app, "autoplay", True)       # quick computers
    return table_app


def make_app(lang="en", size=(1280, 800)):
    return new_app(size, lang, fast=True)


def frames(app, n=2, dt=DT):
    for _ in range(n):
        app.frame(dt)


def click_at(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 2)


def labels(app):
    return [b.label for b in app.scenes.top.group.buttons]


def click(app, label):
    found = [b for b in app.scenes.top.group.buttons if b.label == label]
    assert found, f"no {label!r} on {type(app.scenes.top).__name__}: {labels(app)}"
    click_at(app, found[0].rect.center)


def open_setup(app, game_id):
    from game.scenes import start as catalog
    from game.scenes.setup import SetupScene
    app.last_setups.clear()
    catalog.open_start(app, None, None)
    frames(app)
    card = next(b for b in app.scenes.top.group.buttons if getattr(b, "game_id", None) == game_id)
    click_at(app, card.rect.center)
    assert isinstance(app.scenes.top, SetupScene)
    return app.scenes.top


def next_arrow(scene, value_text):
    """The ">" of the selector that shows ``value_text``."""
    rect = next(r for text, r in scene.values if text == value_text)
    return next(b for b in scene.group.buttons if b.label == ">" and abs(b.rect.centery - rect.centery) < 8)


def play_to_results(app, limit=20_000):
    from game.scenes.results import ResultsScene
    for _ in range(limit):
        if isinstance(app.scenes.top, ResultsScene):
            frames(app)
            return app.scenes.top
        frames(app, 1, 0.1)          # the longest step App.run gives a frame: fewer frames
    raise AssertionError("the game never reached the results screen")


def game_session(app):
    return next(s for s in reversed(app.scenes.stack) if getattr(s, "session", None) is not None).session


def set_up_a_match(app, game_id, games_label="A match of 3 games"):
    setup = open_setup(app, game_id)
    click(app, "Human")                                # seat 1 becomes a computer too
    value = "A single game"
    while value != games_label:
        click_at(app, next_arrow(setup, value).rect.center)
        value = setup.values[-1][0]
    assert setup.setup.games == int(games_label.split()[3])
    click(app, "Play!")


def test_a_whole_match_through_the_scenes_with_save_and_continue(app, tmp_path):
    from game.scenes.title import TitleScene
    set_up_a_match(app, "cubes")
    first = game_session(app)
    assert first.match_state().planned == 3 and first.match_state().played == 0

    # game 1: the running table and "Next game (2 of 3)"
    results = play_to_results(app)
    match = results.match
    assert match is not None and match.played == 1
    assert results.title_line().startswith("Game 1 of 3")
    assert labels(app) == ["Next game (2 of 3)", "Menu"]
    for seat in range(2):
        won, points = results.standing(seat)
        assert points == first.state.scores()[seat]
        assert won == (1 if seat in first.state.winners() else 0)
    # the next game is already the one "Continue" offers
    save, state, problem = load_or_move_aside(paths.autosave_file())
    assert problem is None and save.match["games"] == match.to_dict()["games"]
    click(app, "Next game (2 of 3)")
    second = game_session(app)
    assert second is not first and not second.state.history
    assert second.state.options == first.state.options and second.state.seed != first.state.seed
    # cubes has no starter rule: the player after the last first player starts
    assert second.seats[0] == first.seats[1] and second.seats[1] == first.seats[0]

    # quit in the middle of game 2, come back, Continue
    for _ in range(400):
        frames(app, 1)
        if len(second.state.history) >= 6:
            break
    assert not second.state.is_terminal()
    moves = len(second.state.history)
    app.quit()
    pygame.quit()
    app2 = make_app()
    app2.autoplay = True
    from game.scenes import start as catalog
    catalog.open_start(app2, None, None)
    frames(app2)
    assert isinstance(app2.scenes.top, TitleScene)
    click(app2, "Continue")
    resumed = game_session(app2)
    assert resumed.match_state().played == 1
    assert len(resumed.state.history) >= moves
    assert resumed.seats == second.seats

    # game 2 ends: the table adds both games
    results = play_to_results(app2)
    assert results.match.played == 2
    for seat in range(2):
        player = results.seat_player[seat]
        assert results.match.points()[player] == match.points()[player] + resumed.state.scores()[seat]
    assert labels(app2) == ["Next game (3 of 3)", "Menu"]
    click(app2, "Next game (3 of 3)")
    third = game_session(app2)

    # the last game: the match's winner, "Play again" and "Menu"
    results = play_to_results(app2)
    final = results.match
    assert final.is_over() and final.played == 3
    assert labels(app2) == ["Play again", "Menu"]
    top = final.standings()[0]
    winners = final.winners()
    names = [final.players[p].name for p in winners]
    if len(names) == 1:
        assert results.headline() == f"{names[0]} wins the match!"
    else:
        assert results.headline().endswith("share the match!")
    assert all(s.won <= top.won for s in final.standings())
    assert [results.seat_player[s] for s in results.ranking] == [s.player for s in final.standings()]
    third.flush()                                       # the writer works beside the frames
    assert not paths.autosave_file().exists()           # nothing left to continue
    # each game went into the family's records once, quitting and continuing included
    from game.family.records import read_records
    assert [e.match for e in read_records().entries] == [{"number": n, "planned": 3} for n in (1, 2, 3)]
    click(app2, "Play again")
    again = game_session(app2).match_state()
    assert again.planned == 3 and again.played == 0
    assert again.players[0] == final.players[final.games[-1].next_first]
    assert third is not game_session(app2)
    pygame.quit()


def test_menu_between_games_keeps_the_match_under_continue(app):
    from game.scenes.results import ResultsScene
    set_up_a_match(app, "cubes", "A match of 5 games")
    play_to_results(app)
    click(app, "Menu")
    assert "Continue" in labels(app)
    click(app, "Continue")
    session = game_session(app)
    assert session.match_state().played == 1 and session.match_state().planned == 5
    assert not session.state.history
    # closing the program on the results screen keeps the next game too
    results = play_to_results(app)
    assert isinstance(results, ResultsScene) and results.upcoming is not None
    app.quit()
    save, state, problem = load_or_move_aside(paths.autosave_file())
    assert problem is None and Match.from_dict(save.match).played == 2


def test_a_single_game_has_no_table(app):
    setup = open_setup(app, "cubes")
    click(app, "Human")
    assert setup.values[-1][0] == "A single game"
    click(app, "Play!")
    results = play_to_results(app)
    assert results.match is None and game_session(app).match == {}
    assert labels(app) == ["Play again", "Menu"]
    assert results.headline().endswith("wins!") or results.headline().endswith("together!")


def test_a_corrupt_match_in_the_autosave_is_a_notice_not_a_crash(app):
    match = Match.new("cubes", [B, C], 3)
    session = Session.new("cubes", match.seats(), seed=3, autosave=True, match=match)
    session.flush()
    data = json.loads(paths.autosave_file().read_text(encoding="utf-8"))
    data["match"]["games"] = [{"seed": 1}] * 2
    paths.autosave_file().write_text(json.dumps(data), encoding="utf-8")
    from game.scenes import start as catalog
    catalog.open_start(app, None, None)
    frames(app, 4)        # the title looks for the save a frame or two after it shows
    assert "Continue" not in labels(app)
    assert app.notices and "match" in str(app.notices[0])
    assert session.match_state().planned == 3


@pytest.mark.parametrize("lang, size", [("en", (1280, 800)), ("fr", (800, 600))])
def test_the_setup_offers_the_match_in_both_languages(tmp_path, monkeypatch, lang, size):
    monkeypatch.setenv("SOURIS_FROMAGES_HOME", str(tmp_path))
    application = make_app(lang, size)
    try:
        setup = open_setup(application, "drole")
        values = [setup.values[-1][0]]
        for _ in range(3):
            click_at(application, next_arrow(setup, values[-1]).rect.center)
            values.append(setup.values[-1][0])
        expected = {"en": ["A single game", "A match of 3 games", "A match of 5 games"],
                    "fr": ["Une seule partie", "Un match en 3 parties", "Un match en 5 parties"]}[lang]
        assert values == [*expected, expected[0]]
        # every selector and the Play button stay inside the right-hand panel, on screen
        assert setup.right.bottom <= size[1]
        for button in setup.group.buttons:
            if button.rect.left >= setup.right.left and button.rect.top >= setup.right.top:
                assert setup.right.contains(button.rect), button.label
    finally:
        pygame.quit()
        i18n.set_language("en")


def test_drole_next_game_starts_with_the_lowest_scorer(app):
    set_up_a_match(app, "drole")
    first = game_session(app)
    results = play_to_results(app, limit=40_000)
    totals = first.state.scores()
    low = next(p for p in range(len(totals)) if totals[p] == min(totals))
    click(app, "Next game (2 of 3)")
    assert game_session(app).seats[0] == first.seats[low]
    assert results.match.played == 1


def test_the_table_says_which_game_of_the_match_is_played(app):
    """A game of a match shows "Game 1 of 3" at the table (the base table draws it
    under the pause button); a single game shows nothing."""
    set_up_a_match(app, "drole")
    table = app.scenes.top
    assert table.controls.match_caption() == "Game 1 of 3"
    i18n.set_language("fr")
    assert table.controls.match_caption() == "Partie 1 sur 3"
    i18n.set_language("en")
    play_to_results(app)
    assert table.controls.match_caption() == "Game 1 of 3"       # still game 1 on its results
    click(app, "Next game (2 of 3)")
    assert app.scenes.top.controls.match_caption() == "Game 2 of 3"


def test_a_single_game_has_no_match_caption(app):
    open_setup(app, "drole")
    click(app, "Human")
    click(app, "Play!")
    assert app.scenes.top.controls.match_caption() == ""


def test_continue_on_the_title_names_the_game_of_the_match(app):
    """Quitting in a match: the title's Continue says which game of the match it is."""
    set_up_a_match(app, "drole")
    app.show_title()
    app.scenes.top.rebuild()
    frames(app, 2)
    caption, _ = app.scenes.top.continue_caption
    assert caption.endswith("(game 1 of 3)")
