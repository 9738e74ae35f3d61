#!/usr/bin/env python3
"""Lighthouse's performance figures for the production build, mobile and desktop, beside the targets.

    npm run lighthouse                     # = python3 bench/lighthouse.py
    python3 bench/lighthouse.py [--runs 3] [--preset mobile|desktop|both] [--plain] [--site DIR]

Builds the production game (or takes `--site DIR`, a build), serves it with scripts/serve.py (the
precompressed siblings, as a good host; `--plain`: every file as it is) and runs the pinned
Lighthouse (npm `lighthouse`, package.json) on Debian's Chromium (`CHROME_PATH`, default
/usr/bin/chromium) with its mobile preset (a mid-range phone: 4x slower CPU and a slow 4G link,
simulated) and its desktop preset. For each it prints the performance score, total blocking time,
time to interactive, largest and first contentful paint, the layout shift, and the longest
main-thread tasks with the script that ran them; with `--runs N` the median run by score.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from midnight_princess_testkit import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from serve import start_in_thread  # noqa: E402

LIGHTHOUSE = ROOT / "node_modules" / "lighthouse" / "cli" / "index.js"
TARGET_MOBILE_SCORE = 95
TARGET_TASK_MS = 50
METRICS = (
    ("total-blocking-time", "TBT"),
    ("interactive", "TTI"),
    ("largest-contentful-paint", "LCP"),
    ("first-contentful-paint", "FCP"),
    ("speed-index", "SI"),
    ("cumulative-layout-shift", "CLS"),
)


def build(out: Path) -> None:
    subprocess.run([sys.executable, str(ROOT / "build.py"), "--out", str(out)], check=True, capture_output=True, text=True)


def lighthouse(url: str, preset: str) -> dict:
    """One Lighthouse run of `url` with `preset`: its JSON report."""
    if not LIGHTHOUSE.is_file():
        raise SystemExit("bench/lighthouse.py: node_modules/lighthouse is missing: run `npm ci` (or `npm install`) first.")
    flags = " ".join(["--headless=new", *CHROMIUM_ARGS])
    cmd = ["node", str(LIGHTHOUSE), url, "--quiet", "--output=json", "--output-path=stdout", "--only-categories=performance",
           f"--chrome-flags={flags}"]
    if preset == "desktop":
        cmd.append("--preset=desktop")
    env = {**os.environ, "CHROME_PATH": os.environ.get("CHROME_PATH", str(CHROMIUM))}
    done = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=300)
    if done.returncode != 0:
        raise SystemExit(f"bench/lighthouse.py: lighthouse failed ({done.returncode}): {done.stderr.strip()[-600:]}")
    report = json.loads(done.stdout)
    if report.get("runtimeError"):
        raise SystemExit(f"bench/lighthouse.py: lighthouse could not load the page: {report['runtimeError']}")
    return report


def figures(report: dict) -> dict:
    """The score, the metrics (ms, CLS unitless) and the longest tasks of one report."""
    audits = report["audits"]
    tasks = audits.get("long-tasks", {}).get("details", {}).get("items", [])
    return {
        "score": round(100 * (report["categories"]["performance"]["score"] or 0)),
        **{key: audits[key].get("numericValue") for key, _ in METRICS},
        "tasks": sorted(tasks, key=lambda t: -t["duration"]),
    }


def short(url: str, base: str) -> str:
    return url.replace(base, "") or "(the page)"


def show(preset: str, runs: list[dict], base: str) -> None:
    """Print the median run (by score) of one preset, and every run's score."""
    ordered = sorted(runs, key=lambda f: f["score"])
    mid = ordered[len(ordered) // 2]
    target = f"(target >= {TARGET_MOBILE_SCORE})  {'ok' if mid['score'] >= TARGET_MOBILE_SCORE else 'MISSED'}" if preset == "mobile" else ""
    scores = f"   runs: {', '.join(str(f['score']) for f in runs)}" if len(runs) > 1 else ""
    print(f"  {preset:<8} performance {mid['score']:3d}  {target}{scores}")
    parts = []
    for key, name in METRICS:
        value = mid[key]
        parts.append(f"{name} {value:.3f}" if key == "cumulative-layout-shift" else f"{name} {value:,.0f} ms")
    print("           " + ", ".join(parts))
    if len(runs) > 1:
        tbt = [f["total-blocking-time"] for f in runs]
        print(f"           TBT over the runs: median {statistics.median(tbt):,.0f} ms, {', '.join(f'{x:,.0f}' for x in tbt)}")
    tasks = mid["tasks"]
    worst = tasks[0]["duration"] if tasks else 0
    print(f"           longest tasks (of {len(tasks)} over {TARGET_TASK_MS} ms; simulated on the preset's CPU), worst {worst:,.0f} ms:")
    for task in tasks[:6]:
        print(f"             {task['duration']:7,.0f} ms at {task.get('startTime', 0):7,.0f} ms  {short(task.get('url', ''), base)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=1, help="runs of each preset; the median by score is shown (default 1)")
    parser.add_argument("--preset", choices=("mobile", "desktop", "both"), default="both")
    parser.add_argument("--plain", action="store_true", help="serve every file as it is (no .br/.gz), as the plainest host")
    parser.add_argument("--site", type=Path, default=None, help="a production build to measure (default: build one)")
    args = parser.parse_args(argv)
    presets = ("mobile", "desktop") if args.preset == "both" else (args.preset,)
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site
        if site is None:
            print("building the production site…", flush=True)
            site = Path(tmp) / "prod"
            build(site)
        server = start_in_thread(site, plain=args.plain)
        try:
            results: dict[str, list[dict]] = {p: [] for p in presets}
            for i in range(args.runs):
                for preset in presets:
                    print(f"lighthouse {preset}, run {i + 1} of {args.runs}…", flush=True)
                    results[preset].append(figures(lighthouse(server.url, preset)))
        finally:
            server.shutdown()
    version = json.loads((ROOT / "node_modules" / "lighthouse" / "package.json").read_text())["version"]
    print()
    print(f"Lighthouse {version}, production build from a {'plain' if args.plain else 'compressing'} local server "
          f"(machine load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after, on {os.cpu_count()} cores)")
    for preset in presets:
        show(preset, results[preset], server.url)
    return 0


if __name__ == "__main__":
    sys.exit(main())
