"""Chaos de souris et de fromage's quick searches (issue 17, "Rules twice as fast") say
what the plain walks say: at positions of random games, :mod:`game.games.chaos.reach`
finds the same places in the same order as ``mouse_ends`` / ``cat_ends`` /
``cover_ends``, with the same paths; the quick check of an action vouches only for
actions of the legal list (and for all of those of its kinds); a state that has played
the game lists and does what the same position rebuilt afresh does; and random games
are move for move those of commit 5e6947a, before the speed work."""

from __future__ import annotations

import hashlib
import random
from collections import Counter

from game.core import registry
from game.games.chaos import GAME, reach
from game.games.chaos import places as P
from game.games.chaos.conf import AXIS
from game.games.chaos.legal import QUICK_KINDS

#: the shipped config, which the random games are played by
CONFIG = GAME.config()
FLAT, ACTS = CONFIG.flat, CONFIG.acts


def _positions(players: int, seed: int, actions: int, every: int = 1):
    """Positions of a random game (every ``every``-th of its first ``actions``)."""
    rng = random.Random(seed)
    state = registry.new_game("chaos", players, seed)
    for number in range(actions):
        if state.is_terminal():
            return
        if number % every == 0:
            yield state
        legal = state.legal_actions()
        state.apply(legal[0] if len(legal) == 1 else rng.choice(legal))


def _axis(state, loc: int) -> int:
    h = state.chair_at[loc] if loc < P.HIDE else -1
    return AXIS[state.chair_back[h]] if h >= 0 else -1


def test_the_quick_searches_find_what_the_plain_walks_find():
    seen: Counter[str] = Counter()
    for players, seed in ((4, 11), (3, 12), (2, 13), (4, 14)):
        for state in _positions(players, seed, 1500, every=60):
            opening, code = state.mouse_openings(), state.mouse_codes()
            cat_opening = state.cat_openings()
            thing, exits = state.cat_things()
            seen["tipped chairs"] += len(exits) > 1
            for n in range(1, 7):
                for m, loc in enumerate(state.mloc):
                    if P.HIDE <= loc < P.UNDER or (loc < P.HIDE and state.cover_at[loc] >= 0):
                        continue
                    seen["under the table" if loc == P.UNDER else "mouse"] += 1
                    ends = state.mouse_ends(m, n, opening)
                    assert list(reach.mouse_reach(loc, _axis(state, loc), n, code, FLAT)) == list(ends)
                    for to, path in ends.items():
                        seen["through a hole"] += any(s < 0 for s in path)
                        assert reach.mouse_path(loc, _axis(state, loc), n, code, to, FLAT) == path
                    assert reach.mouse_path(loc, _axis(state, loc), n, code, P.UNDER + 1, FLAT) == ()
                for k in range(FLAT.n_cats):
                    loc = state.cat_loc[k]
                    ends = state.cat_ends(k, n, cat_opening)
                    assert list(reach.cat_reach(loc, n, cat_opening, thing, exits, FLAT)) == list(ends)
                    for to, path in ends.items():
                        assert reach.cat_path(loc, n, cat_opening, thing, exits, to, FLAT) == path
                for c in range(CONFIG.n_covers):
                    cover = state.cover_openings()
                    assert reach.cover_paths(state.cover_loc[c], n, cover, FLAT) == state.cover_ends(c, n)
                    assert cover == state.cover_openings()               # left as it was
            assert (opening, code, cat_opening) == (state.mouse_openings(), state.mouse_codes(),
                                                    state.cat_openings())
            assert state._move_tables() == (code, cat_opening)      # phase 2's, made together
    assert all(seen[k] for k in ("tipped chairs", "mouse", "under the table", "through a hole")), seen


def test_the_quick_check_vouches_only_for_legal_actions():
    every_action = list(ACTS.written.values())
    vouched = 0
    for players, seed in ((4, 21), (2, 22), (3, 23)):
        for state in _positions(players, seed, 900, every=7):
            legal = state.legal_actions()
            ids = {id(a) for a in legal}
            for action in every_action:
                if state._sure_legal(action):
                    assert id(action) in ids, (state.phase, str(action))
            for action in legal:
                if type(action) in QUICK_KINDS:
                    assert state._sure_legal(action), (state.phase, str(action))
                    vouched += 1
    assert vouched > 10_000


def _afresh(state):
    fresh = registry.new_game("chaos", state.num_players, state.seed, state.options)
    fresh._load_state_dict(state.position_dict())
    fresh.history = list(state.history)
    return fresh


def test_what_a_state_keeps_changes_nothing():
    """The searches, openings and lists a state keeps for its position: a state that has
    played the game and the same position rebuilt afresh list the same moves, and the
    move played does the same to both (events and position)."""
    for players, seed in ((4, 31), (3, 32), (2, 33)):
        rng = random.Random(seed)
        state = registry.new_game("chaos", players, seed)
        for _ in range(220):
            if state.is_terminal():
                break
            fresh = _afresh(state)
            legal = state.legal_actions()
            assert [str(a) for a in legal] == [str(a) for a in fresh.legal_actions()]
            action = legal[0] if len(legal) == 1 else rng.choice(legal)
            assert state.apply(action) == fresh.apply(str(action))
            assert state.position_dict() == fresh.position_dict()


#: The move notation of three random games for each number of players (seeds 1 to 3,
#: ``random.Random(seed)`` drawing among the legal actions), hashed, as the rules played
#: them at commit 5e6947a, before the speed work: the same games for the same seeds.
SAME_GAMES = {2: "915cfa762b7ec3bf", 3: "bd9461a28928ea38", 4: "f8f6b6fb11854f34"}


def test_the_same_games_for_the_same_seeds():
    for players, expected in SAME_GAMES.items():
        digest = hashlib.sha256()
        for seed in (1, 2, 3):
            rng = random.Random(seed)
            state = registry.new_game("chaos", players, seed)
            while not state.is_terminal():
                legal = state.legal_actions()
                state.apply(legal[0] if len(legal) == 1 else rng.choice(legal))
            digest.update(" ".join(str(a) for a in state.history).encode())
        assert digest.hexdigest()[:16] == expected, players


def test_a_mouse_and_a_cat_move_have_their_paths():
    """The chosen move's path (searched for alone) is the one the plain walk keeps."""
    checked = 0
    for state in _positions(4, 41, 400):
        if state.phase != P.MOVE:
            continue
        n = state.move_number()
        opening, cat_opening = state.mouse_openings(), state.cat_openings()
        for action in state.legal_actions():
            piece, to = action.piece, P.place_index(action.to, FLAT)
            if piece in ACTS.mouse_index:
                want = state.mouse_ends(ACTS.mouse_index[piece], n, opening)[to]
            else:
                want = state.cat_ends(ACTS.cat_index[piece], n, cat_opening)[to]
            got = state._path_of(action)
            assert list(got.values()) == [{to: want}]
            checked += 1
    assert checked > 500
