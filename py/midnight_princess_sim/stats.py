"""The simulator's constants, each defined once, and the small statistics every part shares."""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Sequence

from midnight_princess import model

BET = 100  # cents a round; every figure is a multiple of the bet, so any bet level gives the same
Z95 = 1.959963984540054  # the standard normal's 97.5% quantile: two-sided 95% intervals
Z90 = 1.6448536269514722  # one-sided 95%, two-sided 90%: the volatility index's factor
RULES_HALF_WIDTH = 0.001  # docs/rules.md section 11: the RTP shown within +-0.10 percentage points at 95%
PROOF_HALF_WIDTH = 0.0005  # the proof made for the PAR sheet: twice as tight as the rules ask
CROSS_CHECK_HALF_WIDTH = 0.0015  # the whole-round cross-check's size
TARGET_RTP = float(model.RTP) / 100


def target_of(rtp: str) -> float:
    """A rung's return ("94.51") as a fraction of the bet, rounded once (0.9451, not 94.51 / 100)."""
    whole, _, hundredths = rtp.partition(".")
    return int(whole + hundredths.ljust(2, "0")) / 10_000


def proof_half_width(rtp: str) -> float:
    """The half-width a rung's PAR sheet proves: the default rung's twice as tight as the rules ask, the others' as they ask."""
    return PROOF_HALF_WIDTH if rtp == model.RTP else RULES_HALF_WIDTH


def cross_check_half_width(rtp: str) -> float:
    """The size of a rung's whole-round cross-check: the others' twice as wide as the default's, as their proofs are."""
    return CROSS_CHECK_HALF_WIDTH * proof_half_width(rtp) / PROOF_HALF_WIDTH
CHOICES: tuple[str, ...] = (*model.PRINCESSES, "random")
CAP_X100 = model.MAX_WIN_X * 100  # the max win in hundredths of the bet

# Win histogram edges in hundredths of the bet: 0.01x, then 1-1.5-2-3-5-7 per decade from
# 0.1x, then the cap. Bin 0 holds zero wins, the last bin capped wins.
EDGES_X100: tuple[int, ...] = (1, *(
    m * 10 ** e for e in range(5) for m in (10, 15, 20, 30, 50, 70) if m * 10 ** e < CAP_X100), CAP_X100)
BINS = len(EDGES_X100) + 1
BANDS: tuple[str, ...] = ("0", "under 1x", "1x-5x", "5x-20x", "20x-100x", "100x-1,000x",
                          "1,000x-5,000x", "cap 5,000x")
_BAND_EDGES_X100 = (1, 100, 500, 2000, 10000, 100000, CAP_X100)


def _fine_edges() -> tuple[int, ...]:
    """Feature-win bin edges in hundredths of the bet: fine enough for percentiles to about 1%."""
    out = [1]
    for step, end in ((5, 500), (50, 10_000), (500, 100_000), (2_500, CAP_X100)):
        out.extend(range(out[-1] - out[-1] % step + step, end + 1, step))
    return tuple(out)


FINE_EDGES = _fine_edges()  # the tuner's feature histogram: bin 0 holds zero wins


def edges(bet: int) -> list[int]:
    """The histogram edges in cents at a bet."""
    return [x * bet // 100 for x in EDGES_X100]


def bin_band(index: int) -> int:
    """The win band of a histogram bin."""
    return 0 if index == 0 else bisect_right(_BAND_EDGES_X100, EDGES_X100[index - 1])


def ratio(num: float, den: float) -> float:
    """num / den, 0 when there is nothing to divide by."""
    return num / den if den else 0.0


def one_in(num: float, den: float) -> float | None:
    """den / num: '1 in so many', None when never seen."""
    return den / num if num else None


def variance(sum_x: int, sum_xx: int, n: int) -> float:
    """The (biased, n-divided) variance from a sum and a sum of squares."""
    if not n:
        return 0.0
    mean = sum_x / n
    return max(sum_xx / n - mean * mean, 0.0)


def wilson(hits: float, n: float, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a binomial proportion: honest for rare events, never below 0."""
    if not n:
        return 0.0, 1.0
    p = hits / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return (max(centre - half, 0.0) if hits else 0.0), min(centre + half, 1.0)


def wilson_of_mean(samples: Sequence[tuple[int, int]], z: float = Z95) -> tuple[float, float]:
    """The Wilson interval of the mean of several binomial proportions, (hits, n) each, weighed
    equally whatever their sizes (a random pick's cap odds: each choice a third of it).

    Wilson's interval at the effective sample size of that mean (its variance read as one
    binomial's); one sample gives plain Wilson, and equal samples with equal rates their union's.
    """
    k = len(samples)
    mean = sum(h / n for h, n in samples) / k
    variance = sum((h / n) * (1 - h / n) / n for h, n in samples) / (k * k)
    # With no spread to read (no hits, or all), the mean's variance at a common rate.
    n_eff = mean * (1 - mean) / variance if variance else k * k / sum(1 / n for _, n in samples)
    return wilson(mean * n_eff, n_eff, z)
