"""Shared checks of the hint (issue 19) for each game's tests: the hinted action is the
normal computer's choice from the person's observation, legal, and worded in both
languages; the question carries that seat's observation only."""

from __future__ import annotations

import random

from game import i18n
from game.core import registry
from game.core.agents import Agent, agents_for, decision_seed
from game.core.protocol import CHANCE
from game.core.save_file import Seat
from game.core.thinking import InlineThinker
from game.session import Session
from game.table.hinting import hint_table


def hint_of(session: Session, seat: int) -> object:
    """The hint a table would show ``seat`` now (asked as the table asks it, answered
    in this process)."""
    thinker = InlineThinker()
    thinker.forget(hint_table(session.table))
    thinker.ask(session.hint_question(1, seat, hint_table(session.table)))
    answer = thinker.answer()
    assert answer is not None and answer.token == 1
    return answer.action


def press_hint(app, scene, session: Session):
    """Play frames until the person at seat 0 may act, check that the table offers them
    the hint, press H, and return what the table shows of it (``scene.hint_view``)."""
    import pygame
    from table_input import LONG_DT, frames, press
    for _ in range(400):
        frames(app, 1, LONG_DT)
        if scene.can_act() and not scene.input_guarded():
            break
    assert session.state.current_player() == 0 and scene.hint_offered()
    press(app, pygame.K_h)
    frames(app, 3)
    return scene.hint_view


def reasons(game_id: str, session: Session, seat: int, action: object) -> dict[str, str]:
    """The hint's words in French and English (checked whole: no key, no hole)."""
    info = registry.descriptor(game_id)
    out = {}
    for lang in ("fr", "en"):
        i18n.set_language(lang)
        try:
            words = info.hint_reason(session.state.observation(seat), seat, action, session.seats)
        finally:
            i18n.set_language("en")
        assert words and "{" not in words and f"{game_id}." not in words, (lang, action, words)
        out[lang] = words
    assert out["fr"] != out["en"]
    return out


def check_hints_along_a_game(game_id: str, players: int, seed: int, *, most: int = 12,
                             options: dict | None = None) -> dict[str, set[str]]:
    """Play a game of normal computers; at up to ``most`` decisions of seat 0 with a
    choice, the hint (asked as the table asks it) is legal, is the normal computer's
    choice from seat 0's observation with that decision's seed, and is worded. Returns
    the kinds of hinted actions met (their class names) with their English words."""
    seats = [Seat("Léa" if p == 0 else "", "orange sky green purple".split()[p], "human" if p == 0 else "cpu",
                  "normal", p + 1, hints=p == 0) for p in range(players)]
    session = Session.new(game_id, seats, seed=seed, options=options, autosave=False)
    agents = agents_for(game_id, ["normal"] * players)
    rng = random.Random(seed)
    met: dict[str, set[str]] = {}
    asked = 0
    state = session.state
    while not session.state.is_terminal() and asked < most and len(session.state.history) < 3000:
        state = session.state
        player = state.current_player()
        if player == CHANCE:
            session.apply(state.sample_chance(rng))
            continue
        legal = state.legal_actions()
        if player == 0 and len(legal) > 1:
            hinted = hint_of(session, 0)
            assert hinted in legal
            fresh = Agent(game_id, "normal", 0)
            fresh.catch_up(state)
            expected = fresh.decide(state.observation(0), legal,
                                    random.Random(decision_seed(state.seed, len(state.history))))
            assert hinted == expected
            met.setdefault(type(hinted).__name__, set()).add(reasons(game_id, session, 0, hinted)["en"])
            asked += 1
        session.apply(agents[player].choose(state, rng))
    return met
