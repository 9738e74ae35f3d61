"""One round of play: the base spin, its trinity round and its free spins.

``Round`` applies docs/rules.md to a grid with draws from one ``Rng``. It records the
protocol's steps only when given a list to record them in; the simulator passes
none and gets the very same outcome, faster.
"""

from __future__ import annotations

from typing import Any, Final

from . import grid as g
from . import model
from .grid import fall, find_wins, only_moons, remove
from .rng import Rng, pick_table

Step = dict[str, Any]

DONE: Final = "done"
CLEAR: Final = "clear"
CAP: Final = "cap"
Reels = tuple[g.Reel, ...]  # a reel set's five reels, each its 256 landing columns


def _reel(reel: model.Reel, offset: int) -> g.Reel:
    """A reel's strip as the column word each stop lands: its 5 symbols from the stop, wrapping."""
    symbols = model.strip(reel, offset)
    codes = bytes(g.CODE[name] for name in symbols + symbols[:4])
    return tuple(int.from_bytes(codes[stop:stop + g.SIZE], "little") for stop in range(model.STRIP_LENGTH))


def _prepare(sets: tuple[tuple[int, tuple[model.Reel, ...]], ...]) -> tuple[tuple[int, ...], tuple[int, ...], tuple[Reels, ...]]:
    """A phase's reel-set weights (none for a phase with one set: no draw), their pick table and reels."""
    weights = tuple(weight for weight, _ in sets) if len(sets) > 1 else ()
    reels = tuple(tuple(_reel(reel, i) for i, reel in enumerate(set_reels)) for _, set_reels in sets)
    return weights, pick_table(weights), reels


_POWER_IN: Final = model.BASE_POWER_CHANCE[0]
_POWER_OUT_OF: Final = model.BASE_POWER_CHANCE[1]
_MAX_MULTIPLIER: Final = model.MAX_MULTIPLIER
_METER_FULL: Final = model.METER_FULL
_CELLS: Final = g.CELLS
_MOON: Final = g.MOON
_PLAIN_CODES: Final = g.PLAIN_CODES
_PRINCESSES: Final = model.PRINCESSES
_STAR_WILDS_WEIGHTS: Final = model.STAR_WILDS_WEIGHTS
_TRINITY_ORDER: Final = model.TRINITY_ORDER

STRIPS: Final[dict[str, tuple[tuple[int, ...], tuple[int, ...], tuple[Reels, ...]]]] = {phase: _prepare(sets) for phase, sets in model.REEL_SETS.items()}


def cell_list(cells: list[g.Cell] | tuple[g.Cell, ...]) -> list[list[int]]:
    """Cells in wire form."""
    return [[r, c] for r, c in cells]


class Round:
    """The state of one round while it is played."""

    __slots__ = ("rng", "bet", "cap", "princess", "steps", "forced", "grid", "win", "multiplier",
                 "meter", "capped", "choice", "free_total", "_free_key",
                 "win_base", "win_trinity", "win_free", "win_prize",
                 "powers", "trinities", "clears", "extensions", "free_spins_played")

    def __init__(self, rng: Rng, bet: int, princess: str, *, steps: list[Step] | None = None,
                 forced: list[g.Grid] | None = None, win: int = 0, multiplier: int = 1,
                 meter: int = 0) -> None:
        self.rng = rng
        self.bet = bet
        self.cap = bet * model.MAX_WIN_X
        self.princess = princess
        self.steps = steps
        self.forced = list(forced) if forced else None
        self.grid: g.Grid = g.EMPTY_GRID
        self.win = win
        self.multiplier = multiplier
        self.meter = meter
        self.capped = win >= self.cap
        self.choice = ""
        self._free_key = ""
        self.free_total = 0
        # What the simulator reads: wins by source and how often each feature came.
        self.win_base = self.win_trinity = self.win_free = self.win_prize = 0
        self.powers = self.trinities = self.clears = self.extensions = self.free_spins_played = 0

    # --- the round's shape ---------------------------------------------------------

    def play_spin(self) -> bool:
        """Play the base spin and its trinity round; True when free spins await a choice."""
        outcome = self.play_base()
        if outcome == CAP:
            return False
        cleared = outcome == CLEAR
        if self.meter >= _METER_FULL:
            outcome = self.play_trinity()
            if outcome == CAP:
                return False
            cleared = cleared or outcome == CLEAR
        if cleared:
            self._emit({"t": "choice", "options": [
                {"princess": p, "spins": model.FREE_SPINS[p][0]} for p in model.PRINCESSES]})
        return cleared

    def play_base(self) -> str:
        """The base spin alone: DONE, CLEAR or CAP; a full meter is left in ``meter``."""
        return self._phase("base")

    def play_trinity(self) -> str:
        """The Princess Trinity round: DONE, CLEAR or CAP."""
        self.trinities += 1
        if self.steps is not None:  # no step built when none is recorded: the simulator's path
            self.steps.append({"t": "trinity_start"})
        self._set_multiplier(1)
        outcome = self._phase("trinity")
        if self.steps is not None:
            self.steps.append({"t": "trinity_end"})
        return outcome

    def play_free_spins(self, choice: str) -> None:
        """Play the free-spins feature for the chosen princess to its end."""
        self.choice = choice
        self._free_key = "free:" + choice
        self.free_total = model.FREE_SPINS[choice][0]
        self._emit({"t": "free_spins_start", "princess": choice, "spins": self.free_total})
        self._set_multiplier(1)
        self._set_meter(0)
        number = 0
        while number < self.free_total and not self.capped:
            number += 1
            self.free_spins_played += 1
            if self.steps is not None:
                self.steps.append({"t": "free_spin", "number": number, "total": self.free_total})
            if self._phase("free") == CLEAR:
                self._credit(self.bet * model.CLEAR_PRIZE_X, "prize")
                self._emit({"t": "prize", "amount": self.bet * model.CLEAR_PRIZE_X,
                            "round_win": self.win})
                if self.capped:
                    self._emit({"t": "cap", "round_win": self.win})
        self._emit({"t": "free_spins_end"})

    # --- a phase: landing, drops and powers -----------------------------------------

    def _phase(self, phase: str) -> str:
        """Land a grid and play it out; DONE, CLEAR or CAP."""
        self._land(phase)
        drops = self._drops(phase)
        if drops < 0:
            return CAP
        trinity_powers = list(_TRINITY_ORDER) if phase == "trinity" else None
        first = True
        while True:
            grid = self.grid
            if only_moons(grid):
                if grid != g.EMPTY_GRID:
                    moons = g.cells_holding(g.codes(grid), {_MOON})
                    self._emit_grid({"t": "moons_removed", "cells": cell_list(moons)}, g.EMPTY_GRID)
                self.grid = g.EMPTY_GRID
                self.clears += 1
                self._emit({"t": "clear"})
                return CLEAR
            if trinity_powers is not None:
                princess = trinity_powers.pop(0) if trinity_powers else None
            elif not first or drops:
                princess = None
            elif phase == "free":
                princess = self.choice
            else:
                princess = self.princess if self.rng.below(_POWER_OUT_OF) < _POWER_IN else None
            if princess is None:
                return DONE
            if not first and trinity_powers is None:  # one power a landing at most: an engine fault
                raise RuntimeError("a second power on one landing")
            first = False
            self._power(princess, phase)
            if self._drops(phase) < 0:
                return CAP

    def _land(self, phase: str) -> None:
        if self.forced:
            self.grid = self.forced.pop(0)
        else:
            weights, table, sets = STRIPS[self._free_key if phase == "free" else phase]
            rng = self.rng
            if not weights:
                reels = sets[0]
            elif table:  # what rng.pick(weights) draws, without looking its table up
                reels = sets[table[rng.below(len(table))]]
            else:
                reels = sets[rng.pick(weights)]
            self.grid = g.land(reels, rng.stops())
        if self.steps is not None:
            self.steps.append({"t": "land", "phase": phase, "grid": g.to_rows(self.grid)})

    def _drops(self, phase: str) -> int:
        """Evaluate and drop until no win; the number of paying evaluations, or -1 at the cap."""
        count = 0
        while True:
            wins = find_wins(self.grid)
            if not wins:
                return count
            count += 1
            if count > _CELLS:  # each drop empties at least two cells: this is an engine fault
                raise RuntimeError("the drops did not end")
            hundredths = gain = removed = moons = 0
            for win in wins:
                hundredths += win.pay
                gain += win.gain
                removed |= win.mask
                moons |= win.middle
            self._pay(wins, hundredths, gain, phase)
            if self.capped:
                return -1
            self.grid = remove(self.grid, removed, moons)
            if self.steps is None:  # the simulator's path: no steps, no calls it does not need
                self.grid = fall(self.grid, removed)
                if self.multiplier < _MAX_MULTIPLIER:
                    self.multiplier += 1
                continue
            self._emit_grid({"t": "remove", "cells": cell_list(g.mask_cells(removed)),
                             "moons": cell_list(g.mask_cells(moons))}, self.grid)
            self._fall(removed)
            if self.multiplier < _MAX_MULTIPLIER:
                self._set_multiplier(self.multiplier + 1)

    def _pay(self, wins: list[g.Win], hundredths: int, gain: int, phase: str) -> None:
        unit = self.bet * self.multiplier
        self._credit(unit * hundredths // 100, phase)
        if self.steps is not None:
            self.steps.append({
                "t": "win", "multiplier": self.multiplier,
                "wins": [{"symbol": w.symbol, "cells": cell_list(w.cells), "pay": unit * w.pay // 100}
                         for w in g.sort_wins(wins)],
                "total": unit * hundredths // 100, "round_win": self.win})
        if self.capped:
            self._emit({"t": "cap", "round_win": self.win})
            return
        if gain and phase != "trinity":
            self._set_meter(min(self.meter + gain, _METER_FULL))
            if phase == "free" and self.meter == _METER_FULL:
                added = min(model.FREE_SPINS[self.choice][1], model.MAX_FREE_SPINS - self.free_total)
                self.free_total += added
                self.extensions += 1
                self._emit({"t": "extend", "added": added, "total": self.free_total})
                self._set_meter(0)

    def _credit(self, amount: int, source: str) -> None:
        before = self.win
        self.win = min(before + amount, self.cap)
        self.capped = self.win >= self.cap
        gained = self.win - before
        if source == "base":
            self.win_base += gained
        elif source == "trinity":
            self.win_trinity += gained
        elif source == "free":
            self.win_free += gained
        else:
            self.win_prize += gained

    def _fall(self, emptied: int) -> None:
        if self.steps is not None:
            moves = g.fall_moves(self.grid)
            self.grid = fall(self.grid, emptied)
            if moves:
                self._emit_grid({"t": "fall", "moves": [[[a, b], [c, d]] for (a, b), (c, d) in moves]},
                                self.grid)
        else:
            self.grid = fall(self.grid, emptied)

    # --- Girl Powers ------------------------------------------------------------------

    def _power(self, princess: str, phase: str) -> None:
        self.powers += 1
        rng = self.rng
        grid = self.grid
        present = g.present(grid)
        if princess == "love":
            old = present[rng.below(len(present))]
            targets = [code for code in present if code != old] or [
                code for code in _PLAIN_CODES if code != old]
            new = targets[rng.below(len(targets))]
            self.grid = g.replace(grid, old, new)
            if self.steps is not None:
                self._emit_grid({"t": "power", "princess": princess, "effect": "transform",
                                 "cells": cell_list(g.cells_holding(g.codes(grid), {old})),
                                 "from": g.NAME[old], "to": g.NAME[new]}, self.grid)
        elif princess == "star":
            plain = g.plain_cells(grid)
            count = min(1 + rng.pick(_STAR_WILDS_WEIGHTS), len(plain))
            wilds = 0
            chosen = []
            for j in rng.sample(len(plain), count):
                chosen.append(plain[j])
                wilds |= 1 << plain[j]
            self.grid = remove(grid, 0, wilds)
            if self.steps is not None:
                cells = sorted((i % g.SIZE, i // g.SIZE) for i in chosen)
                self._emit_grid({"t": "power", "princess": princess, "effect": "wilds",
                                 "cells": cell_list(cells)}, self.grid)
        else:
            destroyed = [present[i] for i in rng.sample(len(present), min(2, len(present)))]
            for code in destroyed:
                self.grid = g.replace(self.grid, code, g.EMPTY)
            if self.steps is not None:
                self._emit_grid({"t": "power", "princess": princess, "effect": "destroy",
                                 "cells": cell_list(g.cells_holding(g.codes(grid), set(destroyed))),
                                 "symbols": sorted(g.NAME[code] for code in destroyed)}, self.grid)
        if phase == "base":
            others = [p for p in _PRINCESSES if p != self.princess]
            self.princess = others[rng.below(2)]
            if self.steps is not None:
                self.steps.append({"t": "princess", "value": self.princess})
        if princess == "storm":
            self._fall(g.EVERY_CELL)

    # --- steps ----------------------------------------------------------------------

    def _emit(self, step: Step) -> None:
        if self.steps is not None:
            self.steps.append(step)

    def _emit_grid(self, step: Step, grid: g.Grid) -> None:
        if self.steps is not None:
            step["grid"] = g.to_rows(grid)
            self.steps.append(step)

    def _set_multiplier(self, value: int) -> None:
        if value != self.multiplier:
            self.multiplier = value
            if self.steps is not None:
                self.steps.append({"t": "multiplier", "value": value})

    def _set_meter(self, value: int) -> None:
        if value != self.meter:
            self.meter = value
            if self.steps is not None:
                self.steps.append({"t": "meter", "value": value})
