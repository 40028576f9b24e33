"""Scenes: the scene stack and the screens every game shares."""
