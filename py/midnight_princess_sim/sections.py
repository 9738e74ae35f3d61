"""The PAR sheet's sections: each a heading, paragraphs and tables of text cells, read from a run's result.

Everything here reads the JSON-ready result of ``run.simulate`` and the math model; nothing is
simulated here. ``writers.py`` lays the sections out as text or markdown, ``plots.py`` draws.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import TypeVar

from midnight_princess import ladder, model

from .detail import DetailSums
from .figures import PartsChoice, Result
from .part import Part, free
from .stats import BANDS, BET, PROOF_HALF_WIDTH, RULES_HALF_WIDTH, Z90, bin_band, ratio
from .sums import from_json

Row = tuple[str, list[str]]
Table = tuple[str, list[str], list[Row]]  # title, column headers, rows
Section = tuple[str, list[str], list[Table]]  # heading, paragraphs, tables
F = TypeVar("F")  # one choice's figures, of whichever run


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


def details_of(result: Result) -> dict[str, DetailSums]:
    """The breakdown's sums by part key, typed."""
    return {key: from_json(DetailSums, sums) for key, sums in (result.get("detail") or {}).items()}


def breakdown(result: Result) -> Section:
    """Hit frequency and RTP by symbol and run length, power, multiplier; drops and multipliers."""
    details = details_of(result)
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
