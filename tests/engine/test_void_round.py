"""`resume` with `void_round: true`: the page asks the engine to void the open round because the
engine that started it is no longer there (an update between a spin and its choice). The bet comes
back, nothing is paid, and every reply without the field stays as it was."""

from __future__ import annotations

import json
from typing import Any

import pytest

from midnight_princess.bridge import handle
from midnight_princess_testkit import HEARTS, ask, error_code
from tests.repo import T0, resume, spin, state


@pytest.fixture(scope="module")
def opened() -> dict[str, Any]:
    reply = spin(state(balance=10_000), bet=200, grids=[HEARTS], now=T0)
    assert reply["round"]["status"] == "awaiting_choice" and reply["state"]["balance"] == 9_800
    return reply


def void_round(st: dict[str, Any], flag: object = True, now: int = T0 + 1) -> dict[str, Any]:
    return ask({"v": 1, "op": "resume", "state": st, "now": now, "void_round": flag})


def test_an_open_round_is_voided_with_the_bet_returned(opened: dict[str, Any]) -> None:
    reply = void_round(opened["state"])
    assert reply == {
        "ok": True,
        "state": {**opened["state"], "balance": 10_000, "round": None},
        "round": {**opened["round"], "status": "void", "win": 0, "balance_after": 10_000},
        "voided": True,
    }


def test_the_voided_state_has_no_round_to_void_again(opened: dict[str, Any]) -> None:
    voided = void_round(opened["state"])["state"]
    assert void_round(voided) == {"ok": True, "state": voided, "round": None, "voided": False}
    assert error_code({"v": 1, "op": "choose", "state": voided, "princess": "love", "seed": "0" * 64, "now": T0 + 2}) == "NO_CHOICE_PENDING"


def test_without_an_open_round_nothing_changes() -> None:
    rested = state(balance=10_000)
    assert void_round(rested) == {"ok": True, "state": rested, "round": None, "voided": False}


def test_false_or_absent_is_the_plain_resume_byte_for_byte(opened: dict[str, Any]) -> None:
    plain = handle(json.dumps({"v": 1, "op": "resume", "state": opened["state"], "now": T0 + 1}))
    asked = handle(json.dumps({"v": 1, "op": "resume", "state": opened["state"], "now": T0 + 1, "void_round": False}))
    assert asked == plain
    assert json.loads(plain) == resume(opened["state"], T0 + 1) == {"ok": True, "state": opened["state"], "round": opened["round"], "voided": False}


@pytest.mark.parametrize("flag", [1, 0, "yes", None, [], {}])
def test_anything_but_a_boolean_is_refused_and_changes_nothing(opened: dict[str, Any], flag: object) -> None:
    request = {"v": 1, "op": "resume", "state": opened["state"], "now": T0 + 1, "void_round": flag}
    assert error_code(request) == "BAD_REQUEST"


def test_a_bad_state_is_still_refused(opened: dict[str, Any]) -> None:
    broken = {**opened["state"], "balance": -5}
    assert error_code({"v": 1, "op": "resume", "state": broken, "now": T0 + 1, "void_round": True}) == "CORRUPT_STATE"
