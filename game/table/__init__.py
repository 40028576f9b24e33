"""The shared table's headless parts: the turn driver and the move log (no pygame)."""
