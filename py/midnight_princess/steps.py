"""The step types a round's reply tells (docs/protocol.md's steps, in its order), and those that carry the grid."""

from __future__ import annotations

from typing import Final

# Every step type the engine emits: tests, the simulator and the page's registry check against this.
STEP_TYPES: Final[tuple[str, ...]] = (
    "land", "win", "meter", "remove", "fall", "multiplier", "power", "moons_removed", "clear", "princess",
    "trinity_start", "trinity_end", "choice", "free_spins_start", "free_spin", "extend", "prize", "cap",
    "free_spins_end", "end",
)

# The step types that change the grid and carry the whole grid after them (`grid`).
GRID_STEPS: Final[tuple[str, ...]] = ("land", "remove", "fall", "power", "moons_removed")
