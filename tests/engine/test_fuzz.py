"""Fuzzing `handle`: whatever comes in, a JSON reply comes out, and nothing else happens.

Arbitrary JSON, arbitrary text and mutated valid requests. `handle` never raises, never
prints, always answers JSON whose `ok` is a bool; a refusal carries one of the protocol's
codes and no state; a success carries a state the engine itself accepts. The hypothesis
profile is derandomized, so CI sees the same examples on every run.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from midnight_princess import model
from midnight_princess.bridge import handle
from midnight_princess.state import check

import rules_oracle as o
from midnight_princess_testkit import seed
from tests.repo import T0, state

CODES = {"BAD_REQUEST", "UNSUPPORTED_VERSION", "INVALID_BET", "INSUFFICIENT_FUNDS", "ROUND_IN_PROGRESS",
         "NO_CHOICE_PENDING", "CORRUPT_STATE", "FORCE_NOT_ALLOWED", "MALFUNCTION"}
FUZZ = settings(derandomize=True, max_examples=300, deadline=None, database=None, print_blob=False,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                       HealthCheck.data_too_large])

scalars = (st.none() | st.booleans() | st.integers() | st.integers(-3, 300) | st.text(max_size=12)
           | st.floats(allow_nan=False, allow_infinity=False) | st.sampled_from(
               ["love", "star", "storm", "moon", "heart", "spin", "choose", "resume", "config", "new_game",
                seed("fuzz", 0), "awaiting_choice", "complete", "void"]))
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=5)
                           | st.dictionaries(st.text(max_size=10), inner, max_size=6), max_leaves=25)


def _open_state() -> dict[str, Any]:
    hearts = o.grid(*["HHHHH"] * 5)
    request = {"v": 1, "op": "spin", "state": state(), "bet": 100, "seed": seed("fuzz", 0), "now": T0,
               "force": {"grids": [hearts]}}
    return json.loads(handle(json.dumps(request), allow_force=True))["state"]


OPEN = _open_state()
VALID: list[dict[str, Any]] = [
    {"v": 1, "op": "config"},
    {"v": 1, "op": "new_game", "seed": seed("a", 0), "now": T0, "balance": 5000},
    {"v": 1, "op": "spin", "state": state(), "bet": 100, "seed": seed("b", 0), "now": T0},
    {"v": 1, "op": "spin", "state": state(balance=300, princess="storm"), "bet": 200, "seed": seed("c", 0),
     "now": T0, "force": {"grids": [o.grid(*["HBGPH", "BGPHB", "GPHBG", "PHBGP", "LLLLL"])]}},
    {"v": 1, "op": "choose", "state": OPEN, "princess": "star", "seed": seed("d", 0), "now": T0 + 1},
    {"v": 1, "op": "resume", "state": OPEN, "now": T0 + 7 * 86_400_000 + 1},
    {"v": 1, "op": "resume", "state": state(), "now": T0},
]


def _answer(text: Any, allow_force: bool, capsys: Any) -> dict[str, Any]:
    reply = handle(text, allow_force=allow_force)
    printed = capsys.readouterr()
    assert printed.out == "" and printed.err == "", "handle printed something"
    assert isinstance(reply, str)
    assert handle(text, allow_force=allow_force) == reply, "the same request gave another reply"
    capsys.readouterr()
    body = json.loads(reply)
    assert isinstance(body, dict) and type(body["ok"]) is bool
    return body


def _check_reply(body: dict[str, Any], request: Any, allow_force: bool) -> None:
    if body["ok"] is False:
        error = body["error"]
        assert error["code"] in CODES
        assert isinstance(error["message"], str) and error["message"]
        injected = (allow_force and isinstance(request, dict) and isinstance(request.get("force"), dict)
                    and "malfunction_at" in request["force"])
        if error["code"] == "MALFUNCTION":
            assert injected, f"an unexpected engine fault: {error}"
            assert set(body) == {"ok", "error", "state", "round"}
            assert body["round"]["status"] == "void" and body["round"]["win"] == 0
            check(body["state"])
        else:
            assert set(body) == {"ok", "error"}, "a refused request must echo no state"
        return
    if "state" in body:
        check(copy.deepcopy(body["state"]))  # every state the engine returns, it accepts back
        assert body["state"]["balance"] >= 0
    if "steps" in body:
        assert body["steps"] == [] or body["steps"][-1]["t"] in ("end", "choice")
        rnd = body["round"]
        assert rnd["status"] in ("complete", "awaiting_choice", "void")
        assert rnd["win"] <= rnd["bet"] * model.MAX_WIN_X


@FUZZ
@given(value=json_values, allow_force=st.booleans())
def test_arbitrary_json_gets_a_json_reply(value: Any, allow_force: bool, capsys: Any) -> None:
    text = json.dumps(value)
    _check_reply(_answer(text, allow_force, capsys), value, allow_force)


@FUZZ
@given(text=st.text(max_size=200) | st.binary(max_size=60).map(lambda b: b.decode("latin-1")))
def test_arbitrary_text_gets_a_json_reply(text: str, capsys: Any) -> None:
    body = _answer(text, True, capsys)
    if not body["ok"]:
        assert body["error"]["code"] in CODES - {"MALFUNCTION"}


@FUZZ
@given(op=st.sampled_from(["config", "new_game", "spin", "choose", "resume"]),
       extra=st.dictionaries(st.sampled_from(["state", "bet", "seed", "now", "princess", "balance", "force"]),
                             json_values, max_size=4))
def test_arbitrary_fields_on_a_real_op_get_a_json_reply(op: str, extra: dict[str, Any], capsys: Any) -> None:
    request = {"v": 1, "op": op, **extra}
    _check_reply(_answer(json.dumps(request), False, capsys), request, False)


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(node, dict):
        for key, child in node.items():
            out += _paths(child, prefix + (key,))
    elif isinstance(node, list):
        for i, child in enumerate(node):
            out += _paths(child, prefix + (i,))
    return out


def _nearby(value: Any) -> list[Any]:
    """Values a careless or hostile caller might send instead."""
    near: list[Any] = [None, True, False, "", [], {}, -1, 0, 2**53 + 1, 1e308, "1"]
    if type(value) is int:
        near += [value + 1, value - 1, -value, float(value), str(value), value * 10**6]
    if isinstance(value, str):
        near += [value.upper(), value[:-1], value + "0", value[::-1], " " + value]
    return near


@FUZZ
@given(data=st.data(), allow_force=st.booleans())
def test_mutated_valid_requests_get_a_json_reply(data: Any, allow_force: bool, capsys: Any) -> None:
    request = copy.deepcopy(data.draw(st.sampled_from(VALID)))
    for _ in range(data.draw(st.integers(1, 3))):
        paths = _paths(request)
        if not paths:
            break
        path = data.draw(st.sampled_from(paths))
        parent = request
        for key in path[:-1]:
            parent = parent[key]
        how = data.draw(st.sampled_from(["delete", "nearby", "json", "add"]))
        if how == "delete":
            if isinstance(parent, dict):
                del parent[path[-1]]
            else:
                parent.pop(path[-1])
        elif how == "nearby":
            parent[path[-1]] = data.draw(st.sampled_from(_nearby(parent[path[-1]])))
        elif how == "json":
            parent[path[-1]] = data.draw(json_values)
        elif isinstance(parent, dict):
            parent[data.draw(st.text(max_size=6))] = data.draw(json_values)
    text = json.dumps(request)
    body = _answer(text, allow_force, capsys)
    _check_reply(body, request, allow_force)
    if not allow_force and isinstance(request, dict) and request.get("force") is not None and body["ok"]:
        raise AssertionError("a forced request was played without allow_force")


def test_valid_requests_all_succeed(capsys: Any) -> None:
    for request in VALID:
        body = _answer(json.dumps(request), True, capsys)
        assert body["ok"] is True, body
        _check_reply(body, request, True)
