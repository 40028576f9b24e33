"""What Chaos de souris et de fromage looks like and how it is played with the mouse and keys:
everything that draws or reads input, and nothing the rules, the computer players or the
texts import. ``scene`` is the table (GameScene, made by the descriptor's ``scene()``):
life cycle and wiring of its parts (issue 18), each its own object: the view model
(``view_model``: what the table shows and what is offered, drawn from the viewer's
observation), the input (``inputs``: keys and clicks), the painter (``painter``, with its
drawing modules ``board``, ``pieces``, ``panels`` and the pictures of ``sprites`` and
``art``) and the event script that animates what happened (``script``); beside them
where things go (``layout``), a player's notebook of what they have seen (``notebook``)
and the names the parts share (``basics``); ``card`` draws the title card and
``page_art`` the pictures of the rules screen. The rules side (``rules``, ``actions``,
``ai``, ``texts`` one folder up) never imports from here.
"""
