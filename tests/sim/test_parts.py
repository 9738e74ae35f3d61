"""RTP by parts (estimate.py): exact sums, and an interval that matches the per-round values."""

from __future__ import annotations

import math

from midnight_princess import estimate, model
from midnight_princess.play import CAP, CLEAR, Round
from midnight_princess.rng import Rng, child_seed

SEED = b"tests/sim/parts"


def test_chunks_are_deterministic_and_merge_exactly() -> None:
    one = estimate.base_chunk(SEED, 0, 2000)
    assert estimate.base_chunk(SEED, 0, 2000) == one
    both = estimate.merge([one, estimate.base_chunk(SEED, 1, 2000)])
    assert both["n"] == 4000
    assert both["b"] == one["b"] + estimate.base_chunk(SEED, 1, 2000)["b"]


def test_base_variance_matches_the_per_round_values() -> None:
    """The delta-method base variance equals the sample variance of each round's linear value."""
    rounds = 20_000
    base = estimate.base_chunk(SEED, 0, rounds)
    trinity = estimate.trinity_chunk(SEED, 0, 3000)
    feature = estimate.feature_chunk(SEED, 0, 300, "star")
    est = estimate.combine(base, trinity, feature)
    etr = trinity["tr"] / trinity["n"] / estimate.BET
    pc = trinity["tc"] / trinity["n"]
    ef = feature["f"] / feature["n"] / estimate.BET
    # Replay the very same base spins and value each one directly.
    rng = Rng(child_seed(SEED, "base", 0))
    princess = model.PRINCESSES[rng.below(3)]
    values = []
    for _ in range(rounds):
        play = Round(rng, estimate.BET, princess)
        outcome = play.play_base()
        princess = play.princess
        full = play.meter >= model.METER_FULL and outcome != CAP
        cleared = outcome == CLEAR
        values.append(play.win / estimate.BET + etr * full + ef * cleared + pc * ef * (full and not cleared))
    mean = sum(values) / rounds
    variance = sum((v - mean) ** 2 for v in values) / rounds
    assert math.isclose(est.parts_variance["base"], variance / rounds, rel_tol=1e-9)


def test_parts_rtp_is_the_sum_of_its_sources() -> None:
    est = estimate.combine(estimate.base_chunk(SEED, 2, 5000), estimate.trinity_chunk(SEED, 2, 1000),
                           estimate.feature_chunk(SEED, 2, 200, "love"))
    assert math.isclose(est.rtp, est.base + est.trinity + est.free + est.prize, rel_tol=1e-12)
