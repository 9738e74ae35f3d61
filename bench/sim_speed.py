"""Simulator speed: base rounds a second on one process and on every core, full rules.

    python bench/sim_speed.py [--rounds 200000] [--chunk 50000]

Full rules: base spin, trinity round and free spins (a random choice, one play a trigger,
i.e. --splits 1), exactly what ``python -m midnight_princess.sim`` plays. Target: 100,000
base rounds a second per core.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from midnight_princess import sim  # noqa: E402

TARGET_PER_CORE = 100_000


def _cpu() -> float:
    """CPU seconds used by this process and its finished children."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def measure(rounds: int, chunk: int, workers: int) -> tuple[float, float, dict[str, object]]:
    """Rounds a wall second and a CPU second for one run, and its figures."""
    started, cpu = time.perf_counter(), _cpu()
    result = sim.simulate(rounds, sim.parse_seed("bench/sim_speed"), "random", 1, chunk, workers)
    return rounds / (time.perf_counter() - started), rounds / (_cpu() - cpu), result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200_000)
    parser.add_argument("--chunk", type=int, default=50_000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="for the all-cores run")
    args = parser.parse_args()
    print(f"{args.rounds:,} base rounds, choice random, splits 1, chunks of {args.chunk:,}; "
          f"engine {sim.engine_fingerprint()}; {os.cpu_count()} cores seen; "
          f"load average {os.getloadavg()[0]:.2f}")
    one, one_cpu, first = measure(args.rounds, args.chunk, 1)
    print(f"1 process, cold : {one:>9,.0f} rounds/s wall, {one_cpu:>9,.0f} per CPU-second "
          f"({one_cpu / TARGET_PER_CORE:.0%} of the {TARGET_PER_CORE:,}/s per-core target)")
    # The engine's line-win and gravity caches fill in the first rounds a process plays; a
    # simulator worker plays chunk after chunk, so its rate is the warm one.
    warm, warm_cpu, again = measure(args.rounds, args.chunk, 1)
    print(f"1 process, warm : {warm:>9,.0f} rounds/s wall, {warm_cpu:>9,.0f} per CPU-second "
          f"({warm_cpu / TARGET_PER_CORE:.0%} of the target; the same rounds again, caches filled)")
    many, many_cpu, second = measure(args.rounds, args.chunk, args.workers)
    print(f"{args.workers} processes     : {many:>9,.0f} rounds/s wall, {many_cpu:>9,.0f} per CPU-second "
          f"(x{many / warm:.2f} wall over one warm process)")
    print("(wall rates drop when other work shares the cores; the CPU-second rate does not)")
    same = all({k: v for k, v in first.items() if k != "run"} == {k: v for k, v in other.items() if k != "run"}
               for other in (again, second))
    rtp: dict[str, float] = first["choices"]["random"]  # type: ignore[index]
    print(f"RTP {100 * rtp['rtp']:.2f}% +-{100 * rtp['ci95']:.2f} pp; "
          f"figures identical cold, warm and on {args.workers} processes: {same}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
