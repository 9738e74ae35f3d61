"""Trust: one balance, one round. Double clicks, a held spacebar and two tabs on one game never
start two rounds from one balance; the other tab is told and brought up to date."""

from __future__ import annotations

from .conftest import DESKTOP, Game
from .trust_support import CLOCK, ask, hold_and_click, message, record, seed, visit

NO_WEB_LOCKS = 'Object.defineProperty(Navigator.prototype, "locks", {get: () => undefined, configurable: true});'


def spin_request(state: dict, label: str) -> dict:
    return {"v": 1, "op": "spin", "state": state, "bet": state["bet"], "seed": seed(label), "now": CLOCK}


def spins_sent(game: Game) -> int:
    return int(game.page.evaluate("__mp.timings().spin.length"))


def test_double_clicks_and_a_held_spacebar_start_one_round_each(game_factory, debug_site):
    game = game_factory(debug_site)
    visit(game)
    start = game.state()
    first = ask(spin_request(start, "double-click"))
    assert first["round"]["status"] == "complete"
    game.set_seeds([seed("double-click"), seed("spare-1")])
    game.page.evaluate("() => { const spin = document.getElementById('spin'); spin.click(); spin.click(); spin.click(); }")
    assert game.wait_phase("ready") == "ready"
    assert game.state() == first["state"]
    assert len(game.page.evaluate("__mp.history()")) == 1 and spins_sent(game) == 1
    assert game.page.evaluate("__mp.seedsLeft()") == 1  # the second and third clicks drew nothing

    second = ask(spin_request(first["state"], "spare-1"))
    game.page.evaluate("document.activeElement && document.activeElement.blur()")
    game.page.keyboard.down("Space")
    for _ in range(8):  # the key held down: the browser repeats keydown
        game.page.evaluate("document.body.dispatchEvent(new KeyboardEvent('keydown', {key: ' ', code: 'Space', repeat: true, bubbles: true}))")
    game.page.keyboard.up("Space")
    assert game.wait_phase("ready") == "ready"
    assert game.state() == second["state"]
    assert len(game.page.evaluate("__mp.history()")) == 2 and spins_sent(game) == 2
    assert record(game)["seq"] == 5  # new game, then write-ahead and reply for each round


def two_tabs(browser, site, open_games, init: str = "") -> tuple[Game, Game]:  # type: ignore[no-untyped-def]
    context = browser.new_context(viewport=DESKTOP)
    context.add_init_script("window.__MP_TEST = {speed: 25};" + init)
    a = Game(context.new_page(), site.url)
    b = Game(context.new_page(), site.url)
    open_games.append(a)
    visit(a)
    visit(b)
    assert a.state() == b.state()
    return a, b


def test_two_tabs_take_turns_under_the_web_lock(browser, debug_site, open_games):
    a, b = two_tabs(browser, debug_site, open_games)
    start = a.state()
    first = ask(spin_request(start, "tab-a"))
    a.set_seeds([seed("tab-a")])
    b.set_seeds([seed("tab-b")])
    hold_and_click(a, "#spin", "spin")  # tab A holds the lock, its request stored and in flight
    b.page.click("#spin")  # tab B waits for the lock
    b.page.wait_for_function("async () => (await navigator.locks.query()).pending.length >= 1")
    a.page.evaluate("__mp.releaseReplies()")
    assert a.wait_phase("ready") == "ready" and b.wait_phase("ready") == "ready"
    assert a.state() == first["state"] and b.state() == first["state"]
    assert "another tab" in message(b)
    assert spins_sent(b) == 0 and b.page.evaluate("__mp.seedsLeft()") == 1  # B bet nothing
    assert len(b.page.evaluate("__mp.history()")) == 1 and record(b)["seq"] == 3

    # B plays next, from the balance A left; A is told and brought up to date.
    second = ask(spin_request(first["state"], "tab-b"))
    assert b.spin() == "ready"
    assert b.state() == second["state"]
    a.page.wait_for_function("balance => __mp.state().balance === balance && __mp.phase() === 'ready'",
                             arg=second["state"]["balance"])
    assert a.state() == second["state"]
    assert "another tab" in message(a)
    assert int(a.page.evaluate("__mp.hud().balance")) == second["state"]["balance"]
    assert [e["id"] for e in a.page.evaluate("__mp.history()")] == [2, 1]
    assert not b.errors


def test_without_web_locks_the_write_count_still_refuses_a_second_round(browser, debug_site, open_games):
    a, b = two_tabs(browser, debug_site, open_games, NO_WEB_LOCKS)
    assert a.page.evaluate("navigator.locks === undefined")
    start = a.state()
    first = ask(spin_request(start, "nolock-a"))
    a.set_seeds([seed("nolock-a")])
    b.set_seeds([seed("nolock-b")])
    hold_and_click(a, "#spin", "spin")  # A's request stored as pending (seq 2), its reply held
    for _ in range(2):  # B sees the record moved on (or a round in flight): it refuses, twice
        b.page.click("#spin")
        assert b.wait_phase("ready") == "ready"
        assert "another tab" in message(b)
    assert spins_sent(b) == 0 and b.page.evaluate("__mp.seedsLeft()") == 1
    a.page.evaluate("__mp.releaseReplies()")
    assert a.wait_phase("ready") == "ready"
    assert a.state() == first["state"]
    b.page.wait_for_function("balance => __mp.state().balance === balance", arg=first["state"]["balance"])
    assert b.state() == first["state"] and record(b)["seq"] == 3
    assert len(b.page.evaluate("__mp.history()")) == 1
    assert not b.errors
