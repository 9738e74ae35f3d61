"""A part of a run: what a chunk plays alone, base spins, trinity rounds or one choice's free-spins features.

Its key, ``"free:<princess>"`` for a choice's features, names it in a run's counts and figures, and
its reel sets in ``model.REEL_SETS``.
"""

from __future__ import annotations

from dataclasses import dataclass

from midnight_princess import model

PHASES: tuple[str, ...] = ("base", "trinity", "free")


@dataclass(frozen=True, order=True)
class Part:
    """What a chunk plays alone: base spins, trinity rounds or one choice's features."""

    phase: str  # "base", "trinity" or "free"
    choice: str = ""  # the princess whose features, for "free"

    @property
    def key(self) -> str:
        """The part's name: "base", "trinity" or "free:<princess>"."""
        return f"free:{self.choice}" if self.phase == "free" else self.phase

    @classmethod
    def of(cls, key: str) -> Part:
        """The part a key names; ValueError for anything else."""
        phase, _, choice = key.partition(":")
        part = cls(phase, choice)
        if phase not in PHASES or part.key != key or (phase == "free" and choice not in model.PRINCESSES):
            raise ValueError(f"not a part: {key!r} (base, trinity or free:<princess>)")
        return part


BASE = Part("base")
TRINITY = Part("trinity")


def free(choice: str) -> Part:
    """One choice's free-spins features."""
    return Part("free", choice)

