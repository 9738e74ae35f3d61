"""Midnight Princess: the engine of a 5x5 drop slot, in pure Python."""

__version__ = "0.1.0"
