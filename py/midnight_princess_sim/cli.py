"""The simulator's command line.

    python3 -m midnight_princess_sim --rounds 1000000 --parts 20000000 --workers 2 --report docs/
    python3 -m midnight_princess_sim --plan                  # what a +-0.05 pp proof costs here
    python3 -m midnight_princess_sim --rtp 94.51 --control docs/par.json --parts 2000000 --plan   # another rung's
    python3 -m midnight_princess_sim --cluster 2 ...         # the same on a local Dask cluster
    python3 -m midnight_princess_sim --scheduler tcp://HOST:8786 ...   # on a remote one
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shlex
import sys
from pathlib import Path

from midnight_princess import ladder

from . import engines, par, run, writers
from .stats import CHOICES

PROG = "python3 -m midnight_princess_sim"
PLAN_PARTS = 2_000_000  # base spins of the pilot run --plan makes
PLAN_ROUNDS = 400_000


def parse_seed(text: str) -> bytes:
    """A run seed: the bytes of a hex string, else the SHA-256 of the text."""
    try:
        if text and len(text) % 2 == 0:
            return bytes.fromhex(text)
    except ValueError:
        pass
    return hashlib.sha256(text.encode()).digest()


def _shares(text: str) -> run.FeatureShare:
    try:
        return run.parse_shares(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _pairs(text: str | None) -> list[str] | None:
    """--pairs: None (every choice), "none", or a comma-separated list of choices."""
    if text is None or text == "all":
        return None
    return [] if text == "none" else [c for c in text.split(",") if c]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=PROG, description="Simulate Midnight Princess with the "
                                     "browser's engine and report its RTP.")
    parser.add_argument("--rounds", type=int, default=1_000_000, help="whole base rounds to play (0: none)")
    parser.add_argument("--seed", default=run.DEFAULT_SEED, help="run seed: hex bytes, or any other text (hashed)")
    parser.add_argument("--rtp", default=ladder.DEFAULT, choices=ladder.RTPS,
                        help="the rung of the RTP ladder to play (its PAR sheet: docs/par/RTP/; the default's: docs/)")
    parser.add_argument("--control", type=Path, default=None, metavar="PAR_JSON",
                        help="another rung's features are played in pairs with the default rung's, on one seed "
                             "each, and measured against the default rung's proven feature means in this sheet")
    parser.add_argument("--pairs", default=None, metavar="CHOICES",
                        help="with --control: the choices played in pairs (love,star), none, or all (the default); "
                             "--plan says which pay")
    parser.add_argument("--choice", default="all", choices=(*CHOICES, "all"),
                        help="free-spins choice; all = the three side by side on the same base rounds")
    parser.add_argument("--splits", type=int, default=run.DEFAULT_SPLITS,
                        help="feature plays per trigger (importance splitting)")
    parser.add_argument("--chunk", type=int, default=run.CHUNK_ROUNDS,
                        help="base rounds per chunk (part of the run's identity)")
    parser.add_argument("--parts", type=int, default=0, metavar="BASE_SPINS",
                        help="also estimate the RTP by parts (base spins, trinity rounds and features each "
                             "simulated alone) from this many base spins; 0 = off")
    parser.add_argument("--trinity-share", type=float, default=run.TRINITY_SHARE,
                        help="trinity rounds a base spin in the parts run")
    parser.add_argument("--feature-share", type=_shares, default=run.FEATURE_SHARE,
                        help="features of each choice a base spin in the parts run: one share, or one a "
                             "choice (love=0.02,star=0.03,storm=0.04)")
    parser.add_argument("--detail", type=int, default=0, metavar="BASE_SPINS",
                        help="also break the wins down (symbol, run length, multiplier, power, drops) from "
                             "this many base spins played with their steps; 0 = off")
    parser.add_argument("--engine", default="auto", choices=engines.KINDS,
                        help="pure: the browser's Python; compiled: the same source by mypyc (built when "
                             "missing or stale); auto: compiled when built and current")
    parser.add_argument("--workers", type=int, default=1, help="local processes (0: one a core)")
    parser.add_argument("--cluster", type=int, default=0, metavar="N",
                        help="start a local Dask cluster of N worker processes and run on it")
    parser.add_argument("--scheduler", default=None, help="a Dask scheduler address: run on that cluster")
    parser.add_argument("--plan", action="store_true",
                        help="make a pilot run and print what the rung's proof costs (+-0.05 pp for the default, "
                             "+-0.10 pp for the others)")
    parser.add_argument("--build", action="store_true", help="build the compiled engine and stop")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--report", metavar="DIR", default=None, help="write PAR.md, par.json and plots to DIR")
    parser.add_argument("--rerender", metavar="PAR_JSON", default=None,
                        help="play nothing: render the figures of an earlier run's par.json (with --report DIR)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    return parser


def main(argv: list[str] | None = None) -> int:
    """The command line."""
    args = _parser().parse_args(argv)
    argv = sys.argv[1:] if argv is None else argv
    command = f"{PROG} " + shlex.join(argv)
    if args.workers < 1:
        args.workers = os.cpu_count() or 1
    if args.rerender:
        result = json.loads(Path(args.rerender).read_text(encoding="utf-8"))
        if args.report:
            written = par.write_report(result, Path(args.report))
            print("wrote " + ", ".join(str(p) for p in written), file=sys.stderr)
        print(writers.render_text(result))
        return 0
    try:
        if args.build:
            print(engines.build())
            return 0
        engines.load(args.engine)  # build first (with its progress), before any bar
    except engines.BuildError as error:
        print(f"{PROG}: {error}", file=sys.stderr)
        return 2
    if args.plan:
        args.parts = args.parts or PLAN_PARTS
        args.rounds = args.rounds if "--rounds" in argv else PLAN_ROUNDS
    if args.control:
        try:
            run.load_control(args.control, args.rtp)  # refused here, before any play
        except (OSError, ValueError, KeyError) as error:
            print(f"{PROG}: --control {args.control}: {error}", file=sys.stderr)
            return 2
    result = run.simulate(args.rounds, parse_seed(args.seed), args.choice, args.splits, args.chunk,
                          args.workers, args.scheduler, progress=not args.quiet and sys.stderr.isatty(),
                          command=command, parts_rounds=args.parts, detail_rounds=args.detail,
                          engine=args.engine, cluster=args.cluster, trinity_share=args.trinity_share,
                          feature_share=args.feature_share, rtp=args.rtp, control=args.control,
                          pairs=_pairs(args.pairs))
    if args.report:
        written = par.write_report(result, Path(args.report))
        print("wrote " + ", ".join(str(p) for p in written), file=sys.stderr)
    if args.json:
        print(json.dumps(result, indent=1, allow_nan=False))
    else:
        print(writers.render_text(result))
    return 0
