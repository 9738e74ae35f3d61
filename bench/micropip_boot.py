#!/usr/bin/env python3
"""The game's first visit with the engine installed two ways: the worker's unpackArchive (the game
as built) against micropip, in headless Debian Chromium, and print both figures.

    python3 bench/micropip_boot.py [--loads 5]

The micropip game is the production build with one change in its worker: no wheel fetched while
Pyodide boots; once Python runs, `loadPackage` of the build's micropip wheel and
`micropip.install` of the engine's wheel from its URL. Its trimmed standard library keeps what
micropip's install imports as well (traced under Node as scripts/stdlib_trace.mjs traces the
game's). Each first visit is a new context (empty cache and storage, service worker blocked) on a
plain server, the two games interleaved: the time to a usable Spin, and the bytes on the wire
before it.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "scripts"))

import build  # noqa: E402
from browser import time_to_ready  # noqa: E402
from chromium import launch  # noqa: E402
from serve import start_in_thread  # noqa: E402

# The worker's lines that fetch and unpack the wheel, and what the micropip game does instead.
PREFETCH = """  // The wheel downloads while Pyodide boots.
  const wheel = fetchWheel();
  wheel.catch(() => {});
"""
UNPACK = """  const buffer = await wheel;
  pyodide.unpackArchive(buffer, "wheel", sitePackages ? { extractDir: sitePackages } : {});
"""
INSTALL = """  const installing = performance.now();
  await pyodide.loadPackage(new URL("../../MICROPIP", import.meta.url).href);
  await pyodide.pyimport("micropip").install(WHEEL_HREF);
  timings.install = performance.now() - installing;
"""

# The standard library's files loaded once micropip has installed the wheel from an http URL.
TRACE_JS = """
const { createServer } = await import("node:http");
const { readFileSync } = await import("node:fs");
const [micropip, wheel] = process.argv.slice(1);
const server = createServer((req, res) => res.end(readFileSync(wheel)));
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const { loadPyodide } = await import("pyodide");
const pyodide = await loadPyodide();
await pyodide.loadPackage(micropip);
const name = wheel.split("/").pop();
await pyodide.runPythonAsync(`import micropip\\nawait micropip.install("http://127.0.0.1:${server.address().port}/${name}")`);
pyodide.runPython("import midnight_princess.bridge");
server.close();
console.log(JSON.stringify(pyodide.runPython(`import sys
sorted({m.__file__.split(".zip/", 1)[1] for m in list(sys.modules.values())
        if ".zip/" in (getattr(m, "__file__", None) or "")})`).toJs()));
"""


def micropip_stdlib(micropip: Path, wheel: Path) -> list[str]:
    """The stdlib files micropip's install of the wheel loads, beside those the game keeps."""
    done = subprocess.run(["node", "--input-type=module", "-e", TRACE_JS, str(micropip), str(wheel)], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    traced = json.loads(done.stdout.strip().splitlines()[-1])
    kept = [line.strip() for line in build.STDLIB_KEEP.read_text().splitlines() if line.strip() and not line.startswith("#")]
    return sorted(set(kept) | set(traced))


def micropip_game(prod: Path, out: Path) -> dict[str, int]:
    """A copy of the production build whose worker installs the engine with micropip; the stdlib's sizes."""
    shutil.copytree(prod, out)
    index = json.loads((out / "engine" / build.WHEEL_INDEX).read_text())
    micropip = (out / "engine" / index["micropip"]["file"]).resolve()
    source = (build.WEB / "js" / "engine" / "worker.js").read_text()
    if source.count(PREFETCH) != 1 or source.count(UNPACK) != 1:
        raise SystemExit("web/js/engine/worker.js changed: bench/micropip_boot.py's PREFETCH and UNPACK must follow it")
    install = INSTALL.replace("MICROPIP", micropip.relative_to(out).as_posix())
    worker = out / "js" / "engine" / "worker.js"
    worker.write_text(source.replace(PREFETCH, "").replace(UNPACK, install))
    # Minified as the build minifies its modules, so the two workers compare.
    subprocess.run([str(build.ESBUILD), str(worker), "--minify", "--allow-overwrite", f"--outfile={worker}", "--log-level=warning",
                    "--legal-comments=none", "--charset=utf8"], check=True)
    for sibling in (worker.with_name("worker.js.gz"), worker.with_name("worker.js.br")):
        sibling.unlink(missing_ok=True)
    keep = out / "stdlib-keep.txt"
    keep.write_text("\n".join(micropip_stdlib(micropip, out / "engine" / index["file"])) + "\n")
    build.STDLIB_KEEP = keep
    stdlib = build.trim_stdlib(out)
    keep.unlink()
    sizes = build.write_compressed_siblings(out)[f"pyodide/{stdlib.name}"]
    # The worker decodes what BOOT_FILES gives a .gz for; the progress bar counts their sizes.
    info = out / "js" / "build-info.js"
    text = info.read_text()
    boot = json.loads(re.search(r"^export const BOOT_FILES = (.*);$", text, re.M).group(1))  # type: ignore[union-attr]
    boot[stdlib.name] = sizes
    info.write_text(re.sub(r"^export const BOOT_FILES = .*;$", f"export const BOOT_FILES = {json.dumps(boot, sort_keys=True)};", text,
                           flags=re.M))
    return sizes


def visit(browser, server, prefix: str) -> tuple[float, int, dict]:  # type: ignore[no-untyped-def]
    """One first visit: ms to a usable Spin, body bytes served until then, the worker's timings."""
    context = browser.new_context(viewport={"width": 1440, "height": 900}, service_workers="block")
    page = context.new_page()
    with server.lock:
        server.bytes_sent.clear()
    ms = time_to_ready(page, server.url + prefix, "mp-ready")
    with server.lock:
        sent = sum(server.bytes_sent.values())
    timings = page.evaluate("() => performance.getEntriesByName('mp-engine-ready')[0].detail")
    context.close()
    return ms, sent, timings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--loads", type=int, default=5, help="first visits of each game (default 5)")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    load_before = os.getloadavg()[0]
    games = {"unpack": "unpack/", "micropip": "micropip/"}
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp)
        print("building the production site and its micropip copy…", flush=True)
        subprocess.run([sys.executable, str(ROOT / "build.py"), "--out", str(site / "unpack")], check=True, capture_output=True)
        stdlib = micropip_game(site / "unpack", site / "micropip")
        server = start_in_thread(site, plain=True)
        ms: dict[str, list[float]] = {name: [] for name in games}
        sent: dict[str, list[int]] = {name: [] for name in games}
        worker: dict[str, list[dict]] = {name: [] for name in games}
        try:
            with sync_playwright() as p:
                browser = launch(p)
                print(f"timing {args.loads} first visits of each, interleaved…", flush=True)
                for _ in range(args.loads):
                    for name, prefix in games.items():
                        took, nbytes, timings = visit(browser, server, prefix)
                        ms[name].append(took)
                        sent[name].append(nbytes)
                        worker[name].append(timings)
                browser.close()
        finally:
            server.shutdown()

    print()
    print(f"The engine installed two ways, first visits in headless Chromium (medians of {args.loads}; plain server;"
          f" load average {load_before:.1f} before, {os.getloadavg()[0]:.1f} after, on {os.cpu_count()} cores)")
    med = {name: statistics.median(values) for name, values in ms.items()}
    total = {name: statistics.median(values) for name, values in sent.items()}
    for name in games:
        ready = statistics.median(t["total"] for t in worker[name])
        print(f"  {name:<9} time to a usable Spin {med[name]:7.0f} ms (the worker ready in {ready:.0f} ms)"
              f"   bytes before Spin works {total[name]:>11,.0f}   every load (ms): {[round(x) for x in ms[name]]}")
    install = statistics.median(t["install"] for t in worker["micropip"])
    print(f"  micropip costs {med['micropip'] - med['unpack']:+.0f} ms and {total['micropip'] - total['unpack']:+,.0f} bytes"
          f" (its loadPackage and install take {install:.0f} ms in the worker; the stdlib it needs is {stdlib['bytes']:,} bytes,"
          f" {stdlib['gz']:,} gzipped)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
