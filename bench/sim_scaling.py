"""Simulator scaling: one run played by one process, by local processes, and by a real Dask cluster.

    python3 bench/sim_scaling.py [--rounds 1000000] [--parts 20000000] [--max-workers N]

Each configuration plays the same run (same seed, same chunks), so each must give the same figures
(checked); what differs is the wall time. `--cluster N` is what `python3 -m midnight_princess_sim
--cluster N` starts: a dask.distributed scheduler and N worker processes on this machine, so its
overhead over plain local processes (task shipping, the scheduler) is measured here too. Scaling
beyond this machine's cores needs more machines: see docs/simulator.md's remote-cluster recipe.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from midnight_princess_sim import cli, engines, run  # noqa: E402


def timed(args: argparse.Namespace, workers: int, cluster: int) -> tuple[float, dict[str, object]]:
    """Wall seconds for the run, and its figures without the run's own record."""
    started = time.perf_counter()
    result = run.simulate(args.rounds, cli.parse_seed("bench/sim_scaling"), "all", run.DEFAULT_SPLITS, 50_000,
                          workers, parts_rounds=args.parts, engine="compiled", cluster=cluster)
    return time.perf_counter() - started, {k: v for k, v in result.items() if k not in ("run", "plan")}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1_000_000, help="whole rounds")
    parser.add_argument("--parts", type=int, default=20_000_000, help="base spins of the parts run")
    parser.add_argument("--max-workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    engines.load("compiled")  # built (when missing or stale) before anything is timed
    print(f"{args.rounds:,} whole rounds (K = {run.DEFAULT_SPLITS}) and a parts run of {args.parts:,} base spins; engine "
          f"{engines.fingerprint()} compiled; {os.cpu_count()} cores; load average {os.getloadavg()[0]:.2f}")
    configs = [("one process", 1, 0)]
    configs += [(f"{n} local processes", n, 0) for n in range(2, args.max_workers + 1)]
    configs += [(f"Dask cluster, {n} worker{'s' if n > 1 else ''}", 1, n) for n in range(1, args.max_workers + 1)]
    base = 0.0
    reference: dict[str, object] | None = None
    same = True
    for name, workers, cluster in configs:
        seconds, figures = timed(args, workers, cluster)
        base = base or seconds
        reference = reference or figures
        same = same and figures == reference
        print(f"{name:>26}: {seconds:7.1f} s wall, x{base / seconds:.2f} of one process")
    print(f"figures identical in every configuration: {same}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
