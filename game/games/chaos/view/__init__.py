"""What Chaos de souris et de fromage looks like and how it is played with the mouse and keys:
everything that draws or reads input, and nothing the rules, the computer players or the
texts import. ``scene`` is the table (GameScene, made by the descriptor's ``scene()``);
beside it the kitchen and its pieces (``art``, ``board``, ``layout``, ``sprites``), a
player's notebook of what they have seen (``notebook``), the event script that animates what
happened (``script``); ``card`` draws the title card and ``page_art`` the pictures of the
rules screen. The rules side (``rules``, ``actions``, ``ai``, ``texts`` one folder up) never
imports from here.
"""
