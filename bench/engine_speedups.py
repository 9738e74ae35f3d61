"""Proposed engine fast paths, tried by patching a copy in memory: same draws, same outcomes.

    python bench/engine_speedups.py [--rounds 40000] [--repeats 3]

Each configuration runs in a fresh process (cold caches), plays a warm-up chunk and then
timed chunks of the simulator (choice random, splits 1), and prints its best rate in base
rounds per CPU-second with a digest of the chunk's figures: equal digests mean the fast
path changes nothing but the speed. For the lead: the engine files are theirs to change.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from midnight_princess import grid as g  # noqa: E402
from midnight_princess import model, play, sim  # noqa: E402
from midnight_princess.rng import Rng  # noqa: E402

_ROW_MAJOR = tuple(5 * c + r for r, c in g.ALL_CELLS)
_original_power = play.Round._power
_original_below = Rng.below


def power(self: play.Round, princess: str, phase: str) -> None:
    """Round._power without the cell lists that only a recorded step needs."""
    if self.steps is not None:
        return _original_power(self, princess, phase)
    self.powers += 1
    rng = self.rng
    data = self.grid.to_bytes(g.CELLS, "little")
    if princess == "star":
        # The draw indexes the plain cells in row-major order, exactly as cells_holding lists them.
        plain = [i for i in _ROW_MAJOR if 0 < data[i] < 0xFF]
        count = min(1 + rng.pick(model.STAR_WILDS_WEIGHTS), len(plain))
        grid = self.grid
        for j in rng.sample(len(plain), count):
            grid |= 0xFF << (8 * plain[j])
        self.grid = grid
    else:
        present = [code for code in g.PLAIN_CODES if code in data]
        if princess == "love":
            old = present[rng.below(len(present))]
            targets = [code for code in present if code != old] or [
                code for code in g.PLAIN_CODES if code != old]
            new = targets[rng.below(len(targets))]
            self.grid = int.from_bytes(data.replace(bytes((old,)), bytes((new,))), "little")
        else:
            for i in rng.sample(len(present), min(2, len(present))):
                data = data.replace(bytes((present[i],)), b"\x00")
            self.grid = g.fall(int.from_bytes(data, "little"))
    if phase == "base":
        others = [p for p in model.PRINCESSES if p != self.princess]
        self.princess = others[rng.below(2)]
    return None


def below(self: Rng, n: int) -> int:
    """Rng.below reading one-byte draws straight from the buffer (no slice, no from_bytes)."""
    if 1 < n <= 256:
        mask = (1 << (n - 1).bit_length()) - 1
        buf = self._buf
        while True:
            pos = self._pos
            if pos >= len(buf):
                self._refill(1)
                buf, pos = self._buf, 0
            value = buf[pos] & mask
            self._pos = pos + 1
            if value < n:
                return value
    return _original_below(self, n)


PATCHES = {"power": (play.Round, "_power", power), "below": (Rng, "below", below)}


def run(parts: list[str], rounds: int, repeats: int) -> dict[str, Any]:
    """Best rate over the repeats, and the digest of the last chunk's figures."""
    for part in parts:
        owner, name, function = PATCHES[part]
        setattr(owner, name, function)
    seed = sim.parse_seed("bench/engine_speedups").hex()
    sim.run_chunk(sim.ChunkSpec(seed, 0, rounds // 2, ("random",), 1))  # warm the line caches
    best, digest = 0.0, ""
    for index in range(1, repeats + 1):
        cpu = time.process_time()
        out = sim.run_chunk(sim.ChunkSpec(seed, index, rounds, ("random",), 1))
        best = max(best, rounds / (time.process_time() - cpu))
        digest = hashlib.sha256(json.dumps(out, sort_keys=True).encode()).hexdigest()[:12]
    return {"rate": best, "digest": digest}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=40_000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--child", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        print(json.dumps(run([p for p in args.child.split(",") if p], args.rounds, args.repeats)))
        return 0
    configs = ["", "power", "below", "power,below"]
    results = {}
    for config in configs:
        line = subprocess.run([sys.executable, __file__, "--child", config, "--rounds", str(args.rounds),
                               "--repeats", str(args.repeats)], capture_output=True, text=True,
                              check=True).stdout
        results[config] = json.loads(line)
    base = results[""]["rate"]
    print(f"engine {sim.engine_fingerprint()}, load average {os.getloadavg()[0]:.2f}")
    for config, result in results.items():
        print(f"  {config or 'engine as is':12s} {result['rate']:>9,.0f} rounds per CPU-second  "
              f"x{result['rate'] / base:.2f}  figures {result['digest']}")
    same = len({r["digest"] for r in results.values()}) == 1
    print("same figures with every fast path:", same)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
