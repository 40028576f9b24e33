"""Gouda! Gouda!'s power markers (RULES.md 2, "Powers"; seed 002, "Règles optionnelles" 1):
the deal and what a seat has not seen of the markers, what each seat may play in an
answer window, and what a marker does when it resolves (:func:`take_effect`, which the
computer players use too).

The window itself (who is asked, in which order) is :class:`~.rules.GoudaState`'s; a
marker played goes on the stack (``[seat, marker, status]``) and resolves, last played
first, when everybody asked has passed. This module does not import the rules: its
functions take what they read of the state (:class:`Window`, :class:`OpenRoll`).

Decisions (where RULES.md is silent):
- Reroll names one or more dice of the roll not cancelled; whoever plays it, the
  roller rolls exactly those dice again (a chance node for those dice);
- Extra turn: ``extra self`` gives its player a whole turn (they choose the place);
  ``extra p2 pot`` makes opponent p2 play a turn in ``pot``, which holds at least one of
  p2's mice when the marker is played (the turn owner is an opponent too, for another
  seat's marker). The turns wait until the current turn ends and are played then, in
  the order they resolved, before play passes on. A forced turn skips the choice of a
  place; if by then the place holds no mouse of p2's, p2 chooses the place;
- Transfer names a place other than the one the roll then applies to, holding at least
  as many mice as the place the roller chose ("l'emplacement initialement choisi": a
  roll already transferred is measured against its first place, not its new one;
  checked when played: no mouse moves during a window); the number of dice stays the
  same. On resolution the roll moves there (two Transfers: the last to
  resolve wins);
- Improve / Worsen name one or more dice that can go that way (not cancelled; red or
  yellow / green or yellow); on resolution each named die that still can goes one step
  (a die rerolled meanwhile keeps its new colour if it cannot);
- Cancel: ``cancel roll`` (the roller rolls all the roll's dice again, in the place
  the roll applies to by then), ``cancel dice 1,2`` (those dice are ignored: no result,
  no marker can name them any more), ``cancel marker 2`` (the marker at stack position
  2, not yet resolved, a Cancel included: it will be spent without effect);
- when the roll is cancelled, the markers still on the stack that answered it lose
  their object and are spent (Reroll, Transfer, Improve, Worsen, Cancel of dice or of
  the roll); an Extra turn has no object in the roll and stays, and so does a Cancel
  aimed at a marker that stays;
- a marker whose named dice can no longer change (all cancelled, or no longer of a
  colour that can move that way), or a Transfer to the place the roll already applies
  to, is spent without effect;
- dice of one colour that the markers on the stack name alike are interchangeable:
  the legal list names the lowest-numbered of them (:func:`canonical` maps any others).
"""

from __future__ import annotations

import functools
import itertools
import random
from typing import Any, Protocol

from ...core.protocol import Action, Event, Pass
from .actions import (
    CANCELLED,
    DICE_MARKERS,
    DOWN_STEP,
    KIND_INDEX,
    KINDS,
    LIVE,
    SPENT,
    UP_STEP,
    CancelDice,
    CancelMarker,
    CancelRoll,
    DiceCancelled,
    DiceChanged,
    Extra,
    ExtraTurnQueued,
    Hand,
    Improve,
    Marker,
    MarkerCancelled,
    MarkerPlayed,
    MarkerResolved,
    MarkerSpent,
    Reroll,
    RollCancelled,
    RollTransferred,
    Transfer,
    Worsen,
)
from .conf import FULL_SET, GoudaConfig


class OpenRoll(Protocol):
    """What a marker changes when it resolves (:func:`take_effect`): the roll's dice
    (colour letters), which are not cancelled (``live``), the place it applies to, and
    the stack of markers played (``[seat, marker, status]``, the one resolving taken
    off). The state is one; the computer's view of a roll it thinks over is another."""

    dice: list[str]
    live: list[bool]
    place: int
    stack: list[list[Any]]


class Window(OpenRoll, Protocol):
    """What the window's functions read and change of the state (:class:`~.rules.
    GoudaState` is one; this module does not import it, the rules import this module):
    the mice on each place by seat and their count (``count``), each seat's markers by
    kind (``hands``), the place first chosen for the roll, the dice given (``used``),
    the seats still to ask (``ask``), every marker played, the Extra turns waiting, the
    dice rolling and why, the phase; ``window_cache``, what the markers can do in
    this window position (None: to work out; the state forgets it after every move);
    and the config the game is played by (its shelf, and the markers made once)."""

    num_players: int
    mice: list[list[int]]
    count: list[int]
    hands: list[list[int]]
    chosen: int
    used: list[bool]
    ask: list[int]
    played: list[tuple[int, str]]
    extra: list[tuple[int, int]]
    rolling: tuple[int, ...]
    why: str
    phase: str
    window_cache: dict[str, Any] | None
    config: GoudaConfig


_PASS = Pass()
_EXTRA_SELF = Extra()
_CANCEL_ROLL = CancelRoll()


def kind_of(text: str) -> int:
    """The kind (index in KINDS) of a marker written ``text``."""
    return KIND_INDEX[text.split(" ", 1)[0]]


# ----------------------------------------------------------------- the markers dealt
def deal(option: int | str, players: int, rng: random.Random,
         markers: tuple[int, ...]) -> list[list[int]]:
    """Each seat's markers by kind at the start ("Règles optionnelles" 1): with
    ``powers: set`` one of each kind; with a number, the box's markers (``markers``, by
    kind) shuffled face down and that many drawn by each seat from seat 0, the rest out
    of the game."""
    if option == FULL_SET:
        return [[1] * len(KINDS) for _ in range(players)]
    hands = [[0] * len(KINDS) for _ in range(players)]
    if option:
        many = int(option)
        pool = [k for k, count in enumerate(markers) for _ in range(count)]
        rng.shuffle(pool)
        for seat in range(players):
            for k in pool[seat * many:(seat + 1) * many]:
                hands[seat][k] += 1
    return hands


def unseen(hand: list[int], played: list[tuple[int, str]], markers: tuple[int, ...]) -> list[int]:
    """How many markers of each kind a seat holding ``hand`` has not seen: the box's
    (``markers``), less its hand, less every marker ``played`` (all public)."""
    out = list(markers)
    for k in range(len(KINDS)):
        out[k] -= hand[k]
    for _, text in played:
        out[kind_of(text)] -= 1
    return out


def redeal(hands: list[list[int]], player: int, unseen_kinds: list[int],
           rng: random.Random) -> list[list[int]]:
    """``hands`` with every seat's but ``player``'s dealt again at random from the
    markers ``player`` has not seen (``unseen_kinds``), each seat keeping its count."""
    pool = [k for k, many in enumerate(unseen_kinds) for _ in range(max(0, many))]
    rng.shuffle(pool)
    out = [list(h) for h in hands]
    at = 0
    for seat in range(len(hands)):
        if seat == player:
            continue
        size = sum(hands[seat])
        hand = [0] * len(KINDS)
        for k in pool[at:at + size]:
            hand[k] += 1
        at += size
        out[seat] = hand
    return out


# --------------------------------------------------------------------- what is legal
def die_groups(state: Window) -> list[tuple[str, list[int]]]:
    """The dice not cancelled, in groups of interchangeable dice: same colour, named by
    the same live markers of the stack. Each group's dice in number order; ``(colour,
    dice)`` pairs in the order of their first die."""
    dice, live = state.dice, state.live
    tags: list[tuple[int, ...]] = [()] * len(dice)
    for i, (_, marker, status) in enumerate(state.stack):
        if status == LIVE and type(marker) in DICE_MARKERS:
            for d in marker.dice:
                tags[d] = tags[d] + (i,)
    groups: dict[tuple[str, tuple[int, ...]], list[int]] = {}
    for d, c in enumerate(dice):
        if live[d] and c:
            groups.setdefault((c, tags[d]), []).append(d)
    return [(c, members) for (c, _), members in groups.items()]


@functools.lru_cache(maxsize=4096)
def _subsets(groups: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    """Every non-empty choice of dice, up to interchangeable dice: how many from each
    group, the lowest-numbered first."""
    out = []
    for counts in itertools.product(*(range(len(g) + 1) for g in groups)):
        if any(counts):
            out.append(tuple(sorted(d for g, k in zip(groups, counts) for d in g[:k])))
    return tuple(out)


@functools.lru_cache(maxsize=4096)
def _named(cls: type, groups: tuple[tuple[int, ...], ...]) -> tuple[Action, ...]:
    """One ``cls`` marker for each choice of :func:`_subsets` (the same objects each time)."""
    return tuple(cls(dice) for dice in _subsets(groups))


def _kind_options(state: Window, kind: str) -> list[Action] | tuple[Action, ...]:
    """What a marker of ``kind`` can do in this window, for any seat (an Extra turn for
    an opponent aside), worked out once per window position."""
    opts = state.window_cache
    if opts is None:
        opts = state.window_cache = {}
    got = opts.get(kind)
    if got is not None:
        return got
    if kind == "transfer":
        place = state.place
        count = state.count
        here = count[state.chosen]
        transfers = state.config.transfers
        got = [transfers[p] for p in range(len(transfers)) if p != place and count[p] >= here]
    elif kind == "extra":
        got = (_EXTRA_SELF,)
    else:
        # the groups of dice, made once for the four kinds that name dice: all of them,
        # those that can go up, those that can go down
        groups = opts.get("dice groups")
        if groups is None:
            every: list[tuple[int, ...]] = []
            up: list[tuple[int, ...]] = []
            down: list[tuple[int, ...]] = []
            for c, members in die_groups(state):
                dice = tuple(members)
                every.append(dice)
                if c in UP_STEP:
                    up.append(dice)
                if c in DOWN_STEP:
                    down.append(dice)
            groups = opts["dice groups"] = (tuple(every), tuple(up), tuple(down))
        if kind == "reroll":
            got = _named(Reroll, groups[0])
        elif kind == "improve":
            got = _named(Improve, groups[1])
        elif kind == "worsen":
            got = _named(Worsen, groups[2])
        else:
            got = [_CANCEL_ROLL, *_named(CancelDice, groups[0]),
                   *(CancelMarker(i) for i, entry in enumerate(state.stack) if entry[2] == LIVE)]
    opts[kind] = got
    return got


def window_actions(state: Window, seat: int) -> list[Action]:
    """``seat``'s legal actions in the window: Pass, and what its markers can do now
    (only Pass when none can: the seat is asked all the same)."""
    hand = state.hands[seat]
    out: list[Action] = [_PASS]
    if not any(hand):
        return out
    for k, kind in enumerate(KINDS):
        if not hand[k]:
            continue
        out += _kind_options(state, kind)
        if kind == "extra":
            count = state.count
            extras_at = state.config.extras_at
            for p, row in enumerate(state.mice):
                if count[p]:                # most places are empty
                    extras = extras_at[p]
                    out += [extras[other] for other, mice in enumerate(row)
                            if mice and other != seat]
    return out


def why_not(state: Window, seat: int, marker: Marker) -> str:
    """Why ``seat`` may not play ``marker`` now, in plain words."""
    kind = marker.KIND
    if not state.hands[seat][KIND_INDEX[kind]]:
        return f"p{seat + 1} holds no {kind} marker"
    n = len(state.dice)
    if isinstance(marker, (Reroll, Improve, Worsen, CancelDice)):
        for d in marker.dice:
            if not 0 <= d < n:
                return f"there is no die {d + 1} in this roll of {n}"
            if not state.live[d]:
                return f"die {d + 1} was cancelled"
        if isinstance(marker, Improve) and any(state.dice[d] not in UP_STEP for d in marker.dice):
            return "only red and yellow dice can be improved"
        if isinstance(marker, Worsen) and any(state.dice[d] not in DOWN_STEP for d in marker.dice):
            return "only green and yellow dice can be worsened"
        return f"name these dice as '{canonical(state, marker)}' (dice of a colour are alike)"
    if isinstance(marker, Transfer):
        to = state.config.idx.get(marker.place, -1)
        if to < 0:
            return f"there is no place '{marker.place}' on the shelf"
        if to == state.place:
            return "the roll already applies to that place"
        return (f"'{marker.place}' holds {state.count[to]} mice, fewer than the "
                f"{state.count[state.chosen]} of '{state.config.names[state.chosen]}', the place chosen "
                f"for this roll")
    if isinstance(marker, Extra):
        if marker.seat == seat:
            return "an Extra turn for oneself is 'extra self'"
        if not 0 <= marker.seat < state.num_players:
            return f"there is no p{marker.seat + 1} at this table"
        return f"p{marker.seat + 1} has no mouse on '{marker.place}'"
    if isinstance(marker, CancelMarker):
        return f"there is no marker {marker.index + 1} on the stack waiting to resolve"
    return f"'{marker}' cannot be played now"


def canonical(state: Window, action: Action) -> Action:
    """``action`` with the dice it names replaced by the interchangeable dice the legal
    list names (see :func:`die_groups`); ``action`` itself when it names no dice or
    names a die outside the groups."""
    if not isinstance(action, DICE_MARKERS):
        return action
    dice = action.dice
    chosen: list[int] = []
    covered = 0
    for _, members in die_groups(state):
        k = sum(1 for d in dice if d in members)
        covered += k
        chosen += members[:k]
    if covered != len(dice):
        return action
    return type(action)(tuple(sorted(chosen)))


# ------------------------------------------------------------------------- playing
def play(state: Window, marker: Marker) -> list[Event]:
    """The seat asked plays ``marker``: it leaves their hand for the stack (public). A
    new round of answers starts after them: the state's to open."""
    seat = state.ask[0]
    hand = state.hands[seat]
    hand[KIND_INDEX[marker.KIND]] -= 1
    index = len(state.stack)
    state.stack.append([seat, marker, LIVE])
    text = str(marker)
    state.played.append((seat, text))
    target, target_power = -1, ""
    if isinstance(marker, CancelMarker):
        aimed = state.stack[marker.index]
        target, target_power = aimed[0], aimed[1].KIND
    events: list[Event] = [
        MarkerPlayed(seat, marker.KIND, text, index, target, target_power),
        Hand(seat, tuple(kind for k, kind in enumerate(KINDS) for _ in range(hand[k])), False),
    ]
    return events


def take_effect(roll: OpenRoll, marker: Marker, config: GoudaConfig) -> tuple[bool, tuple[int, ...]]:
    """``marker`` takes effect on ``roll`` (on the shelf of ``config``): whether it did
    anything (else it is spent),
    and the dice it concerns (a Reroll's dice to roll again, an Improve's or Worsen's
    dice changed, the dice cancelled; the whole roll's dice for a Cancel of the roll).
    A Transfer moves the roll to its place; a Cancel of a marker marks it cancelled; a
    Cancel of the roll makes every die live again and spends the markers still waiting
    that answered it (:func:`cancel_roll`); an Extra turn changes nothing in the roll
    (the turn waits with the state). Rolling again is left to the caller."""
    live = roll.live
    if type(marker) is Reroll:
        dice = tuple(d for d in marker.dice if live[d])
        return bool(dice), dice
    if type(marker) is Improve or type(marker) is Worsen:
        step = UP_STEP if type(marker) is Improve else DOWN_STEP
        faces = roll.dice
        changed = tuple(d for d in marker.dice
                        if live[d] and faces[d] in step)
        for d in changed:
            faces[d] = step[faces[d]]
        return bool(changed), changed
    if type(marker) is CancelDice:
        dice = tuple(d for d in marker.dice if live[d])
        for d in dice:
            live[d] = False
        return bool(dice), dice
    if type(marker) is Transfer:
        to = config.idx[marker.place]
        if to == roll.place:
            return False, ()
        roll.place = to
        return True, ()
    if type(marker) is Extra:
        return True, ()
    if type(marker) is CancelMarker:
        target = roll.stack[marker.index]
        if target[2] != LIVE:
            return False, ()
        target[2] = CANCELLED
        return True, ()
    if type(marker) is CancelRoll:
        cancel_roll(roll)
        return True, config.dice_range[len(roll.dice)]
    return False, ()


def cancel_roll(roll: OpenRoll) -> list[int]:
    """The roll is cancelled: every die is live again, and the markers still waiting
    that answered it are spent (an Extra turn, and a Cancel aimed at a marker that
    stays, stay). Returns the stack positions spent, in order."""
    stays: dict[int, bool] = {}
    spent = []
    for i, entry in enumerate(roll.stack):
        if entry[2] != LIVE:
            continue
        marker = entry[1]
        keep = type(marker) is Extra or (type(marker) is CancelMarker
                                         and stays.get(marker.index, False))
        stays[i] = keep
        if not keep:
            entry[2] = SPENT
            spent.append(i)
    roll.live[:] = [True] * len(roll.dice)
    return spent


def resolve(state: Window, seat: int, marker: Marker, index: int) -> list[Event]:
    """``seat``'s ``marker`` (it was at stack position ``index``) takes effect
    (:func:`take_effect`), and the table is told."""
    kind = marker.KIND
    text = str(marker)
    if type(marker) is CancelRoll:
        return _cancel_roll(state, seat, MarkerResolved(seat, kind, text, index))
    frm = state.place
    names = state.config.names
    did, dice = take_effect(state, marker, state.config)
    if not did:
        return [MarkerSpent(seat, kind, text, index, "nothing")]
    done = MarkerResolved(seat, kind, text, index)
    if type(marker) is Reroll:
        state.rolling = dice
        state.why = "reroll"
        state.phase = "roll"
        return [done]
    if type(marker) is Improve or type(marker) is Worsen:
        return [done, DiceChanged(seat, dice, kind, "".join(state.dice))]
    if type(marker) is CancelDice:
        return [done, DiceCancelled(seat, dice)]
    if type(marker) is Transfer:
        return [done, RollTransferred(seat, names[frm], names[state.place])]
    if type(marker) is Extra:
        who = seat if marker.seat < 0 else marker.seat
        place = -1 if marker.seat < 0 else state.config.idx[marker.place]
        state.extra.append((who, place))
        return [done, ExtraTurnQueued(who, seat, names[place] if place >= 0 else "")]
    assert type(marker) is CancelMarker, marker    # the last kind a marker may be
    target = state.stack[marker.index]
    return [done, MarkerCancelled(target[0], target[1].KIND, str(target[1]),
                                  marker.index, seat)]


def _cancel_roll(state: Window, seat: int, done: Event) -> list[Event]:
    """The roll is rolled again, all its dice, in the place it applies to
    (:func:`cancel_roll`), and the markers it spends are told."""
    events: list[Event] = [done, RollCancelled(seat, state.config.names[state.place], len(state.dice))]
    stack = state.stack
    for i in cancel_roll(state):
        marker = stack[i][1]
        events.append(MarkerSpent(stack[i][0], marker.KIND, str(marker), i, "roll_cancelled"))
    n = len(state.dice)
    state.used = [False] * n
    state.rolling = state.config.dice_range[n]
    state.why = "again"
    state.phase = "roll"
    return events
