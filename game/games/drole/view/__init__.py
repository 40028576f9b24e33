"""What Drôle de fromage looks like and how it is played with the mouse and keys: everything
that draws or reads input, and nothing the rules, the computer players or the texts import.
``scene`` is the table (GameScene, made by the descriptor's ``scene()``): it only wires its
parts to the shared table -- the view model (``view_model``: what is shown, the choices
offered, the peek), the input (``inputs``: keys and clicks), the painter (``painter``, over
the drawing modules ``board``, ``pieces``, ``panels``, with ``look`` and ``layout``: the 8x8
board, its trays and the side panel), and the event script that animates what happened
(``script``, with ``sprites``: what moves); ``art`` draws the die, the worm and the paws in
code, ``card`` the title card and ``page_art`` the pictures of the rules screen. The rules
side (``rules``, ``actions``, ``ai``, ``texts`` one folder up) never imports from here.
"""
