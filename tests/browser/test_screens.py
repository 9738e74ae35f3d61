"""Every screen and panel at phone (390x844) and desktop (1440x900) size: laid out inside the
window, nothing overlapping, and a screenshot of each in tests/output/ to look at."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.support import DESKTOP, HEARTS, MOON_ROW, PANELS, PHONE, expected_round, money, open_game, seed

SIZES = {"desktop": DESKTOP, "phone": PHONE}


@pytest.fixture(scope="module", params=list(SIZES))
def sized(request, browser, debug_site):  # type: ignore[no-untyped-def]
    name = request.param
    g = open_game(browser, debug_site, SIZES[name])
    yield name, g
    g.close()


def overlap(a: dict, b: dict) -> bool:
    return a["x"] < b["x"] + b["w"] - 0.5 and b["x"] < a["x"] + a["w"] - 0.5 and a["y"] < b["y"] + b["h"] - 0.5 and b["y"] < a["y"] + a["h"] - 0.5


def test_the_game_screen_fits_and_nothing_overlaps(sized, output_dir):
    name, game = sized
    size = SIZES[name]
    state = game.state()
    expected, used, steps = expected_round(state, 100, [seed(f"screens-{name}")], force={"grids": [MOON_ROW]})
    game.queue_seeds(used)
    game.force([MOON_ROW])
    assert game.spin() == "ready"
    game.shot(output_dir / f"ui-{name}-game.png", still=True)
    controls = game.boxes("logo", "session", "toggles", "hud_stats", "autoplay", "bet_down", "bet_select", "bet_up", "spin")
    assert len(controls) == 18
    for box in controls:
        assert box["x"] >= 0 and box["y"] >= 0, box
        assert box["x"] + box["w"] <= size["width"] + 0.5 and box["y"] + box["h"] <= size["height"] + 0.5, box
    for i, a in enumerate(controls):
        for b in controls[i + 1 :]:
            assert not overlap(a, b), (a, b)
    for button in game.boxes("toggles", "autoplay", "bet_down", "bet_up", "spin"):
        assert button["w"] >= 36 and button["h"] >= 36, button  # a finger can hit it


def test_every_panel_fits_the_window(sized, output_dir):
    name, game = sized
    size = SIZES[name]
    for panel in PANELS:
        dialog = game.open_panel(panel)
        box = dialog.bounding_box()
        assert box and box["x"] >= 0 and box["y"] >= 0, panel
        assert box["x"] + box["width"] <= size["width"] + 0.5 and box["y"] + box["height"] <= size["height"] + 0.5, panel
        game.shot(output_dir / f"ui-{name}-{panel}.png", still=True)
        game.close_panel(panel)


def test_reset_confirmation(sized, output_dir):
    name, game = sized
    game.open_panel("settings")
    game.click("set_reset")
    expect(game.at("panel_confirm")).to_be_visible()
    game.shot(output_dir / f"ui-{name}-confirm-reset.png", still=True)
    game.click("confirm_no")
    expect(game.at("panel_confirm")).to_be_hidden()
    game.page.keyboard.press("Escape")


def test_choice_screen_and_free_spins(sized, output_dir):
    name, game = sized
    state = game.state()
    expected, used, steps = expected_round(state, 100, [seed(f"screens-choice-{name}"), seed(f"screens-choose-{name}")], "storm", force={"grids": [HEARTS]})
    game.queue_seeds(used)
    game.force([HEARTS])
    assert game.spin() == "choice"
    game.shot(output_dir / f"ui-{name}-choice.png", still=True)
    # the choice covers the grid only: the menu, the session and the balance stay in sight
    choice = game.box("choice")
    for part in ("top", "hud"):
        other = game.box(part)
        assert not overlap(
            {"x": choice["x"], "y": choice["y"], "w": choice["width"], "h": choice["height"]},
            {"x": other["x"], "y": other["y"], "w": other["width"], "h": other["height"]},
        ), part
    cards = game.boxes("choice_cards")
    assert len(cards) == 3
    for card in cards:
        assert card["y"] >= choice["y"] - 0.5 and card["y"] + card["h"] <= choice["y"] + choice["height"] + 0.5, card
    assert game.choose("storm") == "ready"
    assert game.state() == expected


def test_big_win_presentation(sized, output_dir):
    name, game = sized
    game.queue_seeds([seed(f"screens-big-{name}")])
    game.force([MOON_ROW])
    game.set_speed(2)
    game.spin(wait=False)
    game.wait_for("() => { const b = __mp.ui.bigWin(); return b && b.tier === 2 && b.p === 1 && b.pop === 0; }")
    game.shot(output_dir / f"ui-{name}-big-win.png", still=True)
    game.set_speed(25)
    assert game.wait_phase("ready") == "ready"


def test_history_verify_and_recall(sized, output_dir):
    name, game = sized
    game.open_panel("history")
    first = game.history_row(0)
    expect(first.verify()).to_have_attribute("data-result", "verified")
    game.shot(output_dir / f"ui-{name}-history-verified.png", still=True)
    game.set_speed(1)
    first.replay()
    assert game.wait_phase("recall") == "recall"
    win = money(game.ui("history")[0]["win"])
    game.wait_for("text => __mp.ui.bigWin() && __mp.ui.bigWin().text === text", win)
    game.shot(output_dir / f"ui-{name}-recall.png", still=True)
    bar = game.boxes("recall_bar")[0]
    for other in game.boxes("logo", "session", "hud", "controls"):
        assert not overlap(bar, other), other
    game.click("recall_exit")
    assert game.wait_phase("ready") == "ready"
    game.set_speed(25)


def test_closed_screen(sized, output_dir):
    name, game = sized
    game.close_game()
    game.shot(output_dir / f"ui-{name}-closed.png", still=True)
