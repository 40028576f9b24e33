"""What the screens of the family share (issue 19): the family as the program holds
it (:func:`family_of`: read once per player's folder, a damaged file's message told
once on the title screen), a family player's face (:func:`player_face`: the art's
mouse face in their colour wearing their symbol) and the words of a player's
fields."""

from __future__ import annotations

from typing import Any

import pygame

from ..family.players import Family, Player, PlayersError, load_family, players_file
from ..i18n import t
from ..view import art
from .menu import colour_name, player_rgb
from .setup_choices import level_label


def family_of(app: Any) -> Family:
    """The family's players, read from the player's folder the first time they are
    asked for (and again when that folder changes); a damaged file has been moved
    aside by the store and its message goes to the title screen's notices, once."""
    found = getattr(app, "family", None)
    path = players_file()
    if isinstance(found, Family) and getattr(app, "family_path", None) == path:
        return found
    family, problem = load_family(path)
    app.family = family
    app.family_path = path
    app.family_problem = problem
    if problem is not None:
        app.notices.append(problem)
    return family


def family_problem(app: Any) -> PlayersError | None:
    """The problem met reading the family's file in this run (None: none)."""
    return getattr(app, "family_problem", None)


def player_face(colour: str, face: str, size: int) -> pygame.Surface:
    """A family player's badge: the mouse face in ``colour``, wearing ``face`` (one of
    the art's symbols; "plain": none) on its cheek."""
    size = max(8, int(size))
    badge = art.mouse_face(player_rgb(colour), size).copy()
    if face in art.SHAPES:
        mark = art.symbol(face, max(6, int(size * 0.42)), player_rgb(colour))
        badge.blit(mark, mark.get_rect(bottomright=(size, size)))
    return badge


def face_name(face: str) -> str:
    return t(f"family.faces.{face}")


def who_label(player: Player) -> str:
    return t("family.child") if player.child else t("family.grown_up")


def player_line(player: Player) -> str:
    """"Léa (orange, Heart): child, plays against easy computer players"."""
    return t("family.players.line", name=player.name, colour=colour_name(player.colour),
             face=face_name(player.face), who=who_label(player), level=level_label(player.level))
