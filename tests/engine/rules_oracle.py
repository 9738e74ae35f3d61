"""A second, independent reading of docs/rules.md and docs/protocol.md, for the tests.

It works on wire-form grids (5 rows of symbol ids or None) with plain loops, and shares
no code with the engine beyond the math model's numbers (paytable, free spins, caps).
``replay_spin`` / ``replay_choose`` re-derive a whole step list from the landings and
the Girl Power choices the engine recorded (the only random inputs), check every such
choice is legal, and assert every other step is exactly what the rules give.
"""

from __future__ import annotations

import copy
from typing import Any

from midnight_princess import model

Rows = list[list[Any]]
Cell = tuple[int, int]

MOON = "moon"
PRINCESSES = ("love", "star", "storm")
PLAIN = tuple(s for s in model.SYMBOLS if s != MOON)
FREE_SPINS = {"love": (4, 4), "star": (5, 3), "storm": (8, 2)}  # docs/rules.md section 8
METER_GAIN = {3: 1, 4: 2, 5: 3}                                  # docs/rules.md section 7
MAX_MULTIPLIER = 20
MAX_FREE_SPINS = 20
MAX_WIN_X = 5000
CLEAR_PRIZE_X = 100

# The 10 lines: columns 0..4 (top to bottom), then rows 0..4 (left to right).
LINES: list[list[Cell]] = [[(r, c) for r in range(5)] for c in range(5)] + [
    [(r, c) for c in range(5)] for r in range(5)]


# --- grids ---------------------------------------------------------------------------

LETTERS = {"H": "heart", "B": "bell", "G": "gem", "P": "potion", "L": "love", "S": "star",
           "T": "storm", "M": "moon", ".": None}


def grid(*rows: str) -> Rows:
    """A grid from 5 strings of letters: H B G P hearts bells gems potions, L S T princesses,
    M moon, . empty; spaces are ignored."""
    out = [[LETTERS[ch] for ch in row.replace(" ", "")] for row in rows]
    assert len(out) == 5 and all(len(row) == 5 for row in out), rows
    return out


def letters(rows: Rows) -> list[str]:
    """The inverse of ``grid`` (for readable failure messages)."""
    back = {v: k for k, v in LETTERS.items()}
    return [" ".join(back[x] for x in row) for row in rows]


def empty() -> Rows:
    return [[None] * 5 for _ in range(5)]


def cells_of(rows: Rows, symbols: set[str]) -> list[Cell]:
    return [(r, c) for r in range(5) for c in range(5) if rows[r][c] in symbols]


def filled(rows: Rows) -> int:
    return sum(x is not None for row in rows for x in row)


# --- wins ----------------------------------------------------------------------------

def pay_of(symbol: str, length: int) -> int:
    return model.PAYTABLE[symbol][length]


def candidates(rows: Rows, line: list[Cell]) -> list[tuple[str, list[Cell]]]:
    """Every candidate on one line, as docs/rules.md section 3 defines it."""
    values = [rows[r][c] for r, c in line]
    out = []
    for symbol in model.SYMBOLS:
        accept = {MOON} if symbol == MOON else {symbol, MOON}
        i = 0
        while i < 5:
            if values[i] not in accept:
                i += 1
                continue
            j = i
            while j < 5 and values[j] in accept:
                j += 1
            if j - i >= 3 and (symbol == MOON or symbol in values[i:j]):
                out.append((symbol, line[i:j]))
            i = j
    return out


def paid_on_line(rows: Rows, line: list[Cell]) -> list[tuple[str, list[Cell]]]:
    """The candidates of a line that survive dominance."""
    cands = candidates(rows, line)
    paid = []
    for symbol, cells in cands:
        mine = set(cells)
        beaten = False
        for other, other_cells in cands:
            if (other, other_cells) == (symbol, cells):
                continue
            theirs = set(other_cells)
            if not (mine <= theirs or theirs <= mine):
                continue
            a, b = pay_of(symbol, len(cells)), pay_of(other, len(other_cells))
            if b > a or (b == a and symbol == MOON and other != MOON):
                beaten = True
        if not beaten:
            paid.append((symbol, cells))
    return paid


def find_wins(rows: Rows) -> list[tuple[str, list[Cell]]]:
    """All paid wins on the grid, in protocol order (symbol id, then cells row-major)."""
    wins = []
    for line in LINES:
        wins.extend((s, sorted(cells)) for s, cells in paid_on_line(rows, line))
    return sorted(wins)


def pay(bet: int, symbol: str, length: int, multiplier: int) -> int:
    hundredths = bet * pay_of(symbol, length) * multiplier
    assert hundredths % 100 == 0, "a pay that is not a whole number of cents"
    return hundredths // 100


def wire_wins(rows: Rows, bet: int, multiplier: int) -> list[dict[str, Any]]:
    return [{"symbol": s, "cells": [list(c) for c in cells], "pay": pay(bet, s, len(cells), multiplier)}
            for s, cells in find_wins(rows)]


# --- drops ---------------------------------------------------------------------------

def remove(rows: Rows, wins: list[tuple[str, list[Cell]]]) -> tuple[Rows, list[Cell], list[Cell]]:
    """Empty every winning cell; a moon in the middle of every 3-run."""
    out = copy.deepcopy(rows)
    gone = sorted({cell for _, cells in wins for cell in cells})
    moons = sorted({cells[1] for _, cells in wins if len(cells) == 3})
    for r, c in gone:
        out[r][c] = None
    for r, c in moons:
        out[r][c] = MOON
    return out, gone, moons


def fall(rows: Rows) -> tuple[Rows, list[list[list[int]]]]:
    """Gravity, and its moves [[from], [to]] sorted by the from cell."""
    out = empty()
    moves = []
    for c in range(5):
        column = [(r, rows[r][c]) for r in range(5) if rows[r][c] is not None]
        top = 5 - len(column)
        for k, (r, value) in enumerate(column):
            out[top + k][c] = value
            if r != top + k:
                moves.append([[r, c], [top + k, c]])
    return out, sorted(moves)


def only_moons(rows: Rows) -> bool:
    return all(x in (None, MOON) for row in rows for x in row)


# --- replaying a round's steps -------------------------------------------------------

class Mismatch(AssertionError):
    pass


class Replay:
    """Walks a step list, re-deriving each step from the rules."""

    def __init__(self, steps: list[dict[str, Any]], bet: int, princess: str, *, win: int = 0,
                 multiplier: int = 1, meter: int = 0) -> None:
        self.steps = steps
        self.i = 0
        self.bet = bet
        self.cap = bet * MAX_WIN_X
        self.princess = princess
        self.grid: Rows = empty()
        self.win = win
        self.multiplier = multiplier
        self.meter = meter
        self.capped = False
        self.choice = ""
        self.total = 0
        self.powers: list[tuple[str, str]] = []     # (phase, princess)
        self.phases: list[str] = []
        self.clears = 0

    # step access ------------------------------------------------------------------
    def _peek(self) -> dict[str, Any] | None:
        return self.steps[self.i] if self.i < len(self.steps) else None

    def _next(self, t: str) -> dict[str, Any]:
        step = self._peek()
        if step is None or step.get("t") != t:
            raise Mismatch(f"step {self.i}: expected {t!r}, got {step!r}")
        self.i += 1
        return step

    def _expect(self, expected: dict[str, Any]) -> None:
        step = self._next(expected["t"])
        if step != expected:
            raise Mismatch(f"step {self.i - 1}:\n  expected {expected}\n  got      {step}")

    # the round's shape --------------------------------------------------------------
    def spin(self) -> bool:
        """Replay a spin's steps up to `choice` (True) or the end of the base/trinity play."""
        outcome = self._phase("base")
        if outcome == "cap":
            return False
        cleared = outcome == "clear"
        if self.meter >= 3:
            self._expect({"t": "trinity_start"})
            self._set_multiplier(1)
            outcome = self._phase("trinity")
            self._expect({"t": "trinity_end"})
            if outcome == "cap":
                return False
            cleared = cleared or outcome == "clear"
        if cleared:
            self._expect({"t": "choice", "options": [
                {"princess": p, "spins": FREE_SPINS[p][0]} for p in PRINCESSES]})
        return cleared

    def free_spins(self, choice: str) -> None:
        self.choice = choice
        self.total = FREE_SPINS[choice][0]
        self._expect({"t": "free_spins_start", "princess": choice, "spins": self.total})
        self._set_multiplier(1)
        self._set_meter(0)
        number = 0
        while number < self.total and not self.capped:
            number += 1
            self._expect({"t": "free_spin", "number": number, "total": self.total})
            if self._phase("free") == "clear":
                prize = CLEAR_PRIZE_X * self.bet
                self._credit(prize)
                self._expect({"t": "prize", "amount": prize, "round_win": self.win})
                if self.capped:
                    self._expect({"t": "cap", "round_win": self.win})
        self._expect({"t": "free_spins_end"})

    def end(self, balance_before: int) -> None:
        self._expect({"t": "end", "win": self.win, "balance": balance_before - self.bet + self.win})
        if self.i != len(self.steps):
            raise Mismatch(f"steps after end: {self.steps[self.i:]}")

    def done(self) -> None:
        if self.i != len(self.steps):
            raise Mismatch(f"unexpected steps: {self.steps[self.i:]}")

    # a phase ------------------------------------------------------------------------
    def _phase(self, phase: str) -> str:
        self.phases.append(phase)
        land = self._next("land")
        if land.get("phase") != phase or set(land) != {"t", "phase", "grid"}:
            raise Mismatch(f"bad land step for {phase}: {land}")
        rows = land["grid"]
        if not (isinstance(rows, list) and len(rows) == 5 and all(
                isinstance(row, list) and len(row) == 5 and all(x in PLAIN or x == MOON for x in row)
                for row in rows)):
            raise Mismatch(f"a landing is not a full grid: {rows}")
        self.grid = copy.deepcopy(rows)
        drops = self._drops(phase)
        if drops < 0:
            return "cap"
        trinity = list(PRINCESSES) if phase == "trinity" else []
        first = True
        while True:
            if only_moons(self.grid):
                moons = cells_of(self.grid, {MOON})
                if moons:
                    self.grid = empty()
                    self._expect({"t": "moons_removed", "cells": [list(c) for c in moons], "grid": empty()})
                self._expect({"t": "clear"})
                self.clears += 1
                return "clear"
            due = None
            if phase == "trinity":
                due = trinity.pop(0) if trinity else None
            elif first and drops == 0:
                if phase == "free":
                    due = self.choice
                else:
                    nxt = self._peek()
                    due = self.princess if nxt is not None and nxt.get("t") == "power" else None
            first = False
            if due is None:
                return "done"
            self._power(due, phase)
            if self._drops(phase) < 0:
                return "cap"

    def _drops(self, phase: str) -> int:
        count = 0
        while True:
            wins = find_wins(self.grid)
            if not wins:
                return count
            count += 1
            wire = [{"symbol": s, "cells": [list(c) for c in cells],
                     "pay": pay(self.bet, s, len(cells), self.multiplier)} for s, cells in wins]
            total = sum(w["pay"] for w in wire)
            self._credit(total)
            self._expect({"t": "win", "multiplier": self.multiplier, "wins": wire, "total": total,
                          "round_win": self.win})
            if self.capped:
                self._expect({"t": "cap", "round_win": self.win})
                return -1
            gain = sum(METER_GAIN[len(cells)] for s, cells in wins if s in PRINCESSES)
            if gain and phase != "trinity":
                self._set_meter(min(self.meter + gain, 3))
                if phase == "free" and self.meter == 3:
                    added = min(FREE_SPINS[self.choice][1], MAX_FREE_SPINS - self.total)
                    self.total += added
                    self._expect({"t": "extend", "added": added, "total": self.total})
                    self._set_meter(0)
            self.grid, gone, moons = remove(self.grid, wins)
            self._expect({"t": "remove", "cells": [list(c) for c in gone],
                          "moons": [list(c) for c in moons], "grid": self.grid})
            self._fall()
            self._set_multiplier(min(self.multiplier + 1, MAX_MULTIPLIER))

    def _fall(self) -> None:
        after, moves = fall(self.grid)
        if moves:
            self._expect({"t": "fall", "moves": moves, "grid": after})
        self.grid = after

    def _power(self, princess: str, phase: str) -> None:
        step = self._next("power")
        self.powers.append((phase, princess))
        if step.get("princess") != princess:
            raise Mismatch(f"power by {step.get('princess')}, expected {princess}")
        present = [s for s in PLAIN if cells_of(self.grid, {s})]
        after = copy.deepcopy(self.grid)
        if princess == "love":
            a, b = step.get("from"), step.get("to")
            if a not in present or b not in PLAIN or b == a:
                raise Mismatch(f"illegal transform {a} -> {b} on {self.grid}")
            cells = cells_of(self.grid, {a})
            for r, c in cells:
                after[r][c] = b
            expected = {"t": "power", "princess": "love", "effect": "transform",
                        "cells": [list(x) for x in cells], "from": a, "to": b, "grid": after}
        elif princess == "star":
            cells = [tuple(x) for x in step.get("cells", [])]
            plain = set(cells_of(self.grid, set(PLAIN)))
            if not (1 <= len(cells) <= 2 and len(set(cells)) == len(cells) and set(cells) <= plain
                    and cells == sorted(cells)):
                raise Mismatch(f"illegal wilds {cells} on {self.grid}")
            for r, c in cells:
                after[r][c] = MOON
            expected = {"t": "power", "princess": "star", "effect": "wilds",
                        "cells": [list(x) for x in cells], "grid": after}
        else:
            symbols = step.get("symbols")
            if not (isinstance(symbols, list) and symbols == sorted(set(symbols))
                    and set(symbols) <= set(present) and len(symbols) == min(2, len(present))):
                raise Mismatch(f"illegal destroy {symbols} on {self.grid}")
            cells = cells_of(self.grid, set(symbols))
            for r, c in cells:
                after[r][c] = None
            expected = {"t": "power", "princess": "storm", "effect": "destroy",
                        "cells": [list(x) for x in cells], "symbols": symbols, "grid": after}
        if step != expected:
            raise Mismatch(f"power step:\n  expected {expected}\n  got      {step}")
        self.grid = after
        if phase == "base":
            change = self._next("princess")
            if change.get("value") not in PRINCESSES or change.get("value") == self.princess \
                    or set(change) != {"t", "value"}:
                raise Mismatch(f"bad princess change {change} from {self.princess}")
            self.princess = change["value"]
        if princess == "storm":
            self._fall()

    # money and counters -------------------------------------------------------------
    def _credit(self, amount: int) -> None:
        self.win = min(self.win + amount, self.cap)
        self.capped = self.win >= self.cap

    def _set_multiplier(self, value: int) -> None:
        if value != self.multiplier:
            self.multiplier = value
            self._expect({"t": "multiplier", "value": value})

    def _set_meter(self, value: int) -> None:
        if value != self.meter:
            self.meter = value
            self._expect({"t": "meter", "value": value})


def replay_spin(steps: list[dict[str, Any]], bet: int, princess: str, balance_before: int) -> Replay:
    """Check a spin reply's steps; returns the replay (awaiting choice or ended)."""
    replay = Replay(steps, bet, princess)
    if replay.spin():
        replay.done()
        replay.awaiting = True  # type: ignore[attr-defined]
    else:
        replay.end(balance_before)
        replay.awaiting = False  # type: ignore[attr-defined]
    return replay


def replay_choose(steps: list[dict[str, Any]], record: dict[str, Any], princess: str,
                  choice: str) -> Replay:
    """Check a choose reply's steps against the open round record it answered."""
    replay = Replay(steps, record["bet"], princess, win=record["win"],
                    multiplier=record["multiplier"], meter=record["meter"])
    replay.free_spins(choice)
    replay.end(record["balance_before"])
    return replay
