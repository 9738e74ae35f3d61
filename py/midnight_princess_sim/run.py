"""A simulation run: its chunks cut, played (``chunks.py``: here, local processes or Dask) and merged.

Three kinds of chunk make a run: whole rounds (``rounds.py``, the cross-check and everything a
player meets), the parts (``parts.py``, the headline RTP and its interval) and the breakdown
(``detail.py``, where the wins come from). Every chunk is named by the run seed and its index,
returns exact integer sums and the CPU seconds it took, and is refused when another engine played
it, so 1 process, 2 or a cluster give the same digits.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from midnight_princess import ladder, model

from . import detail, engines, par, parts, rounds
from .chunks import CHUNK_SIZES, AnyChunk, Chunk, PartSums, Played, cut, cut_rounds, execute
from .part import BASE, TRINITY, Part, free
from .figures import ControlFigures, ControlSource, CrossCheckPlan, PartsChoice, PartsFigures, Plan, Result, RunConfig
from .stats import (BET, BINS, CAP_X100, CROSS_CHECK_HALF_WIDTH, EDGES_X100, Z95, cross_check_half_width, target_of,
                    proof_half_width, variance, wilson, wilson_of_mean)
from .parts import Control, Mixture
from .sums import merge_all, merged, to_json

CHUNK_ROUNDS = 100_000
DEFAULT_SPLITS = 4  # measured best for --choice all with the current model; the run prints its own suggestion
DEFAULT_SEED = "midnight-princess"
# RTP by parts: trinity rounds and features a choice, per base spin played; close to the
# allocation that gives the narrowest interval for the work (cost-weighted Neyman). --plan measures it.
TRINITY_SHARE = 0.16
FEATURE_SHARE = 0.027

FeatureShare = float | dict[str, float]  # one share for every choice, or one a choice


def part_counts(base_spins: int, choices: Sequence[str], trinity_share: float = TRINITY_SHARE,
                feature_share: FeatureShare = FEATURE_SHARE, rtp: str = ladder.DEFAULT,
                one_set: bool = False) -> dict[Part, int]:
    """How many plays of each part a parts run of ``base_spins`` makes. Trinity rounds come in
    whole multiples of the rung's trinity reel sets' weights, the strata's exact proportions
    (``one_set``: the rounds land on one set alone, any number)."""
    strata = 1 if one_set else sum(parts.trinity_weights(ladder.reel_sets(rtp)["trinity"]))
    counts = {BASE: base_spins, TRINITY: _round_up(math.ceil(base_spins * trinity_share), strata)}
    for choice in choices:
        share = feature_share if isinstance(feature_share, float | int) else feature_share[choice]
        counts[free(choice)] = math.ceil(base_spins * share)
    return counts


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
             feature_share: FeatureShare = FEATURE_SHARE, rtp: str = ladder.DEFAULT,
             control: Path | None = None, pairs: Sequence[str] | None = None) -> Result:
    """Run the chunks of the rung ``rtp`` and return every figure, JSON-ready. ``control``: the
    default rung's par.json; the features of the choices in ``pairs`` (all when None) are played in
    pairs with the default's and measured against that sheet's (``parts.feature_mean``)."""
    if rounds_count < 0 or chunk < 1 or splits < 1 or parts_rounds < 0 or detail_rounds < 0:
        raise ValueError("rounds, parts and detail must be at least 0, chunk and splits at least 1")
    if not (rounds_count or parts_rounds or detail_rounds):
        raise ValueError("nothing to play: give --rounds, --parts or --detail")
    if rtp not in ladder.RTPS:
        raise ValueError(f"no rung {rtp!r} on the ladder: one of {', '.join(ladder.RTPS)}")
    if pairs is not None and set(pairs) - set(model.PRINCESSES):
        raise ValueError(f"pairs are played of the choices {', '.join(model.PRINCESSES)}: {', '.join(pairs)}")
    reference = load_control(control, rtp) if control else None
    controls = {c: v for c, v in (reference.controls if reference else {}).items() if pairs is None or c in pairs}
    mixture = reference.mixture if reference else None
    added = reference.added if reference else {}
    kind = engines.load(engine).kind  # built here first, so every worker finds it ready
    choices = list(model.PRINCESSES) if choice == "all" else [choice]
    # A random pick's parts are the three choices' features (its figures their mean).
    part_choices = list(model.PRINCESSES) if choice == "random" else [c for c in choices if c in model.PRINCESSES]
    round_chunks = cut_rounds(rounds_count, seed, choices, splits, chunk, kind, rtp)
    # Measured against the default rung, a rung plays of its base game and trinity round only the sets it adds.
    counts = part_counts(parts_rounds, part_choices, trinity_share, feature_share, rtp, bool(added)) if parts_rounds else {}
    details = part_counts(detail_rounds, part_choices, trinity_share, feature_share, rtp) if detail_rounds else {}
    specs: list[AnyChunk] = [*round_chunks, *cut(counts, seed, "part", kind, rtp=rtp, paired=list(controls), strata=added),
                             *cut(details, seed, "detail", kind, rtp=rtp)]
    got = _Collected([None] * len(round_chunks))
    cpu: dict[str, float] = {}
    plays: dict[str, int] = {}
    bar = _progress(sum(s.rounds if isinstance(s, rounds.RoundsChunk) else s.count for s in specs), progress)
    running: rounds.RoundSums | None = None
    started = time.perf_counter()
    try:
        for done in execute(specs, workers, scheduler, cluster):
            if done.engine != engines.fingerprint(rtp):
                raise RuntimeError(f"chunk {done.chunk} was played by another engine "
                                   f"({done.engine} != {engines.fingerprint(rtp)})")
            for key in done.rate_keys:  # every choice's features also on their own: their costs differ
                cpu[key] = cpu.get(key, 0.0) + done.cpu
                plays[key] = plays.get(key, 0) + done.count
            bar.update(done.count)
            got.add(done)
            if isinstance(done.sums, rounds.RoundSums):
                running = done.sums if running is None else merged(running, done.sums)
                bar.set_postfix_str(" ".join(
                    f"{c} {100 * rounds.estimate(running, c, splits)['rtp']:.2f}%" for c in choices))
    finally:
        bar.close()
    seconds = time.perf_counter() - started
    chunks = [w for w in got.whole if w is not None]
    total = merge_all(chunks) if chunks else None
    rates = {key: plays[key] / cpu[key] for key in cpu if cpu[key] > 0}
    config: RunConfig = {"rounds": rounds_count, "seed": seed.hex(), "choice": choice, "splits": splits,
                         "chunk": chunk, "chunks": len(chunks), "bet": BET,
                         "parts": {part.key: n for part, n in counts.items()},
                         "detail": {part.key: n for part, n in details.items()}}
    if reference:
        config["control"] = {**reference.source, "pairs": list(controls)}
        if mixture:
            config["control"]["added"] = {BASE.key: mixture.base_share, TRINITY.key: mixture.trinity_share}
    result: Result = {
        "command": command,
        "config": config,
        "engine": engines.fingerprint(rtp),
        "git": git_commit(Path(__file__).resolve().parent),
        "model": {"rtp_target": target_of(rtp), "rtp": rtp, "proof_half_width": proof_half_width(rtp)},
        "base": rounds.base_figures(total) if total else None,
        "choices": {c: rounds.estimate(total, c, splits) for c in choices} if total else {},
        "convergence": rounds.convergence(chunks, choices, splits) if total else {},
        "totals": to_json(total) if total else None,
        "parts": got.parts_figures(part_choices, total, controls, mixture) if counts else None,
        # In the order of the counts, whatever order the chunks came back in.
        "detail": {part.key: to_json(got.detail[part]) for part in details} or None,
        "run": {"engine": kind, "workers": workers, "scheduler": scheduler, "cluster": cluster,
                "seconds": seconds, "cpu_seconds": sum(cpu.values()),
                "rounds_per_second": rounds_count / seconds if seconds and rounds_count else None,
                "rounds_per_cpu_second": rates.get("rounds:rounds"),
                "plays_per_cpu_second": rates, "load_average": os.getloadavg()[0]},
    }
    if result["parts"]:
        result["plan"] = plan(result)
    return result


@dataclass
class _Collected:
    """A run's chunks as they come back: the whole rounds chunk by chunk, the parts and the breakdown by part."""

    whole: list[rounds.RoundSums | None]
    parts: PartSums = field(default_factory=PartSums)
    detail: dict[Part, detail.DetailSums] = field(default_factory=dict)

    def add(self, done: Played) -> None:
        """One chunk's sums, where they belong."""
        sums, chunk = done.sums, done.chunk
        if isinstance(sums, rounds.RoundSums):
            self.whole[chunk.index] = sums
        elif isinstance(sums, detail.DetailSums):
            part = Part.of(sums.part)
            self.detail[part] = merged(self.detail[part], sums) if part in self.detail else sums
        else:
            assert isinstance(chunk, Chunk)
            self.parts.add(chunk.part, sums)

    def parts_figures(self, choices: Sequence[str], whole: rounds.RoundSums | None, controls: dict[str, Control],
                      mixture: Mixture | None) -> PartsFigures:
        """The RTP by parts from the merged sums."""
        got = self.parts
        assert got.base is not None and got.trinity is not None, "a parts run plays base spins and trinity rounds"
        return parts_figures(got.base, got.trinity, {c: got.features[c] for c in choices}, whole, controls, mixture)


@dataclass(frozen=True)
class Reference:
    """What a rung's run is measured against: the default rung's sheet (``source``), its proven
    features (``controls``, by choice) and base game and trinity round, mixed with the sets the rung
    adds (``mixture``; None when the rung is not the default's with sets added), and those sets'
    indices by phase (``added``: each played alone)."""

    source: ControlSource
    controls: dict[str, Control]
    mixture: parts.Mixture | None
    added: dict[str, int]


def added_sets(rtp: str) -> dict[str, tuple[int, float]] | None:
    """By phase (the base game, the trinity round): the one set a rung lands more often than the
    default rung, and those extra landings' share of the rung's; every other landing is the default
    rung's. None when the rung is not the default's with landings added."""
    out = {}
    for phase in (BASE.key, TRINITY.key):
        default, own = model.REEL_SETS[phase], ladder.reel_sets(rtp)[phase]
        if [reels for _, reels in own][: len(default)] != [reels for _, reels in default]:
            return None
        extra = [weight - (default[i][0] if i < len(default) else 0) for i, (weight, _) in enumerate(own)]
        grown = [i for i, more in enumerate(extra) if more]
        if len(grown) != 1 or any(more < 0 for more in extra):
            return None
        out[phase] = (grown[0], extra[grown[0]] / sum(weight for weight, _ in own))
    return out


def load_control(path: Path, rtp: str) -> Reference:
    """The default rung's proven figures, from its par.json, for a rung measured against them."""
    if rtp == ladder.DEFAULT:
        raise ValueError(f"the default rung {rtp} is the control: it is measured on its own")
    sheet = json.loads(path.read_text(encoding="utf-8"))
    if sheet.get("engine") != engines.fingerprint() or sheet.get("model", {}).get("rtp", ladder.DEFAULT) != ladder.DEFAULT:
        raise ValueError(f"{path} is not the default rung's sheet of this engine ({engines.fingerprint()}): "
                         "prove the default rung first")
    figures, base = sheet["parts"]["choices"], sheet["parts"]["base"]
    def control(figures: dict[str, Any]) -> Control:
        n, rate = figures["features"], figures["features_capped"] / figures["features"]
        return Control(figures["feature_mean_x"], figures["feature_sd_x"] ** 2 / n, rate, rate * (1 - rate) / n)

    controls = {c: control(figures[c]) for c in model.PRINCESSES}
    some = figures[model.PRINCESSES[0]]
    proven = parts.Proven(
        base=some["base"], meter=base["full_meter"], base_clear=base["base_clear"], meter_only=base["meter_only"],
        hit=base["hit_rate"], base_variance=max(figures[c]["variance_per_play"]["base"] for c in model.PRINCESSES),
        spins=base["spins"], trinity=some["trinity"] / base["full_meter"], trinity_clear=base["trinity_clear"],
        trinity_hit=base["trinity_hit_rate"],
        trinity_variance=max(figures[c]["variance_per_play"]["trinity"] for c in model.PRINCESSES),
        rounds=base["trinity_rounds"])
    added = added_sets(rtp)
    mixture = parts.Mixture(proven, added[BASE.key][1], added[TRINITY.key][1]) if added else None
    source: ControlSource = {"sheet": path.as_posix(), "engine": sheet["engine"], "seed": sheet["config"]["seed"],
                             "pairs": list(controls)}
    return Reference(source, controls, mixture, {phase: index for phase, (index, _) in (added or {}).items()})


# --- figures from the parts -------------------------------------------------------------------

def parts_figures(base: parts.BaseSums, trinity: parts.TrinitySums, features: dict[str, parts.FeatureSums],
                  whole: rounds.RoundSums | None = None, controls: dict[str, Control] | None = None,
                  mixture: parts.Mixture | None = None) -> PartsFigures:
    """The RTP by parts for each choice (and for a random choice, when all three ran); with a
    ``mixture``, the base spins and trinity rounds are of the sets a rung adds to the default rung's."""
    choices = list(features)
    controls = controls or {}
    figures = {choice: _choice_figures(base, trinity, [feature], whole, [controls.get(choice)], mixture)
               for choice, feature in features.items()}
    if set(choices) == set(model.PRINCESSES):
        figures["random"] = _random_figures(base, trinity, [features[c] for c in choices], whole,
                                            [figures[c] for c in choices], [controls.get(c) for c in choices], mixture)
    counts = {BASE.key: base.spins, TRINITY.key: trinity.rounds,
              **{free(c).key: feature.features for c, feature in features.items()}}
    spins, trinity_rounds = base.spins, trinity.rounds

    def mixed(proven: float, own: float, share: float) -> float:
        return own if mixture is None else (1 - share) * proven + share * own

    b, t = (mixture.base_share, mixture.trinity_share) if mixture else (1.0, 1.0)
    m = mixture.proven if mixture else None
    meter_only = mixed(m.meter_only if m else 0.0, base.meter_only / spins, b)
    trinity_clear = mixed(m.trinity_clear if m else 0.0, trinity.trinity_clear / trinity_rounds, t)
    base_clear = mixed(m.base_clear if m else 0.0, base.base_clear / spins, b)
    return {"counts": counts, "choices": figures, "base": {
        "spins": spins, "hit_rate": mixed(m.hit if m else 0.0, base.hits / spins, b),
        "full_meter": mixed(m.meter if m else 0.0, base.full_meter / spins, b),
        "base_clear": base_clear, "meter_only": meter_only, "capped": base.capped,
        "trinity_rounds": trinity_rounds,
        "trinity_hit_rate": mixed(m.trinity_hit if m else 0.0, trinity.hits / trinity_rounds, t),
        "trinity_clear": trinity_clear,
        "trinity_capped": trinity.capped,
        "trigger_by_base_clear": base_clear,
        "trigger_by_trinity_clear": meter_only * trinity_clear,
    }}


def _choice_figures(base: parts.BaseSums, trinity: parts.TrinitySums, features: list[parts.FeatureSums],
                    whole: rounds.RoundSums | None, controls: Sequence[Control | None] = (),
                    mixture: parts.Mixture | None = None) -> PartsChoice:
    """One choice's figures by parts; with several choices' features, a random pick's (their union)."""
    controlled = [c for c in controls if c is not None]
    est = parts.combine(base, trinity, *features, controls=controls if controlled else (), mixture=mixture)
    feature = merge_all(features)
    n, capped, by_crown = feature.features, feature.capped, feature.capped_by_crown
    low, high = wilson(capped, n)
    figures: PartsChoice = {
        "rtp": est.rtp, "ci95": est.half_width, "rtp_low": est.rtp - est.half_width,
        "rtp_high": est.rtp + est.half_width, "base": est.base, "trinity": est.trinity,
        "free_spins": est.free, "clear_prizes": est.prize, "trigger": est.trigger,
        "trigger_one_in": 1 / est.trigger, "feature_mean_x": est.feature_mean_x,
        "ci95_by_part": {k: Z95 * math.sqrt(v) for k, v in est.parts_variance.items()},
        "variance_per_play": {"base": est.parts_variance["base"] * base.spins,
                              "trinity": est.parts_variance["trinity"] * trinity.rounds,
                              "free": est.parts_variance["free"] * n},
        "features": n,
        "features_capped": capped,
        "features_capped_by_crown": by_crown,
        "features_capped_by_drops": capped - by_crown,
        "largest_feature_x": feature.largest / BET,
        "feature_sd_x": math.sqrt(max(feature.feature_win_sq / n - (feature.feature_win / n) ** 2, 0.0)) / BET,
        "feature_hit_rate": feature.hits / n,
        "spins_per_feature": feature.spins / n,
        "extensions_per_feature": feature.extensions / n,
        "prizes_per_feature": feature.clears / n,
        "reached_max_spins": feature.reached_max_spins / n,
        "feature_histogram": feature.histogram,
        # Max win per round: the feature's cap odds times the trigger rate (its error is far smaller).
        "round_capped": est.trigger * capped / n,
        "round_capped_ci95": [est.trigger * low, est.trigger * high],
        "round_capped_by_crown": est.trigger * by_crown / n,
        "round_capped_by_drops": est.trigger * (capped - by_crown) / n,
        "rtp_lost_to_cap": est.trigger * feature.lost_to_cap / n / BET,
        "cap_bias_bound": cap_bias(whole, feature.histogram) if whole else None,
    }
    if len(features) == 1 and controlled:
        figures["control"] = control_figures(features[0], controlled[0])
    if len(features) == 1 and controlled and features[0].twins_capped:
        # The cap odds by the twins too: the default rung's features that reached it tell what these few cannot.
        rate = parts.cap_rate(features[0], controlled[0])
        half = Z95 * math.sqrt(rate.variance + rate.control_variance)
        crown = by_crown / capped if capped else 0.0
        figures["round_capped"] = est.trigger * rate.mean_x
        figures["round_capped_ci95"] = [est.trigger * max(rate.mean_x - half, 0.0), est.trigger * (rate.mean_x + half)]
        figures["round_capped_by_crown"] = figures["round_capped"] * crown
        figures["round_capped_by_drops"] = figures["round_capped"] * (1 - crown)
        figures["control"]["cap_half_width"] = half
    return figures


def control_figures(feature: parts.FeatureSums, control: Control) -> ControlFigures:
    """What the pairs measured of one choice's features: the twins' mean against the default rung's,
    the slope that corrects the rung's mean by it, and the rung's own mean."""
    controlled, own = parts.feature_mean(feature, control), parts.feature_mean(feature)
    return {"sheet_mean_x": control.mean_x, "sheet_half_width_x": Z95 * math.sqrt(control.variance_of_mean),
            "pairs": feature.features, "pairs_differing": feature.twins_differing,
            "twin_mean_x": feature.twin_win / feature.features / BET, "beta": controlled.beta,
            "variance_left": controlled.variance / own.variance if own.variance else 0.0,
            "own_mean_x": own.mean_x, "own_half_width_x": Z95 * math.sqrt(own.variance),
            "twins_capped": feature.twins_capped, "sheet_cap_rate": control.cap_rate,
            "cap_half_width": 0.0}


def _random_figures(base: parts.BaseSums, trinity: parts.TrinitySums, features: list[parts.FeatureSums],
                    whole: rounds.RoundSums | None, each: list[PartsChoice],
                    controls: Sequence[Control | None] = (), mixture: parts.Mixture | None = None) -> PartsChoice:
    """A random pick: the mean of the choices' figures, each a third whatever its sample size; its
    counts, caps and largest win those of the three together."""
    out = _choice_figures(base, trinity, features, whole, controls, mixture)
    k = len(each)

    def mean(values: list[float]) -> float:
        return sum(values) / k

    out["feature_hit_rate"] = mean([f["feature_hit_rate"] for f in each])
    out["spins_per_feature"] = mean([f["spins_per_feature"] for f in each])
    out["extensions_per_feature"] = mean([f["extensions_per_feature"] for f in each])
    out["prizes_per_feature"] = mean([f["prizes_per_feature"] for f in each])
    out["reached_max_spins"] = mean([f["reached_max_spins"] for f in each])
    out["round_capped"] = mean([f["round_capped"] for f in each])
    out["round_capped_by_crown"] = mean([f["round_capped_by_crown"] for f in each])
    out["round_capped_by_drops"] = mean([f["round_capped_by_drops"] for f in each])
    out["rtp_lost_to_cap"] = mean([f["rtp_lost_to_cap"] for f in each])
    second = mean([f["feature_sd_x"] ** 2 + f["feature_mean_x"] ** 2 for f in each])
    out["feature_sd_x"] = math.sqrt(max(second - out["feature_mean_x"] ** 2, 0.0))
    # The cap odds are a mean too: their interval is the mean's, not the union's.
    if all("control" in f and f["control"]["cap_half_width"] for f in each):
        half = math.sqrt(sum(f["control"]["cap_half_width"] ** 2 for f in each)) / k * out["trigger"]
        out["round_capped_ci95"] = [max(out["round_capped"] - half, 0.0), out["round_capped"] + half]
    else:
        low, high = wilson_of_mean([(f["features_capped"], f["features"]) for f in each])
        out["round_capped_ci95"] = [out["trigger"] * low, out["trigger"] * high]
    return out


def cap_bias(whole: rounds.RoundSums, feature_histogram: list[int]) -> float:
    """A bound on what the parts overstate by capping a feature alone: the mean over rounds of
    w x P(F > cap - w), w the win before the feature (whole-round run), F the feature's win (parts)."""
    trigger_histogram = whole.trigger.histogram
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
    return bound / whole.rounds


# --- planning a proof --------------------------------------------------------------------------

def plan(result: Result, half_width: float | None = None, cross_check: float | None = None, cores: int = 2) -> Plan:
    """The cheapest parts run for a half-width on every choice (the rung's proof's unless given),
    from this run's variances and CPU rates.

    The base spins and the trinity rounds serve every choice, each choice's features only that
    choice. With a play's variance V and CPU cost c, giving the shared parts a share x of the
    variance budget e costs S^2/x (S = sqrt(V_base c_base) + sqrt(V_trinity c_trinity), split
    between the two by Neyman), and the features cost F/(e - x) (F = the sum over choices of
    V_choice c_choice); the cheapest x is e S / (S + sqrt(F)). Features measured against the
    default rung's sheet (a pair a play) first leave that sheet's own variance out of e.
    """
    assert result["parts"] is not None, "a plan needs a parts run"
    rtp = result["model"].get("rtp", ladder.DEFAULT)
    half_width = half_width or proof_half_width(rtp)
    cross_check = cross_check or cross_check_half_width(rtp)
    figures = result["parts"]["choices"]
    rates = result["run"]["plays_per_cpu_second"]
    choices = [c for c in figures if c != "random"]
    shared_parts = (BASE.key, TRINITY.key)
    cost = {k: 1 / rates["part:" + k] for k in shared_parts}  # CPU-seconds a play
    cost |= {c: 1 / rates.get("part:" + free(c).key, rates["part:free"]) for c in choices}
    # The shared parts' variance a play depends a little on the choice (through its feature mean).
    variance = {k: max(figures[c]["variance_per_play"][k] for c in choices) for k in shared_parts}
    variance |= {c: figures[c]["variance_per_play"]["free"] for c in choices}
    # A choice measured in pairs costs a pair a play; alone, half as much at its own variance: the cheaper way.
    paired = [c for c in choices if "control" in figures[c] and 2 * figures[c]["control"]["variance_left"] < 1]
    for c in choices:
        if "control" in figures[c] and c not in paired:
            own = (figures[c]["control"]["own_half_width_x"] / Z95 * figures[c]["trigger"]) ** 2
            variance[c], cost[c] = own, cost[c] / 2
    # What the reference sheet brings to each interval is fixed: the budget is what is left of it.
    budget = (half_width / Z95) ** 2 - max((figures[c]["ci95_by_part"].get("control", 0.0) / Z95) ** 2 for c in choices)
    shared = sum(math.sqrt(variance[k] * cost[k]) for k in shared_parts)
    own = sum(variance[c] * cost[c] for c in choices)
    x = budget * shared / (shared + math.sqrt(own))
    counts = {k: math.ceil(shared / x * math.sqrt(variance[k] / cost[k])) for k in shared_parts}
    counts |= {c: math.ceil(variance[c] / (budget - x)) for c in choices}
    cpu_parts = sum(counts[k] * cost[k] for k in counts)
    spins = counts[BASE.key]
    shares = {c: counts[c] / spins for c in choices}
    trinity_share = counts[TRINITY.key] / spins
    cross: CrossCheckPlan | None = None
    if result.get("choices") and rates.get("rounds:rounds"):
        needed = math.ceil(max(f["rounds_for_cross_check"] or 0 for f in result["choices"].values())
                           * (CROSS_CHECK_HALF_WIDTH / cross_check) ** 2)
        cross = {"half_width": cross_check, "rounds": needed, "cpu_seconds": needed / rates["rounds:rounds"]}
    total = cpu_parts + (cross["cpu_seconds"] if cross else 0.0)
    splits = result["config"]["splits"]
    return {
        "half_width": half_width, "widest_choice": max(choices, key=lambda c: figures[c]["ci95"]),
        "base_spins": spins, "trinity_share": trinity_share, "feature_share": shares,
        "cpu_seconds_parts": cpu_parts, "cores": cores, "cross_check": cross, "cpu_seconds": total,
        "wall_seconds_on_idle_cores": total / cores,
        "command": (
            f"nice -n 10 python3 -m midnight_princess_sim --engine compiled --workers {cores} "
            f"--rounds {_round_up(cross['rounds'] if cross else 1_000_000, CHUNK_ROUNDS)} --splits {splits} "
            f"--parts {_round_up(spins, CHUNK_SIZES['part']['base'])} --trinity-share {trinity_share:.4f} "
            f"--feature-share {format_shares(shares)} --detail 4000000 --seed SEED"
            + ("" if rtp == ladder.DEFAULT else f" --rtp {rtp}")
            + (f" --control {par.sheet_dir(ladder.DEFAULT) / par.JSON_NAME} --pairs {','.join(paired) or 'none'}"
               if "control" in result["config"] else "")
            + f" --report {par.sheet_dir(rtp)}/"),
    }


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
