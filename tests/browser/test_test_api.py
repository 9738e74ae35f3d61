"""The debug build's test API is exactly what docs/testing.md documents, at the version it names;
the production build has none of it: no `__mp`, no debug.js, presets and URL parameters ignored."""

from __future__ import annotations

import re
import urllib.error
import urllib.request

import pytest
from playwright.sync_api import expect

from midnight_princess_testkit import SELECTORS, ok, seed
from tests.repo import ROOT

DOC = (ROOT / "docs" / "testing.md").read_text()
PRESET_CLOCK = 1_700_000_000_000
URL_CLOCK = 1_800_000_000_123


def documented(heading: str) -> list[str]:
    """The names in the first column of the table under `heading` in docs/testing.md."""
    section = DOC.split(heading + "\n", 1)[1].split("\n#", 1)[0]
    return sorted(found.group(1) for line in section.splitlines() if (found := re.match(r"\| `(\w+)", line)))


def test_the_doc_names_the_hooks_and_a_version() -> None:
    assert "setSeeds" in documented("## `window.__mp`: the hooks (debug build)")
    assert "bigWin" in documented("### `window.__mp.ui`")
    assert newest_version() >= 1


def contract() -> list[tuple[list[str], str | None]]:
    """docs/testing.md's contract table: each row's ids, and its button's accessible name in English (the first one named)."""
    rows = DOC.split("<!-- checked: contract -->\n", 1)[1].split("\n\n", 1)[0].splitlines()[2:]
    found = []
    for row in rows:
        ids, element, name = (cell.strip() for cell in row.strip("|").split("|")[:3])
        named = re.match(r"`([^`]+)`", name) if element == "button" else None
        found.append((re.findall(r"`([\w-]+)`", ids), named[1] if named else None))
    return found


def newest_version() -> int:
    section = DOC.split("## Version\n", 1)[1].split("\n#", 1)[0]
    return max(int(found.group(1)) for line in section.splitlines() if (found := re.match(r"\| (\d+) \|", line)))


def test_the_debug_build_has_the_documented_test_api(game_factory, debug_site):
    game_seed, spin_seed, url_seed = seed("api-game"), seed("api-spin"), seed("api-spin-2")
    game = game_factory(debug_site, init=f"window.__MP_TEST.seeds = [{game_seed!r}, {spin_seed!r}, 'not a seed'];"
                                         f" window.__MP_TEST.clock = {PRESET_CLOCK};")
    game.open()
    assert game.version() == newest_version()
    assert sorted(game.mp("() => Object.keys(window.__mp)")) == documented("## `window.__mp`: the hooks (debug build)")
    assert sorted(game.mp("() => Object.keys(window.__mp.ui)")) == documented("### `window.__mp.ui`")

    # The presets: the new game and the first spin took the queued seeds ("not a seed" was dropped), at the preset clock.
    start = ok(op="new_game", seed=game_seed, now=PRESET_CLOCK)["state"]
    assert game.state() == start and game.seeds_left() == 1
    spin = {"v": 1, "op": "spin", "state": start, "bet": start["bet"], "seed": spin_seed, "now": PRESET_CLOCK}
    steps = ok(spin)["steps"]
    # Version 3: the outcome asked of the page's engine is the engine's reply, and asking stores and queues nothing.
    asked = game.outcome(spin_seed)
    assert (asked["requests"], asked["steps"], asked["state"]) == ([spin], steps, ok(spin)["state"])
    assert game.state() == start and game.seeds_left() == 1 and game.settled_count() == 1
    assert game.spin() in ("ready", "choice")
    assert game.mp("() => __mp.settled()")["count"] == 2 and game.body("settled") == "true"
    assert game.history()[0]["requests"] == [spin]
    assert game.step() == len(steps) and game.body("paused") is None

    # Bad arguments are refused with the documented errors, and change nothing.
    error = "e => [e.name, e.message]"
    assert game.mp(f"() => {{ try {{ __mp.setSeeds(['{url_seed}', 'ABC']); }} catch (e) {{ return ({error})(e); }} }}") == [
        "TypeError", "setSeeds wants a list of 64 lowercase hex digit strings"]
    assert game.mp(f"() => {{ try {{ __mp.force('hearts'); }} catch (e) {{ return ({error})(e); }} }}") == [
        "TypeError", "force wants a list of 5x5 grids"]
    assert game.seeds_left() == 0

    # The page's ids and accessible names are docs/testing.md's contract table, and both kits name every id.
    for ids, name in contract():
        for element in ids:
            assert game.page.locator(f"#{element}").count() == 1, element
            assert any(selector.split(" ")[0] == f"#{element}" for selector in SELECTORS.values()), f"SELECTORS lacks #{element}"
        if name:
            expect(game.page.locator(f"#{ids[0]}")).to_have_accessible_name(name)

    # ?mp-clock wins over the preset.
    if game.phase() == "choice":
        game.choose("love")
    game.open(clock=URL_CLOCK)
    game.queue_seeds([url_seed])
    game.spin()
    assert game.history()[0]["requests"][0]["now"] == URL_CLOCK


@pytest.mark.parametrize("module", ["debug.js", "debug-ui.js"])
def test_the_production_build_ships_no_debug_module(prod_site, module):
    assert not (prod_site.out / "js" / module).exists()
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(prod_site.url + "js/" + module)
    assert refused.value.code == 404


def test_the_production_build_ignores_the_presets_and_the_url(game_factory, prod_site):
    preset = [seed("prod-preset-1"), seed("prod-preset-2")]
    game = game_factory(prod_site, speed=None, init=f"window.__MP_TEST = {{seeds: {preset!r}, clock: 5, speed: 1000}};")
    game.open("?mp-clock=1000&mp-pause=0", until=("ready",))
    assert game.mp("() => [typeof window.__mp, document.body.dataset.step, document.body.dataset.paused]") == ["undefined", None, None]
    game.click("fast_play")  # the game's own fast play: the preset's speed is not applied
    game.spin(wait=False)
    phase = game.wait_phase("ready", "choice", timeout=120_000)  # a pause at step 0 would hold it for ever
    if phase == "choice":
        game.choose("love", wait=False)
        game.wait_phase("ready", timeout=300_000)
    entry = game.record()["history"][-1]
    request = entry["requests"][0]
    assert request["seed"] not in preset and re.fullmatch(r"[0-9a-f]{64}", request["seed"])
    assert request["now"] > PRESET_CLOCK  # the page's own clock, not 1000 or 5
    assert game.mp("() => [document.body.dataset.step, document.body.dataset.paused]") == [None, None]
