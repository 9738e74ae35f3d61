"""The 7-day rule against the clock the page sends: exactly once, never undone, whichever way
the clock moves (docs/rules.md section 10: a round waiting for the choice more than 7 x 24 hours
after it started is void, the bet returned)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.repo import DAY_MS, T0, choose, resume, spin, state

LIMIT = 7 * DAY_MS
HEARTS = [["heart"] * 5 for _ in range(5)]  # a grid clear: the round waits for the choice


@pytest.fixture(scope="module")
def opened() -> dict[str, Any]:
    reply = spin(state(balance=10_000), bet=200, grids=[HEARTS], now=T0)
    assert reply["round"]["status"] == "awaiting_choice" and reply["state"]["balance"] == 9_800
    return reply


def test_exactly_seven_days_is_not_void(opened: dict[str, Any]) -> None:
    reply = resume(opened["state"], T0 + LIMIT)
    assert reply == {"ok": True, "state": opened["state"], "round": opened["round"], "voided": False}


def test_seven_days_and_one_ms_is_void_with_the_bet_returned(opened: dict[str, Any]) -> None:
    reply = resume(opened["state"], T0 + LIMIT + 1)
    assert reply["voided"] is True
    assert reply["round"] == {**opened["round"], "status": "void", "win": 0, "balance_after": 10_000}
    assert reply["state"] == {**opened["state"], "balance": 10_000, "round": None}


@pytest.mark.parametrize("later", [T0 + LIMIT + 1, T0 + LIMIT + 2, T0 + 400 * DAY_MS, T0, T0 - 30 * DAY_MS, 0])
def test_resume_after_the_void_changes_nothing_whatever_the_clock(opened: dict[str, Any], later: int) -> None:
    """Once void, the state has no open round: a later resume, or a clock moved back, neither
    voids it twice (no second refund) nor brings it back (no second debit)."""
    voided = resume(opened["state"], T0 + LIMIT + 1)["state"]
    assert resume(voided, later) == {"ok": True, "state": voided, "round": None, "voided": False}


@pytest.mark.parametrize("earlier", [T0, T0 - 1, T0 - 30 * DAY_MS, 0])
def test_a_clock_moved_back_before_the_void_does_not_void(opened: dict[str, Any], earlier: int) -> None:
    reply = resume(opened["state"], earlier)
    assert reply == {"ok": True, "state": opened["state"], "round": opened["round"], "voided": False}


def test_a_choose_is_judged_by_its_own_now_and_cannot_undo_a_void(opened: dict[str, Any]) -> None:
    """A choose at exactly 7 days plays; at 7 days + 1 ms it voids; after that, a choose with the
    clock moved back is refused: nothing to choose, no second debit."""
    reply = choose(opened["state"], "storm", now=T0 + LIMIT)
    assert reply["ok"] is True and reply["round"]["status"] == "complete"
    late = choose(opened["state"], "storm", now=T0 + LIMIT + 1)
    assert late["ok"] is True and late["voided"] is True and late["round"]["status"] == "void"
    assert late["state"]["balance"] == 10_000
    # The voided state refuses a second choose: the void cannot be undone by a choice.
    again = choose(late["state"], "storm", now=T0 + 1)
    assert again["ok"] is False and again["error"]["code"] == "NO_CHOICE_PENDING"
