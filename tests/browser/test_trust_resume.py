"""Trust: a round interrupted at every single step and while each of its two requests is in
flight ends exactly as an uninterrupted run: one debit, one credit, one entry.

Two forced rounds between them hold every step type the engine has:

- every feature: a base landing whose love 5-run fills the meter, a trinity landing of hearts
  that clears the grid (free spins), the choice, then four free spins whose landings give Love's
  power three times and a grid-clear prize once;
- the princess change, the moons left alone, the extension and the cap: a new game whose active
  princess is Storm (its seed fixed), a base landing of two symbols without a win where her power
  destroys both (a grid clear, then the princess changes), the choice, a love 5-run that fills
  the meter (four spins more), a landing that leaves only a moon (removed, a grid clear), then
  all-moon landings at a rising multiplier until the round reaches the 5,000x cap in mid-feature.

The engine in CPython plays the same requests uninterrupted; the page must end with its state,
its steps and its figures.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from midnight_princess.steps import STEP_TYPES
from midnight_princess_testkit import CLOCK, HEARTS, METER_FILLER, NO_WIN, PHONE_LANDSCAPE, ask, assert_entry, seed, seeds_where

MOONS = [["moon"] * 5 for _ in range(5)]  # ten moon 5-runs, then a grid clear
LOVE5 = NO_WIN[:4] + [["love"] * 5]       # one love 5-run: a full meter
# Two symbols, no two alike side by side or one above the other: no win, and Storm clears it.
CHECKER = [[("heart", "bell")[(r + c) % 2] for c in range(5)] for r in range(5)]
# Heart 5-runs everywhere but a love 3-run: its middle becomes a moon, left alone on the grid.
MOON_LEFT = [["heart"] * 5 for _ in range(4)] + [["love", "love", "love", "heart", "heart"]]


class Forced(NamedTuple):
    """A forced round: the label its seeds come from, and the grids its spin and choose land."""

    label: str
    spin: list[Any]
    choose: list[Any]


EVERY_FEATURE = Forced("every-step", [METER_FILLER, HEARTS], [NO_WIN, NO_WIN, HEARTS, NO_WIN])
EXTEND_CAP = Forced("extend-cap-6", [CHECKER], [LOVE5, MOON_LEFT] + [MOONS] * 5)
STORM_GAME_SEED = seed("extend-cap-game-1")  # a new game whose active princess is Storm
EVERY_STEP_TYPE = set(STEP_TYPES)


def shown_balance(game) -> int:  # type: ignore[no-untyped-def]
    return game.hud()["balance"]


def reload_at_every_step(game, forced: Forced, princess: str, rtp: str | None = None, stride: int = 1) -> tuple[list[dict[str, Any]], dict[str, Any], list[dict[str, Any]]]:  # type: ignore[no-untyped-def]
    """Play one forced round on a fresh game (at the rung `rtp` of the RTP ladder, the page opened
    with it every time), reloading with the spin and then the choose request in flight and after
    every single step (every `stride`-th step, and the last of each request's); return the
    requests, the final reply and every step."""
    label, spin_force, choose_force = forced.label, {"grids": forced.spin}, {"grids": forced.choose}
    query = f"?rtp={rtp}" if rtp else ""
    game.open(query, clock=CLOCK)
    assert game.wait_phase("ready") == "ready"
    start = game.state()
    bet = start["bet"]

    spin_request = {"v": 1, "op": "spin", "state": start, "bet": bet, "seed": seed(label + "-spin"),
                    "now": CLOCK, **({"rtp": rtp} if rtp else {}), "force": spin_force}
    spun = ask(spin_request)
    choose_request = {"v": 1, "op": "choose", "state": spun["state"], "princess": princess,
                      "seed": seed(label + "-choose"), "now": CLOCK, "force": choose_force}
    chosen = ask(choose_request)
    spin_steps, all_steps = spun["steps"], spun["steps"] + chosen["steps"]
    n_spin, n_all = len(spin_steps), len(all_steps)
    debited = start["balance"] - bet

    def check(index: int, seq: int, after: dict, steps: list, requests: list) -> None:
        """After a reload paused at `index`: stored once, nothing applied twice, the screen agrees."""
        saved = game.record()
        assert saved["seq"] == seq, f"step {index}: a reload wrote the record again"
        assert saved["pending"] is None
        assert saved["state"] == after["state"]
        assert len(saved["history"]) == 1
        assert saved["history"][0]["requests"] == requests and saved["history"][0]["steps"] == steps
        assert game.progress()["index"] == index
        assert game.state() == after["state"]
        final = index == n_all
        assert shown_balance(game) == (chosen["state"]["balance"] if final else debited), f"step {index}"

    # The spin's request in flight: stored before it was sent, sent again after the reload.
    game.queue_seeds([spin_request["seed"]])
    game.force(spin_force["grids"])
    game.spin(hold=True)
    saved = game.record()
    assert saved["pending"] == {"request": spin_request} and saved["state"] == start and saved["seq"] == 2
    game.open(query, clock=CLOCK, pause=0)  # the same request sent again: the reply stored (seq 3), no step shown yet
    check(0, 3, spun, spin_steps, [spin_request])
    for index in sorted({*range(1, n_spin + 1, stride), n_spin}):
        game.open(query, clock=CLOCK, pause=index)
        check(index, 3, spun, spin_steps, [spin_request])

    # At the choice: a reload shows it again; then the choose's request in flight.
    game.open(query, clock=CLOCK)
    assert game.wait_phase("choice") == "choice"
    game.queue_seeds([choose_request["seed"]])
    game.force(choose_force["grids"])
    game.choose(princess, hold=True)
    saved = game.record()
    assert saved["pending"] == {"request": choose_request} and saved["seq"] == 4
    game.open(query, clock=CLOCK, pause=n_spin)
    check(n_spin, 5, chosen, all_steps, [spin_request, choose_request])
    for index in sorted({*range(n_spin + 1, n_all + 1, stride), n_all}):
        game.open(query, clock=CLOCK, pause=index)
        check(index, 5, chosen, all_steps, [spin_request, choose_request])

    # At rest after the round, and once more: nothing replayed, nothing paid again.
    for _ in range(2):
        game.open(query, clock=CLOCK)
        assert game.wait_phase("ready") == "ready"
        assert game.state() == chosen["state"]
        assert game.record()["seq"] == 5
        assert shown_balance(game) == chosen["state"]["balance"]
        assert game.message() == ""
    history = game.history()
    assert len(history) == 1
    assert chosen["state"]["balance"] == start["balance"] - bet + chosen["round"]["win"]
    return [spin_request, choose_request], chosen, all_steps


def test_every_step_and_every_request_in_flight_survive_a_reload(game_factory, debug_site):
    game = game_factory(debug_site)
    requests, chosen, steps = reload_at_every_step(game, EVERY_FEATURE, "love")
    kinds = [s["t"] for s in steps]
    for kind in ("trinity_start", "clear", "choice", "free_spins_start", "power", "prize", "end"):
        assert kind in kinds, kind
    assert_entry(game.history()[0], requests, chosen, steps,
                 ["power", "trinity", "free_spins", "prize"])


def test_every_step_of_a_round_at_another_rung_survives_a_reload(game_factory, debug_site):
    """The same at 87.50%: every request names the rung (the spin's `rtp`, the choose's state) and the
    round ends in it, as the engine plays it there. Every step's reload is the default rung's case
    above; here the requests in flight and every fourth step (the suite runs long checks once)."""
    game = game_factory(debug_site)
    requests, chosen, steps = reload_at_every_step(game, EVERY_FEATURE, "love", "87.50", stride=4)
    assert requests[0]["rtp"] == "87.50" and requests[1]["state"]["rtp"] == "87.50"
    assert chosen["state"]["rtp"] == "87.50" and game.history()[0]["rtp"] == "87.50"
    assert_entry(game.history()[0], requests, chosen, steps, ["power", "trinity", "free_spins", "prize"])


def test_a_princess_change_an_extension_and_the_cap_survive_a_reload_at_every_step(game_factory, debug_site):
    game = game_factory(debug_site)
    game_seed = STORM_GAME_SEED
    assert ask({"v": 1, "op": "new_game", "seed": game_seed, "now": CLOCK})["state"]["princess"] == "storm"
    game.queue_new_game_seed(game_seed)  # only while nothing is stored: reloads find the record instead
    requests, chosen, steps = reload_at_every_step(game, EXTEND_CAP, "love")
    kinds = [s["t"] for s in steps]
    assert kinds[:5] == ["land", "power", "princess", "clear", "choice"]
    assert steps[1]["princess"] == "storm" and steps[1]["effect"] == "destroy"
    assert {"t": "extend", "added": 4, "total": 8} in steps and "moons_removed" in kinds
    cap = 5000 * chosen["round"]["bet"]
    assert kinds[-3:] == ["cap", "free_spins_end", "end"] and steps[-3] == {"t": "cap", "round_win": cap}
    assert chosen["round"]["win"] == cap and len(kinds) == 55
    assert_entry(game.history()[0], requests, chosen, steps,
                 ["power", "free_spins", "extend", "prize", "cap"])


# What the screen shows when the loading screen lifts: recorded at that instant.
FIRST_SHOWN = """
new MutationObserver((_, observer) => {
  const loading = document.getElementById("loading");
  if (!loading || !loading.classList.contains("done") || window.__mpFirstShown) return;
  window.__mpFirstShown = { frames: __mp.frames(), drawn: __mp.drawn(), scene: __mp.scene(), view: __mp.view() };
  observer.disconnect();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["class"] });
"""


def test_a_reload_mid_round_shows_a_whole_frame_first(game_factory, debug_site):
    """The loading screen lifts on a whole frame: the sky and its moon, the portrait, the grid's symbols as the round left them."""
    game = game_factory(debug_site, viewport=PHONE_LANDSCAPE, init=FIRST_SHOWN)
    game.open(clock=CLOCK)
    state = game.state()
    seeds, expected, rounds = seeds_where(state, state["bet"], 1, "first-frame", lambda steps: [s["t"] for s in steps].count("win") >= 2)
    steps = rounds[0]
    at = next(i for i, s in enumerate(steps) if s["t"] == "remove") + 1  # the first drop's symbols gone, their pay labelled
    game.queue_seeds(seeds)
    game.page.evaluate("at => __mp.pauseAt(at)", at)
    game.spin(wait=False)
    game.wait_paused(at)
    game.open(clock=CLOCK)  # a reload: the round resumes from step `at` and plays to its end
    assert game.state() == expected
    first = game.page.evaluate("() => window.__mpFirstShown")
    assert first["frames"]["whole"] is True  # the frame under the lifting loading screen left nothing out
    assert first["drawn"]["princess"]["drawn"] and first["drawn"]["princess"]["id"] == state["princess"]
    assert first["drawn"]["moon"] is not None
    assert first["scene"]["grid"] == first["view"]["grid"]  # every symbol the round left, in its cell
    assert first["scene"]["texts"] == []  # no label over cells already gone


def test_last_win_is_the_round_befores_until_the_round_is_over_even_across_a_reload(game_factory, debug_site):
    """Last win keeps the last round's win while a round plays, after a reload in mid-round too (the
    record's round before gives it), and takes this round's once the round is over."""
    game = game_factory(debug_site, viewport=PHONE_LANDSCAPE)
    game.open(clock=CLOCK)
    state = game.state()
    seeds, expected, rounds = seeds_where(state, state["bet"], 2, "last-win-reload",
                                          lambda steps: steps[-1]["win"] > 0 and [s["t"] for s in steps].count("win") >= 2)
    first, second = rounds[0][-1]["win"], rounds[1][-1]["win"]
    assert first != second
    game.queue_seeds(seeds)
    assert game.spin() == "ready"
    game.expect_money("last_win", first)
    at = next(i for i, s in enumerate(rounds[1]) if s["t"] == "win") + 1  # the round's first win shown in Win
    game.page.evaluate("at => __mp.pauseAt(at)", at)
    game.spin(wait=False)
    game.wait_paused(at)
    game.expect_money("round_win", rounds[1][at - 1]["round_win"])
    game.expect_money("last_win", first)
    game.open(clock=CLOCK, pause=at + 1)  # a reload in mid-round: the round resumes, held at the step after
    assert game.hud()["lastWin"] == first
    game.expect_money("last_win", first)
    game.open(clock=CLOCK)  # and once more, played to its end
    assert game.state() == expected
    game.expect_money("last_win", second)
    game.expect_money("round_win", second)


def test_the_two_rounds_hold_every_step_type_the_engine_has() -> None:
    """The every-step rounds above, played in CPython: between them, every step type."""
    seen: set[str] = set()
    for game_seed, forced in ((seed("any"), EVERY_FEATURE), (STORM_GAME_SEED, EXTEND_CAP)):
        state = ask({"v": 1, "op": "new_game", "seed": game_seed, "now": CLOCK})["state"]
        spun = ask({"v": 1, "op": "spin", "state": state, "bet": state["bet"], "seed": seed(forced.label + "-spin"),
                    "now": CLOCK, "force": {"grids": forced.spin}})
        chosen = ask({"v": 1, "op": "choose", "state": spun["state"], "princess": "love",
                      "seed": seed(forced.label + "-choose"), "now": CLOCK, "force": {"grids": forced.choose}})
        seen |= {s["t"] for s in spun["steps"] + chosen["steps"]}
    assert seen == EVERY_STEP_TYPE
