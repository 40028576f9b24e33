"""Chaos de souris et de fromage's table in a guided game ("Show me how", issue 19) and
under a hint (:func:`hint_rects`: where the hinted action is clicked): what
a step points at (:func:`lesson_target`, the names the script ``levels/learn/chaos.yaml``
uses), where the steps' panel goes (:func:`lesson_area`) and what it covers
(:func:`covered`: not drawn), read from the view model.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ....core.protocol import Action, Pass
from ..level import parse_square
from . import layout
from .layout import kitchen

if TYPE_CHECKING:
    from .view_model import ChaosView


def lesson_target(view: ChaosView, name: str) -> pygame.Rect | None:
    """Where a guided game's step points: ``cover:<id>`` (a cover, on the table or
    the floor), ``square:<sq>`` (a square of the kitchen), ``move:<piece>:<to>`` (a
    mouse or cat, then, once it is chosen, where it goes: a square, ``hideout<k>``
    or ``table``), ``tip:<chair>:<side>`` (a chair, then, once chosen, its arrow
    that tips it that way), ``button:<key>`` (a button of the action card: claim,
    end, pass, catch, leave); None for a name it does not know."""
    if not view.laid_out:
        return None
    kind, _, rest = name.partition(":")
    first, _, second = rest.partition(":")
    if kind == "button":
        return next((rect for key, _, rect, _, _ in view.buttons if key == rest), None)
    if kind == "square":
        return _square_target(view, rest)
    if kind == "cover":
        return _piece_target(view, rest)
    if kind == "move":
        if view.selected == first:
            return _place_target(view, second)
        return _piece_target(view, first)
    if kind == "tip":
        if view.selected == first:
            return view.tip_rects().get(second)
        return _piece_target(view, first)
    return None


def hint_rects(view: ChaosView, action: Action) -> list[pygame.Rect]:
    """Where the hinted ``action`` is clicked (issue 19), in the order of the clicks,
    with the guided game's targets: the cover to lift (on the floor or the table); the
    square to put it on; the mouse or cat, then where it goes (a square, a hideout,
    the table); the chair, then the square it goes to, or (once chosen) the arrow
    that tips it; the action card's button (catch, leave, claim, end, pass)."""
    from ..actions import Catch, ChairTo, Claim, End, Lift, Move, Put, Tip
    if isinstance(action, Lift):
        names = [f"cover:{action.cover}"]
    elif isinstance(action, Put):
        names = [f"square:{action.to}"]
    elif isinstance(action, Move):
        to = f"hideout{action.to[1:]}" if action.to.startswith("H") else action.to
        piece = _piece_target(view, action.piece) if view.laid_out else None
        place = _place_target(view, to) if view.laid_out else None
        return [r.copy() for r in (piece, place) if r is not None]
    elif isinstance(action, ChairTo):
        chair = _piece_target(view, action.chair) if view.laid_out else None
        place = _square_target(view, action.to) if view.laid_out else None
        return [r.copy() for r in (chair, place) if r is not None]
    elif isinstance(action, Tip):
        names = [f"tip:{action.chair}:{action.direction}"]
    elif isinstance(action, Catch):
        names = ["button:catch" if action.send else "button:leave"]
    elif isinstance(action, (Claim, End, Pass)):
        key = "claim" if isinstance(action, Claim) else "end" if isinstance(action, End) else "pass"
        names = [f"button:{key}"]
    else:
        names = []
    found = [lesson_target(view, name) for name in names]
    return [r.copy() for r in found if r is not None]


def lesson_area(view: ChaosView) -> pygame.Rect | None:
    """Where a guided game's panel goes: the side column, from its top down to the
    action card's buttons (over the seats' panels, the hand and the card's words,
    which the panel's sentence says; never over the kitchen nor the buttons)."""
    if not view.laid_out:
        return None
    side, action = view.geometry.side, view.geometry.action
    buttons = layout.button_rects(action, 1, view.table.px)
    bottom = buttons[0].top - view.table.px(12)      # the ring round a button clear
    return pygame.Rect(side.left, side.top, side.w, bottom - side.top)


def _square_target(view: ChaosView, square: str) -> pygame.Rect | None:
    sq = parse_square(square, kitchen().size)
    return None if sq is None else layout.square_rect(view.geometry, sq)


def _place_target(view: ChaosView, place: str) -> pygame.Rect | None:
    """A place a piece goes to: a square, ``hideout<k>`` or ``table``."""
    if place.startswith("hideout") and place[7:].isdigit() and int(place[7:]) < 4:
        return layout.hideout_rect(view.geometry, int(place[7:]))
    if place == "table":
        return layout.table_rect(view.geometry)
    return _square_target(view, place)


def _piece_target(view: ChaosView, piece: str) -> pygame.Rect | None:
    """The square a piece is shown on (a cover on the table or a mouse under it:
    its own place there, a square wide)."""
    place = view.piece_square(piece)
    if not place:
        return None
    if parse_square(place, kitchen().size) is not None:
        return _square_target(view, place)
    rect = pygame.Rect(0, 0, view.geometry.cell, view.geometry.cell)
    x, y = view.place_point(piece, place)
    rect.center = (round(x), round(y))
    return rect


def covered(view: ChaosView, rect: pygame.Rect) -> bool:
    """Whether a guided game's panel lies over ``rect`` (a seat's panel, the hand): the
    table does not draw it then (the panel takes its place, and its sentence says
    what the learner needs: the card's colour, the number lifted)."""
    overlay = view.table.lesson
    if overlay is None:
        return False
    over = overlay.panel.clip(rect)          # a sliver of its edge (its shadow) hides nothing
    return over.w > 0 and over.h > rect.h // 8
