"""The 5x5 grid as five column words, a byte a cell, and everything that reads or moves it.

Column ``c`` is an int of 5 bytes, row ``r`` (0 at the top) at byte ``r``: 40 bits, so the
compiled engine keeps every column in a machine word and a grid in five. Each symbol is one
bit of the byte and the moon is ``0xFF``, so ANDing three cells finds every symbol they
share, wilds included: a column's vertical 3-windows are ``col & col >> 8 & col >> 16`` and
the rows' horizontal ones ``c0 & c1 & c2`` across three columns. A set of cells is a 25-bit
mask, cell ``(r, c)`` at bit ``5 * c + r``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from . import model

Grid = tuple[int, int, int, int, int]  # five column words, left to right
Cell = tuple[int, int]

SIZE: Final = 5
CELLS: Final = SIZE * SIZE
EMPTY: Final = 0
MOON: Final = 0xFF
CODE: Final[dict[str, int]] = {
    "heart": 0x01, "bell": 0x02, "gem": 0x04, "potion": 0x08,
    "love": 0x10, "star": 0x20, "storm": 0x40, "moon": MOON,
}
NAME: Final[dict[int, str]] = {code: name for name, code in CODE.items()}
PLAIN_CODES: Final[tuple[int, ...]] = tuple(code for code in CODE.values() if code != MOON)
PLAIN: Final = sum(PLAIN_CODES)  # every plain symbol's bit
PRINCESS_CODES: Final[frozenset[int]] = frozenset(CODE[p] for p in model.PRINCESSES)
ALL_CELLS: Final[tuple[Cell, ...]] = tuple((r, c) for r in range(SIZE) for c in range(SIZE))
EMPTY_GRID: Final[Grid] = (0, 0, 0, 0, 0)
EVERY_CELL: Final = (1 << CELLS) - 1
PAY: Final[dict[int, dict[int, int]]] = {CODE[name]: pays for name, pays in model.PAYTABLE.items()}

_BYTE: Final = 0xFF
_LOW7: Final = 0x7F7F7F7F7F  # the low 7 bits of every row of a column
_HIGH: Final = 0x8080808080  # the top bit of every row of a column
_COLUMN: Final = (1 << 40) - 1
# 5 row bits -> 0xFF on each of those rows of a column
_ROWS: Final[tuple[int, ...]] = tuple(sum(_BYTE << 8 * r for r in range(SIZE) if rows >> r & 1) for rows in range(32))
# (bit, cell) of every cell, row-major
_BITS: Final[tuple[tuple[int, Cell], ...]] = tuple((5 * c + r, (r, c)) for r, c in ALL_CELLS)


def cell_mask(cells: tuple[Cell, ...] | list[Cell]) -> int:
    """The 25-bit mask of the given cells."""
    mask = 0
    for r, c in cells:
        mask |= 1 << 5 * c + r
    return mask


def mask_cells(mask: int) -> list[Cell]:
    """The cells of a 25-bit mask, row-major."""
    return [cell for bit, cell in _BITS if mask >> bit & 1]


def from_rows(rows: list[list[str | None]]) -> Grid:
    """A grid from the wire form: 5 rows, top first, of symbol ids or None."""
    columns = [0] * SIZE
    for r, row in enumerate(rows):
        for c, name in enumerate(row):
            columns[c] |= (EMPTY if name is None else CODE[name]) << 8 * r
    return columns[0], columns[1], columns[2], columns[3], columns[4]


# column word -> its names, top first; at most 9^5 columns (8 codes and empty)
_NAMES: Final[dict[int, tuple[str | None, ...]]] = {}


def _names(column: int) -> tuple[str | None, ...]:
    names = _NAMES.get(column)
    if names is None:
        names = _NAMES[column] = tuple(NAME.get(column >> 8 * r & _BYTE) for r in range(SIZE))
    return names


def to_rows(grid: Grid) -> list[list[str | None]]:
    """The wire form of a grid."""
    c0, c1, c2, c3, c4 = grid
    return [list(row) for row in zip(_names(c0), _names(c1), _names(c2), _names(c3), _names(c4))]


def codes(grid: Grid) -> bytes:
    """The grid's 25 codes, cell (r, c) at byte ``5 * c + r`` (its bit in a mask)."""
    c0, c1, c2, c3, c4 = grid
    return (c0 | c1 << 40 | c2 << 80 | c3 << 120 | c4 << 160).to_bytes(CELLS, "little")


def cells_holding(data: bytes, codes: set[int] | frozenset[int]) -> list[Cell]:
    """The cells of a grid's 25 codes holding any of the given codes, row-major."""
    return [cell for bit, cell in _BITS if data[bit] in codes]


def remove(grid: Grid, cells: int, moons: int) -> Grid:
    """The grid without a win's cells, a moon (0xFF, all its row) left on each cell of ``moons`` among them."""
    c0, c1, c2, c3, c4 = grid
    return (c0 & ~_ROWS[cells & 31] | _ROWS[moons & 31],
            c1 & ~_ROWS[cells >> 5 & 31] | _ROWS[moons >> 5 & 31],
            c2 & ~_ROWS[cells >> 10 & 31] | _ROWS[moons >> 10 & 31],
            c3 & ~_ROWS[cells >> 15 & 31] | _ROWS[moons >> 15 & 31],
            c4 & ~_ROWS[cells >> 20] | _ROWS[moons >> 20])


def only_moons(grid: Grid) -> bool:
    """True when every cell is a moon (0xFF) or empty: every bit of each byte agrees with the next."""
    c0, c1, c2, c3, c4 = grid
    return not (c0 ^ c0 >> 1 | c1 ^ c1 >> 1 | c2 ^ c2 >> 1 | c3 ^ c3 >> 1 | c4 ^ c4 >> 1) & _LOW7



_ONES: Final = 0x0101010101  # 1 on every row of a column


def _moon_rows(column: int) -> int:
    """0xFF on each row of a column holding a moon: only the moon has the top bit."""
    high = column & _HIGH
    return high | high - (high >> 7)


def _code_rows(column: int, code: int) -> int:
    """0xFF on each row of a column holding the plain symbol ``code`` (one bit)."""
    return (column & ~_moon_rows(column) & code * _ONES) // code * _BYTE


def present(grid: Grid) -> list[int]:
    """The plain codes on the grid, in ``PLAIN_CODES`` order."""
    c0, c1, c2, c3, c4 = grid
    seen = (c0 & ~_moon_rows(c0) | c1 & ~_moon_rows(c1) | c2 & ~_moon_rows(c2) | c3 & ~_moon_rows(c3)
            | c4 & ~_moon_rows(c4))
    seen |= seen >> 8
    seen |= seen >> 16
    seen |= seen >> 32
    return [code for code in PLAIN_CODES if seen & code]


def replace(grid: Grid, old: int, new: int) -> Grid:
    """The grid with every ``old`` plain symbol turned into ``new`` (a code, or EMPTY)."""
    c0, c1, c2, c3, c4 = grid
    new_rows = new * _ONES
    rows = _code_rows(c0, old)
    c0 = c0 & ~rows | rows & new_rows
    rows = _code_rows(c1, old)
    c1 = c1 & ~rows | rows & new_rows
    rows = _code_rows(c2, old)
    c2 = c2 & ~rows | rows & new_rows
    rows = _code_rows(c3, old)
    c3 = c3 & ~rows | rows & new_rows
    rows = _code_rows(c4, old)
    c4 = c4 & ~rows | rows & new_rows
    return c0, c1, c2, c3, c4


def plain_cells(grid: Grid) -> list[int]:
    """The mask bits (``5 * c + r``) of the cells holding a plain symbol, row-major."""
    c0, c1, c2, c3, c4 = grid
    bits = []
    for r in range(SIZE):
        shift = 8 * r
        if 0 < c0 >> shift & _BYTE < MOON:
            bits.append(r)
        if 0 < c1 >> shift & _BYTE < MOON:
            bits.append(5 + r)
        if 0 < c2 >> shift & _BYTE < MOON:
            bits.append(10 + r)
        if 0 < c3 >> shift & _BYTE < MOON:
            bits.append(15 + r)
        if 0 < c4 >> shift & _BYTE < MOON:
            bits.append(20 + r)
    return bits


# --- wins -------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Win:
    """One paid candidate: a symbol's run on a line."""

    code: int
    length: int
    cells: tuple[Cell, ...]  # row-major
    mask: int                # its cells
    middle: int              # the middle cell of a 3-run, else 0
    pay: int                 # hundredths of the total bet, at x1
    gain: int                # trinity meter sections it adds (princesses only)

    @property
    def symbol(self) -> str:
        """The symbol id."""
        return NAME[self.code]


def _runs(line: bytes, code: int) -> list[tuple[int, int]]:
    """Maximal runs (start, length >= 3) of a symbol's candidates on one line."""
    runs = []
    start = None
    for i in range(SIZE + 1):
        inside = i < SIZE and (line[i] == MOON if code == MOON else line[i] in (code, MOON))
        if inside and start is None:
            start = i
        elif not inside and start is not None:
            if i - start >= 3 and (code == MOON or code in line[start:i]):
                runs.append((start, i - start))
            start = None
    return runs


@lru_cache(maxsize=None)
def line_wins(line: bytes) -> tuple[tuple[int, int, int], ...]:
    """The paid candidates (code, start, length) of one line, after dominance."""
    candidates = [(code, s, n) for code in CODE.values() for s, n in _runs(line, code)]
    paid = []
    for code, start, length in candidates:
        pay = PAY[code][length]
        beaten = False
        for other, o_start, o_length in candidates:
            if other == code:
                continue
            nested = (o_start <= start and start + length <= o_start + o_length) or (
                start <= o_start and o_start + o_length <= start + length)
            if not nested:
                continue
            o_pay = PAY[other][o_length]
            if o_pay > pay or (o_pay == pay and code == MOON):
                beaten = True
                break
        if not beaten:
            paid.append((code, start, length))
    return tuple(paid)


@lru_cache(maxsize=None)
def _win(code: int, line: int, start: int, length: int) -> Win:
    """The Win for a run on line ``line`` (0..4 columns, 5..9 rows)."""
    if line < SIZE:
        cells = tuple((start + i, line) for i in range(length))
    else:
        cells = tuple((line - SIZE, start + i) for i in range(length))
    middle = cell_mask([cells[1]]) if length == 3 else 0
    gain = model.METER_GAIN[length] if code in PRINCESS_CODES else 0
    return Win(code, length, cells, cell_mask(cells), middle, PAY[code][length], gain)


# line index -> line word -> its paid Wins; lines repeat a lot, so this is the hot path.
_LINE_WINS: Final[tuple[dict[int, tuple[Win, ...]], ...]] = tuple({} for _ in range(2 * SIZE))


def _wins_on(line: int, word: int) -> tuple[Win, ...]:
    """The paid Wins of a line (0..4 columns, 5..9 rows) holding the 5 bytes of ``word``."""
    cache = _LINE_WINS[line]
    wins = cache.get(word)
    if wins is None:
        wins = cache[word] = tuple(_win(code, line, start, length)
                                   for code, start, length in line_wins(word.to_bytes(SIZE, "little")))
    return wins


def _row(grid: Grid, r: int) -> int:
    """Row ``r`` as a line word: column ``c``'s cell at byte ``c``."""
    c0, c1, c2, c3, c4 = grid
    shift = 8 * r
    return (c0 >> shift & _BYTE | (c1 >> shift & _BYTE) << 8 | (c2 >> shift & _BYTE) << 16
            | (c3 >> shift & _BYTE) << 24 | (c4 >> shift & _BYTE) << 32)


def find_wins(grid: Grid) -> list[Win]:
    """Every paid win on the grid as it stands, in no particular order."""
    c0, c1, c2, c3, c4 = grid
    wins: list[Win] = []
    if c0 & c0 >> 8 & c0 >> 16:
        wins.extend(_wins_on(0, c0))
    if c1 & c1 >> 8 & c1 >> 16:
        wins.extend(_wins_on(1, c1))
    if c2 & c2 >> 8 & c2 >> 16:
        wins.extend(_wins_on(2, c2))
    if c3 & c3 >> 8 & c3 >> 16:
        wins.extend(_wins_on(3, c3))
    if c4 & c4 >> 8 & c4 >> 16:
        wins.extend(_wins_on(4, c4))
    across = c0 & c1 & c2 | c1 & c2 & c3 | c2 & c3 & c4  # byte r: a horizontal 3-window on row r
    if across:
        for r in range(SIZE):
            if across >> 8 * r & _BYTE:
                wins.extend(_wins_on(SIZE + r, _row(grid, r)))
    return wins


def sort_wins(wins: list[Win]) -> list[Win]:
    """Wins in protocol order: by symbol id, then by cell list."""
    return sorted(wins, key=lambda w: (w.symbol, w.cells))


# --- drops --------------------------------------------------------------------------

def _fallen(column: int) -> int:
    """A column after gravity: its symbols at the bottom, in their order."""
    held = ((column & _LOW7) + _LOW7 | column) & _HIGH  # the top bit of every row holding a symbol
    if not held << 8 & _HIGH & ~held:  # no symbol above an empty row: nothing falls
        return column
    fallen = 0
    shift = 8 * (SIZE - 1)
    for r in range(SIZE - 1, -1, -1):
        code = column >> 8 * r & _BYTE
        if code:
            fallen |= code << shift
            shift -= 8
    return fallen


def fall(grid: Grid, emptied: int) -> Grid:
    """Gravity after the cells of ``emptied`` left: in their columns the symbols fall to the bottom, in order."""
    c0, c1, c2, c3, c4 = grid
    return (_fallen(c0) if emptied & 0x1F else c0,
            _fallen(c1) if emptied >> 5 & 0x1F else c1,
            _fallen(c2) if emptied >> 10 & 0x1F else c2,
            _fallen(c3) if emptied >> 15 & 0x1F else c3,
            _fallen(c4) if emptied >> 20 else c4)


def fall_moves(grid: Grid) -> list[tuple[Cell, Cell]]:
    """The (from, to) moves gravity makes on the grid, sorted by the from cell."""
    moves = []
    for c, column in enumerate(grid):
        target = SIZE - 1
        for r in range(SIZE - 1, -1, -1):
            if column >> 8 * r & _BYTE:
                if r != target:
                    moves.append(((r, c), (target, c)))
                target -= 1
    moves.sort()
    return moves


# --- landings -----------------------------------------------------------------------

Reel = tuple[int, ...]  # a strip's 256 stops, each the column word it lands


def land(reels: tuple[Reel, ...], stops: tuple[int, int, int, int, int]) -> Grid:
    """A landing: on each reel, the column of 5 symbols from its stop."""
    s0, s1, s2, s3, s4 = stops
    return reels[0][s0], reels[1][s1], reels[2][s2], reels[3][s3], reels[4][s4]
