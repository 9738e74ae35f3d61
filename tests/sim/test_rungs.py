"""The simulator on the RTP ladder: a rung is played through the game's own door, fingerprinted with
its table, and its features can be measured in pairs against the default rung's proven means."""

from __future__ import annotations

import dataclasses
import json
import math
from pathlib import Path

import pytest

from midnight_princess import ladder, model
from midnight_princess_sim import engines, parts, run
from midnight_princess_sim.stats import BET

SEED = b"tests/sim/ladder"
PURE = engines.load("pure")
SHEET = Path(__file__).resolve().parents[2] / "docs" / "par.json"
TWIN_FIELDS = {"twins", "twin_win", "twin_win_sq", "twin_diff_sq", "twins_differing", "twins_capped", "both_capped"}


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


def test_a_controlled_mean_is_the_rungs_corrected_by_the_twins_against_the_sheet() -> None:
    n = 120
    feature = parts.feature_chunk(PURE, SEED, 2, n, "storm", "87.50", paired=True)
    control = parts.Control(mean_x=105.0, variance_of_mean=0.01)
    got = parts.feature_mean(feature, control)
    own, twin = feature.feature_win / n, feature.twin_win / n
    var_own = feature.feature_win_sq / n - own**2
    var_twin = feature.twin_win_sq / n - twin**2
    cov = (feature.feature_win_sq + feature.twin_win_sq - feature.twin_diff_sq) / 2 / n - own * twin
    beta = cov / var_twin
    assert math.isclose(got.beta, beta, rel_tol=1e-9)
    assert math.isclose(got.mean_x, own / BET - beta * (twin / BET - 105.0), rel_tol=1e-12)
    assert math.isclose(got.variance, (var_own - cov**2 / var_twin) / n / BET / BET, rel_tol=1e-9)
    assert math.isclose(got.control_variance, beta**2 * 0.01, rel_tol=1e-12)
    plain = parts.feature_mean(feature)
    assert plain == parts.FeatureMean(own / BET, var_own / n / BET / BET) and got.variance <= plain.variance
    # A rung whose twins agree everywhere with it is its twin: beta 1, and no variance left from the pairs.
    same = parts.feature_chunk(PURE, SEED, 2, n, "storm", ladder.DEFAULT, paired=True)
    alike = parts.feature_mean(same, control)
    assert math.isclose(alike.beta, 1.0) and alike.variance < 1e-12 and math.isclose(alike.mean_x, 105.0)


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
        expected = control["own_mean_x"] - control["beta"] * (control["twin_mean_x"] - control["sheet_mean_x"])
        assert math.isclose(figures["feature_mean_x"], expected, rel_tol=1e-12)
        assert "control" in figures["ci95_by_part"]
    assert result["config"]["control"]["pairs"] == list(model.PRINCESSES)
    command = result["plan"]["command"]
    assert "--rtp 91.49 --control docs/par.json --pairs " in command and command.endswith(" --report docs/par/91.49/")


def test_only_the_choices_named_are_played_in_pairs() -> None:
    result = run.simulate(0, SEED, parts_rounds=10_080, engine="pure", trinity_share=0.1, feature_share=0.004,
                          rtp="94.51", control=SHEET, pairs=["storm"])
    assert result["parts"] is not None and result["config"]["control"]["pairs"] == ["storm"]
    assert [c for c, f in result["parts"]["choices"].items() if "control" in f] == ["storm"]
    with pytest.raises(ValueError, match="pairs are played of the choices"):
        run.simulate(0, SEED, parts_rounds=1008, engine="pure", rtp="94.51", control=SHEET, pairs=["moon"])


def test_the_default_rung_is_no_rung_to_control_and_another_engines_sheet_no_control(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="is the control"):
        run.load_control(SHEET, ladder.DEFAULT)
    other = tmp_path / "par.json"
    other.write_text(SHEET.read_text(encoding="utf-8").replace(engines.fingerprint(), "0" * 16), encoding="utf-8")
    with pytest.raises(ValueError, match="prove the default rung first"):
        run.load_control(other, "94.51")


@pytest.mark.parametrize("rtp", list(ladder.RUNGS))
def test_a_rung_adds_one_set_to_the_default_base_game_and_trinity_round(rtp: str) -> None:
    rung = ladder.RUNGS[rtp]
    assert run.added_sets(rtp) == {"base": (2, rung.lean / (1008 + rung.lean)),
                                   "trinity": (1, rung.rich / (1000 + rung.rich))}


def test_a_rung_measured_against_the_default_plays_only_the_sets_it_adds_and_mixes_them_in() -> None:
    result = run.simulate(0, SEED, parts_rounds=4000, engine="pure", trinity_share=0.25, feature_share=0.01,
                          rtp="87.50", control=SHEET)
    added = result["config"]["control"]["added"]
    assert added == {"base": 444 / 1452, "trinity": 13 / 1013}
    sheet = json.loads(SHEET.read_text(encoding="utf-8"))["parts"]["base"]
    # The lean set's spins alone, and the three-symbol set's rounds alone (it always clears).
    with PURE.ladder.landing("87.50"), parts.landing_set(PURE, "base", 2):
        lean = parts.base_chunk(PURE, bytes.fromhex(result["config"]["seed"]), 0, 4000)
    assert result["parts"] is not None
    base = result["parts"]["base"]
    assert math.isclose(base["full_meter"], (1 - added["base"]) * sheet["full_meter"] + added["base"] * lean.full_meter / 4000)
    assert math.isclose(base["trinity_clear"], (1 - added["trinity"]) * sheet["trinity_clear"] + added["trinity"] * 1.0)
    love = result["parts"]["choices"]["love"]
    assert love["ci95_by_part"]["control"] > 0  # the default's sheet's share of the interval


def test_a_rungs_cap_odds_are_measured_by_its_twins_against_the_sheets() -> None:
    """Of 1,000 pairs, 4 rung features and 5 twins capped, 3 of them together; the sheet's rate is 1 in 200."""
    feature = dataclasses.replace(parts.feature_chunk(PURE, SEED, 3, 10, "love", "84.50", paired=True),
                                  features=1000, twins=1000, capped=4, twins_capped=5, both_capped=3)
    control = parts.Control(mean_x=105.0, variance_of_mean=0.01, cap_rate=0.005, cap_rate_variance=1e-8)
    got = parts.cap_rate(feature, control)
    own, twin = 0.004, 0.005
    cov = 3 / 1000 - own * twin
    beta = cov / (twin - twin * twin)
    assert math.isclose(got.beta, beta) and math.isclose(got.mean_x, own - beta * (twin - 0.005))
    assert math.isclose(got.variance, (own - own * own - beta * cov) / 1000)
    assert math.isclose(got.control_variance, beta * beta * 1e-8)
    assert parts.cap_rate(feature) == parts.FeatureMean(own, own * (1 - own) / 1000)
