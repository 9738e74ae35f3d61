"""Trust: the 7-day rule against the page's clock, and faults. A round waiting 7 days + 1 ms is void
once, the bet returned and the history marked; a clock moved back neither undoes nor repeats it.
An engine fault in mid-round voids the round, returns the bet, tells the player, marks the history;
a worker that dies leaves the request stored, and a reload finishes the round."""

from __future__ import annotations

from midnight_princess_testkit import CLOCK, HEARTS, ask, seed
from tests.repo import DAY_MS


def test_a_round_waiting_seven_days_and_one_ms_is_void_once(game_factory, debug_site):
    game = game_factory(debug_site)
    game.open(clock=CLOCK)
    start = game.state()
    spin = {"v": 1, "op": "spin", "state": start, "bet": start["bet"], "seed": seed("seven-days"), "now": CLOCK,
            "force": {"grids": [HEARTS]}}
    opened = ask(spin)
    voided = ask({"v": 1, "op": "resume", "state": opened["state"], "now": CLOCK + 7 * DAY_MS + 1})
    assert voided["voided"] is True and voided["state"]["balance"] == start["balance"]
    game.queue_seeds([spin["seed"]])
    game.force([HEARTS])
    assert game.spin() == "choice"

    game.open(clock=CLOCK + 7 * DAY_MS)  # exactly 7 days: the round still waits, resumed (not voided)
    assert game.wait_phase("choice") == "choice"
    assert game.message() == "Resuming your round: choose the princess for your free spins."
    assert game.state() == opened["state"] and game.record()["seq"] == 3

    game.open(clock=CLOCK + 7 * DAY_MS + 1)  # 1 ms more: void, the bet returned
    assert game.wait_phase("ready") == "ready"
    assert "voided" in game.message() and "was returned" in game.message()
    assert game.state() == voided["state"]
    assert game.hud()["balance"] == start["balance"]
    saved = game.record()
    assert saved["seq"] == 4
    entry = game.history()[0]
    assert entry["status"] == "void" and entry["win"] == 0 and "void" in entry["features"]
    assert entry["balance_after"] == entry["balance_before"] == start["balance"]
    assert entry["requests"] == [spin] and entry["steps"] == opened["steps"]

    for clock in (CLOCK, CLOCK - DAY_MS, CLOCK + 400 * DAY_MS):  # back, further back, far ahead
        game.open(clock=clock)
        assert game.wait_phase("ready") == "ready" and game.message() == ""
        assert game.record() == saved  # nothing written: neither undone nor voided again
        assert game.state() == voided["state"]


def test_a_fault_mid_round_voids_it_and_returns_the_bet(game_factory, debug_site):
    game = game_factory(debug_site)
    game.open(clock=CLOCK)
    start = game.state()

    # A fault in the spin, three steps in.
    spin = {"v": 1, "op": "spin", "state": start, "bet": start["bet"], "seed": seed("fault-spin"), "now": CLOCK,
            "force": {"grids": [HEARTS], "malfunction_at": 3}}
    faulted = ask(spin)
    assert faulted["ok"] is False and faulted["error"]["code"] == "MALFUNCTION"
    game.queue_seeds([spin["seed"]])
    game.force([HEARTS], malfunction_at=3)
    assert game.spin() == "ready"
    # The player reads the message table's words for the engine's MALFUNCTION (its own message is English only).
    assert game.message() == "The game failed in this round: the round is void and the bet is returned."
    assert game.state() == faulted["state"] and game.state()["balance"] == start["balance"]
    entry = game.history()[0]
    assert (entry["id"], entry["status"], entry["win"], entry["features"]) == (1, "void", 0, ["void", "malfunction"])
    assert entry["balance_after"] == entry["balance_before"] == start["balance"] and entry["requests"] == [spin]

    # A fault in the free spins, five steps into the feature.
    spin2 = {"v": 1, "op": "spin", "state": faulted["state"], "bet": start["bet"], "seed": seed("fault-spin-2"),
             "now": CLOCK, "force": {"grids": [HEARTS]}}
    opened = ask(spin2)
    choose = {"v": 1, "op": "choose", "state": opened["state"], "princess": "storm", "seed": seed("fault-choose"),
              "now": CLOCK, "force": {"grids": [], "malfunction_at": 5}}
    faulted2 = ask(choose)
    assert faulted2["error"]["code"] == "MALFUNCTION" and faulted2["state"]["balance"] == start["balance"]
    game.queue_seeds([spin2["seed"], choose["seed"]])
    game.force([HEARTS])
    assert game.spin() == "choice"
    game.force([], malfunction_at=5)
    assert game.choose("storm") == "ready"
    assert "void" in game.message()
    assert game.state() == faulted2["state"]
    assert game.hud()["balance"] == start["balance"]
    entry = game.history()[0]
    assert (entry["id"], entry["status"], entry["win"]) == (2, "void", 0)
    assert "malfunction" in entry["features"] and "void" in entry["features"]
    assert entry["requests"] == [spin2, choose] and entry["steps"] == opened["steps"]

    saved = game.record()
    game.open(clock=CLOCK)  # a reload pays nothing and voids nothing again
    assert game.wait_phase("ready") == "ready" and game.message() == ""
    assert game.record() == saved and game.state() == faulted2["state"]


def test_a_dead_worker_loses_nothing_a_reload_finishes_the_round(game_factory, debug_site):
    game = game_factory(debug_site)
    game.open(clock=CLOCK)
    start = game.state()
    spin = {"v": 1, "op": "spin", "state": start, "bet": start["bet"], "seed": seed("dead-worker"), "now": CLOCK}
    expected = ask(spin)
    game.queue_seeds([spin["seed"]])
    game.kill_worker()
    game.spin(wait=False)
    assert game.wait_phase("error") == "error"
    assert "stopped" in game.message()
    assert game.record()["pending"] == {"request": spin} and game.record()["state"] == start
    game.open(clock=CLOCK)  # the stored request is sent to the new worker
    assert game.state() == expected["state"]
    history = game.history()
    assert len(history) == 1 and history[0]["requests"] == [spin] and history[0]["steps"] == expected["steps"]
    assert game.record()["seq"] == 3
