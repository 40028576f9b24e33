"""Souris & Fromages: four French family board games about mice and cheese."""

__version__ = "0.1.0"
