"""Midnight Princess: the engine of a 5x5 cascading video slot, in pure Python."""

__version__ = "0.1.0"
