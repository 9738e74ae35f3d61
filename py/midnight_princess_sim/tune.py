"""The model's retune, reproducible: candidate models played by parts, their figures side by side.

    python3 -m midnight_princess_sim.tune --list
    python3 -m midnight_princess_sim.tune C5 --base 2000000 --trinity 300000 --features 200000 --seed t1
    python3 -m midnight_princess_sim.tune C5 --pooled                   # every recorded run of C5's parts
    python3 -m midnight_princess_sim.tune rung:94.51 --features 1000000 --pairs   # a rung of ladder.py, its
                                                                        # features against the default's

A candidate (``docs/tuning/candidates.json``) names each phase's reel sets: a weight and the
symbol counts of a reel (the same reel on all five; hearts fill it to 256, as in ``model.py``) or
a list of five reels' counts (a set whose reels differ), and may set star's 1-or-2 wilds weights.
It is played by the very engine the game runs (pure or compiled), loaded with the candidate's
values in place of model.py's (``candidate_model``, through ``engines.load(kind, model=...)``,
the one door): everything the engine builds or binds from its model at import is the
candidate's, so a candidate written into ``model.py`` plays the same draws. The candidate
``model`` is ``model.py`` as it is; ``rung:94.51`` is that rung of the RTP ladder (``ladder.py``) as
it is, played through the ladder's own door, and with ``--pairs`` its features are played in pairs
with the default rung's on one seed each and measured against the default's sheet (docs/par.json).

The base spin, the trinity round and each choice's features are played alone, by the parts run's
own chunks (``chunks.py``, ``parts.py``), and combined by ``parts.combine``. Every run's sums go to
a record file (``--record``), keyed by the part's own reel sets, so figures can be pooled over
runs and candidates that share a part (the base spin and the trinity round do not depend on the
free-spins sets). A feature's win distribution is kept in fine bins for its percentiles, and each
capped feature is replayed with its steps to tell the all-moon landing's caps from the caps
reached by drops.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from midnight_princess import ladder, model

from . import engines, parts
from .chunks import Chunk, PartOfRun, PartSums, cut, execute
from .part import BASE, TRINITY, Part, free
from .cli import parse_seed
from .run import load_control
from .engines import ModelValues
from .stats import BET, CAP_X100, FINE_EDGES, Z95, target_of, variance, wilson
from .sums import from_json, merge_all, to_json

ROOT = Path(__file__).resolve().parents[2]
CANDIDATES = ROOT / "docs" / "tuning" / "candidates.json"
RECORDS = ROOT / "docs" / "tuning" / "runs.jsonl"
SHEET = ROOT / "docs" / "par.json"  # the default rung's proof, what a rung's paired features are measured against
PARTS: tuple[Part, ...] = (BASE, TRINITY, *(free(p) for p in model.PRINCESSES))
RUNG = "rung:"  # a candidate named rung:<rtp> is that rung of the RTP ladder
PERCENTILES = (0.10, 0.25, 0.50, 0.75, 0.90, 0.99, 0.999)

Counts = dict[str, int]
SetSpec = list[Any]  # [weight, counts] (one reel on all five) or [weight, [counts, ...5]]
Candidate = dict[str, Any]  # part key -> [SetSpec, ...], "star_wilds" -> [w1, w2], "note" -> str


# --- candidates ------------------------------------------------------------------------

def load_candidates(path: Path = CANDIDATES) -> dict[str, Candidate]:
    """Every candidate of the file, each with its parent's phases filled in, ``model`` and each ``rung:<rtp>``."""
    raw: dict[str, Candidate] = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    out: dict[str, Candidate] = {"model": model_candidate()}
    for rtp in ladder.RUNGS:
        out[RUNG + rtp] = model_candidate(rtp)

    def resolve(name: str) -> Candidate:
        if name not in out:
            entry = dict(raw[name])
            parent = resolve(entry.pop("from", "model"))
            out[name] = {**parent, **entry}
        return out[name]

    for name in raw:
        resolve(name)
    return out


def model_candidate(rtp: str = ladder.DEFAULT) -> Candidate:
    """``model.py`` as a candidate, or a rung of the RTP ladder as ``ladder.py`` has it."""
    note = "model.py as it is" if rtp == ladder.DEFAULT else f"the rung {rtp} of ladder.py as it is"
    cand: Candidate = {"note": note, "star_wilds": list(model.STAR_WILDS_WEIGHTS)}

    def counts(reel: model.Reel) -> Counts:
        return {k: v for k, v in reel.items() if k != "heart" and v}

    for phase, sets in ladder.reel_sets(rtp).items():
        cand[phase] = [[weight, counts(reels[0]) if all(r == reels[0] for r in reels) else [counts(r) for r in reels]]
                       for weight, reels in sets]
    return cand


def _five_reels(counts: Counts | list[Counts]) -> tuple[model.Reel, ...]:
    """A set's reels: one reel's counts on all five, or five reels' counts."""
    if isinstance(counts, dict):
        return (model._reel(**counts),) * 5
    if len(counts) != 5:
        raise ValueError(f"a reel set has five reels, not {len(counts)}")
    return tuple(model._reel(**c) for c in counts)


def reel_sets(specs: Sequence[SetSpec]) -> tuple[tuple[int, tuple[model.Reel, ...]], ...]:
    """A phase's reel sets in ``model.REEL_SETS`` form."""
    return tuple((int(weight), _five_reels(counts)) for weight, counts in specs)


def candidate_model(cand: Candidate) -> ModelValues:
    """What a candidate sets in model.py: every phase's reel sets and star's wilds weights. The
    engine is loaded with them (``engines.load(kind, model=...)``), its one door to the engine."""
    return {"REEL_SETS": {part.key: reel_sets(cand[part.key]) for part in PARTS},
            "STAR_WILDS_WEIGHTS": tuple(cand.get("star_wilds", model.STAR_WILDS_WEIGHTS))}


def part_key(cand: Candidate, part: str) -> str:
    """What a part's figures depend on, hashed: its own reel sets (and star's wilds where star's power fires)."""
    def norm(c: Counts | list[Counts]) -> Any:
        return dict(sorted(c.items())) if isinstance(c, dict) else [dict(sorted(r.items())) for r in c]

    what: list[Any] = [part, [[w, norm(c)] for w, c in cand[part]]]
    if part in (BASE.key, TRINITY.key, free("star").key):
        what.append(cand.get("star_wilds", list(model.STAR_WILDS_WEIGHTS)))
    return hashlib.sha256(json.dumps(what, sort_keys=True).encode()).hexdigest()[:16]


# --- playing ----------------------------------------------------------------------------

def run(cand: Candidate, counts: dict[Part, int], seed: bytes, workers: int, kind: str,
        rtp: str | None = None, pairs: bool = False) -> tuple[PartSums, float]:
    """Play the candidate's parts in chunks on ``workers`` processes; the merged sums of each part, CPU seconds.
    ``rtp``: the candidate is that rung of the ladder, played through the ladder's door (``pairs``:
    its features in pairs with the default rung's)."""
    values = None if rtp else candidate_model(cand)
    engines.load(kind, model=values)  # built and bound here first: worker processes start from this one
    sums = PartSums()
    cpu = 0.0
    chunks = cut(counts, seed, "part", kind, values, rtp or ladder.DEFAULT, model.PRINCESSES if pairs else ())
    for done in execute(chunks, workers):
        assert isinstance(done.chunk, Chunk)
        sums.add(done.chunk.part, done.sums)
        cpu += done.cpu
    return sums, cpu


# --- records and figures -------------------------------------------------------------

def record(path: Path, name: str, cand: Candidate, seed_text: str, sums: PartSums, cpu: float) -> None:
    """Append one run's sums, one line a part, keyed by what the part depends on."""
    with path.open("a", encoding="utf-8") as out:
        for part, part_sums in sums.items():
            line = {"candidate": name, "part": part.key, "key": part_key(cand, part.key), "seed": seed_text,
                    "cpu": round(cpu, 1), "sums": to_json(part_sums)}
            out.write(json.dumps(line, separators=(",", ":")) + "\n")


def _sums_of(part: Part, data: dict[str, Any]) -> PartOfRun:
    """A record's sums of a part, typed."""
    kind: type[PartOfRun] = {"base": parts.BaseSums, "trinity": parts.TrinitySums}.get(part.phase, parts.FeatureSums)
    return from_json(kind, data)


def pooled(path: Path, cand: Candidate, parts_wanted: Sequence[Part]) -> PartSums:
    """Every recorded run of each part with the candidate's key, merged (one run a seed)."""
    out = PartSums()
    seen: set[tuple[str, str]] = set()
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            rec = json.loads(line)
            part = Part.of(rec["part"])
            if part in parts_wanted and rec["key"] == part_key(cand, part.key) and (part.key, rec["seed"]) not in seen:
                seen.add((part.key, rec["seed"]))
                out.add(part, _sums_of(part, rec["sums"]))
    return out


def percentile(bins: list[int], q: float) -> float:
    """The q-quantile of a feature win from the fine bins, linear within a bin (multiples of the bet)."""
    total = sum(bins)
    target = q * total
    seen = 0
    for i, count in enumerate(bins):
        if seen + count >= target and count:
            low = 0 if i == 0 else FINE_EDGES[i - 1]
            high = FINE_EDGES[i] if i < len(FINE_EDGES) else CAP_X100
            if i == 0:
                return 0.0
            return (low + (high - low) * (target - seen) / count) / 100
        seen += count
    return CAP_X100 / 100


def feature_figures(sums: parts.FeatureSums) -> dict[str, Any]:
    """A choice's feature: mean, SD, percentiles, caps by path (multiples of the bet)."""
    n = sums.features
    mean = sums.feature_win / n / BET
    sd = math.sqrt(variance(sums.feature_win, sums.feature_win_sq, n)) / BET
    bins = sums.fine_histogram
    under = {x: sum(bins[: FINE_EDGES.index(x * 100) + 1]) / n for x in (1, 10, 100)}
    over = {x: sum(bins[FINE_EDGES.index(x * 100) + 1:]) / n for x in (1000, 2500)}
    return {
        "features": n, "mean": mean, "mean_half_width": Z95 * sd / math.sqrt(n), "sd": sd,
        "percentiles": {str(q): percentile(bins, q) for q in PERCENTILES},
        "under": under, "at_least": over, "spins": sums.spins / n,
        "extensions": sums.extensions / n, "reached_20_spins": sums.reached_max_spins / n,
        "ends_at_x20": sums.at_top / n, "multiplier_at_end": sums.multiplier_sum / n,
        "caps": sums.capped, "caps_by_crown": sums.capped_by_crown,
        "caps_by_drops": sums.capped - sums.capped_by_crown,
        "cap_wilson": wilson(sums.capped, n), "prize_share": sums.prize / max(sums.feature_win, 1),
        "capped_before_x": sorted(w / BET for w in sums.capped_before),
    }


def figures(sums: PartSums, rtp: str = ladder.DEFAULT, controls: dict[str, parts.Control] | None = None) -> dict[str, Any]:
    """Everything the table shows, from pooled sums (base and trinity needed for the RTP), against
    the rung's target; ``controls``: features played in pairs are measured against these."""
    target = target_of(rtp)
    controls = controls or {}
    out: dict[str, Any] = {}
    base, trinity = sums.base, sums.trinity
    if base:
        n = base.spins
        out["base"] = {"spins": n, "rtp": base.base_win / n / BET, "hit": base.hits / n,
                       "meter": base.full_meter / n, "clear": base.base_clear / n,
                       "sd": math.sqrt(variance(base.base_win, base.base_win_sq, n)) / BET}
    if trinity:
        n = trinity.rounds
        out["trinity"] = {"rounds": n, "mean": trinity.trinity_win / n / BET, "clear": trinity.trinity_clear / n,
                          "hit": trinity.hits / n,
                          "sd": math.sqrt(variance(trinity.trinity_win, trinity.trinity_win_sq, n)) / BET}
    features = {c: sums.features[c] for c in model.PRINCESSES if c in sums.features}
    for choice, feature in features.items():
        out[choice] = feature_figures(feature)
        if feature.twins == feature.features and choice in controls:  # every pooled run played in pairs
            measured = parts.feature_mean(feature, controls[choice])
            out[choice]["controlled_mean"] = measured.mean_x
            out[choice]["controlled_half_width"] = Z95 * math.sqrt(measured.variance + measured.control_variance)
            out[choice]["difference"] = measured.mean_x - controls[choice].mean_x
            out[choice]["difference_half_width"] = Z95 * math.sqrt(measured.variance)
            out[choice]["beta"] = measured.beta
    paired = [controls.get(c) if features[c].twins == features[c].features else None for c in features]
    if base and trinity:
        for (choice, feature), control in zip(features.items(), paired, strict=True):
            est = parts.combine(base, trinity, feature, controls=[control] if control else ())
            out[choice]["rtp"] = est.rtp
            out[choice]["rtp_half_width"] = est.half_width
            out[choice]["shares"] = {"base": est.base / est.rtp, "trinity": est.trinity / est.rtp,
                                     "free": (est.free + est.prize) / est.rtp}
            out[choice]["trigger"] = est.trigger
            out[choice]["round_cap_one_in"] = (1 / (est.trigger * feature.capped / feature.features)
                                               if feature.capped else None)
            # The feature mean that would give exactly the target RTP with this base and trinity.
            out[choice]["mean_for_target"] = (target - est.base - est.trinity) / est.trigger
        if len(features) == 3:
            together = merge_all(features.values())
            est = parts.combine(base, trinity, *features.values(), controls=paired if all(paired) else ())
            cap_rate = sum(f.capped / f.features for f in features.values()) / len(features)
            out["random"] = {"rtp": est.rtp, "rtp_half_width": est.half_width, "mean": est.feature_mean_x,
                             "caps": together.capped, "caps_by_crown": together.capped_by_crown,
                             "features": together.features,
                             "round_cap_one_in": 1 / (est.trigger * cap_rate) if cap_rate else None,
                             "shares": {"base": est.base / est.rtp, "trinity": est.trinity / est.rtp,
                                        "free": (est.free + est.prize) / est.rtp}}
    return out


def render(name: str, figs: dict[str, Any], rtp: str = ladder.DEFAULT) -> str:
    """The figures as text, one block a candidate."""
    lines = [f"== {name}"]
    if "base" in figs:
        b = figs["base"]
        lines.append(f"base: {b['spins']:,} spins, RTP {100 * b['rtp']:.3f}%, hit {100 * b['hit']:.2f}%, "
                     f"full meter 1 in {1 / b['meter']:.2f}, clear 1 in {1 / b['clear'] if b['clear'] else math.inf:,.0f}, SD {b['sd']:.2f}x")
    if "trinity" in figs:
        t = figs["trinity"]
        lines.append(f"trinity: {t['rounds']:,} rounds, mean {t['mean']:.3f}x, SD {t['sd']:.2f}x, hit {100 * t['hit']:.1f}%, "
                     f"clear {100 * t['clear']:.2f}%")
    for choice in (*model.PRINCESSES, "random"):
        if choice not in figs:
            continue
        f = figs[choice]
        text = f"{choice}:"
        if "rtp" in f:
            s = f["shares"]
            text += (f" RTP {100 * f['rtp']:.3f}% +-{100 * f['rtp_half_width']:.3f} pp; shares base {100 * s['base']:.1f}% "
                     f"trinity {100 * s['trinity']:.1f}% free {100 * s['free']:.1f}%;")
        if choice != "random":
            p = f["percentiles"]
            text += (f" feature {f['features']:,}: mean {f['mean']:.2f}x +-{f['mean_half_width']:.2f}, SD {f['sd']:.1f}x,"
                     f" p10/25/50/75/90/99/99.9 " + "/".join(f"{p[str(q)]:.1f}" for q in PERCENTILES)
                     + f", under 10x {100 * f['under'][10]:.1f}%, >=1000x 1 in {1 / f['at_least'][1000] if f['at_least'][1000] else math.inf:,.0f},"
                     f" spins {f['spins']:.1f}, 20 spins {100 * f['reached_20_spins']:.1f}%, ends x20 {100 * f['ends_at_x20']:.1f}%")
            if "controlled_mean" in f:
                text += (f", against the default rung: {f['difference']:+.3f}x +-{f['difference_half_width']:.3f},"
                         f" so {f['controlled_mean']:.3f}x +-{f['controlled_half_width']:.3f}")
            if "mean_for_target" in f:
                text += f", mean for {rtp}%: {f['mean_for_target']:.2f}x"
        text += f"; caps {f['caps']} ({f['caps_by_crown']} by the crown) of {f['features']:,}"
        if f.get("round_cap_one_in"):
            text += f", a round 1 in {f['round_cap_one_in']:,.0f}"
        lines.append(text)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python3 -m midnight_princess_sim.tune", description=__doc__.splitlines()[0])
    parser.add_argument("candidate", nargs="?", help="a candidate's name (see --list)")
    parser.add_argument("--list", action="store_true", help="list the candidates and their notes")
    parser.add_argument("--base", type=int, default=0, help="base spins to play")
    parser.add_argument("--trinity", type=int, default=0, help="trinity rounds to play")
    parser.add_argument("--features", type=int, default=0, help="features of each choice to play")
    parser.add_argument("--choices", default=",".join(model.PRINCESSES), help="which choices' features")
    parser.add_argument("--seed", default="tune", help="run seed (text); a part is recorded once a seed")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--engine", default="compiled", choices=engines.KINDS)
    parser.add_argument("--candidates", type=Path, default=CANDIDATES)
    parser.add_argument("--record", type=Path, default=RECORDS, help="the run record to append to and pool from")
    parser.add_argument("--pooled", action="store_true", help="report every recorded run of the candidate's parts together")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--pairs", action="store_true",
                        help="a rung's features in pairs with the default rung's, measured against docs/par.json's")
    args = parser.parse_args(argv)
    cands = load_candidates(args.candidates)
    if args.list or not args.candidate:
        for name, cand in cands.items():
            print(f"{name}: {cand.get('note', '')}")
        return 0
    cand = cands[args.candidate]
    rtp = args.candidate.removeprefix(RUNG) if args.candidate.startswith(RUNG) else None
    if args.pairs and not rtp:
        parser.error("--pairs plays a rung's features against the default rung's: name a candidate rung:<rtp>")
    strata = sum(parts.trinity_weights(reel_sets(cand[TRINITY.key])))
    if args.trinity % strata:
        parser.error(f"--trinity must be a multiple of {strata} (the trinity reel sets' weights, played in proportion)")
    choices = [c for c in args.choices.split(",") if c]
    counts = {BASE: args.base, TRINITY: args.trinity, **{free(c): args.features for c in choices}}
    counts = {part: n for part, n in counts.items() if n}
    if counts:
        sums, cpu = run(cand, counts, parse_seed(args.seed), args.workers, args.engine, rtp, args.pairs)
        record(args.record, args.candidate, cand, args.seed, sums, cpu)
        print(f"played {', '.join(f'{p.key} {n:,}' for p, n in counts.items())} in {cpu:.0f} CPU-seconds", file=sys.stderr)
    else:
        sums = PartSums()
    if args.pooled or not counts:
        sums = pooled(args.record, cand, PARTS)
    controls = load_control(SHEET, rtp).controls if rtp else {}
    figs = figures(sums, rtp or ladder.DEFAULT, controls)
    print(json.dumps(figs, indent=1) if args.json else render(args.candidate, figs, rtp or ladder.DEFAULT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
