"""Scenario tests for Chaos de souris et de fromage (RULES.md section 3, rule book seed
003, the shared design /work/chaos_spec.md).

Positions are built with :func:`kitchen`: every mouse not named waits under the table,
the covers not named on the table, the cats and chairs where the level puts them unless
named; colours, numbers and cards are set exactly. Phase 2 is reached with
:func:`moving` (the placed cover holds the number wanted). Moves go through the protocol
and its notation.

Squares: ``e5`` is column e (x 4), row 5 from the top (y 4). The table is f6-g7, the
ring e5-h8 around it, hideouts H0 a11-b12, H1 a1-b2, H2 k1-l2, H3 k11-l12; holes o0 e1,
o1 h1, o2 l5, o3 l8, o4 h12, o5 e12, o6 a8, o7 a5.
"""

from __future__ import annotations

import pytest
from rule_checks import illegal

from game.core import TERMINAL
from game.core.protocol import Pass, visible_events
from game.games.chaos import GAME
from game.games.chaos import places as chaos_places
from game.games.chaos.actions import (
    ChairTo,
    ClaimStarted,
    ClaimWon,
    CoverLifted,
    CoverPut,
    CoverStayed,
    Draw,
    FreeHideoutWon,
    Lift,
    MouseCaught,
    MouseLeft,
    MouseMoved,
    MouseReturned,
    MouseTurned,
    Move,
    MoveSkipped,
    Put,
    Tip,
    parse_action,
)
from game.games.chaos.conf import DIR_INDEX
from game.games.chaos.observation import ChaosCatch, ChaosMouse, ChaosSeen
from game.games.chaos.places import HIDE, ON_TABLE, UNDER
from game.games.chaos.rules import ChaosState

#: the shipped config's numbers, which these tests play by
CONFIG = GAME.config()
CLAIM_SIZE, COLOURS, COVERS = CONFIG.claim_size, CONFIG.colours, CONFIG.covers
N_MICE, SQ_INDEX, TURN_LIMIT = CONFIG.n_mice, CONFIG.flat.sq_index, CONFIG.turn_limit


def place_name(loc: int) -> str:
    return chaos_places.place_name(loc, CONFIG.flat)

RED, BLUE, YELLOW, GREEN = COLOURS


# ----------------------------------------------------------------------- helpers
def _loc(where: str) -> int:
    if where == "table":
        return UNDER
    if where.startswith("H"):
        return HIDE + int(where[1])
    return SQ_INDEX[where]


def kitchen(players: int = 4, *, mice: dict | None = None, covers: dict | None = None,
            cats: dict | None = None, chairs: dict | None = None, colours: dict | None = None,
            cards: list | None = None, turn: int = 0) -> ChaosState:
    """A position at the start of ``turn``'s turn (phase 1). ``mice`` {id: place};
    ``covers`` {id: square}; ``cats`` {id: square} (the others stay on their chairs);
    ``chairs`` {id: (square, back, tipped or None)}; ``colours`` {mouse id: colour};
    ``cards``: the colour each hideout (by corner) wants."""
    state = ChaosState(players, 1)
    state.mloc = [UNDER] * N_MICE
    state.hideout = [[], [], [], []]
    for mid, where in (mice or {}).items():
        m = int(mid[1:])
        state.mloc[m] = _loc(where)
        if where.startswith("H"):
            state.hideout[int(where[1])].append(m)
    state.cover_loc = [ON_TABLE] * len(COVERS)
    for cid, sq in (covers or {}).items():
        state.cover_loc[int(cid[1:])] = SQ_INDEX[sq]
    for kid, sq in (cats or {}).items():
        state.cat_loc[int(kid[1:])] = SQ_INDEX[sq]
    for hid, (sq, back, tipped) in (chairs or {}).items():
        h = int(hid[1:])
        state.chair_loc[h] = SQ_INDEX[sq]
        state.chair_back[h] = DIR_INDEX[back]
        state.chair_tip[h] = DIR_INDEX[tipped] if tipped else -1
    for mid, colour in (colours or {}).items():
        state.colour[int(mid[1:])] = COLOURS.index(colour)
    if cards is not None:
        state.hcolour = [COLOURS.index(c) for c in cards]
    state.turn = turn
    state._derive()
    return state


def numbered(state: ChaosState, cover: int, n: int) -> None:
    """Cover ``cover`` holds ``n`` (numbers swapped, so the box stays the same)."""
    other = state.number.index(n)
    state.number[cover], state.number[other] = state.number[other], state.number[cover]
    state._fresh()


def moving(state: ChaosState, n: int, cover: int = 5) -> ChaosState:
    """Phase 2 with the number ``n`` (cover ``cover``, left where it is, is the placed one)."""
    numbered(state, cover, n)
    state.placed = cover
    state.phase = "move"
    state._fresh()
    return state


def ends(state: ChaosState, piece: str) -> set[str]:
    return {a.to for a in state.legal_actions() if isinstance(a, Move) and a.piece == piece}


def puts(state: ChaosState) -> set[str]:
    return {a.to for a in state.legal_actions() if isinstance(a, Put)}


def lifting(state: ChaosState, cover: int, n: int) -> list:
    numbered(state, cover, n)
    return state.apply(f"lift c{cover}")


# ------------------------------------------------------------------- set-up
def test_setup_from_the_seed():
    state = ChaosState(4, 7)
    assert state == ChaosState(4, 7)
    assert sorted(state.number) == sorted(COVERS)
    assert sorted(state.colour[:4]) == [0, 1, 2, 3]           # one large mouse of each colour
    assert sorted(state.colour[4:]) == sorted(c for c in range(4) for _ in range(CLAIM_SIZE - 1))
    assert [state.hideout[h] for h in range(4)] == [[0], [1], [2], [3]]
    assert all(loc < HIDE for loc in state.mloc[4:])
    assert state.cover_loc == [ON_TABLE] * 6
    assert sorted(state.hcolour) == [0, 1, 2, 3]
    obs = state.observation(0)
    assert obs.phase == "cover" and obs.to_play == 0 and obs.number is None
    assert all(m.colour is None for m in obs.mice)
    assert obs.cards == {"0": (COLOURS[state.hcolour[0]],)}
    assert [c.at for c in obs.cats] == ["h0", "h1", "h2", "h3"]
    assert all(c.number is None for c in obs.covers)


def test_two_and_three_players_cards():
    two = ChaosState(2, 3)
    assert two.hideouts_of == ((0, 3), (1, 2))
    assert len(two.observation(0).cards["0"]) == 2
    three = ChaosState(3, 3)
    assert three.free == 3 and three.owner == (0, 1, 2, -1)
    assert three.observation(None).free_hideout == "H3"
    assert three.observation(None).cards == {}


# ------------------------------------------------------------------- covers
def test_lift_shows_the_number_to_the_mover_only():
    state = kitchen(mice={"m4": "e7"}, covers={"c2": "e7"}, colours={"m4": BLUE})
    events = lifting(state, 2, 1)
    lifted = events[0]
    assert isinstance(lifted, CoverLifted) and lifted.number == 1 and lifted.colour == BLUE
    assert lifted.audience() == (0,)
    shown = visible_events(events, 1)[0]
    assert shown.number is None and shown.colour is None and shown.mouse == "m4"
    assert state.observation(0).number == 1
    assert state.observation(1).number is None
    assert state.observation(0).seen.covers == {"c2": (1, 0)}
    assert state.observation(0).seen.mice == {"m4": (BLUE, 0)}
    assert state.observation(1).seen == ChaosSeen(mice={}, covers={})
    assert state.observation(1).looked.covers == {"c2": (0,)}
    assert state.is_reveal(Lift("c3"))


def test_first_step_off_the_table_is_any_square_around_it():
    state = kitchen(mice={"m4": "e5"})
    lifting(state, 0, 1)
    assert puts(state) == {"e5", "f5", "g5", "h5", "e6", "h6", "e7", "h7", "e8", "f8", "g8", "h8"}
    state = kitchen()
    lifting(state, 0, 2)
    got = puts(state)
    assert "f4" in got and "d5" in got and "e5" in got and "f6" not in got   # ring, then one on


def test_cover_moves_exactly_its_number_over_pieces_but_not_furniture():
    # c0 on c5 with 2: over the mouse on d5 and the cat on c6; never onto the upright chair
    # on c4 nor past it; a cat or another cover is no end square
    state = kitchen(mice={"m4": "d5"}, covers={"c0": "c5", "c1": "b5"}, cats={"k0": "c6"},
                    chairs={"h0": ("c4", "up", None)})
    lifting(state, 0, 2)
    got = puts(state)
    assert "e5" in got                  # over the mouse
    assert "c7" in got                  # over the cat
    assert "a5" in got                  # over the other cover
    assert "c3" not in got              # not through the chair
    assert "c5" not in got              # not back to its start (a simple path)
    state = kitchen(covers={"c0": "c5", "c1": "d5"}, cats={"k0": "c6"})
    lifting(state, 0, 1)
    assert "d5" not in puts(state) and "c6" not in puts(state)


def test_cover_never_into_a_hideout_nor_onto_the_table_nor_through_a_hole():
    state = kitchen(covers={"c0": "c2"})
    lifting(state, 0, 1)
    assert "b2" not in puts(state)
    state = kitchen(covers={"c0": "f4"})
    lifting(state, 0, 2)
    assert not {"f6", "g6"} & puts(state)
    state = kitchen(covers={"c0": "e1"})           # in front of hole o0: no way to h1
    lifting(state, 0, 2)
    assert "h1" not in puts(state)


def test_cover_ends_on_a_mouse_alone_and_the_mover_sees_it():
    state = kitchen(mice={"m4": "c5", "m5": "c7"}, covers={"c0": "c6", "c1": "c7"},
                    colours={"m4": GREEN}, chairs={"h0": ("d6", "up", None)})
    lifting(state, 0, 1)
    assert "c5" in puts(state)          # a mouse alone
    assert "c7" not in puts(state)      # a mouse under a cover is not alone
    assert "d6" not in puts(state)      # an upright chair
    assert state.is_reveal(Put("c0", "c5")) and not state.is_reveal(Put("c0", "b6"))
    events = state.apply("put c0 c5")
    put = events[0]
    assert isinstance(put, CoverPut) and put.colour == GREEN and put.mouse == "m4"
    assert visible_events(events, 2)[0].colour is None
    assert state.covered(4)
    assert state.observation(0).mice[4].colour == GREEN
    assert state.observation(1).mice[4] == ChaosMouse(id="m4", size="small", at="c5",
                                                      covered=True, colour=None)


def test_cover_between_the_legs_of_a_tipped_chair():
    state = kitchen(covers={"c0": "c6"}, chairs={"h0": ("d6", "up", "right")})
    lifting(state, 0, 1)
    assert "d6" in puts(state)
    lifting_state = kitchen(covers={"c0": "c6"}, chairs={"h0": ("d6", "up", "right")})
    lifting(lifting_state, 0, 3)
    assert "f6" not in puts(lifting_state)          # the table


def test_a_cover_that_cannot_move_stays_and_another_is_lifted():
    # c0 in the top-left corner pocket c1 with 3: walled in by the chair on d1 and c2
    state = kitchen(covers={"c0": "c1"}, chairs={"h1": ("c2", "up", None), "h2": ("d1", "up", None)},
                    cats={"k1": "l6", "k2": "l7"})
    events = lifting(state, 0, 3)
    assert isinstance(events[-1], CoverStayed) and events[-1].audience() is None
    assert state.phase == "cover" and state.observation(1).barred == ("c0",)
    assert Lift("c0") not in state.legal_actions()
    illegal(state, "lift c0", "could not move")


def test_every_cover_barred_skips_to_the_chair():
    state = kitchen(covers={f"c{i}": sq for i, sq in enumerate(["c1", "l3", "l4", "k5", "j12", "l10"])},
                    chairs={"h1": ("c2", "up", None), "h2": ("d1", "up", None)},
                    cats={"k1": "l6", "k2": "l7"})
    state.cover_loc = [SQ_INDEX["c1"]] + [ON_TABLE] * 5
    state._derive()
    for c in range(6):                               # pretend the others were tried already
        if c:
            state.barred.append(c)
    state._fresh()
    events = lifting(state, 0, 3)
    assert isinstance(events[-2], CoverStayed) and isinstance(events[-1], MoveSkipped)
    assert state.phase == "chair"


# ------------------------------------------------------------------- mice
def test_covered_mouse_cannot_move():
    state = moving(kitchen(mice={"m4": "c5"}, covers={"c0": "c5"}), 1)
    assert ends(state, "m4") == set()
    illegal(state, "move m4 c4", "under a cover")


def test_mouse_moves_exactly_n_on_free_squares_simple_path():
    state = moving(kitchen(mice={"m4": "c5", "m5": "c3"}, covers={"c0": "d4"}, cats={"k0": "b4"}), 2)
    got = ends(state, "m4")
    assert "c5" not in got                          # no step back and forth
    assert "c3" not in got                          # a mouse there
    assert "c4" not in got                          # only 1 step away
    assert "e5" in got and "c7" in got and "a5" in got
    assert "d4" not in got and "b4" not in got      # a cover, a cat
    assert "b6" in got and "d6" in got
    state.apply("move m4 e5")
    assert state.mloc[4] == SQ_INDEX["e5"] and state.phase == "chair"


def test_mouse_through_a_chair_only_front_to_back():
    # chair on e3 with its back up: its line is up-down
    chairs = {"h1": ("e3", "up", None)}
    state = moving(kitchen(mice={"m4": "e2"}, chairs=chairs), 2)
    assert "e4" in ends(state, "m4")                # through, back to front
    state = moving(kitchen(mice={"m4": "d3"}, chairs=chairs), 2)
    assert "f3" not in ends(state, "m4")            # not side to side
    state = moving(kitchen(mice={"m4": "e2"}, chairs=chairs), 1)
    assert "e3" in ends(state, "m4")                # may stop under it
    state = moving(kitchen(mice={"m4": "d3"}, chairs=chairs), 1)
    assert "e3" not in ends(state, "m4")            # not entered from the side
    state = moving(kitchen(mice={"m4": "e3"}, chairs=chairs), 1)
    assert ends(state, "m4") == {"e2", "e4"}        # leaves along its line only


def test_mouse_blocked_by_a_tipped_chair():
    state = moving(kitchen(mice={"m4": "d3"}, chairs={"h1": ("e3", "up", "down")}), 2)
    got = ends(state, "m4")
    assert "f3" not in got and "e4" not in got and "e2" in got


def test_mouse_through_a_hole_two_steps():
    state = moving(kitchen(mice={"m4": "e1"}), 2)
    got = ends(state, "m4")
    assert {"h1", "l5", "l8", "h12", "e12", "a8", "a5"} <= got
    state = moving(kitchen(mice={"m4": "e1"}), 1)
    assert not {"h1", "l5"} & ends(state, "m4")     # never ends in the hole
    state = moving(kitchen(mice={"m4": "e1", "m5": "h1"}, chairs={"h2": ("l5", "left", None)}), 2)
    got = ends(state, "m4")
    assert "h1" not in got and "l5" not in got and "l8" in got   # taken, closed by a chair
    state = moving(kitchen(mice={"m4": "e1"}), 3)
    events = state.apply("move m4 h2")
    assert isinstance(events[0], MouseMoved) and events[0].path == ("o0", "h1", "h2")
    assert visible_events(events, 1)[0].path == ()


def test_a_chair_in_front_of_a_hole_closes_it():
    state = moving(kitchen(mice={"m4": "e1"}, chairs={"h1": ("e1", "up", None)}), 2)
    assert "h1" not in ends(state, "m4")


def test_mouse_jumps_into_a_hideout_as_its_last_step_and_never_out():
    state = moving(kitchen(mice={"m4": "c1"}), 1)
    assert "H1" in ends(state, "m4")
    state = moving(kitchen(mice={"m4": "d1"}), 2)
    assert "H1" in ends(state, "m4")
    state = moving(kitchen(mice={"m4": "c1"}), 2)
    assert "H1" in ends(state, "m4")                # c1, c2, over the wall
    state = moving(kitchen(mice={"m4": "c1", "m5": "c2"}), 2)
    assert "H1" not in ends(state, "m4")            # the jump is the last step: never in and on
    state = moving(kitchen(mice={"m4": "c1"}), 1)
    state.apply("move m4 H1")
    assert state.hideout[1] == [4] and state.mloc[4] == HIDE + 1
    state = moving(kitchen(mice={"m4": "H1"}), 1)
    assert ends(state, "m4") == set()
    illegal(state, "move m4 c1", "hideout")


def test_under_the_table():
    state = moving(kitchen(mice={"m4": "f5"}), 1)
    assert "table" in ends(state, "m4")
    state = moving(kitchen(mice={"m4": "e5"}), 1)
    assert "table" not in ends(state, "m4")         # diagonal to the table
    state = moving(kitchen(mice={"m4": "table", "m5": "e5"}), 1)
    got = ends(state, "m4")
    assert "e5" not in got and "f5" in got and "h8" in got and len(got) == 11
    state = moving(kitchen(mice={"m4": "table"}), 2)
    got = ends(state, "m4")
    assert "table" not in got and "f4" in got
    state = moving(kitchen(mice={"m4": "f5"}), 3)
    assert not {"f8", "g8", "f9"} & ends(state, "m4")   # no short cut under the table
    assert "table" in ends(moving(kitchen(mice={"m4": "f4"}), 2), "m4")


# ------------------------------------------------------------------- cats
def test_cat_jumps_chairs_covers_and_table_not_mice():
    state = moving(kitchen(mice={"m4": "d3"}, covers={"c0": "e4"}, cats={"k1": "e3"},
                           chairs={"h2": ("e2", "up", None)}), 2)
    got = ends(state, "k1")
    assert "e5" in got                              # over the cover
    assert "e1" in got                              # over the chair
    assert "c3" not in got                          # not over the mouse
    assert "d3" not in got                          # a mouse is caught only by a last step
    state = moving(kitchen(cats={"k1": "f5"}), 2)
    assert "f8" in ends(state, "k1")                # over the table: one step as a whole
    assert "f6" in ends(moving(kitchen(cats={"k1": "f5"}), 1), "k1")   # onto the table


def test_cat_jumps_the_table_as_one_square():
    """Seed 003: "Ils peuvent sauter par dessus les chaises, les cloches à fromage et la
    table. Ces choses comptent respectivement comme une case." A cat west of the table
    reaches the square east of it in 2 steps (onto the table, off it), not 3."""
    state = moving(kitchen(cats={"k1": "e6"}), 2)
    got = ends(state, "k1")
    assert "h6" in got and "h7" in got and "f8" in got and "g5" in got
    assert not got & {"f6", "g6", "f7", "g7"} - {"f7"}, "on the table: the square stepped onto"
    events = state.apply("move k1 h6")
    assert events[-1].path == ("f6", "h6")          # onto the table by f6, off it at h6
    state = moving(kitchen(cats={"k1": "e6"}), 3)
    assert "h6" not in ends(state, "k1") or "i6" in ends(state, "k1")
    assert "i6" in ends(state, "k1")                # e6, the table, h6, i6
    # a cat on the table steps off it onto any square beside it in one step
    state = moving(kitchen(cats={"k1": "f6"}), 1)
    assert ends(state, "k1") == {"f5", "g5", "e6", "e7", "h6", "h7", "f8", "g8"}
    # a simple path: never back onto the table it left
    state = moving(kitchen(cats={"k1": "f6"}), 2)
    assert not ends(state, "k1") & {"f6", "g6", "f7", "g7"}


def test_cat_jumps_a_tipped_chair_as_one_square():
    """A chair tipped over two squares is one thing: jumping it is one step."""
    state = moving(kitchen(cats={"k1": "c4"}, chairs={"h2": ("d4", "up", "right")}), 2)
    got = ends(state, "k1")
    assert "f4" in got                              # c4, the chair (d4-e4), f4
    assert {"d3", "e3", "d5", "e5"} <= got          # off it on any side
    assert not got & {"d4", "e4"}                   # never ends on a tipped chair
    events = state.apply("move k1 f4")
    assert events[-1].path == ("d4", "f4")
    # the table and a chair tipped beside it: two things, two steps
    state = moving(kitchen(cats={"k1": "c6"}, chairs={"h2": ("d6", "up", "right")}), 3)
    assert "h6" in ends(state, "k1")                # c6, chair d6-e6, table, h6


def test_cat_catches_a_mouse_that_goes_under_the_table():
    """Seed 003: "le joueur qui a déplacé le chat, peut placer la souris sur le tapis
    rouge sous la table": the mover may, and chooses at once (``catch``)."""
    state = moving(kitchen(mice={"m4": "d3"}, cats={"k1": "e3"}), 1)
    state.apply("move k1 d3")
    assert state.phase == "catch" and state.current_player() == 0
    assert [str(a) for a in state.legal_actions()] == ["catch", "leave"]
    assert state.observation(2).catch == ChaosCatch(mouse="m4", at="d3"), "public"
    illegal(state, "end", "catch or leave")
    events = state.apply("catch")
    assert events == [MouseCaught("m4", "d3", 0)]
    assert state.mloc[4] == UNDER and state.observation(None).mice[4].at == "table"
    assert state.phase == "chair" and state.observation(0).catch is None


def test_the_mover_may_leave_the_mouse_under_the_cat():
    """"peut placer": the mover may also leave the mouse where it is (``leave``). It
    stays under the cat: no cover, chair or other cat comes onto it, and it may run away
    later."""
    state = moving(kitchen(mice={"m4": "d3"}, cats={"k1": "e3"}), 1)
    state.apply("move k1 d3")
    events = state.apply("leave")
    assert events == [MouseLeft(0, "m4", "d3")]
    assert state.mloc[4] == SQ_INDEX["d3"] and state.cat_loc[1] == SQ_INDEX["d3"]
    assert state.phase == "chair"
    assert not [a for a in state.legal_actions() if isinstance(a, ChairTo) and a.to == "d3"]
    state.apply("end")
    state.phase, state.placed = "move", 5          # the next player moves that mouse away
    numbered(state, 5, 1)
    assert ends(state, "m4") == {"e3", "d2", "d4"}
    assert "d3" not in ends(state, "k0") | ends(state, "k2") | ends(state, "k3")
    illegal(state, "catch", "there is none now")


def test_cat_never_ends_on_a_cover_a_tipped_chair_a_hideout_nor_catches_a_safe_mouse():
    state = moving(kitchen(mice={"m4": "e4", "m5": "d3"}, covers={"c0": "e4"},
                           chairs={"h2": ("f3", "up", "down"), "h3": ("d3", "up", None)},
                           cats={"k1": "e3"}), 1)
    got = ends(state, "k1")
    assert "e4" not in got and "f3" not in got      # cover, tipped chair
    assert "d3" in got                              # sits on the chair, the mouse safe below
    state.apply("move k1 d3")
    assert state.mloc[5] == SQ_INDEX["d3"]
    assert state.observation(None).cats[1].at == "h3"
    state = moving(kitchen(cats={"k1": "c1"}), 1)
    assert ends(state, "k1") == {"d1", "c2"}        # not into the hideout


# ------------------------------------------------------------------- chairs
def at_chair(state: ChaosState) -> ChaosState:
    state.phase = "chair"
    state._fresh()
    return state


def test_chair_with_a_cat_cannot_move():
    state = at_chair(kitchen())
    assert not [a for a in state.legal_actions() if isinstance(a, (ChairTo, Tip))]
    illegal(state, "chair h0 e3", "cat")


def test_chair_moves_to_a_free_square_or_onto_a_mouse_alone():
    state = at_chair(kitchen(mice={"m4": "d4", "m5": "d6"}, covers={"c0": "d6", "c1": "d7"},
                             cats={"k0": "j6"}))
    targets = {a.to for a in state.legal_actions() if isinstance(a, ChairTo) and a.chair == "h0"}
    assert "d4" in targets and "d5" in targets
    assert not {"d6", "d7", "j6", "c10", "f6", "a12", "c3"} & targets
    state.apply("chair h0 d4")
    assert [str(a) for a in state.legal_actions()] == ["end"]
    assert state.chair_at[SQ_INDEX["d4"]] == 0


def test_tip_rules():
    state = at_chair(kitchen(mice={"m4": "c11"}, covers={"c0": "d10"}, cats={"k0": "j6"}))
    tips = {a.direction for a in state.legal_actions() if isinstance(a, Tip) and a.chair == "h0"}
    assert tips == {"up", "left", "right"}          # down: a mouse there
    state.apply("tip h0 right")
    assert state.chair_tip[0] == DIR_INDEX["right"] and state.chair_at[SQ_INDEX["d10"]] == 0
    assert [str(a) for a in state.legal_actions()] == ["end"]
    state = at_chair(kitchen(mice={"m4": "c10"}, cats={"k0": "j6"}))
    assert not [a for a in state.legal_actions() if isinstance(a, Tip) and a.chair == "h0"]
    state = at_chair(kitchen(cats={"k0": "j6"}, chairs={"h0": ("c11", "down", None),
                                                        "h1": ("c12", "down", None)}))
    tips = {a.direction for a in state.legal_actions() if isinstance(a, Tip) and a.chair == "h0"}
    assert tips == {"up", "right"}                  # left: the hideout; down: a chair
    illegal(state, "tip h0 left", "floor")


def test_a_tipped_chair_is_stood_up_by_a_move():
    state = at_chair(kitchen(cats={"k0": "j6"}, chairs={"h0": ("c10", "down", "right")}))
    assert ChairTo("h0", "d10") in state.legal_actions()
    state.apply("chair h0 e4")
    assert state.chair_tip[0] == -1 and state.chair_at[SQ_INDEX["d10"]] == -1


# ------------------------------------------------------------------- claims
FOUR = {"m0": "H0", "m4": "H0", "m5": "H0", "m6": "H0"}


def test_claim_right_wins():
    state = kitchen(mice=FOUR, colours={m: RED for m in ("m0", "m4", "m5", "m6")},
                    cards=[RED, BLUE, YELLOW, GREEN])
    assert "claim" in [str(a) for a in state.legal_actions()]
    events = state.apply("claim")
    assert isinstance(events[0], ClaimStarted) and events[0].colours == (RED,)
    assert isinstance(events[-1], ClaimWon)
    assert state.winners() == [0] and state.current_player() == TERMINAL
    assert state.observation(None).mice[0].colour == RED


def test_no_claim_with_three_mice():
    state = kitchen(mice={"m0": "H0", "m4": "H0", "m5": "H0"})
    assert "claim" not in [str(a) for a in state.legal_actions()]
    illegal(state, "claim", "four mice")


def test_claim_wrong_mouse_goes_home_and_the_receiver_is_asked():
    colours = {"m0": RED, "m4": RED, "m5": BLUE, "m6": RED, "m1": BLUE, "m7": BLUE, "m8": BLUE}
    state = kitchen(mice={**FOUR, "m1": "H1", "m7": "H1", "m8": "H1"}, colours=colours,
                    cards=[RED, BLUE, YELLOW, GREEN])
    events = state.apply("claim")
    returned = [e for e in events if isinstance(e, MouseReturned)]
    assert returned == [MouseReturned("m5", BLUE, "H1", 1)]
    assert state.hideout[0] == [0, 4, 6] and state.hideout[1] == [1, 7, 8, 5]
    assert state.current_player() == 1 and state.answering() and state.turn_owner() == 0
    assert set(map(str, state.legal_actions())) == {"claim", "pass"}
    obs = state.observation(2)
    assert obs.cards == {"0": (RED,), "1": (BLUE,), "2": (YELLOW,)}
    state.apply(Pass())
    assert state.current_player() == 0 and state.phase == "cover"
    assert "claim" not in [str(a) for a in state.legal_actions()]      # once a turn


def test_claim_at_the_end_of_the_turn_passes_the_turn_on():
    colours = {"m0": RED, "m4": RED, "m5": BLUE, "m6": RED}
    state = at_chair(kitchen(mice=FOUR, colours=colours, cards=[RED, BLUE, YELLOW, GREEN]))
    state.apply("claim")
    assert state.phase == "cover" and state.turn == 1


# 2 players: seat 0 holds H0 (red) and H3 (green); red: m0 (large), m5, m6, m7; green:
# m3 (large), m9, m10, m11; seat 1's colours are blue and yellow (rules.py, Decisions)
RED_MICE = {"m0": RED, "m5": RED, "m6": RED, "m7": RED}
GREEN_MICE = {"m3": GREEN, "m9": GREEN, "m10": GREEN, "m11": GREEN}


def test_two_players_claim_with_eight_mice_in_the_two_hideouts():
    seven = {"m0": "H0", "m5": "H0", "m6": "H0", "m7": "H0", "m3": "H3", "m9": "H3", "m10": "H3"}
    state = kitchen(2, mice=seven, colours={**RED_MICE, **GREEN_MICE},
                    cards=[RED, BLUE, YELLOW, GREEN])
    assert "claim" not in [str(a) for a in state.legal_actions()]      # seven: not yet
    illegal(state, "claim", "four mice")
    # eight, shared five and three: allowed (four in each would lock the game, below)
    state = kitchen(2, mice={**seven, "m10": "H0", "m11": "H3"},
                    colours={**RED_MICE, **GREEN_MICE}, cards=[RED, BLUE, YELLOW, GREEN])
    assert [len(state.hideout[0]), len(state.hideout[3])] == [5, 3]
    assert "claim" in [str(a) for a in state.legal_actions()]


def test_two_players_an_own_mouse_goes_over_to_the_other_hideout_and_turning_goes_on():
    # a green mouse in H0 (turned first) goes over to H3; all the others are right: a win
    h0 = {"m0": "H0", "m9": "H0", "m5": "H0", "m6": "H0", "m7": "H0"}
    h3 = {"m3": "H3", "m10": "H3", "m11": "H3"}
    state = kitchen(2, mice={**h0, **h3}, colours={**RED_MICE, **GREEN_MICE},
                    cards=[RED, BLUE, YELLOW, GREEN])
    events = state.apply("claim")
    assert events[0] == ClaimStarted(0, (RED, GREEN), ("H0", "H3"))
    assert MouseReturned("m9", GREEN, "H3", 0) in events
    turned = [e.mouse for e in events if isinstance(e, MouseTurned)]
    assert sorted(turned) == sorted([*h0, *h3]) and len(turned) == 8      # m9 turned once
    assert isinstance(events[-1], ClaimWon) and state.winners() == [0]
    assert sorted(state.hideout[0]) == [0, 5, 6, 7] and sorted(state.hideout[3]) == [3, 9, 10, 11]


def test_two_players_the_game_a_first_reading_would_lock_is_won():
    # H0 holds three reds, the fourth red sits in H3: with "four in each" H0 could never
    # be completed (nothing but a claim takes a mouse out of a hideout)
    mice = {"m0": "H0", "m5": "H0", "m6": "H0",
            "m3": "H3", "m7": "H3", "m9": "H3", "m10": "H3", "m11": "H3"}
    state = kitchen(2, mice=mice, colours={**RED_MICE, **GREEN_MICE},
                    cards=[RED, BLUE, YELLOW, GREEN])
    events = state.apply("claim")
    assert MouseReturned("m7", RED, "H0", 0) in events
    assert isinstance(events[-1], ClaimWon) and state.winners() == [0]


def test_two_players_an_opponents_mouse_stops_the_claim():
    colours = {**RED_MICE, **GREEN_MICE, "m4": BLUE}
    mice = {"m0": "H0", "m5": "H0", "m6": "H0", "m9": "H0", "m7": "H0",
            "m4": "H3", "m3": "H3", "m10": "H3"}
    state = kitchen(2, mice=mice, colours=colours, cards=[RED, BLUE, YELLOW, GREEN])
    events = state.apply("claim")
    assert MouseReturned("m9", GREEN, "H3", 0) in events           # over, then on
    assert state.claims[-1]["returned"] == ["m4", BLUE, "H1", 1]
    assert state.claims[-1]["across"] == [["m9", GREEN, "H3"]]
    assert not [e for e in events if isinstance(e, ClaimWon)] and not state.is_terminal()
    assert 4 in state.hideout[1] and sorted(state.hideout[3]) == [3, 9, 10]
    assert state.phase == "cover" and state.turn == 0               # the turn goes on


def test_three_players_fourth_colour_goes_to_the_free_hideout_and_wins_for_nobody():
    colours = {"m0": RED, "m4": GREEN, "m5": RED, "m6": RED,
               "m3": GREEN, "m9": GREEN, "m10": GREEN}
    state = kitchen(3, mice={**FOUR, "m3": "H3", "m9": "H3", "m10": "H3"}, colours=colours,
                    cards=[RED, BLUE, YELLOW, GREEN])
    events = state.apply("claim")
    assert MouseReturned("m4", GREEN, "H3", -1) in events
    assert isinstance(events[-1], FreeHideoutWon)
    assert state.is_terminal() and state.winners() == [] and state.observation(None).draw


def test_three_players_a_claim_puts_a_fourth_colour_mouse_in_the_free_hideout():
    """Seed 003: "si des souris de cette couleur sont découvertes dans les cachettes, les
    joueurs les placent dans la cachette restante": the claim stops there, as at a
    player's colour, and the game goes on while the free hideout is not complete; its
    other mice stay unseen."""
    colours = {"m0": RED, "m4": GREEN, "m5": RED, "m6": RED, "m3": GREEN, "m9": BLUE}
    state = kitchen(3, mice={**FOUR, "m3": "H3", "m9": "H3"}, colours=colours,
                    cards=[RED, BLUE, YELLOW, GREEN])
    events = state.apply("claim")
    assert MouseReturned("m4", GREEN, "H3", -1) in events
    assert not [e for e in events if isinstance(e, (FreeHideoutWon, ClaimWon))]
    assert sorted(state.hideout[3]) == [3, 4, 9] and not state.is_terminal()
    assert 9 not in state.public_mice and 3 not in state.public_mice
    assert state.phase == "cover" and state.turn == 0 and state.ask == []


def test_the_fourth_colour_wins_when_its_four_mice_reach_the_free_hideout():
    """Seed 003, 3 players: "il se peut aussi que la quatrième couleur gagne": the four
    mice of the colour nobody plays in the free hideout end the game, nobody wins; they
    are turned over for all to see."""
    colours = {"m3": GREEN, "m9": GREEN, "m10": GREEN, "m11": GREEN, "m12": RED}
    state = moving(kitchen(3, mice={"m3": "H3", "m9": "H3", "m12": "H3", "m10": "H3",
                                    "m11": "j12"},
                           colours=colours, cards=[RED, BLUE, YELLOW, GREEN]), 1)
    assert state.is_reveal(Move("m11", "H3"))
    events = state.apply("move m11 H3")
    assert isinstance(events[-1], FreeHideoutWon) and state.winners() == []
    assert {e.mouse for e in events if isinstance(e, MouseTurned)} == {"m3", "m9", "m10", "m11"}
    assert state.is_terminal() and 12 not in state.public_mice, "the red mouse stays unseen"


def test_the_free_hideout_never_turns_itself_over():
    """Nobody plays the fourth colour, so nobody claims the free hideout: four mice or
    more in it, not all four of its colour, show nothing and send nothing anywhere (the
    book moves mice only when a claim "discovers" them)."""
    colours = {"m3": GREEN, "m9": GREEN, "m10": RED, "m11": BLUE, "m12": GREEN}
    state = moving(kitchen(3, mice={"m3": "H3", "m9": "H3", "m10": "H3", "m11": "j12",
                                    "m12": "e5"},
                           colours=colours, cards=[RED, BLUE, YELLOW, GREEN]), 1)
    assert not state.is_reveal(Move("m11", "H3"))
    events = state.apply("move m11 H3")
    assert [type(e) for e in events] == [MouseMoved]
    assert sorted(state.hideout[3]) == [3, 9, 10, 11] and not state.public_mice
    assert state.phase == "chair" and not state.claims
    assert not [c for c in state.observation(1).hideouts["H3"].mice
                if state.observation(1).mice[int(c[1:])].colour]


def test_turn_limit_is_a_declared_draw():
    state = at_chair(kitchen())
    state.turns = TURN_LIMIT - 1
    events = state.apply("end")
    assert isinstance(events[-1], Draw) and state.is_terminal() and state.winners() == []
    assert state.observation(0).draw


# ------------------------------------------------------------------- notation
def test_notation_round_trip():
    for text in ("lift c3", "put c3 e7", "move m7 e5", "move m7 H2", "move m7 table",
                 "move m7 h2", "move k1 e5", "chair h2 e5", "tip h2 left", "end", "claim", "pass"):
        assert str(parse_action(text)) == text
    assert parse_action("move m7 H2") != parse_action("move m7 h2")
    state = ChaosState(4, 5)
    for _ in range(40):
        for action in state.legal_actions():
            assert state.parse_action(str(action)) == action
        state.apply(state.legal_actions()[0])


@pytest.mark.parametrize("text", ["", "lift", "lift x3", "put c3", "move m7 q99", "move x1 e5",
                                  "tip h2 sideways", "chair h2 z99", "claim now"])
def test_bad_notation(text):
    with pytest.raises(ValueError):
        parse_action(text)


def test_unknown_pieces_are_refused():
    state = moving(kitchen(), 1)
    illegal(state, "move m99 e5", "no mouse")
    illegal(state, "chair h2 e5", "phase 3")


def test_place_names():
    assert place_name(SQ_INDEX["e7"]) == "e7" and place_name(HIDE + 2) == "H2"
    assert place_name(UNDER) == "table"
