"""Guided first games ("Show me how", issue 19): the scripts (``levels/learn/<game>.yaml``)
read, checked and followed through the real rules (:mod:`.lesson`, headless, no pygame).
The table's overlay that shows the steps is :mod:`game.view.lesson_overlay`."""
