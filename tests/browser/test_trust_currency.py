"""Trust: a saved game belongs to its currency. Launching in another currency with a round open starts
(or resumes) that currency's game and leaves the open one untouched; switching back resumes it at its
choice, and each round is paid once, in its own currency. Nothing is converted, mixed or lost; a USD
game stays under the keys it always had (localStorage and the journal), every other currency has its own.

The engine in CPython plays the same requests; the page must end with its states, entries and figures.
"""

from __future__ import annotations

from typing import Any

from midnight_princess_testkit import CLOCK, HEARTS, JOURNAL_JS, RECORD_KEY, GamePage, ask, seed

YEN_RECORD_KEY = "midnight-princess/v1/JPY/save"


def open_round(game: GamePage, label: str, bet: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """A forced grid clear: the round waits for its choice, its bet taken. The state before and the reply."""
    before = game.state()
    spin = {"v": 1, "op": "spin", "state": before, "bet": bet, "seed": seed(f"{label}-spin"), "now": CLOCK,
            "force": {"grids": [HEARTS]}}
    reply = ask(spin)
    game.set_bet(bet)
    game.queue_seeds([seed(f"{label}-spin")])
    game.force([HEARTS])
    assert game.spin() == "choice"
    assert game.state() == reply["state"] and reply["state"]["round"]["status"] == "awaiting_choice"
    return before, reply


def finish(game: GamePage, label: str, opened: dict[str, Any]) -> dict[str, Any]:
    """Choose Star in the round `opened` left waiting; the engine's reply (the page must match it)."""
    reply = ask({"v": 1, "op": "choose", "state": opened["state"], "princess": "star", "seed": seed(f"{label}-choose"),
                 "now": CLOCK})
    game.queue_seeds([seed(f"{label}-choose")])
    assert game.choose("star") == "ready"
    assert game.state() == reply["state"]
    return reply


def records(game: GamePage) -> dict[str, Any]:
    """Each currency's record as stored in localStorage and in the journal."""
    keys = {"usd": RECORD_KEY, "jpy": YEN_RECORD_KEY}
    local = {name: game.page.evaluate("k => localStorage.getItem(k)", key) for name, key in keys.items()}
    journal = {name: game.page.evaluate(JOURNAL_JS, [key]) for name, key in (("usd", "save"), ("jpy", "JPY/save"))}
    return {"local": local, "journal": journal}


def test_a_switch_of_currency_back_and_forth_with_rounds_open_loses_and_mixes_nothing(game_factory, debug_site) -> None:  # type: ignore[no-untyped-def]
    game = game_factory(debug_site)

    # A dollar round waits for its choice.
    game.open(clock=CLOCK)
    game.wait_idle()
    usd_start, usd_open = open_round(game, "currency-usd", 200)
    assert "currency" not in usd_open["state"]

    # Launched in yen: the yen's own new game, its ladder; the dollar round is not this game's.
    game.open("?currency=JPY", clock=CLOCK)
    assert game.wait_phase("ready") == "ready"
    yen_start = game.state()
    assert (yen_start["currency"], yen_start["balance"], yen_start["round"], yen_start["rounds"]) == ("JPY", 150_000, None, 0)
    assert game.text("balance") == "¥150,000" and game.history() == []
    yen_before, yen_open = open_round(game, "currency-jpy", 600)

    # Back in dollars, with the yen round open: the dollar round resumes at its choice, paid once.
    game.open(clock=CLOCK)
    assert game.wait_phase("choice") == "choice"
    assert game.state() == usd_open["state"]
    usd_done = finish(game, "currency-usd", usd_open)
    assert usd_done["state"]["balance"] == usd_start["balance"] - 200 + usd_done["round"]["win"]
    assert [e["id"] for e in game.history()] == [1] and game.history()[0]["balance_after"] == usd_done["state"]["balance"]

    # And yen again: its round waited untouched, and is paid once, in yen.
    game.open("?currency=JPY", clock=CLOCK)
    assert game.wait_phase("choice") == "choice"
    assert game.state() == yen_open["state"]
    yen_done = finish(game, "currency-jpy", yen_open)
    assert yen_done["state"]["balance"] == yen_before["balance"] - 600 + yen_done["round"]["win"]
    assert [(e["id"], e["bet"]) for e in game.history()] == [(1, 600)]

    # Each game under its own keys, here and in the journal; the dollar game's where it always was.
    stored = records(game)
    for where in ("local", "journal"):
        usd, jpy = stored[where]["usd"], stored[where]["jpy"]
        assert usd is not None and jpy is not None, where
        assert '"currency":"JPY"' in jpy and '"currency"' not in usd, where
    # A reload in dollars finds the dollar game exactly as it was left.
    game.open(clock=CLOCK)
    assert game.wait_phase("ready") == "ready"
    assert game.state() == usd_done["state"] and game.text("balance").startswith("$")
    assert game.errors == []
