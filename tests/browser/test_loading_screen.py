"""The wait looks like the game: while the engine starts, the loading screen is the game's title
screen (the three princesses and their powers, the meter, free spins on a grid clear) painted by
the game's own art, in the game's own type, with a bar that follows the bytes; no word of Python or
Pyodide. The pictures are painted off the main thread where the browser can (a worker's
OffscreenCanvas), else on it. Screenshots at the five sizes land in tests/output/loading-*.png."""

from __future__ import annotations

import io
import json
import re

import pytest
from PIL import Image, ImageChops

from midnight_princess_testkit import BOOT_TIMEOUT_MS, DESKTOP, PHONE, PHONE_LANDSCAPE, TABLET, GamePage, game_context

WIDE = {"width": 2560, "height": 1440}
SIZES = {"phone": PHONE, "landscape": PHONE_LANDSCAPE, "tablet": TABLET, "desktop": DESKTOP, "wide": WIDE}
# A painted picture has thousands of colours; the night sky behind an empty canvas a few dozen.
PAINTED_COLOURS = 300
NO_OFFSCREEN = "delete window.OffscreenCanvas;"  # a browser whose workers cannot paint: the page paints


def hold_the_runtime(context) -> None:  # type: ignore[no-untyped-def]
    """The runtime's wasm never arrives: the loading screen stays for as long as the test looks."""
    context.route("**/pyodide.asm.wasm*", lambda route: route.continue_() if route.request.method == "HEAD" else None)


def colours(locator) -> int:  # type: ignore[no-untyped-def]
    """How many colours the element shows on screen."""
    image = Image.open(io.BytesIO(locator.screenshot(animations="disabled"))).convert("RGB")
    return len(image.getcolors(maxcolors=1 << 20) or [])


def assert_painted(page) -> None:  # type: ignore[no-untyped-def]
    """Every intro picture is on screen (the page marks #loading.painted once each has been painted)."""
    page.wait_for_selector("#loading.painted", timeout=BOOT_TIMEOUT_MS)
    for i, canvas in enumerate(page.locator("#intro canvas").all()):
        assert colours(canvas) >= PAINTED_COLOURS, f"intro picture {i} looks empty"


@pytest.mark.parametrize("name", list(SIZES))
def test_the_wait_shows_the_games_intro(browser, prod_site, output_dir, name):
    context = game_context(browser, SIZES[name], speed=None)
    try:
        hold_the_runtime(context)
        game = GamePage(context.new_page(), prod_site.url)
        page = game.page
        page.goto(prod_site.url)
        assert_painted(page)
        assert game.phase() == "loading"
        words = game.text("loading").lower()
        assert "python" not in words and "pyodide" not in words
        for said in ("love", "star", "storm", "trinity meter", "clear the grid", "free spins"):
            assert said in words, said
        # It fits the screen: nothing to scroll, every part inside the viewport.
        assert page.evaluate("() => document.getElementById('loading').scrollHeight <= innerHeight")
        for selector in (".logo", ".logo-mark", ".intro-princesses", ".intro-features", ".loading-progress"):
            box = page.locator(f"#loading {selector}").bounding_box()
            assert box and box["x"] >= 0 and box["y"] >= 0, selector
            assert box["x"] + box["width"] <= SIZES[name]["width"] + 0.5 and box["y"] + box["height"] <= SIZES[name]["height"] + 0.5, selector
        # It scales with the screen: the title and the pictures grow with it (2560x1440: no small island in the middle).
        title = page.locator("#loading .logo").bounding_box()
        pictures = page.locator("#intro").bounding_box()
        assert title["height"] >= 0.045 * SIZES[name]["height"] or title["width"] >= 0.5 * SIZES[name]["width"], title
        assert pictures["width"] >= 0.55 * SIZES[name]["width"] or pictures["height"] >= 0.55 * SIZES[name]["height"], pictures
        game.shot(output_dir / f"loading-{name}.png")
        assert not game.errors, game.errors
    finally:
        context.close()


def test_the_intro_is_painted_off_the_main_thread_and_in_the_games_type(browser, prod_site):
    """Chromium's workers paint on an OffscreenCanvas: the intro's canvases are handed to the
    painter's worker (the page can no longer draw on them), and the page's text is set in the
    game's own faces, loaded from the build (fonts/), not the system's."""
    context = game_context(browser, DESKTOP, speed=None)
    try:
        hold_the_runtime(context)
        page = context.new_page()
        fonts = []
        page.on("response", lambda r: fonts.append(r.url) if r.url.endswith(".woff2") and r.ok else None)
        page.goto(prod_site.url)
        assert_painted(page)
        handed_over = """() => [...document.querySelectorAll('#intro canvas')].every((c) => {
            try { c.getContext('2d'); return false; } catch (e) { return e.name === 'InvalidStateError'; }
        })"""
        assert page.evaluate(handed_over)
        assert page.evaluate("() => ['Cinzel', 'Nunito'].every((f) => document.fonts.check(`16px \"${f}\"`))")
        title = page.evaluate("() => getComputedStyle(document.querySelector('#loading .logo')).fontFamily")
        assert title.startswith('"Cinzel"') or title.startswith("Cinzel"), title
        # the page's and the painter's worker's (a revalidation: the same file)
        assert {url.rsplit("/", 1)[1] for url in fonts} == {"cinzel-bold.woff2", "nunito.woff2"}
    finally:
        context.close()


def test_without_a_worker_that_paints_the_page_paints_the_intro_itself(browser, prod_site):
    """No OffscreenCanvas (an older browser): the same pictures, painted on the main thread, and the game starts."""
    context = game_context(browser, PHONE, speed=None, init=NO_OFFSCREEN)
    try:
        held: list = []
        context.route("**/pyodide.asm.wasm*", lambda route: route.continue_() if route.request.method == "HEAD" else held.append(route))
        game = GamePage(context.new_page(), prod_site.url)
        game.page.goto(prod_site.url)
        assert_painted(game.page)
        assert game.page.evaluate("() => !!document.querySelector('#intro canvas').getContext('2d')")
        held[0].continue_()
        game.wait_idle()
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
    context = game_context(browser, DESKTOP, speed=None, init=
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


# Each change of the princesses' state on the loading screen, as [whose pictures are here, how the portraits show].
RECORD_PORTRAITS = """window.__portraits = [];
new MutationObserver(() => {
    const root = document.getElementById('loading');
    const now = [root.dataset.portraitsReady, root.dataset.portraits];
    const last = window.__portraits[window.__portraits.length - 1];
    if (now[1] && (!last || last[0] !== now[0] || last[1] !== now[1])) window.__portraits.push(now);
}).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-portraits', 'data-portraits-ready']});"""
# A portrait that comes into her window changes much of it (Storm, blue on blue, the least: a fifth); while
# she waits, only the sparkles in her window change (well under a twentieth).
CAME_IN = 0.12
WAITS = 0.05


def changed(before: bytes, after: bytes) -> float:
    """The share of the pixels of two screenshots that differ clearly."""
    a, b = (Image.open(io.BytesIO(shot)).convert("L") for shot in (before, after))
    diff = ImageChops.difference(a, b).point(lambda v: 255 if v > 40 else 0)
    return diff.histogram()[255] / (a.width * a.height)


@pytest.mark.parametrize("painter", ["worker", "page"])
def test_the_three_portraits_wait_for_each_other_and_come_in_together(browser, prod_site, output_dir, painter):
    """2560x1440, Storm's pictures held back while Love's and Star's are here: the three windows show
    their sky alone (no princess beside an empty window) until hers come, then all three fade in together."""
    context = game_context(browser, WIDE, speed=None, init=RECORD_PORTRAITS + (NO_OFFSCREEN if painter == "page" else ""))
    try:
        hold_the_runtime(context)
        storm = {"held": [], "free": False}

        def hold_storm(route) -> None:  # type: ignore[no-untyped-def]
            if storm["free"]:
                route.continue_()
            else:
                storm["held"].append(route)

        context.route("**/art/storm-s.webp*", hold_storm)
        page = context.new_page()
        page.goto(prod_site.url)
        page.wait_for_selector('#loading[data-portraits-ready="love star"]', state="attached", timeout=BOOT_TIMEOUT_MS)
        assert page.get_attribute("#loading", "data-portraits") == "waiting"
        cards = {id: page.locator(f"#intro li[data-princess={id}] canvas") for id in ("love", "star", "storm")}
        waiting = {id: card.screenshot() for id, card in cards.items()}
        page.screenshot(path=output_dir / f"loading-portraits-waiting-{painter}.png")
        for id, card in cards.items():
            assert changed(waiting[id], card.screenshot()) < WAITS, f"{id}'s window changed while Storm's pictures were held"
        storm["free"] = True
        for route in storm["held"]:
            route.continue_()
        page.wait_for_selector('#loading[data-portraits="shown"]', state="attached", timeout=BOOT_TIMEOUT_MS)
        page.screenshot(path=output_dir / f"loading-portraits-shown-{painter}.png")
        for id, card in cards.items():
            assert changed(waiting[id], card.screenshot()) >= CAME_IN, f"{id}'s portrait did not come in"
        states = page.evaluate("() => window.__portraits")
        # waiting until all three are here; only then the portraits show, and they stay shown
        first = next(i for i, (_, state) in enumerate(states) if state != "waiting")
        assert all(state == "waiting" for _, state in states[:first]), states
        assert {ready for ready, _ in states[:first]} >= {"love star"}, states
        assert all(ready == "love star storm" for ready, _ in states[first:]), states
        assert [state for _, state in states[first:]] in (["revealing", "shown"], ["shown"]), states
    finally:
        context.close()
