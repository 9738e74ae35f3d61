"""The one random generator: SHA-256 in counter mode, keyed by the request's seed.

Block ``i`` of the stream is ``SHA-256(seed || i)``, with ``i`` as 8 big-endian bytes,
and the stream is the blocks in order. Every draw takes the next bytes of the stream:
``below(n)`` masks just enough bits and rejects values ``>= n`` (no modulo bias), and a
landing takes one byte a reel because every reel strip is 256 symbols long. The same
seed gives the same draws in CPython and in Pyodide: only ``hashlib`` is involved.
"""

from __future__ import annotations

from hashlib import sha256
from typing import Final

# n -> (bytes to draw, bit mask) for below(n)
_SPECS: Final[dict[int, tuple[int, int]]] = {}


# weights -> the index for each value below their total (empty for totals over _TABLE_MAX)
_TABLES: Final[dict[tuple[int, ...], tuple[int, ...]]] = {}
_TABLE_MAX: Final = 4096


def pick_table(weights: tuple[int, ...]) -> tuple[int, ...]:
    """The index for each value below the weights' total, as ``pick`` draws it; empty over _TABLE_MAX."""
    if sum(weights) > _TABLE_MAX:
        return ()
    return tuple(index for index, weight in enumerate(weights) for _ in range(weight))


class Rng:
    """A deterministic byte stream with unbiased draws."""

    __slots__ = ("_seed", "_counter", "_buf", "_pos")

    def __init__(self, seed: bytes) -> None:
        self._seed = bytes(seed)
        self._counter = 0
        self._buf = b""
        self._pos = 0

    def _refill(self, n: int) -> None:
        buf = self._buf[self._pos:]
        while len(buf) < n:
            buf += sha256(self._seed + self._counter.to_bytes(8, "big")).digest()
            self._counter += 1
        self._buf = buf
        self._pos = 0

    def take(self, n: int) -> bytes:
        """The next ``n`` bytes of the stream."""
        pos = self._pos
        end = pos + n
        if end > len(self._buf):
            self._refill(n)
            pos, end = 0, n
        self._pos = end
        return self._buf[pos:end]

    def stops(self) -> tuple[int, int, int, int, int]:
        """The next 5 bytes of the stream, as ``take(5)`` gives them: a landing's stops."""
        pos = self._pos
        if pos + 5 > len(self._buf):
            self._refill(5)
            pos = 0
        self._pos = pos + 5
        buf = self._buf
        return buf[pos], buf[pos + 1], buf[pos + 2], buf[pos + 3], buf[pos + 4]

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, by masking and rejection."""
        spec = _SPECS.get(n)
        if spec is None:
            if n < 1:
                raise ValueError("below() needs n >= 1")
            bits = (n - 1).bit_length()
            spec = _SPECS[n] = ((bits + 7) >> 3, (1 << bits) - 1)
        size, mask = spec
        if size == 1:  # the common cases read straight from the buffer
            while True:
                pos = self._pos
                if pos >= len(self._buf):
                    self._refill(1)
                    pos = 0
                self._pos = pos + 1
                value = self._buf[pos] & mask
                if value < n:
                    return value
        if size == 2:
            while True:
                pos = self._pos
                if pos + 2 > len(self._buf):
                    self._refill(2)
                    pos = 0
                self._pos = pos + 2
                buf = self._buf
                value = (buf[pos] << 8 | buf[pos + 1]) & mask
                if value < n:
                    return value
        if size == 3:
            while True:
                pos = self._pos
                if pos + 3 > len(self._buf):
                    self._refill(3)
                    pos = 0
                self._pos = pos + 3
                buf = self._buf
                value = (buf[pos] << 16 | buf[pos + 1] << 8 | buf[pos + 2]) & mask
                if value < n:
                    return value
        if size == 0:
            return 0
        while True:
            value = int.from_bytes(self.take(size), "big") & mask
            if value < n:
                return value

    def pick(self, weights: tuple[int, ...]) -> int:
        """An index drawn with the given integer weights."""
        table = _TABLES.get(weights)
        if table is None:
            table = _TABLES[weights] = pick_table(weights)
        if table:  # small totals: the index of every value, in one lookup
            return table[self.below(len(table))]
        value = self.below(sum(weights))
        for index, weight in enumerate(weights):
            if value < weight:
                return index
            value -= weight
        raise AssertionError("unreachable: value below the total weight")

    def sample(self, count: int, k: int) -> list[int]:
        """``k`` distinct indices of ``range(count)``, in draw order (partial Fisher-Yates)."""
        pool = list(range(count))
        for i in range(k):
            j = i + self.below(count - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]


def child_seed(seed: bytes, label: str, index: int = 0) -> bytes:
    """A seed derived from ``seed`` for a named purpose (simulator chunks, round ids)."""
    return sha256(seed + label.encode() + index.to_bytes(8, "big")).digest()
