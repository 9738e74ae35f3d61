"""The simulator on the RTP ladder: a rung is played through the game's own door, fingerprinted with
its table, and its features can be measured in pairs against the default rung's proven means."""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path

import pytest

from midnight_princess import ladder, model
from midnight_princess_sim import engines, parts, run
from midnight_princess_sim.stats import BET

SEED = b"tests/sim/ladder"
PURE = engines.load("pure")
SHEET = Path(__file__).resolve().parents[2] / "docs" / "par.json"
TWIN_FIELDS = {"twins", "twin_win", "twin_diff_sq", "twins_differing"}


def test_each_rung_has_a_fingerprint_of_its_own_and_the_default_keeps_the_engines() -> None:
    prints = [engines.fingerprint(rtp) for rtp in ladder.RTPS]
    assert prints[0] == engines.fingerprint() and len(set(prints)) == len(prints)
    assert all(len(p) == 16 and int(p, 16) >= 0 for p in prints)


def test_a_rungs_fingerprint_changes_with_its_table_only(monkeypatch: pytest.MonkeyPatch) -> None:
    before = {rtp: engines.fingerprint(rtp) for rtp in ladder.RTPS}
    rung = ladder.RUNGS["91.49"]
    monkeypatch.setitem(ladder.RUNGS, "91.49", rung._replace(love=rung.love + 1))
    monkeypatch.setattr(ladder, "_REEL_SETS", {})
    after = {rtp: engines.fingerprint(rtp) for rtp in ladder.RTPS}
    assert [rtp for rtp in ladder.RTPS if after[rtp] != before[rtp]] == ["91.49"]


@pytest.mark.parametrize("rtp", ["94.51", "84.50"])
def test_a_rung_through_the_ladders_door_plays_as_the_same_sets_in_model_py(rtp: str) -> None:
    """The game's door (ladder.landing) and the tuner's (a candidate model) land the very same draws."""
    door = engines.load("pure", model={"REEL_SETS": ladder.reel_sets(rtp)})
    with PURE.ladder.landing(rtp):
        own_base = parts.base_chunk(PURE, SEED, 0, 3000)
        own_feature = parts.feature_chunk(PURE, SEED, 0, 60, "star")
    assert parts.base_chunk(door, SEED, 0, 3000) == own_base
    assert parts.feature_chunk(door, SEED, 0, 60, "star") == own_feature
    assert parts.base_chunk(PURE, SEED, 0, 3000) != own_base  # and the default rung lands otherwise


def test_features_in_pairs_are_the_rungs_features_and_the_defaults_on_the_same_seeds() -> None:
    paired = parts.feature_chunk(PURE, SEED, 1, 150, "love", "84.50", paired=True)
    with PURE.ladder.landing("84.50"):
        alone = parts.feature_chunk(PURE, SEED, 1, 150, "love")
    default = parts.feature_chunk(PURE, SEED, 1, 150, "love")
    assert {f.name: getattr(paired, f.name) for f in dataclasses.fields(paired) if f.name not in TWIN_FIELDS} == \
        {f.name: getattr(alone, f.name) for f in dataclasses.fields(alone) if f.name not in TWIN_FIELDS}
    assert paired.twins == 150 and paired.twin_win == default.feature_win
    assert 0 < paired.twins_differing < 150  # most seeds land alike at both rungs
    # In the default rung, every pair agrees to the cent.
    same = parts.feature_chunk(PURE, SEED, 1, 150, "love", ladder.DEFAULT, paired=True)
    assert same.twin_win == same.feature_win and same.twin_diff_sq == 0 and same.twins_differing == 0


def test_a_controlled_mean_is_the_sheets_plus_the_pairs_difference() -> None:
    feature = parts.feature_chunk(PURE, SEED, 2, 120, "storm", "87.50", paired=True)
    control = parts.Control(mean_x=105.0, variance_of_mean=0.01)
    mean, pairs_variance, control_variance = parts.feature_mean(feature, control)
    diffs_mean = (feature.feature_win - feature.twin_win) / 120
    assert math.isclose(mean, 105.0 + diffs_mean / BET, rel_tol=1e-12)
    assert control_variance == 0.01
    assert math.isclose(pairs_variance, (feature.twin_diff_sq / 120 - diffs_mean**2) / 120 / BET / BET, rel_tol=1e-9)
    own, own_variance, none = parts.feature_mean(feature)
    assert own == feature.feature_win / 120 / BET and none == 0.0 and own_variance > 0


def test_a_rungs_run_names_its_rung_its_fingerprint_and_its_control() -> None:
    result = run.simulate(0, SEED, parts_rounds=20_160, engine="pure", trinity_share=0.1, feature_share=0.005,
                          rtp="91.49", control=SHEET)
    assert result["engine"] == engines.fingerprint("91.49")
    assert result["model"] == {"rtp_target": 0.9149, "rtp": "91.49", "proof_half_width": 0.001}
    assert result["config"]["control"]["engine"] == engines.fingerprint()
    assert result["parts"] is not None
    for choice in model.PRINCESSES:
        figures = result["parts"]["choices"][choice]
        control = figures["control"]
        assert math.isclose(figures["feature_mean_x"], control["sheet_mean_x"] + control["difference_x"], rel_tol=1e-12)
        assert "control" in figures["ci95_by_part"]
    assert "--rtp 91.49 --control docs/par.json --report docs/par/91.49/" in result["plan"]["command"]


def test_the_default_rung_is_no_rung_to_control_and_another_engines_sheet_no_control(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="is the control"):
        run.load_control(SHEET, ladder.DEFAULT)
    other = tmp_path / "par.json"
    other.write_text(SHEET.read_text(encoding="utf-8").replace(engines.fingerprint(), "0" * 16), encoding="utf-8")
    with pytest.raises(ValueError, match="prove the default rung first"):
        run.load_control(other, "94.51")
