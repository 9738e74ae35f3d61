"""A simulation run: its chunks played on one process, local processes or a Dask cluster, then merged.

Three kinds of chunk make a run: whole rounds (``rounds.py``, the cross-check and everything a
player meets), the parts (``parts.py``, the headline RTP and its interval) and the breakdown
(``detail.py``, where the wins come from). Every chunk is named by the run seed and its index,
returns exact integer sums and the CPU seconds it took, and is refused when another engine played
it, so 1 process, 2 or a cluster give the same digits.
"""

from __future__ import annotations

import gc
import math
import os
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from midnight_princess import model

from . import detail, engines, parts, rounds
from .stats import (BET, BINS, CAP_X100, CROSS_CHECK_HALF_WIDTH, EDGES_X100, PROOF_HALF_WIDTH, TARGET_RTP, Z95, wilson,
                    wilson_of_mean)

CHUNK_ROUNDS = 100_000
DEFAULT_SPLITS = 4  # measured best for --choice all with the current model; the run prints its own suggestion
DEFAULT_SEED = "midnight-princess"
# RTP by parts: trinity rounds and features a choice, per base spin played; close to the
# allocation that gives the narrowest interval for the work (cost-weighted Neyman). --plan measures it.
TRINITY_SHARE = 0.16
FEATURE_SHARE = 0.027
# Trinity chunks are whole multiples of the trinity reel sets' weights (parts.trinity_chunk).
PART_CHUNK = {"base": 100_000, "trinity": 25_000, "free": 5_000}
DETAIL_CHUNK = {"base": 50_000, "trinity": 10_000, "free": 2_000}
GC_THRESHOLD = 100_000


@dataclass(frozen=True)
class PartSpec:
    """One chunk of the RTP by parts: base spins, trinity rounds or one choice's features."""

    seed: str  # the run seed, hex
    index: int
    part: str  # "base", "trinity" or "free:<princess>"
    count: int
    engine: str = "auto"


Spec = rounds.ChunkSpec | PartSpec | detail.DetailSpec


def play_chunk(spec: Spec) -> dict[str, Any]:
    """Play any chunk on this process's engine of the spec's kind; its sums, fingerprint and CPU time."""
    engine = engines.load(spec.engine)
    # A round makes no reference cycles: collect rarely, not every 700 allocations (5% of the time).
    if gc.get_threshold()[0] < GC_THRESHOLD:
        gc.set_threshold(GC_THRESHOLD, 50, 100)
    started = time.process_time()
    if isinstance(spec, rounds.ChunkSpec):
        kind, count, sums = "rounds", spec.rounds, rounds.run_chunk(engine, spec)
    elif isinstance(spec, PartSpec):
        kind, count = "part", spec.count
        seed = bytes.fromhex(spec.seed)
        if spec.part == "base":
            sums = parts.base_chunk(engine, seed, spec.index, spec.count)
        elif spec.part == "trinity":
            sums = parts.trinity_chunk(engine, seed, spec.index, spec.count)
        else:
            sums = parts.feature_chunk(engine, seed, spec.index, spec.count, spec.part.split(":", 1)[1])
    else:
        kind, count, sums = "detail", spec.count, detail.detail_chunk(engine, spec)
    return {"kind": kind, "index": spec.index, "part": getattr(spec, "part", "rounds"), "count": count,
            "engine": engines.fingerprint(), "engine_kind": engine.kind,
            "cpu": time.process_time() - started, "sums": sums}


# --- cutting a run into chunks ------------------------------------------------------------

def chunk_specs(count: int, seed: bytes, choices: Sequence[str], splits: int, chunk: int = CHUNK_ROUNDS,
                engine: str = "auto") -> list[rounds.ChunkSpec]:
    """Whole rounds cut into fixed chunks; the last one may be short."""
    return [rounds.ChunkSpec(seed.hex(), i, min(chunk, count - start), tuple(choices), splits, engine)
            for i, start in enumerate(range(0, count, chunk))]


def _cut(counts: dict[str, int], sizes: dict[str, int]) -> Iterator[tuple[str, int, int]]:
    for part, total in counts.items():
        size = sizes[part.split(":")[0]]
        for i, start in enumerate(range(0, total, size)):
            yield part, i, min(size, total - start)


FeatureShare = float | dict[str, float]  # one share for every choice, or one a choice


def part_counts(base_spins: int, choices: Sequence[str], trinity_share: float = TRINITY_SHARE,
                feature_share: FeatureShare = FEATURE_SHARE) -> dict[str, int]:
    """How many plays of each part a parts run of ``base_spins`` makes. Trinity rounds come in
    whole multiples of the trinity reel sets' weights, the strata's exact proportions."""
    strata = sum(parts.trinity_weights())
    counts = {"base": base_spins, "trinity": _round_up(math.ceil(base_spins * trinity_share), strata)}
    for choice in choices:
        share = feature_share if isinstance(feature_share, float | int) else feature_share[choice]
        counts["free:" + choice] = math.ceil(base_spins * share)
    return counts


def part_specs(counts: dict[str, int], seed: bytes, engine: str = "auto") -> list[PartSpec]:
    """The parts run cut into fixed chunks of each part."""
    return [PartSpec(seed.hex(), i, part, n, engine) for part, i, n in _cut(counts, PART_CHUNK)]


def detail_specs(counts: dict[str, int], seed: bytes, engine: str = "auto") -> list[detail.DetailSpec]:
    """The breakdown cut into fixed chunks of each part."""
    return [detail.DetailSpec(seed.hex(), i, part, n, engine) for part, i, n in _cut(counts, DETAIL_CHUNK)]


# --- playing the chunks ---------------------------------------------------------------------

def execute(specs: Sequence[Spec], workers: int = 1, scheduler: str | None = None,
            cluster: int = 0) -> Iterator[dict[str, Any]]:
    """Chunk results as they finish, in any order: here, on local processes or on Dask."""
    if cluster:
        yield from _on_local_cluster(specs, cluster)
    elif scheduler:
        yield from _on_dask(specs, scheduler)
    elif workers > 1:
        yield from _on_processes(specs, workers)
    else:
        for spec in specs:
            yield play_chunk(spec)


def _on_processes(specs: Sequence[Spec], workers: int) -> Iterator[dict[str, Any]]:
    import concurrent.futures as cf

    pool = cf.ProcessPoolExecutor(max_workers=workers)
    try:
        futures = [pool.submit(play_chunk, spec) for spec in specs]
        for future in cf.as_completed(futures):
            yield future.result()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _on_dask(specs: Sequence[Spec], scheduler: str) -> Iterator[dict[str, Any]]:
    # Lazy: Dask is an extra of the simulator only. Its workers must import this very engine
    # (simulate() refuses chunks from another one) and build the compiled one if asked.
    from distributed import Client, as_completed

    client = Client(scheduler)  # type: ignore[no-untyped-call]
    try:
        futures = client.map(play_chunk, specs, pure=False)
        for future in as_completed(futures):  # type: ignore[no-untyped-call]
            yield future.result()
    finally:
        client.close()  # type: ignore[no-untyped-call]


def _on_local_cluster(specs: Sequence[Spec], workers: int) -> Iterator[dict[str, Any]]:
    """A real dask.distributed cluster on this machine: a scheduler and ``workers`` worker processes."""
    from distributed import LocalCluster

    # Worker processes start afresh: they must find these packages (and the compiled engine).
    here = str(Path(__file__).resolve().parent.parent)
    paths = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    os.environ["PYTHONPATH"] = os.pathsep.join([here, *[p for p in paths if p != here]])
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None,
                      silence_logs=40) as local:  # type: ignore[no-untyped-call]
        yield from _on_dask(specs, local.scheduler_address)


def git_commit(where: Path) -> str:
    """The short commit of the checkout holding ``where``, marked when the engine has changes."""
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=where, capture_output=True,
                             text=True, timeout=5, check=True)
        dirty = subprocess.run(["git", "status", "--porcelain", "--", str(engines.ENGINE_SOURCE)],
                               cwd=where, capture_output=True, text=True, timeout=5, check=True)
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return out.stdout.strip() + (" (engine files modified)" if dirty.stdout.strip() else "")


def _progress(total: int, enabled: bool) -> Any:
    """A tqdm bar on stderr, or a stand-in that does nothing."""
    if enabled:
        try:
            from tqdm import tqdm  # type: ignore[import-untyped]  # lazy: a simulator extra
        except ImportError:
            enabled = False
        else:
            return tqdm(total=total, unit="play", unit_scale=True, file=sys.stderr, dynamic_ncols=True,
                        smoothing=0.1)

    class _Quiet:
        def update(self, n: int) -> None: ...
        def set_postfix_str(self, text: str) -> None: ...
        def close(self) -> None: ...

    return _Quiet()


# --- the run ---------------------------------------------------------------------------------

def simulate(rounds_count: int, seed: bytes, choice: str = "all", splits: int = DEFAULT_SPLITS,
             chunk: int = CHUNK_ROUNDS, workers: int = 1, scheduler: str | None = None,
             progress: bool = False, command: str = "", parts_rounds: int = 0, detail_rounds: int = 0,
             engine: str = "auto", cluster: int = 0, trinity_share: float = TRINITY_SHARE,
             feature_share: FeatureShare = FEATURE_SHARE) -> dict[str, Any]:
    """Run the chunks and return every figure, JSON-ready."""
    if rounds_count < 0 or chunk < 1 or splits < 1 or parts_rounds < 0 or detail_rounds < 0:
        raise ValueError("rounds, parts and detail must be at least 0, chunk and splits at least 1")
    if not (rounds_count or parts_rounds or detail_rounds):
        raise ValueError("nothing to play: give --rounds, --parts or --detail")
    kind = engines.load(engine).kind  # built here first, so every worker finds it ready
    choices = list(model.PRINCESSES) if choice == "all" else [choice]
    part_choices = [c for c in choices if c in model.PRINCESSES]
    round_specs = chunk_specs(rounds_count, seed, choices, splits, chunk, kind)
    specs: list[Spec] = [*round_specs]
    counts = part_counts(parts_rounds, part_choices, trinity_share, feature_share) if parts_rounds else {}
    specs += part_specs(counts, seed, kind)
    details = part_counts(detail_rounds, part_choices, trinity_share, feature_share) if detail_rounds else {}
    specs += detail_specs(details, seed, kind)
    whole: list[rounds.Tally | None] = [None] * len(round_specs)
    part_sums: dict[str, list[parts.Sums]] = {}
    detail_sums: dict[str, detail.Tally] = {}
    cpu: dict[str, float] = {}
    plays: dict[str, int] = {}
    bar = _progress(sum(getattr(s, "rounds", 0) or getattr(s, "count", 0) for s in specs), progress)
    running: rounds.Tally | None = None
    started = time.perf_counter()
    try:
        for done in execute(specs, workers, scheduler, cluster):
            if done["engine"] != engines.fingerprint():
                raise RuntimeError(f"chunk {done['part']} {done['index']} was played by another engine "
                                   f"({done['engine']} != {engines.fingerprint()})")
            key = done["kind"] + ":" + done["part"].split(":")[0]
            keys = [key, f"{done['kind']}:{done['part']}"] if done["part"].startswith("free:") else [key]
            for key in keys:  # every choice's features also on their own: their costs differ
                cpu[key] = cpu.get(key, 0.0) + done["cpu"]
                plays[key] = plays.get(key, 0) + done["count"]
            bar.update(done["count"])
            if done["kind"] == "part":
                part_sums.setdefault(done["part"], []).append(done["sums"])
            elif done["kind"] == "detail":
                old = detail_sums.get(done["part"])
                detail_sums[done["part"]] = done["sums"] if old is None else detail.merge(old, done["sums"])
            else:
                whole[done["index"]] = done["sums"]
                running = done["sums"] if running is None else rounds.merge(running, done["sums"])
                bar.set_postfix_str(" ".join(
                    f"{c} {100 * rounds.estimate(running, c, splits)['rtp']:.2f}%" for c in choices))
    finally:
        bar.close()
    seconds = time.perf_counter() - started
    chunks = [w for w in whole if w is not None]
    total: rounds.Tally | None = None
    for one in chunks:
        total = one if total is None else rounds.merge(total, one)
    if total is not None:
        total = {key: value for key, value in total.items() if key != "index"}
    merged_parts = {k: parts.merge(v) for k, v in part_sums.items()}
    rates = {key: plays[key] / cpu[key] for key in cpu if cpu[key] > 0}
    result: dict[str, Any] = {
        "command": command,
        "config": {"rounds": rounds_count, "seed": seed.hex(), "choice": choice, "splits": splits,
                   "chunk": chunk, "chunks": len(chunks), "bet": BET, "parts": counts, "detail": details},
        "engine": engines.fingerprint(),
        "git": git_commit(Path(__file__).resolve().parent),
        "model": {"rtp_target": TARGET_RTP},
        "base": rounds.base_figures(total) if total else None,
        "choices": {c: rounds.estimate(total, c, splits) for c in choices} if total else {},
        "convergence": rounds.convergence(chunks, choices, splits) if total else {},
        "totals": total,
        "parts": parts_figures(merged_parts, part_choices, total) if merged_parts else None,
        "detail": detail_sums or None,
        "run": {"engine": kind, "workers": workers, "scheduler": scheduler, "cluster": cluster,
                "seconds": seconds, "cpu_seconds": sum(cpu.values()),
                "rounds_per_second": rounds_count / seconds if seconds and rounds_count else None,
                "rounds_per_cpu_second": rates.get("rounds:rounds"),
                "plays_per_cpu_second": rates, "load_average": os.getloadavg()[0]},
    }
    if result["parts"]:
        result["plan"] = plan(result)
    return result


# --- figures from the parts -------------------------------------------------------------------

def parts_figures(sums: dict[str, parts.Sums], choices: Sequence[str],
                  whole: rounds.Tally | None = None) -> dict[str, Any]:
    """The RTP by parts for each choice (and for a random choice, when all three ran)."""
    features = {c: sums["free:" + c] for c in choices}
    together = [features[c] for c in choices]
    if set(choices) == set(model.PRINCESSES):
        # A random pick: the mean of the choices' figures; their union for what only a count gives.
        features["random"] = parts.merge(together)
    base, trinity = sums["base"], sums["trinity"]
    size = {"base": "spins", "trinity": "rounds", "free": "features"}
    out: dict[str, Any] = {"counts": {part: s[size[part.split(":")[0]]] for part, s in sums.items()}, "choices": {}}
    spins = base["spins"]
    assert isinstance(spins, int)
    for choice, feature in features.items():
        est = parts.combine(base, trinity, *(together if choice == "random" else [feature]))
        n = int(feature["features"])
        histogram = feature["histogram"]
        assert isinstance(histogram, list)
        capped = int(feature["capped"])
        low, high = wilson(capped, n)
        by_crown = int(feature["capped_by_crown"])
        out["choices"][choice] = {
            "rtp": est.rtp, "ci95": est.half_width, "rtp_low": est.rtp - est.half_width,
            "rtp_high": est.rtp + est.half_width, "base": est.base, "trinity": est.trinity,
            "free_spins": est.free, "clear_prizes": est.prize, "trigger": est.trigger,
            "trigger_one_in": 1 / est.trigger, "feature_mean_x": est.feature_mean_x,
            "ci95_by_part": {k: Z95 * math.sqrt(v) for k, v in est.parts_variance.items()},
            "variance_per_play": {"base": est.parts_variance["base"] * spins,
                                  "trinity": est.parts_variance["trinity"] * int(trinity["rounds"]),
                                  "free": est.parts_variance["free"] * n},
            "features": n,
            "features_capped": capped,
            "features_capped_by_crown": by_crown,
            "features_capped_by_drops": capped - by_crown,
            "largest_feature_x": int(feature["largest"]) / BET,
            "feature_sd_x": math.sqrt(max(int(feature["feature_win_sq"]) / n
                                          - (int(feature["feature_win"]) / n) ** 2, 0.0)) / BET,
            "feature_hit_rate": int(feature["hits"]) / n,
            "spins_per_feature": int(feature["spins"]) / n,
            "extensions_per_feature": int(feature["extensions"]) / n,
            "prizes_per_feature": int(feature["clears"]) / n,
            "reached_max_spins": int(feature["reached_max_spins"]) / n,
            "feature_histogram": histogram,
            # Max win per round: the feature's cap odds times the trigger rate (its error is far smaller).
            "round_capped": est.trigger * capped / n,
            "round_capped_ci95": [est.trigger * low, est.trigger * high],
            "round_capped_by_crown": est.trigger * by_crown / n,
            "round_capped_by_drops": est.trigger * (capped - by_crown) / n,
            "rtp_lost_to_cap": est.trigger * int(feature["lost_to_cap"]) / n / BET,
            "cap_bias_bound": cap_bias(whole, histogram) if whole else None,
        }
    if "random" in out["choices"]:
        # Each choice is a third of a random pick's features, whatever each choice's sample size.
        figures = [out["choices"][c] for c in choices]
        random = out["choices"]["random"]
        for key in RANDOM_MEANS:
            random[key] = sum(f[key] for f in figures) / len(figures)
        second = sum(f["feature_sd_x"] ** 2 + f["feature_mean_x"] ** 2 for f in figures) / len(figures)
        random["feature_sd_x"] = math.sqrt(max(second - random["feature_mean_x"] ** 2, 0.0))
        # The cap odds are a mean too: their interval is the mean's, not the union's.
        low, high = wilson_of_mean([(f["features_capped"], f["features"]) for f in figures])
        random["round_capped_ci95"] = [random["trigger"] * low, random["trigger"] * high]
    def p(key: str) -> float:
        return int(base[key]) / spins

    trinity_rounds = int(trinity["rounds"])
    out["base"] = {
        "spins": spins, "hit_rate": p("hits"), "full_meter": p("full_meter"), "base_clear": p("base_clear"),
        "meter_only": p("meter_only"), "capped": int(base["capped"]),
        "trinity_rounds": trinity_rounds,
        "trinity_hit_rate": int(trinity["hits"]) / trinity_rounds,
        "trinity_clear": int(trinity["trinity_clear"]) / trinity_rounds,
        "trinity_capped": int(trinity["capped"]),
        "trigger_by_base_clear": p("base_clear"),
        "trigger_by_trinity_clear": p("meter_only") * int(trinity["trinity_clear"]) / trinity_rounds,
    }
    return out


# A random pick's figures that are the mean of the three choices' (the rest come from their union).
RANDOM_MEANS = ("feature_hit_rate", "spins_per_feature", "extensions_per_feature", "prizes_per_feature",
                "reached_max_spins", "round_capped", "round_capped_by_crown", "round_capped_by_drops",
                "rtp_lost_to_cap")


def cap_bias(whole: rounds.Tally, feature_histogram: list[int]) -> float:
    """A bound on what the parts overstate by capping a feature alone: the mean over rounds of
    w x P(F > cap - w), w the win before the feature (whole-round run), F the feature's win (parts)."""
    trigger_histogram = whole["trigger"]["histogram"]
    features = sum(feature_histogram)
    tail = [0] * (BINS + 1)  # tail[i]: features in bins i and above
    for index in range(BINS - 1, -1, -1):
        tail[index] = tail[index + 1] + feature_histogram[index]
    bound = 0.0
    for index, count in enumerate(trigger_histogram):
        if not count or index == 0:
            continue
        w = EDGES_X100[index] if index < len(EDGES_X100) else CAP_X100  # the bin's upper edge, x100
        # Features above cap - w: every bin whose upper edge passes it (a conservative count).
        need = CAP_X100 - w
        first = next((i for i in range(1, BINS) if (EDGES_X100[i] if i < len(EDGES_X100) else CAP_X100) > need),
                     BINS - 1)
        bound += count * (w / 100) * tail[first] / features
    return bound / int(whole["rounds"])


# --- planning a proof --------------------------------------------------------------------------

def plan(result: dict[str, Any], half_width: float = PROOF_HALF_WIDTH,
         cross_check: float = CROSS_CHECK_HALF_WIDTH, cores: int = 2) -> dict[str, Any]:
    """The cheapest parts run for a half-width on every choice, from this run's variances and CPU rates.

    The base spins and the trinity rounds serve every choice, each choice's features only that
    choice. With a play's variance V and CPU cost c, giving the shared parts a share x of the
    variance budget e costs S^2/x (S = sqrt(V_base c_base) + sqrt(V_trinity c_trinity), split
    between the two by Neyman), and the features cost F/(e - x) (F = the sum over choices of
    V_choice c_choice); the cheapest x is e S / (S + sqrt(F)).
    """
    figures = result["parts"]["choices"]
    rates = result["run"]["plays_per_cpu_second"]
    choices = [c for c in figures if c != "random"]
    shared_parts = ("base", "trinity")
    cost = {k: 1 / rates["part:" + k] for k in shared_parts}  # CPU-seconds a play
    cost |= {c: 1 / rates.get("part:free:" + c, rates["part:free"]) for c in choices}
    # The shared parts' variance a play depends a little on the choice (through its feature mean).
    variance = {k: max(figures[c]["variance_per_play"][k] for c in choices) for k in shared_parts}
    variance |= {c: figures[c]["variance_per_play"]["free"] for c in choices}
    budget = (half_width / Z95) ** 2
    shared = sum(math.sqrt(variance[k] * cost[k]) for k in shared_parts)
    own = sum(variance[c] * cost[c] for c in choices)
    x = budget * shared / (shared + math.sqrt(own))
    counts = {k: math.ceil(shared / x * math.sqrt(variance[k] / cost[k])) for k in shared_parts}
    counts |= {c: math.ceil(variance[c] / (budget - x)) for c in choices}
    cpu_parts = sum(counts[k] * cost[k] for k in counts)
    spins = counts["base"]
    shares = {c: counts[c] / spins for c in choices}
    out: dict[str, Any] = {
        "half_width": half_width, "widest_choice": max(choices, key=lambda c: figures[c]["ci95"]),
        "base_spins": spins, "trinity_share": counts["trinity"] / spins, "feature_share": shares,
        "cpu_seconds_parts": cpu_parts, "cores": cores,
    }
    cross = None
    if result.get("choices") and rates.get("rounds:rounds"):
        needed = max(f["rounds_for_cross_check"] or 0 for f in result["choices"].values())
        cross = {"half_width": cross_check, "rounds": needed, "cpu_seconds": needed / rates["rounds:rounds"]}
    out["cross_check"] = cross
    total = cpu_parts + (cross["cpu_seconds"] if cross else 0.0)
    out["cpu_seconds"] = total
    out["wall_seconds_on_idle_cores"] = total / cores
    splits = result["config"]["splits"]
    out["command"] = (
        f"nice -n 10 python3 -m midnight_princess_sim --engine compiled --workers {cores} "
        f"--rounds {_round_up(cross['rounds'] if cross else 1_000_000, CHUNK_ROUNDS)} --splits {splits} "
        f"--parts {_round_up(spins, PART_CHUNK['base'])} --trinity-share {out['trinity_share']:.4f} "
        f"--feature-share {format_shares(shares)} --detail 4000000 --seed SEED --report docs/")
    return out


def format_shares(shares: dict[str, float]) -> str:
    """Each choice's feature share as --feature-share takes it."""
    return ",".join(f"{c}={share:.5f}" for c, share in shares.items())


def parse_shares(text: str) -> FeatureShare:
    """--feature-share: one share for every choice (0.03), or one a choice (love=0.02,star=0.03,storm=0.04)."""
    try:
        if "=" not in text:
            return float(text)
        shares = {name.strip(): float(value) for name, value in (item.split("=") for item in text.split(","))}
    except ValueError:
        raise ValueError(f"not a feature share: {text!r} (give 0.03, or love=0.02,star=0.03,storm=0.04)") from None
    if set(shares) != set(model.PRINCESSES):
        raise ValueError(f"give a share for each of {', '.join(model.PRINCESSES)}: {text!r}")
    return shares


def _round_up(value: int, step: int) -> int:
    return -(-value // step) * step


def with_engine(spec: Spec, kind: str) -> Spec:
    """The same chunk, played on another engine (for comparing the two)."""
    return replace(spec, engine=kind)
