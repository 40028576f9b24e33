"""Gouda's table drawn (issue 18: split from :mod:`.scene`): the shelf and its badges,
the cheese, the roll's ring and glows, the last move's marks, the dice tray, the
action card with its buttons and legend, the answer bar's place, the "... is
thinking" hint and the banner. Each function takes the view model
(:class:`~.view_model.GoudaView`) and draws from it and the viewer's observation, with
the picture caches of its shared table (``view.table``); :class:`~.painter.GoudaPainter`
calls them layer by layer. The seats' panels are :mod:`.seats`'s.
"""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING

import pygame

from .... import i18n
from ....core.protocol import TERMINAL
from ....view import art, marks, palette
from ....view.fonts import get_font
from ....view.widgets import READABLE, ellipsize, fit_lines
from ..texts import place_name, tr
from . import art as gouda_art
from . import layout, sprites

if TYPE_CHECKING:
    from .view_model import GoudaView, Item

OVER_RGB = (236, 178, 60)


def draw_cheese(view: GoudaView, surface: pygame.Surface) -> None:
    table = view.table
    geometry = view.geometry
    size = max(20, int(geometry.shelf.badge * 0.9))
    if view.observation().festival and view.table_cheese_view:
        top = geometry.shelf.places[view.config.shelf.table]
        n = view.table_cheese_view
        img = table.image(("cheese", size), lambda: gouda_art.cheese_token(size))
        x0 = top.centerx - (n * size * 0.8) / 2
        for k in range(n):
            surface.blit(img, (round(x0 + k * size * 0.8), top.top - size // 3))
    small = max(18, int(size * 0.75))
    for place, left in view.route_left_view.items():
        if left and place in geometry.shelf.places:
            img = table.image(("cheese", small), lambda: gouda_art.cheese_token(small))
            rect = geometry.shelf.places[place]
            surface.blit(img, img.get_rect(bottomright=(rect.right + small // 3, rect.bottom)))


def draw_roll_ring(view: GoudaView, surface: pygame.Surface) -> None:
    table = view.table
    place = view.roll_place
    if place is None or place not in view.geometry.shelf.places:
        return
    rect = view.geometry.shelf.places[place].inflate(table.px(16), table.px(12))
    if view.ring_move is not None:
        frm, to, tween = view.ring_move
        if frm in view.geometry.shelf.places:
            a = view.geometry.shelf.places[frm].inflate(table.px(16), table.px(12))
            t = tween.value
            rect = pygame.Rect(round(a.x + (rect.x - a.x) * t), round(a.y + (rect.y - a.y) * t),
                               round(a.w + (rect.w - a.w) * t), round(a.h + (rect.h - a.h) * t))
    width = max(3, table.px(5))
    pygame.draw.rect(surface, (255, 255, 255), rect, width + 2, border_radius=table.px(16))
    pygame.draw.rect(surface, palette.ACCENT, rect, width, border_radius=table.px(16))
    icon = sprites.die_image(table, "green", max(18, table.px(26)))
    surface.blit(icon, icon.get_rect(center=(rect.left + table.px(4), rect.top + table.px(4))))


def draw_place_glows(view: GoudaView, surface: pygame.Surface) -> None:
    table = view.table
    choices = view.place_choices()
    if not choices:
        return
    focus = view.focused()
    pulse = 0.5 + 0.5 * math.sin(table.clock * 5)
    for name in choices:
        rect = view.geometry.shelf.places[name].inflate(table.px(10), table.px(8))
        lit = view.hover == ("place", name) or focus == ("place", name)
        glow = table.image(("glow", rect.size), partial(art.glow, rect.w, rect.h, table.px(10), table.px(14),
                                                        (*palette.HIGHLIGHT, 110)))
        surface.blit(glow, glow.get_rect(center=rect.center))
        pygame.draw.rect(surface, palette.ACCENT if lit else palette.HIGHLIGHT, rect,
                         max(3, table.px(4 + (2 if lit else 2 * pulse))), border_radius=table.px(14))


def draw_badges(view: GoudaView, surface: pygame.Surface) -> None:
    table = view.table
    size = view.geometry.shelf.badge
    lit = set(view.badge_choices())
    focus = view.focused()
    for place in view.config.names:
        for owner, rect in view.badges_of(place).items():
            count = view.mice_view[place][owner]
            if place == view.roll_place and owner in lit:
                hot = view.hover == ("badge", owner) or focus == ("badge", owner)
                pygame.draw.rect(surface, palette.ACCENT if hot else palette.HIGHLIGHT,
                                 rect.inflate(table.px(8), table.px(6)), border_radius=size // 2)
            if view.sel_owner == owner and place == view.roll_place:
                pygame.draw.rect(surface, palette.ACCENT, rect.inflate(table.px(8), table.px(6)),
                                 max(2, table.px(3)), border_radius=size // 2)
            surface.blit(sprites.badge(table, owner, count, size), rect)


def draw_last_move(view: GoudaView, surface: pygame.Surface) -> None:
    """Arrows from where the last turn's mice were to where they went, each in its
    owner's colour, with the die given at its start (see :mod:`game.view.marks`),
    until the next turn's first move."""
    table = view.table
    if not table.narrator.last_move or view.hops:
        return
    places = view.geometry.shelf.places
    size = view.geometry.shelf.badge
    given: dict[tuple[str, str, int], list[str]] = {}     # two mice the same way: one arrow
    for frm, to, seat, colour in table.narrator.last_move:
        if frm in places and to in places:
            given.setdefault((frm, to, seat), [])
            if colour:
                given[(frm, to, seat)].append(colour)
    die = max(16, int(size * 0.7))
    for (frm, to, seat), colours in given.items():
        rgb = marks.ink(table.seat_rgb(seat))
        if frm == to:
            marks.ring(surface, places[to].center, max(places[to].w, places[to].h) * 0.42, rgb,
                       table.px(4))
            continue
        a, b = view.badge_point(frm, seat), view.badge_point(to, seat)
        marks.arrow(surface, a, b, rgb, table.px(5), start_ring=size * 0.45, stop_short=size * 0.5)
        mid = ((a[0] + b[0]) / 2 - (len(colours) - 1) * die * 0.55, (a[1] + b[1]) / 2)
        for k, colour in enumerate(colours):
            icon = sprites.die_image(table, colour, die)
            surface.blit(icon, icon.get_rect(center=(round(mid[0] + k * die * 1.1), round(mid[1]))))


def draw_hops(view: GoudaView, surface: pygame.Surface) -> None:
    table = view.table
    size = view.geometry.shelf.badge
    for hop in view.hops:
        if hop.tween.done:
            continue
        x, y = hop.point()
        img = sprites.face_image(table, hop.owner, size)
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


def draw_tray(view: GoudaView, surface: pygame.Surface) -> None:
    """The dice tray: where the roll was made, the dice, the lost results, and the
    markers played this roll."""
    table = view.table
    geometry, px = view.geometry, table.px
    cap = geometry.tray.caption
    text = (tr("label.roll_in", place=place_name(view.roll_place)) if view.roll_place
            else tr("label.no_roll"))
    size = table.fit(text, table.fs(18), cap.w, bold=True)
    img = table.text(ellipsize(text, size, cap.w, bold=True), size, palette.TEXT, bold=True)
    surface.blit(img, img.get_rect(midleft=cap.midleft))
    ds = geometry.tray.die_size
    lit = set(view.die_choices())
    focus = view.focused()
    picked = set(view.target.dice) if view.target is not None else set()
    for d, die in enumerate(view.dice_view):
        cx, cy = geometry.tray.dice[min(d, len(geometry.tray.dice) - 1)]
        if d in view.rolling:
            k = int(table.clock * 14)
            face = ("green", "yellow", "red")[(k + d) % 3]
            angle = (k * 30 + d * 60) % 360
            hop = abs(math.sin(table.clock * 12 + d)) * ds * 0.15
            pic = sprites.die_image(table, face, ds, angle=angle)
            surface.blit(pic, pic.get_rect(center=(cx, round(cy - hop))))
            continue
        if die["colour"] is None:
            continue
        if view.drag_pos is not None and view.sel_die == d:
            continue
        chosen = d == view.sel_die or d in picked
        hot = d in lit and (view.hover == ("die", d) or focus == ("die", d))
        pic = sprites.die_image(table, die["colour"], ds, cancelled=not die["live"],
                                highlight=chosen or hot)
        lift = table.px(6) if chosen else 0
        if d in view.flash:
            grow = 1 + 0.25 * math.sin(math.pi * min(1.0, (table.clock - view.flash[d]) / 0.6))
            pic = table.scaled(("die-grow", die["colour"], ds, not die["live"]), pic, int(ds * grow))
        if die["used"]:
            pic = table.image(("die-used", die["colour"], ds, not die["live"]), partial(_faded, pic))
        if d in lit and not chosen:
            ring = pygame.Rect(0, 0, ds + px(6), ds + px(6))
            ring.center = (cx, cy)
            pygame.draw.rect(surface, palette.HIGHLIGHT, ring, max(2, px(3)), border_radius=ds // 3)
        surface.blit(pic, pic.get_rect(center=(cx, cy - lift)))
        if d in view.lost:
            cross = ds // 2 - max(3, ds // 8)
            w = max(3, px(5))
            pygame.draw.line(surface, palette.DANGER, (cx - cross, cy - cross), (cx + cross, cy + cross), w)
            pygame.draw.line(surface, palette.DANGER, (cx + cross, cy - cross), (cx - cross, cy + cross), w)
    label = table.text(tr("label.lost"), table.fs(15), palette.TEXT_LIGHT, bold=True)
    for box in lost_boxes(view):
        pygame.draw.rect(surface, palette.DANGER, box, border_radius=box.h // 2)
        surface.blit(label, label.get_rect(center=box.center))
    _draw_stack(view, surface, focus)


def _draw_stack(view: GoudaView, surface: pygame.Surface, focus: Item | None) -> None:
    """The stack of markers played this roll, in the tray (a ring round those that may
    be picked, golden where the focus is)."""
    table = view.table
    geometry, px = view.geometry, table.px
    ms = geometry.tray.marker_size
    targets = set(view.stack_choices())
    for i, entry in enumerate(view.stack_view):
        if entry["status"] == "gone":
            continue
        rect = layout.stack_rect(geometry.tray, i)
        if rect.right > geometry.tray.rect.right - px(8):
            break
        rgb = table.seat_rgb(entry["seat"])
        pygame.draw.circle(surface, rgb, rect.center, ms // 2 + max(2, px(3)))
        size = ms
        if entry["status"] == "resolving":
            size = int(ms * 1.15)
        pic = sprites.marker_image(table, entry["kind"], size)
        if entry["status"] in ("spent", "cancelled"):
            pic = table.image(("marker-faded", entry["kind"], size), partial(_faded, pic))
        surface.blit(pic, pic.get_rect(center=rect.center))
        if entry["status"] == "cancelled":
            w = max(3, px(4))
            pygame.draw.line(surface, palette.DANGER, rect.topleft, rect.bottomright, w)
            pygame.draw.line(surface, palette.DANGER, rect.topright, rect.bottomleft, w)
        if i in targets:
            hot = view.hover == ("stack", i) or focus == ("stack", i)
            pygame.draw.circle(surface, palette.ACCENT if hot else palette.HIGHLIGHT, rect.center,
                               ms // 2 + px(6), max(3, px(4)))


def lost_boxes(view: GoudaView) -> list[pygame.Rect]:
    """The "Lost!" labels over the dice lost now: one over each, or one over a run
    of neighbours whose labels would touch (two side by side collided at 800 x 600,
    issue 16), kept inside the tray."""
    table = view.table
    if not view.lost:
        return []
    geometry, px = view.geometry, table.px
    size = get_font(table.fs(15), bold=True).size(tr("label.lost"))
    w, h = size[0] + px(8) + 4, get_font(table.fs(15), bold=True).get_height() + px(2)
    tray = geometry.tray.rect.inflate(-px(8), 0)
    groups: list[list[int]] = []
    for d in sorted(view.lost):
        x = geometry.tray.dice[min(d, len(geometry.tray.dice) - 1)][0]
        if groups and x - geometry.tray.dice[groups[-1][-1]][0] < w + px(4):
            groups[-1].append(d)
        else:
            groups.append([d])
    boxes: list[pygame.Rect] = []
    for group in groups:
        xs = [geometry.tray.dice[d][0] for d in group]
        box = pygame.Rect(0, 0, w, h)
        box.center = ((min(xs) + max(xs)) // 2, geometry.tray.dice[group[0]][1])
        box.clamp_ip(tray)
        if boxes and box.left < boxes[-1].right + px(4):
            box.left = boxes[-1].right + px(4)          # never over the previous one
        boxes.append(box)
    return boxes


def draw_legend(view: GoudaView, surface: pygame.Surface) -> None:
    """What each colour of die does, with its picture (under the action card)."""
    table = view.table
    rect = view.geometry.legend
    if rect is None or len(view.buttons) > 2:
        return
    img = table.redrawn("legend", (rect.size, i18n.language()), lambda: legend_picture(view, rect))
    surface.blit(img, rect)


def legend_picture(view: GoudaView, rect: pygame.Rect) -> pygame.Surface:
    table = view.table
    px = table.px
    surf = pygame.Surface(rect.size, pygame.SRCALPHA)
    surf.blit(art.panel(rect.w, rect.h, px(14), palette.PANEL), (0, 0))
    inner = art.panel_body_rect(rect.w, rect.h).inflate(-px(20), -px(8))
    row = view.geometry.legend_row
    top = inner.top + max(0, (inner.h - 3 * row) // 2)
    for k, face in enumerate(("green", "yellow", "red")):
        cy = top + k * row + row // 2
        die = gouda_art.gouda_die(face, row - 2)
        surf.blit(die, die.get_rect(midleft=(inner.left, cy)))
        text = tr(f"legend.{face}")
        room = inner.w - row - px(10)
        size = table.fit(text, table.fs(17), room, bold=True)
        img = get_font(size, bold=True).render(ellipsize(text, size, room, bold=True), True,
                                               palette.TEXT)
        surf.blit(img, img.get_rect(midleft=(inner.left + row + px(10), cy)))
    return surf


def draw_action(view: GoudaView, surface: pygame.Surface) -> None:
    table = view.table
    if table.lesson is not None:        # a guided game's panel takes the action area
        return
    draw_legend(view, surface)
    area = view.card_area()
    if table.thinking():
        return
    text = view.action_text()
    if not text and not view.buttons:
        return
    px = table.px
    img = table.redrawn("action", (area.size, text, len(view.buttons), i18n.language()),
                       lambda: action_card(view, area, text))
    surface.blit(img, area)
    focus = view.focused()
    for key, label, rect, colour in view.buttons:
        hot = view.hover == ("button", key) or focus == ("button", key)
        state = "disabled" if table.input_guarded() else ("hover" if hot else "normal")
        if key == "done" and view.target is not None and not view.target.dice:
            state = "disabled"
        sprites.draw_button(table, surface, rect, label, colour, state, focused=focus == ("button", key))
    if view.buttons and view.target is not None:
        keys = tr("label.keys_target")
        size = table.fit(keys, table.fs(14), area.w - px(24), bold=True)
        k = table.text(ellipsize(keys, size, area.w - px(24), bold=True), size, palette.TEXT, bold=True)
        top = min(r.top for _, _, r, _ in view.buttons)
        surface.blit(k, k.get_rect(midbottom=(area.centerx, top - px(2))))


def action_card(view: GoudaView, area: pygame.Rect, text: str) -> pygame.Surface:
    table = view.table
    px = table.px
    surf = pygame.Surface(area.size, pygame.SRCALPHA)
    surf.blit(art.panel(area.w, area.h, px(18), art.tint(palette.HIGHLIGHT, 0.7), palette.HIGHLIGHT),
              (0, 0))
    inner = art.panel_body_rect(area.w, area.h).inflate(-px(24), -px(12))
    rows = -(-len(view.buttons) // 2) if len(view.buttons) > 1 else len(view.buttons)
    keys = get_font(READABLE, bold=True).get_linesize() if view.buttons and view.target is not None else 0
    room = inner.h - rows * (max(40, px(54)) + px(8)) - keys
    most = max(1, room // max(1, get_font(READABLE, bold=True).get_linesize()))
    # wrapped rather than shrunk below 16 px (scaled): one tiny line read badly
    lines, size = fit_lines(text, table.fs(19), inner.w, min(4, most), bold=True,
                            smallest=table.fs(16))
    font = get_font(size, bold=True)
    y = inner.top
    kept = lines[:max(1, most)]
    if len(kept) < len(lines):      # no room for it all: cut with "…" (the banner says it whole)
        kept[-1] = ellipsize(kept[-1] + " " + lines[len(kept)], size, inner.w, bold=True)
    for line in kept:
        img = font.render(ellipsize(line, size, inner.w, bold=True), True, palette.TEXT)
        surf.blit(img, (inner.left, y))
        y += font.get_linesize()
    return surf


def draw_big_marker(view: GoudaView, surface: pygame.Surface) -> None:
    table = view.table
    if view.big_marker is None:
        return
    kind, seat, since = view.big_marker
    shelf = view.geometry.shelf.rect
    size = int(min(shelf.w, shelf.h) * 0.3)
    age = min(1.0, (table.clock - since) / max(0.01, table.dur(0.3)))
    size = max(24, int(size * (0.6 + 0.4 * age)))
    size = size // 8 * 8
    pic = sprites.marker_image(table, kind, size)
    centre = (shelf.centerx, shelf.centery - int(size * 0.75))
    pygame.draw.circle(surface, table.seat_rgb(seat), centre, size // 2 + table.px(8))
    surface.blit(pic, pic.get_rect(center=centre))


def draw_drag(view: GoudaView, surface: pygame.Surface) -> None:
    table = view.table
    if view.drag_pos is None or view.sel_die is None:
        return
    pic = sprites.die_image(table, view.die_colour(view.sel_die), view.geometry.tray.die_size, highlight=True)
    surface.blit(pic, pic.get_rect(center=view.drag_pos))


def draw_banner(view: GoudaView, surface: pygame.Surface) -> None:
    table = view.table
    obs = view.observation()
    player = view.turn_view
    winners = obs.winners
    over = obs.to_play == TERMINAL and view.over_shown
    if over:
        rgb = table.seat_rgb(winners[0]) if len(winners) == 1 else OVER_RGB
        title = (tr("banner.win", name=table.seat_name(winners[0])) if len(winners) == 1
                 else tr("banner.draw") if winners else tr("banner.over"))
    else:
        rgb = table.seat_rgb(player)
        title = tr("banner.human" if table.plays_here(player) else "banner.cpu", **view.name_of(player))
    table.banner.draw(surface, view.geometry.banner, rgb, title)


def thinking_plan(view: GoudaView) -> tuple[pygame.Rect, str, int, list[str], int]:
    """The "... is thinking" hint in the action card: (its box, the first line and
    its size, the lines of "click or press Space to hurry up" and their size). The
    hurry line is wrapped to the box (two lines in a small window): it was drawn
    past the box and off the window at 800 x 600 (issue 16)."""
    table = view.table
    rect = table.thinking_rect
    px = table.px
    w = max(min(rect.w, px(120)), min(rect.w - px(12), px(600)))
    player = table.thinking_player()
    name = table.seat_name(player) if player >= 0 else ""
    words = table.t("thinking", name=name)
    dots = px(44)
    size = table.fit(words, table.fs(26), w - px(24) - dots, display=True)
    words = ellipsize(words, size, w - px(24) - dots, display=True)
    hint = table.t("skip")
    lines, hsize = fit_lines(hint, table.fs(15), w - px(24), 2)
    h = (get_font(size, display=True).get_linesize() + len(lines) * get_font(hsize).get_linesize()
         + px(16))
    box = pygame.Rect(0, 0, w, h)
    box.center = rect.center
    return box, words, size, lines, hsize


def draw_thinking(view: GoudaView, surface: pygame.Surface) -> None:
    table = view.table
    box, words, size, lines, hsize = thinking_plan(view)
    px = table.px
    pill = table.image(("thinking-pill", box.size),
                      lambda: art.panel(box.w, box.h, min(box.h // 3, px(24)), palette.PANEL_DARK,
                                        palette.HIGHLIGHT))
    surface.blit(pill, box)
    line = table.text(words, size, palette.TEXT_LIGHT, display=True)
    top = box.top + px(8)
    dots = px(44)
    surface.blit(line, line.get_rect(midtop=(box.centerx - dots // 2, top)))
    y = top + get_font(size, display=True).get_linesize()
    for text in lines:
        img = table.text(text, hsize, (250, 232, 205))
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += get_font(hsize).get_linesize()
    x0 = box.centerx - dots // 2 + line.get_width() // 2 + px(12)
    y0 = top + line.get_height() * 0.62
    for i in range(3):
        bounce = max(0.0, math.sin(table.clock * 7 - i * 0.9)) * px(5)
        pygame.draw.circle(surface, palette.HIGHLIGHT, (x0 + i * px(11), round(y0 - bounce)),
                           max(2, px(4)))


def bar_rect(view: GoudaView) -> pygame.Rect:
    """Where the answer bar goes: on the shelf, never over its top (the table and
    its cheese: the goal), nor over the place the dice were rolled for (the mice
    the answers are about), nor over the dice (the tray): as low as it can be
    under the goal; when no height is free of the rolled place, the height that
    hides least of it. The bar's size never depends on a secret; its place only on
    public facts (the shelf, the place rolled for)."""
    table = view.table
    area = view.geometry.bar_area
    assert table.answer_bar is not None
    window = table.driver.window
    rect = table.answer_bar.rect_for(area, len(window.seats) if window is not None else None)
    px = table.px
    goal_name = view.config.shelf.table
    goal = view.geometry.shelf.places[goal_name].union(view.geometry.shelf.things[goal_name])
    top = max(area.top + px(4), goal.bottom + px(6))
    bottom = area.bottom - px(10)
    keep = [view.geometry.tray.rect]
    place = view.geometry.shelf.places.get(view.roll_place or "")
    if place is not None:
        keep.append(place.inflate(px(8), px(8)))
    if bottom - rect.h < top:                 # a short shelf: below the goal, at least
        rect.top = top
        return rect
    best: tuple[int, int] | None = None
    for y in range(bottom - rect.h, top - 1, -max(2, px(4))):
        rect.top = y
        hidden = sum(_overlap(rect, r) for r in keep)
        if hidden == 0:
            return rect
        if best is None or hidden < best[0]:
            best = (hidden, y)
    assert best is not None
    rect.top = best[1]
    return rect


def _faded(img: pygame.Surface) -> pygame.Surface:
    out = img.copy()
    out.fill((255, 255, 255, 90), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The area two rectangles share."""
    c = a.clip(b)
    return c.w * c.h
