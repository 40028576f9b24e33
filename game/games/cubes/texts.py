"""The Mouse Dice table's words: its translated texts, counted nouns ("1 mouse",
"3 mice") and the status line that says what the table waits for."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ... import i18n
from ...core.protocol import TERMINAL
from ...core.seats import Seat
from . import GAME
from .observation import CubesObservation
from .rules import DECIDE, EXCHANGE, START

WORDS = i18n.Words("cubes")
tr, tr_n, counted = WORDS.tr, WORDS.tr_n, WORDS.counted


def colour_name(colour: str) -> str:
    return tr(f"colours.{colour}")


def colour_adj(colour: str) -> str:
    return tr(f"adj.{colour}")


def rollable_count(obs: CubesObservation) -> int:
    """How many cubes a roll would throw now (holding a card, not set aside)."""
    return sum(1 for i, full in enumerate(obs.loaded) if full and str(i) not in obs.aside)


def idle_status(obs: CubesObservation, seats: Sequence[Seat], current: str) -> str:
    """What the table asks for now (the status line when nothing moves); ``current``
    when there is nothing new to say."""
    if obs.to_play == TERMINAL:
        return win_status(obs, seats)
    p = obs.turn
    name = seats[p].name
    human = seats[p].is_human
    phase = obs.phase
    if phase == START:
        return tr("status.start") if human else tr("status.cpu_start", name=name)
    if phase == DECIDE:
        stake, left = len(obs.aside), rollable_count(obs)
        if not human:
            if not left:
                return tr("status.cpu_must_stop", name=name, mice=counted("mice", stake))
            return tr("status.cpu_decide", name=name, mice=counted("mice", stake))
        if not left:
            # every cube set aside shows a mouse; otherwise the others are empty (the
            # pile ran out): either way there is nothing left to roll
            key = "status.must_stop" if stake >= len(obs.loaded) else "status.nothing_left"
            return tr(key, cards=counted("cards", stake))
        return tr("status.decide", mice=counted("mice", stake), left=counted("left", left))
    if phase == EXCHANGE:
        if human:
            return tr_n("status.exchange", obs.hands[p][GAME.config().white])
        return tr("status.cpu_exchange", name=name)
    return current


def win_status(obs: CubesObservation, seats: Sequence[Seat]) -> str:
    """Who won, and how (or that nobody did)."""
    winners = list(obs.winners)
    if not winners:
        return tr("banner.over")
    if obs.end_reason == "target":
        p = winners[0]
        colour = best_colour(obs, p)
        return tr("status.win", name=seats[p].name, n=obs.hands[p][colour],
                  colour=colour_adj(colour))
    if len(winners) == 1:
        return tr("status.win_out", name=seats[winners[0]].name)
    return tr("status.draw", names=" & ".join(seats[p].name for p in winners))


def best_colour(obs: CubesObservation, seat: int) -> str:
    """The colour ``seat`` has most cards of, among those that count (the first in the
    rule book's order on a tie)."""
    hand, colours = obs.hands[seat], GAME.config().colours
    return max(obs.counting, key=lambda c: (hand.get(c, 0), -colours.index(c)))


def result_lines(obs: CubesObservation, seat: int) -> list[str]:
    """What the results screen says under a player: their mice by colour, best colour."""
    hand = obs.hands[seat]
    parts = [f"{colour_name(c)} {hand[c]}" for c in GAME.config().colours if hand.get(c)]
    if not parts:
        return [tr("result.none")]
    best = best_colour(obs, seat)
    lines = [tr("result.cards", list=" · ".join(parts)),
             tr("result.best", colour=colour_name(best), n=hand.get(best, 0))]
    if obs.end_reason == "out_of_cards" and seat in obs.winners:
        lines.append(tr("result.out_of_cards"))
    return lines


# ------------------------------------------------------------------- the move log
#: The rules' events the log says nothing of, and why: a new turn is plain from the
#: next line (its roll names the player, and the drawer marks each change of player);
#: how the cubes landed is said by the mice they show (one line each) or by the
#: "no mouse" line; refilling the emptied cubes happens after every stop and the pile's
#: count stays on the table.
SILENT = frozenset({"TurnStarted", "CubesLanded", "CubesRefilled"})


def _name(seats: Sequence[Seat], seat: int) -> str:
    return seats[seat].name if 0 <= seat < len(seats) else "?"


def mice_list(cards: Sequence[str]) -> str:
    """``2 red mice and 1 blue mouse``: cards counted by colour, in the rule book's order."""
    colours = GAME.config().colours
    order = [c for c in colours if c in cards] + sorted(set(cards) - set(colours))
    parts = []
    for colour in order:
        n = sum(1 for c in cards if c == colour)
        if i18n.has(f"cubes.log.mice.{colour}.one"):
            parts.append(tr_n(f"log.mice.{colour}", n))
        else:
            parts.append(f"{n} × {colour_name(colour)}")
    if len(parts) <= 1:
        return "".join(parts)
    return tr("log.and", first=tr("log.list_sep").join(parts[:-1]), last=parts[-1])


def describe(event: Any, obs: CubesObservation, seats: Sequence[Seat]) -> str | None:
    """One line of the move log for ``event`` in the current language, from the public
    observation after its action; None for an event not worth a line (:data:`SILENT`).
    Everything in this game is public."""
    kind = event.kind
    if kind in SILENT:
        return None
    if kind == "CubesRolled":
        name, n = _name(seats, event.player), len(event.cubes)
        if obs.aside:         # cards at stake: a roll again, with what is left
            return tr("log.roll_again", name=name, left=counted("left", n))
        return tr("log.roll", name=name, cubes=counted("cubes", n))
    if kind == "CubeShowed":
        return tr("log.showed", name=_name(seats, obs.turn),
                  mouse=tr("mouse", colour=colour_adj(event.colour)))
    if kind == "NoMouse":
        name = _name(seats, event.player)
        if not event.lost:
            return tr("log.no_mouse", name=name)
        return tr_n("log.bust", len(event.lost), name=name, cards=mice_list(event.lost))
    if kind == "CardsTaken":
        return tr("log.taken", name=_name(seats, event.player), cards=mice_list(event.cards))
    if kind == "CardSwapped":
        return tr("log.swapped", name=_name(seats, event.player),
                  white=tr("mouse", colour=colour_adj(GAME.config().white)),
                  mouse=tr("mouse", colour=colour_adj(event.colour)),
                  opponent=_name(seats, event.opponent))
    if kind == "GameOver":
        winners = list(event.winners)
        if not winners:
            return tr("banner.over")
        if event.reason == "target":
            p = winners[0]
            colour = best_colour(obs, p)
            n = obs.hands[p][colour]
            mice = tr_n(f"log.mice.{colour}", n) if i18n.has(f"cubes.log.mice.{colour}.one") \
                else f"{n} × {colour_name(colour)}"
            return tr("log.win", name=_name(seats, p), mice=mice)
        if len(winners) == 1:
            return tr("log.win_out", name=_name(seats, winners[0]))
        return tr("log.draw_out", names=" & ".join(_name(seats, p) for p in winners))
    return None


# ------------------------------------------------------------------------- the hint
def chance_words(p: float) -> str:
    """A chance a child reads: "1 time in 3" (up to one in two), "7 times in 10" above."""
    if p <= 0.5:
        return tr("hint.one_in", k=max(2, round(1 / p)) if p > 0 else 100)
    return tr("hint.n_in_10", n=min(10, max(6, round(p * 10))))


def bust_chance(obs: CubesObservation) -> float:
    """The chance that the next roll shows no mouse at all (the cards at stake lost)."""
    return float((1.0 - GAME.config().p_window) ** rollable_count(obs))


def hint_reason(obs: CubesObservation, seat: int, action: Any, seats: Sequence[Seat]) -> str:
    """The hint's sentence (issue 19): what the normal computer's ``action`` does and
    why, from ``seat``'s observation (everything in this game is public)."""
    from .actions import Done, Roll, Stop, Swap
    config = GAME.config()
    stake = len(obs.aside)
    cubes = rollable_count(obs)
    if isinstance(action, Roll):
        if obs.phase == START or not stake:
            return tr("hint.roll_start")
        return tr("hint.roll", mice=counted("mice", stake), chance=chance_words(bust_chance(obs)))
    if isinstance(action, Stop):
        hand = dict(obs.hands[seat])
        for colour in obs.aside.values():
            hand[colour] = hand.get(colour, 0) + 1
        if max((hand.get(c, 0) for c in obs.counting), default=0) >= obs.target:
            return tr("hint.stop_wins")
        if not cubes:
            return tr("hint.stop_empty", mice=counted("mice", stake))
        return tr("hint.stop", mice=counted("mice", stake), chance=chance_words(bust_chance(obs)))
    if isinstance(action, Swap):
        have = obs.hands[seat].get(action.colour, 0) + 1
        return tr("hint.swap", name=seats[action.opponent].name, mouse=tr("mouse", colour=colour_adj(action.colour)),
                  have=have, target=obs.target)
    if isinstance(action, Done):
        return tr_n("hint.keep", obs.hands[seat].get(config.white, 0))
    return ""
