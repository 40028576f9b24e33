"""The family: the players a family keeps (:mod:`.players`), the record of every
finished game (:mod:`.records`), what those records say (:mod:`.stats`) and
``python -m game records`` (:mod:`.report`).

Headless (no pygame): the setup, the records screen and ``python -m game records``
read them alike."""
