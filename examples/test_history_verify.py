"""The history's Verify: the stored requests are sent to the engine again and give the same round."""

from playwright.sync_api import expect

from midnight_princess_testkit import expected_round, money, seed


def test_verify_replays_a_stored_round_and_confirms_it(game):
    start = game.state()
    # A seed whose round wins, whichever princess the new game has.
    after, seeds, steps = expected_round(start, start["bet"], [seed("example-verify-1")])
    game.queue_seeds(seeds)
    assert game.spin() == "ready"

    game.open_panel("history")
    row = game.history_row(0)  # the newest round
    assert row.title() == "Round #1"
    assert row.field("win") == money(steps[-1]["win"])
    result = row.verify()
    expect(result).to_have_attribute("data-result", "verified")
    assert f"Steps: all {len(steps)} the same" in result.inner_text()
    game.close_panel("history")
    assert game.state() == after  # verifying moves no money
