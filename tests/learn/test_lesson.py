"""The guided games' scripts (issue 19), headless: each script is played through the real
rules with its forced chance outcomes, each step is reachable and says the truth (the
rule it names happens), and a damaged script is refused with a message naming the file."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import i18n
from game.core.protocol import CHANCE
from game.core.seats import Seat
from game.games.cubes import actions as cubes_actions
from game.learn import lesson as lesson_mod
from game.learn.lesson import Lesson, ScriptedThinker, ScriptError, play_through, read_script
from game.session import Session

GAMES_WITH_SCRIPTS = ["cubes", "gouda", "chaos", "drole"]
#: every script as (game, part): a game's first guided game, and its second ones
SCRIPTS = [(g, None) for g in GAMES_WITH_SCRIPTS] + [("gouda", "powers")]


def session_for(script) -> Session:
    seats = [Seat("Léa", "orange") if kind == "learner" else Seat("", "sky", "cpu", script.level, i + 1)
             for i, kind in enumerate(script.seats)]
    session = Session(script.new_state(), seats)
    lesson = Lesson(script)
    session.chance_source = lesson.chance
    return session


@pytest.mark.parametrize(("game_id", "part"), SCRIPTS)
def test_every_step_is_reachable_and_its_sentence_exists_in_both_languages(game_id, part):
    script = read_script(game_id, part=part)
    assert script.part == part and lesson_mod.script_for(game_id, part)[0] == script
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        play_through(script, check_texts=i18n.has)
        assert i18n.has(script.text_key(script.end))
    i18n.set_language("en")


def test_cubes_steps_say_the_truth():
    """The bust step loses the cards at stake, the stop takes them, the swap takes an
    opponent's card for a white one, and the guided game ends with the learner's win."""
    script = read_script("cubes")
    by_say = dict(zip((s.say for s in script.steps), play_through(script)))
    bust = [e for e in by_say["bust"] if isinstance(e, cubes_actions.NoMouse)]
    assert bust and bust[0].lost == ("green",)          # a bust: the card at stake goes back
    nothing = [e for e in by_say["cpu_nothing"] if isinstance(e, cubes_actions.NoMouse)]
    assert nothing and nothing[0].lost == ()            # no mouse on the first roll
    taken = [e for e in by_say["stop"] if isinstance(e, cubes_actions.CardsTaken)]
    assert taken[0].cards == ("blue", "yellow")
    swap = [e for e in by_say["swap"] if isinstance(e, cubes_actions.CardSwapped)]
    assert swap[0].colour == "blue" and swap[0].opponent == 1
    over = [e for e in by_say["swap"] if isinstance(e, cubes_actions.GameOver)]
    assert over[0].winners == (script.learner,)


def test_gouda_powers_steps_say_the_truth():
    """The powers' guided game: the computer's Worsen aims at the learner's green die,
    the learner's Cancel at that Worsen; when both have passed the Worsen is cancelled
    (the die stays green), the two reds are lost, and the green climbs to the tin."""
    script = read_script("gouda", part="powers")
    assert script.text_key("give") == "learn.gouda_powers.give"
    by_say = dict(zip((s.say for s in script.steps), play_through(script)))
    played = [e for say in ("cpu_worsen", "cancel") for e in by_say[say] if type(e).__name__ == "MarkerPlayed"]
    assert [(e.player, e.power) for e in played] == [(1, "worsen"), (script.learner, "cancel")]
    assert played[1].target_power == "worsen"
    names = [type(e).__name__ for e in by_say["pass"]]
    assert names.count("MarkerCancelled") == 1 and names.count("DieLost") == 2
    cancelled = [e for e in by_say["pass"] if type(e).__name__ == "MarkerCancelled"][0]
    assert (cancelled.power, cancelled.by) == ("worsen", script.learner)
    moved = [e for e in by_say["give"] if type(e).__name__ == "MouseMoved"][0]
    assert (moved.owner, moved.colour, moved.to) == (script.learner, "green", "tin")


def test_a_session_follows_the_script_with_forced_chance_and_scripted_computers():
    script = read_script("cubes")
    session = session_for(script)
    lesson = Lesson(script)
    thinker = ScriptedThinker(lesson, lambda: session.state)
    seen = []
    while not session.state.is_terminal():
        state = session.state
        if state.current_player() == CHANCE:
            session.chance()
            continue
        if lesson.waiting(state):
            seen.append(lesson.current(state))
            session.apply(lesson.expected(state))
            continue
        thinker.ask(session.question(1))
        session.apply(thinker.answer().action)
    assert lesson.finished(session.state) and lesson.on_script(session.state)
    assert lesson.done(session.state) == lesson.steps
    assert seen == [i for i, s in enumerate(script.steps) if s.seat == script.learner]


def test_a_wrong_action_is_not_accepted_and_back_a_step_rewinds_through_the_rules():
    script = read_script("cubes")
    session = session_for(script)
    lesson = Lesson(script)
    state = session.state
    assert lesson.waiting(state) and lesson.current(state) == 0
    assert lesson.back_to(state) is None                 # nothing before the first step
    stop = state.parse_action("stop")
    assert not lesson.accepts(state, stop)
    session.apply(lesson.expected(state))                # roll
    while session.state.current_player() == CHANCE:
        session.chance()
    assert lesson.current(session.state) == 1 and lesson.done(session.state) == 1
    back = lesson.back_to(session.state)
    assert back == script.starts[0]
    session.rewind(back)
    assert lesson.current(session.state) == 0 and lesson.waiting(session.state)
    assert session.state == script.new_state()


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "cubes.yaml"
    path.write_text(text, encoding="utf-8")
    return path


GOOD = read_script("cubes").path.read_text(encoding="utf-8")


@pytest.mark.parametrize("damage, said", [
    (lambda t: t.replace("do: stop", "do: fly", 1), "step 2 (fly)"),
    (lambda t: t.replace('"land 5,6", ', "", 1), "step 1 (roll)"),
    (lambda t: t.replace("shows: [NoMouse]", "shows: [CardsTaken]", 1), "CardsTaken does not happen"),
    (lambda t: t.replace("seats: [learner, cpu]", "seats: [cpu, cpu]"), "'seats'"),
    (lambda t: t.replace("  - seat: 0\n    do: roll", "  - seat: 1\n    do: roll", 1), "not seat 1's turn"),
    (lambda t: "steps: [", "cubes.yaml"),
    (lambda t: t + "\nsurprise: 1\n", "unknown key 'surprise'"),
])
def test_a_damaged_script_is_refused_naming_the_file_and_the_problem(tmp_path, damage, said):
    path = write(tmp_path, damage(GOOD))
    with pytest.raises(ScriptError) as caught:
        read_script("cubes", path)
    assert str(path) in str(caught.value) and said in str(caught.value)


def test_a_damaged_shipped_script_means_no_show_me_how_not_a_crash(tmp_path, monkeypatch):
    monkeypatch.setattr(lesson_mod, "script_file", lambda game_id, part=None: write(tmp_path, "steps: 3\n"))
    lesson_mod.forget_scripts()
    try:
        script, problem = lesson_mod.script_for("cubes")
        assert script is None and problem is not None and "cubes.yaml" in problem
    finally:
        lesson_mod.forget_scripts()
