"""The PAR sheet's plots: win bands and tails, each choice's features, drops and multipliers, the RTP converging.

matplotlib is imported only when plots are drawn (an extra of the simulator only); the files hold no
version stamp, so the same run gives the same bytes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from midnight_princess import model

from .figures import Result
from .sections import details_of
from .stats import BANDS, EDGES_X100, RULES_HALF_WIDTH, bin_band, ratio

DISTRIBUTION_PNG = "par_win_distribution.png"
CONVERGENCE_PNG = "par_rtp_convergence.png"
FEATURE_PNG = "par_feature_distribution.png"
DETAIL_PNG = "par_drops_and_multiplier.png"
PLOT_TITLES = {FEATURE_PNG: "feature win by choice", DISTRIBUTION_PNG: "win distribution",
               DETAIL_PNG: "drops and multiplier", CONVERGENCE_PNG: "RTP convergence"}


def _pyplot() -> Any:
    import matplotlib  # lazy: an extra of the simulator only

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _save(fig: Any, path: Path) -> None:
    fig.tight_layout()
    fig.savefig(path, dpi=110, metadata={"Software": None})  # no version stamp: the same run, the same bytes
    _pyplot().close(fig)


def _exceedance(histogram: list[int]) -> tuple[list[float], list[float]]:
    """P(win >= x) at each edge from 0.1x, up to the largest bin seen."""
    weight = sum(histogram)
    xs, ys = [], []
    above = weight
    for index in range(1, len(histogram)):
        above -= histogram[index - 1]
        if above <= 0:
            break
        if index > 1:  # from 0.1x, the smallest pay; the 0.01x edge only marks "any win"
            xs.append(EDGES_X100[index - 1] / 100)
            ys.append(above / weight)
    return xs, ys


def _plot_band_and_tail(path: Path, series: list[tuple[str, str, list[float], list[int]]], unit: str,
                        left_title: str, right_title: str, mark_largest: bool) -> None:
    """Two panels: each series' share by win band (bars, log scale), and its chance to win at least x
    (steps, log-log; the largest win's odds marked when asked). A series: name, bar label, band
    shares, histogram."""
    plt = _pyplot()
    fig, (left, right) = plt.subplots(1, 2, figsize=(12, 4.8))
    width = 0.8 / len(series)
    for i, (name, label, shares, histogram) in enumerate(series):
        left.bar([j + (i - (len(series) - 1) / 2) * width for j in range(len(BANDS))], shares, width=width,
                 label=label)
        xs, ys = _exceedance(histogram)
        (line,) = right.step(xs, ys, where="post", label=name)
        if mark_largest:
            right.plot(xs[-1:], ys[-1:], "o", color=line.get_color())
    left.set_yscale("log")
    left.set_xticks(range(len(BANDS)), BANDS, rotation=30, ha="right")
    left.set_ylabel(f"share of {unit}s")
    left.set_title(left_title)
    left.legend()
    right.axvline(model.MAX_WIN_X, color="black", linewidth=1, linestyle=":", label="max win")
    right.set_xscale("log")
    right.set_yscale("log")
    right.set_xlabel(f"{unit} win (x bet)")
    right.set_ylabel(f"P({unit} win >= x)")
    right.set_title(right_title)
    right.grid(True, which="both", alpha=0.3)
    right.legend()
    _save(fig, path)


def plot_distribution(result: Result, path: Path) -> None:
    """Band shares (log scale) and the chance to win at least x, per choice (whole rounds)."""
    series = [(choice, choice, [figures["bands"][b]["probability"] or float("nan") for b in BANDS],
               figures["histogram"]) for choice, figures in result["choices"].items()]
    _plot_band_and_tail(path, series, "round", "Round win by band (whole rounds)", "Chance to win at least x",
                        mark_largest=True)


def plot_features(result: Result, path: Path) -> None:
    """Each choice's feature win distribution side by side (parts run)."""
    assert result["parts"] is not None
    figures = result["parts"]["choices"]
    series = []
    for choice in (c for c in figures if c != "random"):
        histogram = figures[choice]["feature_histogram"]
        total = sum(histogram)
        shares = [ratio(sum(n for j, n in enumerate(histogram) if bin_band(j) == b), total) or float("nan")
                  for b in range(len(BANDS))]
        series.append((choice, f"{choice} (mean {figures[choice]['feature_mean_x']:.1f}x)", shares, histogram))
    _plot_band_and_tail(path, series, "feature", "Feature win by band, by choice", "Chance a feature wins at least x",
                        mark_largest=False)


def plot_detail(result: Result, path: Path) -> None:
    """Drops a landing and the multiplier a play ends on, by phase (breakdown run)."""
    plt = _pyplot()
    fig, (left, right) = plt.subplots(1, 2, figsize=(12, 4.8))
    for part, tally in details_of(result).items():
        drops = tally.drops
        left.plot(range(len(drops)), [ratio(n, sum(drops)) or float("nan") for n in drops], marker=".", label=part)
        ends = tally.final_multiplier
        right.plot(range(len(ends)), [ratio(n, tally.plays) or float("nan") for n in ends], marker=".",
                   label=part)
    left.set_yscale("log")
    left.set_xlabel("paying drops in one landing")
    left.set_ylabel("share of landings")
    left.set_title("Drops a landing makes")
    left.grid(True, alpha=0.3)
    left.legend()
    right.set_yscale("log")
    right.set_xlabel("multiplier at the end of the play")
    right.set_ylabel("share of plays")
    right.set_title("The multiplier a play ends on")
    right.set_xticks(range(1, model.MAX_MULTIPLIER + 1, 2))
    right.grid(True, alpha=0.3)
    right.legend()
    _save(fig, path)


def plot_convergence(result: Result, path: Path) -> None:
    """The running whole-round RTP after each chunk with its 95% band, per choice."""
    plt = _pyplot()
    target = result["model"]["rtp_target"]
    fig, axis = plt.subplots(figsize=(10, 4.8))
    for choice, points in result["convergence"].items():
        xs = [p[0] for p in points]
        mid = [100 * p[1] for p in points]
        (line,) = axis.plot(xs, mid, marker="." if len(xs) < 50 else None, label=choice)
        axis.fill_between(xs, [100 * (p[1] - p[2]) for p in points], [100 * (p[1] + p[2]) for p in points],
                          color=line.get_color(), alpha=0.15)
    axis.axhline(100 * target, color="black", linewidth=1, label=f"target {100 * target:.2f}%")
    axis.axhspan(100 * (target - RULES_HALF_WIDTH), 100 * (target + RULES_HALF_WIDTH), color="grey", alpha=0.15,
                 label="target +-0.10 pp")
    finals = [points[-1] for points in result["convergence"].values()]
    spread = max(max(6 * p[2] for p in finals), 2 * RULES_HALF_WIDTH)
    axis.set_ylim(100 * (min(min(p[1] for p in finals), target) - spread),
                  100 * (max(max(p[1] for p in finals), target) + spread))
    if len(result["convergence"][next(iter(result["convergence"]))]) >= 10:
        axis.set_xscale("log")
    axis.set_xlabel("base rounds (after each chunk)")
    axis.set_ylabel("RTP %")
    axis.set_title("Whole-round RTP converging, with its 95% confidence band")
    axis.grid(True, alpha=0.3)
    axis.legend()
    _save(fig, path)
