"""What Souris et cubes de fromage looks like and how it is played with the mouse and keys:
everything that draws or reads input, and nothing the rules, the computer players or the
texts import. ``scene`` is the table (GameScene, made by the descriptor's ``scene()``): the
shared table with the game's parts wired to it, one way (issue 18): the view model
(``view_model``: what the table knows for drawing, holding the one reference to the
scene), the input (``inputs``), the drawing (``painter``) and the event script that
animates what happened (``script``), each built on the model. The drawing modules beside
them: the cubes and the cards (``art``, ``sprites``), the table plan (``layout``,
``board``), the buttons, panels and the swap chooser (``buttons``, ``panels``,
``swap_choice``); ``card`` draws the title card and ``page_art`` the pictures of the rules
screen. The rules side (``rules``, ``actions``, ``ai``, ``texts`` one folder up) never
imports from here.
"""
