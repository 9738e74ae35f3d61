"""Every screen and panel at phone (390x844) and desktop (1440x900) size: laid out inside the
window, nothing overlapping, and a screenshot of each in tests/output/ to look at."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from midnight_princess_testkit import DESKTOP, HEARTS, MOON_ROW, PANELS, PHONE, expected_round, money, open_game, seed
from tests.browser.test_languages_canvas import at_size

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


# An element's own colours (its background colour and every colour of its background image) and its
# ::backdrop's, each an alpha from 0 to 1 (none: 0).
SHADES = """(el) => {
  const alphas = (text) => [...text.matchAll(/rgba?[(]([^)]*)[)]/g)].map((m) => {
    const parts = m[1].replace('/', ',').split(',');
    return parts.length === 4 ? parseFloat(parts[3]) : 1;
  });
  const own = getComputedStyle(el);
  const image = own.backgroundImage === 'none' ? [] : alphas(own.backgroundImage);
  return {own: Math.min(...(image.length ? image : alphas(own.backgroundColor))),
          backdrop: Math.max(0, ...alphas(getComputedStyle(el, '::backdrop').backgroundColor))};
}"""


def test_every_panel_fits_the_window(sized, output_dir):
    name, game = sized
    size = SIZES[name]
    for panel in PANELS:
        dialog = game.open_panel(panel)
        box = dialog.bounding_box()
        assert box and box["x"] >= 0 and box["y"] >= 0, panel
        assert box["x"] + box["width"] <= size["width"] + 0.5 and box["y"] + box["height"] <= size["height"] + 0.5, panel
        # nothing beneath reads through: the panel all but opaque, the game behind it dark under its backdrop
        shades = dialog.evaluate(SHADES)
        assert shades["own"] >= 0.95 and shades["backdrop"] >= 0.85, (panel, shades)
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


# --- the smallest phones on their side, the largest screens, messages and a fatal error -------------

SMALL_LANDSCAPES = {"667x375": {"width": 667, "height": 375}, "640x360": {"width": 640, "height": 360}}


@pytest.mark.parametrize("name", list(SMALL_LANDSCAPES))
def test_a_small_phone_on_its_side_gives_the_grid_most_of_its_height(browser, debug_site, output_dir, name):
    size = SMALL_LANDSCAPES[name]
    game = open_game(browser, debug_site, size)
    try:
        drawn = game.drawn()
        assert drawn["grid"]["size"] >= 0.6 * size["height"], drawn["grid"]
        assert drawn["meter"]["caption"] is None or drawn["meter"]["caption"] in {"TRINITY ROUND WHEN FULL", "TRINITY ROUND", "TRINITY"}  # short words, not squeezed ones
        # no control alone in empty space: each has another beside it
        controls = game.boxes("autoplay", "bet_pill", "spin")
        for i, box in enumerate(controls):
            others = controls[:i] + controls[i + 1 :]
            assert min(gap(box, other) for other in others) <= 16, (box, others)
        game.shot(output_dir / f"ui-{name}-game.png", still=True)
    finally:
        game.close()


def gap(a: dict, b: dict) -> float:
    """The distance between two boxes (0 where they touch or overlap)."""
    dx = max(b["x"] - (a["x"] + a["w"]), a["x"] - (b["x"] + b["w"]), 0)
    dy = max(b["y"] - (a["y"] + a["h"]), a["y"] - (b["y"] + b["h"]), 0)
    return (dx * dx + dy * dy) ** 0.5


# The scene's sizes (docs/presentation.md, "The scene's layout"): phones either way up, small phones on
# their side, tablets either way, a desk and a large screen.
SCENE_SIZES = [(390, 844), (844, 390), (667, 375), (640, 360), (820, 1180), (1180, 820), (1024, 768), (1440, 900), (2560, 1440)]
HUD_TOP = "() => document.getElementById('hud').getBoundingClientRect().top"


def test_the_skyline_stands_on_the_bar_and_the_moon_keeps_its_corner(browser, debug_site, output_dir):
    """At each size the skyline's ground is the bottom bar's top edge, low along it, and the moon with the castle beside it in its corner: over the left column (wide), beside the grid or over the free-spins box (on its end), the castle clear of every panel."""
    game = open_game(browser, debug_site, DESKTOP)
    try:
        for width, height in SCENE_SIZES:
            drawn = at_size(game, {"width": width, "height": height})
            where = f"{width}x{height}: {drawn['skyline']}, {drawn['moon']}, {drawn['castle']}"
            skyline, moon, castle, grid = drawn["skyline"], drawn["moon"], drawn["castle"], drawn["grid"]
            assert skyline["ground"] == game.page.evaluate(HUD_TOP), where
            assert grid["y"] + grid["size"] - skyline["top"] > 0, where  # the hills stay low, below the grid's foot at most 0.3 of it up
            assert moon is not None and castle is not None and moon["x"] - moon["r"] >= 0 and castle["x"] >= -0.5, where
            # one picture: the castle's right tower in front of the moon's lower left, its spire beside it
            assert castle["x"] < moon["x"] - moon["r"] < castle["x"] + castle["w"] < moon["x"] + moon["r"], where
            panels = [drawn["portrait"], drawn["meterBox"], drawn["medal"], drawn["freeSpins"], grid, *game.boxes("logo", "session", "toggles", "hud_stats", "spin")]
            for panel in panels:
                assert not overlap(castle, panel), (where, panel)  # the castle in sight, behind no panel
            if width / height >= 1.25:
                assert moon["x"] + moon["r"] <= grid["x"] and castle["y"] + castle["h"] <= drawn["medal"]["y"], where
            else:
                assert moon["y"] - moon["r"] >= drawn["portrait"]["y"], where  # in the stage, never in the header's row
            game.shot(output_dir / f"scene-{width}x{height}.png", still=True)
    finally:
        game.close()


def test_the_panels_scale_with_a_large_screen(browser, debug_site, output_dir):
    game = open_game(browser, debug_site, {"width": 2560, "height": 1440})
    try:
        sizes = {}
        for panel in PANELS:
            dialog = game.open_panel(panel)
            box = dialog.bounding_box()
            sizes[panel] = box["width"]
            text = dialog.evaluate("d => parseFloat(getComputedStyle(d.querySelector('.panel-body') || d).fontSize)")
            assert text >= 22, (panel, text)  # the root size grows on this screen, and every panel with it
            game.shot(output_dir / f"ui-2560x1440-{panel}.png", still=True)
            game.close_panel(panel)
        assert sizes["paytable"] >= 1000, sizes
    finally:
        game.close()


def test_messages_fit_their_words_and_a_fatal_error_looks_like_one(game_factory, debug_site, output_dir):
    game = game_factory(debug_site, viewport=PHONE)
    game.open()
    game.wait_idle()
    # a message of one line: its box is its words and its close button, its action under them
    game.new_game(10)
    game.wait_text("message_text", "too low")
    box, text, close = game.box("message"), game.box("message_text"), game.box("message_close")
    assert box["width"] - (text["width"] + close["width"]) <= 60, (box, text, close)
    assert not game.visible("message_title")
    assert game.page.locator("#message").evaluate(SHADES)["own"] >= 0.95  # nothing beneath reads through it
    game.shot(output_dir / "ui-phone-message.png", still=True)
    game.click("message_close")
    # the game cannot go on by itself: a fatal error, titled, in the middle over the dimmed game, Reload its one way on
    game.new_game(100_000)
    game.kill_worker()
    game.spin(wait=False)
    assert game.wait_phase("error") == "error"
    assert game.text("message_title") == "The game has stopped" and "stopped" in game.message()
    assert not game.visible("message_close") and game.text("message_action") == "Reload"
    box = game.box("message")
    assert abs(box["y"] + box["height"] / 2 - PHONE["height"] / 2) < PHONE["height"] * 0.1, box
    game.shot(output_dir / "ui-phone-fatal.png", still=True)
    game.page.set_viewport_size(DESKTOP)
    game.shot(output_dir / "ui-desktop-fatal.png", still=True)
