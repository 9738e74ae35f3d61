"""docs/python-in-the-browser.md's PyScript page, as the page shows it, installs the engine from the
production build with micropip and calls it, in Chromium. PyScript's files come from the npm
package the page names (`@pyscript/core`, a devDependency) and its Pyodide from the repository's
(314.0.7 for the 314.0.2 PyScript asks jsDelivr for: no CDN is reachable here), with micropip
beside it as a Pyodide distribution holds it: the build's micropip wheel, its hash in the lock file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from playwright.sync_api import expect

import build
from midnight_princess_testkit import ok
from tests.snippets import snippets

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "python-in-the-browser.md"
EXAMPLE_GAME = "https://example.org/midnight-princess/"
PYSCRIPT_CDN = "https://cdn.jsdelivr.net/npm/@pyscript/core@0.7.31/dist/"
PYODIDE_CDN = "https://cdn.jsdelivr.net/pyodide/v314.0.2/full/"
TYPES = {".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm", ".zip": "application/zip",
         ".whl": "application/zip", ".json": "application/json", ".css": "text/css"}


def cdn(micropip: Path) -> Any:
    """A route handler answering jsDelivr's URLs for PyScript and Pyodide from node_modules."""
    lock = json.loads((ROOT / "node_modules" / "pyodide" / "pyodide-lock.json").read_text())
    lock["packages"]["micropip"]["sha256"] = build.MICROPIP["sha256"]
    files = {PYSCRIPT_CDN: ROOT / "node_modules" / "@pyscript" / "core" / "dist", PYODIDE_CDN: ROOT / "node_modules" / "pyodide"}

    def answer(route: Any) -> None:
        url = route.request.url
        if url == PYODIDE_CDN + "pyodide-lock.json":
            return route.fulfill(body=json.dumps(lock), content_type="application/json")
        if url == PYODIDE_CDN + micropip.name:
            return route.fulfill(body=micropip.read_bytes(), content_type="application/zip")
        for prefix, folder in files.items():
            if url.startswith(prefix) and (folder / url[len(prefix):]).is_file():
                path = folder / url[len(prefix):]
                return route.fulfill(body=path.read_bytes(), content_type=TYPES.get(path.suffix, "application/octet-stream"))
        return route.fulfill(status=404)

    return answer


def test_the_pyscript_page_installs_the_engine_from_the_game_with_micropip(browser, prod_site, output_dir):
    assert json.loads((ROOT / "node_modules" / "@pyscript" / "core" / "package.json").read_text())["version"] == "0.7.31"
    page_html = snippets(DOCS)["pyscript"].code
    assert PYSCRIPT_CDN + "core.js" in page_html and EXAMPLE_GAME in page_html
    index = json.loads((prod_site.out / "engine" / "wheel.json").read_text())
    micropip = (prod_site.out / "engine" / index["micropip"]["file"]).resolve()
    context = browser.new_context()
    try:
        context.route("https://cdn.jsdelivr.net/**", cdn(micropip))
        address = prod_site.url + "pyscript-page.html"  # the page beside the game: same origin
        context.route(address, lambda route: route.fulfill(body=page_html.replace(EXAMPLE_GAME, prod_site.url), content_type="text/html"))
        page = context.new_page()
        asked: list[str] = []
        page.on("request", lambda request: asked.append(request.url))
        page.goto(address)
        bets = ok(op="config")["config"]["bet_levels"]
        expect(page.locator("#out")).to_have_text(f"Bets: {bets}", timeout=240_000)
        page.screenshot(path=str(output_dir / "pyscript-page.png"))
        assert prod_site.url + "engine/wheel.json" in asked and prod_site.url + "engine/" + index["file"] in asked
    finally:
        context.close()
