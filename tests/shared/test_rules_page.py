"""The rules screen's page drawn in tiles (:class:`RulesScene`): the view composed from
the tiles is, pixel for pixel, what one picture of the whole page showed, wherever it is
scrolled to (a line or a picture across the edge of two tiles included), the tiles kept
stay few (those across the view, one above and one below) and go when the layout
changes or the screen closes.

The whole page in one picture exists here only, as the reference (:func:`whole_page`):
the screen never makes it.
"""

from __future__ import annotations

import pygame
import pytest
from apps import close, new_app, open_rules

from game.scenes import rules as rules_screen
from game.scenes.rules import TILE_H, RulesScene
from game.view.memory import blittable


@pytest.fixture
def app(home):
    """A program at 1280 x 800 in French (long lines, accents)."""
    made = new_app((1280, 800), "fr")
    yield made
    close(made)



def whole_page(scene: RulesScene) -> pygame.Surface:
    """The page drawn all at once into one surface as tall as it is, as the screen drew
    it before it had tiles (the reference of these tests)."""
    page = pygame.Surface((scene.view.w, scene.page_height), pygame.SRCALPHA)
    scene.draw_ops(page, 0)
    return blittable(page)


def pixels(surface: pygame.Surface, rect: pygame.Rect | None = None) -> bytes:
    """The RGBA bytes of ``surface`` (of ``rect`` in it)."""
    return pygame.image.tobytes(surface if rect is None else surface.subsurface(rect), "RGBA")


def across(scene: RulesScene, kinds: tuple[str, ...], tile_h: int) -> list[int]:
    """The edges between tiles ``tile_h`` high that cut through a thing of ``kinds``."""
    edges = []
    for op in scene.ops:
        if op.kind in kinds:
            rect = (op.what.get_rect(topleft=(op.x, op.y)) if isinstance(op.what, pygame.Surface)
                    else pygame.Rect((op.x, op.y), scene.text_font(op.kind).size(str(op.what))))
            edge = (rect.top // tile_h + 1) * tile_h
            if rect.top < edge < rect.bottom:
                edges.append(edge)
    return edges


def view_from_tiles(app, scene: RulesScene, scroll: float) -> bytes:
    """The window's pixels in the view after the tiles are blitted, scrolled to ``scroll``."""
    scene.scroll = scene.target = scroll
    shown = app.screen.copy()
    scene.blit_page(shown)
    return pixels(shown, scene.view)


def view_from_page(app, scene: RulesScene, page: pygame.Surface, scroll: float) -> bytes:
    """The same from the page in one picture (the screen's one blit before its tiles)."""
    shown = app.screen.copy()
    shown.blit(page, scene.view.topleft, pygame.Rect(0, round(scroll), scene.view.w, scene.view.h))
    return pixels(shown, scene.view)


@pytest.mark.parametrize("tile_h", [TILE_H, 97])
@pytest.mark.parametrize("game_id", ["gouda", "chaos"])
def test_tiles_are_the_page_cut_in_bands(app, monkeypatch, game_id, tile_h):
    """Every tile is the band of the whole page it shows, to the pixel: what crosses an
    edge is drawn in both tiles, clipped, and the tiles join without a seam."""
    scene = open_rules(app, game_id)
    # the tile height nearest the one asked for (at most 40 px less) at which a line of
    # text, a title (and, for small tiles, a picture) cross an edge: the page's words
    # change, what is checked does not
    wanted = [("body",), ("title",)] + ([("picture",)] if tile_h < TILE_H else [])
    tile_h = next((h for h in range(tile_h, tile_h - 40, -1)
                   if all(across(scene, kinds, h) for kinds in wanted)), tile_h)
    monkeypatch.setattr(rules_screen, "TILE_H", tile_h)
    scene.tiles.clear()
    page = whole_page(scene)
    assert all(across(scene, kinds, tile_h) for kinds in wanted)
    for n in range(-(-scene.page_height // tile_h)):
        tile = scene.tile(n)
        band = pygame.Rect(0, n * tile_h, scene.view.w, min(tile_h, scene.page_height - n * tile_h))
        assert tile.get_size() == band.size, n
        assert pixels(tile) == pixels(page, band), f"tile {n} differs from the page"


@pytest.mark.parametrize("game_id", ["gouda", "drole"])
def test_the_view_is_the_page_wherever_it_is_scrolled(app, game_id):
    """At the top, the bottom, between, half a pixel off, and with a line of text and a
    picture across an edge of two tiles in the middle of the view."""
    scene = open_rules(app, game_id)
    page = whole_page(scene)
    middle = scene.view.h // 2
    lines = across(scene, ("body", "title"), TILE_H)
    assert lines
    scrolls = [0.0, 1.0, 0.4 * scene.max_scroll + 0.5, scene.max_scroll, scene.max_scroll - 0.3,
               lines[len(lines) // 2] - middle, lines[-1] - scene.view.h + 5, lines[0] - 3]
    scrolls += [edge - middle for edge in across(scene, ("picture",), TILE_H)[:2]]
    seen = set()
    for scroll in scrolls:
        scroll = min(scene.max_scroll, max(0.0, scroll))
        shown = view_from_tiles(app, scene, scroll)
        assert shown == view_from_page(app, scene, page, scroll), f"the view differs at {scroll}"
        seen.add(shown)
    assert len(seen) > 3                       # the positions show different parts


def test_the_fades_and_the_bar_still_show(app):
    """Scrolled to the middle, the view is the page with both fade bands over it, as
    drawn before, and the bar's thumb is drawn."""
    scene = open_rules(app, "chaos")
    page = whole_page(scene)
    scene.scroll = scene.target = scene.max_scroll / 2 + 0.3
    shown = app.screen.copy()
    scene.draw_live(shown)
    expected = app.screen.copy()
    expected.blit(page, scene.view.topleft, pygame.Rect(0, round(scene.scroll), scene.view.w, scene.view.h))
    fade_h = min(scene.px(40), scene.view.h // 4)
    v = scene.view
    scene.fade(expected, pygame.Rect(v.left, v.top, v.w, fade_h), True)
    scene.fade(expected, pygame.Rect(v.left, v.bottom - fade_h, v.w, fade_h), False)
    assert pixels(shown, v) == pixels(expected, v)
    assert len(scene.fades) == 2
    thumb = scene.thumb()
    assert thumb is not None and pixels(shown, thumb) != pixels(expected, thumb)


def test_few_tiles_are_kept_while_scrolling(app):
    """Scrolled down page by page and back up with the keys (the smooth scroll), then
    dragged: never more tiles than those across the view and one either side, and
    they all go when the layout changes or the screen closes."""
    scene = open_rules(app, "gouda")
    most = 0

    def check() -> None:
        nonlocal most
        top = round(scene.scroll)
        first, last = top // TILE_H, (min(scene.page_height, top + scene.view.h) - 1) // TILE_H
        assert set(scene.tiles) <= set(range(first - 1, last + 2)), (top, sorted(scene.tiles))
        most = max(most, scene.held_bytes)

    for key, frames in ((pygame.K_PAGEDOWN, 12), (pygame.K_PAGEUP, 12)):
        for _ in range(4):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
            for _ in range(frames):
                app.frame(1 / 60)
                check()
    thumb = scene.thumb()
    assert thumb is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1))
    for dy in (40, 120, 260, 90):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(thumb.centerx, thumb.centery + dy),
                                             rel=(0, 0), buttons=(1, 0, 0)))
        app.frame(1 / 60)
        check()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=thumb.center, button=1))
    app.frame(1 / 60)
    rows = scene.view.h + 3 * TILE_H                 # the view, a tile cut at each end, two beside
    assert most <= rows * scene.view.w * 4 + sum(f.get_width() * f.get_height() * 4 for f in scene.fades.values())
    assert most < scene.page_height * scene.view.w * 4 / 2     # well under the whole page
    assert scene.tiles
    scene.rebuild()                                  # a new layout: the old tiles go
    assert not scene.tiles and scene.ops and scene.page_height
    app.frame(1 / 60)
    assert scene.tiles
    scene.back()
    app.frame(1 / 60)
    assert not scene.tiles and not scene.ops and not scene.fades and scene.max_scroll == 0


def test_the_boxes_are_where_the_lines_are_drawn(app):
    """The rectangles of the lines of text, measured when the page is laid out, are
    those of the lines as drawn (what tests/shared/test_rules_pictures.py checks the pictures
    against)."""
    scene = open_rules(app, "chaos")
    colour = {"title": (0, 0, 0), "caption": (0, 0, 0), "body": (0, 0, 0)}
    drawn = [pygame.Rect((op.x, op.y), scene.text_font(op.kind).render(str(op.what), True, colour[op.kind]).get_size())
             for op in scene.ops if op.kind in colour]
    assert drawn == scene.text_boxes
    assert [op.what.get_rect(topleft=(op.x, op.y)) for op in scene.ops
            if isinstance(op.what, pygame.Surface)] == scene.picture_boxes
