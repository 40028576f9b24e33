"""Memory for an afternoon of play (game/view/memory.py and its users): picture caches
bounded by bytes, least recently used first; the screens let go of their pictures when
they leave; nothing else kept grows with the afternoon (tools/soak.py runs the real
program for minutes, tests/shared/test_soak.py behind ``SOURIS_SOAK_MINUTES``)."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.seats import Seat
from game.session import Session
from game.view import fonts, memory, palette, pictures
from game.view.memory import SurfaceCache, weight

pygame.display.init()


def surface(w: int, h: int, alpha: bool = True) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA if alpha else 0, 32)


SQUARE = 10 * 10 * 4        # bytes of surface(10, 10)


# ------------------------------------------------------------------ the cache itself
def test_a_surface_weighs_its_pixels():
    assert weight(surface(10, 10)) == SQUARE
    assert weight(pygame.Surface((10, 10), 0, 8)) == 100
    assert weight(surface(0, 5)) == 0


def test_the_least_recently_used_go_first_by_bytes():
    cache = SurfaceCache(3 * SQUARE)
    a, b, c = surface(10, 10), surface(10, 10), surface(10, 10)
    cache.put("a", a)
    cache.put("b", b)
    cache.put("c", c)
    assert cache.get("a") is a                      # a is used: b is now the oldest
    cache.put("d", surface(10, 10))
    assert "b" not in cache and cache.get("a") is a and cache.get("c") is c and "d" in cache
    cache.put("big", surface(10, 20))               # twice as heavy: the two oldest go
    assert list(cache.keys()) == ["c", "big"] and cache.used == 3 * SQUARE
    assert cache.evicted == 3


def test_recent_keys_keep_their_surface():
    cache = SurfaceCache(10 * SQUARE)
    made: list[int] = []

    def factory() -> pygame.Surface:
        made.append(1)
        return surface(10, 10)

    first = cache.make("k", factory)
    for _ in range(5):
        assert cache.make("k", factory) is first
        cache.make(("other", len(made)), lambda: surface(5, 5))
    assert made == [1]


def test_a_surface_heavier_than_the_budget_is_handed_back_but_not_kept():
    cache = SurfaceCache(SQUARE)
    cache.put("small", surface(5, 5))
    big = surface(20, 20)
    assert cache.put("big", big) is big
    assert "big" not in cache and "small" in cache and cache.used == weight(surface(5, 5))


def test_a_new_surface_for_a_key_replaces_the_old_one():
    cache = SurfaceCache(4 * SQUARE)
    cache.put("k", surface(10, 10))
    newer = surface(10, 20)
    cache.put("k", newer)
    assert len(cache) == 1 and cache.get("k") is newer and cache.used == 2 * SQUARE
    assert cache.pop("k") is newer and cache.used == 0 and cache.pop("k") is None


def test_a_tag_comes_back_with_its_surface_and_a_surface_as_tag_weighs_in():
    cache = SurfaceCache(10 * SQUARE)
    shown = surface(10, 10)
    cache.put("slot", shown, tag=("what", 1))
    assert cache.entry("slot") == (shown, ("what", 1))
    source = surface(10, 10)
    cache.put("scaled", surface(5, 5), tag=source)
    assert cache.used == SQUARE + weight(surface(5, 5)) + SQUARE
    assert cache.entry("missing") is None


def test_a_smaller_budget_trims_at_once():
    cache = SurfaceCache(5 * SQUARE)
    for k in range(5):
        cache.put(k, surface(10, 10))
    cache.budget = 2 * SQUARE
    cache.trim()
    assert list(cache.keys()) == [3, 4] and cache.used == 2 * SQUARE
    cache.clear()
    assert len(cache) == 0 and cache.used == 0


@settings(max_examples=60, deadline=None)
@given(budget=st.integers(0, 6 * SQUARE),
       steps=st.lists(st.tuples(st.sampled_from(["put", "get", "make", "pop"]), st.integers(0, 7),
                                st.integers(1, 25), st.integers(1, 25)), max_size=60))
def test_the_budget_is_never_exceeded(budget, steps):
    cache = SurfaceCache(budget)
    for op, key, w, h in steps:
        if op == "put":
            made = cache.put(key, surface(w, h))
            if weight(made) <= budget:
                assert cache.get(key) is made, "the newest is always kept when it fits"
        elif op == "get":
            cache.get(key)
        elif op == "make":
            got = cache.make(key, lambda w=w, h=h: surface(w, h))
            assert cache.get(key) in (got, None)
        else:
            cache.pop(key)
        kept = [cache.get(k) for k in list(cache.keys())]
        assert cache.used == sum(weight(s) for s in kept if s is not None) <= budget


def test_a_surface_already_fit_for_blits_is_not_copied(app):
    ready = surface(8, 8)
    assert memory.blittable(ready) is ready
    opaque = pygame.Surface((8, 8))
    opaque.fill((10, 20, 30))
    converted = memory.blittable(opaque)
    assert converted is not opaque and converted.get_flags() & pygame.SRCALPHA
    assert converted.get_at((3, 3)) == (10, 20, 30, 255)


def test_the_c_library_hooks_never_fail():
    assert memory.tune() in (True, False)
    assert memory.give_back() in (True, False)


# --------------------------------------------------------------- the screens' caches
def seats(*kinds: str) -> list[Seat]:
    colours = list(palette.PLAYER_COLOURS)
    return [Seat("", colours[i], kind, "normal", i + 1) for i, kind in enumerate(kinds)]


@pytest.mark.parametrize("game_id", ["cubes", "drole"])
def test_a_table_keeps_its_pictures_by_bytes_and_lets_go_when_it_leaves(app, game_id):
    from game.scenes import gamescene
    from game.scenes.title import TitleScene
    from game.view import table_pictures
    app.scenes.push(TitleScene(app))
    table = app.start_game(Session.new(game_id, seats("human", "cpu"), seed=3, autosave=False))
    for _ in range(30):
        app.frame(1 / 60)
    assert isinstance(table, gamescene.BaseGameScene)
    kept = table.pictures                    # the table's pictures (game/view/table_pictures.py)
    assert len(kept._images) > 0 and kept._backdrop is not None
    assert kept._images.budget == table_pictures.IMAGE_BYTES
    assert 0 < kept._images.used <= table_pictures.IMAGE_BYTES
    app.show_title()
    assert len(kept._images) == 0 and len(kept._texts) == 0 and len(kept._redrawn) == 0
    assert kept._backdrop is None


def test_a_scaled_picture_is_made_again_for_another_image_under_the_same_key(app):
    from game.scenes.gamescene import BaseGameScene
    table = app.start_game(Session.new("cubes", seats("human", "cpu"), seed=3, autosave=False))
    assert isinstance(table, BaseGameScene)
    red, blue = surface(40, 40), surface(40, 40)
    red.fill((255, 0, 0, 255))
    blue.fill((0, 0, 255, 255))
    first = table.scaled(("card", 1), red, 20)
    assert table.scaled(("card", 1), red, 20) is first
    other = table.scaled(("card", 1), blue, 20)
    assert other is not first and other.get_at((5, 5))[:3] == (0, 0, 255)


def test_a_redrawn_picture_is_made_again_only_when_what_it_shows_changes(app):
    from game.scenes.gamescene import BaseGameScene
    table = app.start_game(Session.new("drole", seats("human", "cpu"), seed=3, autosave=False))
    assert isinstance(table, BaseGameScene)
    made: list[str] = []

    def picture(text: str):
        return lambda: made.append(text) or surface(30, 10)

    one = table.redrawn("slot", "one", picture("one"))
    assert table.redrawn("slot", "one", picture("one")) is one
    two = table.redrawn("slot", "two", picture("two"))
    assert two is not one and made == ["one", "two"] and len(table.pictures._redrawn) == 1


def test_a_menu_lets_go_of_its_still_picture_when_covered_and_when_left(app):
    from game.scenes.settings import SettingsScene
    from game.scenes.title import TitleScene
    title = TitleScene(app)
    app.scenes.push(title)
    app.frame(1 / 60)
    assert title._still is not None and any(len(b._pictures) for b in title.group.buttons)
    settings_scene = SettingsScene(app)
    app.scenes.push(settings_scene)                 # opaque: the title is not drawn
    app.frame(1 / 60)
    assert title._still is None and settings_scene._still is not None
    app.scenes.pop()
    assert settings_scene._still is None
    assert not any(len(b._pictures) for b in settings_scene.group.buttons)
    app.frame(1 / 60)
    assert title._still is not None


def test_a_veil_laid_in_tiles_darkens_like_one_window_sized_veil():
    from game.scenes.menu import veil
    for size in ((333, 207), (64, 64), (130, 1)):
        laid = pygame.Surface(size)
        laid.fill((120, 200, 50))
        whole = laid.copy()
        veil(laid, 150)
        shade = surface(*size)
        shade.fill((*palette.SHADOW, 150))
        whole.blit(shade, (0, 0))
        assert pygame.image.tobytes(laid, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_only_so_many_fonts_stay_open():
    pygame.font.init()
    fonts.clear_cache()
    sizes = range(14, 14 + fonts.FONTS_OPEN + 12)
    widths = [fonts.get_font(size).real().size("Fromage")[0] for size in sizes]
    open_fonts = [f for f in fonts._cache.values() if f._real is not None]
    assert len(open_fonts) == fonts.FONTS_OPEN
    assert fonts.get_font(14).real().size("Fromage")[0] == widths[0]     # opened again
    fonts.clear_cache()


def test_pictures_waiting_to_be_written_are_bounded_by_bytes(tmp_path, monkeypatch):
    @pictures.kept
    def plain(w: int, h: int) -> pygame.Surface:
        return surface(w, h)

    pictures.clear_memory()
    pictures.keep_on_disk(tmp_path)
    try:
        monkeypatch.setattr(pictures, "PENDING_BYTES", 3 * 40 * 40 * 4)
        for n in range(10):
            plain(40, 40 + n)
            waiting = sum(memory.weight(picture) for _, _, picture in pictures._pending)
            assert waiting <= pictures.PENDING_BYTES
        assert 1 <= pictures.pending() <= 3
        pictures.write_pending()
        assert pictures.pending() == 0
    finally:
        pictures.keep_on_disk(None)
        pictures.clear_memory()


def test_an_endless_run_keeps_no_frame_times(app):
    calls = []

    def frame(dt: float) -> None:
        calls.append(dt)
        if len(calls) == 5:
            app.running = False

    app.frame = frame
    app.run()
    assert len(calls) == 5 and app.frame_times == []
    app.running = True
    app.run(3)
    assert len(app.frame_times) == 3
