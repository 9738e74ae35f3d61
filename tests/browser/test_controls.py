"""Every control of the rules page's "UI Buttons" list, in a real browser, on one page.

Spin/Stop/Spacebar, Bet -/+, Select Bet, Paytable, Game Help, Settings, Fast Play, Sound, and
the keyboard: each test pins what the control does and asserts the exact outcome against the
engine run in CPython with the same seeds.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from midnight_princess_testkit import (CONTROLS, HEARTS, LOVE_ROW, MOON_ROW, TWO_MOON_ROWS, ask, expected_round, money,
                                       ok, open_game, seed, seeds_where)

CONFIG = ok(op="config")["config"]


@pytest.fixture(scope="module")
def game(browser, debug_site):  # type: ignore[no-untyped-def]
    game = open_game(browser, debug_site)
    yield game
    game.close()


def long_winning_round(state: dict, bet: int, label: str) -> tuple[str, list[dict], dict]:
    """A seed whose round wins, drops for a while and needs no choice."""
    seeds, after, rounds = seeds_where(state, bet, 1, label, lambda steps: steps[-1]["win"] > 0 and len(steps) >= 8)
    return seeds[0], rounds[0], after


def test_spin_button_plays_a_round_and_stop_skips_to_the_same_end(game):
    state = game.state()
    bet = game.hud()["bet"]
    s, steps, expected = long_winning_round(state, bet, "stop-button")
    game.set_speed(0.5)  # slow, so Stop has a round to cut short
    game.queue_seeds([s])
    assert game.attr("spin", "data-mode") == "spin"
    game.spin(wait=False)
    game.wait_step(1)
    assert game.attr("spin", "data-mode") == "stop"
    assert game.text("spin_label") == "Stop"
    assert game.enabled("spin") and game.disabled("bet_up") and game.disabled("bet_select")
    game.stop(wait=False)  # Stop
    assert game.wait_phase("ready") == "ready"
    game.set_speed(25)
    assert game.step() == len(steps)  # every step applied
    assert game.state() == expected
    game.expect_money("balance", expected["balance"])
    game.expect_money("last_win", steps[-1]["win"])
    game.expect_money("round_win", steps[-1]["win"])
    assert game.text("spin_label") == "Spin"


def test_spacebar_spins_and_stops(game):
    state = game.state()
    bet = game.hud()["bet"]
    s, steps, expected = long_winning_round(state, bet, "stop-space")
    game.set_speed(0.5)
    game.queue_seeds([s])
    game.blur()
    game.page.keyboard.press("Space")
    game.wait_step(1)
    game.page.keyboard.press("Space")
    assert game.wait_phase("ready") == "ready"
    game.set_speed(25)
    assert game.step() == len(steps)
    assert game.state() == expected
    game.expect_money("balance", expected["balance"])
    # the round's win is announced to screen readers
    game.wait_text("announce", ".")
    assert game.text("announce") == f"You won {money(steps[-1]['win'])}. Balance {money(expected['balance'])}."


def test_bet_minus_plus_step_through_the_levels(game):
    levels = CONFIG["bet_levels"]
    start = game.hud()["bet"]
    i = levels.index(start)
    game.click("bet_up")
    game.expect_money("bet", levels[i + 1])
    game.click("bet_down")
    game.click("bet_down")
    game.expect_money("bet", levels[i - 1])
    for _ in range(i - 1):
        game.click("bet_down")
    game.expect_money("bet", levels[0])
    assert game.attr("bet_down", "aria-disabled") == "true"  # the lowest: Bet - looks and is announced disabled
    game.page.keyboard.press("ArrowUp")  # the keyboard too
    game.expect_money("bet", levels[1])
    game.click("bet_up")
    game.click("bet_up")
    game.click("bet_up")
    game.expect_money("bet", levels[4])


def test_select_bet_panel_lists_every_level_and_sets_one(game):
    levels = CONFIG["bet_levels"]
    panel = game.open_panel("bet")
    shown = game.eval_all("bet_levels", "els => els.map(e => [e.dataset.bet, e.textContent, e.getAttribute('aria-pressed'), e.disabled])")
    current = game.hud()["bet"]
    assert [int(b) for b, *_ in shown] == levels
    assert [t for _, t, *_ in shown] == [money(v) for v in levels]
    assert [p for *_, p, _ in shown] == ["true" if v == current else "false" for v in levels]
    assert not any(d for *_, d in shown)  # the start balance covers every level
    game.click("bet_level", 200)
    assert not panel.is_visible()
    game.expect_money("bet", 200)
    assert game.focused("bet_select")  # focus back where it was
    game.open_panel("bet")
    game.page.keyboard.press("Escape")
    assert not panel.is_visible()
    game.set_bet(100)
    game.expect_money("bet", 100)


def test_bet_controls_are_disabled_while_a_round_is_open(game):
    state = game.state()
    pool = [seed("open-round-spin"), seed("open-round-choose")]
    expected, used, steps = expected_round(state, 100, list(pool), "star", force={"grids": [HEARTS]})
    game.queue_seeds(used)
    game.force([HEARTS])
    assert game.spin() == "choice"
    for name in ("bet_up", "bet_down", "bet_select", "spin", "history_button"):
        assert game.disabled(name), name
    game.page.keyboard.press("ArrowUp")  # the keys are held too
    game.expect_money("bet", 100)
    game.open_panel("settings")  # no play-money reset while the round is open
    assert game.disabled("set_reset")
    assert game.text("set_reset_note") == "Not while a round is open."
    game.page.keyboard.press("Escape")
    assert game.choose("star") == "ready"
    assert game.state() == expected
    assert game.enabled("bet_up")


def test_paytable_shows_every_symbol_and_its_pays_at_the_bet(game):
    paytable = CONFIG["paytable"]
    for bet in (100, 40):
        game.set_bet(bet)
        assert game.open_panel("paytable").is_visible()
        cards = game.eval_all("pay_cards", "els => els.map(e => e.dataset.symbol)")
        assert sorted(cards) == sorted(CONFIG["symbols"])
        pays = game.eval_all("pays", "els => els.map(e => [e.dataset.symbol, e.dataset.n, e.textContent])")
        assert len(pays) == 3 * len(CONFIG["symbols"])
        for symbol, n, text in pays:
            assert text == money(bet * paytable[symbol][n] // 100), (symbol, n)
            assert bet * paytable[symbol][n] % 100 == 0
        assert money(bet) in game.text("paytable_bet")
        # every symbol is drawn: each small canvas has painted pixels
        painted = game.eval_all(
            "pay_canvases",
            "cs => cs.map(c => c.getContext('2d').getImageData(0, 0, c.width, c.height).data.some((v, i) => i % 4 === 3 && v > 0))",
        )
        assert painted == [True] * len(CONFIG["symbols"])
        features = game.text("paytable_features")
        for words in ("Girl Power", "Princess Trinity", "Free Spins", f"x{CONFIG['max_multiplier']}", f"{CONFIG['clear_prize_x']}x", "5,000x", "Love 4 free spins, Star 5, Storm 8",
                      "the active princess (the one in the portrait)"):
            assert words in features, words
        game.page.keyboard.press("Escape")
        assert not game.visible("panel_paytable")
        assert game.focused("paytable_button")
    game.set_bet(100)


def test_help_states_the_rules_with_the_engines_figures(game):
    game.open_panel("help")
    text = game.text("panel_help")
    for words in (
        f"The average RTP is {CONFIG['rtp']}%",
        "never wins more than 5,000x the total bet",
        f"more than {CONFIG['void_after_days']} days",
        "Malfunction voids all pays and plays",
        "Love gives 4 free spins, Star 5 and Storm 8",
        "up to 20 free spins in all",
        "Any disabled or inactive button indicates that the option is not available",
    ):
        assert words in text, words
    game.close_panel("help", key=False)
    assert not game.visible("panel_help")


def test_sound_button_and_key_toggle_sound(game):
    assert game.attr("sound", "aria-pressed") == "true"
    game.click("sound")
    assert game.attr("sound", "aria-pressed") == "false"
    assert game.ui("settings")["sound"] is False
    game.blur()
    game.page.keyboard.press("m")
    assert game.attr("sound", "aria-pressed") == "true"
    assert game.ui("settings")["sound"] is True


def test_settings_volume_motion_and_fast_play(game):
    assert game.open_panel("settings").is_visible()
    game.at("set_volume").fill("30")  # a range input takes fill()
    assert game.text("set_volume_value") == "30%"
    assert game.ui("settings")["volume"] == 0.3
    game.at("set_motion").check()
    assert game.ui("reducedMotion") is True
    assert game.body_class("reduce-motion")
    game.at("set_motion").uncheck()
    assert game.ui("reducedMotion") is False
    game.at("set_fast_play").check()
    assert game.attr("fast_play", "aria-pressed") == "true"
    game.at("set_fast_play").uncheck()
    assert game.attr("fast_play", "aria-pressed") == "false"
    assert game.enabled("set_reset")
    game.page.keyboard.press("Escape")


def test_every_sound_the_game_plays_exists(game):
    state = game.state()
    pool = [seed("sounds-spin"), seed("sounds-choose")]
    expected, used, steps = expected_round(state, 100, list(pool), "storm", force={"grids": [HEARTS]})
    game.queue_seeds(used)
    game.force([HEARTS])
    assert game.spin() == "choice"
    assert game.choose("storm") == "ready"
    state = expected
    for grid, label in ((LOVE_ROW, "sounds-trinity"), (MOON_ROW, "sounds-big")):
        # The first seed whose round ends without free spins (a trinity round can clear the grid):
        # exactly the seeds the round uses are queued, so none is left for the next test's round.
        for i in range(50):
            after, used, _ = expected_round(state, 100, [seed(label, i), seed(f"{label}-choose")], force={"grids": [grid]})
            if len(used) == 1:
                break
        state = after
        game.queue_seeds(used)
        game.force([grid])
        assert game.spin() == "ready"
    assert game.state() == state
    names = set(game.ui("soundNames"))
    played = set(game.ui("sounds"))
    assert played <= names, played - names
    assert {"land", "win", "clear", "free_spins", "big_win", "count", "meter", "multiplier", "click"} <= played
    assert played & {"power_love", "power_star", "power_storm"}


def test_big_wins_grow_with_the_win(game):
    state = game.state()
    game.set_speed(3)
    for grid, label, tier in ((MOON_ROW, "big-super", 2), (TWO_MOON_ROWS, "big-epic", 4)):
        expected, used, steps = expected_round(state, 100, [seed(label)], force={"grids": [grid]})
        win = steps[-1]["win"]
        assert win >= 100 * (25 if tier == 2 else 100)
        earlier = game.last_win()  # the round before's win
        game.queue_seeds(used)
        game.force([grid])
        game.mp("name => __mp.holdAt(name)", f"big-win-{tier}")  # the show waits at its peak
        game.spin(wait=False)
        game.wait_for("name => document.body.dataset.held === name", f"big-win-{tier}")
        show = game.ui("bigWin")
        assert (show["tier"], show["text"]) == (tier, money(win))
        # the HUD counted with the show, and no further; Last win is the round before's until this one is over
        game.expect_money("round_win", win)
        game.expect_money("last_win", earlier)
        game.expect_money("balance", expected["balance"])
        assert game.mp("() => __mp.scene().cheer") == 1  # the princess celebrates
        game.stop(wait=False)  # Stop ends the show too
        game.mp("() => __mp.release()")
        assert game.wait_phase("ready") == "ready"
        assert game.ui("bigWin") is None
        assert game.state() == expected
        game.expect_money("last_win", win)
        state = expected
    game.set_speed(25)


def test_keyboard_reaches_every_control_and_panels_trap_focus(game):
    game.blur()
    reached = []
    for _ in range(30):
        game.page.keyboard.press("Tab")
        control, visible = game.focused_control()
        reached.append(control)
        assert visible, f"{control} has no visible focus"  # (past the last control, focus leaves the page)
    for control in CONTROLS:
        assert control in reached, control
    # a panel opened from the keyboard keeps Tab inside and gives focus back on Escape
    game.at("settings_button").focus()
    game.page.keyboard.press("Enter")
    assert game.visible("panel_settings")
    for _ in range(15):
        game.page.keyboard.press("Tab")
        assert game.focus_within("panel_settings")
    for _ in range(5):
        game.page.keyboard.press("Shift+Tab")
        assert game.focus_within("panel_settings")
    game.page.keyboard.press("Escape")
    assert not game.visible("panel_settings")
    assert game.focused("settings_button")


def test_a_whole_round_with_free_spins_from_the_keyboard_alone(game):
    state = game.state()
    bet = game.hud()["bet"]
    expected, used, steps = expected_round(state, bet, [seed("keys-spin"), seed("keys-choose")], "storm", force={"grids": [HEARTS]})
    game.queue_seeds(used)
    game.force([HEARTS])
    game.blur()
    game.page.keyboard.press("Enter")
    assert game.wait_phase("choice") == "choice"
    game.wait_text("announce", "^Grid clear!")
    # the title holds the focus (no card looks chosen); Tab goes to the first card, then on
    assert game.focused("choice_title")
    game.page.keyboard.press("Tab")
    assert game.focused("choice_card", "love")
    for _ in range(2):
        game.page.keyboard.press("Tab")
    assert game.focused("choice_card", "storm")
    game.page.keyboard.press("Enter")
    assert game.wait_phase("ready") == "ready"
    assert game.state() == expected
    game.expect_money("balance", expected["balance"])


def test_a_stopped_free_spin_still_says_the_spins_it_added(game):
    state = game.state()
    spin_seed = seed("ctl-extend-spin")
    spun = ask(op="spin", state=state, bet=game.hud()["bet"], seed=spin_seed, now=1, force={"grids": [HEARTS]})

    def extended(steps: list[dict]) -> bool:
        return any(s["t"] == "extend" and s["added"] > 0 for s in steps)

    choose_seed = next(s for s in (seed(f"ctl-extend-{i}") for i in range(400))
                       if extended(ask(op="choose", state=spun["state"], princess="storm", seed=s, now=1)["steps"]))
    chosen = ask(op="choose", state=spun["state"], princess="storm", seed=choose_seed, now=1)
    at = next(i for i, s in enumerate(chosen["steps"]) if s["t"] == "extend")
    extend = chosen["steps"][at]
    spin = [s for s in chosen["steps"][:at] if s["t"] == "free_spin"][-1]["number"]  # the free spin that earned them
    game.page.evaluate("""() => { const el = document.getElementById('announce'); window.__said = [];
      new MutationObserver(() => el.textContent && __said.push(el.textContent)).observe(el, { childList: true, characterData: true, subtree: true }); }""")
    game.queue_seeds([spin_seed, choose_seed])
    game.force([HEARTS])
    assert game.spin() == "choice"
    for number in range(1, spin + 1):
        game.hold_at("free-spin")
        if number == 1:
            game.choose("storm", wait=False)
        else:
            game.release()
        game.wait_held("free-spin")
    game.stop(wait=False)  # Stop cuts that free spin: its extension's banner never shows
    game.release()
    assert game.wait_phase("ready") == "ready" and game.state() == chosen["state"]
    said = game.page.evaluate("() => __said")
    assert f"+{extend['added']} free spins: {extend['total']} in all." in said, said


def test_every_button_has_a_name_for_screen_readers(game):
    nameless = game.page.evaluate(
        """[...document.querySelectorAll('button')].filter(b => b.getClientRects().length)
             .filter(b => !(b.getAttribute('aria-label') || b.textContent.trim())).map(b => b.outerHTML.slice(0, 80))"""
    )
    assert nameless == []
    assert game.attr("announce", "aria-live") == "polite"


def test_session_shows_time_and_net_position(game):
    info = game.ui("session")
    state = game.state()
    assert info["startBalance"] == CONFIG["start_balance"]
    net = state["balance"] - CONFIG["start_balance"]
    assert info["net"] == net
    sign = "+" if net > 0 else ""
    expect(game.at("session_net")).to_have_text(sign + money(net))
    game.wait_text("session_time", "^(?!0:00$)\\d+:\\d\\d$")
    for name in ("balance", "bet", "last_win", "session_net", "session_time"):
        assert game.visible(name), name


def test_spin_keeps_its_width_when_it_says_stop(game_factory, debug_site) -> None:  # type: ignore[no-untyped-def]
    """A phone on its side, in German: DREHEN is wider than STOPP. The button keeps its width as one
    word follows the other, so that nothing beside it (the bet, the grid) moves at each spin."""
    game = game_factory(debug_site, viewport={"width": 844, "height": 390})
    game.open("?lang=de")
    game.wait_idle()
    at_rest = [game.box(name) for name in ("spin", "bet_pill")]
    grid = game.drawn()["grid"]
    game.pause_at(1)
    game.spin(wait=False)
    game.wait_paused(1)
    assert game.attr("spin", "data-mode") == "stop" and game.text("spin_label") == "Stopp"
    game.wait_painted()
    assert [game.box(name) for name in ("spin", "bet_pill")] == at_rest
    assert game.drawn()["grid"] == grid
    game.close()
