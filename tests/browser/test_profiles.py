"""Operator profiles: a jurisdiction's rules take options away, visibly and for real.

"uk": no Auto Play, no fast play, no Stop, and no round's animation ends in under 2.5 s.
A default build may be given a profile by URL (?profile=uk); a build made for a profile keeps
it whatever the URL says.
"""

from __future__ import annotations

import re
import sys

import pytest
from playwright.sync_api import expect

from midnight_princess_testkit import DESKTOP, PHONE, open_game, seeds_where
from tests.repo import ROOT, build_and_serve

REASON = "Not available in this jurisdiction (UK rules)."


@pytest.fixture(scope="module")
def uk(browser, debug_site):  # type: ignore[no-untyped-def]
    g = open_game(browser, debug_site, DESKTOP, query="?profile=uk")
    yield g
    g.close()


def test_uk_takes_away_auto_play_and_fast_play_and_says_why(uk, output_dir):
    game = uk
    assert game.ui("profile") == "uk"
    assert game.body("profile") == "uk"
    for control, name in (("autoplay", "Auto Play"), ("fast_play", "Fast play")):
        assert game.attr(control, "aria-disabled") == "true"
        assert game.attr(control, "title") == f"{name}: {REASON}"
        assert game.attr(control, "aria-description") == f"{name}: {REASON}"
    assert game.at("autoplay").is_disabled()  # to Playwright too, through aria-disabled
    game.click("autoplay", force=True)  # a click anyway does nothing
    expect(game.at("panel_autoplay")).to_be_hidden()
    game.click("fast_play", force=True)
    game.blur()
    game.page.keyboard.press("t")
    assert game.attr("fast_play", "aria-pressed") == "false"
    assert game.ui("settings")["fastPlay"] is False
    game.open_panel("settings")
    assert game.disabled("set_fast_play")
    game.page.keyboard.press("Escape")
    game.open_panel("help")
    assert "This game follows UK rules: no Auto Play, no fast play, no Stop, every round lasts at least 2.5 seconds." in game.text("panel_help")
    game.page.keyboard.press("Escape")
    game.shot(output_dir / "ui-desktop-profile-uk.png", still=True)


def test_uk_rounds_last_at_least_two_and_a_half_seconds_and_cannot_be_stopped(uk):
    game = uk
    assert game.ui("minRoundMs") == 2500
    state = game.state()
    seeds, expected, rounds = seeds_where(state, state["bet"], 1, "uk-quick", lambda steps: len(steps) == 2)  # land, end
    game.queue_seeds(seeds)
    game.spin(wait=False)
    game.wait_step(2)  # every step shown; the round still holds
    assert game.phase() == "spinning"
    assert game.disabled("spin")
    assert game.attr("spin", "title") == f"Stop: {REASON}"
    assert game.text("spin_label") == "Spin"
    game.page.keyboard.press("Space")  # no Stop from the keyboard
    game.page.mouse.click(700, 400)  # nor from a tap on the grid
    assert game.ui("stopping") is False
    assert game.wait_phase("ready") == "ready"
    phases = game.ui("phases")
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
    site = build_and_serve(tmp_path_factory.mktemp("uk"), debug=True, profile="uk")
    yield site
    site.stop()


def test_a_uk_build_keeps_its_profile_whatever_the_url(browser, uk_site, output_dir):
    assert 'export const PROFILE = "uk";' in (uk_site.out / "js" / "build-info.js").read_text()
    game = open_game(browser, uk_site, PHONE, query="?profile=default")
    try:
        assert game.ui("profile") == "uk"
        assert game.attr("autoplay", "aria-disabled") == "true"
        assert game.ui("minRoundMs") == 2500
        game.shot(output_dir / "ui-phone-profile-uk.png", still=True)
    finally:
        game.close()
