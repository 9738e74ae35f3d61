"""Simulator speed: full-rules rounds a CPU-second on one process, for the pure and the compiled engine.

    python3 bench/sim_speed.py [--rounds 200000] [--chunk 50000] [--engine both|pure|compiled]

Full rules: base spin, trinity round and free spins (a random choice, one play a trigger,
i.e. --splits 1), exactly what ``python3 -m midnight_princess_sim`` plays. Target: 250,000 rounds
a CPU-second on one process with the compiled engine (the pure one is what the browser runs).
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from midnight_princess_sim import cli, engines, run  # noqa: E402

TARGET = 250_000


def _cpu() -> float:
    """CPU seconds used by this process and its finished children."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def measure(rounds: int, chunk: int, engine: str, workers: int = 1) -> tuple[float, dict[str, object]]:
    """Rounds a CPU second for one run, and its figures."""
    cpu = _cpu()
    result = run.simulate(rounds, cli.parse_seed("bench/sim_speed"), "random", 1, chunk, workers, engine=engine)
    return rounds / (_cpu() - cpu), result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200_000)
    parser.add_argument("--chunk", type=int, default=50_000)
    parser.add_argument("--engine", default="both", choices=("both", "pure", "compiled"))
    args = parser.parse_args()
    kinds = ("pure", "compiled") if args.engine == "both" else (args.engine,)
    if "compiled" in kinds:
        engines.load("compiled")  # built (when missing or stale) before anything is timed
    print(f"{args.rounds:,} full-rules rounds, choice random, splits 1, chunks of {args.chunk:,}; "
          f"engine {engines.fingerprint()}; {os.cpu_count()} cores; load average {os.getloadavg()[0]:.2f}")
    rates: dict[str, float] = {}
    figures = []
    for kind in kinds:
        measure(min(args.rounds, 20_000), args.chunk, kind)  # the caches a worker fills in its first rounds
        rate, result = measure(args.rounds, args.chunk, kind)
        rates[kind] = rate
        figures.append({k: v for k, v in result.items() if k not in ("run", "plan")})
        print(f"{kind:>8}: {rate:>9,.0f} rounds a CPU-second, one process, warm"
              + (f" ({rate / TARGET:.0%} of the {TARGET:,} target)" if kind == "compiled" else ""))
    if len(rates) == 2:
        print(f"compiled / pure: x{rates['compiled'] / rates['pure']:.2f}")
    same = all(f == figures[0] for f in figures)
    rtp: dict[str, float] = figures[0]["choices"]["random"]  # type: ignore[index]
    print(f"RTP {100 * rtp['rtp']:.2f}% +-{100 * rtp['ci95']:.2f} pp; figures identical on every engine: {same}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
