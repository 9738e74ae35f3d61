"""Operator profiles: a jurisdiction's rules take options away, visibly and for real.

"uk": no Auto Play, no fast play, no Stop, and no round's animation ends in under 2.5 s.
A default build may be given a profile by URL (?profile=uk); a build made for a profile keeps
it whatever the URL says.
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from playwright.sync_api import expect

from .conftest import PHONE, ROOT, SUB_PATH, Site
from .ui_support import DESKTOP, open_game, seeds_where

REASON = "Not available in this jurisdiction (UK rules)."


@pytest.fixture(scope="module")
def uk(browser, debug_site):  # type: ignore[no-untyped-def]
    g = open_game(browser, debug_site, DESKTOP, query="?profile=uk")
    yield g
    assert not g.errors, f"uncaught page errors: {g.errors}"
    g.page.context.close()


def test_uk_takes_away_auto_play_and_fast_play_and_says_why(uk, output_dir):
    game = uk
    assert game.page.evaluate("__mp.ui.profile()") == "uk"
    assert game.page.evaluate("document.body.dataset.profile") == "uk"
    for selector, name in (("#autoplay", "Auto Play"), ("#fast-play", "Fast play")):
        assert game.page.get_attribute(selector, "aria-disabled") == "true"
        assert game.page.get_attribute(selector, "title") == f"{name}: {REASON}"
        assert game.page.get_attribute(selector, "aria-description") == f"{name}: {REASON}"
    assert game.page.locator("#autoplay").is_disabled()  # to Playwright too, through aria-disabled
    game.page.click("#autoplay", force=True)  # a click anyway does nothing
    expect(game.page.locator("#dlg-autoplay")).to_be_hidden()
    game.page.click("#fast-play", force=True)
    game.page.evaluate("document.activeElement.blur()")
    game.page.keyboard.press("t")
    assert game.page.get_attribute("#fast-play", "aria-pressed") == "false"
    assert game.page.evaluate("__mp.ui.settings().fastPlay") is False
    game.page.click("#settings-button")
    assert game.page.is_disabled("#set-fast-play")
    game.page.keyboard.press("Escape")
    game.page.click("#help-button")
    assert "This game follows UK rules: no Auto Play, no fast play, no Stop, every round lasts at least 2.5 seconds." in game.text("#dlg-help")
    game.page.keyboard.press("Escape")
    game.page.screenshot(path=str(output_dir / "ui-desktop-profile-uk.png"), animations="disabled")


def test_uk_rounds_last_at_least_two_and_a_half_seconds_and_cannot_be_stopped(uk):
    game = uk
    assert game.page.evaluate("__mp.ui.minRoundMs()") == 2500
    state = game.state()
    seeds, expected, rounds = seeds_where(state, state["bet"], 1, "uk-quick", lambda steps: len(steps) == 2)  # land, end
    game.set_seeds(seeds)
    game.page.click("#spin")
    game.wait_step(2)  # every step shown; the round still holds
    assert game.page.evaluate("document.body.dataset.phase") == "spinning"
    assert game.page.is_disabled("#spin")
    assert game.page.get_attribute("#spin", "title") == f"Stop: {REASON}"
    assert game.text("#spin-label") == "Spin"
    game.page.keyboard.press("Space")  # no Stop from the keyboard
    game.page.mouse.click(700, 400)  # nor from a tap on the grid
    assert game.page.evaluate("__mp.ui.stopping()") is False
    assert game.wait_phase("ready") == "ready"
    phases = game.page.evaluate("__mp.ui.phases()")
    start = max(p["t"] for p in phases if p["phase"] == "spinning")
    end = max(p["t"] for p in phases if p["phase"] == "ready")
    assert end - start >= 2500, phases[-6:]
    assert game.state() == expected


def test_profiles_agree_between_the_build_and_the_page():
    sys.path.insert(0, str(ROOT))
    try:
        import build  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(ROOT))
    source = (ROOT / "web" / "js" / "ui" / "profile.js").read_text()
    block = source[source.index("export const PROFILES") : source.index("});\n")]
    assert tuple(re.findall(r"^  (\w+): Object\.freeze", block, re.M)) == build.PROFILES
    with pytest.raises(build.BuildError, match="unknown profile"):
        build.build(ROOT / "dist-never", False, "nowhere")
    assert not (ROOT / "dist-never").exists()


@pytest.fixture(scope="module")
def uk_site(tmp_path_factory):  # type: ignore[no-untyped-def]
    root = tmp_path_factory.mktemp("uk") / "site"
    out = root / SUB_PATH
    subprocess.run([sys.executable, str(ROOT / "build.py"), "--debug", "--profile", "uk", "--out", str(out)], check=True, cwd=ROOT, capture_output=True, text=True)
    process = subprocess.Popen([sys.executable, str(ROOT / "scripts" / "serve.py"), str(root), "--port", "0"], stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    base = process.stdout.readline().strip().rsplit(" ", 1)[-1]
    site = Site(root, out, process, base)
    yield site
    site.stop()


def test_a_uk_build_keeps_its_profile_whatever_the_url(browser, uk_site, output_dir):
    assert 'export const PROFILE = "uk";' in (uk_site.out / "js" / "build-info.js").read_text()
    game = open_game(browser, uk_site, PHONE, query="?profile=default", device_scale_factor=1)
    try:
        assert game.page.evaluate("__mp.ui.profile()") == "uk"
        assert game.page.get_attribute("#autoplay", "aria-disabled") == "true"
        assert game.page.evaluate("__mp.ui.minRoundMs()") == 2500
        game.page.screenshot(path=str(output_dir / "ui-phone-profile-uk.png"), animations="disabled")
        assert not game.errors, game.errors
    finally:
        game.page.context.close()
