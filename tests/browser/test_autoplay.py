"""Auto Play, the bet a balance cannot cover, and the play-money reset, in a real browser.

Auto Play presses Spin again and again; it stops after its rounds, when the player presses it,
at the free-spins choice, on its limits, on a feature, and when the engine refuses a bet the
balance cannot cover. Every expected state is the engine's in CPython with the same seeds.
"""

from __future__ import annotations

import io
import re

import pytest
from PIL import Image
from playwright.sync_api import expect

from midnight_princess_testkit import HEARTS, LOVE_ROW, MOON_ROW, PHONE, expected_round, money, ok, open_game, seed, seeds_where

CONFIG = ok(op="config")["config"]
NO_FEATURE = {"choice", "trinity_start"}


def quiet(steps: list[dict]) -> bool:
    return not any(step["t"] in NO_FEATURE for step in steps)


def losing(steps: list[dict]) -> bool:
    return steps[-1]["win"] == 0


@pytest.fixture(scope="module")
def game(browser, debug_site):  # type: ignore[no-untyped-def]
    game = open_game(browser, debug_site)
    yield game
    game.close()


def set_bet(game, cents: int) -> None:
    game.set_bet(cents)
    game.expect_money("bet", cents)


def test_autoplay_plays_its_rounds_and_shows_the_rounds_left(game, output_dir):
    state = game.state()
    bet = game.hud()["bet"]
    seeds, expected, _ = seeds_where(state, bet, 10, "auto-ten", quiet)
    game.queue_seeds(seeds)
    game.set_speed(4)
    game.start_autoplay(10)
    badge = game.at("autoplay_count")
    expect(badge).to_be_visible()
    assert int(badge.inner_text()) <= 9  # the first round is under way
    assert game.attr("autoplay", "aria-pressed") == "true"
    assert game.disabled("bet_up") and game.disabled("history_button")
    game.wait_for("() => __mp.ui.autoplay().left <= 7")
    game.shot(output_dir / "ui-desktop-autoplay-running.png", still=True)
    game.set_speed(25)
    info = game.wait_autoplay_done()
    assert info["reason"] == "Auto Play finished."
    assert game.state() == expected
    assert expected["rounds"] - state["rounds"] == 10
    assert game.seeds_left() == 0
    expect(badge).to_be_hidden()
    assert game.attr("autoplay", "aria-pressed") == "false"
    game.expect_money("balance", expected["balance"])


def test_pressing_auto_play_again_stops_it(game):
    state = game.state()
    bet = game.hud()["bet"]
    seeds, _, _ = seeds_where(state, bet, 100, "auto-stop", quiet)
    game.queue_seeds(seeds)
    game.set_speed(2)
    game.start_autoplay(100)
    game.wait_for("() => __mp.ui.autoplay().left <= 97")
    game.click("autoplay")
    info = game.wait_autoplay_done()
    game.set_speed(25)
    assert info["reason"] == "Auto Play stopped."
    played = game.state()["rounds"] - state["rounds"]
    assert 3 <= played < 100
    assert game.seeds_left() == 100 - played  # no spin after the stop
    _, expected, _ = seeds_where(state, bet, played, "auto-stop", quiet)
    assert game.state() == expected
    game.clear_seeds()


def test_autoplay_stops_at_the_free_spins_choice(game):
    game.set_speed(25)
    game.clear_seeds()
    state = game.state()
    bet = game.hud()["bet"]
    expected, used, _ = expected_round(state, bet, [seed("auto-choice"), seed("auto-choice-choose")], "love", force={"grids": [HEARTS]})
    game.queue_seeds(used)
    game.force([HEARTS])
    game.start_autoplay(25)
    info = game.wait_autoplay_done()
    assert game.wait_phase("choice") == "choice"
    assert info["reason"] == "Auto Play stopped: choose the princess for your free spins."
    assert game.choose("love") == "ready"
    assert game.ui("autoplay")["running"] is False
    assert game.state() == expected


def test_autoplay_stops_on_a_single_win_above_the_limit(game):
    state = game.state()
    bet = game.hud()["bet"]
    expected, used, steps = expected_round(state, bet, [seed("auto-win-limit")], force={"grids": [MOON_ROW]})
    game.queue_seeds(used)
    game.force([MOON_ROW])
    game.start_autoplay(25, win=10 * bet)
    info = game.wait_autoplay_done()
    win = steps[-1]["win"]
    assert win == 25 * bet
    assert info["reason"] == f"Auto Play stopped: a win of {money(win)} is above {money(10 * bet)}."
    assert game.state() == expected


def test_autoplay_stops_on_any_feature(game):
    state = game.state()
    bet = game.hud()["bet"]
    for i in range(50):  # a Princess Trinity round that does not end in a grid clear
        expected, used, steps = expected_round(state, bet, [seed(f"auto-feature-{i}")], force={"grids": [LOVE_ROW]})
        kinds = [step["t"] for step in steps]
        if "trinity_start" in kinds and "choice" not in kinds:
            break
    game.queue_seeds(used)
    game.force([LOVE_ROW])
    game.start_autoplay(25, feature=True)
    info = game.wait_autoplay_done()
    assert info["reason"] == "Auto Play stopped: a feature was hit."
    assert game.state() == expected


def test_autoplay_stops_when_the_loss_reaches_the_limit(game):
    state = game.state()
    bet = game.hud()["bet"]
    seeds, expected, _ = seeds_where(state, bet, 10, "auto-loss", losing)
    game.clear_seeds()
    game.queue_seeds(seeds)
    game.start_autoplay(25, loss=10 * bet)
    info = game.wait_autoplay_done()
    assert info["reason"] == f"Auto Play stopped: the loss reached {money(10 * bet)}."
    assert game.state() == expected


def test_a_bet_the_balance_cannot_cover_is_refused_and_autoplay_stops(game, output_dir):
    # $100 bets that all lose, until the balance cannot cover the next one: the engine refuses it.
    set_bet(game, 10000)
    state = game.state()
    rounds = state["balance"] // 10000
    left = state["balance"] % 10000
    assert 1 <= rounds <= 24
    seeds, expected, _ = seeds_where(state, 10000, rounds, "low-funds", losing)
    assert expected["balance"] == left
    game.clear_seeds()
    game.queue_seeds(seeds + [seed("low-funds-refused")])
    game.start_autoplay(25)
    info = game.wait_autoplay_done()
    message = "The balance cannot cover this bet."
    assert info["reason"] == f"Auto Play stopped: {message}"
    assert game.state() == expected
    # The page says what the balance covers: a lower bet (from the lowest level) or none.
    shown = f"Your balance of {money(left)} does not cover a bet of $100.00." if left >= CONFIG["bet_levels"][0] else "Your balance is too low for any bet."
    # The engine's refusal shows first, then what the balance covers: either, exactly (a known race, see note).
    expect(game.at("message_text")).to_have_text(re.compile(f"^({re.escape(message)}|{re.escape(shown)})$"))
    game.shot(output_dir / "ui-desktop-insufficient-funds.png", still=True)

    # The bet panel shows the levels above the balance disabled, and says why.
    game.click("message_close")
    game.open_panel("bet")
    levels = game.eval_all("bet_levels", "els => els.map(e => [Number(e.dataset.bet), e.disabled, e.title])")
    assert [cents for cents, *_ in levels] == CONFIG["bet_levels"]
    for cents, disabled, title in levels:
        assert disabled == (cents > left), cents
        if disabled:
            assert title == f"More than your balance of {money(left)}"
    above = sum(1 for cents in CONFIG["bet_levels"] if cents > left)
    noun = "bet is" if above == 1 else "bets are"
    expect(game.at("bet_note")).to_have_text(f"Your balance is {money(left)}: the {above} highest {noun} above it and cannot be placed.")
    game.shot(output_dir / "ui-desktop-bet-over-balance.png", still=True)
    game.page.keyboard.press("Escape")

    # Spin at a bet above the balance (Bet + and - can reach it): refused, nothing changes.
    game.expect_money("bet", 10000)
    assert game.spin() == "ready"
    expect(game.at("message_text")).to_have_text(re.compile(f"^({re.escape(message)}|{re.escape(shown)})$"))
    assert game.state() == expected


def test_reset_balance_asks_first_and_starts_again_with_play_money(game):
    net_before = game.ui("session")["net"]
    balance_before = game.state()["balance"]
    game.open_panel("settings")
    game.click("set_reset")
    expect(game.at("panel_confirm")).to_be_visible()
    game.click("confirm_no")  # Cancel changes nothing
    expect(game.at("panel_confirm")).to_be_hidden()
    assert game.state()["balance"] == balance_before
    game.click("set_reset")
    game.click("confirm_yes")
    expect(game.at("panel_confirm")).to_be_hidden()
    game.page.keyboard.press("Escape")
    game.wait_for("s => __mp.state().balance === s", CONFIG["start_balance"])
    state = game.state()
    assert state["round"] is None and state["balance"] == CONFIG["start_balance"]
    game.expect_money("balance", CONFIG["start_balance"])
    assert game.ui("session")["net"] == net_before  # play money added is not a win
    expect(game.at("message")).to_be_hidden()
    set_bet(game, 100)


# --- the panel on a phone on its side ----------------------------------------------------------------

LANDSCAPES = {"844x390": {"width": 844, "height": 390}, "667x375": {"width": 667, "height": 375}}

# Each control of the Auto Play panel brought into view as Tab would (scrollIntoView, nearest): its
# box, whether it lies inside the panel's body and above its sticky buttons (or is one of them), and
# whether the point at its centre is the control itself or its label (nothing covers it).
REACH = """(dialog) => {
  const body = dialog.querySelector('.panel-body');
  const actions = dialog.querySelector('.panel-actions');
  const controls = [...dialog.querySelectorAll('input[name=ap-rounds], select, #ap-feature, .panel-actions button')];
  return controls.map((el) => {
    const shown = el.type === 'radio' ? el.nextElementSibling : el;
    shown.scrollIntoView({block: 'nearest'});
    const r = shown.getBoundingClientRect();
    const b = body.getBoundingClientRect();
    const a = actions.getBoundingClientRect();
    const own = actions.contains(el);
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {id: el.id || el.value || el.textContent, inside: r.top >= b.top - 0.5 && r.bottom <= b.bottom + 0.5,
            clear: own || r.bottom <= a.top + 0.5, hit: !!hit && (hit === shown || hit === el || el.closest('label').contains(hit))};
  });
}"""


# The boxes of the elements of these ids, read together.
BOXES = "ids => ids.map((id) => { const r = document.getElementById(id).getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height}; })"


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", list(LANDSCAPES))
def test_autoplay_panel_on_a_phone_on_its_side_reaches_every_control(browser, debug_site, output_dir, size, lang):
    game = open_game(browser, debug_site, LANDSCAPES[size], query=f"?lang={lang}")
    try:
        dialog = game.open_panel("autoplay")
        assert dialog.evaluate("(el) => el.getAnimations().length") == 0  # the kit gives it once its rise is over
        # the two limits side by side, each word above its menu, within the panel (their tops within 2 px:
        # at 667x375 the words above them, one line each, set the menus 1.25 px apart)
        loss, win = game.page.evaluate(BOXES, ["ap-loss", "ap-win"])  # read in one frame
        panel = dialog.bounding_box()
        assert loss and win and panel
        assert abs(loss["y"] - win["y"]) < 2 and loss["x"] + loss["width"] <= win["x"], (loss, win)
        assert win["x"] + win["width"] <= panel["x"] + panel["width"] and loss["x"] >= panel["x"], (loss, win, panel)
        # what lies below the fold is said: a chevron over the buttons, in sight
        game.wait_for("() => document.getElementById('dlg-autoplay').dataset.more === 'true'")
        game.wait_for("() => getComputedStyle(document.querySelector('#dlg-autoplay .panel-actions'), '::before').opacity === '1'")
        game.shot(output_dir / f"ui-autoplay-{lang}-{size}.png", still=True)
        # every control, brought into view, is whole inside the body, clear of the buttons, and under no other thing
        reached = dialog.evaluate(REACH)
        assert len(reached) == 9, reached  # four rounds, two limits, the feature switch, Cancel and Start
        assert all(r["inside"] and r["clear"] and r["hit"] for r in reached), reached
        # at the foot of the body there is no more: the chevron goes
        game.page.evaluate("() => { const b = document.querySelector('#dlg-autoplay .panel-body'); b.scrollTop = b.scrollHeight; }")
        game.wait_for("() => document.getElementById('dlg-autoplay').dataset.more === 'false'")
        game.wait_for("() => getComputedStyle(document.querySelector('#dlg-autoplay .panel-actions'), '::before').opacity === '0'")
        game.close_panel("autoplay")
    finally:
        game.close()


# The chevron's gold (ui.css: stroke #ffd66b), within this much on each channel.
CHEVRON = (0xFF, 0xD6, 0x6B)


def chevron_box(game, dialog) -> tuple[float, float, float, float] | None:  # type: ignore[no-untyped-def]
    """Where the panel's more-below chevron shows (CSS px: left, top, right, bottom), read from a still
    screenshot of its buttons' bar and the rows above it, its buttons left out; None where it is not seen."""
    bar = dialog.locator(".panel-actions").bounding_box()
    panel = dialog.bounding_box()
    assert bar and panel
    clip = {"x": panel["x"], "y": bar["y"] - 40, "width": panel["width"], "height": bar["y"] + bar["height"] - (bar["y"] - 40)}
    buttons = [dialog.locator(".panel-actions button").nth(i).bounding_box() for i in range(2)]
    shot = Image.open(io.BytesIO(game.page.screenshot(clip=clip, animations="disabled"))).convert("RGB")
    found = []
    for y in range(shot.height):
        for x in range(shot.width):
            px, py = clip["x"] + x, clip["y"] + y
            if any(b and b["x"] - 2 <= px <= b["x"] + b["width"] + 2 and b["y"] - 2 <= py <= b["y"] + b["height"] + 2 for b in buttons):
                continue
            if all(abs(c - k) <= 24 for c, k in zip(shot.getpixel((x, y)), CHEVRON)):
                found.append((px, py))
    if not found:
        return None
    xs, ys = [p[0] for p in found], [p[1] for p in found]
    return min(xs), min(ys), max(xs) + 1, max(ys) + 1


@pytest.mark.parametrize("lang", ["en", "de"])
def test_autoplay_panel_on_a_phone_says_more_above_its_buttons(browser, debug_site, output_dir, lang):
    """On a short phone upright (390x560: a browser's bars take the rest) the panel's body scrolls:
    the chevron that says so stands centred above Cancel and Start, as Help's and the paytable's do
    below their bodies, not beside the buttons like one more control. At 390x844 the panel holds it
    all: nothing scrolls and no chevron says "more" (its buttons' bar once hung 4 px below the body's
    foot, and the body scrolled by that much alone)."""
    game = open_game(browser, debug_site, PHONE, query=f"?lang={lang}")
    try:
        dialog = game.open_panel("autoplay")
        game.wait_for("() => document.getElementById('dlg-autoplay').dataset.scrolls !== undefined")
        assert game.page.evaluate("() => document.getElementById('dlg-autoplay').dataset.scrolls") == "false"
        assert game.page.evaluate("() => document.getElementById('dlg-autoplay').dataset.more") == "false"
        assert chevron_box(game, dialog) is None
        game.shot(output_dir / f"ui-autoplay-{lang}-390x844.png", still=True)
        game.page.set_viewport_size({"width": 390, "height": 560})
        game.wait_for("() => document.getElementById('dlg-autoplay').dataset.more === 'true'")
        game.wait_for("() => getComputedStyle(document.querySelector('#dlg-autoplay .panel-actions'), '::before').opacity === '1'")
        game.shot(output_dir / f"ui-autoplay-{lang}-390x560.png", still=True)
        box = chevron_box(game, dialog)
        panel = dialog.bounding_box()
        tops = [dialog.locator(".panel-actions button").nth(i).bounding_box()["y"] for i in range(2)]  # type: ignore[index]
        assert box and panel, box
        left, top, right, bottom = box
        assert abs((left + right) / 2 - (panel["x"] + panel["width"] / 2)) <= 1.5, (box, panel)  # centred in the panel
        assert bottom <= min(tops), (box, tops)  # above the buttons, on a row of its own
        # at the foot of the body there is no more: the chevron goes (its row stays: the body still scrolls)
        game.page.evaluate("() => { const b = document.querySelector('#dlg-autoplay .panel-body'); b.scrollTop = b.scrollHeight; }")
        game.wait_for("() => document.getElementById('dlg-autoplay').dataset.more === 'false'")
        game.wait_for("() => getComputedStyle(document.querySelector('#dlg-autoplay .panel-actions'), '::before').opacity === '0'")
        assert game.page.evaluate("() => document.getElementById('dlg-autoplay').dataset.scrolls") == "true"
        assert chevron_box(game, dialog) is None
        game.close_panel("autoplay")
    finally:
        game.close()
