"""The retune's search script: candidates are model.py's shapes, and a part's record key is stable."""

from __future__ import annotations

import pytest

from midnight_princess import model
from midnight_princess_sim import tune


def test_model_py_as_a_candidate_gives_back_its_reel_sets() -> None:
    cand = tune.model_candidate()
    for phase, sets in model.REEL_SETS.items():
        assert tune.reel_sets(cand[phase]) == sets, phase


def test_a_set_may_name_five_different_reels() -> None:
    reels = [{"moon": 208 + i, "love": 12} for i in range(5)]
    ((weight, five),) = tune.reel_sets([[7, reels]])
    assert weight == 7 and [r["moon"] for r in five] == [208, 209, 210, 211, 212]
    assert all(sum(r.values()) == model.STRIP_LENGTH for r in five)
    with pytest.raises(ValueError, match="five reels, not 4"):
        tune.reel_sets([[7, reels[:4]]])


def test_a_parts_record_key_is_unchanged_for_one_reel_sets() -> None:
    # The keys docs/tuning/runs.jsonl holds for C8's base spin and trinity round (pooled by key).
    c8 = tune.load_candidates()["C8"]
    assert tune.part_key(c8, "base") == "2963ce226b6e679e"
    assert tune.part_key(c8, "trinity") == "9f1a8426bea36536"
