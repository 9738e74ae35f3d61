"""Fast play, reduced motion and Close, on a page that runs at the game's own speed."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .ui_support import HEARTS, expected_round, money, module_game, seed, seeds_where


@pytest.fixture(scope="module")
def game(browser, debug_site):  # type: ignore[no-untyped-def]
    # No test speed-up here, and a system that asks for less motion.
    yield from module_game(browser, debug_site, speed=None, reduced_motion="reduce")


def test_music_waits_for_a_gesture_and_follows_its_settings(game):
    def music() -> dict:
        return game.page.evaluate("__mp.music()")

    assert (music()["started"], music()["playing"]) == (False, None)  # no gesture yet: nothing plays (autoplay policy)
    assert game.page.evaluate("__mp.ui.settings().music") is True
    game.page.click("#settings-button")  # the player's first gesture
    game.page.wait_for_function("() => __mp.music().playing === 'base'", timeout=60_000)
    assert game.page.is_checked("#set-music")
    game.page.fill("#set-music-volume", "20")
    assert game.text("#set-music-volume-value") == "20%"
    assert (music()["volume"], round(music()["level"], 3)) == (0.2, 0.064)
    game.page.uncheck("#set-music")
    assert music()["playing"] is None and game.page.evaluate("__mp.ui.settings().music") is False
    game.page.check("#set-music")
    game.page.wait_for_function("() => __mp.music().playing === 'base'")
    game.page.keyboard.press("Escape")
    game.page.click("#sound")  # no music while the sound is off
    assert music()["playing"] is None
    game.page.click("#sound")
    game.page.wait_for_function("() => __mp.music().playing === 'base'")


def test_the_systems_reduced_motion_is_followed(game):
    assert game.page.evaluate("__mp.ui.reducedMotion()") is True
    assert game.page.evaluate("document.body.classList.contains('reduce-motion')")
    game.page.click("#settings-button")
    assert game.page.is_checked("#set-motion")
    game.page.keyboard.press("Escape")


def test_fast_play_shortens_the_animation_and_shows_every_step(game):
    assert game.page.evaluate("__mp.ui.speed()") == 1
    game.page.click("#fast-play")
    assert game.page.get_attribute("#fast-play", "aria-pressed") == "true"
    assert game.page.evaluate("__mp.ui.speed()") == 3  # a third of the time
    state = game.state()
    seeds, expected, rounds = seeds_where(state, state["bet"], 1, "fast-play", lambda steps: steps[-1]["win"] > 0 and len(steps) >= 5)
    game.set_seeds(seeds)
    game.page.click("#spin")
    assert game.wait_phase("ready") == "ready"
    assert game.page.evaluate("Number(document.body.dataset.step)") == len(rounds[0])
    assert game.state() == expected
    expect(game.page.locator("#balance")).to_have_text(money(expected["balance"]))
    game.page.click("#fast-play")
    assert game.page.evaluate("__mp.ui.speed()") == 1
    assert game.page.evaluate("__mp.ui.settings().fastPlay") is False


def test_close_ends_the_session_and_loses_nothing(game):
    state = game.state()
    pool = [seed("close-spin"), seed("close-choose")]
    expected, used, steps = expected_round(state, state["bet"], list(pool), "love", force={"grids": [HEARTS]})
    game.page.click("#fast-play")
    game.set_seeds(used[:1])
    game.force([HEARTS])
    assert game.spin() == "choice"
    game.page.click("#close-button")  # Close works while the round waits for the choice
    expect(game.page.locator("#closed")).to_be_visible()
    assert game.wait_phase("closed") == "closed"
    assert game.page.evaluate("document.activeElement.id") == "closed-reopen"
    summary = game.text("#closed-summary")
    assert "Rounds played" in summary and "Session time" in summary and "Net result" in summary
    assert game.page.evaluate("document.getElementById('app').inert")
    assert (game.page.evaluate("__mp.music().closed"), game.page.evaluate("__mp.music().playing")) == (True, None)  # the music ends with the game
    game.page.evaluate("document.body.dispatchEvent(new KeyboardEvent('keydown', {key: ' ', bubbles: true}))")  # nothing plays any more
    assert game.page.is_disabled("#spin")
    assert game.page.evaluate("document.body.dataset.phase") == "closed"
    game.page.click("#closed-reopen")  # play again: the round is still there
    game.page.wait_for_function("() => window.__mp && document.body.dataset.phase === 'choice'", timeout=90_000)
    assert game.state()["round"]["status"] == "awaiting_choice"
    game.set_seeds(used[1:])
    assert game.choose("love") == "ready"
    assert game.state() == expected
    expect(game.page.locator("#balance")).to_have_text(money(expected["balance"]))
