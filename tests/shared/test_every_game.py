"""What every registered game owes the program beyond its rules (the contract suite
covers the rules): a save that continues exactly, a replay that checks out, its words
in both languages (title, options, rules), its results lines, and the shared screens
(pause, results, the title card) drawn over a real game of it.

Parametrised over ``registry.games()``, so a new game gets all of it for free."""

from __future__ import annotations

import pygame
import pytest
from apps import new_app

from game import i18n
from game.cli import replay
from game.core import registry
from game.core.save_file import load_save, write_save

GAMES = registry.games()


def make_app(lang):
    return new_app(lang=lang, sound=True)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_save_in_the_middle_continues_exactly_and_replays(game_id, home):
    from game.scenes.start import demo_session
    session = demo_session(game_id, finish=False, moves=40)
    path = home / "saves" / "mid.json"
    write_save(path, session.save_data(), session.state)
    save, state = load_save(path)
    assert state == session.state
    assert [s.name for s in save.seats] == [s.name for s in session.seats]
    report = replay(str(path))
    assert report["consistent"] and report["game"] == game_id and not report["finished"]
    assert report["actions"] == len(session.state.history)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_word_of_the_game_is_translated(game_id, lang):
    """Title, tagline, every option and each of its values, and the rules screen."""
    from game.scenes.rules import rule_sections
    i18n.set_language(lang)
    try:
        for key in (f"games.{game_id}.title", f"games.{game_id}.tagline"):
            assert i18n.has(key), f"{key} missing in {lang}"
        for spec in registry.game_class(game_id).option_specs:
            assert i18n.has(f"{game_id}.options.{spec.key}.label"), (spec.key, lang)
            for value in spec.choices:
                assert i18n.has(f"{game_id}.options.{spec.key}.{value}"), (spec.key, value, lang)
        sections = rule_sections(game_id)
        assert len(sections) >= 5, f"the rules of {game_id} have {len(sections)} sections in {lang}"
        assert all(title.strip() and body.strip() for title, body in sections)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game_id", GAMES)
def test_result_lines_speak_of_each_player_once_the_game_is_over(game_id):
    from game.scenes.start import demo_session
    session = demo_session(game_id, finish=True)
    info = registry.descriptor(game_id)
    final = session.state.observation(None)
    for seat in range(session.state.num_players):
        lines = info.result_lines(final, seat, session.seats)
        assert lines and all(isinstance(line, str) and line.strip() for line in lines)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_shared_screens_draw_over_a_real_game(game_id, lang, home):
    from game.scenes.pause import PauseScene
    from game.scenes.results import ResultsScene
    from game.scenes.start import open_start
    for name, kind in (("pause", PauseScene), ("results", ResultsScene), ("rules", None),
                       ("setup", None)):
        app = make_app(lang)
        try:
            open_start(app, name, game_id)
            for _ in range(4):
                app.frame(0.016)
            if kind is not None:
                assert isinstance(app.scenes.top, kind), name
                below = [s for s in app.scenes.stack if getattr(s, "session", None) is not None]
                assert below and below[-1].session.game_id == game_id, name
            else:
                assert getattr(app.scenes.top, "game_id", None) == game_id, name
            sample = pygame.image.tobytes(app.screen, "RGB")[::997]
            assert len(set(sample)) > 10, f"{name} of {game_id} drew nothing"
        finally:
            pygame.quit()
    i18n.set_language("en")
