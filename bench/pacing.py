#!/usr/bin/env python3
"""How long the game takes to show a round, printed beside the targets.

    python3 bench/pacing.py [--rounds 8] [--beats]

Two figures for each round, neither depending on the machine's speed or load:
- "at 60 fps": the debug build's frames driven at exactly 60 a second of the page's own time
  (`__mp.virtualFrames`), as fast as the machine runs them: the frames the round's animation
  took, over 60. This is what a player with a 60 Hz display sees.
- "animation": the presenter's own accounting (`__mp.pacing()`): a beat that follows another
  starts where it ended, so a round lasts the sum of its beats.

The rounds are the engine's, chosen here in CPython and played by seed in the debug build:
- a base round with 4 drops: 4 evaluations with wins, no trinity round, no free spins, a win
  above the bet and under 10x it (an ordinary win's celebration, not a big win's show); the
  longest of `--rounds` such rounds, and their mean;
- a 14-spin feature: Storm's free spins (8, extended three times), from the choice to the end,
  its total screen and the round's celebration included;
- fast play: the same base rounds with fast play on, against normal speed;
- the `uk` profile's shortest round (a landing with no win), wall clock on the display's own
  frames: at least 2.5 s (a floor, so load can only lengthen it).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "py"))

from midnight_princess_testkit.chromium import launch  # noqa: E402
from serve import start_in_thread  # noqa: E402

from midnight_princess.bridge import handle  # noqa: E402

TARGET_BASE_S = 6.0
TARGET_FEATURE_S = 45.0
TARGET_FAST_RATIO = 0.40
TARGET_UK_MIN_S = 2.5
BET = 100
HEARTS = [["heart"] * 5 for _ in range(5)]  # a grid clear: the free-spins choice
NEW_GAME_SEED = hashlib.sha256(b"pacing-new-game").hexdigest()


def ask(**request: object) -> dict:
    reply = json.loads(handle(json.dumps({"v": 1, **request}), allow_force=True))
    assert reply["ok"], reply
    return reply


def seed(label: str) -> str:
    return hashlib.sha256(label.encode()).hexdigest()


def four_drop_rounds(state: dict, count: int) -> tuple[list[str], dict]:
    """Seeds of `count` base rounds with exactly 4 evaluations that win, played one after another."""
    found: list[str] = []
    i = 0
    while len(found) < count:
        s = seed(f"pacing-base-{i}")
        i += 1
        reply = ask(op="spin", state=state, bet=BET, seed=s, now=1)
        kinds = [step["t"] for step in reply["steps"]]
        win = reply["round"]["win"]
        if reply["round"]["status"] != "complete" or kinds.count("win") != 4 or "trinity_start" in kinds or not BET < win < 10 * BET:
            continue
        found.append(s)
        state = reply["state"]
    return found, state


def fourteen_spin_feature(state: dict) -> tuple[list[str], dict]:
    """A forced grid clear, then a Storm feature of 14 free spins with no cap: its two seeds."""
    spin_seed = seed("pacing-feature-spin")
    spun = ask(op="spin", state=state, bet=BET, seed=spin_seed, now=1, force={"grids": [HEARTS]})
    for i in range(20_000):
        s = seed(f"pacing-feature-{i}")
        reply = ask(op="choose", state=spun["state"], princess="storm", seed=s, now=1)
        spins = [step for step in reply["steps"] if step["t"] == "free_spin"]
        if spins and spins[-1]["total"] == 14 and len(spins) == 14 and not any(step["t"] == "cap" for step in reply["steps"]):
            return [spin_seed, s], reply["state"]
    raise SystemExit("no 14-spin feature found")


def open_page(browser, url: str, virtual: bool = True):  # type: ignore[no-untyped-def]
    context = browser.new_context(viewport={"width": 1440, "height": 900})
    context.add_init_script(f"window.__MP_TEST = {json.dumps({'seeds': [NEW_GAME_SEED]})};")
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("() => ['ready', 'error'].includes(document.body.dataset.phase)", timeout=180_000)
    assert page.evaluate("document.body.dataset.phase") == "ready", page.text_content("#message-text")
    if virtual:
        page.evaluate("__mp.virtualFrames(60)")
    return page


def play(page, seeds: list[str], force: list | None = None) -> dict:  # type: ignore[no-untyped-def]
    """Play one round (a spin, and a Storm choice if it waits): each reply's frames, wall seconds and pacing entry."""
    page.evaluate("s => __mp.setSeeds(s)", seeds)
    if force:
        page.evaluate("g => __mp.force(g)", force)
    out: dict = {"frames": [], "wall": [], "entries": []}
    for action in ("#spin", "#choice-cards [data-princess='storm']"):
        marks = len(page.evaluate("__mp.ui.phases()"))
        frames = page.evaluate("__mp.virtualFrameCount()")
        played = len(page.evaluate("__mp.pacing()"))
        page.click(action)
        page.wait_for_function("n => __mp.ui.phases().slice(n).some((e) => e.phase === 'ready' || e.phase === 'choice')", arg=marks, timeout=600_000)
        phases = page.evaluate("__mp.ui.phases()")[marks:]
        start = next(p["t"] for p in phases if p["phase"] == "spinning")
        end = next(p["t"] for p in phases if p["phase"] in ("ready", "choice"))
        out["wall"].append((end - start) / 1000)
        out["frames"].append(page.evaluate("__mp.virtualFrameCount()") - frames)
        out["entries"] += page.evaluate("__mp.pacing()")[played:]
        if phases[-1]["phase"] == "ready":
            break
    return out


def row(label: str, first: float, second: float | None, target: str, ok: bool, ratio: bool = False) -> str:
    shown = [("" if v is None else f"{v:.0%}" if ratio else f"{v:.2f} s") for v in (first, second)]
    return f"{label:<58} {shown[0]:>10} {shown[1]:>10}   {target:<10} {'ok' if ok else 'MISSED'}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=8, help="base rounds with 4 drops (default 8)")
    parser.add_argument("--beats", action="store_true", help="also print where the time goes, by step type")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    state = ask(op="new_game", seed=NEW_GAME_SEED, now=1)["state"]
    base_seeds, after_base = four_drop_rounds(state, args.rounds)
    feature_seeds, _ = fourteen_spin_feature(after_base)
    quick = next(seed(f"pacing-uk-{i}") for i in range(1000) if [s["t"] for s in ask(op="spin", state=state, bet=BET, seed=seed(f"pacing-uk-{i}"), now=1)["steps"]] == ["land", "end"])

    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp)
        subprocess.run([sys.executable, str(ROOT / "build.py"), "--out", str(site), "--debug"], check=True, capture_output=True, text=True)
        server = start_in_thread(site)
        try:
            with sync_playwright() as p:
                browser = launch(p)
                try:
                    page = open_page(browser, server.url)
                    base = [play(page, [s]) for s in base_seeds]
                    feature = play(page, feature_seeds, [HEARTS])
                    page.context.close()
                    fast_page = open_page(browser, server.url)
                    fast_page.click("#fast-play")
                    fast = [play(fast_page, [s]) for s in base_seeds]
                    fast_page.context.close()
                    uk_page = open_page(browser, server.url + "?profile=uk", virtual=False)
                    uk_wall = play(uk_page, [quick])["wall"][0]
                    uk_page.context.close()
                finally:
                    browser.close()
        finally:
            server.shutdown()

    at60 = [r["frames"][0] / 60 for r in base]
    animation = [r["entries"][0]["ms"] / 1000 for r in base]
    feature60 = feature["frames"][-1] / 60
    feature_animation = feature["entries"][-1]["ms"] / 1000
    fast60 = [r["frames"][0] / 60 for r in fast]
    fast_ratio = sum(fast60) / sum(at60)
    fast_animation = sum(r["entries"][0]["ms"] / r["entries"][0]["speed"] for r in fast) / sum(r["entries"][0]["ms"] for r in base)
    print(f"pacing, at normal speed unless said (load average {load:.1f} on {os.cpu_count()} cores; the figures do not depend on it)")
    print(f"{'':<58} {'at 60 fps':>10} {'animation':>10}   target")
    print(row(f"base round, 4 drops: longest of {len(base)}", max(at60), max(animation), f"<= {TARGET_BASE_S:g} s", max(at60) <= TARGET_BASE_S))
    print(row("base round, 4 drops: mean", statistics.fmean(at60), statistics.fmean(animation), "", True))
    print(row("14-spin feature (Storm, from the choice to the end)", feature60, feature_animation, f"<= {TARGET_FEATURE_S:g} s", feature60 <= TARGET_FEATURE_S))
    print(row("fast play / normal, the same base rounds", fast_ratio, fast_animation, f"<= {TARGET_FAST_RATIO:.0%}", fast_ratio <= TARGET_FAST_RATIO, ratio=True))
    print(row("uk: a round with no win, wall clock", uk_wall, None, f">= {TARGET_UK_MIN_S:g} s", uk_wall >= TARGET_UK_MIN_S))
    if args.beats:
        longest = max(base, key=lambda r: r["frames"][0])["entries"][0]
        for label, entry in (("longest base round", longest), ("feature", feature["entries"][-1])):
            parts = sorted(entry["beats"].items(), key=lambda kv: -kv[1])
            print(f"  {label}, animation by step type: " + ", ".join(f"{kind} {ms / 1000:.2f}" for kind, ms in parts if ms >= 1))
    missed = max(at60) > TARGET_BASE_S or feature60 > TARGET_FEATURE_S or fast_ratio > TARGET_FAST_RATIO or uk_wall < TARGET_UK_MIN_S
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
