"""RTP by parts: the base spin, the trinity round and the free spins, each simulated alone.

A round's value is ``B + T*Tr + [BC or (T and TC)]*F``: the base spin's win ``B``,
its full meter ``T`` and grid clear ``BC``, the trinity round's win ``Tr`` and clear
``TC``, and the feature's win ``F`` (docs/rules.md sections 4 to 8). The trinity round and
the feature start from nothing the base spin left (x1, an empty meter, a new landing), so
each part can be sampled on its own, as often as its share of the variance asks, and the
parts combine exactly in expectation:

    RTP = E[B] + P(T) E[Tr] + (P(BC) + P(T and not BC) P(TC)) E[F]

The trinity round is sampled by strata: its landing draws one of the phase's reel sets by weight
before anything else, so each set is played alone, in exact proportion to its weight (a chunk's
rounds are a multiple of the weights' total), and the strata's sums add to the round's. That
leaves out the draw of the set, most of the round's variance (the three-symbol set nearly always
clears the grid, the ordinary one rarely does), at no cost to the expectation.

The 95% interval comes from the delta method over the three independent samples. The one
coupling left out is the round's cap (docs/rules.md section 9) when a feature starts from a
win ``w`` already made by the base spin and the trinity round: the feature then pays
``min(F, cap - w)``, not ``min(F, cap)``. For one round that costs at most
``w x P(F > cap - w)``; ``run.cap_bias`` bounds it from the whole-round run's trigger wins.
When the base spin and the trinity round alone reach the cap, the round ends there and its
free spins are forfeited; the parts count those rounds (``capped``), and none has been seen.

Every chunk is seeded from the run's seed, the part and the chunk's index, each feature from
its own child seed (so a capped one can be replayed), and returns exact integer sums, so any
split of the chunks over processes gives the same figures.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from contextlib import contextmanager
from dataclasses import dataclass, field
from collections.abc import Iterator, Sequence
from typing import Any

from midnight_princess import model

from .engines import Engine
from .stats import BET, BINS, Z95, edges, variance

Sums = dict[str, Any]  # ints, and lists of ints for histograms
MAX_SPINS = model.MAX_FREE_SPINS


def base_chunk(engine: Engine, seed: bytes, index: int, spins: int) -> Sums:
    """Base spins alone, the active princess carried from spin to spin."""
    rng = engine.rng.Rng(engine.rng.child_seed(seed, "base", index))
    Round, CAP, CLEAR = engine.play.Round, engine.play.CAP, engine.play.CLEAR
    full = model.METER_FULL
    princess = model.PRINCESSES[rng.below(3)]
    base_win = base_win_sq = full_meter = base_clear = meter_only = full_meter_and_clear = 0
    base_win_at_full_meter = base_win_at_clear = base_win_at_meter_only = hits = powers = capped = 0
    for _ in range(spins):
        play = Round(rng, BET, princess)
        outcome = play.play_base()
        princess = play.princess
        win = play.win
        base_win += win
        base_win_sq += win * win
        powers += play.powers
        if win:
            hits += 1
        if outcome == CAP:
            capped += 1
            continue
        cleared = outcome == CLEAR
        if play.meter >= full:
            full_meter += 1
            base_win_at_full_meter += win
            if cleared:
                full_meter_and_clear += 1
            else:
                meter_only += 1
                base_win_at_meter_only += win
        if cleared:
            base_clear += 1
            base_win_at_clear += win
    return {"spins": spins, "base_win": base_win, "base_win_sq": base_win_sq, "hits": hits,
            "full_meter": full_meter, "base_clear": base_clear, "meter_only": meter_only,
            "full_meter_and_clear": full_meter_and_clear, "base_win_at_full_meter": base_win_at_full_meter,
            "base_win_at_clear": base_win_at_clear, "base_win_at_meter_only": base_win_at_meter_only,
            "powers": powers, "capped": capped}


# A trinity chunk's sums by stratum (one entry a reel set); their totals are trinity_win, ...
STRATUM_KEYS = ("stratum_rounds", "stratum_win", "stratum_win_sq", "stratum_clear", "stratum_win_at_clear")


def trinity_chunk(engine: Engine, seed: bytes, index: int, rounds: int) -> Sums:
    """Trinity rounds alone, each from x1 and a new landing, stratified by the landing's reel set."""
    weights = engine.play.STRIPS["trinity"][0] or (1,)  # the sets the engine plays (the tuner swaps them)
    total = sum(weights)
    if rounds % total:
        raise ValueError(f"trinity rounds come in multiples of {total} (the reel sets' weights): {rounds}")
    Round, CAP, CLEAR = engine.play.Round, engine.play.CAP, engine.play.CLEAR
    strata: dict[str, list[int]] = {key: [] for key in STRATUM_KEYS}
    hits = capped = 0
    for reel_set, weight in enumerate(weights):
        rng = engine.rng.Rng(engine.rng.child_seed(seed, f"trinity:set{reel_set}", index))
        win_sum = win_sq = clear = win_at_clear = 0
        with landing_set(engine, "trinity", reel_set):
            for _ in range(rounds // total * weight):
                play = Round(rng, BET, "love")
                outcome = play.play_trinity()
                win = play.win
                win_sum += win
                win_sq += win * win
                hits += win > 0
                capped += outcome == CAP
                if outcome == CLEAR:
                    clear += 1
                    win_at_clear += win
        for key, value in zip(STRATUM_KEYS, (rounds // total * weight, win_sum, win_sq, clear, win_at_clear),
                              strict=True):
            strata[key].append(value)
    sums: Sums = {"rounds": rounds, "hits": hits, "capped": capped}
    for key, values in strata.items():
        sums[key] = values
        if key != "stratum_rounds":
            sums["trinity_" + key.removeprefix("stratum_")] = sum(values)
    return sums


def trinity_weights() -> tuple[int, ...]:
    """The model's trinity reel-set weights: the strata and their shares."""
    return tuple(weight for weight, _ in model.REEL_SETS["trinity"])


@contextmanager
def landing_set(engine: Engine, phase: str, reel_set: int) -> Iterator[None]:
    """Every landing of ``phase`` on one of its reel sets, no draw: the stratum's condition."""
    strips = engine.play.STRIPS
    saved = strips[phase]
    strips[phase] = ((), (), (saved[2][reel_set],))  # one set: no draw (see play._prepare)
    try:
        yield
    finally:
        strips[phase] = saved


def feature_seed(engine: Engine, seed: bytes, choice: str, index: int, number: int) -> bytes:
    """The seed of one feature of a parts chunk: each its own, so any one can be replayed."""
    return engine.rng.child_seed(seed, f"free:{choice}:{index}", number)  # type: ignore[no-any-return]


def feature_chunk(engine: Engine, seed: bytes, index: int, features: int, choice: str) -> Sums:
    """Free-spins features alone for one choice, each from x1 and an empty meter."""
    Round, Rng = engine.play.Round, engine.rng.Rng
    bin_edges = edges(BET)
    histogram = [0] * BINS
    feature_win = feature_win_sq = prize = capped = extensions = spins = clears = largest = 0
    hits = reached_max = capped_by_crown = lost_to_cap = 0
    for number in range(features):
        play = Round(Rng(feature_seed(engine, seed, choice, index, number)), BET, "love")
        play.play_free_spins(choice)
        win = play.win
        feature_win += win
        feature_win_sq += win * win
        histogram[bisect_right(bin_edges, win)] += 1
        hits += win > 0
        prize += play.win_prize
        extensions += play.extensions
        spins += play.free_spins_played
        clears += play.clears
        reached_max += play.free_total >= MAX_SPINS
        if win > largest:
            largest = win
        if play.capped:
            capped += 1
            crown, uncapped = replay_capped(engine, feature_seed(engine, seed, choice, index, number), choice)
            capped_by_crown += crown
            lost_to_cap += uncapped - win
    return {"features": features, "feature_win": feature_win, "feature_win_sq": feature_win_sq,
            "hits": hits, "prize": prize, "capped": capped, "capped_by_crown": capped_by_crown,
            "lost_to_cap": lost_to_cap, "extensions": extensions, "spins": spins, "clears": clears,
            "reached_max_spins": reached_max, "largest": largest, "histogram": histogram}


def replay_capped(engine: Engine, seed: bytes, choice: str) -> tuple[bool, int]:
    """Replay a capped feature with its steps and without the cap: (cap reached through an
    all-moon landing, the win it would have paid uncapped)."""
    steps: list[dict[str, Any]] = []
    play = engine.play.Round(engine.rng.Rng(seed), BET, "love", steps=steps)
    play.cap = 1 << 62
    play.play_free_spins(choice)
    return through_crown(steps, model.MAX_WIN_X * BET), play.win


def through_crown(steps: list[dict[str, Any]], cap: int) -> bool:
    """True when an all-moon landing came before the round's win reached ``cap``."""
    for step in steps:
        if step["t"] == "land" and all(cell == "moon" for row in step["grid"] for cell in row):
            return True
        if step["t"] in ("win", "prize") and step["round_win"] >= cap:
            return False
    return False


def merge(chunks: Sequence[Sums]) -> Sums:
    """Add chunk sums (``largest`` is a maximum, lists add by position, ``capped_before`` lists join)."""
    total: Sums = {}
    for chunk in chunks:
        for key, value in chunk.items():
            if key == "capped_before":  # the tuner's record of each capped play, one entry a play
                total[key] = total.get(key, []) + list(value)
            elif key not in total:
                total[key] = list(value) if isinstance(value, list) else value
            elif isinstance(value, list):
                total[key] = [a + b for a, b in zip(total[key], value, strict=True)]
            elif key == "largest":
                total[key] = max(total[key], value)
            else:
                total[key] = total[key] + value
    return total


@dataclass
class Estimate:
    """The RTP of one free-spins choice, by parts, with its 95% interval (fractions of the bet)."""

    rtp: float
    half_width: float
    base: float
    trinity: float
    free: float
    prize: float
    trigger: float
    feature_mean_x: float
    parts_variance: dict[str, float] = field(default_factory=dict)


def combine(base: Sums, trinity: Sums, *features: Sums) -> Estimate:
    """The RTP and its interval from the three parts' sums.

    With several choices' features (a player picking at random), the feature's mean is the mean
    of the choices' means, each from its own sample, so the choices may have different counts.
    """
    def b(key: str) -> int:
        return int(base[key])

    def t(key: str) -> int:
        return int(trinity[key])

    spins, rounds = b("spins"), t("rounds")
    means = [int(f["feature_win"]) / int(f["features"]) / BET for f in features]
    mean_feature = sum(means) / len(features)
    mean_prize = sum(int(f["prize"]) / int(f["features"]) for f in features) / len(features) / BET
    mean_base = b("base_win") / spins / BET
    p_meter, p_clear, p_meter_only = b("full_meter") / spins, b("base_clear") / spins, b("meter_only") / spins
    mean_trinity, p_trinity_clear = t("trinity_win") / rounds / BET, t("trinity_clear") / rounds
    trigger = p_clear + p_meter_only * p_trinity_clear
    rtp = mean_base + p_meter * mean_trinity + trigger * mean_feature
    # Base sample: Var(B + a_t*T + a_bc*BC + a_s*S) per spin (S: full meter without a clear),
    # from the stored cross sums; T*BC and T*S are counted, BC*S is never both.
    a_t, a_bc, a_s = mean_trinity, mean_feature, p_trinity_clear * mean_feature
    second = (b("base_win_sq") / BET / BET / spins + a_t**2 * p_meter + a_bc**2 * p_clear + a_s**2 * p_meter_only
              + 2 * a_t * b("base_win_at_full_meter") / BET / spins + 2 * a_bc * b("base_win_at_clear") / BET / spins
              + 2 * a_s * b("base_win_at_meter_only") / BET / spins
              + 2 * a_t * a_bc * b("full_meter_and_clear") / spins + 2 * a_t * a_s * p_meter_only)
    mean_linear = mean_base + a_t * p_meter + a_bc * p_clear + a_s * p_meter_only
    var_base = max(second - mean_linear**2, 0.0) / spins
    # Trinity sample: Var(P(T)*Tr + P(S)*E[F]*TC) per trinity round, within each stratum.
    var_trinity = _trinity_variance(trinity, p_meter, p_meter_only * mean_feature) / rounds
    var_mean_feature = sum(variance(int(f["feature_win"]), int(f["feature_win_sq"]), int(f["features"]))
                           / int(f["features"]) for f in features) / len(features) ** 2 / BET / BET
    var_feature = trigger**2 * var_mean_feature
    half = Z95 * math.sqrt(var_base + var_trinity + var_feature)
    return Estimate(
        rtp=rtp, half_width=half, base=mean_base, trinity=p_meter * mean_trinity,
        free=trigger * (mean_feature - mean_prize), prize=trigger * mean_prize, trigger=trigger,
        feature_mean_x=mean_feature,
        parts_variance={"base": var_base, "trinity": var_trinity, "free": var_feature},
    )


def _trinity_variance(trinity: Sums, c_tr: float, c_tc: float) -> float:
    """Var(c_tr*Tr + c_tc*TC) of one trinity round: pooled within the strata when the sample is
    stratified (proportional, so the weights are the counts' shares), else over the whole sample."""
    if "stratum_rounds" in trinity and sum(trinity["stratum_rounds"]) == trinity["rounds"]:
        strata = list(zip(*(trinity[key] for key in STRATUM_KEYS), strict=True))
    else:  # a sample drawn without strata (the tuner's older records)
        keys = ("rounds", "trinity_win", "trinity_win_sq", "trinity_clear", "trinity_win_at_clear")
        strata = [tuple(trinity[key] for key in keys)]
    total = 0.0
    for rounds, win, win_sq, clear, win_at_clear in strata:
        if not rounds:
            continue
        mean, p_clear = win / rounds / BET, clear / rounds
        var_tr = variance(win, win_sq, rounds) / BET / BET
        cov = win_at_clear / rounds / BET - mean * p_clear
        total += rounds * (c_tr**2 * var_tr + c_tc**2 * p_clear * (1 - p_clear) + 2 * c_tr * c_tc * cov)
    return total / int(trinity["rounds"])
