"""The simulator: same figures every time, on any number of workers, and honest sums."""

from __future__ import annotations

import json
import math
from hashlib import sha256
from pathlib import Path
from typing import Any

import pytest

from midnight_princess import model
from midnight_princess.play import Round
from midnight_princess.rng import Rng, child_seed
from midnight_princess_sim import chunks, cli, par, parts, run
from midnight_princess_sim.stats import BANDS, BET, Z95

SEED = cli.parse_seed("tests/sim")
SMALL = {"rounds_count": 3000, "seed": SEED, "choice": "all", "splits": 2, "chunk": 750, "parts_rounds": 20_000,
         "detail_rounds": 4000, "engine": "pure"}
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def figures(result: dict[str, Any]) -> dict[str, Any]:
    """A result without how it was run (workers, time), as canonical JSON."""
    return json.loads(json.dumps({k: v for k, v in result.items() if k not in ("run", "plan")}, sort_keys=True))


@pytest.fixture(scope="module")
def reference() -> dict[str, Any]:
    return run.simulate(**SMALL)


def test_the_small_run_exercises_every_part(reference: dict[str, Any]) -> None:
    assert reference["base"]["triggers"] > 0
    assert reference["base"]["trinity_rate"] > 0
    assert reference["config"]["chunks"] == 4
    assert list(reference["choices"]) == list(model.PRINCESSES)
    assert all(len(points) == 4 for points in reference["convergence"].values())
    assert set(reference["parts"]["choices"]) == {*model.PRINCESSES, "random"}
    assert reference["parts"]["counts"]["base"] == 20_000
    assert set(reference["detail"]) == {"base", "trinity", *(f"free:{c}" for c in model.PRINCESSES)}
    assert reference["run"]["engine"] == "pure" and reference["run"]["rounds_per_cpu_second"] > 0


def test_a_fixed_seed_gives_the_same_figures_every_time(reference: dict[str, Any]) -> None:
    assert figures(run.simulate(**SMALL)) == figures(reference)


def test_two_workers_give_the_same_figures_as_one(reference: dict[str, Any]) -> None:
    assert figures(run.simulate(**SMALL, workers=2)) == figures(reference)


def test_a_dask_cluster_gives_the_same_figures_as_one_process(reference: dict[str, Any]) -> None:
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                  dashboard_address=None) as cluster:
        result = run.simulate(**SMALL, scheduler=cluster.scheduler_address)
    assert figures(result) == figures(reference)
    assert result["run"]["scheduler"] == cluster.scheduler_address


def test_a_local_cluster_of_worker_processes_gives_the_same_figures(reference: dict[str, Any]) -> None:
    pytest.importorskip("distributed")
    result = run.simulate(**SMALL, cluster=2)
    assert figures(result) == figures(reference)
    assert result["run"]["cluster"] == 2


def test_another_seed_gives_other_figures(reference: dict[str, Any]) -> None:
    other = run.simulate(**{**SMALL, "seed": cli.parse_seed("tests/sim/other")})
    assert other["totals"] != reference["totals"]


def test_the_sums_are_the_engines_round_wins() -> None:
    """An independent loop over the documented seeds gives the very same integer sums."""
    rounds, chunk, splits = 1200, 400, 3
    result = run.simulate(rounds, SEED, "star", splits, chunk, engine="pure")
    value_sum = value_sq = plays = 0
    for index in range(rounds // chunk):
        chunk_seed = child_seed(SEED, "sim:chunk", index)
        rng = Rng(child_seed(chunk_seed, "base"))
        princess = model.PRINCESSES[Rng(child_seed(chunk_seed, "princess")).below(3)]
        for i in range(chunk):
            rd = Round(rng, BET, princess)
            awaiting = rd.play_spin()
            princess = rd.princess
            if not awaiting:
                value = splits * rd.win
            else:
                value = 0
                for k in range(splits):
                    fs = Round(Rng(child_seed(chunk_seed, f"sim:free:star:{k}", i)), BET, princess,
                               win=rd.win, multiplier=rd.multiplier, meter=rd.meter)
                    fs.play_free_spins("star")
                    assert fs.win == rd.win + fs.win_free + fs.win_prize
                    value += fs.win
                    plays += 1
            value_sum += value
            value_sq += value * value
    totals = result["totals"]
    assert splits * totals["base"]["sum"] + totals["choices"]["star"]["sum"] == value_sum
    assert splits * splits * totals["base"]["sq"] + totals["choices"]["star"]["sumsq"] == value_sq
    assert result["choices"]["star"]["feature"]["plays"] == plays > 0
    assert result["choices"]["star"]["rtp"] == value_sum / (splits * rounds * BET)


def test_the_rtp_split_adds_up_to_the_rtp(reference: dict[str, Any]) -> None:
    for figure in reference["choices"].values():
        assert sum(figure["split"].values()) == pytest.approx(figure["rtp"], rel=1e-12)
        bands = figure["bands"].values()
        assert sum(b["weight"] for b in bands) == SMALL["splits"] * SMALL["rounds_count"]
        assert figure["hit_rate"] == pytest.approx(1 - figure["bands"]["0"]["probability"])


def test_the_last_chunk_may_be_short() -> None:
    specs = chunks.cut_rounds(2500, SEED, ["love"], 4, 1000)
    assert [s.rounds for s in specs] == [1000, 1000, 500]
    assert [s.index for s in specs] == [0, 1, 2]


def test_a_seed_is_hex_bytes_or_hashed_text() -> None:
    assert cli.parse_seed("00ff") == b"\x00\xff"
    assert cli.parse_seed("midnight") == sha256(b"midnight").digest()
    assert cli.parse_seed("abc") == sha256(b"abc").digest()


def test_json_is_well_formed(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--rounds", "1000", "--chunk", "500", "--splits", "2", "--choice", "random",
                     "--seed", "tests/sim", "--json", "--quiet", "--engine", "pure"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["command"].startswith("python3 -m midnight_princess_sim --rounds 1000")
    assert out["config"] == {"rounds": 1000, "seed": cli.parse_seed("tests/sim").hex(),
                             "choice": "random", "splits": 2, "chunk": 500, "chunks": 2,
                             "bet": BET, "parts": {}, "detail": {}}
    assert out["run"]["engine"] == "pure" and out["run"]["rounds_per_cpu_second"] > 0
    assert list(out["choices"]) == ["random"]
    figure = out["choices"]["random"]
    assert 0 <= figure["rtp_low"] <= figure["rtp"] <= figure["rtp_high"]
    assert set(figure["bands"]) == set(BANDS)


def test_the_text_output_names_every_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--rounds", "600", "--chunk", "300", "--splits", "1", "--choice", "love",
                     "--quiet", "--engine", "pure"]) == 0
    out = capsys.readouterr().out
    for title in ("RTP of whole rounds", "Volatility (whole rounds)", "Round win by band (95% CI)",
                  "Importance splitting"):
        assert "\n" + title in out


def test_the_report_writes_every_section_and_plot(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--rounds", "1500", "--chunk", "500", "--splits", "2", "--seed", "tests/sim", "--parts", "20000",
            "--detail", "2000", "--quiet", "--engine", "pure", "--report", str(tmp_path)]
    assert cli.main(argv) == 0
    capsys.readouterr()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [par.MARKDOWN_NAME, par.JSON_NAME, *par.PLOT_TITLES])
    text = (tmp_path / par.MARKDOWN_NAME).read_text(encoding="utf-8")
    assert text.startswith("# Midnight Princess: PAR sheet\n")
    for heading in ("## RTP by free-spins choice", "## RTP by source", "## Max win", "## Volatility",
                    "## Win distribution", "## The free-spins feature", "## Where the wins come from",
                    "## Whole rounds (cross-check)", "### By symbol and run length",
                    "### By Girl Power", "### RTP by multiplier level", "### Payback ranges: session RTP, 5th / 50th / 95th percentile",
                    "## The math model", "### Paytable (x total bet)", "### Reel sets (symbols per 256-stop reel)"):
        assert "\n" + heading + "\n" in text, heading
    assert "python3 -m midnight_princess_sim --rounds 1500" in text
    assert par.sheet_fingerprint(text) == run.engines.fingerprint()
    for choice in model.PRINCESSES:
        assert f"| {choice} |" in text
    for name in par.PLOT_TITLES:
        data = (tmp_path / name).read_bytes()
        assert data[:8] == PNG_SIGNATURE and len(data) > 10_000
    # The same run gives the same sheet, byte for byte, and the same plots.
    again = tmp_path / "again"
    assert cli.main([*argv[:-1], str(again)]) == 0
    capsys.readouterr()
    assert (again / par.MARKDOWN_NAME).read_text(encoding="utf-8").replace(str(again), str(tmp_path)) == text
    for name in par.PLOT_TITLES:
        assert (again / name).read_bytes() == (tmp_path / name).read_bytes()
    # An earlier run's par.json renders to the very same sheet without playing anything.
    rendered = tmp_path / "rendered"
    assert cli.main(["--rerender", str(tmp_path / par.JSON_NAME), "--report", str(rendered)]) == 0
    capsys.readouterr()
    assert (rendered / par.MARKDOWN_NAME).read_text(encoding="utf-8") == text


def test_the_plan_sizes_each_choice_to_exactly_the_target_width(reference: dict[str, Any]) -> None:
    """Shared base and trinity samples, each choice's features to its own variance: every choice lands on the width."""
    plan = run.plan(reference, half_width=0.0005)
    figures = reference["parts"]["choices"]
    spins = plan["base_spins"]
    for choice in model.PRINCESSES:
        v = figures[choice]["variance_per_play"]
        worst = {k: max(figures[c]["variance_per_play"][k] for c in model.PRINCESSES) for k in ("base", "trinity")}
        total = (worst["base"] / spins + worst["trinity"] / (plan["trinity_share"] * spins)
                 + v["free"] / (plan["feature_share"][choice] * spins))
        assert math.isclose(Z95 * math.sqrt(total), 0.0005, rel_tol=1e-6)
    shares = ",".join(f"{c}={plan['feature_share'][c]:.5f}" for c in model.PRINCESSES)
    assert f"--feature-share {shares} " in plan["command"]


def test_feature_shares_are_one_or_one_a_choice() -> None:
    assert run.parse_shares("0.03") == 0.03
    assert run.parse_shares("love=0.02,star=0.03,storm=0.04") == {"love": 0.02, "star": 0.03, "storm": 0.04}
    strata = sum(parts.trinity_weights())  # trinity rounds: rounded up to whole multiples of the weights
    counts = run.part_counts(1000, model.PRINCESSES, 0.5, {"love": 0.01, "star": 0.02, "storm": 0.03})
    assert {part.key: n for part, n in counts.items()} == {
        "base": 1000, "trinity": -(-500 // strata) * strata, "free:love": 10, "free:star": 20, "free:storm": 30}
    for bad in ("love=0.02", "lots", "love=0.1,star=x,storm=0.1"):
        with pytest.raises(ValueError, match="share"):
            run.parse_shares(bad)


def test_a_random_choice_plays_its_parts_as_the_three_choices_features() -> None:
    """--choice random --parts N: the parts run plays every choice's features, the random pick their mean."""
    result = run.simulate(0, SEED, "random", parts_rounds=20_000, engine="pure")
    assert result["parts"] is not None
    assert list(result["parts"]["choices"]) == [*model.PRINCESSES, "random"]
    assert result["config"]["parts"] == {part.key: n for part, n in run.part_counts(20_000, model.PRINCESSES).items()}
