"""The PAR sheet: the simulator's figures as text, as markdown (docs/PAR.md), as JSON and as plots.

Everything here reads the JSON-ready result of ``run.simulate`` and the math model; nothing is
simulated here. The markdown holds no date and no timing, so the same run gives the same sheet;
the timings go to par.json. matplotlib is imported only when plots are drawn.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from midnight_princess import ladder, model

from .chunks import Part, free
from .detail import DetailSums
from .figures import PartsChoice, Result
from .stats import BANDS, BET, EDGES_X100, PROOF_HALF_WIDTH, RULES_HALF_WIDTH, Z90, bin_band, ratio
from .sums import from_json

Row = tuple[str, list[str]]
Table = tuple[str, list[str], list[Row]]  # title, column headers, rows
Section = tuple[str, list[str], list[Table]]  # heading, paragraphs, tables
F = TypeVar("F")  # one choice's figures, of whichever run

MARKDOWN_NAME = "PAR.md"
JSON_NAME = "par.json"
DISTRIBUTION_PNG = "par_win_distribution.png"
CONVERGENCE_PNG = "par_rtp_convergence.png"
FEATURE_PNG = "par_feature_distribution.png"
DETAIL_PNG = "par_drops_and_multiplier.png"
FINGERPRINT_LINE = "- engine fingerprint: `{}`"
SHEETS = Path("docs")  # the default rung's sheet; every other rung's in a folder of its own below LADDER
LADDER = "par"
PLOT_TITLES = {FEATURE_PNG: "feature win by choice", DISTRIBUTION_PNG: "win distribution",
               DETAIL_PNG: "drops and multiplier", CONVERGENCE_PNG: "RTP convergence"}


def sheet_dir(rtp: str, root: Path = SHEETS) -> Path:
    """Where a rung's PAR sheet lives: docs/ for the default rung, docs/par/<rtp>/ for the others."""
    return root if rtp == ladder.DEFAULT else root / LADDER / rtp


def pct(value: float | None, digits: int = 3) -> str:
    """A fraction as a percentage."""
    return "-" if value is None else f"{100 * value:.{digits}f}%"


def pp(value: float) -> str:
    """A fraction as +- percentage points."""
    return f"+-{100 * value:.3f} pp"


def odds(value: float | None) -> str:
    """An 'x rounds a hit' figure."""
    if value is None:
        return "never seen"
    return f"1 in {value:,.1f}" if value < 1000 else f"1 in {value:,.0f}"


def chance(p: float | None) -> str:
    """A probability: a percentage, or odds when it is too small to read as one."""
    if p is None:
        return "-"
    if p == 0:
        return "0"
    return f"{100 * p:.4f}%" if p >= 1e-4 else odds(1 / p)


def times(value: float | None, digits: int = 2) -> str:
    """A multiple of the bet."""
    return "-" if value is None else f"{value:,.{digits}f}x"


def number(value: float | None, digits: int = 2) -> str:
    """A plain number."""
    return "-" if value is None else f"{value:,.{digits}f}"


def _rows(figures: Mapping[str, F], names: list[str]) -> Callable[[str, Callable[[F], str]], Row]:
    def row(label: str, get: Callable[[F], str]) -> Row:
        return label, [get(figures[c]) for c in names]
    return row


# --- the sections ------------------------------------------------------------------------

def headline(result: Result) -> Section:
    """The RTP by parts, each choice, and how it reads against the target."""
    parts = result.get("parts")
    if not parts:
        return ("RTP", ["No parts run: the whole-round figures below are the only RTP."], [])
    figures = parts["choices"]
    names = list(figures)
    row = _rows(figures, names)
    target = result["model"]["rtp_target"]
    proof = result["model"].get("proof_half_width", PROOF_HALF_WIDTH)

    def inside(f: PartsChoice) -> bool:
        return bool(target - proof <= f["rtp_low"] and f["rtp_high"] <= target + proof)

    def holds(f: PartsChoice) -> bool:
        return bool(f["rtp_low"] <= target <= f["rtp_high"] and f["ci95"] <= proof)

    def rules(f: PartsChoice) -> bool:
        return bool(f["rtp_low"] <= target <= f["rtp_high"] and f["ci95"] <= RULES_HALF_WIDTH)

    met_strict, met_loose, met_rules = (all(test(f) for f in figures.values()) for test in (inside, holds, rules))
    low, high = pct(target - proof, 2), pct(target + proof, 2)
    reading = [
        f"The target, read two ways (the first is the stricter): (a) the whole 95% interval lies inside "
        f"{low} to {high}; (b) the interval holds {pct(target, 2)} and is at most "
        f"{pp(proof)} wide each side. The rules (docs/rules.md section 11) ask "
        f"{pct(target, 2)} within {pp(RULES_HALF_WIDTH)}.",
        f"This run: (a) {'met' if met_strict else 'not met'} by every choice; (b) "
        f"{'met' if met_loose else 'not met'}; the rules' {pp(RULES_HALF_WIDTH)}: {'met' if met_rules else 'not met'}.",
    ]
    table = ("RTP by parts (the headline)", [""] + names, [
        row("RTP", lambda f: pct(f["rtp"])),
        row("95% CI half-width", lambda f: pp(f["ci95"])),
        row("95% CI", lambda f: f"{pct(f['rtp_low'])} to {pct(f['rtp_high'])}"),
        row(f"(a) CI inside {low} to {high}", lambda f: "yes" if inside(f) else "no"),
        row(f"(b) CI holds {pct(target, 2)}, half-width <= {100 * proof:.2f} pp", lambda f: "yes" if holds(f) else "no"),
        row("rules: CI holds the target, half-width <= 0.10 pp", lambda f: "yes" if rules(f) else "no"),
        row("CI part: base spins", lambda f: pp(f["ci95_by_part"]["base"])),
        row("CI part: trinity rounds", lambda f: pp(f["ci95_by_part"]["trinity"])),
        row("CI part: features", lambda f: pp(f["ci95_by_part"]["free"])),
        *([row("CI part: the default rung's sheet", lambda f: pp(f["ci95_by_part"]["control"]))]
          if "control" in result["config"] else []),
    ])
    samples = ("Samples of the parts", ["part", "plays"], [(k, [f"{v:,}"]) for k, v in parts["counts"].items()])
    return ("RTP by free-spins choice", reading, [table, samples, *controlled(result)])


def rung(result: Result) -> str:
    """The rung of the RTP ladder a run played (a sheet made before the ladder: the default)."""
    return result["model"].get("rtp", ladder.DEFAULT)


def controlled(result: Result) -> list[Table]:
    """The features measured against the default rung's sheet: the pairs, their difference, the rung's own mean."""
    parts = result.get("parts")
    source = result["config"].get("control")
    if not parts or not source:
        return []
    figures = {c: f for c, f in parts["choices"].items() if "control" in f}
    row = _rows(figures, list(figures))
    return [(f"The features by common random numbers (against the sheet of engine {source['engine']})",
             [""] + list(figures), [
        row(f"the default rung's mean feature win ({ladder.DEFAULT}%, its sheet)",
            lambda f: f"{f['control']['sheet_mean_x']:.3f}x +-{f['control']['sheet_half_width_x']:.3f}"),
        row("pairs played (one seed, both rungs)", lambda f: f"{f['control']['pairs']:,}"),
        row("pairs whose wins differ", lambda f: chance(f["control"]["pairs_differing"] / f["control"]["pairs"])),
        row("the twins' mean (the default rung on the pairs' seeds)", lambda f: f"{f['control']['twin_mean_x']:.3f}x"),
        row("this rung's own mean (a plain run's estimate)",
            lambda f: f"{f['control']['own_mean_x']:.3f}x +-{f['control']['own_half_width_x']:.3f}"),
        row("beta: own mean - beta x (twins' mean - default's)", lambda f: f"{f['control']['beta']:.4f}"),
        row("mean feature win so measured", lambda f: f"{f['feature_mean_x']:.3f}x"),
        row("its variance from the pairs, a share of the own mean's", lambda f: f"{f['control']['variance_left']:.3f}"),
        row("features that reached the cap: this rung's, the twins'", lambda f: f"{f['features_capped']:,}, "
            f"{f['control']['twins_capped']:,}"),
        row(f"the default rung's share that reached it ({ladder.DEFAULT}%, its sheet)",
            lambda f: odds(1 / f["control"]["sheet_cap_rate"]) if f["control"]["sheet_cap_rate"] else "never seen"),
    ])]


def sources(result: Result) -> Section:
    """Where the RTP comes from, and how free spins are won."""
    parts = result.get("parts")
    if not parts:
        return ("RTP by source", [], [])
    figures, base = parts["choices"], parts["base"]
    names = list(figures)
    row = _rows(figures, names)
    by_source = ("RTP by source (parts)", [""] + names, [
        row("base game", lambda f: pct(f["base"])),
        row("trinity round", lambda f: pct(f["trinity"])),
        row("free spins (drops)", lambda f: pct(f["free_spins"])),
        row("grid-clear prizes (100x)", lambda f: pct(f["clear_prizes"])),
        row("free spins and prizes: share of the RTP", lambda f: pct((f["free_spins"] + f["clear_prizes"]) / f["rtp"], 1)),
        row("total", lambda f: pct(f["rtp"])),
    ])
    hits = ("Hit frequency by source (share of plays with a win)", ["source", "hit frequency", "plays a base round"], [
        ("base spin", [pct(base["hit_rate"], 2), "1"]),
        ("trinity round", [pct(base["trinity_hit_rate"], 2), f"{base['full_meter']:.5f} (1 in {1 / base['full_meter']:,.1f})"]),
        *((f"free spins: {c}", [pct(figures[c]["feature_hit_rate"], 2), f"{figures[c]['trigger']:.6f}"])
          for c in names if c != "random"),
    ])
    triggers = ("Free spins awarded, by source", ["source", "a base round", "share of triggers"], [
        ("grid cleared in the base spin", [chance(base["trigger_by_base_clear"]),
                                           pct(ratio(base["trigger_by_base_clear"], figures[names[0]]["trigger"]), 1)]),
        ("grid cleared in the trinity round", [chance(base["trigger_by_trinity_clear"]),
                                               pct(ratio(base["trigger_by_trinity_clear"], figures[names[0]]["trigger"]), 1)]),
        ("either (free spins awarded)", [odds(figures[names[0]]["trigger_one_in"]), "100%"]),
    ])
    added = result["config"].get("control", {}).get("added")
    sample = (
        f"From {base['spins']:,} base spins and {base['trinity_rounds']:,} trinity rounds, each simulated alone "
        "(the trinity rounds by strata: each reel set of their landing played alone, in proportion to its weight)."
        if not added else
        f"The base game and the trinity round are the default rung's with landings added: {pct(added['base'], 2)} of "
        f"this rung's base landings are on the lean set and {pct(added['trinity'], 2)} of its trinity landings are "
        "added ones on the three-symbol set; the rest land as at the default rung. So each is taken in two strata: "
        f"the added set's, {base['spins']:,} base spins and {base['trinity_rounds']:,} trinity rounds played on it alone, "
        "and the default rung's, from its sheet (its means, and its part of the interval at its own size).")
    return ("RTP by source", [
        f"{sample} The trinity round comes with a full meter, 1 base spin in {1 / base['full_meter']:,.1f}; "
        f"it clears the grid (and awards free spins) in {pct(base['trinity_clear'], 2)} of them."],
        [by_source, hits, triggers])


def max_win(result: Result) -> Section:
    """The 5,000x cap: odds per round with their CI, by path, and what the cap takes."""
    parts = result.get("parts")
    if not parts:
        return ("Max win", [], [])
    figures = parts["choices"]
    names = list(figures)
    row = _rows(figures, names)
    base = parts["base"]
    paired_caps = all("control" in figures[c] and figures[c]["control"]["cap_half_width"] for c in names if c != "random")
    table = ("The 5,000x max win", [""] + names, [
        row("a round reaches the cap", lambda f: odds(1 / f["round_capped"]) if f["round_capped"] else "never seen"),
        row("95% CI (by the twins)" if paired_caps else "95% CI (Wilson, on the features)",
            lambda f: (odds(1 / f["round_capped_ci95"][1]) if f["round_capped_ci95"][1] else "never") + " to "
            + (odds(1 / f["round_capped_ci95"][0]) if f["round_capped_ci95"][0] else "never")),
        row("features that reached the cap", lambda f: f"{f['features_capped']:,} of {f['features']:,}"),
        row("  through an all-moon landing (the crown)", lambda f: f"{f['features_capped_by_crown']:,}"),
        row("  through long drops, no all-moon landing", lambda f: f"{f['features_capped_by_drops']:,}"),
        row("a round reaches it by long drops", lambda f: odds(1 / f["round_capped_by_drops"])
            if f["round_capped_by_drops"] else "never seen"),
        row("RTP lost to the cap", lambda f: pct(f["rtp_lost_to_cap"], 4)),
        row("largest feature win", lambda f: times(f["largest_feature_x"])),
        row("parts' cap bias, at most", lambda f: "-" if f["cap_bias_bound"] is None else pct(f["cap_bias_bound"], 5)),
    ])
    crown = sum(figures[c]["features_capped_by_crown"] for c in names if c != "random")
    capped = sum(figures[c]["features_capped"] for c in names if c != "random")
    paths = (f"Of the {capped:,} features that reached the cap in this run, {crown:,} got there through an "
             f"all-moon landing{_crown_sets(rung(result))} and {capped - crown:,} through long drops."
             if capped else "No feature reached the cap in this run.")
    return ("Max win", [
        f"A round never wins more than {model.MAX_WIN_X:,}x the bet (docs/rules.md section 9). The odds come "
        "from the parts run: the chance a feature reaches the cap times the chance free spins are awarded; "
        + ("the chance a feature reaches it is measured as its mean win is, by the twins against the default "
           "rung's sheet (this rung's share of capped features less beta times how far the twins' share strays "
           "from the sheet's), and its interval is the normal one of that estimate (the trigger rate's own error "
           "is far smaller). A random pick's odds are the mean of the three choices', and so is its interval."
           if paired_caps else
           "the interval is Wilson's on the features (the trigger rate's own error is far smaller). A random "
           "pick's odds are the mean of the three choices' (each a third of its features, whatever each "
           "choice's sample), and so is its interval: Wilson's at that mean's effective sample size."), paths,
        "RTP lost to the cap: what the capped features would have paid beyond 5,000x, replayed with their "
        "own seeds without the cap.",
        f"The base spin and the trinity round can reach the cap too: then the round ends at {model.MAX_WIN_X:,}x "
        f"and the free spins it had won are forfeited (docs/rules.md section 9). Base spins that capped: "
        f"{base['capped']:,} of {base['spins']:,}; trinity rounds: {base['trinity_capped']:,} of "
        f"{base['trinity_rounds']:,}.",
        "The parts' cap bias: the parts cap a feature at 5,000x on its own, but in a round it starts from the "
        "win w the base spin and trinity round made, so it pays min(F, cap - w). For one round that overstates "
        "by at most w x P(F > cap - w); the bound above is its mean over the whole-round run's trigger wins, "
        "with P(F > cap - w) from the parts' feature wins (each at its bin's upper edge, so it errs high).",
    ], [table])


def _crown_sets(rtp: str) -> str:
    """The free-spin reel sets of moons only, and how often each choice draws one in the rung."""
    odds_by_choice = []
    for phase, sets in ladder.reel_sets(rtp).items():
        total = sum(weight for weight, _ in sets)
        crown = sum(weight for weight, reels in sets if all(reel.get(model.WILD) == model.STRIP_LENGTH for reel in reels))
        part = Part.of(phase)
        if part.phase == "free" and crown:
            odds_by_choice.append(f"{part.choice} 1 in {total / crown:,.0f}")
    if not odds_by_choice:
        return ""
    return (" (a reel set of moons only: 25 moons, ten moon 5-runs, 250x the multiplier; drawn by a free-spin "
            "landing " + ", ".join(odds_by_choice) + ")")


def volatility(result: Result) -> Section:
    """SD, the volatility index and payback ranges, from the whole-round run."""
    figures = result.get("choices") or {}
    if not figures:
        return ("Volatility", [], [])
    names = list(figures)
    row = _rows(figures, names)
    vol = ("Volatility (whole rounds)", [""] + names, [
        row("hit rate (round win > 0)", lambda f: pct(f["hit_rate"], 2)),
        row("SD of a round's win", lambda f: times(f["sd_round_x"])
            + ("" if f["sd_round_ci95_x"] is None else f" +-{f['sd_round_ci95_x']:.2f}")),
        row("volatility index (1.645 x SD)", lambda f: number(f["volatility_index"])
            + ("" if f["volatility_index_ci95"] is None else f" +-{f['volatility_index_ci95']:.2f}")),
        row("largest win seen", lambda f: times(f["max_win_x"])),
    ])
    payback_rows: list[Row] = []
    for length in (1_000, 10_000, 100_000, 1_000_000, 10_000_000):
        cells = []
        for c in names:
            f = figures[c]
            parts = result["parts"]
            rtp = parts["choices"][c]["rtp"] if parts and c in parts["choices"] else f["rtp"]
            spread = Z90 * f["sd_round_x"] / math.sqrt(length)
            seen = f["sessions"].get(str(length))
            if seen:
                cells.append(f"{pct(seen['p05'], 1)} / {pct(seen['p50'], 1)} / {pct(seen['p95'], 1)} "
                             f"({seen['sessions']:,} sessions)")
            else:
                cells.append(f"{pct(rtp - spread, 1)} / {pct(rtp, 1)} / {pct(rtp + spread, 1)} (VI)")
        payback_rows.append((f"{length:,} rounds", cells))
    payback = ("Payback ranges: session RTP, 5th / 50th / 95th percentile", ["session"] + names, payback_rows)
    return ("Volatility", [
        "From the whole-round run (every feature play counted, each weighed 1/K of its round). The SD's "
        "interval is the delta method over the per-round first and second moments.",
        "Payback ranges: where enough sessions of consecutive rounds were played (each round with its first "
        "feature play), their percentiles; beyond, the volatility index's range RTP +- VI / sqrt(rounds) "
        "(marked VI), the normal reading of a long session.",
    ], [vol, payback])


def bands(result: Result) -> Section:
    """Win bands with their CIs, from the whole-round run."""
    figures = result.get("choices") or {}
    if not figures:
        return ("Win distribution", [], [])
    names = list(figures)
    rows = [(name, [f"{chance(figures[c]['bands'][name]['probability'])} ({chance(figures[c]['bands'][name]['ci95'][0])}"
                    f" to {chance(figures[c]['bands'][name]['ci95'][1])})" for c in names]) for name in BANDS]
    return ("Win distribution", [
        "Share of rounds by round win, with 95% Wilson intervals, from the whole-round run."],
        [("Round win by band (95% CI)", ["band"] + names, rows)])


def feature(result: Result) -> Section:
    """The free-spins feature, choice by choice, from the parts run."""
    parts = result.get("parts")
    if not parts:
        return ("The free-spins feature", [], [])
    figures = parts["choices"]
    names = list(figures)
    row = _rows(figures, names)
    table = ("The feature, by choice", [""] + names, [
        row("mean feature win", lambda f: times(f["feature_mean_x"])),
        row("SD of a feature's win", lambda f: times(f["feature_sd_x"])),
        row("features with a win", lambda f: pct(f["feature_hit_rate"], 2)),
        row("free spins played", lambda f: number(f["spins_per_feature"])),
        row("extensions (full meter)", lambda f: number(f["extensions_per_feature"], 3)),
        row(f"reached {model.MAX_FREE_SPINS} free spins", lambda f: chance(f["reached_max_spins"])),
        row(f"grid-clear prizes ({model.CLEAR_PRIZE_X}x) a feature", lambda f: number(f["prizes_per_feature"], 4)),
        row("features played", lambda f: f"{f['features']:,}"),
    ])
    def share(choice: str, band_index: int) -> float:
        if choice == "random":  # each choice a third, whatever each choice's sample size
            return sum(share(c, band_index) for c in names if c != "random") / (len(names) - 1)
        histogram = figures[choice]["feature_histogram"]
        return ratio(sum(n for i, n in enumerate(histogram) if bin_band(i) == band_index), sum(histogram))

    feature_bands = [(name, [chance(share(c, band_index)) for c in names]) for band_index, name in enumerate(BANDS)]
    return ("The free-spins feature", [
        f"Each feature from x1 and an empty meter; options: "
        + ", ".join(f"{p} {model.FREE_SPINS[p][0]} spins (+{model.FREE_SPINS[p][1]} a full meter)"
                    for p in model.PRINCESSES) + f", never more than {model.MAX_FREE_SPINS}. "
        "random is a player picking at random: each choice a third (its figures the mean of the three "
        "choices', each from its own sample; its counts, caps and largest win those of the three together)."],
        [table, ("Feature win by band (share of features)", ["band"] + names, feature_bands)])


def _detail_rates(result: Result) -> dict[str, float]:
    """Plays of each detail part a base round: base 1, trinity P(full meter), a choice's features P(trigger)."""
    parts, base = result.get("parts"), result.get("base")
    rates = {"base": 1.0}
    if parts:
        rates["trinity"] = parts["base"]["full_meter"]
        for c, f in parts["choices"].items():
            rates[free(c).key] = f["trigger"]
    elif base:
        rates["trinity"] = base["trinity_rate"]
        for c in model.PRINCESSES:
            rates[free(c).key] = base["free_spins_rate"]
    return rates


def _details(result: Result) -> dict[str, DetailSums]:
    """The breakdown's sums by part key, typed."""
    return {key: from_json(DetailSums, sums) for key, sums in (result.get("detail") or {}).items()}


def breakdown(result: Result) -> Section:
    """Hit frequency and RTP by symbol and run length, power, multiplier; drops and multipliers."""
    details = _details(result)
    if not details:
        return ("Where the wins come from", ["No breakdown in this run (--detail)."], [])
    rates = _detail_rates(result)
    columns = ["base", "trinity", *(k for k in details if Part.of(k).phase == "free")]

    def contribution(part: str, cents: int) -> float:
        # RTP a base round from one detail part: per play, times that part's plays a round.
        return float(cents / details[part].plays / BET * rates.get(part, 0.0))

    symbol_rows: list[Row] = []
    for name in model.SYMBOLS:
        for length in (3, 4, 5):
            key = f"{name}:{length}"
            cells = [chance(ratio(details["base"].symbols[key][0], details["base"].landings))]
            cells += [pct(contribution(part, details[part].symbols[key][2]), 3) for part in columns]
            symbol_rows.append((f"{name} x{length}", cells))
    by_symbol = ("By symbol and run length", ["win", "base landings with it", *(f"RTP: {c}" for c in columns)],
                 symbol_rows)
    power_rows: list[Row] = []
    for part in columns:
        for p in model.PRINCESSES:
            fired, won, cents = details[part].powers[p]
            if fired:
                power_rows.append((f"{part}: {p}", [f"{fired / details[part].plays:.4f}", pct(ratio(won, fired), 1),
                                                    pct(contribution(part, cents), 3)]))
    by_power = ("By Girl Power", ["phase: power", "powers a play", "followed by a win", "RTP from its drops"],
                power_rows)
    multiplier_rows: list[Row] = []
    for level in range(1, model.MAX_MULTIPLIER + 1):
        cells = [pct(contribution(part, details[part].by_multiplier[level][1]), 3) for part in columns]
        if any(details[part].by_multiplier[level][0] for part in columns):
            multiplier_rows.append((f"x{level}", cells))
    by_multiplier = ("RTP by multiplier level", ["level", *columns], multiplier_rows)
    drop_rows: list[Row] = []
    for drops in range(0, 11):
        cells = []
        for part in columns:
            histogram = details[part].drops
            count = histogram[drops] if drops < 10 else sum(histogram[10:])
            cells.append(chance(ratio(count, sum(histogram))))
        drop_rows.append((str(drops) if drops < 10 else "10 or more", cells))
    drops_table = ("Paying drops a landing makes (share of landings)", ["drops", *columns], drop_rows)
    end_rows: list[Row] = []
    for level in range(1, model.MAX_MULTIPLIER + 1):
        cells = [chance(ratio(details[part].final_multiplier[level], details[part].plays)) for part in columns]
        end_rows.append((f"x{level}", cells))
    ends = ("The multiplier a play ends on (share of plays)", ["multiplier", *columns], end_rows)
    counts = ", ".join(f"{details[k].plays:,} {k}" for k in details)
    return ("Where the wins come from", [
        f"From plays recorded step by step, as the player's screen shows them ({counts}). RTP columns are "
        "contributions to the RTP of a base round: a part's win a play times its plays a base round (base 1, "
        "trinity the full-meter rate, a choice's features its trigger rate, from the parts run); the free "
        "columns are alternatives, one a choice, so a round's RTP is base + trinity + one of them. Its sample is "
        "smaller than the headline's: read the shape, not the last digit.",
        "A drop is one paying evaluation: the wins leave, the rest falls, the multiplier rises. A win "
        "\"after a power\" is any drop that follows a Girl Power on the same landing."],
        [by_symbol, by_power, by_multiplier, drops_table, ends])


def whole_rounds(result: Result) -> Section:
    """The whole-round cross-check and the base figures."""
    figures = result.get("choices") or {}
    if not figures:
        return ("Whole rounds (cross-check)", [], [])
    names = list(figures)
    row = _rows(figures, names)
    target = result["model"]["rtp_target"]
    rtp = ("RTP of whole rounds", [""] + names, [
        row("RTP", lambda f: pct(f["rtp"])),
        row("95% CI half-width", lambda f: pp(f["ci95"])),
        row("95% CI", lambda f: f"{pct(f['rtp_low'])} to {pct(f['rtp_high'])}"),
        row(f"holds {pct(target, 2)}", lambda f: "yes" if f["rtp_low"] <= target <= f["rtp_high"] else "no"),
        row("base rounds for +-0.15 pp", lambda f: "-" if f["rounds_for_cross_check"] is None
            else f"{f['rounds_for_cross_check']:,}"),
        row("base game", lambda f: pct(f["split"]["base"])),
        row("trinity round", lambda f: pct(f["split"]["trinity"])),
        row("free spins", lambda f: pct(f["split"]["free_spins"])),
        row("clear prizes (100x)", lambda f: pct(f["split"]["clear_prizes"])),
    ])
    base = result["base"]
    assert base is not None, "a whole-round run has base figures"
    base_rows: list[Row] = [
        ("base rounds", [f"{base['rounds']:,}"]),
        ("base hit rate (base + trinity win > 0)", [pct(base["base_hit_rate"], 2)]),
        ("base-game power", [pct(base["base_power_rate"], 2) + " of rounds"]),
        *((f"  {p} power when active", [pct(base["base_power_rate_by_princess"][p], 2)]) for p in model.PRINCESSES),
        ("trinity round", [odds(base["trinity_one_in"])]),
        ("powers per trinity round", [number(base["powers_per_trinity"], 3)]),
        ("free spins awarded", [odds(base["free_spins_one_in"])]),
        ("triggers seen", [f"{base['triggers']:,}"]),
    ]
    splitting = ("Importance splitting", [""] + names, [
        row("plays per trigger K", lambda f: str(f["splitting"]["splits"])),
        row("variance: plain / split", lambda f: number(f["splitting"]["variance_ratio"])),
        row("work: split / plain (spins)", lambda f: number(f["splitting"]["work_ratio"])),
        row("efficiency gain", lambda f: number(f["splitting"]["efficiency"])),
        row("SD of the per-round value", lambda f: times(f["sd_value_x"])),
        row("suggested K (spin cost)", lambda f: number(f["splitting"]["suggested_splits"], 1)),
    ])
    return ("Whole rounds (cross-check)", [
        "Every round played whole, as a player plays it, with K feature plays a trigger: an estimate "
        "independent of the parts' formula."], [rtp, ("Base game and trinity", ["", "all choices"], base_rows),
                                                 splitting])


def plan_section(result: Result) -> Section:
    """What a proof at the target width costs, from this run's variances and CPU rates."""
    plan = result.get("plan")
    if not plan:
        return ("Planning a proof", [], [])
    cross = plan["cross_check"]
    rows: list[Row] = [
        ("base spins", [f"{plan['base_spins']:,}"]),
        ("trinity rounds a base spin", [f"{plan['trinity_share']:.4f}"]),
        *((f"features a base spin: {c}", [f"{share:.5f}"]) for c, share in plan["feature_share"].items()),
        ("CPU time of the parts", [f"{plan['cpu_seconds_parts'] / 3600:.2f} h"]),
        ("whole rounds for the +-0.15 pp cross-check", ["-" if not cross else f"{cross['rounds']:,}"]),
        ("CPU time of the cross-check", ["-" if not cross else f"{cross['cpu_seconds'] / 3600:.2f} h"]),
        (f"wall time on {plan['cores']} idle cores", [f"{plan['wall_seconds_on_idle_cores'] / 60:.0f} min"]),
    ]
    return ("Planning a proof", [
        f"The cheapest parts run for {pp(plan['half_width'])} on every choice, by the variances and CPU rates "
        "this run measured (the base spins and trinity rounds shared by the choices, each choice's features "
        "sized to its own variance and cost), and the command. "
        "It meets reading (b); reading (a), the whole interval inside the target +- the width, also needs the "
        "estimate within the width's spare room of 96.50%: about half the width (four times the work) makes "
        "that near certain for a model whose true RTP is 96.50%.",
        "```\n" + plan["command"] + "\n```"], [("A proof's cost", ["", "planned"], rows)])


def sections(result: Result, timed: bool = False) -> list[Section]:
    """Every section of the sheet, in reading order; ``timed`` adds those that hang on CPU rates (not in PAR.md)."""
    out = [headline(result), sources(result), max_win(result), volatility(result), bands(result),
           feature(result), breakdown(result), whole_rounds(result)]
    return out + [plan_section(result)] if timed else out


# --- text ----------------------------------------------------------------------------------

def _aligned(table: Table) -> list[str]:
    title, header, rows = table
    lines = [[header[0], *header[1:]], *([label, *cells] for label, cells in rows)]
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    out = [title]
    for line in lines:
        out.append("  " + line[0].ljust(widths[0]) + "  "
                   + "  ".join(cell.rjust(w) for cell, w in zip(line[1:], widths[1:], strict=True)))
    return out


def render_text(result: Result) -> str:
    """The figures for a terminal."""
    cfg, run = result["config"], result["run"]
    rate = run["rounds_per_cpu_second"]
    lines = [
        f"Midnight Princess simulation: {cfg['rounds']:,} whole rounds (K={cfg['splits']}, {cfg['chunks']} chunks), "
        f"parts {cfg['parts'].get('base', 0):,} base spins, detail {cfg['detail'].get('base', 0):,}",
        f"seed {cfg['seed']}  engine {result['engine']} ({run['engine']})  {run['seconds']:.1f} s wall, "
        f"{run['cpu_seconds']:.1f} CPU-s" + (f", {rate:,.0f} whole rounds a CPU-second" if rate else "")
        + f", load {run['load_average']:.2f}, "
        + (f"Dask cluster of {run['cluster']}" if run["cluster"] else run["scheduler"] or f"{run['workers']} worker(s)"),
        "",
    ]
    for title, _, section_tables in sections(result, timed=True):
        if section_tables:
            lines += [f"== {title}", ""]
        for table in section_tables:
            lines += _aligned(table) + [""]
    return "\n".join(lines).rstrip() + "\n"


# --- markdown ------------------------------------------------------------------------------

def _md_table(header: list[str], rows: list[list[str]]) -> list[str]:
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    out += ["| " + " | ".join(cells) + " |" for cells in rows]
    return out


def _money(cents: int) -> str:
    return f"{cents // 100}.{cents % 100:02d}"


def model_section(rtp: str = ladder.DEFAULT) -> list[str]:
    """The math model as markdown: paytable, bets, reels, features, in the rung of the RTP ladder."""
    source = "`py/midnight_princess/model.py`" + ("" if rtp == ladder.DEFAULT else
                                                  f", with the reel sets of `py/midnight_princess/ladder.py`'s rung {rtp}")
    lines = ["## The math model", "", f"From {source}; target RTP {rtp}%.", "",
             "### Paytable (x total bet)", ""]
    rows = [[name, *(f"{model.PAYTABLE[name][n] / 100:g}" for n in (3, 4, 5))] for name in model.SYMBOLS]
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
              + ", ".join(f"{n}: +{g}" for n, g in model.METER_GAIN.items()) + f" (full at {model.METER_FULL})",
              f"- trinity powers in order: {', '.join(model.TRINITY_ORDER)}", "",
              "### Free-spin options", ""]
    lines += _md_table(["princess", "free spins", "added by a full meter", "power on a dead landing"],
                       [[p, str(model.FREE_SPINS[p][0]), f"+{model.FREE_SPINS[p][1]}", p] for p in model.PRINCESSES])
    lines += ["", f"Never more than {model.MAX_FREE_SPINS} free spins in all.", "",
              f"### Reel sets (symbols per {model.STRIP_LENGTH}-stop reel)", ""]
    rows = []
    for phase, sets in ladder.reel_sets(rtp).items():
        total = sum(weight for weight, _ in sets)
        for number_, (weight, reels) in enumerate(sets, 1):
            groups: list[tuple[list[int], model.Reel]] = []
            for index, reel in enumerate(reels):  # reel i from 0, as in docs/rules.md
                for members, seen in groups:
                    if seen == reel:
                        members.append(index)
                        break
                else:
                    groups.append(([index], reel))
            for members, reel in groups:
                which = "all" if len(members) == len(reels) else ", ".join(map(str, members))
                rows.append([phase, f"{number_} ({weight}/{total})", which,
                             *(str(reel.get(name, 0)) for name in model.SYMBOLS)])
    lines += _md_table(["phase", "set (weight)", "reels", *model.SYMBOLS], rows)
    return lines


def render_markdown(result: Result, plots: tuple[str, ...] = ()) -> str:
    """The PAR sheet: the same run always gives the same text."""
    cfg, run = result["config"], result["run"]
    counts = cfg["parts"]
    rtp = rung(result)
    lines = [
        "# Midnight Princess: PAR sheet" + ("" if rtp == ladder.DEFAULT else f", the {rtp}% rung"), "",
        "Produced by the simulator; do not edit by hand. The command (from the repository root, with "
        "`PYTHONPATH=py`):", "",
        "```", result["command"] or "(called from Python)", "```", "",
        f"- whole rounds: {cfg['rounds']:,} in {cfg['chunks']:,} chunks of {cfg['chunk']:,}, "
        f"K = {cfg['splits']} feature plays a trigger",
        "- parts: " + (", ".join(f"{n:,} {part}" for part, n in counts.items()) if counts else "none"),
        "- breakdown with steps: " + (", ".join(f"{n:,} {part}" for part, n in cfg["detail"].items())
                                      if cfg["detail"] else "none"),
        f"- seed: `{cfg['seed']}`",
        f"- bet: {_money(cfg['bet'])} (every figure is relative to the bet)",
        FINGERPRINT_LINE.format(result["engine"]) + " (SHA-256 of the code of model.py, rng.py, grid.py and "
        "play.py, comments and docstrings left out"
        + ("" if rtp == ladder.DEFAULT else f", and of the rung {rtp}'s reel sets in ladder.py")
        + f"), played {run['engine']}",
        "- run time, rates and the machine's load: `par.json`, section `run`", "",
    ]
    for title, paragraphs, section_tables in sections(result):
        if not paragraphs and not section_tables:
            continue
        lines += [f"## {title}", ""]
        for paragraph in paragraphs:
            lines += [paragraph, ""]
        for table_title, header, rows in section_tables:
            lines += [f"### {table_title}", ""]
            lines += _md_table(header, [[label, *cells] for label, cells in rows]) + [""]
    lines += [
        "## How the figures are made", "",
        "- The headline RTP is estimated by parts (`midnight_princess_sim/parts.py`, `--parts`): a round's value "
        "is `B + T*Tr + [BC or (T and TC)]*F` (base spin win B, full meter T, base clear BC, trinity win Tr, "
        "trinity clear TC, feature win F). The trinity round and the feature start from nothing the base spin "
        "left (x1, an empty meter, a fresh landing), so base spins, trinity rounds and features are each "
        "simulated alone, in the numbers their share of the variance asks, and combined exactly in "
        "expectation: RTP = E[B] + P(T) E[Tr] + (P(BC) + P(T and not BC) P(TC)) E[F]. The 95% interval is "
        "the delta method over the three independent samples. What this leaves out is bounded under Max win.",
        "- The simulator plays the engine the browser runs (`play.Round`), without recording steps; the "
        "breakdown records them. The compiled engine is the same source compiled by mypyc, with the same "
        "figures (a test compares them).",
        "- Every run is cut into fixed chunks, each seeded from the run seed, its part and its index, returning "
        "exact integer sums, so the figures are the same on 1 process, many, or a Dask cluster.",
        "- Whole rounds: the active princess carries from round to round inside a chunk. Importance "
        "splitting plays each triggered feature K times from the same trigger state; the round's value is "
        "the mean of the K round wins, and the RTP's interval comes from those values, so it stays honest.",
        *([f"- The features by common random numbers (`--control`): each of this rung's features is played "
           f"again on its own seed in the default rung ({ladder.DEFAULT}%), whose reel sets are these at other "
           "weights; a landing draws its set from one position of the same weights' total, so a pair differs only "
           "when a landing falls where the two rungs' weights disagree. The twins are a control variate whose "
           "mean the default rung's sheet proves: the mean feature win is this rung's own mean less beta times "
           "how far the twins' mean strays from the proven one (beta the twins' regression slope, the "
           "variance-least), and its variance is this rung's own times (1 - rho^2) plus beta^2 times the proven "
           "mean's (the table under the headline). Every other figure of the feature (its spread, bands, caps) "
           "is this rung's own features'."]
          if "control" in cfg else []),
        "",
    ]
    if plots:
        lines += ["## Plots", ""]
        for name in plots:
            lines += [f"![{PLOT_TITLES[name]}]({name})", ""]
    lines += model_section(rtp)
    return "\n".join(lines).rstrip() + "\n"


# --- plots -------------------------------------------------------------------------------

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
    for part, tally in _details(result).items():
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


def write_report(result: Result, directory: Path) -> list[Path]:
    """Write PAR.md, par.json and the plots the run allows into a directory; the paths written."""
    directory.mkdir(parents=True, exist_ok=True)
    paths = [directory / MARKDOWN_NAME, directory / JSON_NAME]
    if result.get("choices"):
        plot_distribution(result, directory / DISTRIBUTION_PNG)
        plot_convergence(result, directory / CONVERGENCE_PNG)
        paths += [directory / DISTRIBUTION_PNG, directory / CONVERGENCE_PNG]
    if result.get("parts"):
        plot_features(result, directory / FEATURE_PNG)
        paths.append(directory / FEATURE_PNG)
    if result.get("detail"):
        plot_detail(result, directory / DETAIL_PNG)
        paths.append(directory / DETAIL_PNG)
    plots = tuple(name for name in PLOT_TITLES if directory / name in paths)
    paths[0].write_text(render_markdown(result, plots), encoding="utf-8")
    paths[1].write_text(json.dumps(result, indent=1, allow_nan=False) + "\n", encoding="utf-8")
    return paths


def sheet_fingerprint(text: str) -> str | None:
    """The engine fingerprint a PAR sheet names, or None."""
    prefix = FINGERPRINT_LINE.split("`")[0] + "`"
    for line in text.splitlines():
        if line.startswith(prefix):
            return line[len(prefix):].split("`")[0]
    return None
