"""Fast play, reduced motion and Close, on a page that runs at the game's own speed."""

from __future__ import annotations

import pytest

from midnight_princess_testkit import HEARTS, expected_round, open_game, seed, seeds_where


@pytest.fixture(scope="module")
def game(browser, debug_site):  # type: ignore[no-untyped-def]
    # No test speed-up here, and a system that asks for less motion.
    game = open_game(browser, debug_site, speed=None, reduced_motion="reduce")
    yield game
    game.close()


def test_music_waits_for_a_gesture_and_follows_its_settings(game):
    def music() -> dict:
        return game.mp("() => __mp.music()")  # type: ignore[no-any-return]

    assert (music()["started"], music()["playing"]) == (False, None)  # no gesture yet: nothing plays (autoplay policy)
    assert game.ui("settings")["music"] is True
    game.click("settings_button")  # the player's first gesture
    game.wait_for("() => __mp.music().playing === 'base'")
    assert game.at("set_music").is_checked()
    game.at("set_music_volume").fill("20")
    assert game.text("set_music_volume_value") == "20%"
    assert (music()["volume"], round(music()["level"], 3)) == (0.2, 0.064)
    game.at("set_music").uncheck()
    assert music()["playing"] is None and game.ui("settings")["music"] is False
    game.at("set_music").check()
    game.wait_for("() => __mp.music().playing === 'base'")
    game.page.keyboard.press("Escape")
    game.click("sound")  # no music while the sound is off
    assert music()["playing"] is None
    game.click("sound")
    game.wait_for("() => __mp.music().playing === 'base'")


def test_the_systems_reduced_motion_is_followed(game):
    assert game.ui("reducedMotion") is True
    assert game.body_class("reduce-motion")
    game.open_panel("settings")
    assert game.at("set_motion").is_checked()
    game.page.keyboard.press("Escape")


def test_fast_play_shortens_the_animation_and_shows_every_step(game):
    assert game.ui("speed") == 1
    game.click("fast_play")
    assert game.attr("fast_play", "aria-pressed") == "true"
    assert game.ui("speed") == 3  # a third of the time
    state = game.state()
    seeds, expected, rounds = seeds_where(state, state["bet"], 1, "fast-play", lambda steps: steps[-1]["win"] > 0 and len(steps) >= 5)
    game.queue_seeds(seeds)
    assert game.spin() == "ready"
    assert game.step() == len(rounds[0])
    assert game.state() == expected
    game.expect_money("balance", expected["balance"])
    game.click("fast_play")
    assert game.ui("speed") == 1
    assert game.ui("settings")["fastPlay"] is False


def test_with_reduced_motion_a_girl_powers_cut_in_is_a_still_close_up(game, output_dir):
    state = game.state()
    seeds, expected, rounds = seeds_where(
        state, state["bet"], 2, "still-cut-in", lambda steps: any(s["t"] == "power" for s in steps) and "trinity_start" not in [s["t"] for s in steps]
    )
    who = [next(s["princess"] for s in steps if s["t"] == "power") for steps in rounds]
    game.queue_seeds(seeds)
    # at its peak: her close-up in her band, her name beside her
    game.hold_at(f"cut-in-{who[0]}")
    game.spin(wait=False)
    game.wait_held(f"cut-in-{who[0]}")
    game.wait_for("() => { const c = __mp.drawn().cutIn; return c && c.her.drawn; }")
    assert game.scene()["cutIn"]["still"] is True
    game.shot(output_dir / "pres-reduced-cut-in.png", still=True)
    game.release()
    assert game.wait_phase("ready") == "ready"
    # every frame of the next one, at exactly 60 a second: she and her band stand still; it fades in and out
    seen = game.page.evaluate(
        """() => new Promise((resolve) => {
          const seen = [];
          __mp.virtualFrames(60, () => {
            const cut = __mp.drawn().cutIn;
            if (cut) seen.push([cut.her.x, cut.her.y, cut.band.y, cut.band.h, cut.alpha]);
            if (document.body.dataset.phase === "ready" || seen.length > 20000) {
              __mp.realFrames();
              resolve(seen);
            }
          });
          document.querySelector("#spin").click();
        })"""
    )
    assert game.wait_phase("ready") == "ready"
    assert len(seen) >= 10
    assert len({tuple(frame[:4]) for frame in seen}) == 1  # no sweep: the same place at every frame
    alphas = [frame[4] for frame in seen]
    assert min(alphas) < 0.5 and max(alphas) == 1  # a fade in and out
    assert game.state() == expected


def test_close_ends_the_session_and_loses_nothing(game):
    state = game.state()
    pool = [seed("close-spin"), seed("close-choose")]
    expected, used, steps = expected_round(state, state["bet"], list(pool), "love", force={"grids": [HEARTS]})
    game.click("fast_play")
    game.queue_seeds(used[:1])
    game.force([HEARTS])
    assert game.spin() == "choice"
    game.close_game()  # Close works while the round waits for the choice
    assert game.focused("closed_reopen")
    summary = game.text("closed_summary")
    assert "Rounds played" in summary and "Session time" in summary and "Net result" in summary
    assert game.eval_on("app", "e => e.inert")
    music = game.mp("() => __mp.music()")
    assert (music["closed"], music["playing"]) == (True, None)  # the music ends with the game
    game.page.evaluate("document.body.dispatchEvent(new KeyboardEvent('keydown', {key: ' ', bubbles: true}))")  # nothing plays any more
    assert game.disabled("spin")
    assert game.phase() == "closed"
    game.click("closed_reopen")  # play again: the round is still there
    game.wait_for("() => window.__mp && document.body.dataset.phase === 'choice'", timeout=90_000)
    assert game.state()["round"]["status"] == "awaiting_choice"
    game.queue_seeds(used[1:])
    assert game.choose("love") == "ready"
    assert game.state() == expected
    game.expect_money("balance", expected["balance"])
