"""Every frame private (issue 16): no frame drawn while the laptop belongs to one person
shows another's secret.

Real games of Gouda! Gouda! (powers on: two people and a computer) and of Chaos de
souris et de fromage (two people, memory aid on and off) are played on the real table
(the dummy video driver, a fixed frame time, nothing from the wall clock) by people who
claim in answer windows, play markers, peek, pause (during animations too), say "not
me" and take the laptop through hand-overs. Every frame is kept (a checksum of what is
on the screen) with whose it is: the viewer's while the table wants that very person
looking (the driver's ``wanted_viewer``), nobody's otherwise (behind the pass screen or
a menu, and from the moment the person has made the decision they looked for: what it
causes, a marker announced, is shown to everybody).

Then each game is played again with the same decisions from a *twin* deal, one per
person: what that person never learns in the game is dealt again (the other person's
markers; the colours of the mice and of the cards and the numbers of the covers they
never see), so that everything that person sees, move after move, is the same (their
observation and the events shown to them, checked at every action). Every frame of the
first game that was that person's or nobody's must be the very same picture in the twin
game. The games are compared *step* by step (a step: frames showing the same actions,
screen, viewer and animation): a step drawn for the other person may last longer in one
game (their cover walking its 4 squares instead of 2 in their own view), the others
must last as long (a secret must not show in the table's pace either).

The people's decisions are taken by a seeded chooser in the first game (from what they
may do, and, to claim or to lift a cover, from what they hold: it is a test's chooser),
and replayed in the twin games at the same moments (step, frames into it). A failure
names the frame, whose it was, where the pixels differ, and saves both pictures.
"""

from __future__ import annotations

import os
import random
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest
from apps import close, new_app

from game.core import registry
from game.core.protocol import GameState, IllegalAction, Pass, visible_events
from game.core.seats import Seat
from game.scenes.passdevice import PassDeviceScene
from game.scenes.pause import PauseScene
from game.session import Session

#: One frame of the table's time (fixed: nothing here reads a clock).
DT = 1 / 30
SIZE = (800, 600)
NAMES = {"human": ["Ana", "Ben"], "cpu": ["Robo"]}
COLOURS = ["orange", "sky", "green"]

Op = tuple


def seats(kinds: tuple[str, ...]) -> list[Seat]:
    out, used = [], {"human": 0, "cpu": 0}
    for i, kind in enumerate(kinds):
        name = NAMES[kind][used[kind]]
        used[kind] += 1
        out.append(Seat(name, COLOURS[i], kind, "normal", i + 1))
    return out


# ------------------------------------------------------------------ one game played
@dataclass
class Frame:
    digest: int
    viewer: int | None
    #: what must be the same in a twin game for the comparison to mean anything: the
    #: actions shown, the screen on top, the viewer and the table's animation step
    shown: tuple
    obs: int


@dataclass
class Recording:
    frames: list[Frame] = field(default_factory=list)
    #: what the people did, by the moment they did it: (step, frames into it), a *step*
    #: being a run of frames showing the same thing (:attr:`Frame.shown`)
    ops: dict[tuple[int, int], list[Op]] = field(default_factory=dict)
    #: the steps: (first frame, how many frames)
    steps: list[tuple[int, int]] = field(default_factory=list)
    end: GameState | None = None
    picture: bytes = b""


class People:
    """The people at the table: each frame, what they do (a list of ops), decided by a
    seeded chooser (the first game) or replayed (the twins)."""

    def __init__(self, seed: int, script: dict[tuple[int, int], list[Op]] | None = None):
        self.rng = random.Random(seed)
        self.script = script
        self.wait = 0

    def decide(self, moment: tuple[int, int], scene, app) -> list[Op]:
        if self.script is not None:
            return self.script.get(moment, [])
        return self.choose(scene, app, moment[1])

    def patient(self, frames: int) -> bool:
        """True once the person has looked for ``frames`` frames (then the count starts again)."""
        self.wait += 1
        if self.wait < frames:
            return False
        self.wait = 0
        return True

    def choose(self, scene, app, into: int) -> list[Op]:
        """What the people do now, ``into`` frames into the step shown."""
        top = app.scenes.top
        rng = self.rng
        if isinstance(top, PassDeviceScene):
            if not self.patient(4):
                return []
            return [("not_me",)] if rng.random() < 0.1 else [("ready",)]
        if isinstance(top, PauseScene):
            return [("resume",)] if self.patient(6) else []
        if top is not scene:
            return []
        if scene.driver.viewer is not None and into <= 2 and rng.random() < 0.1:
            # at any moment, animations too (early in a step: a step drawn for one
            # person may be shorter in the twin game, with that person's other secrets)
            return [("pause",)]
        if scene.busy():
            return []
        if scene.controls.prompt.shown():
            return [("ask_again",)] if self.patient(6) else []
        return self.table(scene, app)

    def table(self, scene, app) -> list[Op]:
        raise NotImplementedError


def person(scene):
    """The part of ``scene`` that plays a person's clicks and keys: the game's input
    object (``scene.input``)."""
    return scene.input


def perform(scene, app, op: Op) -> None:
    """Do what a person's click or key does."""
    kind = op[0]
    top = app.scenes.top
    if kind == "ready":
        assert isinstance(top, PassDeviceScene)
        top.ready()
    elif kind == "not_me":
        assert isinstance(top, PassDeviceScene)
        top.back()
    elif kind == "resume":
        assert isinstance(top, PauseScene)
        top.resume_game()
    elif kind == "pause":
        scene.open_pause()
    elif kind == "ask_again":
        scene.driver.ask_again()
    elif kind == "claim":
        assert scene.driver.claim(op[1]), op
    elif kind == "go_on":
        scene.driver.go_on()
    elif kind == "do":
        before = len(scene.session.state.history)
        person(scene).do(op[1])
        assert len(scene.session.state.history) == before + 1, f"refused: {op}"
    else:
        getattr(person(scene), kind)(*op[1:])


def digest(surface: pygame.Surface) -> int:
    """The pixels' checksum (a leak missed by a collision is one chance in four billion)."""
    return zlib.crc32(surface.get_view("0"))


def play(state: GameState, kinds: tuple[str, ...], frames: int, people: People,
         stop_at: int | None = None, steps: int | None = None) -> Recording:
    """Play ``frames`` frames of the table from ``state`` (the people decide before each
    frame), or until ``steps`` steps are over, and keep every frame drawn; with
    ``stop_at``, stop there and keep its pixels."""
    app = new_app(SIZE)
    flips = [0]
    flip = pygame.display.flip

    def counted() -> None:
        flips[0] += 1
        flip()
    pygame.display.flip = counted
    try:
        app.settings.answer_seconds = 3
        session = Session(state.clone(), seats(kinds))
        scene = app.start_game(session)
        driver = scene.driver
        out = Recording()
        seen: dict[tuple, int] = {}
        drawn, picture = -1, 0
        for f in range(frames):
            step = len(out.steps) - 1
            moment = (step, f - out.steps[step][0]) if out.steps else (-1, 0)
            ops = people.decide(moment, scene, app)
            if ops:
                out.ops[moment] = ops
                for op in ops:
                    perform(scene, app, op)
            app.frame(DT)
            top = app.scenes.top
            if stop_at == f:
                out.picture = pygame.image.tobytes(app.screen, "RGB")
                break
            # the laptop is the viewer's only while they are the one who should be
            # looking: once their private decision is made, the table is everybody's
            viewer = driver.viewer if driver.viewer == driver.wanted_viewer() else None
            shown = driver.state
            key = (len(shown.history), viewer)
            if key not in seen:
                seen.clear()
                seen[key] = hash(repr(shown.observation(viewer)))
            cue = driver.cues[0].name if driver.cues else ""
            if flips[0] != drawn:               # drawn again: else the last picture stays
                drawn, picture = flips[0], digest(app.screen)
            frame = Frame(picture, viewer, (len(shown.history), type(top).__name__, viewer, cue,
                                            driver.handing_over, driver.wait_kind), seen[key])
            if not out.frames or out.frames[-1].shown != frame.shown:
                out.steps.append((f, 0))
            out.steps[-1] = (out.steps[-1][0], out.steps[-1][1] + 1)
            out.frames.append(frame)
            if steps is not None and len(out.steps) > steps:
                out.steps.pop()
                out.frames.pop()
                break
            if top is not scene and not isinstance(top, (PassDeviceScene, PauseScene)):
                break                               # the results: the game is over
        out.end = session.state.clone()
        return out
    finally:
        pygame.display.flip = flip
        close(app)


# ------------------------------------------------------------------------- twins
def same_for(viewer: int, start: GameState, twin: GameState, actions: list) -> bool:
    """Whether ``twin`` plays ``actions`` as ``start`` does with ``viewer`` seeing the very
    same thing after each of them (and something else differs)."""
    a, b = start.clone(), twin.clone()
    if a.observation(viewer) != b.observation(viewer):
        return False
    for action in actions:
        try:
            mine, theirs = a.apply(action), b.apply(action)
        except IllegalAction:
            return False
        if any(visible_events(mine, who) != visible_events(theirs, who) for who in (viewer, None)):
            return False
        if a.observation(viewer) != b.observation(viewer) or (
                a.observation(None) != b.observation(None)):
            return False
    return True


Redeal = Callable[[GameState, GameState, int, random.Random], tuple[GameState, int] | None]


def twin_start(viewer: int, start: GameState, end: GameState, redeal: Redeal,
               tries: int = 60) -> GameState:
    """Of ``tries`` deals of what ``viewer`` never learns, the one that changes the most
    (``redeal`` scores it) and plays the game the same for ``viewer``."""
    actions = end.history[len(start.history):]
    best: tuple[int, GameState] | None = None
    for k in range(tries):
        dealt = redeal(start, end, viewer, random.Random(k))
        if dealt is None or (best is not None and dealt[1] <= best[0]):
            continue
        if same_for(viewer, start, dealt[0], actions):
            best = (dealt[1], dealt[0])
    assert best is not None, f"no twin game for seat {viewer}"
    return best[1]


# ---------------------------------------------------------------------- comparing
def bounding_box(a: bytes, b: bytes, size: tuple[int, int]) -> tuple[int, int, int, int]:
    w, h = size
    row = 3 * w
    xs, ys = [], []
    for y in range(h):
        ra, rb = a[y * row:(y + 1) * row], b[y * row:(y + 1) * row]
        if ra != rb:
            ys.append(y)
            xs += [x for x in range(w) if ra[3 * x:3 * x + 3] != rb[3 * x:3 * x + 3]][::max(1, w // 64)]
    return (min(xs), min(ys), max(xs), max(ys)) if xs else (0, 0, 0, 0)


def check_twin(first: Recording, twin: Recording, viewer: int, replay, tmp_path) -> int:
    """Every frame drawn for ``viewer`` or for nobody is the same in the twin game;
    returns how many frames were compared. The games go step by step alike; a step
    shown to another seat may last longer in one of them (a walk of 4 squares in that
    seat's own view is longer than one of 2): its frames are not compared."""
    compared = 0
    assert len(first.steps) == len(twin.steps), "the twin game went another way"
    for k, ((fa, na), (fb, nb)) in enumerate(zip(first.steps, twin.steps)):
        if k == len(first.steps) - 1:
            nb = na = min(na, nb)              # the first game stopped in its last step
        a, b = first.frames[fa], twin.frames[fb]
        assert a.shown == b.shown, (
            f"frame {fa}: the twin game (seat {viewer}'s secrets kept, the others' changed) "
            f"went another way: {a.shown} / {b.shown}; a secret shows in the table's pace")
        if a.viewer not in (viewer, None):
            continue
        assert na == nb, (f"frame {fa}: {a.shown} lasts {na} frames, {nb} in the twin game: "
                          f"a secret shows in the table's pace")
        assert a.obs == b.obs, f"frame {fa}: the twin game is not the same for its viewer"
        for i in range(na):
            compared += 1
            if first.frames[fa + i].digest == twin.frames[fb + i].digest:
                continue
            f = fa + i
            mine, theirs = replay(f, fb + i)
            box = bounding_box(mine, theirs, SIZE)
            for name, data in (("first", mine), ("twin", theirs)):
                pygame.image.save(pygame.image.frombytes(data, SIZE, "RGB"),
                                  str(tmp_path / f"frame{f}-{name}.png"))
            who = "nobody in particular" if a.viewer is None else f"seat {a.viewer}"
            raise AssertionError(
                f"frame {f}, drawn for {who} ({a.shown}), shows what another seat may "
                f"not show: the pixels in {box} differ from the twin game's "
                f"(pictures in {tmp_path})")
    return compared


def check_every_frame(game_id: str, kinds: tuple[str, ...], options: dict[str, Any],
                      seed: int, frames: int, people: Callable[..., People], redeal,
                      tmp_path) -> Recording:
    start = registry.new_game(game_id, len(kinds), seed, options)
    first = play(start, kinds, frames, people(seed))
    assert first.end is not None
    persons = [s for s, kind in enumerate(kinds) if kind == "human"]
    for viewer in persons:
        twin = twin_start(viewer, start, first.end, redeal)
        second = play(twin, kinds, 2 * len(first.frames), people(seed, first.ops),
                      steps=len(first.steps))

        def replay(f: int, g: int, twin: GameState = twin) -> tuple[bytes, bytes]:
            return (play(start, kinds, f + 1, people(seed, first.ops), stop_at=f).picture,
                    play(twin, kinds, g + 1, people(seed, first.ops), stop_at=g).picture)
        compared = check_twin(first, second, viewer, replay, tmp_path)
        assert compared > len(first.frames) // 3
    return first


# ------------------------------------------------------------------------- Gouda
class GoudaPeople(People):
    def table(self, scene, app) -> list[Op]:
        from game.games.gouda.actions import Marker
        from game.games.gouda.view import targeting
        rng = self.rng
        driver = scene.driver
        state = scene.session.state
        window = driver.window
        if window is not None and window.running and scene.answer_bar_shown():
            # a person keeps one marker or more to the end: a secret all game long
            holders = [s for s in window.holders if sum(state.hands[s]) > 1 and s not in window.looks]
            if holders and rng.random() < 0.12:
                return [("claim", rng.choice(holders))]
            if rng.random() < 0.01:
                return [("go_on",)]
            return []
        if not scene.can_act() or scene.input_guarded():
            return []
        if not self.patient(3):
            return []
        keys = [key for key, *_ in scene.model.buttons]
        if scene.model.auto_at is not None:            # the table plays alone: a look meanwhile
            return [("press_button", "peek")] if "peek" in keys and rng.random() < 0.3 else []
        legal = scene.legal_actions()
        if driver.viewer is not None and rng.random() < 0.08:
            return [("pause",)]
        if scene.model.hand_open:
            kinds = sorted(targeting.playable(legal))
            if kinds and rng.random() < 0.85:
                return [("choose_marker", rng.choice(kinds))]
            return [("close_hand",)]
        if scene.model.target is not None:
            fitting = [a for a in legal if isinstance(a, Marker) and a.KIND == scene.model.target.kind]
            return [("finish_marker", rng.choice(fitting))]
        if "hide" in keys and rng.random() < 0.5:
            return [("press_button", "hide")]
        if "peek" in keys and rng.random() < 0.6:
            return [("press_button", "peek")]
        plain = [a for a in legal if not isinstance(a, (Marker, Pass))]
        return [("do", rng.choice(plain))] if plain else []


def gouda_redeal(start, end, viewer: int, rng: random.Random):
    """The other person's markers dealt again from those ``viewer`` never sees (the
    markers they play kept: everybody sees them), the computer's kept (it plays from
    them)."""
    from game.games.gouda import powers
    from game.games.gouda.actions import KINDS
    others = [s for s in range(start.num_players) if s != viewer and s in PEOPLE_GOUDA]
    twin = start.clone()
    unseen = end.unseen_markers(viewer)
    for s in range(start.num_players):
        if s != viewer and s not in others:
            for k, many in enumerate(end.hands[s]):
                unseen[k] -= many
    pool = [k for k, many in enumerate(unseen) for _ in range(max(0, many))]
    rng.shuffle(pool)
    score = 0
    for s in others:
        held = sum(end.hands[s])
        hand = [0] * len(KINDS)
        for k in pool[:held]:
            hand[k] += 1
        pool = pool[held:]
        for seat, text in end.played:
            if seat == s:
                hand[powers.kind_of(text)] += 1
        score += sum(abs(a - b) for a, b in zip(hand, start.hands[s]))
        twin.hands[s] = hand
    twin._fresh()
    return (twin, score) if score else None


GOUDA_KINDS = ("human", "human", "cpu")
PEOPLE_GOUDA = (0, 1)


def test_every_gouda_frame_is_private(home, tmp_path):
    first = check_every_frame("gouda", GOUDA_KINDS, {"powers": 3}, 7, 1000, GoudaPeople,
                              gouda_redeal, tmp_path)
    done = {op[0] if op[0] != "press_button" else op[1] for ops in first.ops.values() for op in ops}
    assert {"claim", "finish_marker", "close_hand", "peek", "pause", "not_me"} <= done


# ------------------------------------------------------------------------- Chaos
class ChaosPeople(People):
    def table(self, scene, app) -> list[Op]:
        rng = self.rng
        driver = scene.driver
        window = driver.window
        if window is not None and window.running:
            if rng.random() < 0.1:
                return [("claim", rng.choice(window.holders))]
            return []
        if not scene.can_act() or scene.input_guarded():
            return []
        if not self.patient(4):
            return []
        if driver.viewer is not None and rng.random() < 0.05:
            return [("pause",)]
        legal = scene.legal_actions()
        words = {str(a): a for a in legal}
        if "claim" in words and rng.random() < 0.5:
            return [("do", words["claim"])]
        if "end" in words and rng.random() < 0.6:
            return [("do", words["end"])]
        plain = [a for a in legal if str(a) != "claim"]
        state = scene.session.state
        alike = [a for a in plain if plays_alike(state, a)]
        # each person lifts their own covers when they can (c0, c2, c4 for the first,
        # c1, c3, c5 for the second): the others' numbers stay secret all game long
        own = [a for a in alike if not hasattr(a, "cover") or hasattr(a, "to")
               or int(a.cover[1:]) % state.num_players == state.turn]
        return [("do", rng.choice(own or alike or plain))] if plain else []


#: The number a cover could say instead, the game going on the same way (a walk of 4
#: steps may end where one of 2 does): the twin games deal the numbers so.
PARTNER = {1: 3, 3: 1, 2: 4, 4: 2}


def plays_alike(state, action) -> bool:
    """Whether ``action`` would be as legal with the cover's number in use swapped for
    its :data:`PARTNER` (the people choose so, to leave the twin games room)."""
    from game.games.chaos import places as P
    from game.games.chaos.actions import Lift, Move, Put
    acts, flat = state.config.acts, state.config.flat
    if isinstance(action, Lift):
        c = acts.cover_index[action.cover]
        other = PARTNER.get(state.number[c])
        return other is None or bool(state.cover_ends(c, other))
    other = PARTNER.get(state.move_number())
    if other is None:
        return True
    if isinstance(action, Put):
        return flat.sq_index[action.to] in state.cover_ends(state.lifted, other)
    if isinstance(action, Move):
        if action.piece in acts.mouse_index:
            ends = state.mouse_ends(acts.mouse_index[action.piece], other)
        else:
            ends = state.cat_ends(acts.cat_index[action.piece], other)
        return P.place_index(action.to, flat) in ends
    return True


def chaos_redeal(start, end, viewer: int, rng: random.Random):
    """What ``viewer`` never sees dealt again (the colours of the mice and cards, the
    numbers of the covers): the others' secrets and nobody's."""
    drawn = end.determinize(viewer, rng)
    twin = start.clone()
    twin.colour, twin.hcolour = list(drawn.colour), list(drawn.hcolour)
    # the numbers of the covers ``viewer`` never lifts, shuffled odd among odd and
    # even among even (a walk of 4 steps ends where one of 2 may: the game goes on)
    unseen = [c for c in range(len(start.number)) if c not in end.seen_covers[viewer]]
    for parity in (0, 1):
        covers = [c for c in unseen if start.number[c] % 2 == parity and rng.random() < 0.7]
        numbers = [start.number[c] for c in covers]
        rng.shuffle(numbers)
        for c, k in zip(covers, numbers):
            twin.number[c] = k
    twin._fresh()
    score = (sum(a != b for a, b in zip(twin.colour, start.colour))
             + sum(a != b for a, b in zip(twin.hcolour, start.hcolour))
             + 4 * sum(a != b for a, b in zip(twin.number, start.number)))
    return (twin, score) if score else None


#: with the memory aid (what a seat remembers seen: the more private frames); without it too
#: in a soak (SOURIS_SOAK_GAMES)
@pytest.mark.parametrize("memory_aid", [True, False] if os.environ.get("SOURIS_SOAK_GAMES") else [True])
def test_every_chaos_frame_is_private(home, tmp_path, memory_aid):
    first = check_every_frame("chaos", ("human", "human"), {"memory_aid": memory_aid}, 11, 1200,
                              ChaosPeople, chaos_redeal, tmp_path)
    done = {op[0] for ops in first.ops.values() for op in ops}
    assert {"pause", "not_me", "ready"} <= done
    assert first.end is not None and first.end.turns >= 8


# ------------------------------------------- the next player's banner, their words
def before_the_end_of_a_turn(kinds: tuple[str, ...]) -> GameState:
    """A Chaos position (random moves) where seat 0 may end their turn."""
    from game.games.chaos.actions import End
    for seed in range(1, 50):
        state = registry.new_game("chaos", len(kinds), seed, {"memory_aid": True})
        rng = random.Random(seed)
        while not state.is_terminal() and len(state.history) < 40:
            legal = state.legal_actions()
            if state.turn == 0 and End() in legal and len(state.history) > 6:
                return state
            plain = [a for a in legal if a != End()] or legal
            state.apply(rng.choice(plain) if state.phase != "chair" else End())
    raise AssertionError("no such position")


@pytest.mark.parametrize("kinds", [("human", "human"), ("human", "cpu")])
def test_the_next_players_banner_never_shows_the_last_ones_hint(home, kinds):
    """Issue 16, 9: from the frame the turn passes, the status under the next player's
    banner is about them, not the last player's "you may move a chair, or end your turn"
    (nor, with two people, anything worded for the last person's eyes)."""
    from game.games.chaos.actions import End
    state = before_the_end_of_a_turn(kinds)
    app = new_app(SIZE)
    try:
        scene = app.start_game(Session(state.clone(), seats(kinds)))
        for _ in range(100):
            if isinstance(app.scenes.top, PassDeviceScene):
                app.scenes.top.ready()
            app.frame(DT)
            if scene.can_act() and not scene.input_guarded():
                break
        assert scene.can_act() and scene.viewer == 0
        hint = scene.banner.status
        scene.input.do(End())
        for _ in range(20):
            app.frame(DT)
            if app.scenes.top is not scene:
                break
            assert scene.model.turn_view == 1 and scene.banner.status != hint
            assert scene.seat_name(1) in scene.banner.status
    finally:
        close(app)
