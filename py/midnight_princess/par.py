"""The PAR sheet: the simulator's figures as text, as markdown and as two plots.

Everything here reads the JSON-ready result of ``sim.simulate`` and the math model;
nothing is computed twice. matplotlib is imported only when plots are drawn.
"""

from __future__ import annotations

import datetime
import subprocess
from pathlib import Path
from typing import Any

from . import model

Row = tuple[str, list[str]]
Table = tuple[str, list[str], list[Row]]  # title, column headers, rows

MARKDOWN_NAME = "PAR.md"
DISTRIBUTION_PNG = "par_win_distribution.png"
CONVERGENCE_PNG = "par_rtp_convergence.png"
TOLERANCE = 0.001  # RULES.md 8: within +-0.10 percentage points at 95% confidence (sim.TARGET_HALF_WIDTH)


def pct(value: float | None, digits: int = 3) -> str:
    """A fraction as a percentage."""
    return "-" if value is None else f"{100 * value:.{digits}f}%"


def one_in(value: float | None) -> str:
    """An 'x rounds a hit' figure."""
    if value is None:
        return "never seen"
    return f"1 in {value:,.1f}" if value < 1000 else f"1 in {value:,.0f}"


def share(value: float) -> str:
    """A share of rounds: a percentage, or odds when it is too small to read as one."""
    if value == 0:
        return "0"
    return f"{100 * value:.4f}%" if value >= 1e-4 else one_in(1 / value)


def times(value: float | None, digits: int = 2) -> str:
    """A multiple of the bet."""
    return "-" if value is None else f"{value:,.{digits}f}x"


def number(value: float | None, digits: int = 2) -> str:
    """A plain number."""
    return "-" if value is None else f"{value:,.{digits}f}"


# --- tables ------------------------------------------------------------------------------

def tables(result: dict[str, Any]) -> list[Table]:
    """Every table of the figures, in reading order."""
    choices = result["choices"]
    names = list(choices)
    base = result["base"]
    target = result["model"]["rtp_target"]

    def row(label: str, get: Any) -> Row:
        return label, [get(choices[c]) for c in names]

    rtp_rows = [
        row("RTP", lambda f: pct(f["rtp"])),
        row("95% CI half-width", lambda f: f"+-{100 * f['ci95']:.3f} pp"),
        row("95% CI", lambda f: f"{pct(f['rtp_low'])} to {pct(f['rtp_high'])}"),
        row(f"target {pct(target, 2)} inside the CI",
            lambda f: "yes" if f["rtp_low"] <= target <= f["rtp_high"] else "no"),
        row("CI inside target +-0.10 pp",
            lambda f: "yes" if target - TOLERANCE <= f["rtp_low"] and f["rtp_high"] <= target + TOLERANCE
            else "no"),
        row("base rounds for +-0.10 pp", lambda f: "-" if f["rounds_for_target"] is None
            else f"{f['rounds_for_target']:,}"),
    ]
    split_rows = [
        row("base game", lambda f: pct(f["split"]["base"])),
        row("trinity round", lambda f: pct(f["split"]["trinity"])),
        row("free spins", lambda f: pct(f["split"]["free_spins"])),
        row("clear prizes (100x)", lambda f: pct(f["split"]["clear_prizes"])),
        row("total", lambda f: pct(sum(f["split"].values()))),
    ]
    volatility_rows = [
        row("hit rate (round wins > 0)", lambda f: pct(f["hit_rate"], 2)),
        row("SD of a round's win", lambda f: times(f["sd_round_x"])),
        row("largest win seen", lambda f: times(f["max_win_x"])),
        row("max win 5,000x reached", lambda f: one_in(f["capped"]["one_in"])),
    ]
    bucket_rows = [(name, [share(choices[c]["buckets"][name]["probability"]) for c in names])
                   for name in next(iter(choices.values()))["buckets"]]
    feature_rows = [
        row("free spins played per feature", lambda f: number(f["feature"]["spins_per_feature"])),
        row("extensions per feature", lambda f: number(f["feature"]["extensions_per_feature"], 3)),
        row("clear prizes per feature", lambda f: number(f["feature"]["clears_per_feature"], 4)),
        row("mean feature win (95% CI)",
            lambda f: f"{times(f['feature']['mean_win_x'])} +-{f['feature']['mean_win_ci95_x']:.2f}"),
        row("feature reaches the cap", lambda f: one_in(f["feature"]["capped_one_in_features"])),
        row("feature plays", lambda f: f"{f['feature']['plays']:,}"),
    ]
    split_k = [
        row("plays per trigger K", lambda f: str(f["splitting"]["splits"])),
        row("variance: plain / split", lambda f: number(f["splitting"]["variance_ratio"])),
        row("work: split / plain (spins)", lambda f: number(f["splitting"]["work_ratio"])),
        row("efficiency gain", lambda f: number(f["splitting"]["efficiency"])),
        row("SD of the per-round value", lambda f: times(f["sd_value_x"])),
        row("suggested K (spin cost)", lambda f: number(f["splitting"]["suggested_splits"], 1)),
    ]
    base_rows: list[Row] = [
        ("base rounds", [f"{base['rounds']:,}"]),
        ("base hit rate (base + trinity win > 0)", [pct(base["base_hit_rate"], 2)]),
        ("base-game power", [pct(base["base_power_rate"], 2) + " of rounds"]),
        *((f"  {p} power when active", [pct(base["base_power_rate_by_princess"][p], 2)])
          for p in model.PRINCESSES),
        ("trinity round", [one_in(base["trinity_one_in"])]),
        ("powers per trinity round", [number(base["powers_per_trinity"], 3)]),
        ("free spins awarded", [one_in(base["free_spins_one_in"])]),
        ("triggers seen", [f"{base['triggers']:,}"]),
    ]
    header = [""] + names
    return [
        *parts_tables(result),
        ("RTP" if not result.get("parts") else "RTP of whole rounds (cross-check)", header, rtp_rows),
        ("RTP by source", header, split_rows),
        ("Volatility", header, volatility_rows),
        ("Win distribution (share of rounds)", header, bucket_rows),
        ("Base game and trinity (shared by every choice)", ["", "all choices"], base_rows),
        ("Free spins", header, feature_rows),
        ("Importance splitting", header, split_k),
    ]


def parts_tables(result: dict[str, Any]) -> list[Table]:
    """The RTP by parts (estimate.py), when the run made it: the headline figures."""
    parts = result.get("parts")
    if not parts:
        return []
    choices = parts["choices"]
    names = list(choices)
    target = result["model"]["rtp_target"]

    def row(label: str, get: Any) -> Row:
        return label, [get(choices[c]) for c in names]

    counts = parts["counts"]
    return [("RTP by parts (headline)", [""] + names, [
        row("RTP", lambda f: pct(f["rtp"])),
        row("95% CI half-width", lambda f: f"+-{100 * f['ci95']:.3f} pp"),
        row("95% CI", lambda f: f"{pct(f['rtp_low'])} to {pct(f['rtp_high'])}"),
        row(f"target {pct(target, 2)} inside the CI",
            lambda f: "yes" if f["rtp_low"] <= target <= f["rtp_high"] else "no"),
        row("CI half-width within 0.10 pp", lambda f: "yes" if f["ci95"] <= TOLERANCE else "no"),
        row("base game", lambda f: pct(f["base"])),
        row("trinity round", lambda f: pct(f["trinity"])),
        row("free spins", lambda f: pct(f["free_spins"])),
        row("clear prizes (100x)", lambda f: pct(f["clear_prizes"])),
        row("free spins awarded", lambda f: one_in(f["trigger_one_in"])),
        row("mean feature win", lambda f: times(f["feature_mean_x"])),
        row("CI part: base spins", lambda f: f"+-{100 * f['ci95_by_part']['base']:.3f} pp"),
        row("CI part: trinity rounds", lambda f: f"+-{100 * f['ci95_by_part']['trinity']:.3f} pp"),
        row("CI part: features", lambda f: f"+-{100 * f['ci95_by_part']['free']:.3f} pp"),
        row("features that reached the cap", lambda f: f"{f['features_capped']:,}"),
        row("largest feature win", lambda f: times(f["largest_feature_x"])),
    ]), ("Samples of the parts", ["part", "plays"], [(k, [f"{v:,}"]) for k, v in counts.items()])]


def _aligned(table: Table) -> list[str]:
    title, header, rows = table
    lines = [[header[0], *header[1:]], *([label, *cells] for label, cells in rows)]
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    out = [title]
    for line in lines:
        out.append("  " + line[0].ljust(widths[0]) + "  "
                   + "  ".join(cell.rjust(w) for cell, w in zip(line[1:], widths[1:], strict=True)))
    return out


def _plays_per_second(result: dict[str, Any]) -> str:
    """The run's pace: whole rounds and every part's plays, per second of wall time."""
    seconds = result["run"]["seconds"]
    plays = result["config"]["rounds"] + sum((result.get("parts") or {}).get("counts", {}).values())
    return f"{plays / seconds:,.0f} plays/s" if seconds else "-"


def render_text(result: dict[str, Any]) -> str:
    """The figures for a terminal."""
    cfg, run = result["config"], result["run"]
    lines = [
        f"Midnight Princess simulation: {cfg['rounds']:,} base rounds, choice {cfg['choice']}, "
        f"K={cfg['splits']} feature plays a trigger, {cfg['chunks']} chunks of {cfg['chunk']:,}",
        f"seed {cfg['seed']}  engine {result['engine']}  "
        f"{run['seconds']:.1f} s ({_plays_per_second(result)}, "
        f"{run['scheduler'] or str(run['workers']) + ' worker(s)'})",
        "",
    ]
    for table in tables(result):
        lines += _aligned(table) + [""]
    return "\n".join(lines).rstrip() + "\n"


# --- markdown ------------------------------------------------------------------------------

def _md_table(header: list[str], rows: list[list[str]]) -> list[str]:
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    out += ["| " + " | ".join(cells) + " |" for cells in rows]
    return out


def _money(cents: int) -> str:
    return f"{cents // 100}.{cents % 100:02d}"


def git_commit(where: Path) -> str:
    """The short commit of the checkout holding ``where``, marked when the engine has changes."""
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=where, capture_output=True,
                             text=True, timeout=5, check=True)
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "py/midnight_princess"],
                               cwd=where, capture_output=True, text=True, timeout=5, check=True)
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return out.stdout.strip() + (" (engine files modified)" if dirty.stdout.strip() else "")


def model_section() -> list[str]:
    """The math model as markdown: paytable, bets, reels, features."""
    lines = ["## The math model", "", f"From `py/midnight_princess/model.py`; target RTP {model.RTP}%.", "",
             "### Paytable (x total bet)", ""]
    rows = [[name, *(f"{model.PAYTABLE[name][n] / 100:g}" for n in (3, 4, 5))]
            for name in model.SYMBOLS]
    lines += _md_table(["symbol", "3", "4", "5"], rows)
    lines += ["", "Wins pay on the 5 rows and 5 columns; the moon is wild and pays on its own. "
              f"Drops raise the multiplier by 1 up to x{model.MAX_MULTIPLIER}.", "",
              "### Bets and limits", "",
              "- bet levels: " + ", ".join(_money(b) for b in model.BET_LEVELS),
              f"- max win: {model.MAX_WIN_X:,}x the total bet a round",
              f"- grid-clear prize in free spins: {model.CLEAR_PRIZE_X}x the total bet",
              f"- base-game power chance on a non-winning landing: "
              f"{model.BASE_POWER_CHANCE[0]}/{model.BASE_POWER_CHANCE[1]}",
              f"- star power adds 1 or 2 moons with weights {model.STAR_WILDS_WEIGHTS[0]}:"
              f"{model.STAR_WILDS_WEIGHTS[1]}",
              "- meter gain by princess win length: "
              + ", ".join(f"{n}: +{g}" for n, g in model.METER_GAIN.items())
              + f" (full at {model.METER_FULL})",
              f"- trinity powers in order: {', '.join(model.TRINITY_ORDER)}", "",
              "### Free-spin options", ""]
    lines += _md_table(["princess", "free spins", "added by a full meter", "power on a dead landing"],
                       [[p, str(model.FREE_SPINS[p][0]), f"+{model.FREE_SPINS[p][1]}", p]
                        for p in model.PRINCESSES])
    lines += ["", f"Never more than {model.MAX_FREE_SPINS} free spins in all.", "",
              f"### Reel sets (symbols per {model.STRIP_LENGTH}-stop reel)", ""]
    rows = []
    for phase, sets in model.REEL_SETS.items():
        total = sum(weight for weight, _ in sets)
        for number, (weight, reels) in enumerate(sets, 1):
            groups: list[tuple[list[int], model.Reel]] = []
            for index, reel in enumerate(reels, 1):
                for members, seen in groups:
                    if seen == reel:
                        members.append(index)
                        break
                else:
                    groups.append(([index], reel))
            for members, reel in groups:
                which = "all" if len(members) == len(reels) else ",".join(map(str, members))
                rows.append([phase, f"{number} ({weight}/{total})", which,
                             *(str(reel.get(name, 0)) for name in model.SYMBOLS)])
    lines += _md_table(["phase", "set (weight)", "reels", *model.SYMBOLS], rows)
    return lines


def render_markdown(result: dict[str, Any], plots: bool = True) -> str:
    """The PAR sheet."""
    cfg, run = result["config"], result["run"]
    where = Path(__file__).resolve().parent
    headline = result["parts"]["choices"] if result.get("parts") else result["choices"]
    summary = [[c, pct(f["rtp"]), f"+-{100 * f['ci95']:.3f} pp", f"{pct(f['rtp_low'])} to {pct(f['rtp_high'])}"]
               for c, f in headline.items()]
    lines = [
        "# Midnight Princess: PAR sheet", "",
        "Produced by the simulator; do not edit by hand. The command (from the repository root, "
        "with `PYTHONPATH=py` or after `pip install -e 'py[sim]'`):", "",
        "```", result["command"] or "(called from Python)", "```", "",
        f"- base rounds: {cfg['rounds']:,} in {cfg['chunks']:,} chunks of {cfg['chunk']:,}",
        f"- seed: `{cfg['seed']}`",
        f"- feature plays a trigger (K): {cfg['splits']}",
        f"- bet: {_money(cfg['bet'])} (every figure is relative to the bet)",
        *([f"- RTP by parts: {', '.join(f'{n:,} {part}' for part, n in result['parts']['counts'].items())} "
            "(base spins, trinity rounds, features of each choice)"] if result.get("parts") else []),
        f"- time taken: {run['seconds']:,.1f} s ({_plays_per_second(result)}, "
        f"{run['scheduler'] or str(run['workers']) + ' local worker(s)'})",
        f"- engine fingerprint: `{result['engine']}` (SHA-256 of the engine's sources); "
        f"git {result.get('git') or git_commit(where)}",
        f"- generated: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC", "",
        "## RTP by free-spins choice", "",
        *_md_table(["choice", "RTP", "95% CI half-width", "95% CI"], summary), "",
        f"Target: {model.RTP}% within +-0.10 percentage points at 95% confidence, for every choice "
        "(RULES.md section 8).", "",
    ]
    for title, header, rows in tables(result):
        lines += [f"## {title}", ""]
        lines += _md_table(header, [[label, *cells] for label, cells in rows]) + [""]
    lines += [
        "## How the figures are made", "",
        "- The headline RTP is estimated by parts (`estimate.py`, `--parts`): a round's value is "
        "`B + T*Tr + [BC or (T and TC)]*F` (base spin win B, full meter T, base clear BC, trinity win "
        "Tr, trinity clear TC, feature win F). The trinity round and the feature start from nothing "
        "the base spin left (x1, an empty meter, a fresh landing), so base spins, trinity rounds and "
        "features are each simulated alone, in the numbers their share of the variance asks, and "
        "combined exactly in expectation: RTP = E[B] + P(T) E[Tr] + (P(BC) + P(T and not BC) P(TC)) "
        "E[F]. The 95% interval is the delta method over the three independent samples. Left out: "
        "the round cap applied to base win + feature win together (a feature is capped alone); the "
        "bias is below the base win at a trigger times the chance a feature reaches the cap, "
        "under 0.001 pp here. The whole-round figures below check it independently.",
        "- The simulator plays the engine the browser runs (`play.Round`), without recording steps.",
        "- The run is cut into fixed chunks; chunk *i* draws from `child_seed(seed, \"sim:chunk\", i)`. "
        "Each chunk returns exact integer sums (wins, squares, counts), merged in chunk order, so the "
        "figures are the same on 1 process, many, or a Dask cluster.",
        "- The active princess carries from round to round inside a chunk; each chunk draws its first.",
        f"- Importance splitting: every base round that awards free spins has its feature played "
        f"K = {cfg['splits']} times from the same trigger state (round win so far, multiplier, meter), "
        "each play with its own child seed. That round's value is the mean of the K round wins, an "
        "unbiased estimate of its expected win given its base part; a round without free spins is "
        "valued at its win. The RTP is the mean value over all base rounds, and its 95% CI is "
        "1.96 x SD(values) / sqrt(rounds): the variance of the values includes what the K plays "
        "leave, so the interval is honest.",
        "- Counts over outcomes (hit rate, win distribution, caps) weigh each feature play 1/K of its "
        "round; they are kept as exact integers by counting a round without free spins K times.",
        "- \"SD of a round's win\" is the volatility a player meets (every play counted); \"SD of the "
        "per-round value\" is the smaller spread that sets the CI. Their variance ratio is how many "
        "unsplit rounds one split round is worth; the efficiency gain divides it by the extra spins "
        "played. The suggested K minimises the CI for a given number of spins played.",
        "- With --choice all, each choice gets its own K plays a trigger (its own seeds) on the same "
        "base rounds; the base and trinity figures are therefore shared.",
        "",
    ]
    if plots:
        lines += ["## Plots", "",
                  f"![win distribution]({DISTRIBUTION_PNG})", "",
                  f"![RTP convergence]({CONVERGENCE_PNG})", ""]
    lines += model_section()
    return "\n".join(lines).rstrip() + "\n"


# --- plots -------------------------------------------------------------------------------

def plot_distribution(result: dict[str, Any], path: Path) -> None:
    """Bucket shares (log scale) and the chance to win at least x, per choice."""
    import matplotlib  # lazy: an extra of the simulator only

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from .sim import EDGES_X100

    choices = result["choices"]
    fig, (left, right) = plt.subplots(1, 2, figsize=(12, 4.8))
    names = list(next(iter(choices.values()))["buckets"])
    width = 0.8 / len(choices)
    for i, (choice, fig_c) in enumerate(choices.items()):
        shares = [fig_c["buckets"][b]["probability"] or float("nan") for b in names]
        left.bar([j + (i - (len(choices) - 1) / 2) * width for j in range(len(names))], shares,
                 width=width, label=choice)
        hist = fig_c["histogram"]
        weight = sum(hist)
        xs, ys = [], []
        above = weight
        for index in range(1, len(hist)):
            above -= hist[index - 1]
            if above <= 0:
                break
            if index > 1:  # from 0.1x, the smallest pay; the 0.01x edge only marks "any win"
                xs.append(EDGES_X100[index - 1] / 100)
                ys.append(above / weight)
        (line,) = right.step(xs, ys, where="post", label=choice)
        right.plot(xs[-1:], ys[-1:], "o", color=line.get_color())  # the largest win's odds
    left.set_yscale("log")
    left.set_xticks(range(len(names)), names, rotation=30, ha="right")
    left.set_ylabel("share of rounds")
    left.set_title("Round win by bucket")
    left.legend()
    right.axvline(model.MAX_WIN_X, color="black", linewidth=1, linestyle=":", label="max win")
    right.set_xscale("log")
    right.set_yscale("log")
    right.set_xlabel("round win (x bet)")
    right.set_ylabel("P(round win >= x)")
    right.set_title("Chance to win at least x")
    right.grid(True, which="both", alpha=0.3)
    right.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def plot_convergence(result: dict[str, Any], path: Path) -> None:
    """The running RTP after each chunk with its 95% band, per choice."""
    import matplotlib  # lazy: an extra of the simulator only

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    target = result["model"]["rtp_target"]
    fig, axis = plt.subplots(figsize=(10, 4.8))
    for choice, points in result["convergence"].items():
        xs = [p[0] for p in points]
        mid = [100 * p[1] for p in points]
        (line,) = axis.plot(xs, mid, marker="." if len(xs) < 50 else None, label=choice)
        axis.fill_between(xs, [100 * (p[1] - p[2]) for p in points],
                          [100 * (p[1] + p[2]) for p in points], color=line.get_color(), alpha=0.15)
    axis.axhline(100 * target, color="black", linewidth=1, label=f"target {100 * target:.2f}%")
    axis.axhspan(100 * (target - TOLERANCE), 100 * (target + TOLERANCE), color="grey", alpha=0.15,
                 label="target +-0.10 pp")
    finals = [points[-1] for points in result["convergence"].values()]
    spread = max(max(6 * p[2] for p in finals), 2 * TOLERANCE)
    axis.set_ylim(100 * (min(min(p[1] for p in finals), target) - spread),
                  100 * (max(max(p[1] for p in finals), target) + spread))
    if len(result["convergence"][next(iter(result["convergence"]))]) >= 10:
        axis.set_xscale("log")
    axis.set_xlabel("base rounds (after each chunk)")
    axis.set_ylabel("RTP %")
    axis.set_title("RTP converging, with its 95% confidence band")
    axis.grid(True, alpha=0.3)
    axis.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def write_report(result: dict[str, Any], directory: Path) -> list[Path]:
    """Write PAR.md and its two plots into a directory; the paths written."""
    directory.mkdir(parents=True, exist_ok=True)
    paths = [directory / MARKDOWN_NAME, directory / DISTRIBUTION_PNG, directory / CONVERGENCE_PNG]
    plot_distribution(result, paths[1])
    plot_convergence(result, paths[2])
    paths[0].write_text(render_markdown(result), encoding="utf-8")
    return paths
