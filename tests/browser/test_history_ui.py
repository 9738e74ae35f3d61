"""The Game History screen: the last rounds with their figures and features, recall of a round
on the canvas (marked, no money moves, only Exit works), Verify, which replays the stored
requests through the engine and says whether the outcome matches, and Download, a file of the
rounds that docs/python-in-the-browser.md's check verifies."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

import midnight_princess
from midnight_princess_testkit import DESKTOP, HEARTS, MOON_ROW, expected_round, money, open_game, seed
from tests.snippets import snippets

DOCS = Path(__file__).resolve().parents[2] / "docs" / "python-in-the-browser.md"

# A round's date and time as Intl.DateTimeFormat writes them in English (medium date and time, UTC here).
TIME = re.compile(r"^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d:\d\d\s[AP]M$")


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
        game.queue_seeds(used)
        if force:
            game.force(force["grids"])
        phase = game.spin()
        if phase == "choice":
            phase = game.choose(choice)
        assert phase == "ready"
    assert game.state() == state
    yield game, rounds
    game.close()


def entries(game) -> list[dict]:
    return game.ui("history")


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
    game.open_panel("history")
    expect(game.at("history_entries")).to_have_count(len(listed))
    for i, entry in enumerate(listed[:3]):
        row = game.history_row(i)
        assert row.id == str(entry["id"])
        assert row.title() == f"Round #{entry['id']}"
        assert TIME.match(row.time())
        assert row.field("bet") == money(entry["bet"])
        assert row.field("win") == money(entry["win"])
        assert row.field("before") == money(entry["balance_before"])
        assert row.field("after") == money(entry["balance_after"])
    expect(game.at("history_chain")).to_have_attribute("data-result", "intact")
    assert game.text("history_chain") == "✓ Your history is complete and unchanged: every round is listed as it was played."
    assert "Free Spins" in game.history_row(1).features()
    assert game.history_row(2).features() in ("No feature", "Girl Power")
    game.page.keyboard.press("Escape")


def test_verify_replays_every_round_and_confirms_it(played, output_dir):
    game, rounds = played
    game.open_panel("history")
    expect(game.at("history_entries")).to_have_count(3)
    for i in range(3):
        game.history_row(i).verify()
    for i in range(3):
        result = game.history_row(i).result
        expect(result).to_have_attribute("data-result", "verified")
        text = result.inner_text()
        assert "Verified" in text
        assert f"Steps: all {len(rounds[2 - i]['steps'])} the same" in text
        assert f"Round win: {money(rounds[2 - i]['steps'][-1]['win'])} — same" in text
        assert f"Final balance: {money(rounds[2 - i]['after']['balance'])} — same" in text
    game.shot(output_dir / "ui-desktop-history-verified.png", still=True)
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
    game.ui("setHistory", tampered)
    try:
        game.open_panel("history")
        expect(game.at("history_entries")).to_have_count(3)
        for i in range(3):
            game.history_row(i).verify()
        first = game.history_row(0).result
        expect(first).to_have_attribute("data-result", "mismatch")
        text = first.inner_text()
        assert "Mismatch" in text
        win = rounds[2]["steps"][-1]["win"]
        assert f"Round win: stored {money(win + 100)}, engine {money(win)}" in text
        second = game.history_row(1).result
        expect(second).to_have_attribute("data-result", "mismatch")
        assert "they differ" in second.inner_text()
        third = game.history_row(2).result
        expect(third).to_have_attribute("data-result", "verified")
        assert "not kept" in third.inner_text()
        assert game.history_row(2).replay_button.is_disabled()  # no steps: nothing to replay
        chain = game.at("history_chain")  # the record's own seal sees the edit too, said in plain words
        expect(chain).to_have_attribute("data-result", "broken")
        assert chain.inner_text() == "✗ Your history does not match what was played: a round in it was changed, damaged or lost."
        details = game.page.locator("#history-details")  # the seal and the hashes: under Details, closed
        assert not details.evaluate("el => el.open") and "round 2" not in chain.inner_text()
        details.locator("summary").click()
        assert "The record's seal is broken: round 2" in details.inner_text() and "hash" in details.inner_text()
        game.page.keyboard.press("Escape")
    finally:
        game.ui("setHistory", None)


def test_history_shows_at_most_fifty_rounds(played):
    game, _ = played
    entry = entries(game)[0]
    many = []
    for i in range(60, 0, -1):
        e = copy.deepcopy(entry)
        e["id"] = i
        many.append(e)
    game.ui("setHistory", many)
    try:
        game.open_panel("history")
        expect(game.at("history_entries")).to_have_count(50)
        assert game.history_row(0).id == "60" and game.history_row(49).id == "11"
        game.page.keyboard.press("Escape")
    finally:
        game.ui("setHistory", None)


def test_recall_replays_a_round_marked_and_locked_without_moving_money(played, output_dir):
    game, rounds = played
    state = game.state()
    balance = game.balance()
    last_win = game.last_win()
    grid = game.view()["grid"]
    game.set_speed(3)
    game.open_panel("history")
    game.history_entry(2).replay()
    expect(game.at("panel_history")).to_be_hidden()
    bar = game.at("recall_bar")
    expect(bar).to_be_visible()
    assert game.text("recall_title") == "RECALL — round #2"
    assert game.wait_phase("recall") == "recall"
    assert game.eval_on("app", "e => e.inert")
    for name in ("spin", "bet_up", "bet_select", "history_button", "settings_button"):
        assert game.disabled(name), name
    game.page.keyboard.press("Space")  # input is locked: no spin, no stop
    game.page.keyboard.press("ArrowUp")
    game.wait_free_spins(1)
    assert game.phase() == "recall"
    assert game.balance() == balance and game.last_win() == last_win
    game.shot(output_dir / "ui-desktop-recall.png", still=True)
    game.set_speed(25)
    game.wait_for("() => document.body.dataset.recall === 'done'")
    assert game.balance() == balance and game.last_win() == last_win
    assert game.state() == state
    game.page.keyboard.press("Escape")  # Exit works from the keyboard
    expect(bar).to_be_hidden()
    assert game.wait_phase("ready") == "ready"
    assert game.view()["grid"] == grid
    assert not game.eval_on("app", "e => e.inert")
    game.expect_money("balance", balance)
    assert game.state() == state
    assert game.enabled("spin")


def test_recall_exit_mid_replay(played):
    game, rounds = played
    state = game.state()
    game.set_speed(0.5)
    game.open_panel("history")
    game.history_entry(1).replay()
    assert game.wait_phase("recall") == "recall"
    game.click("recall_exit")
    assert game.wait_phase("ready") == "ready"
    game.set_speed(25)
    assert game.state() == state
    assert game.ui("recall")["active"] is False


def test_download_gives_the_rounds_as_a_file_that_the_docs_check_snippet_verifies(game, tmp_path, monkeypatch, output_dir):
    """Three rounds played as a player plays them (free spins found by seed, nothing forced: the
    snippet replays the requests as any Python does, where a forced grid is refused)."""
    state = game.state()
    spins = [seed("download-plain"), seed("download", 66), seed("download-after")]  # 66: a grid clear from this state
    pool = [spins[0], spins[1], seed("download-choose"), spins[2]]
    for _ in spins:
        state, used, _ = expected_round(state, 100, pool, "star")
        game.queue_seeds(used)
        if game.spin() == "choice":
            assert game.choose("star") == "ready"
    assert game.state() == state
    stored = game.history()
    assert "free_spins" in stored[1]["features"]
    game.open_panel("history")
    button = game.page.get_by_role("button", name="Download your rounds as a file", exact=True)
    expect(button).to_have_text("Download")
    game.shot(output_dir / "ui-desktop-history-download.png", still=True)
    with game.page.expect_download() as download_info:
        button.click()
    download = download_info.value
    assert download.suggested_filename == "midnight-princess-rounds-1-3.json"  # the name the snippet opens
    path = tmp_path / download.suggested_filename
    download.save_as(path)
    saved = json.loads(path.read_text())
    wheel = f"midnight_princess-{midnight_princess.__version__}-py3-none-any.whl"
    assert {k: v for k, v in saved.items() if k != "engine"} == {"game": "Midnight Princess", "format": 1, "rounds": stored[::-1]}
    assert saved["engine"]["wheel"] == wheel and re.fullmatch(r"[0-9a-f]{64}", saved["engine"]["sha256"])
    assert saved["engine"]["runtime"].startswith("314.0.7-")
    game.page.keyboard.press("Escape")

    monkeypatch.chdir(tmp_path)
    check = snippets(DOCS)["check"].code
    assert run_printed(check) == "all 3 rounds hold"
    saved["rounds"][2]["steps"][0]["t"] = "changed"
    path.write_text(json.dumps(saved))
    assert run_printed(check).splitlines() == ["round 3: its steps were changed", "round 3: its steps differ from the engine's"]


def run_printed(code: str) -> str:
    """What a snippet prints, run in CPython."""
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(code, {})  # noqa: S102 - the docs page's own snippet
    return printed.getvalue().strip()


# The rows wholly inside the history panel's body as it shows now (their ids), and the body's box.
ROWS_IN_SIGHT = """() => {
  const body = document.querySelector('#dlg-history .panel-body').getBoundingClientRect();
  const rows = [...document.querySelectorAll('#dlg-history .history-entry')].filter((row) => {
    const r = row.getBoundingClientRect();
    return r.top >= body.top - 0.5 && r.bottom <= body.bottom + 0.5;
  });
  return rows.map((row) => Number(row.dataset.id));
}"""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_history_on_a_phone_on_its_side_shows_three_rounds_at_once(browser, debug_site, output_dir, lang):
    """On a short stage (a phone on its side) the intro and the chain's line fold into Details, and a
    round's row is one line of figures: three rounds show at once in the panel, the newest first; Details
    opens on what was folded into it."""
    game = open_game(browser, debug_site, {"width": 844, "height": 390}, query=f"?lang={lang}", speed=20)
    try:
        for _ in range(4):
            if game.spin() == "choice":
                game.choose("love")
        game.open_panel("history")
        expect(game.at("history_chain")).to_have_attribute("data-result", "intact")
        game.shot(output_dir / f"ui-history-{lang}-844x390.png", still=True)
        assert game.page.evaluate(ROWS_IN_SIGHT) == [4, 3, 2]
        # the intro and the chain's line are in Details, closed, and read there once it is opened
        assert game.page.evaluate("() => ['history-note', 'history-chain'].map((id) => document.getElementById(id).closest('details')?.id)") == ["history-details"] * 2
        expect(game.page.locator("#history-chain")).to_be_hidden()
        game.page.locator("#history-details summary").click()
        expect(game.page.locator("#history-note")).to_be_visible()
        expect(game.page.locator("#history-chain")).to_be_visible()
        game.shot(output_dir / f"ui-history-{lang}-844x390-details.png", still=True)
        # a window that is no longer short puts them back above the rounds
        game.page.set_viewport_size(DESKTOP)
        game.wait_for("() => !document.getElementById('history-chain').closest('details')")
        expect(game.page.locator("#history-note")).to_be_visible()
        game.page.keyboard.press("Escape")
    finally:
        game.close()
