"""The RTP ladder: five rungs of one game, chosen by the request, kept by the state, each round at the
rung it starts at; a game at the default rung (every request without `rtp`) is exactly as before."""

from __future__ import annotations

import json

import pytest

from midnight_princess import ladder, model, play
from midnight_princess.bridge import handle
from midnight_princess.rng import Rng
from midnight_princess_testkit import HEARTS, ask, error_code, ok, seed
from tests.repo import T0

RUNGS = tuple(ladder.RUNGS)


def game(rtp: str | None, index: int = 0, **fields: object) -> dict:
    request = {"v": 1, "op": "new_game", "seed": seed("ladder-game", index), "now": T0, **fields}
    return ok(request if rtp is None else {**request, "rtp": rtp})["state"]


def spin_at(state: dict, rtp: str | None = None, index: int = 0, **fields: object) -> dict:
    request = {"v": 1, "op": "spin", "state": state, "bet": 100, "seed": seed("ladder-spin", index), "now": T0 + 1000,
               **fields}
    return ask(request if rtp is None else {**request, "rtp": rtp})


def test_the_ladder_is_the_five_returns_the_default_first() -> None:
    assert ladder.RTPS == ("96.50", "94.51", "91.49", "87.50", "84.50") and ladder.DEFAULT == model.RTP
    assert ladder.reel_sets(ladder.DEFAULT) is model.REEL_SETS


@pytest.mark.parametrize("rtp", RUNGS)
def test_a_rung_is_the_default_rungs_sets_with_landings_added_and_other_showers(rtp: str) -> None:
    """The same reels: the base game and the trinity round keep the default's weights and add some (a lean
    base set; more three-symbol trinity landings), each free-spins phase keeps its total and its crown."""
    sets, default = ladder.reel_sets(rtp), model.REEL_SETS
    assert list(sets) == list(default)
    for phase, own in sets.items():
        assert [reels for _, reels in own][: len(default[phase])] == [reels for _, reels in default[phase]], phase
    base, trinity = [w for w, _ in sets["base"]], [w for w, _ in sets["trinity"]]
    assert base[:2] == [w for w, _ in default["base"]] and base[2] == ladder.RUNGS[rtp].lean > 0
    assert trinity == [default["trinity"][0][0], default["trinity"][1][0] + ladder.RUNGS[rtp].rich]
    for choice in model.PRINCESSES:
        own, mine = sets[f"free:{choice}"], default[f"free:{choice}"]
        assert sum(w for w, _ in own) == sum(w for w, _ in mine) and own[2][0] == mine[2][0] == 1
        assert 0 < own[1][0] < mine[1][0]  # fewer showers
    lean = sets["base"][2][1]
    ordinary = default["base"][0][1][0]
    assert all(reel == {**ordinary, "moon": ordinary["moon"] - 2, "heart": ordinary["heart"] + 2} for reel in lean)
    assert all(sum(reel.values()) == model.STRIP_LENGTH for reel in lean)


def test_the_default_rung_is_every_request_without_rtp_byte_for_byte() -> None:
    plain = {"v": 1, "op": "new_game", "seed": seed("ladder-game", 0), "now": T0}
    assert handle(json.dumps({**plain, "rtp": "96.50"})) == handle(json.dumps(plain))
    assert handle(json.dumps({"v": 1, "op": "config", "rtp": "96.50"})) == handle(json.dumps({"v": 1, "op": "config"}))
    state = game(None)
    assert "rtp" not in state
    assert spin_at(state, "96.50") == spin_at(state)


@pytest.mark.parametrize("rtp", RUNGS)
def test_config_new_game_and_spin_at_a_rung(rtp: str) -> None:
    config = ok({"v": 1, "op": "config", "rtp": rtp})["config"]
    plain = ok({"v": 1, "op": "config"})["config"]
    assert config == {**plain, "rtp": rtp}
    state = game(rtp, currency="JPY")
    assert list(state)[-2:] == ["currency", "rtp"] and state["rtp"] == rtp
    reply = spin_at(state)
    assert reply["ok"] and reply["state"]["rtp"] == rtp  # a spin without rtp plays the state's rung


def test_a_rung_lands_from_its_own_sets() -> None:
    """At 84.50 a base landing draws the lean set 692 times in 1,700 (never at 96.50): other grids for some seeds."""
    low, default = game("84.50"), game(None)
    differing = 0
    for index in range(40):
        at_rung = spin_at(low, index=index)["steps"][0]["grid"]
        at_default = spin_at(default, index=index)["steps"][0]["grid"]
        differing += at_rung != at_default
    assert 8 <= differing <= 32  # about 455/1,008 of them, and never all


def test_a_round_ends_at_the_rung_it_started_at_and_a_spin_moves_the_game() -> None:
    state = game("87.50")
    waiting = ask({"v": 1, "op": "spin", "state": state, "bet": 100, "seed": seed("ladder-clear", 0), "now": T0 + 1000,
                   "force": {"grids": [HEARTS]}})
    assert waiting["round"]["status"] == "awaiting_choice" and waiting["state"]["rtp"] == "87.50"
    # A spin at another rung is refused while the round waits: nothing moves the open round.
    assert error_code({"v": 1, "op": "spin", "state": waiting["state"], "bet": 100, "seed": seed("x"), "now": T0 + 2000,
                       "rtp": "96.50"}) == "ROUND_IN_PROGRESS"
    chose = ok({"v": 1, "op": "choose", "state": waiting["state"], "princess": "storm", "seed": seed("ladder-choose"),
                "now": T0 + 3000})
    assert chose["state"]["rtp"] == "87.50"
    moved = spin_at(chose["state"], "94.51", index=1)
    assert moved["state"]["rtp"] == "94.51"
    back = spin_at(moved["state"], "96.50", index=2)
    assert "rtp" not in back["state"]


@pytest.mark.parametrize("bad", ["95.00", "94.5", "96.5", 94.51, "", "94.51 ", ["94.51"], True])
def test_a_rung_the_ladder_has_not_is_refused_and_changes_nothing(bad: object) -> None:
    state = game(None)
    for request in ({"v": 1, "op": "config", "rtp": bad},
                    {"v": 1, "op": "new_game", "seed": seed("g"), "now": T0, "rtp": bad},
                    {"v": 1, "op": "spin", "state": state, "bet": 100, "seed": seed("s"), "now": T0, "rtp": bad}):
        reply = ask(request)
        assert reply == {"ok": False, "error": {"code": "INVALID_RTP", "message": reply["error"]["message"]}}
        assert "94.51" in reply["error"]["message"]


@pytest.mark.parametrize("named", ["96.50", "95.00", 94.51, None])
def test_a_state_naming_no_rung_of_the_ladder_or_the_default_is_corrupt(named: object) -> None:
    state = {**game(None), "rtp": named}
    assert error_code({"v": 1, "op": "resume", "state": state, "now": T0}) == "CORRUPT_STATE"


def test_a_play_at_a_rung_leaves_plays_table_as_it_was_even_when_it_fails() -> None:
    before = dict(play.STRIPS)
    with pytest.raises(RuntimeError), ladder.landing("84.50"):
        assert play.STRIPS["base"] != before["base"]
        raise RuntimeError("a fault mid-play")
    assert play.STRIPS == before
    # A malfunction in a rung's spin voids the round; the next default play lands as ever.
    state = game("84.50")
    reply = ask({"v": 1, "op": "spin", "state": state, "bet": 100, "seed": seed("m"), "now": T0,
                 "force": {"malfunction_at": 1}})
    assert reply["error"]["code"] == "MALFUNCTION" and play.STRIPS == before
    plain = play.Round(Rng(bytes(32)), 100, "love")
    plain.play_spin()
    again = play.Round(Rng(bytes(32)), 100, "love")
    with ladder.landing(ladder.DEFAULT):
        again.play_spin()
    assert (plain.win, plain.meter) == (again.win, again.meter)
