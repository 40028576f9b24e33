"""Where everything goes on the Mouse Dice table, computed from the window size: the
banner, the players' panels and their card stacks, the felt with its grid of cubes and
the pile, the at-stake tray, the buttons; and the points that pieces fly between
(*anchors* such as ``("stake", slot)`` or ``("stack", player, colour)``).

:func:`table_layout` returns a :class:`TableLayout`: frozen dataclasses of rectangles and
sizes, one for each part that has rectangles of its own (the felt, the tray, a panel).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field, replace

import pygame

from ....view import art
from ....view.fonts import get_font
from ....view.widgets import READABLE, fits, wrap
from .. import GAME
from ..texts import colour_name, tr

CARD_RATIO = 1.4                 # a card's height over its width
BADGE_RADIUS = 11                # the smallest count badge (its number at 14 px)
Anchor = tuple
Px = Callable[[float], int]


@dataclass(frozen=True)
class FeltLayout:
    """The felt: the cubes in a grid, the pile of cards on the right."""

    rect: pygame.Rect
    grid: pygame.Rect
    cube_size: int                          # a cube's width on the felt
    cube_slots: list[tuple[int, int]]       # each cube's centre on the felt
    pile_area: pygame.Rect
    pile_card: tuple[int, int]              # a card's (width, height) on the pile
    pile_center: tuple[int, int]


@dataclass(frozen=True)
class StakeLayout:
    """The at-stake tray: a slot per cube, the card standing out of its cube."""

    rect: pygame.Rect
    cube_size: int                          # a cube's width in the tray
    card: tuple[int, int]                   # a card's (width, height) in the tray
    slots: list[tuple[int, int]]            # each slot's cube centre


@dataclass(frozen=True)
class PanelLayout:
    """A player's panel: the avatar, and per colour a card stack, its count badge, a
    row of progress pips and the column they stand in."""

    rect: pygame.Rect
    body: pygame.Rect
    head: int
    pad: int
    avatar: pygame.Rect
    card: tuple[int, int]                   # a stacked card's (width, height)
    stacks: dict[str, pygame.Rect]
    pips: dict[str, pygame.Rect]
    columns: dict[str, pygame.Rect]
    badges: dict[str, pygame.Rect] = field(default_factory=dict)


@dataclass(frozen=True)
class TableLayout:
    """Every place on the Mouse Dice table for one window size."""

    banner: pygame.Rect
    action: pygame.Rect                     # where the big buttons go
    felt: FeltLayout
    stake: StakeLayout
    panels: list[PanelLayout]
    legend: pygame.Rect


def table_layout(size: tuple[int, int], px: Px, controls_width: int, players: int) -> TableLayout:
    """Every place on the table for a window of ``size``, ``controls_width`` pixels being
    kept at the top right for the pause and undo buttons."""
    w, h = size
    m, gap = px(14), px(12)
    # taller in a tall window; room for a two-line status in a small one
    bh = max(px(94), 68, min(int(h * 0.1), px(150)))
    banner = pygame.Rect(m, m, max(px(200), w - m - controls_width), bh)
    top = banner.bottom + gap
    lw = max(px(300), int(w * 0.36))
    # the legend under the panels, as tall as its words need at a readable size
    legend_h = legend_plan(px, lw - px(10), widest_goal())[4] + px(8)
    panels = pygame.Rect(m, top, lw, h - top - m - legend_h - gap // 2)
    rx = panels.right + gap + px(6)
    right = pygame.Rect(rx, top, w - rx - m, h - top - m)
    action_h = max(px(96), min(px(132), int(right.h * 0.2)))
    action = pygame.Rect(right.left, right.bottom - action_h, right.w, action_h)
    play = pygame.Rect(right.left, right.top, right.w, action.top - gap - right.top)
    stake_h = int(play.h * 0.4)
    table = pygame.Rect(play.left, play.top, play.w, play.h - stake_h - gap)
    stake = pygame.Rect(play.left, table.bottom + gap, play.w, stake_h)

    # the legend may grow upwards into what the panels leave free
    player_panels, used = _panels(panels, players, px)
    spare = panels.h - used
    extra = max(0, min(spare - px(4), px(60)))
    legend = pygame.Rect(m, h - m - legend_h - extra, lw, legend_h + extra)
    return TableLayout(banner=banner, action=action, felt=_felt(table, px),
                       stake=_stake_tray(stake, px), panels=player_panels, legend=legend)


def _felt(table: pygame.Rect, px: Px) -> FeltLayout:
    """The felt: cubes in a grid, the pile on the right."""
    pile_w = int(table.w * 0.2)
    grid = pygame.Rect(table.left + px(10), table.top + px(6), table.w - pile_w - px(16), table.h - px(10))
    n_cubes = GAME.config().cubes
    cols = n_cubes if n_cubes <= 4 else math.ceil(n_cubes / 2)
    rows = math.ceil(n_cubes / cols)
    cell_w, cell_h = grid.w / cols, grid.h / rows
    pile_area = pygame.Rect(table.right - pile_w, table.top, pile_w, table.h)
    pcw = int(min(pile_w * 0.56, table.h * 0.36))
    return FeltLayout(
        rect=table, grid=grid, cube_size=int(min(cell_w * 0.8, cell_h * 0.7)),
        cube_slots=[(round(grid.left + (i % cols + 0.5) * cell_w),
                     round(grid.top + (i // cols + 0.5) * cell_h)) for i in range(n_cubes)],
        pile_area=pile_area, pile_card=(pcw, int(pcw * CARD_RATIO)),
        pile_center=(pile_area.centerx, pile_area.top + int(table.h * 0.5)))


def _stake_tray(stake: pygame.Rect, px: Px) -> StakeLayout:
    """The stake tray: one slot per cube, the card standing out of its cube."""
    header, n_cubes = px(34), GAME.config().cubes
    slot_w = (stake.w - px(24)) / n_cubes
    ss = int(min(slot_w * 0.84, (stake.h - header) * 0.5))
    scw = int(min(slot_w * 0.78, ss * 0.82))
    tray_body = art.panel_body_rect(stake.w, stake.h).move(stake.topleft)
    cube_y = tray_body.bottom - px(6) - int(ss * 0.45)
    return StakeLayout(rect=stake, cube_size=ss, card=(scw, int(scw * CARD_RATIO)),
                       slots=[(round(stake.left + px(12) + (s + 0.5) * slot_w), cube_y)
                              for s in range(n_cubes)])


def _panels(panels: pygame.Rect, players: int, px: Px) -> tuple[list[PanelLayout], int]:
    """The players' panels, one under the other, and the height they take."""
    pgap = px(10)
    col_w = (panels.w - px(40)) / len(GAME.config().colours)
    needed = int(px(48) + px(34) + col_w * 0.76 * CARD_RATIO + px(26))
    ph = min(needed, (panels.h - (players - 1) * pgap) // players)
    return ([panel_layout(pygame.Rect(panels.left, panels.top + p * (ph + pgap), panels.w, ph), px)
             for p in range(players)], players * ph + (players - 1) * pgap)


def widest_goal() -> str:
    """The legend's goal with the widest target a game may have (for the layout)."""
    return max((tr("label.goal", n=n) for n in GAME.config().target_choices), key=len)


def legend_plan(px: Px, width: int, goal: str) -> tuple[list[str], int, list[list[str]], int, int]:
    """How the legend's words go in ``width``: the goal ("First to 7 mice of one colour
    wins!") on one line if it can be read so, else on two, then the colours' symbols
    and names in one row, else two, else three: (goal lines, their font size, rows of
    names, their font size, the height it all takes). Nothing below :data:`READABLE`."""
    u = px(1000) / 1000
    big, names_big = max(READABLE, round(22 * u)), max(READABLE, round(17 * u))
    readable = max(READABLE, round(17 * u))
    sym = symbol_size(px)
    names = [colour_name(c) for c in GAME.config().colours]

    def goal_lines(size: int, count: int) -> list[str] | None:
        lines = [goal] if count == 1 else wrap(goal, size, width, display=True)
        if len(lines) <= count and fits(lines, size, width, display=True):
            return lines
        return None

    def row_width(row: list[str], size: int) -> int:
        font = get_font(size, bold=True)
        return sum(sym + px(5) + font.size(n)[0] for n in row) + px(14) * (len(row) - 1)

    def name_rows() -> tuple[list[list[str]], int]:
        for rows in ([names], [names[:3], names[3:]], [names[:2], names[2:4], names[4:]]):
            for size in range(names_big, READABLE - 1, -1):
                if all(row_width(row, size) <= width for row in rows):
                    return rows, size
        return [[n] for n in names], READABLE

    rows, nsize = name_rows()
    lines, gsize = [goal], READABLE
    for count, sizes in ((1, range(big, readable - 1, -1)), (2, range(big, READABLE - 1, -1)),
                         (3, range(big, READABLE - 1, -1))):
        found = next(((found, size) for size in sizes
                      if (found := goal_lines(size, count)) is not None), None)
        if found is not None:
            lines, gsize = found
            break
    else:
        lines = wrap(goal, READABLE, width, display=True)
    row_h = max(sym, round(nsize * 1.25))
    height = (get_font(gsize, display=True).get_linesize() * len(lines) + px(4)
              + row_h * len(rows) + px(2) * (len(rows) - 1))
    return lines, gsize, rows, nsize, height


def symbol_size(px: Px) -> int:
    """The size of a colour's symbol in the legend."""
    return max(14, px(20))


def panel_layout(rect: pygame.Rect, px: Px) -> PanelLayout:
    """A player's panel in ``rect``: the avatar, and a card stack and a row of progress
    pips for each colour."""
    colours = GAME.config().colours
    body = art.panel_body_rect(rect.w, rect.h).move(rect.topleft)
    pad = max(4, px(10))
    head = max(px(26), min(px(48), int(body.h * 0.3)))
    avatar = pygame.Rect(body.left + pad + px(6), body.top + pad // 2, head, head)
    cols = pygame.Rect(body.left + pad + px(6), body.top + pad // 2 + head + px(4),
                       body.w - 2 * pad - px(6), body.bottom - (body.top + pad // 2 + head + px(4)) - pad // 2)
    col_w = cols.w / len(colours)
    pip_h = max(5, px(10))
    card_h = int(min(cols.h - pip_h - px(10), col_w * 0.76 * CARD_RATIO))
    card_w = int(card_h / CARD_RATIO)
    stacks: dict[str, pygame.Rect] = {}
    pips: dict[str, pygame.Rect] = {}
    columns: dict[str, pygame.Rect] = {}
    for k, colour in enumerate(colours):
        cx = round(cols.left + (k + 0.5) * col_w)
        card = pygame.Rect(0, 0, card_w, card_h)
        card.midtop = (cx - px(3), cols.top + px(2))
        stacks[colour] = card
        pips[colour] = pygame.Rect(round(cx - col_w * 0.44), card.bottom + px(5),
                                   round(col_w * 0.88), pip_h)
        columns[colour] = pygame.Rect(round(cols.left + k * col_w), cols.top,
                                      round(col_w), cols.h)
    panel = PanelLayout(rect=rect, body=body, head=head, pad=pad, avatar=avatar,
                        card=(card_w, card_h), stacks=stacks, pips=pips, columns=columns)
    return replace(panel, badges={colour: badge_rect(panel, colour, px) for colour in colours})


def badge_rect(panel: PanelLayout, colour: str, px: Px) -> pygame.Rect:
    """The round count badge of ``colour``'s stack on ``panel`` (its outline
    included): on the stack's lower right corner, always wholly above the row of pips
    and clear of the next stack, so that neither hides the other."""
    card, pips = panel.stacks[colour], panel.pips[colour]
    cw, ch = panel.card
    outline = max(1, px(2))
    r = max(px(11), BADGE_RADIUS, int(cw * 0.27))   # room for two digits at a readable size
    r = max(5, min(r, int(ch * 0.32) - outline, int(panel.columns[colour].w * 0.3)))
    big = r + outline
    cx = card.right - r // 3
    cy = min(card.bottom - r // 3, pips.top - px(2) - big)
    colours = GAME.config().colours
    k = colours.index(colour)
    right = (panel.stacks[colours[k + 1]].left - px(2) if k + 1 < len(colours)
             else panel.body.right - px(4))
    cx = min(cx, right - big)
    return pygame.Rect(cx - big, cy - big, 2 * big + 1, 2 * big + 1)


def button_rects(area: pygame.Rect, count: int, px: Px) -> list[pygame.Rect]:
    """``count`` big buttons side by side at the top of ``area`` (their key hints go
    under them)."""
    if not count:
        return []
    hint_h = px(22)
    bh = min(px(92), area.h - hint_h - px(6))
    bw = min(px(340) if count > 1 else px(420), int((area.w - px(24) * (count + 1)) / count))
    gap = px(28)
    total = count * bw + (count - 1) * gap
    left = area.centerx - total // 2
    return [pygame.Rect(left + k * (bw + gap), area.top + px(4), bw, bh) for k in range(count)]


def anchor_point(geometry: TableLayout, anchor: Anchor, px: Px) -> tuple[float, float, float]:
    """(x, y, size) of a fixed place on the table; size is a cube or card width.
    (A ``("cube", i)`` anchor moves with its cube: the view model resolves it.)"""
    kind = anchor[0]
    felt, stake = geometry.felt, geometry.stake
    if kind == "table":
        x, y = felt.cube_slots[anchor[1]]
        return x, y, felt.cube_size
    if kind == "stake":
        x, y = stake.slots[anchor[1]]
        return x, y, stake.cube_size
    if kind == "stake_card":
        x, y = stake.slots[anchor[1]]
        cw, ch = stake.card
        return x, y - stake.cube_size * 0.18 - ch / 2, cw
    if kind == "stack":
        rect = geometry.panels[anchor[1]].stacks[anchor[2]]
        return rect.centerx, rect.centery, rect.w
    if kind == "pile":
        x, y = felt.pile_center
        return x, y, felt.pile_card[0]
    if kind == "limbo":
        # where a spent white mouse leaves the game: the middle of the felt, in plain
        # sight and away from every player's cards
        x, y = felt.grid.center
        return x, y, int(felt.pile_card[0] * 1.15)
    raise ValueError(anchor)
