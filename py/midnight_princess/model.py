"""The math model: every number that shapes the game, in one data module.

The engine, the ``config`` reply, the simulator and the docs all read this module.
Money is in cents; pays are in hundredths of the total bet.
"""

from __future__ import annotations

from functools import lru_cache

# At most seven plain symbols and the moon: grid.py gives each cell one byte, each plain symbol one
# bit of it and the moon all eight (the top bit its own), so an eighth plain symbol needs a new grid.
SYMBOLS: tuple[str, ...] = ("heart", "bell", "gem", "potion", "love", "star", "storm", "moon")
PRINCESSES: tuple[str, ...] = ("love", "star", "storm")
WILD = "moon"
RTP = "96.50"

# Pays in hundredths of the total bet; each a multiple of 5 so that every bet level
# (all multiples of 20 cents) gives whole cents.
PAYTABLE: dict[str, dict[int, int]] = {
    "heart": {3: 10, 4: 30, 5: 100},
    "bell": {3: 10, 4: 30, 5: 100},
    "gem": {3: 10, 4: 40, 5: 150},
    "potion": {3: 10, 4: 40, 5: 150},
    "love": {3: 20, 4: 75, 5: 400},
    "star": {3: 20, 4: 75, 5: 400},
    "storm": {3: 20, 4: 75, 5: 400},
    "moon": {3: 40, 4: 150, 5: 2500},
}

BET_LEVELS: tuple[int, ...] = (20, 40, 60, 80, 100, 200, 400, 600, 800, 1000, 2000, 5000, 10000)
DEFAULT_BET = 100
START_BALANCE = 100_000

MAX_WIN_X = 5000
CLEAR_PRIZE_X = 100
MAX_MULTIPLIER = 20
MAX_FREE_SPINS = 20
VOID_AFTER_DAYS = 7
VOID_AFTER_MS = VOID_AFTER_DAYS * 24 * 60 * 60 * 1000

# princess: (initial free spins, spins added by a full meter)
FREE_SPINS: dict[str, tuple[int, int]] = {"love": (4, 4), "star": (5, 3), "storm": (8, 2)}
TRINITY_ORDER: tuple[str, ...] = ("love", "star", "storm")
# How each choice's feature win swings, for the choice screen: least, middle or most. A fact of
# the reel sets below, measured by the simulator (the PAR sheet's feature SD: love < star <
# storm); tests/sim/test_par_sheet.py checks it against the sheet.
FREE_SPINS_SWING: dict[str, str] = {"love": "least", "star": "middle", "storm": "most"}
METER_FULL = 3
METER_GAIN: dict[int, int] = {3: 1, 4: 2, 5: 3}

# A base-game power fires on a non-winning landing with this chance (numerator, denominator).
BASE_POWER_CHANCE: tuple[int, int] = (1, 4)
# Star adds 1 or 2 wilds with these weights.
STAR_WILDS_WEIGHTS: tuple[int, int] = (1, 1)

# --- landings --------------------------------------------------------------------------
# A reel set is five reels (the same reel five times, but for love's shower); a reel is symbol
# counts summing to 256, laid out on a strip of 256 symbols by ``strip()`` below. A phase first
# picks one of its reel sets by weight.
Reel = dict[str, int]
STRIP_LENGTH = 256


def _reel(**counts: int) -> Reel:
    """A reel from symbol counts; hearts fill the strip to 256."""
    rest = STRIP_LENGTH - sum(counts.values())
    assert rest >= 0
    return {**counts, "heart": counts.get("heart", 0) + rest}


_BASE_REEL = _reel(bell=40, gem=40, potion=42, love=29, star=26, storm=32, moon=5)
# A rare rich base landing: three symbols and many moons, long drops.
_HOT_REEL = _reel(bell=56, love=60, moon=40)
_TRINITY_REEL = _reel(bell=36, gem=35, potion=35, love=35, star=35, storm=35, moon=2)
# Three symbols only: the three trinity powers always clear it, which awards free spins.
_TRINITY_RICH_REEL = _reel(bell=82, gem=83, moon=8)
# Love's spins land princesses often: wins every spin, full meters, +4 spins: the steadiest.
_LOVE_REEL = _reel(bell=18, gem=18, potion=18, love=60, star=60, storm=60, moon=3)
_STAR_REEL = _reel(bell=36, gem=35, potion=35, love=35, star=35, storm=35, moon=11)
# Storm's spins are lean: most of its worth is in the moon shower, so it is the wildest.
_STORM_REEL = _reel(bell=36, gem=35, potion=35, love=35, star=35, storm=35, moon=8)
# About 20 moons a landing: long drops that lift the multiplier, and at a high one the 5,000x cap.
_SHOWER_REEL = _reel(bell=12, love=12, star=12, moon=208)
# Love's shower is richer and rarer, and its middle reel never shows five moons (a love after at
# most four), so it never lands all 25: most of love's caps come by long drops, few by the crown.
_LOVE_SHOWER_REEL = _reel(bell=10, love=10, star=10, moon=226)
_LOVE_SHOWER_MIDDLE_REEL = _reel(love=56, moon=200)
_LOVE_SHOWER = (*(_LOVE_SHOWER_REEL,) * 2, _LOVE_SHOWER_MIDDLE_REEL, *(_LOVE_SHOWER_REEL,) * 2)

# Twenty-five moons: ten moon 5-runs, 250x the multiplier, and a grid clear; the cap at x20.
_CROWN_REEL = _reel(moon=256)
_CROWN = (1, (_CROWN_REEL,) * 5)

REEL_SETS: dict[str, tuple[tuple[int, tuple[Reel, ...]], ...]] = {
    "base": ((1000, (_BASE_REEL,) * 5), (8, (_HOT_REEL,) * 5)),
    "trinity": ((927, (_TRINITY_REEL,) * 5), (73, (_TRINITY_RICH_REEL,) * 5)),
    # Out of 400,000 landings: the shower's weight sets each choice's mean feature win.
    "free:love": ((399_452, (_LOVE_REEL,) * 5), (547, _LOVE_SHOWER), _CROWN),
    "free:star": ((398_994, (_STAR_REEL,) * 5), (1_005, (_SHOWER_REEL,) * 5), _CROWN),
    "free:storm": ((395_784, (_STORM_REEL,) * 5), (4_215, (_SHOWER_REEL,) * 5), _CROWN),
}


def strip(reel: Reel, offset: int) -> list[str]:
    """Lay a reel's counts on a strip, spread evenly (smooth weighted round-robin).

    ``offset`` rotates the strip so that the five reels of a set differ.
    """
    out = _spread(tuple((name, reel[name]) for name in SYMBOLS if reel.get(name, 0) > 0))
    shift = (offset * 53) % STRIP_LENGTH
    return out[shift:] + out[:shift]


@lru_cache(maxsize=None)
def _spread(counts: tuple[tuple[str, int], ...]) -> list[str]:
    # Cached: a reel set repeats its reel five times, and start-up time counts in the browser.
    names = [name for name, _ in counts]
    weights = dict(counts)
    current = dict.fromkeys(names, 0)
    out = []
    for _ in range(STRIP_LENGTH):
        for name in names:
            current[name] += weights[name]
        best = max(names, key=current.__getitem__)
        current[best] -= STRIP_LENGTH
        out.append(best)
    return out
