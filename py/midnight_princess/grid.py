"""The 5x5 grid as one int, a byte a cell, and everything that reads or moves it.

Cell ``(r, c)`` is byte ``5 * c + r`` of the little-endian int (and of its 25-byte
form): a vertical neighbour is 8 bits away, a horizontal one 40. Each symbol is one
bit of the byte and the moon is ``0xFF``, so ANDing three shifted copies of the grid
finds every symbol's 3-windows, wilds included, in a handful of big-int operations.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from . import model

Grid = int  # 25 bytes, cell (r, c) at byte 5 * c + r
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
PRINCESS_CODES: Final[frozenset[int]] = frozenset(CODE[p] for p in model.PRINCESSES)
ALL_CELLS: Final[tuple[Cell, ...]] = tuple((r, c) for r in range(SIZE) for c in range(SIZE))
ROW_MAJOR: Final[tuple[int, ...]] = tuple(5 * c + r for r, c in ALL_CELLS)  # byte indices, row-major
PAY: Final[dict[int, dict[int, int]]] = {CODE[name]: pays for name, pays in model.PAYTABLE.items()}

_BYTE: Final = 0xFF
# Windows of three start on rows 0..2 of a column; columns 3..4 hold no horizontal start.
_V_START: Final = sum(_BYTE << (8 * (5 * c + r)) for c in range(SIZE) for r in range(3))
_COLUMN_WINDOWS: Final = tuple(0xFFFFFF << (40 * c) for c in range(SIZE))
_ROW_WINDOWS: Final = tuple(sum(_BYTE << (8 * (5 * c + r)) for c in range(3)) for r in range(SIZE))


def byte_index(cell: Cell) -> int:
    """The byte of a cell in the grid."""
    return 5 * cell[1] + cell[0]


def cell_mask(cells: tuple[Cell, ...] | list[Cell]) -> int:
    """A grid-shaped mask with 0xFF on every given cell."""
    mask = 0
    for cell in cells:
        mask |= _BYTE << (8 * byte_index(cell))
    return mask


def from_rows(rows: list[list[str | None]]) -> Grid:
    """A grid from the wire form: 5 rows, top first, of symbol ids or None."""
    data = bytearray(CELLS)
    for r, row in enumerate(rows):
        for c, name in enumerate(row):
            data[5 * c + r] = EMPTY if name is None else CODE[name]
    return int.from_bytes(data, "little")


def to_rows(grid: Grid) -> list[list[str | None]]:
    """The wire form of a grid."""
    data = grid.to_bytes(CELLS, "little")
    return [[NAME.get(data[5 * c + r]) for c in range(SIZE)] for r in range(SIZE)]


def cells_holding_in(data: bytes, codes: frozenset[int] | set[int]) -> list[Cell]:
    """The cells of a grid's 25 bytes holding any of the codes, in row-major order."""
    return [(r, c) for r, c in ALL_CELLS if data[5 * c + r] in codes]


LOW7: Final = int.from_bytes(b"\x7f" * CELLS, "little")  # the low 7 bits of every cell


# --- wins -------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Win:
    """One paid candidate: a symbol's run on a line."""

    code: int
    length: int
    cells: tuple[Cell, ...]  # row-major
    mask: int                # 0xFF on each cell
    middle: int              # 0xFF on the middle cell of a 3-run, else 0
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


def _win(code: int, line: int, start: int, length: int) -> Win:
    """The Win for a run on line ``line`` (0..4 columns, 5..9 rows)."""
    if line < SIZE:
        cells = tuple((start + i, line) for i in range(length))
    else:
        cells = tuple((line - SIZE, start + i) for i in range(length))
    middle = cell_mask([cells[1]]) if length == 3 else 0
    gain = model.METER_GAIN[length] if code in PRINCESS_CODES else 0
    return Win(code, length, cells, cell_mask(cells), middle, PAY[code][length], gain)


# line index -> line bytes -> its paid Wins; lines repeat a lot, so this is the hot path.
_LINE_WINS: Final[tuple[dict[bytes, tuple[Win, ...]], ...]] = tuple({} for _ in range(2 * SIZE))


def _wins_on(line: int, data: bytes) -> tuple[Win, ...]:
    cache = _LINE_WINS[line]
    wins = cache.get(data)
    if wins is None:
        wins = cache[data] = tuple(_win(code, line, start, length) for code, start, length in line_wins(data))
    return wins


def find_wins(grid: Grid) -> list[Win]:
    """Every paid win on the grid as it stands, in no particular order."""
    vertical = grid & (grid >> 8) & (grid >> 16) & _V_START
    horizontal = grid & (grid >> 40) & (grid >> 80)
    if not (vertical or horizontal):
        return []
    data = grid.to_bytes(CELLS, "little")
    wins: list[Win] = []
    if vertical:
        for c in range(SIZE):
            if vertical & _COLUMN_WINDOWS[c]:
                line = data[5 * c:5 * c + 5]
                found = _LINE_WINS[c].get(line)
                wins += _wins_on(c, line) if found is None else found
    if horizontal:
        for r in range(SIZE):
            if horizontal & _ROW_WINDOWS[r]:
                line = data[r::5]
                found = _LINE_WINS[SIZE + r].get(line)
                wins += _wins_on(SIZE + r, line) if found is None else found
    return wins


def sort_wins(wins: list[Win]) -> list[Win]:
    """Wins in protocol order: by symbol id, then by cell list."""
    return sorted(wins, key=lambda w: (w.symbol, w.cells))


# --- drops --------------------------------------------------------------------------

# column bytes -> the column after gravity; at most 10^5 distinct columns (9 codes and empty)
_FALLEN: Final[dict[bytes, bytes]] = {}


def _fallen(column: bytes) -> bytes:
    fallen = _FALLEN[column] = column.replace(b"\x00", b"").rjust(SIZE, b"\x00")
    return fallen


def fall(grid: Grid) -> Grid:
    """Gravity: in each column the symbols fall to the bottom, keeping their order."""
    data = grid.to_bytes(CELLS, "little")
    if 0 not in data:
        return grid
    # Row 0 is the top, so symbols go to the end of each 5-byte column.
    try:
        fallen = _FALLEN
        return int.from_bytes(fallen[data[0:5]] + fallen[data[5:10]] + fallen[data[10:15]]
                              + fallen[data[15:20]] + fallen[data[20:25]], "little")
    except KeyError:
        return int.from_bytes(b"".join([_FALLEN.get(data[i:i + 5]) or _fallen(data[i:i + 5])
                                        for i in (0, 5, 10, 15, 20)]), "little")


def fall_moves(grid: Grid) -> list[tuple[Cell, Cell]]:
    """The (from, to) moves gravity makes on the grid, sorted by the from cell."""
    data = grid.to_bytes(CELLS, "little")
    moves = []
    for c in range(SIZE):
        target = SIZE - 1
        for r in range(SIZE - 1, -1, -1):
            if data[5 * c + r] != EMPTY:
                if r != target:
                    moves.append(((r, c), (target, c)))
                target -= 1
    moves.sort()
    return moves


def mask_cells(mask: int) -> list[Cell]:
    """The cells of a grid-shaped mask, row-major."""
    return [cell for cell in ALL_CELLS if mask >> (8 * byte_index(cell)) & 1]


# --- landings -----------------------------------------------------------------------

def land(strips: tuple[bytes, ...], stops: bytes) -> Grid:
    """A landing: on each reel, 5 consecutive symbols from its stop (strips are doubled)."""
    s0, s1, s2, s3, s4 = stops
    return int.from_bytes(
        strips[0][s0:s0 + 5] + strips[1][s1:s1 + 5] + strips[2][s2:s2 + 5]
        + strips[3][s3:s3 + 5] + strips[4][s4:s4 + 5],
        "little",
    )
