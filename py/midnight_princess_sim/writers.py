"""The PAR sheet written out: the sections as text for a terminal and as markdown (PAR.md), with the math model.

The markdown holds no date and no timing, so the same run gives the same sheet; the timings go to
par.json.
"""

from __future__ import annotations

from midnight_princess import ladder, model

from .figures import Result
from .plots import PLOT_TITLES
from .sections import Table, rung, sections

FINGERPRINT_LINE = "- engine fingerprint: `{}`"


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
