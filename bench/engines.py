#!/usr/bin/env python3
"""Measure the game in each browser engine a player uses and print the figures with the versions.

    python3 bench/engines.py [--engines chromium,firefox,webkit] [--loads 2] [--spins 100]

For each engine (Debian's Chromium, Firefox ESR, WebKitGTK's MiniBrowser: tests/repo/browsers.py):
- time from navigation to a usable Spin (the page's `mp-ready` mark) on a first visit (a new origin:
  empty storage and cache) and on the return visit (the same tab reloaded: the memory snapshot),
  beside a bare `loadPyodide` page (bench/bare.html) visited the same way, from a plain server;
- how the return visit booted (snapshot or full, and a fallback's reason);
- the spin round trip, p50 and p99, as the page's bridge measured it, on the debug build.

bench/browser.py measures Chromium alone in more detail (bytes, slow links, journal, long tasks).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py"), str(ROOT / "bench")]

from browser import PLAY_JS, build, percentile  # noqa: E402

from tests.repo import CHECKOUT  # noqa: E402
from tests.repo.browsers import BROWSERS, Browser, launch, missing  # noqa: E402

MARK_JS = "m => performance.getEntriesByName(m)[0]?.startTime ?? (document.body.dataset.phase === 'error' ? -1 : null)"
READY_JS = "() => performance.getEntriesByName('mp-engine-ready')[0]?.detail ?? null"
SNAPSHOT_JS = "() => performance.getEntriesByName('mp-engine-snapshot')[0]?.detail ?? null"
BOOT_S = 300.0
CHUNK = 20  # spins a call: one WebDriver call must end within its script timeout


def ready_at(tab: Any, mark: str) -> float:
    """Milliseconds from navigation start to `mark` in the page just loaded."""
    value = float(tab.wait_for(MARK_JS, mark, timeout=BOOT_S, every=0.1))
    if value < 0:
        raise RuntimeError(f"{tab.browser.name}: the page shows an error")
    return value


def visits(engine: Browser, site: Path, path: str, mark: str, game: bool) -> dict[str, Any]:
    """A first visit on a new origin and the return visit (reload) of `path`: ms to `mark` each."""
    server = CHECKOUT.serve_in_thread(site, plain=True)
    tab = engine.tab()
    try:
        tab.goto(server.url + path)
        first = ready_at(tab, mark)
        figures: dict[str, Any] = {"first": first}
        if game:
            figures["snapshot"] = tab.wait_for(SNAPSHOT_JS, timeout=BOOT_S)
        tab.reload()
        figures["return"] = ready_at(tab, mark)
        if game:
            figures["boot"] = tab.call(READY_JS)
        return figures
    finally:
        tab.close()
        server.shutdown()
        server.server_close()


def play(engine: Browser, site: Path, spins: int) -> list[float]:
    """`spins` rounds on the debug build at 200 times the game's pace: each spin's round trip (ms)."""
    server = CHECKOUT.serve_in_thread(site)
    tab = engine.tab()
    try:
        tab.goto(server.url + "debug/")
        ready_at(tab, "mp-ready")
        tab.call("() => __mp.setSpeed(200)")
        for done in range(0, spins, CHUNK):
            tab.call(PLAY_JS, min(CHUNK, spins - done))
        return [t["total"] for t in tab.call("() => __mp.roundTrips()") if t.get("op") == "spin"]
    finally:
        tab.close()
        server.shutdown()
        server.server_close()


def measure(name: str, site: Path, loads: int, spins: int) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        engine = launch(name, p)
        try:
            game, bare = [], []
            for _ in range(loads):  # interleaved, so load on the machine weighs on both alike
                game.append(visits(engine, site, "prod/", "mp-ready", True))
                bare.append(visits(engine, site, "prod/bench/bare.html", "bare-ready", False))
            trips = play(engine, site, spins)
            return {"version": engine.version, "game": game, "bare": bare, "trips": trips}
        finally:
            engine.close()


def report(name: str, figures: dict[str, Any]) -> None:
    game, bare, trips = figures["game"], figures["bare"], figures["trips"]
    med = lambda rows, key: statistics.median(r[key] for r in rows)  # noqa: E731
    first, back = med(game, "first"), med(game, "return")
    bare_first, bare_back = med(bare, "first"), med(bare, "return")
    boots = sorted({r["boot"]["boot"] + (f" (fallback: {r['boot']['fallback']})" if "fallback" in r["boot"] else "") for r in game})
    print(f"{name} {figures['version']}", flush=True)
    print(f"  first visit   {first / 1000:6.2f} s to a usable Spin   bare loadPyodide {bare_first / 1000:6.2f} s   ratio {first / bare_first:4.2f}")
    print(f"  return visit  {back / 1000:6.2f} s to a usable Spin   bare loadPyodide {bare_back / 1000:6.2f} s   ratio {back / bare_back:4.2f}"
          f"   booted: {', '.join(boots)}")
    print(f"  spin round trip  p50 {percentile(trips, 50):5.1f} ms   p99 {percentile(trips, 99):6.1f} ms   ({len(trips)} spins)", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engines", default=",".join(BROWSERS), help="comma-separated: chromium, firefox, webkit (default all)")
    parser.add_argument("--loads", type=int, default=2, help="first+return visit pairs per page and engine (default 2)")
    parser.add_argument("--spins", type=int, default=100, help="spins to time per engine (default 100)")
    args = parser.parse_args(argv)
    names = [n.strip() for n in args.engines.split(",") if n.strip()]
    for name in names:
        if name not in BROWSERS:
            parser.error(f"unknown engine {name!r}: choose from {', '.join(BROWSERS)}")
        why = missing(name)
        if why:
            parser.error(why)
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp)
        print("building the production (with the bare page) and debug sites…", flush=True)
        build(site / "prod", debug=False)
        build(site / "debug", debug=True)
        for name in names:
            print(f"{name}: {args.loads} first and return visits of the game and of bare loadPyodide, {args.spins} spins…", flush=True)
            report(name, measure(name, site, args.loads, args.spins))
    print(f"load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after (2 cores: figures above ~2 are slowed)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
