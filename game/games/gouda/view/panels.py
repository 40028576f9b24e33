"""Gouda's table drawn (issue 18: split from :mod:`.scene`): the shelf and its badges,
the cheese, the roll's ring and glows, the last move's marks, the dice tray, the
action card with its buttons and legend, the answer bar's place, the "... is
thinking" hint and the banner. Each function takes the table scene and draws from
its observation; the seats' panels are :mod:`.seats`'s.
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
from . import board, hand, layout, seats, sprites, targeting

if TYPE_CHECKING:
    from .view_model import GoudaTable, Item

OVER_RGB = (236, 178, 60)


def draw_table(scene: GoudaTable, surface: pygame.Surface) -> None:
    geometry = scene.geometry
    surface.blit(scene.backdrop(surface.get_size(), lambda surf: board.paint_backdrop(scene, surf, geometry)),
                 (0, 0))
    draw_cheese(scene, surface)
    draw_roll_ring(scene, surface)
    draw_place_glows(scene, surface)
    draw_badges(scene, surface)
    draw_last_move(scene, surface)
    draw_hops(scene, surface)
    seats.draw_seats(scene, surface)
    seats.draw_own_markers(scene, surface)
    draw_tray(scene, surface)
    draw_action(scene, surface)
    scene.draw_answer_bar(surface)
    draw_banner(scene, surface)
    scene.sparkles.draw_sparks(surface)
    seat = scene.hand_seat()
    if scene.hand_open and seat is not None:
        held = {k: v for k, v in (scene.observation().hand or {}).items() if v}
        scene.hand_layout = hand.draw_hand(scene, surface, seat, held,
                                          targeting.playable(scene.legal_actions()),
                                          scene.hand_focus, scene.hand_hover)
    else:
        scene.hand_layout = None
        seats.draw_tip(scene, surface)
    draw_big_marker(scene, surface)
    scene.messages.draw(surface, geometry.shelf.rect.center)
    draw_drag(scene, surface)
    scene.sparkles.draw_confetti(surface)


def draw_cheese(scene: GoudaTable, surface: pygame.Surface) -> None:
    geometry = scene.geometry
    size = max(20, int(geometry.shelf.badge * 0.9))
    if scene.observation().festival and scene.table_cheese_view:
        table = geometry.shelf.places[scene.config.shelf.table]
        n = scene.table_cheese_view
        img = scene.image(("cheese", size), lambda: gouda_art.cheese_token(size))
        x0 = table.centerx - (n * size * 0.8) / 2
        for k in range(n):
            surface.blit(img, (round(x0 + k * size * 0.8), table.top - size // 3))
    small = max(18, int(size * 0.75))
    for place, left in scene.route_left_view.items():
        if left and place in geometry.shelf.places:
            img = scene.image(("cheese", small), lambda: gouda_art.cheese_token(small))
            rect = geometry.shelf.places[place]
            surface.blit(img, img.get_rect(bottomright=(rect.right + small // 3, rect.bottom)))


def draw_roll_ring(scene: GoudaTable, surface: pygame.Surface) -> None:
    place = scene.roll_place
    if place is None or place not in scene.geometry.shelf.places:
        return
    rect = scene.geometry.shelf.places[place].inflate(scene.px(16), scene.px(12))
    if scene.ring_move is not None:
        frm, to, tween = scene.ring_move
        if frm in scene.geometry.shelf.places:
            a = scene.geometry.shelf.places[frm].inflate(scene.px(16), scene.px(12))
            t = tween.value
            rect = pygame.Rect(round(a.x + (rect.x - a.x) * t), round(a.y + (rect.y - a.y) * t),
                               round(a.w + (rect.w - a.w) * t), round(a.h + (rect.h - a.h) * t))
    width = max(3, scene.px(5))
    pygame.draw.rect(surface, (255, 255, 255), rect, width + 2, border_radius=scene.px(16))
    pygame.draw.rect(surface, palette.ACCENT, rect, width, border_radius=scene.px(16))
    icon = sprites.die_image(scene, "green", max(18, scene.px(26)))
    surface.blit(icon, icon.get_rect(center=(rect.left + scene.px(4), rect.top + scene.px(4))))


def draw_place_glows(scene: GoudaTable, surface: pygame.Surface) -> None:
    choices = scene.place_choices()
    if not choices:
        return
    focus = scene.focused()
    pulse = 0.5 + 0.5 * math.sin(scene.clock * 5)
    for name in choices:
        rect = scene.geometry.shelf.places[name].inflate(scene.px(10), scene.px(8))
        lit = scene.hover == ("place", name) or focus == ("place", name)
        glow = scene.image(("glow", rect.size), partial(art.glow, rect.w, rect.h, scene.px(10), scene.px(14),
                                                        (*palette.HIGHLIGHT, 110)))
        surface.blit(glow, glow.get_rect(center=rect.center))
        pygame.draw.rect(surface, palette.ACCENT if lit else palette.HIGHLIGHT, rect,
                         max(3, scene.px(4 + (2 if lit else 2 * pulse))), border_radius=scene.px(14))


def draw_badges(scene: GoudaTable, surface: pygame.Surface) -> None:
    size = scene.geometry.shelf.badge
    lit = set(scene.badge_choices())
    focus = scene.focused()
    for place in scene.config.names:
        for owner, rect in scene.badges_of(place).items():
            count = scene.mice_view[place][owner]
            if place == scene.roll_place and owner in lit:
                hot = scene.hover == ("badge", owner) or focus == ("badge", owner)
                pygame.draw.rect(surface, palette.ACCENT if hot else palette.HIGHLIGHT,
                                 rect.inflate(scene.px(8), scene.px(6)), border_radius=size // 2)
            if scene.sel_owner == owner and place == scene.roll_place:
                pygame.draw.rect(surface, palette.ACCENT, rect.inflate(scene.px(8), scene.px(6)),
                                 max(2, scene.px(3)), border_radius=size // 2)
            surface.blit(sprites.badge(scene, owner, count, size), rect)


def draw_last_move(scene: GoudaTable, surface: pygame.Surface) -> None:
    """Arrows from where the last turn's mice were to where they went, each in its
    owner's colour, with the die given at its start (see :mod:`game.view.marks`),
    until the next turn's first move."""
    if not scene.narrator.last_move or scene.hops:
        return
    places = scene.geometry.shelf.places
    size = scene.geometry.shelf.badge
    given: dict[tuple[str, str, int], list[str]] = {}     # two mice the same way: one arrow
    for frm, to, seat, colour in scene.narrator.last_move:
        if frm in places and to in places:
            given.setdefault((frm, to, seat), [])
            if colour:
                given[(frm, to, seat)].append(colour)
    die = max(16, int(size * 0.7))
    for (frm, to, seat), colours in given.items():
        rgb = marks.ink(scene.seat_rgb(seat))
        if frm == to:
            marks.ring(surface, places[to].center, max(places[to].w, places[to].h) * 0.42, rgb,
                       scene.px(4))
            continue
        a, b = scene.badge_point(frm, seat), scene.badge_point(to, seat)
        marks.arrow(surface, a, b, rgb, scene.px(5), start_ring=size * 0.45, stop_short=size * 0.5)
        mid = ((a[0] + b[0]) / 2 - (len(colours) - 1) * die * 0.55, (a[1] + b[1]) / 2)
        for k, colour in enumerate(colours):
            icon = sprites.die_image(scene, colour, die)
            surface.blit(icon, icon.get_rect(center=(round(mid[0] + k * die * 1.1), round(mid[1]))))


def draw_hops(scene: GoudaTable, surface: pygame.Surface) -> None:
    size = scene.geometry.shelf.badge
    for hop in scene.hops:
        if hop.tween.done:
            continue
        x, y = hop.point()
        img = sprites.face_image(scene, hop.owner, size)
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


def draw_tray(scene: GoudaTable, surface: pygame.Surface) -> None:
    """The dice tray: where the roll was made, the dice, the lost results, and the
    markers played this roll."""
    geometry, px = scene.geometry, scene.px
    cap = geometry.tray.caption
    text = (tr("label.roll_in", place=place_name(scene.roll_place)) if scene.roll_place
            else tr("label.no_roll"))
    size = scene.fit(text, scene.fs(18), cap.w, bold=True)
    img = scene.text(ellipsize(text, size, cap.w, bold=True), size, palette.TEXT, bold=True)
    surface.blit(img, img.get_rect(midleft=cap.midleft))
    ds = geometry.tray.die_size
    lit = set(scene.die_choices())
    focus = scene.focused()
    picked = set(scene.target.dice) if scene.target is not None else set()
    for d, die in enumerate(scene.dice_view):
        cx, cy = geometry.tray.dice[min(d, len(geometry.tray.dice) - 1)]
        if d in scene.rolling:
            k = int(scene.clock * 14)
            face = ("green", "yellow", "red")[(k + d) % 3]
            angle = (k * 30 + d * 60) % 360
            hop = abs(math.sin(scene.clock * 12 + d)) * ds * 0.15
            pic = sprites.die_image(scene, face, ds, angle=angle)
            surface.blit(pic, pic.get_rect(center=(cx, round(cy - hop))))
            continue
        if die["colour"] is None:
            continue
        if scene.drag_pos is not None and scene.sel_die == d:
            continue
        chosen = d == scene.sel_die or d in picked
        hot = d in lit and (scene.hover == ("die", d) or focus == ("die", d))
        pic = sprites.die_image(scene, die["colour"], ds, cancelled=not die["live"],
                                highlight=chosen or hot)
        lift = scene.px(6) if chosen else 0
        if d in scene.flash:
            grow = 1 + 0.25 * math.sin(math.pi * min(1.0, (scene.clock - scene.flash[d]) / 0.6))
            pic = scene.scaled(("die-grow", die["colour"], ds, not die["live"]), pic, int(ds * grow))
        if die["used"]:
            pic = scene.image(("die-used", die["colour"], ds, not die["live"]), partial(_faded, pic))
        if d in lit and not chosen:
            ring = pygame.Rect(0, 0, ds + px(6), ds + px(6))
            ring.center = (cx, cy)
            pygame.draw.rect(surface, palette.HIGHLIGHT, ring, max(2, px(3)), border_radius=ds // 3)
        surface.blit(pic, pic.get_rect(center=(cx, cy - lift)))
        if d in scene.lost:
            cross = ds // 2 - max(3, ds // 8)
            w = max(3, px(5))
            pygame.draw.line(surface, palette.DANGER, (cx - cross, cy - cross), (cx + cross, cy + cross), w)
            pygame.draw.line(surface, palette.DANGER, (cx + cross, cy - cross), (cx - cross, cy + cross), w)
    label = scene.text(tr("label.lost"), scene.fs(15), palette.TEXT_LIGHT, bold=True)
    for box in lost_boxes(scene):
        pygame.draw.rect(surface, palette.DANGER, box, border_radius=box.h // 2)
        surface.blit(label, label.get_rect(center=box.center))
    _draw_stack(scene, surface, focus)


def _draw_stack(scene: GoudaTable, surface: pygame.Surface, focus: Item | None) -> None:
    """The stack of markers played this roll, in the tray (a ring round those that may
    be picked, golden where the focus is)."""
    geometry, px = scene.geometry, scene.px
    ms = geometry.tray.marker_size
    targets = set(scene.stack_choices())
    for i, entry in enumerate(scene.stack_view):
        if entry["status"] == "gone":
            continue
        rect = layout.stack_rect(geometry.tray, i)
        if rect.right > geometry.tray.rect.right - px(8):
            break
        rgb = scene.seat_rgb(entry["seat"])
        pygame.draw.circle(surface, rgb, rect.center, ms // 2 + max(2, px(3)))
        size = ms
        if entry["status"] == "resolving":
            size = int(ms * 1.15)
        pic = sprites.marker_image(scene, entry["kind"], size)
        if entry["status"] in ("spent", "cancelled"):
            pic = scene.image(("marker-faded", entry["kind"], size), partial(_faded, pic))
        surface.blit(pic, pic.get_rect(center=rect.center))
        if entry["status"] == "cancelled":
            w = max(3, px(4))
            pygame.draw.line(surface, palette.DANGER, rect.topleft, rect.bottomright, w)
            pygame.draw.line(surface, palette.DANGER, rect.topright, rect.bottomleft, w)
        if i in targets:
            hot = scene.hover == ("stack", i) or focus == ("stack", i)
            pygame.draw.circle(surface, palette.ACCENT if hot else palette.HIGHLIGHT, rect.center,
                               ms // 2 + px(6), max(3, px(4)))


def lost_boxes(scene: GoudaTable) -> list[pygame.Rect]:
    """The "Lost!" labels over the dice lost now: one over each, or one over a run
    of neighbours whose labels would touch (two side by side collided at 800 x 600,
    issue 16), kept inside the tray."""
    if not scene.lost:
        return []
    geometry, px = scene.geometry, scene.px
    size = get_font(scene.fs(15), bold=True).size(tr("label.lost"))
    w, h = size[0] + px(8) + 4, get_font(scene.fs(15), bold=True).get_height() + px(2)
    tray = geometry.tray.rect.inflate(-px(8), 0)
    groups: list[list[int]] = []
    for d in sorted(scene.lost):
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


def draw_legend(scene: GoudaTable, surface: pygame.Surface) -> None:
    """What each colour of die does, with its picture (under the action card)."""
    rect = scene.geometry.legend
    if rect is None or len(scene.buttons) > 2:
        return
    img = scene.redrawn("legend", (rect.size, i18n.language()), lambda: legend_picture(scene, rect))
    surface.blit(img, rect)


def legend_picture(scene: GoudaTable, rect: pygame.Rect) -> pygame.Surface:
    px = scene.px
    surf = pygame.Surface(rect.size, pygame.SRCALPHA)
    surf.blit(art.panel(rect.w, rect.h, px(14), palette.PANEL), (0, 0))
    inner = art.panel_body_rect(rect.w, rect.h).inflate(-px(20), -px(8))
    row = scene.geometry.legend_row
    top = inner.top + max(0, (inner.h - 3 * row) // 2)
    for k, face in enumerate(("green", "yellow", "red")):
        cy = top + k * row + row // 2
        die = gouda_art.gouda_die(face, row - 2)
        surf.blit(die, die.get_rect(midleft=(inner.left, cy)))
        text = tr(f"legend.{face}")
        room = inner.w - row - px(10)
        size = scene.fit(text, scene.fs(17), room, bold=True)
        img = get_font(size, bold=True).render(ellipsize(text, size, room, bold=True), True,
                                               palette.TEXT)
        surf.blit(img, img.get_rect(midleft=(inner.left + row + px(10), cy)))
    return surf


def draw_action(scene: GoudaTable, surface: pygame.Surface) -> None:
    draw_legend(scene, surface)
    area = scene.card_area()
    if scene.thinking():
        return
    text = scene.action_text()
    if not text and not scene.buttons:
        return
    px = scene.px
    img = scene.redrawn("action", (area.size, text, len(scene.buttons), i18n.language()),
                       lambda: action_card(scene, area, text))
    surface.blit(img, area)
    focus = scene.focused()
    for key, label, rect, colour in scene.buttons:
        hot = scene.hover == ("button", key) or focus == ("button", key)
        state = "disabled" if scene.input_guarded() else ("hover" if hot else "normal")
        if key == "done" and scene.target is not None and not scene.target.dice:
            state = "disabled"
        sprites.draw_button(scene, surface, rect, label, colour, state, focused=focus == ("button", key))
    if scene.buttons and scene.target is not None:
        keys = tr("label.keys_target")
        size = scene.fit(keys, scene.fs(14), area.w - px(24), bold=True)
        k = scene.text(ellipsize(keys, size, area.w - px(24), bold=True), size, palette.TEXT, bold=True)
        top = min(r.top for _, _, r, _ in scene.buttons)
        surface.blit(k, k.get_rect(midbottom=(area.centerx, top - px(2))))


def action_card(scene: GoudaTable, area: pygame.Rect, text: str) -> pygame.Surface:
    px = scene.px
    surf = pygame.Surface(area.size, pygame.SRCALPHA)
    surf.blit(art.panel(area.w, area.h, px(18), art.tint(palette.HIGHLIGHT, 0.7), palette.HIGHLIGHT),
              (0, 0))
    inner = art.panel_body_rect(area.w, area.h).inflate(-px(24), -px(12))
    rows = -(-len(scene.buttons) // 2) if len(scene.buttons) > 1 else len(scene.buttons)
    keys = get_font(READABLE, bold=True).get_linesize() if scene.buttons and scene.target is not None else 0
    room = inner.h - rows * (max(40, px(54)) + px(8)) - keys
    most = max(1, room // max(1, get_font(READABLE, bold=True).get_linesize()))
    # wrapped rather than shrunk below 16 px (scaled): one tiny line read badly
    lines, size = fit_lines(text, scene.fs(19), inner.w, min(4, most), bold=True,
                            smallest=scene.fs(16))
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


def draw_big_marker(scene: GoudaTable, surface: pygame.Surface) -> None:
    if scene.big_marker is None:
        return
    kind, seat, since = scene.big_marker
    shelf = scene.geometry.shelf.rect
    size = int(min(shelf.w, shelf.h) * 0.3)
    age = min(1.0, (scene.clock - since) / max(0.01, scene.dur(0.3)))
    size = max(24, int(size * (0.6 + 0.4 * age)))
    size = size // 8 * 8
    pic = sprites.marker_image(scene, kind, size)
    centre = (shelf.centerx, shelf.centery - int(size * 0.75))
    pygame.draw.circle(surface, scene.seat_rgb(seat), centre, size // 2 + scene.px(8))
    surface.blit(pic, pic.get_rect(center=centre))


def draw_drag(scene: GoudaTable, surface: pygame.Surface) -> None:
    if scene.drag_pos is None or scene.sel_die is None:
        return
    pic = sprites.die_image(scene, scene.die_colour(scene.sel_die), scene.geometry.tray.die_size, highlight=True)
    surface.blit(pic, pic.get_rect(center=scene.drag_pos))


def draw_banner(scene: GoudaTable, surface: pygame.Surface) -> None:
    obs = scene.observation()
    player = scene.turn_view
    winners = obs.winners
    over = obs.to_play == TERMINAL and scene.over_shown
    if over:
        rgb = scene.seat_rgb(winners[0]) if len(winners) == 1 else OVER_RGB
        title = (tr("banner.win", name=scene.seat_name(winners[0])) if len(winners) == 1
                 else tr("banner.draw") if winners else tr("banner.over"))
    else:
        rgb = scene.seat_rgb(player)
        seat = scene.session.seats[player]
        title = tr("banner.human" if seat.is_human else "banner.cpu", **scene.name_of(player))
    scene.banner.draw(surface, scene.geometry.banner, rgb, title)


def thinking_plan(scene: GoudaTable) -> tuple[pygame.Rect, str, int, list[str], int]:
    """The "... is thinking" hint in the action card: (its box, the first line and
    its size, the lines of "click or press Space to hurry up" and their size). The
    hurry line is wrapped to the box (two lines in a small window): it was drawn
    past the box and off the window at 800 x 600 (issue 16)."""
    rect = scene.thinking_rect
    px = scene.px
    w = max(min(rect.w, px(120)), min(rect.w - px(12), px(600)))
    player = scene.thinking_player()
    name = scene.seat_name(player) if player >= 0 else ""
    words = scene.t("thinking", name=name)
    dots = px(44)
    size = scene.fit(words, scene.fs(26), w - px(24) - dots, display=True)
    words = ellipsize(words, size, w - px(24) - dots, display=True)
    hint = scene.t("skip")
    lines, hsize = fit_lines(hint, scene.fs(15), w - px(24), 2)
    h = (get_font(size, display=True).get_linesize() + len(lines) * get_font(hsize).get_linesize()
         + px(16))
    box = pygame.Rect(0, 0, w, h)
    box.center = rect.center
    return box, words, size, lines, hsize


def _draw_thinking(scene: GoudaTable, surface: pygame.Surface) -> None:
    box, words, size, lines, hsize = thinking_plan(scene)
    px = scene.px
    pill = scene.image(("thinking-pill", box.size),
                      lambda: art.panel(box.w, box.h, min(box.h // 3, px(24)), palette.PANEL_DARK,
                                        palette.HIGHLIGHT))
    surface.blit(pill, box)
    line = scene.text(words, size, palette.TEXT_LIGHT, display=True)
    top = box.top + px(8)
    dots = px(44)
    surface.blit(line, line.get_rect(midtop=(box.centerx - dots // 2, top)))
    y = top + get_font(size, display=True).get_linesize()
    for text in lines:
        img = scene.text(text, hsize, (250, 232, 205))
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += get_font(hsize).get_linesize()
    x0 = box.centerx - dots // 2 + line.get_width() // 2 + px(12)
    y0 = top + line.get_height() * 0.62
    for i in range(3):
        bounce = max(0.0, math.sin(scene.clock * 7 - i * 0.9)) * px(5)
        pygame.draw.circle(surface, palette.HIGHLIGHT, (x0 + i * px(11), round(y0 - bounce)),
                           max(2, px(4)))


def bar_rect(scene: GoudaTable) -> pygame.Rect:
    """Where the answer bar goes: on the shelf, never over its top (the table and
    its cheese: the goal), nor over the place the dice were rolled for (the mice
    the answers are about), nor over the dice (the tray): as low as it can be
    under the goal; when no height is free of the rolled place, the height that
    hides least of it. The bar's size never depends on a secret; its place only on
    public facts (the shelf, the place rolled for)."""
    area = scene.geometry.bar_area
    assert scene.answer_bar is not None
    window = scene.driver.window
    rect = scene.answer_bar.rect_for(area, len(window.seats) if window is not None else None)
    px = scene.px
    table = scene.config.shelf.table
    goal = scene.geometry.shelf.places[table].union(scene.geometry.shelf.things[table])
    top = max(area.top + px(4), goal.bottom + px(6))
    bottom = area.bottom - px(10)
    keep = [scene.geometry.tray.rect]
    place = scene.geometry.shelf.places.get(scene.roll_place or "")
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
