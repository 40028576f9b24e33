"""Issue 18: Drôle de fromage's table is made of parts, each its own object, wired one way:
the scene (life cycle and the shared table's hooks only), the view model, the input, the
painter and the script. The view model is not a scene; no part imports the scene; the
scene holds no game state of its own (it is on the model). The shape every game shares
(the parts, their sizes, no part importing the scene) is checked in
tests/shared/test_table_parts.py."""

from __future__ import annotations


def test_the_scene_keeps_no_game_state(table_app):
    """The game's view state is on the model, none of it on the scene (which has its
    four parts, each reaching the table through the model)."""
    from game.core.save_file import Seat
    from game.session import Session
    seats = [Seat("Ana", "orange", "human", "random"), Seat("Robo", "sky", "cpu", "random")]
    table = table_app.start_game(Session.new("drole", seats, seed=3, autosave=False))
    table_app.frame(1 / 60)
    model = table.model
    assert model.table is table and table.input.model is model and table.painter.model is model
    assert table.script.model is model and table.script.table is table
    state = set(vars(model)) - {"table"}
    assert {"where", "tray_view", "die_face", "hover_dir", "peek_pending"} <= state
    assert not state & set(vars(table)), state & set(vars(table))
    assert not {"key_queue", "key_queue_seat"} & (set(vars(table)) | state)
