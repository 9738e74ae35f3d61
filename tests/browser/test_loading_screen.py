"""The wait looks like the game: while the engine starts, the loading screen is the game's title
screen (the three princesses and their powers, the meter, free spins on a grid clear) painted by
the game's own art, with a bar that follows the bytes; no word of Python or Pyodide. Screenshots
at the four sizes land in tests/output/loading-*.png."""

from __future__ import annotations

import json
import re

import pytest

from tests.support import BOOT_TIMEOUT_MS, DESKTOP, PHONE, PHONE_LANDSCAPE, TABLET, GamePage, new_context

SIZES = {"phone": PHONE, "landscape": PHONE_LANDSCAPE, "tablet": TABLET, "desktop": DESKTOP}
# Every intro canvas has been painted: some pixel is not transparent.
PAINTED = """() => [...document.querySelectorAll('#intro canvas')].every((c) => {
    if (c.width < 2 || c.height < 2) return false;
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    for (let i = 3; i < data.length; i += 16) if (data[i] > 0) return true;
    return false;
})"""


@pytest.mark.parametrize("name", list(SIZES))
def test_the_wait_shows_the_games_intro(browser, prod_site, output_dir, name):
    context = new_context(browser, SIZES[name], speed=None)
    try:
        # The runtime's wasm never arrives: the loading screen stays for as long as the test looks.
        context.route("**/pyodide.asm.wasm*", lambda route: route.continue_() if route.request.method == "HEAD" else None)
        game = GamePage(context.new_page(), prod_site.url)
        page = game.page
        page.goto(prod_site.url)
        page.wait_for_selector("#loading.painted")
        game.wait_for(PAINTED, timeout=BOOT_TIMEOUT_MS)
        assert game.phase() == "loading"
        words = game.text("loading").lower()
        assert "python" not in words and "pyodide" not in words
        for said in ("love", "star", "storm", "trinity meter", "clear the grid", "free spins"):
            assert said in words, said
        # It fits the screen: nothing to scroll, every part inside the viewport.
        assert page.evaluate("() => document.getElementById('loading').scrollHeight <= innerHeight")
        for selector in (".logo", ".intro-princesses", ".intro-features", ".loading-progress"):
            box = page.locator(f"#loading {selector}").bounding_box()
            assert box and box["x"] >= 0 and box["y"] >= 0, selector
            assert box["x"] + box["width"] <= SIZES[name]["width"] + 0.5 and box["y"] + box["height"] <= SIZES[name]["height"] + 0.5, selector
        game.shot(output_dir / f"loading-{name}.png")
        assert not game.errors, game.errors
    finally:
        context.close()


def test_the_bar_follows_the_bytes_and_then_the_game_takes_the_screen(browser, prod_site):
    """With the runtime's wasm held back, the bar stands exactly at the share of the runtime's bytes
    that did arrive (the download is 70 % of the bar); released, it runs to 100 and the game shows."""
    # conftest's server compresses: the worker fetches the files as they are and counts them decoded.
    files = json.loads(re.search(r"BOOT_FILES = (\{.*?\});", (prod_site.out / "js" / "build-info.js").read_text()).group(1))
    counted = {name: size["bytes"] for name, size in files.items() if not name.endswith(".mjs")}
    held_back = counted["pyodide.asm.wasm"]
    expected = round(70 * (sum(counted.values()) - held_back) / sum(counted.values()))
    context = new_context(browser, DESKTOP, speed=None, init=
        """window.__bar = [];
        new MutationObserver(() => {
            const track = document.querySelector('#loading [role=progressbar]');
            if (track) window.__bar.push([Number(track.getAttribute('aria-valuenow')), document.getElementById('loading-label').textContent]);
        }).observe(document, {subtree: true, attributes: true, attributeFilter: ['aria-valuenow'], childList: true, characterData: true});""")
    held: list = []
    context.route("**/pyodide.asm.wasm*", lambda route: route.continue_() if route.request.method == "HEAD" else held.append(route))
    game = GamePage(context.new_page(), prod_site.url)
    try:
        game.page.goto(prod_site.url)
        game.wait_for(
            "n => Number(document.querySelector('#loading [role=progressbar]').getAttribute('aria-valuenow')) === n", arg=expected,
            timeout=BOOT_TIMEOUT_MS)
        assert len(held) == 1 and game.text("loading_label") == "Loading the game…"
        held[0].continue_()
        game.wait_idle()
        bar = game.page.evaluate("() => window.__bar")
        values = [v for v, _ in bar]
        assert values == sorted(values) and values[-1] == 100, values
        labels = {label for _, label in bar}
        assert not any("python" in label.lower() or "pyodide" in label.lower() for label in labels), labels
        assert not game.errors, game.errors
    finally:
        context.close()
