"""Named RGB colours for "Souris & Fromages".

The mouse-card colours and the player colours are based on the Okabe-Ito
palette, which stays distinguishable for the common forms of colour-blindness.
Colour is never the *only* cue, though: every card colour also has its own
background pattern and corner symbol (see :mod:`game.view.art`).

All colours are plain ``(r, g, b)`` tuples so they can be used as dict keys
and as cache keys for the drawing functions.
"""

from __future__ import annotations

RGB = tuple[int, int, int]

# --- the five mouse-card colours of the "cubes" game (Okabe-Ito based) -------
MOUSE_COLOURS: dict[str, RGB] = {
    "blue": (0, 114, 178),      # Okabe-Ito blue
    "red": (213, 94, 0),        # Okabe-Ito vermilion
    "yellow": (240, 228, 66),   # Okabe-Ito yellow
    "green": (0, 158, 115),     # Okabe-Ito bluish green
    "white": (246, 242, 232),   # warm off-white (always drawn with an outline)
}

# French names, handy for labels and speech.
MOUSE_COLOUR_NAMES_FR: dict[str, str] = {
    "blue": "bleue",
    "red": "rouge",
    "yellow": "jaune",
    "green": "verte",
    "white": "blanche",
}

# --- the player colours, in seat order (the first six: every game's default) ---
PLAYER_COLOURS: dict[str, RGB] = {
    "orange": (230, 159, 0),    # Okabe-Ito orange
    "sky": (86, 180, 233),      # Okabe-Ito sky blue
    "green": (0, 158, 115),     # Okabe-Ito bluish green
    "purple": (204, 121, 167),  # Okabe-Ito reddish purple
    "vermilion": (213, 94, 0),  # Okabe-Ito vermilion
    "yellow": (240, 228, 66),   # Okabe-Ito yellow
    # Offered only by a game that asks for them (GameInfo.seat_colours): Chaos de souris
    # et de fromage's seats, whose mice are red, blue, yellow and green
    "violet": (136, 96, 196),
    "brown": (122, 80, 48),
    "white": (244, 242, 236),   # drawn with an outline
}

# --- user-interface colours ------------------------------------------------------
BG: RGB = (246, 226, 190)          # warm kitchen cream
PANEL: RGB = (255, 249, 236)       # paper / cream panel
PANEL_DARK: RGB = (121, 80, 52)    # chocolate panel (for light text)
TEXT: RGB = (74, 48, 34)           # dark cocoa text
TEXT_LIGHT: RGB = (255, 250, 240)  # text on dark or coloured surfaces
ACCENT: RGB = (226, 110, 60)       # terracotta, for primary buttons
HIGHLIGHT: RGB = (255, 214, 84)    # golden glow around selectable things
HINT: RGB = (64, 196, 255)         # the hint's glow and bubble edge (issue 19): not the legal moves' gold
DANGER: RGB = (204, 72, 54)        # cat / warning red
OK: RGB = (72, 160, 92)            # friendly "yes" green
OUTLINE: RGB = (78, 52, 38)        # soft brown ink used for outlines
SHADOW: RGB = (60, 36, 20)         # colour of drop shadows (used with alpha)

# cheese
CHEESE: RGB = (255, 204, 72)
CHEESE_LIGHT: RGB = (255, 226, 128)
CHEESE_DARK: RGB = (226, 160, 40)
CHEESE_HOLE: RGB = (214, 142, 32)
CHEESE_RIND: RGB = (240, 176, 52)

# wood
WOOD: RGB = (201, 145, 94)
WOOD_LIGHT: RGB = (222, 172, 118)
WOOD_DARK: RGB = (150, 100, 62)

# mice details
MOUSE_PINK: RGB = (244, 150, 160)
MOUSE_PINK_DARK: RGB = (214, 104, 120)
EYE: RGB = (40, 28, 26)
WHITE: RGB = (255, 255, 255)
MOUSE_GREY: RGB = (168, 160, 160)


def seat_colours(allowed: tuple[str, ...] | list[str] = ()) -> list[str]:
    """The colours a seat may take, in the order the setup offers them: a game's own
    list (``GameInfo.seat_colours``: Chaos de souris et de fromage's seats never wear a
    mouse colour), else the first six player colours."""
    own = [c for c in allowed if c in PLAYER_COLOURS]
    return own or list(PLAYER_COLOURS)[:6]
