"""The Game History screen: the last rounds with their figures and features, recall of a round
on the canvas (marked, no money moves, only Exit works), and Verify, which replays the stored
requests through the engine and says whether the outcome matches."""

from __future__ import annotations

import copy
import re

import pytest
from playwright.sync_api import expect

from .ui_support import DESKTOP, HEARTS, MOON_ROW, expected_round, money, open_game, seed

TIME = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$")


@pytest.fixture(scope="module")
def played(browser, debug_site):  # type: ignore[no-untyped-def]
    """A page that has played three rounds: a plain one, free spins, and a big win."""
    game = open_game(browser, debug_site, DESKTOP)
    state = game.state()
    pool = [seed("history-plain"), seed("history-clear"), seed("history-choose"), seed("history-big")]
    rounds = []
    for force, choice in ((None, "love"), ({"grids": [HEARTS]}, "star"), ({"grids": [MOON_ROW]}, "love")):
        before = state
        state, used, steps = expected_round(state, 100, pool, choice, force=force)
        rounds.append({"before": before, "after": state, "steps": steps})
        game.set_seeds(used)
        if force:
            game.force(force["grids"])
        phase = game.spin()
        if phase == "choice":
            phase = game.choose(choice)
        assert phase == "ready"
    assert game.state() == state
    yield game, rounds
    assert not game.errors, f"uncaught page errors: {game.errors}"
    game.page.context.close()


def entries(game) -> list[dict]:
    return game.page.evaluate("__mp.ui.history()")


def test_history_lists_the_rounds_newest_first_with_their_figures(played, output_dir):
    game, rounds = played
    listed = entries(game)
    assert [e["id"] for e in listed][:3] == [3, 2, 1]
    for entry, expected in zip(listed[:3], reversed(rounds)):
        end = expected["steps"][-1]
        assert entry["bet"] == 100 and entry["win"] == end["win"]
        assert entry["balance_before"] == expected["before"]["balance"]
        assert entry["balance_after"] == expected["after"]["balance"] == end["balance"]
        assert entry["steps"] == expected["steps"]
    game.page.click("#history-button")
    expect(game.page.locator("#dlg-history")).to_be_visible()
    rows = game.page.locator("#dlg-history .history-entry")
    expect(rows).to_have_count(len(listed))
    for i, entry in enumerate(listed[:3]):
        row = rows.nth(i)
        assert row.get_attribute("data-id") == str(entry["id"])
        assert row.locator("strong").first.inner_text() == f"Round #{entry['id']}"
        assert TIME.match(row.locator(".history-time").inner_text())
        assert row.locator("[data-field=bet]").inner_text() == money(entry["bet"])
        assert row.locator("[data-field=win]").inner_text() == money(entry["win"])
        assert row.locator("[data-field=before]").inner_text() == money(entry["balance_before"])
        assert row.locator("[data-field=after]").inner_text() == money(entry["balance_after"])
    expect(game.page.locator("#history-chain")).to_have_attribute("data-result", "intact")
    assert "Free Spins" in rows.nth(1).locator(".history-features").inner_text()
    assert rows.nth(2).locator(".history-features").inner_text() in ("No feature", "Girl Power")
    game.page.keyboard.press("Escape")


def test_verify_replays_every_round_and_confirms_it(played, output_dir):
    game, rounds = played
    game.page.click("#history-button")
    rows = game.page.locator("#dlg-history .history-entry")
    expect(rows).to_have_count(3)
    for i in range(3):
        rows.nth(i).locator("button.verify").click()
    for i in range(3):
        result = rows.nth(i).locator(".verify-result")
        expect(result).to_have_attribute("data-result", "verified")
        text = result.inner_text()
        assert "Verified" in text
        assert f"Steps: all {len(rounds[2 - i]['steps'])} the same" in text
        assert f"Round win: {money(rounds[2 - i]['steps'][-1]['win'])} — same" in text
        assert f"Final balance: {money(rounds[2 - i]['after']['balance'])} — same" in text
    game.page.screenshot(path=str(output_dir / "ui-desktop-history-verified.png"), animations="disabled")
    game.page.keyboard.press("Escape")
    assert game.state() == rounds[-1]["after"]  # verifying moves no money


def test_verify_says_mismatch_when_a_stored_round_differs(played):
    game, rounds = played
    listed = entries(game)
    tampered = copy.deepcopy(listed)
    tampered[0]["win"] += 100
    tampered[0]["balance_after"] += 100
    tampered[1]["steps"][1]["total"] += 1
    pruned = tampered[2]
    del pruned["steps"]
    game.page.evaluate("entries => __mp.ui.setHistory(entries)", tampered)
    try:
        game.page.click("#history-button")
        rows = game.page.locator("#dlg-history .history-entry")
        expect(rows).to_have_count(3)
        for i in range(3):
            rows.nth(i).locator("button.verify").click()
        first = rows.nth(0).locator(".verify-result")
        expect(first).to_have_attribute("data-result", "mismatch")
        text = first.inner_text()
        assert "Mismatch" in text
        win = rounds[2]["steps"][-1]["win"]
        assert f"Round win: stored {money(win + 100)}, engine {money(win)}" in text
        second = rows.nth(1).locator(".verify-result")
        expect(second).to_have_attribute("data-result", "mismatch")
        assert "they differ" in second.inner_text()
        third = rows.nth(2).locator(".verify-result")
        expect(third).to_have_attribute("data-result", "verified")
        assert "not kept" in third.inner_text()
        assert rows.nth(2).locator("button.replay").is_disabled()  # no steps: nothing to replay
        chain = game.page.locator("#history-chain")  # the record's own seal sees the edit too
        expect(chain).to_have_attribute("data-result", "broken")
        assert "round 2" in chain.inner_text()
        game.page.keyboard.press("Escape")
    finally:
        game.page.evaluate("__mp.ui.setHistory(null)")


def test_history_shows_at_most_fifty_rounds(played):
    game, _ = played
    entry = entries(game)[0]
    many = []
    for i in range(60, 0, -1):
        e = copy.deepcopy(entry)
        e["id"] = i
        many.append(e)
    game.page.evaluate("entries => __mp.ui.setHistory(entries)", many)
    try:
        game.page.click("#history-button")
        rows = game.page.locator("#dlg-history .history-entry")
        expect(rows).to_have_count(50)
        assert rows.nth(0).get_attribute("data-id") == "60" and rows.nth(49).get_attribute("data-id") == "11"
        game.page.keyboard.press("Escape")
    finally:
        game.page.evaluate("__mp.ui.setHistory(null)")


def test_recall_replays_a_round_marked_and_locked_without_moving_money(played, output_dir):
    game, rounds = played
    state = game.state()
    balance = game.text("#balance")
    last_win = game.text("#last-win")
    grid = game.page.evaluate("__mp.view().grid")
    game.page.evaluate("__mp.setSpeed(3)")
    game.page.click("#history-button")
    game.page.locator("#dlg-history .history-entry[data-id='2'] button.replay").click()
    expect(game.page.locator("#dlg-history")).to_be_hidden()
    bar = game.page.locator("#recall-bar")
    expect(bar).to_be_visible()
    assert game.text("#recall-title") == "RECALL — round #2"
    assert game.wait_phase("recall") == "recall"
    assert game.page.evaluate("document.getElementById('app').inert")
    for selector in ("#spin", "#bet-up", "#bet-select", "#history-button", "#settings-button"):
        assert game.page.is_disabled(selector), selector
    game.page.keyboard.press("Space")  # input is locked: no spin, no stop
    game.page.keyboard.press("ArrowUp")
    game.page.wait_for_function("() => __mp.hud() && __mp.hud().freeSpins && __mp.hud().freeSpins.number >= 1", timeout=60_000)
    assert game.page.evaluate("document.body.dataset.phase") == "recall"
    assert game.text("#balance") == balance and game.text("#last-win") == last_win
    game.page.screenshot(path=str(output_dir / "ui-desktop-recall.png"), animations="disabled")
    game.page.evaluate("__mp.setSpeed(25)")
    game.page.wait_for_function("() => document.body.dataset.recall === 'done'", timeout=60_000)
    assert game.text("#balance") == balance and game.text("#last-win") == last_win
    assert game.state() == state
    game.page.keyboard.press("Escape")  # Exit works from the keyboard
    expect(bar).to_be_hidden()
    assert game.wait_phase("ready") == "ready"
    assert game.page.evaluate("__mp.view().grid") == grid
    assert not game.page.evaluate("document.getElementById('app').inert")
    expect(game.page.locator("#balance")).to_have_text(balance)
    assert game.state() == state
    assert game.page.is_enabled("#spin")


def test_recall_exit_mid_replay(played):
    game, rounds = played
    state = game.state()
    game.page.evaluate("__mp.setSpeed(0.5)")
    game.page.click("#history-button")
    game.page.locator("#dlg-history .history-entry[data-id='1'] button.replay").click()
    assert game.wait_phase("recall") == "recall"
    game.page.click("#recall-exit")
    assert game.wait_phase("ready") == "ready"
    game.page.evaluate("__mp.setSpeed(25)")
    assert game.state() == state
    assert game.page.evaluate("__mp.ui.recall().active") is False
