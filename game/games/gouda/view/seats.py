"""Gouda's table: the seats' panels on the right (issue 18: split from :mod:`.scene`):
face, name (two lines when the room allows, cut with "…" and whole in a tip), mice
left, cheese eaten, markers held (face up for a person alone with computers, with
their tip). Each function takes the table scene and draws from its observation.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

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
    from .view_model import GoudaTable


def draw_seats(scene: GoudaTable, surface: pygame.Surface) -> None:
    obs = scene.observation()
    glow = set(scene.seat_choices())
    focus = scene.focused()
    for seat, seat_panel in enumerate(scene.geometry.seats):
        on_board = sum(scene.mice_view[p][seat] for p in scene.config.names)
        own = own_markers(scene, seat)
        key = (seat_panel.rect.size, on_board, scene.eaten_view[seat], scene.markers_view[seat],
               obs.festival, bool(obs.powers), i18n.language(), scene.seat_name(seat), own)
        img = scene.redrawn(("seat", seat), key, partial(seat_picture, scene, seat, seat_panel, on_board,
                                                        obs.festival, bool(obs.powers), own))
        surface.blit(img, seat_panel.rect)
        turn = (seat == scene.turn_view and not scene.over_shown) or (
            scene.over_shown and seat in obs.winners)
        if turn:
            pygame.draw.rect(surface, palette.HIGHLIGHT, seat_panel.rect.inflate(scene.px(4), scene.px(4)),
                             max(3, scene.px(5)), border_radius=scene.px(16))
        if seat in glow:
            hot = scene.hover == ("seat", seat) or focus == ("seat", seat)
            pygame.draw.rect(surface, palette.ACCENT if hot else palette.HIGHLIGHT,
                             seat_panel.rect.inflate(scene.px(8), scene.px(8)), max(3, scene.px(6)),
                             border_radius=scene.px(18))


def own_markers(scene: GoudaTable, seat: int) -> tuple[str, ...]:
    """The kinds of ``seat``'s own markers, face up on its panel: only while the
    viewer is that very seat (its own view, from its own observation); () else."""
    obs = scene.observation()
    held = obs.hand
    if scene.viewer != seat or obs.seat != seat or not held:
        return ()
    return tuple(kind for kind in targeting.KINDS for _ in range(int(held.get(kind, 0))))


def seat_label(scene: GoudaTable, seat: int, box: pygame.Rect) -> tuple[str, int, bool]:
    """A seat's name as its panel shows it in ``box``: (text, size, shortened). The
    name is drawn at the largest size that fits the box's width and height (never
    under :data:`READABLE`); "(computer)" follows a computer's own name when there
    is room; cut with "…" only when even that is too long (the whole name is then
    shown on hover, :meth:`tip_for`)."""
    info = scene.session.seats[seat]
    name = info.name
    tall = max(READABLE, min(scene.fs(20), _size_for_height(box.h)))
    if not (info.is_human or info.name == i18n.default_name(info)):
        long = f"{name} ({tr('label.computer')})"
        size = scene.fit(long, tall, box.w, display=True)
        if get_font(size, display=True).size(long)[0] <= box.w and size >= min(tall, scene.fs(16)):
            return long, size, False
    size = scene.fit(name, tall, box.w, display=True)
    shown = ellipsize(name, size, box.w, display=True)
    return shown, size, shown != name


def seat_picture(scene: GoudaTable, seat: int, seat_panel: SeatLayout, on_board: int, festival: bool,
                 powers: bool, own: tuple[str, ...] = ()) -> pygame.Surface:
    rect = seat_panel.rect
    px = scene.px
    surf = pygame.Surface(rect.size, pygame.SRCALPHA)
    off = pygame.Vector2(rect.topleft)
    face = seat_panel.face.move(-off.x, -off.y)
    rgb = scene.seat_rgb(seat)
    surf.blit(art.mouse_face(rgb, face.w), face)
    sym = max(10, int(face.w * 0.38))
    surf.blit(art.symbol(art.seat_shape(scene.session.seats[seat].colour), sym, rgb),
              (face.right - sym * 2 // 3, face.bottom - sym * 2 // 3))
    name = name_box(scene, seat)
    box = name.move(-off.x, -off.y)
    text, size, _ = seat_label(scene, seat, name)
    img = get_font(size, display=True).render(text, True, palette.TEXT)
    surf.blit(img, img.get_rect(midleft=(box.left, box.centery)))
    counts = seat_panel.counts.move(-off.x, -off.y)
    icon = layout.count_icon(px, counts.h)
    font_size = layout.count_font(px, counts.h)
    x = counts.left
    cy = counts.centery
    parts: list[tuple[pygame.Surface, str]] = [(art.mouse_face(scene.seat_rgb(seat), icon), f"{on_board}")]
    if festival:
        parts.append((gouda_art.cheese_token(icon), f"{scene.eaten_view[seat]}"))
    if powers and not own:      # the viewer's own markers: face up instead (draw_own_markers)
        parts.append((gouda_art.power_marker("reroll", icon, False), f"{scene.markers_view[seat]}"))
    for pic, count in parts:
        surf.blit(pic, pic.get_rect(midleft=(x, cy)))
        x += icon + px(3)
        t = get_font(font_size, bold=True).render(f"×{count}", True, palette.TEXT)
        surf.blit(t, t.get_rect(midleft=(x, cy)))
        x += t.get_width() + px(6 if seat_panel.one_line else 12)
    return surf


def name_box(scene: GoudaTable, seat: int) -> pygame.Rect:
    """Where ``seat``'s name goes on its panel: its layout's box, short of one's
    own markers lying face up beside it."""
    box = scene.geometry.seats[seat].name
    strip = own_strip(scene, seat)
    if strip is None or strip.left >= box.right:
        return box
    return pygame.Rect(box.left, box.top, max(scene.px(40), strip.left - scene.px(6) - box.left), box.h)


def own_strip(scene: GoudaTable, seat: int) -> pygame.Rect | None:
    """Where ``seat``'s own markers lie face up on its panel (the viewer's own seat
    only): after the counts, the whole height of the panel (a finger's room)."""
    if not own_markers(scene, seat):
        return None
    seat_panel = scene.geometry.seats[seat]
    counts, rect = seat_panel.counts, seat_panel.rect
    h = counts.h
    icon = layout.count_icon(scene.px, h)
    text = get_font(layout.count_font(scene.px, h), bold=True).size("×12")[0]
    parts = 2 if scene.observation().festival else 1
    gap = scene.px(6 if seat_panel.one_line else 12)
    left = counts.left + parts * (icon + scene.px(3) + text + gap)
    right = rect.right - scene.px(6)
    if right - left < icon:
        return None
    return pygame.Rect(left, rect.top + 2, right - left, rect.h - 4)


def own_marker_rects(scene: GoudaTable, seat: int) -> list[tuple[str, int, pygame.Rect]]:
    """(kind, how many, rect) of each kind of ``seat``'s own markers, face up on its
    panel, as many as fit (the tip lists them all)."""
    strip = own_strip(scene, seat)
    if strip is None:
        return []
    kinds: dict[str, int] = {}
    for kind in own_markers(scene, seat):
        kinds[kind] = kinds.get(kind, 0) + 1
    size = max(18, min(strip.h - 2, max(36, scene.px(48))))     # a finger's size
    gap = max(2, scene.px(4))
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


def draw_own_markers(scene: GoudaTable, surface: pygame.Surface) -> None:
    """The viewer's own markers face up on their panel, with how many of a kind;
    the one pointed at (or all, when the tip is pinned open) ringed."""
    for seat in range(len(scene.geometry.seats if scene.laid_out else ())):
        rects = own_marker_rects(scene, seat)
        if not rects:
            continue
        strip = own_strip(scene, seat)
        assert strip is not None
        hot = scene.tip is not None and scene.tip[0] == "markers" and scene.tip[1] == seat
        if hot:
            pygame.draw.rect(surface, palette.HIGHLIGHT, strip, max(2, scene.px(3)),
                             border_radius=scene.px(10))
        shown = sum(count for _, count, _ in rects)
        for kind, count, r in rects:
            surface.blit(sprites.marker_image(scene, kind, r.w), r)
            if scene.tip is not None and scene.tip[2] == kind and hot:
                pygame.draw.circle(surface, palette.ACCENT, r.center, r.w // 2 + 2, max(2, scene.px(3)))
            if count > 1:
                badge = scene.text(f"×{count}", READABLE, palette.TEXT_LIGHT, bold=True)
                box = badge.get_rect().inflate(4, 0)
                box.bottomright = (r.right + 2, r.bottom + 2)
                pygame.draw.rect(surface, palette.PANEL_DARK, box, border_radius=box.h // 2)
                surface.blit(badge, badge.get_rect(center=box.center))
        rest = len(own_markers(scene, seat)) - shown
        if rest > 0:
            more = scene.text(f"+{rest}", READABLE, palette.TEXT, bold=True)
            last = rects[-1][2]
            surface.blit(more, more.get_rect(midleft=(last.right + 2, last.centery)))


def tip_for(scene: GoudaTable, tip: tuple[str, int, str]) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The tip's picture and where it goes: beside the seat's panel, over the shelf."""
    what, seat, kind = tip
    seat_panel = scene.geometry.seats[seat]
    px = scene.px
    if what == "name":
        name = scene.session.seats[seat].name
        if not scene.session.seats[seat].is_human and name != i18n.default_name(scene.session.seats[seat]):
            name = f"{name} ({tr('label.computer')})"
        room = scene.geometry.shelf.rect.w - px(40)
        lines, size = fit_lines(name, scene.fs(22), room, 3, display=True)
        pic = scene.image(("name-tip", name, room), lambda: _tip_picture(
            [(line, size, True, False) for line in lines], px, scene.seat_rgb(seat)))
    else:
        held = own_markers(scene, seat)
        if not held:
            return None
        pic = marker_tip_picture(scene, seat, held, kind)
    rect = pic.get_rect()
    rect.topright = (seat_panel.rect.left - px(10), seat_panel.rect.top)
    w, h = scene.size
    rect.clamp_ip(pygame.Rect(0, 0, w, h))
    return pic, rect


def marker_tip_picture(scene: GoudaTable, seat: int, held: tuple[str, ...], kind: str) -> pygame.Surface:
    """Each kind of ``seat``'s markers big, with its name and what it does (the one
    pointed at picked out); drawn for the viewer's own markers only."""
    px = scene.px
    kinds: dict[str, int] = {}
    for k in held:
        kinds[k] = kinds.get(k, 0) + 1
    key = ("marker-tip", tuple(kinds.items()), kind, i18n.language())

    def make() -> pygame.Surface:
        size = max(40, px(56))
        width = min(scene.geometry.shelf.rect.w - px(20), px(430))
        text_w = art.panel_body_rect(width, 200).w - size - px(34)
        rows = []
        for k, count in kinds.items():
            name = power_name(k) + (f" ×{count}" if count > 1 else "")
            nsize = scene.fit(name, scene.fs(19), text_w, bold=True)
            lines, hsize = fit_lines(tr(f"power_help.{k}"), scene.fs(16), text_w, 2)
            h = max(size, get_font(nsize, bold=True).get_linesize()
                    + len(lines) * get_font(hsize).get_linesize())
            rows.append((k, name, nsize, lines, hsize, h))
        title = tr("label.my_markers")
        tsize = scene.fit(title, scene.fs(20), width - px(32), display=True)
        th = get_font(tsize, display=True).get_linesize()
        body_h = px(10) + th + px(6) + sum(r[5] + px(8) for r in rows) + px(4)
        probe = art.panel_body_rect(width, 200)
        height = body_h + (200 - probe.h)
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        surf.blit(art.panel(width, height, px(16), palette.PANEL, scene.seat_rgb(seat)), (0, 0))
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
            pic = sprites.marker_image(scene, k, size)
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
    return scene.image(key, make)


def draw_tip(scene: GoudaTable, surface: pygame.Surface) -> None:
    tip = scene.tip
    if tip is None:
        return
    if tip[0] == "markers" and not own_markers(scene, tip[1]):
        scene.tip = scene.tip_pinned = None           # not the viewer's any more: gone
        return
    made = tip_for(scene, tip)
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
