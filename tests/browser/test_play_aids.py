"""What helps a player along: Space spins whatever button has the focus; what the balance covers
(a bet it cannot pay offered lower, Spin out of reach when it pays none, the bet's ends); a message
readable on a phone; a resumed round says so; the session's time and net survive a reload."""

from __future__ import annotations

from midnight_princess_testkit import DESKTOP, HEARTS, PHONE, PHONE_LANDSCAPE, GamePage
from tests.browser.test_presentation import SMALL_LANDSCAPE


def test_space_spins_after_a_click_on_bet_up(game: GamePage) -> None:
    assert game.bet() == 100
    game.click("bet_up")
    game.wait_for("() => document.getElementById('bet').textContent === '$2.00'")
    assert game.focused("bet_up")  # the focus stays on Bet +: Space must not press it
    before = game.state()["rounds"]
    game.page.keyboard.press("Space")
    game.wait_for("n => __mp.state().rounds === n", before + 1)
    assert game.wait_phase("ready") == "ready"
    assert game.bet() == 200 and game.state()["bet"] == 200 and game.sent("spin") == 1
    # Enter still presses the focused button
    game.page.focus("#bet-up")
    game.page.keyboard.press("Enter")
    game.wait_for("() => document.getElementById('bet').textContent === '$4.00'")
    assert game.sent("spin") == 1


def test_space_does_not_spin_under_a_panel(game: GamePage) -> None:
    game.open_panel("settings")
    game.page.keyboard.press("Space")
    game.close_panel("settings")
    assert game.sent("spin") == 0 and game.state()["rounds"] == 0


def test_the_bet_ends_look_disabled(game: GamePage) -> None:
    levels = game.config()["bet_levels"]
    game.set_bet(levels[0])
    game.expect_money("bet", levels[0])
    assert game.attr("bet_down", "aria-disabled") == "true" and game.attr("bet_up", "aria-disabled") is None
    game.page.focus("#bet-down")
    game.page.keyboard.press("Enter")  # at the lowest level: nothing changes, the focus stays
    assert game.bet() == levels[0] and game.focused("bet_down")
    game.set_bet(levels[-1])
    game.expect_money("bet", levels[-1])
    assert game.attr("bet_up", "aria-disabled") == "true" and game.attr("bet_down", "aria-disabled") is None
    game.set_bet(levels[5])
    game.expect_money("bet", levels[5])
    assert game.attr("bet_up", "aria-disabled") is None and game.attr("bet_down", "aria-disabled") is None


def test_a_bet_the_balance_cannot_cover_is_offered_lower(game_factory, debug_site, output_dir) -> None:  # type: ignore[no-untyped-def]
    game = game_factory(debug_site, viewport=PHONE, init="window.__MP_TEST.balance = 50;")
    game.open()
    game.wait_idle()
    assert game.balance() == 50 and game.bet() == 100
    game.wait_text("message_text", "does not cover")
    assert game.message() == "Your balance of $0.50 does not cover a bet of $1.00."
    action = game.page.locator("#message-action")
    assert action.text_content() == "Bet $0.40"  # the highest level $0.50 covers
    # Readable at 390 px: the message spans most of the screen, in letters of 11 px or more, below the menu.
    box, menu = game.box("message"), game.page.locator(".toggles").bounding_box()
    assert box["width"] >= 0.8 * PHONE["width"] and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], box
    assert box["y"] >= menu["y"] + menu["height"], (box, menu)
    assert game.eval_on("message_text", "el => parseFloat(getComputedStyle(el).fontSize)") >= 11
    assert game.attr("spin", "data-funds") == "ok"  # $0.50 covers the lowest bet
    game.shot(output_dir / "funds-lower-bet-390x844.png", still=True)
    action.click()
    game.expect_money("bet", 40)
    game.wait_for("() => document.getElementById('message').hidden")
    assert game.spin() == "ready" and game.state()["bet"] == 40


def test_spin_looks_out_of_reach_when_no_bet_is_covered(game_factory, debug_site, output_dir) -> None:  # type: ignore[no-untyped-def]
    game = game_factory(debug_site, viewport=PHONE, init="window.__MP_TEST.balance = 10;")
    game.open()
    game.wait_idle()
    assert game.balance() == 10
    assert game.attr("spin", "data-funds") == "short"
    assert game.attr("spin", "aria-description") == "Your balance covers no bet"
    assert game.message() == "Your balance is too low for any bet."
    assert game.drawn()["idle"] is None  # the grid does not invite a Spin that cannot be played
    game.shot(output_dir / "funds-short-390x844.png", still=True)


def test_a_resumed_round_says_so_and_the_session_survives_a_reload(game: GamePage) -> None:
    game.pause_at(1)
    game.spin(wait=False)
    game.wait_paused(1)
    session = game.ui("session")
    assert session["startBalance"] == 100_000 and session["rounds"] == 0
    game.reload()
    game.wait_text("message_text", "^Resuming your round\\.$")
    game.wait_phase("ready")
    game.wait_for("() => document.getElementById('message').hidden")  # gone once the round ends
    after = game.ui("session")
    assert after["startBalance"] == 100_000 and after["rounds"] == 1 and after["elapsed"] >= session["elapsed"]
    assert game.cents("session_net") == game.balance() - 100_000 == after["net"]

    # At rest: the same session after a reload, its time running on from where it was
    game.wait_for("least => __mp.ui.session().elapsed >= least", after["elapsed"] + 1000)  # a second has passed
    shown, net = game.text("session_time"), game.text("session_net")
    game.reload()
    game.wait_phase("ready")
    kept = game.ui("session")
    assert kept["startBalance"] == 100_000 and kept["rounds"] == 1 and kept["elapsed"] >= after["elapsed"] + 1000
    assert game.text("session_net") == net
    assert len(game.text("session_time")) >= len(shown) and game.text("session_time") >= shown  # "m:ss": not back to 0:00


def test_resuming_at_the_choice_says_so(game: GamePage) -> None:
    game.force([HEARTS])
    assert game.spin() == "choice"
    game.reload()
    game.wait_phase("choice")
    game.wait_text("message_text", "^Resuming your round: choose the princess for your free spins\\.$")  # said as the loading screen lifts
    assert game.message() == "Resuming your round: choose the princess for your free spins."
    # the note stands off the grid's cells: left of the grid on a wide screen, above it on a tall one
    for size in (DESKTOP, PHONE_LANDSCAPE, SMALL_LANDSCAPE, PHONE):
        game.page.set_viewport_size(size)
        game.wait_for("([w, h]) => innerWidth === w && innerHeight === h", [size["width"], size["height"]])
        game.wait_painted()
        # the shell places the note in the zone the renderer measured at this size (a frame after the resize)
        game.wait_for("""() => { const n = document.getElementById('message').getBoundingClientRect(), g = __mp.drawn().grid;
          return n.right <= g.x + 0.5 || n.bottom <= g.y + 0.5; }""")
        note, grid = game.box("message"), game.drawn()["grid"]
        apart = note["x"] + note["width"] <= grid["x"] + 0.5 or note["y"] + note["height"] <= grid["y"] + 0.5
        assert apart and note["x"] >= 0 and note["y"] >= 0, (size, note, grid)
        # its words and its close button side by side where there is room, else the button under them: never over the words.
        # Both read in one task, once the page's faces are in (a face arriving re-wraps the words: under load a
        # whole run once read the words before it and the button after, 5 px over them)
        game.wait_for("""() => { const w = document.getElementById('message-text').getBoundingClientRect(),
          c = document.getElementById('message-close').getBoundingClientRect();
          return document.fonts.status === 'loaded' && (c.x >= w.right - 0.5 || c.y >= w.bottom - 0.5); }""")
        words, close = (
            {"x": b["x"], "y": b["y"], "width": b["w"], "height": b["h"]}
            for b in sorted(game.boxes("message_text", "message_close"), key=lambda b: b["id"] != "message-text")
        )
        assert close["x"] >= words["x"] + words["width"] - 0.5 or close["y"] >= words["y"] + words["height"] - 0.5, (size, words, close)
    game.page.set_viewport_size(DESKTOP)
    assert game.choose("love") == "ready"
    assert game.message() == ""
