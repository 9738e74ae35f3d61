"""Trust: a round with every feature, interrupted at every single step and while each of its two
requests is in flight, ends exactly as an uninterrupted run: one debit, one credit, one entry.

The round (forced): a base landing whose love 5-run fills the meter, a trinity landing of hearts
that clears the grid (free spins), the choice, then four free spins whose landings give Love's
power three times and a grid-clear prize once. The engine in CPython plays the same requests
uninterrupted; the page must end with its state, its steps and its figures.
"""

from __future__ import annotations

from .trust_support import (CLOCK, HEARTS, METER_FILLER, NO_WIN, ask, assert_entry, hold_and_click, progress,
                            record, seed, visit)

SPIN_FORCE = {"grids": [METER_FILLER, HEARTS]}
CHOOSE_FORCE = {"grids": [NO_WIN, NO_WIN, HEARTS, NO_WIN]}


def shown_balance(game) -> int:  # type: ignore[no-untyped-def]
    return int(game.page.evaluate("__mp.hud().balance"))


def test_every_step_and_every_request_in_flight_survive_a_reload(game_factory, debug_site):
    game = game_factory(debug_site)
    visit(game)
    assert game.wait_phase("ready") == "ready"
    start = game.state()
    bet = start["bet"]

    spin_request = {"v": 1, "op": "spin", "state": start, "bet": bet, "seed": seed("every-step-spin"),
                    "now": CLOCK, "force": SPIN_FORCE}
    spun = ask(spin_request)
    choose_request = {"v": 1, "op": "choose", "state": spun["state"], "princess": "love",
                      "seed": seed("every-step-choose"), "now": CLOCK, "force": CHOOSE_FORCE}
    chosen = ask(choose_request)
    spin_steps, all_steps = spun["steps"], spun["steps"] + chosen["steps"]
    kinds = [s["t"] for s in all_steps]
    for kind in ("trinity_start", "clear", "choice", "free_spins_start", "power", "prize", "end"):
        assert kind in kinds, kind
    n_spin, n_all = len(spin_steps), len(all_steps)
    debited = start["balance"] - bet

    def check(index: int, seq: int, after: dict, steps: list, requests: list) -> None:
        """After a reload paused at `index`: stored once, nothing applied twice, the screen agrees."""
        saved = record(game)
        assert saved["seq"] == seq, f"step {index}: a reload wrote the record again"
        assert saved["pending"] is None
        assert saved["state"] == after["state"]
        assert len(saved["history"]) == 1
        assert saved["history"][0]["requests"] == requests and saved["history"][0]["steps"] == steps
        assert progress(game)["index"] == index
        assert game.state() == after["state"]
        final = index == n_all
        assert shown_balance(game) == (chosen["state"]["balance"] if final else debited), f"step {index}"

    # The spin's request in flight: stored before it was sent, sent again after the reload.
    game.set_seeds([spin_request["seed"]])
    game.force(SPIN_FORCE["grids"])
    hold_and_click(game, "#spin", "spin")
    saved = record(game)
    assert saved["pending"] == {"request": spin_request} and saved["state"] == start and saved["seq"] == 2
    visit(game, pause=0)  # the same request sent again: the reply stored (seq 3), no step shown yet
    check(0, 3, spun, spin_steps, [spin_request])
    for index in range(1, n_spin + 1):
        visit(game, pause=index)
        check(index, 3, spun, spin_steps, [spin_request])

    # At the choice: a reload shows it again; then the choose's request in flight.
    visit(game)
    assert game.wait_phase("choice") == "choice"
    game.set_seeds([choose_request["seed"]])
    game.force(CHOOSE_FORCE["grids"])
    hold_and_click(game, "#choice-cards [data-princess='love']", "choose")
    saved = record(game)
    assert saved["pending"] == {"request": choose_request} and saved["seq"] == 4
    visit(game, pause=n_spin)
    check(n_spin, 5, chosen, all_steps, [spin_request, choose_request])
    for index in range(n_spin + 1, n_all + 1):
        visit(game, pause=index)
        check(index, 5, chosen, all_steps, [spin_request, choose_request])

    # At rest after the round, and once more: nothing replayed, nothing paid again.
    for _ in range(2):
        visit(game)
        assert game.wait_phase("ready") == "ready"
        assert game.state() == chosen["state"]
        assert record(game)["seq"] == 5
        assert shown_balance(game) == chosen["state"]["balance"]
        assert game.text("#message-text") == "" or game.page.evaluate("document.getElementById('message').hidden")
    history = game.page.evaluate("__mp.history()")
    assert len(history) == 1
    assert_entry(history[0], [spin_request, choose_request], chosen, all_steps,
                 ["power", "trinity", "free_spins", "prize"])
    assert chosen["state"]["balance"] == start["balance"] - bet + chosen["round"]["win"]
