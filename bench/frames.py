#!/usr/bin/env python3
"""What a frame costs the main thread while a round plays, p50 and p95, printed beside the target.

    python3 bench/frames.py [--size 1440x900] [--rates 1,4] [--rounds 3] [--raster]

The main thread's milliseconds a frame are the time the page's animation-frame callbacks run: the
presenter's step, the renderer's canvas calls, the HUD (an init script times every
requestAnimationFrame callback, summed by frame), over the frames the game drew (`__mp.frames()`
counts them; on a slow machine the game draws every other display frame, and those between cost
next to nothing). The canvas's rasterization, which a software
renderer does when the frame is committed, is not in it; with `--raster` each callback also has
the scene's canvas rasterized (copied into one pixel) before its time is taken. Three kinds of moment, each a round of
the engine's chosen here in CPython and played by seed (or forced) in the debug build at the game's
own pace, on the display's own frames (60 a second in headless Chromium):

- a base round with 4 drops (4 evaluations that win, no trinity round, no feature, a win above the
  bet and under 10x it);
- a Girl Power: a landing with no win on which the princess uses her power, and what follows;
- a big win: five moons in the top row (25x the bet, SUPER WIN), its show and its count-up.

Each at normal CPU and with Chromium's CPU slowed (the DevTools protocol's
Emulation.setCPUThrottlingRate, 4: a mid-range phone). Target: p95 <= 16 ms at normal CPU, so a
60 Hz display gets every frame. `--rounds N` plays N rounds of each kind (the 4-drop and power
rounds by different seeds, the big win forced N times).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT))

from midnight_princess_testkit import MOON_ROW, kinds, ok, seed, seeds_where  # noqa: E402
from midnight_princess_testkit.chromium import launch as launch_chromium  # noqa: E402
from tests.repo import CHECKOUT, build_and_serve  # noqa: E402

TARGET_P95_MS = 16.0
BET = 100
NEW_GAME_SEED = seed("frames-new-game")
# Every animation-frame callback timed, summed by the frame it ran in (callbacks of one frame share its timestamp).
TIME_FRAMES = """((raster) => {
  const frames = [];
  let current = null;
  const drawn = () => (window.__mp && window.__mp.frames ? window.__mp.frames().count || 0 : 0);
  // a copy of the scene into one pixel: the scene's pending drawing is rasterized first
  const pixel = document.createElement("canvas").getContext("2d");
  const rasterize = () => {
    pixel.drawImage(document.getElementById("scene"), 0, 0, 1, 1);
    pixel.getImageData(0, 0, 1, 1);
  };
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => raf((now) => {
    const before = drawn();
    const started = performance.now();
    try {
      callback(now);
      if (raster) rasterize();
    } finally {
      const ms = performance.now() - started;
      if (!current || current.now !== now) frames.push((current = { now, ms: 0, drawn: false }));
      current.ms += ms;
      current.drawn ||= drawn() > before;
    }
  });
  window.__frameCosts = frames;
})(%s);"""


def four_drops(steps: list[dict]) -> bool:
    kinds_ = kinds(steps)
    win = steps[-1]["win"]
    return kinds_.count("win") == 4 and "trinity_start" not in kinds_ and BET < win < 10 * BET


def a_power(steps: list[dict]) -> bool:
    kinds_ = kinds(steps)
    return "power" in kinds_ and kinds_[1] == "power" and "trinity_start" not in kinds_


def moments(rounds: int) -> list[tuple[str, list[str], list | None]]:
    """(kind, seeds, forced grids) of each round to play, in order, from one new game."""
    state = ok(op="new_game", seed=NEW_GAME_SEED, now=1)["state"]
    drops, state, _ = seeds_where(state, BET, rounds, "frames-drops", four_drops)
    powers, state, _ = seeds_where(state, BET, rounds, "frames-power", a_power)
    plays: list[tuple[str, list[str], list | None]] = [("4-drop round", [s], None) for s in drops]
    plays += [("Girl Power", [s], None) for s in powers]
    for i in range(rounds):
        big = seed("frames-big-win", i)
        state = ok(op="spin", state=state, bet=BET, seed=big, now=1, force={"grids": [MOON_ROW]})["state"]
        plays.append(("big win (SUPER WIN)", [big], [MOON_ROW]))
    return plays


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))]


def measure(browser, url: str, size: tuple[int, int], rate: float, plays: list, raster: bool) -> dict[str, tuple[list[float], int]]:  # type: ignore[no-untyped-def]
    """Each kind's drawn frames' costs (ms) over its rounds, and how many display frames they took, with the CPU slowed `rate` times."""
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    context.add_init_script(f"window.__MP_TEST = {json.dumps({'seeds': [NEW_GAME_SEED]})};" + TIME_FRAMES % json.dumps(raster))
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("() => ['ready', 'error'].includes(document.body.dataset.phase)", timeout=180_000)
    assert page.evaluate("document.body.dataset.phase") == "ready", page.text_content("#message-text")
    page.wait_for_function("s => getComputedStyle(document.querySelector(s)).visibility === 'hidden'", arg="#loading")
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    costs: dict[str, list[float]] = {}
    shown: dict[str, list[int]] = {}
    try:
        for kind, seeds, grids in plays:
            page.evaluate("s => __mp.setSeeds(s)", seeds)
            if grids:
                page.evaluate("g => __mp.force(g)", grids)
            first = page.evaluate("() => window.__frameCosts.length")
            page.click("#spin")
            page.wait_for_function("() => document.body.dataset.phase === 'spinning'", timeout=60_000)
            page.wait_for_function("() => document.body.dataset.phase === 'ready'", timeout=600_000)
            frames = page.evaluate("n => window.__frameCosts.slice(n)", first)
            costs.setdefault(kind, []).extend(f["ms"] for f in frames if f["drawn"])
            shown.setdefault(kind, []).append(len(frames))
    finally:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        context.close()
    return {kind: (values, sum(shown[kind])) for kind, values in costs.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", default="1440x900", help="the window, WIDTHxHEIGHT (default 1440x900)")
    parser.add_argument("--rates", default="1,4", help="CPU slowdowns to measure at, comma-separated (default 1,4)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of each kind (default 3)")
    parser.add_argument("--raster", action="store_true", help="count the canvas's rasterization in each frame too")
    parser.add_argument("--site", type=Path, default=None, help="a debug build to measure (default: build one)")
    args = parser.parse_args(argv)
    size = tuple(int(x) for x in args.size.lower().split("x"))
    rates = [float(x) for x in args.rates.split(",")]
    from playwright.sync_api import sync_playwright

    plays = moments(args.rounds)
    load = os.getloadavg()[0]
    results: dict[float, dict[str, tuple[list[float], int]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        # the test kit's build and server: the game under a sub-path, as a host serves it
        site = CHECKOUT.serve_existing(args.site, Path(tmp)) if args.site else build_and_serve(Path(tmp), debug=True)
        try:
            with sync_playwright() as p:
                browser = launch_chromium(p)
                try:
                    for rate in rates:
                        print(f"playing {len(plays)} rounds with the CPU slowed {rate:g}x…", flush=True)
                        results[rate] = measure(browser, site.url, size, rate, plays, args.raster)
                finally:
                    browser.close()
        finally:
            site.stop()

    print()
    what = "script, canvas calls and rasterization" if args.raster else "script and canvas calls"
    print(f"main-thread ms a frame while a round plays ({what}), {size[0]}x{size[1]}, {args.rounds} rounds of each"
          f" (load average {load:.1f} before, {os.getloadavg()[0]:.1f} after, on {os.cpu_count()} cores)")
    print(f"  {'':<22} {'CPU':>4} {'drawn':>13} {'p50':>8} {'p95':>8} {'max':>8}   target p95 at normal CPU")
    missed = False
    for rate in rates:
        for kind, (costs, shown) in results[rate].items():
            p95 = percentile(costs, 95)
            verdict = ""
            if rate == 1:
                verdict = f"<= {TARGET_P95_MS:g} ms  {'ok' if p95 <= TARGET_P95_MS else 'MISSED'}"
                missed |= p95 > TARGET_P95_MS
            print(f"  {kind:<22} {rate:>3g}x {f'{len(costs)} of {shown}':>13} {percentile(costs, 50):>6.2f}ms {p95:>6.2f}ms {max(costs):>6.1f}ms   {verdict}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
