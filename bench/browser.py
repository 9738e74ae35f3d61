#!/usr/bin/env python3
"""Measure the game in headless Debian Chromium and print the figures beside their targets.

    python3 bench/browser.py [--loads 3] [--spins 300] [--no-throttle]

- time from navigation to a usable spin button, cold (empty cache) and on a repeat visit (same
  context, reloaded: the engine restored from its memory snapshot), beside a bare `loadPyodide`
  page (bench/bare.html) in the same browser and run, samples interleaved, on a plain server;
- bytes on the wire before Spin works on a first visit, from a plain static server (no
  compression) and from one that serves the precompressed siblings (serve.py's default);
- time to a usable Spin on a first visit through a slow link (10 Mbps / 40 ms, 1.6 Mbps / 150 ms,
  throttled in the server: DevTools throttling misses worker fetches);
- spin round trip, p50 and p99, measured in the page around the bridge call;
- the journal's strict IndexedDB commits per spin (the request's and the reply's), p50 and p99,
  and the time from the click to the round's first step on screen (the balance debited);
- main-thread long tasks (PerformanceObserver "longtask") from the load to a usable Spin and the
  second after it (the loading screen's fade, the game's first frames), first and repeat visits,
  and while playing;
- offline: after one visit, the network off, a reload: does the game load and a round play, and
  the time to a usable spin.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from midnight_princess_testkit.chromium import launch  # noqa: E402
from serve import GameServer, parse_throttle, start_in_thread  # noqa: E402

TARGET_LOAD_RATIO = 1.15
TARGET_REPEAT_RATIO = 0.40
TARGET_FIRST_VISIT_BYTES = 6_000_000
LINKS = ("10mbps:40ms", "1.6mbps:150ms")
TARGET_P50_MS = 2.0
TARGET_P99_MS = 10.0
TARGET_LONGTASK_MS = 50.0
TARGET_OWN_BYTES = 500_000  # our code, styles, words and wheel
TARGET_FACE_BYTES = 50_000  # the game's two faces (web/fonts/): a budget of their own
START_TAIL_MS = 1000  # the start's long tasks: to a usable Spin and this long after it
# The production build keeps no long tasks: an init script records them from the first byte.
RECORD_LONGTASKS = """window.__longtasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
} catch {}"""

PLAY_JS = """async (n) => {
  // The round's first frame: the HUD shows the balance with the bet taken (a MutationObserver sees it at once).
  const balance = document.getElementById("balance");
  const commits = () => (typeof __mp !== "undefined" && typeof __mp.commits === "function" ? __mp.commits() : []);  // the production build has no __mp
  let shownAt = null;
  new MutationObserver(() => { if (shownAt === null) shownAt = performance.now(); })
    .observe(balance, { childList: true, characterData: true, subtree: true });
  const firstStep = [];
  const journal = [];
  const settled = () => new Promise((resolve) => {
    const check = () => {
      const phase = document.body.dataset.phase;
      if (phase === "ready" || phase === "choice" || phase === "error") setTimeout(() => resolve(phase), 0);
      else setTimeout(check, 4);
    };
    check();
  });
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    const before = commits().length;
    shownAt = null;
    const clicked = performance.now();
    document.getElementById("spin").click();
    let phase = await settled();
    if (shownAt !== null) firstStep.push(shownAt - clicked);
    journal.push(commits().slice(before).reduce((a, b) => a + b, 0)); // this spin's two commits
    if (phase === "choice") {
      document.querySelector("#choice-cards [data-princess]").click();
      phase = await settled();
    }
    if (phase === "error") throw new Error(document.getElementById("message-text").textContent);
  }
  return { start, firstStep, journal, commits: commits() };
}"""


def build(out: Path, debug: bool) -> None:
    """The debug game, or the production game with the benchmark's bare page (--bench)."""
    cmd = [sys.executable, str(ROOT / "build.py"), "--out", str(out), "--debug" if debug else "--bench"]
    subprocess.run(cmd, check=True, capture_output=True, text=True)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def time_to_ready(page, url: str, mark: str) -> float:  # type: ignore[no-untyped-def]
    """Milliseconds from navigation start to the page's ready mark."""
    page.goto(url)
    page.wait_for_function(
        "m => performance.getEntriesByName(m).length > 0 || document.body.dataset.phase === 'error'",
        arg=mark,
        timeout=120_000,
    )
    value = page.evaluate("m => performance.getEntriesByName(m).length ? performance.getEntriesByName(m)[0].startTime : null", mark)
    if value is None:
        raise RuntimeError(f"{url} failed to load: {page.text_content('body')[:300]}")
    return float(value)


def start_longtasks(page, ready: float) -> list[float]:  # type: ignore[no-untyped-def]
    """The long tasks' durations (ms) from the load to START_TAIL_MS after a usable Spin (RECORD_LONGTASKS' list)."""
    page.wait_for_timeout(START_TAIL_MS)
    tasks = page.evaluate("() => window.__longtasks || []")
    return [t["duration"] for t in tasks if t["start"] <= ready + START_TAIL_MS]


def measure_loads(browser, server: GameServer, loads: int) -> dict[str, list[float]]:  # type: ignore[no-untyped-def]
    """Cold and warm load times of the game and the bare page, alternating, `loads` times each."""
    results: dict[str, list[float]] = {k: [] for k in ("game_cold", "game_warm", "bare_cold", "bare_warm", "snapshot_make", "snapshot_store", "restore_worker", "restore_read",
                                                       "tasks_cold", "tasks_warm", "longest_cold", "longest_warm")}
    pages = {"game": (server.url + "prod/", "mp-ready"), "bare": (server.url + "prod/bench/bare.html", "bare-ready")}
    for _ in range(loads):
        for name, (url, mark) in pages.items():
            context = browser.new_context(viewport={"width": 1440, "height": 900})
            context.add_init_script(RECORD_LONGTASKS)
            page = context.new_page()
            results[f"{name}_cold"].append(time_to_ready(page, url, mark))
            if name == "game":
                tasks = start_longtasks(page, results["game_cold"][-1])
                results["tasks_cold"].append(len(tasks))
                results["longest_cold"].append(max(tasks, default=0.0))
                report = wait_for_snapshot(page)
                results["snapshot_make"].append(report["makeMs"])
                results["snapshot_store"].append(report["storeMs"])
            results[f"{name}_warm"].append(time_to_ready(page, url, mark))
            if name == "game":
                tasks = start_longtasks(page, results["game_warm"][-1])
                results["tasks_warm"].append(len(tasks))
                results["longest_warm"].append(max(tasks, default=0.0))
                detail = page.evaluate("() => performance.getEntriesByName('mp-engine-ready')[0].detail")
                if detail.get("boot") != "snapshot":
                    raise RuntimeError(f"the repeat visit booted {detail.get('boot')!r}, not from the snapshot: {detail}")
                results["restore_worker"].append(detail["total"])
                results["restore_read"].append(detail.get("snapshotRead", 0.0))
            context.close()
    return results


def wait_for_snapshot(page) -> dict:  # type: ignore[no-untyped-def]
    """Wait until the worker has stored its memory snapshot (it does so after ready); its report."""
    page.wait_for_function("() => performance.getEntriesByName('mp-engine-snapshot').length > 0", timeout=120_000)
    report = page.evaluate("() => performance.getEntriesByName('mp-engine-snapshot')[0].detail")
    if not report.get("stored"):
        raise RuntimeError(f"the worker stored no memory snapshot: {report}")
    return dict(report)


def first_visit(browser, server: GameServer, prefix: str) -> tuple[float, dict[str, int]]:  # type: ignore[no-untyped-def]
    """One first visit of the production game: ms to a usable Spin, and body bytes served by path until then."""
    # The service worker registers once Spin works and then fetches the whole build: blocked, so its
    # precache (which races the count) is not taken for bytes the player waited for.
    context = browser.new_context(viewport={"width": 1440, "height": 900}, service_workers="block")
    page = context.new_page()
    with server.lock:
        server.bytes_sent.clear()
    ms = time_to_ready(page, server.url + prefix, "mp-ready")
    with server.lock:
        sent = dict(server.bytes_sent)
    context.close()
    return ms, sent


def measure_first_visits(browser, site: Path, throttle: bool) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """First-visit bytes from a plain and a compressing server, and time to Spin through each slow link."""
    figures: dict[str, object] = {}
    for label, plain in (("plain", True), ("compressing", False)):
        server = start_in_thread(site, plain=plain)
        try:
            figures[f"bytes_{label}"] = first_visit(browser, server, "prod/")[1]
        finally:
            server.shutdown()
    for link in LINKS if throttle else ():
        server = start_in_thread(site, plain=True, link=parse_throttle(link))
        try:
            ms, sent = first_visit(browser, server, "prod/")
            figures[f"link_{link}"] = (ms, sum(sent.values()))
            # The same link for bare loadPyodide: Pyodide's files as they are, as the game fetched them before.
            context = browser.new_context()
            with server.lock:
                server.bytes_sent.clear()
            bare = time_to_ready(context.new_page(), server.url + "prod/bench/bare.html", "bare-ready")
            with server.lock:
                figures[f"bare_{link}"] = (bare, sum(server.bytes_sent.values()))
            context.close()
        finally:
            server.shutdown()
    return figures


def measure_bytes(browser, server: GameServer) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """Body bytes served for one cold load of the production game, Pyodide's files apart."""
    context = browser.new_context(viewport={"width": 1440, "height": 900}, service_workers="block")  # as in first_visit
    page = context.new_page()
    with server.lock:
        server.bytes_sent.clear()
    time_to_ready(page, server.url + "prod/", "mp-ready")
    with server.lock:
        sent = dict(server.bytes_sent)
    context.close()
    pyodide = sum(n for path, n in sent.items() if path.startswith("/prod/pyodide/"))
    ours = sum(n for path, n in sent.items() if path.startswith("/prod/") and not path.startswith("/prod/pyodide/"))
    wheel = sum(n for path, n in sent.items() if path.endswith(".whl"))
    faces = sum(n for path, n in sent.items() if path.startswith("/prod/fonts/"))
    return {"pyodide": pyodide, "ours": ours - faces, "faces": faces, "wheel": wheel}


NO_INDEXEDDB = 'Object.defineProperty(window, "indexedDB", {value: undefined, configurable: true});'  # the page keeps no journal


def measure_play(browser, server: GameServer, spins: int, journal: bool = True) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """Play `spins` rounds on the debug build at high animation speed; round trips and long tasks."""
    context = browser.new_context(viewport={"width": 1440, "height": 900})
    context.add_init_script("window.__MP_TEST = {speed: 200};" + ("" if journal else NO_INDEXEDDB))
    page = context.new_page()
    time_to_ready(page, server.url + "debug/", "mp-ready")
    started = time.perf_counter()
    played = page.evaluate(PLAY_JS, spins)
    elapsed = time.perf_counter() - started
    play_start = played["start"]
    # Timed by the bridge client, from postMessage to the reply's arrival, for spins only.
    trips = [t for t in page.evaluate("__mp.roundTrips()") if t.get("op") == "spin"]
    longtasks = [t for t in page.evaluate("__mp.longtasks()") if t["start"] >= play_start]
    frames = page.evaluate("__mp.frames()")
    context.close()
    return {
        "spin": [t["total"] for t in trips],
        "engine": [t["engine"] for t in trips if t.get("engine") is not None],
        "longtasks": longtasks,
        "first_step": played["firstStep"],
        "journal": played["journal"] if played["commits"] else [],
        "commits": played["commits"],
        "seconds": elapsed,
        "frames": frames,
    }


def print_first_visits(first: dict[str, object], verdict) -> None:  # type: ignore[no-untyped-def]
    """The first-visit lines: bytes on the wire from each server, time to Spin through each slow link."""
    for label in ("plain", "compressing"):
        sent = first[f"bytes_{label}"]
        assert isinstance(sent, dict)
        total = sum(sent.values())
        pyodide = sum(n for path, n in sent.items() if "/pyodide/" in path)
        print(f"  first visit, {label:<11} {total:>10,} bytes on the wire before Spin works (Pyodide's {pyodide:,})"
              f"   (target <= {TARGET_FIRST_VISIT_BYTES:,})  {verdict(total <= TARGET_FIRST_VISIT_BYTES)}")
    for link in LINKS:
        if f"link_{link}" in first:
            ms, total = first[f"link_{link}"]  # type: ignore[misc]
            bare, bare_total = first[f"bare_{link}"]  # type: ignore[misc]
            print(f"  first visit at {link:<13} {ms / 1000:6.1f} s to a usable Spin ({total:,} bytes)   bare loadPyodide"
                  f" {bare / 1000:6.1f} s ({bare_total:,} bytes)   (plain server, throttled in it)")


def measure_offline(browser, server: GameServer) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """One visit (the service worker takes the build), then the network off and a reload: the time to
    a usable spin, and whether a round plays."""
    context = browser.new_context(viewport={"width": 1440, "height": 900})
    page = context.new_page()
    url = server.url + "prod/"
    try:
        time_to_ready(page, url, "mp-ready")
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=120_000)
        context.set_offline(True)
        ms = time_to_ready(page, url, "mp-ready")
        page.evaluate(PLAY_JS, 1)
        return {"ok": True, "ms": ms, "why": ""}
    except Exception as exc:  # noqa: BLE001 - the figure is "no", with the reason
        return {"ok": False, "ms": None, "why": str(exc).splitlines()[0][:200]}
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--loads", type=int, default=3, help="cold+warm load pairs per page (default 3)")
    parser.add_argument("--spins", type=int, default=300, help="spins to time (default 300)")
    parser.add_argument("--no-throttle", action="store_true", help="skip the slow-link first visits (about a minute)")
    parser.add_argument("--play-only", action="store_true", help="only the play figures: round trip, journal commits, click to first step")
    args = parser.parse_args(argv)
    if args.play_only:
        return play_only(args.spins)

    from playwright.sync_api import sync_playwright

    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp)
        print("building the production and debug sites…", flush=True)
        build(site / "prod", debug=False)
        build(site / "debug", debug=True)
        # The loads are timed on a plain static server (no compression), as the plainest host serves.
        server = start_in_thread(site, plain=True)
        try:
            with sync_playwright() as p:
                browser = launch(p)
                print(f"timing {args.loads} first and repeat visits of the game and of bare loadPyodide…", flush=True)
                loads = measure_loads(browser, server, args.loads)
                sent = measure_bytes(browser, server)
                print("first visits: bytes on the wire, and through slow links…", flush=True)
                first = measure_first_visits(browser, site, not args.no_throttle)
                print(f"playing {args.spins} spins…", flush=True)
                play = measure_play(browser, server, args.spins)
                print("one visit, then offline…", flush=True)
                offline = measure_offline(browser, server)
                browser.close()
        finally:
            server.shutdown()

    med = {k: statistics.median(v) for k, v in loads.items()}
    spin = play["spin"]
    assert isinstance(spin, list) and spin
    p50, p99 = percentile(spin, 50), percentile(spin, 99)
    longtasks = play["longtasks"]
    assert isinstance(longtasks, list)
    worst = max((t["duration"] for t in longtasks), default=0.0)

    def verdict(ok: bool) -> str:
        return "ok" if ok else "MISSED"

    cold_ratio = med["game_cold"] / med["bare_cold"]
    warm_ratio = med["game_warm"] / med["bare_warm"]
    print()
    print(f"Midnight Princess in headless Chromium (medians of {args.loads} loads; "
          f"machine load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after, on {os.cpu_count()} cores)")
    print(f"  time to spin, cold      {med['game_cold']:7.0f} ms   bare loadPyodide {med['bare_cold']:6.0f} ms   "
          f"x{cold_ratio:.3f}  (target <= x{TARGET_LOAD_RATIO})  {verdict(cold_ratio <= TARGET_LOAD_RATIO)}")
    print(f"  time to spin, repeat    {med['game_warm']:7.0f} ms   bare loadPyodide {med['bare_warm']:6.0f} ms   "
          f"x{warm_ratio:.3f}  (target <= x{TARGET_REPEAT_RATIO})  {verdict(warm_ratio <= TARGET_REPEAT_RATIO)}"
          "   (engine restored from its memory snapshot)")
    print(f"    the snapshot, after ready on the first visit: made in {med['snapshot_make']:.0f} ms (the worker busy),"
          f" stored in {med['snapshot_store']:.0f} ms (in the background); on return the worker is ready in"
          f" {med['restore_worker']:.0f} ms, the snapshot read and checked in {med['restore_read']:.0f} ms of it")
    for visit in ("cold", "warm"):
        longest = max(loads[f"longest_{visit}"])
        print(f"  long tasks at the start, {'first' if visit == 'cold' else 'repeat'} visit: {sum(loads[f'tasks_{visit}']):g} over 50 ms in"
              f" {args.loads} loads, the longest {longest:.0f} ms   (to a usable Spin and {START_TAIL_MS} ms after; target none)"
              f"  {verdict(longest == 0)}   each load's longest: {[round(x) for x in loads[f'longest_{visit}']]}")
    print("    every load (ms): " + ", ".join(f"{k} {[round(x) for x in v]}" for k, v in loads.items() if not k.startswith(("tasks_", "longest_"))))
    print(f"  spin round trip         p50 {p50:6.2f} ms  (target < {TARGET_P50_MS})  {verdict(p50 < TARGET_P50_MS)}"
          f"   p99 {p99:6.2f} ms  (target < {TARGET_P99_MS})  {verdict(p99 < TARGET_P99_MS)}"
          f"   over {len(spin)} spins, max {max(spin):.2f} ms")
    engine = play["engine"]
    assert isinstance(engine, list)
    if engine:
        print(f"    of which handle() in the worker: p50 {percentile(engine, 50):.2f} ms, p99 {percentile(engine, 99):.2f} ms")
    print_journal(play)
    print(f"  bytes on first load     Pyodide {sent['pyodide']:,}   ours {sent['ours']:,} (wheel {sent['wheel']:,})"
          f"   (target ours <= {TARGET_OWN_BYTES:,})  {verdict(sent['ours'] <= TARGET_OWN_BYTES)}")
    print(f"                          faces {sent['faces']:,}   (target <= {TARGET_FACE_BYTES:,})  {verdict(sent['faces'] <= TARGET_FACE_BYTES)}")
    print_first_visits(first, verdict)
    print(f"  long tasks while playing {len(longtasks)} over 50 ms, worst {worst:.0f} ms"
          f"   (target none)  {verdict(not longtasks)}   ({play['seconds']:.0f} s of play)")
    if offline["ok"]:
        print(f"  offline after one visit yes: the game loads and a round plays, time to spin {offline['ms']:.0f} ms   (target yes)  ok")
    else:
        print(f"  offline after one visit NO ({offline['why']})   (target yes)  MISSED")
    frames = play["frames"]
    assert isinstance(frames, dict)
    if frames.get("count"):
        print(f"  canvas draw per frame   mean {frames['total'] / frames['count']:.2f} ms, worst {frames['max']:.1f} ms over {frames['count']} frames")
    return 0


def print_journal(play: dict[str, object], bare: dict[str, object] | None = None) -> None:
    """The journal's lines: its commits per spin, and the click to the first step (beside a page without it)."""
    journal, first_step = play["journal"], play["first_step"]
    assert isinstance(journal, list) and isinstance(first_step, list)
    if journal:
        commits = play["commits"]
        assert isinstance(commits, list)
        print(f"  journal commits per spin p50 {percentile(journal, 50):6.2f} ms   p99 {percentile(journal, 99):6.2f} ms"
              f"   (IndexedDB, durability strict: the request's and the reply's; one commit p50 {percentile(commits, 50):.2f} ms)")
    else:
        print("  journal commits per spin  none: this build keeps no journal")
    if first_step:
        print(f"  click to first step     p50 {percentile(first_step, 50):6.2f} ms   p99 {percentile(first_step, 99):6.2f} ms"
              f"   (the balance debited on screen, over {len(first_step)} spins)")
    if bare is not None and first_step and bare["first_step"]:
        without = bare["first_step"]
        assert isinstance(without, list)
        print(f"    the same page without IndexedDB (no journal): p50 {percentile(without, 50):6.2f} ms   p99 {percentile(without, 99):6.2f} ms")


def play_only(spins: int) -> int:
    """Only the play figures, on the debug build: with the journal, then the same page without IndexedDB."""
    from playwright.sync_api import sync_playwright

    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp)
        print("building the debug site…", flush=True)
        build(site / "debug", debug=True)
        server = start_in_thread(site, plain=True)
        try:
            with sync_playwright() as p:
                browser = launch(p)
                print(f"playing {spins} spins with the journal, then {spins} without IndexedDB…", flush=True)
                play = measure_play(browser, server, spins)
                bare = measure_play(browser, server, spins, journal=False)
                browser.close()
        finally:
            server.shutdown()
    print()
    print(f"Midnight Princess, play only (machine load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after, on {os.cpu_count()} cores)")
    for label, run in (("with the journal", play), ("without IndexedDB", bare)):
        spin = run["spin"]
        assert isinstance(spin, list) and spin
        print(f"  spin round trip ({label}) p50 {percentile(spin, 50):6.2f} ms  (target < {TARGET_P50_MS})"
              f"   p99 {percentile(spin, 99):6.2f} ms  (target < {TARGET_P99_MS})   over {len(spin)} spins")
    print_journal(play, bare)
    return 0


if __name__ == "__main__":
    sys.exit(main())
