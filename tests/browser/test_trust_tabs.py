"""Trust: one balance, one round. Double clicks, a held spacebar and two tabs on one game never
start two rounds from one balance; the other tab is told and brought up to date."""

from __future__ import annotations

from midnight_princess_testkit import CLOCK, DESKTOP, GamePage, ask, game_context, seed

NO_WEB_LOCKS = 'Object.defineProperty(Navigator.prototype, "locks", {get: () => undefined, configurable: true});'


def spin_request(state: dict, label: str) -> dict:
    return {"v": 1, "op": "spin", "state": state, "bet": state["bet"], "seed": seed(label), "now": CLOCK}


def test_double_clicks_and_a_held_spacebar_start_one_round_each(game_factory, debug_site):
    game = game_factory(debug_site)
    game.open(clock=CLOCK)
    start = game.state()
    first = ask(spin_request(start, "double-click"))
    assert first["round"]["status"] == "complete"
    game.queue_seeds([seed("double-click"), seed("spare-1")])
    game.eval_on("spin", "spin => { spin.click(); spin.click(); spin.click(); }")
    assert game.wait_phase("ready") == "ready"
    assert game.state() == first["state"]
    assert len(game.history()) == 1 and game.sent("spin") == 1
    assert game.seeds_left() == 1  # the second and third clicks drew nothing

    second = ask(spin_request(first["state"], "spare-1"))
    game.blur()
    game.page.keyboard.down("Space")
    for _ in range(8):  # the key held down: the browser repeats keydown
        game.page.evaluate("document.body.dispatchEvent(new KeyboardEvent('keydown', {key: ' ', code: 'Space', repeat: true, bubbles: true}))")
    game.page.keyboard.up("Space")
    assert game.wait_phase("ready") == "ready"
    assert game.state() == second["state"]
    assert len(game.history()) == 2 and game.sent("spin") == 2
    assert game.record()["seq"] == 5  # new game, then write-ahead and reply for each round


def two_tabs(browser, site, open_games, init: str = "") -> tuple[GamePage, GamePage]:  # type: ignore[no-untyped-def]
    context = game_context(browser, DESKTOP, init=init)
    a = GamePage(context.new_page(), site.url)
    b = GamePage(context.new_page(), site.url)
    open_games.append(a)
    a.open(clock=CLOCK)
    b.open(clock=CLOCK)
    assert a.state() == b.state()
    return a, b


def test_two_tabs_take_turns_under_the_web_lock(browser, debug_site, open_games):
    a, b = two_tabs(browser, debug_site, open_games)
    start = a.state()
    first = ask(spin_request(start, "tab-a"))
    a.queue_seeds([seed("tab-a")])
    b.queue_seeds([seed("tab-b")])
    a.spin(hold=True)  # tab A holds the lock, its request stored and in flight
    b.spin(wait=False)  # tab B waits for the lock
    b.page.wait_for_function("async () => (await navigator.locks.query()).pending.length >= 1")
    a.release_replies()
    assert a.wait_phase("ready") == "ready" and b.wait_phase("ready") == "ready"
    assert a.state() == first["state"] and b.state() == first["state"]
    assert "another tab" in b.message()
    assert b.sent("spin") == 0 and b.seeds_left() == 1  # B bet nothing
    assert len(b.history()) == 1 and b.record()["seq"] == 3

    # B plays next, from the balance A left; A is told and brought up to date.
    second = ask(spin_request(first["state"], "tab-b"))
    assert b.spin() == "ready"
    assert b.state() == second["state"]
    a.page.wait_for_function("balance => __mp.state().balance === balance && __mp.phase() === 'ready'",
                             arg=second["state"]["balance"])
    assert a.state() == second["state"]
    assert "another tab" in a.message()
    assert a.hud()["balance"] == second["state"]["balance"]
    assert [e["id"] for e in a.history()] == [2, 1]
    assert not b.errors


def test_without_web_locks_the_write_count_still_refuses_a_second_round(browser, debug_site, open_games):
    a, b = two_tabs(browser, debug_site, open_games, NO_WEB_LOCKS)
    assert a.page.evaluate("navigator.locks === undefined")
    start = a.state()
    first = ask(spin_request(start, "nolock-a"))
    a.queue_seeds([seed("nolock-a")])
    b.queue_seeds([seed("nolock-b")])
    a.spin(hold=True)  # A's request stored as pending (seq 2), its reply held
    for _ in range(2):  # B sees the record moved on (or a round in flight): it refuses, twice
        assert b.spin() == "ready"
        assert "another tab" in b.message()
    assert b.sent("spin") == 0 and b.seeds_left() == 1
    a.release_replies()
    assert a.wait_phase("ready") == "ready"
    assert a.state() == first["state"]
    b.page.wait_for_function("balance => __mp.state().balance === balance", arg=first["state"]["balance"])
    assert b.state() == first["state"] and b.record()["seq"] == 3
    assert len(b.history()) == 1
    assert not b.errors
