"""Procedural art for "Souris & Fromages": every picture is drawn in code.

Every public function returns a *new* ``pygame.Surface`` with per-pixel alpha
(``SRCALPHA``), sized in pixels so the layout can scale freely, and is cached
with :func:`functools.lru_cache` -- treat the returned surfaces as read-only
(``copy()`` them before drawing on them).

Nothing here needs a display window: no ``convert()``/``convert_alpha()``.
Use it as ``from game.view import art`` then ``art.mouse_card(...)``; this
package only gathers the public names of its modules:

- :mod:`._colour`: colour arithmetic (``mix``, ``tint``, ``shade``, ``ink``);
- :mod:`._draw`: shared drawing helpers (supersampling, soft shapes, masks, blur);
- :mod:`.symbols`: ``symbol`` and :data:`SHAPES`;
- :mod:`.mice`: ``mouse_token``, ``mouse_face`` and the sitting mouse;
- :mod:`.cards`: ``mouse_card``, ``card_back``, :data:`COLOUR_SHAPES`,
  :data:`COLOUR_PATTERNS`;
- :mod:`.cheese`: ``cheese_piece``, :data:`CHEESE_SIZES`, wedges and wheels;
- :mod:`.table`: ``table_background``, ``ground_shadow``, ``stand``;
- :mod:`.ui`: ``panel`` (+ ``panel_body_rect``), ``glow``, ``button_surface``
  (+ ``button_text_offset``);
- :mod:`.title`: ``title_art``, ``confetti_piece``, :data:`CONFETTI_KINDS`.

A game's own pictures are not here: each game draws them in ``game/games/<id>/view/art.py``
with the helpers of this package, and the shared screens reach them only through the
game's descriptor (``card()``, ``rules_pictures()``).

Colour-blind safety
-------------------
The five mouse-card colours (:data:`game.view.palette.MOUSE_COLOURS`) each
have their own background pattern (:data:`COLOUR_PATTERNS`) and their own
corner symbol (:data:`COLOUR_SHAPES`, drawable with :func:`symbol`), so a
card can be recognised in greyscale.
"""

from __future__ import annotations

from ._colour import CARD_WHITE, RGB, ink, mix, shade, tint
from ._draw import SS, SS_BIG, Point
from .cards import COLOUR_PATTERNS, COLOUR_SHAPES, card_back, mouse_card
from .cheese import CHEESE_SIZES, cheese_piece
from .mice import mouse_face, mouse_token
from .symbols import SHAPES, seat_shape, symbol
from .table import ground_shadow, stand, table_background
from .title import CONFETTI_KINDS, confetti_piece, title_art
from .ui import button_surface, button_text_offset, glow, panel, panel_body_rect

__all__ = [
    "CARD_WHITE", "CHEESE_SIZES", "COLOUR_PATTERNS", "COLOUR_SHAPES", "CONFETTI_KINDS", "RGB", "SHAPES",
    "SS", "SS_BIG", "Point",
    "button_surface", "button_text_offset", "card_back", "cheese_piece", "confetti_piece",
    "glow", "ground_shadow", "ink", "mix", "mouse_card", "mouse_face", "mouse_token", "panel", "panel_body_rect",
    "seat_shape", "shade", "stand", "symbol", "table_background", "tint", "title_art",
]
