"""Gouda! Gouda!'s table at every window size a family may have (800 x 600 to
1920 x 1080), in French and English, with 2, 4 and 6 seats (issue 16): every part of
the table lies inside the window and none overlaps another; each seat's name is read
whole on its panel (a name too long for any panel is shortened only with the whole name
on hover); the "... is thinking" hint and its hurry line stay in their pill; "Lost!"
labels over neighbouring dice never collide; one's own markers lie face up at a
finger's size.

The real table is laid out (a real App under the dummy video driver, one per
language, resized) but not played: the checks read its rectangles."""

from __future__ import annotations

import itertools
import os

import pygame
import pytest
from apps import close, new_app
from table_input import frames

from game import i18n
from game.core import registry
from game.core.save_file import Seat
from game.games.gouda import GAME
from game.games.gouda.view import layout, panels
from game.games.gouda.view import seats as seat_panels
from game.session import Session
from game.view.fonts import get_font
from game.view.widgets import READABLE

SIZES = [(800, 600), (1024, 768), (1280, 720), (1280, 800), (1366, 768), (1440, 900), (1920, 1080)]
#: names people type (the longest of them all is in a six-seat game)
NAMES = ["Grand-mère", "Maximilien", "Anne-Sophie", "Papa", "Léa", "Jean-Baptiste"]
COLOURS = ["orange", "sky", "green", "purple", "vermilion", "yellow"]


@pytest.fixture(autouse=True)
def gouda_listed():
    if "gouda" not in registry.games():
        registry.register(GAME)
        yield
        registry.unregister("gouda")
    else:
        yield


def family(n, humans=1):
    return [Seat(NAMES[i], COLOURS[i], "human" if i < humans else "cpu", "normal", i + 1)
            for i in range(n)]


def table_at(app, size, n, **options):
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app._relayout()
    options = {"powers": "set", "festival": True, "route_cheese": True, **options}
    session = Session.new("gouda", family(n), seed=3, options=options, autosave=False)
    scene = app.start_game(session)
    frames(app, 1)
    return scene


def apart(rects):
    return [(a, b) for a, b in itertools.combinations(rects, 2) if a.colliderect(b)]


def check_table(scene, size):
    geometry, px = scene.model.geometry, scene.px
    window = pygame.Rect(0, 0, *size)
    seats = [seat_panel.rect for seat_panel in geometry.seats]
    parts = [geometry.banner, geometry.shelf.rect, geometry.side, geometry.tray.rect, geometry.action,
             geometry.card, *seats, *geometry.shelf.places.values()]
    for rect in parts:
        assert window.contains(rect), (size, rect)
    # the side column: panels, tray, action card one under the other, none over another
    assert not apart([*seats, geometry.tray.rect, geometry.action]), size
    assert not geometry.shelf.rect.colliderect(geometry.side) and not geometry.banner.colliderect(geometry.side)
    assert all(geometry.side.contains(r) for r in [*seats, geometry.tray.rect, geometry.action])
    assert geometry.card.h >= layout.action_min_height(px), (size, geometry.card)
    # each panel: the face, the name and the counts inside it, apart
    for seat, seat_panel in enumerate(geometry.seats):
        for key, part in (("face", seat_panel.face), ("name", seat_panel.name), ("counts", seat_panel.counts)):
            assert seat_panel.rect.contains(part), (size, seat, key)
        assert not apart([seat_panel.face, seat_panel.name, seat_panel.counts]), (size, seat)
        box = seat_panels.name_box(scene.model, seat)
        text, font_size, short = seat_panels.seat_label(scene.model, seat, box)
        assert not short and text.startswith(NAMES[seat]), (size, seat, text)
        font = get_font(font_size, display=True)
        assert font_size >= READABLE and font.size(text)[0] <= box.w, (size, seat, text)
        assert font.get_linesize() <= box.h + 2, (size, seat, font_size, box)
        icon = layout.count_icon(px, seat_panel.counts.h)
        parts_n = 3 if seat_panels.own_strip(scene.model, seat) is None else 2
        need = layout.counts_width(px, seat_panel.rect.h, parts_n)
        assert need <= seat_panel.counts.w + px(6), (size, seat, need, seat_panel.counts)
        assert icon >= 14
    # the dice of the tray inside it
    for k in range(len(geometry.tray.dice)):
        assert geometry.tray.rect.contains(layout.die_rect(geometry.tray, k)), (size, k)
    # the "... is thinking" hint and its hurry line inside the action card
    box, words, wsize, lines, hsize = panels.thinking_plan(scene.model)
    assert geometry.side.contains(box) and window.contains(box), (size, box)
    assert get_font(wsize, display=True).size(words)[0] <= box.w - px(24)
    assert hsize >= READABLE and lines and all(get_font(hsize).size(line)[0] <= box.w - px(24)
                                                 for line in lines), (size, lines)
    assert " ".join(lines) == scene.t("skip")
    # "Lost!" over any dice lost together: inside the tray, never over each other
    scene.model.dice_view = [{"colour": "red", "live": True, "used": True} for _ in range(5)]
    for lost in ({0, 1}, {1, 2, 3}, {0, 2, 4}, {0, 1, 2, 3, 4}, {3, 4}):
        scene.model.lost = {d: 0.0 for d in lost}
        boxes = panels.lost_boxes(scene.model)
        assert boxes and not apart(boxes), (size, lost, boxes)
        assert all(geometry.tray.rect.contains(b) for b in boxes), (size, lost, boxes)
    scene.model.lost = {}


@pytest.mark.parametrize("lang", ["fr", "en"] if os.environ.get("SOURIS_SOAK_GAMES") else ["fr"])
def test_the_table_at_every_size_with_2_4_and_6_seats(home, lang):
    app = new_app((800, 600), lang, fast=True)
    try:
        for size in SIZES:
            for n in (2, 4, 6):
                scene = table_at(app, size, n)
                check_table(scene, size)
                app.scenes.pop()
    finally:
        close(app)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_ones_own_markers_lie_at_a_fingers_size(home, size):
    """A person alone with computers: their six kinds of markers face up on their panel,
    each at least 36 px (a child's finger), inside the panel, the name whole beside them."""
    app = new_app(size, "fr", fast=True)
    try:
        scene = table_at(app, size, 6)
        assert scene.viewer == 0 and seat_panels.own_markers(scene.model, 0)
        rects = seat_panels.own_marker_rects(scene.model, 0)
        panel = scene.model.geometry.seats[0].rect
        assert rects
        for _, _, r in rects:
            assert r.w >= 36 and r.h >= 36 and panel.contains(r), (r, panel)
        assert not apart([r for _, _, r in rects])
        assert not seat_panels.name_box(scene.model, 0).colliderect(seat_panels.own_strip(scene.model, 0))
        assert not seat_panels.seat_label(scene.model, 0, seat_panels.name_box(scene.model, 0))[2]
        assert all(seat_panels.own_strip(scene.model, s) is None for s in range(1, 6))     # nobody else's
    finally:
        close(app)


def test_a_name_too_long_for_its_panel_is_whole_on_hover(home):
    from table_input import move_to
    app = new_app((800, 600), "en", fast=True)
    try:
        app.screen = pygame.display.set_mode((800, 600), pygame.RESIZABLE)
        app._relayout()
        seats = family(6)
        seats[3] = Seat("Marie-Charlotte-Alexandrine de la Tour", COLOURS[3], "cpu", "normal", 4)
        session = Session.new("gouda", seats, seed=3, options={"powers": 3}, autosave=False)
        scene = app.start_game(session)
        frames(app, 2)
        text, _, short = seat_panels.seat_label(scene.model, 3, seat_panels.name_box(scene.model, 3))
        assert short and text.endswith("…")
        move_to(app, scene.model.geometry.seats[3].name.center)
        assert scene.model.tip == ("name", 3, "")
        made = seat_panels.tip_for(scene.model, scene.model.tip)
        assert made is not None and pygame.Rect(0, 0, 800, 600).contains(made[1])
        move_to(app, scene.model.geometry.seats[0].name.center)     # a name read whole: no tip
        assert scene.model.tip is None or scene.model.tip[0] != "name"
    finally:
        close(app)


# ---------------------------------------------------------------- one's own markers
def test_pointing_at_or_tapping_ones_markers_says_what_they_are(home, monkeypatch):
    """Hover: the tip names each kind held and what it does, the one pointed at picked
    out; a tap (a click) pins it open for a finger, another tap or a click elsewhere
    closes it. Drawn for the markers' own person only."""
    from table_input import click, move_to

    from game.games.gouda.texts import power_name, tr
    app = new_app((1280, 800), "en", fast=True)
    try:
        scene = table_at(app, (1280, 800), 4)
        rects = seat_panels.own_marker_rects(scene.model, 0)
        kind, _, rect = rects[1]
        move_to(app, rect.center)
        assert scene.model.tip == ("markers", 0, kind)
        pic, where = seat_panels.tip_for(scene.model, scene.model.tip)
        assert pygame.Rect(0, 0, 1280, 800).contains(where)
        assert not where.colliderect(scene.model.geometry.side)             # beside the panels
        seen = []
        real = get_font

        class Recording:
            def __init__(self, font):
                self.font = font

            def render(self, text, *args, **kwargs):
                seen.append(text)
                return self.font.render(text, *args, **kwargs)

            def __getattr__(self, name):
                return getattr(self.font, name)
        import game.games.gouda.view.seats as seats_mod  # the seats draw the tips

        monkeypatch.setattr(seats_mod, "get_font", lambda *a, **k: Recording(real(*a, **k)))
        model = scene.model
        seat_panels.marker_tip_picture(model, 0, seat_panels.own_markers(model, 0), "")   # not drawn before: made now
        monkeypatch.undo()
        for k in set(seat_panels.own_markers(scene.model, 0)):
            assert power_name(k) in " ".join(seen), k
            assert tr(f"power_help.{k}").split()[0] in " ".join(seen), k
        # the pointer leaves: the tip goes; a tap pins it; a tap again closes it
        move_to(app, scene.model.geometry.shelf.rect.center)
        assert scene.model.tip is None
        click(app, rect.center)
        assert scene.model.tip_pinned is not None and scene.model.tip is not None
        move_to(app, scene.model.geometry.shelf.rect.center)
        assert scene.model.tip is not None                              # still open for a finger
        click(app, rect.center)
        assert scene.model.tip is None and scene.model.tip_pinned is None
        click(app, rect.center)
        click(app, (5, scene.size[1] - 5))                        # elsewhere: closed
        assert scene.model.tip_pinned is None
    finally:
        close(app)


def test_nobody_elses_markers_have_a_tip(home):
    """Two people: with the laptop shared (nobody looking), no markers lie face up and
    none has a tip, pointed at or tapped."""
    from table_input import click, move_to
    app = new_app((1280, 800), "en", fast=True)
    try:
        app.screen = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
        app._relayout()
        session = Session.new("gouda", family(3, humans=2), seed=3, options={"powers": "set"},
                              autosave=False)
        scene = app.start_game(session)
        frames(app, 2)
        assert scene.viewer is None
        for seat, seat_panel in enumerate(scene.model.geometry.seats):
            assert seat_panels.own_strip(scene.model, seat) is None
            assert seat_panels.own_marker_rects(scene.model, seat) == []
            move_to(app, seat_panel.counts.midright)
            click(app, (seat_panel.rect.right - 12, seat_panel.rect.centery))
            assert scene.model.tip is None or scene.model.tip[0] != "markers"
    finally:
        close(app)


def test_my_markers_is_drawn_as_a_live_button(home):
    """Two people: the turn's owner's "My markers" is drawn in the colour of the live
    buttons, never the dark grey of a disabled one."""
    from test_gouda_scene import reach, start

    from game.view import palette
    app = new_app((1280, 800), "en", fast=True)
    try:
        session = reach(("human", "human"), lambda s: s.phase == "choose" and s.turn == 1
                        and sum(s.hands[1]) and len(s.legal_actions()) >= 2, options={"powers": 3})
        _, scene = start(app, session=session)
        for _ in range(200):
            frames(app, 1, 0.1)
            if scene.can_act() and not scene.busy():
                break
        peek = [(key, colour) for key, _, _, colour in scene.model.buttons if key == "peek"]
        assert peek and peek[0][1] == palette.ACCENT and peek[0][1] != palette.PANEL_DARK
    finally:
        close(app)


# ---------------------------------------------------------------------- words
def test_no_word_said_twice_in_a_row_with_any_place(home):
    """"No mouse on the big can can take it" (issue 16): no gouda sentence with a
    place in it says a word twice in a row, in either language."""
    import re

    from game.games.gouda import GAME
    PLACES = GAME.config().names
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        try:
            for key in ("message.lost_sub", "log.die_lost", "status.give", "status.give_any",
                        "status.give_mouse", "label.roll_in", "message.transfer"):
                for place in PLACES:
                    where = i18n.t(f"gouda.place.{place}")
                    text = i18n.t(f"gouda.{key}", place=where, n=1, colour="red", name="Ana")
                    twice = re.search(r"\b(\w+) \1\b", text, re.IGNORECASE)
                    assert twice is None, (lang, key, text)
        finally:
            i18n.set_language("en")


def test_gouda_speaks_to_a_family_with_tu():
    """French: the whole game says "tu" (a family game), never "vous"."""
    import re
    from pathlib import Path
    text = (Path(__file__).resolve().parents[2] / "locale" / "fr" / "gouda.yaml").read_text("utf-8")
    body = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
    assert not re.search(r"\b(vous|votre|vos)\b", body, re.IGNORECASE)
    assert not re.search(r"\b(cliquez|choisissez|appuyez|jouez|lancez|passez)\b", body, re.IGNORECASE)
