"""Landings to force (`__mp.force` in the page, `force.grids` to the engine): rows top to bottom."""

from __future__ import annotations

HEARTS = [["heart"] * 5 for _ in range(5)]  # every line a heart 5-run: a grid clear, then the free-spins choice
LOW_ROWS = [["heart", "bell", "gem", "potion", "heart"], ["bell", "gem", "potion", "heart", "bell"],
            ["gem", "potion", "heart", "bell", "gem"], ["potion", "heart", "bell", "gem", "potion"]]
MOON_ROW = [["moon"] * 5] + LOW_ROWS  # 5 moons: 25x the bet (SUPER WIN), no feature
TWO_MOON_ROWS = [["moon"] * 5, ["moon"] * 5] + LOW_ROWS[1:]  # over 100x the bet (EPIC WIN)
LOVE_ROW = [["love"] * 5] + LOW_ROWS  # a full meter: Princess Trinity

# Four low symbols in a pattern with no run of three, then a love 5-run: the meter fills (trinity).
LOW_SYMBOLS = ["bell", "gem", "potion", "heart"]
METER_FILLER = [[LOW_SYMBOLS[(c + 2 * r) % 4] for c in range(5)] for r in range(4)] + [["love"] * 5]
# Seven symbols, no two alike side by side or one above the other: a landing without a win.
SEVEN = ["heart", "bell", "gem", "potion", "love", "star", "storm"]
NO_WIN = [[SEVEN[(2 * r + c) % 7] for c in range(5)] for r in range(5)]
