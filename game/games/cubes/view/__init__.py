"""What Souris et cubes de fromage looks like and how it is played with the mouse and keys:
everything that draws or reads input, and nothing the rules, the computer players or the
texts import. ``scene`` is the table (GameScene, made by the descriptor's ``scene()``);
beside it the cubes and the cards (``art``, ``sprites``), the table plan (``layout``,
``board``), the buttons, panels and the swap chooser (``buttons``, ``panels``,
``swap_choice``), the event script that animates what happened (``script``); ``card`` draws
the title card and ``page_art`` the pictures of the rules screen. The rules side (``rules``,
``actions``, ``ai``, ``texts`` one folder up) never imports from here.
"""
