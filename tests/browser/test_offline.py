"""Offline and installable: after one visit the service worker (sw.js) holds the whole build, so a
reload with the network off loads the game and plays a whole round; the web app manifest and its
icons pass Chromium's installability check. The production build, served under a sub-path."""

from __future__ import annotations

import hashlib
import json
import re
import struct
import tempfile
from pathlib import Path

from midnight_princess_testkit import BOOT_TIMEOUT_MS, DESKTOP, GamePage, game_context, launch_persistent

def sw_files(out: Path) -> dict[str, str]:
    """The file list build.py wrote into sw.js: path -> SHA-256."""
    source = (out / "sw.js").read_text()
    match = re.search(r"^const FILES = (\{.*?\});$", source, re.S | re.M)
    assert match, "sw.js has no file list"
    return json.loads(match.group(1))


def sw_version(out: Path) -> str:
    match = re.search(r'^const VERSION = "([0-9a-f]{16})";$', (out / "sw.js").read_text(), re.M)
    assert match, "sw.js has no version"
    return match.group(1)


def wait_offline_ready(game: GamePage, version: str) -> None:
    """The page is controlled by the service worker and its version's cache holds every file."""
    game.page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT_MS)
    game.page.wait_for_function(
        "name => caches.keys().then(keys => keys.some(k => k.endsWith(' ' + name)))", arg=version, timeout=BOOT_TIMEOUT_MS)


def test_after_one_visit_the_game_loads_and_plays_a_round_offline(browser, prod_site, open_games):
    files = sw_files(prod_site.out)
    version = sw_version(prod_site.out)
    context = game_context(browser, DESKTOP, speed=None)
    game = GamePage(context.new_page(), prod_site.url)
    open_games.append(game)
    game.open()
    wait_offline_ready(game, version)
    cached = game.page.evaluate(
        """async () => {
            const names = await caches.keys();
            const cache = await caches.open(names.find((n) => n.startsWith("midnight-princess sw ")));
            return (await cache.keys()).map((r) => r.url);
        }""")
    assert sorted(cached) == sorted(prod_site.url + path for path in files), "the cache holds exactly the build's files"

    context.set_offline(True)
    game.page.reload()
    game.wait_phase("ready", "choice", timeout=BOOT_TIMEOUT_MS)
    before = game.record()
    assert before is not None
    if game.spin() == "choice":
        game.choose("love")
        game.wait_phase("ready")
    after = game.record()
    assert after is not None
    entry = after["history"][-1]
    assert len(after["history"]) == len(before["history"]) + 1 and entry["status"] == "complete"
    assert entry["balance_before"] == before["state"]["balance"]
    assert after["state"]["balance"] == entry["balance_before"] - entry["bet"] + entry["win"]
    assert game.balance() == after["state"]["balance"]
    context.set_offline(False)


def test_the_service_worker_keeps_every_file_the_game_fetches(prod_site):
    """The precache list is the whole build but the bench page, the art preview, the faces' licences,
    engine/wheel.json and micropip/ (for other pages), _headers (read by the host, never served) and
    the `xl` art (750 kB that only a big screen fetches, after Spin works: offline it draws from `l`),
    each file with the hash of what was built (so a cache never mixes two deployments); of Pyodide's files with a .gz sibling, the sibling the worker fetches; of the
    others, the file the page fetches."""
    files = sw_files(prod_site.out)
    built = {p.relative_to(prod_site.out).as_posix() for p in prod_site.out.rglob("*") if p.is_file()}
    pyodide_gz = {p for p in built if p.startswith("pyodide/") and p + ".gz" in built}
    expected = {p for p in built if p not in ("sw.js", "_headers", "art-preview.html", "pyodide/python_stdlib.zip", "engine/wheel.json")
                and not p.startswith(("bench/", "micropip/")) and not p.endswith(".br")
                and not (p.startswith("fonts/") and p.endswith(".txt"))  # the faces' licences: the reader's, never fetched
                and not (p.startswith("art/") and ("-xl." in p or p == "art/art-xl.json"))}
    expected = {p for p in expected if p not in pyodide_gz and not (p.endswith(".gz") and p[:-3] in built and p[:-3] not in pyodide_gz)}
    assert sorted(files) == sorted(expected)
    for path, digest in files.items():
        assert hashlib.sha256((prod_site.out / path).read_bytes()).hexdigest() == digest, path
    for must in ("index.html", "js/engine/boot.js", "js/engine/worker.js", "manifest.webmanifest", "icons/icon-512.png"):
        assert must in files, must
    assert "pyodide/pyodide.asm.wasm" in files or "pyodide/pyodide.asm.wasm.gz" in files
    assert any(p.startswith("engine/") and p.endswith(".whl") for p in files)


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", f"{path.name} is not a PNG"
    return struct.unpack(">II", data[16:24])


def test_the_manifest_is_relative_and_its_icons_are_the_sizes_it_says(prod_site):
    manifest = json.loads((prod_site.out / "manifest.webmanifest").read_text())
    assert manifest["start_url"] == "./" and manifest["scope"] == "./" and manifest["id"] == "./"
    assert manifest["theme_color"] == "#0b0726" and manifest["display"] == "standalone"
    purposes = {(icon["sizes"], icon["purpose"]) for icon in manifest["icons"]}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= purposes
    for icon in manifest["icons"]:
        width, height = png_size(prod_site.out / icon["src"])
        assert f"{width}x{height}" == icon["sizes"] and icon["type"] == "image/png"
    html = (prod_site.out / "index.html").read_text()
    assert '<link rel="manifest" href="manifest.webmanifest">' in html


def test_chromium_finds_the_game_installable(browser, prod_site, output_dir):
    """Page.getInstallabilityErrors, in a profile on disk (an incognito context never installs)."""
    with tempfile.TemporaryDirectory() as profile:
        context = launch_persistent(browser, profile, DESKTOP)
        try:
            page = context.pages[0] if context.pages else context.new_page()
            game = GamePage(page, prod_site.url)
            game.open()
            wait_offline_ready(game, sw_version(prod_site.out))
            cdp = context.new_cdp_session(page)
            assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
            manifest = cdp.send("Page.getAppManifest")
            assert manifest["errors"] == [] and manifest["url"] == prod_site.url + "manifest.webmanifest"
            assert not game.errors, game.errors
        finally:
            context.close()
    # The icons as a person sees them: the 512 and the maskable one side by side.
    for name in ("icon-512.png", "icon-maskable-512.png"):
        (output_dir / f"pwa-{name}").write_bytes((prod_site.out / "icons" / name).read_bytes())
