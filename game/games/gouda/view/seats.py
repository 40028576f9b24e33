"""Gouda's table: the seats' panels on the right (issue 18: split from :mod:`.scene`):
face, name (two lines when the room allows, cut with "…" and whole in a tip), mice
left, cheese eaten, markers held (face up for a person alone with computers, with
their tip). Each function takes the view model (:class:`~.view_model.GoudaView`) and
draws from it and the viewer's observation, with the picture caches of its shared table
(``view.table``); :class:`~.painter.GoudaPainter` and :class:`~.inputs.GoudaInput`
(where the tips are) call them.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from .... import i18n
from ....view import art, palette
from ....view.fonts import get_font
from ....view.widgets import READABLE, ellipsize, fit_lines
from ..texts import power_name, tr
from . import art as gouda_art
from . import layout, sprites, targeting
from .layout import SeatLayout

if TYPE_CHECKING:
    from .view_model import GoudaView


def draw_seats(view: GoudaView, surface: pygame.Surface) -> None:
    table = view.table
    obs = view.observation()
    glow = set(view.seat_choices())
    focus = view.focused()
    for seat, seat_panel in enumerate(view.geometry.seats):
        on_board = sum(view.mice_view[p][seat] for p in view.config.names)
        own = own_markers(view, seat)
        key = (seat_panel.rect.size, on_board, view.eaten_view[seat], view.markers_view[seat],
               obs.festival, bool(obs.powers), i18n.language(), table.seat_name(seat), own)
        img = table.redrawn(("seat", seat), key, partial(seat_picture, view, seat, seat_panel, on_board,
                                                        obs.festival, bool(obs.powers), own))
        surface.blit(img, seat_panel.rect)
        turn = (seat == view.turn_view and not view.over_shown) or (
            view.over_shown and seat in obs.winners)
        if turn:
            pygame.draw.rect(surface, palette.HIGHLIGHT, seat_panel.rect.inflate(table.px(4), table.px(4)),
                             max(3, table.px(5)), border_radius=table.px(16))
        if seat in glow:
            hot = view.hover == ("seat", seat) or focus == ("seat", seat)
            pygame.draw.rect(surface, palette.ACCENT if hot else palette.HIGHLIGHT,
                             seat_panel.rect.inflate(table.px(8), table.px(8)), max(3, table.px(6)),
                             border_radius=table.px(18))


def own_markers(view: GoudaView, seat: int) -> tuple[str, ...]:
    """The kinds of ``seat``'s own markers, face up on its panel: only while the
    viewer is that very seat (its own view, from its own observation); () else."""
    table = view.table
    obs = view.observation()
    held = obs.hand
    if table.viewer != seat or obs.seat != seat or not held:
        return ()
    return tuple(kind for kind in targeting.KINDS for _ in range(int(held.get(kind, 0))))


def seat_label(view: GoudaView, seat: int, box: pygame.Rect) -> tuple[str, int, bool]:
    """A seat's name as its panel shows it in ``box``: (text, size, shortened). The
    name is drawn at the largest size that fits the box's width and height (never
    under :data:`READABLE`); "(computer)" follows a computer's own name when there
    is room; cut with "…" only when even that is too long (the whole name is then
    shown on hover, :meth:`tip_for`)."""
    table = view.table
    info = table.session.seats[seat]
    name = info.name
    tall = max(READABLE, min(table.fs(20), _size_for_height(box.h)))
    if not (info.is_human or info.name == i18n.default_name(info)):
        long = f"{name} ({tr('label.computer')})"
        size = table.fit(long, tall, box.w, display=True)
        if get_font(size, display=True).size(long)[0] <= box.w and size >= min(tall, table.fs(16)):
            return long, size, False
    size = table.fit(name, tall, box.w, display=True)
    shown = ellipsize(name, size, box.w, display=True)
    return shown, size, shown != name


def seat_picture(view: GoudaView, seat: int, seat_panel: SeatLayout, on_board: int, festival: bool,
                 powers: bool, own: tuple[str, ...] = ()) -> pygame.Surface:
    table = view.table
    rect = seat_panel.rect
    px = table.px
    surf = pygame.Surface(rect.size, pygame.SRCALPHA)
    off = pygame.Vector2(rect.topleft)
    face = seat_panel.face.move(-off.x, -off.y)
    rgb = table.seat_rgb(seat)
    surf.blit(art.mouse_face(rgb, face.w), face)
    sym = max(10, int(face.w * 0.38))
    surf.blit(art.symbol(art.seat_shape(table.session.seats[seat].colour), sym, rgb),
              (face.right - sym * 2 // 3, face.bottom - sym * 2 // 3))
    name = name_box(view, seat)
    box = name.move(-off.x, -off.y)
    text, size, _ = seat_label(view, seat, name)
    img = get_font(size, display=True).render(text, True, palette.TEXT)
    surf.blit(img, img.get_rect(midleft=(box.left, box.centery)))
    counts = seat_panel.counts.move(-off.x, -off.y)
    icon = layout.count_icon(px, counts.h)
    font_size = layout.count_font(px, counts.h)
    x = counts.left
    cy = counts.centery
    parts: list[tuple[pygame.Surface, str]] = [(art.mouse_face(table.seat_rgb(seat), icon), f"{on_board}")]
    if festival:
        parts.append((gouda_art.cheese_token(icon), f"{view.eaten_view[seat]}"))
    if powers and not own:      # the viewer's own markers: face up instead (draw_own_markers)
        parts.append((gouda_art.power_marker("reroll", icon, False), f"{view.markers_view[seat]}"))
    for pic, count in parts:
        surf.blit(pic, pic.get_rect(midleft=(x, cy)))
        x += icon + px(3)
        t = get_font(font_size, bold=True).render(f"×{count}", True, palette.TEXT)
        surf.blit(t, t.get_rect(midleft=(x, cy)))
        x += t.get_width() + px(6 if seat_panel.one_line else 12)
    return surf


def name_box(view: GoudaView, seat: int) -> pygame.Rect:
    """Where ``seat``'s name goes on its panel: its layout's box, short of one's
    own markers lying face up beside it."""
    table = view.table
    box = view.geometry.seats[seat].name
    strip = own_strip(view, seat)
    if strip is None or strip.left >= box.right:
        return box
    return pygame.Rect(box.left, box.top, max(table.px(40), strip.left - table.px(6) - box.left), box.h)


def own_strip(view: GoudaView, seat: int) -> pygame.Rect | None:
    """Where ``seat``'s own markers lie face up on its panel (the viewer's own seat
    only): after the counts, the whole height of the panel (a finger's room)."""
    table = view.table
    if not own_markers(view, seat):
        return None
    seat_panel = view.geometry.seats[seat]
    counts, rect = seat_panel.counts, seat_panel.rect
    h = counts.h
    icon = layout.count_icon(table.px, h)
    text = get_font(layout.count_font(table.px, h), bold=True).size("×12")[0]
    parts = 2 if view.observation().festival else 1
    gap = table.px(6 if seat_panel.one_line else 12)
    left = counts.left + parts * (icon + table.px(3) + text + gap)
    right = rect.right - table.px(6)
    if right - left < icon:
        return None
    # the name keeps its whole width (at the smallest readable size) when every kind of
    # marker still fits after it: "Joueur 1" beside three markers at 800x600
    kinds = len(set(own_markers(view, seat)))
    size = marker_size(table, rect.h - 4)
    name = get_font(READABLE, display=True).size(table.session.seats[seat].name)[0]
    after_name = seat_panel.name.left + name + table.px(6)
    if after_name > left and right - after_name >= kinds * size + (kinds - 1) * max(2, table.px(4)):
        left = after_name
    return pygame.Rect(left, rect.top + 2, right - left, rect.h - 4)


def marker_size(table: Any, height: int) -> int:
    """The side of one's own markers on a panel ``height`` high: a finger's size."""
    return max(18, min(height - 2, max(36, table.px(48))))


def own_marker_rects(view: GoudaView, seat: int) -> list[tuple[str, int, pygame.Rect]]:
    """(kind, how many, rect) of each kind of ``seat``'s own markers, face up on its
    panel, as many as fit (the tip lists them all)."""
    table = view.table
    strip = own_strip(view, seat)
    if strip is None:
        return []
    kinds: dict[str, int] = {}
    for kind in own_markers(view, seat):
        kinds[kind] = kinds.get(kind, 0) + 1
    size = marker_size(table, strip.h)                          # a finger's size
    gap = max(2, table.px(4))
    out = []
    x = strip.left
    for kind, count in kinds.items():
        if x + size > strip.right:
            break
        r = pygame.Rect(x, 0, size, size)
        r.centery = strip.centery
        out.append((kind, count, r))
        x += size + gap
    return out


def draw_own_markers(view: GoudaView, surface: pygame.Surface) -> None:
    """The viewer's own markers face up on their panel, with how many of a kind;
    the one pointed at (or all, when the tip is pinned open) ringed."""
    table = view.table
    for seat in range(len(view.geometry.seats if view.laid_out else ())):
        rects = own_marker_rects(view, seat)
        if not rects:
            continue
        strip = own_strip(view, seat)
        assert strip is not None
        hot = view.tip is not None and view.tip[0] == "markers" and view.tip[1] == seat
        if hot:
            pygame.draw.rect(surface, palette.HIGHLIGHT, strip, max(2, table.px(3)),
                             border_radius=table.px(10))
        shown = sum(count for _, count, _ in rects)
        for kind, count, r in rects:
            surface.blit(sprites.marker_image(table, kind, r.w), r)
            if view.tip is not None and view.tip[2] == kind and hot:
                pygame.draw.circle(surface, palette.ACCENT, r.center, r.w // 2 + 2, max(2, table.px(3)))
            if count > 1:
                badge = table.text(f"×{count}", READABLE, palette.TEXT_LIGHT, bold=True)
                box = badge.get_rect().inflate(4, 0)
                box.bottomright = (r.right + 2, r.bottom + 2)
                pygame.draw.rect(surface, palette.PANEL_DARK, box, border_radius=box.h // 2)
                surface.blit(badge, badge.get_rect(center=box.center))
        rest = len(own_markers(view, seat)) - shown
        if rest > 0:
            more = table.text(f"+{rest}", READABLE, palette.TEXT, bold=True)
            last = rects[-1][2]
            surface.blit(more, more.get_rect(midleft=(last.right + 2, last.centery)))


def tip_for(view: GoudaView, tip: tuple[str, int, str]) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The tip's picture and where it goes: beside the seat's panel, over the shelf."""
    table = view.table
    what, seat, kind = tip
    seat_panel = view.geometry.seats[seat]
    px = table.px
    if what == "name":
        name = table.session.seats[seat].name
        if not table.session.seats[seat].is_human and name != i18n.default_name(table.session.seats[seat]):
            name = f"{name} ({tr('label.computer')})"
        room = view.geometry.shelf.rect.w - px(40)
        lines, size = fit_lines(name, table.fs(22), room, 3, display=True)
        pic = table.image(("name-tip", name, room), lambda: _tip_picture(
            [(line, size, True, False) for line in lines], px, table.seat_rgb(seat)))
    else:
        held = own_markers(view, seat)
        if not held:
            return None
        pic = marker_tip_picture(view, seat, held, kind)
    rect = pic.get_rect()
    rect.topright = (seat_panel.rect.left - px(10), seat_panel.rect.top)
    w, h = table.size
    rect.clamp_ip(pygame.Rect(0, 0, w, h))
    return pic, rect


def marker_tip_picture(view: GoudaView, seat: int, held: tuple[str, ...], kind: str) -> pygame.Surface:
    """Each kind of ``seat``'s markers big, with its name and what it does (the one
    pointed at picked out); drawn for the viewer's own markers only."""
    table = view.table
    px = table.px
    kinds: dict[str, int] = {}
    for k in held:
        kinds[k] = kinds.get(k, 0) + 1
    key = ("marker-tip", tuple(kinds.items()), kind, i18n.language())

    def make() -> pygame.Surface:
        size = max(40, px(56))
        width = min(view.geometry.shelf.rect.w - px(20), px(430))
        text_w = art.panel_body_rect(width, 200).w - size - px(34)
        rows = []
        for k, count in kinds.items():
            name = power_name(k) + (f" ×{count}" if count > 1 else "")
            nsize = table.fit(name, table.fs(19), text_w, bold=True)
            lines, hsize = fit_lines(tr(f"power_help.{k}"), table.fs(16), text_w, 2)
            h = max(size, get_font(nsize, bold=True).get_linesize()
                    + len(lines) * get_font(hsize).get_linesize())
            rows.append((k, name, nsize, lines, hsize, h))
        title = tr("label.my_markers")
        tsize = table.fit(title, table.fs(20), width - px(32), display=True)
        th = get_font(tsize, display=True).get_linesize()
        body_h = px(10) + th + px(6) + sum(r[5] + px(8) for r in rows) + px(4)
        probe = art.panel_body_rect(width, 200)
        height = body_h + (200 - probe.h)
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        surf.blit(art.panel(width, height, px(16), palette.PANEL, table.seat_rgb(seat)), (0, 0))
        body = art.panel_body_rect(width, height)
        img = get_font(tsize, display=True).render(title, True, palette.TEXT)
        left = body.left + px(10)
        surf.blit(img, (left, body.top + px(8)))
        y = body.top + px(10) + th + px(6)
        for k, name, nsize, lines, hsize, h in rows:
            if k == kind:
                band = pygame.Rect(body.left + px(4), y - px(3), body.w - px(8), h + px(6))
                pygame.draw.rect(surf, art.mix(palette.HIGHLIGHT, palette.PANEL, 0.5), band,
                                 border_radius=px(10))
            pic = sprites.marker_image(table, k, size)
            surf.blit(pic, pic.get_rect(midleft=(left, y + h // 2)))
            tx = left + size + px(12)
            block = get_font(nsize, bold=True).get_linesize() + len(lines) * get_font(hsize).get_linesize()
            ty = y + (h - block) // 2
            surf.blit(get_font(nsize, bold=True).render(ellipsize(name, nsize, text_w, bold=True),
                                                        True, palette.TEXT), (tx, ty))
            ty += get_font(nsize, bold=True).get_linesize()
            for line in lines:
                surf.blit(get_font(hsize).render(ellipsize(line, hsize, text_w), True, palette.TEXT),
                          (tx, ty))
                ty += get_font(hsize).get_linesize()
            y += h + px(8)
        return surf
    return table.image(key, make)


def draw_tip(view: GoudaView, surface: pygame.Surface) -> None:
    tip = view.tip
    if tip is None:
        return
    if tip[0] == "markers" and not own_markers(view, tip[1]):
        view.tip = view.tip_pinned = None           # not the viewer's any more: gone
        return
    made = tip_for(view, tip)
    if made is not None:
        surface.blit(*made)


_HEIGHT_SIZES: dict[int, int] = {}


def _size_for_height(h: int) -> int:
    """The largest display font size whose line fits ``h`` pixels (at least
    :data:`READABLE`)."""
    found = _HEIGHT_SIZES.get(h)
    if found is None:
        found = READABLE
        for size in range(READABLE, 80):
            if get_font(size, display=True).get_linesize() > h:
                break
            found = size
        _HEIGHT_SIZES[h] = found
    return found


def _tip_picture(lines: list[tuple[str, int, bool, bool]], px: Callable[[float], int],
                 border: tuple[int, int, int]) -> pygame.Surface:
    """A tip: lines of (text, size, display, bold) on a small panel."""
    fonts = [get_font(size, display=display, bold=bold) for _, size, display, bold in lines]
    w = max(f.size(text)[0] for f, (text, *_) in zip(fonts, lines)) + px(32)
    h = sum(f.get_linesize() for f in fonts) + px(12)
    h += 200 - art.panel_body_rect(w, 200).h
    w += w - art.panel_body_rect(w, 200).w
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.blit(art.panel(w, h, px(12), palette.PANEL, border), (0, 0))
    body = art.panel_body_rect(w, h)
    y = body.top + px(6)
    for f, (text, *_) in zip(fonts, lines):
        surf.blit(f.render(text, True, palette.TEXT), (body.left + px(16), y))
        y += f.get_linesize()
    return surf
