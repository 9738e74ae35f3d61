"""Every screen and panel at phone (390x844) and desktop (1440x900) size: laid out inside the
window, nothing overlapping, and a screenshot of each in tests/output/ to look at."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .ui_support import DESKTOP, HEARTS, MOON_ROW, PHONE, expected_round, money, open_game, seed, shot

SIZES = {"desktop": DESKTOP, "phone": PHONE}
PANELS = {"paytable": "#paytable-button", "help": "#help-button", "settings": "#settings-button", "autoplay": "#autoplay", "bet": "#bet-select", "history": "#history-button"}


@pytest.fixture(scope="module", params=list(SIZES))
def sized(request, browser, debug_site):  # type: ignore[no-untyped-def]
    name = request.param
    g = open_game(browser, debug_site, SIZES[name], device_scale_factor=1)
    yield name, g
    assert not g.errors, f"uncaught page errors: {g.errors}"
    g.page.context.close()


def boxes(game, selector: str) -> list[dict]:
    return game.page.eval_on_selector_all(
        selector,
        "els => els.filter(e => e.getClientRects().length).map(e => { const r = e.getBoundingClientRect(); return {id: e.id || e.className, x: r.x, y: r.y, w: r.width, h: r.height}; })",
    )


def overlap(a: dict, b: dict) -> bool:
    return a["x"] < b["x"] + b["w"] - 0.5 and b["x"] < a["x"] + a["w"] - 0.5 and a["y"] < b["y"] + b["h"] - 0.5 and b["y"] < a["y"] + a["h"] - 0.5


def test_the_game_screen_fits_and_nothing_overlaps(sized, output_dir):
    name, game = sized
    size = SIZES[name]
    state = game.state()
    expected, used, steps = expected_round(state, 100, [seed(f"screens-{name}")], force={"grids": [MOON_ROW]})
    game.set_seeds(used)
    game.force([MOON_ROW])
    assert game.spin() == "ready"
    shot(game, output_dir, f"ui-{name}-game.png")
    controls = boxes(game, "#top .logo, #session, .toggles button, #hud .stat, #autoplay, #bet-down, #bet-select, #bet-up, #spin")
    assert len(controls) == 18
    for box in controls:
        assert box["x"] >= 0 and box["y"] >= 0, box
        assert box["x"] + box["w"] <= size["width"] + 0.5 and box["y"] + box["h"] <= size["height"] + 0.5, box
    for i, a in enumerate(controls):
        for b in controls[i + 1 :]:
            assert not overlap(a, b), (a, b)
    for button in boxes(game, ".toggles button, #autoplay, #bet-down, #bet-up, #spin"):
        assert button["w"] >= 36 and button["h"] >= 36, button  # a finger can hit it


def test_every_panel_fits_the_window(sized, output_dir):
    name, game = sized
    size = SIZES[name]
    for panel, opener in PANELS.items():
        game.page.click(opener)
        dialog = game.page.locator(f"#dlg-{panel}")
        expect(dialog).to_be_visible()
        box = dialog.bounding_box()
        assert box and box["x"] >= 0 and box["y"] >= 0, panel
        assert box["x"] + box["width"] <= size["width"] + 0.5 and box["y"] + box["height"] <= size["height"] + 0.5, panel
        shot(game, output_dir, f"ui-{name}-{panel}.png")
        game.page.keyboard.press("Escape")
        expect(dialog).to_be_hidden()


def test_reset_confirmation(sized, output_dir):
    name, game = sized
    game.page.click("#settings-button")
    game.page.click("#set-reset")
    expect(game.page.locator("#dlg-confirm")).to_be_visible()
    shot(game, output_dir, f"ui-{name}-confirm-reset.png")
    game.page.click("#confirm-no")
    expect(game.page.locator("#dlg-confirm")).to_be_hidden()
    game.page.keyboard.press("Escape")


def test_choice_screen_and_free_spins(sized, output_dir):
    name, game = sized
    state = game.state()
    expected, used, steps = expected_round(state, 100, [seed(f"screens-choice-{name}"), seed(f"screens-choose-{name}")], "storm", force={"grids": [HEARTS]})
    game.set_seeds(used)
    game.force([HEARTS])
    assert game.spin() == "choice"
    shot(game, output_dir, f"ui-{name}-choice.png")
    # the choice covers the grid only: the menu, the session and the balance stay in sight
    choice = game.page.locator("#choice").bounding_box()
    for selector in ("#top", "#hud"):
        other = game.page.locator(selector).bounding_box()
        assert choice and other and not overlap(
            {"x": choice["x"], "y": choice["y"], "w": choice["width"], "h": choice["height"]},
            {"x": other["x"], "y": other["y"], "w": other["width"], "h": other["height"]},
        ), selector
    cards = boxes(game, "#choice-cards .choice-card")
    assert len(cards) == 3
    for card in cards:
        assert card["y"] >= choice["y"] - 0.5 and card["y"] + card["h"] <= choice["y"] + choice["height"] + 0.5, card
    assert game.choose("storm") == "ready"
    assert game.state() == expected


def test_big_win_presentation(sized, output_dir):
    name, game = sized
    game.set_seeds([seed(f"screens-big-{name}")])
    game.force([MOON_ROW])
    game.page.evaluate("__mp.setSpeed(2)")
    game.page.click("#spin")
    game.page.wait_for_function("() => { const b = __mp.ui.bigWin(); return b && b.tier === 2 && b.p === 1 && b.pop === 0; }", timeout=60_000)
    shot(game, output_dir, f"ui-{name}-big-win.png")
    game.page.evaluate("__mp.setSpeed(25)")
    assert game.wait_phase("ready") == "ready"


def test_history_verify_and_recall(sized, output_dir):
    name, game = sized
    game.page.click("#history-button")
    first = game.page.locator("#dlg-history .history-entry").first
    first.locator("button.verify").click()
    expect(first.locator(".verify-result")).to_have_attribute("data-result", "verified")
    shot(game, output_dir, f"ui-{name}-history-verified.png")
    game.page.evaluate("__mp.setSpeed(1)")
    first.locator("button.replay").click()
    assert game.wait_phase("recall") == "recall"
    win = money(game.page.evaluate("__mp.ui.history().then(list => list[0].win)"))
    game.page.wait_for_function("text => __mp.ui.bigWin() && __mp.ui.bigWin().text === text", arg=win, timeout=60_000)
    shot(game, output_dir, f"ui-{name}-recall.png")
    bar = boxes(game, "#recall-bar")[0]
    for other in boxes(game, "#top .logo, #session, #hud, #controls"):
        assert not overlap(bar, other), other
    game.page.click("#recall-exit")
    assert game.wait_phase("ready") == "ready"
    game.page.evaluate("__mp.setSpeed(25)")


def test_closed_screen(sized, output_dir):
    name, game = sized
    game.page.click("#close-button")
    expect(game.page.locator("#closed")).to_be_visible()
    assert game.wait_phase("closed") == "closed"
    shot(game, output_dir, f"ui-{name}-closed.png")
