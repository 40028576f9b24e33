"""What Gouda! Gouda! looks like and how it is played with the mouse and keys: everything that
draws or reads input, and nothing the rules, the computer players or the texts import.
``scene`` is the table (GameScene, made by the descriptor's ``scene()``): it only builds
and wires its parts, each its own object (issue 18): the view model (``view_model``:
GoudaView, what is shown and chosen), the input (``inputs``: GoudaInput, with
``choosing`` and ``targeting`` for what a choice does), the drawing (``painter``:
GoudaPainter, with ``panels``, ``seats``, ``hand``), the event script that animates what
happened (``script``). Beside them the kitchen shelf and its pictures (``art``, ``board``,
``look``, ``ladder``, ``layout``), the mice, dice and markers (``sprites``); ``card`` draws
the title card and ``page_art`` the pictures of the rules screen. The rules side
(``rules``, ``actions``, ``ai``, ``texts`` one folder up) never imports from here.
"""
