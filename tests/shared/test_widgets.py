"""Text wrapping (game/view/widgets.py): lines made from measured words must be the
lines the font really draws, in both languages' letters."""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.view.fonts import get_font
from game.view.widgets import wrap

pygame.display.init()

WORDS = st.text(alphabet="abcdefghijklmnopqrstuvwxyzAVWTéèàçôÉ'!?,.0123456789", min_size=1, max_size=12)


@settings(max_examples=150, deadline=None)
@given(st.lists(WORDS, min_size=1, max_size=25), st.integers(14, 40), st.integers(40, 600),
       st.booleans(), st.booleans())
def test_wrapped_lines_fit_and_keep_every_word(words, size, width, display, bold):
    text = " ".join(words)
    lines = wrap(text, size, width, display=display, bold=bold)
    font = get_font(size, display=display, bold=bold)
    assert " ".join(lines).split() == text.split(), "every word, in order"
    for line in lines:
        assert line == line.strip() and line
        if " " in line:
            assert font.size(line)[0] <= width, f"{line!r} is wider than {width}"
    # greedy: the first word of each next line would not have fitted on the line before
    for before, after in zip(lines, lines[1:]):
        assert font.size(f"{before} {after.split(' ')[0]}")[0] > width - 2 * font.size(" ")[0]


def test_paragraphs_stay_paragraphs():
    lines = wrap("Une souris\nDeux fromages", 20, 2000)
    assert lines == ["Une souris", "Deux fromages"]


def test_the_caller_may_change_the_lines_it_gets():
    lines = wrap("a b c d e f g", 20, 30)
    lines.append("mine")
    assert "mine" not in wrap("a b c d e f g", 20, 30)
