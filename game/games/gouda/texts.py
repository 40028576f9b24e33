"""Gouda! Gouda!'s words: the move log's line for every event, the places, colours and
powers by name, and the lines the results screen shows under each player. Texts come
from ``locale/<lang>/gouda.yaml`` (both languages have the same keys)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ... import i18n
from ...core.protocol import IllegalAction
from ...core.seats import Seat
from . import GAME
from .actions import (
    KINDS,
    LETTER_COLOUR,
    CancelDice,
    CancelMarker,
    CancelRoll,
    Extra,
    Improve,
    Reroll,
    Transfer,
    Worsen,
    parse_action,
)
from .observation import GoudaObservation

WORDS = i18n.Words("gouda")
tr, tr_n, counted = WORDS.tr, WORDS.tr_n, WORDS.counted

#: Events the log says nothing of, and why: a pass changes nothing; a regular turn's
#: start is plain from its first line (the place chosen names the player); a marker's
#: resolution is said by what it does (the dice changed, the roll moved...).
SILENT = frozenset({"Passed", "MarkerResolved"})


def _name(seats: Sequence[Seat], seat: int) -> str:
    return seats[seat].name if 0 <= seat < len(seats) else "?"


_VOWELS = frozenset("aeiouyhàâäéèêëîïôöûüœæ")


def of_name(name: str) -> str:
    """French "de Ben" but "d'Ana" (an elided "de" before a vowel); the English texts
    use "Ben's" and never ask."""
    return f"d'{name}" if name[:1].lower() in _VOWELS else f"de {name}"


def _names(seats: Sequence[Seat], **seat_of: int) -> dict[str, str]:
    """Each seat as ``key`` (its name) and ``of_key`` (« de Ben », « d'Ana »)."""
    out = {}
    for key, seat in seat_of.items():
        name = _name(seats, seat)
        out[key] = name
        out[f"of_{key}"] = of_name(name)
    return out


def place_name(name: str) -> str:
    """A place with its article ("the pot", « le pot »); a level's own place with no
    translation is called by its id."""
    key = f"gouda.place.{name}"
    return i18n.t(key) if i18n.has(key) else name.replace("_", " ")


def power_name(kind: str) -> str:
    return tr(f"power.{kind}") if kind in KINDS else kind


def a_power(kind: str) -> str:
    """The power with its article: "a Reroll", « une Relance »."""
    return tr(f"power_a.{kind}") if kind in KINDS else kind


def colour_name(letter: str) -> str:
    return tr(f"colour.{LETTER_COLOUR.get(letter, 'yellow')}")


def faces_summary(faces: str) -> str:
    """"2 green, 1 red" / « 2 verts, 1 rouge » (green, yellow, red in that order)."""
    parts = [counted(LETTER_COLOUR[c], faces.count(c)) for c in "gyr" if c in faces]
    return tr("log.list_sep").join(parts) if parts else tr("log.no_dice")


def dice_list(dice: Sequence[int]) -> str:
    """"die 2" / "dice 1, 3" / « le dé 2 » / « les dés 1, 3 » (numbers from 1)."""
    numbers = ", ".join(str(d + 1) for d in dice)
    return tr_n("log.dice_list", len(dice), list=numbers)


def _marker_line(event: Any, obs: GoudaObservation, seats: Sequence[Seat]) -> str:
    name = _name(seats, event.player)
    power = a_power(event.power)
    try:
        marker = parse_action(event.move, frozenset(obs.places))
    except IllegalAction:
        marker = None
    if isinstance(marker, (Reroll, Improve, Worsen, CancelDice)):
        return tr("log.played_dice", name=name, power=power, dice=dice_list(marker.dice))
    if isinstance(marker, Extra):
        if marker.seat < 0:
            return tr("log.played_extra_self", name=name, power=power)
        return tr("log.played_extra", name=name, power=power, other=_name(seats, marker.seat),
                  place=place_name(marker.place))
    if isinstance(marker, Transfer):
        return tr("log.played_transfer", name=name, power=power, place=place_name(marker.place))
    if isinstance(marker, CancelRoll):
        return tr("log.played_cancel_roll", name=name, power=power)
    if isinstance(marker, CancelMarker):
        return tr("log.played_cancel_marker", name=name, power=power,
                  target=power_name(event.target_power), **_names(seats, owner=event.target))
    return tr("log.played", name=name, power=power)


def _game_over(event: Any, obs: GoudaObservation, seats: Sequence[Seat]) -> str:
    reason = event.reason if event.reason in ("table", "festival", "no_mice") else "table"
    why = tr(f"log.over.{reason}")
    winners = list(event.winners)
    if len(winners) == 1:
        result = tr("log.win", name=_name(seats, winners[0]))
    else:
        result = tr("log.draw", names=" & ".join(_name(seats, p) for p in winners))
    if not obs.festival:
        return tr("log.game_over", why=why, result=result)
    scores = tr("log.list_sep").join(
        tr("log.score", name=_name(seats, p), cheese=counted("cheese", int(s)))
        for p, s in enumerate(event.scores))
    return tr("log.game_over_scores", why=why, scores=scores, result=result)


def describe(event: Any, obs: GoudaObservation, seats: Sequence[Seat]) -> str | None:
    """One line of the move log for ``event`` in the current language, from the public
    observation after its action; None for an event not worth a line (:data:`SILENT`).
    ``Hand`` is private: the log gives it only to its player, so it speaks to "you"."""
    kind = event.kind
    if kind in SILENT:
        return None
    if kind == "MarkerPlayed":
        return _marker_line(event, obs, seats)
    if kind == "GameOver":
        return _game_over(event, obs, seats)
    if kind in _TURN_KINDS:
        return _turn_line(event, seats)
    if kind in _POWER_KINDS:
        return _power_line(event, obs, seats)
    if kind in _BOARD_KINDS:
        return _board_line(event, seats)
    if kind in _HAND_KINDS:
        return _hand_line(event, seats)
    return None


#: The events of the turn itself, of the markers' powers, of the board and of the hands.
_TURN_KINDS = frozenset({"StartPlaced", "TurnStarted", "PlaceChosen", "DiceRolled",
                         "ExtraTurnQueued", "ExtraTurnLost"})
_POWER_KINDS = frozenset({"MarkerCancelled", "MarkerSpent", "DiceChanged", "DiceCancelled",
                          "RollCancelled", "RollTransferred"})
_BOARD_KINDS = frozenset({"MouseMoved", "DieLost", "CheeseEaten", "ReachedTable"})
_HAND_KINDS = frozenset({"Hand", "HandCount"})


def _turn_line(event: Any, seats: Sequence[Seat]) -> str | None:
    """:func:`describe` for the turn: the start, a place chosen, the dice, extra turns."""
    kind = event.kind
    name = _name(seats, event.player)
    if kind == "StartPlaced":
        return tr_n("log.start", event.mice, name=name, place=place_name(event.place))
    if kind == "TurnStarted":
        if not event.extra:
            return None
        if event.place:
            return tr("log.extra_turn_in", name=name, place=place_name(event.place))
        return tr("log.extra_turn", name=name)
    if kind == "PlaceChosen":
        return tr("log.chose", name=name, place=place_name(event.place),
                  dice=counted("dice", event.dice))
    if kind == "DiceRolled":
        faces = faces_summary(event.faces)
        if event.why == "reroll":
            return tr("log.rerolled", name=name, dice=dice_list(event.dice), faces=faces,
                      roll=faces_summary(event.roll))
        if event.why == "again":
            return tr("log.rolled_again", name=name, faces=faces)
        return tr("log.rolled", name=name, faces=faces)
    if kind == "ExtraTurnQueued":
        if event.place:
            return tr("log.extra_queued_in", name=name, place=place_name(event.place))
        return tr("log.extra_queued", name=name)
    return tr("log.extra_lost", name=name)                     # ExtraTurnLost


def _power_line(event: Any, obs: GoudaObservation, seats: Sequence[Seat]) -> str:
    """:func:`describe` for what a marker's power did (its play: :func:`_marker_line`)."""
    kind = event.kind
    if kind == "MarkerCancelled":
        return tr("log.cancelled", power=power_name(event.power),
                  **_names(seats, owner=event.player, by=event.by))
    if kind == "MarkerSpent":
        key = "log.spent_roll" if event.reason == "roll_cancelled" else "log.spent_nothing"
        return tr(key, power=power_name(event.power), **_names(seats, owner=event.player))
    if kind == "DiceChanged":
        key = "log.improved" if event.how == "improve" else "log.worsened"
        return tr(key, dice=dice_list(event.dice), roll=faces_summary(event.roll),
                  **_names(seats, name=event.player))
    if kind == "DiceCancelled":
        return tr_n("log.dice_cancelled", len(event.dice), dice=dice_list(event.dice),
                    **_names(seats, name=event.player))
    if kind == "RollCancelled":
        return tr("log.roll_cancelled", roller=_name(seats, obs.turn),
                  **_names(seats, name=event.player))
    return tr("log.transferred", place=place_name(event.to),       # RollTransferred
              **_names(seats, name=event.player))


def _board_line(event: Any, seats: Sequence[Seat]) -> str:
    """:func:`describe` for the board: a mouse moved, a die lost, cheese eaten, the table."""
    kind = event.kind
    if kind == "MouseMoved":
        way = "up" if event.colour == "green" else "down"
        own = "own" if event.owner == event.roller else "other"
        return tr(f"log.move_{way}_{own}", place=place_name(event.to),
                  **_names(seats, name=event.roller, owner=event.owner))
    if kind == "DieLost":
        return tr("log.die_lost", n=event.die + 1, colour=colour_name(event.colour[0]),
                  place=place_name(event.place))
    if kind == "CheeseEaten":
        names = _names(seats, name=event.player)
        if event.table:
            return tr_n("log.ate_table", event.left, **names)
        return tr("log.ate_route", place=place_name(event.place), **names)
    return tr("log.reached", **_names(seats, name=event.player))   # ReachedTable


def _hand_line(event: Any, seats: Sequence[Seat]) -> str | None:
    """:func:`describe` for the hands: one's own markers, another's count."""
    if event.kind == "Hand":
        markers = tr("log.list_sep").join(power_name(k) for k in event.markers) \
            or tr("log.no_marker")
        return tr("log.hand_dealt" if event.dealt else "log.hand", markers=markers)
    if not event.dealt:
        return None
    return tr_n("log.hand_count", event.count, name=_name(seats, event.player))


def result_lines(obs: GoudaObservation, seat: int) -> list[str]:
    """Under a player on the results screen (from the final observation): the cheese
    eaten (festival), or whether their mouse reached the cheese and how close the best
    of the others came (basic); the markers they did not play."""
    lines = []
    if obs.festival:
        lines.append(tr("result.eaten", cheese=counted("cheese", int(obs.eaten[seat]))))
    elif seat in obs.winners:
        lines.append(tr("result.reached"))
    else:
        steps = closest(obs, seat)
        lines.append(tr_n("result.closest", steps) if steps is not None else tr("result.no_mouse"))
    markers = obs.markers
    if obs.powers and seat < len(markers):
        lines.append(tr_n("result.markers_left", int(markers[seat])))
    return lines


def closest(obs: GoudaObservation, seat: int) -> int | None:
    """The fewest links up from one of ``seat``'s mice to the table (None: none left)."""
    distance = GAME.config().shelf.distance
    best = None
    for name, mice in obs.places.items():
        if seat < len(mice) and mice[seat] and name in distance:
            d = distance[name]
            best = d if best is None else min(best, d)
    return best


# ------------------------------------------------------------------------- the hint
def hint_reason(obs: GoudaObservation, seat: int, action: Any, seats: Sequence[Seat]) -> str:
    """The hint's sentence (issue 19): what the normal computer's ``action`` does and
    why, from ``seat``'s observation: the start place, the turn's place, which die to
    which mouse (up to the table, a red sending a mouse back to a start place), a
    marker played or kept."""
    from ...core.protocol import Pass
    from .actions import Choose, Give, Marker, Start
    config = GAME.config()
    if isinstance(action, Start):
        return tr("hint.start", place=place_name(action.place))
    if isinstance(action, Choose):
        mine = obs.places[action.place][seat]
        if config.distance[config.idx[action.place]] <= 1:
            return tr("hint.choose_near", place=place_name(action.place))
        return tr_n("hint.choose", mine, place=place_name(action.place))
    if isinstance(action, Give):
        colour = obs.dice[action.die].colour or "yellow"
        to = config.idx[action.to]
        values = {"die": tr(f"colour.{colour}"), "place": place_name(action.to),
                  "name": _name(seats, action.owner)}
        mine = action.owner == seat
        if colour == "green":
            key = ("give_table" if to == config.table else "give_up") if mine else "give_up_other"
        else:
            key = (("give_start" if to in config.starts else "give_down") if not mine
                   else "give_down_mine")
        return tr(f"hint.{key}", **values)
    if isinstance(action, Marker):
        actor = obs.actor if obs.actor >= 0 else obs.turn
        return tr(f"hint.marker.{action.KIND}", power=a_power(action.KIND), name=_name(seats, actor))
    if isinstance(action, Pass):
        return tr("hint.pass")
    return ""
