"""RTP by parts (midnight_princess_sim/parts.py): exact sums, and an interval that matches the per-round values."""

from __future__ import annotations

import math

import pytest

from midnight_princess import grid as g
from midnight_princess import model
from midnight_princess.play import CAP, CLEAR, Round
from midnight_princess.rng import Rng, child_seed
from midnight_princess_sim import engines, parts
from midnight_princess_sim.sums import merge_all
from midnight_princess_sim.stats import BET, wilson, wilson_of_mean

SEED = b"tests/sim/parts"
PURE = engines.load("pure")


def test_chunks_are_deterministic_and_merge_exactly() -> None:
    one = parts.base_chunk(PURE, SEED, 0, 2000)
    assert parts.base_chunk(PURE, SEED, 0, 2000) == one
    other = parts.base_chunk(PURE, SEED, 1, 2000)
    both = merge_all([one, other])
    assert both.spins == 4000
    assert both.base_win == one.base_win + other.base_win


def test_base_variance_matches_the_per_round_values() -> None:
    """The delta-method base variance equals the sample variance of each spin's linear value."""
    spins = 20_000
    base = parts.base_chunk(PURE, SEED, 0, spins)
    trinity = parts.trinity_chunk(PURE, SEED, 0, 3000)
    feature = parts.feature_chunk(PURE, SEED, 0, 300, "star")
    est = parts.combine(base, trinity, feature)
    mean_trinity = trinity.trinity_win / trinity.rounds / BET
    p_clear = trinity.trinity_clear / trinity.rounds
    mean_feature = feature.feature_win / feature.features / BET
    # Replay the very same base spins and value each one directly.
    rng = Rng(child_seed(SEED, "base", 0))
    princess = model.PRINCESSES[rng.below(3)]
    values = []
    for _ in range(spins):
        play = Round(rng, BET, princess)
        outcome = play.play_base()
        princess = play.princess
        full = play.meter >= model.METER_FULL and outcome != CAP
        cleared = outcome == CLEAR
        values.append(play.win / BET + mean_trinity * full + mean_feature * cleared
                      + p_clear * mean_feature * (full and not cleared))
    mean = sum(values) / spins
    variance = sum((v - mean) ** 2 for v in values) / spins
    assert math.isclose(est.parts_variance["base"], variance / spins, rel_tol=1e-9)


def test_parts_rtp_is_the_sum_of_its_sources() -> None:
    est = parts.combine(parts.base_chunk(PURE, SEED, 2, 5000), parts.trinity_chunk(PURE, SEED, 2, 1000),
                        parts.feature_chunk(PURE, SEED, 2, 200, "love"))
    assert math.isclose(est.rtp, est.base + est.trinity + est.free + est.prize, rel_tol=1e-12)


def test_every_feature_has_its_own_seed_and_its_sums_are_the_engines() -> None:
    sums = parts.feature_chunk(PURE, SEED, 3, 50, "storm")
    wins = []
    for number in range(50):
        play = Round(Rng(parts.feature_seed(PURE, SEED, "storm", 3, number)), BET, "love")
        play.play_free_spins("storm")
        wins.append(play.win)
    assert sums.feature_win == sum(wins)
    assert sums.feature_win_sq == sum(w * w for w in wins)
    assert sums.largest == max(wins)
    assert sum(sums.histogram) == 50


def test_the_cap_path_is_read_from_the_steps() -> None:
    """An all-moon landing is the crown path; a cap reached by an ordinary win is the drops path."""
    moons = g.from_rows([["moon"] * 5 for _ in range(5)])
    hearts = g.from_rows([["heart"] * 3 + ["bell", "gem"]] + [["potion", "bell", "gem", "potion", "bell"]] * 4)
    for grid, crown in ((moons, True), (hearts, False)):
        steps: list[dict[str, object]] = []
        play = Round(Rng(SEED), BET, "love", steps=steps, forced=[grid] * model.MAX_FREE_SPINS)
        play.cap = 10  # cents: the first win reaches it
        play.play_free_spins("storm")
        assert play.capped
        assert parts.through_crown(steps, play.cap) is crown


def test_a_capped_feature_replays_to_its_uncapped_win() -> None:
    seed = parts.feature_seed(PURE, SEED, "star", 0, 0)
    play = Round(Rng(seed), BET, "love")
    play.play_free_spins("star")
    crown, uncapped, _ = parts.replay_capped(PURE, seed, "star")
    assert uncapped == play.win and crown is False  # an uncapped feature replays to the very same win


def test_trinity_rounds_are_played_by_strata_in_exact_proportion() -> None:
    """Each reel set of the trinity landing alone, as many rounds as its weight's share; the totals add up."""
    weights = parts.trinity_weights()
    rounds = 2 * sum(weights)
    sums = parts.trinity_chunk(PURE, SEED, 4, rounds)
    assert sums.stratum_rounds == [2 * w for w in weights]
    for total, strata in ((sums.trinity_win, sums.stratum_win), (sums.trinity_win_sq, sums.stratum_win_sq),
                          (sums.trinity_clear, sums.stratum_clear),
                          (sums.trinity_win_at_clear, sums.stratum_win_at_clear)):
        assert total == sum(strata)
    # A stratum is the engine's own round with the landing's set fixed (and the engine restored).
    wins = []
    with parts.landing_set(PURE, "trinity", len(weights) - 1):
        rng = Rng(child_seed(SEED, f"trinity:set{len(weights) - 1}", 4))
        for _ in range(2 * weights[-1]):
            play = Round(rng, BET, "love")
            play.play_trinity()
            wins.append(play.win)
    assert sums.stratum_win[-1] == sum(wins)
    assert PURE.play.STRIPS["trinity"][0] == weights


def test_a_trinity_chunk_refuses_rounds_that_break_the_proportions() -> None:
    with pytest.raises(ValueError, match=f"multiples of {sum(parts.trinity_weights())}"):
        parts.trinity_chunk(PURE, SEED, 0, sum(parts.trinity_weights()) + 1)


def test_trinity_variance_is_the_within_strata_variance_of_each_rounds_value() -> None:
    """Proportional strata: Var = sum over strata of n_s var_s / n^2, var_s of c_tr*Tr + c_tc*TC."""
    base = parts.base_chunk(PURE, SEED, 5, 5000)
    rounds = 3 * sum(parts.trinity_weights())
    trinity = parts.trinity_chunk(PURE, SEED, 5, rounds)
    feature = parts.feature_chunk(PURE, SEED, 5, 100, "love")
    est = parts.combine(base, trinity, feature)
    spins = base.spins
    c_tr = base.full_meter / spins
    c_tc = base.meter_only / spins * est.feature_mean_x
    within = 0.0
    for reel_set, weight in enumerate(parts.trinity_weights()):
        values = []
        with parts.landing_set(PURE, "trinity", reel_set):
            rng = Rng(child_seed(SEED, f"trinity:set{reel_set}", 5))
            for _ in range(3 * weight):
                play = Round(rng, BET, "love")
                cleared = play.play_trinity() == CLEAR
                values.append(c_tr * play.win / BET + c_tc * cleared)
        mean = sum(values) / len(values)
        within += sum((v - mean) ** 2 for v in values)
    assert math.isclose(est.parts_variance["trinity"], within / rounds / rounds, rel_tol=1e-9)


def test_a_random_pick_is_the_mean_of_the_choices() -> None:
    """Several choices' features, of any sizes: the RTP is the mean of theirs, the features' variance a ninth."""
    base, trinity = parts.base_chunk(PURE, SEED, 6, 3000), parts.trinity_chunk(PURE, SEED, 6, sum(parts.trinity_weights()))
    features = [parts.feature_chunk(PURE, SEED, 6, n, c) for n, c in ((60, "love"), (90, "star"), (150, "storm"))]
    alone = [parts.combine(base, trinity, f) for f in features]
    together = parts.combine(base, trinity, *features)
    assert math.isclose(together.rtp, sum(e.rtp for e in alone) / 3, rel_tol=1e-12)
    assert math.isclose(together.parts_variance["free"], sum(e.parts_variance["free"] for e in alone) / 9, rel_tol=1e-9)


def test_a_random_picks_cap_interval_is_the_means() -> None:
    """The cap odds of a random pick are the mean of the choices' rates, and so is their interval:
    one sample gives Wilson's; equal samples at equal rates their union's; unequal ones hold the mean."""
    assert wilson_of_mean([(98, 17_818_056)]) == pytest.approx(wilson(98, 17_818_056), rel=1e-12)
    assert wilson_of_mean([(30, 1_000_000)] * 3) == pytest.approx(wilson(90, 3_000_000), rel=1e-12)
    # The proof's counts: storm's sample is the largest and caps most, so the union's rate
    # (1,436 of 76,452,304) sits above the mean's, outside the mean's interval.
    samples = [(98, 17_818_056), (348, 25_595_272), (990, 33_038_976)]
    mean = sum(h / n for h, n in samples) / 3
    low, high = wilson_of_mean(samples)
    assert low < mean < high
    assert not low < 1_436 / 76_452_304 < high
    # No caps at all: the mean's variance at a common rate, 1/4 (1/100 + 1/300), as a binomial's of 300.
    assert wilson_of_mean([(0, 100), (0, 300)]) == pytest.approx(wilson(0, 300), rel=1e-12)
