"""Whole rounds: the base spin, its trinity round and its free spins, played as a player plays them.

A run is cut into chunks of base rounds. Chunk ``i`` draws everything from
``child_seed(run seed, "sim:chunk", i)``, so the figures depend on the seed, the rounds, the
chunk size and the splits, never on how many processes or machines play the chunks. Every
chunk returns integer sums only; they are merged and turned into figures once, at the end.

Importance splitting: a base round that awards free spins has its feature played ``K`` times
(``--splits``) from the same trigger state, each play with its own child seed. The round's value
is the mean of the ``K`` round wins: an unbiased estimate of the round's expected win given its
base part, with a smaller variance. The RTP is the mean of these values and its confidence
interval comes from their variance, so it stays honest. Counts over outcomes (hit rate, win
bands, caps) are kept ``K``-weighted: a round without free spins counts ``K`` times, each feature
play once. Sessions (for the payback ranges) take each round's first feature play only: a real
sequence of rounds.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field

from midnight_princess import ladder, model

from .engines import Engine
from .figures import Band, BaseFigures, RoundFigures, SessionRange
from .stats import (BANDS, BET, BINS, CROSS_CHECK_HALF_WIDTH, Z90, Z95, bin_band, edges, one_in, ratio,
                    wilson)
from .sums import maximum, merged, named

SESSIONS: tuple[int, ...] = (1_000, 10_000, 100_000)  # session lengths counted from consecutive rounds
SESSION_STEPS = 400  # session-RTP bins a unit of RTP: 0.25 percentage points
SESSION_BINS = 5 * SESSION_STEPS + 1  # 0% to 500%, the last bin everything above


@dataclass(frozen=True)
class RoundsChunk:
    """Everything a worker needs to play one chunk of whole rounds."""

    seed: str  # the run seed, hex
    index: int
    rounds: int
    choices: tuple[str, ...]
    splits: int
    engine: str = "auto"
    rtp: str = ladder.DEFAULT  # the rung of the RTP ladder played


@dataclass
class BaseRoundSums:
    """Every base round's powers and features; the wins of the rounds that awarded no free spins."""

    active: dict[str, int]  # rounds each princess began active
    fired: dict[str, int]  # base-game powers each princess fired
    powers: int  # every power, the trinity rounds' too
    trinities: int
    clears: int  # grids cleared by the base spin or its trinity round
    histogram: list[int]  # rounds without free spins, by win
    win: int = field(metadata=named("sum"))  # their wins, and the wins' powers: the moments of a round's win
    win_sq: int = field(metadata=named("sq"))
    win_cube: int = field(metadata=named("cube"))
    win_fourth: int = field(metadata=named("fourth"))
    win_base: int = field(metadata=named("base"))  # their wins by source
    win_trinity: int = field(metadata=named("trinity"))
    win_max: int = field(metadata=maximum("max"))


@dataclass
class TriggerSums:
    """The rounds that awarded free spins: their wins before the feature."""

    rounds: int
    win: int
    win_base: int = field(metadata=named("base"))
    win_trinity: int = field(metadata=named("trinity"))
    hits: int
    histogram: list[int]


@dataclass
class ChoiceSums:
    """One choice's K feature plays a trigger. A trigger's ``value`` is its K plays' round wins
    added, its ``squares`` their squares added; each field sums over the triggers."""

    values: int = field(metadata=named("sum"))
    values_sq: int = field(metadata=named("sumsq"))  # value * value
    squares: int = field(metadata=named("sq"))  # so also every play's round win squared, summed
    squares_sq: int = field(metadata=named("sq_sq"))  # squares * squares
    values_x_squares: int = field(metadata=named("sum_sq"))  # value * squares
    gains: int = field(metadata=named("feature"))  # value less K times the trigger's win: what the K features added
    gains_sq: int = field(metadata=named("featuresq"))
    win_free: int = field(metadata=named("free"))
    win_prize: int = field(metadata=named("prize"))
    histogram: list[int]  # every play's round win
    free_spins: int = field(metadata=named("spins"))
    extensions: int
    clears: int
    capped: int
    picks: dict[str, int]  # a random choice's picks
    win_max: int = field(metadata=maximum("max"))
    sessions: dict[str, list[int]]  # by length: sessions by RTP bin


@dataclass
class RoundSums:
    """A chunk's (or a run's) whole rounds."""

    rounds: int
    base: BaseRoundSums
    trigger: TriggerSums
    choices: dict[str, ChoiceSums]


def _new_choice_sums() -> ChoiceSums:
    return ChoiceSums(values=0, values_sq=0, squares=0, squares_sq=0, values_x_squares=0, gains=0, gains_sq=0,
                      win_free=0, win_prize=0, histogram=[0] * BINS, free_spins=0, extensions=0, clears=0,
                      capped=0, picks=dict.fromkeys(model.PRINCESSES, 0), win_max=0,
                      sessions={str(n): [0] * SESSION_BINS for n in SESSIONS})


def run_chunk(engine: Engine, spec: RoundsChunk) -> RoundSums:
    """Play one chunk of base rounds (and K feature plays a trigger) and return its sums."""
    Round, Rng, child_seed = engine.play.Round, engine.rng.Rng, engine.rng.child_seed
    chunk_seed = child_seed(bytes.fromhex(spec.seed), "sim:chunk", spec.index)
    rng = Rng(child_seed(chunk_seed, "base"))
    princess = model.PRINCESSES[Rng(child_seed(chunk_seed, "princess")).below(len(model.PRINCESSES))]
    splits = spec.splits
    bin_edges = edges(BET)
    labels = {c: [f"sim:free:{c}:{k}" for k in range(splits)] for c in spec.choices}
    tallies = {c: _new_choice_sums() for c in spec.choices}
    block = SESSIONS[0]
    blocks: dict[str, list[int]] = {c: [] for c in spec.choices}  # the win of every 1,000 rounds
    block_win = 0
    block_extra = dict.fromkeys(spec.choices, 0)  # a choice's first feature plays beyond the trigger win
    active = dict.fromkeys(model.PRINCESSES, 0)
    fired = dict.fromkeys(model.PRINCESSES, 0)
    powers = trinities = base_clears = 0
    # Rounds without free spins: their wins are final.
    histogram = [0] * BINS
    win_sum = win_sq = win_cube = win_fourth = win_base = win_trinity = win_max = 0
    # Rounds with free spins: their base part.
    triggers = t_win = t_base = t_trinity = t_hits = 0
    trigger_histogram = [0] * BINS
    for i in range(spec.rounds):
        rd = Round(rng, BET, princess)
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
                square = win * win
                win_sum += win
                win_sq += square
                win_cube += square * win
                win_fourth += square * square
                win_base += rd.win_base
                win_trinity += rd.win_trinity
                histogram[bisect_right(bin_edges, win)] += 1
                if win > win_max:
                    win_max = win
            else:
                histogram[0] += 1
        else:
            triggers += 1
            t_win += win
            t_base += rd.win_base
            t_trinity += rd.win_trinity
            t_hits += win > 0
            trigger_histogram[bisect_right(bin_edges, win)] += 1
            for choice in spec.choices:
                acc = tallies[choice]
                choice_histogram = acc.histogram
                value = squares = 0
                for label in labels[choice]:
                    frng = Rng(child_seed(chunk_seed, label, i))
                    pick = choice
                    if choice == "random":
                        pick = model.PRINCESSES[frng.below(len(model.PRINCESSES))]
                        acc.picks[pick] += 1
                    fs = Round(frng, BET, princess, win=win, multiplier=rd.multiplier, meter=rd.meter)
                    fs.play_free_spins(pick)
                    final = fs.win
                    if label is labels[choice][0]:
                        block_extra[choice] += final - win
                    value += final
                    squares += final * final
                    choice_histogram[bisect_right(bin_edges, final)] += 1
                    acc.win_free += fs.win_free
                    acc.win_prize += fs.win_prize
                    acc.free_spins += fs.free_spins_played
                    acc.extensions += fs.extensions
                    acc.clears += fs.clears
                    acc.capped += fs.capped
                    if final > acc.win_max:
                        acc.win_max = final
                gained = value - splits * win
                acc.values += value
                acc.values_sq += value * value
                acc.squares += squares
                acc.squares_sq += squares * squares
                acc.values_x_squares += value * squares
                acc.gains += gained
                acc.gains_sq += gained * gained
        block_win += win
        if (i + 1) % block == 0:
            for choice in spec.choices:
                blocks[choice].append(block_win + block_extra[choice])
                block_extra[choice] = 0
            block_win = 0
    for choice in spec.choices:  # sessions: consecutive rounds, each with its first feature play
        for length in SESSIONS:
            group = length // block
            sessions = tallies[choice].sessions[str(length)]
            for start in range(0, len(blocks[choice]) - group + 1, group):
                won = sum(blocks[choice][start:start + group])
                sessions[min(won * SESSION_STEPS // (length * BET), SESSION_BINS - 1)] += 1
    return RoundSums(
        rounds=spec.rounds,
        base=BaseRoundSums(active=active, fired=fired, powers=powers, trinities=trinities, clears=base_clears,
                           histogram=histogram, win=win_sum, win_sq=win_sq, win_cube=win_cube,
                           win_fourth=win_fourth, win_base=win_base, win_trinity=win_trinity, win_max=win_max),
        trigger=TriggerSums(rounds=triggers, win=t_win, win_base=t_base, win_trinity=t_trinity, hits=t_hits,
                            histogram=trigger_histogram),
        choices=tallies,
    )


# --- figures -----------------------------------------------------------------------------

def _session_percentiles(histogram: list[int]) -> SessionRange | None:
    total = sum(histogram)
    if total < 20:
        return None

    def percentile(q: float) -> float:
        seen = 0
        for index, count in enumerate(histogram):
            seen += count
            if seen >= q * total:
                return (index + 0.5) / SESSION_STEPS  # the bin's middle
        raise AssertionError("unreachable: the counts add up to the total")

    return {"p05": percentile(0.05), "p25": percentile(0.25), "p50": percentile(0.5), "p75": percentile(0.75),
            "p95": percentile(0.95), "sessions": total}


def estimate(total: RoundSums, choice: str, splits: int) -> RoundFigures:
    """The figures of one choice from merged sums (exact integers in, floats out)."""
    k = splits
    sharing = len(total.choices)  # choices played on the same base rounds share their cost
    n = total.rounds
    base, trig, acc = total.base, total.trigger, total.choices[choice]
    # Per-round values, scaled by K to stay integers: K*win without a trigger, sum of K wins with.
    s = k * base.win + acc.values
    ss = k * k * base.win_sq + acc.values_sq
    weight = k * n
    rtp = ratio(s, weight * BET)
    var_value = (ss * n - s * s) / (k * k * n * (n - 1)) if n > 1 else 0.0  # cents^2
    half = Z95 * math.sqrt(max(var_value, 0.0) / n) / BET if n else 0.0
    # A round's own variance (volatility): E[W^2] from every play, K-weighted.
    second = k * base.win_sq + acc.squares
    var_round = (second * k * n - s * s) / (k * k * n * (n - 1)) if n > 1 else 0.0
    # Its CI by the delta method over the per-round pairs (a, b) = (mean win, mean squared win).
    sd_round_ci = None
    if n > 1 and var_round > 0:
        mean_a, mean_b = s / (k * n), second / (k * n)
        var_b = (k * k * base.win_fourth + acc.squares_sq) / (k * k * n) - mean_b**2
        cov_ab = (k * k * base.win_cube + acc.values_x_squares) / (k * k * n) - mean_a * mean_b
        var_a = ss / (k * k * n) - mean_a**2
        var_s2 = max(var_b - 4 * mean_a * cov_ab + 4 * mean_a**2 * var_a, 0.0) / n
        sd_round_ci = Z95 * math.sqrt(var_s2) / (2 * math.sqrt(var_round)) / BET
    # Feature plays' spread around their own trigger's mean: the part splitting divides by K.
    t = trig.rounds
    within = (k * acc.squares - acc.values_sq) / (k * (k - 1) * n) if k > 1 and n else None
    histogram = [k * x + y for x, y in zip(base.histogram, acc.histogram, strict=True)]
    bands = [0] * len(BANDS)
    for index, count in enumerate(histogram):
        bands[bin_band(index)] += count
    plays = k * t
    feature_mean = ratio(acc.gains, plays * BET)
    feature_var = ((acc.gains_sq * t - acc.gains ** 2) / (k * k * t * (t - 1)) if t > 1 else 0.0)
    spins_base = 1 + ratio(base.trinities, n)
    spins_feature = ratio(acc.free_spins, plays)
    suggested = None
    if within is not None and t:
        between = var_value - within / k
        p = t / n
        if between > 0 and within > 0 and spins_feature > 0:
            suggested = math.sqrt(within * spins_base / (between * p * spins_feature * sharing))
    cost_split = spins_base + sharing * (t / n) * k * spins_feature if n else 0.0
    cost_plain = spins_base + sharing * (t / n) * spins_feature if n else 0.0
    gain = var_round / var_value if var_value > 0 else None
    sd_round = math.sqrt(max(var_round, 0.0)) / BET

    def band(count: int) -> Band:
        # K-weighted counts: the interval is Wilson's on the rounds they stand for (an approximation).
        low, high = wilson(round(count / k), n)
        return {"weight": count, "probability": ratio(count, weight), "ci95": [low, high]}

    return {
        "rtp": rtp, "ci95": half, "rtp_low": rtp - half, "rtp_high": rtp + half,
        "rounds_for_cross_check": math.ceil(n * (half / CROSS_CHECK_HALF_WIDTH) ** 2) if half else None,
        "split": {
            "base": ratio(k * (base.win_base + trig.win_base), weight * BET),
            "trinity": ratio(k * (base.win_trinity + trig.win_trinity), weight * BET),
            "free_spins": ratio(acc.win_free, weight * BET),
            "clear_prizes": ratio(acc.win_prize, weight * BET),
        },
        "hit_rate": ratio(weight - histogram[0], weight),
        "sd_round_x": sd_round,
        "sd_round_ci95_x": sd_round_ci,
        "volatility_index": Z90 * sd_round,
        "volatility_index_ci95": Z90 * sd_round_ci if sd_round_ci is not None else None,
        "sd_value_x": math.sqrt(max(var_value, 0.0)) / BET,
        "bands": {name: band(count) for name, count in zip(BANDS, bands, strict=True)},
        "histogram": histogram,
        "max_win_x": max(base.win_max, acc.win_max) / BET,
        "capped": {"weight": histogram[-1], "one_in": one_in(histogram[-1], weight)},
        "sessions": {length: _session_percentiles(hist) for length, hist in acc.sessions.items()},
        "feature": {
            "plays": plays,
            "mean_win_x": feature_mean,
            "mean_win_ci95_x": Z95 * math.sqrt(max(feature_var, 0.0) / t) / BET if t else 0.0,
            "spins_per_feature": spins_feature,
            "extensions_per_feature": ratio(acc.extensions, plays),
            "clears_per_feature": ratio(acc.clears, plays),
            "capped_one_in_features": one_in(acc.capped, plays),
            "picks": acc.picks if choice == "random" else None,
        },
        "splitting": {
            "splits": k,
            "variance_ratio": gain,
            "work_ratio": cost_split / cost_plain if cost_plain else None,
            "efficiency": gain * cost_plain / cost_split if gain and cost_split else None,
            "suggested_splits": suggested,
        },
    }


def base_figures(total: RoundSums) -> BaseFigures:
    """The figures shared by every choice: the base game and its trinity round."""
    n = total.rounds
    base, trig = total.base, total.trigger
    fired = sum(base.fired.values())
    trinity_powers = base.powers - fired
    return {
        "rounds": n,
        "base_power_rate": ratio(fired, n),
        "base_power_rate_by_princess": {p: ratio(base.fired[p], base.active[p]) for p in model.PRINCESSES},
        "active_share": {p: ratio(base.active[p], n) for p in model.PRINCESSES},
        "trinity_one_in": one_in(base.trinities, n),
        "trinity_rate": ratio(base.trinities, n),
        "powers_per_trinity": ratio(trinity_powers, base.trinities),
        "free_spins_one_in": one_in(trig.rounds, n),
        "free_spins_rate": ratio(trig.rounds, n),
        "triggers": trig.rounds,
        "base_clears": base.clears,
        "base_hit_rate": ratio(n - base.histogram[0] - trig.rounds + trig.hits, n),
    }


def convergence(chunks: Sequence[RoundSums], choices: Sequence[str], splits: int) -> dict[str, list[list[float]]]:
    """The running RTP and its 95% half-width after each chunk, in chunk order."""
    out: dict[str, list[list[float]]] = {c: [] for c in choices}
    running: RoundSums | None = None
    for chunk in chunks:
        running = chunk if running is None else merged(running, chunk)
        for c in choices:
            fig = estimate(running, c, splits)
            out[c].append([running.rounds, fig["rtp"], fig["ci95"]])
    return out
