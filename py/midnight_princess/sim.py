"""The simulator: the browser's own engine, played in seeded chunks and merged exactly.

    python -m midnight_princess.sim --rounds 1000000 --choice all --workers 2 --report docs/

A run is cut into chunks of ``--chunk`` base rounds. Chunk ``i`` draws everything from
``child_seed(run seed, "sim:chunk", i)``, so the figures depend on the seed, the rounds,
the chunk size and the splits, never on how many processes or machines play the chunks.
Every chunk returns integer sums only; they are merged in chunk order and turned into
figures once, at the end, so 1 worker, 2 workers and a Dask cluster print the same digits.

Importance splitting: a base round that awards free spins has its feature played ``K``
times (``--splits``) from the same trigger state, each play with its own child seed. The
round's value is the mean of the ``K`` round wins: an unbiased estimate of the round's
expected win given its base part, with a smaller variance. The RTP is the mean of these
values and its confidence interval comes from their variance, so it stays honest.
Counts over outcomes (hit rate, win buckets, caps) are kept ``K``-weighted: a round
without free spins counts ``K`` times, each feature play once.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import shlex
import sys
import time
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import estimate as parts_estimate
from . import model, par
from .play import Round
from .rng import Rng, child_seed

Tally = dict[str, Any]  # a chunk's integer sums; nested dicts of ints and lists of ints

BET = 100
CHUNK_ROUNDS = 100_000
DEFAULT_SPLITS = 4  # measured best for --choice all with the current model; the run prints its own suggestion
DEFAULT_SEED = "midnight-princess"
Z95 = 1.959963984540054
TARGET_HALF_WIDTH = 0.001  # RULES.md 8: the RTP within +-0.10 percentage points at 95% confidence
CHOICES: tuple[str, ...] = (*model.PRINCESSES, "random")
ENGINE_FILES = ("model.py", "rng.py", "grid.py", "play.py", "estimate.py")
# RTP by parts (estimate.py): trinity rounds and features a choice, per base round played;
# close to the allocation that gives the narrowest interval for the work (cost-weighted Neyman).
PART_TRINITY_SHARE = 0.16
PART_FEATURE_SHARE = 0.027
PART_CHUNK = {"base": 100_000, "trinity": 25_000, "free": 5_000}

# Win histogram edges in hundredths of the bet: 0.01x, then 1-1.5-2-3-5-7 per decade
# from 0.1x, then the cap. Bin 0 holds zero wins, the last bin capped wins.
_CAP_X100 = model.MAX_WIN_X * 100
EDGES_X100: tuple[int, ...] = (1, *(
    m * 10 ** e for e in range(5) for m in (10, 15, 20, 30, 50, 70) if m * 10 ** e < _CAP_X100), _CAP_X100)
BUCKETS: tuple[str, ...] = ("0", "under 1x", "1x-5x", "5x-20x", "20x-100x", "100x-1,000x",
                            "1,000x-5,000x", "cap 5,000x")
_BUCKET_EDGES_X100 = (1, 100, 500, 2000, 10000, 100000, _CAP_X100)


def bin_bucket(index: int) -> int:
    """The win bucket of a histogram bin."""
    return 0 if index == 0 else bisect_right(_BUCKET_EDGES_X100, EDGES_X100[index - 1])


def parse_seed(text: str) -> bytes:
    """A run seed: the bytes of a hex string, else the SHA-256 of the text."""
    try:
        if text and len(text) % 2 == 0:
            return bytes.fromhex(text)
    except ValueError:
        pass
    return hashlib.sha256(text.encode()).digest()


_FINGERPRINT: list[str] = []


def engine_fingerprint() -> str:
    """A short hash of the engine's sources, to refuse chunks played by another engine."""
    if not _FINGERPRINT:
        here = Path(__file__).parent
        digest = hashlib.sha256()
        for name in ENGINE_FILES:
            digest.update((here / name).read_bytes())
        _FINGERPRINT.append(digest.hexdigest()[:16])
    return _FINGERPRINT[0]


# --- one chunk --------------------------------------------------------------------------

@dataclass(frozen=True)
class ChunkSpec:
    """Everything a worker needs to play one chunk."""

    seed: str           # the run seed, hex
    index: int
    rounds: int
    choices: tuple[str, ...]
    splits: int
    bet: int = BET


def _new_feature_tally(bins: int) -> Tally:
    return {"sum": 0, "sumsq": 0, "sq": 0, "feature": 0, "featuresq": 0, "free": 0, "prize": 0,
            "hist": [0] * bins, "spins": 0, "extensions": 0, "clears": 0, "capped": 0,
            "picks": dict.fromkeys(model.PRINCESSES, 0), "max": 0}


def run_chunk(spec: ChunkSpec) -> Tally:
    """Play one chunk of base rounds (and K feature plays a trigger) and return its sums."""
    chunk_seed = child_seed(bytes.fromhex(spec.seed), "sim:chunk", spec.index)
    rng = Rng(child_seed(chunk_seed, "base"))
    princess = model.PRINCESSES[Rng(child_seed(chunk_seed, "princess")).below(len(model.PRINCESSES))]
    bet, splits = spec.bet, spec.splits
    edges = [x * bet // 100 for x in EDGES_X100]
    bins = len(edges) + 1
    labels = {c: [f"sim:free:{c}:{k}" for k in range(splits)] for c in spec.choices}
    features = {c: _new_feature_tally(bins) for c in spec.choices}
    active = dict.fromkeys(model.PRINCESSES, 0)
    fired = dict.fromkeys(model.PRINCESSES, 0)
    powers = trinities = base_clears = 0
    # Rounds without free spins: their wins are final.
    hist = [0] * bins
    win_sum = win_sq = win_base = win_trinity = win_max = 0
    # Rounds with free spins: their base part.
    triggers = t_win = t_base = t_trinity = t_hits = 0
    for i in range(spec.rounds):
        rd = Round(rng, bet, princess)
        awaiting = rd.play_spin()
        active[princess] += 1
        if rd.princess != princess:  # the active princess changes right after a base power
            fired[princess] += 1
            princess = rd.princess
        powers += rd.powers
        trinities += rd.trinities
        base_clears += rd.clears
        win = rd.win
        if not awaiting:
            if win:
                win_sum += win
                win_sq += win * win
                win_base += rd.win_base
                win_trinity += rd.win_trinity
                hist[bisect_right(edges, win)] += 1
                if win > win_max:
                    win_max = win
            else:
                hist[0] += 1
            continue
        triggers += 1
        t_win += win
        t_base += rd.win_base
        t_trinity += rd.win_trinity
        t_hits += win > 0
        for choice in spec.choices:
            acc = features[choice]
            fhist = acc["hist"]
            total = total_sq = 0
            for label in labels[choice]:
                frng = Rng(child_seed(chunk_seed, label, i))
                pick = choice
                if choice == "random":
                    pick = model.PRINCESSES[frng.below(len(model.PRINCESSES))]
                    acc["picks"][pick] += 1
                fs = Round(frng, bet, princess, win=win, multiplier=rd.multiplier, meter=rd.meter)
                fs.play_free_spins(pick)
                final = fs.win
                total += final
                total_sq += final * final
                fhist[bisect_right(edges, final)] += 1
                acc["free"] += fs.win_free
                acc["prize"] += fs.win_prize
                acc["spins"] += fs.free_spins_played
                acc["extensions"] += fs.extensions
                acc["clears"] += fs.clears
                acc["capped"] += fs.capped
                if final > acc["max"]:
                    acc["max"] = final
            gained = total - splits * win
            acc["sum"] += total
            acc["sumsq"] += total * total
            acc["sq"] += total_sq
            acc["feature"] += gained
            acc["featuresq"] += gained * gained
    return {
        "index": spec.index, "engine": engine_fingerprint(), "rounds": spec.rounds,
        "base": {"active": active, "fired": fired, "powers": powers, "trinities": trinities,
                 "clears": base_clears, "hist": hist, "sum": win_sum, "sq": win_sq,
                 "base": win_base, "trinity": win_trinity, "max": win_max},
        "trigger": {"rounds": triggers, "win": t_win, "base": t_base, "trinity": t_trinity,
                    "hits": t_hits},
        "choices": features,
    }


@dataclass(frozen=True)
class PartSpec:
    """One chunk of the RTP-by-parts estimate: base spins, trinity rounds or one choice's features."""

    seed: str           # the run seed, hex
    index: int
    part: str           # "base", "trinity" or "free:<princess>"
    count: int


def run_part(spec: PartSpec) -> Tally:
    """Play one chunk of a part and return its sums."""
    seed = bytes.fromhex(spec.seed)
    if spec.part == "base":
        sums = parts_estimate.base_chunk(seed, spec.index, spec.count)
    elif spec.part == "trinity":
        sums = parts_estimate.trinity_chunk(seed, spec.index, spec.count)
    else:
        sums = parts_estimate.feature_chunk(seed, spec.index, spec.count, spec.part.split(":", 1)[1])
    return {"index": spec.index, "part": spec.part, "engine": engine_fingerprint(),
            "rounds": spec.count, "sums": sums}


def play_chunk(spec: ChunkSpec | PartSpec) -> Tally:
    """Play any chunk: whole rounds or a part."""
    return run_part(spec) if isinstance(spec, PartSpec) else run_chunk(spec)


def part_specs(base_rounds: int, seed: bytes, choices: Sequence[str]) -> list[PartSpec]:
    """The RTP-by-parts run cut into fixed chunks of each part."""
    counts = {"base": base_rounds, "trinity": math.ceil(base_rounds * PART_TRINITY_SHARE)}
    for choice in choices:
        counts["free:" + choice] = math.ceil(base_rounds * PART_FEATURE_SHARE)
    specs = []
    for part, total in counts.items():
        size = PART_CHUNK[part.split(":")[0]]
        specs += [PartSpec(seed.hex(), i, part, min(size, total - start))
                  for i, start in enumerate(range(0, total, size))]
    return specs


def parts_figures(sums: dict[str, Tally], choices: Sequence[str]) -> dict[str, Any]:
    """The RTP by parts for each choice (and for a random choice, when all three ran)."""
    features = {c: sums["free:" + c] for c in choices}
    if set(choices) == set(model.PRINCESSES):
        # Equal numbers of features a choice: their union is a stratified sample of a random pick.
        features["random"] = parts_estimate.merge(list(features.values()))
    out: dict[str, Any] = {"counts": {part: s["n"] for part, s in sums.items()}, "choices": {}}
    for choice, feature in features.items():
        est = parts_estimate.combine(sums["base"], sums["trinity"], feature)
        out["choices"][choice] = {
            "rtp": est.rtp, "ci95": est.half_width, "rtp_low": est.rtp - est.half_width,
            "rtp_high": est.rtp + est.half_width, "base": est.base, "trinity": est.trinity,
            "free_spins": est.free, "clear_prizes": est.prize, "trigger_one_in": 1 / est.trigger,
            "feature_mean_x": est.feature_mean_x,
            "ci95_by_part": {k: Z95 * math.sqrt(v) for k, v in est.parts_variance.items()},
            "features_capped": feature["cap"], "largest_feature_x": feature["top"] / BET,
        }
    base = sums["base"]
    out["base_hit_rate"] = base["hit"] / base["n"]
    return out


def merge(a: Tally, b: Tally) -> Tally:
    """Two tallies as one: ints and lists added, ``max`` kept, identical strings kept."""
    out: Tally = {}
    for key, value in a.items():
        other = b[key]
        if key == "index":
            continue
        if key == "max":
            out[key] = max(value, other)
        elif isinstance(value, dict):
            out[key] = merge(value, other)
        elif isinstance(value, list):
            out[key] = [x + y for x, y in zip(value, other, strict=True)]
        elif isinstance(value, str):
            if value != other:
                raise ValueError(f"chunks disagree on {key!r}: {value} != {other}")
            out[key] = value
        else:
            out[key] = value + other
    return out


# --- figures -----------------------------------------------------------------------------

def _ratio(num: int, den: int) -> float:
    return num / den if den else 0.0


def _one_in(num: int, den: int) -> float | None:
    return den / num if num else None


def estimate(total: Tally, choice: str, splits: int, bet: int = BET) -> dict[str, Any]:
    """The figures of one choice from merged sums (exact integers in, floats out)."""
    k = splits
    sharing = len(total["choices"])  # choices played on the same base rounds share their cost
    n = total["rounds"]
    base, trig, acc = total["base"], total["trigger"], total["choices"][choice]
    # Per-round values, scaled by K to stay integers: K*win without a trigger, sum of K wins with.
    s = k * base["sum"] + acc["sum"]
    ss = k * k * base["sq"] + acc["sumsq"]
    weight = k * n
    rtp = _ratio(s, weight * bet)
    var_value = (ss * n - s * s) / (k * k * n * (n - 1)) if n > 1 else 0.0   # cents^2
    half = Z95 * math.sqrt(max(var_value, 0.0) / n) / bet if n else 0.0
    # A round's own variance (volatility): E[W^2] from every play, K-weighted.
    second = k * base["sq"] + acc["sq"]
    var_round = (second * k * n - s * s) / (k * k * n * (n - 1)) if n > 1 else 0.0
    # Feature plays' spread around their own trigger's mean: the part splitting divides by K.
    t = trig["rounds"]
    within = (k * acc["sq"] - acc["sumsq"]) / (k * (k - 1) * n) if k > 1 and n else None
    hist = [k * x + y for x, y in zip(base["hist"], acc["hist"], strict=True)]
    buckets = [0] * len(BUCKETS)
    for index, count in enumerate(hist):
        buckets[bin_bucket(index)] += count
    plays = k * t
    feature_mean = _ratio(acc["feature"], plays * bet)
    feature_var = ((acc["featuresq"] * t - acc["feature"] ** 2) / (k * k * t * (t - 1))
                   if t > 1 else 0.0)
    spins_base = 1 + _ratio(total["base"]["trinities"], n)
    spins_feature = _ratio(acc["spins"], plays)
    suggested = None
    if within is not None and t:
        between = var_value - within / k
        p = t / n
        if between > 0 and within > 0 and spins_feature > 0:
            suggested = math.sqrt(within * spins_base / (between * p * spins_feature * sharing))
    cost_split = spins_base + sharing * (t / n) * k * spins_feature if n else 0.0
    cost_plain = spins_base + sharing * (t / n) * spins_feature if n else 0.0
    gain = var_round / var_value if var_value > 0 else None
    return {
        "rtp": rtp, "ci95": half, "rtp_low": rtp - half, "rtp_high": rtp + half,
        "rounds_for_target": math.ceil(n * (half / TARGET_HALF_WIDTH) ** 2) if half else None,
        "split": {
            "base": _ratio(k * (base["base"] + trig["base"]), weight * bet),
            "trinity": _ratio(k * (base["trinity"] + trig["trinity"]), weight * bet),
            "free_spins": _ratio(acc["free"], weight * bet),
            "clear_prizes": _ratio(acc["prize"], weight * bet),
        },
        "hit_rate": _ratio(weight - hist[0], weight),
        "sd_round_x": math.sqrt(max(var_round, 0.0)) / bet,
        "sd_value_x": math.sqrt(max(var_value, 0.0)) / bet,
        "buckets": {name: {"weight": count, "probability": _ratio(count, weight)}
                    for name, count in zip(BUCKETS, buckets, strict=True)},
        "histogram": hist,
        "max_win_x": max(base["max"], acc["max"]) / bet,
        "capped": {"weight": hist[-1], "one_in": _one_in(hist[-1], weight)},
        "feature": {
            "plays": plays,
            "mean_win_x": feature_mean,
            "mean_win_ci95_x": Z95 * math.sqrt(max(feature_var, 0.0) / t) / bet if t else 0.0,
            "spins_per_feature": spins_feature,
            "extensions_per_feature": _ratio(acc["extensions"], plays),
            "clears_per_feature": _ratio(acc["clears"], plays),
            "capped_one_in_features": _one_in(acc["capped"], plays),
            "picks": acc["picks"] if choice == "random" else None,
        },
        "splitting": {
            "splits": k,
            "variance_ratio": gain,
            "work_ratio": cost_split / cost_plain if cost_plain else None,
            "efficiency": gain * cost_plain / cost_split if gain and cost_split else None,
            "suggested_splits": suggested,
        },
    }


def base_figures(total: Tally) -> dict[str, Any]:
    """The figures shared by every choice: the base game and its trinity round."""
    n = total["rounds"]
    base, trig = total["base"], total["trigger"]
    fired = sum(base["fired"].values())
    trinity_powers = base["powers"] - fired
    return {
        "rounds": n,
        "base_power_rate": _ratio(fired, n),
        "base_power_rate_by_princess": {p: _ratio(base["fired"][p], base["active"][p])
                                        for p in model.PRINCESSES},
        "active_share": {p: _ratio(base["active"][p], n) for p in model.PRINCESSES},
        "trinity_one_in": _one_in(base["trinities"], n),
        "trinity_rate": _ratio(base["trinities"], n),
        "powers_per_trinity": _ratio(trinity_powers, base["trinities"]),
        "free_spins_one_in": _one_in(trig["rounds"], n),
        "free_spins_rate": _ratio(trig["rounds"], n),
        "triggers": trig["rounds"],
        "base_clears": base["clears"],
        "base_hit_rate": _ratio(n - base["hist"][0] - trig["rounds"] + trig["hits"], n),
    }


def convergence(chunks: Sequence[Tally], choices: Sequence[str], splits: int,
                bet: int = BET) -> dict[str, list[list[float]]]:
    """The running RTP and its 95% half-width after each chunk, in chunk order."""
    out: dict[str, list[list[float]]] = {c: [] for c in choices}
    running: Tally | None = None
    for chunk in chunks:
        running = chunk if running is None else merge(running, chunk)
        for c in choices:
            fig = estimate(running, c, splits, bet)
            out[c].append([running["rounds"], fig["rtp"], fig["ci95"]])
    return out


# --- running the chunks ------------------------------------------------------------------

def chunk_specs(rounds: int, seed: bytes, choices: Sequence[str], splits: int,
                chunk: int = CHUNK_ROUNDS) -> list[ChunkSpec]:
    """The run cut into fixed chunks; the last one may be short."""
    return [ChunkSpec(seed.hex(), i, min(chunk, rounds - start), tuple(choices), splits)
            for i, start in enumerate(range(0, rounds, chunk))]


def _execute(specs: Sequence[ChunkSpec | PartSpec], workers: int, scheduler: str | None) -> Iterator[Tally]:
    """Chunk tallies as they finish, in any order."""
    if scheduler:
        yield from _on_dask(specs, scheduler)
    elif workers > 1:
        yield from _on_processes(specs, workers)
    else:
        for spec in specs:
            yield play_chunk(spec)


def _on_processes(specs: Sequence[ChunkSpec | PartSpec], workers: int) -> Iterator[Tally]:
    import concurrent.futures as cf

    pool = cf.ProcessPoolExecutor(max_workers=workers)
    try:
        futures = [pool.submit(play_chunk, spec) for spec in specs]
        for future in cf.as_completed(futures):
            yield future.result()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _on_dask(specs: Sequence[ChunkSpec | PartSpec], scheduler: str) -> Iterator[Tally]:
    # Lazy: Dask is an extra of the simulator only. Its workers must import this very
    # engine (the fingerprint check in simulate() refuses chunks from another one).
    from distributed import Client, as_completed

    client = Client(scheduler)  # type: ignore[no-untyped-call]
    try:
        futures = client.map(play_chunk, specs, pure=False)
        for future in as_completed(futures):  # type: ignore[no-untyped-call]
            yield future.result()
    finally:
        client.close()  # type: ignore[no-untyped-call]


def _progress(total: int, enabled: bool) -> Any:
    """A tqdm bar on stderr, or a stand-in that does nothing."""
    if enabled:
        try:
            from tqdm import tqdm  # type: ignore[import-untyped]  # lazy: a simulator extra
        except ImportError:
            enabled = False
        else:
            return tqdm(total=total, unit="round", unit_scale=True, file=sys.stderr,
                        dynamic_ncols=True, smoothing=0.1)

    class _Quiet:
        def update(self, n: int) -> None: ...
        def set_postfix_str(self, text: str) -> None: ...
        def close(self) -> None: ...

    return _Quiet()


def simulate(rounds: int, seed: bytes, choice: str = "all", splits: int = DEFAULT_SPLITS,
             chunk: int = CHUNK_ROUNDS, workers: int = 1, scheduler: str | None = None,
             progress: bool = False, command: str = "", parts_rounds: int = 0) -> dict[str, Any]:
    """Run the chunks and return every figure, JSON-ready."""
    if rounds < 1 or chunk < 1 or splits < 1 or parts_rounds < 0:
        raise ValueError("rounds, chunk and splits must be at least 1")
    choices = list(model.PRINCESSES) if choice == "all" else [choice]
    specs = chunk_specs(rounds, seed, choices, splits, chunk)
    part_choices = [c for c in choices if c in model.PRINCESSES] if parts_rounds else []
    extra = part_specs(parts_rounds, seed, part_choices) if part_choices else []
    part_sums: dict[str, list[Tally]] = {}
    parts: list[Tally | None] = [None] * len(specs)
    bar = _progress(rounds + sum(spec.count for spec in extra), progress)
    running: Tally | None = None
    started = time.perf_counter()
    try:
        for part in _execute([*specs, *extra], workers, scheduler):
            if part["engine"] != engine_fingerprint():
                raise RuntimeError(f"chunk {part['index']} was played by another engine "
                                   f"({part['engine']} != {engine_fingerprint()})")
            if "part" in part:
                part_sums.setdefault(part["part"], []).append(part["sums"])
                bar.update(part["rounds"])
                continue
            parts[part["index"]] = part
            running = part if running is None else merge(running, part)
            bar.update(part["rounds"])
            bar.set_postfix_str(" ".join(
                f"{c} {100 * estimate(running, c, splits)['rtp']:.2f}%" for c in choices))
    finally:
        bar.close()
    seconds = time.perf_counter() - started
    done = [p for p in parts if p is not None]
    total = done[0]
    for part in done[1:]:
        total = merge(total, part)
    total = {key: value for key, value in total.items() if key != "index"}
    return {
        "command": command,
        "config": {"rounds": rounds, "seed": seed.hex(), "choice": choice, "splits": splits,
                   "chunk": chunk, "chunks": len(specs), "bet": BET},
        "engine": engine_fingerprint(),
        "git": par.git_commit(Path(__file__).resolve().parent),
        "model": {"rtp_target": float(model.RTP) / 100},
        "base": base_figures(total),
        "choices": {c: estimate(total, c, splits) for c in choices},
        "convergence": convergence(done, choices, splits),
        "totals": total,
        "parts": (parts_figures({k: parts_estimate.merge(v) for k, v in part_sums.items()}, part_choices)
                  if part_choices else None),
        "run": {"workers": workers, "scheduler": scheduler, "seconds": seconds,
                "rounds_per_second": rounds / seconds if seconds else None},
    }


# --- the command line --------------------------------------------------------------------

def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m midnight_princess.sim",
        description="Simulate Midnight Princess with the browser's engine and report its RTP.")
    parser.add_argument("--rounds", type=int, default=1_000_000, help="base rounds to play")
    parser.add_argument("--seed", default=DEFAULT_SEED,
                        help="run seed: hex bytes, or any other text (hashed)")
    parser.add_argument("--choice", default="all", choices=(*CHOICES, "all"),
                        help="free-spins choice; all = the three side by side on the same base rounds")
    parser.add_argument("--splits", type=int, default=DEFAULT_SPLITS,
                        help="feature plays per trigger (importance splitting)")
    parser.add_argument("--chunk", type=int, default=CHUNK_ROUNDS,
                        help="base rounds per chunk (part of the run's identity)")
    parser.add_argument("--workers", type=int, default=1, help="local processes")
    parser.add_argument("--scheduler", default=None,
                        help="a Dask scheduler address; the chunks run on that cluster")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--report", metavar="DIR", default=None,
                        help="write PAR.md and its plots to DIR")
    parser.add_argument("--parts", type=int, default=0, metavar="BASE_ROUNDS",
                        help="also estimate the RTP by parts (base spins, trinity rounds and features "
                             "each simulated alone) from this many base spins; 0 = off")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    return parser


def main(argv: list[str] | None = None) -> int:
    """The command line."""
    args = _parser().parse_args(argv)
    argv = sys.argv[1:] if argv is None else argv
    command = "python -m midnight_princess.sim " + shlex.join(argv)
    if args.workers < 1:
        args.workers = os.cpu_count() or 1
    result = simulate(args.rounds, parse_seed(args.seed), args.choice, args.splits, args.chunk,
                      args.workers, args.scheduler,
                      progress=not args.quiet and sys.stderr.isatty(), command=command,
                      parts_rounds=args.parts)
    if args.report:
        written = par.write_report(result, Path(args.report))
        print("wrote " + ", ".join(str(p) for p in written), file=sys.stderr)
    if args.json:
        print(json.dumps(result, indent=1, allow_nan=False))
    else:
        print(par.render_text(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
