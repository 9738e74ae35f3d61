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
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass, field
from typing import Any

from midnight_princess import ladder, model

from .engines import Engine
from .stats import BET, BINS, FINE_EDGES, Z95, edges, variance
from .sums import JOINED, maximum, named

MAX_SPINS = model.MAX_FREE_SPINS


@dataclass
class BaseSums:
    """Base spins played alone: their wins, and how often each road to the feature opened."""

    spins: int
    base_win: int
    base_win_sq: int
    hits: int
    full_meter: int  # spins that filled the meter (a trinity round follows)
    base_clear: int  # spins that cleared the grid (free spins follow)
    meter_only: int  # a full meter without a clear: free spins only if the trinity round clears
    full_meter_and_clear: int
    base_win_at_full_meter: int  # the cross sums the interval needs
    base_win_at_clear: int
    base_win_at_meter_only: int
    powers: int
    capped: int


@dataclass
class TrinitySums:
    """Trinity rounds played alone, by strata: one entry a reel set of the landing, and their totals."""

    rounds: int
    hits: int
    capped: int
    trinity_win: int
    trinity_win_sq: int
    trinity_clear: int
    trinity_win_at_clear: int
    # Empty in the tuner's records made before the strata.
    stratum_rounds: list[int] = field(default_factory=list)
    stratum_win: list[int] = field(default_factory=list)
    stratum_win_sq: list[int] = field(default_factory=list)
    stratum_clear: list[int] = field(default_factory=list)
    stratum_win_at_clear: list[int] = field(default_factory=list)


@dataclass
class FeatureSums:
    """One choice's features played alone, each from x1 and an empty meter."""

    features: int
    feature_win: int
    feature_win_sq: int
    hits: int
    prize: int  # the grid-clear prizes' share of feature_win
    capped: int
    capped_by_crown: int  # capped through an all-moon landing; the rest by long drops
    lost_to_cap: int  # what the capped features would have paid beyond the cap
    extensions: int
    spins: int  # free spins played
    reached_max_spins: int
    multiplier_sum: int  # the multipliers the features ended on, added
    at_top: int  # features that ended on the top multiplier
    fine_histogram: list[int] = field(metadata=named("bins"))  # by FINE_EDGES, for the tuner's percentiles
    capped_before: list[int] = field(default_factory=list, metadata=JOINED)  # each capped feature's win when its capping spin began
    # Kept since the parts run and the tuner share this loop: 0 and empty in older tuning records.
    clears: int = 0
    largest: int = field(default=0, metadata=maximum())
    histogram: list[int] = field(default_factory=list)  # by stats.EDGES_X100
    # Played in pairs (a rung against the default one, on one seed each): the twins' wins, their
    # squares and the pairs' squared differences, for the estimate by common random numbers (``Control``).
    twins: int = 0
    twin_win: int = 0
    twin_win_sq: int = 0
    twin_diff_sq: int = 0
    twins_differing: int = 0
    twins_capped: int = 0
    both_capped: int = 0


def base_chunk(engine: Engine, seed: bytes, index: int, spins: int) -> BaseSums:
    """Base spins alone, the active princess carried from spin to spin."""
    rng = engine.rng.Rng(engine.rng.child_seed(seed, "base", index))
    Round, CAP, CLEAR = engine.play.Round, engine.play.CAP, engine.play.CLEAR
    full = model.METER_FULL
    princess = model.PRINCESSES[rng.below(len(model.PRINCESSES))]
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
    return BaseSums(spins=spins, base_win=base_win, base_win_sq=base_win_sq, hits=hits, full_meter=full_meter,
                    base_clear=base_clear, meter_only=meter_only, full_meter_and_clear=full_meter_and_clear,
                    base_win_at_full_meter=base_win_at_full_meter, base_win_at_clear=base_win_at_clear,
                    base_win_at_meter_only=base_win_at_meter_only, powers=powers, capped=capped)


def trinity_chunk(engine: Engine, seed: bytes, index: int, rounds: int) -> TrinitySums:
    """Trinity rounds alone, each from x1 and a new landing, stratified by the landing's reel set."""
    weights = engine.play.STRIPS["trinity"][0] or (1,)  # the sets this engine plays (a candidate's too)
    total = sum(weights)
    if rounds % total:
        raise ValueError(f"trinity rounds come in multiples of {total} (the reel sets' weights): {rounds}")
    Round, CAP, CLEAR = engine.play.Round, engine.play.CAP, engine.play.CLEAR
    sums = TrinitySums(rounds=rounds, hits=0, capped=0, trinity_win=0, trinity_win_sq=0, trinity_clear=0,
                       trinity_win_at_clear=0)
    hits = capped = 0
    for reel_set, weight in enumerate(weights):
        rng = engine.rng.Rng(engine.rng.child_seed(seed, f"trinity:set{reel_set}", index))
        count = rounds // total * weight
        win_sum = win_sq = clear = win_at_clear = 0
        with landing_set(engine, "trinity", reel_set):
            for _ in range(count):
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
        sums.stratum_rounds.append(count)
        sums.stratum_win.append(win_sum)
        sums.stratum_win_sq.append(win_sq)
        sums.stratum_clear.append(clear)
        sums.stratum_win_at_clear.append(win_at_clear)
    sums.hits, sums.capped = hits, capped
    sums.trinity_win = sum(sums.stratum_win)
    sums.trinity_win_sq = sum(sums.stratum_win_sq)
    sums.trinity_clear = sum(sums.stratum_clear)
    sums.trinity_win_at_clear = sum(sums.stratum_win_at_clear)
    return sums


def trinity_weights(sets: Sequence[tuple[int, Any]] | None = None) -> tuple[int, ...]:
    """The trinity reel sets' weights (model.py's, or a candidate's): the strata and their shares."""
    return tuple(weight for weight, _ in (model.REEL_SETS["trinity"] if sets is None else sets))


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
    # The seed label is the part key and the chunk index: changing it would change every figure.
    return engine.rng.child_seed(seed, f"free:{choice}:{index}", number)  # type: ignore[no-any-return]


def feature_chunk(engine: Engine, seed: bytes, index: int, features: int, choice: str,
                  rtp: str = ladder.DEFAULT, paired: bool = False) -> FeatureSums:
    """Free-spins features alone for one choice, each from x1 and an empty meter; a capped one is
    replayed with its steps for the cap's path, what the cap took and the win before its last spin.
    ``paired``: each feature is played in the rung ``rtp`` and again, on its seed, in the default
    rung (the caller lands in no rung of its own); the sums are the rung's, with the twins'."""
    Round, Rng = engine.play.Round, engine.rng.Rng
    in_rung: Callable[[], AbstractContextManager[None]] = (lambda: engine.ladder.landing(rtp)) if paired else nullcontext
    bin_edges = edges(BET)
    histogram = [0] * BINS
    fine_histogram = [0] * (len(FINE_EDGES) + 1)
    feature_win = feature_win_sq = prize = capped = extensions = spins = clears = largest_win = 0
    hits = reached_max = capped_by_crown = lost_to_cap = multiplier_sum = at_top = 0
    twin_win = twin_win_sq = twin_diff_sq = twins_differing = twins_capped = both_capped = 0
    capped_before: list[int] = []
    for number in range(features):
        own_seed = feature_seed(engine, seed, choice, index, number)
        play = Round(Rng(own_seed), BET, "love")
        with in_rung():
            play.play_free_spins(choice)
        win = play.win
        if paired:
            twin = Round(Rng(own_seed), BET, "love")
            twin.play_free_spins(choice)
            twin_win += twin.win
            twin_win_sq += twin.win * twin.win
            twin_diff_sq += (win - twin.win) ** 2
            twins_differing += win != twin.win
            twins_capped += twin.capped
            both_capped += play.capped and twin.capped
        feature_win += win
        feature_win_sq += win * win
        histogram[bisect_right(bin_edges, win)] += 1
        fine_histogram[bisect_right(FINE_EDGES, win * 100 // BET)] += 1
        hits += win > 0
        prize += play.win_prize
        extensions += play.extensions
        spins += play.free_spins_played
        clears += play.clears
        reached_max += play.free_total >= MAX_SPINS
        multiplier_sum += play.multiplier
        at_top += play.multiplier >= model.MAX_MULTIPLIER
        if win > largest_win:
            largest_win = win
        if play.capped:
            capped += 1
            with in_rung():
                crown, uncapped, before = replay_capped(engine, own_seed, choice)
            capped_by_crown += crown
            lost_to_cap += uncapped - win
            capped_before.append(before)
    return FeatureSums(features=features, feature_win=feature_win, feature_win_sq=feature_win_sq, hits=hits,
                       prize=prize, capped=capped, capped_by_crown=capped_by_crown, lost_to_cap=lost_to_cap,
                       extensions=extensions, spins=spins, reached_max_spins=reached_max,
                       multiplier_sum=multiplier_sum, at_top=at_top, fine_histogram=fine_histogram,
                       capped_before=capped_before, clears=clears, largest=largest_win, histogram=histogram,
                       twins=features if paired else 0, twin_win=twin_win, twin_win_sq=twin_win_sq,
                       twin_diff_sq=twin_diff_sq, twins_differing=twins_differing, twins_capped=twins_capped,
                       both_capped=both_capped)


def replay_capped(engine: Engine, seed: bytes, choice: str) -> tuple[bool, int, int]:
    """Replay a capped feature with its steps and without the cap: (cap reached through an
    all-moon landing, the win it would have paid uncapped, its win when the capping spin began)."""
    steps: list[dict[str, Any]] = []
    play = engine.play.Round(engine.rng.Rng(seed), BET, "love", steps=steps)
    play.cap = 1 << 62
    play.play_free_spins(choice)
    cap = model.MAX_WIN_X * BET
    return through_crown(steps, cap), play.win, win_before_capping_spin(steps, cap)


def through_crown(steps: list[dict[str, Any]], cap: int) -> bool:
    """True when an all-moon landing came before the round's win reached ``cap``."""
    for step in steps:
        if step["t"] == "land" and all(cell == "moon" for row in step["grid"] for cell in row):
            return True
        if step["t"] in ("win", "prize") and step["round_win"] >= cap:
            return False
    return False


def win_before_capping_spin(steps: list[dict[str, Any]], cap: int) -> int:
    """The round's win when the free spin that reached ``cap`` began (the last win, if none did)."""
    before = start = 0
    for step in steps:
        if step["t"] == "free_spin":
            start = before
        elif step["t"] in ("win", "prize"):
            before = step["round_win"]
            if before >= cap:
                return start
    return before


@dataclass(frozen=True)
class Control:
    """A choice's mean feature win as the default rung's proof measured it (x the bet), and that
    mean's variance, and its features' share that reached the cap and that share's variance: what a
    rung's features played in pairs with the default's are measured against."""

    mean_x: float
    variance_of_mean: float
    cap_rate: float = 0.0
    cap_rate_variance: float = 0.0


@dataclass(frozen=True)
class FeatureMean:
    """A choice's mean feature win (x the bet), that mean's variance from this sample and from the
    control's sheet, and the control variate's slope (0 without a control)."""

    mean_x: float
    variance: float
    control_variance: float = 0.0
    beta: float = 0.0


def controlled(own_sum: float, own_sq: float, twin_sum: float, twin_sq: float, cross: float, n: int,
               known: float, known_variance: float) -> FeatureMean:
    """The mean of a rung's per-feature value, corrected by its twins' (the same seed at the default
    rung), whose mean is ``known`` (with ``known_variance``): own - beta (twins - known), beta the
    twins' regression slope; from the pairs' sums (``cross``: the sum of own x twin)."""
    own_mean, twin_mean = own_sum / n, twin_sum / n
    own_variance = max(own_sq / n - own_mean * own_mean, 0.0)
    twin_variance = max(twin_sq / n - twin_mean * twin_mean, 0.0)
    covariance = cross / n - own_mean * twin_mean
    beta = covariance / twin_variance if twin_variance else 0.0
    left = max(own_variance - beta * covariance, 0.0)
    return FeatureMean(own_mean - beta * (twin_mean - known), left / n, beta * beta * known_variance, beta)


def cap_rate(feature: FeatureSums, control: Control | None = None) -> FeatureMean:
    """The share of a choice's features that reached the cap, and its variance; with a control, by
    the twins as for the mean (``controlled``): the default rung's many features tell what the
    rung's few pairs cannot alone."""
    n, capped = feature.features, feature.capped
    if control is None or not feature.twins:
        return FeatureMean(capped / n, capped / n * (1 - capped / n) / n)
    if feature.twins != n:
        raise ValueError(f"{n} features but {feature.twins} pairs: a controlled estimate needs every feature paired")
    return controlled(capped, capped, feature.twins_capped, feature.twins_capped, feature.both_capped, n,
                      control.cap_rate, control.cap_rate_variance)


def feature_mean(feature: FeatureSums, control: Control | None = None) -> FeatureMean:
    """A choice's mean feature win. With a control, by common random numbers and a control variate:
    each feature is paired with its twin, the same seed played in the default rung (most pairs
    never land in a set whose weight differs, and agree to the cent), and the rung's mean is
    corrected by beta times how far the twins' mean strays from the default rung's proven one.
    Beta is the twins' regression slope, the variance-least choice: the rung's own variance times
    (1 - rho^2), plus beta^2 times the proven mean's."""
    n = feature.features
    if control is None or not feature.twins:
        return FeatureMean(feature.feature_win / n / BET, variance(feature.feature_win, feature.feature_win_sq, n) / n / BET / BET)
    if feature.twins != n:
        raise ValueError(f"{n} features but {feature.twins} pairs: a controlled estimate needs every feature paired")
    # The sum of F * F_twin from the pairs' squared differences: (F^2 + F_twin^2 - (F - F_twin)^2) / 2.
    cross = (feature.feature_win_sq + feature.twin_win_sq - feature.twin_diff_sq) / 2
    square = BET * BET
    return controlled(feature.feature_win / BET, feature.feature_win_sq / square, feature.twin_win / BET,
                      feature.twin_win_sq / square, cross / square, n, control.mean_x, control.variance_of_mean)


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


@dataclass(frozen=True)
class Proven:
    """The default rung's base spin and trinity round as its sheet proved them: a play's means, and
    the variance of a play's value in the sheet's own interval (the value's coefficients the
    default rung's, a little wider than another rung's), with the plays it came from."""

    base: float  # mean base win, x the bet
    meter: float  # P(full meter)
    base_clear: float
    meter_only: float
    hit: float
    base_variance: float
    spins: int
    trinity: float  # mean trinity win, x the bet
    trinity_clear: float
    trinity_hit: float
    trinity_variance: float
    rounds: int


@dataclass(frozen=True)
class Mixture:
    """A rung's base spin and trinity round: the default rung's (``proven``) with one set's landings
    added to each phase, ``base_share`` and ``trinity_share`` of them; the parts' samples are of the
    added sets alone."""

    proven: Proven
    base_share: float
    trinity_share: float


def combine(base: BaseSums, trinity: TrinitySums, *features: FeatureSums,
            controls: Sequence[Control | None] = (), mixture: Mixture | None = None) -> Estimate:
    """The RTP and its interval from the three parts' sums.

    With several choices' features (a player picking at random), the feature's mean is the mean
    of the choices' means, each from its own sample, so the choices may have different counts.
    ``controls``: one for each feature (or none), for features played in pairs (``feature_mean``).
    ``mixture``: the base spins and trinity rounds are samples of the sets a rung adds to the
    default rung's, mixed with the default rung's proven figures by their shares (stratified: each
    share's mean from its own sample, the proven one's from the default rung's sheet).
    """
    spins, rounds = base.spins, trinity.rounds
    measured = [feature_mean(f, controls[i] if controls else None) for i, f in enumerate(features)]
    mean_feature = sum(m.mean_x for m in measured) / len(features)
    mean_prize = sum(f.prize / f.features for f in features) / len(features) / BET
    own_base = (base.base_win / spins / BET, base.full_meter / spins, base.base_clear / spins, base.meter_only / spins)
    own_trinity = (trinity.trinity_win / rounds / BET, trinity.trinity_clear / rounds)
    if mixture:
        m, b, t = mixture.proven, mixture.base_share, mixture.trinity_share
        mean_base, p_meter, p_clear, p_meter_only = (
            (1 - b) * proven + b * own for proven, own in zip((m.base, m.meter, m.base_clear, m.meter_only), own_base, strict=True))
        mean_trinity, p_trinity_clear = (
            (1 - t) * proven + t * own for proven, own in zip((m.trinity, m.trinity_clear), own_trinity, strict=True))
    else:
        mean_base, p_meter, p_clear, p_meter_only = own_base
        mean_trinity, p_trinity_clear = own_trinity
    trigger = p_clear + p_meter_only * p_trinity_clear
    rtp = mean_base + p_meter * mean_trinity + trigger * mean_feature
    # Base sample: Var(B + a_t*T + a_bc*BC + a_s*S) per spin (S: full meter without a clear),
    # from the stored cross sums; T*BC and T*S are counted, BC*S is never both.
    a_t, a_bc, a_s = mean_trinity, mean_feature, p_trinity_clear * mean_feature
    own_b, own_t, own_bc, own_s = own_base
    second = (base.base_win_sq / BET / BET / spins + a_t**2 * own_t + a_bc**2 * own_bc + a_s**2 * own_s
              + 2 * a_t * base.base_win_at_full_meter / BET / spins + 2 * a_bc * base.base_win_at_clear / BET / spins
              + 2 * a_s * base.base_win_at_meter_only / BET / spins
              + 2 * a_t * a_bc * base.full_meter_and_clear / spins + 2 * a_t * a_s * own_s)
    mean_linear = own_b + a_t * own_t + a_bc * own_bc + a_s * own_s
    var_base = max(second - mean_linear**2, 0.0) / spins
    # Trinity sample: Var(P(T)*Tr + P(S)*E[F]*TC) per trinity round, within each stratum.
    var_trinity = _trinity_variance(trinity, p_meter, p_meter_only * mean_feature) / rounds
    var_proven = 0.0
    if mixture:
        m, b, t = mixture.proven, mixture.base_share, mixture.trinity_share
        var_base, var_trinity = b * b * var_base, t * t * var_trinity
        var_proven = (1 - b) ** 2 * m.base_variance / m.spins + (1 - t) ** 2 * m.trinity_variance / m.rounds
    var_feature = trigger**2 * sum(m.variance for m in measured) / len(features) ** 2
    var_control = trigger**2 * sum(m.control_variance for m in measured) / len(features) ** 2 + var_proven
    half = Z95 * math.sqrt(var_base + var_trinity + var_feature + var_control)
    return Estimate(
        rtp=rtp, half_width=half, base=mean_base, trinity=p_meter * mean_trinity,
        free=trigger * (mean_feature - mean_prize), prize=trigger * mean_prize, trigger=trigger,
        feature_mean_x=mean_feature,
        parts_variance={"base": var_base, "trinity": var_trinity, "free": var_feature,
                        **({"control": var_control} if var_control else {})},
    )


def _trinity_variance(trinity: TrinitySums, c_tr: float, c_tc: float) -> float:
    """Var(c_tr*Tr + c_tc*TC) of one trinity round: pooled within the strata when the sample is
    stratified (proportional, so the weights are the counts' shares), else over the whole sample."""
    if trinity.stratum_rounds and sum(trinity.stratum_rounds) == trinity.rounds:
        strata = list(zip(trinity.stratum_rounds, trinity.stratum_win, trinity.stratum_win_sq,
                          trinity.stratum_clear, trinity.stratum_win_at_clear, strict=True))
    else:  # a sample drawn without strata (the tuner's older records)
        strata = [(trinity.rounds, trinity.trinity_win, trinity.trinity_win_sq, trinity.trinity_clear,
                   trinity.trinity_win_at_clear)]
    total = 0.0
    for rounds, win, win_sq, clear, win_at_clear in strata:
        if not rounds:
            continue
        mean, p_clear = win / rounds / BET, clear / rounds
        var_tr = variance(win, win_sq, rounds) / BET / BET
        cov = win_at_clear / rounds / BET - mean * p_clear
        total += rounds * (c_tr**2 * var_tr + c_tc**2 * p_clear * (1 - p_clear) + 2 * c_tr * c_tc * cov)
    return total / trinity.rounds
