"""Every control of the rules page's "UI Buttons" list, in a real browser, on one page.

Spin/Stop/Spacebar, Bet -/+, Select Bet, Paytable, Game Help, Settings, Fast Play, Sound, and
the keyboard: each test pins what the control does and asserts the exact outcome against the
engine run in CPython with the same seeds.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .ui_support import (
    LOVE_ROW,
    MOON_ROW,
    HEARTS,
    TWO_MOON_ROWS,
    ask,
    expected_round,
    money,
    module_game,
    seed,
    seeds_where,
)

CONFIG = ask(op="config")["config"]


@pytest.fixture(scope="module")
def game(browser, debug_site):  # type: ignore[no-untyped-def]
    yield from module_game(browser, debug_site)


def long_winning_round(state: dict, bet: int, label: str) -> tuple[str, list[dict], dict]:
    """A seed whose round wins, drops for a while and needs no choice."""
    seeds, after, rounds = seeds_where(state, bet, 1, label, lambda steps: steps[-1]["win"] > 0 and len(steps) >= 8)
    return seeds[0], rounds[0], after


def test_spin_button_plays_a_round_and_stop_skips_to_the_same_end(game):
    state = game.state()
    bet = game.page.evaluate("__mp.hud().bet")
    s, steps, expected = long_winning_round(state, bet, "stop-button")
    game.page.evaluate("__mp.setSpeed(0.5)")  # slow, so Stop has a round to cut short
    game.set_seeds([s])
    assert game.page.get_attribute("#spin", "data-mode") == "spin"
    game.page.click("#spin")
    game.wait_step(1)
    assert game.page.get_attribute("#spin", "data-mode") == "stop"
    assert game.text("#spin-label") == "Stop"
    assert game.page.is_enabled("#spin") and game.page.is_disabled("#bet-up") and game.page.is_disabled("#bet-select")
    game.page.click("#spin")  # Stop
    assert game.wait_phase("ready") == "ready"
    game.page.evaluate("__mp.setSpeed(25)")
    assert game.page.evaluate("Number(document.body.dataset.step)") == len(steps)  # every step applied
    assert game.state() == expected
    expect(game.page.locator("#balance")).to_have_text(money(expected["balance"]))
    expect(game.page.locator("#last-win")).to_have_text(money(steps[-1]["win"]))
    expect(game.page.locator("#round-win")).to_have_text(money(steps[-1]["win"]))
    assert game.text("#spin-label") == "Spin"


def test_spacebar_spins_and_stops(game):
    state = game.state()
    bet = game.page.evaluate("__mp.hud().bet")
    s, steps, expected = long_winning_round(state, bet, "stop-space")
    game.page.evaluate("__mp.setSpeed(0.5)")
    game.set_seeds([s])
    game.page.evaluate("document.activeElement && document.activeElement.blur()")
    game.page.keyboard.press("Space")
    game.wait_step(1)
    game.page.keyboard.press("Space")
    assert game.wait_phase("ready") == "ready"
    game.page.evaluate("__mp.setSpeed(25)")
    assert game.page.evaluate("Number(document.body.dataset.step)") == len(steps)
    assert game.state() == expected
    expect(game.page.locator("#balance")).to_have_text(money(expected["balance"]))
    # the round's win is announced to screen readers
    game.page.wait_for_function("() => document.getElementById('announce').textContent.length > 0")
    assert game.text("#announce") == f"You won {money(steps[-1]['win'])}. Balance {money(expected['balance'])}."


def test_bet_minus_plus_step_through_the_levels(game):
    levels = CONFIG["bet_levels"]
    start = game.page.evaluate("__mp.hud().bet")
    i = levels.index(start)
    game.page.click("#bet-up")
    expect(game.page.locator("#bet")).to_have_text(money(levels[i + 1]))
    game.page.click("#bet-down")
    game.page.click("#bet-down")
    expect(game.page.locator("#bet")).to_have_text(money(levels[i - 1]))
    for _ in range(i - 1):
        game.page.click("#bet-down")
    expect(game.page.locator("#bet")).to_have_text(money(levels[0]))
    assert game.page.get_attribute("#bet-down", "aria-disabled") == "true"  # the lowest: Bet - looks and is announced disabled
    game.page.keyboard.press("ArrowUp")  # the keyboard too
    expect(game.page.locator("#bet")).to_have_text(money(levels[1]))
    game.page.click("#bet-up")
    game.page.click("#bet-up")
    game.page.click("#bet-up")
    expect(game.page.locator("#bet")).to_have_text(money(levels[4]))


def test_select_bet_panel_lists_every_level_and_sets_one(game):
    levels = CONFIG["bet_levels"]
    game.page.click("#bet-select")
    panel = game.page.locator("#dlg-bet")
    assert panel.is_visible()
    shown = game.page.eval_on_selector_all("#dlg-bet .bet-level", "els => els.map(e => [e.dataset.bet, e.textContent, e.getAttribute('aria-pressed'), e.disabled])")
    current = game.page.evaluate("__mp.hud().bet")
    assert [int(b) for b, *_ in shown] == levels
    assert [t for _, t, *_ in shown] == [money(v) for v in levels]
    assert [p for *_, p, _ in shown] == ["true" if v == current else "false" for v in levels]
    assert not any(d for *_, d in shown)  # the start balance covers every level
    game.page.click("#dlg-bet .bet-level[data-bet='200']")
    assert not panel.is_visible()
    expect(game.page.locator("#bet")).to_have_text(money(200))
    assert game.page.evaluate("document.activeElement.id") == "bet-select"  # focus back where it was
    game.page.click("#bet-select")
    game.page.keyboard.press("Escape")
    assert not panel.is_visible()
    game.page.click("#bet-select")
    game.page.click("#dlg-bet .bet-level[data-bet='100']")
    expect(game.page.locator("#bet")).to_have_text(money(100))


def test_bet_controls_are_disabled_while_a_round_is_open(game):
    state = game.state()
    pool = [seed("open-round-spin"), seed("open-round-choose")]
    expected, used, steps = expected_round(state, 100, list(pool), "star", force={"grids": [HEARTS]})
    game.set_seeds(used)
    game.force([HEARTS])
    assert game.spin() == "choice"
    for selector in ("#bet-up", "#bet-down", "#bet-select", "#spin", "#history-button"):
        assert game.page.is_disabled(selector), selector
    game.page.keyboard.press("ArrowUp")  # the keys are held too
    expect(game.page.locator("#bet")).to_have_text(money(100))
    game.page.click("#settings-button")  # no play-money reset while the round is open
    assert game.page.is_disabled("#set-reset")
    assert game.text("#set-reset-note") == "Not while a round is open."
    game.page.keyboard.press("Escape")
    assert game.choose("star") == "ready"
    assert game.state() == expected
    assert game.page.is_enabled("#bet-up")


def test_paytable_shows_every_symbol_and_its_pays_at_the_bet(game):
    paytable = CONFIG["paytable"]
    for bet in (100, 40):
        game.page.click("#bet-select")
        game.page.click(f"#dlg-bet .bet-level[data-bet='{bet}']")
        game.page.click("#paytable-button")
        assert game.page.locator("#dlg-paytable").is_visible()
        cards = game.page.eval_on_selector_all("#dlg-paytable .pay-card", "els => els.map(e => e.dataset.symbol)")
        assert sorted(cards) == sorted(CONFIG["symbols"])
        pays = game.page.eval_on_selector_all("#dlg-paytable dd[data-symbol]", "els => els.map(e => [e.dataset.symbol, e.dataset.n, e.textContent])")
        assert len(pays) == 3 * len(CONFIG["symbols"])
        for symbol, n, text in pays:
            assert text == money(bet * paytable[symbol][n] // 100), (symbol, n)
            assert bet * paytable[symbol][n] % 100 == 0
        assert money(bet) in game.text("#paytable-bet")
        # every symbol is drawn: each small canvas has painted pixels
        painted = game.page.eval_on_selector_all(
            "#dlg-paytable .pay-card canvas",
            "cs => cs.map(c => c.getContext('2d').getImageData(0, 0, c.width, c.height).data.some((v, i) => i % 4 === 3 && v > 0))",
        )
        assert painted == [True] * len(CONFIG["symbols"])
        features = game.text("#dlg-paytable .features")
        for words in ("Girl Power", "Princess Trinity", "Free Spins", f"x{CONFIG['max_multiplier']}", f"{CONFIG['clear_prize_x']}x", "5,000x", "Love 4 spins, Star 5, Storm 8"):
            assert words in features, words
        game.page.keyboard.press("Escape")
        assert not game.page.locator("#dlg-paytable").is_visible()
        assert game.page.evaluate("document.activeElement.id") == "paytable-button"
    game.page.click("#bet-select")
    game.page.click("#dlg-bet .bet-level[data-bet='100']")


def test_help_states_the_rules_with_the_engines_figures(game):
    game.page.click("#help-button")
    text = game.text("#dlg-help")
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
    game.page.click("#dlg-help [data-close]")
    assert not game.page.locator("#dlg-help").is_visible()


def test_sound_button_and_key_toggle_sound(game):
    assert game.page.get_attribute("#sound", "aria-pressed") == "true"
    game.page.click("#sound")
    assert game.page.get_attribute("#sound", "aria-pressed") == "false"
    assert game.page.evaluate("__mp.ui.settings().sound") is False
    game.page.evaluate("document.activeElement.blur()")
    game.page.keyboard.press("m")
    assert game.page.get_attribute("#sound", "aria-pressed") == "true"
    assert game.page.evaluate("__mp.ui.settings().sound") is True


def test_settings_volume_motion_and_fast_play(game):
    game.page.click("#settings-button")
    assert game.page.locator("#dlg-settings").is_visible()
    game.page.fill("#set-volume", "30")  # a range input takes fill()
    assert game.text("#set-volume-value") == "30%"
    assert game.page.evaluate("__mp.ui.settings().volume") == 0.3
    game.page.check("#set-motion")
    assert game.page.evaluate("__mp.ui.reducedMotion()") is True
    assert game.page.evaluate("document.body.classList.contains('reduce-motion')")
    game.page.uncheck("#set-motion")
    assert game.page.evaluate("__mp.ui.reducedMotion()") is False
    game.page.check("#set-fast-play")
    assert game.page.get_attribute("#fast-play", "aria-pressed") == "true"
    game.page.uncheck("#set-fast-play")
    assert game.page.get_attribute("#fast-play", "aria-pressed") == "false"
    assert game.page.is_enabled("#set-reset")
    game.page.keyboard.press("Escape")


def test_every_sound_the_game_plays_exists(game):
    state = game.state()
    pool = [seed("sounds-spin"), seed("sounds-choose")]
    expected, used, steps = expected_round(state, 100, list(pool), "storm", force={"grids": [HEARTS]})
    game.set_seeds(used)
    game.force([HEARTS])
    assert game.spin() == "choice"
    assert game.choose("storm") == "ready"
    for grid, label in ((LOVE_ROW, "sounds-trinity"), (MOON_ROW, "sounds-big")):
        game.set_seeds([seed(label)])
        game.force([grid])
        assert game.spin() == "ready"
    names = set(game.page.evaluate("__mp.ui.soundNames()"))
    played = set(game.page.evaluate("__mp.ui.sounds()"))
    assert played <= names, played - names
    assert {"land", "win", "clear", "free_spins", "big_win", "count", "meter", "multiplier", "click"} <= played
    assert played & {"power_love", "power_star", "power_storm"}


def test_big_wins_grow_with_the_win(game):
    state = game.state()
    game.page.evaluate("__mp.setSpeed(3)")
    for grid, label, tier in ((MOON_ROW, "big-super", 2), (TWO_MOON_ROWS, "big-epic", 4)):
        expected, used, steps = expected_round(state, 100, [seed(label)], force={"grids": [grid]})
        win = steps[-1]["win"]
        assert win >= 100 * (25 if tier == 2 else 100)
        game.set_seeds(used)
        game.force([grid])
        game.page.evaluate("name => __mp.holdAt(name)", f"big-win-{tier}")  # the show waits at its peak
        game.page.click("#spin")
        game.page.wait_for_function("name => document.body.dataset.held === name", arg=f"big-win-{tier}", timeout=60_000)
        show = game.page.evaluate("__mp.ui.bigWin()")
        assert (show["tier"], show["text"]) == (tier, money(win))
        # the HUD counted with the show, and no further
        expect(game.page.locator("#round-win")).to_have_text(money(win))
        expect(game.page.locator("#last-win")).to_have_text(money(win))
        expect(game.page.locator("#balance")).to_have_text(money(expected["balance"]))
        assert game.page.evaluate("__mp.scene().cheer") == 1  # the princess celebrates
        game.page.click("#spin")  # Stop ends the show too
        game.page.evaluate("__mp.release()")
        assert game.wait_phase("ready") == "ready"
        assert game.page.evaluate("__mp.ui.bigWin()") is None
        assert game.state() == expected
        expect(game.page.locator("#last-win")).to_have_text(money(win))
        state = expected
    game.page.evaluate("__mp.setSpeed(25)")


def test_keyboard_reaches_every_control_and_panels_trap_focus(game):
    game.page.evaluate("document.activeElement && document.activeElement.blur()")
    reached = []
    for _ in range(30):
        game.page.keyboard.press("Tab")
        info = game.page.evaluate("(() => { const e = document.activeElement; return [e.id, e === document.body || e.matches(':focus-visible')]; })()")
        reached.append(info[0])
        assert info[1], f"{info[0]} has no visible focus"  # (past the last control, focus leaves the page)
    for control in ("paytable-button", "history-button", "help-button", "settings-button", "fast-play", "sound", "close-button", "autoplay", "bet-down", "bet-select", "bet-up", "spin"):
        assert control in reached, control
    # a panel opened from the keyboard keeps Tab inside and gives focus back on Escape
    game.page.focus("#settings-button")
    game.page.keyboard.press("Enter")
    assert game.page.locator("#dlg-settings").is_visible()
    for _ in range(15):
        game.page.keyboard.press("Tab")
        assert game.page.evaluate("document.getElementById('dlg-settings').contains(document.activeElement)")
    for _ in range(5):
        game.page.keyboard.press("Shift+Tab")
        assert game.page.evaluate("document.getElementById('dlg-settings').contains(document.activeElement)")
    game.page.keyboard.press("Escape")
    assert not game.page.locator("#dlg-settings").is_visible()
    assert game.page.evaluate("document.activeElement.id") == "settings-button"


def test_a_whole_round_with_free_spins_from_the_keyboard_alone(game):
    state = game.state()
    bet = game.page.evaluate("__mp.hud().bet")
    expected, used, steps = expected_round(state, bet, [seed("keys-spin"), seed("keys-choose")], "storm", force={"grids": [HEARTS]})
    game.set_seeds(used)
    game.force([HEARTS])
    game.page.evaluate("document.activeElement && document.activeElement.blur()")
    game.page.keyboard.press("Enter")
    assert game.wait_phase("choice") == "choice"
    game.page.wait_for_function("() => document.getElementById('announce').textContent.startsWith('Grid clear!')")
    # the title holds the focus (no card looks chosen); Tab goes to the first card, then on
    assert game.page.evaluate("() => document.activeElement.id") == "choice-title"
    game.page.keyboard.press("Tab")
    assert game.page.evaluate("() => document.activeElement.dataset.princess") == "love"
    for _ in range(2):
        game.page.keyboard.press("Tab")
    assert game.page.evaluate("document.activeElement.dataset.princess") == "storm"
    game.page.keyboard.press("Enter")
    assert game.wait_phase("ready") == "ready"
    assert game.state() == expected
    expect(game.page.locator("#balance")).to_have_text(money(expected["balance"]))


def test_every_button_has_a_name_for_screen_readers(game):
    nameless = game.page.evaluate(
        """[...document.querySelectorAll('button')].filter(b => b.getClientRects().length)
             .filter(b => !(b.getAttribute('aria-label') || b.textContent.trim())).map(b => b.outerHTML.slice(0, 80))"""
    )
    assert nameless == []
    assert game.page.get_attribute("#announce", "aria-live") == "polite"


def test_session_shows_time_and_net_position(game):
    info = game.page.evaluate("__mp.ui.session()")
    state = game.state()
    assert info["startBalance"] == CONFIG["start_balance"]
    net = state["balance"] - CONFIG["start_balance"]
    assert info["net"] == net
    sign = "+" if net > 0 else ""
    expect(game.page.locator("#session-net")).to_have_text(sign + money(net))
    game.page.wait_for_function("() => /^\\d+:\\d\\d$/.test(document.getElementById('session-time').textContent) && document.getElementById('session-time').textContent !== '0:00'")
    for selector in ("#balance", "#bet", "#last-win", "#session-net", "#session-time"):
        assert game.page.locator(selector).is_visible(), selector
