"""The random generator: SHA-256 counter stream, unbiased draws, and statistical checks.

Every statistical test uses fixed seeds, so it is deterministic; its threshold is the
critical value at significance 0.001 (a sound generator fails one in a thousand seeds).
"""

from __future__ import annotations

import math
from collections import Counter
from hashlib import sha256

import pytest

from midnight_princess.rng import Rng, child_seed

SEED = bytes(range(32))
ALPHA = 0.001
# Chi-square critical values at p = 0.001 (tables), checked below against a stdlib helper.
CHI2_CRIT = {5: 20.515, 6: 22.458, 9: 27.877, 99: 148.230, 255: 330.520, 999: 1142.848}
Z_CRIT = 3.2905  # two-sided normal at p = 0.001


def stream(seed: bytes, n: int) -> bytes:
    """The documented stream, written out independently: block i = SHA-256(seed || i, 8 bytes big-endian)."""
    out = b""
    i = 0
    while len(out) < n:
        out += sha256(seed + i.to_bytes(8, "big")).digest()
        i += 1
    return out[:n]


def chi2_sf(x: float, df: int) -> float:
    """P(X >= x) for a chi-square of df degrees: the regularized upper incomplete gamma Q(df/2, x/2)."""
    a, x = df / 2, x / 2
    front = math.exp(-x + a * math.log(x) - math.lgamma(a))
    if x < a + 1:  # series for P
        term = total = 1 / a
        k = a
        while abs(term) > abs(total) * 1e-16:
            k += 1
            term *= x / k
            total += term
        return 1 - total * front
    b, c, d = x + 1 - a, 1e300, 1 / (x + 1 - a)  # continued fraction for Q (Lentz)
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = 1 / (d if abs(d) > 1e-300 else 1e-300)
        c = b + an / c
        c = c if abs(c) > 1e-300 else 1e-300
        h *= d * c
        if abs(d * c - 1) < 1e-16:
            break
    return front * h


def chi2(counts: list[int]) -> float:
    expected = sum(counts) / len(counts)
    return sum((k - expected) ** 2 for k in counts) / expected


def lag1(values: list[int]) -> float:
    """Lag-1 serial correlation coefficient."""
    mean = sum(values) / len(values)
    dev = [v - mean for v in values]
    return sum(a * b for a, b in zip(dev, dev[1:])) / sum(d * d for d in dev)


class Fed(Rng):
    """An Rng whose stream is exactly the given bytes (to see what a draw does with them).

    It fills the generator's own buffer, so draws that read the buffer directly and
    draws through ``take`` both see the fed bytes; asking for more fails the test."""

    def __init__(self, data: bytes) -> None:
        super().__init__(b"")
        self._buf = data
        self._pos = 0

    def _refill(self, n: int) -> None:
        raise AssertionError("the draw asked for more bytes than fed")

    @property
    def used(self) -> int:
        return self._pos


# --- the stream -----------------------------------------------------------------------------

def test_known_first_bytes_for_a_fixed_seed() -> None:
    first = Rng(SEED).take(64)
    assert first.hex() == ("a9d6e500293a88bd38cbe213d07ab71f8cb2258552072a01bdf1c40be527f4d0"
                           "6061c4386d7a1788ba52e2e8b2ee6fe6137644ec75a70bf7042cfd67a1e57bd3")
    assert first == sha256(SEED + (0).to_bytes(8, "big")).digest() + sha256(SEED + (1).to_bytes(8, "big")).digest()


@pytest.mark.parametrize("sizes", [[1] * 70, [5] * 30, [31, 2, 64, 1, 33], [100, 7, 250], [32, 32, 32]])
def test_stream_is_sha256_counter_blocks_whatever_the_draw_sizes(sizes: list[int]) -> None:
    for seed in (SEED, bytes(32), b"\xff" * 32):
        rng = Rng(seed)
        got = b"".join(rng.take(n) for n in sizes)
        assert got == stream(seed, sum(sizes))


def test_same_seed_same_draws_different_seed_different_draws() -> None:
    a, b, c = Rng(SEED), Rng(SEED), Rng(SEED[::-1])
    draws = [(a.below(n), b.below(n), c.below(n)) for n in range(2, 300)]
    assert all(x == y for x, y, _ in draws)
    assert sum(x != z for x, _, z in draws) > 200


def test_child_seed_is_sha256_of_seed_label_index() -> None:
    assert child_seed(SEED, "sim", 7) == sha256(SEED + b"sim" + (7).to_bytes(8, "big")).digest()


# --- below(), pick(), sample() --------------------------------------------------------------

def below_reference(data: bytes, n: int) -> tuple[int, int]:
    """below(n) as documented: mask just enough bits of big-endian bytes; reject values >= n.

    Returns (value, bytes used)."""
    bits = (n - 1).bit_length()
    size = (bits + 7) // 8
    used = 0
    while True:
        value = int.from_bytes(data[used:used + size], "big") & ((1 << bits) - 1)
        used += size
        if value < n:
            return value, used


def test_below_follows_the_documented_mask_and_reject_on_the_stream() -> None:
    data = stream(SEED, 200_000)
    rng = Rng(SEED)
    used = 0
    for i in range(4_000):
        n = (2, 3, 6, 7, 10, 100, 255, 256, 257, 1000, 4096, 65_535, 65_537, 10**6, 2**31 + 5)[i % 15]
        value, took = below_reference(data[used:], n)
        used += took
        assert rng.below(n) == value
    assert rng.take(8) == data[used:used + 8]


@pytest.mark.parametrize("n", [2, 3, 5, 6, 7, 10, 100, 129, 200, 255, 256, 257, 300, 1000, 40_000, 65_536])
def test_below_has_no_modulo_bias_by_construction(n: int) -> None:
    """Every possible draw of bytes, fed in: each value in [0, n) has equally many preimages."""
    size = ((n - 1).bit_length() + 7) // 8
    counts: Counter[int] = Counter()
    rejected = 0
    for raw in range(256 ** size):
        rng = Fed(raw.to_bytes(size, "big") + bytes(size))  # a zero draw follows a rejection
        value = rng.below(n)
        assert 0 <= value < n
        if rng.used == size:
            counts[value] += 1
        else:
            rejected += 1
            assert value == 0 and rng.used == 2 * size
    assert set(counts) == set(range(n))
    assert len(set(counts.values())) == 1, "some values are more likely than others"
    assert rejected < 256 ** size / 2  # the mask keeps rejection under one draw in two


def test_below_range_and_degenerate_bounds() -> None:
    rng = Rng(SEED)
    for n in list(range(1, 600)) + [2**16, 2**16 + 1, 2**32 - 1, 2**32 + 1, 10**18]:
        for _ in range(3):
            assert 0 <= rng.below(n) < n
    assert Rng(SEED).below(1) == 0
    with pytest.raises(ValueError):
        Rng(SEED).below(0)


def test_pick_never_picks_a_zero_weight_and_follows_the_weights() -> None:
    rng = Rng(SEED)
    counts = Counter(rng.pick((1, 0, 3, 0)) for _ in range(40_000))
    assert set(counts) == {0, 2}
    assert abs(counts[2] - 30_000) < Z_CRIT * math.sqrt(40_000 * 0.75 * 0.25)


def test_sample_is_distinct_in_range_and_of_the_asked_size() -> None:
    rng = Rng(SEED)
    for count in range(1, 30):
        for k in range(count + 1):
            got = rng.sample(count, k)
            assert len(got) == k == len(set(got)) and all(0 <= x < count for x in got)


def test_sample_orders_are_uniform() -> None:
    rng = Rng(SEED[::-1])
    counts = Counter(tuple(rng.sample(4, 2)) for _ in range(24_000))
    assert len(counts) == 12
    assert chi2(list(counts.values())) < 31.264  # df = 11 at p = 0.001


# --- statistics --------------------------------------------------------------------------------

def test_chi_square_critical_values_match_the_stdlib_helper() -> None:
    for df, critical in CHI2_CRIT.items():
        assert abs(chi2_sf(critical, df) - ALPHA) < 2e-6, df
    assert abs(chi2_sf(31.264, 11) - ALPHA) < 2e-6


@pytest.fixture(scope="module")
def draws() -> dict[int, list[int]]:
    """1,000,000 draws in all: 200,000 for each range, each range from its own fixed seed."""
    out = {}
    for n in (6, 7, 10, 100, 1000):
        rng = Rng(sha256(b"chi-square" + n.to_bytes(4, "big")).digest())
        below = rng.below
        out[n] = [below(n) for _ in range(200_000)]
    return out


@pytest.mark.parametrize("n", [6, 7, 10, 100, 1000])
def test_below_is_uniform_chi_square(draws: dict[int, list[int]], n: int) -> None:
    counts = Counter(draws[n])
    statistic = chi2([counts[v] for v in range(n)])
    assert statistic < CHI2_CRIT[n - 1], f"chi-square {statistic:.1f} for below({n})"


def test_stream_bytes_are_uniform_chi_square() -> None:
    data = stream(sha256(b"bytes").digest(), 256_000)
    assert Rng(sha256(b"bytes").digest()).take(256_000) == data
    counts = Counter(data)
    assert chi2([counts[v] for v in range(256)]) < CHI2_CRIT[255]


@pytest.mark.parametrize("n", [6, 7, 10, 100, 1000])
def test_lag_1_serial_correlation(draws: dict[int, list[int]], n: int) -> None:
    r = lag1(draws[n])
    assert abs(r) * math.sqrt(len(draws[n])) < Z_CRIT, f"lag-1 correlation {r:.5f} for below({n})"


def test_lag_1_serial_correlation_of_stream_bytes() -> None:
    data = list(stream(sha256(b"serial").digest(), 200_000))
    assert abs(lag1(data)) * math.sqrt(len(data)) < Z_CRIT


def test_successive_pairs_are_uniform() -> None:
    """Pairs (x, y) of successive below(10) draws fill the 100 cells evenly (df = 99)."""
    rng = Rng(sha256(b"pairs").digest())
    counts: Counter[tuple[int, int]] = Counter()
    for _ in range(100_000):
        counts[(rng.below(10), rng.below(10))] += 1
    assert chi2([counts[(a, b)] for a in range(10) for b in range(10)]) < CHI2_CRIT[99]
